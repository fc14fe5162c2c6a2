//! `cargo lab web --serve [ADDR]`: the site's folder served over HTTP on this machine, as
//! any static host serves it: `GET` and `HEAD` of its files, each with its media type
//! (`application/wasm` for the WebAssembly, which browsers compile as it streams), 404
//! for anything else; one thread per connection, each closed after its answer.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};

/// Binds `addr` (`127.0.0.1:0` for a free port), or says why not naming it.
pub fn bind(addr: &str) -> Result<TcpListener, String> {
    TcpListener::bind(addr).map_err(|e| format!("cannot serve on {addr}: {e}"))
}

/// Serves the files of `root` on `listener` until the process ends.
pub fn serve(listener: TcpListener, root: &Path) {
    for stream in listener.incoming().flatten() {
        let root = root.to_path_buf();
        std::thread::spawn(move || {
            let _ = answer(stream, &root);
        });
    }
}

/// Answers one request on `stream` from the files of `root`.
fn answer(mut stream: TcpStream, root: &Path) -> std::io::Result<()> {
    let mut line = String::new();
    let mut reader = BufReader::new(stream.try_clone()?);
    reader.read_line(&mut line)?;
    let mut header = String::new();
    while reader.read_line(&mut header)? > 2 {
        header.clear();
    }
    let mut words = line.split_whitespace();
    let (method, target) = (words.next().unwrap_or(""), words.next().unwrap_or("/"));
    let file = file_of(root, target);
    let body = file.as_ref().and_then(|path| std::fs::read(path).ok());
    let head = method == "HEAD";
    match (method, body) {
        ("GET" | "HEAD", Some(body)) => {
            let kind = media_type(file.as_deref().unwrap_or(root));
            write!(
                stream,
                "HTTP/1.1 200 OK\r\nContent-Type: {kind}\r\nContent-Length: {}\r\n\
                 Cache-Control: no-cache\r\nConnection: close\r\n\r\n",
                body.len()
            )?;
            if !head {
                stream.write_all(&body)?;
            }
        }
        ("GET" | "HEAD", None) => {
            let body = b"not found\n";
            write!(
                stream,
                "HTTP/1.1 404 Not Found\r\nContent-Type: text/plain\r\nContent-Length: {}\r\n\
                 Connection: close\r\n\r\n",
                body.len()
            )?;
            if !head {
                stream.write_all(body)?;
            }
        }
        _ => write!(
            stream,
            "HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\n\
             Connection: close\r\n\r\n"
        )?,
    }
    stream.flush()
}

/// The file of `root` a request's target names (`/` is `index.html`; the query and
/// fragment left out), if it names one inside `root`.
fn file_of(root: &Path, target: &str) -> Option<PathBuf> {
    let path = target.split(['?', '#']).next().unwrap_or("");
    let path = match path.trim_start_matches('/') {
        "" => "index.html",
        path => path,
    };
    let inside = path
        .split('/')
        .all(|part| !part.is_empty() && part != ".." && part != "." && !part.contains('\\'));
    let file = root.join(path);
    (inside && file.is_file()).then_some(file)
}

/// The media type of `path`, by its extension.
fn media_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("wasm") => "application/wasm",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        _ => "application/octet-stream",
    }
}

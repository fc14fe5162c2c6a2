//! The site, built once per test run by the built `cargo-lab` (`web --out DIR --serve
//! 127.0.0.1:0`, run in the repository) and served by it until [`shutdown`].

use crate::support::repository;
use std::io::{BufRead, BufReader, Read};
use std::path::PathBuf;
use std::process::{Child, ChildStdout, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

/// The longest the site may take to build (a cold build of the WebAssembly: a minute or
/// two on 2 cores).
const BUILD_TIME: Duration = Duration::from_secs(600);

/// The site as `cargo lab web` built and serves it.
pub struct Site {
    /// `http://127.0.0.1:PORT/index.html`, as `cargo lab web` printed it.
    pub url: String,
    /// Each file `cargo lab web` printed, with the size it printed.
    pub files: Vec<(PathBuf, u64)>,
    /// The total it printed.
    pub total: u64,
    /// The folder of this test run's own: the site in `site/`, screenshots of failures.
    pub folder: PathBuf,
}

/// The server, to stop at the end.
static SERVER: Mutex<Option<Child>> = Mutex::new(None);

/// The site, built and served on the first call; the same for every later call, or the
/// same error.
pub fn site() -> Result<&'static Site, String> {
    static SITE: OnceLock<Result<Site, String>> = OnceLock::new();
    SITE.get_or_init(build_and_serve)
        .as_ref()
        .map_err(Clone::clone)
}

/// The folder of this run (under Cargo's temporary folder for tests, kept after the run
/// for the screenshots of failures; the site in it is removed by [`shutdown`]).
fn folder() -> PathBuf {
    let folder = format!("web-{}", std::process::id());
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(folder)
}

/// Runs `cargo-lab web --out <folder>/site --serve 127.0.0.1:0` in the repository and
/// reads what it prints up to the `serving` line.
fn build_and_serve() -> Result<Site, String> {
    let folder = folder();
    let out = folder.join("site");
    std::fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    let mut child = Command::new(env!("CARGO_BIN_EXE_cargo-lab"))
        .args(["web", "--out"])
        .arg(&out)
        .args(["--serve", "127.0.0.1:0"])
        .current_dir(repository())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run cargo-lab: {e}"))?;
    let lines = lines_of(child.stdout.take().expect("a piped stdout"));
    let mut stderr = child.stderr.take().expect("a piped stderr");
    let said = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    *SERVER.lock().unwrap() = Some(child);
    let (files, total, url) = read_until_serving(&lines).map_err(|why| {
        stop_server();
        let stderr = said.join().unwrap_or_default();
        format!("cargo lab web: {why}; it said:\n{stderr}")
    })?;
    Ok(Site {
        url,
        files,
        total,
        folder,
    })
}

/// The lines of `stdout`, sent by a thread as they come.
fn lines_of(stdout: ChildStdout) -> Receiver<String> {
    let (send, receive) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if send.send(line).is_err() {
                break;
            }
        }
    });
    receive
}

/// The files and sizes `cargo lab web` printed, its total and the page's address.
type Printed = (Vec<(PathBuf, u64)>, u64, String);

/// Reads the lines `cargo lab web --serve` prints (`path<TAB>size`, `total<TAB>size`,
/// `serving URL`), up to the `serving` line.
fn read_until_serving(lines: &Receiver<String>) -> Result<Printed, String> {
    let (mut files, mut total) = (Vec::new(), None);
    loop {
        let line = lines
            .recv_timeout(BUILD_TIME)
            .map_err(|_| "stopped, or took too long, before serving the site".to_string())?;
        if let Some(url) = line.strip_prefix("serving ") {
            let total = total.ok_or("no total printed")?;
            return Ok((files, total, url.to_string()));
        }
        let (name, size) = line
            .split_once('\t')
            .ok_or_else(|| format!("an unexpected line: {line}"))?;
        let size: u64 = size.parse().map_err(|_| format!("not a size: {line}"))?;
        match name {
            "total" => total = Some(size),
            path => files.push((PathBuf::from(path), size)),
        }
    }
}

/// Stops the server, if it runs.
fn stop_server() {
    if let Some(mut child) = SERVER.lock().unwrap().take() {
        let _ = child.kill();
        let _ = child.wait();
    }
}

/// Stops the server and removes the site's files (screenshots of failures stay).
pub fn shutdown() {
    stop_server();
    let folder = folder();
    let _ = std::fs::remove_dir_all(folder.join("site"));
    let _ = std::fs::remove_dir(&folder);
}

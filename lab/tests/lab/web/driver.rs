//! A minimal client of the W3C WebDriver protocol, over `std::net::TcpStream` and
//! serde_json: chromedriver started on a free port of 127.0.0.1, sessions of headless
//! Chromium, and the few commands the page's tests need (navigate, run JavaScript, find,
//! click and type into elements, take a screenshot).
//!
//! Each command is one HTTP/1.1 request with a `Content-Length`, on a connection of its
//! own (`Connection: close`); an answer is `{"value": ...}`, an error
//! `{"value": {"error", "message"}}` with a 4xx or 5xx status.

use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Where Debian's Chromium stands.
pub const CHROMIUM: &str = "/usr/bin/chromium";

/// The key WebDriver names a found element by in its JSON.
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

/// Keys as WebDriver types them (the code points of the spec's key table).
pub mod keys {
    pub const ENTER: &str = "\u{E007}";
    pub const LEFT: &str = "\u{E012}";
    pub const RIGHT: &str = "\u{E014}";
    pub const DOWN: &str = "\u{E015}";
}

/// A chromedriver process of this test run, listening on `port`.
pub struct Driver {
    child: Child,
    port: u16,
}

impl Driver {
    /// Starts `chromedriver` on a free port and waits (up to 20 s) until its `/status`
    /// says it is ready.
    pub fn start() -> Result<Driver, String> {
        let port = free_port()?;
        let child = Command::new("chromedriver")
            .arg(format!("--port={port}"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start chromedriver: {e}"))?;
        let mut driver = Driver { child, port };
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let status = request(port, "GET", "/status", None);
            if status.is_ok_and(|s| s["ready"] == true) {
                return Ok(driver);
            }
            if let Ok(Some(exit)) = driver.child.try_wait() {
                return Err(format!("chromedriver stopped: {exit}"));
            }
            if Instant::now() > deadline {
                driver.stop();
                return Err("chromedriver was not ready within 20 s".into());
            }
            // chromedriver gives no other way to wait for its port.
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// A new session of headless Chromium, 1200 x 1400, whose scripts may run for
    /// `script_timeout`.
    pub fn session(&self, script_timeout: Duration) -> Result<Browser, String> {
        let options = json!({
            "binary": CHROMIUM,
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--window-size=1200,1400"],
        });
        let capabilities = json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": options,
            "timeouts": {"script": script_timeout.as_millis() as u64, "pageLoad": 60_000},
        }}});
        let made = request(self.port, "POST", "/session", Some(&capabilities))?;
        let id = made["sessionId"]
            .as_str()
            .ok_or("no sessionId in the answer")?;
        Ok(Browser {
            port: self.port,
            id: id.to_string(),
        })
    }

    /// Ends chromedriver (its sessions should be deleted first).
    pub fn stop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A port of 127.0.0.1 free a moment ago.
fn free_port() -> Result<u16, String> {
    let listener = TcpListener::bind("127.0.0.1:0").map_err(|e| format!("no free port: {e}"))?;
    let port = listener.local_addr().map_err(|e| e.to_string())?.port();
    Ok(port)
}

/// One session: a Chromium window.
pub struct Browser {
    port: u16,
    id: String,
}

/// An element found in the page, by WebDriver's reference to it.
pub struct Element(String);

impl Browser {
    /// Sends `method` to the session's `path` (`/url`...), with `body` for a POST.
    fn command(&self, method: &str, path: &str, body: Option<&Value>) -> Result<Value, String> {
        request(
            self.port,
            method,
            &format!("/session/{}{path}", self.id),
            body,
        )
    }

    /// Opens `url` and waits for its document to load.
    pub fn open(&self, url: &str) -> Result<(), String> {
        self.command("POST", "/url", Some(&json!({ "url": url })))
            .map(drop)
    }

    /// Runs the body of a JavaScript function with `args` (`arguments[i]`); what it
    /// returns, as JSON.
    pub fn execute(&self, script: &str, args: &[Value]) -> Result<Value, String> {
        let body = json!({"script": script, "args": args});
        self.command("POST", "/execute/sync", Some(&body))
    }

    /// The value of the JavaScript expression `expression`.
    pub fn eval(&self, expression: &str) -> Result<Value, String> {
        self.execute(&format!("return ({expression});"), &[])
    }

    /// Waits, polling in the page every 10 ms, until the JavaScript expression
    /// `expression` is truthy; its value then, or `None` after `timeout`.
    pub fn poll(&self, expression: &str, timeout: Duration) -> Result<Option<Value>, String> {
        let script = format!(
            "const [limit, done] = arguments;
             const deadline = performance.now() + limit;
             const check = () => {{
               let value = null;
               try {{ value = ({expression}); }} catch (error) {{}}
               if (value) done(value);
               else if (performance.now() > deadline) done(null);
               else setTimeout(check, 10);
             }};
             check();"
        );
        let body = json!({"script": script, "args": [timeout.as_millis() as u64]});
        let value = self.command("POST", "/execute/async", Some(&body))?;
        Ok((!value.is_null()).then_some(value))
    }

    /// The element `css` selects (the first one), or the error.
    pub fn find(&self, css: &str) -> Result<Element, String> {
        let body = json!({"using": "css selector", "value": css});
        let found = self.command("POST", "/element", Some(&body))?;
        let id = found[ELEMENT]
            .as_str()
            .ok_or_else(|| format!("no element `{css}`: {found}"))?;
        Ok(Element(id.to_string()))
    }

    /// Clicks `element` as a user does (scrolled into view, at its centre).
    pub fn click(&self, element: &Element) -> Result<(), String> {
        let path = format!("/element/{}/click", element.0);
        self.command("POST", &path, Some(&json!({}))).map(drop)
    }

    /// Clicks the element `css` selects.
    pub fn click_on(&self, css: &str) -> Result<(), String> {
        self.click(&self.find(css)?)
    }

    /// Types `text` into `element` (focused first), keys of [`keys`] included.
    pub fn type_into(&self, element: &Element, text: &str) -> Result<(), String> {
        let path = format!("/element/{}/value", element.0);
        self.command("POST", &path, Some(&json!({ "text": text })))
            .map(drop)
    }

    /// Empties the text field `element`.
    pub fn clear(&self, element: &Element) -> Result<(), String> {
        let path = format!("/element/{}/clear", element.0);
        self.command("POST", &path, Some(&json!({}))).map(drop)
    }

    /// Saves a screenshot of the window as the PNG file `path`.
    pub fn screenshot(&self, path: &Path) -> Result<(), String> {
        let png = self.command("GET", "/screenshot", None)?;
        let png = png.as_str().ok_or("no screenshot in the answer")?;
        let bytes = super::base64::decode(png)?;
        std::fs::write(path, bytes).map_err(|e| format!("{}: {e}", path.display()))
    }
}

impl Drop for Browser {
    /// Ends the session (its Chromium closes), whether the trial using it succeeded,
    /// failed or panicked.
    fn drop(&mut self) {
        let _ = self.command("DELETE", "", None);
    }
}

/// One WebDriver request to chromedriver on `port`: `method` on `path` with the JSON
/// `body`; the answer's `value`, or its error in one line.
fn request(port: u16, method: &str, path: &str, body: Option<&Value>) -> Result<Value, String> {
    let body = body.map_or(String::new(), Value::to_string);
    let mut stream = TcpStream::connect(("127.0.0.1", port))
        .map_err(|e| format!("cannot reach chromedriver: {e}"))?;
    // Longer than any script may run (a session's scripts time out first).
    stream
        .set_read_timeout(Some(Duration::from_secs(600)))
        .map_err(|e| e.to_string())?;
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\
         Content-Type: application/json; charset=utf-8\r\nContent-Length: {}\r\n\
         Connection: close\r\n\r\n",
        body.len()
    );
    stream
        .write_all(head.as_bytes())
        .and_then(|()| stream.write_all(body.as_bytes()))
        .map_err(|e| format!("{method} {path}: {e}"))?;
    let (status, answer) = read_answer(stream).map_err(|e| format!("{method} {path}: {e}"))?;
    let mut answer: Value = serde_json::from_slice(&answer)
        .map_err(|e| format!("{method} {path}: an answer that is not JSON ({e})"))?;
    let value = answer["value"].take();
    match status {
        200 => Ok(value),
        _ => Err(format!(
            "{method} {path}: {status} {}: {}",
            value["error"].as_str().unwrap_or("?"),
            value["message"]
                .as_str()
                .unwrap_or("")
                .lines()
                .next()
                .unwrap_or("")
        )),
    }
}

/// The status code and the body of an HTTP/1.1 answer (sized by `Content-Length`, or
/// read to the end of the connection).
fn read_answer(stream: TcpStream) -> std::io::Result<(u16, Vec<u8>)> {
    let mut reader = BufReader::new(stream);
    let mut line = String::new();
    reader.read_line(&mut line)?;
    let status = line.split_whitespace().nth(1).and_then(|s| s.parse().ok());
    let mut length = None;
    loop {
        let mut header = String::new();
        if reader.read_line(&mut header)? == 0 || header.trim().is_empty() {
            break;
        }
        if let Some((name, value)) = header.split_once(':') {
            if name.eq_ignore_ascii_case("content-length") {
                length = value.trim().parse::<usize>().ok();
            }
        }
    }
    let mut body = Vec::new();
    match length {
        Some(length) => {
            body.resize(length, 0);
            reader.read_exact(&mut body)?;
        }
        None => {
            reader.read_to_end(&mut body)?;
        }
    }
    Ok((status.unwrap_or(0), body))
}

//! `cargo lab web [--out DIR] [--serve [ADDR]]`: the learner's page as a static site.
//!
//! The page's crate (`lab/web`: the engines and the calls the page makes) is built for
//! `wasm32-unknown-unknown` with the `web` profile, bound for the browser by the
//! `wasm-bindgen` command of the crate's version ([`WASM_BINDGEN`]), shrunk by `wasm-opt
//! -Oz` where binaryen's is recent enough ([`WASM_OPT`]), and written to DIR (default `target/web`) with the
//! page's files (`lab/web/site/`: the HTML, the CSS, the JavaScript of the page and of its
//! worker). Everything comes from the checkout the command runs in. The site is files
//! only, loads nothing from another origin, and works from any static host; `--serve`
//! serves it ([`serve`]).

pub mod serve;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The version of wasm-bindgen the page's crate pins (`lab/web/Cargo.toml`): the command
/// must be the same.
pub const WASM_BINDGEN: &str = "0.2.130";

/// The WebAssembly target.
const TARGET: &str = "wasm32-unknown-unknown";

/// The page's own files, copied as they are.
pub const SITE: [&str; 4] = ["index.html", "style.css", "app.js", "worker.js"];

/// A site built: its folder, and each file written with its size in bytes.
pub struct Site {
    pub folder: PathBuf,
    pub files: Vec<(PathBuf, u64)>,
}

/// Builds the site of the checkout at `root` into `out` (default: the checkout's target
/// folder's `web`); the site, or the trouble in one line.
pub fn build(root: &Path, out: Option<&Path>) -> Result<Site, String> {
    need_target()?;
    need_wasm_bindgen()?;
    let target_dir = target_directory(root)?;
    let out = out.map_or_else(|| target_dir.join("web"), Path::to_path_buf);
    std::fs::create_dir_all(&out).map_err(|e| format!("cannot write in {}: {e}", out.display()))?;
    let status = Command::new(cargo())
        .args([
            "build",
            "--quiet",
            "-p",
            "web",
            "--profile",
            "web",
            "--target",
            TARGET,
        ])
        .current_dir(root)
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err(format!(
            "cannot build the page's WebAssembly: cargo said {status} (its messages above)"
        ));
    }
    let wasm = target_dir.join(TARGET).join("web").join("web.wasm");
    run(
        Command::new("wasm-bindgen")
            .args(["--target", "web", "--no-typescript", "--out-dir"])
            .arg(&out)
            .arg(&wasm),
        "wasm-bindgen",
    )?;
    shrink(&out.join("web_bg.wasm"))?;
    for name in SITE {
        let from = root.join("lab/web/site").join(name);
        std::fs::copy(&from, out.join(name))
            .map_err(|e| format!("cannot copy {} to {}: {e}", from.display(), out.display()))?;
    }
    let mut files = Vec::new();
    for name in SITE.iter().copied().chain(["web.js", "web_bg.wasm"]) {
        let path = out.join(name);
        let size = std::fs::metadata(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        files.push((path, size.len()));
    }
    Ok(Site { folder: out, files })
}

/// Cargo, as Cargo ran this command (`CARGO`), else from `PATH`.
fn cargo() -> std::ffi::OsString {
    std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into())
}

/// That the Rust toolchain has the WebAssembly target, or how to add it.
fn need_target() -> Result<(), String> {
    let sysroot = Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()
        .map_err(|e| format!("cannot run rustc: {e}"))?;
    let sysroot = PathBuf::from(String::from_utf8_lossy(&sysroot.stdout).trim());
    match sysroot.join("lib/rustlib").join(TARGET).is_dir() {
        true => Ok(()),
        false => Err(format!(
            "the Rust target {TARGET} is not installed: `rustup target add {TARGET}`"
        )),
    }
}

/// That `wasm-bindgen` of [`WASM_BINDGEN`] is on `PATH`, or how to install it.
fn need_wasm_bindgen() -> Result<(), String> {
    let install = format!("`cargo install wasm-bindgen-cli --version {WASM_BINDGEN}`");
    let found = Command::new("wasm-bindgen").arg("--version").output();
    let version = match found {
        Ok(output) => String::from_utf8_lossy(&output.stdout).trim().to_string(),
        Err(_) => return Err(format!("no wasm-bindgen command on PATH: {install}")),
    };
    match version == format!("wasm-bindgen {WASM_BINDGEN}") {
        true => Ok(()),
        false => Err(format!(
            "`{version}` is not the wasm-bindgen {WASM_BINDGEN} the page's crate pins: {install}"
        )),
    }
}

/// The target folder Cargo builds the checkout at `root` into.
fn target_directory(root: &Path) -> Result<PathBuf, String> {
    let output = Command::new(cargo())
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .current_dir(root)
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| format!("cannot run cargo metadata: {e}"))?;
    let metadata: serde_json::Value =
        serde_json::from_slice(&output.stdout).map_err(|e| format!("cargo metadata: {e}"))?;
    let dir = metadata["target_directory"].as_str();
    dir.map(PathBuf::from)
        .ok_or_else(|| "cargo metadata gives no target_directory".to_string())
}

/// The oldest `wasm-opt` used: 132 is the version tested; Debian 12's 108 breaks the
/// tables of reference types that wasm-bindgen writes (the page no longer loads).
pub const WASM_OPT: u32 = 132;

/// Shrinks the WebAssembly at `wasm` in place with `wasm-opt -Oz`, if binaryen's
/// `wasm-opt` of version [`WASM_OPT`] or later is on `PATH` (a note on standard error
/// otherwise, the site works all the same).
fn shrink(wasm: &Path) -> Result<(), String> {
    let version = Command::new("wasm-opt").arg("--version").output();
    let version = version.map(|v| String::from_utf8_lossy(&v.stdout).into_owned());
    let number = version.as_deref().ok().and_then(|v| {
        let digits = v.split_whitespace().nth(2)?;
        digits.parse::<u32>().ok()
    });
    if number.is_none_or(|n| n < WASM_OPT) {
        eprintln!(
            "cargo lab web: the WebAssembly is not shrunk: no wasm-opt of binaryen {WASM_OPT} or \
             later on PATH (`npm install -g binaryen@{WASM_OPT}`)"
        );
        return Ok(());
    }
    let features = [
        "--enable-reference-types",
        "--enable-bulk-memory",
        "--enable-sign-ext",
        "--enable-mutable-globals",
        "--enable-nontrapping-float-to-int",
        "--enable-multivalue",
    ];
    run(
        Command::new("wasm-opt")
            .arg("-Oz")
            .args(features)
            .arg(wasm)
            .arg("-o")
            .arg(wasm),
        "wasm-opt",
    )
}

/// Runs `command` (called `name` in messages), its own messages on standard error.
fn run(command: &mut Command, name: &str) -> Result<(), String> {
    let status = command
        .status()
        .map_err(|e| format!("cannot run {name}: {e}"))?;
    match status.success() {
        true => Ok(()),
        false => Err(format!("{name} failed: {status} (its messages above)")),
    }
}

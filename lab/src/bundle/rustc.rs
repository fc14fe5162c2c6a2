//! Plain `rustc`, as the judges run it: the compilers of this machine, and diagnostics
//! read from `--error-format=json`.

use crate::scratch::Scratch;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A `rustc` and its version.
#[derive(Clone, Debug)]
pub struct Compiler {
    pub path: PathBuf,
    /// `1.63.0`.
    pub version: String,
}

impl Compiler {
    /// The `rustc` first on `PATH`: the one that decides what goes into a bundle.
    pub fn default_rustc() -> Result<Compiler, String> {
        Compiler::at(Path::new("rustc"))
    }

    /// The compiler at `path`, if it runs.
    pub fn at(path: &Path) -> Result<Compiler, String> {
        let output = Command::new(path)
            .arg("--version")
            .output()
            .map_err(|e| format!("cannot run {}: {e}", path.display()))?;
        let text = String::from_utf8_lossy(&output.stdout);
        match text.split_whitespace().nth(1) {
            Some(version) if output.status.success() => Ok(Compiler {
                path: path.to_path_buf(),
                version: version.to_string(),
            }),
            _ => Err(format!(
                "{} --version printed `{}`",
                path.display(),
                text.trim()
            )),
        }
    }

    /// `rustc-1.63.0`, for names of tests and messages.
    pub fn label(&self) -> String {
        format!("rustc-{}", self.version)
    }
}

/// One diagnostic of rustc.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    /// `error`, `warning`...
    pub level: String,
    /// The lint or error code (`dead_code`, `unused_imports`, `E0425`), if any.
    pub code: Option<String>,
    pub message: String,
    /// The byte ranges of the primary spans in the compiled file.
    pub primary: Vec<Range<usize>>,
    /// rustc's own rendering, for messages.
    pub rendered: String,
}

/// The diagnostics of `compiler` on the binary crate `text` (checked, not built: lints
/// and errors only), with the warnings rustc gives by default.
pub fn check(compiler: &Compiler, name: &str, text: &str) -> Result<Vec<Diagnostic>, String> {
    let scratch = Scratch::new("check")?;
    let file = scratch.path().join(format!("{name}.rs"));
    std::fs::write(&file, text).map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    let output = Command::new(&compiler.path)
        .args([
            "--edition",
            "2021",
            "--crate-type",
            "bin",
            "--emit=metadata",
        ])
        .arg("--error-format=json")
        .arg("--out-dir")
        .arg(scratch.path())
        .arg(&file)
        .current_dir(scratch.path())
        .output()
        .map_err(|e| format!("cannot run {}: {e}", compiler.path.display()))?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    let diagnostics: Vec<Diagnostic> = stderr
        .lines()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .filter_map(|value| diagnostic(&value))
        .collect();
    if !output.status.success() && diagnostics.iter().all(|d| d.level != "error") {
        return Err(format!(
            "{} failed on {name}.rs:\n{stderr}",
            compiler.label()
        ));
    }
    Ok(diagnostics)
}

/// A diagnostic that points somewhere (not the closing count of warnings).
fn diagnostic(value: &serde_json::Value) -> Option<Diagnostic> {
    let text = |pointer: &str| value.pointer(pointer)?.as_str().map(str::to_string);
    let spans = value.get("spans")?.as_array().filter(|s| !s.is_empty())?;
    let primary = spans.iter().filter(|s| s["is_primary"] == true);
    let at = |s: &serde_json::Value, key: &str| s[key].as_u64().map(|v| v as usize);
    Some(Diagnostic {
        level: text("/level")?,
        code: text("/code/code"),
        message: text("/message")?,
        primary: primary
            .filter_map(|s| Some(at(s, "byte_start")?..at(s, "byte_end")?))
            .collect(),
        rendered: text("/rendered").unwrap_or_default(),
    })
}

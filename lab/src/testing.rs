//! What the tests of the workspace share: the repository's samples, the built binaries,
//! in-memory runs and inputs laid out with mixed separators.

use crate::rng::Rng;
use grid_games::judge::Failure;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Once;

/// The root of the repository (the `grid-games` package).
pub fn repository() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

/// The repository's README.md, whose shown outputs the tests compare with the commands'.
pub fn readme() -> String {
    document("README.md")
}

/// A page of the documentation, `path` from the root of the repository (`README.md`,
/// `docs/check.md`...), whose shown outputs the tests compare with the commands'.
pub fn document(path: &str) -> String {
    std::fs::read_to_string(repository().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A solver's `run`, as the tests call it.
pub trait Run<'a>: FnOnce(&'a [u8], &mut Vec<u8>, &mut dyn Write) -> Result<(), Failure> {}

impl<'a, F> Run<'a> for F where
    F: FnOnce(&'a [u8], &mut Vec<u8>, &mut dyn Write) -> Result<(), Failure>
{
}

/// Runs a solver's `run` on `input` in memory: its output, the one-line failure message
/// if it stopped early, and its warnings (one line each).
pub fn run_with_warnings<'a, I: AsRef<[u8]> + ?Sized>(
    run: impl Run<'a>,
    input: &'a I,
) -> (String, Option<String>, String) {
    let (mut output, mut warnings) = (Vec::new(), Vec::new());
    let failure = run(input.as_ref(), &mut output, &mut &mut warnings)
        .err()
        .map(|f| f.to_string());
    let text = |bytes| String::from_utf8(bytes).expect("UTF-8 answers and warnings");
    (text(output), failure, text(warnings))
}

/// Runs a solver's `run` on `input` in memory: its output, and the one-line failure
/// message if it stopped early (its warnings are dropped: see [`run_with_warnings`]).
pub fn run_in_memory<'a, I: AsRef<[u8]> + ?Sized>(
    run: impl Run<'a>,
    input: &'a I,
) -> (String, Option<String>) {
    let (output, failure, _) = run_with_warnings(run, input);
    (output, failure)
}

/// A committed sample: `samples/<bin>/<name>.in` and the text of its `.out`.
pub struct Sample {
    pub name: String,
    pub path: PathBuf,
    pub input: String,
    pub output: String,
}

/// The folders of `samples/`, sorted.
pub fn sample_folders() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(repository().join("samples"))
        .expect("the samples/ folder")
        .map(|entry| entry.expect("an entry of samples/").file_name())
        .map(|name| name.to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Every sample of binary `bin`, sorted by name; panics when there is none.
pub fn samples(bin: &str) -> Vec<Sample> {
    let dir = repository().join("samples").join(bin);
    let read = |path: &Path| {
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    };
    let mut found: Vec<Sample> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a sample file").path())
        .filter(|path| path.extension().is_some_and(|e| e == "in"))
        .map(|path| Sample {
            name: path.file_stem().unwrap().to_string_lossy().into_owned(),
            input: read(&path),
            output: read(&path.with_extension("out")),
            path,
        })
        .collect();
    assert!(!found.is_empty(), "{bin} has no sample");
    found.sort_by(|a, b| a.path.cmp(&b.path));
    found
}

/// The binaries of the root package: every `src/bin/<name>.rs`, sorted.
pub fn binary_names() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(repository().join("src/bin"))
        .expect("src/bin")
        .map(|entry| entry.expect("an entry of src/bin").path())
        .filter(|path| path.extension().is_some_and(|e| e == "rs"))
        .map(|path| path.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// The path of the root package's binary `bin`, built with the profile of the running
/// test (its executable stands in `<target>/<profile>/deps/`). The binaries are built once
/// per test process, by Cargo, which finds them fresh when `cargo test` already built them.
pub fn built_binary(bin: &str) -> PathBuf {
    static BUILD: Once = Once::new();
    let deps = std::env::current_exe().expect("the test's executable");
    let profile_dir = deps
        .parent()
        .and_then(Path::parent)
        .expect("a test executable in <target>/<profile>/deps");
    BUILD.call_once(|| {
        let profile = match profile_dir.file_name().and_then(|n| n.to_str()) {
            Some("debug") => "dev".to_string(),
            Some(other) => other.to_string(),
            None => panic!("no profile folder above {}", deps.display()),
        };
        let target = profile_dir.parent().expect("the target folder");
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let status = Command::new(cargo)
            .args([
                "build",
                "--quiet",
                "--bins",
                "-p",
                "grid-games",
                "--profile",
            ])
            .arg(&profile)
            .arg("--target-dir")
            .arg(target)
            .current_dir(repository())
            .status()
            .expect("cargo runs");
        assert!(status.success(), "cargo could not build the binaries");
    });
    let path = profile_dir.join(format!("{bin}{}", std::env::consts::EXE_SUFFIX));
    assert!(path.is_file(), "{} was not built", path.display());
    path
}

/// An input written with mixed separators, recording where each token stands: for
/// checking that readers take any layout, and that errors point at the right place.
pub struct Layout {
    pub text: String,
    /// The `line:column` where each token starts, counted while writing it.
    pub positions: Vec<String>,
}

impl Layout {
    /// `header`, then `tokens` each followed by a separator drawn at random (spaces, a
    /// tab, a vertical tab, a form feed, line ends: LF, CRLF, a lone CR). `header` must end
    /// with a line end.
    pub fn new(header: &str, tokens: &[String], rng: &mut Rng) -> Layout {
        const SEPARATORS: [&str; 10] = [
            " ", " ", " ", "  ", "\t", "\x0b", "\x0c", "\n", "\r\n", "\r",
        ];
        assert!(header.ends_with('\n'));
        let mut layout = Layout {
            text: header.to_string(),
            positions: Vec::new(),
        };
        let (mut line, mut line_start) = (1 + header.matches('\n').count(), header.len());
        for token in tokens {
            let col = layout.text.len() - line_start + 1;
            layout.positions.push(format!("{line}:{col}"));
            layout.text.push_str(token);
            let separator = SEPARATORS[rng.below(SEPARATORS.len() as u64) as usize];
            layout.text.push_str(separator);
            if separator.ends_with(['\n', '\r']) {
                line += 1;
                line_start = layout.text.len();
            }
        }
        layout
    }
}

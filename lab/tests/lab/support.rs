//! What the modules of the lab's tests share: the trials and their names, what each
//! problem's own module gives the generic tests ([`Own`]), the repository's documents,
//! the built binaries, in-memory runs and inputs laid out with mixed separators.

use grid_games::judge::Failure;
use lab::play::Value;
use lab::problem::{Kind, Problem};
use lab::rng::Rng;
use libtest_mimic::{Failed, Trial};
use std::any::Any;
use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex, Once, OnceLock};

pub use crate::catalogue::Malformed;
pub use lab::samples::samples;

/// The root of the repository the tests were built in (the `grid-games` package).
pub fn repository() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

/// What a test function returns: nothing (it asserts), or a `Result`.
pub trait Outcome {
    fn outcome(self) -> Result<(), Failed>;
}

impl Outcome for () {
    fn outcome(self) -> Result<(), Failed> {
        Ok(())
    }
}

impl Outcome for Result<(), Failed> {
    fn outcome(self) -> Result<(), Failed> {
        self
    }
}

impl Outcome for Result<(), String> {
    fn outcome(self) -> Result<(), Failed> {
        self.map_err(Failed::from)
    }
}

/// The trial `name` running `test` (a panic fails it, as an `Err` does). With
/// `LAB_TEST_TIMES` set in the environment, each trial's wall time goes to stderr, for
/// finding the slow ones: `LAB_TEST_TIMES=1 cargo test -p lab --test lab 2>&1 | sort -n`.
pub fn trial<O: Outcome>(
    name: impl Into<String>,
    test: impl FnOnce() -> O + Send + 'static,
) -> Trial {
    timed_trial(name.into(), Box::new(move || test().outcome()))
}

/// [`trial`] past the type of its test: one copy of this code for all the trials, where
/// a generic one was compiled again for each of the ~330 test functions.
fn timed_trial(name: String, test: Box<dyn FnOnce() -> Result<(), Failed> + Send>) -> Trial {
    let timed = std::env::var_os("LAB_TEST_TIMES").is_some();
    Trial::test(name.clone(), move || {
        let started = std::time::Instant::now();
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(test));
        if timed {
            eprintln!("{:8.2} s  {name}", started.elapsed().as_secs_f64());
        }
        match outcome {
            Ok(outcome) => outcome,
            Err(panic) => std::panic::resume_unwind(panic),
        }
    })
}

/// A trial's name from the module path of its function and the function's name, the
/// test crate's name left out: `explain::json::json_objects_have_the_documented_fields`.
pub fn name(module_path: &str, function: &str) -> String {
    let path = module_path.split_once("::").map_or("", |(_, rest)| rest);
    match path {
        "" => function.to_string(),
        path => format!("{path}::{function}"),
    }
}

/// What each problem's own module (`ancient_go.rs`, `hdu4101.rs`...) gives the tests
/// generic over the problem, and its own trials. `crate::OWN` lists them; the registry
/// test checks that it lists every problem of the registry once.
pub struct Own {
    /// The problem's name, as the registry has it.
    pub name: &'static str,
    /// Malformed inputs, each kind of breach once, with what the binary prints (warnings
    /// included): the catalogue of `catalogue/<problem>.rs`.
    pub malformed: fn() -> Vec<Malformed>,
    /// The figures the problem's `explain` module documents in its JSON objects, besides
    /// `case`, `answer` and `moves`.
    pub json_figures: &'static [&'static str],
    /// The most bytes `submit/<problem>.rs` may have: what its binary needs, so that the
    /// file grows only on purpose (all well under Codeforces' 64 KiB).
    pub submit_budget: usize,
    /// Cases past the guarantees, each named after the decision of `docs/<problem>.md`
    /// it meets (sizes above the limits, repeated mines, illegal positions...): what the
    /// validator refuses and the binary answers, with a warning where the page says so.
    /// Read through [`beyond_guarantees`], which knows their type.
    pub beyond_guarantees: fn(&mut Rng) -> Box<dyn Any>,
    /// The value of a running position of the problem's game for the player to move,
    /// searched by the problem's brute force (written from the rules): `None` when `game`
    /// is another problem's, `Some(None)` when the position is too large to search.
    pub brute_value: fn(&dyn Any) -> Option<Option<Value>>,
    /// The problem's own trials (`<problem>::...`, and its planted bug for the check).
    pub trials: fn() -> Vec<Trial>,
}

/// The own module of the problem called `name`.
pub fn own(name: &str) -> &'static Own {
    let found = crate::OWN.iter().find(|own| own.name == name);
    found.unwrap_or_else(|| panic!("no module of the tests for the problem {name}"))
}

/// The cases of `P` past the guarantees, from its own module.
pub fn beyond_guarantees<P: Problem>(rng: &mut Rng) -> Vec<(String, P::Case)> {
    let cases = (own(P::NAME).beyond_guarantees)(rng);
    *cases.downcast().expect("cases of the problem's type")
}

/// The input of `kind` of problem `P` drawn from seed 1 (what the tests, benchmarks and
/// check use), and its cases: generated and read once per test process, as several
/// tests take the same judge-size inputs.
pub fn generated<P: Problem>(kind: &Kind) -> Arc<(Vec<u8>, Vec<P::Case>)> {
    type Slot = Arc<OnceLock<Arc<dyn Any + Send + Sync>>>;
    static MADE: OnceLock<Mutex<HashMap<(&'static str, &'static str), Slot>>> = OnceLock::new();
    let slot = {
        let mut made = MADE.get_or_init(Default::default).lock().unwrap();
        Arc::clone(made.entry((P::NAME, kind.name)).or_default())
    };
    let made = slot.get_or_init(|| {
        let input = kind.generate(1);
        let cases = P::read_input(std::str::from_utf8(&input).expect("ASCII"));
        let made: Arc<(Vec<u8>, Vec<P::Case>)> = Arc::new((input, cases));
        made
    });
    Arc::clone(made)
        .downcast::<(Vec<u8>, Vec<P::Case>)>()
        .expect("the input of the problem's kind")
}

/// Runs `exe` on `input` (written from a thread, so that a binary that answers before it
/// has read everything does not block): its exit status, stdout and stderr.
pub fn run_binary(exe: &Path, input: &[u8]) -> Result<(Option<i32>, String, String), Failed> {
    let mut child = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{}: {e}", exe.display()))?;
    let mut stdin = child.stdin.take().expect("a piped stdin");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let out = child.wait_with_output()?;
    writer.join().expect("the writer thread")?;
    Ok((
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    ))
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
/// test: its executable stands in `<target>/<folder>/deps/`, and `debug` is the folder of
/// the `test` profile `cargo test` builds with (not `dev`, whose settings differ: Cargo
/// would build them all again). The binaries are built once per test process, by Cargo,
/// which finds them fresh when `cargo test --workspace` already built them.
pub fn built_binary(bin: &str) -> PathBuf {
    static BUILD: Once = Once::new();
    let deps = std::env::current_exe().expect("the test's executable");
    let profile_dir = deps
        .parent()
        .and_then(Path::parent)
        .expect("a test executable in <target>/<profile>/deps");
    BUILD.call_once(|| {
        let profile = match profile_dir.file_name().and_then(|n| n.to_str()) {
            Some("debug") => "test".to_string(),
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

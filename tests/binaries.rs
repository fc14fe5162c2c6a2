//! The package's binaries run as a user runs them, std only (`cargo test -p grid-games`):
//! - `<bin>::<sample>`: every `samples/<bin>/<sample>.in` on standard input gives exactly
//!   `samples/<bin>/<sample>.out` on standard output, and exit status 0;
//! - `<bin>::<sample>::malformed`: the sample followed by a malformed case (for a format
//!   of a single case, the sample after a malformed token) gives the sample's answers,
//!   then one line on standard error naming the binary and the case, and exit status 1;
//! - `<bin>::no_case::*`, for a binary that reads cases until the end of its input: an
//!   input with no case gets no answer and one warning line.
//!
//! The binaries are the folders of `samples/` (the test holds no list of them): each
//! folder `samples/<bin>/` is the binary `<bin>`, whose input counts its cases as the
//! file `samples/<bin>/format` says (`counted`: the first token is the number of cases;
//! `until-end`: cases follow each other to the end of the input; `single`: one case). A
//! binary is found where Cargo built it: at `CARGO_BIN_EXE_<bin>`, which `cargo test`
//! sets when it runs the test (Cargo 1.94 and later), else beside the test's own
//! executable, which Cargo builds into `<target>/<profile>/deps/` with the binaries in
//! `<target>/<profile>/` (Cargo builds a package's binaries before its integration tests
//! run). The folders of `samples/` must be exactly the package's binaries,
//! `src/bin/<bin>.rs`; a folder without its `format`, a sample without its `.out`, or a
//! binary that was not built fails.

mod harness;

use harness::Trial;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// How an input of a binary counts its test cases.
#[derive(Clone, Copy)]
enum Cases {
    /// The first token is the number of cases.
    Counted,
    /// Cases follow each other until the end of the input.
    UntilEnd,
    /// The input is one case.
    Single,
}

/// A binary of the package: its name, where Cargo built it, how its input counts cases.
#[derive(Clone)]
struct Binary {
    name: String,
    path: PathBuf,
    cases: Cases,
}

impl Binary {
    /// The binary of the folder `samples/<name>`: how it counts its cases, from the
    /// folder's `format` file, and where Cargo built it.
    fn of_samples(name: &str) -> Result<Binary, String> {
        let format = samples_folder().join(name).join("format");
        let text = fs::read_to_string(&format).map_err(|e| format!("{}: {e}", format.display()))?;
        let cases = match text.split_ascii_whitespace().next() {
            Some("counted") => Cases::Counted,
            Some("until-end") => Cases::UntilEnd,
            Some("single") => Cases::Single,
            other => {
                return Err(format!(
                    "{}: {other:?}, not one of counted, until-end, single",
                    format.display()
                ))
            }
        };
        Ok(Binary {
            name: name.to_string(),
            path: built(name),
            cases,
        })
    }
}

/// Where Cargo built the binary `name`: `CARGO_BIN_EXE_<name>` when `cargo test` sets it
/// at run time, else `<target>/<profile>/<name>`, the folder above this test's executable
/// (`<target>/<profile>/deps/binaries-<hash>`).
fn built(name: &str) -> PathBuf {
    if let Some(path) = std::env::var_os(format!("CARGO_BIN_EXE_{name}")) {
        return PathBuf::from(path);
    }
    let exe = std::env::current_exe().expect("the test's executable");
    let profile = exe
        .parent()
        .and_then(Path::parent)
        .expect("a test executable in <target>/<profile>/deps");
    profile.join(format!("{name}{}", std::env::consts::EXE_SUFFIX))
}

/// The binaries: the folders of `samples/`, sorted.
fn binaries() -> Vec<Binary> {
    sorted_entries(&samples_folder())
        .iter()
        .filter(|path| path.is_dir())
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            Binary::of_samples(&name).unwrap_or_else(|e| panic!("{e}"))
        })
        .collect()
}

/// A sample: `samples/<bin>/<name>.in` and its `.out`.
#[derive(Clone)]
struct Sample {
    name: String,
    input: PathBuf,
}

impl Sample {
    fn read(&self) -> Result<(Vec<u8>, Vec<u8>), String> {
        let output = self.input.with_extension("out");
        let read = |path: &Path| fs::read(path).map_err(|e| format!("{}: {e}", path.display()));
        Ok((read(&self.input)?, read(&output)?))
    }
}

fn samples_folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("samples")
}

/// The names in `folder`, sorted.
fn sorted_entries(folder: &Path) -> Vec<PathBuf> {
    let entries = fs::read_dir(folder).unwrap_or_else(|e| panic!("{}: {e}", folder.display()));
    let mut paths: Vec<PathBuf> = entries
        .map(|entry| entry.expect("an entry of samples/").path())
        .collect();
    paths.sort();
    paths
}

/// The samples of binary `bin`, sorted by name.
fn samples(bin: &str) -> Vec<Sample> {
    sorted_entries(&samples_folder().join(bin))
        .into_iter()
        .filter(|path| path.extension().map_or(false, |e| e == "in"))
        .map(|input| Sample {
            name: input.file_stem().unwrap().to_string_lossy().into_owned(),
            input,
        })
        .collect()
}

/// Runs the binary at `path` with `input` on its standard input.
fn run(path: &Path, input: Vec<u8>) -> Result<Output, String> {
    let mut child = Command::new(path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let mut stdin = child.stdin.take().expect("a piped stdin");
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let output = child.wait_with_output().map_err(|e| e.to_string())?;
    writer
        .join()
        .expect("the writer thread")
        .map_err(|e| format!("cannot write the input: {e}"))?;
    Ok(output)
}

/// What a run printed, for a failure's message.
fn describe(output: &Output) -> String {
    format!(
        "{}\n--- stdout\n{}--- stderr\n{}",
        output.status,
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

/// The sample's input gives its output, byte for byte, and exit status 0.
fn sample_answers(bin: &Binary, sample: &Sample) -> Result<(), String> {
    let (input, expected) = sample.read()?;
    let output = run(&bin.path, input)?;
    if !output.status.success() || output.stdout != expected {
        return Err(format!(
            "expected exit status 0 and stdout\n{}{}",
            String::from_utf8_lossy(&expected),
            describe(&output)
        ));
    }
    Ok(())
}

/// The sample's input made malformed where a next case starts (a token `x` where a
/// number or a row belongs), the answers expected before the error, and the number of the
/// case the error names.
fn malformed(cases: Cases, input: &[u8], answers: &[u8]) -> (Vec<u8>, Vec<u8>, usize) {
    let text = String::from_utf8_lossy(input);
    match cases {
        Cases::Counted => {
            let count = text.split_ascii_whitespace().next().expect("a count first");
            let count: usize = count.parse().expect("a count first");
            let rest = &text[text
                .find(char::is_whitespace)
                .expect("cases after the count")..];
            let input = format!("{}{rest}x\n", count + 1);
            (input.into_bytes(), answers.to_vec(), count + 1)
        }
        Cases::UntilEnd => {
            let cases = answers.iter().filter(|&&b| b == b'\n').count();
            let input = format!("{text}x\n");
            (input.into_bytes(), answers.to_vec(), cases + 1)
        }
        Cases::Single => (format!("x\n{text}").into_bytes(), Vec::new(), 1),
    }
}

/// The malformed variant of a sample gives the sample's answers before the error, one
/// line on standard error that names the binary and the case, and exit status 1.
fn malformed_case(bin: &Binary, sample: &Sample) -> Result<(), String> {
    let (input, answers) = sample.read()?;
    let (input, expected, case) = malformed(bin.cases, &input, &answers);
    let output = run(&bin.path, input)?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    let start = format!("{}: input error in case {case} at ", bin.name);
    let one_line = stderr.ends_with('\n') && stderr.lines().count() == 1;
    if output.status.code() != Some(1)
        || output.stdout != expected
        || !one_line
        || !stderr.starts_with(&start)
    {
        return Err(format!(
            "expected exit status 1, stdout\n{}and one line on stderr starting `{start}`\n{}",
            String::from_utf8_lossy(&expected),
            describe(&output)
        ));
    }
    Ok(())
}

/// A binary that reads cases until the end of the input: `input`, which holds none, gets
/// no answer, one warning line and exit status 0.
fn no_case(bin: &Binary, input: &str) -> Result<(), String> {
    let output = run(&bin.path, input.as_bytes().to_vec())?;
    let warning = format!("{}: warning: the input holds no case\n", bin.name);
    if !output.status.success() || !output.stdout.is_empty() || output.stderr != warning.as_bytes()
    {
        return Err(format!(
            "expected exit status 0, no stdout and stderr `{warning}`\n{}",
            describe(&output)
        ));
    }
    Ok(())
}

/// The folders of `samples/` are the package's binaries (`src/bin/<bin>.rs`), each with
/// a sample at least, built where the test looks for it.
fn samples_name_the_binaries(binaries: &[Binary]) -> Result<(), String> {
    let folders: Vec<&str> = binaries.iter().map(|bin| bin.name.as_str()).collect();
    let sources: Vec<String> =
        sorted_entries(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src/bin"))
            .iter()
            .filter(|path| path.extension().map_or(false, |e| e == "rs"))
            .map(|path| path.file_stem().unwrap().to_string_lossy().into_owned())
            .collect();
    if folders != sources {
        return Err(format!(
            "samples/ holds {folders:?}, the binaries (src/bin/) are {sources:?}"
        ));
    }
    if let Some(bin) = binaries.iter().find(|bin| samples(&bin.name).is_empty()) {
        return Err(format!("samples/{} holds no sample", bin.name));
    }
    match binaries.iter().find(|bin| !bin.path.is_file()) {
        Some(bin) => Err(format!(
            "{} was not built at {}",
            bin.name,
            bin.path.display()
        )),
        None => Ok(()),
    }
}

fn trials() -> Vec<Trial> {
    let binaries = binaries();
    let mut trials = Vec::new();
    for bin in &binaries {
        for sample in samples(&bin.name) {
            let name = format!("{}::{}", bin.name, sample.name);
            let malformed_name = format!("{name}::malformed");
            let (same, bin, same_bin) = (sample.clone(), bin.clone(), bin.clone());
            trials.push(Trial::new(name, move || sample_answers(&bin, &sample)));
            trials.push(Trial::new(malformed_name, move || {
                malformed_case(&same_bin, &same)
            }));
        }
        if let Cases::UntilEnd = bin.cases {
            for (name, input) in [("empty", ""), ("whitespace_only", " \n\t\r\n\n")] {
                let name = format!("{}::no_case::{name}", bin.name);
                let bin = bin.clone();
                trials.push(Trial::new(name, move || no_case(&bin, input)));
            }
        }
    }
    trials.insert(
        0,
        Trial::new("samples_name_the_binaries", move || {
            samples_name_the_binaries(&binaries)
        }),
    );
    trials
}

fn main() {
    harness::run(trials())
}

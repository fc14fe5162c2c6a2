//! The five binaries run as a user runs them, std only (`cargo test -p grid-games`):
//! - `<bin>::<sample>`: every `samples/<bin>/<sample>.in` on standard input gives exactly
//!   `samples/<bin>/<sample>.out` on standard output, and exit status 0;
//! - `<bin>::<sample>::malformed`: the sample followed by a malformed case (for a format
//!   of a single case, the sample after a malformed token) gives the sample's answers,
//!   then one line on standard error naming the binary and the case, and exit status 1;
//! - `hdu4101::no_case::*`: an input with no case gets no answer and one warning line.
//!
//! A sample without its `.out`, or a folder of `samples/` that is not a binary, fails.

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
struct Binary {
    name: &'static str,
    path: &'static str,
    cases: Cases,
}

static BINARIES: [Binary; 5] = [
    Binary {
        name: "ancient_go",
        path: env!("CARGO_BIN_EXE_ancient_go"),
        cases: Cases::Counted,
    },
    Binary {
        name: "hdu4101",
        path: env!("CARGO_BIN_EXE_hdu4101"),
        cases: Cases::UntilEnd,
    },
    Binary {
        name: "hdu4678",
        path: env!("CARGO_BIN_EXE_hdu4678"),
        cases: Cases::Counted,
    },
    Binary {
        name: "loj6033",
        path: env!("CARGO_BIN_EXE_loj6033"),
        cases: Cases::Single,
    },
    Binary {
        name: "nowcoder_grid",
        path: env!("CARGO_BIN_EXE_nowcoder_grid"),
        cases: Cases::Counted,
    },
];

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
fn run(path: &str, input: Vec<u8>) -> Result<Output, String> {
    let mut child = Command::new(path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{path}: {e}"))?;
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
    let output = run(bin.path, input)?;
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
    let output = run(bin.path, input)?;
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

/// hdu4101 reads cases until the end of the input: `input`, which holds none, gets no
/// answer, one warning line and exit status 0.
fn hdu4101_no_case(input: &'static str) -> Result<(), String> {
    let output = run(env!("CARGO_BIN_EXE_hdu4101"), input.as_bytes().to_vec())?;
    let warning = "hdu4101: warning: the input holds no case\n";
    if !output.status.success() || !output.stdout.is_empty() || output.stderr != warning.as_bytes()
    {
        return Err(format!(
            "expected exit status 0, no stdout and stderr `{warning}`\n{}",
            describe(&output)
        ));
    }
    Ok(())
}

/// The folders of `samples/` are the binaries, each with a sample at least.
fn samples_name_the_binaries() -> Result<(), String> {
    let folders: Vec<String> = sorted_entries(&samples_folder())
        .iter()
        .map(|path| path.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    let binaries: Vec<&str> = BINARIES.iter().map(|bin| bin.name).collect();
    if folders != binaries {
        return Err(format!(
            "samples/ holds {folders:?}, the binaries are {binaries:?}"
        ));
    }
    match BINARIES.iter().find(|bin| samples(bin.name).is_empty()) {
        Some(bin) => Err(format!("samples/{} holds no sample", bin.name)),
        None => Ok(()),
    }
}

fn trials() -> Vec<Trial> {
    let mut trials = vec![Trial::new(
        "samples_name_the_binaries",
        samples_name_the_binaries,
    )];
    for bin in &BINARIES {
        for sample in samples(bin.name) {
            let name = format!("{}::{}", bin.name, sample.name);
            let malformed_name = format!("{name}::malformed");
            let same = sample.clone();
            trials.push(Trial::new(name, move || sample_answers(bin, &sample)));
            trials.push(Trial::new(malformed_name, move || {
                malformed_case(bin, &same)
            }));
        }
    }
    for (name, input) in [("empty", ""), ("whitespace_only", " \n\t\r\n\n")] {
        let name = format!("hdu4101::no_case::{name}");
        trials.push(Trial::new(name, move || hdu4101_no_case(input)));
    }
    trials
}

fn main() {
    harness::run(trials())
}

//! `cargo lab explain <problem> [--json] [--svg DIR] < input`: the explanations of
//! [`engines::explain`] written for each case of a judge input, as text, JSON lines and
//! SVG files.

pub use engines::explain::*;

use std::fmt;
use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;

/// Whether a command colours its text on standard output: never with `--json`, else on
/// a terminal when `NO_COLOR` is unset (<https://no-color.org>).
pub fn colour_wanted(json: bool) -> bool {
    !json && io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none()
}

/// What `cargo lab explain` writes.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// One JSON object per case instead of the text.
    pub json: bool,
    /// The folder of the SVG pictures, if any.
    pub svg: Option<PathBuf>,
    /// ANSI colours in the text.
    pub colour: bool,
}

/// Why an input was not explained.
#[derive(Debug)]
pub enum Failure {
    /// The input is malformed: the binary's one-line error (`<problem>: input error ...`).
    Input(String),
    /// The explanation disagrees with the reference solution (a bug of the lab).
    Disagreement(String),
    /// The explanation could not be written.
    Output(io::Error),
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Input(line) => f.write_str(line),
            Failure::Disagreement(why) => write!(f, "internal error: {why}"),
            Failure::Output(error) => write!(f, "cannot write the explanation: {error}"),
        }
    }
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Self {
        Failure::Output(error)
    }
}

/// Explains every case of the judge input `input` of problem `P` on `out` (and into the
/// SVG folder), as [`Options`] asks; the pictures written, in the order of the cases.
pub fn explain_input<P: Explain>(
    input: &[u8],
    options: &Options,
    out: &mut dyn Write,
) -> Result<Vec<PathBuf>, Failure> {
    let (mut binary, mut warned) = (Vec::new(), Vec::new());
    let ran = P::run(input, &mut binary, &mut &mut warned);
    // The binary's warnings (a board past the guarantees, text after the last case) go to
    // standard error as it writes them.
    for line in String::from_utf8_lossy(&warned).lines() {
        eprintln!("{}: {line}", P::NAME);
    }
    ran.map_err(|f| Failure::Input(format!("{}: {f}", P::NAME)))?;
    let cases = P::read_input(&String::from_utf8_lossy(input));
    let answers: String = (1..)
        .zip(&cases)
        .map(|(i, case)| P::answer_lines(i, &P::solve(case)))
        .collect();
    let binary = String::from_utf8_lossy(&binary);
    if answers != binary {
        let (ours, theirs): (Vec<&str>, Vec<&str>) =
            (answers.split('\n').collect(), binary.split('\n').collect());
        let line = (0..ours.len().max(theirs.len()))
            .find(|&i| ours.get(i) != theirs.get(i))
            .unwrap_or(0);
        let shown = |lines: &[&str]| format!("{:?}", lines.get(line).unwrap_or(&"(the end)"));
        return Err(Failure::Disagreement(format!(
            "the answers of the cases proconio reads differ from the binary's output at line \
             {}: {}, the binary {}",
            line + 1,
            shown(&ours),
            shown(&theirs)
        )));
    }
    if let Some(dir) = &options.svg {
        std::fs::create_dir_all(dir)?;
    }
    let mut pictures = Vec::new();
    for (i, case) in (1..).zip(&cases) {
        let report = explain_case::<P>(i, case).map_err(Failure::Disagreement)?;
        if options.json {
            writeln!(out, "{}", report.json())?;
        } else {
            if i > 1 {
                writeln!(out)?;
            }
            write!(out, "{}", report.text(options.colour))?;
        }
        if let Some(dir) = &options.svg {
            let picture = dir.join(format!("case-{i}.svg"));
            std::fs::write(&picture, report.svg())?;
            pictures.push(picture);
        }
    }
    Ok(pictures)
}

//! The report on standard output: the first failure (where it was found, the minimal
//! input as a complete judge input, the expected and the received output, why the
//! expected one is right), a summary table (stage, boards, verdict, slowest time against the reference's,
//! peak memory), what was not reached, and a last line `<problem>: <VERDICT> ...`. A
//! limit the statement does not give (hdu4678's) is said to be `(assumed)` in the first
//! line and in a `TLE` or `MLE` detail, and the last line says `under an assumed limit`
//! when the verdict rests on one.
//! `--save DIR` writes the failing input, the expected and the received output as
//! `DIR/<problem>.in`, `.expected` and `.got`.

use super::shrink::Shrunk;
use super::stage::Stage;
use super::trial::{Tester, Trial};
use super::verdict::{megabytes, seconds, Limits, Verdict};
use super::Check;
use super::Options;
use crate::explain;
use itertools::Itertools;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The most lines, and bytes, of an input or output the report shows.
const SHOWN_LINES: usize = 40;
const SHOWN_BYTES: usize = 4_000;

/// What came of one stage.
pub struct StageReport {
    pub stage: Stage,
    pub state: State,
    /// Boards (or inputs) run, and in all.
    pub done: usize,
    pub total: usize,
    pub unit: &'static str,
    /// `None` while nothing ran.
    pub verdict: Option<Verdict>,
    /// The solution's CPU time on its slowest input, and the reference's on that input.
    pub slowest: Option<(Duration, Duration)>,
    pub peak: u64,
    /// The largest of the helper's peaks (see [`super::process::Run::floor`]).
    pub floor: u64,
    /// The inputs the budget left no time for (judge-size ones, by kind).
    pub missed: Vec<&'static str>,
    /// The inputs left out, being past the guarantees (samples).
    pub left_out: Vec<String>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum State {
    Ran,
    /// Left out by `--stages`.
    Skipped,
    /// After the first failure.
    NotReached,
}

impl StageReport {
    pub fn new(stage: Stage, total: usize, unit: &'static str) -> Self {
        StageReport {
            stage,
            state: State::Ran,
            done: 0,
            total,
            unit,
            verdict: None,
            slowest: None,
            peak: 0,
            floor: 0,
            missed: Vec::new(),
            left_out: Vec::new(),
        }
    }

    /// The report of a stage that did not run, `state` saying why.
    pub fn unrun(stage: Stage, state: State) -> Self {
        StageReport {
            state,
            ..StageReport::new(stage, 0, "boards")
        }
    }

    /// Counts `trial`, an input of `boards` boards.
    pub fn record(&mut self, trial: &Trial, boards: usize) {
        self.done += boards;
        self.verdict.get_or_insert(Verdict::Ac);
        if self.slowest.is_none_or(|(cpu, _)| trial.run.cpu > cpu) {
            self.slowest = Some((trial.run.cpu, trial.reference));
        }
        self.peak = self.peak.max(trial.run.peak);
        self.floor = self.floor.max(trial.run.floor);
    }
}

/// A failure: where it was found and on what.
pub struct Failure {
    pub stage: Stage,
    /// Where in the stage: "board 7 of 900", "`1x1000, all free`", "sample `sample`".
    pub place: String,
    /// The case that fails alone, described ([`Check::describe`]), when one does; else
    /// `trial` is of the whole input.
    pub case: Option<String>,
    pub trial: Trial,
    pub shrunk: Option<Shrunk>,
    /// How to get the input again, when it is not shown.
    pub hint: Option<String>,
    /// Why the expected output of the smallest failing case is right ([`why`]), when
    /// there is a case.
    pub why: Option<String>,
}

impl Failure {
    /// A failure of an input as a whole: no case of it known to fail alone.
    pub fn whole(stage: Stage, place: String, trial: Trial) -> Self {
        Failure {
            stage,
            place,
            case: None,
            trial,
            shrunk: None,
            hint: None,
            why: None,
        }
    }

    /// The smallest failing case, described, and its trial: the shrunk one, else the
    /// found one.
    fn last(&self) -> (Option<&str>, &Trial) {
        match &self.shrunk {
            Some(shrunk) => (Some(&shrunk.case), &shrunk.trial),
            None => (self.case.as_deref(), &self.trial),
        }
    }

    /// The last line's account of it, saying when its verdict rests on an assumed limit.
    fn summary(&self, limits: &Limits) -> String {
        let verdict = self.trial.judged.verdict;
        let on = self.last().0.unwrap_or(&self.place);
        let assumed = match limits.rests_on_assumed(verdict) {
            true => ", under an assumed limit",
            false => "",
        };
        format!("{verdict} on {on} ({} stage{assumed})", self.stage.name())
    }
}

/// Everything the report tells.
pub struct Summary<'a> {
    pub problem: &'static str,
    /// The solution and its limits.
    pub tester: &'a Tester<'a>,
    pub options: &'a Options,
    pub reports: &'a [StageReport],
    pub failure: Option<&'a Failure>,
}

/// Writes the report (and the saved files), as text or with `--json` as JSON; an error
/// writing it is told on stderr, but for a closed pipe (the reader has what it wanted).
pub fn write(out: &mut dyn Write, summary: &Summary) {
    told(match summary.options.json {
        true => write_json(out, summary),
        false => try_write(out, summary),
    });
}

/// Tells on stderr an error writing the report, but for a closed pipe (the reader has
/// what it wanted).
fn told(written: io::Result<()>) {
    match written {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
            eprintln!("cargo lab check: cannot write the report: {e}");
        }
        _ => {}
    }
}

/// The report as JSON lines: per stage `{"stage", "state", "done", "total", "unit",
/// "verdict", "slowest_seconds", "reference_seconds", "peak_bytes"}`, then
/// `{"problem", "verdict", "stage", "place", "case", "input", "expected", "got",
/// "input_bytes", "detail", "saved"}` (the fields of a failure absent on `AC`; `input`,
/// `expected` and `got` those of the smallest failing input, whole; `input` `null` when
/// it is too large to read back, see [`super::input`]).
fn write_json(out: &mut dyn Write, summary: &Summary) -> io::Result<()> {
    let name = summary.problem;
    use serde_json::json;
    for r in summary.reports {
        let state = match r.state {
            State::Ran => "ran",
            State::Skipped => "skipped",
            State::NotReached => "not reached",
        };
        let object = json!({
            "stage": r.stage.name(),
            "state": state,
            "done": r.done,
            "total": r.total,
            "unit": r.unit,
            "verdict": r.verdict.map(|v| v.to_string()),
            "slowest_seconds": r.slowest.map(|(cpu, _)| cpu.as_secs_f64()),
            "reference_seconds": r.slowest.map(|(_, reference)| reference.as_secs_f64()),
            "peak_bytes": r.peak,
        });
        writeln!(out, "{object}")?;
    }
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    let verdict = match summary.failure {
        None => json!({"problem": name, "verdict": "AC"}),
        Some(failure) => {
            let (case, trial) = failure.last();
            let saved = match &summary.options.save {
                Some(dir) => Some(save(dir, name, trial)?.display().to_string()),
                None => None,
            };
            json!({
                "problem": name,
                "verdict": trial.judged.verdict.to_string(),
                "stage": failure.stage.name(),
                "place": failure.place,
                "case": case,
                "input": trial.input.read_back()?.map(|bytes| text(&bytes)),
                "input_bytes": trial.input.size(),
                "expected": text(&trial.expected),
                "got": text(&trial.run.stdout),
                "detail": trial.judged.detail,
                "saved": saved,
            })
        }
    };
    writeln!(out, "{verdict}")
}

fn try_write(out: &mut dyn Write, summary: &Summary) -> io::Result<()> {
    let (name, limits, options) = (summary.problem, &summary.tester.limits, summary.options);
    let compared = match limits.exact_whitespace {
        true => "byte for byte",
        false => "token by token",
    };
    writeln!(
        out,
        "cargo lab check {name} -- {} (seed {}; {}{} of CPU and {}{} per input, output compared {compared})",
        summary.tester.solution.shown(),
        options.seed,
        seconds(limits.time),
        Limits::assumed(limits.assumed.0),
        megabytes(limits.memory),
        Limits::assumed(limits.assumed.1),
    )?;
    if let Some(failure) = summary.failure {
        writeln!(out)?;
        write_failure(out, name, failure)?;
        if let Some(dir) = &options.save {
            let saved = save(dir, name, failure.last().1)?;
            writeln!(out, "Saved as {}, .expected and .got.", saved.display())?;
        }
    }
    writeln!(out)?;
    table(out, summary.reports)?;
    notes(out, summary.reports, options.budget)?;
    match summary.failure {
        Some(failure) => writeln!(out, "{name}: {}", failure.summary(limits)),
        None => writeln!(out, "{name}: AC"),
    }
}

/// A bug of grid-games found while checking.
pub fn our_bug(out: &mut dyn Write, problem: &str, message: &str) {
    told(writeln!(
        out,
        "{message}\n{problem}: BUG in grid-games, not in the solution: please report it"
    ));
}

fn write_failure(out: &mut dyn Write, problem: &str, f: &Failure) -> io::Result<()> {
    let judged = &f.trial.judged;
    let found = match &f.case {
        Some(case) => format!("{} ({case})", f.place),
        None => f.place.clone(),
    };
    writeln!(
        out,
        "{} in the {} stage, on {found}: {}",
        judged.verdict,
        f.stage.name(),
        judged.detail
    )?;
    if let Some(shrunk) = &f.shrunk {
        let cut = match shrunk.cut_short {
            true => " (stopped by the time budget: a smaller failing case may exist)",
            false => "",
        };
        let runs = explain::count(shrunk.runs, "run");
        match shrunk.steps {
            0 => writeln!(out, "No smaller variant fails the same way ({runs}){cut}.")?,
            steps => writeln!(
                out,
                "Shrunk in {} ({runs}) to {}{cut}: {}",
                explain::count(steps, "step"),
                shrunk.case,
                shrunk.trial.judged.detail
            )?,
        }
    }
    if judged.verdict == Verdict::Pe {
        writeln!(
            out,
            "{problem}'s judge compares the output byte for byte, so other whitespace is a \
             Presentation Error there; a judge that compares tokens would accept it."
        )?;
    }
    let (case, trial) = f.last();
    let quoted = judged.verdict == Verdict::Pe;
    let input = trial.input.read_back()?;
    let lines = |input: &[u8]| input.iter().filter(|&&b| b == b'\n').count();
    let shown = input.filter(|input| case.is_some() || lines(input) <= SHOWN_LINES);
    if let Some(input) = shown {
        section(out, "input", &input, false)?;
        section(out, "expected", &trial.expected, quoted)?;
        section(out, "received", &trial.run.stdout, quoted)?;
    } else if let Some(hint) = &f.hint {
        writeln!(out, "{hint}")?;
    }
    if !trial.run.stderr.is_empty() {
        section(out, "stderr (its start)", &trial.run.stderr, false)?;
    }
    if let Some(why) = &f.why {
        writeln!(out, "--- why the expected output is right")?;
        writeln!(out, "{why}")?;
    }
    Ok(())
}

/// Why the expected output of a case is right: its explanation where the problem has one
/// (`cargo lab explain`, in the terms of the module's proof, the board drawn when it is
/// small), and the brute force's verdict (`settled`: it found the same answer).
pub fn why<P: Check>(explanation: Option<String>, settled: bool) -> String {
    let explanation = explanation.unwrap_or_default();
    let brute_force = match settled {
        true => format!(
            "The brute force (lab/engines/src/problems/{}/brute.rs), which plays the game from the rules and \
             knows nothing of the reference's theory, gives the same answer.",
            P::NAME
        ),
        false => format!(
            "The brute force cannot settle this case (too large to search, or past the \
             guarantees, where the answer follows a decision of docs/{}.md): the expected \
             output is the reference's alone.",
            P::NAME
        ),
    };
    format!("{explanation}{brute_force}")
}

/// A `--- name` heading and `text`, up to [`SHOWN_LINES`] lines and [`SHOWN_BYTES`]
/// bytes of it (each line quoted with its escapes when `quoted`).
fn section(out: &mut dyn Write, name: &str, text: &[u8], quoted: bool) -> io::Result<()> {
    let text = String::from_utf8_lossy(text);
    let (shown, rest) = text.split_at(shown_part(&text));
    let note = match quoted {
        true => " (each line quoted, to show its whitespace)",
        false => "",
    };
    writeln!(out, "--- {name}{note}")?;
    if text.is_empty() {
        writeln!(out, "(nothing)")?;
    }
    for line in shown.split_inclusive('\n') {
        match quoted {
            true => writeln!(out, "{line:?}")?,
            false => write!(out, "{line}")?,
        }
    }
    if !quoted && !shown.is_empty() && !shown.ends_with('\n') {
        writeln!(out)?;
        if rest.is_empty() {
            writeln!(out, "(no line end at the end)")?;
        }
    }
    if !rest.is_empty() {
        let (lines, bytes) = (count(text.lines().count()), count(text.len()));
        writeln!(
            out,
            "... ({lines} lines, {bytes} bytes in all; --save writes them whole)"
        )?;
    }
    Ok(())
}

/// How many bytes of `text` a section shows: whole lines up to the limits, or the start
/// of a first line longer than [`SHOWN_BYTES`].
fn shown_part(text: &str) -> usize {
    let mut end = 0;
    for line in text.split_inclusive('\n').take(SHOWN_LINES) {
        if end + line.len() > SHOWN_BYTES {
            break;
        }
        end += line.len();
    }
    match end {
        0 => text.floor_char_boundary(SHOWN_BYTES.min(text.len())),
        end => end,
    }
}

/// Writes the input, the expected and the received output of `trial` as `dir/<stem>.in`,
/// `.expected` and `.got`; the path of the input.
fn save(dir: &Path, stem: &str, trial: &Trial) -> io::Result<PathBuf> {
    std::fs::create_dir_all(dir)?;
    let path = |ext: &str| dir.join(format!("{stem}.{ext}"));
    trial.input.save_as(&path("in"))?;
    std::fs::write(path("expected"), &trial.expected)?;
    std::fs::write(path("got"), &trial.run.stdout)?;
    Ok(path("in"))
}

fn table(out: &mut dyn Write, reports: &[StageReport]) -> io::Result<()> {
    writeln!(
        out,
        "{:<15} {:>20}  {:<11} {:>9} {:>10} {:>12}",
        "stage", "boards", "verdict", "slowest", "reference", "peak memory"
    )?;
    for r in reports {
        let boards = match (r.state, r.unit, r.done == r.total) {
            (State::Ran, "boards", true) => count(r.done),
            (State::Ran, "boards", false) => format!("{} of {}", count(r.done), count(r.total)),
            (State::Ran, unit, _) => format!("{} of {} {unit}", r.done, r.total),
            _ => "-".to_string(),
        };
        let verdict = match (r.state, r.verdict) {
            (State::Skipped, _) => "skipped".to_string(),
            (State::Ran, None) if r.total == 0 => "none to run".to_string(),
            (State::NotReached, _) | (State::Ran, None) => "not reached".to_string(),
            (State::Ran, Some(v)) => v.to_string(),
        };
        let (slowest, reference) = match r.slowest {
            Some((cpu, reference)) => (seconds(cpu), seconds(reference)),
            None => (String::new(), String::new()),
        };
        let peak = match r.slowest {
            Some(_) if r.peak <= r.floor => format!("<= {}", megabytes(r.floor)),
            Some(_) => megabytes(r.peak),
            None => String::new(),
        };
        let row = format!(
            "{:<15} {boards:>20}  {verdict:<11} {slowest:>9} {reference:>10} {peak:>12}",
            r.stage.name()
        );
        writeln!(out, "{}", row.trim_end())?;
    }
    Ok(())
}

/// What was not reached, and why.
fn notes(out: &mut dyn Write, reports: &[StageReport], budget: Duration) -> io::Result<()> {
    let mut out_of_time = Vec::new();
    for r in reports.iter().filter(|r| r.state == State::Ran) {
        let failed = r.verdict.is_some_and(|v| v != Verdict::Ac);
        if r.unit == "boards" && r.done < r.total && !failed {
            let (left, total) = (count(r.total - r.done), count(r.total));
            out_of_time.push(format!("{left} of {total} {} boards", r.stage.name()));
        }
        if !r.missed.is_empty() {
            out_of_time.push(format!("{} inputs {}", r.stage.name(), r.missed.join(", ")));
        }
    }
    let stages = |state: State| {
        let matching = reports.iter().filter(|r| r.state == state);
        matching.map(|r| r.stage.name()).join(", ")
    };
    let left_out = reports.iter().flat_map(|r| &r.left_out).join(", ");
    let budget = format!("Not reached in the {} s budget", budget.as_secs_f64());
    let why = " (the check stops at its first failure within the guarantees)";
    let lines = [
        (budget.as_str(), out_of_time.join("; "), ""),
        ("Not reached", stages(State::NotReached), why),
        ("Past the guarantees, left out", left_out, ""),
        ("Skipped (--stages)", stages(State::Skipped), ""),
    ];
    for (label, items, after) in lines.iter().filter(|(_, items, _)| !items.is_empty()) {
        writeln!(out, "{label}: {items}{after}.")?;
    }
    Ok(())
}

/// `n` with thousands separated by commas.
pub fn count(n: usize) -> String {
    let digits = n.to_string();
    let mut shown = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            shown.push(',');
        }
        shown.push(digit);
    }
    shown
}

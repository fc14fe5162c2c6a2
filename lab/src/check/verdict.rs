//! Verdicts as a judge gives them, from a run of the solution and the reference's output.
//!
//! In order: `TLE` when the run was killed at the wall-clock limit or used more CPU time
//! than the judge's limit; `MLE` when its peak memory passed the judge's; `RE` on a
//! non-zero exit status or a signal; `WA` when the whitespace-separated tokens differ
//! from the expected ones (or the output passed its cap); `PE` when the tokens are the
//! same but the bytes are not and the judge compares byte for byte; else `AC`.

use super::process::Run;
use crate::problem::Judge;
use nix::sys::signal::Signal;
use std::fmt;
use std::os::unix::process::ExitStatusExt;
use std::time::Duration;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Ac,
    Wa,
    Pe,
    Re,
    Tle,
    Mle,
}

impl Verdict {
    /// Whether the verdict follows from what the solution printed, so that a smaller case
    /// can keep it: the ones shrinking reduces.
    pub fn shrinks(self) -> bool {
        matches!(self, Verdict::Wa | Verdict::Pe | Verdict::Re)
    }
}

impl fmt::Display for Verdict {
    /// The judge's code: the variant's name in capitals (`WA`, `TLE`).
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.pad(&format!("{self:?}").to_uppercase())
    }
}

/// What a run is judged against.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// CPU time.
    pub time: Duration,
    /// Wall-clock time, after which the run is killed: twice the time limit and half a
    /// second, for process start-up and a loaded machine.
    pub wall: Duration,
    /// Peak resident memory, in bytes.
    pub memory: u64,
    pub exact_whitespace: bool,
    /// Whether the time and the memory limit are assumed, not the statement's (the
    /// problem's [`Judge::assumed_limits`], unless the command line gave them).
    pub assumed: (bool, bool),
}

impl Limits {
    /// The judge's limits, the time and memory ones replaced when given.
    pub fn new(judge: &Judge, time: Option<Duration>, memory: Option<u64>) -> Limits {
        let assumed = (
            judge.assumed_limits && time.is_none(),
            judge.assumed_limits && memory.is_none(),
        );
        let time = time.unwrap_or(judge.time);
        Limits {
            time,
            wall: time * 2 + Duration::from_millis(500),
            memory: memory.unwrap_or(judge.memory),
            exact_whitespace: judge.exact_whitespace,
            assumed,
        }
    }

    /// What follows a limit in the report: ` (assumed)` when the statement gives none.
    pub fn assumed(assumed: bool) -> &'static str {
        match assumed {
            true => " (assumed)",
            false => "",
        }
    }

    /// Whether the limit `verdict` rests on is assumed (`TLE` and `MLE` only).
    pub fn rests_on_assumed(&self, verdict: Verdict) -> bool {
        match verdict {
            Verdict::Tle => self.assumed.0,
            Verdict::Mle => self.assumed.1,
            _ => false,
        }
    }
}

/// A verdict and what it rests on, in words.
#[derive(Clone, Debug)]
pub struct Judged {
    pub verdict: Verdict,
    pub detail: String,
}

/// The verdict on `run` for the expected output `expected` (see the module's doc).
pub fn judge(run: &Run, expected: &[u8], limits: &Limits) -> Judged {
    let (verdict, detail) = if run.timed_out {
        let wall = seconds(run.wall);
        let detail = format!(
            "still running after {wall} (the wall-clock limit), killed with its process group"
        );
        (Verdict::Tle, detail)
    } else if run.cpu > limits.time {
        let (cpu, limit) = (seconds(run.cpu), seconds(limits.time));
        let assumed = Limits::assumed(limits.assumed.0);
        let detail = format!("{cpu} of CPU time, over the limit of {limit}{assumed}");
        (Verdict::Tle, detail)
    } else if run.peak > limits.memory {
        let (peak, limit) = (megabytes(run.peak), megabytes(limits.memory));
        let assumed = Limits::assumed(limits.assumed.1);
        let detail = format!("peak memory {peak}, over the limit of {limit}{assumed}");
        (Verdict::Mle, detail)
    } else if !run.status.success() {
        (Verdict::Re, exit(run))
    } else if run.stdout_cut {
        let detail = format!("more than {} bytes of output", run.stdout.len());
        (Verdict::Wa, detail)
    } else if tokens(&run.stdout).ne(tokens(expected)) {
        (Verdict::Wa, first_difference(expected, &run.stdout, false))
    } else if limits.exact_whitespace && run.stdout != expected {
        let difference = first_difference(expected, &run.stdout, true);
        let detail = format!("the expected tokens, other whitespace: {difference}");
        (Verdict::Pe, detail)
    } else {
        (Verdict::Ac, String::new())
    };
    Judged { verdict, detail }
}

/// How the run ended, when it did not exit with status 0, and its first line on stderr.
fn exit(run: &Run) -> String {
    let how = match (run.status.code(), run.status.signal()) {
        (Some(code), _) => format!("exit status {code}"),
        (None, Some(signal)) => match Signal::try_from(signal) {
            Ok(name) => format!("killed by signal {signal} ({name})"),
            Err(_) => format!("killed by signal {signal}"),
        },
        (None, None) => format!("{}", run.status),
    };
    let stderr = String::from_utf8_lossy(&run.stderr);
    match stderr.lines().find(|line| !line.trim().is_empty()) {
        Some(line) => format!("{how}; stderr: {}", line.trim_end()),
        None => how,
    }
}

fn tokens(text: &[u8]) -> impl Iterator<Item = &[u8]> {
    text.split(u8::is_ascii_whitespace)
        .filter(|t| !t.is_empty())
}

/// The first line where `got` differs from `expected`: by its tokens, or with `exact`
/// byte for byte (shown with escapes, so whitespace is seen).
fn first_difference(expected: &[u8], got: &[u8], exact: bool) -> String {
    let lines = |text: &[u8]| -> Vec<Vec<u8>> {
        let lines = text.split_inclusive(|&b| b == b'\n');
        lines
            .map(|line| line.strip_suffix(b"\n").unwrap_or(line).to_vec())
            .collect()
    };
    let (expected, got) = (lines(expected), lines(got));
    let shown = |line: Option<&Vec<u8>>| match (line, exact) {
        (None, _) => "nothing".to_string(),
        (Some(line), false) => format!("`{}`", String::from_utf8_lossy(line).trim()),
        (Some(line), true) => format!("{:?}", String::from_utf8_lossy(line)),
    };
    let same = |a: Option<&Vec<u8>>, b: Option<&Vec<u8>>| match exact {
        true => a == b,
        false => a.map(|a| tokens(a).collect::<Vec<_>>()) == b.map(|b| tokens(b).collect()),
    };
    match (0..expected.len().max(got.len())).find(|&i| !same(expected.get(i), got.get(i))) {
        Some(line) => format!(
            "line {}: expected {}, received {}",
            line + 1,
            shown(expected.get(line)),
            shown(got.get(line))
        ),
        None => "the output ends otherwise (a final line end)".to_string(),
    }
}

/// A duration in seconds or milliseconds, as people read them.
pub fn seconds(d: Duration) -> String {
    match d.as_secs_f64() {
        s if s >= 1.0 => format!("{s:.2} s"),
        s => format!("{:.1} ms", s * 1000.0),
    }
}

/// Bytes as megabytes.
pub fn megabytes(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / (1u64 << 20) as f64)
}

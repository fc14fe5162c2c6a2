//! `cargo lab check <problem> -- <command>`: judges a solution locally, and shrinks the
//! first case it fails on to a minimal one.
//!
//! The command runs as a subprocess on judge inputs ([`process`]), stage after stage
//! ([`stage`]) within a time budget ([`budget`]); small cases go many to an input and a
//! failing input is split ([`batch`]). Judge-size inputs are written to temporary files
//! and streamed, never whole in memory ([`input`]). Each input's expected output is the
//! reference's, in-process, checked against the brute force on small boards ([`trial`]);
//! the run gets a judge's verdict ([`verdict`]). The first failure within the guarantees stops the
//! check; a `WA` (also a `PE` or `RE`) is then shrunk ([`shrink`]). A progress bar shows on
//! standard error ([`progress`]) and the report on standard output ([`report`]).

pub mod batch;
pub mod budget;
pub mod input;
pub mod process;
pub mod progress;
pub mod report;
pub mod session;
pub mod shrink;
pub mod stage;
pub mod trial;
pub mod verdict;

pub use engines::check::*;

use clap::ValueEnum;
use stage::Stage;
use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// What `cargo lab check` is asked (the command line's options).
#[derive(clap::Args, Clone, Debug)]
pub struct Options {
    /// The problem.
    pub problem: String,
    /// Seed of the random boards, of the boards at the limits and of the judge-size
    /// inputs.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Seconds the whole check may take; the stages share them, judge-size inputs last.
    #[arg(long = "time-budget", value_name = "SECONDS", default_value = "60", value_parser = seconds)]
    pub budget: Duration,
    /// Write the failing input, the expected and the received output as
    /// `DIR/<problem>.in`, `.expected` and `.got`.
    #[arg(long, value_name = "DIR")]
    pub save: Option<PathBuf>,
    /// The stages to run, of samples, exhaustive, random, limits, judge (default: all).
    #[arg(long, value_delimiter = ',', value_enum)]
    pub stages: Vec<Stage>,
    /// Leave out the large judge-size inputs (up to hundreds of megabytes, seconds each
    /// to generate).
    #[arg(long = "no-large")]
    pub no_large: bool,
    /// The report as JSON, one object per line: one per stage, then the verdict (see
    /// docs/check.md).
    #[arg(long)]
    pub json: bool,
    /// The most random small boards to try.
    #[arg(long, value_name = "COUNT", default_value_t = 10_000)]
    pub random: usize,
    /// The CPU time limit of one input, in seconds, instead of the judge's.
    #[arg(long = "time-limit", value_name = "SECONDS", value_parser = seconds)]
    pub time_limit: Option<Duration>,
    /// The memory limit, in megabytes, instead of the judge's.
    #[arg(long = "memory-limit", value_name = "MB")]
    pub memory_limit: Option<u64>,
    /// The solution: a program and its arguments, run on each input's standard input.
    #[arg(last = true, required = true, value_name = "COMMAND")]
    pub command: Vec<OsString>,
}

impl Options {
    /// The stages to run, in order.
    pub fn stages(&self) -> Vec<Stage> {
        let chosen = |s: &Stage| self.stages.is_empty() || self.stages.contains(s);
        let all = Stage::value_variants().iter().copied();
        all.filter(chosen).collect()
    }
}

/// How a check ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// `AC` on every stage run.
    Accepted = 0,
    /// Another verdict.
    Rejected = 1,
    /// An unknown problem, or a command that cannot be run.
    Usage = 2,
    /// The reference and its brute force disagree: a bug of grid-games.
    OurBug = 3,
}

impl From<Exit> for ExitCode {
    fn from(exit: Exit) -> ExitCode {
        ExitCode::from(exit as u8)
    }
}

/// A duration given in seconds, such as `60` or `0.5`.
fn seconds(text: &str) -> Result<Duration, String> {
    let value: f64 = text.parse().map_err(|e| format!("{e}"))?;
    Duration::try_from_secs_f64(value).map_err(|e| format!("{e}"))
}

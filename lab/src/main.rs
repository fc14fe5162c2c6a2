//! `cargo lab`: the grid-games tooling.
//!
//! ```text
//! cargo lab gen list                       # the problems and their kinds of input
//! cargo lab gen <problem> <kind> [seed]    # a seeded judge-size input on stdout
//! cargo lab bundle [--check]               # regenerate submit/<bin>.rs (or check them)
//! cargo lab explain <problem> [--json] [--svg DIR] < input   # why each answer holds
//! cargo lab check <problem> [options] -- <command> [args...]   # judge a solution locally
//! cargo lab validate <problem> [--strict] < input   # the statement's format and guarantees
//! cargo lab play <problem> <input-file> [--case I] [--as first|second] [--hints] [--json]
//! ```
#![forbid(unsafe_code)]

use clap::{Parser, Subcommand};
use lab::check::variants::counted;
use lab::registry::{self, Entry};
use std::ffi::OsString;
use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "cargo lab",
    bin_name = "cargo lab",
    about = "Tooling of the grid-games crate"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Write a seeded judge-size input on standard output (`gen list`: what there is).
    Gen {
        /// A problem, or `list`.
        problem: String,
        /// A kind of input of that problem.
        kind: Option<String>,
        /// The seed: the same seed always gives the same bytes.
        #[arg(default_value_t = 1)]
        seed: u64,
    },
    /// Regenerate the single-file submissions `submit/<bin>.rs` from the sources.
    Bundle {
        /// Only check that the committed files are fresh (exit 1 when one is not).
        #[arg(long)]
        check: bool,
    },
    /// Explain each case of a judge input on standard input: the answer, why it holds,
    /// the winning moves, the board (see the `explain` module of the lab).
    Explain {
        /// A problem (see `cargo lab gen list`).
        problem: String,
        /// One JSON object per case and line instead of the text.
        #[arg(long)]
        json: bool,
        /// Also draw each case as DIR/case-<i>.svg (each file named on standard error).
        #[arg(long, value_name = "DIR")]
        svg: Option<PathBuf>,
    },
    /// Judge a solution locally and shrink the first case it fails on (exit status 0 on
    /// AC, 1 on another verdict, 2 on a usage error, 3 on a bug of grid-games).
    Check(lab::check::Options),
    /// Check that standard input keeps the statement's format and guarantees: `valid (N
    /// cases)` and exit status 0, or the first violation and 1 (2 on a usage error).
    Validate {
        /// A problem (see `cargo lab gen list`).
        problem: String,
        /// Also refuse what test-data validators refuse: other whitespace than single
        /// spaces and `\n`, trailing spaces, blank lines the format has not, no final
        /// line end.
        #[arg(long)]
        strict: bool,
    },
    /// Play a case against the perfect player, moves read line by line from standard
    /// input; the lesson at the end names the first move that threw the game away.
    Play(lab::play::Options),
}

fn main() -> ExitCode {
    if let Some(helped) = lab::check::process::helper_main() {
        return helped;
    }
    let cli = Cli::parse_from(arguments());
    match cli.command {
        Command::Gen {
            problem,
            kind,
            seed,
        } => finish(gen(&problem, kind.as_deref(), seed)),
        Command::Bundle { check } => finish(lab::bundle::regenerate(check)),
        Command::Explain { problem, json, svg } => explain(&problem, json, svg),
        Command::Play(options) => play(&options),
        Command::Check(options) => check(&options),
        Command::Validate { problem, strict } => validate(&problem, strict),
    }
}

/// Exit status 0, or 1 after the message on stderr.
fn finish(result: Result<(), String>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("cargo lab: {message}");
            ExitCode::FAILURE
        }
    }
}

/// The entry of `problem`, or the message naming the problems there are.
fn entry(problem: &str) -> Result<Entry, String> {
    registry::entry(problem)
        .ok_or_else(|| format!("no problem `{problem}` (there are {})", registry::names()))
}

/// The command line, without the `lab` that Cargo puts first when it runs an installed
/// `cargo-lab` for `cargo lab ...` (no command of the tool is called `lab`).
fn arguments() -> Vec<OsString> {
    let mut args: Vec<OsString> = std::env::args_os().collect();
    if args.get(1).is_some_and(|first| first == "lab") {
        args.remove(1);
    }
    args
}

/// `cargo lab gen`.
fn gen(problem: &str, kind: Option<&str>, seed: u64) -> Result<(), String> {
    let mut out = BufWriter::new(io::stdout().lock());
    let written = match (problem, kind) {
        ("list", None) => write!(out, "{}", registry::kinds_listed()),
        (problem, Some(kind)) => {
            let entry = entry(problem)?;
            let found = entry.kinds.iter().find(|k| k.name == kind);
            let kind = found.ok_or_else(|| {
                format!("no kind `{kind}` for {problem} (see `cargo lab gen list`)")
            })?;
            (kind.write)(&mut lab::rng::Rng::new(seed), &mut out)
        }
        (problem, None) => {
            return Err(format!(
                "which kind of {problem} input? (see `cargo lab gen list`)"
            ))
        }
    };
    written
        .and_then(|()| out.flush())
        .map_err(|e| format!("cannot write the input: {e}"))
}

/// `cargo lab explain`: a malformed input gets the binary's own error line.
fn explain(problem: &str, json: bool, svg: Option<PathBuf>) -> ExitCode {
    use lab::explain::{Failure, Options};
    use std::io::{IsTerminal, Read};

    let explain = match entry(problem).and_then(|e| {
        e.explain
            .ok_or_else(|| format!("{problem} has no explanation yet"))
    }) {
        Ok(explain) => explain,
        Err(message) => return finish(Err(message)),
    };
    let mut input = Vec::new();
    if let Err(e) = io::stdin().lock().read_to_end(&mut input) {
        return finish(Err(format!("cannot read the input: {e}")));
    }
    let colour = !json && io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    let options = Options { json, svg, colour };
    let mut out = BufWriter::new(io::stdout().lock());
    let result = explain(&input, &options, &mut out)
        .and_then(|pictures| out.flush().map(|()| pictures).map_err(Failure::Output));
    match result {
        Ok(pictures) => {
            for picture in pictures {
                eprintln!("cargo lab explain: wrote {}", picture.display());
            }
            ExitCode::SUCCESS
        }
        Err(Failure::Input(line)) => {
            eprintln!("{line}");
            ExitCode::FAILURE
        }
        Err(failure) => finish(Err(failure.to_string())),
    }
}

/// `cargo lab validate`: `valid (N cases)` and exit status 0, or the first violation
/// and 1 (2 on a usage error).
fn validate(problem: &str, strict: bool) -> ExitCode {
    let validate = match entry(problem) {
        Ok(entry) => entry.validate,
        Err(message) => {
            eprintln!("cargo lab: {message}");
            return ExitCode::from(2);
        }
    };
    let (line, status) = match validate(&mut io::stdin().lock(), strict) {
        Ok(cases) => (format!("valid ({})", counted(cases, "case")), 0),
        Err(violation) => (format!("invalid: {violation}"), 1),
    };
    let mut out = io::stdout().lock();
    match writeln!(out, "{line}").and_then(|()| out.flush()) {
        Ok(()) => ExitCode::from(status),
        Err(e) => {
            eprintln!("cargo lab validate: cannot write: {e}");
            ExitCode::from(2)
        }
    }
}

/// `cargo lab check`: the verdict's exit status (see [`lab::check::Exit`]).
fn check(options: &lab::check::Options) -> ExitCode {
    match entry(&options.problem) {
        Ok(entry) => (entry.check)(options, &mut io::stdout().lock()).into(),
        Err(message) => {
            eprintln!("cargo lab check: {message}");
            lab::check::Exit::Usage.into()
        }
    }
}

/// `cargo lab play`: exit status 0 after a game, 1 when the input or the case cannot be
/// played.
fn play(options: &lab::play::Options) -> ExitCode {
    let played = entry(&options.problem).and_then(|entry| {
        let play = entry
            .play
            .ok_or_else(|| format!("{} has no game yet", options.problem))?;
        let input = std::fs::read(&options.input)
            .map_err(|e| format!("cannot read {}: {e}", options.input.display()))?;
        let setup = lab::play::Setup::new(options);
        play(
            &input,
            &setup,
            &mut io::stdin().lock(),
            &mut io::stdout().lock(),
        )
    });
    match played {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("cargo lab play: {message}");
            ExitCode::FAILURE
        }
    }
}

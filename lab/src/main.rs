//! `cargo lab`: the grid-games tooling.
//!
//! ```text
//! cargo lab gen list                       # the problems and their kinds of input
//! cargo lab gen <problem> <kind> [seed]    # a seeded judge-size input on stdout
//! cargo lab bundle                         # regenerate submit/<bin>.rs
//! cargo lab check <problem> [options] -- <command> [args...]   # judge a solution locally
//! ```
#![forbid(unsafe_code)]

use clap::{Parser, Subcommand};
use lab::registry;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "cargo lab", about = "Tooling of the grid-games crate")]
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
    /// Judge a solution locally and shrink the first case it fails on (exit status 0 on
    /// AC, 1 on another verdict, 2 on a usage error, 3 on a bug of grid-games).
    Check(lab::check::Options),
}

fn main() -> ExitCode {
    if let Some(helped) = lab::check::process::helper_main() {
        return helped;
    }
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Gen {
            problem,
            kind,
            seed,
        } => gen(&problem, kind.as_deref(), seed),
        Command::Bundle { check } => lab::bundle::regenerate(check),
        Command::Check(options) => {
            return lab::check::check(&options, &mut io::stdout().lock()).into();
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("cargo lab: {message}");
            ExitCode::FAILURE
        }
    }
}

/// `cargo lab gen`.
fn gen(problem: &str, kind: Option<&str>, seed: u64) -> Result<(), String> {
    let mut out = BufWriter::new(io::stdout().lock());
    let written = match (problem, kind) {
        ("list", None) => registry::entries().iter().try_for_each(|entry| {
            let names: Vec<&str> = entry.kinds.iter().map(|k| k.name).collect();
            writeln!(out, "{}: {}", entry.name, names.join(" "))
        }),
        (problem, Some(kind)) => {
            let entry = registry::entry(problem)
                .ok_or_else(|| format!("no problem `{problem}` (see `cargo lab gen list`)"))?;
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

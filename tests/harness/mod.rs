//! A std-only stand-in for libtest's runner, for a test file whose tests are made from the
//! repository's files (`harness = false` in Cargo.toml): the root package has no
//! dependency, not even for its tests.
//!
//! It takes libtest's arguments that select tests (name filters, `--exact`, `--skip`,
//! `--list`, `--ignored`), accepts and ignores those that only shape libtest's output or
//! threads, and prints libtest's lines: `test <name> ... ok`, the failures, and the
//! closing `test result: ok. N passed; 0 failed; ...` that `cargo test` sums. Tests run one
//! after another, in the order given; the exit status is 101 when one fails, as libtest's.

use std::panic::{self, AssertUnwindSafe};
use std::time::Instant;

/// One named test: `Err` says why it failed.
pub struct Trial {
    name: String,
    test: Box<dyn FnOnce() -> Result<(), String>>,
}

impl Trial {
    pub fn new(
        name: impl Into<String>,
        test: impl FnOnce() -> Result<(), String> + 'static,
    ) -> Trial {
        Trial {
            name: name.into(),
            test: Box::new(test),
        }
    }
}

/// What the command line asks for.
#[derive(Default)]
struct Arguments {
    filters: Vec<String>,
    skip: Vec<String>,
    exact: bool,
    list: bool,
    only_ignored: bool,
}

impl Arguments {
    /// Reads libtest's arguments; an option it does not know is an error.
    fn parse(mut args: impl Iterator<Item = String>) -> Result<Arguments, String> {
        let mut parsed = Arguments::default();
        while let Some(arg) = args.next() {
            let (flag, inline_value) = match arg.split_once('=') {
                Some((flag, value)) if flag.starts_with("--") => (flag, Some(value.to_string())),
                _ => (arg.as_str(), None),
            };
            let mut value = || {
                inline_value
                    .clone()
                    .or_else(|| args.next())
                    .ok_or(format!("{flag} needs a value"))
            };
            match flag {
                "--exact" => parsed.exact = true,
                "--list" => parsed.list = true,
                "--ignored" => parsed.only_ignored = true,
                "--skip" => parsed.skip.push(value()?),
                "--include-ignored" | "--nocapture" | "--show-output" | "--quiet" | "-q" => {}
                "--test-threads" | "--color" | "--format" => drop(value()?),
                flag if flag.starts_with('-') => return Err(format!("unknown option {flag}")),
                filter => parsed.filters.push(filter.to_string()),
            }
        }
        Ok(parsed)
    }

    /// Whether the test `name` is selected (no test here is ignored).
    fn selects(&self, name: &str) -> bool {
        let matches = |pattern: &String| match self.exact {
            true => name == pattern,
            false => name.contains(pattern.as_str()),
        };
        !self.only_ignored
            && (self.filters.is_empty() || self.filters.iter().any(matches))
            && !self.skip.iter().any(matches)
    }
}

/// Runs the trials the command line selects, prints libtest's report and exits with
/// libtest's status.
pub fn run(trials: Vec<Trial>) -> ! {
    let arguments = Arguments::parse(std::env::args().skip(1)).unwrap_or_else(|message| {
        eprintln!("error: {message}");
        std::process::exit(101)
    });
    let total = trials.len();
    let selected: Vec<Trial> = trials
        .into_iter()
        .filter(|trial| arguments.selects(&trial.name))
        .collect();
    if arguments.list {
        list(&selected);
        std::process::exit(0);
    }
    let filtered_out = total - selected.len();
    std::process::exit(match run_selected(selected, filtered_out) {
        true => 0,
        false => 101,
    })
}

/// `--list`: one `name: test` line per trial, then the count, as libtest prints them.
fn list(trials: &[Trial]) {
    for trial in trials {
        println!("{}: test", trial.name);
    }
    println!("\n{} tests, 0 benchmarks", trials.len());
}

/// Runs `trials` one after another, printing a line for each, then the failures and the
/// summary line; whether all passed.
fn run_selected(trials: Vec<Trial>, filtered_out: usize) -> bool {
    let start = Instant::now();
    println!("\nrunning {} tests", trials.len());
    let mut failures = Vec::new();
    let mut passed = 0;
    for trial in trials {
        let outcome = panic::catch_unwind(AssertUnwindSafe(trial.test))
            .unwrap_or_else(|_| Err("the test panicked (its message is above)".to_string()));
        match outcome {
            Ok(()) => {
                println!("test {} ... ok", trial.name);
                passed += 1;
            }
            Err(message) => {
                println!("test {} ... FAILED", trial.name);
                failures.push((trial.name, message));
            }
        }
    }
    if !failures.is_empty() {
        println!("\nfailures:\n");
        for (name, message) in &failures {
            println!("---- {name} ----\n{message}\n");
        }
        println!("failures:");
        for (name, _) in &failures {
            println!("    {name}");
        }
    }
    let verdict = if failures.is_empty() { "ok" } else { "FAILED" };
    println!(
        "\ntest result: {verdict}. {passed} passed; {} failed; 0 ignored; 0 measured; \
         {filtered_out} filtered out; finished in {:.2}s\n",
        failures.len(),
        start.elapsed().as_secs_f64()
    );
    failures.is_empty()
}

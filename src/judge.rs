//! The path every binary's `main` takes: solve stdin to stdout, report bad input in one
//! line.
//!
//! A solver's `run(input, output)` returns a [`Failure`] for malformed input (with the
//! number of the test case it was reading) or an output error. [`main`] flushes the
//! answers already written, prints one line on standard error and exits with status 1:
//!
//! ```text
//! ancient_go: input error in case 2 at line 13:1: expected row 3 of 9 cells, found 8 characters
//! ```

use crate::scanner::InputError;
use std::fmt;
use std::io::{self, BufWriter, StdinLock, StdoutLock, Write};

/// Why a run stopped before the end of its input.
#[derive(Debug)]
pub enum Failure {
    /// Malformed input, in test case `case` (1-based; `None`: before the first case).
    Input {
        case: Option<usize>,
        error: InputError,
    },
    /// The answers could not be written.
    Output(io::Error),
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Self {
        Failure::Output(error)
    }
}

impl From<InputError> for Failure {
    fn from(error: InputError) -> Self {
        Failure::Input { case: None, error }
    }
}

/// Attaches the number of the test case being read to an input error.
pub trait InCase<T> {
    fn in_case(self, case: usize) -> Result<T, Failure>;
}

impl<T> InCase<T> for Result<T, InputError> {
    fn in_case(self, case: usize) -> Result<T, Failure> {
        self.map_err(|error| Failure::Input {
            case: Some(case),
            error,
        })
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Input {
                case: Some(case),
                error,
            } => write!(f, "input error in case {} at {}", case, error),
            Failure::Input { case: None, error } => {
                write!(f, "input error before the first case at {}", error)
            }
            Failure::Output(error) => write!(f, "cannot write the answers: {}", error),
        }
    }
}

/// Runs `run` on standard input and output. On failure: flushes the answers written so
/// far, prints `problem: <failure>` as one line on standard error, exits with status 1.
/// A panic (a bug: no input should cause one) is reported in one line too, never with a
/// backtrace.
pub fn main<F>(problem: &'static str, run: F)
where
    F: FnOnce(StdinLock<'static>, &mut BufWriter<StdoutLock<'static>>) -> Result<(), Failure>,
{
    report_panics_in_one_line(problem);
    let mut output = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let result = run(io::stdin().lock(), &mut output);
    let flushed = output.flush().map_err(Failure::Output);
    if let Err(failure) = result.and(flushed) {
        eprintln!("{}: {}", problem, failure);
        std::process::exit(1);
    }
}

/// Replaces the panic message and backtrace by one line: `problem: internal error at
/// file:line: message`.
fn report_panics_in_one_line(problem: &'static str) {
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let message = payload
            .downcast_ref::<&str>()
            .copied()
            .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
            .unwrap_or("panic");
        let place = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        let message = message.replace('\n', " ");
        eprintln!("{}: internal error{}: {}", problem, place, message);
    }));
}

//! The path every binary's `main` takes: solve stdin to stdout, report bad input in one
//! line, and what deserves a word without changing an answer in one line too.
//!
//! A solver's `run(input, output, warnings)` returns a [`Failure`] for malformed input
//! (with the number of the test case it was reading) or an output error. [`main`] flushes
//! the answers already written, prints one line on standard error and exits with status 1:
//!
//! ```text
//! ancient_go: input error in case 2 at line 13:1: expected row 3 of 9 cells, found 8 characters
//! ```
//!
//! A run also reports, through its `warnings` writer ([`warn`]), input it answers but
//! that a user should hear of: input going on after the last case ([`expect_end`]), a
//! board breaking a guarantee of the statement. Each warning is one line, written at once
//! on standard error after the problem's name like the errors; the answers stand and the
//! exit status stays 0:
//!
//! ```text
//! loj6033: warning after the last case at line 5:1: expected the end of the input, found `#`
//! ```
//!
//! So every line a binary writes on standard error starts with `<problem>: `.

use crate::scanner::{InputError, Scanner};
use std::fmt;
use std::io::{self, BufWriter, Read, Stdin, Stdout, Write};

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
            Failure::Input { case, error } => match case {
                Some(case) => write!(f, "input error in case {} at {}", case, error),
                None => write!(f, "input error before the first case at {}", error),
            },
            Failure::Output(error) => write!(f, "cannot write the answers: {}", error),
        }
    }
}

/// Writes `warning` as one line on `warnings`, in one write: what a run noticed in its
/// input without stopping (the answers stand, the exit status stays 0). [`main`] puts the
/// problem's name before each write. A warning that cannot be written is dropped, as it
/// changes nothing.
pub fn warn(warnings: &mut dyn Write, warning: impl fmt::Display) {
    let _ = warnings.write_all(format!("{}\n", warning).as_bytes());
}

/// Standard error with `problem: ` before every write, each taken whole: where [`main`]
/// sends warnings, which [`warn`] writes a line at a time.
struct Prefixed(&'static str);

impl Write for Prefixed {
    fn write(&mut self, line: &[u8]) -> io::Result<usize> {
        let stderr = io::stderr();
        let mut stderr = stderr.lock();
        write!(stderr, "{}: ", self.0)?;
        stderr.write_all(line)?;
        Ok(line.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        io::stderr().flush()
    }
}

/// After the last case of a format with a count: warns when more than whitespace
/// follows, naming the first byte that does and where it stands.
pub fn expect_end<R: Read>(sc: &mut Scanner<R>, warnings: &mut dyn Write) -> Result<(), Failure> {
    if let Some((pos, byte)) = sc.peek()? {
        let found = InputError::unexpected(pos, "the end of the input", &[byte], 1);
        warn(
            warnings,
            format_args!("warning after the last case at {}", found),
        );
    }
    Ok(())
}

/// Runs `run` on standard input and output, its warnings on standard error after the
/// problem's name. On failure: flushes the answers written so far, prints
/// `problem: <failure>` as one line on standard error, exits with status 1. A panic (a
/// bug: no input should cause one) is reported in one line too, never with a backtrace.
///
/// The run gets the unlocked handles (each 64 KiB read and write locks them once), whose
/// types name no lifetime: Rust 1.57 gives no `'static` lock.
pub fn main<F>(problem: &'static str, run: F)
where
    F: FnOnce(Stdin, &mut BufWriter<Stdout>, &mut dyn Write) -> Result<(), Failure>,
{
    report_panics_in_one_line(problem);
    let mut output = BufWriter::with_capacity(1 << 16, io::stdout());
    let result = run(io::stdin(), &mut output, &mut Prefixed(problem));
    let flushed = output.flush().map_err(Failure::Output);
    if let Err(failure) = result.and(flushed) {
        eprintln!("{}: {}", problem, failure);
        std::process::exit(1);
    }
}

/// Replaces the panic message and backtrace by one line: `problem: internal error: ` and
/// the panic's own description (where it happened and its message; Rust 1.73 and later
/// put a line end between them, written as a space here).
fn report_panics_in_one_line(problem: &'static str) {
    std::panic::set_hook(Box::new(move |info| {
        let description = info.to_string().replace('\n', " ");
        eprintln!("{}: internal error: {}", problem, description);
    }));
}

//! `cargo lab validate`: whether an input keeps a statement's format and guarantees, as a
//! problem setter's validator checks each test file before it reaches contestants.
//!
//! Each problem's [`Validator`] (its `validate.rs`) reads the input's grammar with the
//! streaming [`Tokens`] and checks the statement's guarantees as the tokens come (sizes,
//! values, the position a board must be in), stopping at the first [`Violation`]: which
//! rule, where (test case, line:column) and why. A malformed input (the binary refuses
//! it) is told in the binary's own words: its streaming `run` reads the same bytes in a
//! thread beside the validator ([`tee`]), and its error line (or its warning of input
//! after the last case) replaces the validator's account. With `strict`, the whitespace
//! must also be canonical ([`Sep`]).
//!
//! `cargo lab check` splits its cases with the same function ([`within`]): a case is
//! within the guarantees exactly when its input validates.
//!
//! Memory: the token buffer, the tee's few chunks, and what a problem keeps of one case
//! (hdu4678: its board, a bit a cell; ancient_go: its 81 points); time: O(input).

pub mod tee;
pub mod tokens;

use crate::problem::Problem;
use crate::rng::Rng;
use grid_games::judge::Failure;
use std::fmt;
use std::io::{Read, Write};
pub use tokens::{Pos, Sep, Tokens, BUFFER, LAYOUT};

/// What a violation breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The format the binaries read: the binary refuses the input.
    Malformed,
    /// A guarantee of the statement (the binaries answer it anyway, or refuse it).
    Guarantee,
    /// The canonical layout `--strict` asks for.
    Layout,
}

/// The first rule an input breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// The test case (1-based), `None` before the first.
    pub case: Option<usize>,
    pub pos: Pos,
    pub kind: Kind,
    /// The rule broken, in the statement's terms (`1 <= N <= 300`).
    pub rule: String,
    /// Why: what stands there (for a malformed input, the binary's error line).
    pub detail: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(case) = self.case {
            write!(f, "case {case}, ")?;
        }
        write!(f, "line {}: {}: {}", self.pos, self.rule, self.detail)
    }
}

/// What `cargo lab validate` (and check's split of its cases) needs of a problem besides
/// [`Problem`]: its validator, in the problem's `validate.rs`.
pub trait Validate: Problem {
    /// The statement's format and guarantees, checked on a streamed input.
    const VALIDATOR: Validator;

    /// Cases past the guarantees, each named after the decision of `docs/<problem>.md`
    /// it meets (sizes above the limits, repeated mines, illegal positions...): what the
    /// validator refuses and the binaries answer with a warning, as the tests check.
    fn beyond_guarantees(rng: &mut Rng) -> Vec<(String, Self::Case)>;

    /// Whether the case keeps the statement's guarantees (a legal position, no number
    /// between two blank regions, hit points below 100...): its input validates.
    fn within_guarantee(case: &Self::Case) -> bool {
        within::<Self>(case)
    }
}

/// A problem's validator: its grammar and guarantees, and its binary's streaming run.
#[derive(Clone, Copy)]
pub struct Validator {
    /// Reads a whole input, checking it; the number of test cases.
    pub grammar: fn(&mut Tokens) -> Result<usize, Violation>,
    /// The binary's `run` on a reader.
    pub binary: BinaryRun,
}

/// A binary's `run` on a reader (`input, answers, warnings`): the answers written to the
/// first writer, the warnings to the second, as they come.
pub type BinaryRun = fn(&mut dyn Read, &mut dyn Write, &mut dyn Write) -> Result<(), Failure>;

/// The binary's line on a malformed `input`: its error, else its last warning (input
/// after the last case), with the problem's name before it as the binary writes it.
pub fn binary_line<P: Validate>(input: &mut dyn Read) -> Option<String> {
    let mut warnings = Vec::new();
    let failure = (P::VALIDATOR.binary)(input, &mut std::io::sink(), &mut warnings).err();
    let warned = String::from_utf8_lossy(&warnings)
        .lines()
        .last()
        .map(String::from);
    let line = failure.map(|f| f.to_string()).or(warned)?;
    Some(format!("{}: {line}", P::NAME))
}

/// Validates `input`, in memory; a malformed one is told by the binary's line.
pub fn validate_bytes<P: Validate>(input: &[u8], strict: bool) -> Result<usize, Violation> {
    let found = (P::VALIDATOR.grammar)(&mut Tokens::new(&mut &input[..], strict, input.len()));
    found.map_err(|mut violation| {
        if violation.kind == Kind::Malformed {
            if let Some(line) = binary_line::<P>(&mut &input[..]) {
                violation.detail = line;
            }
        }
        violation
    })
}

/// Validates `input`, streamed (read once, in bounded memory); a malformed one is told by
/// the binary's line, the binary reading the same bytes in a thread ([`tee`]).
pub fn validate<P: Validate>(input: &mut dyn Read, strict: bool) -> Result<usize, Violation> {
    tee::validate::<P>(input, strict)
}

/// Whether `case` keeps the format and the guarantees: its input validates. What
/// `cargo lab check` splits its cases by.
pub fn within<P: Validate>(case: &P::Case) -> bool {
    let input = P::write_input(std::slice::from_ref(case));
    let mut bytes = input.as_bytes();
    (P::VALIDATOR.grammar)(&mut Tokens::new(&mut bytes, false, input.len())).is_ok()
}

/// `cargo lab validate <problem> [--strict] < input`: `valid (N cases)` on `out` and exit
/// status 0, or the first violation and 1.
pub fn command<P: Validate>(input: &mut dyn Read, strict: bool, out: &mut dyn Write) -> u8 {
    let (line, status) = match validate::<P>(input, strict) {
        Ok(cases) => (
            format!("valid ({})", crate::check::variants::counted(cases, "case")),
            0,
        ),
        Err(violation) => (format!("invalid: {violation}"), 1),
    };
    match writeln!(out, "{line}").and_then(|()| out.flush()) {
        Ok(()) => status,
        Err(e) => {
            eprintln!("cargo lab validate: cannot write: {e}");
            2
        }
    }
}

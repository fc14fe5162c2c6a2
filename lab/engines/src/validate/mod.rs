//! Whether an input keeps a statement's format and guarantees (`cargo lab validate`, the
//! page's violation line), as a problem setter's validator checks each test file before
//! it reaches contestants.
//!
//! Each problem's [`Validator`] (its `validate.rs`) reads the input's grammar with the
//! streaming [`Tokens`] and checks the statement's guarantees as the tokens come (sizes,
//! values, the position a board must be in), stopping at the first [`Violation`]: which
//! rule, where (test case, line:column) and why, in one line in the statement's terms,
//! numbers quoted as written (`case 1, line 2:5: K = 5 exceeds N*M = 4 (the statement:
//! 0 <= K <= N*M)`). A malformed input is also read by the binary, up to the end of the
//! token the validator refuses, and its own message is kept beside the validator's
//! ([`Violation::binary`]) when it refuses the input at the same line:column
//! ([`validate_bytes`] on an input in memory; the command line streams a file through
//! the binary in a thread beside the validator, `lab::validate::tee`). With `strict`, the
//! whitespace must also be canonical ([`Sep`]).
//!
//! `cargo lab check` splits its cases with the same grammar
//! ([`Validate::within_guarantee`]): a case is within the guarantees exactly when its
//! input validates.
//!
//! Memory: the token buffer (streamed: the tee's last chunk and its pipe's buffer), and what a
//! problem keeps of one case (hdu4678: its board, a bit a cell; ancient_go: its 81
//! points); time: O(input).

pub mod tokens;

use crate::problem::Problem;
use grid_games::judge::Failure;
use grid_games::scanner::InputError;
use serde_json::{json, Value};
use std::fmt;
use std::io::{Read, Write};
pub use tokens::{End, Name, Pos, Sep, Side, Tokens, BUFFER, FORMAT, LAYOUT};

/// What a violation breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The format the binaries read (a token that is no number, a row of another length or
    /// alphabet, a truncated case, text after the last case).
    Malformed,
    /// A guarantee of the statement (the binaries answer it anyway, or refuse it).
    Guarantee,
    /// The canonical layout `--strict` asks for.
    Layout,
}

impl Kind {
    /// Its name in `--json` (docs/validate.md).
    pub fn name(self) -> &'static str {
        match self {
            Kind::Malformed => "malformed",
            Kind::Guarantee => "guarantee",
            Kind::Layout => "layout",
        }
    }
}

/// The first rule an input breaks: one place, one account.
///
/// Its line is `[case C, ]line L:COL: MESSAGE` ([`fmt::Display`]), where [`Violation::message`]
/// is the `detail`, then for a guarantee ` (the statement: RULE)` and for a layout
/// ` (--strict)`. A caller that names the source itself uses [`Violation::at`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// The test case (1-based); `None` before the first, after the last, and in a problem
    /// of a single case (loj6033).
    pub case: Option<usize>,
    pub pos: Pos,
    pub kind: Kind,
    /// The rule broken, as the statement writes it (`1 <= N, M <= 300`); for a malformed
    /// input, [`FORMAT`] or the alphabet of rows; for a layout, [`LAYOUT`].
    pub rule: String,
    /// What stands there, in the statement's terms, numbers quoted as written (`K = 5
    /// exceeds N*M = 4`, ``expected the number of rows N, an integer, found `x` ``): the
    /// validator's own words, always.
    pub detail: String,
    /// For a malformed input, the binary's own message when it refuses the input at the
    /// same line:column (given the input up to the end of the refused token); `None`
    /// otherwise. Kept for the lab's agreement of validator and binaries, not shown: the
    /// binaries word their ranges as their types' (`an integer from 1 to 2^64 - 1`).
    pub binary: Option<String>,
}

impl Violation {
    /// The account, without the place: the detail, and the rule it breaks.
    pub fn message(&self) -> String {
        match self.kind {
            Kind::Guarantee => format!("{} (the statement: {})", self.detail, self.rule),
            Kind::Layout => format!("{} (--strict)", self.detail),
            Kind::Malformed => self.detail.clone(),
        }
    }

    /// The violation in the input named `source` (a path, `<stdin>`), as a command prints
    /// it after its own name: `SOURCE:L:COL: [case C: ]MESSAGE`.
    pub fn at(&self, source: &str) -> String {
        let case = self
            .case
            .map_or(String::new(), |case| format!("case {case}: "));
        format!("{source}:{}: {case}{}", self.pos, self.message())
    }

    /// `--json`: `{"valid": false, "case": C or null, "line": L, "column": COL, "kind":
    /// "malformed" | "guarantee" | "layout", "rule": RULE, "message": MESSAGE}`.
    pub fn json(&self) -> Value {
        json!({
            "valid": false,
            "case": self.case,
            "line": self.pos.line,
            "column": self.pos.col,
            "kind": self.kind.name(),
            "rule": self.rule,
            "message": self.message(),
        })
    }
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let case = self
            .case
            .map_or(String::new(), |case| format!("case {case}, "));
        write!(f, "{case}line {}: {}", self.pos, self.message())
    }
}

/// `--json` for a valid input of `cases` test cases: `{"valid": true, "cases": N}`.
pub fn valid_json(cases: usize) -> Value {
    json!({ "valid": true, "cases": cases })
}

/// What `cargo lab validate` (and check's split of its cases) needs of a problem besides
/// [`Problem`]: its validator, in the problem's `validate.rs`.
pub trait Validate: Problem {
    /// The statement's format and guarantees, checked on a streamed input.
    const VALIDATOR: Validator;

    /// Whether the case keeps the statement's guarantees (a legal position, no number
    /// between two blank regions, hit points below 100...): its input validates.
    fn within_guarantee(case: &Self::Case) -> bool {
        let input = Self::write_input(std::slice::from_ref(case));
        validate_bytes::<Self>(input.as_bytes(), false).is_ok()
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

/// Where and why the binary stops reading `input`, if it refuses it.
pub fn refusal<P: Validate>(input: &mut dyn Read) -> Option<InputError> {
    let binary = P::VALIDATOR.binary;
    match binary(input, &mut std::io::sink(), &mut std::io::sink()) {
        Err(Failure::Input { error, .. }) => Some(error),
        _ => None,
    }
}

/// `violation`, with the binary's own message when it is malformed and the binary's
/// `refusal` (asked only then) stands at the same line:column.
pub fn told(mut violation: Violation, refusal: impl FnOnce() -> Option<InputError>) -> Violation {
    if violation.kind == Kind::Malformed {
        let refusal = refusal().filter(|error| error.pos == violation.pos);
        violation.binary = refusal.map(|error| error.message);
    }
    violation
}

/// Validates `input`, in memory; the binary told a malformed input up to the end of the
/// refused token ([`told`]).
pub fn validate_bytes<P: Validate>(input: &[u8], strict: bool) -> Result<usize, Violation> {
    let mut bytes = input;
    let mut tokens = Tokens::new(&mut bytes, strict, input.len());
    let found = (P::VALIDATOR.grammar)(&mut tokens);
    let read = &input[..tokens.consumed() as usize];
    found.map_err(|violation| told(violation, || refusal::<P>(&mut &read[..])))
}

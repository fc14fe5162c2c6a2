//! The `scanner` target: the library's scanner and the plain [reader](crate::reader) run
//! the same fuzzer-chosen reads on the same text, the scanner's input arriving in
//! fuzzer-chosen chunks ([`Chunks`]); every value, cell, position and error must agree.
//!
//! The reads cover the scanner's whole public surface: single integers of every width
//! with and without bounds (`int`, `int_in`), runs of integers (`ints_into`, whose plain
//! naturals take the bulk path) with refused values, rows of cells over alphabets of one
//! to many letters (`row`, whole or streamed in pieces), `at_end`, `peek`, `pos`,
//! `token_pos`. After the chosen reads the rest of the text is read as `i64`s. The first
//! error ends the comparison: what a scanner does after an error is not specified.
//!
//! The text is a fuzzer-chosen body repeated, then the rest of the input, so that texts
//! longer than the scanner's 64 KiB buffer, and tokens longer than it, are reached.

use crate::chunks::Chunks;
use crate::reader::{self, Lines};
use arbitrary::Arbitrary;
use grid_games::scanner::{Alphabet, InputError, Pos, Scanner};
use std::fmt;
use std::ops::Range;

/// The longest text the target builds.
const MOST_TEXT: usize = 150_000;

/// What the fuzzer chooses: the reads, the read sizes and the text.
#[derive(Arbitrary, Debug)]
pub struct Input {
    reads: Vec<Op>,
    sizes: Vec<u16>,
    body: Vec<u8>,
    repeats: u16,
    rest: Vec<u8>,
}

impl Input {
    /// `body` repeated, then `rest`, at most [`MOST_TEXT`] bytes.
    fn text(&self) -> Vec<u8> {
        let mut text = Vec::new();
        if !self.body.is_empty() {
            let repeats = usize::from(self.repeats).min(MOST_TEXT / self.body.len());
            text = self.body.repeat(repeats);
        }
        text.extend_from_slice(&self.rest);
        text.truncate(MOST_TEXT);
        text
    }
}

/// An integer type the scanner reads.
#[derive(Arbitrary, Clone, Copy, Debug)]
enum Type {
    U8,
    I8,
    U16,
    I32,
    U32,
    I64,
    U64,
}

/// The alphabets of the rows: one letter, up to four (compared as a set), more (a table).
const ALPHABET_TEXTS: [&str; 5] = ["x", ".#", "AB.", ".xo-", "0123456789.#-"];
const ALPHABETS: [Alphabet; 5] = [
    Alphabet::new(ALPHABET_TEXTS[0]),
    Alphabet::new(ALPHABET_TEXTS[1]),
    Alphabet::new(ALPHABET_TEXTS[2]),
    Alphabet::new(ALPHABET_TEXTS[3]),
    Alphabet::new(ALPHABET_TEXTS[4]),
];

/// One read.
#[derive(Arbitrary, Debug)]
enum Op {
    /// `int` (no bounds) or `int_in` (the bounds, clamped to the type).
    Int {
        ty: Type,
        bounds: Option<(i64, i64)>,
    },
    /// `ints_into` of `count` values; the bounds hold for every `every`-th value (the
    /// others may take any value of the type); the value at `refuse`, if any, is refused.
    Ints {
        ty: Type,
        count: u8,
        bounds: (i64, i64),
        every: u8,
        refuse: Option<u8>,
    },
    /// `row` of the next token's length plus `delta`, or of `len` cells.
    Row {
        alphabet: u8,
        delta: i8,
        len: Option<u16>,
    },
    AtEnd,
    Peek,
    Pos,
    TokenPos,
}

/// What a read gives: a result, or an error at a position (the end of the input, or a
/// token or byte).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Outcome {
    Values(Vec<i128>),
    Cells(Vec<u8>),
    Bool(bool),
    Peeked(Option<(Pos, u8)>),
    At(Pos),
    Error { pos: Pos, at_end: bool },
}

/// Whether the outcome ends the comparison.
fn is_error(outcome: &Outcome) -> bool {
    matches!(outcome, Outcome::Error { .. })
}

/// The message of a value `take` refuses.
fn refusal(i: u64) -> String {
    format!("value {i} refused")
}

/// Runs the comparison on the fuzzer's input; panics on the first disagreement.
pub fn check(input: &Input) {
    let text = input.text();
    let mut model = Model::new(&text);
    let mut scanner = Real {
        sc: Scanner::new(Chunks::new(&text, &input.sizes)),
        handed: Vec::new(),
    };
    for (k, op) in input.reads.iter().enumerate() {
        let row = row_len(op, model.next_len());
        let expected = model.apply(op, row);
        let got = scanner.apply(op, row);
        assert_eq!(got, expected, "read {k}: {op:?}");
        if is_error(&expected) {
            if let Op::Row { alphabet, .. } = op {
                // Only some of the cells before the error, in the alphabet, in order.
                let alphabet = ALPHABET_TEXTS[usize::from(*alphabet) % ALPHABETS.len()];
                let handed = &scanner.handed;
                assert!(model.last_token().starts_with(handed) && handed.len() <= row);
                assert!(handed.iter().all(|b| alphabet.as_bytes().contains(b)));
            }
            return;
        }
    }
    let rest = Op::Int {
        ty: Type::I64,
        bounds: None,
    };
    loop {
        let expected = model.apply(&Op::AtEnd, 0);
        assert_eq!(scanner.apply(&Op::AtEnd, 0), expected, "at the end");
        if expected == Outcome::Bool(true) {
            return;
        }
        let expected = model.apply(&rest, 0);
        assert_eq!(scanner.apply(&rest, 0), expected, "the rest");
        if is_error(&expected) {
            return;
        }
    }
}

/// The smallest and largest value of a type.
fn type_range(ty: Type) -> (i128, i128) {
    macro_rules! range {
        ($t:ty) => {
            (i128::from(<$t>::MIN), i128::from(<$t>::MAX))
        };
    }
    match ty {
        Type::U8 => range!(u8),
        Type::I8 => range!(i8),
        Type::U16 => range!(u16),
        Type::I32 => range!(i32),
        Type::U32 => range!(u32),
        Type::I64 => range!(i64),
        Type::U64 => range!(u64),
    }
}

/// `bounds` clamped to the type: the values an `int_in` may return.
fn clamp(ty: Type, (lo, hi): (i64, i64)) -> (i128, i128) {
    let (min, max) = type_range(ty);
    let clamp = |v: i64| i128::from(v).clamp(min, max);
    (clamp(lo), clamp(hi))
}

/// The bounds of the `i`-th value of a run.
fn run_bounds(ty: Type, bounds: (i64, i64), every: u8, i: u64) -> (i128, i128) {
    if i.is_multiple_of(u64::from(every) + 1) {
        clamp(ty, bounds)
    } else {
        type_range(ty)
    }
}

/// The length a row read asks for (0 for other reads): the next token's plus `delta`,
/// or `len`.
fn row_len(op: &Op, next_token: Option<usize>) -> usize {
    match (op, next_token) {
        (Op::Row { len: Some(len), .. }, _) => usize::from(*len),
        (Op::Row { delta, .. }, Some(next)) => next.saturating_add_signed(isize::from(*delta)),
        _ => 0,
    }
}

/// The plain reader's side.
struct Model<'a> {
    text: &'a [u8],
    lines: Lines,
    tokens: Vec<Range<usize>>,
    /// The next token, in `tokens`.
    next: usize,
    /// The offset just past what was read.
    cursor: usize,
    /// Where the last token read starts.
    last: Pos,
}

impl<'a> Model<'a> {
    fn new(text: &'a [u8]) -> Self {
        Model {
            text,
            lines: Lines::new(text),
            tokens: reader::tokens(text),
            next: 0,
            cursor: 0,
            last: Pos { line: 1, col: 1 },
        }
    }

    /// The bytes of the last token read (none before the first).
    fn last_token(&self) -> &[u8] {
        match self.next.checked_sub(1) {
            Some(last) => &self.text[self.tokens[last].clone()],
            None => &[],
        }
    }

    /// The length of the next token, if any.
    fn next_len(&self) -> Option<usize> {
        self.tokens.get(self.next).map(|t| t.len())
    }

    /// Applies `op`; a row read asks for `row` cells.
    fn apply(&mut self, op: &Op, row: usize) -> Outcome {
        match *op {
            Op::Int { ty, bounds } => {
                let bounds = bounds.map_or(type_range(ty), |b| clamp(ty, b));
                match self.int(bounds) {
                    Ok(value) => Outcome::Values(vec![value]),
                    Err(error) => error,
                }
            }
            Op::Ints {
                ty,
                count,
                bounds,
                every,
                refuse,
            } => {
                let mut values = Vec::new();
                for i in 0..u64::from(count) {
                    match self.int(run_bounds(ty, bounds, every, i)) {
                        Ok(_) if refuse.map(u64::from) == Some(i) => {
                            return Outcome::Error {
                                pos: self.last,
                                at_end: false,
                            }
                        }
                        Ok(value) => values.push(value),
                        Err(error) => return error,
                    }
                }
                Outcome::Values(values)
            }
            Op::Row { alphabet, .. } => {
                let alphabet = ALPHABET_TEXTS[usize::from(alphabet) % ALPHABETS.len()];
                self.row(row, alphabet.as_bytes())
            }
            Op::AtEnd => Outcome::Bool(self.skip_whitespace().is_none()),
            Op::Peek => Outcome::Peeked(
                self.skip_whitespace()
                    .map(|start| (self.lines.pos(start), self.text[start])),
            ),
            Op::Pos => Outcome::At(self.lines.pos(self.cursor)),
            Op::TokenPos => Outcome::At(self.last),
        }
    }

    /// Moves past whitespace: the offset of the next token, if any.
    fn skip_whitespace(&mut self) -> Option<usize> {
        let start = self.tokens.get(self.next).map(|t| t.start);
        self.cursor = start.unwrap_or(self.text.len());
        start
    }

    /// The next token, read; the end of the input is an error there.
    fn token(&mut self) -> Result<Range<usize>, Outcome> {
        match self.skip_whitespace() {
            Some(_) => {
                let token = self.tokens[self.next].clone();
                self.next += 1;
                self.cursor = token.end;
                self.last = self.lines.pos(token.start);
                Ok(token)
            }
            None => Err(Outcome::Error {
                pos: self.lines.pos(self.text.len()),
                at_end: true,
            }),
        }
    }

    /// The next token as a number within `lo..=hi`.
    fn int(&mut self, (lo, hi): (i128, i128)) -> Result<i128, Outcome> {
        let token = self.token()?;
        reader::number(&self.text[token])
            .filter(|v| (lo..=hi).contains(v))
            .ok_or(Outcome::Error {
                pos: self.last,
                at_end: false,
            })
    }

    /// The next token as `len` cells of `alphabet`: a token of another length is an error
    /// at its start, else a byte outside the alphabet at that byte.
    fn row(&mut self, len: usize, alphabet: &[u8]) -> Outcome {
        let token = match self.token() {
            Ok(token) => token,
            Err(error) => return error,
        };
        let error = |pos| Outcome::Error { pos, at_end: false };
        if token.len() != len {
            return error(self.last);
        }
        let cells = &self.text[token.clone()];
        match cells.iter().position(|b| !alphabet.contains(b)) {
            Some(i) => error(self.lines.pos(token.start + i)),
            None => Outcome::Cells(cells.to_vec()),
        }
    }
}

/// The library's side.
struct Real<'a> {
    sc: Scanner<Chunks<'a>>,
    /// The cells the last row read handed over.
    handed: Vec<u8>,
}

/// Runs `$body` with `$t` the integer type of `$ty`.
macro_rules! with_type {
    ($ty:expr, $t:ident => $body:expr) => {
        match $ty {
            Type::U8 => {
                type $t = u8;
                $body
            }
            Type::I8 => {
                type $t = i8;
                $body
            }
            Type::U16 => {
                type $t = u16;
                $body
            }
            Type::I32 => {
                type $t = i32;
                $body
            }
            Type::U32 => {
                type $t = u32;
                $body
            }
            Type::I64 => {
                type $t = i64;
                $body
            }
            Type::U64 => {
                type $t = u64;
                $body
            }
        }
    };
}

/// `(lo, hi)`, within the type, as a range of it.
fn typed<T: TryFrom<i128> + fmt::Debug>((lo, hi): (i128, i128)) -> std::ops::RangeInclusive<T>
where
    <T as TryFrom<i128>>::Error: fmt::Debug,
{
    T::try_from(lo).unwrap()..=T::try_from(hi).unwrap()
}

impl Real<'_> {
    /// Applies `op`; a row read asks for `row` cells.
    fn apply(&mut self, op: &Op, row: usize) -> Outcome {
        match *op {
            Op::Int { ty, bounds } => with_type!(ty, T => {
                let value = match bounds {
                    None => self.sc.int::<T>("n"),
                    Some(b) => self.sc.int_in::<T>("n", typed::<T>(clamp(ty, b))),
                };
                value.map(|v| Outcome::Values(vec![i128::from(v)])).unwrap_or_else(error)
            }),
            Op::Ints {
                ty,
                count,
                bounds,
                every,
                refuse,
            } => with_type!(ty, T => {
                let (mut values, mut refused) = (Vec::new(), false);
                let read = self.sc.ints_into(
                    u64::from(count),
                    |i| typed::<T>(run_bounds(ty, bounds, every, i)),
                    |i| format!("value {i}"),
                    |i, v: T| {
                        if refuse.map(u64::from) == Some(i) {
                            refused = true;
                            return Err(refusal(i));
                        }
                        values.push(i128::from(v));
                        Ok(())
                    },
                );
                match read {
                    Ok(()) => Outcome::Values(values),
                    Err(e) => {
                        if refused {
                            assert_eq!(e.message, refusal(values.len() as u64));
                        }
                        error(e)
                    }
                }
            }),
            Op::Row { alphabet, .. } => {
                let len = row;
                let alphabet = &ALPHABETS[usize::from(alphabet) % ALPHABETS.len()];
                let mut cells = Vec::new();
                let read = self.sc.row(len, alphabet, "the row", |piece| {
                    assert!(!piece.is_empty(), "an empty piece");
                    cells.extend_from_slice(piece);
                    Ok(())
                });
                let outcome = read.map(|()| Outcome::Cells(cells.clone()));
                self.handed = cells;
                outcome.unwrap_or_else(error)
            }
            Op::AtEnd => self.sc.at_end().map(Outcome::Bool).unwrap_or_else(error),
            Op::Peek => self.sc.peek().map(Outcome::Peeked).unwrap_or_else(error),
            Op::Pos => Outcome::At(self.sc.pos()),
            Op::TokenPos => Outcome::At(self.sc.token_pos()),
        }
    }
}

/// An error of the scanner as an outcome.
fn error(e: InputError) -> Outcome {
    let at_end = e.message.ends_with("found the end of the input");
    assert!(!e.to_string().contains('\n'), "a message of two lines: {e}");
    Outcome::Error { pos: e.pos, at_end }
}

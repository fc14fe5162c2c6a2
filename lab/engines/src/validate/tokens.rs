//! The token layer of the validators: whitespace-separated tokens streamed from a reader
//! through one 64 KiB buffer, each with its 1-based line and column, as the binaries read
//! them (C's `isspace` separates tokens; `\n`, `\r\n` and a lone `\r` each end a line).
//!
//! With `strict`, the whitespace before each token must also be the canonical one the
//! grammar names ([`Sep`]): a single space between the tokens of a line, `\n` alone at a
//! line's end, no trailing or leading space, blank lines only where the format has them,
//! and one final `\n`. Memory: the buffer, whatever the input; time: O(bytes).

use super::{Kind, Violation};
use grid_games::scanner::is_space;
pub use grid_games::scanner::Pos;
use std::fmt;
use std::io::Read;

/// The whitespace the canonical layout puts before a token (checked under `strict`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sep {
    /// The first token of the input: nothing before it.
    Start,
    /// The next token of the same line: one space.
    Space,
    /// The first token of the next line: one `\n`.
    Line,
    /// The first token after one blank line: two `\n`.
    BlankLine,
    /// The end of the input: one `\n`.
    End,
    /// The first token of the next line, or the end of the input (formats read to the end).
    LineOrEnd,
}

impl Sep {
    /// The line ends it stands for.
    fn newlines(self) -> u32 {
        match self {
            Sep::Start | Sep::Space => 0,
            Sep::Line | Sep::End | Sep::LineOrEnd => 1,
            Sep::BlankLine => 2,
        }
    }
}

/// The rule `--strict` adds, as violations name it.
pub const LAYOUT: &str = "the canonical layout (--strict)";

/// The buffer of a streamed input.
pub const BUFFER: usize = 1 << 16;

/// The rule of a malformed input that breaks no rule of its own: the token format.
pub const FORMAT: &str = "the format";

/// Bytes of a token kept to quote it, whatever its length.
const SHOWN: usize = 32;

/// The first bytes of a token, to quote it as written: all of it, or its first [`SHOWN`]
/// bytes and `...`. O(1) memory whatever the token.
#[derive(Clone, Copy, Debug, Default)]
pub struct Shown {
    bytes: [u8; SHOWN],
    len: usize,
}

impl Shown {
    /// Appends the token's next byte.
    #[inline]
    pub fn push(&mut self, byte: u8) {
        if self.len < SHOWN {
            self.bytes[self.len] = byte;
        }
        self.len += 1;
    }
}

impl fmt::Display for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kept = &self.bytes[..self.len.min(SHOWN)];
        write!(f, "{}", String::from_utf8_lossy(kept).escape_debug())?;
        match self.len > SHOWN {
            true => write!(f, "..."),
            false => Ok(()),
        }
    }
}

/// Which side of a range a number lies on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Below,
    Above,
}

/// An integer token, as the binaries read it: an optional sign, then decimal digits of
/// any length (leading zeros change nothing). Invariant: `magnitude` is the digits' value,
/// saturated at `u64::MAX` (past every bound of a statement, which are `i64`s), so
/// comparisons never overflow; `text` is the token as written, for messages.
#[derive(Clone, Copy, Debug, Default)]
pub struct Int {
    negative: bool,
    magnitude: u64,
    digits: bool,
    malformed: bool,
    text: Shown,
}

impl Int {
    /// Takes the token's `i`-th byte (from 0): a sign first, digits after.
    #[inline]
    fn push(&mut self, i: usize, byte: u8) {
        self.text.push(byte);
        let digit = byte.wrapping_sub(b'0');
        if i == 0 && (byte == b'-' || byte == b'+') {
            self.negative = byte == b'-';
        } else if digit > 9 {
            self.malformed = true;
        } else {
            self.digits = true;
            self.magnitude = self.magnitude.saturating_mul(10);
            self.magnitude = self.magnitude.saturating_add(u64::from(digit));
        }
    }

    /// Whether the token is an integer.
    fn is_number(&self) -> bool {
        self.digits && !self.malformed
    }

    /// The value, when it lies within `low..=high`, else the side it lies on.
    pub fn within(&self, low: i64, high: i64) -> Result<i64, Side> {
        let magnitude = i128::from(self.magnitude);
        let value = if self.negative { -magnitude } else { magnitude };
        match value {
            v if v < i128::from(low) => Err(Side::Below),
            v if v > i128::from(high) => Err(Side::Above),
            v => Ok(v as i64),
        }
    }
}

/// One end of a range the statement sets, as messages name it: `100`, or `N*M = 4` for
/// a bound that depends on the case.
#[derive(Clone, Copy, Debug)]
pub struct End {
    pub value: i64,
    pub name: Option<&'static str>,
}

impl End {
    /// A bound the statement writes as a number.
    pub fn number(value: i64) -> End {
        End { value, name: None }
    }

    /// A bound the statement writes as `name` (`N*M`), worth `value` in this case.
    pub fn named(name: &'static str, value: i64) -> End {
        End {
            value,
            name: Some(name),
        }
    }
}

impl fmt::Display for End {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.name {
            Some(name) => write!(f, "{name} = {}", self.value),
            None => write!(f, "{}", self.value),
        }
    }
}

/// A count as the statement names it: its symbol (`K`), and what it counts (`mines`),
/// for a token that is no number (`the number of mines K`).
#[derive(Clone, Copy, Debug)]
pub struct Name {
    pub symbol: &'static str,
    pub counts: &'static str,
}

impl Name {
    /// The count of test cases that starts an input.
    pub const T: Name = Name::new("T", "test cases");

    pub const fn new(symbol: &'static str, counts: &'static str) -> Name {
        Name { symbol, counts }
    }

    /// The number of rows, called `symbol` (`N`).
    pub const fn rows(symbol: &'static str) -> Name {
        Name::new(symbol, "rows")
    }

    /// The number of columns, called `symbol` (`M`).
    pub const fn cols(symbol: &'static str) -> Name {
        Name::new(symbol, "columns")
    }
}

/// Tokens of an input, read on demand.
pub struct Tokens<'a> {
    input: &'a mut dyn Read,
    buf: Box<[u8]>,
    start: usize,
    end: usize,
    eof: bool,
    /// Where `buf[start]` stands.
    pos: Pos,
    after_cr: bool,
    strict: bool,
    /// The test case being read (1-based), for violations.
    case: Option<usize>,
    /// The bytes read from `input` so far (the last `end` of them into `buf`).
    read: u64,
}

impl<'a> Tokens<'a> {
    /// Tokens of `input` read through a buffer of `buffer` bytes (at least 1): [`BUFFER`]
    /// for a stream, the input's length for one in memory (a case's input is validated
    /// thousands of times by `cargo lab check`).
    pub fn new(input: &'a mut dyn Read, strict: bool, buffer: usize) -> Self {
        Tokens {
            input,
            buf: vec![0; buffer.max(1)].into_boxed_slice(),
            start: 0,
            end: 0,
            eof: false,
            pos: Pos { line: 1, col: 1 },
            after_cr: false,
            strict,
            case: None,
            read: 0,
        }
    }

    /// The bytes of the input consumed so far: after a violation, the input up to the end
    /// of the token that breaks the rule (what the binary is given, see [`super::tee`]).
    pub fn consumed(&self) -> u64 {
        self.read - (self.end - self.start) as u64
    }

    /// From now on violations are in test case `case` (1-based).
    pub fn case(&mut self, case: usize) {
        self.case = Some(case);
    }

    /// A violation of `kind` and `rule` at `pos`, in the current case.
    pub fn violation(&self, pos: Pos, kind: Kind, rule: &str, detail: String) -> Violation {
        Violation {
            case: self.case,
            pos,
            kind,
            rule: rule.to_string(),
            detail,
            binary: None,
        }
    }

    /// A malformed input where the scanner stands: `detail` says what.
    pub fn malformed_here(&self, rule: &str, detail: &str) -> Violation {
        self.violation(self.pos, Kind::Malformed, rule, detail.to_string())
    }

    /// A guarantee of the statement broken at `pos`.
    pub fn broken(&self, pos: Pos, rule: &str, detail: String) -> Violation {
        self.violation(pos, Kind::Guarantee, rule, detail)
    }

    fn layout(&self, pos: Pos, detail: &str) -> Violation {
        self.violation(pos, Kind::Layout, LAYOUT, detail.to_string())
    }

    /// The next byte, `None` at the end of the input.
    #[inline]
    fn peek(&mut self) -> Result<Option<u8>, Violation> {
        match self.start < self.end {
            true => Ok(Some(self.buf[self.start])),
            false => self.refill(),
        }
    }

    /// Reads the next part of the input into the buffer; its first byte.
    #[inline(never)]
    fn refill(&mut self) -> Result<Option<u8>, Violation> {
        if self.start == self.end && !self.eof {
            self.start = 0;
            self.end = loop {
                match self.input.read(&mut self.buf) {
                    Ok(read) => break read,
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                    Err(e) => {
                        let detail = format!("cannot read the input: {e}");
                        return Err(self.violation(self.pos, Kind::Malformed, "input", detail));
                    }
                }
            };
            self.eof = self.end == 0;
            self.read += self.end as u64;
        }
        Ok((self.start < self.end).then(|| self.buf[self.start]))
    }

    /// Moves past `byte`, the next one.
    fn bump(&mut self, byte: u8) {
        self.start += 1;
        match byte {
            b'\n' if self.after_cr => self.after_cr = false,
            b'\n' | b'\r' => {
                self.pos = Pos {
                    line: self.pos.line + 1,
                    col: 1,
                };
                self.after_cr = byte == b'\r';
            }
            _ => {
                self.pos.col += 1;
                self.after_cr = false;
            }
        }
    }

    /// Skips the whitespace before the next token (or the end), checking it against
    /// `sep` under `strict`; `what` names the token for messages. Past the last token,
    /// the end's rules apply only when `sep` allows the end there.
    pub fn gap(&mut self, sep: Sep, what: &dyn fmt::Display) -> Result<(), Violation> {
        let (mut newlines, mut spaces) = (0u32, 0u32);
        let (mut first_space, mut extra_line) = (None, None);
        while let Some(byte) = self.peek()? {
            if !is_space(byte) {
                break;
            }
            if self.strict {
                match byte {
                    b' ' => {
                        spaces += 1;
                        first_space.get_or_insert(self.pos);
                    }
                    b'\n' => {
                        if let Some(at) = first_space {
                            return Err(self.layout(at, "trailing spaces at the end of a line"));
                        }
                        newlines += 1;
                        if newlines > sep.newlines() {
                            extra_line.get_or_insert(self.pos);
                        }
                    }
                    b'\r' => return Err(self.layout(self.pos, "a carriage return `\\r`")),
                    _ => {
                        let detail = "whitespace other than a space or `\\n` (a tab...)";
                        return Err(self.layout(self.pos, detail));
                    }
                }
            }
            self.bump(byte);
        }
        let at_end = self.peek()?.is_none();
        if !self.strict || (at_end && !matches!(sep, Sep::End | Sep::LineOrEnd)) {
            return Ok(());
        }
        let want = sep.newlines();
        if newlines > want {
            let at = extra_line.unwrap_or(self.pos);
            return Err(match want {
                0 => self.layout(at, &format!("a line end before {what}, on the same line")),
                _ => self.layout(at, "a blank line where the format has none"),
            });
        }
        if at_end && newlines == 0 {
            return Err(match first_space {
                Some(at) => self.layout(at, "trailing spaces at the end of the input"),
                None => self.layout(self.pos, "no line end at the end of the input"),
            });
        }
        if newlines < want {
            let detail = match want {
                1 => format!("{what} should start a new line"),
                _ => format!("a blank line should stand before {what}"),
            };
            return Err(self.layout(self.pos, &detail));
        }
        match first_space {
            Some(at) if at_end => Err(self.layout(at, "trailing spaces at the end of the input")),
            Some(at) if sep != Sep::Space => Err(self.layout(at, "spaces at the start of a line")),
            Some(at) if spaces > 1 => {
                Err(self.layout(at, "more than one space between two tokens"))
            }
            _ => Ok(()),
        }
    }

    /// Whether the input has no token left (after [`Tokens::gap`]).
    pub fn at_end(&mut self) -> Result<bool, Violation> {
        Ok(self.peek()?.is_none())
    }

    /// The end of the input, after the last case: a token there is malformed, in no case,
    /// quoted as written (read whole, so that the binary is given all of it, see [`super::tee`]).
    pub fn end(&mut self) -> Result<(), Violation> {
        let what = "the end of the input";
        self.gap(Sep::End, &what)?;
        if self.at_end()? {
            return Ok(());
        }
        self.case = None;
        let mut text = Shown::default();
        let (at, _) = self.token(Sep::Start, &what, |_, byte, _| text.push(byte))?;
        let detail = format!("expected {what}, found `{text}`");
        Err(self.violation(at, Kind::Malformed, FORMAT, detail))
    }

    /// A token of bytes, each handed to `take` with its index; returns its position and
    /// length. `what` names it; at the end of the input it is malformed. Inlined, so that
    /// `take` is too (the numbers of a large input go through here).
    #[inline(always)]
    pub fn token(
        &mut self,
        sep: Sep,
        what: &dyn fmt::Display,
        mut take: impl FnMut(usize, u8, Pos),
    ) -> Result<(Pos, usize), Violation> {
        self.gap(sep, what)?;
        let at = self.pos;
        if self.at_end()? {
            let detail = format!("expected {what}, found the end of the input");
            return Err(self.violation(at, Kind::Malformed, FORMAT, detail));
        }
        let mut len = 0;
        while self.start < self.end || self.peek()?.is_some() {
            let byte = self.buf[self.start];
            if is_space(byte) {
                break;
            }
            take(len, byte, self.pos);
            self.start += 1;
            self.pos.col += 1;
            len += 1;
        }
        self.after_cr = false;
        Ok((at, len))
    }

    /// An integer as the binaries read it (an optional `-` or `+`, then digits, of any
    /// length), and where it stands; anything else is malformed.
    pub fn int(&mut self, sep: Sep, what: &dyn fmt::Display) -> Result<(Int, Pos), Violation> {
        let mut int = Int::default();
        let (at, _) = self.token(sep, what, |i, byte, _| int.push(i, byte))?;
        match int.is_number() {
            true => Ok((int, at)),
            false => {
                let detail = format!("expected {what}, an integer, found `{}`", int.text);
                Err(self.violation(at, Kind::Malformed, FORMAT, detail))
            }
        }
    }

    /// The value of `int`, read at `at`, when it lies within `low..=high`; outside, the
    /// statement's `rule` is broken, told as `{subject} = {int as written} exceeds {high}`
    /// (or `is below {low}`).
    pub fn bounded(
        &self,
        (int, at): (Int, Pos),
        subject: &dyn fmt::Display,
        (low, high): (End, End),
        rule: &str,
    ) -> Result<i64, Violation> {
        let (side, bound) = match int.within(low.value, high.value) {
            Ok(value) => return Ok(value),
            Err(Side::Above) => ("exceeds", high),
            Err(Side::Below) => ("is below", low),
        };
        let detail = format!("{subject} = {} {side} {bound}", int.text);
        Err(self.broken(at, rule, detail))
    }

    /// A count `name` within `low..=high`, the statement's `rule` (such as `1 <= N, M <=
    /// 300`), and where it stands.
    pub fn count(
        &mut self,
        sep: Sep,
        name: Name,
        (low, high): (i64, i64),
        rule: &str,
    ) -> Result<(usize, Pos), Violation> {
        let what = format_args!("the number of {} {}", name.counts, name.symbol);
        let read = self.int(sep, &what)?;
        let bounds = (End::number(low), End::number(high));
        let value = self.bounded(read, &name.symbol, bounds, rule)?;
        Ok((value as usize, read.1))
    }

    /// A row of exactly `len` bytes of `alphabet`, each handed to `take` with its column
    /// (0-based) and position. As the binaries read a row: one of another length is
    /// malformed at its start, else its first byte outside the alphabet is, there.
    pub fn row(
        &mut self,
        sep: Sep,
        what: &dyn fmt::Display,
        (len, alphabet): (End, &[u8]),
        rule: &str,
        mut take: impl FnMut(usize, u8, Pos),
    ) -> Result<(), Violation> {
        let want = len.value as usize;
        let mut outside = None;
        let (at, found) = self.token(sep, what, |i, byte, pos| match alphabet.contains(&byte) {
            true if i < want => take(i, byte, pos),
            true => {}
            false => _ = outside.get_or_insert((pos, byte)),
        })?;
        if found != want {
            let found = crate::explain::count(found, "character");
            let detail = format!("{what} has {found}, not {len}");
            return Err(self.violation(at, Kind::Malformed, rule, detail));
        }
        match outside {
            None => Ok(()),
            Some((pos, byte)) => {
                let quoted =
                    |bytes: &[u8]| String::from_utf8_lossy(bytes).escape_debug().to_string();
                let (byte, alphabet) = (quoted(&[byte]), quoted(alphabet));
                let detail = format!("expected one of `{alphabet}` in {what}, found `{byte}`");
                Err(self.violation(pos, Kind::Malformed, rule, detail))
            }
        }
    }
}

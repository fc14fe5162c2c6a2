//! The token layer of the validators: whitespace-separated tokens streamed from a reader
//! through one 64 KiB buffer, each with its 1-based line and column, as the binaries read
//! them (C's `isspace` separates tokens; `\n`, `\r\n` and a lone `\r` each end a line).
//!
//! With `strict`, the whitespace before each token must also be the canonical one the
//! grammar names ([`Sep`]): a single space between the tokens of a line, `\n` alone at a
//! line's end, no trailing or leading space, blank lines only where the format has them,
//! and one final `\n`. Memory: the buffer, whatever the input; time: O(bytes).

use super::{Kind, Violation};
pub use grid_games::scanner::Pos;
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

/// Whether `byte` separates tokens: C's `isspace` in the C locale.
fn is_space(byte: u8) -> bool {
    byte == b' ' || (b'\t'..=b'\r').contains(&byte)
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
        }
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
        }
    }

    /// A malformed input where the scanner stands: `detail` says what (the binary's line
    /// replaces it, see [`super::validate`]).
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
    pub fn gap(&mut self, sep: Sep, what: &str) -> Result<(), Violation> {
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

    /// The end of the input, after the last case: anything else is malformed.
    pub fn end(&mut self) -> Result<(), Violation> {
        self.case = None;
        self.gap(Sep::End, "the end of the input")?;
        match self.at_end()? {
            true => Ok(()),
            false => Err(self.malformed(self.pos, "the end of the input", "the format")),
        }
    }

    /// A malformed input at `pos`: `what` was expected there (the binary's message
    /// replaces this one, see [`super::validate`]).
    fn malformed(&mut self, pos: Pos, what: &str, rule: &str) -> Violation {
        let found = match self.peek() {
            Ok(Some(byte)) => format!("`{}`", (byte as char).escape_debug()),
            _ => "the end of the input".to_string(),
        };
        let detail = format!("expected {what}, found {found}");
        self.violation(pos, Kind::Malformed, rule, detail)
    }

    /// A token of bytes, each handed to `take` with its index; returns its position and
    /// length. `what` names it; at the end of the input it is malformed. Inlined, so that
    /// `take` is too (the numbers of a large input go through here).
    #[inline(always)]
    pub fn token(
        &mut self,
        sep: Sep,
        what: &str,
        mut take: impl FnMut(usize, u8, Pos) -> Result<(), Violation>,
    ) -> Result<(Pos, usize), Violation> {
        self.gap(sep, what)?;
        let at = self.pos;
        if self.at_end()? {
            return Err(self.malformed(at, what, "the format"));
        }
        let mut len = 0;
        while self.start < self.end || self.peek()?.is_some() {
            let byte = self.buf[self.start];
            if is_space(byte) {
                break;
            }
            take(len, byte, self.pos)?;
            self.start += 1;
            self.pos.col += 1;
            len += 1;
        }
        self.after_cr = false;
        Ok((at, len))
    }

    /// An integer (an optional `-`, then digits), saturated to the range of `i64`, and
    /// where it stands.
    pub fn int(&mut self, sep: Sep, what: &str) -> Result<(i64, Pos), Violation> {
        let (mut magnitude, mut negative, mut digits) = (0i64, false, 0);
        let mut bad = false;
        let (at, _) = self.token(sep, what, |i, byte, _| {
            match byte {
                b'-' if i == 0 => negative = true,
                b'0'..=b'9' => {
                    let digit = i64::from(byte - b'0');
                    magnitude = magnitude.saturating_mul(10).saturating_add(digit);
                    digits += 1;
                }
                _ => bad = true,
            }
            Ok(())
        })?;
        if bad || digits == 0 {
            let detail = format!("expected {what}, an integer");
            return Err(self.violation(at, Kind::Malformed, "the format", detail));
        }
        Ok((if negative { -magnitude } else { magnitude }, at))
    }

    /// A count within `bounds`, the statement's `rule` (such as `1 <= N <= 300`); a
    /// number outside is a broken guarantee.
    pub fn count(
        &mut self,
        sep: Sep,
        what: &str,
        bounds: std::ops::RangeInclusive<i64>,
        rule: &str,
    ) -> Result<usize, Violation> {
        Ok(self.count_at(sep, what, bounds, rule)?.0)
    }

    /// [`Tokens::count`], and where it stands.
    pub fn count_at(
        &mut self,
        sep: Sep,
        what: &str,
        bounds: std::ops::RangeInclusive<i64>,
        rule: &str,
    ) -> Result<(usize, Pos), Violation> {
        let (value, at) = self.int(sep, what)?;
        match bounds.contains(&value) {
            true => Ok((value as usize, at)),
            false => Err(self.broken(at, rule, format!("{what} is {value}"))),
        }
    }

    /// A row of exactly `len` bytes of `alphabet`, the statement's `rule`, each handed
    /// to `take` with its column (0-based) and position; a row of another length or a
    /// byte outside is malformed (the binaries refuse both).
    pub fn row(
        &mut self,
        sep: Sep,
        what: &str,
        (len, alphabet): (usize, &[u8]),
        rule: &str,
        mut take: impl FnMut(usize, u8, Pos),
    ) -> Result<(), Violation> {
        let case = self.case;
        let outside = |at: Pos, byte: u8| Violation {
            case,
            pos: at,
            kind: Kind::Malformed,
            rule: rule.to_string(),
            detail: format!("`{}` in {what}", (byte as char).escape_debug()),
        };
        let (at, found) = self.token(sep, what, |i, byte, at| {
            if !alphabet.contains(&byte) {
                return Err(outside(at, byte));
            }
            if i < len {
                take(i, byte, at);
            }
            Ok(())
        })?;
        match found == len {
            true => Ok(()),
            false => {
                let detail = format!("{what} has {found} characters, not {len}");
                Err(self.violation(at, Kind::Malformed, rule, detail))
            }
        }
    }
}

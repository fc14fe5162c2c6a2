//! The cases of a judge input, read one at a time, fallibly, in the memory of one case.
//!
//! [`cases`] reads a judge input as its problem counts its cases ([`CaseCount`]) and
//! hands each case to the problem's own reader of one case (`Problem::read_case`), which
//! reads its tokens with a [`Reader`]. This is the lab's reading of the statement: its
//! own code, independent of the library's scanner (the tests compare the two, and
//! `cargo lab explain` checks every case it reads against the binary's answers).
//!
//! Rules:
//! - Tokens are separated by the six bytes of C's `isspace` (space, `\t`, `\n`, `\v`,
//!   `\f`, `\r`), as the binaries read them; any other byte, valid UTF-8 or not, is part
//!   of a token.
//! - A number is an optional sign and decimal digits, of any length (`000…03` is 3); its
//!   type's range decides whether it fits ([`Reader::number`]).
//! - A row of cells is one token of exactly its length, over its alphabet ([`Reader::row`]).
//! - Nothing panics, whatever the bytes: a malformed case (or an input that cannot be read)
//!   is an `Err` saying why and where, and the last item of the iteration.
//!
//! Memory: the `BufRead`'s buffer and the case being read. Nothing is allocated from a
//! header before its data arrives (a count of 10^18 cases, a board of 10^9 x 10^9 cells,
//! 10^18 mines announced: the case grows as its tokens come, and the input's end stops
//! it); a number streams through in O(1) memory whatever its length, and a row token is
//! kept only up to one byte past its length. Time: O(bytes read).

use std::fmt::Display;
use std::io::{BufRead, ErrorKind};

/// How a judge input counts its cases (the file `samples/<problem>/format` says it in a
/// word, for the root package's tests).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CaseCount {
    /// `T`, then `T` cases (`counted`).
    Counted,
    /// Cases until the input ends (`until-end`).
    UntilEnd,
    /// One case (`single`).
    Single,
}

/// The cases of `input`, counted as `count` says and each read by `read`, one at a time,
/// each read only when asked for; a malformed case is an `Err` saying why (`case 3: line
/// 7:1: expected ...`), and the last item. Reads no further than the last case needs (the
/// text after it, if any, is left unread). A problem's cases: `problem::cases`.
pub fn cases<'a, T: 'a>(
    input: &'a mut dyn BufRead,
    count: CaseCount,
    read: fn(&mut Reader) -> Result<T, String>,
) -> Box<dyn Iterator<Item = Result<T, String>> + 'a> {
    Box::new(Cases {
        reader: Reader::new(input),
        count,
        read,
        left: Left::Unread,
        index: 0,
        done: false,
    })
}

/// How many cases an input has left to give, as far as it is known.
enum Left {
    /// Nothing read yet.
    Unread,
    /// The count (1 for an input of a single case), less the cases given.
    Counted(u64),
    /// Cases until the input ends.
    UntilEnd,
}

/// The iterator of [`cases`]. Invariant: `index` cases have been given; once `done`
/// (an `Err` given, or no case left) it gives nothing more.
struct Cases<'a, T> {
    reader: Reader<'a>,
    count: CaseCount,
    read: fn(&mut Reader) -> Result<T, String>,
    left: Left,
    index: usize,
    done: bool,
}

impl<T> Cases<'_, T> {
    /// Whether another case follows (the count read first, for a counted input), and
    /// counts it given.
    fn another(&mut self) -> Result<bool, String> {
        if let Left::Unread = self.left {
            self.left = match self.count {
                CaseCount::Counted => Left::Counted(self.reader.number(&"the number of cases T")?),
                CaseCount::UntilEnd => Left::UntilEnd,
                CaseCount::Single => Left::Counted(1),
            };
        }
        match &mut self.left {
            Left::Unread | Left::Counted(0) => Ok(false),
            Left::Counted(left) => {
                *left -= 1;
                Ok(true)
            }
            Left::UntilEnd => Ok(!self.reader.at_end()?),
        }
    }

    /// The next case, `None` past the last; an `Err` saying why it is malformed (naming
    /// the case) or why no case can follow.
    fn read(&mut self) -> Result<Option<T>, String> {
        if !self.another()? {
            return Ok(None);
        }
        self.index += 1;
        let case = (self.read)(&mut self.reader);
        case.map(Some)
            .map_err(|why| format!("case {}: {why}", self.index))
    }
}

impl<T> Iterator for Cases<'_, T> {
    type Item = Result<T, String>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let read = self.read().transpose();
        self.done = !matches!(read, Some(Ok(_)));
        read
    }
}

/// Bytes of a token an error message quotes.
const SHOWN: usize = 24;

/// Whether `byte` separates tokens: one of the six bytes of C's `isspace`.
pub const fn is_space(byte: u8) -> bool {
    byte == b' ' || (byte >= b'\t' && byte <= b'\r')
}

/// The whitespace-separated tokens of an input, read as they are asked for.
///
/// Invariant: `line` and `col` (1-based, `col` in bytes, lines ended by `\n`) are those of
/// the next unread byte of `input`, `token` those of the last token's first byte. Memory:
/// none of its own beyond what a token's reader keeps.
pub struct Reader<'a> {
    input: &'a mut dyn BufRead,
    line: u64,
    col: u64,
    token: (u64, u64),
}

impl<'a> Reader<'a> {
    pub fn new(input: &'a mut dyn BufRead) -> Self {
        Reader {
            input,
            line: 1,
            col: 1,
            token: (1, 1),
        }
    }

    /// The next token as a size: an integer from 1 to `usize::MAX`.
    pub fn size(&mut self, what: &dyn Display) -> Result<usize, String> {
        let size: usize = self.number(what)?;
        match size {
            0 => Err(self.refuse(format_args!("{what} is 0, not from 1 up"))),
            _ => Ok(size),
        }
    }

    /// `why` the last token read breaks the format, where it stands: `line L:C: WHY`.
    pub fn refuse(&self, why: impl Display) -> String {
        format!("line {}:{}: {why}", self.token.0, self.token.1)
    }

    /// The next token as a number of type `T`: an optional `+` or `-`, then decimal
    /// digits; an `Err` naming `what` when the token is none, does not fit in `T`, or the
    /// input ends first. O(token) time, O(1) memory.
    pub fn number<T: TryFrom<i128>>(&mut self, what: &dyn Display) -> Result<T, String> {
        let at = self.token_start(what)?;
        let mut number = Number::new();
        self.token(|piece| {
            number.feed(piece);
            true
        })?;
        let value = number.value().and_then(|v| T::try_from(v).ok());
        value.ok_or_else(|| unexpected(at, what, number.shown(), number.len))
    }

    /// The next token as a row of exactly `len` cells, each a byte of `alphabet`; an
    /// `Err` naming `what` otherwise. Keeps at most `len + 1` bytes of the token, whatever
    /// its length; O(token) time.
    pub fn row(
        &mut self,
        len: usize,
        alphabet: &str,
        what: &dyn Display,
    ) -> Result<Vec<u8>, String> {
        let at = self.token_start(what)?;
        let mut cells = Vec::new();
        self.token(|piece| {
            let room = len
                .saturating_add(1)
                .saturating_sub(cells.len())
                .min(piece.len());
            cells.extend_from_slice(&piece[..room]);
            cells.len() <= len
        })?;
        let other = cells.iter().find(|b| !alphabet.as_bytes().contains(b));
        let why = match other {
            _ if cells.len() > len => format!("more than {len} cells"),
            Some(&b) => format!("`{}` is not one of `{alphabet}`", b.escape_ascii()),
            None if cells.len() < len => format!("{} cells, not {len}", cells.len()),
            None => return Ok(cells),
        };
        Err(format!("line {}:{}: {what}: {why}", at.0, at.1))
    }

    /// Whether only whitespace is left. O(whitespace passed).
    pub fn at_end(&mut self) -> Result<bool, String> {
        Ok(!self.skip_whitespace()?)
    }

    /// Passes the whitespace before the next token: where it starts, or an `Err` naming
    /// `what` when the input ends first.
    fn token_start(&mut self, what: &dyn Display) -> Result<(u64, u64), String> {
        match self.skip_whitespace()? {
            true => {
                self.token = (self.line, self.col);
                Ok(self.token)
            }
            false => Err(format!(
                "line {}:{}: expected {what}, found the end of the input",
                self.line, self.col
            )),
        }
    }

    /// Passes whitespace: whether a token follows (`false` at the end of the input).
    fn skip_whitespace(&mut self) -> Result<bool, String> {
        loop {
            let buffer = self.buffer()?;
            if buffer.is_empty() {
                return Ok(false);
            }
            let spaces = buffer.iter().take_while(|&&b| is_space(b)).count();
            let lines = buffer[..spaces].iter().rposition(|&b| b == b'\n');
            let newlines = buffer[..spaces].iter().filter(|&&b| b == b'\n').count();
            let found = spaces < buffer.len();
            self.input.consume(spaces);
            match lines {
                Some(last) => {
                    self.line += newlines as u64;
                    self.col = (spaces - last) as u64;
                }
                None => self.col += spaces as u64,
            }
            if found {
                return Ok(true);
            }
        }
    }

    /// Hands the bytes of the token that starts here to `visit`, a piece at a time, until
    /// it ends (at whitespace or the end of the input) or `visit` returns `false`.
    fn token(&mut self, mut visit: impl FnMut(&[u8]) -> bool) -> Result<(), String> {
        loop {
            let buffer = self.buffer()?;
            let end = buffer.iter().position(|&b| is_space(b));
            let piece = &buffer[..end.unwrap_or(buffer.len())];
            let (len, more) = (piece.len(), visit(piece));
            self.input.consume(len);
            self.col += len as u64;
            if end.is_some() || len == 0 || !more {
                return Ok(());
            }
        }
    }

    /// The buffered bytes, read again when a signal interrupted the read; empty at the end
    /// of the input, an `Err` where the input cannot be read.
    fn buffer(&mut self) -> Result<&[u8], String> {
        let (line, col) = (self.line, self.col);
        let failed = |e: std::io::Error| format!("line {line}:{col}: cannot read the input: {e}");
        loop {
            match self.input.fill_buf() {
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Err(e) => return Err(failed(e)),
                // Asked again, a reader at its end may read again (a terminal waits).
                Ok([]) => return Ok(&[]),
                Ok(_) => break,
            }
        }
        // Bytes are buffered: handed out again without a read.
        self.input.fill_buf().map_err(failed)
    }
}

/// `line L:C: expected WHAT, found `TOKEN``, the token's first bytes quoted.
fn unexpected(at: (u64, u64), what: &dyn Display, shown: &[u8], len: u64) -> String {
    let text = String::from_utf8_lossy(shown);
    let more = if len > shown.len() as u64 { "..." } else { "" };
    let (line, col) = at;
    format!(
        "line {line}:{col}: expected {what}, found `{}`{more}",
        text.escape_debug()
    )
}

/// A number token read a piece at a time: its sign, its magnitude while it fits in a
/// `u64` (`None` past it), whether it has digits and only digits after the sign, its
/// length and its first [`SHOWN`] bytes for messages. O(1) memory, no allocation.
struct Number {
    negative: bool,
    magnitude: Option<u64>,
    digits: bool,
    malformed: bool,
    len: u64,
    shown: [u8; SHOWN],
}

impl Number {
    fn new() -> Self {
        Number {
            negative: false,
            magnitude: Some(0),
            digits: false,
            malformed: false,
            len: 0,
            shown: [0; SHOWN],
        }
    }

    /// Takes the next bytes of the token. O(bytes).
    fn feed(&mut self, piece: &[u8]) {
        for &b in piece {
            if let Some(kept) = self.shown.get_mut(self.len as usize) {
                *kept = b;
            }
            self.len += 1;
            let digit = b.wrapping_sub(b'0');
            if self.len == 1 && (b == b'-' || b == b'+') {
                self.negative = b == b'-';
            } else if digit > 9 {
                self.malformed = true;
            } else {
                self.digits = true;
                let magnitude = self.magnitude.and_then(|m| m.checked_mul(10));
                self.magnitude = magnitude.and_then(|m| m.checked_add(digit.into()));
            }
        }
    }

    /// The first bytes of the token, for messages.
    fn shown(&self) -> &[u8] {
        &self.shown[..self.len.min(SHOWN as u64) as usize]
    }

    /// The number, unless the token is none or too large for any type read.
    fn value(&self) -> Option<i128> {
        let magnitude = i128::from(self.magnitude.filter(|_| self.digits && !self.malformed)?);
        Some(if self.negative { -magnitude } else { magnitude })
    }
}

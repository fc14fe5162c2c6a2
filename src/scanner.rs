//! A streaming scanner of whitespace-separated tokens that knows where each token stands.
//!
//! Input is read as C's `scanf` reads it. Tokens are maximal runs of bytes that are not
//! whitespace, and whitespace is the six bytes C's `isspace` accepts (space, `\t`, `\n`,
//! `\v`, `\f`, `\r`), so line ends of any system, tabs, runs of spaces and blank lines all
//! separate tokens alike. Lines are counted as text editors count them: `\n`, `\r\n` and a
//! lone `\r` (old Mac files) each end one line. Numbers have their value whatever their
//! length and leading zeros (`000…0003` is 3); a type's range decides whether it fits.
//!
//! Memory: the scanner owns one buffer of 64 KiB and never holds more of the input than
//! that, whatever the token: a token is consumed a piece at a time as it stands in the
//! buffer, a number parsed as it streams through (its first 24 bytes copied aside, for
//! messages), a row of cells handed to its reader. So inputs of hundreds of megabytes, and
//! tokens of any length, stream through in constant memory. Every failure is an
//! [`InputError`] value with the 1-based line and column where the offending token (or the
//! end of input, or the failed read) stands; nothing panics.
//!
//! This module is the core every binary carries: integers of any length (one streaming
//! parser), rows of cells, the end of the input. Speed for large inputs comes in layers
//! that only the binaries needing them carry: runs of many numbers (boards of numbers,
//! lists of coordinates) have `bulk`, with the word tricks of `swar`, which adds
//! [`Scanner::ints_into`]; grids of wide rows have `wide_rows`, which adds
//! [`Scanner::wide_row`].
//!
//! ```
//! use grid_games::scanner::{Alphabet, Scanner};
//!
//! let mut sc = Scanner::new("2 3\r\n.x.\n\n\too.\n".as_bytes());
//! assert_eq!(sc.int::<usize>("the row count")?, 2);
//! assert_eq!(sc.int::<usize>("the column count")?, 3);
//! const CELLS: Alphabet = Alphabet::new(".xo");
//! let mut cells = Vec::new();
//! for _ in 0..2 {
//!     sc.row(3, &CELLS, "a row", |piece| {
//!         cells.extend_from_slice(piece);
//!         Ok(())
//!     })?;
//! }
//! assert_eq!(cells, b".x.oo.");
//! assert!(sc.at_end()?);
//! # Ok::<(), grid_games::scanner::InputError>(())
//! ```

mod bulk;
mod swar;
mod wide_rows;

use std::fmt;
use std::io::{self, Read};
use std::ops::RangeInclusive;

/// A 1-based line and column (in bytes) of the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pos {
    pub line: u64,
    pub col: u64,
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.col)
    }
}

/// Malformed input: where it stands and what was wrong, as one line of text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    pub pos: Pos,
    pub message: String,
}

impl InputError {
    /// `expected WHAT, found FOUND` at `pos`, where FOUND is a token of `len` bytes that
    /// starts with `shown`: quoted, escaped, cut after its first 24 bytes.
    pub fn unexpected(pos: Pos, what: impl fmt::Display, shown: &[u8], len: u64) -> Self {
        let text = String::from_utf8_lossy(&shown[..shown.len().min(SHOWN)]);
        let more = if len > SHOWN as u64 { "..." } else { "" };
        let message = format!("expected {}, found `{}`{}", what, text.escape_debug(), more);
        InputError { pos, message }
    }

    /// Any other rule of the format, broken at `pos`.
    pub fn new(pos: Pos, message: String) -> Self {
        InputError { pos, message }
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.pos, self.message)
    }
}

impl std::error::Error for InputError {}

/// Bytes of a token an error message shows.
const SHOWN: usize = 24;

/// Whether `byte` separates tokens: one of the six bytes C's `isspace` accepts in the C
/// locale (space, `\t`, `\n`, `\v`, `\f`, `\r`; `u8::is_ascii_whitespace` leaves out
/// `\v`).
#[inline]
pub const fn is_space(byte: u8) -> bool {
    byte == b' ' || (byte >= b'\t' && byte <= b'\r')
}

/// The set of bytes allowed in a row of cells, as a lookup table built at compile time.
pub struct Alphabet {
    allowed: [bool; 256],
    text: &'static str,
}

impl Alphabet {
    /// The alphabet of the (ASCII) bytes of `text`, which must not be whitespace (a row is
    /// one token).
    pub const fn new(text: &'static str) -> Self {
        let bytes = text.as_bytes();
        let mut allowed = [false; 256];
        let mut i = 0;
        while i < bytes.len() {
            assert!(!is_space(bytes[i]), "a cell cannot be whitespace");
            allowed[bytes[i] as usize] = true;
            i += 1;
        }
        Alphabet { allowed, text }
    }

    /// The index of the first byte of `bytes` outside the alphabet.
    fn first_outside(&self, bytes: &[u8]) -> Option<usize> {
        bytes.iter().position(|&b| !self.allowed[b as usize])
    }
}

/// What a number token says, whatever its length: an optional sign, then decimal digits
/// (leading zeros change nothing).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Number {
    pub negative: bool,
    /// The magnitude; `None` when it is above `u64::MAX`.
    pub magnitude: Option<u64>,
    /// Whether the last digit is odd (so the number is).
    pub odd: bool,
}

/// A number token read a piece at a time, in O(1) memory whatever its length: its first
/// [`SHOWN`] bytes are kept for messages.
struct NumberParser {
    number: Number,
    len: u64,
    shown: [u8; SHOWN],
    digits: bool,
    malformed: bool,
}

impl NumberParser {
    fn new() -> Self {
        NumberParser {
            number: Number {
                negative: false,
                magnitude: Some(0),
                odd: false,
            },
            len: 0,
            shown: [0; SHOWN],
            digits: false,
            malformed: false,
        }
    }

    /// Takes the next bytes of the token: a sign first, digits after.
    fn feed(&mut self, piece: &[u8]) {
        for &b in piece {
            if self.len < SHOWN as u64 {
                self.shown[self.len as usize] = b;
            }
            self.len += 1;
            let digit = b.wrapping_sub(b'0');
            if self.len == 1 && (b == b'-' || b == b'+') {
                self.number.negative = b == b'-';
            } else if digit > 9 {
                self.malformed = true;
            } else {
                self.digits = true;
                self.number.odd = digit % 2 == 1;
                self.number.magnitude = self
                    .number
                    .magnitude
                    .and_then(|m| m.checked_mul(10)?.checked_add(u64::from(digit)));
            }
        }
    }

    /// The first bytes of the token, for messages.
    fn shown(&self) -> &[u8] {
        &self.shown[..(self.len.min(SHOWN as u64)) as usize]
    }

    /// The number, unless the token was none.
    fn finish(&self) -> Option<Number> {
        (self.digits && !self.malformed).then(|| self.number)
    }
}

/// A type the scanner can read numbers into, with its range for error messages.
pub trait Integer: Copy {
    /// The value `number` stands for, if the type has it.
    fn from_number(number: Number) -> Option<Self>;
    /// The value `natural`, if the type has it (the fast path of runs of naturals).
    fn from_natural(natural: u64) -> Option<Self>;
    /// The values of the type, as text: `an integer from MIN to MAX`.
    fn range() -> String;
}

macro_rules! impl_integer {
    ($($t:ty),*) => {$(
        impl Integer for $t {
            fn from_number(number: Number) -> Option<Self> {
                let magnitude = i128::from(number.magnitude?);
                <$t>::try_from(if number.negative { -magnitude } else { magnitude }).ok()
            }
            #[inline]
            fn from_natural(natural: u64) -> Option<Self> {
                <$t>::try_from(natural).ok()
            }
            fn range() -> String {
                format!("an integer from {} to {}", <$t>::MIN, <$t>::MAX)
            }
        }
    )*};
}

impl_integer!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

/// The index of the first whitespace byte of `bytes`.
fn first_space(bytes: &[u8]) -> Option<usize> {
    bytes.iter().position(|&b| is_space(b))
}

const BUFFER: usize = 1 << 16;

/// Reads whitespace-separated tokens from `R`, tracking lines and columns.
///
/// Invariant: `buf[start..end]` is the unread input and `base` the input offset of
/// `buf[0]`; the byte before `buf[start]`, if the input has one, is at `buf[start - 1]`
/// (a refill keeps it: a `\n` after a `\r` ends no line of its own). `line` is the line
/// of `buf[start]`, which begins at input offset `line_start`; they move on only as
/// whitespace is passed, and tokens hold no line end. `last_token` is where the last token
/// read starts. The buffer never grows: it is refilled only once every byte of it is read.
pub struct Scanner<R> {
    reader: R,
    buf: Vec<u8>,
    start: usize,
    end: usize,
    base: u64,
    line: u64,
    line_start: u64,
    reader_done: bool,
    last_token: Pos,
}

impl<R: Read> Scanner<R> {
    /// A scanner over `reader` (any `Read`; a `BufRead` works as well).
    pub fn new(reader: R) -> Self {
        Scanner {
            reader,
            buf: vec![0; BUFFER],
            start: 0,
            end: 0,
            base: 0,
            line: 1,
            line_start: 0,
            reader_done: false,
            last_token: Pos { line: 1, col: 1 },
        }
    }

    /// Reads an integer of type `T`; `what` names it in error messages
    /// ("the number of rows N").
    pub fn int<T: Integer>(&mut self, what: impl fmt::Display) -> Result<T, InputError> {
        self.int_where(what, |_| true, T::range)
    }

    /// Reads an integer of type `T` within `range` (`1..=n` for sizes from 1, a coordinate
    /// on the board...); a value outside it is an error at its token.
    pub fn int_in<T>(
        &mut self,
        what: impl fmt::Display,
        range: RangeInclusive<T>,
    ) -> Result<T, InputError>
    where
        T: Integer + PartialOrd + fmt::Display,
    {
        let (lo, hi) = (range.start(), range.end());
        let describe = || format!("an integer from {} to {}", lo, hi);
        self.int_where(what, |v| range.contains(v), describe)
    }

    /// Reads an integer of type `T` that `fits`; `describe` names the values that do.
    fn int_where<T: Integer>(
        &mut self,
        what: impl fmt::Display,
        fits: impl Fn(&T) -> bool,
        describe: impl FnOnce() -> String,
    ) -> Result<T, InputError> {
        let mut parser = NumberParser::new();
        let pos = self.token(&what, |piece| {
            parser.feed(piece);
            true
        })?;
        let value = parser.finish().and_then(T::from_number).filter(fits);
        value.ok_or_else(|| {
            let what = format!("{}, {}", what, describe());
            InputError::unexpected(pos, what, parser.shown(), parser.len)
        })
    }

    /// Reads a row of exactly `len` cells, each a byte of `alphabet`, and hands them to
    /// `take` in order, in pieces as they stand in the buffer (the whole row at once when
    /// it is buffered whole), so a row of any length streams through the fixed buffer.
    /// `what` names the row in error messages ("row 3 of the board"). A row of another
    /// length is an error at its first byte, else a byte outside the alphabet at that
    /// byte; `take` has then been handed (some of) the cells before it. An error `take`
    /// returns (a board that does not fit in memory) ends the row and is returned.
    pub fn row(
        &mut self,
        len: usize,
        alphabet: &Alphabet,
        what: impl fmt::Display,
        mut take: impl FnMut(&[u8]) -> Result<(), InputError>,
    ) -> Result<(), InputError> {
        // `seen`: the row's bytes so far; `clean`: those before the first outside the
        // alphabet, if any (`bad`).
        let (mut seen, mut clean, mut bad, mut refused) = (0u64, 0u64, None, None);
        let pos = self.token(&what, |piece| {
            seen += piece.len() as u64;
            if bad.is_some() {
                return true;
            }
            let outside = alphabet.first_outside(piece);
            let good = &piece[..outside.unwrap_or(piece.len())];
            bad = outside.map(|i| piece[i]);
            let wanted = &good[..good.len().min((len as u64).saturating_sub(clean) as usize)];
            clean += good.len() as u64;
            if wanted.is_empty() {
                return true;
            }
            match take(wanted) {
                Ok(()) => true,
                Err(error) => {
                    refused = Some(error);
                    false
                }
            }
        })?;
        if let Some(error) = refused {
            return Err(error);
        }
        if seen != len as u64 {
            let s = if seen == 1 { "" } else { "s" };
            let found = format!("{} character{}", seen, s);
            let message = format!("expected {} of {} cells, found {}", what, len, found);
            return Err(InputError::new(pos, message));
        }
        match bad {
            Some(byte) => {
                let pos = Pos {
                    line: pos.line,
                    col: pos.col + clean,
                };
                let what = format!("one of `{}` in {}", alphabet.text, what);
                Err(InputError::unexpected(pos, what, &[byte], 1))
            }
            None => Ok(()),
        }
    }

    /// Skips whitespace and tells whether the input has ended (for formats read until
    /// the end of input).
    pub fn at_end(&mut self) -> Result<bool, InputError> {
        Ok(!self.skip_whitespace()?)
    }

    /// After whitespace: where the next token stands and its first byte, without reading
    /// it; `None` at the end of the input.
    pub fn peek(&mut self) -> Result<Option<(Pos, u8)>, InputError> {
        Ok(if self.skip_whitespace()? {
            Some((self.pos(), self.buf[self.start]))
        } else {
            None
        })
    }

    /// Where the last token read starts (for errors a solver finds in a value it read).
    pub fn token_pos(&self) -> Pos {
        self.last_token
    }

    /// The position of the next unread byte (after a token: just past it).
    pub fn pos(&self) -> Pos {
        Pos {
            line: self.line,
            col: self.base + self.start as u64 - self.line_start + 1,
        }
    }

    /// Consumes the whitespace `buf[start..to]`, counting its line ends: every `\r`, and
    /// every `\n` not just after a `\r`. O(to - start), byte by byte: whitespace between
    /// tokens is short (the bulk layer counts long runs its own way).
    fn pass_to(&mut self, to: usize) {
        for i in self.start..to {
            let byte = self.buf[i];
            if byte == b'\n' || byte == b'\r' {
                let after_return = i > 0 && self.buf[i - 1] == b'\r';
                self.line += u64::from(byte == b'\r' || !after_return);
                self.line_start = self.base + i as u64 + 1;
            }
        }
        self.start = to;
    }

    /// Reads the next token, handing its bytes to `visit` in order, in pieces as they are
    /// buffered, until `visit` says `false` or the token ends; where the token starts.
    /// Each piece is consumed once visited, so a token of any length streams through the
    /// buffer.
    fn token(
        &mut self,
        what: &dyn fmt::Display,
        mut visit: impl FnMut(&[u8]) -> bool,
    ) -> Result<Pos, InputError> {
        if !self.skip_whitespace()? {
            let message = format!("expected {}, found the end of the input", what);
            return Err(InputError::new(self.pos(), message));
        }
        let pos = self.pos();
        self.last_token = pos;
        loop {
            let unread = &self.buf[self.start..self.end];
            let found = first_space(unread);
            let piece = &unread[..found.unwrap_or(unread.len())];
            let (more, taken) = (visit(piece), piece.len());
            self.start += taken;
            if found.is_some() || !more || !self.refill()? {
                return Ok(pos);
            }
        }
    }

    /// Skips whitespace; `false` when the input ends first.
    fn skip_whitespace(&mut self) -> Result<bool, InputError> {
        loop {
            let unread = &self.buf[self.start..self.end];
            if let Some(n) = unread.iter().position(|&b| !is_space(b)) {
                self.pass_to(self.start + n);
                return Ok(true);
            }
            self.pass_to(self.end);
            if !self.refill()? {
                return Ok(false);
            }
        }
    }

    /// Once every buffered byte is read: keeps the last one at the front of the buffer
    /// (see the invariant) and reads more after it, again when a signal interrupted the
    /// read; `false` at the end of input, an error where the reader failed.
    fn refill(&mut self) -> Result<bool, InputError> {
        debug_assert_eq!(self.start, self.end);
        if self.end > 1 {
            self.buf[0] = self.buf[self.end - 1];
            self.base += self.end as u64 - 1;
            self.end = 1;
        }
        self.start = self.end;
        while !self.reader_done {
            match self.reader.read(&mut self.buf[self.end..]) {
                Ok(0) => self.reader_done = true,
                Ok(n) => {
                    self.end += n;
                    return Ok(true);
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => {
                    let message = format!("cannot read the input: {}", e);
                    return Err(InputError::new(self.pos(), message));
                }
            }
        }
        Ok(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CELLS: Alphabet = Alphabet::new(".xo");

    /// A reader that hands out one byte per call, to split every token across refills.
    struct Trickle<'a>(&'a [u8]);

    impl Read for Trickle<'_> {
        fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
            match self.0.split_first() {
                Some((&b, rest)) if !out.is_empty() => {
                    out[0] = b;
                    self.0 = rest;
                    Ok(1)
                }
                _ => Ok(0),
            }
        }
    }

    pub(crate) fn pos(line: u64, col: u64) -> Pos {
        Pos { line, col }
    }

    /// Reads a row with `Scanner::row`, gathering its pieces.
    fn row_of<R: Read>(sc: &mut Scanner<R>, len: usize, what: &str) -> Result<Vec<u8>, InputError> {
        let mut cells = Vec::new();
        sc.row(len, &CELLS, what, |piece| {
            cells.extend_from_slice(piece);
            Ok(())
        })?;
        Ok(cells)
    }

    #[test]
    fn reads_integers_of_every_sign_and_range() {
        let mut sc = Scanner::new(&b"0 -1 +7 18446744073709551615 -9223372036854775808"[..]);
        assert_eq!(sc.int::<u8>("a").unwrap(), 0);
        assert_eq!(sc.int::<i32>("b").unwrap(), -1);
        assert_eq!(sc.int::<u32>("c").unwrap(), 7);
        assert_eq!(sc.int::<u64>("d").unwrap(), u64::MAX);
        assert_eq!(sc.int::<i64>("e").unwrap(), i64::MIN);
        assert!(sc.at_end().unwrap());
    }

    #[test]
    fn rejects_overflow_with_the_range_and_position() {
        let mut sc = Scanner::new(&b"1\n  256"[..]);
        sc.int::<u8>("x").unwrap();
        let err = sc.int::<u8>("the width").unwrap_err();
        assert_eq!(err.pos, pos(2, 3));
        assert_eq!(
            err.message,
            "expected the width, an integer from 0 to 255, found `256`"
        );
        let mut sc = Scanner::new(&b"-1"[..]);
        assert_eq!(sc.int::<u32>("n").unwrap_err().pos, pos(1, 1));
        let mut sc = Scanner::new(&b"99999999999999999999999"[..]);
        assert!(sc.int::<u64>("n").is_err());
    }

    #[test]
    fn rejects_non_numbers_and_reports_the_end_of_input() {
        let mut sc = Scanner::new(&b"12 1x - +\n"[..]);
        sc.int::<u32>("a").unwrap();
        let err = sc.int::<u32>("b").unwrap_err();
        assert_eq!(
            (err.pos, err.message.ends_with("found `1x`")),
            (pos(1, 4), true)
        );
        assert_eq!(sc.int::<i32>("c").unwrap_err().pos, pos(1, 7));
        assert_eq!(sc.int::<i32>("d").unwrap_err().pos, pos(1, 9));
        let err = sc.int::<i32>("the count").unwrap_err();
        assert_eq!(err.pos, pos(2, 1));
        assert_eq!(
            err.message,
            "expected the count, found the end of the input"
        );
    }

    #[test]
    fn counts_lines_across_crlf_tabs_and_blank_lines() {
        let text = b"\r\n\r\n\t 5\r\n\r\n  x";
        let mut sc = Scanner::new(&text[..]);
        assert_eq!(sc.int::<u32>("a").unwrap(), 5);
        let err = sc.int::<u32>("b").unwrap_err();
        assert_eq!(err.pos, pos(5, 3));
    }

    /// The six bytes of C's `isspace` separate tokens, and `\n`, `\r\n` and a lone `\r`
    /// each end one line, also when a buffer refill falls between `\r` and `\n`.
    #[test]
    fn separates_as_c_does_and_counts_every_kind_of_line_end() {
        let text = b"1\x0b2\x0c3\r4\r\r\n5\n\r6\t\r\n 7 \r";
        for trickle in [false, true] {
            let sizes = vec![if trickle { 1 } else { text.len() }];
            let mut sc = Scanner::new(Chunks::new(text, sizes));
            let mut read = Vec::new();
            while !sc.at_end().unwrap() {
                read.push((sc.int::<u8>("n").unwrap(), sc.token_pos()));
            }
            let expected = [
                (1, pos(1, 1)),
                (2, pos(1, 3)),
                (3, pos(1, 5)),
                (4, pos(2, 1)),
                (5, pos(4, 1)),
                (6, pos(6, 1)),
                (7, pos(7, 2)),
            ];
            assert_eq!(read, expected);
            assert_eq!(sc.pos(), pos(8, 1));
        }
        assert!(is_space(0x0b) && !is_space(0x0e) && !is_space(0x08) && !is_space(0x85));
    }

    /// A reader that hands out `text` a byte at a time, is interrupted by a signal before
    /// each byte, and then fails.
    struct Failing<'a> {
        text: &'a [u8],
        interrupted: bool,
    }

    impl Read for Failing<'_> {
        fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
            self.interrupted = !self.interrupted;
            match self.text.split_first() {
                _ if self.interrupted => Err(io::ErrorKind::Interrupted.into()),
                Some((&b, rest)) => {
                    out[0] = b;
                    self.text = rest;
                    Ok(1)
                }
                None => Err(io::Error::new(io::ErrorKind::Other, "disk on fire")),
            }
        }
    }

    /// Interrupted reads are read again; a reader that fails is an error where the input
    /// stopped, inside a token or between tokens, and never the end of the input.
    #[test]
    fn a_reader_that_fails_is_an_error_where_the_input_stopped() {
        let failing = |text| {
            Scanner::new(Failing {
                text,
                interrupted: false,
            })
        };
        let mut sc = failing(b"12 34\n5");
        assert_eq!(sc.int::<u8>("a").unwrap(), 12);
        assert_eq!(sc.int::<u8>("b").unwrap(), 34);
        let err = sc.int::<u8>("c").unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 2:2: cannot read the input: disk on fire"
        );
        let mut sc = failing(b"7 \r\n ");
        assert_eq!(sc.int::<u8>("a").unwrap(), 7);
        let err = sc.at_end().unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 2:2: cannot read the input: disk on fire"
        );
        let mut sc = failing(b"x.");
        let err = sc.row(2, &CELLS, "a row", |_| Ok(())).unwrap_err();
        assert_eq!(err.pos, pos(1, 3));
    }

    /// A number token of any length has its value: leading zeros change nothing, and past
    /// `u64` the parity of its last digit is kept; only its first bytes are buffered.
    #[test]
    fn numbers_of_any_length_keep_their_value_and_parity() {
        #[derive(Clone, Copy, Debug, PartialEq)]
        struct Seen(Number);
        let natural = |magnitude: u64| {
            Seen(Number {
                negative: false,
                magnitude: Some(magnitude),
                odd: magnitude % 2 == 1,
            })
        };
        impl Integer for Seen {
            fn from_number(number: Number) -> Option<Self> {
                Some(Seen(number))
            }
            fn from_natural(natural: u64) -> Option<Self> {
                Some(Seen(Number {
                    negative: false,
                    magnitude: Some(natural),
                    odd: natural % 2 == 1,
                }))
            }
            fn range() -> String {
                "any number".to_string()
            }
        }
        let zeros = "0".repeat(3 * BUFFER);
        let text = format!(
            "{zeros}3 -{zeros}1 +{zeros} 123456789012345678901234567897 -18446744073709551616 \
             18446744073709551615 {zeros}x"
        );
        let mut sc = Scanner::new(Trickle(text.as_bytes()));
        assert_eq!(sc.int::<u8>("a").unwrap(), 3);
        assert_eq!(sc.int::<i8>("b").unwrap(), -1);
        assert_eq!(sc.int::<u8>("c").unwrap(), 0);
        let huge = |negative, odd| {
            Seen(Number {
                negative,
                magnitude: None,
                odd,
            })
        };
        assert_eq!(sc.int::<Seen>("d").unwrap(), huge(false, true));
        assert_eq!(sc.int::<Seen>("e").unwrap(), huge(true, false));
        assert_eq!(sc.int::<Seen>("f").unwrap(), natural(u64::MAX));
        let err = sc.int::<Seen>("g").unwrap_err();
        assert_eq!(
            err.message,
            "expected g, any number, found `000000000000000000000000`..."
        );
        assert_eq!(err.pos.col as usize, 3 * 3 * BUFFER + 82);
        assert!(sc.at_end().unwrap());
        assert_eq!(sc.buf.len(), BUFFER);
    }

    #[test]
    fn reads_rows_and_checks_length_and_alphabet() {
        let mut sc = Scanner::new(&b"x.o\n..\n.o.x\n.q.\no\n.#...\n"[..]);
        assert_eq!(row_of(&mut sc, 3, "row 1").unwrap(), b"x.o");
        assert_eq!((sc.token_pos(), sc.pos()), (pos(1, 1), pos(1, 4)));
        let short = row_of(&mut sc, 3, "row 2").unwrap_err();
        assert_eq!(short.pos, pos(2, 1));
        assert_eq!(
            short.message,
            "expected row 2 of 3 cells, found 2 characters"
        );
        let long = row_of(&mut sc, 3, "row 3").unwrap_err();
        assert_eq!(
            long.message,
            "expected row 3 of 3 cells, found 4 characters"
        );
        let bad = row_of(&mut sc, 3, "row 4").unwrap_err();
        assert_eq!(bad.pos, pos(4, 2));
        assert_eq!(bad.message, "expected one of `.xo` in row 4, found `q`");
        let one = row_of(&mut sc, 3, "row 5").unwrap_err();
        assert_eq!(one.message, "expected row 5 of 3 cells, found 1 character");
        // The length is checked before the alphabet.
        let both = row_of(&mut sc, 3, "row 6").unwrap_err();
        assert_eq!(
            both.message,
            "expected row 6 of 3 cells, found 5 characters"
        );
        assert!(sc.at_end().unwrap());
    }

    #[test]
    fn tokens_split_across_reads_are_whole() {
        let text = b"123456 -42\n.xo.xo\n  7";
        let mut sc = Scanner::new(Trickle(text));
        assert_eq!(sc.int::<u32>("a").unwrap(), 123_456);
        assert_eq!(sc.int::<i32>("b").unwrap(), -42);
        assert_eq!(row_of(&mut sc, 6, "r").unwrap(), b".xo.xo");
        assert_eq!(sc.pos(), pos(2, 7));
        let err = row_of(&mut sc, 6, "r").unwrap_err();
        assert_eq!(err.pos, pos(3, 3));
        assert!(sc.at_end().unwrap());
    }

    #[test]
    fn huge_tokens_cost_no_memory_and_keep_positions() {
        let mut text = vec![b'9'; 3 << 20];
        text.extend_from_slice(b" 5\n");
        text.extend(std::iter::repeat(b'.').take(1 << 20));
        text.extend_from_slice(b" 6");
        let mut sc = Scanner::new(&text[..]);
        let err = sc.int::<u64>("n").unwrap_err();
        assert_eq!(err.pos, pos(1, 1));
        assert!(err.message.ends_with("found `999999999999999999999999`..."));
        assert_eq!(sc.int::<u32>("m").unwrap(), 5);
        let err = row_of(&mut sc, 3, "r").unwrap_err();
        assert_eq!(
            err.message,
            format!("expected r of 3 cells, found {} characters", 1 << 20)
        );
        assert_eq!(sc.pos(), pos(2, (1 << 20) + 1));
        assert_eq!(sc.int::<u32>("k").unwrap(), 6);
        assert_eq!(sc.buf.len(), BUFFER);
    }

    /// A row longer than the buffer streams through it in pieces, in order; a bad byte far
    /// inside is reported at its column, and an error of the reader's ends the row.
    #[test]
    fn long_rows_stream_through_the_buffer_in_pieces() {
        let width = 3 * BUFFER + 5;
        let mut text: Vec<u8> = (0..width).map(|i| b".xo"[i % 3]).collect();
        text.extend_from_slice(b"\n4\n");
        text.extend((0..width).map(|i| if i == width - 2 { b'q' } else { b'o' }));
        text.extend_from_slice(b"\n");
        text.extend(std::iter::repeat(b'x').take(width));
        let mut sc = Scanner::new(&text[..]);
        let (mut pieces, mut cells) = (0, Vec::new());
        sc.row(width, &CELLS, "r", |piece| {
            pieces += 1;
            cells.extend_from_slice(piece);
            Ok(())
        })
        .unwrap();
        assert!(pieces > 3);
        assert_eq!(cells, text[..width]);
        assert_eq!(sc.int::<u8>("n").unwrap(), 4);
        let err = row_of(&mut sc, width, "r").unwrap_err();
        assert_eq!(err.pos, pos(3, width as u64 - 1));
        assert_eq!(err.message, "expected one of `.xo` in r, found `q`");
        let mut handed = 0;
        let err = sc
            .row(width, &CELLS, "r", |piece| {
                handed += piece.len();
                match handed > BUFFER {
                    true => Err(InputError::new(pos(9, 9), "full".to_string())),
                    false => Ok(()),
                }
            })
            .unwrap_err();
        assert_eq!((err.pos, handed <= 2 * BUFFER), (pos(9, 9), true));
        assert_eq!(sc.buf.len(), BUFFER);
    }

    #[test]
    fn checks_ranges_and_remembers_token_positions() {
        let mut sc = Scanner::new(&b"3 0\n -2 x"[..]);
        assert_eq!(sc.int_in::<usize>("N", 1..=300).unwrap(), 3);
        assert_eq!(sc.token_pos(), pos(1, 1));
        let err = sc.int_in::<usize>("M", 1..=300).unwrap_err();
        assert_eq!(err.pos, pos(1, 3));
        assert_eq!(
            err.message,
            "expected M, an integer from 1 to 300, found `0`"
        );
        let err = sc.int_in::<i64>("a cell", -1..=i64::MAX).unwrap_err();
        assert_eq!(err.pos, pos(2, 2));
        assert_eq!(sc.token_pos(), pos(2, 2));
        let err = sc.int_in::<i64>("a cell", -1..=5).unwrap_err();
        assert_eq!(
            err.message,
            "expected a cell, an integer from -1 to 5, found `x`"
        );
    }

    #[test]
    fn block_searches_find_the_first_byte_at_every_offset() {
        const WIDE: Alphabet = Alphabet::new("abcdefgh");
        for len in [1, 31, 32, 33, 64, 100] {
            for bad in 0..len {
                for (alphabet, fill) in [(&CELLS, b'o'), (&WIDE, b'h')] {
                    let mut row = vec![fill; len];
                    row[bad] = b'#';
                    assert_eq!(alphabet.first_outside(&row), Some(bad));
                    row[bad] = fill;
                    assert_eq!(alphabet.first_outside(&row), None);
                }
                let mut text = vec![b'7'; len];
                assert_eq!(first_space(&text), None);
                text[bad] = [b' ', b'\t', b'\n', b'\r', 0x0c, 0x0b][bad % 6];
                assert_eq!(first_space(&text), Some(bad));
                text[bad] = [0x01, 0x0e][bad % 2]; // low but not whitespace
                assert_eq!(first_space(&text), None);
            }
        }
    }

    #[test]
    fn numbers_of_every_length_and_sign_are_read_whole() {
        let text = b"999999999999999999 1000000000000000000 -999999999999999999 +5 -0 \
                     18446744073709551615 -9223372036854775808 12x 7";
        let mut sc = Scanner::new(&text[..]);
        assert_eq!(sc.int::<u64>("a").unwrap(), 999_999_999_999_999_999);
        assert_eq!(sc.int::<u64>("b").unwrap(), 1_000_000_000_000_000_000);
        assert_eq!(sc.int::<i64>("c").unwrap(), -999_999_999_999_999_999);
        assert_eq!(sc.int::<u8>("d").unwrap(), 5);
        assert_eq!(sc.int::<u8>("e").unwrap(), 0);
        assert_eq!(sc.int::<u64>("f").unwrap(), u64::MAX);
        assert_eq!(sc.int::<i64>("g").unwrap(), i64::MIN);
        assert_eq!(sc.token_pos(), pos(1, 87));
        let err = sc.int::<u32>("h").unwrap_err();
        assert_eq!(
            (err.pos, err.message.ends_with("found `12x`")),
            (pos(1, 108), true)
        );
        assert_eq!(sc.int_in::<u32>("i", 8..=9).unwrap_err().pos, pos(1, 112));
        assert!(sc.at_end().unwrap());
    }

    #[test]
    fn empty_input_is_at_end() {
        assert!(Scanner::new(&b""[..]).at_end().unwrap());
        assert!(Scanner::new(&b" \r\n\t\n"[..]).at_end().unwrap());
        assert!(!Scanner::new(&b"\n0"[..]).at_end().unwrap());
    }

    #[test]
    fn non_utf8_bytes_are_shown_escaped() {
        let mut sc = Scanner::new(&b"\xff\x01"[..]);
        let err = sc.int::<u8>("n").unwrap_err();
        assert_eq!(
            err.message,
            "expected n, an integer from 0 to 255, found `\u{fffd}\\u{1}`"
        );
    }

    /// A reader handing out the input in chunks of the given sizes, in turn; with
    /// `after_return`, a chunk also ends just after each `\r`, so that refills split `\r\n`.
    pub(crate) struct Chunks<'a> {
        rest: &'a [u8],
        sizes: Vec<usize>,
        next: usize,
        pub(crate) after_return: bool,
    }

    impl<'a> Chunks<'a> {
        pub(crate) fn new(rest: &'a [u8], sizes: Vec<usize>) -> Self {
            Chunks {
                rest,
                sizes,
                next: 0,
                after_return: false,
            }
        }
    }

    impl Read for Chunks<'_> {
        fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
            let size = self.sizes[self.next % self.sizes.len()];
            self.next += 1;
            let mut n = size.min(out.len()).min(self.rest.len());
            if self.after_return {
                n = self.rest[..n]
                    .iter()
                    .position(|&b| b == b'\r')
                    .map_or(n, |r| r + 1);
            }
            out[..n].copy_from_slice(&self.rest[..n]);
            self.rest = &self.rest[n..];
            Ok(n)
        }
    }
}

//! Runs of numbers read a block at a time: the scanner's bulk layer, for boards of numbers
//! and lists of coordinates ([`Scanner::ints_into`]). Only the binaries that read such runs
//! carry it; the scanner's core reads every other token.
//!
//! A *plain natural* is a token of 1 to 8 decimal digits followed by whitespace. A block is
//! 64 bytes starting where a token may start (at whitespace or at a token's first byte); it
//! is classified a word at a time into two bit masks, its digits and its whitespace (bit
//! `i` is byte `i`). A number's first digit is then a digit bit with no digit bit below it,
//! and the whitespace just after it a whitespace bit with a digit bit below it. Up to the
//! first byte that is neither, every such end follows exactly one such start, in order, so
//! the `k`-th lowest end bit ends the number of the `k`-th lowest start bit; each number is
//! parsed from the one word at its start ([`swar::parse_digits`]). Nothing branches on a
//! byte, so numbers of mixed lengths cost no mispredicted branch. The next block starts
//! at the whitespace after the last number read, so a number cut by a block's end is read
//! whole from the next.
//!
//! Classifying takes one operation a word when the block holds only digits and C's
//! whitespace ([`only_digits_and_spaces`], checked with a loop that vectorises): the digits
//! are then the bytes with bit 4 set (`0x30` to `0x39`; whitespace is `0x09` to `0x0d` and
//! `0x20`), the whitespace all others. Otherwise (rare: a
//! sign, a letter, a control byte) both classes are found byte by byte, and the block's
//! numbers end at its first byte of neither class.
//!
//! Each number is handed on as soon as it is parsed, to a closure the compiler inlines in
//! the loop (the scanner's check of the value and the reader's use of it): this measured
//! faster than parsing a block into an array first and handing that over.

use crate::scanner::swar;
use crate::scanner::{is_space, InputError, Integer, Scanner};
use std::fmt;
use std::io::Read;
use std::ops::{RangeFull, RangeInclusive};

/// The values a number of a run may take where it stands: a range (`0..=n`: a coordinate
/// on the board), or `..`, anything its type holds.
pub trait Bounds<T> {
    /// Whether `value` is within them (the bulk path's check).
    fn contains(&self, value: &T) -> bool;
    /// Reads the next integer with the core's reader for them ([`Scanner::int_in`] or
    /// [`Scanner::int`]), which words any error.
    fn read<R: Read>(&self, sc: &mut Scanner<R>, what: impl fmt::Display) -> Result<T, InputError>;
}

impl<T: Integer> Bounds<T> for RangeFull {
    #[inline]
    fn contains(&self, _: &T) -> bool {
        true
    }

    fn read<R: Read>(&self, sc: &mut Scanner<R>, what: impl fmt::Display) -> Result<T, InputError> {
        sc.int(what)
    }
}

impl<T: Integer + PartialOrd + fmt::Display> Bounds<T> for RangeInclusive<T> {
    #[inline]
    fn contains(&self, value: &T) -> bool {
        self.start() <= value && value <= self.end()
    }

    fn read<R: Read>(&self, sc: &mut Scanner<R>, what: impl fmt::Display) -> Result<T, InputError> {
        sc.int_in(what, self.clone())
    }
}

impl<R: Read> Scanner<R> {
    /// Reads a run of `count` integers: the `i`-th (from 0) must be within `bounds(i)`
    /// (`what(i)` names it in error messages, and is only called for a token read on its
    /// own), and is handed to `take(i, value)`; a message `take` returns is an error at
    /// that value's token (a rule of the problem broken by a value, like a second
    /// treasure).
    ///
    /// Made for boards of small numbers: runs of plain naturals are read in bulk (see the
    /// module documentation), each value checked and handed over as it is parsed; any
    /// other token (a sign, a long number, a value out of bounds, a malformed token) is
    /// read by the core's number reader, which words its error. What is read, and every
    /// position reported, is what [`Scanner::int_in`] alone would give.
    pub fn ints_into<T, B, D>(
        &mut self,
        count: u64,
        bounds: impl Fn(u64) -> B,
        what: impl Fn(u64) -> D,
        mut take: impl FnMut(u64, T) -> Result<(), String>,
    ) -> Result<(), InputError>
    where
        T: Integer,
        B: Bounds<T>,
        D: fmt::Display,
    {
        let mut i = 0;
        while i < count {
            let mut refused = None;
            let bulk = self.naturals(|natural| {
                if i == count {
                    return false;
                }
                match T::from_natural(natural).filter(|v| bounds(i).contains(v)) {
                    Some(value) => match take(i, value) {
                        Ok(()) => {
                            i += 1;
                            true
                        }
                        Err(message) => {
                            refused = Some(message);
                            false
                        }
                    },
                    None => false,
                }
            });
            if let Some(message) = refused {
                // `naturals` stopped just before the refused token.
                self.skip_whitespace()?;
                return Err(InputError::new(self.pos(), message));
            }
            if !bulk {
                self.int_into(i, &bounds, &what, &mut take)?;
                i += 1;
            }
        }
        Ok(())
    }

    /// The general path of [`Scanner::ints_into`]: reads the `i`-th integer of the run
    /// with the core's reader ([`Bounds::read`]) and hands it to `take`. Kept out of line,
    /// so that the bulk path's state stays in registers.
    #[inline(never)]
    fn int_into<T, B, D>(
        &mut self,
        i: u64,
        bounds: impl Fn(u64) -> B,
        what: impl Fn(u64) -> D,
        mut take: impl FnMut(u64, T) -> Result<(), String>,
    ) -> Result<(), InputError>
    where
        T: Integer,
        B: Bounds<T>,
        D: fmt::Display,
    {
        let value = bounds(i).read(self, what(i))?;
        take(i, value).map_err(|message| InputError::new(self.token_pos(), message))
    }

    /// The bulk path of [`Scanner::ints_into`]: hands `take` the plain naturals (unsigned
    /// decimal numbers of at most 8 digits, each followed by whitespace) that stand in a
    /// row at the start of the unread input, while 72 bytes are buffered (see
    /// [`read`]), and consumes those it takes; whether it took any. It stops,
    /// reading nothing more, at a token that is not one and at a value `take` refuses
    /// (with `false`). The caller then reads the next token with the core's reader,
    /// which refills the buffer and words any error, and may call this again: together
    /// they read exactly what `int_in` alone would, at the same positions.
    fn naturals(&mut self, take: impl FnMut(u64) -> bool) -> bool {
        match read(&self.buf[self.start..self.end], take) {
            Some(run) => {
                let (last, end) = (self.start + run.last, self.start + run.end);
                self.pass_run_to(last);
                self.last_token = self.pos();
                // The last number's digits: no line end among them.
                self.start = end;
                true
            }
            None => false,
        }
    }

    /// Reads `count` pairs `X Y` of integers, `X` within `0..=last.0` and `Y` within
    /// `0..=last.1` (`what` names them in error messages), and hands each pair to `take`.
    ///
    /// Made for lists of coordinates: pairs of plain naturals of 1 to 4 digits, each
    /// followed by one whitespace byte, are read a line at a time by [`read_pairs`]; any
    /// other pair is read by the core's reader, its two numbers one after the other, which
    /// words any error. What is read, and every position reported, is what two calls of
    /// [`Scanner::int_in`] a pair would give.
    pub fn pairs_into(
        &mut self,
        count: u64,
        last: (usize, usize),
        what: (&str, &str),
        mut take: impl FnMut(usize, usize),
    ) -> Result<(), InputError> {
        let mut left = count;
        while left > 0 {
            match read_pairs(&self.buf[self.start..self.end], left, last, &mut take) {
                Some((run, taken)) => {
                    self.take_run(run);
                    left -= taken;
                }
                None => {
                    let x = self.int_in(what.0, 0..=last.0)?;
                    let y = self.int_in(what.1, 0..=last.1)?;
                    take(x, y);
                    left -= 1;
                }
            }
        }
        Ok(())
    }

    /// Consumes a run of pairs read in bulk, up to the whitespace after its last number,
    /// which is now the last token read (as [`Scanner::naturals`] does).
    fn take_run(&mut self, run: Run) {
        let (last, end) = (self.start + run.last, self.start + run.end);
        self.pass_run_to(last);
        self.last_token = self.pos();
        // The last number's digits: no line end among them.
        self.start = end;
    }

    /// Consumes `buf[start..to]` (a run of numbers), counting its line ends as the core's
    /// byte-by-byte pass does, but a block at a time ([`line_ends`]). O(to - start).
    fn pass_run_to(&mut self, to: usize) {
        let passed = &self.buf[self.start..to];
        let after_return = self.start > 0 && self.buf[self.start - 1] == b'\r';
        self.line += line_ends(passed, after_return);
        if let Some(last) = last_line_end(passed) {
            self.line_start = self.base + (self.start + last + 1) as u64;
        }
        self.start = to;
    }
}

/// Bytes classified at once.
const BLOCK: usize = 64;
/// Bytes a block is read from: the block, and the word read from its last byte.
const WINDOW: usize = BLOCK + swar::WORD;

/// A run of numbers read: the last one starts at offset `last`, and the whitespace after
/// it at offset `end`.
struct Run {
    last: usize,
    end: usize,
}

/// Reads the plain naturals that stand in a row at the start of `bytes` (where a token may
/// start), handing each to `take` in order, block after block while a whole window of 72
/// bytes is left. They stop at the first token that is not one (a number longer than 8
/// digits, a sign, a letter), or that `take` refuses by returning `false`. Returns the run
/// taken, if any. O(bytes / 8 + numbers read) word operations.
#[inline]
fn read(bytes: &[u8], mut take: impl FnMut(u64) -> bool) -> Option<Run> {
    let (mut run, mut at) = (None, 0);
    while let Some(window) = bytes.get(at..at + WINDOW) {
        let window: &[u8; WINDOW] = window.try_into().expect("a window");
        let (digits, spaces) = classes(&window[..BLOCK]);
        let after_digit = digits << 1;
        let other = !(digits | spaces);
        let before_other = (other & other.wrapping_neg()).wrapping_sub(1);
        let all_starts = digits & !after_digit;
        let all_ends = spaces & after_digit & before_other;
        let (mut starts, mut ends) = (all_starts, all_ends);
        while ends != 0 {
            let first = starts.trailing_zeros() as usize;
            let end = ends.trailing_zeros() as usize;
            match swar::parse_digits(swar::word(&window[first..]), end - first) {
                Some(value) if take(value) => {}
                _ => break,
            }
            starts &= starts - 1;
            ends &= ends - 1;
        }
        let taken = all_ends ^ ends;
        if taken == 0 {
            break;
        }
        let last = at + highest_bit(all_starts ^ starts);
        at += highest_bit(taken);
        run = Some(Run { last, end: at });
        if ends != 0 {
            break;
        }
    }
    run
}

/// Reads the pairs `X Y` of plain naturals of 1 to 4 digits within `last` that stand in a
/// row at the start of `bytes` (where a token may start), at most `left` of them, handing
/// each to `take`; the whitespace before a pair is skipped a byte at a time. Each pair is
/// read from the one word at its first digit: a word that is exactly `ddd ddd\n` (the most
/// common line: both coordinates of 3 digits), XORed with that pattern of zero digits,
/// leaves the digits' values and zeros for the separators, checked at once and parsed as
/// they stand; any other word is read by [`odd_pair`]. Both numbers are checked against
/// `last` by one addition ([`Limits`]). They stop at the first pair that is not one (or
/// out of bounds), reading nothing of it. Returns the run taken and the count of its
/// pairs, if any. O(bytes) word operations. Kept out of line: its loop has the registers
/// to itself.
fn read_pairs(
    bytes: &[u8],
    left: u64,
    last: (usize, usize),
    take: impl FnMut(usize, usize),
) -> Option<(Run, u64)> {
    let limits = Limits::new(last);
    if limits.hold(swar::parse_halves(THREE_AND_THREE_NINES)) {
        read_pairs_with::<_, false>(bytes, left, limits, take)
    } else {
        read_pairs_with::<_, true>(bytes, left, limits, take)
    }
}

/// The digit values of `999 999`, as [`swar::parse_halves`] takes them.
const THREE_AND_THREE_NINES: u64 = 0x0909_0900_0909_0900;

/// [`read_pairs`] within `limits`; `CHECKED` false when every number of 3 digits is within
/// them (a board of 1000 x 1000 cells or more), so that the common lines go unchecked.
/// The lines of 7 and 8 bytes are read in a loop of their own, over as many bytes as hold
/// at most the pairs left to take: it counts none, its lines are the bytes it passed and
/// the byte each line of 7 lacks, over 8.
#[inline(never)]
fn read_pairs_with<F: FnMut(usize, usize), const CHECKED: bool>(
    bytes: &[u8],
    left: u64,
    limits: Limits,
    mut take: F,
) -> Option<(Run, u64)> {
    let (mut rest, mut to_take) = (bytes, left);
    while to_take > 0 && rest.len() >= swar::WORD {
        let most = usize::try_from(to_take).map_or(usize::MAX, |n| n.saturating_mul(7));
        let mut lines = &rest[..rest.len().min(most)];
        let mut short = 0;
        while lines.len() >= swar::WORD {
            let word = swar::word(lines);
            let mut digits = word ^ THREE_AND_THREE;
            let mut len = swar::WORD;
            if !is_three_and_three(word, digits) {
                let word = widened(word);
                digits = word ^ THREE_AND_THREE;
                if !is_three_and_three(word, digits) {
                    break;
                }
                len -= 1;
                short += 1;
            }
            let pair = swar::parse_halves(digits << 8);
            if CHECKED && !limits.hold(pair) {
                break;
            }
            take(pair as u16 as usize, (pair >> 32) as u16 as usize);
            lines = &lines[len..];
        }
        let passed = rest.len().min(most) - lines.len();
        to_take -= ((passed + short) / swar::WORD) as u64;
        rest = &rest[passed..];
        if to_take == 0 || rest.len() < swar::WORD {
            break;
        }
        let word = swar::word(rest);
        let (halves, len) = odd_pair(word);
        if len == 0 {
            if !is_space(word as u8) {
                break;
            }
            rest = &rest[1..];
            continue;
        }
        let pair = swar::parse_halves(halves);
        if !limits.hold(pair) {
            break;
        }
        take(pair as u16 as usize, (pair >> 32) as u16 as usize);
        to_take -= 1;
        rest = &rest[len.min(swar::WORD)..];
    }
    let at = bytes.len() - rest.len();
    (to_take < left).then(|| {
        // Back over the whitespace skipped after the last pair, then over its `Y`.
        let after = |i: Option<usize>| i.map_or(0, |i| i + 1);
        let end = after(bytes[..at].iter().rposition(u8::is_ascii_digit));
        let last = after(bytes[..end].iter().rposition(|b| !b.is_ascii_digit()));
        (Run { last, end }, left - to_take)
    })
}

/// The most common line, `ddd ddd\n`, with zeros for digits.
const THREE_AND_THREE: u64 = u64::from_le_bytes(*b"000 000\n");

/// Whether `word` is exactly a line `ddd ddd\n`, given its `digits`, `word` XORed with
/// [`THREE_AND_THREE`]: then its digits are their values and its separators zeros; added to
/// these, bytes below 0x80 reach 0x80 from 10 up (digits) and from 1 up (separators).
#[inline]
fn is_three_and_three(word: u64, digits: u64) -> bool {
    const BELOW_TEN_AND_ZEROS: u64 = 0x7f76_7676_7f76_7676;
    (word | digits.wrapping_add(BELOW_TEN_AND_ZEROS)) & swar::HIGH == 0
}

/// A line of 7 bytes, `dd ddd\n` or `ddd dd\n`, widened to 8 by a leading zero on its
/// number of 2 digits (`0dd ddd\n`, `ddd 0dd\n`), told apart by where its first space or
/// its line end stands; any other word is returned as it is.
#[inline]
fn widened(word: u64) -> u64 {
    if (word >> 16) as u8 == b' ' {
        word << 8 | u64::from(b'0')
    } else if (word >> 48) as u8 == b'\n' {
        word & 0xffff_ffff | (word << 8) & !0xff_ffff_ffff | u64::from(b'0') << 32
    } else {
        word
    }
}

/// The bounds `0..=last.0` and `0..=last.1` of a pair as [`swar::parse_halves`] gives it
/// (the numbers in bits 0 to 15 and 32 to 47, each below 10,000): a number within its
/// bound plus `0xffff` minus the bound stays below `0x10000`, one past it reaches it (a
/// bound from `0xffff` up adds 0), so one addition and one mask check both.
struct Limits(u64);

impl Limits {
    const CARRIES: u64 = 0x0001_0000_0001_0000;

    fn new(last: (usize, usize)) -> Self {
        let room = |last: usize| 0xffff - last.min(0xffff) as u64;
        Limits(room(last.0) | room(last.1) << 32)
    }

    #[inline]
    fn hold(&self, pair: u64) -> bool {
        (pair + self.0) & Self::CARRIES == 0
    }
}

/// A pair of any other shape that `word` starts with, `X`, one whitespace byte, `Y` and the
/// whitespace byte after it, each of 1 to 4 digits, found by the flags of its digits: its
/// numbers' digit values aligned in halves as [`swar::parse_halves`] takes them, and its
/// length up to and with the whitespace byte after `Y`; a length of 0 when `word` starts
/// otherwise. `x_end` and `y_end` are the high bits of the bytes after `X` and after `Y`:
/// 8 x 1 to 4 bytes apart, counted from the word's first byte and from the byte after `X`.
#[inline]
fn odd_pair(word: u64) -> (u64, usize) {
    let others = swar::non_digits(word);
    let x_end = others.trailing_zeros();
    let y_end = (others & others.wrapping_sub(1)).trailing_zeros();
    let gap = y_end.wrapping_sub(x_end);
    if (x_end.wrapping_sub(15) | gap.wrapping_sub(16)) & !24 != 0 {
        return (0, 0);
    }
    let (after_x, after_y) = ((word >> (x_end - 7)) as u8, (word >> (y_end - 7)) as u8);
    if !IS_SPACE[after_x as usize] || !IS_SPACE[after_y as usize] {
        return (0, 0);
    }
    let halves = swar::pair_halves(word, x_end, gap);
    (halves, (y_end as usize + 1) / 8)
}

/// Whether each byte is one of C's whitespace bytes.
const IS_SPACE: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = is_space(b as u8);
        b += 1;
    }
    table
};

/// The line ends among `bytes`, after a `\r` when `after_return`: every `\r`, and every
/// `\n` not just after a `\r`. Each byte is compared with the one before it, 192 at a time
/// into a byte-wide count, with no branch per byte (which vectorises). O(bytes).
fn line_ends(bytes: &[u8], after_return: bool) -> u64 {
    let (first, rest) = match bytes.split_first() {
        Some((&first, rest)) => (first, rest),
        None => return 0,
    };
    let ends_line = |b: u8, before: u8| (b == b'\r') | ((b == b'\n') & (before != b'\r'));
    let mut ends = u64::from(ends_line(first, if after_return { b'\r' } else { 0 }));
    for (rest, before) in rest.chunks(192).zip(bytes.chunks(192)) {
        let pairs = rest.iter().zip(before);
        let n = pairs.fold(0u8, |n, (&b, &a)| n.wrapping_add(u8::from(ends_line(b, a))));
        ends += u64::from(n);
    }
    ends
}

/// The index of the last `\n` or `\r` of `bytes`: blocks from the end are checked with no
/// branch per byte (which vectorises), and only the block holding one is searched.
fn last_line_end(bytes: &[u8]) -> Option<usize> {
    let is_end = |b: u8| (b == b'\n') | (b == b'\r');
    let mut end = bytes.len();
    for block in bytes.rchunks(BLOCK) {
        end -= block.len();
        if block
            .iter()
            .fold(0, |found, &b| found | u8::from(is_end(b)))
            != 0
        {
            return block.iter().rposition(|&b| is_end(b)).map(|i| end + i);
        }
    }
    None
}

/// The index of the highest bit set in `bits` (not 0).
fn highest_bit(bits: u64) -> usize {
    63 - bits.leading_zeros() as usize
}

/// The digits and the whitespace of `block` (64 bytes), as bit masks: in a block of only
/// digits and whitespace, the digits are the bytes with bit 4 set, else both are found
/// exactly.
#[inline]
fn classes(block: &[u8]) -> (u64, u64) {
    if only_digits_and_spaces(block) {
        let digits = flags(block, |word| word << 3 & swar::HIGH);
        (digits, !digits)
    } else {
        exact_classes(block)
    }
}

/// The digits and the whitespace of `block`, byte by byte: blocks with other bytes (a sign,
/// a letter) are rare. Kept out of line, so that the compiler does not work out both
/// classifications of every block and pick one.
#[inline(never)]
fn exact_classes(block: &[u8]) -> (u64, u64) {
    let flag = |yes: bool, i: usize| u64::from(yes) << i;
    block
        .iter()
        .enumerate()
        .fold((0, 0), |(digits, spaces), (i, &b)| {
            (
                digits | flag(b.is_ascii_digit(), i),
                spaces | flag(is_space(b), i),
            )
        })
}

/// The bit mask of the bytes of `block` (64 bytes) that `property` flags, a word at a time.
#[inline]
fn flags(block: &[u8], property: impl Fn(u64) -> u64) -> u64 {
    let words = block.chunks_exact(swar::WORD).enumerate();
    words.fold(0, |mask, (i, chunk)| {
        mask | swar::gather(property(swar::word(chunk))) << (swar::WORD * i)
    })
}

/// Whether every byte of `bytes` is a digit or one of C's whitespace bytes, with no branch
/// per byte (which vectorises). O(bytes).
#[inline]
fn only_digits_and_spaces(bytes: &[u8]) -> bool {
    let other = |b: u8| (b.wrapping_sub(b'0') > 9) & (b != b' ') & (b.wrapping_sub(b'\t') > 4);
    bytes.iter().fold(0, |found, &b| found | u8::from(other(b))) == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scanner::tests::{pos, Chunks};
    use crate::scanner::Pos;
    use crate::test_rng::XorShift;

    /// Mostly short numbers and every kind of whitespace and line end between them. A
    /// `mixed` text also has every kind of token the bulk path must leave alone: signs,
    /// letters, control bytes (`\x00`, `\x01`, `\x7f`: up to `b' '` like whitespace, but
    /// not whitespace) alone or inside numbers; a text that is not holds only digits and
    /// whitespace, with numbers too long for the bulk path among them.
    fn random_text(rng: &mut XorShift, tokens: usize, mixed: bool) -> Vec<u8> {
        const LONG: [&str; 4] = [
            "123456789",
            "00000000000000000000042",
            "000000000000000000000000000000000000000000000000000000000007",
            "9223372036854775807",
        ];
        const OTHER: [&str; 17] = [
            "18446744073709551616",
            "-1",
            "+5",
            "x",
            "12x",
            "-0",
            "-000000000000000000000000000000000000000000000000000000000000000003",
            "99999999",
            "\x01",
            "\x00",
            "\x7f",
            "7\x01",
            "\x0138",
            "4\x7f2",
            "\x00\x00",
            "5\x0e",
            "\x1f",
        ];
        const SPACES: [&str; 14] = [
            " ", " ", " ", "\n", "\r\n", "\t", "  \n\n ", "\x0c", "\x0b", "\r", "\r\r\n", "\n\r",
            "\r \n", " \r\n\r",
        ];
        let mut text = Vec::new();
        for _ in 0..tokens {
            match rng.below(20) {
                0 if mixed => text.extend_from_slice(OTHER[rng.below(OTHER.len())].as_bytes()),
                0 => text.extend_from_slice(LONG[rng.below(LONG.len())].as_bytes()),
                k => {
                    let digits = if k < 15 {
                        1 + rng.below(2)
                    } else {
                        1 + rng.below(8)
                    };
                    text.extend((0..digits).map(|_| b'0' + rng.below(10) as u8));
                }
            }
            text.extend_from_slice(SPACES[rng.below(SPACES.len())].as_bytes());
        }
        text
    }

    /// A reader of `text` in random chunks, splitting `\r\n` at every refill when
    /// `after_return`.
    fn random_reader<'a>(rng: &mut XorShift, text: &'a [u8], after_return: bool) -> Chunks<'a> {
        let sizes = (0..5).map(|_| 1 + rng.below(2000)).collect();
        let mut reader = Chunks::new(text, sizes);
        reader.after_return = after_return;
        reader
    }

    /// Where each token of `text` starts, found without the scanner: tokens split at C's
    /// whitespace, a line ending at each `\n` not just after a `\r` and at each `\r`.
    fn token_starts(text: &[u8]) -> Vec<Pos> {
        let (mut starts, mut line, mut line_start) = (Vec::new(), 1, 0);
        for (i, &b) in text.iter().enumerate() {
            let ends_line = b == b'\r' || (b == b'\n' && (i == 0 || text[i - 1] != b'\r'));
            line += u64::from(ends_line);
            if b == b'\r' || b == b'\n' {
                line_start = i + 1;
            }
            let space = |b: u8| b" \t\n\x0b\x0c\r".contains(&b);
            if !space(b) && (i == 0 || space(text[i - 1])) {
                starts.push(pos(line, (i - line_start + 1) as u64));
            }
        }
        starts
    }

    /// What reading a token yields: a value or an error, and the positions of the token and
    /// just after it.
    type Read1 = (Result<i64, String>, Pos, Pos);

    fn read_one<R: Read>(sc: &mut Scanner<R>) -> Read1 {
        let value = sc.int::<i64>("n").map_err(|e| format!("{e}"));
        (value, sc.token_pos(), sc.pos())
    }

    /// Runs read in bulk (cut short at random, as by a value refused) and single tokens
    /// read in turn give what `int` alone gives, and the positions of the last token of
    /// each run and just after it, whichever is asked for first; both classifications of
    /// blocks (plain and exact) read numbers, and refills split `\r\n`.
    #[test]
    fn naturals_read_what_int_reads_at_the_same_positions() {
        let mut rng = XorShift(0x2545_f491_4f6c_dd1d);
        let (mut plain, mut exact, mut total) = (0, 0, 0);
        for round in 0..400 {
            let tokens = 1 + rng.below(400);
            let text = random_text(&mut rng, tokens, round % 2 == 0);
            let mut reference = Scanner::new(&text[..]);
            let mut expected = Vec::new();
            while !reference.at_end().unwrap() {
                expected.push(read_one(&mut reference));
            }
            let starts: Vec<Pos> = expected.iter().map(|read| read.1).collect();
            assert_eq!(starts, token_starts(&text), "round {round}");
            let mut sc = Scanner::new(random_reader(&mut rng, &text, round % 4 < 2));
            let mut got: Vec<Read1> = Vec::new();
            while got.len() < expected.len() {
                let unread = &sc.buf[sc.start..sc.end];
                let (was_plain, mut values) = (only_digits_and_spaces(unread), Vec::new());
                let bulk = sc.naturals(|v| {
                    let keep = rng.below(50) != 0;
                    if keep {
                        values.push(v as i64);
                    }
                    keep
                });
                assert_eq!(bulk, !values.is_empty());
                *(if was_plain { &mut plain } else { &mut exact }) += values.len();
                if bulk {
                    // Only the last token's positions are known after a bulk read. Its
                    // own is worked out first, or after the input past it (up to the next
                    // token, which may refill the buffer).
                    let (token, after) = match rng.below(3) {
                        0 => (sc.token_pos(), sc.pos()),
                        k => {
                            let after = sc.pos();
                            if k == 2 {
                                sc.at_end().unwrap();
                            }
                            (sc.token_pos(), after)
                        }
                    };
                    got.extend(values.iter().map(|&v| (Ok(v), token, after)));
                    let k = got.len() - 1;
                    assert_eq!(got[k], expected[k], "round {round}, token {k}");
                }
                if got.len() < expected.len() && !sc.at_end().unwrap() {
                    got.push(read_one(&mut sc));
                    let k = got.len() - 1;
                    assert_eq!(got[k], expected[k], "round {round}, token {k}");
                }
            }
            let values = |reads: &[Read1]| reads.iter().map(|r| r.0.clone()).collect::<Vec<_>>();
            assert_eq!(values(&got), values(&expected), "round {round}");
            assert!(sc.at_end().unwrap());
            total += expected.len();
        }
        assert!(
            plain + exact > total / 3 && plain > total / 8 && exact > total / 8,
            "of {total} tokens, {plain} were read in bulk from plain buffers and {exact} from others"
        );
    }

    /// `ints_into` hands over what `int_in` reads one value at a time, and fails where it
    /// fails, with the same error: at a value out of its bounds, at a malformed token, at
    /// a value `take` refuses (deep inside runs read in bulk as well), at the end of input.
    #[test]
    fn ints_into_agrees_with_int_in_one_value_at_a_time() {
        let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
        let mut outcomes = [0; 3];
        for round in 0..400 {
            let tokens = 1 + rng.below(400);
            let text = random_text(&mut rng, tokens, round % 3 == 0);
            let count = rng.below(tokens + 2) as u64;
            const LIMITS: [i64; 5] = [99, 999, 99_999_999, i64::MAX, i64::MAX];
            let limit = |rng: &mut XorShift| match round % 4 {
                0 => LIMITS[rng.below(LIMITS.len())],
                _ => i64::MAX,
            };
            let limits: Vec<i64> = (0..3).map(|_| limit(&mut rng)).collect();
            let bounds = |i: u64| 0..=limits[(i % 3) as usize];
            let what = |i: u64| format!("value {i}");
            let refused = match rng.below(2) {
                0 => rng.below(count as usize + 1) as u64,
                _ => u64::MAX,
            };
            let mut reference = Scanner::new(&text[..]);
            let mut expected = Vec::new();
            let mut expected_end = Ok(());
            for i in 0..count {
                match reference.int_in(what(i), bounds(i)) {
                    Ok(v) if i == refused => {
                        let at = reference.token_pos();
                        expected_end = Err(format!("line {at}: no {v}"));
                        break;
                    }
                    Ok(v) => expected.push(v),
                    Err(error) => {
                        expected_end = Err(error.to_string());
                        break;
                    }
                }
            }
            let mut sc = Scanner::new(random_reader(&mut rng, &text, round % 4 < 2));
            let mut got = Vec::new();
            let end = sc.ints_into(count, bounds, what, |i, v: i64| {
                if i == refused {
                    return Err(format!("no {v}"));
                }
                got.push(v);
                Ok(())
            });
            let end = end.map_err(|e| e.to_string());
            assert_same_read(
                round,
                (&got, &end, &sc),
                (&expected, &expected_end, &reference),
            );
            outcomes[match &expected_end {
                Ok(()) => 0,
                Err(e) if e.contains(": no ") => 1,
                Err(_) => 2,
            }] += 1;
        }
        assert!(outcomes.iter().all(|&n| n > 40), "outcomes {outcomes:?}");
    }

    /// A bulk read against the core's reader, each as (values, how it ended, scanner): the
    /// same values, the same end, and after a success the same positions of the last
    /// token and of the next byte.
    fn assert_same_read<T: PartialEq + std::fmt::Debug, R: Read>(
        round: usize,
        (got, end, sc): (&[T], &Result<(), String>, &Scanner<R>),
        (expected, expected_end, reference): (&[T], &Result<(), String>, &Scanner<&[u8]>),
    ) {
        assert_eq!(got, expected, "round {round}");
        assert_eq!(end, expected_end, "round {round}");
        if expected_end.is_ok() {
            let at = (sc.token_pos(), sc.pos());
            assert_eq!(
                at,
                (reference.token_pos(), reference.pos()),
                "round {round}"
            );
        }
    }

    /// Lines of coordinates `X Y` as the judge writes them (1 to 3 digits, a space, a line
    /// end), with every other kind of token, separator and line end now and then: long
    /// numbers, leading zeros, values past 999, signs, letters, control bytes.
    fn coordinate_lines(rng: &mut XorShift, pairs: usize, odd: usize) -> Vec<u8> {
        const ODD: [&str; 16] = [
            "1000",
            "0007",
            "99999",
            "-1",
            "+2",
            "x",
            "12x",
            "!",
            "\x08",
            "\x00",
            "\t",
            "\r\n",
            "  ",
            "\x0b",
            "\r",
            "123456789",
        ];
        let mut text = Vec::new();
        for _ in 0..pairs {
            for separator in [" ", "\n"] {
                match rng.below(odd) {
                    0 => text.extend_from_slice(ODD[rng.below(ODD.len())].as_bytes()),
                    _ => {
                        let digits = [1, 2, 3, 3, 3, 3][rng.below(6)];
                        text.extend((0..digits).map(|_| b'0' + rng.below(10) as u8));
                    }
                }
                match rng.below(odd) {
                    0 => text.extend_from_slice(ODD[rng.below(ODD.len())].as_bytes()),
                    _ => text.extend_from_slice(separator.as_bytes()),
                }
            }
        }
        text
    }

    /// `pairs_into` hands over what `int_in` reads two values at a time, and fails where it
    /// fails, with the same error: at a value out of its bounds, at a malformed token, at
    /// the end of input; after a success, the positions are the same too.
    #[test]
    fn pairs_into_agrees_with_int_in_two_values_at_a_time() {
        let mut rng = XorShift(0x6a09_e667_f3bc_c908);
        let (mut outcomes, mut read) = ([0; 2], 0);
        for round in 0..600 {
            let tokens = 2 + rng.below(2000);
            let text = match round % 4 {
                0 => random_text(&mut rng, tokens, round % 8 == 0),
                k => coordinate_lines(&mut rng, tokens / 2, [50, 1000, 100_000][k - 1]),
            };
            let count = rng.below(tokens / 2 + 2) as u64;
            const LIMITS: [usize; 6] = [9, 99, 999, 999, 1000, usize::MAX];
            let last = (LIMITS[rng.below(6)], LIMITS[rng.below(6)]);
            let what = ("the row", "the column");
            let mut reference = Scanner::new(&text[..]);
            let (mut expected, mut expected_end) = (Vec::new(), Ok(()));
            for _ in 0..count {
                let pair = reference.int_in(what.0, 0..=last.0).and_then(|x| {
                    let y = reference.int_in(what.1, 0..=last.1)?;
                    Ok((x, y))
                });
                match pair {
                    Ok(pair) => expected.push(pair),
                    Err(error) => {
                        expected_end = Err(error.to_string());
                        break;
                    }
                }
            }
            let mut sc = Scanner::new(random_reader(&mut rng, &text, round % 3 == 0));
            let mut got = Vec::new();
            let end = sc.pairs_into(count, last, what, |x, y| got.push((x, y)));
            let end = end.map_err(|e| e.to_string());
            assert_same_read(
                round,
                (&got, &end, &sc),
                (&expected, &expected_end, &reference),
            );
            if expected_end.is_ok() {
                assert_eq!(sc.at_end().unwrap(), reference.at_end().unwrap());
                assert_eq!(sc.pos(), reference.pos(), "round {round}");
            }
            outcomes[usize::from(expected_end.is_err())] += 1;
            read += got.len();
        }
        assert!(outcomes.iter().all(|&n| n > 100), "outcomes {outcomes:?}");
        assert!(read > 20_000, "{read} pairs read");
    }

    /// `ints_into` checks each value's own range, and a value `take` refuses is an error at
    /// its token, whether it was read in bulk or on its own.
    #[test]
    fn ints_into_checks_ranges_and_reports_refused_values_at_their_token() {
        let text = format!("{}\n5 12 -3\n", "1 2 ".repeat(40));
        let read = |refuse: i64| {
            let mut sc = Scanner::new(text.as_bytes());
            let mut values = Vec::new();
            let range = |i: u64| if i < 80 { 0..=9 } else { -5..=20 };
            let what = |i: u64| format!("value {i}");
            let result = sc.ints_into(83, range, what, |_, v: i64| {
                values.push(v);
                if v == refuse {
                    Err(format!("no {v}"))
                } else {
                    Ok(())
                }
            });
            (result.map_err(|e| e.to_string()), values.len())
        };
        assert_eq!(read(100), (Ok(()), 83));
        // The first 2 stands in a long run (read in bulk), the 5 near the end (on its own).
        assert_eq!(read(2), (Err("line 1:3: no 2".to_string()), 2));
        assert_eq!(read(5), (Err("line 2:1: no 5".to_string()), 81));
        assert_eq!(read(-3), (Err("line 2:6: no -3".to_string()), 83));
        let mut sc = Scanner::new(text.as_bytes());
        let err = sc
            .ints_into(83, |_| 0..=9, |i| format!("value {i}"), |_, _: u8| Ok(()))
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 2:3: expected value 81, an integer from 0 to 9, found `12`"
        );
    }

    /// The bulk path reads blocks while a window of 72 bytes is buffered, and stops at the
    /// value refused.
    #[test]
    fn naturals_stop_at_the_end_of_what_is_buffered_and_where_refused() {
        let text = "7 ".repeat(100);
        let mut sc = Scanner::new(text.as_bytes());
        assert!(!sc.naturals(|_| true), "nothing buffered yet");
        assert_eq!(sc.int::<u8>("n").unwrap(), 7);
        let mut taken = 0;
        assert!(sc.naturals(|v| {
            taken += 1;
            v == 7 && taken <= 10
        }));
        assert_eq!(sc.token_pos(), pos(1, 21));
        assert_eq!(sc.pos(), pos(1, 22));
        let mut taken = 0;
        assert!(sc.naturals(|_| {
            taken += 1;
            true
        }));
        // 89 numbers are left, the last 36 of them in the last 72 bytes.
        assert!((89 - 36..89).contains(&taken), "{taken} taken");
        let mut rest = 0;
        while !sc.at_end().unwrap() {
            assert_eq!(sc.int::<u8>("n").unwrap(), 7);
            rest += 1;
        }
        assert_eq!(11 + taken + rest, 100);
    }
}

//! Runs of plain naturals read a block at a time: the scanner's bulk path for boards of
//! numbers and lists of coordinates.
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
//! Classifying takes one operation a word when the bytes are known to be only digits and
//! C's whitespace ([`only_digits_and_spaces`], checked by the scanner once per refill with
//! a loop that vectorises): the digits are then the bytes with bit 4 set (`0x30` to `0x39`;
//! whitespace is `0x09` to `0x0d` and `0x20`), the whitespace all others. Otherwise both
//! classes are found exactly, and the block's numbers end at its first byte of neither
//! class (a sign, a letter, a control byte).
//!
//! Each number is handed on as soon as it is parsed, to a closure the compiler inlines in
//! the loop (the scanner's check of the value and the reader's use of it): this measured
//! faster than parsing a block into an array first and handing that over.

use crate::scanner::is_space;
use crate::swar;

/// Bytes classified at once.
const BLOCK: usize = 64;
/// Bytes a block is read from: the block, and the word read from its last byte.
const WINDOW: usize = BLOCK + swar::WORD;

/// A run of numbers read: the last one starts at offset `last`, and the whitespace after
/// it at offset `end`.
pub struct Run {
    pub last: usize,
    pub end: usize,
}

/// Reads the plain naturals that stand in a row at the start of `bytes` (where a token may
/// start), handing each to `take` in order, block after block while a whole window of 72
/// bytes is left. They stop at the first token that is not one (a number longer than 8
/// digits, a sign, a letter), or that `take` refuses by returning `false`. `plain` tells
/// that `bytes` hold only digits and C's whitespace. Returns the run taken, if any. O(bytes
/// / 8 + numbers read) word operations.
#[inline]
pub fn read(bytes: &[u8], plain: bool, mut take: impl FnMut(u64) -> bool) -> Option<Run> {
    let (mut run, mut at) = (None, 0);
    while let Some(window) = bytes.get(at..at + WINDOW) {
        let window: &[u8; WINDOW] = window.try_into().expect("a window");
        let (digits, spaces) = classes(&window[..BLOCK], plain);
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

/// The index of the highest bit set in `bits` (not 0).
fn highest_bit(bits: u64) -> usize {
    63 - bits.leading_zeros() as usize
}

/// The digits and the whitespace of `block` (64 bytes), as bit masks: in a `plain` block,
/// the digits are the bytes with bit 4 set, else both are found exactly.
#[inline]
fn classes(block: &[u8], plain: bool) -> (u64, u64) {
    if plain {
        let digits = flags(block, |word| word << 3 & swar::HIGH);
        (digits, !digits)
    } else {
        exact_classes(block)
    }
}

/// The digits and the whitespace of `block`, found exactly. Kept out of line, so that the
/// compiler does not work out both classifications of every block and pick one.
#[inline(never)]
fn exact_classes(block: &[u8]) -> (u64, u64) {
    (flags(block, swar::digits), flags(block, swar::spaces))
}

/// The bit mask of the bytes of `block` (64 bytes) that `property` flags, a word at a time.
#[inline]
fn flags(block: &[u8], property: impl Fn(u64) -> u64) -> u64 {
    let words = block.chunks_exact(swar::WORD).enumerate();
    words.fold(0, |mask, (i, chunk)| {
        mask | swar::gather(property(swar::word(chunk))) << (swar::WORD * i)
    })
}

/// Whether every byte of `bytes` is a digit or one of C's whitespace bytes. Blocks are
/// checked with no branch per byte (which vectorises), and the search stops at the first
/// block holding another byte. O(bytes).
pub fn only_digits_and_spaces(bytes: &[u8]) -> bool {
    bytes.chunks(16 * BLOCK).all(|block| {
        block
            .iter()
            .fold(true, |plain, &b| plain & (b.is_ascii_digit() | is_space(b)))
    })
}

//! Wide rows of cells read at once: the scanner's layer for grids of hundreds of cells a
//! row and millions a file (nowcoder_grid).
//!
//! A row that stands whole in the buffer, followed by whitespace, is checked in one pass
//! with no branch per byte (an alphabet of up to four letters is compared byte by byte,
//! which vectorises) and handed over in one piece, without the token machinery of
//! [`Scanner::row`]; any other row (cut by the buffer's end, of another length, with a
//! byte outside the alphabet) is read by `row` itself, which words its error. So what
//! is read, and every position reported, is what `row` alone would give.

use crate::scanner::{is_space, Alphabet, InputError, Scanner};
use std::fmt;
use std::io::Read;

impl<R: Read> Scanner<R> {
    /// Reads a row as [`Scanner::row`] does, faster when it stands whole in the buffer.
    pub fn wide_row(
        &mut self,
        len: usize,
        alphabet: &Alphabet,
        what: impl fmt::Display,
        mut take: impl FnMut(&[u8]) -> Result<(), InputError>,
    ) -> Result<(), InputError> {
        if self.whole_row_buffered(len, alphabet)? {
            let first = self.start;
            self.last_token = self.pos();
            self.start += len;
            return take(&self.buf[first..first + len]);
        }
        self.row(len, alphabet, what, take)
    }

    /// Whether, after whitespace, `len` bytes of `alphabet` stand in the buffer followed by
    /// whitespace. They are then the whole token (the alphabet has no whitespace).
    fn whole_row_buffered(&mut self, len: usize, alphabet: &Alphabet) -> Result<bool, InputError> {
        Ok(self.skip_whitespace()?
            && self.end - self.start > len
            && is_space(self.buf[self.start + len])
            && contains_all(alphabet, &self.buf[self.start..self.start + len]))
    }
}

/// Whether every byte of `bytes` belongs to `alphabet`, with no branch per byte: an
/// alphabet of up to four letters is compared (repeated to four), which vectorises.
#[inline]
fn contains_all(alphabet: &Alphabet, bytes: &[u8]) -> bool {
    let [a, b, c, d] = match *alphabet.text.as_bytes() {
        [a] => [a; 4],
        [a, b] => [a, b, a, b],
        [a, b, c] => [a, b, c, a],
        [a, b, c, d] => [a, b, c, d],
        _ => return alphabet.first_outside(bytes).is_none(),
    };
    let outside = |x: u8| (x != a) & (x != b) & (x != c) & (x != d);
    bytes.iter().fold(0, |bad, &x| bad | u8::from(outside(x))) == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scanner::tests::Chunks;
    use crate::scanner::Pos;
    use crate::test_rng::XorShift;

    /// What reading rows of `len` cells until the input ends or fails gives: per row, the
    /// cells handed over (refused past `refuse` cells in all) and the outcome, with the
    /// positions after it.
    type Reading = Vec<(Vec<u8>, Result<(), InputError>, Pos, Pos)>;

    fn read_rows<R: Read>(
        sc: &mut Scanner<R>,
        len: usize,
        alphabet: &Alphabet,
        refuse: usize,
        wide: bool,
    ) -> Reading {
        let mut rows = Vec::new();
        let mut handed = 0;
        while !sc.at_end().unwrap() {
            let mut cells = Vec::new();
            let take = |piece: &[u8]| {
                handed += piece.len();
                if handed > refuse {
                    return Err(InputError::new(Pos { line: 0, col: 0 }, "full".into()));
                }
                cells.extend_from_slice(piece);
                Ok(())
            };
            let outcome = match wide {
                true => sc.wide_row(len, alphabet, "a row", take),
                false => sc.row(len, alphabet, "a row", take),
            };
            let failed = outcome.is_err();
            rows.push((cells, outcome, sc.pos(), sc.token_pos()));
            if failed {
                break;
            }
        }
        rows
    }

    /// `wide_row` reads what `row` reads, fails where it fails with the same error, and
    /// leaves the same positions, on rows of letters from alphabets of one to five bytes
    /// (the compared ones and the looked-up one), with wrong lengths, bytes outside the
    /// alphabet, refusals, and every kind of whitespace, read in chunks of any size.
    #[test]
    fn wide_rows_read_what_rows_read() {
        const ALPHABETS: [Alphabet; 5] = [
            Alphabet::new("."),
            Alphabet::new(".#"),
            Alphabet::new("AB."),
            Alphabet::new("xo.#"),
            Alphabet::new("abcde"),
        ];
        let mut rng = XorShift(0x6a09_e667_f3bc_c908);
        for round in 0..3000 {
            let alphabet = &ALPHABETS[round % ALPHABETS.len()];
            let letters = alphabet.text.as_bytes();
            let len = 1 + rng.below([3, 70, 600][round % 3]);
            let mut text = Vec::new();
            for _ in 0..1 + rng.below(6) {
                let cells = match rng.below(10) {
                    0 => len + 1,
                    1 => len - 1,
                    _ => len,
                };
                for _ in 0..cells {
                    let byte = match rng.below(500) {
                        0 => b'?',
                        _ => letters[rng.below(letters.len())],
                    };
                    text.push(byte);
                }
                let gap: &[u8] = [&b"\n"[..], b"\r\n", b" \t", b"\n\n"][rng.below(4)];
                text.extend_from_slice(gap);
            }
            let refuse = match rng.below(4) {
                0 => rng.below(len * 3),
                _ => usize::MAX,
            };
            let sizes: Vec<usize> = (0..3).map(|_| 1 + rng.below(800)).collect();
            let read = |wide| {
                let mut sc = Scanner::new(Chunks::new(&text, sizes.clone()));
                read_rows(&mut sc, len, alphabet, refuse, wide)
            };
            assert_eq!(read(true), read(false), "round {round}");
        }
    }
}

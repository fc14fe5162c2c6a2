//! A plain reader of the input, written from the rules of the format and not from the
//! scanner: the whole text is at hand, so it needs no buffer, no refill and no lazy
//! position.
//!
//! Rules: tokens are the maximal runs of bytes that are not one of the six whitespace
//! bytes of C's `isspace` (space, `\t`, `\n`, `\v`, `\f`, `\r`). Each `\n`, `\r\n` and
//! lone `\r` ends one line; a column counts bytes from 1, starting again after every `\r`
//! and `\n`. A number is an optional sign then one or more decimal digits, of any length.

use grid_games::scanner::Pos;
use std::ops::Range;

/// Whether `byte` is one of C's six whitespace bytes.
pub fn is_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r')
}

/// The byte ranges of the tokens of `text`, in order. O(text).
pub fn tokens(text: &[u8]) -> Vec<Range<usize>> {
    let mut found = Vec::new();
    let mut start = None;
    for (i, &byte) in text.iter().enumerate() {
        match (start, is_space(byte)) {
            (None, false) => start = Some(i),
            (Some(s), true) => {
                found.push(s..i);
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        found.push(s..text.len());
    }
    found
}

/// The value of a number token; `None` when the token is no number. Magnitudes beyond
/// every integer type the scanner reads (above 2^64) all stand as 2^100.
pub fn number(token: &[u8]) -> Option<i128> {
    const HUGE: i128 = 1 << 100;
    let (negative, digits) = match token.split_first() {
        Some((b'-', rest)) => (true, rest),
        Some((b'+', rest)) => (false, rest),
        _ => (false, token),
    };
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let magnitude = digits
        .iter()
        .fold(0i128, |m, &d| (m * 10 + i128::from(d - b'0')).min(HUGE));
    Some(if negative { -magnitude } else { magnitude })
}

/// The line and column of every offset of a text, from the offsets where columns start
/// again.
pub struct Lines {
    /// Offsets just past each `\r` and `\n`, and the line that starts (or goes on) there.
    restarts: Vec<(usize, u64)>,
}

impl Lines {
    /// O(text).
    pub fn new(text: &[u8]) -> Self {
        let mut restarts = Vec::new();
        let mut line = 1;
        for (i, &byte) in text.iter().enumerate() {
            let after_return = i > 0 && text[i - 1] == b'\r';
            if byte == b'\r' || (byte == b'\n' && !after_return) {
                line += 1;
            }
            if byte == b'\r' || byte == b'\n' {
                restarts.push((i + 1, line));
            }
        }
        Lines { restarts }
    }

    /// The position of the byte at `offset` (or of the end, at the text's length).
    /// O(log lines).
    pub fn pos(&self, offset: usize) -> Pos {
        let passed = self.restarts.partition_point(|&(at, _)| at <= offset);
        let (start, line) = match passed {
            0 => (0, 1),
            k => self.restarts[k - 1],
        };
        Pos {
            line,
            col: (offset - start + 1) as u64,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_split_at_every_kind_of_whitespace() {
        let text = b" 12\x0b-3\x0c\t+x\r\n\x00\x7f";
        let found: Vec<&[u8]> = tokens(text).into_iter().map(|r| &text[r]).collect();
        assert_eq!(found, [&b"12"[..], b"-3", b"+x", b"\x00\x7f"]);
    }

    #[test]
    fn numbers_have_any_length_and_one_sign() {
        assert_eq!(number(b"0000000000000000000000000000000000003"), Some(3));
        assert_eq!(number(b"-0"), Some(0));
        assert_eq!(number(b"+18446744073709551615"), Some(u64::MAX as i128));
        assert_eq!(
            number(b"99999999999999999999999999999999999999999"),
            Some(1 << 100)
        );
        for bad in [&b"+"[..], b"-", b"--1", b"1-", b"1x", b"", b"+-2"] {
            assert_eq!(number(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn every_line_end_starts_a_line_once() {
        let lines = Lines::new(b"a\r\nb\rc\n\nd");
        let at = |offset| {
            let pos = lines.pos(offset);
            (pos.line, pos.col)
        };
        assert_eq!(at(0), (1, 1));
        assert_eq!(at(1), (1, 2), "the \\r of \\r\\n");
        assert_eq!(at(2), (2, 1), "its \\n: the line has started");
        assert_eq!(at(3), (2, 1));
        assert_eq!(at(5), (3, 1), "after a lone \\r");
        assert_eq!(at(8), (5, 1));
        assert_eq!(at(9), (5, 2), "the end");
    }
}

//! Where the cases of an input end, found from each format's rules by counting tokens
//! with the plain [reader](crate::reader) (not with the scanner): the `run_<problem>`
//! targets cut inputs there.

use crate::reader;

/// How many cases an input holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Count {
    /// Cases until the end of the input (hdu4101).
    UntilEnd,
    /// A first number `T`, then `T` cases.
    Given,
    /// A single case (loj6033).
    One,
}

/// The token layout of a case: a header of numbers, then as many tokens as `body` says
/// (numbers, mines' coordinates or rows of cells).
#[derive(Clone, Copy)]
pub struct Format {
    pub count: Count,
    /// Numbers in the header of a case.
    pub header: usize,
    /// Tokens after the header, from the header's numbers (saturating).
    pub body: fn(&[u64]) -> u64,
    /// Cells of the board, from the header's numbers (saturating).
    pub cells: fn(&[u64]) -> u64,
}

/// hdu4101: `N M`, then N x M numbers; cases until the end of the input.
pub const HDU4101: Format = Format {
    count: Count::UntilEnd,
    header: 2,
    body: |h| h[0].saturating_mul(h[1]),
    cells: |h| h[0].saturating_mul(h[1]),
};

/// hdu4678: `T`, then per case `N M K` and K mines of two numbers.
pub const HDU4678: Format = Format {
    count: Count::Given,
    header: 3,
    body: |h| h[2].saturating_mul(2),
    cells: |h| h[0].saturating_mul(h[1]),
};

/// loj6033: `n m`, then n rows.
pub const LOJ6033: Format = Format {
    count: Count::One,
    header: 2,
    body: |h| h[0],
    cells: |h| h[0].saturating_mul(h[1]),
};

/// nowcoder_grid: `T`, then per case `n m` and n rows.
pub const NOWCODER_GRID: Format = Format {
    count: Count::Given,
    header: 2,
    body: |h| h[0],
    cells: |h| h[0].saturating_mul(h[1]),
};

/// ancient_go: `T`, then T boards of 9 rows.
pub const ANCIENT_GO: Format = Format {
    count: Count::Given,
    header: 0,
    body: |_| 9,
    cells: |_| 81,
};

/// The cases of an input, as its tokens lay them out.
#[derive(Debug, PartialEq, Eq)]
pub struct Cases {
    /// The offset just past the count `T` (0 for a format without one, or when `T` is no
    /// natural number): where an input of no case ends.
    pub start: usize,
    /// The offset just past the last token of each complete case, in order.
    pub ends: Vec<usize>,
    /// The cases the input says it holds: `T`, 1, or (read until the end) the complete
    /// ones; `None` when `T` is no natural number.
    pub declared: Option<u64>,
    /// Whether tokens follow the last complete case (a cut case, or more after the last
    /// declared one).
    pub more: bool,
    /// The most cells a case's header gives its board.
    pub most_cells: u64,
}

impl Format {
    /// The cases of `input`: counted as the format says until the tokens run out, a
    /// header is no natural number, or the declared cases are complete. O(input).
    pub fn cases(&self, input: &[u8]) -> Cases {
        let tokens = reader::tokens(input);
        let natural = |i: usize| {
            let value = reader::number(&input[tokens.get(i)?.clone()])?;
            u64::try_from(value).ok()
        };
        let (declared, mut read) = match self.count {
            Count::Given => (natural(0), 1),
            Count::One => (Some(1), 0),
            Count::UntilEnd => (Some(u64::MAX), 0),
        };
        let (mut ends, mut most_cells) = (Vec::new(), 0);
        while (ends.len() as u64) < declared.unwrap_or(0) {
            let header: Option<Vec<u64>> = (read..read + self.header).map(natural).collect();
            let Some(header) = header else { break };
            most_cells = most_cells.max((self.cells)(&header));
            let body = usize::try_from((self.body)(&header)).unwrap_or(usize::MAX);
            let end = (read + self.header).saturating_add(body);
            if end > tokens.len() {
                break;
            }
            ends.push(tokens[end - 1].end);
            read = end;
        }
        Cases {
            start: match (self.count, declared) {
                (Count::Given, Some(_)) => tokens[0].end,
                _ => 0,
            },
            declared: match self.count {
                Count::UntilEnd => Some(ends.len() as u64),
                _ => declared,
            },
            ends,
            more: read < tokens.len(),
            most_cells,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cases_end_after_their_last_token() {
        let cases = HDU4101.cases(b"1 2\n-1 0\n 2 2 3\n4 5");
        assert_eq!(cases.ends, [8]);
        assert_eq!(cases.declared, Some(1));
        assert!(cases.more, "the second case is cut short");
        let cases = HDU4678.cases(b"2\n2 2 1\n0 0\n3 3 0\n x");
        assert_eq!(cases.ends, [11, 17]);
        assert_eq!(cases.declared, Some(2));
        assert!(cases.more);
        assert_eq!(cases.most_cells, 9);
        let cases = NOWCODER_GRID.cases(b"+3 1 1 . 0 5 2 2 AB");
        assert_eq!(cases.ends, [8, 12]);
        assert_eq!(cases.declared, Some(3));
        assert!(cases.more, "the third case is cut short");
        let cases = LOJ6033.cases(b"");
        assert_eq!((cases.ends.len(), cases.declared), (0, Some(1)));
        let cases = ANCIENT_GO.cases(b"x");
        assert_eq!(cases.declared, None);
    }
}

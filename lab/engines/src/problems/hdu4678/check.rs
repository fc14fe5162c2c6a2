//! What `cargo lab check` needs of hdu4678: small boards for the brute-force comparisons,
//! boards at the statement's limits (N and M from 1 to 1000, K from 0 to N * M, mines
//! repeated) and past its guarantees (for `cargo lab validate`'s tests), and how a
//! failing board shrinks: rows and columns dropped (their mines with them), then mines
//! taken off the list. The large boards at the limits are patterns whose guarantee (no
//! number borders two blank regions) is plain: no number at all, no cell at all, or no
//! blank.

use super::{Case, Hdu4678};
use crate::check::variants::{cuts, line_cuts};
use crate::check::Check;
use crate::explain::count;
use crate::rng::Rng;
use itertools::iproduct;
use std::collections::BTreeSet;
use std::ops::Range;

pub const SIDE: usize = 1000;

impl Check for Hdu4678 {
    fn random_small(rng: &mut Rng) -> Case {
        random_case(rng)
    }

    /// Every set of mines on every board of at most 12 cells: 35,978 boards, some of
    /// which break the guarantee.
    fn every_small() -> Box<dyn Iterator<Item = Case>> {
        let sizes = iproduct!(1..=12usize, 1..=12usize).filter(|(r, c)| r * c <= 12);
        Box::new(sizes.flat_map(|(rows, cols)| {
            (0u32..1 << (rows * cols))
                .map(move |set| board(rows, cols, |r, c| set & (1 << (r * cols + c)) != 0))
        }))
    }

    fn at_limits(rng: &mut Rng) -> Vec<(&'static str, Case)> {
        let mut twice = board(30, 30, |r, c| (r + c) % 2 == 0);
        twice.mines.extend(twice.mines.clone());
        vec![
            ("1x1, no mine", board(1, 1, |_, _| false)),
            ("1x1, its cell a mine", board(1, 1, |_, _| true)),
            (
                "1x1000, a third of the cells mines",
                board(1, SIDE, |_, _| rng.chance(1.0 / 3.0)),
            ),
            (
                "1000x1, a third of the cells mines",
                board(SIDE, 1, |_, _| rng.chance(1.0 / 3.0)),
            ),
            ("1000x1000, no mine", board(SIDE, SIDE, |_, _| false)),
            (
                "1000x1000, every cell a mine (K = 10^6)",
                board(SIDE, SIDE, |_, _| true),
            ),
            (
                "1000x1000, mines on a checkerboard: 500,000 lone numbers",
                board(SIDE, SIDE, |r, c| (r + c) % 2 == 0),
            ),
            (
                "30x30, a checkerboard of mines each listed twice (K = N x M)",
                twice,
            ),
        ]
    }

    fn describe(case: &Case) -> String {
        let distinct = case.mines.iter().collect::<BTreeSet<_>>().len();
        let (rows, cols, k) = (case.rows, case.cols, case.mines.len());
        match distinct == k {
            true => format!("a {rows}x{cols} board, {}", count(k, "mine")),
            false => format!("a {rows}x{cols} board, {k} mines listed, {distinct} distinct"),
        }
    }

    /// The cells of the board plus the mines listed.
    fn size(case: &Case) -> u128 {
        (case.rows * case.cols + case.mines.len()) as u128
    }

    /// Runs of rows dropped, runs of columns dropped, then runs of the mine list taken
    /// off (half of it, then each mine; a lone mine too).
    fn shrink(case: &Case) -> Box<dyn Iterator<Item = Case>> {
        let uncut = case.clone();
        let lines = line_cuts(case.rows, case.cols);
        let lines = lines.map(move |(rows, run)| without_lines(&uncut, run, rows));
        let mut runs = cuts(case.mines.len());
        if case.mines.len() == 1 {
            runs.push(0..1);
        }
        let case = case.clone();
        let mines = runs.into_iter().map(move |run| {
            let (before, after) = (&case.mines[..run.start], &case.mines[run.end..]);
            Case {
                mines: before.iter().chain(after).copied().collect(),
                ..case.clone()
            }
        });
        Box::new(lines.chain(mines))
    }
}

/// A board of up to 5 x 5 with a random number of mines drawn uniformly, repeats kept (so
/// K may exceed N * M).
pub fn random_case(rng: &mut Rng) -> Case {
    let (rows, cols) = (rng.range(1, 5), rng.range(1, 5));
    let k = rng.range(0, rows * cols + 2);
    let mines = (0..k)
        .map(|_| (rng.range(0, rows - 1), rng.range(0, cols - 1)))
        .collect();
    Case { rows, cols, mines }
}

/// A `rows` x `cols` board whose cells are mines where `mine(r, c)`, row-major.
pub fn board(rows: usize, cols: usize, mut mine: impl FnMut(usize, usize) -> bool) -> Case {
    let mines = iproduct!(0..rows, 0..cols).filter(|&(r, c)| mine(r, c));
    Case {
        rows,
        cols,
        mines: mines.collect(),
    }
}

/// `case` without the rows (or with `rows` false, the columns) of `run`, their mines
/// with them.
fn without_lines(case: &Case, run: Range<usize>, rows: bool) -> Case {
    let shifted = |i: usize| match i {
        i if i < run.start => Some(i),
        i if i < run.end => None,
        i => Some(i - run.len()),
    };
    let mines = case.mines.iter().filter_map(|&(r, c)| match rows {
        true => Some((shifted(r)?, c)),
        false => Some((r, shifted(c)?)),
    });
    let cut = |len: usize, cut: bool| if cut { len - run.len() } else { len };
    Case {
        rows: cut(case.rows, rows),
        cols: cut(case.cols, !rows),
        mines: mines.collect(),
    }
}

//! Smaller hdu4678 boards for `cargo lab check`'s shrinking: rows and columns dropped
//! (their mines with them), then mines taken off the list.

use super::Case;
use crate::check::variants::cuts;
use std::ops::Range;

/// The cells of the board plus the mines listed: what every variant lowers.
pub fn size(case: &Case) -> u128 {
    (case.rows * case.cols + case.mines.len()) as u128
}

/// The variants, most cut first: runs of rows dropped, runs of columns dropped, then runs
/// of the mine list taken off (half of it, then each mine; a lone mine too).
pub fn shrink(case: &Case) -> Box<dyn Iterator<Item = Case>> {
    let (by_rows, by_cols) = (case.clone(), case.clone());
    let rows = cuts(case.rows)
        .into_iter()
        .map(move |run| without_rows(&by_rows, run));
    let cols = cuts(case.cols)
        .into_iter()
        .map(move |run| without_cols(&by_cols, run));
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
    Box::new(rows.chain(cols).chain(mines))
}

/// The index `i` of a line once the lines of `run` are gone; `None` for those lines.
fn shifted(i: usize, run: &Range<usize>) -> Option<usize> {
    match i {
        i if i < run.start => Some(i),
        i if i < run.end => None,
        i => Some(i - run.len()),
    }
}

fn without_rows(case: &Case, run: Range<usize>) -> Case {
    let mines = case.mines.iter();
    Case {
        rows: case.rows - run.len(),
        cols: case.cols,
        mines: mines
            .filter_map(|&(r, c)| Some((shifted(r, &run)?, c)))
            .collect(),
    }
}

fn without_cols(case: &Case, run: Range<usize>) -> Case {
    let mines = case.mines.iter();
    Case {
        rows: case.rows,
        cols: case.cols - run.len(),
        mines: mines
            .filter_map(|&(r, c)| Some((r, shifted(c, &run)?)))
            .collect(),
    }
}

//! Smaller ancient_go positions for `cargo lab check`'s shrinking. The board is always
//! 9x9, so a position shrinks by its stones, and moves toward the top-left corner, where
//! the board's edges can stand for stones: a row or column of stones dropped (those below
//! or to the right moving up or left into its place), a stone taken off, or the whole
//! position moved up or left by one when its first row or column is empty.

use super::{Points, SIZE};
use itertools::iproduct;

/// Weighs a stone above any move toward the corner (the corner is at most 16 steps away).
const STONE: u128 = 100;

/// The stones, then how far their top-left corner is from the board's: what every
/// variant lowers.
pub fn size(points: &Points) -> u128 {
    let stones: Vec<(usize, usize)> = stones(points).collect();
    let top = stones.iter().map(|&(r, _)| r).min().unwrap_or(0);
    let left = stones.iter().map(|&(_, c)| c).min().unwrap_or(0);
    STONE * stones.len() as u128 + (top + left) as u128
}

fn stones(points: &Points) -> impl Iterator<Item = (usize, usize)> + '_ {
    iproduct!(0..SIZE, 0..SIZE).filter(|&(r, c)| points[r][c] != b'.')
}

/// The variants, most cut first: each row holding stones dropped, each such column
/// dropped, each stone taken off (row-major), then the position moved up, then left.
pub fn shrink(points: &Points) -> Box<dyn Iterator<Item = Points>> {
    let points = *points;
    let lines = 0..SIZE;
    let rows = lines
        .clone()
        .filter(move |&r| points[r].iter().any(|&p| p != b'.'));
    let cols = lines.filter(move |&c| points.iter().any(|row| row[c] != b'.'));
    let dropped_rows = rows.map(move |r| without_row(&points, r));
    let dropped_cols = cols.map(move |c| transposed(&without_row(&transposed(&points), c)));
    let taken = iproduct!(0..SIZE, 0..SIZE)
        .filter(move |&(r, c)| points[r][c] != b'.')
        .map(move |(r, c)| {
            let mut smaller = points;
            smaller[r][c] = b'.';
            smaller
        });
    let up = (points[0].iter().all(|&p| p == b'.')).then(|| without_row(&points, 0));
    let left_empty = points.iter().all(|row| row[0] == b'.');
    let left = left_empty.then(|| transposed(&without_row(&transposed(&points), 0)));
    let moved = up.into_iter().chain(left);
    Box::new(dropped_rows.chain(dropped_cols).chain(taken).chain(moved))
}

/// The position without row `r`: the rows below move up, an empty row comes in last.
fn without_row(points: &Points, r: usize) -> Points {
    let mut out = [[b'.'; SIZE]; SIZE];
    let kept = points.iter().enumerate().filter(|&(i, _)| i != r);
    for (to, (_, row)) in out.iter_mut().zip(kept) {
        *to = *row;
    }
    out
}

fn transposed(points: &Points) -> Points {
    let mut out = [[b'.'; SIZE]; SIZE];
    for (r, c) in iproduct!(0..SIZE, 0..SIZE) {
        out[c][r] = points[r][c];
    }
    out
}

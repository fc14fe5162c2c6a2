//! Building blocks of what problems offer `cargo lab check`: which rows or columns a
//! shrinking step ([`super::Check::shrink`]) drops, grids with them dropped or
//! with a cell changed, filled, drawn and enumerated grids.

use std::ops::Range;

/// The runs of lines a shrinking step may drop from `len` lines, most first: the first
/// and the last half, quarter, eighth... down to a single line, then each other line
/// alone; never all of them, none when `len` is 1. Each run is given once. So a step on
/// a large board that a large cut keeps failing costs a few runs, not one per line.
/// Time: O(len log len) (a list of half a million mines is cut too).
pub fn cuts(len: usize) -> Vec<Range<usize>> {
    if len <= 1 {
        return Vec::new();
    }
    let sizes = std::iter::successors(Some(len / 2), |&k| (k > 1).then_some(k / 2));
    let mut ends: Vec<Range<usize>> = Vec::new();
    for run in sizes.flat_map(|k| [0..k, len - k..len]) {
        if !ends.contains(&run) {
            ends.push(run);
        }
    }
    let singles = (0..len).map(|i| i..i + 1).filter(|run| !ends.contains(run));
    let singles: Vec<Range<usize>> = singles.collect();
    ends.into_iter().chain(singles).collect()
}

/// `items` without those of `run`.
fn without<T: Clone>(items: &[T], run: &Range<usize>) -> Vec<T> {
    let (before, after) = (&items[..run.start], &items[run.end..]);
    before.iter().chain(after).cloned().collect()
}

/// `grid` without the rows of `run`.
pub fn drop_rows<T: Clone>(grid: &[Vec<T>], run: Range<usize>) -> Vec<Vec<T>> {
    without(grid, &run)
}

/// `grid` without the columns of `run`.
pub fn drop_cols<T: Clone>(grid: &[Vec<T>], run: Range<usize>) -> Vec<Vec<T>> {
    grid.iter().map(|row| without(row, &run)).collect()
}

/// The runs of [`cuts`] of the lines of a `rows` x `cols` grid: the row runs (`true`),
/// then the column runs (`false`).
pub fn line_cuts(rows: usize, cols: usize) -> impl Iterator<Item = (bool, Range<usize>)> {
    let rows = cuts(rows).into_iter().map(|run| (true, run));
    rows.chain(cuts(cols).into_iter().map(|run| (false, run)))
}

/// Every grid with a run of [`line_cuts`] dropped: the row runs, then the column runs.
pub fn grids_with_lines_dropped<T: Clone + 'static>(
    grid: Vec<Vec<T>>,
) -> impl Iterator<Item = Vec<Vec<T>>> {
    line_cuts(grid.len(), grid[0].len()).map(move |(is_row, run)| match is_row {
        true => drop_rows(&grid, run),
        false => drop_cols(&grid, run),
    })
}

/// Every grid with one cell changed to what `change` gives for it, row-major (the cells
/// it gives `None` for are left as they are).
pub fn grids_with_a_cell_changed<T: Clone + 'static>(
    grid: Vec<Vec<T>>,
    change: impl Fn(&T) -> Option<T>,
) -> impl Iterator<Item = Vec<Vec<T>>> {
    let cells = (0..grid.len()).flat_map(|r| (0..grid[0].len()).map(move |c| (r, c)));
    let changes: Vec<_> = cells
        .filter_map(|(r, c)| Some((r, c, change(&grid[r][c])?)))
        .collect();
    changes.into_iter().map(move |(r, c, to)| {
        let mut changed = grid.clone();
        changed[r][c] = to;
        changed
    })
}

/// A `rows` x `cols` grid of `cell`.
pub fn filled<T: Clone>(rows: usize, cols: usize, cell: T) -> Vec<Vec<T>> {
    vec![vec![cell; cols]; rows]
}

/// A `rows` x `cols` grid of the cells `cell` draws, row-major.
pub fn drawn<T>(rows: usize, cols: usize, mut cell: impl FnMut() -> T) -> Vec<Vec<T>> {
    (0..rows)
        .map(|_| (0..cols).map(|_| cell()).collect())
        .collect()
}

/// Every word of `len` letters of `alphabet`: the word of code `k`, for `k` from 0 to
/// `alphabet.len()^len - 1`, has at `i` the letter of the `i`-th digit of `k` written in
/// base `alphabet.len()` (the first letter changes fastest).
pub fn words<T: Copy>(len: usize, alphabet: &'static [T]) -> impl Iterator<Item = Vec<T>> + Clone {
    let base = alphabet.len();
    (0..base.pow(len as u32)).map(move |code| {
        let digits = std::iter::successors(Some(code), move |k| Some(k / base));
        digits.take(len).map(|k| alphabet[k % base]).collect()
    })
}

/// Every `rows` x `cols` grid of `alphabet`: the [`words`] of its cells, row-major.
pub fn every_grid<T: Copy>(
    rows: usize,
    cols: usize,
    alphabet: &'static [T],
) -> impl Iterator<Item = Vec<Vec<T>>> + Clone {
    let grid = move |cells: Vec<T>| cells.chunks(cols).map(<[T]>::to_vec).collect();
    words(rows * cols, alphabet).map(grid)
}

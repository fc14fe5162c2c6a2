//! Building blocks of what problems offer `cargo lab check`: which rows or columns a
//! shrinking step ([`crate::problem::Problem::shrink`]) drops, grids with them dropped or
//! with a cell changed, filled grids.

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

/// `grid` without the rows of `run`.
pub fn drop_rows<T: Clone>(grid: &[Vec<T>], run: Range<usize>) -> Vec<Vec<T>> {
    let (before, after) = (&grid[..run.start], &grid[run.end..]);
    before.iter().chain(after).cloned().collect()
}

/// `grid` without the columns of `run`.
pub fn drop_cols<T: Clone>(grid: &[Vec<T>], run: Range<usize>) -> Vec<Vec<T>> {
    grid.iter()
        .map(|row| {
            let (before, after) = (&row[..run.start], &row[run.end..]);
            before.iter().chain(after).cloned().collect()
        })
        .collect()
}

/// Every grid with a run of [`cuts`] dropped: the row runs, then the column runs.
pub fn grids_with_lines_dropped<T: Clone + 'static>(
    grid: Vec<Vec<T>>,
) -> impl Iterator<Item = Vec<Vec<T>>> {
    let rows = cuts(grid.len()).into_iter().map(|run| (true, run));
    let cols = cuts(grid[0].len()).into_iter().map(|run| (false, run));
    rows.chain(cols).map(move |(is_row, run)| match is_row {
        true => drop_rows(&grid, run),
        false => drop_cols(&grid, run),
    })
}

/// Every grid with one cell that `pick` accepts set to `to`, row-major.
pub fn grids_with_a_cell_set<T: Clone + 'static>(
    grid: Vec<Vec<T>>,
    pick: impl Fn(&T) -> bool + 'static,
    to: T,
) -> impl Iterator<Item = Vec<Vec<T>>> {
    let cells = (0..grid.len()).flat_map(|r| (0..grid[0].len()).map(move |c| (r, c)));
    let picked: Vec<(usize, usize)> = cells.filter(|&(r, c)| pick(&grid[r][c])).collect();
    picked.into_iter().map(move |(r, c)| {
        let mut changed = grid.clone();
        changed[r][c] = to.clone();
        changed
    })
}

/// A `rows` x `cols` grid of `cell`.
pub fn filled<T: Clone>(rows: usize, cols: usize, cell: T) -> Vec<Vec<T>> {
    vec![vec![cell; cols]; rows]
}

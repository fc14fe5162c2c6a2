//! Building blocks of what problems offer `cargo lab check`: which rows or columns a
//! shrinking step ([`crate::problem::Problem::shrink`]) drops, grids with them dropped,
//! and counts in words for [`crate::problem::Problem::describe`].

use std::ops::Range;

/// The runs of lines a shrinking step may drop from `len` lines, most first: the first
/// half, the second half, then each line alone; never all of them, none when `len` is 1.
/// Each run is given once (two lines have halves of one line).
pub fn cuts(len: usize) -> Vec<Range<usize>> {
    if len < 2 {
        return Vec::new();
    }
    let half = len / 2;
    let halves = [0..half, half..len];
    let singles = (0..len)
        .map(|i| i..i + 1)
        .filter(|run| !halves.contains(run));
    halves.clone().into_iter().chain(singles).collect()
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

/// `count` things called `noun`: "1 mine", "2 mines".
pub fn counted(count: usize, noun: &str) -> String {
    match count {
        1 => format!("1 {noun}"),
        n => format!("{n} {noun}s"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cuts_halve_then_take_single_lines_once_each() {
        assert!(cuts(1).is_empty());
        assert_eq!(cuts(2), vec![0..1, 1..2]);
        assert_eq!(cuts(3), vec![0..1, 1..3, 1..2, 2..3]);
        assert_eq!(cuts(4), vec![0..2, 2..4, 0..1, 1..2, 2..3, 3..4]);
    }

    #[test]
    fn rows_and_columns_are_dropped() {
        let grid = vec![vec![1, 2, 3], vec![4, 5, 6]];
        assert_eq!(drop_rows(&grid, 0..1), vec![vec![4, 5, 6]]);
        assert_eq!(drop_cols(&grid, 1..3), vec![vec![1], vec![4]]);
        assert_eq!(grids_with_lines_dropped(grid).count(), 2 + 4);
    }
}

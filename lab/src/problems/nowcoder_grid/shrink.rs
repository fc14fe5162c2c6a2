//! Smaller nowcoder_grid grids for `cargo lab check`'s shrinking: rows and columns
//! dropped, then a letter cleared.

use super::Rows;
use crate::check::variants::{grids_with_a_cell_set, grids_with_lines_dropped};

/// The cells of the grid plus its letters: what every variant lowers.
pub fn size(grid: &Rows) -> u128 {
    let letters = grid.iter().flatten().filter(|&&x| x != b'.').count();
    (grid.len() * grid[0].len() + letters) as u128
}

/// The variants, most cut first: runs of rows or columns dropped, then each letter
/// cleared, row-major.
pub fn shrink(grid: &Rows) -> Box<dyn Iterator<Item = Rows>> {
    let cleared = grids_with_a_cell_set(grid.clone(), |&x| x != b'.', b'.');
    Box::new(grids_with_lines_dropped(grid.clone()).chain(cleared))
}

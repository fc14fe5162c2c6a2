//! Smaller loj6033 boards for `cargo lab check`'s shrinking: rows and columns dropped,
//! then a free cell blocked.

use super::Board;
use crate::check::variants::{grids_with_a_cell_set, grids_with_lines_dropped};

/// The cells of the board plus its free cells: what every variant lowers.
pub fn size(board: &Board) -> u128 {
    let free = board.iter().flatten().filter(|&&x| x == b'.').count();
    (board.len() * board[0].len() + free) as u128
}

/// The variants, most cut first: runs of rows or columns dropped, then each free cell
/// blocked, row-major.
pub fn shrink(board: &Board) -> Box<dyn Iterator<Item = Board>> {
    let blocked = grids_with_a_cell_set(board.clone(), |&x| x == b'.', b'#');
    Box::new(grids_with_lines_dropped(board.clone()).chain(blocked))
}

//! Smaller loj6033 boards for `cargo lab check`'s shrinking: rows and columns dropped,
//! then a free cell blocked.

use super::Board;
use crate::variants::grids_with_lines_dropped;

/// The cells of the board plus its free cells: what every variant lowers.
pub fn size(board: &Board) -> u128 {
    let free = board.iter().flatten().filter(|&&x| x == b'.').count();
    (board.len() * board[0].len() + free) as u128
}

/// The variants, most cut first: runs of rows or columns dropped, then each free cell
/// blocked, row-major.
pub fn shrink(board: &Board) -> Box<dyn Iterator<Item = Board>> {
    let blocked = board.clone();
    let cells = (0..board.len()).flat_map(|r| (0..board[0].len()).map(move |c| (r, c)));
    let free: Vec<(usize, usize)> = cells.filter(|&(r, c)| board[r][c] == b'.').collect();
    let blocked = free.into_iter().map(move |(r, c)| {
        let mut smaller = blocked.clone();
        smaller[r][c] = b'#';
        smaller
    });
    Box::new(grids_with_lines_dropped(board.clone()).chain(blocked))
}

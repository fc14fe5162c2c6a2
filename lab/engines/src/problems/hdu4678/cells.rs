//! The board of hdu4678 cell by cell: the number each cell shows, as the rules read. The
//! library plays the board 64 cells at a time ([`grid_games::hdu4678::mine_rows`]); the
//! explanations' split into games ([`super::explain::games`]) starts from these numbers,
//! and the tests compare the library with it.

use grid_games::hdu4678::mine_rows::MineRows;

/// The bit that marks a mine among the numbers (whose other bits then mean nothing); no
/// number reaches it.
pub const MINE: u8 = 0x80;

/// The cells around `cell` (diagonals included) on a `rows` x `cols` board, row-major.
pub fn around(rows: usize, cols: usize, cell: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (cell / cols, cell % cols);
    let near_rows = r.saturating_sub(1)..(r + 2).min(rows);
    near_rows
        .flat_map(move |nr| {
            let near_cols = c.saturating_sub(1)..(c + 2).min(cols);
            near_cols.map(move |nc| nr * cols + nc)
        })
        .filter(move |&next| next != cell)
}

/// Writes into `numbers` what each cell of `board` shows, row-major: the number of mines
/// among its eight neighbours, or for a mine any value with the [`MINE`] bit. Row by row,
/// the mines of the row and of the rows above and below are summed per column, then
/// along the row over three columns. O(N * M), sequential.
pub fn count_numbers(board: &MineRows, numbers: &mut Vec<u8>) {
    let (rows, cols) = (board.rows(), board.cols());
    numbers.clear();
    let mine = |r: usize, c: usize| u8::from(board.is_mine(r, c));
    for r in 0..rows {
        let column = |c: usize| {
            let above = if r > 0 { mine(r - 1, c) } else { 0 };
            let below = if r + 1 < rows { mine(r + 1, c) } else { 0 };
            above + mine(r, c) + below
        };
        let (mut left, mut here) = (0, column(0));
        for c in 0..cols {
            let right = if c + 1 < cols { column(c + 1) } else { 0 };
            // A cell's own mine is in the sum, which then means nothing: the mark says so.
            numbers.push((left + here + right) | (mine(r, c) * MINE));
            left = here;
            here = right;
        }
    }
}

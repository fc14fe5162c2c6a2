//! The board of hdu4678 cell by cell: the numbers each cell shows, and the game solved by
//! flooding each blank region, as the rules read. The library solves it 64 cells at a time
//! ([`grid_games::hdu4678::mine_rows`]); this is the slower, plainer reading that the
//! explanations draw from and the tests compare the library with.

use grid_games::grid::{Adjacency, Flood, Shape};
use grid_games::hdu4678::mine_rows::MineRows;
use grid_games::hdu4678::Verdict;

/// The bit that marks a mine among the numbers (whose other bits then mean nothing); no
/// number reaches it.
pub const MINE: u8 = 0x80;

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

/// The bit a flood sets on the blanks of its region and the numbers the region takes;
/// numbers stay below it and mines never have it.
const TAKEN: u8 = 0x40;

/// The rules read cell by cell: count the numbers, then flood the blank regions in
/// row-major order of their first cells, each worth 1 or 2 by the parity of the numbers it
/// takes (a number an earlier region took is not taken again); the numbers no region took
/// are worth 1 each. O(N * M): a second reading of the rules that [`grid_games::hdu4678::solve`], 64
/// cells at a time, must agree with.
pub fn solve_cell_by_cell(board: &MineRows) -> Verdict {
    let shape = Shape::new(board.rows(), board.cols()).expect("a board that fits");
    let (mut numbers, mut flood) = (Vec::new(), Flood::new());
    count_numbers(board, &mut numbers);
    let (numbers, flood) = (&mut numbers, &mut flood);
    let mut nim = 0;
    let mut shared = None;
    for first in 0..numbers.len() {
        if numbers[first] == 0 {
            let odd = flood_region(shape, flood, numbers, first, &mut shared);
            nim ^= 1 + u8::from(odd);
        }
    }
    let lone = numbers.iter().filter(|&&n| (1..=8).contains(&n)).count();
    Verdict {
        first_player_wins: nim ^ (lone % 2) as u8 != 0,
        shared_number: shared.and_then(|cell| shape.coords(cell)),
    }
}

/// Floods the region of the blank `first`, which no flood took yet: marks its blanks
/// [`TAKEN`], and takes each number next to it that no earlier region took. A number an
/// earlier region took borders two regions: `shared` keeps the first such cell. Returns
/// whether the region took an odd count of numbers. O(region and its border).
fn flood_region(
    shape: Shape,
    flood: &mut Flood,
    numbers: &mut [u8],
    first: usize,
    shared: &mut Option<usize>,
) -> bool {
    numbers[first] = TAKEN;
    let mut odd = false;
    // The flood reports each reached cell once: a blank of this region (no flood took it,
    // or it would have taken `first` too), a number, or a mine.
    flood.fill(shape, Adjacency::EIGHT, &[first], |cell| {
        let value = numbers[cell];
        match value {
            0 => numbers[cell] = TAKEN,
            1..=8 => {
                numbers[cell] |= TAKEN;
                odd = !odd;
            }
            _ if value & MINE == 0 => *shared = Some(shared.map_or(cell, |s| s.min(cell))),
            _ => {}
        }
        value == 0
    });
    odd
}

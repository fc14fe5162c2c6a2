//! Boards for the brute-force comparisons.

use super::brute::{neighbours, on_border};
use super::Board;
use crate::rng::Rng;

/// The most game states of a board [`random_searchable`] draws.
const SEARCHABLE_STATES: u64 = 1 << 17;

/// A random board up to 5x5 whose game the brute force searches quickly: of 1 to 4 rows
/// and columns with HP up to 3, of 3 or 4 with HP up to 3, or of 3 to 5 with HP up to 2
/// (drawn again until it has at most 2^17 states).
pub fn random_searchable(rng: &mut Rng) -> Board {
    loop {
        let board = match rng.below(4) {
            0 => random_board(rng, (1, 4), 3),
            1 => random_board(rng, (3, 4), 3),
            _ => random_board(rng, (3, 5), 2),
        };
        if board.states() <= SEARCHABLE_STATES {
            return board;
        }
    }
}

/// A random board of `min_side..=max_side` rows and columns: many empty cells, HP up to
/// `max_hp`; on three boards in four of at least 3x3 the treasure is sealed, else it is
/// anywhere.
pub fn random_board(rng: &mut Rng, (min_side, max_side): (usize, usize), max_hp: usize) -> Board {
    let (rows, cols) = (rng.range(min_side, max_side), rng.range(min_side, max_side));
    let empty = [0.2, 0.35, 0.5][rng.range(0, 2)];
    let values = (0..rows * cols)
        .map(|_| match rng.chance(empty) {
            true => 0,
            false => rng.range(1, max_hp) as i64,
        })
        .collect();
    let mut board = Board { rows, cols, values };
    if rows >= 3 && cols >= 3 && rng.chance(0.75) {
        seal_treasure(rng, &mut board, max_hp);
    } else {
        let treasure = rng.range(0, rows * cols - 1);
        board.values[treasure] = -1;
    }
    board
}

/// Puts the treasure off the border, grows up to three zeros around it (off the border
/// too), and makes a stone of every empty cell bordering them.
pub(super) fn seal_treasure(rng: &mut Rng, board: &mut Board, max_hp: usize) {
    let (rows, cols) = (board.rows, board.cols);
    let treasure = rng.range(1, rows - 2) * cols + rng.range(1, cols - 2);
    let mut region = vec![treasure];
    for _ in 0..rng.range(0, 3) {
        let from = region[rng.range(0, region.len() - 1)];
        let next = neighbours(rows, cols, from)[rng.range(0, 3)];
        if !on_border(rows, cols, next) && !region.contains(&next) {
            region.push(next);
        }
    }
    for &cell in &region {
        board.values[cell] = 0;
    }
    for &cell in &region {
        for next in neighbours(rows, cols, cell) {
            if !region.contains(&next) && board.values[next] == 0 {
                board.values[next] = rng.range(1, max_hp) as i64;
            }
        }
    }
    board.values[treasure] = -1;
}

/// Every board of `rows` x `cols` with the treasure at `treasure` and the other cells
/// taking every value of `0..values`.
pub fn every_board(rows: usize, cols: usize, treasure: usize, values: u64) -> Vec<Board> {
    let others = (rows * cols - 1) as u32;
    (0..values.pow(others))
        .map(|code| {
            let mut digits = (0..others).map(|k| (code / values.pow(k) % values) as i64);
            let values = (0..rows * cols)
                .map(|i| match i == treasure {
                    true => -1,
                    false => digits.next().unwrap(),
                })
                .collect();
            Board { rows, cols, values }
        })
        .collect()
}

/// Every 3x3 board with HP up to 3 around the treasure in the centre, and every 4x4 board
/// of zeros and HP 1 with the treasure at (1, 1) (up to symmetry, every place off the
/// border): 98,304 boards.
pub fn every_tiny_board() -> impl Iterator<Item = Board> {
    every_board(3, 3, 4, 4)
        .into_iter()
        .chain(every_board(4, 4, 5, 2))
}

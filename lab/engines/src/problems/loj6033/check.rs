//! What `cargo lab check` needs of loj6033: small boards for the brute-force comparisons,
//! boards at the statement's limits (n and m from 1 to 100) and past them (for `cargo lab
//! validate`'s tests), and how a failing board shrinks: rows and columns dropped, then a
//! free cell blocked.

use super::{free_cells, Board, Loj6033};
use crate::check::variants::{drawn, every_grid, filled};
use crate::check::variants::{grids_with_a_cell_changed, grids_with_lines_dropped};
use crate::check::Check;
use crate::explain::count;
use crate::rng::Rng;

pub const SIDE: usize = 100;

impl Check for Loj6033 {
    fn random_small(rng: &mut Rng) -> Board {
        let (rows, cols) = (rng.range(1, 5), rng.range(1, 5));
        let blocked = [0.0, 0.1, 0.2, 0.35, 0.5][rng.range(0, 4)];
        random_board(rng, rows, cols, blocked)
    }

    /// Every pattern of 3x3, 3x4, 4x3, 3x5, 5x3, 4x4, and of 1xk, kx1, 2xk, kx2 for k up
    /// to 5: 142,628 boards.
    fn every_small() -> Box<dyn Iterator<Item = Board>> {
        let mut sizes = vec![(3, 3), (3, 4), (4, 3), (3, 5), (5, 3), (4, 4)];
        for k in 1..=5 {
            sizes.extend([(1, k), (k, 1), (2, k), (k, 2)]);
        }
        let boards = sizes.into_iter();
        Box::new(boards.flat_map(|(rows, cols)| every_grid(rows, cols, b"#.")))
    }

    fn at_limits(rng: &mut Rng) -> Vec<(&'static str, Board)> {
        vec![
            ("1x1, free", filled(1, 1, b'.')),
            ("1x1, blocked: no free cell", filled(1, 1, b'#')),
            ("1x100, all free", filled(1, SIDE, b'.')),
            ("100x1, all free", filled(SIDE, 1, b'.')),
            ("2x100, a fifth blocked", random_board(rng, 2, SIDE, 0.2)),
            ("100x2, a fifth blocked", random_board(rng, SIDE, 2, 0.2)),
            ("100x100, all free", filled(SIDE, SIDE, b'.')),
            ("100x100, all blocked", filled(SIDE, SIDE, b'#')),
            ("100x100, 30% blocked", random_board(rng, SIDE, SIDE, 0.3)),
            ("99x99, all free", filled(SIDE - 1, SIDE - 1, b'.')),
        ]
    }

    fn describe(board: &Board) -> String {
        let (rows, cols) = (board.len(), board[0].len());
        let free = count(free_cells(board).len(), "free cell");
        format!("a {rows}x{cols} board, {free}")
    }

    /// The cells of the board plus its free cells.
    fn size(board: &Board) -> u128 {
        let free = board.iter().flatten().filter(|&&x| x == b'.').count();
        (board.len() * board[0].len() + free) as u128
    }

    /// Runs of rows or columns dropped, then each free cell blocked, row-major.
    fn shrink(board: &Board) -> Box<dyn Iterator<Item = Board>> {
        let blocked = grids_with_a_cell_changed(board.clone(), |&x| (x == b'.').then_some(b'#'));
        Box::new(grids_with_lines_dropped(board.clone()).chain(blocked))
    }
}

/// A random board, each cell blocked with probability `blocked`.
pub fn random_board(rng: &mut Rng, rows: usize, cols: usize, blocked: f64) -> Board {
    drawn(rows, cols, || if rng.chance(blocked) { b'#' } else { b'.' })
}

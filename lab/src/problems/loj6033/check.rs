//! What `cargo lab check` needs of loj6033: its small cases ([`small`](super::small)), the
//! cases at its limits ([`limits`](super::limits)), and how a failing case shrinks
//! ([`shrink`](super::shrink)).

use super::{free_cells, limits, random_board, shrink, small, Board, Loj6033};
use crate::check::variants::counted;
use crate::check::Check;
use crate::rng::Rng;

impl Check for Loj6033 {
    fn random_small(rng: &mut Rng) -> Board {
        let (rows, cols) = (rng.range(1, 5), rng.range(1, 5));
        let blocked = [0.0, 0.1, 0.2, 0.35, 0.5][rng.range(0, 4)];
        random_board(rng, rows, cols, blocked)
    }

    fn every_small() -> Box<dyn Iterator<Item = Board>> {
        Box::new(small::every_tiny_board())
    }

    fn at_limits(rng: &mut Rng) -> Vec<(String, Board)> {
        limits::at_limits(rng)
    }

    fn describe(board: &Board) -> String {
        let (rows, cols) = (board.len(), board[0].len());
        let free = counted(free_cells(board).len(), "free cell");
        format!("a {rows}x{cols} board, {free}")
    }

    fn size(board: &Board) -> u128 {
        shrink::size(board)
    }

    fn shrink(board: &Board) -> Box<dyn Iterator<Item = Board>> {
        shrink::shrink(board)
    }

    fn why(case: &Self::Case) -> Option<String> {
        Some(crate::explain::reasoning::<Self>(case))
    }
}

//! What `cargo lab check` needs of hdu4101: its small cases ([`small`](super::small)), the
//! cases at its limits ([`limits`](super::limits)), and how a failing case shrinks
//! ([`shrink`](super::shrink)).

use super::{limits, shrink, small, Board, Hdu4101};
use crate::check::variants::counted;
use crate::check::Check;
use crate::rng::Rng;

impl Check for Hdu4101 {
    fn random_small(rng: &mut Rng) -> Board {
        small::random_searchable(rng)
    }

    fn every_small() -> Box<dyn Iterator<Item = Board>> {
        Box::new(small::every_tiny_board())
    }

    fn at_limits(rng: &mut Rng) -> Vec<(String, Board)> {
        limits::at_limits(rng)
    }

    fn describe(board: &Board) -> String {
        let stones: Vec<i64> = board.values.iter().copied().filter(|&v| v > 0).collect();
        let hp: i128 = stones.iter().map(|&v| i128::from(v)).sum();
        let (rows, cols, count) = (board.rows, board.cols, counted(stones.len(), "stone"));
        format!("a {rows}x{cols} board, {count} of {hp} HP in all")
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

//! What `cargo lab check` needs of nowcoder_grid: its small cases ([`small`](super::small)), the
//! cases at its limits ([`limits`](super::limits)), and how a failing case shrinks
//! ([`shrink`](super::shrink)).

use super::{limits, shrink, small, NowcoderGrid, Rows};
use crate::check::variants::counted;
use crate::check::Check;
use crate::rng::Rng;

impl Check for NowcoderGrid {
    fn random_small(rng: &mut Rng) -> Rows {
        small::random_small(rng)
    }

    fn every_small() -> Box<dyn Iterator<Item = Rows>> {
        Box::new(small::every_tiny_grid())
    }

    fn at_limits(rng: &mut Rng) -> Vec<(String, Rows)> {
        limits::at_limits(rng)
    }

    fn describe(grid: &Rows) -> String {
        let letters = grid.iter().flatten().filter(|&&x| x != b'.').count();
        let (rows, cols) = (grid.len(), grid[0].len());
        format!("a {rows}x{cols} grid, {}", counted(letters, "letter"))
    }

    fn size(case: &Rows) -> u128 {
        shrink::size(case)
    }

    fn shrink(case: &Rows) -> Box<dyn Iterator<Item = Rows>> {
        shrink::shrink(case)
    }

    fn why(case: &Self::Case) -> Option<String> {
        Some(crate::explain::reasoning::<Self>(case))
    }
}

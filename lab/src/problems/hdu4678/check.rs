//! What `cargo lab check` needs of hdu4678: its small cases ([`small`](super::small)), the
//! cases at its limits ([`limits`](super::limits)), and how a failing case shrinks
//! ([`shrink`](super::shrink)).

use super::{limits, random_case, shrink, small, Case, Hdu4678};
use crate::check::variants::counted;
use crate::check::Check;
use crate::rng::Rng;
use std::collections::BTreeSet;

impl Check for Hdu4678 {
    fn random_small(rng: &mut Rng) -> Case {
        random_case(rng)
    }

    fn every_small() -> Box<dyn Iterator<Item = Case>> {
        Box::new(small::every_tiny_board())
    }

    fn at_limits(rng: &mut Rng) -> Vec<(String, Case)> {
        limits::at_limits(rng)
    }

    fn describe(case: &Case) -> String {
        let distinct = case.mines.iter().collect::<BTreeSet<_>>().len();
        let (rows, cols, k) = (case.rows, case.cols, case.mines.len());
        match distinct == k {
            true => format!("a {rows}x{cols} board, {}", counted(k, "mine")),
            false => format!("a {rows}x{cols} board, {k} mines listed, {distinct} distinct"),
        }
    }

    fn size(case: &Case) -> u128 {
        shrink::size(case)
    }

    fn shrink(case: &Case) -> Box<dyn Iterator<Item = Case>> {
        shrink::shrink(case)
    }

    fn why(case: &Self::Case) -> Option<String> {
        Some(crate::explain::reasoning::<Self>(case))
    }
}

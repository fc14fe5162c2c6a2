//! What `cargo lab check` needs of ancient_go: its small cases ([`small`](super::small)), the
//! cases at its limits ([`limits`](super::limits)), and how a failing case shrinks
//! ([`shrink`](super::shrink)).

use super::{limits, shrink, small, AncientGo, Points};
use crate::check::variants::counted;
use crate::check::Check;
use crate::rng::Rng;

impl Check for AncientGo {
    fn random_small(rng: &mut Rng) -> Points {
        small::random_legal(rng)
    }

    fn every_small() -> Box<dyn Iterator<Item = Points>> {
        Box::new(small::every_corner_pattern())
    }

    fn at_limits(rng: &mut Rng) -> Vec<(String, Points)> {
        limits::at_limits(rng)
    }

    fn describe(points: &Points) -> String {
        let count = |stone| points.iter().flatten().filter(|&&x| x == stone).count();
        let (white, black) = (count(b'o'), count(b'x'));
        let (white, black) = (counted(white, "white stone"), counted(black, "black stone"));
        format!("a position of {white} and {black}")
    }

    fn size(case: &Points) -> u128 {
        shrink::size(case)
    }

    fn shrink(case: &Points) -> Box<dyn Iterator<Item = Points>> {
        shrink::shrink(case)
    }

    fn why(case: &Self::Case) -> Option<String> {
        Some(crate::explain::reasoning::<Self>(case))
    }
}

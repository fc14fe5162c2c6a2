//! What judging a solution needs of a problem ([`Check`]): the cases of the stages of
//! `cargo lab check`, and how a failing one shrinks; [`variants`] holds the building
//! blocks the problems make them of.

pub mod variants;

use crate::rng::Rng;
use crate::validate::Validate;

/// What `cargo lab check` needs of a problem besides [`Problem`](crate::problem::Problem) and its
/// validator: the cases of its stages, and how to shrink one. Implemented in each
/// problem's `check.rs`. (The report of a failure also explains its case, where the
/// problem has an explanation: `cargo lab check`'s `session::run_explained`.)
pub trait Check: Validate {
    /// A random case small enough for the brute force.
    fn random_small(rng: &mut Rng) -> Self::Case;
    /// Every case up to a small size, in a fixed order (the exhaustive comparisons).
    fn every_small() -> Box<dyn Iterator<Item = Self::Case>>;
    /// Cases at the statement's limits, each named: every dimension at its minimum and
    /// maximum, square and far from square, counts at 0 and at their maximum; all within
    /// the guarantees.
    fn at_limits(rng: &mut Rng) -> Vec<(&'static str, Self::Case)>;
    /// `case` in a few words for a reader: its size and what it holds ("a 3x4 board, 5
    /// stones of 9 HP in all").
    fn describe(case: &Self::Case) -> String;
    /// The measure [`Check::shrink`] lowers: the cells of the board plus the problem's
    /// own count of what may be taken off it (hit points, mines, free cells, letters;
    /// ancient_go, always 9x9: its stones, then their distance from the corner). A
    /// `u128`, as hdu4101's hit points may add up past `u64`.
    fn size(case: &Self::Case) -> u128;
    /// The smaller variants of `case` a shrinking step tries, each of a smaller
    /// [`Check::size`], those that cut most first (runs of rows or columns, see
    /// [`variants::cuts`], then one cell made simpler). Some may break the guarantees;
    /// the caller filters them.
    fn shrink(case: &Self::Case) -> Box<dyn Iterator<Item = Self::Case>>;
}

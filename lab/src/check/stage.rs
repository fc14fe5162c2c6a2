//! The stages of a check, in the order they run, and the inputs of each.
//!
//! 1. `samples`: the committed samples within the guarantees, as they are written.
//! 2. `exhaustive`: every case up to a small size, as the brute-force tests enumerate them
//!    ([`Check::every_small`]), smallest first.
//! 3. `random`: seeded random small cases ([`Check::random_small`]).
//! 4. `limits`: cases at the statement's limits ([`Check::at_limits`]).
//! 5. `judge`: the judge-size inputs of the kinds of [`Problem::KINDS`] within the
//!    guarantees, the large ones last (left out with `--no-large`); each must validate.
//!
//! Every case keeps the statement's guarantees ([`Validate::within_guarantee`]: its input
//! validates, see [`crate::validate`]): a check judges a solution where the statement
//! binds it, and nowhere else. The brute force is asked to agree on those of 1, 2 and 3.
//!
//! [`Problem::KINDS`]: crate::problem::Problem::KINDS
//! [`Validate::within_guarantee`]: crate::validate::Validate::within_guarantee

use super::Check;
use crate::problem::Kind;
use crate::rng::Rng;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, clap::ValueEnum)]
pub enum Stage {
    Samples,
    Exhaustive,
    Random,
    Limits,
    Judge,
}

impl Stage {
    /// Every stage, in order.
    pub const ALL: [Stage; 5] = [
        Stage::Samples,
        Stage::Exhaustive,
        Stage::Random,
        Stage::Limits,
        Stage::Judge,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Stage::Samples => "samples",
            Stage::Exhaustive => "exhaustive",
            Stage::Random => "random",
            Stage::Limits => "limits",
            Stage::Judge => "judge-size",
        }
    }

    /// Whether its cases are small enough to ask the brute force.
    pub fn brute(self) -> bool {
        matches!(self, Stage::Samples | Stage::Exhaustive | Stage::Random)
    }

    /// Its share of the time budget (see [`super::budget`]).
    pub fn share(self) -> u32 {
        match self {
            Stage::Samples => 0,
            Stage::Exhaustive => 3,
            Stage::Random => 2,
            Stage::Limits => 1,
            Stage::Judge => 3,
        }
    }
}

/// A case and its name, when it has one.
pub struct Named<C> {
    pub name: Option<String>,
    pub case: C,
}

/// The cases of a case stage (not `samples` or `judge`): `random` drawn from `seed`, at
/// most `random` of them (draws past the guarantees count against ten times that).
pub fn cases<P: Check>(stage: Stage, seed: u64, random: usize) -> Vec<Named<P::Case>> {
    let unnamed = |cases: Vec<P::Case>| cases.into_iter().map(|case| Named { name: None, case });
    let mut rng = Rng::new(seed);
    match stage {
        Stage::Exhaustive => unnamed(exhaustive::<P>()).collect(),
        Stage::Random => unnamed(drawn::<P>(&mut rng, random)).collect(),
        Stage::Limits => P::at_limits(&mut rng)
            .into_iter()
            .map(|(name, case)| Named {
                name: Some(name),
                case,
            })
            .collect(),
        Stage::Samples | Stage::Judge => Vec::new(),
    }
}

/// Every small case within the guarantees, smallest first (stably, by [`Check::size`]).
fn exhaustive<P: Check>() -> Vec<P::Case> {
    let mut cases: Vec<P::Case> = P::every_small().filter(P::within_guarantee).collect();
    cases.sort_by_key(P::size);
    cases
}

/// Up to `count` random small cases within the guarantees, from `10 * count` draws.
fn drawn<P: Check>(rng: &mut Rng, count: usize) -> Vec<P::Case> {
    let draws = std::iter::repeat_with(|| P::random_small(rng)).take(10 * count);
    draws.filter(P::within_guarantee).take(count).collect()
}

/// The judge-size kinds within the guarantees, the large ones last (or left out with
/// `no_large`).
pub fn judge_kinds<P: Check>(no_large: bool) -> Vec<&'static Kind> {
    let kinds = P::KINDS.iter().filter(|k| !k.beyond);
    let (large, small): (Vec<&Kind>, Vec<&Kind>) = kinds.partition(|k| k.large);
    let large = large.into_iter().filter(|_| !no_large);
    small.into_iter().chain(large).collect()
}

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

/// The cases of a case stage (not `samples` or `judge`), each with its name when it has
/// one: every small case within the guarantees, smallest first (stably, by
/// [`Check::size`]); up to `random` random small cases within the guarantees drawn from
/// `seed`, from `10 * random` draws; the cases at the limits.
pub fn cases<P: Check>(
    stage: Stage,
    seed: u64,
    random: usize,
) -> Vec<(Option<&'static str>, P::Case)> {
    let mut rng = Rng::new(seed);
    let unnamed: Vec<P::Case> = match stage {
        Stage::Exhaustive => {
            let mut cases: Vec<P::Case> = P::every_small().filter(P::within_guarantee).collect();
            cases.sort_by_key(P::size);
            cases
        }
        Stage::Random => {
            let draws = std::iter::repeat_with(|| P::random_small(&mut rng)).take(10 * random);
            draws.filter(P::within_guarantee).take(random).collect()
        }
        Stage::Limits => {
            let named = P::at_limits(&mut rng).into_iter();
            return named.map(|(name, case)| (Some(name), case)).collect();
        }
        Stage::Samples | Stage::Judge => Vec::new(),
    };
    unnamed.into_iter().map(|case| (None, case)).collect()
}

/// The judge-size kinds within the guarantees, the large ones last (or left out with
/// `no_large`).
pub fn judge_kinds<P: Check>(no_large: bool) -> Vec<&'static Kind> {
    let kinds = P::KINDS.iter().filter(|k| !k.beyond);
    let (large, small): (Vec<&Kind>, Vec<&Kind>) = kinds.partition(|k| k.large);
    let large = large.into_iter().filter(|_| !no_large);
    small.into_iter().chain(large).collect()
}

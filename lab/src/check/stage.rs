//! The stages of a check, in the order they run, and the inputs of each.
//!
//! 1. `samples`: the committed samples, as they are written (those with a case past the
//!    guarantees go to `beyond-small`).
//! 2. `exhaustive`: every case up to a small size, as the brute-force tests enumerate them
//!    ([`Problem::every_small`]), smallest first.
//! 3. `random`: seeded random small cases ([`Problem::random_small`]).
//! 4. `limits`: cases at the statement's limits ([`Problem::at_limits`]).
//! 5. With `--beyond`, `beyond-small` (the cases of 1, 2 and 3 past the guarantees),
//!    `beyond-limits` ([`Problem::beyond_guarantees`]) and `beyond-judge` (the kinds of
//!    judge-size input built past the guarantees, [`Kind::beyond`]): reported apart, not
//!    counted.
//! 6. `judge`: the judge-size inputs of the other kinds of [`Problem::KINDS`], the large
//!    ones last (left out with `--no-large`); each must validate.
//!
//! Cases of stages 2 to 4 keep the statement's guarantees ([`Problem::within_guarantee`]:
//! their input validates, see [`crate::validate`]); the brute force is asked to agree on
//! those of 1, 2, 3 and 5.

use crate::problem::{Kind, Problem};
use crate::rng::Rng;
use crate::testing::samples;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, clap::ValueEnum)]
pub enum Stage {
    Samples,
    Exhaustive,
    Random,
    Limits,
    #[value(skip)]
    BeyondSmall,
    #[value(skip)]
    BeyondLimits,
    #[value(skip)]
    BeyondJudge,
    Judge,
}

impl Stage {
    /// Every stage within the guarantees, in order.
    pub const WITHIN: [Stage; 5] = [
        Stage::Samples,
        Stage::Exhaustive,
        Stage::Random,
        Stage::Limits,
        Stage::Judge,
    ];
    pub const BEYOND: [Stage; 3] = [Stage::BeyondSmall, Stage::BeyondLimits, Stage::BeyondJudge];

    pub fn name(self) -> &'static str {
        match self {
            Stage::Samples => "samples",
            Stage::Exhaustive => "exhaustive",
            Stage::Random => "random",
            Stage::Limits => "limits",
            Stage::BeyondSmall => "beyond-small",
            Stage::BeyondLimits => "beyond-limits",
            Stage::BeyondJudge => "beyond-judge",
            Stage::Judge => "judge-size",
        }
    }

    /// Whether its cases are past the guarantees.
    pub fn beyond(self) -> bool {
        Stage::BEYOND.contains(&self)
    }

    /// Whether its cases are small enough to ask the brute force.
    pub fn brute(self) -> bool {
        matches!(
            self,
            Stage::Samples | Stage::Exhaustive | Stage::Random | Stage::BeyondSmall
        )
    }

    /// Its share of the time budget (see [`super::budget`]).
    pub fn share(self) -> u32 {
        match self {
            Stage::Samples => 0,
            Stage::Exhaustive => 3,
            Stage::Random => 2,
            Stage::Limits | Stage::BeyondSmall | Stage::BeyondLimits | Stage::BeyondJudge => 1,
            Stage::Judge => 3,
        }
    }

    /// Whether a case is of this stage's class: within the guarantees, or past them.
    pub fn keeps<P: Problem>(self, case: &P::Case) -> bool {
        P::within_guarantee(case) != self.beyond()
    }
}

/// A case and its name, when it has one.
pub struct Named<C> {
    pub name: Option<String>,
    pub case: C,
}

/// The cases of a case stage (not `samples` or `judge`): `random` drawn from `seed`, at
/// most `random` of them (draws past the class count against ten times that).
pub fn cases<P: Problem>(stage: Stage, seed: u64, random: usize) -> Vec<Named<P::Case>> {
    let unnamed = |cases: Vec<P::Case>| cases.into_iter().map(|case| Named { name: None, case });
    let named = |cases: Vec<(String, P::Case)>| {
        let cases = cases.into_iter();
        cases.map(|(name, case)| Named {
            name: Some(name),
            case,
        })
    };
    let mut rng = Rng::new(seed);
    match stage {
        Stage::Exhaustive => unnamed(exhaustive::<P>(stage)).collect(),
        Stage::Random => unnamed(drawn::<P>(stage, &mut rng, random)).collect(),
        Stage::BeyondSmall => {
            let mut cases = exhaustive::<P>(stage);
            cases.extend(drawn::<P>(stage, &mut rng, random));
            let mut cases: Vec<Named<P::Case>> = unnamed(cases).collect();
            cases.extend(samples_beyond::<P>());
            cases
        }
        Stage::Limits => named(P::at_limits(&mut rng)).collect(),
        Stage::BeyondLimits => named(P::beyond_guarantees(&mut rng)).collect(),
        Stage::Samples | Stage::Judge | Stage::BeyondJudge => Vec::new(),
    }
}

/// The sample cases past the guarantees, named after their sample.
fn samples_beyond<P: Problem>() -> Vec<Named<P::Case>> {
    let mut cases = Vec::new();
    for sample in samples(P::NAME) {
        let read = P::read_input(&sample.input).into_iter().enumerate();
        let beyond = read.filter(|(_, case)| !P::within_guarantee(case));
        cases.extend(beyond.map(|(i, case)| Named {
            name: Some(format!("sample `{}`, case {}", sample.name, i + 1)),
            case,
        }));
    }
    cases
}

/// Every small case of the stage's class, smallest first (stably, by [`Problem::size`]).
fn exhaustive<P: Problem>(stage: Stage) -> Vec<P::Case> {
    let mut cases: Vec<P::Case> = P::every_small().filter(|c| stage.keeps::<P>(c)).collect();
    cases.sort_by_key(P::size);
    cases
}

/// Up to `count` random small cases of the stage's class, from `10 * count` draws.
fn drawn<P: Problem>(stage: Stage, rng: &mut Rng, count: usize) -> Vec<P::Case> {
    let draws = std::iter::repeat_with(|| P::random_small(rng)).take(10 * count);
    draws.filter(|c| stage.keeps::<P>(c)).take(count).collect()
}

/// The judge-size kinds of the stage (`judge` or `beyond-judge`), the large ones last (or
/// left out with `no_large`).
pub fn judge_kinds<P: Problem>(stage: Stage, no_large: bool) -> Vec<&'static Kind> {
    let kinds = P::KINDS.iter().filter(|k| k.beyond == stage.beyond());
    let (large, small): (Vec<&Kind>, Vec<&Kind>) = kinds.partition(|k| k.large);
    let large = large.into_iter().filter(|_| !no_large);
    small.into_iter().chain(large).collect()
}

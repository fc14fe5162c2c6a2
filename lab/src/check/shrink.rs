//! Shrinking a failing case: from the case that fails alone, repeatedly take the first of
//! its smaller variants ([`Problem::shrink`], most cut first) on which the solution still
//! fails with the same verdict, until none does.
//!
//! Variants are tried in batches ([`next_batch`]): a batch that passes rules them all out
//! at the cost of one run, and one that fails is split ([`locate`]) down to its first
//! variant that fails alone. Only variants that keep the case's class are tried (within
//! the guarantees, or past them, as the original), and each must be of a smaller
//! [`Problem::size`], so shrinking ends; a deadline can end it earlier. The brute force is
//! not asked on the way (some variants would take it seconds); the report asks it once,
//! on the smallest case.

use super::batch::{locate, next_batch};
use super::progress::Progress;
use super::trial::{Stop, Tester, Trial};
use super::verdict::Verdict;
use super::Check;
use std::time::Instant;

/// The smallest failing case found, and what it took.
pub struct Shrunk {
    /// The case, described ([`Check::describe`]).
    pub case: String,
    pub trial: Trial,
    /// Variants taken.
    pub steps: usize,
    /// Runs of the solution while shrinking.
    pub runs: usize,
    /// Whether the deadline ended it before a step found no smaller failing variant.
    pub cut_short: bool,
}

/// Shrinks `case`, on which the solution failed alone with `trial`, keeping only
/// variants `keep` accepts: the smallest failing case, and the account of it.
pub fn shrink<P: Check>(
    tester: &mut Tester,
    (case, trial): (P::Case, Trial),
    keep: &dyn Fn(&P::Case) -> bool,
    deadline: Instant,
    progress: &Progress,
) -> Result<(P::Case, Shrunk), Stop> {
    let (mut case, verdict, runs_before) = (case, trial.judged.verdict, tester.runs);
    let mut shrunk = Shrunk {
        case: String::new(),
        trial,
        steps: 0,
        runs: 0,
        cut_short: false,
    };
    loop {
        shrunk.case = P::describe(&case);
        progress.shrinking(shrunk.steps, &shrunk.case);
        let size = P::size(&case);
        let mut variants = P::shrink(&case).filter(|v| P::size(v) < size && keep(v));
        match smaller_failing::<P>(tester, &mut variants, verdict, deadline)? {
            Step::Found(smaller, trial) => {
                (case, shrunk.trial) = (smaller, trial);
                shrunk.steps += 1;
            }
            Step::NoneFails => break,
            Step::OutOfTime => {
                shrunk.cut_short = true;
                break;
            }
        }
    }
    shrunk.runs = tester.runs - runs_before;
    Ok((case, shrunk))
}

enum Step<C> {
    Found(C, Trial),
    NoneFails,
    OutOfTime,
}

/// The first of `variants` on which the solution fails alone with `verdict`.
fn smaller_failing<P: Check>(
    tester: &mut Tester,
    variants: &mut dyn Iterator<Item = P::Case>,
    verdict: Verdict,
    deadline: Instant,
) -> Result<Step<P::Case>, Stop> {
    loop {
        if Instant::now() >= deadline {
            return Ok(Step::OutOfTime);
        }
        let mut batch = next_batch::<P>(variants);
        if batch.is_empty() {
            return Ok(Step::NoneFails);
        }
        let trial = tester.cases::<P>(&batch, false)?;
        let found = match (trial.judged.verdict, batch.len()) {
            (Verdict::Ac, _) => None,
            (got, 1) => (got == verdict).then_some((0, trial)),
            _ => locate::<P>(tester, &batch, false, |got| got == verdict)?,
        };
        if let Some((index, trial)) = found {
            return Ok(Step::Found(batch.swap_remove(index), trial));
        }
    }
}

//! Many small cases in one input, so thousands of boards cost a few process starts; and a
//! failing input split to find the case that fails alone.

use super::trial::{Stop, Tester, Trial};
use super::verdict::Verdict;
use crate::problem::Problem;
use crate::validate::Validate;
use std::ops::Range;

/// Past this many bytes of input no case is added to a batch.
const MOST_BYTES: usize = 1 << 20;

/// The next batch drawn from `cases`: as many as the judge allows in one input
/// ([`crate::problem::Judge::max_cases`]) while the input is under a megabyte (so one
/// large case goes alone). Empty when `cases` is.
pub fn next_batch<P: Problem>(cases: &mut dyn Iterator<Item = P::Case>) -> Vec<P::Case> {
    let (mut batch, mut bytes) = (Vec::new(), 0);
    while batch.len() < P::JUDGE.max_cases && bytes < MOST_BYTES {
        let Some(case) = cases.next() else { break };
        bytes += P::write_input(std::slice::from_ref(&case)).len();
        batch.push(case);
    }
    batch
}

/// The first case of `cases` that fails alone with a verdict `wanted` accepts, given that
/// the input of all of them failed: halves are tried first half first, and only a half
/// that fails is split further, so a single failing case costs two trials per halving.
/// Returns its index and its trial; `None` when no case fails alone that way (the failure
/// needs several cases together, or gives only verdicts not wanted).
pub fn locate<P: Validate>(
    tester: &mut Tester,
    cases: &[P::Case],
    brute: bool,
    wanted: impl Fn(Verdict) -> bool,
) -> Result<Option<(usize, Trial)>, Stop> {
    let mut pending = halves(0..cases.len());
    while let Some(range) = pending.pop() {
        let trial = tester.cases::<P>(&cases[range.clone()], brute)?;
        let verdict = trial.judged.verdict;
        match range.len() {
            _ if verdict == Verdict::Ac => {}
            1 if wanted(verdict) => return Ok(Some((range.start, trial))),
            1 => {}
            _ => pending.extend(halves(range)),
        }
    }
    Ok(None)
}

/// The two halves of `range` in the order [`locate`] pops them: the second, then the
/// first (which is popped first). Nothing for a single index.
pub fn halves(range: Range<usize>) -> Vec<Range<usize>> {
    match range.len() {
        0 | 1 => Vec::new(),
        n => {
            let mid = range.start + n / 2;
            vec![mid..range.end, range.start..mid]
        }
    }
}

//! The time budget of a check (`--time-budget`): the stages share it by weight
//! ([`Stage::share`]), in order, each ending when its part of the budget is spent, so time
//! a stage leaves unused goes to the stages after it; the last one (judge-size inputs)
//! has whatever is left, and what it leaves goes back to the stages their deadline
//! stopped, in order. A stage checks its deadline between inputs, so an input started in
//! time may end past it, and it runs its first input whatever the time. Shrinking has
//! its own deadline ([`Budget::shrinking_deadline`]).

use super::stage::Stage;
use std::time::{Duration, Instant};

/// The least time shrinking a failure within the guarantees gets, even past the budget,
/// and the most one past them gets.
pub const MIN_SHRINKING: Duration = Duration::from_secs(10);

pub struct Budget {
    /// When the budget is spent.
    pub end: Instant,
    /// Each stage run and when it must stop starting inputs.
    deadlines: Vec<(Stage, Instant)>,
}

impl Budget {
    /// The budget of `total` from now, for `stages` in order.
    pub fn new(total: Duration, stages: &[Stage]) -> Budget {
        let start = Instant::now();
        let weights: u32 = stages.iter().map(|s| s.share()).sum::<u32>().max(1);
        let mut spent = 0;
        let deadlines = stages
            .iter()
            .map(|&stage| {
                spent += stage.share();
                let part = match stage == stages[stages.len() - 1] {
                    true => total,
                    false => total.mul_f64(f64::from(spent) / f64::from(weights)),
                };
                (stage, start + part)
            })
            .collect();
        Budget {
            end: start + total,
            deadlines,
        }
    }

    /// When `stage` stops starting inputs (stages of no share end with the budget).
    pub fn deadline(&self, stage: Stage) -> Instant {
        let found = self.deadlines.iter().find(|(s, _)| *s == stage);
        match found {
            Some(&(_, at)) if stage.share() > 0 => at,
            _ => self.end,
        }
    }

    /// When shrinking a failure found now must stop: a failure ends the check, so it has
    /// the rest of the budget and at least [`MIN_SHRINKING`].
    pub fn shrinking_deadline(&self) -> Instant {
        self.end.max(Instant::now() + MIN_SHRINKING)
    }
}

//! The progress bar on standard error while a check runs: the stage, the boards (or
//! inputs) done out of its total, the failures so far. It draws only when standard error
//! is a terminal (indicatif hides it otherwise), so redirected output stays clean; the
//! report goes to standard output once the bar is cleared.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::cell::Cell;
use std::time::Duration;

pub struct Progress {
    bar: ProgressBar,
    /// What the stage counts: boards or inputs.
    unit: Cell<&'static str>,
    failures: Cell<usize>,
}

impl Default for Progress {
    fn default() -> Progress {
        let bar = ProgressBar::with_draw_target(Some(0), ProgressDrawTarget::stderr());
        let style =
            ProgressStyle::with_template("{prefix:>14} [{bar:30}] {pos}/{len} {msg} ({elapsed})")
                .expect("a valid template")
                .progress_chars("=> ");
        bar.set_style(style);
        bar.enable_steady_tick(Duration::from_millis(250));
        Progress {
            bar,
            unit: Cell::new("boards"),
            failures: Cell::new(0),
        }
    }
}

impl Progress {
    /// A stage starts, with `total` boards (or inputs) to run.
    pub fn stage(&self, name: &'static str, total: usize, unit: &'static str) {
        self.bar.set_prefix(name);
        self.bar.set_length(total as u64);
        self.bar.set_position(0);
        self.unit.set(unit);
        self.show();
    }

    /// `count` more boards done.
    pub fn advance(&self, count: usize) {
        self.bar.inc(count as u64);
    }

    pub fn failure(&self) {
        self.failures.set(self.failures.get() + 1);
        self.show();
    }

    /// Shrinking, at step `step`, the case being `description`.
    pub fn shrinking(&self, step: usize, description: &str) {
        let failures = self.failures.get();
        let message = format!("shrinking, step {step}: {description} (failures: {failures})");
        self.bar.set_message(message);
    }

    fn show(&self) {
        let message = format!("{}, failures: {}", self.unit.get(), self.failures.get());
        self.bar.set_message(message);
    }

    /// Clears the bar, before the report.
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

//! What the in-process benchmarks (`solvers.rs`, `reading.rs`) share: the median of
//! repeated runs, and the table they print.

use std::time::{Duration, Instant};

/// Runs at the least, however long they take.
const MIN_RUNS: usize = 5;

/// The median of the times `run` returns (each the time of one run), and how many runs
/// it took: one run to warm up, then runs for about `budget`, at least [`MIN_RUNS`].
pub fn median_time(budget: Duration, mut run: impl FnMut() -> Duration) -> (Duration, usize) {
    run();
    let mut times = Vec::new();
    let started = Instant::now();
    while times.len() < MIN_RUNS || started.elapsed() < budget {
        times.push(run());
    }
    times.sort();
    (times[times.len() / 2], times.len())
}

/// The table's heading, naming its first column `what`.
pub fn heading(what: &str) -> String {
    format!("| {what} | size (MB) | median (ms) | MB/s | runs |\n|---|---:|---:|---:|---:|")
}

/// The table's row of input `name` of `bytes` bytes: its size, median time and throughput.
pub fn row(name: &str, bytes: usize, (median, runs): (Duration, usize)) -> String {
    let (mb, seconds) = (bytes as f64 / 1e6, median.as_secs_f64());
    let ms = seconds * 1e3;
    format!(
        "| {name} | {mb:.2} | {ms:.2} | {:.0} | {runs} |",
        mb / seconds
    )
}

//! Times every solver in-process on the seeded judge-size inputs of `tests/gen`:
//!
//! ```sh
//! cargo bench                 # every problem and kind
//! cargo bench -- hdu4678      # only the inputs whose `problem/kind` contains the text
//! ```
//!
//! Each input is generated in memory (seed 1), solved once to warm up, then solved
//! repeatedly for about a second (at least 5 times); the table gives the input size, the
//! median time and the throughput in MB/s of input.

#[path = "../tests/gen/mod.rs"]
#[allow(dead_code)]
mod gen;
#[path = "../tests/common/solvers.rs"]
#[allow(dead_code)]
mod solvers;

use std::time::{Duration, Instant};

const MIN_RUNS: usize = 5;
const BUDGET: Duration = Duration::from_secs(1);

/// Median wall time of solving `input` with `run`, and how many runs it took.
fn median_time(run: solvers::Run, input: &[u8]) -> (Duration, usize) {
    let mut output = Vec::new();
    let mut solve = || {
        output.clear();
        let start = Instant::now();
        run(input, &mut output).expect("a generated input is valid");
        start.elapsed()
    };
    solve();
    let mut times = Vec::new();
    let started = Instant::now();
    while times.len() < MIN_RUNS || started.elapsed() < BUDGET {
        times.push(solve());
    }
    times.sort();
    (times[times.len() / 2], times.len())
}

fn main() {
    let filter = std::env::args()
        .skip(1)
        .find(|a| !a.starts_with('-'))
        .unwrap_or_default();
    println!("| input | size (MB) | median (ms) | MB/s | runs |");
    println!("|---|---:|---:|---:|---:|");
    for &(problem, kinds) in gen::PROBLEMS {
        for &(kind, _) in kinds {
            let name = format!("{problem}/{kind}");
            if !name.contains(&filter) {
                continue;
            }
            let input = gen::generate(problem, kind, 1).expect("a listed kind");
            let (median, runs) = median_time(solvers::solver(problem), &input);
            let mb = input.len() as f64 / 1e6;
            let ms = median.as_secs_f64() * 1e3;
            println!(
                "| {name} | {mb:.2} | {ms:.2} | {:.0} | {runs} |",
                mb / median.as_secs_f64()
            );
        }
    }
}

//! Times every problem's reference solution in-process on the seeded judge-size inputs of
//! the registry:
//!
//! ```sh
//! cargo bench                 # every problem and kind
//! cargo bench -- hdu4678      # only the inputs whose `problem/kind` contains the text
//! ```
//!
//! Each input is generated in memory (seed 1), solved once to warm up, then solved
//! repeatedly for about a second (at least 5 times); the table gives the input size, the
//! median time and the throughput in MB/s of input.

use lab::problem::Problem;
use lab::registry::{visit_all, Visitor};
use std::time::{Duration, Instant};

const MIN_RUNS: usize = 5;
const BUDGET: Duration = Duration::from_secs(1);

/// Median wall time of solving `input` with `P::run`, and how many runs it took.
fn median_time<P: Problem>(input: &[u8]) -> (Duration, usize) {
    let mut output = Vec::new();
    let mut solve = || {
        output.clear();
        let start = Instant::now();
        let mut sink = std::io::sink();
        P::run(input, &mut output, &mut &mut sink).expect("a generated input is valid");
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

/// Prints a row for every kind of the problem whose name contains the filter.
struct Bench {
    filter: String,
}

impl Visitor for Bench {
    fn visit<P: Problem>(&mut self) {
        for kind in P::KINDS {
            let name = format!("{}/{}", P::NAME, kind.name);
            if !name.contains(&self.filter) {
                continue;
            }
            let input = kind.generate(1);
            let (median, runs) = median_time::<P>(&input);
            let mb = input.len() as f64 / 1e6;
            let ms = median.as_secs_f64() * 1e3;
            println!(
                "| {name} | {mb:.2} | {ms:.2} | {:.0} | {runs} |",
                mb / median.as_secs_f64()
            );
        }
    }
}

fn main() {
    let filter = std::env::args()
        .skip(1)
        .find(|a| !a.starts_with('-'))
        .unwrap_or_default();
    println!("| input | size (MB) | median (ms) | MB/s | runs |");
    println!("|---|---:|---:|---:|---:|");
    visit_all(&mut Bench { filter });
}

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

mod common;

use common::{heading, median_time, row};
use lab::check::Check;
use lab::problem::Problem;
use lab::registry::{visit_all, Visitor};
use std::time::{Duration, Instant};

const BUDGET: Duration = Duration::from_secs(1);

/// The time of solving `input` once with `P::run`.
fn solve<P: Problem>(input: &[u8], output: &mut Vec<u8>) -> Duration {
    output.clear();
    let start = Instant::now();
    let mut sink = std::io::sink();
    P::run(input, output, &mut &mut sink).expect("a generated input is valid");
    start.elapsed()
}

/// Prints a row for every kind of the problem whose name contains the filter.
struct Bench {
    filter: String,
}

impl Visitor for Bench {
    fn visit<P: Check>(&mut self) {
        for kind in P::KINDS {
            let name = format!("{}/{}", P::NAME, kind.name);
            if !name.contains(&self.filter) {
                continue;
            }
            let input = kind.generate(1);
            let mut output = Vec::new();
            let median = median_time(BUDGET, || solve::<P>(&input, &mut output));
            println!("{}", row(&name, input.len(), median));
        }
    }
}

fn main() {
    let filter = std::env::args()
        .skip(1)
        .find(|a| !a.starts_with('-'))
        .unwrap_or_default();
    println!("{}", heading("input"));
    visit_all(&mut Bench { filter });
}

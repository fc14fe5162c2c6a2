//! Times reading alone: every case of hdu4678's inputs of mine lists read with
//! `hdu4678::read_case` (the board laid, nothing solved), in-process from memory:
//!
//! ```sh
//! cargo bench -p lab --bench reading             # k1m-t50 and d90-t50
//! cargo bench -p lab --bench reading -- k1m      # only the kinds whose name contains the text
//! ```
//!
//! For instruction counts, which are repeatable on a shared machine, an input file (from
//! `cargo lab gen hdu4678 k1m-t50 1`) is read once with `--file PATH`, under callgrind:
//!
//! ```sh
//! valgrind --tool=callgrind --toggle-collect='*read_all*' \
//!     target/release/deps/reading-<hash> --file k1m.txt
//! ```
//!
//! Each input is generated in memory (seed 1), read once to warm up, then read repeatedly
//! for about two seconds (at least 5 times); the table gives the input size, the median
//! time and the throughput in MB/s of input.

use grid_games::hdu4678;
use grid_games::hdu4678::mine_rows::{MineRows, Scratch};
use grid_games::scanner::Scanner;
mod common;

use common::{heading, median_time, row};
use lab::problem::Problem;
use lab::problems::hdu4678::Hdu4678;
use std::time::{Duration, Instant};

const KINDS: [&str; 2] = ["k1m-t50", "d90-t50"];
const BUDGET: Duration = Duration::from_secs(2);

/// Reads every case of `input` and returns the mines of the last board's first row (so
/// that nothing read can be optimised away).
#[inline(never)]
fn read_all(input: &[u8], board: &mut MineRows, scratch: &mut Scratch) -> usize {
    let mut sc = Scanner::new(input);
    let cases: usize = sc.int("T").expect("a generated input is valid");
    for _ in 0..cases {
        hdu4678::read_case(&mut sc, board, scratch).expect("a generated input is valid");
    }
    (0..board.cols()).filter(|&c| board.is_mine(0, c)).count()
}

/// The time of reading `input` once.
fn read_once(input: &[u8], board: &mut MineRows, scratch: &mut Scratch) -> Duration {
    let start = Instant::now();
    std::hint::black_box(read_all(input, board, scratch));
    start.elapsed()
}

/// Reads the input file `path` once.
fn read_file(path: &str) {
    let input = std::fs::read(path).expect("a readable input file");
    let (mut board, mut scratch) = (MineRows::default(), Scratch::default());
    let seconds = read_once(&input, &mut board, &mut scratch).as_secs_f64();
    let mb = input.len() as f64 / 1e6;
    println!("{path}: {mb:.2} MB read in {:.2} ms", seconds * 1e3);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(at) = args.iter().position(|a| a == "--file") {
        return read_file(args.get(at + 1).expect("--file PATH"));
    }
    let filter = args
        .iter()
        .find(|a| !a.starts_with('-'))
        .cloned()
        .unwrap_or_default();
    let kinds = KINDS
        .iter()
        .filter(|name| format!("{}/{name} (reading)", Hdu4678::NAME).contains(&filter));
    let kinds: Vec<_> = kinds.collect();
    if kinds.is_empty() {
        return;
    }
    println!("{}", heading("reading"));
    for name in kinds {
        let kind = Hdu4678::KINDS
            .iter()
            .find(|k| k.name == *name)
            .expect("a kind of hdu4678");
        let input = kind.generate(1);
        let (mut board, mut scratch) = (MineRows::default(), Scratch::default());
        let median = median_time(BUDGET, || read_once(&input, &mut board, &mut scratch));
        let name = format!("{}/{name}", Hdu4678::NAME);
        println!("{}", row(&name, input.len(), median));
    }
}

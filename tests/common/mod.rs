//! Helpers shared by the integration tests: a seeded generator and in-process runs.
#![allow(dead_code)]

use grid_games::judge::Failure;

mod rng;
pub mod solvers;

pub use rng::Rng;

/// Runs a solver's `run` on `input` in memory: its output, and the one-line failure
/// message if it stopped early.
pub fn run_in_memory<'a>(
    run: impl FnOnce(&'a [u8], &mut Vec<u8>) -> Result<(), Failure>,
    input: &'a str,
) -> (String, Option<String>) {
    let mut output = Vec::new();
    let failure = run(input.as_bytes(), &mut output)
        .err()
        .map(|f| f.to_string());
    (
        String::from_utf8(output).expect("answers are UTF-8"),
        failure,
    )
}

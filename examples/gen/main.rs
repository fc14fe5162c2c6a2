//! Seeded generators of judge-size inputs, for benchmarks and by hand:
//!
//! ```sh
//! cargo run --release --example gen -- list                       # problems and kinds
//! cargo run --release --example gen -- ancient_go random 1 > ag.in # problem, kind, seed
//! ```
//!
//! The same (problem, kind, seed) always writes the same bytes.

#[path = "../../tests/common/rng.rs"]
mod rng;

mod ancient_go;
mod hdu4678;

use rng::Rng;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

/// Writes one input of a kind, drawing from the generator.
pub type Generator = fn(&mut Rng, &mut dyn Write) -> io::Result<()>;

/// Every problem with its kinds of input.
const PROBLEMS: &[(&str, &[(&str, Generator)])] = &[
    ("ancient_go", ancient_go::KINDS),
    ("hdu4678", hdu4678::KINDS),
];

fn find(problem: &str, kind: &str) -> Option<Generator> {
    let (_, kinds) = PROBLEMS.iter().find(|(name, _)| *name == problem)?;
    kinds
        .iter()
        .find(|(name, _)| *name == kind)
        .map(|&(_, g)| g)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let written = match args.as_slice() {
        ["list"] => PROBLEMS.iter().try_for_each(|(problem, kinds)| {
            let names: Vec<&str> = kinds.iter().map(|(name, _)| *name).collect();
            writeln!(out, "{problem}: {}", names.join(" "))
        }),
        [problem, kind, rest @ ..] if rest.len() <= 1 => {
            let Some(generate) = find(problem, kind) else {
                eprintln!("gen: no kind `{kind}` for problem `{problem}` (see `gen list`)");
                return ExitCode::FAILURE;
            };
            let Ok(seed) = rest.first().copied().unwrap_or("1").parse() else {
                eprintln!("gen: the seed must be an unsigned integer");
                return ExitCode::FAILURE;
            };
            generate(&mut Rng::new(seed), &mut out)
        }
        _ => {
            eprintln!("usage: gen list | gen <problem> <kind> [seed]");
            return ExitCode::FAILURE;
        }
    };
    match written.and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gen: {e}");
            ExitCode::FAILURE
        }
    }
}

//! Writes a seeded judge-size input on standard output:
//!
//! ```sh
//! cargo run --release --example gen -- list                        # problems and kinds
//! cargo run --release --example gen -- ancient_go random 1 > ag.in  # problem, kind, seed
//! ```

#[path = "../tests/gen/mod.rs"]
#[allow(dead_code)]
mod gen;

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let written = match args.as_slice() {
        ["list"] => gen::PROBLEMS.iter().try_for_each(|(problem, kinds)| {
            let names: Vec<&str> = kinds.iter().map(|(name, _)| *name).collect();
            writeln!(out, "{problem}: {}", names.join(" "))
        }),
        [problem, kind, rest @ ..] if rest.len() <= 1 => {
            let Some(generate) = gen::find(problem, kind) else {
                eprintln!("gen: no kind `{kind}` for problem `{problem}` (see `gen list`)");
                return ExitCode::FAILURE;
            };
            let Ok(seed) = rest.first().copied().unwrap_or("1").parse() else {
                eprintln!("gen: the seed must be an unsigned integer");
                return ExitCode::FAILURE;
            };
            generate(&mut gen::Rng::new(seed), &mut out)
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

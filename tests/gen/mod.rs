//! Seeded generators of judge-size inputs, shared by `examples/gen.rs` (the command line),
//! `benches/solvers.rs` and the tests. The same (problem, kind, seed) always gives the
//! same bytes.

#[path = "../common/rng.rs"]
pub mod rng;

mod ancient_go;
mod hdu4101;
mod hdu4678;
mod loj6033;
mod nowcoder_grid;

pub use rng::Rng;
use std::io::{self, Write};

/// Writes one input of a kind, drawing from the generator.
pub type Generator = fn(&mut Rng, &mut dyn Write) -> io::Result<()>;

/// Every problem with its kinds of input.
pub const PROBLEMS: &[(&str, &[(&str, Generator)])] = &[
    ("ancient_go", ancient_go::KINDS),
    ("hdu4101", hdu4101::KINDS),
    ("hdu4678", hdu4678::KINDS),
    ("loj6033", loj6033::KINDS),
    ("nowcoder_grid", nowcoder_grid::KINDS),
];

/// The generator of `kind` for `problem`.
pub fn find(problem: &str, kind: &str) -> Option<Generator> {
    let (_, kinds) = PROBLEMS.iter().find(|(name, _)| *name == problem)?;
    kinds
        .iter()
        .find(|(name, _)| *name == kind)
        .map(|&(_, g)| g)
}

/// The input of `kind` for `problem` from `seed`, in memory.
pub fn generate(problem: &str, kind: &str, seed: u64) -> Option<Vec<u8>> {
    let mut bytes = Vec::new();
    find(problem, kind)?(&mut Rng::new(seed), &mut bytes).expect("writing to memory");
    Some(bytes)
}

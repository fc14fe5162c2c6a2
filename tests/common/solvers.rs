//! Every problem's solver by binary name, for table-driven tests and the benchmarks.

use grid_games::judge::Failure;
use grid_games::*;

/// A solver's `run` on bytes in memory.
pub type Run = fn(&[u8], &mut Vec<u8>) -> Result<(), Failure>;

/// Every binary's name with its solver.
pub const SOLVERS: &[(&str, Run)] = &[
    ("ancient_go", |i, o| ancient_go::run(i, o)),
    ("hdu4101", |i, o| hdu4101::run(i, o)),
    ("hdu4678", |i, o| hdu4678::run(i, o)),
    ("loj6033", |i, o| loj6033::run(i, o)),
    ("nowcoder_grid", |i, o| nowcoder_grid::run(i, o)),
];

/// The solver of binary `name`.
pub fn solver(name: &str) -> Run {
    let found = SOLVERS.iter().find(|(bin, _)| *bin == name);
    found.unwrap_or_else(|| panic!("no solver `{name}`")).1
}

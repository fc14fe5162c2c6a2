//! Reference solutions to five grid-game judge problems.
//!
//! Shared, std-only building blocks are root modules that refer to each other as
//! `crate::module::Item`, so that a single-file submission is a concatenation of
//! `mod module { ... }` blocks:
//! - [`scanner`]: streaming tokens with line and column, errors as values; its layers,
//!   carried only by the binaries that need them: `scanner::bulk` (with the word tricks of
//!   `scanner::swar`) reads runs of numbers, `scanner::wide_rows` wide rows of cells;
//! - [`grid`]: shapes, their four neighbours, BFS, flood fill by row spans;
//! - [`judge`]: the binaries' main path (stdin to stdout, one-line errors and warnings);
//! - [`memory`]: allocations sized by the input: fallible, and following the data.
//!
//! A helper that serves one module lives under it, private unless the lab needs it:
//! [`hdu4678::mine_rows`], hdu4678's board as bit rows, played 64 cells at a time.
//!
//! Each problem is a module of the same shape: a case type and its reader (`read_board`,
//! or `read_case` for hdu4678's minefield), a pure `solve` from the case to the answer
//! (with scratch space to reuse where a case needs some), the judge's answer line, and
//! `run(input, output)` for a whole input. Its binary in `src/bin/` only calls `run`
//! through [`judge::main`].
#![forbid(unsafe_code)]

pub mod ancient_go;
pub mod grid;
pub mod hdu4101;
pub mod hdu4678;
pub mod judge;
pub mod loj6033;
pub mod memory;
pub mod nowcoder_grid;
pub mod scanner;
#[cfg(test)]
mod test_rng;

//! The fuzz targets' checks, one module per kind of target (docs/fuzzing.md lists the
//! targets); each target in `fuzz_targets/` only hands the fuzzer's bytes to one of them.
//!
//! The references are independent of what they check: the plain [`reader`] (and the case
//! layouts of [`formats`], built on it) is written from the rules of the input format, not
//! from the scanner; the brute forces are the lab's, which play each game from its rules.
//! The library is reached through `grid_games::scanner` (the `scanner` target),
//! `grid_games::judge::Failure` and the lab's registry (`run` and solvers of each
//! problem), and `lab::hdu4678` (its two paths).

pub mod chunks;
pub mod formats;
pub mod mine_rows;
pub mod reader;
pub mod scanner;
pub mod small;
pub mod whole_run;

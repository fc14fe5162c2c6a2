//! The problems, one folder each: `mod.rs` the core ([`crate::problem::Problem`]: the
//! reference, the brute force of `brute.rs`, the judge input read and written, the kinds
//! of `gen.rs`), then a file per tool implementing that tool's trait: `check.rs`,
//! `validate.rs`, `explain.rs`, `play.rs`.

pub mod ancient_go;
pub mod hdu4101;
pub mod hdu4678;
pub mod loj6033;
pub mod nowcoder_grid;

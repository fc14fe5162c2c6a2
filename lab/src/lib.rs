//! The tooling of the grid-games crate: everything that is not a submission.
//!
//! - [`registry`]: the one list of the problems, each a [`problem::Problem`] with its
//!   reference solution, a brute force written from the rules, small-board and judge-size
//!   generators and the judge's limits;
//! - one module per problem ([`ancient_go`], [`hdu4101`], [`hdu4678`], [`loj6033`],
//!   [`nowcoder_grid`]) holding those;
//! - [`bundle`]: the single-file submissions of `submit/`;
//! - [`explain`]: why each answer holds, as text, JSON and SVG (`cargo lab explain`);
//! - [`check`]: `cargo lab check`, judging a solution locally, with [`variants`], the
//!   building blocks of the problems' shrinking variants;
//! - [`validate`]: the statements' format and guarantees, one validator per problem
//!   (`cargo lab validate`, and check's split of its cases);
//! - [`play`]: `cargo lab play`, a game against the perfect player of a problem, and
//!   the lesson of the first move that threw it away;
//! - [`testing`]: what the workspace's tests share; [`bench`]: what its benchmarks share.
//!
//! The command line (`cargo lab ...`) is `src/main.rs`.
#![forbid(unsafe_code)]

pub mod ancient_go;
pub mod bench;
pub mod bundle;
pub mod check;
pub mod explain;
pub mod hdu4101;
pub mod hdu4678;
pub mod loj6033;
pub mod nowcoder_grid;
pub mod play;
pub mod problem;
pub mod registry;
pub mod rng;
pub mod testing;
pub mod validate;
pub mod variants;

//! The tooling of the grid-games crate: everything that is not a submission.
//!
//! - [`problem`]: what every tool needs of a problem, the core [`problem::Problem`]
//!   trait; [`registry`]: the one list of the problems;
//! - [`problems`]: one folder per problem, a file per tool;
//! - the tools, each with the trait of what it alone needs of a problem: [`check`]
//!   (`cargo lab check`, judging a solution locally), [`validate`] (the statements'
//!   format and guarantees), [`explain`] (why each answer holds, as text, JSON and SVG),
//!   [`play`] (a game against the perfect player); and [`bundle`] (the single-file
//!   submissions of `submit/`);
//! - [`rng`], the seeded generator, [`samples`], the committed samples, and [`scratch`],
//!   the lab's temporary folders.
//!
//! The command line (`cargo lab ...`) is `src/main.rs`.
#![forbid(unsafe_code)]

pub mod bundle;
pub mod check;
pub mod explain;
pub mod play;
pub mod problem;
pub mod problems;
pub mod registry;
pub mod rng;
pub mod samples;
pub mod scratch;
pub mod validate;

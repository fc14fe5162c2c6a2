//! The engines of the grid-games lab: what every tool knows of the five problems, with
//! no file read and no command line, so that `cargo lab` and the learner's page (built
//! for wasm32) run the same code.
//!
//! - [`problem`]: what every tool needs of a problem, the core [`problem::Problem`]
//!   trait; [`cases`]: the cases of a judge input read one at a time, fallibly;
//!   [`registry`]: the one list of the problems;
//! - [`problems`]: one folder per problem, a file per tool;
//! - each tool's trait, of what it alone needs of a problem, with the code it shares:
//!   [`check`] (the cases that judge a solution, and how one shrinks), [`validate`] (the
//!   statements' format and guarantees), [`explain`] (why each answer holds, as text, JSON
//!   and SVG), [`play`] (a game against the perfect player);
//! - [`rng`], the seeded generator, and [`samples`], the committed samples built in.
#![forbid(unsafe_code)]

pub mod cases;
pub mod check;
pub mod explain;
pub mod play;
pub mod problem;
pub mod problems;
pub mod registry;
pub mod rng;
pub mod samples;
pub mod validate;

//! The command line of the grid-games tooling (`cargo lab ...`), on top of the
//! [`engines`], which it re-exports under the same names.
//!
//! - from the engines: [`problem`], the core trait; [`problems`], one folder per problem;
//!   [`rng`]; [`samples`], built in; and each tool's engine, here with what only the command line adds: the
//!   table of commands ([`registry`]), [`check`] (`cargo lab check`, judging a solution
//!   in a subprocess), [`validate`], [`explain`] (text, JSON lines and SVG files),
//!   [`play`] (the game on a terminal or a pipe);
//! - [`bundle`] (the single-file submissions of `submit/`), [`checkout`] (the repository
//!   a command works on) and [`scratch`], the lab's temporary folders.
//!
//! The command line (`cargo lab ...`) is `src/main.rs`.
#![forbid(unsafe_code)]

pub use engines::{cases, problem, problems, rng, samples};

pub mod bundle;
pub mod check;
pub mod checkout;
pub mod explain;
pub mod play;
pub mod registry;
pub mod scratch;
pub mod validate;
pub mod web;

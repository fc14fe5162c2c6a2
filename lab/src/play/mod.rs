//! `cargo lab play`: the games of [`engines::play`] played on standard input and output
//! ([`terminal`]).

pub use engines::play::*;

pub mod terminal;

pub use terminal::Options;

//! HDU 4101 "Ali and Baba": who gets the treasure? Reads the judge input on stdin, writes
//! the answers on stdout. HDU takes no Rust: submit this file where a copy of the problem
//! takes Rust (choose edition 2021).
#![forbid(unsafe_code)]
use grid_games::{hdu4101, judge};

fn main() {
    judge::main("hdu4101", hdu4101::run);
}

//! HDU 4678 "Mine": who wins the minesweeper game? Reads the judge input on stdin, writes
//! the answers on stdout. HDU takes no Rust: submit this file where a copy of the problem
//! takes Rust (choose edition 2021).
#![forbid(unsafe_code)]
use grid_games::{hdu4678, judge};

fn main() {
    judge::main("hdu4678", hdu4678::run);
}

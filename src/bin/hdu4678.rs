//! HDU 4678 "Mine": reads the judge input on stdin, writes the answers on stdout.
#![forbid(unsafe_code)]
use grid_games::{hdu4678, judge};

fn main() {
    judge::main("hdu4678", hdu4678::run);
}

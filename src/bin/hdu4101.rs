//! HDU 4101 "Ali and Baba": reads the judge input on stdin, writes the answers on stdout.
#![forbid(unsafe_code)]
use grid_games::{hdu4101, judge};

fn main() {
    judge::main("hdu4101", hdu4101::run);
}

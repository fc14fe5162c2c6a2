//! HDU 5546 "Ancient Go" (CCPC 2015): can black kill a white stone in one move? Reads the
//! judge input on stdin, writes the answers on stdout. HDU takes no Rust: submit this file
//! where a copy of the problem takes Rust (choose edition 2021).
#![forbid(unsafe_code)]
use grid_games::{ancient_go, judge};

fn main() {
    judge::main("ancient_go", ancient_go::run);
}

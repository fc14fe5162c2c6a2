//! HDU 5546 "Ancient Go": reads the judge input on stdin, writes the answers on stdout.
#![forbid(unsafe_code)]
use grid_games::{ancient_go, judge};

fn main() {
    judge::main("ancient_go", ancient_go::run);
}

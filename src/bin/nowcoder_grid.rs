//! Nowcoder 2022 multi-school 6 M "Z-Game on grid": reads the judge input on stdin, writes
//! the answers on stdout.
#![forbid(unsafe_code)]
use grid_games::{judge, nowcoder_grid};

fn main() {
    judge::main("nowcoder_grid", nowcoder_grid::run);
}

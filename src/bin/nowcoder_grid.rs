//! Nowcoder 2022 multi-school 6 M "Z-Game on grid": which outcomes can Alice force? Reads
//! the judge input on stdin, writes the answers on stdout. Submit to Nowcoder (practice copy
//! NC239809) as "Rust".
#![forbid(unsafe_code)]
use grid_games::{judge, nowcoder_grid};

fn main() {
    judge::main("nowcoder_grid", nowcoder_grid::run);
}

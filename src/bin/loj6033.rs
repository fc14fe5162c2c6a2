//! LOJ 6033 棋盘游戏: reads the judge input on stdin, writes the answer on stdout.
#![forbid(unsafe_code)]
use grid_games::{judge, loj6033};

fn main() {
    judge::main("loj6033", loj6033::run);
}

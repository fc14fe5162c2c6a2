//! LOJ 6033 「雅礼集训 2017 Day2」棋盘游戏: from which cells does Alice win? Reads the judge
//! input on stdin, writes the answer on stdout. Submit to LibreOJ as "Rust" (edition 2021).
#![forbid(unsafe_code)]
use grid_games::{judge, loj6033};

fn main() {
    judge::main("loj6033", loj6033::run);
}

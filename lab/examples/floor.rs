//! The floor of a benchmark: what any solution pays on an input, start-up included. It
//! reads standard input in 64 KiB blocks (summing the bytes, so that the read is not
//! optimised away), then makes one pass over a board of `cells` bytes per case:
//!
//! ```sh
//! cargo build --release -p lab --example floor
//! target/release/examples/floor <cases> <cells> < input
//! ```
//!
//! `bench/process.py --floor` times it beside the binaries (hdu4678: 1000 x 1000 cells a
//! case) and gives each time as a multiple of it.

use std::io::Read;

fn main() {
    let numbers: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("usage: floor <cases> <cells> < input"))
        .collect();
    let (cases, cells) = match numbers[..] {
        [cases, cells] => (cases, cells),
        _ => panic!("usage: floor <cases> <cells> < input"),
    };
    let mut block = vec![0u8; 1 << 16];
    let mut stdin = std::io::stdin().lock();
    let mut sum = 0u64;
    loop {
        let read = stdin.read(&mut block).expect("readable input");
        if read == 0 {
            break;
        }
        sum = block[..read]
            .iter()
            .fold(sum, |s, &b| s.wrapping_add(u64::from(b)));
    }
    let mut board = vec![0u8; cells];
    for case in 0..cases {
        for (i, cell) in board.iter_mut().enumerate() {
            *cell = cell.wrapping_add((case ^ i) as u8);
        }
        sum = sum.wrapping_add(u64::from(board[case % cells.max(1)]));
    }
    println!("{sum}");
}

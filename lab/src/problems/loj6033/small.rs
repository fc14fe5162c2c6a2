//! Boards for the brute-force comparisons.

use super::Board;
use crate::rng::Rng;

/// The `rows` x `cols` board whose cell `r * cols + c` is free when that bit of `bits` is.
pub fn board_from_bits(rows: usize, cols: usize, bits: u32) -> Board {
    (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| match bits >> (r * cols + c) & 1 {
                    1 => b'.',
                    _ => b'#',
                })
                .collect()
        })
        .collect()
}

/// A random board, each cell blocked with probability `blocked`.
pub fn random_board(rng: &mut Rng, rows: usize, cols: usize, blocked: f64) -> Board {
    (0..rows)
        .map(|_| {
            (0..cols)
                .map(|_| if rng.chance(blocked) { b'#' } else { b'.' })
                .collect()
        })
        .collect()
}

/// Every pattern of 3x3, 3x4, 4x3, 3x5, 5x3, 4x4, and of 1xk, kx1, 2xk, kx2 for k up to 5:
/// 142,628 boards.
pub fn every_tiny_board() -> impl Iterator<Item = Board> {
    let mut sizes = vec![(3, 3), (3, 4), (4, 3), (3, 5), (5, 3), (4, 4)];
    for k in 1..=5 {
        sizes.extend([(1, k), (k, 1), (2, k), (k, 2)]);
    }
    sizes.into_iter().flat_map(|(rows, cols)| {
        (0..1u32 << (rows * cols)).map(move |bits| board_from_bits(rows, cols, bits))
    })
}

//! Grids for the brute-force comparisons.

use super::Rows;
use crate::rng::Rng;
use itertools::iproduct;

/// A `rows` x `cols` grid, each cell a letter (`A` or `B` with equal odds) with
/// probability `letters`.
pub fn random_grid(rng: &mut Rng, rows: usize, cols: usize, letters: f64) -> Rows {
    let mut cell = || match rng.chance(letters) {
        false => b'.',
        true if rng.chance(0.5) => b'A',
        true => b'B',
    };
    (0..rows)
        .map(|_| (0..cols).map(|_| cell()).collect())
        .collect()
}

/// A grid up to 5x5 (one row or one column a fifth of the time) at one of several
/// densities, with a letter forced on the start or the end now and then.
pub fn random_small(rng: &mut Rng) -> Rows {
    let (mut rows, mut cols) = (rng.range(1, 5), rng.range(1, 5));
    if rng.chance(0.2) {
        (rows, cols) = if rng.chance(0.5) {
            (1, cols)
        } else {
            (rows, 1)
        };
    }
    let letters = [0.0, 0.1, 0.25, 0.5, 0.8][rng.range(0, 4)];
    let mut g = random_grid(rng, rows, cols, letters);
    for (r, c) in [(0, 0), (rows - 1, cols - 1)] {
        if rng.chance(0.2) {
            g[r][c] = if rng.chance(0.5) { b'A' } else { b'B' };
        }
    }
    g
}

/// Every grid of at most 8 cells, and every 3x3 grid: 54,021 grids.
pub fn every_tiny_grid() -> impl Iterator<Item = Rows> {
    iproduct!(1..=8usize, 1..=8usize)
        .filter(|&(n, m)| n * m <= 8 || (n, m) == (3, 3))
        .flat_map(|(rows, cols)| {
            let cells = rows * cols;
            (0..3usize.pow(cells as u32)).map(move |mut code| {
                let mut flat = Vec::with_capacity(cells);
                for _ in 0..cells {
                    flat.push(b".AB"[code % 3]);
                    code /= 3;
                }
                flat.chunks(cols).map(<[u8]>::to_vec).collect()
            })
        })
}

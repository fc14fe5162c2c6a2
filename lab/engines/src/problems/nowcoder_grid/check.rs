//! What `cargo lab check` needs of nowcoder_grid: small grids for the brute-force
//! comparisons, grids at the statement's limits (n and m from 1 to 500) and past them (for
//! `cargo lab validate`'s tests), and how a failing grid shrinks: rows and columns
//! dropped, then a letter cleared.

use super::{NowcoderGrid, Rows};
use crate::check::variants::{drawn, every_grid, filled};
use crate::check::variants::{grids_with_a_cell_changed, grids_with_lines_dropped};
use crate::check::Check;
use crate::explain::count;
use crate::rng::Rng;
use itertools::iproduct;

pub const SIDE: usize = 500;

impl Check for NowcoderGrid {
    /// A grid up to 5x5 (one row or one column a fifth of the time) at one of several
    /// densities, with a letter forced on the start or the end now and then.
    fn random_small(rng: &mut Rng) -> Rows {
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
    fn every_small() -> Box<dyn Iterator<Item = Rows>> {
        let sizes = iproduct!(1..=8usize, 1..=8usize);
        let sizes = sizes.filter(|&(n, m)| n * m <= 8 || (n, m) == (3, 3));
        Box::new(sizes.flat_map(|(rows, cols)| every_grid(rows, cols, b".AB")))
    }

    fn at_limits(rng: &mut Rng) -> Vec<(&'static str, Rows)> {
        let mut last_only = filled(SIDE, SIDE, b'.');
        last_only[SIDE - 1][SIDE - 1] = b'A';
        vec![
            ("1x1, empty", filled(1, 1, b'.')),
            ("1x1, A", filled(1, 1, b'A')),
            ("1x1, B", filled(1, 1, b'B')),
            ("1x500, 2% letters", random_grid(rng, 1, SIDE, 0.02)),
            ("500x1, 2% letters", random_grid(rng, SIDE, 1, 0.02)),
            ("2x500, 2% letters", random_grid(rng, 2, SIDE, 0.02)),
            ("500x2, 2% letters", random_grid(rng, SIDE, 2, 0.02)),
            ("500x500, no letter", filled(SIDE, SIDE, b'.')),
            ("500x500, every cell A", filled(SIDE, SIDE, b'A')),
            ("500x500, one letter, on the last cell", last_only),
            ("500x500, 1% letters", random_grid(rng, SIDE, SIDE, 0.01)),
        ]
    }

    fn describe(grid: &Rows) -> String {
        let (rows, cols) = (grid.len(), grid[0].len());
        format!("a {rows}x{cols} grid, {}", count(letters(grid), "letter"))
    }

    /// The cells of the grid plus its letters.
    fn size(grid: &Rows) -> u128 {
        (grid.len() * grid[0].len() + letters(grid)) as u128
    }

    /// Runs of rows or columns dropped, then each letter cleared, row-major.
    fn shrink(grid: &Rows) -> Box<dyn Iterator<Item = Rows>> {
        let cleared = grids_with_a_cell_changed(grid.clone(), |&x| (x != b'.').then_some(b'.'));
        Box::new(grids_with_lines_dropped(grid.clone()).chain(cleared))
    }
}

/// A `rows` x `cols` grid, each cell a letter (`A` or `B` with equal odds) with
/// probability `letters`.
pub fn random_grid(rng: &mut Rng, rows: usize, cols: usize, letters: f64) -> Rows {
    drawn(rows, cols, || match rng.chance(letters) {
        false => b'.',
        true if rng.chance(0.5) => b'A',
        true => b'B',
    })
}

/// The letters of `grid`.
fn letters(grid: &Rows) -> usize {
    grid.iter().flatten().filter(|&&x| x != b'.').count()
}

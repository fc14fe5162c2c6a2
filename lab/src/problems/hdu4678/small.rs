//! Boards for the brute-force comparisons.

use super::Case;
use crate::rng::Rng;
use itertools::iproduct;

/// A board of up to 5 x 5 with a random number of mines drawn uniformly, repeats kept (so
/// K may exceed N * M).
pub fn random_case(rng: &mut Rng) -> Case {
    let (rows, cols) = (rng.range(1, 5), rng.range(1, 5));
    let k = rng.range(0, rows * cols + 2);
    let mines = (0..k)
        .map(|_| (rng.range(0, rows - 1), rng.range(0, cols - 1)))
        .collect();
    Case { rows, cols, mines }
}

/// Every set of mines on every board of at most 12 cells: 35,978 boards, some of which
/// break the guarantee.
pub fn every_tiny_board() -> impl Iterator<Item = Case> {
    iproduct!(1..=12usize, 1..=12usize)
        .filter(|(r, c)| r * c <= 12)
        .flat_map(|(rows, cols)| {
            (0u32..1 << (rows * cols)).map(move |set| {
                let mines = iproduct!(0..rows, 0..cols)
                    .filter(|(r, c)| set & (1 << (r * cols + c)) != 0)
                    .collect();
                Case { rows, cols, mines }
            })
        })
}

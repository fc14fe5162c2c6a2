//! Boards for the brute-force comparisons.

use super::{legalise, Points, SIZE};
use crate::rng::Rng;
use itertools::iproduct;

/// A random legal position: a random share of empty points and of white stones, then every
/// group without liberty removed.
pub fn random_legal(rng: &mut Rng) -> Points {
    let empty = [0.05, 0.15, 0.3, 0.5][rng.range(0, 3)];
    let white = rng.range(2, 8) as f64 / 10.0;
    let mut b = [[b'.'; SIZE]; SIZE];
    for cell in b.iter_mut().flatten() {
        if !rng.chance(empty) {
            *cell = if rng.chance(white) { b'o' } else { b'x' };
        }
    }
    legalise(&mut b);
    b
}

/// Every pattern of the 3x3 corner, with the rest of the board empty, then all black
/// (legal or not).
pub fn every_corner_pattern() -> impl Iterator<Item = Points> {
    iproduct!([b'.', b'x'], 0..3usize.pow(9)).map(|(rest, code)| {
        let mut b = [[rest; SIZE]; SIZE];
        let mut k = code;
        for (r, c) in iproduct!(0..3, 0..3) {
            b[r][c] = b".xo"[k % 3];
            k /= 3;
        }
        b
    })
}

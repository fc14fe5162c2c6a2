//! nowcoder_grid grids at the statement's limits (n and m from 1 to 500) and past them,
//! for `cargo lab check`.

use super::{random_grid, Rows};
use crate::check::variants::filled;
use crate::rng::Rng;

const SIDE: usize = 500;

pub fn at_limits(rng: &mut Rng) -> Vec<(String, Rows)> {
    let mut last_only = filled(SIDE, SIDE, b'.');
    last_only[SIDE - 1][SIDE - 1] = b'A';
    vec![
        ("1x1, empty".into(), filled(1, 1, b'.')),
        ("1x1, A".into(), filled(1, 1, b'A')),
        ("1x1, B".into(), filled(1, 1, b'B')),
        ("1x500, 2% letters".into(), random_grid(rng, 1, SIDE, 0.02)),
        ("500x1, 2% letters".into(), random_grid(rng, SIDE, 1, 0.02)),
        ("2x500, 2% letters".into(), random_grid(rng, 2, SIDE, 0.02)),
        ("500x2, 2% letters".into(), random_grid(rng, SIDE, 2, 0.02)),
        ("500x500, no letter".into(), filled(SIDE, SIDE, b'.')),
        ("500x500, every cell A".into(), filled(SIDE, SIDE, b'A')),
        ("500x500, one letter, on the last cell".into(), last_only),
        (
            "500x500, 1% letters".into(),
            random_grid(rng, SIDE, SIDE, 0.01),
        ),
    ]
}

pub fn beyond_guarantees(rng: &mut Rng) -> Vec<(String, Rows)> {
    vec![
        (
            "1x2000, above the limit of 500".into(),
            random_grid(rng, 1, 2000, 0.001),
        ),
        (
            "2000x1, above the limit of 500".into(),
            random_grid(rng, 2000, 1, 0.001),
        ),
        (
            "700x700, 1% letters".into(),
            random_grid(rng, 700, 700, 0.01),
        ),
    ]
}

//! loj6033 boards at the statement's limits (n and m from 1 to 100) and past them, for
//! `cargo lab check`.

use super::{random_board, Board};
use crate::check::variants::filled;
use crate::rng::Rng;

const SIDE: usize = 100;

pub fn at_limits(rng: &mut Rng) -> Vec<(String, Board)> {
    vec![
        ("1x1, free".into(), filled(1, 1, b'.')),
        ("1x1, blocked: no free cell".into(), filled(1, 1, b'#')),
        ("1x100, all free".into(), filled(1, SIDE, b'.')),
        ("100x1, all free".into(), filled(SIDE, 1, b'.')),
        (
            "2x100, a fifth blocked".into(),
            random_board(rng, 2, SIDE, 0.2),
        ),
        (
            "100x2, a fifth blocked".into(),
            random_board(rng, SIDE, 2, 0.2),
        ),
        ("100x100, all free".into(), filled(SIDE, SIDE, b'.')),
        ("100x100, all blocked".into(), filled(SIDE, SIDE, b'#')),
        (
            "100x100, 30% blocked".into(),
            random_board(rng, SIDE, SIDE, 0.3),
        ),
        ("99x99, all free".into(), filled(SIDE - 1, SIDE - 1, b'.')),
    ]
}

pub fn beyond_guarantees(rng: &mut Rng) -> Vec<(String, Board)> {
    vec![
        (
            "1x1000, above the limit of 100".into(),
            filled(1, 1000, b'.'),
        ),
        ("101x101, all free".into(), filled(SIDE + 1, SIDE + 1, b'.')),
        (
            "300x300, 20% blocked".into(),
            random_board(rng, 300, 300, 0.2),
        ),
    ]
}

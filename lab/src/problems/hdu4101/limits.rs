//! hdu4101 boards at the statement's limits (N and M from 1 to 300, HP from 1 to 99) and
//! past them, for `cargo lab check`.

use super::small::seal_treasure;
use super::Board;
use crate::rng::Rng;

/// The statement's largest side and largest hit points.
const SIDE: usize = 300;
const MAX_HP: i64 = 99;

/// A `rows` x `cols` board whose cells are drawn from `value`, the treasure at `treasure`.
fn board(rows: usize, cols: usize, treasure: usize, mut value: impl FnMut() -> i64) -> Board {
    let mut values: Vec<i64> = (0..rows * cols).map(|_| value()).collect();
    values[treasure] = -1;
    Board { rows, cols, values }
}

/// Half the cells stones of 1 to `max_hp` HP, the others empty.
fn random_values(rng: &mut Rng, max_hp: i64) -> impl FnMut() -> i64 + '_ {
    move || match rng.chance(0.5) {
        true => rng.range(1, max_hp as usize) as i64,
        false => 0,
    }
}

/// A random board of at least 3 x 3 with the treasure sealed off the border by stones.
fn sealed(rng: &mut Rng, rows: usize, cols: usize, max_hp: i64) -> Board {
    let mut b = board(rows, cols, 0, random_values(rng, max_hp));
    b.values[0] = 0;
    seal_treasure(rng, &mut b, max_hp as usize);
    b
}

pub fn at_limits(rng: &mut Rng) -> Vec<(String, Board)> {
    let centre = SIDE / 2 * SIDE + SIDE / 2;
    vec![
        ("1x1, the treasure alone".into(), board(1, 1, 0, || 0)),
        (
            "1x300, the treasure in the middle".into(),
            board(1, SIDE, SIDE / 2, random_values(rng, MAX_HP)),
        ),
        (
            "300x1, the treasure in the middle".into(),
            board(SIDE, 1, SIDE / 2, random_values(rng, MAX_HP)),
        ),
        (
            "3x3, the treasure in the centre behind four stones of 99 HP".into(),
            board(3, 3, 4, || MAX_HP),
        ),
        (
            "3x300, the treasure sealed".into(),
            sealed(rng, 3, SIDE, MAX_HP),
        ),
        (
            "300x3, the treasure sealed".into(),
            sealed(rng, SIDE, 3, MAX_HP),
        ),
        (
            "300x300, every cell but the treasure a stone of 99 HP".into(),
            board(SIDE, SIDE, centre, || MAX_HP),
        ),
        ("300x300, no stone".into(), board(SIDE, SIDE, centre, || 0)),
        (
            "300x300, random stones, the treasure sealed".into(),
            sealed(rng, SIDE, SIDE, MAX_HP),
        ),
        (
            "300x300, random stones, the treasure anywhere".into(),
            board(
                SIDE,
                SIDE,
                rng.range(0, SIDE * SIDE - 1),
                random_values(rng, MAX_HP),
            ),
        ),
    ]
}

pub fn beyond_guarantees(rng: &mut Rng) -> Vec<(String, Board)> {
    let mut cases: Vec<(String, Board)> = (0..6)
        .map(|_| {
            let side = rng.range(3, 5);
            let board = sealed(rng, side, side, 1_000_000_000);
            ("hit points from 1 to 10^9".to_string(), board)
        })
        .collect();
    cases.extend([
        (
            "hit points 2^63 - 1 around a sealed treasure".to_string(),
            board(3, 4, 5, || i64::MAX),
        ),
        (
            "301x301, above the limit of 300".to_string(),
            sealed(rng, SIDE + 1, SIDE + 1, MAX_HP),
        ),
        (
            "1x1000 and its treasure at the end".to_string(),
            board(1, 1000, 999, random_values(rng, MAX_HP)),
        ),
        (
            "700x700, random stones, the treasure sealed".to_string(),
            sealed(rng, 700, 700, MAX_HP),
        ),
    ]);
    cases
}

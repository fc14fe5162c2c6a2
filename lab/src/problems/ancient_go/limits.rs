//! ancient_go positions at the statement's limits (the board is 9x9: from no stone to
//! all points but one) and past its guarantee (illegal positions), for `cargo lab check`.

use super::{is_legal, Points, SIZE};
use crate::rng::Rng;

fn filled(stone: u8) -> Points {
    [[stone; SIZE]; SIZE]
}

/// Rows alternately white and black, the columns `empty` left empty.
fn stripes(empty: &[usize]) -> Points {
    let mut points = filled(b'.');
    for (r, row) in points.iter_mut().enumerate() {
        for (c, point) in row.iter_mut().enumerate() {
            if !empty.contains(&c) {
                *point = if r % 2 == 0 { b'o' } else { b'x' };
            }
        }
    }
    points
}

/// `stone` everywhere but the point `(r, c)`.
fn all_but(stone: u8, r: usize, c: usize) -> Points {
    let mut points = filled(stone);
    points[r][c] = b'.';
    points
}

pub fn at_limits(_: &mut Rng) -> Vec<(String, Points)> {
    vec![
        ("no stone".into(), filled(b'.')),
        (
            "80 white stones and one empty point".into(),
            all_but(b'o', 4, 4),
        ),
        (
            "80 black stones and one empty point".into(),
            all_but(b'x', 0, 0),
        ),
        (
            "72 stones: rows of each colour, each with one liberty".into(),
            stripes(&[0]),
        ),
        (
            "63 stones: rows of each colour, each with two liberties".into(),
            stripes(&[0, 8]),
        ),
    ]
}

pub fn beyond_guarantees(rng: &mut Rng) -> Vec<(String, Points)> {
    let mut black_dead = filled(b'.');
    (black_dead[0][0], black_dead[0][1], black_dead[1][0]) = (b'x', b'o', b'o');
    let mut cases = vec![
        (
            "81 white stones: no liberty at all".to_string(),
            filled(b'o'),
        ),
        (
            "a black stone without liberty in the corner".to_string(),
            black_dead,
        ),
    ];
    let random = std::iter::repeat_with(|| {
        let mut points = filled(b'.');
        for point in points.iter_mut().flatten() {
            *point = [b'.', b'x', b'o', b'x', b'o'][rng.range(0, 4)];
        }
        points
    });
    let illegal = random.filter(|points| !is_legal(points)).take(6);
    cases.extend(illegal.map(|points| ("a random illegal position".to_string(), points)));
    cases
}

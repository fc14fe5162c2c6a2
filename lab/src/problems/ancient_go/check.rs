//! What `cargo lab check` needs of ancient_go: small positions for the brute-force
//! comparisons, positions at the statement's limits (the board is 9x9: from no stone to
//! all points but one) and past its guarantee (illegal positions, for `cargo lab
//! validate`'s tests), and how a failing position shrinks. The board is always 9x9, so a
//! position shrinks by its stones, and moves toward the top-left corner, where the board's
//! edges can stand for stones: a row or column of stones dropped (those below or to the
//! right moving up or left into its place), a stone taken off, or the whole position moved
//! up or left by one when its first row or column is empty.

use super::{is_legal, legalise, AncientGo, Points, SIZE};
use crate::check::Check;
use crate::explain::count;
use crate::rng::Rng;
use itertools::iproduct;

/// Weighs a stone above any move toward the corner (the corner is at most 16 steps away).
const STONE: u128 = 100;

impl Check for AncientGo {
    /// A random legal position: a random share of empty points and of white stones, then
    /// every group without liberty removed.
    fn random_small(rng: &mut Rng) -> Points {
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
    fn every_small() -> Box<dyn Iterator<Item = Points>> {
        Box::new(
            iproduct!([b'.', b'x'], 0..3usize.pow(9)).map(|(rest, code)| {
                let mut b = [[rest; SIZE]; SIZE];
                let mut k = code;
                for (r, c) in iproduct!(0..3, 0..3) {
                    b[r][c] = b".xo"[k % 3];
                    k /= 3;
                }
                b
            }),
        )
    }

    fn at_limits(_: &mut Rng) -> Vec<(String, Points)> {
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

    fn describe(points: &Points) -> String {
        let count_of = |stone| points.iter().flatten().filter(|&&x| x == stone).count();
        let (white, black) = (count_of(b'o'), count_of(b'x'));
        let (white, black) = (count(white, "white stone"), count(black, "black stone"));
        format!("a position of {white} and {black}")
    }

    /// The stones, then how far their top-left corner is from the board's.
    fn size(points: &Points) -> u128 {
        let stones: Vec<(usize, usize)> = stones(points).collect();
        let top = stones.iter().map(|&(r, _)| r).min().unwrap_or(0);
        let left = stones.iter().map(|&(_, c)| c).min().unwrap_or(0);
        STONE * stones.len() as u128 + (top + left) as u128
    }

    /// Each row holding stones dropped, each such column dropped, each stone taken off
    /// (row-major), then the position moved up, then left.
    fn shrink(points: &Points) -> Box<dyn Iterator<Item = Points>> {
        let points = *points;
        let lines = 0..SIZE;
        let rows = lines
            .clone()
            .filter(move |&r| points[r].iter().any(|&p| p != b'.'));
        let cols = lines.filter(move |&c| points.iter().any(|row| row[c] != b'.'));
        let dropped_rows = rows.map(move |r| without_row(&points, r));
        let dropped_cols = cols.map(move |c| transposed(&without_row(&transposed(&points), c)));
        let taken = stones(&points)
            .collect::<Vec<_>>()
            .into_iter()
            .map(move |(r, c)| {
                let mut smaller = points;
                smaller[r][c] = b'.';
                smaller
            });
        let up = (points[0].iter().all(|&p| p == b'.')).then(|| without_row(&points, 0));
        let left_empty = points.iter().all(|row| row[0] == b'.');
        let left = left_empty.then(|| transposed(&without_row(&transposed(&points), 0)));
        let moved = up.into_iter().chain(left);
        Box::new(dropped_rows.chain(dropped_cols).chain(taken).chain(moved))
    }

    fn why(case: &Self::Case) -> Option<String> {
        Some(crate::explain::reasoning::<Self>(case))
    }
}

/// Positions past the guarantee: groups without liberty.
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

fn stones(points: &Points) -> impl Iterator<Item = (usize, usize)> + '_ {
    iproduct!(0..SIZE, 0..SIZE).filter(|&(r, c)| points[r][c] != b'.')
}

/// The position without row `r`: the rows below move up, an empty row comes in last.
fn without_row(points: &Points, r: usize) -> Points {
    let mut out = filled(b'.');
    let kept = points.iter().enumerate().filter(|&(i, _)| i != r);
    for (to, (_, row)) in out.iter_mut().zip(kept) {
        *to = *row;
    }
    out
}

fn transposed(points: &Points) -> Points {
    let mut out = filled(b'.');
    for (r, c) in iproduct!(0..SIZE, 0..SIZE) {
        out[c][r] = points[r][c];
    }
    out
}

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

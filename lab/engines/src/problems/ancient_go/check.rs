//! What `cargo lab check` needs of ancient_go: small positions for the brute-force
//! comparisons, positions at the statement's limits (the board is 9x9: from no stone to
//! all points but one) and past its guarantee (illegal positions, for `cargo lab
//! validate`'s tests), and how a failing position shrinks. The board is always 9x9, so a
//! position shrinks by its stones, and moves toward the top-left corner, where the board's
//! edges can stand for stones: a row or column of stones dropped (those below or to the
//! right moving up or left into its place), a stone taken off, or the whole position moved
//! up or left by one when its first row or column is empty.

use super::{legalise, AncientGo, Points, SIZE};
use crate::check::variants::{drop_cols, drop_rows, every_grid};
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
        let corners = iproduct!([b'.', b'x'], every_grid(3, 3, b".xo"));
        Box::new(corners.map(|(rest, corner)| {
            let mut b = [[rest; SIZE]; SIZE];
            for (row, corner) in b.iter_mut().zip(corner) {
                row[..3].copy_from_slice(&corner);
            }
            b
        }))
    }

    fn at_limits(_: &mut Rng) -> Vec<(&'static str, Points)> {
        vec![
            ("no stone", filled(b'.')),
            ("80 white stones and one empty point", all_but(b'o', 4, 4)),
            ("80 black stones and one empty point", all_but(b'x', 0, 0)),
            (
                "72 stones: rows of each colour, each with one liberty",
                stripes(&[0]),
            ),
            (
                "63 stones: rows of each colour, each with two liberties",
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
        let grid: Vec<Vec<u8>> = points.iter().map(|row| row.to_vec()).collect();
        let stones_in_row = |r: usize| points[r].iter().any(|&p| p != b'.');
        let stones_in_col = |c: usize| points.iter().any(|row| row[c] != b'.');
        let rows = (0..SIZE)
            .filter(|&r| stones_in_row(r))
            .map(|r| drop_rows(&grid, r..r + 1));
        let cols = (0..SIZE)
            .filter(|&c| stones_in_col(c))
            .map(|c| drop_cols(&grid, c..c + 1));
        let mut variants: Vec<Points> = rows.chain(cols).map(on_board).collect();
        variants.extend(stones(points).map(|(r, c)| {
            let mut smaller = *points;
            smaller[r][c] = b'.';
            smaller
        }));
        if !stones_in_row(0) {
            variants.push(on_board(drop_rows(&grid, 0..1)));
        }
        if !stones_in_col(0) {
            variants.push(on_board(drop_cols(&grid, 0..1)));
        }
        Box::new(variants.into_iter())
    }
}

fn stones(points: &Points) -> impl Iterator<Item = (usize, usize)> + '_ {
    iproduct!(0..SIZE, 0..SIZE).filter(|&(r, c)| points[r][c] != b'.')
}

/// `grid` on the board from its top-left corner, the points it does not cover empty.
fn on_board(grid: Vec<Vec<u8>>) -> Points {
    let mut points = filled(b'.');
    for (to, row) in points.iter_mut().zip(&grid) {
        to[..row.len()].copy_from_slice(row);
    }
    points
}

pub fn filled(stone: u8) -> Points {
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

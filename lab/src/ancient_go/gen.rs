//! ancient_go inputs: T = 100 boards (the judge's maximum), each a legal position (every
//! group of either colour has a liberty), with many white groups of one and two
//! liberties, so boards where black kills and boards where he cannot are both common.
//!
//! A board is drawn point by point, then made legal by emptying one stone, drawn at
//! random, of the first group without liberty (row-major), until none is left: the
//! emptied point is often the only liberty of the groups around it, so groups of one
//! and two liberties abound, where removing whole dead groups would leave open space.
//! Half the boards, drawn at random, are then rid of their white groups of one liberty
//! the same way (a stone of such a group emptied gives each part of it a liberty more),
//! so black cannot kill there, though groups of two liberties, which may share one, stay.

use super::brute::{group, neighbours};
use super::{Points, SIZE};
use crate::problem::Kind;
use crate::rng::Rng;
use std::io::{self, Write};

pub const KINDS: &[Kind] = &[Kind::new("random", random), Kind::new("crowded", crowded)];

/// 100 boards, each point empty, black or white with equal odds, made legal.
fn random(rng: &mut Rng, out: &mut dyn Write) -> io::Result<()> {
    boards(rng, out, 1.0 / 3.0)
}

/// 100 boards with few empty points, made legal: most groups have one or two
/// liberties.
fn crowded(rng: &mut Rng, out: &mut dyn Write) -> io::Result<()> {
    boards(rng, out, 0.1)
}

fn boards(rng: &mut Rng, out: &mut dyn Write, empty: f64) -> io::Result<()> {
    const T: usize = 100;
    writeln!(out, "{T}")?;
    for _ in 0..T {
        writeln!(out)?;
        let mut points = [[b'.'; SIZE]; SIZE];
        for point in points.iter_mut().flatten() {
            *point = match rng.chance(empty) {
                true => b'.',
                false if rng.chance(0.5) => b'x',
                false => b'o',
            };
        }
        make_legal(rng, &mut points);
        if rng.chance(0.5) {
            leave_no_kill(rng, &mut points);
        }
        for row in &points {
            out.write_all(row)?;
            writeln!(out)?;
        }
    }
    Ok(())
}

/// Empties a random stone of the first group without liberty (row-major) until every
/// group has one. Each round empties a stone, so at most 81 rounds of O(81) each.
fn make_legal(rng: &mut Rng, points: &mut Points) {
    empty_stones_of(rng, points, |points, r, c| {
        points[r][c] != b'.' && !group(points, r, c).1
    });
}

/// Empties a random stone of the first white group of one liberty until none is left
/// (the position stays legal: emptying a point takes no liberty away).
fn leave_no_kill(rng: &mut Rng, points: &mut Points) {
    empty_stones_of(rng, points, |points, r, c| {
        points[r][c] == b'o' && liberties(points, &group(points, r, c).0) == 1
    });
}

/// While some stone's group is `chosen` (the first, row-major), empties one of its
/// stones drawn at random.
fn empty_stones_of(rng: &mut Rng, points: &mut Points, chosen: fn(&Points, usize, usize) -> bool) {
    let stones = || (0..SIZE).flat_map(|r| (0..SIZE).map(move |c| (r, c)));
    while let Some((r, c)) = stones().find(|&(r, c)| chosen(points, r, c)) {
        let stones = group(points, r, c).0;
        let (er, ec) = stones[rng.range(0, stones.len() - 1)];
        points[er][ec] = b'.';
    }
}

/// The distinct empty points next to `stones`.
pub fn liberties(points: &Points, stones: &[(usize, usize)]) -> usize {
    let mut seen = [[false; SIZE]; SIZE];
    let around = stones.iter().flat_map(|&(r, c)| neighbours(r, c));
    around
        .filter(|&(r, c)| points[r][c] == b'.' && !std::mem::replace(&mut seen[r][c], true))
        .count()
}

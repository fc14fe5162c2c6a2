//! ancient_go inputs: T = 100 boards (the judge's maximum), each a legal position (every
//! group of either colour has a liberty), with many white groups of one and two
//! liberties, so boards where black kills and boards where he cannot are both common.
//!
//! A board is drawn point by point, then made legal by emptying one stone, drawn at
//! random, of the first group without liberty (row-major), until none is left: the
//! emptied point is often the only liberty of the groups around it, so groups of one
//! and two liberties abound, where removing whole dead groups would leave open space.
//! Some boards, drawn at random, are then rid of some white groups of one liberty the
//! same way (a stone of such a group emptied gives each part of it a liberty more):
//! two in five of all of them, so that black cannot kill there (groups of two liberties
//! stay), and one in five of those whose liberty touches one stone only, so that black
//! kills only on a liberty next to two stones of its group (the classic wrong answer,
//! counting liberties stone by stone, says he cannot).

use super::brute::{first_dead_stone, group, neighbours};
use super::{Points, SIZE};
use crate::problem::Kind;
use crate::rng::Rng;
use itertools::iproduct;
use std::io::{self, Write};

pub const KINDS: &[Kind] = &[
    // 100 boards, each point empty, black or white with equal odds, made legal.
    Kind::new("random", |rng, out| boards(rng, out, 1.0 / 3.0)),
    // 100 boards with few empty points, made legal: most groups have one or two
    // liberties.
    Kind::new("crowded", |rng, out| boards(rng, out, 0.1)),
];

/// 100 boards, each point empty with probability `empty`, else black or white with
/// equal odds, made legal.
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
        match rng.range(0, 4) {
            0 | 1 => empty_stones_of(rng, &mut points, |touches| touches.len() == 1),
            2 => empty_stones_of(rng, &mut points, |touches| touches == [1]),
            _ => {}
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
    while let Some((r, c)) = first_dead_stone(points) {
        empty_one(rng, points, &group(points, r, c).0);
    }
}

/// Empties a random stone of the first white group (row-major) whose liberties are
/// `chosen`, until none is left; `chosen` sees, for each distinct liberty, how many of
/// the group's stones touch it. Emptying takes no liberty away: the position stays
/// legal.
fn empty_stones_of(rng: &mut Rng, points: &mut Points, chosen: fn(&[usize]) -> bool) {
    while let Some(stones) = iproduct!(0..SIZE, 0..SIZE)
        .filter(|&(r, c)| points[r][c] == b'o')
        .map(|(r, c)| group(points, r, c).0)
        .find(|stones| chosen(&liberty_touches(points, stones)))
    {
        empty_one(rng, points, &stones);
    }
}

/// Empties one of `stones`, drawn at random.
fn empty_one(rng: &mut Rng, points: &mut Points, stones: &[(usize, usize)]) {
    let (r, c) = stones[rng.range(0, stones.len() - 1)];
    points[r][c] = b'.';
}

/// For each distinct empty point next to `stones`, how many of them touch it.
fn liberty_touches(points: &Points, stones: &[(usize, usize)]) -> Vec<usize> {
    let mut touches = [[0; SIZE]; SIZE];
    for (r, c) in stones.iter().flat_map(|&point| neighbours(point)) {
        if points[r][c] == b'.' {
            touches[r][c] += 1;
        }
    }
    touches
        .iter()
        .flatten()
        .copied()
        .filter(|&t| t > 0)
        .collect()
}

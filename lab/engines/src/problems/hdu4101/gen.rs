//! hdu4101 inputs: eight 300x300 boards (the judge's maximum), HP from 1 to 99.

use super::Board;
use crate::problem::Kind;
use crate::rng::Rng;
use std::io::{self, Write};

pub const KINDS: &[Kind] = &[
    Kind::new("rings", rings),
    Kind::new("corridor", corridor),
    Kind::new("random", random),
];

const CASES: usize = 8;
const SIDE: usize = 300;
const MAX_HP: usize = 99;

/// A board of the judge's size, every cell a stone with probability `stones`, else empty.
fn random_board(rng: &mut Rng, stones: f64) -> Board {
    let values = (0..SIDE * SIDE)
        .map(|_| if rng.chance(stones) { hp(rng) } else { 0 })
        .collect();
    Board {
        rows: SIDE,
        cols: SIDE,
        values,
    }
}

fn hp(rng: &mut Rng) -> i64 {
    rng.range(1, MAX_HP) as i64
}

/// The index of the cell at row `r`, column `c` of a board, row-major.
fn at(r: usize, c: usize) -> usize {
    r * SIDE + c
}

/// The treasure at the centre inside concentric square rings of stones, 4 cells apart,
/// each with one gap but a random one of the outer half that is closed, so the treasure's
/// region winds through the gaps up to it; only zeros between the rings inside it, random
/// stones outside it.
fn rings(rng: &mut Rng, out: &mut dyn Write) -> io::Result<()> {
    for _ in 0..CASES {
        let mut board = random_board(rng, 0.6);
        let centre = SIDE / 2;
        let radii: Vec<usize> = (2..centre - 4).step_by(4).collect();
        let closed = radii[rng.range(radii.len() / 2, radii.len() - 1)];
        for r in centre - closed..=centre + closed {
            for c in centre - closed..=centre + closed {
                board.values[at(r, c)] = 0;
            }
        }
        for &radius in &radii {
            let cells = square(centre, radius);
            // The first four cells are the corners, which open no way in.
            let gap = (radius != closed).then(|| rng.range(4, cells.len() - 1));
            for (k, &(r, c)) in cells.iter().enumerate() {
                board.values[at(r, c)] = if Some(k) == gap { 0 } else { hp(rng) };
            }
        }
        board.values[at(centre, centre)] = -1;
        out.write_all(board.render().as_bytes())?;
    }
    Ok(())
}

/// The cells of the square ring at Chebyshev distance `radius` from `(centre, centre)`.
fn square(centre: usize, radius: usize) -> Vec<(usize, usize)> {
    let (lo, hi) = (centre - radius, centre + radius);
    let mut cells = Vec::new();
    for k in lo..hi {
        cells.extend([(lo, k), (k, hi), (hi, hi + lo - k), (hi + lo - k, lo)]);
    }
    cells
}

/// A corridor of zeros winding row by row through a walled block of 279x279 cells, the
/// treasure at its far end; random stones and zeros around the block.
fn corridor(rng: &mut Rng, out: &mut dyn Write) -> io::Result<()> {
    const MARGIN: usize = 10;
    // The lanes are the rows at an odd distance from the top wall, the last one included.
    let (lo, hi) = (MARGIN, MARGIN + 2 * ((SIDE - 1 - 2 * MARGIN) / 2));
    for _ in 0..CASES {
        let mut board = random_board(rng, 0.5);
        for r in lo..=hi {
            for c in lo..=hi {
                let wall = r == lo || r == hi || c == lo || c == hi || (r - lo) % 2 == 0;
                board.values[at(r, c)] = if wall { hp(rng) } else { 0 };
            }
        }
        // Open each inner wall at alternate ends, so the lanes join into one corridor.
        for r in (lo + 2..hi - 1).step_by(2) {
            let gap = if (r - lo) % 4 == 2 { hi - 1 } else { lo + 1 };
            board.values[at(r, gap)] = 0;
        }
        // The last lane is entered through the wall above it; its far end is the other one.
        let entered_right = (hi - 2 - lo) % 4 == 2;
        let far_end = if entered_right { lo + 1 } else { hi - 1 };
        board.values[at(hi - 1, far_end)] = -1;
        out.write_all(board.render().as_bytes())?;
    }
    Ok(())
}

/// Random boards: half the cells stones, the treasure anywhere off the border.
fn random(rng: &mut Rng, out: &mut dyn Write) -> io::Result<()> {
    for _ in 0..CASES {
        let mut board = random_board(rng, 0.5);
        let treasure = (rng.range(1, SIDE - 2), rng.range(1, SIDE - 2));
        board.values[at(treasure.0, treasure.1)] = -1;
        out.write_all(board.render().as_bytes())?;
    }
    Ok(())
}

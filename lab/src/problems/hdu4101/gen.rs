//! hdu4101 inputs: eight 300x300 boards (the judge's maximum), HP from 1 to 99.

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

/// A board being drawn: row-major values, `-1` the treasure.
struct Board(Vec<i32>);

impl Board {
    /// Every cell a stone with probability `stones`, else empty.
    fn random(rng: &mut Rng, stones: f64) -> Board {
        Board(
            (0..SIDE * SIDE)
                .map(|_| match rng.chance(stones) {
                    true => hp(rng),
                    false => 0,
                })
                .collect(),
        )
    }

    fn set(&mut self, r: usize, c: usize, value: i32) {
        self.0[r * SIDE + c] = value;
    }

    fn write(&self, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "{SIDE} {SIDE}")?;
        for row in self.0.chunks(SIDE) {
            let row: Vec<String> = row.iter().map(i32::to_string).collect();
            writeln!(out, "{}", row.join(" "))?;
        }
        Ok(())
    }
}

fn hp(rng: &mut Rng) -> i32 {
    rng.range(1, MAX_HP) as i32
}

/// The treasure at the centre inside concentric square rings of stones, 4 cells apart,
/// each with one gap but a random one of the outer half that is closed, so the treasure's
/// region winds through the gaps up to it; only zeros between the rings inside it, random
/// stones outside it.
fn rings(rng: &mut Rng, out: &mut dyn Write) -> io::Result<()> {
    for _ in 0..CASES {
        let mut board = Board::random(rng, 0.6);
        let centre = SIDE / 2;
        let radii: Vec<usize> = (2..centre - 4).step_by(4).collect();
        let closed = radii[rng.range(radii.len() / 2, radii.len() - 1)];
        for r in centre - closed..=centre + closed {
            for c in centre - closed..=centre + closed {
                board.set(r, c, 0);
            }
        }
        for &radius in &radii {
            let cells = square(centre, radius);
            // The first four cells are the corners, which open no way in.
            let gap = (radius != closed).then(|| rng.range(4, cells.len() - 1));
            for (k, &(r, c)) in cells.iter().enumerate() {
                board.set(r, c, if Some(k) == gap { 0 } else { hp(rng) });
            }
        }
        board.set(centre, centre, -1);
        board.write(out)?;
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
        let mut board = Board::random(rng, 0.5);
        for r in lo..=hi {
            for c in lo..=hi {
                let wall = r == lo || r == hi || c == lo || c == hi || (r - lo) % 2 == 0;
                board.set(r, c, if wall { hp(rng) } else { 0 });
            }
        }
        // Open each inner wall at alternate ends, so the lanes join into one corridor.
        for r in (lo + 2..hi - 1).step_by(2) {
            let gap = if (r - lo) % 4 == 2 { hi - 1 } else { lo + 1 };
            board.set(r, gap, 0);
        }
        // The last lane is entered through the wall above it; its far end is the other one.
        let entered_right = (hi - 2 - lo) % 4 == 2;
        board.set(hi - 1, if entered_right { lo + 1 } else { hi - 1 }, -1);
        board.write(out)?;
    }
    Ok(())
}

/// Random boards: half the cells stones, the treasure anywhere off the border.
fn random(rng: &mut Rng, out: &mut dyn Write) -> io::Result<()> {
    for _ in 0..CASES {
        let mut board = Board::random(rng, 0.5);
        board.set(rng.range(1, SIDE - 2), rng.range(1, SIDE - 2), -1);
        board.write(out)?;
    }
    Ok(())
}

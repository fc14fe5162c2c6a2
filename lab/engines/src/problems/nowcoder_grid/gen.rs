//! nowcoder_grid inputs: T = 50 grids of 500x500 (the judge's maximum, 12.5 M cells).

use crate::problem::Kind;
use crate::rng::Rng;
use std::io::{self, Write};

pub const KINDS: &[Kind] = &[
    // No letters: every game is a draw, and every cell matters.
    Kind::new("empty", |rng, out| grids(rng, out, |_| 0.0)),
    // 2% letters: long games, answers of every kind.
    Kind::new("sparse", |rng, out| grids(rng, out, |_| 0.02)),
    // Half the cells are letters.
    Kind::new("half", |rng, out| grids(rng, out, |_| 0.5)),
    // 90% letters: most games end within a few moves.
    Kind::new("dense", |rng, out| grids(rng, out, |_| 0.9)),
    // Each grid with its own density of letters, from 0% to 20%.
    Kind::new("mixed", |rng, out| {
        grids(rng, out, |rng| rng.range(0, 20) as f64 / 100.0)
    }),
];

const T: usize = 50;
const SIDE: usize = 500;

/// T grids; each cell is a letter (`A` or `B` with equal odds) with probability
/// `letters(rng)`, drawn once per grid.
fn grids(rng: &mut Rng, out: &mut dyn Write, letters: fn(&mut Rng) -> f64) -> io::Result<()> {
    writeln!(out, "{T}")?;
    for _ in 0..T {
        let density = letters(rng);
        writeln!(out, "{SIDE} {SIDE}")?;
        for _ in 0..SIDE {
            let mut row: Vec<u8> = (0..SIDE)
                .map(|_| match rng.chance(density) {
                    false => b'.',
                    true if rng.chance(0.5) => b'A',
                    true => b'B',
                })
                .collect();
            row.push(b'\n');
            out.write_all(&row)?;
        }
    }
    Ok(())
}

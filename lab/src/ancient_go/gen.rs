//! ancient_go inputs: T = 100 boards (the judge's maximum).

use crate::problem::Kind;
use crate::rng::Rng;
use std::io::{self, Write};

pub const KINDS: &[Kind] = &[Kind::new("random", random), Kind::new("crowded", crowded)];

/// 100 boards, each point empty, black or white with equal odds.
fn random(rng: &mut Rng, out: &mut dyn Write) -> io::Result<()> {
    boards(rng, out, 1.0 / 3.0)
}

/// 100 boards with few empty points, so most groups have one or two liberties.
fn crowded(rng: &mut Rng, out: &mut dyn Write) -> io::Result<()> {
    boards(rng, out, 0.1)
}

fn boards(rng: &mut Rng, out: &mut dyn Write, empty: f64) -> io::Result<()> {
    const T: usize = 100;
    writeln!(out, "{T}")?;
    for _ in 0..T {
        writeln!(out)?;
        for _ in 0..9 {
            let row: Vec<u8> = (0..9)
                .map(|_| match rng.chance(empty) {
                    true => b'.',
                    false if rng.chance(0.5) => b'x',
                    false => b'o',
                })
                .collect();
            out.write_all(&row)?;
            writeln!(out)?;
        }
    }
    Ok(())
}

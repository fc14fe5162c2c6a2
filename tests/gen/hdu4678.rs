//! hdu4678 inputs: T cases of 1000 x 1000 (the judge's maximum board) at several mine
//! densities, mines in random order, boards kept to the statement's guarantee (no number
//! borders two blank regions); plus the largest input the format allows.

use super::{Generator, Rng};
use grid_games::grid::{label_components, Adjacency, Shape, UNLABELLED};
use grid_games::hdu4678::{Minefield, MINE};
use std::io::{self, Write};

pub const KINDS: &[(&str, Generator)] = &[
    ("d0-t10", |rng, out| density(rng, out, 10, 0.0)),
    ("d10-t10", |rng, out| density(rng, out, 10, 0.1)),
    ("d50-t10", |rng, out| density(rng, out, 10, 0.5)),
    ("d90-t10", |rng, out| density(rng, out, 10, 0.9)),
    ("d0-t50", |rng, out| density(rng, out, 50, 0.0)),
    ("d10-t50", |rng, out| density(rng, out, 50, 0.1)),
    ("d50-t50", |rng, out| density(rng, out, 50, 0.5)),
    ("d90-t50", |rng, out| density(rng, out, 50, 0.9)),
    ("k1m-t50", k1m),
    ("lattice-t50", lattice),
];

const SIDE: usize = 1000;

/// `t` boards where each cell is a mine with probability `p`, then kept to the guarantee,
/// mines listed shuffled.
fn density(rng: &mut Rng, out: &mut dyn Write, t: usize, p: f64) -> io::Result<()> {
    writeln!(out, "{t}")?;
    for _ in 0..t {
        let mut is_mine: Vec<bool> = (0..SIDE * SIDE).map(|_| rng.chance(p)).collect();
        keep_guarantee(&mut is_mine);
        let mut mines: Vec<(usize, usize)> = (0..SIDE * SIDE)
            .filter(|&cell| is_mine[cell])
            .map(|cell| (cell / SIDE, cell % SIDE))
            .collect();
        shuffle(rng, &mut mines);
        write_case(out, &mines)?;
    }
    Ok(())
}

/// Turns every number bordering two blank regions into a mine, until there is none. Each
/// round adds mines, so it ends; a few rounds do.
fn keep_guarantee(is_mine: &mut [bool]) {
    let shape = Shape::new(SIDE, SIDE).unwrap();
    let (mut numbers, mut labels) = (Vec::new(), Vec::new());
    loop {
        let mut field = Minefield::new(SIDE, SIDE).unwrap();
        for cell in (0..SIDE * SIDE).filter(|&cell| is_mine[cell]) {
            field.lay_mine(cell / SIDE, cell % SIDE);
        }
        field.count_numbers(&mut numbers, &mut Vec::new(), &mut Vec::new());
        label_components(shape, Adjacency::Eight, |c| numbers[c] == 0, &mut labels);
        let shared: Vec<usize> = (0..SIDE * SIDE)
            .filter(|&cell| numbers[cell] & MINE == 0 && borders_two(shape, cell, &labels))
            .collect();
        if shared.is_empty() {
            return;
        }
        for cell in shared {
            is_mine[cell] = true;
        }
    }
}

fn borders_two(shape: Shape, cell: usize, labels: &[u32]) -> bool {
    let mut bordered = shape
        .neighbours(cell, Adjacency::Eight)
        .map(|next| labels[next])
        .filter(|&label| label != UNLABELLED);
    let first = bordered.next();
    bordered.any(|label| Some(label) != first)
}

/// 50 boards of 10^6 uniformly drawn mines each (repeats included): the largest input,
/// about 400 MB. Not kept to the guarantee: some boards get a warning.
fn k1m(rng: &mut Rng, out: &mut dyn Write) -> io::Result<()> {
    writeln!(out, "50")?;
    for _ in 0..50 {
        let mines: Vec<(usize, usize)> = (0..SIDE * SIDE)
            .map(|_| (rng.range(0, SIDE - 1), rng.range(0, SIDE - 1)))
            .collect();
        write_case(out, &mines)?;
    }
    Ok(())
}

/// 50 boards with a mine on every fourth row and column, some removed: about 60,000 small
/// blank regions each, so labelling starts a search per few cells.
fn lattice(rng: &mut Rng, out: &mut dyn Write) -> io::Result<()> {
    writeln!(out, "50")?;
    for _ in 0..50 {
        let mut mines: Vec<(usize, usize)> = (0..SIDE * SIDE)
            .map(|cell| (cell / SIDE, cell % SIDE))
            .filter(|&(r, c)| (r % 4 == 0 || c % 4 == 0) && !rng.chance(0.02))
            .collect();
        shuffle(rng, &mut mines);
        write_case(out, &mines)?;
    }
    Ok(())
}

fn shuffle<T>(rng: &mut Rng, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        items.swap(i, rng.range(0, i));
    }
}

fn write_case(out: &mut dyn Write, mines: &[(usize, usize)]) -> io::Result<()> {
    writeln!(out, "{SIDE} {SIDE} {}", mines.len())?;
    for (r, c) in mines {
        writeln!(out, "{r} {c}")?;
    }
    Ok(())
}

//! hdu4678 inputs: T cases of 1000 x 1000 (the judge's maximum board) at several mine
//! densities, mines in random order, boards kept to the statement's guarantee (no number
//! borders two blank regions); plus the largest input the format allows.

use crate::problem::Kind;
use crate::rng::Rng;
use std::collections::VecDeque;
use std::io::{self, Write};

pub const KINDS: &[Kind] = &[
    Kind::new("d0-t10", |rng, out| density(rng, out, 10, 0.0)),
    Kind::new("d10-t10", |rng, out| density(rng, out, 10, 0.1)),
    Kind::large("d50-t10", |rng, out| density(rng, out, 10, 0.5)),
    Kind::large("d90-t10", |rng, out| density(rng, out, 10, 0.9)),
    Kind::large("d0-t50", |rng, out| density(rng, out, 50, 0.0)),
    Kind::large("d10-t50", |rng, out| density(rng, out, 50, 0.1)),
    Kind::large("d50-t50", |rng, out| density(rng, out, 50, 0.5)),
    Kind::large("d90-t50", |rng, out| density(rng, out, 50, 0.9)),
    Kind::large("k1m-t50", k1m).beyond_guarantees(),
    Kind::large("lattice-t50", lattice),
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
    loop {
        let numbers = numbers(is_mine);
        let labels = blank_regions(&numbers);
        let shared: Vec<usize> = (0..SIDE * SIDE)
            .filter(|&cell| !is_mine[cell] && borders_two(cell, &labels))
            .collect();
        if shared.is_empty() {
            return;
        }
        for cell in shared {
            is_mine[cell] = true;
        }
    }
}

/// The cells around `cell` (diagonals included) on the board.
fn around(cell: usize) -> impl Iterator<Item = usize> {
    super::cells::around(SIDE, SIDE, cell)
}

/// What each cell shows: its number of mines around, `None` for a mine.
fn numbers(is_mine: &[bool]) -> Vec<Option<u8>> {
    (0..SIDE * SIDE)
        .map(|cell| {
            let mines = around(cell).filter(|&next| is_mine[next]).count() as u8;
            (!is_mine[cell]).then_some(mines)
        })
        .collect()
}

/// The blank region of each blank cell (8-connected), numbered; `None` elsewhere.
fn blank_regions(numbers: &[Option<u8>]) -> Vec<Option<u32>> {
    let mut labels = vec![None; numbers.len()];
    let (mut count, mut queue) = (0, VecDeque::new());
    for first in 0..numbers.len() {
        if numbers[first] != Some(0) || labels[first].is_some() {
            continue;
        }
        labels[first] = Some(count);
        queue.push_back(first);
        while let Some(cell) = queue.pop_front() {
            for next in around(cell) {
                if numbers[next] == Some(0) && labels[next].is_none() {
                    labels[next] = Some(count);
                    queue.push_back(next);
                }
            }
        }
        count += 1;
    }
    labels
}

fn borders_two(cell: usize, labels: &[Option<u32>]) -> bool {
    let mut bordered = around(cell).filter_map(|next| labels[next]);
    let first = bordered.next();
    bordered.any(|label| Some(label) != first)
}

/// 50 boards of 10^6 uniformly drawn mines each (repeats included): the largest input,
/// about 400 MB. Not kept to the guarantee, on purpose: some boards have a number
/// bordering two blank regions (and get a warning), so `cargo lab check` runs it with
/// `--beyond`.
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

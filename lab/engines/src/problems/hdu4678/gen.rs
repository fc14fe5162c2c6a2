//! hdu4678 inputs: T cases of 1000 x 1000 (the judge's maximum board) at several mine
//! densities, mines in random order, boards kept to the statement's guarantee (no number
//! borders two blank regions); plus the largest input the format allows.

use crate::problem::Kind;
use crate::rng::Rng;
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
/// round adds mines, so it ends; a few rounds do. O(cells) a round.
fn keep_guarantee(is_mine: &mut [bool]) {
    loop {
        let mut framed_mines = vec![false; WIDTH * WIDTH];
        for cell in (0..SIDE * SIDE).filter(|&cell| is_mine[cell]) {
            framed_mines[framed(cell)] = true;
        }
        let labels = blank_regions(&framed_mines);
        let shared: Vec<usize> = (0..SIDE * SIDE)
            .filter(|&cell| !is_mine[cell] && borders_two(framed(cell), &labels))
            .collect();
        if shared.is_empty() {
            return;
        }
        for cell in shared {
            is_mine[cell] = true;
        }
    }
}

/// The board is searched framed by one cell all round, neither a mine nor a blank, so
/// that each of its cells has its eight neighbours at fixed offsets: cell `(r, c)` is
/// `(r + 1) * WIDTH + c + 1` of the framed board.
const WIDTH: usize = SIDE + 2;

/// Where `cell` of the board (row-major) is on the framed board.
fn framed(cell: usize) -> usize {
    (cell / SIDE + 1) * WIDTH + cell % SIDE + 1
}

/// The eight neighbours of framed cell `at`, which is on the board (not the frame).
fn around(at: usize) -> impl Iterator<Item = usize> {
    const STEPS: [usize; 8] = [
        0,
        1,
        2,
        WIDTH,
        WIDTH + 2,
        2 * WIDTH,
        2 * WIDTH + 1,
        2 * WIDTH + 2,
    ];
    STEPS.iter().map(move |step| at + step - WIDTH - 1)
}

/// No blank region.
const NONE: u32 = u32::MAX;

/// The blank region of each blank cell of the framed board (a cell with no mine on it or
/// around it; 8-connected), numbered; [`NONE`] elsewhere. O(cells), a search from each
/// blank no region took yet (explicit stack).
fn blank_regions(framed_mines: &[bool]) -> Vec<u32> {
    let mut is_blank = vec![false; WIDTH * WIDTH];
    for at in (0..SIDE * SIDE).map(framed) {
        is_blank[at] = !framed_mines[at] && around(at).all(|next| !framed_mines[next]);
    }
    let mut labels = vec![NONE; WIDTH * WIDTH];
    let (mut count, mut stack) = (0, Vec::new());
    for first in (0..SIDE * SIDE).map(framed) {
        if !is_blank[first] || labels[first] != NONE {
            continue;
        }
        labels[first] = count;
        stack.push(first);
        while let Some(at) = stack.pop() {
            for next in around(at) {
                if is_blank[next] && labels[next] == NONE {
                    labels[next] = count;
                    stack.push(next);
                }
            }
        }
        count += 1;
    }
    labels
}

fn borders_two(at: usize, labels: &[u32]) -> bool {
    let mut bordered = around(at)
        .map(|next| labels[next])
        .filter(|&label| label != NONE);
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

//! loj6033 inputs: one 100 x 100 board (the judge's maximum) of each shape.

use crate::problem::Kind;
use crate::rng::Rng;
use std::io::{self, Write};

pub const KINDS: &[Kind] = &[
    // Every cell free.
    Kind::new("open", |_, out| write_board(out, |_, _| true)),
    // Each cell blocked with probability 10 %.
    Kind::new("sparse", |rng, out| {
        write_board(out, |_, _| !rng.chance(0.1))
    }),
    // Each cell blocked with probability 40 %.
    Kind::new("dense", |rng, out| {
        write_board(out, |_, _| !rng.chance(0.4))
    }),
    // The cells of one chessboard colour blocked: every free cell is isolated.
    Kind::new("checkerboard", |_, out| {
        write_board(out, |r, c| (r + c) % 2 == 0)
    }),
    // A hole at every cell of odd row and odd column: all holes are of one colour, so a
    // third of the cells of the other colour stay unmatched.
    Kind::new("holes", |_, out| {
        write_board(out, |r, c| r % 2 == 0 || c % 2 == 0)
    }),
    Kind::new("serpentine", serpentine),
    Kind::new("spiral", spiral),
];

const SIZE: usize = 100;

/// A one-cell-wide corridor through the whole board: the even rows, joined at
/// alternate ends through one cell of the odd row between them.
fn serpentine(_: &mut Rng, out: &mut dyn Write) -> io::Result<()> {
    write_board(out, |r, c| {
        let joint = if r % 4 == 1 { SIZE - 1 } else { 0 };
        r % 2 == 0 || (r + 1 < SIZE && c == joint)
    })
}

/// A one-cell-wide corridor spiralling from the top-left corner to the centre, with a
/// one-cell wall between its turns.
fn spiral(_: &mut Rng, out: &mut dyn Write) -> io::Result<()> {
    let mut free = vec![vec![false; SIZE]; SIZE];
    let (mut r, mut c) = (0usize, 0usize);
    let mut heading = 0; // right, down, left, up
    free[0][0] = true;
    let mut turns_in_a_row = 0;
    while turns_in_a_row < 2 {
        match step(&free, r, c, heading) {
            Some((nr, nc)) => {
                (r, c) = (nr, nc);
                free[r][c] = true;
                turns_in_a_row = 0;
            }
            None => {
                heading = (heading + 1) % 4;
                turns_in_a_row += 1;
            }
        }
    }
    write_board(out, |r, c| free[r][c])
}

/// The cell one step from `(r, c)` in `heading`, if the corridor may go there: on the
/// board, not yet carved, and touching no carved cell but `(r, c)`, so the corridor stays
/// one cell wide.
/// `heading`: 0 right, 1 down, 2 left, 3 up.
fn step(free: &[Vec<bool>], r: usize, c: usize, heading: usize) -> Option<(usize, usize)> {
    let (dr, dc) = [(0, 1), (1, 0), (0, -1), (-1, 0)][heading];
    let nr = r.checked_add_signed(dr).filter(|&x| x < SIZE)?;
    let nc = c.checked_add_signed(dc).filter(|&x| x < SIZE)?;
    let mut around = crate::problems::neighbours(SIZE, SIZE, (nr, nc));
    let lonely = around.all(|(ar, ac)| (ar, ac) == (r, c) || !free[ar][ac]);
    (!free[nr][nc] && lonely).then_some((nr, nc))
}

fn write_board(out: &mut dyn Write, mut free: impl FnMut(usize, usize) -> bool) -> io::Result<()> {
    writeln!(out, "{SIZE} {SIZE}")?;
    for r in 0..SIZE {
        let row: Vec<u8> = (0..SIZE)
            .map(|c| if free(r, c) { b'.' } else { b'#' })
            .collect();
        out.write_all(&row)?;
        writeln!(out)?;
    }
    Ok(())
}

//! HDU 5546 "Ancient Go": can black kill a white stone with one move?
//!
//! Rule: black puts a stone on an empty point; then every white 4-connected group that
//! touches no empty point dies (white is checked before black, so a capture is never
//! suicide). The new stone fills exactly one empty point, so it kills a group exactly
//! when that point is the group's only liberty. Hence black can kill iff some white group
//! has exactly one *distinct* liberty; counting a point twice because two stones of the
//! group touch it is the classic wrong answer. A group with no liberty at all (an illegal
//! position) is not killable by this rule, as in the judge's solutions.
//!
//! So each white group is searched from one of its stones, 4-connected, through white
//! stones, by the plain [`grid::bfs`] (81 points need no span flood): the search marks each
//! point next to the group when it first meets it, so the empty ones it meets are the
//! group's distinct liberties, and black kills iff some search meets exactly one. O(cells)
//! per board: each stone is searched once, each point met at most four times.

use crate::grid::{self, Shape};
use crate::judge::{self, Failure, InCase};
use crate::scanner::{Alphabet, InputError, Scanner};
use std::io::{Read, Write};

/// Points per side.
pub const SIZE: usize = 9;
pub const EMPTY: u8 = b'.';
pub const WHITE: u8 = b'o';
const POINTS: Alphabet = Alphabet::new(".xo");

/// A position, row-major, one byte (`.`, `x`, `o`) per point.
pub type Board = [u8; SIZE * SIZE];

/// Whether black kills at least one white stone with one move on `board`: whether some
/// white group has exactly one distinct liberty.
pub fn solve(board: &Board) -> bool {
    let shape = Shape::new(SIZE, SIZE).expect("a 9x9 board fits");
    let mut queue = Vec::with_capacity(SIZE * SIZE);
    // The first stone of the last group that met each point: a group meets a point once.
    let mut met_by = [NONE; SIZE * SIZE];
    (0..SIZE * SIZE).any(|stone| {
        if board[stone] != WHITE || met_by[stone] != NONE {
            return false;
        }
        met_by[stone] = stone;
        let mut liberties = 0;
        grid::bfs(&mut queue, shape, [stone], |point| {
            if met_by[point] == stone {
                return false;
            }
            met_by[point] = stone;
            liberties += usize::from(board[point] == EMPTY);
            board[point] == WHITE
        });
        liberties == 1
    })
}

/// No point: met by no group yet.
const NONE: usize = usize::MAX;

/// Reads one board of nine rows.
pub fn read_board<R: Read>(sc: &mut Scanner<R>) -> Result<Board, InputError> {
    let mut board = [EMPTY; SIZE * SIZE];
    for (r, row) in board.chunks_exact_mut(SIZE).enumerate() {
        let mut filled = 0;
        sc.row(
            SIZE,
            &POINTS,
            format_args!("row {} of the board", r + 1),
            |points| {
                row[filled..filled + points.len()].copy_from_slice(points);
                filled += points.len();
                Ok(())
            },
        )?;
    }
    Ok(board)
}

/// The judge's answer line for case `case`.
pub fn answer_line(case: usize, kill: bool) -> String {
    let verdict = if kill { "Can kill" } else { "Can not kill" };
    format!("Case #{}: {} in one move!!!", case, verdict)
}

/// Solves a whole input: `T`, then `T` boards; warns about anything after them.
pub fn run<R: Read, W: Write>(
    input: R,
    output: &mut W,
    warnings: &mut dyn Write,
) -> Result<(), Failure> {
    let mut sc = Scanner::new(input);
    let cases: usize = sc.int("the number of test cases T")?;
    for case in 1..=cases {
        let board = read_board(&mut sc).in_case(case)?;
        writeln!(output, "{}", answer_line(case, solve(&board)))?;
    }
    judge::expect_end(&mut sc, warnings)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(rows: [&str; SIZE]) -> Board {
        let mut b = [EMPTY; SIZE * SIZE];
        b.copy_from_slice(rows.concat().as_bytes());
        b
    }

    #[test]
    fn a_liberty_shared_by_two_stones_counts_once() {
        let b = board([
            ".........",
            ".........",
            ".........",
            ".........",
            "...xxx...",
            "..xooox..",
            "..xx.x...",
            ".........",
            ".........",
        ]);
        assert!(solve(&b));
    }

    #[test]
    fn two_liberties_cannot_be_filled_at_once() {
        let b = board([
            "o........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        assert!(!solve(&b));
    }
}

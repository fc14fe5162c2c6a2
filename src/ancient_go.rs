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
//! O(cells) per board: one component labelling, one pass over the white stones.

use crate::grid::{label_components, Adjacency, Shape, UNLABELLED};
use crate::judge::{Failure, InCase};
use crate::scanner::{Alphabet, InputError, Scanner};
use std::io::{Read, Write};

/// Points per side.
pub const SIZE: usize = 9;
pub const EMPTY: u8 = b'.';
pub const BLACK: u8 = b'x';
pub const WHITE: u8 = b'o';
const POINTS: Alphabet = Alphabet::new(".xo");

/// A position, row-major, one byte (`.`, `x`, `o`) per point.
pub type Board = [u8; SIZE * SIZE];

/// The distinct liberties of one group seen so far, as far as "exactly one" needs.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Liberties {
    None,
    One(usize),
    Many,
}

impl Liberties {
    fn add(self, point: usize) -> Self {
        match self {
            Liberties::None => Liberties::One(point),
            Liberties::One(first) if first == point => self,
            _ => Liberties::Many,
        }
    }
}

/// Whether black kills at least one white stone with one move on `board`.
pub fn can_kill(board: &Board) -> bool {
    let shape = Shape::new(SIZE, SIZE).expect("a 9x9 board fits");
    let mut group_of = Vec::new();
    let groups = label_components(shape, Adjacency::Four, |p| board[p] == WHITE, &mut group_of);
    let mut liberties = vec![Liberties::None; groups as usize];
    for stone in shape.cells().filter(|&p| group_of[p] != UNLABELLED) {
        let group = &mut liberties[group_of[stone] as usize];
        for point in shape.neighbours(stone, Adjacency::Four) {
            if board[point] == EMPTY {
                *group = group.add(point);
            }
        }
    }
    liberties.iter().any(|l| matches!(l, Liberties::One(_)))
}

/// Reads one board of nine rows.
pub fn read_board<R: Read>(sc: &mut Scanner<R>) -> Result<Board, InputError> {
    let mut board = [EMPTY; SIZE * SIZE];
    for (r, row) in board.chunks_exact_mut(SIZE).enumerate() {
        row.copy_from_slice(sc.row(SIZE, &POINTS, format_args!("row {} of the board", r + 1))?);
    }
    Ok(board)
}

/// The judge's answer line for case `case`.
pub fn answer(case: usize, kill: bool) -> String {
    let verdict = if kill { "Can kill" } else { "Can not kill" };
    format!("Case #{}: {} in one move!!!", case, verdict)
}

/// Solves a whole input: `T`, then `T` boards.
pub fn run<R: Read, W: Write>(input: R, output: &mut W) -> Result<(), Failure> {
    let mut sc = Scanner::new(input);
    let cases: usize = sc.int("the number of test cases T")?;
    for case in 1..=cases {
        let board = read_board(&mut sc).in_case(case)?;
        writeln!(output, "{}", answer(case, can_kill(&board)))?;
    }
    Ok(())
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
        assert!(can_kill(&b));
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
        assert!(!can_kill(&b));
    }
}

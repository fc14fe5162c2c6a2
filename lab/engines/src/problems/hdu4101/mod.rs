//! HDU 4101 "Ali and Baba": who gets the treasure?

mod brute;
pub mod check;
pub mod explain;
mod gen;
pub mod play;
mod validate;

pub use brute::{brute_force, touchable};

use crate::cases::Reader;
use crate::problem::{CaseCount, Judge, Kind, Problem};
use grid_games::grid::Shape;
use grid_games::hdu4101::{self, Cell};
use grid_games::judge::Failure;
use itertools::Itertools;
use std::io::Write;
use std::time::Duration;

/// A board as the input gives it: row-major values, `-1` the treasure, `0` empty, `x > 0`
/// a stone of `x` hit points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub rows: usize,
    pub cols: usize,
    pub values: Vec<i64>,
}

impl Board {
    /// The board as one judge case.
    pub fn render(&self) -> String {
        let line = |row: &[i64]| row.iter().join(" ") + "\n";
        let rows: String = self.values.chunks(self.cols).map(line).collect();
        format!("{} {}\n{rows}", self.rows, self.cols)
    }

    /// The number of game states the brute force may meet: the product of HP + 1.
    pub fn states(&self) -> u64 {
        self.values
            .iter()
            .map(|&v| v.max(0) as u64 + 1)
            .fold(1, u64::saturating_mul)
    }
}

/// The registry's entry.
pub struct Hdu4101;

impl Problem for Hdu4101 {
    type Case = Board;
    type Answer = bool;

    const NAME: &'static str = "hdu4101";
    const JUDGE: Judge = Judge {
        time: Duration::from_secs(1),
        memory: 32 << 20,
        exact_whitespace: true,
        max_cases: 1000,
        assumed_limits: false,
    };
    const KINDS: &'static [Kind] = gen::KINDS;
    const CASE_COUNT: CaseCount = CaseCount::UntilEnd;

    fn run(input: &[u8], output: &mut Vec<u8>, warnings: &mut dyn Write) -> Result<(), Failure> {
        hdu4101::run(input, output, warnings)
    }

    fn solve(board: &Board) -> bool {
        let cells: Vec<Cell> = board.values.iter().map(|&v| Cell::from_value(v)).collect();
        let board = hdu4101::Board::from_cells(board.rows, board.cols, &cells)
            .expect("a board with one treasure");
        hdu4101::solve(&board, &mut hdu4101::Scratch::default())
    }

    fn brute_force(board: &Board) -> Option<bool> {
        brute_force(board)
    }

    fn write_input(boards: &[Board]) -> String {
        boards.iter().map(Board::render).collect()
    }

    /// `N M` (at least 1, the board inside its ring of outside cells at most `u32::MAX`
    /// cells), then `N * M` values from -1 up, one of them -1. O(N * M), the values
    /// stored as they come.
    fn read_case(input: &mut Reader) -> Result<Board, String> {
        let rows = input.size(&"the number of rows N")?;
        let cols = input.size(&"the number of columns M")?;
        if Shape::with_ring(rows, cols).is_none() {
            return Err(input.refuse(format_args!("a board of {rows} x {cols} is too large")));
        }
        let (mut values, mut treasure) = (Vec::new(), false);
        for i in 0..rows * cols {
            let value: i64 = input.number(&format_args!("a cell of row {}", i / cols + 1))?;
            if value < -1 || (value == -1 && treasure) {
                let why = if value < -1 {
                    "below -1"
                } else {
                    "a second treasure"
                };
                return Err(input.refuse(format_args!("the cell {value} is {why}")));
            }
            treasure |= value == -1;
            values.push(value);
        }
        match treasure {
            true => Ok(Board { rows, cols, values }),
            false => Err(input.refuse("a board without the treasure (-1)")),
        }
    }

    fn answer_lines(_: usize, &ali: &bool) -> String {
        let winner = if ali { "Ali" } else { "Baba" };
        format!("{winner} Win\n")
    }
}

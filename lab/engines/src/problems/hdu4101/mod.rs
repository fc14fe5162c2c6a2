//! HDU 4101 "Ali and Baba": who gets the treasure?

mod brute;
pub mod check;
pub mod explain;
mod gen;
pub mod play;
mod validate;

pub use brute::{brute_force, touchable};

use crate::problem::{Judge, Kind, Problem};
use grid_games::hdu4101::{self, Cell};
use grid_games::judge::Failure;
use itertools::Itertools;
use proconio::input;
use proconio::source::once::OnceSource;
use proconio::source::Source;
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

    fn read_input(input: &str) -> Vec<Board> {
        let mut source = OnceSource::from(input);
        let mut boards = Vec::new();
        while !source.is_empty() {
            input! { from &mut source, rows: usize, cols: usize, values: [i64; rows * cols] }
            boards.push(Board { rows, cols, values });
        }
        boards
    }

    fn answer_lines(_: usize, &ali: &bool) -> String {
        let winner = if ali { "Ali" } else { "Baba" };
        format!("{winner} Win\n")
    }
}

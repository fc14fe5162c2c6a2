//! LOJ 6033 「雅礼集训 2017 Day2」棋盘游戏: from which free cells does Alice win?

mod brute;
pub mod check;
pub mod explain;
mod gen;
pub mod play;
mod validate;

pub use brute::{corridor_brute_force, free_cells, free_neighbours, game_search};

use crate::cases::Reader;
use crate::problem::{CaseCount, Judge, Kind, Problem};
use grid_games::grid::Shape;
use grid_games::judge::Failure;
use grid_games::loj6033;
use std::io::Write;
use std::time::Duration;

/// A board as rows of `.` (free) and `#` (blocked).
pub type Board = Vec<Vec<u8>>;

/// The most free cells [`game_search`] is asked to search.
pub const MOST_SEARCHED: usize = 25;

/// The registry's entry.
pub struct Loj6033;

impl Problem for Loj6033 {
    type Case = Board;
    /// The winning start cells, 0-based, row-major.
    type Answer = Vec<(usize, usize)>;

    const NAME: &'static str = "loj6033";
    const JUDGE: Judge = Judge {
        time: Duration::from_secs(1),
        memory: 256 << 20,
        exact_whitespace: true,
        max_cases: 1,
        assumed_limits: false,
    };
    const KINDS: &'static [Kind] = gen::KINDS;
    const CASE_COUNT: CaseCount = CaseCount::Single;

    fn run(input: &[u8], output: &mut Vec<u8>, warnings: &mut dyn Write) -> Result<(), Failure> {
        loj6033::run(input, output, warnings)
    }

    fn solve(board: &Board) -> Vec<(usize, usize)> {
        let shape = Shape::new(board.len(), board[0].len()).expect("a small board");
        let free: Vec<bool> = board.concat().iter().map(|&x| x == b'.').collect();
        let board = loj6033::Board::new(shape, free);
        let mut scratch = loj6033::Scratch::default();
        loj6033::solve(&board, &mut scratch).cells().collect()
    }

    /// The forced play on a board whose free cells form one path, else the game search
    /// on boards of at most [`MOST_SEARCHED`] free cells.
    fn brute_force(board: &Board) -> Option<Vec<(usize, usize)>> {
        corridor_brute_force(board)
            .or_else(|| (free_cells(board).len() <= MOST_SEARCHED).then(|| game_search(board)))
    }

    fn write_input(boards: &[Board]) -> String {
        assert_eq!(boards.len(), 1, "one board per input");
        let (rows, cols) = (boards[0].len(), boards[0][0].len());
        format!("{rows} {cols}\n{}", super::lines(&boards[0]))
    }

    /// `n m` (at least 1, `n * m` at most `u32::MAX`), then `n` rows of `m` cells of
    /// `.#`. O(n * m), the rows stored as they come.
    fn read_case(input: &mut Reader) -> Result<Board, String> {
        let rows = input.size(&"the number of rows n")?;
        let cols = input.size(&"the number of columns m")?;
        if Shape::new(rows, cols).is_none() {
            return Err(input.refuse(format_args!("a board of {rows} x {cols} is too large")));
        }
        let mut board = Vec::new();
        for r in 1..=rows {
            board.push(input.row(cols, ".#", &format_args!("row {r} of the board"))?);
        }
        Ok(board)
    }

    fn answer_lines(_: usize, starts: &Vec<(usize, usize)>) -> String {
        let start = |(r, c): &(usize, usize)| format!("{} {}\n", r + 1, c + 1);
        let lines: String = starts.iter().map(start).collect();
        format!("{}\n{lines}", starts.len())
    }
}

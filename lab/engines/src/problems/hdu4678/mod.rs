//! HDU 4678 "Mine": who wins a game of turning over minesweeper cells?

mod brute;
pub mod cells;
pub mod check;
pub mod explain;
mod gen;
pub mod play;
mod validate;

pub use brute::{brute_force, mover_wins, Board, MOST_OPEN};

use crate::cases::Reader;
use crate::problem::{CaseCount, Judge, Kind, Problem};
use grid_games::hdu4678::mine_rows::Scratch;
use grid_games::hdu4678::mine_rows::{MineRows, MOST_CELLS};
use grid_games::hdu4678::{self, Verdict};
use grid_games::judge::Failure;
use std::io::Write;
use std::time::Duration;

/// One case as the input gives it: the size and the mines, repeats included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    pub rows: usize,
    pub cols: usize,
    pub mines: Vec<(usize, usize)>,
}

impl Case {
    /// The case as the judge's input gives it: `N M K` and the mines.
    pub fn render(&self) -> String {
        let mine = |(r, c): &(usize, usize)| format!("{r} {c}\n");
        let mines: String = self.mines.iter().map(mine).collect();
        format!("{} {} {}\n{mines}", self.rows, self.cols, self.mines.len())
    }
}

/// The library's board of `case`, mines laid one by one.
pub fn mine_rows(case: &Case) -> MineRows {
    let mut board = MineRows::default();
    board
        .reset(case.rows, case.cols)
        .expect("a board that fits");
    for &(r, c) in &case.mines {
        board.lay_mine(r, c);
    }
    board
}

/// Scratch space for solving `case`.
fn scratch(case: &Case) -> Scratch {
    let mut scratch = Scratch::default();
    scratch
        .reserve(case.rows, case.cols)
        .expect("memory for a board that fits");
    scratch
}

/// The library's verdict on `case`, 64 cells at a time.
pub fn verdict(case: &Case) -> Verdict {
    hdu4678::solve(&mine_rows(case), &mut scratch(case)).expect("memory for the notes")
}

/// The verdict on `case` cell by cell: from its games as the explanations split it
/// ([`explain::games`]: each blank region flooded in row-major order of its first cell,
/// taking the numbers no earlier region took).
pub fn verdict_cell_by_cell(case: &Case) -> Verdict {
    let games = explain::games(case);
    Verdict {
        first_player_wins: games.xor() != 0,
        shared_number: games
            .shared_number
            .map(|cell| (cell / games.cols, cell % games.cols)),
    }
}

/// The registry's entry.
pub struct Hdu4678;

impl Problem for Hdu4678 {
    type Case = Case;
    type Answer = bool;

    const NAME: &'static str = "hdu4678";
    /// The statement gives no limits: 1 s and 64 MB are assumed.
    const JUDGE: Judge = Judge {
        time: Duration::from_secs(1),
        memory: 64 << 20,
        exact_whitespace: true,
        max_cases: 50,
        assumed_limits: true,
    };
    const KINDS: &'static [Kind] = gen::KINDS;
    const CASE_COUNT: CaseCount = CaseCount::Counted;

    fn run(input: &[u8], output: &mut Vec<u8>, warnings: &mut dyn Write) -> Result<(), Failure> {
        hdu4678::run(input, output, warnings)
    }

    fn solve(case: &Case) -> bool {
        verdict(case).first_player_wins
    }

    /// The game searched, on boards of at most [`MOST_OPEN`] open cells that keep the
    /// guarantee (the answer on the others follows the documented rule, not the game).
    fn brute_force(case: &Case) -> Option<bool> {
        let board = Board::new(case);
        let searchable = board.open_cells() <= MOST_OPEN;
        (searchable && board.first_shared_number().is_none()).then(|| brute_force(&board))
    }

    fn write_input(cases: &[Case]) -> String {
        let each: String = cases.iter().map(Case::render).collect();
        format!("{}\n{each}", cases.len())
    }

    /// `N M K` (`N, M` at least 1, `N * M` at most the library's `MOST_CELLS`), then `K`
    /// mines `X Y` on the board, repeats kept. O(K), the mines stored as they come.
    fn read_case(input: &mut Reader) -> Result<Case, String> {
        let rows = input.size(&"the number of rows N")?;
        let cols = input.size(&"the number of columns M")?;
        if rows
            .checked_mul(cols)
            .is_none_or(|cells| cells > MOST_CELLS)
        {
            return Err(input.refuse(format_args!("a board of {rows} x {cols} is too large")));
        }
        let k: u64 = input.number(&"the number of mines K")?;
        let mut mines = Vec::new();
        for _ in 0..k {
            let (r, c) = (
                input.number(&"the row X of a mine")?,
                input.number(&"the column Y of a mine")?,
            );
            if r >= rows || c >= cols {
                return Err(input.refuse(format_args!("the mine ({r}, {c}) is off the board")));
            }
            mines.push((r, c));
        }
        Ok(Case { rows, cols, mines })
    }

    fn answer_lines(index: usize, &first_wins: &bool) -> String {
        let winner = if first_wins { "Xiemao" } else { "Fanglaoshi" };
        format!("Case #{index}: {winner}\n")
    }
}

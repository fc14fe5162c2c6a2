//! Nowcoder 2022 multi-school round 6, M "Z-Game on grid": which outcomes can Alice force?

mod brute;
pub mod check;
pub mod explain;
mod gen;
pub mod play;
mod validate;

pub use brute::brute_force;

use crate::cases::Reader;
use crate::problem::{CaseCount, Judge, Kind, Problem};
use grid_games::judge::Failure;
use grid_games::nowcoder_grid::{self, Board, Forcible, Scratch};
use std::io::Write;
use std::time::Duration;

/// A grid as rows of `A`, `B` and `.`.
pub type Rows = Vec<Vec<u8>>;

/// The library's board of `rows`.
pub fn board(rows: &Rows) -> Board {
    let mut b = Board::default();
    b.start(rows.len(), rows[0].len());
    for row in rows {
        b.push(row).expect("a small grid fits");
    }
    b
}

/// The library's answer on `rows`.
pub fn solve(rows: &Rows) -> Forcible {
    nowcoder_grid::solve(&board(rows), &mut Scratch::default())
}

/// The registry's entry.
pub struct NowcoderGrid;

impl Problem for NowcoderGrid {
    type Case = Rows;
    type Answer = Forcible;

    const NAME: &'static str = "nowcoder_grid";
    const JUDGE: Judge = Judge {
        time: Duration::from_secs(1),
        memory: 256 << 20,
        exact_whitespace: false,
        max_cases: 50,
        assumed_limits: false,
    };
    const KINDS: &'static [Kind] = gen::KINDS;
    const CASE_COUNT: CaseCount = CaseCount::Counted;

    fn run(input: &[u8], output: &mut Vec<u8>, warnings: &mut dyn Write) -> Result<(), Failure> {
        nowcoder_grid::run(input, output, warnings)
    }

    fn solve(rows: &Rows) -> Forcible {
        solve(rows)
    }

    fn brute_force(rows: &Rows) -> Option<Forcible> {
        Some(brute_force(rows))
    }

    fn write_input(grids: &[Rows]) -> String {
        let grid = |g: &Rows| format!("{} {}\n{}", g.len(), g[0].len(), super::lines(g));
        let each: String = grids.iter().map(grid).collect();
        format!("{}\n{each}", grids.len())
    }

    /// `n m` (at least 1), then `n` rows of `m` cells of `AB.`. O(n * m), the rows stored
    /// as they come.
    fn read_case(input: &mut Reader) -> Result<Rows, String> {
        let rows = input.size(&"the number of rows n")?;
        let cols = input.size(&"the number of columns m")?;
        let mut grid = Vec::new();
        for r in 1..=rows {
            grid.push(input.row(cols, "AB.", &format_args!("row {r} of the grid"))?);
        }
        Ok(grid)
    }

    fn answer_lines(_: usize, f: &Forcible) -> String {
        let word = |yes: bool| if yes { "yes" } else { "no" };
        format!("{} {} {}\n", word(f.win), word(f.draw), word(f.loss))
    }
}

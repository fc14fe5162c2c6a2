//! HDU 5546 "Ancient Go": can black kill a white stone with one move?

mod brute;
pub mod check;
pub mod explain;
mod gen;
pub mod play;
mod validate;

pub use brute::{brute_force, is_legal, killing_points, legalise};

use crate::cases::Reader;
use crate::problem::{CaseCount, Judge, Kind, Problem};
use grid_games::ancient_go;
use grid_games::judge::Failure;
use std::io::Write;
use std::time::Duration;

/// Points per side.
pub const SIZE: usize = 9;

/// A position: rows of `.` (empty), `x` (black), `o` (white).
pub type Points = [[u8; SIZE]; SIZE];

/// The registry's entry.
pub struct AncientGo;

impl Problem for AncientGo {
    type Case = Points;
    type Answer = bool;

    const NAME: &'static str = "ancient_go";
    const JUDGE: Judge = Judge {
        time: Duration::from_secs(1),
        memory: 64 << 20,
        exact_whitespace: true,
        max_cases: 100,
        assumed_limits: false,
    };
    const KINDS: &'static [Kind] = gen::KINDS;
    const CASE_COUNT: CaseCount = CaseCount::Counted;

    fn run(input: &[u8], output: &mut Vec<u8>, warnings: &mut dyn Write) -> Result<(), Failure> {
        ancient_go::run(input, output, warnings)
    }

    fn solve(points: &Points) -> bool {
        ancient_go::solve(&flat(points))
    }

    /// The moves played out, on legal positions (an illegal one is answered by the
    /// one-liberty rule, as the judge's solutions do, not by the game).
    fn brute_force(points: &Points) -> Option<bool> {
        is_legal(points).then(|| brute_force(points))
    }

    fn write_input(boards: &[Points]) -> String {
        let board = |b: &Points| format!("\n{}", super::lines(b));
        let each: String = boards.iter().map(board).collect();
        format!("{}\n{each}", boards.len())
    }

    /// Nine rows of nine points of `.xo`. O(81).
    fn read_case(input: &mut Reader) -> Result<Points, String> {
        let mut points = [[b'.'; SIZE]; SIZE];
        for (r, row) in (1..).zip(&mut points) {
            let what = format_args!("row {r} of the board");
            row.copy_from_slice(&input.row(SIZE, ".xo", &what)?);
        }
        Ok(points)
    }

    fn answer_lines(index: usize, &kill: &bool) -> String {
        let verdict = if kill { "Can kill" } else { "Can not kill" };
        format!("Case #{index}: {verdict} in one move!!!\n")
    }
}

/// The position as the library takes it: one row after the other.
pub fn flat(points: &Points) -> ancient_go::Board {
    points.concat().try_into().expect("81 points")
}

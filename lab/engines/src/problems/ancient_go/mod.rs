//! HDU 5546 "Ancient Go": can black kill a white stone with one move?

mod brute;
pub mod check;
pub mod explain;
mod gen;
pub mod play;
mod validate;

pub use brute::{brute_force, is_legal, killing_points, legalise};

use crate::problem::{Judge, Kind, Problem};
use grid_games::ancient_go;
use grid_games::judge::Failure;
use proconio::input;
use proconio::marker::Bytes;
use proconio::source::once::OnceSource;
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

    fn read_input(input: &str) -> Vec<Points> {
        let source = OnceSource::from(input);
        input! { from source, t: usize, boards: [[Bytes; SIZE]; t] }
        let row = |bytes: &[u8]| -> [u8; SIZE] { bytes.try_into().expect("9 points a row") };
        let points = |rows: &Vec<Vec<u8>>| -> Points { std::array::from_fn(|r| row(&rows[r])) };
        boards.iter().map(points).collect()
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

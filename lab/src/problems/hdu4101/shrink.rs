//! Smaller hdu4101 boards for `cargo lab check`'s shrinking: rows and columns dropped
//! (never the treasure's), then a stone cleared, its hit points halved, or lowered by one.

use super::Board;
use crate::check::variants::grids_with_lines_dropped;
use std::rc::Rc;

/// The cells of the board plus its hit points in all: what every variant lowers.
pub fn size(board: &Board) -> u128 {
    let hit_points: u128 = board.values.iter().map(|&v| v.max(0) as u128).sum();
    board.values.len() as u128 + hit_points
}

/// The variants, most cut first: the boards with rows or columns dropped that keep the
/// treasure, then each stone cleared, then each halved, then each lowered by one (stones
/// in row-major order; a halving that gives what another rule gives is left out).
pub fn shrink(board: &Board) -> Box<dyn Iterator<Item = Board>> {
    let rows: Vec<Vec<i64>> = board
        .values
        .chunks(board.cols)
        .map(<[i64]>::to_vec)
        .collect();
    let dropped = grids_with_lines_dropped(rows)
        .map(|rows| Board {
            rows: rows.len(),
            cols: rows[0].len(),
            values: rows.concat(),
        })
        .filter(|b| b.values.contains(&-1));
    let board = Rc::new(board.clone());
    let lowered = [Lowering::Clear, Lowering::Halve, Lowering::ByOne]
        .into_iter()
        .flat_map(move |lowering| {
            let board = Rc::clone(&board);
            (0..board.values.len()).filter_map(move |i| {
                let hp = lowering.apply(board.values[i])?;
                let mut smaller = Board::clone(&board);
                smaller.values[i] = hp;
                Some(smaller)
            })
        });
    Box::new(dropped.chain(lowered))
}

#[derive(Clone, Copy)]
enum Lowering {
    Clear,
    Halve,
    ByOne,
}

impl Lowering {
    /// The lowered hit points of a cell of value `hp`; `None` when it is not a stone, or
    /// when this rule gives nothing new (halving 2 HP is lowering it by one; lowering
    /// 1 HP by one is clearing it).
    fn apply(self, hp: i64) -> Option<i64> {
        let lowered = match self {
            Lowering::Clear => 0,
            Lowering::Halve => hp / 2,
            Lowering::ByOne => hp - 1,
        };
        let new = match self {
            Lowering::Clear => true,
            Lowering::Halve => lowered != 0 && lowered != hp - 1,
            Lowering::ByOne => lowered != 0,
        };
        (hp > 0 && new).then_some(lowered)
    }
}

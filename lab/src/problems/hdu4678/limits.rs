//! hdu4678 boards at the statement's limits (N and M from 1 to 1000, K from 0 to N * M,
//! mines repeated) and past its guarantees, for `cargo lab check`. The large boards at the limits are
//! patterns whose guarantee (no number borders two blank regions) is plain: no number at
//! all, no cell at all, or no blank.

use super::{random_case, Board, Case};
use crate::rng::Rng;
use itertools::iproduct;

const SIDE: usize = 1000;

/// A `rows` x `cols` board whose cells are mines where `mine(r, c)`, row-major.
fn board(rows: usize, cols: usize, mut mine: impl FnMut(usize, usize) -> bool) -> Case {
    let mines = iproduct!(0..rows, 0..cols).filter(|&(r, c)| mine(r, c));
    Case {
        rows,
        cols,
        mines: mines.collect(),
    }
}

pub fn at_limits(rng: &mut Rng) -> Vec<(String, Case)> {
    vec![
        ("1x1, no mine".into(), board(1, 1, |_, _| false)),
        ("1x1, its cell a mine".into(), board(1, 1, |_, _| true)),
        (
            "1x1000, a third of the cells mines".into(),
            board(1, SIDE, |_, _| rng.chance(1.0 / 3.0)),
        ),
        (
            "1000x1, a third of the cells mines".into(),
            board(SIDE, 1, |_, _| rng.chance(1.0 / 3.0)),
        ),
        ("1000x1000, no mine".into(), board(SIDE, SIDE, |_, _| false)),
        (
            "1000x1000, every cell a mine (K = 10^6)".into(),
            board(SIDE, SIDE, |_, _| true),
        ),
        (
            "1000x1000, mines on a checkerboard: 500,000 lone numbers".into(),
            board(SIDE, SIDE, |r, c| (r + c) % 2 == 0),
        ),
        (
            "30x30, a checkerboard of mines each listed twice (K = N x M)".into(),
            {
                let mut twice = board(30, 30, |r, c| (r + c) % 2 == 0);
                twice.mines.extend(twice.mines.clone());
                twice
            },
        ),
    ]
}

/// Small random boards whose only breach is a number bordering two blank regions.
fn shared_numbers(rng: &mut Rng) -> impl Iterator<Item = Case> + '_ {
    std::iter::repeat_with(|| random_case(rng)).filter(|case| {
        let distinct: std::collections::BTreeSet<_> = case.mines.iter().collect();
        distinct.len() == case.mines.len() && Board::new(case).first_shared_number().is_some()
    })
}

pub fn beyond_guarantees(rng: &mut Rng) -> Vec<(String, Case)> {
    let mut cases: Vec<(String, Case)> = Vec::new();
    let mut full = board(2, 3, |_, _| true);
    full.mines.extend(full.mines.clone());
    cases.push((
        "K above N x M: every cell a mine, listed twice".into(),
        full,
    ));
    let shared: Vec<Case> = shared_numbers(rng).take(4).collect();
    cases.extend(shared.into_iter().map(|case| {
        let name = "a number bordering two blank regions (counted once)";
        (name.to_string(), case)
    }));
    cases.extend([
        (
            "1x5000, above the limit of 1000".to_string(),
            board(1, 5 * SIDE, |_, _| rng.chance(1.0 / 3.0)),
        ),
        (
            "1500x1500, no mine, above the limit".to_string(),
            board(1500, 1500, |_, _| false),
        ),
    ]);
    cases
}

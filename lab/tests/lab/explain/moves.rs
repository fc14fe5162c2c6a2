//! The moves each explanation lists are exactly the winning ones: ancient_go's killing
//! points, hdu4101's winning first hits and hdu4678's winning first clicks, each against
//! the lab's own search of the game on random small boards.

use super::{cells, input_of, json, report, small_cases, BOARDS};
use crate::support::samples;
use lab::problem::Problem;
use lab::problems::ancient_go::{killing_points, AncientGo};
use lab::problems::hdu4101::{self, touchable, Hdu4101};
use lab::problems::hdu4678::{mover_wins, Board, Hdu4678};
use libtest_mimic::Trial;
use serde_json::Value;

pub fn trials() -> Vec<Trial> {
    trials![
        ancient_go_moves_are_exactly_the_points_where_a_stone_kills,
        ancient_go_sample_case_1_has_the_hints_four_points,
        hdu4101_moves_are_exactly_alis_winning_first_hits,
        hdu4678_moves_are_exactly_the_winning_first_clicks,
    ]
}

fn ancient_go_moves_are_exactly_the_points_where_a_stone_kills() {
    let boards = small_cases::<AncientGo>(17, |b| AncientGo::brute_force(b).is_some());
    let mut boards_with_kills = 0;
    for b in &boards {
        let kills: Vec<[usize; 2]> = killing_points(b).map(|(r, c)| [r + 1, c + 1]).collect();
        let report = report::<AncientGo>(b);
        assert_eq!(
            report.explanation.moves,
            kills,
            "on\n{}",
            input_of::<AncientGo>(b)
        );
        assert_eq!(cells(&json(&report)["moves"]), kills);
        boards_with_kills += usize::from(!kills.is_empty());
    }
    assert!(
        (100..BOARDS - 100).contains(&boards_with_kills),
        "{boards_with_kills} boards with a kill"
    );
}

fn ancient_go_sample_case_1_has_the_hints_four_points() {
    let sample = samples("ancient_go")
        .into_iter()
        .find(|s| s.name == "sample")
        .expect("the statement's sample");
    let boards = AncientGo::read_input(sample.input);
    let report = report::<AncientGo>(&boards[0]);
    assert_eq!(report.explanation.moves, [[2, 9], [6, 3], [7, 9], [9, 9]]);
}

/// Ali's winning first moves, searched from the rules: the treasure if it is touchable
/// (hitting it wins), and each touchable stone whose hit leaves Baba, to move (so first
/// on the board hit), a lost position. Cells row-major, 0-based; `None` when a board is
/// too large to search.
fn winning_first_hits(board: &hdu4101::Board) -> Option<Vec<usize>> {
    let mut wins = Vec::new();
    for (i, _) in touchable(board).iter().enumerate().filter(|(_, &t)| t) {
        match board.values[i] {
            -1 => wins.push(i),
            0 => {}
            _ => {
                let mut hit = board.clone();
                hit.values[i] -= 1;
                if !hdu4101::brute_force(&hit)? {
                    wins.push(i);
                }
            }
        }
    }
    Some(wins)
}

fn hdu4101_moves_are_exactly_alis_winning_first_hits() {
    let boards = small_cases::<Hdu4101>(4101, |b| Hdu4101::brute_force(b).is_some());
    let (mut touchable, mut odd, mut even) = (0, 0, 0);
    for b in &boards {
        let hits = winning_first_hits(b).expect("a searchable board");
        let hits: Vec<[usize; 2]> = hits
            .iter()
            .map(|&i| [i / b.cols + 1, i % b.cols + 1])
            .collect();
        let report = report::<Hdu4101>(b);
        assert_eq!(
            report.explanation.moves,
            hits,
            "on\n{}",
            input_of::<Hdu4101>(b)
        );
        let figures = json(&report);
        match (&figures["touchable"], &figures["free_hits_odd"]) {
            (Value::Bool(true), _) => touchable += 1,
            (_, Value::Bool(true)) => odd += 1,
            _ => even += 1,
        }
    }
    for (what, n) in [("touchable", touchable), ("odd", odd), ("even", even)] {
        assert!(n >= 100, "only {n} boards {what}");
    }
}

fn hdu4678_moves_are_exactly_the_winning_first_clicks() {
    let cases = small_cases::<Hdu4678>(4678, |c| Hdu4678::brute_force(c).is_some());
    let mut by_xor = [0; 4];
    for case in &cases {
        let board = Board::new(case);
        let clicks = winning_first_clicks(&board);
        let clicks: Vec<[usize; 2]> = clicks
            .iter()
            .map(|&i| [i / case.cols, i % case.cols])
            .collect();
        let report = report::<Hdu4678>(case);
        assert_eq!(
            report.explanation.moves,
            clicks,
            "on\n{}",
            input_of::<Hdu4678>(case)
        );
        by_xor[json(&report)["xor"].as_u64().expect("the XOR") as usize] += 1;
    }
    assert!(by_xor.iter().all(|&n| n >= 30), "cases by XOR: {by_xor:?}");
}

/// The first clicks that win, searched: each non-mine cell (row-major) whose click
/// leaves the second player, to move, a lost position.
fn winning_first_clicks(board: &Board) -> Vec<usize> {
    let open = (0..board.mine.len()).filter(|&cell| !board.mine[cell]);
    let after_click = |cell: usize| {
        let mut turned = vec![false; board.mine.len()];
        board
            .reveal(cell)
            .into_iter()
            .for_each(|c| turned[c] = true);
        turned
    };
    open.filter(|&cell| !mover_wins(board, &after_click(cell)))
        .collect()
}

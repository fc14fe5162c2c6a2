//! The proofs the explanations give hold: loj6033's matchings are maximum (against a
//! dynamic programme on small boards, by König's theorem on judge-size ones) and each
//! winning cell's alternating path, flipped, gives a matching as large that misses it;
//! nowcoder_grid's strategies force their outcomes against every reply.

use super::{cells, input_of, json, one_cell, report, small_cases, Cell};
use crate::support::generated;
use lab::check::Check;
use lab::explain::Report;
use lab::problem::Problem;
use lab::problems::loj6033::{game_search, Loj6033};
use lab::problems::nowcoder_grid::explain::{question_of_end, Question, Strategy, QUESTIONS};
use lab::problems::nowcoder_grid::{brute_force as nowcoder_brute_force, NowcoderGrid, Rows};
use libtest_mimic::Trial;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

pub fn trials() -> Vec<Trial> {
    trials![
        loj6033_cells_are_the_answer_and_each_proof_matching_is_maximum_and_misses_its_cell,
        loj6033_judge_size_proofs_hold_and_the_matching_has_a_cover_as_large,
        nowcoder_strategies_force_their_outcome_against_every_reply,
    ]
}

/// The largest matching of the free cells, by dynamic programming over the cells in
/// row-major order, the state being which of the next `cols` cells are already taken.
fn maximum_matching_size(board: &[Vec<u8>]) -> usize {
    let (rows, cols) = (board.len(), board[0].len());
    let free = |cell: usize| board[cell / cols][cell % cols] == b'.';
    let mut best = vec![Some(0usize); 1 << cols];
    for cell in 0..rows * cols {
        let mut next = vec![None; 1 << cols];
        for (taken, size) in best.iter().enumerate() {
            let Some(size) = *size else { continue };
            let mut offer = |state: usize, size: usize| {
                let slot: &mut Option<usize> = &mut next[state];
                *slot = Some(slot.map_or(size, |s: usize| s.max(size)));
            };
            let rest = taken >> 1;
            if taken & 1 == 1 || !free(cell) {
                offer(rest, size);
                continue;
            }
            offer(rest, size);
            if cell % cols + 1 < cols && free(cell + 1) && rest & 1 == 0 {
                offer(rest | 1, size + 1);
            }
            if cell + cols < rows * cols && free(cell + cols) {
                offer(rest | 1 << (cols - 1), size + 1);
            }
        }
        best = next;
    }
    best.into_iter().flatten().max().unwrap_or(0)
}

/// Checks the proofs of a loj6033 report from its JSON alone: the matching `M` is one, as
/// large as `maximum` (when known), and each proof's path, flipped, gives a matching as
/// large that misses its cell. Returns the winning cells.
///
/// A proof's path is its cell `c0`, `v0` (the cell `via`), `c1` (the cell `from`), then
/// `c1`'s own path, down to a hole `ck`. It is checked link by link, in O(cells log
/// cells) in all, not path by path: each `v_i` is `c_i`'s partner in `M`; each `c_{i+1}`
/// is a free neighbour of `v_i`; no chain of links loops; each chain ends at a cell no
/// pair covers. That makes every path one whose flip is a matching as large that misses
/// its cell: the `c_i` differ (no loop), so do the `v_i` (partners of different cells),
/// and no `c_i` is a `v_j` (two steps apart on the board, the `c_i` share a colour of its
/// checkerboard, which the `v_j`, their neighbours, do not have). So the path is simple
/// and alternates edges of `M`, `(c_i, v_i)`, with edges outside `M`, `(v_i, c_{i+1})`
/// (`v_i`'s partner is `c_i`); flipped, its `k` edges of `M` give way to `k` others,
/// every cell of the path but `c0` keeps one partner, `c0` has none, and the other pairs
/// stay.
fn check_matching_proofs(
    board: &[Vec<u8>],
    report: &Report,
    maximum: Option<usize>,
) -> Vec<[usize; 2]> {
    let figures = json(report);
    let free = |[r, c]: [usize; 2]| board[r - 1][c - 1] == b'.';
    let adjacent = |[a, b]: [usize; 2], [c, d]: [usize; 2]| a.abs_diff(c) + b.abs_diff(d) == 1;
    let pairs: Vec<[[usize; 2]; 2]> = figures["matching"]
        .as_array()
        .expect("the matching")
        .iter()
        .map(|p| {
            let p = cells(p);
            [p[0], p[1]]
        })
        .collect();
    let mut mate = BTreeMap::new();
    for &[a, b] in &pairs {
        assert!(
            free(a) && free(b) && adjacent(a, b),
            "{a:?}-{b:?} is no edge"
        );
        assert!(
            mate.insert(a, b).is_none() && mate.insert(b, a).is_none(),
            "not a matching"
        );
    }
    if let Some(maximum) = maximum {
        assert_eq!(pairs.len(), maximum, "the matching is not maximum");
    }
    // Per winning cell: its `via` and its `from`, `None` for a hole.
    let mut links: BTreeMap<Cell, Option<(Cell, Cell)>> = BTreeMap::new();
    for proof in figures["proofs"].as_array().expect("the proofs") {
        let cell = |name: &str| (!proof[name].is_null()).then(|| one_cell(&proof[name]));
        let link = cell("via").zip(cell("from"));
        assert_eq!(
            link.is_none(),
            proof["via"].is_null() && proof["from"].is_null()
        );
        links.insert(one_cell(&proof["cell"]), link);
    }
    for (&cell, &link) in &links {
        let Some((via, from)) = link else {
            assert!(
                !mate.contains_key(&cell),
                "the path of {cell:?} ends there, no hole"
            );
            continue;
        };
        assert_eq!(mate.get(&cell), Some(&via), "not in M: {cell:?}-{via:?}");
        assert!(
            adjacent(via, from) && free(from),
            "no step: {via:?}-{from:?}"
        );
        assert!(
            links.contains_key(&from) || !mate.contains_key(&from),
            "the path of {cell:?} ends at {from:?}, no hole"
        );
    }
    // No chain of links loops: each is walked until a cell already cleared.
    let mut cleared = BTreeSet::new();
    for &cell in links.keys() {
        let mut walked = BTreeSet::new();
        let mut at = cell;
        while !cleared.contains(&at) {
            assert!(walked.insert(at), "the links of {cell:?} loop");
            match links.get(&at) {
                Some(&Some((_, from))) => at = from,
                _ => break,
            }
        }
        cleared.extend(walked);
    }
    links.into_keys().collect()
}

fn loj6033_cells_are_the_answer_and_each_proof_matching_is_maximum_and_misses_its_cell() {
    let boards = small_cases::<Loj6033>(6033, |_| true);
    let mut proofs_with_paths = 0;
    for b in &boards {
        let report = report::<Loj6033>(b);
        let expected: Vec<[usize; 2]> = game_search(b)
            .iter()
            .map(|&(r, c)| [r + 1, c + 1])
            .collect();
        let solver: Vec<[usize; 2]> = Loj6033::solve(b)
            .iter()
            .map(|&(r, c)| [r + 1, c + 1])
            .collect();
        assert_eq!(solver, expected, "the solver against the game search");
        assert_eq!(
            report.explanation.moves,
            expected,
            "on\n{}",
            input_of::<Loj6033>(b)
        );
        let wins = check_matching_proofs(b, &report, Some(maximum_matching_size(b)));
        assert_eq!(wins, expected);
        let holes = cells(&json(&report)["holes"]).len();
        proofs_with_paths += wins.len() - holes;
    }
    assert!(
        proofs_with_paths > 1_000,
        "only {proofs_with_paths} alternating paths"
    );
}

/// On judge-size boards, the matching is maximum by König's theorem: the cover made of
/// the colour-0 cells no alternating path from a colour-0 hole reaches, and the colour-1
/// neighbours of those it reaches, covers every edge and is as large as the matching.
fn loj6033_judge_size_proofs_hold_and_the_matching_has_a_cover_as_large() {
    for kind in Loj6033::KINDS {
        let generated = generated::<Loj6033>(kind);
        let board = &generated.1[0];
        let report = report::<Loj6033>(board);
        let wins = check_matching_proofs(board, &report, None);
        let (rows, cols) = (board.len(), board[0].len());
        let free = |r: usize, c: usize| board[r][c] == b'.';
        let reached: BTreeSet<[usize; 2]> = wins
            .iter()
            .copied()
            .filter(|[r, c]| (r + c) % 2 == 0)
            .collect();
        let mut cover = BTreeSet::new();
        for (r, c) in itertools::iproduct!(0..rows, 0..cols) {
            if !free(r, c) || (r + c) % 2 != 0 {
                continue;
            }
            if !reached.contains(&[r + 1, c + 1]) {
                cover.insert([r, c]);
                continue;
            }
            let steps = [
                (r.wrapping_sub(1), c),
                (r + 1, c),
                (r, c.wrapping_sub(1)),
                (r, c + 1),
            ];
            for (nr, nc) in steps {
                if nr < rows && nc < cols && free(nr, nc) {
                    cover.insert([nr, nc]);
                }
            }
        }
        let size = json(&report)["matching_size"].as_u64().unwrap() as usize;
        assert_eq!(
            cover.len(),
            size,
            "{}: the matching is not maximum",
            kind.name
        );
    }
}

/// Whether, from `cell`, every play where Alice follows `strategy` and Bob moves at will
/// ends in `question`'s outcome.
fn forces(grid: &Rows, strategy: &Strategy, cell: (usize, usize), question: Question) -> bool {
    if strategy.ends_at(cell) {
        return question_of_end(grid[cell.0][cell.1]) == question;
    }
    if strategy.alice_to_move(cell) {
        let step = strategy.alice_move(cell);
        step.is_some_and(|next| {
            strategy.successors(cell).any(|s| s == next) && forces(grid, strategy, next, question)
        })
    } else {
        let replies = strategy.successors(cell);
        replies
            .into_iter()
            .all(|next| forces(grid, strategy, next, question))
    }
}

fn nowcoder_strategies_force_their_outcome_against_every_reply() {
    let random = small_cases::<NowcoderGrid>(239809, |_| true);
    let mut forced = 0;
    for grid in random
        .iter()
        .chain(&NowcoderGrid::every_small().collect::<Vec<_>>())
    {
        let answer = nowcoder_brute_force(grid);
        let report = report::<NowcoderGrid>(grid);
        let plays = &json(&report)["plays"];
        for (question, yes) in QUESTIONS
            .into_iter()
            .zip([answer.win, answer.draw, answer.loss])
        {
            let play = &plays[question.name()];
            if !yes {
                assert!(play.is_null());
                continue;
            }
            let strategy = Strategy::new(grid, question);
            assert!(
                forces(grid, &strategy, (0, 0), question),
                "{} not forced on\n{}",
                question.name(),
                input_of::<NowcoderGrid>(grid)
            );
            let path: Vec<(usize, usize)> = cells(&play["cells"])
                .iter()
                .map(|&[r, c]| (r - 1, c - 1))
                .collect();
            assert_eq!(path[0], (0, 0));
            for step in path.windows(2) {
                assert!(
                    !strategy.ends_at(step[0])
                        && strategy.successors(step[0]).any(|s| s == step[1])
                );
                if strategy.alice_to_move(step[0]) {
                    assert_eq!(strategy.alice_move(step[0]), Some(step[1]));
                }
            }
            let end = path[path.len() - 1];
            assert!(strategy.ends_at(end) && question_of_end(grid[end.0][end.1]) == question);
            forced += 1;
        }
        let win_moves = match &plays["win"] {
            Value::Null => Vec::new(),
            play => cells(&play["alice"]),
        };
        assert_eq!(report.explanation.moves, win_moves);
    }
    assert!(forced > 10_000, "only {forced} forced outcomes");
}

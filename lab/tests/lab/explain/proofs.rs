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

/// Checks the proofs of a loj6033 report from its JSON alone: the matching is one, as
/// large as `maximum` (when known), and each proof's path, flipped, gives a matching as
/// large that misses its cell. Returns the winning cells.
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
    for &cell in links.keys() {
        // The path: the cell, its `via`, its `from`, ... down to a hole.
        let mut path = vec![cell];
        let mut at = cell;
        while let Some(&(via, from)) = links.get(&at).and_then(Option::as_ref) {
            assert!(path.len() <= 2 * links.len(), "the links of {cell:?} loop");
            path.extend([via, from]);
            at = from;
        }
        assert!(
            !mate.contains_key(&at),
            "the path of {cell:?} ends at {at:?}, no hole"
        );
        let distinct: BTreeSet<_> = path.iter().collect();
        assert_eq!(
            distinct.len(),
            path.len(),
            "the path of {cell:?} repeats a cell"
        );
        for step in path.windows(2) {
            assert!(
                adjacent(step[0], step[1]) && free(step[1]),
                "no step: {step:?}"
            );
        }
        // The path alternates from the cell: a matching edge, an edge outside M, ... The
        // flipped matching is M with the path's M-edges taken out and its other edges put
        // in, seen through `Flipped` (M itself is not copied for each cell).
        let mut flipped = Flipped::new(&mate);
        for i in (0..path.len() - 1).step_by(2) {
            assert_eq!(
                mate.get(&path[i]),
                Some(&path[i + 1]),
                "not in M: {:?}",
                &path[i..i + 2]
            );
            flipped.remove(path[i]);
            flipped.remove(path[i + 1]);
        }
        for i in (1..path.len() - 1).step_by(2) {
            let (u, w) = (path[i], path[i + 1]);
            assert!(
                !flipped.contains_key(&u) && !flipped.contains_key(&w),
                "not a matching"
            );
            flipped.insert(u, w);
            flipped.insert(w, u);
        }
        let flipped_pairs = flipped.len() / 2;
        assert!(flipped.is_symmetric(), "not a matching");
        assert_eq!(
            flipped_pairs,
            pairs.len(),
            "the flipped matching of {cell:?} shrank"
        );
        assert!(
            !flipped.contains_key(&cell),
            "the flipped matching covers {cell:?}"
        );
    }
    links.into_keys().collect()
}

/// A matching `M` (each cell mapped to its partner, both ways) with some cells' pairs
/// taken out and other pairs put in: what flipping a path in `M` gives.
struct Flipped<'a> {
    mate: &'a BTreeMap<Cell, Cell>,
    removed: BTreeSet<Cell>,
    added: BTreeMap<Cell, Cell>,
}

impl<'a> Flipped<'a> {
    fn new(mate: &'a BTreeMap<Cell, Cell>) -> Self {
        Flipped {
            mate,
            removed: BTreeSet::new(),
            added: BTreeMap::new(),
        }
    }

    fn get(&self, cell: &Cell) -> Option<&Cell> {
        match self.added.get(cell) {
            Some(partner) => Some(partner),
            None if self.removed.contains(cell) => None,
            None => self.mate.get(cell),
        }
    }

    fn contains_key(&self, cell: &Cell) -> bool {
        self.get(cell).is_some()
    }

    /// Takes out `cell`'s pair (`cell` is a key of `M`).
    fn remove(&mut self, cell: Cell) {
        assert!(self.mate.contains_key(&cell), "{cell:?} is in no pair");
        self.removed.insert(cell);
    }

    fn insert(&mut self, cell: Cell, partner: Cell) {
        self.added.insert(cell, partner);
    }

    /// How many cells have a partner.
    fn len(&self) -> usize {
        self.mate.len() - self.removed.len() + self.added.len()
    }

    /// Whether every cell's partner has it as its partner. `M` is (its pairs are checked
    /// as they are read), and a pair of `M` left alone keeps both its cells: a cell is
    /// put in a pair only when it has none, and a pair is taken out whole. So only the
    /// pairs put in are to check.
    fn is_symmetric(&self) -> bool {
        self.added.iter().all(|(a, b)| self.get(b) == Some(a))
    }
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

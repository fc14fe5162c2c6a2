//! From which cells Alice wins, in the terms of `grid_games::loj6033`'s proof: Alice wins
//! from `v` exactly when some maximum matching of the free cells leaves `v` free, and
//! those cells are, for one maximum matching `M`, its *holes* (free cells it leaves
//! unmatched) and the cells an even alternating path (a non-matching edge, then a
//! matching edge, ...) leads to from a hole: flipping the path moves the hole onto the
//! cell, and the flipped matching, as large as `M`, misses it.
//!
//! The lab finds its own `M` (the library's matching is private): a greedy matching,
//! then rounds of augmenting-path searches (an explicit stack; a left cell visited once
//! per round) until a round augments nothing, which leaves no augmenting path: `M` is
//! maximum. Then, per colour, a breadth-first search from the holes, each step a
//! non-matching edge to a cell of the other colour (matched, as `M` is maximum) and its
//! matching edge back: each cell it reaches keeps the two cells it came by, so its
//! alternating path is a chain of links down to a hole.
//!
//! JSON figures (cells 1-based `[row, col]`, like `moves`, which lists the winning start
//! cells row-major):
//! - `free_cells`: how many; `matching_size`: the pairs of `M`;
//! - `matching`: the pairs of `M`, as `[[r, c], [r, c]]` (the cell of colour 0 first);
//! - `holes`: the free cells `M` leaves unmatched;
//! - `proofs`: one per winning cell, `{"cell": [r, c], "via": [r, c], "from": [r, c]}`:
//!   `via` is the cell's partner in `M` and `from` the winning cell before it on the
//!   path, next to `via`; both `null` for a hole. The alternating path of a cell is the
//!   cell, its `via`, its `from`, that cell's `via`, ... down to a hole; flipping it in `M`
//!   gives a maximum matching that leaves the cell free.

use super::{free_neighbours, Board};
use crate::explain::picture::{LinkShape, Links, MoveMark, Picture, Style};
use crate::explain::{at_most, cell_list, cells_or_none, count, Explain, Explanation};
use serde_json::{json, Value};
use std::collections::VecDeque;

/// No partner, no link.
pub const NONE: usize = usize::MAX;

/// A maximum matching and the alternating paths from its holes.
#[derive(Clone, Debug)]
pub struct Proof {
    pub rows: usize,
    pub cols: usize,
    /// Per cell (row-major): its partner in `M`, or [`NONE`].
    pub mate: Vec<usize>,
    /// Per cell: whether some maximum matching leaves it free (Alice wins there).
    pub winning: Vec<bool>,
    /// Per winning cell: the winning cell before it on its path (`NONE` for a hole).
    pub from: Vec<usize>,
}

impl Proof {
    pub fn is_free(board: &Board, cell: usize) -> bool {
        board[cell / board[0].len()][cell % board[0].len()] == b'.'
    }

    /// The alternating path of the winning `cell`, from its hole to it.
    pub fn path(&self, cell: usize) -> Vec<usize> {
        let mut path = vec![cell];
        let mut at = cell;
        while self.from[at] != NONE {
            path.push(self.mate[at]);
            at = self.from[at];
            path.push(at);
        }
        path.reverse();
        path
    }
}

/// The free 4-neighbours of `cell`, as cells.
fn neighbours(board: &Board, cell: usize) -> impl Iterator<Item = usize> + '_ {
    let cols = board[0].len();
    free_neighbours(board, cell / cols, cell % cols).map(move |(r, c)| r * cols + c)
}

/// The chessboard colour of a cell: neighbours always differ.
fn colour(cols: usize, cell: usize) -> usize {
    (cell / cols + cell % cols) % 2
}

/// A maximum matching of the free cells of `board`: per cell its partner or [`NONE`].
/// O(rounds x cells); the rounds are few on grids.
pub fn maximum_matching(board: &Board) -> Vec<usize> {
    let (rows, cols) = (board.len(), board[0].len());
    let cells = rows * cols;
    let left: Vec<usize> = (0..cells)
        .filter(|&c| Proof::is_free(board, c) && colour(cols, c) == 0)
        .collect();
    let mut mate = vec![NONE; cells];
    for &u in &left {
        if let Some(v) = neighbours(board, u).find(|&v| mate[v] == NONE) {
            mate[u] = v;
            mate[v] = u;
        }
    }
    let mut visited = vec![false; cells];
    loop {
        visited.fill(false);
        let mut augmented = false;
        for &root in &left {
            if mate[root] == NONE && !visited[root] {
                augmented |= augment(board, root, &mut mate, &mut visited);
            }
        }
        if !augmented {
            return mate;
        }
    }
}

/// Searches depth first, with an explicit stack of cells of `root`'s colour, for an
/// augmenting path from the unmatched free cell `root` through unvisited cells of its
/// colour, and flips it if found. O(cells) with `visited` all false.
pub fn augment(board: &Board, root: usize, mate: &mut [usize], visited: &mut [bool]) -> bool {
    visited[root] = true;
    // Each entry: a left cell, its neighbours, how many of them were tried.
    let mut stack: Vec<(usize, Vec<usize>, usize)> =
        vec![(root, neighbours(board, root).collect(), 0)];
    while let Some((_, next, tried)) = stack.last_mut() {
        let Some(&v) = next.get(*tried) else {
            stack.pop();
            continue;
        };
        *tried += 1;
        match mate[v] {
            NONE => {
                // Each left cell on the stack takes the right cell it tried last.
                for &(left, ref next, tried) in &stack {
                    let right = next[tried - 1];
                    mate[left] = right;
                    mate[right] = left;
                }
                return true;
            }
            w if !visited[w] => {
                visited[w] = true;
                stack.push((w, neighbours(board, w).collect(), 0));
            }
            _ => {}
        }
    }
    false
}

/// A maximum matching of `board` and the alternating paths from its holes (see
/// [`alternating_paths`]).
pub fn prove(board: &Board) -> Proof {
    let (rows, cols) = (board.len(), board[0].len());
    let mate = maximum_matching(board);
    let (winning, from) = alternating_paths(board, &mate);
    Proof {
        rows,
        cols,
        mate,
        winning,
        from,
    }
}

/// For the maximum matching `mate` of `board`'s free cells: per cell whether some
/// maximum matching leaves it free, and per such cell the one before it on its
/// alternating path from a hole (`NONE` for a hole). A breadth-first search from the
/// holes of each colour, a step being a non-matching edge and the matching edge after
/// it. O(cells).
pub fn alternating_paths(board: &Board, mate: &[usize]) -> (Vec<bool>, Vec<usize>) {
    let cells = mate.len();
    let mut winning = vec![false; cells];
    let mut from = vec![NONE; cells];
    let mut queue: VecDeque<usize> = (0..cells)
        .filter(|&c| Proof::is_free(board, c) && mate[c] == NONE)
        .collect();
    for &hole in &queue {
        winning[hole] = true;
    }
    while let Some(w) = queue.pop_front() {
        for u in neighbours(board, w) {
            let v = mate[u];
            assert_ne!(v, NONE, "an augmenting path: the matching is not maximum");
            if !winning[v] {
                winning[v] = true;
                from[v] = w;
                queue.push_back(v);
            }
        }
    }
    (winning, from)
}

const BLOCKED: Style = Style::plain("blocked", "#4a4a4a");
const MATCHED: Style = Style::plain("free cell, matched in M", "#e8e8e8");
const HOLE: Style = Style::new(
    "free cell M leaves unmatched: a hole",
    ' ',
    "#f6d365",
    "30;43",
);
const WINS: Style = Style::new(
    "Alice wins from here: a maximum matching misses it",
    'W',
    "#1e8c3a",
    "1;97;42",
);
const MATCHING: Style = Style::plain("a pair of the maximum matching M (a domino)", "#9dbbe8");
const ALTERNATING: Style = Style::plain(
    "an edge outside M on an alternating path from a hole",
    "#c02020",
);

/// The explanation of one board.
impl Explain for super::Loj6033 {
    fn explain(board: &Board) -> (Vec<(usize, usize)>, Explanation) {
        let proof = prove(board);
        let cols = proof.cols;
        let at = |c: usize| [c / cols + 1, c % cols + 1];
        let cells = proof.rows * cols;
        let free = (0..cells).filter(|&c| Proof::is_free(board, c)).count();
        let holes: Vec<usize> = (0..cells)
            .filter(|&c| Proof::is_free(board, c) && proof.mate[c] == NONE)
            .collect();
        let wins: Vec<usize> = (0..cells).filter(|&c| proof.winning[c]).collect();
        let moves: Vec<[usize; 2]> = wins.iter().map(|&c| at(c)).collect();
        let pairs: Vec<(usize, usize)> = (0..cells)
            .filter(|&c| proof.mate[c] != NONE && colour(cols, c) == 0)
            .map(|c| (c, proof.mate[c]))
            .collect();
        let hole_cells: Vec<[usize; 2]> = holes.iter().map(|&c| at(c)).collect();
        let mut reasoning = vec![
            format!(
            "{}; a maximum matching M of {} (augmenting paths until none is left) leaves {}: {}",
            count(free, "free cell"),
            count(pairs.len(), "pair"),
            count(holes.len(), "hole"),
            cells_or_none(&hole_cells, 20)
        ),
            "Alice wins from v iff some maximum matching misses v: she then answers each move of \
             Bob along its matching edge. Such cells are the holes of M and the cells an even \
             alternating path from a hole reaches (flipped, the path moves the hole there)."
                .to_string(),
            format!(
                "Winning start cells: {}{}",
                wins.len(),
                if wins.is_empty() { "." } else { ":" }
            ),
        ];
        reasoning.extend(at_most(
            wins.iter().map(|&v| format!("  {}", proof_line(&proof, v))),
            40,
        ));
        reasoning.push(
            "Every other free cell is covered by every maximum matching: Bob starts along its \
             edge and answers Alice the same way, and Alice runs out of moves first."
                .to_string(),
        );
        reasoning.push(
            "On the board each matched cell points to its partner (< > ^ v), o is a hole of M, \
             # is blocked."
                .to_string(),
        );
        let matching: Vec<Value> = pairs.iter().map(|&(a, b)| json!([at(a), at(b)])).collect();
        let proofs: Vec<Value> = wins
            .iter()
            .map(|&v| {
                let link = |c: usize| (proof.from[v] != NONE).then(|| at(c));
                json!({"cell": at(v), "via": link(proof.mate[v]), "from": link(proof.from[v])})
            })
            .collect();
        let figures = json!({
            "free_cells": free,
            "matching_size": pairs.len(),
            "matching": matching,
            "holes": hole_cells,
            "proofs": proofs,
        });
        let summary = format!(
            "a maximum matching of {} on {}: {}",
            count(pairs.len(), "pair"),
            count(free, "free cell"),
            count(wins.len(), "winning start cell")
        );
        let verdict = wins.iter().map(|&c| (c / cols, c % cols)).collect();
        let picture = picture(board, &proof, pairs);
        let explanation = Explanation::new(summary, reasoning, moves, figures, picture);
        (verdict, explanation)
    }
}

/// The proof of the winning cell `v`, in one line.
fn proof_line(proof: &Proof, v: usize) -> String {
    let cols = proof.cols;
    let at = |c: usize| [c / cols + 1, c % cols + 1];
    let [r, c] = at(v);
    if proof.from[v] == NONE {
        return format!("({r}, {c}): a hole of M");
    }
    let path: Vec<[usize; 2]> = proof.path(v).into_iter().map(at).collect();
    let shown = match path.len() {
        0..=9 => cell_list(&path, 9),
        n => format!(
            "{} ... {} ({n} cells)",
            cell_list(&path[..3], 3),
            cell_list(&path[n - 3..], 3)
        ),
    };
    format!("({r}, {c}): flip the alternating path {shown}")
}

/// The board: blocked cells, matched cells pointing to their partners, holes; the
/// matching as dominoes and the alternating paths' other edges dashed (two sets of links
/// that share no edge: an edge outside `M` never joins two partners); the winning cells
/// marked in a corner, so that marks of neighbours never line up into a bar.
fn picture(board: &Board, proof: &Proof, pairs: Vec<(usize, usize)>) -> Picture {
    let cols = proof.cols;
    let kinds = [BLOCKED, MATCHED, HOLE];
    let mut picture = Picture::new((proof.rows, cols), 1, &kinds, WINS, |c| {
        let mate = proof.mate[c];
        match (Proof::is_free(board, c), mate) {
            (false, _) => (0, '#'),
            (true, NONE) => (2, 'o'),
            (true, m) if m == c + 1 => (1, '>'),
            (true, m) if m + 1 == c => (1, '<'),
            (true, m) if m > c => (1, 'v'),
            _ => (1, '^'),
        }
    });
    picture.move_mark = MoveMark::Corner;
    let alternating: Vec<(usize, usize)> = (0..proof.rows * cols)
        .filter(|&v| proof.from[v] != NONE)
        .map(|v| (proof.from[v], proof.mate[v]))
        .collect();
    picture.links.push(Links {
        style: MATCHING,
        shape: LinkShape::Domino,
        pairs,
    });
    picture.links.push(Links {
        style: ALTERNATING,
        shape: LinkShape::Dashed,
        pairs: alternating,
    });
    picture.with_moves((0..proof.rows * cols).filter(|&v| proof.winning[v]))
}

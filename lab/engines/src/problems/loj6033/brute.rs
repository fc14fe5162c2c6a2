//! The game played from the rules: a memoised search over (piece, visited cells) for
//! small boards, and the forced play on a corridor for long one-cell-wide paths.

use super::Board;
use itertools::iproduct;
use std::collections::HashMap;

/// The free cells next to `(r, c)`: up, down, left, right.
pub fn free_neighbours(b: &Board, r: usize, c: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
    let cells = crate::problems::neighbours(b.len(), b[0].len(), (r, c));
    cells.filter(move |&(nr, nc)| b[nr][nc] == b'.')
}

pub fn free_cells(b: &Board) -> Vec<(usize, usize)> {
    iproduct!(0..b.len(), 0..b[0].len())
        .filter(|&(r, c)| b[r][c] == b'.')
        .collect()
}

/// The game played out: numbers the free cells (at most 128, so a visited set is a
/// `u128`), then for each asks whether Bob, to move from it with only it visited, loses.
pub fn game_search(b: &Board) -> Vec<(usize, usize)> {
    let cells = free_cells(b);
    assert!(
        cells.len() <= 128,
        "too many free cells for the brute force"
    );
    let number: HashMap<(usize, usize), usize> =
        cells.iter().enumerate().map(|(i, &rc)| (rc, i)).collect();
    let moves: Vec<Vec<usize>> = cells
        .iter()
        .map(|&(r, c)| free_neighbours(b, r, c).map(|rc| number[&rc]).collect())
        .collect();
    let mut memo = HashMap::new();
    (0..cells.len())
        .filter(|&i| !mover_wins(&moves, i, 1 << i, &mut memo))
        .map(|i| cells[i])
        .collect()
}

/// Whether the player to move wins with the piece on `at` and `visited` visited: some
/// move to an unvisited neighbour leaves the other player losing. Recursion depth is at
/// most the 128 cells.
fn mover_wins(
    moves: &[Vec<usize>],
    at: usize,
    visited: u128,
    memo: &mut HashMap<(usize, u128), bool>,
) -> bool {
    if let Some(&wins) = memo.get(&(at, visited)) {
        return wins;
    }
    let wins = moves[at].iter().any(|&next| {
        visited & (1 << next) == 0 && !mover_wins(moves, next, visited | 1 << next, memo)
    });
    memo.insert((at, visited), wins);
    wins
}

/// The game on a board whose free cells form one simple path (each has at most two free
/// neighbours, one component, no cycle): from the cell with `before` cells on one side
/// and `after` on the other, Bob picks a side and then every move is forced, so the
/// player who makes the last of that side's moves wins. Bob moves first: he wins iff one
/// side has an odd number of cells. Returns `None` when the board is not a path.
pub fn corridor_brute_force(b: &Board) -> Option<Vec<(usize, usize)>> {
    let cells = free_cells(b);
    let ends: Vec<_> = cells
        .iter()
        .copied()
        .filter(|&(r, c)| free_neighbours(b, r, c).count() <= 1)
        .collect();
    let mut path = vec![*ends.first()?];
    while path.len() <= cells.len() {
        let (r, c) = path[path.len() - 1];
        let previous = path.len().checked_sub(2).map(|i| path[i]);
        match free_neighbours(b, r, c).find(|&rc| Some(rc) != previous) {
            Some(next) => path.push(next),
            None => break,
        }
    }
    let branches = cells
        .iter()
        .any(|&(r, c)| free_neighbours(b, r, c).count() > 2);
    if path.len() != cells.len() || branches {
        return None;
    }
    let mut wins: Vec<(usize, usize)> = path
        .iter()
        .enumerate()
        .filter(|&(before, _)| before % 2 == 0 && (path.len() - 1 - before) % 2 == 0)
        .map(|(_, &rc)| rc)
        .collect();
    wins.sort_unstable();
    Some(wins)
}

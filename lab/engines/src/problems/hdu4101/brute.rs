//! The game played from the rules: a memoised search over the hit points of every stone,
//! touchability recomputed by a plain flood from outside after every hit.

use super::Board;
use std::collections::HashMap;

/// The 4-neighbours of cell `i` of a `rows` x `cols` board, row-major.
/// (Up, down, left, right: those on the board.)
pub fn neighbours(rows: usize, cols: usize, i: usize) -> impl Iterator<Item = usize> {
    let cells = crate::problems::neighbours(rows, cols, (i / cols, i % cols));
    cells.map(move |(r, c)| r * cols + c)
}

pub fn on_border(rows: usize, cols: usize, i: usize) -> bool {
    let (r, c) = (i / cols, i % cols);
    r == 0 || c == 0 || r + 1 == rows || c + 1 == cols
}

/// The game played out: the position is the HP of every cell (0: empty), the treasure
/// stays where it is.
struct Game {
    rows: usize,
    cols: usize,
    treasure: usize,
    /// Whether the player to move wins, per position met.
    memo: HashMap<Vec<u8>, bool>,
}

impl Game {
    fn new(board: &Board) -> (Game, Vec<u8>) {
        let game = Game {
            rows: board.rows,
            cols: board.cols,
            treasure: board.values.iter().position(|&v| v == -1).unwrap(),
            memo: HashMap::new(),
        };
        let hp = board.values.iter().map(|&v| v.max(0) as u8).collect();
        (game, hp)
    }

    /// Cells a path of empty cells joins to the outside: the border cells, then the
    /// neighbours of every touchable empty cell (explicit stack).
    fn touchable(&self, hp: &[u8]) -> Vec<bool> {
        let empty = |i: usize| hp[i] == 0 && i != self.treasure;
        let mut touch = vec![false; hp.len()];
        let mut stack = Vec::new();
        for i in (0..hp.len()).filter(|&i| on_border(self.rows, self.cols, i)) {
            touch[i] = true;
            stack.push(i);
        }
        while let Some(i) = stack.pop() {
            if !empty(i) {
                continue;
            }
            for j in neighbours(self.rows, self.cols, i) {
                if !touch[j] {
                    touch[j] = true;
                    stack.push(j);
                }
            }
        }
        touch
    }

    /// Whether the player to move wins: the treasure is touchable, or some hit on a
    /// touchable stone leaves the opponent a lost position; `None` once more than
    /// `budget` positions are known. Recursion depth: the total HP.
    fn player_to_move_wins(&mut self, hp: &mut Vec<u8>, budget: usize) -> Option<bool> {
        if let Some(&known) = self.memo.get(hp.as_slice()) {
            return Some(known);
        }
        if self.memo.len() >= budget {
            return None;
        }
        let touch = self.touchable(hp);
        let mut wins = touch[self.treasure];
        if !wins {
            let moves: Vec<usize> = (0..hp.len()).filter(|&i| touch[i] && hp[i] > 0).collect();
            assert!(!moves.is_empty(), "no move in {hp:?}");
            for i in moves {
                hp[i] -= 1;
                let opponent_wins = self.player_to_move_wins(hp, budget);
                hp[i] += 1;
                if !opponent_wins? {
                    wins = true;
                    break;
                }
            }
        }
        self.memo.insert(hp.clone(), wins);
        Some(wins)
    }
}

/// The most positions [`brute_force`] searches, and the most hit points in all (the depth
/// of its recursion) of a board it takes.
const MOST_POSITIONS: usize = 1 << 20;
const MOST_HIT_POINTS: i64 = 1_000;

/// Whether the search takes `board`: HP up to 255, at most 1,000 in all.
fn searchable(board: &Board) -> bool {
    let hit_points: i64 = board.values.iter().map(|&v| v.max(0)).sum();
    board.values.iter().all(|&v| v <= 255) && hit_points <= MOST_HIT_POINTS
}

/// Whether Ali, who moves first, wins: the game searched from the rules; `None` when the
/// board is too large to search (over 2^20 positions or 1,000 hit points in all).
pub fn brute_force(board: &Board) -> Option<bool> {
    if !searchable(board) {
        return None;
    }
    let (mut game, mut hp) = Game::new(board);
    game.player_to_move_wins(&mut hp, MOST_POSITIONS)
}

/// Which cells of `board` a path of empty cells joins to the outside, row-major.
/// O(rows x cols).
pub fn touchable(board: &Board) -> Vec<bool> {
    let (game, hp) = Game::new(board);
    game.touchable(&hp)
}

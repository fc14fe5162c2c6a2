//! The one move of ancient Go for `cargo lab play`: black puts a stone on an empty
//! point, typed `row col` (1-based), and wins iff it kills a white stone.
//!
//! The value is `grid_games::ancient_go`'s rule, read by the explanation's
//! [`white_groups`] (one flood per group, O(81)): black wins iff some white group has
//! exactly one distinct liberty, and the winning moves are those liberties. After the
//! move the board is settled by the rules (white's groups without liberty die, then
//! black's), and the answer says what died, or where the killing points were.

use super::brute::{group, has_dead_group};
use super::explain::{killing_points, white_groups};
use super::{brute_force, Points, SIZE};
use crate::explain::picture::{Picture, Style};
use crate::explain::{count, Explain};
use crate::play::{move_list, parse_cell, End, Game, Play, Side, Value};
use itertools::iproduct;
use std::fmt;

/// A black stone on the point, 0-based; shown 1-based as `row col`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stone {
    pub row: usize,
    pub col: usize,
}

impl fmt::Display for Stone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.row + 1, self.col + 1)
    }
}

/// A position: the points, and once black has moved, whether the move killed.
#[derive(Clone, Debug)]
pub struct Board {
    points: Points,
    killed: Option<bool>,
    kills: Vec<Stone>,
}

impl Board {
    /// The game of `points`, black to move.
    pub fn new(points: &Points) -> Self {
        let kills = killing_points(&white_groups(points));
        let at = |p: usize| Stone {
            row: p / SIZE,
            col: p % SIZE,
        };
        Board {
            points: *points,
            killed: None,
            kills: kills.into_iter().map(at).collect(),
        }
    }

    /// Removes every group of `colour` without liberty; the stones that died,
    /// row-major.
    fn remove_dead(&mut self, colour: u8) -> Vec<Stone> {
        let mut dead = Vec::new();
        for (r, c) in iproduct!(0..SIZE, 0..SIZE) {
            if self.points[r][c] == colour {
                let (stones, free) = group(&self.points, r, c);
                if !free {
                    dead.extend(stones);
                }
            }
        }
        dead.sort_unstable();
        dead.dedup();
        for &(r, c) in &dead {
            self.points[r][c] = b'.';
        }
        dead.into_iter()
            .map(|(row, col)| Stone { row, col })
            .collect()
    }
}

const EMPTY: Style = Style {
    name: "empty point",
    letter: ' ',
    colour: "#9db4e8",
    ansi: "",
};
const BLACK: Style = Style {
    name: "black stone",
    letter: ' ',
    colour: "#202020",
    ansi: "1;97;40",
};
const WHITE: Style = Style {
    name: "white stone",
    letter: ' ',
    colour: "#f4f4f4",
    ansi: "30;107",
};
const KILL: Style = Style {
    name: "killing point",
    letter: 'K',
    colour: "#c81e1e",
    ansi: "1;97;41",
};

impl Game for Board {
    type Move = Stone;

    fn players(&self) -> [&'static str; 2] {
        ["Black", "White"]
    }

    fn move_syntax(&self) -> String {
        "`row col` (1-based): an empty point for black's one stone".into()
    }

    fn to_move(&self) -> Side {
        match self.killed {
            None => Side::First,
            Some(_) => Side::Second,
        }
    }

    /// Over after black's one move: black wins iff it killed.
    fn end(&self) -> Option<End> {
        self.killed.map(|killed| match killed {
            true => End::Winner(Side::First),
            false => End::Winner(Side::Second),
        })
    }

    fn legal_moves(&self) -> Vec<Stone> {
        iproduct!(0..SIZE, 0..SIZE)
            .filter(|&(r, c)| self.points[r][c] == b'.')
            .map(|(row, col)| Stone { row, col })
            .collect()
    }

    fn parse_move(&self, text: &str) -> Result<Stone, String> {
        let (row, col) = parse_cell(text, (SIZE, SIZE), 1)?;
        let stone = Stone { row, col };
        match self.points[row][col] {
            b'.' => Ok(stone),
            b'x' => Err(format!("{stone} holds a black stone already")),
            _ => Err(format!("{stone} holds a white stone")),
        }
    }

    fn play(&mut self, stone: &Stone) -> String {
        self.points[stone.row][stone.col] = b'x';
        let white = self.remove_dead(b'o');
        let black = self.remove_dead(b'x');
        self.killed = Some(!white.is_empty());
        let suicide = match black.len() {
            0 => String::new(),
            n => format!(" ({} of black die without liberty)", count(n, "stone")),
        };
        match (white.len(), self.kills.is_empty()) {
            (0, true) => format!(
                "kills nothing{suicide}: no white group had a single liberty, no move kills"
            ),
            (0, false) => format!(
                "kills nothing{suicide}: the killing points were {}",
                move_list(&self.kills, 81)
            ),
            (n, _) => format!(
                "kills {}: {}",
                count(n, "white stone"),
                move_list(&white, 81)
            ),
        }
    }

    fn value(&self) -> Value {
        match self.kills.is_empty() {
            true => Value::Loss,
            false => Value::Win,
        }
    }

    fn best_moves(&self) -> Vec<Stone> {
        match self.kills.is_empty() {
            true => self.legal_moves(),
            false => self.kills.clone(),
        }
    }

    fn picture(&self, marked: &[Stone]) -> Picture {
        let styles = [EMPTY, BLACK, WHITE];
        let mut picture = Picture::new((SIZE, SIZE), 1, &styles, KILL, |i| {
            match self.points[i / SIZE][i % SIZE] {
                b'x' => (1, 'x'),
                b'o' => (2, 'o'),
                _ => (0, '.'),
            }
        });
        for stone in marked {
            picture.mark_move(stone.row * SIZE + stone.col);
        }
        picture
    }

    fn why(&self) -> Vec<String> {
        super::AncientGo::explain(&self.points).1.reasoning
    }

    fn brute_value(&self) -> Option<Value> {
        Some(match brute_force(&self.points) {
            true => Value::Win,
            false => Value::Loss,
        })
    }
}

impl Play for super::AncientGo {
    type Game = Board;

    /// A white group without liberty would die whatever black plays: such a board is
    /// refused (a black one is harmless: it dies after black's move, like a suicide).
    fn play(points: &Points) -> Result<Board, String> {
        match has_dead_group(points, b'o') {
            false => Ok(Board::new(points)),
            true => Err("not a legal position: a white group has no liberty".into()),
        }
    }
}

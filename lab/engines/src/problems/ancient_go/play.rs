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
use super::{Points, SIZE};
use crate::explain::picture::{Picture, Style};
use crate::explain::{count, Explain};
use crate::play::{move_list, Cell, End, Game, Play, Side};
use itertools::iproduct;

/// A black stone on the point, typed 1-based as `row col`.
pub type Stone = Cell<1>;

/// A position: the points, and once black has moved, whether the move killed.
#[derive(Clone, Debug)]
pub struct Board {
    pub points: Points,
    killed: Option<bool>,
    kills: Vec<Stone>,
}

impl Board {
    /// Removes every group of `colour` without liberty; the stones that died,
    /// row-major. O(81²).
    fn remove_dead(&mut self, colour: u8) -> Vec<Stone> {
        let points = self.points;
        let dead = iproduct!(0..SIZE, 0..SIZE)
            .filter(|&(r, c)| points[r][c] == colour && !group(&points, r, c).1)
            .map(|(row, col)| Stone { row, col });
        let dead: Vec<Stone> = dead.collect();
        for stone in &dead {
            self.points[stone.row][stone.col] = b'.';
        }
        dead
    }
}

const EMPTY: Style = Style::plain("empty point", "#9db4e8");
const BLACK: Style = Style::new("black stone", ' ', "#202020", "1;97;40");
const WHITE: Style = Style::new("white stone", ' ', "#f4f4f4", "30;107");
const KILL: Style = Style::new("killing point", 'K', "#c81e1e", "1;97;41");

impl Game for Board {
    type Move = Stone;

    const PLAYERS: [&'static str; 2] = ["Black", "White"];
    const MOVE_SYNTAX: &'static str = "`row col` (1-based): an empty point for black's one stone";

    fn to_move(&self) -> Side {
        match self.killed {
            None => Side::First,
            Some(_) => Side::Second,
        }
    }

    /// Over after black's one move: black wins iff it killed.
    fn end(&self) -> Option<End> {
        self.killed
            .map(|killed| End::Winner(if killed { Side::First } else { Side::Second }))
    }

    fn legal_moves(&self) -> Vec<Stone> {
        iproduct!(0..SIZE, 0..SIZE)
            .filter(|&(r, c)| self.points[r][c] == b'.')
            .map(|(row, col)| Stone { row, col })
            .collect()
    }

    fn parse_move(&self, text: &str) -> Result<Stone, String> {
        let stone = Stone::parse(text, (SIZE, SIZE))?;
        match self.points[stone.row][stone.col] {
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

    fn winning_moves(&self) -> Vec<Stone> {
        self.kills.clone()
    }

    fn picture(&self) -> Picture {
        let styles = [EMPTY, BLACK, WHITE];
        Picture::new((SIZE, SIZE), 1, &styles, KILL, |i| {
            match self.points[i / SIZE][i % SIZE] {
                b'x' => (1, 'x'),
                b'o' => (2, 'o'),
                _ => (0, '.'),
            }
        })
    }

    fn cell(&self, stone: &Stone) -> usize {
        stone.index(SIZE)
    }

    fn why(&self) -> Vec<String> {
        super::AncientGo::explain(&self.points).1.reasoning
    }
}

impl Play for super::AncientGo {
    type Game = Board;

    /// The game of `points`, black to move. A white group without liberty would die
    /// whatever black plays: such a board is refused (a black one is harmless: it dies
    /// after black's move, like a suicide).
    fn play(points: &Points) -> Result<Board, String> {
        if has_dead_group(points, b'o') {
            return Err("not a legal position: a white group has no liberty".into());
        }
        let kills = killing_points(&white_groups(points));
        Ok(Board {
            points: *points,
            killed: None,
            kills: kills.into_iter().map(|p| Stone::at(p, SIZE)).collect(),
        })
    }
}

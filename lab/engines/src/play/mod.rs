//! `cargo lab play <problem> <input-file> [--case I] [--as first|second] [--hints]
//! [--json]`: play one case of a problem against a perfect player, then learn where the
//! game was thrown away.
//!
//! Every problem is a two-player game of perfect information. Its engine (a
//! [`Game`], in each problem's `play` module) holds a position, its legal moves, reads
//! a move in the problem's own coordinates and knows the position's [`Value`] for the
//! player to move under perfect play, with the moves that keep it ([`Game::best_moves`]),
//! each computed by the theory of the library module (a parity, a Sprague-Grundy sum, a
//! matching, backward induction, liberties) in at most linear time per move.
//!
//! - [`session`]: one game, whatever reads the user's moves: whose turn, the user's moves
//!   and the engine's replies, the record of the moves and the first mistake;
//! - [`reply`]: how the engine picks its move;
//! - [`lesson`]: the hint and the lesson at the end, in words;
//!
//! `cargo lab play` (its `play::terminal`) and the page play the same sessions.

pub mod lesson;
pub mod reply;
pub mod session;

use crate::explain::picture::{Picture, Style};
use crate::problem::Problem;
use std::fmt;

/// What `cargo lab play` needs of a problem besides [`Problem`]; implemented in each
/// problem's `play.rs`.
pub trait Play: Problem {
    /// The game of one case.
    type Game: Game;
    /// The game of `case`, ready to play from its start; an `Err` says why the case
    /// cannot be played.
    fn play(case: &Self::Case) -> Result<Self::Game, String>;
}

/// The value of a position for the player to move, both sides playing perfectly;
/// ordered from worst to best.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Value {
    Loss,
    Draw,
    Win,
}

impl Value {
    /// A win if `wins`, else a loss (a game without draws).
    pub fn win_if(wins: bool) -> Value {
        match wins {
            true => Value::Win,
            false => Value::Loss,
        }
    }

    /// The same position's value for the other player.
    pub fn flip(self) -> Value {
        match self {
            Value::Loss => Value::Win,
            Value::Draw => Value::Draw,
            Value::Win => Value::Loss,
        }
    }

    /// `win`, `draw` or `loss`.
    pub fn name(self) -> &'static str {
        match self {
            Value::Loss => "loss",
            Value::Draw => "draw",
            Value::Win => "win",
        }
    }
}

/// The player who makes the first move of the game, or the other one (`--as
/// first|second`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    First,
    Second,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }

    /// 0 for the first player, 1 for the second (the order of the variants).
    pub fn index(self) -> usize {
        self as usize
    }

    /// `first` or `second`, as `--as` and the page name it.
    pub fn name(self) -> &'static str {
        ["first", "second"][self.index()]
    }

    /// The side called `name` ([`Side::name`]), if any.
    pub fn named(name: &str) -> Option<Side> {
        [Side::First, Side::Second]
            .into_iter()
            .find(|side| side.name() == name)
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    Winner(Side),
    Draw,
}

impl End {
    /// The value of the ending for `side`.
    pub fn value_for(self, side: Side) -> Value {
        match self {
            End::Draw => Value::Draw,
            End::Winner(winner) if winner == side => Value::Win,
            End::Winner(_) => Value::Loss,
        }
    }
}

/// One position of a problem's game, and what the perfect player knows of it.
///
/// Invariants: [`Game::value`] and [`Game::best_moves`] are asked only of a running game
/// ([`Game::end`] is `None`); a running game has a legal move; a move of
/// [`Game::best_moves`] is legal and leaves the mover [`Game::value`] (see
/// [`value_after`]). A game owns its position (`'static`), so that the tests can tell
/// each problem's game apart to search it with the problem's brute force.
pub trait Game: Clone + fmt::Debug + 'static {
    /// A move, written (`Display`) as the user types it.
    type Move: Clone + PartialEq + fmt::Display + fmt::Debug;

    /// The names of the first and the second player ("Ali", "Baba").
    const PLAYERS: [&'static str; 2];
    /// How a move is typed, for the user.
    const MOVE_SYNTAX: &'static str;
    /// The player to move.
    fn to_move(&self) -> Side;
    /// How the game ended, if it did.
    fn end(&self) -> Option<End>;
    /// Every legal move, in a fixed order.
    fn legal_moves(&self) -> Vec<Self::Move>;
    /// The legal move `text` stands for, or why it is none (one line).
    fn parse_move(&self, text: &str) -> Result<Self::Move, String>;
    /// Plays the legal move `mv`; says what it did in a few words.
    fn play(&mut self, mv: &Self::Move) -> String;
    /// The legal moves that win, in the order of [`Game::legal_moves`]; none when the
    /// position is no win.
    fn winning_moves(&self) -> Vec<Self::Move>;
    /// The value of the position for the player to move; by default (a game without
    /// draws) a win iff some move wins.
    fn value(&self) -> Value {
        Value::win_if(!self.winning_moves().is_empty())
    }
    /// The legal moves that keep [`Game::value`] for the mover, in the order of
    /// [`Game::legal_moves`]; by default (a game without draws) the winning moves, or
    /// every legal move when none wins.
    fn best_moves(&self) -> Vec<Self::Move> {
        let winning = self.winning_moves();
        match winning.is_empty() {
            true => self.legal_moves(),
            false => winning,
        }
    }
    /// The engine's move: a best move, or when the position is lost one that leaves the
    /// opponent few winning replies ([`reply`]).
    fn reply(&self) -> Self::Move {
        reply::fewest_winning_replies(self, &self.legal_moves())
    }
    /// The board as it stands, no move marked.
    fn picture(&self) -> Picture;
    /// The cell (row-major) of [`Game::picture`] a move is marked on.
    fn cell(&self, mv: &Self::Move) -> usize;
    /// Why the position has its value, in the words of the problem's theory.
    fn why(&self) -> Vec<String>;
}

/// The value for the mover of the running `game` after the legal move `mv`.
pub fn value_after<G: Game>(game: &G, mv: &G::Move) -> Value {
    let mover = game.to_move();
    let mut after = game.clone();
    after.play(mv);
    match after.end() {
        Some(end) => end.value_for(mover),
        None if after.to_move() == mover => after.value(),
        None => after.value().flip(),
    }
}

/// `moves` written as the user types them, each in brackets, at most `most` of them.
pub fn move_list<M: fmt::Display>(moves: &[M], most: usize) -> String {
    let shown: Vec<String> = moves.iter().take(most).map(|m| format!("[{m}]")).collect();
    match moves.len().saturating_sub(most) {
        0 => shown.join(" "),
        more => format!("{} ... and {more} more", shown.join(" ")),
    }
}

/// A move onto a cell, 0-based; written (and typed) as `row col` numbered from
/// `ORIGIN` (0 or 1), the problem's own coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell<const ORIGIN: usize> {
    pub row: usize,
    pub col: usize,
}

impl<const ORIGIN: usize> Cell<ORIGIN> {
    /// The cell of row-major index `index` on a board of `cols` columns.
    pub fn at(index: usize, cols: usize) -> Self {
        Cell {
            row: index / cols,
            col: index % cols,
        }
    }

    /// Its row-major index on a board of `cols` columns.
    pub fn index(self, cols: usize) -> usize {
        self.row * cols + self.col
    }

    /// The cell `text` names as `row col` on a `rows` x `cols` board, or why it names
    /// none.
    pub fn parse(text: &str, (rows, cols): (usize, usize)) -> Result<Self, String> {
        let numbers: Vec<&str> = text.split_whitespace().collect();
        let syntax = || format!("`{text}` is not a move: type `row col`");
        let [row, col] = numbers[..] else {
            return Err(syntax());
        };
        let (row, col): (usize, usize) = match (row.parse(), col.parse()) {
            (Ok(row), Ok(col)) => (row, col),
            _ => return Err(syntax()),
        };
        match (row.checked_sub(ORIGIN), col.checked_sub(ORIGIN)) {
            (Some(row), Some(col)) if row < rows && col < cols => Ok(Cell { row, col }),
            _ => Err(format!(
                "{row} {col} is off the board: rows {ORIGIN} to {}, columns {ORIGIN} to {}",
                rows - 1 + ORIGIN,
                cols - 1 + ORIGIN
            )),
        }
    }
}

impl<const ORIGIN: usize> fmt::Display for Cell<ORIGIN> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.row + ORIGIN, self.col + ORIGIN)
    }
}

/// The style that marks the moves of the hints on a game's board (`!` on red), named
/// `name` in the legend.
pub const fn best_move_style(name: &'static str) -> Style {
    Style::new(name, '!', "#c81e1e", "1;97;41")
}

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
//! - [`terminal`]: the loop on standard input and output, as text (the board drawn as
//!   `cargo lab explain` draws it) or one JSON object per line.

pub mod reply;
pub mod session;
pub mod terminal;

pub use terminal::{Options, Setup};

use crate::explain::picture::Picture;
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

/// The player who makes the first move of the game, or the other one.
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

    /// 0 for the first player, 1 for the second.
    pub fn index(self) -> usize {
        match self {
            Side::First => 0,
            Side::Second => 1,
        }
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
/// [`value_after`]).
pub trait Game: Clone + fmt::Debug {
    /// A move, written (`Display`) as the user types it.
    type Move: Clone + PartialEq + fmt::Display + fmt::Debug;

    /// The names of the first and the second player ("Ali", "Baba").
    fn players(&self) -> [&'static str; 2];
    /// How a move is typed, for the user.
    fn move_syntax(&self) -> String;
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
    /// The value of the position for the player to move.
    fn value(&self) -> Value;
    /// The legal moves that keep [`Game::value`] for the mover (the winning moves when
    /// it is a win), in the order of [`Game::legal_moves`].
    fn best_moves(&self) -> Vec<Self::Move>;
    /// The engine's move: a best move, or when the position is lost one that leaves the
    /// opponent few winning replies ([`reply`]).
    fn reply(&self) -> Self::Move {
        reply::fewest_winning_replies(self, &self.legal_moves())
    }
    /// The board as it stands, `marked` moves marked.
    fn picture(&self, marked: &[Self::Move]) -> Picture;
    /// Why the position has its value, in the words of the problem's theory.
    fn why(&self) -> Vec<String>;
    /// The value of the position for the player to move, searched by the problem's brute
    /// force (written from the rules); `None` when the position is too large for it.
    fn brute_value(&self) -> Option<Value>;
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

/// The cell `text` names as `row col` on a `rows` x `cols` board numbered from `origin`
/// (0 or 1), 0-based; or why it names none.
pub fn parse_cell(
    text: &str,
    (rows, cols): (usize, usize),
    origin: usize,
) -> Result<(usize, usize), String> {
    let numbers: Vec<&str> = text.split_whitespace().collect();
    let syntax = || format!("`{text}` is not a move: type `row col`");
    let [row, col] = numbers[..] else {
        return Err(syntax());
    };
    let (row, col): (usize, usize) = match (row.parse(), col.parse()) {
        (Ok(row), Ok(col)) => (row, col),
        _ => return Err(syntax()),
    };
    let last = (rows - 1 + origin, cols - 1 + origin);
    match (row.checked_sub(origin), col.checked_sub(origin)) {
        (Some(r), Some(c)) if r < rows && c < cols => Ok((r, c)),
        _ => Err(format!(
            "{row} {col} is off the board: rows {origin} to {}, columns {origin} to {}",
            last.0, last.1
        )),
    }
}

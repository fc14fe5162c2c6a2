//! A game of the page: a [`Session`] of any problem's game behind one object, its
//! position, moves and lesson given as JSON.

use engines::explain::svg;
use engines::play::lesson;
use engines::play::session::{Record, Session};
use engines::play::{Game, Side};
use serde_json::{json, Value};

/// The most legal moves a state lists: past it the page asks for a click or a typed move.
pub const LISTED: usize = 400;

/// What the page asks of a game, whatever its problem.
pub trait Played {
    /// `{"players": [first, second], "user": "first"|"second", "running", "user_to_move",
    /// "to_move": the name of the player to move, "move_syntax", "svg": the board (the
    /// hints marked if `hints`), "hint": the hint's line if `hints` and the user is to
    /// move, "legal": [{"move": as typed, "cell"}] (null past [`LISTED`] moves),
    /// "legal_count", "lesson": [lines] at the end, else null, "winner": "user" |
    /// "engine" | "draw" at the end}`.
    fn state(&self, hints: bool) -> Value;
    /// `{"running", "user_to_move"}`: [`Played::state`]'s two fields, in O(1) (no board
    /// drawn, no move listed).
    fn turn(&self) -> Value;
    /// Plays the user's move typed as `text`: `{"by": "user", "move", "effect",
    /// "winning_before"}`, or `{"illegal": why}` (the game unchanged).
    fn user_move(&mut self, text: &str) -> Value;
    /// Plays the user's legal move onto `cell` (row-major on the board drawn), as
    /// [`Played::user_move`]; `{"illegal": why}` when no legal move goes there.
    fn click(&mut self, cell: usize) -> Value;
    /// Plays the engine's move: its record, as [`Played::user_move`] gives the user's.
    fn engine_move(&mut self) -> Value;
}

/// The game `game`, the user playing `side`.
pub fn start<G: Game>(game: G, side: Side) -> Box<dyn Played> {
    Box::new(Session::new(game, side))
}

impl<G: Game> Played for Session<G> {
    fn state(&self, hints: bool) -> Value {
        let game = self.game();
        let running = self.running();
        let hint = (hints && self.user_to_move()).then(|| lesson::hint(self));
        let marked = hint.as_ref().map_or(&[][..], |(_, best)| &best[..]);
        let picture = game
            .picture()
            .with_moves(marked.iter().map(|mv| game.cell(mv)));
        let to_move = G::PLAYERS[game.to_move().index()];
        let title = match running {
            true => format!("{to_move} to move"),
            false => "game over".to_string(),
        };
        let legal = match running {
            true => game.legal_moves(),
            false => Vec::new(),
        };
        let listed: Option<Vec<Value>> = (legal.len() <= LISTED).then(|| {
            let listed = legal
                .iter()
                .map(|mv| json!({"move": mv.to_string(), "cell": game.cell(mv)}));
            listed.collect()
        });
        let winner = (!running).then(|| self.winner().map_or("draw", |w| w.name()));
        json!({
            "players": G::PLAYERS,
            "user": self.user().name(),
            "running": running,
            "user_to_move": self.user_to_move(),
            "to_move": to_move,
            "move_syntax": G::MOVE_SYNTAX,
            "svg": svg::render(&picture, &[title]),
            "hint": hint.map(|(worth, best)| lesson::hint_line(worth, &best)),
            "legal": listed,
            "legal_count": legal.len(),
            "lesson": (!running).then(|| lesson::lines(self)),
            "winner": winner,
        })
    }

    fn turn(&self) -> Value {
        json!({"running": self.running(), "user_to_move": self.user_to_move()})
    }

    fn user_move(&mut self, text: &str) -> Value {
        if !self.user_to_move() {
            return json!({"illegal": "it is not your turn"});
        }
        match Session::user_move(self, text) {
            Ok(record) => recorded(&record),
            Err(why) => json!({"illegal": why}),
        }
    }

    fn click(&mut self, cell: usize) -> Value {
        let legal = self.game().legal_moves();
        let game = self.game();
        match legal.iter().find(|mv| game.cell(mv) == cell) {
            Some(mv) => Played::user_move(self, &mv.to_string()),
            None => json!({"illegal": "no legal move of yours goes there"}),
        }
    }

    fn engine_move(&mut self) -> Value {
        if !self.running() || self.user_to_move() {
            return json!({"illegal": "it is not the engine's turn"});
        }
        recorded(&Session::engine_move(self))
    }
}

/// A move's record as JSON.
fn recorded<M: std::fmt::Display>(record: &Record<M>) -> Value {
    json!({
        "by": record.by.name(),
        "move": record.mv.to_string(),
        "effect": record.effect,
        "winning_before": record.winning_before,
    })
}

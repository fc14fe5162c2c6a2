//! The learner's page of grid-games: the lab's engines compiled to WebAssembly, and the
//! calls the page's JavaScript makes through wasm-bindgen (`site/` holds the page; `cargo
//! lab web` builds the whole site).
//!
//! Every answer, explanation, validation and move comes from the engines, the same code
//! as `cargo lab`'s; the JavaScript draws what these calls return (SVG boards, lines of
//! text) and forwards clicks and keys. Every call returns JSON text (or an error line),
//! so the page needs no other binding:
//! - [`catalogue`]: the problems, their kinds of input, their samples, their players;
//! - [`generate`]: an input of a kind, the bytes of `cargo lab gen`;
//! - [`Input`]: a judge input opened for a problem: the binary's answers split by case,
//!   its error line, its warnings, the validator's first violation ([`opened`]); then
//!   each case explained, or played as a [`Game`] ([`played`]).
//!
//! The page runs these calls in a Web Worker, so a long explanation never freezes it.
#![forbid(unsafe_code)]

pub mod opened;
pub mod played;
pub mod table;

use wasm_bindgen::prelude::wasm_bindgen;

/// The problems as the page lists them (see [`table::catalogue`]).
#[wasm_bindgen]
pub fn catalogue() -> String {
    table::catalogue().to_string()
}

/// The input of kind `kind` of `problem` drawn from `seed` (decimal): the bytes `cargo
/// lab gen <problem> <kind> <seed>` writes; or the error line.
#[wasm_bindgen]
pub fn generate(problem: &str, kind: &str, seed: &str) -> Result<String, String> {
    let entry = table::entry(problem)?;
    let kind = entry.kind(kind)?;
    let seed: u64 = seed
        .trim()
        .parse()
        .map_err(|_| format!("the seed `{seed}` is not a number from 0 to 2^64 - 1"))?;
    String::from_utf8(kind.generate(seed)).map_err(|e| format!("a generated input: {e}"))
}

/// A judge input opened for one problem: what the binary answered, and its cases.
#[wasm_bindgen]
pub struct Input(Box<dyn opened::Opened>);

#[wasm_bindgen]
impl Input {
    /// Opens `input` for `problem` (runs the binary, the validator and the lab's reader);
    /// an unknown problem is the error line.
    pub fn open(problem: &str, input: &[u8]) -> Result<Input, String> {
        Ok(Input((table::entry(problem)?.open)(input)))
    }

    /// The binary's answers, split by case, its error and warnings, the validator's line
    /// ([`opened::Opened::summary`]).
    pub fn summary(&self) -> String {
        self.0.summary().to_string()
    }

    /// The explanation of case `case` (1-based) ([`opened::Opened::explain`]).
    pub fn explain(&self, case: usize) -> String {
        self.0.explain(case).to_string()
    }

    /// The game of case `case` (1-based), the user playing `side` (`first` or
    /// `second`); or why it cannot be played.
    pub fn play(&self, case: usize, side: &str) -> Result<Game, String> {
        let side = engines::play::Side::named(side)
            .ok_or_else(|| format!("no side `{side}` (first or second)"))?;
        self.0.play(case, side).map(Game)
    }
}

/// A game in progress against the perfect player ([`played::Played`]).
#[wasm_bindgen]
pub struct Game(Box<dyn played::Played>);

#[wasm_bindgen]
impl Game {
    /// The position: the board (with the hints marked if `hints`), whose turn, the legal
    /// moves, and at the end the lesson ([`played::Played::state`]).
    pub fn state(&self, hints: bool) -> String {
        self.0.state(hints).to_string()
    }

    /// Whose turn it is, without drawing the board: `{"running", "user_to_move"}`.
    pub fn turn(&self) -> String {
        self.0.turn().to_string()
    }

    /// Plays the user's move typed as `text`: its record, or why it is illegal.
    pub fn play(&mut self, text: &str) -> String {
        self.0.user_move(text).to_string()
    }

    /// Plays the user's legal move onto cell `cell` (row-major on the board drawn): its
    /// record, or why there is none.
    pub fn click(&mut self, cell: usize) -> String {
        self.0.click(cell).to_string()
    }

    /// Plays the engine's move: its record.
    pub fn reply(&mut self) -> String {
        self.0.engine_move().to_string()
    }
}

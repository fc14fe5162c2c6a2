//! The game of Ali and Baba for `cargo lab play`: a move hits a touchable stone or the
//! treasure, typed as its cell `row col` (1-based).
//!
//! The value is `grid_games::hdu4101`'s parity, read by [`analyse`] (three floods,
//! O(rows x cols)) after every hit: the player to move wins iff the treasure is
//! touchable or the free hits are odd, and the winning hits are then every free hit on
//! a touchable stone. In a lost position the engine keeps the ring whole while it can
//! (breaking it hands over the treasure at once) and leaves the fewest winning replies.

use super::explain::{analyse, Analysis, Role};
use super::Board;
use crate::explain::picture::{Picture, Style};
use crate::explain::Explain;
use crate::play::reply::fewest_winning_replies;
use crate::play::{best_move_style, Cell, End, Game, Play, Side, Value};
use grid_games::hdu4101::TREASURE_VALUE;

/// A hit on the cell, typed 1-based as `row col`.
pub type Hit = Cell<1>;

/// A position: the hit points left, the player to move, the winner once the treasure
/// is hit, and the board's analysis (recomputed after every hit).
#[derive(Clone, Debug)]
pub struct Treasure {
    pub board: Board,
    to_move: Side,
    winner: Option<Side>,
    analysis: Analysis,
    winning: Vec<usize>,
}

impl Treasure {
    fn hit(&self, cell: usize) -> Hit {
        Hit::at(cell, self.board.cols)
    }

    fn is_treasure(&self, cell: usize) -> bool {
        self.board.values[cell] == TREASURE_VALUE
    }

    /// Whether hitting `cell` is a move: a touchable stone, or the touchable treasure.
    fn hittable(&self, cell: usize) -> bool {
        match self.is_treasure(cell) {
            true => self.analysis.touchable_treasure,
            false => self.analysis.touchable_stones[cell],
        }
    }

    /// Whether the hit on `cell` breaks a ring stone (its last HP), opening the way to
    /// the treasure.
    fn breaks_ring(&self, cell: usize) -> bool {
        self.analysis.roles[cell] == Role::RingMet && self.board.values[cell] == 1
    }
}

const EMPTY: Style = Style::plain("empty", "#ffffff");
const STONE: Style = Style::plain("stone out of reach", "#c9c9c9");
const TOUCHABLE: Style = Style::new("touchable stone", 't', "#9fd39b", "30;42");
const TREASURE: Style = Style::new("treasure", ' ', "#2f6fd0", "1;97;44");
const WINNING: Style = best_move_style("winning hit");

impl Game for Treasure {
    type Move = Hit;

    const PLAYERS: [&'static str; 2] = ["Ali", "Baba"];
    const MOVE_SYNTAX: &'static str =
        "`row col` (1-based): a touchable stone to hit, or the treasure once touchable";

    fn to_move(&self) -> Side {
        self.to_move
    }

    fn end(&self) -> Option<End> {
        self.winner.map(End::Winner)
    }

    fn legal_moves(&self) -> Vec<Hit> {
        let cells = 0..self.board.values.len();
        cells
            .filter(|&c| self.hittable(c))
            .map(|c| self.hit(c))
            .collect()
    }

    fn parse_move(&self, text: &str) -> Result<Hit, String> {
        let at = Hit::parse(text, (self.board.rows, self.board.cols))?;
        let cell = self.cell(&at);
        match self.board.values[cell] {
            0 => Err(format!("{at} is empty: nothing to hit")),
            _ if self.hittable(cell) => Ok(at),
            TREASURE_VALUE => Err(format!(
                "the treasure at {at} is not touchable yet: no empty path leads to it from \
                 outside"
            )),
            _ => Err(format!(
                "the stone at {at} is not touchable: no empty path leads to it from outside"
            )),
        }
    }

    fn play(&mut self, hit: &Hit) -> String {
        let (mover, cell) = (self.to_move, self.cell(hit));
        self.to_move = mover.other();
        if self.is_treasure(cell) {
            self.winner = Some(mover);
            return format!("hits the treasure at {hit} and takes it");
        }
        self.board.values[cell] -= 1;
        let touchable = self.analysis.touchable_treasure;
        self.analysis = analyse(&self.board);
        self.winning = self.analysis.winning_first_hits(&self.board);
        let stone = match self.board.values[cell] {
            0 => format!("breaks the stone at {hit}"),
            1 => format!("hits the stone at {hit}: 1 HP left"),
            hp => format!("hits the stone at {hit}: {hp} HP left"),
        };
        match !touchable && self.analysis.touchable_treasure {
            true => format!("{stone}: the treasure is touchable now"),
            false => stone,
        }
    }

    fn winning_moves(&self) -> Vec<Hit> {
        self.winning.iter().map(|&c| self.hit(c)).collect()
    }

    /// In a lost position: a hit that breaks nothing if there is one (the touchable
    /// stones stay as they are, so the opponent's winning hits are counted without
    /// playing it), best on a ring stone of 2 HP (whose last HP is then no free hit);
    /// else a hit that keeps the ring whole, weighed by [`fewest_winning_replies`]; else
    /// whatever is left. O(rows x cols) but for the weighed hits.
    fn reply(&self) -> Hit {
        let legal = self.legal_moves();
        if self.value() == Value::Win {
            return fewest_winning_replies(self, &legal);
        }
        let hp = |h: &Hit| self.board.values[self.cell(h)];
        let lasting = legal
            .iter()
            .filter(|h| hp(h) >= 2 && !self.is_treasure(self.cell(h)));
        let ring_first =
            |h: &&Hit| !(self.analysis.roles[self.cell(h)] == Role::RingMet && hp(h) == 2);
        if let Some(hit) = lasting.min_by_key(ring_first) {
            return *hit;
        }
        let keeping: Vec<Hit> = legal
            .iter()
            .copied()
            .filter(|h| !self.breaks_ring(self.cell(h)))
            .collect();
        let candidates = if keeping.is_empty() { &legal } else { &keeping };
        fewest_winning_replies(self, candidates)
    }

    fn picture(&self) -> Picture {
        let styles = [EMPTY, STONE, TOUCHABLE, TREASURE];
        let board = &self.board;
        let cell = |i| match board.values[i] {
            TREASURE_VALUE => (3, "T".to_string()),
            0 => (0, ".".to_string()),
            hp if self.analysis.touchable_stones[i] => (2, hp.to_string()),
            hp => (1, hp.to_string()),
        };
        Picture::new((board.rows, board.cols), 1, &styles, WINNING, cell)
    }

    fn cell(&self, hit: &Hit) -> usize {
        hit.index(self.board.cols)
    }

    fn why(&self) -> Vec<String> {
        let mut lines = super::Hdu4101::explain(&self.board).1.reasoning;
        if self.to_move == Side::Second {
            lines.insert(
                0,
                "(Baba to move: the reasoning's Ali is Baba.)".to_string(),
            );
        }
        lines
    }
}

impl Play for super::Hdu4101 {
    type Game = Treasure;

    /// The game of `board` (one treasure), Ali to move.
    fn play(board: &Board) -> Result<Treasure, String> {
        let analysis = analyse(board);
        let winning = analysis.winning_first_hits(board);
        Ok(Treasure {
            board: board.clone(),
            to_move: Side::First,
            winner: None,
            analysis,
            winning,
        })
    }
}

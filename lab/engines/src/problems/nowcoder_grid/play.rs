//! The grid walk for `cargo lab play`: from (1, 1), Alice first, a move takes the piece
//! one cell `right` or `down` (also typed as the cell reached, `row col`, 1-based); the
//! game ends on `A` (Alice wins), on `B` (Bob wins), or free on (n, m) (a draw).
//!
//! The value is backward induction on the grid, O(n m) once at the start: each cell's
//! outcome under perfect play from there (a letter or the free last cell ends the game,
//! any other cell takes the best of its successors for the player who moves from it:
//! Alice on cells with `row + col` even). Each reply then reads two cells: O(1). The
//! engine plays for its best outcome: a win, else a draw.

use super::Rows;
use crate::explain::picture::{Picture, Style};
use crate::play::{best_move_style, Cell, End, Game, Play, Side, Value};
use std::fmt;
use std::rc::Rc;

/// A move of the piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Right,
    Down,
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Step::Right => "right",
            Step::Down => "down",
        })
    }
}

/// A position: the grid, every cell's outcome under perfect play (row-major), the
/// piece's cell (0-based).
#[derive(Clone, Debug)]
pub struct Walk {
    pub rows: Rc<Rows>,
    outcome: Rc<[End]>,
    pub at: (usize, usize),
}

/// The player who moves from `(r, c)`: Alice after an even number of moves.
fn mover((r, c): (usize, usize)) -> Side {
    [Side::First, Side::Second][(r + c) % 2]
}

/// How the game ends once the piece reaches `(r, c)`, if it does there.
fn ending(rows: &Rows, (r, c): (usize, usize)) -> Option<End> {
    let last = (rows.len() - 1, rows[0].len() - 1);
    match rows[r][c] {
        b'A' => Some(End::Winner(Side::First)),
        b'B' => Some(End::Winner(Side::Second)),
        _ if (r, c) == last => Some(End::Draw),
        _ => None,
    }
}

/// Every cell's outcome, from the last cell backwards. O(n m).
fn solve(rows: &Rows) -> Vec<End> {
    let (n, m) = (rows.len(), rows[0].len());
    let mut outcome = vec![End::Draw; n * m];
    for r in (0..n).rev() {
        for c in (0..m).rev() {
            outcome[r * m + c] = ending(rows, (r, c)).unwrap_or_else(|| {
                let side = mover((r, c));
                let next = [(r, c + 1), (r + 1, c)].into_iter();
                let next = next.filter(|&(r, c)| r < n && c < m);
                next.map(|(r, c)| outcome[r * m + c])
                    .max_by_key(|end| end.value_for(side))
                    .expect("a cell before the last has a successor")
            });
        }
    }
    outcome
}

impl Walk {
    fn size(&self) -> (usize, usize) {
        (self.rows.len(), self.rows[0].len())
    }

    fn target(&self, step: Step) -> (usize, usize) {
        match step {
            Step::Right => (self.at.0, self.at.1 + 1),
            Step::Down => (self.at.0 + 1, self.at.1),
        }
    }

    /// The legal moves worth `value` to the mover.
    fn moves_worth(&self, value: Value) -> Vec<Step> {
        let side = self.to_move();
        let moves = self.legal_moves().into_iter();
        moves
            .filter(|&s| self.outcome(self.target(s)).value_for(side) == value)
            .collect()
    }

    /// The outcome once the piece stands on `cell`.
    fn outcome(&self, (r, c): (usize, usize)) -> End {
        self.outcome[r * self.size().1 + c]
    }
}

/// How an outcome is said.
fn said(outcome: End) -> &'static str {
    match outcome {
        End::Winner(Side::First) => "Alice wins",
        End::Winner(Side::Second) => "Bob wins",
        End::Draw => "a draw",
    }
}

const FREE: Style = Style::plain("free", "#ffffff");
const ALICE: Style = Style::new("A: Alice wins there", ' ', "#9fd39b", "30;42");
const BOB: Style = Style::new("B: Bob wins there", ' ', "#e9a23b", "30;43");
const PIECE: Style = Style::new("the piece", '@', "#2f6fd0", "1;97;44");
const BEST: Style = best_move_style("best move");

impl Game for Walk {
    type Move = Step;

    const PLAYERS: [&'static str; 2] = ["Alice", "Bob"];
    const MOVE_SYNTAX: &'static str = "`right` or `down` (or the cell reached, `row col`, 1-based)";

    fn to_move(&self) -> Side {
        mover(self.at)
    }

    fn end(&self) -> Option<End> {
        ending(&self.rows, self.at)
    }

    fn legal_moves(&self) -> Vec<Step> {
        let (n, m) = self.size();
        [Step::Right, Step::Down]
            .into_iter()
            .filter(|&s| {
                let (r, c) = self.target(s);
                r < n && c < m
            })
            .collect()
    }

    /// `right` or `down` (or `r`, `d`) in any case, or the cell reached; any other word
    /// (`up`, `left`...) is refused with the moves there are.
    fn parse_move(&self, text: &str) -> Result<Step, String> {
        let word = text.trim().to_ascii_lowercase();
        let step = match word.as_str() {
            "right" | "r" => Step::Right,
            "down" | "d" => Step::Down,
            _ if word.starts_with(|c: char| c.is_ascii_alphabetic()) => {
                return Err(format!(
                    "`{text}` is not a move: the piece moves right or down; type {}",
                    Self::MOVE_SYNTAX
                ));
            }
            _ => {
                let Cell::<1> { row, col } = Cell::parse(text, self.size())?;
                let mut steps = [Step::Right, Step::Down].into_iter();
                let found = steps.find(|&s| self.target(s) == (row, col));
                found.ok_or_else(|| {
                    format!(
                        "{text} is not one step right or down from the piece at {} {}",
                        self.at.0 + 1,
                        self.at.1 + 1
                    )
                })?
            }
        };
        match self.legal_moves().contains(&step) {
            true => Ok(step),
            false => Err(format!("{step} leaves the grid")),
        }
    }

    fn play(&mut self, step: &Step) -> String {
        self.at = self.target(*step);
        let (r, c) = self.at;
        let moved = format!("moves {step} to {} {}", r + 1, c + 1);
        match (self.end(), self.rows[r][c]) {
            (Some(End::Draw), _) => format!("{moved}, the last cell: a draw"),
            (Some(end), letter) => format!("{moved}: {}, {}", char::from(letter), said(end)),
            (None, _) => moved,
        }
    }

    fn winning_moves(&self) -> Vec<Step> {
        self.moves_worth(Value::Win)
    }

    fn value(&self) -> Value {
        self.outcome(self.at).value_for(self.to_move())
    }

    /// The moves worth [`Game::value`]: a game with draws.
    fn best_moves(&self) -> Vec<Step> {
        self.moves_worth(self.value())
    }

    fn picture(&self) -> Picture {
        let (n, m) = self.size();
        let rows = &self.rows;
        let styles = [FREE, ALICE, BOB, PIECE];
        Picture::new((n, m), 1, &styles, BEST, |i| {
            let (r, c) = (i / m, i % m);
            match rows[r][c] {
                _ if (r, c) == self.at => (3, char::from(rows[r][c])),
                b'A' => (1, 'A'),
                b'B' => (2, 'B'),
                cell => (0, char::from(cell)),
            }
        })
    }

    fn cell(&self, &step: &Step) -> usize {
        let (r, c) = self.target(step);
        r * self.size().1 + c
    }

    fn why(&self) -> Vec<String> {
        let side = self.to_move();
        let name = Self::PLAYERS[side.index()];
        let mut lines = vec![
            "Backwards from the last cell, each cell's outcome under perfect play: a letter or \
             the free last cell ends the game; from any other cell, the player to move \
             (Alice where row + col is even) takes the best successor for them."
                .to_string(),
        ];
        for step in self.legal_moves() {
            let (r, c) = self.target(step);
            lines.push(format!(
                "From {} {}, {name} to move: {step} to {} {} leads to {}.",
                self.at.0 + 1,
                self.at.1 + 1,
                r + 1,
                c + 1,
                said(self.outcome((r, c)))
            ));
        }
        lines
    }
}

impl Play for super::NowcoderGrid {
    type Game = Walk;

    /// The game of `rows`, the piece on (1, 1).
    fn play(rows: &Rows) -> Result<Walk, String> {
        Ok(Walk {
            rows: Rc::new(rows.clone()),
            outcome: solve(rows).into(),
            at: (0, 0),
        })
    }
}

//! Which outcomes Alice can force, in the terms of `grid_games::nowcoder_grid`'s proof:
//! each question (win, draw, loss) is solved backwards, one bit per cell ("Alice can
//! force it from here"): a letter ends the game (its bit: whether it is the outcome
//! asked), a free (n, m) is a draw, and any other cell takes the OR of its successors'
//! bits on Alice's cells (i + j even) and the AND on Bob's.
//!
//! Alice's strategy for a question she can force: on each of her cells, move to a
//! successor whose bit is set, the one from which the game ends soonest; Bob's best
//! replies resist longest: each goes to the successor from which the game, so played,
//! lasts longest (every successor of a Bob cell whose bit is set has its bit set). The
//! explanation draws the play from (1, 1) under both. The bits and lengths are the lab's
//! own (plain loops, the library's solver packs them in words).
//!
//! JSON figures (cells 1-based `[row, col]`):
//! - `forcible`: `{"win": bool, "draw": bool, "loss": bool}`, the answer's three words;
//! - `plays`: `{"win": play, "draw": play, "loss": play}`, a play being `null` when Alice
//!   cannot force that outcome, else `{"cells": [[r, c], ...], "alice": [[r, c], ...],
//!   "moves": n}`: the cells from (1, 1) to where the game ends, the cells Alice moves to
//!   at her turns, and the number of moves.
//!
//! `moves` (what fits the other problems' winning moves): Alice's moves along the play
//! of the win, empty when she cannot force a win.

use super::Rows;
use crate::explain::picture::{Picture, Style, Walk};
use crate::explain::{at_most, count, Explain, Explanation};
use grid_games::nowcoder_grid::Forcible;
use serde_json::{json, Map, Value};

/// One of the three questions: can Alice force the game to this value for her?
pub type Question = crate::play::Value;

/// The three questions, in the order of the answer's words.
pub const QUESTIONS: [Question; 3] = [Question::Win, Question::Draw, Question::Loss];

/// The question answered by where a game ended: on `A`, `B`, or free on (n, m).
pub fn question_of_end(cell: u8) -> Question {
    match cell {
        b'A' => Question::Win,
        b'B' => Question::Loss,
        _ => Question::Draw,
    }
}

/// One question solved backwards, and Alice's strategy for it.
#[derive(Clone, Debug)]
pub struct Strategy<'a> {
    grid: &'a Rows,
    /// Per cell, row-major: whether Alice can force the outcome from there.
    forced: Vec<bool>,
    /// Per cell where `forced`: the moves left when Alice ends it soonest and Bob
    /// resists longest.
    left: Vec<u32>,
}

impl<'a> Strategy<'a> {
    /// Solves `question` on `grid`, from (n, m) back to (1, 1). O(n m).
    pub fn new(grid: &'a Rows, question: Question) -> Self {
        let (n, m) = (grid.len(), grid[0].len());
        let mut strategy = Strategy {
            grid,
            forced: vec![false; n * m],
            left: vec![0; n * m],
        };
        for r in (0..n).rev() {
            for c in (0..m).rev() {
                let (forced, left) = strategy.settle(question, (r, c));
                strategy.forced[r * m + c] = forced;
                strategy.left[r * m + c] = left;
            }
        }
        strategy
    }

    /// The bit and the length of `(r, c)`, its successors settled.
    fn settle(&self, question: Question, (r, c): (usize, usize)) -> (bool, u32) {
        if self.ends_at((r, c)) {
            return (question_of_end(self.grid[r][c]) == question, 0);
        }
        let (rows, cols) = (self.grid.len(), self.cols());
        let below = (r + 1 < rows).then(|| (r + 1) * cols + c);
        let right = (c + 1 < cols).then(|| r * cols + c + 1);
        // The successors' bits and lengths by index, not through `successors`: this runs
        // 3 n m times, and the cell pairs cost 30 to 70 % more time (measured).
        let next = [below, right].map(|i| i.map(|i| (self.forced[i], self.left[i])));
        let next = next.into_iter().flatten();
        let lengths = next
            .clone()
            .filter(|&(forced, _)| forced)
            .map(|(_, left)| left);
        if self.alice_to_move((r, c)) {
            lengths.min().map_or((false, 0), |l| (true, l + 1))
        } else if next.clone().all(|(forced, _)| forced) {
            (true, lengths.max().expect("a successor") + 1)
        } else {
            (false, 0)
        }
    }

    fn cols(&self) -> usize {
        self.grid[0].len()
    }

    /// Whether the game is over once the piece stands on `(r, c)`: a letter, or (n, m).
    pub fn ends_at(&self, (r, c): (usize, usize)) -> bool {
        self.grid[r][c] != b'.' || (r + 1, c + 1) == (self.grid.len(), self.cols())
    }

    /// Whether Alice moves from `(r, c)`: after an even number of moves.
    pub fn alice_to_move(&self, (r, c): (usize, usize)) -> bool {
        (r + c) % 2 == 0
    }

    /// The cells one move from `(r, c)`: down, then right, inside the grid.
    pub fn successors(
        &self,
        (r, c): (usize, usize),
    ) -> impl DoubleEndedIterator<Item = (usize, usize)> + Clone {
        let (rows, cols) = (self.grid.len(), self.cols());
        [(r + 1, c), (r, c + 1)]
            .into_iter()
            .filter(move |&(r, c)| r < rows && c < cols)
    }

    /// Whether Alice can force the outcome from `(r, c)`.
    pub fn forced(&self, (r, c): (usize, usize)) -> bool {
        self.forced[r * self.cols() + c]
    }

    /// Alice's move from her cell `(r, c)`, where she can force the outcome and the game
    /// goes on: a forcing successor from which it ends soonest.
    pub fn alice_move(&self, cell: (usize, usize)) -> Option<(usize, usize)> {
        let next = self.successors(cell);
        let forcing = next.filter(|&s| self.forced(s));
        forcing.min_by_key(|&(r, c)| self.left[r * self.cols() + c])
    }

    /// Bob's best reply from his cell `(r, c)`: the successor from which the game lasts
    /// longest.
    pub fn bob_reply(&self, cell: (usize, usize)) -> Option<(usize, usize)> {
        let next = self.successors(cell);
        next.rev()
            .max_by_key(|&(r, c)| self.left[r * self.cols() + c])
    }

    /// The play from (1, 1), Alice following her strategy and Bob his best replies;
    /// `None` when Alice cannot force the outcome.
    pub fn play(&self) -> Option<Vec<(usize, usize)>> {
        if !self.forced((0, 0)) {
            return None;
        }
        let mut cells = vec![(0, 0)];
        let mut at = (0, 0);
        while !self.ends_at(at) {
            at = match self.alice_to_move(at) {
                true => self.alice_move(at),
                false => self.bob_reply(at),
            }
            .expect("a move where the game goes on");
            cells.push(at);
        }
        Some(cells)
    }
}

const FREE: Style = Style::plain("free cell", "#f4f4f4");
const A: Style = Style::new("A: Alice wins there", ' ', "#8fd19e", "30;42");
const B: Style = Style::new("B: Bob wins there", ' ', "#f19a9a", "30;41");
const START: Style = Style::new("the start, (1, 1)", 's', "#ffffff", "1;4");
const ALICE: Style = Style::new("Alice moves here (her strategy)", 'a', "#1f4fd0", "1;97;44");
const BOB: Style = Style::new(
    "Bob replies here (his longest resistance)",
    'b',
    "#f0a020",
    "1;30;43",
);

/// A question and, when Alice can force its outcome, the play of the strategy: the cells
/// from (1, 1) to where the game ends.
type Play = (Question, Option<Vec<(usize, usize)>>);

/// The style of the play of each question.
fn play_style(question: Question) -> Style {
    match question {
        Question::Win => Style::plain("the play where Alice forces a win", "#1b7f35"),
        Question::Draw => Style::plain("the play where Alice forces a draw", "#6a3fb0"),
        Question::Loss => Style::plain("the play where Alice forces a loss", "#b02020"),
    }
}

/// The explanation of one grid.
impl Explain for super::NowcoderGrid {
    fn explain(grid: &Rows) -> (Forcible, Explanation) {
        let (n, m) = (grid.len(), grid[0].len());
        let at = |(r, c): (usize, usize)| [r + 1, c + 1];
        let plays: [Play; 3] = QUESTIONS.map(|q| (q, Strategy::new(grid, q).play()));
        let verdict = Forcible {
            win: plays[0].1.is_some(),
            draw: plays[1].1.is_some(),
            loss: plays[2].1.is_some(),
        };
        let alice_moves = |cells: &[(usize, usize)]| -> Vec<[usize; 2]> {
            let by_alice = (1..cells.len()).filter(|&i| mover(cells, i) == ALICE);
            by_alice.map(|i| at(cells[i])).collect()
        };
        let mut reasoning = vec![format!(
            "Alice moves from the cells with i + j even, Bob from the others. Each question is \
             solved backwards: a letter ends the game, a free ({n}, {m}) is a draw, Alice's cells \
             need one successor from which she forces it, Bob's cells need both."
        )];
        let mut played = Map::new();
        for (question, play) in &plays {
            let name = question.name();
            let Some(cells) = play else {
                reasoning.push(format!("{name}: no: Bob can always steer away from it."));
                played.insert(name.into(), Value::Null);
                continue;
            };
            let end = cells[cells.len() - 1];
            let how = match grid[end.0][end.1] {
                b'A' => "A: Alice wins",
                b'B' => "B: Bob wins",
                _ => "the last cell, free: a draw",
            };
            let moved = count(cells.len() - 1, "move");
            reasoning.push(format!(
                "{name}: yes. Alice's moves against Bob's longest resistance ({moved}, ending \
                 on {how}):"
            ));
            let steps: Vec<String> = cells
                .iter()
                .enumerate()
                .map(|(i, &cell)| {
                    let who = match mover(cells, i) {
                        START => "start",
                        ALICE => "Alice",
                        _ => "Bob",
                    };
                    let [r, c] = at(cell);
                    format!("{who} ({r}, {c})")
                })
                .collect();
            let lines = steps
                .chunks(8)
                .map(|chunk| format!("  {}", chunk.join(" -> ")));
            reasoning.extend(at_most(lines, 6));
            let path: Vec<[usize; 2]> = cells.iter().map(|&c| at(c)).collect();
            played.insert(
                name.into(),
                json!({"cells": path, "alice": alice_moves(cells), "moves": cells.len() - 1}),
            );
        }
        let moves = plays[0].1.as_deref().map(alice_moves).unwrap_or_default();
        let figures = json!({
            "forcible": {"win": verdict.win, "draw": verdict.draw, "loss": verdict.loss},
            "plays": played,
        });
        let word = |yes: bool| if yes { "yes" } else { "no" };
        let summary = format!(
            "Alice can force a win: {}, a draw: {}, a loss: {}",
            word(verdict.win),
            word(verdict.draw),
            word(verdict.loss)
        );
        let picture = picture(grid, &plays);
        let explanation = Explanation::new(summary, reasoning, moves, figures, picture);
        (verdict, explanation)
    }
}

/// Who moved onto the `i`-th cell of the play `cells`: [`START`] for the first, then
/// [`ALICE`] after a cell with i + j even, else [`BOB`].
fn mover(cells: &[(usize, usize)], i: usize) -> Style {
    match i {
        0 => START,
        _ if (cells[i - 1].0 + cells[i - 1].1).is_multiple_of(2) => ALICE,
        _ => BOB,
    }
}

/// The grid with each forced play as a walk.
fn picture(grid: &Rows, plays: &[Play]) -> Picture {
    let (n, m) = (grid.len(), grid[0].len());
    let kinds = [FREE, A, B];
    let mut picture = Picture::new((n, m), 1, &kinds, ALICE, |i| {
        let cell = grid[i / m][i % m];
        let kind = match cell {
            b'A' => 1,
            b'B' => 2,
            _ => 0,
        };
        (kind, char::from(cell))
    })
    .with_svg_glyphs();
    for (question, play) in plays {
        if let Some(cells) = play {
            let steps = (0..cells.len())
                .map(|i| (cells[i].0 * m + cells[i].1, mover(cells, i)))
                .collect();
            picture.walks.push(Walk {
                style: play_style(*question),
                steps,
            });
        }
    }
    picture
}

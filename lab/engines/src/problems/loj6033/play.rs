//! The piece game for `cargo lab play`: Alice's first move puts the piece on a free
//! cell, then Bob and Alice in turn move it to a 4-adjacent free cell never visited;
//! a move is typed as its cell `row col` (1-based).
//!
//! The value is `grid_games::loj6033`'s matching theory applied to what is left: the
//! unvisited cells (the piece's excluded) form a board of their own, and a player who
//! moves the piece onto `u` wins iff some maximum matching of that board misses `u` (the
//! opponent, to move from `u`, then loses: `u` is a winning start of the rest). The
//! engine keeps a maximum matching of the rest from move to move: the cell the piece
//! enters leaves the board, its partner (if any) is left free, and one augmenting path
//! searched from that partner restores a maximum matching (any augmenting path of the
//! smaller board ends there), O(cells); then the alternating paths from the holes give
//! the cells some maximum matching misses, O(cells). The winning moves are the free
//! unvisited neighbours of the piece among them (before the piece is placed: all of
//! them, the answer to the problem).

use super::explain::{alternating_paths, augment, maximum_matching, NONE};
use super::{free_cells, Board, Loj6033};
use crate::explain::picture::{Picture, Style};
use crate::explain::{cell_list, Explain};
use crate::play::{best_move_style, Cell, End, Game, Play, Side};

/// A move of the piece to the cell, typed 1-based as `row col`.
pub type Step = Cell<1>;

/// A position: the board, what is left of it, the piece (once placed), the player to
/// move, and the winning moves.
///
/// Invariants: `rest` is the board with every visited cell (the piece's too) blocked,
/// so a cell was visited iff it is free on `board` and blocked on `rest`;
/// `mate` a maximum matching of its free cells (per cell its partner or `NONE`);
/// `winning` the moves onto cells some maximum matching of `rest` misses.
#[derive(Clone, Debug)]
pub struct Piece {
    pub board: Board,
    pub rest: Board,
    mate: Vec<usize>,
    pub at: Option<Step>,
    to_move: Side,
    winning: Vec<Step>,
}

impl Piece {
    /// The cells the piece may move to, in the order up, down, left, right; before it is
    /// placed, every free cell row-major.
    fn targets(&self) -> Vec<Step> {
        let steps: Vec<(usize, usize)> = match self.at {
            None => free_cells(&self.rest),
            Some(at) => super::free_neighbours(&self.rest, at.row, at.col).collect(),
        };
        steps
            .into_iter()
            .map(|(row, col)| Step { row, col })
            .collect()
    }

    /// The targets from which the opponent, to move, loses: those some maximum matching
    /// of the rest misses. O(cells).
    fn find_winning(&self) -> Vec<Step> {
        let (misses, _) = alternating_paths(&self.rest, &self.mate);
        let targets = self.targets().into_iter();
        targets.filter(|s| misses[self.cell(s)]).collect()
    }

    /// Takes `step`'s cell off the rest and restores a maximum matching: its partner,
    /// left free, is the only possible end of an augmenting path. O(cells).
    fn leave(&mut self, step: Step) {
        self.rest[step.row][step.col] = b'#';
        let cell = self.cell(&step);
        let partner = std::mem::replace(&mut self.mate[cell], NONE);
        if partner != NONE {
            self.mate[partner] = NONE;
            let mut visited = vec![false; self.mate.len()];
            augment(&self.rest, partner, &mut self.mate, &mut visited);
        }
    }
}

const FREE: Style = Style::plain("free", "#ffffff");
const BLOCKED: Style = Style::plain("blocked", "#3a3a3a");
const VISITED: Style = Style::new("visited", 'v', "#c9c9c9", "30;47");
const PIECE: Style = Style::new("the piece", '@', "#2f6fd0", "1;97;44");
const WINNING: Style = best_move_style("winning move");

impl Game for Piece {
    type Move = Step;

    const PLAYERS: [&'static str; 2] = ["Alice", "Bob"];
    const MOVE_SYNTAX: &'static str =
        "`row col` (1-based): Alice's first move places the piece on a free cell, every \
         other move takes it to a free cell next to it (up, down, left, right) never visited";

    fn to_move(&self) -> Side {
        self.to_move
    }

    /// Over when the piece is placed and cannot move: the player to move loses.
    fn end(&self) -> Option<End> {
        let stuck = self.at.is_some() && self.targets().is_empty();
        stuck.then(|| End::Winner(self.to_move.other()))
    }

    fn legal_moves(&self) -> Vec<Step> {
        self.targets()
    }

    fn parse_move(&self, text: &str) -> Result<Step, String> {
        let step = Step::parse(text, (self.board.len(), self.board[0].len()))?;
        let Step { row, col } = step;
        if self.board[row][col] != b'.' {
            return Err(format!("{step} is blocked"));
        }
        if self.rest[row][col] != b'.' {
            return Err(format!("{step} was visited already"));
        }
        match self.at {
            Some(at) if row.abs_diff(at.row) + col.abs_diff(at.col) != 1 => Err(format!(
                "{step} is not next to the piece at {at} (up, down, left or right)"
            )),
            _ => Ok(step),
        }
    }

    fn play(&mut self, step: &Step) -> String {
        self.leave(*step);
        let placed = self.at.is_none();
        self.at = Some(*step);
        self.to_move = self.to_move.other();
        self.winning = self.find_winning();
        match placed {
            true => format!("places the piece on {step}"),
            false => format!("moves the piece to {step}"),
        }
    }

    fn winning_moves(&self) -> Vec<Step> {
        self.winning.clone()
    }

    fn picture(&self) -> Picture {
        let (rows, cols) = (self.board.len(), self.board[0].len());
        let styles = [FREE, BLOCKED, VISITED, PIECE];
        Picture::new((rows, cols), 1, &styles, WINNING, |i| {
            let (r, c) = (i / cols, i % cols);
            match (self.board[r][c], self.rest[r][c]) {
                _ if self.at == Some(Step { row: r, col: c }) => (3, "P"),
                (b'.', b'.') => (0, "."),
                (b'.', _) => (2, "o"),
                _ => (1, "#"),
            }
        })
    }

    fn cell(&self, step: &Step) -> usize {
        step.index(self.board[0].len())
    }

    fn why(&self) -> Vec<String> {
        let explained = Loj6033::explain(&self.rest).1;
        let cells: Vec<[usize; 2]> = self
            .winning
            .iter()
            .map(|s| [s.row + 1, s.col + 1])
            .collect();
        let mut lines = vec![
            "A player who moves the piece onto u wins iff some maximum matching of the \
             unvisited cells misses u: the opponent must then leave u, and each of their \
             moves is answered along the matching edge."
                .to_string(),
            "The unvisited cells, as a board of their own (its Alice is the player moving \
             onto a cell):"
                .to_string(),
        ];
        // The explanation's last line is about its own board, not drawn here.
        let reasoning = explained.reasoning.iter();
        let reasoning = reasoning.filter(|line| !line.starts_with("On the board"));
        lines.extend(reasoning.map(|line| format!("  {line}")));
        lines.push(match (self.at, cells.is_empty()) {
            (None, true) => "No free cell is a winning start: the player to move loses.".into(),
            (None, false) => format!("Winning places for the piece: {}", cell_list(&cells, 20)),
            (Some(at), true) => format!(
                "No cell next to the piece at {at} is one of them: the player to move loses."
            ),
            (Some(at), false) => format!(
                "Next to the piece at {at}, the winning moves: {}",
                cell_list(&cells, 20)
            ),
        });
        lines
    }
}

impl Play for super::Loj6033 {
    type Game = Piece;

    /// The game of `board`, Alice to place the piece; an `Err` with no free cell.
    fn play(board: &Board) -> Result<Piece, String> {
        if free_cells(board).is_empty() {
            return Err("the board has no free cell: Alice cannot place the piece".into());
        }
        let mut game = Piece {
            board: board.clone(),
            rest: board.clone(),
            mate: maximum_matching(board),
            at: None,
            to_move: Side::First,
            winning: Vec::new(),
        };
        game.winning = game.find_winning();
        Ok(game)
    }
}

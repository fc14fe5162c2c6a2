//! The piece game for `cargo lab play`: Alice's first move puts the piece on a free
//! cell, then Bob and Alice in turn move it to a 4-adjacent free cell never visited;
//! a move is typed as its cell `row col` (1-based).
//!
//! The value is `grid_games::loj6033`'s matching theory applied to what is left: the
//! unvisited cells form a board of their own, and a player who moves the piece onto `u`
//! wins iff some maximum matching of that board misses `u` (the opponent, to move from
//! `u`, then loses: `u` is a winning start of the rest). So after every move the
//! library's solver (Hopcroft-Karp, O(E sqrt V)) runs once on the unvisited cells, and
//! the winning moves are the unvisited free neighbours of the piece it lists (before the
//! piece is placed: the winning starts of the whole board).

use super::{explain, free_cells, Board, Loj6033};
use crate::explain::cell_list;
use crate::explain::picture::{Picture, Style};
use crate::play::{parse_cell, End, Game, Side, Value};
use crate::problem::Problem;
use std::fmt;

/// A move of the piece to the cell, 0-based; shown 1-based as `row col`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub row: usize,
    pub col: usize,
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.row + 1, self.col + 1)
    }
}

/// A position: the board with the visited cells, the piece (once placed), the player
/// to move, and the winning moves (computed once per position).
#[derive(Clone, Debug)]
pub struct Piece {
    board: Board,
    visited: Vec<Vec<bool>>,
    at: Option<Step>,
    to_move: Side,
    winning: Vec<Step>,
}

impl Piece {
    /// The game of `board`, Alice to place the piece; an `Err` with no free cell.
    pub fn new(board: &Board) -> Result<Self, String> {
        if free_cells(board).is_empty() {
            return Err("the board has no free cell: Alice cannot place the piece".into());
        }
        let visited = vec![vec![false; board[0].len()]; board.len()];
        let mut game = Piece {
            board: board.clone(),
            visited,
            at: None,
            to_move: Side::First,
            winning: Vec::new(),
        };
        game.winning = game.winning_moves();
        Ok(game)
    }

    /// The unvisited cells as a board of their own, plus the piece's cell if `with_piece`.
    fn rest(&self, with_piece: bool) -> Board {
        let mut rest = self.board.clone();
        for (r, row) in rest.iter_mut().enumerate() {
            for (c, cell) in row.iter_mut().enumerate() {
                let piece = with_piece && self.at == Some(Step { row: r, col: c });
                if self.visited[r][c] && !piece {
                    *cell = b'#';
                }
            }
        }
        rest
    }

    /// The cells the piece may move to, in the order up, down, left, right; before it is
    /// placed, every free cell row-major.
    fn targets(&self) -> Vec<Step> {
        let rest = self.rest(false);
        let steps: Vec<(usize, usize)> = match self.at {
            None => free_cells(&rest),
            Some(at) => super::free_neighbours(&rest, at.row, at.col).collect(),
        };
        steps
            .into_iter()
            .map(|(row, col)| Step { row, col })
            .collect()
    }

    /// The targets from which the opponent, to move, loses: those the solver lists as
    /// winning starts of the unvisited cells.
    fn winning_moves(&self) -> Vec<Step> {
        let starts = Loj6033::solve(&self.rest(false));
        let targets = self.targets();
        targets
            .into_iter()
            .filter(|s| starts.binary_search(&(s.row, s.col)).is_ok())
            .collect()
    }
}

const FREE: Style = Style {
    name: "free",
    letter: ' ',
    colour: "#ffffff",
    ansi: "",
};
const BLOCKED: Style = Style {
    name: "blocked",
    letter: ' ',
    colour: "#3a3a3a",
    ansi: "",
};
const VISITED: Style = Style {
    name: "visited",
    letter: 'v',
    colour: "#c9c9c9",
    ansi: "30;47",
};
const PIECE: Style = Style {
    name: "the piece",
    letter: '@',
    colour: "#2f6fd0",
    ansi: "1;97;44",
};
const WINNING: Style = Style {
    name: "winning move",
    letter: '!',
    colour: "#c81e1e",
    ansi: "1;97;41",
};

impl Game for Piece {
    type Move = Step;

    fn players(&self) -> [&'static str; 2] {
        ["Alice", "Bob"]
    }

    fn move_syntax(&self) -> String {
        "`row col` (1-based): Alice's first move places the piece on a free cell, every \
         other move takes it to a free cell next to it (up, down, left, right) never visited"
            .into()
    }

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
        let (rows, cols) = (self.board.len(), self.board[0].len());
        let (row, col) = parse_cell(text, (rows, cols), 1)?;
        let step = Step { row, col };
        if self.board[row][col] != b'.' {
            return Err(format!("{step} is blocked"));
        }
        if self.visited[row][col] {
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
        self.visited[step.row][step.col] = true;
        let placed = self.at.is_none();
        self.at = Some(*step);
        self.to_move = self.to_move.other();
        self.winning = self.winning_moves();
        match placed {
            true => format!("places the piece on {step}"),
            false => format!("moves the piece to {step}"),
        }
    }

    fn value(&self) -> Value {
        match self.winning.is_empty() {
            true => Value::Loss,
            false => Value::Win,
        }
    }

    fn best_moves(&self) -> Vec<Step> {
        match self.winning.is_empty() {
            true => self.legal_moves(),
            false => self.winning.clone(),
        }
    }

    fn picture(&self, marked: &[Step]) -> Picture {
        let (rows, cols) = (self.board.len(), self.board[0].len());
        let styles = [FREE, BLOCKED, VISITED, PIECE];
        let mut picture = Picture::new((rows, cols), 1, &styles, WINNING, |i| {
            let (r, c) = (i / cols, i % cols);
            match (self.board[r][c], self.visited[r][c]) {
                _ if self.at == Some(Step { row: r, col: c }) => (3, "P"),
                (b'.', false) => (0, "."),
                (b'.', true) => (2, "o"),
                _ => (1, "#"),
            }
        });
        for step in marked {
            picture.mark_move(step.row * cols + step.col);
        }
        picture
    }

    fn why(&self) -> Vec<String> {
        let rest = self.rest(false);
        let explained = explain::explain(&rest);
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

    fn brute_value(&self) -> Option<Value> {
        let wins = match self.at {
            None => !Loj6033::brute_force(&self.board)?.is_empty(),
            Some(at) => {
                let starts = Loj6033::brute_force(&self.rest(true))?;
                !starts.contains(&(at.row, at.col))
            }
        };
        Some(if wins { Value::Win } else { Value::Loss })
    }
}

//! The minesweeper game for `cargo lab play`: a move clicks a face-down cell that is no
//! mine, typed as its 0-based `X Y`.
//!
//! The value is `grid_games::hdu4678`'s Sprague-Grundy sum, kept up to date move by
//! move: each blank region still face down, with the `c` face-down numbers around it,
//! is worth 1 (`c` even) or 2 (`c` odd); each face-down lone number 1. A click on a
//! region's number lowers its `c`, a click on its blank turns the whole game over (worth
//! 0), a lone number goes to 0: one XOR update, O(1), plus the cells turned over. The
//! player to move wins iff the XOR is non-zero; the engine's winning click is found in
//! O(regions) (`Minefield::winning_click`).

use super::explain::{games, grundy, Games};
use super::Case;
use crate::explain::count;
use crate::explain::picture::{Picture, Style};
use crate::play::{best_move_style, Cell, End, Game, Play, Side, Value};
use std::rc::Rc;

/// A click on the cell, typed 0-based as `X Y`.
pub type Click = Cell<0>;

/// What never changes during a game: the case, its games, and each region's cells
/// (blanks and numbers), row-major.
#[derive(Debug)]
pub struct Layout {
    pub case: Case,
    games: Games,
    members: Vec<Vec<usize>>,
}

/// A position: the face-down cells, each region's state, the XOR of the values.
///
/// Invariants: `numbers_left[r]` counts region `r`'s face-down numbers; `alive[r]`
/// whether its blanks are face down; `lone_left` the face-down lone numbers, all kept in
/// `lone`, whose last is face down (turned ones are popped off its end, so finding one is
/// O(1) amortised); `xor` the XOR of every game's value; `face_down` the
/// face-down cells that are no mine.
#[derive(Clone, Debug)]
pub struct Minefield {
    pub layout: Rc<Layout>,
    pub turned: Vec<bool>,
    alive: Vec<bool>,
    numbers_left: Vec<usize>,
    lone: Vec<usize>,
    lone_left: usize,
    xor: u8,
    face_down: usize,
    to_move: Side,
}

impl Minefield {
    fn games(&self) -> &Games {
        &self.layout.games
    }

    fn click(&self, cell: usize) -> Click {
        Click::at(cell, self.games().cols)
    }

    /// The region of a blank or of a number around one.
    fn region(&self, cell: usize) -> Option<usize> {
        self.games()
            .region(cell)
            .map(|_| self.games().region_of[cell] as usize)
    }

    /// The value of region `r`'s game now.
    fn region_value(&self, r: usize) -> u8 {
        match self.alive[r] {
            true => grundy(self.numbers_left[r]),
            false => 0,
        }
    }

    /// The regions whose game is worth `g` now (0: the regions opened).
    fn regions_worth(&self, g: u8) -> impl Iterator<Item = usize> + '_ {
        (0..self.alive.len()).filter(move |&r| self.region_value(r) == g)
    }

    /// Whether a click on `cell` brings the XOR to 0 (see the module documentation of
    /// `explain`): O(1).
    fn wins(&self, cell: usize) -> bool {
        let games = self.games();
        match (self.xor, self.region(cell)) {
            (0, _) => false,
            (1, None) => true,
            (x, Some(r)) if games.is_blank(cell) => self.region_value(r) == x,
            (3, Some(_)) => true,
            _ => false,
        }
    }

    /// A face-down number around a face-down region, if any: O(regions) plus the cells
    /// of the region it is found in.
    fn face_down_number(&self) -> Option<usize> {
        let regions = 0..self.alive.len();
        let mut with_numbers = regions.filter(|&r| self.alive[r] && self.numbers_left[r] > 0);
        with_numbers.find_map(|r| {
            let mut members = self.layout.members[r].iter().copied();
            members.find(|&c| !self.turned[c] && !self.games().is_blank(c))
        })
    }

    /// A winning click, found in O(regions).
    fn winning_click(&self) -> Option<usize> {
        let lone = self.lone.last().copied();
        let mut worth_xor = self.regions_worth(self.xor);
        match self.xor {
            1 if lone.is_some() => lone,
            1 | 2 => worth_xor.next().map(|r| self.games().regions[r].first),
            3 => self.face_down_number(),
            _ => None,
        }
    }

    /// In a lost position (XOR 0), the click leaving the opponent the fewest winning
    /// clicks, counted without playing it: O(regions). After a lone number the XOR is 1
    /// (the other lone numbers and the blanks of regions worth 1 win); after a region's
    /// blank it is that region's value `g` (the blanks of the other regions worth `g`,
    /// and for `g` = 1 the lone numbers); after a region's number it is 3 (the other
    /// face-down numbers around regions).
    fn hardest_click(&self) -> usize {
        let games = self.games();
        let regions = 0..self.alive.len();
        let blanks_worth =
            |g| -> usize { self.regions_worth(g).map(|r| games.regions[r].blanks).sum() };
        let (ones, twos) = (blanks_worth(1), blanks_worth(2));
        let numbers: usize = self.numbers_left.iter().sum();
        let lone = self.lone.last().map(|&c| (self.lone_left - 1 + ones, c));
        let blank = regions.filter(|&r| self.alive[r]).map(|r| {
            let (g, blanks) = (self.region_value(r), games.regions[r].blanks);
            let left = match g {
                1 => self.lone_left + ones - blanks,
                _ => twos - blanks,
            };
            (left, games.regions[r].first)
        });
        let number = self.face_down_number().map(|c| (numbers - 1, c));
        let candidates = lone.into_iter().chain(blank).chain(number);
        let (_, cell) = candidates
            .min_by_key(|&(left, _)| left)
            .expect("a face-down cell");
        cell
    }

    /// Turns `cell` over; false if it already was.
    fn turn(&mut self, cell: usize) -> bool {
        let was = self.turned[cell];
        self.turned[cell] = true;
        self.face_down -= usize::from(!was);
        !was
    }
}

const MINE: Style = Style::plain("mine", "#3a3a3a");
const FACE_DOWN: Style = Style::new("face down", ' ', "#c9c9c9", "30;47");
const TURNED: Style = Style::new("turned over", '-', "#ffffff", "");
const WINNING: Style = best_move_style("winning click");

impl Game for Minefield {
    type Move = Click;

    const PLAYERS: [&'static str; 2] = ["Xiemao", "Fanglaoshi"];
    const MOVE_SYNTAX: &'static str =
        "`X Y` (0-based row and column): a face-down cell that is no mine";

    fn to_move(&self) -> Side {
        self.to_move
    }

    /// Over when no face-down cell is left: the player to move cannot move and loses.
    fn end(&self) -> Option<End> {
        (self.face_down == 0).then(|| End::Winner(self.to_move.other()))
    }

    fn legal_moves(&self) -> Vec<Click> {
        let games = self.games();
        let cells = 0..self.turned.len();
        let open = cells.filter(|&c| !games.is_mine(c) && !self.turned[c]);
        open.map(|c| self.click(c)).collect()
    }

    fn parse_move(&self, text: &str) -> Result<Click, String> {
        let games = self.games();
        let click = Click::parse(text, (games.rows, games.cols))?;
        let cell = self.cell(&click);
        match (games.is_mine(cell), self.turned[cell]) {
            (true, _) => Err(format!(
                "{click} is a mine: only cells that are no mine can be clicked"
            )),
            (_, true) => Err(format!("{click} is turned over already")),
            _ => Ok(click),
        }
    }

    fn play(&mut self, click: &Click) -> String {
        self.to_move = self.to_move.other();
        let cell = self.cell(click);
        let shown = self.games().numbers[cell];
        match self.region(cell) {
            None => {
                self.turn(cell);
                self.lone_left -= 1;
                self.xor ^= 1;
                while self.lone.last().is_some_and(|&c| self.turned[c]) {
                    self.lone.pop();
                }
                format!("turns over the lone number {shown} at {click}")
            }
            Some(r) if shown != 0 => {
                self.turn(cell);
                let before = self.region_value(r);
                self.numbers_left[r] -= 1;
                self.xor ^= before ^ self.region_value(r);
                format!("turns over the number {shown} at {click}")
            }
            Some(r) => {
                self.xor ^= self.region_value(r);
                self.alive[r] = false;
                self.numbers_left[r] = 0;
                let layout = Rc::clone(&self.layout);
                let turned = layout.members[r].iter().filter(|&&c| self.turn(c)).count();
                let blanks = layout.games.regions[r].blanks;
                format!(
                    "opens the blank region at {click}: {} and {} turned over",
                    count(blanks, "blank"),
                    count(turned - blanks, "number")
                )
            }
        }
    }

    fn winning_moves(&self) -> Vec<Click> {
        let legal = self.legal_moves().into_iter();
        legal.filter(|c| self.wins(self.cell(c))).collect()
    }

    /// O(1): the XOR.
    fn value(&self) -> Value {
        Value::win_if(self.xor != 0)
    }

    fn reply(&self) -> Click {
        let cell = self.winning_click().unwrap_or_else(|| self.hardest_click());
        self.click(cell)
    }

    fn picture(&self) -> Picture {
        let games = self.games();
        let styles = [MINE, FACE_DOWN, TURNED];
        Picture::new((games.rows, games.cols), 0, &styles, WINNING, |c| {
            match (games.is_mine(c), self.turned[c], games.numbers[c]) {
                (true, _, _) => (0, "*".to_string()),
                (_, turned, 0) => (1 + usize::from(turned), ".".to_string()),
                (_, turned, n) => (1 + usize::from(turned), n.to_string()),
            }
        })
    }

    fn cell(&self, click: &Click) -> usize {
        click.index(self.games().cols)
    }

    fn why(&self) -> Vec<String> {
        let worth = |g| self.regions_worth(g).count();
        let mut lines = vec![
            "The board is a sum of games: each face-down blank region with the c face-down \
             numbers around it is worth 1 (c even) or 2 (c odd), each face-down lone number 1."
                .to_string(),
            format!(
                "Left: {} worth 1, {} worth 2, {}: XOR {}.",
                count(worth(1), "region"),
                worth(2),
                count(self.lone_left, "lone number"),
                self.xor
            ),
        ];
        lines.push(match self.xor {
            0 => "XOR 0: every click leaves a non-zero XOR, which the other player sets back \
                  to 0: the player to move loses."
                .to_string(),
            1 => "XOR 1: the winning clicks end a game worth 1: a lone number, or a blank of a \
                  region worth 1."
                .to_string(),
            2 => "XOR 2: the winning clicks end a game worth 2: a blank of a region worth 2."
                .to_string(),
            _ => "XOR 3 = 1 ^ 2: the winning clicks turn one region's value into the other: a \
                  number around a region (c to c - 1)."
                .to_string(),
        });
        lines
    }
}

impl Play for super::Hdu4678 {
    type Game = Minefield;

    /// The game of `case`, the first clicker to move; an `Err` when a number borders two
    /// regions (the statement rules it out, and the game is then no sum of regions).
    fn play(case: &Case) -> Result<Minefield, String> {
        let games = games(case);
        if let Some(shared) = games.shared_number {
            return Err(format!(
                "the number at {} borders two blank regions, which the statement rules out: \
                 the game is then no sum of regions, and has no engine",
                Click::at(shared, games.cols)
            ));
        }
        let cells = games.numbers.len();
        let mut members = vec![Vec::new(); games.regions.len()];
        for c in 0..cells {
            if games.region(c).is_some() {
                members[games.region_of[c] as usize].push(c);
            }
        }
        let lone: Vec<usize> = (0..cells).filter(|&c| games.is_lone_number(c)).collect();
        let numbers_left: Vec<usize> = games.regions.iter().map(|r| r.numbers).collect();
        let xor = games.xor();
        let face_down = (0..cells).filter(|&c| !games.is_mine(c)).count();
        Ok(Minefield {
            turned: vec![false; cells],
            alive: vec![true; games.regions.len()],
            numbers_left,
            lone_left: lone.len(),
            lone,
            xor,
            face_down,
            to_move: Side::First,
            layout: Rc::new(Layout {
                case: case.clone(),
                games,
                members,
            }),
        })
    }
}

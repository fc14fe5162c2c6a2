//! Who wins the minesweeper game, in the terms of `grid_games::hdu4678`'s proof: the
//! board is a sum of independent games, one per blank region (8-connected) with the `c`
//! numbers around it, worth `g(c)` = 1 for even `c` and 2 for odd `c`, and one per
//! *lone* number (bordering no blank), worth 1; Xiemao, who moves first, wins iff the XOR
//! of the values is non-zero.
//!
//! Winning first clicks: a click changes one game's value from `g` to `g'`, and wins iff
//! it leaves the XOR `x` at 0, that is `g' = x ^ g`. A lone number goes from 1 to 0; a
//! region's blank takes the whole region (`g` to 0); a region's number leaves `c - 1`
//! numbers (`g` to `g(c - 1)`, the other of 1 and 2). So: for `x = 1`, the lone numbers
//! and the blanks of regions worth 1; for `x = 2`, the blanks of regions worth 2; for
//! `x = 3` (= 1 ^ 2), every number around a region; for `x = 0`, none.
//!
//! Computed cell by cell: [`count_numbers`] ([`super::cells`]) for the numbers, and a
//! plain search of the 8 neighbours ([`search_region`], from each blank no region took
//! yet, in row-major order) for the regions, each taking the numbers around it that no
//! earlier region took, the rule the library answers a board that breaks the guarantee by
//! (the answer is then the documented rule's, and so are the moves: not proven).
//!
//! JSON figures (cells 0-based `[X, Y]`, like `moves`, which lists the winning first
//! clicks row-major):
//! - `regions`: every blank region, row-major by its first blank, as `{"first": [X, Y],
//!   "blanks": n, "numbers": c, "grundy": g}`;
//! - `lone_numbers`: the cells of the numbers bordering no blank (worth 1 each);
//! - `xor`: the XOR of all the values;
//! - `shared_number`: the first number bordering two regions, or `null` when the board
//!   keeps the statement's guarantee.

use super::cells::{around, count_numbers, MINE};
use super::Case;
use crate::explain::picture::{Picture, Style};
use crate::explain::{at_most, cell_list, count, CellList, Explain, Explanation};
use serde_json::{json, Value};

/// No region.
const NONE: u32 = u32::MAX;

/// A blank region: its first blank (row-major), its blanks and the numbers it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Region {
    pub first: usize,
    pub blanks: usize,
    pub numbers: usize,
}

/// The Sprague-Grundy value of a region's game with `numbers` face-down numbers around
/// its face-down blanks: 1 for an even count, 2 for an odd one.
pub fn grundy(numbers: usize) -> u8 {
    1 + (numbers % 2) as u8
}

/// The board split into its games: what each cell shows, the regions, which region each
/// blank is in and which took each number.
#[derive(Clone, Debug)]
pub struct Games {
    pub rows: usize,
    pub cols: usize,
    /// Per cell: its number (0 for a blank), or a value with the [`MINE`] bit.
    pub numbers: Vec<u8>,
    pub regions: Vec<Region>,
    /// Per cell: the region of a blank, or the region that took a number; `u32::MAX`
    /// for a mine and a lone number.
    pub region_of: Vec<u32>,
    /// The first number (row-major) bordering two regions.
    pub shared_number: Option<usize>,
}

impl Games {
    pub fn is_mine(&self, cell: usize) -> bool {
        self.numbers[cell] & MINE != 0
    }

    pub fn is_blank(&self, cell: usize) -> bool {
        self.numbers[cell] == 0
    }

    /// A number no region took.
    pub fn is_lone_number(&self, cell: usize) -> bool {
        !self.is_mine(cell) && !self.is_blank(cell) && self.region_of[cell] == NONE
    }

    /// The region of a blank or of a number a region took.
    pub fn region(&self, cell: usize) -> Option<&Region> {
        self.regions.get(self.region_of[cell] as usize)
    }

    /// The XOR of the values of all the games.
    pub fn xor(&self) -> u8 {
        let lone = (0..self.numbers.len())
            .filter(|&c| self.is_lone_number(c))
            .count();
        let regions = self.regions.iter().fold(0, |x, r| x ^ grundy(r.numbers));
        regions ^ (lone % 2) as u8
    }

    /// The first clicks that leave the XOR at 0 (see the module documentation),
    /// row-major.
    pub fn winning_clicks(&self) -> Vec<usize> {
        self.each_winning_click().collect()
    }

    /// [`Games::winning_clicks`], one at a time.
    pub fn each_winning_click(&self) -> impl Iterator<Item = usize> + '_ {
        let xor = self.xor();
        (0..self.numbers.len())
            .filter(|&c| !self.is_mine(c))
            .filter(move |&c| match (xor, self.region(c)) {
                (1, None) => true,
                (1 | 2, Some(r)) => self.is_blank(c) && grundy(r.numbers) == xor,
                (3, Some(_)) => !self.is_blank(c),
                _ => false,
            })
    }
}

/// Splits `case` into its games. O(N M + K).
pub fn games(case: &Case) -> Games {
    let (rows, cols) = (case.rows, case.cols);
    let mut numbers = Vec::new();
    count_numbers(&super::mine_rows(case), &mut numbers);
    let mut region_of = vec![NONE; numbers.len()];
    let (mut met, mut stack) = (vec![NONE; numbers.len()], Vec::new());
    let mut regions = Vec::new();
    let mut shared: Option<usize> = None;
    for first in 0..numbers.len() {
        if numbers[first] != 0 || region_of[first] != NONE {
            continue;
        }
        let id = regions.len() as u32;
        let mut region = Region {
            first,
            blanks: 1,
            numbers: 0,
        };
        region_of[first] = id;
        search_region(rows, cols, first, id, &mut met, &mut stack, |cell| {
            let blank = numbers[cell] == 0;
            if blank {
                region_of[cell] = id;
                region.blanks += 1;
            } else if numbers[cell] & MINE == 0 {
                match region_of[cell] {
                    NONE => {
                        region_of[cell] = id;
                        region.numbers += 1;
                    }
                    _ => shared = Some(shared.map_or(cell, |s| s.min(cell))),
                }
            }
            blank
        });
        regions.push(region);
    }
    Games {
        rows,
        cols,
        numbers,
        regions,
        region_of,
        shared_number: shared,
    }
}

/// Grows the region of blank `first` (cells of a `rows` x `cols` board, row-major)
/// through its 8 neighbours: `enter` is called once on each cell the region meets, and
/// says whether it is a blank the region grows through. `met[cell] == id` marks the cells
/// this search met (`first` included); `stack` is scratch. O(cells met).
fn search_region(
    rows: usize,
    cols: usize,
    first: usize,
    id: u32,
    met: &mut [u32],
    stack: &mut Vec<usize>,
    mut enter: impl FnMut(usize) -> bool,
) {
    met[first] = id;
    stack.push(first);
    while let Some(cell) = stack.pop() {
        for next in around(rows, cols, cell) {
            if met[next] != id {
                met[next] = id;
                if enter(next) {
                    stack.push(next);
                }
            }
        }
    }
}

const MINE_STYLE: Style = Style::plain("mine", "#3a3a3a");
const BLANK_1: Style = Style::new(
    "blank of a region with an even count of numbers: worth 1",
    'a',
    "#a8d8f0",
    "30;46",
);
const BLANK_2: Style = Style::new(
    "blank of a region with an odd count of numbers: worth 2",
    'b',
    "#f3c98b",
    "30;43",
);
const NUMBER_1: Style = Style::plain("number around a region worth 1", "#d9eef8");
const NUMBER_2: Style = Style::plain("number around a region worth 2", "#faebd4");
const LONE: Style = Style::new(
    "lone number (no blank around it): worth 1",
    'n',
    "#c7a3e0",
    "30;45",
);
const CLICK: Style = Style::new("Xiemao's winning first click", 'W', "#c81e1e", "1;97;41");

/// The explanation of one case.
impl Explain for super::Hdu4678 {
    fn explain(case: &Case) -> (bool, Explanation) {
        let games = games(case);
        let cols = games.cols;
        let at = |c: usize| [c / cols, c % cols];
        let xor = games.xor();
        let lone = (0..games.numbers.len()).filter(|&c| games.is_lone_number(c));
        let lone = CellList::new(cols, lone);
        // The clicks as cells, counted first to take exactly their room, and the picture
        // made from them: the cell indices are not kept beside both (on a judge-size
        // board, megabytes).
        let mut moves = Vec::with_capacity(games.each_winning_click().count());
        moves.extend(games.each_winning_click().map(at));
        let picture = picture(&games, moves.iter().map(|[x, y]| x * cols + y));
        let values = games.regions.iter().map(|r| grundy(r.numbers));
        let worth = |g: u8| values.clone().filter(|&v| v == g).count();
        let mut reasoning = vec![format!(
            "{} (8-connected); each, with the c numbers around it, is one game worth g(c) = 1 \
             for even c and 2 for odd c (a blank clicked turns over all of it, a number leaves \
             c - 1): {} worth 1, {} worth 2{}",
            count(games.regions.len(), "blank region"),
            worth(1),
            worth(2),
            if games.regions.is_empty() { "." } else { ":" }
        )];
        reasoning.extend(at_most(
            games.regions.iter().map(|r| {
                let [x, y] = at(r.first);
                format!(
                    "  region from ({x}, {y}): {}, {}: worth {}",
                    count(r.blanks, "blank"),
                    count(r.numbers, "number"),
                    grundy(r.numbers)
                )
            }),
            40,
        ));
        reasoning.push(format!(
            "{} (no blank around), worth 1 each: {}",
            count(lone.len(), "lone number"),
            lone.shown(20)
        ));
        let regions_xor = games.regions.iter().fold(0, |x, r| x ^ grundy(r.numbers));
        let (lone_xor, parity) = (lone.len() % 2, ["even", "odd"][lone.len() % 2]);
        let (outcome, winner) = match xor {
            0 => ("zero, the second player", "Fanglaoshi"),
            _ => ("non-zero, the first player", "Xiemao"),
        };
        reasoning.push(format!(
            "XOR: {regions_xor} (the regions) ^ {lone_xor} (the lone numbers: an {parity} count) \
             = {xor}: {outcome}, {winner} wins."
        ));
        let how = match xor {
            1 => "end a game worth 1: a lone number or a blank of a region worth 1",
            2 => "end a game worth 2: a blank of a region worth 2",
            _ => {
                "XOR 3 = 1 ^ 2: turn one region's value into the other with a number around it \
                 (c to c - 1)"
            }
        };
        reasoning.push(match xor {
            0 => "Winning first clicks: none (every click leaves a non-zero XOR).".to_string(),
            _ => format!(
                "Winning first clicks (to XOR 0): {how}: {}: {}",
                count(moves.len(), "cell"),
                cell_list(&moves, 30)
            ),
        });
        if let Some(shared) = games.shared_number {
            let [x, y] = at(shared);
            reasoning.push(format!(
                "Warning: the number at ({x}, {y}) borders two blank regions, which the statement \
                 rules out: it counts for the first region in row-major order; the game does not \
                 split, so the answer and the moves follow that rule, unproven."
            ));
        }
        let region = |r: &Region| {
            let first = at(r.first);
            json!({"first": first, "blanks": r.blanks, "numbers": r.numbers, "grundy": grundy(r.numbers)})
        };
        let regions: Vec<Value> = games.regions.iter().map(region).collect();
        let figures = json!({
            "regions": regions,
            "xor": xor,
            "shared_number": games.shared_number.map(at),
        });
        let summary = format!(
            "{} worth 1, {} worth 2, {}: XOR {xor}",
            count(worth(1), "region"),
            worth(2),
            count(lone.len(), "lone number")
        );
        let explanation = Explanation::new(summary, reasoning, moves, figures, picture)
            .with_cell_figure("lone_numbers", lone);
        (xor != 0, explanation)
    }
}

/// The board: mines, blanks and numbers by the value of their game, the winning first
/// clicks marked.
fn picture(games: &Games, clicks: impl Iterator<Item = usize>) -> Picture {
    let kinds = [MINE_STYLE, BLANK_1, BLANK_2, NUMBER_1, NUMBER_2, LONE];
    Picture::new((games.rows, games.cols), 0, &kinds, CLICK, |c| {
        let grundy = games.region(c).map(|r| grundy(r.numbers));
        let number = || char::from(b'0' + games.numbers[c]);
        match (games.is_mine(c), games.is_blank(c), grundy) {
            (true, _, _) => (0, '*'),
            (_, true, Some(g)) => (usize::from(g), '.'),
            (_, false, Some(g)) => (2 + usize::from(g), number()),
            _ => (5, number()),
        }
    })
    .with_svg_glyphs()
    .with_moves(clicks)
}

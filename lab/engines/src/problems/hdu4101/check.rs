//! What `cargo lab check` needs of hdu4101: small boards for the brute-force comparisons,
//! boards at the statement's limits (N and M from 1 to 300, HP from 1 to 99) and past them
//! (for `cargo lab validate`'s tests), and how a failing board shrinks: rows and columns
//! dropped (never the treasure's), then a stone cleared, its hit points halved, or lowered
//! by one.

use super::brute::{neighbours, on_border};
use super::{Board, Hdu4101};
use crate::check::variants::{grids_with_a_cell_changed, grids_with_lines_dropped, words};
use crate::check::Check;
use crate::explain::count;
use crate::rng::Rng;

/// The most game states of a board [`Check::random_small`] draws.
const SEARCHABLE_STATES: u64 = 1 << 17;

/// The statement's largest side and largest hit points.
pub const SIDE: usize = 300;
pub const MAX_HP: i64 = 99;

/// The ways a shrinking step lowers a stone of `hp` hit points: cleared, halved, lowered
/// by one; `None` when a rule gives nothing new (halving 2 HP is lowering it by one;
/// lowering 1 HP by one is clearing it).
const LOWERINGS: [fn(i64) -> Option<i64>; 3] = [
    |_| Some(0),
    |hp| (hp / 2 != 0 && hp / 2 != hp - 1).then_some(hp / 2),
    |hp| (hp > 1).then_some(hp - 1),
];

impl Check for Hdu4101 {
    /// A random board up to 5x5 whose game the brute force searches quickly: of 1 to 4 rows
    /// and columns with HP up to 3, of 3 or 4 with HP up to 3, or of 3 to 5 with HP up to 2
    /// (drawn again until it has at most 2^17 states).
    fn random_small(rng: &mut Rng) -> Board {
        loop {
            let board = match rng.below(4) {
                0 => random_board(rng, (1, 4), 3),
                1 => random_board(rng, (3, 4), 3),
                _ => random_board(rng, (3, 5), 2),
            };
            if board.states() <= SEARCHABLE_STATES {
                return board;
            }
        }
    }

    /// Every 3x3 board with HP up to 3 around the treasure in the centre, and every 4x4
    /// board of zeros and HP 1 with the treasure at (1, 1) (up to symmetry, every place
    /// off the border): 98,304 boards.
    fn every_small() -> Box<dyn Iterator<Item = Board>> {
        Box::new(every_board(3, 3, 4, &[0, 1, 2, 3]).chain(every_board(4, 4, 5, &[0, 1])))
    }

    fn at_limits(rng: &mut Rng) -> Vec<(&'static str, Board)> {
        let centre = SIDE / 2 * SIDE + SIDE / 2;
        vec![
            ("1x1, the treasure alone", board(1, 1, 0, || 0)),
            (
                "1x300, the treasure in the middle",
                board(1, SIDE, SIDE / 2, random_values(rng, MAX_HP)),
            ),
            (
                "300x1, the treasure in the middle",
                board(SIDE, 1, SIDE / 2, random_values(rng, MAX_HP)),
            ),
            (
                "3x3, the treasure in the centre behind four stones of 99 HP",
                board(3, 3, 4, || MAX_HP),
            ),
            ("3x300, the treasure sealed", sealed(rng, 3, SIDE, MAX_HP)),
            ("300x3, the treasure sealed", sealed(rng, SIDE, 3, MAX_HP)),
            (
                "300x300, every cell but the treasure a stone of 99 HP",
                board(SIDE, SIDE, centre, || MAX_HP),
            ),
            ("300x300, no stone", board(SIDE, SIDE, centre, || 0)),
            (
                "300x300, random stones, the treasure sealed",
                sealed(rng, SIDE, SIDE, MAX_HP),
            ),
            (
                "300x300, random stones, the treasure anywhere",
                board(
                    SIDE,
                    SIDE,
                    rng.range(0, SIDE * SIDE - 1),
                    random_values(rng, MAX_HP),
                ),
            ),
        ]
    }

    fn describe(board: &Board) -> String {
        let stones: Vec<i64> = board.values.iter().copied().filter(|&v| v > 0).collect();
        let hp: i128 = stones.iter().map(|&v| i128::from(v)).sum();
        let (rows, cols, stones) = (board.rows, board.cols, count(stones.len(), "stone"));
        format!("a {rows}x{cols} board, {stones} of {hp} HP in all")
    }

    /// The cells of the board plus its hit points in all.
    fn size(board: &Board) -> u128 {
        let hit_points: u128 = board.values.iter().map(|&v| v.max(0) as u128).sum();
        board.values.len() as u128 + hit_points
    }

    /// The boards with rows or columns dropped that keep the treasure, then each stone
    /// cleared, then each halved, then each lowered by one (stones in row-major order; a
    /// halving that gives what another rule gives is left out).
    fn shrink(board: &Board) -> Box<dyn Iterator<Item = Board>> {
        let rows: Vec<Vec<i64>> = board
            .values
            .chunks(board.cols)
            .map(<[i64]>::to_vec)
            .collect();
        let dropped = grids_with_lines_dropped(rows.clone());
        let dropped = dropped.filter(|rows| rows.iter().flatten().any(|&v| v == -1));
        let lowered = LOWERINGS.into_iter().flat_map(move |lowering| {
            grids_with_a_cell_changed(rows.clone(), move |&hp| lowering(hp).filter(|_| hp > 0))
        });
        Box::new(dropped.chain(lowered).map(|rows| Board {
            rows: rows.len(),
            cols: rows[0].len(),
            values: rows.concat(),
        }))
    }
}

/// A random board of `min_side..=max_side` rows and columns: many empty cells, HP up to
/// `max_hp`; on three boards in four of at least 3x3 the treasure is sealed, else it is
/// anywhere.
pub fn random_board(rng: &mut Rng, (min_side, max_side): (usize, usize), max_hp: usize) -> Board {
    let (rows, cols) = (rng.range(min_side, max_side), rng.range(min_side, max_side));
    let empty = [0.2, 0.35, 0.5][rng.range(0, 2)];
    let values = (0..rows * cols)
        .map(|_| match rng.chance(empty) {
            true => 0,
            false => rng.range(1, max_hp) as i64,
        })
        .collect();
    let mut board = Board { rows, cols, values };
    if rows >= 3 && cols >= 3 && rng.chance(0.75) {
        seal_treasure(rng, &mut board, max_hp);
    } else {
        let treasure = rng.range(0, rows * cols - 1);
        board.values[treasure] = -1;
    }
    board
}

/// Puts the treasure off the border, grows up to three zeros around it (off the border
/// too), and makes a stone of every empty cell bordering them.
fn seal_treasure(rng: &mut Rng, board: &mut Board, max_hp: usize) {
    let (rows, cols) = (board.rows, board.cols);
    let treasure = rng.range(1, rows - 2) * cols + rng.range(1, cols - 2);
    let mut region = vec![treasure];
    for _ in 0..rng.range(0, 3) {
        let from = region[rng.range(0, region.len() - 1)];
        let next = neighbours(rows, cols, from)
            .nth(rng.range(0, 3))
            .expect("a cell off the border has four neighbours");
        if !on_border(rows, cols, next) && !region.contains(&next) {
            region.push(next);
        }
    }
    for &cell in &region {
        board.values[cell] = 0;
    }
    for &cell in &region {
        for next in neighbours(rows, cols, cell) {
            if !region.contains(&next) && board.values[next] == 0 {
                board.values[next] = rng.range(1, max_hp) as i64;
            }
        }
    }
    board.values[treasure] = -1;
}

/// Every board of `rows` x `cols` with the treasure at `treasure` and the other cells
/// taking every value of `hp` (their [`words`]).
fn every_board(
    rows: usize,
    cols: usize,
    treasure: usize,
    hp: &'static [i64],
) -> impl Iterator<Item = Board> {
    words(rows * cols - 1, hp).map(move |mut values| {
        values.insert(treasure, -1);
        Board { rows, cols, values }
    })
}

/// A `rows` x `cols` board whose cells are drawn from `value`, the treasure at `treasure`.
pub fn board(rows: usize, cols: usize, treasure: usize, mut value: impl FnMut() -> i64) -> Board {
    let mut values: Vec<i64> = (0..rows * cols).map(|_| value()).collect();
    values[treasure] = -1;
    Board { rows, cols, values }
}

/// Half the cells stones of 1 to `max_hp` HP, the others empty.
pub fn random_values(rng: &mut Rng, max_hp: i64) -> impl FnMut() -> i64 + '_ {
    move || match rng.chance(0.5) {
        true => rng.range(1, max_hp as usize) as i64,
        false => 0,
    }
}

/// A random board of at least 3 x 3 with the treasure sealed off the border by stones.
pub fn sealed(rng: &mut Rng, rows: usize, cols: usize, max_hp: i64) -> Board {
    let mut b = board(rows, cols, 0, random_values(rng, max_hp));
    b.values[0] = 0;
    seal_treasure(rng, &mut b, max_hp as usize);
    b
}

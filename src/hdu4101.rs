//! HDU 4101 "Ali and Baba": who gets the treasure?
//!
//! Rule: an N x M board holds empty cells, stones with hit points and one treasure. A cell
//! is touchable when a 4-connected path of empty cells leads to it from outside the board.
//! Ali moves first; on his turn a player either hits the treasure, if it is touchable, and
//! wins, or hits one touchable stone (HP - 1; a stone at 0 HP becomes empty).
//!
//! Why the answer is a parity. Let the *region* be the treasure with the empty cells
//! 4-connected to it. If it reaches the outside, the treasure is touchable and Ali takes it
//! on move 1. Otherwise the stones bordering the region form its *ring*. The region only
//! grows when a ring stone breaks, and a ring stone that breaks was touchable, so breaking
//! one makes the treasure touchable: the opponent takes it. Breaking the ring therefore
//! loses, and both players avoid it while they can. Until then region and ring stay as
//! they are, and so does the set of cells that a path off region and ring joins to the
//! outside; every hit that does not break the ring is a *free* hit:
//! - every hit on a stone of that set (all its HP: dig towards it, then break it);
//! - every hit but the last on a ring stone next to that set (HP - 1).
//!
//! Stones sealed behind the ring, and ring stones reached only through other ring stones,
//! cannot be touched before the ring breaks: they give no free hit. So the number of free
//! hits is fixed, each free hit uses up one, and while one remains one is playable: the
//! first non-empty cell on a path from outside to it is touchable and free. The players
//! alternate free hits until none is left; the player to move then must break the ring
//! and lose. Ali wins exactly when the number of free hits is odd; only its parity is
//! kept, so no HP value can overflow.
//!
//! Invariant of the solver: the board sits in a ring of outside cells (empty). The first
//! flood, from the treasure through empty cells, reaches the region and reports the ring
//! stones as its walls; it reaches an outside cell iff the treasure is touchable. The
//! second flood, from the outside through every cell the first one did not reach, meets
//! the ring only as walls, so it never enters the region.
//!
//! O(N M) time per case: two floods, each reaching a cell at most once. Memory, whatever
//! the board's and the region's shape: the board, one byte a cell, stored as its rows
//! arrive (a header alone costs nothing), and each flood's 1 3/8 bytes a cell, reserved
//! once the board is read: at most 3.75 bytes a cell of the board and its ring of outside
//! cells (2 (N + M) + 4 more), reused from case to case. A cell's value is a number of any
//! length: the parity of a stone's hit points is its last digit.

use crate::grid::{Flood, Shape};
use crate::judge::{self, Failure, InCase};
use crate::memory;
use crate::scanner::{InputError, Integer, Number, Scanner};
use std::collections::TryReserveError;
use std::fmt;
use std::io::{Read, Write};

/// The smallest value of a cell in the input: the treasure.
pub const TREASURE_VALUE: i64 = -1;

/// A cell of the board; a stone keeps only the parity of its hit points, as the low bit of
/// the discriminant, so that counting parities needs no branch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Cell {
    Empty = 0,
    OddStone = 1,
    EvenStone = 2,
    Treasure = 4,
}

impl Cell {
    /// The cell an input value stands for: `-1` the treasure, `0` empty, `x > 0` a stone
    /// of `x` hit points. Values are at least `-1` (the reader rejects the others).
    pub fn from_value(value: i64) -> Cell {
        debug_assert!(value >= TREASURE_VALUE);
        match u64::try_from(value) {
            Ok(hp) => Cell::from_hit_points(hp),
            Err(_) => Cell::Treasure,
        }
    }

    /// The cell of a non-negative value: `0` empty, `hp > 0` a stone. Looked up by
    /// `(hp > 0, hp odd)`, so no branch depends on the value (boards mix empty cells and
    /// stones at random, which a branch would mispredict).
    pub fn from_hit_points(hp: u64) -> Cell {
        const BY_HP: [Cell; 4] = [Cell::Empty, Cell::Empty, Cell::EvenStone, Cell::OddStone];
        BY_HP[usize::from(hp != 0) << 1 | (hp & 1) as usize]
    }

    /// Whether the cell takes an odd number of hits to become empty (false unless a stone).
    fn odd_hp(self) -> bool {
        self as u8 & 1 != 0
    }
}

/// A cell is read as an integer: `-1` (with any leading zeros) the treasure, `0` empty, a
/// positive integer of any length a stone of that parity; below `-1` is no cell.
impl Integer for Cell {
    fn from_number(number: Number) -> Option<Self> {
        match (number.negative, number.magnitude) {
            (_, Some(0)) => Some(Cell::Empty),
            (true, Some(1)) => Some(Cell::Treasure),
            (true, _) => None,
            (false, _) if number.odd => Some(Cell::OddStone),
            (false, _) => Some(Cell::EvenStone),
        }
    }

    #[inline]
    fn from_natural(natural: u64) -> Option<Self> {
        Some(Cell::from_hit_points(natural))
    }

    fn range() -> String {
        format!("an integer from {} up", TREASURE_VALUE)
    }
}

/// Why a list of cells is not a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// The board and its outside ring would not fit in `u32` cells.
    TooLarge,
    NoTreasure,
    SecondTreasure,
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let treasure = "expected one treasure `-1` on the board";
        match self {
            BoardError::TooLarge => write!(
                f,
                "expected a board of at most {} cells with its outside ring, found a larger one",
                u32::MAX
            ),
            BoardError::NoTreasure => write!(f, "{}, found none", treasure),
            BoardError::SecondTreasure => write!(f, "{}, found a second one", treasure),
        }
    }
}

/// A board of the input: its shape (inside a ring of outside cells), its cells row-major
/// with the ring's (empty), and the cell of its only treasure.
#[derive(Clone, Debug, Default)]
pub struct Board {
    shape: Shape,
    cells: Vec<Cell>,
    treasure: usize,
}

impl Board {
    /// The `rows` x `cols` board of row-major `cells`, which must hold exactly one treasure.
    /// Panics unless there are `rows x cols` cells.
    pub fn from_cells(rows: usize, cols: usize, cells: &[Cell]) -> Result<Board, BoardError> {
        assert_eq!(
            Some(cells.len()),
            rows.checked_mul(cols),
            "rows x cols cells"
        );
        let shape = ringed_shape(rows, cols)?;
        let mut treasures = (0..cells.len()).filter(|&i| cells[i] == Cell::Treasure);
        let treasure = match (treasures.next(), treasures.next()) {
            (Some(treasure), None) => treasure,
            (None, _) => return Err(BoardError::NoTreasure),
            (Some(_), Some(_)) => return Err(BoardError::SecondTreasure),
        };
        let mut stored = vec![Cell::Empty; shape.len()];
        for (cell, &value) in shape.cells().zip(cells) {
            stored[cell] = value;
        }
        Ok(Board {
            shape,
            cells: stored,
            treasure: shape.index(treasure / cols, treasure % cols),
        })
    }

    /// The board's shape, inside its ring.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The stored cells, the outside ring included.
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// The treasure's cell.
    pub fn treasure(&self) -> usize {
        self.treasure
    }
}

/// The shape of a `rows` x `cols` board inside its ring of outside cells.
fn ringed_shape(rows: usize, cols: usize) -> Result<Shape, BoardError> {
    Shape::with_ring(rows, cols).ok_or(BoardError::TooLarge)
}

/// Scratch space for solving boards one after another (flood marks are reused).
#[derive(Clone, Debug, Default)]
pub struct Scratch {
    /// The first flood: the treasure's region, with its ring stones as walls.
    region: Flood,
    /// The second flood: everything reachable from outside without crossing the ring.
    reachable: Flood,
}

impl Scratch {
    /// Reserves what solving a board of `shape` needs, so that [`solve`] allocates
    /// nothing; an error when the memory cannot be had.
    pub fn reserve(&mut self, shape: Shape) -> Result<(), TryReserveError> {
        self.region.reserve(shape.len())?;
        self.reachable.reserve(shape.len())
    }
}

/// Whether Ali, who moves first, wins on `board`: the treasure is touchable, or the free
/// hits are odd. O(rows x cols).
pub fn solve(board: &Board, scratch: &mut Scratch) -> bool {
    let outside = board.shape.ring_cell().expect("a board inside a ring");
    treasure_touchable(board, &mut scratch.region, outside)
        || free_hits_are_odd(board, scratch, outside)
}

/// Floods the treasure's region (empty cells, the outside ring included) and tells
/// whether it reaches the outside. Afterwards `region` has reached the region and its
/// ring stones.
fn treasure_touchable(board: &Board, region: &mut Flood, outside: usize) -> bool {
    let cells = &board.cells;
    region.fill(board.shape, &[board.treasure], |cell| {
        cells[cell] == Cell::Empty
    });
    region.reached(outside)
}

/// With the treasure sealed in its ring: whether the number of free hits is odd. Floods
/// from outside through every cell off the region and its ring, counting the HP of each
/// stone entered and HP - 1 of each ring stone met.
fn free_hits_are_odd(board: &Board, scratch: &mut Scratch, outside: usize) -> bool {
    let Scratch { region, reachable } = scratch;
    let cells = &board.cells;
    let mut odd = false;
    reachable.fill(board.shape, &[outside], |cell| {
        let ring_stone = region.reached(cell);
        odd ^= cells[cell].odd_hp() ^ ring_stone;
        !ring_stone
    });
    odd
}

/// The judge's answer line (without its line end).
pub fn answer_line(ali_wins: bool) -> &'static str {
    if ali_wins {
        "Ali Win"
    } else {
        "Baba Win"
    }
}

/// Cells read in one run: the board grows by at most this many cells before they arrive.
const CELLS_AT_ONCE: usize = 1 << 12;

/// Reads one case, `N M` then N rows of M values, into `board` (reshaped to the case,
/// inside its ring of outside cells, its storage kept and grown as the rows arrive, by
/// [`memory::grow`]), and reserves `scratch` for solving it. A second treasure is an error
/// at its token, a missing one at the last cell, a board that does not fit in memory at its
/// size.
pub fn read_board<R: Read>(
    sc: &mut Scanner<R>,
    board: &mut Board,
    scratch: &mut Scratch,
) -> Result<(), InputError> {
    let rows = sc.int_in("the number of rows N", 1..=usize::MAX)?;
    let cols = sc.int_in("the number of columns M", 1..=usize::MAX)?;
    let size = sc.token_pos();
    let shape = ringed_shape(rows, cols).map_err(|e| InputError::new(size, e.to_string()))?;
    let no_room = |_| memory::does_not_fit(size, rows, cols);
    board.shape = shape;
    let cells = &mut board.cells;
    cells.clear();
    let mut treasure = None;
    for r in 0..rows {
        for first in (0..cols).step_by(CELLS_AT_ONCE) {
            let start = shape.index(r, first);
            let end = start + CELLS_AT_ONCE.min(cols - first);
            store_to(cells, end, shape.len()).map_err(no_room)?;
            read_cells(sc, &mut cells[start..end], (r, first), &mut treasure)?;
        }
    }
    let (r, c) = treasure
        .ok_or_else(|| InputError::new(sc.token_pos(), BoardError::NoTreasure.to_string()))?;
    board.treasure = shape.index(r, c);
    store_to(cells, shape.len(), shape.len()).map_err(no_room)?;
    scratch.reserve(shape).map_err(no_room)
}

/// Stores the cells before `end` of a board of `len` cells, empty until read; an error,
/// and nothing stored, when the memory cannot be had.
fn store_to(cells: &mut Vec<Cell>, end: usize, len: usize) -> Result<(), TryReserveError> {
    memory::grow(cells, end - cells.len(), len)?;
    cells.resize(end, Cell::Empty);
    Ok(())
}

/// Reads the cells of row `r` from column `first` into `part`, and the treasure's row
/// and column into `treasure`; a second one is an error at its token.
fn read_cells<R: Read>(
    sc: &mut Scanner<R>,
    part: &mut [Cell],
    (r, first): (usize, usize),
    treasure: &mut Option<(usize, usize)>,
) -> Result<(), InputError> {
    sc.ints_into(
        part.len() as u64,
        |_| ..,
        |_| format!("a cell of row {}", r + 1),
        |i, cell| {
            if cell == Cell::Treasure {
                if let Some((first_r, first_c)) = *treasure {
                    return Err(format!(
                        "{} (the first is in row {}, column {})",
                        BoardError::SecondTreasure,
                        first_r + 1,
                        first_c + 1
                    ));
                }
                *treasure = Some((r, first + i as usize));
            }
            part[i as usize] = cell;
            Ok(())
        },
    )
}

/// Solves a whole input: cases until the end of the input, no count (so nothing follows
/// the last case). An input with no case at all (empty, or whitespace only) gets no
/// answer and one warning, `warning: the input holds no case`.
pub fn run<R: Read, W: Write>(
    input: R,
    output: &mut W,
    warnings: &mut dyn Write,
) -> Result<(), Failure> {
    let mut sc = Scanner::new(input);
    let mut scratch = Scratch::default();
    let mut board = Board::default();
    let mut case = 1;
    while !sc.at_end().in_case(case)? {
        read_board(&mut sc, &mut board, &mut scratch).in_case(case)?;
        writeln!(output, "{}", answer_line(solve(&board, &mut scratch)))?;
        case += 1;
    }
    if case == 1 {
        judge::warn(warnings, "warning: the input holds no case");
    }
    Ok(())
}

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
//! O(N M) time and memory per case: two floods, each reaching a cell at most once.

use crate::grid::{Adjacency, Flood, Grid, Shape};
use crate::judge::{Failure, InCase};
use crate::scanner::{InputError, Pos, Scanner};
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

/// The shape of a `rows` x `cols` board inside its ring of outside cells.
fn ringed_shape(rows: usize, cols: usize) -> Result<Shape, BoardError> {
    Shape::with_ring(rows, cols).ok_or(BoardError::TooLarge)
}

/// The index of the only treasure among `cells`.
fn the_treasure(cells: &[Cell]) -> Result<usize, BoardError> {
    let mut treasures = (0..cells.len()).filter(|&i| cells[i] == Cell::Treasure);
    match (treasures.next(), treasures.next()) {
        (Some(treasure), None) => Ok(treasure),
        (None, _) => Err(BoardError::NoTreasure),
        (Some(_), Some(_)) => Err(BoardError::SecondTreasure),
    }
}

/// Scratch space for solving boards one after another (flood marks are reused).
#[derive(Clone, Debug, Default)]
pub struct Solver {
    /// The first flood: the treasure's region, with its ring stones as walls.
    region: Flood,
    /// The second flood: everything reachable from outside without crossing the ring.
    reachable: Flood,
}

impl Solver {
    pub fn new() -> Self {
        Self::default()
    }

    /// Whether Ali (who moves first) wins on the `rows` x `cols` board of row-major `cells`.
    /// O(rows x cols).
    ///
    /// Panics unless `cells` holds `rows x cols` cells.
    pub fn ali_wins(
        &mut self,
        rows: usize,
        cols: usize,
        cells: &[Cell],
    ) -> Result<bool, BoardError> {
        assert_eq!(
            Some(cells.len()),
            rows.checked_mul(cols),
            "one cell per square of the board"
        );
        let shape = ringed_shape(rows, cols)?;
        let treasure = the_treasure(cells)?;
        let mut board = Grid::new(shape, Cell::Empty);
        for (cell, &value) in shape.cells().zip(cells) {
            board[cell] = value;
        }
        Ok(self.ali_wins_on(&board, shape.index(treasure / cols, treasure % cols)))
    }

    /// Whether Ali wins on `board`, a board inside a ring of outside cells (a
    /// [`Shape::with_ring`]; panics otherwise) with its only treasure at `treasure`.
    /// O(rows x cols).
    pub fn ali_wins_on(&mut self, board: &Grid<Cell>, treasure: usize) -> bool {
        let outside = board.shape().ring_cell().expect("a board inside a ring");
        self.treasure_touchable(board, treasure, outside) || self.free_hits_are_odd(board, outside)
    }

    /// Floods the treasure's region (empty cells, the outside ring included) and tells
    /// whether it reaches the outside. Afterwards `region` has reached the region and its
    /// ring stones.
    fn treasure_touchable(&mut self, grid: &Grid<Cell>, treasure: usize, outside: usize) -> bool {
        self.region
            .fill(grid.shape(), Adjacency::Four, &[treasure], |cell| {
                grid[cell] == Cell::Empty
            });
        self.region.reached(outside)
    }

    /// With the treasure sealed in its ring: whether the number of free hits is odd. Floods
    /// from outside through every cell off the region and its ring, counting the HP of each
    /// stone entered and HP - 1 of each ring stone met.
    fn free_hits_are_odd(&mut self, grid: &Grid<Cell>, outside: usize) -> bool {
        let Solver { region, reachable } = self;
        let mut odd = false;
        reachable.fill(grid.shape(), Adjacency::Four, &[outside], |cell| {
            let ring_stone = region.reached(cell);
            odd ^= grid[cell].odd_hp() ^ ring_stone;
            !ring_stone
        });
        odd
    }
}

/// Whether Ali wins on the `rows` x `cols` board of row-major `cells`; see [`Solver`] to
/// solve many boards. Panics unless `cells` holds `rows x cols` cells.
pub fn ali_wins(rows: usize, cols: usize, cells: &[Cell]) -> Result<bool, BoardError> {
    Solver::new().ali_wins(rows, cols, cells)
}

/// The judge's answer line (without its line end).
pub fn answer(ali_wins: bool) -> &'static str {
    if ali_wins {
        "Ali Win"
    } else {
        "Baba Win"
    }
}

/// Reads one case, `N M` then N rows of M values, into `board` (reshaped to the case, with a
/// ring of outside cells); returns the treasure's cell. Runs of plain numbers are taken in
/// bulk; any other token (the treasure, a malformed one) is read on its own. A second
/// treasure is an error at its token, a missing one at the last cell.
pub fn read_board<R: Read>(
    sc: &mut Scanner<R>,
    board: &mut Grid<Cell>,
) -> Result<usize, InputError> {
    let rows = sc.int_in("the number of rows N", 1..=usize::MAX)?;
    let cols = sc.int_in("the number of columns M", 1..=usize::MAX)?;
    let shape =
        ringed_shape(rows, cols).map_err(|e| InputError::new(sc.token_pos(), e.to_string()))?;
    board.reset(shape, Cell::Empty);
    let mut treasure = None;
    for r in 0..rows {
        let row = board.row_mut(r);
        let mut filled = 0;
        while filled < cols {
            sc.naturals(cols - filled, |hp| {
                row[filled] = Cell::from_hit_points(hp);
                filled += 1;
                true
            });
            if filled < cols {
                row[filled] = read_cell(sc, r, shape.index(r, filled), &mut treasure)?;
                filled += 1;
            }
        }
    }
    let (cell, _) = treasure
        .ok_or_else(|| InputError::new(sc.token_pos(), BoardError::NoTreasure.to_string()))?;
    Ok(cell)
}

/// Reads the value of `cell`, in 0-based row `r`, as one token. `treasure` holds the cell
/// and position of the treasure read so far: a second one is an error, a first one is
/// recorded.
fn read_cell<R: Read>(
    sc: &mut Scanner<R>,
    r: usize,
    cell: usize,
    treasure: &mut Option<(usize, Pos)>,
) -> Result<Cell, InputError> {
    let range = TREASURE_VALUE..=i64::MAX;
    let value = Cell::from_value(sc.int_in(format_args!("a cell of row {}", r + 1), range)?);
    if value == Cell::Treasure {
        if let Some((_, first)) = treasure {
            let message = format!(
                "{} (the first is at line {})",
                BoardError::SecondTreasure,
                first
            );
            return Err(InputError::new(sc.token_pos(), message));
        }
        *treasure = Some((cell, sc.token_pos()));
    }
    Ok(value)
}

/// Solves a whole input: cases until the end of the input, no count.
pub fn run<R: Read, W: Write>(input: R, output: &mut W) -> Result<(), Failure> {
    let mut sc = Scanner::new(input);
    let mut solver = Solver::new();
    let mut board = Grid::default();
    let mut case = 1;
    while !sc.at_end().in_case(case)? {
        let treasure = read_board(&mut sc, &mut board).in_case(case)?;
        writeln!(output, "{}", answer(solver.ali_wins_on(&board, treasure)))?;
        case += 1;
    }
    Ok(())
}

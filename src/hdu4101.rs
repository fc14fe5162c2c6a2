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

/// A cell of the board; a stone keeps only the parity of its hit points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    Empty,
    Stone { odd_hp: bool },
    Treasure,
}

impl Cell {
    /// The cell an input value stands for: `-1` the treasure, `0` empty, `x > 0` a stone
    /// of `x` hit points. Values are at least `-1` (the reader rejects the others).
    pub fn from_value(value: i64) -> Cell {
        debug_assert!(value >= TREASURE_VALUE);
        match value {
            TREASURE_VALUE => Cell::Treasure,
            0 => Cell::Empty,
            hp => Cell::Stone {
                odd_hp: hp % 2 != 0,
            },
        }
    }

    /// Whether the cell takes an odd number of hits to become empty (false unless a stone).
    fn odd_hp(self) -> bool {
        matches!(self, Cell::Stone { odd_hp: true })
    }
}

/// Why a list of cells is not a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// The board and its outside ring would not fit in `u32` cells.
    TooLarge,
    /// Not `rows x cols` cells.
    WrongCellCount,
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
            BoardError::WrongCellCount => {
                write!(f, "expected rows x cols cells, found another number")
            }
            BoardError::NoTreasure => write!(f, "{treasure}, found none"),
            BoardError::SecondTreasure => write!(f, "{treasure}, found a second one"),
        }
    }
}

/// The shape of a `rows` x `cols` board inside its ring of outside cells, and one cell of
/// that ring.
fn ringed_shape(rows: usize, cols: usize) -> Result<(Shape, usize), BoardError> {
    let shape = Shape::with_ring(rows, cols).ok_or(BoardError::TooLarge)?;
    shape
        .ring_cell()
        .map(|outside| (shape, outside))
        .ok_or(BoardError::TooLarge)
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
    pub fn ali_wins(
        &mut self,
        rows: usize,
        cols: usize,
        cells: &[Cell],
    ) -> Result<bool, BoardError> {
        if Some(cells.len()) != rows.checked_mul(cols) {
            return Err(BoardError::WrongCellCount);
        }
        let (shape, outside) = ringed_shape(rows, cols)?;
        let treasure = the_treasure(cells)?;
        let mut grid = Grid::new(shape, Cell::Empty);
        for (cell, &value) in shape.cells().zip(cells) {
            grid[cell] = value;
        }
        let treasure = shape.index(treasure / cols, treasure % cols);
        Ok(self.treasure_touchable(&grid, treasure, outside)
            || self.free_hits_are_odd(&grid, outside))
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
/// solve many boards.
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

/// Reads one case, `N M` then N rows of M values, into `cells` (row-major); returns
/// `(N, M)`. A second treasure is an error at its token; a missing one is left to the
/// solver.
pub fn read_board<R: Read>(
    sc: &mut Scanner<R>,
    cells: &mut Vec<Cell>,
) -> Result<(usize, usize), InputError> {
    let rows = sc.int_in("the number of rows N", 1..=usize::MAX)?;
    let cols = sc.int_in("the number of columns M", 1..=usize::MAX)?;
    ringed_shape(rows, cols).map_err(|e| InputError::new(sc.token_pos(), e.to_string()))?;
    cells.clear();
    let mut first_treasure: Option<Pos> = None;
    for r in 1..=rows {
        let what = format!("a cell of row {r}");
        for _ in 0..cols {
            let cell = Cell::from_value(sc.int_in(&what, TREASURE_VALUE..=i64::MAX)?);
            if cell == Cell::Treasure {
                if let Some(first) = first_treasure {
                    let message = format!(
                        "{} (the first is at line {first})",
                        BoardError::SecondTreasure
                    );
                    return Err(InputError::new(sc.token_pos(), message));
                }
                first_treasure = Some(sc.token_pos());
            }
            cells.push(cell);
        }
    }
    Ok((rows, cols))
}

/// Solves a whole input: cases until the end of the input, no count.
pub fn run<R: Read, W: Write>(input: R, output: &mut W) -> Result<(), Failure> {
    let mut sc = Scanner::new(input);
    let mut solver = Solver::new();
    let mut cells = Vec::new();
    let mut case = 1;
    while !sc.at_end().in_case(case)? {
        let ali = read_board(&mut sc, &mut cells)
            .and_then(|(rows, cols)| {
                solver
                    .ali_wins(rows, cols, &cells)
                    .map_err(|e| InputError::new(sc.token_pos(), e.to_string()))
            })
            .in_case(case)?;
        writeln!(output, "{}", answer(ali))?;
        case += 1;
    }
    Ok(())
}

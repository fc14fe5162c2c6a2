//! LOJ 6033 「雅礼集训 2017 Day2」棋盘游戏: from which free cells does Alice win?
//!
//! Rule: Alice puts the piece on a free cell of an `n` x `m` board (it counts as visited).
//! Then Bob moves first; the players alternate moving the piece to a 4-adjacent free cell
//! never visited before. Whoever cannot move loses.
//!
//! The free cells and their adjacencies form a bipartite graph (colour the board like a
//! chessboard: neighbours always differ in colour). Alice wins from `v` exactly when some
//! maximum matching leaves `v` unmatched:
//! - If a maximum matching `M` misses `v`, Alice answers every move of Bob, to `u`, with
//!   the matching edge `u M(u)`. The cell `u` is matched: otherwise the moves so far,
//!   `v u₁ M(u₁) … u`, would be an augmenting path (alternating, both ends unmatched) and
//!   `M` would not be maximum. And `M(u)` is unvisited, because the visited cells are `v`,
//!   which is unmatched, and whole matched pairs, and `u` is not visited. So Alice always
//!   has a move, and Bob runs out of moves first.
//! - If every maximum matching covers `v`, Bob plays that strategy with any maximum
//!   matching `M`, starting with the edge `v M(v)`. Every cell `x` Alice moves to is
//!   matched: otherwise flipping the alternating path `v M(v) … x` would give a maximum
//!   matching that misses `v`. So Bob always has a move, and Alice runs out first.
//!
//! The cells some maximum matching misses are, for any one maximum matching `M`, the
//! unmatched cells and the cells an *even* alternating path (a non-matching edge, then a
//! matching edge, and so on) leads to from an unmatched cell: flipping that path moves the
//! hole onto the cell, and conversely the symmetric difference of `M` with a maximum
//! matching missing `v` holds such a path ending at `v`. Even paths stay in one colour
//! class, so each class is searched from its own unmatched cells.
//!
//! So: one maximum matching by Hopcroft–Karp (layers by a breadth-first search over the
//! matching graph, augmenting paths by an explicit-stack depth-first search: no recursion),
//! then per colour one [`grid::bfs`](crate::grid::bfs) where a cell of the other colour is
//! entered through any edge and a cell of the searched colour only through its matching
//! then per colour one [`grid::bfs`](crate::grid::bfs) where a cell of the other colour is
//! entered through any edge and a cell of the searched colour only through its matching
//! edge. O(nm √(nm)) time.
//!
//! Memory, whatever the board's shape: the board (1 byte a cell), stored as its rows
//! arrive, and the solver's state, reserved once the board is read: a cell's partner is
//! one of its four neighbours, so the matching keeps its direction (1 byte a cell); a left
//! cell keeps its free neighbours and how many of them a phase has tried (1 byte) and its
//! layer (4 bytes), left cells being half the cells; the search's marks take 1 byte a
//! cell, and one queue of 4 bytes a cell serves the layered search, the depth-first
//! search's stack and the breadth-first searches. At most 9.5 bytes a cell in all.
//!
//! Only the `n` rows of the board are read; anything after them gets a warning, and the
//! answer.

use crate::grid::{bfs, Shape};
use crate::judge::{self, Failure, InCase};
use crate::memory;
use crate::scanner::{Alphabet, InputError, Scanner};
use std::collections::TryReserveError;
use std::io::{self, Read, Write};

pub const FREE: u8 = b'.';
const CELLS: Alphabet = Alphabet::new(".#");

/// No layer.
const NONE: u32 = u32::MAX;
/// The direction of no partner (the four steps are 0 to 3).
const UNMATCHED: u8 = 4;

/// A board: its shape, and whether each cell is free.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    shape: Shape,
    free: Vec<bool>,
}

impl Board {
    /// The board `shape` whose cell `i` is free when `free[i]`. Panics unless `free` has
    /// one entry per cell.
    pub fn new(shape: Shape, free: Vec<bool>) -> Self {
        assert_eq!(free.len(), shape.len(), "one entry of `free` per cell");
        Board { shape, free }
    }

    pub fn shape(&self) -> Shape {
        self.shape
    }
}

/// The cells where Alice can put the piece and win: those of colour `c` whose bit `c` of
/// `reached` is set.
#[derive(Clone, Copy, Debug)]
pub struct Starts<'a> {
    shape: Shape,
    reached: &'a [u8],
}

impl Starts<'_> {
    /// The winning cells, 0-based `(row, col)`, in row-major order.
    pub fn cells(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let Starts { shape, reached } = *self;
        shape
            .cells()
            .filter(move |&cell| reached[cell] & (1 << colour_of(shape, cell)) != 0)
            .filter_map(move |cell| shape.coords(cell))
    }
}

/// Scratch space of [`solve`], reserved by [`Scratch::reserve`] once the board is read so
/// that solving allocates nothing.
#[derive(Clone, Debug, Default)]
pub struct Scratch {
    /// Per cell: the direction of its partner, or `UNMATCHED`.
    mate: Vec<u8>,
    /// Per left cell (at `cell / 2`): bits 0 to 3 the directions of its free neighbours,
    /// bits 4 to 6 the first direction this phase's search has not tried.
    left: Vec<u8>,
    /// Per left cell (at `cell / 2`): its layer in this phase, or `NONE`.
    layer: Vec<u32>,
    /// The layered search's queue, the augmenting search's stack, the searches' queue.
    work: Vec<u32>,
    /// Per cell: bit `c` once the search from the unmatched cells of colour `c` reached it.
    reached: Vec<u8>,
}

impl Scratch {
    /// Reserves what solving a board of `shape` needs; an error when the memory cannot be
    /// had. Without it, [`solve`] makes room itself.
    pub fn reserve(&mut self, shape: Shape) -> Result<(), TryReserveError> {
        let (cells, lefts) = (shape.len(), left_slots(shape));
        memory::reserve(&mut self.mate, cells)?;
        memory::reserve(&mut self.left, lefts)?;
        memory::reserve(&mut self.layer, lefts)?;
        memory::reserve(&mut self.work, cells)?;
        memory::reserve(&mut self.reached, cells)
    }
}

/// The cells where Alice can put the piece and win, given as the cells some maximum
/// matching misses. O(nm √(nm)).
pub fn solve<'a>(board: &Board, scratch: &'a mut Scratch) -> Starts<'a> {
    let Board { shape, free } = board;
    let (shape, free) = (*shape, free.as_slice());
    let Scratch {
        mate,
        left,
        layer,
        work,
        reached,
    } = scratch;
    Matching::new(shape, free, mate, left, layer, work).maximise();
    reached.clear();
    reached.resize(shape.len(), 0);
    for colour in 0..2 {
        mark_missable(shape, free, mate, colour, reached, work);
    }
    Starts { shape, reached }
}

/// The chessboard colour of a cell, 0 or 1: 4-neighbours always differ.
fn colour_of(shape: Shape, cell: usize) -> u8 {
    let (row, col) = shape.coords(cell).expect("a board without ring");
    ((row + col) % 2) as u8
}

/// The left cells (colour 0), row-major. Cell `i` is stored at `i / 2` in the per-left-cell
/// arrays: with an odd width, `i` has the parity of row + column, so the left cells are
/// the even ones; with an even width, row `r` holds the left cells of the columns of its
/// parity, and `i / 2 = r m / 2 + c / 2`. Either way one to one onto `0..left_slots`.
fn left_cells(shape: Shape) -> LeftCells {
    LeftCells {
        shape,
        row: 0,
        next: 0,
        row_end: shape.cols(),
    }
}

/// The iterator of [`left_cells`]: a plain loop, as the phases walk it many times over.
#[derive(Clone, Debug)]
struct LeftCells {
    shape: Shape,
    row: usize,
    next: usize,
    row_end: usize,
}

impl Iterator for LeftCells {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        while self.next >= self.row_end {
            self.row += 1;
            if self.row >= self.shape.rows() {
                return None;
            }
            let cols = self.shape.cols();
            self.next = self.row * cols + self.row % 2;
            self.row_end = self.next - self.row % 2 + cols;
        }
        let cell = self.next;
        self.next += 2;
        Some(cell)
    }
}

/// The slots of the per-left-cell arrays.
fn left_slots(shape: Shape) -> usize {
    (shape.len() + 1) / 2
}

/// The cell one step from `cell` in `direction`: up, left, right, down for 0 to 3 (so
/// the opposite of `d` is `3 - d`), as offsets added modulo 2^64.
#[derive(Clone, Copy)]
struct Steps([usize; 4]);

impl Steps {
    fn new(shape: Shape) -> Self {
        let cols = shape.cols();
        Steps([cols.wrapping_neg(), usize::MAX, 1, cols])
    }

    #[inline]
    fn from(self, cell: usize, direction: u8) -> usize {
        cell.wrapping_add(self.0[direction as usize])
    }
}

/// Sets bit `colour` of `reached` on every cell of colour `colour` that some maximum
/// matching misses, given the maximum matching `mate`: the unmatched ones and those an
/// even alternating path leads to from them. The search enters a cell of the other colour
/// through any edge (it is matched, `mate` being maximum), and a cell of this colour only
/// once its partner has been entered: its partner is one of its neighbours, so the cell is
/// offered again when the partner is expanded. O(cells).
fn mark_missable(
    shape: Shape,
    free: &[bool],
    mate: &[u8],
    colour: u8,
    reached: &mut [u8],
    queue: &mut Vec<u32>,
) {
    let bit = 1 << colour;
    let steps = Steps::new(shape);
    let hole = move |c: usize| free[c] && mate[c] == UNMATCHED && colour_of(shape, c) == colour;
    for cell in shape.cells().filter(|&c| hole(c)) {
        reached[cell] |= bit;
    }
    let holes = shape.cells().filter(move |&c| hole(c));
    bfs(queue, shape, holes, |cell| {
        let enters = free[cell]
            && reached[cell] & bit == 0
            && (colour_of(shape, cell) != colour
                || mate[cell] != UNMATCHED && reached[steps.from(cell, mate[cell])] & bit != 0);
        if enters {
            reached[cell] |= bit;
        }
        enters
    });
}

/// Hopcroft–Karp on the free cells: the cells of colour 0 on the left, colour 1 on the
/// right.
///
/// Invariant: `mate` is a matching (the partner of a cell's partner is the cell, both free
/// and adjacent; `UNMATCHED` for unmatched cells). Each phase computes the layers of the
/// left cells (`layer`, by breadth-first search over the matching graph from the
/// unmatched left cells), then flips a maximal set of disjoint shortest augmenting paths
/// found by depth-first search along those layers. O(√(nm)) phases of O(nm) each.
///
/// The layered search is not `grid::bfs`: it walks the matching graph (left cell, right
/// neighbour, that neighbour's partner: two grid steps per edge) and gives each left cell
/// the layer of the cell it was reached from plus one, which `grid::bfs`'s `enter`, seeing
/// only the cell offered, cannot know. Each left cell keeps the directions of its free
/// neighbours as four bits, so that the phases, run many times over, pay no bounds checks.
struct Matching<'a> {
    shape: Shape,
    steps: Steps,
    free: &'a [bool],
    mate: &'a mut [u8],
    left: &'a mut [u8],
    layer: &'a mut [u32],
    /// The layer of the left cells next to an unmatched right cell; `NONE` when none is.
    shortest: u32,
    /// The layered search's queue (a left cell is queued once a phase), then the
    /// augmenting search's stack of left cells.
    work: &'a mut Vec<u32>,
}

/// The bits 0 to 3 of a left cell's byte: the directions of its free neighbours.
const NEIGHBOURS: u8 = 0x0f;
/// One direction in the bits 4 to 6 of a left cell's byte: the next direction to try.
const TRIED: u8 = 1 << 4;

impl<'a> Matching<'a> {
    /// The empty matching of the free cells of `shape`, in the scratch space given.
    fn new(
        shape: Shape,
        free: &'a [bool],
        mate: &'a mut Vec<u8>,
        left: &'a mut Vec<u8>,
        layer: &'a mut Vec<u32>,
        work: &'a mut Vec<u32>,
    ) -> Self {
        mate.clear();
        mate.resize(shape.len(), UNMATCHED);
        left.clear();
        left.resize(left_slots(shape), 0);
        layer.clear();
        layer.resize(left_slots(shape), NONE);
        let steps = Steps::new(shape);
        let (rows, cols) = (shape.rows(), shape.cols());
        for u in left_cells(shape).filter(|&u| free[u]) {
            let (r, c) = (u / cols, u % cols);
            let sides = [r > 0, c > 0, c + 1 < cols, r + 1 < rows];
            left[u / 2] = (0..4)
                .filter(|&d| sides[d as usize] && free[steps.from(u, d)])
                .fold(0, |bits, d| bits | 1 << d);
        }
        Matching {
            shape,
            steps,
            free,
            mate,
            left,
            layer,
            shortest: NONE,
            work,
        }
    }

    /// Makes the matching maximum.
    fn maximise(mut self) {
        while self.build_layers() {
            self.augment_all();
        }
    }

    /// The free left cells.
    fn lefts(&self) -> impl Iterator<Item = usize> + 'a {
        let free = self.free;
        left_cells(self.shape).filter(move |&u| free[u])
    }

    /// The partner of `cell`, if it has one.
    #[inline]
    fn partner(&self, cell: usize) -> Option<usize> {
        match self.mate[cell] {
            UNMATCHED => None,
            direction => Some(self.steps.from(cell, direction)),
        }
    }

    /// Layers the left cells by their distance (in matching-graph steps) from an
    /// unmatched left cell, up to the first layer next to an unmatched right cell; tells
    /// whether there is one, that is, whether an augmenting path exists.
    fn build_layers(&mut self) -> bool {
        self.work.clear();
        for u in self.lefts() {
            let unmatched = self.mate[u] == UNMATCHED;
            self.layer[u / 2] = if unmatched { 0 } else { NONE };
            if unmatched {
                self.work.push(u as u32);
            }
        }
        self.shortest = NONE;
        let mut next = 0;
        while let Some(&u) = self.work.get(next) {
            next += 1;
            let u = u as usize;
            let layer = self.layer[u / 2];
            if layer >= self.shortest {
                break;
            }
            let mut neighbours = self.left[u / 2] & NEIGHBOURS;
            while neighbours != 0 {
                let direction = neighbours.trailing_zeros() as u8;
                neighbours &= neighbours - 1;
                match self.partner(self.steps.from(u, direction)) {
                    None => self.shortest = layer,
                    Some(w) if self.layer[w / 2] == NONE => {
                        self.layer[w / 2] = layer + 1;
                        self.work.push(w as u32);
                    }
                    _ => {}
                }
            }
        }
        self.shortest != NONE
    }

    /// Augments from every unmatched left cell along the layers, each left cell resuming
    /// its neighbours where it stopped (a neighbour tried once in a phase is useless
    /// again), so the phase is O(nm).
    fn augment_all(&mut self) {
        for u in self.lefts() {
            self.left[u / 2] &= NEIGHBOURS;
        }
        for root in self.lefts() {
            if self.mate[root] == UNMATCHED && self.layer[root / 2] == 0 {
                self.augment_from(root);
            }
        }
    }

    /// Depth-first search, with an explicit stack of left cells, for a shortest augmenting
    /// path from `root`; flips it if found. A left cell all of whose neighbours failed is
    /// a dead end for the rest of the phase (its layer becomes `NONE`).
    fn augment_from(&mut self, root: usize) {
        self.work.clear();
        self.work.push(root as u32);
        while let Some(&u) = self.work.last() {
            let u = u as usize;
            match self.next_step(u) {
                None => {
                    self.layer[u / 2] = NONE;
                    self.work.pop();
                }
                Some(v) => match self.partner(v) {
                    None => return self.flip_stack(),
                    Some(w) => self.work.push(w as u32),
                },
            }
        }
    }

    /// The next untried neighbour of the left cell `u` on a shortest augmenting path: an
    /// unmatched right cell if `u` is in the last layer, else a right cell whose partner
    /// is in the next layer. Its direction is the one before the next to try.
    fn next_step(&mut self, u: usize) -> Option<usize> {
        let layer = self.layer[u / 2];
        loop {
            let byte = self.left[u / 2];
            let untried = byte & NEIGHBOURS & NEIGHBOURS << (byte / TRIED);
            if untried == 0 {
                return None;
            }
            let direction = untried.trailing_zeros() as u8;
            self.left[u / 2] = (byte & NEIGHBOURS) | ((direction + 1) * TRIED);
            let v = self.steps.from(u, direction);
            let leads_on = match self.partner(v) {
                None => layer == self.shortest,
                Some(w) => layer < self.shortest && self.layer[w / 2] == layer + 1,
            };
            if leads_on {
                return Some(v);
            }
        }
    }

    /// Flips the path on the stack, which ends at an unmatched right cell: each left cell
    /// on it takes the right cell its search stepped to last (whose partner was the next
    /// left cell on the stack).
    fn flip_stack(&mut self) {
        for &u in self.work.iter() {
            let u = u as usize;
            let direction = self.left[u / 2] / TRIED - 1;
            self.mate[u] = direction;
            self.mate[self.steps.from(u, direction)] = 3 - direction;
        }
    }
}

/// Reads `n m` and the board, stored as its rows arrive (a size larger than the rows given
/// costs no memory), and reserves `scratch` for solving it; a board that does not fit in
/// memory is an error at its size.
pub fn read_board<R: Read>(
    sc: &mut Scanner<R>,
    scratch: &mut Scratch,
) -> Result<Board, InputError> {
    let rows: usize = sc.int_in("the number of rows n", 1..=usize::MAX)?;
    let cols: usize = sc.int_in("the number of columns m", 1..=usize::MAX)?;
    let size = sc.token_pos();
    let shape = Shape::new(rows, cols).ok_or_else(|| {
        let message = format!(
            "a board of {} x {} cells has more than {} cells",
            rows,
            cols,
            u32::MAX
        );
        InputError::new(size, message)
    })?;
    let no_room = |_| memory::does_not_fit(size, rows, cols);
    let mut free = Vec::new();
    for r in 0..rows {
        sc.row(
            cols,
            &CELLS,
            format_args!("row {} of the board", r + 1),
            |cells| {
                memory::grow(&mut free, cells.len(), shape.len()).map_err(no_room)?;
                free.extend(cells.iter().map(|&b| b == FREE));
                Ok(())
            },
        )?;
    }
    scratch.reserve(shape).map_err(no_room)?;
    Ok(Board { shape, free })
}

/// Writes the judge's answer: the number of winning starts, then each as 1-based
/// `row col`, one per line.
pub fn write_answer<W: Write>(output: &mut W, starts: Starts<'_>) -> io::Result<()> {
    writeln!(output, "{}", starts.cells().count())?;
    for (row, col) in starts.cells() {
        writeln!(output, "{} {}", row + 1, col + 1)?;
    }
    Ok(())
}

/// Solves a whole input: `n m`, then `n` rows of `m` cells (a single test case); warns
/// about anything after them.
pub fn run<R: Read, W: Write>(
    input: R,
    output: &mut W,
    warnings: &mut dyn Write,
) -> Result<(), Failure> {
    let mut sc = Scanner::new(input);
    let mut scratch = Scratch::default();
    let board = read_board(&mut sc, &mut scratch).in_case(1)?;
    write_answer(output, solve(&board, &mut scratch))?;
    judge::expect_end(&mut sc, warnings)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn starts(rows: &[&str]) -> Vec<(usize, usize)> {
        let shape = Shape::new(rows.len(), rows[0].len()).unwrap();
        let free: Vec<bool> = rows.concat().bytes().map(|b| b == FREE).collect();
        solve(&Board::new(shape, free), &mut Scratch::default())
            .cells()
            .collect()
    }

    #[test]
    fn a_perfect_matching_leaves_alice_nothing() {
        assert_eq!(starts(&["..", ".."]), []);
        assert_eq!(starts(&["....", "#..#"]), []);
    }

    #[test]
    fn a_lone_cell_wins_and_an_odd_path_wins_at_its_even_cells() {
        assert_eq!(starts(&["#.#"]), [(0, 1)]);
        assert_eq!(starts(&["....."]), [(0, 0), (0, 2), (0, 4)]);
    }

    #[test]
    fn both_colour_classes_are_searched() {
        // Three cells of colour 1 around one of colour 0: the colour-0 cell is in every
        // maximum matching, each colour-1 cell is missed by one.
        assert_eq!(starts(&["#.#", "...", "###"]), [(0, 1), (1, 0), (1, 2)]);
    }

    /// Left cells fill `0..left_slots` one to one, for odd and even widths.
    #[test]
    fn left_cells_have_slots_of_their_own() {
        for (rows, cols) in [(1, 1), (3, 5), (4, 4), (5, 2), (2, 7), (1, 6)] {
            let shape = Shape::new(rows, cols).unwrap();
            let mut slots: Vec<usize> = left_cells(shape).map(|u| u / 2).collect();
            assert!(left_cells(shape).all(|u| colour_of(shape, u) == 0));
            assert_eq!(slots.len(), (rows * cols + 1) / 2);
            slots.sort_unstable();
            slots.dedup();
            assert_eq!(slots.len(), (rows * cols + 1) / 2);
            assert!(slots.iter().all(|&s| s < left_slots(shape)));
        }
    }
}

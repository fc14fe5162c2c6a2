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
//! class. One search from the unmatched cells of both colours at once finds them all: from
//! a marked cell `x` it steps to any neighbour `y` (matched, as `M` is maximum: else the
//! path to `x` and the edge `x y` would augment) and on to `y`'s partner, which it marks.
//! The marks are the same as those of one search per colour: a cell is only ever reached
//! from unmatched cells of its own colour, and the search never steps through `y` twice
//! (the second time its partner is marked already). By induction the search tree's path to
//! each mark is a simple even alternating path: the odd cells on it are the partners of
//! its even ones, all of the other colour, and a marked cell is never entered again.
//!
//! So:
//! 1. A greedy matching: in row-major order, each unmatched free cell takes its right
//!    neighbour if free and unmatched, else the one below (never matched yet: only the
//!    cells before it in row-major order could have taken it); but the one below first
//!    when the cell is that one's only free neighbour (else it would be left unmatched
//!    where matching it costs nothing). O(nm).
//! 2. Hopcroft–Karp from there, with the colour of fewer unmatched cells on the left
//!    (the other colour's surplus can never all be matched: searched from, it would
//!    fill the layers with the same trees in every phase). Each phase layers the
//!    left cells by a breadth-first search over the matching graph from the unmatched
//!    left cells, up to the first layer next to an unmatched right cell, then flips a
//!    maximal set of disjoint shortest augmenting paths, found by depth-first searches
//!    along the layers with an explicit stack (no recursion), each left cell resuming its
//!    neighbours where it stopped. A phase costs what its searches reach, not the board:
//!    the unmatched left cells are kept in a list, and layers carry the phase's base (a
//!    layer below it is from an earlier phase) so that nothing is reset between phases.
//!    O(√(nm)) phases, O(nm √(nm)) in all, far less after the greedy start.
//! 3. The search above from the unmatched cells of both colours. O(nm).
//!
//! Memory, whatever the board's shape: the board (1 byte a cell), stored as its rows
//! arrive, and the solver's state, reserved once the board is read: a cell's partner is
//! one of its four neighbours, so one byte a cell holds the directions of its free
//! neighbours, its partner's direction and its mark; a left cell keeps its layer (4
//! bytes) and the next direction its search tries (1 byte), left cells being half the
//! cells; one list of 4 bytes a cell holds the unmatched left cells, the layered search's
//! queue and the depth-first search's stack, then the last search's stack. At most 8.5
//! bytes a cell in all.
//!
//! Only the `n` rows of the board are read; anything after them gets a warning, and the
//! answer.

use crate::grid::Shape;
use crate::judge::{self, Failure, InCase};
use crate::memory;
use crate::scanner::{Alphabet, InputError, Scanner};
use std::collections::TryReserveError;
use std::io::{self, Read, Write};

pub const FREE: u8 = b'.';
const CELLS: Alphabet = Alphabet::new(".#");

/// The bits 0 to 3 of a cell's byte: the directions of its free neighbours (none for a
/// blocked cell).
const NEIGHBOURS: u8 = 0x0f;
/// The bits 4 to 6 of a cell's byte: its partner's direction (0 to 3), or `UNMATCHED`.
const PARTNER: u8 = 0x70;
/// The partner's field of an unmatched cell.
const UNMATCHED: u8 = 4 << 4;
/// Bit 7 of a cell's byte: some maximum matching misses the cell (Alice wins there).
const WINS: u8 = 0x80;
/// No layer: the layered search stops at the first layer `< NONE` next to an unmatched
/// right cell.
const NONE: u32 = u32::MAX;

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

/// The cells where Alice can put the piece and win: those whose byte has `WINS`.
#[derive(Clone, Copy, Debug)]
pub struct Starts<'a> {
    shape: Shape,
    cells: &'a [u8],
    count: usize,
}

impl Starts<'_> {
    /// The winning cells, 0-based `(row, col)`, in row-major order.
    pub fn cells(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let Starts { shape, cells, .. } = *self;
        shape
            .cells()
            .filter(move |&cell| cells[cell] & WINS != 0)
            .filter_map(move |cell| shape.coords(cell))
    }

    /// How many cells win.
    pub fn count(&self) -> usize {
        self.count
    }
}

/// Scratch space of [`solve`], reserved by [`Scratch::reserve`] once the board is read so
/// that solving allocates nothing.
#[derive(Clone, Debug, Default)]
pub struct Scratch {
    /// Per cell: `NEIGHBOURS`, `PARTNER` and `WINS`.
    cells: Vec<u8>,
    /// Per left cell (at `cell / 2`): its layer, `base` and up in this phase.
    layer: Vec<u32>,
    /// Per left cell (at `cell / 2`): the first direction this phase's search has not
    /// tried (0 to 4).
    tried: Vec<u8>,
    /// The unmatched left cells, then the layered search's queue or the augmenting
    /// search's stack; at last the winning cells' stack.
    work: Vec<u32>,
}

impl Scratch {
    /// Reserves what solving a board of `shape` needs; an error when the memory cannot be
    /// had. Without it, [`solve`] makes room itself.
    pub fn reserve(&mut self, shape: Shape) -> Result<(), TryReserveError> {
        let (cells, lefts) = (shape.len(), left_slots(shape));
        memory::reserve(&mut self.cells, cells)?;
        memory::reserve(&mut self.layer, lefts)?;
        memory::reserve(&mut self.tried, lefts)?;
        // The stack holds distinct left cells past the unmatched ones, but its root.
        memory::reserve(&mut self.work, cells + 1)
    }
}

/// The cells where Alice can put the piece and win, given as the cells some maximum
/// matching misses. O(nm √(nm)).
pub fn solve<'a>(board: &Board, scratch: &'a mut Scratch) -> Starts<'a> {
    let Board { shape, free } = board;
    let Scratch {
        cells,
        layer,
        tried,
        work,
    } = scratch;
    link_neighbours(*shape, free, cells);
    let steps = Steps::new(*shape);
    match_greedily(cells, steps);
    Matching::new(*shape, steps, cells, layer, tried, work).maximise();
    let count = mark_winners(free, cells, steps, work);
    Starts {
        shape: *shape,
        cells,
        count,
    }
}

/// Sets each cell's byte to its free neighbours' directions and `UNMATCHED` (a blocked
/// cell: no neighbours): a pass a direction, over the whole board for up and down, over
/// each row for left and right, each pairing the cells with their neighbours as two
/// slices (no bounds check a cell: the compiler vectorises it). O(nm).
fn link_neighbours(shape: Shape, free: &[bool], cells: &mut Vec<u8>) {
    let cols = shape.cols().min(free.len());
    let above_last_row = free.len() - cols;
    cells.clear();
    cells.resize(free.len(), UNMATCHED);
    // Every row but the last, and every row but the first: cell for cell a row apart.
    let (upper, lower) = (&free[..above_last_row], &free[cols..]);
    link(&mut cells[cols..], lower, upper, UP);
    link(&mut cells[..above_last_row], upper, lower, DOWN);
    let rows = cells.chunks_mut(cols.max(1)).zip(free.chunks(cols.max(1)));
    for (cells, free) in rows {
        let last = free.len() - 1;
        link(&mut cells[1..], &free[1..], &free[..last], LEFT);
        link(&mut cells[..last], &free[..last], &free[1..], RIGHT);
    }
}

/// Adds `direction` to the byte of each cell of `cells` that is free (`free`) and whose
/// neighbour that way is free too (`neighbour`, aligned with them).
fn link(cells: &mut [u8], free: &[bool], neighbour: &[bool], direction: u8) {
    for ((byte, &free), &neighbour) in cells.iter_mut().zip(free).zip(neighbour) {
        *byte |= ((free & neighbour) as u8) << direction;
    }
}

/// Matches, in row-major order, each unmatched cell with a neighbour: its right one if
/// unmatched, else the one below, unmatched as only the cells before it could have taken
/// it; the one below first when the cell is its only free neighbour. O(nm).
fn match_greedily(cells: &mut [u8], steps: Steps) {
    for u in 0..cells.len() {
        let byte = cells[u];
        if byte & PARTNER != UNMATCHED {
            continue;
        }
        let right = byte & 1 << RIGHT != 0 && cells[u + 1] & PARTNER == UNMATCHED;
        let down = byte & 1 << DOWN != 0;
        let down_first = down && (!right || cells[steps.from(u, DOWN)] & NEIGHBOURS == 1 << UP);
        if down_first {
            pair(cells, steps, u, DOWN);
        } else if right {
            pair(cells, steps, u, RIGHT);
        }
    }
}

/// Makes `u` and its neighbour in `direction` partners (their former partners, if any,
/// are the caller's to rematch).
#[inline]
fn pair(cells: &mut [u8], steps: Steps, u: usize, direction: u8) {
    let v = steps.from(u, direction);
    cells[u] = (cells[u] & !PARTNER) | direction << 4;
    cells[v] = (cells[v] & !PARTNER) | (3 - direction) << 4;
}

/// The partner of `cell`, if it has one.
#[inline]
fn partner(cells: &[u8], steps: Steps, cell: usize) -> Option<usize> {
    match cells[cell] & PARTNER {
        UNMATCHED => None,
        field => Some(steps.from(cell, field >> 4)),
    }
}

/// Sets `WINS` on every cell some maximum matching misses, given the maximum matching in
/// `cells` (the search of the module doc, with a stack); returns how many. O(nm).
fn mark_winners(free: &[bool], cells: &mut [u8], steps: Steps, stack: &mut Vec<u32>) -> usize {
    stack.clear();
    for (u, byte) in cells.iter_mut().enumerate() {
        if free[u] && *byte & PARTNER == UNMATCHED {
            *byte |= WINS;
            stack.push(u as u32);
        }
    }
    let mut count = stack.len();
    while let Some(x) = stack.pop() {
        let x = x as usize;
        let mut neighbours = cells[x] & NEIGHBOURS;
        while neighbours != 0 {
            let direction = neighbours.trailing_zeros() as u8;
            neighbours &= neighbours - 1;
            let y = steps.from(x, direction);
            if let Some(z) = partner(cells, steps, y) {
                if cells[z] & WINS == 0 {
                    cells[z] |= WINS;
                    count += 1;
                    stack.push(z as u32);
                }
            }
        }
    }
    count
}

/// The chessboard colour of a cell, 0 or 1: 4-neighbours always differ.
fn colour_of(shape: Shape, cell: usize) -> usize {
    let cols = shape.cols();
    (cell / cols + cell % cols) % 2
}

/// The slots of the per-left-cell arrays. Left cell `i` is stored at `i / 2`, whichever
/// colour is on the left: with an odd width, `i` has the parity of row + column, so the
/// cells of one colour are all even or all odd; with an even width, row `r` holds the
/// cells of one colour at the columns of one parity, and `i / 2 = r m / 2 + c / 2`.
/// Either way one to one onto part of `0..left_slots`.
fn left_slots(shape: Shape) -> usize {
    (shape.len() + 1) / 2
}

/// The directions: up, left, right, down for 0 to 3, so the opposite of `d` is `3 - d`.
const UP: u8 = 0;
const LEFT: u8 = 1;
const RIGHT: u8 = 2;
const DOWN: u8 = 3;

/// The cell one step from `cell` in a direction, as offsets added modulo 2^64.
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

/// Hopcroft–Karp on the free cells, from the matching in `cells`, with the colour of
/// fewer unmatched cells on the left: the other colour's surplus can never all be
/// matched, and searching from it would walk the same trees again in every phase.
///
/// Invariant: the partners in `cells` are a matching (the partner of a cell's partner is
/// the cell); `work[..roots]` holds every unmatched left cell with a free neighbour (and
/// maybe some matched since). A left cell is layered in this phase when its layer is at
/// least `base` (0 for none: `base` is always above it); `last` is the layer next to an
/// unmatched right cell (`NONE` if none is).
/// Each phase layers the left cells from the unmatched ones, then flips a maximal set of
/// disjoint shortest augmenting paths found along the layers. O(√(nm)) phases, each
/// costing what its searches reach.
struct Matching<'a> {
    steps: Steps,
    cells: &'a mut [u8],
    layer: &'a mut Vec<u32>,
    tried: &'a mut Vec<u8>,
    work: &'a mut Vec<u32>,
    roots: usize,
    base: u32,
    last: u32,
    /// The highest layer given so far (0: none).
    top: u32,
}

impl<'a> Matching<'a> {
    /// Hopcroft–Karp's state for the matching in `cells`, in the scratch space given.
    fn new(
        shape: Shape,
        steps: Steps,
        cells: &'a mut [u8],
        layer: &'a mut Vec<u32>,
        tried: &'a mut Vec<u8>,
        work: &'a mut Vec<u32>,
    ) -> Self {
        layer.clear();
        layer.resize(left_slots(shape), 0);
        tried.clear();
        tried.resize(left_slots(shape), 0);
        work.clear();
        let unmatched =
            |&(_, &byte): &(usize, &u8)| byte & PARTNER == UNMATCHED && byte & NEIGHBOURS != 0;
        let roots = cells.iter().enumerate().filter(unmatched);
        work.extend(roots.map(|(u, _)| u as u32));
        let colour = |u: &u32| colour_of(shape, *u as usize);
        let zeros = work.iter().filter(|u| colour(u) == 0).count();
        let left = if 2 * zeros <= work.len() { 0 } else { 1 };
        work.retain(|u| colour(u) == left);
        let roots = work.len();
        Matching {
            steps,
            cells,
            layer,
            tried,
            work,
            roots,
            base: 0,
            last: NONE,
            top: 0,
        }
    }

    /// Makes the matching maximum.
    fn maximise(mut self) {
        while self.build_layers() {
            self.augment_all();
        }
    }

    /// Starts a phase: its layers start at `base`, above every layer given so far, which
    /// all are then out of date (all are cleared first when the numbers would run out:
    /// a phase gives fewer layers than there are left cells).
    fn next_base(&mut self) {
        let lefts = self.layer.len() as u32;
        if self.top >= NONE - 2 - lefts {
            self.layer.iter_mut().for_each(|layer| *layer = 0);
            self.top = 0;
        }
        self.base = self.top + 1;
    }

    /// Layers the left cells by their distance (in matching-graph steps) from an
    /// unmatched left cell, up to the first layer next to an unmatched right cell; tells
    /// whether there is one, that is, whether an augmenting path exists.
    fn build_layers(&mut self) -> bool {
        self.work.truncate(self.roots);
        let cells = &*self.cells;
        self.work
            .retain(|&u| cells[u as usize] & PARTNER == UNMATCHED);
        self.roots = self.work.len();
        self.next_base();
        for &u in self.work.iter() {
            self.layer[u as usize / 2] = self.base;
            self.tried[u as usize / 2] = 0;
        }
        self.last = NONE;
        let mut next = 0;
        while let Some(&u) = self.work.get(next) {
            next += 1;
            let u = u as usize;
            let layer = self.layer[u / 2];
            if layer >= self.last {
                break;
            }
            let mut neighbours = self.cells[u] & NEIGHBOURS;
            while neighbours != 0 {
                let direction = neighbours.trailing_zeros() as u8;
                neighbours &= neighbours - 1;
                match partner(self.cells, self.steps, self.steps.from(u, direction)) {
                    None => self.last = layer,
                    Some(w) if self.layer[w / 2] < self.base => {
                        self.layer[w / 2] = layer + 1;
                        self.tried[w / 2] = 0;
                        self.work.push(w as u32);
                    }
                    _ => {}
                }
            }
        }
        // The queue is in order of layers: its last cell has the highest.
        let highest = self.work.last().map(|&u| self.layer[u as usize / 2]);
        self.top = highest.unwrap_or(self.top);
        self.work.truncate(self.roots);
        self.last != NONE
    }

    /// Augments from every unmatched left cell along the layers (each left cell resuming
    /// its neighbours where it stopped: a neighbour tried once in a phase is useless
    /// again), so the phase costs what it reaches.
    fn augment_all(&mut self) {
        for i in 0..self.roots {
            let root = self.work[i] as usize;
            if self.layer[root / 2] == self.base {
                self.augment_from(root);
            }
        }
    }

    /// Depth-first search, with an explicit stack of left cells after the roots in
    /// `work`, for a shortest augmenting path from `root`; flips it if found. A left cell
    /// all of whose neighbours failed is a dead end for the rest of the phase (its layer
    /// drops below `base`).
    fn augment_from(&mut self, root: usize) {
        self.work.push(root as u32);
        while self.work.len() > self.roots {
            let u = self.work[self.work.len() - 1] as usize;
            match self.next_step(u) {
                None => {
                    self.layer[u / 2] = 0;
                    self.work.pop();
                }
                Some(v) => match partner(self.cells, self.steps, v) {
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
        let neighbours = self.cells[u] & NEIGHBOURS;
        loop {
            let untried = neighbours & NEIGHBOURS << self.tried[u / 2];
            if untried == 0 {
                return None;
            }
            let direction = untried.trailing_zeros() as u8;
            self.tried[u / 2] = direction + 1;
            let v = self.steps.from(u, direction);
            let leads_on = match partner(self.cells, self.steps, v) {
                None => layer == self.last,
                Some(w) => layer < self.last && self.layer[w / 2] == layer + 1,
            };
            if leads_on {
                return Some(v);
            }
        }
    }

    /// Flips the path on the stack, which ends at an unmatched right cell, and empties the
    /// stack: each left cell on it takes the right cell its search stepped to last (whose
    /// partner was the next left cell on the stack).
    fn flip_stack(&mut self) {
        for i in self.roots..self.work.len() {
            let u = self.work[i] as usize;
            pair(self.cells, self.steps, u, self.tried[u / 2] - 1);
        }
        self.work.truncate(self.roots);
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
/// `row col`, one per line. Each line is put together by hand in a small buffer, the row's
/// digits once a row: `write!` would cost more than solving.
pub fn write_answer<W: Write>(output: &mut W, starts: Starts<'_>) -> io::Result<()> {
    let mut line = Line::default();
    line.number(starts.count);
    output.write_all(line.end())?;
    let cols = starts.shape.cols();
    for (r, row) in starts.cells.chunks(cols).enumerate() {
        if row.iter().all(|&byte| byte & WINS == 0) {
            continue;
        }
        line.clear();
        line.number(r + 1);
        line.push(b' ');
        let after_row = line.len;
        for (c, _) in row
            .iter()
            .enumerate()
            .filter(|&(_, &byte)| byte & WINS != 0)
        {
            line.len = after_row;
            line.number(c + 1);
            output.write_all(line.end())?;
        }
    }
    Ok(())
}

/// One line of the answer: two numbers of at most 20 digits, a space and a line end.
struct Line {
    bytes: [u8; 48],
    len: usize,
}

impl Default for Line {
    fn default() -> Self {
        Line {
            bytes: [0; 48],
            len: 0,
        }
    }
}

impl Line {
    fn clear(&mut self) {
        self.len = 0;
    }

    fn push(&mut self, byte: u8) {
        self.bytes[self.len] = byte;
        self.len += 1;
    }

    /// Appends `n` in decimal.
    fn number(&mut self, mut n: usize) {
        let start = self.len;
        loop {
            self.push(b'0' + (n % 10) as u8);
            n /= 10;
            if n == 0 {
                break;
            }
        }
        self.bytes[start..self.len].reverse();
    }

    /// The line with its end.
    fn end(&mut self) -> &[u8] {
        self.bytes[self.len] = b'\n';
        &self.bytes[..=self.len]
    }
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

    /// The cells of either colour have slots of their own below `left_slots`, for odd and
    /// even widths.
    #[test]
    fn left_cells_have_slots_of_their_own() {
        for (rows, cols) in [(1, 1), (3, 5), (4, 4), (5, 2), (2, 7), (1, 6)] {
            let shape = Shape::new(rows, cols).unwrap();
            for colour in 0..2 {
                let lefts = shape.cells().filter(|&u| colour_of(shape, u) == colour);
                let mut slots: Vec<usize> = lefts.map(|u| u / 2).collect();
                let count = slots.len();
                assert_eq!(count, (rows * cols + 1 - colour) / 2);
                slots.sort_unstable();
                slots.dedup();
                assert_eq!(slots.len(), count);
                assert!(slots.iter().all(|&s| s < left_slots(shape)));
            }
        }
    }

    /// The answer's lines, numbers of any length included, and its count.
    #[test]
    fn the_answer_is_written_line_by_line() {
        let shape = Shape::new(2, 12).unwrap();
        let mut cells = vec![0; 24];
        for &u in &[0, 11, 13] {
            cells[u] = WINS;
        }
        let mut out = Vec::new();
        write_answer(
            &mut out,
            Starts {
                shape,
                cells: &cells,
                count: 3,
            },
        )
        .unwrap();
        assert_eq!(out, b"3\n1 1\n1 12\n2 2\n");
        let mut line = Line::default();
        line.number(usize::MAX);
        line.push(b' ');
        line.number(0);
        assert_eq!(line.end(), format!("{} 0\n", usize::MAX).as_bytes());
    }

    /// Greedy, Hopcroft–Karp and the last search against a brute force over all
    /// matchings, on every board of up to 9 cells (3 x 3, 2 x 4, 4 x 2 and smaller).
    #[test]
    fn every_small_board_matches_the_brute_force() {
        for (rows, cols) in [(1, 5), (2, 2), (2, 3), (3, 3), (2, 4), (4, 2)] {
            let shape = Shape::new(rows, cols).unwrap();
            for mask in 0u32..1 << shape.len() {
                let free: Vec<bool> = (0..shape.len()).map(|i| mask >> i & 1 == 1).collect();
                let board = Board::new(shape, free.clone());
                let got: Vec<usize> = solve(&board, &mut Scratch::default())
                    .cells()
                    .map(|(r, c)| r * cols + c)
                    .collect();
                assert_eq!(got, missable(shape, &free), "{:?}", free);
            }
        }
    }

    /// The free cells some maximum matching misses, by trying every set of edges.
    fn missable(shape: Shape, free: &[bool]) -> Vec<usize> {
        let cols = shape.cols();
        let mut edges = Vec::new();
        for u in shape.cells().filter(|&u| free[u]) {
            if u % cols + 1 < cols && free[u + 1] {
                edges.push((u, u + 1));
            }
            if u + cols < shape.len() && free[u + cols] {
                edges.push((u, u + cols));
            }
        }
        let mut best = 0;
        let mut missed = vec![false; shape.len()];
        for set in 0u32..1 << edges.len() {
            let mut used = vec![false; shape.len()];
            let chosen = edges.iter().enumerate().filter(|&(i, _)| set >> i & 1 == 1);
            let mut size = 0;
            for (_, &(a, b)) in chosen {
                if used[a] || used[b] {
                    size = usize::MAX;
                    break;
                }
                used[a] = true;
                used[b] = true;
                size += 1;
            }
            if size == usize::MAX || size < best {
                continue;
            }
            if size > best {
                best = size;
                missed = vec![false; shape.len()];
            }
            for u in shape.cells().filter(|&u| free[u] && !used[u]) {
                missed[u] = true;
            }
        }
        shape.cells().filter(|&u| missed[u]).collect()
    }
}

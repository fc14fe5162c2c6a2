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
//! edge. O(nm √(nm)) time, O(nm) memory.
//!
//! Only the `n` rows of the board are read: whatever follows them is ignored, as the judge
//! does.

use crate::grid::{bfs, Adjacency, Shape};
use crate::judge::{Failure, InCase};
use crate::scanner::{Alphabet, InputError, Scanner};
use std::collections::VecDeque;
use std::io::{self, Read, Write};

pub const FREE: u8 = b'.';
const CELLS: Alphabet = Alphabet::new(".#");

/// No partner, no layer.
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
}

/// The cells (0-based `(row, col)`, row-major) where Alice can put the piece and win.
/// O(nm √(nm)).
pub fn solve(board: &Board) -> Vec<(usize, usize)> {
    let Board { shape, free } = board;
    let (shape, free) = (*shape, free.as_slice());
    let mate = Matching::maximum(shape, free).mate;
    let mut reached = vec![0u8; shape.len()];
    let mut queue = VecDeque::new();
    for colour in 0..2 {
        mark_missable(shape, free, &mate, colour, &mut reached, &mut queue);
    }
    shape
        .cells()
        .filter(|&cell| reached[cell] & (1 << colour_of(shape, cell)) != 0)
        .filter_map(|cell| shape.coords(cell))
        .collect()
}

/// The chessboard colour of a cell, 0 or 1: 4-neighbours always differ.
fn colour_of(shape: Shape, cell: usize) -> u8 {
    let (row, col) = shape.coords(cell).expect("a board without ring");
    ((row + col) % 2) as u8
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
    mate: &[u32],
    colour: u8,
    reached: &mut [u8],
    queue: &mut VecDeque<u32>,
) {
    let bit = 1 << colour;
    let holes: Vec<usize> = shape
        .cells()
        .filter(|&c| free[c] && mate[c] == NONE && colour_of(shape, c) == colour)
        .collect();
    for &hole in &holes {
        reached[hole] |= bit;
    }
    bfs(queue, shape, Adjacency::Four, holes, |cell| {
        let enters = free[cell]
            && reached[cell] & bit == 0
            && (colour_of(shape, cell) != colour
                || mate[cell] != NONE && reached[mate[cell] as usize] & bit != 0);
        if enters {
            reached[cell] |= bit;
        }
        enters
    });
}

/// Hopcroft–Karp on the free cells: the cells of colour 0 on the left, colour 1 on the
/// right.
///
/// Invariant: `mate` is a matching (`mate[a] == b` iff `mate[b] == a`, both free and
/// adjacent; `NONE` for unmatched cells). Each phase computes the layers of the left cells
/// (`layer`, by breadth-first search over the matching graph from the unmatched left
/// cells), then flips a maximal set of disjoint shortest augmenting paths found by
/// depth-first search along those layers. O(√(nm)) phases of O(nm) each.
///
/// The layered search is not `grid::bfs`: it walks the matching graph (left cell, right
/// neighbour, that neighbour's partner: two grid steps per edge) and gives each left cell
/// the layer of the cell it was reached from plus one, which `grid::bfs`'s `enter`, seeing
/// only the cell offered, cannot know. The graph is read once from `Shape::for_each_neighbour`
/// into `adjacent`, so that the phases, run many times over, pay no index arithmetic.
struct Matching {
    mate: Vec<u32>,
    /// Free left cells.
    left: Vec<u32>,
    /// Per left cell: its free neighbours, then `NONE`s.
    adjacent: Vec<[u32; 4]>,
    /// Per left cell: its layer in this phase, or `NONE` (unreached, or a dead end).
    layer: Vec<u32>,
    /// The layer of the left cells next to an unmatched right cell; `NONE` when none is.
    shortest: u32,
    /// Per left cell: how many of its neighbours this phase's search has tried.
    tried: Vec<u8>,
    queue: VecDeque<u32>,
    stack: Vec<u32>,
}

impl Matching {
    /// A maximum matching of the free cells of `shape`.
    fn maximum(shape: Shape, free: &[bool]) -> Self {
        let mut matching = Matching {
            mate: vec![NONE; shape.len()],
            left: Vec::new(),
            adjacent: vec![[NONE; 4]; shape.len()],
            layer: vec![NONE; shape.len()],
            shortest: NONE,
            tried: vec![0; shape.len()],
            queue: VecDeque::new(),
            stack: Vec::new(),
        };
        for u in shape.cells() {
            if free[u] && colour_of(shape, u) == 0 {
                matching.left.push(u as u32);
                let (slots, mut filled) = (&mut matching.adjacent[u], 0);
                shape.for_each_neighbour(u, Adjacency::Four, |v| {
                    if free[v] {
                        slots[filled] = v as u32;
                        filled += 1;
                    }
                });
            }
        }
        while matching.build_layers() {
            matching.augment_all();
        }
        matching
    }

    /// Layers the left cells by their distance (in matching-graph steps) from an
    /// unmatched left cell, up to the first layer next to an unmatched right cell; tells
    /// whether there is one, that is, whether an augmenting path exists.
    fn build_layers(&mut self) -> bool {
        self.queue.clear();
        for &u in &self.left {
            let unmatched = self.mate[u as usize] == NONE;
            self.layer[u as usize] = if unmatched { 0 } else { NONE };
            if unmatched {
                self.queue.push_back(u);
            }
        }
        self.shortest = NONE;
        while let Some(u) = self.queue.pop_front() {
            let u = u as usize;
            if self.layer[u] >= self.shortest {
                break;
            }
            let next = self.layer[u] + 1;
            for v in self.adjacent[u].into_iter().take_while(|&v| v != NONE) {
                match self.mate[v as usize] {
                    NONE => self.shortest = self.layer[u],
                    w if self.layer[w as usize] == NONE => {
                        self.layer[w as usize] = next;
                        self.queue.push_back(w);
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
        for i in 0..self.left.len() {
            self.tried[self.left[i] as usize] = 0;
        }
        for i in 0..self.left.len() {
            let root = self.left[i] as usize;
            if self.mate[root] == NONE && self.layer[root] == 0 {
                self.augment_from(root);
            }
        }
    }

    /// Depth-first search, with an explicit stack of left cells, for a shortest augmenting
    /// path from `root`; flips it if found. A left cell all of whose neighbours failed is
    /// a dead end for the rest of the phase (its layer becomes `NONE`).
    fn augment_from(&mut self, root: usize) {
        self.stack.clear();
        self.stack.push(root as u32);
        while let Some(&u) = self.stack.last() {
            let u = u as usize;
            match self.next_step(u) {
                None => {
                    self.layer[u] = NONE;
                    self.stack.pop();
                }
                Some(v) => match self.mate[v] {
                    NONE => return self.flip_stack(v),
                    w => self.stack.push(w),
                },
            }
        }
    }

    /// The next untried neighbour of the left cell `u` on a shortest augmenting path: an
    /// unmatched right cell if `u` is in the last layer, else a right cell whose partner
    /// is in the next layer.
    fn next_step(&mut self, u: usize) -> Option<usize> {
        let layer = self.layer[u];
        while let Some(&v) = self.adjacent[u].get(usize::from(self.tried[u])) {
            if v == NONE {
                break;
            }
            self.tried[u] += 1;
            let leads_on = match self.mate[v as usize] {
                NONE => layer == self.shortest,
                w => layer < self.shortest && self.layer[w as usize] == layer + 1,
            };
            if leads_on {
                return Some(v as usize);
            }
        }
        None
    }

    /// Flips the path on the stack, ending at the unmatched right cell `end`: each left
    /// cell on it takes the right cell after it, whose partner was the next left cell.
    fn flip_stack(&mut self, end: usize) {
        let mut v = end as u32;
        for &u in self.stack.iter().rev() {
            let previous = self.mate[u as usize];
            self.mate[u as usize] = v;
            self.mate[v as usize] = u;
            v = previous;
        }
    }
}

/// Reads `n m` and the board. The board grows row by row, so a size larger than the rows
/// given costs no memory.
pub fn read_board<R: Read>(sc: &mut Scanner<R>) -> Result<Board, InputError> {
    let rows: usize = sc.int_in("the number of rows n", 1..=usize::MAX)?;
    let cols: usize = sc.int_in("the number of columns m", 1..=usize::MAX)?;
    let shape = Shape::new(rows, cols).ok_or_else(|| {
        InputError::new(
            sc.token_pos(),
            format!(
                "a board of {} x {} cells has more than {} cells",
                rows,
                cols,
                u32::MAX
            ),
        )
    })?;
    let mut free = Vec::new();
    for r in 0..rows {
        sc.row(
            cols,
            &CELLS,
            format_args!("row {} of the board", r + 1),
            |row| {
                free.extend(row.iter().map(|&b| b == FREE));
                Ok(())
            },
        )?;
    }
    Ok(Board { shape, free })
}

/// Writes the judge's answer: the number of winning starts, then each as 1-based
/// `row col`, one per line.
pub fn write_answer<W: Write>(output: &mut W, starts: &[(usize, usize)]) -> io::Result<()> {
    writeln!(output, "{}", starts.len())?;
    for (row, col) in starts {
        writeln!(output, "{} {}", row + 1, col + 1)?;
    }
    Ok(())
}

/// Solves a whole input: `n m`, then `n` rows of `m` cells (a single test case).
pub fn run<R: Read, W: Write>(input: R, output: &mut W) -> Result<(), Failure> {
    let mut sc = Scanner::new(input);
    let board = read_board(&mut sc).in_case(1)?;
    write_answer(output, &solve(&board))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn starts(rows: &[&str]) -> Vec<(usize, usize)> {
        let shape = Shape::new(rows.len(), rows[0].len()).unwrap();
        let free: Vec<bool> = rows.concat().bytes().map(|b| b == FREE).collect();
        solve(&Board::new(shape, free))
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
}

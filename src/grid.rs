//! Dense row-major boards: shapes, the four neighbours of a cell (up, left, right, down:
//! every binary's games move orthogonally), the one BFS (for searches that need
//! breadth-first order or a custom rule) and flood fill by row spans (the fast way to
//! fill a region and meet its border).
//!
//! A cell is a `usize` index into row-major storage. A [`Shape`] may carry a ring of extra
//! cells around the board, for problems that treat "outside the board" as a cell you can
//! walk through: every ring cell is then connected to every other through the ring.
//! Neighbourhoods never step off the storage, so no index arithmetic can overflow.
//!
//! ```
//! use grid_games::grid::{Flood, Shape};
//!
//! let board = b"x.x\
//!               xx.\
//!               ..x";
//! let shape = Shape::new(3, 3).unwrap();
//! let (mut flood, mut walls) = (Flood::new(), 0);
//! // The group of the `x` at (0, 0): it meets 4 cells that are not `x`, once each.
//! flood.fill(shape, &[shape.index(0, 0)], |cell| {
//!     walls += usize::from(board[cell] != b'x');
//!     board[cell] == b'x'
//! });
//! assert_eq!(walls, 4);
//! assert!(flood.reached(shape.index(1, 1)) && !flood.reached(shape.index(0, 2)));
//! ```

use crate::memory;
use std::collections::TryReserveError;
use std::ops::Range;

/// The dimensions of a row-major board, with or without a ring of outside cells (the
/// default: no cell at all).
///
/// Invariant: the storage (`len()` cells, ring included) has at most `u32::MAX` cells, so
/// queues and labels can hold cells as `u32`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shape {
    rows: usize,
    cols: usize,
    ring: usize,
}

impl Shape {
    /// A `rows` x `cols` board; `None` when it has more than `u32::MAX` cells.
    pub fn new(rows: usize, cols: usize) -> Option<Self> {
        Self::build(rows, cols, 0)
    }

    /// A `rows` x `cols` board inside a ring of outside cells (storage `(rows + 2) x
    /// (cols + 2)`); `None` when the storage has more than `u32::MAX` cells.
    pub fn with_ring(rows: usize, cols: usize) -> Option<Self> {
        Self::build(rows, cols, 1)
    }

    fn build(rows: usize, cols: usize, ring: usize) -> Option<Self> {
        let cells = rows
            .checked_add(2 * ring)?
            .checked_mul(cols.checked_add(2 * ring)?)?;
        (cells <= u32::MAX as usize).then(|| Shape { rows, cols, ring })
    }

    /// Rows of the board (ring excluded).
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Columns of the board (ring excluded).
    pub fn cols(&self) -> usize {
        self.cols
    }

    fn stored_rows(&self) -> usize {
        self.rows + 2 * self.ring
    }

    fn stored_cols(&self) -> usize {
        self.cols + 2 * self.ring
    }

    /// Cells in storage, ring included.
    pub fn len(&self) -> usize {
        self.stored_rows() * self.stored_cols()
    }

    /// Whether the storage has no cell (a board with no rows or no columns, no ring).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The cell at 0-based `row`, `col` of the board (ring excluded).
    #[inline]
    pub fn index(&self, row: usize, col: usize) -> usize {
        debug_assert!(row < self.rows && col < self.cols);
        (row + self.ring) * self.stored_cols() + col + self.ring
    }

    /// The board's 0-based `(row, col)` of a cell; `None` for a ring cell.
    pub fn coords(&self, cell: usize) -> Option<(usize, usize)> {
        let (r, c) = (cell / self.stored_cols(), cell % self.stored_cols());
        let inside = |x: usize, n: usize| x >= self.ring && x < n + self.ring;
        (inside(r, self.rows) && inside(c, self.cols)).then(|| (r - self.ring, c - self.ring))
    }

    /// A cell of the ring (its top-left corner), if the shape has one.
    pub fn ring_cell(&self) -> Option<usize> {
        (self.ring > 0).then(|| 0)
    }

    /// The board's cells in row-major order (ring excluded). Takes the shape by value, so
    /// the iterator borrows nothing (under edition 2024 a `&self` would be captured).
    pub fn cells(self) -> impl Iterator<Item = usize> {
        let shape = self;
        (0..shape.rows).flat_map(move |r| (0..shape.cols).map(move |c| shape.index(r, c)))
    }

    /// Calls `visit` on each cell orthogonally adjacent to `cell` in storage (ring
    /// included), in a fixed order: up, left, right, down. It builds no list, so it costs a
    /// few comparisons per neighbour.
    #[inline]
    pub fn for_each_neighbour(&self, cell: usize, mut visit: impl FnMut(usize)) {
        let (rows, cols) = (self.stored_rows(), self.stored_cols());
        // Cells and widths fit in u32 (the invariant), and a 32-bit division costs much less
        // than a 64-bit one on common x86 cores: this runs for every cell a search expands.
        let (r, c) = (cell as u32 / cols as u32, cell as u32 % cols as u32);
        let (r, c) = (r as usize, c as usize);
        let (up, down, left, right) = (r > 0, r + 1 < rows, c > 0, c + 1 < cols);
        if up {
            visit(cell - cols);
        }
        if left {
            visit(cell - 1);
        }
        if right {
            visit(cell + 1);
        }
        if down {
            visit(cell + cols);
        }
    }
}

/// The one breadth-first search every flood here is made of.
///
/// Every source is expanded. Expanding a cell offers each of its neighbours to `enter`,
/// which decides whether the search goes on from it (`true`: it is queued and expanded
/// later). `enter` owns the visited marks: it must accept a cell at most once (and
/// should reject the sources), so each cell is expanded at most once and the search takes
/// O(cells expanded x neighbourhood) time. `queue` is scratch space, reused across calls:
/// as each cell is queued at most once, it is a vector read from the front and never
/// popped, and ends holding every source and entered cell (never more than the shape
/// has: with that much room reserved, no search allocates).
pub fn bfs(
    queue: &mut Vec<u32>,
    shape: Shape,
    sources: impl IntoIterator<Item = usize>,
    mut enter: impl FnMut(usize) -> bool,
) {
    queue.clear();
    // Cells fit in u32: the Shape invariant.
    queue.extend(sources.into_iter().map(|cell| cell as u32));
    let mut next = 0;
    while let Some(&cell) = queue.get(next) {
        next += 1;
        shape.for_each_neighbour(cell as usize, |neighbour| {
            if enter(neighbour) {
                queue.push(neighbour as u32);
            }
        });
    }
}

/// Flood fill with its own visited marks, reusable across boards.
///
/// A fill reaches each cell at most once: the sources, then every neighbour of an
/// expanded cell. `enter` is asked once about each reached non-source cell, and says
/// whether it is passable (expanded) or a wall (reached, reported, not expanded): walls
/// bordering the filled region are thus seen exactly once each.
///
/// It expands whole spans (maximal runs of passable cells along a row) at once: the cells
/// just left and right of a span, and the row above and below it, are exactly the
/// neighbours of its cells. A scan of those rows keeps each run of passable cells it finds
/// as a seed, with the span it was found from: expanding the run's span later looks at
/// that row again only beside the parent span (the rest of it is expanded). So each cell
/// is looked at about twice, not once per neighbour as by [`bfs`].
///
/// Memory, whatever the region's shape: one byte of marks a cell (so that a large board's
/// marks stay in cache), at most `cells / 64` seeds (16 bytes each; 1024 on boards below
/// 65,536 cells) and as many marked ranges (8 bytes each): 1 3/8 bytes a cell in all,
/// reserved by [`Flood::reserve`].
/// - A fill records the ranges of cells it marked (a few per span), and the next fill
///   unmarks just those: O(cells reached). A fill that marks more ranges than it keeps
///   has the next fill clear every mark instead, O(cells), which its own work paid for
///   (it reached more than `cells / 64` ranges).
/// - A seed that finds the stack full is dropped: its cells stay marked waiting. Once the
///   stack is empty, a sweep of the marks keeps the runs of waiting cells as seeds again,
///   as many as fit, and the fill goes on, until a pass drops nothing. A waiting cell lies
///   in at most three seeds of a pass (the sweep's, and one per scan of the row above or
///   below it: the spans of a row are disjoint), so a pass that filled the stack expands
///   at least `cells / 192` cells that no other pass expands: the sweeps cost O(cells)
///   per `cells / 192` cells expanded, O(cells reached) in all. Only shapes made
///   to fill the stack (thousands of pending branches) pay for a sweep at all.
#[derive(Clone, Debug, Default)]
pub struct Flood {
    /// The state of each cell; `UNREACHED` outside the last fill.
    mark: Vec<u8>,
    /// The ranges of cells the last fill marked.
    marked: Ranges,
    /// Runs of passable cells whose span may not be expanded yet.
    seeds: Seeds,
}

/// A run `lo..hi` of waiting cells along a row, found next to the expanded span
/// `parent_lo..parent_hi` of the row above or below (empty for a source). The run's span
/// need not look at the parent span again: it is expanded.
#[derive(Clone, Copy, Debug)]
struct Seed {
    lo: u32,
    hi: u32,
    parent_lo: u32,
    parent_hi: u32,
}

/// The stack of seeds, at most `most` of them; `dropped` tells that a seed found it full
/// (its cells wait for a sweep).
#[derive(Clone, Debug, Default)]
struct Seeds {
    stack: Vec<Seed>,
    most: usize,
    dropped: bool,
}

impl Seeds {
    /// Keeps the run `run`, found beside the span `parent` (empty for a source), as a
    /// seed; `false`, and the seed dropped, when the stack is full.
    #[inline]
    fn push(&mut self, run: Range<usize>, parent: &Range<usize>) -> bool {
        if self.stack.len() == self.most {
            self.dropped = true;
            return false;
        }
        self.stack.push(Seed {
            lo: run.start as u32,
            hi: run.end as u32,
            parent_lo: parent.start as u32,
            parent_hi: parent.end as u32,
        });
        true
    }
}

/// The ranges `start..end` of cells the last fill marked, at most `most` of them;
/// `overflowed` when it marked more (every mark is then cleared).
#[derive(Clone, Debug, Default)]
struct Ranges {
    ranges: Vec<(u32, u32)>,
    most: usize,
    overflowed: bool,
}

impl Ranges {
    #[inline]
    fn record(&mut self, cells: Range<usize>) {
        if self.ranges.len() == self.most {
            self.overflowed = true;
        } else {
            self.ranges.push((cells.start as u32, cells.end as u32));
        }
    }
}

/// Not reached by the last fill.
const UNREACHED: u8 = 0;
/// Reached, and a wall.
const WALL: u8 = 1;
/// Reached, passable, its span not expanded yet.
const WAITING: u8 = 2;
/// Reached, passable, its span expanded: `WAITING` with one more bit, so a run of waiting
/// cells is expanded by setting that bit.
const EXPANDED: u8 = WAITING | 1;
/// Marks cleared at once when a fill starts.
const UNMARK_BLOCK: usize = 16;

/// The most seeds, and marked ranges, a fill on `cells` cells keeps.
fn most_kept(cells: usize) -> usize {
    (cells / 64).max(1024)
}

impl Flood {
    pub fn new() -> Self {
        Self::default()
    }

    /// Reserves all that a fill on a board of `cells` cells needs (marks, seeds, marked
    /// ranges), so that no later fill on at most that many cells allocates; an error when
    /// the memory cannot be had. A fill on more cells makes room itself, and aborts if it
    /// cannot: reserve first where the board's size comes from the input.
    pub fn reserve(&mut self, cells: usize) -> Result<(), TryReserveError> {
        memory::reserve(&mut self.mark, cells.saturating_add(UNMARK_BLOCK))?;
        memory::reserve(&mut self.seeds.stack, most_kept(cells))?;
        memory::reserve(&mut self.marked.ranges, most_kept(cells))
    }

    /// Fills `shape` from `sources`; see the type's documentation.
    pub fn fill(&mut self, shape: Shape, sources: &[usize], mut enter: impl FnMut(usize) -> bool) {
        self.unmark_all(shape.len());
        let width = shape.stored_cols();
        let Flood {
            mark,
            marked,
            seeds,
        } = self;
        let mark = &mut mark[..shape.len()];
        seeds.stack.clear();
        seeds.most = most_kept(shape.len());
        seeds.dropped = false;
        for &source in sources {
            mark[source] = WAITING;
            marked.record(source..source + 1);
            seeds.push(source..source + 1, &(0..0));
        }
        loop {
            while let Some(seed) = seeds.stack.pop() {
                expand(shape, mark, marked, seeds, seed, &mut enter);
            }
            if !seeds.dropped {
                break;
            }
            seeds.dropped = false;
            sweep(mark, seeds, width);
        }
    }

    /// Whether the last fill reached `cell` (a source, a passable cell or a wall).
    pub fn reached(&self, cell: usize) -> bool {
        self.mark.get(cell).map_or(false, |&m| m != UNREACHED)
    }

    /// Unmarks what the last fill marked, and makes room for `len` cells. Every mark left
    /// is the last fill's, so each range is cleared in whole blocks of [`UNMARK_BLOCK`]
    /// bytes (one store each, not a call to `memset` per short range), past its end if need
    /// be: the marks hold that many bytes of slack. After a fill that marked more ranges
    /// than it kept, every mark is cleared.
    fn unmark_all(&mut self, len: usize) {
        if self.marked.overflowed {
            self.mark.fill(UNREACHED);
        } else {
            for &(start, end) in &self.marked.ranges {
                for block in (start as usize..end as usize).step_by(UNMARK_BLOCK) {
                    self.mark[block..block + UNMARK_BLOCK].fill(UNREACHED);
                }
            }
        }
        self.marked.ranges.clear();
        self.marked.most = most_kept(len);
        self.marked.overflowed = false;
        if self.mark.len() < len + UNMARK_BLOCK {
            self.mark.resize(len + UNMARK_BLOCK, UNREACHED);
        }
    }
}

/// Expands the span of `seed`, unless a span expanded since took its first cell (and so
/// all of it: a span runs over every waiting cell beside it): extends it left and right,
/// records it and the rows above and below that its cells touch, and scans those rows
/// for new seeds.
#[inline]
fn expand(
    shape: Shape,
    mark: &mut [u8],
    marked: &mut Ranges,
    seeds: &mut Seeds,
    seed: Seed,
    enter: &mut impl FnMut(usize) -> bool,
) {
    let (lo, hi) = (seed.lo as usize, seed.hi as usize);
    if mark[lo] == EXPANDED {
        return;
    }
    let width = shape.stored_cols();
    let row_start = lo - lo % width;
    let row_end = row_start + width;
    // Waiting to expanded, as a loop that vectorises rather than a `memset` call per
    // short run.
    for m in &mut mark[lo..hi] {
        *m |= EXPANDED;
    }
    let mut left = lo;
    while left > row_start && admit(mark, left - 1, enter) {
        left -= 1;
        mark[left] = EXPANDED;
    }
    let mut right = hi;
    while right < row_end && admit(mark, right, enter) {
        mark[right] = EXPANDED;
        right += 1;
    }
    // The span and the walls that end it, if any.
    marked.record(left.saturating_sub(1).max(row_start)..(right + 1).min(row_end));
    let parent = seed.parent_lo as usize..seed.parent_hi as usize;
    for row in [row_start.checked_sub(width), Some(row_end)] {
        if let Some(row) = row.filter(|&r| r < shape.len()) {
            let cells = row + (left - row_start)..row + (right - row_start);
            marked.record(cells.clone());
            // The parent span, if in this row, is expanded: only its sides are new.
            let before = cells.start..cells.end.min(parent.start.max(cells.start));
            let after = parent.end.max(cells.start).min(cells.end)..cells.end;
            for part in [before, after] {
                scan(mark, seeds, part, left..right, enter);
            }
        }
    }
}

/// Whether `cell`, next to a span being expanded, joins it: it is passable and its own
/// span is not expanded yet (else this span would be part of it). Enters an unreached cell.
#[inline]
fn admit(mark: &mut [u8], cell: usize, enter: &mut impl FnMut(usize) -> bool) -> bool {
    match mark[cell] {
        UNREACHED => {
            let passable = enter(cell);
            mark[cell] = if passable { WAITING } else { WALL };
            passable
        }
        state => state == WAITING,
    }
}

/// Enters the unreached cells of `cells` (part of the row above or below the expanded
/// span `span`) and keeps each run of waiting cells among them as a seed.
#[inline]
fn scan(
    mark: &mut [u8],
    seeds: &mut Seeds,
    cells: Range<usize>,
    span: Range<usize>,
    enter: &mut impl FnMut(usize) -> bool,
) {
    let (mut in_run, mut run_start) = (false, cells.start);
    for cell in cells.clone() {
        let waiting = admit(mark, cell, enter);
        if waiting != in_run {
            if waiting {
                run_start = cell;
            } else {
                seeds.push(run_start..cell, &span);
            }
            in_run = waiting;
        }
    }
    if in_run {
        seeds.push(run_start..cells.end, &span);
    }
}

/// Keeps the runs of waiting cells of `mark` (rows `width` cells wide) as seeds, as many
/// as the stack holds (a run that does not fit leaves `dropped` set for the next sweep).
fn sweep(mark: &[u8], seeds: &mut Seeds, width: usize) {
    let mut cell = 0;
    while let Some(first) = mark[cell..].iter().position(|&m| m == WAITING) {
        let lo = cell + first;
        let row_end = lo - lo % width + width;
        let run = mark[lo..row_end]
            .iter()
            .take_while(|&&m| m == WAITING)
            .count();
        if !seeds.push(lo..lo + run, &(0..0)) {
            return;
        }
        cell = lo + run;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_rng::XorShift;

    /// The neighbours of `cell`, sorted.
    fn sorted(shape: Shape, cell: usize) -> Vec<usize> {
        let mut v = Vec::new();
        shape.for_each_neighbour(cell, |next| v.push(next));
        v.sort_unstable();
        v
    }

    #[test]
    fn indexes_and_coordinates_round_trip() {
        for shape in [Shape::new(3, 4).unwrap(), Shape::with_ring(3, 4).unwrap()] {
            let cells: Vec<usize> = shape.cells().collect();
            assert_eq!(cells.len(), 12);
            for (k, &cell) in cells.iter().enumerate() {
                assert_eq!(shape.coords(cell), Some((k / 4, k % 4)));
                assert_eq!(shape.index(k / 4, k % 4), cell);
            }
        }
        let ring = Shape::with_ring(3, 4).unwrap();
        assert_eq!(ring.len(), 30);
        let ring_cells = (0..ring.len())
            .filter(|&c| ring.coords(c).is_none())
            .count();
        assert_eq!(ring_cells, 30 - 12);
        assert_eq!(ring.ring_cell().and_then(|c| ring.coords(c)), None);
        assert_eq!(Shape::new(3, 4).unwrap().ring_cell(), None);
    }

    #[test]
    fn rejects_shapes_too_large_for_u32_cells() {
        assert!(Shape::new(65_536, 65_536).is_none());
        assert!(Shape::new(65_535, 65_537).is_some());
        assert!(Shape::with_ring(65_535, 65_535).is_none());
        assert!(Shape::new(usize::MAX, 2).is_none());
        assert!(Shape::with_ring(usize::MAX, 1).is_none());
    }

    #[test]
    fn neighbourhoods_stop_at_the_storage_edge() {
        let s = Shape::new(3, 3).unwrap();
        assert_eq!(sorted(s, 0), [1, 3]);
        assert_eq!(sorted(s, 4), [1, 3, 5, 7]);
        assert_eq!(sorted(s, 8), [5, 7]);
        let line = Shape::new(1, 1).unwrap();
        assert_eq!(sorted(line, 0), Vec::<usize>::new());
        let ring = Shape::with_ring(1, 1).unwrap();
        let centre = ring.index(0, 0);
        assert_eq!(sorted(ring, centre), [1, 3, 5, 7]);
    }

    #[test]
    fn flood_reports_each_wall_once_and_stays_inside() {
        // A 3x3 board in a ring: walls `#` around one open cell in the middle.
        let board = b"###\
                      #.#\
                      ###";
        let shape = Shape::with_ring(3, 3).unwrap();
        let wall = |cell: usize| {
            shape
                .coords(cell)
                .is_some_and(|(r, c)| board[r * 3 + c] == b'#')
        };
        let mut flood = Flood::new();
        let mut walls = Vec::new();
        flood.fill(shape, &[shape.index(1, 1)], |cell| {
            if wall(cell) {
                walls.push(cell);
            }
            !wall(cell)
        });
        walls.sort_unstable();
        let expected = [(0, 1), (1, 0), (1, 2), (2, 1)].map(|(r, c)| shape.index(r, c));
        assert_eq!(walls, expected);
        assert!(!flood.reached(shape.index(0, 0)));
        // From outside, the ring reaches every wall cell; 8 of them once each.
        let mut reached_walls = 0;
        flood.fill(shape, &[shape.ring_cell().unwrap()], |cell| {
            reached_walls += usize::from(wall(cell));
            !wall(cell)
        });
        assert_eq!(reached_walls, 8);
        assert!(!flood.reached(shape.index(1, 1)));
        assert!(flood.reached(shape.index(2, 2)));
    }

    #[test]
    fn flood_marks_do_not_leak_between_fills() {
        let shape = Shape::new(2, 2).unwrap();
        let mut flood = Flood::new();
        flood.fill(shape, &[0], |_| true);
        assert!((0..4).all(|c| flood.reached(c)));
        flood.fill(shape, &[3], |_| false);
        assert_eq!((0..4).filter(|&c| flood.reached(c)).count(), 3);
        assert!(!flood.reached(0));
    }

    #[test]
    fn for_each_neighbour_visits_in_a_fixed_order_within_the_storage() {
        let visited = |shape: Shape, cell: usize| {
            let mut cells = Vec::new();
            shape.for_each_neighbour(cell, |next| cells.push(next));
            cells
        };
        let s = Shape::new(3, 3).unwrap();
        assert_eq!(visited(s, 4), [1, 3, 5, 7]);
        assert_eq!(visited(s, 0), [1, 3]);
        assert_eq!(visited(s, 8), [5, 7]);
        assert_eq!(visited(Shape::new(1, 3).unwrap(), 1), [0, 2]);
        assert!(visited(Shape::new(1, 1).unwrap(), 0).is_empty());
        let ring = Shape::with_ring(1, 1).unwrap();
        assert_eq!(visited(ring, 4), [1, 3, 5, 7]);
    }

    /// A board of up to 9 x 9 cells (inside a ring every third round) and which of its
    /// stored cells are open, at a random density.
    fn random_board(rng: &mut XorShift, round: usize) -> (Shape, Vec<bool>) {
        let (rows, cols) = (1 + rng.below(9), 1 + rng.below(9));
        let shape = match round % 3 {
            0 => Shape::with_ring(rows, cols),
            _ => Shape::new(rows, cols),
        }
        .unwrap();
        let density = rng.below(100);
        let open = (0..shape.len()).map(|_| rng.below(100) < density).collect();
        (shape, open)
    }

    #[test]
    fn span_flood_reaches_and_enters_what_bfs_does() {
        let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
        let (mut flood, mut queue) = (Flood::new(), Vec::new());
        for round in 0..3000 {
            let (shape, open) = random_board(&mut rng, round);
            let sources: Vec<usize> = (0..1 + rng.below(3))
                .map(|_| rng.below(shape.len()))
                .collect();
            let mut entered = vec![0; shape.len()];
            flood.fill(shape, &sources, |cell| {
                entered[cell] += 1;
                open[cell]
            });
            let mut expected = vec![0; shape.len()];
            for &s in &sources {
                expected[s] = 2;
            }
            let starts = sources.iter().copied();
            bfs(&mut queue, shape, starts, |cell| {
                let new = expected[cell] == 0;
                if new {
                    expected[cell] = 1;
                }
                new && open[cell]
            });
            for cell in 0..shape.len() {
                let once = u32::from(expected[cell] == 1);
                assert_eq!(entered[cell], once, "{cell} {shape:?} {open:?}");
                assert_eq!(flood.reached(cell), expected[cell] > 0);
            }
        }
    }

    #[test]
    fn diagonal_cells_do_not_join() {
        let board = b"x..x\
                      .xx.\
                      x..x";
        let shape = Shape::new(3, 4).unwrap();
        let mut flood = Flood::new();
        flood.fill(shape, &[0], |i| board[i] == b'x');
        let xs = (0..shape.len()).filter(|&i| board[i] == b'x' && flood.reached(i));
        assert_eq!(xs.count(), 1);
        let dots = (0..shape.len()).filter(|&i| board[i] == b'.' && flood.reached(i));
        assert_eq!(dots.count(), 2);
    }

    /// A comb: a full first row and a tooth down every other column, so that the scan
    /// below the first span finds more seeds than the stack holds, and every tooth row is
    /// a span of its own (more ranges than are kept): filled as `bfs` fills it, with clean
    /// marks for the next fill.
    #[test]
    fn combs_with_more_teeth_than_seeds_kept_fill_completely() {
        let mut rng = XorShift(0x5EED_C0B5);
        let (rows, cols) = (12, 3001);
        let shape = Shape::new(rows, cols).unwrap();
        assert!(cols / 2 > most_kept(shape.len()));
        let (mut flood, mut queue) = (Flood::new(), Vec::new());
        flood.reserve(shape.len()).unwrap();
        for _ in 0..6 {
            let open: Vec<bool> = (0..shape.len())
                .map(|cell| {
                    let (r, c) = (cell / cols, cell % cols);
                    r == 0 || (c % 2 == 1 && rng.below(20) != 0) || rng.below(40) == 0
                })
                .collect();
            let mut entered = vec![0u32; shape.len()];
            flood.fill(shape, &[0], |cell| {
                entered[cell] += 1;
                open[cell]
            });
            let mut expected = vec![0u32; shape.len()];
            expected[0] = 2;
            bfs(&mut queue, shape, [0], |cell| {
                let new = expected[cell] == 0;
                expected[cell] += u32::from(new);
                new && open[cell]
            });
            for cell in 0..shape.len() {
                assert_eq!(entered[cell], u32::from(expected[cell] == 1), "cell {cell}");
                assert_eq!(flood.reached(cell), expected[cell] > 0, "cell {cell}");
            }
            // The next fill starts from clean marks.
            flood.fill(shape, &[shape.len() - 1], |_| false);
            let reached = (0..shape.len()).filter(|&c| flood.reached(c)).count();
            assert_eq!(reached, 3);
        }
    }
}

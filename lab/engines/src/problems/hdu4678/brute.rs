//! The game played from the rules: the board computed cell by cell with plain loops, and
//! the whole game searched, the state being the set of turned cells, a move clicking a
//! face-down non-mine cell and turning over what minesweeper turns over. It knows nothing
//! of Sprague-Grundy values.

use super::Case;
use std::collections::BTreeSet;

/// The most non-mine cells the game search takes (its states are bit sets of them).
pub const MOST_OPEN: usize = 25;

/// The board the rules describe, computed cell by cell with plain loops.
pub struct Board {
    pub rows: usize,
    pub cols: usize,
    pub mine: Vec<bool>,
}

impl Board {
    pub fn new(case: &Case) -> Self {
        let mut mine = vec![false; case.rows * case.cols];
        for &(r, c) in &case.mines {
            mine[r * case.cols + c] = true;
        }
        Board {
            rows: case.rows,
            cols: case.cols,
            mine,
        }
    }

    /// Cells that are not mines.
    pub fn open_cells(&self) -> usize {
        self.mine.iter().filter(|&&m| !m).count()
    }

    /// The cells around `cell`, diagonals included, on the board, row-major.
    pub fn around(&self, cell: usize) -> impl Iterator<Item = usize> {
        super::cells::around(self.rows, self.cols, cell)
    }

    pub fn number(&self, cell: usize) -> usize {
        self.around(cell).filter(|&n| self.mine[n]).count()
    }

    pub fn is_blank(&self, cell: usize) -> bool {
        !self.mine[cell] && self.number(cell) == 0
    }

    pub fn is_number(&self, cell: usize) -> bool {
        !self.mine[cell] && self.number(cell) > 0
    }

    /// The blank region of the blank `cell` (explicit stack).
    pub fn region(&self, cell: usize) -> BTreeSet<usize> {
        let (mut region, mut stack) = (BTreeSet::from([cell]), vec![cell]);
        while let Some(cell) = stack.pop() {
            for next in self.around(cell) {
                if self.is_blank(next) && region.insert(next) {
                    stack.push(next);
                }
            }
        }
        region
    }

    /// What clicking the non-mine `cell` turns over.
    pub fn reveal(&self, cell: usize) -> BTreeSet<usize> {
        if !self.is_blank(cell) {
            return BTreeSet::from([cell]);
        }
        let region = self.region(cell);
        let border = region.iter().flat_map(|&b| self.around(b));
        let numbers: Vec<usize> = border.filter(|&n| self.is_number(n)).collect();
        region.into_iter().chain(numbers).collect()
    }

    /// The first number (row-major) next to blanks of two different regions.
    pub fn first_shared_number(&self) -> Option<(usize, usize)> {
        let cells = 0..self.mine.len();
        cells.filter(|&n| self.is_number(n)).find_map(|n| {
            let regions: BTreeSet<_> = self.bordered_regions(n);
            (regions.len() > 1).then_some((n / self.cols, n % self.cols))
        })
    }

    /// The blank regions next to `cell`, each as its set of cells: each flooded once,
    /// from the first blank next to `cell` that no region found so far holds.
    pub fn bordered_regions(&self, cell: usize) -> BTreeSet<BTreeSet<usize>> {
        let mut regions: BTreeSet<BTreeSet<usize>> = BTreeSet::new();
        for blank in self.around(cell).filter(|&b| self.is_blank(b)) {
            if !regions.iter().any(|region| region.contains(&blank)) {
                regions.insert(self.region(blank));
            }
        }
        regions
    }
}

/// Whether the first player wins `board`, by searching the game: a state is the set of
/// turned cells (bits over the non-mine cells), memoised; no move left loses.
pub fn brute_force(board: &Board) -> bool {
    mover_wins(board, &vec![false; board.mine.len()])
}

/// Whether the player to move wins once the cells flagged in `turned` (row-major) are
/// turned over, by searching the game from there.
pub fn mover_wins(board: &Board, turned: &[bool]) -> bool {
    let (open, moves) = clicks(board);
    let turned_bits = (0..open.len())
        .filter(|&i| turned[open[i]])
        .fold(0, |bits, i| bits | 1 << i);
    let mut memo = vec![0u8; 1 << moves.len()];
    wins(turned_bits, &moves, &mut memo)
}

/// The non-mine cells, and for each the bits (over them) of what clicking it turns over.
fn clicks(board: &Board) -> (Vec<usize>, Vec<u32>) {
    let open: Vec<usize> = (0..board.mine.len()).filter(|&c| !board.mine[c]).collect();
    assert!(open.len() <= MOST_OPEN, "too large for the game search");
    let bit = |cell: usize| 1u32 << open.binary_search(&cell).unwrap();
    let moves: Vec<u32> = open
        .iter()
        .map(|&cell| {
            board
                .reveal(cell)
                .into_iter()
                .map(bit)
                .fold(0, |a, b| a | b)
        })
        .collect();
    (open, moves)
}

/// Whether the player to move from `turned` wins. Recursion depth: at most 25 moves.
fn wins(turned: u32, moves: &[u32], memo: &mut [u8]) -> bool {
    if memo[turned as usize] == 0 {
        let win = (0..moves.len())
            .filter(|&i| turned & (1 << i) == 0)
            .any(|i| !wins(turned | moves[i], moves, memo));
        memo[turned as usize] = 1 + u8::from(win);
    }
    memo[turned as usize] == 2
}

//! A minesweeper board as rows of bits, played 64 cells at a time: hdu4678's fast path.
//!
//! Invariant of [`MineRows`]: bit `c % 64` of word `r * words + c / 64` is set iff cell
//! `(r, c)` holds a mine; the bits past the last column are clear.
//!
//! Each row is classified a word at a time. The *dilation* of row r is
//! `S(m(r - 1) | m(r) | m(r + 1))`, where `m` are the mine rows (zero off the board) and
//! `S(x) = x | x << 1 | x >> 1` moves every bit onto its two neighbours' columns as well:
//! the cells with a mine in their 3 x 3 box. A *blank* is a cell outside the dilation (no
//! mine around it, none on it); a *number* is a cell of the dilation without a mine.
//!
//! Regions: a blank region is a component of the blanks under 8-adjacency. The blanks of a
//! row form maximal *runs*, found with trailing-zero counts; a run joins, in a union-find
//! over runs (not cells), every run of the row above whose columns, widened by one each
//! side, overlap its own. A run next to one run above only takes that run's label as it is,
//! with no search for its root: the label is in the same tree. So the credit parities are
//! kept per label, and a region's, the XOR of its labels', is gathered at its root once
//! every run is labelled (a pass over the labels).
//!
//! Credits: every number that borders a blank is credited to the first of the rows above,
//! at and below it where it has a blank neighbour, at its own column. Its blank neighbours
//! in one row lie in one run (between two runs stand at least three cells, see below), and
//! a run's columns *widened* by one each side hold every number credited to it from any
//! row, so the credits of run k are the cells of its row after the widened run k - 1, up to
//! its own widened end: the widened runs of a row are apart. Three masks per number row
//! (the numbers with a blank above, else beside, else below) are XORed into the three
//! credit rows, unshifted; a run's parity is read off its row's prefix parities at the
//! column after its last cell (the row's parity past the last column), XORed with the one
//! after the run before. When every number borders one region only, a region's bordering
//! numbers are exactly those credited to its runs, so the parity of their count is the XOR
//! of its runs' parities. A number bordering no blank is *lone*: only the parity of their
//! count matters, the parity of the bits of the XOR of the rows' lone masks.
//!
//! The guarantee: a number borders two regions only if its blank neighbours fall into two
//! *groups* or more, a group being blanks joined through blanks among the eight. Opposite
//! neighbours beside it (up and down, left and right) are never both blanks, for their
//! 3 x 3 boxes would cover the number's, which would make it a blank; so the blanks
//! beside it, pairwise diagonal, make one group, and a corner blank joins that group
//! unless both its sides are no blanks. A number with two groups or more is a *suspect*
//! (a word of masks per row finds them). Its blanks in one row lie in one run (see the
//! next paragraph; in its own row they are not both left and right), so once the three rows
//! around it are labelled, the runs of its blanks are found by a short walk along each
//! row's run list from the first run ending in the word of column `c - 1` (a row keeps, per
//! word, how many of its runs end before it), and the suspect is *noted* with them when
//! their regions differ so far: no number borders two regions iff every noted suspect's
//! runs end in one region.
//!
//! A board that breaks the guarantee is answered by the rule of the caller's documentation:
//! each number counts for the region met first in row-major order, that is (labels being
//! given in row-major order, the lower label the root) the region of lowest root among those
//! it borders. The number was credited to the run of its first row with a blank neighbour,
//! which its note names first; where that region is not the lowest, the credit moves: both
//! regions' parities flip. [`play`] names the first such number (row-major).
//!
//! Between two runs of a row stand at least three cells: a cell between blanks at columns
//! `c - 1` and `c + 3` (or closer) has its whole 3 x 3 box inside theirs, which hold no mine,
//! so it would be a blank too. Hence a board has at most `rows * ceil((cols + 1) / 4)` runs,
//! which [`Scratch::reserve`] reserves fallibly (untouched, the reservation costs no
//! memory).
//!
//! Cost: O(rows x words) word operations, O(runs) union-find steps, with path halving
//! and the lower label as the root (each row's runs are listed in one pass over its words,
//! then labelled in one walk along the runs above; the labels' parities are gathered in one
//! pass over the labels at the end, which points each at its root in one step: a parent is
//! never above its label, so its parent's was pointed at its root before), and O(1) a
//! suspect to find its runs (at most 17 steps a row: a word holds 16 runs' ends at most).
//! Memory: the mine bits (1 bit a cell), 9 bytes a run, a few rows of scratch (with 4 bytes
//! a word for the per-word counts of three run lists), the three run lists, each grown to
//! the most runs a row has had (so a wide row of few runs costs little), and 16 bytes
//! a note, grown as notes come: at most one a suspect, and on boards that keep the guarantee
//! only where two of its runs join below it. A suspect has a corner blank whose sides are
//! no blanks, the first or last cell of its run, and a run's end is such a corner for two
//! cells at most: so at most 4 suspects a run, about one a cell, 16 bytes a cell at worst.

use crate::memory;
use std::collections::TryReserveError;

const BITS: usize = 64;

/// The most cells a board may have: run labels and notes' cells are `u32`, and a board has
/// no more runs than cells (`rows * ceil((cols + 1) / 4)` at most), so every label and
/// cell stays below this, which is `NO_LABEL`.
pub const MOST_CELLS: usize = u32::MAX as usize;

/// The mines of a board, one bit per cell; the default has no cell.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MineRows {
    rows: usize,
    cols: usize,
    words: usize,
    mines: Vec<u64>,
}

impl MineRows {
    /// Makes the board `rows` x `cols` without mines: the storage of a board as large is
    /// cleared, a larger one is allocated zeroed ([`memory::zeroed`]: its pages become
    /// resident only as mines are laid). An error, and a board without cells, when the
    /// memory cannot be had.
    pub fn reset(&mut self, rows: usize, cols: usize) -> Result<(), TryReserveError> {
        let words = (cols + BITS - 1) / BITS;
        let len = rows.saturating_mul(words);
        if len <= self.mines.len() {
            self.mines.truncate(len);
            self.mines.fill(0);
        } else {
            *self = MineRows::default();
            self.mines = memory::zeroed(len)?;
        }
        self.rows = rows;
        self.cols = cols;
        self.words = words;
        Ok(())
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Lays a mine at `(row, col)` (on the board); a mine already there is the same mine.
    #[inline]
    pub fn lay_mine(&mut self, row: usize, col: usize) {
        self.mines[row * self.words + col / BITS] |= 1 << (col % BITS);
    }

    /// [`MineRows::lay_mine`] for many mines: the board's words are held by the closure
    /// (not behind `self`), so a loop laying mines keeps them in registers.
    pub fn mine_layer(&mut self) -> impl FnMut(usize, usize) + '_ {
        let (words, mines) = (self.words, &mut self.mines[..]);
        move |row, col| mines[row * words + col / BITS] |= 1 << (col % BITS)
    }

    /// Whether `(row, col)` holds a mine.
    pub fn is_mine(&self, row: usize, col: usize) -> bool {
        self.mines[row * self.words + col / BITS] >> (col % BITS) & 1 == 1
    }

    /// The mine bits of row `r`; no mine off the board.
    fn row(&self, r: Option<usize>) -> Option<&[u64]> {
        r.filter(|&r| r < self.rows)
            .map(|r| &self.mines[r * self.words..(r + 1) * self.words])
    }

    /// The bits of the board's columns in word `i` of a row.
    fn columns(&self, i: usize) -> u64 {
        match self.cols % BITS {
            end if end != 0 && i + 1 == self.words => (1 << end) - 1,
            _ => !0,
        }
    }
}

/// Turns row `x` into its prefix parities: bit `c` becomes the parity of bits `0..=c`.
fn prefix_parities(x: &mut [u64]) {
    let mut carry = 0;
    for word in x {
        let mut w = *word;
        for shift in [1, 2, 4, 8, 16, 32] {
            w ^= w << shift;
        }
        w ^= carry;
        carry = (w >> (BITS - 1)).wrapping_neg();
        *word = w;
    }
}

/// A run of blanks: columns `start..end` of a row, its label in the union-find, and the
/// parity of its credits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Run {
    start: usize,
    end: usize,
    label: u32,
    /// Whether the count of numbers credited to its blanks is odd.
    odd: bool,
}

/// Three consecutive rows of a board's words, the oldest first; `advance` drops the oldest
/// and appends a cleared row. An array, not a vector: its length known, the compiler drops
/// the bounds checks on its rows and rotates it in a few moves (measured fewer instructions).
#[derive(Clone, Debug, Default)]
struct Window {
    rows: [Vec<u64>; 3],
}

impl Window {
    /// Three rows of `words` zeros; an error when the memory cannot be had.
    fn reset(&mut self, words: usize) -> Result<(), TryReserveError> {
        for row in &mut self.rows {
            zeros(row, words)?;
        }
        Ok(())
    }

    /// Drops the oldest row; the row appended is the one dropped, to be overwritten.
    fn advance(&mut self) {
        self.rows.rotate_left(1);
    }

    /// The newest row.
    fn last(&mut self) -> &mut [u64] {
        &mut self.rows[2]
    }
}

/// `v` made `len` zeros, in place: the scratch rows, as wide as the board; an error when
/// the memory cannot be had.
fn zeros<T: Copy + Default>(v: &mut Vec<T>, len: usize) -> Result<(), TryReserveError> {
    v.clear();
    memory::reserve(v, len)?;
    v.resize(len, T::default());
    Ok(())
}

/// Scratch space of [`play`], reused from board to board.
#[derive(Clone, Debug, Default)]
pub struct Scratch {
    /// Blanks of the rows above, at and below the current number row.
    blanks: Window,
    /// Per cell of `blanks`, whether its left neighbour is a blank.
    blank_on_left: Window,
    /// Per cell of `blanks`, whether its right neighbour is a blank.
    blank_on_right: Window,
    /// Numbers of the current row (middle), and of the rows above and below.
    numbers: Window,
    /// The suspects: the numbers whose blank neighbours are not all adjacent to each other
    /// through blanks among them, the only ones that can border two regions. Rows two
    /// above, one above, and at the current number row.
    suspects: Window,
    /// Per blank, the parity of the numbers credited to it; rows as `blanks`.
    credits: Window,
    /// Mines of the rows above, at and below a row being classified, ORed.
    around: Vec<u64>,
    /// The runs of the row being joined, of the row above and of the row before, each
    /// ended by [`END_OF_ROW`], in rows grown as runs come ([`find_runs`]).
    runs: [Vec<Run>; 3],
    /// Per row of `runs` and word, the runs ending in the words before it.
    by_word: [Vec<u32>; 3],
    /// The regions: a union-find over run labels, joined at distance 1, each label's parent
    /// (path halving, the lower label as the root: a parent is never above its label).
    parent: Vec<u32>,
    /// Per label, the parity of the numbers credited to the runs given it; once gathered
    /// ([`count_regions`]), at roots: per region.
    odd: Vec<bool>,
    /// The suspects whose runs lay in different regions when met, in row-major order.
    notes: Vec<Note>,
}

/// A suspect noted when the runs of its blanks lay in different regions as its rows were
/// labelled (they may still join further down): its row-major index (at most
/// [`MOST_CELLS`]), and the labels of those runs in row order, [`NO_LABEL`] after them. A
/// row holds one run of them at most, and the first is the run its number is credited to.
#[derive(Clone, Copy, Debug)]
struct Note {
    cell: u32,
    runs: [u32; 3],
}

impl Note {
    /// The roots of the regions of its runs (in their order, [`NO_LABEL`] after them), and
    /// whether they differ: then its number borders two regions.
    fn roots(&self, parent: &mut [u32]) -> ([u32; 3], bool) {
        let roots = self.runs.map(|label| match label {
            NO_LABEL => NO_LABEL,
            label => root(parent, label),
        });
        let apart = roots[1..]
            .iter()
            .any(|&root| root != NO_LABEL && root != roots[0]);
        (roots, apart)
    }
}

impl Scratch {
    /// Reserves room for the runs of a `rows` x `cols` board, so that labelling them
    /// allocates nothing (the notes grow as they come).
    pub fn reserve(&mut self, rows: usize, cols: usize) -> Result<(), TryReserveError> {
        let runs = rows.saturating_mul(cols / 4 + 1);
        self.parent.clear();
        self.parent.try_reserve_exact(runs)?;
        self.odd.clear();
        self.odd.try_reserve_exact(runs)
    }
}

/// The outcome of a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Nim {
    /// Blank regions with an even count of bordering numbers (worth 1 each).
    pub even_regions: usize,
    /// Blank regions with an odd count (worth 2 each).
    pub odd_regions: usize,
    /// Whether the count of numbers bordering no blank (worth 1 each) is odd.
    pub odd_lone_numbers: bool,
    /// The first number (row-major, 0-based row and column) bordering two blank regions,
    /// which the statement rules out; `None` on a board that keeps the guarantee.
    pub shared_number: Option<(usize, usize)>,
}

impl Nim {
    /// Whether the XOR of all the values is non-zero: the first player wins.
    pub fn first_player_wins(&self) -> bool {
        (self.even_regions % 2 == 1) != self.odd_lone_numbers || self.odd_regions % 2 == 1
    }
}

/// Plays `board` as the module documentation says, on a board that breaks the guarantee
/// too; an error when the notes cannot grow. O(rows x words + runs + suspects).
pub fn play(board: &MineRows, scratch: &mut Scratch) -> Result<Nim, TryReserveError> {
    play_watching(board, scratch, |_, _| {})
}

/// [`play`], showing `watch` each run with its row as it is labelled.
#[inline(never)]
fn play_watching(
    board: &MineRows,
    scratch: &mut Scratch,
    mut watch: impl FnMut(usize, Run),
) -> Result<Nim, TryReserveError> {
    let words = board.words;
    scratch.blanks.reset(words)?;
    scratch.blank_on_left.reset(words)?;
    scratch.blank_on_right.reset(words)?;
    scratch.numbers.reset(words)?;
    scratch.suspects.reset(words)?;
    scratch.credits.reset(words)?;
    zeros(&mut scratch.around, words)?;
    for runs in &mut scratch.runs {
        runs.clear();
        runs.push(END_OF_ROW);
    }
    for by_word in &mut scratch.by_word {
        zeros(by_word, words)?;
    }
    scratch.parent.clear();
    scratch.odd.clear();
    scratch.notes.clear();
    let mut lone_numbers = 0;
    classify(board, 0, scratch);
    scratch.advance();
    for r in 0..board.rows {
        classify(board, r + 1, scratch);
        lone_numbers ^= credit_row(scratch);
        if r > 0 {
            join_runs(scratch, r - 1, board.cols, &mut watch)?;
        }
        scratch.advance();
    }
    join_runs(scratch, board.rows - 1, board.cols, &mut watch)?;
    let odd_lone_numbers = lone_numbers.count_ones() % 2 == 1;
    Ok(count_regions(scratch, odd_lone_numbers, board.cols))
}

impl Scratch {
    /// Moves the windows one row down.
    fn advance(&mut self) {
        self.blanks.advance();
        self.blank_on_left.advance();
        self.blank_on_right.advance();
        self.numbers.advance();
        self.suspects.advance();
        self.credits.advance();
    }
}

/// Writes the blanks and numbers of row `r` (none off the board) into the last row of the
/// windows, with the blanks moved one column right and one column left (each cell's left
/// and right neighbour); only the last word has bits past the board's last column to clear.
fn classify(board: &MineRows, r: usize, scratch: &mut Scratch) {
    let Scratch {
        blanks,
        blank_on_left,
        blank_on_right,
        numbers,
        around,
        ..
    } = scratch;
    let (blank, number) = (blanks.last(), numbers.last());
    let (left, right) = (blank_on_left.last(), blank_on_right.last());
    let here = match board.row(Some(r)) {
        Some(here) => here,
        None => {
            for row in [blank, number, left, right] {
                row.fill(0);
            }
            return;
        }
    };
    let around = &mut around[..here.len()];
    let (blank, number) = (&mut blank[..here.len()], &mut number[..here.len()]);
    let (left, right) = (&mut left[..here.len()], &mut right[..here.len()]);
    let columns = board.columns(board.words - 1);
    let (up, down) = (board.row(r.checked_sub(1)), board.row(r.checked_add(1)));
    ored(around, here, [up, down]);
    classify_words((around, here), blank, number, left, right, columns);
}

/// Writes `here` ORed with the rows `others` there are into `around`. O(words).
fn ored(around: &mut [u64], here: &[u64], others: [Option<&[u64]>; 2]) {
    around.copy_from_slice(here);
    for row in others.iter().flatten() {
        for (a, m) in around.iter_mut().zip(*row) {
            *a |= m;
        }
    }
}

/// The words of [`classify`]: from the mines of a row (`here`) and those of the rows
/// around it ORed (`around`), the row's blanks and numbers, and the blanks moved one column
/// right and left (`left`, `right`, used first for the mines around); `columns` are the
/// bits of the last word on the board. Each row written is a parameter of its own, so that
/// the compiler knows it overlaps no other row. O(words).
fn classify_words(
    (around, here): (&[u64], &[u64]),
    blank: &mut [u64],
    number: &mut [u64],
    left: &mut [u64],
    right: &mut [u64],
    columns: u64,
) {
    moved_right(around, left);
    moved_left(around, right);
    for (((b, n), (&l, &r)), (&a, &m)) in blank
        .iter_mut()
        .zip(number.iter_mut())
        .zip(left.iter().zip(right.iter()))
        .zip(around.iter().zip(here))
    {
        let dilation = a | l | r;
        *b = !dilation;
        *n = dilation & !m;
    }
    if let (Some(b), Some(n)) = (blank.last_mut(), number.last_mut()) {
        *b &= columns;
        *n &= columns;
    }
    moved_right(blank, left);
    moved_left(blank, right);
}

/// Writes row `x` moved one column right into `to`: cell `c` of `to` is cell `c - 1` of
/// `x` (its left neighbour), none off the row. O(words).
fn moved_right(x: &[u64], to: &mut [u64]) {
    let mut carry = 0;
    for (t, &w) in to.iter_mut().zip(x) {
        *t = w << 1 | carry;
        carry = w >> (BITS - 1);
    }
}

/// Writes row `x` moved one column left into `to`: cell `c` of `to` is cell `c + 1` of
/// `x` (its right neighbour), none off the row. O(words).
fn moved_left(x: &[u64], to: &mut [u64]) {
    let mut carry = 0;
    for (t, &w) in to.iter_mut().zip(x).rev() {
        *t = w >> 1 | carry;
        carry = w << (BITS - 1);
    }
}

/// Whether bit `c` of row `x` is set.
#[cfg(test)]
fn bit(x: &[u64], c: usize) -> bool {
    x[c / BITS] >> (c % BITS) & 1 == 1
}

/// Credits each number of the current row to the first row, of the rows above, at and below
/// it, where it has a blank neighbour, at its own column (credit rows above, at and below
/// it: the row below is written, being new), and marks its suspects; returns the numbers
/// that border no blank, as a word whose bits' parity is theirs. One pass over the words.
fn credit_row(scratch: &mut Scratch) -> u64 {
    let Scratch {
        blanks,
        blank_on_left,
        blank_on_right,
        numbers,
        suspects,
        credits,
        ..
    } = scratch;
    let number = &numbers.rows[1][..];
    let words = number.len();
    let row = |k: usize| {
        [
            &blank_on_left.rows[k][..words],
            &blanks.rows[k][..words],
            &blank_on_right.rows[k][..words],
        ]
    };
    let [up_left, up, up_right] = row(0);
    let [left, _, right] = row(1);
    let [down_left, down, down_right] = row(2);
    let neighbours = [
        up_left, up, up_right, left, right, down_left, down, down_right,
    ];
    let (credits_up, rest) = credits.rows.split_at_mut(1);
    let (credits_here, credits_down) = rest.split_at_mut(1);
    credit_words(
        (number, neighbours),
        &mut suspects.rows[2][..words],
        &mut credits_up[0][..words],
        &mut credits_here[0][..words],
        &mut credits_down[0][..words],
    )
}

/// The words of [`credit_row`]: the numbers of a row and their blank neighbours' rows in
/// the eight directions; the suspects and the credit rows above, at and below. Each row
/// written is a parameter of its own, so that the compiler knows it overlaps no other row
/// (and checks no overlap at run time before each row).
fn credit_words(
    (number, neighbours): (&[u64], [&[u64]; 8]),
    suspect: &mut [u64],
    credits_up: &mut [u64],
    credits_here: &mut [u64],
    credits_down: &mut [u64],
) -> u64 {
    let [up_left, up, up_right, left, right, down_left, down, down_right] = neighbours;
    let mut lone = 0;
    for i in 0..number.len() {
        let neighbours = [
            up_left[i],
            up[i],
            up_right[i],
            left[i],
            right[i],
            down_left[i],
            down[i],
            down_right[i],
        ];
        let open = number[i];
        suspect[i] = open & several_groups(neighbours);
        let above = up_left[i] | up[i] | up_right[i];
        let beside = left[i] | right[i];
        let below = down_left[i] | down[i] | down_right[i];
        credits_up[i] ^= open & above;
        let open = open & !above;
        credits_here[i] ^= open & beside;
        let open = open & !beside;
        credits_down[i] = open & below;
        lone ^= open & !below;
    }
    lone
}

/// Per number, whether its blank neighbours fall into two groups or more, a group being
/// blanks joined through blanks of the eight: the *suspects*. `n` are the blanks in the
/// directions up-left, up, up-right, left, right, down-left, down, down-right. The
/// blanks beside (up, left, right, down) make one group, and a corner blank joins it
/// unless both its sides are no blanks. O(1) word operations.
#[inline]
fn several_groups(n: [u64; 8]) -> u64 {
    let [up_left, up, up_right, left, right, down_left, down, down_right] = n;
    let groups = [
        up | left | right | down,
        up_left & !(up | left),
        up_right & !(up | right),
        down_left & !(down | left),
        down_right & !(down | right),
    ];
    let (mut one, mut two) = (0, 0);
    for group in groups {
        two |= one & group;
        one |= group;
    }
    two
}

/// Finds the runs of the first blank row of the window, row `r` (its credits complete),
/// labels each with its region and adds its credit parity ([`label_runs`]), then notes the
/// suspects of the row above; an error when the notes cannot grow.
fn join_runs(
    scratch: &mut Scratch,
    r: usize,
    cols: usize,
    watch: &mut impl FnMut(usize, Run),
) -> Result<(), TryReserveError> {
    let Scratch {
        blanks,
        suspects,
        credits,
        runs,
        by_word,
        parent,
        odd,
        notes,
        ..
    } = scratch;
    runs.rotate_right(1);
    by_word.rotate_right(1);
    let [current, above, two_above] = runs;
    prefix_parities(&mut credits.rows[0]);
    label_runs(
        (&blanks.rows[0], &credits.rows[0]),
        above,
        (current, &mut by_word[0]),
        (parent, odd),
        |run| watch(r, run),
    )?;
    let rows = [
        Walk::new(two_above, &by_word[2]),
        Walk::new(above, &by_word[1]),
        Walk::new(current, &by_word[0]),
    ];
    match r.checked_sub(1) {
        Some(above) => note_suspects(above * cols, &suspects.rows[0], rows, parent, notes),
        None => Ok(()),
    }
}

/// Replaces `current` with the runs of the blank row `blank` (its credits' prefix parities
/// `parities`), each labelled with its region, [`END_OF_ROW`] after them. A run joins the
/// regions of the runs of the row `above` next to it (distance 1: columns widened by one
/// each side overlap), taking the lowest root as its label (or, next to one run above only,
/// that run's label as it is), or starts a region of its own; then adds its credit parity
/// to its label's. The runs of both rows go left to right, so the runs above are walked
/// once, a slice whose first is dropped once it ends before the run joined (no index checked
/// against the length: fewer instructions); the last one next to a run may be next to the
/// following one too. O(words + runs of both rows) and the union-find's steps.
///
/// Two passes, each with few values live (measured fewer instructions than one): the runs
/// and their parities are found first ([`find_runs`]), then labelled.
/// The parents and parities get room first for a new label per run (within the room
/// reserved per board), written by index as slices, then cut to the labels given: no push,
/// whose lengths the loop would reload after every store. An error when the row of runs
/// cannot grow.
fn label_runs(
    (blank, parities): (&[u64], &[u64]),
    above: &[Run],
    (current, by_word): (&mut Vec<Run>, &mut [u32]),
    (parents, odd): (&mut Vec<u32>, &mut Vec<bool>),
    mut watch: impl FnMut(Run),
) -> Result<(), TryReserveError> {
    let runs = find_runs(blank, parities, current, by_word)?;
    let mut labels = odd.len();
    odd.resize(labels + runs, false);
    parents.resize(labels + runs, 0);
    let (parent, odds) = (&mut parents[..], &mut odd[..]);
    let mut above = above;
    for run in &mut current[..runs] {
        let (start, end) = (run.start, run.end);
        while above[0].end < start {
            above = &above[1..];
        }
        run.label = match *above {
            [first, second, ..] if first.start <= end => {
                let mut label = first.label;
                if second.start <= end {
                    label = root(parent, label);
                    while above[1].start <= end {
                        above = &above[1..];
                        let other = root(parent, above[0].label);
                        if other != label {
                            let (low, high) = (label.min(other), label.max(other));
                            parent[high as usize] = low;
                            label = low;
                        }
                    }
                }
                odds[label as usize] ^= run.odd;
                label
            }
            _ => {
                odds[labels] = run.odd;
                parent[labels] = labels as u32;
                labels += 1;
                labels as u32 - 1
            }
        };
        watch(*run);
    }
    odd.truncate(labels);
    parents.truncate(labels);
    Ok(())
}

/// Writes the runs of the blank row `blank` by index into `runs` ([`END_OF_ROW`] after them:
/// no push; the row grows first ([`grow`]) when it lacks room for a word's most, `BITS / 2`,
/// as a run's start has its left neighbour clear) and returns their
/// count; unlabelled, each with the parity of its credits: the prefix parity (`parities`) at
/// the column after its last cell (bit `c` of a word's `parity`: at column `c + 1`, the
/// row's past the last column) XOR the one after the run before, as a run's credits lie on
/// its widened columns only. A run starts at a set bit whose left neighbour is clear and has its last
/// bit where the right neighbour is clear (no bit off the row is set): the `k`-th start and
/// the `k`-th last bit are the `k`-th run's (a run's start is listed no later than its last
/// bit). In each word the starts are listed first, then the last bits, with trailing-zero
/// counts, each in a loop of a few values: measured fewer instructions than pairing them as
/// they come. Writes, per word, how many runs end in the words before into `by_word`
/// ([`Walk`]). O(words + runs); the row's memory follows the most runs a row had.
fn find_runs(
    blank: &[u64],
    parities: &[u64],
    runs: &mut Vec<Run>,
    by_word: &mut [u32],
) -> Result<usize, TryReserveError> {
    let by_word = &mut by_word[..blank.len()];
    let (mut before, mut n, mut k, mut parity_before) = (0, 0, 0, false);
    for (i, &word) in blank.iter().enumerate() {
        if runs.len() <= n + BITS / 2 {
            grow(runs)?;
        }
        by_word[i] = k as u32;
        let mut starts = word & !(word << 1 | before);
        before = word >> (BITS - 1);
        while starts != 0 {
            runs[n].start = i * BITS + starts.trailing_zeros() as usize;
            n += 1;
            starts &= starts - 1;
        }
        let next = blank.get(i + 1).map_or(0, |next| next << (BITS - 1));
        let mut lasts = word & !(word >> 1 | next);
        let after = parities
            .get(i + 1)
            .map_or(parities[i] >> (BITS - 1), |&next| next);
        let parity = parities[i] >> 1 | after << (BITS - 1);
        while lasts != 0 {
            let last = lasts.trailing_zeros();
            let run = &mut runs[k];
            run.end = i * BITS + last as usize + 1;
            let parity = parity >> last & 1 == 1;
            run.odd = parity != parity_before;
            parity_before = parity;
            k += 1;
            lasts &= lasts - 1;
        }
    }
    runs[n] = END_OF_ROW;
    Ok(n)
}

/// Doubles `runs`, a row of runs (by `BITS` at least); an error when the memory cannot be
/// had. Rare: a row's memory follows the most runs a row has had.
#[cold]
fn grow(runs: &mut Vec<Run>) -> Result<(), TryReserveError> {
    let more = runs.len().max(BITS);
    runs.try_reserve_exact(more)?;
    runs.resize(runs.len() + more, END_OF_ROW);
    Ok(())
}

/// The root of `label` in the union-find `parent` (path halving).
#[inline]
fn root(parent: &mut [u32], mut label: u32) -> u32 {
    while parent[label as usize] != label {
        let grandparent = parent[parent[label as usize] as usize];
        parent[label as usize] = grandparent;
        label = grandparent;
    }
    label
}

/// Notes each suspect of the number row starting at cell `row_start` whose blanks' runs
/// (at most one in each of `rows`, the rows above, at and below it) lie in different
/// regions so far. A run holds a blank of columns `c - 1..=c + 1` iff it ends after `c - 1`
/// and starts before `c + 2`. An error when the notes cannot grow. O(words + suspects),
/// each suspect at most 17 steps a row ([`Walk::ending_from`]).
fn note_suspects(
    row_start: usize,
    suspects: &[u64],
    rows: [Walk; 3],
    parent: &mut [u32],
    notes: &mut Vec<Note>,
) -> Result<(), TryReserveError> {
    for (i, &word) in suspects.iter().enumerate() {
        let mut word = word;
        while word != 0 {
            let c = i * BITS + word.trailing_zeros() as usize;
            word &= word - 1;
            let mut note = Note {
                cell: (row_start + c) as u32,
                runs: [NO_LABEL; 3],
            };
            let mut found = 0;
            for row in &rows {
                let run = row.ending_from(c)[0];
                if run.start <= c + 1 {
                    note.runs[found] = run.label;
                    found += 1;
                }
            }
            if note.roots(parent).1 {
                notes.try_reserve(1)?;
                notes.push(note);
            }
        }
    }
    Ok(())
}

/// The runs of a row, in column order and ended by [`END_OF_ROW`], with per word of the
/// row how many of them end (their last cell) in the words before: a run ending at column
/// `c` or after is found from the first run ending in the word of column `c - 1`, stepping
/// over the runs ending in that word (16 at most: runs stand 4 columns apart at least),
/// which measured fewer instructions than binary searches along the row (d10-t10: 223.5 M
/// -> 215.5 M in all).
///
/// Invariant: `by_word[i]` is the count of runs whose last cell lies in words `0..i`.
struct Walk<'a> {
    runs: &'a [Run],
    by_word: &'a [u32],
}

impl<'a> Walk<'a> {
    fn new(runs: &'a [Run], by_word: &'a [u32]) -> Self {
        Walk { runs, by_word }
    }

    /// The runs from the first ending at column `c` or after (its end, past its last cell,
    /// is `c` or more), [`END_OF_ROW`] last: the runs before the word of column `c - 1`
    /// end at `c - 1` or before, so are passed. O(1), 17 steps at most.
    #[inline]
    fn ending_from(&self, c: usize) -> &'a [Run] {
        let mut k = match c.checked_sub(1) {
            Some(before) => self.by_word[before / BITS] as usize,
            None => 0,
        };
        while self.runs[k].end < c {
            k += 1;
        }
        &self.runs[k..]
    }
}

/// The run after the last of a row: far right, so that a walk along the row needs no
/// bounds check.
const END_OF_ROW: Run = Run {
    start: usize::MAX / 2,
    end: usize::MAX / 2,
    label: NO_LABEL,
    odd: false,
};

/// No label; above every label, so never the lowest root of a note's runs.
const NO_LABEL: u32 = u32::MAX;

/// The regions and their values, once every run is labelled: first each label, in order, is
/// pointed at its root, its parent's parent (see the module documentation), and its credit
/// parity added to its root's (only roots gather, so a label's parity is its own when read),
/// then each noted number bordering two regions moves its credit to the lowest of them
/// (cells of a board `cols` wide).
fn count_regions(scratch: &mut Scratch, odd_lone_numbers: bool, cols: usize) -> Nim {
    let Scratch {
        parent, odd, notes, ..
    } = scratch;
    for label in 0..odd.len() {
        let root = parent[parent[label] as usize] as usize;
        parent[label] = root as u32;
        if root != label {
            odd[root] ^= odd[label];
        }
    }
    let mut shared_number = None;
    for note in notes.iter() {
        let (roots, apart) = note.roots(parent);
        if apart {
            let cell = note.cell as usize;
            shared_number = shared_number.or(Some((cell / cols, cell % cols)));
            let (credited, lowest) = (roots[0], roots[0].min(roots[1]).min(roots[2]));
            odd[credited as usize] ^= credited != lowest;
            odd[lowest as usize] ^= credited != lowest;
        }
    }
    let mut nim = Nim {
        even_regions: 0,
        odd_regions: 0,
        odd_lone_numbers,
        shared_number,
    };
    for (label, &odd) in odd.iter().enumerate() {
        if parent[label] == label as u32 {
            match odd {
                true => nim.odd_regions += 1,
                false => nim.even_regions += 1,
            }
        }
    }
    nim
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_rng::XorShift;
    use std::collections::VecDeque;

    /// The eight neighbours of a cell as (row, column) steps, in the module's order:
    /// up-left, up, up-right, left, right, down-left, down, down-right.
    const AROUND: [(isize, isize); 8] = [
        (-1, -1),
        (-1, 0),
        (-1, 1),
        (0, -1),
        (0, 1),
        (1, -1),
        (1, 0),
        (1, 1),
    ];

    /// The board of the rules, cell by cell: the reference for every step of the module.
    struct Cells {
        rows: usize,
        cols: usize,
        mine: Vec<bool>,
    }

    impl Cells {
        /// The cells around `cell` on the board (an iterator: the tests call it millions of
        /// times).
        fn around(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
            let (r, c) = ((cell / self.cols) as isize, (cell % self.cols) as isize);
            AROUND.iter().filter_map(move |&(dr, dc)| {
                let (nr, nc) = (r + dr, c + dc);
                let inside =
                    nr >= 0 && nc >= 0 && (nr as usize) < self.rows && (nc as usize) < self.cols;
                inside.then(|| nr as usize * self.cols + nc as usize)
            })
        }

        fn blank(&self, cell: usize) -> bool {
            !self.mine[cell] && self.around(cell).all(|n| !self.mine[n])
        }

        fn number(&self, cell: usize) -> bool {
            !self.mine[cell] && !self.blank(cell)
        }

        /// The region number of every blank (BFS), `usize::MAX` elsewhere.
        fn regions(&self) -> (Vec<usize>, usize) {
            let mut region = vec![usize::MAX; self.mine.len()];
            let mut count = 0;
            for first in 0..self.mine.len() {
                if self.blank(first) && region[first] == usize::MAX {
                    region[first] = count;
                    let mut queue = VecDeque::from([first]);
                    while let Some(cell) = queue.pop_front() {
                        for next in self.around(cell) {
                            if self.blank(next) && region[next] == usize::MAX {
                                region[next] = count;
                                queue.push_back(next);
                            }
                        }
                    }
                    count += 1;
                }
            }
            (region, count)
        }

        /// Per region, the numbers it counts: those it borders, a number bordering several
        /// counting for the first in row-major order of their first cells (the regions'
        /// order); the numbers bordering none; the first number bordering two.
        fn borders(&self) -> (Vec<usize>, usize, Option<(usize, usize)>) {
            let (region, count) = self.regions();
            let mut numbers = vec![0; count];
            let (mut lone, mut shared) = (0, None);
            for cell in (0..self.mine.len()).filter(|&c| self.number(c)) {
                let mut bordered: Vec<usize> = self
                    .around(cell)
                    .map(|n| region[n])
                    .filter(|&r| r != usize::MAX)
                    .collect();
                bordered.sort_unstable();
                bordered.dedup();
                lone += usize::from(bordered.is_empty());
                if bordered.len() > 1 && shared.is_none() {
                    shared = Some((cell / self.cols, cell % self.cols));
                }
                if let Some(&first) = bordered.first() {
                    numbers[first] += 1;
                }
            }
            (numbers, lone, shared)
        }

        fn bits(&self) -> MineRows {
            let mut board = MineRows::default();
            board.reset(self.rows, self.cols).unwrap();
            for cell in (0..self.mine.len()).filter(|&c| self.mine[c]) {
                board.lay_mine(cell / self.cols, cell % self.cols);
            }
            board
        }
    }

    /// A board up to 6 rows, of a width at or around a multiple of 64, or of up to 8
    /// columns, at a random density.
    fn random_cells(rng: &mut XorShift, round: usize) -> Cells {
        const WIDTHS: [usize; 12] = [1, 2, 3, 63, 64, 65, 127, 128, 129, 191, 192, 193];
        let cols = match round % 2 {
            0 => WIDTHS[round / 2 % WIDTHS.len()],
            _ => 1 + rng.below(8),
        };
        let rows = 1 + rng.below(6);
        let density = [0, 2, 5, 10, 20, 50][rng.below(6)];
        let mine = (0..rows * cols).map(|_| rng.below(100) < density).collect();
        Cells { rows, cols, mine }
    }

    #[test]
    fn rows_classify_as_the_cells_do() {
        let mut rng = XorShift(0x5851_f42d_4c95_7f2d);
        let mut scratch = Scratch::default();
        for round in 0..600 {
            let cells = random_cells(&mut rng, round);
            let board = cells.bits();
            for r in 0..cells.rows {
                scratch.blanks.reset(board.words).unwrap();
                scratch.blank_on_left.reset(board.words).unwrap();
                scratch.blank_on_right.reset(board.words).unwrap();
                scratch.numbers.reset(board.words).unwrap();
                zeros(&mut scratch.around, board.words).unwrap();
                classify(&board, r, &mut scratch);
                let blank = |c: usize| c < cells.cols && cells.blank(r * cells.cols + c);
                for c in 0..board.words * BITS {
                    let number = c < cells.cols && cells.number(r * cells.cols + c);
                    assert_eq!(bit(&scratch.blanks.rows[2], c), blank(c), "blank {r} {c}");
                    assert_eq!(bit(&scratch.numbers.rows[2], c), number, "number {r} {c}");
                    let left = c > 0 && blank(c - 1);
                    assert_eq!(bit(&scratch.blank_on_left.rows[2], c), left, "left {r} {c}");
                    let right = bit(&scratch.blank_on_right.rows[2], c);
                    assert_eq!(right, blank(c + 1), "right {r} {c}");
                }
            }
        }
    }

    #[test]
    fn runs_are_the_maximal_runs_of_set_bits() {
        let mut rng = XorShift(0x2545_f491_4f6c_dd1d);
        for round in 0..2000 {
            let len = 1 + rng.below(4);
            let row: Vec<u64> = (0..len)
                .map(|_| match round % 4 {
                    0 => rng.next(),
                    1 => !0 << rng.below(64),
                    2 => !0,
                    _ => rng.next() & rng.next() & rng.next(),
                })
                .collect();
            let (mut found, zeros) = (Vec::new(), vec![0; row.len()]);
            let n = find_runs(&row, &zeros, &mut found, &mut vec![0; row.len()]).unwrap();
            found.truncate(n);
            let runs: Vec<_> = found.iter().map(|run| (run.start, run.end)).collect();
            let mut expected = Vec::new();
            let mut c = 0;
            while c < len * BITS {
                if bit(&row, c) {
                    let start = c;
                    while c < len * BITS && bit(&row, c) {
                        c += 1;
                    }
                    expected.push((start, c));
                }
                c += 1;
            }
            assert_eq!(runs, expected, "{row:x?}");
            let mut parities = row.clone();
            prefix_parities(&mut parities);
            let mut parity = false;
            for c in 0..len * BITS {
                parity ^= bit(&row, c);
                assert_eq!(bit(&parities, c), parity, "{row:x?} at {c}");
            }
        }
    }

    #[test]
    fn runs_are_found_by_column_walking_right() {
        let mut rng = XorShift(0x0bad_5eed_1234_4321);
        for round in 0..2000 {
            let len = 1 + rng.below(4);
            let row: Vec<u64> = (0..len)
                .map(|_| match round % 3 {
                    0 => rng.next() | rng.next(),
                    1 => !0 << rng.below(64),
                    _ => rng.next() & rng.next(),
                })
                .collect();
            let (mut runs, mut by_word) = (Vec::new(), vec![0; row.len()]);
            let n = find_runs(&row, &vec![0; row.len()], &mut runs, &mut by_word).unwrap();
            runs.truncate(n + 1);
            let walk = Walk::new(&runs, &by_word);
            let mut c = 0;
            while c <= len * BITS {
                let expected = runs.iter().position(|run| run.end >= c).unwrap();
                assert_eq!(walk.ending_from(c), &runs[expected..], "{row:x?} at {c}");
                c += rng.below(3);
            }
        }
    }

    #[test]
    fn suspects_have_two_groups_of_blanks_around() {
        for pattern in 0..256_u32 {
            let blank = |k: usize| pattern >> k & 1 == 1;
            if blank(1) && blank(6) || blank(3) && blank(4) {
                continue;
            }
            let mut group = [usize::MAX; 8];
            let mut groups = 0;
            for first in (0..8).filter(|&k| blank(k)) {
                if group[first] != usize::MAX {
                    continue;
                }
                group[first] = groups;
                let mut stack = vec![first];
                while let Some(k) = stack.pop() {
                    for next in 0..8 {
                        let (a, b) = (AROUND[k], AROUND[next]);
                        let adjacent = (a.0 - b.0).abs() <= 1 && (a.1 - b.1).abs() <= 1;
                        if adjacent && blank(next) && group[next] == usize::MAX {
                            group[next] = groups;
                            stack.push(next);
                        }
                    }
                }
                groups += 1;
            }
            let neighbours = [0, 1, 2, 3, 4, 5, 6, 7].map(|k| u64::from(blank(k)) << 5);
            assert_eq!(
                several_groups(neighbours),
                u64::from(groups >= 2) << 5,
                "{pattern:08b}"
            );
        }
    }

    /// The regions, their credits and the guarantee, against the cells: every run is the
    /// cells' maximal run, and the runs of one region, and only they, share a root.
    #[test]
    fn regions_credits_and_breaches_agree_with_the_cells() {
        let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
        let mut scratch = Scratch::default();
        let (mut breaches, mut kept) = (0, 0);
        for round in 0..20_000 {
            let cells = random_cells(&mut rng, round);
            let board = cells.bits();
            scratch.reserve(cells.rows, cells.cols).unwrap();
            let mut runs = Vec::new();
            let nim = play_watching(&board, &mut scratch, |row, run| runs.push((row, run)));
            let (numbers, lone, shared) = cells.borders();
            match shared {
                Some(_) => breaches += 1,
                None => kept += 1,
            }
            let (region, count) = cells.regions();
            let mut expected_runs = Vec::new();
            for r in 0..cells.rows {
                let mut c = 0;
                while c < cells.cols {
                    let start = c;
                    while c < cells.cols && cells.blank(r * cells.cols + c) {
                        c += 1;
                    }
                    if c > start {
                        expected_runs.push((r, start, c));
                    }
                    c += 1;
                }
            }
            let found: Vec<_> = runs
                .iter()
                .map(|&(r, run)| (r, run.start, run.end))
                .collect();
            assert_eq!(found, expected_runs, "runs, round {round}");
            let mut root_of_region = vec![None; count];
            for &(r, run) in &runs {
                let root = root(&mut scratch.parent, run.label);
                let known = root_of_region[region[r * cells.cols + run.start]].get_or_insert(root);
                assert_eq!(*known, root, "one region, one root (round {round})");
            }
            let mut roots: Vec<u32> = root_of_region.iter().map(|r| r.unwrap()).collect();
            roots.sort_unstable();
            roots.dedup();
            assert_eq!(roots.len(), count, "distinct regions, distinct roots");
            for (r, root) in root_of_region.iter().enumerate() {
                let odd = scratch.odd[root.unwrap() as usize];
                assert_eq!(odd, numbers[r] % 2 == 1, "credits, round {round}");
            }
            let odd_regions = numbers.iter().filter(|&&n| n % 2 == 1).count();
            let expected = Nim {
                even_regions: count - odd_regions,
                odd_regions,
                odd_lone_numbers: lone % 2 == 1,
                shared_number: shared,
            };
            assert_eq!(nim, Ok(expected), "round {round}");
        }
        assert!(
            breaches > 100 && kept > 1000,
            "{breaches} breaches, {kept} kept"
        );
    }

    /// Boards (found by a search) whose only shared numbers stand between runs of adjacent
    /// rows that do not touch: one run ends a column before the other, diagonally, begins.
    #[test]
    fn breaches_between_runs_of_adjacent_rows_are_found() {
        type Mines = &'static [(usize, usize)];
        let boards: [(usize, usize, Mines); 3] = [
            (6, 4, &[(0, 2), (1, 0), (4, 2), (5, 1)]),
            (8, 6, &[(0, 1), (1, 4), (3, 0), (4, 2), (5, 5), (6, 1)]),
            (
                6,
                5,
                &[(0, 0), (0, 2), (1, 2), (1, 4), (4, 0), (5, 2), (5, 4)],
            ),
        ];
        let mut scratch = Scratch::default();
        for (rows, cols, mines) in boards {
            let mut mine = vec![false; rows * cols];
            for &(r, c) in mines {
                mine[r * cols + c] = true;
            }
            let cells = Cells { rows, cols, mine };
            let shared = cells.borders().2;
            assert!(shared.is_some(), "{mines:?} breaks the guarantee");
            scratch.reserve(rows, cols).unwrap();
            let nim = play(&cells.bits(), &mut scratch).unwrap();
            assert_eq!(nim.shared_number, shared, "{mines:?}");
        }
    }

    #[test]
    fn runs_per_board_stay_within_the_reserved_bound() {
        let mut rng = XorShift(0x1234_5678_9abc_def1);
        let mut scratch = Scratch::default();
        for round in 0..500 {
            let cells = random_cells(&mut rng, round);
            scratch.reserve(cells.rows, cells.cols).unwrap();
            let reserved = scratch.odd.capacity();
            let mut runs = 0;
            play_watching(&cells.bits(), &mut scratch, |_, _| runs += 1).unwrap();
            assert!(runs <= cells.rows * (cells.cols / 4 + 1));
            assert_eq!(scratch.odd.capacity(), reserved, "no reallocation");
        }
    }
}

//! Nowcoder 2022 multi-school round 6, M "Z-Game on grid": which outcomes can Alice force?
//!
//! Rule: a piece starts on (1,1) of an n x m grid of `A`, `B` and `.`; Alice moves first,
//! then the players alternate, each move going one cell right or one cell down inside the
//! grid. Whenever the piece stands on `A` Alice wins, on `B` Bob wins (the start cell
//! included), and reaching (n,m) with the game still running is a draw. For each outcome
//! (win, draw, loss for Alice) the question is whether Alice can force it whatever Bob
//! does.
//!
//! Idea: a game on a DAG, solved backwards, one bit per cell and question: "Alice can
//! force this outcome from here". The piece has made `i + j - 2` moves on (i,j), so the
//! cell is Alice's to move from when `i + j` is even. A letter ends the game (its bit is
//! whether it is the outcome asked), a free (n,m) is a draw, a free cell on the last row
//! or column has one move (its bit is its successor's), and any other free cell takes the
//! OR of its right and lower successors' bits on Alice's cells and the AND on Bob's. By
//! induction on the distance to (n,m) each bit is exactly "Alice can force it from here",
//! so the three bits of (1,1) are the answer.
//!
//! Along a row, from right to left, each cell either sets its bit whatever its right
//! neighbour holds (a letter; Alice with 1 below; Bob with 0 below) or passes its right
//! neighbour's bit on (Alice with 0 below; Bob with 1 below). That is a carry chain, so a
//! whole row is settled by one integer addition per 64 columns (`settle_row`). The grid
//! is kept as two bitsets per row (its `A` cells and its `B` cells), columns reversed so
//! that column m is bit 0 and carries run leftwards on the board.
//!
//! The game is the same on the transposed grid: the map (i,j) -> (j,i) keeps the start
//! (1,1), sends the end (n,m) to (m,n) and a move right to a move down (and back), keeps
//! every letter, and keeps i + j, so whose turn it is. It maps the plays of one grid onto
//! the plays of the other, with the same outcomes, so each question has the same answer.
//! A grid with more rows than columns is therefore stored transposed, so that a stored row
//! is never shorter than there are stored rows: the last word of each stored row wastes
//! at most 63 bits of each bitset, O(min(n, m)) words in all, whatever the shape (a
//! 12.5 M x 1 grid takes 3 MB, not two words a row).
//!
//! The words are stored in the order the input fills them, so that the grid grows as its
//! cells arrive (a header alone costs nothing, a truncated grid what arrived): a stored
//! row's words from its first column's to its last's, stored row after stored row; or,
//! transposed, where an input row fills one bit of a word of every stored row, the words
//! of the first 64 input rows (bit by bit), then of the next 64, and so on.
//!
//! Why the grid is kept: the answer needs the rows bottom-up and they arrive top-down.
//! After h rows, a top-down pass must still know, per question, the function F mapping
//! the bits of row h+1 to the bit of (1,1); a row h+1 of letters realises any bits, so
//! prefixes with different F must leave different states. Enumerating every F that some
//! prefix yields gives 3, 5, 11, 28, 88, 306, 1,288, 5,861 for m = 1..8 (per row parity):
//! the ratios keep rising (1.7 to 4.6), faster growth than c^m on this range, so an
//! O(m)-bit state looks out of reach (O(m log m) bits is not ruled out, but we know of no
//! such summary that a row updates cheaply). So the grid is kept, at 2 bits per cell
//! (64 KB for 500 x 500), plus O(n + m) bits of working state.
//!
//! Complexity per grid: O(n*m) time to read it, O(n * m/64) to solve; 2 bits per cell
//! plus O(n + m) words, reserved as the cells arrive (the working state once they have).

use crate::judge::{self, Failure, InCase};
use crate::memory;
use crate::scanner::{Alphabet, InputError, Scanner};
use std::collections::TryReserveError;
use std::fmt;
use std::io::{Read, Write};

const CELLS: Alphabet = Alphabet::new("AB.");
const BITS: usize = u64::BITS as usize;
/// The columns at an even distance from column m: Alice's cells on a row where (i,m) is
/// hers, Bob's on the others.
const EVEN_BITS: u64 = 0x5555_5555_5555_5555;

/// A grid as two bitsets per stored row, the `A` cells and the `B` cells; the grid is
/// stored transposed when it has more rows than columns (see the module documentation).
///
/// Invariant: a stored row of `cols` columns is `words` words of each bitset; stored
/// column `c` is bit `63 - (c + pad) % 64` of its row's word `(c + pad) / 64`, counted from
/// the first column's, where `pad` fills the first word up (so the last column is bit 0
/// of the last word, and carries run towards column 1). `a` and `b` hold the words
/// stored so far: word `k` of stored row `r` at `r * words + k`, or, transposed, at
/// `k * rows + r` (a block of 64 input rows fills one word of every stored row); the next
/// input cell is (`next_row`,
/// `next_col`), and, untransposed, `staged` holds the first `filled` bytes of the word
/// being filled.
#[derive(Clone, Debug)]
pub struct Board {
    rows: usize,
    cols: usize,
    transposed: bool,
    words: usize,
    pad: usize,
    a: Vec<u64>,
    b: Vec<u64>,
    next_row: usize,
    next_col: usize,
    staged: [u8; BITS],
    filled: usize,
}

/// A 1 x 1 board whose cell is still to come; [`Board::start`] it for each grid.
impl Default for Board {
    fn default() -> Self {
        let mut board = Board {
            rows: 0,
            cols: 0,
            transposed: false,
            words: 0,
            pad: 0,
            a: Vec::new(),
            b: Vec::new(),
            next_row: 0,
            next_col: 0,
            staged: [b'.'; BITS],
            filled: 0,
        };
        board.start(1, 1);
        board
    }
}

impl Board {
    /// Makes the board an `n` x `m` grid whose cells are still to come (by
    /// [`Board::push`]), reusing the storage.
    pub fn start(&mut self, n: usize, m: usize) {
        self.transposed = n > m;
        let (rows, cols) = if self.transposed { (m, n) } else { (n, m) };
        self.rows = rows;
        self.cols = cols;
        self.words = cols / BITS + usize::from(cols % BITS != 0);
        self.pad = self.words * BITS - cols;
        self.a.clear();
        self.b.clear();
        self.next_row = 0;
        self.next_col = 0;
        self.filled = 0;
    }

    /// Appends the next cells of the grid, row-major (a row may come in several pieces),
    /// bytes over `A`, `B`, `.` (as [`read_board`] checks; other bytes stand for some
    /// cell). The storage grows by [`memory::grow`]: an error when the memory cannot be
    /// had.
    pub fn push(&mut self, mut cells: &[u8]) -> Result<(), TryReserveError> {
        let input_cols = if self.transposed {
            self.rows
        } else {
            self.cols
        };
        while !cells.is_empty() {
            let (part, rest) = cells.split_at(cells.len().min(input_cols - self.next_col));
            if self.transposed {
                self.push_into_column(part)?;
            } else {
                self.push_into_row(part)?;
            }
            self.next_col += part.len();
            if self.next_col == input_cols {
                self.next_col = 0;
                self.next_row += 1;
            }
            cells = rest;
        }
        Ok(())
    }

    /// The words of the whole grid, in each bitset.
    fn total_words(&self) -> usize {
        self.rows.saturating_mul(self.words)
    }

    /// `cells` of the current input row, which is a stored row: whole words go straight
    /// in, the others through `staged`, which the row's first word starts with `pad` free
    /// cells.
    fn push_into_row(&mut self, mut cells: &[u8]) -> Result<(), TryReserveError> {
        if self.next_col == 0 && cells.len() == self.cols {
            return self.push_whole_row(cells);
        }
        if self.next_col == 0 {
            self.staged[..self.pad].fill(b'.');
            self.filled = self.pad;
        }
        while !cells.is_empty() {
            if self.filled == 0 && cells.len() >= BITS {
                let (words, rest) = cells.split_at(cells.len() / BITS * BITS);
                self.make_room(words.len() / BITS)?;
                for chunk in words.chunks_exact(BITS) {
                    let chunk = <&[u8; BITS]>::try_from(chunk).expect("a whole word");
                    self.push_word(letters_of(chunk));
                }
                cells = rest;
            } else {
                let n = cells.len().min(BITS - self.filled);
                self.staged[self.filled..self.filled + n].copy_from_slice(&cells[..n]);
                self.filled += n;
                cells = &cells[n..];
                if self.filled == BITS {
                    self.make_room(1)?;
                    self.push_word(letters_of(&self.staged));
                    self.filled = 0;
                }
            }
        }
        Ok(())
    }

    /// A whole stored row at once (as the scanner hands a row over when it stands whole in
    /// its buffer): its first word padded with `pad` free cells, then whole words.
    fn push_whole_row(&mut self, row: &[u8]) -> Result<(), TryReserveError> {
        self.make_room(self.words)?;
        let (first, rest) = row.split_at(BITS - self.pad);
        self.push_word(letters_of(&padded(first)));
        for chunk in rest.chunks_exact(BITS) {
            let chunk = <&[u8; BITS]>::try_from(chunk).expect("a whole word");
            self.push_word(letters_of(chunk));
        }
        Ok(())
    }

    /// `cells` of the current input row, which is a stored column: one bit of a word of
    /// each stored row. The words of a block of 64 input rows are stored as its first row
    /// arrives.
    fn push_into_column(&mut self, cells: &[u8]) -> Result<(), TryReserveError> {
        let c = self.next_row + self.pad;
        let base = (c / BITS) * self.rows + self.next_col;
        let bit = BITS - 1 - c % BITS;
        let end = base + cells.len();
        if self.a.len() < end {
            self.make_room(end - self.a.len())?;
            self.a.resize(end, 0);
            self.b.resize(end, 0);
        }
        let words = self.a[base..end].iter_mut().zip(&mut self.b[base..end]);
        for ((a, b), &cell) in words.zip(cells) {
            *a |= u64::from(cell == b'A') << bit;
            *b |= u64::from(cell == b'B') << bit;
        }
        Ok(())
    }

    /// Room for `more` words in each bitset.
    fn make_room(&mut self, more: usize) -> Result<(), TryReserveError> {
        let total = self.total_words();
        memory::grow(&mut self.a, more, total)?;
        memory::grow(&mut self.b, more, total)
    }

    fn push_word(&mut self, (a, b): (u64, u64)) {
        self.a.push(a);
        self.b.push(b);
    }

    /// The `A` and `B` words of stored row `r` (0-based), from its last column's word
    /// (column m at bit 0) towards its first, handed to `settle` as an iterator: a row of
    /// an untransposed grid is contiguous, a transposed one's words are `rows` apart.
    fn with_row(&self, r: usize, settle: impl FnOnce(&mut dyn Iterator<Item = (u64, u64)>)) {
        if self.transposed {
            let word = |k: usize| (self.a[k * self.rows + r], self.b[k * self.rows + r]);
            settle(&mut (0..self.words).rev().map(word))
        } else {
            let span = r * self.words..(r + 1) * self.words;
            let (a, b) = (&self.a[span.clone()], &self.b[span]);
            settle(&mut a.iter().zip(b).rev().map(|(&a, &b)| (a, b)))
        }
    }
}

/// The first cells of a row, at most 64, behind free cells up to a whole word.
fn padded(chunk: &[u8]) -> [u8; BITS] {
    let mut cells = [b'.'; BITS];
    cells[BITS - chunk.len()..].copy_from_slice(chunk);
    cells
}

/// The `A` and `B` cells among 64, the last at bit 0, eight bytes at a time: of `A`
/// (0x41), `B` (0x42) and `.` (0x2e), the letters alone have bit 6 set and `A` alone bit 0;
/// multiplying the chosen bits of eight bytes, moved to bit 0, by 0x8040201008040201
/// gathers bit 0 of byte i at bit 63 - i.
fn letters_of(cells: &[u8; BITS]) -> (u64, u64) {
    const LOW: u64 = 0x0101_0101_0101_0101;
    let gather = |bits: u64| bits.wrapping_mul(0x8040_2010_0804_0201) >> 56;
    let (mut a, mut letters) = (0, 0);
    for group in cells.chunks_exact(8) {
        let mut bytes = [0; 8];
        bytes.copy_from_slice(group);
        let cells = u64::from_le_bytes(bytes);
        a = a << 8 | gather(cells & LOW);
        letters = letters << 8 | gather(cells >> 6 & LOW);
    }
    (a, letters & !a)
}

/// The outcomes Alice can force from (1,1), whatever Bob does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Forcible {
    pub win: bool,
    pub draw: bool,
    pub loss: bool,
}

/// The judge's answer: `yes`/`no` for win, draw and loss, separated by single spaces.
impl fmt::Display for Forcible {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let word = |yes| if yes { "yes" } else { "no" };
        let (win, draw, loss) = (word(self.win), word(self.draw), word(self.loss));
        write!(f, "{} {} {}", win, draw, loss)
    }
}

/// One of the three questions.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Win,
    Draw,
    Loss,
}

impl Outcome {
    const ALL: [Outcome; 3] = [Outcome::Win, Outcome::Draw, Outcome::Loss];

    /// Of the letters `a` (`A`) and `b` (`B`): those ending the game with this outcome,
    /// and those ending it with another.
    fn letters(self, a: u64, b: u64) -> (u64, u64) {
        match self {
            Outcome::Win => (a, b),
            Outcome::Draw => (0, a | b),
            Outcome::Loss => (b, a),
        }
    }
}

/// Settles one row of one question, from column m leftwards.
///
/// `letters`: the row's `A` and `B` words, from column m's leftwards; `below` holds the
/// bits of the row below (on the last row: `!alice`, which makes every free cell pass its
/// right neighbour's bit on) and receives this row's bits; `right_of_m` is what column m
/// passes on when it passes (its lower bit; on the last row, whether the draw at (n,m) is
/// the outcome asked). A cell *sets* its bit to 1 (`set`) or to 0, or *passes* its right
/// neighbour's bit on (`pass`): the bit of column k is the carry out of position k in
/// `set + (set | pass) + right_of_m`, read back as `set | pass & carry_in`. Bits above
/// column 1 in the last word are don't-cares: carries never come down.
fn settle_row(
    outcome: Outcome,
    letters: impl Iterator<Item = (u64, u64)>,
    alice: u64,
    below: &mut [u64],
    right_of_m: bool,
) {
    let mut carry = u64::from(right_of_m);
    for (bits, (a, b)) in below.iter_mut().zip(letters) {
        let (one, zero) = outcome.letters(a, b);
        let free = !(one | zero);
        let set = one | (free & alice & *bits);
        let pass = free & (alice ^ *bits);
        let (partial, over) = set.overflowing_add(set | pass);
        let (sum, over_again) = partial.overflowing_add(carry);
        let carry_in = sum ^ pass; // bit k: the carry into position k
        *bits = set | (pass & carry_in);
        carry = u64::from(over | over_again);
    }
}

/// Scratch space of [`solve`]: per question, the bits of the row below.
#[derive(Clone, Debug, Default)]
pub struct Scratch {
    bits: [Vec<u64>; 3],
}

impl Scratch {
    /// Reserves what solving `board` needs, so that [`solve`] allocates nothing; an error
    /// when the memory cannot be had.
    pub fn reserve(&mut self, board: &Board) -> Result<(), TryReserveError> {
        self.bits
            .iter_mut()
            .try_for_each(|bits| memory::reserve(bits, board.words))
    }
}

/// The outcomes Alice can force on `board` (on its stored grid: the game is the same), in
/// O(rows x words) time.
///
/// Panics unless every cell of the board has arrived (as [`read_board`] leaves it).
pub fn solve(board: &Board, scratch: &mut Scratch) -> Forcible {
    assert_eq!(board.a.len(), board.total_words(), "a whole grid");
    let alice_of = |r: usize| match (r + 1 + board.cols) % 2 {
        0 => EVEN_BITS,
        _ => !EVEN_BITS,
    };
    let last = board.rows - 1;
    for bits in &mut scratch.bits {
        bits.clear();
        bits.resize(board.words, !alice_of(last));
    }
    for r in (0..=last).rev() {
        for (outcome, below) in Outcome::ALL.into_iter().zip(&mut scratch.bits) {
            let right_of_m = match r == last {
                true => outcome == Outcome::Draw,
                false => below[0] & 1 == 1,
            };
            board.with_row(r, |letters| {
                settle_row(outcome, letters, alice_of(r), below, right_of_m)
            });
        }
    }
    let column_1 = board.cols - 1;
    let at_start = |bits: &[u64]| bits[column_1 / BITS] >> (column_1 % BITS) & 1 == 1;
    let [win, draw, loss] = &scratch.bits;
    Forcible {
        win: at_start(win),
        draw: at_start(draw),
        loss: at_start(loss),
    }
}

/// Reads `n m` and n rows into `board`, stored as they arrive, and reserves `scratch` for
/// solving it; a grid that does not fit in memory is an error at its size.
pub fn read_board<R: Read>(
    sc: &mut Scanner<R>,
    board: &mut Board,
    scratch: &mut Scratch,
) -> Result<(), InputError> {
    let rows = sc.int_in("the number of rows n", 1..=usize::MAX)?;
    let cols = sc.int_in("the number of columns m", 1..=usize::MAX)?;
    let size = sc.token_pos();
    let no_room = |_| memory::does_not_fit(size, rows, cols);
    board.start(rows, cols);
    for r in 1..=rows {
        let push = |cells: &[u8]| board.push(cells).map_err(no_room);
        sc.wide_row(cols, &CELLS, format_args!("row {} of the grid", r), push)?;
    }
    scratch.reserve(board).map_err(no_room)
}

/// Solves a whole input: `T`, then `T` grids; warns about anything after them.
pub fn run<R: Read, W: Write>(
    input: R,
    output: &mut W,
    warnings: &mut dyn Write,
) -> Result<(), Failure> {
    let mut sc = Scanner::new(input);
    let cases: usize = sc.int("the number of test cases T")?;
    let mut board = Board::default();
    let mut scratch = Scratch::default();
    for case in 1..=cases {
        read_board(&mut sc, &mut board, &mut scratch).in_case(case)?;
        writeln!(output, "{}", solve(&board, &mut scratch))?;
    }
    judge::expect_end(&mut sc, warnings)
}

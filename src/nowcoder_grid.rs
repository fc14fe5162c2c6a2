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
//! whole row is settled by one integer addition per 64 columns ([`settle_row`]). The grid
//! is kept as two bitsets per row (its `A` cells and its `B` cells), columns reversed so
//! that column m is bit 0 and carries run leftwards on the board.
//!
//! Why the grid is kept: the answer needs the rows bottom-up and they arrive top-down.
//! After h rows, a top-down pass must still know, per question, the function F mapping
//! the bits of row h+1 to the bit of (1,1); a row h+1 of letters realises any bits, so
//! prefixes with different F must leave different states. Enumerating every F that some
//! prefix yields gives 3, 5, 11, 28, 88, 306, 1,288, 5,861 for m = 1..8 (per row parity):
//! the ratios keep rising (1.7 to 4.6), faster growth than c^m on this range, so an
//! O(m)-bit state looks out of reach (O(m log m) bits is not ruled out, but we know of no
//! such summary that a row updates cheaply). So the grid is kept, at 2 bits per cell
//! (64 KB for 500 x 500), plus O(m) bits of working state.
//!
//! Complexity per grid: O(n*m) time to read it, O(n * m/64) to solve; 2 bits per cell.

use crate::judge::{Failure, InCase};
use crate::scanner::{Alphabet, InputError, Scanner};
use std::fmt;
use std::io::{Read, Write};

const CELLS: Alphabet = Alphabet::new("AB.");
const BITS: usize = u64::BITS as usize;
/// The columns at an even distance from column m: Alice's cells on a row where (i,m) is
/// hers, Bob's on the others.
const EVEN_BITS: u64 = 0x5555_5555_5555_5555;

/// A grid as two bitsets per row, the `A` cells and the `B` cells, column m at bit 0.
#[derive(Clone, Debug, Default)]
pub struct Board {
    cols: usize,
    /// Row after row, `words()` words each.
    a: Vec<u64>,
    b: Vec<u64>,
}

impl Board {
    /// An empty board of `cols` columns, reusing the storage.
    pub fn clear(&mut self, cols: usize) {
        self.cols = cols;
        self.a.clear();
        self.b.clear();
    }

    /// Appends a row of `cols()` bytes over `A`, `B`, `.` (as [`read_board`] checks; other
    /// bytes stand for some cell).
    pub fn push_row(&mut self, row: &[u8]) {
        debug_assert_eq!(row.len(), self.cols);
        for chunk in row.rchunks(BITS) {
            let cells = <&[u8; BITS]>::try_from(chunk).map_or_else(|_| padded(chunk), |&c| c);
            let (a, b) = letters_of(&cells);
            self.a.push(a);
            self.b.push(b);
        }
    }

    pub fn rows(&self) -> usize {
        self.a.len().checked_div(self.words()).unwrap_or(0)
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    fn words(&self) -> usize {
        self.cols / BITS + usize::from(self.cols % BITS != 0)
    }

    /// The `A` and `B` bitsets of row `r` (0-based).
    fn row(&self, r: usize) -> (&[u64], &[u64]) {
        let span = r * self.words()..(r + 1) * self.words();
        (&self.a[span.clone()], &self.b[span])
    }
}

/// The last columns of a row, behind free cells up to a whole word.
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
/// `a`, `b`: the row's letters; `below` holds the bits of the row below (on the last row:
/// `!alice`, which makes every free cell pass its right neighbour's bit on) and receives
/// this row's bits; `right_of_m` is what column m passes on when it passes (its lower bit;
/// on the last row, whether the draw at (n,m) is the outcome asked). A cell *sets* its bit
/// to 1 (`set`) or to 0, or *passes* its right neighbour's bit on (`pass`): the bit of
/// column k is the carry out of position k in `set + (set | pass) + right_of_m`, read back
/// as `set | pass & carry_in`. Bits above column 1 in the last word are don't-cares:
/// carries never come down.
fn settle_row(
    outcome: Outcome,
    (a, b): (&[u64], &[u64]),
    alice: u64,
    below: &mut [u64],
    right_of_m: bool,
) {
    let mut carry = u64::from(right_of_m);
    for ((bits, &a), &b) in below.iter_mut().zip(a).zip(b) {
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

/// The outcomes Alice can force on `board`, in O(rows x words) time and O(words) memory.
///
/// Panics on a board without rows (as [`read_board`] never leaves it).
pub fn solve(board: &Board) -> Forcible {
    let words = board.words();
    let alice_of = |r: usize| match (r + 1 + board.cols) % 2 {
        0 => EVEN_BITS,
        _ => !EVEN_BITS,
    };
    let last = board.rows() - 1;
    let mut bits = Outcome::ALL.map(|_| vec![!alice_of(last); words]);
    for r in (0..=last).rev() {
        for (outcome, below) in Outcome::ALL.into_iter().zip(&mut bits) {
            let right_of_m = match r == last {
                true => outcome == Outcome::Draw,
                false => below[0] & 1 == 1,
            };
            settle_row(outcome, board.row(r), alice_of(r), below, right_of_m);
        }
    }
    let column_1 = board.cols - 1;
    let at_start = |bits: &[u64]| bits[column_1 / BITS] >> (column_1 % BITS) & 1 == 1;
    Forcible {
        win: at_start(&bits[0]),
        draw: at_start(&bits[1]),
        loss: at_start(&bits[2]),
    }
}

/// Reads `n m` and n rows into `board`.
pub fn read_board<R: Read>(sc: &mut Scanner<R>, board: &mut Board) -> Result<(), InputError> {
    let rows = sc.int_in("the number of rows n", 1..=usize::MAX)?;
    let cols = sc.int_in("the number of columns m", 1..=usize::MAX)?;
    board.clear(cols);
    for r in 1..=rows {
        let mut row = Vec::new();
        sc.row(
            cols,
            &CELLS,
            format_args!("row {} of the grid", r),
            |piece| {
                row.extend_from_slice(piece);
                Ok(())
            },
        )?;
        board.push_row(&row);
    }
    Ok(())
}

/// Solves a whole input: `T`, then `T` grids.
pub fn run<R: Read, W: Write>(input: R, output: &mut W) -> Result<(), Failure> {
    let mut sc = Scanner::new(input);
    let cases: usize = sc.int("the number of test cases T")?;
    let mut board = Board::default();
    for case in 1..=cases {
        read_board(&mut sc, &mut board).in_case(case)?;
        writeln!(output, "{}", solve(&board))?;
    }
    Ok(())
}

//! The `mine_rows` target: hdu4678 solved two ways on boards up to a few hundred cells wide,
//! of widths around multiples of 64 (the bit rows' word size): the word-parallel path
//! (`mine_rows`: runs, joins and suspects across word boundaries) and the cell-by-cell
//! flood of the lab must give the same verdict, the same first number between two regions included.
//! Mines are laid in fuzzer-chosen strokes (lines, dotted lines, diagonals), which make
//! walls, corridors and regions meeting at corners more often than single mines do.

use arbitrary::Arbitrary;
use engines::problems::hdu4678::{verdict, verdict_cell_by_cell, Case};

/// The most rows of a board.
const MOST_ROWS: usize = 24;
/// The most words of 64 cells in a row.
const MOST_WORDS: usize = 5;

/// What the fuzzer chooses.
#[derive(Arbitrary, Debug)]
pub struct Input {
    rows: u8,
    /// Whole words of the width, and the cells more or less (from -4 to +4).
    words: u8,
    offset: u8,
    strokes: Vec<Stroke>,
}

/// Mines from `(row, col)` on, `len` of them, each `step` after the last.
#[derive(Arbitrary, Debug)]
struct Stroke {
    row: u8,
    col: u16,
    len: u8,
    step: Step,
}

#[derive(Arbitrary, Debug, Clone, Copy)]
enum Step {
    Right,
    RightTwo,
    Down,
    DownRight,
    DownLeft,
    Single,
}

impl Step {
    fn delta(self) -> (isize, isize) {
        match self {
            Step::Right => (0, 1),
            Step::RightTwo => (0, 2),
            Step::Down => (1, 0),
            Step::DownRight => (1, 1),
            Step::DownLeft => (1, -1),
            Step::Single => (0, 0),
        }
    }
}

impl Input {
    /// The board: its size, and the strokes' mines on it.
    pub fn case(&self) -> Case {
        let rows = 1 + usize::from(self.rows) % MOST_ROWS;
        let words = usize::from(self.words) % (MOST_WORDS + 1);
        let cols = (64 * words + usize::from(self.offset % 9))
            .saturating_sub(4)
            .max(1);
        let mut mines = Vec::new();
        for stroke in &self.strokes {
            let (dr, dc) = stroke.step.delta();
            let (mut r, mut c) = (
                usize::from(stroke.row) % rows,
                usize::from(stroke.col) % cols,
            );
            for _ in 0..=stroke.len.min(if dr == 0 && dc == 0 { 0 } else { u8::MAX }) {
                mines.push((r, c));
                match (r.checked_add_signed(dr), c.checked_add_signed(dc)) {
                    (Some(next_r), Some(next_c)) if next_r < rows && next_c < cols => {
                        (r, c) = (next_r, next_c)
                    }
                    _ => break,
                }
            }
        }
        Case { rows, cols, mines }
    }
}

/// Compares the play and the flood on the fuzzer's board.
pub fn check(input: &Input) {
    let case = input.case();
    assert_eq!(
        verdict(&case),
        verdict_cell_by_cell(&case),
        "{} x {} with mines at {:?}",
        case.rows,
        case.cols,
        case.mines
    );
}

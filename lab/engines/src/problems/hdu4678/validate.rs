//! hdu4678's validator: `T <= 50`, then per case `N M K` (1 <= N, M <= 1000, 0 <= K <=
//! N*M) and K mines `X Y` on the board (repeats allowed: the same mine), and no number
//! cell bordering two different blank regions, which the library's own play of the board
//! tells ([`hdu4678::solve`]'s `shared_number`). Keeps one board, a bit a cell.

use crate::validate::{End, Name, Pos, Sep, Tokens, Validate, Validator, Violation};
use grid_games::hdu4678;
use grid_games::hdu4678::mine_rows::{MineRows, Scratch};

const CASES: &str = "T <= 50";
const SIZES: &str = "1 <= N, M <= 1000";
const MINES: &str = "0 <= K <= N*M";
const ON_BOARD: &str = "mines at 0-based row X, column Y of the N x M board";
const ONE_REGION: &str = "no number cell borders two different blank regions";

fn grammar(t: &mut Tokens) -> Result<usize, Violation> {
    let (cases, _) = t.count(Sep::Start, Name::T, (0, 50), CASES)?;
    let (mut board, mut scratch) = (MineRows::default(), Scratch::default());
    for case in 1..=cases {
        t.case(case);
        let start = read_case(t, &mut board)?;
        scratch
            .reserve(board.rows(), board.cols())
            .expect("a board of 10^6 cells fits in memory");
        let verdict = hdu4678::solve(&board, &mut scratch).expect("memory for the notes");
        if let Some((r, c)) = verdict.shared_number {
            let detail = format!("the number cell at X = {r}, Y = {c} borders two blank regions");
            return Err(t.broken(start, ONE_REGION, detail));
        }
    }
    t.end()?;
    Ok(cases)
}

/// A case's `N M K` and its mines, laid on `board`; where the case starts.
fn read_case(t: &mut Tokens, board: &mut MineRows) -> Result<Pos, Violation> {
    let (rows, start) = t.count(Sep::Line, Name::rows("N"), (1, 1000), SIZES)?;
    let (cols, _) = t.count(Sep::Space, Name::cols("M"), (1, 1000), SIZES)?;
    let cells = End::named("N*M", (rows * cols) as i64);
    let read = t.int(Sep::Space, &"the number of mines K")?;
    let mines = t.bounded(read, &"K", (End::number(0), cells), MINES)?;
    board
        .reset(rows, cols)
        .expect("a board of 10^6 cells fits in memory");
    let (last_row, last_col) = (
        End::named("N-1", rows as i64 - 1),
        End::named("M-1", cols as i64 - 1),
    );
    for _ in 0..mines {
        let read = t.int(Sep::Line, &"the row X of a mine")?;
        let r = t.bounded(read, &"X", (End::number(0), last_row), ON_BOARD)?;
        let read = t.int(Sep::Space, &"the column Y of a mine")?;
        let c = t.bounded(read, &"Y", (End::number(0), last_col), ON_BOARD)?;
        board.lay_mine(r as usize, c as usize);
    }
    Ok(start)
}

impl Validate for super::Hdu4678 {
    const VALIDATOR: Validator = Validator {
        grammar,
        binary: |input, mut answers, warnings| hdu4678::run(input, &mut answers, warnings),
    };
}

//! hdu4678's validator: `T <= 50`, then per case `N M K` (1 <= N, M <= 1000, 0 <= K <=
//! N*M) and K mines `X Y` on the board (repeats allowed: the same mine), and no number
//! cell bordering two blank regions, which the library's own play of the board tells
//! ([`hdu4678::solve`]'s `shared_number`). Keeps one board, a bit a cell.

use crate::validate::{Sep, Tokens, Validate, Validator, Violation};
use grid_games::hdu4678;
use grid_games::hdu4678::mine_rows::{MineRows, Scratch};

const VALIDATOR: Validator = Validator {
    grammar,
    binary: |input, mut answers, warnings| hdu4678::run(input, &mut answers, warnings),
};

const ON_BOARD: &str = "coordinates on the board";
const ONE_REGION: &str = "no number cell borders two blank regions";

fn grammar(t: &mut Tokens) -> Result<usize, Violation> {
    let cases = t.count(Sep::Start, "T", 0..=50, "T <= 50")?;
    let (mut board, mut scratch) = (MineRows::default(), Scratch::default());
    for case in 1..=cases {
        t.case(case);
        let (rows, start) = t.count_at(Sep::Line, "N", 1..=1000, "1 <= N <= 1000")?;
        let cols = t.count(Sep::Space, "M", 1..=1000, "1 <= M <= 1000")?;
        let cells = (rows * cols) as i64;
        let (mines, header) = t.int(Sep::Space, "K")?;
        if !(0..=cells).contains(&mines) {
            let detail = format!("K is {mines}, N*M is {cells}");
            return Err(t.broken(header, "0 <= K <= N*M", detail));
        }
        let fits = board.reset(rows, cols).and(scratch.reserve(rows, cols));
        fits.expect("a board of 10^6 cells fits in memory");
        for _ in 0..mines {
            let (r, at) = t.int(Sep::Line, "the row X of a mine")?;
            let (c, at_c) = t.int(Sep::Space, "the column Y of a mine")?;
            if !(0..rows as i64).contains(&r) {
                return Err(t.broken(at, ON_BOARD, format!("X is {r}, N is {rows}")));
            }
            if !(0..cols as i64).contains(&c) {
                return Err(t.broken(at_c, ON_BOARD, format!("Y is {c}, M is {cols}")));
            }
            board.lay_mine(r as usize, c as usize);
        }
        let verdict = hdu4678::solve(&board, &mut scratch).expect("memory for the notes");
        if let Some((r, c)) = verdict.shared_number {
            let detail = format!(
                "the number cell at X = {r}, Y = {c} borders two (the case's `N M K` stands \
                 here)"
            );
            return Err(t.broken(start, ONE_REGION, detail));
        }
    }
    t.end()?;
    Ok(cases)
}

impl Validate for super::Hdu4678 {
    const VALIDATOR: Validator = VALIDATOR;

    fn beyond_guarantees(rng: &mut crate::rng::Rng) -> Vec<(String, Self::Case)> {
        super::limits::beyond_guarantees(rng)
    }
}

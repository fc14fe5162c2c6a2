//! loj6033's validator: `n m` (1 <= n, m <= 100) then n rows of m cells over `.#`, a
//! single test case (so its violations name no case). Keeps nothing of the board.

use crate::validate::{End, Name, Sep, Tokens, Validate, Validator, Violation};
use grid_games::loj6033;

const SIZES: &str = "1 <= n, m <= 100";
const CELLS: &str = "cells `.` (free) and `#` (blocked)";

fn grammar(t: &mut Tokens) -> Result<usize, Violation> {
    let (rows, _) = t.count(Sep::Start, Name::rows("n"), (1, 100), SIZES)?;
    let (cols, _) = t.count(Sep::Space, Name::cols("m"), (1, 100), SIZES)?;
    let cols = End::named("m", cols as i64);
    for r in 1..=rows {
        let what = format_args!("row {r} of the board");
        t.row(Sep::Line, &what, (cols, b".#"), CELLS, |_, _, _| {})?;
    }
    t.end()?;
    Ok(1)
}

impl Validate for super::Loj6033 {
    const VALIDATOR: Validator = Validator {
        grammar,
        binary: |input, mut answers, warnings| loj6033::run(input, &mut answers, warnings),
    };
}

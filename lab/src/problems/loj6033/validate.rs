//! loj6033's validator: `n m` (1 <= n, m <= 100) then n rows of m cells over `.#`, a
//! single test case. Keeps nothing of the board.

use crate::validate::{Sep, Tokens, Validate, Validator, Violation};
use grid_games::loj6033;

const VALIDATOR: Validator = Validator {
    grammar,
    binary: |input, mut answers, warnings| loj6033::run(input, &mut answers, warnings),
};

fn grammar(t: &mut Tokens) -> Result<usize, Violation> {
    t.case(1);
    let rows = t.count(Sep::Start, "n", 1..=100, "1 <= n <= 100")?;
    let cols = t.count(Sep::Space, "m", 1..=100, "1 <= m <= 100")?;
    for r in 1..=rows {
        let what = format!("row {r} of the board");
        t.row(
            Sep::Line,
            &what,
            (cols, b".#"),
            "rows over `.#`",
            |_, _, _| {},
        )?;
    }
    t.end()?;
    Ok(1)
}

impl Validate for super::Loj6033 {
    const VALIDATOR: Validator = VALIDATOR;

    fn beyond_guarantees(rng: &mut crate::rng::Rng) -> Vec<(String, Self::Case)> {
        super::limits::beyond_guarantees(rng)
    }
}

//! nowcoder_grid's validator: `T <= 50`, then per case `n m` (1 <= n, m <= 500) and n
//! rows of m cells over `AB.`. Keeps nothing of a grid.

use crate::validate::{Sep, Tokens, Validate, Validator, Violation};
use grid_games::nowcoder_grid;

const VALIDATOR: Validator = Validator {
    grammar,
    binary: |input, mut answers, warnings| nowcoder_grid::run(input, &mut answers, warnings),
};

fn grammar(t: &mut Tokens) -> Result<usize, Violation> {
    let cases = t.count(Sep::Start, "T", 0..=50, "T <= 50")?;
    for case in 1..=cases {
        t.case(case);
        let rows = t.count(Sep::Line, "n", 1..=500, "1 <= n <= 500")?;
        let cols = t.count(Sep::Space, "m", 1..=500, "1 <= m <= 500")?;
        for r in 1..=rows {
            let what = format!("row {r} of the grid");
            t.row(
                Sep::Line,
                &what,
                (cols, b"AB."),
                "rows over `AB.`",
                |_, _, _| {},
            )?;
        }
    }
    t.end()?;
    Ok(cases)
}

impl Validate for super::NowcoderGrid {
    const VALIDATOR: Validator = VALIDATOR;

    fn beyond_guarantees(rng: &mut crate::rng::Rng) -> Vec<(String, Self::Case)> {
        super::limits::beyond_guarantees(rng)
    }
}

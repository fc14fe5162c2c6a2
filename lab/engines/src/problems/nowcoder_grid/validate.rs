//! nowcoder_grid's validator: `T <= 50`, then per case `n m` (1 <= n, m <= 500) and n
//! rows of m cells over `AB.`. Keeps nothing of a grid.

use crate::validate::{End, Name, Sep, Tokens, Validate, Validator, Violation};
use grid_games::nowcoder_grid;

const CASES: &str = "T <= 50";
const SIZES: &str = "1 <= n, m <= 500";
const CELLS: &str = "a grid over `A`, `B`, `.`";

fn grammar(t: &mut Tokens) -> Result<usize, Violation> {
    let (cases, _) = t.count(Sep::Start, Name::T, (0, 50), CASES)?;
    for case in 1..=cases {
        t.case(case);
        let (rows, _) = t.count(Sep::Line, Name::rows("n"), (1, 500), SIZES)?;
        let (cols, _) = t.count(Sep::Space, Name::cols("m"), (1, 500), SIZES)?;
        let cols = End::named("m", cols as i64);
        for r in 1..=rows {
            let what = format_args!("row {r} of the grid");
            t.row(Sep::Line, &what, (cols, b"AB."), CELLS, |_, _, _| {})?;
        }
    }
    t.end()?;
    Ok(cases)
}

impl Validate for super::NowcoderGrid {
    const VALIDATOR: Validator = Validator {
        grammar,
        binary: |input, mut answers, warnings| nowcoder_grid::run(input, &mut answers, warnings),
    };
}

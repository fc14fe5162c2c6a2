//! hdu4101's validator: test cases (at least one) until the end of the input, each `N M` (1 <= N, M <=
//! 300) then N rows of M values, every value -1 (the treasure), 0 (empty) or a stone of
//! 1 to 99 hit points, exactly one treasure. Keeps nothing of a board.

use crate::validate::{Sep, Tokens, Validate, Validator, Violation};
use grid_games::hdu4101;

const VALIDATOR: Validator = Validator {
    grammar,
    binary: |input, mut answers, warnings| hdu4101::run(input, &mut answers, warnings),
};

const VALUES: &str = "every value -1, 0 or a stone of 1 to 99 hit points";
const ONE_TREASURE: &str = "exactly one treasure";

fn grammar(t: &mut Tokens) -> Result<usize, Violation> {
    let mut cases = 0;
    loop {
        let sep = if cases == 0 {
            Sep::Start
        } else {
            Sep::LineOrEnd
        };
        t.gap(sep, "N")?;
        if t.at_end()? {
            return match cases {
                // The binary answers nothing and warns: no test file is empty.
                0 => Err(t.malformed_here("the format", "expected a case, found none")),
                _ => Ok(cases),
            };
        }
        cases += 1;
        t.case(cases);
        board(t)?;
    }
}

/// One case, its `N M` and its values.
fn board(t: &mut Tokens) -> Result<(), Violation> {
    let rows = t.count(Sep::Start, "N", 1..=300, "1 <= N <= 300")?;
    let cols = t.count(Sep::Space, "M", 1..=300, "1 <= M <= 300")?;
    let mut treasure = None;
    let mut last = None;
    for r in 1..=rows {
        for c in 1..=cols {
            let sep = if c == 1 { Sep::Line } else { Sep::Space };
            let (value, at) = t.int(sep, &format!("the value of row {r}, column {c}"))?;
            if !(-1..100).contains(&value) {
                return Err(t.broken(at, VALUES, format!("row {r}, column {c} is {value}")));
            }
            if value == -1 {
                if let Some((first_r, first_c)) = treasure {
                    let detail = format!(
                        "a second treasure at row {r}, column {c} (the first at row \
                         {first_r}, column {first_c})"
                    );
                    return Err(t.broken(at, ONE_TREASURE, detail));
                }
                treasure = Some((r, c));
            }
            last = Some(at);
        }
    }
    match (treasure, last) {
        (None, Some(at)) => Err(t.broken(at, ONE_TREASURE, "no treasure (-1)".to_string())),
        _ => Ok(()),
    }
}

impl Validate for super::Hdu4101 {
    const VALIDATOR: Validator = VALIDATOR;

    fn beyond_guarantees(rng: &mut crate::rng::Rng) -> Vec<(String, Self::Case)> {
        super::limits::beyond_guarantees(rng)
    }
}

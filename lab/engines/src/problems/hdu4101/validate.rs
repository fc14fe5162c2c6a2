//! hdu4101's validator: test cases (at least one) until the end of the input, each `N M`
//! (1 <= N, M <= 300) then N rows of M values, every value -1 (the treasure), 0 (empty)
//! or x > 0 (a stone of x hit points, below 100), exactly one treasure. Keeps nothing of
//! a board.

use crate::validate::{End, Name, Pos, Sep, Side, Tokens, Validate, Validator, Violation, FORMAT};
use grid_games::hdu4101;

const SIZES: &str = "1 <= N, M <= 300";
const VALUES: &str = "-1 the treasure, 0 empty, x > 0 a stone of x hit points";
const HIT_POINTS: &str = "hit points below 100";
const ONE_TREASURE: &str = "exactly one treasure";

fn grammar(t: &mut Tokens) -> Result<usize, Violation> {
    let mut cases = 0;
    loop {
        let sep = if cases == 0 {
            Sep::Start
        } else {
            Sep::LineOrEnd
        };
        t.gap(sep, &"N")?;
        if t.at_end()? {
            return match cases {
                // The binary answers nothing and warns: no test file is empty.
                0 => Err(t.malformed_here(
                    FORMAT,
                    "expected a test case `N M`, found the end of the input",
                )),
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
    let (rows, start) = t.count(Sep::Start, Name::rows("N"), (1, 300), SIZES)?;
    let (cols, _) = t.count(Sep::Space, Name::cols("M"), (1, 300), SIZES)?;
    let mut treasure = None;
    for r in 1..=rows {
        for c in 1..=cols {
            let sep = if c == 1 { Sep::Line } else { Sep::Space };
            let (value, at) = value(t, sep, (r, c))?;
            if value == -1 {
                if let Some((first_r, first_c)) = treasure {
                    let detail = format!(
                        "a second treasure at row {r}, column {c}, after the one at row \
                         {first_r}, column {first_c}"
                    );
                    return Err(t.broken(at, ONE_TREASURE, detail));
                }
                treasure = Some((r, c));
            }
        }
    }
    match treasure {
        None => Err(t.broken(start, ONE_TREASURE, "no treasure -1 on the board".into())),
        Some(_) => Ok(()),
    }
}

/// The value at row `r`, column `c` (1-based), -1 to 99, and where it stands: below -1
/// breaks the statement's values, above 99 its hit points.
fn value(t: &mut Tokens, sep: Sep, (r, c): (usize, usize)) -> Result<(i64, Pos), Violation> {
    let subject = format_args!("the value at row {r}, column {c}");
    let read = t.int(sep, &subject)?;
    let rule = match read.0.within(-1, 99) {
        Err(Side::Below) => VALUES,
        _ => HIT_POINTS,
    };
    let value = t.bounded(read, &subject, (End::number(-1), End::number(99)), rule)?;
    Ok((value, read.1))
}

impl Validate for super::Hdu4101 {
    const VALIDATOR: Validator = Validator {
        grammar,
        binary: |input, mut answers, warnings| hdu4101::run(input, &mut answers, warnings),
    };
}

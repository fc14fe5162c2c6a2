//! ancient_go's validator: `T <= 100`, then T boards of nine rows of nine points over
//! `.xo` (a blank line before each), each a legal position: every group of either colour
//! has a liberty. Keeps one board (81 points and where they stand).

use super::brute::first_dead_stone;
use super::{Points, SIZE};
use crate::validate::{End, Name, Pos, Sep, Tokens, Validate, Validator, Violation};
use grid_games::ancient_go;

const CASES: &str = "T <= 100";
const ROWS: &str = "9 x 9 points, `.` empty, `x` black, `o` white";
const LEGAL: &str = "a legal position, where every group of either colour has a liberty";

fn grammar(t: &mut Tokens) -> Result<usize, Violation> {
    let (cases, _) = t.count(Sep::Start, Name::T, (0, 100), CASES)?;
    for case in 1..=cases {
        t.case(case);
        let mut points: Points = [[b'.'; SIZE]; SIZE];
        let mut at = [[Pos { line: 1, col: 1 }; SIZE]; SIZE];
        for r in 0..SIZE {
            let sep = if r == 0 { Sep::BlankLine } else { Sep::Line };
            let what = format_args!("row {} of the board", r + 1);
            let row = (End::number(SIZE as i64), &b".xo"[..]);
            t.row(sep, &what, row, ROWS, |c, point, pos| {
                (points[r][c], at[r][c]) = (point, pos)
            })?;
        }
        if let Some((r, c)) = first_dead_stone(&points) {
            let colour = match points[r][c] {
                b'o' => "white",
                _ => "black",
            };
            let detail = format!(
                "the {colour} group of the stone at row {}, column {} has no liberty",
                r + 1,
                c + 1
            );
            return Err(t.broken(at[r][c], LEGAL, detail));
        }
    }
    t.end()?;
    Ok(cases)
}

impl Validate for super::AncientGo {
    const VALIDATOR: Validator = Validator {
        grammar,
        binary: |input, mut answers, warnings| ancient_go::run(input, &mut answers, warnings),
    };
}

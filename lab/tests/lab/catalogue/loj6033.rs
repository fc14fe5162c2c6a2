//! Malformed loj6033 inputs: every kind of breach of the format, and the one line each
//! gets. A single case: nothing is printed before an error; more input after the board
//! gets the answer and a warning.

use super::Malformed;

pub fn malformed() -> Vec<Malformed> {
    let e = "input error in case 1 at line";
    let size = |token: &str, what: &str, col: usize| {
        format!("{e} 1:{col}: expected the number of {what}, an integer from 1 to 18446744073709551615, found `{token}`")
    };
    let bad = |input: &str, error: &str| Malformed::new(input, "", error);
    vec![
        bad(
            "",
            &format!("{e} 1:1: expected the number of rows n, found the end of the input"),
        ),
        bad("x 2\n", &size("x", "rows n", 1)),
        bad("two 2\n", &size("two", "rows n", 1)),
        bad("2 0\n", &size("0", "columns m", 3)),
        bad(
            "2 99999999999999999999\n",
            &size("99999999999999999999", "columns m", 3),
        ),
        bad("-2 2\n", &size("-2", "rows n", 1)),
        bad(
            "2\n",
            &format!("{e} 2:1: expected the number of columns m, found the end of the input"),
        ),
        bad(
            "70000 70000\n",
            &format!("{e} 1:7: a board of 70000 x 70000 cells has more than 4294967295 cells"),
        ),
        bad(
            "2 2\n..\n",
            &format!("{e} 3:1: expected row 2 of the board, found the end of the input"),
        ),
        bad(
            "2 2\n..\n.\n",
            &format!("{e} 3:1: expected row 2 of the board of 2 cells, found 1 character"),
        ),
        bad(
            "2 2\n..\n...\n",
            &format!("{e} 3:1: expected row 2 of the board of 2 cells, found 3 characters"),
        ),
        bad(
            "2 3\n#...\n...\n",
            &format!("{e} 2:1: expected row 1 of the board of 3 cells, found 4 characters"),
        ),
        bad(
            "2 3\n#..\n. .\n",
            &format!("{e} 3:1: expected row 2 of the board of 3 cells, found 1 character"),
        ),
        bad(
            "2 2\n.x\n..\n",
            &format!("{e} 2:2: expected one of `.#` in row 1 of the board, found `x`"),
        ),
        bad(
            "2 3\n#..\n.x.\n",
            &format!("{e} 3:2: expected one of `.#` in row 2 of the board, found `x`"),
        ),
        bad(
            "1000000 1000\n",
            &format!("{e} 2:1: expected row 1 of the board, found the end of the input"),
        ),
        bad(
            "2 2\r#.\r.x\r",
            &format!("{e} 3:2: expected one of `.#` in row 2 of the board, found `x`"),
        ),
        bad(
            "2\x0b2\x0c#.\x0b\n#\n",
            &format!("{e} 2:1: expected row 2 of the board of 2 cells, found 1 character"),
        ),
        Malformed::warning(
            "2 2\n#.\n..\n..\n",
            "2\n1 2\n2 1\n",
            "warning after the last case at line 4:1: expected the end of the input, found `.`",
        ),
    ]
}

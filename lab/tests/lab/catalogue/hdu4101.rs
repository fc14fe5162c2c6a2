//! Malformed hdu4101 inputs: every kind of breach of the format, and the one line each
//! gets. Cells are whitespace-separated numbers, so a row of the wrong length shows as a
//! truncated case or a misread next case. An input with no case at all is answered (with
//! nothing) and gets a warning.

use super::Malformed;

pub fn malformed() -> Vec<Malformed> {
    let first = "1 1\n-1\n";
    let ali = "Ali Win\n";
    let e = "input error in case 2 at line";
    let sizes = "an integer from 1 to 18446744073709551615";
    let cell = |row: usize, token: &str| {
        format!("expected a cell of row {row}, an integer from -1 up, found `{token}`")
    };
    let no_case = "warning: the input holds no case";
    vec![
        Malformed::warning("", "", no_case),
        Malformed::warning(" \n\t\r\n", "", no_case),
        Malformed::new(
            "x\n",
            "",
            &format!("input error in case 1 at line 1:1: expected the number of rows N, {sizes}, found `x`"),
        ),
        Malformed::new(
            &format!("{first}0 3\n"),
            ali,
            &format!("{e} 3:1: expected the number of rows N, {sizes}, found `0`"),
        ),
        Malformed::new(
            &format!("{first}2 -2\n"),
            ali,
            &format!("{e} 3:3: expected the number of columns M, {sizes}, found `-2`"),
        ),
        Malformed::new(
            &format!("{first}2\n"),
            ali,
            &format!("{e} 4:1: expected the number of columns M, found the end of the input"),
        ),
        Malformed::new(
            &format!("{first}2 2\n1 -99999999999999999999999\n"),
            ali,
            &format!("{e} 4:3: {}", cell(1, "-99999999999999999999999")),
        ),
        Malformed::new(
            &format!("{first}2 2\n1 -0000000000000000000000000000000000000000000002\n"),
            ali,
            &format!("{e} 4:3: {}...", cell(1, "-00000000000000000000000")),
        ),
        // A stone's HP of any length is a stone, so the row goes on: the board is short.
        Malformed::new(
            &format!("{first}2 2\n1 99999999999999999999999\n"),
            ali,
            &format!("{e} 5:1: expected a cell of row 2, found the end of the input"),
        ),
        Malformed::new(
            &format!("{first}2 2\n0 a\n"),
            ali,
            &format!("{e} 4:3: {}", cell(1, "a")),
        ),
        Malformed::new(
            &format!("{first}1 2\n-1 -2\n"),
            ali,
            &format!("{e} 4:4: {}", cell(1, "-2")),
        ),
        Malformed::new(
            &format!("{first}2 2\n1 -1\n1 -2\n"),
            ali,
            &format!("{e} 5:3: {}", cell(2, "-2")),
        ),
        Malformed::new(
            &format!("{first}2 2\n1 -1\n1 1.5\n"),
            ali,
            &format!("{e} 5:3: {}", cell(2, "1.5")),
        ),
        Malformed::new(
            &format!("{first}2 2\n1 -1 3\n"),
            ali,
            &format!("{e} 5:1: expected a cell of row 2, found the end of the input"),
        ),
        Malformed::new(
            &format!("{first}2 2\n1 -1\n1\n"),
            ali,
            &format!("{e} 6:1: expected a cell of row 2, found the end of the input"),
        ),
        Malformed::new(
            &format!("{first}2 2\n0 0\n0 0\n"),
            ali,
            &format!("{e} 5:3: expected one treasure `-1` on the board, found none"),
        ),
        Malformed::new(
            &format!("{first}2 2\n-1 0\n0 -1\n"),
            ali,
            &format!("{e} 5:3: expected one treasure `-1` on the board, found a second one (the first is in row 1, column 1)"),
        ),
        Malformed::new(
            &format!("{first}2 3\n1 -1 0\n1 -1 0\n"),
            ali,
            &format!("{e} 5:3: expected one treasure `-1` on the board, found a second one (the first is in row 1, column 2)"),
        ),
        Malformed::new(
            &format!("{first}70000 70000\n"),
            ali,
            &format!("{e} 3:7: expected a board of at most 4294967295 cells with its outside ring, found a larger one"),
        ),
    ]
}

//! Malformed ancient_go inputs: every kind of breach of the format, and the one line each
//! gets (a warning for more input after the last board).

use super::Malformed;

/// The message for a count that is not an unsigned integer.
pub fn bad_count(token: &str) -> String {
    format!(
        "input error before the first case at line 1:1: expected the number of test cases T, \
         an integer from 0 to 18446744073709551615, found `{token}`"
    )
}

pub fn malformed() -> Vec<Malformed> {
    let empty = ".........\n".repeat(9);
    let one = "Case #1: Can not kill in one move!!!\n";
    let two = format!("{one}Case #2: Can not kill in one move!!!\n");
    let second = format!("2\n\n{empty}");
    let e = "input error in case";
    vec![
        Malformed::new(
            "",
            "",
            "input error before the first case at line 1:1: expected the number of test cases T, found the end of the input",
        ),
        Malformed::new("x\n", "", &bad_count("x")),
        Malformed::new("two\n", "", &bad_count("two")),
        Malformed::new(
            "99999999999999999999\n",
            "",
            &bad_count("99999999999999999999"),
        ),
        Malformed::new("-3\n", "", &bad_count("-3")),
        Malformed::new(
            &format!("3\n\n{empty}\n{empty}"),
            &two,
            &format!("{e} 3 at line 22:1: expected row 1 of the board, found the end of the input"),
        ),
        Malformed::new(
            &second,
            one,
            &format!("{e} 2 at line 12:1: expected row 1 of the board, found the end of the input"),
        ),
        Malformed::new(
            &format!("2\n{empty}.........\n.........\n...."),
            one,
            &format!(
                "{e} 2 at line 13:1: expected row 3 of the board of 9 cells, found 4 characters"
            ),
        ),
        Malformed::new(
            &format!("{second}\n.........\n........\n"),
            one,
            &format!(
                "{e} 2 at line 14:1: expected row 2 of the board of 9 cells, found 8 characters"
            ),
        ),
        Malformed::new(
            &format!("2\n{empty}..........\n"),
            one,
            &format!(
                "{e} 2 at line 11:1: expected row 1 of the board of 9 cells, found 10 characters"
            ),
        ),
        Malformed::new(
            &format!("2\n{empty}....#....\n"),
            one,
            &format!("{e} 2 at line 11:5: expected one of `.xo` in row 1 of the board, found `#`"),
        ),
        Malformed::new(
            &format!("{second}\n....O....\n"),
            one,
            &format!("{e} 2 at line 13:5: expected one of `.xo` in row 1 of the board, found `O`"),
        ),
        Malformed::warning(
            &format!("1\n\n{empty}.........\n"),
            one,
            "warning after the last case at line 12:1: expected the end of the input, found `.`",
        ),
        Malformed::warning(
            &format!("1\n{empty}\r\n  x o\n"),
            one,
            "warning after the last case at line 12:3: expected the end of the input, found `x`",
        ),
    ]
}

//! Malformed hdu4678 inputs: every kind of breach of the format, and the one line each
//! gets. Mines are `X Y` pairs, so there are no rows to be too short or too long; mines
//! off the board are this problem's own breach. More cases than `T` get a warning.

use super::Malformed;

pub fn malformed() -> Vec<Malformed> {
    let first = "Case #1: Xiemao\n";
    let e = "input error in case";
    let any = "an integer from 0 to 18446744073709551615";
    let sizes = "an integer from 1 to 18446744073709551615";
    let mine = |what: &str, hi: u64, token: &str| {
        format!("expected the {what} of a mine, an integer from 0 to {hi}, found `{token}`")
    };
    vec![
        Malformed::new("", "", "input error before the first case at line 1:1: expected the number of test cases T, found the end of the input"),
        Malformed::new("x\n", "", &format!("input error before the first case at line 1:1: expected the number of test cases T, {any}, found `x`")),
        Malformed::new("2\n1 1 0\n", first, &format!("{e} 2 at line 3:1: expected the number of rows N, found the end of the input")),
        Malformed::new("3\n1 1 0\n", first, &format!("{e} 2 at line 3:1: expected the number of rows N, found the end of the input")),
        Malformed::new("2\n1 1 0\n0 3 0\n", first, &format!("{e} 2 at line 3:1: expected the number of rows N, {sizes}, found `0`")),
        Malformed::new("2\n1 1 0\n-2 2 0\n", first, &format!("{e} 2 at line 3:1: expected the number of rows N, {sizes}, found `-2`")),
        Malformed::new("2\n1 1 0\n3 -3 0\n", first, &format!("{e} 2 at line 3:3: expected the number of columns M, {sizes}, found `-3`")),
        Malformed::new("2\n1 1 0\n3 3\n", first, &format!("{e} 2 at line 4:1: expected the number of mines K, found the end of the input")),
        Malformed::new("2\n1 1 0\n3 3 two\n", first, &format!("{e} 2 at line 3:5: expected the number of mines K, {any}, found `two`")),
        Malformed::new("2\n1 1 0\n2 2 99999999999999999999\n", first, &format!("{e} 2 at line 3:5: expected the number of mines K, {any}, found `99999999999999999999`")),
        Malformed::new("2\n1 1 0\n2 2 2\n0 0\n", first, &format!("{e} 2 at line 5:1: expected the row X of a mine, found the end of the input")),
        Malformed::new("2\n1 1 0\n3 4 1\n3 0\n", first, &format!("{e} 2 at line 4:1: {}", mine("row X", 2, "3"))),
        Malformed::new("2\n1 1 0\n3 4 1\n0 4\n", first, &format!("{e} 2 at line 4:3: {}", mine("column Y", 3, "4"))),
        Malformed::new("2\n1 1 0\n3 4 1\n-1 0\n", first, &format!("{e} 2 at line 4:1: {}", mine("row X", 2, "-1"))),
        Malformed::new("2\n1 1 0\n3 4 2\n1 1\r\n  2\n", first, &format!("{e} 2 at line 6:1: expected the column Y of a mine, found the end of the input")),
        Malformed::new("2\n1 1 0\n3 4 3\n1 1\n2 2\n", first, &format!("{e} 2 at line 6:1: expected the row X of a mine, found the end of the input")),
        Malformed::new("1\n2 2 1\n2 0\n", "", &format!("{e} 1 at line 3:1: {}", mine("row X", 1, "2"))),
        Malformed::new("1\n2 2 1\n0 -1\n", "", &format!("{e} 1 at line 3:3: {}", mine("column Y", 1, "-1"))),
        Malformed::new("1\n2 2 1\n0 a\n", "", &format!("{e} 1 at line 3:3: {}", mine("column Y", 1, "a"))),
        Malformed::new("2\n1 1 0\n100000 100000 0\n", first, &format!("{e} 2 at line 3:8: a board of 100000 x 100000 cells is too large")),
        Malformed::new("1\n2 2 1\n0 -00000000000000000000000000000000000000000001\n", "", &format!("{e} 1 at line 3:3: expected the column Y of a mine, an integer from 0 to 1, found `-00000000000000000000000`...")),
        Malformed::warning("1\n1 1 0\n1 1 0\n", first, "warning after the last case at line 3:1: expected the end of the input, found `1`"),
    ]
}

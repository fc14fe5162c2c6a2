//! Malformed nowcoder_grid inputs: every kind of breach of the format, and the one line
//! each gets.

use super::Malformed;

pub fn malformed() -> Vec<Malformed> {
    let first = "no yes no\n";
    let one = "2\n1 3\n...\n";
    let small = "2\n1 1\n.\n";
    let any = "an integer from 0 to 18446744073709551615";
    let sizes = "an integer from 1 to 18446744073709551615";
    let e = "input error in case 2 at line";
    vec![
        Malformed::new("", "", "input error before the first case at line 1:1: expected the number of test cases T, found the end of the input"),
        Malformed::new("x\n", "", &format!("input error before the first case at line 1:1: expected the number of test cases T, {any}, found `x`")),
        Malformed::new("1\n", "", "input error in case 1 at line 2:1: expected the number of rows n, found the end of the input"),
        Malformed::new(one, first, &format!("{e} 4:1: expected the number of rows n, found the end of the input")),
        Malformed::new(small, first, &format!("{e} 4:1: expected the number of rows n, found the end of the input")),
        Malformed::new(&format!("{one}0 3\n"), first, &format!("{e} 4:1: expected the number of rows n, {sizes}, found `0`")),
        Malformed::new(&format!("{one}2 -1\n"), first, &format!("{e} 4:3: expected the number of columns m, {sizes}, found `-1`")),
        Malformed::new(&format!("{small}1 -2\n"), first, &format!("{e} 4:3: expected the number of columns m, {sizes}, found `-2`")),
        Malformed::new(&format!("{small}1 99999999999999999999999\n"), first, &format!("{e} 4:3: expected the number of columns m, {sizes}, found `99999999999999999999999`")),
        Malformed::new(&format!("{one}2 3\n...\n"), first, &format!("{e} 6:1: expected row 2 of the grid, found the end of the input")),
        Malformed::new(&format!("{small}2 2\n..\n"), first, &format!("{e} 6:1: expected row 2 of the grid, found the end of the input")),
        Malformed::new(&format!("{one}2 3\n...\n....\n"), first, &format!("{e} 6:1: expected row 2 of the grid of 3 cells, found 4 characters")),
        Malformed::new(&format!("{one}2 3\n...\n..\n"), first, &format!("{e} 6:1: expected row 2 of the grid of 3 cells, found 2 characters")),
        Malformed::new(&format!("{small}1 3\n..\n"), first, &format!("{e} 5:1: expected row 1 of the grid of 3 cells, found 2 characters")),
        Malformed::new(&format!("{small}1 3\n....\n"), first, &format!("{e} 5:1: expected row 1 of the grid of 3 cells, found 4 characters")),
        Malformed::new(&format!("{one}2 3\n.a.\n...\n"), first, &format!("{e} 5:2: expected one of `AB.` in row 1 of the grid, found `a`")),
        Malformed::new(&format!("{one}1 3\n..C\n"), first, &format!("{e} 5:3: expected one of `AB.` in row 1 of the grid, found `C`")),
        Malformed::new(&format!("{one}3 1\n.\nx\n.\n"), first, &format!("{e} 6:1: expected one of `AB.` in row 2 of the grid, found `x`")),
        Malformed::warning("1\n1 3\n...\nend\n", first, "warning after the last case at line 4:1: expected the end of the input, found `e`"),
    ]
}

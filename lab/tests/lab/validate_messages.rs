//! `cargo lab validate`'s messages: for each guarantee and bound of each statement, an
//! input written from the statement that breaks it first, and the one line the validator
//! must give, derived from the statement (its limits, its names, the numbers as written,
//! the line:column of the offending token). Each trial also checks the streamed and the
//! in-memory validation agree, and that a malformed input's line never quotes the binary
//! (no problem name, no second position, no type's range). Plain functions, registered
//! as trials by the harness through [`trials`].

use lab::validate::{report, valid_json, validate_bytes, Kind, Violation};
use serde_json::json;

/// The trials of this module.
pub fn trials() -> Vec<libtest_mimic::Trial> {
    trials![
        hdu4678_t_above_50,
        hdu4678_sizes_above_and_below,
        hdu4678_k_above_n_times_m,
        hdu4678_k_negative,
        hdu4678_mines_off_the_board,
        hdu4678_shared_number,
        hdu4678_repeated_mines_are_valid,
        hdu4678_malformed_coordinate,
        hdu4678_numbers_quoted_as_written,
        hdu4678_signed_huge_board_is_refused_at_once,
        hdu4101_sizes,
        hdu4101_hit_points,
        hdu4101_values_below_the_treasure,
        hdu4101_one_treasure,
        hdu4101_no_case,
        loj6033_sizes,
        loj6033_board_alphabet_and_lengths,
        loj6033_malformed_size,
        nowcoder_grid_t_and_sizes,
        nowcoder_grid_alphabet_and_lengths,
        ancient_go_t_above_100,
        ancient_go_illegal_positions,
        ancient_go_rows,
        strict_layout,
        source_line_and_json,
        report_writes_text_on_stderr_and_json_on_stdout,
    ]
}

/// The violation `problem` finds in `input`, streamed (through the registry, as the
/// command validates) and in memory, which must agree; an error when it validates.
fn refused(problem: &str, input: &str, strict: bool) -> Result<Violation, String> {
    let entry = lab::registry::entry(problem).ok_or(format!("no problem {problem}"))?;
    let streamed = (entry.validate)(&mut input.as_bytes(), strict);
    let in_memory = validate_in_memory(problem, input.as_bytes(), strict);
    if streamed != in_memory {
        return Err(format!(
            "{problem} {input:?}: streamed {streamed:?}, in memory {in_memory:?}"
        ));
    }
    match streamed {
        Ok(cases) => Err(format!("{problem} {input:?} validates ({cases} cases)")),
        Err(violation) => Ok(violation),
    }
}

/// [`validate_bytes`] of the problem called `problem`.
fn validate_in_memory(problem: &str, input: &[u8], strict: bool) -> Result<usize, Violation> {
    use lab::problems::{ancient_go, hdu4101, hdu4678, loj6033, nowcoder_grid};
    match problem {
        "ancient_go" => validate_bytes::<ancient_go::AncientGo>(input, strict),
        "hdu4101" => validate_bytes::<hdu4101::Hdu4101>(input, strict),
        "hdu4678" => validate_bytes::<hdu4678::Hdu4678>(input, strict),
        "loj6033" => validate_bytes::<loj6033::Loj6033>(input, strict),
        _ => validate_bytes::<nowcoder_grid::NowcoderGrid>(input, strict),
    }
}

/// `input` breaks a rule of `kind` first, told by exactly the line `shown`.
fn says(problem: &str, input: &str, kind: Kind, shown: &str) -> Result<(), String> {
    let violation = refused(problem, input, false)?;
    expect(problem, input, &violation, kind, shown)
}

/// `violation`, found in `input`, is of `kind` and reads `shown`, in one place only.
fn expect(
    problem: &str,
    input: &str,
    violation: &Violation,
    kind: Kind,
    shown: &str,
) -> Result<(), String> {
    let line = violation.to_string();
    if line != shown || violation.kind != kind {
        return Err(format!(
            "{problem} {input:?}:\n  gives  {line} ({:?})\n  wanted {shown} ({kind:?})",
            violation.kind
        ));
    }
    let foreign = [
        problem,
        "input error",
        "18446744073709551615",
        "9223372036854775807",
    ];
    match foreign.iter().any(|word| line.contains(word)) || places(&line) > 1 {
        true => Err(format!(
            "{problem} {input:?}: `{line}` tells two places or the binary's words"
        )),
        false => Ok(()),
    }
}

/// How many places (`line L:C`) `line` names.
fn places(line: &str) -> usize {
    let at = line
        .match_indices("line ")
        .map(|(i, _)| &line[i + "line ".len()..]);
    at.filter(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
        .count()
}

/// `cases` copies of `case` after their count.
fn repeated(case: &str, cases: usize) -> String {
    format!("{cases}\n{}", case.repeat(cases))
}

const MINES_ON_BOARD: &str = "mines at 0-based row X, column Y of the N x M board";

pub fn hdu4678_t_above_50() -> Result<(), String> {
    let shown = "line 1:1: T = 51 exceeds 50 (the statement: T <= 50)";
    says("hdu4678", &repeated("1 1 0\n", 51), Kind::Guarantee, shown)
}

pub fn hdu4678_sizes_above_and_below() -> Result<(), String> {
    let rule = "(the statement: 1 <= N, M <= 1000)";
    let n = format!("case 1, line 2:1: N = 1001 exceeds 1000 {rule}");
    says("hdu4678", "1\n1001 1 0\n", Kind::Guarantee, &n)?;
    let m = format!("case 2, line 3:3: M = 0 is below 1 {rule}");
    says("hdu4678", "2\n1 1 0\n1 0 0\n", Kind::Guarantee, &m)
}

pub fn hdu4678_k_above_n_times_m() -> Result<(), String> {
    let shown = "case 1, line 2:5: K = 5 exceeds N*M = 4 (the statement: 0 <= K <= N*M)";
    says("hdu4678", "1\n2 2 5\n0 0\n0 x\n", Kind::Guarantee, shown)
}

pub fn hdu4678_k_negative() -> Result<(), String> {
    let shown = "case 1, line 2:5: K = -1 is below 0 (the statement: 0 <= K <= N*M)";
    says("hdu4678", "1\n2 2 -1\n", Kind::Guarantee, shown)
}

pub fn hdu4678_mines_off_the_board() -> Result<(), String> {
    let x = format!("case 1, line 3:1: X = 2 exceeds N-1 = 1 (the statement: {MINES_ON_BOARD})");
    says("hdu4678", "1\n2 2 1\n2 0\n", Kind::Guarantee, &x)?;
    let y = format!("case 1, line 4:3: Y = -1 is below 0 (the statement: {MINES_ON_BOARD})");
    says("hdu4678", "1\n2 2 2\n0 0\n1 -1\n", Kind::Guarantee, &y)
}

/// Mines at the corners (0, 2) and (2, 0) of a 3 x 3 board: the blanks (0, 0) and
/// (2, 2) are two regions, and the number cell (1, 1) borders both.
pub fn hdu4678_shared_number() -> Result<(), String> {
    let shown = "case 2, line 3:1: the number cell at X = 1, Y = 1 borders two blank regions \
                 (the statement: no number cell borders two different blank regions)";
    says(
        "hdu4678",
        "2\n1 1 0\n3 3 2\n0 2\n2 0\n",
        Kind::Guarantee,
        shown,
    )
}

pub fn hdu4678_repeated_mines_are_valid() -> Result<(), String> {
    let entry = lab::registry::entry("hdu4678").expect("hdu4678");
    let input = "1\n2 2 4\n0 0\n0 0\n1 1\n1 1\n";
    match (entry.validate)(&mut input.as_bytes(), true) {
        Ok(1) => Ok(()),
        found => Err(format!(
            "{input:?}: {found:?}, a repeated mine is the same mine"
        )),
    }
}

/// The validator's words, and the binary's kept aside: it refuses the same token.
pub fn hdu4678_malformed_coordinate() -> Result<(), String> {
    let input = "1\n3 3 1\n0 x\n";
    let violation = refused("hdu4678", input, false)?;
    let shown = "case 1, line 3:3: expected the column Y of a mine, an integer, found `x`";
    expect("hdu4678", input, &violation, Kind::Malformed, shown)?;
    match &violation.binary {
        Some(binary) if binary.contains("the column Y of a mine") => Ok(()),
        binary => Err(format!("{input:?}: the binary's message is {binary:?}")),
    }
}

pub fn hdu4678_numbers_quoted_as_written() -> Result<(), String> {
    let rule = "(the statement: 1 <= N, M <= 1000)";
    let big = format!("case 1, line 2:1: N = 99999999999999999999 exceeds 1000 {rule}");
    says(
        "hdu4678",
        "1\n99999999999999999999 1 0\n",
        Kind::Guarantee,
        &big,
    )?;
    let zeros = format!("case 1, line 2:3: M = +0001001 exceeds 1000 {rule}");
    says("hdu4678", "1\n1 +0001001 0\n", Kind::Guarantee, &zeros)?;
    let negative = format!("case 1, line 2:1: N = -99999999999999999999 is below 1 {rule}");
    says(
        "hdu4678",
        "1\n-99999999999999999999 1 0\n",
        Kind::Guarantee,
        &negative,
    )
}

/// A signed size the binaries accept: refused at its token, without the binary solving
/// a board of 444444404 x 4 cells.
pub fn hdu4678_signed_huge_board_is_refused_at_once() -> Result<(), String> {
    let started = std::time::Instant::now();
    let shown = "case 1, line 2:1: N = +444444404 exceeds 1000 (the statement: 1 <= N, M <= 1000)";
    says("hdu4678", "1\n+444444404 4 0\n", Kind::Guarantee, shown)?;
    match started.elapsed().as_secs() {
        0..=4 => Ok(()),
        seconds => Err(format!("refused after {seconds} s")),
    }
}

pub fn hdu4101_sizes() -> Result<(), String> {
    let rule = "(the statement: 1 <= N, M <= 300)";
    let n = format!("case 1, line 1:1: N = 301 exceeds 300 {rule}");
    says("hdu4101", "301 1\n", Kind::Guarantee, &n)?;
    let m = format!("case 2, line 3:3: M = 0 is below 1 {rule}");
    says("hdu4101", "1 1\n-1\n1 0\n", Kind::Guarantee, &m)
}

pub fn hdu4101_hit_points() -> Result<(), String> {
    let rule = "(the statement: hit points below 100)";
    let hundred = format!("case 1, line 2:7: the value at row 1, column 3 = 100 exceeds 99 {rule}");
    says("hdu4101", "1 3\n-1 99 100\n", Kind::Guarantee, &hundred)?;
    let huge = format!(
        "case 1, line 3:1: the value at row 2, column 1 = 123456789012345678901234567890 \
         exceeds 99 {rule}"
    );
    let input = "2 1\n-1\n123456789012345678901234567890\n";
    says("hdu4101", input, Kind::Guarantee, &huge)
}

pub fn hdu4101_values_below_the_treasure() -> Result<(), String> {
    let shown = "case 1, line 2:4: the value at row 1, column 2 = -2 is below -1 (the statement: \
                 -1 the treasure, 0 empty, x > 0 a stone of x hit points)";
    says("hdu4101", "1 2\n-1 -2\n", Kind::Guarantee, shown)
}

pub fn hdu4101_one_treasure() -> Result<(), String> {
    let rule = "(the statement: exactly one treasure)";
    let second = format!(
        "case 1, line 2:6: a second treasure at row 1, column 3, after the one at row 1, \
         column 1 {rule}"
    );
    says("hdu4101", "1 3\n-1 0 -1\n", Kind::Guarantee, &second)?;
    let none = format!("case 2, line 3:1: no treasure -1 on the board {rule}");
    says(
        "hdu4101",
        "1 1\n-1\n2 2\n0 5\n7 0\n",
        Kind::Guarantee,
        &none,
    )
}

/// Cases until the end of the input, and a test file holds at least one: no second
/// message after the first (the binary's warning stays the binary's).
pub fn hdu4101_no_case() -> Result<(), String> {
    let shown = "line 1:1: expected a test case `N M`, found the end of the input";
    says("hdu4101", "", Kind::Malformed, shown)?;
    says(
        "hdu4101",
        " \n\n",
        Kind::Malformed,
        &shown.replace("1:1", "3:1"),
    )
}

pub fn loj6033_sizes() -> Result<(), String> {
    let rule = "(the statement: 1 <= n, m <= 100)";
    let n = format!("line 1:1: n = 101 exceeds 100 {rule}");
    says("loj6033", "101 1\n.\n", Kind::Guarantee, &n)?;
    let m = format!("line 1:3: m = 0 is below 1 {rule}");
    says("loj6033", "1 0\n", Kind::Guarantee, &m)
}

pub fn loj6033_board_alphabet_and_lengths() -> Result<(), String> {
    let letter = "line 3:2: expected one of `.#` in row 2 of the board, found `x`";
    says("loj6033", "2 2\n#.\n.x\n", Kind::Malformed, letter)?;
    let long = "line 3:1: row 2 of the board has 3 characters, not m = 2";
    says("loj6033", "2 2\n#.\n.x.\n", Kind::Malformed, long)?;
    let short = "line 2:1: row 1 of the board has 1 character, not m = 2";
    says("loj6033", "2 2\n#\n..\n", Kind::Malformed, short)?;
    let missing = "line 3:1: expected row 2 of the board, found the end of the input";
    says("loj6033", "2 2\n#.\n", Kind::Malformed, missing)?;
    let after = "line 4:1: expected the end of the input, found `#.`";
    says("loj6033", "2 2\n#.\n..\n#.\n", Kind::Malformed, after)
}

pub fn loj6033_malformed_size() -> Result<(), String> {
    let shown = "line 1:1: expected the number of rows n, an integer, found `x`";
    says("loj6033", "x 1\n", Kind::Malformed, shown)?;
    let shown = "line 1:3: expected the number of columns m, an integer, found `1.5`";
    says("loj6033", "2 1.5\n", Kind::Malformed, shown)
}

pub fn nowcoder_grid_t_and_sizes() -> Result<(), String> {
    let t = "line 1:1: T = 51 exceeds 50 (the statement: T <= 50)";
    says(
        "nowcoder_grid",
        &repeated("1 1\n.\n", 51),
        Kind::Guarantee,
        t,
    )?;
    let rule = "(the statement: 1 <= n, m <= 500)";
    let n = format!("case 2, line 4:1: n = 501 exceeds 500 {rule}");
    says("nowcoder_grid", "2\n1 1\nA\n501 1\n", Kind::Guarantee, &n)?;
    let m = format!("case 1, line 2:3: m = 0 is below 1 {rule}");
    says("nowcoder_grid", "1\n1 0\n", Kind::Guarantee, &m)
}

pub fn nowcoder_grid_alphabet_and_lengths() -> Result<(), String> {
    let letter = "case 1, line 3:2: expected one of `AB.` in row 1 of the grid, found `C`";
    says("nowcoder_grid", "1\n1 2\nAC\n", Kind::Malformed, letter)?;
    let length = "case 1, line 4:1: row 2 of the grid has 1 character, not m = 2";
    says("nowcoder_grid", "1\n2 2\nAB\nA\n", Kind::Malformed, length)
}

/// An ancient_go input of `boards` (nine rows each), a blank line before each.
fn go_input(boards: &[[&str; 9]]) -> String {
    let rows = boards
        .iter()
        .map(|board| format!("\n{}\n", board.join("\n")));
    format!("{}\n{}", boards.len(), rows.collect::<String>())
}

const EMPTY: [&str; 9] = ["........."; 9];

pub fn ancient_go_t_above_100() -> Result<(), String> {
    let shown = "line 1:1: T = 101 exceeds 100 (the statement: T <= 100)";
    says(
        "ancient_go",
        &go_input(&[EMPTY; 101]),
        Kind::Guarantee,
        shown,
    )
}

/// A white stone in the corner walled by black, then a black one walled by white: not
/// legal positions, each told at its stone.
pub fn ancient_go_illegal_positions() -> Result<(), String> {
    let rule = "(the statement: a legal position, where every group of either colour has a \
                liberty)";
    let mut white = EMPTY;
    (white[0], white[1]) = ("ox.......", "x........");
    let shown = format!(
        "case 2, line 13:1: the white group of the stone at row 1, column 1 has no liberty {rule}"
    );
    says(
        "ancient_go",
        &go_input(&[EMPTY, white]),
        Kind::Guarantee,
        &shown,
    )?;
    let mut black = EMPTY;
    (black[7], black[8]) = ("........o", ".......ox");
    let shown = format!(
        "case 1, line 11:9: the black group of the stone at row 9, column 9 has no liberty {rule}"
    );
    says("ancient_go", &go_input(&[black]), Kind::Guarantee, &shown)
}

pub fn ancient_go_rows() -> Result<(), String> {
    let mut letter = EMPTY;
    letter[4] = "....a....";
    let shown = "case 1, line 7:5: expected one of `.xo` in row 5 of the board, found `a`";
    says("ancient_go", &go_input(&[letter]), Kind::Malformed, shown)?;
    let mut short = EMPTY;
    short[2] = "........";
    let shown = "case 1, line 5:1: row 3 of the board has 8 characters, not 9";
    says("ancient_go", &go_input(&[short]), Kind::Malformed, shown)
}

pub fn strict_layout() -> Result<(), String> {
    let input = "2  2\n#.\n..\n";
    let violation = refused("loj6033", input, true)?;
    let shown = "line 1:2: more than one space between two tokens (--strict)";
    expect("loj6033", input, &violation, Kind::Layout, shown)?;
    let input = "1\n1 1 1\n0 0 \n";
    let violation = refused("hdu4678", input, true)?;
    let shown = "case 1, line 3:4: trailing spaces at the end of a line (--strict)";
    expect("hdu4678", input, &violation, Kind::Layout, shown)
}

/// The line after a source's name, and `--json`, of a case's and a caseless violation.
pub fn source_line_and_json() -> Result<(), String> {
    let k = refused("hdu4678", "1\n2 2 5\n", false)?;
    let message = "K = 5 exceeds N*M = 4 (the statement: 0 <= K <= N*M)";
    let at = k.at("in/k.txt").to_string();
    if at != format!("in/k.txt:2:5: case 1: {message}") {
        return Err(format!("at: {at}"));
    }
    let want = json!({"valid": false, "case": 1, "line": 2, "column": 5, "kind": "guarantee",
        "rule": "0 <= K <= N*M", "message": message});
    if k.json() != want {
        return Err(format!("json: {}", k.json()));
    }
    let row = refused("loj6033", "2 2\n#.\n.x\n", false)?;
    let want = json!({"valid": false, "case": null, "line": 3, "column": 2,
        "kind": "malformed", "rule": "cells `.` (free) and `#` (blocked)",
        "message": "expected one of `.#` in row 2 of the board, found `x`"});
    match (
        row.json() == want,
        valid_json(2) == json!({"valid": true, "cases": 2}),
    ) {
        (true, true) => Ok(()),
        _ => Err(format!("json: {} and {}", row.json(), valid_json(2))),
    }
}

/// Text on the error stream, after the command's name; `--json` alone on the output; the
/// exit status 0 or 1.
pub fn report_writes_text_on_stderr_and_json_on_stdout() -> Result<(), String> {
    let run = |found: &Result<usize, Violation>, json: bool| {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let status = report(found, "<stdin>", json, &mut out, &mut err);
        let text = |bytes: Vec<u8>| String::from_utf8(bytes).expect("UTF-8");
        (status, text(out), text(err))
    };
    let violation = refused("loj6033", "101 1\n.\n", false)?;
    let invalid = Err(violation.clone());
    let line = "cargo lab validate: <stdin>:1:1: n = 101 exceeds 100 (the statement: 1 <= n, m \
                <= 100)\n";
    let runs = [
        (
            run(&Ok(2), false),
            (0, "", "cargo lab validate: <stdin>: valid (2 cases)\n"),
        ),
        (run(&invalid, false), (1, "", line)),
        (run(&Ok(1), true), (0, "{\"cases\":1,\"valid\":true}\n", "")),
    ];
    for ((status, out, err), want) in runs {
        if (status, out.as_str(), err.as_str()) != want {
            return Err(format!("report: {status} {out:?} {err:?}, wanted {want:?}"));
        }
    }
    let (status, out, err) = run(&invalid, true);
    match (
        status,
        serde_json::from_str::<serde_json::Value>(&out),
        err.is_empty(),
    ) {
        (1, Ok(value), true) if value == violation.json() => Ok(()),
        _ => Err(format!(
            "report --json of a violation: {status} {out:?} {err:?}"
        )),
    }
}

//! Every binary against inputs people really feed it: other layouts of the samples
//! (CRLF, tabs, blank lines, no final newline), a catalogue of malformed inputs through the
//! real binary, and seeded mutation fuzzing in-process.

mod common;

use common::solvers::SOLVERS;
use common::{gen, run_in_memory, samples, Rng};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::process::{Command, Stdio};

/// The same input in other layouts a judge or a hand-edited file may use.
fn layouts(input: &[u8]) -> Vec<(&'static str, Vec<u8>)> {
    let text = String::from_utf8(input.to_vec()).expect("samples are text");
    let body = text.trim_end();
    vec![
        ("CRLF line ends", text.replace('\n', "\r\n")),
        (
            "tabs and runs of spaces",
            text.replace(' ', " \t  ").replace('\n', " \t\n\t"),
        ),
        ("blank lines between lines", text.replace('\n', "\n\n  \n")),
        ("no final newline", body.to_string()),
        ("leading blank lines", format!("\n\r\n  \n{text}")),
    ]
    .into_iter()
    .map(|(name, text)| (name, text.into_bytes()))
    .collect()
}

#[test]
fn samples_read_the_same_in_every_layout() {
    for &(bin, run) in SOLVERS {
        for sample in samples(bin) {
            let path = sample.path.display();
            for (layout, variant) in layouts(sample.input.as_bytes()) {
                let (out, failure) = run_in_memory(run, &variant);
                assert_eq!(failure, None, "{path} with {layout}");
                assert_eq!(out, sample.output, "{path} with {layout}");
            }
        }
    }
}

/// A malformed input, the answers printed before the error, and the one stderr line.
struct Bad {
    input: String,
    stdout: String,
    stderr: String,
}

fn bad(input: &str, stdout: &str, stderr: &str) -> Bad {
    Bad {
        input: input.to_string(),
        stdout: stdout.to_string(),
        stderr: stderr.to_string(),
    }
}

/// The message for a count that is not an unsigned integer.
fn bad_count(bin: &str, token: &str) -> String {
    format!(
        "{bin}: input error before the first case at line 1:1: expected the number of test \
         cases T, an integer from 0 to 18446744073709551615, found `{token}`"
    )
}

/// Each kind of malformed input for `bin`: a non-number, an overflowing or negative number,
/// fewer cases than announced, a truncated case, rows too short or too long, a character
/// outside the alphabet, and the problem's own breaches.
fn catalogue(bin: &str) -> Vec<Bad> {
    match bin {
        "ancient_go" => ancient_go_catalogue(),
        "hdu4101" => hdu4101_catalogue(),
        "hdu4678" => hdu4678_catalogue(),
        "loj6033" => loj6033_catalogue(),
        "nowcoder_grid" => nowcoder_grid_catalogue(),
        other => panic!("no catalogue for {other}"),
    }
}

fn ancient_go_catalogue() -> Vec<Bad> {
    let empty = ".........\n".repeat(9);
    let one = "Case #1: Can not kill in one move!!!\n";
    let two = format!("{one}Case #2: Can not kill in one move!!!\n");
    let e = "ancient_go: input error in case";
    vec![
        bad("x\n", "", &bad_count("ancient_go", "x")),
        bad(
            "99999999999999999999\n",
            "",
            &bad_count("ancient_go", "99999999999999999999"),
        ),
        bad("-3\n", "", &bad_count("ancient_go", "-3")),
        bad(
            &format!("3\n\n{empty}\n{empty}"),
            &two,
            &format!("{e} 3 at line 22:1: expected row 1 of the board, found the end of the input"),
        ),
        bad(
            &format!("2\n{empty}.........\n.........\n...."),
            one,
            &format!(
                "{e} 2 at line 13:1: expected row 3 of the board of 9 cells, found 4 characters"
            ),
        ),
        bad(
            &format!("2\n{empty}..........\n"),
            one,
            &format!(
                "{e} 2 at line 11:1: expected row 1 of the board of 9 cells, found 10 characters"
            ),
        ),
        bad(
            &format!("2\n{empty}....#....\n"),
            one,
            &format!("{e} 2 at line 11:5: expected one of `.xo` in row 1 of the board, found `#`"),
        ),
    ]
}

/// Cases until the end of the input; cells are whitespace-separated numbers, so a row of
/// the wrong length shows as a truncated case or a misread next case.
fn hdu4101_catalogue() -> Vec<Bad> {
    let one = "Ali Win\n";
    let e = "hdu4101: input error in case 2 at line";
    let cell = |row: usize, token: &str| {
        format!("expected a cell of row {row}, an integer from -1 to 9223372036854775807, found `{token}`")
    };
    vec![
        bad(
            "x\n",
            "",
            "hdu4101: input error in case 1 at line 1:1: expected the number of rows N, an integer from 1 to 18446744073709551615, found `x`",
        ),
        bad(
            "1 1\n-1\n2 2\n1 99999999999999999999999\n",
            one,
            &format!("{e} 4:3: {}", cell(1, "99999999999999999999999")),
        ),
        bad(
            "1 1\n-1\n2 -2\n",
            one,
            &format!("{e} 3:3: expected the number of columns M, an integer from 1 to 18446744073709551615, found `-2`"),
        ),
        bad("1 1\n-1\n2 2\n0 a\n", one, &format!("{e} 4:3: {}", cell(1, "a"))),
        bad("1 1\n-1\n1 2\n-1 -2\n", one, &format!("{e} 4:4: {}", cell(1, "-2"))),
        bad(
            "1 1\n-1\n2 2\n1 -1 3\n",
            one,
            &format!("{e} 5:1: expected a cell of row 2, found the end of the input"),
        ),
        bad(
            "1 1\n-1\n2 2\n0 0\n0 0\n",
            one,
            &format!("{e} 5:3: expected one treasure `-1` on the board, found none"),
        ),
        bad(
            "1 1\n-1\n2 2\n-1 0\n0 -1\n",
            one,
            &format!("{e} 5:3: expected one treasure `-1` on the board, found a second one (the first is at line 4:1)"),
        ),
        bad(
            "1 1\n-1\n70000 70000\n",
            one,
            &format!("{e} 3:7: expected a board of at most 4294967295 cells with its outside ring, found a larger one"),
        ),
    ]
}

/// Mines are `X Y` pairs, so there are no rows to be too short or too long; mines off the
/// board are this problem's own breach.
fn hdu4678_catalogue() -> Vec<Bad> {
    let one = "Case #1: Xiemao\n";
    let e = "hdu4678: input error in case";
    let mine = |what: &str, hi: u64, token: &str| {
        format!("expected the {what} of a mine, an integer from 0 to {hi}, found `{token}`")
    };
    vec![
        bad("x\n", "", &bad_count("hdu4678", "x")),
        bad(
            "2\n1 1 0\n2 2 99999999999999999999\n",
            one,
            &format!("{e} 2 at line 3:5: expected the number of mines K, an integer from 0 to 18446744073709551615, found `99999999999999999999`"),
        ),
        bad(
            "2\n1 1 0\n-2 2 0\n",
            one,
            &format!("{e} 2 at line 3:1: expected the number of rows N, an integer from 1 to 18446744073709551615, found `-2`"),
        ),
        bad(
            "3\n1 1 0\n",
            one,
            &format!("{e} 2 at line 3:1: expected the number of rows N, found the end of the input"),
        ),
        bad(
            "2\n1 1 0\n2 2 2\n0 0\n",
            one,
            &format!("{e} 2 at line 5:1: expected the row X of a mine, found the end of the input"),
        ),
        bad("1\n2 2 1\n2 0\n", "", &format!("{e} 1 at line 3:1: {}", mine("row X", 1, "2"))),
        bad("1\n2 2 1\n0 -1\n", "", &format!("{e} 1 at line 3:3: {}", mine("column Y", 1, "-1"))),
        bad("1\n2 2 1\n0 a\n", "", &format!("{e} 1 at line 3:3: {}", mine("column Y", 1, "a"))),
    ]
}

/// A single case: nothing is printed before an error.
fn loj6033_catalogue() -> Vec<Bad> {
    let e = "loj6033: input error in case 1 at line";
    let size = |token: &str, what: &str, col: usize| {
        format!("{e} 1:{col}: expected the number of {what}, an integer from 1 to 18446744073709551615, found `{token}`")
    };
    vec![
        bad(
            "",
            "",
            &format!("{e} 1:1: expected the number of rows n, found the end of the input"),
        ),
        bad("x 2\n", "", &size("x", "rows n", 1)),
        bad(
            "2 99999999999999999999\n",
            "",
            &size("99999999999999999999", "columns m", 3),
        ),
        bad("-2 2\n", "", &size("-2", "rows n", 1)),
        bad(
            "70000 70000\n",
            "",
            &format!("{e} 1:7: a board of 70000 x 70000 cells has more than 4294967295 cells"),
        ),
        bad(
            "2 2\n..\n",
            "",
            &format!("{e} 3:1: expected row 2 of the board, found the end of the input"),
        ),
        bad(
            "2 2\n..\n.\n",
            "",
            &format!("{e} 3:1: expected row 2 of the board of 2 cells, found 1 character"),
        ),
        bad(
            "2 2\n..\n...\n",
            "",
            &format!("{e} 3:1: expected row 2 of the board of 2 cells, found 3 characters"),
        ),
        bad(
            "2 2\n.x\n..\n",
            "",
            &format!("{e} 2:2: expected one of `.#` in row 1 of the board, found `x`"),
        ),
    ]
}

fn nowcoder_grid_catalogue() -> Vec<Bad> {
    let one = "no yes no\n";
    let e = "nowcoder_grid: input error in case 2 at line";
    vec![
        bad("x\n", "", &bad_count("nowcoder_grid", "x")),
        bad(
            "2\n1 1\n.\n1 99999999999999999999999\n",
            one,
            &format!("{e} 4:3: expected the number of columns m, an integer from 1 to 18446744073709551615, found `99999999999999999999999`"),
        ),
        bad(
            "2\n1 1\n.\n1 -2\n",
            one,
            &format!("{e} 4:3: expected the number of columns m, an integer from 1 to 18446744073709551615, found `-2`"),
        ),
        bad(
            "2\n1 1\n.\n",
            one,
            &format!("{e} 4:1: expected the number of rows n, found the end of the input"),
        ),
        bad(
            "2\n1 1\n.\n2 2\n..\n",
            one,
            &format!("{e} 6:1: expected row 2 of the grid, found the end of the input"),
        ),
        bad(
            "2\n1 1\n.\n1 3\n..\n",
            one,
            &format!("{e} 5:1: expected row 1 of the grid of 3 cells, found 2 characters"),
        ),
        bad(
            "2\n1 1\n.\n1 3\n....\n",
            one,
            &format!("{e} 5:1: expected row 1 of the grid of 3 cells, found 4 characters"),
        ),
        bad(
            "2\n1 1\n.\n1 3\n.a.\n",
            one,
            &format!("{e} 5:2: expected one of `AB.` in row 1 of the grid, found `a`"),
        ),
    ]
}

#[test]
fn malformed_inputs_get_one_line_and_status_1_from_the_binary() {
    for &(bin, _) in SOLVERS {
        for bad in catalogue(bin) {
            let exe = common::built_binary(bin)
                .unwrap()
                .expect("the binary is built");
            let mut child = Command::new(exe)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap();
            let mut stdin = child.stdin.take().unwrap();
            std::io::Write::write_all(&mut stdin, bad.input.as_bytes()).unwrap();
            drop(stdin);
            let out = child.wait_with_output().unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(1), "{bin} on {:?}", bad.input);
            assert_eq!(
                String::from_utf8_lossy(&out.stdout),
                bad.stdout,
                "{bin} on {:?}",
                bad.input
            );
            assert_eq!(
                stderr,
                format!("{}\n", bad.stderr),
                "{bin} on {:?}",
                bad.input
            );
        }
    }
}

/// Small valid inputs of every problem, for the fuzzer to mutate.
fn valid_input(bin: &str, rng: &mut Rng) -> String {
    match bin {
        "ancient_go" => {
            let cases = rng.range(1, 3);
            let mut text = format!("{cases}\n");
            for _ in 0..cases {
                text.push('\n');
                for _ in 0..9 {
                    let row: String = (0..9).map(|_| ['.', 'x', 'o'][rng.range(0, 2)]).collect();
                    text.push_str(&row);
                    text.push('\n');
                }
            }
            text
        }
        "nowcoder_grid" => {
            let cases = rng.range(1, 3);
            let mut text = format!("{cases}\n");
            for _ in 0..cases {
                let (n, m) = (rng.range(1, 5), rng.range(1, 5));
                text.push_str(&format!("{n} {m}\n"));
                for _ in 0..n {
                    let row: String = (0..m)
                        .map(|_| ['.', '.', 'A', 'B'][rng.range(0, 3)])
                        .collect();
                    text.push_str(&row);
                    text.push('\n');
                }
            }
            text
        }
        "hdu4101" => {
            let mut text = String::new();
            for _ in 0..rng.range(1, 3) {
                let (n, m) = (rng.range(1, 5), rng.range(1, 5));
                let treasure = rng.range(0, n * m - 1);
                text.push_str(&format!("{n} {m}\n"));
                for cell in 0..n * m {
                    let value = if cell == treasure {
                        -1
                    } else {
                        rng.range(0, 3) as i64
                    };
                    let end = if cell % m == m - 1 { "\n" } else { " " };
                    text.push_str(&format!("{value}{end}"));
                }
            }
            text
        }
        "hdu4678" => {
            let cases = rng.range(1, 3);
            let mut text = format!("{cases}\n");
            for _ in 0..cases {
                let (n, m, k) = (rng.range(1, 5), rng.range(1, 5), rng.range(0, 4));
                text.push_str(&format!("{n} {m} {k}\n"));
                for _ in 0..k {
                    text.push_str(&format!(
                        "{} {}\n",
                        rng.range(0, n - 1),
                        rng.range(0, m - 1)
                    ));
                }
            }
            text
        }
        "loj6033" => {
            let (n, m) = (rng.range(1, 6), rng.range(1, 6));
            let mut text = format!("{n} {m}\n");
            for _ in 0..n {
                let row: String = (0..m).map(|_| ['.', '.', '#'][rng.range(0, 2)]).collect();
                text.push_str(&row);
                text.push('\n');
            }
            text
        }
        other => panic!("no generator for {other}"),
    }
}

/// Bytes a mutation writes: those that matter to some format, and any byte at all.
fn mutation_byte(rng: &mut Rng) -> u8 {
    const INTERESTING: &[u8] = b"0123456789-+ \n\r\t.#xoAB";
    if rng.chance(0.8) {
        INTERESTING[rng.range(0, INTERESTING.len() - 1)]
    } else {
        rng.below(256) as u8
    }
}

/// One to three random deletions, duplications, replacements or a truncation.
fn mutate(input: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut bytes = input.to_vec();
    for _ in 0..rng.range(1, 3) {
        if bytes.is_empty() {
            break;
        }
        let at = rng.range(0, bytes.len() - 1);
        let len = rng.range(1, 8).min(bytes.len() - at);
        match rng.range(0, 3) {
            0 => drop(bytes.drain(at..at + len)),
            1 => {
                let copy = bytes[at..at + len].to_vec();
                bytes.splice(at..at, copy);
            }
            2 => bytes[at] = mutation_byte(rng),
            _ => bytes.truncate(at),
        }
    }
    bytes
}

/// Whether every integer in `input` is at most 10^4: a mutation that turns a size into a
/// huge one makes a valid input too large to solve in a test, not a robustness failure.
fn sizes_are_small(input: &[u8]) -> bool {
    input
        .split(|b| b.is_ascii_whitespace())
        .filter(|t| !t.is_empty() && t.iter().all(u8::is_ascii_digit))
        .all(|t| t.len() <= 4)
}

#[test]
fn mutated_inputs_get_an_answer_or_a_clean_error() {
    const MUTANTS: usize = 10_000;
    for &(bin, run) in SOLVERS {
        let mut rng = Rng::new(8 + bin.len() as u64);
        let mut seeds: Vec<Vec<u8>> = samples(bin)
            .into_iter()
            .map(|sample| sample.input.into_bytes())
            .collect();
        seeds.extend((0..50).map(|_| valid_input(bin, &mut rng).into_bytes()));
        let (mut tried, mut rejected) = (0, 0);
        while tried < MUTANTS {
            let mutant = mutate(&seeds[rng.range(0, seeds.len() - 1)], &mut rng);
            if !sizes_are_small(&mutant) {
                continue;
            }
            tried += 1;
            let outcome = catch_unwind(AssertUnwindSafe(|| run_in_memory(run, &mutant)));
            let shown = String::from_utf8_lossy(&mutant);
            let (_, failure) = outcome.unwrap_or_else(|_| panic!("{bin} panicked on {shown:?}"));
            if let Some(message) = failure {
                rejected += 1;
                assert!(
                    !message.contains('\n'),
                    "{bin}: multi-line error {message:?}"
                );
                assert!(message.starts_with("input error "), "{bin}: {message:?}");
                assert!(
                    message.contains(" at line "),
                    "{bin}: no position in {message:?}"
                );
            }
        }
        assert!(
            rejected > MUTANTS / 10,
            "{bin}: only {rejected} mutants rejected"
        );
        assert!(rejected < MUTANTS, "{bin}: every mutant rejected");
    }
}

/// Whether the stack test runs generated input `bin/kind`: every kind but hdu4678's with
/// half or more of the board mined or 50 cases (hundreds of MB; what could grow a stack is
/// the size of a blank region, which `d0-t10`, one blank 1000x1000 region a case, maxes).
fn in_stack_test(bin: &str, kind: &str) -> bool {
    bin != "hdu4678" || kind == "d0-t10" || kind == "d10-t10"
}

/// Every generated judge-size input solves on a thread with a 1 MB stack (a judge's main
/// thread may have no more): nothing recurses with the board's size.
#[test]
fn judge_size_inputs_solve_on_a_one_megabyte_stack() {
    for &(bin, run) in SOLVERS {
        let (_, kinds) = gen::PROBLEMS.iter().find(|(name, _)| *name == bin).unwrap();
        for &(kind, _) in kinds.iter().filter(|(kind, _)| in_stack_test(bin, kind)) {
            let input = gen::generate(bin, kind, 1).unwrap();
            let solved = std::thread::Builder::new()
                .stack_size(1 << 20)
                .spawn(move || run_in_memory(run, &input).1)
                .unwrap()
                .join();
            assert_eq!(solved.ok(), Some(None), "{bin}/{kind} on a 1 MB stack");
        }
    }
}

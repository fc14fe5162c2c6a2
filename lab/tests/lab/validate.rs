//! The validators (`cargo lab validate`): hand-made inputs breaking each guarantee of each
//! statement are refused naming it, where it breaks; malformed inputs are refused with the
//! binary's own line; `--strict` refuses each non-canonical layout that test-data
//! validators refuse, and nothing else; every kind of generated input within the
//! guarantees validates (canonical, so also under `--strict`), and those built past them
//! do not; ancient_go's generated boards mix kills and non-kills with many groups of one
//! and two liberties; hdu4678's breach is the lab's own brute force's; the command's
//! output and exit status. The cases each problem builds past the guarantees
//! ([`Validate::beyond_guarantees`]) are refused, and the reference binaries answer them
//! as the library's solver does, with a warning only where the problem's page says so.

use crate::support::run_with_warnings;
use crate::support::{built_binary, document, generated, own, repository, run_binary};
use lab::check::Check;
use lab::problem::{expected_output, Problem};
use lab::problems::ancient_go::{brute_force, AncientGo, Points, SIZE};
use lab::problems::hdu4101::Hdu4101;
use lab::problems::hdu4678::{random_case, Board, Hdu4678};
use lab::problems::loj6033::Loj6033;
use lab::problems::nowcoder_grid::NowcoderGrid;
use lab::rng::Rng;
use lab::validate::{validate, validate_bytes, Kind, Validate, Violation, LAYOUT};
use libtest_mimic::Trial;
use std::io::Write;
use std::process::{Command, Stdio};

pub fn trials() -> Vec<Trial> {
    trials![
        hdu4101_guarantees,
        hdu4678_guarantees,
        t_above_its_bound_is_refused_at_t,
        loj6033_guarantees,
        nowcoder_grid_guarantees,
        ancient_go_guarantees,
        strict_refuses_each_non_canonical_layout,
        hdu4678_breaches_are_the_brute_forces,
        ancient_go_inputs_mix_kills_and_groups_of_one_and_two_liberties,
        the_command_prints_valid_or_the_first_violation_with_its_exit_status,
        the_docs_page_shows_real_runs,
    ]
}

pub fn each<P: Check>() -> Vec<Trial> {
    let mut trials = each![P:
        every_malformed_input_of_the_catalogues_is_refused_in_the_binarys_words,
        every_kind_within_the_guarantees_validates,
        cases_past_the_guarantees_are_refused_and_answered_by_the_binary,
    ];
    // The large kinds (hundreds of megabytes each: `cargo test -- --ignored`).
    if P::KINDS.iter().any(|kind| kind.large) {
        let name = crate::support::name(
            module_path!(),
            "every_large_kind_within_the_guarantees_validates",
        );
        let trial = Trial::test(format!("{name}::{}", P::NAME), || {
            kinds_validate::<P>(true);
            Ok(())
        });
        trials.push(trial.with_ignored_flag(true));
    }
    trials
}

/// The violation `input` gets, failing when it validates.
fn refused<P: Validate>(input: &str, strict: bool) -> Violation {
    match validate_bytes::<P>(input.as_bytes(), strict) {
        Ok(cases) => panic!("{}: {input:?} validates ({cases} cases)", P::NAME),
        Err(violation) => violation,
    }
}

/// `input` breaks the guarantee `rule` first, `at` the place shown (`case 2, line 3:5`).
fn breaks<P: Validate>(input: &str, rule: &str, at: &str) {
    let violation = refused::<P>(input, false);
    let shown = format!("{at}: {rule}: ");
    assert!(
        violation.kind == Kind::Guarantee && violation.to_string().starts_with(&shown),
        "{}: {input:?} gives {violation} ({:?}), not {shown}...",
        P::NAME,
        violation.kind
    );
}

/// `input` is malformed, breaking `rule`, told in the binary's own line: its error, or
/// its warning of input after the last case.
fn malformed<P: Validate>(input: &str, rule: &str) {
    let violation = refused::<P>(input, false);
    let (_, failure, warnings) = run_with_warnings(P::run, input);
    let line = failure.or(warnings.lines().last().map(String::from));
    assert_eq!(violation.kind, Kind::Malformed, "{input:?}: {violation}");
    assert_eq!(violation.rule, rule, "{input:?}");
    let line = line.expect("the binary refuses it, or warns");
    assert_eq!(violation.detail, format!("{}: {line}", P::NAME));
}

fn hdu4101_guarantees() {
    type P = Hdu4101;
    breaks::<P>("0 1\n", "1 <= N <= 300", "case 1, line 1:1");
    breaks::<P>("301 1\n", "1 <= N <= 300", "case 1, line 1:1");
    breaks::<P>("1 0\n", "1 <= M <= 300", "case 1, line 1:3");
    breaks::<P>("1 301\n", "1 <= M <= 300", "case 1, line 1:3");
    let values = "every value -1, 0 or a stone of 1 to 99 hit points";
    breaks::<P>("1 3\n-1 99 100\n", values, "case 1, line 2:7");
    breaks::<P>("1 2\n-1 -2\n", values, "case 1, line 2:4");
    let one = "exactly one treasure";
    breaks::<P>("1 3\n-1 0 -1\n", one, "case 1, line 2:6");
    breaks::<P>("1 1\n-1\n2 2\n0 5\n7 0\n", one, "case 2, line 5:3");
    malformed::<P>("1 2\n-1 x\n", "the format");
    malformed::<P>("2 2\n-1 0\n", "the format");
}

fn hdu4678_guarantees() {
    type P = Hdu4678;
    breaks::<P>("1\n0 1 0\n", "1 <= N <= 1000", "case 1, line 2:1");
    breaks::<P>("1\n1001 1 0\n", "1 <= N <= 1000", "case 1, line 2:1");
    breaks::<P>("1\n1 1001 0\n", "1 <= M <= 1000", "case 1, line 2:3");
    breaks::<P>("1\n2 2 5\n", "0 <= K <= N*M", "case 1, line 2:5");
    breaks::<P>("1\n2 2 -1\n", "0 <= K <= N*M", "case 1, line 2:5");
    let on_board = "coordinates on the board";
    breaks::<P>("1\n2 2 1\n2 0\n", on_board, "case 1, line 3:1");
    breaks::<P>("1\n2 2 2\n0 0\n1 -1\n", on_board, "case 1, line 4:3");
    let two = "no number cell borders two blank regions";
    breaks::<P>("2\n1 1 0\n3 3 2\n0 2\n2 0\n", two, "case 2, line 3:1");
    assert_eq!(
        validate_bytes::<P>(b"1\n2 2 4\n0 0\n0 0\n1 1\n1 1\n", true),
        Ok(1),
        "repeated mines are the same mine"
    );
    malformed::<P>("1\n2 2 1\n0\n", "the format");
}

fn t_above_its_bound_is_refused_at_t() {
    let cases = |case: &str, t: usize| format!("{t}\n{}", case.repeat(t));
    breaks::<Hdu4678>(&cases("1 1 0\n", 51), "T <= 50", "line 1:1");
    breaks::<NowcoderGrid>(&cases("1 1\n.\n", 51), "T <= 50", "line 1:1");
    let board = format!("\n{}", ".........\n".repeat(SIZE));
    breaks::<AncientGo>(&cases(&board, 101), "T <= 100", "line 1:1");
}

fn loj6033_guarantees() {
    type P = Loj6033;
    breaks::<P>("0 1\n", "1 <= n <= 100", "case 1, line 1:1");
    breaks::<P>("101 1\n", "1 <= n <= 100", "case 1, line 1:1");
    breaks::<P>("1 0\n", "1 <= m <= 100", "case 1, line 1:3");
    breaks::<P>("1 101\n", "1 <= m <= 100", "case 1, line 1:3");
    malformed::<P>("2 2\n#.\n.x\n", "rows over `.#`");
    malformed::<P>("2 2\n#.\n...\n", "rows over `.#`");
    malformed::<P>("2 2\n#.\n..\n#\n", "the format");
}

fn nowcoder_grid_guarantees() {
    type P = NowcoderGrid;
    breaks::<P>("1\n0 1\n", "1 <= n <= 500", "case 1, line 2:1");
    breaks::<P>("2\n1 1\nA\n501 1\n", "1 <= n <= 500", "case 2, line 4:1");
    breaks::<P>("1\n1 501\n", "1 <= m <= 500", "case 1, line 2:3");
    malformed::<P>("1\n1 2\nAC\n", "rows over `AB.`");
    malformed::<P>("1\n2 2\nAB\n", "the format");
}

/// An ancient_go input of `boards`, each nine rows.
fn go_input(boards: &[[&str; SIZE]]) -> String {
    let mut text = format!("{}\n", boards.len());
    for board in boards {
        text += &format!("\n{}\n", board.join("\n"));
    }
    text
}

fn ancient_go_guarantees() {
    type P = AncientGo;
    let empty = ["........."; SIZE];
    let mut white_dead = empty;
    (white_dead[0], white_dead[1]) = ("ox.......", "x........");
    let mut black_dead = empty;
    (black_dead[7], black_dead[8]) = ("........o", ".......ox");
    let legal = "a legal position (every group of either colour has a liberty)";
    breaks::<P>(&go_input(&[empty, white_dead]), legal, "case 2, line 13:1");
    breaks::<P>(&go_input(&[black_dead]), legal, "case 1, line 11:9");
    let rows = "nine rows of nine points over `.xo`";
    let mut letter = empty;
    letter[4] = "....a....";
    malformed::<P>(&go_input(&[letter]), rows);
    let mut short = empty;
    short[2] = "........";
    malformed::<P>(&go_input(&[short]), rows);
    malformed::<P>(&go_input(&[empty]).replace("1\n", "2\n"), "the format");
}

/// Every malformed input of each problem's catalogue is refused; where the validator
/// finds it malformed, in the binary's own line (its error, or its warning of input
/// after the last case).
fn every_malformed_input_of_the_catalogues_is_refused_in_the_binarys_words<P: Validate>() {
    for bad in (own(P::NAME).malformed)() {
        let violation = refused::<P>(&bad.input, false);
        if violation.kind == Kind::Malformed {
            let line = format!("{}: {}", P::NAME, bad.stderr);
            assert_eq!(violation.detail, line, "{:?}", bad.input);
        }
    }
}

/// Each case built past the guarantees breaks them (`cargo lab validate` refuses it,
/// `cargo lab check` leaves it out); the reference binary answers it as the library's
/// solver does, exit status 0, and warns only in words that the problem's page
/// (`docs/<problem>.md`) gives.
fn cases_past_the_guarantees_are_refused_and_answered_by_the_binary<P: Validate>() {
    let page = document(&format!("docs/{}.md", P::NAME)).replace('\n', " ");
    let exe = built_binary(P::NAME);
    let cases = P::beyond_guarantees(&mut Rng::new(1));
    assert!(
        !cases.is_empty(),
        "{}: no case past the guarantees",
        P::NAME
    );
    for (name, case) in cases {
        let input = P::write_input(std::slice::from_ref(&case));
        let what = format!("{} `{name}`", P::NAME);
        assert!(!P::within_guarantee(&case), "{what} keeps the guarantees");
        refused::<P>(&input, false);
        let answer = expected_output::<P>(&[P::solve(&case)]);
        let (status, stdout, stderr) = run_binary(&exe, input.as_bytes()).unwrap();
        assert_eq!((status, stdout), (Some(0), answer), "{what}: {stderr}");
        for line in stderr.lines() {
            let warning = line.strip_prefix(&format!("{}: warning", P::NAME));
            let warning = warning.unwrap_or_else(|| panic!("{what}: `{line}` is no warning"));
            // The warning's words, past its place (`in case 1: `, `at line 3:4: `).
            let words = warning.rsplit(": ").next().unwrap_or(warning);
            let words = words.split(" (").next().unwrap_or(words);
            assert!(
                page.contains(words),
                "{what}: docs/{}.md does not say `{words}` (the warning `{line}`)",
                P::NAME
            );
        }
    }
}

/// Each non-canonical layout is refused under `--strict` where it stands, and accepted
/// without it.
fn strict_refuses_each_non_canonical_layout() {
    fn strictly<P: Validate>(input: &str, at: &str, why: &str) {
        assert!(
            validate_bytes::<P>(input.as_bytes(), false).is_ok(),
            "{input:?}"
        );
        let violation = refused::<P>(input, true);
        let shown = format!("line {at}: {LAYOUT}: {why}");
        assert!(
            violation.kind == Kind::Layout && violation.to_string().ends_with(&shown),
            "{input:?}: {violation}, not ...{shown}"
        );
    }
    type L = Loj6033;
    assert_eq!(validate_bytes::<L>(b"2 2\n#.\n..\n", true), Ok(1));
    strictly::<L>("2 2\r\n#.\n..\n", "1:4", "a carriage return `\\r`");
    strictly::<L>(
        "2\t2\n#.\n..\n",
        "1:2",
        "whitespace other than a space or `\\n` (a tab...)",
    );
    strictly::<L>(
        "2  2\n#.\n..\n",
        "1:2",
        "more than one space between two tokens",
    );
    strictly::<L>(
        "2 2 \n#.\n..\n",
        "1:4",
        "trailing spaces at the end of a line",
    );
    strictly::<L>(" 2 2\n#.\n..\n", "1:1", "spaces at the start of a line");
    strictly::<L>("2 2\n #.\n..\n", "2:1", "spaces at the start of a line");
    strictly::<L>(
        "2 2\n\n#.\n..\n",
        "2:1",
        "a blank line where the format has none",
    );
    strictly::<L>(
        "2 2\n#.\n..\n\n",
        "4:1",
        "a blank line where the format has none",
    );
    strictly::<L>("2 2\n#.\n..", "3:3", "no line end at the end of the input");
    strictly::<L>(
        "2 2\n#.\n.. ",
        "3:3",
        "trailing spaces at the end of the input",
    );
    strictly::<L>(
        "2 2\n#. ..\n",
        "2:4",
        "row 2 of the board should start a new line",
    );
    strictly::<L>(
        "2\n2\n#.\n..\n",
        "1:2",
        "a line end before m, on the same line",
    );
    let board = ".........\n".repeat(SIZE);
    let go = format!("2\n\n{board}\n{board}");
    assert_eq!(validate_bytes::<AncientGo>(go.as_bytes(), true), Ok(2));
    let glued = format!("2\n\n{board}{board}");
    let why = "a blank line should stand before row 1 of the board";
    strictly::<AncientGo>(&glued, "12:1", why);
    let doubled = format!("1\n\n\n{board}");
    strictly::<AncientGo>(&doubled, "3:1", "a blank line where the format has none");
    strictly::<Hdu4101>(
        "1 1\n-1\n1 1\n\n-1\n",
        "4:1",
        "a blank line where the format has none",
    );
    strictly::<Hdu4678>(
        "1\n1 1 1\n0 0 \n",
        "3:4",
        "trailing spaces at the end of a line",
    );
}

/// On random small hdu4678 boards, written canonically, the validator finds a number
/// bordering two blank regions (through the library's play of the board) exactly when
/// the lab's brute force, flooding the regions cell by cell, does.
fn hdu4678_breaches_are_the_brute_forces() {
    let mut rng = Rng::new(23);
    for _ in 0..2_000 {
        let case = random_case(&mut rng);
        let input = Hdu4678::write_input(std::slice::from_ref(&case));
        let breach = Board::new(&case).first_shared_number().is_some();
        let cells = case.rows * case.cols;
        let found = validate_bytes::<Hdu4678>(input.as_bytes(), true);
        match found {
            Err(v) if v.rule == "no number cell borders two blank regions" => assert!(breach),
            Err(v) => assert!(case.mines.len() > cells, "{v} on\n{input}"),
            Ok(_) => assert!(!breach, "a breach missed on\n{input}"),
        }
    }
}

/// The kinds of `P`, the large ones or the others, drawn from seed 1 (the tests,
/// benchmarks and check use it): those within the guarantees validate under `--strict`
/// with as many cases as the input holds; those built past them do not.
fn kinds_validate<P: Validate>(large: bool) {
    for kind in P::KINDS.iter().filter(|k| k.large == large) {
        let what = format!("`cargo lab gen {} {} 1`", P::NAME, kind.name);
        if kind.beyond || large {
            let input = kind.generate(1);
            let found = validate::<P>(&mut &input[..], true);
            match (kind.beyond, found) {
                (false, Ok(cases)) => {
                    let read = P::read_input(std::str::from_utf8(&input).unwrap());
                    assert_eq!(cases, read.len(), "{what}");
                }
                (false, Err(violation)) => panic!("{what}: {violation}"),
                (true, Ok(_)) => panic!("{what} is marked past the guarantees"),
                (true, Err(_)) => {}
            }
            continue;
        }
        let generated = generated::<P>(kind);
        match validate::<P>(&mut &generated.0[..], true) {
            Ok(cases) => assert_eq!(cases, generated.1.len(), "{what}"),
            Err(violation) => panic!("{what}: {violation}"),
        }
    }
}

fn every_kind_within_the_guarantees_validates<P: Validate>() {
    kinds_validate::<P>(false);
}

/// The distinct liberties of each white group of `points`, and for each how many of the
/// group's stones touch it.
fn white_groups(points: &Points) -> Vec<Vec<usize>> {
    let mut seen = [[false; SIZE]; SIZE];
    let mut groups = Vec::new();
    for (r, c) in (0..SIZE).flat_map(|r| (0..SIZE).map(move |c| (r, c))) {
        if points[r][c] != b'o' || seen[r][c] {
            continue;
        }
        let (mut stack, mut touches) = (vec![(r, c)], [[0; SIZE]; SIZE]);
        seen[r][c] = true;
        while let Some((r, c)) = stack.pop() {
            let steps = [
                (r.wrapping_sub(1), c),
                (r + 1, c),
                (r, c.wrapping_sub(1)),
                (r, c + 1),
            ];
            for (nr, nc) in steps.into_iter().filter(|&(r, c)| r < SIZE && c < SIZE) {
                match points[nr][nc] {
                    b'.' => touches[nr][nc] += 1,
                    b'o' if !seen[nr][nc] => {
                        seen[nr][nc] = true;
                        stack.push((nr, nc));
                    }
                    _ => {}
                }
            }
        }
        groups.push(
            touches
                .iter()
                .flatten()
                .copied()
                .filter(|&t| t > 0)
                .collect(),
        );
    }
    groups
}

/// ancient_go's kinds, seeds 1 to 3: black kills on 25 to 75 of the 100 boards (the
/// brute force plays each move), every input has at least 50 white groups of one
/// liberty and 100 of two, and `crowded` has boards where the only kills are on a
/// liberty touching two stones of its group (which the classic wrong answer misses).
fn ancient_go_inputs_mix_kills_and_groups_of_one_and_two_liberties() {
    for kind in AncientGo::KINDS {
        for seed in 1..=3 {
            let input = String::from_utf8(kind.generate(seed)).unwrap();
            let boards = AncientGo::read_input(&input);
            let kills = boards.iter().filter(|b| brute_force(b)).count();
            let groups: Vec<Vec<Vec<usize>>> = boards.iter().map(white_groups).collect();
            let with = |n| groups.iter().flatten().filter(|g| g.len() == n).count();
            let what = format!("{} seed {seed}", kind.name);
            assert!((25..=75).contains(&kills), "{what}: {kills} kills");
            assert!(
                with(1) >= 50 && with(2) >= 100,
                "{what}: {} {}",
                with(1),
                with(2)
            );
            let shared_only = groups.iter().filter(|board| {
                let ones = board.iter().filter(|g| g.len() == 1);
                board.iter().any(|g| g.len() == 1) && ones.clone().all(|g| g[0] >= 2)
            });
            if kind.name == "crowded" {
                assert!(
                    shared_only.count() >= 1,
                    "{what}: no kill on shared liberties only"
                );
            }
        }
    }
}

/// `lab validate <args>` on `input`: its status and standard output.
fn command(args: &[&str], input: &[u8]) -> (Option<i32>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cargo-lab"))
        .arg("validate")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("lab runs");
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input).unwrap();
    drop(stdin);
    let output = child.wait_with_output().unwrap();
    (
        output.status.code(),
        String::from_utf8(output.stdout).unwrap(),
    )
}

fn the_command_prints_valid_or_the_first_violation_with_its_exit_status() {
    let valid = command(&["loj6033", "--strict"], b"2 2\n#.\n..\n");
    assert_eq!(valid, (Some(0), "valid (1 case)\n".to_string()));
    let (status, out) = command(&["loj6033"], b"2 2\n#.\n.x\n");
    let line = "invalid: case 1, line 3:2: rows over `.#`: loj6033: input error in case 1 at \
                line 3:2: expected one of `.#` in row 2 of the board, found `x`\n";
    assert_eq!((status, out.as_str()), (Some(1), line), "{out}");
    assert_eq!(command(&["hdu9999"], b"").0, Some(2));
    assert_eq!(command(&["loj6033", "--lenient"], b"").0, Some(2));
}

/// The runs docs/validate.md shows (`$ command` lines in its `text` blocks, each followed
/// by what it prints) are what the commands print now, run by `sh` from the repository
/// with `cargo lab` the built binary.
fn the_docs_page_shows_real_runs() {
    let root = repository();
    let page = std::fs::read_to_string(root.join("docs/validate.md")).expect("docs/validate.md");
    let blocks = page.split("```text\n").skip(1);
    let blocks = blocks.map(|block| &block[..block.find("```").expect("a block's end")]);
    let mut runs = 0;
    for block in blocks {
        for run in block.split("$ ").skip(1) {
            let (command, shown) = run.split_once('\n').expect("a command line");
            let line = command.replace("cargo lab", env!("CARGO_BIN_EXE_cargo-lab"));
            let output = Command::new("sh")
                .args(["-c", &line])
                .current_dir(root)
                .output()
                .expect("sh runs");
            let printed = String::from_utf8(output.stdout).expect("UTF-8");
            assert_eq!(
                printed, shown,
                "docs/validate.md: `{command}` prints otherwise"
            );
            runs += 1;
        }
    }
    assert!(runs >= 8, "the page's runs: {runs}");
}

//! The validators (`cargo lab validate`): hand-made inputs breaking each guarantee of each
//! statement are refused naming it as the statement writes it, where it breaks; malformed
//! inputs are refused where the binary refuses them, its own message kept beside the
//! validator's words; `--strict` refuses each non-canonical layout that test-data
//! validators refuse, and nothing else; every kind of generated input within the
//! guarantees validates (canonical, so also under `--strict`), and those built past them
//! do not; ancient_go's generated boards mix kills and non-kills with many groups of one
//! and two liberties; hdu4678's breach is the lab's own brute force's; the command's
//! verdict (on standard error, or one JSON object on standard output) and exit status.
//! The cases each problem builds past the guarantees ([`crate::support::beyond_guarantees`])
//! are refused, and the reference binaries answer them as the library's solver does,
//! with a warning only where the problem's page says so.

use crate::support::run_with_warnings;
use crate::support::{built_binary, document, generated, own, repository, run_binary};
use lab::check::Check;
use lab::problem::{expected_output, Problem};
use lab::problems::ancient_go::{brute_force, AncientGo, Points, SIZE};
use lab::problems::hdu4101::Hdu4101;
use lab::problems::hdu4678::check::random_case;
use lab::problems::hdu4678::{Board, Hdu4678};
use lab::problems::loj6033::Loj6033;
use lab::problems::nowcoder_grid::NowcoderGrid;
use lab::rng::Rng;
use lab::validate::{validate, validate_bytes, Kind, Validate, Violation, LAYOUT};
use libtest_mimic::Trial;
use serde_json::json;
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

/// The violation `input` gets, failing when it validates; streamed (the binary reading
/// beside the validator, as the command validates) and in memory, which must agree.
fn refused<P: Validate>(input: &str, strict: bool) -> Violation {
    let streamed = validate::<P>(&mut input.as_bytes(), strict);
    let in_memory = validate_bytes::<P>(input.as_bytes(), strict);
    assert_eq!(streamed, in_memory, "{}: {input:?}", P::NAME);
    match in_memory {
        Ok(cases) => panic!("{}: {input:?} validates ({cases} cases)", P::NAME),
        Err(violation) => violation,
    }
}

/// `input` breaks the guarantee `rule` (as the statement writes it) first, `at` the place
/// shown (`case 2, line 3:5`): its line is `{at}: DETAIL (the statement: {rule})`, and no
/// binary's message is kept (only a malformed input's is).
fn breaks<P: Validate>(input: &str, rule: &str, at: &str) {
    let violation = refused::<P>(input, false);
    let shown = format!("{at}: {} (the statement: {rule})", violation.detail);
    assert!(
        violation.kind == Kind::Guarantee
            && violation.rule == rule
            && !violation.detail.is_empty()
            && violation.to_string() == shown
            && violation.binary.is_none(),
        "{}: {input:?} gives {violation} ({:?}, rule `{}`, binary {:?}), not {at}: ... (the \
         statement: {rule})",
        P::NAME,
        violation.kind,
        violation.rule,
        violation.binary
    );
}

/// A line a binary writes after `<problem>: ` (its error, or a warning), taken apart.
#[derive(Debug)]
struct Said {
    /// A warning (the answers stand), not an input error.
    warning: bool,
    /// The case it names (`in case C`); `None` before the first, after the last, or none.
    case: Option<usize>,
    /// Where it stands, `L:COL`; `None` for a warning of no place (`the input holds no
    /// case`).
    at: Option<String>,
    /// Its message, after the place.
    message: String,
}

/// `input error in case C at line L:COL: MESSAGE`, `input error before the first case at
/// line L:COL: MESSAGE`, `warning after the last case at line L:COL: MESSAGE` or
/// `warning: MESSAGE`, taken apart.
fn said(line: &str) -> Said {
    let (warning, rest) = match (
        line.strip_prefix("input error "),
        line.strip_prefix("warning"),
    ) {
        (Some(rest), _) => (false, rest),
        (None, Some(rest)) => (true, rest),
        _ => panic!("`{line}` is no input error or warning"),
    };
    let Some((head, tail)) = rest.split_once("at line ") else {
        let message = rest.strip_prefix(": ").filter(|_| warning);
        let message = message.unwrap_or_else(|| panic!("`{line}`: no place"));
        return Said {
            warning,
            case: None,
            at: None,
            message: message.to_string(),
        };
    };
    let case = match head.trim() {
        "before the first case" | "after the last case" => None,
        head => {
            let case = head.strip_prefix("in case ").and_then(|c| c.parse().ok());
            Some(case.unwrap_or_else(|| panic!("`{line}`: which case?")))
        }
    };
    let (at, message) = tail.split_once(": ").expect("`L:COL: MESSAGE`");
    Said {
        warning,
        case,
        at: Some(at.to_string()),
        message: message.to_string(),
    }
}

/// The problem of a single test case, whose violations name no case: its binary's errors
/// say `in case 1`.
const SINGLE_CASE: &str = "loj6033";

/// The case a binary's line names, as `P`'s violations name it.
fn case_of<P: Validate>(binary: &Said) -> Option<usize> {
    match P::NAME == SINGLE_CASE {
        true => {
            assert!(matches!(binary.case, None | Some(1)), "{binary:?}");
            None
        }
        false => binary.case,
    }
}

/// `input` is malformed, breaking `rule` (the format, or a row's alphabet and length),
/// `at` the place shown (`case 1, line 3:2`; its line is `{at}: DETAIL`, the validator's
/// own words). The binary refuses it too (its error, or its warning of input after the
/// last case), at the same case and line:column; its error's message is the one kept in
/// `violation.binary`. A warning is no refusal (the binary answers the input whole), so
/// none is kept for it.
fn malformed<P: Validate>(input: &str, rule: &str, at: &str) {
    let violation = refused::<P>(input, false);
    let what = format!(
        "{} {input:?}: {violation} (binary {:?})",
        P::NAME,
        violation.binary
    );
    assert_eq!(violation.kind, Kind::Malformed, "{what}");
    assert_eq!(violation.rule, rule, "{what}");
    assert_eq!(
        violation.to_string(),
        format!("{at}: {}", violation.detail),
        "{what}"
    );
    let (_, failure, warnings) = run_with_warnings(P::run, input);
    let line = failure.or(warnings.lines().last().map(String::from));
    let binary = said(&line.expect("the binary refuses it, or warns"));
    assert_eq!(
        (case_of::<P>(&binary), binary.at.clone()),
        (violation.case, Some(violation.pos.to_string())),
        "{what}: the binary's place, {binary:?}"
    );
    let kept = (!binary.warning).then_some(binary.message);
    assert_eq!(violation.binary, kept, "{what}");
}

fn hdu4101_guarantees() {
    type P = Hdu4101;
    let sizes = "1 <= N, M <= 300";
    breaks::<P>("0 1\n", sizes, "case 1, line 1:1");
    breaks::<P>("301 1\n", sizes, "case 1, line 1:1");
    breaks::<P>("1 0\n", sizes, "case 1, line 1:3");
    breaks::<P>("1 301\n", sizes, "case 1, line 1:3");
    // Above 99 breaks the hit points the judge's data keep; below -1, the values.
    let hit_points = "hit points below 100";
    breaks::<P>("1 3\n-1 99 100\n", hit_points, "case 1, line 2:7");
    let values = "-1 the treasure, 0 empty, x > 0 a stone of x hit points";
    breaks::<P>("1 2\n-1 -2\n", values, "case 1, line 2:4");
    let one = "exactly one treasure";
    breaks::<P>("1 3\n-1 0 -1\n", one, "case 1, line 2:6");
    // No treasure at all: told where the case starts, at its `N`.
    breaks::<P>("1 1\n-1\n2 2\n0 5\n7 0\n", one, "case 2, line 3:1");
    malformed::<P>("1 2\n-1 x\n", "the format", "case 1, line 2:4");
    malformed::<P>("2 2\n-1 0\n", "the format", "case 1, line 3:1");
}

fn hdu4678_guarantees() {
    type P = Hdu4678;
    let sizes = "1 <= N, M <= 1000";
    breaks::<P>("1\n0 1 0\n", sizes, "case 1, line 2:1");
    breaks::<P>("1\n1001 1 0\n", sizes, "case 1, line 2:1");
    breaks::<P>("1\n1 1001 0\n", sizes, "case 1, line 2:3");
    breaks::<P>("1\n2 2 5\n", "0 <= K <= N*M", "case 1, line 2:5");
    breaks::<P>("1\n2 2 -1\n", "0 <= K <= N*M", "case 1, line 2:5");
    let on_board = "mines at 0-based row X, column Y of the N x M board";
    breaks::<P>("1\n2 2 1\n2 0\n", on_board, "case 1, line 3:1");
    breaks::<P>("1\n2 2 2\n0 0\n1 -1\n", on_board, "case 1, line 4:3");
    let two = "no number cell borders two different blank regions";
    breaks::<P>("2\n1 1 0\n3 3 2\n0 2\n2 0\n", two, "case 2, line 3:1");
    assert_eq!(
        validate_bytes::<P>(b"1\n2 2 4\n0 0\n0 0\n1 1\n1 1\n", true),
        Ok(1),
        "repeated mines are the same mine"
    );
    malformed::<P>("1\n2 2 1\n0\n", "the format", "case 1, line 4:1");
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
    // A single test case: its violations name no case.
    let sizes = "1 <= n, m <= 100";
    breaks::<P>("0 1\n", sizes, "line 1:1");
    breaks::<P>("101 1\n", sizes, "line 1:1");
    breaks::<P>("1 0\n", sizes, "line 1:3");
    breaks::<P>("1 101\n", sizes, "line 1:3");
    let cells = "cells `.` (free) and `#` (blocked)";
    malformed::<P>("2 2\n#.\n.x\n", cells, "line 3:2");
    malformed::<P>("2 2\n#.\n...\n", cells, "line 3:1");
    malformed::<P>("2 2\n#.\n..\n#\n", "the format", "line 4:1");
}

fn nowcoder_grid_guarantees() {
    type P = NowcoderGrid;
    let sizes = "1 <= n, m <= 500";
    breaks::<P>("1\n0 1\n", sizes, "case 1, line 2:1");
    breaks::<P>("2\n1 1\nA\n501 1\n", sizes, "case 2, line 4:1");
    breaks::<P>("1\n1 501\n", sizes, "case 1, line 2:3");
    let cells = "a grid over `A`, `B`, `.`";
    malformed::<P>("1\n1 2\nAC\n", cells, "case 1, line 3:2");
    malformed::<P>("1\n2 2\nAB\n", "the format", "case 1, line 4:1");
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
    let legal = "a legal position, where every group of either colour has a liberty";
    breaks::<P>(&go_input(&[empty, white_dead]), legal, "case 2, line 13:1");
    breaks::<P>(&go_input(&[black_dead]), legal, "case 1, line 11:9");
    let rows = "9 x 9 points, `.` empty, `x` black, `o` white";
    let mut letter = empty;
    letter[4] = "....a....";
    malformed::<P>(&go_input(&[letter]), rows, "case 1, line 7:5");
    let mut short = empty;
    short[2] = "........";
    malformed::<P>(&go_input(&[short]), rows, "case 1, line 5:1");
    let truncated = go_input(&[empty]).replace("1\n", "2\n");
    malformed::<P>(&truncated, "the format", "case 2, line 12:1");
}

/// The catalogues' inputs that the validator refuses at another token than the binary,
/// and why: `(problem, input, the validator's line:column, the binary's)`. Each breaks a
/// bound of the statement on a token the binary accepts, as its type's range or its rules
/// are wider, so the binary goes on and refuses a later one (or the validator tells a
/// board-wide guarantee where the case starts).
const ELSEWHERE: &[(&str, &str, &str, &str)] = &[
    // A stone's hit points above 99 break the statement at the value; the binary takes a
    // stone of any HP, and the board then falls short.
    (
        "hdu4101",
        "1 1\n-1\n2 2\n1 99999999999999999999999\n",
        "4:3",
        "5:1",
    ),
    // No treasure: the validator tells it where the case starts (`N`), the binary after
    // the last value it read.
    ("hdu4101", "1 1\n-1\n2 2\n0 0\n0 0\n", "3:1", "5:3"),
    // Sizes past the statement's: the validator refuses N; the binary takes it, and
    // refuses the board's size at M (or the rows missing after it).
    ("hdu4101", "1 1\n-1\n70000 70000\n", "3:1", "3:7"),
    ("hdu4678", "2\n1 1 0\n100000 100000 0\n", "3:1", "3:8"),
    ("loj6033", "70000 70000\n", "1:1", "1:7"),
    ("loj6033", "1000000 1000\n", "1:1", "2:1"),
];

/// Every malformed input of each problem's catalogue is refused (streamed and in memory
/// alike), in the case and at the line:column of the binary's line (its error, or its
/// warning of input after the last case), but for the [`ELSEWHERE`] entries, which the
/// validator refuses at their token as it says. Where the validator finds it malformed,
/// the binary's error message is kept in `violation.binary`; a warning is no refusal (the
/// binary answers the input whole) and none is kept; a guarantee broken keeps none.
fn every_malformed_input_of_the_catalogues_is_refused_in_the_binarys_words<P: Validate>() {
    let elsewhere: Vec<_> = ELSEWHERE.iter().filter(|e| e.0 == P::NAME).collect();
    let (mut met, mut told) = (0, 0);
    for bad in (own(P::NAME).malformed)() {
        let violation = refused::<P>(&bad.input, false);
        let binary = said(&bad.stderr);
        let what = format!(
            "{} {:?}: {violation} ({:?}, binary {:?}), the binary's line `{}`",
            P::NAME,
            bad.input,
            violation.kind,
            violation.binary,
            bad.stderr
        );
        assert_eq!(binary.warning, bad.warning, "{what}");
        assert_eq!(violation.case, case_of::<P>(&binary), "{what}");
        let at = violation.pos.to_string();
        match elsewhere.iter().find(|e| e.1 == bad.input) {
            Some(&&(_, _, validator_at, binary_at)) => {
                met += 1;
                assert_eq!(violation.kind, Kind::Guarantee, "{what}");
                assert_eq!(
                    (at.as_str(), binary.at.as_deref()),
                    (validator_at, Some(binary_at)),
                    "{what}"
                );
            }
            // The binary's line has a place, but for hdu4101's warning of no case.
            None => assert!(binary.at.is_none_or(|binary| binary == at), "{what}"),
        }
        match (violation.kind, binary.warning) {
            (Kind::Malformed, false) => {
                told += 1;
                assert_eq!(violation.binary, Some(binary.message), "{what}");
            }
            (Kind::Malformed, true) => assert_eq!(violation.binary, None, "{what}"),
            (Kind::Guarantee, false) => assert_eq!(violation.binary, None, "{what}"),
            _ => panic!("{what}: no guarantee or layout of an input the binary answers"),
        }
    }
    assert_eq!(
        met,
        elsewhere.len(),
        "{}: the entries ELSEWHERE names",
        P::NAME
    );
    assert!(
        told > 0,
        "{}: no malformed input told by the binary",
        P::NAME
    );
}

/// Each case built past the guarantees breaks them (`cargo lab validate` refuses it,
/// `cargo lab check` leaves it out); the reference binary answers it as the library's
/// solver does, exit status 0, and warns only in words that the problem's page
/// (`docs/<problem>.md`) gives.
fn cases_past_the_guarantees_are_refused_and_answered_by_the_binary<P: Validate>() {
    let page = document(&format!("docs/{}.md", P::NAME)).replace('\n', " ");
    let exe = built_binary(P::NAME);
    let cases = crate::support::beyond_guarantees::<P>(&mut Rng::new(1));
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
        let shown = format!("line {at}: {why} (--strict)");
        assert!(
            violation.kind == Kind::Layout
                && violation.rule == LAYOUT
                && violation.detail == why
                && violation.binary.is_none()
                && violation.to_string().ends_with(&shown),
            "{input:?}: {violation} ({:?}, rule `{}`), not ...{shown}",
            violation.kind,
            violation.rule
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
        "a line end before the number of columns m, on the same line",
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
            Err(v) if v.rule == "no number cell borders two different blank regions" => {
                assert!(breach && v.kind == Kind::Guarantee, "{v} on\n{input}")
            }
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

/// `lab validate <args>` on `input`: its status, standard output and standard error.
fn command(args: &[&str], input: &[u8]) -> (Option<i32>, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cargo-lab"))
        .arg("validate")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("lab runs");
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input).unwrap();
    drop(stdin);
    let output = child.wait_with_output().unwrap();
    let text = |bytes| String::from_utf8(bytes).unwrap();
    (
        output.status.code(),
        text(output.stdout),
        text(output.stderr),
    )
}

/// The verdict on standard error, nothing on standard output: `valid (N cases)` (exit
/// status 0) or the first violation at its source's line:column (1); with `--json`, one
/// object on standard output and nothing on standard error; 2 on trouble of use.
fn the_command_prints_valid_or_the_first_violation_with_its_exit_status() {
    let strict = ["loj6033", "--strict"];
    let valid = command(&strict, b"2 2\n#.\n..\n");
    let line = "cargo lab validate: <stdin>: valid (1 case)\n";
    assert_eq!(valid, (Some(0), String::new(), line.to_string()));
    // Malformed: the validator's words alone, no rule, no binary's line.
    let row = command(&["loj6033"], b"2 2\n#.\n.x\n");
    let line = "cargo lab validate: <stdin>:3:2: expected one of `.#` in row 2 of the board, \
                found `x`\n";
    assert_eq!(row, (Some(1), String::new(), line.to_string()));
    // A guarantee, in a case: the case after the place, the statement's rule last.
    let k = command(&["hdu4678"], b"1\n2 2 5\n");
    let line = "cargo lab validate: <stdin>:2:5: case 1: K = 5 exceeds N*M = 4 (the statement: \
                0 <= K <= N*M)\n";
    assert_eq!(k, (Some(1), String::new(), line.to_string()));
    // A file names itself; `-` is standard input.
    let file = std::env::temp_dir().join(format!("lab-validate-{}.in", std::process::id()));
    std::fs::write(&file, "101 1\n.\n").unwrap();
    let named = command(&["loj6033", file.to_str().unwrap()], b"");
    std::fs::remove_file(&file).unwrap();
    let line = format!(
        "cargo lab validate: {}:1:1: n = 101 exceeds 100 (the statement: 1 <= n, m <= 100)\n",
        file.display()
    );
    assert_eq!(named, (Some(1), String::new(), line));
    let dash = command(&["loj6033", "-"], b"2 2\n#.\n.x\n");
    assert_eq!(dash, row);
    // --json: one object on standard output, nothing on standard error.
    let json_of = |(status, out, err): (Option<i32>, String, String)| {
        assert!(
            err.is_empty() && out.ends_with('\n') && out.lines().count() == 1,
            "{out}{err}"
        );
        let value: serde_json::Value = serde_json::from_str(&out).expect("a JSON object");
        (status, value)
    };
    let valid = json_of(command(
        &["loj6033", "--strict", "--json"],
        b"2 2\n#.\n..\n",
    ));
    assert_eq!(valid, (Some(0), json!({"valid": true, "cases": 1})));
    let row = json_of(command(&["loj6033", "--json"], b"2 2\n#.\n.x\n"));
    let want = json!({"valid": false, "case": null, "line": 3, "column": 2, "kind": "malformed",
        "rule": "cells `.` (free) and `#` (blocked)",
        "message": "expected one of `.#` in row 2 of the board, found `x`"});
    assert_eq!(row, (Some(1), want));
    let k = json_of(command(&["hdu4678", "--json"], b"1\n2 2 5\n"));
    let want = json!({"valid": false, "case": 1, "line": 2, "column": 5, "kind": "guarantee",
        "rule": "0 <= K <= N*M",
        "message": "K = 5 exceeds N*M = 4 (the statement: 0 <= K <= N*M)"});
    assert_eq!(k, (Some(1), want));
    // Trouble of use: status 2, no verdict on standard output.
    for args in [&["hdu9999"][..], &["loj6033", "--lenient"]] {
        let (status, out, err) = command(args, b"");
        assert_eq!((status, out.as_str()), (Some(2), ""), "{args:?}: {err}");
        assert!(!err.is_empty(), "{args:?}: no word on standard error");
    }
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

//! `cargo lab explain` as a command: its answer lines are the binary's on every sample
//! and generated input; a malformed input gets the binary's error line after the cases
//! before it are explained; each case is explained as soon as it is read (before the
//! next is written to its standard input); it writes text, JSON and SVGs and fails like
//! the binary.

use crate::support::{built_binary, generated, own, run_binary, samples};
use lab::check::Check;
use lab::explain::{explain_input, Explain, Failure, Options};
use lab::problem::{CaseCount, Problem};
use lab::problems::ancient_go::AncientGo;
use lab::problems::hdu4678::Hdu4678;
use libtest_mimic::Trial;
use serde_json::Value;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

pub fn trials() -> Vec<Trial> {
    trials![the_command_writes_text_json_and_svgs_and_fails_like_the_binary]
}

pub fn each<P: Check + Explain>() -> Vec<Trial> {
    each![P:
        answer_lines_are_the_binarys_on_every_sample_and_generated_input,
        malformed_inputs_get_the_binarys_error_line_after_the_cases_before,
        each_case_is_explained_before_the_next_is_written,
    ]
}

/// Runs the real binary of `P` on `input`: its standard output and error.
fn binary_output<P: Problem>(input: &[u8]) -> (String, String) {
    let (_, stdout, stderr) = run_binary(&built_binary(P::NAME), input).expect("the binary runs");
    (stdout, stderr)
}

fn answer_lines_are_the_binarys_on_every_sample_and_generated_input<P: Check + Explain>() {
    let mut inputs: Vec<(String, Vec<u8>)> = samples(P::NAME)
        .into_iter()
        .map(|s| (s.name.to_string(), s.input.as_bytes().to_vec()))
        .collect();
    for kind in P::KINDS.iter().filter(|k| !k.large) {
        inputs.push((kind.name.to_string(), generated::<P>(kind).0.clone()));
    }
    for (name, input) in inputs {
        let mut out = Vec::new();
        let options = Options {
            json: true,
            ..Options::default()
        };
        explain_input::<P>(&mut input.as_slice(), &options, &mut out)
            .unwrap_or_else(|e| panic!("{} {name}: {e}", P::NAME));
        assert_eq!(
            answers(&out),
            binary_output::<P>(&input).0,
            "{} {name}",
            P::NAME
        );
    }
}

/// The answer lines of the JSON objects of `out`, one a line.
fn answers(out: &[u8]) -> String {
    let out = std::str::from_utf8(out).expect("UTF-8");
    let answer = |line: &str| {
        let object: Value = serde_json::from_str(line).expect("a JSON object");
        format!("{}\n", object["answer"].as_str().expect("the answer"))
    };
    out.lines().map(answer).collect()
}

fn malformed_inputs_get_the_binarys_error_line_after_the_cases_before<P: Check + Explain>() {
    let json = Options {
        json: true,
        ..Options::default()
    };
    for bad in (own(P::NAME).malformed)() {
        let mut out = Vec::new();
        let got = explain_input::<P>(&mut bad.input.as_bytes(), &json, &mut out);
        if bad.warning {
            // Answered whole, with a warning: explained like any valid input.
            assert!(got.is_ok(), "{}: {:?} not explained", P::NAME, bad.input);
            continue;
        }
        let Err(Failure::Input(line)) = got else {
            panic!("{}: {:?} explained", P::NAME, bad.input);
        };
        let (stdout, stderr) = binary_output::<P>(bad.input.as_bytes());
        assert_eq!(format!("{line}\n"), stderr);
        // The cases the binary answered before the malformed one, explained.
        assert_eq!(answers(&out), stdout, "{}: {:?}", P::NAME, bad.input);
        assert_eq!(stdout, bad.stdout);
    }
}

/// Each case's JSON line comes out of `cargo lab explain` before the next case is written
/// to its standard input, a pipe kept open (an input read whole first would never
/// answer: the test would wait out its minute). Inputs of a single case have no next.
fn each_case_is_explained_before_the_next_is_written<P: Explain>() {
    if P::CASE_COUNT == CaseCount::Single {
        return;
    }
    let case = P::read_input(samples(P::NAME)[0].input).remove(0);
    let whole = P::write_input(&[case.clone(), case.clone()]);
    let alone = P::write_input(&[case]);
    let last = match P::CASE_COUNT {
        CaseCount::Counted => alone.split_once('\n').expect("the count's line").1,
        _ => alone.as_str(),
    };
    let first = whole
        .strip_suffix(last)
        .expect("the input ends with its last case");
    let mut child = Command::new(env!("CARGO_BIN_EXE_cargo-lab"))
        .args(["explain", P::NAME, "--json"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the lab runs");
    let mut stdin = child.stdin.take().expect("a piped stdin");
    let (sent, lines) = mpsc::channel();
    let stdout = BufReader::new(child.stdout.take().expect("a piped stdout"));
    std::thread::spawn(move || {
        stdout
            .lines()
            .map_while(Result::ok)
            .try_for_each(|l| sent.send(l))
    });
    stdin.write_all(first.as_bytes()).unwrap();
    stdin.flush().unwrap();
    let Ok(line) = lines.recv_timeout(Duration::from_secs(60)) else {
        child.kill().unwrap();
        panic!(
            "{}: case 1 not explained in a minute, case 2 not yet written",
            P::NAME
        );
    };
    stdin.write_all(last.as_bytes()).unwrap();
    drop(stdin);
    let rest: Vec<String> = lines.iter().collect();
    assert!(
        child.wait().unwrap().success(),
        "{}: the lab failed",
        P::NAME
    );
    let case =
        |line: &str| serde_json::from_str::<Value>(line).expect("a JSON object")["case"].clone();
    assert_eq!(case(&line), 1);
    assert_eq!(rest.iter().map(|l| case(l)).collect::<Vec<_>>(), [2]);
}

/// Runs `cargo lab explain <args>` on `input`: status, stdout, stderr.
fn lab(args: &[&str], input: &[u8], no_color: bool) -> (Option<i32>, String, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_cargo-lab"));
    command.arg("explain").args(args);
    if no_color {
        command.env("NO_COLOR", "1");
    } else {
        command.env_remove("NO_COLOR");
    }
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the lab runs");
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), input).unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn the_command_writes_text_json_and_svgs_and_fails_like_the_binary() {
    let sample = samples("ancient_go").remove(0);
    let (status, text, _) = lab(&["ancient_go"], sample.input.as_bytes(), false);
    assert_eq!(status, Some(0));
    assert!(text.contains("Case #1: Can kill in one move!!!\n"));
    assert!(!text.contains('\x1b'), "colour on a pipe");
    let (_, json_lines, _) = lab(&["ancient_go", "--json"], sample.input.as_bytes(), true);
    assert_eq!(
        json_lines.lines().count(),
        AncientGo::read_input(sample.input).len()
    );
    let dir = std::env::temp_dir().join(format!("lab-explain-test-{}", std::process::id()));
    let (status, _, listed) = lab(
        &["hdu4678", "--svg", dir.to_str().unwrap()],
        samples("hdu4678")[0].input.as_bytes(),
        true,
    );
    assert_eq!(status, Some(0));
    let svgs = std::fs::read_dir(&dir).unwrap().count();
    let cases = Hdu4678::read_input(samples("hdu4678")[0].input).len();
    assert_eq!(svgs, cases);
    let wrote = |i: usize| dir.join(format!("case-{i}.svg")).display().to_string();
    let expected: String = (1..=cases)
        .map(|i| format!("cargo lab explain: wrote {}\n", wrote(i)))
        .collect();
    assert_eq!(listed, expected, "the pictures named on stderr");
    std::fs::remove_dir_all(&dir).unwrap();
    let bad = "1\n\n.........\n";
    let (status, out, err) = lab(&["ancient_go"], bad.as_bytes(), true);
    assert_eq!((status, out.as_str()), (Some(1), ""));
    let binary_line = binary_output::<AncientGo>(bad.as_bytes()).1;
    assert_eq!(err, format!("cargo lab explain: {binary_line}"));
    let (status, _, err) = lab(&["no_such_problem"], b"", true);
    assert_eq!(status, Some(2));
    assert!(err.starts_with("cargo lab explain: no problem `no_such_problem`"));
}

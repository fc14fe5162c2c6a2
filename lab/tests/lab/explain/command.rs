//! `cargo lab explain` as a command: its answer lines are the binary's on every sample
//! and generated input; a malformed input gets the binary's error line and nothing
//! explained; it writes text, JSON and SVGs and fails like the binary.

use crate::support::{built_binary, generated, own, run_binary, samples};
use lab::check::Check;
use lab::explain::{explain_input, Explain, Failure, Options};
use lab::problem::Problem;
use lab::problems::ancient_go::AncientGo;
use lab::problems::hdu4678::Hdu4678;
use libtest_mimic::Trial;
use serde_json::Value;
use std::process::{Command, Stdio};

pub fn trials() -> Vec<Trial> {
    trials![the_command_writes_text_json_and_svgs_and_fails_like_the_binary]
}

pub fn each<P: Check + Explain>() -> Vec<Trial> {
    each![P:
        answer_lines_are_the_binarys_on_every_sample_and_generated_input,
        malformed_inputs_get_the_binarys_error_line_and_nothing_explained,
    ]
}

/// Runs the real binary of `P` on `input`: its standard output and error.
fn binary_output<P: Problem>(input: &[u8]) -> (String, String) {
    let (_, stdout, stderr) = run_binary(&built_binary(P::NAME), input).expect("the binary runs");
    (stdout, stderr)
}

fn answer_lines_are_the_binarys_on_every_sample_and_generated_input<P: Explain>() {
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
        explain_input::<P>(&input, &options, &mut out)
            .unwrap_or_else(|e| panic!("{} {name}: {e}", P::NAME));
        let answers: String = String::from_utf8(out)
            .expect("UTF-8")
            .lines()
            .map(|line| {
                let object: Value = serde_json::from_str(line).expect("a JSON object");
                format!("{}\n", object["answer"].as_str().expect("the answer"))
            })
            .collect();
        assert_eq!(answers, binary_output::<P>(&input).0, "{} {name}", P::NAME);
    }
}

fn malformed_inputs_get_the_binarys_error_line_and_nothing_explained<P: Explain>() {
    for bad in (own(P::NAME).malformed)() {
        let mut out = Vec::new();
        let got = explain_input::<P>(bad.input.as_bytes(), &Options::default(), &mut out);
        if bad.warning {
            // Answered whole, with a warning: explained like any valid input.
            assert!(got.is_ok(), "{}: {:?} not explained", P::NAME, bad.input);
            continue;
        }
        let Err(Failure::Input(line)) = got else {
            panic!("{}: {:?} explained", P::NAME, bad.input);
        };
        assert_eq!(
            format!("{line}\n"),
            binary_output::<P>(bad.input.as_bytes()).1
        );
        assert!(out.is_empty());
    }
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

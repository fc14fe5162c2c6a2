//! The conventions every `cargo lab` command follows (docs/lab.md), as a scripted
//! matrix of uses through the real `cargo-lab` binary: the same output from `FILE`, `-`
//! and standard input; exit status 0, 1 or 2 by what happened; one error line naming the
//! value at fault and what is accepted; every command's help naming the problems with an
//! example; `--json` readable; `--seed` alike in both forms; quiet on a closed pipe;
//! nowcoder_grid's moves in any case and as words.

use lab::registry;
use std::io::{Read, Write};
use std::process::{Command, Stdio};

/// A run of `cargo lab` on `args` with `stdin`: its exit status, stdout and stderr.
struct Ran {
    status: Option<i32>,
    stdout: String,
    stderr: String,
}

fn lab(args: &[&str], stdin: &[u8]) -> Ran {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cargo-lab"))
        .args(args)
        .current_dir(crate::support::repository())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cargo-lab runs");
    let mut input = child.stdin.take().expect("a stdin");
    let stdin = stdin.to_vec();
    let feeder = std::thread::spawn(move || {
        let _ = input.write_all(&stdin);
    });
    let output = child.wait_with_output().expect("cargo-lab ends");
    feeder.join().expect("the feeder ends");
    Ran {
        status: output.status.code(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// That `ran` ended with `status` and, when `line` is given, with exactly one line on
/// stderr that starts with it and holds each of `naming`.
fn expect(ran: &Ran, status: i32, line: Option<&str>, naming: &[&str]) -> Result<(), String> {
    let account = || {
        format!(
            "status {:?}, stdout {:?}, stderr {:?}",
            ran.status, ran.stdout, ran.stderr
        )
    };
    if ran.status != Some(status) {
        return Err(format!("expected status {status}: {}", account()));
    }
    if let Some(start) = line {
        let one = ran.stderr.lines().count() == 1 && ran.stderr.starts_with(start);
        let named = naming.iter().all(|n| ran.stderr.contains(n));
        if !one || !named {
            return Err(format!(
                "expected one line `{start}...` naming {naming:?}: {}",
                account()
            ));
        }
    }
    Ok(())
}

/// The path of the first sample of `problem` that keeps the statement's guarantees.
fn sample(problem: &str) -> String {
    let validate = registry::entry(problem).expect("a problem").validate;
    let samples = lab::samples::samples(problem);
    let valid = samples
        .iter()
        .find(|s| validate(&mut s.input.as_bytes(), false).is_ok());
    let path = valid.expect("a valid sample").path();
    crate::support::repository()
        .join(path)
        .display()
        .to_string()
}

const COMMANDS_WITH_PROBLEM: [&str; 5] = ["gen", "check", "explain", "validate", "play"];

/// `explain` and `validate` give the same output and status from FILE, `-` and stdin.
pub fn file_dash_and_stdin_read_alike() -> Result<(), String> {
    for entry in registry::entries() {
        let path = sample(entry.name);
        let bytes = std::fs::read(&path).map_err(|e| e.to_string())?;
        let commands = match entry.explain {
            Some(_) => &["explain", "validate"][..],
            None => &["validate"][..],
        };
        for &command in commands {
            let from_file = lab(&[command, entry.name, &path], b"");
            let from_dash = lab(&[command, entry.name, "-"], &bytes);
            let from_stdin = lab(&[command, entry.name], &bytes);
            expect(&from_file, 0, None, &[])?;
            let told = |ran: &Ran| ran.stderr.replace(&path, "<stdin>");
            for other in [&from_dash, &from_stdin] {
                let alike = (other.status, &other.stdout) == (from_file.status, &from_file.stdout);
                if !alike || told(other) != told(&from_file) {
                    return Err(format!(
                        "{command} {}: FILE, - and stdin differ",
                        entry.name
                    ));
                }
            }
        }
    }
    Ok(())
}

/// An unknown problem is trouble of use (2) in every command, its line naming the value
/// and every problem there is.
pub fn an_unknown_problem_is_trouble_of_use() -> Result<(), String> {
    let names: Vec<&str> = registry::entries().iter().map(|e| e.name).collect();
    let mut naming = names.clone();
    naming.push("`hdu9999`");
    for command in COMMANDS_WITH_PROBLEM {
        let args: Vec<&str> = match command {
            "gen" => vec!["gen", "hdu9999", "x"],
            "check" => vec!["check", "hdu9999", "--", "true"],
            _ => vec![command, "hdu9999", "README.md"],
        };
        let line = format!("cargo lab {command}: no problem `hdu9999`");
        expect(&lab(&args, b""), 2, Some(&line), &naming)?;
    }
    Ok(())
}

/// A missing file, an unknown kind, an unwritable folder, a command that cannot run:
/// each trouble of use, its line naming the value and what is accepted.
pub fn troubles_of_use_name_the_value_at_fault() -> Result<(), String> {
    let missing = "no/such/file.in";
    for command in ["explain", "validate", "play"] {
        let ran = lab(&[command, "hdu4101", missing], b"");
        expect(&ran, 2, Some(&format!("cargo lab {command}: ")), &[missing])?;
    }
    let kinds = lab(&["gen", "loj6033", "nope"], b"");
    expect(
        &kinds,
        2,
        Some("cargo lab gen: no kind `nope`"),
        &["sparse", "dense"],
    )?;
    let played = lab(&["play", "loj6033", "--kind", "nope"], b"");
    expect(
        &played,
        2,
        Some("cargo lab play: no kind `nope`"),
        &["sparse"],
    )?;
    let svg = lab(
        &[
            "explain",
            "hdu4101",
            "--svg",
            "README.md",
            &sample("hdu4101"),
        ],
        b"",
    );
    expect(
        &svg,
        2,
        Some("cargo lab explain: cannot write in README.md"),
        &[],
    )?;
    let save = lab(
        &["check", "hdu4101", "--save", "README.md/x", "--", "true"],
        b"",
    );
    expect(
        &save,
        2,
        Some("cargo lab check: cannot write in README.md/x"),
        &[],
    )?;
    let command = lab(&["check", "hdu4101", "--", "README.md"], b"");
    expect(
        &command,
        2,
        Some("cargo lab check: cannot run `README.md`"),
        &[],
    )?;
    let nothing = lab(&["play", "hdu4101"], b"");
    expect(&nothing, 2, Some("cargo lab play: "), &["FILE", "--kind"])
}

/// Exit status 1 for each negative verdict: an invalid input, a malformed input
/// explained or played, a wrong answer.
pub fn negative_verdicts_exit_with_1() -> Result<(), String> {
    let malformed = b"2 2\n#x\n";
    let invalid = lab(&["validate", "loj6033"], malformed);
    expect(
        &invalid,
        1,
        Some("cargo lab validate: <stdin>:2:2: "),
        &["row 1"],
    )?;
    let explained = lab(&["explain", "loj6033"], malformed);
    expect(
        &explained,
        1,
        Some("cargo lab explain: loj6033: input error"),
        &[],
    )?;
    let path = std::env::temp_dir().join(format!("lab-conventions-{}.in", std::process::id()));
    std::fs::write(&path, malformed).map_err(|e| e.to_string())?;
    let played = lab(&["play", "loj6033", &path.display().to_string()], b"");
    std::fs::remove_file(&path).map_err(|e| e.to_string())?;
    expect(
        &played,
        1,
        Some("cargo lab play: loj6033: input error"),
        &[],
    )?;
    let wrong = lab(
        &["check", "ancient_go", "--stages", "samples", "--", "true"],
        b"",
    );
    expect(&wrong, 1, None, &[])
}

/// Every command's help names the problems and shows an example.
pub fn every_help_names_the_problems_and_an_example() -> Result<(), String> {
    for command in COMMANDS_WITH_PROBLEM {
        let help = lab(&[command, "--help"], b"");
        let named = registry::entries()
            .iter()
            .all(|e| help.stdout.contains(e.name));
        if help.status != Some(0) || !named || !help.stdout.contains("Example: cargo lab") {
            return Err(format!("{command} --help: {}", help.stdout));
        }
    }
    Ok(())
}

/// `--json` of validate gives one object either way; of check, a last line with the
/// verdict.
pub fn json_is_one_object_per_line() -> Result<(), String> {
    let parse =
        |line: &str| serde_json::from_str::<serde_json::Value>(line).map_err(|e| e.to_string());
    let valid = lab(&["validate", "hdu4101", &sample("hdu4101"), "--json"], b"");
    let object = parse(valid.stdout.trim())?;
    if valid.status != Some(0) || object["valid"] != true {
        return Err(format!("valid: {}", valid.stdout));
    }
    let invalid = lab(&["validate", "hdu4678", "--json"], b"1\n2 2 5\n0 0\n");
    let object = parse(invalid.stdout.trim())?;
    if invalid.status != Some(1) || object["valid"] != false || !invalid.stderr.is_empty() {
        return Err(format!("invalid: {} / {}", invalid.stdout, invalid.stderr));
    }
    let checked = lab(
        &[
            "check",
            "ancient_go",
            "--stages",
            "samples",
            "--json",
            "--",
            "true",
        ],
        b"",
    );
    let lines: Vec<&str> = checked.stdout.lines().collect();
    for line in &lines {
        parse(line)?;
    }
    let last = parse(lines.last().copied().unwrap_or(""))?;
    match (checked.status, last["verdict"].as_str()) {
        (Some(1), Some("WA")) => Ok(()),
        _ => Err(format!("check --json: {}", checked.stdout)),
    }
}

/// `gen`'s seed as its third word and as `--seed` give the same bytes; others differ.
pub fn seeds_alike_in_both_forms() -> Result<(), String> {
    let word = lab(&["gen", "ancient_go", "random", "3"], b"");
    let option = lab(&["gen", "ancient_go", "random", "--seed", "3"], b"");
    let other = lab(&["gen", "ancient_go", "random", "--seed", "4"], b"");
    match word.stdout == option.stdout && word.stdout != other.stdout && word.status == Some(0) {
        true => Ok(()),
        false => Err("gen: --seed 3 and the word 3 differ, or 4 gives the same".into()),
    }
}

/// A reader that closes the pipe early ends `gen` quietly with status 0.
pub fn a_closed_pipe_ends_quietly() -> Result<(), String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cargo-lab"))
        .args(["gen", "nowcoder_grid", "dense"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let mut head = [0u8; 100];
    let mut stdout = child.stdout.take().expect("a stdout");
    stdout.read_exact(&mut head).map_err(|e| e.to_string())?;
    drop(stdout);
    let output = child.wait_with_output().map_err(|e| e.to_string())?;
    match (output.status.code(), output.stderr.is_empty()) {
        (Some(0), true) => Ok(()),
        _ => Err(format!(
            "{:?}: {}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        )),
    }
}

/// nowcoder_grid's moves are read in any case; a word that is no move is refused with
/// the moves there are.
pub fn nowcoder_grid_moves_in_any_case() -> Result<(), String> {
    let path = "samples/nowcoder_grid/sample.in";
    let game = |moves: &str| {
        let args = ["play", "nowcoder_grid", path, "--case", "2"];
        lab(&args, moves.as_bytes())
    };
    let lower = game("right\n");
    for word in ["RIGHT", "Right", "R"] {
        let ran = game(&format!("{word}\n"));
        let alike = ran.stdout.lines().count() == lower.stdout.lines().count();
        if ran.stdout.contains("illegal move") || !alike {
            return Err(format!("`{word}` is not read as `right`:\n{}", ran.stdout));
        }
    }
    for word in ["up", "left"] {
        let ran = game(&format!("{word}\n"));
        let refused = ran.stdout.lines().find(|l| l.contains("illegal move"));
        match refused {
            Some(line)
                if line.contains(&format!("`{word}`"))
                    && line.contains("right")
                    && line.contains("down") => {}
            _ => return Err(format!("`{word}`:\n{}", ran.stdout)),
        }
    }
    Ok(())
}

/// The trials of this module.
pub fn trials() -> Vec<libtest_mimic::Trial> {
    trials![
        file_dash_and_stdin_read_alike,
        an_unknown_problem_is_trouble_of_use,
        troubles_of_use_name_the_value_at_fault,
        negative_verdicts_exit_with_1,
        every_help_names_the_problems_and_an_example,
        json_is_one_object_per_line,
        seeds_alike_in_both_forms,
        a_closed_pipe_ends_quietly,
        nowcoder_grid_moves_in_any_case,
        web_names_the_address_or_folder_at_fault,
    ]
}

/// `cargo lab web`: a port in use is trouble of use naming the address, and so is a
/// folder that cannot be written; both before anything is built. Its help gives an
/// example.
fn web_names_the_address_or_folder_at_fault() -> Result<(), String> {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").map_err(|e| e.to_string())?;
    let addr = taken.local_addr().map_err(|e| e.to_string())?.to_string();
    let out = std::env::temp_dir().join(format!("lab-web-{}", std::process::id()));
    let out = out.display().to_string();
    let served = lab(&["web", "--out", &out, "--serve", &addr], b"");
    expect(
        &served,
        2,
        Some("cargo lab web: cannot serve on "),
        &[&addr],
    )?;
    let file = crate::support::repository().join("README.md");
    let inside = file.join("site").display().to_string();
    let written = lab(&["web", "--out", &inside], b"");
    expect(
        &written,
        2,
        Some("cargo lab web: cannot write in "),
        &[&inside],
    )?;
    let _ = std::fs::remove_dir_all(&out);
    let help = lab(&["web", "--help"], b"");
    match help.stdout.contains("Example: cargo lab web --serve") {
        true => Ok(()),
        false => Err(format!("web --help: {}", help.stdout)),
    }
}

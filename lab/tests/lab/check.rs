//! `cargo lab check` end to end, through the `cargo-lab` binary: the reference binaries pass,
//! naming the samples past the guarantees they leave out; solutions with a classic wrong
//! answer planted (`tests/planted/<name>.rs`, small std-only programs compiled here with
//! `rustc`; each problem's own module names its own and what a small counterexample is)
//! get `WA` and a shrunk counterexample of a few cells, which, run again outside the
//! check, still tells them from the reference, while the same programs without the bug
//! (`--cfg fixed`) pass; a sleeper gets `TLE`, an exit status 3 `RE`, trailing spaces `PE`
//! where the judge compares bytes (and `AC` where it compares tokens), a memory hog `MLE`;
//! solutions that differ from the reference only past the guarantees pass, the check
//! leaving those cases out; usage errors exit with 2. Every run's standard error is free
//! of the progress bar, which is not a terminal. Also, in-process: the problems' shrinking
//! variants, boards at the limits and past the guarantees.

use crate::support::{built_binary, document, run_in_memory, samples, trial};
use lab::check::Check;
use lab::problem::{expected_output, Problem};
use lab::rng::Rng;
use libtest_mimic::{Failed, Trial};
use std::collections::HashMap;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex, OnceLock};

pub fn trials() -> Vec<Trial> {
    trials![
        sleeper_gets_tle,
        exit_status_3_gets_re_shrunk,
        memory_hog_gets_mle,
        trailing_spaces_get_pe_where_bytes_are_compared,
        usage_errors_exit_with_2,
        illegal_positions_only_pass_the_check,
        statement_sizes_only_pass_the_check,
        a_judge_size_failure_is_shrunk,
        assumed_limits_are_said_to_be,
        docs_show_a_real_run,
    ]
}

pub fn each<P: Check>() -> Vec<Trial> {
    each![P: reference_passes, cases_for_check]
}

/// The trials of a planted bug of `P`, `check::planted::<name>`, and of the same program
/// without it, `check::fixed::<name>`; `small` tells a small counterexample (each
/// problem's own module gives it).
pub fn planted_pair<P: Problem>(name: &'static str, small: fn(&P::Case) -> bool) -> [Trial; 2] {
    [
        trial(format!("check::planted::{name}"), move || {
            planted_bug::<P>(name, small)
        }),
        trial(format!("check::fixed::{name}"), move || {
            fixed_passes::<P>(name)
        }),
    ]
}

/// A check's outcome: exit status, standard output and error.
struct Outcome {
    status: Option<i32>,
    stdout: String,
    stderr: String,
}

impl Outcome {
    fn last_line(&self) -> &str {
        self.stdout.lines().last().unwrap_or("")
    }

    /// Fails unless the check ended with `status` and a last line starting `last`.
    fn expect(&self, status: i32, last: &str) -> Result<(), Failed> {
        if self.status != Some(status) || !self.last_line().starts_with(last) {
            return Err(format!(
                "expected status {status} and a last line `{last}...`, got {:?}:\n{}\n{}",
                self.status, self.stdout, self.stderr
            )
            .into());
        }
        Ok(())
    }
}

/// The words of `text`, as a command line splits them.
fn words(text: &str) -> Vec<&str> {
    text.split_whitespace().collect()
}

/// `lab check <args> -- <command>`, its standard error checked for the progress bar.
fn check(args: &[&str], command: &[OsString]) -> Result<Outcome, Failed> {
    let output = Command::new(env!("CARGO_BIN_EXE_cargo-lab"))
        .arg("check")
        .args(args)
        .arg("--")
        .args(command)
        .stdin(Stdio::null())
        .output()?;
    let outcome = Outcome {
        status: output.status.code(),
        stdout: String::from_utf8(output.stdout)?,
        stderr: String::from_utf8(output.stderr)?,
    };
    if outcome.stderr.contains('\r') || outcome.stderr.contains('\x1b') {
        return Err(format!(
            "a progress bar on a stderr that is no terminal: {:?}",
            outcome.stderr
        )
        .into());
    }
    Ok(outcome)
}

/// `tests/planted/<name>.rs` compiled (with `--cfg fixed` when `fixed`), once per test
/// process, into the target's temporary folder.
fn planted(name: &str, fixed: bool) -> Result<PathBuf, Failed> {
    type Built = Arc<OnceLock<Result<PathBuf, String>>>;
    static BUILT: OnceLock<Mutex<HashMap<(String, bool), Built>>> = OnceLock::new();
    let slot = {
        let mut built = BUILT.get_or_init(Default::default).lock().unwrap();
        Arc::clone(built.entry((name.to_string(), fixed)).or_default())
    };
    let built = slot.get_or_init(|| {
        let source = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/planted/{name}.rs"));
        let suffix = if fixed { "-fixed" } else { "" };
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let exe = dir.join(format!("planted-{name}{suffix}"));
        let mut rustc = Command::new("rustc");
        rustc
            .args(["--edition", "2021", "-O", "-o"])
            .arg(&exe)
            .arg(&source);
        if fixed {
            rustc.args(["--cfg", "fixed"]);
        }
        let output = rustc.output().map_err(|e| format!("rustc: {e}"))?;
        match output.status.success() {
            true => Ok(exe),
            false => Err(String::from_utf8_lossy(&output.stderr).into_owned()),
        }
    });
    built.clone().map_err(Failed::from)
}

fn command(program: &Path, args: &[&Path]) -> Vec<OsString> {
    let words = std::iter::once(program).chain(args.iter().copied());
    words.map(|p| p.as_os_str().to_owned()).collect()
}

/// The output of `program` on the file `input`.
fn output_of(program: &Path, input: &Path) -> Result<Vec<u8>, Failed> {
    let output = Command::new(program)
        .stdin(std::fs::File::open(input)?)
        .output()?;
    Ok(output.stdout)
}

/// The reference binary passes every stage (within a short budget, the large inputs
/// left out); the samples with a case past the guarantees, and only those, are named as
/// left out.
fn reference_passes<P: Check>() -> Result<(), Failed> {
    let args = format!("--time-budget 5 --random 1000 --no-large {}", P::NAME);
    let exe = built_binary(P::NAME);
    let outcome = check(&words(&args), &command(&exe, &[]))?;
    outcome.expect(0, &format!("{}: AC", P::NAME))?;
    if outcome.stdout.contains("not reached ") || outcome.stdout.contains("skipped") {
        return Err(format!("a stage was left out:\n{}", outcome.stdout).into());
    }
    let past: Vec<String> = samples(P::NAME)
        .into_iter()
        .filter(|s| !P::read_input(s.input).iter().all(P::within_guarantee))
        .map(|s| format!("sample `{}`", s.name))
        .collect();
    let told = outcome
        .stdout
        .lines()
        .find_map(|line| line.strip_prefix("Past the guarantees, left out: "));
    let expected = (!past.is_empty()).then(|| format!("{}.", past.join(", ")));
    if told.map(str::to_string) != expected {
        let stdout = &outcome.stdout;
        return Err(format!("samples past the guarantees {past:?}, told:\n{stdout}").into());
    }
    Ok(())
}

/// A planted bug: `WA`, a saved counterexample of one case that `small` accepts, on which
/// the planted program and the reference binary, run again, give what was saved, and
/// the brute force gives the expected output.
fn planted_bug<P: Problem>(name: &str, small: fn(&P::Case) -> bool) -> Result<(), Failed> {
    let exe = planted(name, false)?;
    let dir = tempdir(name)?;
    let args = format!(
        "--time-budget 20 --stages samples,exhaustive,random {}",
        P::NAME
    );
    let mut args = words(&args);
    args.extend(["--save", dir.to_str().ok_or("a temporary folder's name")?]);
    let outcome = check(&args, &command(&exe, &[]))?;
    outcome.expect(1, &format!("{}: WA on ", P::NAME))?;
    let saved = |ext: &str| dir.join(format!("{}.{ext}", P::NAME));
    let input = std::fs::read_to_string(saved("in"))?;
    let cases = P::read_input(&input);
    if cases.len() != 1 || !small(&cases[0]) {
        return Err(format!("the counterexample is not one small case:\n{input}").into());
    }
    let (expected, got) = (
        std::fs::read(saved("expected"))?,
        std::fs::read(saved("got"))?,
    );
    let brute = P::brute_force(&cases[0]).ok_or("the brute force cannot settle it")?;
    if expected_output::<P>(&[brute]).as_bytes() != expected {
        return Err("the expected output is not the brute force's".into());
    }
    let (planted, reference) = (
        output_of(&exe, &saved("in"))?,
        output_of(&built_binary(P::NAME), &saved("in"))?,
    );
    if planted != got || reference != expected || planted == reference {
        return Err(format!("run again: planted {planted:?}, reference {reference:?}").into());
    }
    Ok(())
}

/// The planted program without its bug passes the stages of small boards.
fn fixed_passes<P: Problem>(name: &str) -> Result<(), Failed> {
    let exe = planted(name, true)?;
    let stages = "samples,exhaustive,random,limits";
    let args = format!(
        "--time-budget 3 --random 1000 --stages {stages} {}",
        P::NAME
    );
    let outcome = check(&words(&args), &command(&exe, &[]))?;
    outcome.expect(0, &format!("{}: AC", P::NAME))
}

/// A fresh folder in the target's temporary one.
fn tempdir(name: &str) -> Result<PathBuf, Failed> {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("check-{name}"));
    if dir.exists() {
        std::fs::remove_dir_all(&dir)?;
    }
    std::fs::create_dir_all(&dir)?;
    Ok(dir)
}

/// The real run of the check that `docs/check.md` shows (on the planted ancient_go bug,
/// saved to `/tmp/check`) is what the check prints now, up to the summary table (whose
/// times vary) and in its last line.
fn docs_show_a_real_run() -> Result<(), Failed> {
    let name = "ancient_go_shared_liberty";
    let (exe, dir) = (planted(name, false)?, tempdir("docs")?);
    let dir_name = dir.to_str().ok_or("a temporary folder's name")?;
    let outcome = check(&["ancient_go", "--save", dir_name], &command(&exe, &[]))?;
    let exe_name = exe.to_str().ok_or("the planted program's name")?;
    let printed = outcome
        .stdout
        .replace(exe_name, "/tmp/shared_liberty")
        .replace(dir_name, "/tmp/check");
    let page = document("docs/check.md");
    let run = "$ cargo lab check ancient_go --save /tmp/check -- /tmp/shared_liberty\n";
    let shown = &page[page.find(run).ok_or("docs/check.md's run")? + run.len()..];
    let shown = &shown[..shown.find("```").ok_or("the run's end")?];
    let before_summary = |text: &str| text.find("\nstage ").map(|end| text[..end].to_string());
    let last = |text: &str| text.lines().last().map(str::to_string);
    if before_summary(shown) != before_summary(&printed) || last(shown) != last(&printed) {
        return Err(
            format!("docs/check.md's run of the check is stale; it prints:\n{printed}").into(),
        );
    }
    Ok(())
}

fn sleeper_gets_tle() -> Result<(), Failed> {
    let exe = planted("sleeper", false)?;
    let args = ["--stages", "samples", "--time-limit", "0.2", "loj6033"];
    let outcome = check(&args, &command(&exe, &[]))?;
    outcome.expect(1, "loj6033: TLE on ")?;
    match outcome.stdout.contains("killed with its process group") {
        true => Ok(()),
        false => Err(format!("not killed at the wall-clock limit:\n{}", outcome.stdout).into()),
    }
}

fn exit_status_3_gets_re_shrunk() -> Result<(), Failed> {
    let exe = planted("exit3", false)?;
    let outcome = check(&["--stages", "samples", "hdu4101"], &command(&exe, &[]))?;
    outcome.expect(1, "hdu4101: RE on a 1x1 board")?;
    match outcome.stdout.contains("exit status 3; stderr: giving up") {
        true => Ok(()),
        false => Err(format!("no exit status:\n{}", outcome.stdout).into()),
    }
}

fn memory_hog_gets_mle() -> Result<(), Failed> {
    let exe = planted("memory_hog", false)?;
    let outcome = check(&["--stages", "samples", "hdu4101"], &command(&exe, &[]))?;
    outcome.expect(1, "hdu4101: MLE on ")?;
    match outcome.stdout.contains("over the limit of 32.0 MB") {
        true => Ok(()),
        false => Err(format!("no memory limit:\n{}", outcome.stdout).into()),
    }
}

/// Trailing spaces: `PE` for ancient_go (HDU compares bytes), saying who accepts them;
/// `AC` for nowcoder_grid (its judge compares tokens).
fn trailing_spaces_get_pe_where_bytes_are_compared() -> Result<(), Failed> {
    let exe = planted("trailing_spaces", false)?;
    for (problem, status, last) in [
        ("ancient_go", 1, "ancient_go: PE on "),
        ("nowcoder_grid", 0, "nowcoder_grid: AC"),
    ] {
        let reference = built_binary(problem);
        let args = format!("--stages samples,exhaustive --time-budget 2 {problem}");
        let outcome = check(&words(&args), &command(&exe, &[&reference]))?;
        outcome.expect(status, last)?;
        let accepted = "compares the output byte for byte, so other whitespace is a Presentation \
                        Error there; a judge that compares tokens would accept it";
        if status == 1 && !outcome.stdout.contains(accepted) {
            let told = format!("no word of the judges that accept it:\n{}", outcome.stdout);
            return Err(told.into());
        }
    }
    Ok(())
}

/// A solution sized for the statement's limits (it gives up past them) passes the
/// samples and the boards at the limits; on the cases past the guarantees, which the
/// check leaves out, it gives up where the reference answers.
fn statement_sizes_only_pass_the_check() -> Result<(), Failed> {
    type P = lab::problems::loj6033::Loj6033;
    let (exe, reference) = (
        planted("statement_sizes_only", false)?,
        built_binary(P::NAME),
    );
    let limit = Path::new("100");
    let args = words("--stages samples,limits loj6033");
    let outcome = check(&args, &command(&exe, &[&reference, limit]))?;
    outcome.expect(0, "loj6033: AC")?;
    let mut gave_up = 0;
    for (name, case) in crate::support::beyond_guarantees::<P>(&mut Rng::new(1)) {
        let input = P::write_input(std::slice::from_ref(&case));
        let answer = expected_output::<P>(&[P::solve(&case)]);
        let planted = run_on(&exe, &[&reference, limit], input.as_bytes())?;
        let answered = run_on(&reference, &[], input.as_bytes())?;
        if answered != (Some(0), answer) {
            return Err(format!("the reference on `{name}`: {answered:?}").into());
        }
        gave_up += usize::from(planted.0 == Some(3));
    }
    match gave_up {
        0 => Err("the planted program answers every case past the guarantees".into()),
        _ => Ok(()),
    }
}

/// A solution that differs from the reference only on illegal ancient_go positions gets
/// `AC` on every stage within the guarantees (the judge-size inputs included, whose
/// positions are legal); it differs on some of the cases past the guarantees, which the
/// check leaves out.
fn illegal_positions_only_pass_the_check() -> Result<(), Failed> {
    type P = lab::problems::ancient_go::AncientGo;
    let exe = planted("ancient_go_illegal_positions", false)?;
    let args = words("--stages samples,limits,judge --random 1000 --time-budget 20 ancient_go");
    let outcome = check(&args, &command(&exe, &[]))?;
    outcome.expect(0, "ancient_go: AC")?;
    let judged = "judge-size             2 of 2 inputs  AC";
    if !outcome.stdout.contains(judged) {
        return Err(format!("not AC on the judge-size inputs:\n{}", outcome.stdout).into());
    }
    let cases: Vec<_> = crate::support::beyond_guarantees::<P>(&mut Rng::new(1))
        .into_iter()
        .map(|(_, case)| case)
        .collect();
    let input = P::write_input(&cases);
    let (planted, reference) = (
        run_on(&exe, &[], input.as_bytes())?,
        run_on(&built_binary(P::NAME), &[], input.as_bytes())?,
    );
    if planted.0 != Some(0) || reference.0 != Some(0) || planted.1 == reference.1 {
        let told = format!("past the guarantees: planted {planted:?}, reference {reference:?}");
        return Err(told.into());
    }
    Ok(())
}

/// The exit status and standard output of `program args...` on `input`.
fn run_on(program: &Path, args: &[&Path], input: &[u8]) -> Result<(Option<i32>, String), Failed> {
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()?;
    let mut stdin = child.stdin.take().expect("a piped stdin");
    let input = input.to_vec();
    // The program may stop before reading everything: the pipe may then break.
    let writer = std::thread::spawn(move || std::io::Write::write_all(&mut stdin, &input));
    let output = child.wait_with_output()?;
    let _ = writer.join();
    Ok((output.status.code(), String::from_utf8(output.stdout)?))
}

/// A failure on a judge-size input is split down to its case and shrunk like any other:
/// the classic wrong answer of ancient_go fails `crowded`, on a board whose only kills
/// are on a liberty next to two stones of its group.
fn a_judge_size_failure_is_shrunk() -> Result<(), Failed> {
    let exe = planted("ancient_go_shared_liberty", false)?;
    let args = words("--stages judge --time-budget 20 ancient_go");
    let outcome = check(&args, &command(&exe, &[]))?;
    outcome.expect(1, "ancient_go: WA on a position of ")?;
    let found = "WA in the judge-size stage, on input `crowded`, case ";
    match outcome.stdout.contains(found) && outcome.stdout.contains("\nShrunk in ") {
        true => Ok(()),
        false => Err(format!("not split and shrunk:\n{}", outcome.stdout).into()),
    }
}

/// hdu4678's limits are assumed (the statement gives none): the report says so in its
/// first line and in its verdict when that rests on one, and not when the command line
/// gives the limit.
fn assumed_limits_are_said_to_be() -> Result<(), Failed> {
    let exe = planted("sleeper", false)?;
    let assumed = check(&words("--stages samples hdu4678"), &command(&exe, &[]))?;
    assumed.expect(1, "hdu4678: TLE on ")?;
    let first = "(seed 1; 1.00 s (assumed) of CPU and 64.0 MB (assumed) per input,";
    let told = assumed.stdout.lines().next().unwrap_or("").contains(first)
        && assumed
            .last_line()
            .ends_with("(samples stage, under an assumed limit)");
    let given = words("--stages samples --time-limit 0.2 hdu4678");
    let given = check(&given, &command(&exe, &[]))?;
    given.expect(1, "hdu4678: TLE on ")?;
    let untold = !given.last_line().contains("assumed")
        && given
            .stdout
            .contains("200.0 ms of CPU and 64.0 MB (assumed) per input");
    match told && untold {
        true => Ok(()),
        false => Err(format!("{}\n{}", assumed.stdout, given.stdout).into()),
    }
}

fn usage_errors_exit_with_2() -> Result<(), Failed> {
    let missing = check(&["hdu4101"], &[OsString::from("/no/such/solution")])?;
    let unknown = check(&["hdu9999"], &command(&built_binary("hdu4101"), &[]))?;
    let told = missing.stderr.contains("cannot run `/no/such/solution`")
        && unknown.stderr.contains("no problem `hdu9999`");
    if missing.status != Some(2) || unknown.status != Some(2) || !told {
        return Err(format!(
            "{:?} {} / {:?} {}",
            missing.status, missing.stderr, unknown.status, unknown.stderr
        )
        .into());
    }
    Ok(())
}

/// The cases `cargo lab check` asks of a problem: the variants of every sample case and
/// of random small ones are smaller and valid inputs, the boards at the limits keep the
/// guarantees and those past them break them.
fn cases_for_check<P: Check>() -> Result<(), Failed> {
    let mut rng = Rng::new(16);
    let mut cases: Vec<P::Case> = samples(P::NAME)
        .iter()
        .flat_map(|s| P::read_input(s.input))
        .collect();
    cases.extend((0..200).map(|_| P::random_small(&mut rng)));
    for case in &cases {
        for variant in P::shrink(case) {
            let input = P::write_input(std::slice::from_ref(&variant));
            if P::size(&variant) >= P::size(case) || run_in_memory(P::run, &input).1.is_some() {
                return Err(format!("a variant not smaller or not valid:\n{input}").into());
            }
        }
    }
    for (name, case) in P::at_limits(&mut rng) {
        if !P::within_guarantee(&case) {
            return Err(format!("`{name}` is not within the guarantees").into());
        }
    }
    for (name, case) in crate::support::beyond_guarantees::<P>(&mut rng) {
        if P::within_guarantee(&case) {
            return Err(format!("`{name}` keeps the guarantees").into());
        }
    }
    Ok(())
}

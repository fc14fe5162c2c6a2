//! What the page must show for an input of problem `P`, derived in Rust: the reference
//! binary's `run` (its output, its error line, its warnings), the validator, and each
//! answered case's lines written from the statement (`P::answer_lines` of `P::solve`),
//! which together must be the binary's output.

use grid_games::judge::Failure;
use lab::check::Check;
use lab::validate::validate_bytes;

/// What the page must show of an input.
#[derive(Debug)]
pub struct Expected {
    /// The binary's error line, `<problem>: <message>`, or "".
    pub error: String,
    /// `validator: ` and the validator's first violation in `input`, or "".
    pub violation: String,
    /// The binary's warnings, each `<problem>: <line>`.
    pub warnings: Vec<String>,
    /// Each answered case's number and lines, or why the lab could not read them.
    pub cases: Result<Vec<(String, String)>, String>,
}

/// What the page must show of `input` for `P`.
pub fn expected<P: Check>(input: &[u8]) -> Expected {
    let (mut output, mut warned) = (Vec::new(), Vec::new());
    let ran = P::run(input, &mut output, &mut warned);
    let output = String::from_utf8(output).expect("UTF-8 answers");
    let answered = match &ran {
        Ok(()) => None,
        Err(Failure::Input { case, .. }) => Some(case.map_or(0, |case| case - 1)),
        Err(Failure::Output(e)) => panic!("writing to memory: {e}"),
    };
    let warnings = String::from_utf8_lossy(&warned)
        .lines()
        .map(|line| format!("{}: {line}", P::NAME))
        .collect();
    let violation = validate_bytes::<P>(input, false).err();
    Expected {
        error: ran
            .err()
            .map_or(String::new(), |f| format!("{}: {f}", P::NAME)),
        violation: violation.map_or(String::new(), |v| format!("validator: {}", v.at("input"))),
        warnings,
        cases: answered_cases::<P>(input, answered, &output),
    }
}

/// The lines of each case the binary answered (all of them when `answered` is `None`),
/// numbered from 1: read by proconio (`P::read_input`) from a whole valid input, by the
/// lab's reader of cases up to the first the binary refused from a malformed one. Their
/// concatenation must be the binary's `output`.
fn answered_cases<P: Check>(
    input: &[u8],
    answered: Option<usize>,
    output: &str,
) -> Result<Vec<(String, String)>, String> {
    let cases = match answered {
        None => P::read_input(std::str::from_utf8(input).map_err(|e| e.to_string())?),
        Some(answered) => read_first_cases::<P>(input, answered)?,
    };
    let lines: Vec<(String, String)> = (1..)
        .zip(&cases)
        .map(|(k, case)| (k.to_string(), P::answer_lines(k, &P::solve(case))))
        .collect();
    let written: String = lines.iter().map(|(_, answer)| answer.as_str()).collect();
    match written == output {
        true => Ok(lines),
        false => Err(format!(
            "the lab's answers to the {} cases are not the binary's output:\n{written}\n\
             against\n{output}",
            cases.len()
        )),
    }
}

/// The first `count` cases of `input`, read by the lab's reader of cases
/// (`engines::problem::cases`); why not when it cannot read them (or panics).
fn read_first_cases<P: Check>(input: &[u8], count: usize) -> Result<Vec<P::Case>, String> {
    if count == 0 {
        return Ok(Vec::new());
    }
    let read = std::panic::catch_unwind(|| {
        let mut reader = input;
        let cases = engines::problem::cases::<P>(&mut reader).take(count);
        cases.collect::<Result<Vec<P::Case>, String>>()
    });
    match read {
        Ok(Ok(cases)) if cases.len() == count => Ok(cases),
        Ok(Ok(cases)) => Err(format!("the lab read {} cases of {count}", cases.len())),
        Ok(Err(why)) => Err(format!(
            "the lab cannot read the first {count} cases: {why}"
        )),
        Err(_) => Err(format!(
            "the lab's reader of cases panics on this input (reading its first {count} cases)"
        )),
    }
}

/// The binary's error `line` as the page's build of it words it. The page runs the
/// binary compiled for wasm32, whose `usize` has 32 bits: where the native binary refuses
/// a token read as a `usize` with `an integer from A to 18446744073709551615` (2^64 - 1),
/// the page's says `... to 4294967295` (2^32 - 1). The one difference allowed between
/// the page's line and the binary's (a limit of the page, noted on stderr when met).
fn on_wasm32(line: &str) -> String {
    line.replace(" to 18446744073709551615", " to 4294967295")
}

/// Whether `shown` (what the page shows) is `expected`; the differences otherwise, one
/// per line.
pub fn compare(shown: &super::page::Shown, expected: &Expected) -> Result<(), String> {
    let mut wrong = Vec::new();
    let mut differ = |what: &str, shown: &dyn std::fmt::Debug, expected: &dyn std::fmt::Debug| {
        wrong.push(format!(
            "{what}: the page shows {shown:?}, expected {expected:?}"
        ));
    };
    if shown.state != "ready" {
        differ("the status line", &(&shown.state, &shown.status), &"ready");
    }
    if shown.error != expected.error {
        match shown.error == on_wasm32(&expected.error) {
            true => eprintln!("web: the page words a usize as wasm32's: {}", shown.error),
            false => differ("#error", &shown.error, &expected.error),
        }
    }
    if shown.violation != expected.violation {
        differ("#violation", &shown.violation, &expected.violation);
    }
    if !shown.internal.is_empty() {
        differ("#internal", &shown.internal, &"");
    }
    if shown.warnings != expected.warnings {
        differ("#warnings", &shown.warnings, &expected.warnings);
    }
    match &expected.cases {
        Ok(cases) if &shown.cases != cases => differ("the cases", &shown.cases, cases),
        Ok(_) => {}
        Err(why) => wrong.push(format!("the cases: {why}")),
    }
    match wrong.is_empty() {
        true => Ok(()),
        false => Err(wrong.join("\n")),
    }
}

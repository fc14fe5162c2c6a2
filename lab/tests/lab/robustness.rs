//! Every problem against inputs people really feed it: the samples in other layouts
//! (CRLF, old Mac line ends, every whitespace byte C accepts, blank lines, no final
//! newline, zero-padded numbers) in-process and through the real binary, each problem's
//! catalogue of malformed inputs (errors and warnings) in-process and through the real
//! binary, seeded mutations of valid inputs, and the judge-size inputs on a small stack.
//! One test per problem and check, named `robustness::<check>::<problem>`.

use crate::support::samples;
use crate::support::Malformed;
use crate::support::{built_binary, generated, own, run_binary, run_in_memory, run_with_warnings};
use lab::check::Check;
use lab::problem::Problem;
use lab::rng::Rng;
use libtest_mimic::{Failed, Trial};
use std::panic::{catch_unwind, AssertUnwindSafe};

pub fn each<P: Check>() -> Vec<Trial> {
    each![P:
        samples_read_the_same_in_every_layout,
        samples_read_the_same_in_every_layout_through_the_binary,
        malformed_inputs_get_one_line_errors_or_warnings,
        malformed_inputs_get_one_line_and_their_status_from_the_binary,
        mutated_inputs_get_an_answer_or_a_clean_error,
        judge_size_inputs_solve_on_a_one_megabyte_stack,
    ]
}

/// Every number token of `text` (an optional `-`, then digits) with 45 more leading
/// zeros: longer than any integer type's digits, and than the 40 bytes the scanner keeps.
fn zero_padded(text: &str) -> String {
    let mut padded = String::new();
    let mut rest = text;
    while let Some(start) = rest.find(|c: char| !c.is_ascii_whitespace()) {
        padded.push_str(&rest[..start]);
        rest = &rest[start..];
        let end = rest
            .find(|c: char| c.is_ascii_whitespace())
            .unwrap_or(rest.len());
        let token = &rest[..end];
        let digits = token.strip_prefix('-').unwrap_or(token);
        if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
            let sign = &token[..token.len() - digits.len()];
            padded.push_str(&format!("{sign}{}{digits}", "0".repeat(45)));
        } else {
            padded.push_str(token);
        }
        rest = &rest[end..];
    }
    padded + rest
}

/// The same input in other layouts a judge or a hand-edited file may use, all read as C's
/// `scanf` reads them.
pub(crate) fn layouts(text: &str) -> Vec<(&'static str, String)> {
    vec![
        ("CRLF line ends", text.replace('\n', "\r\n")),
        ("old Mac line ends (a lone CR)", text.replace('\n', "\r")),
        (
            "tabs and runs of spaces",
            text.replace(' ', " \t  ").replace('\n', " \t\n\t"),
        ),
        (
            "vertical tabs and form feeds",
            text.replace(' ', "\x0b").replace('\n', "\x0c\n\x0b"),
        ),
        ("blank lines between lines", text.replace('\n', "\n\n  \n")),
        ("no final newline", text.trim_end().to_string()),
        ("leading blank lines", format!("\n\r\n  \n\r{text}")),
        ("numbers zero-padded past any length", zero_padded(text)),
    ]
}

fn samples_read_the_same_in_every_layout<P: Problem>() -> Result<(), Failed> {
    for sample in samples(P::NAME) {
        for (layout, variant) in layouts(sample.input) {
            let got = run_in_memory(P::run, &variant);
            if got != (sample.output.to_string(), None) {
                return Err(format!("{} with {layout}: {got:?}", sample.name).into());
            }
        }
    }
    Ok(())
}

/// The real binary reads the layouts alike: status 0, the sample's output, and nothing on
/// stderr but warnings naming the problem (a sample with text after its last case).
fn samples_read_the_same_in_every_layout_through_the_binary<P: Problem>() -> Result<(), Failed> {
    let exe = built_binary(P::NAME);
    for sample in samples(P::NAME) {
        for (layout, variant) in layouts(sample.input) {
            let (status, stdout, stderr) = run_binary(&exe, variant.as_bytes())?;
            let warning = format!("{}: warning after the last case at line ", P::NAME);
            let clean = stderr.lines().all(|line| line.starts_with(&warning));
            if (status, stdout.as_str(), clean) != (Some(0), sample.output, true) {
                let got = (status, stdout, stderr);
                return Err(format!("{} with {layout}: {got:?}", sample.name).into());
            }
        }
    }
    Ok(())
}

/// What the catalogue expects in-process: the answers, then the error, or the warning.
fn expected_in_process(bad: &Malformed) -> (String, Option<String>, String) {
    match bad.warning {
        true => (bad.stdout.clone(), None, format!("{}\n", bad.stderr)),
        false => (bad.stdout.clone(), Some(bad.stderr.clone()), String::new()),
    }
}

fn malformed_inputs_get_one_line_errors_or_warnings<P: Problem>() -> Result<(), Failed> {
    for bad in (own(P::NAME).malformed)() {
        let got = run_with_warnings(P::run, &bad.input);
        let expected = expected_in_process(&bad);
        if got != expected {
            return Err(format!("on {:?}: {got:?}\nexpected {expected:?}", bad.input).into());
        }
    }
    Ok(())
}

/// The real binary: the answers before the error on stdout, one stderr line naming the
/// problem, status 1; or, for a warning, all the answers, the warning's line naming the
/// problem, status 0.
fn malformed_inputs_get_one_line_and_their_status_from_the_binary<P: Problem>() -> Result<(), Failed>
{
    let exe = built_binary(P::NAME);
    for bad in (own(P::NAME).malformed)() {
        let got = run_binary(&exe, bad.input.as_bytes())?;
        let expected = (
            Some(i32::from(!bad.warning)),
            bad.stdout.clone(),
            format!("{}: {}\n", P::NAME, bad.stderr),
        );
        if got != expected {
            return Err(format!("on {:?}: {got:?}\nexpected {expected:?}", bad.input).into());
        }
    }
    Ok(())
}

/// Bytes a mutation writes: those that matter to some format, and any byte at all.
fn mutation_byte(rng: &mut Rng) -> u8 {
    const INTERESTING: &[u8] = b"0123456789-+ \n\r\t\x0b\x0c.#xoAB";
    if rng.chance(0.8) {
        INTERESTING[rng.range(0, INTERESTING.len() - 1)]
    } else {
        rng.below(256) as u8
    }
}

/// One to three random deletions, duplications, replacements or a truncation.
pub(crate) fn mutate(input: &[u8], rng: &mut Rng) -> Vec<u8> {
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

/// Mutants of the samples and of small random inputs get an answer or a one-line error
/// with a position, never a panic.
fn mutated_inputs_get_an_answer_or_a_clean_error<P: Check>() -> Result<(), Failed> {
    const MUTANTS: usize = 10_000;
    let mut rng = Rng::new(8 + P::NAME.len() as u64);
    let mut seeds: Vec<Vec<u8>> = samples(P::NAME)
        .into_iter()
        .map(|sample| sample.input.as_bytes().to_vec())
        .collect();
    for _ in 0..50 {
        let count = rng.range(1, 3.min(P::JUDGE.max_cases));
        let cases: Vec<P::Case> = (0..count).map(|_| P::random_small(&mut rng)).collect();
        seeds.push(P::write_input(&cases).into_bytes());
    }
    let (mut tried, mut rejected) = (0, 0);
    while tried < MUTANTS {
        let mutant = mutate(&seeds[rng.range(0, seeds.len() - 1)], &mut rng);
        if !sizes_are_small(&mutant) {
            continue;
        }
        tried += 1;
        let shown = String::from_utf8_lossy(&mutant);
        let outcome = catch_unwind(AssertUnwindSafe(|| run_in_memory(P::run, &mutant)));
        let (_, failure) = outcome.map_err(|_| format!("panicked on {shown:?}"))?;
        if let Some(message) = failure {
            rejected += 1;
            let clean = !message.contains('\n')
                && message.starts_with("input error ")
                && message.contains(" at line ");
            if !clean {
                return Err(format!("{message:?} on {shown:?}").into());
            }
        }
    }
    if rejected <= MUTANTS / 10 || rejected == MUTANTS {
        return Err(format!("{rejected} of {MUTANTS} mutants rejected").into());
    }
    Ok(())
}

/// Every judge-size input the tests generate solves on a thread with a 1 MB stack (a
/// judge's main thread may have no more): nothing recurses with the board's size.
fn judge_size_inputs_solve_on_a_one_megabyte_stack<P: Problem>() -> Result<(), Failed> {
    for kind in P::KINDS.iter().filter(|kind| !kind.large) {
        let input = generated::<P>(kind).0.clone();
        let solved = std::thread::Builder::new()
            .stack_size(1 << 20)
            .spawn(move || run_in_memory(P::run, &input).1)?
            .join();
        if solved.ok() != Some(None) {
            return Err(format!("{} on a 1 MB stack", kind.name).into());
        }
    }
    Ok(())
}

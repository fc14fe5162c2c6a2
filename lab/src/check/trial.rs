//! One trial: a judge input, the reference's output for it, the solution's run on it and
//! the verdict.
//!
//! The expected output is the reference binary's `run`, in-process, on the input streamed
//! ([`Validator::binary`]: a judge-size input held in a file is never whole in memory);
//! it is one line per case, small. When the input's cases are known it must also be what
//! the lab writes, from the statement, for the answers of the library's pure solver; and
//! on small boards the brute force, which plays the game from the rules, must give those
//! answers. A disagreement there is a bug of grid-games, not of the solution: it stops
//! the check as [`Stop::OurBug`].
//!
//! [`Validator::binary`]: crate::validate::Validator::binary

use super::input::Input;
use super::process::{Run, Solution};
use super::verdict::{judge, Judged, Limits};
use crate::problem::{expected_output, Problem};
use crate::validate::Validate;
use std::io;
use std::time::{Duration, Instant};

/// Why a check ends without a verdict.
#[derive(Debug)]
pub enum Stop {
    /// The command cannot be run (exit status 2).
    Usage(String),
    /// The reference and the brute force, or the reference's two paths, disagree.
    OurBug(String),
}

/// An input tried, and what came of it.
#[derive(Clone)]
pub struct Trial {
    pub input: Input,
    pub expected: Vec<u8>,
    /// The reference's time on the input, in-process.
    pub reference: Duration,
    pub run: Run,
    pub judged: Judged,
}

/// Runs trials of one solution under one judge's limits, counting them.
pub struct Tester<'a> {
    pub solution: &'a Solution,
    pub limits: Limits,
    /// The solution's runs so far.
    pub runs: usize,
}

impl Tester<'_> {
    /// The trial of the judge input holding `cases`; `brute` asks for the brute force's
    /// agreement too.
    pub fn cases<P: Validate>(&mut self, cases: &[P::Case], brute: bool) -> Result<Trial, Stop> {
        let input = Input::Bytes(P::write_input(cases).into_bytes());
        self.input::<P>(input, Some(cases), brute)
    }

    /// The trial of `input`, whose cases, when known, are `cases`. The solution's output
    /// is kept up to four times the expected one and a megabyte (more is a `WA`), so the
    /// two outputs compared stay small too.
    pub fn input<P: Validate>(
        &mut self,
        input: Input,
        cases: Option<&[P::Case]>,
        brute: bool,
    ) -> Result<Trial, Stop> {
        let (expected, reference) = reference::<P>(&input, cases, brute)?;
        let cap = 4 * expected.len() + (1 << 20);
        let run = self
            .solution
            .run(
                &mut *input.reader().map_err(unreadable)?,
                self.limits.wall,
                cap,
            )
            .map_err(|e| Stop::Usage(format!("cannot run `{}`: {e}", self.solution.shown())))?;
        self.runs += 1;
        let judged = judge(&run, &expected, &self.limits);
        Ok(Trial {
            input,
            expected,
            reference,
            run,
            judged,
        })
    }
}

/// A judge-size input that cannot be read back from the check's temporary folder.
pub fn unreadable(e: io::Error) -> Stop {
    Stop::Usage(format!("cannot read a judge-size input back: {e}"))
}

/// The reference's output on `input` and its time, checked as the module's doc says.
fn reference<P: Validate>(
    input: &Input,
    cases: Option<&[P::Case]>,
    brute: bool,
) -> Result<(Vec<u8>, Duration), Stop> {
    let shown = || excerpt(input);
    let started = Instant::now();
    let mut output = Vec::new();
    let mut reader = input.reader().map_err(unreadable)?;
    if let Err(failure) = (P::VALIDATOR.binary)(&mut reader, &mut output, &mut io::sink()) {
        let message = format!(
            "the reference rejects a valid input: {failure}\n{}",
            shown()
        );
        return Err(Stop::OurBug(message));
    }
    let time = started.elapsed();
    if let Some(cases) = cases {
        let answers: Vec<P::Answer> = cases.iter().map(P::solve).collect();
        if brute {
            brute_force_settles::<P>(cases, &answers)?;
        }
        if expected_output::<P>(&answers).as_bytes() != output {
            let message = format!(
                "the reference binary's run and its solver disagree on\n{}",
                shown()
            );
            return Err(Stop::OurBug(message));
        }
    }
    Ok((output, time))
}

/// Whether the brute force settles every case of `cases`, the reference's answers
/// `answers`: it finds an answer to each. Where it finds one, it must be the reference's
/// (another one is a bug of ours).
pub fn brute_force_settles<P: Problem>(
    cases: &[P::Case],
    answers: &[P::Answer],
) -> Result<bool, Stop> {
    let mut settled = true;
    for (case, answer) in cases.iter().zip(answers) {
        match P::brute_force(case) {
            Some(brute) if brute != *answer => {
                let message = format!(
                    "the reference solver answers {answer:?} but the brute force, which plays \
                     the game from the rules, {brute:?} on\n{}",
                    P::write_input(std::slice::from_ref(case))
                );
                return Err(Stop::OurBug(message));
            }
            found => settled &= found.is_some(),
        }
    }
    Ok(settled)
}

/// The start of `input`, for a message.
fn excerpt(input: &Input) -> String {
    const SHOWN: usize = 2_000;
    let start = match input.start(SHOWN) {
        Ok(start) => start,
        Err(e) => return format!("(its start cannot be read back: {e})"),
    };
    let text = String::from_utf8_lossy(&start).into_owned();
    match input.size() > SHOWN as u64 {
        true => format!("{text}... ({} bytes in all)", input.size()),
        false => text,
    }
}

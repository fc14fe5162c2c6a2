//! Every problem's reference solution against its brute force, written from the rules:
//! on seeded random small cases, on every case up to a small size, and on the samples
//! (read by the lab's reader, `cases`, not the library's scanner). Cases are compared one by one through the pure
//! solver, then as judge inputs of many cases through `run`, where a case that saw the
//! state of an earlier one would answer wrongly. One test per problem and check, named
//! `brute_force::<check>::<problem>`.

use crate::support::{run_in_memory, samples};
use lab::check::Check;
use lab::problem::{expected_output, Problem};
use lab::rng::Rng;
use libtest_mimic::{Failed, Trial};

pub fn each<P: Check>() -> Vec<Trial> {
    each![P:
        random_small_cases_agree_with_brute_force,
        every_small_case_agrees_with_brute_force,
        sample_outputs_are_the_brute_force_answers,
    ]
}

/// Random small cases the brute force must answer, per problem.
const RANDOM_CASES: usize = 6_000;
/// Cases per judge input when they go through `run`.
const BATCH: usize = 60;

/// Compares the pure solver with the brute force on each of `cases` the brute force
/// answers, then those cases through `run` in batches; returns how many were compared.
fn compare<P: Problem>(cases: impl Iterator<Item = P::Case>) -> Result<usize, Failed> {
    let mut compared = Vec::new();
    for case in cases {
        if let Some(expected) = P::brute_force(&case) {
            let got = P::solve(&case);
            if got != expected {
                return Err(format!(
                    "the solver says {got:?}, the brute force {expected:?} on\n{}",
                    P::write_input(std::slice::from_ref(&case))
                )
                .into());
            }
            compared.push((case, expected));
        }
    }
    for batch in compared.chunks(BATCH.min(P::JUDGE.max_cases)) {
        let (cases, answers): (Vec<P::Case>, Vec<P::Answer>) = batch.iter().cloned().unzip();
        let input = P::write_input(&cases);
        let got = run_in_memory(P::run, &input);
        if got != (expected_output::<P>(&answers), None) {
            return Err(format!("run answers {got:?} on\n{input}").into());
        }
    }
    Ok(compared.len())
}

fn random_small_cases_agree_with_brute_force<P: Check>() -> Result<(), Failed> {
    let mut rng = Rng::new(P::NAME.len() as u64 * 1_000_003);
    let (mut compared, mut drawn) = (0, 0);
    while compared < RANDOM_CASES {
        let cases: Vec<P::Case> = (0..1_000).map(|_| P::random_small(&mut rng)).collect();
        drawn += cases.len();
        compared += compare::<P>(cases.into_iter())?;
        if drawn > 10 * RANDOM_CASES {
            return Err(format!("the brute force answered only {compared} of {drawn}").into());
        }
    }
    Ok(())
}

fn every_small_case_agrees_with_brute_force<P: Check>() -> Result<(), Failed> {
    let compared = compare::<P>(P::every_small())?;
    if compared < 1_000 {
        return Err(format!("only {compared} cases compared").into());
    }
    Ok(())
}

fn sample_outputs_are_the_brute_force_answers<P: Problem>() -> Result<(), Failed> {
    for sample in samples(P::NAME) {
        let cases = P::read_input(sample.input);
        let answers: Option<Vec<P::Answer>> = cases.iter().map(P::brute_force).collect();
        let answers = answers
            .ok_or_else(|| format!("{}: no case-by-case brute force answer", sample.name))?;
        if expected_output::<P>(&answers) != sample.output {
            return Err(format!("{}.out is not the brute force's answer", sample.name).into());
        }
    }
    Ok(())
}

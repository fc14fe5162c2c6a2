//! A judge input opened for the page: run through the binary (its answers, its error
//! line, its warnings), through the validator (its first violation, worded as `cargo lab
//! validate` words it), and read case by case by the lab's reader, up to the first case
//! the binary refuses; then each case explained or played on request, read again from
//! the input. So the page holds the input and one case at a time, never every case.
//!
//! The page shows exactly the binary's answers: each case's answer lines are the lab's,
//! written from the statement, and [`open`] checks that together they are the binary's
//! output byte for byte (a difference is the `internal` line, a bug of the lab).

use crate::played::{self, Played};
use engines::check::Check;
use engines::explain::{explain_case, Explain};
use engines::play::{Play, Side};
use engines::validate::validate_bytes;
use grid_games::judge::Failure;
use serde_json::{json, Value};

/// What the page asks of an opened input, whatever its problem.
pub trait Opened {
    /// `{"problem", "output": the binary's whole output, "error": its error line or null,
    /// "warnings": [its warning lines], "violation": the validator's line or null,
    /// "internal": null or a disagreement of the lab, "cases": [{"case": k, "answer": the
    /// binary's lines for case k}]}`; the cases are those the binary answered.
    fn summary(&self) -> Value;
    /// Case `case` explained: `{"case", "answer", "summary", "reasoning": [lines],
    /// "moves": [the first winning moves, as typed], "move_count", "svg": the picture,
    /// "text": the explanation as `cargo lab explain` prints it}`,
    /// or `{"error": ...}` for no such case.
    fn explain(&self, case: usize) -> Value;
    /// The game of case `case`, the user playing `side`; or why there is none.
    fn play(&self, case: usize, side: Side) -> Result<Box<dyn Played>, String>;
}

/// The most winning moves an explanation lists (the picture marks them all).
const LISTED_MOVES: usize = 100;

/// The input the page opened, for problem `P`.
struct Input<P: Check> {
    input: Vec<u8>,
    summary: Value,
    /// How many cases the binary answered (all of them unless the input is malformed).
    answered: usize,
    problem: std::marker::PhantomData<P>,
}

/// Opens `input` for problem `P`: the binary's run, the validator's first violation, the
/// cases the binary answered read by the lab's reader and answered from the statement.
/// O(input) time; the input's memory and one case's.
pub fn open<P: Check + Explain + Play>(input: &[u8]) -> Box<dyn Opened> {
    let (mut output, mut warned) = (Vec::new(), Vec::new());
    let ran = P::run(input, &mut output, &mut warned);
    let (answered, error) = match ran {
        Ok(()) => (usize::MAX, Value::Null),
        Err(failure) => {
            let answered = match &failure {
                Failure::Input { case, .. } => case.map_or(0, |case| case - 1),
                Failure::Output(_) => 0,
            };
            (answered, Value::from(format!("{}: {failure}", P::NAME)))
        }
    };
    let warnings: Vec<String> = String::from_utf8_lossy(&warned)
        .lines()
        .map(|line| format!("{}: {line}", P::NAME))
        .collect();
    let violation = validate_bytes::<P>(input, false).err();
    let mut reader = input;
    let read = engines::problem::cases::<P>(&mut reader).take(answered);
    let answers: Vec<String> = (1..)
        .zip(read.map_while(Result::ok))
        .map(|(k, case)| P::answer_lines(k, &P::solve(&case)))
        .collect();
    let output = String::from_utf8_lossy(&output).into_owned();
    let internal = (answers.concat() != output).then(|| {
        format!(
            "internal error: the lab's answers to the {} cases it read are not the binary's output",
            answers.len()
        )
    });
    let listed: Vec<Value> = (1..)
        .zip(&answers)
        .map(|(k, answer)| json!({"case": k, "answer": answer}))
        .collect();
    let summary = json!({
        "problem": P::NAME,
        "output": output,
        "error": error,
        "warnings": warnings,
        "violation": violation.map(|v| v.at("input")),
        "internal": internal,
        "cases": listed,
    });
    Box::new(Input::<P> {
        input: input.to_vec(),
        summary,
        answered: answers.len(),
        problem: std::marker::PhantomData,
    })
}

impl<P: Check> Input<P> {
    /// Case `case` (1-based) of the input, read again; or the line saying there is none.
    fn case(&self, case: usize) -> Result<P::Case, String> {
        let index = case.checked_sub(1).filter(|&i| i < self.answered);
        let index = index.ok_or_else(|| no_case(case, self.answered))?;
        let mut reader = &self.input[..];
        let read = engines::problem::cases::<P>(&mut reader).nth(index);
        read.unwrap_or_else(|| Err(no_case(case, self.answered)))
    }
}

impl<P: Check + Explain + Play> Opened for Input<P> {
    fn summary(&self) -> Value {
        self.summary.clone()
    }

    fn explain(&self, case: usize) -> Value {
        let chosen = match self.case(case) {
            Ok(chosen) => chosen,
            Err(why) => return json!({"error": why}),
        };
        match explain_case::<P>(case, &chosen) {
            Ok(report) => {
                let explanation = &report.explanation;
                let moves: Vec<String> = explanation
                    .moves
                    .iter()
                    .take(LISTED_MOVES)
                    .map(|[r, c]| format!("{r} {c}"))
                    .collect();
                json!({
                    "case": case,
                    "answer": report.answer,
                    "summary": explanation.summary,
                    "reasoning": explanation.reasoning,
                    "moves": moves,
                    "move_count": explanation.moves.len(),
                    "svg": report.svg(),
                    "text": report.text(false),
                })
            }
            Err(disagreement) => json!({"error": format!("internal error: {disagreement}")}),
        }
    }

    fn play(&self, case: usize, side: Side) -> Result<Box<dyn Played>, String> {
        let chosen = self.case(case)?;
        let game =
            P::play(&chosen).map_err(|why| format!("case {case} cannot be played: {why}"))?;
        Ok(played::start(game, side))
    }
}

/// The line for a case number the input has not.
fn no_case(case: usize, cases: usize) -> String {
    format!("no case {case}: the input has {cases} answered (numbered from 1)")
}

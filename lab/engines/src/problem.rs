//! What the tools know of a problem: the [`Problem`] trait every entry of the
//! [registry](crate::registry) implements.
//!
//! A problem is described twice, independently: by the reference solution of the
//! `grid-games` library (its binary's `run`, and its pure solver), and by the lab's own
//! reading of the statement (a reader of its own, [`crate::cases`], a brute force that
//! plays the game from the rules, the answer lines written from the statement). The tests
//! and `cargo lab check` compare the two.

pub use crate::cases::CaseCount;
use crate::cases::Reader;
use crate::rng::Rng;
use grid_games::judge::Failure;
use std::fmt;
use std::io::BufRead;
use std::io::{self, Write};
use std::time::Duration;

/// Writes one judge-size input of a kind, drawing from the generator.
pub type Generator = fn(&mut Rng, &mut dyn Write) -> io::Result<()>;

/// A kind of judge-size input: `cargo lab gen <problem> <name> [seed]`.
#[derive(Clone, Copy)]
pub struct Kind {
    pub name: &'static str,
    pub write: Generator,
    /// Whether the input takes too long to generate, or too much memory, for the tests
    /// (tens of megabytes or many boards); the benchmarks and `cargo lab check` use it.
    pub large: bool,
    /// Whether its inputs are built past the statement's guarantees on purpose (they do
    /// not validate; the benchmarks time them): `cargo lab gen list` marks it, and
    /// `cargo lab check` leaves it out.
    pub beyond: bool,
}

impl Kind {
    pub const fn new(name: &'static str, write: Generator) -> Self {
        Kind {
            name,
            write,
            large: false,
            beyond: false,
        }
    }

    /// A kind of [`Kind::large`] inputs.
    pub const fn large(name: &'static str, write: Generator) -> Self {
        Kind {
            large: true,
            ..Kind::new(name, write)
        }
    }

    /// This kind, built past the guarantees on purpose ([`Kind::beyond`]).
    pub const fn beyond_guarantees(self) -> Self {
        Kind {
            beyond: true,
            ..self
        }
    }

    /// The input of this kind drawn from `seed`, in memory: the same bytes for the same
    /// seed, always.
    pub fn generate(&self, seed: u64) -> Vec<u8> {
        let mut bytes = Vec::new();
        self.write_to(seed, &mut bytes).expect("writing to memory");
        bytes
    }

    /// The input of this kind drawn from `seed`, written to `out` as it is drawn (the
    /// bytes of [`Kind::generate`], without holding them).
    pub fn write_to(&self, seed: u64, out: &mut dyn Write) -> io::Result<()> {
        (self.write)(&mut Rng::new(seed), out)
    }
}

/// What the original judge allows and how it compares.
#[derive(Clone, Copy, Debug)]
pub struct Judge {
    /// The time limit of one input (C and C++ where the judge gives languages their own).
    pub time: Duration,
    /// The memory limit, in bytes.
    pub memory: u64,
    /// Whether the output must match byte for byte (HDU, LOJ) rather than token by token.
    pub exact_whitespace: bool,
    /// The most cases one input may hold: the bound on `T`, 1 for a single case; for
    /// inputs read to the end (no count) a size a judge's file plausibly has.
    pub max_cases: usize,
    /// Whether the time and memory limits are assumed (the statement gives none): the
    /// check's report says so wherever it names them.
    pub assumed_limits: bool,
}

/// One problem, as the registry lists it: what every tool needs, and nothing more. Each
/// tool asks for more through a trait of its own, defined in its module and implemented
/// in the problem's file of that tool: [`crate::check::Check`], [`crate::validate::Validate`],
/// [`crate::explain::Explain`], [`crate::play::Play`].
pub trait Problem: Sized + 'static {
    /// One test case: what the generators draw and [`Problem::read_case`] reads.
    type Case: Clone + fmt::Debug + Send + Sync + 'static;
    /// The answer to one case, as the rules define it.
    type Answer: Clone + fmt::Debug + PartialEq + Send + 'static;

    /// The binary's name: also its folder under `samples/` and its file under `submit/`.
    const NAME: &'static str;
    /// The original judge's limits.
    const JUDGE: Judge;
    /// The kinds of judge-size input, for `cargo lab gen` and the benchmarks.
    const KINDS: &'static [Kind];
    /// How an input counts its cases.
    const CASE_COUNT: CaseCount;

    /// The reference solution: the binary's `run`, on an input in memory.
    fn run(input: &[u8], output: &mut Vec<u8>, warnings: &mut dyn Write) -> Result<(), Failure>;
    /// The reference answer of one case, from the library's pure solver.
    fn solve(case: &Self::Case) -> Self::Answer;
    /// The answer found by playing the game from the rules; `None` when the case is too
    /// large to search.
    fn brute_force(case: &Self::Case) -> Option<Self::Answer>;

    /// A judge input holding `cases` (at most [`Judge::max_cases`] of them).
    fn write_input(cases: &[Self::Case]) -> String;
    /// Reads one case from `input` (after the count, if the input has one), checking the
    /// format the binary reads (sizes, rows of their length and alphabet, values in
    /// range) but not the statement's guarantees; an `Err` saying why and where (`line
    /// L:C: ...`), never a panic. Allocates only as the case's tokens arrive, never from
    /// a size it reads. [`cases`] calls it for each case.
    fn read_case(input: &mut Reader) -> Result<Self::Case, String>;
    /// The cases of a well-formed judge input, read by [`cases`] (not the library's
    /// scanner); panics on a malformed one, saying why.
    fn read_input(input: &str) -> Vec<Self::Case> {
        let read: Result<Vec<Self::Case>, String> = cases::<Self>(&mut input.as_bytes()).collect();
        read.unwrap_or_else(|why| panic!("{}: a malformed input: {why}", Self::NAME))
    }
    /// The lines the judge expects for case `index` (1-based) answered `answer`, written
    /// from the statement (not by the library).
    fn answer_lines(index: usize, answer: &Self::Answer) -> String;
}

/// The cases of the judge input `input` of problem `P`, one at a time, read by
/// [`Problem::read_case`] as [`Problem::CASE_COUNT`] counts them ([`crate::cases::cases`]):
/// a malformed case is an `Err` saying why, and the last item. Never panics; memory: one
/// case.
pub fn cases<'a, P: Problem>(
    input: &'a mut dyn BufRead,
) -> Box<dyn Iterator<Item = Result<P::Case, String>> + 'a> {
    crate::cases::cases(input, P::CASE_COUNT, P::read_case)
}

/// The judge's expected output for `cases` answered `answers`, case after case.
pub fn expected_output<P: Problem>(answers: &[P::Answer]) -> String {
    answers
        .iter()
        .enumerate()
        .map(|(i, answer)| P::answer_lines(i + 1, answer))
        .collect()
}

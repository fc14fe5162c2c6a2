//! What the tools know of a problem: the [`Problem`] trait every entry of the
//! [registry](crate::registry) implements.
//!
//! A problem is described twice, independently: by the reference solution of the
//! `grid-games` library (its binary's `run`, and its pure solver), and by the lab's own
//! reading of the statement (a parser built on proconio, a brute force that plays the game
//! from the rules, the answer lines written from the statement). The tests and
//! `cargo lab check` compare the two.

use crate::rng::Rng;
use crate::validate::Validator;
use grid_games::judge::Failure;
use std::fmt;
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
    /// not validate): `cargo lab gen list` marks it, `cargo lab check` runs it only with
    /// `--beyond`, its verdict reported apart.
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
        (self.write)(&mut Rng::new(seed), &mut bytes).expect("writing to memory");
        bytes
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

/// A malformed input, what the binary prints on stdout, and its one stderr line (without
/// the `<problem>: ` the binary writes before it): an input error and exit status 1, or,
/// for input answered whole that deserves a word (more after the last case), a warning
/// and exit status 0.
#[derive(Clone, Debug)]
pub struct Malformed {
    pub input: String,
    pub stdout: String,
    pub stderr: String,
    /// Whether the line is a warning (the answers stand, exit status 0).
    pub warning: bool,
}

impl Malformed {
    /// An input error.
    pub fn new(input: &str, stdout: &str, stderr: &str) -> Self {
        Malformed {
            input: input.to_string(),
            stdout: stdout.to_string(),
            stderr: stderr.to_string(),
            warning: false,
        }
    }

    /// An input answered whole, with a warning.
    pub fn warning(input: &str, stdout: &str, stderr: &str) -> Self {
        Malformed {
            warning: true,
            ..Malformed::new(input, stdout, stderr)
        }
    }
}

/// One problem, as the registry lists it.
pub trait Problem: Sized + 'static {
    /// One test case: what the generators draw and [`Problem::read_input`] parses.
    type Case: Clone + fmt::Debug + Send + Sync + 'static;
    /// The answer to one case, as the rules define it.
    type Answer: Clone + fmt::Debug + PartialEq + Send + 'static;

    /// The game of one case, played by `cargo lab play`.
    type Game: crate::play::Game;

    /// The binary's name: also its folder under `samples/` and its file under `submit/`.
    const NAME: &'static str;
    /// The original judge's limits.
    const JUDGE: Judge;
    /// The kinds of judge-size input, for `cargo lab gen` and the benchmarks.
    const KINDS: &'static [Kind];

    /// The reference solution: the binary's `run`, on an input in memory.
    fn run(input: &[u8], output: &mut Vec<u8>, warnings: &mut dyn Write) -> Result<(), Failure>;
    /// The reference answer of one case, from the library's pure solver.
    fn solve(case: &Self::Case) -> Self::Answer;
    /// The answer found by playing the game from the rules; `None` when the case is too
    /// large to search.
    fn brute_force(case: &Self::Case) -> Option<Self::Answer>;
    /// The statement's format and guarantees, checked on a streamed input
    /// (`cargo lab validate`, see [`crate::validate`]; each problem's `validate.rs`).
    const VALIDATOR: Validator;
    /// Whether the case keeps the statement's guarantees (a legal position, no number
    /// between two blank regions, hit points below 100...): its input validates.
    fn within_guarantee(case: &Self::Case) -> bool {
        crate::validate::within::<Self>(case)
    }

    /// A judge input holding `cases` (at most [`Judge::max_cases`] of them).
    fn write_input(cases: &[Self::Case]) -> String;
    /// The cases of a well-formed judge input, read with proconio (not our scanner);
    /// panics on a malformed one.
    fn read_input(input: &str) -> Vec<Self::Case>;
    /// The lines the judge expects for case `index` (1-based) answered `answer`, written
    /// from the statement (not by the library).
    fn answer_lines(index: usize, answer: &Self::Answer) -> String;

    /// Why the answer to `case` holds, in the terms of the library module's proof: the
    /// reasoning and its figures, the winning moves, the board (`cargo lab explain`, see
    /// [`crate::explain`]). Callable on any one case, e.g. a shrunk counterexample.
    fn explain(case: &Self::Case) -> crate::explain::Explanation<Self::Answer>;

    /// The game of `case`, ready to play from its start (`cargo lab play`, see
    /// [`crate::play`]); an `Err` says why the case cannot be played.
    fn play(case: &Self::Case) -> Result<Self::Game, String>;

    /// A random case small enough for the brute force.
    fn random_small(rng: &mut Rng) -> Self::Case;
    /// Every case up to a small size, in a fixed order (the exhaustive comparisons).
    fn every_small() -> Box<dyn Iterator<Item = Self::Case>>;
    /// Malformed inputs, each kind of breach once, with what the binary prints (warnings
    /// included).
    fn malformed() -> Vec<Malformed>;

    // What `cargo lab check` (crate::check) asks of a problem besides the above; each
    // problem's `shrink.rs` and `limits.rs` hold the answers.

    /// `case` in a few words for a reader: its size and what it holds ("a 3x4 board, 5
    /// stones of 9 HP in all").
    fn describe(case: &Self::Case) -> String;
    /// The measure [`Problem::shrink`] lowers: the cells of the board plus the problem's
    /// own count of what may be taken off it (hit points, mines, free cells, letters;
    /// ancient_go, always 9x9: its stones, then their distance from the corner). A
    /// `u128`, as hdu4101's hit points may add up past `u64`.
    fn size(case: &Self::Case) -> u128;
    /// The smaller variants of `case` a shrinking step tries, each of a smaller
    /// [`Problem::size`], those that cut most first (runs of rows or columns, see
    /// [`crate::variants::cuts`], then one cell made simpler). Some may break the
    /// guarantees; the caller filters them.
    fn shrink(case: &Self::Case) -> Box<dyn Iterator<Item = Self::Case>>;
    /// Cases at the statement's limits, each named: every dimension at its minimum and
    /// maximum, square and far from square, counts at 0 and at their maximum; all within
    /// the guarantees.
    fn at_limits(rng: &mut Rng) -> Vec<(String, Self::Case)>;
    /// Cases past the guarantees, each named after the decision of `docs/<problem>.md`
    /// it meets (sizes above the limits, repeated mines, illegal positions...).
    fn beyond_guarantees(rng: &mut Rng) -> Vec<(String, Self::Case)>;
}

/// The judge's expected output for `cases` answered `answers`, case after case.
pub fn expected_output<P: Problem>(answers: &[P::Answer]) -> String {
    answers
        .iter()
        .enumerate()
        .map(|(i, answer)| P::answer_lines(i + 1, answer))
        .collect()
}

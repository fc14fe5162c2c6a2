//! `cargo lab explain`: the moves each explanation lists are exactly the winning ones (the
//! brute forces play each move and search the rest: [`moves`]), loj6033's proof
//! matchings are maximum and miss their cells, nowcoder_grid's strategies force their
//! outcomes against every reply ([`proofs`]), the text and the JSON objects are what the
//! pages show ([`text`], [`json`]), the SVGs are well-formed and small ([`svg`]), and the
//! command line answers as the binary and fails like it ([`command`]).

mod command;
mod json;
mod moves;
mod proofs;
mod svg;
mod text;

use crate::support::repository;
use lab::check::Check;
use lab::explain::{explain_case, explain_input, Explain, Options, Report};
use lab::rng::Rng;
use lab::validate::Validate;
use libtest_mimic::Trial;

pub fn trials() -> Vec<Trial> {
    [
        command::trials(),
        json::trials(),
        moves::trials(),
        proofs::trials(),
        svg::trials(),
        text::trials(),
    ]
    .into_iter()
    .flatten()
    .collect()
}

pub fn each<P: Check + Explain>() -> Vec<Trial> {
    [
        command::each::<P>(),
        json::each::<P>(),
        svg::each::<P>(),
        text::each::<P>(),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// Random small boards per problem whose moves are checked against the brute force.
const BOARDS: usize = 1_000;

/// Random small cases of `P` (its registry generator, seeded) that `keep`, `BOARDS` of
/// them.
pub fn small_cases<P: Check>(seed: u64, keep: impl Fn(&P::Case) -> bool) -> Vec<P::Case> {
    let mut rng = Rng::new(seed);
    let mut cases = Vec::new();
    for _ in 0..20 * BOARDS {
        let case = P::random_small(&mut rng);
        if keep(&case) {
            cases.push(case);
            if cases.len() == BOARDS {
                return cases;
            }
        }
    }
    panic!("only {} of {} cases kept", cases.len(), 20 * BOARDS);
}

pub fn report<P: Explain>(case: &P::Case) -> Report {
    explain_case::<P>(1, case).unwrap_or_else(|e| panic!("{e}"))
}

pub fn input_of<P: Explain>(case: &P::Case) -> String {
    P::write_input(std::slice::from_ref(case))
}

/// The JSON object of a report.
pub fn json(report: &Report) -> serde_json::Value {
    serde_json::from_str(&report.json()).expect("valid JSON")
}

/// A cell as `[row, col]`.
pub type Cell = [usize; 2];

/// A JSON pair `[r, c]`.
pub fn one_cell(value: &serde_json::Value) -> Cell {
    let pair = value.as_array().expect("a pair");
    [0, 1].map(|i| pair[i].as_u64().expect("a coordinate") as usize)
}

/// `[r, c]` pairs of a JSON array.
pub fn cells(value: &serde_json::Value) -> Vec<Cell> {
    let pairs = value.as_array().expect("an array");
    pairs.iter().map(one_cell).collect()
}

/// What `cargo lab explain <problem>` prints with `options` for `docs/explain/<problem>.in`.
pub fn explained<P: Explain + Validate>(options: &Options) -> String {
    let repository = repository();
    let input = std::fs::read(repository.join(format!("docs/explain/{}.in", P::NAME)))
        .expect("the input of the explanation");
    let mut printed = Vec::new();
    explain_input::<P>(&mut input.as_slice(), options, &mut printed)
        .unwrap_or_else(|_| panic!("{}: the input explains", P::NAME));
    String::from_utf8(printed).expect("UTF-8")
}

//! The lab's reader of cases, [`lab::problem::cases`]: it reads what `P::read_input` reads
//! on every sample, generated input and layout, whatever pieces the input comes in; it
//! reads back what `P::write_input` writes; on the catalogue of malformed inputs it gives
//! exactly the cases the binary answers, then an `Err`; and it never panics, whatever the
//! bytes (random ones, mutants of the samples, headers announcing 10^18 cases or boards
//! of 10^18 cells), each `Err` ending the iteration.

use crate::robustness::{layouts, mutate};
use crate::support::{generated, own, samples};
use lab::check::Check;
use lab::problem::cases;
use lab::problem::Problem;
use lab::rng::Rng;
use libtest_mimic::Trial;
use std::io::{self, BufRead, Read};
use std::time::{Duration, Instant};

pub fn each<P: Check>() -> Vec<Trial> {
    each![P:
        cases_are_what_read_input_reads_in_any_pieces,
        cases_read_back_what_write_input_writes,
        cases_are_the_ones_the_binary_answers_on_the_malformed_catalogue,
        random_bytes_and_mutants_never_panic,
        hostile_headers_are_refused_at_once,
    ]
}

/// An input handed out in pieces of 1 to 7 bytes, so that tokens and line ends are split
/// across reads. Invariant: `piece <= rest.len()` bytes are on offer.
struct Pieces<'a> {
    rest: &'a [u8],
    piece: usize,
    rng: Rng,
}

impl<'a> Pieces<'a> {
    fn new(input: &'a [u8], seed: u64) -> Self {
        Pieces {
            rest: input,
            piece: 0,
            rng: Rng::new(seed),
        }
    }
}

impl Read for Pieces<'_> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        let piece = self.fill_buf()?;
        let n = piece.len().min(out.len());
        out[..n].copy_from_slice(&piece[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Pieces<'_> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.piece == 0 {
            self.piece = self.rng.range(1, 7).min(self.rest.len());
        }
        Ok(&self.rest[..self.piece])
    }

    fn consume(&mut self, n: usize) {
        self.rest = &self.rest[n..];
        self.piece -= n;
    }
}

/// Every item `cases` gives on `input` handed out in pieces: the cases read, then the
/// `Err` that ended them, if any (checked to be the last item).
fn read<P: Problem>(input: &[u8], seed: u64) -> (Vec<P::Case>, Option<String>) {
    let mut pieces = Pieces::new(input, seed);
    let mut items = cases::<P>(&mut pieces);
    let mut read = Vec::new();
    for item in items.by_ref() {
        match item {
            Ok(case) => read.push(case),
            Err(why) => {
                assert!(items.next().is_none(), "an item after the error {why:?}");
                return (read, Some(why));
            }
        }
    }
    (read, None)
}

/// Every sample, in every layout the binaries read alike, and every generated input (not
/// the large ones) give `P::read_input`'s cases.
fn cases_are_what_read_input_reads_in_any_pieces<P: Check>() {
    // Each input, named, with the input whose `read_input` it must read as.
    let mut inputs: Vec<(String, String, String)> = Vec::new();
    for sample in samples(P::NAME) {
        let (name, input) = (sample.name.to_string(), sample.input.to_string());
        inputs.push((name.clone(), input.clone(), input.clone()));
        for (layout, variant) in layouts(sample.input) {
            inputs.push((format!("{name} with {layout}"), variant, input.clone()));
        }
    }
    for kind in P::KINDS.iter().filter(|k| !k.large) {
        let input = String::from_utf8(generated::<P>(kind).0.clone()).expect("ASCII");
        inputs.push((kind.name.to_string(), input.clone(), input));
    }
    for (seed, (name, input, source)) in (0..).zip(&inputs) {
        let (read, error) = read::<P>(input.as_bytes(), seed);
        assert_eq!(error, None, "{} {name}", P::NAME);
        let whole = P::read_input(source);
        assert_eq!(
            format!("{read:?}"),
            format!("{whole:?}"),
            "{} {name}",
            P::NAME
        );
    }
}

/// 1,000 random small cases, written by `P::write_input` (as many to an input as the
/// judge allows, up to 3), read back the same.
fn cases_read_back_what_write_input_writes<P: Check>() {
    let mut rng = Rng::new(33 + P::NAME.len() as u64);
    let mut left = 1_000;
    while left > 0 {
        let count = rng.range(1, 3.min(P::JUDGE.max_cases)).min(left);
        let written: Vec<P::Case> = (0..count).map(|_| P::random_small(&mut rng)).collect();
        let input = P::write_input(&written);
        let (read, error) = read::<P>(input.as_bytes(), left as u64);
        assert_eq!(error, None, "{} on {input:?}", P::NAME);
        assert_eq!(format!("{read:?}"), format!("{written:?}"), "{}", P::NAME);
        left -= count;
    }
}

/// On each malformed input of the catalogue: the cases read are the ones the binary
/// answers (their answer lines are its output), then an `Err`; an input answered whole
/// with a warning is read whole.
fn cases_are_the_ones_the_binary_answers_on_the_malformed_catalogue<P: Check>() {
    for bad in (own(P::NAME).malformed)() {
        let (read, error) = read::<P>(bad.input.as_bytes(), 1);
        let answers: String = (1..)
            .zip(&read)
            .map(|(i, case)| P::answer_lines(i, &P::solve(case)))
            .collect();
        assert_eq!(answers, bad.stdout, "{} on {:?}", P::NAME, bad.input);
        assert_eq!(
            error.is_none(),
            bad.warning,
            "{} on {:?}",
            P::NAME,
            bad.input
        );
    }
}

/// 3,000 random byte strings (any byte, or the bytes of the formats) and 3,000 mutants of
/// the samples: read to their end or their `Err`, never a panic (a panic fails the test).
fn random_bytes_and_mutants_never_panic<P: Check>() {
    const FORMAT_BYTES: &[u8] = b"0123456789-+ \n\r\t\x0b\x0c.#xoAB";
    let mut rng = Rng::new(71 + P::NAME.len() as u64);
    let seeds: Vec<&[u8]> = samples(P::NAME)
        .iter()
        .map(|s| s.input.as_bytes())
        .collect();
    for i in 0..3_000 {
        let len = rng.range(0, 80);
        let byte = |rng: &mut Rng| match i % 2 {
            0 => rng.below(256) as u8,
            _ => FORMAT_BYTES[rng.range(0, FORMAT_BYTES.len() - 1)],
        };
        let random: Vec<u8> = (0..len).map(|_| byte(&mut rng)).collect();
        read::<P>(&random, i);
        let mutant = mutate(seeds[rng.range(0, seeds.len() - 1)], &mut rng);
        read::<P>(&mutant, i);
    }
}

/// Headers announcing 10^18 cases, boards of 10^9 x 10^9 cells or 10^18 mines, sizes
/// past every type, and then little or no data: each an `Err` at once (nothing is
/// allocated from a size before its data arrives, which an allocation of that size would
/// abort or take long to do).
fn hostile_headers_are_refused_at_once<P: Check>() {
    const HOSTILE: &[&str] = &[
        "1000000000000000000\n",
        "1000000000000000000\n1000000000 1000000000 1000000000000000000\n0 0\n",
        "1\n1000000000 1000000000 1000000000000000000\n0 0\n",
        "1\n1 1 1000000000000000000\n0 0\n",
        "1000000000 1000000000\n",
        "1000000000 1000000000\n..\n",
        "1\n1000000000 1000000000\nAB.\n",
        "1\n1 1000000000\n",
        "1 1000000000\n-1 0 0\n",
        "1 4000000000\n",
        "18446744073709551615 18446744073709551615 18446744073709551615\n",
        "1\n18446744073709551615 18446744073709551615 18446744073709551615\n",
        "99999999999999999999999999999999 99999999999999999999999999999\n",
        "-1 -1\n",
        "1\n0 0 0\n",
    ];
    for header in HOSTILE {
        let started = Instant::now();
        let (_, error) = read::<P>(header.as_bytes(), 1);
        assert!(error.is_some(), "{} read {header:?} whole", P::NAME);
        let took = started.elapsed();
        assert!(
            took < Duration::from_secs(1),
            "{}: {header:?} took {took:?}",
            P::NAME
        );
    }
}

//! Inputs opened by their links (`index.html#problem=<name>&input=<base64url>`): each
//! case's `data-answer` is the lines the binary prints for it, `#error` the binary's
//! line, `#violation` the validator's, `#warnings` the binary's warnings; a malformed
//! input shows the cases before the malformed one; and the page answers the next link.

use super::expected::{compare, expected};
use super::page::{with_page, Page};
use crate::support::{beyond_guarantees, own, samples, Malformed};
use lab::check::Check;
use lab::explain::Explain;
use lab::play::Play;
use lab::rng::Rng;
use libtest_mimic::Trial;

pub fn each<P: Check + Explain + Play>() -> Vec<Trial> {
    each![P:
        every_sample_opened_by_its_link_shows_the_binarys_answers,
        random_valid_inputs_opened_by_their_links_show_the_binarys_answers,
        malformed_inputs_show_the_binarys_line_and_the_cases_before,
        an_input_past_the_guarantees_shows_the_validators_line,
    ]
}

/// Opens `input` by its link (a new document if `fresh`) and checks what the page shows
/// against what the engines derive.
pub fn check_input<P: Check>(page: &Page, input: &[u8], fresh: bool) -> Result<(), String> {
    let shown = page.open_link(P::NAME, input, fresh)?;
    compare(&shown, &expected::<P>(input)).map_err(|wrong| {
        let text = String::from_utf8_lossy(input);
        let what = format!("{} input {text:?}:\n{wrong}", P::NAME);
        page.failure(&what)
    })
}

/// Opens a sample of `P` by a change of the page's link (the first whose link is not the
/// page's address already): the same document still answers.
pub fn a_sample_still_opens<P: Check>(page: &Page) -> Result<(), String> {
    let here = page.eval("location.href")?;
    let samples = samples(P::NAME);
    let sample = samples
        .iter()
        .find(|s| {
            let link = page.link(P::NAME, &super::base64::url(s.input.as_bytes()), false);
            here.as_str() != Some(link.as_str())
        })
        .unwrap_or(&samples[0]);
    check_input::<P>(page, sample.input.as_bytes(), false)
        .map_err(|e| format!("the sample {} after it: {e}", sample.name))
}

/// `checked` (what the page showed of an input), then whether a sample still opens after
/// it ([`a_sample_still_opens`]): the failures of both, if any.
pub fn then_a_sample_opens<P: Check>(
    page: &Page,
    checked: Result<(), String>,
) -> Result<(), String> {
    match (checked, a_sample_still_opens::<P>(page)) {
        (Ok(()), after) => after,
        (Err(wrong), Ok(())) => Err(format!("{wrong}\n(a sample still opens after it)")),
        (Err(wrong), Err(after)) => Err(format!("{wrong}\n{after}")),
    }
}

/// Every sample of `P`, opened by its link (the first in a new page, the others by a
/// change of its link): answers, error, violation and warnings as the engines derive
/// them. The milliseconds from the link opened to case 1 explained go to stderr.
fn every_sample_opened_by_its_link_shows_the_binarys_answers<P: Check>() -> Result<(), String> {
    with_page(|page| {
        for (i, sample) in samples(P::NAME).iter().enumerate() {
            let started = std::time::Instant::now();
            check_input::<P>(page, sample.input.as_bytes(), i == 0)
                .map_err(|e| format!("sample {}: {e}", sample.name))?;
            let explained =
                page.eval("document.querySelector('section.case')?.dataset.explained")?;
            eprintln!(
                "web: {} sample {}{}: answered and explained {:?} after the link, case 1 explained in {} ms",
                P::NAME,
                sample.name,
                if i == 0 { " (a new page)" } else { "" },
                started.elapsed(),
                explained.as_str().unwrap_or("?")
            );
        }
        Ok(())
    })
}

/// Random inputs per problem (seeded).
const RANDOM_INPUTS: u64 = 3;
/// The most cases of a random input.
const RANDOM_CASES: usize = 4;

/// An input of up to [`RANDOM_CASES`] random small cases of `P` within the guarantees,
/// drawn from `seed`.
fn random_input<P: Check>(seed: u64) -> String {
    let mut rng = Rng::new(seed);
    let count = RANDOM_CASES.min(P::JUDGE.max_cases);
    let cases: Vec<P::Case> = std::iter::repeat_with(|| P::random_small(&mut rng))
        .filter(P::within_guarantee)
        .take(count)
        .collect();
    P::write_input(&cases)
}

/// [`RANDOM_INPUTS`] random valid inputs of `P` opened by their links, as the samples.
fn random_valid_inputs_opened_by_their_links_show_the_binarys_answers<P: Check>(
) -> Result<(), String> {
    with_page(|page| {
        for seed in 1..=RANDOM_INPUTS {
            let input = random_input::<P>(seed);
            check_input::<P>(page, input.as_bytes(), false)?;
        }
        Ok(())
    })
}

/// The entries of `P`'s catalogue of malformed inputs the page is tried on: its first,
/// middle and last input errors, and its last warning.
fn chosen_malformed(name: &str) -> Vec<Malformed> {
    let all = (own(name).malformed)();
    let errors: Vec<&Malformed> = all.iter().filter(|m| !m.warning).collect();
    let mut chosen = vec![
        errors[0],
        errors[errors.len() / 2],
        errors[errors.len() - 1],
    ];
    chosen.extend(all.iter().rfind(|m| m.warning));
    chosen.dedup_by_key(|m| m.input.clone());
    chosen.into_iter().cloned().collect()
}

/// Entries of `P`'s catalogue of malformed inputs opened by their links: `#error` (or
/// the warning) is the catalogue's line, `<problem>: <line>`; `#violation` the
/// validator's; the cases before the malformed one answered; then a sample still opens.
fn malformed_inputs_show_the_binarys_line_and_the_cases_before<P: Check>() -> Result<(), String> {
    with_page(|page| {
        for malformed in chosen_malformed(P::NAME) {
            let expected = expected::<P>(malformed.input.as_bytes());
            let line = format!("{}: {}", P::NAME, malformed.stderr);
            let binary = match malformed.warning {
                true => expected.warnings.last().cloned().unwrap_or_default(),
                false => expected.error.clone(),
            };
            assert_eq!(binary, line, "the catalogue's line is the binary's");
            let checked = check_input::<P>(page, malformed.input.as_bytes(), false);
            then_a_sample_opens::<P>(page, checked)?;
        }
        Ok(())
    })
}

/// A random valid case, then the first of `P`'s cases past the guarantees (alone for a
/// problem of one case), opened by its link: every case answered, `#violation` the
/// validator's line; then a sample still opens.
fn an_input_past_the_guarantees_shows_the_validators_line<P: Check>() -> Result<(), String> {
    let mut rng = Rng::new(7);
    let (name, beyond) = beyond_guarantees::<P>(&mut rng).swap_remove(0);
    let mut cases: Vec<P::Case> = std::iter::repeat_with(|| P::random_small(&mut rng))
        .filter(P::within_guarantee)
        .take((P::JUDGE.max_cases > 1).into())
        .collect();
    cases.push(beyond);
    let input = P::write_input(&cases);
    let violation = expected::<P>(input.as_bytes()).violation;
    assert!(!violation.is_empty(), "{name}: the validator refuses it");
    with_page(|page| {
        let checked = check_input::<P>(page, input.as_bytes(), false);
        then_a_sample_opens::<P>(page, checked.map_err(|e| format!("{name}: {e}")))
    })
}

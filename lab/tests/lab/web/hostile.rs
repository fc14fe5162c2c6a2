//! Hostile inputs: a link whose base64url is cut short or holds junk gets the status
//! line of an error; a header asking for 10^9 x 10^9 cells followed by megabytes of
//! garbage, pasted, gets the binary's line; and after each the page still answers (the
//! tab neither froze nor crashed).

use super::answers::{a_sample_still_opens, then_a_sample_opens};
use super::expected::{compare, expected};
use super::page::with_page;
use crate::support::samples;
use lab::check::Check;
use lab::explain::Explain;
use lab::play::Play;
use lab::rng::Rng;
use libtest_mimic::Trial;

pub fn trials() -> Vec<Trial> {
    trials![a_link_naming_no_problem_is_an_error_line]
}

pub fn each<P: Check + Explain + Play>() -> Vec<Trial> {
    each![P:
        a_link_cut_short_or_of_junk_is_an_error_line,
        a_huge_header_and_megabytes_of_garbage_get_the_binarys_line,
    ]
}

/// The link of `P`'s first sample cut to one character past a multiple of 4 (no
/// base64url is that long), and links of junk characters: each sets the status line's
/// state to `error` with a line saying so and shows no case; then a sample still opens.
fn a_link_cut_short_or_of_junk_is_an_error_line<P: Check>() -> Result<(), String> {
    let whole = super::base64::url(samples(P::NAME)[0].input.as_bytes());
    let cut = &whole[..(whole.len() - 1) / 4 * 4 + 1];
    with_page(|page| {
        for encoded in [cut, "@@%20!!", "ab$c", "Zm9v+/8="] {
            let shown = page.open_address(&page.link(P::NAME, encoded, false))?;
            let refused = shown.state == "error" && !shown.status.is_empty();
            if !refused || !shown.cases.is_empty() {
                return Err(page.failure(&format!("the input `{encoded}` shows {shown:?}")));
            }
            a_sample_still_opens::<P>(page)?;
        }
        Ok(())
    })
}

/// A link naming no problem sets the status line's state to `error`, and the page
/// answers the next link.
fn a_link_naming_no_problem_is_an_error_line() -> Result<(), String> {
    type First = lab::problems::ancient_go::AncientGo;
    with_page(|page| {
        let shown = page.open_address(&page.link("no-such-problem", "MQo", true))?;
        if shown.state != "error" || !shown.status.contains("no-such-problem") {
            return Err(page.failure(&format!("a link naming no problem shows {shown:?}")));
        }
        a_sample_still_opens::<First>(page)
    })
}

/// The start of an input of `problem` asking for 10^9 x 10^9 cells (ancient_go's boards
/// are 9 x 9: 10^9 of them), as its format writes it.
fn huge_header(problem: &str) -> &'static str {
    match problem {
        "ancient_go" => "1000000000\n",
        "hdu4101" | "loj6033" => "1000000000 1000000000\n",
        "hdu4678" => "1\n1000000000 1000000000 1000000000000000000\n",
        "nowcoder_grid" => "1\n1000000000 1000000000\n",
        other => panic!("no huge header written for {other}: add one here"),
    }
}

/// The bytes of garbage pasted after the header.
const GARBAGE: usize = 4 << 20;

/// `len` bytes of garbage: tokens of the problems' alphabets and digits, of random
/// lengths, between spaces and line ends.
fn garbage(len: usize, rng: &mut Rng) -> String {
    const ALPHABET: &[u8] = b"0123456789.#xoXBA-+ \n";
    let bytes = (0..len).map(|_| ALPHABET[rng.below(ALPHABET.len() as u64) as usize]);
    bytes.map(char::from).collect()
}

/// [`huge_header`] then 4 MB of garbage, written to a file and opened by the page's
/// `#file` (as a user picks a file; a paste of 4 MB is seconds of the text area's
/// layout, not the page's work): the page shows the binary's error line (as the engines
/// derive it) and the validator's, no case; then a sample still opens.
fn a_huge_header_and_megabytes_of_garbage_get_the_binarys_line<P: Check>() -> Result<(), String> {
    let input = format!(
        "{}{}",
        huge_header(P::NAME),
        garbage(GARBAGE, &mut Rng::new(3))
    );
    let expected = expected::<P>(input.as_bytes());
    assert!(!expected.error.is_empty(), "the binary refuses it");
    let site = super::site::site()?;
    let file = site.folder.join(format!("garbage-{}.in", P::NAME));
    std::fs::write(&file, &input).map_err(|e| format!("{}: {e}", file.display()))?;
    let outcome = with_page(|page| {
        page.ensure_loaded()?;
        page.click(&format!("nav button[data-problem=\"{}\"]", P::NAME))?;
        page.mark_stale()?;
        let started = std::time::Instant::now();
        page.type_into("#file", &file.display().to_string())?;
        let shown = page.settled()?;
        eprintln!(
            "web: {} the huge header and {GARBAGE} bytes of garbage answered in {:?}",
            P::NAME,
            started.elapsed()
        );
        let compared = compare(&shown, &expected).map_err(|wrong| page.failure(&wrong));
        then_a_sample_opens::<P>(page, compared)
    });
    let _ = std::fs::remove_file(&file);
    outcome
}

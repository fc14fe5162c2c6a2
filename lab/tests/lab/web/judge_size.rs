//! The site at its limits: its size and origin (built first, by the first trial), and
//! per problem the largest input the page offers, generated through its own controls
//! (the problem's tab, `#kind`, `#seed`, `#generate`), explained, drawn and played. The
//! times go to stderr (`--nocapture`), for docs/web.md's figures.

use super::games::Played;
use super::page::{with_page, Page, PATIENCE};
use super::site::site;
use crate::support::generated;
use lab::check::Check;
use lab::explain::Explain;
use lab::play::{Game, Play, Side};
use lab::problem::{Kind, Problem};
use lab::problems::hdu4678::Hdu4678;
use libtest_mimic::Trial;
use std::time::{Duration, Instant};

pub fn trials() -> Vec<Trial> {
    trials![hdu4678_the_largest_kind_offered_is_of_1000_by_1000_boards]
}

pub fn each<P: Check + Explain + Play>() -> Vec<Trial> {
    each![P: the_largest_kind_offered_is_generated_explained_drawn_and_played]
}

/// The most bytes the whole site may have.
const MOST_BYTES: u64 = 1 << 20;

/// The site `cargo lab web` builds: the six files it prints, each of the size it prints,
/// together its total and at most 1 MiB; no page, script or style names another origin
/// (the SVG namespace aside); and a page loaded from it has fetched nothing from another
/// origin (`performance.getEntriesByType('resource')`).
pub fn builds_within_one_mebibyte_from_this_origin_alone() -> Result<(), String> {
    let started = Instant::now();
    let site = site()?;
    eprintln!("web: the site built and served in {:?}", started.elapsed());
    let mut names: Vec<String> = site.files.iter().map(|(path, _)| file_name(path)).collect();
    names.sort();
    let mut expected: Vec<String> = lab::web::SITE.iter().map(|s| s.to_string()).collect();
    expected.extend(["web.js".to_string(), "web_bg.wasm".to_string()]);
    expected.sort();
    assert_eq!(names, expected, "the files of the site");
    for (path, size) in &site.files {
        let on_disk = std::fs::metadata(path).map_err(|e| format!("{}: {e}", path.display()))?;
        assert_eq!(on_disk.len(), *size, "{}", path.display());
        let text = std::fs::read(path).map_err(|e| e.to_string())?;
        if path.extension().is_none_or(|e| e != "wasm") {
            no_other_origin(&file_name(path), &String::from_utf8_lossy(&text))?;
        }
    }
    let sum: u64 = site.files.iter().map(|(_, size)| size).sum();
    assert_eq!(sum, site.total, "the total printed");
    eprintln!("web: the site is {} bytes", site.total);
    if site.total > MOST_BYTES {
        return Err(format!("the site is {} bytes, over 1 MiB", site.total));
    }
    with_page(loads_from_its_origin_alone)
}

/// The name of the file at `path`.
fn file_name(path: &std::path::Path) -> String {
    path.file_name()
        .map_or(String::new(), |n| n.to_string_lossy().into_owned())
}

/// That `text` (of the file `name`) names no address of another origin: no `http://`
/// or `https://` but the SVG namespace, no `//host` in a `src` or `href`.
fn no_other_origin(name: &str, text: &str) -> Result<(), String> {
    let namespace = "http://www.w3.org/2000/svg";
    let cleaned = text.replace(namespace, "");
    let found = ["http://", "https://", "src=\"//", "href=\"//", "url(//"]
        .iter()
        .find(|address| cleaned.contains(*address));
    match found {
        Some(address) => Err(format!("{name} names `{address}...`")),
        None => Ok(()),
    }
}

/// A page of the site, a sample opened (so that the engines loaded): every resource it
/// fetched is of its own origin.
fn loads_from_its_origin_alone(page: &Page) -> Result<(), String> {
    type First = lab::problems::ancient_go::AncientGo;
    let sample = crate::support::samples(First::NAME)[0];
    page.open_link(First::NAME, sample.input.as_bytes(), true)?;
    let others = page.eval(
        "performance.getEntriesByType('resource').map((e) => e.name)
           .filter((name) => new URL(name).origin !== location.origin)",
    )?;
    match others.as_array().is_some_and(Vec::is_empty) {
        true => Ok(()),
        false => Err(format!("resources of another origin: {others}")),
    }
}

/// The kind of `P` the page offers (not `large`) whose input drawn from seed 1 is the
/// longest.
fn largest_kind<P: Problem>() -> &'static Kind {
    let offered = P::KINDS.iter().filter(|kind| !kind.large);
    offered
        .max_by_key(|kind| generated::<P>(kind).0.len())
        .expect("a kind the page offers")
}

/// The largest kind the page offers for hdu4678 ([`largest_kind`], the one its
/// `the_largest_kind_offered_...` trial opens) is of the judge's largest boards, 1000 x
/// 1000, mines included.
fn hdu4678_the_largest_kind_offered_is_of_1000_by_1000_boards() {
    let kind = largest_kind::<Hdu4678>();
    let first = &generated::<Hdu4678>(kind).1[0];
    assert_eq!((first.rows, first.cols), (1000, 1000), "{}", kind.name);
    assert!(!first.mines.is_empty(), "{}", kind.name);
}

/// Through the page's controls, [`largest_kind`] of `P` from seed 1: case 1 is answered
/// as the binary answers it, explained, and its picture drawn at the board's size. Then
/// case 1 alone, opened by its link (which also stops the page explaining the other
/// cases of the input): its game from the first side, whose first move is answered (the
/// engine's reply mirrored). Times on stderr.
fn the_largest_kind_offered_is_generated_explained_drawn_and_played<P: Check + Play>(
) -> Result<(), String> {
    let kind = largest_kind::<P>();
    let generated = generated::<P>(kind);
    let case = &generated.1[0];
    let answer = P::answer_lines(1, &P::solve(case));
    let game = P::play(case).map_err(|e| format!("case 1 of {}: {e}", kind.name))?;
    let picture = game.picture();
    let size = format!("0 0 {} {}", picture.cols(), picture.rows());
    let alone = P::write_input(std::slice::from_ref(case));
    with_page(|page| {
        let explained = generate(page, P::NAME, kind.name)?;
        let shown = page.eval(
            "(() => { const s = document.getElementById('case-1');
               return [s.dataset.answer, s.querySelector('figure svg svg')?.getAttribute('viewBox')]; })()",
        )?;
        let expected = serde_json::json!([answer, size]);
        if shown != expected {
            return Err(page.failure(&format!("case 1 shows {shown}, expected {expected}")));
        }
        let started = Instant::now();
        let opened = page.open_link(P::NAME, alone.as_bytes(), false)?;
        let by_link = started.elapsed();
        if opened.cases != [("1".to_string(), answer)] {
            return Err(page.failure(&format!("case 1 alone, by its link: {opened:?}")));
        }
        let answered = first_move_answered::<P>(page, game)?;
        eprintln!(
            "web: {} {} seed 1 ({} bytes, case 1 a {}x{} board): case 1 explained and drawn in \
             {explained} ms; case 1 alone ({} bytes) by its link, answered and explained in \
             {by_link:?}; its first move answered in {answered:?}",
            P::NAME,
            kind.name,
            generated.0.len(),
            picture.rows(),
            picture.cols(),
            alone.len(),
        );
        Ok(())
    })
}

/// Generates `kind` of `problem` from seed 1 through the page's controls; the
/// milliseconds case 1 took to be explained and drawn (its `data-explained`).
fn generate(page: &Page, problem: &str, kind: &str) -> Result<String, String> {
    page.ensure_loaded()?;
    page.click(&format!("nav button[data-problem=\"{problem}\"]"))?;
    page.click(&format!("#kind option[value=\"{kind}\"]"))?;
    let seed = page.find("#seed")?;
    page.browser.clear(&seed)?;
    page.browser.type_into(&seed, "1")?;
    page.click("#generate")?;
    let explained = page.wait_for(
        "case 1 explained",
        "document.querySelector('#case-1[data-explained]')?.dataset.explained",
        PATIENCE,
    )?;
    Ok(explained.as_str().unwrap_or("?").to_string())
}

/// Starts the game of case 1 from the first side and plays one best move typed: the
/// time from Enter to the page's answer (the engine's reply, mirrored, if the game goes
/// on).
fn first_move_answered<P: Play>(page: &Page, game: P::Game) -> Result<Duration, String> {
    let mut played = Played::start_here(page, 1, game, Side::First)?;
    let best = played.position().best_moves()[0].clone();
    let started = Instant::now();
    played.play_typed(&best)?;
    Ok(started.elapsed())
}

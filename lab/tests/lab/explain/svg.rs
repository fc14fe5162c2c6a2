//! The SVG pictures of `cargo lab explain`: well-formed, small (their size grows with the
//! runs of equal cells, not with the cells), and the committed ones of docs/explain/ what
//! the command draws now.

use super::report;
use crate::support::{generated, repository, samples};
use lab::check::Check;
use lab::explain::{explain_case, Explain, Report};
use lab::problems::hdu4678::Hdu4678;
use lab::rng::Rng;
use libtest_mimic::Trial;

pub fn trials() -> Vec<Trial> {
    trials![svgs_of_1000_by_1000_minefields_are_well_formed_and_grow_with_the_runs]
}

pub fn each<P: Check + Explain>() -> Vec<Trial> {
    each![P:
        svgs_of_every_sample_are_well_formed_and_small,
        svgs_of_judge_size_boards_are_well_formed_and_grow_with_the_runs,
        the_committed_pictures_are_what_the_command_draws,
    ]
}

/// The most bytes of the picture of a sample.
const SAMPLE_BYTES: usize = 1 << 20;
/// The most bytes of the picture of a judge-size board: a few megabytes for the largest,
/// hdu4678's 1000 x 1000 boards with a tenth of their cells mines, whose runs are short
/// (see `lab::explain::svg`; docs/explain.md gives 3.3 MB at most).
const JUDGE_SIZE_BYTES: usize = 4 << 20;

/// Checks that `svg` is a well-formed SVG document of at most `limit` bytes, drawn in
/// vectors only (no `<image>`).
fn check_svg(svg: &str, limit: usize, what: &str) {
    let document = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(document.root_element().tag_name().name(), "svg", "{what}");
    assert!(svg.len() <= limit, "{what}: {} bytes", svg.len());
    let images = document.descendants().filter(|n| n.has_tag_name("image"));
    assert_eq!(images.count(), 0, "{what}: an image");
}

/// The size of an SVG grows with the runs of equal cells, not with the cells.
fn check_svg_grows_with_runs(report: &Report, svg: &str, what: &str) {
    let picture = &report.explanation.picture;
    let links: usize = picture.links.iter().map(|l| l.pairs.len()).sum();
    let steps: usize = picture.walks.iter().map(|w| w.steps.len()).sum();
    let glyphs = match picture.svg_glyphs() {
        true => picture.rows() * picture.cols(),
        false => 0,
    };
    let parts = picture.runs().len() + picture.move_runs().len() + links + steps + glyphs;
    let bound = 8_000 + 20 * (picture.rows() + picture.cols()) + 90 * parts;
    assert!(
        svg.len() <= bound,
        "{what}: {} bytes for {parts} runs",
        svg.len()
    );
}

fn svgs_of_every_sample_are_well_formed_and_small<P: Explain>() {
    for sample in samples(P::NAME) {
        for (i, case) in (1..).zip(P::read_input(sample.input)) {
            let report = explain_case::<P>(i, &case).expect("an explanation");
            let what = format!("{} {} case {i}", P::NAME, sample.name);
            let svg = report.svg();
            check_svg(&svg, SAMPLE_BYTES, &what);
            check_svg_grows_with_runs(&report, &svg, &what);
        }
    }
}

/// The first case of every kind of judge-size input the tests generate (9x9, 300x300,
/// 1000x1000, 100x100 and 500x500 boards): a well-formed SVG of at most
/// [`JUDGE_SIZE_BYTES`] that grows with its runs.
fn svgs_of_judge_size_boards_are_well_formed_and_grow_with_the_runs<P: Explain>() {
    for kind in P::KINDS.iter().filter(|k| !k.large) {
        let cases = &generated::<P>(kind).1;
        let report = explain_case::<P>(1, &cases[0]).expect("an explanation");
        let what = format!("{} {} case 1", P::NAME, kind.name);
        let svg = report.svg();
        check_svg_grows_with_runs(&report, &svg, &what);
        check_svg(&svg, JUDGE_SIZE_BYTES, &what);
    }
}

/// 1000 x 1000 hdu4678 boards whose cells are mines with probability 1/10, the
/// statement's guarantee not kept: their SVGs are well-formed and grow with their runs,
/// and the first board has many winning clicks.
fn svgs_of_1000_by_1000_minefields_are_well_formed_and_grow_with_the_runs() {
    let mut rng = Rng::new(4678);
    let mut moves = Vec::new();
    for board in 1..=2 {
        let mines: Vec<(usize, usize)> = itertools::iproduct!(0..1000, 0..1000)
            .filter(|_| rng.below(10) == 0)
            .collect();
        let case = lab::problems::hdu4678::Case {
            rows: 1000,
            cols: 1000,
            mines,
        };
        let report = report::<Hdu4678>(&case);
        let what = format!("minefield {board}");
        let svg = report.svg();
        check_svg_grows_with_runs(&report, &svg, &what);
        check_svg(&svg, JUDGE_SIZE_BYTES, &what);
        moves.push(report.explanation.moves.len());
    }
    assert!(moves[0] > 1_000, "winning clicks per board: {moves:?}");
}

/// The pictures each problem's page shows, `docs/explain/<problem>/case-1.svg`, are what
/// `cargo lab explain <problem> --svg docs/explain/<problem> < docs/explain/<problem>.in`
/// writes now (after changing the drawing, run that again).
fn the_committed_pictures_are_what_the_command_draws<P: Explain>() {
    let docs = repository().join("docs/explain");
    let input = std::fs::read_to_string(docs.join(format!("{}.in", P::NAME)))
        .expect("the input of the picture");
    let cases = P::read_input(&input);
    assert_eq!(cases.len(), 1, "{}: one case", P::NAME);
    let svg = explain_case::<P>(1, &cases[0])
        .expect("an explanation")
        .svg();
    let committed = docs.join(P::NAME).join("case-1.svg");
    let committed = std::fs::read_to_string(&committed).expect("the committed picture");
    assert!(svg == committed, "{}: docs/explain is stale", P::NAME);
}

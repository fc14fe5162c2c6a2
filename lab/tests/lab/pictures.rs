//! What the SVG pictures of `cargo lab explain` show a reader: every picture numbers its
//! rows and columns at a readable size; loj6033's picture draws no two segments on top of
//! each other, its dashes with gaps that show and its winning cells' marks apart.

use crate::support::{generated, samples};
use lab::check::Check;
use lab::explain::picture::{LinkShape, MoveMark};
use lab::explain::{explain_case, Explain, Report};
use lab::problem::Problem;
use lab::problems::loj6033::Loj6033;
use lab::rng::Rng;
use libtest_mimic::Trial;
use std::collections::BTreeSet;

pub fn trials() -> Vec<Trial> {
    trials![loj6033_pictures_draw_no_segment_on_another_and_dashes_that_show]
}

pub fn each<P: Explain>() -> Vec<Trial> {
    each![P: every_picture_numbers_its_rows_and_columns]
}

/// The smallest font size, in pixels, of a row or column number.
const READABLE_PX: f64 = 11.0;

fn svg_of<P: Explain>(case: &P::Case) -> (Report, String) {
    let report = explain_case::<P>(1, case).unwrap_or_else(|e| panic!("{e}"));
    let svg = report.svg();
    (report, svg)
}

/// The numbers of `<g class="axes">`: the columns' (centred above the board) and the
/// rows' (right-aligned left of it), each as written; asserts their font size.
fn axis_labels(svg: &str, what: &str) -> (Vec<usize>, Vec<usize>) {
    let document = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("{what}: {e}"));
    let axes: Vec<_> = document
        .descendants()
        .filter(|n| n.attribute("class") == Some("axes"))
        .collect();
    assert_eq!(axes.len(), 1, "{what}: one group of axis labels");
    let size: f64 = axes[0]
        .attribute("font-size")
        .and_then(|s| s.parse().ok())
        .expect("the labels' font size");
    assert!(size >= READABLE_PX, "{what}: labels of {size} px");
    let (mut cols, mut rows) = (Vec::new(), Vec::new());
    for text in axes[0].children().filter(|n| n.has_tag_name("text")) {
        let number = text.text().and_then(|t| t.parse().ok());
        let number = number.unwrap_or_else(|| panic!("{what}: a label that is no number"));
        match text.attribute("text-anchor") {
            Some("middle") => cols.push(number),
            Some("end") => rows.push(number),
            other => panic!("{what}: a label anchored at {other:?}"),
        }
    }
    (cols, rows)
}

/// Checks that `labels` number `count` rows or columns from `origin`: every number on a
/// board of at most 36 rows and columns (whose cells take 20 pixels or more), else the
/// first, then evenly spaced numbers in range, at least one every 100 rows or columns.
fn check_labels(labels: &[usize], origin: usize, (count, side): (usize, usize), what: &str) {
    let range = origin..origin + count;
    assert!(
        labels.iter().all(|n| range.contains(n)),
        "{what}: {labels:?}"
    );
    if side <= 36 {
        assert_eq!(labels, range.collect::<Vec<_>>(), "{what}: every number");
        return;
    }
    assert_eq!(labels.first(), Some(&origin), "{what}: {labels:?}");
    assert!(labels.len() >= count.div_ceil(100), "{what}: {labels:?}");
    let steps: BTreeSet<usize> = labels[1..].windows(2).map(|w| w[1] - w[0]).collect();
    assert!(steps.len() <= 1, "{what}: uneven labels {labels:?}");
}

/// Every sample's picture and the first case of every judge-size kind: rows and columns
/// numbered, in the input's numbering (0-based for hdu4678, 1-based elsewhere).
fn every_picture_numbers_its_rows_and_columns<P: Explain>() {
    let mut cases: Vec<(String, P::Case)> = Vec::new();
    for sample in samples(P::NAME) {
        let read = P::read_input(sample.input).into_iter();
        cases.extend(read.map(|case| (sample.name.to_string(), case)));
    }
    for kind in P::KINDS.iter().filter(|k| !k.large) {
        let first = generated::<P>(kind).1.first().cloned().expect("a case");
        cases.push((kind.name.to_string(), first));
    }
    for (name, case) in &cases {
        let (report, svg) = svg_of::<P>(case);
        let what = format!("{} {name}", P::NAME);
        let picture = &report.explanation.picture;
        let (cols, rows) = axis_labels(&svg, &what);
        let origin = picture.origin;
        let side = picture.rows().max(picture.cols());
        let columns = format!("{what} columns");
        check_labels(&cols, origin, (picture.cols(), side), &columns);
        check_labels(
            &rows,
            origin,
            (picture.rows(), side),
            &format!("{what} rows"),
        );
    }
}

/// A unit segment between two adjacent cell centres, as its two ends in half-cells.
type Segment = ((i64, i64), (i64, i64));

/// The unit segments of a link path: `M.5 .5` then `m dx dy h1` or `m dx dy v1`, each
/// from the end of the one before.
fn link_segments(d: &str, what: &str) -> Vec<Segment> {
    let rest = d
        .strip_prefix("M.5 .5")
        .expect("links start at the first centre");
    let (mut x, mut y) = (0i64, 0i64);
    let mut segments = Vec::new();
    for part in rest.split('m').filter(|p| !p.is_empty()) {
        let (step, end) = match (part.find('h'), part.find('v')) {
            (Some(i), None) => ((1, 0), i),
            (None, Some(i)) => ((0, 1), i),
            _ => panic!("{what}: a link `{part}`"),
        };
        assert_eq!(&part[end + 1..], "1", "{what}: a link of one cell");
        let (dx, dy) = part[..end].split_once(' ').expect("dx dy");
        x += dx.parse::<i64>().expect("dx");
        y += dy.parse::<i64>().expect("dy");
        let from = (2 * x + 1, 2 * y + 1);
        (x, y) = (x + step.0, y + step.1);
        segments.push((from, (2 * x + 1, 2 * y + 1)));
    }
    segments
}

/// Checks loj6033's picture: every link drawn once, no segment on another (the links
/// are unit segments between centres, so two overlap exactly when equal); dashed links
/// whose gaps are not filled by their line caps; the winning cells' marks each in its
/// own cell's top-left corner, under half a cell, one per winning cell.
fn check_loj6033_picture(report: &Report, svg: &str, what: &str) {
    let document = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("{what}: {e}"));
    let mut drawn = BTreeSet::new();
    let mut count = 0;
    for path in document
        .descendants()
        .filter(|n| n.attribute("class") == Some("link"))
    {
        let segments = link_segments(path.attribute("d").expect("a path"), what);
        count += segments.len();
        for segment in segments {
            assert!(drawn.insert(segment), "{what}: {segment:?} drawn twice");
        }
        if let Some(dashes) = path.attribute("stroke-dasharray") {
            let gap: f64 = dashes
                .split(' ')
                .nth(1)
                .and_then(|g| g.parse().ok())
                .expect("a gap");
            let width: f64 = path
                .attribute("stroke-width")
                .and_then(|w| w.parse().ok())
                .expect("a width");
            let capped = path
                .attribute("stroke-linecap")
                .is_some_and(|c| c != "butt");
            let filled = if capped { width } else { 0.0 };
            assert!(
                gap > filled,
                "{what}: gaps of {gap} filled by caps {width} wide"
            );
        }
    }
    let picture = &report.explanation.picture;
    let links: usize = picture.links.iter().map(|l| l.pairs.len()).sum();
    assert_eq!(count, links, "{what}: every link drawn");
    assert!(picture.links.iter().any(|l| l.shape == LinkShape::Dashed));
    assert_eq!(picture.move_mark, MoveMark::Corner, "{what}");
    let colour = picture.move_style.colour;
    let on_board = |n: &roxmltree::Node| {
        n.parent_element().is_some_and(|p| {
            p.attribute("viewBox")
                .is_some_and(|v| v.starts_with("0 0 "))
                && p != document.root_element()
        })
    };
    let marks: Vec<_> = document
        .descendants()
        .filter(|n| n.has_tag_name("path") && n.attribute("fill") == Some(colour) && on_board(n))
        .collect();
    let wins = report.explanation.moves.len();
    if wins == 0 {
        assert!(marks.is_empty(), "{what}");
        return;
    }
    assert_eq!(marks.len(), 1, "{what}: one path of marks");
    let d = marks[0].attribute("d").expect("the marks");
    let corners: Vec<&str> = d.split('M').filter(|p| !p.is_empty()).collect();
    assert_eq!(corners.len(), wins, "{what}: a mark per winning cell");
    for (corner, [row, col]) in corners.iter().zip(&report.explanation.moves) {
        let (at, rest) = corner.split_once('h').expect("a triangle");
        assert_eq!(
            at,
            format!("{} {}", col - 1, row - 1),
            "{what}: in its cell"
        );
        assert_eq!(rest, ".4l-.4 .4z", "{what}: under half a cell");
    }
}

/// loj6033's pictures of 1,000 random small boards, of the samples and of a judge-size
/// board of each kind.
fn loj6033_pictures_draw_no_segment_on_another_and_dashes_that_show() {
    let mut rng = Rng::new(6033);
    let mut cases: Vec<_> = (0..1_000)
        .map(|_| Loj6033::random_small(&mut rng))
        .collect();
    for sample in samples(Loj6033::NAME) {
        cases.extend(Loj6033::read_input(sample.input));
    }
    for kind in Loj6033::KINDS {
        cases.extend(generated::<Loj6033>(kind).1.iter().cloned());
    }
    for (i, case) in cases.iter().enumerate() {
        let (report, svg) = svg_of::<Loj6033>(case);
        check_loj6033_picture(&report, &svg, &format!("loj6033 board {i}"));
    }
}

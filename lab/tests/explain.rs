//! `cargo lab explain`: the moves each explanation lists are exactly the winning ones (the
//! brute forces play each move and search the rest), loj6033's proof matchings are
//! maximum and miss their cells, nowcoder_grid's strategies force their outcomes against
//! every reply, the answer lines are the binary's, the SVGs are well-formed and small,
//! and the command line behaves (JSON, colour, malformed input).

use lab::ancient_go::{killing_points, AncientGo};
use lab::explain::picture::{Picture, Style};
use lab::explain::raster::{Raster, PALETTE};
use lab::explain::{explain_case, explain_input, Failure, Options, Report};
use lab::hdu4101::{winning_first_hits, Hdu4101};
use lab::hdu4678::{winning_first_clicks, Hdu4678};
use lab::loj6033::{game_search, Loj6033};
use lab::nowcoder_grid::explain::{Question, Strategy};
use lab::nowcoder_grid::{brute_force as nowcoder_brute_force, NowcoderGrid, Rows};
use lab::problem::Problem;
use lab::registry::{visit_all, Visitor};
use lab::rng::Rng;
use lab::testing::{built_binary, samples};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::process::{Command, Stdio};

/// Random small boards per problem whose moves are checked against the brute force.
const BOARDS: usize = 1_000;

/// Random small cases of `P` (its registry generator, seeded) that `keep`, `BOARDS` of
/// them.
fn small_cases<P: Problem>(seed: u64, keep: impl Fn(&P::Case) -> bool) -> Vec<P::Case> {
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

fn report<P: Problem>(case: &P::Case) -> Report {
    explain_case::<P>(1, case).unwrap_or_else(|e| panic!("{e}"))
}

fn input_of<P: Problem>(case: &P::Case) -> String {
    P::write_input(std::slice::from_ref(case))
}

/// The JSON object of a report.
fn json(report: &Report) -> Value {
    serde_json::from_str(&report.json()).expect("valid JSON")
}

/// A cell as `[row, col]`.
type Cell = [usize; 2];

/// A JSON pair `[r, c]`.
fn one_cell(value: &Value) -> Cell {
    let pair = value.as_array().expect("a pair");
    [0, 1].map(|i| pair[i].as_u64().expect("a coordinate") as usize)
}

/// `[r, c]` pairs of a JSON array.
fn cells(value: &Value) -> Vec<Cell> {
    let pairs = value.as_array().expect("an array");
    pairs.iter().map(one_cell).collect()
}

#[test]
fn ancient_go_moves_are_exactly_the_points_where_a_stone_kills() {
    let boards = small_cases::<AncientGo>(17, |b| AncientGo::brute_force(b).is_some());
    let mut boards_with_kills = 0;
    for b in &boards {
        let kills: Vec<[usize; 2]> = killing_points(b).map(|(r, c)| [r + 1, c + 1]).collect();
        let report = report::<AncientGo>(b);
        assert_eq!(report.moves, kills, "on\n{}", input_of::<AncientGo>(b));
        assert_eq!(cells(&json(&report)["moves"]), kills);
        boards_with_kills += usize::from(!kills.is_empty());
    }
    assert!(
        (100..BOARDS - 100).contains(&boards_with_kills),
        "{boards_with_kills} boards with a kill"
    );
}

#[test]
fn ancient_go_sample_case_1_has_the_hints_four_points() {
    let sample = samples("ancient_go")
        .into_iter()
        .find(|s| s.name == "sample")
        .expect("the statement's sample");
    let boards = AncientGo::read_input(&sample.input);
    let report = report::<AncientGo>(&boards[0]);
    assert_eq!(report.moves, [[2, 9], [6, 3], [7, 9], [9, 9]]);
}

#[test]
fn hdu4101_moves_are_exactly_alis_winning_first_hits() {
    let boards = small_cases::<Hdu4101>(4101, |b| Hdu4101::brute_force(b).is_some());
    let (mut touchable, mut odd, mut even) = (0, 0, 0);
    for b in &boards {
        let hits = winning_first_hits(b).expect("a searchable board");
        let hits: Vec<[usize; 2]> = hits
            .iter()
            .map(|&i| [i / b.cols + 1, i % b.cols + 1])
            .collect();
        let report = report::<Hdu4101>(b);
        assert_eq!(report.moves, hits, "on\n{}", input_of::<Hdu4101>(b));
        let figures = json(&report);
        match (&figures["touchable"], &figures["free_hits_odd"]) {
            (Value::Bool(true), _) => touchable += 1,
            (_, Value::Bool(true)) => odd += 1,
            _ => even += 1,
        }
    }
    for (what, n) in [("touchable", touchable), ("odd", odd), ("even", even)] {
        assert!(n >= 100, "only {n} boards {what}");
    }
}

#[test]
fn hdu4678_moves_are_exactly_the_winning_first_clicks() {
    let cases = small_cases::<Hdu4678>(4678, |c| Hdu4678::brute_force(c).is_some());
    let mut by_xor = [0; 4];
    for case in &cases {
        let board = lab::hdu4678::Board::new(case);
        let clicks = winning_first_clicks(&board);
        let clicks: Vec<[usize; 2]> = clicks
            .iter()
            .map(|&i| [i / case.cols, i % case.cols])
            .collect();
        let report = report::<Hdu4678>(case);
        assert_eq!(report.moves, clicks, "on\n{}", input_of::<Hdu4678>(case));
        by_xor[json(&report)["xor"].as_u64().expect("the XOR") as usize] += 1;
    }
    assert!(by_xor.iter().all(|&n| n >= 30), "cases by XOR: {by_xor:?}");
}

/// The largest matching of the free cells, by dynamic programming over the cells in
/// row-major order, the state being which of the next `cols` cells are already taken.
fn maximum_matching_size(board: &[Vec<u8>]) -> usize {
    let (rows, cols) = (board.len(), board[0].len());
    let free = |cell: usize| board[cell / cols][cell % cols] == b'.';
    let mut best = vec![Some(0usize); 1 << cols];
    for cell in 0..rows * cols {
        let mut next = vec![None; 1 << cols];
        for (taken, size) in best.iter().enumerate() {
            let Some(size) = *size else { continue };
            let mut offer = |state: usize, size: usize| {
                let slot: &mut Option<usize> = &mut next[state];
                *slot = Some(slot.map_or(size, |s: usize| s.max(size)));
            };
            let rest = taken >> 1;
            if taken & 1 == 1 || !free(cell) {
                offer(rest, size);
                continue;
            }
            offer(rest, size);
            if cell % cols + 1 < cols && free(cell + 1) && rest & 1 == 0 {
                offer(rest | 1, size + 1);
            }
            if cell + cols < rows * cols && free(cell + cols) {
                offer(rest | 1 << (cols - 1), size + 1);
            }
        }
        best = next;
    }
    best.into_iter().flatten().max().unwrap_or(0)
}

/// Checks the proofs of a loj6033 report from its JSON alone: the matching is one, as
/// large as `maximum` (when known), and each proof's path, flipped, gives a matching as
/// large that misses its cell. Returns the winning cells.
fn check_matching_proofs(
    board: &[Vec<u8>],
    report: &Report,
    maximum: Option<usize>,
) -> Vec<[usize; 2]> {
    let figures = json(report);
    let free = |[r, c]: [usize; 2]| board[r - 1][c - 1] == b'.';
    let adjacent = |[a, b]: [usize; 2], [c, d]: [usize; 2]| a.abs_diff(c) + b.abs_diff(d) == 1;
    let pairs: Vec<[[usize; 2]; 2]> = figures["matching"]
        .as_array()
        .expect("the matching")
        .iter()
        .map(|p| {
            let p = cells(p);
            [p[0], p[1]]
        })
        .collect();
    let mut mate = BTreeMap::new();
    for &[a, b] in &pairs {
        assert!(
            free(a) && free(b) && adjacent(a, b),
            "{a:?}-{b:?} is no edge"
        );
        assert!(
            mate.insert(a, b).is_none() && mate.insert(b, a).is_none(),
            "not a matching"
        );
    }
    if let Some(maximum) = maximum {
        assert_eq!(pairs.len(), maximum, "the matching is not maximum");
    }
    // Per winning cell: its `via` and its `from`, `None` for a hole.
    let mut links: BTreeMap<Cell, Option<(Cell, Cell)>> = BTreeMap::new();
    for proof in figures["proofs"].as_array().expect("the proofs") {
        let cell = |name: &str| (!proof[name].is_null()).then(|| one_cell(&proof[name]));
        let link = cell("via").zip(cell("from"));
        assert_eq!(
            link.is_none(),
            proof["via"].is_null() && proof["from"].is_null()
        );
        links.insert(one_cell(&proof["cell"]), link);
    }
    for &cell in links.keys() {
        // The path: the cell, its `via`, its `from`, ... down to a hole.
        let mut path = vec![cell];
        let mut at = cell;
        while let Some(&(via, from)) = links.get(&at).and_then(Option::as_ref) {
            assert!(path.len() <= 2 * links.len(), "the links of {cell:?} loop");
            path.extend([via, from]);
            at = from;
        }
        assert!(
            !mate.contains_key(&at),
            "the path of {cell:?} ends at {at:?}, no hole"
        );
        let distinct: BTreeSet<_> = path.iter().collect();
        assert_eq!(
            distinct.len(),
            path.len(),
            "the path of {cell:?} repeats a cell"
        );
        for step in path.windows(2) {
            assert!(
                adjacent(step[0], step[1]) && free(step[1]),
                "no step: {step:?}"
            );
        }
        // The path alternates from the cell: a matching edge, an edge outside M, ...
        let mut flipped = mate.clone();
        for i in (0..path.len() - 1).step_by(2) {
            assert_eq!(
                mate.get(&path[i]),
                Some(&path[i + 1]),
                "not in M: {:?}",
                &path[i..i + 2]
            );
            flipped.remove(&path[i]);
            flipped.remove(&path[i + 1]);
        }
        for i in (1..path.len() - 1).step_by(2) {
            let (u, w) = (path[i], path[i + 1]);
            assert!(
                !flipped.contains_key(&u) && !flipped.contains_key(&w),
                "not a matching"
            );
            flipped.insert(u, w);
            flipped.insert(w, u);
        }
        let flipped_pairs = flipped.len() / 2;
        assert!(
            flipped.iter().all(|(a, b)| flipped.get(b) == Some(a)),
            "not a matching"
        );
        assert_eq!(
            flipped_pairs,
            pairs.len(),
            "the flipped matching of {cell:?} shrank"
        );
        assert!(
            !flipped.contains_key(&cell),
            "the flipped matching covers {cell:?}"
        );
    }
    links.into_keys().collect()
}

#[test]
fn loj6033_cells_are_the_answer_and_each_proof_matching_is_maximum_and_misses_its_cell() {
    let boards = small_cases::<Loj6033>(6033, |_| true);
    let mut proofs_with_paths = 0;
    for b in &boards {
        let report = report::<Loj6033>(b);
        let expected: Vec<[usize; 2]> = game_search(b)
            .iter()
            .map(|&(r, c)| [r + 1, c + 1])
            .collect();
        let solver: Vec<[usize; 2]> = Loj6033::solve(b)
            .iter()
            .map(|&(r, c)| [r + 1, c + 1])
            .collect();
        assert_eq!(solver, expected, "the solver against the game search");
        assert_eq!(report.moves, expected, "on\n{}", input_of::<Loj6033>(b));
        let wins = check_matching_proofs(b, &report, Some(maximum_matching_size(b)));
        assert_eq!(wins, expected);
        let holes = cells(&json(&report)["holes"]).len();
        proofs_with_paths += wins.len() - holes;
    }
    assert!(
        proofs_with_paths > 1_000,
        "only {proofs_with_paths} alternating paths"
    );
}

/// On judge-size boards, the matching is maximum by König's theorem: the cover made of
/// the colour-0 cells no alternating path from a colour-0 hole reaches, and the colour-1
/// neighbours of those it reaches, covers every edge and is as large as the matching.
#[test]
fn loj6033_judge_size_proofs_hold_and_the_matching_has_a_cover_as_large() {
    for kind in Loj6033::KINDS {
        let input = String::from_utf8(kind.generate(1)).expect("ASCII");
        let board = &Loj6033::read_input(&input)[0];
        let report = report::<Loj6033>(board);
        let wins = check_matching_proofs(board, &report, None);
        let (rows, cols) = (board.len(), board[0].len());
        let free = |r: usize, c: usize| board[r][c] == b'.';
        let reached: BTreeSet<[usize; 2]> = wins
            .iter()
            .copied()
            .filter(|[r, c]| (r + c) % 2 == 0)
            .collect();
        let mut cover = BTreeSet::new();
        for (r, c) in itertools::iproduct!(0..rows, 0..cols) {
            if !free(r, c) || (r + c) % 2 != 0 {
                continue;
            }
            if !reached.contains(&[r + 1, c + 1]) {
                cover.insert([r, c]);
                continue;
            }
            let steps = [
                (r.wrapping_sub(1), c),
                (r + 1, c),
                (r, c.wrapping_sub(1)),
                (r, c + 1),
            ];
            for (nr, nc) in steps {
                if nr < rows && nc < cols && free(nr, nc) {
                    cover.insert([nr, nc]);
                }
            }
        }
        let size = json(&report)["matching_size"].as_u64().unwrap() as usize;
        assert_eq!(
            cover.len(),
            size,
            "{}: the matching is not maximum",
            kind.name
        );
    }
}

/// Whether, from `cell`, every play where Alice follows `strategy` and Bob moves at will
/// ends in `question`'s outcome.
fn forces(grid: &Rows, strategy: &Strategy, cell: (usize, usize), question: Question) -> bool {
    if strategy.ends_at(cell) {
        return Question::of_end(grid[cell.0][cell.1]) == question;
    }
    if strategy.alice_to_move(cell) {
        let step = strategy.alice_move(cell);
        step.is_some_and(|next| {
            strategy.successors(cell).contains(&next) && forces(grid, strategy, next, question)
        })
    } else {
        let replies = strategy.successors(cell);
        replies
            .into_iter()
            .all(|next| forces(grid, strategy, next, question))
    }
}

#[test]
fn nowcoder_strategies_force_their_outcome_against_every_reply() {
    let random = small_cases::<NowcoderGrid>(239809, |_| true);
    let mut forced = 0;
    for grid in random
        .iter()
        .chain(&NowcoderGrid::every_small().collect::<Vec<_>>())
    {
        let answer = nowcoder_brute_force(grid);
        let report = report::<NowcoderGrid>(grid);
        let plays = &json(&report)["plays"];
        for (question, yes) in Question::ALL
            .into_iter()
            .zip([answer.win, answer.draw, answer.loss])
        {
            let play = &plays[question.name()];
            if !yes {
                assert!(play.is_null());
                continue;
            }
            let strategy = Strategy::new(grid, question);
            assert!(
                forces(grid, &strategy, (0, 0), question),
                "{} not forced on\n{}",
                question.name(),
                input_of::<NowcoderGrid>(grid)
            );
            let path: Vec<(usize, usize)> = cells(&play["cells"])
                .iter()
                .map(|&[r, c]| (r - 1, c - 1))
                .collect();
            assert_eq!(path[0], (0, 0));
            for step in path.windows(2) {
                assert!(
                    !strategy.ends_at(step[0]) && strategy.successors(step[0]).contains(&step[1])
                );
                if strategy.alice_to_move(step[0]) {
                    assert_eq!(strategy.alice_move(step[0]), Some(step[1]));
                }
            }
            let end = path[path.len() - 1];
            assert!(strategy.ends_at(end) && Question::of_end(grid[end.0][end.1]) == question);
            forced += 1;
        }
        let win_moves = match &plays["win"] {
            Value::Null => Vec::new(),
            play => cells(&play["alice"]),
        };
        assert_eq!(report.moves, win_moves);
    }
    assert!(forced > 10_000, "only {forced} forced outcomes");
}

/// Checks that `svg`, the picture of `report`, is a well-formed SVG document under 1 MB,
/// and if it draws the cells as an image, that the image is a faithful raster
/// ([`check_raster`]). Returns whether it has an image.
fn check_svg(report: &Report, svg: &str, what: &str) -> bool {
    let document = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(document.root_element().tag_name().name(), "svg", "{what}");
    assert!(svg.len() < 1 << 20, "{what}: {} bytes", svg.len());
    let images: Vec<_> = document
        .descendants()
        .filter(|n| n.has_tag_name("image"))
        .collect();
    assert!(images.len() <= 1, "{what}: {} images", images.len());
    if let Some(image) = images.first() {
        check_raster(&report.picture, &document, image, what);
    }
    !images.is_empty()
}

/// The legend's cell swatches (squares of 16 pixels): each swatch's colour (`#rrggbb`)
/// and the name beside it, every colour once.
fn legend_colours(document: &roxmltree::Document) -> BTreeMap<String, String> {
    let mut colours = BTreeMap::new();
    for text in document.root_element().children() {
        let swatch = text.prev_sibling_element();
        let is_swatch =
            |s: &roxmltree::Node| s.has_tag_name("rect") && s.attribute("width") == Some("16");
        let Some(swatch) = swatch.filter(|s| text.has_tag_name("text") && is_swatch(s)) else {
            continue;
        };
        let colour = swatch.attribute("fill").expect("a swatch's colour");
        let name = text.text().unwrap_or("").to_string();
        let before = colours.insert(colour.to_string(), name.clone());
        assert!(
            before.is_none(),
            "{colour} means both {before:?} and {name:?}"
        );
    }
    colours
}

/// The pixels of the PNG of a `data:image/png;base64,` URI: width, height and RGB
/// triples, row by row.
fn decode_png(uri: &str) -> (usize, usize, Vec<[u8; 3]>) {
    use base64::Engine;
    let data = uri
        .strip_prefix("data:image/png;base64,")
        .expect("a PNG data URI");
    let png = base64::engine::general_purpose::STANDARD
        .decode(data)
        .expect("base64");
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("a PNG header");
    let mut buffer = vec![0; reader.output_buffer_size().expect("a size")];
    let frame = reader.next_frame(&mut buffer).expect("the pixels");
    assert_eq!(
        (frame.color_type, frame.bit_depth),
        (png::ColorType::Rgb, png::BitDepth::Eight)
    );
    let pixels = buffer[..frame.buffer_size()]
        .chunks(3)
        .map(|p| [p[0], p[1], p[2]])
        .collect();
    (frame.width as usize, frame.height as usize, pixels)
}

/// Checks that `image` covers the board, drawn pixelated, and holds one pixel per cell
/// whose colour is, in the legend, the name of the cell's kind, or for a move
/// `<move>, on: <kind>`; every colour is one of the raster's fixed palette.
fn check_raster(
    picture: &Picture,
    document: &roxmltree::Document,
    image: &roxmltree::Node,
    what: &str,
) {
    let (rows, cols) = (picture.rows(), picture.cols());
    let board = image.parent_element().expect("the board");
    assert_eq!(
        board.attribute("viewBox"),
        Some(format!("0 0 {cols} {rows}").as_str()),
        "{what}"
    );
    for (name, value) in [
        ("x", None),
        ("y", None),
        ("width", Some(cols.to_string())),
        ("height", Some(rows.to_string())),
        ("preserveAspectRatio", Some("none".to_string())),
        ("image-rendering", Some("pixelated".to_string())),
        ("style", Some("image-rendering:pixelated".to_string())),
    ] {
        assert_eq!(image.attribute(name), value.as_deref(), "{what}: {name}");
    }
    let href = image
        .attribute(("http://www.w3.org/1999/xlink", "href"))
        .expect("the image's data");
    let (width, height, pixels) = decode_png(href);
    assert_eq!((width, height), (cols, rows), "{what}: one pixel per cell");
    let legend = legend_colours(document);
    for (cell, [r, g, b]) in pixels.into_iter().enumerate() {
        let colour = format!("#{r:02x}{g:02x}{b:02x}");
        let kind = picture.style(cell);
        assert!(PALETTE.contains(&[r, g, b]), "{what}: cell {cell}");
        let meaning = match picture.is_move(cell) {
            true => format!("{}, on: {}", picture.move_style().name, kind.name),
            false => kind.name.to_string(),
        };
        assert_eq!(
            legend.get(&colour),
            Some(&meaning),
            "{what}: the colour {colour} of cell {cell}"
        );
    }
}

/// The size of an SVG grows with the runs of equal cells, not with the cells.
fn check_svg_grows_with_runs(report: &Report, svg: &str, what: &str) {
    let picture = &report.picture;
    let links: usize = picture.links().iter().map(|l| l.pairs.len()).sum();
    let steps: usize = picture.walks().iter().map(|w| w.steps.len()).sum();
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

#[test]
fn svgs_of_every_sample_are_well_formed_and_small() {
    struct Samples;
    impl Visitor for Samples {
        fn visit<P: Problem>(&mut self) {
            for sample in samples(P::NAME) {
                for (i, case) in (1..).zip(P::read_input(&sample.input)) {
                    let report = explain_case::<P>(i, &case).expect("an explanation");
                    let what = format!("{} {} case {i}", P::NAME, sample.name);
                    let svg = report.svg();
                    check_svg(&report, &svg, &what);
                    check_svg_grows_with_runs(&report, &svg, &what);
                }
            }
        }
    }
    visit_all(&mut Samples);
}

/// The first case of every kind of judge-size input the tests generate (9x9, 300x300,
/// 1000x1000, 100x100 and 500x500 boards): a well-formed SVG under 1 MB that grows with
/// its runs, its raster if any faithful (hdu4678's boards with 10% of mines are drawn as
/// rasters).
#[test]
fn svgs_of_judge_size_boards_are_well_formed_under_1_mb_and_grow_with_the_runs() {
    struct JudgeSize(Vec<String>);
    impl Visitor for JudgeSize {
        fn visit<P: Problem>(&mut self) {
            for kind in P::KINDS.iter().filter(|k| !k.large) {
                let input = String::from_utf8(kind.generate(1)).expect("ASCII");
                let cases = P::read_input(&input);
                let report = explain_case::<P>(1, &cases[0]).expect("an explanation");
                let what = format!("{} {} case 1", P::NAME, kind.name);
                let svg = report.svg();
                check_svg_grows_with_runs(&report, &svg, &what);
                if check_svg(&report, &svg, &what) {
                    self.0.push(what);
                }
            }
        }
    }
    let mut rasters = JudgeSize(Vec::new());
    visit_all(&mut rasters);
    let d10 = "hdu4678 d10-t10 case 1".to_string();
    assert!(rasters.0.contains(&d10), "rasters: {:?}", rasters.0);
}

/// A style of the colour `#rrggbb` named `name`, for pictures made in tests.
fn test_style(name: String, colour: String) -> Style {
    Style {
        name: Box::leak(name.into_boxed_str()),
        letter: 'k',
        colour: Box::leak(colour.into_boxed_str()),
        ansi: "0",
    }
}

/// Rasters of random pictures of 1 to 12 kinds (with a move colour whose mix with one
/// kind is exactly another kind's colour): 2 to 24 colours, so 1, 2, 4 and 8 bits a
/// pixel, rows of odd lengths. Every colour of the palette is distinct, and each pixel's
/// is that of its cell's kind and move.
#[test]
fn rasters_of_every_depth_give_each_cell_its_kind_and_move() {
    let mut rng = Rng::new(26);
    let move_style = test_style("move".to_string(), "#000000".to_string());
    for kinds in 1..=12 {
        let styles: Vec<Style> = (0..kinds)
            .map(|k| {
                // Kind 1's colour is the move on kind 0 (black and #303030, half and half).
                let colour = match k {
                    0 => "#303030".to_string(),
                    1 => "#181818".to_string(),
                    _ => format!("#{:06x}", rng.below(1 << 24)),
                };
                test_style(format!("kind {k}"), colour)
            })
            .collect();
        let (rows, cols) = (rng.range(1, 20), rng.range(1, 20) | 1);
        let cell_kinds: Vec<usize> = (0..rows * cols)
            .map(|_| rng.below(kinds as u64) as usize)
            .collect();
        let mut picture = Picture::new((rows, cols), 0, &styles, move_style, |i| {
            (cell_kinds[i], '.')
        });
        for cell in 0..rows * cols {
            if rng.below(2) == 0 {
                picture.mark_move(cell);
            }
        }
        let raster = Raster::new(&picture);
        let colours: BTreeSet<[u8; 3]> = raster.palette.iter().map(|shade| shade.rgb).collect();
        assert_eq!(
            colours.len(),
            raster.palette.len(),
            "{kinds} kinds: equal colours"
        );
        assert!(colours.iter().all(|c| PALETTE.contains(c)), "{kinds} kinds");
        let uri = format!(
            "data:image/png;base64,{}",
            base64::Engine::encode(&base64::engine::general_purpose::STANDARD, &raster.png)
        );
        assert_eq!(raster.data_uri(), uri);
        let (width, height, pixels) = decode_png(&uri);
        assert_eq!((width, height), (cols, rows));
        for (cell, rgb) in pixels.into_iter().enumerate() {
            let shade = raster.palette.iter().find(|shade| shade.rgb == rgb);
            let shade = shade.unwrap_or_else(|| panic!("{kinds} kinds: {rgb:?} is no colour"));
            assert_eq!(
                (shade.kind, shade.is_move),
                (cell_kinds[cell], picture.is_move(cell)),
                "{kinds} kinds, cell {cell}"
            );
        }
    }
}

/// 1000 x 1000 hdu4678 boards whose cells are mines with probability 1/10, the
/// statement's guarantee not kept: their SVGs are under 1 MB, with a faithful raster
/// (one that, on the first board, has winning clicks in colours of their own).
#[test]
fn svgs_of_1000_by_1000_minefields_are_faithful_rasters_under_1_mb() {
    let mut rng = Rng::new(4678);
    let mut moves = Vec::new();
    for board in 1..=2 {
        let mines: Vec<(usize, usize)> = itertools::iproduct!(0..1000, 0..1000)
            .filter(|_| rng.below(10) == 0)
            .collect();
        let case = lab::hdu4678::Case::new(1000, 1000, &mines);
        let report = report::<Hdu4678>(&case);
        let what = format!("minefield {board}");
        assert!(
            check_svg(&report, &report.svg(), &what),
            "{what}: no raster"
        );
        moves.push(report.moves.len());
    }
    assert!(moves[0] > 1_000, "winning clicks per board: {moves:?}");
}

/// Runs the real binary of `P` on `input`: its standard output and error.
fn binary_output<P: Problem>(input: &[u8]) -> (String, String) {
    let mut child = Command::new(built_binary(P::NAME))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("its stdin");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || std::io::Write::write_all(&mut stdin, &input));
    let out = child.wait_with_output().expect("its output");
    writer
        .join()
        .expect("the writer")
        .expect("writing the input");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn answer_lines_are_the_binarys_on_every_sample_and_generated_input() {
    struct Answers;
    impl Visitor for Answers {
        fn visit<P: Problem>(&mut self) {
            let mut inputs: Vec<(String, Vec<u8>)> = samples(P::NAME)
                .into_iter()
                .map(|s| (s.name, s.input.into_bytes()))
                .collect();
            for kind in P::KINDS.iter().filter(|k| !k.large) {
                inputs.push((kind.name.to_string(), kind.generate(1)));
            }
            for (name, input) in inputs {
                let mut out = Vec::new();
                let options = Options {
                    json: true,
                    ..Options::default()
                };
                explain_input::<P>(&input, &options, &mut out)
                    .unwrap_or_else(|e| panic!("{} {name}: {e}", P::NAME));
                let answers: String = String::from_utf8(out)
                    .expect("UTF-8")
                    .lines()
                    .map(|line| {
                        let object: Value = serde_json::from_str(line).expect("a JSON object");
                        format!("{}\n", object["answer"].as_str().expect("the answer"))
                    })
                    .collect();
                assert_eq!(answers, binary_output::<P>(&input).0, "{} {name}", P::NAME);
            }
        }
    }
    visit_all(&mut Answers);
}

/// The figures each problem's `explain` module documents, besides `case`, `answer` and
/// `moves`.
fn documented_figures(problem: &str) -> &'static [&'static str] {
    match problem {
        "ancient_go" => &["white_groups", "groups_with_one_liberty"],
        "hdu4101" => &[
            "treasure",
            "touchable",
            "region",
            "ring",
            "free_hits",
            "free_hits_odd",
            "free_hits_by_stone",
            "off_ring_stones",
            "ring_stones_met",
            "ring_stones_behind_ring",
            "sealed_stones",
        ],
        "hdu4678" => &["regions", "lone_numbers", "xor", "shared_number"],
        "loj6033" => &["free_cells", "matching_size", "matching", "holes", "proofs"],
        _ => &["forcible", "plays"],
    }
}

#[test]
fn json_objects_have_the_documented_fields() {
    struct Fields;
    impl Visitor for Fields {
        fn visit<P: Problem>(&mut self) {
            let mut expected: BTreeSet<&str> =
                documented_figures(P::NAME).iter().copied().collect();
            expected.extend(["case", "answer", "moves"]);
            for sample in samples(P::NAME) {
                for (i, case) in (1..).zip(P::read_input(&sample.input)) {
                    let object = json(&explain_case::<P>(i, &case).expect("an explanation"));
                    let names: BTreeSet<&str> = object
                        .as_object()
                        .unwrap()
                        .keys()
                        .map(String::as_str)
                        .collect();
                    assert_eq!(names, expected, "{} {}", P::NAME, sample.name);
                    assert_eq!(object["case"], i);
                }
            }
        }
    }
    visit_all(&mut Fields);
}

#[test]
fn malformed_inputs_get_the_binarys_error_line_and_nothing_explained() {
    // (Inputs that only draw a warning are answered, and explained, whole.)
    struct Malformed;
    impl Visitor for Malformed {
        fn visit<P: Problem>(&mut self) {
            for bad in P::malformed() {
                let mut out = Vec::new();
                let got = explain_input::<P>(bad.input.as_bytes(), &Options::default(), &mut out);
                if bad.warning {
                    // Answered whole, with a warning: explained like any valid input.
                    assert!(got.is_ok(), "{}: {:?} not explained", P::NAME, bad.input);
                    continue;
                }
                let Err(Failure::Input(line)) = got else {
                    panic!("{}: {:?} explained", P::NAME, bad.input);
                };
                assert_eq!(
                    format!("{line}\n"),
                    binary_output::<P>(bad.input.as_bytes()).1
                );
                assert!(out.is_empty());
            }
        }
    }
    visit_all(&mut Malformed);
}

/// Runs `cargo lab explain <args>` on `input`: status, stdout, stderr.
fn lab(args: &[&str], input: &[u8], no_color: bool) -> (Option<i32>, String, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_cargo-lab"));
    command.arg("explain").args(args);
    if no_color {
        command.env("NO_COLOR", "1");
    } else {
        command.env_remove("NO_COLOR");
    }
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the lab runs");
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), input).unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_command_writes_text_json_and_svgs_and_fails_like_the_binary() {
    let sample = samples("ancient_go").remove(0);
    let (status, text, _) = lab(&["ancient_go"], sample.input.as_bytes(), false);
    assert_eq!(status, Some(0));
    assert!(text.contains("Case #1: Can kill in one move!!!\n"));
    assert!(!text.contains('\x1b'), "colour on a pipe");
    let (_, json_lines, _) = lab(&["ancient_go", "--json"], sample.input.as_bytes(), true);
    assert_eq!(
        json_lines.lines().count(),
        AncientGo::read_input(&sample.input).len()
    );
    let dir = std::env::temp_dir().join(format!("lab-explain-test-{}", std::process::id()));
    let (status, _, listed) = lab(
        &["hdu4678", "--svg", dir.to_str().unwrap()],
        samples("hdu4678")[0].input.as_bytes(),
        true,
    );
    assert_eq!(status, Some(0));
    let svgs = std::fs::read_dir(&dir).unwrap().count();
    let cases = Hdu4678::read_input(&samples("hdu4678")[0].input).len();
    assert_eq!(svgs, cases);
    let wrote = |i: usize| dir.join(format!("case-{i}.svg")).display().to_string();
    let expected: String = (1..=cases)
        .map(|i| format!("cargo lab explain: wrote {}\n", wrote(i)))
        .collect();
    assert_eq!(listed, expected, "the pictures named on stderr");
    std::fs::remove_dir_all(&dir).unwrap();
    let bad = "1\n\n.........\n";
    let (status, out, err) = lab(&["ancient_go"], bad.as_bytes(), true);
    assert_eq!((status, out.as_str()), (Some(1), ""));
    assert_eq!(err, binary_output::<AncientGo>(bad.as_bytes()).1);
    let (status, _, err) = lab(&["no_such_problem"], b"", true);
    assert_eq!(status, Some(1));
    assert!(err.contains("no problem `no_such_problem`"));
}

#[test]
fn colour_only_when_asked_and_boards_wider_than_80_columns_get_no_text_board() {
    let sample = samples("ancient_go").remove(0);
    let board = &AncientGo::read_input(&sample.input)[0];
    let go = report::<AncientGo>(board);
    assert!(go.text(true).contains("\x1b["));
    assert!(!go.text(false).contains('\x1b'));
    let wide: Rows = vec![vec![b'.'; 81]; 2];
    let text = report::<NowcoderGrid>(&wide).text(false);
    assert!(
        text.contains("no text board") && !text.contains(" s."),
        "{text}"
    );
    let narrow: Rows = vec![vec![b'.'; 80]; 2];
    assert!(report::<NowcoderGrid>(&narrow).text(false).contains(" s."));
}

/// The pictures each problem's page shows, `docs/explain/<problem>/case-1.svg`, are what
/// `cargo lab explain <problem> --svg docs/explain/<problem> < docs/explain/<problem>.in`
/// writes now (after changing the drawing, run that again).
#[test]
fn the_committed_pictures_are_what_the_command_draws() {
    struct Fresh;
    impl Visitor for Fresh {
        fn visit<P: Problem>(&mut self) {
            let docs = lab::testing::repository().join("docs/explain");
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
    }
    visit_all(&mut Fresh);
}

/// Each problem's page shows its board explained (the first `text` block under "## A
/// board explained" in `docs/<problem>.md`): what `cargo lab explain <problem> <
/// docs/explain/<problem>.in` prints now (after changing an explanation, paste it again).
#[test]
fn each_problem_page_shows_what_the_command_prints() {
    struct Shown;
    impl Visitor for Shown {
        fn visit<P: Problem>(&mut self) {
            let page = lab::testing::document(&format!("docs/{}.md", P::NAME));
            let printed = explained::<P>(&Options::default());
            let section = page.find("\n## A board explained\n").expect("the section");
            let block = section + page[section..].find("```text\n").expect("a text block") + 8;
            let end = block + page[block..].find("```\n").expect("the block's end");
            assert!(
                page[block..end] == printed,
                "docs/{}.md: the explanation is stale; it prints:\n{printed}",
                P::NAME
            );
        }
    }
    visit_all(&mut Shown);
}

/// What `cargo lab explain <problem>` prints with `options` for `docs/explain/<problem>.in`.
fn explained<P: Problem>(options: &Options) -> String {
    let repository = lab::testing::repository();
    let input = std::fs::read(repository.join(format!("docs/explain/{}.in", P::NAME)))
        .expect("the input of the explanation");
    let mut printed = Vec::new();
    explain_input::<P>(&input, options, &mut printed)
        .unwrap_or_else(|_| panic!("{}: the input explains", P::NAME));
    String::from_utf8(printed).expect("UTF-8")
}

/// `docs/explain.md` shows the JSON of ancient_go's board: what `cargo lab explain
/// ancient_go --json < docs/explain/ancient_go.in` prints now.
#[test]
fn the_explain_page_shows_what_json_prints() {
    let options = Options {
        json: true,
        ..Options::default()
    };
    let printed = explained::<AncientGo>(&options);
    let page = lab::testing::document("docs/explain.md");
    assert!(
        page.contains(&format!("```json\n{printed}```\n")),
        "docs/explain.md: the JSON is stale; it prints:\n{printed}"
    );
}

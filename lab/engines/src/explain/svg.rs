//! The picture of a case as a standalone SVG: a title (the answer), the board numbered
//! along its top and left side, a legend.
//!
//! The board is drawn in cell units (`viewBox="0 0 cols rows"`), scaled to at most
//! 720 pixels: one rectangle in the commonest kind, then, per other kind, one
//! `<path>` holding one subpath per maximal run of that kind along a row (a stroke one
//! cell wide: `m dx dy h len`, coordinates relative to the end of the run before). So the
//! file grows with the runs, never with the cells, and a kind costs one element. The rows
//! and columns are numbered in the input's numbering, at 12 pixels, every one when the
//! cells are large enough, else every multiple of a round step ([`axes`]). The moves are
//! marked as the picture asks ([`MoveMark`]: underlined, ringed, or a corner triangle),
//! and on large boards also ringed when there are at most 100 of them; each set of links
//! is one path of class `link` (a matching as dominoes, other edges dashed with square
//! ends so that the gaps show), each walk one polyline with a dot per step; on boards of
//! at most [`Picture::SVG_GLYPH_CELLS`] cells whose picture asks for it, each glyph is a
//! text.
//!
//! Size: the file grows with the runs of the kinds along the rows, the moves, the links
//! and the walks, never with the cells alone; glyphs are written on small boards only.
//! A 1000 x 1000 hdu4678 board with a tenth of its cells mines, whose runs are short,
//! makes the largest pictures of the judges' boards: a few megabytes.

use super::picture::{LinkShape, Links, MoveMark, Picture, Run, Style, Swatch, Walk};
use std::fmt::Write;

/// The most pixels the board takes along its longer side.
const BOARD_PX: f64 = 720.0;
/// The most pixels a cell takes.
const CELL_PX: f64 = 36.0;
const MARGIN: f64 = 16.0;
const TITLE_PX: f64 = 28.0;
const LEGEND_LINE_PX: f64 = 22.0;
/// The narrowest picture.
const MIN_WIDTH: f64 = 320.0;

/// The SVG of `picture`, headed by `title` (one line per element of `title`), the board
/// numbered along its top and left side ([`axes`]), as wide as the board or, if wider,
/// its title and legend (their widths estimated from their characters).
pub fn render(picture: &Picture, title: &[String]) -> String {
    let (rows, cols) = (picture.rows(), picture.cols());
    let cell_px = (BOARD_PX / rows.max(cols) as f64).min(CELL_PX);
    let (board_w, board_h) = (cols as f64 * cell_px, rows as f64 * cell_px);
    let legend = picture.legend();
    let title_h = TITLE_PX * title.len() as f64;
    let last_row = rows - 1 + picture.origin;
    let (axis_w, axis_h) = (label_px(last_row) + AXIS_GAP_PX, AXIS_FONT_PX + AXIS_GAP_PX);
    let widest_title = title.iter().map(|t| 9.0 * t.chars().count() as f64);
    let widest_entry = legend
        .iter()
        .map(|(style, _)| 24.0 + 7.8 * style.name.chars().count() as f64);
    let width = widest_title
        .chain(widest_entry)
        .fold((axis_w + board_w).max(MIN_WIDTH - 2.0 * MARGIN), f64::max)
        + 2.0 * MARGIN;
    let (board_x, board_y) = (MARGIN + axis_w, MARGIN + title_h + axis_h);
    let legend_top = board_y + board_h + MARGIN;
    let height = legend_top + LEGEND_LINE_PX * legend.len() as f64 + MARGIN;
    let (width, height) = (num(width), num(height));
    let mut svg = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" font-family=\"sans-serif\" font-size=\"14\">\n\
         <title>{}</title>\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n",
        escape(&title.join(" / "))
    );
    for (i, line) in title.iter().enumerate() {
        let (x, y) = (num(MARGIN), num(MARGIN + TITLE_PX * i as f64 + 16.0));
        let line = escape(line);
        svg += &format!("<text x=\"{x}\" y=\"{y}\" font-size=\"16\">{line}</text>\n");
    }
    axes(&mut svg, picture, (board_x, board_y), cell_px);
    let (x, y, w, h) = (num(board_x), num(board_y), num(board_w), num(board_h));
    svg += &format!(
        "<svg x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {cols} {rows}\">\n"
    );
    board(&mut svg, picture, cell_px);
    svg.push_str("</svg>\n");
    for (i, entry) in legend.iter().enumerate() {
        legend_entry(&mut svg, entry, legend_top + LEGEND_LINE_PX * i as f64);
    }
    svg + "</svg>\n"
}

/// The size of the row and column numbers, in pixels.
const AXIS_FONT_PX: f64 = 12.0;
/// The space between the numbers and the board.
const AXIS_GAP_PX: f64 = 5.0;

/// The estimated width of `number` written at [`AXIS_FONT_PX`].
fn label_px(number: usize) -> f64 {
    0.62 * AXIS_FONT_PX * number.to_string().len() as f64
}

/// The row and column numbers in the input's numbering (from [`Picture::origin`]), in a
/// group `<g class="axes">`: the columns above the board, the rows left of it, the
/// board's top-left corner at `(x, y)` pixels. Every number when cells are large enough
/// for them ([`label_step`]), else the multiples of a round step.
fn axes(svg: &mut String, picture: &Picture, (x, y): (f64, f64), cell_px: f64) {
    let origin = picture.origin;
    let last_col = picture.cols() - 1 + origin;
    let col_step = label_step(cell_px, label_px(last_col) + 4.0);
    let row_step = label_step(cell_px, 1.5 * AXIS_FONT_PX);
    *svg += &format!(
        "<g class=\"axes\" font-size=\"{}\" fill=\"#444444\">\n",
        num(AXIS_FONT_PX)
    );
    let label = |x: f64, y: f64, anchor: &str, number: usize| {
        let (x, y) = (num(x), num(y));
        format!("<text x=\"{x}\" y=\"{y}\" text-anchor=\"{anchor}\">{number}</text>\n")
    };
    for col in labelled(picture.cols(), origin, col_step) {
        let col_x = x + (col as f64 + 0.5) * cell_px;
        *svg += &label(col_x, y - AXIS_GAP_PX, "middle", col + origin);
    }
    for row in labelled(picture.rows(), origin, row_step) {
        let row_y = y + (row as f64 + 0.5) * cell_px + 0.35 * AXIS_FONT_PX;
        *svg += &label(x - AXIS_GAP_PX, row_y, "end", row + origin);
    }
    svg.push_str("</g>\n");
}

/// The smallest round step (1, 2, 5, 10, 20, 50, ...) whose labels, `cell_px` pixels a
/// cell apart, are at least `label_px` pixels apart.
fn label_step(cell_px: f64, label_px: f64) -> usize {
    let mut decade = 1;
    loop {
        for step in [decade, 2 * decade, 5 * decade] {
            if step as f64 * cell_px >= label_px {
                return step;
            }
        }
        decade *= 10;
    }
}

/// The indices (0-based) of the `n` rows or columns whose numbers (`index + origin`) are
/// written: the first, then the multiples of `step` at least `step` past it (so that
/// no two are closer than `step`).
fn labelled(n: usize, origin: usize, step: usize) -> impl Iterator<Item = usize> {
    (0..n).filter(move |&i| i == 0 || (i >= step && (i + origin).is_multiple_of(step)))
}

/// The board in cell units, `cell_px` pixels a cell: kinds, grid lines (when cells are at
/// least 6 pixels), links, moves, glyphs, walks.
fn board(svg: &mut String, picture: &Picture, cell_px: f64) {
    kinds(svg, picture);
    if cell_px >= 6.0 {
        grid_lines(svg, picture);
    }
    for links in &picture.links {
        links_shape(svg, picture.cols(), links);
    }
    moves(svg, picture, cell_px);
    if picture.svg_glyphs() {
        glyphs(svg, picture);
    }
    for (i, walk) in picture.walks.iter().enumerate() {
        let offset = WALK_OFFSETS[i % WALK_OFFSETS.len()];
        walk_line(svg, picture.cols(), walk, offset, cell_px);
    }
}

/// A set of links as one path of class `link`: dominoes as strokes a domino wide with
/// round ends between the two centres (filling each pair's cells but a rim), dashed
/// links as thin dashes with square-cut ends, so that the gaps show.
fn links_shape(svg: &mut String, cols: usize, links: &Links) {
    let stroke = match links.shape {
        LinkShape::Domino => "stroke-width=\".7\" stroke-linecap=\"round\"",
        LinkShape::Dashed => {
            "stroke-width=\".12\" stroke-linecap=\"butt\" stroke-dasharray=\".16 .1\""
        }
    };
    let (colour, d) = (links.style.colour, link_data(cols, &links.pairs));
    *svg += &format!(
        "<path class=\"link\" fill=\"none\" stroke=\"{colour}\" {stroke} d=\"M.5 .5{d}\"/>\n"
    );
}

/// The kinds of the cells: a rectangle in the commonest, then one path per other kind
/// with a subpath per run.
fn kinds(svg: &mut String, picture: &Picture) {
    let runs = picture.runs();
    let commonest = commonest_kind(picture, &runs);
    let (cols, rows) = (picture.cols(), picture.rows());
    let colour = picture.kinds()[commonest].colour;
    *svg += &format!(
        "<rect width=\"{cols}\" height=\"{rows}\" fill=\"{colour}\"/>\n<g fill=\"none\" shape-rendering=\"crispEdges\">\n"
    );
    for (kind, style) in picture.kinds().iter().enumerate() {
        let mut of_kind = runs.iter().filter(|r| r.kind == kind).peekable();
        if kind != commonest && of_kind.peek().is_some() {
            let (colour, d) = (style.colour, run_data(of_kind));
            *svg += &format!("<path stroke=\"{colour}\" stroke-width=\"1\" d=\"M0 .5{d}\"/>\n");
        }
    }
    svg.push_str("</g>\n");
}

/// The moves, each marked by the picture's [`MoveMark`]: underlined (a path with a
/// subpath per run of moves), ringed, or a triangle in the cell's top-left corner (a
/// path with a subpath per move). On boards of cells under [`RING_BELOW_PX`] pixels with
/// at most [`RINGED_MOVES`] moves, also ringed, so that a few moves on a large board show.
fn moves(svg: &mut String, picture: &Picture, cell_px: f64) {
    let runs = picture.move_runs();
    if runs.is_empty() {
        return;
    }
    let colour = picture.move_style.colour;
    let cells = || {
        runs.iter()
            .flat_map(|run| (run.col..run.col + run.len).map(move |col| (run.row, col)))
    };
    let mark = picture.move_mark;
    match mark {
        MoveMark::Underline => {
            let d = run_data(runs.iter());
            *svg += &format!(
                "<path fill=\"none\" stroke=\"{colour}\" stroke-width=\".24\" d=\"M0 .8{d}\"/>\n"
            );
        }
        MoveMark::Ring => rings(svg, cells(), colour, (0.32, 0.14)),
        MoveMark::Corner => {
            let corners: String = cells()
                .map(|(row, col)| format!("M{col} {row}h.4l-.4 .4z"))
                .collect();
            *svg += &format!("<path fill=\"{colour}\" d=\"{corners}\"/>\n");
        }
    }
    let moved = runs.iter().map(|r| r.len).sum::<usize>();
    if mark != MoveMark::Ring && moved <= RINGED_MOVES && cell_px < RING_BELOW_PX {
        let size = (at_least(0.6, 7.0, cell_px), at_least(0.08, 2.0, cell_px));
        rings(svg, cells(), colour, size);
    }
}

/// A ring of `(radius, width)` cells around the centre of each of `cells` (`(row, col)`).
fn rings(
    svg: &mut String,
    cells: impl Iterator<Item = (usize, usize)>,
    colour: &str,
    (r, width): (f64, f64),
) {
    let (r, width) = (num(r), num(width));
    for (row, col) in cells {
        *svg += &format!(
            "<circle cx=\"{col}.5\" cy=\"{row}.5\" r=\"{r}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"{width}\"/>\n"
        );
    }
}

/// `cells` cells, or `px` pixels if that is more, in cells of `cell_px` pixels.
fn at_least(cells: f64, px: f64, cell_px: f64) -> f64 {
    cells.max(px / cell_px)
}

/// The most moves ringed as well as marked, on boards whose cells are under
/// [`RING_BELOW_PX`] pixels, so that a few moves on a large board show.
const RINGED_MOVES: usize = 100;
const RING_BELOW_PX: f64 = 12.0;

/// How far apart, in cells, walks through the same cells are drawn.
const WALK_OFFSETS: [f64; 3] = [0.0, -0.16, 0.16];

/// The kind with the most cells: the background rectangle.
fn commonest_kind(picture: &Picture, runs: &[Run]) -> usize {
    let mut cells = vec![0usize; picture.kinds().len()];
    for run in runs {
        cells[run.kind] += run.len;
    }
    (0..cells.len()).max_by_key(|&k| cells[k]).unwrap_or(0)
}

/// The subpaths of `runs` (row by row, left to right), each `m dx dy h len` from the end
/// of the one before, the pen starting at column 0 of row 0 (plus the offset of the
/// path's `M`).
fn run_data<'a>(runs: impl Iterator<Item = &'a Run>) -> String {
    subpaths(runs.map(|run| ((run.row, run.col), (run.row, run.col + run.len))))
}

/// The segments between the centres of the 4-adjacent pairs, each `m dx dy h1` or `v1`
/// from the end of the one before, the pen starting at the centre of cell 0.
fn link_data(cols: usize, pairs: &[(usize, usize)]) -> String {
    let at = |cell: usize| (cell / cols, cell % cols);
    subpaths(pairs.iter().map(|&(a, b)| (at(a.min(b)), at(a.max(b)))))
}

/// The horizontal or vertical segments `(start, end)`, each `(row, col)`, as subpaths
/// `m dx dy h len` or `m dx dy v len`, each from the end of the one before, the pen
/// starting at `(0, 0)`.
fn subpaths(segments: impl Iterator<Item = ((usize, usize), (usize, usize))>) -> String {
    let (mut at, mut d) = ((0, 0), String::new());
    for (start, end) in segments {
        let (dy, dx) = (start.0 as i64 - at.0 as i64, start.1 as i64 - at.1 as i64);
        match start.0 == end.0 {
            true => write!(d, "m{dx} {dy}h{}", end.1 - start.1),
            false => write!(d, "m{dx} {dy}v{}", end.0 - start.0),
        }
        .expect("to a string");
        at = end;
    }
    d
}

/// Thin lines between the cells.
fn grid_lines(svg: &mut String, picture: &Picture) {
    let (rows, cols) = (picture.rows(), picture.cols());
    let mut d = String::new();
    for r in 0..=rows {
        write!(d, "M0 {r}h{cols}").expect("to a string");
    }
    for c in 0..=cols {
        write!(d, "M{c} 0v{rows}").expect("to a string");
    }
    *svg += &format!(
        "<path fill=\"none\" stroke=\"#000000\" stroke-opacity=\".25\" stroke-width=\".04\" d=\"{d}\"/>\n"
    );
}

/// Each glyph other than `.` as a text at its cell's centre, dark on light cells and
/// light on dark ones.
fn glyphs(svg: &mut String, picture: &Picture) {
    svg.push_str(
        "<g font-family=\"monospace\" font-size=\".5\" text-anchor=\"middle\" dominant-baseline=\"central\">\n",
    );
    for cell in 0..picture.rows() * picture.cols() {
        let glyph = picture.glyph(cell);
        if glyph.is_empty() || glyph == "." {
            continue;
        }
        let (row, col) = (cell / picture.cols(), cell % picture.cols());
        let ink = if is_dark(picture.style(cell).colour) {
            " fill=\"#ffffff\""
        } else {
            ""
        };
        let glyph = escape(glyph);
        *svg += &format!("<text x=\"{col}.5\" y=\"{row}.5\"{ink}>{glyph}</text>\n");
    }
    svg.push_str("</g>\n");
}

/// A walk: a polyline through the centres of its cells, shifted by `offset` cells, and a
/// dot per step in the step's colour (both at least a few pixels wide).
fn walk_line(svg: &mut String, cols: usize, walk: &Walk, offset: f64, cell_px: f64) {
    let point = |cell: usize| {
        let (row, col) = ((cell / cols) as f64, (cell % cols) as f64);
        (num(col + 0.5 + offset), num(row + 0.5 + offset))
    };
    let points: Vec<String> = (walk.steps.iter())
        .map(|&(cell, _)| point(cell))
        .map(|(x, y)| format!("{x},{y}"))
        .collect();
    let (colour, width) = (walk.style.colour, num(at_least(0.14, 2.5, cell_px)));
    *svg += &format!(
        "<polyline fill=\"none\" stroke=\"{colour}\" stroke-width=\"{width}\" stroke-linejoin=\"round\" points=\"{}\"/>\n",
        points.join(" ")
    );
    let (r, width) = (
        num(at_least(0.14, 3.5, cell_px)),
        num(at_least(0.04, 1.0, cell_px)),
    );
    for &(cell, style) in &walk.steps {
        let ((x, y), fill) = (point(cell), style.colour);
        *svg += &format!(
            "<circle cx=\"{x}\" cy=\"{y}\" r=\"{r}\" fill=\"{fill}\" stroke=\"{colour}\" stroke-width=\"{width}\"/>\n"
        );
    }
}

/// One line of the legend at height `top`: the swatch, then the style's name.
fn legend_entry(svg: &mut String, (style, swatch): &(Style, Swatch), top: f64) {
    let (x, y, colour) = (num(MARGIN), num(top), style.colour);
    let (x4, x8, y8) = (num(MARGIN + 4.0), num(MARGIN + 8.0), num(top + 8.0));
    let shape = match *swatch {
        Swatch::Cell => format!(
            "<rect x=\"{x}\" y=\"{y}\" width=\"16\" height=\"16\" fill=\"{colour}\" stroke=\"#888888\"/>"
        ),
        Swatch::Move(mark) => move_swatch(mark, MARGIN, top, colour),
        Swatch::Dot => format!(
            "<circle cx=\"{x8}\" cy=\"{y8}\" r=\"6\" fill=\"{colour}\" stroke=\"#666666\" stroke-width=\"1\"/>"
        ),
        Swatch::Line { dashed } => {
            let dashes = if dashed { " stroke-dasharray=\"4 3\"" } else { "" };
            format!("<path d=\"M{x} {y8}h16\" stroke=\"{colour}\" stroke-width=\"4\"{dashes}/>")
        }
        Swatch::Domino => format!(
            "<path d=\"M{x4} {y8}h8\" stroke=\"{colour}\" stroke-width=\"12\" stroke-linecap=\"round\"/>"
        ),
    };
    let (text_x, text_y, name) = (num(MARGIN + 24.0), num(top + 13.0), escape(style.name));
    *svg += &format!("{shape}<text x=\"{text_x}\" y=\"{text_y}\">{name}</text>\n");
}

/// The legend's swatch of a move: a white cell of 16 pixels at `(x, y)` with the mark.
fn move_swatch(mark: MoveMark, x: f64, y: f64, colour: &str) -> String {
    let (x8, y8, y13) = (num(x + 8.0), num(y + 8.0), num(y + 13.0));
    let (x, y) = (num(x), num(y));
    let shape = match mark {
        MoveMark::Underline => {
            format!("<path d=\"M{x} {y13}h16\" stroke=\"{colour}\" stroke-width=\"4\"/>")
        }
        MoveMark::Ring => format!(
            "<circle cx=\"{x8}\" cy=\"{y8}\" r=\"5\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2.5\"/>"
        ),
        MoveMark::Corner => format!("<path d=\"M{x} {y}h7l-7 7z\" fill=\"{colour}\"/>"),
    };
    format!(
        "<rect x=\"{x}\" y=\"{y}\" width=\"16\" height=\"16\" fill=\"#ffffff\" stroke=\"#888888\"/>{shape}"
    )
}

/// Whether the colour `#rrggbb` is dark (its luma under a half).
fn is_dark(colour: &str) -> bool {
    let channel = |i: usize| {
        let hex = colour.get(i..i + 2).expect("a colour #rrggbb");
        f64::from(u8::from_str_radix(hex, 16).expect("a colour #rrggbb"))
    };
    let (r, g, b) = (channel(1), channel(3), channel(5));
    0.299 * r + 0.587 * g + 0.114 * b < 128.0
}

/// A number with at most two decimals, without trailing zeros.
fn num(x: f64) -> String {
    let s = format!("{x:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    s.to_string()
}

/// `s` with the characters XML reserves escaped.
fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

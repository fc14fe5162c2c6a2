//! The picture of a case as a standalone SVG: a title (the answer), the board, a legend.
//!
//! The board is drawn in cell units (`viewBox="0 0 cols rows"`), scaled to at most
//! [`BOARD_PX`] pixels: one rectangle in the commonest kind, then, per other kind, one
//! `<path>` holding one subpath per maximal run of that kind along a row (a stroke one
//! cell wide: `m dx dy h len`, coordinates relative to the end of the run before). So the
//! file grows with the runs, never with the cells, and a kind costs one element. The
//! moves are underlined, one path with a subpath per run of moves; each set of links (a
//! matching) is one path, each walk one polyline with a dot per step; on boards of at most
//! [`Picture::SVG_GLYPH_CELLS`] cells whose picture asks for it, each glyph is a text.

use super::picture::{Picture, Run, Style, Swatch};
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

/// The SVG of `picture`, headed by `title` (one line per element of `title`), as wide as
/// the board or, if wider, its title and legend (their widths estimated from their
/// characters).
pub fn render(picture: &Picture, title: &[String]) -> String {
    let (rows, cols) = (picture.rows(), picture.cols());
    let cell = (BOARD_PX / rows.max(cols) as f64).min(CELL_PX);
    let (board_w, board_h) = (cols as f64 * cell, rows as f64 * cell);
    let legend = picture.legend();
    let title_h = TITLE_PX * title.len() as f64;
    let text_w = |chars: usize, px_per_char: f64| chars as f64 * px_per_char;
    let widest_title = title.iter().map(|t| text_w(t.chars().count(), 9.0));
    let widest_entry = legend
        .iter()
        .map(|(s, _)| 24.0 + text_w(s.name.chars().count(), 7.8));
    let width = widest_title
        .chain(widest_entry)
        .fold(board_w.max(MIN_WIDTH - 2.0 * MARGIN), f64::max)
        + 2.0 * MARGIN;
    let legend_top = MARGIN + title_h + board_h + MARGIN;
    let height = legend_top + LEGEND_LINE_PX * legend.len() as f64 + MARGIN;
    let mut svg = String::new();
    let w = |svg: &mut String, s: std::fmt::Arguments| svg.write_fmt(s).expect("to a string");
    w(
        &mut svg,
        format_args!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
             <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" \
             viewBox=\"0 0 {} {}\" font-family=\"sans-serif\" font-size=\"14\">\n",
            num(width),
            num(height),
            num(width),
            num(height)
        ),
    );
    w(
        &mut svg,
        format_args!("<title>{}</title>\n", escape(&title.join(" / "))),
    );
    w(
        &mut svg,
        format_args!("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"),
    );
    for (i, line) in title.iter().enumerate() {
        let y = MARGIN + TITLE_PX * i as f64 + 16.0;
        w(
            &mut svg,
            format_args!(
                "<text x=\"{}\" y=\"{}\" font-size=\"16\">{}</text>\n",
                num(MARGIN),
                num(y),
                escape(line)
            ),
        );
    }
    w(
        &mut svg,
        format_args!(
            "<svg x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" viewBox=\"0 0 {cols} {rows}\">\n",
            num(MARGIN),
            num(MARGIN + title_h),
            num(board_w),
            num(board_h)
        ),
    );
    board(&mut svg, picture, cell);
    svg.push_str("</svg>\n");
    for (i, (style, swatch)) in legend.iter().enumerate() {
        legend_entry(
            &mut svg,
            style,
            *swatch,
            legend_top + LEGEND_LINE_PX * i as f64,
        );
    }
    svg.push_str("</svg>\n");
    svg
}

/// The board in cell units: kinds, grid lines (when cells are at least 6 pixels), glyphs,
/// moves, links, walks.
fn board(svg: &mut String, picture: &Picture, cell_px: f64) {
    let runs = picture.runs();
    let commonest = commonest_kind(picture, &runs);
    writeln!(
        svg,
        "<rect width=\"{}\" height=\"{}\" fill=\"{}\"/>",
        picture.cols(),
        picture.rows(),
        picture.kinds()[commonest].colour
    )
    .expect("to a string");
    svg.push_str("<g fill=\"none\" shape-rendering=\"crispEdges\">\n");
    for (kind, style) in picture.kinds().iter().enumerate() {
        let of_kind = runs.iter().filter(|r| r.kind == kind);
        if kind != commonest && runs.iter().any(|r| r.kind == kind) {
            writeln!(
                svg,
                "<path stroke=\"{}\" stroke-width=\"1\" d=\"M0 .5{}\"/>",
                style.colour,
                run_data(of_kind)
            )
            .expect("to a string");
        }
    }
    svg.push_str("</g>\n");
    if cell_px >= 6.0 {
        grid_lines(svg, picture);
    }
    let moves = picture.move_runs();
    if !moves.is_empty() {
        writeln!(
            svg,
            "<path fill=\"none\" stroke=\"{}\" stroke-width=\".24\" d=\"M0 .8{}\"/>",
            picture.move_style().colour,
            run_data(moves.iter())
        )
        .expect("to a string");
    }
    if picture.svg_glyphs() {
        glyphs(svg, picture);
    }
    for links in picture.links() {
        let dash = if links.dashed {
            " stroke-dasharray=\".16 .12\""
        } else {
            ""
        };
        writeln!(
            svg,
            "<path fill=\"none\" stroke=\"{}\" stroke-width=\".2\" stroke-linecap=\"round\"{dash} d=\"M.5 .5{}\"/>",
            links.style.colour,
            link_data(picture.cols(), &links.pairs)
        )
        .expect("to a string");
    }
    for (i, walk) in picture.walks().iter().enumerate() {
        walk_line(
            svg,
            picture.cols(),
            walk,
            WALK_OFFSETS[i % WALK_OFFSETS.len()],
        );
    }
}

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
    let (mut x, mut y, mut d) = (0i64, 0i64, String::new());
    for run in runs {
        let (col, row, len) = (run.col as i64, run.row as i64, run.len as i64);
        write!(d, "m{} {}h{len}", col - x, row - y).expect("to a string");
        (x, y) = (col + len, row);
    }
    d
}

/// The segments between the centres of the 4-adjacent pairs, each `m dx dy h1` or `v1`
/// from the end of the one before, the pen starting at the centre of cell 0.
fn link_data(cols: usize, pairs: &[(usize, usize)]) -> String {
    let (mut x, mut y, mut d) = (0i64, 0i64, String::new());
    for &(a, b) in pairs {
        let (first, second) = (a.min(b), a.max(b));
        let (row, col) = ((first / cols) as i64, (first % cols) as i64);
        let step = if second == first + 1 { "h1" } else { "v1" };
        write!(d, "m{} {}{step}", col - x, row - y).expect("to a string");
        (x, y) = match step {
            "h1" => (col + 1, row),
            _ => (col, row + 1),
        };
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
    writeln!(
        svg,
        "<path fill=\"none\" stroke=\"#000000\" stroke-opacity=\".25\" stroke-width=\".04\" d=\"{d}\"/>"
    )
    .expect("to a string");
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
        writeln!(
            svg,
            "<text x=\"{}.5\" y=\"{}.5\"{ink}>{}</text>",
            col,
            row,
            escape(glyph)
        )
        .expect("to a string");
    }
    svg.push_str("</g>\n");
}

/// A walk: a polyline through the centres of its cells, shifted by `offset` cells, and a
/// dot per step in the step's colour.
fn walk_line(svg: &mut String, cols: usize, walk: &super::picture::Walk, offset: f64) {
    let point = |cell: usize| {
        let (row, col) = ((cell / cols) as f64, (cell % cols) as f64);
        (col + 0.5 + offset, row + 0.5 + offset)
    };
    let points: Vec<String> = walk
        .steps
        .iter()
        .map(|&(cell, _)| {
            let (x, y) = point(cell);
            format!("{},{}", num(x), num(y))
        })
        .collect();
    writeln!(
        svg,
        "<polyline fill=\"none\" stroke=\"{}\" stroke-width=\".14\" stroke-linejoin=\"round\" points=\"{}\"/>",
        walk.style.colour,
        points.join(" ")
    )
    .expect("to a string");
    for &(cell, style) in &walk.steps {
        let (x, y) = point(cell);
        writeln!(
            svg,
            "<circle cx=\"{}\" cy=\"{}\" r=\".2\" fill=\"{}\" stroke=\"{}\" stroke-width=\".05\"/>",
            num(x),
            num(y),
            style.colour,
            walk.style.colour
        )
        .expect("to a string");
    }
}

/// One line of the legend at height `top`: the swatch, then the style's name.
fn legend_entry(svg: &mut String, style: &Style, swatch: Swatch, top: f64) {
    let (x, y) = (MARGIN, top);
    let shape = match swatch {
        Swatch::Cell => format!(
            "<rect x=\"{}\" y=\"{}\" width=\"16\" height=\"16\" fill=\"{}\" stroke=\"#888888\"/>",
            num(x),
            num(y),
            style.colour
        ),
        Swatch::Underline => format!(
            "<rect x=\"{}\" y=\"{}\" width=\"16\" height=\"16\" fill=\"#ffffff\" stroke=\"#888888\"/><path d=\"M{} {}h16\" stroke=\"{}\" stroke-width=\"4\"/>",
            num(x),
            num(y),
            num(x),
            num(y + 13.0),
            style.colour
        ),
        Swatch::Dot => format!(
            "<circle cx=\"{}\" cy=\"{}\" r=\"6\" fill=\"{}\" stroke=\"#666666\" stroke-width=\"1\"/>",
            num(x + 8.0),
            num(y + 8.0),
            style.colour
        ),
        Swatch::Line { dashed } => format!(
            "<path d=\"M{} {}h16\" stroke=\"{}\" stroke-width=\"4\"{}/>",
            num(x),
            num(y + 8.0),
            style.colour,
            if dashed {
                " stroke-dasharray=\"4 3\""
            } else {
                ""
            }
        ),
    };
    writeln!(
        svg,
        "{shape}<text x=\"{}\" y=\"{}\">{}</text>",
        num(x + 24.0),
        num(y + 13.0),
        escape(style.name)
    )
    .expect("to a string");
}

/// Whether the colour `#rrggbb` is dark (its luma under a half).
fn is_dark(colour: &str) -> bool {
    let channel = |i: usize| {
        u8::from_str_radix(colour.get(i..i + 2).unwrap_or("ff"), 16).unwrap_or(255) as f64
    };
    0.299 * channel(1) + 0.587 * channel(3) + 0.114 * channel(5) < 128.0
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

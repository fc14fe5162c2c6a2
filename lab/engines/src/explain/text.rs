//! The explanation of a case as text: the answer, the reasoning, and the board for boards
//! of at most [`MAX_COLUMNS`] columns, each cell written as a letter (its mark, or a
//! space) and its glyph, cells apart by a space, in colour on a terminal.

use super::picture::{Picture, Style};
use super::Report;

/// The widest board drawn as text; wider ones get the reasoning only (and the SVG).
pub const MAX_COLUMNS: usize = 80;

impl Report {
    /// The report as text: the answer lines as the binary prints them, the reasoning
    /// indented, then the board (once per walk when it has walks) and its legend. With
    /// `colour`, each cell gets the ANSI colours of its style.
    pub fn text(&self, colour: bool) -> String {
        let mut text = format!("== case {} ==\n{}", self.case, self.answer);
        for line in &self.explanation.reasoning {
            text += &format!("  {line}\n");
        }
        let picture = &self.explanation.picture;
        let cols = picture.cols();
        if cols > MAX_COLUMNS {
            text += &format!(
                "  (the board has {cols} columns, more than {MAX_COLUMNS}: no text board; see --svg)\n"
            );
            return text;
        }
        if picture.walks.is_empty() {
            board(&mut text, picture, None, colour);
        }
        for walk in &picture.walks {
            text += &format!("\n  {}:\n", walk.style.name);
            board(&mut text, picture, Some(&walk.steps), colour);
        }
        legend(&mut text, picture, colour);
        text
    }
}

/// The board of `picture` and its legend, as [`Report::text`] draws them (without the
/// answer and the reasoning): what `cargo lab play` shows between moves.
pub fn board_text(picture: &Picture, colour: bool) -> String {
    let mut text = String::new();
    board(&mut text, picture, None, colour);
    legend(&mut text, picture, colour);
    text
}

/// Appends the board: column numbers written downwards above it, row numbers before it;
/// each cell is a space, its letter and its glyph right-aligned to the widest glyph. The letter
/// is the walk's (if `walk` passes there), else the move's, else the kind's.
fn board(text: &mut String, picture: &Picture, walk: Option<&[(usize, Style)]>, colour: bool) {
    let cells = picture.rows() * picture.cols();
    let width = (0..cells)
        .map(|c| picture.glyph(c).chars().count())
        .max()
        .unwrap_or(1);
    let last_row = picture.rows() - 1 + picture.origin;
    let margin = last_row.to_string().len();
    text.push('\n');
    let last_col = (picture.cols() - 1 + picture.origin).to_string().len();
    for digit in (0..last_col).rev() {
        let mut line = format!("  {:margin$} ", "");
        for col in 0..picture.cols() {
            let label = (col + picture.origin).to_string();
            let shown = label
                .len()
                .checked_sub(digit + 1)
                .map_or(' ', |i| char::from(label.as_bytes()[i]));
            line += &format!("{:>w$}", shown, w = width + 2);
        }
        *text += &format!("{}\n", line.trim_end());
    }
    let mut walk_step = vec![None; cells];
    for (cell, style) in walk.unwrap_or(&[]) {
        walk_step[*cell] = Some(style);
    }
    for row in 0..picture.rows() {
        *text += &format!("  {:>margin$} ", row + picture.origin);
        for col in 0..picture.cols() {
            let cell = row * picture.cols() + col;
            let style = picture.style(cell);
            let marked = match (walk_step[cell], picture.is_move(cell)) {
                (Some(step), _) => step,
                (None, true) => &picture.move_style,
                (None, false) => style,
            };
            let glyph = format!("{:>width$}", picture.glyph(cell));
            text.push(' ');
            paint(text, marked, &marked.letter.to_string(), colour);
            paint(text, style, &glyph, colour);
        }
        text.push('\n');
    }
}

/// Appends `s`, in `style`'s colours when `colour`.
fn paint(text: &mut String, style: &Style, s: &str, colour: bool) {
    if colour && !style.ansi.is_empty() {
        *text += &format!("\x1b[{}m{s}\x1b[0m", style.ansi);
    } else {
        text.push_str(s);
    }
}

/// Appends the legend: each style with a letter (or, in colour, a colour) and its name.
fn legend(text: &mut String, picture: &Picture, colour: bool) {
    let shown: Vec<Style> = picture
        .legend()
        .into_iter()
        .map(|(style, _)| style)
        .filter(|s| s.letter != ' ' || (colour && !s.ansi.is_empty()))
        .collect();
    if shown.is_empty() {
        return;
    }
    text.push_str("\n  legend:\n");
    for style in shown {
        text.push_str("    ");
        paint(text, &style, &style.letter.to_string(), colour);
        *text += &format!("  {}\n", style.name);
    }
}

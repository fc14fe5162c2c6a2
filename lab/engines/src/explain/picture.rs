//! The board of an explanation, as the text board and the SVG draw it: every cell of one
//! *kind* (a style: empty, ring stone, killing point...) with a glyph, the winning moves
//! marked on top, segments between cells (a matching) and paths through cells (a play).
//!
//! Cells are row-major indices `row * cols + col` (0-based, no ring); the input's own
//! numbering (0- or 1-based) is kept only for the labels of the rows and columns.

use std::fmt::{self, Write};

/// How one kind of cell, or one mark, is shown: in the legend, on the text board and in
/// the SVG.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    /// What it means, for the legend.
    pub name: &'static str,
    /// The letter written before the cell's glyph on the text board; `' '` for none.
    pub letter: char,
    /// The SVG colour, `#rrggbb`.
    pub colour: &'static str,
    /// The ANSI SGR parameters of the text board in colour (e.g. `"30;43"`).
    pub ansi: &'static str,
}

impl Style {
    /// A style with `letter` on the text board, in colour `ansi` on a terminal.
    pub const fn new(
        name: &'static str,
        letter: char,
        colour: &'static str,
        ansi: &'static str,
    ) -> Self {
        Style {
            name,
            letter,
            colour,
            ansi,
        }
    }

    /// A style with no letter and no terminal colour: seen in the SVG only.
    pub const fn plain(name: &'static str, colour: &'static str) -> Self {
        Style::new(name, ' ', colour, "")
    }
}

/// Pairs of 4-adjacent cells, all in one style (a matching, a proof's other edges).
#[derive(Clone, Debug)]
pub struct Links {
    pub style: Style,
    pub shape: LinkShape,
    /// Pairs of 4-adjacent cells.
    pub pairs: Vec<(usize, usize)>,
}

/// How the SVG draws a pair of [`Links`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkShape {
    /// A dashed segment from cell centre to cell centre (an edge outside a matching).
    Dashed,
    /// A rounded outline around both cells, a domino (an edge of a matching): it never
    /// lies on a segment between centres, so a path through a domino stays readable.
    Domino,
}

/// How the SVG marks a move on its cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveMark {
    /// A bar along the bottom of the cell (a hit, a click).
    Underline,
    /// A thick ring around the cell's centre (a point to play on).
    Ring,
    /// A triangle in the cell's top-left corner: marks of adjacent cells stay apart, so
    /// they never line up into bars that read as edges.
    Corner,
}

/// A walk through cells (a play of the game): a polyline in the SVG, a board of its own
/// on the text board, each of its cells marked with the letter of its step's style.
#[derive(Clone, Debug)]
pub struct Walk {
    pub style: Style,
    /// The cells in order, each with the style of that step (whose move it was).
    pub steps: Vec<(usize, Style)>,
}

/// The board of one case: a kind and a glyph per cell, the moves, links and walks.
///
/// Invariant: every cell's kind indexes `kinds`; the glyphs are stored end to end in
/// `glyphs`, cell `i`'s ending at `glyph_ends[i]`, or, while every glyph is one byte
/// (most boards: 4 bytes a cell saved), at byte `i + 1` with `glyph_ends` empty.
#[derive(Clone, Debug)]
pub struct Picture {
    rows: usize,
    cols: usize,
    /// 0 or 1: the number of the first row and column in the input's coordinates.
    pub origin: usize,
    kinds: Vec<Style>,
    kind: Vec<u8>,
    glyphs: String,
    glyph_ends: Vec<u32>,
    /// Whether the SVG writes the glyphs too (on small boards: the hit points, the
    /// numbers).
    svg_glyphs: bool,
    /// How the moves are shown on the text board and in the legend.
    pub move_style: Style,
    /// How the SVG marks the moves (an underline unless set).
    pub move_mark: MoveMark,
    moves: Vec<bool>,
    pub links: Vec<Links>,
    pub walks: Vec<Walk>,
}

impl Picture {
    /// A `rows` x `cols` board whose cell `i` is of kind `cell(i).0` (an index into
    /// `kinds`, at most 128 of them: with a colour per kind, and per kind under a move, a
    /// raster's palette fits a byte) with glyph `cell(i).1`. `origin` (0 or 1) numbers the first row and
    /// column on the text board; moves are shown in `move_style`. O(cells).
    pub fn new<G: fmt::Display>(
        (rows, cols): (usize, usize),
        origin: usize,
        kinds: &[Style],
        move_style: Style,
        mut cell: impl FnMut(usize) -> (usize, G),
    ) -> Self {
        assert!(kinds.len() <= 128, "at most 128 kinds");
        let mut picture = Picture {
            rows,
            cols,
            origin,
            kinds: kinds.to_vec(),
            kind: Vec::with_capacity(rows * cols),
            glyphs: String::new(),
            glyph_ends: Vec::new(),
            svg_glyphs: false,
            move_style,
            move_mark: MoveMark::Underline,
            moves: vec![false; rows * cols],
            links: Vec::new(),
            walks: Vec::new(),
        };
        for i in 0..rows * cols {
            let (kind, glyph) = cell(i);
            assert!(kind < kinds.len(), "kind {kind} of cell {i} has no style");
            picture.kind.push(kind as u8);
            picture.push_glyph(i, glyph);
        }
        picture
    }

    /// Stores the glyph of cell `i`, the cells before it stored: byte ends kept from the
    /// first glyph that is not one byte on. Amortised O(glyph), O(i) once.
    fn push_glyph(&mut self, i: usize, glyph: impl fmt::Display) {
        write!(self.glyphs, "{glyph}").expect("writing to a string");
        let end = u32::try_from(self.glyphs.len()).expect("glyphs under 4 GB");
        if self.glyph_ends.is_empty() && end as usize != i + 1 {
            self.glyph_ends = (1..=i as u32).collect();
        }
        if !self.glyph_ends.is_empty() {
            self.glyph_ends.push(end);
        }
    }

    /// Has the SVG write each cell's glyph (boards of at most [`Picture::SVG_GLYPH_CELLS`]
    /// cells).
    pub fn with_svg_glyphs(mut self) -> Self {
        self.svg_glyphs = true;
        self
    }

    /// The most cells of a board whose glyphs the SVG writes: one text element a cell.
    pub const SVG_GLYPH_CELLS: usize = 2_500;

    /// Marks each of `cells` as a move.
    pub fn with_moves(mut self, cells: impl IntoIterator<Item = usize>) -> Self {
        for cell in cells {
            self.moves[cell] = true;
        }
        self
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The style of `cell`'s kind.
    pub fn style(&self, cell: usize) -> &Style {
        &self.kinds[usize::from(self.kind[cell])]
    }

    /// The kind of `cell`, an index into the styles.
    pub fn kind(&self, cell: usize) -> usize {
        usize::from(self.kind[cell])
    }

    pub fn kinds(&self) -> &[Style] {
        &self.kinds
    }

    pub fn glyph(&self, cell: usize) -> &str {
        if self.glyph_ends.is_empty() {
            return &self.glyphs[cell..cell + 1];
        }
        let start = match cell {
            0 => 0,
            _ => self.glyph_ends[cell - 1] as usize,
        };
        &self.glyphs[start..self.glyph_ends[cell] as usize]
    }

    pub fn svg_glyphs(&self) -> bool {
        self.svg_glyphs && self.rows * self.cols <= Self::SVG_GLYPH_CELLS
    }

    pub fn is_move(&self, cell: usize) -> bool {
        self.moves[cell]
    }

    /// The maximal runs of cells of one kind along each row: `(row, first col, length,
    /// kind)`, row by row, left to right. O(cells).
    pub fn runs(&self) -> Vec<Run> {
        self.runs_of(|cell| Some(self.kind(cell)))
    }

    /// The maximal runs of moves along each row, as [`Picture::runs`] gives them.
    pub fn move_runs(&self) -> Vec<Run> {
        self.runs_of(|cell| self.moves[cell].then_some(0))
    }

    /// The maximal runs of cells with equal `Some` keys along each row.
    fn runs_of(&self, key: impl Fn(usize) -> Option<usize>) -> Vec<Run> {
        let mut runs = Vec::new();
        for row in 0..self.rows {
            let mut col = 0;
            while col < self.cols {
                let first = row * self.cols + col;
                let k = key(first);
                let len = (col..self.cols)
                    .take_while(|&c| key(row * self.cols + c) == k)
                    .count();
                if let Some(kind) = k {
                    runs.push(Run {
                        row,
                        col,
                        len,
                        kind,
                    });
                }
                col += len;
            }
        }
        runs
    }

    /// The legend: the kinds some cell has, then the moves if any, the links, the walks
    /// and the styles of their steps, each style once, with the swatch that shows it.
    pub fn legend(&self) -> Vec<(Style, Swatch)> {
        let mut used = vec![false; self.kinds.len()];
        for &k in &self.kind {
            used[usize::from(k)] = true;
        }
        let kinds = (0..self.kinds.len()).filter(|&k| used[k]);
        let cells = kinds.map(|k| (self.kinds[k], Swatch::Cell));
        let has_moves = self.moves.contains(&true);
        let moves = has_moves.then_some((self.move_style, Swatch::Move(self.move_mark)));
        let links = self.links.iter().map(|links| match links.shape {
            LinkShape::Dashed => (links.style, Swatch::Line { dashed: true }),
            LinkShape::Domino => (links.style, Swatch::Domino),
        });
        let walks = self
            .walks
            .iter()
            .map(|w| (w.style, Swatch::Line { dashed: false }));
        let steps = self
            .walks
            .iter()
            .flat_map(|w| &w.steps)
            .map(|&(_, s)| (s, Swatch::Dot));
        let mut distinct: Vec<(Style, Swatch)> = Vec::new();
        for entry in cells.chain(moves).chain(links).chain(walks).chain(steps) {
            if !distinct.iter().any(|(style, _)| *style == entry.0) {
                distinct.push(entry);
            }
        }
        distinct
    }
}

/// How the legend shows a style: a cell's colour, a move's mark, a dot (a step of a
/// walk), a line (dashed links, walks), a domino (links drawn as dominoes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Swatch {
    Cell,
    Move(MoveMark),
    Dot,
    Line { dashed: bool },
    Domino,
}

/// A maximal run of equal cells along a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    pub row: usize,
    pub col: usize,
    pub len: usize,
    pub kind: usize,
}

//! Writing the bundle: a header comment, the binary's kept units at the root, then each
//! library module with kept units as `mod name { ... }` (the problem's own first, under its
//! module documentation as `//` comments; a nested module inside its parent), its units
//! indented by four spaces a level, in source order.
//!
//! A unit's text is its original text, line by line, less its cuts (doc comments,
//! `#[cfg(test)]` items, the items of an impl that are not kept): a line a cut empties
//! goes whole. In the binary `grid_games` becomes `crate`. A `use` that keeps only some of
//! its names is written anew from the names it keeps. Then blank lines are tidied as
//! `rustfmt` would (none doubled, none after `{` or before `}`). Lines that continue a
//! multi-line literal are copied as they stand: never indented, never dropped.
//!
//! Every copied piece is recorded as a [`Segment`], so that a position in the bundle (in a
//! rustc diagnostic) leads back to the source.

use super::model::{Kind, Model, Module, Unit, UnitId, BIN};
use super::refs::{LIBRARY, ROOT};
use super::source::{each_group, is_ident, within, Piece, Source};
use super::uses;
use std::collections::BTreeSet;
use std::ops::Range;

/// A line of a unit.
struct Line {
    pieces: Vec<Piece>,
    /// It continues a multi-line literal.
    literal: bool,
}

impl Line {
    fn text(&self, source: &Source) -> String {
        self.pieces
            .iter()
            .map(|piece| match piece {
                Piece::Copy(range) => &source.text[range.clone()],
                Piece::Text(text) => text.as_str(),
            })
            .collect()
    }

    fn is_blank(&self, source: &Source) -> bool {
        !self.literal && self.text(source).trim().is_empty()
    }
}

/// Output bytes `out..out + len` are source bytes `src..src + len` of module `module`.
#[derive(Clone, Copy, Debug)]
pub struct Segment {
    pub out: usize,
    pub module: usize,
    pub src: usize,
    pub len: usize,
}

/// A bundle's text, and where its pieces come from.
#[derive(Default)]
pub struct Rendered {
    pub text: String,
    pub segments: Vec<Segment>,
}

impl Rendered {
    /// The source ranges (by module) that output bytes `range` were copied from.
    pub fn origins(&self, range: &Range<usize>) -> Vec<(usize, Range<usize>)> {
        self.segments
            .iter()
            .filter(|s| s.out < range.end.max(range.start + 1) && range.start < s.out + s.len)
            .map(|s| {
                let start = range.start.max(s.out) - s.out + s.src;
                let end = range.end.min(s.out + s.len) - s.out + s.src;
                (s.module, start..end.max(start))
            })
            .collect()
    }
}

/// The bundle of the `kept` units of `model`, for binary `bin`: the header, the binary's
/// units (`main`), then the library modules with kept units, the problem's own (the one
/// named like the binary) first and the shared ones after it by name, each module's nested
/// modules inside it after its own units.
pub fn render(model: &Model, kept: &BTreeSet<UnitId>, bin: &str) -> Rendered {
    let mut top: Vec<usize> = (0..model.modules.len())
        .filter(|&m| m != BIN && model.modules[m].parent.is_none())
        .filter(|&m| has_items(model, kept, m))
        .collect();
    top.sort_by_key(|&m| (model.modules[m].name != bin, model.modules[m].name.clone()));
    let mut out = Rendered::default();
    out.push(&header(model, bin, &top));
    write_module(&mut out, model, kept, BIN);
    for &module in &top {
        write_block(&mut out, model, kept, module, bin);
    }
    out
}

/// Writes `module` as a `mod name { ... }` block at its depth, its kept nested modules
/// inside after its units. The problem's own module, named like binary `bin`, has its
/// module documentation right above it, as plain comments.
fn write_block(
    out: &mut Rendered,
    model: &Model,
    kept: &BTreeSet<UnitId>,
    module: usize,
    bin: &str,
) {
    let indent = "    ".repeat(model.modules[module].depth - 1);
    let name = &model.modules[module].name;
    out.push("\n");
    if name == bin {
        out.push(&module_doc(&model.modules[module].source));
    }
    out.push(&format!("{indent}mod {name} {{\n"));
    write_module(out, model, kept, module);
    for nested in children(model, module) {
        if has_items(model, kept, nested) {
            write_block(out, model, kept, nested, bin);
        }
    }
    out.push(&format!("{indent}}}\n"));
}

/// The modules declared in `module`, in the order of the model.
fn children(model: &Model, module: usize) -> impl Iterator<Item = usize> + '_ {
    (0..model.modules.len()).filter(move |&m| model.modules[m].parent == Some(module))
}

/// Whether `module`, or a module nested in it, has a kept unit other than a `use`.
fn has_items(model: &Model, kept: &BTreeSet<UnitId>, module: usize) -> bool {
    let own = model.modules[module]
        .units
        .iter()
        .any(|u| kept.contains(u) && !matches!(model.units[*u].kind, Kind::Use(_)));
    own || children(model, module).any(|nested| has_items(model, kept, nested))
}

impl Rendered {
    fn push(&mut self, text: &str) {
        self.text.push_str(text);
    }

    fn copy(&mut self, module: usize, source: &Source, range: Range<usize>) {
        self.segments.push(Segment {
            out: self.text.len(),
            module,
            src: range.start,
            len: range.len(),
        });
        self.text.push_str(&source.text[range]);
    }

    /// Writes `lines` of `module`, indented by four spaces a level of its depth.
    fn lines(&mut self, model: &Model, module: usize, lines: &[Line]) {
        let Module { source, depth, .. } = &model.modules[module];
        for line in lines {
            if !line.is_blank(source) {
                if !line.literal {
                    self.push(&"    ".repeat(*depth));
                }
                for piece in &line.pieces {
                    match piece {
                        Piece::Copy(range) => self.copy(module, source, range.clone()),
                        Piece::Text(text) => self.push(text),
                    }
                }
            }
            self.push("\n");
        }
    }
}

/// The header comment: the problem and where to submit (the binary's `//!` lines), then
/// what the file holds, the Rust it needs and how it was made.
fn header(model: &Model, bin: &str, modules: &[usize]) -> String {
    let names: Vec<String> = modules
        .iter()
        .map(|&m| model.modules[m].name.clone())
        .collect();
    let shared = match &names[..] {
        [] | [_] => String::new(),
        [_, rest @ ..] => format!(", then the shared modules it uses ({})", rest.join(", ")),
    };
    let text = format!(
        "Single file of `{bin}`: `main`, the problem's module with its documentation (the \
         rule, why it holds, the complexity){shared}; without tests or other doc comments. Builds alone with Rust 1.57 or later, edition 2021 or 2024: `rustc \
         --edition 2021 -O {bin}.rs`. Made by `cargo lab bundle` from the grid-games \
         sources: change those and regenerate."
    );
    let mut comment = module_doc(&model.modules[BIN].source);
    comment.push_str("//\n");
    let mut line = String::from("//");
    for word in unbroken_words(&text) {
        if line.len() + 1 + word.len() > HEADER_WIDTH && line.len() > 2 {
            comment += &format!("{line}\n");
            line = String::from("//");
        }
        line.push(' ');
        line.push_str(&word);
    }
    comment + &format!("{line}\n")
}

/// The `//!` lines that open `source` as plain `//` comments, each intra-doc link written
/// as its code span (see [`unlinked`]).
fn module_doc(source: &Source) -> String {
    let doc = source
        .text
        .lines()
        .map_while(|line| line.strip_prefix("//!"));
    doc.map(|line| format!("//{}\n", unlinked(line))).collect()
}

/// `line` with each intra-doc link, a code span in brackets perhaps followed by its target
/// in parentheses, written as the code span alone: a link to `grid::bfs` as `grid::bfs`.
fn unlinked(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some((before, link)) = rest.split_once("[`") {
        let Some((code, after)) = link.split_once("`]") else {
            break;
        };
        out.push_str(&format!("{before}`{code}`"));
        // A target is a path: `(crate::grid::bfs)`, never `(the rule)`.
        let target = after.strip_prefix('(').and_then(|a| a.split_once(')'));
        let target = target.filter(|(path, _)| !path.contains(char::is_whitespace));
        rest = target.map_or(after, |(_, past_target)| past_target);
    }
    out.push_str(rest);
    out
}

/// The widest line of the header comment.
const HEADER_WIDTH: usize = 90;

/// The words of `text`, separated by spaces outside `code spans` (a code span is one word).
fn unbroken_words(text: &str) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        match words.last_mut() {
            Some(open) if open.matches('`').count() % 2 == 1 => *open += &format!(" {word}"),
            _ => words.push(word.to_string()),
        }
    }
    words
}

/// Writes the inner attributes and the kept units of `module`: one blank line between
/// units, none between units that stood on consecutive lines (consts in a row).
fn write_module(out: &mut Rendered, model: &Model, kept: &BTreeSet<UnitId>, module: usize) {
    let source = &model.modules[module].source;
    let attributes: Vec<Line> = model.modules[module]
        .inner_attributes
        .iter()
        .filter_map(|&line| edited_line(source, line, &[]))
        .collect();
    if !attributes.is_empty() {
        out.push("\n");
        out.lines(model, module, &attributes);
    }
    // The last line of the previous unit.
    let mut previous = None;
    // A library module's first line follows `mod name {` directly.
    let mut at_block_start = module != BIN && attributes.is_empty();
    let units = model.modules[module].units.iter();
    for &id in units.filter(|u| kept.contains(u)) {
        let unit = &model.units[id];
        let start = source.line_of(unit.range.start);
        let adjacent = previous.is_some_and(|p| !(p + 1..start).any(|line| source.is_blank(line)));
        if !adjacent && !at_block_start {
            out.push("\n");
        }
        at_block_start = false;
        out.lines(model, module, &unit_lines(model, kept, id));
        previous = Some(source.line_of(unit.range.end));
    }
}

/// The lines of unit `id` as the bundle holds them.
fn unit_lines(model: &Model, kept: &BTreeSet<UnitId>, id: UnitId) -> Vec<Line> {
    let unit = &model.units[id];
    let source = &model.modules[unit.module].source;
    if let Kind::Use(item) = &unit.kind {
        let all_kept = unit.children.iter().all(|c| kept.contains(c));
        if !all_kept || unit.module == BIN {
            return vec![rewritten_use(model, kept, unit, item)];
        }
    }
    let mut edits: Vec<(Range<usize>, Option<String>)> = unit
        .cuts
        .iter()
        .cloned()
        .chain(
            unit.children
                .iter()
                .filter(|c| !kept.contains(c))
                .map(|&c| model.units[c].range.clone()),
        )
        .map(|range| (range, None))
        .collect();
    if unit.module == BIN {
        each_group(&source.trees, &unit.range, &mut |siblings| {
            for tree in siblings.iter().filter(|t| is_ident(t, LIBRARY)) {
                let range = tree.span().byte_range();
                if unit.range.contains(&range.start) {
                    edits.push((range, Some(ROOT.to_string())));
                }
            }
        });
    }
    edits.sort_by_key(|(range, _)| (range.start, std::cmp::Reverse(range.end)));
    let lines = (source.line_of(unit.range.start)..source.line_of(unit.range.end) + 1)
        .filter_map(|line| edited_line(source, line, &edits))
        .collect();
    tidy(source, lines)
}

/// `line` with `edits` (cuts, or replacements by the given text) applied; `None` when
/// the edits leave nothing of it.
fn edited_line(
    source: &Source,
    line: usize,
    edits: &[(Range<usize>, Option<String>)],
) -> Option<Line> {
    let bytes = source.line_range(line);
    let cut_whole = |(range, replacement): &(Range<usize>, Option<String>)| {
        replacement.is_none() && within(&bytes, range)
    };
    if edits.iter().any(cut_whole) {
        return None;
    }
    let mut pieces = Vec::new();
    let mut at = bytes.start;
    for (range, replacement) in edits {
        if range.end <= at || range.start >= bytes.end {
            continue;
        }
        if range.start > at {
            pieces.push(Piece::Copy(at..range.start));
        }
        if let Some(text) = replacement {
            pieces.push(Piece::Text(text.clone()));
        }
        at = range.end.min(bytes.end).max(at);
    }
    if at < bytes.end {
        pieces.push(Piece::Copy(at..bytes.end));
    }
    let line_out = Line {
        pieces,
        literal: source.continued[line],
    };
    let emptied = line_out.is_blank(source) && !source.is_blank(line);
    (!emptied).then_some(line_out)
}

/// Drops the blank lines rustfmt would: doubled, first or last, right after a line that
/// opens a block, right before one that closes it.
fn tidy(source: &Source, lines: Vec<Line>) -> Vec<Line> {
    let mut tidied: Vec<Line> = Vec::with_capacity(lines.len());
    for line in lines {
        if line.is_blank(source) {
            let after_blank_or_open = tidied.last().is_none_or(|last| {
                let text = last.text(source);
                last.is_blank(source) || (!last.literal && text.trim_end().ends_with('{'))
            });
            if after_blank_or_open {
                continue;
            }
        } else if !line.literal && line.text(source).trim_start().starts_with('}') {
            while tidied.last().is_some_and(|last| last.is_blank(source)) {
                tidied.pop();
            }
        }
        tidied.push(line);
    }
    while tidied.last().is_some_and(|last| last.is_blank(source)) {
        tidied.pop();
    }
    tidied
}

/// A `use` declaration written anew from its kept leaves: `pub use`, `use` and the tree,
/// on one line (rustfmt's form for a short import).
fn rewritten_use(model: &Model, kept: &BTreeSet<UnitId>, unit: &Unit, item: &syn::ItemUse) -> Line {
    let kept_leaves: Vec<Range<usize>> = unit
        .children
        .iter()
        .filter(|c| kept.contains(c))
        .map(|&c| model.units[c].range.clone())
        .collect();
    let keeps = |range: &Range<usize>| kept_leaves.iter().any(|leaf| within(leaf, range));
    let mut pieces = Vec::new();
    if !matches!(item.vis, syn::Visibility::Inherited) {
        pieces.push(Piece::Copy(super::source::range_of(&item.vis)));
        pieces.push(Piece::Text(" ".to_string()));
    }
    pieces.push(Piece::Text("use ".to_string()));
    if item.leading_colon.is_some() {
        pieces.push(Piece::Text("::".to_string()));
    }
    uses::write_tree(&item.tree, &keeps, true, &mut pieces);
    pieces.push(Piece::Text(";".to_string()));
    Line {
        pieces,
        literal: false,
    }
}

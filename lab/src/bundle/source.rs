//! One source file, read once: its text, syntax tree and token trees, where its lines
//! start, which lines continue a literal, and where its attributes stand.
//!
//! Positions are byte offsets into the text (proc-macro2's span locations), so that any
//! piece of the original text can be copied exactly. The token trees see into macro
//! invocations too (the arguments of `format!`, the body of a `macro_rules!`); doc comments
//! come as the attribute tokens they stand for (`#`, `[doc = "..."]`), every one of them
//! spanning the whole comment.

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use std::ops::Range;
use std::path::Path;
use syn::spanned::Spanned;

/// An attribute, `#[name ...]` or `#![name ...]`.
#[derive(Clone, Debug)]
pub struct Attribute {
    pub range: Range<usize>,
    /// A doc comment, or `#[doc ...]`.
    pub is_doc: bool,
    /// `#[cfg(test)]`, whatever the whitespace.
    pub is_cfg_test: bool,
}

/// A parsed source file.
pub struct Source {
    /// The path shown in messages, relative to the repository (`src/grid.rs`).
    pub label: String,
    pub text: String,
    pub file: syn::File,
    /// The file's top-level token trees.
    pub trees: Vec<TokenTree>,
    /// Every attribute of the file, in source order.
    pub attributes: Vec<Attribute>,
    line_starts: Vec<usize>,
    /// Per line: whether it continues a literal begun on an earlier line (so it is copied
    /// as it stands, never re-indented).
    pub continued: Vec<bool>,
}

impl Source {
    /// Reads and parses `root/relative`, shown as `relative` in messages.
    pub fn read(root: &Path, relative: &str) -> Result<Source, String> {
        let path = root.join(relative);
        let text = std::fs::read_to_string(&path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let at = |e: syn::Error| format!("{relative}:{}: {e}", e.span().start().line);
        let file = syn::parse_file(&text).map_err(at)?;
        let stream: TokenStream = text.parse().map_err(|e| at(syn::Error::from(e)))?;
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        let mut source = Source {
            label: relative.to_string(),
            attributes: Vec::new(),
            continued: vec![false; line_starts.len()],
            text,
            file,
            trees: stream.into_iter().collect(),
            line_starts,
        };
        let (trees, whole) = (source.trees.clone(), 0..source.text.len());
        each_group(&trees, &whole, &mut |siblings| source.scan(siblings));
        source.attributes.sort_by_key(|a| a.range.start);
        Ok(source)
    }

    /// Notes the attributes among sibling `trees` (`#`, an optional `!`, then a bracket
    /// group whose first token is the attribute's name) and the lines their literals
    /// continue.
    fn scan(&mut self, trees: &[TokenTree]) {
        for (i, tree) in trees.iter().enumerate() {
            let range = tree.span().byte_range();
            if let TokenTree::Literal(_) = tree {
                let last = self.line_of(range.end.saturating_sub(1));
                for line in self.line_of(range.start) + 1..=last {
                    self.continued[line] = true;
                }
            }
            if !is_punct(tree, '#') {
                continue;
            }
            let bracket = i + 1 + usize::from(trees.get(i + 1).is_some_and(|t| is_punct(t, '!')));
            let Some(TokenTree::Group(group)) = trees.get(bracket) else {
                continue;
            };
            let first = group.stream().into_iter().next();
            if let (Delimiter::Bracket, Some(TokenTree::Ident(name))) = (group.delimiter(), first) {
                let range = range.start..group.span().byte_range().end.max(range.end);
                let compact: String = self.text[range.clone()].split_whitespace().collect();
                self.attributes.push(Attribute {
                    is_doc: name == "doc",
                    is_cfg_test: compact == "#[cfg(test)]",
                    range,
                });
            }
        }
    }

    /// The 0-based line of byte `at`. O(log lines).
    pub fn line_of(&self, at: usize) -> usize {
        self.line_starts.partition_point(|&start| start <= at) - 1
    }

    /// `label:line` (1-based) of byte `at`, for messages.
    pub fn at(&self, at: usize) -> String {
        format!("{}:{}", self.label, self.line_of(at) + 1)
    }

    /// The bytes of 0-based `line`, without its line end.
    pub fn line_range(&self, line: usize) -> Range<usize> {
        let start = self.line_starts[line];
        let end = self
            .line_starts
            .get(line + 1)
            .map_or(self.text.len(), |next| next - 1);
        start..end
    }

    pub fn line_text(&self, line: usize) -> &str {
        &self.text[self.line_range(line)]
    }

    pub fn is_blank(&self, line: usize) -> bool {
        self.line_text(line).trim().is_empty()
    }

    /// The doc attributes (and doc comments) within `range`.
    pub fn docs_within(&self, range: &Range<usize>) -> impl Iterator<Item = Range<usize>> + '_ {
        let range = range.clone();
        self.attributes
            .iter()
            .filter(move |a| a.is_doc && within(&a.range, &range))
            .map(|a| a.range.clone())
    }
}

/// The byte range of a syntax node.
pub fn range_of(node: &impl Spanned) -> Range<usize> {
    node.span().byte_range()
}

/// Calls `visit` on sibling `trees`, then on the trees of each group among them that
/// reaches into `range`, and so on down: each list of siblings once, so that a token's
/// neighbours are at hand. O(trees visited).
pub fn each_group(trees: &[TokenTree], range: &Range<usize>, visit: &mut dyn FnMut(&[TokenTree])) {
    visit(trees);
    for tree in trees {
        let span = tree.span().byte_range();
        if let TokenTree::Group(group) = tree {
            if span.start < range.end && range.start < span.end {
                let inner: Vec<TokenTree> = group.stream().into_iter().collect();
                each_group(&inner, range, visit);
            }
        }
    }
}

/// Whether byte range `inner` lies within `outer`.
pub fn within(inner: &Range<usize>, outer: &Range<usize>) -> bool {
    outer.start <= inner.start && inner.end <= outer.end
}

/// Whether `tree` is the punctuation `c`.
pub fn is_punct(tree: &TokenTree, c: char) -> bool {
    matches!(tree, TokenTree::Punct(p) if p.as_char() == c)
}

/// Whether `tree` is the identifier `name`.
pub fn is_ident(tree: &TokenTree, name: &str) -> bool {
    matches!(tree, TokenTree::Ident(i) if i == name)
}

/// Part of a line of a bundle: source text copied, or text written.
#[derive(Clone, Debug)]
pub enum Piece {
    Copy(Range<usize>),
    Text(String),
}

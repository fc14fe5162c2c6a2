//! One source file, read once: its text, syntax tree and flat tokens, where its lines
//! start, which lines continue a literal, and where its attributes stand.
//!
//! Positions are byte offsets into the text (proc-macro2's span locations), so that any
//! piece of the original text can be copied exactly.

use super::tokens::{self, Tok, Token};
use proc_macro2::{Delimiter, TokenStream};
use std::ops::Range;
use std::path::Path;
use syn::spanned::Spanned;

/// An attribute, `#[name ...]` or `#![name ...]`; a doc comment is one named `doc`.
#[derive(Clone, Debug)]
pub struct Attribute {
    pub range: Range<usize>,
    pub name: String,
    /// The attribute's text without whitespace (a doc comment's is the comment).
    pub compact: String,
}

impl Attribute {
    pub fn is_doc(&self) -> bool {
        self.name == "doc"
    }

    pub fn is_cfg_test(&self) -> bool {
        self.compact == "#[cfg(test)]"
    }
}

/// A parsed source file.
pub struct Source {
    /// The path shown in messages, relative to the repository (`src/grid.rs`).
    pub label: String,
    pub text: String,
    pub file: syn::File,
    pub tokens: Vec<Token>,
    pub attributes: Vec<Attribute>,
    line_starts: Vec<usize>,
    /// Per line: whether it continues a literal begun on an earlier line.
    continued: Vec<bool>,
}

impl Source {
    /// Reads and parses `root/relative`.
    pub fn read(root: &Path, relative: &str) -> Result<Source, String> {
        let path = root.join(relative);
        let text = std::fs::read_to_string(&path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        Source::parse(relative, text)
    }

    /// Parses `text`, shown as `label` in messages.
    pub fn parse(label: &str, text: String) -> Result<Source, String> {
        let at = |e: syn::Error| format!("{label}:{}: {e}", e.span().start().line);
        let file = syn::parse_file(&text).map_err(at)?;
        let stream: TokenStream = text.parse().map_err(|e| at(syn::Error::from(e)))?;
        let tokens = tokens::flatten(stream);
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        let mut source = Source {
            label: label.to_string(),
            attributes: attributes(&text, &tokens),
            continued: vec![false; line_starts.len()],
            text,
            file,
            tokens,
            line_starts,
        };
        source.mark_literal_lines();
        Ok(source)
    }

    fn mark_literal_lines(&mut self) {
        for token in &self.tokens {
            if let Tok::Literal = token.tok {
                let first = self.line_of(token.range.start);
                let last = self.line_of(token.range.end.saturating_sub(1));
                for line in first + 1..=last {
                    self.continued[line] = true;
                }
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

    /// Whether `line` continues a multi-line literal: it is copied as it stands, never
    /// re-indented.
    pub fn continues_literal(&self, line: usize) -> bool {
        self.continued[line]
    }

    /// The doc attributes (and doc comments) within `range`.
    pub fn docs_within(&self, range: &Range<usize>) -> impl Iterator<Item = Range<usize>> + '_ {
        let range = range.clone();
        self.attributes
            .iter()
            .filter(move |a| a.is_doc() && range.start <= a.range.start && a.range.end <= range.end)
            .map(|a| a.range.clone())
    }
}

/// The byte range of a syntax node.
pub fn range_of(node: &impl Spanned) -> Range<usize> {
    node.span().byte_range()
}

/// Every attribute among `tokens`: `#`, an optional `!`, then a bracket group whose first
/// token is the attribute's name.
fn attributes(text: &str, tokens: &[Token]) -> Vec<Attribute> {
    let mut found = Vec::new();
    for (i, token) in tokens.iter().enumerate() {
        if !token.is_punct('#') {
            continue;
        }
        let bracket = i + 1 + usize::from(tokens.get(i + 1).is_some_and(|t| t.is_punct('!')));
        let close = match tokens.get(bracket).map(|t| &t.tok) {
            Some(Tok::Open {
                delimiter: Delimiter::Bracket,
                close,
            }) => *close,
            _ => continue,
        };
        if let Some(name) = tokens.get(bracket + 1).and_then(Token::ident) {
            let range = token.range.start..tokens[close].range.end.max(token.range.end);
            found.push(Attribute {
                name: name.to_string(),
                compact: text[range.clone()].split_whitespace().collect(),
                range,
            });
        }
    }
    found
}

/// Part of a line of a bundle: source text copied, or text written.
#[derive(Clone, Debug)]
pub enum Piece {
    Copy(Range<usize>),
    Text(String),
}

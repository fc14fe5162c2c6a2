//! The tokens of a source file as one flat list, groups opened and closed by marker
//! tokens, each token with its byte range in the file.
//!
//! A flat list lets the bundler look at a token's neighbours (the `::` before a path
//! segment, the `!` after a macro name) without recursion: the list is built with an
//! explicit stack, so nesting depth costs heap, not call stack.
//! Doc comments come as the attribute tokens they stand for (`#`, `[doc = "..."]`), every
//! one of them spanning the whole comment.

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use std::ops::Range;

/// What a flat token is.
#[derive(Clone, Debug)]
pub enum Tok {
    Ident(String),
    Punct(char),
    Literal,
    /// The start of a group; `close` is the index of the matching [`Tok::Close`].
    Open {
        delimiter: Delimiter,
        close: usize,
    },
    Close(Delimiter),
}

/// A flat token: what it is, where it stands and how deep: the tokens of a group are one
/// level deeper than its [`Tok::Open`] and [`Tok::Close`].
#[derive(Clone, Debug)]
pub struct Token {
    pub tok: Tok,
    pub range: Range<usize>,
    pub depth: usize,
}

impl Token {
    /// The identifier, if the token is one.
    pub fn ident(&self) -> Option<&str> {
        match &self.tok {
            Tok::Ident(name) => Some(name),
            _ => None,
        }
    }

    pub fn is_ident(&self, name: &str) -> bool {
        self.ident() == Some(name)
    }

    pub fn is_punct(&self, c: char) -> bool {
        matches!(self.tok, Tok::Punct(p) if p == c)
    }

    /// The index of the matching close, if the token opens a group.
    pub fn close(&self) -> Option<usize> {
        match self.tok {
            Tok::Open { close, .. } => Some(close),
            _ => None,
        }
    }
}

/// A group being flattened: the rest of its tokens, and where its Open marker stands
/// with what its Close marker needs (`None` for the whole stream).
struct OpenGroup {
    rest: proc_macro2::token_stream::IntoIter,
    open: Option<(usize, Delimiter, Range<usize>)>,
}

/// Flattens `stream` in source order. O(tokens).
pub fn flatten(stream: TokenStream) -> Vec<Token> {
    let mut tokens = Vec::new();
    let mut stack = vec![OpenGroup {
        rest: stream.into_iter(),
        open: None,
    }];
    while !stack.is_empty() {
        let depth = stack.len() - 1;
        let group = &mut stack[depth];
        let (tok, range) = match group.rest.next() {
            Some(TokenTree::Group(inner)) => {
                let delimiter = inner.delimiter();
                let open = (tokens.len(), delimiter, inner.span_close().byte_range());
                tokens.push(Token {
                    tok: Tok::Open {
                        delimiter,
                        close: 0,
                    },
                    range: inner.span_open().byte_range(),
                    depth,
                });
                stack.push(OpenGroup {
                    rest: inner.stream().into_iter(),
                    open: Some(open),
                });
                continue;
            }
            Some(TokenTree::Ident(ident)) => (Tok::Ident(ident.to_string()), ident.span()),
            Some(TokenTree::Punct(punct)) => (Tok::Punct(punct.as_char()), punct.span()),
            Some(TokenTree::Literal(literal)) => (Tok::Literal, literal.span()),
            None => {
                if let Some((open, delimiter, range)) = stack.pop().and_then(|g| g.open) {
                    let close = tokens.len();
                    if let Tok::Open { close: at, .. } = &mut tokens[open].tok {
                        *at = close;
                    }
                    tokens.push(Token {
                        tok: Tok::Close(delimiter),
                        range,
                        depth: depth - 1,
                    });
                }
                continue;
            }
        };
        tokens.push(Token {
            tok,
            range: range.byte_range(),
            depth,
        });
    }
    tokens
}

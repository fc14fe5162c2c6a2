//! The trait impls a `macro_rules!` body writes (`impl Integer for $t { fn range() ... }`):
//! their functions, found in the body's tokens, so that a trait function rustc finds
//! unused can be cut from the macro too.

use super::refs::Ref;
use super::tokens::{Tok, Token};
use proc_macro2::Delimiter;
use std::ops::Range;

/// A function of an impl in a macro body: its name, the trait it implements and its
/// tokens' bytes, attributes included.
pub struct ImplFn {
    pub name: String,
    pub of_trait: Ref,
    pub range: Range<usize>,
}

/// The functions of the `impl Trait for ... { ... }` blocks among `tokens` that lie within
/// `range`. O(tokens).
pub fn impl_fns(tokens: &[Token], range: &Range<usize>) -> Vec<ImplFn> {
    let mut found = Vec::new();
    for (i, token) in tokens.iter().enumerate() {
        if !(token.is_ident("impl") && range.contains(&token.range.start)) {
            continue;
        }
        let (trait_name, body) = match trait_and_body(tokens, i) {
            Some(found) => found,
            None => continue,
        };
        let close = tokens[body].close().unwrap_or(body);
        for at in body + 1..close {
            if tokens[at].depth != tokens[body].depth + 1 || !tokens[at].is_ident("fn") {
                continue;
            }
            let name = tokens.get(at + 1).and_then(Token::ident);
            let end = (at..close).find(|&k| {
                tokens[k].depth == tokens[at].depth
                    && matches!(
                        tokens[k].tok,
                        Tok::Open {
                            delimiter: Delimiter::Brace,
                            ..
                        }
                    )
            });
            if let (Some(name), Some(end)) = (name, end.and_then(|e| tokens[e].close())) {
                found.push(ImplFn {
                    name: name.to_string(),
                    of_trait: Ref::Name(trait_name.clone()),
                    range: tokens[attributes_start(tokens, at)].range.start..tokens[end].range.end,
                });
            }
        }
    }
    found
}

/// For the `impl` at `tokens[at]`: the name of the trait it implements (the last path
/// segment before `for`, generic arguments skipped) and the index of its body's `{`.
fn trait_and_body(tokens: &[Token], at: usize) -> Option<(String, usize)> {
    let depth = tokens[at].depth;
    let mut angle = 0usize;
    let mut last_ident = None;
    let mut trait_name = None;
    for (k, token) in tokens.iter().enumerate().skip(at + 1) {
        if token.depth < depth {
            return None;
        }
        if token.depth > depth {
            continue;
        }
        match &token.tok {
            Tok::Punct('<') => angle += 1,
            Tok::Punct('>') => angle = angle.saturating_sub(1),
            Tok::Ident(name) if angle == 0 && name == "for" => trait_name = last_ident.take(),
            Tok::Ident(name) if angle == 0 => last_ident = Some(name.clone()),
            Tok::Open {
                delimiter: Delimiter::Brace,
                ..
            } if angle == 0 => return trait_name.map(|t| (t, k)),
            _ => {}
        }
    }
    None
}

/// Where the attributes right before the token at `at` begin (`at` if none).
fn attributes_start(tokens: &[Token], at: usize) -> usize {
    let mut start = at;
    while start >= 2 && matches!(tokens[start - 1].tok, Tok::Close(Delimiter::Bracket)) {
        let open = (0..start - 1)
            .rev()
            .find(|&k| tokens[k].close() == Some(start - 1));
        match open {
            Some(open) if open >= 1 && tokens[open - 1].is_punct('#') => start = open - 1,
            _ => break,
        }
    }
    start
}

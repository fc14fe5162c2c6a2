//! The trait impls a `macro_rules!` body writes (`impl Integer for $t { fn range() ... }`):
//! their functions, found in the body's tokens, so that a trait function rustc finds
//! unused can be cut from the macro too.

use super::refs::Ref;
use super::source::{each_group, is_ident, is_punct};
use proc_macro2::{Delimiter, Group, TokenTree};
use std::ops::Range;

/// A function of an impl in a macro body: its name, the trait it implements and its
/// tokens' bytes, attributes included.
pub struct ImplFn {
    pub name: String,
    pub of_trait: Ref,
    pub range: Range<usize>,
}

/// The functions of the `impl Trait for ... { ... }` blocks among `trees` that lie within
/// `range`. O(tokens).
pub fn impl_fns(trees: &[TokenTree], range: &Range<usize>) -> Vec<ImplFn> {
    let mut found = Vec::new();
    each_group(trees, range, &mut |siblings| {
        for (i, tree) in siblings.iter().enumerate() {
            let start = tree.span().byte_range().start;
            if !(is_ident(tree, "impl") && range.contains(&start)) {
                continue;
            }
            if let Some((trait_name, body)) = trait_and_body(&siblings[i + 1..]) {
                found.extend(body_fns(&body, &trait_name));
            }
        }
    });
    found
}

/// For the trees after an `impl`: the name of the trait it implements (the last path
/// segment before `for`, generic arguments skipped) and its body.
fn trait_and_body(after: &[TokenTree]) -> Option<(String, Group)> {
    let mut angle = 0usize;
    let mut last_ident = None;
    let mut trait_name = None;
    for tree in after {
        match tree {
            _ if is_punct(tree, '<') => angle += 1,
            _ if is_punct(tree, '>') => angle = angle.saturating_sub(1),
            TokenTree::Ident(name) if angle == 0 && name == "for" => trait_name = last_ident.take(),
            TokenTree::Ident(name) if angle == 0 => last_ident = Some(name.to_string()),
            TokenTree::Group(body) if angle == 0 && body.delimiter() == Delimiter::Brace => {
                return trait_name.map(|t| (t, body.clone()))
            }
            _ => {}
        }
    }
    None
}

/// The functions written in `body`, an impl of trait `trait_name`: from their attributes
/// (pairs `#`, `[...]` right before `fn`) to the end of their own body.
fn body_fns(body: &Group, trait_name: &str) -> Vec<ImplFn> {
    let trees: Vec<TokenTree> = body.stream().into_iter().collect();
    let mut found = Vec::new();
    for (at, tree) in trees.iter().enumerate() {
        let name = match trees.get(at + 1) {
            Some(TokenTree::Ident(name)) if is_ident(tree, "fn") => name.to_string(),
            _ => continue,
        };
        let end = trees[at..].iter().find_map(|t| match t {
            TokenTree::Group(g) if g.delimiter() == Delimiter::Brace => Some(g.span()),
            _ => None,
        });
        let mut start = at;
        while start >= 2
            && is_punct(&trees[start - 2], '#')
            && matches!(&trees[start - 1], TokenTree::Group(g) if g.delimiter() == Delimiter::Bracket)
        {
            start -= 2;
        }
        if let Some(end) = end {
            found.push(ImplFn {
                name,
                of_trait: Ref::Name(trait_name.to_string()),
                range: trees[start].span().byte_range().start..end.byte_range().end,
            });
        }
    }
    found
}

//! The names a piece of code refers to, read from its tokens.
//!
//! Reading tokens rather than the syntax tree sees into macro invocations too (the
//! arguments of `format!`, the body of a `macro_rules!`). Each identifier is classified by
//! what stands around it:
//! - `a` alone or first in a path: a [`Ref::Name`], looked up in the unit's own module;
//! - `m::a` or `crate::m::a` with `m` a library module: a [`Ref::InModule`];
//! - `.a` or `T::a` with `T` not a module: a [`Ref::Member`] (a method, field, associated
//!   item or variant, whatever its type);
//! - `a!`: a [`Ref::Macro`].
//!
//! Names being defined (after `fn`, `struct`, `const`...), lifetimes and macro variables
//! (`$t`) refer to nothing. The classification over-approximates: a local variable called
//! like an item counts as a use of the item.

use super::source::{each_group, is_punct, within};
use proc_macro2::TokenTree;
use std::collections::BTreeSet;
use std::ops::Range;

/// The library's crate name, as the binaries write it.
pub const LIBRARY: &str = "grid_games";
/// How a reference names the crate root (`crate::`, and `super::` from a flat module).
pub const ROOT: &str = "crate";

/// A name some code uses.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Ref {
    Name(String),
    /// `module::name`; the module is [`ROOT`] for `crate::name`.
    InModule(String, String),
    Member(String),
    Macro(String),
}

/// Keywords after which an identifier is a new name, not a reference.
const DEFINING: [&str; 9] = [
    "fn", "struct", "enum", "union", "trait", "type", "mod", "const", "static",
];

/// The references among the token trees `trees` that lie within `range` and outside every
/// range of `skip`, in code of module `module`; `library` holds the library's module
/// names. O(tokens x skipped ranges).
pub fn references(
    trees: &[TokenTree],
    range: &Range<usize>,
    skip: &[Range<usize>],
    library: &BTreeSet<String>,
    module: &str,
) -> Vec<Ref> {
    let mut found = BTreeSet::new();
    each_group(trees, range, &mut |siblings| {
        let visible: Vec<&TokenTree> = siblings
            .iter()
            .filter(|t| {
                let r = t.span().byte_range();
                within(&r, range) && !skip.iter().any(|s| within(&r, s))
            })
            .collect();
        siblings_references(&visible, library, module, &mut found);
    });
    found.into_iter().collect()
}

/// Adds to `found` the references among `visible`, sibling trees in code of `module`.
fn siblings_references(
    visible: &[&TokenTree],
    library: &BTreeSet<String>,
    module: &str,
    found: &mut BTreeSet<Ref>,
) {
    // The module named by the path segment just before a `::`, if it names one.
    let mut path_module: Option<String> = None;
    for (i, tree) in visible.iter().enumerate() {
        let TokenTree::Ident(name) = tree else {
            continue;
        };
        let name = &name.to_string();
        let at = |k: isize| {
            i.checked_add_signed(k)
                .and_then(|j| visible.get(j))
                .copied()
        };
        let punct = |k: isize, c: char| at(k).is_some_and(|t| is_punct(t, c));
        let ident = |k: isize, f: &dyn Fn(&str) -> bool| matches!(at(k), Some(TokenTree::Ident(i)) if f(&i.to_string()));
        let after_colons = punct(-1, ':') && punct(-2, ':');
        let before_colons = punct(1, ':') && punct(2, ':');
        let segment_of = if after_colons {
            path_module.take()
        } else {
            None
        };
        path_module = None;
        let defining = ident(-1, &|k| DEFINING.contains(&k));
        let macro_rules_name = punct(-1, '!') && ident(-2, &|k| k == "macro_rules");
        if punct(-1, '$') || punct(-1, '\'') || defining || macro_rules_name {
            continue;
        }
        if before_colons && !after_colons {
            if let Some(named) = first_segment_module(name, module, library) {
                path_module = Some(named);
                continue;
            }
        }
        let reference = match segment_of {
            // `crate::m::` and, for a nested module, `crate::m::nested::`.
            Some(_) if before_colons && library.contains(name) => {
                path_module = Some(name.to_string());
                continue;
            }
            Some(m) => Ref::InModule(m, name.to_string()),
            None if after_colons || punct(-1, '.') => Ref::Member(name.to_string()),
            None if punct(1, '!') && matches!(at(2), Some(TokenTree::Group(_))) => {
                Ref::Macro(name.to_string())
            }
            None => Ref::Name(name.to_string()),
        };
        found.insert(reference);
    }
}

/// The module a path starting with `name::` names, if any.
fn first_segment_module(name: &str, module: &str, library: &BTreeSet<String>) -> Option<String> {
    match name {
        "crate" | "super" | LIBRARY => Some(ROOT.to_string()),
        "self" => Some(module.to_string()),
        _ if library.contains(name) => Some(name.to_string()),
        _ => None,
    }
}

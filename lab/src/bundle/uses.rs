//! `use` declarations: the names each one binds (its leaves), and the text of a
//! declaration that keeps only some of them.

use super::refs::{LIBRARY, ROOT};
use super::source::{range_of, Piece};
use std::ops::Range;
use syn::{ItemUse, UseTree};

/// One name a `use` binds: `a::b::c` binds `c`, `a::{self}` binds `a`, `a::b as c` binds
/// `c`, and `a::*` binds whatever `a` holds (`binding` is `None`).
#[derive(Clone, Debug)]
pub struct Leaf {
    /// The full path imported (`self` resolved: `std::io::{self}` is `std::io`).
    pub path: Vec<String>,
    pub binding: Option<String>,
    /// The leaf's own tokens (`c`, `self`, `b as c`, `*`).
    pub range: Range<usize>,
}

/// The leaves of `item`, in source order.
pub fn leaves(item: &ItemUse) -> Vec<Leaf> {
    let mut found = Vec::new();
    add_leaves(&item.tree, Vec::new(), &mut found);
    found
}

/// Adds to `found` the leaves of `tree`, whose path begins with `prefix`.
fn add_leaves(tree: &UseTree, mut prefix: Vec<String>, found: &mut Vec<Leaf>) {
    let named = match tree {
        UseTree::Path(path) => {
            prefix.push(path.ident.to_string());
            return add_leaves(&path.tree, prefix, found);
        }
        UseTree::Group(group) => {
            for tree in &group.items {
                add_leaves(tree, prefix.clone(), found);
            }
            return;
        }
        UseTree::Name(name) => Some((&name.ident, None)),
        UseTree::Rename(rename) => Some((&rename.ident, Some(rename.rename.to_string()))),
        UseTree::Glob(_) => None,
    };
    let mut binding = None;
    if let Some((last, alias)) = named {
        if last != "self" {
            prefix.push(last.to_string());
        }
        binding = alias.or_else(|| prefix.last().cloned());
    }
    found.push(Leaf {
        path: prefix,
        binding,
        range: range_of(tree),
    });
}

/// Writes `tree` keeping only the subtrees for which `keeps` holds (given the subtree's
/// range): a group left with one member loses its braces, `a::{self}` becomes `a`. The
/// path segment [`LIBRARY`] is written [`ROOT`] where it comes `first`.
pub fn write_tree(
    tree: &UseTree,
    keeps: &dyn Fn(&Range<usize>) -> bool,
    first: bool,
    pieces: &mut Vec<Piece>,
) {
    match tree {
        UseTree::Path(path) => {
            pieces.push(match first && path.ident == LIBRARY {
                true => Piece::Text(ROOT.to_string()),
                false => Piece::Copy(range_of(&path.ident)),
            });
            if !only_self(&path.tree, keeps) {
                pieces.push(Piece::Text("::".to_string()));
                write_tree(&path.tree, keeps, false, pieces);
            }
        }
        UseTree::Group(group) => {
            let kept: Vec<&UseTree> = group
                .items
                .iter()
                .filter(|t| keeps(&range_of(*t)))
                .collect();
            if let [single] = kept[..] {
                return write_tree(single, keeps, first, pieces);
            }
            pieces.push(Piece::Text("{".to_string()));
            for (i, tree) in kept.into_iter().enumerate() {
                if i > 0 {
                    pieces.push(Piece::Text(", ".to_string()));
                }
                write_tree(tree, keeps, false, pieces);
            }
            pieces.push(Piece::Text("}".to_string()));
        }
        UseTree::Name(_) | UseTree::Rename(_) | UseTree::Glob(_) => {
            pieces.push(Piece::Copy(range_of(tree)));
        }
    }
}

/// Whether `tree` keeps nothing but `self` (a group `{self, ...}` whose other members go).
fn only_self(tree: &UseTree, keeps: &dyn Fn(&Range<usize>) -> bool) -> bool {
    match tree {
        UseTree::Group(group) => {
            let mut kept = group.items.iter().filter(|t| keeps(&range_of(*t)));
            matches!(
                (kept.next(), kept.next()),
                (Some(UseTree::Name(name)), None) if name.ident == "self"
            )
        }
        _ => false,
    }
}

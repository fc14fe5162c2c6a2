//! `use` declarations: the names each one binds (its leaves), and the text of a
//! declaration that keeps only some of them.

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
    let mut stack: Vec<(Vec<String>, &UseTree)> = vec![(Vec::new(), &item.tree)];
    while let Some((mut prefix, tree)) = stack.pop() {
        let (last, binding) = match tree {
            UseTree::Path(path) => {
                prefix.push(path.ident.to_string());
                stack.push((prefix, &path.tree));
                continue;
            }
            UseTree::Group(group) => {
                stack.extend(group.items.iter().rev().map(|t| (prefix.clone(), t)));
                continue;
            }
            UseTree::Name(name) => (Some(name.ident.to_string()), None),
            UseTree::Rename(rename) => (
                Some(rename.ident.to_string()),
                Some(rename.rename.to_string()),
            ),
            UseTree::Glob(_) => (None, None),
        };
        let is_glob = last.is_none();
        if let Some(last) = last.filter(|l| l != "self") {
            prefix.push(last);
        }
        let binding = match binding {
            Some(alias) => Some(alias),
            None if is_glob => None,
            None => prefix.last().cloned(),
        };
        found.push(Leaf {
            path: prefix,
            binding,
            range: range_of(tree),
        });
    }
    found
}

/// Writes `tree` keeping only the subtrees for which `keeps` holds (given the subtree's
/// range): a group left with one member loses its braces, `a::{self}` becomes `a`. The
/// path segment `rename.0` is written `rename.1` where it comes `first` (`grid_games` as
/// `crate`).
pub fn write_tree(
    tree: &UseTree,
    keeps: &dyn Fn(&Range<usize>) -> bool,
    rename: (&str, &str),
    first: bool,
    pieces: &mut Vec<Piece>,
) {
    match tree {
        UseTree::Path(path) => {
            pieces.push(match first && path.ident == rename.0 {
                true => Piece::Text(rename.1.to_string()),
                false => Piece::Copy(range_of(&path.ident)),
            });
            if !only_self(&path.tree, keeps) {
                pieces.push(Piece::Text("::".to_string()));
                write_tree(&path.tree, keeps, rename, false, pieces);
            }
        }
        UseTree::Group(group) => {
            let kept: Vec<&UseTree> = group
                .items
                .iter()
                .filter(|t| keeps(&range_of(*t)))
                .collect();
            if let [single] = kept[..] {
                return write_tree(single, keeps, rename, first, pieces);
            }
            pieces.push(Piece::Text("{".to_string()));
            for (i, tree) in kept.into_iter().enumerate() {
                if i > 0 {
                    pieces.push(Piece::Text(", ".to_string()));
                }
                write_tree(tree, keeps, rename, false, pieces);
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

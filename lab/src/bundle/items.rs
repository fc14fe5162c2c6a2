//! What the bundler reads from items: their attributes, the members of impls and traits,
//! and the whole lines an item occupies.

use super::source::{range_of, Source};
use std::ops::Range;
use syn::{ImplItem, TraitItem};

/// Whether the item at `range` is `#[cfg(test)]`: that attribute is among the attributes
/// in a row at its start (only whitespace and `//` comments between them). O(attributes).
pub fn is_test_only(source: &Source, range: &Range<usize>) -> bool {
    let mut at = range.start;
    let after = source
        .attributes
        .iter()
        .skip_while(|a| a.range.start < range.start);
    for attribute in after {
        let gap = &source.text[at..attribute.range.start];
        if !gap
            .lines()
            .all(|l| l.trim().is_empty() || is_plain_comment(l))
        {
            return false;
        }
        if attribute.is_cfg_test {
            return true;
        }
        at = attribute.range.end;
    }
    false
}

/// The whole lines of the node at `range`: from the start of its line (before it only
/// indentation), up over the plain `//` comment lines right above it (none continuing a
/// literal), to the end of its last line (after it at most a `//` comment).
pub fn whole_lines(source: &Source, range: Range<usize>) -> Result<Range<usize>, String> {
    let first = source.line_of(range.start);
    let last = source.line_of(range.end.saturating_sub(1).max(range.start));
    let before = &source.text[source.line_range(first).start..range.start];
    let after = source.text[range.end..source.line_range(last).end].trim();
    if !before.trim().is_empty() || !(after.is_empty() || is_plain_comment(after)) {
        let at = source.at(range.start);
        return Err(format!(
            "{at}: the bundler takes one item per line (format the code with `cargo fmt`)"
        ));
    }
    let mut top = first;
    while top > 0 && is_plain_comment(source.line_text(top - 1)) && !source.continued[top - 1] {
        top -= 1;
    }
    Ok(source.line_range(top).start..source.line_range(last).end)
}

/// Whether `line` is a `//` comment that is no doc comment.
fn is_plain_comment(line: &str) -> bool {
    let line = line.trim_start();
    line.starts_with("//") && !line.starts_with("///") && !line.starts_with("//!")
}

/// A member of an impl or a trait: where it stands and its name (none for a macro call).
pub type Member<'a> = (Range<usize>, Option<&'a syn::Ident>);

pub fn impl_member(item: &ImplItem) -> Member<'_> {
    let name = match item {
        ImplItem::Const(i) => Some(&i.ident),
        ImplItem::Fn(i) => Some(&i.sig.ident),
        ImplItem::Type(i) => Some(&i.ident),
        _ => None,
    };
    (range_of(item), name)
}

pub fn trait_member(item: &TraitItem) -> Member<'_> {
    let name = match item {
        TraitItem::Const(i) => Some(&i.ident),
        TraitItem::Fn(i) => Some(&i.sig.ident),
        TraitItem::Type(i) => Some(&i.ident),
        _ => None,
    };
    (range_of(item), name)
}

//! What the bundler reads from items: their attributes, where `#[cfg(test)]` items stand,
//! and the whole lines an item occupies.

use super::source::{range_of, Source};
use std::ops::Range;
use syn::{ImplItem, Item, TraitItem};

/// Whether `attrs` hold `#[cfg(test)]`.
pub fn is_test_only(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|attr| {
        attr.path().is_ident("cfg")
            && matches!(&attr.meta, syn::Meta::List(list) if list.tokens.to_string() == "test")
    })
}

/// The ranges of the `#[cfg(test)]` items of `source` (at the top level, in impls and
/// traits); an error naming the first `#[cfg(test)]` that stands anywhere else.
pub fn test_only_ranges(source: &Source) -> Result<Vec<Range<usize>>, String> {
    let mut ranges = Vec::new();
    for item in &source.file.items {
        if is_test_only(item_attrs(item)) {
            ranges.push(range_of(item));
            continue;
        }
        match item {
            Item::Impl(imp) => ranges.extend(
                imp.items
                    .iter()
                    .filter(|i| is_test_only(impl_item_attrs(i)))
                    .map(range_of),
            ),
            Item::Trait(t) => ranges.extend(
                t.items
                    .iter()
                    .filter(|i| is_test_only(trait_item_attrs(i)))
                    .map(range_of),
            ),
            _ => {}
        }
    }
    let stray = source.attributes.iter().find(|a| {
        a.is_cfg_test()
            && !ranges
                .iter()
                .any(|r| r.start <= a.range.start && a.range.end <= r.end)
    });
    match stray {
        Some(attr) => Err(format!(
            "{}: the bundler leaves out `#[cfg(test)]` items, impl items and trait items \
             only, not this one",
            source.at(attr.range.start)
        )),
        None => Ok(ranges),
    }
}

/// The whole lines of the node at `range`: from the start of its line (before it only
/// indentation), up over the plain `//` comment lines right above it and below line
/// `previous_line`, to the end of its last line (after it at most a `//` comment).
pub fn whole_lines(
    source: &Source,
    range: Range<usize>,
    previous_line: Option<usize>,
) -> Result<(Range<usize>, Range<usize>), String> {
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
    while top > previous_line.map_or(0, |l| l + 1) && is_plain_comment(source.line_text(top - 1)) {
        top -= 1;
    }
    let bytes = source.line_range(top).start..source.line_range(last).end;
    Ok((bytes, top..last + 1))
}

/// Whether `line` is a `//` comment that is no doc comment.
fn is_plain_comment(line: &str) -> bool {
    let line = line.trim_start();
    line.starts_with("//") && !line.starts_with("///") && !line.starts_with("//!")
}

pub fn trait_item_names(items: &[TraitItem]) -> Vec<String> {
    items
        .iter()
        .filter_map(|item| match item {
            TraitItem::Fn(f) => Some(f.sig.ident.to_string()),
            TraitItem::Const(c) => Some(c.ident.to_string()),
            TraitItem::Type(t) => Some(t.ident.to_string()),
            _ => None,
        })
        .collect()
}

pub fn item_attrs(item: &Item) -> &[syn::Attribute] {
    match item {
        Item::Const(i) => &i.attrs,
        Item::Enum(i) => &i.attrs,
        Item::ExternCrate(i) => &i.attrs,
        Item::Fn(i) => &i.attrs,
        Item::ForeignMod(i) => &i.attrs,
        Item::Impl(i) => &i.attrs,
        Item::Macro(i) => &i.attrs,
        Item::Mod(i) => &i.attrs,
        Item::Static(i) => &i.attrs,
        Item::Struct(i) => &i.attrs,
        Item::Trait(i) => &i.attrs,
        Item::TraitAlias(i) => &i.attrs,
        Item::Type(i) => &i.attrs,
        Item::Union(i) => &i.attrs,
        Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

pub fn impl_item_attrs(item: &ImplItem) -> &[syn::Attribute] {
    match item {
        ImplItem::Const(i) => &i.attrs,
        ImplItem::Fn(i) => &i.attrs,
        ImplItem::Type(i) => &i.attrs,
        ImplItem::Macro(i) => &i.attrs,
        _ => &[],
    }
}

pub fn trait_item_attrs(item: &TraitItem) -> &[syn::Attribute] {
    match item {
        TraitItem::Const(i) => &i.attrs,
        TraitItem::Fn(i) => &i.attrs,
        TraitItem::Type(i) => &i.attrs,
        TraitItem::Macro(i) => &i.attrs,
        _ => &[],
    }
}

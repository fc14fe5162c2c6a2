//! What the bundler reads from items: their attributes, the members of impls and traits,
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

/// The whole lines of the node at `range`: from the start of its line (before it only
/// indentation), up over the plain `//` comment lines right above it and below line
/// `previous_line`, to the end of its last line (after it at most a `//` comment).
pub fn whole_lines(
    source: &Source,
    range: Range<usize>,
    previous_line: Option<usize>,
) -> Result<Range<usize>, String> {
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
    Ok(source.line_range(top).start..source.line_range(last).end)
}

/// Whether `line` is a `//` comment that is no doc comment.
fn is_plain_comment(line: &str) -> bool {
    let line = line.trim_start();
    line.starts_with("//") && !line.starts_with("///") && !line.starts_with("//!")
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

/// A member of an impl or a trait: where it stands, whether it is `#[cfg(test)]`, and its
/// name (none for a macro call).
pub type Member<'a> = (Range<usize>, bool, Option<&'a syn::Ident>);

pub fn impl_member(item: &ImplItem) -> Member<'_> {
    let (attrs, name) = match item {
        ImplItem::Const(i) => (&i.attrs[..], Some(&i.ident)),
        ImplItem::Fn(i) => (&i.attrs[..], Some(&i.sig.ident)),
        ImplItem::Type(i) => (&i.attrs[..], Some(&i.ident)),
        ImplItem::Macro(i) => (&i.attrs[..], None),
        _ => (&[][..], None),
    };
    (range_of(item), is_test_only(attrs), name)
}

pub fn trait_member(item: &TraitItem) -> Member<'_> {
    let (attrs, name) = match item {
        TraitItem::Const(i) => (&i.attrs[..], Some(&i.ident)),
        TraitItem::Fn(i) => (&i.attrs[..], Some(&i.sig.ident)),
        TraitItem::Type(i) => (&i.attrs[..], Some(&i.ident)),
        TraitItem::Macro(i) => (&i.attrs[..], None),
        _ => (&[][..], None),
    };
    (range_of(item), is_test_only(attrs), name)
}

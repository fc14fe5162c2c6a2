//! The exact cut: rustc decides what the bundle does not use.
//!
//! Reachability by name keeps too much (a method `len` is kept when any `len` is called).
//! So the candidate is checked with the default `rustc`, which reports as `dead_code`,
//! `unused_macros` and `unused_imports` exactly what no path from `main` uses; those units
//! are removed, reachability is run again without them (which drops what only they
//! needed: the impls of a removed type, the imports of a removed function) and the new
//! candidate is checked again, until rustc reports nothing. Each round removes at least one
//! unit, so this ends; for a given compiler the result is always the same.
//!
//! A trait item rustc finds unused goes with the items implementing it (in trait impls, and
//! in impls written by a `macro_rules!`). A report that points at no unit (a struct field
//! never read, an enum variant never made) cannot be fixed by leaving something out: it is
//! an error, to be fixed in the library. So is any other diagnostic.

use super::model::{Kind, Model, Unit, UnitId};
use super::reach;
use super::render::{self, Rendered};
use super::rustc::{self, Compiler, Diagnostic};
use std::collections::BTreeSet;
use std::ops::Range;

/// The bundle of `bin` once rustc has nothing to report.
pub fn fixed_point(model: &Model, compiler: &Compiler, bin: &str) -> Result<String, String> {
    let mut removed = BTreeSet::new();
    loop {
        let kept = reach::reachable(model, &removed);
        let rendered = render::render(model, &kept, bin);
        let diagnostics = rustc::check(compiler, bin, &rendered.text)?;
        if diagnostics.is_empty() {
            return Ok(rendered.text);
        }
        let unused = unused_units(model, &rendered, &diagnostics).map_err(|problems| {
            format!(
                "{bin}: {} reports what the bundler cannot leave out:\n{}",
                compiler.label(),
                problems.join("\n")
            )
        })?;
        let before = removed.len();
        removed.extend(unused);
        if removed.len() == before {
            return Err(format!(
                "{bin}: rustc keeps reporting units already removed"
            ));
        }
    }
}

/// The units the unused-code reports of `diagnostics` point at; otherwise the reports
/// that point at no unit, and every other diagnostic, each located in the sources.
fn unused_units(
    model: &Model,
    rendered: &Rendered,
    diagnostics: &[Diagnostic],
) -> Result<Vec<UnitId>, Vec<String>> {
    let mut unused = Vec::new();
    let mut problems = Vec::new();
    for diagnostic in diagnostics {
        // Per primary span, the units it points at: the named unit, or the use leaves.
        let place: Option<(Place, usize)> = match diagnostic.code.as_deref() {
            Some("dead_code" | "unused_macros") => Some((|u| u.name_range.as_ref(), 1)),
            Some("unused_imports") => Some((leaf_range, usize::MAX)),
            _ => None,
        };
        let found: Option<Vec<Vec<UnitId>>> = place.and_then(|(place, most)| {
            let at = |span| units_at(model, rendered, span, place, most);
            diagnostic.primary.iter().map(at).collect()
        });
        match found.map(|units| units.concat()) {
            Some(units) if !units.is_empty() => unused.extend(units),
            _ => problems.push(located(model, rendered, diagnostic)),
        }
    }
    problems.is_empty().then_some(unused).ok_or(problems)
}

/// The first `most` units whose `place` overlaps the source of output bytes `span`;
/// `None` for none.
fn units_at(
    model: &Model,
    rendered: &Rendered,
    span: &Range<usize>,
    place: Place,
    most: usize,
) -> Option<Vec<UnitId>> {
    let origins = rendered.origins(span);
    let overlaps = |unit: &Unit, at: &Range<usize>| {
        origins.iter().any(|(module, range)| {
            *module == unit.module && at.start < range.end && range.start < at.end
        })
    };
    let found: Vec<UnitId> = (0..model.units.len())
        .filter(|&id| place(&model.units[id]).is_some_and(|at| overlaps(&model.units[id], at)))
        .take(most)
        .collect();
    (!found.is_empty()).then_some(found)
}

/// Where a diagnostic's span may point in a unit: its name, or the whole of a use leaf.
type Place = fn(&Unit) -> Option<&Range<usize>>;

/// Where a use leaf stands.
fn leaf_range(unit: &Unit) -> Option<&Range<usize>> {
    matches!(unit.kind, Kind::UseLeaf(_)).then_some(&unit.range)
}

/// `src/file.rs:line: level: message` for a diagnostic, with rustc's own rendering when
/// it is not about unused code.
fn located(model: &Model, rendered: &Rendered, diagnostic: &Diagnostic) -> String {
    let place = diagnostic
        .primary
        .first()
        .and_then(|span| rendered.origins(span).into_iter().next())
        .map(|(module, range)| model.modules[module].source.at(range.start))
        .unwrap_or_else(|| "the bundle".to_string());
    let mut text = format!("  {place}: {}: {}", diagnostic.level, diagnostic.message);
    if !matches!(
        diagnostic.code.as_deref(),
        Some("dead_code" | "unused_imports")
    ) {
        for line in diagnostic.rendered.lines() {
            text.push_str("\n    ");
            text.push_str(line);
        }
    }
    text
}

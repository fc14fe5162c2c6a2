//! Which units a binary needs, by name: the first, generous cut, which rustc then makes
//! exact (see the module documentation of `bundle`).
//!
//! The rule, from the binary's items (all kept) outwards until nothing changes:
//! - a kept unit keeps what its [`Ref`]s name: the definitions, traits and macros of that
//!   name in its module, or in the module a path names, or that a `use` of its module
//!   imports under that name;
//! - an impl item is kept when some kept unit names a member of that name (`.len()`,
//!   `Shape::len`, whatever the type) and every library type its impl's header names is
//!   kept; it keeps its impl;
//! - a trait is kept when it is named, or when one of its items is named as a member; a
//!   kept trait, trait impl or `macro_rules!` keeps its items, but not those implementing a
//!   trait item that is removed;
//! - a trait impl, or an item macro call, is kept when every library item its header names
//!   (the trait, the type, their arguments; for a macro call, what its macro's body and
//!   its arguments name) is kept;
//! - a `use` leaf is kept when it imports a kept item, a module of the bundle (not in the
//!   binary, whose modules are the bundle's root), or anything outside the crate (rustc
//!   reports those it does not need); a declaration is kept with any of its leaves.
//!
//! `removed` units (those rustc found unused) are never kept. O(units x refs) per round,
//! rounds at most the number of units.

use super::model::{Kind, Model, UnitId, BIN};
use super::refs::Ref;
use std::collections::BTreeSet;

/// The units of `model` kept by the rule above, never any of `removed`.
pub fn reachable(model: &Model, removed: &BTreeSet<UnitId>) -> BTreeSet<UnitId> {
    let mut walk = Walk {
        model,
        removed,
        kept: BTreeSet::new(),
        pending: Vec::new(),
        members: BTreeSet::new(),
    };
    for &unit in &model.modules[BIN].units {
        if !matches!(model.units[unit].kind, Kind::Use(_)) {
            walk.keep(unit);
        }
    }
    loop {
        walk.follow_references();
        let ready: Vec<UnitId> = (0..model.units.len())
            .filter(|&u| walk.is_ready(u))
            .collect();
        if ready.is_empty() {
            break;
        }
        ready.into_iter().for_each(|u| walk.keep(u));
    }
    walk.keep_uses();
    walk.kept
}

/// The state of the search.
struct Walk<'a> {
    model: &'a Model,
    removed: &'a BTreeSet<UnitId>,
    kept: BTreeSet<UnitId>,
    /// Kept units whose references are not followed yet.
    pending: Vec<UnitId>,
    /// Every name used as a member by a kept unit.
    members: BTreeSet<String>,
}

impl Walk<'_> {
    /// The units of `module` named `name` (a use leaf by the name it binds), top-level
    /// or within one, of a kind `of_kind` holds. O(units of the module).
    fn named(&self, module: usize, name: &str, of_kind: fn(&Kind) -> bool) -> Vec<UnitId> {
        let units = &self.model.units;
        let top = self.model.modules[module].units.iter();
        let within = top.clone().flat_map(|&u| &units[u].children);
        let named = |&u: &UnitId| units[u].name.as_deref() == Some(name) && of_kind(&units[u].kind);
        top.chain(within).copied().filter(named).collect()
    }

    /// The definitions and traits of `module` named `name`.
    fn items(&self, module: usize, name: &str) -> Vec<UnitId> {
        self.named(module, name, |k| {
            matches!(k, Kind::Definition | Kind::Trait)
        })
    }

    /// The library units `reference`, in code of `module`, names (none for a member).
    fn resolve(&self, module: usize, reference: &Ref) -> Vec<UnitId> {
        match reference {
            Ref::Name(name) => {
                let mut found = self.items(module, name);
                for leaf in self.named(module, name, |k| matches!(k, Kind::UseLeaf(_))) {
                    let target = self.model.leaf_target(&self.model.units[leaf]);
                    if let Some((target, Some(item))) = target {
                        found.extend(self.items(target, item));
                    }
                }
                found
            }
            Ref::InModule(target, name) => self
                .model
                .module_named(target)
                .map_or_else(Vec::new, |m| self.items(m, name)),
            Ref::Macro(name) => self.named(module, name, |k| matches!(k, Kind::MacroRules)),
            Ref::Member(_) => Vec::new(),
        }
    }

    fn keep(&mut self, unit: UnitId) {
        if !self.removed.contains(&unit) && self.kept.insert(unit) {
            self.pending.push(unit);
        }
    }

    fn follow_references(&mut self) {
        while let Some(id) = self.pending.pop() {
            let unit = &self.model.units[id];
            if let Some(parent) = unit.parent {
                self.keep(parent);
            }
            for &child in &unit.children {
                if self.goes_with_parent(child) {
                    self.keep(child);
                }
            }
            for reference in &unit.refs {
                match reference {
                    Ref::Member(name) => {
                        self.members.insert(name.clone());
                    }
                    _ => {
                        for target in self.resolve(unit.module, reference) {
                            self.keep(target);
                        }
                    }
                }
            }
        }
    }

    /// Whether child unit `id` is kept with its parent: a trait's item, or an item
    /// implementing one that rustc did not find unused.
    fn goes_with_parent(&self, id: UnitId) -> bool {
        let unit = &self.model.units[id];
        match &unit.kind {
            Kind::TraitItem => true,
            Kind::ImplementsItem(of_trait) => {
                let traits = self.resolve(unit.module, of_trait);
                !traits.iter().any(|&t| {
                    self.model.units[t]
                        .children
                        .iter()
                        .any(|c| self.removed.contains(c) && self.model.units[*c].name == unit.name)
                })
            }
            _ => false,
        }
    }

    /// Whether unit `id`, not kept yet, is to be kept now by the member, trait and impl
    /// rules.
    fn is_ready(&self, id: UnitId) -> bool {
        if self.kept.contains(&id) || self.removed.contains(&id) {
            return false;
        }
        let unit = &self.model.units[id];
        match &unit.kind {
            Kind::ImplItem => {
                self.is_member(id) && unit.parent.is_some_and(|p| self.header_kept(p))
            }
            Kind::Trait => unit.children.iter().any(|&item| self.is_member(item)),
            Kind::TraitImpl | Kind::MacroCall => self.header_kept(id),
            _ => false,
        }
    }

    /// Whether some kept unit names unit `id` as a member (`.len()`, `Shape::len`).
    fn is_member(&self, id: UnitId) -> bool {
        let name = self.model.units[id].name.as_ref();
        name.is_some_and(|n| self.members.contains(n))
    }

    /// Whether the header of unit `id` names library items, all of them kept. An item
    /// macro call's header is what its arguments name and, for each macro it calls, what
    /// that macro's body names (the items it makes use them).
    fn header_kept(&self, id: UnitId) -> bool {
        let unit = &self.model.units[id];
        let own = match unit.kind {
            Kind::MacroCall => &unit.refs,
            _ => &unit.header,
        };
        let mut header = Vec::new();
        for reference in own {
            match reference {
                Ref::Macro(_) => header.extend(
                    (self.resolve(unit.module, reference).iter())
                        .flat_map(|&m| &self.model.units[m].refs)
                        .filter(|r| !matches!(r, Ref::Macro(_))),
                ),
                _ => header.push(reference),
            }
        }
        let mut names_any = false;
        for reference in header {
            let targets = self.resolve(unit.module, reference);
            if !targets.is_empty() {
                names_any = true;
                if !targets.iter().any(|t| self.kept.contains(t)) {
                    return false;
                }
            }
        }
        names_any
    }

    /// Keeps the use leaves the rule keeps, and their declarations.
    fn keep_uses(&mut self) {
        let modules_kept: BTreeSet<usize> = self
            .kept
            .iter()
            .map(|&u| self.model.units[u].module)
            .collect();
        for (id, unit) in self.model.units.iter().enumerate() {
            if !matches!(unit.kind, Kind::UseLeaf(_)) || self.removed.contains(&id) {
                continue;
            }
            let needed = match self.model.leaf_target(unit) {
                None => true,
                Some((module, None)) => unit.module != BIN && modules_kept.contains(&module),
                Some((module, Some(name))) => {
                    let items = self.items(module, name);
                    items.iter().any(|t| self.kept.contains(t))
                }
            };
            if needed {
                self.kept.insert(id);
                self.kept.extend(unit.parent);
            }
        }
    }
}

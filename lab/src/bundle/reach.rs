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
use std::collections::{BTreeMap, BTreeSet};

/// The units of `model` kept by the rule above, never any of `removed`.
pub fn reachable(model: &Model, removed: &BTreeSet<UnitId>) -> BTreeSet<UnitId> {
    let mut walk = Walk {
        model,
        names: Names::new(model),
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

/// The definitions of each module by name, and the use leaves by the name they bind.
struct Names {
    items: BTreeMap<(usize, String), Vec<UnitId>>,
    macros: BTreeMap<(usize, String), Vec<UnitId>>,
    bindings: BTreeMap<(usize, String), Vec<UnitId>>,
}

impl Names {
    fn new(model: &Model) -> Self {
        let mut names = Names {
            items: BTreeMap::new(),
            macros: BTreeMap::new(),
            bindings: BTreeMap::new(),
        };
        for (id, unit) in model.units.iter().enumerate() {
            let table = match &unit.kind {
                Kind::Definition | Kind::Trait => &mut names.items,
                Kind::MacroRules => &mut names.macros,
                Kind::UseLeaf(leaf) => match &leaf.binding {
                    Some(binding) => {
                        let key = (unit.module, binding.clone());
                        names.bindings.entry(key).or_default().push(id);
                        continue;
                    }
                    None => continue,
                },
                _ => continue,
            };
            if let Some(name) = &unit.name {
                table
                    .entry((unit.module, name.clone()))
                    .or_default()
                    .push(id);
            }
        }
        names
    }

    fn items(&self, module: usize, name: &str) -> &[UnitId] {
        self.items
            .get(&(module, name.to_string()))
            .map_or(&[], Vec::as_slice)
    }

    /// The library units `reference`, in code of `module`, names (none for a member).
    fn resolve(&self, model: &Model, module: usize, reference: &Ref) -> Vec<UnitId> {
        match reference {
            Ref::Name(name) => {
                let mut found = self.items(module, name).to_vec();
                let leaves = self.bindings.get(&(module, name.clone()));
                for &leaf in leaves.into_iter().flatten() {
                    if let Some((target, Some(item))) = model.leaf_target(&model.units[leaf]) {
                        found.extend_from_slice(self.items(target, item));
                    }
                }
                found
            }
            Ref::InModule(target, name) => model
                .module_named(target)
                .map_or_else(Vec::new, |m| self.items(m, name).to_vec()),
            Ref::Macro(name) => self
                .macros
                .get(&(module, name.clone()))
                .cloned()
                .unwrap_or_default(),
            Ref::Member(_) => Vec::new(),
        }
    }
}

/// The state of the search.
struct Walk<'a> {
    model: &'a Model,
    names: Names,
    removed: &'a BTreeSet<UnitId>,
    kept: BTreeSet<UnitId>,
    /// Kept units whose references are not followed yet.
    pending: Vec<UnitId>,
    /// Every name used as a member by a kept unit.
    members: BTreeSet<String>,
}

impl Walk<'_> {
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
                        for target in self.names.resolve(self.model, unit.module, reference) {
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
                let traits = self.names.resolve(self.model, unit.module, of_trait);
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

    /// Whether the header of unit `id` names library items, all of them kept.
    fn header_kept(&self, id: UnitId) -> bool {
        let unit = &self.model.units[id];
        let mut names_any = false;
        for reference in &unit.header {
            let targets = self.names.resolve(self.model, unit.module, reference);
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
                    let items = self.names.items(module, name);
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

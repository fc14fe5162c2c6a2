//! The pieces a bundle is cut from: every item of the binary and of the library's modules
//! as a *unit* that is kept or left out as a whole, with the source text it occupies and
//! the names it refers to.
//!
//! Units are top-level items, the items of impls and traits (each method on its own),
//! `use` declarations and each name they bind. The items of a trait impl (also those a
//! `macro_rules!` body writes) go with it, unless rustc finds the trait's item unused.
//! `#[cfg(test)]` items are no units: left out wherever they stand (at the top level, in
//! impls and traits; anywhere else they are refused). Doc comments are cut out of every
//! unit.

use super::items::{impl_member, is_test_only, trait_member, whole_lines, Member};
use super::macros;
use super::refs::{self, Ref, LIBRARY, ROOT};
use super::source::{range_of, within, Attribute, Source};
use super::uses::{self, Leaf};
use std::collections::BTreeSet;
use std::ops::Range;
use std::path::Path;
use syn::Item;

pub type UnitId = usize;

/// The index of the binary's module: the crate root of the bundle.
pub const BIN: usize = 0;

/// What a unit is, as far as keeping it goes.
#[derive(Clone)]
pub enum Kind {
    /// A fn, struct, enum, union, const, static or type alias.
    Definition,
    /// A trait, whose items are its children (a call `x.item()` may need it).
    Trait,
    MacroRules,
    /// An item-position macro call (`impl_integer!(u8, u16);`), which makes items.
    MacroCall,
    InherentImpl,
    TraitImpl,
    /// A fn, const or type of the inherent impl `parent`.
    ImplItem,
    /// An item of the trait `parent`.
    TraitItem,
    /// An item implementing an item of the trait the [`Ref`] names, in the trait impl
    /// `parent` or in an impl the `macro_rules!` `parent` writes: kept with its parent,
    /// unless rustc found that trait item unused.
    ImplementsItem(Ref),
    /// A `use` declaration, whose leaves are its `children`.
    Use(Box<syn::ItemUse>),
    UseLeaf(Leaf),
}

/// A piece of source kept or left out as a whole.
#[derive(Clone)]
pub struct Unit {
    pub module: usize,
    pub kind: Kind,
    /// Its name; a use leaf's is the name it binds.
    pub name: Option<String>,
    /// Where its name stands (what rustc points at when it finds the unit unused).
    pub name_range: Option<Range<usize>>,
    /// Its bytes: whole lines for an item (with the plain comments right above it, up to
    /// the end of its last line, line end excluded), the leaf's own tokens for a use leaf.
    pub range: Range<usize>,
    pub parent: Option<UnitId>,
    pub children: Vec<UnitId>,
    /// Always cut out of its text: doc comments, `#[cfg(test)]` items inside it.
    pub cuts: Vec<Range<usize>>,
    /// What keeping it keeps.
    pub refs: Vec<Ref>,
    /// For impls: the names that must all be kept to keep it (an item macro call's are
    /// read from its `refs`).
    pub header: Vec<Ref>,
}

/// A file of the bundle and its top-level units.
pub struct Module {
    /// The module's name; the binary's module is [`ROOT`]. Names are unique, a nested
    /// module's too, so that a path names a module by its last segment.
    pub name: String,
    /// The module it is declared in (`mod bulk;` in `src/scanner.rs`): written inside it.
    pub parent: Option<usize>,
    /// How deep it is written: 0 for the binary's, 1 for a module at the root.
    pub depth: usize,
    pub source: Source,
    pub units: Vec<UnitId>,
    /// The lines of its inner attributes other than docs (`#![forbid(unsafe_code)]`).
    pub inner_attributes: Vec<usize>,
}

/// The binary and every library module, cut into units.
#[derive(Default)]
pub struct Model {
    pub modules: Vec<Module>,
    pub units: Vec<Unit>,
    pub library: BTreeSet<String>,
}

/// The modules `source` declares as files of their own (`mod bulk;`), but `#[cfg(test)]`
/// ones; an error for one written inline.
fn file_modules(source: &Source) -> Result<Vec<String>, String> {
    let mut names = Vec::new();
    for item in &source.file.items {
        match item {
            Item::Mod(module) if is_test_only(source, &range_of(module)) => {}
            Item::Mod(module) if module.content.is_some() => {
                let at = source.at(range_of(module).start);
                return Err(format!("{at}: a library module must be a file of its own"));
            }
            Item::Mod(module) => names.push(module.ident.to_string()),
            _ => {}
        }
    }
    Ok(names)
}

impl Model {
    /// Reads binary `bin` of the package at `root` and the library's modules, with the
    /// modules they declare in turn (`src/scanner/bulk.rs` for `mod bulk;` in
    /// `src/scanner.rs`).
    pub fn load(root: &Path, bin: &str) -> Result<Model, String> {
        let lib = Source::read(root, "src/lib.rs")?;
        let mut model = Model::default();
        // Every module's name first: a reference is read knowing them all.
        let mut files = Vec::new();
        let mut pending: Vec<(String, String, Option<usize>)> = file_modules(&lib)?
            .into_iter()
            .map(|name| (format!("src/{name}"), name, None))
            .collect();
        while let Some((stem, name, parent)) = pending.pop() {
            if !model.library.insert(name.clone()) {
                return Err(format!("{stem}.rs: a second library module named `{name}`"));
            }
            let source = Source::read(root, &format!("{stem}.rs"))?;
            // Module 0 is the binary's, so this file's will be `files.len() + 1`.
            let index = Some(files.len() + 1);
            let children = file_modules(&source)?;
            pending.extend(
                children
                    .into_iter()
                    .map(|c| (format!("{stem}/{c}"), c, index)),
            );
            files.push((name, parent, source));
        }
        let binary = Source::read(root, &format!("src/bin/{bin}.rs"))?;
        model.add_module(ROOT, None, binary)?;
        for (name, parent, source) in files {
            model.add_module(&name, parent, source)?;
        }
        Ok(model)
    }

    fn add_module(
        &mut self,
        name: &str,
        parent: Option<usize>,
        source: Source,
    ) -> Result<(), String> {
        let inner_attributes = source
            .file
            .attrs
            .iter()
            .filter(|attr| !attr.path().is_ident("doc"))
            .map(|attr| source.line_of(range_of(attr).start))
            .collect();
        self.modules.push(Module {
            name: name.to_string(),
            parent,
            depth: parent.map_or(usize::from(name != ROOT), |p| self.modules[p].depth + 1),
            source,
            units: Vec::new(),
            inner_attributes,
        });
        let module = self.modules.len() - 1;
        let mut left_out = Vec::new();
        // A copy of the items, so that units can be added while walking them.
        for item in &self.modules[module].source.file.items.clone() {
            if is_test_only(&self.modules[module].source, &range_of(item)) {
                left_out.push(range_of(item));
            } else if !matches!(item, Item::Mod(m) if m.content.is_none()) {
                // (A `mod name;` is written as the module's own block: see `Model::load`.)
                let id = self.add_item(module, item)?;
                self.modules[module].units.push(id);
            }
        }
        self.refuse_stray_cfg_test(module, left_out)
    }

    /// Fails naming the first `#[cfg(test)]` of `module` outside the items left out:
    /// `left_out` at the top level, the cuts of its units in impls and traits.
    fn refuse_stray_cfg_test(
        &self,
        module: usize,
        mut left_out: Vec<Range<usize>>,
    ) -> Result<(), String> {
        let Module { source, units, .. } = &self.modules[module];
        left_out.extend(
            units
                .iter()
                .flat_map(|&u| self.units[u].cuts.iter().cloned()),
        );
        let left = |a: &Attribute| left_out.iter().any(|r| within(&a.range, r));
        match source.attributes.iter().find(|a| a.is_cfg_test && !left(a)) {
            Some(stray) => Err(format!(
                "{}: the bundler leaves out `#[cfg(test)]` items, impl items and trait items \
                 only, not this one",
                source.at(stray.range.start)
            )),
            None => Ok(()),
        }
    }

    /// Adds the unit of top-level `item` (and its children) of `module`.
    fn add_item(&mut self, module: usize, item: &Item) -> Result<UnitId, String> {
        let source = &self.modules[module].source;
        let range = whole_lines(source, range_of(item))?;
        let unsupported = |what: &str| {
            let at = source.at(range_of(item).start);
            Err(format!("{at}: the bundler does not take {what}"))
        };
        let (kind, name) = match item {
            Item::Fn(f) => (Kind::Definition, Some(&f.sig.ident)),
            Item::Struct(s) => (Kind::Definition, Some(&s.ident)),
            Item::Enum(e) => (Kind::Definition, Some(&e.ident)),
            Item::Union(u) => (Kind::Definition, Some(&u.ident)),
            Item::Const(c) => (Kind::Definition, Some(&c.ident)),
            Item::Static(s) => (Kind::Definition, Some(&s.ident)),
            Item::Type(t) => (Kind::Definition, Some(&t.ident)),
            Item::Trait(t) => (Kind::Trait, Some(&t.ident)),
            Item::Macro(m) if m.mac.path.is_ident("macro_rules") => match &m.ident {
                Some(ident) => (Kind::MacroRules, Some(ident)),
                None => return unsupported("a `macro_rules!` without a name"),
            },
            Item::Macro(_) => (Kind::MacroCall, None),
            Item::Impl(i) if i.trait_.is_some() => (Kind::TraitImpl, None),
            Item::Impl(_) => (Kind::InherentImpl, None),
            Item::Use(u) => (Kind::Use(Box::new(u.clone())), None),
            Item::Mod(_) => return unsupported("an inline module"),
            _ => return unsupported("this kind of item"),
        };
        let id = self.push_unit(module, kind, name, range);
        match item {
            Item::Impl(imp) => self.add_impl(id, imp)?,
            Item::Trait(t) => {
                let members = t.items.iter().map(trait_member).collect();
                self.add_members(id, members, Kind::TraitItem)?
            }
            Item::Use(u) => self.add_leaves(id, u),
            Item::Macro(_) if matches!(self.units[id].kind, Kind::MacroRules) => {
                self.add_macro_impl_fns(id)?
            }
            _ => {}
        }
        if !matches!(item, Item::Use(_)) {
            self.units[id].refs = self.refs_of(id, &self.units[id].range.clone());
        }
        Ok(id)
    }

    /// Adds `child`, at `range` of the module of `parent`, as a child unit of `parent`.
    fn add_child(
        &mut self,
        parent: UnitId,
        kind: Kind,
        name: Option<&syn::Ident>,
        range: Range<usize>,
    ) -> UnitId {
        let child = self.push_unit(self.units[parent].module, kind, name, range);
        self.units[child].parent = Some(parent);
        self.units[child].refs = self.refs_of(child, &self.units[child].range.clone());
        self.units[parent].children.push(child);
        child
    }

    /// Adds the `members` of impl or trait unit `id` as its children of kind `kind`; a
    /// `#[cfg(test)]` one is cut out of it instead.
    fn add_members(&mut self, id: UnitId, members: Vec<Member>, kind: Kind) -> Result<(), String> {
        let module = self.units[id].module;
        for (item, name) in members {
            let source = &self.modules[module].source;
            let range = whole_lines(source, item.clone())?;
            if is_test_only(source, &item) {
                self.units[id].cuts.push(range);
            } else if name.is_none() {
                let at = source.at(range.start);
                return Err(format!(
                    "{at}: the bundler does not take this impl or trait item"
                ));
            } else {
                self.add_child(id, kind.clone(), name, range);
            }
        }
        Ok(())
    }

    /// The functions of the trait impls the body of `macro_rules!` unit `id` writes.
    fn add_macro_impl_fns(&mut self, id: UnitId) -> Result<(), String> {
        let module = self.units[id].module;
        let trees = &self.modules[module].source.trees;
        for f in macros::impl_fns(trees, &self.units[id].range) {
            let range = whole_lines(&self.modules[module].source, f.range)?;
            let child = self.add_child(id, Kind::ImplementsItem(f.of_trait), None, range);
            self.units[child].name = Some(f.name);
        }
        Ok(())
    }

    fn push_unit(
        &mut self,
        module: usize,
        kind: Kind,
        name: Option<&syn::Ident>,
        range: Range<usize>,
    ) -> UnitId {
        let cuts = self.modules[module].source.docs_within(&range).collect();
        self.units.push(Unit {
            module,
            kind,
            name: name.map(|n| n.to_string()),
            name_range: name.map(range_of),
            range,
            parent: None,
            children: Vec::new(),
            cuts,
            refs: Vec::new(),
            header: Vec::new(),
        });
        self.units.len() - 1
    }

    /// The references of the part `range` of unit `id`, outside its cuts and children.
    fn refs_of(&self, id: UnitId, range: &Range<usize>) -> Vec<Ref> {
        let unit = &self.units[id];
        let Module { source, name, .. } = &self.modules[unit.module];
        let mut skip = unit.cuts.clone();
        skip.extend(unit.children.iter().map(|&c| self.units[c].range.clone()));
        refs::references(&source.trees, range, &skip, &self.library, name)
    }

    /// The header (`impl<..> Trait for Type where ..`) and items of impl unit `id`.
    fn add_impl(&mut self, id: UnitId, imp: &syn::ItemImpl) -> Result<(), String> {
        let body = imp.brace_token.span.open().byte_range().start;
        let kind = match &imp.trait_ {
            Some((path, _)) => Kind::ImplementsItem(self.trait_ref(path)),
            None => Kind::ImplItem,
        };
        let members = imp.items.iter().map(impl_member).collect();
        self.add_members(id, members, kind)?;
        let header = self.units[id].range.start..body;
        self.units[id].header = self.refs_of(id, &header);
        Ok(())
    }

    /// The reference to the trait at `path` (`Trait`, `module::Trait`).
    fn trait_ref(&self, path: &syn::Path) -> Ref {
        let names: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        match names.as_slice() {
            [.., module, name] if self.library.contains(module) => {
                Ref::InModule(module.clone(), name.clone())
            }
            [.., name] => Ref::Name(name.clone()),
            [] => Ref::Name(String::new()),
        }
    }

    fn add_leaves(&mut self, id: UnitId, item: &syn::ItemUse) {
        for leaf in uses::leaves(item) {
            let (range, binding) = (leaf.range.clone(), leaf.binding.clone());
            let child = self.add_child(id, Kind::UseLeaf(leaf), None, range);
            self.units[child].name = binding;
        }
    }

    /// The library module of name `name`, or the binary's for [`ROOT`].
    pub fn module_named(&self, name: &str) -> Option<usize> {
        self.modules.iter().position(|m| m.name == name)
    }

    /// The module a use leaf's path points into and the name it imports there
    /// (`crate::grid::Shape`: grid and `Some("Shape")`; `crate::swar`: swar and `None`);
    /// `None` for a path outside the crate.
    pub fn leaf_target<'a>(&self, unit: &'a Unit) -> Option<(usize, Option<&'a str>)> {
        let leaf = match &unit.kind {
            Kind::UseLeaf(leaf) => leaf,
            _ => return None,
        };
        let (mut module, mut rest) = match leaf.path.first().map(String::as_str) {
            Some("crate" | "super" | LIBRARY) => (BIN, &leaf.path[1..]),
            Some("self") => (unit.module, &leaf.path[1..]),
            _ => return None,
        };
        // Down the modules the path names: `crate::scanner::bulk::X` is in bulk.
        while let Some(m) = rest.first().filter(|m| self.library.contains(*m)) {
            module = self.module_named(m)?;
            rest = &rest[1..];
        }
        match rest {
            [] => Some((module, None)),
            [name] => Some((module, Some(name.as_str()))),
            _ => None,
        }
    }
}

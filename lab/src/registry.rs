//! The one list of the problems. Everything that works on every problem (the tests, the
//! generators, `cargo lab check` and `explain`) goes through [`visit_all`], so a problem
//! added here is covered everywhere, and one that is missing fails the registry test.
//!
//! Code that is generic over the problem implements [`Visitor`]:
//!
//! ```
//! use lab::problem::Problem;
//! use lab::registry::{visit_all, Visitor};
//!
//! struct Names(Vec<&'static str>);
//! impl Visitor for Names {
//!     fn visit<P: Problem>(&mut self) {
//!         self.0.push(P::NAME);
//!     }
//! }
//! let mut names = Names(Vec::new());
//! visit_all(&mut names);
//! assert!(names.0.contains(&"hdu4101"));
//! ```

use crate::problem::{Kind, Problem};
use crate::{ancient_go, hdu4101, hdu4678, loj6033, nowcoder_grid};

/// Code run once per problem, with the problem's type.
pub trait Visitor {
    fn visit<P: Problem>(&mut self);
}

/// Calls `visitor` on every problem, in the order of their names.
pub fn visit_all(visitor: &mut impl Visitor) {
    visitor.visit::<ancient_go::AncientGo>();
    visitor.visit::<hdu4101::Hdu4101>();
    visitor.visit::<hdu4678::Hdu4678>();
    visitor.visit::<loj6033::Loj6033>();
    visitor.visit::<nowcoder_grid::NowcoderGrid>();
}

/// Calls `visitor` on the problem called `name`; `false` when there is none.
pub fn visit_named(name: &str, visitor: &mut impl Visitor) -> bool {
    struct Named<'a, V> {
        name: &'a str,
        visitor: &'a mut V,
        found: bool,
    }
    impl<V: Visitor> Visitor for Named<'_, V> {
        fn visit<P: Problem>(&mut self) {
            if P::NAME == self.name {
                self.found = true;
                self.visitor.visit::<P>();
            }
        }
    }
    let mut named = Named {
        name,
        visitor,
        found: false,
    };
    visit_all(&mut named);
    named.found
}

/// What the command line lists of a problem without knowing its type.
#[derive(Clone, Copy)]
pub struct Entry {
    pub name: &'static str,
    pub kinds: &'static [Kind],
}

/// Every problem's entry, in the order of [`visit_all`].
pub fn entries() -> Vec<Entry> {
    struct Entries(Vec<Entry>);
    impl Visitor for Entries {
        fn visit<P: Problem>(&mut self) {
            self.0.push(Entry {
                name: P::NAME,
                kinds: P::KINDS,
            });
        }
    }
    let mut entries = Entries(Vec::new());
    visit_all(&mut entries);
    entries.0
}

/// The entry of the problem called `name`.
pub fn entry(name: &str) -> Option<Entry> {
    entries().into_iter().find(|e| e.name == name)
}

/// What `cargo lab gen list` prints: a line `problem: kind kind...` per problem, a kind
/// built past the guarantees marked `*`, and then a line saying what `*` means.
pub fn kinds_listed() -> String {
    let mut text = String::new();
    for entry in entries() {
        let marked = |kind: &Kind| format!("{}{}", kind.name, if kind.beyond { "*" } else { "" });
        let names: Vec<String> = entry.kinds.iter().map(marked).collect();
        text += &format!("{}: {}\n", entry.name, names.join(" "));
    }
    if entries().iter().any(|e| e.kinds.iter().any(|k| k.beyond)) {
        text += "*: past the statement's guarantees on purpose (cargo lab check runs it with --beyond)\n";
    }
    text
}

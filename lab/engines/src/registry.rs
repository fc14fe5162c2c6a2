//! The one list of the problems. Every command, test and benchmark goes through it, so a
//! problem added here is covered everywhere.
//!
//! A problem is listed once, with the tools it offers beyond the ones every problem has
//! (`gen`, `check`, `validate`): [`visit_all`] calls [`Visitor::visit`] on every problem,
//! then [`Visitor::visit_explained`], [`Visitor::visit_played`] and [`Visitor::visit_every`] on those that have an
//! explanation and a game. Code generic over the problem implements [`Visitor`]: the
//! command line's table of commands by name (`lab::registry::Entry`) and the page's are
//! each one visitor.
//!
//! ```
//! use engines::check::Check;
//! use engines::registry::{visit_all, Visitor};
//!
//! struct Names(Vec<&'static str>);
//! impl Visitor for Names {
//!     fn visit<P: Check>(&mut self) {
//!         self.0.push(P::NAME);
//!     }
//! }
//! let mut names = Names(Vec::new());
//! visit_all(&mut names);
//! assert!(names.0.contains(&"hdu4101"));
//! ```

use crate::check::Check;
use crate::explain::Explain;
use crate::play::Play;
use crate::problem::Kind;
use crate::problems::{ancient_go, hdu4101, hdu4678, loj6033, nowcoder_grid};
use itertools::Itertools;

/// Code run once per problem, with the problem's type: every problem is generated,
/// checked and validated; some also explained and played.
pub trait Visitor {
    /// Called on every problem.
    fn visit<P: Check>(&mut self) {}
    /// Called on every problem that has an explanation, after [`Visitor::visit`].
    fn visit_explained<P: Check + Explain>(&mut self) {}
    /// Called on every problem that has a game, after [`Visitor::visit`].
    fn visit_played<P: Check + Play>(&mut self) {}
    /// Called on every problem that has an explanation and a game, last.
    fn visit_every<P: Check + Explain + Play>(&mut self) {}
}

/// Calls `visitor` on every problem, in the order of their names.
pub fn visit_all(visitor: &mut impl Visitor) {
    every::<ancient_go::AncientGo>(visitor);
    every::<hdu4101::Hdu4101>(visitor);
    every::<hdu4678::Hdu4678>(visitor);
    every::<loj6033::Loj6033>(visitor);
    every::<nowcoder_grid::NowcoderGrid>(visitor);
}

/// A problem with every tool.
fn every<P: Check + Explain + Play>(visitor: &mut impl Visitor) {
    visitor.visit::<P>();
    visitor.visit_explained::<P>();
    visitor.visit_played::<P>();
    visitor.visit_every::<P>();
}

/// Every problem's name and kinds, in the order of [`visit_all`].
pub fn kinds() -> Vec<(&'static str, &'static [Kind])> {
    struct Kinds(Vec<(&'static str, &'static [Kind])>);
    impl Visitor for Kinds {
        fn visit<P: Check>(&mut self) {
            self.0.push((P::NAME, P::KINDS));
        }
    }
    let mut kinds = Kinds(Vec::new());
    visit_all(&mut kinds);
    kinds.0
}

/// The kind called `name` of the problem `problem` of kinds `kinds`, or the line naming
/// its kinds (the commands and the page say it alike).
pub fn kind_named(
    problem: &str,
    kinds: &'static [Kind],
    name: &str,
) -> Result<&'static Kind, String> {
    kinds.iter().find(|k| k.name == name).ok_or_else(|| {
        let names = kinds.iter().map(|k| k.name).join(", ");
        format!("no kind `{name}` for {problem} (its kinds: {names})")
    })
}

/// The line for a problem named `name` that the registry has not.
pub fn no_problem(name: &str) -> String {
    format!("no problem `{name}` (the problems: {})", names())
}

/// The problems' names, for messages: `ancient_go, hdu4101, ...`.
pub fn names() -> String {
    kinds().iter().map(|(name, _)| name).join(", ")
}

/// What `cargo lab gen list` prints: a line `problem: kind kind...` per problem, a kind
/// built past the guarantees marked `*`, and then a line saying what `*` means.
pub fn kinds_listed() -> String {
    let mut text = String::new();
    for (name, kinds) in kinds() {
        let marked = |kind: &Kind| format!("{}{}", kind.name, if kind.beyond { "*" } else { "" });
        let kinds = kinds.iter().map(marked).join(" ");
        text += &format!("{name}: {kinds}\n");
    }
    if kinds()
        .iter()
        .any(|(_, kinds)| kinds.iter().any(|k| k.beyond))
    {
        text += "*: past the statement's guarantees on purpose (cargo lab check leaves it out)\n";
    }
    text
}

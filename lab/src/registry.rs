//! The one list of the problems. Every command, test and benchmark goes through it, so a
//! problem added here is covered everywhere.
//!
//! A problem is listed once, with the tools it offers beyond the ones every problem has
//! (`gen`, `check`, `validate`): [`visit_all`] calls [`Visitor::visit`] on every problem,
//! then [`Visitor::visit_explained`] and [`Visitor::visit_played`] on those that have an
//! explanation and a game. Code generic over the problem implements [`Visitor`]; the
//! commands dispatch by name through the [`Entry`] of each problem, which holds their
//! generic code made concrete, so no command needs a visitor of its own.
//!
//! ```
//! use lab::check::Check;
//! use lab::registry::{visit_all, Visitor};
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

use crate::check::{self, Check};
use crate::explain::{self, Explain};
use crate::play::{self, Play};
use crate::problem::Kind;
use crate::problems::{ancient_go, hdu4101, hdu4678, loj6033, nowcoder_grid};
use crate::validate;
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
}

/// `cargo lab check` of one problem: the report on the writer.
pub type CheckCommand = fn(&check::Options, &mut dyn std::io::Write) -> check::Exit;
/// `cargo lab validate` of one problem: the number of cases, or the first violation.
pub type ValidateCommand = fn(&mut dyn std::io::Read, bool) -> Result<usize, validate::Violation>;
/// `cargo lab explain` of one problem (see [`explain::explain_input`]).
pub type ExplainCommand = fn(
    &[u8],
    &explain::Options,
    &mut dyn std::io::Write,
) -> Result<Vec<std::path::PathBuf>, explain::Failure>;
/// `cargo lab play` of one problem (see [`play::terminal::play_input`]).
pub type PlayCommand = fn(
    &[u8],
    &play::Options,
    &mut dyn std::io::BufRead,
    &mut dyn std::io::Write,
) -> Result<(), play::terminal::Refusal>;

/// A problem as the commands see it: its name, its kinds, and each command's code.
#[derive(Clone, Copy)]
pub struct Entry {
    pub name: &'static str,
    pub kinds: &'static [Kind],
    pub check: CheckCommand,
    pub validate: ValidateCommand,
    /// `None` for a problem without an explanation yet.
    pub explain: Option<ExplainCommand>,
    /// `None` for a problem without a game yet.
    pub play: Option<PlayCommand>,
}

/// Every problem's entry, in the order of [`visit_all`].
pub fn entries() -> Vec<Entry> {
    struct Entries(Vec<Entry>);
    impl Visitor for Entries {
        fn visit<P: Check>(&mut self) {
            self.0.push(Entry {
                name: P::NAME,
                kinds: P::KINDS,
                check: check::session::run::<P>,
                validate: validate::validate::<P>,
                explain: None,
                play: None,
            });
        }
        fn visit_explained<P: Check + Explain>(&mut self) {
            let last = self.0.last_mut().expect("visit comes first");
            last.check = check::session::run_explained::<P>;
            last.explain = Some(explain::explain_input::<P>);
        }
        fn visit_played<P: Check + Play>(&mut self) {
            let last = self.0.last_mut().expect("visit comes first");
            last.play = Some(play::terminal::play_input::<P>);
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

/// The problems' names, for messages: `ancient_go, hdu4101, ...`.
pub fn names() -> String {
    entries().iter().map(|e| e.name).join(", ")
}

/// What `cargo lab gen list` prints: a line `problem: kind kind...` per problem, a kind
/// built past the guarantees marked `*`, and then a line saying what `*` means.
pub fn kinds_listed() -> String {
    let mut text = String::new();
    for entry in entries() {
        let marked = |kind: &Kind| format!("{}{}", kind.name, if kind.beyond { "*" } else { "" });
        let kinds = entry.kinds.iter().map(marked).join(" ");
        text += &format!("{}: {kinds}\n", entry.name);
    }
    if entries().iter().any(|e| e.kinds.iter().any(|k| k.beyond)) {
        text += "*: past the statement's guarantees on purpose (cargo lab check leaves it out)\n";
    }
    text
}

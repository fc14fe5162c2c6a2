//! The commands' table of the problems: the one list of [`engines::registry`] made into an
//! [`Entry`] per problem, which holds each command's generic code made concrete, so that
//! the commands dispatch by name and no command needs a visitor of its own.

pub use engines::registry::*;

use crate::check::{self, Check};
use crate::explain::{self, Explain};
use crate::play::{self, Play};
use crate::problem::Kind;
use crate::validate;

/// `cargo lab check` of one problem: the report on the writer.
pub type CheckCommand = fn(&check::Options, &mut dyn std::io::Write) -> check::Exit;
/// `cargo lab validate` of one problem: the number of cases, or the first violation.
pub type ValidateCommand = fn(&mut dyn std::io::Read, bool) -> Result<usize, validate::Violation>;
/// `cargo lab explain` of one problem (see [`explain::explain_into`]): the pictures
/// written are named in the vector, whatever the outcome.
pub type ExplainCommand = fn(
    &mut dyn std::io::Read,
    &explain::Options,
    &mut dyn std::io::Write,
    &mut Vec<std::path::PathBuf>,
) -> Result<(), explain::Failure>;
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
            last.explain = Some(explain::explain_into::<P>);
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

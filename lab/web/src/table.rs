//! The page's table of the problems: the registry's one list made into an [`Entry`] per
//! problem, each holding the page's generic code made concrete.

use crate::opened::{self, Opened};
use engines::check::Check;
use engines::explain::Explain;
use engines::play::{Game, Play};
use engines::problem::Kind;
use engines::registry::{self, visit_all, Visitor};
use serde_json::{json, Value};

/// A problem as the page sees it.
#[derive(Clone, Copy)]
pub struct Entry {
    pub name: &'static str,
    pub kinds: &'static [Kind],
    /// Opens a judge input ([`opened::open`]).
    pub open: fn(&[u8]) -> Box<dyn Opened>,
    /// The names of the first and second player.
    pub players: [&'static str; 2],
    /// How a move is typed.
    pub move_syntax: &'static str,
}

impl Entry {
    /// The kind called `name`, or the line naming the kinds there are.
    pub fn kind(&self, name: &str) -> Result<&'static Kind, String> {
        registry::kind_named(self.name, self.kinds, name)
    }
}

/// Every problem's entry, in the registry's order. The page shows problems with an
/// explanation and a game: every problem has both today.
pub fn entries() -> Vec<Entry> {
    struct Entries(Vec<Entry>);
    impl Visitor for Entries {
        fn visit_every<P: Check + Explain + Play>(&mut self) {
            self.0.push(Entry {
                name: P::NAME,
                kinds: P::KINDS,
                open: opened::open::<P>,
                players: <P::Game as Game>::PLAYERS,
                move_syntax: <P::Game as Game>::MOVE_SYNTAX,
            });
        }
    }
    let mut entries = Entries(Vec::new());
    visit_all(&mut entries);
    entries.0
}

/// The entry of the problem called `name`, or the line naming the problems.
pub fn entry(name: &str) -> Result<Entry, String> {
    let found = entries().into_iter().find(|e| e.name == name);
    found.ok_or_else(|| registry::no_problem(name))
}

/// The problems, as the page lists them: per problem its `name`, its `kinds` (`name`,
/// and `beyond`: past the guarantees on purpose, `large`: tens of megabytes), its
/// `samples` (`name`, `input`), its `players` and its `move_syntax`.
pub fn catalogue() -> Value {
    let problems: Vec<Value> = entries()
        .iter()
        .map(|entry| {
            let kinds: Vec<Value> = entry
                .kinds
                .iter()
                .map(|k| json!({"name": k.name, "beyond": k.beyond, "large": k.large}))
                .collect();
            let samples: Vec<Value> = engines::samples::samples(entry.name)
                .iter()
                .map(|s| json!({"name": s.name, "input": s.input}))
                .collect();
            json!({
                "name": entry.name,
                "kinds": kinds,
                "samples": samples,
                "players": entry.players,
                "move_syntax": entry.move_syntax,
            })
        })
        .collect();
    Value::from(problems)
}

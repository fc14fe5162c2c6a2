//! How long the engine of `cargo lab play` takes per move on judge-size boards: for each
//! problem and kind of judge-size input (seed 1, the first case the engine can play that is not over at the start),
//! the engine plays both sides for up to 30 moves; each move's time (the reply chosen,
//! then played, which updates the position's value) is measured.
//!
//! `cargo run -p lab --release --example play_replies [kind...]` (default: the first
//! kind of each problem that is not large).

use lab::check::Check;
use lab::play::{Game, Play};
use lab::registry::{visit_all, Visitor};
use std::time::{Duration, Instant};

const MOVES: usize = 30;

struct Replies {
    kinds: Vec<String>,
}

impl Visitor for Replies {
    fn visit_played<P: Check + Play>(&mut self) {
        let chosen = P::KINDS.iter().filter(|k| match self.kinds.is_empty() {
            true => !k.large,
            false => self.kinds.iter().any(|name| name == k.name),
        });
        for kind in chosen.take(if self.kinds.is_empty() { 1 } else { usize::MAX }) {
            let input = String::from_utf8(kind.generate(1)).expect("ASCII input");
            let cases = P::read_input(&input);
            let mut games = cases.iter().filter_map(|case| P::play(case).ok());
            let Some(game) = games.find(|game| game.end().is_none()) else {
                println!("| {} | {} | no case to play | | |", P::NAME, kind.name);
                continue;
            };
            let (times, moves) = time_replies(game);
            let median = times.get(times.len() / 2).copied().unwrap_or_default();
            let most = times.last().copied().unwrap_or_default();
            println!(
                "| {} | {} | {moves} | {:.2} | {:.2} |",
                P::NAME,
                kind.name,
                median.as_secs_f64() * 1e3,
                most.as_secs_f64() * 1e3
            );
        }
    }
}

/// The sorted times of up to [`MOVES`] engine moves from `game`, and how many.
fn time_replies<G: Game>(mut game: G) -> (Vec<Duration>, usize) {
    let mut times = Vec::new();
    while game.end().is_none() && times.len() < MOVES {
        let started = Instant::now();
        let mv = game.reply();
        game.play(&mv);
        times.push(started.elapsed());
    }
    times.sort();
    let moves = times.len();
    (times, moves)
}

fn main() {
    let kinds = std::env::args().skip(1).collect();
    println!("| problem | kind | moves | median (ms) | slowest (ms) |\n|---|---|---:|---:|---:|");
    visit_all(&mut Replies { kinds });
}

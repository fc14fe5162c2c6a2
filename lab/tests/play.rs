//! `cargo lab play`: the engines against the brute forces, whole games in memory,
//! through a pipe and through a terminal, and the transcripts of docs/play.md.
//!
//! Every check runs on every problem of the registry, on random small boards: the
//! engine's value and best moves agree with the brute force (written from the rules) at
//! every position met; a user playing random legal moves against the engine from a
//! position the engine wins always loses; a user following the `--hints` from a
//! position the user wins always wins (a draw keeps its draw); the first mistake
//! reported is a move the brute force finds lowered the user's value.

use lab::play::session::{Outcome, Session};
use lab::play::terminal::{self, Style};
use lab::play::{value_after, Game, Side, Value};
use lab::problem::Problem;
use lab::registry::{visit_all, Visitor};
use lab::rng::Rng;
use lab::testing::repository;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Random small cases per problem.
const CASES: usize = 60;
/// The most legal moves a start position may have for the brute-force checks (the
/// searches grow exponentially with the board).
const MOST_MOVES: usize = 16;

/// Up to `count` random small games of `P` that keep the guarantees, can be played, are
/// still running and small enough for the brute force at every position.
fn small_games<P: Problem>(seed: u64, count: usize) -> Vec<P::Game> {
    let mut rng = Rng::new(seed);
    let mut games = Vec::new();
    for _ in 0..count * 20 {
        if games.len() == count {
            break;
        }
        let case = P::random_small(&mut rng);
        if !P::within_guarantee(&case) {
            continue;
        }
        let Ok(game) = P::play(&case) else { continue };
        let small = game.legal_moves().len() <= MOST_MOVES || P::NAME == "ancient_go";
        if game.end().is_none() && small && game.brute_value().is_some() {
            games.push(game);
        }
    }
    assert!(games.len() >= count / 2, "{}: too few small games", P::NAME);
    games
}

/// A random legal move of `game`, as the user types it.
fn random_move<G: Game>(game: &G, rng: &mut Rng) -> String {
    let legal = game.legal_moves();
    legal[rng.below(legal.len() as u64) as usize].to_string()
}

/// A random best move of `game` (a `--hints` move), as the user types it.
fn hinted_move<G: Game>(game: &G, rng: &mut Rng) -> String {
    let best = game.best_moves();
    best[rng.below(best.len() as u64) as usize].to_string()
}

/// Plays `session` to its end, the user's moves from `user`; returns the moves typed.
fn play_out<G: Game>(
    session: &mut Session<G>,
    mut user: impl FnMut(&G) -> String,
) -> Vec<String> {
    let mut typed = Vec::new();
    while session.running() {
        if !session.user_to_move() {
            session.engine_move();
            continue;
        }
        let text = user(session.game());
        session.user_move(&text).expect("a legal move");
        typed.push(text);
    }
    typed
}

/// The value for `user` of the running or finished `game`, by the brute force.
fn brute_value_for<G: Game>(game: &G, user: Side) -> Value {
    match game.end() {
        Some(end) => end.value_for(user),
        None => {
            let value = game.brute_value().expect("a small position");
            match game.to_move() == user {
                true => value,
                false => value.flip(),
            }
        }
    }
}

/// The user's value at the start, by the engine.
fn start_value<G: Game>(game: &G, user: Side) -> Value {
    match game.to_move() == user {
        true => game.value(),
        false => game.value().flip(),
    }
}

struct ValuesMatchTheBruteForce;
impl Visitor for ValuesMatchTheBruteForce {
    fn visit<P: Problem>(&mut self) {
        let mut rng = Rng::new(11);
        for start in small_games::<P>(1, CASES) {
            let mut game = start.clone();
            while game.end().is_none() {
                let value = game.value();
                assert_eq!(
                    Some(value),
                    game.brute_value(),
                    "{}: the value of {game:?}",
                    P::NAME
                );
                let best = game.best_moves();
                for mv in game.legal_moves() {
                    let mut after = game.clone();
                    after.play(&mv);
                    let searched = brute_value_for(&after, game.to_move());
                    assert_eq!(
                        best.contains(&mv),
                        searched == value,
                        "{}: move {mv} of {game:?} leaves {searched:?}, the value {value:?}",
                        P::NAME
                    );
                }
                let mv = game.legal_moves()[rng.below(game.legal_moves().len() as u64) as usize]
                    .clone();
                game.play(&mv);
            }
        }
    }
}

#[test]
fn every_value_and_best_move_agrees_with_the_brute_force() {
    visit_all(&mut ValuesMatchTheBruteForce);
}

struct RandomUsersLoseLostPositions;
impl Visitor for RandomUsersLoseLostPositions {
    fn visit<P: Problem>(&mut self) {
        let mut rng = Rng::new(12);
        let mut played = 0;
        for game in small_games::<P>(2, CASES) {
            for user in [Side::First, Side::Second] {
                if start_value(&game, user) != Value::Loss {
                    continue;
                }
                let mut session = Session::new(game.clone(), user);
                play_out(&mut session, |g| random_move(g, &mut rng));
                assert_eq!(session.outcome(), Outcome::Engine, "{}: {game:?}", P::NAME);
                played += 1;
            }
        }
        assert!(played > 0, "{}: no game the engine wins", P::NAME);
    }
}

#[test]
fn a_random_user_always_loses_a_position_the_engine_wins() {
    visit_all(&mut RandomUsersLoseLostPositions);
}

struct HintsKeepTheValue;
impl Visitor for HintsKeepTheValue {
    fn visit<P: Problem>(&mut self) {
        let mut rng = Rng::new(13);
        let mut won = 0;
        for game in small_games::<P>(3, CASES) {
            for user in [Side::First, Side::Second] {
                let start = start_value(&game, user);
                let mut session = Session::new(game.clone(), user);
                play_out(&mut session, |g| hinted_move(g, &mut rng));
                let expected = match start {
                    Value::Win => Outcome::User,
                    Value::Draw => Outcome::Draw,
                    Value::Loss => Outcome::Engine,
                };
                assert_eq!(session.outcome(), expected, "{}: {game:?}", P::NAME);
                assert!(session.first_mistake().is_none(), "{}: {game:?}", P::NAME);
                won += usize::from(start == Value::Win);
            }
        }
        assert!(won > 0, "{}: no game the user wins", P::NAME);
    }
}

#[test]
fn a_user_following_the_hints_wins_a_position_the_user_wins() {
    visit_all(&mut HintsKeepTheValue);
}

struct MistakesAreConfirmed;
impl Visitor for MistakesAreConfirmed {
    fn visit<P: Problem>(&mut self) {
        let mut rng = Rng::new(14);
        let mut mistakes = 0;
        for game in small_games::<P>(4, CASES) {
            for user in [Side::First, Side::Second] {
                let start = start_value(&game, user);
                let mut session = Session::new(game.clone(), user);
                play_out(&mut session, |g| random_move(g, &mut rng));
                let Some(mistake) = session.first_mistake() else {
                    let lost = start == Value::Win && session.outcome() != Outcome::User;
                    assert!(!lost, "{}: a won game lost with no mistake", P::NAME);
                    continue;
                };
                let before = &mistake.before;
                assert_eq!(before.to_move(), user);
                assert_eq!(before.brute_value(), Some(mistake.value_before));
                let mut after = before.clone();
                after.play(&mistake.mv);
                let searched = brute_value_for(&after, user);
                assert_eq!(searched, mistake.value_after, "{}: {before:?}", P::NAME);
                assert!(searched < mistake.value_before, "{}: {before:?}", P::NAME);
                assert_eq!(value_after(before, &mistake.mv), searched);
                for best in &mistake.best {
                    let mut kept = before.clone();
                    kept.play(best);
                    assert_eq!(brute_value_for(&kept, user), mistake.value_before);
                }
                mistakes += 1;
            }
        }
        assert!(mistakes > 0, "{}: no mistake made", P::NAME);
    }
}

#[test]
fn the_first_mistake_reported_is_confirmed_by_the_brute_force() {
    visit_all(&mut MistakesAreConfirmed);
}

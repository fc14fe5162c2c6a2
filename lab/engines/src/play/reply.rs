//! How the engine picks its move: a best move whenever it has one (a win, else a draw);
//! in a lost position, the candidate that leaves the opponent the fewest winning replies,
//! so that the user's win is never handed over.

use super::{Game, Value};

/// The most candidates a lost position's reply weighs: each costs one evaluation of the
/// position after it, so a reply costs at most this many evaluations.
pub const MOST_CANDIDATES: usize = 16;

/// A best move of `game` if its value is no loss; otherwise, of at most
/// [`MOST_CANDIDATES`] of `candidates` (spread evenly over them), the first leaving the
/// opponent the fewest best moves. `candidates` are legal and not empty.
pub fn fewest_winning_replies<G: Game>(game: &G, candidates: &[G::Move]) -> G::Move {
    if game.value() != Value::Loss {
        let best = game.best_moves();
        return best.into_iter().next().expect("a best move");
    }
    let step = candidates.len().div_ceil(MOST_CANDIDATES).max(1);
    candidates
        .iter()
        .step_by(step)
        .min_by_key(|mv| winning_replies(game, mv))
        .expect("a legal move")
        .clone()
}

/// How many winning replies `mv` leaves the opponent; `usize::MAX` when the game ends
/// with it (in a lost position, a loss on the spot).
fn winning_replies<G: Game>(game: &G, mv: &G::Move) -> usize {
    let mut after = game.clone();
    after.play(mv);
    if after.end().is_some() || after.to_move() == game.to_move() {
        return usize::MAX;
    }
    match after.value() {
        Value::Win => after.best_moves().len(),
        _ => 0,
    }
}

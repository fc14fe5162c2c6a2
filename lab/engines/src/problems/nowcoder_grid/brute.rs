//! The game played from the rules: minimax over the right and down moves, one question at
//! a time (can Alice force a win? a draw? a loss?).

use super::Rows;
use grid_games::nowcoder_grid::Forcible;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Goal {
    Win,
    Draw,
    Loss,
}

/// Whether Alice can force `goal` once the piece stands on (r, c) (0-based): a letter or
/// the last cell ends the game; otherwise the player to move (Alice after an even number
/// of moves) picks right or down. `memo` caches the answers per cell (`None`: unknown).
fn can_force(g: &Rows, (r, c): (usize, usize), goal: Goal, memo: &mut [Option<bool>]) -> bool {
    let (n, m) = (g.len(), g[0].len());
    match g[r][c] {
        b'A' => return goal == Goal::Win,
        b'B' => return goal == Goal::Loss,
        _ if (r, c) == (n - 1, m - 1) => return goal == Goal::Draw,
        _ => {}
    }
    if let Some(known) = memo[r * m + c] {
        return known;
    }
    let mut moves = [(r + 1, c), (r, c + 1)]
        .into_iter()
        .filter(|&(r, c)| r < n && c < m);
    let alice_moves = (r + c) % 2 == 0;
    let forced = match alice_moves {
        true => moves.any(|to| can_force(g, to, goal, memo)),
        false => moves.all(|to| can_force(g, to, goal, memo)),
    };
    memo[r * m + c] = Some(forced);
    forced
}

/// The three questions, each by its own minimax.
pub fn brute_force(g: &Rows) -> Forcible {
    let ask = |goal| can_force(g, (0, 0), goal, &mut vec![None; g.len() * g[0].len()]);
    Forcible {
        win: ask(Goal::Win),
        draw: ask(Goal::Draw),
        loss: ask(Goal::Loss),
    }
}

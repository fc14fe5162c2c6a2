//! What a game teaches, in words: the hint before a user's turn, and at the end who won
//! and the first move that threw a win (or a draw) away, with the moves that kept it and
//! why. `cargo lab play` writes these lines and the page shows them.

use super::session::{Player, Session};
use super::{move_list, Game, Value};

/// The most moves a line lists before saying how many more there are.
const LISTED: usize = 20;

/// The user's value and, unless it is a loss, the moves that keep it.
pub fn hint<G: Game>(session: &Session<G>) -> (Value, Vec<G::Move>) {
    match session.game().value() {
        Value::Loss => (Value::Loss, Vec::new()),
        value => (value, session.game().best_moves()),
    }
}

/// The hint as a line: the moves that keep the user's `value`.
pub fn hint_line<M: std::fmt::Display>(value: Value, best: &[M]) -> String {
    let list = move_list(best, LISTED);
    match value {
        Value::Win => format!("hint: you win with {list}"),
        Value::Draw => format!("hint: no win; you keep the draw with {list}"),
        Value::Loss => "hint: every move loses against perfect play".to_string(),
    }
}

/// The lesson of the finished game, line by line (the lines under the first one
/// indented): who won, then the first mistake with the moves that kept the value there
/// and why; with no mistake, why the user's first position had its value.
pub fn lines<G: Game>(session: &Session<G>) -> Vec<String> {
    let (user, engine) = session.players();
    let said = match (session.winner(), session.resigned()) {
        (_, true) => "The input ended: you resign, the engine wins.".to_string(),
        (Some(Player::User), _) => format!("{user} wins: you win."),
        (Some(Player::Engine), _) => format!("{engine} wins: the engine wins."),
        (None, _) => "A draw.".to_string(),
    };
    let mut lines = vec![format!("Game over. {said}")];
    match session.first_mistake() {
        Some(m) => {
            lines.push(format!(
                "Lesson: your move [{}] threw away a {}: it left you a {}.",
                m.mv,
                m.value_before.name(),
                m.value_after.name()
            ));
            let verb = match m.value_before {
                Value::Win => "won",
                _ => "kept the draw",
            };
            let best = move_list(&m.best, LISTED);
            lines.push(format!("  The moves that {verb} there: {best}"));
            lines.extend(why(&m.before.why()));
        }
        None if session.winner() == Some(Player::User) => lines.push("Lesson: no mistake.".into()),
        None if session.resigned() => lines.push(format!(
            "Lesson: no mistake; you resigned a {}.",
            session.game().value().name()
        )),
        None => match session.user_start() {
            Some((start, reasons)) => {
                lines.push(format!(
                    "Lesson: no mistake; your first position was a {} for you, and the engine \
                     does not err.",
                    start.name()
                ));
                lines.extend(why(reasons));
            }
            None => lines.push("Lesson: you had no move to make.".into()),
        },
    }
    lines
}

/// The reasoning of the lesson's position, under a heading.
fn why(reasons: &[String]) -> Vec<String> {
    let reasons = reasons.iter().map(|line| format!("    {line}"));
    std::iter::once("  Why:".to_string())
        .chain(reasons)
        .collect()
}

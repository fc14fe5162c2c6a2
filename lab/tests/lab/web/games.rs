//! Whole games through the page, from each side of a case whose first player wins: the
//! moves typed into `#play-move` (submitted by Enter or by the Play button), clicked in
//! `#play-moves`, or made with the keyboard on `#play-board`; each game mirrored in Rust
//! by a [`Session`] of the engines, whose replies must be the page's (`#play-log`), whose
//! winner must be `#play`'s `data-winner`, and whose lesson must be `#play-lesson`.

use super::driver::keys;
use super::page::{with_page, Page, PATIENCE};
use crate::support::samples;
use lab::check::Check;
use lab::explain::Explain;
use lab::play::session::{Player, Session};
use lab::play::{lesson, value_after, Game, Play, Side, Value};
use lab::rng::Rng;
use libtest_mimic::Trial;
use serde_json::Value as Json;

pub fn each<P: Check + Explain + Play>() -> Vec<Trial> {
    each![P:
        the_winning_side_playing_perfectly_wins,
        the_losing_side_loses_whatever_it_plays,
        one_mistake_from_the_winning_side_gives_the_engine_its_value,
    ]
}

/// A case of `P` whose first player wins, where the first player can also err: the
/// input holding it, its number there, its game.
struct Won<P: Play> {
    input: String,
    case: usize,
    game: P::Game,
}

/// The longest game (in moves of both sides) a trial plays through the page.
const LONGEST_GAME: usize = 24;
/// The random small boards weighed besides the samples' cases.
const RANDOM_BOARDS: usize = 300;

/// Of the samples' cases of `P` and [`RANDOM_BOARDS`] random small boards within the
/// guarantees (seeded), the case that [`fits`] with the most moves for the user from the
/// losing side (up to 3), then the longest perfect game; panics when none fits.
fn won_case<P: Check + Play>() -> Won<P> {
    let mut candidates: Vec<(String, usize, P::Case)> = Vec::new();
    for sample in samples(P::NAME) {
        let cases = (1..).zip(P::read_input(sample.input));
        candidates.extend(cases.map(|(k, case)| (sample.input.to_string(), k, case)));
    }
    let mut rng = Rng::new(11);
    let random = std::iter::repeat_with(|| P::random_small(&mut rng)).filter(P::within_guarantee);
    for case in random.take(RANDOM_BOARDS) {
        candidates.push((P::write_input(std::slice::from_ref(&case)), 1, case));
    }
    let fitting = candidates.into_iter().filter_map(|(input, case, board)| {
        let (game, score) = fits::<P>(&board)?;
        Some((score, Won { input, case, game }))
    });
    let best = fitting.max_by_key(|(score, _)| *score);
    best.unwrap_or_else(|| {
        panic!(
            "{}: no small case whose first player wins and can err",
            P::NAME
        )
    })
    .1
}

/// The game of `case` if the first player wins it and can throw the win away on some
/// turn, each game of the trials lasting at most [`LONGEST_GAME`] moves; with its score:
/// the user's moves from the losing side (up to 3), then the moves of the perfect game.
fn fits<P: Play>(case: &P::Case) -> Option<(P::Game, (usize, usize))> {
    let game = P::play(case).ok()?;
    let wins = game.end().is_none() && game.to_move() == Side::First && game.value() == Value::Win;
    if !wins {
        return None;
    }
    let erring = Alone::play(game.clone(), Side::First, mistake_or_best);
    let perfect = Alone::play(game.clone(), Side::First, |g| g.best_moves()[0].clone());
    let losing = Alone::play(game.clone(), Side::Second, |g| g.legal_moves()[0].clone());
    let ended = [&erring, &perfect, &losing]
        .iter()
        .all(|a| !a.session.running());
    let erred = erring.session.first_mistake().is_some();
    let score = (losing.user_moves.min(3), perfect.moves);
    (ended && erred).then_some((game, score))
}

/// A game against the engine played in Rust alone, and its length.
struct Alone<G: Game> {
    session: Session<G>,
    moves: usize,
    user_moves: usize,
}

impl<G: Game> Alone<G> {
    /// The game `game`, the user playing `side` by `choose`, up to its end or
    /// [`LONGEST_GAME`] moves.
    fn play(game: G, side: Side, choose: impl Fn(&G) -> G::Move) -> Self {
        let mut alone = Alone {
            session: Session::new(game, side),
            moves: 0,
            user_moves: 0,
        };
        while alone.session.running() && alone.moves < LONGEST_GAME {
            match alone.session.user_to_move() {
                true => {
                    let text = choose(alone.session.game()).to_string();
                    drop(alone.session.user_move(&text));
                    alone.user_moves += 1;
                }
                false => drop(alone.session.engine_move()),
            }
            alone.moves += 1;
        }
        alone
    }
}

/// A legal move of the running `game` that lowers the mover's value, if any; else its
/// first best move.
fn mistake_or_best<G: Game>(game: &G) -> G::Move {
    let value = game.value();
    let legal = game.legal_moves();
    let mistake = legal.iter().find(|mv| value_after(game, mv) < value);
    mistake
        .cloned()
        .unwrap_or_else(|| game.best_moves()[0].clone())
}

/// A game in the page and its mirror: the moves of `#play-log` read so far.
pub struct Played<'p, G: Game> {
    page: &'p Page,
    mirror: Session<G>,
    read: usize,
    /// The user's move last made, as typed.
    typed: Option<String>,
}

/// A JavaScript expression true once the game has answered: over, or the user to move
/// with at least `moves` moves in the log.
fn answered(moves: usize) -> String {
    format!(
        "(() => {{ const play = document.getElementById('play');
           const logged = document.querySelectorAll('#play-log li').length >= {moves};
           return logged && (play.dataset.state === 'over'
             || (play.dataset.state === 'running' && play.dataset.toMove === 'user')); }})()"
    )
}

impl<'p, G: Game> Played<'p, G> {
    /// Opens `input` by its link and starts the game of case `case`, the user playing
    /// `side` ([`Played::start_here`]).
    fn start(
        page: &'p Page,
        problem: &str,
        input: &str,
        case: usize,
        game: G,
        side: Side,
    ) -> Result<Self, String> {
        let shown = page.open_link(problem, input.as_bytes(), false)?;
        if shown.state != "ready" {
            return Err(page.failure(&format!("the input did not open: {shown:?}")));
        }
        Played::start_here(page, case, game, side)
    }

    /// Starts the game of case `case` of the input opened, the user playing `side` (its
    /// button `button.play-case[data-side]`); the engine's first moves read.
    pub fn start_here(page: &'p Page, case: usize, game: G, side: Side) -> Result<Self, String> {
        let button = format!(
            "#case-{case} button.play-case[data-side=\"{}\"]",
            side.name()
        );
        page.click(&button)?;
        let mut played = Played {
            page,
            mirror: Session::new(game, side),
            read: 0,
            typed: None,
        };
        played.read_log(0)?;
        Ok(played)
    }

    /// The position of the game.
    pub fn position(&self) -> &G {
        self.mirror.game()
    }

    /// Plays `mv` typed into `#play-move`, then Enter; reads the page's answer.
    pub fn play_typed(&mut self, mv: &G::Move) -> Result<(), String> {
        self.play(mv, How::Enter)
    }

    /// Waits until the page has answered with `new` moves or more in the log, then
    /// applies the log's new moves to the mirror: the user's as the page logged them,
    /// the engine's must be the mirror's own replies.
    fn read_log(&mut self, new: usize) -> Result<(), String> {
        let answered = answered(self.read + new);
        self.page
            .wait_for("the game to answer", &answered, PATIENCE)?;
        let log = self.page.eval(
            "[...document.querySelectorAll('#play-log li')].map((li) => [li.className, li.dataset.move])",
        )?;
        let log = log.as_array().cloned().unwrap_or_default();
        for entry in &log[self.read..] {
            self.apply(entry)?;
        }
        self.read = log.len();
        self.check_state()
    }

    /// Applies the move of one entry of the log to the mirror.
    fn apply(&mut self, entry: &Json) -> Result<(), String> {
        let (by, mv) = (
            entry[0].as_str().unwrap_or(""),
            entry[1].as_str().unwrap_or(""),
        );
        match by {
            "user" if self.mirror.user_to_move() && self.typed.as_deref() == Some(mv) => {
                self.typed = None;
                let played = self.mirror.user_move(mv).map(drop);
                played.map_err(|e| self.page.failure(&format!("the user's `{mv}`: {e}")))
            }
            "engine" if self.mirror.running() && !self.mirror.user_to_move() => {
                let reply = self.mirror.engine_move().mv.to_string();
                match reply == mv {
                    true => Ok(()),
                    false => Err(self.page.failure(&format!(
                        "the page's engine played `{mv}`, the engines `{reply}`"
                    ))),
                }
            }
            _ => Err(self.page.failure(&format!(
                "the log's `{entry}` is not the next move (the user typed {:?})",
                self.typed
            ))),
        }
    }

    /// `#play`'s state is the mirror's: running or over, whose turn, no illegal move.
    fn check_state(&self) -> Result<(), String> {
        let state = self.page.eval(
            "[document.getElementById('play').dataset.state, document.getElementById('play').dataset.toMove,
              document.getElementById('play-illegal').hidden ? '' : document.getElementById('play-illegal').textContent]",
        )?;
        let running = match self.mirror.running() {
            true => "running",
            false => "over",
        };
        let to_move = match self.mirror.user_to_move() {
            true => "user",
            false => "engine",
        };
        let expected = if running == "running" {
            serde_json::json!([running, to_move, ""])
        } else {
            serde_json::json!([running, state[1].clone(), ""])
        };
        match state == expected {
            true => Ok(()),
            false => Err(self
                .page
                .failure(&format!("#play shows {state}, the mirror {expected}"))),
        }
    }

    /// Plays `mv` as the user by `how`, then reads the page's answer.
    fn play(&mut self, mv: &G::Move, how: How) -> Result<(), String> {
        let text = mv.to_string();
        self.typed = Some(text.clone());
        match how {
            How::Enter => self
                .page
                .type_into("#play-move", &format!("{text}{}", keys::ENTER))?,
            How::Button => {
                self.page.type_into("#play-move", &text)?;
                self.page.click("#play-form button[type=submit]")?;
            }
            How::Listed => self
                .page
                .click(&format!("#play-moves button[data-move=\"{text}\"]"))?,
            How::Keys => {
                let game = self.mirror.game();
                let cols = game.picture().cols();
                let cell = game.cell(mv);
                let (down, right) = (cell / cols, cell % cols);
                let keys = format!(
                    "{}{}{}{}",
                    keys::LEFT,
                    keys::DOWN.repeat(down),
                    keys::RIGHT.repeat(right),
                    keys::ENTER
                );
                self.page.type_into("#play-board", &keys)?;
            }
        }
        self.read_log(1)
    }

    /// Checks the end: `#play`'s `data-winner` is the mirror's winner, `#play-lesson`
    /// the lesson of the mirror (`lesson::lines`); the winner.
    fn finish(&self, how: &str) -> Result<&'static str, String> {
        let winner = match self.mirror.winner() {
            Some(Player::User) => "user",
            Some(Player::Engine) => "engine",
            None => "draw",
        };
        let shown = self.page.eval(
            "[document.querySelector('#play[data-state=\"over\"]')?.dataset.winner,
              document.getElementById('play-lesson').hidden, document.getElementById('play-lesson').textContent]",
        )?;
        let lesson = lesson::lines(&self.mirror).join("\n");
        let expected = serde_json::json!([winner, false, lesson]);
        let title = self
            .page
            .eval("document.getElementById('play-title').textContent")?;
        eprintln!(
            "web: {} played {how}: {} moves, the winner: {winner}",
            title.as_str().unwrap_or("?"),
            self.read
        );
        match shown == expected {
            true => Ok(winner),
            false => Err(self
                .page
                .failure(&format!("the end shows {shown:#}, the mirror {expected:#}"))),
        }
    }
}

/// How the user's move is made in the page.
#[derive(Clone, Copy, Debug)]
enum How {
    /// Typed into `#play-move`, then Enter.
    Enter,
    /// Typed into `#play-move`, then the Play button.
    Button,
    /// Its button of `#play-moves` clicked.
    Listed,
    /// The arrow keys on `#play-board` to its cell, then Enter.
    Keys,
}

/// A best move of `game` that the keyboard can make: the first legal move onto its cell
/// is itself.
fn best_by_keys<G: Game>(game: &G) -> Option<G::Move> {
    let legal = game.legal_moves();
    game.best_moves().into_iter().find(|best| {
        let cell = game.cell(best);
        legal.iter().find(|mv| game.cell(mv) == cell) == Some(best)
    })
}

/// From the first side of a case it wins, best moves only (the first by the keyboard
/// where a best move can be, then typed and submitted by Enter and by the Play button in
/// turn): the user wins, and the lesson says so.
fn the_winning_side_playing_perfectly_wins<P: Check + Play>() -> Result<(), String> {
    let won = won_case::<P>();
    with_page(|page| {
        let mut game = Played::start(page, P::NAME, &won.input, won.case, won.game, Side::First)?;
        let mut turn = 0;
        let mut keyboard_used = false;
        while game.mirror.running() {
            let position = game.mirror.game().clone();
            let by_keys = (!keyboard_used).then(|| best_by_keys(&position)).flatten();
            match by_keys {
                Some(mv) => {
                    keyboard_used = true;
                    game.play(&mv, How::Keys)?;
                }
                None => {
                    let how = [How::Enter, How::Button][turn % 2];
                    game.play(&position.best_moves()[0], how)?;
                }
            }
            turn += 1;
        }
        if !keyboard_used {
            return Err(format!(
                "{}: no best move could be made by the keyboard",
                P::NAME
            ));
        }
        expect_winner(
            game.finish("perfectly, the first move by the keyboard")?,
            "user",
        )
    })
}

/// From the second side of the same case, the first move listed in `#play-moves`
/// clicked at each turn (any legal move): the engine wins.
fn the_losing_side_loses_whatever_it_plays<P: Check + Play>() -> Result<(), String> {
    let won = won_case::<P>();
    with_page(|page| {
        let mut game = Played::start(page, P::NAME, &won.input, won.case, won.game, Side::Second)?;
        while game.mirror.running() {
            let first_listed = game.mirror.game().legal_moves()[0].clone();
            game.play(&first_listed, How::Listed)?;
        }
        expect_winner(
            game.finish("from the losing side, clicking listed moves")?,
            "engine",
        )
    })
}

/// From the first side, best moves but one: at the first turn where a move lowers the
/// user's value, that move (typed, then Enter). The engine wins, or in a game with
/// draws keeps at least its value after the mistake; the lesson names the mistake.
fn one_mistake_from_the_winning_side_gives_the_engine_its_value<P: Check + Play>(
) -> Result<(), String> {
    let won = won_case::<P>();
    with_page(|page| {
        let mut game = Played::start(page, P::NAME, &won.input, won.case, won.game, Side::First)?;
        while game.mirror.running() {
            let position = game.mirror.game().clone();
            let mv = match game.mirror.first_mistake() {
                None => mistake_or_best(&position),
                Some(_) => position.best_moves()[0].clone(),
            };
            game.play(&mv, How::Enter)?;
        }
        let mistake = game.mirror.first_mistake().ok_or("no mistake was made")?;
        let after = mistake.value_after;
        let winner = game.finish("with one mistake")?;
        let result = match winner {
            "user" => Value::Win,
            "draw" => Value::Draw,
            _ => Value::Loss,
        };
        match result <= after {
            true => Ok(()),
            false => Err(format!(
                "the user's mistake left a {}, and the user still got a {}",
                after.name(),
                result.name()
            )),
        }
    })
}

/// That the game's `winner` is `expected`.
fn expect_winner(winner: &str, expected: &str) -> Result<(), String> {
    match winner == expected {
        true => Ok(()),
        false => Err(format!("the winner is {winner}, expected {expected}")),
    }
}

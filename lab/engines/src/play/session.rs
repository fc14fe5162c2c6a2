//! One game between the user and the engine, whatever reads the user's moves: whose
//! turn it is, each move played (with whether its mover stood on a win), and the
//! first of the user's moves that lowered the user's value, with the position before it.

use super::{value_after, End, Game, Side, Value};

/// Who made a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    User,
    Engine,
}

impl Player {
    /// `user` or `engine`.
    pub fn name(self) -> &'static str {
        match self {
            Player::User => "user",
            Player::Engine => "engine",
        }
    }
}

/// One move of the game.
#[derive(Clone, Debug)]
pub struct Record<M> {
    pub by: Player,
    pub mv: M,
    /// Whether the mover's position was a win before the move.
    pub winning_before: bool,
    /// What the move did, in a few words.
    pub effect: String,
}

/// The first of the user's moves that lowered the user's value.
#[derive(Clone, Debug)]
pub struct Mistake<G: Game> {
    pub mv: G::Move,
    /// The position before it, the user to move (its [`Game::why`] says why it had its
    /// value).
    pub before: G,
    pub value_before: Value,
    pub value_after: Value,
    /// The moves that kept `value_before`.
    pub best: Vec<G::Move>,
}

/// A game in progress: the position, the user's side, the first mistake so far.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    game: G,
    user: Side,
    first_mistake: Option<Mistake<G>>,
    /// The user's value at the first position the user had to move in, and why.
    user_start: Option<(Value, Vec<String>)>,
    resigned: bool,
}

impl<G: Game> Session<G> {
    /// A game from `game`'s position, the user playing `user`.
    pub fn new(game: G, user: Side) -> Self {
        Session {
            game,
            user,
            first_mistake: None,
            user_start: None,
            resigned: false,
        }
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn user(&self) -> Side {
        self.user
    }

    /// The names of the user's player and of the engine's ([`Game::PLAYERS`]).
    pub fn players(&self) -> (&'static str, &'static str) {
        (
            G::PLAYERS[self.user.index()],
            G::PLAYERS[self.user.other().index()],
        )
    }

    pub fn first_mistake(&self) -> Option<&Mistake<G>> {
        self.first_mistake.as_ref()
    }

    /// The user's value the first time the user was to move, and why (`None` if never).
    pub fn user_start(&self) -> Option<&(Value, Vec<String>)> {
        self.user_start.as_ref()
    }

    /// Whether the game is still running.
    pub fn running(&self) -> bool {
        !self.resigned && self.game.end().is_none()
    }

    /// Whether the game is running and the user is to move.
    pub fn user_to_move(&self) -> bool {
        self.running() && self.game.to_move() == self.user
    }

    /// Plays the user's move typed as `text` (the user to move), its record; or says why
    /// it is not a legal move, the game unchanged then.
    pub fn user_move(&mut self, text: &str) -> Result<Record<G::Move>, String> {
        let mv = self.game.parse_move(text)?;
        let value_before = self.game.value();
        if self.user_start.is_none() {
            self.user_start = Some((value_before, self.game.why()));
        }
        let value_after = value_after(&self.game, &mv);
        if value_after < value_before && self.first_mistake.is_none() {
            self.first_mistake = Some(Mistake {
                mv: mv.clone(),
                before: self.game.clone(),
                value_before,
                value_after,
                best: self.game.best_moves(),
            });
        }
        Ok(self.push(Player::User, mv, value_before))
    }

    /// Plays the engine's move (the engine to move); its record.
    pub fn engine_move(&mut self) -> Record<G::Move> {
        let mv = self.game.reply();
        let value_before = self.game.value();
        self.push(Player::Engine, mv, value_before)
    }

    /// Plays `mv` of `by`, whose value was `value_before`; its record.
    fn push(&mut self, by: Player, mv: G::Move, value_before: Value) -> Record<G::Move> {
        let effect = self.game.play(&mv);
        Record {
            by,
            mv,
            winning_before: value_before == Value::Win,
            effect,
        }
    }

    /// The user gives up (the input ended): the engine wins.
    pub fn resign(&mut self) {
        self.resigned = true;
    }

    pub fn resigned(&self) -> bool {
        self.resigned
    }

    /// Who won the game (the game is over); `None` for a draw.
    pub fn winner(&self) -> Option<Player> {
        match (self.resigned, self.game.end()) {
            (true, _) => Some(Player::Engine),
            (false, Some(End::Draw)) => None,
            (false, Some(End::Winner(side))) if side == self.user => Some(Player::User),
            (false, Some(End::Winner(_))) => Some(Player::Engine),
            (false, None) => panic!("the game is still running"),
        }
    }
}

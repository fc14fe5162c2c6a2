//! The game on standard input and output. Moves are read line by line, whether or not
//! standard input is a terminal, so a pipe can play a whole game; an empty line is
//! skipped, and the end of the input resigns.
//!
//! As text: the board before each of the user's moves (drawn as `cargo lab explain`
//! draws boards: colours on a terminal, plain letters when piped or `NO_COLOR` is set),
//! the prompt `<player>> `, each move and what it did, an illegal move's reason, the
//! winning moves before each of the user's turns with `--hints`, and the lesson at the
//! end. When standard input is no terminal, the move read is written after the prompt,
//! so the output reads as a transcript.
//!
//! With `--json`, one JSON object per line and nothing else: per move
//! `{"by": "user"|"engine", "move": "<as typed>", "winning_before": bool}`, per illegal
//! move `{"by": "user", "illegal": "<reason>"}`, with `--hints` before each of the user's
//! turns `{"hint": ["<move>", ...], "value": "win"|"draw"|"loss"}` (the moves that keep the
//! value, none for a loss), and last
//! `{"winner": "user"|"engine"|"draw", "first_mistake": null | {"move": "<move>",
//! "value_before": ..., "value_after": ..., "winning_moves": ["<move>", ...],
//! "why": ["<line>", ...]}}`.

use super::session::{Player, Record, Session};
use super::Play;
use super::{lesson, Game, Side, Value};
use crate::explain::colour_wanted;
use crate::explain::text::{board_text, MAX_COLUMNS};
use serde_json::json;
use std::io::{self, BufRead, IsTerminal, Write};
use std::path::PathBuf;

/// What `cargo lab play` is asked (the command line's options).
#[derive(clap::Args, Clone, Debug)]
pub struct Options {
    /// The problem.
    pub problem: String,
    /// A judge input of the problem (e.g. from `cargo lab gen`); without it, give
    /// `--kind`.
    #[arg(value_name = "FILE")]
    pub input: Option<PathBuf>,
    /// Play a generated input of this kind instead of a FILE (see `cargo lab gen list`).
    #[arg(long, value_name = "K", conflicts_with = "input")]
    pub kind: Option<String>,
    /// The seed of the generated input.
    #[arg(long, value_name = "N", default_value_t = 1, requires = "kind")]
    pub seed: u64,
    /// The case of the input to play, 1-based.
    #[arg(long = "case", value_name = "I", default_value_t = 1)]
    pub case: usize,
    /// The user's side: `first` makes the first move of the game (the game's
    /// introduction names the players).
    #[arg(long = "as", value_name = "SIDE", default_value = "first", value_parser = sides())]
    pub side: Side,
    /// Show the winning moves before each of the user's turns.
    #[arg(long)]
    pub hints: bool,
    /// One JSON object per line instead of the text.
    #[arg(long)]
    pub json: bool,
}

/// The values of `--as`: [`Side::name`]s.
fn sides() -> impl clap::builder::TypedValueParser<Value = Side> {
    use clap::builder::TypedValueParser;
    let names = clap::builder::PossibleValuesParser::new(["first", "second"]);
    names.map(|name: String| Side::named(&name).expect("a side's name"))
}

/// How the game is written.
#[derive(Clone, Copy, Debug, Default)]
pub struct Style {
    pub json: bool,
    pub hints: bool,
    /// ANSI colours on the boards.
    pub colour: bool,
    /// Write each move read after its prompt (standard input is no terminal).
    pub echo: bool,
}

impl Style {
    /// The style `options` ask for, following the terminal.
    pub fn new(options: &Options) -> Style {
        Style {
            json: options.json,
            hints: options.hints,
            colour: colour_wanted(options.json),
            echo: !io::stdin().is_terminal(),
        }
    }
}

/// Why a game was not played: the input or its case cannot be (a malformed input, an
/// illegal position), or the command was misused (no such case, output unwritable).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    Case(String),
    Use(String),
}

/// Plays the case `options` ask for of the judge input `input`, on the user's side
/// they ask for, the user's moves read from `moves`, the game written on `out` in the
/// [`Style::new`] of `options` (a closed `out` ends the game quietly).
pub fn play_input<P: Play>(
    input: &[u8],
    options: &Options,
    moves: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), Refusal> {
    let game = start::<P>(input, options.case)?;
    let mut session = Session::new(game, options.side);
    let header = format!("{} case {}", P::NAME, options.case);
    match play(&mut session, &header, Style::new(options), moves, out) {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
            Err(Refusal::Use(format!("cannot write the game: {e}")))
        }
        _ => Ok(()),
    }
}

/// The game of case `case` (1-based) of `input`: the input checked by the reference
/// solution (a malformed one gets the binary's error line), its cases read one at a time
/// up to the one asked for (a case the lab's reader refuses is told in its words), the
/// case started.
pub fn start<P: Play>(input: &[u8], case: usize) -> Result<P::Game, Refusal> {
    let (mut output, mut warnings) = (Vec::new(), Vec::new());
    P::run(input, &mut output, &mut &mut warnings)
        .map_err(|f| Refusal::Case(format!("{}: {f}", P::NAME)))?;
    let mut reader = input;
    let mut read = engines::problem::cases::<P>(&mut reader);
    let mut had = 0;
    let chosen = loop {
        match read.next() {
            Some(Ok(found)) if had + 1 == case => break found,
            Some(Ok(_)) => had += 1,
            Some(Err(why)) => return Err(Refusal::Case(format!("{}: {why}", P::NAME))),
            None => {
                return Err(Refusal::Use(format!(
                    "no case {case}: the input has {had} (numbered from 1)"
                )))
            }
        }
    };
    P::play(&chosen).map_err(|why| Refusal::Case(format!("case {case} cannot be played: {why}")))
}

/// Plays `session` to its end: the user's moves read from `moves`, the engine's
/// computed, everything written on `out` as `style` says; then the lesson.
pub fn play<G: Game>(
    session: &mut Session<G>,
    header: &str,
    style: Style,
    moves: &mut dyn BufRead,
    out: &mut dyn Write,
) -> io::Result<()> {
    let (user, engine) = session.players();
    if !style.json {
        let order = ["moves first", "moves second"][session.user().index()];
        writeln!(
            out,
            "{header}: you play {user} ({order}), the engine plays {engine}."
        )?;
        writeln!(out, "Type a move as {}.", G::MOVE_SYNTAX)?;
    }
    while session.running() {
        if !session.user_to_move() {
            let record = session.engine_move();
            write_move(out, style, Some(engine), &record)?;
            continue;
        }
        let hints = style.hints.then(|| lesson::hint(session));
        let marked = hints.as_ref().map_or(&[][..], |(_, best)| best);
        if !style.json {
            write_board(out, session.game(), marked, style.colour)?;
        }
        if let Some(hints) = &hints {
            write_hints(out, style, hints)?;
        }
        user_turn(session, style, moves, out)?;
    }
    if !style.json {
        write_board(out, session.game(), &[], style.colour)?;
    }
    lesson(session, style, out)
}

/// One turn of the user: prompts until a legal move is read (or the input ends).
fn user_turn<G: Game>(
    session: &mut Session<G>,
    style: Style,
    moves: &mut dyn BufRead,
    out: &mut dyn Write,
) -> io::Result<()> {
    let (name, _) = session.players();
    loop {
        if !style.json {
            write!(out, "{name}> ")?;
            out.flush()?;
        }
        let mut line = String::new();
        if moves.read_line(&mut line)? == 0 {
            if !style.json {
                writeln!(out)?;
            }
            session.resign();
            return Ok(());
        }
        let text = line.trim();
        if style.echo && !style.json {
            writeln!(out, "{text}")?;
        }
        if text.is_empty() {
            continue;
        }
        match session.user_move(text) {
            Ok(record) => return write_move(out, style, None, &record),
            Err(reason) if style.json => {
                writeln!(out, "{}", json!({"by": "user", "illegal": reason}))?;
            }
            Err(reason) => writeln!(out, "  illegal move: {reason}")?,
        }
    }
}

/// The board, or a line saying it is too wide to draw.
fn write_board<G: Game>(
    out: &mut dyn Write,
    game: &G,
    marked: &[G::Move],
    colour: bool,
) -> io::Result<()> {
    let picture = game
        .picture()
        .with_moves(marked.iter().map(|mv| game.cell(mv)));
    if picture.cols() > MAX_COLUMNS {
        return writeln!(
            out,
            "  (the board has {} columns, more than {MAX_COLUMNS}: not drawn)",
            picture.cols()
        );
    }
    write!(out, "{}", board_text(&picture, colour))
}

/// A move as its JSON object, or as text what it did, after the move itself as if
/// typed at the prompt of `engine` when the engine made it.
fn write_move<M: std::fmt::Display>(
    out: &mut dyn Write,
    style: Style,
    engine: Option<&str>,
    record: &Record<M>,
) -> io::Result<()> {
    if let (Some(name), false) = (engine, style.json) {
        writeln!(out, "{name}> {}", record.mv)?;
    }
    match style.json {
        true => writeln!(
            out,
            "{}",
            json!({
                "by": record.by.name(),
                "move": record.mv.to_string(),
                "winning_before": record.winning_before,
            })
        ),
        false => writeln!(out, "  {}", record.effect),
    }
}

/// The hint before a user's turn: the moves keeping the user's value.
fn write_hints<M: std::fmt::Display>(
    out: &mut dyn Write,
    style: Style,
    (value, best): &(Value, Vec<M>),
) -> io::Result<()> {
    if style.json {
        let moves: Vec<String> = best.iter().map(M::to_string).collect();
        return writeln!(out, "{}", json!({"hint": moves, "value": value.name()}));
    }
    writeln!(out, "  {}", lesson::hint_line(*value, best))
}

/// The lesson: who won, and the first move that threw a win (or a draw) away.
fn lesson<G: Game>(session: &Session<G>, style: Style, out: &mut dyn Write) -> io::Result<()> {
    let winner = session.winner();
    let mistake = session.first_mistake();
    if style.json {
        let mistake = mistake.map(|m| {
            let best: Vec<String> = m.best.iter().map(|mv| mv.to_string()).collect();
            json!({
                "move": m.mv.to_string(),
                "value_before": m.value_before.name(),
                "value_after": m.value_after.name(),
                "winning_moves": best,
                "why": m.before.why(),
            })
        });
        // Written by hand to keep the keys in the documented order.
        let mistake = mistake.unwrap_or(serde_json::Value::Null);
        let winner = json!(winner.map_or("draw", Player::name));
        return writeln!(out, "{{\"winner\":{winner},\"first_mistake\":{mistake}}}");
    }
    for line in lesson::lines(session) {
        writeln!(out, "{line}")?;
    }
    Ok(())
}

//! `cargo lab play`: the engines against the brute forces, whole games in memory,
//! through a pipe and through a terminal, and the transcripts of docs/play.md.
//!
//! Every check runs on every problem of the registry, on random small boards (and the
//! start positions of the exhaustive lists of tiny boards): the
//! engine's value and best moves agree with the brute force (written from the rules) at
//! every position met; a user playing random legal moves against the engine from a
//! position the engine wins always loses; a user following the `--hints` from a
//! position the user wins always wins (a draw keeps its draw); the first mistake
//! reported is a move the brute force finds lowered the user's value.

use crate::support::repository;
use lab::check::Check;
use lab::play::session::{Player, Record, Session};
use lab::play::terminal::{self, Style};
use lab::play::{value_after, Game, Play, Side, Value};
use lab::rng::Rng;
use libtest_mimic::Trial;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

pub fn trials() -> Vec<Trial> {
    trials![
        the_games_of_docs_play_md_replay_through_a_pipe,
        the_end_of_the_input_resigns_and_bad_inputs_are_refused,
    ]
}

pub fn each<P: Check + Play>() -> Vec<Trial> {
    each![P:
        every_value_and_best_move_agrees_with_the_brute_force,
        the_start_of_tiny_boards_agrees_with_the_brute_force,
        a_random_user_always_loses_a_position_the_engine_wins,
        a_user_following_the_hints_wins_a_position_the_user_wins,
        the_first_mistake_reported_is_confirmed_by_the_brute_force,
        whole_games_through_a_pipe_match_the_games_in_memory,
        one_game_per_problem_through_a_real_terminal,
    ]
}

/// Random small cases per problem.
const CASES: usize = 60;
/// The most legal moves a start position may have for the brute-force checks (the
/// searches grow exponentially with the board).
const MOST_MOVES: usize = 16;

/// Up to `count` random small cases of `P` with their games, that keep the guarantees,
/// can be played, are still running and small enough for the brute force at every
/// position.
fn small_cases<P: Check + Play>(seed: u64, count: usize) -> Vec<(P::Case, P::Game)> {
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
        if game.end().is_none() && small && brute_value(&game).is_some() {
            games.push((case, game));
        }
    }
    assert!(games.len() >= count / 2, "{}: too few small games", P::NAME);
    games
}

/// The games of [`small_cases`].
fn small_games<P: Check + Play>(seed: u64, count: usize) -> Vec<P::Game> {
    small_cases::<P>(seed, count)
        .into_iter()
        .map(|(_, game)| game)
        .collect()
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
fn play_out<G: Game>(session: &mut Session<G>, mut user: impl FnMut(&G) -> String) -> Vec<String> {
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

/// Plays `session` to its end, the user's moves random; returns the record of the move
/// after which the session first reported a mistake.
fn play_out_to_first_mistake<G: Game>(
    session: &mut Session<G>,
    rng: &mut Rng,
) -> Option<Record<G::Move>> {
    let mut mistake = None;
    while session.running() {
        let record = match session.user_to_move() {
            true => {
                let text = random_move(session.game(), rng);
                session.user_move(&text).expect("a legal move")
            }
            false => session.engine_move(),
        };
        if mistake.is_none() && session.first_mistake().is_some() {
            mistake = Some(record);
        }
    }
    mistake
}

/// The value of the running `game` for the player to move, searched by its problem's
/// brute force (written from the rules), which its own module gives
/// ([`Own::brute_value`](crate::support::Own)); `None` when the position is too large for it.
fn brute_value<G: Game>(game: &G) -> Option<Value> {
    let searched = crate::OWN.iter().find_map(|own| (own.brute_value)(game));
    searched.expect("the game of a problem of the registry")
}

/// The value for `user` of the running or finished `game`, by the brute force.
fn brute_value_for<G: Game>(game: &G, user: Side) -> Value {
    match game.end() {
        Some(end) => end.value_for(user),
        None => {
            let value = brute_value(game).expect("a small position");
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

/// Checks the running `game` against the brute force: its value, and which legal moves
/// keep it (exactly [`Game::best_moves`]).
fn check_position<G: Game>(problem: &str, game: &G) {
    let value = game.value();
    let searched = brute_value(game);
    assert_eq!(Some(value), searched, "{problem}: the value of {game:?}");
    let best = game.best_moves();
    for mv in game.legal_moves() {
        let mut after = game.clone();
        after.play(&mv);
        let searched = brute_value_for(&after, game.to_move());
        assert_eq!(
            best.contains(&mv),
            searched == value,
            "{problem}: move {mv} of {game:?} leaves {searched:?}, the value {value:?}"
        );
    }
}

fn every_value_and_best_move_agrees_with_the_brute_force<P: Check + Play>() {
    let mut rng = Rng::new(11);
    for mut game in small_games::<P>(1, CASES) {
        while game.end().is_none() {
            check_position(P::NAME, &game);
            let mv =
                game.legal_moves()[rng.below(game.legal_moves().len() as u64) as usize].clone();
            game.play(&mv);
        }
    }
}

/// The most boards of a problem's exhaustive list that
/// [`the_start_of_tiny_boards_agrees_with_the_brute_force`] checks, spread evenly over it.
const MOST_TINY_BOARDS: usize = 1_500;

fn the_start_of_tiny_boards_agrees_with_the_brute_force<P: Check + Play>() {
    let boards: Vec<P::Case> = P::every_small().collect();
    let step = boards.len().div_ceil(MOST_TINY_BOARDS);
    let mut checked = 0;
    for case in boards.iter().step_by(step) {
        if !P::within_guarantee(case) {
            continue;
        }
        let Ok(game) = P::play(case) else { continue };
        if game.end().is_none() && brute_value(&game).is_some() {
            check_position(P::NAME, &game);
            checked += 1;
        }
    }
    assert!(checked > 100, "{}: {checked} tiny boards checked", P::NAME);
}

fn a_random_user_always_loses_a_position_the_engine_wins<P: Check + Play>() {
    let mut rng = Rng::new(12);
    let mut played = 0;
    for game in small_games::<P>(2, CASES) {
        for user in [Side::First, Side::Second] {
            if start_value(&game, user) != Value::Loss {
                continue;
            }
            let mut session = Session::new(game.clone(), user);
            play_out(&mut session, |g| random_move(g, &mut rng));
            assert_eq!(
                session.winner(),
                Some(Player::Engine),
                "{}: {game:?}",
                P::NAME
            );
            played += 1;
        }
    }
    assert!(played > 0, "{}: no game the engine wins", P::NAME);
}

fn a_user_following_the_hints_wins_a_position_the_user_wins<P: Check + Play>() {
    let mut rng = Rng::new(13);
    let mut won = 0;
    for game in small_games::<P>(3, CASES) {
        for user in [Side::First, Side::Second] {
            let start = start_value(&game, user);
            let mut session = Session::new(game.clone(), user);
            play_out(&mut session, |g| hinted_move(g, &mut rng));
            let expected = match start {
                Value::Win => Some(Player::User),
                Value::Draw => None,
                Value::Loss => Some(Player::Engine),
            };
            assert_eq!(session.winner(), expected, "{}: {game:?}", P::NAME);
            assert!(session.first_mistake().is_none(), "{}: {game:?}", P::NAME);
            won += usize::from(start == Value::Win);
        }
    }
    assert!(won > 0, "{}: no game the user wins", P::NAME);
}

fn the_first_mistake_reported_is_confirmed_by_the_brute_force<P: Check + Play>() {
    let mut rng = Rng::new(14);
    let mut mistakes = 0;
    for game in small_games::<P>(4, CASES) {
        for user in [Side::First, Side::Second] {
            let start = start_value(&game, user);
            let mut session = Session::new(game.clone(), user);
            let record = play_out_to_first_mistake(&mut session, &mut rng);
            let Some(mistake) = session.first_mistake() else {
                let lost = start == Value::Win && session.winner() != Some(Player::User);
                assert!(!lost, "{}: a won game lost with no mistake", P::NAME);
                continue;
            };
            let before = &mistake.before;
            assert_eq!(before.to_move(), user);
            let record = record.expect("the record of the first mistake");
            assert!(record.by == Player::User && record.mv == mistake.mv);
            assert_eq!(record.winning_before, mistake.value_before == Value::Win);
            assert_eq!(brute_value(before), Some(mistake.value_before));
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

/// A folder of this test process's own under the system's temporary folder.
fn scratch_folder(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("lab-play-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    folder
}

/// `cargo lab play <args>` run in the repository with `stdin` piped in: its status,
/// standard output and standard error.
fn lab_play(args: &[String], stdin: &str) -> (bool, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cargo-lab"))
        .arg("play")
        .args(args)
        .current_dir(repository())
        .env_remove("NO_COLOR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the lab binary runs");
    let mut input = child.stdin.take().expect("a pipe");
    // The game may end before every line is read: the pipe may then break.
    let _ = input.write_all(stdin.as_bytes());
    drop(input);
    let output = child.wait_with_output().expect("the lab binary ends");
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).expect("UTF-8 output");
    (
        output.status.success(),
        text(output.stdout),
        text(output.stderr),
    )
}

/// The game of `session` written by the in-process loop, with `moves` as its input.
fn played_in_memory<G: Game>(
    mut session: Session<G>,
    header: &str,
    style: Style,
    moves: &str,
) -> String {
    let mut out = Vec::new();
    terminal::play(&mut session, header, style, &mut moves.as_bytes(), &mut out)
        .expect("writing to memory");
    String::from_utf8(out).expect("UTF-8 output")
}

/// The moves typed in a random game of `session` (a blank line and an illegal move
/// first), as lines of input.
fn typed_game<G: Game>(session: &Session<G>, rng: &mut Rng, hints: bool) -> String {
    let mut session = session.clone();
    let typed = play_out(&mut session, |g| match hints {
        true => hinted_move(g, rng),
        false => random_move(g, rng),
    });
    let mut lines = String::from("\n99 99\n");
    for line in typed {
        lines += &line;
        lines.push('\n');
    }
    lines
}

fn whole_games_through_a_pipe_match_the_games_in_memory<P: Check + Play>() {
    let mut rng = Rng::new(15);
    let folder = scratch_folder(P::NAME);
    for (i, (case, game)) in small_cases::<P>(5, 4).into_iter().enumerate() {
        let file = folder.join(format!("case-{i}.in"));
        std::fs::write(&file, P::write_input(std::slice::from_ref(&case))).unwrap();
        for (user, side) in [(Side::First, "first"), (Side::Second, "second")] {
            let session = Session::new(game.clone(), user);
            let hints = i % 2 == 0;
            let moves = typed_game(&session, &mut rng, hints);
            let mut args = vec![P::NAME.to_string(), file.display().to_string()];
            args.extend(["--as".to_string(), side.to_string()]);
            if hints {
                args.push("--hints".into());
            }
            let header = format!("{} case 1", P::NAME);
            let text_style = Style {
                hints,
                echo: true,
                ..Style::default()
            };
            let expected = played_in_memory(session.clone(), &header, text_style, &moves);
            let (ok, text, stderr) = lab_play(&args, &moves);
            assert!(ok, "{}: {stderr}", P::NAME);
            assert_eq!(text, expected, "{} {args:?}", P::NAME);
            assert!(text.contains("Game over."), "{text}");
            assert!(!text.contains('\x1b'), "no colour through a pipe");
            args.push("--json".into());
            let json_style = Style {
                hints,
                json: true,
                ..Style::default()
            };
            let expected = played_in_memory(session.clone(), &header, json_style, &moves);
            let (ok, json, stderr) = lab_play(&args, &moves);
            assert!(ok, "{}: {stderr}", P::NAME);
            assert_eq!(json, expected, "{} {args:?}", P::NAME);
            check_json_protocol(&json, hints);
        }
    }
    std::fs::remove_dir_all(&folder).ok();
}

/// The JSON lines: one object each, the blank line skipped, the illegal move reported,
/// moves by the user and the engine, and last the winner and the first mistake.
fn check_json_protocol(json: &str, hints: bool) {
    let objects: Vec<serde_json::Value> = json
        .lines()
        .map(|line| serde_json::from_str(line).expect("one JSON object per line"))
        .collect();
    let (last, moves) = objects.split_last().expect("a last line");
    let keys = |o: &serde_json::Value| -> Vec<String> {
        o.as_object().expect("an object").keys().cloned().collect()
    };
    assert_eq!(keys(last), ["first_mistake", "winner"]);
    assert!(["user", "engine", "draw"].contains(&last["winner"].as_str().unwrap()));
    let illegal = moves.iter().filter(|o| o.get("illegal").is_some()).count();
    let user_turns = moves
        .iter()
        .filter(|o| o["by"] == "user" && o.get("move").is_some());
    if user_turns.count() > 0 || illegal > 0 {
        assert_eq!(illegal, 1, "{json}");
    }
    let engine_won = moves
        .iter()
        .any(|o| o["by"] == "engine" && o["winning_before"] == true);
    if engine_won {
        assert_eq!(
            last["winner"], "engine",
            "the engine never lets a win go: {json}"
        );
    }
    for o in moves {
        match keys(o).as_slice() {
            [by, mv, winning]
                if (by, mv, winning)
                    == (&"by".into(), &"move".into(), &"winning_before".into()) =>
            {
                assert!(o["winning_before"].is_boolean());
            }
            [by, illegal] if (by, illegal) == (&"by".into(), &"illegal".into()) => {}
            [hint, value] if hints && (hint, value) == (&"hint".into(), &"value".into()) => {
                let none = o["hint"].as_array().expect("a list").is_empty();
                assert_eq!(none, o["value"] == "loss", "hints, none for a loss: {json}");
            }
            other => panic!("unexpected object {other:?} in {json}"),
        }
    }
}

/// A tmux server of this test process's own (its socket named after the process and the
/// problem), so that nothing else's sessions are touched.
struct Tmux {
    socket: String,
}

impl Tmux {
    /// `None` (with a message) when tmux is not installed.
    fn start(problem: &str) -> Option<Tmux> {
        let found = Command::new("tmux").arg("-V").output();
        if !found.is_ok_and(|o| o.status.success()) {
            eprintln!("SKIPPED: tmux is not installed, no game through a real terminal");
            return None;
        }
        let socket = format!("lab-play-test-{}-{problem}", std::process::id());
        Some(Tmux { socket })
    }

    fn run(&self, args: &[&str]) -> String {
        let output = Command::new("tmux")
            .args(["-L", &self.socket])
            .args(args)
            .output()
            .expect("tmux runs");
        String::from_utf8_lossy(&output.stdout).into_owned()
    }

    /// The whole history of window `name`, with its colours if `escapes`.
    fn screen(&self, name: &str, escapes: bool) -> String {
        let mut args = vec!["capture-pane", "-p", "-J", "-S", "-", "-t", name];
        if escapes {
            args.push("-e");
        }
        self.run(&args)
    }

    /// Waits (up to 20 s) until `ready` holds of the screen of `name`; returns it.
    fn wait_for(&self, name: &str, ready: impl Fn(&str) -> bool) -> String {
        for _ in 0..400 {
            let screen = self.screen(name, false);
            if ready(&screen) {
                return screen;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        panic!(
            "{name}: the terminal never showed what was awaited:\n{}",
            self.screen(name, false)
        );
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        self.run(&["kill-server"]);
    }
}

/// One game per problem through a real terminal (tmux; skipped when it is missing): the
/// board, its legend and its colours, the hints, an illegal move refused, the user wins.
fn one_game_per_problem_through_a_real_terminal<P: Check + Play>() {
    let Some(tmux) = Tmux::start(P::NAME) else {
        return;
    };
    let tmux = &tmux;
    let mut rng = Rng::new(16);
    let folder = scratch_folder(&format!("{}-tty", P::NAME));
    let cases = small_cases::<P>(6, 10);
    let (case, game) = cases
        .into_iter()
        .find(|(_, game)| game.value() == Value::Win)
        .expect("a won start");
    let file = folder.join("case.in");
    std::fs::write(&file, P::write_input(std::slice::from_ref(&case))).unwrap();
    let session = Session::new(game.clone(), Side::First);
    let moves = typed_game(&session, &mut rng, true);
    let name = P::NAME;
    let command = format!(
        "{} play {name} {} --hints; echo '[the game ended]'; sleep 60",
        env!("CARGO_BIN_EXE_cargo-lab"),
        file.display()
    );
    tmux.run(&[
        "new-session",
        "-d",
        "-s",
        name,
        "-x",
        "160",
        "-y",
        "50",
        &command,
    ]);
    let user = <P::Game as Game>::PLAYERS[0];
    let prompt = format!("{user}> ");
    let screen = tmux.wait_for(name, |s| s.contains(&prompt));
    assert!(screen.contains("you play"), "{screen}");
    assert!(screen.contains("hint: you win with"), "{screen}");
    assert!(
        screen.contains("legend:"),
        "the board and its legend:\n{screen}"
    );
    let coloured = tmux.screen(name, true);
    assert!(
        coloured.contains("\x1b["),
        "colours on a terminal:\n{coloured}"
    );
    for (turn, line) in moves.lines().enumerate() {
        tmux.run(&["send-keys", "-t", name, "-l", line]);
        tmux.run(&["send-keys", "-t", name, "Enter"]);
        let prompts = |s: &str| s.matches(&prompt).count();
        let over = |s: &str| s.contains("[the game ended]");
        tmux.wait_for(name, |s| over(s) || prompts(s) > turn + 1);
    }
    let screen = tmux.wait_for(name, |s| s.contains("[the game ended]"));
    assert!(screen.contains("you win."), "{screen}");
    assert!(
        screen.contains("illegal move: 99 99 is off the board"),
        "{screen}"
    );
    std::fs::remove_dir_all(&folder).ok();
}

/// The transcripts of docs/play.md: each ```text block that starts with
/// `$ cargo lab play <args>`, as its arguments and the output shown.
fn documented_games() -> Vec<(Vec<String>, String)> {
    let page = std::fs::read_to_string(repository().join("docs/play.md")).expect("docs/play.md");
    let mut games = Vec::new();
    for block in page.split("```text\n").skip(1) {
        let block = block.split("```").next().expect("a block");
        let Some(rest) = block.strip_prefix("$ cargo lab play ") else {
            continue;
        };
        let (command, shown) = rest.split_once('\n').expect("a command line");
        let args = command.split_whitespace().map(String::from).collect();
        games.push((args, shown.to_string()));
    }
    games
}

/// The user's moves in a transcript: the lines after the user's prompt, the user named
/// in its first line (`...: you play <name> (...`).
fn moves_of(transcript: &str) -> String {
    let first = transcript.lines().next().expect("a first line");
    let name = first
        .split("you play ")
        .nth(1)
        .and_then(|s| s.split(" (").next());
    let prompt = format!("{}> ", name.expect("the user's side in the first line"));
    let moves = transcript
        .lines()
        .filter_map(|line| line.strip_prefix(&prompt));
    moves.map(|m| format!("{m}\n")).collect()
}

fn the_games_of_docs_play_md_replay_through_a_pipe() {
    let games = documented_games();
    let mut problems: Vec<&str> = games.iter().map(|(args, _)| args[0].as_str()).collect();
    problems.sort_unstable();
    let entries = lab::registry::entries();
    let played = entries.iter().filter(|e| e.play.is_some());
    let names: Vec<&str> = played.map(|e| e.name).collect();
    assert_eq!(
        problems, names,
        "one game per problem with a game in docs/play.md"
    );
    for (args, shown) in &games {
        let (ok, played, stderr) = lab_play(args, &moves_of(shown));
        assert!(ok, "{args:?}: {stderr}");
        assert_eq!(&played, shown, "docs/play.md, the game of {args:?}");
    }
}

fn the_end_of_the_input_resigns_and_bad_inputs_are_refused() {
    let file = |name: &str| format!("samples/{name}");
    let resign = [
        "hdu4101".into(),
        file("hdu4101/seed_ring.in"),
        "--json".into(),
    ];
    let (ok, json, _) = lab_play(&resign, "");
    assert!(ok);
    assert_eq!(json, "{\"winner\":\"engine\",\"first_mistake\":null}\n");
    let (ok, text, _) = lab_play(&resign[..2], "");
    assert!(
        ok && text.contains("The input ended: you resign, the engine wins."),
        "{text}"
    );
    let folder = scratch_folder("refused");
    let ancient_go_dead_white = format!("1\n\nxox......\n.x.......\n{}", ".........\n".repeat(7));
    let refused = [
        (
            "hdu4678",
            "1\n3 3 2\n0 2\n2 0\n",
            "borders two blank regions",
        ),
        ("ancient_go", &ancient_go_dead_white, "no liberty"),
        ("loj6033", "1 1\n#\n", "no free cell"),
        ("hdu4101", "1 2\n1 1\n", "hdu4101: input error"),
    ];
    for (problem, input, reason) in refused {
        let path = folder.join(format!("{problem}.in"));
        std::fs::write(&path, input).unwrap();
        let args = [problem.to_string(), path.display().to_string()];
        let (ok, out, stderr) = lab_play(&args, "");
        assert!(!ok && out.is_empty(), "{problem}: {out}");
        assert!(
            stderr.starts_with("cargo lab play: ") && stderr.contains(reason),
            "{stderr}"
        );
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
    }
    std::fs::remove_dir_all(&folder).ok();
}

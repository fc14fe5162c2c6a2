//! `cargo lab`: the grid-games tooling.
//!
//! ```text
//! cargo lab gen list                             # the problems and their kinds of input
//! cargo lab gen <problem> <kind> [--seed N]      # a seeded judge-size input on stdout
//! cargo lab bundle [--check]                     # regenerate submit/<bin>.rs (or check them)
//! cargo lab check <problem> [options] -- <command> [args...]   # judge a solution locally
//! cargo lab explain <problem> [FILE] [--json] [--svg DIR]      # why each answer holds
//! cargo lab validate <problem> [FILE] [--strict] [--json]      # format and guarantees
//! cargo lab play <problem> [FILE | --kind K --seed N] [--case I] [--as first|second]
//! cargo lab web [--out DIR] [--serve [ADDR]]                  # the learner's page
//! ```
//!
//! Every command follows the conventions of docs/development.md: a judge input is read
//! from `[FILE]` (a path, or `-` or nothing for standard input); exit status 0 on
//! success, 1 on a negative verdict, 2 on trouble of use (check: 3 on a bug of the lab);
//! one error line on standard error, `cargo lab <command>: ...`; a closed pipe ends the
//! command quietly with status 0.
#![forbid(unsafe_code)]

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use lab::problem::Kind;
use lab::registry::{self, Entry};
use std::ffi::OsString;
use std::io::{self, BufRead, BufReader, BufWriter, IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "cargo lab",
    bin_name = "cargo lab",
    about = "Tooling of the grid-games crate"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Write a seeded judge-size input on standard output (`gen list`: what there is).
    #[command(after_help = "Example: cargo lab gen hdu4678 d10-t10 --seed 7 > in.txt")]
    Gen(Gen),
    /// Regenerate the single-file submissions `submit/<bin>.rs` from the sources.
    #[command(after_help = "Example: cargo lab bundle --check")]
    Bundle {
        /// Only check that the committed files are fresh (exit 1 when one is not).
        #[arg(long)]
        check: bool,
    },
    /// Judge a solution locally and shrink the first case it fails on (exit status 0 on
    /// AC, 1 on another verdict, 2 on trouble of use, 3 on a bug of grid-games).
    #[command(after_help = "Example: cargo lab check ancient_go -- ./a.out")]
    Check(lab::check::Options),
    /// Explain each case of a judge input: the answer, why it holds, the winning moves,
    /// the board (exit status 1 on a malformed input).
    #[command(after_help = "Example: cargo lab explain loj6033 samples/loj6033/holes.in")]
    Explain(Explain),
    /// Check that a judge input keeps the statement's format and guarantees: `valid (N
    /// cases)` and exit status 0, or the first violation on standard error and 1.
    #[command(
        after_help = "Example: cargo lab gen ancient_go crowded | cargo lab validate ancient_go --strict"
    )]
    Validate(Validate),
    /// Play a case against the perfect player, moves read line by line from standard
    /// input; the lesson at the end names the first move that threw the game away.
    #[command(
        after_help = "Example: cargo lab play nowcoder_grid samples/nowcoder_grid/sample.in --case 2 --hints"
    )]
    Play(lab::play::Options),
    /// Build the learner's page, a static site: every problem explained and played in a
    /// browser by the same engines compiled to WebAssembly (`--serve`: serve it here).
    #[command(after_help = "Example: cargo lab web --serve")]
    Web(Web),
}

/// The arguments of `cargo lab web`.
#[derive(clap::Args)]
struct Web {
    /// The folder of the site [default: target/web].
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Then serve it over HTTP, on ADDR [default: 127.0.0.1 and a free port], until
    /// interrupted; the page's URL is printed.
    #[arg(long, value_name = "ADDR", num_args = 0..=1, default_missing_value = "127.0.0.1:0")]
    serve: Option<String>,
}

/// The arguments of `cargo lab gen`.
#[derive(clap::Args)]
struct Gen {
    /// The problem, or `list`.
    problem: String,
    /// A kind of input of that problem (see `cargo lab gen list`).
    kind: Option<String>,
    /// The seed (also `--seed N`): the same seed always gives the same bytes.
    #[arg(value_name = "SEED")]
    seed_at: Option<u64>,
    /// The seed: the same seed always gives the same bytes [default: 1].
    #[arg(long, value_name = "N", conflicts_with = "seed_at")]
    seed: Option<u64>,
}

/// The arguments of `cargo lab explain`.
#[derive(clap::Args)]
struct Explain {
    /// The problem.
    problem: String,
    /// The judge input: a path, or `-` or nothing for standard input.
    #[arg(value_name = "FILE")]
    input: Option<PathBuf>,
    /// One JSON object per case and line instead of the text.
    #[arg(long)]
    json: bool,
    /// Also draw each case as DIR/case-<i>.svg (each file named on standard error).
    #[arg(long, value_name = "DIR")]
    svg: Option<PathBuf>,
}

/// The arguments of `cargo lab validate`.
#[derive(clap::Args)]
struct Validate {
    /// The problem.
    problem: String,
    /// The judge input: a path, or `-` or nothing for standard input.
    #[arg(value_name = "FILE")]
    input: Option<PathBuf>,
    /// Also refuse what test-data validators refuse: other whitespace than single
    /// spaces and `\n`, trailing spaces, blank lines the format has not, no final
    /// line end.
    #[arg(long)]
    strict: bool,
    /// One JSON object on standard output instead of the line.
    #[arg(long)]
    json: bool,
}

/// Why a command stopped short: a negative verdict (exit status 1), or trouble of use
/// (2); the message is the command's one line on standard error.
enum Stop {
    Verdict(String),
    Use(String),
}

/// What a command gives: success, or why it stopped.
type Outcome = Result<(), Stop>;

fn main() -> ExitCode {
    if let Some(helped) = lab::check::process::helper_main() {
        return helped;
    }
    let (command, name) = match parse(arguments()) {
        Ok(parsed) => parsed,
        Err(stop) => return report("", stop),
    };
    let outcome = match command {
        Command::Gen(args) => gen(&args),
        Command::Bundle { check } => bundle(check),
        Command::Check(options) => return check(&options),
        Command::Explain(args) => explain(args),
        Command::Validate(args) => validate(&args),
        Command::Play(options) => play(&options),
        Command::Web(args) => web(&args),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(stop) => report(&name, stop),
    }
}

/// Writes the stop's line, `cargo lab <command>: <message>` (none for a verdict given
/// on standard output: an empty message); its exit status.
fn report(command: &str, stop: Stop) -> ExitCode {
    let (status, message) = match stop {
        Stop::Verdict(message) => (1, message),
        Stop::Use(message) => (2, message),
    };
    if !message.is_empty() {
        let space = if command.is_empty() { "" } else { " " };
        eprintln!("cargo lab{space}{command}: {message}");
    }
    ExitCode::from(status)
}

/// The command line and the command's name (as errors name it), the help of each command
/// that takes a problem naming the problems there are; a usage error in one line (help
/// and version are printed as clap prints them).
fn parse(arguments: Vec<OsString>) -> Result<(Command, String), Stop> {
    let problems = format!("The problems: {}.", registry::names());
    let mut command = Cli::command();
    for sub in ["gen", "check", "explain", "validate", "play"] {
        command = command.mut_subcommand(sub, |c| {
            let example = c
                .get_after_help()
                .map(|h| h.to_string())
                .unwrap_or_default();
            c.after_help(format!("{problems}\n{example}"))
        });
    }
    let matches = command.try_get_matches_from(arguments).map_err(|e| {
        use clap::error::ErrorKind;
        if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion)
            || e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
        {
            e.exit();
        }
        let rendered = e.render().to_string();
        let first = rendered.lines().next().unwrap_or("a usage error");
        let first = first.strip_prefix("error: ").unwrap_or(first);
        Stop::Use(format!("{first} (see `cargo lab --help`)"))
    })?;
    let name = matches.subcommand_name().unwrap_or_default().to_owned();
    let cli = Cli::from_arg_matches(&matches).map_err(|e| Stop::Use(e.to_string()))?;
    Ok((cli.command, name))
}

/// The command line, without the `lab` that Cargo puts first when it runs an installed
/// `cargo-lab` for `cargo lab ...` (no command of the tool is called `lab`).
fn arguments() -> Vec<OsString> {
    let mut args: Vec<OsString> = std::env::args_os().collect();
    if args.get(1).is_some_and(|first| first == "lab") {
        args.remove(1);
    }
    args
}

/// The entry of `problem`, or the trouble naming the problems there are.
fn entry(problem: &str) -> Result<Entry, Stop> {
    registry::entry(problem).ok_or_else(|| Stop::Use(registry::no_problem(problem)))
}

/// A write's outcome: a closed pipe is success (the reader has what it wanted), any
/// other error trouble of use.
fn written(result: io::Result<()>) -> Outcome {
    match result {
        Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
            Err(Stop::Use(format!("cannot write to standard output: {e}")))
        }
        _ => Ok(()),
    }
}

/// The judge input of `file`: the path, or standard input for `-` or none. Reading a
/// terminal, says at once on stderr how to end the input.
fn open(command: &str, file: Option<&Path>) -> Result<Box<dyn BufRead>, Stop> {
    match file {
        Some(path) if path != Path::new("-") => {
            let file = std::fs::File::open(path)
                .map_err(|e| Stop::Use(format!("cannot read {}: {e}", path.display())))?;
            Ok(Box::new(BufReader::new(file)))
        }
        _ => {
            if io::stdin().is_terminal() {
                eprintln!(
                    "cargo lab {command}: reading the judge input from the terminal: end it \
                     with Ctrl-D (or give a FILE)"
                );
            }
            Ok(Box::new(io::stdin().lock()))
        }
    }
}

/// The judge input of `file` as errors name it: the path, or standard input.
fn source(file: Option<&Path>) -> String {
    file.filter(|path| *path != Path::new("-"))
        .map_or("standard input".into(), |path| path.display().to_string())
}

/// The whole judge input of `file` (see [`open`]).
fn read(command: &str, file: Option<&Path>) -> Result<Vec<u8>, Stop> {
    let mut input = Vec::new();
    open(command, file)?
        .read_to_end(&mut input)
        .map_err(|e| Stop::Use(format!("cannot read {}: {e}", source(file))))?;
    Ok(input)
}

/// `cargo lab gen`.
fn gen(args: &Gen) -> Outcome {
    let mut out = BufWriter::new(io::stdout().lock());
    let seed = args.seed.or(args.seed_at).unwrap_or(1);
    let kind = match (args.problem.as_str(), args.kind.as_deref()) {
        ("list", None) => return written(write!(out, "{}", registry::kinds_listed())),
        (problem, Some(kind)) => kind_of(&entry(problem)?, kind)?,
        (problem, None) => {
            let kinds = kind_names(&entry(problem)?);
            return Err(Stop::Use(format!(
                "which kind of {problem} input? (its kinds: {kinds})"
            )));
        }
    };
    written((kind.write)(&mut lab::rng::Rng::new(seed), &mut out).and_then(|()| out.flush()))
}

/// `cargo lab bundle`: a stale file is a negative verdict, named on stderr.
fn bundle(check: bool) -> Outcome {
    let root = lab::checkout::current().map_err(Stop::Use)?;
    match lab::bundle::regenerate(&root, check, &mut io::stdout().lock()) {
        Ok(true) => Ok(()),
        Ok(false) => Err(Stop::Verdict(
            "submit/ is not what the sources give: regenerate it with `cargo lab bundle`".into(),
        )),
        Err(trouble) => Err(Stop::Use(trouble)),
    }
}

/// The kind called `name` of the problem of `entry`, or the trouble naming its kinds.
fn kind_of(entry: &Entry, name: &str) -> Result<&'static Kind, Stop> {
    registry::kind_named(entry.name, entry.kinds, name).map_err(Stop::Use)
}

/// The names of the kinds of the problem of `entry`: `open, sparse, ...`.
fn kind_names(entry: &Entry) -> String {
    let names: Vec<&str> = entry.kinds.iter().map(|k| k.name).collect();
    names.join(", ")
}

/// `cargo lab explain`: the input streamed, each case explained as it is read; a
/// malformed input is a negative verdict, told by the binary's own error line after the
/// cases before it are explained. The pictures written are named on stderr, then.
fn explain(args: Explain) -> Outcome {
    use lab::explain::{colour_wanted, Failure, Options};
    let (problem, json, svg) = (&args.problem, args.json, args.svg);
    let explain = entry(problem)?
        .explain
        .ok_or_else(|| Stop::Use(format!("{problem} has no explanation yet")))?;
    if let Some(dir) = &svg {
        writable_folder(dir)?;
    }
    let file = args.input.as_deref();
    let mut input = open("explain", file)?;
    let colour = colour_wanted(json);
    let options = Options { json, svg, colour };
    let mut out = BufWriter::new(io::stdout().lock());
    let mut pictures = Vec::new();
    let explained = explain(&mut input, &options, &mut out, &mut pictures)
        .and_then(|()| out.flush().map_err(Failure::Output));
    for picture in pictures {
        eprintln!("cargo lab explain: wrote {}", picture.display());
    }
    match explained {
        Ok(()) => Ok(()),
        Err(Failure::Input(line)) => Err(Stop::Verdict(line)),
        Err(Failure::Output(e)) => written(Err(e)),
        Err(Failure::Read(e)) => Err(Stop::Use(format!("cannot read {}: {e}", source(file)))),
        Err(failure) => Err(Stop::Use(failure.to_string())),
    }
}

/// That `dir` is a folder files can be written in (made if missing), or the trouble.
fn writable_folder(dir: &Path) -> Outcome {
    let probe = dir.join(".cargo-lab-probe");
    std::fs::create_dir_all(dir)
        .and_then(|()| std::fs::write(&probe, b""))
        .and_then(|()| std::fs::remove_file(&probe))
        .map_err(|e| Stop::Use(format!("cannot write in {}: {e}", dir.display())))
}

/// `cargo lab validate`: `valid (N cases)` or the first violation on stderr, a negative
/// verdict for the latter; with `json`, one object on stdout instead.
fn validate(args: &Validate) -> Outcome {
    let validate = entry(&args.problem)?.validate;
    let file = args.input.as_deref();
    let found = validate(&mut open("validate", file)?, args.strict);
    let path = file.filter(|path| *path != Path::new("-"));
    let source = path.map_or("<stdin>".into(), |path| path.display().to_string());
    let (mut out, mut err) = (io::stdout().lock(), io::stderr().lock());
    match lab::validate::report(&found, &source, args.json, &mut out, &mut err) {
        0 => Ok(()),
        1 => Err(Stop::Verdict(String::new())),
        _ => Err(Stop::Use(String::new())),
    }
}

/// `cargo lab check`: the verdict's exit status (see [`lab::check::Exit`]).
fn check(options: &lab::check::Options) -> ExitCode {
    let ready = entry(&options.problem).and_then(|entry| {
        runnable(&options.command[0])?;
        if let Some(dir) = &options.save {
            writable_folder(dir)?;
        }
        Ok(entry)
    });
    match ready {
        Ok(entry) => (entry.check)(options, &mut io::stdout().lock()).into(),
        Err(stop) => report("check", stop),
    }
}

/// That `program` names an executable file: a path, or a command found on `PATH` as the
/// shell finds it; else the trouble, saying how to run a file of this folder.
fn runnable(program: &std::ffi::OsStr) -> Outcome {
    use std::os::unix::fs::PermissionsExt;
    let executable = |path: &Path| {
        path.metadata()
            .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    };
    let (shown, path) = (program.to_string_lossy(), Path::new(program));
    let search = std::env::var_os("PATH").unwrap_or_default();
    let why = match path.components().count() > 1 {
        true if executable(path) => return Ok(()),
        true => "no executable file there".to_string(),
        false if std::env::split_paths(&search).any(|dir| executable(&dir.join(path))) => {
            return Ok(())
        }
        false if executable(path) => {
            format!("no such command on PATH (to run the file here, write `./{shown}`)")
        }
        false => "no such command on PATH, nor an executable file".to_string(),
    };
    Err(Stop::Use(format!("cannot run `{shown}`: {why}")))
}

/// `cargo lab play`: a game, or why the case cannot be played.
fn play(options: &lab::play::Options) -> Outcome {
    let entry = entry(&options.problem)?;
    let play = entry
        .play
        .ok_or_else(|| Stop::Use(format!("{} has no game yet", options.problem)))?;
    let input = match (&options.input, &options.kind) {
        (Some(path), None) if path != Path::new("-") => read("play", Some(path))?,
        (None, Some(kind)) => kind_of(&entry, kind)?.generate(options.seed),
        _ => {
            return Err(Stop::Use(
                "give the case as a FILE, or --kind K [--seed N] (the moves are read from \
                 standard input)"
                    .into(),
            ))
        }
    };
    play(
        &input,
        options,
        &mut io::stdin().lock(),
        &mut io::stdout().lock(),
    )
    .map_err(|e| match e {
        lab::play::terminal::Refusal::Case(message) => Stop::Verdict(message),
        lab::play::terminal::Refusal::Use(message) => Stop::Use(message),
    })
}

/// `cargo lab web`: the site built (each file and its size on standard output), then
/// served when asked (its URL on standard output).
fn web(args: &Web) -> Outcome {
    let root = lab::checkout::current().map_err(Stop::Use)?;
    if let Some(dir) = &args.out {
        writable_folder(dir)?;
    }
    let listener = args
        .serve
        .as_deref()
        .map(|addr| lab::web::serve::bind(addr).map_err(Stop::Use))
        .transpose()?;
    let site = lab::web::build(&root, args.out.as_deref()).map_err(Stop::Use)?;
    let mut out = io::stdout().lock();
    let total: u64 = site.files.iter().map(|(_, size)| size).sum();
    for (path, size) in &site.files {
        written_line(&mut out, &format!("{}\t{size}", path.display()))?;
    }
    written_line(&mut out, &format!("total\t{total}"))?;
    let Some(listener) = listener else {
        return Ok(());
    };
    let addr = listener
        .local_addr()
        .map_err(|e| Stop::Use(format!("{e}")))?;
    written_line(&mut out, &format!("serving http://{addr}/index.html"))?;
    drop(out);
    lab::web::serve::serve(listener, &site.folder);
    Ok(())
}

/// Writes `line` and flushes it (a closed pipe ends the command quietly).
fn written_line(out: &mut dyn Write, line: &str) -> Outcome {
    written(writeln!(out, "{line}").and_then(|()| out.flush()))
}

//! `cargo lab explain <problem> [--json] [--svg DIR] < input`: the explanations of
//! [`engines::explain`] written for each case of a judge input, as text, JSON lines and
//! SVG files, case by case as the input streams in.
//!
//! The input is read once ([`explain_into`]): the lab's reader ([`engines::cases`]) takes
//! one case at a time, and every chunk it reads is also sent, at once, to the reference
//! binary's streaming `run` in a thread beside it ([`Tee`], as `cargo lab validate` does);
//! the binary's answers come back through a channel ([`Answers`]). A case is explained
//! once the binary has answered it, and only if its answer lines, written from the
//! statement, are the binary's, byte for byte; its explanation is written (and flushed)
//! before the next case is read. A malformed input: the cases before it explained, then
//! the binary's one-line error.
//!
//! Memory: one case, its explanation, the reader's buffer, the pipe's and the answers of
//! at most the cases the binary reads ahead (the pipe's 64 KiB of input). Time: O(input)
//! besides the explanations.

pub use engines::explain::*;

use crate::validate::Validate;
use engines::problem::cases;
use std::fmt;
use std::io::{self, BufReader, ErrorKind, IsTerminal, PipeReader, PipeWriter, Read, Write};
use std::path::PathBuf;
use std::sync::mpsc;

/// Whether a command colours its text on standard output: never with `--json`, else on
/// a terminal when `NO_COLOR` is unset (<https://no-color.org>).
pub fn colour_wanted(json: bool) -> bool {
    !json && io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none()
}

/// What `cargo lab explain` writes.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// One JSON object per case instead of the text.
    pub json: bool,
    /// The folder of the SVG pictures, if any.
    pub svg: Option<PathBuf>,
    /// ANSI colours in the text.
    pub colour: bool,
}

/// Why an input was not explained.
#[derive(Debug)]
pub enum Failure {
    /// The input is malformed: the binary's one-line error (`<problem>: input error ...`).
    Input(String),
    /// The explanation disagrees with the reference solution (a bug of the lab).
    Disagreement(String),
    /// The explanation could not be written.
    Output(io::Error),
    /// The input could not be read (after the cases before the failed read explained).
    Read(io::Error),
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Input(line) => f.write_str(line),
            Failure::Disagreement(why) => write!(f, "internal error: {why}"),
            Failure::Output(error) => write!(f, "cannot write the explanation: {error}"),
            Failure::Read(error) => write!(f, "cannot read the input: {error}"),
        }
    }
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Self {
        Failure::Output(error)
    }
}

/// Explains every case of the judge input `input` of problem `P` on `out` (and into the
/// SVG folder), as [`Options`] asks, as the input streams in ([`explain_into`]); the
/// pictures written, in the order of the cases.
pub fn explain_input<P: Explain + Validate>(
    input: &mut dyn Read,
    options: &Options,
    out: &mut dyn Write,
) -> Result<Vec<PathBuf>, Failure> {
    let mut pictures = Vec::new();
    explain_into::<P>(input, options, out, &mut pictures).map(|()| pictures)
}

/// Explains the cases of `input` one at a time, each written to `out` (and flushed) as
/// soon as it is read and answered by the binary, its picture named in `pictures` once
/// written (so that they are known even when a later case fails). The binary reads the
/// same bytes in a thread; its warnings go to standard error, each line after the
/// problem's name, as it writes them.
///
/// Rule: every case explained is one the binary answered, with the answer lines the
/// statement gives ([`Failure::Disagreement`] otherwise); a malformed input is the
/// binary's verdict ([`Failure::Input`], the cases before it explained); the lab's reader
/// refusing what the binary answers is a disagreement. Memory: one case at a time (see
/// the module documentation).
pub fn explain_into<P: Explain + Validate>(
    input: &mut dyn Read,
    options: &Options,
    out: &mut dyn Write,
    pictures: &mut Vec<PathBuf>,
) -> Result<(), Failure> {
    if let Some(dir) = &options.svg {
        std::fs::create_dir_all(dir)?;
    }
    let (from, copy) = io::pipe().map_err(|e| {
        let why = format!("cannot open a pipe to the binary: {e}");
        Failure::Read(io::Error::new(e.kind(), why))
    })?;
    let (answered, answers) = mpsc::channel();
    std::thread::scope(|scope| {
        let binary = scope.spawn(move || run_binary::<P>(from, answered));
        let mut tee = Tee::new(input, copy);
        let mut answers = Answers::new(answers);
        let mut writer = Writer::new(options, out, pictures);
        let ended = explain_cases::<P>(&mut tee, &mut answers, &mut writer);
        if ended.is_ok() {
            tee.drain();
        }
        let read = tee.close();
        let ran = binary
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        verdict::<P>(ended?, read, ran, &mut answers)
    })
}

/// How the reading of the cases ended, when every case read was explained.
enum End {
    /// The lab's reader found no more case, after `lines` lines of answers.
    Read { lines: usize },
    /// The lab's reader refused a case: why.
    Refused(String),
    /// The binary's answers ended before case `case`, after `lines` lines.
    Unanswered { case: usize, lines: usize },
}

/// Reads the cases of `tee` one at a time and writes each explained, once the binary has
/// answered it with the answer lines of the statement; how the reading ended. O(one case)
/// memory.
fn explain_cases<P: Explain>(
    tee: &mut Tee,
    answers: &mut Answers,
    writer: &mut Writer,
) -> Result<End, Failure> {
    let mut buffered = BufReader::with_capacity(1 << 16, tee);
    let mut lines = 0;
    for (index, case) in (1..).zip(cases::<P>(&mut buffered)) {
        let case = match case {
            Ok(case) => case,
            Err(why) => return Ok(End::Refused(why)),
        };
        if !answers.more() {
            return Ok(End::Unanswered { case: index, lines });
        }
        let report = explain_case::<P>(index, &case).map_err(Failure::Disagreement)?;
        drop(case); // Before the explanation is written: one case's memory at a time.
        let binary = answers.take(report.answer.len());
        if let Some(why) = differ(&report.answer, &binary, lines) {
            return Err(Failure::Disagreement(why));
        }
        lines += report.answer.lines().count();
        writer.write(&report)?;
    }
    Ok(End::Read { lines })
}

/// The outcome of an input whose cases ended as `ended`, the input `read` to its end or
/// not, and the binary having `ran` as it did: the binary's verdict on a malformed input,
/// a disagreement when the lab's reading and the binary's answers part.
fn verdict<P: Explain>(
    ended: End,
    read: io::Result<()>,
    ran: Result<(), grid_games::judge::Failure>,
    answers: &mut Answers,
) -> Result<(), Failure> {
    read.map_err(Failure::Read)?;
    if let Err(failure) = ran {
        return Err(Failure::Input(format!("{}: {failure}", P::NAME)));
    }
    let why = match ended {
        End::Read { .. } if !answers.more() => return Ok(()),
        End::Read { lines } => {
            // The start of the line, enough to see what it is (the rest is not read).
            let rest = answers.take(80);
            let first = String::from_utf8_lossy(&rest);
            let first = first.split('\n').next().unwrap_or_default();
            format!(
                "the binary's output goes on at line {} after the last case the lab reads: \
                 {first:?}",
                lines + 1
            )
        }
        End::Refused(why) => format!("the lab's reader refuses what the binary answers: {why}"),
        End::Unanswered { case, lines } => format!(
            "the binary's output ends at line {}, before the answer of case {case}",
            lines + 1
        ),
    };
    Err(Failure::Disagreement(why))
}

/// Where `ours`, the answer lines of the lab, and `theirs`, the binary's, differ (the
/// first line, numbered after the `before` lines of the earlier cases), if they do.
fn differ(ours: &str, theirs: &[u8], before: usize) -> Option<String> {
    let theirs = String::from_utf8_lossy(theirs);
    if ours == theirs {
        return None;
    }
    let (ours, theirs): (Vec<&str>, Vec<&str>) =
        (ours.split('\n').collect(), theirs.split('\n').collect());
    let line = (0..ours.len().max(theirs.len()))
        .find(|&i| ours.get(i) != theirs.get(i))
        .unwrap_or(0);
    let shown = |lines: &[&str]| format!("{:?}", lines.get(line).unwrap_or(&"(the end)"));
    Some(format!(
        "the answers of the cases the lab reads differ from the binary's output at line {}: \
         {}, the binary {}",
        before + line + 1,
        shown(&ours),
        shown(&theirs)
    ))
}

/// Writes each case's explanation as [`Options`] asks: the text (a blank line between
/// cases) or a JSON line, then its SVG file; flushed at once.
struct Writer<'a> {
    options: &'a Options,
    out: &'a mut dyn Write,
    pictures: &'a mut Vec<PathBuf>,
}

impl<'a> Writer<'a> {
    fn new(options: &'a Options, out: &'a mut dyn Write, pictures: &'a mut Vec<PathBuf>) -> Self {
        Writer {
            options,
            out,
            pictures,
        }
    }

    /// Writes `report` and its picture. O(its explanation).
    fn write(&mut self, report: &Report) -> Result<(), Failure> {
        if self.options.json {
            report.write_json(&mut *self.out)?;
            writeln!(self.out)?;
        } else {
            if report.case > 1 {
                writeln!(self.out)?;
            }
            write!(self.out, "{}", report.text(self.options.colour))?;
        }
        self.out.flush()?;
        if let Some(dir) = &self.options.svg {
            let picture = dir.join(format!("case-{}.svg", report.case));
            std::fs::write(&picture, report.svg())?;
            self.pictures.push(picture);
        }
        Ok(())
    }
}

/// The binary's `run` on the bytes of `input`, its answers sent as it writes them, its
/// warnings on standard error as [`Warnings`] writes them.
fn run_binary<P: Validate>(
    mut input: PipeReader,
    answered: mpsc::Sender<Vec<u8>>,
) -> Result<(), grid_games::judge::Failure> {
    let mut warnings = Warnings::new(P::NAME);
    let ran = (P::VALIDATOR.binary)(&mut input, &mut Sent(answered), &mut warnings);
    warnings.finish();
    ran
}

/// The input, each chunk read also sent to the binary at once (until it stops listening),
/// so that the binary has every byte the lab's reader has; the end of the input closes
/// the pipe, as does a failed read, kept in `failed`.
struct Tee<'a> {
    input: &'a mut dyn Read,
    copy: Option<PipeWriter>,
    failed: Option<io::Error>,
}

impl<'a> Tee<'a> {
    fn new(input: &'a mut dyn Read, copy: PipeWriter) -> Self {
        Tee {
            input,
            copy: Some(copy),
            failed: None,
        }
    }

    /// Reads the rest of the input for the binary, while it listens (it reads to the end
    /// of a counted input, to warn about text after the last case). O(rest) time, one
    /// buffer of memory.
    fn drain(&mut self) {
        let mut buffer = vec![0; 1 << 16];
        while self.copy.is_some() {
            match self.read(&mut buffer) {
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Ok(0) | Err(_) => break,
                Ok(_) => {}
            }
        }
    }

    /// Closes the pipe (the binary reads the end of its input there); whether the input
    /// could be read.
    fn close(mut self) -> io::Result<()> {
        self.copy = None;
        self.failed.map_or(Ok(()), Err)
    }
}

impl Read for Tee<'_> {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        let read = match self.input.read(buffer) {
            Err(e) if e.kind() == ErrorKind::Interrupted => return Err(e),
            Err(e) => {
                let told = io::Error::new(e.kind(), e.to_string());
                (self.failed, self.copy) = (Some(e), None);
                return Err(told);
            }
            Ok(read) => read,
        };
        let sent = self
            .copy
            .as_mut()
            .map(|copy| copy.write_all(&buffer[..read]));
        if read == 0 || matches!(sent, Some(Err(_))) {
            self.copy = None;
        }
        Ok(read)
    }
}

/// The binary's answers as a writer: each write sent down the channel (never blocking:
/// the binary is at most the pipe's bytes of input ahead of the lab's reader).
struct Sent(mpsc::Sender<Vec<u8>>);

impl Write for Sent {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        let gone = |_| io::Error::from(ErrorKind::BrokenPipe);
        self.0.send(bytes.to_vec()).map_err(gone)?;
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The binary's answers as they come. Invariant: `chunk[at..]` is received and not yet
/// taken.
struct Answers {
    from: mpsc::Receiver<Vec<u8>>,
    chunk: Vec<u8>,
    at: usize,
}

impl Answers {
    fn new(from: mpsc::Receiver<Vec<u8>>) -> Self {
        Answers {
            from,
            chunk: Vec::new(),
            at: 0,
        }
    }

    /// Whether the binary writes another byte: waits for it, or for the binary's end.
    fn more(&mut self) -> bool {
        while self.at == self.chunk.len() {
            match self.from.recv() {
                Ok(chunk) => (self.chunk, self.at) = (chunk, 0),
                Err(_) => return false,
            }
        }
        true
    }

    /// The next `len` bytes the binary writes, fewer if it ends first.
    fn take(&mut self, len: usize) -> Vec<u8> {
        let mut taken = Vec::new();
        while taken.len() < len && self.more() {
            let end = self.chunk.len().min(self.at + (len - taken.len()));
            taken.extend_from_slice(&self.chunk[self.at..end]);
            self.at = end;
        }
        taken
    }
}

/// The binary's warnings, written to standard error a line at a time as they come, each
/// after the problem's name. Invariant: `line` holds the bytes after the last line end.
struct Warnings {
    problem: &'static str,
    line: Vec<u8>,
}

impl Warnings {
    fn new(problem: &'static str) -> Self {
        Warnings {
            problem,
            line: Vec::new(),
        }
    }

    /// Writes what is left of a last line without its end.
    fn finish(mut self) {
        if !self.line.is_empty() {
            self.line.push(b'\n');
            self.write_lines();
        }
    }

    /// Writes every whole line held, keeps the rest.
    fn write_lines(&mut self) {
        while let Some(end) = self.line.iter().position(|&b| b == b'\n') {
            let line: Vec<u8> = self.line.drain(..=end).collect();
            let text = String::from_utf8_lossy(&line);
            let text = text.trim_end_matches('\n').trim_end_matches('\r');
            eprintln!("{}: {text}", self.problem);
        }
    }
}

impl Write for Warnings {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.line.extend_from_slice(bytes);
        self.write_lines();
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

//! Running the solution under test: one process per input, in a process group of its own,
//! fed the input on standard input, its standard output kept; killed with its whole group
//! at a wall-clock limit. CPU time and peak memory are the kernel's, from `wait4`.
//!
//! The peak memory needs a helper. Linux counts in a process's peak (`ru_maxrss`) the
//! memory of the process that started it, as it was when the new program was loaded: a
//! solution started by the check, which holds its inputs (up to hundreds of megabytes),
//! would seem to use all that. So the check starts its own binary again as a small
//! helper ([`helper_main`]), which starts the solution, waits for it with `wait4` and
//! writes its exit status, CPU time and peak memory to a file; the helper is the group's
//! leader, and the solution shares its standard input and output. The helper's own pages
//! (about 3 MB) still count, so a smaller peak reads as "at most" that much.
//!
//! The helper is waited for in two steps. `waitid(WEXITED | WNOWAIT)` returns once it has
//! exited but leaves it a zombie, so its process ID, which is also its group's, cannot be
//! reused while the group is killed (whatever the solution left running is ended too) and
//! the watchdog, which kills the group at the wall-clock limit, is stopped. Only then is
//! it reaped.

use crate::scratch::Scratch;
use itertools::Itertools;
use nix::errno::Errno;
use nix::sys::signal::{killpg, Signal};
use nix::sys::wait::{waitid, Id, WaitPidFlag};
use nix::unistd::Pid;
use std::ffi::OsString;
use std::io::{self, Read};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, ExitStatus, Stdio};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};
use wait4::Wait4;

/// The first argument that starts the `cargo-lab` binary as the helper ([`helper_main`]).
pub const HELPER: &str = "__measure";

/// The most bytes of standard error kept (for the report).
const STDERR_KEPT: usize = 4096;

/// The command under test: a program and its arguments (not empty), started through the
/// helper, the `cargo-lab` binary started with [`HELPER`] (see [`helper_main`]).
pub struct Solution {
    pub helper: PathBuf,
    pub command: Vec<OsString>,
}

/// What one run of the solution did.
#[derive(Clone)]
pub struct Run {
    pub stdout: Vec<u8>,
    /// Whether standard output went past the cap and the rest was dropped.
    pub stdout_cut: bool,
    /// The start of standard error.
    pub stderr: Vec<u8>,
    pub status: ExitStatus,
    /// User and system CPU time.
    pub cpu: Duration,
    pub wall: Duration,
    /// Peak resident memory, in bytes.
    pub peak: u64,
    /// The helper's own peak when it started the solution: a `peak` up to it says only
    /// that the solution used at most that.
    pub floor: u64,
    /// Whether it was still running at the wall-clock limit, and so killed.
    pub timed_out: bool,
}

impl Solution {
    /// The command as typed.
    pub fn shown(&self) -> String {
        self.command.iter().map(|w| w.to_string_lossy()).join(" ")
    }

    /// Runs the solution on `input`, streamed to its standard input, killing it and its
    /// group after `wall_limit`; standard output is kept up to `stdout_cap` bytes (and
    /// read to its end). An error means the program could not be started.
    pub fn run(
        &self,
        input: &mut (dyn Read + Send),
        wall_limit: Duration,
        stdout_cap: usize,
    ) -> io::Result<Run> {
        let folder = Scratch::new("check-run").map_err(io::Error::other)?;
        let report = folder.path().join("report");
        let started = Instant::now();
        let mut helper = Command::new(&self.helper)
            .arg(HELPER)
            .arg(&report)
            .args(&self.command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .process_group(0)
            .spawn()?;
        let group = Pid::from_raw(i32::try_from(helper.id()).expect("a process ID"));
        let mut stdin = helper.stdin.take().expect("a piped stdin");
        let stdout = helper.stdout.take().expect("a piped stdout");
        let stderr = helper.stderr.take().expect("a piped stderr");
        thread::scope(|scope| {
            // A solution that exits without reading it all closes the pipe, which ends
            // the copy (SIGPIPE is ignored in Rust programs).
            scope.spawn(move || io::copy(input, &mut stdin));
            let out = scope.spawn(move || keep(stdout, stdout_cap));
            let err = scope.spawn(move || keep(stderr, STDERR_KEPT));
            let (stop, stopped) = mpsc::channel::<()>();
            let watchdog = scope.spawn(move || {
                let timed_out = stopped.recv_timeout(wall_limit) == Err(RecvTimeoutError::Timeout);
                if timed_out {
                    kill_group(group);
                }
                timed_out
            });
            let exited = wait_exited(group);
            let wall = started.elapsed();
            kill_group(group);
            drop(stop);
            let timed_out = watchdog.join().expect("the watchdog");
            exited?;
            let helper_status = helper.wait()?;
            let (stdout, stdout_cut) = out.join().expect("the stdout reader")?;
            let (stderr, _) = err.join().expect("the stderr reader")?;
            let killed = (helper_status, Duration::ZERO, 0, 0);
            let (status, cpu, peak, floor) = read_report(&report)?.unwrap_or(killed);
            Ok(Run {
                stdout,
                stdout_cut,
                stderr,
                status,
                cpu,
                wall,
                peak,
                floor,
                timed_out,
            })
        })
    }
}

/// The helper, when the binary was started as one (`lab __measure REPORT COMMAND...`):
/// `main` calls it first, before the binary does anything else, so that as little of it
/// as possible is in memory when the solution starts (its pages would count in the
/// solution's peak). `None` when the binary was started otherwise.
pub fn helper_main() -> Option<ExitCode> {
    let mut args = std::env::args_os().skip(1);
    if args.next()? != HELPER {
        return None;
    }
    let report = PathBuf::from(args.next()?);
    let command: Vec<OsString> = args.collect();
    Some(match command.is_empty() {
        true => ExitCode::FAILURE,
        false => measure(&report, &command),
    })
}

/// The helper's work: runs `command` on the helper's own standard input and output,
/// waits for it with `wait4` and writes to `report` its wait status, CPU time and peak
/// memory (or why it could not be started).
fn measure(report: &Path, command: &[OsString]) -> ExitCode {
    let line = match Command::new(&command[0]).args(&command[1..]).spawn() {
        Err(e) => format!("not-started {e}"),
        Ok(child) => match child.wait4() {
            Err(e) => format!("not-started cannot wait for it: {e}"),
            // The helper's peak, read now, bounds what it had when the solution started.
            Ok(usage) => format!(
                "ran {} {} {} {}",
                usage.status.into_raw(),
                (usage.rusage.utime + usage.rusage.stime).as_nanos(),
                usage.rusage.maxrss,
                own_peak()
            ),
        },
    };
    match std::fs::write(report, line) {
        Ok(()) => ExitCode::SUCCESS,
        Err(_) => ExitCode::FAILURE,
    }
}

/// This process's peak resident memory (`VmHWM`, in bytes; 0 when unknown).
fn own_peak() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let line = status.lines().find_map(|line| line.strip_prefix("VmHWM:"));
    let kilobytes = line.and_then(|l| l.trim().strip_suffix("kB")?.trim().parse::<u64>().ok());
    kilobytes.unwrap_or(0) * 1024
}

/// The helper's report at `path`, a file of the run's own [`Scratch`] folder: the
/// solution's wait status, CPU time and peak memory, and the helper's own peak; `None`
/// without a report (the helper was killed at the wall-clock limit before writing it);
/// an error when the solution could not be started.
fn read_report(path: &Path) -> io::Result<Option<(ExitStatus, Duration, u64, u64)>> {
    let text = match std::fs::read_to_string(path) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        read => read?,
    };
    if let Some(message) = text.strip_prefix("not-started ") {
        return Err(io::Error::other(message.to_string()));
    }
    let bad = || io::Error::other(format!("the helper's report is unreadable: {text:?}"));
    let number = |field: &str| field.parse::<u64>().map_err(|_| bad());
    match text.split(' ').collect::<Vec<_>>()[..] {
        ["ran", status, cpu, peak, floor] => Ok(Some((
            ExitStatus::from_raw(status.parse().map_err(|_| bad())?),
            Duration::from_nanos(number(cpu)?),
            number(peak)?,
            number(floor)?,
        ))),
        _ => Err(bad()),
    }
}

/// Reads `from` to its end, keeping the first `cap` bytes; whether some were dropped.
fn keep(mut from: impl Read, cap: usize) -> io::Result<(Vec<u8>, bool)> {
    let mut kept = Vec::new();
    (&mut from).take(cap as u64).read_to_end(&mut kept)?;
    let dropped = io::copy(&mut from, &mut io::sink())?;
    Ok((kept, dropped > 0))
}

/// Waits until the child `pid` has exited, without reaping it.
fn wait_exited(pid: Pid) -> io::Result<()> {
    loop {
        match waitid(Id::Pid(pid), WaitPidFlag::WEXITED | WaitPidFlag::WNOWAIT) {
            Ok(_) => return Ok(()),
            Err(Errno::EINTR) => continue,
            Err(errno) => return Err(errno.into()),
        }
    }
}

/// Kills every process of the group; one already gone is no error.
fn kill_group(group: Pid) {
    let _ = killpg(group, Signal::SIGKILL);
}

//! The single-file submissions `submit/<bin>.rs`, checked as the judges will take them.
//!
//! Per binary, one named trial each:
//! - `submit::<bin>::fresh`: the committed file is exactly what `lab::bundle::bundle`
//!   gives, as `cargo lab bundle --check` says it, `submit/<bin>.rs: fresh` (else:
//!   regenerate with `cargo lab bundle`);
//! - `submit::<bin>::size_and_lints`: within the binary's size budget (its module's
//!   [`Own::submit_budget`](crate::support::Own), all well under Codeforces' 64 KiB), no
//!   lint allowance;
//! - `submit::<bin>::problem_doc`: the module documentation of `src/<bin>.rs` (the rule,
//!   the proof, the complexity) stands right above `mod <bin> {` as `//` comments;
//! - `submit::<bin>::<rustc-version>::edition-<year>`: compiled alone in an empty folder
//!   with `rustc --edition <year> -D warnings` (and `-O` for the default compiler's
//!   edition 2021 and `online_judge` builds), then run on every sample of the binary
//!   (stdout byte for byte, exit status 0), by every judge's compiler this machine has:
//!   the default `rustc` (editions 2021 and 2024, and 2021 with `--cfg ONLINE_JUDGE` as
//!   LibreOJ passes it: `::online_judge`; `--cfg ONLINE_JUDGE` changes only code that
//!   names `ONLINE_JUDGE`, so a bundle that does not is checked for that instead of being
//!   built a second time), Debian's `/usr/bin/rustc` (1.63 on bookworm),
//!   rustup's 1.57.0 (the oldest Rust the files claim) and 1.89.0 (Codeforces' and
//!   AtCoder's, both editions). No diagnostic at all. A compiler that is missing shows as
//!   a trial `submit::<bin>::<compiler>-not-installed`, ignored, but failed under CI (the
//!   environment variable `CI` set, as CI services set it; `.ci/run` installs them all):
//!   rustc 1.57.0 is what rejects syntax newer than the files claim (inline format
//!   arguments, let-else, destructuring assignment) that the later compilers take.
//!
//! And `submit::check_finds_every_file_fresh`: `cargo lab bundle --check` succeeds and
//! says nothing on stderr (so no submission lacks its binary either);
//! `submit::check_compares_the_set_of_files`: in a copy of `src/` and `submit/`,
//! `lab::bundle::staleness` (what `cargo lab bundle --check` reports) finds a submission
//! without a binary, a binary without a submission and a changed submission, and finds a
//! fresh one fresh.
//!
//! And once per compiler and edition: `submit::library::<rustc-version>::edition-<year>`,
//! `src/lib.rs` checked as a library (`--emit=metadata`: every error and lint).
//!
//! The compilations are trials of their own, so the harness runs them on its threads
//! side by side with the other tests (`--test-threads`, one per core by default).

use crate::support::{binary_names, own, repository, samples, trial};
use lab::bundle::rustc::Compiler;
use lab::scratch::Scratch;
use libtest_mimic::{Failed, Trial};
use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

/// Codeforces' limit on a submitted file.
const SIZE_LIMIT: usize = 64 * 1024;

/// Where Debian's `rustc` stands (the oldest compiler the bundles are checked with).
const DEBIAN_RUSTC: &str = "/usr/bin/rustc";

/// The trials, in the order the harness's threads take them: `cargo lab bundle --check`
/// (seconds of rustc) and the staleness check first, the per-binary `fresh` trials, which
/// read what the first printed, last, so that no thread sits waiting for it.
pub fn trials() -> Vec<Trial> {
    let compilers = Compilers::find();
    let mut trials = vec![
        trial(
            "submit::check_finds_every_file_fresh",
            || -> Result<(), Failed> {
                match bundle_check() {
                    (_, stderr, true) if stderr.is_empty() => Ok(()),
                    (stdout, stderr, _) => {
                        Err(format!("`cargo lab bundle --check`:\n{stdout}{stderr}").into())
                    }
                }
            },
        ),
        trial(
            "submit::check_compares_the_set_of_files",
            check_compares_the_set_of_files,
        ),
    ];
    for bin in binary_names() {
        trials.extend(bundle_trials(&bin, &compilers));
    }
    trials.extend(library_trials(&compilers));
    trials.extend(binary_names().iter().map(|bin| fresh(bin)));
    trials
}

/// The judges' compilers the bundles are built with, as found on this machine.
struct Compilers {
    /// The default `rustc`, then each other compiler found; one of a version already
    /// listed is left out.
    found: Vec<Compiler>,
    /// The compilers not found, by name (`rustc-1.57.0`, `debian-rustc`).
    missing: Vec<&'static str>,
}

impl Compilers {
    fn find() -> Self {
        let default = Compiler::default_rustc().expect("a default rustc on PATH");
        let others: [(&'static str, Result<Compiler, String>); 3] = [
            ("debian-rustc", Compiler::at(Path::new(DEBIAN_RUSTC))),
            ("rustc-1.57.0", rustup("1.57.0")),
            ("rustc-1.89.0", rustup("1.89.0")),
        ];
        let (mut found, mut missing) = (vec![default], Vec::new());
        for (name, compiler) in others {
            match compiler {
                Ok(c) if found.iter().any(|f| f.version == c.version) => {}
                Ok(c) => found.push(c),
                Err(_) => missing.push(name),
            }
        }
        Compilers { found, missing }
    }

    /// Every compiler with each edition it takes: 2021, and 2024 from Rust 1.85.
    fn with_editions(&self) -> Vec<(Compiler, &'static str)> {
        let mut builds = Vec::new();
        for compiler in &self.found {
            builds.push((compiler.clone(), "2021"));
            if has_edition_2024(compiler) {
                builds.push((compiler.clone(), "2024"));
            }
        }
        builds
    }
}

/// The rustc of rustup's toolchain `toolchain` (`1.57.0`), if rustup has it installed.
fn rustup(toolchain: &str) -> Result<Compiler, String> {
    let output = Command::new("rustup")
        .args(["which", "--toolchain", toolchain, "rustc"])
        .output()
        .map_err(|e| format!("cannot run rustup: {e}"))?;
    let path = String::from_utf8_lossy(&output.stdout).trim().to_string();
    if !output.status.success() || path.is_empty() {
        return Err(format!("rustup has no toolchain {toolchain}"));
    }
    Compiler::at(Path::new(&path))
}

/// Whether `compiler` takes `--edition 2024` (Rust 1.85 and later).
fn has_edition_2024(compiler: &Compiler) -> bool {
    let mut parts = compiler
        .version
        .split('.')
        .map(|p| p.parse::<u32>().unwrap_or(0));
    (parts.next(), parts.next()) >= (Some(1), Some(85))
}

fn submit_path(bin: &str) -> PathBuf {
    repository().join("submit").join(format!("{bin}.rs"))
}

fn read(path: &Path) -> Result<String, Failed> {
    fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()).into())
}

/// `submit::<bin>::fresh`: what `cargo lab bundle --check` printed says the file is fresh.
fn fresh(bin: &str) -> Trial {
    let name = bin.to_string();
    trial(
        format!("submit::{bin}::fresh"),
        move || -> Result<(), Failed> {
            let (stdout, stderr, _) = bundle_check();
            if !stdout
                .lines()
                .any(|line| line == format!("submit/{name}.rs: fresh"))
            {
                return Err(format!("`cargo lab bundle --check` says\n{stdout}{stderr}").into());
            }
            Ok(())
        },
    )
}

fn bundle_trials(bin: &str, compilers: &Compilers) -> Vec<Trial> {
    let mut trials = Vec::new();
    let name = bin.to_string();
    trials.push(trial(format!("submit::{bin}::size_and_lints"), move || {
        size_and_lints(&name, &read(&submit_path(&name))?)
    }));
    let name = bin.to_string();
    trials.push(trial(format!("submit::{bin}::problem_doc"), move || {
        problem_doc(&name, &read(&submit_path(&name))?)
    }));
    let default_label = compilers.found[0].label();
    for (compiler, edition) in compilers.with_editions() {
        let trial_name = format!("submit::{bin}::{}::edition-{edition}", compiler.label());
        let name = bin.to_string();
        let build = Build {
            edition,
            optimised: compiler.label() == default_label && edition == "2021",
            online_judge: false,
        };
        trials.push(trial(trial_name, move || {
            build_and_run(&name, &compiler, build)
        }));
    }
    let (name, default) = (bin.to_string(), compilers.found[0].clone());
    let trial_name = format!("submit::{bin}::{}::online_judge", default.label());
    let build = Build {
        edition: "2021",
        optimised: true,
        online_judge: true,
    };
    trials.push(trial(trial_name, move || {
        build_and_run(&name, &default, build)
    }));
    for missing in &compilers.missing {
        trials.push(not_installed(bin, missing));
    }
    trials
}

/// The trial of compiler `missing` for `bin`: ignored, but failed under CI, which must
/// build every file with every judge's compiler.
fn not_installed(bin: &str, missing: &str) -> Trial {
    let trial_name = format!("submit::{bin}::{missing}-not-installed");
    let in_ci = std::env::var_os("CI").is_some_and(|ci| !ci.is_empty() && ci != "false");
    let missing = missing.to_string();
    let trial = Trial::test(trial_name, move || match in_ci {
        true => Err(format!("{missing} is not installed (`.ci/run` installs it)").into()),
        false => Ok(()),
    });
    trial.with_ignored_flag(!in_ci)
}

/// What `cargo lab bundle --check` prints, run once: its stdout and stderr, and whether
/// it succeeded.
fn bundle_check() -> &'static (String, String, bool) {
    static PRINTED: OnceLock<(String, String, bool)> = OnceLock::new();
    PRINTED.get_or_init(|| {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_cargo-lab"))
            .args(["bundle", "--check"])
            .output()
            .expect("cargo lab runs");
        let text = |bytes: Vec<u8>| String::from_utf8(bytes).expect("UTF-8");
        let success = output.status.success();
        (text(output.stdout), text(output.stderr), success)
    })
}

/// Within the budget of `bin` (and so under the size limit), and no `#[allow(...)]`,
/// `#![allow(...)]` or `#[expect(...)]`.
fn size_and_lints(bin: &str, text: &str) -> Result<(), Failed> {
    let budget = own(bin).submit_budget;
    assert!(budget < SIZE_LIMIT, "a budget under Codeforces' limit");
    if text.len() > budget {
        return Err(format!("{} bytes, over the budget of {budget}", text.len()).into());
    }
    let allowance = text.lines().enumerate().find(|(_, line)| {
        let line = line.trim_start();
        (line.starts_with("#[") || line.starts_with("#!["))
            && (line.contains("allow(") || line.contains("expect("))
    });
    match allowance {
        Some((n, line)) => Err(format!("line {}: a lint allowance: {}", n + 1, line.trim()).into()),
        None => Ok(()),
    }
}

/// The lines right above `mod <bin> {` in `text` are the `//!` lines that open
/// `src/<bin>.rs`, each written `//`, as they stand where they hold no intra-doc link
/// (where they do, without its brackets), after a line that is no comment.
fn problem_doc(bin: &str, text: &str) -> Result<(), Failed> {
    let source = read(&repository().join(format!("src/{bin}.rs")))?;
    let doc: Vec<&str> = source
        .lines()
        .map_while(|l| l.strip_prefix("//!"))
        .collect();
    let lines: Vec<&str> = text.lines().collect();
    let block = lines.iter().position(|&l| l == format!("mod {bin} {{"));
    let block = block.ok_or(format!("no `mod {bin} {{` line"))?;
    if doc.is_empty() {
        return Err(format!("src/{bin}.rs has no module documentation to carry").into());
    }
    let first = block.checked_sub(doc.len()).ok_or(format!(
        "{block} lines above `mod {bin} {{`, fewer than the {} of its documentation",
        doc.len()
    ))?;
    if first > 0 && lines[first - 1].starts_with("//") {
        return Err(format!("line {first}: a comment above the problem's documentation").into());
    }
    for (n, (line, doc)) in lines[first..block].iter().zip(&doc).enumerate() {
        let carried = match doc.contains("[`") {
            true => line.starts_with("//") && !line.contains("[`"),
            false => *line == format!("//{doc}"),
        };
        if !carried {
            let n = first + n + 1;
            return Err(format!("line {n} `{line}` does not carry `//!{doc}`").into());
        }
    }
    Ok(())
}

/// How a single file is built.
#[derive(Clone, Copy)]
struct Build {
    edition: &'static str,
    /// With `-O`, as the judges build: the default compiler's edition 2021 and its
    /// `online_judge` build. The other builds check what does not depend on the
    /// optimiser (the language the compiler accepts, its lints, the answers) in a fourth
    /// of the time.
    optimised: bool,
    /// With `--cfg ONLINE_JUDGE`, as LibreOJ builds.
    online_judge: bool,
}

/// Compiles `submit/<bin>.rs` alone in an empty folder as `build` says, then runs it on
/// every sample (with `online_judge`, a bundle that never names `ONLINE_JUDGE` is the
/// plain build).
fn build_and_run(bin: &str, compiler: &Compiler, build: Build) -> Result<(), Failed> {
    let Build {
        edition,
        optimised,
        online_judge,
    } = build;
    if online_judge && !read(&submit_path(bin))?.contains("ONLINE_JUDGE") {
        return Ok(());
    }
    let scratch = Scratch::new("submit")?;
    let source = scratch.path().join(format!("{bin}.rs"));
    fs::copy(submit_path(bin), &source).map_err(|e| format!("cannot copy the bundle: {e}"))?;
    let exe = scratch.path().join(bin);
    let mut command = Command::new(&compiler.path);
    command.args(["--edition", edition, "-D", "warnings"]);
    if optimised {
        command.arg("-O");
    }
    if online_judge {
        command.args(["--cfg", "ONLINE_JUDGE"]);
    }
    let built = command
        .arg("-o")
        .arg(&exe)
        .arg(&source)
        .current_dir(scratch.path())
        .output()
        .map_err(|e| format!("cannot run {}: {e}", compiler.path.display()))?;
    let diagnostics = String::from_utf8_lossy(&built.stderr);
    if !built.status.success() || !diagnostics.is_empty() {
        let label = compiler.label();
        return Err(
            format!("{label} --edition {edition} on submit/{bin}.rs:\n{diagnostics}").into(),
        );
    }
    for sample in samples(bin) {
        let input = File::open(repository().join(sample.path())).map_err(|e| format!("{e}"))?;
        let run = std::process::Command::new(&exe)
            .stdin(Stdio::from(input))
            .output()
            .map_err(|e| format!("cannot run the build: {e}"))?;
        let shown = sample.path();
        if !run.status.success() {
            let stderr = String::from_utf8_lossy(&run.stderr);
            return Err(format!("{bin} exits with {} on {shown}: {stderr}", run.status).into());
        }
        if run.stdout != sample.output.as_bytes() {
            let got = String::from_utf8_lossy(&run.stdout);
            let expected = &sample.output;
            return Err(format!("{bin} on {shown}:\n got {got:?}\n expected {expected:?}").into());
        }
    }
    Ok(())
}

/// `src/lib.rs` checked as a library, with no warning, by every compiler and edition:
/// `--emit=metadata`, every error and lint without generating code (the builds of the
/// bundles generate the code of all the library's binaries use).
fn library_trials(compilers: &Compilers) -> Vec<Trial> {
    let trial = |(compiler, edition): (Compiler, &'static str)| {
        let name = format!("submit::library::{}::edition-{edition}", compiler.label());
        trial(name, move || -> Result<(), Failed> {
            let scratch = Scratch::new("library")?;
            let built = Command::new(&compiler.path)
                .args([
                    "--edition",
                    edition,
                    "--crate-type",
                    "lib",
                    "--emit=metadata",
                ])
                .args(["--crate-name", "grid_games", "-D", "warnings", "--out-dir"])
                .arg(scratch.path())
                .arg(repository().join("src/lib.rs"))
                .output()
                .map_err(|e| format!("cannot run {}: {e}", compiler.path.display()))?;
            let diagnostics = String::from_utf8_lossy(&built.stderr);
            if built.status.success() && diagnostics.is_empty() {
                Ok(())
            } else {
                let label = compiler.label();
                Err(format!("{label} --edition {edition} on src/lib.rs:\n{diagnostics}").into())
            }
        })
    };
    compilers.with_editions().into_iter().map(trial).collect()
}

/// In a scratch copy of the repository's `src/` and `submit/`: ancient_go as committed,
/// hdu4101's binary removed, nowcoder_grid's submission removed, loj6033's submission
/// changed (hdu4678 left out whole, to bundle less).
fn check_compares_the_set_of_files() -> Result<(), Failed> {
    let scratch = Scratch::new("staleness")?;
    for folder in ["src", "submit"] {
        copy_folder(&repository().join(folder), &scratch.path().join(folder))?;
    }
    let remove = |path: &str| fs::remove_file(scratch.path().join(path)).map_err(|e| e.to_string());
    for path in ["src/bin/hdu4101.rs", "submit/nowcoder_grid.rs"] {
        remove(path)?;
    }
    remove("src/bin/hdu4678.rs").and(remove("submit/hdu4678.rs"))?;
    let changed = scratch.path().join("submit/loj6033.rs");
    fs::write(&changed, read(&changed)? + "\n").map_err(|e| e.to_string())?;
    let found = lab::bundle::staleness(scratch.path())?;
    let expected = [
        ("submit/ancient_go.rs", None),
        ("submit/hdu4101.rs", Some("no binary src/bin/hdu4101.rs")),
        (
            "submit/loj6033.rs",
            Some("stale (not what the sources give)"),
        ),
        (
            "submit/nowcoder_grid.rs",
            Some("missing (src/bin/nowcoder_grid.rs has no submission)"),
        ),
    ];
    let expected: Vec<(String, Option<String>)> = expected
        .iter()
        .map(|(path, why)| (path.to_string(), why.map(str::to_string)))
        .collect();
    if found != expected {
        return Err(format!("found {found:?}\nexpected {expected:?}").into());
    }
    Ok(())
}

/// Copies folder `from` to `to`, with everything in it.
fn copy_folder(from: &Path, to: &Path) -> Result<(), String> {
    let shown = |e: std::io::Error| format!("cannot copy {}: {e}", from.display());
    fs::create_dir_all(to).map_err(shown)?;
    for entry in fs::read_dir(from).map_err(shown)? {
        let entry = entry.map_err(shown)?;
        let target = to.join(entry.file_name());
        if entry.file_type().map_err(shown)?.is_dir() {
            copy_folder(&entry.path(), &target)?;
        } else {
            fs::copy(entry.path(), target).map_err(shown)?;
        }
    }
    Ok(())
}

//! The single-file submissions `submit/<bin>.rs`, checked as the judges will take them.
//!
//! Per binary, one named trial each:
//! - `submit::<bin>::fresh`: the committed file is exactly what `lab::bundle::bundle`
//!   gives, as `cargo lab bundle --check` says it, `submit/<bin>.rs: fresh` (else:
//!   regenerate with `cargo lab bundle`);
//! - `submit::<bin>::size_and_lints`: within the binary's size budget (its module's
//!   [`Own::submit_budget`](crate::support::Own), all well under Codeforces' 64 KiB), no
//!   lint allowance;
//! - `submit::<bin>::<rustc-version>::edition-<year>`: compiled alone in an empty folder
//!   with `rustc --edition <year> -O -D warnings`, then run on every sample of the binary
//!   (stdout byte for byte, exit status 0), by every judge's compiler this machine has:
//!   the default `rustc` (editions 2021 and 2024, and 2021 with `--cfg ONLINE_JUDGE` as
//!   LibreOJ passes it: `::online_judge`; `--cfg ONLINE_JUDGE` changes only code that
//!   names `ONLINE_JUDGE`, so a bundle that does not is checked for that instead of being
//!   built a second time), Debian's `/usr/bin/rustc` (1.63 on bookworm),
//!   rustup's 1.57.0 (the oldest Rust the files claim) and 1.89.0 (Codeforces' and
//!   AtCoder's, both editions). No diagnostic at all. A compiler that is missing shows as
//!   an ignored trial `submit::<bin>::<compiler>-not-installed` (`.ci/run` installs them).
//!
//! And once per compiler and edition: `submit::library::<rustc-version>::edition-<year>`,
//! `src/lib.rs` compiled as a library; and `submit::guard::src`, the language-version
//! guard over `src/` finding nothing.
//!
//! The compilations are trials of their own, so the harness runs them on its threads
//! side by side with the other tests (`--test-threads`, one per core by default).

use crate::support::{binary_names, own, repository, samples, trial};
use lab::bundle::rustc::{Compiler, Scratch, DEBIAN_RUSTC};
use libtest_mimic::{Failed, Trial};
use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::OnceLock;

/// Codeforces' limit on a submitted file.
const SIZE_LIMIT: usize = 64 * 1024;

pub fn trials() -> Vec<Trial> {
    let compilers = Compilers::find();
    let mut trials = Vec::new();
    for bin in binary_names() {
        trials.extend(bundle_trials(&bin, &compilers));
    }
    trials.extend(library_trials(&compilers));
    trials.push(trial("submit::guard::src", || {
        lab::bundle::check_sources(repository())
            .map_err(|found| format!("syntax newer than Rust 1.57 in src/:\n{found}").into())
    }));
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
            ("rustc-1.57.0", Compiler::rustup("1.57.0")),
            ("rustc-1.89.0", Compiler::rustup("1.89.0")),
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
            if compiler.has_edition_2024() {
                builds.push((compiler.clone(), "2024"));
            }
        }
        builds
    }
}

fn submit_path(bin: &str) -> PathBuf {
    repository().join("submit").join(format!("{bin}.rs"))
}

fn read(path: &Path) -> Result<String, Failed> {
    fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()).into())
}

fn bundle_trials(bin: &str, compilers: &Compilers) -> Vec<Trial> {
    let mut trials = Vec::new();
    let name = bin.to_string();
    trials.push(trial(format!("submit::{bin}::fresh"), move || {
        let (stdout, stderr) = bundle_check();
        if !stdout
            .lines()
            .any(|line| line == format!("submit/{name}.rs: fresh"))
        {
            return Err(format!("`cargo lab bundle --check` says\n{stdout}{stderr}").into());
        }
        Ok(())
    }));
    let name = bin.to_string();
    trials.push(trial(format!("submit::{bin}::size_and_lints"), move || {
        size_and_lints(&name, &read(&submit_path(&name))?)
    }));
    for (compiler, edition) in compilers.with_editions() {
        let trial_name = format!("submit::{bin}::{}::edition-{edition}", compiler.label());
        let name = bin.to_string();
        trials.push(trial(trial_name, move || {
            build_and_run(&name, &compiler, edition, false)
        }));
    }
    let (name, default) = (bin.to_string(), compilers.found[0].clone());
    let trial_name = format!("submit::{bin}::{}::online_judge", default.label());
    trials.push(trial(trial_name, move || {
        build_and_run(&name, &default, "2021", true)
    }));
    for missing in &compilers.missing {
        let trial_name = format!("submit::{bin}::{missing}-not-installed");
        trials.push(Trial::test(trial_name, || Ok(())).with_ignored_flag(true));
    }
    trials
}

/// What `cargo lab bundle --check` prints, run once: its stdout and stderr.
fn bundle_check() -> &'static (String, String) {
    static PRINTED: OnceLock<(String, String)> = OnceLock::new();
    PRINTED.get_or_init(|| {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_cargo-lab"))
            .args(["bundle", "--check"])
            .output()
            .expect("cargo lab runs");
        let text = |bytes: Vec<u8>| String::from_utf8(bytes).expect("UTF-8");
        (text(output.stdout), text(output.stderr))
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

/// Compiles `submit/<bin>.rs` alone in an empty folder under `edition`, then runs it on
/// every sample (with `online_judge`, a bundle that never names `ONLINE_JUDGE` is the
/// plain build).
fn build_and_run(
    bin: &str,
    compiler: &Compiler,
    edition: &str,
    online_judge: bool,
) -> Result<(), Failed> {
    if online_judge && !read(&submit_path(bin))?.contains("ONLINE_JUDGE") {
        return Ok(());
    }
    let scratch = Scratch::new("submit")?;
    let source = scratch.path().join(format!("{bin}.rs"));
    fs::copy(submit_path(bin), &source).map_err(|e| format!("cannot copy the bundle: {e}"))?;
    let exe = scratch.path().join(bin);
    let mut command = compiler.command();
    command.args(["--edition", edition, "-O", "-D", "warnings"]);
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
        let input = File::open(&sample.path).map_err(|e| format!("{e}"))?;
        let run = std::process::Command::new(&exe)
            .stdin(Stdio::from(input))
            .output()
            .map_err(|e| format!("cannot run the build: {e}"))?;
        let shown = sample.path.display();
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

/// `src/lib.rs` compiled as a library, with no warning, by every compiler and edition.
fn library_trials(compilers: &Compilers) -> Vec<Trial> {
    let trial = |(compiler, edition): (Compiler, &'static str)| {
        let name = format!("submit::library::{}::edition-{edition}", compiler.label());
        trial(name, move || {
            let scratch = Scratch::new("library")?;
            let built = compiler
                .command()
                .args(["--edition", edition, "--crate-type", "lib"])
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

//! The single-file submissions `submit/<bin>.rs`, checked as the judges will take them.
//!
//! Per binary, one named trial each:
//! - `submit::<bin>::fresh`: the committed file is exactly what `lab::bundle::bundle`
//!   gives, as `cargo lab bundle --check` says it, `submit/<bin>.rs: fresh` (else:
//!   regenerate with `cargo lab bundle`);
//! - `submit::<bin>::size_and_lints`: under Codeforces' 64 KiB, no lint allowance;
//! - `submit::<bin>::<rustc-version>::{plain,online_judge}`: compiled alone in an empty
//!   folder with `rustc --edition 2021 -O -D warnings` (and `--cfg ONLINE_JUDGE`), by the
//!   default `rustc` and by Debian's `/usr/bin/rustc` when it is there and another version;
//!   no diagnostic at all, then run on every sample of the binary (stdout byte for byte,
//!   exit status 0). `--cfg ONLINE_JUDGE` changes only code that names `ONLINE_JUDGE`:
//!   a bundle that does not is the plain program, so its `online_judge` trial checks that
//!   instead of building it a second time. Without Debian's compiler an ignored trial
//!   `submit::<bin>::debian-rustc-not-installed` says so (`apt-get install -y rustc`).
//!
//! And once: `library::<rustc-version>`, `src/lib.rs` compiled as a library by Debian's
//! rustc; `guard::src`, the language-version guard over `src/` finding nothing.

use lab::bundle::rustc::{Compiler, Scratch, DEBIAN_RUSTC};
use lab::testing::{binary_names, repository, samples};
use libtest_mimic::{Arguments, Failed, Trial};
use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::OnceLock;

/// Codeforces' limit on a submitted file.
const SIZE_LIMIT: usize = 64 * 1024;

fn main() {
    let compilers = Compilers::find();
    let mut trials = Vec::new();
    for bin in binary_names() {
        trials.extend(bundle_trials(&bin, &compilers));
    }
    trials.push(library_trial(&compilers));
    trials.push(Trial::test("guard::src", || {
        lab::bundle::check_sources(repository())
            .map_err(|found| format!("syntax newer than Rust 1.57 in src/:\n{found}").into())
    }));
    libtest_mimic::run(&Arguments::from_args(), trials).exit();
}

/// The compilers of this machine that the bundles are built with.
struct Compilers {
    default: Compiler,
    /// Debian's, when installed and another version than the default.
    debian: Result<Compiler, &'static str>,
}

impl Compilers {
    fn find() -> Self {
        let default = Compiler::default_rustc().expect("a default rustc on PATH");
        let debian = match Compiler::at(Path::new(DEBIAN_RUSTC)) {
            Ok(debian) if debian.version == default.version => Err("debian-rustc-is-the-default"),
            Ok(debian) => Ok(debian),
            Err(_) => Err("debian-rustc-not-installed"),
        };
        Compilers { default, debian }
    }

    /// Every compiler to build with.
    fn all(&self) -> Vec<Compiler> {
        std::iter::once(self.default.clone())
            .chain(self.debian.clone().ok())
            .collect()
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
    trials.push(Trial::test(format!("submit::{bin}::fresh"), move || {
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
    trials.push(Trial::test(
        format!("submit::{bin}::size_and_lints"),
        move || size_and_lints(&read(&submit_path(&name))?),
    ));
    for compiler in compilers.all() {
        for online_judge in [false, true] {
            let variant = if online_judge {
                "online_judge"
            } else {
                "plain"
            };
            let trial_name = format!("submit::{bin}::{}::{variant}", compiler.label());
            let (name, compiler) = (bin.to_string(), compiler.clone());
            trials.push(Trial::test(trial_name, move || {
                build_and_run(&name, &compiler, online_judge)
            }));
        }
    }
    if let Err(why) = compilers.debian {
        trials
            .push(Trial::test(format!("submit::{bin}::{why}"), || Ok(())).with_ignored_flag(true));
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

/// Under the size limit, and no `#[allow(...)]`, `#![allow(...)]` or `#[expect(...)]`.
fn size_and_lints(text: &str) -> Result<(), Failed> {
    if text.len() >= SIZE_LIMIT {
        return Err(format!("{} bytes, at least {SIZE_LIMIT}", text.len()).into());
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

/// Compiles `submit/<bin>.rs` alone in an empty folder, then runs it on every sample
/// (with `online_judge`, a bundle that never names `ONLINE_JUDGE` is the plain build).
fn build_and_run(bin: &str, compiler: &Compiler, online_judge: bool) -> Result<(), Failed> {
    if online_judge && !read(&submit_path(bin))?.contains("ONLINE_JUDGE") {
        return Ok(());
    }
    let scratch = Scratch::new("submit")?;
    let source = scratch.path().join(format!("{bin}.rs"));
    fs::copy(submit_path(bin), &source).map_err(|e| format!("cannot copy the bundle: {e}"))?;
    let exe = scratch.path().join(bin);
    let mut command = compiler.command();
    command.args(["--edition", "2021", "-O", "-D", "warnings"]);
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
        return Err(format!("{} on submit/{bin}.rs:\n{diagnostics}", compiler.label()).into());
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

/// `src/lib.rs` compiled as a library by Debian's rustc, with no warning.
fn library_trial(compilers: &Compilers) -> Trial {
    let debian = match &compilers.debian {
        Ok(debian) => debian.clone(),
        Err(why) => {
            return Trial::test(format!("library::{why}"), || Ok(())).with_ignored_flag(true)
        }
    };
    Trial::test(format!("library::{}", debian.label()), move || {
        let scratch = Scratch::new("library")?;
        let built = debian
            .command()
            .args([
                "--edition",
                "2021",
                "--crate-type",
                "lib",
                "--crate-name",
                "grid_games",
            ])
            .args(["-D", "warnings", "--out-dir"])
            .arg(scratch.path())
            .arg(repository().join("src/lib.rs"))
            .output()
            .map_err(|e| format!("cannot run {DEBIAN_RUSTC}: {e}"))?;
        let diagnostics = String::from_utf8_lossy(&built.stderr);
        if built.status.success() && diagnostics.is_empty() {
            Ok(())
        } else {
            Err(format!("{} on src/lib.rs:\n{diagnostics}", debian.label()).into())
        }
    })
}

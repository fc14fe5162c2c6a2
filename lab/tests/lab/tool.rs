//! `cargo lab` as its users meet it: its usage names it `cargo lab`; the binary
//! `cargo-lab` does the same work whether the alias of `.cargo/config.toml` runs it
//! (`cargo-lab <command>`) or Cargo runs it installed (`cargo-lab lab <command>`); and
//! README says how to install it, how to get the release binaries and how to test; and
//! `bundle` works on the checkout it runs in, not on the one it was built from.

use crate::support::{readme, repository};
use lab::scratch::Scratch;
use libtest_mimic::Trial;
use std::process::{Command, Output};

pub fn trials() -> Vec<Trial> {
    trials![
        the_usage_names_the_tool_cargo_lab,
        run_by_cargo_as_an_installed_subcommand_it_does_the_same,
        readme_gives_the_commands_of_a_newcomer,
        bundle_works_on_the_checkout_it_runs_in,
        the_engines_and_the_page_build_without_the_command_line_crates,
    ]
}

fn cargo_lab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cargo-lab"))
        .args(args)
        .output()
        .expect("cargo-lab runs")
}

fn text(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).expect("UTF-8")
}

fn the_usage_names_the_tool_cargo_lab() {
    for (args, usage) in [
        (&["--help"][..], "Usage: cargo lab <COMMAND>"),
        (&["bundle", "--help"], "Usage: cargo lab bundle [OPTIONS]"),
        (
            &["lab", "gen", "--help"],
            "Usage: cargo lab gen [OPTIONS] <PROBLEM>",
        ),
    ] {
        let help = text(cargo_lab(args).stdout);
        assert!(help.contains(usage), "{args:?} prints\n{help}");
    }
    let wrong = cargo_lab(&["no-such-command"]);
    assert_eq!(wrong.status.code(), Some(2));
    let message = text(wrong.stderr);
    let one_line = message.lines().count() == 1 && message.starts_with("cargo lab: ");
    let names = message.contains("`no-such-command`") || message.contains("'no-such-command'");
    assert!(
        one_line && names && message.contains("cargo lab --help"),
        "{message}"
    );
}

fn run_by_cargo_as_an_installed_subcommand_it_does_the_same() {
    for args in [&["gen", "list"][..], &["gen", "hdu4101", "random", "7"]] {
        let by_alias = cargo_lab(args);
        let installed = cargo_lab(&[&["lab"][..], args].concat());
        assert!(by_alias.status.success(), "{args:?}");
        assert!(installed.status.success(), "lab {args:?}");
        assert!(by_alias.stdout == installed.stdout, "{args:?}");
    }
}

/// README's first commands run the tests: the samples and the library's (`cargo test`),
/// and everything (`cargo test --workspace`, what CI runs); it says where the
/// release binaries land, and how to install the tool as `cargo lab` (this binary's name,
/// `cargo-lab`, is what makes Cargo run it for `cargo lab`).
fn readme_gives_the_commands_of_a_newcomer() {
    let readme = readme();
    let first_block = &readme[..readme.find("\n```\n").expect("a first block")];
    for command in ["cargo test ", "cargo test --workspace "] {
        assert!(
            first_block.contains(command),
            "README's first block: {command}"
        );
    }
    for words in [
        "cargo build --release -p grid-games",
        "target/release/<bin>",
        "cargo install --path lab",
        "`cargo-lab`",
    ] {
        assert!(readme.contains(words), "README does not say `{words}`");
    }
}

/// `cargo lab bundle --check` reads the checkout of the folder it runs in (found walking
/// up), not the one the binary was built from: in a copy of the library holding one binary and two
/// submissions, run from a folder below its root, it names the submission without a
/// binary (this checkout has both); outside any checkout it refuses with status 2.
fn bundle_works_on_the_checkout_it_runs_in() {
    let copy = Scratch::new("checkout").expect("a scratch folder");
    let root = copy.path();
    let copied = |path: &str| {
        let (from, to) = (repository().join(path), root.join(path));
        std::fs::create_dir_all(to.parent().expect("a folder")).expect("folders");
        std::fs::copy(from, to).expect("a file copied");
    };
    let mut folders = vec![repository().join("src")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("a folder of src/") {
            let path = entry.expect("an entry").path();
            let inside = path
                .strip_prefix(repository())
                .expect("inside the repository");
            match path.is_dir() {
                true if inside != std::path::Path::new("src/bin") => folders.push(path),
                true => {}
                false => copied(&inside.to_string_lossy()),
            }
        }
    }
    for path in [
        "Cargo.toml",
        "src/bin/ancient_go.rs",
        "submit/ancient_go.rs",
        "submit/hdu4101.rs",
    ] {
        copied(path);
    }
    let below = root.join("src/bin");
    let run = |dir: &std::path::Path| {
        Command::new(env!("CARGO_BIN_EXE_cargo-lab"))
            .args(["bundle", "--check"])
            .current_dir(dir)
            .output()
            .expect("cargo-lab runs")
    };
    let found = run(&below);
    let said = text(found.stderr);
    assert_eq!(found.status.code(), Some(1), "{said}");
    assert!(
        said.contains("submit/hdu4101.rs: no binary src/bin/hdu4101.rs"),
        "{said}"
    );
    assert!(text(found.stdout).contains("submit/ancient_go.rs: fresh"));
    let outside = run(&std::env::temp_dir());
    let said = text(outside.stderr);
    assert_eq!(outside.status.code(), Some(2), "{said}");
    assert!(
        said.lines().count() == 1 && said.contains("not inside a grid-games checkout"),
        "{said}"
    );
}

/// The crates of the command line alone: the engines and the page's crate, built for
/// wasm32, have none of them in their trees (wasm-bindgen's macro builds syn and
/// proc-macro2 on the host, a proc-macro edge left out here).
const COMMAND_LINE_CRATES: [&str; 6] = ["clap", "nix", "wait4", "indicatif", "syn", "proc-macro2"];

/// `cargo tree` of the engines (for any target) and of the page's crate for wasm32 names
/// none of [`COMMAND_LINE_CRATES`], and names what each is built of.
fn the_engines_and_the_page_build_without_the_command_line_crates() {
    let tree = |args: &[&str]| {
        let output = Command::new(env!("CARGO"))
            .args([
                "tree",
                "--offline",
                "--prefix",
                "none",
                "-e",
                "normal,no-proc-macro",
            ])
            .args(args)
            .current_dir(repository())
            .output()
            .expect("cargo tree runs");
        assert!(
            output.status.success(),
            "cargo tree {args:?}: {}",
            text(output.stderr)
        );
        let crates: Vec<String> = text(output.stdout)
            .lines()
            .filter_map(|line| line.split_whitespace().next().map(str::to_string))
            .collect();
        crates
    };
    let engines = tree(&["-p", "engines"]);
    let page = tree(&["-p", "web", "--target", "wasm32-unknown-unknown"]);
    for (name, crates, needs) in [
        ("engines", &engines, "serde_json"),
        ("web", &page, "wasm-bindgen"),
    ] {
        assert!(crates.iter().any(|c| c == needs), "{name}: {crates:?}");
        let found: Vec<&String> = crates
            .iter()
            .filter(|c| COMMAND_LINE_CRATES.contains(&c.as_str()))
            .collect();
        assert!(found.is_empty(), "{name} is built with {found:?}");
    }
}

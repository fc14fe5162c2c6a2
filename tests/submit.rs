//! Single-file submissions: `submit/<bin>.rs` is the binary's `main` followed by every
//! library module it uses, directly or through another module, as `mod name { ... }`.
//!
//! The library's modules are flat and refer to each other as `crate::name::Item`, so the
//! bundle is a concatenation (the approach of ac-library-rs's expander): the binary's
//! `grid_games::` becomes `crate::`, each module's `#[cfg(test)]` tail and doc comments are
//! dropped. Regenerate every bundle with
//!
//! ```sh
//! SUBMIT_UPDATE=1 cargo test --test submit
//! ```
//!
//! Without the switch these tests check that each committed bundle is exactly what the
//! sources give, compile it alone with plain `rustc --edition 2021 -O` (no crate, no
//! warning), run it on every sample of its binary and keep it under 64 KiB.

mod common;

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The library crate's name as binaries write it.
const LIBRARY: &str = "grid_games";
/// Codeforces' limit on a submitted file.
const SIZE_LIMIT: usize = 64 * 1024;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The binaries: every `src/bin/<name>.rs`.
fn binaries() -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(root().join("src/bin"))
        .expect("src/bin")
        .map(|entry| entry.expect("an entry of src/bin").path())
        .filter(|path| path.extension().is_some_and(|e| e == "rs"))
        .map(|path| path.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// The first path segment of every `prefix::segment` and `prefix::{a, b::c}` in `source`.
fn referenced_modules(source: &str, prefix: &str) -> BTreeSet<String> {
    let ident = |s: &str| -> String {
        s.trim_start()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let mut found = BTreeSet::new();
    let pattern = format!("{prefix}::");
    for (at, _) in source.match_indices(&pattern) {
        let rest = &source[at + pattern.len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let group = &group[..group.find('}').unwrap_or(group.len())];
            found.extend(group.split(',').map(ident).filter(|s| !s.is_empty()));
        } else {
            found.insert(ident(rest));
        }
    }
    found
}

/// The library's modules (`pub mod name;` in src/lib.rs).
fn library_modules() -> BTreeSet<String> {
    read(&root().join("src/lib.rs"))
        .lines()
        .filter_map(|line| line.trim().strip_prefix("pub mod "))
        .map(|rest| rest.trim_end_matches(';').to_string())
        .collect()
}

/// The modules `bin_source` needs: those it names and, transitively, those their bundled
/// code names (a module's tests, left out of the bundle, may use test-only modules).
fn needed_modules(bin_source: &str) -> BTreeSet<String> {
    let library = library_modules();
    let mut needed = BTreeSet::new();
    let mut pending: Vec<String> = referenced_modules(bin_source, LIBRARY)
        .into_iter()
        .collect();
    while let Some(name) = pending.pop() {
        assert!(
            library.contains(&name),
            "`{name}` is not a module of src/lib.rs"
        );
        if needed.insert(name.clone()) {
            pending.extend(referenced_modules(&module_body(&name), "crate"));
        }
    }
    needed
}

/// A module's code for the bundle: without its `#[cfg(test)]` tail (the tests module is
/// the last item of every module here) and without doc comments.
fn module_body(name: &str) -> String {
    let source = read(&root().join(format!("src/{name}.rs")));
    let mut body = String::new();
    let mut lines = source.lines().peekable();
    while let Some(line) = lines.next() {
        if line == "#[cfg(test)]" && lines.peek().is_some_and(|next| next.starts_with("mod ")) {
            break;
        }
        let code = line.trim_start();
        if !code.starts_with("//!") && !code.starts_with("///") {
            body.push_str(line);
            body.push('\n');
        }
    }
    body
}

/// The binary's code for the bundle: doc comments dropped, `use grid_games::{a, b};` of
/// whole modules dropped (the modules stand at the root of the bundle), every other
/// `grid_games::` path made `crate::`.
fn main_body(bin_source: &str) -> String {
    let library = library_modules();
    let imports_only_modules = |line: &str| {
        let Some(rest) = line.strip_prefix(&format!("use {LIBRARY}::")) else {
            return false;
        };
        let names = rest
            .trim_end_matches(';')
            .trim_start_matches('{')
            .trim_end_matches('}');
        names.split(',').all(|name| library.contains(name.trim()))
    };
    let kept: Vec<&str> = bin_source
        .lines()
        .filter(|line| !line.trim_start().starts_with("//!") && !imports_only_modules(line))
        .collect();
    kept.join("\n")
        .replace(&format!("{LIBRARY}::"), "crate::")
        .trim()
        .to_string()
}

/// A module's lines as a block: indented, with no leading, trailing or doubled blank line.
fn indented_block(code: &str) -> String {
    let mut block = String::new();
    let mut blank = true;
    for line in code.lines() {
        if line.trim().is_empty() {
            blank = true;
            continue;
        }
        if blank && !block.is_empty() {
            block.push('\n');
        }
        blank = false;
        block.push_str("    ");
        block.push_str(line);
        block.push('\n');
    }
    block
}

/// The whole single file for binary `bin`.
fn bundle(bin: &str) -> String {
    let bin_source = read(&root().join(format!("src/bin/{bin}.rs")));
    let modules = needed_modules(&bin_source);
    let names: Vec<&str> = modules.iter().map(String::as_str).collect();
    let mut out = format!(
        "// Single-file submission of `{bin}`, generated from src/bin/{bin}.rs and the modules\n\
         // {} of the grid-games crate by `SUBMIT_UPDATE=1 cargo test --test submit`.\n\
         // Do not edit: change the sources and regenerate.\n\n{}\n",
        names.join(", "),
        main_body(&bin_source)
    );
    for name in &modules {
        let block = indented_block(&module_body(name));
        out.push_str(&format!(
            "\n#[allow(dead_code)]\nmod {name} {{\n{block}}}\n"
        ));
    }
    out
}

fn submit_path(bin: &str) -> PathBuf {
    root().join("submit").join(format!("{bin}.rs"))
}

#[test]
fn bundles_are_fresh() {
    let update = std::env::var_os("SUBMIT_UPDATE").is_some();
    let mut stale = Vec::new();
    for bin in binaries() {
        let fresh = bundle(&bin);
        let path = submit_path(&bin);
        if update {
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            // Write then rename, so the test compiling the bundles never reads half a file.
            let partial = path.with_extension("rs.partial");
            fs::write(&partial, &fresh).unwrap();
            fs::rename(&partial, &path).unwrap();
        } else if fs::read_to_string(&path).ok().as_deref() != Some(fresh.as_str()) {
            stale.push(format!("submit/{bin}.rs"));
        }
    }
    assert!(
        stale.is_empty(),
        "stale or missing: {}\nregenerate with `SUBMIT_UPDATE=1 cargo test --test submit`",
        stale.join(", ")
    );
}

#[test]
fn bundles_fit_the_size_limit() {
    for bin in binaries() {
        let size = bundle(&bin).len();
        assert!(size < SIZE_LIMIT, "{bin}: {size} bytes, over {SIZE_LIMIT}");
    }
}

#[test]
fn committed_bundles_compile_alone_and_pass_the_samples() {
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join("submit");
    fs::create_dir_all(&work).unwrap();
    for bin in binaries() {
        let source = work.join(format!("{bin}.rs"));
        fs::copy(submit_path(&bin), &source).expect("a committed bundle");
        let exe = work.join(&bin);
        let compiled = Command::new("rustc")
            .args(["--edition", "2021", "-O", "-o"])
            .arg(&exe)
            .arg(&source)
            .current_dir(&work)
            .output()
            .expect("rustc runs");
        let diagnostics = String::from_utf8_lossy(&compiled.stderr);
        assert!(
            compiled.status.success(),
            "{bin} does not compile alone:\n{diagnostics}"
        );
        assert!(
            diagnostics.is_empty(),
            "{bin} compiles with warnings:\n{diagnostics}"
        );
        for sample in common::samples(&bin) {
            let run = Command::new(&exe)
                .stdin(Stdio::from(fs::File::open(&sample.path).unwrap()))
                .output()
                .unwrap();
            let shown = sample.path.display();
            assert!(run.status.success(), "{bin} failed on {shown}");
            assert_eq!(
                String::from_utf8_lossy(&run.stdout),
                sample.output,
                "{bin} on {shown}"
            );
        }
    }
}

//! The single-file submissions: `submit/<bin>.rs` is binary `bin`'s `main` and the items
//! of the library it reaches, pasted as `mod name { ... }` blocks.
//!
//! The library's modules are flat files that refer to each other as `crate::name::Item`,
//! so once each module is a `mod name` block at the root of one file, every path still
//! holds; only the binary's `grid_games::` becomes `crate::`. The bundler works on items,
//! not lines (`syn` parses every file):
//!
//! 1. Each file is cut into units: top-level items, each method (or associated const or
//!    type) of an impl or a trait, `use` declarations and each name they import
//!    (`model`). `#[cfg(test)]` items and doc comments are left out wherever they stand.
//! 2. Reachability by name (`reach`) keeps, from the binary's items, every unit some
//!    kept unit names, with the impls and trait impls of kept types. It keeps too much: it
//!    cannot tell which type's `len` a call `x.len()` means.
//! 3. rustc makes it exact (`prune`): the candidate is checked with the default `rustc`,
//!    whose `dead_code`, `unused_macros` and `unused_imports` reports name the units no
//!    path from `main` uses; they are removed (a trait item with the items implementing
//!    it) and the check repeated until rustc reports nothing. So a bundle compiles with
//!    `-D warnings` and needs no lint allowance (the submit test refuses one, which could
//!    hide dead code from rustc); a report that no removal can answer (an enum variant
//!    never made, a field never read) is an error naming the place in the library. The
//!    result is the same for a given compiler; the tests build each bundle with every
//!    compiler of the machine, which shows that the older ones agree.
//! 4. Each kept unit is copied from its original text, so formatting, `//` comments and
//!    literals stay as written; the body of a `mod` block is indented by four spaces,
//!    except the lines that continue a multi-line string literal (`render`). The problem's
//!    own module keeps its idea: its module documentation stands above its block as `//`
//!    comments.
//!
//! `cargo lab bundle` writes every bundle, the binaries side by side (a thread each: most of
//! the time is rustc's); the `submit::` tests (`cargo test -p lab --test lab -- submit`)
//! check that the committed ones are what [`bundle`] gives, and compile and run them with
//! every `rustc` of the machine.

mod items;
mod macros;
mod model;
mod prune;
mod reach;
mod refs;
mod render;
pub mod rustc;
mod source;
mod uses;

use model::Model;
use std::collections::{BTreeMap, BTreeSet};
use std::io::Write;
use std::path::{Path, PathBuf};

/// The single file of binary `bin` of the `grid-games` package at `root`.
pub fn bundle(root: &Path, bin: &str) -> Result<String, String> {
    let model = Model::load(root, bin)?;
    let compiler = rustc::Compiler::default_rustc()?;
    prune::fixed_point(&model, &compiler, bin)
}

/// The single files of binaries `bins` of the package at `root`, in their order, made side
/// by side: a thread each.
fn bundles(root: &Path, bins: &[&String]) -> Result<Vec<String>, String> {
    std::thread::scope(|scope| {
        let made: Vec<_> = bins
            .iter()
            .map(|bin| scope.spawn(|| bundle(root, bin)))
            .collect();
        made.into_iter()
            .map(|thread| thread.join().expect("a bundler thread"))
            .collect()
    })
}

/// `cargo lab bundle` in the checkout at `root`: writes every `submit/<bin>.rs` afresh (each written beside it, then
/// renamed over it, so that no reader sees half a file), printing its size, and removes
/// each submission whose binary is gone. With `check`, writes nothing: prints
/// `submit/<bin>.rs: fresh` for each file that is what the sources give, and each other
/// file of [`staleness`] on stderr as `cargo lab bundle: <path>: <why>`, then fails.
///
/// `Ok(false)` when a file is stale; `Err` for trouble (a source that does not bundle, a
/// file that cannot be written). Lines go to `out`; a reader that closed the pipe is told
/// nothing more, and no error.
pub fn regenerate(root: &Path, check: bool, out: &mut dyn Write) -> Result<bool, String> {
    if !check {
        return write_submissions(root, out).map(|()| true);
    }
    let files = staleness(root)?;
    for (path, why) in &files {
        match why {
            None => drop(writeln!(out, "{path}: fresh")),
            Some(why) => eprintln!("cargo lab bundle: {path}: {why}"),
        }
    }
    Ok(files.iter().all(|(_, why)| why.is_none()))
}

/// Every `submit/<name>.rs` there is or should be (one per binary `src/bin/<name>.rs`) of
/// the package at `root`, sorted, each with why it is stale (`None`: it is exactly what
/// the sources give): a submission without a binary, a binary without a submission, or a
/// submission that is not what the sources give.
pub fn staleness(root: &Path) -> Result<Vec<(String, Option<String>)>, String> {
    let binaries = rust_files(&root.join("src/bin"))?;
    let submitted = rust_files(&root.join("submit"))?;
    let both: Vec<&String> = binaries.intersection(&submitted).collect();
    let made: BTreeMap<_, _> = both.iter().copied().zip(bundles(root, &both)?).collect();
    let mut found = Vec::new();
    for name in binaries.union(&submitted) {
        let path = format!("submit/{name}.rs");
        let why = if !binaries.contains(name) {
            Some(format!("no binary src/bin/{name}.rs"))
        } else if !submitted.contains(name) {
            Some(format!("missing (src/bin/{name}.rs has no submission)"))
        } else if std::fs::read_to_string(root.join(&path)).ok().as_ref() != made.get(name) {
            Some("stale (not what the sources give)".to_string())
        } else {
            None
        };
        found.push((path, why));
    }
    Ok(found)
}

/// Writes the submission of every binary of the package at `root`, and removes those of
/// no binary.
fn write_submissions(root: &Path, out: &mut dyn Write) -> Result<(), String> {
    let binaries = rust_files(&root.join("src/bin"))?;
    let bins: Vec<&String> = binaries.iter().collect();
    for (bin, text) in bins.iter().zip(bundles(root, &bins)?) {
        let path = root.join(format!("submit/{bin}.rs"));
        let partial = path.with_extension("rs.partial");
        std::fs::write(&partial, &text)
            .and_then(|()| std::fs::rename(&partial, &path))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        let _ = writeln!(out, "submit/{bin}.rs: {} bytes", text.len());
    }
    for orphan in rust_files(&root.join("submit"))?.difference(&binaries) {
        let path = root.join(format!("submit/{orphan}.rs"));
        std::fs::remove_file(&path)
            .map_err(|e| format!("cannot remove {}: {e}", path.display()))?;
        let _ = writeln!(
            out,
            "submit/{orphan}.rs: removed (no binary src/bin/{orphan}.rs)"
        );
    }
    Ok(())
}

/// The stems of the `.rs` files of folder `dir`, sorted (`src/bin`: the binaries).
fn rust_files(dir: &Path) -> Result<BTreeSet<String>, String> {
    let paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .and_then(|listed| listed.map(|entry| Ok(entry?.path())).collect())
        .map_err(|e| format!("cannot list {}: {e}", dir.display()))?;
    let rust = |path: &PathBuf| path.extension().is_some_and(|e| e == "rs");
    let stem = |path: PathBuf| Some(path.file_stem()?.to_string_lossy().into_owned());
    Ok(paths.into_iter().filter(rust).filter_map(stem).collect())
}

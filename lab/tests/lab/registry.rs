//! The registry lists exactly the binaries of the root package, and every sample folder
//! belongs to one of them: a problem added without its entry, or an entry without its
//! binary or samples, or without its own module of the tests, fails here rather than
//! being skipped by every table-driven test.

use crate::support::{binary_names, own, repository, sample_folders, samples};
use lab::check::Check;
use lab::problem::Problem;
use lab::registry::entries;
use libtest_mimic::Trial;

pub fn trials() -> Vec<Trial> {
    trials![
        every_binary_has_exactly_one_entry,
        every_sample_folder_names_a_binary_and_every_binary_has_samples,
        every_problem_has_its_own_module_of_the_tests,
        the_docs_list_the_kinds_of_the_registry,
    ]
}

pub fn each<P: Check>() -> Vec<Trial> {
    each![P: every_entry_is_complete, the_samples_say_how_the_binary_counts_its_cases]
}

fn registered() -> Vec<String> {
    let mut names: Vec<String> = entries().iter().map(|e| e.name.to_string()).collect();
    names.sort();
    names
}

fn every_binary_has_exactly_one_entry() {
    let names = registered();
    let mut distinct = names.clone();
    distinct.dedup();
    assert_eq!(names, distinct, "a problem is registered twice");
    assert_eq!(
        names,
        binary_names(),
        "registry entries against src/bin/*.rs"
    );
}

fn every_sample_folder_names_a_binary_and_every_binary_has_samples() {
    assert_eq!(
        sample_folders(),
        binary_names(),
        "samples/ against src/bin/*.rs"
    );
    for bin in binary_names() {
        assert!(!samples(&bin).is_empty());
    }
}

/// Every problem lists judge-size kinds with distinct names, and its malformed inputs are
/// distinct.
fn every_entry_is_complete<P: Problem>() {
    let mut kinds: Vec<&str> = P::KINDS.iter().map(|k| k.name).collect();
    assert!(!kinds.is_empty(), "{} has no kind of input", P::NAME);
    kinds.sort_unstable();
    kinds.dedup();
    assert_eq!(kinds.len(), P::KINDS.len(), "{}: a kind twice", P::NAME);
    let malformed = (own(P::NAME).malformed)();
    assert!(!malformed.is_empty(), "{}: no malformed input", P::NAME);
    let mut inputs: Vec<&str> = malformed.iter().map(|m| m.input.as_str()).collect();
    inputs.sort_unstable();
    inputs.dedup();
    assert_eq!(
        inputs.len(),
        malformed.len(),
        "{}: a malformed input twice",
        P::NAME
    );
}

/// Every problem of the registry has its own module of the tests (`crate::OWN`), once.
fn every_problem_has_its_own_module_of_the_tests() {
    let mut modules: Vec<String> = crate::OWN.iter().map(|own| own.name.to_string()).collect();
    modules.sort();
    assert_eq!(
        modules,
        registered(),
        "the modules of crate::OWN against the registry"
    );
}

/// `samples/<bin>/format` says how the binary's input counts its cases, as the top-level
/// tests (tests/binaries.rs) read it: `counted`, `until-end` or `single`, the last
/// exactly for the problems of one case an input.
fn the_samples_say_how_the_binary_counts_its_cases<P: Problem>() {
    let path = repository().join("samples").join(P::NAME).join("format");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let word = text.split_whitespace().next().unwrap_or("");
    assert!(
        ["counted", "until-end", "single"].contains(&word),
        "{}: `{word}`",
        path.display()
    );
    assert_eq!(
        word == "single",
        P::JUDGE.max_cases == 1,
        "{}: `{word}`, and {} cases at most",
        path.display(),
        P::JUDGE.max_cases
    );
}

/// `cargo lab gen list` names every problem and kind of the registry, those built past
/// the guarantees marked `*` (and the mark explained), and docs/validate.md shows what it
/// prints.
fn the_docs_list_the_kinds_of_the_registry() {
    let mut listed: String = entries()
        .iter()
        .map(|entry| {
            let kinds: Vec<String> = entry
                .kinds
                .iter()
                .map(|kind| format!("{}{}", kind.name, if kind.beyond { "*" } else { "" }))
                .collect();
            format!("{}: {}\n", entry.name, kinds.join(" "))
        })
        .collect();
    if listed.contains('*') {
        listed += "*: past the statement's guarantees on purpose (cargo lab check leaves it out)\n";
    }
    let printed = std::process::Command::new(env!("CARGO_BIN_EXE_cargo-lab"))
        .args(["gen", "list"])
        .output()
        .expect("lab runs");
    let printed = String::from_utf8(printed.stdout).expect("UTF-8");
    assert_eq!(printed, listed, "`cargo lab gen list` against the registry");
    for name in ["README.md", "docs/validate.md"] {
        let page = repository().join(name);
        let page = std::fs::read_to_string(page).expect("a page of the documentation");
        assert!(
            page.contains(&format!("$ cargo lab gen list\n{printed}```")),
            "{name}'s `cargo lab gen list` is stale; it prints:\n{printed}"
        );
    }
}

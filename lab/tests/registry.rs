//! The registry lists exactly the binaries of the root package, and every sample folder
//! belongs to one of them: a problem added without its entry, or an entry without its
//! binary or samples, fails here rather than being skipped by every table-driven test.

use lab::problem::Problem;
use lab::registry::{entries, visit_all, Visitor};
use lab::testing::{binary_names, sample_folders, samples};

fn registered() -> Vec<String> {
    let mut names: Vec<String> = entries().iter().map(|e| e.name.to_string()).collect();
    names.sort();
    names
}

#[test]
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

#[test]
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
#[test]
fn every_entry_is_complete() {
    struct Complete;
    impl Visitor for Complete {
        fn visit<P: Problem>(&mut self) {
            let mut kinds: Vec<&str> = P::KINDS.iter().map(|k| k.name).collect();
            assert!(!kinds.is_empty(), "{} has no kind of input", P::NAME);
            kinds.sort_unstable();
            kinds.dedup();
            assert_eq!(kinds.len(), P::KINDS.len(), "{}: a kind twice", P::NAME);
            let malformed = P::malformed();
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
    }
    visit_all(&mut Complete);
}

/// `cargo lab gen list` names every problem and kind of the registry, those built past
/// the guarantees marked `*` (and the mark explained), and docs/validate.md shows what it
/// prints.
#[test]
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
        listed += "*: past the statement's guarantees on purpose (cargo lab check runs it with \
                   --beyond)\n";
    }
    let printed = std::process::Command::new(env!("CARGO_BIN_EXE_cargo-lab"))
        .args(["gen", "list"])
        .output()
        .expect("lab runs");
    let printed = String::from_utf8(printed.stdout).expect("UTF-8");
    assert_eq!(printed, listed, "`cargo lab gen list` against the registry");
    for name in ["README.md", "docs/validate.md"] {
        let page = lab::testing::repository().join(name);
        let page = std::fs::read_to_string(page).expect("a page of the documentation");
        assert!(
            page.contains(&format!("$ cargo lab gen list\n{printed}```")),
            "{name}'s `cargo lab gen list` is stale; it prints:\n{printed}"
        );
    }
}

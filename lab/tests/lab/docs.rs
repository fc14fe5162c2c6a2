//! The documentation as a clone holds it: README a map of at most 300 lines that links
//! every problem's page and single file; each page with its sections and its picture;
//! every relative link leading to a file of the repository; and no file pointing outside
//! the repository. (What the pages show that a command prints is compared with the
//! command by the tests of that command: `explain/`, `check.rs`, `registry.rs`.)

use crate::support::{document, repository};
use lab::problem::Problem;
use libtest_mimic::Trial;
use std::path::Path;
use std::process::Command;

pub fn trials() -> Vec<Trial> {
    trials![
        no_file_points_outside_the_repository,
        every_link_of_the_documentation_leads_to_a_file_of_the_repository,
    ]
}

pub fn each<P: Problem>() -> Vec<Trial> {
    each![P:
        readme_is_a_short_map_linking_every_page_and_single_file,
        each_problem_page_has_its_sections_its_picture_and_its_proof,
        each_problem_page_opens_with_the_limits_check_applies,
    ]
}

/// The most lines of README.md.
const README_LINES: usize = 300;

/// The sections of every problem's page, in order.
const PROBLEM_SECTIONS: [&str; 6] = [
    "## The rules",
    "## Input and output",
    "## Where the statement is silent",
    "## The idea",
    "## What the tests compare against",
    "## A board explained",
];

/// The files git tracks, as paths from the root of the repository.
fn tracked_files() -> Vec<String> {
    let output = Command::new("git")
        .args(["ls-files", "-z"])
        .current_dir(repository())
        .output()
        .expect("git runs");
    assert!(output.status.success(), "git ls-files fails");
    String::from_utf8(output.stdout)
        .expect("UTF-8 paths")
        .split('\0')
        .filter(|path| !path.is_empty())
        .map(str::to_string)
        .collect()
}

/// No tracked file names the folder beside the repository where its statements were
/// first kept, nor that folder's absolute path: a clone holds the rules itself, in
/// `docs/`. The patterns are built here, so that this file does not hold them.
fn no_file_points_outside_the_repository() {
    let beside = ["..", "shared"].join("/");
    let absolute = ["", "work", "shared"].join("/");
    let files = tracked_files();
    assert!(files.iter().any(|f| f == "README.md"), "{files:?}");
    for path in &files {
        let Ok(bytes) = std::fs::read(repository().join(path)) else {
            continue;
        };
        let text = String::from_utf8_lossy(&bytes);
        for pattern in [&beside, &absolute] {
            assert!(
                !text.contains(pattern.as_str()),
                "{path} mentions {pattern}"
            );
        }
    }
}

/// README is at most [`README_LINES`] lines and links every problem's page and single
/// file.
fn readme_is_a_short_map_linking_every_page_and_single_file<P: Problem>() {
    let readme = document("README.md");
    let lines = readme.lines().count();
    assert!(lines <= README_LINES, "README.md has {lines} lines");
    for target in [
        format!("docs/{}.md", P::NAME),
        format!("submit/{}.rs", P::NAME),
    ] {
        let link = format!("]({target})");
        assert!(readme.contains(&link), "README does not link {target}");
    }
}

/// Each problem's page has the sections of [`PROBLEM_SECTIONS`] in order, shows its
/// picture inline and links its module, the one home of the proof; a problem without an
/// explanation yet has neither the last section nor the picture.
fn each_problem_page_has_its_sections_its_picture_and_its_proof<P: Problem>() {
    let path = format!("docs/{}.md", P::NAME);
    let page = document(&path);
    let explained = lab::registry::entry(P::NAME).is_some_and(|e| e.explain.is_some());
    let sections = PROBLEM_SECTIONS.len() - usize::from(!explained);
    let mut at = 0;
    for section in &PROBLEM_SECTIONS[..sections] {
        let found = page[at..].find(&format!("\n{section}\n"));
        let found = found.unwrap_or_else(|| panic!("{path}: no `{section}` after byte {at}"));
        at += found + section.len();
    }
    let picture = format!("](explain/{}/case-1.svg)", P::NAME);
    let shown = page
        .match_indices(&picture)
        .any(|(i, _)| page[..i].rfind("![") > page[..i].rfind('\n'));
    assert!(
        shown || !explained,
        "{path}: no inline picture `![...]{picture}`"
    );
    let proof = format!("](../src/{}.rs)", P::NAME);
    assert!(page.contains(&proof), "{path}: no link to its module");
}

/// Each problem's page opens with the judge's limits that `cargo lab check` applies
/// ([`Problem::JUDGE`]): its time (C++) and memory, and how it compares the output.
fn each_problem_page_opens_with_the_limits_check_applies<P: Problem>() {
    let path = format!("docs/{}.md", P::NAME);
    let page = document(&path);
    let opening = page[..page.find("\n## ").expect("a section")].replace('\n', " ");
    let judge = P::JUDGE;
    let time = format!("{} s", judge.time.as_secs_f64());
    let memory = format!("{} MB", judge.memory >> 20);
    let compared = match judge.exact_whitespace {
        true => "compared byte for byte",
        false => "compares tokens",
    };
    for stated in [&time, &memory, compared] {
        assert!(
            opening.contains(stated),
            "{path} does not open with `{stated}`"
        );
    }
}

/// The relative links of `text`, a Markdown file in folder `dir` of the repository: each
/// target from the root of the repository, without its `#anchor`.
fn relative_links(text: &str, dir: &Path) -> Vec<String> {
    text.match_indices("](")
        .filter_map(|(i, _)| {
            let rest = &text[i + 2..];
            let target = &rest[..rest.find(')')?];
            let file = target.split('#').next().unwrap_or("");
            let external = file.is_empty() || file.contains("://") || file.starts_with("mailto:");
            (!external).then(|| normalise(&dir.join(file)))
        })
        .collect()
}

/// `path` with its `.` and `..` components resolved, as a `/`-separated string.
fn normalise(path: &Path) -> String {
    let mut parts: Vec<String> = Vec::new();
    for part in path.components() {
        match part.as_os_str().to_str().expect("UTF-8") {
            "." => {}
            ".." => assert!(
                parts.pop().is_some(),
                "{} leaves the repository",
                path.display()
            ),
            name => parts.push(name.to_string()),
        }
    }
    parts.join("/")
}

/// Every relative link of README.md and of `docs/*.md` leads to a file or folder of the
/// repository.
fn every_link_of_the_documentation_leads_to_a_file_of_the_repository() {
    let mut pages = vec!["README.md".to_string()];
    let docs = std::fs::read_dir(repository().join("docs")).expect("docs/");
    for entry in docs {
        let name = entry.expect("an entry of docs/").file_name();
        let name = name.to_string_lossy();
        if name.ends_with(".md") {
            pages.push(format!("docs/{name}"));
        }
    }
    let mut links = 0;
    for page in &pages {
        let dir = Path::new(page).parent().expect("a folder");
        for target in relative_links(&document(page), dir) {
            links += 1;
            assert!(
                repository().join(&target).exists(),
                "{page} links {target}, which is missing"
            );
        }
    }
    assert!(links > 30, "only {links} links");
}

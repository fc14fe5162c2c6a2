//! The JSON objects of `cargo lab explain --json`: the fields each problem's `explain`
//! module documents (its own module of the tests lists them), and the object
//! docs/explain.md shows.

use super::{explained, json};
use crate::support::{document, own, samples};
use lab::explain::{explain_case, Explain, Options};
use lab::problems::ancient_go::AncientGo;
use libtest_mimic::Trial;
use std::collections::BTreeSet;

pub fn trials() -> Vec<Trial> {
    trials![the_explain_page_shows_what_json_prints]
}

pub fn each<P: Explain>() -> Vec<Trial> {
    each![P: json_objects_have_the_documented_fields]
}

fn json_objects_have_the_documented_fields<P: Explain>() {
    let mut expected: BTreeSet<&str> = own(P::NAME).json_figures.iter().copied().collect();
    expected.extend(["case", "answer", "moves"]);
    for sample in samples(P::NAME) {
        for (i, case) in (1..).zip(P::read_input(sample.input)) {
            let object = json(&explain_case::<P>(i, &case).expect("an explanation"));
            let names: BTreeSet<&str> = object
                .as_object()
                .unwrap()
                .keys()
                .map(String::as_str)
                .collect();
            assert_eq!(names, expected, "{} {}", P::NAME, sample.name);
            assert_eq!(object["case"], i);
        }
    }
}

/// `docs/explain.md` shows the JSON of ancient_go's board: what `cargo lab explain
/// ancient_go --json < docs/explain/ancient_go.in` prints now.
fn the_explain_page_shows_what_json_prints() {
    let options = Options {
        json: true,
        ..Options::default()
    };
    let printed = explained::<AncientGo>(&options);
    let page = document("docs/explain.md");
    assert!(
        page.contains(&format!("```json\n{printed}```\n")),
        "docs/explain.md: the JSON is stale; it prints:\n{printed}"
    );
}

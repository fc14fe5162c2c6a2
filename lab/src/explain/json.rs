//! The explanation of a case as one line of JSON: `case`, `answer`, `moves`, then the
//! problem's figures (named in each problem's `explain` module).

use super::Report;
use serde_json::{Map, Value};

/// The fields every problem's object has; a problem's figures take other names.
pub const COMMON_FIELDS: [&str; 3] = ["case", "answer", "moves"];

/// One JSON object, on one line: `case` (1-based), `answer` (the binary's lines for the
/// case, without the last line end), `moves` (`[row, col]` pairs), and the figures.
pub fn render(report: &Report) -> String {
    let mut object = Map::new();
    object.insert("case".into(), report.case.into());
    let answer = report.answer.strip_suffix('\n').unwrap_or(&report.answer);
    object.insert("answer".into(), answer.into());
    let moves = report.moves.iter().map(|&[r, c]| Value::from(vec![r, c]));
    object.insert("moves".into(), Value::Array(moves.collect()));
    for (name, value) in &report.figures {
        assert!(
            !COMMON_FIELDS.contains(&name.as_str()),
            "a figure named `{name}`"
        );
        object.insert(name.clone(), value.clone());
    }
    Value::Object(object).to_string()
}

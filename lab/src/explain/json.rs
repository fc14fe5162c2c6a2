//! The explanation of a case as one line of JSON: `case`, `answer`, `moves`, then the
//! problem's figures (named in each problem's `explain` module).

use super::Report;
use serde_json::json;

/// The fields every problem's object has; a problem's figures take other names.
pub const COMMON_FIELDS: [&str; 3] = ["case", "answer", "moves"];

impl Report {
    /// The report as one JSON object, on one line (no line end): `case` (1-based),
    /// `answer` (the binary's lines for the case, without the last line end), `moves`
    /// (`[row, col]` pairs), and the figures.
    pub fn json(&self) -> String {
        let explanation = &self.explanation;
        let answer = self.answer.strip_suffix('\n').unwrap_or(&self.answer);
        let mut object = json!({"case": self.case, "answer": answer, "moves": explanation.moves});
        let figures = explanation.figures.as_object().expect("figures: an object");
        for (name, value) in figures {
            assert!(
                !COMMON_FIELDS.contains(&name.as_str()),
                "a figure named `{name}`"
            );
            object[name] = value.clone();
        }
        object.to_string()
    }
}

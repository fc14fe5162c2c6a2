//! The explanation of a case as one line of JSON: `case`, `answer`, `moves`, then the
//! problem's figures (named in each problem's `explain` module).

use super::Report;
use serde_json::Value;
use std::collections::BTreeMap;

impl Report {
    /// The report as one JSON object, on one line (no line end): `case` (1-based),
    /// `answer` (the binary's lines for the case, without the last line end), `moves`
    /// (`[row, col]` pairs), and the figures; the fields in the order of their names, as
    /// serde_json orders an object.
    ///
    /// Each field is written straight from its value, not through a `serde_json::Value`
    /// of the whole object: a judge-size board's million moves would be a million
    /// small arrays built, copied and dropped.
    pub fn json(&self) -> String {
        let explanation = &self.explanation;
        let answer = self.answer.strip_suffix('\n').unwrap_or(&self.answer);
        let json = |text: &str| Value::from(text).to_string();
        let moves = serde_json::to_string(&explanation.moves).expect("pairs of numbers");
        let mut fields = BTreeMap::from([
            ("case", self.case.to_string()),
            ("answer", json(answer)),
            ("moves", moves),
        ]);
        let figures = explanation.figures.as_object().expect("figures: an object");
        for (name, value) in figures {
            let named = fields.insert(name.as_str(), value.to_string());
            assert!(named.is_none(), "a figure named `{name}`");
        }
        let fields: Vec<String> = fields
            .iter()
            .map(|(name, value)| format!("{}:{value}", json(name)))
            .collect();
        format!("{{{}}}", fields.join(","))
    }
}

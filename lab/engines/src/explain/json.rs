//! The explanation of a case as one line of JSON: `case`, `answer`, `moves`, then the
//! problem's figures (named in each problem's `explain` module).

use super::{CellList, Report};
use serde_json::Value;
use std::collections::BTreeMap;
use std::io::{self, Write};

/// A field's value, written as JSON when its turn comes.
enum Field<'a> {
    Number(usize),
    Text(&'a str),
    Value(&'a Value),
    Cells(&'a [[usize; 2]]),
    List(&'a CellList),
}

impl Report {
    /// The report as one JSON object, on one line (no line end): see [`Report::write_json`].
    pub fn json(&self) -> String {
        let mut json = Vec::new();
        self.write_json(&mut json).expect("writing to memory");
        String::from_utf8(json).expect("JSON is UTF-8")
    }

    /// Writes the report as one JSON object, on one line (no line end): `case` (1-based),
    /// `answer` (the binary's lines for the case, without the last line end), `moves`
    /// (`[row, col]` pairs), and the figures; the fields in the order of their names, as
    /// serde_json orders an object.
    ///
    /// Each field is written straight from its value to `out`, not through a
    /// `serde_json::Value` of the whole object nor a string of it: a judge-size board's
    /// million moves would be a million small arrays built, copied and dropped. O(the
    /// object's length) time, O(the number of fields) memory.
    pub fn write_json(&self, out: &mut dyn Write) -> io::Result<()> {
        let explanation = &self.explanation;
        let answer = self.answer.strip_suffix('\n').unwrap_or(&self.answer);
        let mut fields = BTreeMap::from([
            ("case", Field::Number(self.case)),
            ("answer", Field::Text(answer)),
            ("moves", Field::Cells(&explanation.moves)),
        ]);
        let figures = explanation.figures.as_object().expect("figures: an object");
        let named = figures
            .iter()
            .map(|(name, value)| (name.as_str(), Field::Value(value)));
        let cells = explanation.cell_figures.iter();
        let listed = cells.map(|(name, cells)| (*name, Field::List(cells)));
        for (name, field) in named.chain(listed) {
            let before = fields.insert(name, field);
            assert!(before.is_none(), "a figure named `{name}`");
        }
        out.write_all(b"{")?;
        for (i, (name, field)) in fields.iter().enumerate() {
            if i > 0 {
                out.write_all(b",")?;
            }
            serde_json::to_writer(&mut *out, name)?;
            out.write_all(b":")?;
            match field {
                Field::Number(n) => serde_json::to_writer(&mut *out, n),
                Field::Text(text) => serde_json::to_writer(&mut *out, text),
                Field::Value(value) => serde_json::to_writer(&mut *out, value),
                Field::Cells(cells) => serde_json::to_writer(&mut *out, cells),
                Field::List(list) => Ok(write_list(out, list)?),
            }?;
        }
        out.write_all(b"}")
    }
}

/// `list` as serde_json writes a list of pairs: `[[r,c],[r,c]]`. O(its length).
fn write_list(out: &mut dyn Write, list: &CellList) -> io::Result<()> {
    out.write_all(b"[")?;
    for (i, [r, c]) in list.iter().enumerate() {
        let comma = if i > 0 { "," } else { "" };
        write!(out, "{comma}[{r},{c}]")?;
    }
    out.write_all(b"]")
}

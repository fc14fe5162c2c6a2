//! Inputs written with mixed separators, recording where each token stands: for checking
//! that readers take any layout, and that errors point at the right line and column.

use super::Rng;

/// A header, then tokens each followed by a separator drawn at random (spaces, a tab, line
/// ends, CRLF).
pub struct Layout {
    pub text: String,
    /// The `line:column` where each token starts, counted while writing it.
    pub positions: Vec<String>,
}

impl Layout {
    /// `header` must end with a line end.
    pub fn new(header: &str, tokens: &[String], rng: &mut Rng) -> Layout {
        const SEPARATORS: [&str; 7] = [" ", " ", " ", "  ", "\t", "\n", "\r\n"];
        debug_assert!(header.ends_with('\n'));
        let mut layout = Layout {
            text: header.to_string(),
            positions: Vec::new(),
        };
        let (mut line, mut line_start) = (1 + header.matches('\n').count(), header.len());
        for token in tokens {
            let col = layout.text.len() - line_start + 1;
            layout.positions.push(format!("{line}:{col}"));
            layout.text.push_str(token);
            let separator = SEPARATORS[rng.below(SEPARATORS.len() as u64) as usize];
            layout.text.push_str(separator);
            if separator.ends_with('\n') {
                line += 1;
                line_start = layout.text.len();
            }
        }
        layout
    }
}

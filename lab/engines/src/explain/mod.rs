//! Why each answer holds: what `cargo lab explain` writes and the page shows.
//!
//! For each case of a judge input: the answer lines exactly as the binary prints them,
//! the reasoning on this board in the terms of the proof in the library module's docs
//! (with the numbers that decide it), the winning moves of the player to move, and the
//! board ([`picture`]), drawn as text ([`text`]: boards of at most [`text::MAX_COLUMNS`]
//! columns, in colour or plain letters), as SVG ([`svg`]) or, on the page, on a canvas.
//! As JSON ([`json`]), one object per case: `case` (1-based), `answer` (the case's answer
//! lines without the last line end), `moves` (`[row, col]` in the input's coordinates:
//! 0-based `X Y` for hdu4678, 1-based elsewhere) and the figures of the reasoning, named
//! in the doc of each problem's `explain` module
//! (`lab/engines/src/problems/<problem>/explain.rs`).
//!
//! Each case is explained by [`Explain::explain`], which computes its reasoning with the
//! lab's own code and the library's public building blocks. [`explain_case`] checks that
//! the reasoning reaches the library solver's answer; the callers check that the answer
//! lines, written from the statement, are the binary's output byte for byte; either
//! failing is an internal error, never a silent disagreement.

pub mod json;
pub mod picture;
pub mod svg;
pub mod text;

use crate::problem::Problem;
use picture::Picture;
use serde_json::Value;

/// What `cargo lab explain` needs of a problem besides [`Problem`]; implemented in each
/// problem's `explain.rs`.
pub trait Explain: Problem {
    /// Why the answer to `case` holds, in the terms of the library module's proof: the
    /// answer the reasoning reaches (checked against the library's solver) and the
    /// explanation. Callable on any one case, e.g. a shrunk counterexample.
    fn explain(case: &Self::Case) -> (Self::Answer, Explanation);
}

/// Why an answer holds, as a problem's `explain` computes it for one case.
#[derive(Clone, Debug)]
pub struct Explanation {
    /// The gist in one short line (under the answer in the SVG's title).
    pub summary: String,
    /// The reasoning, line by line.
    pub reasoning: Vec<String>,
    /// The winning moves of the player to move, in the input's coordinates.
    pub moves: Vec<[usize; 2]>,
    /// The figures of the reasoning, a JSON object by name.
    pub figures: Value,
    /// More figures, each a long list of cells by name, kept compact ([`CellList`]): as
    /// a `Value`, a cell costs some hundred bytes (its array and two numbers), here 4.
    /// Written beside [`Explanation::figures`], in the order of the names.
    pub cell_figures: Vec<(&'static str, CellList)>,
    /// The board with the deciding cells and the moves.
    pub picture: Picture,
}

impl Explanation {
    pub fn new(
        summary: String,
        reasoning: Vec<String>,
        moves: Vec<[usize; 2]>,
        figures: Value,
        picture: Picture,
    ) -> Self {
        Explanation {
            summary,
            reasoning,
            moves,
            figures,
            cell_figures: Vec::new(),
            picture,
        }
    }

    /// This explanation with the figure `name`, the list `cells` (see
    /// [`Explanation::cell_figures`]).
    pub fn with_cell_figure(mut self, name: &'static str, cells: CellList) -> Self {
        self.cell_figures.push((name, cells));
        self
    }
}

/// Cells of a board `cols` wide, each kept as its row-major index in 4 bytes (a
/// `[usize; 2]` takes 16), given as `[row, col]` pairs: long lists of a judge-size board.
/// Invariant: every index is below 2^32 (boards of at most `u32::MAX` cells).
#[derive(Clone, Debug)]
pub struct CellList {
    cols: usize,
    cells: Vec<u32>,
}

impl CellList {
    /// The list of `cells`, row-major indices on a board `cols` wide, stored in exactly
    /// their room (counted first); panics on an index of 2^32 or more. O(cells) time.
    pub fn new(cols: usize, cells: impl Iterator<Item = usize> + Clone) -> Self {
        let index = |cell: usize| u32::try_from(cell).expect("a board of under 2^32 cells");
        let mut list = Vec::with_capacity(cells.clone().count());
        list.extend(cells.map(index));
        CellList { cols, cells: list }
    }

    pub fn len(&self) -> usize {
        self.cells.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The cells as `[row, col]` pairs, in the list's order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = [usize; 2]> + '_ {
        let cols = self.cols;
        self.cells
            .iter()
            .map(move |&c| [c as usize / cols, c as usize % cols])
    }

    /// As [`cells_or_none`] shows cells: at most `most`, then how many more.
    pub fn shown(&self, most: usize) -> String {
        match self.is_empty() {
            true => "none".to_string(),
            false => at_most(self.iter().map(|[r, c]| format!("({r}, {c})")), most).join(" "),
        }
    }
}

/// The explanation of case `case` of an input, with its answer lines.
#[derive(Clone, Debug)]
pub struct Report {
    pub problem: &'static str,
    /// 1-based.
    pub case: usize,
    /// The case's answer lines, each ending in `\n`, as the binary prints them.
    pub answer: String,
    pub explanation: Explanation,
}

/// [`Report::text`] is in [`text`], [`Report::json`] in [`json`].
impl Report {
    /// The picture as a standalone SVG document.
    pub fn svg(&self) -> String {
        let case = format!("{} case {}", self.problem, self.case);
        let heading = match self.answer.lines().count() {
            1 => format!("{case}: {}", self.answer.trim_end()),
            lines => format!("{case}: an answer of {lines} lines"),
        };
        let title = [heading, self.explanation.summary.clone()];
        svg::render(&self.explanation.picture, &title)
    }
}

/// Explains case `index` (1-based) of problem `P`: the answer lines from the library's
/// solver, and `P::explain`'s reasoning, which must reach the same answer (an `Err` says
/// how they differ).
pub fn explain_case<P: Explain>(index: usize, case: &P::Case) -> Result<Report, String> {
    let answer = P::solve(case);
    let (verdict, explanation) = P::explain(case);
    if verdict != answer {
        return Err(format!(
            "{} case {index}: the explanation reaches {verdict:?}, the solver {answer:?}",
            P::NAME
        ));
    }
    Ok(Report {
        problem: P::NAME,
        case: index,
        answer: P::answer_lines(index, &answer),
        explanation,
    })
}

/// The explanation of `case` as plain text, or why there is none (the reasoning
/// disagrees with the solver): what a check's report shows of a failing case.
pub fn reasoning<P: Explain>(case: &P::Case) -> String {
    match explain_case::<P>(1, case) {
        Ok(report) => report.text(false),
        Err(disagreement) => format!("(no explanation: {disagreement})\n"),
    }
}

/// `n` and `noun`, plural unless `n` is 1 (`count(3, "cell")` is `3 cells`).
pub fn count(n: usize, noun: &str) -> String {
    match n {
        1 => format!("1 {noun}"),
        _ => format!("{n} {noun}s"),
    }
}

/// Up to `most` of `items` as lines, then a line saying how many more there are.
pub fn at_most(items: impl ExactSizeIterator<Item = String>, most: usize) -> Vec<String> {
    let total = items.len();
    let mut lines: Vec<String> = items.take(most).collect();
    if total > most {
        lines.push(format!("... and {} more (all in --json)", total - most));
    }
    lines
}

/// `cells` as `(r, c)` pairs joined by spaces, at most `most` of them, then how many more.
pub fn cell_list(cells: &[[usize; 2]], most: usize) -> String {
    let shown = cells.iter().map(|[r, c]| format!("({r}, {c})"));
    at_most(shown, most).join(" ")
}

/// [`cell_list`], or `none` when there is no cell.
pub fn cells_or_none(cells: &[[usize; 2]], most: usize) -> String {
    match cells {
        [] => "none".to_string(),
        _ => cell_list(cells, most),
    }
}

//! The `run_<problem>` targets: a binary's whole `run` on arbitrary bytes.
//!
//! What must hold on every input: no panic (libFuzzer reports one); a failure is one line;
//! warnings are whole lines; and the answers written before an error are exactly those of
//! the complete cases before it. The cases are found from the format's rules
//! ([`Format::cases`], which counts tokens with the plain reader): the input is cut just
//! after the last case the run answered, and the cut input must give the same answers
//! (and no error, when it is a whole input); cut one case earlier, the answers must be
//! fewer (cut just after the count `T`, there are none, and the error is in case 1). A run that ends without error must have answered every declared case, and for
//! a format with a count warns exactly when tokens follow the last case.
//!
//! Inputs whose headers give a board of more than [`MOST_CELLS`] cells are skipped: a
//! header alone can ask hdu4678 for a board of 10^12 cells, and one of 10^6 takes
//! milliseconds to solve, which would slow the fuzzer down a hundredfold
//! (sizes above the limits are the tests' business, not the fuzzer's).

use crate::formats::{Count, Format};
use grid_games::judge::Failure;
use engines::problem::Problem;

/// The largest board of an input the targets run.
pub const MOST_CELLS: u64 = 1 << 16;

/// What a run wrote, and how it ended.
struct Run {
    output: Vec<u8>,
    warnings: String,
    /// The case of an input error (`None`: before the first case) and its message.
    failure: Option<(Option<usize>, String)>,
}

impl Run {
    /// Runs `P`'s `run` on `input` in memory.
    fn of<P: Problem>(input: &[u8]) -> Run {
        let (mut output, mut warnings) = (Vec::new(), Vec::new());
        let failure = P::run(input, &mut output, &mut warnings).err().map(|f| {
            let message = f.to_string();
            assert!(!message.contains('\n'), "a failure of two lines: {message}");
            match f {
                Failure::Input { case, .. } => (case, message),
                Failure::Output(error) => panic!("writing to memory failed: {error}"),
            }
        });
        let warnings = String::from_utf8(warnings).expect("warnings in UTF-8");
        assert!(
            warnings.is_empty() || (warnings.ends_with('\n') && !warnings.contains("\n\n")),
            "warnings are not whole lines: {warnings:?}"
        );
        Run {
            output,
            warnings,
            failure,
        }
    }

    /// Whether the run warned of tokens after the last case.
    fn warned_after_last_case(&self) -> bool {
        self.warnings
            .lines()
            .any(|line| line.starts_with("warning after the last case"))
    }
}

/// Checks `P`'s run on `input`, of the format `format`; panics on a breach.
pub fn check<P: Problem>(input: &[u8], format: &Format) {
    let cases = format.cases(input);
    if cases.most_cells > MOST_CELLS {
        return;
    }
    let full = Run::of::<P>(input);
    let answered = match &full.failure {
        Some((case, _)) => case.map_or(0, |case| case - 1),
        None => {
            let declared = cases
                .declared
                .expect("a count T read by a run without error");
            assert_eq!(
                cases.ends.len() as u64,
                declared,
                "a run without error on an input of fewer complete cases than declared"
            );
            match format.count {
                Count::UntilEnd => assert!(!cases.more, "a run without error on a cut case"),
                _ => assert_eq!(
                    full.warned_after_last_case(),
                    cases.more,
                    "a warning about what follows the last case, or none, wrongly"
                ),
            }
            cases.ends.len()
        }
    };
    assert!(
        answered <= cases.ends.len(),
        "{answered} cases answered, of {} complete ones",
        cases.ends.len()
    );
    let cut = |k: usize| {
        k.checked_sub(1)
            .map_or(cases.start, |last| cases.ends[last])
    };
    let upto = Run::of::<P>(&input[..cut(answered)]);
    assert_eq!(
        upto.output, full.output,
        "the answers differ from those of the {answered} complete cases alone"
    );
    let whole_input = format.count == Count::UntilEnd || Some(answered as u64) == cases.declared;
    if whole_input {
        assert_eq!(upto.failure, None, "an error on the complete cases alone");
    } else if cut(answered) > 0 {
        let case = upto.failure.as_ref().map(|f| f.0);
        assert_eq!(case, Some(Some(answered + 1)), "cut after case {answered}");
    }
    if answered > 0 {
        let before = Run::of::<P>(&input[..cut(answered - 1)]);
        assert!(
            before.output.len() < full.output.len() && full.output.starts_with(&before.output),
            "the answers of the first {} cases are not those of the first {answered} less one",
            answered - 1
        );
    }
}

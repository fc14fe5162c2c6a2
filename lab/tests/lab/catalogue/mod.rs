//! The catalogues of malformed inputs, one file per problem (each problem's own module
//! of the tests hands its catalogue to the generic tests: [`crate::support::Own`]).

pub mod ancient_go;
pub mod hdu4101;
pub mod hdu4678;
pub mod loj6033;
pub mod nowcoder_grid;

/// A malformed input, what the binary prints on stdout, and its one stderr line (without
/// the `<problem>: ` the binary writes before it): an input error and exit status 1, or,
/// for input answered whole that deserves a word (more after the last case), a warning
/// and exit status 0.
#[derive(Clone, Debug)]
pub struct Malformed {
    pub input: String,
    pub stdout: String,
    pub stderr: String,
    /// Whether the line is a warning (the answers stand, exit status 0).
    pub warning: bool,
}

impl Malformed {
    /// An input error.
    pub fn new(input: &str, stdout: &str, stderr: &str) -> Self {
        Malformed {
            input: input.to_string(),
            stdout: stdout.to_string(),
            stderr: stderr.to_string(),
            warning: false,
        }
    }

    /// An input answered whole, with a warning.
    pub fn warning(input: &str, stdout: &str, stderr: &str) -> Self {
        Malformed {
            warning: true,
            ..Malformed::new(input, stdout, stderr)
        }
    }
}

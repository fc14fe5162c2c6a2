//! The committed samples, `samples/<problem>/<name>.in` with their `.out`, built into the
//! engines (see `build.rs`): the engines read no file.

/// A committed sample: its problem, its name (the file's stem), its input and the
/// binary's output on it.
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    pub problem: &'static str,
    pub name: &'static str,
    pub input: &'static str,
    pub output: &'static str,
}

impl Sample {
    /// Its input's path in the repository, `samples/<problem>/<name>.in`.
    pub fn path(&self) -> String {
        format!("samples/{}/{}.in", self.problem, self.name)
    }
}

/// Every sample, by problem then by name.
pub const ALL: &[Sample] = include!(concat!(env!("OUT_DIR"), "/samples.rs"));

/// The samples of `problem`, sorted by name; panics when there is none.
pub fn samples(problem: &str) -> Vec<Sample> {
    let found: Vec<Sample> = ALL
        .iter()
        .filter(|s| s.problem == problem)
        .copied()
        .collect();
    assert!(!found.is_empty(), "{problem} has no sample");
    found
}

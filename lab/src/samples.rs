//! The committed samples, `samples/<bin>/<name>.in` with their `.out`, read from the
//! checkout the lab was built from.

use std::path::{Path, PathBuf};

/// The root of the repository (the `grid-games` package).
pub fn repository() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

/// A committed sample: `samples/<bin>/<name>.in` and the text of its `.out`.
pub struct Sample {
    pub name: String,
    pub path: PathBuf,
    pub input: String,
    pub output: String,
}

/// Every sample of binary `bin`, sorted by name; panics when there is none.
pub fn samples(bin: &str) -> Vec<Sample> {
    let dir = repository().join("samples").join(bin);
    let read = |path: &Path| {
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    };
    let mut found: Vec<Sample> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a sample file").path())
        .filter(|path| path.extension().is_some_and(|e| e == "in"))
        .map(|path| Sample {
            name: path.file_stem().unwrap().to_string_lossy().into_owned(),
            input: read(&path),
            output: read(&path.with_extension("out")),
            path,
        })
        .collect();
    assert!(!found.is_empty(), "{bin} has no sample");
    found.sort_by(|a, b| a.path.cmp(&b.path));
    found
}

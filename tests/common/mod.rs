//! Helpers shared by the integration tests: the seeded generators, every solver, the
//! committed samples and in-process runs.
#![allow(dead_code, unused_imports)] // each test crate uses a part of this module

use grid_games::judge::Failure;

#[path = "../gen/mod.rs"]
pub mod gen;
pub mod layout;
pub mod solvers;

pub use gen::Rng;
pub use layout::Layout;

/// Runs a solver's `run` on `input` (text or any bytes) in memory: its output, and the
/// one-line failure message if it stopped early.
pub fn run_in_memory<'a, I: AsRef<[u8]> + ?Sized>(
    run: impl FnOnce(&'a [u8], &mut Vec<u8>) -> Result<(), Failure>,
    input: &'a I,
) -> (String, Option<String>) {
    let mut output = Vec::new();
    let failure = run(input.as_ref(), &mut output)
        .err()
        .map(|f| f.to_string());
    (
        String::from_utf8(output).expect("answers are UTF-8"),
        failure,
    )
}

/// The five binaries, and the path Cargo built each at (`None` while it does not exist);
/// an error for a name that is none of them.
pub fn built_binary(name: &str) -> Result<Option<&'static str>, String> {
    match name {
        "ancient_go" => Ok(option_env!("CARGO_BIN_EXE_ancient_go")),
        "hdu4101" => Ok(option_env!("CARGO_BIN_EXE_hdu4101")),
        "hdu4678" => Ok(option_env!("CARGO_BIN_EXE_hdu4678")),
        "loj6033" => Ok(option_env!("CARGO_BIN_EXE_loj6033")),
        "nowcoder_grid" => Ok(option_env!("CARGO_BIN_EXE_nowcoder_grid")),
        other => Err(format!("`{other}` names no binary of this crate")),
    }
}

/// A committed sample: `samples/<bin>/<name>.in` and the text of its `.out`.
pub struct Sample {
    pub path: std::path::PathBuf,
    pub input: String,
    pub output: String,
}

/// Every sample of binary `bin`, sorted by name; panics when there is none.
pub fn samples(bin: &str) -> Vec<Sample> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("samples")
        .join(bin);
    let read = |path: &std::path::Path| {
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    };
    let mut found: Vec<Sample> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a sample file").path())
        .filter(|path| path.extension().is_some_and(|e| e == "in"))
        .map(|path| Sample {
            input: read(&path),
            output: read(&path.with_extension("out")),
            path,
        })
        .collect();
    assert!(!found.is_empty(), "{bin} has no sample");
    found.sort_by(|a, b| a.path.cmp(&b.path));
    found
}

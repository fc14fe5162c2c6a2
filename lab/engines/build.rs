//! Builds the committed samples into the engines (`samples/<problem>/<name>.in` with its
//! `.out`, at the root of the repository): the engines read no file, so the page and an
//! installed `cargo lab` offer the samples of the sources they were built from.

use std::fmt::Write;
use std::path::{Path, PathBuf};

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../samples");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut problems: Vec<PathBuf> = entries(&root).filter(|p| p.is_dir()).collect();
    problems.sort();
    let mut code = String::from("&[\n");
    for folder in &problems {
        println!("cargo:rerun-if-changed={}", folder.display());
        let problem = name(folder);
        let mut inputs: Vec<PathBuf> = entries(folder)
            .filter(|p| p.extension().is_some_and(|e| e == "in"))
            .collect();
        inputs.sort();
        for input in inputs {
            let output = input.with_extension("out");
            writeln!(
                code,
                "    Sample {{ problem: {problem:?}, name: {:?}, input: include_str!({:?}), \
                 output: include_str!({:?}) }},",
                name(&input),
                input.canonicalize().expect("a sample").display(),
                output.canonicalize().expect("a sample's output").display(),
            )
            .expect("writing to a string");
        }
    }
    code.push(']');
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("OUT_DIR"));
    std::fs::write(out.join("samples.rs"), code).expect("writing samples.rs");
}

/// The entries of `dir`.
fn entries(dir: &Path) -> impl Iterator<Item = PathBuf> {
    let read = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    read.map(|entry| entry.expect("a folder entry").path())
}

/// A file's or folder's name without its extension.
fn name(path: &Path) -> String {
    path.file_stem()
        .expect("a name")
        .to_string_lossy()
        .into_owned()
}

//! The checkout a command works on (`bundle`: its sources and `submit/`): the folder the
//! command runs in or the nearest one above it holding the `grid-games` package, whoever
//! built the lab and wherever its target folder is.

use std::path::{Path, PathBuf};

/// The root of the checkout holding the current folder.
pub fn current() -> Result<PathBuf, String> {
    let here =
        std::env::current_dir().map_err(|e| format!("cannot tell the current folder: {e}"))?;
    root_above(&here).ok_or_else(|| {
        format!(
            "{} is not inside a grid-games checkout (no Cargo.toml of the package \
             `grid-games` there or above): run it in the repository",
            here.display()
        )
    })
}

/// The nearest of `folder` and the folders above it whose `Cargo.toml` declares the
/// package `grid-games`. O(depth) files read.
pub fn root_above(folder: &Path) -> Option<PathBuf> {
    let declares = |dir: &Path| {
        let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap_or_default();
        manifest
            .lines()
            .any(|line| line.trim() == "name = \"grid-games\"")
    };
    folder
        .ancestors()
        .find(|dir| declares(dir))
        .map(Path::to_path_buf)
}

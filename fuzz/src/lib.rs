//! The fuzz targets' checks, one module per kind of target (docs/fuzzing.md lists the
//! targets); each target in `fuzz_targets/` only hands the fuzzer's bytes to one of them.
//!
//! The references are independent of what they check: the plain [`reader`] (and the case
//! layouts of [`formats`], built on it) is written from the rules of the input format, not
//! from the scanner; the brute forces are the lab's, which play each game from its rules.
//! The library is reached through `grid_games::scanner` (the `scanner` target),
//! `grid_games::judge::Failure` and the lab's registry (`run` and solvers of each
//! problem), and `engines::problems::hdu4678` (its play and the cell-by-cell flood).

pub mod chunks;
pub mod formats;
pub mod mine_rows;
pub mod reader;
pub mod scanner;
pub mod small;
pub mod validate;
pub mod whole_run;

#[cfg(test)]
mod docs {
    use std::collections::BTreeSet;

    fn read(path: &str) -> String {
        let path = format!("{}/{path}", env!("CARGO_MANIFEST_DIR"));
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    /// The names in backquotes of the first column of the targets table.
    fn documented_targets() -> BTreeSet<String> {
        let page = read("../docs/fuzzing.md");
        let section = page.split("## Targets").nth(1).expect("a Targets section");
        let table = section.split("\n## ").next().unwrap();
        let rows = table.lines().filter(|line| line.starts_with("| `"));
        let first_columns = rows.map(|row| row.split('|').nth(1).unwrap().to_string());
        first_columns
            .flat_map(|column| {
                let names: Vec<String> = column
                    .split('`')
                    .skip(1)
                    .step_by(2)
                    .map(String::from)
                    .collect();
                names
            })
            .collect()
    }

    /// What `cargo fuzz list` lists: the `[[bin]]` targets of the manifest.
    fn manifest_targets() -> BTreeSet<String> {
        let manifest = read("Cargo.toml");
        let bins = manifest.split("[[bin]]").skip(1);
        bins.map(|bin| {
            let name = bin.lines().find_map(|line| line.strip_prefix("name = "));
            name.expect("a named target").trim_matches('"').to_string()
        })
        .collect()
    }

    #[test]
    fn docs_list_every_target_and_its_file() {
        let targets = manifest_targets();
        assert_eq!(documented_targets(), targets);
        for target in &targets {
            read(&format!("fuzz_targets/{target}.rs"));
        }
    }

    #[test]
    fn docs_give_the_largest_board_the_run_targets_take() {
        let power = crate::whole_run::MOST_CELLS.trailing_zeros();
        assert_eq!(crate::whole_run::MOST_CELLS, 1 << power);
        assert!(read("../docs/fuzzing.md").contains(&format!("more than 2^{power} cells")));
    }
}

//! Runs every `samples/<bin>/<name>.in` through the real binary `<bin>` and compares its
//! standard output byte for byte with `samples/<bin>/<name>.out`. One test per file,
//! named `<bin>::<name>`; a sample whose binary has not landed yet is reported ignored.

mod common;

use libtest_mimic::{Arguments, Failed, Trial};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn run_sample(exe: &str, input: &Path) -> Result<(), Failed> {
    let expected_path = input.with_extension("out");
    let expected = fs::read(&expected_path)
        .map_err(|e| format!("cannot read {}: {e}", expected_path.display()))?;
    let output = Command::new(exe)
        .stdin(Stdio::from(fs::File::open(input)?))
        .output()?;
    if !output.status.success() {
        return Err(format!(
            "exit status {}; stderr: {}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        )
        .into());
    }
    if output.stdout != expected {
        return Err(format!(
            "stdout differs from {}\n--- expected\n{}--- got\n{}",
            expected_path.display(),
            String::from_utf8_lossy(&expected),
            String::from_utf8_lossy(&output.stdout)
        )
        .into());
    }
    Ok(())
}

fn sample_inputs() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
    let mut inputs: Vec<PathBuf> = fs::read_dir(&root)
        .expect("the samples/ folder")
        .flat_map(|dir| fs::read_dir(dir.expect("a samples/ entry").path()).expect("a folder"))
        .map(|file| file.expect("a sample file").path())
        .filter(|path| path.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort();
    inputs
}

fn trial(input: PathBuf) -> Trial {
    let bin = input
        .parent()
        .and_then(Path::file_name)
        .unwrap()
        .to_string_lossy()
        .into_owned();
    let name = input.file_stem().unwrap().to_string_lossy().into_owned();
    let exe = common::built_binary(&bin).map_err(|e| format!("samples/{bin}/: {e}"));
    let ignored = matches!(exe, Ok(None));
    Trial::test(format!("{bin}::{name}"), move || match exe {
        Ok(Some(exe)) => run_sample(exe, &input),
        Ok(None) => Ok(()),
        Err(message) => Err(message.into()),
    })
    .with_ignored_flag(ignored)
}

fn main() {
    let args = Arguments::from_args();
    let trials = sample_inputs().into_iter().map(trial).collect();
    libtest_mimic::run(&args, trials).exit();
}

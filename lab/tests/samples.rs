//! Runs every `samples/<bin>/<name>.in` through the real binary `<bin>` and compares its
//! standard output byte for byte with `samples/<bin>/<name>.out`: one test per sample,
//! named `<bin>::<name>`.

use lab::testing::{built_binary, sample_folders, samples, Sample};
use libtest_mimic::{Arguments, Failed, Trial};
use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};

fn run_sample(exe: &Path, sample: &Sample) -> Result<(), Failed> {
    let output = Command::new(exe)
        .stdin(Stdio::from(fs::File::open(&sample.path)?))
        .output()?;
    if !output.status.success() {
        return Err(format!(
            "exit status {}; stderr: {}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        )
        .into());
    }
    if output.stdout != sample.output.as_bytes() {
        return Err(format!(
            "stdout differs from {}.out\n--- expected\n{}--- got\n{}",
            sample.name,
            sample.output,
            String::from_utf8_lossy(&output.stdout)
        )
        .into());
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let trials = sample_folders()
        .into_iter()
        .flat_map(|bin| samples(&bin))
        .map(|sample| {
            let bin = sample
                .path
                .parent()
                .and_then(Path::file_name)
                .expect("samples/<bin>/<name>.in")
                .to_string_lossy()
                .into_owned();
            Trial::test(format!("{bin}::{}", sample.name), move || {
                run_sample(&built_binary(&bin), &sample)
            })
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}

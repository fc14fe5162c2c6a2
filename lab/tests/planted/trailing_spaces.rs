//! A solution that prints the right answers with a space before each line end: runs the
//! program its first argument names (the reference binary) and rewrites its output (PE
//! where the judge compares byte for byte).
use std::io::Write;
use std::process::{Command, Stdio};

fn main() {
    let reference = std::env::args_os().nth(1).unwrap();
    let output = Command::new(reference).stdin(Stdio::inherit()).output().unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    std::io::stdout().write_all(text.replace('\n', " \n").as_bytes()).unwrap();
}

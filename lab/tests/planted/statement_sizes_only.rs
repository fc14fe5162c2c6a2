//! A solution sized for the statement's limits, as one with fixed arrays is: it gives up
//! (exit status 3) when the first two numbers of the input, the board's sides, pass its
//! second argument, and otherwise answers as the program its first argument names.
use std::io::{Read, Write};
use std::process::{Command, Stdio};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let limit: usize = args[2].parse().unwrap();
    let mut input = Vec::new();
    std::io::stdin().read_to_end(&mut input).unwrap();
    let text = String::from_utf8_lossy(&input);
    let sides = text.split_ascii_whitespace().take(2).map(|t| t.parse::<usize>().unwrap());
    if sides.into_iter().any(|side| side > limit) {
        std::process::exit(3);
    }
    let mut reference = Command::new(&args[1])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    reference.stdin.take().unwrap().write_all(&input).unwrap();
    let output = reference.wait_with_output().unwrap();
    std::io::stdout().write_all(&output.stdout).unwrap();
}

//! ancient_go with the classic wrong answer planted: a group's liberties counted stone by
//! stone, so a liberty next to two of its stones counts twice. Built with `--cfg fixed`,
//! the same solution counting each liberty once.

use std::io::{self, Read, Write};

const PLANTED: bool = !cfg!(fixed);

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace();
    let t: usize = tokens.next().unwrap().parse().unwrap();
    let mut out = String::new();
    for case in 1..=t {
        let board: Vec<u8> = (0..9).flat_map(|_| tokens.next().unwrap().bytes()).collect();
        let verdict = if can_kill(&board) { "Can kill" } else { "Can not kill" };
        out += &format!("Case #{case}: {verdict} in one move!!!\n");
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}

fn neighbours(i: usize) -> Vec<usize> {
    let (r, c) = (i / 9, i % 9);
    let mut out = Vec::new();
    if r > 0 {
        out.push(i - 9);
    }
    if r < 8 {
        out.push(i + 9);
    }
    if c > 0 {
        out.push(i - 1);
    }
    if c < 8 {
        out.push(i + 1);
    }
    out
}

/// Whether some white group has exactly one liberty.
fn can_kill(board: &[u8]) -> bool {
    let mut seen = [false; 81];
    for start in 0..81 {
        if board[start] != b'o' || seen[start] {
            continue;
        }
        let (mut stack, mut liberties, mut counted) = (vec![start], 0, [false; 81]);
        seen[start] = true;
        while let Some(i) = stack.pop() {
            for j in neighbours(i) {
                if board[j] == b'o' && !seen[j] {
                    seen[j] = true;
                    stack.push(j);
                } else if board[j] == b'.' && (PLANTED || !counted[j]) {
                    counted[j] = true;
                    liberties += 1;
                }
            }
        }
        if liberties == 1 {
            return true;
        }
    }
    false
}

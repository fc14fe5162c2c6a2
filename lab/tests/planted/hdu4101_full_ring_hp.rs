//! hdu4101 with a classic wrong answer planted: the ring stones next to the outside count
//! with all their hit points, not all but one (the last hit opens the way to the
//! treasure). Built with `--cfg fixed`, the same solution without the bug.

use std::io::{self, Read, Write};

const PLANTED: bool = !cfg!(fixed);

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace().map(|t| t.parse::<i64>().unwrap());
    let mut out = String::new();
    while let Some(n) = tokens.next() {
        let (n, m) = (n as usize, tokens.next().unwrap() as usize);
        let cells: Vec<i64> = (0..n * m).map(|_| tokens.next().unwrap()).collect();
        out += if ali_wins(n, m, &cells) { "Ali Win\n" } else { "Baba Win\n" };
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}

fn neighbours(n: usize, m: usize, i: usize) -> Vec<usize> {
    let (r, c) = (i / m, i % m);
    let mut out = Vec::new();
    if r > 0 {
        out.push(i - m);
    }
    if r + 1 < n {
        out.push(i + m);
    }
    if c > 0 {
        out.push(i - 1);
    }
    if c + 1 < m {
        out.push(i + 1);
    }
    out
}

/// Ali wins when the treasure's region reaches the border, or when the free hits (every
/// hit point the outside reaches without breaking the treasure's ring, and all but one
/// of each ring stone it reaches) are odd.
fn ali_wins(n: usize, m: usize, cells: &[i64]) -> bool {
    let border = |i: usize| i / m == 0 || i / m == n - 1 || i % m == 0 || i % m == m - 1;
    let treasure = cells.iter().position(|&v| v == -1).unwrap();
    let mut region = vec![false; n * m];
    let mut stack = vec![treasure];
    region[treasure] = true;
    while let Some(i) = stack.pop() {
        for j in neighbours(n, m, i) {
            if !region[j] && cells[j] == 0 {
                region[j] = true;
                stack.push(j);
            }
        }
    }
    if (0..n * m).any(|i| region[i] && border(i)) {
        return true;
    }
    let ring: Vec<bool> = (0..n * m)
        .map(|i| !region[i] && neighbours(n, m, i).iter().any(|&j| region[j]))
        .collect();
    let mut seen = vec![false; n * m];
    let mut stack: Vec<usize> = (0..n * m).filter(|&i| border(i) && !ring[i]).collect();
    for &i in &stack {
        seen[i] = true;
    }
    let mut hits = 0i64;
    while let Some(i) = stack.pop() {
        hits += cells[i];
        for j in neighbours(n, m, i) {
            if !seen[j] && !ring[j] {
                seen[j] = true;
                stack.push(j);
            }
        }
    }
    for i in (0..n * m).filter(|&i| ring[i]) {
        if border(i) || neighbours(n, m, i).iter().any(|&j| seen[j]) {
            hits += if PLANTED { cells[i] } else { cells[i] - 1 };
        }
    }
    hits % 2 == 1
}

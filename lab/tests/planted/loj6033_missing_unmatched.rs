//! loj6033 with a classic wrong answer planted: the search for the cells some maximum
//! matching leaves unmatched starts from every unmatched cell but the last one. Built
//! with `--cfg fixed`, the same solution starting from all of them.

use std::io::{self, Read, Write};

const PLANTED: bool = !cfg!(fixed);

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace();
    let n: usize = tokens.next().unwrap().parse().unwrap();
    let m: usize = tokens.next().unwrap().parse().unwrap();
    let free: Vec<bool> = (0..n).flat_map(|_| tokens.next().unwrap().bytes()).map(|b| b == b'.').collect();
    let wins = alice_wins(n, m, &free);
    let mut out = format!("{}\n", wins.len());
    for i in wins {
        out += &format!("{} {}\n", i / m + 1, i % m + 1);
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}

fn neighbours(n: usize, m: usize, free: &[bool], i: usize) -> Vec<usize> {
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
    out.retain(|&j| free[j]);
    out
}

/// Kuhn's augmenting path from the cell `u` of the first colour.
fn augment(u: usize, n: usize, m: usize, free: &[bool], mate: &mut [Option<usize>], seen: &mut [bool]) -> bool {
    for v in neighbours(n, m, free, u) {
        if seen[v] {
            continue;
        }
        seen[v] = true;
        let taken = mate[v];
        if taken.is_none() || augment(taken.unwrap(), n, m, free, mate, seen) {
            mate[v] = Some(u);
            mate[u] = Some(v);
            return true;
        }
    }
    false
}

/// The cells some maximum matching leaves unmatched: the unmatched ones, and those an
/// even alternating path reaches from one.
fn alice_wins(n: usize, m: usize, free: &[bool]) -> Vec<usize> {
    let mut mate = vec![None; n * m];
    for u in (0..n * m).filter(|&u| free[u] && (u / m + u % m) % 2 == 0) {
        augment(u, n, m, free, &mut mate, &mut vec![false; n * m]);
    }
    let mut sources: Vec<usize> = (0..n * m).filter(|&i| free[i] && mate[i].is_none()).collect();
    if PLANTED {
        sources.pop();
    }
    let mut win = vec![false; n * m];
    for &s in &sources {
        win[s] = true;
    }
    while let Some(x) = sources.pop() {
        for y in neighbours(n, m, free, x) {
            let w = mate[y].unwrap();
            if !win[w] {
                win[w] = true;
                sources.push(w);
            }
        }
    }
    (0..n * m).filter(|&i| win[i]).collect()
}

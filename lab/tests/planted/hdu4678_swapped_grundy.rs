//! hdu4678 with a classic wrong answer planted: the Grundy values of a blank region with
//! an even and with an odd number of numbers around it swapped (2 and 1 instead of 1 and
//! 2). Built with `--cfg fixed`, the same solution without the bug.

use std::io::{self, Read, Write};

const PLANTED: bool = !cfg!(fixed);

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap());
    let t = tokens.next().unwrap();
    let mut out = String::new();
    for case in 1..=t {
        let (n, m, k) = (tokens.next().unwrap(), tokens.next().unwrap(), tokens.next().unwrap());
        let mut mine = vec![false; n * m];
        for _ in 0..k {
            let (x, y) = (tokens.next().unwrap(), tokens.next().unwrap());
            mine[x * m + y] = true;
        }
        let winner = if first_wins(n, m, &mine) { "Xiemao" } else { "Fanglaoshi" };
        out += &format!("Case #{case}: {winner}\n");
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}

fn around(n: usize, m: usize, i: usize) -> Vec<usize> {
    let (r, c) = (i / m, i % m);
    let mut out = Vec::new();
    for nr in r.saturating_sub(1)..(r + 2).min(n) {
        for nc in c.saturating_sub(1)..(c + 2).min(m) {
            if (nr, nc) != (r, c) {
                out.push(nr * m + nc);
            }
        }
    }
    out
}

/// The XOR of the games: each blank region with the c numbers around it (1 for even c,
/// 2 for odd), each number next to no blank (1).
fn first_wins(n: usize, m: usize, mine: &[bool]) -> bool {
    let number: Vec<usize> = (0..n * m)
        .map(|i| around(n, m, i).iter().filter(|&&j| mine[j]).count())
        .collect();
    let blank = |i: usize| !mine[i] && number[i] == 0;
    let (even, odd) = if PLANTED { (2, 1) } else { (1, 2) };
    let mut seen = vec![false; n * m];
    let mut taken = vec![false; n * m];
    let mut xor = 0;
    for start in 0..n * m {
        if !blank(start) || seen[start] {
            continue;
        }
        let (mut stack, mut numbers) = (vec![start], 0);
        seen[start] = true;
        while let Some(i) = stack.pop() {
            for j in around(n, m, i) {
                if blank(j) && !seen[j] {
                    seen[j] = true;
                    stack.push(j);
                } else if !mine[j] && !blank(j) && !taken[j] {
                    taken[j] = true;
                    numbers += 1;
                }
            }
        }
        xor ^= if numbers % 2 == 0 { even } else { odd };
    }
    for i in 0..n * m {
        if !mine[i] && !blank(i) && !taken[i] {
            xor ^= 1;
        }
    }
    xor != 0
}

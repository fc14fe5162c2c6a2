//! ancient_go answered by the one-liberty rule on legal positions, but `Can not kill` on
//! every illegal one (a group of either colour without liberty), which the statement
//! rules out: it differs from the reference only past the guarantees, as some accepted
//! solutions of the original judge do.

use std::io::{self, Read, Write};

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace();
    let t: usize = tokens.next().unwrap().parse().unwrap();
    let mut out = String::new();
    for case in 1..=t {
        let board: Vec<u8> = (0..9).flat_map(|_| tokens.next().unwrap().bytes()).collect();
        let liberties = group_liberties(&board);
        let legal = liberties.iter().all(|&(_, count)| count > 0);
        let kill = legal && liberties.iter().any(|&(colour, count)| colour == b'o' && count == 1);
        let verdict = if kill { "Can kill" } else { "Can not kill" };
        out += &format!("Case #{case}: {verdict} in one move!!!\n");
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}

fn neighbours(i: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (i / 9, i % 9);
    [
        (r > 0).then(|| i - 9),
        (r < 8).then(|| i + 9),
        (c > 0).then(|| i - 1),
        (c < 8).then(|| i + 1),
    ]
    .into_iter()
    .flatten()
}

/// Every group's colour and number of distinct liberties.
fn group_liberties(board: &[u8]) -> Vec<(u8, usize)> {
    let mut seen = [false; 81];
    let mut groups = Vec::new();
    for start in 0..81 {
        if board[start] == b'.' || seen[start] {
            continue;
        }
        let (mut stack, mut counted, mut liberties) = (vec![start], [false; 81], 0);
        seen[start] = true;
        while let Some(i) = stack.pop() {
            for j in neighbours(i) {
                if board[j] == board[start] && !seen[j] {
                    seen[j] = true;
                    stack.push(j);
                } else if board[j] == b'.' && !counted[j] {
                    counted[j] = true;
                    liberties += 1;
                }
            }
        }
        groups.push((board[start], liberties));
    }
    groups
}

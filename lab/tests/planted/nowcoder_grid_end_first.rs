//! nowcoder_grid with a classic wrong answer planted: the last cell (n,m) is taken for a
//! draw before the letter on it is looked at. Built with `--cfg fixed`, the same solution
//! looking at the letter first.

use std::io::{self, Read, Write};

const PLANTED: bool = !cfg!(fixed);

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace();
    let t: usize = tokens.next().unwrap().parse().unwrap();
    let mut out = String::new();
    for _ in 0..t {
        let n: usize = tokens.next().unwrap().parse().unwrap();
        let _m = tokens.next().unwrap();
        let grid: Vec<&[u8]> = (0..n).map(|_| tokens.next().unwrap().as_bytes()).collect();
        let words: Vec<&str> = [b'A', b'.', b'B']
            .iter()
            .map(|&goal| if can_force(&grid, goal) { "yes" } else { "no" })
            .collect();
        out += &format!("{}\n", words.join(" "));
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}

/// Whether Alice can force the game to end on `goal` (`A` a win, `.` a draw, `B` a
/// loss), cell by cell from the last one back.
fn can_force(grid: &[&[u8]], goal: u8) -> bool {
    let (n, m) = (grid.len(), grid[0].len());
    let mut force = vec![vec![false; m]; n];
    for r in (0..n).rev() {
        for c in (0..m).rev() {
            let last = (r, c) == (n - 1, m - 1);
            force[r][c] = match grid[r][c] {
                _ if PLANTED && last => goal == b'.',
                b'A' | b'B' => grid[r][c] == goal,
                _ if last => goal == b'.',
                _ => {
                    let moves: Vec<bool> = [(r + 1, c), (r, c + 1)]
                        .iter()
                        .filter(|&&(r, c)| r < n && c < m)
                        .map(|&(r, c)| force[r][c])
                        .collect();
                    match (r + c) % 2 == 0 {
                        true => moves.iter().any(|&f| f),
                        false => moves.iter().all(|&f| f),
                    }
                }
            };
        }
    }
    force[0][0]
}

//! nowcoder_grid against a brute force written from the rules: minimax over the right and
//! down moves, one question at a time (can Alice force a win? a draw? a loss?).

mod common;

use common::{run_in_memory, Rng};
use grid_games::nowcoder_grid::{self, solve, Board, Forcible};
use itertools::iproduct;
use proconio::input;
use proconio::marker::Bytes;
use proconio::source::once::OnceSource;

type Rows = Vec<Vec<u8>>;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Goal {
    Win,
    Draw,
    Loss,
}

/// Whether Alice can force `goal` once the piece stands on (r, c) (0-based): a letter or
/// the last cell ends the game; otherwise the player to move (Alice after an even number
/// of moves) picks right or down. `memo` caches the answers per cell (`None`: unknown).
fn can_force(g: &Rows, (r, c): (usize, usize), goal: Goal, memo: &mut [Option<bool>]) -> bool {
    let (n, m) = (g.len(), g[0].len());
    match g[r][c] {
        b'A' => return goal == Goal::Win,
        b'B' => return goal == Goal::Loss,
        _ if (r, c) == (n - 1, m - 1) => return goal == Goal::Draw,
        _ => {}
    }
    if let Some(known) = memo[r * m + c] {
        return known;
    }
    let mut moves = [(r + 1, c), (r, c + 1)]
        .into_iter()
        .filter(|&(r, c)| r < n && c < m);
    let alice_moves = (r + c) % 2 == 0;
    let forced = match alice_moves {
        true => moves.any(|to| can_force(g, to, goal, memo)),
        false => moves.all(|to| can_force(g, to, goal, memo)),
    };
    memo[r * m + c] = Some(forced);
    forced
}

fn brute_force(g: &Rows) -> Forcible {
    let ask = |goal| can_force(g, (0, 0), goal, &mut vec![None; g.len() * g[0].len()]);
    Forcible {
        win: ask(Goal::Win),
        draw: ask(Goal::Draw),
        loss: ask(Goal::Loss),
    }
}

/// The judge's line, spelled out here rather than taken from the solver.
fn answer_line(f: Forcible) -> String {
    let word = |yes: bool| if yes { "yes" } else { "no" };
    format!("{} {} {}\n", word(f.win), word(f.draw), word(f.loss))
}

fn board(g: &Rows) -> Board {
    let mut b = Board::default();
    b.clear(g[0].len());
    for row in g {
        b.push_row(row);
    }
    b
}

fn render(grids: &[Rows]) -> String {
    let mut text = format!("{}\n", grids.len());
    for g in grids {
        text += &format!("{} {}\n", g.len(), g[0].len());
        for row in g {
            text += std::str::from_utf8(row).unwrap();
            text.push('\n');
        }
    }
    text
}

fn random_grid(rng: &mut Rng, rows: usize, cols: usize, letters: f64) -> Rows {
    let mut cell = || match rng.chance(letters) {
        false => b'.',
        true if rng.chance(0.5) => b'A',
        true => b'B',
    };
    (0..rows)
        .map(|_| (0..cols).map(|_| cell()).collect())
        .collect()
}

/// Checks `solve` on each grid, then the whole batch through `run` as one input.
fn check_against_brute_force(grids: &[Rows]) -> [usize; 3] {
    let mut yes = [0; 3];
    let mut expected_output = String::new();
    for g in grids {
        let expected = brute_force(g);
        assert_eq!(
            solve(&board(g)),
            expected,
            "\n{}",
            render(std::slice::from_ref(g))
        );
        for (count, said) in yes
            .iter_mut()
            .zip([expected.win, expected.draw, expected.loss])
        {
            *count += usize::from(said);
        }
        expected_output += &answer_line(expected);
    }
    let (out, failure) = run_in_memory(nowcoder_grid::run, &render(grids));
    assert_eq!(failure, None);
    assert_eq!(out, expected_output);
    yes
}

/// 20,000 grids up to 5x5 at several densities, with letters forced at the start or at the end
/// now and then; every fifth grid is one row or one column.
#[test]
fn agrees_with_brute_force_on_random_small_grids() {
    let mut rng = Rng::new(6_2022);
    let mut yes = [0; 3];
    let mut grids = 0;
    for _ in 0..200 {
        let batch: Vec<Rows> = (0..100)
            .map(|i| {
                let (mut rows, mut cols) = (rng.range(1, 5), rng.range(1, 5));
                if i % 5 == 0 {
                    (rows, cols) = if rng.chance(0.5) {
                        (1, cols)
                    } else {
                        (rows, 1)
                    };
                }
                let letters = [0.0, 0.1, 0.25, 0.5, 0.8][rng.range(0, 4)];
                let mut g = random_grid(&mut rng, rows, cols, letters);
                for (r, c) in [(0, 0), (rows - 1, cols - 1)] {
                    if rng.chance(0.2) {
                        g[r][c] = if rng.chance(0.5) { b'A' } else { b'B' };
                    }
                }
                g
            })
            .collect();
        let counts = check_against_brute_force(&batch);
        for (total, count) in yes.iter_mut().zip(counts) {
            *total += count;
        }
        grids += batch.len();
    }
    for count in yes {
        assert!(
            count > grids / 10 && count < grids * 9 / 10,
            "too uniform a sample: {yes:?} yes of {grids}"
        );
    }
}

/// Every grid of at most 8 cells, and every 3x3 grid.
#[test]
fn agrees_with_brute_force_on_every_tiny_grid() {
    let shapes = iproduct!(1..=8usize, 1..=8usize).filter(|&(n, m)| n * m <= 8 || (n, m) == (3, 3));
    let mut compared = 0;
    for (rows, cols) in shapes {
        let cells = rows * cols;
        let grids: Vec<Rows> = (0..3usize.pow(cells as u32))
            .map(|mut code| {
                let mut flat = Vec::with_capacity(cells);
                for _ in 0..cells {
                    flat.push(b".AB"[code % 3]);
                    code /= 3;
                }
                flat.chunks(cols).map(<[u8]>::to_vec).collect()
            })
            .collect();
        for batch in grids.chunks(2_000) {
            check_against_brute_force(batch);
        }
        compared += grids.len();
    }
    assert_eq!(compared, 54_021);
}

/// Wide and tall grids, whose rows span several 64-bit words: carries must cross words.
#[test]
fn agrees_with_brute_force_across_word_boundaries() {
    let mut rng = Rng::new(64);
    let mut grids = Vec::new();
    for i in 0..300 {
        let long = [63, 64, 65, 127, 128, 129, 200, 500][i % 8];
        let short = rng.range(1, 4);
        let (rows, cols) = if i % 3 == 0 {
            (long, short)
        } else {
            (short, long)
        };
        let letters = [0.0, 0.005, 0.02, 0.1, 0.4][rng.range(0, 4)];
        grids.push(random_grid(&mut rng, rows, cols, letters));
    }
    check_against_brute_force(&grids);
}

/// Judge-size grids against the memoised brute force.
#[test]
fn agrees_with_brute_force_on_judge_size_grids() {
    let mut rng = Rng::new(500);
    let grids: Vec<Rows> = [0.0, 0.01, 0.03, 0.1, 0.5]
        .into_iter()
        .map(|letters| random_grid(&mut rng, 500, 500, letters))
        .collect();
    check_against_brute_force(&grids);
}

/// A grid's answer does not depend on the grids read before it.
#[test]
fn no_state_leaks_between_cases() {
    let grids: Vec<Rows> = [
        vec!["AB", "BA"],
        vec!["..."],
        vec![".", "B", "."],
        vec![".A.B", "B...", "..A.", "...."],
        vec!["."],
        vec!["A"],
    ]
    .into_iter()
    .map(|rows| rows.into_iter().map(|r| r.as_bytes().to_vec()).collect())
    .collect();
    let mut rng = Rng::new(7);
    let wide = random_grid(&mut rng, 3, 130, 0.05);
    let mut all = grids;
    all.push(wide);
    for (first, second) in iproduct!(&all, &all) {
        let (out, failure) = run_in_memory(
            nowcoder_grid::run,
            &render(&[first.clone(), second.clone()]),
        );
        assert_eq!(failure, None);
        let expected = answer_line(brute_force(first)) + &answer_line(brute_force(second));
        assert_eq!(
            out,
            expected,
            "\n{}",
            render(&[first.clone(), second.clone()])
        );
    }
}

/// The start cell counts, whatever the rest of the grid holds.
#[test]
fn a_letter_at_the_start_decides_at_once() {
    let mut rng = Rng::new(11);
    for _ in 0..100 {
        let (rows, cols) = (rng.range(1, 6), rng.range(1, 6));
        let mut g = random_grid(&mut rng, rows, cols, 0.5);
        for (start, expected) in [(b'A', "yes no no\n"), (b'B', "no no yes\n")] {
            g[0][0] = start;
            assert_eq!(answer_line(solve(&board(&g))), expected);
        }
    }
}

/// The committed sample outputs are the brute force's, reading the inputs with proconio
/// rather than our scanner.
#[test]
fn sample_outputs_agree_with_brute_force() {
    for sample in common::samples("nowcoder_grid") {
        let mut source = OnceSource::from(sample.input.as_str());
        input! { from &mut source, t: usize }
        let mut expected = String::new();
        for _ in 0..t {
            input! { from &mut source, n: usize, _m: usize, rows: [Bytes; n] }
            expected += &answer_line(brute_force(&rows));
        }
        assert_eq!(sample.output, expected, "{}", sample.path.display());
    }
}

#[test]
fn malformed_inputs_get_one_line_errors_and_keep_earlier_answers() {
    let first = "no yes no\n";
    let one = "2\n1 3\n...\n";
    let sizes = "an integer from 1 to 18446744073709551615";
    let cases: Vec<(String, &str, String)> = vec![
        (String::new(), "", "input error before the first case at line 1:1: expected the number of test cases T, found the end of the input".into()),
        ("x\n".into(), "", "input error before the first case at line 1:1: expected the number of test cases T, an integer from 0 to 18446744073709551615, found `x`".into()),
        ("1\n".into(), "", "input error in case 1 at line 2:1: expected the number of rows n, found the end of the input".into()),
        (one.into(), first, "input error in case 2 at line 4:1: expected the number of rows n, found the end of the input".into()),
        (format!("{one}0 3\n"), first, format!("input error in case 2 at line 4:1: expected the number of rows n, {sizes}, found `0`")),
        (format!("{one}2 -1\n"), first, format!("input error in case 2 at line 4:3: expected the number of columns m, {sizes}, found `-1`")),
        (format!("{one}2 3\n...\n"), first, "input error in case 2 at line 6:1: expected row 2 of the grid, found the end of the input".into()),
        (format!("{one}2 3\n...\n....\n"), first, "input error in case 2 at line 6:1: expected row 2 of the grid of 3 cells, found 4 characters".into()),
        (format!("{one}2 3\n...\n..\n"), first, "input error in case 2 at line 6:1: expected row 2 of the grid of 3 cells, found 2 characters".into()),
        (format!("{one}2 3\n.a.\n...\n"), first, "input error in case 2 at line 5:2: expected one of `AB.` in row 1 of the grid, found `a`".into()),
        (format!("{one}1 3\n..C\n"), first, "input error in case 2 at line 5:3: expected one of `AB.` in row 1 of the grid, found `C`".into()),
    ];
    for (input, out, message) in cases {
        let (got, failure) = run_in_memory(nowcoder_grid::run, &input);
        assert_eq!(
            (got.as_str(), failure.as_deref()),
            (out, Some(message.as_str())),
            "input:\n{input}"
        );
    }
}

/// The win bits of row i (1-based) from those of row i + 1 (`below`, bit j for column
/// j + 1), for a row of `cells` (`.`, `A`, `B`) that is not the last row.
fn win_bits_of_row(i: usize, cells: &[u8], below: u64) -> u64 {
    let m = cells.len();
    let (mut bits, mut right) = (0, false);
    for j in (0..m).rev() {
        let down = below >> j & 1 == 1;
        let bit = match cells[j] {
            b'A' => true,
            b'B' => false,
            _ if j == m - 1 => down,
            _ if (i + j + 1) % 2 == 0 => down || right,
            _ => down && right,
        };
        bits |= u64::from(bit) << j;
        right = bit;
    }
    bits
}

/// The module doc's count of the states a top-down pass would need (m <= 6 here; m = 7
/// and 8 took a throwaway C++ enumeration): every function from the win bits of row h + 1
/// to the win bit of (1,1) that some h rows yield, per parity of h, as truth tables over
/// the 2^m bit patterns.
#[test]
fn top_down_states_number_as_the_module_doc_says() {
    let mut counts = Vec::new();
    for m in 1..=6usize {
        let patterns = 1u64 << m;
        let rows: Vec<Vec<u8>> = (0..3usize.pow(m as u32))
            .map(|mut code| {
                (0..m)
                    .map(|_| {
                        let cell = b".AB"[code % 3];
                        code /= 3;
                        cell
                    })
                    .collect()
            })
            .collect();
        // h = 0: the bit of (1,1) is the first bit of "row 1".
        let start = (0..patterns).fold(0u64, |t, x| t | (x & 1) << x);
        let mut seen = std::collections::HashSet::from([(0, start)]);
        let mut queue = vec![(0usize, start)];
        // A state: the parity of h, and the truth table of (1,1)'s bit over row h + 1's.
        while let Some((parity, table)) = queue.pop() {
            for row in &rows {
                let next = (0..patterns).fold(0u64, |t, below| {
                    let bits = win_bits_of_row(parity + 1, row, below);
                    t | (table >> bits & 1) << below
                });
                if seen.insert(((parity + 1) % 2, next)) {
                    queue.push(((parity + 1) % 2, next));
                }
            }
        }
        counts.push(seen.iter().filter(|&&(parity, _)| parity == 0).count());
    }
    assert_eq!(counts, [3, 5, 11, 28, 88, 306]);
}

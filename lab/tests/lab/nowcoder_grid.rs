//! nowcoder_grid beyond the registry's comparisons: the random grids reach every answer,
//! carries across 64-bit words, judge-size grids, cases that must not see each other, the
//! start cell, and the module doc's count of top-down states.

use crate::check;
use crate::support::{run_in_memory, Own};
use grid_games::nowcoder_grid::{self, Forcible};
use itertools::iproduct;
use lab::check::Check;
use lab::play::{Game, Side, Value};
use lab::problem::Problem;
use lab::problems::nowcoder_grid::check::random_grid;
use lab::problems::nowcoder_grid::play::Walk;
use lab::problems::nowcoder_grid::{brute_force, solve, NowcoderGrid, Rows};
use lab::rng::Rng;
use libtest_mimic::Trial;

/// What the generic tests take of nowcoder_grid.
pub const OWN: Own = Own {
    name: NowcoderGrid::NAME,
    malformed: crate::catalogue::nowcoder_grid::malformed,
    json_figures: &["forcible", "plays"],
    submit_budget: 44 * 1024,
    beyond_guarantees: |rng| Box::new(beyond_guarantees(rng)),
    brute_value: |game| game.downcast_ref::<Walk>().map(walk_value),
    trials,
};

/// nowcoder_grid: the brute force answers what Alice can force from (1, 1): the rest of
/// the grid from the piece, the letters swapped when Bob is to move, is asked whether
/// its Alice forces a win, and else (the free last cell made an `A`) a draw or better.
fn walk_value(walk: &Walk) -> Option<Value> {
    let swap = |cell: u8| match (walk.to_move(), cell) {
        (Side::Second, b'A') => b'B',
        (Side::Second, b'B') => b'A',
        _ => cell,
    };
    let (r, c) = walk.at;
    let mut rest: Rows = walk.rows[r..]
        .iter()
        .map(|row| row[c..].iter().map(|&x| swap(x)).collect())
        .collect();
    if brute_force(&rest).win {
        return Some(Value::Win);
    }
    let last = rest.last_mut().and_then(|row| row.last_mut());
    let last = last.expect("a cell");
    if *last == b'.' {
        *last = b'A';
    }
    Some(match brute_force(&rest).win {
        true => Value::Draw,
        false => Value::Loss,
    })
}

/// Grids past the guarantees: sides above 500.
fn beyond_guarantees(rng: &mut Rng) -> Vec<(String, Rows)> {
    vec![
        (
            "1x2000, above the limit of 500".into(),
            random_grid(rng, 1, 2000, 0.001),
        ),
        (
            "2000x1, above the limit of 500".into(),
            random_grid(rng, 2000, 1, 0.001),
        ),
        (
            "700x700, 1% letters".into(),
            random_grid(rng, 700, 700, 0.01),
        ),
    ]
}

fn trials() -> Vec<Trial> {
    let mut trials = trials![
        random_grids_reach_every_answer,
        the_exhaustive_comparison_takes_every_tiny_grid,
        agrees_with_brute_force_across_word_boundaries,
        agrees_with_brute_force_on_judge_size_grids,
        no_state_leaks_between_cases,
        a_letter_at_the_start_decides_at_once,
        top_down_states_number_as_the_module_doc_says,
        tall_grids_stored_transposed_agree_with_the_brute_force_and_their_transposes,
        grids_pushed_in_pieces_of_any_size_are_the_same_grids,
    ];
    trials.extend(check::planted_pair::<NowcoderGrid>(
        "nowcoder_grid_end_first",
        small_counterexample,
    ));
    trials
}

/// The smallest grid that shows the planted bug (the last cell taken for a draw before
/// its letter is looked at) is 1x1; a shrunk one has at most 2 cells.
fn small_counterexample(grid: &Rows) -> bool {
    grid.len() * grid[0].len() <= 2
}

fn answer_line(f: Forcible) -> String {
    NowcoderGrid::answer_lines(1, &f)
}

fn render(grids: &[Rows]) -> String {
    NowcoderGrid::write_input(grids)
}

/// Checks `solve` on each grid, then the whole batch through `run` as one input.
fn check_against_brute_force(grids: &[Rows]) {
    let mut expected_output = String::new();
    for g in grids {
        let expected = brute_force(g);
        assert_eq!(solve(g), expected, "\n{}", render(std::slice::from_ref(g)));
        expected_output += &answer_line(expected);
    }
    let (out, failure) = run_in_memory(nowcoder_grid::run, &render(grids));
    assert_eq!(failure, None);
    assert_eq!(out, expected_output);
}

/// The random grids of the comparisons: each question answered yes and no, both often.
fn random_grids_reach_every_answer() {
    let mut rng = Rng::new(6_2022);
    let mut yes = [0; 3];
    let grids = 20_000;
    for _ in 0..grids {
        let f = brute_force(&NowcoderGrid::random_small(&mut rng));
        for (count, said) in yes.iter_mut().zip([f.win, f.draw, f.loss]) {
            *count += usize::from(said);
        }
    }
    for count in yes {
        assert!(
            count > grids / 10 && count < grids * 9 / 10,
            "too uniform a sample: {yes:?} yes of {grids}"
        );
    }
}

fn the_exhaustive_comparison_takes_every_tiny_grid() {
    assert_eq!(NowcoderGrid::every_small().count(), 54_021);
}

/// Wide and tall grids, whose rows span several 64-bit words: carries must cross words.
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
fn agrees_with_brute_force_on_judge_size_grids() {
    let mut rng = Rng::new(500);
    let grids: Vec<Rows> = [0.0, 0.01, 0.03, 0.1, 0.5]
        .into_iter()
        .map(|letters| random_grid(&mut rng, 500, 500, letters))
        .collect();
    check_against_brute_force(&grids);
}

/// A grid's answer does not depend on the grids read before it.
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
fn a_letter_at_the_start_decides_at_once() {
    let mut rng = Rng::new(11);
    for _ in 0..100 {
        let (rows, cols) = (rng.range(1, 6), rng.range(1, 6));
        let mut g = random_grid(&mut rng, rows, cols, 0.5);
        for (start, expected) in [(b'A', "yes no no\n"), (b'B', "no no yes\n")] {
            g[0][0] = start;
            assert_eq!(answer_line(solve(&g)), expected);
        }
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
            _ if (i + j + 1).is_multiple_of(2) => down || right,
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

/// The grid's transpose, row by row.
fn transpose(g: &Rows) -> Rows {
    (0..g[0].len())
        .map(|c| g.iter().map(|row| row[c]).collect())
        .collect()
}

/// Grids taller than wide are stored transposed: tall and wide grids, with stored rows of
/// one word or several, answer as the brute force does, and as their transposes do (the
/// game is the same on the transposed grid).
fn tall_grids_stored_transposed_agree_with_the_brute_force_and_their_transposes() {
    let mut rng = Rng::new(6_2023);
    let shapes = [
        (130, 70),
        (200, 65),
        (65, 64),
        (64, 63),
        (300, 1),
        (1, 300),
        (129, 2),
        (70, 130),
    ];
    let mut grids = Vec::new();
    for (rows, cols) in shapes {
        for letters in [0.0, 0.01, 0.05, 0.3] {
            let g = random_grid(&mut rng, rows, cols, letters);
            assert_eq!(solve(&g), solve(&transpose(&g)), "{rows} x {cols}");
            grids.push(g);
        }
    }
    check_against_brute_force(&grids);
}

/// A grid handed over in pieces of any size (as rows longer than the scanner's buffer
/// arrive) is the grid handed over row by row.
fn grids_pushed_in_pieces_of_any_size_are_the_same_grids() {
    let mut rng = Rng::new(6_2024);
    for round in 0..200 {
        let (rows, cols) = (rng.range(1, 140), rng.range(1, 140));
        let g = random_grid(&mut rng, rows, cols, 0.05);
        let cells = g.concat();
        let mut board = nowcoder_grid::Board::default();
        board.start(rows, cols);
        let mut rest = cells.as_slice();
        while !rest.is_empty() {
            let (piece, after) = rest.split_at(rng.range(1, 150).min(rest.len()));
            board.push(piece).unwrap();
            rest = after;
        }
        let got = nowcoder_grid::solve(&board, &mut nowcoder_grid::Scratch::default());
        assert_eq!(got, solve(&g), "round {round}: {rows} x {cols}");
    }
}

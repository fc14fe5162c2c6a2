//! loj6033 against brute forces written from the rules: a memoised game search over
//! (piece, visited cells) for small boards, and the forced play on a corridor for long
//! one-cell-wide paths.

mod common;

use common::{run_in_memory, Rng};
use grid_games::grid::Shape;
use grid_games::loj6033::{self, winning_starts};
use itertools::iproduct;
use proconio::input;
use proconio::marker::Bytes;
use proconio::source::once::OnceSource;
use std::collections::HashMap;

/// A board as rows of `.` (free) and `#` (blocked).
type Board = Vec<Vec<u8>>;

const STEPS: [(isize, isize); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

fn free_neighbours(b: &Board, r: usize, c: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
    STEPS.iter().filter_map(move |&(dr, dc)| {
        let (nr, nc) = (r.checked_add_signed(dr)?, c.checked_add_signed(dc)?);
        (nr < b.len() && nc < b[0].len() && b[nr][nc] == b'.').then_some((nr, nc))
    })
}

fn free_cells(b: &Board) -> Vec<(usize, usize)> {
    iproduct!(0..b.len(), 0..b[0].len())
        .filter(|&(r, c)| b[r][c] == b'.')
        .collect()
}

/// The game played out: numbers the free cells (at most 128, so a visited set is a
/// `u128`), then for each asks whether Bob, to move from it with only it visited, loses.
fn brute_force(b: &Board) -> Vec<(usize, usize)> {
    let cells = free_cells(b);
    assert!(
        cells.len() <= 128,
        "too many free cells for the brute force"
    );
    let number: HashMap<(usize, usize), usize> =
        cells.iter().enumerate().map(|(i, &rc)| (rc, i)).collect();
    let moves: Vec<Vec<usize>> = cells
        .iter()
        .map(|&(r, c)| free_neighbours(b, r, c).map(|rc| number[&rc]).collect())
        .collect();
    let mut memo = HashMap::new();
    (0..cells.len())
        .filter(|&i| !mover_wins(&moves, i, 1 << i, &mut memo))
        .map(|i| cells[i])
        .collect()
}

/// Whether the player to move wins with the piece on `at` and `visited` visited: some
/// move to an unvisited neighbour leaves the other player losing. Recursion depth is at
/// most the 128 cells.
fn mover_wins(
    moves: &[Vec<usize>],
    at: usize,
    visited: u128,
    memo: &mut HashMap<(usize, u128), bool>,
) -> bool {
    if let Some(&wins) = memo.get(&(at, visited)) {
        return wins;
    }
    let wins = moves[at].iter().any(|&next| {
        visited & (1 << next) == 0 && !mover_wins(moves, next, visited | 1 << next, memo)
    });
    memo.insert((at, visited), wins);
    wins
}

/// The game on a board whose free cells form one simple path (each has at most two free
/// neighbours, one component, no cycle): from the cell with `before` cells on one side
/// and `after` on the other, Bob picks a side and then every move is forced, so the
/// player who makes the last of that side's moves wins. Bob moves first: he wins iff one
/// side has an odd number of cells. Returns `None` when the board is not a path.
fn corridor_brute_force(b: &Board) -> Option<Vec<(usize, usize)>> {
    let cells = free_cells(b);
    let ends: Vec<_> = cells
        .iter()
        .copied()
        .filter(|&(r, c)| free_neighbours(b, r, c).count() <= 1)
        .collect();
    let mut path = vec![*ends.first()?];
    while path.len() <= cells.len() {
        let (r, c) = path[path.len() - 1];
        let previous = path.len().checked_sub(2).map(|i| path[i]);
        match free_neighbours(b, r, c).find(|&rc| Some(rc) != previous) {
            Some(next) => path.push(next),
            None => break,
        }
    }
    let branches = cells
        .iter()
        .any(|&(r, c)| free_neighbours(b, r, c).count() > 2);
    if path.len() != cells.len() || branches {
        return None;
    }
    let mut wins: Vec<(usize, usize)> = path
        .iter()
        .enumerate()
        .filter(|&(before, _)| before % 2 == 0 && (path.len() - 1 - before) % 2 == 0)
        .map(|(_, &rc)| rc)
        .collect();
    wins.sort_unstable();
    Some(wins)
}

fn solve(b: &Board) -> Vec<(usize, usize)> {
    let shape = Shape::new(b.len(), b[0].len()).unwrap();
    let free: Vec<bool> = b.concat().iter().map(|&x| x == b'.').collect();
    winning_starts(shape, &free)
}

fn render(b: &Board) -> String {
    let mut text = format!("{} {}\n", b.len(), b[0].len());
    for row in b {
        text.push_str(std::str::from_utf8(row).unwrap());
        text.push('\n');
    }
    text
}

/// The judge's output for a list of winning cells, written here independently of the
/// solver's writer.
fn expected_output(starts: &[(usize, usize)]) -> String {
    let mut text = format!("{}\n", starts.len());
    for (r, c) in starts {
        text += &format!("{} {}\n", r + 1, c + 1);
    }
    text
}

/// Checks the solver on `b`, in-process and through `run`, against `expected`.
fn check(b: &Board, expected: &[(usize, usize)]) {
    assert_eq!(solve(b), expected, "\n{}", render(b));
    let (out, failure) = run_in_memory(loj6033::run, &render(b));
    assert_eq!(failure, None);
    assert_eq!(out, expected_output(expected), "\n{}", render(b));
}

fn board_from_bits(rows: usize, cols: usize, bits: u32) -> Board {
    (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| match bits >> (r * cols + c) & 1 {
                    1 => b'.',
                    _ => b'#',
                })
                .collect()
        })
        .collect()
}

/// Every pattern of 3x3, 3x4, 4x3, 3x5, 5x3, 4x4, and of 1xk, kx1, 2xk, kx2 for k up to 5:
/// 142,628 boards.
#[test]
fn agrees_with_brute_force_on_every_tiny_board() {
    let mut sizes = vec![(3, 3), (3, 4), (4, 3), (3, 5), (5, 3), (4, 4)];
    for k in 1..=5 {
        sizes.extend([(1, k), (k, 1), (2, k), (k, 2)]);
    }
    let mut compared = 0;
    for (rows, cols) in sizes {
        for bits in 0..1u32 << (rows * cols) {
            let b = board_from_bits(rows, cols, bits);
            assert_eq!(solve(&b), brute_force(&b), "\n{}", render(&b));
            compared += 1;
        }
    }
    assert_eq!(
        compared,
        512 + 2 * 4096 + 2 * 32768 + 65536 + 2 * (62 + 1364)
    );
}

fn random_board(rng: &mut Rng, rows: usize, cols: usize, blocked: f64) -> Board {
    (0..rows)
        .map(|_| {
            (0..cols)
                .map(|_| if rng.chance(blocked) { b'#' } else { b'.' })
                .collect()
        })
        .collect()
}

#[test]
fn agrees_with_brute_force_on_random_boards_up_to_5x5() {
    let mut rng = Rng::new(6033);
    let (mut none, mut some) = (0, 0);
    for _ in 0..5_000 {
        let (rows, cols) = (rng.range(1, 5), rng.range(1, 5));
        let blocked = [0.0, 0.1, 0.2, 0.35, 0.5][rng.range(0, 4)];
        let b = random_board(&mut rng, rows, cols, blocked);
        let expected = brute_force(&b);
        check(&b, &expected);
        none += usize::from(expected.is_empty());
        some += usize::from(expected.len() >= 3);
    }
    assert!(
        none > 500 && some > 500,
        "too uniform: {none} empty, {some} with 3+"
    );
}

/// A random one-cell-wide corridor: a walk that only steps onto a cell none of whose
/// other neighbours is free yet, until it is stuck or has `len` cells.
fn random_corridor(rng: &mut Rng, rows: usize, cols: usize, len: usize) -> Board {
    let mut b = vec![vec![b'#'; cols]; rows];
    let (mut r, mut c) = (rng.range(0, rows - 1), rng.range(0, cols - 1));
    b[r][c] = b'.';
    for _ in 1..len {
        let options: Vec<(usize, usize)> = STEPS
            .iter()
            .filter_map(|&(dr, dc)| {
                let (nr, nc) = (r.checked_add_signed(dr)?, c.checked_add_signed(dc)?);
                let on_board = nr < rows && nc < cols && b[nr][nc] == b'#';
                let lonely = on_board && free_neighbours(&b, nr, nc).all(|rc| rc == (r, c));
                lonely.then_some((nr, nc))
            })
            .collect();
        if options.is_empty() {
            break;
        }
        (r, c) = options[rng.range(0, options.len() - 1)];
        b[r][c] = b'.';
    }
    b
}

/// A random one-cell-wide snake through the whole board: along every other row, from
/// where it came down to a random column, then down one cell to the next such row.
/// Transposed half of the time.
fn random_snake(rng: &mut Rng, rows: usize, cols: usize) -> Board {
    let mut b = vec![vec![b'#'; cols]; rows];
    let mut from = rng.range(0, cols - 1);
    for r in (0..rows).step_by(2) {
        let to = rng.range(0, cols - 1);
        for cell in &mut b[r][from.min(to)..=from.max(to)] {
            *cell = b'.';
        }
        if r + 2 < rows {
            b[r + 1][to] = b'.';
        }
        from = to;
    }
    match rng.chance(0.5) {
        true => (0..cols)
            .map(|c| (0..rows).map(|r| b[r][c]).collect())
            .collect(),
        false => b,
    }
}

/// The two brute forces agree on corridors small enough for the game search.
#[test]
fn corridor_brute_force_agrees_with_the_game_search() {
    let mut rng = Rng::new(1);
    for i in 0..400 {
        let (rows, cols) = (rng.range(1, 9), rng.range(1, 9));
        let b = match i % 2 {
            0 => random_corridor(&mut rng, rows, cols, 40),
            _ => random_snake(&mut rng, rows, cols),
        };
        assert_eq!(
            corridor_brute_force(&b).expect("a corridor"),
            brute_force(&b),
            "\n{}",
            render(&b)
        );
    }
}

/// Long corridors on boards up to 100 x 100, and straight ones of 10,000 cells.
#[test]
fn agrees_with_the_corridor_rule_on_long_corridors() {
    let mut rng = Rng::new(2);
    let mut longest = 0;
    for i in 0..400 {
        let (rows, cols) = (rng.range(1, 100), rng.range(1, 100));
        let b = match i % 2 {
            0 => random_corridor(&mut rng, rows, cols, rows * cols),
            _ => random_snake(&mut rng, rows, cols),
        };
        longest = longest.max(free_cells(&b).len());
        check(&b, &corridor_brute_force(&b).expect("a corridor"));
    }
    assert!(longest > 1_000, "longest corridor {longest}");
    let line = vec![vec![b'.'; 10_000]];
    check(&line, &corridor_brute_force(&line).unwrap());
    let line = vec![vec![b'.'; 9_999]];
    let expected: Vec<_> = (0..9_999).step_by(2).map(|c| (0, c)).collect();
    assert_eq!(corridor_brute_force(&line).unwrap(), expected);
    check(&line, &expected);
}

/// A board tiled by dominoes leaves Alice nothing: Bob always moves to the other half of
/// the domino the piece is on (never visited: the piece enters a domino only by its
/// first half). Random tilings of random parts of boards up to 100 x 100.
#[test]
fn domino_tiled_boards_have_no_winning_start() {
    let mut rng = Rng::new(3);
    for _ in 0..100 {
        let (rows, cols) = (rng.range(1, 100), rng.range(2, 100));
        let mut b = vec![vec![b'#'; cols]; rows];
        for _ in 0..rows * cols {
            let (r, c) = (rng.range(0, rows - 1), rng.range(0, cols - 2));
            let (r2, c2) = match rng.chance(0.5) && r + 1 < rows {
                true => (r + 1, c),
                false => (r, c + 1),
            };
            if b[r][c] == b'#' && b[r2][c2] == b'#' {
                (b[r][c], b[r2][c2]) = (b'.', b'.');
            }
        }
        check(&b, &[]);
    }
    check(&vec![vec![b'.'; 100]; 100], &[]);
}

#[test]
fn boards_with_no_or_one_free_cell() {
    check(&vec![vec![b'#'; 100]; 100], &[]);
    check(&vec![vec![b'#']], &[]);
    check(&vec![vec![b'.']], &[(0, 0)]);
    let mut b = vec![vec![b'#'; 100]; 100];
    b[37][81] = b'.';
    check(&b, &[(37, 81)]);
}

/// The committed sample outputs are the brute force's, reading the inputs with proconio
/// rather than our scanner.
#[test]
fn sample_outputs_agree_with_brute_force() {
    let mut samples = 0;
    for sample in common::samples("loj6033") {
        let source = OnceSource::from(sample.input.as_str());
        input! { from source, n: usize, _m: usize, b: [Bytes; n] }
        let expected = corridor_brute_force(&b).unwrap_or_else(|| brute_force(&b));
        assert_eq!(
            sample.output,
            expected_output(&expected),
            "{}",
            sample.path.display()
        );
        samples += 1;
    }
    assert!(samples >= 3, "only {samples} samples");
}

/// Judge-size boards (and a larger one) solve on a 1 MB stack: nothing recurses.
#[test]
fn large_boards_run_on_a_one_megabyte_stack() {
    let mut rng = Rng::new(4);
    let corridor = random_snake(&mut rng, 300, 300);
    let expected = corridor_brute_force(&corridor).unwrap();
    let input = render(&corridor);
    let out = std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(move || run_in_memory(loj6033::run, &input))
        .unwrap()
        .join()
        .expect("no stack overflow");
    assert_eq!(out, (expected_output(&expected), None));
}

#[test]
fn whitespace_and_anything_after_the_board_are_ignored() {
    let expected = "2\n1 2\n2 1\n";
    for input in [
        "2 2\r\n#.\r\n..\r\n",
        "\n\t2\n\n2 #.\n\n   ..",
        "2 2\n#.\n..\n\n",
        "2 2\n#.\n..\n#. extra tokens 7\n",
    ] {
        let (out, failure) = run_in_memory(loj6033::run, input);
        assert_eq!((out.as_str(), failure), (expected, None), "input {input:?}");
    }
}

#[test]
fn malformed_inputs_get_one_line_errors() {
    let any = "an integer from 1 to 18446744073709551615";
    let cases = [
        (
            "",
            "at line 1:1: expected the number of rows n, found the end of the input".to_string(),
        ),
        (
            "two 2\n",
            format!("at line 1:1: expected the number of rows n, {any}, found `two`"),
        ),
        (
            "2 0\n",
            format!("at line 1:3: expected the number of columns m, {any}, found `0`"),
        ),
        (
            "-2 2\n",
            format!("at line 1:1: expected the number of rows n, {any}, found `-2`"),
        ),
        (
            "2\n",
            "at line 2:1: expected the number of columns m, found the end of the input".into(),
        ),
        (
            "70000 70000\n",
            "at line 1:7: a board of 70000 x 70000 cells has more than 4294967295 cells".into(),
        ),
        (
            "2 2\n#.\n",
            "at line 3:1: expected row 2 of the board, found the end of the input".into(),
        ),
        (
            "2 3\n#..\n..\n",
            "at line 3:1: expected row 2 of the board of 3 cells, found 2 characters".into(),
        ),
        (
            "2 3\n#...\n...\n",
            "at line 2:1: expected row 1 of the board of 3 cells, found 4 characters".into(),
        ),
        (
            "2 3\n#..\n. .\n",
            "at line 3:1: expected row 2 of the board of 3 cells, found 1 character".into(),
        ),
        (
            "2 3\n#..\n.x.\n",
            "at line 3:2: expected one of `.#` in row 2 of the board, found `x`".into(),
        ),
        (
            "1000000 1000\n",
            "at line 2:1: expected row 1 of the board, found the end of the input".into(),
        ),
    ];
    for (input, message) in cases {
        let (out, failure) = run_in_memory(loj6033::run, input);
        let expected = format!("input error in case 1 {message}");
        assert_eq!(
            (out.as_str(), failure.as_deref()),
            ("", Some(expected.as_str())),
            "input {input:?}"
        );
    }
}

//! loj6033 beyond the registry's comparisons: the random boards reach many answers, the
//! corridor rule against the game search and on long corridors, domino tilings, boards
//! with no or one free cell, a large board on a small stack, and what the reader ignores.

use crate::check;
use crate::support::{run_in_memory, run_with_warnings, Own};
use grid_games::loj6033;
use lab::check::variants::filled;
use lab::check::Check;
use lab::play::Value;
use lab::problem::Problem;
use lab::problems::loj6033::check::{random_board, SIDE};
use lab::problems::loj6033::play::Piece;
use lab::problems::loj6033::{
    corridor_brute_force, free_cells, free_neighbours, game_search, Board, Loj6033,
};
use lab::problems::STEPS;
use lab::rng::Rng;
use libtest_mimic::Trial;

/// What the generic tests take of loj6033.
pub const OWN: Own = Own {
    name: Loj6033::NAME,
    malformed: crate::catalogue::loj6033::malformed,
    json_figures: &["free_cells", "matching_size", "matching", "holes", "proofs"],
    submit_budget: 44 * 1024,
    beyond_guarantees: |rng| Box::new(beyond_guarantees(rng)),
    brute_value: |game| game.downcast_ref::<Piece>().map(piece_value),
    trials,
};

/// loj6033: before the piece is placed, whether the board has a winning start; after,
/// whether the piece's cell is no winning start of the unvisited cells and the piece's.
fn piece_value(piece: &Piece) -> Option<Value> {
    let wins = match piece.at {
        None => !Loj6033::brute_force(&piece.board)?.is_empty(),
        Some(at) => {
            let mut with_piece = piece.rest.clone();
            with_piece[at.row][at.col] = b'.';
            let starts = Loj6033::brute_force(&with_piece)?;
            !starts.contains(&(at.row, at.col))
        }
    };
    Some(Value::win_if(wins))
}

/// Boards past the guarantees: sides above 100.
fn beyond_guarantees(rng: &mut Rng) -> Vec<(String, Board)> {
    vec![
        (
            "1x1000, above the limit of 100".into(),
            filled(1, 1000, b'.'),
        ),
        ("101x101, all free".into(), filled(SIDE + 1, SIDE + 1, b'.')),
        (
            "300x300, 20% blocked".into(),
            random_board(rng, 300, 300, 0.2),
        ),
    ]
}

fn trials() -> Vec<Trial> {
    let mut trials = trials![
        random_boards_reach_many_answers,
        the_exhaustive_comparison_takes_every_tiny_board,
        corridor_brute_force_agrees_with_the_game_search,
        agrees_with_the_corridor_rule_on_long_corridors,
        domino_tiled_boards_have_no_winning_start,
        boards_with_no_or_one_free_cell,
        large_boards_run_on_a_one_megabyte_stack,
        whitespace_separates_and_anything_after_the_board_gets_a_warning,
    ];
    trials.extend(check::planted_pair::<Loj6033>(
        "loj6033_missing_unmatched",
        small_counterexample,
    ));
    trials
}

/// The smallest board that shows the planted bug (the search for unmatched cells
/// leaving out the last one) is 1x1; a shrunk one has at most 2 cells.
fn small_counterexample(board: &Board) -> bool {
    board.len() * board[0].len() <= 2
}

fn render(b: &Board) -> String {
    Loj6033::write_input(std::slice::from_ref(b))
}

fn expected_output(starts: &[(usize, usize)]) -> String {
    Loj6033::answer_lines(1, &starts.to_vec())
}

/// Checks the solver on `b`, in-process and through `run`, against `expected`.
fn check(b: &Board, expected: &[(usize, usize)]) {
    assert_eq!(Loj6033::solve(b), expected, "\n{}", render(b));
    let (out, failure) = run_in_memory(loj6033::run, &render(b));
    assert_eq!(failure, None);
    assert_eq!(out, expected_output(expected), "\n{}", render(b));
}

/// The random boards of the comparisons: often no winning start, often three or more.
fn random_boards_reach_many_answers() {
    let mut rng = Rng::new(6033);
    let (mut none, mut some) = (0, 0);
    for _ in 0..5_000 {
        let expected = game_search(&Loj6033::random_small(&mut rng));
        none += usize::from(expected.is_empty());
        some += usize::from(expected.len() >= 3);
    }
    assert!(
        none > 500 && some > 500,
        "too uniform: {none} empty, {some} with 3+"
    );
}

fn the_exhaustive_comparison_takes_every_tiny_board() {
    assert_eq!(
        Loj6033::every_small().count(),
        512 + 2 * 4096 + 2 * 32768 + 65536 + 2 * (62 + 1364)
    );
}

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
            game_search(&b),
            "\n{}",
            render(&b)
        );
    }
}

/// Long corridors on boards up to 100 x 100, and straight ones of 10,000 cells.
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

fn boards_with_no_or_one_free_cell() {
    check(&vec![vec![b'#'; 100]; 100], &[]);
    check(&vec![vec![b'#']], &[]);
    check(&vec![vec![b'.']], &[(0, 0)]);
    let mut b = vec![vec![b'#'; 100]; 100];
    b[37][81] = b'.';
    check(&b, &[(37, 81)]);
}

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

/// Whitespace of every kind is a separator; anything after the board is answered, with a
/// warning naming where it starts.
fn whitespace_separates_and_anything_after_the_board_gets_a_warning() {
    let expected = "2\n1 2\n2 1\n";
    let after = |at: &str, byte: char| {
        format!("warning after the last case at line {at}: expected the end of the input, found `{byte}`\n")
    };
    for (input, warning) in [
        ("2 2\r\n#.\r\n..\r\n", String::new()),
        ("\n\t2\n\n2 #.\n\n   ..", String::new()),
        ("2 2\n#.\n..\n\n", String::new()),
        ("2\x0b2\x0c#.\r..\r", String::new()),
        ("2 2\n#.\n..\n#. extra tokens 7\n", after("4:1", '#')),
        ("2 2\r#.\r..\r\r\n  x", after("5:3", 'x')),
    ] {
        let got = run_with_warnings(loj6033::run, input);
        assert_eq!(
            got,
            (expected.to_string(), None, warning),
            "input {input:?}"
        );
    }
}

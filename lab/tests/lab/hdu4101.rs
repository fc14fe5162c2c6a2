//! hdu4101 beyond the registry's comparisons: the random boards reach both answers behind
//! a sealed treasure, hand-made boards for each pitfall, cases that must not see each
//! other, huge hit points, and the bulk reader on any layout.

use crate::check;
use crate::support::{run_in_memory, Layout, Own};
use grid_games::hdu4101::{self, Cell};
use lab::check::Check;
use lab::play::Value;
use lab::problem::Problem;
use lab::problems::hdu4101::check::{board, random_values, sealed, MAX_HP, SIDE};
use lab::problems::hdu4101::play::Treasure;
use lab::problems::hdu4101::{touchable, Board, Hdu4101};
use lab::rng::Rng;
use libtest_mimic::Trial;

/// What the generic tests take of hdu4101.
pub const OWN: Own = Own {
    name: Hdu4101::NAME,
    malformed: crate::catalogue::hdu4101::malformed,
    json_figures: &[
        "treasure",
        "touchable",
        "region",
        "ring",
        "free_hits",
        "free_hits_odd",
        "free_hits_by_stone",
        "off_ring_stones",
        "ring_stones_met",
        "ring_stones_behind_ring",
        "sealed_stones",
    ],
    submit_budget: 44 * 1024,
    beyond_guarantees: |rng| Box::new(beyond_guarantees(rng)),
    brute_value: |game| {
        let treasure = game.downcast_ref::<Treasure>()?;
        Some(Hdu4101::brute_force(&treasure.board).map(Value::win_if))
    },
    trials,
};

/// Boards past the guarantees: hit points up to 10^9 and 2^63 - 1, sides above 300.
fn beyond_guarantees(rng: &mut Rng) -> Vec<(String, Board)> {
    let mut cases: Vec<(String, Board)> = (0..6)
        .map(|_| {
            let side = rng.range(3, 5);
            let board = sealed(rng, side, side, 1_000_000_000);
            ("hit points from 1 to 10^9".to_string(), board)
        })
        .collect();
    cases.extend([
        (
            "hit points 2^63 - 1 around a sealed treasure".to_string(),
            board(3, 4, 5, || i64::MAX),
        ),
        (
            "301x301, above the limit of 300".to_string(),
            sealed(rng, SIDE + 1, SIDE + 1, MAX_HP),
        ),
        (
            "1x1000 and its treasure at the end".to_string(),
            board(1, 1000, 999, random_values(rng, MAX_HP)),
        ),
        (
            "700x700, random stones, the treasure sealed".to_string(),
            sealed(rng, 700, 700, MAX_HP),
        ),
    ]);
    cases
}

fn trials() -> Vec<Trial> {
    let mut trials = trials![
        random_boards_seal_the_treasure_with_both_outcomes,
        the_exhaustive_comparison_takes_every_tiny_board,
        hand_made_boards_agree_with_brute_force,
        a_stone_sealed_behind_the_ring_never_counts,
        later_cases_do_not_see_earlier_ones,
        empty_input_has_no_case,
        huge_hit_points_keep_their_parity,
        large_boards_of_any_layout_are_read_as_proconio_reads_them,
        errors_deep_in_large_boards_point_at_their_token,
    ];
    trials.extend(check::planted_pair::<Hdu4101>(
        "hdu4101_full_ring_hp",
        small_counterexample,
    ));
    trials
}

/// The smallest board that shows the planted bug (a full ring's hit points counted) is
/// 3x4; a shrunk one has at most 16 cells.
fn small_counterexample(board: &Board) -> bool {
    board.rows * board.cols <= 16
}
use proconio::input;
use proconio::source::once::OnceSource;

/// What the game search says: whether Ali wins.
fn brute_force(board: &Board) -> bool {
    lab::problems::hdu4101::brute_force(board).expect("a board small enough to search")
}

/// Whether no empty path joins the treasure to the outside at the start.
fn treasure_sealed(board: &Board) -> bool {
    let treasure = board.values.iter().position(|&v| v == -1);
    !touchable(board)[treasure.expect("a treasure")]
}

fn answers(ali: &[bool]) -> String {
    ali.iter().map(|a| Hdu4101::answer_lines(1, a)).collect()
}

/// The random boards of the comparisons often seal the treasure, and then either player
/// may win.
fn random_boards_seal_the_treasure_with_both_outcomes() {
    let mut rng = Rng::new(4101);
    // Answers on boards whose treasure is not touchable at the start: [Baba, Ali].
    let mut sealed = [0; 2];
    for _ in 0..6_000 {
        let board = Hdu4101::random_small(&mut rng);
        if treasure_sealed(&board) {
            sealed[usize::from(brute_force(&board))] += 1;
        }
    }
    assert!(
        sealed.iter().all(|&n| n >= 1_000),
        "too few sealed treasures: {sealed:?} (Baba, Ali) wins"
    );
}

fn the_exhaustive_comparison_takes_every_tiny_board() {
    assert_eq!(
        Hdu4101::every_small().count(),
        4usize.pow(8) + 2usize.pow(15)
    );
}

/// Boards made to show one feature each, with the answer argued by hand in the comment
/// (free hits: full HP of stones reachable from outside off the ring, HP - 1 of ring
/// stones next to such a path). Both the brute force and the solver must agree with it.
fn hand_made_boards_agree_with_brute_force() {
    let cases: &[(&str, &[&str], bool)] = &[
        ("treasure on the border", &["2 -1 2", "2 2 2"], true),
        ("treasure alone", &["-1"], true),
        ("1xN: every cell is on the border", &["3 2 -1 0 5"], true),
        ("Nx1", &["4", "0", "2", "-1", "1"], true),
        (
            "treasure joined to the border by a winding path of zeros",
            &[
                "2 2 2 2 2",
                "0 0 0 0 2",
                "2 2 2 0 2",
                "2 -1 0 0 2",
                "2 2 2 2 2",
            ],
            true,
        ),
        (
            // Ring: the 4 orthogonal neighbours, 1 free hit each. Free stones: 2 corners
            // of HP 1. 4 + 2 = 6: even.
            "ring of HP 2",
            &["1 2 0", "2 -1 2", "1 2 0"],
            false,
        ),
        (
            // Ring: the 4 orthogonal stones (HP 2: one free hit each = 4). The diagonal
            // stones (HP 1) are not in the ring: 3 free hits. 7: odd. Counting them as
            // ring stones would give 4: even.
            "stones touching the region only diagonally",
            &[
                "0 0 0 0 0",
                "0 0 2 1 0",
                "0 2 -1 2 0",
                "0 1 2 1 0",
                "0 0 0 0 0",
            ],
            true,
        ),
        (
            // Ring: (0,1), (1,0), (2,1) of HP 1 and (1,2) of HP 2, which the flood from
            // outside meets through the pocket of zeros: 1 free hit. Free stones: the six
            // stones of HP 1 around the pocket. 7: odd.
            "a pocket of zeros outside the ring",
            &["0 1 1 1 0", "1 -1 2 0 1", "0 1 0 0 1", "0 0 1 1 0"],
            true,
        ),
        (
            // The same with HP 3 on (1,2): 2 free hits on it, 8: even.
            "a pocket of zeros outside the ring, other parity",
            &["0 1 1 1 0", "1 -1 3 0 1", "0 1 0 0 1", "0 0 1 1 0"],
            false,
        ),
        (
            // The frame's non-corner stones are ring stones of HP 1: nothing. The corners:
            // 4. The 2 and 3 border only the region and each other: ring stones reachable
            // only through ring stones, nothing. 4: even (counting them would give 7).
            "ring stones reachable only through another ring stone",
            &[
                "1 1 1 1 1 1",
                "1 0 0 0 0 1",
                "1 0 2 3 0 1",
                "1 0 -1 0 0 1",
                "1 1 1 1 1 1",
            ],
            false,
        ),
    ];
    for &(name, rows, expected) in cases {
        let board = parse_board(rows);
        assert_eq!(brute_force(&board), expected, "brute force on {name}");
        assert_eq!(Hdu4101::solve(&board), expected, "solver on {name}");
    }
}

/// A 3x3 block of stones inside a region of zeros: its 8 outer stones are ring stones,
/// its centre is sealed behind them and never counts, whatever its HP. The frame gives
/// its 4 corners (HP 1); the treasure sits in the region below the block. 4: even.
fn a_stone_sealed_behind_the_ring_never_counts() {
    for centre in 1..=3 {
        let centre = centre.to_string();
        let middle = format!("1 0 1 {centre} 1 0 1");
        let board = parse_board(&[
            "1 1 1 1 1 1 1",
            "1 0 0 0 0 0 1",
            "1 0 1 1 1 0 1",
            &middle,
            "1 0 1 1 1 0 1",
            "1 0 0 -1 0 0 1",
            "1 1 1 1 1 1 1",
        ]);
        assert!(!brute_force(&board), "brute force, centre {centre}");
        assert!(!Hdu4101::solve(&board), "solver, centre {centre}");
    }
}

/// A case that leaves marks, flags or a treasure behind would change the next answers:
/// every pair of a few varied boards, in both orders, against the brute force.
fn later_cases_do_not_see_earlier_ones() {
    let boards = [
        parse_board(&["1 1 1 1", "1 -1 0 1", "1 2 1 1", "1 1 1 1"]),
        parse_board(&["-1"]),
        parse_board(&["1 1 1", "1 -1 1", "1 1 1"]),
        parse_board(&["0 1 0", "1 -1 1", "0 2 0", "1 1 1"]),
        parse_board(&[
            "2 2 2 2 2",
            "2 0 1 0 2",
            "2 1 -1 1 2",
            "2 0 1 0 2",
            "2 2 2 2 2",
        ]),
        parse_board(&["1 2 3 -1"]),
    ];
    let brute: Vec<bool> = boards.iter().map(brute_force).collect();
    assert!(brute.contains(&true) && brute.contains(&false));
    for (i, a) in boards.iter().enumerate() {
        for (j, b) in boards.iter().enumerate() {
            let pair = [a.clone(), b.clone(), a.clone()];
            let (out, failure) = run_in_memory(hdu4101::run, &Hdu4101::write_input(&pair));
            assert_eq!(failure, None);
            assert_eq!(
                out,
                answers(&[brute[i], brute[j], brute[i]]),
                "boards {i} then {j}"
            );
        }
    }
}

fn empty_input_has_no_case() {
    for input in ["", " \r\n\n\t"] {
        assert_eq!(run_in_memory(hdu4101::run, input), (String::new(), None));
    }
}

/// Only the parity of the HP matters, and no value can overflow the solver: HP of any
/// length (past every integer type) count by the parity of their last digit.
fn huge_hit_points_keep_their_parity() {
    let max = "123456789012345678901234567890123456789".to_string();
    let even = format!("{}8", "9".repeat(60));
    let ring = |hp: &str| format!("3 3\n1 {hp} 1\n{hp} -1 {hp}\n1 {hp} 1\n");
    // Corners 4, ring stones HP - 1 each: 4 x even is even, 4 x odd even too; one odd
    // ring stone among even ones flips it.
    let input =
        ring(&max) + &ring(&even) + &format!("3 3\n1 {max} 1\n{even} -1 {even}\n1 {even} 1\n");
    let (out, failure) = run_in_memory(hdu4101::run, &input);
    assert_eq!(failure, None);
    assert_eq!(out, "Baba Win\nBaba Win\nAli Win\n");
}

/// Values as a judge's large board has them: mostly below 100, a few long ones (up to 40
/// digits, past any integer type) and a few zero-padded.
fn large_values(rng: &mut Rng, cells: usize) -> Vec<String> {
    (0..cells)
        .map(|_| match rng.below(40) {
            0 => (i64::MAX - rng.below(2) as i64).to_string(),
            1 => rng.below(1_000_000_000_000).to_string(),
            2 => (0..rng.range(20, 40))
                .map(|i| char::from(b'1' + (rng.below(9) as u8) * u8::from(i > 0)))
                .collect(),
            3 => format!("{}{}", "0".repeat(rng.range(1, 60)), rng.below(100)),
            k if k < 20 => "0".to_string(),
            _ => rng.range(1, 99).to_string(),
        })
        .collect()
}

/// The cell a value's text stands for, by the statement's reading (any positive integer a
/// stone, whose parity is its last digit's): `None` below -1 or for no integer.
fn cell_of(text: &str) -> Option<Cell> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(digits) => (true, digits),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let significant = digits.trim_start_matches('0');
    let odd = significant.bytes().last().is_some_and(|d| d % 2 == 1);
    match (negative, significant) {
        (_, "") => Some(Cell::Empty),
        (true, "1") => Some(Cell::Treasure),
        (true, _) => None,
        (false, _) if odd => Some(Cell::from_value(1)),
        (false, _) => Some(Cell::from_value(2)),
    }
}

/// The bulk reader takes runs of plain numbers and leaves every other token to the token
/// reader: whatever the layout and the length of the numbers, the board read is the one
/// proconio's tokens give by the statement's reading.
fn large_boards_of_any_layout_are_read_as_proconio_reads_them() {
    let mut rng = Rng::new(4101);
    for _ in 0..60 {
        let (rows, cols) = (rng.range(1, 60), rng.range(1, 60));
        let mut tokens = large_values(&mut rng, rows * cols);
        let treasure = rng.range(0, rows * cols - 1);
        tokens[treasure] = [
            "-1",
            "-0001",
            "-000000000000000000000000000000000000000000001",
        ][rng.range(0, 2)]
        .to_string();
        let layout = Layout::new(&format!("{rows} {cols}\n"), &tokens, &mut rng);

        let mut source = OnceSource::from(layout.text.as_str());
        input! { from &mut source, n: usize, m: usize, expected: [String; n * m] }
        let mut sc = grid_games::scanner::Scanner::new(layout.text.as_bytes());
        let mut board = hdu4101::Board::default();
        let mut scratch = hdu4101::Scratch::default();
        hdu4101::read_board(&mut sc, &mut board, &mut scratch).unwrap();
        let shape = board.shape();
        assert_eq!((shape.rows(), shape.cols()), (n, m));
        let read: Vec<Cell> = shape.cells().map(|c| board.cells()[c]).collect();
        let wanted: Vec<Cell> = expected.iter().map(|v| cell_of(v).unwrap()).collect();
        assert_eq!(read, wanted);
        assert_eq!(
            board.treasure(),
            shape.index(treasure / cols, treasure % cols)
        );
        assert!(sc.at_end().unwrap());
    }
}

/// A bad token deep inside a large board is reported at its own line and column, however
/// the numbers before it were read.
fn errors_deep_in_large_boards_point_at_their_token() {
    let mut rng = Rng::new(4102);
    let row_error = |r: usize, found: &str| {
        format!("expected a cell of row {r}, an integer from -1 up, found `{found}`")
    };
    for round in 0..200 {
        let (rows, cols) = (rng.range(5, 40), rng.range(5, 40));
        let mut tokens = large_values(&mut rng, rows * cols);
        let first = rng.range(0, rows * cols / 2);
        let bad = rng.range(first + 1, rows * cols - 1);
        tokens[first] = "-1".into();
        let planted = [
            "-1",
            "-2",
            "1.5",
            "x",
            "-99999999999999999999",
            "7-",
            "-0002",
        ][round % 7];
        tokens[bad] = planted.into();
        let layout = Layout::new(&format!("{rows} {cols}\n"), &tokens, &mut rng);
        let at = &layout.positions[bad];
        let message = match planted {
            "-1" => format!(
                "expected one treasure `-1` on the board, found a second one (the first is in row {}, column {})",
                first / cols + 1,
                first % cols + 1
            ),
            found => {
                assert_eq!(cell_of(found).filter(|&c| c != Cell::Treasure), None);
                row_error(bad / cols + 1, found)
            }
        };
        let (out, failure) = run_in_memory(hdu4101::run, &layout.text);
        assert_eq!(out, "");
        assert_eq!(
            failure.as_deref(),
            Some(format!("input error in case 1 at line {at}: {message}").as_str()),
            "round {round}"
        );
    }
}

/// A board from rows of whitespace-separated values.
fn parse_board(rows: &[&str]) -> Board {
    let values: Vec<Vec<i64>> = rows
        .iter()
        .map(|row| row.split_whitespace().map(|v| v.parse().unwrap()).collect())
        .collect();
    Board {
        rows: values.len(),
        cols: values[0].len(),
        values: values.concat(),
    }
}

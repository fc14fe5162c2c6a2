//! hdu4101 against a brute force written from the rules: a memoised game search over the
//! hit points of every stone, with touchability recomputed by a plain flood from outside.

mod common;

use common::{run_in_memory, Layout, Rng};
use grid_games::grid::Grid;
use grid_games::hdu4101::{self, Cell};
use proconio::input;
use proconio::source::once::OnceSource;
use proconio::source::Source;
use std::collections::HashMap;

/// A board as the input gives it: row-major values, `-1` the treasure, `0` empty, `x > 0`
/// a stone of `x` hit points.
#[derive(Clone, Debug)]
struct Board {
    rows: usize,
    cols: usize,
    values: Vec<i64>,
}

impl Board {
    fn parse(rows: &[&str]) -> Board {
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

    /// The board as one judge case.
    fn render(&self) -> String {
        let mut text = format!("{} {}\n", self.rows, self.cols);
        for row in self.values.chunks(self.cols) {
            let row: Vec<String> = row.iter().map(i64::to_string).collect();
            text.push_str(&row.join(" "));
            text.push('\n');
        }
        text
    }

    /// The number of game states the brute force may meet: the product of HP + 1.
    fn states(&self) -> u64 {
        self.values
            .iter()
            .map(|&v| v.max(0) as u64 + 1)
            .fold(1, u64::saturating_mul)
    }

    fn solver_says_ali(&self) -> bool {
        let cells: Vec<Cell> = self.values.iter().map(|&v| Cell::from_value(v)).collect();
        hdu4101::ali_wins(self.rows, self.cols, &cells).unwrap()
    }
}

fn render_all(boards: &[Board]) -> String {
    boards.iter().map(Board::render).collect()
}

fn answers(boards: &[Board]) -> String {
    boards
        .iter()
        .map(|b| format!("{}\n", hdu4101::answer(brute_force(b))))
        .collect()
}

/// The 4-neighbours of cell `i` of a `rows` x `cols` board, row-major.
fn neighbours(rows: usize, cols: usize, i: usize) -> Vec<usize> {
    let (r, c) = (i / cols, i % cols);
    let mut out = Vec::new();
    if r > 0 {
        out.push(i - cols);
    }
    if r + 1 < rows {
        out.push(i + cols);
    }
    if c > 0 {
        out.push(i - 1);
    }
    if c + 1 < cols {
        out.push(i + 1);
    }
    out
}

fn on_border(rows: usize, cols: usize, i: usize) -> bool {
    let (r, c) = (i / cols, i % cols);
    r == 0 || c == 0 || r + 1 == rows || c + 1 == cols
}

/// The game played out: the position is the HP of every cell (0: empty), the treasure
/// stays where it is.
struct Game {
    rows: usize,
    cols: usize,
    treasure: usize,
    /// Whether the player to move wins, per position met.
    memo: HashMap<Vec<u8>, bool>,
}

impl Game {
    fn new(board: &Board) -> (Game, Vec<u8>) {
        let game = Game {
            rows: board.rows,
            cols: board.cols,
            treasure: board.values.iter().position(|&v| v == -1).unwrap(),
            memo: HashMap::new(),
        };
        let hp = board.values.iter().map(|&v| v.max(0) as u8).collect();
        (game, hp)
    }

    /// Cells a path of empty cells joins to the outside: the border cells, then the
    /// neighbours of every touchable empty cell (explicit stack).
    fn touchable(&self, hp: &[u8]) -> Vec<bool> {
        let empty = |i: usize| hp[i] == 0 && i != self.treasure;
        let mut touch = vec![false; hp.len()];
        let mut stack = Vec::new();
        for i in (0..hp.len()).filter(|&i| on_border(self.rows, self.cols, i)) {
            touch[i] = true;
            stack.push(i);
        }
        while let Some(i) = stack.pop() {
            if !empty(i) {
                continue;
            }
            for j in neighbours(self.rows, self.cols, i) {
                if !touch[j] {
                    touch[j] = true;
                    stack.push(j);
                }
            }
        }
        touch
    }

    /// Whether the player to move wins: the treasure is touchable, or some hit on a
    /// touchable stone leaves the opponent a lost position. Recursion depth: the total HP.
    fn player_to_move_wins(&mut self, hp: &mut Vec<u8>) -> bool {
        if let Some(&known) = self.memo.get(hp.as_slice()) {
            return known;
        }
        let touch = self.touchable(hp);
        let wins = touch[self.treasure] || {
            let moves: Vec<usize> = (0..hp.len()).filter(|&i| touch[i] && hp[i] > 0).collect();
            assert!(!moves.is_empty(), "no move in {hp:?}");
            moves.into_iter().any(|i| {
                hp[i] -= 1;
                let opponent_wins = self.player_to_move_wins(hp);
                hp[i] += 1;
                !opponent_wins
            })
        };
        self.memo.insert(hp.clone(), wins);
        wins
    }
}

/// Whether Ali, who moves first, wins: the game searched from the rules.
fn brute_force(board: &Board) -> bool {
    let (mut game, mut hp) = Game::new(board);
    game.player_to_move_wins(&mut hp)
}

/// Whether no empty path joins the treasure to the outside at the start.
fn treasure_sealed(board: &Board) -> bool {
    let (game, hp) = Game::new(board);
    !game.touchable(&hp)[game.treasure]
}

fn assert_agrees(board: &Board) -> bool {
    let expected = brute_force(board);
    assert_eq!(board.solver_says_ali(), expected, "\n{}", board.render());
    expected
}

/// A random board of `min_side..=max_side` rows and columns: many empty cells, HP up to
/// `max_hp`; on three boards in four of at least 3x3 the treasure is sealed, else it is
/// anywhere.
fn random_board(rng: &mut Rng, (min_side, max_side): (usize, usize), max_hp: usize) -> Board {
    let (rows, cols) = (rng.range(min_side, max_side), rng.range(min_side, max_side));
    let empty = [0.2, 0.35, 0.5][rng.range(0, 2)];
    let values = (0..rows * cols)
        .map(|_| match rng.chance(empty) {
            true => 0,
            false => rng.range(1, max_hp) as i64,
        })
        .collect();
    let mut board = Board { rows, cols, values };
    if rows >= 3 && cols >= 3 && rng.chance(0.75) {
        seal_treasure(rng, &mut board, max_hp);
    } else {
        let treasure = rng.range(0, rows * cols - 1);
        board.values[treasure] = -1;
    }
    board
}

/// Puts the treasure off the border, grows up to three zeros around it (off the border
/// too), and makes a stone of every empty cell bordering them.
fn seal_treasure(rng: &mut Rng, board: &mut Board, max_hp: usize) {
    let (rows, cols) = (board.rows, board.cols);
    let treasure = rng.range(1, rows - 2) * cols + rng.range(1, cols - 2);
    let mut region = vec![treasure];
    for _ in 0..rng.range(0, 3) {
        let from = region[rng.range(0, region.len() - 1)];
        let next = neighbours(rows, cols, from)[rng.range(0, 3)];
        if !on_border(rows, cols, next) && !region.contains(&next) {
            region.push(next);
        }
    }
    for &cell in &region {
        board.values[cell] = 0;
    }
    for &cell in &region {
        for next in neighbours(rows, cols, cell) {
            if !region.contains(&next) && board.values[next] == 0 {
                board.values[next] = rng.range(1, max_hp) as i64;
            }
        }
    }
    board.values[treasure] = -1;
}

/// Random boards up to 5x5, compared with the solver one by one when their state space is
/// small enough to search, then as multi-case inputs through `run`.
#[test]
fn agrees_with_brute_force_on_random_boards() {
    const STATES: u64 = 1 << 17;
    let mut rng = Rng::new(4101);
    let mut compared: Vec<(Board, bool)> = Vec::new();
    // Answers on boards whose treasure is not touchable at the start: [Baba, Ali].
    let mut sealed = [0; 2];
    for i in 0..8_000 {
        let board = match i % 4 {
            0 => random_board(&mut rng, (1, 4), 3),
            1 => random_board(&mut rng, (3, 4), 3),
            _ => random_board(&mut rng, (3, 5), 2),
        };
        if board.states() > STATES {
            continue;
        }
        let ali = assert_agrees(&board);
        if treasure_sealed(&board) {
            sealed[usize::from(ali)] += 1;
        }
        compared.push((board, ali));
    }
    assert!(
        compared.len() >= 6_000,
        "only {} boards compared",
        compared.len()
    );
    assert!(
        sealed.iter().all(|&n| n >= 1_500),
        "too few sealed treasures: {sealed:?} (Baba, Ali) wins"
    );
    for chunk in compared.chunks(50) {
        let boards: Vec<Board> = chunk.iter().map(|(b, _)| b.clone()).collect();
        let expected: String = chunk
            .iter()
            .map(|&(_, ali)| format!("{}\n", hdu4101::answer(ali)))
            .collect();
        let (out, failure) = run_in_memory(hdu4101::run, &render_all(&boards));
        assert_eq!((out, failure), (expected, None));
    }
}

/// Every board of `rows` x `cols` with the treasure at `treasure` and the other cells
/// taking every value of `0..values`.
fn every_board(rows: usize, cols: usize, treasure: usize, values: u64) -> Vec<Board> {
    let others = (rows * cols - 1) as u32;
    (0..values.pow(others))
        .map(|code| {
            let mut digits = (0..others).map(|k| (code / values.pow(k) % values) as i64);
            let values = (0..rows * cols)
                .map(|i| match i == treasure {
                    true => -1,
                    false => digits.next().unwrap(),
                })
                .collect();
            Board { rows, cols, values }
        })
        .collect()
}

/// Exhaustively: every 3x3 board with HP up to 3 around the treasure in the centre, and
/// every 4x4 board of zeros and HP 1 with the treasure at (1, 1) (up to symmetry, every
/// place off the border).
#[test]
fn agrees_with_brute_force_on_every_tiny_board() {
    let mut boards = every_board(3, 3, 4, 4);
    boards.extend(every_board(4, 4, 5, 2));
    assert_eq!(boards.len(), 4usize.pow(8) + 2usize.pow(15));
    for board in &boards {
        assert_agrees(board);
    }
}

/// Boards made to show one feature each, with the answer argued by hand in the comment
/// (free hits: full HP of stones reachable from outside off the ring, HP - 1 of ring
/// stones next to such a path). Both the brute force and the solver must agree with it.
#[test]
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
        let board = Board::parse(rows);
        assert_eq!(brute_force(&board), expected, "brute force on {name}");
        assert_eq!(board.solver_says_ali(), expected, "solver on {name}");
    }
}

/// A 3x3 block of stones inside a region of zeros: its 8 outer stones are ring stones,
/// its centre is sealed behind them and never counts, whatever its HP. The frame gives
/// its 4 corners (HP 1); the treasure sits in the region below the block. 4: even.
#[test]
fn a_stone_sealed_behind_the_ring_never_counts() {
    for centre in 1..=3 {
        let centre = centre.to_string();
        let middle = format!("1 0 1 {centre} 1 0 1");
        let board = Board::parse(&[
            "1 1 1 1 1 1 1",
            "1 0 0 0 0 0 1",
            "1 0 1 1 1 0 1",
            &middle,
            "1 0 1 1 1 0 1",
            "1 0 0 -1 0 0 1",
            "1 1 1 1 1 1 1",
        ]);
        assert!(!brute_force(&board), "brute force, centre {centre}");
        assert!(!board.solver_says_ali(), "solver, centre {centre}");
    }
}

/// A case that leaves marks, flags or a treasure behind would change the next answers:
/// every pair of a few varied boards, in both orders, against the brute force.
#[test]
fn later_cases_do_not_see_earlier_ones() {
    let boards = [
        Board::parse(&["1 1 1 1", "1 -1 0 1", "1 2 1 1", "1 1 1 1"]),
        Board::parse(&["-1"]),
        Board::parse(&["1 1 1", "1 -1 1", "1 1 1"]),
        Board::parse(&["0 1 0", "1 -1 1", "0 2 0", "1 1 1"]),
        Board::parse(&[
            "2 2 2 2 2",
            "2 0 1 0 2",
            "2 1 -1 1 2",
            "2 0 1 0 2",
            "2 2 2 2 2",
        ]),
        Board::parse(&["1 2 3 -1"]),
    ];
    let brute: Vec<bool> = boards.iter().map(brute_force).collect();
    assert!(brute.contains(&true) && brute.contains(&false));
    for (i, a) in boards.iter().enumerate() {
        for (j, b) in boards.iter().enumerate() {
            let pair = [a.clone(), b.clone(), a.clone()];
            let (out, failure) = run_in_memory(hdu4101::run, &render_all(&pair));
            assert_eq!(failure, None);
            let expected: String = [brute[i], brute[j], brute[i]]
                .iter()
                .map(|&ali| format!("{}\n", hdu4101::answer(ali)))
                .collect();
            assert_eq!(out, expected, "boards {i} then {j}");
        }
    }
}

/// The committed sample outputs are the brute force's, reading the inputs with proconio
/// rather than our scanner.
#[test]
fn sample_outputs_agree_with_brute_force() {
    let mut samples = 0;
    for sample in common::samples("hdu4101") {
        let mut source = OnceSource::from(sample.input.as_str());
        let mut boards = Vec::new();
        while !source.is_empty() {
            input! { from &mut source, rows: usize, cols: usize, values: [i64; rows * cols] }
            boards.push(Board { rows, cols, values });
        }
        assert_eq!(sample.output, answers(&boards), "{}", sample.path.display());
        samples += 1;
    }
    assert_eq!(samples, 3);
}

#[test]
fn empty_input_has_no_case() {
    for input in ["", " \r\n\n\t"] {
        assert_eq!(run_in_memory(hdu4101::run, input), (String::new(), None));
    }
}

#[test]
fn malformed_inputs_get_one_line_errors_and_keep_earlier_answers() {
    let first = "1 1\n-1\n";
    let ali = "Ali Win\n";
    let cases: Vec<(String, &str, &str)> = vec![
        ("x".into(), "", "input error in case 1 at line 1:1: expected the number of rows N, an integer from 1 to 18446744073709551615, found `x`"),
        (format!("{first}0 3\n"), ali, "input error in case 2 at line 3:1: expected the number of rows N, an integer from 1 to 18446744073709551615, found `0`"),
        (format!("{first}2\n"), ali, "input error in case 2 at line 4:1: expected the number of columns M, found the end of the input"),
        (format!("{first}2 2\n1 -1\n1\n"), ali, "input error in case 2 at line 6:1: expected a cell of row 2, found the end of the input"),
        (format!("{first}2 2\n1 -1\n1 -2\n"), ali, "input error in case 2 at line 5:3: expected a cell of row 2, an integer from -1 to 9223372036854775807, found `-2`"),
        (format!("{first}2 2\n1 -1\n1 1.5\n"), ali, "input error in case 2 at line 5:3: expected a cell of row 2, an integer from -1 to 9223372036854775807, found `1.5`"),
        (format!("{first}2 2\n1 1\n1 0\n"), ali, "input error in case 2 at line 5:3: expected one treasure `-1` on the board, found none"),
        (format!("{first}2 3\n1 -1 0\n1 -1 0\n"), ali, "input error in case 2 at line 5:3: expected one treasure `-1` on the board, found a second one (the first is at line 4:3)"),
        (format!("{first}70000 70000\n"), ali, "input error in case 2 at line 3:7: expected a board of at most 4294967295 cells with its outside ring, found a larger one"),
    ];
    for (input, out, message) in cases {
        let (got, failure) = run_in_memory(hdu4101::run, &input);
        assert_eq!(
            (got.as_str(), failure.as_deref()),
            (out, Some(message)),
            "input:\n{input}"
        );
    }
}

/// Only the parity of the HP matters, and no value can overflow the solver.
#[test]
fn huge_hit_points_keep_their_parity() {
    let max = i64::MAX.to_string();
    let even = (i64::MAX - 1).to_string();
    let ring = |hp: &str| format!("3 3\n1 {hp} 1\n{hp} -1 {hp}\n1 {hp} 1\n");
    // Corners 4, ring stones HP - 1 each: 4 x even is even, 4 x odd even too; one odd
    // ring stone among even ones flips it.
    let input =
        ring(&max) + &ring(&even) + &format!("3 3\n1 {max} 1\n{even} -1 {even}\n1 {even} 1\n");
    let (out, failure) = run_in_memory(hdu4101::run, &input);
    assert_eq!(failure, None);
    assert_eq!(out, "Baba Win\nBaba Win\nAli Win\n");
}

/// Values as a judge's large board has them: mostly below 100, a few long ones.
fn large_values(rng: &mut Rng, cells: usize) -> Vec<i64> {
    (0..cells)
        .map(|_| match rng.below(40) {
            0 => i64::MAX - rng.below(2) as i64,
            1 => rng.below(1_000_000_000_000) as i64,
            k if k < 20 => 0,
            _ => rng.range(1, 99) as i64,
        })
        .collect()
}

/// The bulk reader takes runs of plain numbers and leaves every other token to the token
/// reader: whatever the layout, the board read is the one proconio reads.
#[test]
fn large_boards_of_any_layout_are_read_as_proconio_reads_them() {
    let mut rng = Rng::new(4101);
    for _ in 0..60 {
        let (rows, cols) = (rng.range(1, 60), rng.range(1, 60));
        let mut values = large_values(&mut rng, rows * cols);
        let treasure = rng.range(0, rows * cols - 1);
        values[treasure] = -1;
        let tokens: Vec<String> = values.iter().map(i64::to_string).collect();
        let layout = Layout::new(&format!("{rows} {cols}\n"), &tokens, &mut rng);

        let mut source = OnceSource::from(layout.text.as_str());
        input! { from &mut source, n: usize, m: usize, expected: [i64; n * m] }
        let mut sc = grid_games::scanner::Scanner::new(layout.text.as_bytes());
        let mut board = Grid::default();
        let cell = hdu4101::read_board(&mut sc, &mut board).unwrap();
        let shape = board.shape();
        assert_eq!((shape.rows(), shape.cols()), (n, m));
        let read: Vec<Cell> = shape.cells().map(|c| board[c]).collect();
        let wanted: Vec<Cell> = expected.iter().map(|&v| Cell::from_value(v)).collect();
        assert_eq!(read, wanted);
        assert_eq!(cell, shape.index(treasure / cols, treasure % cols));
        assert!(sc.at_end().unwrap());
    }
}

/// A bad token deep inside a large board is reported at its own line and column, however
/// the numbers before it were read.
#[test]
fn errors_deep_in_large_boards_point_at_their_token() {
    let mut rng = Rng::new(4102);
    let row_error = |r: usize, found: &str| {
        format!("expected a cell of row {r}, an integer from -1 to 9223372036854775807, found `{found}`")
    };
    for round in 0..200 {
        let (rows, cols) = (rng.range(5, 40), rng.range(5, 40));
        let mut tokens: Vec<String> = large_values(&mut rng, rows * cols)
            .iter()
            .map(i64::to_string)
            .collect();
        let first = rng.range(0, rows * cols / 2);
        let bad = rng.range(first + 1, rows * cols - 1);
        tokens[first] = "-1".into();
        let planted = ["-1", "-2", "1.5", "x", "9223372036854775808", "7-"][round % 6];
        tokens[bad] = planted.into();
        let layout = Layout::new(&format!("{rows} {cols}\n"), &tokens, &mut rng);
        let at = &layout.positions[bad];
        let message = match planted {
            "-1" => format!(
                "expected one treasure `-1` on the board, found a second one (the first is at line {})",
                layout.positions[first]
            ),
            found => row_error(bad / cols + 1, found),
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

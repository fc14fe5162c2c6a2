//! The real binaries at the edges of their contract (README's "Quick start" and each
//! `docs/<problem>.md`): memory that follows the
//! data (a header alone, under an address-space limit, costs nothing), a board larger
//! than the memory left (one line, status 1, the earlier answers on stdout), rows and grids
//! of any shape within a small limit, and numbers as C's `scanf` reads them. Limits are
//! set with `prlimit --as`, above the least one each binary needs for a 1 x 1 case.

use crate::support::built_binary;
use lab::check::Check;
use lab::problems::hdu4101::Hdu4101;
use lab::rng::Rng;
use libtest_mimic::Trial;
use std::fs::File;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

const MB: u64 = 1 << 20;

pub fn trials() -> Vec<Trial> {
    trials![
        a_header_alone_allocates_nothing,
        a_board_larger_than_memory_is_one_line_after_the_earlier_answers,
        rows_and_boards_of_any_shape_fit_in_memory_near_their_size,
        whitespace_is_what_c_reads,
        hit_points_of_any_length_count_by_their_parity,
    ]
}

/// What a run printed: its exit status (`None` when a signal ended it), stdout, stderr.
type Outcome = (Option<i32>, String, String);

/// Runs `exe` on `input` (from a file, so that a binary that stops early leaves no writer
/// blocked), under an address-space limit of `limit` bytes when there is one.
fn run(exe: &Path, input: &[u8], limit: Option<u64>) -> Outcome {
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    let path = std::env::temp_dir().join(format!(
        "grid-games-limits-{}-{}.in",
        std::process::id(),
        RUNS.fetch_add(1, Ordering::Relaxed)
    ));
    File::create(&path).unwrap().write_all(input).unwrap();
    let mut command = match limit {
        Some(bytes) => {
            let mut prlimit = Command::new("prlimit");
            prlimit.arg(format!("--as={bytes}")).arg(exe);
            prlimit
        }
        None => Command::new(exe),
    };
    let out = command
        .stdin(Stdio::from(File::open(&path).unwrap()))
        .output()
        .expect("prlimit runs");
    std::fs::remove_file(&path).unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A 1 x 1 case of each binary, and its answer.
fn smallest_case(problem: &str) -> (&'static str, &'static str) {
    match problem {
        "hdu4101" => ("1 1\n-1\n", "Ali Win\n"),
        "hdu4678" => ("1\n1 1 0\n", "Case #1: Xiemao\n"),
        "loj6033" => ("1 1\n.\n", "1\n1 1\n"),
        "nowcoder_grid" => ("1\n1 1\n.\n", "no yes no\n"),
        _ => panic!("no smallest case for {problem}"),
    }
}

/// The binary of `problem` and the least address-space limit (to 1/8 MB) under which it
/// answers a 1 x 1 case: its own mappings, stack and buffers.
fn binary_and_base(problem: &str) -> (std::path::PathBuf, u64) {
    let exe = built_binary(problem);
    let (input, answer) = smallest_case(problem);
    let answers = |limit| run(&exe, input.as_bytes(), Some(limit)).1 == answer;
    let (mut low, mut high) = (MB / 8, 512 * MB);
    assert!(
        answers(high),
        "{problem} answers nothing under {high} bytes"
    );
    while high - low > MB / 8 {
        let mid = (low + high) / 2;
        if answers(mid) {
            high = mid;
        } else {
            low = mid;
        }
    }
    (exe, high)
}

fn error(problem: &str, message: &str) -> String {
    format!("{problem}: input error in {message}\n")
}

/// A case announced and never sent costs no memory: under a limit far below the board, the
/// error is the end of the input, not an allocation. (hdu4678's mines may land anywhere,
/// so its board is allocated whole but zeroed, untouched: the limit must hold its address
/// space.)
fn a_header_alone_allocates_nothing() {
    let cases: [(&str, &str, u64, &str); 6] = [
        (
            "hdu4101",
            "65533 65533\n",
            16 * MB,
            "case 1 at line 2:1: expected a cell of row 1, found the end of the input",
        ),
        (
            "hdu4101",
            "10000 10000\n0 0 0\n",
            16 * MB,
            "case 1 at line 3:1: expected a cell of row 1, found the end of the input",
        ),
        (
            "hdu4678",
            "1\n30000 30000 1\n",
            1000 * MB,
            "case 1 at line 3:1: expected the row X of a mine, found the end of the input",
        ),
        (
            "loj6033",
            "65000 65000\n",
            16 * MB,
            "case 1 at line 2:1: expected row 1 of the board, found the end of the input",
        ),
        (
            "loj6033",
            "60000 60000\n..",
            16 * MB,
            "case 1 at line 2:1: expected row 1 of the board of 60000 cells, found 2 characters",
        ),
        (
            "nowcoder_grid",
            "1\n1 400000000\n",
            16 * MB,
            "case 1 at line 3:1: expected row 1 of the grid, found the end of the input",
        ),
    ];
    for (problem, input, margin, message) in cases {
        let (exe, base) = binary_and_base(problem);
        let got = run(&exe, input.as_bytes(), Some(base + margin));
        let expected = (Some(1), String::new(), error(problem, message));
        assert_eq!(got, expected, "{problem} on {input:?}");
    }
}

/// `header` and then `rows` lines of `row`.
fn repeated(header: &str, row: &str, rows: usize) -> Vec<u8> {
    let mut text = header.as_bytes().to_vec();
    for _ in 0..rows {
        text.extend_from_slice(row.as_bytes());
    }
    text
}

/// A case of a 1 x 1 hdu4101 board, then a 2000 x 2000 one: empty cells inside a frame of
/// stones, the treasure in the middle (sealed, so that both floods run).
fn framed_treasure_after_a_small_case() -> Vec<u8> {
    let side = 2000;
    let row = |cells: &dyn Fn(usize) -> &'static str| {
        (0..side).map(cells).collect::<Vec<_>>().join(" ") + "\n"
    };
    let frame = row(&|_| "1");
    let inside = row(&|c| if c == 0 || c == side - 1 { "1" } else { "0" });
    let middle = row(&|c| match c {
        0 => "1",
        c if c == side - 1 => "1",
        c if c == side / 2 => "-1",
        _ => "0",
    });
    let mut text = format!("1 1\n-1\n{side} {side}\n{frame}").into_bytes();
    text.extend(repeated("", &inside, side / 2 - 1));
    text.extend_from_slice(middle.as_bytes());
    text.extend(repeated("", &inside, side / 2 - 2));
    text.extend_from_slice(frame.as_bytes());
    text
}

/// A board that needs more than the memory left is the one-line input error, at its size,
/// after the answers of the cases before it; never an abort.
fn a_board_larger_than_memory_is_one_line_after_the_earlier_answers() {
    let dots = |n: usize| ".".repeat(n) + "\n";
    let cases: Vec<(&str, Vec<u8>, u64, &str, &str)> = vec![
        // The board (4 MB) fits, its two floods (11 MB) do not.
        (
            "hdu4101",
            framed_treasure_after_a_small_case(),
            8 * MB,
            "Ali Win\n",
            "case 2 at line 3:6: a board of 2000 x 2000 cells does not fit in memory",
        ),
        // The mines (3 MB) fit, the union-find over runs (6.3 M runs at most, 31 MB) does
        // not.
        (
            "hdu4678",
            b"2\n1 1 0\n5000 5000 0\n".to_vec(),
            16 * MB,
            "Case #1: Xiemao\n",
            "case 2 at line 3:6: a board of 5000 x 5000 cells does not fit in memory",
        ),
        // A row of 10^8 cells: the board (12 MB) fits, the rows of scratch space as wide
        // (the windows the play slides down the board: 18 rows, 225 MB) do not.
        (
            "hdu4678",
            b"2\n1 1 0\n1 100000000 0\n".to_vec(),
            160 * MB,
            "Case #1: Xiemao\n",
            "case 2 at line 3:3: a board of 1 x 100000000 cells does not fit in memory",
        ),
        // The board (9 MB) fits, the matching does not.
        (
            "loj6033",
            repeated("3000 3000\n", &dots(3000), 3000),
            24 * MB,
            "",
            "case 1 at line 1:6: a board of 3000 x 3000 cells does not fit in memory",
        ),
        // A row of 16 M cells (4 MB) does not fit in 2 MB: reading stops inside it.
        (
            "nowcoder_grid",
            format!("2\n1 1\n.\n1 16000000\n{}", dots(16_000_000)).into_bytes(),
            2 * MB,
            "no yes no\n",
            "case 2 at line 4:3: a board of 1 x 16000000 cells does not fit in memory",
        ),
    ];
    for (problem, input, margin, answers, message) in cases {
        let (exe, base) = binary_and_base(problem);
        let got = run(&exe, &input, Some(base + margin));
        let expected = (Some(1), answers.to_string(), error(problem, message));
        assert_eq!(got, expected, "{problem}");
    }
}

/// Boards whose rows or shape cost memory far above their cells before: a row of 20 M
/// cells (the scanner held the whole row), a grid of 10 M rows of one cell (two words a
/// row), a 3000 x 3000 open board (29 bytes a cell), each solved within a limit their
/// cells fit in.
fn rows_and_boards_of_any_shape_fit_in_memory_near_their_size() {
    let dots = |n: usize| ".".repeat(n) + "\n";
    let cases: Vec<(&str, Vec<u8>, u64, &str)> = vec![
        // Moving right only, the piece reaches (1, m): a draw.
        (
            "nowcoder_grid",
            format!("1\n1 20000000\n{}", dots(20_000_000)).into_bytes(),
            24 * MB,
            "no yes no\n",
        ),
        (
            "nowcoder_grid",
            repeated("1\n10000000 1\n", ".\n", 10_000_000),
            16 * MB,
            "no yes no\n",
        ),
        // An even open board has a perfect matching (dominoes): no winning start.
        (
            "loj6033",
            repeated("3000 3000\n", &dots(3000), 3000),
            120 * MB,
            "0\n",
        ),
    ];
    for (problem, input, margin, answers) in cases {
        let (exe, base) = binary_and_base(problem);
        let got = run(&exe, &input, Some(base + margin));
        assert_eq!(
            got,
            (Some(0), answers.to_string(), String::new()),
            "{problem}"
        );
    }
}

/// Input as C reads it, through the binaries: a vertical tab separates, a lone `\r` ends
/// a line (a position on line 3 is reported there).
fn whitespace_is_what_c_reads() {
    let hdu4101 = built_binary("hdu4101");
    let expected = (Some(0), "Ali Win\n".to_string(), String::new());
    assert_eq!(run(&hdu4101, b"1\x0b1\x0b-1\n", None), expected);
    let loj6033 = built_binary("loj6033");
    let message = "case 1 at line 3:2: expected one of `.#` in row 2 of the board, found `x`";
    let expected = (Some(1), String::new(), error("loj6033", message));
    assert_eq!(run(&loj6033, b"2 2\r#.\r.x\r", None), expected);
}

/// A stone's HP is any positive integer, of any length (past every integer type) and with
/// any leading zeros: through the binary, random small boards with such HP get the answers
/// the game search gives on the same boards with HP 1 or 2 of the same parity.
fn hit_points_of_any_length_count_by_their_parity() {
    let exe = built_binary("hdu4101");
    let mut rng = Rng::new(4103);
    let (mut input, mut expected) = (String::new(), String::new());
    for _ in 0..200 {
        let board = Hdu4101::random_small(&mut rng);
        let mut text = format!("{} {}\n", board.rows, board.cols);
        let mut reduced = board.clone();
        for (value, small) in board.values.iter().zip(&mut reduced.values) {
            let token = match value {
                v if *v > 0 => {
                    let last = if v % 2 == 1 { "1" } else { "8" };
                    *small = 2 - v % 2;
                    match rng.below(3) {
                        0 => format!("{}{last}", "9".repeat(rng.range(18, 40))),
                        1 => format!("{}{v}", "0".repeat(rng.range(1, 50))),
                        _ => v.to_string(),
                    }
                }
                -1 => ["-1", "-0001"][rng.range(0, 1)].to_string(),
                v => v.to_string(),
            };
            text += &token;
            text.push(' ');
        }
        input += &text;
        input.push('\n');
        let ali = lab::problems::hdu4101::brute_force(&reduced).expect("a small board");
        expected += if ali { "Ali Win\n" } else { "Baba Win\n" };
    }
    let got = run(&exe, input.as_bytes(), None);
    assert_eq!(got, (Some(0), expected, String::new()));
}

//! ancient_go against a brute force written from the rules: try every black move, remove
//! the white groups left without liberty, see whether a stone died.

mod common;

use common::{run_in_memory, Rng};
use grid_games::ancient_go::{self, can_kill, Board, SIZE};
use itertools::iproduct;
use proconio::input;
use proconio::marker::Bytes;
use proconio::source::once::OnceSource;

type Points = [[u8; SIZE]; SIZE];

const STEPS: [(isize, isize); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

fn neighbours(r: usize, c: usize) -> impl Iterator<Item = (usize, usize)> {
    STEPS.iter().filter_map(move |&(dr, dc)| {
        let (nr, nc) = (r.checked_add_signed(dr)?, c.checked_add_signed(dc)?);
        (nr < SIZE && nc < SIZE).then_some((nr, nc))
    })
}

/// The group of the stone at `(r, c)` (explicit stack) and whether it touches an empty point.
fn group(b: &Points, r: usize, c: usize) -> (Vec<(usize, usize)>, bool) {
    let colour = b[r][c];
    let mut seen = [[false; SIZE]; SIZE];
    let (mut stack, mut stones, mut free) = (vec![(r, c)], Vec::new(), false);
    seen[r][c] = true;
    while let Some((r, c)) = stack.pop() {
        stones.push((r, c));
        for (nr, nc) in neighbours(r, c) {
            free |= b[nr][nc] == b'.';
            if b[nr][nc] == colour && !seen[nr][nc] {
                seen[nr][nc] = true;
                stack.push((nr, nc));
            }
        }
    }
    (stones, free)
}

fn has_dead_group(b: &Points, colour: u8) -> bool {
    iproduct!(0..SIZE, 0..SIZE).any(|(r, c)| b[r][c] == colour && !group(b, r, c).1)
}

/// The rules played out: some empty point where a black stone leaves a white group dead.
fn brute_force(b: &Points) -> bool {
    iproduct!(0..SIZE, 0..SIZE).any(|(r, c)| {
        let mut after = *b;
        after[r][c] = b'x';
        b[r][c] == b'.' && has_dead_group(&after, b'o')
    })
}

fn is_legal(b: &Points) -> bool {
    !has_dead_group(b, b'o') && !has_dead_group(b, b'x')
}

/// Removes groups without liberty until none is left: a legal position.
fn legalise(b: &mut Points) {
    while let Some((r, c)) =
        iproduct!(0..SIZE, 0..SIZE).find(|&(r, c)| b[r][c] != b'.' && !group(b, r, c).1)
    {
        for (sr, sc) in group(b, r, c).0 {
            b[sr][sc] = b'.';
        }
    }
}

fn flat(b: &Points) -> Board {
    let mut out = [b'.'; SIZE * SIZE];
    out.copy_from_slice(&b.concat());
    out
}

fn render(boards: &[Points]) -> String {
    let mut text = format!("{}\n", boards.len());
    for b in boards {
        text.push('\n');
        for row in b {
            text.push_str(std::str::from_utf8(row).unwrap());
            text.push('\n');
        }
    }
    text
}

fn random_board(rng: &mut Rng) -> Points {
    let empty = [0.05, 0.15, 0.3, 0.5][rng.range(0, 3)];
    let white = rng.range(2, 8) as f64 / 10.0;
    let mut b = [[b'.'; SIZE]; SIZE];
    for cell in b.iter_mut().flatten() {
        if !rng.chance(empty) {
            *cell = if rng.chance(white) { b'o' } else { b'x' };
        }
    }
    legalise(&mut b);
    b
}

#[test]
fn agrees_with_brute_force_on_random_legal_boards() {
    let mut rng = Rng::new(5546);
    let (mut kills, mut batch) = (0, Vec::new());
    for i in 0..10_000 {
        let b = random_board(&mut rng);
        let expected = brute_force(&b);
        assert_eq!(
            can_kill(&flat(&b)),
            expected,
            "board #{i}:\n{}",
            render(&[b])
        );
        kills += usize::from(expected);
        batch.push(b);
    }
    assert!(
        kills > 1_000 && kills < 9_000,
        "too uniform a sample: {kills} kills"
    );
    // The same boards as judge inputs of 100 cases each, through `run`.
    for chunk in batch.chunks(100) {
        let (out, failure) = run_in_memory(ancient_go::run, &render(chunk));
        assert_eq!(failure, None);
        let expected: String = chunk
            .iter()
            .enumerate()
            .map(|(i, b)| ancient_go::answer(i + 1, brute_force(b)) + "\n")
            .collect();
        assert_eq!(out, expected);
    }
}

/// Every pattern of the 3x3 corner, with the rest of the board empty or all black.
#[test]
fn agrees_with_brute_force_on_every_corner_pattern() {
    let mut compared = 0;
    for rest in [b'.', b'x'] {
        for code in 0..3usize.pow(9) {
            let mut b = [[rest; SIZE]; SIZE];
            let mut k = code;
            for (r, c) in iproduct!(0..3, 0..3) {
                b[r][c] = b".xo"[k % 3];
                k /= 3;
            }
            if is_legal(&b) {
                assert_eq!(can_kill(&flat(&b)), brute_force(&b), "\n{}", render(&[b]));
                compared += 1;
            }
        }
    }
    assert!(compared > 5_000, "only {compared} legal patterns");
}

fn parse(rows: &[&str]) -> Points {
    let mut b = [[b'.'; SIZE]; SIZE];
    for (row, text) in b.iter_mut().zip(rows) {
        row.copy_from_slice(text.as_bytes());
    }
    b
}

#[test]
fn hand_made_boards_with_shared_liberties() {
    let cases: [([&str; SIZE], bool); 6] = [
        // Four white stones whose only liberty, the centre, is shared by three of them.
        (
            [
                "xxxxxxxxx",
                "xxxxxxxxx",
                "xxxxxxxxx",
                "xxxxoxxxx",
                "xxxo.oxxx",
                "xxxxxxxxx",
                "xxxxxxxxx",
                "xxxxxxxxx",
                "xxxxxxxx.",
            ],
            true,
        ),
        // One group around a single shared liberty in the corner.
        (
            [
                ".oxxxxxxx",
                "ooxxxxxxx",
                "xxxxxxxxx",
                "xxxxxxxxx",
                "xxxxxxxxx",
                "xxxxxxxxx",
                "xxxxxxxxx",
                "xxxxxxxxx",
                "xxxxxxxx.",
            ],
            true,
        ),
        // Two groups, each with two liberties: no single move kills.
        (
            [
                ".o.xxxxxx",
                "xxxxxxxxx",
                "xxxxxxxxx",
                "xxxxxxxxx",
                "xxxx.o.xx",
                "xxxxxxxxx",
                "xxxxxxxxx",
                "xxxxxxxxx",
                "xxxxxxxxx",
            ],
            false,
        ),
        // A long chain touching one liberty from three of its stones.
        (
            [
                "oooo.oooo",
                "ooooooooo",
                "xxxxxxxxx",
                "xxxxxxxxx",
                "xxxxxxxxx",
                "xxxxxxxxx",
                "xxxxxxxxx",
                "xxxxxxxxx",
                "xxxxxxxx.",
            ],
            true,
        ),
        // The same chain with two liberties, each shared by three stones.
        (
            [
                "ooo.o.ooo",
                "ooooooooo",
                "xxxxxxxxx",
                "xxxxxxxxx",
                "xxxxxxxxx",
                "xxxxxxxxx",
                "xxxxxxxxx",
                "xxxxxxxxx",
                "xxxxxxxx.",
            ],
            false,
        ),
        (
            [
                "ooooooooo",
                "ooooooooo",
                "ooooooooo",
                "ooooooooo",
                "oooo.oooo",
                "ooooooooo",
                "ooooooooo",
                "ooooooooo",
                "ooooooooo",
            ],
            true,
        ),
    ];
    for (rows, expected) in cases {
        let b = parse(&rows);
        assert!(
            is_legal(&b) || !expected,
            "test board is illegal:\n{}",
            render(&[b])
        );
        assert_eq!(
            brute_force(&b),
            expected,
            "brute force on\n{}",
            render(&[b])
        );
        assert_eq!(can_kill(&flat(&b)), expected, "\n{}", render(&[b]));
    }
}

/// An illegal position (a white group already without liberty) is answered by the
/// one-liberty rule, as the judge's solutions do: no group has exactly one liberty here.
#[test]
fn a_group_already_without_liberty_is_not_a_kill() {
    let b = [[b'o'; SIZE]; SIZE];
    assert!(!can_kill(&flat(&b)));
    let mut b = [[b'x'; SIZE]; SIZE];
    b[0][0] = b'o';
    assert!(!can_kill(&flat(&b)));
}

/// The committed sample outputs are the brute force's, reading the inputs with proconio
/// rather than our scanner.
#[test]
fn sample_outputs_agree_with_brute_force() {
    for sample in common::samples("ancient_go") {
        let source = OnceSource::from(sample.input.as_str());
        input! { from source, t: usize, boards: [[Bytes; SIZE]; t] }
        let expected: String = boards
            .iter()
            .enumerate()
            .map(|(i, rows)| {
                let mut b = [[b'.'; SIZE]; SIZE];
                for (row, bytes) in b.iter_mut().zip(rows) {
                    row.copy_from_slice(bytes);
                }
                ancient_go::answer(i + 1, brute_force(&b)) + "\n"
            })
            .collect();
        assert_eq!(sample.output, expected, "{}", sample.path.display());
    }
}

#[test]
fn malformed_inputs_get_one_line_errors_and_keep_earlier_answers() {
    let good = render(&[[[b'.'; SIZE]; SIZE]]);
    let first = "Case #1: Can not kill in one move!!!\n";
    let two = good.replacen('1', "2", 1);
    let cases: Vec<(String, &str, &str)> = vec![
        (String::new(), "", "input error before the first case at line 1:1: expected the number of test cases T, found the end of the input"),
        ("two\n".into(), "", "input error before the first case at line 1:1: expected the number of test cases T, an integer from 0 to 18446744073709551615, found `two`"),
        ("-1\n".into(), "", "input error before the first case at line 1:1: expected the number of test cases T, an integer from 0 to 18446744073709551615, found `-1`"),
        (two.clone(), first, "input error in case 2 at line 12:1: expected row 1 of the board, found the end of the input"),
        (two.clone() + "\n.........\n........\n", first, "input error in case 2 at line 14:1: expected row 2 of the board of 9 cells, found 8 characters"),
        (two.clone() + "\n..........\n", first, "input error in case 2 at line 13:1: expected row 1 of the board of 9 cells, found 10 characters"),
        (two + "\n....O....\n", first, "input error in case 2 at line 13:5: expected one of `.xo` in row 1 of the board, found `O`"),
    ];
    for (input, out, message) in cases {
        let (got, failure) = run_in_memory(ancient_go::run, &input);
        assert_eq!(
            (got.as_str(), failure.as_deref()),
            (out, Some(message)),
            "input:\n{input}"
        );
    }
}

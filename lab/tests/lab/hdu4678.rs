//! hdu4678 beyond the registry's comparisons: the warning names the first number between
//! two blank regions (checked against the brute force's board on every small board), the
//! documented answer on boards breaking the guarantee, hand-made and judge-size boards,
//! cases that must not see each other, and the bulk reader on any layout.

use crate::check;
use crate::support::{built_binary, run_in_memory, run_with_warnings, Layout, Own};
use grid_games::hdu4678;
use grid_games::hdu4678::mine_rows::MineRows;
use grid_games::hdu4678::mine_rows::Scratch;
use itertools::iproduct;
use lab::check::Check;
use lab::play::Value;
use lab::problem::{expected_output, Problem};
use lab::problems::hdu4678::cells::{count_numbers, MINE};
use lab::problems::hdu4678::check::{board, SIDE};
use lab::problems::hdu4678::play::Minefield;
use lab::problems::hdu4678::{
    brute_force, check::random_case, mine_rows, verdict, verdict_cell_by_cell, Board, Case, Hdu4678,
};
use lab::problems::hdu4678::{mover_wins, MOST_OPEN};
use lab::rng::Rng;
use libtest_mimic::Trial;

/// What the generic tests take of hdu4678.
pub const OWN: Own = Own {
    name: Hdu4678::NAME,
    malformed: crate::catalogue::hdu4678::malformed,
    json_figures: &["regions", "lone_numbers", "xor", "shared_number"],
    submit_budget: 52 * 1024,
    beyond_guarantees: |rng| Box::new(beyond_guarantees(rng)),
    brute_value: |game| game.downcast_ref::<Minefield>().map(minefield_value),
    trials,
};

/// hdu4678: whether the player to move wins from the cells turned so far.
fn minefield_value(minefield: &Minefield) -> Option<Value> {
    let board = Board::new(&minefield.layout.case);
    let small = board.open_cells() <= MOST_OPEN;
    small.then(|| Value::win_if(mover_wins(&board, &minefield.turned)))
}

/// Boards past the guarantees: K above N x M, a number bordering two blank regions,
/// sides above 1000.
fn beyond_guarantees(rng: &mut Rng) -> Vec<(String, Case)> {
    let mut cases: Vec<(String, Case)> = Vec::new();
    let mut full = board(2, 3, |_, _| true);
    full.mines.extend(full.mines.clone());
    cases.push((
        "K above N x M: every cell a mine, listed twice".into(),
        full,
    ));
    let shared: Vec<Case> = shared_numbers(rng).take(4).collect();
    cases.extend(shared.into_iter().map(|case| {
        let name = "a number bordering two blank regions (counted once)";
        (name.to_string(), case)
    }));
    cases.extend([
        (
            "1x5000, above the limit of 1000".to_string(),
            board(1, 5 * SIDE, |_, _| rng.chance(1.0 / 3.0)),
        ),
        (
            "1500x1500, no mine, above the limit".to_string(),
            board(1500, 1500, |_, _| false),
        ),
    ]);
    cases
}

/// Small random boards whose only breach is a number bordering two blank regions.
fn shared_numbers(rng: &mut Rng) -> impl Iterator<Item = Case> + '_ {
    std::iter::repeat_with(|| random_case(rng)).filter(|case| {
        let distinct: BTreeSet<_> = case.mines.iter().collect();
        distinct.len() == case.mines.len() && Board::new(case).first_shared_number().is_some()
    })
}

fn trials() -> Vec<Trial> {
    let mut trials = trials![
        random_boards_reach_both_answers_and_name_every_shared_number,
        every_tiny_board_names_its_first_shared_number,
        hand_made_boards,
        judge_size_boards_answer_by_counting,
        state_does_not_leak_between_cases,
        a_board_breaking_the_guarantee_gets_a_warning_and_an_answer,
        boards_breaking_the_guarantee_are_named_and_follow_the_documented_rule,
        the_binary_prints_the_warning_on_standard_error,
        long_mine_lists_of_any_layout_lay_what_proconio_reads,
        errors_deep_in_long_mine_lists_point_at_their_token,
        numbers_count_each_mine_once_on_every_side,
    ];
    trials.extend(check::planted_pair::<Hdu4678>(
        "hdu4678_swapped_grundy",
        small_counterexample,
    ));
    trials
}

/// The smallest board that shows the planted bug (the values of odd and even regions
/// swapped) is 1x4; a shrunk one has at most 6 cells.
fn small_counterexample(case: &Case) -> bool {
    case.rows * case.cols <= 6
}
use proconio::input;
use proconio::source::once::OnceSource;
use std::collections::{BTreeMap, BTreeSet};

fn case(rows: usize, cols: usize, mines: &[(usize, usize)]) -> Case {
    let mines = mines.to_vec();
    Case { rows, cols, mines }
}

fn render(cases: &[Case]) -> String {
    Hdu4678::write_input(cases)
}

/// The brute force's answers, as the judge's output.
fn answers(cases: &[Case]) -> String {
    let wins: Vec<bool> = cases.iter().map(|c| brute_force(&Board::new(c))).collect();
    expected_output::<Hdu4678>(&wins)
}

/// Checks the solver's warning on `case` (and the cell-by-cell flood's) against the brute force's board, and its answer
/// against the game when the board keeps the guarantee. Returns whether it kept it.
fn check(case: &Case) -> bool {
    let board = Board::new(case);
    let got = verdict(case);
    // The lab's cell-by-cell flood gives the same verdict on every board.
    assert_eq!(verdict_cell_by_cell(case), got, "{}", case.render());
    let shared = board.first_shared_number();
    assert_eq!(got.shared_number, shared, "{}", case.render());
    if shared.is_none() {
        assert_eq!(
            got.first_player_wins,
            brute_force(&board),
            "{}",
            case.render()
        );
    }
    shared.is_none()
}

/// The random boards of the comparisons: both answers often, some boards breaking the
/// guarantee, each named by its first shared number.
fn random_boards_reach_both_answers_and_name_every_shared_number() {
    let mut rng = Rng::new(4678);
    let (mut kept, mut wins, mut broken) = (0, 0, 0);
    while kept < 3_000 {
        let case = random_case(&mut rng);
        if check(&case) {
            kept += 1;
            wins += usize::from(verdict(&case).first_player_wins);
        } else {
            broken += 1;
        }
    }
    assert!(
        (600..2_400).contains(&wins) && broken > 0,
        "too uniform a sample: {wins} first-player wins, {broken} boards breaking the guarantee"
    );
}

/// Every set of mines on every board of at most 12 cells: the shared number named.
fn every_tiny_board_names_its_first_shared_number() {
    let (mut kept, mut broken) = (0, 0);
    for case in Hdu4678::every_small() {
        if check(&case) {
            kept += 1;
        } else {
            broken += 1;
        }
    }
    assert_eq!(kept + broken, 35_978);
    assert!(kept > 30_000 && broken > 10, "{kept} kept, {broken} broken");
}

/// Mines on every cell with both coordinates even: every open cell is a number and none
/// touches a blank.
fn lattice(rows: usize, cols: usize) -> Case {
    let mines = iproduct!(0..rows, 0..cols).filter(|(r, c)| r % 2 == 0 && c % 2 == 0);
    Case {
        rows,
        cols,
        mines: mines.collect(),
    }
}

fn hand_made_boards() {
    let full = |rows, cols| Case {
        rows,
        cols,
        mines: iproduct!(0..rows, 0..cols).collect(),
    };
    let mut cases = vec![
        case(1, 1, &[]),
        case(5, 5, &[]),
        case(1, 1, &[(0, 0)]),
        full(2, 3),
        full(5, 5),
        // Repeated mines, K above N * M.
        case(2, 2, &[(0, 0), (0, 0), (0, 0), (0, 0), (0, 0)]),
        case(3, 3, &[(1, 1), (1, 1), (0, 0), (1, 1), (0, 0)]),
        // Two blank areas meeting only at the corner of (1, 1) and (2, 2): one region.
        case(4, 4, &[(0, 3), (3, 0)]),
        case(5, 5, &[(0, 3), (0, 4), (1, 4), (3, 0), (4, 0), (4, 1)]),
        lattice(5, 5),
        lattice(5, 4),
        lattice(3, 7),
        lattice(1, 9),
    ];
    // Single rows and columns with every gap between mines.
    for len in 1..=12 {
        for step in 1..=4 {
            let line: Vec<usize> = (0..len).step_by(step).collect();
            cases.push(Case {
                rows: 1,
                cols: len,
                mines: line.iter().map(|&c| (0, c)).collect(),
            });
            cases.push(Case {
                rows: len,
                cols: 1,
                mines: line.iter().map(|&r| (r, 0)).collect(),
            });
        }
    }
    for c in &cases {
        assert!(
            check(c),
            "a hand-made board breaks the guarantee:\n{}",
            c.render()
        );
    }
    assert!(
        !verdict(&full(5, 5)).first_player_wins,
        "no move: the first player loses"
    );
    let corner = Board::new(&cases[7]);
    assert_eq!(
        corner.region(0).len(),
        8,
        "the diagonal joins the two blank areas"
    );
}

/// Judge-size boards whose answers follow from counting alone: without mines, one blank
/// region and no number (value 1); with a mine on every cell of even row and column, no
/// blank at all, so one move per number and the parity of the numbers decides.
fn judge_size_boards_answer_by_counting() {
    let cases = [
        case(1000, 1000, &[]),
        lattice(1000, 1000),
        lattice(999, 999),
        lattice(1, 1000),
    ];
    // Cells without a mine: blanks in the first board, numbers in the lattices.
    let open: Vec<usize> = cases
        .iter()
        .map(|c| c.rows * c.cols - c.mines.len())
        .collect();
    assert_eq!(open, [1_000_000, 750_000, 748_001, 500]);
    let (out, failure) = run_in_memory(hdu4678::run, &render(&cases));
    assert_eq!(failure, None);
    let expected = [true, false, true, false]
        .iter()
        .enumerate()
        .map(|(i, wins)| Hdu4678::answer_lines(i + 1, wins))
        .collect::<String>();
    assert_eq!(out, expected);
}

/// A case whose answer is wrong if the board, the numbers or the labels of the case
/// before it leak: mines everywhere, then a board without mines, then smaller and
/// narrower boards.
fn state_does_not_leak_between_cases() {
    let full = Case {
        rows: 4,
        cols: 4,
        mines: iproduct!(0..4, 0..4).collect(),
    };
    let cases = [
        full.clone(),
        case(4, 4, &[]),
        lattice(5, 5),
        case(2, 6, &[(0, 2)]),
        case(1, 3, &[(0, 2)]),
        full,
        case(3, 2, &[]),
        case(1, 5, &[(0, 2)]),
        case(1, 1, &[]),
    ];
    let (out, failure) = run_in_memory(hdu4678::run, &render(&cases));
    assert_eq!(failure, None);
    let expected = answers(&cases);
    assert_eq!(out, expected);
    assert!(expected.contains("Xiemao") && expected.contains("Fanglaoshi"));
}

/// A number between two blank regions, and the rule the answer then follows: the number
/// counts once, for the region met first in row-major order.
fn a_board_breaking_the_guarantee_gets_a_warning_and_an_answer() {
    let broken = case(3, 3, &[(0, 2), (2, 0)]);
    let cases = [case(1, 1, &[]), broken.clone(), case(2, 2, &[]), broken];
    let (out, failure, warnings) = run_with_warnings(hdu4678::run, &render(&cases));
    assert_eq!(failure, None);
    let warning = |case| hdu4678::warning(case, (1, 1)) + "\n";
    assert_eq!(warnings, warning(2) + &warning(4));
    assert!(warning(2).starts_with("warning in case 2: cell (1, 1) borders two blank regions"));
    // Regions {(0, 0)} with (0, 1), (1, 0) and (1, 1), worth 2, and {(2, 2)} with (1, 2)
    // and (2, 1), worth 1: the first player wins, as the game search finds too.
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4);
    assert_eq!(lines[1], "Case #2: Xiemao");
    assert!(brute_force(&Board::new(&cases[1])));
}

/// On random boards up to 10 x 10 with few mines, where numbers between two regions are
/// common: the warning names the first of them, and the answer follows the documented
/// rule, recomputed here from the brute force's own regions (there is no game to search:
/// the rule is what the solver promises, not the game's outcome).
fn boards_breaking_the_guarantee_are_named_and_follow_the_documented_rule() {
    let mut rng = Rng::new(8764);
    let (mut broken, mut kept) = (0, 0);
    while broken < 500 {
        let (rows, cols) = (rng.range(3, 10), rng.range(3, 10));
        let k = rng.range(1, rows * cols / 5);
        let mines = (0..k)
            .map(|_| (rng.range(0, rows - 1), rng.range(0, cols - 1)))
            .collect();
        let case = Case { rows, cols, mines };
        let board = Board::new(&case);
        let got = verdict(&case);
        let shared = board.first_shared_number();
        assert_eq!(got.shared_number, shared, "{}", case.render());
        assert_eq!(
            got.first_player_wins,
            documented_rule(&board),
            "{}",
            case.render()
        );
        broken += usize::from(shared.is_some());
        kept += usize::from(shared.is_none());
    }
    assert!(kept > 100, "only {kept} boards kept the guarantee");
}

/// XOR of 1 or 2 per blank region (an even or odd count of the numbers counted for it)
/// and 1 per number next to no blank; a number next to several regions counts once, for
/// the region whose first cell comes first in row-major order.
fn documented_rule(board: &Board) -> bool {
    let cells = 0..board.mine.len();
    let mut counts: BTreeMap<BTreeSet<usize>, usize> = BTreeMap::new();
    // Each region flooded once, from its first blank.
    let mut flooded = vec![false; board.mine.len()];
    for c in cells.clone().filter(|&c| board.is_blank(c)) {
        if flooded[c] {
            continue;
        }
        let region = board.region(c);
        for &cell in &region {
            flooded[cell] = true;
        }
        counts.insert(region, 0);
    }
    let mut nim = 0;
    for n in cells.filter(|&n| board.is_number(n)) {
        // Disjoint sets of cells order as their first cells do.
        match board.bordered_regions(n).into_iter().next() {
            Some(first) => *counts.get_mut(&first).unwrap() += 1,
            None => nim ^= 1,
        }
    }
    for count in counts.values() {
        nim ^= 1 + count % 2;
    }
    nim != 0
}

/// The real binary: the warning on standard error after the problem's name, the answers
/// on standard output, exit 0.
fn the_binary_prints_the_warning_on_standard_error() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(built_binary("hdu4678"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let input = render(&[case(2, 2, &[]), case(3, 3, &[(0, 2), (2, 0)])]);
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        "Case #1: Xiemao\nCase #2: Xiemao\n"
    );
    assert_eq!(
        String::from_utf8(output.stderr).unwrap(),
        format!("hdu4678: {}\n", hdu4678::warning(2, (1, 1)))
    );
}

/// A long list of mines as tokens: mostly on the board, repeats included.
fn mine_tokens(rng: &mut Rng, rows: usize, cols: usize, mines: usize) -> Vec<String> {
    (0..mines)
        .flat_map(|_| [rng.range(0, rows - 1), rng.range(0, cols - 1)])
        .map(|x| x.to_string())
        .collect()
}

/// The bulk reader takes runs of plain coordinates and leaves every other token to the
/// token reader: whatever the layout, the mines laid are the ones proconio reads.
fn long_mine_lists_of_any_layout_lay_what_proconio_reads() {
    let mut rng = Rng::new(4678);
    for _ in 0..60 {
        let (rows, cols) = (rng.range(1, 1500), rng.range(1, 1500));
        let (rows, cols) = (rows.min(20_000 / cols).max(1), cols);
        let k = rng.range(0, 3000);
        let mut tokens = mine_tokens(&mut rng, rows, cols, k);
        for token in tokens.iter_mut().filter(|_| rng.chance(0.02)) {
            *token = format!("000{token}");
        }
        let layout = Layout::new(&format!("{rows} {cols} {k}\n"), &tokens, &mut rng);

        let mut source = OnceSource::from(layout.text.as_str());
        input! { from &mut source, n: usize, m: usize, count: usize, mines: [(usize, usize); count] }
        let expected = mine_rows(&case(n, m, &mines));
        let mut sc = grid_games::scanner::Scanner::new(layout.text.as_bytes());
        let mut board = MineRows::default();
        hdu4678::read_case(&mut sc, &mut board, &mut Scratch::default()).unwrap();
        assert_eq!(board, expected);
        assert!(sc.at_end().unwrap());
    }
}

/// A bad coordinate deep inside a long list of mines is reported at its own line and
/// column, however the coordinates before it were read.
fn errors_deep_in_long_mine_lists_point_at_their_token() {
    let mut rng = Rng::new(4679);
    for round in 0..200 {
        let (rows, cols) = (rng.range(2, 300), rng.range(2, 300));
        let k = rng.range(40, 400);
        let mut tokens = mine_tokens(&mut rng, rows, cols, k);
        let bad = rng.range(30, 2 * k - 1);
        let planted = match round % 5 {
            0 => if bad.is_multiple_of(2) { rows } else { cols }.to_string(),
            1 => "-1".to_string(),
            2 => "x".to_string(),
            3 => "123456789012".to_string(),
            _ => "1.5".to_string(),
        };
        tokens[bad] = planted.clone();
        let layout = Layout::new(&format!("1\n{rows} {cols} {k}\n"), &tokens, &mut rng);
        let (what, last) = match bad % 2 {
            0 => ("row X", rows - 1),
            _ => ("column Y", cols - 1),
        };
        let expected = format!(
            "input error in case 1 at line {}: expected the {what} of a mine, an integer from 0 to {last}, found `{planted}`",
            layout.positions[bad]
        );
        let (out, failure) = run_in_memory(hdu4678::run, &layout.text);
        assert_eq!(out, "");
        assert_eq!(failure.as_deref(), Some(expected.as_str()), "round {round}");
    }
}

/// The numbers of a small board, counted by hand: a repeated mine is one mine, and a
/// mine's own cell carries the mark.
fn numbers_count_each_mine_once_on_every_side() {
    let board = mine_rows(&case(3, 4, &[(0, 0), (0, 0), (1, 1), (2, 3)]));
    let mut numbers = Vec::new();
    count_numbers(&board, &mut numbers);
    #[rustfmt::skip]
    let expected = [
        MINE | 2, 2, 1, 0,
        2, MINE | 2, 2, 1,
        1, 1, 2, MINE | 1,
    ];
    assert_eq!(numbers, expected);
}

//! ancient_go beyond the registry's comparisons: the random boards reach both answers,
//! hand-made boards with shared liberties, and illegal positions.

use crate::check;
use crate::support::Own;
use lab::check::Check;
use lab::play::Value;
use lab::problem::Problem;
use lab::problems::ancient_go::check::filled;
use lab::problems::ancient_go::play::Board;
use lab::problems::ancient_go::{brute_force, is_legal, AncientGo, Points, SIZE};
use lab::rng::Rng;
use libtest_mimic::Trial;

/// What the generic tests take of ancient_go.
pub const OWN: Own = Own {
    name: AncientGo::NAME,
    malformed: crate::catalogue::ancient_go::malformed,
    json_figures: &["white_groups", "groups_with_one_liberty"],
    submit_budget: 24 * 1024,
    beyond_guarantees: |rng| Box::new(beyond_guarantees(rng)),
    brute_value: |game| {
        let board = game.downcast_ref::<Board>()?;
        Some(Some(Value::win_if(brute_force(&board.points))))
    },
    trials,
};

/// Positions past the guarantee: groups without liberty.
fn beyond_guarantees(rng: &mut Rng) -> Vec<(String, Points)> {
    let mut black_dead = filled(b'.');
    (black_dead[0][0], black_dead[0][1], black_dead[1][0]) = (b'x', b'o', b'o');
    let mut cases = vec![
        (
            "81 white stones: no liberty at all".to_string(),
            filled(b'o'),
        ),
        (
            "a black stone without liberty in the corner".to_string(),
            black_dead,
        ),
    ];
    let random = std::iter::repeat_with(|| {
        let mut points = filled(b'.');
        for point in points.iter_mut().flatten() {
            *point = [b'.', b'x', b'o', b'x', b'o'][rng.range(0, 4)];
        }
        points
    });
    let illegal = random.filter(|points| !is_legal(points)).take(6);
    cases.extend(illegal.map(|points| ("a random illegal position".to_string(), points)));
    cases
}

fn trials() -> Vec<Trial> {
    let mut trials = trials![
        random_boards_reach_both_answers,
        most_corner_patterns_are_legal,
        hand_made_boards_with_shared_liberties,
        a_group_already_without_liberty_is_not_a_kill,
    ];
    trials.extend(check::planted_pair::<AncientGo>(
        "ancient_go_shared_liberty",
        small_counterexample,
    ));
    trials
}

/// The smallest board that shows the planted bug (the classic wrong answer, blind to a
/// liberty shared by two stones of its group) has five stones; a shrunk one, a few.
fn small_counterexample(points: &Points) -> bool {
    points.iter().flatten().filter(|&&x| x != b'.').count() <= 6
}

fn render(b: &Points) -> String {
    AncientGo::write_input(std::slice::from_ref(b))
}

/// The random legal boards of the comparisons kill and fail to kill, both often.
fn random_boards_reach_both_answers() {
    let mut rng = Rng::new(5546);
    let kills = (0..10_000)
        .filter(|_| brute_force(&AncientGo::random_small(&mut rng)))
        .count();
    assert!(
        kills > 1_000 && kills < 9_000,
        "too uniform a sample: {kills} kills"
    );
}

/// The corner patterns of the exhaustive comparison: many are legal positions.
fn most_corner_patterns_are_legal() {
    let patterns: Vec<Points> = AncientGo::every_small().collect();
    assert_eq!(patterns.len(), 2 * 3usize.pow(9));
    let legal = patterns.iter().filter(|b| is_legal(b)).count();
    assert!(legal > 5_000, "only {legal} legal patterns");
}

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
            render(&b)
        );
        assert_eq!(brute_force(&b), expected, "brute force on\n{}", render(&b));
        assert_eq!(AncientGo::solve(&b), expected, "\n{}", render(&b));
    }
}

/// An illegal position (a white group already without liberty) is answered by the
/// one-liberty rule, as the judge's solutions do: no group has exactly one liberty here.
fn a_group_already_without_liberty_is_not_a_kill() {
    let b = [[b'o'; SIZE]; SIZE];
    assert!(!AncientGo::solve(&b));
    let mut b = [[b'x'; SIZE]; SIZE];
    b[0][0] = b'o';
    assert!(!AncientGo::solve(&b));
}

/// A position from nine rows of text.
fn parse(rows: &[&str]) -> Points {
    let mut points = [[b'.'; SIZE]; SIZE];
    for (row, text) in points.iter_mut().zip(rows) {
        row.copy_from_slice(text.as_bytes());
    }
    points
}

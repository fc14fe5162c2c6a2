//! Why black can or cannot kill on a board, in the terms of `grid_games::ancient_go`'s
//! proof: a black stone fills one empty point, so it kills exactly the white groups whose
//! only distinct liberty is that point. Each white group is flooded with the library's
//! [`Flood`] (4-connected through white stones, each neighbour met once), which gives its
//! stones and its distinct liberties; the killing points are the liberties of the groups
//! that have exactly one.
//!
//! JSON figures (rows and columns 1-based, like `moves`, which lists the killing points
//! in row-major order):
//! - `white_groups`: every white group, in row-major order of its first stone, as
//!   `{"stones": [[r, c], ...], "liberties": [[r, c], ...]}` (distinct liberties);
//! - `groups_with_one_liberty`: how many groups have exactly one liberty.

use super::{Points, SIZE};
use crate::explain::picture::{MoveMark, Picture, Style};
use crate::explain::{at_most, cell_list, count, Explain, Explanation};
use grid_games::grid::{Flood, Shape};
use serde_json::json;

/// A white group: its stones and its distinct liberties, 0-based, row-major.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    pub stones: Vec<usize>,
    pub liberties: Vec<usize>,
}

/// Every white group of `points`, in row-major order of its first stone. O(81).
pub fn white_groups(points: &Points) -> Vec<Group> {
    let board = super::flat(points);
    let shape = Shape::new(SIZE, SIZE).expect("a 9x9 board fits");
    let mut flood = Flood::new();
    let mut grouped = [false; SIZE * SIZE];
    let mut groups = Vec::new();
    for first in 0..SIZE * SIZE {
        if board[first] != b'o' || grouped[first] {
            continue;
        }
        let mut group = Group {
            stones: vec![first],
            liberties: Vec::new(),
        };
        flood.fill(shape, &[first], |point| {
            match board[point] {
                b'o' => group.stones.push(point),
                b'.' => group.liberties.push(point),
                _ => {}
            }
            board[point] == b'o'
        });
        for &stone in &group.stones {
            grouped[stone] = true;
        }
        group.stones.sort_unstable();
        group.liberties.sort_unstable();
        groups.push(group);
    }
    groups
}

/// The points where one black stone kills: the only liberty of each group that has
/// exactly one, row-major, each once.
pub fn killing_points(groups: &[Group]) -> Vec<usize> {
    let mut points: Vec<usize> = groups
        .iter()
        .filter(|g| g.liberties.len() == 1)
        .map(|g| g.liberties[0])
        .collect();
    points.sort_unstable();
    points.dedup();
    points
}

const EMPTY: Style = Style::plain("empty point", "#e3b868");
const BLACK: Style = Style::plain("black stone", "#222222");
const WHITE: Style = Style::plain(
    "white stone of a group with two or more liberties",
    "#f7f7f7",
);
const ATARI: Style = Style::new(
    "white stone of a group with exactly one liberty",
    'a',
    "#f2a0a0",
    "30;41",
);
const NO_LIBERTY: Style = Style::new(
    "white stone of a group without liberty (not a legal position)",
    'n',
    "#9db4e8",
    "30;44",
);
const KILL: Style = Style::new(
    "killing point: the only liberty of a white group",
    'K',
    "#c81e1e",
    "1;97;41",
);

/// The explanation of one board.
impl Explain for super::AncientGo {
    fn explain(points: &Points) -> (bool, Explanation) {
        let groups = white_groups(points);
        let kills = killing_points(&groups);
        let one_based = |p: usize| [p / SIZE + 1, p % SIZE + 1];
        let cells = |set: &[usize]| -> Vec<_> { set.iter().map(|&p| one_based(p)).collect() };
        let moves = cells(&kills);
        let in_atari = groups.iter().filter(|g| g.liberties.len() == 1).count();
        let mut reasoning = vec![format!(
            "{} (4-connected), each with its distinct liberties (a point next to two stones \
             of a group counts once); {in_atari} with exactly one:",
            count(groups.len(), "white group")
        )];
        reasoning.extend(at_most(
            groups.iter().map(|g| {
                let first = one_based(g.stones[0]);
                let what = match g.liberties.len() {
                    0 => "no liberty: not a legal position, and no move kills it".to_string(),
                    1 => format!(
                        "one liberty, {}: a black stone there kills it",
                        cell_list(&cells(&g.liberties), 1)
                    ),
                    n => format!(
                        "{n} liberties, {}: one stone cannot fill them all",
                        cell_list(&cells(&g.liberties), 6)
                    ),
                };
                format!(
                    "  group of {} from ({}, {}): {what}",
                    count(g.stones.len(), "stone"),
                    first[0],
                    first[1]
                )
            }),
            40,
        ));
        let summary = match kills.len() {
            0 => "no white group has exactly one liberty: no move kills".to_string(),
            n => format!(
                "{}: the only liberty of {}",
                count(n, "killing point"),
                count(in_atari, "white group")
            ),
        };
        reasoning.push(match kills.len() {
            0 => "A black stone fills one point, so it kills only a group whose single liberty \
                  that is: there is none, black cannot kill."
                .to_string(),
            n => format!(
                "A black stone kills exactly on the only liberty of such a group: {}: {}.",
                count(n, "point"),
                cell_list(&moves, 81)
            ),
        });
        let listed: Vec<_> = groups
            .iter()
            .map(|g| json!({"stones": cells(&g.stones), "liberties": cells(&g.liberties)}))
            .collect();
        let figures = json!({"white_groups": listed, "groups_with_one_liberty": in_atari});
        let picture = picture(points, &groups, &kills);
        let explanation = Explanation::new(summary, reasoning, moves, figures, picture);
        (!kills.is_empty(), explanation)
    }
}

/// The board: stones by the liberties of their group, the killing points marked.
fn picture(points: &Points, groups: &[Group], kills: &[usize]) -> Picture {
    let mut liberties = [usize::MAX; SIZE * SIZE];
    for g in groups {
        for &s in &g.stones {
            liberties[s] = g.liberties.len();
        }
    }
    let kinds = [EMPTY, BLACK, WHITE, ATARI, NO_LIBERTY];
    let mut picture = Picture::new((SIZE, SIZE), 1, &kinds, KILL, |p| {
        let glyph = char::from(points[p / SIZE][p % SIZE]);
        let kind = match (glyph, liberties[p]) {
            ('x', _) => 1,
            ('o', 0) => 4,
            ('o', 1) => 3,
            ('o', _) => 2,
            _ => 0,
        };
        (kind, glyph)
    });
    picture.move_mark = MoveMark::Ring;
    picture.with_moves(kills.iter().copied())
}

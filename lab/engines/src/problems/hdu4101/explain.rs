//! Who gets the treasure, in the terms of `grid_games::hdu4101`'s proof: the treasure's
//! *region* (the treasure and the empty cells 4-connected to it); if it reaches the
//! outside, Ali takes the treasure on move 1. Otherwise the stones bordering it are its
//! *ring*, breaking one hands the treasure to the other player, and every other hit is
//! *free*: all the HP of each stone off the ring that a path (through anything but the
//! region and the ring) joins to the outside, and HP - 1 of each ring stone next to those
//! cells. Ring stones reached only through ring stones, and stones sealed behind the
//! ring, give nothing. Ali wins iff the free hits are odd; his winning first hits are
//! then every free hit he can make now: each touchable stone except a ring stone of 1 HP.
//!
//! Computed as the library does, with its [`Flood`] on the board inside a ring of
//! outside cells, but with the hit points themselves (the library keeps their parity
//! only): a flood from the treasure through empty cells (the region; its walls are the
//! ring), one from outside through every cell off region and ring (its walls on the ring
//! are the ring stones met), and one from outside through empty cells (its walls are the
//! touchable stones).
//!
//! JSON figures (cells 1-based `[row, col]`, like `moves`):
//! - `treasure`: its cell; `touchable`: whether the region reaches the outside;
//!   `region`: how many empty cells the region holds besides the treasure;
//! - `ring`: the ring stones (empty when the treasure is touchable);
//! - when the treasure is sealed (else `null`): `free_hits` (a number, or a string past
//!   2^64), `free_hits_odd`, `free_hits_by_stone` (`[row, col, hits]`, row-major, for
//!   each stone off the ring that a path reaches, all its HP, and each ring stone next to
//!   those cells, HP - 1, which is 0 for 1 HP), and per group of stones
//!   `{"stones": n, "free_hits": h}`: `off_ring_stones`,
//!   `ring_stones_met`, `ring_stones_behind_ring` (h = 0), `sealed_stones` (h = 0).
//!
//! `moves`: the treasure when it is touchable; else, when the free hits are odd, the
//! touchable stones whose hit is free; else none.

use super::Board;
use crate::explain::picture::{Picture, Style};
use crate::explain::{at_most, cell_list, count, Explain, Explanation};
use grid_games::grid::{Flood, Shape};
use grid_games::hdu4101::TREASURE_VALUE;
use serde_json::{json, Number, Value};

/// What a cell is in the proof; shown in the style its discriminant indexes in
/// [`ROLE_STYLES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Treasure,
    /// An empty cell of the treasure's region.
    Region,
    /// A ring stone that a path off region and ring reaches: HP - 1 free hits.
    RingMet,
    /// A ring stone reached only through other ring stones: no free hit.
    RingBehind,
    /// A stone off the ring that a path joins to the outside: all its HP are free hits.
    OffRing,
    /// An empty cell that a path joins to the outside, off region and ring.
    Open,
    /// A stone sealed behind the ring: no free hit.
    SealedStone,
    /// An empty cell sealed behind the ring.
    SealedEmpty,
    /// A stone, when the treasure is touchable (no hit matters).
    Stone,
}

/// The board read by the proof: the role of each cell (row-major, 0-based), whether the
/// treasure is touchable, and which stones are touchable now.
#[derive(Clone, Debug)]
pub struct Analysis {
    pub roles: Vec<Role>,
    pub touchable_treasure: bool,
    pub touchable_stones: Vec<bool>,
}

impl Analysis {
    /// The cells of `role`, row-major.
    pub fn cells(&self, role: Role) -> impl Iterator<Item = usize> + Clone + '_ {
        (0..self.roles.len()).filter(move |&i| self.roles[i] == role)
    }

    /// The free hits of cell `i` (0 unless a stone that gives some).
    pub fn free_hits(&self, board: &Board, i: usize) -> u128 {
        let hp = board.values[i].max(0) as u128;
        match self.roles[i] {
            Role::OffRing => hp,
            Role::RingMet => hp - 1,
            _ => 0,
        }
    }

    /// Ali's winning first hits, row-major: the treasure if touchable; else, if the free
    /// hits are odd, each touchable stone that is no ring stone of 1 HP; else none.
    pub fn winning_first_hits(&self, board: &Board) -> Vec<usize> {
        let cells = 0..board.values.len();
        if self.touchable_treasure {
            return cells.filter(|&i| self.roles[i] == Role::Treasure).collect();
        }
        let total: u128 = cells.clone().map(|i| self.free_hits(board, i)).sum();
        if total.is_multiple_of(2) {
            return Vec::new();
        }
        cells
            .filter(|&i| self.touchable_stones[i])
            .filter(|&i| !(self.roles[i] == Role::RingMet && board.values[i] == 1))
            .collect()
    }
}

/// Reads `board` as the proof does: three floods. O(rows x cols).
pub fn analyse(board: &Board) -> Analysis {
    let shape = Shape::with_ring(board.rows, board.cols).expect("a board that fits");
    let mut value = vec![0i64; shape.len()];
    for (cell, &v) in shape.cells().zip(&board.values) {
        value[cell] = v;
    }
    let at = board.values.iter().position(|&v| v == TREASURE_VALUE);
    let at = at.expect("a treasure");
    let treasure = shape.index(at / board.cols, at % board.cols);
    let outside = shape.ring_cell().expect("a ring");
    let mut region = Flood::new();
    region.fill(shape, &[treasure], |c| value[c] == 0);
    let touchable_treasure = region.reached(outside);
    let mut reachable = Flood::new();
    if !touchable_treasure {
        reachable.fill(shape, &[outside], |c| !region.reached(c));
    }
    let mut touchable = Flood::new();
    touchable.fill(shape, &[outside], |c| value[c] == 0);
    let role = |c: usize| {
        let (stone, in_region, reached) = (value[c] > 0, region.reached(c), reachable.reached(c));
        match () {
            _ if value[c] == TREASURE_VALUE => Role::Treasure,
            _ if in_region && !stone => Role::Region,
            _ if touchable_treasure && stone => Role::Stone,
            _ if touchable_treasure => Role::Open,
            _ if in_region && reached => Role::RingMet,
            _ if in_region => Role::RingBehind,
            _ if reached && stone => Role::OffRing,
            _ if reached => Role::Open,
            _ if stone => Role::SealedStone,
            _ => Role::SealedEmpty,
        }
    };
    let roles = shape.cells().map(role).collect();
    let touchable_stones = shape
        .cells()
        .map(|c| value[c] > 0 && touchable.reached(c))
        .collect();
    Analysis {
        roles,
        touchable_treasure,
        touchable_stones,
    }
}

const OPEN: Style = Style::plain("empty cell off region and ring", "#ffffff");
const OFF_RING: Style = Style::new(
    "stone off the ring a path reaches: all its HP are free hits",
    'f',
    "#9fd39b",
    "30;42",
);
const RING_MET: Style = Style::new(
    "ring stone next to those: HP - 1 free hits",
    'R',
    "#e9a23b",
    "30;43",
);
const RING_BEHIND: Style = Style::new(
    "ring stone reached only through ring stones: no free hit",
    'q',
    "#b07a2a",
    "30;43",
);
const REGION: Style = Style::new(
    "empty cell of the treasure's region",
    'r',
    "#a9c8f0",
    "30;46",
);
const TREASURE: Style = Style::new("treasure", ' ', "#2f6fd0", "1;97;44");
const SEALED_STONE: Style = Style::new(
    "stone sealed behind the ring: no free hit",
    's',
    "#9a9a9a",
    "30;47",
);
const SEALED_EMPTY: Style =
    Style::new("empty cell sealed behind the ring", 's', "#d6d6d6", "30;47");
const STONE: Style = Style::plain("stone", "#c9c9c9");
const HIT: Style = Style::new("Ali's winning first hit", '!', "#c81e1e", "1;97;41");

/// The style of each role, indexed by [`Role`].
const ROLE_STYLES: [Style; 9] = [
    TREASURE,
    REGION,
    RING_MET,
    RING_BEHIND,
    OFF_RING,
    OPEN,
    SEALED_STONE,
    SEALED_EMPTY,
    STONE,
];

/// A count of hits as JSON: a number, or a string past `u64::MAX`.
fn hits_json(hits: u128) -> Value {
    Number::from_u128(hits).map_or_else(|| Value::String(hits.to_string()), Value::Number)
}

/// The explanation of one board.
impl Explain for super::Hdu4101 {
    fn explain(board: &Board) -> (bool, Explanation) {
        let analysis = analyse(board);
        let cols = board.cols;
        let at = |i: usize| [i / cols + 1, i % cols + 1];
        let treasure = at(analysis.cells(Role::Treasure).next().expect("a treasure"));
        let region = analysis.cells(Role::Region).count();
        let in_ring = |&i: &usize| matches!(analysis.roles[i], Role::RingMet | Role::RingBehind);
        let ring: Vec<[usize; 2]> = (0..board.values.len()).filter(in_ring).map(at).collect();
        let hits = analysis.winning_first_hits(board);
        let moves: Vec<[usize; 2]> = hits.iter().map(|&i| at(i)).collect();
        let mut figures = json!({
            "treasure": treasure,
            "touchable": analysis.touchable_treasure,
            "region": region,
            "ring": ring,
        });
        let (verdict, summary, reasoning) = if analysis.touchable_treasure {
            for name in [
                "free_hits",
                "free_hits_odd",
                "free_hits_by_stone",
                "off_ring_stones",
                "ring_stones_met",
                "ring_stones_behind_ring",
                "sealed_stones",
            ] {
                figures[name] = Value::Null;
            }
            let reasoning = vec![
                format!(
                    "The treasure at ({}, {}) is touchable: its region (the treasure and {}) \
                     reaches the outside.",
                    treasure[0],
                    treasure[1],
                    count(region, "empty cell")
                ),
                "Ali moves first and takes it: Ali wins. His winning first hit: the treasure."
                    .to_string(),
            ];
            let summary = "the treasure is touchable: Ali takes it".to_string();
            (true, summary, reasoning)
        } else {
            sealed(
                board,
                &analysis,
                &mut figures,
                treasure,
                region,
                ring.len(),
                &moves,
            )
        };
        let picture = picture(board, &analysis, &hits);
        let explanation = Explanation::new(summary, reasoning, moves, figures, picture);
        (verdict, explanation)
    }
}

/// The reasoning on a board whose treasure is sealed: the free hits stone by stone.
fn sealed(
    board: &Board,
    analysis: &Analysis,
    figures: &mut Value,
    treasure: [usize; 2],
    region: usize,
    ring: usize,
    moves: &[[usize; 2]],
) -> (bool, String, Vec<String>) {
    let group = |role: Role| -> (usize, u128) {
        let stones = analysis.cells(role);
        (
            stones.clone().count(),
            stones.map(|i| analysis.free_hits(board, i)).sum(),
        )
    };
    let (off, met, behind, sealed) = (
        group(Role::OffRing),
        group(Role::RingMet),
        group(Role::RingBehind),
        group(Role::SealedStone),
    );
    let total = off.1 + met.1;
    let odd = total % 2 == 1;
    let by_stone: Vec<(usize, u128)> = (0..board.values.len())
        .filter(|&i| matches!(analysis.roles[i], Role::OffRing | Role::RingMet))
        .map(|i| (i, analysis.free_hits(board, i)))
        .collect();
    let cols = board.cols;
    figures["free_hits"] = hits_json(total);
    figures["free_hits_odd"] = odd.into();
    figures["free_hits_by_stone"] = by_stone
        .iter()
        .map(|&(i, h)| json!([i / cols + 1, i % cols + 1, hits_json(h)]))
        .collect();
    for (name, (stones, hits)) in [
        ("off_ring_stones", off),
        ("ring_stones_met", met),
        ("ring_stones_behind_ring", behind),
        ("sealed_stones", sealed),
    ] {
        figures[name] = json!({"stones": stones, "free_hits": hits_json(hits)});
    }
    let mut reasoning = vec![
        format!(
            "The treasure at ({}, {}) is sealed: its region (the treasure and {}) is ringed by \
             {}. Breaking a ring stone makes the treasure touchable and hands it to the other \
             player, so both hit elsewhere while they can.",
            treasure[0],
            treasure[1],
            count(region, "empty cell"),
            count(ring, "stone")
        ),
        "Free hits, stone by stone:".to_string(),
        format!(
            "  {} off the ring that a path joins to the outside: all their HP, {}",
            count(off.0, "stone"),
            off.1
        ),
        format!(
            "  {} next to those cells: HP - 1 each, {}",
            count(met.0, "ring stone"),
            met.1
        ),
        format!(
            "  {} reached only through ring stones, {} sealed behind the ring: none",
            count(behind.0, "ring stone"),
            count(sealed.0, "stone")
        ),
    ];
    let giving: Vec<String> = by_stone
        .iter()
        .filter(|&&(_, h)| h > 0)
        .map(|&(i, h)| format!("({}, {}) {h}", i / cols + 1, i % cols + 1))
        .collect();
    if !giving.is_empty() {
        reasoning.push("  per stone giving any, (row, col) hits:".to_string());
        let lines = giving
            .chunks(8)
            .map(|chunk| format!("    {}", chunk.join(", ")));
        reasoning.extend(at_most(lines, 8));
    }
    let parity = if odd { "odd" } else { "even" };
    reasoning.push(format!(
        "Free hits: {} + {} = {total}, {parity}: the players use them up in turn, and {} must \
         then break the ring: {} wins.",
        off.1,
        met.1,
        if odd { "Baba" } else { "Ali" },
        if odd { "Ali" } else { "Baba" }
    ));
    reasoning.push(if odd {
        format!(
            "Ali's winning first hits: every free hit he can make now, on a touchable stone \
             (not a ring stone of 1 HP, which would break the ring): {}.",
            cell_list(moves, 40)
        )
    } else {
        "Ali's winning first hits: none (a free hit leaves Baba an odd count).".to_string()
    });
    let summary = format!("free hits {} + {} = {total}: {parity}", off.1, met.1);
    (odd, summary, reasoning)
}

/// The board: each cell by its role, glyph its HP (`.` empty, `T` the treasure), Ali's
/// winning first hits marked.
fn picture(board: &Board, analysis: &Analysis, hits: &[usize]) -> Picture {
    Picture::new((board.rows, board.cols), 1, &ROLE_STYLES, HIT, |i| {
        let glyph = match board.values[i] {
            -1 => "T".to_string(),
            0 => ".".to_string(),
            hp => hp.to_string(),
        };
        (analysis.roles[i] as usize, glyph)
    })
    .with_svg_glyphs()
    .with_moves(hits.iter().copied())
}

//! The rules played out: black tries every empty point, then every white group left
//! without an empty neighbour dies.

use super::{Points, SIZE};
use itertools::iproduct;

/// The points next to `(r, c)` on the board.
pub(super) fn neighbours(point: (usize, usize)) -> impl Iterator<Item = (usize, usize)> {
    crate::problems::neighbours(SIZE, SIZE, point)
}

/// The group of the stone at `(r, c)` (explicit stack) and whether it touches an empty
/// point.
pub fn group(b: &Points, r: usize, c: usize) -> (Vec<(usize, usize)>, bool) {
    let colour = b[r][c];
    let mut seen = [[false; SIZE]; SIZE];
    let (mut stack, mut stones, mut free) = (vec![(r, c)], Vec::new(), false);
    seen[r][c] = true;
    while let Some((r, c)) = stack.pop() {
        stones.push((r, c));
        for (nr, nc) in neighbours((r, c)) {
            free |= b[nr][nc] == b'.';
            if b[nr][nc] == colour && !seen[nr][nc] {
                seen[nr][nc] = true;
                stack.push((nr, nc));
            }
        }
    }
    (stones, free)
}

/// Whether some group of `colour` has no empty neighbour.
pub fn has_dead_group(b: &Points, colour: u8) -> bool {
    first_dead_stone_where(b, |point| point == colour).is_some()
}

/// Whether black kills a white stone with one move: some empty point where a black stone
/// leaves a white group without liberty.
pub fn brute_force(b: &Points) -> bool {
    killing_points(b).next().is_some()
}

/// Every empty point (0-based, row-major) where a black stone kills a white group.
pub fn killing_points(b: &Points) -> impl Iterator<Item = (usize, usize)> + '_ {
    iproduct!(0..SIZE, 0..SIZE).filter(move |&(r, c)| {
        let mut after = *b;
        after[r][c] = b'x';
        b[r][c] == b'.' && has_dead_group(&after, b'o')
    })
}

/// The first stone (row-major) whose group has no empty neighbour.
pub fn first_dead_stone(b: &Points) -> Option<(usize, usize)> {
    first_dead_stone_where(b, |point| point != b'.')
}

/// The first stone (row-major) of the colours `stone` takes whose group has no empty
/// neighbour. Each group is flooded once, from its first stone: a later stone of a group
/// already flooded is of a group with a liberty, else the search had stopped. O(81).
fn first_dead_stone_where(b: &Points, stone: impl Fn(u8) -> bool) -> Option<(usize, usize)> {
    let mut flooded = [[false; SIZE]; SIZE];
    iproduct!(0..SIZE, 0..SIZE).find(|&(r, c)| {
        if !stone(b[r][c]) || flooded[r][c] {
            return false;
        }
        let (stones, free) = group(b, r, c);
        for (sr, sc) in stones {
            flooded[sr][sc] = true;
        }
        !free
    })
}

/// A legal position: no group of either colour without liberty.
pub fn is_legal(b: &Points) -> bool {
    first_dead_stone(b).is_none()
}

/// Removes groups without liberty until none is left: a legal position.
pub fn legalise(b: &mut Points) {
    while let Some((r, c)) = first_dead_stone(b) {
        for (sr, sc) in group(b, r, c).0 {
            b[sr][sc] = b'.';
        }
    }
}

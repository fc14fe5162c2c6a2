//! The problems, one folder each: `mod.rs` the core ([`crate::problem::Problem`]: the
//! reference, the brute force of `brute.rs`, the judge input read and written, the kinds
//! of `gen.rs`), then a file per tool implementing that tool's trait: `check.rs`,
//! `validate.rs`, `explain.rs`, `play.rs`.

pub mod ancient_go;
pub mod hdu4101;
pub mod hdu4678;
pub mod loj6033;
pub mod nowcoder_grid;

/// `rows` of ASCII cells as lines of text, each ending in `\n`, as the judge inputs
/// write boards. O(cells).
pub fn lines<R: AsRef<[u8]>>(rows: &[R]) -> String {
    let line = |row: &R| {
        std::str::from_utf8(row.as_ref())
            .expect("ASCII cells")
            .to_owned()
    };
    rows.iter().map(|row| line(row) + "\n").collect()
}

/// The orthogonal steps, as the brute forces and generators walk them: up, down, left,
/// right.
pub const STEPS: [(isize, isize); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

/// The orthogonal neighbours of `(r, c)` on a `rows` x `cols` board, in the order of
/// [`STEPS`].
pub fn neighbours(
    rows: usize,
    cols: usize,
    (r, c): (usize, usize),
) -> impl Iterator<Item = (usize, usize)> {
    STEPS.into_iter().filter_map(move |(dr, dc)| {
        let (nr, nc) = (r.checked_add_signed(dr)?, c.checked_add_signed(dc)?);
        (nr < rows && nc < cols).then_some((nr, nc))
    })
}

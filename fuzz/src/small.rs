//! The `small_<problem>` targets: fuzzer-chosen small boards within the statement's
//! guarantees, each answered by the library (its pure solver, and its whole `run` on the
//! board written as a judge input) and by the lab's brute force, which plays the game from
//! the rules ([`engines::problem::Problem::brute_force`]); the answers must agree. Boards are
//! kept small enough for the brute force to answer in milliseconds.

use arbitrary::{Result, Unstructured};
use engines::problem::expected_output;
use engines::problems::{ancient_go, hdu4101, hdu4678, loj6033};
use engines::validate::Validate;

/// Compares the library with the brute force on `case`, if it keeps the guarantees and
/// the brute force searches it.
pub fn check<P: Validate>(case: &P::Case) {
    if !P::within_guarantee(case) {
        return;
    }
    let Some(expected) = P::brute_force(case) else {
        return;
    };
    assert_eq!(P::solve(case), expected, "the solver on {case:?}");
    let input = P::write_input(std::slice::from_ref(case));
    let mut output = Vec::new();
    let ran = P::run(input.as_bytes(), &mut output, &mut std::io::sink());
    assert!(ran.is_ok(), "{input}: {:?}", ran.err());
    let expected = expected_output::<P>(&[expected]);
    assert_eq!(
        String::from_utf8_lossy(&output),
        expected,
        "the run on\n{input}"
    );
}

/// Builds a case from the fuzzer's bytes with `build` and, if the brute force answers
/// it `quickly`, [`check`]s it.
pub fn fuzz<P: Validate>(
    data: &[u8],
    build: fn(&mut Unstructured) -> Result<P::Case>,
    quickly: fn(&P::Case) -> bool,
) {
    if let Ok(case) = build(&mut Unstructured::new(data)) {
        if quickly(&case) {
            check::<P>(&case);
        }
    }
}

/// Any case: the brute force answers it quickly.
pub fn any<T>(_: &T) -> bool {
    true
}

/// A size from 1 to `most`.
fn side(u: &mut Unstructured, most: usize) -> Result<usize> {
    u.int_in_range(1..=most)
}

/// Rows of `rows` x `cols` cells, each a byte of `letters`.
fn rows_of(
    u: &mut Unstructured,
    (rows, cols): (usize, usize),
    letters: &[u8],
) -> Result<Vec<Vec<u8>>> {
    (0..rows)
        .map(|_| (0..cols).map(|_| u.choose(letters).copied()).collect())
        .collect()
}

/// hdu4101: up to 5 x 5, the treasure anywhere, stones of up to 4 hit points, and at
/// most 2^16 game states (the product of the hit points plus one).
pub fn hdu4101(u: &mut Unstructured) -> Result<hdu4101::Board> {
    let (rows, cols) = (side(u, 5)?, side(u, 5)?);
    let mut values = (0..rows * cols)
        .map(|_| u.int_in_range(0..=4))
        .collect::<Result<Vec<i64>>>()?;
    let treasure = u.choose_index(values.len())?;
    values[treasure] = -1;
    let board = hdu4101::Board { rows, cols, values };
    Ok(board)
}

/// Whether the brute force of hdu4101 searches `board` quickly.
pub fn hdu4101_searchable(board: &hdu4101::Board) -> bool {
    board.states() <= 1 << 16
}

/// hdu4678: up to 6 x 6, distinct mines, at most 16 open cells (the game search's states
/// are sets of them).
pub fn hdu4678(u: &mut Unstructured) -> Result<hdu4678::Case> {
    let (rows, cols) = (side(u, 6)?, side(u, 6)?);
    let mut mines = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            if u.arbitrary()? {
                mines.push((r, c));
            }
        }
    }
    Ok(hdu4678::Case { rows, cols, mines })
}

/// Whether the game search of hdu4678 takes `case` quickly.
pub fn hdu4678_searchable(case: &hdu4678::Case) -> bool {
    case.rows * case.cols - case.mines.len() <= 16
}

/// loj6033: up to 6 x 6 of `.` and `#`, at most 16 free cells unless they form a path.
pub fn loj6033(u: &mut Unstructured) -> Result<loj6033::Board> {
    let shape = (side(u, 6)?, side(u, 6)?);
    rows_of(u, shape, b".#")
}

/// Whether the brute force of loj6033 answers `board` quickly.
pub fn loj6033_searchable(board: &loj6033::Board) -> bool {
    loj6033::free_cells(board).len() <= 16 || loj6033::corridor_brute_force(board).is_some()
}

/// nowcoder_grid: up to 8 x 8 of `A`, `B` and `.` (the brute force plays every path).
pub fn nowcoder_grid(u: &mut Unstructured) -> Result<Vec<Vec<u8>>> {
    let shape = (side(u, 8)?, side(u, 8)?);
    rows_of(u, shape, b"AB..")
}

/// ancient_go: a 9 x 9 position made legal (groups without liberty removed).
pub fn ancient_go(u: &mut Unstructured) -> Result<ancient_go::Points> {
    let mut points = [[b'.'; ancient_go::SIZE]; ancient_go::SIZE];
    for row in points.iter_mut() {
        for point in row.iter_mut() {
            *point = *u.choose(b"..xxoo.")?;
        }
    }
    ancient_go::legalise(&mut points);
    Ok(points)
}

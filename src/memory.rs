//! Memory sized by the input: it follows the data, and running out of it is the one-line
//! input error, never an abort.
//!
//! The rules every problem keeps:
//! - **Storage filled as the input arrives grows as it arrives**, by [`grow`]: room is
//!   reserved with `try_reserve_exact`, at least doubling each time (so O(1) amortized per
//!   element) but never past the final length the case announced. A header alone costs
//!   nothing, a truncated board at most twice what arrived, a complete one its length.
//! - **A board that must exist whole before its data, starting at zero** (hdu4678's mines
//!   land anywhere) is allocated by [`zeroed`]: its pages are mapped but not written, so
//!   only the pages the data writes become resident. std (as of Rust 1.57) has no fallible
//!   zeroed allocation, so `zeroed` first reserves the length fallibly (the probe, which
//!   fails cleanly when the memory cannot be had), gives it back, and then allocates it
//!   with `vec![0; len]`, which asks the allocator for zeroed memory (`calloc`: fresh pages
//!   from the system are not written). Nothing allocates in between (the binaries have one
//!   thread), so the zeroed allocation is served from the room the probe just gave back.
//! - **Scratch space a solver needs once the board has arrived** is reserved fallibly
//!   before solving (each problem's `Scratch::reserve`, [`Flood::reserve`]), so that
//!   solving allocates nothing; sizes that are O(rows + columns) follow the same rule.
//! - The scanner's buffer is fixed (64 KiB), whatever the tokens.
//!
//! A failure is reported by [`does_not_fit`] at the board's size, in the case being read,
//! with the answers of the cases before it kept.
//!
//! [`Flood::reserve`]: crate::grid::Flood::reserve

use crate::scanner::{InputError, Pos};
use std::collections::TryReserveError;

/// The least room [`grow`] reserves at once, in elements.
const FIRST_STEP: usize = 1 << 12;

/// Makes room in `v` for `more` elements past its length, on the way to a final length of
/// `total` (the case's size): when the room is short, the capacity grows to at least twice
/// what it was, at most `total` (unless `more` needs more). An error, and `v` unchanged,
/// when the memory cannot be had.
pub fn grow<T>(v: &mut Vec<T>, more: usize, total: usize) -> Result<(), TryReserveError> {
    let needed = v.len().saturating_add(more);
    if needed <= v.capacity() {
        return Ok(());
    }
    let doubled = v.capacity().saturating_mul(2).max(FIRST_STEP);
    let target = doubled.min(total).max(needed);
    v.try_reserve_exact(target - v.len())
}

/// Reserves room for `total` elements in all in `v` (scratch space of a known size); an
/// error when the memory cannot be had.
pub fn reserve<T>(v: &mut Vec<T>, total: usize) -> Result<(), TryReserveError> {
    v.try_reserve_exact(total.saturating_sub(v.len()))
}

/// `len` zeros (of an integer type) whose pages are mapped but not written (see the module
/// documentation for why this is fallible), or an error when the memory cannot be had.
pub fn zeroed<T: Copy + Default>(len: usize) -> Result<Vec<T>, TryReserveError> {
    Vec::<T>::new().try_reserve_exact(len)?;
    Ok(vec![T::default(); len])
}

/// The input error of a board of `rows` x `cols` cells that does not fit in memory, at
/// `pos`, where its size was read.
pub fn does_not_fit(pos: Pos, rows: usize, cols: usize) -> InputError {
    InputError::new(
        pos,
        format!(
            "a board of {} x {} cells does not fit in memory",
            rows, cols
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grows_by_doubling_up_to_the_total() {
        let mut v: Vec<u8> = Vec::new();
        grow(&mut v, 10, 1_000_000).unwrap();
        assert_eq!(v.capacity(), FIRST_STEP);
        v.resize(FIRST_STEP, 0);
        grow(&mut v, 1, 1_000_000).unwrap();
        assert_eq!(v.capacity(), 2 * FIRST_STEP);
        v.resize(2 * FIRST_STEP, 0);
        grow(&mut v, 1, 2 * FIRST_STEP + 5).unwrap();
        assert_eq!(v.capacity(), 2 * FIRST_STEP + 5);
        grow(&mut v, 9, 0).unwrap();
        assert_eq!(v.capacity(), 2 * FIRST_STEP + 9);
    }

    #[test]
    fn impossible_sizes_are_errors() {
        let mut v = vec![1u8; 3];
        assert!(grow(&mut v, usize::MAX, usize::MAX).is_err());
        assert!(grow(&mut v, usize::MAX / 2, usize::MAX).is_err());
        assert_eq!(v, [1, 1, 1]);
        assert!(zeroed::<u8>(usize::MAX).is_err());
        assert!(zeroed::<u64>(usize::MAX / 4).is_err());
        assert_eq!(zeroed::<u8>(5).unwrap(), [0; 5]);
    }
}

//! The cases of a judge input, read one at a time.

use crate::problem::Problem;
use std::io::BufRead;

/// The cases of `input`, one at a time; a malformed case is an `Err` saying why, and the
/// last item.
pub fn cases<'a, P: Problem>(
    input: &'a mut dyn BufRead,
) -> Box<dyn Iterator<Item = Result<P::Case, String>> + 'a> {
    let mut bytes = Vec::new();
    if let Err(e) = input.read_to_end(&mut bytes) {
        return Box::new(std::iter::once(Err(format!("cannot read the input: {e}"))));
    }
    let cases = P::read_input(&String::from_utf8_lossy(&bytes));
    Box::new(cases.into_iter().map(Ok))
}

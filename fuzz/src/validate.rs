//! The `validate` target: an input `cargo lab validate` accepts is answered whole.
//!
//! The first byte picks the problem (its index in the registry's order, modulo the number
//! of problems); the rest is the input. When the problem's validator finds the input
//! within the format and the statement's guarantees, the binary's `run` on it must end
//! without error and without warning: a valid input never gets either.

use engines::check::Check;
use engines::registry::{visit_all, Visitor};
use engines::validate::validate_bytes;

/// Checks `data` (a problem's index, then its input).
pub fn check(data: &[u8]) {
    if let Some((&pick, input)) = data.split_first() {
        let mut problems = Count(0);
        visit_all(&mut problems);
        let pick = usize::from(pick) % problems.0;
        visit_all(&mut Picked {
            index: 0,
            pick,
            input,
        });
    }
}

/// How many problems the registry has.
struct Count(usize);

impl Visitor for Count {
    fn visit<P: Check>(&mut self) {
        self.0 += 1;
    }
}

/// The problem at `pick` in the registry's order, to check `input` with.
struct Picked<'a> {
    index: usize,
    pick: usize,
    input: &'a [u8],
}

impl Visitor for Picked<'_> {
    fn visit<P: Check>(&mut self) {
        if self.index == self.pick {
            valid_input_is_answered::<P>(self.input);
        }
        self.index += 1;
    }
}

/// When `input` validates, `P`'s run answers it without error or warning.
fn valid_input_is_answered<P: Check>(input: &[u8]) {
    let cases = match validate_bytes::<P>(input, false) {
        Ok(cases) => cases,
        Err(_) => return,
    };
    let (mut output, mut warnings) = (Vec::new(), Vec::new());
    if let Err(failure) = P::run(input, &mut output, &mut warnings) {
        panic!(
            "{}: a valid input of {cases} cases fails: {failure}",
            P::NAME
        );
    }
    let warnings = String::from_utf8_lossy(&warnings);
    assert!(
        warnings.is_empty(),
        "{}: a valid input of {cases} cases gets a warning: {warnings}",
        P::NAME
    );
}

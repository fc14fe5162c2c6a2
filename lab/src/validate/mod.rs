//! `cargo lab validate`: the validators of [`engines::validate`], reported on the command
//! line.

pub use engines::validate::*;

pub mod tee;

pub use tee::validate;

use std::io::Write;

/// `cargo lab validate`'s report of `found`, the validation of the input named `source`
/// (a path, `<stdin>`): with `json`, one object on `out` ([`valid_json`],
/// [`Violation::json`]); else one line on `err`, `cargo lab validate: SOURCE: valid (N
/// cases)` or `cargo lab validate: ` and [`Violation::at`]. The exit status: 0 valid, 1
/// invalid, 2 when the report cannot be written.
pub fn report(
    found: &Result<usize, Violation>,
    source: &str,
    json: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> u8 {
    let written = match (found, json) {
        (Ok(cases), true) => writeln!(out, "{}", valid_json(*cases)),
        (Err(violation), true) => writeln!(out, "{}", violation.json()),
        (Ok(cases), false) => {
            let cases = engines::explain::count(*cases, "case");
            writeln!(err, "cargo lab validate: {source}: valid ({cases})")
        }
        (Err(violation), false) => writeln!(err, "cargo lab validate: {}", violation.at(source)),
    };
    match written.and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            eprintln!("cargo lab validate: cannot write: {e}");
            2
        }
        _ => u8::from(found.is_err()),
    }
}

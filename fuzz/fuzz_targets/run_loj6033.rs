//! loj6033's whole run on arbitrary bytes: no panic, one-line errors, the answers of the
//! complete cases before an error.
#![no_main]
use fuzzing::{formats, whole_run};
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    whole_run::check::<engines::problems::loj6033::Loj6033>(data, &formats::LOJ6033)
});

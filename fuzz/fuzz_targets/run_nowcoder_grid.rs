//! nowcoder_grid's whole run on arbitrary bytes: no panic, one-line errors, the answers of the
//! complete cases before an error.
#![no_main]
use fuzzing::{formats, whole_run};
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    whole_run::check::<engines::problems::nowcoder_grid::NowcoderGrid>(data, &formats::NOWCODER_GRID)
});

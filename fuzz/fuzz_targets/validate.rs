//! What `cargo lab validate` accepts, each binary answers without error or warning.
#![no_main]
libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzzing::validate::check(data));

//! hdu4678's solver and run against the lab's brute force, on small boards.
#![no_main]
use fuzzing::small;
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    small::fuzz::<engines::problems::hdu4678::Hdu4678>(data, small::hdu4678, small::hdu4678_searchable)
});

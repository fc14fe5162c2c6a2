//! hdu4101's solver and run against the lab's brute force, on small boards.
#![no_main]
use fuzzing::small;
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    small::fuzz::<engines::problems::hdu4101::Hdu4101>(data, small::hdu4101, small::hdu4101_searchable)
});

//! loj6033's solver and run against the lab's brute force, on small boards.
#![no_main]
use fuzzing::small;
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    small::fuzz::<engines::problems::loj6033::Loj6033>(data, small::loj6033, small::loj6033_searchable)
});

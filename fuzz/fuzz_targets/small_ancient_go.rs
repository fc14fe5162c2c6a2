//! ancient_go's solver and run against the lab's brute force, on small boards.
#![no_main]
use fuzzing::small;
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    small::fuzz::<engines::problems::ancient_go::AncientGo>(data, small::ancient_go, small::any)
});

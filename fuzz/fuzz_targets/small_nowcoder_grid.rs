//! nowcoder_grid's solver and run against the lab's brute force, on small boards.
#![no_main]
use fuzzing::small;
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    small::fuzz::<engines::problems::nowcoder_grid::NowcoderGrid>(
        data,
        small::nowcoder_grid,
        small::any,
    )
});

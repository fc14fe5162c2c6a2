//! hdu4678's word-parallel play against the lab's cell-by-cell flood, on wide boards.
#![no_main]
libfuzzer_sys::fuzz_target!(|input: fuzzing::mine_rows::Input| fuzzing::mine_rows::check(&input));

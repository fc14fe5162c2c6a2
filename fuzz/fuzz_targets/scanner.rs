//! The scanner against the plain reader, on text read in fuzzer-chosen chunks.
#![no_main]
libfuzzer_sys::fuzz_target!(|input: fuzzing::scanner::Input| fuzzing::scanner::check(&input));

//! A reader handing out its text in chunks of fuzzer-chosen sizes, so that tokens, line
//! ends (`\r` then `\n`) and runs of numbers are split across reads and refills wherever
//! the fuzzer likes.

use std::io::{self, Read};

/// Reads `rest` in chunks of `sizes[0]`, `sizes[1]`, ... bytes, in turn (the whole text at
/// once when there are no sizes). A size of 0 is a read interrupted by a signal
/// (`ErrorKind::Interrupted`, which a reader must retry); the read after it hands out at
/// least one byte, so that the reader always moves on.
pub struct Chunks<'a> {
    rest: &'a [u8],
    sizes: &'a [u16],
    next: usize,
    interrupted: bool,
}

impl<'a> Chunks<'a> {
    pub fn new(text: &'a [u8], sizes: &'a [u16]) -> Self {
        Chunks {
            rest: text,
            sizes,
            next: 0,
            interrupted: false,
        }
    }

    /// The size of the next chunk.
    fn next_size(&mut self) -> usize {
        let size = match self.sizes.get(self.next % self.sizes.len().max(1)) {
            Some(&size) => usize::from(size),
            None => self.rest.len(),
        };
        self.next += 1;
        size
    }
}

impl Read for Chunks<'_> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        let size = self.next_size();
        if size == 0 && !self.interrupted {
            self.interrupted = true;
            return Err(io::ErrorKind::Interrupted.into());
        }
        self.interrupted = false;
        let n = size.max(1).min(out.len()).min(self.rest.len());
        out[..n].copy_from_slice(&self.rest[..n]);
        self.rest = &self.rest[n..];
        Ok(n)
    }
}

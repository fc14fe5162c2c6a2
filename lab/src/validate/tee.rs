//! One read of the input for two readers: the validator, and the binary's `run` in a
//! thread, which gets a copy of every chunk through a pipe (so memory stays a chunk and
//! the pipe's buffer whatever the input). A chunk is passed on once the validator has read all of
//! it, so the binary is never ahead of the validator: when the validator finds the input
//! malformed, the binary is given the input up to the end of the refused token and no
//! further (a later case, perhaps huge, is never read), and its message is weighed against
//! the validator's ([`super::told`]). Otherwise the pipe is closed at once.

use super::{refusal, told, Tokens, Validate, Violation, BUFFER};
use std::io::{self, PipeWriter, Read, Write};

/// The input, each chunk read also sent to the binary once the next one is asked for
/// (until it stops listening). Invariant: `last` is the chunk read last, not yet sent, and
/// `sent` the bytes sent before it.
struct Tee<'a> {
    input: &'a mut dyn Read,
    copy: Option<PipeWriter>,
    last: Vec<u8>,
    sent: u64,
}

impl Tee<'_> {
    /// Sends `chunk` to the binary, unless it has stopped listening.
    fn send(&mut self, chunk: Vec<u8>) {
        self.sent += chunk.len() as u64;
        if let Some(copy) = &mut self.copy {
            if copy.write_all(&chunk).is_err() {
                self.copy = None;
            }
        }
    }

    /// Sends the input up to byte `consumed` (at most the end of the last chunk), then
    /// closes the pipe: the binary reads nothing further.
    fn finish(mut self, consumed: u64) {
        let mut last = std::mem::take(&mut self.last);
        last.truncate(consumed.saturating_sub(self.sent) as usize);
        self.send(last);
    }
}

impl Read for Tee<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let last = std::mem::take(&mut self.last);
        self.send(last);
        let read = self.input.read(buf)?;
        self.last = buf[..read].to_vec();
        Ok(read)
    }
}

/// Validates `input`, streamed (read once, in bounded memory); the binary reads the same
/// bytes in a thread, and is told a malformed input up to the end of the refused token
/// ([`super::told`]). A pipe the system refuses is the input's violation at 1:1, as an
/// input that cannot be read is where the reading stops: the command's one error line.
pub fn validate<P: Validate>(input: &mut dyn Read, strict: bool) -> Result<usize, Violation> {
    let (mut from, copy) = io::pipe().map_err(|e| {
        let detail = format!("cannot open a pipe to the binary: {e}");
        Tokens::new(&mut io::empty(), strict, 1).malformed_here("input", &detail)
    })?;
    std::thread::scope(|scope| {
        let binary = scope.spawn(move || refusal::<P>(&mut from));
        let mut tee = Tee {
            input,
            copy: Some(copy),
            last: Vec::new(),
            sent: 0,
        };
        let mut tokens = Tokens::new(&mut tee, strict, BUFFER);
        let found = (P::VALIDATOR.grammar)(&mut tokens);
        let consumed = tokens.consumed();
        found.map_err(|violation| {
            told(violation, || {
                tee.finish(consumed);
                binary.join().ok().flatten()
            })
        })
    })
}

//! One read of the input for two readers: the validator, and the binary's `run` in a
//! thread, which gets a copy of every chunk through a bounded channel (so memory stays a
//! few chunks whatever the input). A chunk is passed on once the validator has read all of
//! it, so the binary is never ahead of the validator: when the validator finds the input
//! malformed, the binary is given the input up to the end of the refused token and no
//! further (a later case, perhaps huge, is never read), and its message is weighed against
//! the validator's ([`super::told`]). Otherwise the channel is closed at once.

use super::Validate;
use super::{refusal, told, Tokens, Violation, BUFFER};
use std::io::{self, Read};
use std::sync::mpsc::{sync_channel, Receiver, SyncSender};

/// Chunks in flight between the two readers.
const IN_FLIGHT: usize = 8;

/// The input, each chunk read also sent to the binary once the next one is asked for
/// (until it stops listening). Invariant: `last` is the chunk read last, not yet sent, and
/// `sent` the bytes sent before it.
struct Tee<'a> {
    input: &'a mut dyn Read,
    copy: Option<SyncSender<Vec<u8>>>,
    last: Vec<u8>,
    sent: u64,
}

impl Tee<'_> {
    /// Sends `chunk` to the binary, unless it has stopped listening.
    fn send(&mut self, chunk: Vec<u8>) {
        self.sent += chunk.len() as u64;
        if let Some(copy) = &self.copy {
            if !chunk.is_empty() && copy.send(chunk).is_err() {
                self.copy = None;
            }
        }
    }

    /// Sends the input up to byte `consumed` (at most the end of the last chunk), then
    /// closes the channel: the binary reads nothing further.
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

/// The chunks received, as a reader; the end of the input when the sender is gone.
struct Chunks {
    from: Receiver<Vec<u8>>,
    chunk: Vec<u8>,
    at: usize,
}

impl Read for Chunks {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        while self.at == self.chunk.len() {
            match self.from.recv() {
                Ok(chunk) => (self.chunk, self.at) = (chunk, 0),
                Err(_) => return Ok(0),
            }
        }
        let read = buf.len().min(self.chunk.len() - self.at);
        buf[..read].copy_from_slice(&self.chunk[self.at..self.at + read]);
        self.at += read;
        Ok(read)
    }
}

/// Validates `input`, streamed (read once, in bounded memory); the binary reads the same
/// bytes in a thread, and is told a malformed input up to the end of the refused token
/// ([`super::told`]).
pub fn validate<P: Validate>(input: &mut dyn Read, strict: bool) -> Result<usize, Violation> {
    let (copy, from) = sync_channel(IN_FLIGHT);
    std::thread::scope(|scope| {
        let binary = scope.spawn(move || {
            let mut chunks = Chunks {
                from,
                chunk: Vec::new(),
                at: 0,
            };
            refusal::<P>(&mut chunks)
        });
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

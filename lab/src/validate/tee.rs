//! One read of the input for two readers: the validator, and the binary's `run` in a
//! thread, which gets a copy of every chunk through a bounded channel (so memory stays a
//! few chunks whatever the input). The binary's verdict is waited for only when the
//! validator finds the input malformed: the rest of the input is then passed on to it, and
//! its line tells the violation. Otherwise the channel is closed at once.

use super::Validate;
use super::{binary_line, Kind, Tokens, Violation, BUFFER};
use std::io::{self, Read};
use std::sync::mpsc::{sync_channel, Receiver, SyncSender};

/// Chunks in flight between the two readers.
const IN_FLIGHT: usize = 8;

/// The input, each chunk read also sent to the binary (until it stops listening).
struct Tee<'a> {
    input: &'a mut dyn Read,
    copy: Option<SyncSender<Vec<u8>>>,
}

impl Read for Tee<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let read = self.input.read(buf)?;
        if let Some(copy) = &self.copy {
            if read > 0 && copy.send(buf[..read].to_vec()).is_err() {
                self.copy = None;
            }
        }
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

/// See [`super::validate`].
pub fn validate<P: Validate>(input: &mut dyn Read, strict: bool) -> Result<usize, Violation> {
    let (copy, from) = sync_channel(IN_FLIGHT);
    std::thread::scope(|scope| {
        let binary = scope.spawn(move || {
            let mut chunks = Chunks {
                from,
                chunk: Vec::new(),
                at: 0,
            };
            binary_line::<P>(&mut chunks)
        });
        let mut tee = Tee {
            input,
            copy: Some(copy),
        };
        let found = (P::VALIDATOR.grammar)(&mut Tokens::new(&mut tee, strict, BUFFER));
        let mut violation = match found {
            Err(violation) if violation.kind == Kind::Malformed => violation,
            found => return found,
        };
        if io::copy(&mut tee, &mut io::sink()).is_ok() {
            drop(tee);
            if let Ok(Some(line)) = binary.join() {
                violation.detail = line;
            }
        }
        Err(violation)
    })
}

//! Where the input of a trial is held: in memory (the samples, the batches of cases the
//! check writes), or in a file of the check's own temporary folder (the judge-size
//! inputs, up to hundreds of megabytes). A file is written once, as the generator draws
//! it, a copy of each buffer going through a pipe to the validator in a thread beside;
//! then it is streamed to the reference and to the solution's standard input. Only a
//! failure reads one back whole, and only one of at most [`READ_BACK`] bytes: to split it
//! into its cases, to show it. Memory: a few buffers of [`CHUNK`] bytes, whatever the
//! input.

use crate::scratch::Scratch;
use std::borrow::Cow;
use std::fs::{self, File};
use std::io::{self, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The largest file-held input read back into memory, to split it (its cases take about
/// twice its text for hdu4678) or to show it. A larger one is neither: the report gives
/// the command that writes it again.
pub const READ_BACK: u64 = 64 << 20;

/// The input of a trial.
#[derive(Clone)]
pub enum Input {
    Bytes(Vec<u8>),
    /// Shared by the clones of a trial; removed with the last of them.
    File(Arc<InputFile>),
}

/// A file of the check's [`Folder`], removed when dropped: a judge-size input the
/// solution passed goes at once, the failing one once the report is written.
pub struct InputFile {
    path: PathBuf,
    len: u64,
}

impl Drop for InputFile {
    fn drop(&mut self) {
        let _ = fs::remove_file(&self.path);
    }
}

impl Input {
    /// Its size in bytes.
    pub fn size(&self) -> u64 {
        match self {
            Input::Bytes(bytes) => bytes.len() as u64,
            Input::File(file) => file.len,
        }
    }

    /// A reader of it from its start (a file is opened again for each reader).
    pub fn reader(&self) -> io::Result<Box<dyn Read + Send + '_>> {
        Ok(match self {
            Input::Bytes(bytes) => Box::new(&bytes[..]),
            Input::File(file) => Box::new(File::open(&file.path)?),
        })
    }

    /// The whole of it in memory; `None` for a file of more than [`READ_BACK`] bytes.
    pub fn read_back(&self) -> io::Result<Option<Cow<'_, [u8]>>> {
        match self {
            Input::Bytes(bytes) => Ok(Some(Cow::Borrowed(bytes))),
            Input::File(file) if file.len > READ_BACK => Ok(None),
            Input::File(file) => Ok(Some(Cow::Owned(fs::read(&file.path)?))),
        }
    }

    /// Its first `most` bytes (or all of it, when shorter).
    pub fn start(&self, most: usize) -> io::Result<Vec<u8>> {
        let mut start = Vec::new();
        self.reader()?.take(most as u64).read_to_end(&mut start)?;
        Ok(start)
    }

    /// Writes it to `path` (a file is copied).
    pub fn save_as(&self, path: &Path) -> io::Result<()> {
        match self {
            Input::Bytes(bytes) => fs::write(path, bytes),
            Input::File(file) => fs::copy(&file.path, path).map(drop),
        }
    }
}

/// The check's temporary folder of judge-size inputs ([`Scratch`]): removed with all it
/// holds at the end of the check, whether it ends with a verdict, an error or a panic.
pub struct Folder(pub Scratch);

impl Folder {
    /// The input `write` writes as the file `name` of the folder (replacing one of that
    /// name), and what `read` returns on the same bytes, read as they are written, in a
    /// thread beside (what `read` leaves unread is drained, so the writing always ends).
    /// Both go a buffer of [`CHUNK`] bytes at a time.
    pub fn input<T: Send>(
        &self,
        name: &str,
        write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
        read: impl FnOnce(&mut dyn Read) -> T + Send,
    ) -> (io::Result<Input>, T) {
        let (mut from, to) = match io::pipe() {
            Ok(pipe) => pipe,
            Err(e) => return (Err(e), read(&mut io::empty())),
        };
        std::thread::scope(|scope| {
            let reader = scope.spawn(move || {
                let read = read(&mut from);
                let _ = io::copy(&mut from, &mut io::sink());
                read
            });
            let written = self.write_file(name, to, write);
            let read = reader
                .join()
                .unwrap_or_else(|e| std::panic::resume_unwind(e));
            (written, read)
        })
    }

    /// Writes the file `name` with `write`, each buffer also to `copy`, closed at the end.
    fn write_file(
        &self,
        name: &str,
        copy: io::PipeWriter,
        write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
    ) -> io::Result<Input> {
        let mut file = InputFile {
            path: self.0.path().join(name),
            len: 0,
        };
        let both = Both(File::create(&file.path)?, copy);
        let mut out = BufWriter::with_capacity(CHUNK, both);
        write(&mut out)?;
        let Both(written, _) = out.into_inner().map_err(io::IntoInnerError::into_error)?;
        file.len = written.metadata()?.len();
        Ok(Input::File(Arc::new(file)))
    }
}

/// The bytes a judge-size input is written and copied by.
pub const CHUNK: usize = 1 << 16;

/// A file, and a pipe that gets a copy of every byte written to it.
struct Both(File, io::PipeWriter);

impl Write for Both {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.write_all(buf)?;
        self.1.write_all(buf)?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.flush()
    }
}

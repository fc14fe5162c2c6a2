//! Folders of the lab's own under the system's temporary folder ([`std::env::temp_dir`]):
//! the bundler's builds, the check's judge-size inputs and its helper's reports.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// An empty folder of its own, `lab-<purpose>-<process ID>-<n>`: removed with all it holds
/// when dropped, whether the work ends with a result, an error or a panic.
pub struct Scratch(PathBuf);

impl Scratch {
    /// A new empty folder, named after `purpose`.
    pub fn new(purpose: &str) -> Result<Scratch, String> {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        loop {
            let n = NEXT.fetch_add(1, Ordering::Relaxed);
            let name = format!("lab-{purpose}-{}-{n}", std::process::id());
            let path = std::env::temp_dir().join(name);
            match std::fs::create_dir(&path) {
                Ok(()) => return Ok(Scratch(path)),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(format!("cannot create {}: {e}", path.display())),
            }
        }
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

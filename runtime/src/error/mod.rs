//! Fatal errors: one line `dvmh: error: <what> [at <file>:<line>]` on standard error, printed
//! once for the whole job, then the whole job is aborted with a non-zero status.
//!
//! Program output is flushed first so nothing written before the error is lost. Most program
//! errors are detected by every process at the same call ([`fatal`]); some only by one process
//! or a few (a bad index on one process's iterations, a crash, a stalled peer). Either way the
//! user should see the message once and promptly, so the processes follow one protocol
//! ([`report`]): rank 0 reports at once, any other rank after a short grace that grows a little
//! with its rank (if rank 0 or a lower rank saw the error too, its abort kills this process
//! before it prints), and processes on one node also agree through a node-local claim that at
//! most one of them prints. Errors of one process alone ([`fatal_local`]) skip the grace.

mod claim;
mod report;

use std::ffi::{c_char, CStr};
use std::fmt::{self, Display};
use std::sync::atomic::{AtomicI32, AtomicPtr, AtomicUsize, Ordering};

pub use report::{report, reporting_on_this_thread, Urgency};

use crate::stack_text::write_lossy;

static LINE: AtomicI32 = AtomicI32::new(0);
static FILE: AtomicPtr<c_char> = AtomicPtr::new(std::ptr::null_mut());
static RANK: AtomicUsize = AtomicUsize::new(usize::MAX);
static SIZE: AtomicUsize = AtomicUsize::new(1);

/// A source position as recorded by `dvmh_set_line`: plain data, printable without
/// allocating (the signal handlers print it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    line: i32,
    file: *const c_char,
}

impl Position {
    /// No position (before the first `dvmh_set_line`).
    pub const UNKNOWN: Position = Position {
        line: 0,
        file: std::ptr::null(),
    };

    /// Line `line` of `file` (a NUL-terminated string with static lifetime, or null).
    pub const fn new(line: i32, file: *const c_char) -> Position {
        Position { line, file }
    }

    /// The program's current position.
    pub fn current() -> Position {
        Position {
            line: LINE.load(Ordering::Relaxed),
            file: FILE.load(Ordering::Relaxed),
        }
    }

    pub fn is_known(&self) -> bool {
        self.line > 0 || !self.file.is_null()
    }
}

/// `file:line` (`?` for an unknown file).
impl Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.file.is_null() {
            f.write_str("?")?;
        } else {
            // SAFETY: dvmh_set_line's contract: a NUL-terminated string with static lifetime.
            let name = unsafe { CStr::from_ptr(self.file) };
            write_lossy(f, name.to_bytes())?;
        }
        write!(f, ":{}", self.line)
    }
}

/// Remembers the program's current source position (`dvmh_set_line`). `file` must be a
/// NUL-terminated string that lives as long as the program (a literal), or null.
pub fn set_position(line: i32, file: *const c_char) {
    LINE.store(line, Ordering::Relaxed);
    FILE.store(file as *mut c_char, Ordering::Relaxed);
}

/// Tells error reporting which process this is and how many there are (once MPI is up).
pub fn set_rank(rank: usize, size: usize) {
    SIZE.store(size, Ordering::Relaxed);
    RANK.store(rank, Ordering::Relaxed);
}

/// This process's rank, once known.
fn rank() -> Option<usize> {
    Some(RANK.load(Ordering::Relaxed)).filter(|&r| r != usize::MAX)
}

/// The number of processes of the job (1 until known).
fn size() -> usize {
    SIZE.load(Ordering::Relaxed)
}

/// Writes ` [at file:line]`, or nothing before the first `dvmh_set_line`.
pub fn write_position(out: &mut dyn fmt::Write, at: Position) -> fmt::Result {
    if at.is_known() {
        write!(out, " [at {at}]")?;
    }
    Ok(())
}

/// The full error line (without newline), as printed.
pub fn format_line(what: &str) -> String {
    let mut line = format!("dvmh: error: {what}");
    let _ = write_position(&mut line, Position::current());
    line
}

/// Reports an error of this process alone (MPI errors, allocation failures, output errors on
/// rank 0) at once and aborts the job.
pub fn fatal_local(what: impl Display) -> ! {
    report(format_line(&what.to_string()).as_bytes(), Urgency::Now)
}

/// A program error. Every process executes the same runtime calls, so such errors are usually
/// detected by all processes at the same point; sometimes only by some. Rank 0 reports at
/// once, the others after a grace in which a lower rank's report would kill them (see the
/// module documentation).
pub fn fatal(what: impl Display) -> ! {
    report(
        format_line(&what.to_string()).as_bytes(),
        Urgency::LowestRankFirst,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_print_as_file_and_line() {
        let p = Position::new(12, c"prog.fdv".as_ptr());
        assert_eq!(p.to_string(), "prog.fdv:12");
        let mut s = String::new();
        write_position(&mut s, p).unwrap();
        assert_eq!(s, " [at prog.fdv:12]");
        let mut s = String::new();
        write_position(&mut s, Position::UNKNOWN).unwrap();
        assert_eq!(s, "");
        let no_file = Position::new(3, std::ptr::null());
        assert_eq!(no_file.to_string(), "?:3");
    }
}

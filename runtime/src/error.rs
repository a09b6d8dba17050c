//! Fatal errors: one line `dvmh: error: <what> [at <file>:<line>]` on standard error, printed
//! once, then the whole job is aborted with a non-zero status.
//!
//! Program output is flushed first so nothing written before the error is lost. Program
//! errors are normally detected by every process at the same call ([`fatal`]): rank 0 reports
//! and aborts the job, the others stay quiet, so the message appears once rather than once per
//! process. Failures of one process alone use [`fatal_local`].

use std::ffi::{c_char, CStr};
use std::fmt::Display;
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicPtr, AtomicUsize, Ordering};
use std::time::Duration;

use crate::{comm, io, log};

/// Status of a job killed by a runtime error.
const ERROR_STATUS: i32 = 1;
/// How long a quiet process waits for rank 0 to abort the job after a collective error.
const COLLECTIVE_GRACE: Duration = Duration::from_secs(20);
/// `mpirun` forwards the processes' output through pipes, and MPICH's process manager tears
/// the job down on `MPI_Abort` without draining them: under load the error line was seen to
/// be lost. So before aborting, wait (bounded) until the pipes behind stdout and stderr are
/// empty, then a little longer for the forwarding itself.
const DRAIN_LIMIT: Duration = Duration::from_secs(3);
const DRAIN_POLL: Duration = Duration::from_millis(10);
const FORWARD_GRACE: Duration = Duration::from_millis(100);

/// Bytes written to `fd` that its reader has not consumed yet (0 when it is not a pipe).
fn unread_bytes(fd: i32) -> i32 {
    let mut pending: libc::c_int = 0;
    // SAFETY: FIONREAD stores an int; on a descriptor that is not a pipe it fails harmlessly.
    let rc = unsafe { libc::ioctl(fd, libc::FIONREAD, &mut pending) };
    if rc == 0 {
        pending
    } else {
        0
    }
}

/// Gives the process manager the chance to forward what this process wrote.
fn let_output_drain() {
    let start = std::time::Instant::now();
    while (unread_bytes(1) > 0 || unread_bytes(2) > 0) && start.elapsed() < DRAIN_LIMIT {
        std::thread::sleep(DRAIN_POLL);
    }
    std::thread::sleep(FORWARD_GRACE);
}

static LINE: AtomicI32 = AtomicI32::new(0);
static FILE: AtomicPtr<c_char> = AtomicPtr::new(std::ptr::null_mut());
static RANK: AtomicUsize = AtomicUsize::new(usize::MAX);
static REPORTED: AtomicBool = AtomicBool::new(false);

/// Remembers the program's current source position (`dvmh_set_line`). `file` must be a
/// NUL-terminated string that lives as long as the program (a literal), or null.
pub fn set_position(line: i32, file: *const c_char) {
    LINE.store(line, Ordering::Relaxed);
    FILE.store(file as *mut c_char, Ordering::Relaxed);
}

/// Tells error reporting which process this is (once MPI is up).
pub fn set_rank(rank: usize) {
    RANK.store(rank, Ordering::Relaxed);
}

/// ` [at file:line]`, or nothing before the first `dvmh_set_line`.
fn position() -> String {
    let line = LINE.load(Ordering::Relaxed);
    let file = FILE.load(Ordering::Relaxed);
    if line <= 0 && file.is_null() {
        return String::new();
    }
    let name = if file.is_null() {
        "?".to_string()
    } else {
        // SAFETY: dvmh_set_line's contract: a NUL-terminated string with static lifetime.
        unsafe { CStr::from_ptr(file) }
            .to_string_lossy()
            .into_owned()
    };
    format!(" [at {name}:{line}]")
}

/// The full error line (without newline), as printed.
pub fn format_line(what: &str) -> String {
    format!("dvmh: error: {what}{}", position())
}

/// Reports the error (once per process) and aborts the job at once. For failures particular
/// to this process (MPI errors, allocation failures, output errors on rank 0).
pub fn fatal_local(what: impl Display) -> ! {
    let what = what.to_string();
    if !REPORTED.swap(true, Ordering::SeqCst) {
        io::flush_for_abort();
        let line = format_line(&what);
        if log::fatal_to_file(&line) {
            let mut err = std::io::stderr().lock();
            let _ = writeln!(err, "{line}");
            let _ = err.flush();
        }
        if comm::is_active() {
            let_output_drain();
        }
    }
    comm::abort(ERROR_STATUS)
}

/// A program error. Every process executes the same runtime calls, so such errors are usually
/// detected by all processes at the same point: rank 0 (or a process that does not know its
/// rank yet) reports it and aborts the job; the others wait quietly to be killed, and report
/// it themselves only if that does not happen (an error only they detected).
pub fn fatal(what: impl Display) -> ! {
    let rank = RANK.load(Ordering::Relaxed);
    if rank != 0 && rank != usize::MAX && comm::is_active() {
        io::flush_for_abort();
        std::thread::sleep(COLLECTIVE_GRACE);
    }
    fatal_local(what)
}

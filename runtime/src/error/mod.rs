//! Fatal errors: one line `dvmh: error: <what> [at <file>:<line>]` on standard error, printed
//! once for the whole job, then the whole job is aborted with a non-zero status.
//!
//! This is the top of the runtime: the C ABI (`abi`) turns the [`RtError`]s that the inner
//! modules return into reports with [`raise`] (or [`OrRaise::or_raise`]), and reports the
//! errors it detects itself with [`fatal`] / [`fatal_local`]. Nothing below `abi` calls into
//! this module; it in turn uses `comm` (to abort the job), `io` (to flush the program's output)
//! and `log`. The two paths that cannot return an error to a caller reach it too, without a
//! dependency from below: the crash handlers live here ([`crash`], installed by `dvmh_init`),
//! and the `DVMH_TIMEOUT` watchdog thread is handed [`raise`] when it is started.
//!
//! Program output is flushed first so nothing written before the error is lost. Most program
//! errors are detected by every process at the same call ([`fatal`], [`Scope::Collective`]);
//! some only by one process or a few (a bad index on one process's iterations, a crash, a
//! stalled peer). Either way the user should see the message once and promptly, so the
//! processes follow one protocol ([`report`]): rank 0 reports at once, any other rank after a
//! short grace that grows a little with its rank (if rank 0 or a lower rank saw the error too,
//! its abort kills this process before it prints), and processes on one node also agree
//! through a node-local claim that at most one of them prints. Errors of one process alone
//! ([`fatal_local`], [`Scope::Local`]) skip the grace.

mod claim;
pub mod crash;
mod report;

use std::fmt::Display;

pub use report::{report, reporting_on_this_thread, Urgency};

use crate::fault::{RtError, Scope};
use crate::position::{write_position, Position};

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

/// Reports an error returned by an inner module as its scope says, and aborts the job.
pub fn raise(e: RtError) -> ! {
    match e.scope() {
        Scope::Collective => fatal(e.message()),
        Scope::Local => fatal_local(e.message()),
    }
}

/// `result.or_raise()`: the value, or the report of the error (for the `abi` functions).
pub trait OrRaise<T> {
    fn or_raise(self) -> T;
}

impl<T> OrRaise<T> for Result<T, RtError> {
    fn or_raise(self) -> T {
        match self {
            Ok(v) => v,
            Err(e) => raise(e),
        }
    }
}

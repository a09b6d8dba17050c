//! The crash handlers: SIGSEGV, SIGBUS, SIGFPE and SIGILL in compiled code, and SIGABRT (the C
//! library stopping on a corrupted heap), end the job with one error line composed by
//! `signals` (what happened and where).
//!
//! A signal handler has no caller to return an error to, so it reports directly; it lives in
//! the reporting layer so that `signals`, used by the inner modules, does not depend on it.
//!
//! The handlers are installed after `MPI_Init`, replacing UCX's own. (Setting
//! `UCX_HANDLE_ERRORS=none` before `MPI_Init` does not help: UCX reads its configuration when
//! its library is loaded, before `main`, and then only warns that the variable is unused.)
//! The handler allocates nothing and takes no lock it could wait for (see `report`); it runs
//! on an alternate stack (`signals::AltStack`) so that stack overflows are reported too. A
//! fault while reporting ends the process at once.

use std::cell::Cell;
use std::ffi::{c_int, c_void};

use super::{report, reporting_on_this_thread, Urgency};
use crate::signals::{self, AltStack};
use crate::stack_text::StackText;

/// Status of a process that faults while reporting a fault.
const DOUBLE_FAULT_STATUS: c_int = 1;
const SIGNALS: [c_int; 5] = [
    libc::SIGSEGV,
    libc::SIGBUS,
    libc::SIGFPE,
    libc::SIGILL,
    libc::SIGABRT,
];

thread_local! {
    /// This thread is inside the fault handler.
    static HANDLING: Cell<bool> = const { Cell::new(false) };
}

extern "C" fn on_fault(signal: c_int, info: *mut libc::siginfo_t, _context: *mut c_void) {
    if HANDLING.with(|h| h.replace(true)) || reporting_on_this_thread() {
        // A fault while reporting an error: the report cannot be trusted to finish.
        // SAFETY: _exit is async-signal-safe and ends the process.
        unsafe { libc::_exit(DOUBLE_FAULT_STATUS) };
    }
    let mut line = StackText::<512>::new();
    // SAFETY: the kernel passes a valid siginfo to SA_SIGINFO handlers.
    let _ = unsafe { signals::write_fault_line(&mut line, signal, info) };
    // Faults are often met by every process in the same loop: report like a collective error.
    report(line.as_bytes(), Urgency::LowestRankFirst)
}

/// Installs the handlers and the calling (main) thread's alternate stack. Call after
/// `MPI_Init`.
pub fn install() {
    if let Some(stack) = AltStack::install() {
        // The main thread runs compiled code until the process ends.
        std::mem::forget(stack);
    }
    // SAFETY: a zeroed sigaction with an empty mask and a handler of the SA_SIGINFO form.
    unsafe {
        let mut action: libc::sigaction = std::mem::zeroed();
        action.sa_sigaction = on_fault as *const () as libc::sighandler_t;
        action.sa_flags = libc::SA_SIGINFO | libc::SA_ONSTACK | libc::SA_NODEFER;
        libc::sigemptyset(&mut action.sa_mask);
        for signal in SIGNALS {
            libc::sigaction(signal, &action, std::ptr::null_mut());
        }
    }
}

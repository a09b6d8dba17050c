//! Crashes of compiled code (SIGSEGV, SIGBUS, SIGFPE, SIGILL) become one clear error line
//! for the whole job, like any other runtime error.
//!
//! Without this, a bad index or an integer division by zero in a handler printed UCX's
//! backtrace (MPICH's transport catches these signals), `mpirun`'s "BAD TERMINATION" banner,
//! or, after a write past an array had corrupted the heap, glibc's `munmap_chunk(): invalid
//! pointer` much later. Now the handler writes `dvmh: error: <what> <where>`: what happened
//! (naming the array when the address is in a guard zone of its storage, see `storage` and
//! [`zones`]; a stack overflow when it is just below the thread's stack) and where (the
//! parallel loop the thread was running, or the program's current line), then aborts the job
//! through the common error path (`error::report`).
//!
//! The handlers are installed after `MPI_Init`, replacing UCX's own. (Setting
//! `UCX_HANDLE_ERRORS=none` before `MPI_Init` does not help: UCX reads its configuration when
//! its library is loaded, before `main`, and then only warns that the variable is unused.)
//! The handler allocates nothing and takes no lock it could wait for (see `error::report`);
//! it runs on an alternate stack (`altstack`) so that stack overflows are reported too. A
//! fault while reporting ends the process at once.

mod altstack;
mod message;
pub mod zones;

use std::cell::Cell;
use std::ffi::{c_int, c_void};

use crate::error::{self, Position, Urgency};
use crate::stack_text::StackText;
pub use altstack::AltStack;
use message::Fault;

/// Status of a process that faults while reporting a fault.
const DOUBLE_FAULT_STATUS: c_int = 1;
const SIGNALS: [c_int; 4] = [libc::SIGSEGV, libc::SIGBUS, libc::SIGFPE, libc::SIGILL];

thread_local! {
    /// The parallel loop this thread is running a portion of (its position).
    static IN_LOOP: Cell<Option<Position>> = const { Cell::new(None) };
    /// This thread is inside the fault handler.
    static HANDLING: Cell<bool> = const { Cell::new(false) };
}

/// Marks the calling thread as running a portion of the parallel loop at `at` while it lives.
#[must_use]
pub struct LoopMark {
    outer: Option<Position>,
}

impl Drop for LoopMark {
    fn drop(&mut self) {
        IN_LOOP.with(|l| l.set(self.outer));
    }
}

/// Marks the calling thread as running the parallel loop at `at` (for crash reports).
pub fn in_parallel_loop(at: Position) -> LoopMark {
    LoopMark {
        outer: IN_LOOP.with(|l| l.replace(Some(at))),
    }
}

extern "C" fn on_fault(signal: c_int, info: *mut libc::siginfo_t, _context: *mut c_void) {
    if HANDLING.with(|h| h.replace(true)) || error::reporting_on_this_thread() {
        // A fault while reporting an error: the report cannot be trusted to finish.
        // SAFETY: _exit is async-signal-safe and ends the process.
        unsafe { libc::_exit(DOUBLE_FAULT_STATUS) };
    }
    // SAFETY: the kernel passes a valid siginfo to SA_SIGINFO handlers.
    let (code, addr) = unsafe { ((*info).si_code, (*info).si_addr() as usize) };
    let mut name = [0u8; zones::NAME_BYTES];
    let is_memory = signal == libc::SIGSEGV || signal == libc::SIGBUS;
    let zone = if is_memory {
        zones::find(addr, &mut name).map(|hit| (hit.side, hit.owner, &name[..hit.name_len]))
    } else {
        None
    };
    let fault = Fault {
        signal,
        code,
        addr,
        zone,
        stack_overflow: is_memory && altstack::is_stack_overflow(addr),
        in_loop: IN_LOOP.with(|l| l.get()),
        at: Position::current(),
    };
    let mut line = StackText::<512>::new();
    let _ = message::write_line(&mut line, &fault);
    // Faults are often met by every process in the same loop: report like a collective error.
    error::report(line.as_bytes(), Urgency::LowestRankFirst)
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

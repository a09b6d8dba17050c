//! What crash reports know: crashes of compiled code (SIGSEGV, SIGBUS, SIGFPE, SIGILL) become
//! one clear error line for the whole job, like any other runtime error.
//!
//! Without this, a bad index or an integer division by zero in a handler printed UCX's
//! backtrace (MPICH's transport catches these signals), `mpirun`'s "BAD TERMINATION" banner,
//! or, after a write past an array had corrupted the heap, glibc's `munmap_chunk(): invalid
//! pointer` much later. Now the line reads `dvmh: error: <what> <where>`: what happened
//! (naming the array when the address is in a guard zone of its storage, see `storage` and
//! [`zones`]; a stack overflow when it is just below the thread's stack, see `altstack`) and
//! where (the parallel loop the thread was running, [`in_parallel_loop`], or the program's
//! current line). [`write_fault_line`] composes it without allocating.
//!
//! This module only records and describes; the handler itself, which reports the line and
//! aborts the job, belongs to the reporting layer (`error::crash`), so that the modules that
//! register zones and mark loops here (`array`, `parloop`, `threads`) do not depend on it.
//! Every thread that runs compiled code installs an alternate stack ([`AltStack`]) so that
//! stack overflows are reported too.

mod altstack;
mod message;
pub mod zones;

use std::cell::Cell;
use std::ffi::c_int;

pub use altstack::AltStack;
use message::Fault;

use crate::position::Position;

thread_local! {
    /// The parallel loop this thread is running a portion of (its position).
    static IN_LOOP: Cell<Option<Position>> = const { Cell::new(None) };
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

/// Writes the crash report line for `signal` (with the kernel's `info`) into `out`: what
/// happened and where, from what the runtime knows about the address and this thread. Only
/// async-signal-safe work: no allocation, no lock.
///
/// # Safety
/// `info` is the valid siginfo the kernel passed to an `SA_SIGINFO` handler.
pub unsafe fn write_fault_line(
    out: &mut dyn std::fmt::Write,
    signal: c_int,
    info: *const libc::siginfo_t,
) -> std::fmt::Result {
    // SAFETY: per the contract.
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
    message::write_line(out, &fault)
}

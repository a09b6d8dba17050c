//! Per-thread preparation for crash reports: an alternate signal stack, and where the thread's
//! own stack ends.
//!
//! A thread that overflows its stack faults with no stack left to run the handler on, so
//! every thread that runs compiled code (the main thread and the pool's workers) gets an
//! alternate stack (`sigaltstack`), itself fenced by an inaccessible page. The guard region
//! below the thread's stack is recorded so that the handler can call such a fault a stack
//! overflow.

use std::cell::Cell;
use std::ops::Range;

/// Size of the alternate stack: the report path is shallow, but `MPI_Abort` at its end is
/// MPICH code of unknown depth.
const ALT_STACK: usize = 256 << 10;
/// How far below the stack's end a fault still counts as an overflow: a function with a
/// large frame may skip the guard page entirely.
const OVERFLOW_REACH: usize = 1 << 20;

thread_local! {
    /// Addresses whose access means this thread overflowed its stack (empty: unknown).
    static STACK_GUARD: Cell<(usize, usize)> = const { Cell::new((0, 0)) };
}

fn page_size() -> usize {
    // SAFETY: sysconf has no preconditions.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    if page > 0 {
        page as usize
    } else {
        4096
    }
}

/// The calling thread's stack as `(lowest address, guard size)`.
fn stack_bounds() -> Option<(usize, usize)> {
    // SAFETY: pthread_getattr_np initialises `attr`, which is destroyed after use; the
    // out-pointers are valid.
    unsafe {
        let mut attr: libc::pthread_attr_t = std::mem::zeroed();
        if libc::pthread_getattr_np(libc::pthread_self(), &mut attr) != 0 {
            return None;
        }
        let mut addr: *mut libc::c_void = std::ptr::null_mut();
        let mut size: libc::size_t = 0;
        let mut guard: libc::size_t = 0;
        let ok = libc::pthread_attr_getstack(&attr, &mut addr, &mut size) == 0;
        if libc::pthread_attr_getguardsize(&attr, &mut guard) != 0 {
            guard = 0;
        }
        libc::pthread_attr_destroy(&mut attr);
        (ok && !addr.is_null()).then_some((addr as usize, guard))
    }
}

/// Whether an access to `addr` by the calling thread is a stack overflow.
pub fn is_stack_overflow(addr: usize) -> bool {
    let (lo, hi) = STACK_GUARD.with(|g| g.get());
    (lo..hi).contains(&addr)
}

/// The overflow zone of a stack whose lowest address is `lo`.
fn overflow_zone(lo: usize, guard: usize, page: usize) -> Range<usize> {
    lo.saturating_sub(guard.max(OVERFLOW_REACH))..lo.saturating_add(page)
}

/// The calling thread's alternate signal stack; dropping it (on the same thread) removes it.
pub struct AltStack {
    map: *mut u8,
    len: usize,
}

impl AltStack {
    /// Gives the calling thread an alternate signal stack and records its stack's end.
    /// `None` when memory for it cannot be had (crashes are then reported only if the stack
    /// has room, which is all that is lost).
    pub fn install() -> Option<AltStack> {
        let page = page_size();
        if let Some((lo, guard)) = stack_bounds() {
            let zone = overflow_zone(lo, guard, page);
            STACK_GUARD.with(|g| g.set((zone.start, zone.end)));
        }
        let len = ALT_STACK + page;
        // SAFETY: a fresh anonymous mapping; its lowest page becomes a guard below.
        unsafe {
            let map = libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_STACK,
                -1,
                0,
            );
            if map == libc::MAP_FAILED {
                return None;
            }
            libc::mprotect(map, page, libc::PROT_NONE);
            let stack = libc::stack_t {
                ss_sp: (map as *mut u8).add(page) as *mut libc::c_void,
                ss_flags: 0,
                ss_size: ALT_STACK,
            };
            if libc::sigaltstack(&stack, std::ptr::null_mut()) != 0 {
                libc::munmap(map, len);
                return None;
            }
            Some(AltStack {
                map: map as *mut u8,
                len,
            })
        }
    }
}

impl Drop for AltStack {
    fn drop(&mut self) {
        // SAFETY: the alternate stack is switched off before its memory goes away; this runs
        // on the thread that installed it, outside any signal handler.
        unsafe {
            let off = libc::stack_t {
                ss_sp: std::ptr::null_mut(),
                ss_flags: libc::SS_DISABLE,
                ss_size: 0,
            };
            libc::sigaltstack(&off, std::ptr::null_mut());
            libc::munmap(self.map as *mut libc::c_void, self.len);
        }
        STACK_GUARD.with(|g| g.set((0, 0)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_overflow_zone_lies_just_below_the_stack() {
        let z = overflow_zone(0x1000_0000, 4096, 4096);
        assert!(z.contains(&(0x1000_0000 - 8)));
        assert!(z.contains(&(0x1000_0000 - 4096)));
        assert!(z.contains(&(0x1000_0000 - 500_000)));
        assert!(!z.contains(&(0x1000_0000 + 8192)));
        assert_eq!(overflow_zone(100, 4096, 4096).start, 0);
    }

    #[test]
    fn threads_know_their_stack() {
        std::thread::spawn(|| {
            let alt = AltStack::install().expect("an alternate stack");
            let local = 0u8;
            let here = &local as *const u8 as usize;
            assert!(!is_stack_overflow(here));
            let (lo, _) = stack_bounds().unwrap();
            assert!(is_stack_overflow(lo - 16));
            drop(alt);
            assert!(!is_stack_overflow(lo - 16));
        })
        .join()
        .unwrap();
    }
}

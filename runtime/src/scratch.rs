//! Message buffers kept from one exchange to the next.
//!
//! A shadow renewal in an iterative solver packs and receives the same faces every
//! iteration. Fresh buffers of half a megabyte come from `mmap` (glibc's threshold), so every
//! renewal faulted in and zeroed new pages and unmapped them again: 19,000 page faults per
//! process in 75 iterations of the 3-D Jacobi benchmark. The exchanges take their buffers from
//! here and give them back, so the pages stay mapped. Only the main thread exchanges messages
//! (`comm` is `MPI_THREAD_FUNNELED`), so the pool is the thread's own.

use std::cell::RefCell;

/// At most this many buffers are kept.
const KEPT: usize = 8;
/// Buffers larger than this are freed, not kept (a whole-array gather must not stay).
const LARGEST_KEPT: usize = 64 << 20;

thread_local! {
    static POOL: RefCell<Vec<Vec<u8>>> = const { RefCell::new(Vec::new()) };
}

/// A buffer of `len` bytes whose contents are unspecified (earlier messages of this process):
/// the caller overwrites all of it.
pub fn take(len: usize) -> Vec<u8> {
    let reused = POOL.with(|pool| {
        let mut pool = pool.borrow_mut();
        // The smallest kept buffer that holds `len`, else the largest one (it grows).
        let fits = (0..pool.len())
            .filter(|&k| pool[k].capacity() >= len)
            .min_by_key(|&k| pool[k].capacity());
        let pick = fits.or_else(|| (0..pool.len()).max_by_key(|&k| pool[k].capacity()));
        pick.map(|k| pool.swap_remove(k))
    });
    let mut buf = reused.unwrap_or_default();
    if buf.len() >= len {
        buf.truncate(len);
    } else {
        buf.resize(len, 0);
    }
    buf
}

/// Gives a buffer back for later [`take`]s.
pub fn give(buf: Vec<u8>) {
    if buf.capacity() == 0 || buf.capacity() > LARGEST_KEPT {
        return;
    }
    POOL.with(|pool| {
        let mut pool = pool.borrow_mut();
        if pool.len() < KEPT {
            pool.push(buf);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_given_buffer_is_taken_again_with_the_length_asked_for() {
        let mut first = take(1000);
        assert_eq!(first.len(), 1000);
        first[999] = 7;
        let at = first.as_ptr();
        give(first);
        let again = take(600);
        assert_eq!((again.len(), again.as_ptr()), (600, at));
        give(again);
        // Larger than anything kept: the kept buffer grows to the length.
        let big = take(5000);
        assert_eq!(big.len(), 5000);
        give(big);
    }
}

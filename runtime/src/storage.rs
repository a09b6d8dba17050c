//! Zero-initialised, over-aligned byte buffers for the local parts of distributed arrays,
//! fenced by inaccessible guard zones.
//!
//! Compiled handlers address array elements through a raw `base` pointer, so the storage must
//! never move while an array exists and must be suitably aligned for every element type (and
//! for vector loads). Handlers do not check indices (unless built with `-fcheck=bounds`), so
//! an index past a dimension's bound writes past the storage: with heap memory that silently
//! corrupted the neighbouring data or glibc's bookkeeping (`munmap_chunk(): invalid pointer`
//! long after the fact). So every buffer is its own anonymous mapping, surrounded by
//! `PROT_NONE` pages on both sides; an access there faults at once, and the signal handler
//! names the array (the owner registers the zones with `signals::zones`).
//!
//! The data ends as close to the upper guard as the alignment allows, since indices past the
//! upper bound are the common mistake; below the data, the rest of its first page is
//! accessible (zeroes, never the data of anything else).
//!
//! Data of 4 MiB or more is advised to use transparent huge pages (see `advise_huge_pages`).
//!
//! Each buffer costs three kernel mappings (the system allows about 65000 per process) and
//! address space for the guards, which is free: `PROT_NONE` pages are neither backed nor
//! counted against the memory limit.

use std::ops::Range;

/// Alignment of every buffer (a cache line: enough for any element and SIMD access).
const ALIGN: usize = 64;
/// The smallest guard zone on each side.
const MIN_GUARD: usize = 64 << 10;
/// The largest guard zone on each side.
const MAX_GUARD: usize = 1 << 30;
/// Data of at least this many bytes asks for transparent huge pages.
const HUGE_PAGE_MIN: usize = 4 << 20;

fn page_size() -> usize {
    // SAFETY: sysconf has no preconditions.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    if page > 0 {
        page as usize
    } else {
        4096
    }
}

/// Physical memory plus swap: no local part can be larger. Checked explicitly because with
/// `vm.overcommit_memory=1` the kernel would grant any size and the program would be killed
/// later, far from the cause.
fn total_memory() -> usize {
    // SAFETY: sysinfo fills the zeroed struct it is given.
    let mut info: libc::sysinfo = unsafe { std::mem::zeroed() };
    // SAFETY: as above.
    if unsafe { libc::sysinfo(&mut info) } != 0 {
        return usize::MAX;
    }
    let units = (info.totalram as u128 + info.totalswap as u128) * info.mem_unit.max(1) as u128;
    usize::try_from(units).unwrap_or(usize::MAX)
}

/// Asks the kernel to back a large data range with transparent huge pages (2 MiB on x86-64).
///
/// Stencil handlers stream through several planes of an array at once (a 3-D 7-point stencil
/// reads three planes of one array and writes a fourth of another), so with 4 KiB pages
/// nearly every access stream crosses into a new page every few hundred elements and the
/// loops spend their time in TLB misses and page walks, which are dearer still under a
/// hypervisor; the first touch also takes one fault per 4 KiB. Measured on the 256^3 heat
/// stencil: a fifth less user time, page faults from 67000 to 1900. Where the system's
/// setting is `madvise` (Debian and Ubuntu's default) nothing gets huge pages without this
/// advice. Small arrays are left alone: they gain nothing and would round memory use up.
/// Failure (a kernel without transparent huge pages) changes nothing, so it is ignored.
fn advise_huge_pages(data: *mut u8, len: usize) {
    if len < HUGE_PAGE_MIN {
        return;
    }
    // SAFETY: advice on a range of a live mapping owned by the caller; it does not change
    // the contents or the accessibility of any page.
    unsafe {
        libc::madvise(data as *mut libc::c_void, len, libc::MADV_HUGEPAGE);
    }
}

fn round_up(n: usize, to: usize) -> Option<usize> {
    n.checked_next_multiple_of(to)
}

/// An owned, zero-filled, 64-byte-aligned byte buffer of fixed length with guard zones.
pub struct ZeroedBuffer {
    ptr: *mut u8,
    len: usize,
    /// The whole mapping, guards included (empty for an empty buffer).
    map: *mut u8,
    map_len: usize,
    /// The size of each guard zone.
    guard: usize,
}

// SAFETY: the buffer is plain owned memory; sharing follows the usual borrow rules.
unsafe impl Send for ZeroedBuffer {}
// SAFETY: as above; `&ZeroedBuffer` only gives shared read access.
unsafe impl Sync for ZeroedBuffer {}

impl ZeroedBuffer {
    /// Allocates `len` zero bytes; `None` when the allocation fails or `len` is absurd.
    pub fn new(len: usize) -> Option<ZeroedBuffer> {
        if len == 0 {
            return Some(ZeroedBuffer {
                ptr: std::ptr::null_mut(),
                len: 0,
                map: std::ptr::null_mut(),
                map_len: 0,
                guard: 0,
            });
        }
        if len > total_memory() {
            return None;
        }
        let page = page_size();
        let span = round_up(len, ALIGN)?;
        let data_pages = round_up(span, page)?;
        let guard = round_up(data_pages.clamp(MIN_GUARD, MAX_GUARD), page)?;
        let map_len = data_pages.checked_add(guard.checked_mul(2)?)?;
        // SAFETY: a fresh anonymous mapping; nothing else is affected. Inaccessible memory is
        // not counted against the commit limit, only the data part made writable below is.
        let map = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                map_len,
                libc::PROT_NONE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        if map == libc::MAP_FAILED {
            return None;
        }
        let map = map as *mut u8;
        // SAFETY: `guard + data_pages <= map_len`, page aligned, inside the mapping.
        let data = unsafe { map.add(guard) };
        // SAFETY: the range is part of the mapping just made.
        let rc = unsafe {
            libc::mprotect(
                data as *mut libc::c_void,
                data_pages,
                libc::PROT_READ | libc::PROT_WRITE,
            )
        };
        if rc != 0 {
            // SAFETY: unmapping exactly what was mapped above.
            unsafe { libc::munmap(map as *mut libc::c_void, map_len) };
            return None;
        }
        advise_huge_pages(data, data_pages);
        // SAFETY: `data_pages - span` is within the data pages; the result is 64-byte aligned
        // because pages are and `span` is a multiple of 64.
        let ptr = unsafe { data.add(data_pages - span) };
        Some(ZeroedBuffer {
            ptr,
            len,
            map,
            map_len,
            guard,
        })
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The start of the buffer (null when empty).
    pub fn as_mut_ptr(&mut self) -> *mut u8 {
        self.ptr
    }

    pub fn as_slice(&self) -> &[u8] {
        if self.len == 0 {
            return &[];
        }
        // SAFETY: ptr is a live mapping of len initialised (zero-filled) bytes.
        unsafe { std::slice::from_raw_parts(self.ptr, self.len) }
    }

    pub fn as_mut_slice(&mut self) -> &mut [u8] {
        if self.len == 0 {
            return &mut [];
        }
        // SAFETY: ptr is a live mapping of len initialised bytes, uniquely borrowed.
        unsafe { std::slice::from_raw_parts_mut(self.ptr, self.len) }
    }

    /// The address ranges of the guard zones below and above the data (none when empty).
    pub fn guard_zones(&self) -> Option<(Range<usize>, Range<usize>)> {
        if self.map_len == 0 {
            return None;
        }
        let start = self.map as usize;
        let end = start + self.map_len;
        Some((start..start + self.guard, end - self.guard..end))
    }
}

impl Drop for ZeroedBuffer {
    fn drop(&mut self) {
        if self.map_len != 0 {
            // SAFETY: unmapping exactly the mapping made in `new`.
            unsafe { libc::munmap(self.map as *mut libc::c_void, self.map_len) };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zeroed_and_aligned() {
        let mut b = ZeroedBuffer::new(1000).unwrap();
        assert_eq!(b.len(), 1000);
        assert!(b.as_slice().iter().all(|&x| x == 0));
        assert_eq!(b.as_mut_ptr() as usize % ALIGN, 0);
        b.as_mut_slice()[999] = 7;
        assert_eq!(b.as_slice()[999], 7);
        let mut e = ZeroedBuffer::new(0).unwrap();
        assert!(e.is_empty());
        assert!(e.as_mut_ptr().is_null());
        assert!(e.as_slice().is_empty());
        assert!(e.guard_zones().is_none());
    }

    #[test]
    fn guard_zones_fence_the_data_closely_above() {
        for len in [1, 64, 100, 4096, 5000, 1 << 20] {
            let mut b = ZeroedBuffer::new(len).unwrap();
            let start = b.as_mut_ptr() as usize;
            let (below, above) = b.guard_zones().unwrap();
            assert!(below.end <= start, "{len}");
            assert_eq!(above.start, start + len.next_multiple_of(ALIGN), "{len}");
            assert!(below.len() >= MIN_GUARD && above.len() >= MIN_GUARD);
            assert!(above.len() >= len);
        }
    }

    #[test]
    fn large_buffers_with_huge_page_advice_are_zeroed_and_fenced() {
        let len = HUGE_PAGE_MIN * 2 + 12345;
        let mut b = ZeroedBuffer::new(len).unwrap();
        let start = b.as_mut_ptr() as usize;
        assert_eq!(start % ALIGN, 0);
        let (below, above) = b.guard_zones().unwrap();
        assert!(below.end <= start);
        assert_eq!(above.start, start + len.next_multiple_of(ALIGN));
        let data = b.as_mut_slice();
        assert!(data.iter().step_by(4093).all(|&x| x == 0));
        assert_eq!((data[0], data[len / 2], data[len - 1]), (0, 0, 0));
        data[0] = 1;
        data[len / 2] = 2;
        data[len - 1] = 3;
        assert_eq!((data[0], data[len / 2], data[len - 1]), (1, 2, 3));
    }

    #[test]
    fn absurd_sizes_fail_instead_of_crashing() {
        assert!(ZeroedBuffer::new(usize::MAX).is_none());
        assert!(ZeroedBuffer::new(usize::MAX / 2).is_none());
        // More than any machine's memory (the kernel refuses to commit it).
        assert!(ZeroedBuffer::new(1 << 46).is_none());
    }
}

//! Zero-initialised, over-aligned byte buffers for the local parts of distributed arrays.
//!
//! Compiled handlers address array elements through a raw `base` pointer, so the storage must
//! never move while an array exists and must be suitably aligned for every element type (and
//! for vector loads). A `Vec<u8>` guarantees neither alignment nor a non-reallocating
//! interface; this type does exactly that and no more.

use std::alloc::{alloc_zeroed, dealloc, Layout};

/// Alignment of every buffer (a cache line: enough for any element and SIMD access).
const ALIGN: usize = 64;

/// An owned, zero-filled, 64-byte-aligned byte buffer of fixed length.
pub struct ZeroedBuffer {
    ptr: *mut u8,
    len: usize,
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
            });
        }
        let layout = Layout::from_size_align(len, ALIGN).ok()?;
        // SAFETY: the layout has non-zero size.
        let ptr = unsafe { alloc_zeroed(layout) };
        if ptr.is_null() {
            return None;
        }
        Some(ZeroedBuffer { ptr, len })
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
        // SAFETY: ptr is a live allocation of len initialised bytes.
        unsafe { std::slice::from_raw_parts(self.ptr, self.len) }
    }

    pub fn as_mut_slice(&mut self) -> &mut [u8] {
        if self.len == 0 {
            return &mut [];
        }
        // SAFETY: ptr is a live allocation of len initialised bytes, uniquely borrowed.
        unsafe { std::slice::from_raw_parts_mut(self.ptr, self.len) }
    }
}

impl Drop for ZeroedBuffer {
    fn drop(&mut self) {
        if self.len != 0 {
            // SAFETY: allocated in `new` with exactly this layout.
            unsafe { dealloc(self.ptr, Layout::from_size_align_unchecked(self.len, ALIGN)) }
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
    }
}

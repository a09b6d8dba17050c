//! REMOTE_ACCESS buffers: a box of a distributed array gathered from its owners onto every
//! process, addressed by compiled code through a `dvmh_view` like the array itself.
//!
//! Why a separate object: a parallel loop (or the statement after a standalone REMOTE_ACCESS)
//! may read elements that live on other processes. The runtime copies the box the directive
//! names into a dense, column-major buffer indexed by the same global indices, so the compiler
//! only swaps the view it reads such a reference through; the subscripts stay as written. The
//! object is `#[repr(C)]` with the view first, as `ArrayObject` is, so `mem.view_load` reads it
//! straight from the handle.

use std::ffi::c_void;

use crate::abi::types::{dvmh_view, DvmhRemote};
use crate::array::ArrayObject;
use crate::boxes::{DenseLayout, IndexBox};
use crate::exchange;
use crate::fault::{RtError, RtResult};
use crate::state::Runtime;

/// Marks live buffers, to catch stale or foreign handles early.
const MAGIC: u64 = 0x4456_4d48_5245_4d54; // "DVMHREMT"

/// The object behind a `DvmhRemote *`.
#[repr(C)]
pub struct RemoteBuffer {
    /// Must stay the first field: compiled code reads it straight from the handle.
    view: dvmh_view,
    magic: u64,
    /// The elements, column-major over the gathered box; `u64` words keep every element type
    /// aligned.
    data: Vec<u64>,
}

impl RemoteBuffer {
    /// Gathers `lower..=upper` (clipped to the array's bounds, so a whole dimension may be
    /// given as `i64::MIN..=i64::MAX`) of `array` on every process. Collective.
    pub fn gather(
        rt: &Runtime,
        array: &ArrayObject,
        lower: &[i64],
        upper: &[i64],
    ) -> RtResult<Box<RemoteBuffer>> {
        let want = IndexBox::new(lower, upper).intersect(&array.state.bounds);
        let bytes = {
            let _stat = crate::stat::category(crate::stat::Category::Remote);
            exchange::gather_box(rt, array, &want)?
        };
        let mut data = Vec::new();
        if data.try_reserve_exact(bytes.len().div_ceil(8)).is_err() {
            return Err(RtError::local(format!(
                "cannot allocate the REMOTE_ACCESS buffer of array '{}'",
                array.state.name
            )));
        }
        data.resize(bytes.len().div_ceil(8), 0u64);
        // SAFETY: `data` holds at least `bytes.len()` bytes; the regions do not overlap.
        unsafe {
            std::ptr::copy_nonoverlapping(bytes.as_ptr(), data.as_mut_ptr() as *mut u8, bytes.len())
        };
        let layout = DenseLayout::new(want, array.state.ty.size());
        let mut view = dvmh_view {
            base: std::ptr::null_mut(),
            lo: [0; 7],
            stride: [0; 7],
        };
        for d in 0..want.rank() {
            view.lo[d] = want.lo(d);
            view.stride[d] = layout.strides()[d];
        }
        let mut buffer = Box::new(RemoteBuffer {
            view,
            magic: MAGIC,
            data,
        });
        buffer.view.base = buffer.data.as_mut_ptr() as *mut c_void;
        Ok(buffer)
    }

    pub fn into_handle(self: Box<RemoteBuffer>) -> *mut DvmhRemote {
        Box::into_raw(self) as *mut DvmhRemote
    }

    /// Destroys the buffer behind a handle; an error for null or foreign pointers.
    ///
    /// # Safety
    /// `handle` must be null or a pointer from [`into_handle`](RemoteBuffer::into_handle) not
    /// freed before (a freed one is caught in most cases by the magic number).
    pub unsafe fn free_handle(handle: *mut DvmhRemote, call: &str) -> RtResult<()> {
        if handle.is_null() {
            return Err(RtError::local(format!("{call}: the buffer handle is null")));
        }
        let object = handle as *mut RemoteBuffer;
        // SAFETY: per the contract the pointer came from `into_handle`.
        if unsafe { (*object).magic } != MAGIC {
            return Err(RtError::local(format!(
                "{call}: the buffer handle is invalid (freed or foreign)"
            )));
        }
        // SAFETY: as above; the box is dropped once.
        unsafe {
            (*object).magic = 0;
            drop(Box::from_raw(object));
        }
        Ok(())
    }

    /// The gathered elements as bytes (for tests).
    pub fn bytes(&self) -> &[u8] {
        // SAFETY: plain integer storage viewed as bytes.
        unsafe { std::slice::from_raw_parts(self.data.as_ptr() as *const u8, self.data.len() * 8) }
    }

    pub fn view(&self) -> &dvmh_view {
        &self.view
    }
}

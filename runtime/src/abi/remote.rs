//! REMOTE_ACCESS: buffers of elements that live on other processes, gathered before the
//! parallel loop (or the statement) that reads them and freed after it.

use super::{check_rank, slice_arg};
use crate::abi::types::{DvmhArray, DvmhRemote};
use crate::array::ArrayObject;
use crate::error::OrRaise;
use crate::remote::RemoteBuffer;
use crate::state;

/// Gathers the box `lower[k]..upper[k]` of array `a` (clipped to its bounds: a whole dimension
/// may be given as `INT64_MIN..INT64_MAX`) onto this process and returns a buffer whose
/// `dvmh_view` addresses it by the array's global indices. Collective: every process calls it
/// (each may name a different box).
///
/// # Safety
/// `a` is a live array; `lower` and `upper` point to `rank` elements.
#[no_mangle]
pub unsafe extern "C" fn dvmh_remote_create(
    a: *mut DvmhArray,
    lower: *const i64,
    upper: *const i64,
) -> *mut DvmhRemote {
    const CALL: &str = "dvmh_remote_create";
    let rt = state::get().or_raise();
    // SAFETY: per the contract.
    let array = unsafe { ArrayObject::from_handle(a, CALL) }.or_raise();
    let rank = check_rank(array.state.rank() as i32, CALL);
    // SAFETY: per the contract.
    let lower = unsafe { slice_arg(lower, rank, "dvmh_remote_create: lower") };
    // SAFETY: per the contract.
    let upper = unsafe { slice_arg(upper, rank, "dvmh_remote_create: upper") };
    super::device::on_host(array, false, CALL);
    RemoteBuffer::gather(rt, array, lower, upper)
        .or_raise()
        .into_handle()
}

/// Frees a buffer of `dvmh_remote_create`.
///
/// # Safety
/// `r` came from `dvmh_remote_create` and is not used afterwards.
#[no_mangle]
pub unsafe extern "C" fn dvmh_remote_free(r: *mut DvmhRemote) {
    // SAFETY: per the contract.
    unsafe { RemoteBuffer::free_handle(r, "dvmh_remote_free") }.or_raise();
}

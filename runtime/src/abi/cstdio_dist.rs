//! `fwrite`/`fread` of a whole distributed array in a C-DVMH program (manual §12): the serial
//! program writes or reads the array's bytes in C's row-major order, so here the I/O process
//! does that on the whole array gathered from its owners (`fwrite`), or reads into the whole
//! array and every process then stores the part it owns (`fread`). C's row-major order is the
//! column-major order of the reversed dimensions the array was created with, the order
//! [`exchange::gather_to_root`] and [`exchange::scatter_from_root`] use. Only shared files
//! (the I/O process's); a local file is a run-time error.

use std::ffi::c_void;

use super::cstdio::{file_is_local, share_result};
use crate::abi::types::DvmhArray;
use crate::array::ArrayObject;
use crate::error::{self, OrRaise};
use crate::exchange;
use crate::state;
use crate::types::ElemType;

/// The array behind handle `a`, its current values on the host; an error for a template or a
/// local file.
///
/// # Safety
/// `a` is a live array handle.
unsafe fn checked<'a>(
    a: *mut DvmhArray,
    f: *mut c_void,
    call: &str,
    write: bool,
) -> &'a mut ArrayObject {
    // SAFETY: per the contract.
    let array = unsafe { ArrayObject::from_handle(a, call) }.or_raise();
    if array.state.ty == ElemType::None {
        error::fatal(format!(
            "{call}: '{}' is a template, it has no elements",
            array.state.name
        ));
    }
    if file_is_local(f) {
        error::fatal(format!(
            "{call} of the distributed array '{}' on a local file is not supported",
            array.state.name
        ));
    }
    super::device::on_host(array, write, call);
    array
}

/// How many whole items of `size` bytes of the `len`-byte array `n` items may cover.
fn items(size: u64, n: u64, len: usize) -> usize {
    if size == 0 {
        return 0;
    }
    (n.min(len as u64 / size)) as usize
}

/// `fwrite(A, size, n, f)` for a distributed array `A` (collective): the I/O process writes
/// the gathered array's first `size * n` bytes (at most the whole array); its result on every
/// process.
///
/// # Safety
/// `a` is a live array handle, `f` a stream the program opened (or a standard stream).
#[no_mangle]
pub unsafe extern "C" fn dvmh_c_fwrite_dist(
    a: *mut DvmhArray,
    size: u64,
    n: u64,
    f: *mut c_void,
) -> u64 {
    let rt = state::get().or_raise();
    // SAFETY: per the contract.
    let array = unsafe { checked(a, f, "fwrite", false) };
    let written = match exchange::gather_to_root(rt, array).or_raise() {
        Some(whole) => {
            let k = items(size, n, whole.len());
            // SAFETY: `k * size` bytes of `whole`; `f` per the contract.
            unsafe { libc::fwrite(whole.as_ptr().cast(), size as usize, k, f.cast()) as i64 }
        }
        None => 0,
    };
    share_result(written) as u64
}

/// `fread(A, size, n, f)` for a distributed array `A` (collective): the I/O process reads at
/// most the whole array's bytes into the gathered array (what is not read keeps its values),
/// and every process stores its part; the result on every process.
///
/// # Safety
/// `a` is a live array handle, `f` a stream the program opened (or the standard input).
#[no_mangle]
pub unsafe extern "C" fn dvmh_c_fread_dist(
    a: *mut DvmhArray,
    size: u64,
    n: u64,
    f: *mut c_void,
) -> u64 {
    let rt = state::get().or_raise();
    // SAFETY: per the contract.
    let array = unsafe { checked(a, f, "fread", true) };
    let mut whole = exchange::gather_to_root(rt, array).or_raise();
    let got = match whole.as_mut() {
        Some(w) => {
            let k = items(size, n, w.len());
            // SAFETY: `k * size` writable bytes of `w`; `f` per the contract.
            unsafe { libc::fread(w.as_mut_ptr().cast(), size as usize, k, f.cast()) as i64 }
        }
        None => 0,
    };
    let got = share_result(got);
    exchange::scatter_from_root(rt, array, whole.as_deref()).or_raise();
    got as u64
}

#[cfg(test)]
mod tests {
    use super::items;

    #[test]
    fn items_stop_at_the_end_of_the_array() {
        assert_eq!(items(8, 10, 80), 10);
        assert_eq!(items(8, 11, 80), 10);
        assert_eq!(items(1, 5, 80), 5);
        assert_eq!(items(0, 5, 80), 0);
        assert_eq!(items(3, 100, 80), 26);
    }
}

//! `fwrite`/`fread` of a distributed array in a C-DVMH program (manual §12): the serial
//! program writes or reads the array's bytes in C's row-major order from the buffer's element,
//! so here the I/O process does that on the whole array gathered from its owners (`fwrite`),
//! or reads into the whole array and every process then stores the part it owns (`fread`).
//! C's row-major order is the column-major order of the reversed dimensions the array was
//! created with, the order [`exchange::gather_to_root`] and [`exchange::scatter_from_root`]
//! use; the compiler passes the buffer's element as its position in that order.
//!
//! On a local file (`fopen(name, "wl")`) every process works alone (manual §12: the files
//! are written and read back with the same processor arrangement and distribution): it writes
//! or reads the part of the array it owns, in the same order, counting the buffer's position
//! in that part.

use std::ffi::c_void;

use super::cstdio::{file_is_local, share_result};
use crate::abi::types::DvmhArray;
use crate::array::ArrayObject;
use crate::error::{self, OrRaise};
use crate::exchange;
use crate::state;
use crate::types::ElemType;

/// The array behind handle `a`, its current values on the host; an error for a template.
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
    let _ = f;
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

/// The bytes from element `offset` on of `data` (elements of `elem` bytes): empty past the
/// end or for a negative offset.
fn from(data_len: usize, offset: i64, elem: usize) -> usize {
    usize::try_from(offset)
        .ok()
        .and_then(|o| o.checked_mul(elem))
        .map_or(data_len, |b| b.min(data_len))
}

/// This process's owned part of `array`, packed in C's row-major order.
fn local_part(array: &ArrayObject, call: &str) -> Vec<u8> {
    let placement = array.state.placement(call).or_raise();
    let layout = placement.layout();
    let mut buf = Vec::new();
    if !placement.owned().is_empty() {
        layout.pack(placement.storage(), placement.owned(), &mut buf);
    }
    buf
}

/// Stores `data` (as [`local_part`] packs it) into this process's owned part.
fn store_local_part(array: &mut ArrayObject, data: &[u8], call: &str) {
    let placement = array.state.placement_mut(call).or_raise();
    let (layout, owned) = (*placement.layout(), *placement.owned());
    if !owned.is_empty() {
        layout.unpack(placement.storage_mut(), &owned, data);
    }
}

/// `fwrite(&A[..], size, n, f)` for a distributed array `A`, from its element number
/// `offset` in C's order (collective on a shared file): the I/O process writes at most
/// `size * n` bytes of the gathered array from there (up to its end); its result on every
/// process. On a local file, this process writes from its own part.
///
/// # Safety
/// `a` is a live array handle, `f` a stream the program opened (or a standard stream).
#[no_mangle]
pub unsafe extern "C" fn dvmh_c_fwrite_dist(
    a: *mut DvmhArray,
    offset: i64,
    size: u64,
    n: u64,
    f: *mut c_void,
) -> u64 {
    // SAFETY: per the contract.
    let array = unsafe { checked(a, f, "fwrite", false) };
    let elem = array.state.ty.size();
    let write = |data: &[u8]| {
        let data = &data[from(data.len(), offset, elem)..];
        let k = items(size, n, data.len());
        // SAFETY: `k * size` bytes of `data`; `f` per the contract.
        unsafe { libc::fwrite(data.as_ptr().cast(), size as usize, k, f.cast()) as u64 }
    };
    if file_is_local(f) {
        return write(&local_part(array, "fwrite"));
    }
    let rt = state::get().or_raise();
    let written = match exchange::gather_to_root(rt, array).or_raise() {
        Some(whole) => write(&whole) as i64,
        None => 0,
    };
    share_result(written) as u64
}

/// `fread(&A[..], size, n, f)` for a distributed array `A`, into its elements from number
/// `offset` in C's order (collective on a shared file): the I/O process reads at most up to
/// the array's end into the gathered array (what is not read keeps its values), and every
/// process stores its part; the result on every process. On a local file, this process reads
/// into its own part.
///
/// # Safety
/// `a` is a live array handle, `f` a stream the program opened (or the standard input).
#[no_mangle]
pub unsafe extern "C" fn dvmh_c_fread_dist(
    a: *mut DvmhArray,
    offset: i64,
    size: u64,
    n: u64,
    f: *mut c_void,
) -> u64 {
    // SAFETY: per the contract.
    let array = unsafe { checked(a, f, "fread", true) };
    let elem = array.state.ty.size();
    let read = |data: &mut [u8]| {
        let start = from(data.len(), offset, elem);
        let data = &mut data[start..];
        let k = items(size, n, data.len());
        // SAFETY: `k * size` writable bytes of `data`; `f` per the contract.
        unsafe { libc::fread(data.as_mut_ptr().cast(), size as usize, k, f.cast()) as u64 }
    };
    if file_is_local(f) {
        let mut mine = local_part(array, "fread");
        let got = read(&mut mine);
        store_local_part(array, &mine, "fread");
        return got;
    }
    let rt = state::get().or_raise();
    let mut whole = exchange::gather_to_root(rt, array).or_raise();
    let got = match whole.as_mut() {
        Some(w) => read(w) as i64,
        None => 0,
    };
    let got = share_result(got);
    exchange::scatter_from_root(rt, array, whole.as_deref()).or_raise();
    got as u64
}

#[cfg(test)]
mod tests {
    use super::{from, items};

    #[test]
    fn items_stop_at_the_end_of_the_array() {
        assert_eq!(items(8, 10, 80), 10);
        assert_eq!(items(8, 11, 80), 10);
        assert_eq!(items(1, 5, 80), 5);
        assert_eq!(items(0, 5, 80), 0);
        assert_eq!(items(3, 100, 80), 26);
    }

    #[test]
    fn offsets_stop_at_the_end_of_the_array() {
        assert_eq!(from(80, 2, 8), 16);
        assert_eq!(from(80, 20, 8), 80);
        assert_eq!(from(80, -1, 8), 80);
    }
}

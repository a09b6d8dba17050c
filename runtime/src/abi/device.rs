//! The device variant of a parallel loop (`dvmh_loop_device`), and the rule every host access
//! to a distributed array follows: bring the current values to the host first.

use std::ffi::{c_char, CStr};

use super::slice_arg;
use crate::abi::types::{dvmh_device_fn, DvmhLoop};
use crate::array::ArrayObject;
use crate::device;
use crate::error::{self, OrRaise};
use crate::parloop::{Capture, DeviceVariant, LoopObject};

/// Gives the loop a device variant: `dev_fn` is its host build (for the emulation device),
/// `kernel_name` the name of its PTX kernel in `ptx_image` (NUL-terminated PTX of the
/// compilation unit, the same pointer for every loop of the unit). `capture_kinds` has
/// `nargs` entries, one per argument later passed to `dvmh_loop_perform`: 1, 2, 3 an array
/// handle the loop reads, writes, or both; `0x100 | n` a read-only scalar of `n` (1..16)
/// bytes; `0x200 | n << 16` the address of a read-only non-distributed array's storage of
/// `n` bytes (a host table, passed to the device as a copy); `0x300 | n << 16` such an array
/// the loop writes (the copy goes back to the host storage after the loop). Called after the loop's other clauses, before `dvmh_loop_perform`. In a region,
/// with a device in use, the loop then runs on the device (see `ABI.md`).
///
/// # Safety
/// `l` is a live loop handle; `kernel_name` is a NUL-terminated string; `ptx_image` is null
/// or a NUL-terminated string that lives as long as the program; `capture_kinds` points to
/// `nargs` elements; `dev_fn` follows the device-variant contract of `ABI.md`.
#[no_mangle]
pub unsafe extern "C" fn dvmh_loop_device(
    l: *mut DvmhLoop,
    dev_fn: dvmh_device_fn,
    kernel_name: *const c_char,
    ptx_image: *const c_char,
    nargs: i64,
    capture_kinds: *const i64,
) {
    const CALL: &str = "dvmh_loop_device";
    // SAFETY: per the contract.
    let lp = unsafe { LoopObject::from_handle(l, CALL) }.or_raise();
    let Some(dev_fn) = dev_fn else {
        error::fatal(format!("{CALL}: the device function is null"));
    };
    if kernel_name.is_null() {
        error::fatal(format!("{CALL}: the kernel name is null"));
    }
    if nargs < 0 {
        error::fatal(format!("{CALL}: negative argument count {nargs}"));
    }
    // SAFETY: per the contract.
    let kernel = unsafe { CStr::from_ptr(kernel_name) }.to_owned();
    // SAFETY: per the contract.
    let kinds = unsafe {
        slice_arg(
            capture_kinds,
            nargs as usize,
            "dvmh_loop_device: capture kinds",
        )
    };
    let captures = kinds
        .iter()
        .enumerate()
        .map(|(k, &kind)| {
            Capture::decode(kind).unwrap_or_else(|| {
                error::fatal(format!(
                    "{CALL}: capture kind {kind:#x} of argument {k} is invalid (a compiler bug)"
                ))
            })
        })
        .collect();
    lp.set_device(DeviceVariant {
        dev_fn,
        kernel,
        ptx: ptx_image,
        captures,
        planes: false,
        grid: false,
        wave: None,
        diagonals: None,
    })
    .or_raise();
}

/// Says that the loop's device variant (given by `dvmh_loop_device` just before) is a *grid*
/// variant: it walks the loop's dimensions (1 to 3) along the axes of a 3-D grid, gets each
/// thread's coordinates packed into `tid` and the grid's extents into `nthreads`
/// (`x | y << 21 | z << 42`), and reads each dimension's trip count after the bounds (see
/// `ABI.md`).
///
/// # Safety
/// `l` is a live loop handle.
#[no_mangle]
pub unsafe extern "C" fn dvmh_loop_device_grid(l: *mut DvmhLoop) {
    const CALL: &str = "dvmh_loop_device_grid";
    // SAFETY: per the contract.
    let lp = unsafe { LoopObject::from_handle(l, CALL) }.or_raise();
    lp.set_grid().or_raise();
}

/// Says that the loop's device variant (given by `dvmh_loop_device` just before) is a
/// *hyperplane* variant of an ACROSS loop: each call runs the iterations of one hyperplane,
/// whose index follows the 3 bounds per dimension (see `ABI.md`). The PTX image also has its
/// one-kernel wavefront `<kernel_name>_wave`.
///
/// # Safety
/// `l` is a live loop handle.
#[no_mangle]
pub unsafe extern "C" fn dvmh_loop_device_planes(l: *mut DvmhLoop) {
    const CALL: &str = "dvmh_loop_device_planes";
    // SAFETY: per the contract.
    let lp = unsafe { LoopObject::from_handle(l, CALL) }.or_raise();
    lp.set_planes().or_raise();
}

/// `-autoTfm`: the hyperplane variant of the loop (given by `dvmh_loop_device` and
/// `dvmh_loop_device_planes` just before) wants its arrays in the diagonal layout on the
/// device. `codes` has one entry per capture: 0 for none, else `1 + (a | b << 3 | opposite << 6)`
/// with `a`, `b` the array dimensions (from 0) that the loop's last two dimensions index and
/// `opposite` when their subscripts' coefficients have opposite signs. `copy_fn` and
/// `copy_kernel` are the program's layout copy kernel (host build and PTX entry point in the
/// loop's PTX image), with the parameter block of `device::diagonal::copy_params` as `bounds`.
///
/// # Safety
/// `l` is a live loop handle; `codes` points to as many `int64` as the loop has captures;
/// `copy_kernel` is a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn dvmh_loop_device_tfm(
    l: *mut DvmhLoop,
    codes: *const i64,
    copy_fn: dvmh_device_fn,
    copy_kernel: *const c_char,
) {
    const CALL: &str = "dvmh_loop_device_tfm";
    // SAFETY: per the contract.
    let lp = unsafe { LoopObject::from_handle(l, CALL) }.or_raise();
    let Some(dev_fn) = copy_fn else {
        error::fatal(format!("{CALL}: the copy function is null"));
    };
    if copy_kernel.is_null() {
        error::fatal(format!("{CALL}: the kernel name is null"));
    }
    let Some((n, ptx)) = lp.device_shape() else {
        error::fatal(format!("{CALL}: the loop has no device variant"));
    };
    // SAFETY: per the contract.
    let codes = unsafe { slice_arg(codes, n, "dvmh_loop_device_tfm: codes") }.to_vec();
    // SAFETY: per the contract.
    let kernel = unsafe { CStr::from_ptr(copy_kernel) }.to_owned();
    let copier = crate::device::diagonal::Copier {
        dev_fn,
        kernel,
        ptx: ptx as usize,
    };
    lp.set_diagonals(codes, copier).or_raise();
}

/// Before host code reads (`writes`: or writes) `array` outside a parallel loop: its current
/// values are brought to the host, and after a write its device copy is stale.
pub(crate) fn on_host(array: &mut ArrayObject, writes: bool, call: &str) {
    if let Some(d) = device::get() {
        d.use_on_host(array, call).or_raise();
        if writes {
            d.written_on_host(array, None);
        }
    }
}

//! Regions and actuality: `REGION`/`END REGION`, `ACTUAL`, `GET_ACTUAL`.
//!
//! Without a device these only keep the region bookkeeping (`region`); with one they move
//! data as `device` decides: leaving a region brings every array's current values to the
//! host and leaves the device copies stale (host code outside regions may write arrays
//! directly).

use std::ffi::c_void;

use crate::abi::types::DvmhArray;
use crate::array::ArrayObject;
use crate::device;
use crate::error::OrRaise;
use crate::region;

/// `REGION` at source line `line`.
#[no_mangle]
pub extern "C" fn dvmh_region_enter(line: i32) {
    region::enter(line).or_raise();
}

/// `END REGION`: the host copies of all arrays become current.
#[no_mangle]
pub extern "C" fn dvmh_region_exit() {
    region::exit().or_raise();
    if let Some(d) = device::get() {
        d.use_all_on_host("END REGION").or_raise();
        d.written_all_on_host();
    }
}

/// `ACTUAL(a)`: the host copy of `a` is current (the program wrote it); a device copy is stale.
///
/// # Safety
/// `a` is a live array handle.
#[no_mangle]
pub unsafe extern "C" fn dvmh_actual_array(a: *mut DvmhArray) {
    // SAFETY: per the contract.
    let array = unsafe { ArrayObject::from_handle(a, "dvmh_actual_array") }.or_raise();
    if let Some(d) = device::get() {
        d.written_on_host(array);
    }
}

/// `GET_ACTUAL(a)`: make the host copy of `a` current (download it if the device copy is newer).
///
/// # Safety
/// `a` is a live array handle.
#[no_mangle]
pub unsafe extern "C" fn dvmh_get_actual_array(a: *mut DvmhArray) {
    // SAFETY: per the contract.
    let array = unsafe { ArrayObject::from_handle(a, "dvmh_get_actual_array") }.or_raise();
    if let Some(d) = device::get() {
        d.use_on_host(array, "GET_ACTUAL").or_raise();
    }
}

/// `ACTUAL(x)` for a scalar (scalars are passed to every loop by value: nothing to do).
#[no_mangle]
pub extern "C" fn dvmh_actual_scalar(_p: *mut c_void) {}

/// `GET_ACTUAL(x)` for a scalar (reduction results are always on the host: nothing to do).
#[no_mangle]
pub extern "C" fn dvmh_get_actual_scalar(_p: *mut c_void) {}

/// `ACTUAL` without a list: every host copy is current.
#[no_mangle]
pub extern "C" fn dvmh_actual_all() {
    if let Some(d) = device::get() {
        d.written_all_on_host();
    }
}

/// `GET_ACTUAL` without a list: bring every array's current values to the host.
#[no_mangle]
pub extern "C" fn dvmh_get_actual_all() {
    if let Some(d) = device::get() {
        d.use_all_on_host("GET_ACTUAL").or_raise();
    }
}

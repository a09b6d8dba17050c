//! Regions and actuality. On the CPU these move no data; see `region`.

use std::ffi::c_void;

use crate::abi::types::DvmhArray;
use crate::array::ArrayObject;
use crate::error::OrRaise;
use crate::region;

/// `REGION` at source line `line`.
#[no_mangle]
pub extern "C" fn dvmh_region_enter(line: i32) {
    region::enter(line).or_raise();
}

/// `END REGION`.
#[no_mangle]
pub extern "C" fn dvmh_region_exit() {
    region::exit().or_raise();
}

/// `ACTUAL(a)`: the host copy of `a` is current.
///
/// # Safety
/// `a` is a live array handle.
#[no_mangle]
pub unsafe extern "C" fn dvmh_actual_array(a: *mut DvmhArray) {
    // SAFETY: per the contract.
    unsafe { ArrayObject::from_handle(a, "dvmh_actual_array") }.or_raise();
}

/// `GET_ACTUAL(a)`: make the host copy of `a` current.
///
/// # Safety
/// `a` is a live array handle.
#[no_mangle]
pub unsafe extern "C" fn dvmh_get_actual_array(a: *mut DvmhArray) {
    // SAFETY: per the contract.
    unsafe { ArrayObject::from_handle(a, "dvmh_get_actual_array") }.or_raise();
}

/// `ACTUAL(x)` for a scalar.
#[no_mangle]
pub extern "C" fn dvmh_actual_scalar(_p: *mut c_void) {}

/// `GET_ACTUAL(x)` for a scalar.
#[no_mangle]
pub extern "C" fn dvmh_get_actual_scalar(_p: *mut c_void) {}

/// `ACTUAL` without a list: everything.
#[no_mangle]
pub extern "C" fn dvmh_actual_all() {}

/// `GET_ACTUAL` without a list: everything.
#[no_mangle]
pub extern "C" fn dvmh_get_actual_all() {}

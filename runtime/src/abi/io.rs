//! Fortran output statements: `dvmh_io_begin`, one call per item, `dvmh_io_end`.

use std::ffi::{c_char, c_void};

use super::slice_arg;
use crate::abi::types::DvmhArray;
use crate::array::ArrayObject;
use dvmh_fortran_io::Item;

use crate::io;
use crate::types::ElemType;
use crate::{error, state};

/// Starts an output statement on `unit` (`DVMH_UNIT_STAR` for `*`). `fmt == NULL` or
/// `fmt_len < 0`: list-directed; otherwise the format specification text, e.g. `"(I4, F8.3)"`.
///
/// # Safety
/// A non-null `fmt` with `fmt_len >= 0` points to `fmt_len` bytes.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_begin(unit: i32, fmt: *const c_char, fmt_len: i64) {
    let format = if fmt.is_null() || fmt_len < 0 {
        None
    } else {
        // SAFETY: per the contract.
        Some(unsafe { std::slice::from_raw_parts(fmt as *const u8, fmt_len as usize) })
    };
    io::begin(unit, format);
}

/// An `INTEGER` item.
#[no_mangle]
pub extern "C" fn dvmh_io_i32(v: i32) {
    io::push(Item::Int {
        value: v.into(),
        kind: 4,
    });
}

/// An `INTEGER*8` item.
#[no_mangle]
pub extern "C" fn dvmh_io_i64(v: i64) {
    io::push(Item::Int { value: v, kind: 8 });
}

/// A `REAL` item.
#[no_mangle]
pub extern "C" fn dvmh_io_f32(v: f32) {
    io::push(Item::Real4(v));
}

/// A `DOUBLE PRECISION` item.
#[no_mangle]
pub extern "C" fn dvmh_io_f64(v: f64) {
    io::push(Item::Real8(v));
}

/// A `LOGICAL` item (non-zero is true).
#[no_mangle]
pub extern "C" fn dvmh_io_l32(v: i32) {
    io::push(Item::Logical(v != 0));
}

/// A `CHARACTER` item of `len` bytes (not NUL-terminated).
///
/// # Safety
/// `s` points to `len` bytes.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_str(s: *const c_char, len: i64) {
    // SAFETY: per the contract.
    let bytes = unsafe { slice_arg(s as *const u8, len.max(0) as usize, "dvmh_io_str: text") };
    io::push(Item::Char(bytes));
}

/// `count` elements of a local array of type `type`, in memory order.
///
/// # Safety
/// `base` points to `count` elements of that type.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_array(base: *const c_void, r#type: i32, count: i64) {
    let ty = match ElemType::from_code(r#type) {
        Some(t) if t != ElemType::None => t,
        _ => error::fatal(format!("dvmh_io_array: unknown type code {}", r#type)),
    };
    let len = (count.max(0) as usize) * ty.size();
    // SAFETY: per the contract.
    let bytes = unsafe { slice_arg(base as *const u8, len, "dvmh_io_array: array") };
    io::push_elements(bytes, ty);
}

/// A whole distributed array in column-major order (gathered to rank 0; collective).
///
/// # Safety
/// `a` is a live array handle.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_dist_array(a: *mut DvmhArray) {
    let rt = state::get();
    // SAFETY: per the contract.
    let array = unsafe { ArrayObject::from_handle(a, "dvmh_io_dist_array") };
    io::push_dist_array(rt, array);
}

/// Completes the statement: writes its record(s) (rank 0).
#[no_mangle]
pub extern "C" fn dvmh_io_end() {
    io::end();
}

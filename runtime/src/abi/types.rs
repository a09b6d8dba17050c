//! The ABI's constants and the types compiled programs see (`dvmh_rt.h` is generated from
//! this file and its siblings by cbindgen).

#![allow(non_camel_case_types)]

use std::ffi::c_void;

/// `int32_t` (Fortran `INTEGER`).
pub const DVMH_TYPE_I32: i32 = 1;
/// `int64_t` (`INTEGER*8`).
pub const DVMH_TYPE_I64: i32 = 2;
/// `float` (`REAL`).
pub const DVMH_TYPE_F32: i32 = 3;
/// `double` (`DOUBLE PRECISION`, `REAL*8`).
pub const DVMH_TYPE_F64: i32 = 4;
/// Fortran `LOGICAL`: `int32_t`, 0 = false, 1 = true.
pub const DVMH_TYPE_L32: i32 = 5;
/// `int8_t`.
pub const DVMH_TYPE_I8: i32 = 6;
/// `int16_t`.
pub const DVMH_TYPE_I16: i32 = 7;
/// C's `long double` (x87 extended precision in 16 bytes): reductions and C-DVMH arrays.
pub const DVMH_TYPE_F80: i32 = 8;
/// Fortran `COMPLEX` (`COMPLEX(4)`), C's `float _Complex`: two `float`s, real part first.
pub const DVMH_TYPE_C32: i32 = 9;
/// Fortran `DOUBLE COMPLEX` (`COMPLEX(8)`), C's `double _Complex`: two `double`s.
pub const DVMH_TYPE_C64: i32 = 10;
/// Fortran `CHARACTER(len=n)`: `n` bytes per element, the length given to
/// `dvmh_array_create_ex` (`dvmh_array_create` makes `CHARACTER(len=1)`).
pub const DVMH_TYPE_CHAR: i32 = 11;
/// C's `long double _Complex`: two `long double`s, each in a 16-byte slot.
pub const DVMH_TYPE_C80: i32 = 12;
/// Fortran `LOGICAL(1)`: `int8_t`, 0 = false, 1 = true (any non-zero reads as true).
pub const DVMH_TYPE_L8: i32 = 13;
/// Fortran `LOGICAL(2)`: `int16_t`, as `DVMH_TYPE_L8`.
pub const DVMH_TYPE_L16: i32 = 14;
/// Fortran `LOGICAL(8)`: `int64_t`, as `DVMH_TYPE_L8`.
pub const DVMH_TYPE_L64: i32 = 15;
/// A template (`TEMPLATE` directive): an index space to distribute and align with, without
/// elements or storage. Accepted by `dvmh_array_create` only.
pub const DVMH_TYPE_TEMPLATE: i32 = 0;

pub const DVMH_RED_SUM: i32 = 1;
pub const DVMH_RED_PRODUCT: i32 = 2;
pub const DVMH_RED_MAX: i32 = 3;
pub const DVMH_RED_MIN: i32 = 4;
/// Logical AND on `L32`, bitwise on integers.
pub const DVMH_RED_AND: i32 = 5;
/// Logical OR on `L32`, bitwise on integers.
pub const DVMH_RED_OR: i32 = 6;
/// `.EQV.` on `L32`.
pub const DVMH_RED_EQV: i32 = 7;
/// `.NEQV.` on `L32`.
pub const DVMH_RED_NEQV: i32 = 8;
/// MAXLOC: the value (one element; the greatest wins, the first of equal ones); the next
/// reduction of the loop must be its location, `DVMH_RED_LOC`.
pub const DVMH_RED_MAXLOC: i32 = 9;
/// MINLOC: as MAXLOC, the least value wins.
pub const DVMH_RED_MINLOC: i32 = 10;
/// The location (integers) that goes with the preceding MAXLOC/MINLOC value.
pub const DVMH_RED_LOC: i32 = 11;
/// The product of complex numbers: `F32`/`F64` elements taken in (real, imaginary) pairs.
pub const DVMH_RED_CPRODUCT: i32 = 12;

/// Distribution format: dimension not distributed (`*`).
pub const DVMH_DIST_STAR: i32 = 0;
/// Distribution format: `BLOCK`.
pub const DVMH_DIST_BLOCK: i32 = 1;
/// Distribution format: `GEN_BLOCK(sizes)` (parameters: see `dvmh_distribute_ex`).
pub const DVMH_DIST_GEN_BLOCK: i32 = 2;
/// Distribution format: `WGT_BLOCK(weights, n)` (parameters: see `dvmh_distribute_ex`).
pub const DVMH_DIST_WGT_BLOCK: i32 = 3;
/// Distribution format: `MULT_BLOCK(m)` (parameters: see `dvmh_distribute_ex`).
pub const DVMH_DIST_MULT_BLOCK: i32 = 4;

/// Align/map rule axis: `*` along this dimension.
pub const DVMH_AXIS_REPLICATED: i64 = -1;
/// Align/map rule axis: the constant index given as the offset.
pub const DVMH_AXIS_CONSTANT: i64 = -2;

/// The `*` unit (standard output).
pub const DVMH_UNIT_STAR: i32 = -1;

/// The largest array and loop rank.
pub const DVMH_MAX_RANK: i32 = 7;

/// Where a process's part of a distributed array lies. Element `(i_1..i_r)` (global Fortran
/// indices) is at `base + sum((i_k - lo[k]) * stride[k]) * elem_size`; column-major, so
/// `stride[0] == 1`. A `DvmhArray *` points to this structure (its first member).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct dvmh_view {
    /// Address of the first stored element (local block plus shadow); null when none.
    pub base: *mut c_void,
    /// Per dimension: global index of the first stored element.
    pub lo: [i64; 7],
    /// Per dimension: distance in elements between consecutive indices.
    pub stride: [i64; 7],
}

/// A distributed array or template (opaque; starts with a `dvmh_view`).
pub struct DvmhArray {
    _opaque: [u8; 0],
}

/// A REMOTE_ACCESS buffer (opaque; starts with a `dvmh_view` of the gathered elements).
pub struct DvmhRemote {
    _opaque: [u8; 0],
}

/// A parallel loop being set up (opaque).
pub struct DvmhLoop {
    _opaque: [u8; 0],
}

/// A host handler: runs the iterations `bounds` (3 `int64` per loop dimension: first, last,
/// step) with the loop's `args`; `reds[k]` is this thread's accumulator for reduction `k`.
pub type dvmh_handler = Option<
    unsafe extern "C" fn(bounds: *const i64, args: *const *mut c_void, reds: *const *mut c_void),
>;

/// The host build of a loop's device variant (`dvmh_loop_device`): thread `tid` of `nthreads`
/// runs the iterations `lin = tid, tid + nthreads, ...` of the flattened space `bounds`
/// (the process's whole local part); `args` are device copies of the arguments; `reds[k]`
/// holds `nthreads * count` elements of reduction `k`, thread `tid`'s from `tid * count`.
pub type dvmh_device_fn = Option<
    unsafe extern "C" fn(
        bounds: *const i64,
        args: *const *mut c_void,
        reds: *const *mut c_void,
        tid: i64,
        nthreads: i64,
    ),
>;

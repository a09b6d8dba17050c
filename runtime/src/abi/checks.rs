//! Run-time checks of compiled code: integer division and array indices.
//!
//! Compiled code tests the condition itself (a compare and a branch that is almost never
//! taken) and calls these functions only to report a failure. They name the source line the
//! compiler recorded and stop every process, like any other run-time error. The same failure
//! usually happens on every process at once (every process runs the sequential code, and the
//! same loop), so it is reported as a collective error (`error::fatal`): once, by the lowest
//! process that sees it.

use std::ffi::c_char;

use crate::abi::types::DvmhArray;
use crate::array::{name_from_c, ArrayObject};
use crate::error::{self, OrRaise};
use crate::position::set_position;

/// `kind` of [`dvmh_arith_error`]: integer division (or `MOD`) by zero.
pub const DVMH_ARITH_DIVISION_BY_ZERO: i32 = 1;
/// `kind` of [`dvmh_arith_error`]: `-HUGE-1 / -1`, whose quotient does not fit.
pub const DVMH_ARITH_DIVISION_OVERFLOW: i32 = 2;

/// Reports a failed arithmetic check at `file:line` and stops the job.
///
/// # Safety
/// `file` is a NUL-terminated string with static lifetime, or null.
#[no_mangle]
pub unsafe extern "C" fn dvmh_arith_error(kind: i32, line: i32, file: *const c_char) -> ! {
    let what = match kind {
        DVMH_ARITH_DIVISION_BY_ZERO => "integer division by zero".to_string(),
        DVMH_ARITH_DIVISION_OVERFLOW => {
            "integer overflow: the most negative integer divided by -1".to_string()
        }
        other => format!("arithmetic error (code {other})"),
    };
    set_position(line, file);
    error::fatal(what)
}

/// Reports an array index outside its bounds (`-fcheck=bounds`) at `file:line` and stops the
/// job: index `index` of dimension `dim` of `array`, whose bounds are `lo:hi`.
///
/// # Safety
/// `array` and `file` are NUL-terminated strings with static lifetime, or null.
#[no_mangle]
pub unsafe extern "C" fn dvmh_bounds_error(
    array: *const c_char,
    dim: i32,
    index: i64,
    lo: i64,
    hi: i64,
    line: i32,
    file: *const c_char,
) -> ! {
    // SAFETY: per the contract.
    let name = unsafe { name_from_c(array) };
    let side = if index < lo {
        format!("below its lower bound {lo}")
    } else {
        format!("above its upper bound {hi}")
    };
    set_position(line, file);
    error::fatal(format!(
        "index {index} of dimension {dim} of array '{name}' is {side} (bounds {lo}:{hi})"
    ))
}

/// Checks, inside a parallel loop (`-fcheck=bounds`), that element `index` (`rank` global
/// indices) of array `a` is stored on this process: its own part or a shadow edge. Reports the
/// element, the part this process stores and the source line otherwise.
///
/// # Safety
/// `a` is a live array handle; `index` points to one index per dimension; `file` as for
/// [`dvmh_arith_error`].
#[no_mangle]
pub unsafe extern "C" fn dvmh_check_stored(
    a: *const DvmhArray,
    index: *const i64,
    line: i32,
    file: *const c_char,
) {
    const CALL: &str = "dvmh_check_stored";
    // SAFETY: per the contract.
    let array = unsafe { ArrayObject::shared_from_handle(a, CALL) }.or_raise();
    let state = &array.state;
    let rank = state.rank();
    if index.is_null() {
        error::fatal_local(format!("{CALL}: the index of {} is null", state.name));
    }
    // SAFETY: per the contract `index` holds one index per dimension.
    let index = unsafe { std::slice::from_raw_parts(index, rank) };
    let Some(placement) = state.placement_if_placed() else {
        return;
    };
    let stored = placement.layout().stored();
    if stored.contains(index) {
        return;
    }
    let element: Vec<String> = index.iter().map(i64::to_string).collect();
    let rank_of_process = crate::state::try_get().map_or(0, |rt| rt.comm.rank());
    let what = if state.bounds.contains(index) {
        format!(
            "{}({}) is not stored on process {rank_of_process}, which stores {}{} (its own part and shadow edges): a parallel loop may only use elements of its own part, the shadow edges declared with SHADOW and renewed with SHADOW_RENEW, or REMOTE_ACCESS",
            state.name,
            element.join(", "),
            state.name,
            stored
        )
    } else {
        format!(
            "{}({}) is outside the bounds of array {}",
            state.name,
            element.join(", "),
            state.describe()
        )
    };
    set_position(line, file);
    error::fatal(what)
}

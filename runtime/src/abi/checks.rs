//! Run-time checks of compiled code: integer division and array indices.
//!
//! Compiled code tests the condition itself (a compare and a branch that is almost never
//! taken) and calls these functions only to report a failure. They name the source line the
//! compiler recorded and stop every process, like any other run-time error. The same failure
//! usually happens on every process at once (every process runs the sequential code, and the
//! same loop), so it is reported as a collective error (`error::fatal`): once, by the lowest
//! process that sees it.

use std::ffi::c_char;

use crate::abi::types::{DvmhArray, DvmhLoop};
use crate::array::{name_from_c, ArrayObject};
use crate::error::{self, OrRaise};
use crate::parloop::LoopObject;
use crate::position::set_position;
use crate::shadow_currency::Stale;

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
/// indices) of array `a` may be read on this process: its own part, or a shadow element whose
/// value is current (renewed since its owner last wrote it in a parallel loop, corners by a
/// renewal with CORNER: `shadow_currency`). Reports the element, the part this process stores
/// and the source line otherwise.
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
    // SAFETY: forwarded contract.
    unsafe { check_element(a, index, line, file, false) }
}

/// As [`dvmh_check_stored`] for a store of the element in a parallel loop: the element must be
/// stored here, and the store is recorded, so that after a loop that writes the array
/// ([`dvmh_loop_writes`]) its copies in other processes' shadow edges count as stale.
///
/// # Safety
/// As for [`dvmh_check_stored`].
#[no_mangle]
pub unsafe extern "C" fn dvmh_check_written(
    a: *const DvmhArray,
    index: *const i64,
    line: i32,
    file: *const c_char,
) {
    // SAFETY: forwarded contract.
    unsafe { check_element(a, index, line, file, true) }
}

/// Before loop `l` runs (checked builds): its checked stores write array `a`, so when it ends
/// every process learns which elements the others wrote (collective, in `dvmh_loop_perform`).
///
/// # Safety
/// `l` and `a` are live handles.
#[no_mangle]
pub unsafe extern "C" fn dvmh_loop_writes(l: *mut DvmhLoop, a: *mut DvmhArray) {
    const CALL: &str = "dvmh_loop_writes";
    // SAFETY: per the contract.
    let lp = unsafe { LoopObject::from_handle(l, CALL) }.or_raise();
    // SAFETY: per the contract.
    let array = unsafe { ArrayObject::from_handle(a, CALL) }.or_raise();
    lp.add_checked_write(array as *mut ArrayObject);
}

/// The check of [`dvmh_check_stored`] and [`dvmh_check_written`].
///
/// # Safety
/// As for [`dvmh_check_stored`].
unsafe fn check_element(
    a: *const DvmhArray,
    index: *const i64,
    line: i32,
    file: *const c_char,
    write: bool,
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
    let element: Vec<String> = index.iter().map(i64::to_string).collect();
    let element = format!("{}({})", state.name, element.join(", "));
    let rank_of_process = crate::state::try_get().map_or(0, |rt| rt.comm.rank());
    let stored = placement.layout().stored();
    if stored.contains(index) {
        if write {
            state.shadows.record_write(index);
            return;
        }
        let Some(stale) = state.shadows.stale(index, placement.owned()) else {
            return;
        };
        let name = &state.name;
        let what = match stale {
            Stale::Edge => format!(
                "{element} is read from a shadow edge of process {rank_of_process} that is stale: its owner changed it in a parallel loop after the last renewal of {name}'s shadow edges (add SHADOW_RENEW({name}) to this loop, or renew them after the loop that writes {name})"
            ),
            Stale::Corner => format!(
                "{element} is read from a shadow corner of process {rank_of_process} that is stale: its owner changed it in a parallel loop and no renewal of {name} with CORNER has happened since (renew it with SHADOW_RENEW({name}(CORNER)))"
            ),
        };
        set_position(line, file);
        error::fatal(what)
    }
    let what = if state.bounds.contains(index) {
        format!(
            "{element} is not stored on process {rank_of_process}, which stores {}{} (its own part and shadow edges): a parallel loop may only use elements of its own part, the shadow edges declared with SHADOW and renewed with SHADOW_RENEW, or REMOTE_ACCESS",
            state.name,
            stored
        )
    } else {
        format!(
            "{element} is outside the bounds of array {}",
            state.describe()
        )
    };
    set_position(line, file);
    error::fatal(what)
}

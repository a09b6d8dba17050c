//! Parallel loops: `dvmh_loop_create`, `_map`, `_shadow_renew`, `_reduction`, `_perform`.

use std::ffi::c_void;

use super::{check_rank, slice_arg};
use crate::abi::types::{dvmh_handler, DvmhArray, DvmhLoop};
use crate::array::ArrayObject;
use crate::error::{self, OrRaise};
use crate::parloop::LoopObject;
use crate::reduction::RedOp;
use crate::state;
use crate::types::ElemType;

/// Creates a loop nest of `rank` dimensions (outermost first): `lo[k]..hi[k]` by `step[k]`.
///
/// # Safety
/// The pointers point to `rank` elements each.
#[no_mangle]
pub unsafe extern "C" fn dvmh_loop_create(
    rank: i32,
    lo: *const i64,
    hi: *const i64,
    step: *const i64,
) -> *mut DvmhLoop {
    let r = check_rank(rank, "dvmh_loop_create");
    // SAFETY: per the contract.
    let (lo, hi, step) = unsafe {
        (
            slice_arg(lo, r, "dvmh_loop_create: lower bounds"),
            slice_arg(hi, r, "dvmh_loop_create: upper bounds"),
            slice_arg(step, r, "dvmh_loop_create: steps"),
        )
    };
    LoopObject::new(lo, hi, step).or_raise().into_handle()
}

/// `ON on(...)`: 3 `int64` per dimension of `on`, `(loop axis, coeff, offset)` as in
/// `dvmh_align`. Without a map every process runs every iteration.
///
/// # Safety
/// `l` and `on` are live handles; `rules` points to `3 * rank(on)` elements.
#[no_mangle]
pub unsafe extern "C" fn dvmh_loop_map(l: *mut DvmhLoop, on: *mut DvmhArray, rules: *const i64) {
    // SAFETY: per the contract.
    let (lp, on) = unsafe {
        (
            LoopObject::from_handle(l, "dvmh_loop_map").or_raise(),
            ArrayObject::from_handle(on, "dvmh_loop_map").or_raise(),
        )
    };
    // SAFETY: per the contract.
    let triples = unsafe { slice_arg(rules, 3 * on.state.rank(), "dvmh_loop_map: rules") };
    lp.map(on, triples).or_raise();
}

/// `SHADOW_RENEW(a)` (with `corner` != 0: `a(CORNER)`) before the loop runs.
///
/// # Safety
/// `l` and `a` are live handles.
#[no_mangle]
pub unsafe extern "C" fn dvmh_loop_shadow_renew(l: *mut DvmhLoop, a: *mut DvmhArray, corner: i32) {
    // SAFETY: per the contract.
    let lp = unsafe { LoopObject::from_handle(l, "dvmh_loop_shadow_renew") }.or_raise();
    // SAFETY: per the contract; checked now so errors point at the right call.
    let array = unsafe { ArrayObject::from_handle(a, "dvmh_loop_shadow_renew") }.or_raise();
    array.state.placement("dvmh_loop_shadow_renew").or_raise();
    lp.add_shadow_renew(a, corner != 0);
}

/// `ACROSS(a)` (with `corner` != 0: `a(CORNER)`): the loop reads and writes `a` within its
/// shadow widths with dependences between iterations; it runs as a wavefront over the
/// processes (in order on one thread each): pipelined, portion by portion, with each portion's
/// edges sent on as soon as it is computed (whole blocks with CORNER).
///
/// # Safety
/// `l` and `a` are live handles.
#[no_mangle]
pub unsafe extern "C" fn dvmh_loop_across(l: *mut DvmhLoop, a: *mut DvmhArray, corner: i32) {
    // SAFETY: per the contract.
    let lp = unsafe { LoopObject::from_handle(l, "dvmh_loop_across") }.or_raise();
    // SAFETY: per the contract; checked now so errors point at the right call.
    let array = unsafe { ArrayObject::from_handle(a, "dvmh_loop_across") }.or_raise();
    array.state.placement("dvmh_loop_across").or_raise();
    lp.add_across(a, corner != 0);
}

/// `STAGE(n)` (Fortran `ACROSS(...) STAGE(n)`, C `stage(n)`): an ACROSS loop's pipeline over
/// the processes runs in `n` portions; 0 lets the runtime choose. Ignored without ACROSS.
///
/// # Safety
/// `l` is a live handle.
#[no_mangle]
pub unsafe extern "C" fn dvmh_loop_set_stage(l: *mut DvmhLoop, n: i64) {
    // SAFETY: per the contract.
    let lp = unsafe { LoopObject::from_handle(l, "dvmh_loop_set_stage") }.or_raise();
    lp.set_stage(n).or_raise();
}

/// `REDUCTION(op(var))` over `count` elements of type `type` at `var`.
///
/// # Safety
/// `l` is a live handle; `var` points to `count` elements that live until the loop is
/// performed.
#[no_mangle]
pub unsafe extern "C" fn dvmh_loop_reduction(
    l: *mut DvmhLoop,
    op: i32,
    r#type: i32,
    var: *mut c_void,
    count: i64,
) {
    const CALL: &str = "dvmh_loop_reduction";
    // SAFETY: per the contract.
    let lp = unsafe { LoopObject::from_handle(l, CALL) }.or_raise();
    let Some(red_op) = RedOp::from_code(op) else {
        error::fatal(format!("{CALL}: unknown reduction operation {op}"));
    };
    let ty = match ElemType::from_code(r#type) {
        Some(t) if t != ElemType::None => t,
        _ => error::fatal(format!("{CALL}: unknown type code {}", r#type)),
    };
    if !red_op.applies_to(ty) {
        error::fatal(format!(
            "{CALL}: {red_op} is not defined for {ty} variables"
        ));
    }
    if count < 0 {
        error::fatal(format!("{CALL}: negative element count {count}"));
    }
    // A MAXLOC/MINLOC value is followed by its location, and only there.
    let after_value = matches!(lp.last_reduction_op(), Some(RedOp::Maxloc | RedOp::Minloc));
    if after_value != (red_op == RedOp::Loc) {
        error::fatal(format!(
            "{CALL}: a MAXLOC/MINLOC value must be followed by its location (DVMH_RED_LOC), and only it"
        ));
    }
    if matches!(red_op, RedOp::Maxloc | RedOp::Minloc) && count != 1 {
        error::fatal(format!(
            "{CALL}: a MAXLOC/MINLOC value is one element, not {count}"
        ));
    }
    if red_op == RedOp::ComplexProduct && count % 2 != 0 {
        error::fatal(format!(
            "{CALL}: a complex product takes (real, imaginary) pairs, not {count} elements"
        ));
    }
    if var.is_null() && count > 0 {
        error::fatal(format!("{CALL}: the variable pointer is null"));
    }
    lp.add_reduction(red_op, ty, var as *mut u8, count as usize);
}

/// Runs the loop: renews shadows, calls `h` on every thread with its part of this process's
/// iterations, completes the reductions into their variables, and frees the loop.
/// Collective: every process calls it.
///
/// # Safety
/// `l` is a live handle (dead afterwards); `args` points to `nargs` pointers, passed to `h`.
#[no_mangle]
pub unsafe extern "C" fn dvmh_loop_perform(
    l: *mut DvmhLoop,
    h: dvmh_handler,
    nargs: i64,
    args: *const *mut c_void,
) {
    const CALL: &str = "dvmh_loop_perform";
    let rt = state::get().or_raise();
    // SAFETY: per the contract.
    let lp = unsafe { LoopObject::take_handle(l, CALL) }.or_raise();
    if nargs < 0 || (nargs > 0 && args.is_null()) {
        error::fatal(format!(
            "{CALL}: bad argument list ({nargs} arguments at {args:?})"
        ));
    }
    lp.perform(rt, h, nargs as usize, args).or_raise();
    crate::shadow_currency::after_loop(rt, lp.checked_writes()).or_raise();
}

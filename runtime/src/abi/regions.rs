//! Regions and actuality: `REGION`/`END REGION`, `ACTUAL`, `GET_ACTUAL`.
//!
//! Without a device these only keep the region bookkeeping (`region`); with one they move
//! data as `device` decides: entering a region applies the data directions of its clauses
//! (`dvmh_region_data`), leaving it brings every array's current values to the host (except
//! what LOCAL arrays computed) and leaves the device copies stale (host code outside regions
//! may write arrays directly).

use std::ffi::c_void;

use crate::abi::types::DvmhArray;
use crate::array::ArrayObject;
use crate::boxes::IndexBox;
use crate::device;
use crate::device::actuality::Intent;
use crate::error::{raise, OrRaise};
use crate::fault::RtError;
use crate::log::log;
use crate::region;
use crate::settings::LogLevel;

/// `REGION` at source line `line`.
#[no_mangle]
pub extern "C" fn dvmh_region_enter(line: i32) {
    region::enter(line).or_raise();
}

/// The open region's `TARGETS` clause when it does not name both (right after
/// `dvmh_region_enter`): `mask` 1 HOST, 2 CUDA. Without CUDA the region's loops run on the
/// host and its data directions move nothing; without HOST its loops are not split between
/// the CPU and the device.
#[no_mangle]
pub extern "C" fn dvmh_region_targets(mask: i32) {
    region::set_targets(mask).or_raise();
}

/// The open region's `ASYNC` clause (right after `dvmh_region_enter`): with
/// `DVMH_ALLOW_ASYNC` the host does not wait for the region's kernels (those without
/// reductions) after launching them; it waits when it needs their data (a download, a
/// reduction's result, the region's end), so the results are those of synchronous execution.
#[no_mangle]
pub extern "C" fn dvmh_region_async() {
    region::set_async().or_raise();
}

/// A data direction of the open region (right after `dvmh_region_enter`): `intent` is 1 IN,
/// 2 OUT, 3 INOUT, 4 LOCAL, 5 INLOCAL (seed 000's codes). IN parts are made current on the
/// device now; OUT and LOCAL arrays are not transferred in, and their device copies are
/// declared current.
///
/// # Safety
/// `a` is a live array handle.
#[no_mangle]
pub unsafe extern "C" fn dvmh_region_data(a: *mut DvmhArray, intent: i32) {
    // SAFETY: per the contract.
    let array = unsafe { ArrayObject::from_handle(a, "dvmh_region_data") }.or_raise();
    let Some(line) = region::line() else {
        raise(RtError::collective("dvmh_region_data outside a REGION"))
    };
    let Some(intent) = Intent::checked(intent) else {
        raise(RtError::collective(format!(
            "dvmh_region_data: {intent} is not a data direction (1..5)"
        )))
    };
    if let Some(d) = device::get().filter(|_| region::allows(region::CUDA)) {
        d.enter_region(array, intent, &format!("the REGION at line {line}"))
            .or_raise();
    }
}

/// A data direction of the open region for a section of `a` (`IN(A(1:10, 5))`, C
/// `in(A[0:9][5])`), after the whole-array ones: `intent` as for `dvmh_region_data`
/// (1 IN, 2 OUT, 3 INOUT), `bounds` the section (`lo, hi` per dimension, in the array's own
/// indices). Only the section is uploaded (IN) or declared current on the device (OUT).
///
/// # Safety
/// `a` is a live array handle; `bounds` points to 2 × rank elements.
#[no_mangle]
pub unsafe extern "C" fn dvmh_region_data_section(
    a: *mut DvmhArray,
    intent: i32,
    bounds: *const i64,
) {
    const CALL: &str = "dvmh_region_data_section";
    // SAFETY: per the contract.
    let array = unsafe { ArrayObject::from_handle(a, CALL) }.or_raise();
    // SAFETY: per the contract.
    let section = unsafe { section_arg(array, bounds, CALL) };
    let Some(line) = region::line() else {
        raise(RtError::collective(format!("{CALL} outside a REGION")))
    };
    let Some(intent) = Intent::checked(intent) else {
        raise(RtError::collective(format!(
            "{CALL}: {intent} is not a data direction (1..5)"
        )))
    };
    if let Some(d) = device::get().filter(|_| region::allows(region::CUDA)) {
        d.enter_region_section(
            array,
            intent,
            &section,
            &format!("the REGION at line {line}"),
        )
        .or_raise();
    }
}

/// `END REGION`: the host copies of all arrays become current (LOCAL arrays keep the host
/// values they had: what the region computed in them is dropped).
#[no_mangle]
pub extern "C" fn dvmh_region_exit() {
    let line = region::line().unwrap_or(0);
    region::exit().or_raise();
    if let Some(d) = device::get() {
        let t = d.exit_region("END REGION").or_raise();
        log!(
            LogLevel::Info,
            "region at line {line}: whole arrays moved {} in ({} bytes), {} out ({} bytes)",
            t.uploads,
            t.upload_bytes,
            t.downloads,
            t.download_bytes
        );
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
        d.written_on_host(array, None);
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

/// The section `bounds` (`lo, hi` per dimension, in the array's own indices, as for
/// `dvmh_elem_read`) of `array`, checked against its bounds.
///
/// # Safety
/// `bounds` points to 2 × rank elements.
unsafe fn section_arg(array: &ArrayObject, bounds: *const i64, call: &str) -> IndexBox {
    let rank = array.state.rank();
    // SAFETY: per the contract.
    let pairs = unsafe { super::slice_arg(bounds, 2 * rank, call) };
    let lo: Vec<i64> = pairs.iter().step_by(2).copied().collect();
    let hi: Vec<i64> = pairs.iter().skip(1).step_by(2).copied().collect();
    let section = IndexBox::new(&lo, &hi);
    let whole = &array.state.bounds;
    if lo.iter().zip(&hi).any(|(l, h)| l > h) || section.intersect(whole) != section {
        let text: Vec<String> = lo
            .iter()
            .zip(&hi)
            .map(|(l, h)| format!("{l}:{h}"))
            .collect();
        crate::error::fatal(format!(
            "{call}: the section ({}) is not inside the bounds of {}",
            text.join(", "),
            array.state.describe()
        ));
    }
    section
}

/// `ACTUAL(a(section))`: the program wrote that section on the host. Only it moves: it is
/// uploaded when the device copy is current (so that it stays current).
///
/// # Safety
/// `a` is a live array handle; `bounds` points to 2 × rank elements (`lo, hi` per dimension).
#[no_mangle]
pub unsafe extern "C" fn dvmh_actual_section(a: *mut DvmhArray, bounds: *const i64) {
    const CALL: &str = "dvmh_actual_section";
    // SAFETY: per the contract.
    let array = unsafe { ArrayObject::from_handle(a, CALL) }.or_raise();
    // SAFETY: per the contract.
    let section = unsafe { section_arg(array, bounds, CALL) };
    if let Some(d) = device::get() {
        d.section_from_host(array, &section, "ACTUAL").or_raise();
    }
}

/// `GET_ACTUAL(a(section))`: bring that section's current values to the host (only it is
/// downloaded; host reads of its elements then move nothing more).
///
/// # Safety
/// `a` is a live array handle; `bounds` points to 2 × rank elements (`lo, hi` per dimension).
#[no_mangle]
pub unsafe extern "C" fn dvmh_get_actual_section(a: *mut DvmhArray, bounds: *const i64) {
    const CALL: &str = "dvmh_get_actual_section";
    // SAFETY: per the contract.
    let array = unsafe { ArrayObject::from_handle(a, CALL) }.or_raise();
    // SAFETY: per the contract.
    let section = unsafe { section_arg(array, bounds, CALL) };
    if let Some(d) = device::get() {
        d.section_to_host(array, &section, "GET_ACTUAL").or_raise();
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

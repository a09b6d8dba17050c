//! Computational regions: which one is open.
//!
//! This module keeps the bookkeeping and checks that matter on every machine (regions do not
//! nest, every region is closed), so that programs that are wrong on GPUs are reported on
//! CPUs as well. The data movement of regions (device copies and their actuality) is the
//! `device` module's; `abi::regions` combines the two.

use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::sync::Mutex;

use crate::fault::{RtError, RtResult};
use crate::log::log;
use crate::settings::LogLevel;

/// The source line of the region being executed, if any.
static OPEN_REGION: Mutex<Option<i32>> = Mutex::new(None);

/// The open region's `TARGETS` (1 HOST, 2 CUDA; both unless `dvmh_region_targets` said less).
static TARGETS: AtomicI32 = AtomicI32::new(BOTH);

/// The open region has the `ASYNC` clause (`dvmh_region_async`).
static ASYNC: AtomicBool = AtomicBool::new(false);

/// `TARGETS(HOST)`.
pub const HOST: i32 = 1;
/// `TARGETS(CUDA)`.
pub const CUDA: i32 = 2;
const BOTH: i32 = HOST | CUDA;

fn open_region() -> std::sync::MutexGuard<'static, Option<i32>> {
    match OPEN_REGION.lock() {
        Ok(g) => g,
        Err(poisoned) => poisoned.into_inner(),
    }
}

/// `REGION` starts (at source line `line`).
pub fn enter(line: i32) -> RtResult<()> {
    let mut open = open_region();
    if let Some(outer) = *open {
        return Err(RtError::collective(format!(
            "REGION at line {line} is nested in the REGION at line {outer}; regions do not nest"
        )));
    }
    *open = Some(line);
    TARGETS.store(BOTH, Ordering::Relaxed);
    ASYNC.store(false, Ordering::Relaxed);
    log!(LogLevel::Debug, "region at line {line} entered");
    Ok(())
}

/// `TARGETS` of the open region: `mask` of [`HOST`] and [`CUDA`].
pub fn set_targets(mask: i32) -> RtResult<()> {
    if mask & !BOTH != 0 || mask == 0 {
        return Err(RtError::collective(format!(
            "dvmh_region_targets: {mask} is not a set of targets (1 HOST, 2 CUDA)"
        )));
    }
    if !is_open() {
        return Err(RtError::collective("dvmh_region_targets outside a REGION"));
    }
    TARGETS.store(mask, Ordering::Relaxed);
    Ok(())
}

/// The open region has the `ASYNC` clause.
pub fn set_async() -> RtResult<()> {
    if !is_open() {
        return Err(RtError::collective("dvmh_region_async outside a REGION"));
    }
    ASYNC.store(true, Ordering::Relaxed);
    Ok(())
}

/// Whether the open region has the `ASYNC` clause (outside regions: no).
pub fn is_async() -> bool {
    is_open() && ASYNC.load(Ordering::Relaxed)
}

/// May the open region's loops run on `target` ([`HOST`] or [`CUDA`])? Outside regions: yes.
pub fn allows(target: i32) -> bool {
    !is_open() || TARGETS.load(Ordering::Relaxed) & target != 0
}

/// The source line of the region being executed.
pub fn line() -> Option<i32> {
    *open_region()
}

/// Whether a region is being executed.
pub fn is_open() -> bool {
    open_region().is_some()
}

/// `END REGION`.
pub fn exit() -> RtResult<()> {
    let mut open = open_region();
    match open.take() {
        Some(line) => {
            log!(LogLevel::Debug, "region at line {line} left");
            Ok(())
        }
        None => Err(RtError::collective("END REGION without a matching REGION")),
    }
}

/// At program end: a region left open is a program error worth a warning.
pub fn check_closed() {
    if let Some(line) = *open_region() {
        log!(
            LogLevel::Warning,
            "the REGION at line {line} was never closed"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fault::Scope;

    #[test]
    fn nested_and_unmatched_regions_are_program_errors() {
        assert_eq!(enter(3), Ok(()));
        assert!(is_open());
        let nested = enter(7).expect_err("regions do not nest");
        assert_eq!(
            nested.to_string(),
            "REGION at line 7 is nested in the REGION at line 3; regions do not nest"
        );
        assert_eq!(nested.scope(), Scope::Collective);
        assert_eq!(exit(), Ok(()));
        assert!(!is_open());
        let unmatched = exit().expect_err("no region is open");
        assert_eq!(
            unmatched.to_string(),
            "END REGION without a matching REGION"
        );
        assert_eq!(unmatched.scope(), Scope::Collective);
    }
}

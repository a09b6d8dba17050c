//! File operations: OPEN, CLOSE, REWIND, BACKSPACE, ENDFILE, FLUSH. Rank 0 carries them out on
//! the unit table; the status is the same on every process (broadcast when the program handles
//! errors, otherwise an error stops the job on rank 0).

use dvmh_fortran_io::read::codes;
use dvmh_fortran_io::ReadError as Failure;

pub use super::units::OpenSpec;
use super::{handled, is_root, outcome, share_status, statement, unhandled, units};
use crate::abi::types::DVMH_UNIT_STAR;
use crate::fault::RtResult;

/// Runs `op` on rank 0 and returns the statement's IOSTAT on every process.
fn run(unit: i32, flags: i32, op: impl FnOnce() -> Result<(), Failure>) -> RtResult<i32> {
    statement::check_idle()?;
    outcome::reset(false);
    let mut status = 0;
    if is_root() {
        if let Err(e) = op() {
            if !handled(e.code, flags) {
                return Err(unhandled(unit, &e.render()));
            }
            outcome::failed(e.code, &e.render());
            status = e.code;
        }
    }
    if flags != 0 {
        status = share_status(status)?;
    }
    Ok(status)
}

/// The unit a file operation on `*` means (output, unit 6).
fn real_unit(unit: i32) -> i32 {
    if unit == DVMH_UNIT_STAR {
        6
    } else {
        unit
    }
}

pub fn open(unit: i32, spec: &OpenSpec, flags: i32) -> RtResult<i32> {
    run(unit, flags, || units::open(real_unit(unit), spec))
}

pub fn close(unit: i32, status: Option<&str>, flags: i32) -> RtResult<i32> {
    run(unit, flags, || units::close(real_unit(unit), status))
}

/// REWIND of an unconnected unit does nothing.
pub fn rewind(unit: i32, flags: i32) -> RtResult<i32> {
    run(unit, flags, || {
        units::with_open_unit(real_unit(unit), |u| u.rewind()).unwrap_or(Ok(()))
    })
}

/// BACKSPACE of an unconnected unit is an error ("Unattached unit", as libgfortran).
pub fn backspace(unit: i32, flags: i32) -> RtResult<i32> {
    run(unit, flags, || {
        units::with_open_unit(real_unit(unit), |u| u.backspace())
            .unwrap_or_else(|| Err(Failure::new(codes::BAD_UNIT, "Unattached unit")))
    })
}

pub fn endfile(unit: i32, flags: i32) -> RtResult<i32> {
    run(unit, flags, || {
        units::with_unit(real_unit(unit), |u| u.endfile())
    })
}

pub fn flush_statement(unit: i32, flags: i32) -> RtResult<i32> {
    run(unit, flags, || units::flush_statement(real_unit(unit)))
}

//! Fortran I/O statements: `READ`, `WRITE`/`PRINT` (formatted, list-directed, unformatted;
//! sequential or direct access) and the file operations (OPEN, CLOSE, REWIND, BACKSPACE, ENDFILE,
//! FLUSH).
//!
//! Every process executes every statement, so that items needing communication (a whole
//! distributed array) work and every process ends with the same values and the same IOSTAT; only
//! rank 0 (or any process before MPI starts) touches files, through the unit table (`units`).
//! Formatting is done by `dvmh_fortran_io`: a `RecordWriter` for output, a `RecordReader` for
//! input, each fed from or into the unit's records.
//!
//! Consistency across processes: after each input item rank 0 broadcasts the statement's status
//! with the variable's new bytes (a later item's count may depend on a value read earlier); a
//! whole distributed array is read on rank 0 and scattered. Statuses that the program handles
//! (IOSTAT=, ERR=, END=, signalled by the `flags` of the statement) are broadcast at the end of
//! the statement; a condition the program does not handle stops the job on rank 0 at once, with
//! gfortran's message. Statements without handling need no communication besides their items.
//!
//! Format specifications are usually constant strings in the program, so their parsed form is
//! cached by address and length; the cached text is compared too, because a format held in a
//! CHARACTER variable can change between statements.

mod file;
mod inquire;
mod new_units;
mod ops;
mod outcome;
mod statement;
mod units;

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use dvmh_fortran_io::{parse_format, Format};

pub use inquire::{inquire, Answers};
pub use new_units::{release as release_new_unit, take as new_unit};
pub use ops::{backspace, close, endfile, flush_statement, open, rewind, OpenSpec};
pub use outcome::{message as last_message, size as last_size};
pub use statement::{
    begin, begin_internal, end, internal_records, namelist, namelist_input_object, namelist_object,
    non_advancing, push, push_dist_array, push_elements, read_dist_array, read_elements,
    read_scalar, set_pos, set_rec, Direction, NmlObject,
};
pub use units::{end_program, flush as flush_output, flush_for_abort};

use crate::abi::types::DVMH_UNIT_STAR;
use crate::fault::{RtError, RtResult};
use crate::state;

/// Statement flags: errors are handled (IOSTAT= or ERR=).
pub const HANDLES_ERRORS: i32 = 1;
/// Statement flags: end of file is handled (IOSTAT= or END=).
pub const HANDLES_END: i32 = 2;

type FormatCache = HashMap<(usize, usize), (Vec<u8>, Arc<Format>)>;

static FORMATS: Mutex<Option<FormatCache>> = Mutex::new(None);

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    match m.lock() {
        Ok(g) => g,
        Err(poisoned) => poisoned.into_inner(),
    }
}

/// Whether this process does the file work (rank 0, or any process before MPI starts).
fn is_root() -> bool {
    state::try_get().is_none_or(|rt| rt.comm.rank() == 0)
}

/// Broadcasts `buf` from rank 0 (nothing to do before MPI starts or on one process).
fn share(buf: &mut [u8]) -> RtResult<()> {
    if let Some(rt) = state::try_get() {
        if rt.comm.size() > 1 {
            rt.comm.broadcast(buf, 0)?;
        }
    }
    Ok(())
}

/// Broadcasts rank 0's status.
fn share_status(status: i32) -> RtResult<i32> {
    let mut b = status.to_le_bytes();
    share(&mut b)?;
    Ok(i32::from_le_bytes(b))
}

fn unit_name(unit: i32) -> String {
    if unit == DVMH_UNIT_STAR {
        "*".to_string()
    } else {
        unit.to_string()
    }
}

/// Whether a statement with `flags` handles the condition `code`.
fn handled(code: i32, flags: i32) -> bool {
    match code {
        0 => true,
        -1 => flags & HANDLES_END != 0,
        c if c < 0 => flags & (HANDLES_END | HANDLES_ERRORS) != 0,
        _ => flags & HANDLES_ERRORS != 0,
    }
}

/// The error that stops the program, as gfortran does, on an unhandled I/O condition.
fn unhandled(unit: i32, message: &str) -> RtError {
    RtError::collective(format!(
        "Fortran runtime error (unit = {}): {}",
        unit_name(unit),
        message
    ))
}

/// The parsed format for `text`, cached by the address and length of the program's string.
fn parsed_format(text: &[u8]) -> RtResult<Arc<Format>> {
    let key = (text.as_ptr() as usize, text.len());
    if let Some((cached, f)) = lock(&FORMATS).as_ref().and_then(|m| m.get(&key)) {
        if cached.as_slice() == text {
            return Ok(Arc::clone(f));
        }
    }
    let source = String::from_utf8_lossy(text);
    let parsed = match parse_format(&source) {
        Ok(f) => Arc::new(f),
        Err(e) => return Err(RtError::collective(format!("bad format '{source}': {e}"))),
    };
    lock(&FORMATS)
        .get_or_insert_with(HashMap::new)
        .insert(key, (text.to_vec(), Arc::clone(&parsed)));
    Ok(parsed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn format_cache_notices_new_text_at_the_same_address() {
        let mut buf = *b"(I4)";
        let first = parsed_format(&buf).expect("a valid format");
        assert!(Arc::ptr_eq(
            &first,
            &parsed_format(&buf).expect("a valid format")
        ));
        buf[2] = b'7';
        let second = parsed_format(&buf).expect("a valid format");
        assert_eq!(first.text(), "(I4)");
        assert_eq!(second.text(), "(I7)");
    }

    #[test]
    fn conditions_are_handled_by_the_right_flags() {
        assert!(handled(0, 0));
        assert!(!handled(-1, HANDLES_ERRORS));
        assert!(handled(-1, HANDLES_END));
        assert!(handled(5010, HANDLES_ERRORS));
        assert!(!handled(5010, HANDLES_END));
    }
}

//! Fortran output statements (`PRINT`, `WRITE`): the items of one statement go, between
//! `dvmh_io_begin` and `dvmh_io_end`, into a `dvmh_fortran_io::RecordWriter`, which formats
//! them exactly as gfortran does; rank 0 writes the records.
//!
//! Every process executes every statement, so that items needing communication (a whole
//! distributed array, gathered to rank 0) work; the other processes only take part in those
//! collectives and format nothing. Format specifications are usually constant strings in the
//! program, so their parsed form is cached by address and length; the cached text is compared
//! too, because a format held in a CHARACTER variable can change between statements.

pub mod output;

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use dvmh_fortran_io::{parse_format, Format, IoError, Item, RecordWriter};

pub use output::{flush as flush_output, flush_for_abort};

use crate::abi::types::DVMH_UNIT_STAR;
use crate::array::ArrayObject;
use crate::error;
use crate::exchange;
use crate::state::{self, Runtime};
use crate::types::ElemType;

/// One statement being executed.
struct Statement {
    unit: i32,
    /// The formatter; `None` on processes that do not write.
    writer: Option<RecordWriter>,
}

/// Parsed formats by (address, length) of the program's format text, with that text.
type FormatCache = HashMap<(usize, usize), (Vec<u8>, Arc<Format>)>;

static STATEMENT: Mutex<Option<Statement>> = Mutex::new(None);
static FORMATS: Mutex<Option<FormatCache>> = Mutex::new(None);

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    match m.lock() {
        Ok(g) => g,
        Err(poisoned) => poisoned.into_inner(),
    }
}

/// Whether this process writes output (rank 0, or any process before MPI starts).
fn is_writer() -> bool {
    state::try_get().is_none_or(|rt| rt.comm.rank() == 0)
}

fn unit_name(unit: i32) -> String {
    if unit == DVMH_UNIT_STAR {
        "*".to_string()
    } else {
        unit.to_string()
    }
}

/// The parsed format for `text`, cached by the address and length of the program's string.
fn parsed_format(text: &[u8]) -> Arc<Format> {
    let key = (text.as_ptr() as usize, text.len());
    if let Some((cached, f)) = lock(&FORMATS).as_ref().and_then(|m| m.get(&key)) {
        if cached.as_slice() == text {
            return Arc::clone(f);
        }
    }
    let source = String::from_utf8_lossy(text);
    let parsed = match parse_format(&source) {
        Ok(f) => Arc::new(f),
        Err(e) => error::fatal(format!("bad format '{source}': {e}")),
    };
    lock(&FORMATS)
        .get_or_insert_with(HashMap::new)
        .insert(key, (text.to_vec(), Arc::clone(&parsed)));
    parsed
}

/// Starts a statement on `unit` with format text `format` (`None`: list-directed).
pub fn begin(unit: i32, format: Option<&[u8]>) {
    let mut current = lock(&STATEMENT);
    if current.is_some() {
        drop(current);
        error::fatal("an I/O statement starts before the previous one ended (dvmh_io_end missing)");
    }
    let writer = is_writer().then(|| match format {
        None => RecordWriter::list_directed(),
        Some(text) => RecordWriter::formatted(parsed_format(text)),
    });
    *current = Some(Statement { unit, writer });
}

/// Writes what the statement completed before `e`, then stops the program as gfortran does
/// on a run-time I/O error.
fn fail(unit: i32, completed: &[u8], e: &IoError) -> ! {
    output::write_records(unit, completed);
    error::fatal(format!(
        "Fortran runtime error (unit = {}): {}",
        unit_name(unit),
        e.message
    ))
}

/// Passes items to the current statement's writer (on the writing process).
fn with_writer(f: impl FnOnce(&mut RecordWriter) -> Result<(), IoError>) {
    let mut current = lock(&STATEMENT);
    let Some(statement) = current.as_mut() else {
        drop(current);
        error::fatal("an I/O item outside an I/O statement (dvmh_io_begin missing)");
    };
    let unit = statement.unit;
    if let Some(writer) = statement.writer.as_mut() {
        if let Err(e) = f(writer) {
            fail(unit, writer.completed_output(), &e);
        }
    }
}

/// Adds one item.
pub fn push(item: Item<'_>) {
    with_writer(|w| w.item(item));
}

/// The item for one element of type `ty` in native byte order (`bytes` has its size).
fn element_item(ty: ElemType, b: &[u8]) -> Option<Item<'static>> {
    let int = |value: i64, kind: u8| Some(Item::Int { value, kind });
    match ty {
        ElemType::I8 => int(i8::from_ne_bytes([b[0]]).into(), 1),
        ElemType::I16 => int(i16::from_ne_bytes([b[0], b[1]]).into(), 2),
        ElemType::I32 => int(i32::from_ne_bytes(b.try_into().ok()?).into(), 4),
        ElemType::I64 => int(i64::from_ne_bytes(b.try_into().ok()?), 8),
        ElemType::F32 => Some(Item::Real4(f32::from_ne_bytes(b.try_into().ok()?))),
        ElemType::F64 => Some(Item::Real8(f64::from_ne_bytes(b.try_into().ok()?))),
        ElemType::L32 => Some(Item::Logical(i32::from_ne_bytes(b.try_into().ok()?) != 0)),
        ElemType::None => None,
    }
}

/// Adds the elements of type `ty` stored contiguously in `bytes`, in order.
pub fn push_elements(bytes: &[u8], ty: ElemType) {
    let size = ty.size();
    if size == 0 {
        return;
    }
    with_writer(|w| {
        for chunk in bytes.chunks_exact(size) {
            if let Some(item) = element_item(ty, chunk) {
                w.item(item)?;
            }
        }
        Ok(())
    });
}

/// Adds a whole distributed array (gathered to rank 0; collective).
pub fn push_dist_array(rt: &Runtime, array: &ArrayObject) {
    if lock(&STATEMENT).is_none() {
        error::fatal("an I/O item outside an I/O statement (dvmh_io_begin missing)");
    }
    let ty = array.state.ty;
    if ty == ElemType::None {
        error::fatal(format!(
            "output of {}: a template has no elements",
            array.state.name
        ));
    }
    if let Some(whole) = exchange::gather_to_root(rt, array) {
        push_elements(&whole, ty);
    }
}

/// Completes the statement: the writing process writes its records.
pub fn end() {
    let statement = lock(&STATEMENT).take();
    let Some(statement) = statement else {
        error::fatal("dvmh_io_end without dvmh_io_begin");
    };
    let Some(writer) = statement.writer else {
        return;
    };
    let unit = statement.unit;
    let completed = writer.completed_output().to_vec();
    match writer.finish() {
        Ok(bytes) => output::write_records(unit, &bytes),
        Err(e) => fail(unit, &completed, &e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elements_become_items_of_their_kind() {
        assert_eq!(
            element_item(ElemType::I16, &(-3i16).to_ne_bytes()),
            Some(Item::Int { value: -3, kind: 2 })
        );
        assert_eq!(
            element_item(ElemType::I64, &(1i64 << 40).to_ne_bytes()),
            Some(Item::Int {
                value: 1 << 40,
                kind: 8
            })
        );
        assert_eq!(
            element_item(ElemType::F32, &1.5f32.to_ne_bytes()),
            Some(Item::Real4(1.5))
        );
        assert_eq!(
            element_item(ElemType::L32, &7i32.to_ne_bytes()),
            Some(Item::Logical(true))
        );
        assert_eq!(element_item(ElemType::None, &[]), None);
    }

    #[test]
    fn format_cache_notices_new_text_at_the_same_address() {
        let mut buf = *b"(I4)";
        let first = parsed_format(&buf);
        assert!(Arc::ptr_eq(&first, &parsed_format(&buf)));
        buf[2] = b'7';
        let second = parsed_format(&buf);
        assert_eq!(first.text(), "(I4)");
        assert_eq!(second.text(), "(I7)");
    }
}

//! Fortran I/O statements: data transfers (`dvmh_io_write_begin` / `dvmh_io_read_begin`, one
//! call per item, `dvmh_io_end`) and file operations (`dvmh_io_open`, `dvmh_io_close`, ...).
//!
//! `flags` of every statement: bit 0 (`DVMH_IO_HANDLES_ERRORS`) when the program handles errors
//! (IOSTAT= or ERR=), bit 1 (`DVMH_IO_HANDLES_END`) when it handles the end of file (IOSTAT= or
//! END=). An unhandled condition stops the program with gfortran's message; a handled one ends
//! the transfer (later items are no-ops) and its IOSTAT is returned, the same on every process.

use std::ffi::{c_char, c_void};

use super::slice_arg;
use crate::abi::types::DvmhArray;
use crate::array::ArrayObject;
use dvmh_fortran_io::{Item, Target};

use crate::error::{self, OrRaise};
use crate::io::{self, Direction};
use crate::state;
use crate::types::ElemType;

/// `flags` bit: errors are handled by the program (IOSTAT= or ERR=).
pub const DVMH_IO_HANDLES_ERRORS: i32 = 1;
/// `flags` bit: end of file is handled by the program (IOSTAT= or END=).
pub const DVMH_IO_HANDLES_END: i32 = 2;
/// `fmt_len` of a list-directed statement (or `fmt == NULL`).
pub const DVMH_IO_LIST: i64 = -1;
/// `fmt_len` of an unformatted statement.
pub const DVMH_IO_UNFORMATTED: i64 = -2;

/// The specifiers of an OPEN statement. Each string is `ptr`/`len` (not NUL-terminated; `NULL`:
/// not given); values are case-insensitive and trailing blanks are ignored.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
#[allow(non_camel_case_types)]
pub struct dvmh_open_spec {
    pub file: *const c_char,
    pub file_len: i64,
    /// `OLD`, `NEW`, `SCRATCH`, `REPLACE`, `UNKNOWN` (default).
    pub status: *const c_char,
    pub status_len: i64,
    /// `SEQUENTIAL` (default), `DIRECT`, `STREAM`.
    pub access: *const c_char,
    pub access_len: i64,
    /// `FORMATTED` (default for sequential), `UNFORMATTED` (default for direct and stream).
    pub form: *const c_char,
    pub form_len: i64,
    /// `READ`, `WRITE`, `READWRITE` (default: read-write where permitted).
    pub action: *const c_char,
    pub action_len: i64,
    /// `ASIS` (default), `REWIND`, `APPEND`.
    pub position: *const c_char,
    pub position_len: i64,
    /// Record length in bytes (direct access); 0: not given.
    pub recl: i64,
}

/// The text of a string argument (`None` for `NULL`), trailing blanks removed.
///
/// # Safety
/// A non-null `p` points to `len` bytes.
unsafe fn text_arg(p: *const c_char, len: i64) -> Option<String> {
    if p.is_null() {
        return None;
    }
    // SAFETY: per the contract.
    let bytes = unsafe { slice_arg(p as *const u8, len.max(0) as usize, "I/O specifier") };
    let s = String::from_utf8_lossy(bytes);
    Some(s.trim_end_matches(' ').to_string())
}

/// A keyword specifier: upper-cased.
///
/// # Safety
/// As [`text_arg`].
unsafe fn keyword_arg(p: *const c_char, len: i64) -> Option<String> {
    // SAFETY: per the contract.
    unsafe { text_arg(p, len) }.map(|s| s.trim().to_ascii_uppercase())
}

/// # Safety
/// A non-null `fmt` with `fmt_len >= 0` points to `fmt_len` bytes.
unsafe fn format_arg<'a>(fmt: *const c_char, fmt_len: i64) -> Option<Option<&'a [u8]>> {
    if fmt_len == DVMH_IO_UNFORMATTED {
        None
    } else if fmt.is_null() || fmt_len < 0 {
        Some(None)
    } else {
        // SAFETY: per the contract.
        Some(Some(unsafe {
            std::slice::from_raw_parts(fmt as *const u8, fmt_len as usize)
        }))
    }
}

/// Starts an output statement (`WRITE`, `PRINT`) on `unit` (`DVMH_UNIT_STAR` for `*`, unit 6).
/// `fmt_len >= 0`: the format specification text, e.g. `"(I4, F8.3)"`; `fmt == NULL` or
/// `fmt_len == -1`: list-directed; `fmt_len == -2`: unformatted.
///
/// # Safety
/// A non-null `fmt` with `fmt_len >= 0` points to `fmt_len` bytes.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_write_begin(
    unit: i32,
    fmt: *const c_char,
    fmt_len: i64,
    flags: i32,
) {
    // SAFETY: per the contract.
    let format = unsafe { format_arg(fmt, fmt_len) };
    io::begin(unit, format, Direction::Write, flags).or_raise();
}

/// `dvmh_io_write_begin(unit, fmt, fmt_len, 0)`.
///
/// # Safety
/// As [`dvmh_io_write_begin`].
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_begin(unit: i32, fmt: *const c_char, fmt_len: i64) {
    // SAFETY: per the contract.
    unsafe { dvmh_io_write_begin(unit, fmt, fmt_len, 0) }
}

/// Starts an input statement (`READ`) on `unit` (`DVMH_UNIT_STAR` for `*`, unit 5); `fmt` and
/// `fmt_len` as for [`dvmh_io_write_begin`].
///
/// # Safety
/// As [`dvmh_io_write_begin`].
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_read_begin(
    unit: i32,
    fmt: *const c_char,
    fmt_len: i64,
    flags: i32,
) {
    // SAFETY: per the contract.
    let format = unsafe { format_arg(fmt, fmt_len) };
    io::begin(unit, format, Direction::Read, flags).or_raise();
}

/// Starts a WRITE into an internal file, the CHARACTER variable of `len` bytes at `buf`;
/// `fmt` and `fmt_len` as for [`dvmh_io_write_begin`] (not unformatted). Each process writes
/// its own copy of the variable: no communication.
///
/// # Safety
/// `buf` points to `len` writable bytes that stay valid until `dvmh_io_end`; a non-null `fmt`
/// with `fmt_len >= 0` points to `fmt_len` bytes.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_internal_write_begin(
    buf: *mut c_char,
    len: i64,
    fmt: *const c_char,
    fmt_len: i64,
    flags: i32,
) {
    // SAFETY: per the contract.
    unsafe { internal_begin(buf, len, fmt, fmt_len, flags, Direction::Write) }
}

/// Starts a READ from an internal file (as [`dvmh_io_internal_write_begin`]).
///
/// # Safety
/// As [`dvmh_io_internal_write_begin`].
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_internal_read_begin(
    buf: *mut c_char,
    len: i64,
    fmt: *const c_char,
    fmt_len: i64,
    flags: i32,
) {
    // SAFETY: per the contract.
    unsafe { internal_begin(buf, len, fmt, fmt_len, flags, Direction::Read) }
}

/// # Safety
/// As [`dvmh_io_internal_write_begin`].
unsafe fn internal_begin(
    buf: *mut c_char,
    len: i64,
    fmt: *const c_char,
    fmt_len: i64,
    flags: i32,
    dir: Direction,
) {
    if buf.is_null() && len > 0 {
        error::fatal("an internal file at a null address");
    }
    // SAFETY: per the contract.
    let Some(format) = (unsafe { format_arg(fmt, fmt_len) }) else {
        error::fatal("an unformatted transfer on an internal file");
    };
    // SAFETY: per the contract.
    unsafe { io::begin_internal(buf as *mut u8, len.max(0) as usize, format, dir, flags) }
        .or_raise();
}

/// The internal file of the statement just begun is a CHARACTER array (`len` bytes in all at
/// the address given to the begin call) whose elements of `record_len` bytes are its records.
#[no_mangle]
pub extern "C" fn dvmh_io_internal_records(record_len: i64) {
    io::internal_records(record_len.max(0) as usize).or_raise();
}

/// `ADVANCE=` of the formatted statement on an external unit just begun (`len` bytes at
/// `advance`, case-insensitive, trailing blanks ignored): `NO` makes it non-advancing (a WRITE
/// leaves its record open for the next WRITE; a READ stays in its record, a field running past
/// its end is the end-of-record condition, IOSTAT -2); `YES` changes nothing.
///
/// # Safety
/// `advance` points to `len` bytes.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_advance(advance: *const c_char, len: i64) {
    // SAFETY: per the contract.
    let value = unsafe { keyword_arg(advance, len) }.unwrap_or_default();
    match value.as_str() {
        "NO" => io::non_advancing().or_raise(),
        "YES" => {}
        _ => error::fatal(format!(
            "Fortran runtime error: Bad ADVANCE parameter in data transfer statement: '{value}'"
        )),
    }
}

/// IOMSG= of the statement that just ended (a data transfer after `dvmh_io_end`, a file
/// operation or INQUIRE after its call): when it ended with a condition, its message
/// (libgfortran's text) is stored into the `len` bytes at `msg`, blank padded or truncated;
/// otherwise they are left as they are. Called on every process (rank 0 broadcasts the text).
///
/// # Safety
/// `msg` points to `len` writable bytes.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_iomsg(msg: *mut c_char, len: i64) {
    let Some(text) = io::last_message().or_raise() else {
        return;
    };
    let len = len.max(0) as usize;
    if len == 0 {
        return;
    }
    if msg.is_null() {
        error::fatal("dvmh_io_iomsg: variable is null");
    }
    // SAFETY: per the contract.
    let dest = unsafe { std::slice::from_raw_parts_mut(msg as *mut u8, len) };
    let n = text.len().min(len);
    dest[..n].copy_from_slice(&text.as_bytes()[..n]);
    dest[n..].fill(b' ');
}

/// SIZE= of the non-advancing READ that just ended: the characters its data edit descriptors
/// took from the record, the same on every process.
#[no_mangle]
pub extern "C" fn dvmh_io_size() -> i64 {
    io::last_size().or_raise()
}

/// `REC=` of the statement just begun (direct access).
#[no_mangle]
pub extern "C" fn dvmh_io_set_rec(rec: i64) {
    io::set_rec(rec).or_raise();
}

/// `POS=` of the statement just begun (stream access): the file position, from 1, where the
/// transfer starts.
#[no_mangle]
pub extern "C" fn dvmh_io_set_pos(pos: i64) {
    io::set_pos(pos).or_raise();
}

/// An `INTEGER` item.
#[no_mangle]
pub extern "C" fn dvmh_io_i32(v: i32) {
    io::push(Item::Int {
        value: v.into(),
        kind: 4,
    })
    .or_raise();
}

/// An `INTEGER*8` item.
#[no_mangle]
pub extern "C" fn dvmh_io_i64(v: i64) {
    io::push(Item::Int { value: v, kind: 8 }).or_raise();
}

/// A `REAL` item.
#[no_mangle]
pub extern "C" fn dvmh_io_f32(v: f32) {
    io::push(Item::Real4(v)).or_raise();
}

/// A `DOUBLE PRECISION` item.
#[no_mangle]
pub extern "C" fn dvmh_io_f64(v: f64) {
    io::push(Item::Real8(v)).or_raise();
}

/// A `LOGICAL` item (non-zero is true).
#[no_mangle]
pub extern "C" fn dvmh_io_l32(v: i32) {
    io::push(Item::Logical(v != 0)).or_raise();
}

/// A `CHARACTER` item of `len` bytes (not NUL-terminated).
///
/// # Safety
/// `s` points to `len` bytes.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_str(s: *const c_char, len: i64) {
    // SAFETY: per the contract.
    let bytes = unsafe { slice_arg(s as *const u8, len.max(0) as usize, "dvmh_io_str: text") };
    io::push(Item::Char(bytes)).or_raise();
}

/// A `COMPLEX` item (real and imaginary parts).
#[no_mangle]
pub extern "C" fn dvmh_io_c32(re: f32, im: f32) {
    io::push(Item::Complex4(re, im)).or_raise();
}

/// A `DOUBLE COMPLEX` item.
#[no_mangle]
pub extern "C" fn dvmh_io_c64(re: f64, im: f64) {
    io::push(Item::Complex8(re, im)).or_raise();
}

/// `count` COMPLEX elements of kind `kind` (4 or 8: the size of each part), stored as
/// (real, imaginary) pairs.
///
/// # Safety
/// `base` points to `count` such elements.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_complex_array(base: *const c_void, kind: i32, count: i64) {
    let part = match kind {
        4 | 8 => kind as usize,
        _ => error::fatal(format!("dvmh_io_complex_array: unknown kind {kind}")),
    };
    let total = (count.max(0) as usize).saturating_mul(2 * part);
    // SAFETY: per the contract.
    let bytes = unsafe { slice_arg(base as *const u8, total, "dvmh_io_complex_array: array") };
    for pair in bytes.chunks_exact(2 * part) {
        let (re, im) = pair.split_at(part);
        let item = if part == 8 {
            let f = |b: &[u8]| f64::from_ne_bytes(b.try_into().unwrap_or([0; 8]));
            Item::Complex8(f(re), f(im))
        } else {
            let f = |b: &[u8]| f32::from_ne_bytes(b.try_into().unwrap_or([0; 4]));
            Item::Complex4(f(re), f(im))
        };
        io::push(item).or_raise();
    }
}

/// `count` CHARACTER items of `len` bytes each, stored one after another (a CHARACTER array).
///
/// # Safety
/// `s` points to `count * len` bytes.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_str_array(s: *const c_char, len: i64, count: i64) {
    let len = len.max(0) as usize;
    let total = len.saturating_mul(count.max(0) as usize);
    // SAFETY: per the contract.
    let bytes = unsafe { slice_arg(s as *const u8, total, "dvmh_io_str_array: array") };
    if len == 0 {
        for _ in 0..count.max(0) {
            io::push(Item::Char(&[])).or_raise();
        }
        return;
    }
    for item in bytes.chunks_exact(len) {
        io::push(Item::Char(item)).or_raise();
    }
}

fn elem_type(code: i32, call: &str) -> ElemType {
    match ElemType::from_code(code) {
        Some(t) if t != ElemType::None => t,
        _ => error::fatal(format!("{call}: unknown type code {code}")),
    }
}

/// `count` elements of a local array of type `type`, in memory order.
///
/// # Safety
/// `base` points to `count` elements of that type.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_array(base: *const c_void, r#type: i32, count: i64) {
    let ty = elem_type(r#type, "dvmh_io_array");
    let len = (count.max(0) as usize) * ty.size();
    // SAFETY: per the contract.
    let bytes = unsafe { slice_arg(base as *const u8, len, "dvmh_io_array: array") };
    io::push_elements(bytes, ty).or_raise();
}

/// A whole distributed array in column-major order (gathered to rank 0; collective).
///
/// # Safety
/// `a` is a live array handle.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_dist_array(a: *mut DvmhArray) {
    let rt = state::get().or_raise();
    // SAFETY: per the contract.
    let array = unsafe { ArrayObject::from_handle(a, "dvmh_io_dist_array") }.or_raise();
    super::device::on_host(array, false, "dvmh_io_dist_array");
    io::push_dist_array(rt, array).or_raise();
}

/// # Safety
/// `p` points to `size` writable bytes.
unsafe fn read_into(p: *mut u8, size: usize, target: Target, call: &str) {
    if p.is_null() {
        error::fatal(format!("{call}: variable is null"));
    }
    // SAFETY: per the contract.
    let dest = unsafe { std::slice::from_raw_parts_mut(p, size) };
    io::read_scalar(target, dest).or_raise();
}

/// Reads an `INTEGER*1` variable.
///
/// # Safety
/// `p` points to the variable.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_read_i8(p: *mut i8) {
    // SAFETY: per the contract.
    unsafe { read_into(p as *mut u8, 1, Target::Int { kind: 1 }, "dvmh_io_read_i8") }
}

/// Reads an `INTEGER*2` variable.
///
/// # Safety
/// `p` points to the variable.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_read_i16(p: *mut i16) {
    // SAFETY: per the contract.
    unsafe { read_into(p as *mut u8, 2, Target::Int { kind: 2 }, "dvmh_io_read_i16") }
}

/// Reads an `INTEGER` variable.
///
/// # Safety
/// `p` points to the variable.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_read_i32(p: *mut i32) {
    // SAFETY: per the contract.
    unsafe { read_into(p as *mut u8, 4, Target::Int { kind: 4 }, "dvmh_io_read_i32") }
}

/// Reads an `INTEGER*8` variable.
///
/// # Safety
/// `p` points to the variable.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_read_i64(p: *mut i64) {
    // SAFETY: per the contract.
    unsafe { read_into(p as *mut u8, 8, Target::Int { kind: 8 }, "dvmh_io_read_i64") }
}

/// Reads a `REAL` variable.
///
/// # Safety
/// `p` points to the variable.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_read_f32(p: *mut f32) {
    // SAFETY: per the contract.
    unsafe { read_into(p as *mut u8, 4, Target::Real4, "dvmh_io_read_f32") }
}

/// Reads a `DOUBLE PRECISION` variable.
///
/// # Safety
/// `p` points to the variable.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_read_f64(p: *mut f64) {
    // SAFETY: per the contract.
    unsafe { read_into(p as *mut u8, 8, Target::Real8, "dvmh_io_read_f64") }
}

/// Reads a `COMPLEX` variable (two `float`s): `(re, im)` in list-directed input, two REAL
/// fields with a format.
///
/// # Safety
/// `p` points to the variable.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_read_c32(p: *mut f32) {
    // SAFETY: per the contract.
    unsafe { read_into(p as *mut u8, 8, Target::Complex4, "dvmh_io_read_c32") }
}

/// Reads a `DOUBLE COMPLEX` variable (two `double`s), as `dvmh_io_read_c32`.
///
/// # Safety
/// `p` points to the variable.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_read_c64(p: *mut f64) {
    // SAFETY: per the contract.
    unsafe { read_into(p as *mut u8, 16, Target::Complex8, "dvmh_io_read_c64") }
}

/// Reads a `LOGICAL` variable (stores 1 or 0).
///
/// # Safety
/// `p` points to the variable.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_read_l32(p: *mut i32) {
    // SAFETY: per the contract.
    unsafe { read_into(p as *mut u8, 4, Target::Logical, "dvmh_io_read_l32") }
}

/// Reads a `CHARACTER*len` variable (blank padded or truncated as Fortran assigns).
///
/// # Safety
/// `p` points to `len` writable bytes.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_read_str(p: *mut c_char, len: i64) {
    let len = len.max(0) as usize;
    if len == 0 {
        return;
    }
    // SAFETY: per the contract.
    unsafe { read_into(p as *mut u8, len, Target::Char { len }, "dvmh_io_read_str") }
}

/// Reads `count` CHARACTER variables of `len` bytes each, stored one after another.
///
/// # Safety
/// `p` points to `count * len` writable bytes.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_read_str_array(p: *mut c_char, len: i64, count: i64) {
    let len = len.max(0) as usize;
    if len == 0 {
        return;
    }
    for k in 0..count.max(0) as usize {
        // SAFETY: per the contract: element `k` is inside the array.
        unsafe { dvmh_io_read_str(p.add(k * len), len as i64) };
    }
}

/// Reads `count` elements of a local array of type `type`, in memory order.
///
/// # Safety
/// `base` points to `count` writable elements of that type.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_read_array(base: *mut c_void, r#type: i32, count: i64) {
    let ty = elem_type(r#type, "dvmh_io_read_array");
    let len = (count.max(0) as usize) * ty.size();
    if len == 0 {
        return;
    }
    if base.is_null() {
        error::fatal("dvmh_io_read_array: array is null");
    }
    // SAFETY: per the contract.
    let dest = unsafe { std::slice::from_raw_parts_mut(base as *mut u8, len) };
    io::read_elements(ty, dest).or_raise();
}

/// Reads a whole distributed array in column-major order: rank 0 reads, every process stores
/// its part (collective).
///
/// # Safety
/// `a` is a live array handle.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_read_dist_array(a: *mut DvmhArray) {
    let rt = state::get().or_raise();
    // SAFETY: per the contract.
    let array = unsafe { ArrayObject::from_handle(a, "dvmh_io_read_dist_array") }.or_raise();
    super::device::on_host(array, true, "dvmh_io_read_dist_array");
    io::read_dist_array(rt, array).or_raise();
}

/// Completes the statement (writes the record(s), or leaves the last record read) and returns
/// its IOSTAT: 0, -1 end of file, -2 end of record, > 0 an error (libgfortran's codes). Must be
/// called for every statement begun, also after a handled condition.
#[no_mangle]
pub extern "C" fn dvmh_io_end() -> i32 {
    io::end().or_raise()
}

/// OPEN; returns IOSTAT.
///
/// # Safety
/// `spec` points to a valid `dvmh_open_spec` whose strings satisfy their lengths.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_open(unit: i32, spec: *const dvmh_open_spec, flags: i32) -> i32 {
    if spec.is_null() {
        error::fatal("dvmh_io_open: spec is null");
    }
    // SAFETY: per the contract.
    let s = unsafe { *spec };
    // SAFETY: per the contract.
    let parsed = unsafe {
        io::OpenSpec {
            file: text_arg(s.file, s.file_len).map(|f| f.trim_start().to_string()),
            status: keyword_arg(s.status, s.status_len),
            access: keyword_arg(s.access, s.access_len),
            form: keyword_arg(s.form, s.form_len),
            action: keyword_arg(s.action, s.action_len),
            position: keyword_arg(s.position, s.position_len),
            recl: s.recl,
        }
    };
    io::open(unit, &parsed, flags).or_raise()
}

/// CLOSE with `status` `KEEP` or `DELETE` (`NULL`: the default, `DELETE` for a scratch file);
/// returns IOSTAT.
///
/// # Safety
/// A non-null `status` points to `status_len` bytes.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_close(
    unit: i32,
    status: *const c_char,
    status_len: i64,
    flags: i32,
) -> i32 {
    // SAFETY: per the contract.
    let status = unsafe { keyword_arg(status, status_len) };
    let iostat = io::close(unit, status.as_deref(), flags).or_raise();
    io::release_new_unit(unit);
    iostat
}

/// OPEN(NEWUNIT=): a negative unit number that is not connected, the same on every
/// process.
#[no_mangle]
pub extern "C" fn dvmh_io_new_unit() -> i32 {
    io::new_unit()
}

/// REWIND; returns IOSTAT.
#[no_mangle]
pub extern "C" fn dvmh_io_rewind(unit: i32, flags: i32) -> i32 {
    io::rewind(unit, flags).or_raise()
}

/// BACKSPACE; returns IOSTAT.
#[no_mangle]
pub extern "C" fn dvmh_io_backspace(unit: i32, flags: i32) -> i32 {
    io::backspace(unit, flags).or_raise()
}

/// ENDFILE (the file ends at the current position); returns IOSTAT.
#[no_mangle]
pub extern "C" fn dvmh_io_endfile(unit: i32, flags: i32) -> i32 {
    io::endfile(unit, flags).or_raise()
}

/// FLUSH; returns IOSTAT.
#[no_mangle]
pub extern "C" fn dvmh_io_flush(unit: i32, flags: i32) -> i32 {
    io::flush_statement(unit, flags).or_raise()
}

/// What INQUIRE asks, and where the answers go. `ints` are the INTEGER and LOGICAL answers
/// (EXIST, OPENED, NUMBER, NAMED, RECL, NEXTREC, SIZE, POS; a LOGICAL as 0 or 1): the caller stores
/// each variable's current value first, and the runtime overwrites the ones it defines.
/// `texts` are the CHARACTER answers (NAME, ACCESS, SEQUENTIAL, DIRECT, FORM, FORMATTED,
/// UNFORMATTED, ACTION, READ, WRITE, READWRITE, POSITION) as `ptr`/`len` of the program's
/// variables (`NULL`: not asked), filled blank-padded when defined.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
#[allow(non_camel_case_types)]
pub struct dvmh_inquire_spec {
    pub ints: [i64; 8],
    pub texts: [dvmh_inquire_text; 12],
}

/// One CHARACTER answer's variable.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
#[allow(non_camel_case_types)]
pub struct dvmh_inquire_text {
    pub ptr: *mut c_char,
    pub len: i64,
}

/// INQUIRE by FILE= (`file` non-null: `file_len` bytes, trailing blanks ignored) or by UNIT=
/// `unit`; fills `spec` (see [`dvmh_inquire_spec`]) on every process and returns IOSTAT.
///
/// # Safety
/// `spec` points to a valid spec whose non-null text pointers point to `len` writable bytes; a
/// non-null `file` points to `file_len` bytes.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_inquire(
    unit: i32,
    file: *const c_char,
    file_len: i64,
    spec: *mut dvmh_inquire_spec,
    flags: i32,
) -> i32 {
    let _ = flags;
    if spec.is_null() {
        error::fatal("dvmh_io_inquire: spec is null");
    }
    // SAFETY: per the contract.
    let name = unsafe { text_arg(file, file_len) }.map(|f| f.trim_start().to_string());
    let answers = io::inquire(unit, name.as_deref()).or_raise();
    // SAFETY: per the contract.
    let spec = unsafe { &mut *spec };
    for (slot, v) in spec.ints.iter_mut().zip(answers.ints) {
        if let Some(v) = v {
            *slot = v;
        }
    }
    for (t, v) in spec.texts.iter().zip(answers.texts) {
        let (Some(v), false) = (v, t.ptr.is_null()) else {
            continue;
        };
        // SAFETY: per the contract.
        let dest =
            unsafe { std::slice::from_raw_parts_mut(t.ptr as *mut u8, t.len.max(0) as usize) };
        let n = v.len().min(dest.len());
        dest[..n].copy_from_slice(&v.as_bytes()[..n]);
        dest[n..].fill(b' ');
    }
    0
}

/// Makes the list-directed statement just begun a NAMELIST statement for the group `group`
/// (`len` bytes). Output: each object then starts with [`dvmh_io_nml_object`], followed by its
/// values as ordinary items (a whole array in one call); input: one [`dvmh_io_nml_var`] per
/// object.
///
/// # Safety
/// `group` points to `len` bytes.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_namelist(group: *const c_char, len: i64) {
    // SAFETY: per the contract.
    let name = unsafe { text_arg(group, len) }.unwrap_or_default();
    io::namelist(&name).or_raise();
}

/// Starts the next object (`name`, `len` bytes) of a NAMELIST output statement.
///
/// # Safety
/// `name` points to `len` bytes.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_nml_object(name: *const c_char, len: i64) {
    // SAFETY: per the contract.
    let name = unsafe { text_arg(name, len) }.unwrap_or_default();
    io::namelist_object(&name).or_raise();
}

/// Adds an object to a NAMELIST input statement (begun as a list-directed READ, then
/// [`dvmh_io_namelist`]): the variable `name` whose `count` elements of `elem_size` bytes are
/// at `addr`; `kind` 1 INTEGER, 2 REAL, 3 COMPLEX, 4 LOGICAL, 5 CHARACTER (`elem_size`: the
/// length); `rank` pairs (lower bound, extent) at `dims` for an array. The input is read by
/// `dvmh_io_end`, which gives every process the values.
///
/// # Safety
/// `name` points to `name_len` bytes, `addr` to `count * elem_size` bytes that stay valid
/// until `dvmh_io_end`, and `dims` (when `rank > 0`) to `2 * rank` values.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_nml_var(
    name: *const c_char,
    name_len: i64,
    addr: *mut c_void,
    kind: i32,
    elem_size: i64,
    count: i64,
    rank: i32,
    dims: *const i64,
) {
    // SAFETY: per the contract.
    let name = unsafe { text_arg(name, name_len) }.unwrap_or_default();
    let kind = match kind {
        1 => dvmh_fortran_io::NmlKind::Int,
        2 => dvmh_fortran_io::NmlKind::Real,
        3 => dvmh_fortran_io::NmlKind::Complex,
        4 => dvmh_fortran_io::NmlKind::Logical,
        5 => dvmh_fortran_io::NmlKind::Char,
        _ => error::fatal(format!("dvmh_io_nml_var: bad kind {kind}")),
    };
    let rank = rank.max(0) as usize;
    let dims = if rank == 0 || dims.is_null() {
        Vec::new()
    } else {
        // SAFETY: per the contract.
        let d = unsafe { std::slice::from_raw_parts(dims, 2 * rank) };
        d.chunks_exact(2).map(|p| (p[0], p[1])).collect()
    };
    let elem_size = elem_size.max(0) as usize;
    let object = io::NmlObject {
        name,
        kind,
        elem_size,
        dims,
        addr: addr as usize,
        bytes: elem_size * count.max(0) as usize,
        dist: None,
    };
    io::namelist_input_object(object).or_raise();
}

/// Adds a whole distributed array `a` as the object `name` of a NAMELIST input statement
/// (collective: it is gathered to rank 0 now; rank 0 reads into it and `dvmh_io_end` gives
/// each process the elements it owns). Its type and bounds come from the array.
///
/// # Safety
/// `name` points to `name_len` bytes; `a` is a live array handle.
#[no_mangle]
pub unsafe extern "C" fn dvmh_io_nml_dist_array(
    name: *const c_char,
    name_len: i64,
    a: *mut DvmhArray,
) {
    // SAFETY: per the contract.
    let name = unsafe { text_arg(name, name_len) }.unwrap_or_default();
    let rt = state::get().or_raise();
    // SAFETY: per the contract.
    let array = unsafe { ArrayObject::from_handle(a, "dvmh_io_nml_dist_array") }.or_raise();
    super::device::on_host(array, true, "dvmh_io_nml_dist_array");
    let object = io::NmlObject::distributed(rt, name, a, array).or_raise();
    io::namelist_input_object(object).or_raise();
}

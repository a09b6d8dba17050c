//! One data transfer statement (READ or WRITE) from `*_begin` to `dvmh_io_end`.
//!
//! On rank 0 the statement holds a `RecordWriter` or `RecordReader` (formatted and list-directed)
//! or the bytes of an unformatted record. Its connection checks and, for unformatted input, the
//! reading of the record happen when the first item (or the end) arrives, because the record
//! number of a direct-access statement (`dvmh_io_set_rec`) comes after `*_begin`. `status` is
//! what this process knows of the statement's condition; `shared` what every process knows
//! (broadcast with each input item): once it is non-zero, items are no-ops everywhere.

use std::sync::Mutex;

use dvmh_fortran_io::read::codes;
use dvmh_fortran_io::{
    read_namelist, Item, NamelistWriter, NmlKind, NmlVar, ReadError as Failure, RecordReader,
    RecordSource, RecordWriter, Target, Value,
};

use super::units::{self, transfer_failure, Access, Unit};
use super::{handled, is_root, lock, outcome, parsed_format, share, share_status, unhandled};
use crate::abi::types::DVMH_UNIT_STAR;
use crate::array::ArrayObject;
use crate::exchange;
use crate::fault::{RtError, RtResult};
use crate::state::Runtime;
use crate::types::ElemType;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    Read,
    Write,
}

/// What a statement transfers with, on rank 0.
enum Body {
    Write(RecordWriter),
    /// A NAMELIST output statement.
    Namelist(NamelistWriter),
    WriteRaw(Vec<u8>),
    Read(RecordReader),
    ReadRaw {
        data: Vec<u8>,
        at: usize,
        /// From a stream-access unit: running out of data is the end of the file.
        stream: bool,
    },
    /// Not rank 0, or the statement has stopped.
    Idle,
}

struct Statement {
    /// The unit as the program named it (for messages).
    unit: i32,
    /// The unit number (`*` resolved to 5 or 6).
    real: i32,
    dir: Direction,
    flags: i32,
    unformatted: bool,
    body: Body,
    started: bool,
    rec: Option<i64>,
    /// POS= of a stream-access statement: the file position (from 1) it starts at.
    pos: Option<i64>,
    /// Next record of a formatted direct-access statement.
    next_rec: u64,
    status: i32,
    shared: i32,
    /// An internal file (a CHARACTER variable of the program): its address and length. Every
    /// process runs such a statement on its own copy of the variable, with no communication.
    internal: Option<InternalFile>,
    /// Started inside another statement (an internal file written by a function that an
    /// output list calls), which resumes when this one ends.
    nested: bool,
    /// A NAMELIST input statement: the group and its objects (every process knows them, so
    /// that rank 0 can broadcast what it read into them).
    nml_read: Option<(String, Vec<NmlObject>)>,
    /// ADVANCE='NO': a WRITE leaves its record open, a READ stays in its record.
    advance_no: bool,
}

/// One object of a NAMELIST input statement: a variable of the program.
pub struct NmlObject {
    pub name: String,
    pub kind: NmlKind,
    pub elem_size: usize,
    pub dims: Vec<(i64, i64)>,
    /// The address and size in bytes of the variable's storage.
    pub addr: usize,
    pub bytes: usize,
    /// A whole distributed array: its handle and, on rank 0, the gathered array that `addr`
    /// points into (read into, then scattered to the owners at the end of the statement).
    /// (The handle is kept as an address: statements live in a static.)
    pub dist: Option<(usize, Vec<u8>)>,
}

impl NmlObject {
    /// An object for the whole distributed array `array`, gathered to rank 0 now
    /// (collective): elements the input does not name keep their values.
    pub fn distributed(
        rt: &Runtime,
        name: String,
        handle: *mut crate::abi::types::DvmhArray,
        array: &ArrayObject,
    ) -> RtResult<NmlObject> {
        let ty = array.state.ty;
        let kind = match ty {
            ElemType::F32 | ElemType::F64 => NmlKind::Real,
            ElemType::C32 | ElemType::C64 => NmlKind::Complex,
            ElemType::Char(_) => NmlKind::Char,
            ElemType::L8 | ElemType::L16 | ElemType::L32 | ElemType::L64 => NmlKind::Logical,
            ElemType::None => {
                return Err(RtError::collective(format!(
                    "input of {}: a template has no elements",
                    array.state.name
                )))
            }
            _ => NmlKind::Int,
        };
        let b = &array.state.bounds;
        let dims = (0..b.rank())
            .map(|d| (b.lo(d), b.extent(d) as i64))
            .collect();
        let mut whole = exchange::gather_to_root(rt, array)?.unwrap_or_default();
        Ok(NmlObject {
            name,
            kind,
            elem_size: ty.size(),
            dims,
            addr: whole.as_mut_ptr() as usize,
            bytes: whole.len(),
            dist: Some((handle as usize, whole)),
        })
    }
}

/// A CHARACTER variable used as a file of one record.
#[derive(Clone, Copy)]
struct InternalFile {
    addr: usize,
    len: usize,
    /// The length of one record: the whole variable, or one element of a CHARACTER array
    /// (each element is a record, see [`internal_records`]).
    record_len: usize,
    /// The records read so far.
    read: usize,
}

impl InternalFile {
    /// The variable's bytes.
    ///
    /// # Safety
    /// The variable is live for the statement (the compiler passes a variable of the program).
    unsafe fn bytes(&self) -> &'static mut [u8] {
        if self.len == 0 {
            return &mut [];
        }
        // SAFETY: per the contract of `begin_internal`.
        unsafe { std::slice::from_raw_parts_mut(self.addr as *mut u8, self.len) }
    }

    /// How many records the file has (a variable of length 0 is one empty record).
    fn records(&self) -> usize {
        self.len.checked_div(self.record_len).unwrap_or(1)
    }

    /// Record `k` (from 0).
    ///
    /// # Safety
    /// As [`InternalFile::bytes`].
    unsafe fn record(&self, k: usize) -> &'static mut [u8] {
        // SAFETY: per the contract.
        let all = unsafe { self.bytes() };
        let start = (k * self.record_len).min(all.len());
        let end = (start + self.record_len).min(all.len());
        &mut all[start..end]
    }
}

/// The records of an internal file, one after another.
struct InternalSource<'a> {
    file: &'a mut InternalFile,
}

impl RecordSource for InternalSource<'_> {
    fn next_record(&mut self, buf: &mut Vec<u8>) -> Result<bool, Failure> {
        if self.file.read >= self.file.records() {
            return Ok(false);
        }
        // SAFETY: see `InternalFile::bytes`.
        buf.extend_from_slice(unsafe { self.file.record(self.file.read) });
        self.file.read += 1;
        Ok(true)
    }
}

static STATEMENT: Mutex<Option<Statement>> = Mutex::new(None);

/// Statements waiting for a nested statement on an internal file to end (F2008 9.12: a
/// function referenced in an I/O list may do I/O on internal files), innermost last.
static SUSPENDED: Mutex<Vec<Statement>> = Mutex::new(Vec::new());

/// Fails when a statement is open (file operations must not interleave with one).
pub fn check_idle() -> RtResult<()> {
    if lock(&STATEMENT).is_some() {
        return Err(not_ended());
    }
    Ok(())
}

/// A statement starts while another one is open.
fn not_ended() -> RtError {
    RtError::collective(
        "an I/O statement starts before the previous one ended (dvmh_io_end missing)",
    )
}

/// Starts a statement. `format`: `Some(Some(text))` formatted, `Some(None)` list-directed,
/// `None` unformatted.
pub fn begin(unit: i32, format: Option<Option<&[u8]>>, dir: Direction, flags: i32) -> RtResult<()> {
    begin_on(unit, format, dir, flags, None)
}

/// Starts a statement on an internal file: the `len` bytes at `addr`.
///
/// # Safety
/// `addr` points to `len` bytes that stay valid and unaliased until `end`.
pub unsafe fn begin_internal(
    addr: *mut u8,
    len: usize,
    format: Option<&[u8]>,
    dir: Direction,
    flags: i32,
) -> RtResult<()> {
    let file = InternalFile {
        addr: addr as usize,
        len,
        record_len: len,
        read: 0,
    };
    begin_on(DVMH_UNIT_STAR, Some(format), dir, flags, Some(file))
}

fn begin_on(
    unit: i32,
    format: Option<Option<&[u8]>>,
    dir: Direction,
    flags: i32,
    internal: Option<InternalFile>,
) -> RtResult<()> {
    let mut current = lock(&STATEMENT);
    let nested = current.is_some();
    if !nested {
        outcome::reset(internal.is_some());
    }
    if nested {
        if internal.is_none() {
            return Err(not_ended());
        }
        if let Some(outer) = current.take() {
            lock(&SUSPENDED).push(outer);
        }
    }
    let real = match (unit, dir) {
        (DVMH_UNIT_STAR, Direction::Read) => 5,
        (DVMH_UNIT_STAR, Direction::Write) => 6,
        (n, _) => n,
    };
    let body = if internal.is_none() && !is_root() {
        Body::Idle
    } else {
        match (format, dir) {
            (None, Direction::Write) => Body::WriteRaw(Vec::new()),
            (None, Direction::Read) => Body::ReadRaw {
                data: Vec::new(),
                at: 0,
                stream: false,
            },
            (Some(None), Direction::Write) => Body::Write(RecordWriter::list_directed()),
            (Some(Some(t)), Direction::Write) => {
                Body::Write(RecordWriter::formatted(parsed_format(t)?))
            }
            (Some(None), Direction::Read) => Body::Read(RecordReader::list_directed()),
            (Some(Some(t)), Direction::Read) => {
                Body::Read(RecordReader::formatted(parsed_format(t)?))
            }
        }
    };
    *current = Some(Statement {
        unit,
        real,
        dir,
        flags,
        unformatted: format.is_none(),
        body,
        started: false,
        rec: None,
        pos: None,
        next_rec: 0,
        status: 0,
        shared: 0,
        internal,
        nested,
        nml_read: None,
        advance_no: false,
    });
    Ok(())
}

/// ADVANCE='NO' for the current statement (formatted, on an external unit).
pub fn non_advancing() -> RtResult<()> {
    with_statement(|st| {
        if st.unformatted || st.internal.is_some() || st.nml_read.is_some() {
            return Err(RtError::collective(
                "ADVANCE='NO' needs a formatted transfer on an external unit",
            ));
        }
        st.advance_no = true;
        if let Body::Read(r) = &mut st.body {
            r.non_advancing();
        }
        Ok(())
    })
}

/// The internal file of the statement just begun is a CHARACTER array whose elements, of
/// `record_len` bytes each, are its records (a READ goes on to the next element where a
/// format or list needs another record; a WRITE fills one element per record).
pub fn internal_records(record_len: usize) -> RtResult<()> {
    with_statement(|st| {
        match st.internal.as_mut() {
            Some(file) if record_len > 0 => file.record_len = record_len,
            Some(_) => {}
            None => {
                return Err(RtError::collective(
                    "records of an internal file on a statement without one",
                ))
            }
        }
        Ok(())
    })
}

/// `REC=` of the current statement.
pub fn set_rec(rec: i64) -> RtResult<()> {
    match lock(&STATEMENT).as_mut() {
        Some(st) => {
            st.rec = Some(rec);
            Ok(())
        }
        None => Err(RtError::collective(
            "dvmh_io_set_rec outside an I/O statement",
        )),
    }
}

/// `POS=` of the statement just begun (stream access).
pub fn set_pos(pos: i64) -> RtResult<()> {
    match lock(&STATEMENT).as_mut() {
        Some(st) => {
            st.pos = Some(pos);
            Ok(())
        }
        None => Err(RtError::collective(
            "dvmh_io_set_pos outside an I/O statement",
        )),
    }
}

/// Runs `f` with the current statement.
fn with_statement<R>(f: impl FnOnce(&mut Statement) -> RtResult<R>) -> RtResult<R> {
    let mut current = lock(&STATEMENT);
    let Some(st) = current.as_mut() else {
        return Err(RtError::collective(
            "an I/O item outside an I/O statement (dvmh_io_begin missing)",
        ));
    };
    f(st)
}

impl Statement {
    /// Records a condition met on rank 0: an error that stops the job unless the program
    /// handles it.
    fn condition(&mut self, e: Failure) -> RtResult<()> {
        if !handled(e.code, self.flags) {
            return Err(unhandled(self.unit, &e.render()));
        }
        outcome::failed(e.code, &e.render());
        self.status = e.code;
        self.body = Body::Idle;
        Ok(())
    }

    /// Rank 0: the checks and preparations that need the unit, once.
    fn start(&mut self) -> RtResult<()> {
        if self.started || matches!(self.body, Body::Idle) {
            return Ok(());
        }
        if self.internal.is_some() {
            self.started = true;
            return Ok(());
        }
        self.started = true;
        let (dir, unformatted, rec, pos) = (self.dir, self.unformatted, self.rec, self.pos);
        let mut next_rec = 0;
        let mut stream = false;
        let mut resume = None;
        let result = units::with_unit(self.real, |u| {
            prepare(u, dir, unformatted, rec)?;
            if let Some(p) = pos {
                position_stream(u, p)?;
            }
            match dir {
                Direction::Read if !unformatted && pos.is_none() => resume = u.partial_read.take(),
                _ => u.partial_read = None,
            }
            stream = u.access == Access::Stream;
            if u.access == Access::Direct {
                next_rec = rec.unwrap_or(1).max(1) as u64;
            }
            if dir == Direction::Read && unformatted {
                return read_record(u, rec).map(Some);
            }
            Ok(None)
        });
        self.next_rec = next_rec;
        if let (Some((record, pos)), Body::Read(reader)) = (resume, &mut self.body) {
            reader.resume(record, pos);
        }
        match result {
            Ok(Some(data)) => {
                self.body = Body::ReadRaw {
                    data,
                    at: 0,
                    stream,
                };
                Ok(())
            }
            Ok(None) => Ok(()),
            Err(e) => self.condition(e),
        }
    }
}

/// Checks that the unit allows the statement and positions a direct-access unit.
fn prepare(
    u: &mut Unit,
    dir: Direction,
    unformatted: bool,
    rec: Option<i64>,
) -> Result<(), Failure> {
    let conflict = |m: &str| Err(Failure::new(codes::OPTION_CONFLICT, m));
    match dir {
        Direction::Read if !u.can_read => {
            return Err(Failure::new(
                codes::BAD_ACTION,
                "Cannot read from file opened for WRITE",
            ));
        }
        Direction::Write if !u.can_write => {
            return Err(Failure::new(
                codes::BAD_ACTION,
                "Cannot write to file opened for READ",
            ));
        }
        _ => {}
    }
    if unformatted && u.formatted {
        return conflict("Unformatted data transfer on FORMATTED unit");
    }
    if !unformatted && !u.formatted {
        return conflict("Format present for UNFORMATTED data transfer");
    }
    match (u.access, rec) {
        (Access::Direct, None) => {
            return conflict("Direct access data transfer requires record number")
        }
        (Access::Direct, Some(r)) if r < 1 => {
            return Err(Failure::new(
                codes::BAD_OPTION,
                "Record number must be positive",
            ))
        }
        (Access::Sequential | Access::Stream, Some(_)) => {
            return conflict("Record number not allowed for sequential access data transfer")
        }
        _ => {}
    }
    if dir == Direction::Read && u.access == Access::Sequential && u.after_eof {
        return conflict(
            "Sequential READ or WRITE not allowed after EOF marker, possibly use REWIND or BACKSPACE",
        );
    }
    if let Some(r) = rec {
        let offset = (r as u64 - 1) * u.recl;
        if dir == Direction::Read && offset >= u.file_len() {
            return Err(Failure::new(
                codes::BAD_OPTION,
                "Non-existing record number",
            ));
        }
        u.seek(offset).map_err(|e| transfer_failure(&e))?;
    }
    Ok(())
}

/// POS=: moves a stream-access unit to file position `pos` (from 1), ending the record a
/// non-advancing statement left open first (the messages are libgfortran's).
fn position_stream(u: &mut Unit, pos: i64) -> Result<(), Failure> {
    if u.access != Access::Stream {
        return Err(Failure::new(
            codes::BAD_OPTION,
            "POS=specifier not allowed, Try OPEN with ACCESS='stream'",
        ));
    }
    if pos < 1 {
        return Err(Failure::new(
            codes::BAD_OPTION,
            "POS=specifier must be positive",
        ));
    }
    u.end_partial_records()?;
    u.seek(pos as u64 - 1).map_err(|e| transfer_failure(&e))
}

/// Reads one unformatted record: the whole direct-access record, or a sequential record between
/// its 4-byte length markers.
fn read_record(u: &mut Unit, rec: Option<i64>) -> Result<Vec<u8>, Failure> {
    let os = |e: std::io::Error| transfer_failure(&e);
    if rec.is_some() {
        let mut data = vec![0u8; u.recl as usize];
        u.read_raw(&mut data).map_err(os)?;
        return Ok(data);
    }
    if u.access == Access::Stream {
        // No records: the items take what they need from the rest of the file, and the
        // statement's end moves the position past it (`finish`).
        let start = u.position();
        let mut data = vec![0u8; u.file_len().saturating_sub(start) as usize];
        let n = u.read_raw(&mut data).map_err(os)?;
        data.truncate(n);
        u.seek(start).map_err(os)?;
        if data.is_empty() {
            return Err(Failure::end_of_file());
        }
        return Ok(data);
    }
    let corrupt = || {
        Failure::new(
            codes::CORRUPT_FILE,
            "Unformatted file structure has been corrupted",
        )
    };
    let mut marker = [0u8; 4];
    let n = u.read_raw(&mut marker).map_err(os)?;
    if n == 0 {
        u.after_eof = true;
        return Err(Failure::end_of_file());
    }
    if n < 4 {
        return Err(corrupt());
    }
    let len = i32::from_le_bytes(marker).unsigned_abs() as usize;
    let mut data = vec![0u8; len];
    if u.read_raw(&mut data).map_err(os)? < len || u.read_raw(&mut marker).map_err(os)? < 4 {
        return Err(corrupt());
    }
    Ok(data)
}

/// The records of a formatted input statement, from its unit.
struct UnitSource<'a> {
    unit: &'a mut Unit,
    next_rec: &'a mut u64,
}

impl RecordSource for UnitSource<'_> {
    fn next_record(&mut self, buf: &mut Vec<u8>) -> Result<bool, Failure> {
        let u = &mut *self.unit;
        if u.access == Access::Direct {
            let offset = (*self.next_rec - 1) * u.recl;
            if offset >= u.file_len() {
                return Err(Failure::new(
                    codes::BAD_OPTION,
                    "Non-existing record number",
                ));
            }
            u.seek(offset).map_err(|e| transfer_failure(&e))?;
            buf.resize(u.recl as usize, b' ');
            let n = u.read_raw(buf).map_err(|e| transfer_failure(&e))?;
            buf[n..].fill(b' ');
            *self.next_rec += 1;
            return Ok(true);
        }
        let got = u.read_line(buf).map_err(|e| transfer_failure(&e))?;
        if !got {
            u.after_eof = true;
        }
        Ok(got)
    }
}

/// The storage bytes of an output item, for unformatted transfers.
fn item_bytes(item: Item<'_>, out: &mut Vec<u8>) {
    match item {
        Item::Int { value, kind } => {
            out.extend_from_slice(&value.to_le_bytes()[..usize::from(kind.clamp(1, 8))]);
        }
        Item::Real4(x) => out.extend_from_slice(&x.to_le_bytes()),
        Item::Real8(x) => out.extend_from_slice(&x.to_le_bytes()),
        Item::Complex4(a, b) => {
            out.extend_from_slice(&a.to_le_bytes());
            out.extend_from_slice(&b.to_le_bytes());
        }
        Item::Complex8(a, b) => {
            out.extend_from_slice(&a.to_le_bytes());
            out.extend_from_slice(&b.to_le_bytes());
        }
        Item::Logical(b) => out.extend_from_slice(&i32::from(b).to_le_bytes()),
        Item::Char(bytes) => out.extend_from_slice(bytes),
    }
}

/// Rank 0: writes what a failed formatted statement completed, then records the condition.
fn write_failed(st: &mut Statement, completed: Vec<u8>, e: Failure) -> RtResult<()> {
    let _ = units::with_unit(st.real, |u| {
        u.write_bytes(&completed).map_err(|e| transfer_failure(&e))
    });
    st.condition(e)
}

fn output_failure(e: dvmh_fortran_io::IoError) -> Failure {
    Failure {
        code: codes::FORMAT,
        message: e.message,
        excerpt: None,
    }
}

/// Adds one output item.
pub fn push(item: Item<'_>) -> RtResult<()> {
    with_statement(|st| {
        st.start()?;
        match &mut st.body {
            Body::Write(w) => {
                if let Err(e) = w.item(item) {
                    let done = w.completed_output().to_vec();
                    write_failed(st, done, output_failure(e))?;
                }
            }
            Body::WriteRaw(buf) => item_bytes(item, buf),
            Body::Namelist(w) => w.item(item),
            Body::Idle => {}
            Body::Read(_) | Body::ReadRaw { .. } => return Err(output_in_read()),
        }
        Ok(())
    })
}

/// Turns the current list-directed statement into a NAMELIST one for group `group`.
pub fn namelist(group: &str) -> RtResult<()> {
    with_statement(|st| {
        if st.dir == Direction::Read {
            st.nml_read = Some((group.to_ascii_lowercase(), Vec::new()));
            return Ok(());
        }
        match &st.body {
            Body::Write(_) => st.body = Body::Namelist(NamelistWriter::new(group)),
            Body::Idle => {}
            _ => {
                return Err(RtError::collective(
                    "dvmh_io_namelist: not a list-directed output statement",
                ))
            }
        }
        Ok(())
    })
}

/// Adds an object to the current NAMELIST input statement.
pub fn namelist_input_object(object: NmlObject) -> RtResult<()> {
    with_statement(|st| match &mut st.nml_read {
        Some((_, objects)) => {
            objects.push(object);
            Ok(())
        }
        None => Err(RtError::collective(
            "dvmh_io_nml_var outside a NAMELIST input statement",
        )),
    })
}

/// Rank 0 (or any process for an internal file): reads the group into the objects.
fn read_group(st: &mut Statement) -> Result<(), Failure> {
    let Some((group, objects)) = &st.nml_read else {
        return Ok(());
    };
    let mut vars: Vec<NmlVar<'_>> = objects
        .iter()
        .map(|o| NmlVar {
            name: o.name.to_ascii_lowercase(),
            kind: o.kind,
            elem_size: o.elem_size,
            dims: o.dims.clone(),
            // SAFETY: the compiler passes the variables of the program, live for the statement.
            data: unsafe { std::slice::from_raw_parts_mut(o.addr as *mut u8, o.bytes) },
        })
        .collect();
    if let Some(file) = st.internal.as_mut() {
        return read_namelist(group, &mut InternalSource { file }, &mut vars);
    }
    let (dir, rec) = (st.dir, st.rec);
    let next_rec = &mut st.next_rec;
    units::with_unit(st.real, |u| {
        prepare(u, dir, false, rec)?;
        let mut src = UnitSource { unit: u, next_rec };
        read_namelist(group, &mut src, &mut vars)
    })
}

/// The end of a NAMELIST input statement: rank 0 reads, every process gets the values (the
/// owners get a distributed array's elements).
fn end_namelist_input(mut st: Statement) -> RtResult<i32> {
    let internal = st.internal.is_some();
    if (is_root() || internal) && st.status == 0 {
        if let Err(e) = read_group(&mut st) {
            st.condition(e)?;
        }
    }
    if !internal {
        st.status = share_status(st.status)?;
        // Even after an error: the values assigned before it, as on rank 0.
        if let Some((_, objects)) = &mut st.nml_read {
            for o in objects {
                if let Some((handle, whole)) = &o.dist {
                    let rt = crate::state::get()?;
                    // SAFETY: the compiler passes a live array handle, as to every I/O call.
                    let handle = *handle as *mut crate::abi::types::DvmhArray;
                    let array = unsafe { ArrayObject::from_handle(handle, "NAMELIST input") }?;
                    let whole = is_root().then_some(whole.as_slice());
                    exchange::scatter_from_root(rt, array, whole)?;
                    continue;
                }
                // SAFETY: as in `read_group`.
                let data = unsafe { std::slice::from_raw_parts_mut(o.addr as *mut u8, o.bytes) };
                share(data)?;
            }
        }
    }
    Ok(if st.flags == 0 { 0 } else { st.status })
}

/// Starts the next object of the current NAMELIST output statement.
pub fn namelist_object(name: &str) -> RtResult<()> {
    with_statement(|st| {
        if let Body::Namelist(w) = &mut st.body {
            w.object(name);
        }
        Ok(())
    })
}

/// An output item arrives in a READ statement.
fn output_in_read() -> RtError {
    RtError::collective("an output item in a READ statement")
}

/// The item for one element of type `ty` in native byte order (`b` has its size).
fn element_item(ty: ElemType, b: &[u8]) -> Option<Item<'_>> {
    let int = |value: i64, kind: u8| Some(Item::Int { value, kind });
    match ty {
        ElemType::I8 => int(i8::from_ne_bytes([b[0]]).into(), 1),
        ElemType::I16 => int(i16::from_ne_bytes([b[0], b[1]]).into(), 2),
        ElemType::I32 => int(i32::from_ne_bytes(b.try_into().ok()?).into(), 4),
        ElemType::I64 => int(i64::from_ne_bytes(b.try_into().ok()?), 8),
        ElemType::F32 => Some(Item::Real4(f32::from_ne_bytes(b.try_into().ok()?))),
        ElemType::F64 => Some(Item::Real8(f64::from_ne_bytes(b.try_into().ok()?))),
        ElemType::L8 | ElemType::L16 | ElemType::L32 | ElemType::L64 => {
            Some(Item::Logical(b.iter().any(|&x| x != 0)))
        }
        ElemType::C32 => Some(Item::Complex4(
            f32::from_ne_bytes(b.get(..4)?.try_into().ok()?),
            f32::from_ne_bytes(b.get(4..8)?.try_into().ok()?),
        )),
        ElemType::C64 => Some(Item::Complex8(
            f64::from_ne_bytes(b.get(..8)?.try_into().ok()?),
            f64::from_ne_bytes(b.get(8..16)?.try_into().ok()?),
        )),
        ElemType::Char(_) => Some(Item::Char(b)),
        // Never a Fortran I/O item (C's `long double` types are C's only).
        ElemType::None | ElemType::F80 | ElemType::C80 => None,
    }
}

/// Adds the elements of type `ty` stored contiguously in `bytes`, in order.
pub fn push_elements(bytes: &[u8], ty: ElemType) -> RtResult<()> {
    let size = ty.size();
    if size == 0 {
        return Ok(());
    }
    with_statement(|st| {
        st.start()?;
        match &mut st.body {
            Body::WriteRaw(buf) => buf.extend_from_slice(bytes),
            Body::Namelist(w) => {
                for chunk in bytes.chunks_exact(size) {
                    if let Some(item) = element_item(ty, chunk) {
                        w.item(item);
                    }
                }
            }
            Body::Write(w) => {
                for chunk in bytes.chunks_exact(size) {
                    if let Some(item) = element_item(ty, chunk) {
                        if let Err(e) = w.item(item) {
                            let done = w.completed_output().to_vec();
                            return write_failed(st, done, output_failure(e));
                        }
                    }
                }
            }
            Body::Idle => {}
            Body::Read(_) | Body::ReadRaw { .. } => return Err(output_in_read()),
        }
        Ok(())
    })
}

/// Adds a whole distributed array (gathered to rank 0; collective).
pub fn push_dist_array(rt: &Runtime, array: &ArrayObject) -> RtResult<()> {
    with_statement(|_| Ok(()))?;
    let ty = array.state.ty;
    if ty == ElemType::None {
        return Err(RtError::collective(format!(
            "output of {}: a template has no elements",
            array.state.name
        )));
    }
    if let Some(whole) = exchange::gather_to_root(rt, array)? {
        push_elements(&whole, ty)?;
    }
    Ok(())
}

/// The target for elements of type `ty`.
fn target_of(ty: ElemType) -> Target {
    match ty {
        ElemType::I8 => Target::Int { kind: 1 },
        ElemType::I16 => Target::Int { kind: 2 },
        ElemType::I32 => Target::Int { kind: 4 },
        ElemType::I64 | ElemType::None => Target::Int { kind: 8 },
        ElemType::F32 => Target::Real4,
        ElemType::F64 | ElemType::F80 => Target::Real8,
        ElemType::L8 | ElemType::L16 | ElemType::L32 | ElemType::L64 => Target::Logical,
        ElemType::C32 => Target::Complex4,
        ElemType::C64 | ElemType::C80 => Target::Complex8,
        ElemType::Char(n) => Target::Char { len: n as usize },
    }
}

/// Stores `value` into the variable's bytes `dest` (native byte order).
fn store(value: Value, dest: &mut [u8]) {
    let bytes: Vec<u8> = match value {
        Value::Int(v) => v.to_ne_bytes()[..dest.len().min(8)].to_vec(),
        Value::Real4(x) => x.to_ne_bytes().to_vec(),
        Value::Real8(x) => x.to_ne_bytes().to_vec(),
        Value::Logical(b) => i64::from(b).to_ne_bytes()[..dest.len().min(8)].to_vec(),
        Value::Char(c) => c,
        Value::Complex(parts) => {
            let half = dest.len() / 2;
            let (re, im) = dest.split_at_mut(half);
            store(parts.0, re);
            store(parts.1, im);
            return;
        }
    };
    let n = bytes.len().min(dest.len());
    dest[..n].copy_from_slice(&bytes[..n]);
}

/// Rank 0: reads items of `target` into consecutive `size`-byte slots of `dest`.
fn read_into(st: &mut Statement, target: Target, size: usize, dest: &mut [u8]) -> RtResult<()> {
    st.start()?;
    for slot in dest.chunks_exact_mut(size) {
        let result = match &mut st.body {
            Body::Idle => return Ok(()),
            Body::Read(reader) => match st.internal.as_mut() {
                Some(file) => reader.item(target, &mut InternalSource { file }),
                None => {
                    let next_rec = &mut st.next_rec;
                    units::with_unit(st.real, |u| {
                        let mut src = UnitSource { unit: u, next_rec };
                        reader.item(target, &mut src)
                    })
                }
            },
            Body::ReadRaw { data, at, stream } => {
                if *at + size > data.len() && *stream {
                    Err(Failure::end_of_file())
                } else if *at + size > data.len() {
                    Err(Failure::new(
                        codes::SHORT_RECORD,
                        "I/O past end of record on unformatted file",
                    ))
                } else {
                    slot.copy_from_slice(&data[*at..*at + size]);
                    *at += size;
                    Ok(None)
                }
            }
            Body::Write(_) | Body::WriteRaw(_) | Body::Namelist(_) => {
                return Err(RtError::collective("an input item in a WRITE statement"))
            }
        };
        match result {
            Ok(Some(value)) => store(value, slot),
            Ok(None) => {}
            Err(e) => return st.condition(e),
        }
        if let (Body::Read(reader), true) = (&st.body, st.advance_no) {
            outcome::set_size(reader.transferred() as i64);
            if reader.end_of_record() {
                return st.condition(Failure::new(codes::EOR, "End of record"));
            }
        }
    }
    Ok(())
}

/// Reads `dest.len() / size` items of `target` into `dest` on rank 0 and gives every process the
/// result and the status.
fn read_shared(target: Target, size: usize, dest: &mut [u8]) -> RtResult<()> {
    with_statement(|st| {
        if st.shared != 0 || size == 0 {
            return Ok(());
        }
        if st.internal.is_some() {
            if st.status == 0 {
                read_into(st, target, size, dest)?;
            }
            st.shared = st.status;
            return Ok(());
        }
        if is_root() && st.status == 0 {
            read_into(st, target, size, dest)?;
        }
        let mut buf = Vec::with_capacity(4 + dest.len());
        buf.extend_from_slice(&st.status.to_le_bytes());
        buf.extend_from_slice(dest);
        share(&mut buf)?;
        let status = i32::from_le_bytes([buf[0], buf[1], buf[2], buf[3]]);
        dest.copy_from_slice(&buf[4..]);
        st.status = status;
        st.shared = status;
        Ok(())
    })
}

/// One scalar input item: a variable of `target` whose storage is `dest`.
pub fn read_scalar(target: Target, dest: &mut [u8]) -> RtResult<()> {
    let size = dest.len();
    read_shared(target, size, dest)
}

/// Input of the `dest.len() / ty.size()` elements of a local array.
pub fn read_elements(ty: ElemType, dest: &mut [u8]) -> RtResult<()> {
    read_shared(target_of(ty), ty.size(), dest)
}

/// Input of a whole distributed array: rank 0 reads it in column-major order, then every process
/// stores its part (collective).
pub fn read_dist_array(rt: &Runtime, array: &mut ArrayObject) -> RtResult<()> {
    let ty = array.state.ty;
    if ty == ElemType::None {
        return Err(RtError::collective(format!(
            "input of {}: a template has no elements",
            array.state.name
        )));
    }
    with_statement(|st| {
        if st.shared != 0 {
            return Ok(());
        }
        // Elements a failed statement does not reach keep their values: rank 0 starts from the
        // array's current contents.
        let mut whole = exchange::gather_to_root(rt, array)?;
        if let Some(data) = whole.as_mut() {
            if st.status == 0 {
                read_into(st, target_of(ty), ty.size(), data)?;
            }
        }
        let status = share_status(st.status)?;
        st.status = status;
        st.shared = status;
        if status == 0 {
            exchange::scatter_from_root(rt, array, whole.as_deref())?;
        }
        Ok(())
    })
}

/// Completes the statement and returns its IOSTAT (the same on every process).
pub fn end() -> RtResult<i32> {
    let statement = lock(&STATEMENT).take();
    let Some(mut st) = statement else {
        return Err(RtError::collective("dvmh_io_end without dvmh_io_begin"));
    };
    if st.nested {
        *lock(&STATEMENT) = lock(&SUSPENDED).pop();
    }
    if st.nml_read.is_some() {
        return end_namelist_input(st);
    }
    if (is_root() || st.internal.is_some()) && st.status == 0 {
        st.start()?;
        let body = std::mem::replace(&mut st.body, Body::Idle);
        let result = finish(&mut st, body);
        if let Err(e) = result {
            st.condition(e)?;
        }
    }
    if st.internal.is_none() && st.flags != 0 && st.shared == 0 {
        st.status = share_status(st.status)?;
    }
    if st.flags == 0 {
        return Ok(0);
    }
    Ok(st.status)
}

/// Rank 0: the end of a statement that has not failed.
fn finish(st: &mut Statement, body: Body) -> Result<(), Failure> {
    if let Some(file) = st.internal.as_mut() {
        return finish_internal(file, body);
    }
    let next_rec = &mut st.next_rec;
    match body {
        Body::ReadRaw { at, .. } => units::with_unit(st.real, |u| {
            if u.access == Access::Stream {
                let end = u.position() + at as u64;
                u.seek(end).map_err(|e| transfer_failure(&e))?;
            }
            Ok(())
        }),
        Body::Idle => Ok(()),
        Body::Read(reader) if st.advance_no => units::with_unit(st.real, |u| {
            outcome::set_size(reader.transferred() as i64);
            let mut src = UnitSource { unit: u, next_rec };
            keep_record(reader, &mut src)
        }),
        Body::Read(reader) => units::with_unit(st.real, |u| {
            let mut src = UnitSource { unit: u, next_rec };
            reader.finish(&mut src)
        }),
        Body::Write(writer) => {
            let completed = writer.completed_output().to_vec();
            let finished = if st.advance_no {
                writer.finish_non_advancing()
            } else {
                writer.finish()
            };
            let bytes = match finished {
                Ok(b) => b,
                Err(e) => {
                    let _ = units::with_unit(st.real, |u| {
                        u.write_bytes(&completed).map_err(|e| transfer_failure(&e))
                    });
                    return Err(output_failure(e));
                }
            };
            if st.real == 0 {
                let _ = units::flush_unit(6);
            }
            let advance_no = st.advance_no;
            units::with_unit(st.real, |u| {
                let bytes = match (advance_no, bytes.strip_suffix(b"\n")) {
                    (true, Some(open)) => open,
                    _ => &bytes[..],
                };
                u.partial_write = advance_no;
                write_formatted(u, bytes)
            })
        }
        Body::WriteRaw(data) => units::with_unit(st.real, |u| write_unformatted(u, &data)),
        Body::Namelist(w) => {
            let bytes = w.finish();
            units::with_unit(st.real, |u| write_formatted(u, &bytes))
        }
    }
}

/// The end of a non-advancing READ: the unit keeps the record it stays in.
fn keep_record(reader: RecordReader, src: &mut UnitSource<'_>) -> Result<(), Failure> {
    let kept = reader.keep(src)?;
    src.unit.partial_read = kept;
    Ok(())
}

/// The end of a statement on an internal file: a WRITE fills each record of the variable with
/// one of its records, blank-padded (a record longer than the file's, or more records than the
/// file has, is "End of record"; the records after the last written are left as they are).
fn finish_internal(file: &mut InternalFile, body: Body) -> Result<(), Failure> {
    match body {
        Body::Read(reader) => reader.finish(&mut InternalSource { file }),
        Body::Write(writer) => {
            let bytes = writer.finish().map_err(output_failure)?;
            let body = bytes.strip_suffix(b"\n").unwrap_or(&bytes);
            for (k, record) in body.split(|&b| b == b'\n').enumerate() {
                if k >= file.records() {
                    return Err(Failure::new(codes::EOR, "End of record"));
                }
                // SAFETY: see `InternalFile::bytes`.
                let dest = unsafe { file.record(k) };
                let n = record.len().min(dest.len());
                dest[..n].copy_from_slice(&record[..n]);
                dest[n..].fill(b' ');
                if record.len() > dest.len() {
                    return Err(Failure::new(codes::EOR, "End of record"));
                }
            }
            Ok(())
        }
        Body::Namelist(w) => {
            let bytes = w.finish();
            // SAFETY: see `InternalFile::bytes`.
            let dest = unsafe { file.bytes() };
            let n = bytes.len().min(dest.len());
            dest[..n].copy_from_slice(&bytes[..n]);
            dest[n..].fill(b' ');
            Ok(())
        }
        _ => Ok(()),
    }
}

fn write_formatted(u: &mut Unit, bytes: &[u8]) -> Result<(), Failure> {
    let os = |e: std::io::Error| transfer_failure(&e);
    if u.access == Access::Direct {
        let recl = u.recl as usize;
        let body = bytes.strip_suffix(b"\n").unwrap_or(bytes);
        for record in body.split(|&b| b == b'\n') {
            if record.len() > recl {
                return Err(Failure::new(codes::EOR, "End of record"));
            }
            let mut padded = record.to_vec();
            padded.resize(recl, b' ');
            u.write_bytes(&padded).map_err(os)?;
        }
        return Ok(());
    }
    u.write_bytes(bytes).map_err(os)?;
    u.truncate_after_write().map_err(os)
}

fn write_unformatted(u: &mut Unit, data: &[u8]) -> Result<(), Failure> {
    let os = |e: std::io::Error| transfer_failure(&e);
    if u.access == Access::Direct {
        let recl = u.recl as usize;
        if data.len() > recl {
            return Err(Failure::new(
                codes::SHORT_RECORD,
                "Write exceeds length of DIRECT access record",
            ));
        }
        let mut padded = data.to_vec();
        padded.resize(recl, 0);
        return u.write_bytes(&padded).map_err(os);
    }
    if u.access == Access::Stream {
        return u.write_bytes(data).map_err(os);
    }
    let Ok(len) = i32::try_from(data.len()) else {
        return Err(Failure::new(
            codes::OS,
            "unformatted records over 2 GiB are not supported",
        ));
    };
    let marker = len.to_le_bytes();
    u.write_bytes(&marker).map_err(os)?;
    u.write_bytes(data).map_err(os)?;
    u.write_bytes(&marker).map_err(os)?;
    u.truncate_after_write().map_err(os)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn items_outside_a_statement_are_program_errors() {
        let item = Item::Int { value: 1, kind: 4 };
        let errors = [
            push(item).expect_err("no statement is open"),
            set_rec(3).expect_err("no statement is open"),
            end().expect_err("no statement is open"),
        ];
        let texts: Vec<String> = errors.iter().map(RtError::to_string).collect();
        assert_eq!(
            texts,
            [
                "an I/O item outside an I/O statement (dvmh_io_begin missing)",
                "dvmh_io_set_rec outside an I/O statement",
                "dvmh_io_end without dvmh_io_begin",
            ]
        );
        assert!(errors
            .iter()
            .all(|e| e.scope() == crate::fault::Scope::Collective));
    }

    #[test]
    fn elements_become_items_of_their_kind() {
        assert_eq!(
            element_item(ElemType::I16, &(-3i16).to_ne_bytes()),
            Some(Item::Int { value: -3, kind: 2 })
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
    fn values_are_stored_in_the_variables_size() {
        let mut b = [0u8; 2];
        store(Value::Int(-2), &mut b);
        assert_eq!(i16::from_ne_bytes(b), -2);
        let mut c = [0u8; 3];
        store(Value::Char(b"abc".to_vec()), &mut c);
        assert_eq!(&c, b"abc");
    }
}

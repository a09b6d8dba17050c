//! The unit table: what each Fortran unit is connected to, kept by the process that does the file
//! work (rank 0, or any process before MPI starts).
//!
//! Units 5, 6 and 0 are preconnected to standard input, output and error; a unit used without
//! OPEN is connected to `fort.N` on first use, as gfortran does. Standard output is buffered and
//! flushed at the end of the program, before `STOP`, before blocking communication and before a
//! fatal error aborts the job; files are flushed at the same points. OPEN, CLOSE and positioning
//! follow libgfortran, including its IOSTAT codes and messages.

use std::collections::HashMap;
use std::ffi::CStr;
use std::fs::{File, OpenOptions};
use std::io::{self, BufRead, BufWriter, Write};
use std::os::unix::fs::OpenOptionsExt;
use std::sync::{Mutex, MutexGuard};

use dvmh_fortran_io::read::codes;
use dvmh_fortran_io::ReadError as Failure;

use super::file::FileIo;

const BUFFER: usize = 64 << 10;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    Sequential,
    Direct,
    Stream,
}

#[derive(Debug)]
enum Stream {
    Stdin,
    Stdout(BufWriter<io::Stdout>),
    Stderr,
    File(FileIo),
}

#[derive(Debug)]
pub struct Unit {
    pub name: String,
    stream: Stream,
    pub formatted: bool,
    pub access: Access,
    pub can_read: bool,
    pub can_write: bool,
    /// Record length (bytes) for direct access.
    pub recl: u64,
    pub scratch: bool,
    /// A READ met the end of the file (only REWIND or BACKSPACE clear it).
    pub after_eof: bool,
    /// What INQUIRE's POSITION= reports: as opened, `APPEND` after a sequential WRITE,
    /// `REWIND` after REWIND (as libgfortran keeps it).
    pub position: &'static str,
    /// The record a non-advancing READ stopped in, and the position there: the next READ
    /// continues it. Any other operation on the unit drops it.
    pub partial_read: Option<(Vec<u8>, usize)>,
    /// A non-advancing WRITE left its record open: the next WRITE continues it, and closing or
    /// positioning a file ends it with a newline (as libgfortran; standard output is left
    /// as it is at the end of the program).
    pub partial_write: bool,
}

/// What OPEN asked for (strings upper-cased, blanks trimmed; `None`: not given).
#[derive(Debug, Default)]
pub struct OpenSpec {
    pub file: Option<String>,
    pub status: Option<String>,
    pub access: Option<String>,
    pub form: Option<String>,
    pub action: Option<String>,
    pub position: Option<String>,
    pub recl: i64,
}

static UNITS: Mutex<Option<HashMap<i32, Unit>>> = Mutex::new(None);

pub fn lock() -> MutexGuard<'static, Option<HashMap<i32, Unit>>> {
    match UNITS.lock() {
        Ok(g) => g,
        Err(poisoned) => poisoned.into_inner(),
    }
}

/// The C library's text for `errno` (gfortran's messages use it).
fn strerror(code: i32) -> String {
    // SAFETY: strerror returns a valid NUL-terminated string for any code.
    unsafe { CStr::from_ptr(libc::strerror(code)) }
        .to_string_lossy()
        .into_owned()
}

/// An operating-system error: gfortran's IOSTAT is the `errno` value.
fn os_failure(e: &io::Error, what: impl FnOnce(&str) -> String) -> Failure {
    let code = e.raw_os_error().unwrap_or(codes::OS);
    let text = e.raw_os_error().map_or_else(|| e.to_string(), strerror);
    Failure::new(code, what(&text))
}

fn bad_option(message: &str) -> Failure {
    Failure::new(codes::BAD_OPTION, message)
}

impl Unit {
    fn preconnected(n: i32) -> Option<Unit> {
        let (name, stream, can_read) = match n {
            5 => ("stdin", Stream::Stdin, true),
            6 => (
                "stdout",
                Stream::Stdout(BufWriter::with_capacity(BUFFER, io::stdout())),
                false,
            ),
            0 => ("stderr", Stream::Stderr, false),
            _ => return None,
        };
        Some(Unit {
            name: name.to_string(),
            stream,
            formatted: true,
            access: Access::Sequential,
            can_read,
            can_write: !can_read,
            recl: 0,
            scratch: false,
            after_eof: false,
            position: if n == 5 { "ASIS" } else { "UNSPECIFIED" },
            partial_read: None,
            partial_write: false,
        })
    }

    pub fn flush(&mut self) -> io::Result<()> {
        match &mut self.stream {
            Stream::Stdout(out) => out.flush(),
            Stream::File(f) => f.flush(),
            Stream::Stdin | Stream::Stderr => Ok(()),
        }
    }

    fn file(&mut self) -> Option<&mut FileIo> {
        match &mut self.stream {
            Stream::File(f) => Some(f),
            _ => None,
        }
    }

    /// Writes bytes at the current position.
    pub fn write_bytes(&mut self, bytes: &[u8]) -> io::Result<()> {
        match &mut self.stream {
            Stream::Stdout(out) => out.write_all(bytes),
            Stream::Stderr => io::stderr().write_all(bytes),
            Stream::File(f) => f.write(bytes),
            Stream::Stdin => Err(io::Error::other("standard input cannot be written")),
        }
    }

    /// After a sequential WRITE the written record is the last one, as in gfortran.
    pub fn truncate_after_write(&mut self) -> io::Result<()> {
        if self.access == Access::Sequential {
            self.position = "APPEND";
            if let Some(f) = self.file() {
                if f.pos() < f.len() {
                    f.truncate()?;
                }
            }
        }
        Ok(())
    }

    /// The next formatted record; `false` at the end of the file.
    pub fn read_line(&mut self, buf: &mut Vec<u8>) -> io::Result<bool> {
        match &mut self.stream {
            Stream::Stdin => {
                let n = io::stdin().lock().read_until(b'\n', buf)?;
                if buf.last() == Some(&b'\n') {
                    buf.pop();
                }
                Ok(n > 0)
            }
            Stream::File(f) => f.read_line(buf),
            _ => Err(io::Error::other("cannot read from this unit")),
        }
    }

    /// Reads up to `out.len()` bytes; returns how many.
    pub fn read_raw(&mut self, out: &mut [u8]) -> io::Result<usize> {
        match &mut self.stream {
            Stream::File(f) => f.read(out),
            Stream::Stdin => {
                let mut got = 0;
                let mut lock = io::stdin().lock();
                while got < out.len() {
                    let buf = lock.fill_buf()?;
                    if buf.is_empty() {
                        break;
                    }
                    let n = buf.len().min(out.len() - got);
                    out[got..got + n].copy_from_slice(&buf[..n]);
                    lock.consume(n);
                    got += n;
                }
                Ok(got)
            }
            _ => Err(io::Error::other("cannot read from this unit")),
        }
    }

    /// Moves to byte `pos` (files only; other streams ignore it).
    pub fn seek(&mut self, pos: u64) -> io::Result<()> {
        match self.file() {
            Some(f) => f.seek(pos),
            None => Ok(()),
        }
    }

    /// The byte position in the file (0 for other streams).
    pub fn position(&self) -> u64 {
        match &self.stream {
            Stream::File(f) => f.pos(),
            _ => 0,
        }
    }

    pub fn file_len(&self) -> u64 {
        match &self.stream {
            Stream::File(f) => f.len(),
            _ => 0,
        }
    }

    /// Ends the record a non-advancing WRITE left open (files only) and forgets the one a
    /// non-advancing READ stopped in: before positioning and closing.
    pub fn end_partial_records(&mut self) -> Result<(), Failure> {
        self.partial_read = None;
        if std::mem::take(&mut self.partial_write) && matches!(self.stream, Stream::File(_)) {
            self.write_bytes(b"\n")
                .map_err(|e| os_failure(&e, str::to_string))?;
        }
        Ok(())
    }

    pub fn rewind(&mut self) -> Result<(), Failure> {
        self.end_partial_records()?;
        self.after_eof = false;
        self.position = "REWIND";
        self.seek(0).map_err(|e| os_failure(&e, str::to_string))
    }

    pub fn endfile(&mut self) -> Result<(), Failure> {
        self.end_partial_records()?;
        self.position = "APPEND";
        if let Some(f) = self.file() {
            f.truncate().map_err(|e| os_failure(&e, str::to_string))?;
        }
        Ok(())
    }

    /// BACKSPACE: back to the start of the record before the position.
    pub fn backspace(&mut self) -> Result<(), Failure> {
        self.end_partial_records()?;
        if std::mem::take(&mut self.after_eof) {
            return Ok(());
        }
        if self.access == Access::Direct {
            return Err(Failure::new(
                codes::OPTION_CONFLICT,
                "Cannot BACKSPACE a file opened for DIRECT access",
            ));
        }
        let formatted = self.formatted;
        let Some(f) = self.file() else {
            return Ok(());
        };
        let os = |e: io::Error| os_failure(&e, str::to_string);
        let pos = f.pos();
        if pos == 0 {
            return Ok(());
        }
        let target = if formatted {
            // Skip the newline ending the previous record, then find the one before it.
            let mut end = pos - 1;
            loop {
                if end == 0 {
                    break 0;
                }
                let chunk = f.read_before(end, 4096).map_err(os)?;
                if let Some(i) = chunk.iter().rposition(|&b| b == b'\n') {
                    break end - chunk.len() as u64 + i as u64 + 1;
                }
                end -= chunk.len() as u64;
            }
        } else {
            let marker = f.read_before(pos, 4).map_err(os)?;
            let len = i32::from_le_bytes([marker[0], marker[1], marker[2], marker[3]]);
            pos.saturating_sub(u64::from(len.unsigned_abs()) + 8)
        };
        f.seek(target).map_err(os)
    }
}

/// Runs `f` on unit `n`, connecting it first when needed (`fort.N`).
pub fn with_unit<R>(n: i32, f: impl FnOnce(&mut Unit) -> Result<R, Failure>) -> Result<R, Failure> {
    let mut guard = lock();
    let table = guard.get_or_insert_with(HashMap::new);
    let unit = match table.entry(n) {
        std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
        std::collections::hash_map::Entry::Vacant(slot) => {
            let unit = match Unit::preconnected(n) {
                Some(u) => u,
                None if n < 0 => {
                    return Err(Failure::new(
                        codes::BAD_UNIT,
                        format!("Bad unit number {n}"),
                    ));
                }
                None => connect(n, &OpenSpec::default())?,
            };
            slot.insert(unit)
        }
    };
    f(unit)
}

/// Runs `f` on unit `n` if it is connected (`None` if not), without connecting it: REWIND,
/// BACKSPACE and FLUSH of an unconnected unit open no `fort.N`, as in gfortran.
pub fn with_open_unit<R>(
    n: i32,
    f: impl FnOnce(&mut Unit) -> Result<R, Failure>,
) -> Option<Result<R, Failure>> {
    let mut guard = lock();
    let table = guard.get_or_insert_with(HashMap::new);
    let unit = match table.entry(n) {
        std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
        std::collections::hash_map::Entry::Vacant(slot) => slot.insert(Unit::preconnected(n)?),
    };
    Some(f(unit))
}

/// Runs `f` on unit `n` if it is connected (the standard units always are), without
/// connecting it: INQUIRE must not open `fort.N`.
pub fn with_connected<R>(n: i32, f: impl FnOnce(&Unit) -> R) -> Option<R> {
    let mut guard = lock();
    let table = guard.get_or_insert_with(HashMap::new);
    if let Some(u) = table.get(&n) {
        return Some(f(u));
    }
    Unit::preconnected(n).map(|u| f(&u))
}

/// The unit connected to the file `name`, if any (the same file: names compared after
/// resolving them, as libgfortran compares the files themselves).
pub fn unit_of_file(name: &str) -> Option<i32> {
    let guard = lock();
    let table = guard.as_ref()?;
    let wanted = std::fs::canonicalize(name).ok();
    table
        .iter()
        .filter(|(_, u)| matches!(u.stream, Stream::File(_)) && !u.scratch)
        .find(|(_, u)| {
            u.name == name
                || wanted
                    .as_ref()
                    .is_some_and(|w| std::fs::canonicalize(&u.name).ok().as_ref() == Some(w))
        })
        .map(|(&n, _)| n)
}

impl Unit {
    /// Whether the unit is one of the standard streams.
    pub fn is_standard(&self) -> bool {
        !matches!(self.stream, Stream::File(_))
    }
}

/// A unique scratch file, already unlinked (deleted when closed, whatever happens).
fn scratch_file() -> io::Result<(String, File)> {
    let dir = std::env::temp_dir();
    let pid = std::process::id();
    for k in 0..1000u32 {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let path = dir.join(format!("dvmhtmp{pid}_{nanos:x}_{k}"));
        match OpenOptions::new()
            .read(true)
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(f) => {
                let _ = std::fs::remove_file(&path);
                return Ok((path.to_string_lossy().into_owned(), f));
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::other("no scratch file name available"))
}

/// A new connection of unit `n` as `spec` asks.
fn connect(n: i32, spec: &OpenSpec) -> Result<Unit, Failure> {
    let status = spec.status.as_deref().unwrap_or("UNKNOWN");
    if !matches!(status, "OLD" | "NEW" | "SCRATCH" | "REPLACE" | "UNKNOWN") {
        return Err(bad_option("Bad STATUS parameter in OPEN statement"));
    }
    let access = match spec.access.as_deref().unwrap_or("SEQUENTIAL") {
        "SEQUENTIAL" => Access::Sequential,
        "DIRECT" => Access::Direct,
        "STREAM" => Access::Stream,
        _ => return Err(bad_option("Bad ACCESS parameter in OPEN statement")),
    };
    let formatted = match spec.form.as_deref() {
        None => access == Access::Sequential,
        Some("FORMATTED") => true,
        Some("UNFORMATTED") => false,
        Some(_) => return Err(bad_option("Bad FORM parameter in OPEN statement")),
    };
    let (read, write) = match spec.action.as_deref() {
        None | Some("READWRITE") => (true, true),
        Some("READ") => (true, false),
        Some("WRITE") => (false, true),
        Some(_) => return Err(bad_option("Bad ACTION parameter in OPEN statement")),
    };
    let (append, position) = match spec.position.as_deref() {
        None | Some("ASIS") => (false, "ASIS"),
        Some("REWIND") => (false, "REWIND"),
        Some("APPEND") => (true, "APPEND"),
        Some(_) => return Err(bad_option("Bad POSITION parameter in OPEN statement")),
    };
    if access == Access::Direct && spec.recl <= 0 {
        return Err(Failure::new(
            codes::MISSING_OPTION,
            "Missing RECL parameter in OPEN statement",
        ));
    }
    let scratch = status == "SCRATCH";
    if scratch && spec.file.is_some() {
        return Err(bad_option(
            "FILE parameter must not be present in OPEN statement",
        ));
    }
    let (name, file, can_read, can_write) = if scratch {
        let (name, file) = scratch_file()
            .map_err(|e| os_failure(&e, |t| format!("Cannot open scratch file: {t}")))?;
        (name, file, true, true)
    } else {
        let name = spec.file.clone().unwrap_or_else(|| format!("fort.{n}"));
        // The creation flags libgfortran gives open(2), whatever the access: REPLACE empties
        // the file and NEW creates it also for ACTION='READ'; UNKNOWN creates it only when
        // it will be written.
        let open = |r: bool, w: bool| {
            let mut o = OpenOptions::new();
            o.read(r).write(w);
            let create = match status {
                "NEW" => libc::O_CREAT | libc::O_EXCL,
                "REPLACE" => libc::O_CREAT | libc::O_TRUNC,
                "UNKNOWN" if w => libc::O_CREAT,
                _ => 0,
            };
            o.custom_flags(create).mode(0o666);
            o.open(&name)
        };
        let mut result = open(read, write).map(|f| (f, read, write));
        // Default ACTION: gfortran falls back to read-only, then write-only.
        if spec.action.is_none() {
            if let Err(e) = &result {
                if e.kind() == io::ErrorKind::PermissionDenied {
                    result = open(true, false)
                        .map(|f| (f, true, false))
                        .or_else(|_| open(false, true).map(|f| (f, false, true)));
                }
            }
        }
        let (file, r, w) =
            result.map_err(|e| os_failure(&e, |t| format!("Cannot open file '{name}': {t}")))?;
        (name, file, r, w)
    };
    let io = FileIo::new(file, append)
        .map_err(|e| os_failure(&e, |t| format!("Cannot open file '{name}': {t}")))?;
    Ok(Unit {
        name,
        stream: Stream::File(io),
        formatted,
        access,
        can_read,
        can_write,
        recl: spec.recl.max(0) as u64,
        scratch,
        after_eof: false,
        position,
        partial_read: None,
        partial_write: false,
    })
}

/// OPEN: connects unit `n`, or changes an existing connection to the same file.
pub fn open(n: i32, spec: &OpenSpec) -> Result<(), Failure> {
    if n < 0 && !super::new_units::is_taken(n) {
        return Err(Failure::new(
            codes::BAD_UNIT,
            format!("Bad unit number in OPEN statement: {n}"),
        ));
    }
    let mut guard = lock();
    let table = guard.get_or_insert_with(HashMap::new);
    if let Some(unit) = table.get_mut(&n) {
        let same = match &spec.file {
            None => spec.status.as_deref() != Some("SCRATCH"),
            Some(f) => *f == unit.name,
        };
        if same {
            if let Some(p) = spec.position.as_deref() {
                if p == "APPEND" {
                    unit.position = "APPEND";
                    let len = unit.file_len();
                    unit.seek(len).map_err(|e| os_failure(&e, str::to_string))?;
                } else if p == "REWIND" {
                    unit.rewind()?;
                }
            }
            return Ok(());
        }
        let _ = unit.end_partial_records();
        let _ = unit.flush();
        table.remove(&n);
    }
    let unit = connect(n, spec)?;
    table.insert(n, unit);
    Ok(())
}

/// CLOSE with `status` (`None`: KEEP, or DELETE for a scratch file).
pub fn close(n: i32, status: Option<&str>) -> Result<(), Failure> {
    if let Some(s) = status {
        if s != "KEEP" && s != "DELETE" {
            return Err(bad_option("Bad STATUS parameter in CLOSE statement"));
        }
    }
    if matches!(n, 0 | 5 | 6) {
        // The standard streams stay connected (flushed).
        return flush_unit(n);
    }
    let mut guard = lock();
    let table = guard.get_or_insert_with(HashMap::new);
    let Some(mut unit) = table.remove(&n) else {
        return Ok(());
    };
    let ended = unit.end_partial_records();
    let flushed = unit.flush();
    let result = if unit.scratch && status == Some("KEEP") {
        Err(bad_option("Can't KEEP a scratch file on CLOSE"))
    } else {
        Ok(())
    };
    if status == Some("DELETE") && !unit.scratch {
        if let Err(e) = std::fs::remove_file(&unit.name) {
            return Err(os_failure(&e, |t| {
                format!("Cannot delete file '{}': {t}", unit.name)
            }));
        }
    }
    ended?;
    flushed.map_err(|e| os_failure(&e, str::to_string))?;
    result
}

/// Flushes one unit (an unconnected unit is not an error).
pub fn flush_unit(n: i32) -> Result<(), Failure> {
    if let Some(unit) = lock().as_mut().and_then(|t| t.get_mut(&n)) {
        unit.flush().map_err(|e| os_failure(&e, str::to_string))?;
    }
    Ok(())
}

/// The FLUSH statement: an unconnected unit is a condition (IOSTAT -5005, as libgfortran).
pub fn flush_statement(n: i32) -> Result<(), Failure> {
    match with_open_unit(n, |u| u.flush().map_err(|e| os_failure(&e, str::to_string))) {
        Some(r) => r,
        None => Err(Failure::new(
            -codes::BAD_UNIT,
            "Specified UNIT in FLUSH is not connected",
        )),
    }
}

fn flush_table(table: &mut HashMap<i32, Unit>) {
    for unit in table.values_mut() {
        let _ = unit.flush();
    }
}

/// Flushes everything written so far.
pub fn flush() {
    if let Some(table) = lock().as_mut() {
        flush_table(table);
    }
}

/// The end of the program: records left open by non-advancing WRITEs to files are ended, and
/// everything is flushed.
pub fn end_program() {
    if let Some(table) = lock().as_mut() {
        for unit in table.values_mut() {
            let _ = unit.end_partial_records();
        }
        flush_table(table);
    }
}

/// Flushes without waiting: used on the way to an abort, which may start while the table's lock
/// is held by the failing code itself.
pub fn flush_for_abort() {
    if let Ok(mut guard) = UNITS.try_lock() {
        if let Some(table) = guard.as_mut() {
            flush_table(table);
        }
    }
}

/// Writes an I/O error text for an operating-system failure during a transfer.
pub fn transfer_failure(e: &io::Error) -> Failure {
    os_failure(e, str::to_string)
}

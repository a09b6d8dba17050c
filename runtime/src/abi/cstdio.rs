//! C-DVMH's stdio in a parallel run (manual §12, Annex 4): every process runs the program, so
//! the C front end routes the stdio calls on `FILE *` streams through these entry points.
//!
//! A *shared* file (plain `fopen` modes, `p`/`P` parallel mode, `tmpfile`, the standard
//! streams) is worked on by the I/O process (rank 0) alone, as gcc's serial build would: it
//! opens, writes, reads, seeks and closes; what a read produced (the call's result and the
//! bytes it stored) is broadcast to every process ([`dvmh_c_bcast`], [`dvmh_c_bcast_str`]),
//! and the other processes hold a stand-in stream on `/dev/null`, so a `FILE *` they pass to
//! a libc function the front end does not know is harmless. A *local* file (`l`/`L` added to
//! the mode) is each process's own: a `%d` in its name becomes the process number, and every
//! process does every operation on it itself. `dvmh_remove_local`, `dvmh_rename_local`,
//! `dvmh_tmpfile_local` and `dvmh_tmpnam_local` are Annex 4's functions on groups of local
//! files. `p` files go through the I/O process like shared ones: the program sees the same
//! bytes as with one global file written in parallel.

use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::sync::Mutex;

use crate::error::{self, OrRaise};
use crate::state;

// libc's stdio calls with `FILE *` as an opaque pointer. Wrappers, not an `extern` block of
// our own: the C header is generated from this crate's `extern` items, and these are libc's.
unsafe fn fopen(name: *const c_char, mode: *const c_char) -> *mut c_void {
    libc::fopen(name, mode).cast()
}
unsafe fn freopen(name: *const c_char, mode: *const c_char, f: *mut c_void) -> *mut c_void {
    libc::freopen(name, mode, f.cast()).cast()
}
unsafe fn fclose(f: *mut c_void) -> c_int {
    libc::fclose(f.cast())
}
unsafe fn tmpfile() -> *mut c_void {
    libc::tmpfile().cast()
}
// The program itself calls `tmpnam` (C99); deprecated in Rust, not in C.
#[allow(deprecated)]
unsafe fn tmpnam(s: *mut c_char) -> *mut c_char {
    libc::tmpnam(s)
}
unsafe fn remove(name: *const c_char) -> c_int {
    libc::remove(name)
}
unsafe fn rename(old: *const c_char, new: *const c_char) -> c_int {
    libc::rename(old, new)
}

/// What a `FILE *` the program holds stands for on this process.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    /// The process's own local file: every operation happens here.
    Local,
    /// The `/dev/null` stand-in for a shared file open on the I/O process.
    StandIn,
}

/// The streams opened through this module, by address.
static FILES: Mutex<Option<HashMap<usize, Role>>> = Mutex::new(None);

/// Whether `f` is this process's own local file.
pub(super) fn file_is_local(f: *mut c_void) -> bool {
    role(f) == Some(Role::Local)
}

fn role(f: *mut c_void) -> Option<Role> {
    let files = FILES.lock().unwrap_or_else(|p| p.into_inner());
    files.as_ref().and_then(|m| m.get(&(f as usize)).copied())
}

fn register(f: *mut c_void, r: Role) {
    if f.is_null() {
        return;
    }
    let mut files = FILES.lock().unwrap_or_else(|p| p.into_inner());
    files.get_or_insert_with(HashMap::new).insert(f as usize, r);
}

fn forget(f: *mut c_void) {
    let mut files = FILES.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(m) = files.as_mut() {
        m.remove(&(f as usize));
    }
}

/// The job's communicator when more than one process runs it.
fn parallel() -> Option<&'static crate::comm::Comm> {
    state::try_get().map(|rt| &rt.comm).filter(|c| c.size() > 1)
}

fn errno() -> c_int {
    std::io::Error::last_os_error().raw_os_error().unwrap_or(0)
}

fn set_errno(e: c_int) {
    // SAFETY: glibc's thread-local errno.
    unsafe { *libc::__errno_location() = e };
}

/// The I/O process's `(value, errno)` on every process.
pub(super) fn share_result(value: i64) -> i64 {
    let Some(comm) = parallel() else {
        return value;
    };
    let mut buf = [0u8; 12];
    buf[..8].copy_from_slice(&value.to_le_bytes());
    buf[8..].copy_from_slice(&errno().to_le_bytes());
    comm.broadcast(&mut buf, 0).or_raise();
    let mut v = [0u8; 8];
    v.copy_from_slice(&buf[..8]);
    let mut e = [0u8; 4];
    e.copy_from_slice(&buf[8..]);
    set_errno(c_int::from_le_bytes(e));
    i64::from_le_bytes(v)
}

/// A stand-in stream for a shared file on a process other than the I/O process.
fn stand_in() -> *mut c_void {
    // SAFETY: NUL-terminated literals.
    let f = unsafe { fopen(c"/dev/null".as_ptr(), c"r+".as_ptr()) };
    if f.is_null() {
        error::fatal_local("cannot open /dev/null for a shared file's stand-in stream");
    }
    register(f, Role::StandIn);
    f
}

/// The mode without the C-DVMH letters, and whether it asked for a local file.
fn split_mode(mode: &CStr) -> (CString, bool) {
    let bytes = mode.to_bytes();
    let local = bytes.iter().any(|&b| b == b'l' || b == b'L');
    let kept: Vec<u8> = bytes
        .iter()
        .copied()
        .filter(|b| !matches!(b, b'l' | b'L' | b'p' | b'P'))
        .collect();
    (CString::new(kept).unwrap_or_default(), local)
}

/// A local file's name on this process: its `%d` conversion (flags `-`, `0`, `+`, space and a
/// width allowed, or `%i`) replaced by the process number, `%%` by `%`.
fn local_name(name: &CStr) -> Result<CString, String> {
    let rank = state::try_get().map_or(0, |rt| rt.comm.rank()) as i64;
    let text = name.to_bytes();
    let mut out = Vec::with_capacity(text.len() + 8);
    let mut i = 0;
    let mut used = false;
    while i < text.len() {
        if text[i] != b'%' {
            out.push(text[i]);
            i += 1;
            continue;
        }
        i += 1;
        if text.get(i) == Some(&b'%') {
            out.push(b'%');
            i += 1;
            continue;
        }
        let (mut left, mut zero, mut plus, mut space) = (false, false, false, false);
        while let Some(&c) = text.get(i) {
            match c {
                b'-' => left = true,
                b'0' => zero = true,
                b'+' => plus = true,
                b' ' => space = true,
                _ => break,
            }
            i += 1;
        }
        let mut width = 0usize;
        while let Some(c) = text.get(i).filter(|c| c.is_ascii_digit()) {
            width = width * 10 + (c - b'0') as usize;
            i += 1;
        }
        if !matches!(text.get(i), Some(b'd' | b'i')) || used {
            return Err(format!(
                "local file name '{}': only one %d conversion is allowed",
                name.to_string_lossy()
            ));
        }
        i += 1;
        used = true;
        let sign = if plus {
            "+"
        } else if space {
            " "
        } else {
            ""
        };
        let digits = format!("{sign}{rank}");
        let field = if left {
            format!("{digits:<width$}")
        } else if zero {
            format!("{sign}{rank:0>w$}", w = width.saturating_sub(sign.len()))
        } else {
            format!("{digits:>width$}")
        };
        out.extend_from_slice(field.as_bytes());
    }
    CString::new(out).map_err(|e| e.to_string())
}

/// # Safety
/// A NUL-terminated string.
unsafe fn c_str<'a>(p: *const c_char, what: &str) -> &'a CStr {
    if p.is_null() {
        error::fatal(format!("{what} is null"));
    }
    // SAFETY: per the contract.
    unsafe { CStr::from_ptr(p) }
}

/// `fopen(name, mode)` of a C-DVMH program: `l`/`L` in the mode opens the process's own file
/// (its name's `%d` is the process number), anything else a shared file that the I/O process
/// opens (`p`/`P`: parallel mode, also through the I/O process). NULL with the I/O process's
/// `errno` on every process when it fails there.
///
/// # Safety
/// NUL-terminated `name` and `mode`.
#[no_mangle]
pub unsafe extern "C" fn dvmh_c_fopen(name: *const c_char, mode: *const c_char) -> *mut c_void {
    // SAFETY: per the contract.
    let (name, mode) = unsafe {
        (
            c_str(name, "fopen: the file name"),
            c_str(mode, "fopen: the mode"),
        )
    };
    let (mode, local) = split_mode(mode);
    if local {
        let name = local_name(name).unwrap_or_else(|e| error::fatal(e));
        // SAFETY: NUL-terminated strings.
        let f = unsafe { fopen(name.as_ptr(), mode.as_ptr()) };
        register(f, Role::Local);
        return f;
    }
    let mut f = std::ptr::null_mut();
    if state::is_io_process() {
        // SAFETY: NUL-terminated strings.
        f = unsafe { fopen(name.as_ptr(), mode.as_ptr()) };
    }
    if share_result(!f.is_null() as i64) == 0 || state::is_io_process() {
        return f;
    }
    stand_in()
}

/// `freopen(name, mode, f)` of a C-DVMH program (manual §12 lists it with `fopen`): with
/// `l`/`L` in the mode every process reopens its own stream on its own file; otherwise the
/// I/O process reopens `f` (a shared file or a standard stream) and the others keep (or get)
/// a stand-in, so that all take the same path afterwards. NULL with the I/O process's
/// `errno` on every process when it fails there (`f` is then closed everywhere).
///
/// # Safety
/// `name` NUL-terminated or NULL (a mode change), `mode` NUL-terminated, `f` an open stream.
#[no_mangle]
pub unsafe extern "C" fn dvmh_c_freopen(
    name: *const c_char,
    mode: *const c_char,
    f: *mut c_void,
) -> *mut c_void {
    // SAFETY: per the contract.
    let mode = unsafe { c_str(mode, "freopen: the mode") };
    let (mode, local) = split_mode(mode);
    let was = role(f);
    forget(f);
    if local {
        let local_name = (!name.is_null()).then(|| {
            // SAFETY: per the contract.
            local_name(unsafe { CStr::from_ptr(name) }).unwrap_or_else(|e| error::fatal(e))
        });
        let name = local_name.as_ref().map_or(std::ptr::null(), |n| n.as_ptr());
        // SAFETY: per the contract.
        let g = unsafe { freopen(name, mode.as_ptr(), f) };
        register(g, Role::Local);
        return g;
    }
    if state::is_io_process() {
        // SAFETY: per the contract.
        let g = unsafe { freopen(name, mode.as_ptr(), f) };
        share_result(!g.is_null() as i64);
        return g;
    }
    if share_result(1) == 0 {
        if was.is_some() {
            // SAFETY: this process's own stream (a stand-in or a local file).
            unsafe { fclose(f) };
        }
        return std::ptr::null_mut();
    }
    match was {
        Some(Role::StandIn) => {
            register(f, Role::StandIn);
            f
        }
        // A local file becomes a stand-in (same stream, as freopen keeps it).
        Some(Role::Local) => {
            // SAFETY: NUL-terminated literals; an open stream.
            let g = unsafe { freopen(c"/dev/null".as_ptr(), c"r+".as_ptr(), f) };
            if g.is_null() {
                error::fatal_local("cannot open /dev/null for a shared file's stand-in stream");
            }
            register(g, Role::StandIn);
            g
        }
        // A standard stream: only the I/O process uses it.
        None => f,
    }
}

/// `tmpfile()`: a shared temporary file, open on the I/O process.
#[no_mangle]
pub extern "C" fn dvmh_c_tmpfile() -> *mut c_void {
    let mut f = std::ptr::null_mut();
    if state::is_io_process() {
        // SAFETY: plain libc call.
        f = unsafe { tmpfile() };
    }
    if share_result(!f.is_null() as i64) == 0 || state::is_io_process() {
        return f;
    }
    stand_in()
}

/// `fclose(f)`: a local file is closed by its process, a shared one by the I/O process (the
/// others close the stand-in); the I/O process's result everywhere, after its data is written.
///
/// # Safety
/// `f` is an open stream of the program.
#[no_mangle]
pub unsafe extern "C" fn dvmh_c_fclose(f: *mut c_void) -> c_int {
    let r = role(f);
    forget(f);
    if r == Some(Role::Local) {
        // SAFETY: an open stream.
        return unsafe { fclose(f) };
    }
    // SAFETY: an open stream (the real one or the stand-in).
    let mine = unsafe { fclose(f) };
    share_result(mine as i64) as c_int
}

/// Whether this process performs a stdio call on `f`: every process for its local file, the I/O
/// process for anything else (shared files, the standard streams, NULL).
#[no_mangle]
pub extern "C" fn dvmh_c_file_here(f: *mut c_void) -> c_int {
    (role(f) == Some(Role::Local) || state::is_io_process()) as c_int
}

/// After a read from `f` (NULL: the standard input): the I/O process's `len` bytes at `p`
/// reach every process, unless `f` is a local file.
///
/// # Safety
/// `p` points to `len` writable bytes.
#[no_mangle]
pub unsafe extern "C" fn dvmh_c_bcast(f: *mut c_void, p: *mut c_void, len: i64) {
    if len <= 0 || role(f) == Some(Role::Local) {
        return;
    }
    let Some(comm) = parallel() else {
        return;
    };
    // SAFETY: per the contract.
    let buf = unsafe { std::slice::from_raw_parts_mut(p as *mut u8, len as usize) };
    comm.broadcast(buf, 0).or_raise();
}

/// After a read from `f` of a string into `p` (at most `max` bytes with its NUL): the I/O
/// process's string reaches every process, unless `f` is a local file.
///
/// # Safety
/// `p` points to a writable buffer of `max` bytes, holding a NUL-terminated string on the I/O
/// process.
#[no_mangle]
pub unsafe extern "C" fn dvmh_c_bcast_str(f: *mut c_void, p: *mut c_char, max: i64) {
    if p.is_null() || role(f) == Some(Role::Local) {
        return;
    }
    let Some(comm) = parallel() else {
        return;
    };
    let mut len = [0u8; 8];
    if state::is_io_process() {
        // SAFETY: a NUL-terminated string within `max` bytes, per the contract.
        let n = unsafe { libc::strnlen(p, max.max(1) as usize) };
        len = ((n + 1).min(max.max(1) as usize) as u64).to_le_bytes();
    }
    comm.broadcast(&mut len, 0).or_raise();
    let n = u64::from_le_bytes(len) as usize;
    // SAFETY: `n` ≤ `max` bytes of the buffer.
    let buf = unsafe { std::slice::from_raw_parts_mut(p as *mut u8, n) };
    comm.broadcast(buf, 0).or_raise();
}

/// `remove(name)` of a shared file: done by the I/O process, its result everywhere.
///
/// # Safety
/// A NUL-terminated `name`.
#[no_mangle]
pub unsafe extern "C" fn dvmh_c_remove(name: *const c_char) -> c_int {
    let mut r = -1;
    if state::is_io_process() {
        // SAFETY: per the contract.
        r = unsafe { remove(c_str(name, "remove: the file name").as_ptr()) };
    }
    share_result(r as i64) as c_int
}

/// `rename(old, new)` of a shared file: done by the I/O process, its result everywhere.
///
/// # Safety
/// NUL-terminated names.
#[no_mangle]
pub unsafe extern "C" fn dvmh_c_rename(old: *const c_char, new: *const c_char) -> c_int {
    let mut r = -1;
    if state::is_io_process() {
        // SAFETY: per the contract.
        r = unsafe {
            rename(
                c_str(old, "rename: the old name").as_ptr(),
                c_str(new, "rename: the new name").as_ptr(),
            )
        };
    }
    share_result(r as i64) as c_int
}

/// 0 on every process when `mine` is 0 on every process, else -1.
fn all_succeeded(mine: c_int) -> c_int {
    let Some(comm) = parallel() else {
        return mine;
    };
    let ok = [(mine == 0) as u8];
    let mut all = vec![0u8; comm.size()];
    comm.all_gather(&ok, &mut all).or_raise();
    if all.iter().all(|&b| b == 1) {
        0
    } else {
        -1
    }
}

/// Annex 4's `dvmh_remove_local(name)`: every process removes its own file of the group
/// (`%d` in `name`: the process number); 0 when every one succeeded, else -1.
///
/// # Safety
/// A NUL-terminated `name`.
#[no_mangle]
pub unsafe extern "C" fn dvmh_remove_local(name: *const c_char) -> c_int {
    // SAFETY: per the contract.
    let name = unsafe { c_str(name, "dvmh_remove_local: the file name") };
    let name = local_name(name).unwrap_or_else(|e| error::fatal(e));
    // SAFETY: a NUL-terminated string.
    all_succeeded(unsafe { remove(name.as_ptr()) })
}

/// Annex 4's `dvmh_rename_local(old, new)`: every process renames its own file of the group;
/// 0 when every one succeeded, else -1.
///
/// # Safety
/// NUL-terminated names.
#[no_mangle]
pub unsafe extern "C" fn dvmh_rename_local(old: *const c_char, new: *const c_char) -> c_int {
    // SAFETY: per the contract.
    let (old, new) = unsafe {
        (
            c_str(old, "dvmh_rename_local: the old name"),
            c_str(new, "dvmh_rename_local: the new name"),
        )
    };
    let old = local_name(old).unwrap_or_else(|e| error::fatal(e));
    let new = local_name(new).unwrap_or_else(|e| error::fatal(e));
    // SAFETY: NUL-terminated strings.
    all_succeeded(unsafe { rename(old.as_ptr(), new.as_ptr()) })
}

/// Annex 4's `dvmh_tmpfile_local()`: a temporary local file of each process.
#[no_mangle]
pub extern "C" fn dvmh_tmpfile_local() -> *mut c_void {
    // SAFETY: plain libc call.
    let f = unsafe { tmpfile() };
    register(f, Role::Local);
    f
}

/// Annex 4's `dvmh_tmpnam_local(s)`: `tmpnam` on each process, a name for its local file.
///
/// # Safety
/// `s` is NULL or has room for `L_tmpnam` bytes.
#[no_mangle]
pub unsafe extern "C" fn dvmh_tmpnam_local(s: *mut c_char) -> *mut c_char {
    // SAFETY: per the contract.
    unsafe { tmpnam(s) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn local_names_take_the_process_number() {
        let name = |s: &CStr| local_name(s).map(|c| c.to_string_lossy().into_owned());
        assert_eq!(name(c"out%04d.txt").as_deref(), Ok("out0000.txt"));
        assert_eq!(name(c"a%d_%%").as_deref(), Ok("a0_%"));
        assert_eq!(name(c"plain.txt").as_deref(), Ok("plain.txt"));
        assert_eq!(name(c"w%-3d|").as_deref(), Ok("w0  |"));
        assert!(name(c"x%s").is_err());
        assert!(name(c"%d%d").is_err());
    }

    #[test]
    fn the_dvmh_mode_letters_are_taken_out() {
        assert_eq!(split_mode(c"wl"), (CString::from(c"w"), true));
        assert_eq!(split_mode(c"r+bP"), (CString::from(c"r+b"), false));
        assert_eq!(split_mode(c"a"), (CString::from(c"a"), false));
    }
}

//! Fortran's intrinsic subroutines and the run-time queries behind a few intrinsic functions:
//! `CPU_TIME`, `SYSTEM_CLOCK`, `RANDOM_NUMBER`, `RANDOM_SEED`, `DATE_AND_TIME`,
//! `GET_COMMAND_ARGUMENT`, `GET_COMMAND`, `GET_ENVIRONMENT_VARIABLE`,
//! `COMMAND_ARGUMENT_COUNT`, and the DVM system's `NUMBER_OF_PROCESSORS`.
//!
//! Results that the compiler can store as plain assignments are returned by value (the
//! compiler converts them to the variable's kind). Routines with several or CHARACTER results
//! take one pointer per argument, null when the optional argument is absent; an INTEGER
//! argument comes with its type code (`DVMH_TYPE_I32`, ...), a CHARACTER one with its length.
//! Values follow gfortran's (status codes, blank padding, clock rates).

use std::ffi::{c_char, c_void};

use super::types::{DVMH_TYPE_I16, DVMH_TYPE_I32, DVMH_TYPE_I64, DVMH_TYPE_I8};
use crate::error::{self, OrRaise};
use crate::{random, state};

/// gfortran's STATUS when a command argument or environment variable does not fit VALUE.
const STATUS_TOO_SHORT: i64 = -1;
/// gfortran's STATUS when a command argument does not exist.
const STATUS_NO_ARGUMENT: i64 = 42;
/// STATUS when an environment variable does not exist.
const STATUS_NO_VARIABLE: i64 = 1;

/// Stores `v` into an INTEGER argument of type `ty` (nothing when `p` is null).
///
/// # Safety
/// A non-null `p` must point to a writable integer of type `ty`.
unsafe fn store_int(p: *mut c_void, ty: i32, v: i64, what: &str) {
    if p.is_null() {
        return;
    }
    // SAFETY: per the contract, `p` holds an integer of type `ty`.
    unsafe {
        match ty {
            DVMH_TYPE_I8 => *(p as *mut i8) = v as i8,
            DVMH_TYPE_I16 => *(p as *mut i16) = v as i16,
            DVMH_TYPE_I32 => *(p as *mut i32) = v as i32,
            DVMH_TYPE_I64 => *(p as *mut i64) = v,
            _ => error::fatal(format!("{what}: type code {ty} is not an INTEGER type")),
        }
    }
}

/// Copies `text` into a CHARACTER argument of length `len`, padding with blanks; returns
/// whether it fitted (nothing is stored when `p` is null, which always fits).
///
/// # Safety
/// A non-null `p` must point to `len` writable bytes.
unsafe fn store_chars(p: *mut c_char, len: i64, text: &[u8]) -> bool {
    if p.is_null() {
        return true;
    }
    let len = len.max(0) as usize;
    // SAFETY: per the contract, `len` writable bytes.
    let out = unsafe { std::slice::from_raw_parts_mut(p as *mut u8, len) };
    let n = text.len().min(len);
    out[..n].copy_from_slice(&text[..n]);
    out[n..].fill(b' ');
    text.len() <= len
}

/// The bytes of a CHARACTER argument.
///
/// # Safety
/// `p` must point to `len` readable bytes (or `len` be 0).
unsafe fn chars_arg<'a>(p: *const c_char, len: i64) -> &'a [u8] {
    // SAFETY: forwarded contract.
    unsafe { super::slice_arg(p as *const u8, len.max(0) as usize, "a CHARACTER argument") }
}

/// `CPU_TIME`: processor time of this process (user and system, all its threads), seconds.
#[no_mangle]
pub extern "C" fn dvmh_cpu_time() -> f64 {
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `usage` is a valid, writable rusage.
    if unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut usage) } != 0 {
        return -1.0; // the standard's "no clock" value
    }
    let secs = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 * 1e-6;
    secs(usage.ru_utime) + secs(usage.ru_stime)
}

/// `SYSTEM_CLOCK(COUNT=)` for INTEGER kind `kind`: a monotonic clock in the units of the
/// kind's rate (kind 4: milliseconds, wrapping at HUGE(0); kind 8: nanoseconds), as gfortran.
#[no_mangle]
pub extern "C" fn dvmh_system_clock(kind: i32) -> i64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec.
    if unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) } != 0 {
        return -i64::from(i32::MAX); // the standard's "no clock": -HUGE(0)
    }
    let (secs, nanos) = (ts.tv_sec, ts.tv_nsec);
    if kind >= 8 {
        secs.wrapping_mul(1_000_000_000).wrapping_add(nanos) & i64::MAX
    } else {
        (secs.wrapping_mul(1000).wrapping_add(nanos / 1_000_000)) & i64::from(i32::MAX)
    }
}

/// `RANDOM_NUMBER` for a `REAL(4)`.
#[no_mangle]
pub extern "C" fn dvmh_random_r4() -> f32 {
    random::with(|g| g.next_f32())
}

/// `RANDOM_NUMBER` for a `REAL(8)`.
#[no_mangle]
pub extern "C" fn dvmh_random_r8() -> f64 {
    random::with(|g| g.next_f64())
}

/// Reads seed words from a `PUT=` array of `count` integers of type `ty` (kind 8 elements
/// give two words each).
///
/// # Safety
/// `p` must point to `count` integers of type `ty`.
unsafe fn seed_words(p: *const c_void, ty: i32, count: i64) -> [i32; random::SEED_WORDS] {
    let mut words = [0i32; random::SEED_WORDS];
    let count = count.max(0) as usize;
    // SAFETY: per the contract.
    unsafe {
        if ty == DVMH_TYPE_I64 {
            let src = super::slice_arg(p as *const i64, count, "RANDOM_SEED: PUT");
            for (k, v) in src.iter().take(random::SEED_WORDS / 2).enumerate() {
                words[2 * k] = *v as u32 as i32;
                words[2 * k + 1] = (*v >> 32) as u32 as i32;
            }
        } else {
            let src = super::slice_arg(p as *const i32, count, "RANDOM_SEED: PUT");
            words[..count.min(random::SEED_WORDS)]
                .copy_from_slice(&src[..count.min(random::SEED_WORDS)]);
        }
    }
    words
}

/// The number of `ty` integers a seed takes.
fn seed_size(ty: i32) -> i64 {
    let words = random::SEED_WORDS as i64;
    if ty == DVMH_TYPE_I64 {
        words / 2
    } else {
        words
    }
}

/// Fresh seed words: entropy drawn by the first process and sent to all, so that every
/// process keeps drawing the same numbers.
fn fresh_seed() -> [i32; random::SEED_WORDS] {
    let mut bytes = [0u8; 4 * random::SEED_WORDS];
    // SAFETY: `bytes` is writable for its length.
    let got = unsafe { libc::getrandom(bytes.as_mut_ptr() as *mut c_void, bytes.len(), 0) };
    if got != bytes.len() as isize {
        let t = super::start::dvmh_wtime().to_bits() ^ u64::from(std::process::id());
        let g = random::Xoshiro256::from_u64(t);
        for (k, w) in g.seed().iter().enumerate() {
            bytes[4 * k..4 * k + 4].copy_from_slice(&w.to_le_bytes());
        }
    }
    if let Some(rt) = state::try_get() {
        rt.comm.broadcast(&mut bytes, 0).or_raise();
    }
    let mut words = [0i32; random::SEED_WORDS];
    for (k, w) in words.iter_mut().enumerate() {
        *w = i32::from_le_bytes([
            bytes[4 * k],
            bytes[4 * k + 1],
            bytes[4 * k + 2],
            bytes[4 * k + 3],
        ]);
    }
    words
}

/// `RANDOM_SEED(SIZE=, PUT=, GET=)`: `size`/`put`/`get` point to the arguments (null when
/// absent), each with its integer type code and (arrays) element count. No argument at all
/// seeds from fresh entropy.
///
/// # Safety
/// Non-null pointers must point to integers of their type codes, `put_count`/`get_count` of
/// them for the arrays.
#[no_mangle]
pub unsafe extern "C" fn dvmh_random_seed(
    size: *mut c_void,
    size_type: i32,
    put: *const c_void,
    put_type: i32,
    put_count: i64,
    get: *mut c_void,
    get_type: i32,
    get_count: i64,
) {
    let given = [!size.is_null(), !put.is_null(), !get.is_null()];
    if given.iter().filter(|&&g| g).count() > 1 {
        error::fatal("RANDOM_SEED: at most one of SIZE, PUT and GET may be given");
    }
    // SAFETY: per the contract.
    unsafe { store_int(size, size_type, seed_size(size_type), "RANDOM_SEED: SIZE") };
    if !put.is_null() {
        let need = seed_size(put_type);
        if put_count < need {
            error::fatal(format!(
                "RANDOM_SEED: the PUT array has {put_count} elements, it needs at least {need}"
            ));
        }
        // SAFETY: per the contract.
        let words = unsafe { seed_words(put, put_type, put_count) };
        random::with(|g| *g = random::Xoshiro256::from_seed(&words));
    }
    if !get.is_null() {
        let need = seed_size(get_type);
        if get_count < need {
            error::fatal(format!(
                "RANDOM_SEED: the GET array has {get_count} elements, it needs at least {need}"
            ));
        }
        let words = random::with(|g| g.seed());
        for k in 0..need as usize {
            let v = if get_type == DVMH_TYPE_I64 {
                (i64::from(words[2 * k + 1] as u32) << 32) | i64::from(words[2 * k] as u32)
            } else {
                i64::from(words[k])
            };
            let elem = get_type_size(get_type) * k;
            // SAFETY: `k < need <= get_count` elements of `get_type`.
            unsafe {
                store_int(
                    (get as *mut u8).add(elem) as *mut c_void,
                    get_type,
                    v,
                    "RANDOM_SEED: GET",
                )
            };
        }
    }
    if given == [false; 3] {
        let words = fresh_seed();
        random::with(|g| *g = random::Xoshiro256::from_seed(&words));
    }
}

fn get_type_size(ty: i32) -> usize {
    match ty {
        DVMH_TYPE_I8 => 1,
        DVMH_TYPE_I16 => 2,
        DVMH_TYPE_I64 => 8,
        _ => 4,
    }
}

/// `DATE_AND_TIME(DATE, TIME, ZONE, VALUES)`: local date `CCYYMMDD`, time `hhmmss.sss`, zone
/// `+hhmm`, and `VALUES` = year, month, day, zone offset in minutes, hour, minute, second,
/// millisecond (`values_count` integers of type `values_type`, at most 8 stored).
///
/// # Safety
/// Non-null pointers must point to arguments of the given lengths and types.
#[no_mangle]
pub unsafe extern "C" fn dvmh_date_and_time(
    date: *mut c_char,
    date_len: i64,
    time: *mut c_char,
    time_len: i64,
    zone: *mut c_char,
    zone_len: i64,
    values: *mut c_void,
    values_type: i32,
    values_count: i64,
) {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    let mut tm: libc::tm = unsafe { std::mem::zeroed() };
    // SAFETY: valid, writable structures.
    unsafe {
        libc::clock_gettime(libc::CLOCK_REALTIME, &mut ts);
        libc::localtime_r(&ts.tv_sec, &mut tm);
    }
    let ms = ts.tv_nsec / 1_000_000;
    let offset_min = tm.tm_gmtoff / 60;
    let (year, month, day) = (tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday);
    let (hour, minute, second) = (tm.tm_hour, tm.tm_min, tm.tm_sec);
    let sign = if offset_min < 0 { '-' } else { '+' };
    let date_text = format!("{year:04}{month:02}{day:02}");
    let time_text = format!("{hour:02}{minute:02}{second:02}.{ms:03}");
    let zone_text = format!(
        "{sign}{:02}{:02}",
        offset_min.abs() / 60,
        offset_min.abs() % 60
    );
    // SAFETY: per the contract.
    unsafe {
        store_chars(date, date_len, date_text.as_bytes());
        store_chars(time, time_len, time_text.as_bytes());
        store_chars(zone, zone_len, zone_text.as_bytes());
    }
    if values.is_null() {
        return;
    }
    let all = [
        i64::from(year),
        i64::from(month),
        i64::from(day),
        offset_min,
        i64::from(hour),
        i64::from(minute),
        i64::from(second),
        ms,
    ];
    let size = get_type_size(values_type);
    for (k, v) in all.iter().take(values_count.max(0) as usize).enumerate() {
        // SAFETY: `k < values_count` elements of `values_type`.
        unsafe {
            store_int(
                (values as *mut u8).add(size * k) as *mut c_void,
                values_type,
                *v,
                "DATE_AND_TIME: VALUES",
            )
        };
    }
}

/// The program's command line as the operating system passed it.
fn arguments() -> Vec<Vec<u8>> {
    use std::os::unix::ffi::OsStringExt;
    std::env::args_os().map(OsStringExt::into_vec).collect()
}

/// `COMMAND_ARGUMENT_COUNT()`.
#[no_mangle]
pub extern "C" fn dvmh_command_argument_count() -> i32 {
    (arguments().len().max(1) - 1) as i32
}

/// Stores a text result with its LENGTH and STATUS (`STATUS_TOO_SHORT` when it was cut).
///
/// # Safety
/// As for [`store_chars`] and [`store_int`].
#[allow(clippy::too_many_arguments)]
unsafe fn text_result(
    text: Option<&[u8]>,
    missing_status: i64,
    value: *mut c_char,
    value_len: i64,
    length: *mut c_void,
    length_type: i32,
    status: *mut c_void,
    status_type: i32,
    what: &str,
) {
    // SAFETY: forwarded contract.
    unsafe {
        let (len, st) = match text {
            Some(t) => {
                let fits = store_chars(value, value_len, t);
                (t.len() as i64, if fits { 0 } else { STATUS_TOO_SHORT })
            }
            None => {
                store_chars(value, value_len, b"");
                (0, missing_status)
            }
        };
        store_int(length, length_type, len, what);
        store_int(status, status_type, st, what);
    }
}

/// `GET_COMMAND_ARGUMENT(NUMBER, VALUE, LENGTH, STATUS)`; 0 is the program's name.
///
/// # Safety
/// Non-null pointers must point to arguments of the given lengths and types.
#[no_mangle]
pub unsafe extern "C" fn dvmh_get_command_argument(
    number: i64,
    value: *mut c_char,
    value_len: i64,
    length: *mut c_void,
    length_type: i32,
    status: *mut c_void,
    status_type: i32,
) {
    let args = arguments();
    let arg = usize::try_from(number).ok().and_then(|n| args.get(n));
    // SAFETY: forwarded contract.
    unsafe {
        text_result(
            arg.map(Vec::as_slice),
            STATUS_NO_ARGUMENT,
            value,
            value_len,
            length,
            length_type,
            status,
            status_type,
            "GET_COMMAND_ARGUMENT",
        )
    }
}

/// `GET_COMMAND(COMMAND, LENGTH, STATUS)`: the arguments joined by blanks.
///
/// # Safety
/// Non-null pointers must point to arguments of the given lengths and types.
#[no_mangle]
pub unsafe extern "C" fn dvmh_get_command(
    value: *mut c_char,
    value_len: i64,
    length: *mut c_void,
    length_type: i32,
    status: *mut c_void,
    status_type: i32,
) {
    let line = arguments().join(&b' ');
    // SAFETY: forwarded contract.
    unsafe {
        text_result(
            Some(&line),
            0,
            value,
            value_len,
            length,
            length_type,
            status,
            status_type,
            "GET_COMMAND",
        )
    }
}

/// `GET_ENVIRONMENT_VARIABLE(NAME, VALUE, LENGTH, STATUS, TRIM_NAME)`; `trim_name` 0 keeps
/// the name's trailing blanks.
///
/// # Safety
/// Non-null pointers must point to arguments of the given lengths and types.
#[no_mangle]
pub unsafe extern "C" fn dvmh_get_environment_variable(
    name: *const c_char,
    name_len: i64,
    value: *mut c_char,
    value_len: i64,
    length: *mut c_void,
    length_type: i32,
    status: *mut c_void,
    status_type: i32,
    trim_name: i64,
) {
    use std::os::unix::ffi::{OsStrExt, OsStringExt};
    // SAFETY: per the contract.
    let mut key = unsafe { chars_arg(name, name_len) };
    if trim_name != 0 {
        while let [rest @ .., b' '] = key {
            key = rest;
        }
    }
    let found = if key.is_empty() || key.contains(&b'=') || key.contains(&0) {
        None
    } else {
        std::env::var_os(std::ffi::OsStr::from_bytes(key)).map(OsStringExt::into_vec)
    };
    // SAFETY: forwarded contract.
    unsafe {
        text_result(
            found.as_deref(),
            STATUS_NO_VARIABLE,
            value,
            value_len,
            length,
            length_type,
            status,
            status_type,
            "GET_ENVIRONMENT_VARIABLE",
        )
    }
}

/// The DVM system's `NUMBER_OF_PROCESSORS()`: the number of processes of the job.
#[no_mangle]
pub extern "C" fn dvmh_number_of_processors() -> i32 {
    state::try_get().map_or(1, |rt| rt.comm.size() as i32)
}

/// C-DVMH's `dvmh_get_total_num_procs()` (Annex 4): the number of processors of the current
/// multiprocessor system, every process of the job.
#[no_mangle]
pub extern "C" fn dvmh_get_total_num_procs() -> i32 {
    dvmh_number_of_processors()
}

/// C-DVMH's `dvmh_get_num_proc_axes()` (Annex 4): the number of dimensions of the processor
/// grid the program's distributions use.
#[no_mangle]
pub extern "C" fn dvmh_get_num_proc_axes() -> i32 {
    state::try_get().map_or(1, |rt| rt.grid().rank() as i32)
}

/// C-DVMH's `dvmh_get_num_procs(axis)` (Annex 4): the processors along grid axis `axis`,
/// numbered from 1 in the order of a C distribution's dimensions (`[block][block]`: axis 1 is
/// the leftmost). The C front end creates arrays with their dimensions reversed (so that the
/// local parts are row-major), so C's axis `a` is the runtime grid's dimension `rank - a`. Past
/// the grid's dimensions a processor system extends with extent 1.
#[no_mangle]
pub extern "C" fn dvmh_get_num_procs(axis: i32) -> i32 {
    if axis < 1 {
        error::fatal(format!(
            "dvmh_get_num_procs: axis {axis}: processor axes are numbered from 1"
        ));
    }
    let Some(rt) = state::try_get() else {
        return 1;
    };
    let grid = rt.grid();
    let a = axis as usize;
    if a > grid.rank() {
        return 1;
    }
    grid.dim(grid.rank() - a) as i32
}

/// C-DVMH's output rule: every process runs the program, only the I/O process (rank 0)
/// executes `printf` and the other stdio output calls. 1 there (and before `dvmh_init`), 0
/// elsewhere.
#[no_mangle]
pub extern "C" fn dvmh_is_io_process() -> i32 {
    state::is_io_process() as i32
}

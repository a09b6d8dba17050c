//! Start and end of a program: `dvmh_init`, `dvmh_finish`, `dvmh_stop`, source positions,
//! time and barriers.

use std::ffi::c_char;
use std::io::Write;

use crate::error::{self, OrRaise};
use crate::position::set_position;
use crate::{comm, device, io, region, state, watchdog};

/// Starts the runtime: MPI, `DVMH_*` settings, a processor grid of rank at least
/// `grid_rank`, worker threads. The first call of every program.
#[no_mangle]
pub extern "C" fn dvmh_init(grid_rank: i32) {
    if grid_rank < 0 {
        error::fatal(format!("dvmh_init: negative grid rank {grid_rank}"));
    }
    state::check_first_init().or_raise();
    let comm = comm::init().or_raise();
    // After MPI_Init: MPI's transport installs crash handlers of its own, which these replace.
    error::crash::install();
    state::init(comm, grid_rank as usize, error::raise).or_raise();
    let rt = state::get().or_raise();
    device::init(&rt.settings, rt.node_rank).or_raise();
}

/// A C-DVMH program's second call, after `dvmh_init`: its distributions map their
/// distributed dimensions onto the grid's trailing dimensions, so that C's k-th distributed
/// dimension lands on C's processor axis k (the numbering `dvmh_get_num_procs` uses) whatever
/// the array's rank: a 1-D `[block]` array lives with the rows of a `[block][block]` one.
#[no_mangle]
pub extern "C" fn dvmh_set_c_axes() {
    state::get().or_raise().set_c_axes();
}

/// `PROCESSORS name(dims)`: the processor grid becomes `dims` (`rank` extents), which must
/// hold exactly the program's processes. Called before the grid is first used (the first
/// distribution); declaring the same shape again later is allowed, another one is an error.
///
/// # Safety
/// `name` is a NUL-terminated string or null; `dims` points to `rank` elements.
#[no_mangle]
pub unsafe extern "C" fn dvmh_processors(name: *const c_char, rank: i32, dims: *const i64) {
    let rt = state::get().or_raise();
    // SAFETY: per the contract.
    let name = unsafe { crate::array::name_from_c(name) };
    let r = super::check_rank(rank, "dvmh_processors");
    // SAFETY: per the contract.
    let dims = unsafe { super::slice_arg(dims, r, "dvmh_processors: extents") };
    let dims: Vec<usize> = dims
        .iter()
        .map(|&d| match usize::try_from(d) {
            Ok(d) if d >= 1 => d,
            _ => error::fatal(format!(
                "PROCESSORS {name}: extent {d} is not a positive number of processors"
            )),
        })
        .collect();
    rt.set_processors(&name, &dims).or_raise();
}

/// Ends the runtime: flushes output, stops the threads, finalises MPI.
#[no_mangle]
pub extern "C" fn dvmh_finish() {
    io::end_program();
    region::check_closed();
    state::finish().or_raise();
}

/// Fortran `STOP`: kind 0 `STOP`; 1 `STOP code` (rank 0 prints `STOP code` to stderr, exit
/// status `code`); 2 `STOP 'msg'` (rank 0 prints `STOP msg`, exit status 0). Kinds 3, 4, 5
/// are `ERROR STOP` likewise, as libgfortran ends it: `ERROR STOP`, `ERROR STOP code` (exit
/// status `code`), `ERROR STOP msg`, exit status 1 unless a code is given. Every process
/// finishes; does not return.
///
/// # Safety
/// For kind 2, `msg` points to `msg_len` bytes.
#[no_mangle]
pub unsafe extern "C" fn dvmh_stop(kind: i32, code: i32, msg: *const c_char, msg_len: i64) -> ! {
    io::end_program();
    let on_rank0 = state::try_get().is_none_or(|rt| rt.comm.rank() == 0);
    let (line, status) = match kind {
        0 => (None, 0),
        1 => (Some(format!("STOP {code}")), code),
        3 => (Some("ERROR STOP ".to_string()), 1),
        4 => (Some(format!("ERROR STOP {code}")), code),
        2 | 5 => {
            // SAFETY: forwarded contract.
            let bytes = unsafe {
                super::slice_arg(
                    msg as *const u8,
                    msg_len.max(0) as usize,
                    "dvmh_stop: message",
                )
            };
            let text = String::from_utf8_lossy(bytes);
            if kind == 5 {
                (Some(format!("ERROR STOP {text}")), 1)
            } else {
                (Some(format!("STOP {text}")), 0)
            }
        }
        other => error::fatal(format!("dvmh_stop: unknown kind {other}")),
    };
    if let (Some(line), true) = (line, on_rank0) {
        let mut err = std::io::stderr().lock();
        let _ = writeln!(err, "{line}");
        let _ = err.flush();
    }
    state::finish().or_raise();
    std::process::exit(status)
}

/// Records the current source position for runtime diagnostics. `file` must be a
/// NUL-terminated string that outlives the program's use of the runtime (a literal).
#[no_mangle]
pub extern "C" fn dvmh_set_line(line: i32, file: *const c_char) {
    set_position(line, file);
}

/// Wall-clock seconds (`MPI_Wtime`).
#[no_mangle]
pub extern "C" fn dvmh_wtime() -> f64 {
    comm::wtime()
}

/// Waits for every process.
#[no_mangle]
pub extern "C" fn dvmh_barrier() {
    let _purpose = watchdog::purpose(|| "a barrier of the program".to_string());
    state::get().or_raise().comm.barrier().or_raise();
}

/// A C translation unit without `main` that defines file-scope distributed arrays registers
/// (from a constructor, before `main`) the function that creates them; `main` calls
/// [`dvmh_run_unit_inits`] right after starting the runtime, before creating its own (which
/// may be aligned with another unit's).
static UNIT_INITS: std::sync::Mutex<Vec<extern "C" fn()>> = std::sync::Mutex::new(Vec::new());

/// Registers a unit's creator of its distributed arrays (called before `main`).
#[no_mangle]
pub extern "C" fn dvmh_register_unit_init(init: extern "C" fn()) {
    UNIT_INITS
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push(init);
}

/// Runs the registered creators, once, in the order of registration.
#[no_mangle]
pub extern "C" fn dvmh_run_unit_inits() {
    let inits = std::mem::take(&mut *UNIT_INITS.lock().unwrap_or_else(|e| e.into_inner()));
    for init in inits {
        init();
    }
}

//! The process-wide runtime state created by `dvmh_init`: communicator, processor grid,
//! settings and thread pool.
//!
//! It is created once and then only read, so it is a plain `OnceLock`; the mutable parts
//! (I/O statement, regions) keep their own locks in their modules.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;

use crate::comm::{self, Comm};
use crate::fault::{Raise, RtError, RtResult};
use crate::grid::ProcGrid;
use crate::log::log;
use crate::settings::{self, LogLevel, Settings};
use crate::threads::ThreadPool;
use crate::watchdog;

pub struct Runtime {
    pub comm: Comm,
    pub grid: ProcGrid,
    /// This process's grid coordinates.
    pub coords: Vec<usize>,
    pub settings: Settings,
    pub pool: ThreadPool,
    /// This process's rank among the job's processes on its node (which GPU it drives).
    pub node_rank: usize,
}

static RUNTIME: OnceLock<Runtime> = OnceLock::new();
static FINISHED: AtomicBool = AtomicBool::new(false);

/// The runtime; an error when `dvmh_init` has not run or `dvmh_finish` has.
pub fn get() -> RtResult<&'static Runtime> {
    if FINISHED.load(Ordering::SeqCst) {
        return Err(RtError::collective("the runtime is used after dvmh_finish"));
    }
    RUNTIME
        .get()
        .ok_or_else(|| RtError::collective("the runtime is used before dvmh_init"))
}

/// The runtime if it is running (for paths that must also work without it, like `STOP`).
pub fn try_get() -> Option<&'static Runtime> {
    if FINISHED.load(Ordering::SeqCst) {
        return None;
    }
    RUNTIME.get()
}

/// Default threads per process: the cores available to the job on this node divided among
/// its processes there, at least 1.
fn default_threads(node_processes: usize) -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    (cores / node_processes.max(1)).max(1)
}

/// Whether `dvmh_init` may run (it has not run yet).
pub fn check_first_init() -> RtResult<()> {
    if RUNTIME.get().is_some() || FINISHED.load(Ordering::SeqCst) {
        return Err(RtError::collective("dvmh_init is called twice"));
    }
    Ok(())
}

/// The rest of `dvmh_init` once MPI is up (`comm`) and the crash handlers are installed:
/// settings, the `DVMH_TIMEOUT` watchdog (which reports a stall through `on_stall`), grid (of
/// rank at least `grid_rank`), threads.
pub fn init(comm: Comm, grid_rank: usize, on_stall: Raise) -> RtResult<()> {
    check_first_init()?;
    let rank = comm.rank();
    let settings =
        settings::parse_os(std::env::vars_os()).map_err(|e| RtError::collective(e.to_string()))?;
    crate::log::configure(&settings, rank);
    if let Some(timeout) = settings.timeout {
        watchdog::start(timeout, on_stall)?;
    }
    if rank == 0 {
        for name in &settings.unknown {
            log!(
                LogLevel::Warning,
                "unknown environment variable {name} is ignored"
            );
        }
    }
    let grid = ProcGrid::choose(settings.proc_grid.as_deref(), comm.size(), grid_rank)
        .map_err(|e| RtError::collective(e.to_string()))?;
    // Collective: every process takes part, whatever its own DVMH_NUM_THREADS says.
    let (node_rank, node_processes) = {
        let _purpose = watchdog::purpose(|| "the start of the program".to_string());
        comm.node_local()?
    };
    let threads = settings
        .threads_for(rank)
        .unwrap_or_else(|| default_threads(node_processes));
    let coords = grid.coords_of(rank);
    log!(
        LogLevel::Info,
        "{} process(es), processor grid {grid}, coordinates {coords:?}, {threads} thread(s)",
        comm.size()
    );
    let pool = ThreadPool::new(threads)?;
    let _ = RUNTIME.set(Runtime {
        comm,
        grid,
        coords,
        settings,
        pool,
        node_rank,
    });
    Ok(())
}

/// `dvmh_finish` (and the end of `dvmh_stop`): stops the workers and MPI.
pub fn finish() -> RtResult<()> {
    if let Some(rt) = try_get() {
        rt.pool.shutdown();
    }
    FINISHED.store(true, Ordering::SeqCst);
    let _purpose = watchdog::purpose(|| "the end of the program".to_string());
    comm::finalize()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fault::Scope;

    #[test]
    fn the_runtime_before_dvmh_init_is_a_program_error() {
        let e = get().err().expect("unit tests never run dvmh_init");
        assert_eq!(e.to_string(), "the runtime is used before dvmh_init");
        assert_eq!(e.scope(), Scope::Collective);
        assert!(try_get().is_none());
    }
}

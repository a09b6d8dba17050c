//! The process-wide runtime state created by `dvmh_init`: communicator, processor grid,
//! settings and thread pool.
//!
//! It is created once and then only read, so it is a plain `OnceLock`; the mutable parts
//! (I/O statement, regions) keep their own locks in their modules. The processor grid is
//! settled once too, but later: a program's first `PROCESSORS` arrangement (`dvmh_processors`,
//! which runs after `dvmh_init`) may choose it until the grid is first used; after that it is
//! fixed for the rest of the run. Every arrangement is also kept by name, whatever its shape:
//! a distribution `ONTO` it is placed on that arrangement of the same processes.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, OnceLock};

use crate::comm::{self, Comm};
use crate::fault::{Raise, RtError, RtResult};
use crate::grid::ProcGrid;
use crate::log::log;
use crate::settings::{self, LogLevel, Settings};
use crate::threads::ThreadPool;
use crate::watchdog;

pub struct Runtime {
    pub comm: Comm,
    /// The grid used unless a PROCESSORS arrangement chooses another before the first use.
    default_grid: ProcGrid,
    /// The least grid rank the program's distributions need.
    grid_rank: usize,
    /// The grid in use and this process's coordinates in it, fixed at the first use.
    grid: OnceLock<(ProcGrid, Vec<usize>)>,
    /// The `PROCESSORS` arrangements declared so far, by upper-case name (the latest
    /// declaration of a name wins: a procedure's arrangement is evaluated on each entry).
    arrangements: Mutex<HashMap<String, ProcGrid>>,
    pub settings: Settings,
    pub pool: ThreadPool,
    /// This process's rank among the job's processes on its node (which GPU it drives).
    pub node_rank: usize,
    /// Set by `dvmh_set_c_axes` (a C-DVMH program): distributions take the grid's trailing
    /// dimensions ([`crate::distrib::AxisOrder::Trailing`]).
    c_axes: AtomicBool,
}

impl Runtime {
    /// The processor grid (fixed from here on).
    pub fn grid(&self) -> &ProcGrid {
        &self.fixed_grid().0
    }

    /// This process's grid coordinates.
    pub fn coords(&self) -> &[usize] {
        &self.fixed_grid().1
    }

    /// Which grid dimensions distributions take (C-DVMH's or Fortran's order).
    pub fn axis_order(&self) -> crate::distrib::AxisOrder {
        if self.c_axes.load(Ordering::Relaxed) {
            crate::distrib::AxisOrder::Trailing
        } else {
            crate::distrib::AxisOrder::Leading
        }
    }

    /// The program is C-DVMH: from here on distributions take the trailing grid dimensions.
    pub fn set_c_axes(&self) {
        self.c_axes.store(true, Ordering::Relaxed);
    }

    /// The `PROCESSORS` arrangement `name` (declared by `dvmh_processors`).
    pub fn arrangement(&self, name: &str) -> RtResult<ProcGrid> {
        self.arrangements
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&name.to_ascii_uppercase())
            .cloned()
            .ok_or_else(|| {
                RtError::collective(format!(
                    "ONTO {name}: the PROCESSORS arrangement {name} is not declared yet"
                ))
            })
    }

    fn fixed_grid(&self) -> &(ProcGrid, Vec<usize>) {
        self.grid.get_or_init(|| {
            let coords = self.default_grid.coords_of(self.comm.rank());
            (self.default_grid.clone(), coords)
        })
    }

    /// `PROCESSORS name(dims)`: an arrangement of the processes, which must hold every
    /// process. The first one chosen before the grid is in use becomes the processor grid
    /// (padded with 1s to the rank the distributions need); every one is kept by name for
    /// the distributions ONTO it ([`Runtime::arrangement`]).
    pub fn set_processors(&self, name: &str, dims: &[usize]) -> RtResult<()> {
        let shape = dims
            .iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join(",");
        let arrangement = ProcGrid::choose(Some(dims), self.comm.size(), dims.len()).map_err(|_| {
            let count = dims
                .iter()
                .try_fold(1usize, |acc, &d| acc.checked_mul(d))
                .map_or_else(|| format!("more than {}", usize::MAX), |n| n.to_string());
            RtError::collective(format!(
                "PROCESSORS {name}({shape}) has {count} processors, but the program runs on {} process{}",
                self.comm.size(),
                if self.comm.size() == 1 { "" } else { "es" }
            ))
        })?;
        let grid = ProcGrid::choose(Some(dims), self.comm.size(), self.grid_rank)
            .map_err(|e| RtError::collective(e.to_string()))?;
        let coords = grid.coords_of(self.comm.rank());
        let mut chosen_here = false;
        let chosen = self.grid.get_or_init(|| {
            chosen_here = true;
            (grid.clone(), coords)
        });
        // The arrangement that is the grid stays the grid (same rank), so objects ONTO it and
        // objects without ONTO share their coordinates.
        let arrangement = if chosen.0 == grid { grid } else { arrangement };
        self.arrangements
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(name.to_ascii_uppercase(), arrangement);
        let overridden = self
            .settings
            .proc_grid
            .as_deref()
            .is_some_and(|d| d != dims);
        if chosen_here && overridden && self.comm.rank() == 0 {
            log!(
                LogLevel::Warning,
                "DVMH_PROC_GRID is ignored: PROCESSORS {name}({shape}) sets the processor grid"
            );
        }
        Ok(())
    }
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

/// Whether this process does the program's output: rank 0, also after `dvmh_finish` (C's
/// `atexit` handlers print after `main` has finished the runtime), and any process before
/// `dvmh_init`.
pub fn is_io_process() -> bool {
    RUNTIME.get().is_none_or(|rt| rt.comm.rank() == 0)
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
        if settings.sched_tech.runs_as_static() {
            log!(
                LogLevel::Warning,
                "DVMH_SCHED_TECH={}: the dynamic and scheme-file modes are not implemented; the simple static mode (1) runs instead",
                settings.sched_tech.describe()
            );
        }
        for name in &settings.ignored {
            log!(
                LogLevel::Info,
                "{name} is a DVM system setting without effect in this runtime"
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
    log!(
        LogLevel::Info,
        "{} process(es), processor grid {grid}, coordinates {:?}, {threads} thread(s)",
        comm.size(),
        grid.coords_of(rank)
    );
    let pool = ThreadPool::new(threads)?;
    if settings.stat {
        crate::stat::enable(threads);
    }
    let _ = RUNTIME.set(Runtime {
        comm,
        default_grid: grid,
        grid_rank,
        grid: OnceLock::new(),
        arrangements: Mutex::new(HashMap::new()),
        settings,
        pool,
        node_rank,
        c_axes: AtomicBool::new(false),
    });
    Ok(())
}

/// `dvmh_finish` (and the end of `dvmh_stop`): writes `DVMH_STAT`'s statistics, stops the
/// workers and MPI.
pub fn finish() -> RtResult<()> {
    if let Some(rt) = try_get() {
        crate::stat::finish::write(rt)?;
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

//! The emulation device (`DVMH_CUDA_EMULATION=1`): device memory is a set of separate host
//! allocations, and a launch calls the host build of the kernel once per thread of the grid.
//!
//! Memory is really separate, so a missing upload or download shows up as wrong results, as
//! on a GPU; the thread grid has the size a GPU launch would have, so the kernels' grid-stride
//! walk and their per-thread reduction slots are exercised as well. The grid's threads are
//! spread over the runtime's worker threads (thread `t` of `T` runs tids `t, t+T, ...`).
//!
//! A one-kernel wavefront launch keeps its grid barrier: each worker runs its tids of plane
//! `p`, then waits for the other workers at a barrier before plane `p + 1`, so no thread
//! starts a plane before every thread of the grid has finished the one before — what the
//! GPU kernel's barrier guarantees (the plane loop is hoisted out of the threads, which run
//! one after another on a worker).
//!
//! A queued launch (an `ASYNC` region's, [`Backend::launch_queued`]) is kept and run when the
//! device's memory is next touched (an upload, a download, a free, another launch) or waited
//! for, as a GPU's in-order stream runs it before them: the host code between the launch and
//! that point runs before the kernel, so a place where the runtime reads the device's data
//! without waiting first shows up as wrong results here.

use std::collections::HashMap;
use std::sync::{Barrier, Mutex, MutexGuard};

use super::backend::{pack, Backend, DevFn, DevPtr, DeviceError, Kernel, Launch, BLOCK_THREADS};
use crate::signals;
use crate::threads::ThreadPool;

/// Memory of the emulation device: allocations by address, 16-byte aligned.
#[derive(Default)]
pub struct Emulation {
    blocks: Mutex<HashMap<DevPtr, Box<[u128]>>>,
    /// Launches queued and not run yet, in order.
    queued: Mutex<Vec<Queued>>,
}

/// A queued launch: the kernel's host build, its name, the launch.
struct Queued(DevFn, std::ffi::CString, Launch);

// SAFETY: the one pointer inside, the file name of the launch's `Position`, points to a string
// of the program's static data (`dvmh_set_line`), valid on every thread.
unsafe impl Send for Queued {}

impl Emulation {
    pub fn new() -> Emulation {
        Emulation::default()
    }

    fn blocks(&self) -> MutexGuard<'_, HashMap<DevPtr, Box<[u128]>>> {
        match self.blocks.lock() {
            Ok(g) => g,
            Err(poisoned) => poisoned.into_inner(),
        }
    }

    /// Runs the queued launches, in order, on the runtime's worker threads.
    fn run_queued(&self) -> Result<(), DeviceError> {
        let queued = std::mem::take(&mut *match self.queued.lock() {
            Ok(g) => g,
            Err(poisoned) => poisoned.into_inner(),
        });
        if queued.is_empty() {
            return Ok(());
        }
        let rt = crate::state::get().map_err(|e| DeviceError(e.message().to_string()))?;
        for Queued(dev_fn, name, launch) in &queued {
            let kernel = Kernel {
                dev_fn: *dev_fn,
                name,
                ptx: std::ptr::null(),
            };
            self.run_launch(&rt.pool, &kernel, launch)?;
        }
        Ok(())
    }

    fn run_launch(
        &self,
        pool: &ThreadPool,
        kernel: &Kernel<'_>,
        launch: &Launch,
    ) -> Result<(), DeviceError> {
        let wave = match launch.wave {
            None => None,
            Some(at) => {
                let mut header = [0u8; 16];
                self.download(&mut header, at)?;
                let field = |k: usize| {
                    let mut b = [0u8; 8];
                    b.copy_from_slice(&header[8 * k..8 * k + 8]);
                    i64::from_ne_bytes(b).max(0) as u64
                };
                Some((field(0), field(1), Barrier::new(pool.size())))
            }
        };
        let grid = Grid {
            kernel,
            launch,
            workers: pool.size(),
            wave,
        };
        pool.run(&|t| grid.run_worker(t))
            .map_err(|e| DeviceError(e.message().to_string()))
    }

    /// Checks that `len` bytes at `ptr` lie inside one allocation (a runtime bug otherwise).
    fn check_range(&self, ptr: DevPtr, len: usize, what: &str) -> Result<(), DeviceError> {
        let inside = self.blocks().iter().any(|(&start, block)| {
            let size = (block.len() * 16) as u64;
            ptr >= start && ptr - start + len as u64 <= size
        });
        if inside || len == 0 {
            Ok(())
        } else {
            Err(DeviceError(format!(
                "{what}: {len} bytes at {ptr:#x} are not emulated device memory"
            )))
        }
    }
}

/// The blocks a wavefront launch may have on the emulation device: few, so that planes
/// larger than the grid exercise the kernels' grid-stride walk within a plane.
pub const RESIDENT_BLOCKS: u32 = 4;

struct Grid<'a> {
    kernel: &'a Kernel<'a>,
    launch: &'a Launch,
    workers: usize,
    /// A wavefront launch: (planes, bytes between the planes' bounds, the workers' barrier).
    wave: Option<(u64, u64, Barrier)>,
}

// SAFETY: the kernel's pointers are device memory the launch owns until it returns; the
// device code's contract makes distinct tids touch distinct iterations and partial slots.
unsafe impl Sync for Grid<'_> {}

impl Grid<'_> {
    fn run_worker(&self, t: usize) {
        let _mark = signals::in_parallel_loop(self.launch.at);
        let [bounds, _, _] = self.launch.params;
        match &self.wave {
            None => self.run_threads(t, bounds),
            Some((planes, stride, barrier)) => {
                for p in 0..*planes {
                    self.run_threads(t, bounds + p * stride);
                    barrier.wait();
                }
            }
        }
    }

    /// Runs worker `t`'s threads of the grid with the bounds at `bounds`. In a grid launch,
    /// thread `tid` in launch order is thread `tid % BLOCK_THREADS` of block
    /// `tid / BLOCK_THREADS`, the blocks numbered along `x` first, then `y`, then `z`, as
    /// CUDA numbers them; it gets its coordinates packed.
    fn run_threads(&self, t: usize, bounds: DevPtr) {
        let threads = self.launch.threads();
        let [_, args, reds] = self.launch.params;
        let width = BLOCK_THREADS as u64;
        let (count, coords): (i64, Box<dyn Fn(u64) -> i64>) = match self.launch.grid {
            None => (threads as i64, Box::new(|tid| tid as i64)),
            Some([gx, gy, gz]) => (
                pack(u64::from(gx) * width, gy.into(), gz.into()),
                Box::new(move |tid| {
                    let (block, lane) = (tid / width, tid % width);
                    let (bx, rest) = (block % u64::from(gx), block / u64::from(gx));
                    let (by, bz) = (rest % u64::from(gy), rest / u64::from(gy));
                    pack(bx * width + lane, by, bz)
                }),
            ),
        };
        let mut tid = t;
        while tid < threads {
            // SAFETY: the device variant follows the `dvmh_loop_device` contract; every
            // pointer is emulated device memory prepared for this launch.
            unsafe {
                (self.kernel.dev_fn)(
                    bounds as *const i64,
                    args as *const *mut std::ffi::c_void,
                    reds as *const *mut std::ffi::c_void,
                    coords(tid as u64),
                    count,
                )
            };
            tid += self.workers;
        }
    }
}

impl Backend for Emulation {
    fn describe(&self) -> String {
        "the emulation device".to_string()
    }

    fn alloc(&self, bytes: usize) -> Result<DevPtr, DeviceError> {
        let words = bytes.div_ceil(16).max(1);
        let mut block = Vec::new();
        if block.try_reserve_exact(words).is_err() {
            return Err(DeviceError(format!(
                "cannot allocate {bytes} bytes of emulated device memory"
            )));
        }
        block.resize(words, 0u128);
        let block = block.into_boxed_slice();
        let ptr = block.as_ptr() as DevPtr;
        self.blocks().insert(ptr, block);
        Ok(ptr)
    }

    fn free(&self, ptr: DevPtr) -> Result<(), DeviceError> {
        self.run_queued()?;
        match self.blocks().remove(&ptr) {
            Some(_) => Ok(()),
            None => Err(DeviceError(format!(
                "free: {ptr:#x} is not an emulated device allocation"
            ))),
        }
    }

    fn upload(&self, dst: DevPtr, src: &[u8]) -> Result<(), DeviceError> {
        self.run_queued()?;
        self.check_range(dst, src.len(), "upload")?;
        // SAFETY: checked to lie inside one live allocation, which `src` cannot overlap.
        unsafe { std::ptr::copy_nonoverlapping(src.as_ptr(), dst as *mut u8, src.len()) };
        Ok(())
    }

    fn download(&self, dst: &mut [u8], src: DevPtr) -> Result<(), DeviceError> {
        self.run_queued()?;
        self.check_range(src, dst.len(), "download")?;
        // SAFETY: checked to lie inside one live allocation, which `dst` cannot overlap.
        unsafe { std::ptr::copy_nonoverlapping(src as *const u8, dst.as_mut_ptr(), dst.len()) };
        Ok(())
    }

    fn combines_blocks(&self) -> bool {
        false
    }

    fn co_resident_blocks(&self, _kernel: &Kernel<'_>) -> Result<u32, DeviceError> {
        Ok(RESIDENT_BLOCKS)
    }

    fn launch(
        &self,
        pool: &ThreadPool,
        kernel: &Kernel<'_>,
        launch: &Launch,
    ) -> Result<(), DeviceError> {
        self.run_queued()?;
        self.run_launch(pool, kernel, launch)
    }

    fn launch_queued(
        &self,
        _pool: &ThreadPool,
        kernel: &Kernel<'_>,
        launch: &Launch,
    ) -> Result<(), DeviceError> {
        let mut queued = match self.queued.lock() {
            Ok(g) => g,
            Err(poisoned) => poisoned.into_inner(),
        };
        queued.push(Queued(kernel.dev_fn, kernel.name.to_owned(), *launch));
        Ok(())
    }

    fn wait(&self) -> Result<(), DeviceError> {
        self.run_queued()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_is_separate_and_checked() {
        let dev = Emulation::new();
        let p = dev.alloc(20).unwrap();
        assert_eq!(p % 16, 0);
        dev.upload(p + 4, &[1, 2, 3]).unwrap();
        let mut back = [0u8; 8];
        dev.download(&mut back, p).unwrap();
        assert_eq!(back, [0, 0, 0, 0, 1, 2, 3, 0]);
        // 20 bytes round up to 32; past that is not device memory.
        assert!(dev.upload(p + 30, &[0; 4]).is_err());
        assert!(dev.download(&mut back, p + 4096).is_err());
        dev.free(p).unwrap();
        assert!(dev.free(p).is_err());
        assert!(dev.upload(p, &[1]).is_err());
    }

    use std::sync::atomic::{AtomicU32, Ordering};

    static SEEN: [AtomicU32; 600] = [const { AtomicU32::new(0) }; 600];

    unsafe extern "C" fn mark(
        bounds: *const i64,
        _args: *const *mut std::ffi::c_void,
        _reds: *const *mut std::ffi::c_void,
        tid: i64,
        nthreads: i64,
    ) {
        // SAFETY: test kernel: bounds holds (first, last, step).
        let total = unsafe { *bounds.add(1) - *bounds + 1 };
        let mut lin = tid;
        while lin < total {
            SEEN[lin as usize].fetch_add(1, Ordering::Relaxed);
            lin += nthreads;
        }
    }

    static STARTED: AtomicU32 = AtomicU32::new(0);
    static EARLY: AtomicU32 = AtomicU32::new(0);

    /// Plane `bounds[0]` of a wavefront: each of the grid's threads counts itself, and
    /// counts an error if threads of other planes were counted in between (a thread that ran
    /// before every thread of the plane before had finished, or after the next had begun).
    unsafe extern "C" fn plane_step(
        bounds: *const i64,
        _args: *const *mut std::ffi::c_void,
        _reds: *const *mut std::ffi::c_void,
        _tid: i64,
        nthreads: i64,
    ) {
        // SAFETY: test kernel: bounds holds the plane.
        let plane = unsafe { *bounds } as u32;
        let before = STARTED.fetch_add(1, Ordering::SeqCst);
        let threads = nthreads as u32;
        if before / threads != plane {
            EARLY.fetch_add(1, Ordering::SeqCst);
        }
    }

    #[test]
    fn a_wavefront_launch_keeps_its_grid_barrier() {
        let dev = Emulation::new();
        let pool = ThreadPool::new(4).unwrap();
        let planes = 50i64;
        // One 16-byte-aligned copy of the bounds (the plane) per plane, then the wave header.
        let bounds = dev.alloc(16 * planes as usize).unwrap();
        let mut b = Vec::new();
        for p in 0..planes {
            b.extend_from_slice(&p.to_ne_bytes());
            b.extend_from_slice(&0i64.to_ne_bytes());
        }
        dev.upload(bounds, &b).unwrap();
        let wave = dev.alloc(24).unwrap();
        let mut w = Vec::new();
        for v in [planes, 16, 0] {
            w.extend_from_slice(&v.to_ne_bytes());
        }
        dev.upload(wave, &w).unwrap();
        let kernel = Kernel {
            dev_fn: plane_step,
            name: c"k_wave",
            ptx: std::ptr::null(),
        };
        let launch = Launch {
            blocks: RESIDENT_BLOCKS,
            grid: None,
            params: [bounds, 0, 0],
            wave: Some(wave),
            at: crate::position::Position::UNKNOWN,
        };
        dev.launch(&pool, &kernel, &launch).unwrap();
        pool.shutdown();
        assert_eq!(
            STARTED.load(Ordering::SeqCst),
            planes as u32 * launch.threads() as u32
        );
        assert_eq!(EARLY.load(Ordering::SeqCst), 0);
    }

    static CELLS: [AtomicU32; 700] = [const { AtomicU32::new(0) }; 700];

    /// A grid handler over `bounds[0]` x `bounds[1]` cells (rows along y, columns along x).
    unsafe extern "C" fn mark_grid(
        bounds: *const i64,
        _args: *const *mut std::ffi::c_void,
        _reds: *const *mut std::ffi::c_void,
        tid: i64,
        nthreads: i64,
    ) {
        let field =
            |v: i64, k: u32| (v >> (k * super::super::backend::GRID_FIELD_BITS)) & 0x1f_ffff;
        // SAFETY: test kernel: bounds holds (rows, columns).
        let (rows, cols) = unsafe { (*bounds, *bounds.add(1)) };
        assert_eq!(field(tid, 2), 0);
        let mut y = field(tid, 1);
        while y < rows {
            let mut x = field(tid, 0);
            while x < cols {
                CELLS[(y * cols + x) as usize].fetch_add(1, Ordering::Relaxed);
                x += field(nthreads, 0);
            }
            y += field(nthreads, 1);
        }
    }

    #[test]
    fn a_grid_launch_gives_every_cell_to_one_thread() {
        let dev = Emulation::new();
        let pool = ThreadPool::new(3).unwrap();
        let bounds = dev.alloc(16).unwrap();
        let mut b = Vec::new();
        for v in [7i64, 100] {
            b.extend_from_slice(&v.to_ne_bytes());
        }
        dev.upload(bounds, &b).unwrap();
        let kernel = Kernel {
            dev_fn: mark_grid,
            name: c"k_grid",
            ptx: std::ptr::null(),
        };
        // 1 block along x covers the 100 columns; 3 along y walk the 7 rows grid-stride.
        let launch = Launch {
            blocks: 3,
            grid: Some([1, 3, 1]),
            params: [bounds, 0, 0],
            wave: None,
            at: crate::position::Position::UNKNOWN,
        };
        dev.launch(&pool, &kernel, &launch).unwrap();
        pool.shutdown();
        assert!(CELLS.iter().all(|n| n.load(Ordering::Relaxed) == 1));
    }

    #[test]
    fn a_launch_runs_every_thread_of_the_grid_once() {
        let dev = Emulation::new();
        let pool = ThreadPool::new(3).unwrap();
        let bounds = dev.alloc(24).unwrap();
        let mut b = Vec::new();
        for v in [0i64, 599, 1] {
            b.extend_from_slice(&v.to_ne_bytes());
        }
        dev.upload(bounds, &b).unwrap();
        let name = c"k";
        let kernel = Kernel {
            dev_fn: mark,
            name,
            ptx: std::ptr::null(),
        };
        let launch = Launch {
            blocks: 2,
            grid: None,
            params: [bounds, 0, 0],
            wave: None,
            at: crate::position::Position::UNKNOWN,
        };
        dev.launch(&pool, &kernel, &launch).unwrap();
        pool.shutdown();
        // 512 threads over 600 iterations: every iteration exactly once.
        assert!(SEEN.iter().all(|n| n.load(Ordering::Relaxed) == 1));
    }
}

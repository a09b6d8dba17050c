//! The emulation device (`DVMH_CUDA_EMULATION=1`): device memory is a set of separate host
//! allocations, and a launch calls the host build of the kernel once per thread of the grid.
//!
//! Memory is really separate, so a missing upload or download shows up as wrong results, as
//! on a GPU; the thread grid has the size a GPU launch would have, so the kernels' grid-stride
//! walk and their per-thread reduction slots are exercised as well. The grid's threads are
//! spread over the runtime's worker threads (thread `t` of `T` runs tids `t, t+T, ...`).

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};

use super::backend::{Backend, DevPtr, DeviceError, Kernel, Launch};
use crate::signals;
use crate::threads::ThreadPool;

/// Memory of the emulation device: allocations by address, 16-byte aligned.
#[derive(Default)]
pub struct Emulation {
    blocks: Mutex<HashMap<DevPtr, Box<[u128]>>>,
}

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

struct Grid<'a> {
    kernel: &'a Kernel<'a>,
    launch: &'a Launch,
    workers: usize,
}

// SAFETY: the kernel's pointers are device memory the launch owns until it returns; the
// device code's contract makes distinct tids touch distinct iterations and partial slots.
unsafe impl Sync for Grid<'_> {}

impl Grid<'_> {
    fn run_worker(&self, t: usize) {
        let _mark = signals::in_parallel_loop(self.launch.at);
        let threads = self.launch.threads();
        let [bounds, args, reds] = self.launch.params;
        let mut tid = t;
        while tid < threads {
            // SAFETY: the device variant follows the `dvmh_loop_device` contract; every
            // pointer is emulated device memory prepared for this launch.
            unsafe {
                (self.kernel.dev_fn)(
                    bounds as *const i64,
                    args as *const *mut std::ffi::c_void,
                    reds as *const *mut std::ffi::c_void,
                    tid as i64,
                    threads as i64,
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
        match self.blocks().remove(&ptr) {
            Some(_) => Ok(()),
            None => Err(DeviceError(format!(
                "free: {ptr:#x} is not an emulated device allocation"
            ))),
        }
    }

    fn upload(&self, dst: DevPtr, src: &[u8]) -> Result<(), DeviceError> {
        self.check_range(dst, src.len(), "upload")?;
        // SAFETY: checked to lie inside one live allocation, which `src` cannot overlap.
        unsafe { std::ptr::copy_nonoverlapping(src.as_ptr(), dst as *mut u8, src.len()) };
        Ok(())
    }

    fn download(&self, dst: &mut [u8], src: DevPtr) -> Result<(), DeviceError> {
        self.check_range(src, dst.len(), "download")?;
        // SAFETY: checked to lie inside one live allocation, which `dst` cannot overlap.
        unsafe { std::ptr::copy_nonoverlapping(src as *const u8, dst.as_mut_ptr(), dst.len()) };
        Ok(())
    }

    fn combines_blocks(&self) -> bool {
        false
    }

    fn launch(
        &self,
        pool: &ThreadPool,
        kernel: &Kernel<'_>,
        launch: &Launch,
    ) -> Result<(), DeviceError> {
        let grid = Grid {
            kernel,
            launch,
            workers: pool.size(),
        };
        pool.run(&|t| grid.run_worker(t))
            .map_err(|e| DeviceError(e.message().to_string()))
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
            params: [bounds, 0, 0],
            at: crate::position::Position::UNKNOWN,
        };
        dev.launch(&pool, &kernel, &launch).unwrap();
        pool.shutdown();
        // 512 threads over 600 iterations: every iteration exactly once.
        assert!(SEEN.iter().all(|n| n.load(Ordering::Relaxed) == 1));
    }
}

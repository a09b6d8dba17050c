//! What the runtime needs from a device, whichever it is: memory (allocate, free, copy in both
//! directions) and launching a loop's device variant. The CUDA driver ([`super::cuda`]) and the
//! emulation device ([`super::emulation`]) implement it, so the actuality and launch logic
//! above is written once and tested without a GPU.

use std::ffi::{c_char, c_void, CStr};
use std::fmt;

use super::slabs::Slab;
use crate::position::Position;
use crate::threads::ThreadPool;

/// An address in device memory (on the emulation device, a host address).
pub type DevPtr = u64;

/// The host build of a loop's device variant:
/// `(bounds, args, reds, tid, nthreads)`, see `dvmh_loop_device` (`abi::types::dvmh_device_fn`).
pub type DevFn = unsafe extern "C" fn(*const i64, *const *mut c_void, *const *mut c_void, i64, i64);

/// Threads per block of every launch.
pub const BLOCK_THREADS: u32 = 256;

/// A failed device operation: what was called and why it failed (for CUDA, the driver's
/// error name and text). The caller adds where (the loop or directive).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceError(pub String);

impl fmt::Display for DeviceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The code of one loop, in both forms: the PTX kernel `name` in `ptx` (for a GPU) and its
/// host build `dev_fn` (for the emulation device).
#[derive(Clone, Copy)]
pub struct Kernel<'a> {
    pub dev_fn: DevFn,
    pub name: &'a CStr,
    /// NUL-terminated PTX text; the same pointer for every loop of a compilation unit.
    pub ptx: *const c_char,
}

/// A launch: `blocks` blocks of [`BLOCK_THREADS`] threads, and the kernel's three parameters
/// (device addresses of bounds, argument table, reduction table).
#[derive(Clone, Copy, Debug)]
pub struct Launch {
    pub blocks: u32,
    /// A grid launch (a grid handler, `dvmh_loop_device_grid`): the blocks along `x`, `y`, `z`
    /// (their product is `blocks`), each block one-dimensional along `x`. Each thread gets its
    /// coordinates and the grid's extents packed (`ir/src/passes/device_grid.rs`, [`pack`]);
    /// `None`: a one-dimensional grid, each thread gets its index and the thread count.
    pub grid: Option<[u32; 3]>,
    pub params: [DevPtr; 3],
    /// A one-kernel wavefront (`codegen-ptx/src/wave.rs`): the device address of its
    /// `{ planes: i64, stride: i64, counter: u64 }`, the kernel's fourth parameter. Every
    /// block of such a launch must be resident at once ([`Backend::co_resident_blocks`]).
    pub wave: Option<DevPtr>,
    /// The loop, for crash reports.
    pub at: Position,
}

impl Launch {
    /// Threads of the whole grid.
    pub fn threads(&self) -> usize {
        self.blocks as usize * BLOCK_THREADS as usize
    }
}

/// Bits of each coordinate in a grid handler's packed `tid` and `nthreads`
/// (`ir/src/passes/device_grid.rs`).
pub const GRID_FIELD_BITS: u32 = 21;

/// `x | y << 21 | z << 42`: a grid handler's packed coordinates (or extents).
pub fn pack(x: u64, y: u64, z: u64) -> i64 {
    (x | y << GRID_FIELD_BITS | z << (2 * GRID_FIELD_BITS)) as i64
}

/// A device. Memory operations are synchronous; `launch` returns when the kernel has finished.
pub trait Backend: Send + Sync {
    /// For logs: `GPU 0 (NVIDIA H100)`, `the emulation device`.
    fn describe(&self) -> String;
    /// `bytes` (> 0) of device memory, zeroed or not.
    fn alloc(&self, bytes: usize) -> Result<DevPtr, DeviceError>;
    /// Releases what `alloc` returned.
    fn free(&self, ptr: DevPtr) -> Result<(), DeviceError>;
    /// Copies `src` to device memory at `dst` (an allocation with room for it).
    fn upload(&self, dst: DevPtr, src: &[u8]) -> Result<(), DeviceError>;
    /// Copies device memory at `src` (an allocation with that many bytes) into `dst`.
    fn download(&self, dst: &mut [u8], src: DevPtr) -> Result<(), DeviceError>;
    /// Copies the bytes of `slab` of the device storage at `dev` into the same place of the
    /// host storage `host` (the same layout on both sides). Row by row unless the device has
    /// a strided copy.
    fn download_slab(&self, host: &mut [u8], dev: DevPtr, slab: &Slab) -> Result<(), DeviceError> {
        for row in slab.rows() {
            self.download(&mut host[row..row + slab.width], dev + row as DevPtr)?;
        }
        Ok(())
    }
    /// Copies the bytes of `slab` of the host storage `host` into the device storage at `dev`.
    fn upload_slab(&self, dev: DevPtr, host: &[u8], slab: &Slab) -> Result<(), DeviceError> {
        for row in slab.rows() {
            self.upload(dev + row as DevPtr, &host[row..row + slab.width])?;
        }
        Ok(())
    }
    /// Whether a launch leaves each block's combined reduction partials after the threads'
    /// (the PTX kernels do, `codegen-ptx/src/block_reduce.rs`); the emulation device runs the
    /// host build of the handler alone and leaves the threads' partials only.
    fn combines_blocks(&self) -> bool;
    /// The most blocks of `kernel` that the device holds at once (for a wavefront launch,
    /// whose grid barrier needs them all resident).
    fn co_resident_blocks(&self, kernel: &Kernel<'_>) -> Result<u32, DeviceError>;
    /// Runs `kernel` on `launch.threads()` threads and waits for it.
    fn launch(
        &self,
        pool: &ThreadPool,
        kernel: &Kernel<'_>,
        launch: &Launch,
    ) -> Result<(), DeviceError>;
    /// Starts `kernel` without waiting for it (an `ASYNC` region's launch): the device runs
    /// its work in order, so later launches and copies see its results; [`Self::wait`] waits.
    /// A device that cannot queue work runs it at once.
    fn launch_queued(
        &self,
        pool: &ThreadPool,
        kernel: &Kernel<'_>,
        launch: &Launch,
    ) -> Result<(), DeviceError> {
        self.launch(pool, kernel, launch)
    }
    /// Waits for the queued work (the first error of a queued kernel is reported here).
    fn wait(&self) -> Result<(), DeviceError> {
        Ok(())
    }
}

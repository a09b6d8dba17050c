//! A GPU through the CUDA driver API (`cudarc`, loaded at run time: the runtime builds without
//! a CUDA toolkit, and a program runs where `libcuda.so` is absent, on the host).
//!
//! One context (the device's primary context) per process, made current before each call
//! (the program calls the runtime from one thread, but nothing else pins it). Each PTX image
//! is loaded once (`cuModuleLoadData`, cached by its address: the compiler passes the same
//! pointer for every loop of a compilation unit), each kernel looked up once by name.

use std::collections::HashMap;
use std::ffi::{c_void, CString};
use std::mem::MaybeUninit;
use std::sync::{Mutex, MutexGuard};

use cudarc::driver::result::{self, DriverError};
use cudarc::driver::sys;

use super::backend::{Backend, DevPtr, DeviceError, Kernel, Launch, BLOCK_THREADS};
use super::slabs::Slab;
use crate::threads::ThreadPool;

/// `call: CUDA_ERROR_NAME (the driver's text)`.
fn failed(call: &str, e: DriverError) -> DeviceError {
    let name = e.error_name().map_or_else(
        |_| format!("CUresult {}", e.0 as i64),
        |n| n.to_string_lossy().into_owned(),
    );
    let text = e.error_string().map_or_else(
        |_| "no description".to_string(),
        |s| s.to_string_lossy().into_owned(),
    );
    DeviceError(format!("{call} failed: {name} ({text})"))
}

/// Caches keyed by host addresses (PTX images) and names.
#[derive(Default)]
struct Loaded {
    modules: HashMap<usize, sys::CUmodule>,
    functions: HashMap<(usize, CString), sys::CUfunction>,
}

/// One GPU of the node.
pub struct Cuda {
    ordinal: i32,
    name: String,
    ctx: sys::CUcontext,
    loaded: Mutex<Loaded>,
}

// SAFETY: CUDA contexts, modules and functions may be used from any thread once the context
// is made current there (every method does); the caches are behind a lock.
unsafe impl Send for Cuda {}
// SAFETY: as above.
unsafe impl Sync for Cuda {}

/// The number of GPUs the driver sees; 0 when `libcuda` is absent or finds no device.
pub fn count() -> Result<usize, DeviceError> {
    // SAFETY: only tries to open the library.
    if !unsafe { sys::is_culib_present() } {
        return Ok(0);
    }
    match result::init() {
        Ok(()) => {}
        Err(e) if e.0 == sys::CUresult::CUDA_ERROR_NO_DEVICE => return Ok(0),
        Err(e) => return Err(failed("cuInit", e)),
    }
    let n = result::device::get_count().map_err(|e| failed("cuDeviceGetCount", e))?;
    Ok(n.max(0) as usize)
}

/// Loads (JIT-compiles) a PTX image; a failure carries the JIT's error log.
///
/// # Safety
/// `ptx` is a NUL-terminated PTX text; the context is current.
unsafe fn load_ptx(ptx: *const c_void) -> Result<sys::CUmodule, DeviceError> {
    let mut log = vec![0u8; 16 << 10];
    let mut options = [
        sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
        sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
    ];
    let mut values: [*mut c_void; 2] = [log.as_mut_ptr() as *mut c_void, log.len() as *mut c_void];
    let mut module = MaybeUninit::uninit();
    // SAFETY: the options say the log buffer's address and size; the caller's contract.
    let status = unsafe {
        sys::cuModuleLoadDataEx(
            module.as_mut_ptr(),
            ptx,
            options.len() as u32,
            options.as_mut_ptr(),
            values.as_mut_ptr(),
        )
    };
    match status.result() {
        // SAFETY: written by a successful call.
        Ok(()) => Ok(unsafe { module.assume_init() }),
        Err(e) => {
            let mut error = failed("cuModuleLoadDataEx (JIT compilation of the PTX)", e);
            let end = log.iter().position(|&b| b == 0).unwrap_or(log.len());
            let text = String::from_utf8_lossy(&log[..end]);
            let text = text.trim();
            if !text.is_empty() {
                error.0 = format!("{}: {}", error.0, text.replace('\n', "; "));
            }
            Err(error)
        }
    }
}

impl Cuda {
    /// Opens GPU `ordinal` (after [`count`] found it).
    pub fn open(ordinal: usize) -> Result<Cuda, DeviceError> {
        let ordinal = ordinal as i32;
        let dev = result::device::get(ordinal).map_err(|e| failed("cuDeviceGet", e))?;
        let name = result::device::get_name(dev).map_err(|e| failed("cuDeviceGetName", e))?;
        // SAFETY: `dev` came from cuDeviceGet.
        let ctx = unsafe { result::primary_ctx::retain(dev) }
            .map_err(|e| failed("cuDevicePrimaryCtxRetain", e))?;
        let cuda = Cuda {
            ordinal,
            name,
            ctx,
            loaded: Mutex::new(Loaded::default()),
        };
        cuda.bind()?;
        Ok(cuda)
    }

    /// Makes the context current on the calling thread.
    fn bind(&self) -> Result<(), DeviceError> {
        // SAFETY: the context was retained in `open` and is never released.
        unsafe { result::ctx::set_current(self.ctx) }.map_err(|e| failed("cuCtxSetCurrent", e))
    }

    fn loaded(&self) -> MutexGuard<'_, Loaded> {
        match self.loaded.lock() {
            Ok(g) => g,
            Err(poisoned) => poisoned.into_inner(),
        }
    }

    /// The kernel's function, loading its PTX image the first time.
    fn function(&self, kernel: &Kernel<'_>) -> Result<sys::CUfunction, DeviceError> {
        let image = kernel.ptx as usize;
        let key = (image, kernel.name.to_owned());
        let mut loaded = self.loaded();
        if let Some(&f) = loaded.functions.get(&key) {
            return Ok(f);
        }
        if kernel.ptx.is_null() {
            return Err(DeviceError("the loop's PTX image is null".to_string()));
        }
        let module = match loaded.modules.get(&image) {
            Some(&m) => m,
            None => {
                // SAFETY: a NUL-terminated PTX text per `dvmh_loop_device`'s contract.
                let m = unsafe { load_ptx(kernel.ptx as *const c_void) }?;
                loaded.modules.insert(image, m);
                m
            }
        };
        // SAFETY: the module is loaded and never unloaded.
        let f = unsafe { result::module::get_function(module, key.1.clone()) }.map_err(|e| {
            failed(
                &format!("cuModuleGetFunction('{}')", kernel.name.to_string_lossy()),
                e,
            )
        })?;
        loaded.functions.insert(key, f);
        Ok(f)
    }
}

impl Backend for Cuda {
    fn describe(&self) -> String {
        format!("GPU {} ({})", self.ordinal, self.name)
    }

    fn alloc(&self, bytes: usize) -> Result<DevPtr, DeviceError> {
        self.bind()?;
        // SAFETY: a plain allocation in the current context.
        unsafe { result::malloc_sync(bytes.max(1)) }
            .map_err(|e| failed(&format!("cuMemAlloc of {bytes} bytes"), e))
    }

    fn free(&self, ptr: DevPtr) -> Result<(), DeviceError> {
        self.bind()?;
        // SAFETY: `ptr` came from `alloc` and is freed once.
        unsafe { result::free_sync(ptr) }.map_err(|e| failed("cuMemFree", e))
    }

    fn upload(&self, dst: DevPtr, src: &[u8]) -> Result<(), DeviceError> {
        if src.is_empty() {
            return Ok(());
        }
        self.bind()?;
        // SAFETY: `dst` is an allocation with room for `src` (the caller's contract).
        unsafe { result::memcpy_htod_sync(dst, src) }
            .map_err(|e| failed(&format!("cuMemcpyHtoD of {} bytes", src.len()), e))
    }

    fn download(&self, dst: &mut [u8], src: DevPtr) -> Result<(), DeviceError> {
        if dst.is_empty() {
            return Ok(());
        }
        self.bind()?;
        let len = dst.len();
        // SAFETY: `src` is an allocation with `dst.len()` bytes (the caller's contract).
        unsafe { result::memcpy_dtoh_sync(dst, src) }
            .map_err(|e| failed(&format!("cuMemcpyDtoH of {len} bytes"), e))
    }

    fn download_slab(&self, host: &mut [u8], dev: DevPtr, slab: &Slab) -> Result<(), DeviceError> {
        let last = slab.rows().last().map_or(0, |r| r + slab.width);
        assert!(last <= host.len(), "a slab outside the host storage"); // ok: runtime bug
                                                                        // SAFETY: in bounds of `host`, checked above.
        let at = unsafe { host.as_mut_ptr().add(slab.offset) } as *mut c_void;
        let p = copy_3d(
            slab,
            Side::Device(dev + slab.offset as DevPtr),
            Side::Host(at),
        );
        self.bind()?;
        // SAFETY: both sides hold the slab's bytes (the caller's contract and the check).
        unsafe { sys::cuMemcpy3D_v2(&p) }
            .result()
            .map_err(|e| failed("cuMemcpy3D (device to host)", e))
    }

    fn upload_slab(&self, dev: DevPtr, host: &[u8], slab: &Slab) -> Result<(), DeviceError> {
        let last = slab.rows().last().map_or(0, |r| r + slab.width);
        assert!(last <= host.len(), "a slab outside the host storage"); // ok: runtime bug
                                                                        // SAFETY: in bounds of `host`, checked above.
        let at = unsafe { host.as_ptr().add(slab.offset) } as *mut c_void;
        let p = copy_3d(
            slab,
            Side::Host(at),
            Side::Device(dev + slab.offset as DevPtr),
        );
        self.bind()?;
        // SAFETY: both sides hold the slab's bytes (the caller's contract and the check).
        unsafe { sys::cuMemcpy3D_v2(&p) }
            .result()
            .map_err(|e| failed("cuMemcpy3D (host to device)", e))
    }

    fn combines_blocks(&self) -> bool {
        true
    }

    fn co_resident_blocks(&self, kernel: &Kernel<'_>) -> Result<u32, DeviceError> {
        self.bind()?;
        let f = self.function(kernel)?;
        let dev = result::device::get(self.ordinal).map_err(|e| failed("cuDeviceGet", e))?;
        // SAFETY: `dev` came from cuDeviceGet.
        let sms = unsafe {
            result::device::get_attribute(
                dev,
                sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT,
            )
        }
        .map_err(|e| failed("cuDeviceGetAttribute(MULTIPROCESSOR_COUNT)", e))?;
        // SAFETY: `f` is a loaded kernel of the current context.
        let per_sm = unsafe {
            result::occupancy::max_active_block_per_multiprocessor(f, BLOCK_THREADS as i32, 0)
        }
        .map_err(|e| failed("cuOccupancyMaxActiveBlocksPerMultiprocessor", e))?;
        Ok((sms.max(0) as u32).saturating_mul(per_sm.max(0) as u32))
    }

    fn launch(
        &self,
        pool: &ThreadPool,
        kernel: &Kernel<'_>,
        launch: &Launch,
    ) -> Result<(), DeviceError> {
        self.launch_queued(pool, kernel, launch)?;
        let name = kernel.name.to_string_lossy();
        result::ctx::synchronize()
            .map_err(|e| failed(&format!("the kernel '{name}' (cuCtxSynchronize)"), e))
    }

    fn wait(&self) -> Result<(), DeviceError> {
        self.bind()?;
        result::ctx::synchronize()
            .map_err(|e| failed("a queued kernel of an ASYNC region (cuCtxSynchronize)", e))
    }

    fn launch_queued(
        &self,
        _pool: &ThreadPool,
        kernel: &Kernel<'_>,
        launch: &Launch,
    ) -> Result<(), DeviceError> {
        self.bind()?;
        let f = self.function(kernel)?;
        let mut params = [
            launch.params[0],
            launch.params[1],
            launch.params[2],
            launch.wave.unwrap_or(0),
        ];
        let count = if launch.wave.is_some() { 4 } else { 3 };
        let mut pointers: Vec<*mut c_void> = params[..count]
            .iter_mut()
            .map(|p| p as *mut DevPtr as *mut c_void)
            .collect();
        let name = kernel.name.to_string_lossy();
        // SAFETY: the kernel takes three .u64 parameters (`dvmh_loop_device`'s contract), a
        // wavefront kernel four (`codegen-ptx/src/wave.rs`), which `pointers` point to and
        // which cuLaunchKernel copies before it returns.
        unsafe {
            result::launch_kernel(
                f,
                launch
                    .grid
                    .map_or((launch.blocks, 1, 1), |[x, y, z]| (x, y, z)),
                (BLOCK_THREADS, 1, 1),
                0,
                result::stream::null(),
                &mut pointers,
            )
        }
        .map_err(|e| failed(&format!("cuLaunchKernel('{name}')"), e))
    }
}

/// One side of a strided copy: host memory or a device address (at the slab's offset).
enum Side {
    Host(*mut c_void),
    Device(DevPtr),
}

/// The strided copy of `slab` from `src` to `dst`: rows of `width` bytes, `row_pitch` apart,
/// in planes `plane_pitch` apart, on both sides.
fn copy_3d(slab: &Slab, src: Side, dst: Side) -> sys::CUDA_MEMCPY3D {
    let row_pitch = slab.row_pitch.max(slab.width);
    let height = if slab.planes > 1 {
        slab.plane_pitch / row_pitch
    } else {
        slab.rows
    };
    let (src_type, src_host, src_device) = match src {
        Side::Host(p) => (sys::CUmemorytype::CU_MEMORYTYPE_HOST, p as *const c_void, 0),
        Side::Device(d) => (sys::CUmemorytype::CU_MEMORYTYPE_DEVICE, std::ptr::null(), d),
    };
    let (dst_type, dst_host, dst_device) = match dst {
        Side::Host(p) => (sys::CUmemorytype::CU_MEMORYTYPE_HOST, p, 0),
        Side::Device(d) => (
            sys::CUmemorytype::CU_MEMORYTYPE_DEVICE,
            std::ptr::null_mut(),
            d,
        ),
    };
    sys::CUDA_MEMCPY3D {
        srcXInBytes: 0,
        srcY: 0,
        srcZ: 0,
        srcLOD: 0,
        srcMemoryType: src_type,
        srcHost: src_host,
        srcDevice: src_device,
        srcArray: std::ptr::null_mut(),
        reserved0: std::ptr::null_mut(),
        srcPitch: row_pitch,
        srcHeight: height,
        dstXInBytes: 0,
        dstY: 0,
        dstZ: 0,
        dstLOD: 0,
        dstMemoryType: dst_type,
        dstHost: dst_host,
        dstDevice: dst_device,
        dstArray: std::ptr::null_mut(),
        reserved1: std::ptr::null_mut(),
        dstPitch: row_pitch,
        dstHeight: height,
        WidthInBytes: slab.width,
        Height: slab.rows,
        Depth: slab.planes,
    }
}

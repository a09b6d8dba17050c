//! The device layer of regions: which device this process uses (a GPU through the CUDA
//! driver, the emulation device, or none), the device copies of distributed arrays and their
//! actuality, and the scratch memory of launches.
//!
//! Selection (once, at `dvmh_init`): `DVMH_NUM_CUDAS=0` means CPU only; otherwise
//! `DVMH_CUDA_EMULATION=1` selects the emulation device (so the same tests run everywhere);
//! otherwise the GPU `node rank % GPUs` if the driver finds one (at most `DVMH_NUM_CUDAS` of
//! them are used), else none: loops then run on the host exactly as without regions.
//!
//! A device copy of an array holds its whole local storage (owned block and shadow edges).
//! It is allocated on the array's first device use and kept until `dvmh_array_free`; which
//! copy is current is [`actuality::Actuality`]. Arrays are keyed by the address of their
//! object (their handle), which stays put while they live.

pub mod actuality;
pub mod backend;
mod cuda;
pub mod diagonal;
mod emulation;
mod host_tables;
pub mod launch;
pub mod sections;
pub mod slabs;
pub mod wavefront;

use std::collections::hash_map::Entry;
use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard, OnceLock};

use crate::array::ArrayObject;
use crate::boxes::IndexBox;
use crate::fault::{RtError, RtResult};
use crate::log::log;
use crate::settings::{AcrossVariant, LogLevel, Settings};
use actuality::{Actuality, Intent, Stale};
use backend::{Backend, DevPtr, DeviceError, Kernel, Launch};
use diagonal::{Affine, Copier, Diagonal, Skew};
use sections::HostParts;

/// Where device variants run, as chosen from the settings and the machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// No device: every loop runs on the host.
    Host,
    /// The GPU with this ordinal.
    Gpu(usize),
    Emulation,
}

/// The device for a process with node rank `node_rank`; `gpus` counts the GPUs the driver
/// sees (called only when a GPU may be used). The second value is a warning to give.
pub fn choose(
    num_cudas: Option<usize>,
    emulation: bool,
    node_rank: usize,
    gpus: impl FnOnce() -> Result<usize, DeviceError>,
) -> (Choice, Option<String>) {
    if num_cudas == Some(0) {
        return (Choice::Host, None);
    }
    if emulation {
        return (Choice::Emulation, None);
    }
    match gpus() {
        Err(e) => (
            Choice::Host,
            Some(format!(
                "the CUDA driver is unusable ({e}); regions run on the CPU (DVMH_NUM_CUDAS=0 silences this)"
            )),
        ),
        Ok(0) => (
            Choice::Host,
            num_cudas.map(|n| {
                format!("DVMH_NUM_CUDAS={n}, but no GPU is found; regions run on the CPU")
            }),
        ),
        Ok(found) => {
            let usable = num_cudas.map_or(found, |n| n.min(found));
            (Choice::Gpu(node_rank % usable), None)
        }
    }
}

/// A device copy of one array.
struct DeviceCopy {
    ptr: DevPtr,
    bytes: usize,
    state: Actuality,
    /// Sections where the host copy is current although `state.host` says it is stale.
    host_parts: HostParts,
    /// The diagonal layout of `-autoTfm` ([`diagonal`]), once a hyperplane loop asked for it.
    skewed: Option<Skewed>,
}

/// A device copy's diagonal layout: a second allocation, which holds the device's values
/// (and the normal one does not) while `current`.
struct Skewed {
    ptr: DevPtr,
    skew: Skew,
    current: bool,
    copier: Copier,
}

/// The device this process uses.
pub struct Device {
    backend: Box<dyn Backend>,
    /// `CUDA` or `emulation device`, for error messages.
    label: &'static str,
    /// Device copies by array object address.
    copies: Mutex<HashMap<usize, DeviceCopy>>,
    /// Launch parameters and reduction partials: one growing allocation (address, bytes).
    scratch: Mutex<Option<(DevPtr, usize)>>,
    /// The data directions the open region gave (by array object address).
    intents: Mutex<HashMap<usize, Intent>>,
    /// Whole-array transfers since the open region began, for its log line.
    traffic: Mutex<Traffic>,
    /// `DVMH_ACROSS_VARIANT`.
    across: AcrossVariant,
    /// `DVMH_CPU_PERF` and the device's `DVMH_CUDAS_PERF`, when both are set.
    weights: Option<(f64, f64)>,
    /// The parameter block of layout conversions (kept and reused).
    convert_params: Mutex<Option<DevPtr>>,
    /// Device copies of the read-only non-distributed arrays device loops read.
    tables: Mutex<host_tables::HostTables>,
    /// `DVMH_ALLOW_ASYNC`: the kernels of `ASYNC` regions are queued, not waited for.
    allow_async: bool,
    /// The first launch queued since the host last waited for the device (for the error
    /// line of a queued kernel that fails).
    queued: Mutex<Option<String>>,
}

/// Whole-array transfers counted for a region's log line (shadow edges are logged apart).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Traffic {
    pub uploads: usize,
    pub upload_bytes: usize,
    pub downloads: usize,
    pub download_bytes: usize,
}

static DEVICE: OnceLock<Option<Device>> = OnceLock::new();

/// Chooses and opens the device (once, from `dvmh_init`).
pub fn init(settings: &Settings, node_rank: usize) -> RtResult<()> {
    if DEVICE.get().is_some() {
        return Ok(());
    }
    // cudarc panics when the driver library lacks a function it looks up: a broken or
    // foreign libcuda, which is then as good as none.
    let count = || {
        std::panic::catch_unwind(cuda::count).unwrap_or_else(|_| {
            Err(DeviceError(
                "the CUDA driver library lacks a function the runtime needs".to_string(),
            ))
        })
    };
    let (choice, warning) = choose(
        settings.num_cudas,
        settings.cuda_emulation,
        node_rank,
        count,
    );
    if let Some(w) = warning {
        log!(LogLevel::Warning, "{w}");
    }
    let device = match choice {
        Choice::Host => None,
        Choice::Emulation => Some(Device::new(
            Box::new(emulation::Emulation::new()),
            "emulation device",
            settings,
        )),
        Choice::Gpu(ordinal) => {
            let gpu = cuda::Cuda::open(ordinal).map_err(|e| {
                RtError::local(format!(
                    "CUDA error opening GPU {ordinal}: {e} (DVMH_NUM_CUDAS=0 runs on the CPU)"
                ))
            })?;
            Some(Device::new(Box::new(gpu), "CUDA", settings))
        }
    };
    match &device {
        Some(d) => log!(
            LogLevel::Info,
            "regions run their parallel loops on {}",
            d.backend.describe()
        ),
        None => log!(LogLevel::Info, "regions run on the CPU (no device)"),
    }
    let _ = DEVICE.set(device);
    Ok(())
}

/// The device, if this process uses one.
pub fn get() -> Option<&'static Device> {
    DEVICE.get().and_then(Option::as_ref)
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    match m.lock() {
        Ok(g) => g,
        Err(poisoned) => poisoned.into_inner(),
    }
}

/// The key of an array in the copy table.
fn key(array: &ArrayObject) -> usize {
    array as *const ArrayObject as usize
}

/// The array's local storage and the offset of its view's base in it.
fn storage_of<'a>(array: &'a mut ArrayObject, call: &str) -> RtResult<(&'a mut [u8], u64)> {
    let base = array.view.base as usize;
    let storage = array.state.placement_mut(call)?.storage_mut();
    let start = storage.as_ptr() as usize;
    let offset = if base >= start && base <= start + storage.len() {
        (base - start) as u64
    } else {
        0
    };
    Ok((storage, offset))
}

impl Device {
    fn new(backend: Box<dyn Backend>, label: &'static str, settings: &Settings) -> Device {
        // DVMH_SCHED_TECH=0 (single): the device alone, whatever the weights.
        let weights = match (settings.cpu_perf, &settings.cudas_perf) {
            (Some(cpu), Some(gpus)) if settings.sched_tech.uses_weights() => {
                gpus.first().map(|&gpu| (cpu, gpu))
            }
            _ => None,
        };
        Device {
            backend,
            label,
            across: settings.across_variant,
            weights,
            copies: Mutex::new(HashMap::new()),
            scratch: Mutex::new(None),
            intents: Mutex::new(HashMap::new()),
            traffic: Mutex::new(Traffic::default()),
            convert_params: Mutex::new(None),
            tables: Mutex::new(host_tables::HostTables::default()),
            allow_async: settings.allow_async,
            queued: Mutex::new(None),
        }
    }

    /// The device copy of `array` in `copies`, allocated (with nothing in it) on first use.
    /// The device copy of `array` (made on first use) entering a region with `intent`: a
    /// written copy forgets which parts the host wrote; `enter` says what to upload.
    fn enter_copy<T>(
        &self,
        array: &mut ArrayObject,
        k: usize,
        name: &str,
        intent: Intent,
        what: &str,
        enter: impl FnOnce(&mut DeviceCopy) -> T,
    ) -> RtResult<T> {
        let (storage, _) = storage_of(array, what)?;
        let len = storage.len();
        let mut copies = lock(&self.copies);
        let copy = self.copy_entry(&mut copies, k, len, name, what)?;
        if intent.writes() {
            copy.host_parts.clear();
        }
        Ok(enter(copy))
    }

    fn copy_entry<'c>(
        &self,
        copies: &'c mut HashMap<usize, DeviceCopy>,
        k: usize,
        bytes: usize,
        name: &str,
        what: &str,
    ) -> RtResult<&'c mut DeviceCopy> {
        Ok(match copies.entry(k) {
            Entry::Occupied(o) => o.into_mut(),
            Entry::Vacant(v) => {
                let ptr = if bytes == 0 {
                    0
                } else {
                    self.backend
                        .alloc(bytes)
                        .map_err(|e| self.error(what, DeviceError(format!("array {name}: {e}"))))?
                };
                v.insert(DeviceCopy {
                    ptr,
                    bytes,
                    state: Actuality::NEW,
                    host_parts: HostParts::default(),
                    skewed: None,
                })
            }
        })
    }

    /// Makes the device copy of `array` current where it is `stale`: the whole copy (logged
    /// and counted as a whole-array transfer), or only the stale parts.
    fn upload_stale(&self, array: &mut ArrayObject, stale: Stale, what: &str) -> RtResult<()> {
        match stale {
            Stale::Nowhere => Ok(()),
            Stale::Parts(parts) => self.move_boxes(array, &parts, what, false, "written parts"),
            Stale::Everywhere => {
                let Some((ptr, bytes)) = lock(&self.copies).get_mut(&key(array)).map(|c| {
                    // The whole normal copy is written: it holds the device's values now.
                    if let Some(s) = &mut c.skewed {
                        s.current = false;
                    }
                    (c.ptr, c.bytes)
                }) else {
                    return Ok(());
                };
                if bytes == 0 {
                    return Ok(());
                }
                let name = array.state.name.clone();
                log!(LogLevel::Debug, "array {name}: {bytes} bytes to the device");
                let (storage, _) = storage_of(array, what)?;
                self.backend
                    .upload(ptr, &storage[..bytes])
                    .map_err(|e| self.error(what, e))?;
                let mut t = lock(&self.traffic);
                t.uploads += 1;
                t.upload_bytes += bytes;
                Ok(())
            }
        }
    }

    /// Region entry for `array` with data direction `intent` (seed 000 §3.4.2): an IN part is
    /// made current on the device now; an OUT or LOCAL array gets its device copy, with no
    /// transfer, declared current (the host copy becomes stale).
    pub fn enter_region(
        &self,
        array: &mut ArrayObject,
        intent: Intent,
        what: &str,
    ) -> RtResult<()> {
        let k = key(array);
        let name = array.state.name.clone();
        let intent = {
            let mut intents = lock(&self.intents);
            let merged = intents.get(&k).map_or(intent, |i| i.merge(intent));
            intents.insert(k, merged);
            merged
        };
        let upload = self.enter_copy(array, k, &name, intent, what, |copy| {
            copy.state.enter_region(intent)
        })?;
        log!(
            LogLevel::Info,
            "array {name} is {} in the region",
            intent.name()
        );
        self.upload_stale(array, upload, what)
    }

    /// Region entry for `section` of `array` with data direction `intent` (a clause that
    /// names a section, `IN(A(1:10, 5))`): only the section is made current on the device
    /// (its stale parts uploaded) or, written, declared current there; the rest of the array
    /// moves as the region's loops use it. LOCAL sections are brought back at the exit like
    /// OUT ones (the compiler passes them as OUT).
    pub fn enter_region_section(
        &self,
        array: &mut ArrayObject,
        intent: Intent,
        section: &IndexBox,
        what: &str,
    ) -> RtResult<()> {
        let k = key(array);
        let name = array.state.name.clone();
        let stored = *array.state.placement(what)?.layout().stored();
        let part = section.intersect(&stored);
        if part.is_empty() {
            return Ok(());
        }
        let upload = self.enter_copy(array, k, &name, intent, what, |copy| {
            copy.state.enter_region_section(intent, &part, &stored)
        })?;
        log!(
            LogLevel::Info,
            "a section of array {name} is {} in the region",
            intent.name()
        );
        if upload.is_empty() {
            return Ok(());
        }
        self.move_boxes(array, &upload, what, false, "a section")
    }

    /// Region exit (seed 000 §1.1): the host copies of all arrays become current, except that
    /// LOCAL and INLOCAL arrays drop what the region wrote (no download); the device copies
    /// become stale (host code outside regions writes the arrays directly). Returns the
    /// region's whole-array transfers.
    pub fn exit_region(&self, what: &str) -> RtResult<Traffic> {
        self.wait_queued()?;
        let intents = std::mem::take(&mut *lock(&self.intents));
        {
            let mut copies = lock(&self.copies);
            for (k, intent) in &intents {
                if intent.local_only() {
                    if let Some(copy) = copies.get_mut(k) {
                        copy.state.drop_local();
                    }
                }
            }
        }
        self.use_all_on_host(what)?;
        self.written_all_on_host();
        Ok(std::mem::take(&mut *lock(&self.traffic)))
    }

    /// `DVMH_ACROSS_VARIANT`: how ACROSS loops run here.
    pub fn across_variant(&self) -> AcrossVariant {
        self.across
    }

    /// The share of a parallel loop's iterations the CPU threads run next to the device
    /// (`DVMH_CPU_PERF / (DVMH_CPU_PERF + DVMH_CUDAS_PERF)`); `None`: the device runs all.
    pub fn cpu_share(&self) -> Option<f64> {
        let (cpu, gpu) = self.weights?;
        (cpu > 0.0).then(|| cpu / (cpu + gpu))
    }

    pub fn backend(&self) -> &dyn Backend {
        &*self.backend
    }

    /// Runs a loop's `kernel`. In an `ASYNC` region (with `DVMH_ALLOW_ASYNC`) a launch that
    /// may be queued (no reduction partials to read back) is only started: the host goes on,
    /// and waits ([`Self::wait_queued`]) when it needs the device's data.
    pub fn launch(
        &self,
        pool: &crate::threads::ThreadPool,
        kernel: &Kernel<'_>,
        launch: &Launch,
        may_queue: bool,
        what: &str,
    ) -> RtResult<()> {
        if may_queue && self.allow_async && crate::region::is_async() {
            self.backend
                .launch_queued(pool, kernel, launch)
                .map_err(|e| self.error(what, e))?;
            lock(&self.queued).get_or_insert_with(|| what.to_string());
            return Ok(());
        }
        self.wait_queued()?;
        self.backend
            .launch(pool, kernel, launch)
            .map_err(|e| self.error(what, e))
    }

    /// Waits for the queued launches of an `ASYNC` region, if any (a failed one is reported
    /// with the loop that queued the first of them).
    pub fn wait_queued(&self) -> RtResult<()> {
        let Some(first) = lock(&self.queued).take() else {
            return Ok(());
        };
        log!(
            LogLevel::Debug,
            "the host waits for the kernels queued since {first}"
        );
        self.backend
            .wait()
            .map_err(|e| self.error(&format!("{first} (ASYNC region)"), e))
    }

    /// `CUDA error in <what>: <e>`: the one error line of a failed device operation.
    pub fn error(&self, what: &str, e: DeviceError) -> RtError {
        RtError::local(format!("{} error in {what}: {e}", self.label))
    }

    /// Makes the device copy of `array` current for a device loop (allocating and uploading
    /// what is stale as needed). Returns the device address that corresponds to the view's
    /// `base`.
    pub fn use_on_device(&self, array: &mut ArrayObject, what: &str) -> RtResult<DevPtr> {
        self.settle(array, what)?;
        let k = key(array);
        let name = array.state.name.clone();
        let (storage, offset) = storage_of(array, what)?;
        let len = storage.len();
        let (ptr, stale) = {
            let mut copies = lock(&self.copies);
            let copy = self.copy_entry(&mut copies, k, len, &name, what)?;
            (copy.ptr, copy.state.use_on_device())
        };
        self.upload_stale(array, stale, what)?;
        Ok(ptr + offset)
    }

    /// The device address of a copy of the host table `host` (a read-only non-distributed
    /// array of a device loop, see [`host_tables`]), uploaded when its bytes changed.
    pub fn use_table_on_device(&self, host: &[u8], what: &str) -> RtResult<DevPtr> {
        let (ptr, uploaded) = lock(&self.tables)
            .use_on_device(&*self.backend, host)
            .map_err(|e| self.error(what, e))?;
        if uploaded > 0 {
            log!(
                LogLevel::Debug,
                "a host table of {uploaded} bytes to the device"
            );
            let mut t = lock(&self.traffic);
            t.uploads += 1;
            t.upload_bytes += uploaded;
        }
        Ok(ptr)
    }

    /// Brings the device copy of the host table `host`, which a device loop wrote, back to
    /// the host storage (see [`host_tables`]).
    pub fn table_back_on_host(&self, host: &mut [u8], what: &str) -> RtResult<()> {
        let downloaded = lock(&self.tables)
            .back_on_host(&*self.backend, host)
            .map_err(|e| self.error(what, e))?;
        if downloaded > 0 {
            log!(
                LogLevel::Debug,
                "a host table of {downloaded} bytes back from the device"
            );
            let mut t = lock(&self.traffic);
            t.downloads += 1;
            t.download_bytes += downloaded;
        }
        Ok(())
    }

    /// [`use_on_device`](Self::use_on_device) for a hyperplane loop under `-autoTfm`: the
    /// device copy is made current in the diagonal layout `diagonal` (converted on the device
    /// when it is in another one), and the view the loop's kernel reads is returned: its base
    /// and strides address the skewed copy. `None` when the array keeps its normal layout
    /// (elements not a multiple of 4 bytes, or a skewed dimension of one index).
    pub fn use_on_device_diagonal(
        &self,
        array: &mut ArrayObject,
        diagonal: Diagonal,
        copier: &Copier,
        what: &str,
    ) -> RtResult<Option<crate::abi::types::dvmh_view>> {
        let layout = *array.state.placement(what)?.layout();
        let stored = *layout.stored();
        let extents: Vec<u64> = (0..stored.rank()).map(|d| stored.extent(d)).collect();
        let skew = match Skew::new(&extents, diagonal) {
            Some(s) if layout.elem_size() % 4 == 0 && !stored.is_empty() => s,
            _ => return Ok(None),
        };
        let k = key(array);
        let name = array.state.name.clone();
        let (storage, _) = storage_of(array, what)?;
        let len = storage.len();
        // The normal copy's stale parts first (into the skewed copy too, when it is current).
        let stale = {
            let mut copies = lock(&self.copies);
            let copy = self.copy_entry(&mut copies, k, len, &name, what)?;
            copy.state.use_on_device()
        };
        self.upload_stale(array, stale, what)?;
        let held = lock(&self.copies).get(&k).and_then(|c| {
            c.skewed
                .as_ref()
                .map(|s| (s.ptr, s.skew == skew, s.current))
        });
        let ptr = match held {
            Some((ptr, true, true)) => ptr,
            held => {
                if held.is_some_and(|h| h.2) {
                    self.settle(array, what)?;
                }
                let ptr = match held {
                    Some((ptr, same, _)) if same => ptr,
                    _ => self.skewed_allocation(k, &skew, layout.elem_size(), &name, what)?,
                };
                let normal_ptr = lock(&self.copies).get(&k).map_or(0, |c| c.ptr);
                let from = Affine::normal(normal_ptr, &layout, &stored);
                let to = Affine::skewed(ptr, &skew, &stored, layout.elem_size(), &stored);
                let started = std::time::Instant::now();
                self.convert(copier, &stored, layout.elem_size(), &from, &to, what)?;
                if let Some(c) = lock(&self.copies).get_mut(&k) {
                    c.skewed = Some(Skewed {
                        ptr,
                        skew,
                        current: true,
                        copier: copier.clone(),
                    });
                }
                log!(
                    LogLevel::Info,
                    "array {name}: diagonal layout on the device for {what} (dimensions {} and {} skewed along the {} diagonal)",
                    diagonal.a + 1,
                    diagonal.b + 1,
                    if diagonal.main { "main" } else { "secondary" }
                );
                log!(
                    LogLevel::Debug,
                    "array {name}: {} elements converted to the diagonal layout in {:.3} ms",
                    stored.volume(),
                    started.elapsed().as_secs_f64() * 1e3
                );
                ptr
            }
        };
        let elem = layout.elem_size() as u64;
        let mut view = array.view;
        let lo: Vec<i64> = (0..stored.rank())
            .map(|d| view.lo[d] - stored.lo(d))
            .collect();
        view.base = (ptr + skew.offset(&lo) as u64 * elem) as *mut std::ffi::c_void;
        view.stride = skew.strides;
        Ok(Some(view))
    }

    /// The skewed allocation of copy `k` for `skew` (the one it has, freed, when its size
    /// differs).
    fn skewed_allocation(
        &self,
        k: usize,
        skew: &Skew,
        elem: usize,
        name: &str,
        what: &str,
    ) -> RtResult<DevPtr> {
        let old = lock(&self.copies).get_mut(&k).and_then(|c| c.skewed.take());
        if let Some(old) = old {
            if old.skew.elems == skew.elems {
                return Ok(old.ptr);
            }
            self.backend
                .free(old.ptr)
                .map_err(|e| self.error(what, e))?;
        }
        let bytes = usize::try_from(skew.elems)
            .ok()
            .and_then(|n| n.checked_mul(elem))
            .ok_or_else(|| RtError::local(format!("{what}: array {name} is too large")))?;
        self.backend
            .alloc(bytes)
            .map_err(|e| self.error(what, DeviceError(format!("array {name}: {e}"))))
    }

    /// Brings the device's values of `array` back to its normal layout when they are in the
    /// diagonal one (before anything but a loop that wants that layout uses the copy).
    fn settle(&self, array: &mut ArrayObject, what: &str) -> RtResult<()> {
        let k = key(array);
        let Some((ptr, skewed)) = lock(&self.copies).get_mut(&k).and_then(|c| {
            let stale = c.state.device.is_everywhere();
            let s = c.skewed.as_mut().filter(|s| s.current)?;
            if stale {
                // Nothing current on the device (the host wrote the array): nothing to move.
                s.current = false;
                return None;
            }
            Some((c.ptr, (s.ptr, s.skew, s.copier.clone())))
        }) else {
            return Ok(());
        };
        let layout = *array.state.placement(what)?.layout();
        let stored = *layout.stored();
        let (sptr, skew, copier) = skewed;
        let from = Affine::skewed(sptr, &skew, &stored, layout.elem_size(), &stored);
        let to = Affine::normal(ptr, &layout, &stored);
        self.convert(&copier, &stored, layout.elem_size(), &from, &to, what)?;
        if let Some(s) = lock(&self.copies)
            .get_mut(&k)
            .and_then(|c| c.skewed.as_mut())
        {
            s.current = false;
        }
        log!(
            LogLevel::Info,
            "array {}: back to the normal layout on the device for {what}",
            array.state.name
        );
        Ok(())
    }

    /// Copies `part` of an array of `elem`-byte elements between two layouts of its device
    /// copies, by the program's copy kernel.
    fn convert(
        &self,
        copier: &Copier,
        part: &IndexBox,
        elem: usize,
        from: &Affine,
        to: &Affine,
        what: &str,
    ) -> RtResult<()> {
        if part.is_empty() {
            return Ok(());
        }
        let params = diagonal::copy_params(part, elem, from, to);
        let bytes: Vec<u8> = params.iter().flat_map(|w| w.to_ne_bytes()).collect();
        let at = {
            let mut held = lock(&self.convert_params);
            match *held {
                Some(p) => p,
                None => {
                    let p = self
                        .backend
                        .alloc(bytes.len())
                        .map_err(|e| self.error(what, e))?;
                    *held = Some(p);
                    p
                }
            }
        };
        self.backend
            .upload(at, &bytes)
            .map_err(|e| self.error(what, e))?;
        let kernel = Kernel {
            dev_fn: copier.dev_fn,
            name: &copier.kernel,
            ptx: copier.ptx(),
        };
        let launch = Launch {
            blocks: launch::blocks_for(part.volume(), 0, false),
            grid: None,
            params: [at, 0, 0],
            wave: None,
            at: crate::position::Position::UNKNOWN,
        };
        let pool = &crate::state::get()?.pool;
        self.backend
            .launch(pool, &kernel, &launch)
            .map_err(|e| self.error(what, e))
    }

    /// A device loop wrote `part` of `array` (`None`: all of it, or where is unknown): the
    /// host copy is stale there.
    pub fn written_on_device(&self, array: &ArrayObject, part: Option<IndexBox>) {
        if let Some(copy) = lock(&self.copies).get_mut(&key(array)) {
            copy.state.written_on_device(part);
            copy.host_parts.clear();
        }
    }

    /// Makes the host copy of `array` current (downloads what the device has newer values
    /// of: the whole copy, or only the parts device loops wrote).
    pub fn use_on_host(&self, array: &mut ArrayObject, what: &str) -> RtResult<()> {
        self.wait_queued()?;
        let k = key(array);
        let (stale, ptr, bytes) = {
            let mut copies = lock(&self.copies);
            let Some(copy) = copies.get_mut(&k) else {
                return Ok(());
            };
            copy.host_parts.clear();
            (copy.state.use_on_host(), copy.ptr, copy.bytes)
        };
        match stale {
            Stale::Nowhere => {}
            Stale::Parts(parts) => self.move_boxes(array, &parts, what, true, "written parts")?,
            Stale::Everywhere if bytes > 0 => {
                self.settle(array, what)?;
                log!(
                    LogLevel::Debug,
                    "array {}: {} bytes to the host",
                    array.state.name,
                    bytes
                );
                let (storage, _) = storage_of(array, what)?;
                self.backend
                    .download(&mut storage[..bytes], ptr)
                    .map_err(|e| self.error(what, e))?;
                let mut t = lock(&self.traffic);
                t.downloads += 1;
                t.download_bytes += bytes;
            }
            Stale::Everywhere => {}
        }
        Ok(())
    }

    /// Before host code reads element `index` of `array` (its owner reads it from its
    /// storage): nothing to move when this process does not store the element, or its host
    /// copy is current there (as a whole, or in a section GET_ACTUAL brought back); otherwise
    /// [`use_on_host`](Self::use_on_host).
    pub fn use_element_on_host(
        &self,
        array: &mut ArrayObject,
        index: &[i64],
        what: &str,
    ) -> RtResult<()> {
        if !array
            .state
            .placement(what)?
            .layout()
            .stored()
            .contains(index)
        {
            return Ok(());
        }
        let current = lock(&self.copies)
            .get(&key(array))
            .is_none_or(|c| !c.state.host.at(index) || c.host_parts.covers_index(index));
        if current {
            return Ok(());
        }
        self.use_on_host(array, what)
    }

    /// `GET_ACTUAL` of `section` of `array`: downloads that part of the device copy (within
    /// this process's storage) when the host copy is stale and does not hold it yet.
    pub fn section_to_host(
        &self,
        array: &mut ArrayObject,
        section: &IndexBox,
        what: &str,
    ) -> RtResult<()> {
        self.wait_queued()?;
        let stored = *array.state.placement(what)?.layout().stored();
        let part = section.intersect(&stored);
        let needed = lock(&self.copies)
            .get(&key(array))
            .filter(|c| c.state.host.meets(&part) && !c.host_parts.covers(&part))
            .map(|c| c.state.host.within(&part));
        let Some(boxes) = needed else {
            return Ok(());
        };
        self.move_boxes(array, &boxes, what, true, "a section")?;
        if let Some(copy) = lock(&self.copies).get_mut(&key(array)) {
            copy.host_parts.add(part);
        }
        Ok(())
    }

    /// `ACTUAL` of `section` of `array` (host code wrote it): uploads that part when the
    /// device copy is current elsewhere, so that it stays current; the host copy is then
    /// current in the section.
    pub fn section_from_host(
        &self,
        array: &mut ArrayObject,
        section: &IndexBox,
        what: &str,
    ) -> RtResult<()> {
        let stored = *array.state.placement(what)?.layout().stored();
        let part = section.intersect(&stored);
        let device_current = lock(&self.copies)
            .get(&key(array))
            .is_some_and(|c| !c.state.device.is_everywhere());
        if device_current {
            self.move_boxes(array, &[part], what, false, "a section")?;
        }
        if let Some(copy) = lock(&self.copies).get_mut(&key(array)) {
            if !copy.state.host.is_nowhere() {
                copy.host_parts.add(part);
            }
        }
        Ok(())
    }

    /// Which copies of `array` are current (`None`: it has no device copy).
    pub fn actuality(&self, array: &ArrayObject) -> Option<Actuality> {
        lock(&self.copies).get(&key(array)).map(|c| c.state.clone())
    }

    /// Brings `boxes` of the device copy of `array` into its host storage (only them: the host
    /// copy stays stale elsewhere), for a shadow renewal that sends them.
    pub fn boxes_to_host(
        &self,
        array: &mut ArrayObject,
        boxes: &[IndexBox],
        what: &str,
    ) -> RtResult<()> {
        self.move_boxes(array, boxes, what, true, "shadow edges")
    }

    /// Copies `boxes` of the host storage of `array` into its device copy (the shadow edges a
    /// renewal received), which then stays current.
    pub fn boxes_to_device(
        &self,
        array: &mut ArrayObject,
        boxes: &[IndexBox],
        what: &str,
    ) -> RtResult<()> {
        self.move_boxes(array, boxes, what, false, "shadow edges")
    }

    fn move_boxes(
        &self,
        array: &mut ArrayObject,
        boxes: &[IndexBox],
        what: &str,
        to_host: bool,
        kind: &str,
    ) -> RtResult<()> {
        let Some((ptr, skewed)) = lock(&self.copies).get(&key(array)).map(|c| {
            let skewed = c.skewed.as_ref().filter(|s| s.current);
            (c.ptr, skewed.map(|s| (s.ptr, s.skew, s.copier.clone())))
        }) else {
            return Ok(());
        };
        let name = array.state.name.clone();
        let layout = *array.state.placement(what)?.layout();
        let (storage, _) = storage_of(array, what)?;
        let mut bytes = 0;
        for b in boxes {
            // In the diagonal layout, the box passes through its place in the normal copy.
            let convert = |to_skew: bool| -> RtResult<()> {
                let Some((sptr, skew, copier)) = &skewed else {
                    return Ok(());
                };
                let normal = Affine::normal(ptr, &layout, b);
                let skewed = Affine::skewed(*sptr, skew, layout.stored(), layout.elem_size(), b);
                let (from, to) = if to_skew {
                    (normal, skewed)
                } else {
                    (skewed, normal)
                };
                self.convert(copier, b, layout.elem_size(), &from, &to, what)
            };
            if to_host {
                convert(false)?;
            }
            for slab in slabs::slabs(&layout, b) {
                bytes += slab.width * slab.rows * slab.planes;
                let moved = if to_host {
                    self.backend.download_slab(storage, ptr, &slab)
                } else {
                    self.backend.upload_slab(ptr, storage, &slab)
                };
                moved.map_err(|e| self.error(what, e))?;
            }
            if !to_host {
                convert(true)?;
            }
        }
        let way = if to_host { "host" } else { "device" };
        log!(
            LogLevel::Debug,
            "array {name}: {bytes} bytes of {kind} to the {way}"
        );
        Ok(())
    }

    /// The host copy of `array` is (or may have been) written in `part` (`None`: all of it,
    /// or where is unknown): the device copy is stale there.
    pub fn written_on_host(&self, array: &ArrayObject, part: Option<IndexBox>) {
        if let Some(copy) = lock(&self.copies).get_mut(&key(array)) {
            copy.state.written_on_host(part);
        }
    }

    /// [`use_on_host`](Self::use_on_host) for every array with a device copy.
    pub fn use_all_on_host(&self, what: &str) -> RtResult<()> {
        let keys: Vec<usize> = lock(&self.copies).keys().copied().collect();
        for k in keys {
            // SAFETY: arrays leave the table in `dvmh_array_free` (`forget`) before they are
            // destroyed, so every key is a live array object; no other reference to it is
            // held while the program is in a runtime call that names no array.
            let array = unsafe { &mut *(k as *mut ArrayObject) };
            self.use_on_host(array, what)?;
        }
        Ok(())
    }

    /// [`written_on_host`](Self::written_on_host) for every array with a device copy.
    pub fn written_all_on_host(&self) {
        for copy in lock(&self.copies).values_mut() {
            copy.state.written_on_host(None);
        }
    }

    /// `array` is being destroyed: releases its device copy.
    pub fn forget(&self, array: &ArrayObject) -> RtResult<()> {
        lock(&self.intents).remove(&key(array));
        let removed = lock(&self.copies).remove(&key(array));
        if let Some(s) = removed.as_ref().and_then(|c| c.skewed.as_ref()) {
            self.backend
                .free(s.ptr)
                .map_err(|e| self.error(&format!("dvmh_array_free of {}", array.state.name), e))?;
        }
        match removed {
            Some(copy) if copy.bytes > 0 => self
                .backend
                .free(copy.ptr)
                .map_err(|e| self.error(&format!("dvmh_array_free of {}", array.state.name), e)),
            _ => Ok(()),
        }
    }

    /// Device memory of at least `bytes` for one launch's parameters and partials (kept and
    /// reused by the next launch).
    pub fn scratch(&self, bytes: usize, what: &str) -> RtResult<DevPtr> {
        let mut scratch = lock(&self.scratch);
        if let Some((ptr, len)) = *scratch {
            if len >= bytes {
                return Ok(ptr);
            }
            *scratch = None;
            // Queued kernels may still read their parameters there.
            self.wait_queued()?;
            self.backend.free(ptr).map_err(|e| self.error(what, e))?;
        }
        let len = bytes.max(4096).next_power_of_two();
        let ptr = self.backend.alloc(len).map_err(|e| self.error(what, e))?;
        *scratch = Some((ptr, len));
        Ok(ptr)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pick(num: Option<usize>, emu: bool, rank: usize, gpus: usize) -> Choice {
        choose(num, emu, rank, || Ok(gpus)).0
    }

    #[test]
    fn device_choice_follows_the_settings_and_the_machine() {
        assert_eq!(pick(None, false, 0, 0), Choice::Host);
        assert_eq!(pick(None, false, 3, 2), Choice::Gpu(1));
        assert_eq!(pick(Some(1), false, 3, 2), Choice::Gpu(0));
        assert_eq!(pick(Some(4), false, 3, 2), Choice::Gpu(1));
        assert_eq!(pick(Some(0), false, 0, 2), Choice::Host);
        assert_eq!(pick(Some(0), true, 0, 2), Choice::Host);
        assert_eq!(pick(None, true, 0, 0), Choice::Emulation);
        assert_eq!(pick(None, true, 0, 1), Choice::Emulation);
        // The driver is not even asked when it is not needed.
        let (c, w) = choose(Some(0), false, 0, || panic!("asked"));
        assert_eq!((c, w), (Choice::Host, None));
        let (c, w) = choose(Some(2), false, 0, || Ok(0));
        assert_eq!(c, Choice::Host);
        assert_eq!(
            w.as_deref(),
            Some("DVMH_NUM_CUDAS=2, but no GPU is found; regions run on the CPU")
        );
        let (c, w) = choose(None, false, 0, || Err(DeviceError("cuInit failed".into())));
        assert_eq!(c, Choice::Host);
        assert!(w.unwrap().contains("cuInit failed"));
    }
}

//! Parallel loops: the loop object the program builds (`dvmh_loop_create`, `_map`,
//! `_shadow_renew`, `_reduction`) and its execution (`dvmh_loop_perform`).
//!
//! Execution renews the requested shadow edges, computes this process's iterations, splits
//! them among the threads, calls the handler once per non-empty portion, and completes the
//! reductions. Reduction results are reproducible: exactly one accumulator in the whole job
//! (thread 0 of the lowest-ranked process that executes iterations and contributes) starts
//! from the variable's value, the others from the identity; accumulators are combined in
//! thread order, then in rank order, identically on every process. With one process and one
//! thread the result is therefore bit-identical to the serial program.

mod accumulators;
mod device_run;
mod footprint;
mod pipeline;
pub mod space;
mod split;

use std::ffi::c_void;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::abi::types::{dvmh_handler, DvmhArray, DvmhLoop};
use crate::array::ArrayObject;
use crate::device::{self, Device};
use crate::distrib::{check_images, decode_rules, AxisRule, Mapping};
use crate::exchange;
use crate::fault::{RtError, RtResult};
use crate::log::log;
use crate::position::Position;
use crate::reduction::{self, RedOp};
use crate::region;
use crate::settings::LogLevel;
use crate::state::Runtime;
use crate::types::ElemType;
use crate::{signals, stat, watchdog};
use accumulators::Accumulators;
pub use device_run::{Capture, DeviceVariant};
use space::{contributes, handler_bounds, local_part, split_among_threads, IterBlock, LoopDim};

/// Marks live loop objects.
const MAGIC: u64 = 0x4456_4d48_4c4f_4f50; // "DVMHLOOP"

/// One `REDUCTION` clause item.
struct Reduction {
    op: RedOp,
    ty: ElemType,
    var: *mut u8,
    count: usize,
}

impl Reduction {
    fn bytes(&self) -> usize {
        self.count * self.ty.size()
    }
}

/// The object behind a `DvmhLoop *`.
pub struct LoopObject {
    magic: u64,
    dims: Vec<LoopDim>,
    /// The source position when the loop was created (its directive), for crash reports.
    at: Position,
    /// The loop's mapping onto the `on` array's template, after `dvmh_loop_map`.
    mapping: Option<Mapping>,
    renews: Vec<(*mut DvmhArray, bool)>,
    /// ACROSS arrays (with CORNER flags): the loop runs as a wavefront.
    across: Vec<(*mut DvmhArray, bool)>,
    /// `STAGE(n)`: the number of pipeline portions of an ACROSS loop (0: chosen by the
    /// runtime).
    stage: i64,
    /// The program's reductions in the order it added them, then one [`RedOp::Key`] per
    /// MAXLOC/MINLOC (the handlers find the `j`-th one's key at `user_reductions + j`).
    reductions: Vec<Reduction>,
    /// How many of `reductions` the program added.
    user_reductions: usize,
    /// The keys' variables: the variable's own value comes first in the serial order.
    key_store: Vec<Box<[i64]>>,
    /// The device variant (`dvmh_loop_device`), run instead of the handler in a region
    /// when a device is used.
    device: Option<DeviceVariant>,
    /// Arrays whose checked stores make their shadow copies stale (`dvmh_loop_writes`).
    checked_writes: Vec<*mut ArrayObject>,
}

/// A loop's host handler (`bounds`, `args`, reduction accumulators).
type HostHandler = unsafe extern "C" fn(*const i64, *const *mut c_void, *const *mut c_void);

/// What the worker threads need; raw pointers make it `!Sync` by default.
struct Shared<'a> {
    handler: HostHandler,
    args: *const *mut c_void,
    dims: &'a [LoopDim],
    /// The loop's source position, for crash reports.
    at: Position,
    portions: &'a [Option<IterBlock>],
    red_pointers: &'a [Vec<*mut c_void>],
}

// SAFETY: `args` is only passed through to the handler (the program's contract makes the
// loop body safe to run concurrently on disjoint iterations); each thread uses only its own
// accumulator pointers.
unsafe impl Sync for Shared<'_> {}

impl Shared<'_> {
    /// Thread `t`'s share of the loop: one handler call, if it has iterations.
    fn run_portion(&self, t: usize) {
        if let Some(portion) = &self.portions[t] {
            self.call(t, portion);
        }
    }

    /// One handler call on thread `t` over `block`.
    fn call(&self, t: usize, block: &IterBlock) {
        let bounds = handler_bounds(self.dims, block);
        let _mark = signals::in_parallel_loop(self.at);
        // SAFETY: the handler follows the ABI signature; bounds and the accumulator table
        // live until the pool job ends.
        unsafe { (self.handler)(bounds.as_ptr(), self.args, self.red_pointers[t].as_ptr()) };
    }

    /// Thread `t`'s tiles of a thread-level wavefront ([`pipeline::thread_tiles`]): tile `s`
    /// starts once thread `t - 1` has finished its tile `s`.
    fn run_tiles(&self, t: usize, tiles: &[IterBlock], progress: &[AtomicUsize]) {
        for (s, tile) in tiles.iter().enumerate() {
            if t > 0 {
                while progress[t - 1].load(Ordering::Acquire) <= s {
                    std::thread::yield_now();
                }
            }
            self.call(t, tile);
            progress[t].store(s + 1, Ordering::Release);
        }
    }
}

impl LoopObject {
    /// The processor arrangement the loop runs on: its ON array's, else the processor grid.
    fn grid<'a>(&'a self, rt: &'a Runtime) -> &'a crate::grid::ProcGrid {
        self.mapping
            .as_ref()
            .map_or_else(|| rt.grid(), Mapping::grid)
    }

    /// This process's coordinates in [`LoopObject::grid`].
    fn coords(&self, rt: &Runtime) -> Vec<usize> {
        self.grid(rt).coords_of(rt.comm.rank())
    }

    /// A loop over `lo[k]..hi[k]` by `step[k]`; the caller validated the rank.
    pub fn new(lo: &[i64], hi: &[i64], step: &[i64]) -> RtResult<Box<LoopObject>> {
        let dims = (0..lo.len())
            .map(|k| {
                LoopDim::new(lo[k], hi[k], step[k]).ok_or_else(|| {
                    RtError::collective(format!(
                        "dvmh_loop_create: the step of loop dimension {} is 0",
                        k + 1
                    ))
                })
            })
            .collect::<RtResult<_>>()?;
        Ok(Box::new(LoopObject {
            magic: MAGIC,
            dims,
            at: Position::current(),
            mapping: None,
            renews: Vec::new(),
            across: Vec::new(),
            stage: 0,
            reductions: Vec::new(),
            user_reductions: 0,
            key_store: Vec::new(),
            device: None,
            checked_writes: Vec::new(),
        }))
    }

    pub fn rank(&self) -> usize {
        self.dims.len()
    }

    pub fn into_handle(self: Box<LoopObject>) -> *mut DvmhLoop {
        Box::into_raw(self) as *mut DvmhLoop
    }

    /// # Safety
    /// `handle` must be null or come from `dvmh_loop_create` and not be performed yet.
    pub unsafe fn from_handle<'a>(
        handle: *mut DvmhLoop,
        call: &str,
    ) -> RtResult<&'a mut LoopObject> {
        if handle.is_null() {
            return Err(RtError::collective(format!(
                "{call}: the loop handle is null"
            )));
        }
        // SAFETY: per the contract the pointer came from `into_handle`.
        let object = unsafe { &mut *(handle as *mut LoopObject) };
        if object.magic != MAGIC {
            return Err(RtError::collective(format!(
                "{call}: the loop handle is invalid (already performed?)"
            )));
        }
        Ok(object)
    }

    /// Takes ownership back from the handle.
    ///
    /// # Safety
    /// As [`from_handle`](LoopObject::from_handle); the handle is dead afterwards.
    pub unsafe fn take_handle(handle: *mut DvmhLoop, call: &str) -> RtResult<Box<LoopObject>> {
        // SAFETY: forwarded contract.
        let object = unsafe { Self::from_handle(handle, call) }?;
        object.magic = 0;
        // SAFETY: the pointer came from Box::into_raw in `into_handle`.
        Ok(unsafe { Box::from_raw(object as *mut LoopObject) })
    }

    /// `PARALLEL ... ON on(...)`: `triples` holds one rule per dimension of `on`.
    pub fn map(&mut self, on: &ArrayObject, triples: &[i64]) -> RtResult<()> {
        if self.mapping.is_some() {
            return Err(RtError::collective(
                "dvmh_loop_map: the loop is already mapped",
            ));
        }
        let on_state = &on.state;
        let rules = decode_rules(triples, self.rank(), "loop dimension")
            .map_err(|e| RtError::collective(format!("PARALLEL loop on {}: {e}", on_state.name)))?;
        if let Err(e) = check_images(&rules, &space::value_box(&self.dims), &on_state.bounds) {
            return Err(RtError::collective(format!(
                "PARALLEL loop on {}: {e}",
                on_state.describe()
            )));
        }
        let base = on_state.placement("dvmh_loop_map")?.mapping();
        self.mapping = Some(base.compose(&rules));
        Ok(())
    }

    pub fn add_shadow_renew(&mut self, array: *mut DvmhArray, corner: bool) {
        self.renews.push((array, corner));
    }

    /// `ACROSS(a)`: the loop carries dependences through `a`'s shadow edges.
    pub fn add_across(&mut self, array: *mut DvmhArray, corner: bool) {
        self.across.push((array, corner));
    }

    /// The loop's checked stores write `array` (checked builds; see `shadow_currency`).
    pub fn add_checked_write(&mut self, array: *mut ArrayObject) {
        if !self.checked_writes.contains(&array) {
            self.checked_writes.push(array);
        }
    }

    /// The arrays of [`add_checked_write`](Self::add_checked_write).
    pub fn checked_writes(&self) -> &[*mut ArrayObject] {
        &self.checked_writes
    }

    /// `STAGE(n)`: the pipeline of an ACROSS loop runs in `n` portions (0: automatic).
    pub fn set_stage(&mut self, n: i64) -> RtResult<()> {
        if n < 0 {
            return Err(RtError::collective(format!(
                "dvmh_loop_set_stage: the number of pipeline portions is negative ({n})"
            )));
        }
        self.stage = n;
        Ok(())
    }

    /// The operation of the reduction the program added last.
    pub fn last_reduction_op(&self) -> Option<RedOp> {
        self.user_reductions
            .checked_sub(1)
            .map(|k| self.reductions[k].op)
    }

    /// Adds a program's reduction (before the order keys); a MAXLOC/MINLOC location also
    /// gets its order key, one `i64` per loop dimension, at the end.
    pub fn add_reduction(&mut self, op: RedOp, ty: ElemType, var: *mut u8, count: usize) {
        let r = Reduction { op, ty, var, count };
        self.reductions.insert(self.user_reductions, r);
        self.user_reductions += 1;
        if op == RedOp::Loc {
            let mut key = vec![i64::MIN; self.rank()].into_boxed_slice();
            self.reductions.push(Reduction {
                op: RedOp::Key,
                ty: ElemType::I64,
                var: key.as_mut_ptr() as *mut u8,
                count: key.len(),
            });
            self.key_store.push(key);
        }
    }

    /// `dvmh_loop_device`: the loop's device variant.
    pub fn set_device(&mut self, variant: DeviceVariant) -> RtResult<()> {
        if self.device.is_some() {
            return Err(RtError::collective(
                "dvmh_loop_device: the loop already has a device variant",
            ));
        }
        self.device = Some(variant);
        Ok(())
    }

    /// `dvmh_loop_device_grid`: the device variant walks its dimensions along the axes of a
    /// 3-D grid and reads the trip counts after the bounds.
    pub fn set_grid(&mut self) -> RtResult<()> {
        match &mut self.device {
            Some(variant) => {
                variant.grid = true;
                Ok(())
            }
            None => Err(RtError::collective(
                "dvmh_loop_device_grid: the loop has no device variant",
            )),
        }
    }

    /// `dvmh_loop_device_planes`: the device variant walks one hyperplane per launch, and
    /// also has the one-kernel wavefront `<kernel>_wave`.
    pub fn set_planes(&mut self) -> RtResult<()> {
        match &mut self.device {
            Some(variant) => {
                variant.planes = true;
                let mut name = variant.kernel.as_bytes().to_vec();
                name.extend_from_slice(b"_wave");
                variant.wave = std::ffi::CString::new(name).ok();
                Ok(())
            }
            None => Err(RtError::collective(
                "dvmh_loop_device_planes: the loop has no device variant",
            )),
        }
    }

    /// The device variant's capture count and PTX image, if the loop has one.
    pub fn device_shape(&self) -> Option<(usize, *const std::ffi::c_char)> {
        self.device.as_ref().map(|v| (v.captures.len(), v.ptx))
    }

    /// `dvmh_loop_device_tfm`: under `-autoTfm`, the hyperplane variant's arrays take the
    /// diagonal layout that `codes` (one per capture) describe, converted by `copier`.
    pub fn set_diagonals(
        &mut self,
        codes: Vec<i64>,
        copier: crate::device::diagonal::Copier,
    ) -> RtResult<()> {
        match &mut self.device {
            Some(variant) if variant.captures.len() == codes.len() => {
                variant.diagonals = Some((codes, copier));
                Ok(())
            }
            _ => Err(RtError::collective(
                "dvmh_loop_device_tfm: the loop has no device variant with these captures",
            )),
        }
    }

    /// Runs the loop (collective: every process calls it) and completes its reductions.
    /// In a region, with a device in use, a loop with a device variant and no ACROSS, or with
    /// ACROSS and a hyperplane variant ([`runs_by_planes`](Self::runs_by_planes)), runs on
    /// the device; any other loop in a region runs on the host after the current values of
    /// the arrays are brought back, and leaves every device copy stale.
    pub fn perform(
        &self,
        rt: &Runtime,
        handler: dvmh_handler,
        nargs: usize,
        args: *const *mut c_void,
    ) -> RtResult<()> {
        let Some(handler) = handler else {
            return Err(RtError::collective(
                "dvmh_loop_perform: the handler is null",
            ));
        };
        if let Some(variant) = &self.device {
            if variant.captures.len() != nargs {
                return Err(RtError::collective(format!(
                    "dvmh_loop_perform: {nargs} arguments, but dvmh_loop_device described {}",
                    variant.captures.len()
                )));
            }
        }
        let _stat = stat::loop_scope(self.at, || self.local_iterations(rt));
        let device = if region::is_open() && region::allows(region::CUDA) {
            device::get()
        } else {
            None
        };
        self.renew_shadows(rt, device)?;
        match (device, &self.device) {
            (Some(d), Some(variant)) if self.across.is_empty() => {
                self.perform_on_device(rt, d, variant, handler, args)
            }
            (Some(d), Some(variant)) if self.runs_by_planes(variant) => {
                self.perform_on_device(rt, d, variant, handler, args)
            }
            (Some(d), None) => {
                let what = format!("the parallel loop at {}", self.at);
                d.use_all_on_host(&what)?;
                log!(
                    LogLevel::Info,
                    "parallel loop at {} ran on the host (no device variant)",
                    self.at
                );
                self.perform_on_host(rt, handler, args)?;
                d.written_all_on_host();
                Ok(())
            }
            (Some(d), Some(variant)) => {
                // ACROSS without a hyperplane variant (or with CORNER): on the host, but the
                // device variant says which arrays it uses.
                log!(
                    LogLevel::Info,
                    "parallel loop at {} ran on the host (ACROSS)",
                    self.at
                );
                let mut used = self.captured_arrays(variant, args)?;
                // The wavefront renews the ACROSS arrays' shadow edges on the host.
                used.extend(
                    self.across
                        .iter()
                        .map(|&(a, _)| (a as *mut ArrayObject, true)),
                );
                let what = format!("the parallel loop at {}", self.at);
                for &(array, _) in &used {
                    // SAFETY: live array handles (checked by `captured_arrays` and
                    // `dvmh_loop_across`); no other reference to them is held.
                    d.use_on_host(unsafe { &mut *array }, &what)?;
                }
                self.perform_on_host(rt, handler, args)?;
                for (array, writes) in used {
                    if writes {
                        // SAFETY: as above.
                        d.written_on_host(unsafe { &*array }, None);
                    }
                }
                Ok(())
            }
            (None, _) => self.perform_on_host(rt, handler, args),
        }
    }

    /// How many iterations this process executes (for `DVMH_STAT`).
    fn local_iterations(&self, rt: &Runtime) -> u64 {
        local_part(
            &self.dims,
            self.mapping.as_ref(),
            self.grid(rt),
            &self.coords(rt),
        )
        .map_or(0, |b| {
            b.iter()
                .map(|&(lo, hi)| (hi - lo + 1).max(0) as u64)
                .product()
        })
    }

    /// Does this ACROSS loop run on the device, hyperplane by hyperplane? Only with a hyperplane
    /// variant, a nest of 2 or more loops and no CORNER: a corner access (`a(i-1, j+1)`) is a
    /// dependence between two points of one plane, which the planes do not order.
    fn runs_by_planes(&self, variant: &DeviceVariant) -> bool {
        variant.planes && self.rank() >= 2 && self.across.iter().all(|&(_, corner)| !corner)
    }

    /// The arrays among `args` by the device variant's captures, and whether it writes them.
    fn captured_arrays(
        &self,
        variant: &DeviceVariant,
        args: *const *mut c_void,
    ) -> RtResult<Vec<(*mut ArrayObject, bool)>> {
        let mut used = Vec::new();
        for (k, capture) in variant.captures.iter().enumerate() {
            if let Capture::Array { writes, .. } = *capture {
                // SAFETY: `args` has one pointer per capture (checked in `perform`).
                let handle = unsafe { *args.add(k) } as *mut DvmhArray;
                // SAFETY: the compiler passes an array handle for this capture kind; the
                // magic number catches anything else.
                let array = unsafe {
                    ArrayObject::from_handle(handle, "dvmh_loop_device: array argument")
                }?;
                used.push((array as *mut ArrayObject, writes));
            }
        }
        Ok(used)
    }

    /// The loop's SHADOW_RENEW clauses. The exchange works on host storage; a device copy that
    /// holds the current values exchanges only its edges ([`renew_edges`]).
    fn renew_shadows(&self, rt: &Runtime, device: Option<&Device>) -> RtResult<()> {
        let what = format!("the SHADOW_RENEW of the loop at {}", self.at);
        let _stat = stat::category(stat::Category::Shadow);
        for &(array, corner) in &self.renews {
            // SAFETY: handles were given by the program for this loop.
            let object = unsafe { ArrayObject::from_handle(array, "dvmh_loop_shadow_renew") }?;
            renew_edges(rt, device, object, corner, &what)?;
        }
        Ok(())
    }

    /// The process that starts the reductions from the variables' values: the lowest rank
    /// that executes iterations and contributes.
    fn reduction_starter(&self, rt: &Runtime) -> Option<usize> {
        if self.reductions.is_empty() {
            return None;
        }
        let mapping = self.mapping.as_ref();
        (0..rt.comm.size()).find(|&p| {
            let c = self.grid(rt).coords_of(p);
            contributes(mapping, self.grid(rt), &c)
                && local_part(&self.dims, mapping, self.grid(rt), &c).is_some()
        })
    }

    /// The loop on the host's threads.
    fn perform_on_host(
        &self,
        rt: &Runtime,
        handler: unsafe extern "C" fn(*const i64, *const *mut c_void, *const *mut c_void),
        args: *const *mut c_void,
    ) -> RtResult<()> {
        let mapping = self.mapping.as_ref();
        let part = local_part(&self.dims, mapping, self.grid(rt), &self.coords(rt));
        let threads = rt.pool.size();
        let portions = match &part {
            // An ACROSS loop runs its iterations in order, on one thread (pipelined: on a
            // wavefront of the threads, see `run_tiles`).
            Some(block) if !self.across.is_empty() => {
                let mut v = vec![None; threads];
                v[0] = Some(block.clone());
                v
            }
            Some(block) => split_among_threads(block, threads),
            None => vec![None; threads],
        };
        // The threads that executed iterations (the pipeline's thread wavefront may use
        // several).
        let mut ran: Vec<bool> = portions.iter().map(Option::is_some).collect();
        let starter = self.reduction_starter(rt);
        let acc = self.make_accumulators(threads, starter == Some(rt.comm.rank()))?;
        let shared = Shared {
            handler,
            args,
            dims: &self.dims,
            at: self.at,
            portions: &portions,
            red_pointers: acc.pointers(),
        };
        if self.across.is_empty() {
            rt.pool.run(&|t| shared.run_portion(t))?;
        } else if let Some(plan) = self.pipeline(rt)? {
            let mut run = |block: &IterBlock| -> RtResult<()> {
                let tiles = pipeline::thread_tiles(block, plan.axis(), threads);
                for (t, mine) in tiles.iter().enumerate() {
                    if !mine.is_empty() {
                        ran[t] = true;
                    }
                }
                let progress: Vec<AtomicUsize> =
                    (0..threads).map(|_| AtomicUsize::new(0)).collect();
                rt.pool.run(&|t| shared.run_tiles(t, &tiles[t], &progress))
            };
            self.run_pipeline(rt, &plan, part.as_ref(), &mut run)?;
        } else if let Some(split) = self.corner_rows_split(rt) {
            let mut run = |block: &IterBlock| -> RtResult<()> {
                rt.pool.run(&|t| {
                    if t == 0 {
                        shared.call(0, block);
                    }
                })
            };
            self.run_corner_rows(rt, split, part.as_ref(), &mut run)?;
        } else {
            self.run_wavefront(rt, None, &mut || rt.pool.run(&|t| shared.run_portion(t)))?;
        }
        if !self.reductions.is_empty() {
            let contributes_here =
                part.is_some() && contributes(mapping, self.grid(rt), &self.coords(rt));
            let mut parts = ran.iter().enumerate().filter(|(_, &r)| r).map(|(t, _)| {
                (0..self.reductions.len())
                    .flat_map(|k| acc.get(t, k).iter().copied())
                    .collect::<Vec<u8>>()
            });
            self.complete_reductions(rt, &mut parts, contributes_here)?;
        }
        Ok(())
    }

    /// Runs an ACROSS loop as a wavefront over the process grid: the processes whose grid
    /// coordinates, counted in the loop's direction along each grid dimension, add up to `w`
    /// run their iterations in wave `w`, and every process renews the ACROSS arrays' shadow
    /// edges after each wave. A process's neighbours earlier in the loop's order have then run
    /// (their new boundary values arrive: flow dependences) and the later ones have not (their
    /// old values are in the shadow edges: anti dependences), as in the serial order. Along a
    /// grid dimension where the loop runs backwards (a negative step, or a negative alignment
    /// coefficient) the highest coordinate comes first. Processes of one wave are independent.
    /// Host loops without CORNER run pipelined instead ([`pipeline`]).
    /// With `device`, the renewals move only the edges between its copies and the host (as
    /// `SHADOW_RENEW` does), so device-resident ACROSS arrays stay on the device.
    fn run_wavefront(
        &self,
        rt: &Runtime,
        device: Option<&Device>,
        run_mine: &mut dyn FnMut() -> RtResult<()>,
    ) -> RtResult<()> {
        let what = format!("the ACROSS renewal of the loop at {}", self.at);
        let _stat = stat::category(stat::Category::Across);
        let renew_all = || -> RtResult<()> {
            for &(array, corner) in &self.across {
                // SAFETY: handles were given by the program for this loop.
                let object = unsafe { ArrayObject::from_handle(array, "dvmh_loop_across") }?;
                renew_edges(rt, device, object, corner, &what)?;
            }
            Ok(())
        };
        let waves: usize = (0..self.grid(rt).rank())
            .map(|d| self.grid(rt).dim(d) - 1)
            .sum::<usize>()
            + 1;
        let backward = self.backward_grid_dims(self.grid(rt).rank());
        let mine: usize = self
            .coords(rt)
            .iter()
            .enumerate()
            .map(|(g, &c)| {
                if backward[g] {
                    self.grid(rt).dim(g) - 1 - c
                } else {
                    c
                }
            })
            .sum();
        renew_all()?;
        for w in 0..waves {
            if w == mine {
                run_mine()?;
            }
            if w + 1 < waves {
                renew_all()?;
            }
        }
        Ok(())
    }

    /// An ACROSS loop with CORNER whose processor grid splits a loop dimension other than the
    /// outermost: the innermost such loop dimension and the grid dimension that splits it.
    /// A whole-block wavefront cannot keep the serial order there: with `A(I+1, J-1)` and
    /// `A(I-1, J+1)` read in a nest over `J` then `I` split along `I`, the block after along
    /// `I` needs the block before's new values of row `J` (flow) and its old values of row
    /// `J+1` (anti), so the blocks must alternate row by row ([`Self::run_corner_rows`]).
    fn corner_rows_split(&self, rt: &Runtime) -> Option<(usize, usize)> {
        if !self.across.iter().any(|&(_, corner)| corner) {
            return None;
        }
        let mapping = self.mapping.as_ref()?;
        let mut found: Option<(usize, usize)> = None;
        for (t, rule) in mapping.rules().iter().enumerate() {
            if let AxisRule::Linear { axis, .. } = *rule {
                if let Some(g) = mapping.template().grid_dim(t) {
                    if g < self.grid(rt).rank()
                        && self.grid(rt).dim(g) > 1
                        && found.is_none_or(|(a, _)| axis > a)
                    {
                        found = Some((axis, g));
                    }
                }
            }
        }
        found.filter(|&(axis, _)| axis > 0)
    }

    /// Runs a CORNER loop ([`Self::corner_rows_split`]) as a sequence of rows, each a fixed
    /// value of every loop dimension outside the split one `axis`, in the serial order; within
    /// a row the processes along grid dimension `g` run their parts in the loop's order along
    /// it, one wave each, the ACROSS edges renewed (with corners) after every wave. Rows are
    /// global, so a row's blocks see the previous rows' new values and the next rows' old
    /// ones on every side, as in the serial order. `run` executes one block of iterations.
    fn run_corner_rows(
        &self,
        rt: &Runtime,
        (axis, g): (usize, usize),
        part: Option<&IterBlock>,
        run: &mut dyn FnMut(&IterBlock) -> RtResult<()>,
    ) -> RtResult<()> {
        let what = format!("the ACROSS renewal of the loop at {}", self.at);
        let renew_all = || -> RtResult<()> {
            for &(array, corner) in &self.across {
                // SAFETY: handles were given by the program for this loop.
                let object = unsafe { ArrayObject::from_handle(array, "dvmh_loop_across") }?;
                renew_edges(rt, None, object, corner, &what)?;
            }
            Ok(())
        };
        let along = self.grid(rt).dim(g);
        let backward = self.backward_grid_dims(self.grid(rt).rank());
        let c = self.coords(rt)[g];
        let mine = if backward[g] { along - 1 - c } else { c };
        // Rows: the iteration numbers of the loop dimensions outside `axis`, outermost first.
        let counts: Vec<i64> = self.dims[..axis].iter().map(|d| d.count).collect();
        let rows: i64 = counts.iter().product();
        renew_all()?;
        let mut index = vec![0i64; axis];
        for _ in 0..rows {
            for w in 0..along {
                if w == mine {
                    if let Some(block) = part {
                        let inside = index
                            .iter()
                            .enumerate()
                            .all(|(k, &m)| block[k].0 <= m && m <= block[k].1);
                        if inside {
                            let mut row = block.clone();
                            for (k, &m) in index.iter().enumerate() {
                                row[k] = (m, m);
                            }
                            run(&row)?;
                        }
                    }
                }
                renew_all()?;
            }
            // The next row, the innermost of the outer dimensions fastest.
            for k in (0..axis).rev() {
                index[k] += 1;
                if index[k] < counts[k] {
                    break;
                }
                index[k] = 0;
            }
        }
        Ok(())
    }

    /// The grid dimensions along which the loop's iterations run from high coordinates to low:
    /// those whose template dimension the loop dimension `axis` maps onto with a coefficient
    /// of the opposite sign to the loop's step.
    fn backward_grid_dims(&self, rank: usize) -> Vec<bool> {
        let mut backward = vec![false; rank];
        let Some(mapping) = &self.mapping else {
            return backward;
        };
        for (t, rule) in mapping.rules().iter().enumerate() {
            if let AxisRule::Linear { axis, coeff, .. } = *rule {
                if let Some(g) = mapping.template().grid_dim(t) {
                    backward[g] = coeff.signum() * self.dims[axis].step.signum() < 0;
                }
            }
        }
        backward
    }

    /// Combines `other` into `acc`, both every reduction's bytes in order: element-wise, and
    /// a MAXLOC/MINLOC value together with its location (the reduction after it) and its
    /// order key when it is better, or ties and was found earlier in the serial order.
    fn merge(&self, acc: &mut [u8], other: &[u8]) {
        let mut offsets = Vec::with_capacity(self.reductions.len() + 1);
        let mut at = 0;
        for r in &self.reductions {
            offsets.push(at);
            at += r.bytes();
        }
        offsets.push(at);
        let span = |k: usize| offsets[k]..offsets[k + 1];
        let mut k = 0;
        let mut pair = 0;
        while k < self.user_reductions {
            let r = &self.reductions[k];
            if matches!(r.op, RedOp::Maxloc | RedOp::Minloc) && k + 1 < self.user_reductions {
                let key = span(self.user_reductions + pair);
                let (value, with_loc) = (span(k), offsets[k]..offsets[k + 2]);
                let better =
                    reduction::prefers(r.op, r.ty, &other[value.clone()], &acc[value.clone()])
                        || (reduction::ties(r.ty, &other[value.clone()], &acc[value])
                            && reduction::precedes(&other[key.clone()], &acc[key.clone()]));
                if better {
                    acc[with_loc.clone()].copy_from_slice(&other[with_loc]);
                    acc[key.clone()].copy_from_slice(&other[key]);
                }
                k += 2;
                pair += 1;
                continue;
            }
            reduction::combine(r.op, r.ty, &mut acc[span(k)], &other[span(k)]);
            k += 1;
        }
    }

    fn make_accumulators(&self, threads: usize, from_variables: bool) -> RtResult<Accumulators> {
        let sizes: Vec<usize> = self.reductions.iter().map(Reduction::bytes).collect();
        let mut acc = Accumulators::new(threads, &sizes)?;
        for t in 0..threads {
            for (k, r) in self.reductions.iter().enumerate() {
                let bytes = acc.get_mut(t, k);
                if from_variables && t == 0 && !bytes.is_empty() {
                    // SAFETY: the program registered `var` (non-null, checked when the
                    // reduction was added) with `count` elements of `ty`.
                    let var = unsafe { std::slice::from_raw_parts(r.var, r.bytes()) };
                    bytes.copy_from_slice(var);
                } else {
                    reduction::fill_identity(r.op, r.ty, bytes);
                }
            }
        }
        Ok(acc)
    }

    /// Combines the threads' accumulators (`parts`: those of the threads that executed
    /// iterations, in thread order, each every reduction's bytes in order), then the
    /// processes' in rank order, and stores the result in the variables (unchanged if no
    /// process executed iterations).
    fn complete_reductions(
        &self,
        rt: &Runtime,
        parts: &mut dyn Iterator<Item = Vec<u8>>,
        contributes_here: bool,
    ) -> RtResult<()> {
        let total: usize = self.reductions.iter().map(Reduction::bytes).sum();
        // This process's value: [has value flag, then each reduction's bytes].
        let mut mine = vec![0u8; 1 + total];
        if contributes_here {
            mine[0] = 1;
            let mut first = true;
            for theirs in parts {
                if first {
                    mine[1..].copy_from_slice(&theirs);
                    first = false;
                } else {
                    self.merge(&mut mine[1..], &theirs);
                }
            }
        }
        let size = rt.comm.size();
        let _stat = stat::category(stat::Category::Reduction);
        let _purpose = watchdog::purpose(|| {
            format!(
                "the reductions of the parallel loop at {}",
                Position::current()
            )
        });
        let all = if size == 1 {
            mine
        } else {
            let mut all = vec![0u8; mine.len() * size];
            rt.comm.all_gather(&mine, &mut all)?;
            all
        };
        let mut result: Option<Vec<u8>> = None;
        for value in all.chunks_exact(1 + total) {
            if value[0] == 0 {
                continue;
            }
            match &mut result {
                None => result = Some(value[1..].to_vec()),
                Some(res) => self.merge(res, &value[1..]),
            }
        }
        if let Some(res) = result {
            let mut at = 0;
            for r in self.reductions.iter().filter(|r| r.bytes() > 0) {
                let n = r.bytes();
                // SAFETY: the program registered `var` (non-null, checked when the reduction
                // was added) with `count` elements of `ty`.
                let var = unsafe { std::slice::from_raw_parts_mut(r.var, n) };
                var.copy_from_slice(&res[at..at + n]);
                at += n;
            }
        }
        Ok(())
    }
}

/// Renews `array`'s shadow edges (collective). When `device` holds the current values only the
/// boxes this process sends come to the host first, and the edges it receives go to the device
/// after, so the device copy stays current and only edges move (nothing at all when no
/// neighbour exchanges with this process).
pub(crate) fn renew_edges(
    rt: &Runtime,
    device: Option<&Device>,
    array: &mut ArrayObject,
    corner: bool,
    what: &str,
) -> RtResult<()> {
    let plan = exchange::plan_renewal(rt, array, corner)?;
    let state = device.and_then(|d| d.actuality(array).map(|a| (d, a)));
    match state {
        Some((d, a)) if !a.device.is_everywhere() && !plan.moves_nothing() => {
            if !a.device.is_nowhere() {
                // Both copies hold some newer values: the host's become current first.
                d.use_on_host(array, what)?;
            } else if !a.host.is_nowhere() {
                d.boxes_to_host(array, &plan.sent_boxes(), what)?;
            }
            exchange::perform_renewal(rt, array, &plan)?;
            d.boxes_to_device(array, &plan.received_boxes(), what)
        }
        _ => exchange::perform_renewal(rt, array, &plan),
    }
}

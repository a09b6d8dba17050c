//! A parallel loop on the device (`dvmh_loop_device`): its device variant, the upload of the
//! arrays and scalars it captures, the launch over this process's whole local part, and the
//! combination of the threads' reduction partials.
//!
//! The device code reads array descriptors as host code does, so each captured array is
//! passed as a device copy of its `dvmh_view` whose base is the device copy of its storage.
//! Partials are initialised as the host path initialises its threads' accumulators (identity,
//! thread 0 of the starting process from the variable) and combined in thread order, so the
//! results follow the host path's combination rules.

use std::ffi::{c_char, c_void, CStr, CString};

use super::footprint::Footprint;
use super::space::{contributes, handler_bounds, local_part, IterBlock};
use super::{HostHandler, LoopObject};
use crate::abi::types::dvmh_view;
use crate::array::ArrayObject;
use crate::device::backend::{DevFn, DevPtr, Kernel, Launch};
use crate::device::diagonal::{Copier, Diagonal};
use crate::device::launch::{blocks_for, grid_for, Layout};
use crate::device::wavefront::{use_wave, Planes};
use crate::device::Device;
use crate::fault::{RtError, RtResult};
use crate::log::log;
use crate::settings::{AcrossVariant, LogLevel};
use crate::state::Runtime;

/// How the device variant uses one argument (`capture_kinds` of `dvmh_loop_device`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Capture {
    /// A DVM array handle, read and/or written (where, when `footprint` says).
    Array {
        writes: bool,
        footprint: Option<Footprint>,
    },
    /// A read-only scalar of this many bytes.
    Scalar(usize),
    /// A read-only non-distributed array (a host table): the argument is the host address of
    /// its storage of this many bytes; the device gets the address of a device copy.
    HostArray(usize),
    /// A non-distributed array the loop writes (and may read): a host table whose device copy
    /// goes back to the host storage after the loop's kernels (each process writes its own
    /// iterations' elements of its copy, as the host path does).
    HostArrayWritten(usize),
}

impl Capture {
    /// 1, 2, 3: an array read, written, both (written ones with a [`Footprint`] in the
    /// higher bits or not); `0x100 | n`: a scalar of n (1..16) bytes; `0x200 | n << 16`: a
    /// host table of n (at least 1) bytes; `0x300 | n << 16`: one the loop writes.
    pub fn decode(kind: i64) -> Option<Capture> {
        match kind {
            1 => Some(Capture::Array {
                writes: false,
                footprint: None,
            }),
            k if matches!(k & 0xffef, 2 | 3) => Some(Capture::Array {
                writes: true,
                footprint: Footprint::decode(k).ok()?,
            }),
            k if k & !0xff == 0x100 && (1..=16).contains(&(k & 0xff)) => {
                Some(Capture::Scalar((k & 0xff) as usize))
            }
            k if k & 0xffff == 0x200 && k >> 16 > 0 => Some(Capture::HostArray((k >> 16) as usize)),
            k if k & 0xffff == 0x300 && k >> 16 > 0 => {
                Some(Capture::HostArrayWritten((k >> 16) as usize))
            }
            _ => None,
        }
    }
}

/// What `dvmh_loop_device` registered.
pub struct DeviceVariant {
    pub dev_fn: DevFn,
    pub kernel: CString,
    pub ptx: *const c_char,
    pub captures: Vec<Capture>,
    /// A hyperplane variant (`dvmh_loop_device_planes`): one launch per hyperplane.
    pub planes: bool,
    /// A grid variant (`dvmh_loop_device_grid`): launched on a 3-D grid, the trip counts
    /// after the bounds.
    pub grid: bool,
    /// A hyperplane variant's one-kernel wavefront (used without reductions).
    pub wave: Option<CString>,
    /// `-autoTfm` (`dvmh_loop_device_tfm`): per capture, the compiler's code of the array
    /// dimensions its hyperplanes run along ([`Diagonal::decode`]), and the copy kernel that
    /// converts layouts.
    pub diagonals: Option<(Vec<i64>, Copier)>,
}

/// Iterations of a block.
fn iterations(block: &IterBlock) -> u64 {
    block
        .iter()
        .map(|&(a, b)| (b - a + 1) as u64)
        .fold(1u64, u64::saturating_mul)
}

fn put(buf: &mut [u8], at: usize, bytes: &[u8]) {
    buf[at..at + bytes.len()].copy_from_slice(bytes);
}

impl LoopObject {
    /// Runs the loop on `device` (after its shadow renewals) and completes its reductions.
    pub(super) fn perform_on_device(
        &self,
        rt: &Runtime,
        device: &Device,
        variant: &DeviceVariant,
        handler: HostHandler,
        args: *const *mut c_void,
    ) -> RtResult<()> {
        let what = format!("the parallel loop at {}", self.at);
        let started = std::time::Instant::now();
        let mapping = self.mapping.as_ref();
        let part = local_part(&self.dims, mapping, self.grid(rt), &self.coords(rt));
        let starter = self.reduction_starter(rt);
        let mut parts: Vec<Vec<u8>> = Vec::new();
        let mut run_mine = || -> RtResult<()> {
            if let Some(block) = &part {
                let from_variables = starter == Some(rt.comm.rank());
                parts = match self.split_point(device, variant, args, block, &what)? {
                    Some(split) if !self.across.is_empty() => self.run_split_across(
                        rt,
                        device,
                        variant,
                        handler,
                        args,
                        &split,
                        from_variables,
                        &what,
                    )?,
                    Some(split) => self.run_split(
                        rt,
                        device,
                        variant,
                        handler,
                        args,
                        &split,
                        from_variables,
                        &what,
                    )?,
                    None => self.launch(rt, device, variant, args, block, from_variables, &what)?,
                };
            } else {
                log!(
                    LogLevel::Info,
                    "parallel loop at {}: no iterations on this process",
                    self.at
                );
            }
            Ok(())
        };
        if self.across.is_empty() {
            run_mine()?;
        } else {
            // Hyperplanes on this process's device, in the wavefront over the processes.
            self.run_wavefront(rt, Some(device), &mut run_mine)?;
        }
        if !self.reductions.is_empty() {
            let contributes_here =
                part.is_some() && contributes(mapping, self.grid(rt), &self.coords(rt));
            self.complete_reductions(rt, &mut parts.into_iter(), contributes_here)?;
        }
        log!(
            LogLevel::Debug,
            "parallel loop at {}: {:.3} ms on the device path in all",
            self.at,
            started.elapsed().as_secs_f64() * 1e3
        );
        Ok(())
    }

    /// Uploads what the loop needs, launches it over `block` (a hyperplane variant: once per
    /// hyperplane, in order, or its wavefront kernel once for all) and returns the partials of the threads that had iterations, in
    /// launch and thread order (each: every reduction's bytes in order).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn launch(
        &self,
        rt: &Runtime,
        device: &Device,
        variant: &DeviceVariant,
        args: *const *mut c_void,
        block: &IterBlock,
        from_variables: bool,
        what: &str,
    ) -> RtResult<Vec<Vec<u8>>> {
        let total = iterations(block);
        let per_thread: usize = self.reductions.iter().map(|r| r.bytes()).sum();
        let combines = device.backend().combines_blocks();
        // Each launch: its plane (none: the whole block) and the thread count it needs.
        let shots: Vec<(Option<i64>, u64)> = if variant.planes {
            let trips: Vec<u64> = block.iter().map(|&(a, b)| (b - a + 1) as u64).collect();
            (0..planes(&trips))
                .map(|p| (Some(p as i64), plane_threads(&trips, p)))
                .collect()
        } else {
            vec![(None, total)]
        };
        let most = shots.iter().map(|s| s.1).max().unwrap_or(0);
        let wave = self.wave_blocks(device, variant, shots.len() as u64, most, per_thread, what)?;
        // A grid variant's blocks along x, y, z (its one launch).
        let grid = variant.grid.then(|| {
            let trips: Vec<u64> = block.iter().map(|&(a, b)| (b - a + 1) as u64).collect();
            grid_for(&trips, per_thread, combines)
        });
        let max_blocks = match (wave, grid) {
            (Some(w), _) => w.1,
            (None, Some(g)) => g.iter().product(),
            (None, None) => blocks_for(most, per_thread, combines),
        };
        let max_threads = max_blocks as usize * crate::device::backend::BLOCK_THREADS as usize;
        let nargs = variant.captures.len();
        // The hyperplanes' direction in the index space follows the signs of the steps of
        // the last two loop dimensions.
        let steps_differ = match self.dims.as_slice() {
            [.., x, y] => (x.step < 0) != (y.step < 0),
            _ => false,
        };
        let diagonal = |k: usize| {
            let (codes, copier) = variant.diagonals.as_ref().filter(|_| variant.planes)?;
            Some((Diagonal::decode(*codes.get(k)?, steps_differ)?, copier))
        };

        let mut layout = Layout::default();
        let mut bounds = handler_bounds(&self.dims, block);
        if variant.grid {
            // A grid variant reads each dimension's trip count after the bounds.
            bounds.extend(block.iter().map(|&(a, b)| (b - a + 1).max(0)));
        }
        // A hyperplane variant reads its plane and `resume` after the bounds (`resume`: the
        // threads' reduction partials run on from the plane before, in the wavefront kernel):
        // one copy of them per plane.
        let bounds_len = bounds.len() + 2 * usize::from(variant.planes);
        let bounds_at = layout.place(shots.len() * bounds_len * 8, 8);
        // A wavefront kernel's { planes, stride, counter } (the counter starts at zero).
        let wave_at = layout.place(24, 8);
        let args_at = layout.place(nargs * 8, 8);
        let reds_at = layout.place(self.reductions.len() * 8, 8);
        let value_at: Vec<usize> = variant
            .captures
            .iter()
            .map(|c| match c {
                Capture::Array { .. } => layout.place(std::mem::size_of::<dvmh_view>(), 16),
                Capture::Scalar(n) => layout.place(*n, 16),
                Capture::HostArray(_) | Capture::HostArrayWritten(_) => layout.place(0, 16),
            })
            .collect();
        let partials_start = layout.place(0, 16);
        // Each reduction's partials: one slot per thread, then one per block (filled by
        // devices that combine blocks). The device threads start from the identity and write
        // their slots, so nothing of this is uploaded.
        let slots = max_threads + max_blocks as usize;
        let partial_at: Vec<usize> = self
            .reductions
            .iter()
            .map(|r| layout.place(slots * r.bytes(), 16))
            .collect();

        let base = device.scratch(layout.len(), what)?;
        let mut staging = vec![0u8; partials_start];
        // The host tables the loop writes: copied back after the kernels.
        let mut written_tables: Vec<(*mut u8, usize)> = Vec::new();
        for (n, (plane, _)) in shots.iter().enumerate() {
            let at = bounds_at + n * bounds_len * 8;
            let resume = plane.map(|p| i64::from(wave.is_some() && p > 0));
            for (k, v) in bounds.iter().chain(plane).chain(&resume).enumerate() {
                put(&mut staging, at + 8 * k, &v.to_ne_bytes());
            }
        }
        put(&mut staging, wave_at, &(shots.len() as i64).to_ne_bytes());
        put(
            &mut staging,
            wave_at + 8,
            &(bounds_len as i64 * 8).to_ne_bytes(),
        );
        for (k, capture) in variant.captures.iter().enumerate() {
            // SAFETY: `args` points to `nargs` pointers (checked against the captures).
            let arg = unsafe { *args.add(k) };
            match *capture {
                Capture::Array { writes, footprint } => {
                    // SAFETY: the compiler passes a DVM array handle for this capture kind;
                    // the magic number catches anything else.
                    let array = unsafe {
                        ArrayObject::from_handle(arg as *mut _, "dvmh_loop_device: array argument")
                    }?;
                    let skewed = match diagonal(k) {
                        Some((d, copier)) => {
                            device.use_on_device_diagonal(array, d, copier, what)?
                        }
                        None => None,
                    };
                    let view = match skewed {
                        Some(view) => view,
                        None => {
                            let device_base = device.use_on_device(array, what)?;
                            let mut view = array.view;
                            view.base = device_base as *mut c_void;
                            view
                        }
                    };
                    if writes {
                        let part = self.written_part(array, footprint, block, what)?;
                        device.written_on_device(array, part);
                    }
                    // SAFETY: dvmh_view is plain data (#[repr(C)], no padding: 8 + 2*56 bytes).
                    let bytes = unsafe {
                        std::slice::from_raw_parts(
                            &view as *const dvmh_view as *const u8,
                            std::mem::size_of::<dvmh_view>(),
                        )
                    };
                    put(&mut staging, value_at[k], bytes);
                }
                Capture::Scalar(n) => {
                    if arg.is_null() {
                        return Err(RtError::collective(format!(
                            "dvmh_loop_perform: scalar argument {k} of {what} is null"
                        )));
                    }
                    // SAFETY: the compiler passes a pointer to `n` bytes for this kind.
                    let bytes = unsafe { std::slice::from_raw_parts(arg as *const u8, n) };
                    put(&mut staging, value_at[k], bytes);
                }
                Capture::HostArray(n) | Capture::HostArrayWritten(n) => {
                    if arg.is_null() {
                        return Err(RtError::collective(format!(
                            "dvmh_loop_perform: table argument {k} of {what} is null"
                        )));
                    }
                    // SAFETY: the compiler passes the address of the table's whole storage,
                    // `n` bytes, for this kind.
                    let host = unsafe { std::slice::from_raw_parts(arg as *const u8, n) };
                    let table = device.use_table_on_device(host, what)?;
                    if matches!(capture, Capture::HostArrayWritten(_)) {
                        written_tables.push((arg as *mut u8, n));
                    }
                    put(&mut staging, args_at + 8 * k, &table.to_ne_bytes());
                    continue;
                }
            }
            put(
                &mut staging,
                args_at + 8 * k,
                &(base + value_at[k] as DevPtr).to_ne_bytes(),
            );
        }
        for (k, at) in partial_at.iter().enumerate() {
            put(
                &mut staging,
                reds_at + 8 * k,
                &(base + *at as DevPtr).to_ne_bytes(),
            );
        }

        let backend = device.backend();
        backend
            .upload(base, &staging[..partials_start])
            .map_err(|e| device.error(what, e))?;
        let kernel = Kernel {
            dev_fn: variant.dev_fn,
            name: &variant.kernel,
            ptx: variant.ptx,
        };
        match shots.as_slice() {
            _ if wave.is_some() => log!(
                LogLevel::Info,
                "parallel loop at {} ran on {}: {total} iterations in {} hyperplanes by one wavefront kernel, {max_blocks} block(s) of {} threads",
                self.at,
                backend.describe(),
                shots.len(),
                crate::device::backend::BLOCK_THREADS
            ),
            [(None, _)] => log!(
                LogLevel::Info,
                "parallel loop at {} ran on {}: {total} iterations, {max_blocks} block(s){} of {} threads",
                self.at,
                backend.describe(),
                grid.map_or(String::new(), |[x, y, z]| format!(" ({x} x {y} x {z})")),
                crate::device::backend::BLOCK_THREADS
            ),
            _ => log!(
                LogLevel::Info,
                "parallel loop at {} ran on {}: {total} iterations in {} hyperplanes, one launch each, up to {max_blocks} block(s) of {} threads",
                self.at,
                backend.describe(),
                shots.len(),
                crate::device::backend::BLOCK_THREADS
            ),
        }
        // The variable's value comes first when this process starts the reductions.
        let mut parts = Vec::new();
        if from_variables && !self.reductions.is_empty() {
            let mut start = Vec::new();
            for r in self.reductions.iter().filter(|r| r.bytes() > 0) {
                // SAFETY: the program registered `var` (non-null) with `count` elements of `ty`.
                start.extend_from_slice(unsafe { std::slice::from_raw_parts(r.var, r.bytes()) });
            }
            parts.push(start);
        }
        let launched = std::time::Instant::now();
        if let (Some((name, blocks)), Some(_)) = (wave, shots.first()) {
            let launch = Launch {
                blocks,
                params: [
                    base + bounds_at as DevPtr,
                    base + args_at as DevPtr,
                    base + reds_at as DevPtr,
                ],
                wave: Some(base + wave_at as DevPtr),
                grid: None,
                at: self.at,
            };
            let kernel = Kernel { name, ..kernel };
            let may_queue = self.reductions.is_empty() && written_tables.is_empty();
            device.launch(&rt.pool, &kernel, &launch, may_queue, what)?;
            if !self.reductions.is_empty() {
                // Each thread's slot holds its partials of every plane (the block's, on a
                // device that combines blocks).
                self.download_partials(device, &launch, most, base, &partial_at, what, &mut parts)?;
            }
        }
        for (n, &(_, needed)) in shots.iter().enumerate() {
            if wave.is_some() {
                break;
            }
            let blocks = match grid {
                Some(_) => max_blocks,
                None => blocks_for(needed, per_thread, combines),
            };
            // A grid variant's threads all may have iterations.
            let needed = if grid.is_some() { u64::MAX } else { needed };
            let launch = Launch {
                blocks,
                grid,
                params: [
                    base + (bounds_at + n * bounds_len * 8) as DevPtr,
                    base + args_at as DevPtr,
                    base + reds_at as DevPtr,
                ],
                wave: None,
                at: self.at,
            };
            let may_queue = self.reductions.is_empty() && written_tables.is_empty();
            device.launch(&rt.pool, &kernel, &launch, may_queue, what)?;
            if !self.reductions.is_empty() {
                self.download_partials(
                    device,
                    &launch,
                    needed,
                    base,
                    &partial_at,
                    what,
                    &mut parts,
                )?;
            }
        }
        log!(
            LogLevel::Debug,
            "parallel loop at {}: the kernel took {:.3} ms",
            self.at,
            launched.elapsed().as_secs_f64() * 1e3
        );
        for (host, n) in written_tables {
            // SAFETY: the compiler passes the address of the table's whole storage, `n`
            // bytes, for this kind; the program does not touch it while the loop runs.
            let host = unsafe { std::slice::from_raw_parts_mut(host, n) };
            device.table_back_on_host(host, what)?;
        }
        Ok(parts)
    }

    /// The wavefront kernel and its grid when the loop runs as one (see
    /// [`crate::device::wavefront`]): `planes` hyperplanes, the largest of `most` threads.
    /// The grid is no larger than the device holds at once (nor than the reduction partials of
    /// `per_thread` bytes allow). Under `auto`, a device that cannot say (a PTX image without
    /// the kernel) gets the launches.
    fn wave_blocks<'v>(
        &self,
        device: &Device,
        variant: &'v DeviceVariant,
        planes: u64,
        most: u64,
        per_thread: usize,
        what: &str,
    ) -> RtResult<Option<(&'v CStr, u32)>> {
        let (true, Some(name)) = (variant.planes, &variant.wave) else {
            return Ok(None);
        };
        let setting = device.across_variant();
        if setting == AcrossVariant::Launches {
            return Ok(None);
        }
        let kernel = Kernel {
            dev_fn: variant.dev_fn,
            name,
            ptx: variant.ptx,
        };
        let resident = match device.backend().co_resident_blocks(&kernel) {
            Ok(n) => n,
            Err(e) if setting == AcrossVariant::Kernel => return Err(device.error(what, e)),
            Err(e) => {
                log!(
                    LogLevel::Debug,
                    "parallel loop at {}: no wavefront kernel ({e}); one launch per hyperplane",
                    self.at
                );
                return Ok(None);
            }
        };
        let threads = resident as u64 * crate::device::backend::BLOCK_THREADS as u64;
        let shape = Planes {
            count: planes,
            most,
        };
        if !use_wave(setting, shape, threads) {
            return Ok(None);
        }
        let combines = device.backend().combines_blocks();
        Ok(Some((
            name,
            blocks_for(most, per_thread, combines).min(resident),
        )))
    }

    /// Appends to `parts` the partials `launch` left: the blocks' in block order, or the
    /// threads' in thread order (grid-stride: threads below `needed` had iterations); only
    /// those are downloaded.
    #[allow(clippy::too_many_arguments)]
    fn download_partials(
        &self,
        device: &Device,
        launch: &Launch,
        needed: u64,
        base: DevPtr,
        partial_at: &[usize],
        what: &str,
        parts: &mut Vec<Vec<u8>>,
    ) -> RtResult<()> {
        let backend = device.backend();
        let nthreads = launch.threads();
        let entries: Vec<usize> = if backend.combines_blocks() {
            (nthreads..nthreads + launch.blocks as usize).collect()
        } else {
            (0..nthreads.min(needed.min(usize::MAX as u64) as usize)).collect()
        };
        // Each reduction's partials of those entries, downloaded in one piece.
        let mut downloaded: Vec<Vec<u8>> = Vec::with_capacity(self.reductions.len());
        let first = entries.first().copied().unwrap_or(0);
        for (k, r) in self.reductions.iter().enumerate() {
            let mut bytes = vec![0u8; entries.len() * r.bytes()];
            if !bytes.is_empty() {
                let from = partial_at[k] + first * r.bytes();
                backend
                    .download(&mut bytes, base + from as DevPtr)
                    .map_err(|e| device.error(what, e))?;
            }
            downloaded.push(bytes);
        }
        parts.extend((0..entries.len()).map(|e| {
            self.reductions
                .iter()
                .zip(&downloaded)
                .flat_map(|(r, bytes)| bytes[e * r.bytes()..(e + 1) * r.bytes()].iter().copied())
                .collect()
        }));
        Ok(())
    }
}

/// Hyperplanes of a block with `trips[d]` iterations in dimension `d`: `sum(trips[d] - 1) + 1`.
fn planes(trips: &[u64]) -> u64 {
    trips.iter().map(|t| t.saturating_sub(1)).sum::<u64>() + 1
}

/// The thread count a hyperplane variant walks in plane `p` (the compiler's `walk_plane`):
/// the plane's range of the first counter, `[max(0, p - sum_{d>0}(trips[d] - 1)),
/// min(trips[0] - 1, p)]`, times the whole range of every middle counter; the last counter
/// follows (with 3 or more dimensions some of these points lie outside the block and do
/// nothing).
fn plane_threads(trips: &[u64], p: u64) -> u64 {
    let Some((&t0, rest)) = trips.split_first() else {
        return 0;
    };
    let rest_span: u64 = rest.iter().map(|t| t.saturating_sub(1)).sum();
    let first = p.saturating_sub(rest_span);
    let last = (t0.saturating_sub(1)).min(p);
    let width = (last + 1).saturating_sub(first);
    let middle: u64 = rest.iter().take(rest.len().saturating_sub(1)).product();
    width.saturating_mul(middle)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capture_kinds() {
        let array = |writes| Capture::Array {
            writes,
            footprint: None,
        };
        assert_eq!(Capture::decode(1), Some(array(false)));
        assert_eq!(Capture::decode(2), Some(array(true)));
        assert_eq!(Capture::decode(3), Some(array(true)));
        assert!(matches!(
            Capture::decode(0x13 | 0x09 << 16),
            Some(Capture::Array {
                writes: true,
                footprint: Some(_)
            })
        ));
        assert_eq!(Capture::decode(0x108), Some(Capture::Scalar(8)));
        assert_eq!(Capture::decode(0x110), Some(Capture::Scalar(16)));
        assert_eq!(
            Capture::decode(0x200 | 24 << 16),
            Some(Capture::HostArray(24))
        );
        assert_eq!(
            Capture::decode(0x300 | 40 << 16),
            Some(Capture::HostArrayWritten(40))
        );
        assert_eq!(Capture::decode(0x300), None);
        for bad in [
            0,
            4,
            0x100,
            0x111,
            0x208,
            -1,
            0x1_0108,
            0x11,
            0x13,
            0x3 | 0x09 << 16,
        ] {
            assert_eq!(Capture::decode(bad), None, "{bad:#x}");
        }
    }

    /// The walk of `walk_plane` (IR device pass) over every plane visits each point of the
    /// block exactly once, and points of one plane only in it.
    #[test]
    fn hyperplanes_cover_the_block_once() {
        for trips in [
            vec![1, 1],
            vec![4, 7],
            vec![7, 4],
            vec![3, 1],
            vec![3, 4, 5],
            vec![2, 2, 2, 3],
        ] {
            let mut seen = std::collections::HashMap::new();
            for p in 0..planes(&trips) {
                let n = plane_threads(&trips, p);
                let rest: u64 = trips[1..].iter().map(|t| t - 1).sum();
                let first = p.saturating_sub(rest);
                for lin in 0..n {
                    // Digits of `lin` in the radix (width, trips[1..r-1]), innermost fastest.
                    let mut q = vec![0u64; trips.len()];
                    let mut v = lin;
                    for d in (1..trips.len() - 1).rev() {
                        q[d] = v % trips[d];
                        v /= trips[d];
                    }
                    q[0] = v + first;
                    let sum: u64 = q[..trips.len() - 1].iter().sum();
                    let Some(last) = p.checked_sub(sum).filter(|&l| l < trips[trips.len() - 1])
                    else {
                        assert!(
                            trips.len() > 2,
                            "{trips:?}: every thread of a 2-D plane has a point"
                        );
                        continue;
                    };
                    q[trips.len() - 1] = last;
                    assert!(q.iter().zip(&trips).all(|(a, t)| a < t), "{trips:?} {q:?}");
                    *seen.entry(q).or_insert(0) += 1;
                }
            }
            assert_eq!(
                seen.len() as u64,
                trips.iter().product::<u64>(),
                "{trips:?}"
            );
            assert!(seen.values().all(|&n| n == 1), "{trips:?}");
        }
    }

    #[test]
    fn iteration_counts() {
        assert_eq!(iterations(&vec![(0, 9), (2, 4)]), 30);
        assert_eq!(iterations(&vec![]), 1);
    }
}

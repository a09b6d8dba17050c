//! A parallel loop split between the CPU threads and the device (`DVMH_CPU_PERF`,
//! `DVMH_CUDAS_PERF`: the DVM system's simple static scheme, seed 000 ch. 3): this process's
//! block of iterations is cut along its outermost dimension in the ratio of the two weights;
//! the device runs the first part as its kernel, the host threads the rest with the host
//! handler.
//!
//! Why the footprints matter: afterwards each copy of a written array is current in its own
//! part only, and the actuality records exactly that (the host copy stale where the device
//! wrote, the device copy stale where the host wrote), so the next access on either side
//! moves only the other side's part. That needs to know where each side wrote: a loop splits
//! only when every array it writes has a footprint ([`super::footprint`]) whose images of the
//! two parts do not overlap; otherwise the device runs it all, as without weights. An ACROSS
//! loop (one that runs hyperplane by hyperplane on the device) is split the same way, but its
//! order spans both parts: the device's part (the first iterations of the outermost
//! dimension, whatever its step) runs first, its boundary rows come to the host, then the
//! CPU's part runs as a wavefront of the threads ([`LoopObject::run_split_across`]); the two
//! do not overlap in time yet. `DVMH_SCHED_TECH=0` (single) turns splitting off (the device
//! has no weights then). Both sides start from current copies
//! of every array the loop uses (each may read anywhere); the reductions combine the device's
//! partials, then the host threads', as one more process would.

use std::ffi::c_void;
use std::sync::atomic::AtomicUsize;

use super::device_run::{Capture, DeviceVariant};
use super::footprint::Footprint;
use super::space::{split_among_threads, IterBlock};
use super::{HostHandler, LoopObject, Shared};
use crate::array::ArrayObject;
use crate::boxes::IndexBox;
use crate::device::Device;
use crate::fault::RtResult;
use crate::log::log;
use crate::region;
use crate::settings::LogLevel;
use crate::state::Runtime;

/// The two parts of a split block: the device's (the first iterations) and the CPU's.
pub(super) struct Split {
    device: Option<IterBlock>,
    cpu: IterBlock,
}

/// The last `width` iterations of `block` along its outermost dimension.
fn boundary(block: &IterBlock, width: i64) -> IterBlock {
    let mut edge = block.clone();
    let (a, b) = block[0];
    edge[0] = ((b - width + 1).max(a), b);
    edge
}

/// Cuts `block` along its outermost dimension, the CPU getting the last `share` of it
/// (rounded); `None` when the CPU's part would be empty.
fn cut(block: &IterBlock, share: f64) -> Option<Split> {
    let &(a, b) = block.first()?;
    let n = b - a + 1;
    let cpu = ((n as f64) * share).round().clamp(0.0, n as f64) as i64;
    if cpu <= 0 {
        return None;
    }
    let mut cpu_block = block.clone();
    cpu_block[0] = (b - cpu + 1, b);
    let device = (cpu < n).then(|| {
        let mut d = block.clone();
        d[0] = (a, b - cpu);
        d
    });
    Some(Split {
        device,
        cpu: cpu_block,
    })
}

impl LoopObject {
    /// The elements of `array` the iterations `block` write by `footprint` (`None`: unknown,
    /// or all of the elements this process owns: the whole array, so that the transfer after
    /// it is one piece, shadow edges included).
    pub(super) fn written_part(
        &self,
        array: &ArrayObject,
        footprint: Option<Footprint>,
        block: &IterBlock,
        what: &str,
    ) -> RtResult<Option<IndexBox>> {
        let Some(f) = footprint else {
            return Ok(None);
        };
        let placement = array.state.placement(what)?;
        let stored = *placement.layout().stored();
        let owned = *placement.owned();
        Ok(f.written(&self.dims, block, &stored)
            .filter(|w| w.intersect(&owned) != owned))
    }

    /// How to split this process's `block` between the CPU and `device`, or `None` when the
    /// device runs it all (no weights, an ACROSS loop, a written array without a footprint
    /// or whose parts would overlap).
    pub(super) fn split_point(
        &self,
        device: &Device,
        variant: &DeviceVariant,
        args: *const *mut c_void,
        block: &IterBlock,
        what: &str,
    ) -> RtResult<Option<Split>> {
        let Some(share) = device.cpu_share() else {
            return Ok(None);
        };
        let across = !self.across.is_empty();
        if (across && !self.runs_by_planes(variant)) || !region::allows(region::HOST) {
            return Ok(None);
        }
        if variant
            .captures
            .iter()
            .any(|c| matches!(c, Capture::HostArrayWritten(_)))
        {
            // The device's copy of a written host table goes back whole over the host's.
            return Ok(None);
        }
        let Some(split) = cut(block, share) else {
            return Ok(None);
        };
        for (k, capture) in variant.captures.iter().enumerate() {
            let Capture::Array {
                writes: true,
                footprint,
            } = *capture
            else {
                continue;
            };
            // SAFETY: `args` has one pointer per capture (checked in `perform`); the compiler
            // passes an array handle for this capture kind (the magic number checks it).
            let array =
                unsafe { ArrayObject::from_handle(*args.add(k) as *mut _, "dvmh_loop_device") }?;
            let cpu = self.written_part(array, footprint, &split.cpu, what)?;
            // All on the CPU: the device copy simply becomes stale where the CPU wrote.
            let disjoint = match &split.device {
                None => true,
                Some(b) => match (cpu, self.written_part(array, footprint, b, what)?) {
                    (Some(c), Some(d)) => c.intersect(&d).is_empty(),
                    _ => false,
                },
            };
            if !disjoint {
                log!(
                    LogLevel::Info,
                    "parallel loop at {} is not split between the CPU and the device: where it writes {} is not known per iteration",
                    self.at,
                    array.state.name
                );
                return Ok(None);
            }
        }
        Ok(Some(split))
    }

    /// The arrays a split loop captures (handle, written, footprint), each made current on
    /// the host first: both parts then start from the same values.
    fn arrays_on_host(
        device: &Device,
        variant: &DeviceVariant,
        args: *const *mut c_void,
        what: &str,
    ) -> RtResult<Vec<(*mut ArrayObject, bool, Option<Footprint>)>> {
        let mut arrays = Vec::new();
        for (k, capture) in variant.captures.iter().enumerate() {
            if let Capture::Array { writes, footprint } = *capture {
                // SAFETY: as in `split_point`.
                let array = unsafe {
                    ArrayObject::from_handle(*args.add(k) as *mut _, "dvmh_loop_device")
                }?;
                device.use_on_host(array, what)?;
                arrays.push((array as *mut ArrayObject, writes, footprint));
            }
        }
        Ok(arrays)
    }

    /// Runs the `split` of an ACROSS loop: its parts one after the other in the serial order
    /// of the outermost dimension (the device's first), the device part's boundary with the
    /// CPU's — its written elements in the last rows, as many as the ACROSS arrays' shadow
    /// widths — brought to the host before the CPU's part runs as a wavefront of the host
    /// threads ([`super::pipeline::thread_tiles`]).
    /// Returns the reduction partials in the parts' order.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn run_split_across(
        &self,
        rt: &Runtime,
        device: &Device,
        variant: &DeviceVariant,
        handler: HostHandler,
        args: *const *mut c_void,
        split: &Split,
        from_variables: bool,
        what: &str,
    ) -> RtResult<Vec<Vec<u8>>> {
        let arrays = Self::arrays_on_host(device, variant, args, what)?;
        let width = self.across_width();
        let iterations = |b: &IterBlock| -> i64 { b.iter().map(|&(a, z)| z - a + 1).product() };
        log!(
            LogLevel::Info,
            "parallel loop at {} split: {} iterations on {}, {} on the CPU (ACROSS: in order, boundary rows {width})",
            self.at,
            split.device.as_ref().map_or(0, iterations),
            device.backend().describe(),
            iterations(&split.cpu)
        );
        // The blocks count iterations, so the device's part (the first counters) comes first
        // in the serial order whatever the steps' signs.
        let mut parts = Vec::new();
        if let Some(block) = &split.device {
            // `launch` brings the device copies up to date and records the device's writes.
            parts.extend(self.launch(rt, device, variant, args, block, from_variables, what)?);
            // The device's last rows are what the CPU's first rows depend on.
            let edge = boundary(block, width);
            for &(array, writes, footprint) in &arrays {
                // SAFETY: a live array handle (checked above); no other reference is held.
                let array = unsafe { &mut *array };
                match self.written_part(array, footprint, &edge, what)? {
                    Some(part) if writes => device.boxes_to_host(array, &[part], what)?,
                    _ => device.use_on_host(array, what)?,
                }
            }
        }
        let host_starts = from_variables && split.device.is_none();
        parts.extend(self.run_tiles_on_threads(rt, handler, args, &split.cpu, host_starts)?);
        for &(array, writes, footprint) in &arrays {
            if writes {
                // SAFETY: as above.
                let array = unsafe { &*array };
                let part = self.written_part(array, footprint, &split.cpu, what)?;
                device.written_on_host(array, part);
            }
        }
        Ok(parts)
    }

    /// The largest shadow width of the ACROSS arrays: how far a dependence reaches.
    fn across_width(&self) -> i64 {
        let mut width = 1;
        for &(array, _) in &self.across {
            // SAFETY: a live array handle (checked by `dvmh_loop_across`).
            let Ok(array) = (unsafe { ArrayObject::from_handle(array, "dvmh_loop_across") }) else {
                continue;
            };
            let Ok(placement) = array.state.placement("the ACROSS split") else {
                continue;
            };
            let (stored, owned) = (placement.layout().stored(), placement.owned());
            for d in 0..owned.rank() {
                width = width
                    .max(owned.lo(d) - stored.lo(d))
                    .max(stored.hi(d) - owned.hi(d));
            }
        }
        width
    }

    /// Runs the ACROSS `block` on the host threads as a wavefront ([`super::pipeline::
    /// thread_tiles`] along the outermost dimension); returns the partials of the threads that
    /// had iterations, in thread order (thread 0 from the variables when `from_variables`).
    fn run_tiles_on_threads(
        &self,
        rt: &Runtime,
        handler: HostHandler,
        args: *const *mut c_void,
        block: &IterBlock,
        from_variables: bool,
    ) -> RtResult<Vec<Vec<u8>>> {
        let threads = rt.pool.size();
        let tiles = super::pipeline::thread_tiles(block, 0, threads);
        let acc = self.make_accumulators(threads, from_variables)?;
        let portions = vec![None; threads];
        let shared = Shared {
            handler,
            args,
            dims: &self.dims,
            at: self.at,
            portions: &portions,
            red_pointers: acc.pointers(),
        };
        let progress: Vec<AtomicUsize> = (0..threads).map(|_| AtomicUsize::new(0)).collect();
        rt.pool
            .run(&|t| shared.run_tiles(t, &tiles[t], &progress))?;
        Ok(tiles
            .iter()
            .enumerate()
            .filter(|(_, t)| !t.is_empty())
            .map(|(t, _)| {
                (0..self.reductions.len())
                    .flat_map(|k| acc.get(t, k).iter().copied())
                    .collect()
            })
            .collect())
    }

    /// Runs `split`: the device's part as its kernel, then the CPU's on the host threads, with
    /// every array the loop uses current on both sides first and each written array's
    /// actuality per part after. Returns the reduction partials (the device's, then the
    /// threads').
    #[allow(clippy::too_many_arguments)]
    pub(super) fn run_split(
        &self,
        rt: &Runtime,
        device: &Device,
        variant: &DeviceVariant,
        handler: HostHandler,
        args: *const *mut c_void,
        split: &Split,
        from_variables: bool,
        what: &str,
    ) -> RtResult<Vec<Vec<u8>>> {
        let arrays = Self::arrays_on_host(device, variant, args, what)?;
        let iterations = |b: &IterBlock| -> i64 { b.iter().map(|&(a, z)| z - a + 1).product() };
        log!(
            LogLevel::Info,
            "parallel loop at {} split: {} iterations on {}, {} on the CPU",
            self.at,
            split.device.as_ref().map_or(0, iterations),
            device.backend().describe(),
            iterations(&split.cpu)
        );
        let mut parts = match &split.device {
            // `launch` makes the device copies current and records the device's writes.
            Some(block) => self.launch(rt, device, variant, args, block, from_variables, what)?,
            None => Vec::new(),
        };
        let host_starts = from_variables && split.device.is_none();
        parts.extend(self.run_on_threads(rt, handler, args, &split.cpu, host_starts)?);
        for (array, writes, footprint) in arrays {
            if writes {
                // SAFETY: a live array handle (checked above); no other reference is held.
                let array = unsafe { &*array };
                let part = self.written_part(array, footprint, &split.cpu, what)?;
                device.written_on_host(array, part);
            }
        }
        Ok(parts)
    }

    /// Runs `block` on the host threads; returns the partials of the threads that had
    /// iterations, in thread order (thread 0 from the variables when `from_variables`).
    fn run_on_threads(
        &self,
        rt: &Runtime,
        handler: HostHandler,
        args: *const *mut c_void,
        block: &IterBlock,
        from_variables: bool,
    ) -> RtResult<Vec<Vec<u8>>> {
        let threads = rt.pool.size();
        let portions = split_among_threads(block, threads);
        let acc = self.make_accumulators(threads, from_variables)?;
        let shared = Shared {
            handler,
            args,
            dims: &self.dims,
            at: self.at,
            portions: &portions,
            red_pointers: acc.pointers(),
        };
        rt.pool.run(&|t| shared.run_portion(t))?;
        Ok(portions
            .iter()
            .enumerate()
            .filter(|(_, p)| p.is_some())
            .map(|(t, _)| {
                (0..self.reductions.len())
                    .flat_map(|k| acc.get(t, k).iter().copied())
                    .collect()
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_are_cut_by_the_cpu_share() {
        let block = vec![(0, 9), (0, 4)];
        let s = cut(&block, 0.25).unwrap();
        assert_eq!(s.device, Some(vec![(0, 6), (0, 4)]));
        assert_eq!(s.cpu, vec![(7, 9), (0, 4)]);
        assert!(
            cut(&block, 0.01).is_none(),
            "no CPU part: the device runs it all"
        );
        let s = cut(&block, 1.0).unwrap();
        assert_eq!((s.device, s.cpu), (None, block.clone()));
        assert!(cut(&vec![], 0.5).is_none());
    }
}

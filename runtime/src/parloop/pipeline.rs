//! Pipelined execution of ACROSS loops over the processes.
//!
//! A whole-block wavefront makes each process wait until its predecessors have finished their
//! whole blocks, so on a 1-D chain of processes nothing runs at the same time. Here one loop
//! dimension (the *portion axis*) is cut into portions: a process computes portion k as soon as
//! its predecessors' edges for portion k have arrived, then starts sending its own edge for
//! portion k to its successors and goes on with portion k+1. Process p then works on portion k
//! while p+1 works on portion k-1.
//!
//! Why the results equal the serial order's: without CORNER the dependences an ACROSS clause
//! allows are along one array dimension at a time, from a lower iteration number to a higher
//! one (flow: the lower writes, the higher reads; anti: the lower reads the old value, the higher
//! writes). Every such distance vector has non-negative components, so executing rectangular
//! tiles of the iteration space in any order that respects the component-wise order of the tile
//! indices (what the pipeline does: predecessor before successor, portion k before k+1), each
//! tile in the serial order, meets every dependence in its serial direction. Anti dependences
//! read the old values, renewed into every shadow edge before the loop, and successors never
//! send edges back during the loop. A CORNER dependence such as `A(I+1, J-1)` has components
//! of both signs, so loops with CORNER keep the whole-block wavefront.
//!
//! The portion axis is a loop dimension whose template dimension is not split among the
//! processes when there is one (every process then has the same portions); otherwise a split
//! one, whose edges to the neighbours along its own grid dimension go whole, after the last
//! portion. The number of portions is `STAGE(n)` when the program gives it, else the minimum of
//! the model `time(n) = (n + P - 1) * (W / n + c)` (P: waves of the process grid, W: a process's
//! iterations, c: the cost of one portion's message and handler call in iterations): `n* =
//! sqrt((P - 1) * W / c)`. Every quantity is global, so neighbours agree on the portions.
//!
//! Within a process the threads run each portion as a wavefront of their own
//! ([`thread_tiles`]): they split another loop dimension, and thread t computes its s-th
//! sub-portion once thread t-1 has computed its s-th, by the same argument.

use super::space::{IterBlock, LoopDim};
use super::LoopObject;
use crate::abi::types::DvmhArray;
use crate::array::ArrayObject;
use crate::boxes::IndexBox;
use crate::comm::Outgoing;
use crate::distrib::{block_range, preimage_range, AxisRule, Mapping};
use crate::exchange;
use crate::fault::RtResult;
use crate::log::log;
use crate::scratch;
use crate::settings::LogLevel;
use crate::state::Runtime;

/// The model's cost of one portion (one message latency plus a handler call and a wait), in
/// loop iterations: a few microseconds against a few nanoseconds per stencil point.
const PORTION_COST: f64 = 2000.0;

/// An edge message of one array with one neighbour.
struct Link {
    peer: usize,
    boxes: Vec<IndexBox>,
    /// Along the portion axis's own grid dimension: sent whole after the last portion and
    /// received before the first; otherwise clipped to each portion.
    whole: bool,
}

/// One ACROSS array's pipeline messages.
struct Edges {
    array: *mut DvmhArray,
    /// The array dimension that the portion axis maps onto, and its rule from the template
    /// (`template = coeff * index + offset`).
    dim: usize,
    coeff: i64,
    offset: i64,
    recvs: Vec<Link>,
    sends: Vec<Link>,
}

/// How an ACROSS loop runs pipelined on this process.
pub(super) struct Pipeline {
    axis: usize,
    /// The loop's rule onto the template dimension of the portion axis.
    coeff: i64,
    offset: i64,
    /// Iteration-number ranges of the portion axis, in order (at least one).
    portions: Vec<(i64, i64)>,
    edges: Vec<Edges>,
}

/// The loop dimension `axis`'s rule onto the template: its template dimension, coefficient and
/// offset.
fn template_rule(mapping: &Mapping, axis: usize) -> Option<(usize, i64, i64)> {
    mapping
        .rules()
        .iter()
        .enumerate()
        .find_map(|(t, rule)| match *rule {
            AxisRule::Linear {
                axis: a,
                coeff,
                offset,
            } if a == axis => Some((t, coeff, offset)),
            _ => None,
        })
}

/// The number of portions: `stage` when positive, else the model's optimum; within `1..=len`.
pub fn portion_count(stage: i64, len: i64, waves: usize, work_per_process: f64) -> i64 {
    let n = if stage > 0 {
        stage
    } else if waves <= 1 {
        1
    } else {
        ((waves - 1) as f64 * work_per_process / PORTION_COST)
            .sqrt()
            .floor() as i64
    };
    n.clamp(1, len.max(1))
}

impl Pipeline {
    /// The loop dimension cut into portions.
    pub fn axis(&self) -> usize {
        self.axis
    }
}

/// The threads' tiles of one portion `block`: the threads split another loop dimension with
/// more than one iteration (thread t its t-th range of it), and each thread's range is cut
/// along `axis` into sub-portions, run in order; thread t runs sub-portion s after thread t-1
/// has run its sub-portion s (a wavefront over the threads, legal for the same reason as the
/// pipeline over the processes). Without such a dimension, or with one thread, thread 0 runs
/// the whole block.
pub fn thread_tiles(block: &IterBlock, axis: usize, threads: usize) -> Vec<Vec<IterBlock>> {
    let mut tiles = vec![Vec::new(); threads.max(1)];
    let split = (0..block.len()).find(|&d| d != axis && block[d].1 > block[d].0);
    let Some(split) = split.filter(|_| threads > 1) else {
        tiles[0].push(block.clone());
        return tiles;
    };
    let (a, b) = block[split];
    let used = threads.min((b - a + 1) as usize);
    let (c, d) = block[axis];
    // More sub-portions than threads keeps the wavefront's fill and drain short.
    let steps = ((d - c + 1) as usize).min(4 * used).max(1);
    for (t, mine) in tiles.iter_mut().enumerate().take(used) {
        let range = block_range(a, b, used, t);
        for s in 0..steps {
            let mut tile = block.clone();
            tile[split] = range;
            tile[axis] = block_range(c, d, steps, s);
            mine.push(tile);
        }
    }
    tiles
}

impl LoopObject {
    /// The pipeline of this ACROSS loop, or `None` when it must run as a whole-block wavefront
    /// (CORNER, an unmapped loop, no dimension that every ACROSS array follows, or a neighbour
    /// that is not a face neighbour).
    pub(super) fn pipeline(&self, rt: &Runtime) -> RtResult<Option<Pipeline>> {
        let Some(mapping) = &self.mapping else {
            return Ok(None);
        };
        if self.across.iter().any(|&(_, corner)| corner) {
            return Ok(None);
        }
        let grid = self.grid(rt);
        let mut arrays = Vec::with_capacity(self.across.len());
        for &(handle, _) in &self.across {
            // SAFETY: handles were given by the program for this loop.
            let object = unsafe { ArrayObject::from_handle(handle, "dvmh_loop_across") }?;
            let array_mapping = object
                .state
                .placement("dvmh_loop_across")?
                .mapping()
                .clone();
            if !std::sync::Arc::ptr_eq(array_mapping.template(), mapping.template()) {
                return Ok(None);
            }
            arrays.push((handle, array_mapping));
        }
        // The portion axis: a loop dimension with work whose template dimension every ACROSS
        // array follows; one not split among processes first.
        let split = |t: usize| mapping.template().grid_dim(t).filter(|&g| grid.dim(g) > 1);
        let candidates: Vec<(usize, usize, i64, i64)> = (0..self.rank())
            .filter(|&a| self.dims[a].count > 1)
            .filter_map(|a| template_rule(mapping, a).map(|(t, c, o)| (a, t, c, o)))
            .filter(|&(_, t, _, _)| {
                arrays
                    .iter()
                    .all(|(_, m)| matches!(m.rules()[t], AxisRule::Linear { .. }))
            })
            .collect();
        let Some(&(axis, t, coeff, offset)) = candidates
            .iter()
            .find(|c| split(c.1).is_none())
            .or_else(|| candidates.first())
        else {
            return Ok(None);
        };
        let axis_grid_dim = split(t);
        let backward = self.backward_grid_dims(grid.rank());
        let me = &self.coords(rt);
        let mut edges = Vec::with_capacity(arrays.len());
        for (handle, array_mapping) in arrays {
            let AxisRule::Linear {
                axis: dim,
                coeff: array_coeff,
                offset: array_offset,
            } = array_mapping.rules()[t]
            else {
                return Ok(None);
            };
            // SAFETY: as above.
            let object = unsafe { ArrayObject::from_handle(handle, "dvmh_loop_across") }?;
            let plan = exchange::plan_renewal(rt, object, false)?;
            // Each link's grid dimension and whether the peer comes later in the loop's order.
            let classify = |peer: usize| -> Option<(usize, bool)> {
                let theirs = grid.coords_of(peer);
                let mut differing = (0..grid.rank()).filter(|&g| theirs[g] != me[g]);
                let g = differing.next()?;
                if differing.next().is_some() {
                    return None;
                }
                Some((g, (theirs[g] > me[g]) != backward[g]))
            };
            let mut recvs = Vec::new();
            let mut sends = Vec::new();
            for (list, outgoing) in [(plan.recvs(), false), (plan.sends(), true)] {
                for (peer, boxes) in list {
                    let Some((g, later)) = classify(*peer) else {
                        return Ok(None);
                    };
                    // Edges go forward only: to successors, from predecessors.
                    if later != outgoing {
                        continue;
                    }
                    let link = Link {
                        peer: *peer,
                        boxes: boxes.clone(),
                        whole: axis_grid_dim == Some(g),
                    };
                    if outgoing {
                        sends.push(link);
                    } else {
                        recvs.push(link);
                    }
                }
            }
            edges.push(Edges {
                array: handle,
                dim,
                coeff: array_coeff,
                offset: array_offset,
                recvs,
                sends,
            });
        }
        // This process's range of the portion axis: the whole loop, or the part of the
        // template block along its grid dimension.
        let d = self.dims[axis];
        let (mut lo, mut hi) = (0, d.count - 1);
        if let Some(block) = mapping.template().block(t, grid, me) {
            if axis_grid_dim.is_some() {
                let (vlo, vhi) = preimage_range(coeff, offset, block.0, block.1);
                let (mlo, mhi) = preimage_range(d.step, d.first, vlo, vhi);
                (lo, hi) = (lo.max(mlo), hi.min(mhi));
            }
        }
        let clipped = edges
            .iter()
            .flat_map(|e| e.recvs.iter().chain(&e.sends))
            .any(|l| !l.whole);
        let n = if clipped && hi >= lo {
            let waves: usize = (0..grid.rank()).map(|g| grid.dim(g) - 1).sum::<usize>() + 1;
            let total: f64 = self.dims.iter().map(|d| d.count as f64).product();
            portion_count(self.stage, hi - lo + 1, waves, total / grid.size() as f64)
        } else {
            1
        };
        let portions: Vec<(i64, i64)> = (0..n as usize)
            .map(|k| {
                if hi < lo {
                    (lo, hi)
                } else {
                    block_range(lo, hi, n as usize, k)
                }
            })
            .collect();
        log!(
            LogLevel::Debug,
            "ACROSS loop at {}: pipelined along loop dimension {} in {} portions",
            self.at,
            axis + 1,
            portions.len()
        );
        Ok(Some(Pipeline {
            axis,
            coeff,
            offset,
            portions,
            edges,
        }))
    }

    /// Runs the loop by the pipeline: `part` is this process's block, `run` computes a part of
    /// it. Collective over the processes, as the whole-block wavefront.
    pub(super) fn run_pipeline(
        &self,
        rt: &Runtime,
        plan: &Pipeline,
        part: Option<&IterBlock>,
        run: &mut dyn FnMut(&IterBlock) -> RtResult<()>,
    ) -> RtResult<()> {
        let _stat = crate::stat::category(crate::stat::Category::Across);
        // Old values everywhere first: the anti dependences read them.
        for &(array, _) in &self.across {
            // SAFETY: handles were given by the program for this loop.
            let object = unsafe { ArrayObject::from_handle(array, "dvmh_loop_across") }?;
            exchange::renew_shadows(rt, object, false)?;
        }
        let mut outgoing = Outgoing::default();
        let count = plan.portions.len();
        for (k, &portion) in plan.portions.iter().enumerate() {
            let (first, last) = (k == 0, k + 1 == count);
            self.receive_portion(rt, plan, portion, first)?;
            if let Some(block) = part {
                let mut mine = block.clone();
                let range = &mut mine[plan.axis];
                *range = (range.0.max(portion.0), range.1.min(portion.1));
                if range.0 <= range.1 {
                    run(&mine)?;
                }
            }
            for e in &plan.edges {
                // SAFETY: as above.
                let object = unsafe { ArrayObject::from_handle(e.array, "dvmh_loop_across") }?;
                let placement = object.state.placement("dvmh_loop_across")?;
                let layout = placement.layout();
                for link in e.sends.iter().filter(|l| !l.whole || last) {
                    let boxes = clip(plan, e, link, portion, &self.dims);
                    if boxes.is_empty() {
                        continue;
                    }
                    let bytes: u64 = boxes.iter().map(IndexBox::volume).sum();
                    let mut buf = scratch::take(bytes as usize * layout.elem_size());
                    let mut used = 0;
                    for b in &boxes {
                        used += layout.pack_into(placement.storage(), b, &mut buf[used..]);
                    }
                    outgoing.send(&rt.comm, link.peer, buf)?;
                }
            }
        }
        outgoing.finish()
    }

    /// Receives the predecessors' edges that portion `portion` reads.
    fn receive_portion(
        &self,
        rt: &Runtime,
        plan: &Pipeline,
        portion: (i64, i64),
        first: bool,
    ) -> RtResult<()> {
        let mut wanted: Vec<(usize, usize, Vec<IndexBox>)> = Vec::new();
        for (a, e) in plan.edges.iter().enumerate() {
            // SAFETY: as above.
            let object = unsafe { ArrayObject::from_handle(e.array, "dvmh_loop_across") }?;
            let elem = object
                .state
                .placement("dvmh_loop_across")?
                .layout()
                .elem_size();
            if elem == 0 {
                continue;
            }
            for link in e.recvs.iter().filter(|l| !l.whole || first) {
                let boxes = clip(plan, e, link, portion, &self.dims);
                if !boxes.is_empty() {
                    wanted.push((a, link.peer, boxes));
                }
            }
        }
        if wanted.is_empty() {
            return Ok(());
        }
        let mut bufs: Vec<Vec<u8>> = Vec::with_capacity(wanted.len());
        for (a, _, boxes) in &wanted {
            // SAFETY: as above.
            let object =
                unsafe { ArrayObject::from_handle(plan.edges[*a].array, "dvmh_loop_across") }?;
            let elem = object
                .state
                .placement("dvmh_loop_across")?
                .layout()
                .elem_size();
            let bytes: u64 = boxes.iter().map(IndexBox::volume).sum();
            bufs.push(scratch::take(bytes as usize * elem));
        }
        {
            let mut recvs: Vec<(usize, &mut [u8])> = wanted
                .iter()
                .zip(bufs.iter_mut())
                .map(|((_, peer, _), b)| (*peer, b.as_mut_slice()))
                .collect();
            rt.comm.exchange(&[], &mut recvs)?;
        }
        for ((a, _, boxes), data) in wanted.iter().zip(&bufs) {
            // SAFETY: as above.
            let object =
                unsafe { ArrayObject::from_handle(plan.edges[*a].array, "dvmh_loop_across") }?;
            let placement = object.state.placement_mut("dvmh_loop_across")?;
            let layout = *placement.layout();
            let storage = placement.storage_mut();
            let mut used = 0;
            for b in boxes {
                used += layout.unpack(storage, b, &data[used..]);
            }
        }
        bufs.into_iter().for_each(scratch::give);
        Ok(())
    }
}

/// A link's boxes for one portion: whole, or cut to the array indices the portion's iterations
/// map onto (the elements the portion writes; the others keep their old values).
fn clip(
    plan: &Pipeline,
    e: &Edges,
    link: &Link,
    portion: (i64, i64),
    dims: &[LoopDim],
) -> Vec<IndexBox> {
    if link.whole {
        return link.boxes.clone();
    }
    if portion.1 < portion.0 {
        return Vec::new();
    }
    let d = dims[plan.axis];
    let (v0, v1) = (d.value(portion.0), d.value(portion.1));
    let (t0, t1) = (
        plan.coeff.saturating_mul(v0).saturating_add(plan.offset),
        plan.coeff.saturating_mul(v1).saturating_add(plan.offset),
    );
    let (xlo, xhi) = preimage_range(e.coeff, e.offset, t0.min(t1), t0.max(t1));
    link.boxes
        .iter()
        .map(|b| b.with_dim(e.dim, b.lo(e.dim).max(xlo), b.hi(e.dim).min(xhi)))
        .filter(|b| !b.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn threads_split_another_dimension_and_cut_the_axis() {
        // One thread: the whole block.
        let block = vec![(0, 9), (0, 3)];
        assert_eq!(thread_tiles(&block, 1, 1), vec![vec![block.clone()]]);
        // Two threads split dimension 0; the axis (1) is cut into 4 sub-portions each.
        let tiles = thread_tiles(&block, 1, 2);
        assert_eq!(tiles[0].len(), 4);
        assert_eq!(tiles[0][0], vec![(0, 4), (0, 0)]);
        assert_eq!(tiles[1][3], vec![(5, 9), (3, 3)]);
        // More threads than iterations of the split dimension: the others get nothing.
        let tiles = thread_tiles(&vec![(2, 3), (0, 0)], 1, 4);
        assert_eq!(tiles[0], vec![vec![(2, 2), (0, 0)]]);
        assert_eq!(tiles[1], vec![vec![(3, 3), (0, 0)]]);
        assert!(tiles[2].is_empty() && tiles[3].is_empty());
        // No other dimension with work: thread 0 alone.
        let tiles = thread_tiles(&vec![(0, 9), (4, 4)], 0, 2);
        assert_eq!(tiles, vec![vec![vec![(0, 9), (4, 4)]], vec![]]);
    }

    #[test]
    fn portion_counts_follow_stage_or_the_model() {
        // STAGE(n) wins, within the axis's length.
        assert_eq!(portion_count(7, 100, 2, 1e6), 7);
        assert_eq!(portion_count(500, 100, 2, 1e6), 100);
        // One wave: nothing to overlap.
        assert_eq!(portion_count(0, 100, 1, 1e6), 1);
        // sqrt((P - 1) * W / c): 2 waves, 2e6 iterations each -> sqrt(1000) = 31.
        assert_eq!(portion_count(0, 2000, 2, 2e6), 31);
        // Little work: one portion.
        assert_eq!(portion_count(0, 10, 2, 100.0), 1);
    }
}

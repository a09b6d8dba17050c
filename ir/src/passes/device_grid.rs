//! The grid walk of a device handler: each loop dimension of the nest walked along its own axis
//! of a 3-D grid of threads, so that a thread's loop indices come from its grid coordinates
//! without a division or a carry.
//!
//! Every parallel loop without ACROSS gets a *grid* handler (attribute `grid`; the runtime is
//! told by `dvmh_loop_device_grid`): the innermost loop dimension, whose array index is the
//! contiguous one, runs along axis `x` (neighbouring threads of a warp touch neighbouring
//! elements), the one outside it along `y`, the next along `z`. A grid has three axes, so in
//! a nest deeper than [`AXES`] the dimensions outside the last two are *folded* into `z`: `z`
//! walks their linearised iteration space (the innermost of them fastest) and a thread splits
//! its `z` counter into their counters, a division per folded dimension and `z` step (mostly
//! one step per thread: the runtime sizes `z` to the product of their trip counts). The
//! handler keeps the device-handler signature `(bounds, args, reds, tid, nthreads)`; `tid` and
//! `nthreads` carry the thread's coordinates `x | y << 21 | z << 42` and the grid's extents in
//! threads `nx | ny << 21 | nz << 42` ([`FIELD_BITS`] each). The runtime appends each
//! dimension's trip count to the bounds (`bounds[3 * rank + d]`), so that no thread divides by
//! a step either. Each axis is a grid-stride loop of its own (`q = x, x + nx, ...` below the
//! trip count), so any grid is correct; when the grid covers the portion (the runtime sizes it
//! so up to CUDA's limits) every thread runs one iteration.
//!
//! A thread's reduction slot is `x + nx * (y + ny * z)`: with blocks one-dimensional along `x`
//! (as the runtime launches them), a block's threads have consecutive slots, which is what the
//! kernels' block combination (`codegen-ptx/src/block_reduce.rs`) expects.

use crate::builder::Builder;
use crate::entity::{BlockId, RegionId, ValueId};
use crate::ops::OpKind;
use crate::types::{Scalar, Type};

/// Bits of each coordinate in the packed `tid` and `nthreads` of a grid handler.
pub const FIELD_BITS: i64 = 21;
/// The axes of a grid; deeper loop nests fold their outer dimensions into the last one.
pub const AXES: usize = 3;

/// A thread's coordinates (`pos`) and the grid's extents in threads (`count`), `x, y, z`.
pub(super) struct GridThread {
    pub pos: [ValueId; 3],
    pub count: [ValueId; 3],
}

impl GridThread {
    /// Unpacks the handler's `tid` and `nthreads`.
    pub fn unpack(b: &mut Builder, tid: ValueId, nthreads: ValueId) -> GridThread {
        let mask = b.const_i64((1 << FIELD_BITS) - 1);
        let mut fields = |packed: ValueId| {
            [0, 1, 2].map(|k| {
                let shift = b.const_i64(FIELD_BITS * k);
                let shifted = b.binary(OpKind::ShrUI, packed, shift);
                b.binary(OpKind::AndI, shifted, mask)
            })
        };
        GridThread {
            pos: fields(tid),
            count: fields(nthreads),
        }
    }

    /// The thread's reduction slot, `x + nx * (y + ny * z)`.
    pub fn slot(&self, b: &mut Builder) -> ValueId {
        let [x, y, z] = self.pos;
        let [nx, ny, _] = self.count;
        let plane = b.binary(OpKind::MulI, ny, z);
        let row = b.binary(OpKind::AddI, y, plane);
        let rows = b.binary(OpKind::MulI, nx, row);
        b.binary(OpKind::AddI, x, rows)
    }
}

/// The trip counts of a grid handler's dimensions, which the runtime puts after the bounds.
pub(super) fn trips(b: &mut Builder, bounds: ValueId, rank: usize) -> Vec<ValueId> {
    (0..rank)
        .map(|d| {
            let at = b.const_i64(8 * (3 * rank + d) as i64);
            let slot = b.offset(bounds, at);
            b.load(slot, Type::I64)
        })
        .collect()
}

/// The loop dimensions each grid axis walks, outermost axis first: one dimension per axis
/// (`z`, `y`, `x` for a nest of 3; `y`, `x` for 2), or for a nest deeper than [`AXES`] all
/// dimensions outside the last two on `z`.
fn axis_groups(rank: usize) -> Vec<(usize, std::ops::Range<usize>)> {
    let folded = rank.saturating_sub(AXES - 1).max(1).min(rank);
    let mut groups = vec![(rank.min(AXES) - 1, 0..folded)];
    for d in folded..rank {
        groups.push((rank - 1 - d, d..d + 1));
    }
    groups
}

/// Builds the nest of grid-stride loops at the builder's position: each axis `a` walks
/// `q = pos[a], pos[a] + count[a], ...` below the trip count of its dimensions (their product
/// when several are folded into it, [`axis_groups`]), and a folded counter is split into the
/// counters of its dimensions, the innermost fastest. Returns the innermost loop's body region
/// and block (where the iteration is to be cloned, ending with its yield) and the loop indices
/// `first_d + q_d * step_d` (`portion` holds first, last, step per dimension); `None` for a
/// rank of 0.
pub(super) fn walk(
    b: &mut Builder,
    portion: &[ValueId],
    trips: &[ValueId],
    thread: &GridThread,
) -> Option<(RegionId, BlockId, Vec<ValueId>)> {
    let rank = trips.len();
    if rank == 0 {
        return None;
    }
    let groups = axis_groups(rank);
    // The counters live in stack slots (promoted to registers by LLVM): `scf.while` carries no
    // values.
    let slots: Vec<ValueId> = groups.iter().map(|_| b.alloca(Scalar::I64)).collect();
    let mut ivs = Vec::with_capacity(rank);
    let mut inner: Option<(RegionId, BlockId)> = None;
    for (g, (axis, dims)) in groups.iter().enumerate() {
        let axis = *axis;
        // The folded trip count: computed before the loop, once per thread.
        let mut limit = trips[dims.start];
        for &t in &trips[dims.start + 1..dims.end] {
            limit = b.binary(OpKind::MulI, limit, t);
        }
        b.store(thread.pos[axis], slots[g]);
        let w = b.op0(OpKind::While, &[], Default::default());
        if inner.is_some() {
            // The enclosing loop's body ends after this loop.
            b.yield_();
        }
        let (_, before) = b.add_region(w, &[]);
        b.set_block(before);
        let q = b.load(slots[g], Type::I64);
        let more = b.cmpi("slt", q, limit);
        b.op0(OpKind::Condition, &[more], Default::default());
        let (region, after) = b.add_region(w, &[]);
        b.set_block(after);
        let q = b.load(slots[g], Type::I64);
        let next = b.binary(OpKind::AddI, q, thread.count[axis]);
        b.store(next, slots[g]);
        // Split a folded counter into its dimensions' counters, innermost fastest.
        let counters = super::device::digits(b, q, &trips[dims.clone()]);
        for (k, d) in dims.clone().enumerate() {
            let (first, step) = (portion[3 * d], portion[3 * d + 2]);
            let scaled = b.binary(OpKind::MulI, counters[k], step);
            ivs.push(b.binary(OpKind::AddI, first, scaled));
        }
        inner = Some((region, after));
    }
    inner.map(|(region, block)| (region, block, ivs))
}

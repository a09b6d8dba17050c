//! The grid walk of a device handler: each loop dimension of the nest walked along its own axis
//! of a 3-D grid of threads, so that a thread's loop indices come from its grid coordinates
//! without a division or a carry.
//!
//! A parallel loop of rank 1 to [`MAX_RANK`] without ACROSS gets a *grid* handler (attribute
//! `grid`; the runtime is told by `dvmh_loop_device_grid`): the innermost loop dimension, whose
//! array index is the contiguous one, runs along axis `x` (neighbouring threads of a warp touch
//! neighbouring elements), the one outside it along `y`, the next along `z`. The handler keeps
//! the device-handler signature `(bounds, args, reds, tid, nthreads)`; `tid` and `nthreads`
//! carry the thread's coordinates `x | y << 21 | z << 42` and the grid's extents in threads
//! `nx | ny << 21 | nz << 42` ([`FIELD_BITS`] each). The runtime appends each dimension's trip
//! count to the bounds (`bounds[3 * rank + d]`), so that no thread divides by a step either.
//! Each dimension is a grid-stride loop of its own (`q = x, x + nx, ...` below the trip count),
//! so any grid is correct; when the grid covers the portion (the runtime sizes it so up to
//! CUDA's limits) every thread runs one iteration.
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
/// The deepest loop nest that gets a grid handler (a grid has three axes); deeper nests keep the
/// flattened walk (`super::device`).
pub const MAX_RANK: usize = 3;

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

/// Builds the nest of grid-stride loops at the builder's position: dimension `d` of `rank`
/// walks `q = pos[axis], pos[axis] + count[axis], ...` below `trips[d]` with `axis = rank - 1
/// - d`. Returns the innermost loop's body region and block (where the iteration is to be
/// cloned, ending with its yield) and the loop indices `first_d + q_d * step_d` (`portion`
/// holds first, last, step per dimension); `None` for a rank of 0.
pub(super) fn walk(
    b: &mut Builder,
    portion: &[ValueId],
    trips: &[ValueId],
    thread: &GridThread,
) -> Option<(RegionId, BlockId, Vec<ValueId>)> {
    let rank = trips.len();
    // The counters live in stack slots (promoted to registers by LLVM): `scf.while` carries no
    // values.
    let slots: Vec<ValueId> = (0..rank).map(|_| b.alloca(Scalar::I64)).collect();
    let mut ivs = Vec::with_capacity(rank);
    let mut inner: Option<(RegionId, BlockId)> = None;
    for d in 0..rank {
        let axis = rank - 1 - d;
        b.store(thread.pos[axis], slots[d]);
        let w = b.op0(OpKind::While, &[], Default::default());
        if inner.is_some() {
            // The enclosing loop's body ends after this loop.
            b.yield_();
        }
        let (_, before) = b.add_region(w, &[]);
        b.set_block(before);
        let q = b.load(slots[d], Type::I64);
        let more = b.cmpi("slt", q, trips[d]);
        b.op0(OpKind::Condition, &[more], Default::default());
        let (region, after) = b.add_region(w, &[]);
        b.set_block(after);
        let q = b.load(slots[d], Type::I64);
        let next = b.binary(OpKind::AddI, q, thread.count[axis]);
        b.store(next, slots[d]);
        let (first, step) = (portion[3 * d], portion[3 * d + 2]);
        let scaled = b.binary(OpKind::MulI, q, step);
        ivs.push(b.binary(OpKind::AddI, first, scaled));
        inner = Some((region, after));
    }
    inner.map(|(region, block)| (region, block, ivs))
}

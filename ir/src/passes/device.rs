//! Device handlers: the form of a parallel loop of a region that runs as a GPU kernel.
//!
//! Next to the host handler, `outline-handlers` gives every parallel loop inside a `dvm.region`
//! whose body a GPU can execute a *device handler*
//! `(bounds: ptr, args: ptr, reds: ptr, tid: i64, nthreads: i64)` (attribute `device`, and
//! `kernel = "<name>_kernel"`, the PTX entry point `dvmh-codegen-ptx` wraps around it):
//! - the loop nest is walked along the axes of a 3-D grid of threads (`super::device_grid`):
//!   the innermost dimension along `x`, so that neighbouring GPU threads touch neighbouring
//!   elements of the contiguous dimension (the innermost loop's array index, in Fortran and in
//!   C alike), the dimensions of a nest deeper than 3 outside the last two folded into `z`.
//!   Every axis is walked grid-stride, so any grid is correct; the runtime picks it. The same
//!   function compiled for the host is what the runtime's emulation device runs for every
//!   thread of the grid.
//! - reduction `k`'s accumulator for thread `tid` starts from the operation's identity (in a
//!   hyperplane handler: from what the slot holds when `bounds[3 * rank + 1]` is non-zero) and
//!   ends in elements `[tid*count, (tid+1)*count)` of the partial buffer `reds[k]` (the
//!   handler carries the loop's `reductions` attribute, so that the GPU kernel can combine
//!   each block's partials; the runtime combines the variable's value with the rest).
//! - captures come in `args` exactly as for the host handler, but the runtime passes device
//!   copies: `capture_kinds[k]` tells it what the capture is — [`ARRAY_READ`] or
//!   [`ARRAY_READ_WRITE`] for a distributed array's handle (whose descriptor the runtime
//!   rewrites to point to the device copy, uploaded when the device copy is stale and marked
//!   newer than the host's when written), [`SCALAR`]` | bytes` for a read-only scalar copied by
//!   value.
//!
//! An ACROSS loop nest of depth 2 or more gets a *hyperplane* handler (attribute `hyperplane`;
//! the runtime is told by `dvmh_loop_device_planes`): with `q_d` the iteration counter of
//! dimension `d` in the loop's order (`index = first + q_d * step`, so step signs are
//! respected), a call runs the points of plane `p = bounds[3 * rank]`, those with
//! `q_0 + ... + q_{r-1} = p`, and the runtime calls planes 0, 1, ... in order. `lin` walks `q_0`
//! over the plane's range of it and the middle counters over theirs; the last counter is `p`
//! minus the others (range-checked when the nest is deeper than 2). Legality: ACROSS allows
//! only dependences through the ACROSS arrays' shadow widths, flow (a lower neighbour written
//! before) and anti (a higher neighbour read before it is written). Without CORNER such an
//! access differs from the iteration's own element along one array dimension, hence along one
//! loop dimension, so its distance vector has one non-zero component, positive in iteration
//! order (it is lexicographically positive): source and sink lie on different planes, in the
//! serial order. With CORNER, `a(i-1, j+1)` is a dependence of distance `(1, -1)` — both ends
//! on the same plane — so such loops keep the host path (as does the runtime without the
//! call). A 1-D ACROSS loop is a true recurrence: no parallelism to gain, so it stays on the
//! host too.
//!
//! The same handler also serves the one-kernel wavefront variant: `dvmh-codegen-ptx` wraps a
//! hyperplane handler in a second kernel that calls it for every plane with a grid barrier
//! between planes (`codegen-ptx/src/wave.rs`), and the runtime picks one of the two per loop.
//! The word after the plane index, `resume`, lets a thread's reduction partials run on across
//! the planes of that kernel: the runtime sets it for every plane but the first, so each
//! thread's slot ends with its partials of all planes, combined per block once at the end.
//!
//! With `-autoTfm` a hyperplane handler also says, per captured array, which array dimensions
//! its last two loop dimensions index (`super::tfm`): the runtime then keeps the array's
//! device copy in a diagonal layout for the loop (a plane's elements contiguous, so its threads
//! touch coalesced memory; in the normal layout neighbouring threads of a plane touch elements
//! a column apart), converting it back when another loop or the host uses the array. The
//! handler is the same: the layout is affine, so it indexes it through the descriptor.
//!
//! Not done yet: CORNER loops whose corner reads all go one way (`a(i-1, j-1)`), which are legal
//! hyperplane loops, but need an analysis of the subscripts.
//!
//! A loop gets no device handler — and runs on the host, with the data made current there —
//! when its body calls functions or has other ops a kernel cannot execute
//! (`OpKind::runs_on_device`; every math op can, through the device math library), takes
//! the address of a host global or indexes another non-distributed array, writes a captured
//! scalar, or uses a captured pointer other than as an array handle or a read-only scalar.
//! A non-distributed array of known size the loop reads (or writes) is a *host table*
//! (`super::host_tables`): the runtime passes a device copy of its storage (and copies it back
//! when the loop writes it), so it does not keep the loop on the host.

use std::collections::HashSet;

use super::device_grid::{self, GridThread};
use super::outline::{bind_sources, finish_handler, load_portion, only_loaded_in, plan, Source};
use crate::analysis::affine::AffineReader;
use crate::attr::Attr;
use crate::builder::Builder;
use crate::clone::{clone_region_into, CloneMap};
use crate::entity::{OpId, RegionId, ValueId};
use crate::module::{type_size, Function};
use crate::ops::OpKind;
use crate::parallel::{Group, ParallelLayout};
use crate::types::Type;

/// `capture_kinds` entry: a distributed array the loop only reads.
pub const ARRAY_READ: i64 = 1;
/// `capture_kinds` entry: a distributed array the loop writes (and may read).
pub const ARRAY_READ_WRITE: i64 = 3;
/// `capture_kinds` entry: a read-only scalar of `bytes` bytes is `SCALAR | bytes`.
pub const SCALAR: i64 = 0x100;

/// A loop's device handler and how the runtime passes its captures.
pub struct DeviceVariant {
    pub handler: Function,
    pub kernel: String,
    pub capture_kinds: Vec<i64>,
    /// The handler runs one hyperplane of an ACROSS loop per call (see the module docs).
    pub hyperplane: bool,
    /// The handler walks its loop dimensions along the axes of a 3-D grid
    /// (`super::device_grid`).
    pub grid: bool,
    /// `-autoTfm`: per capture, the diagonal layout the runtime gives the array for a
    /// hyperplane handler (`super::tfm::diagonal_codes`).
    pub diagonals: Option<Vec<i64>>,
    /// Captures of the device handler the host handler does not have (globals read as host
    /// tables, `super::host_tables`): the loop's captures go on with these.
    pub extra_captures: Vec<super::host_tables::ExtraCapture>,
}

/// The device handler of parallel loop `op` of `src`, named `name`, or `None` when the loop
/// must run on the host. `global_bytes` gives the size of a module global (for host tables).
pub fn variant(
    src: &Function,
    op: OpId,
    name: &str,
    global_bytes: &dyn Fn(&str) -> Option<u64>,
) -> Result<Option<DeviceVariant>, String> {
    let data = &src.ops[op];
    let layout = ParallelLayout::of(&data.attrs, false, data.operands.len())?;
    let hyperplane = !layout.values(&data.operands, Group::Across).is_empty();
    if hyperplane && !hyperplane_is_legal(&layout) {
        return Ok(None);
    }
    if !layout.values(&data.operands, Group::Remote).is_empty() {
        // REMOTE_ACCESS buffers live on the host only.
        return Ok(None);
    }
    if layout
        .reduction_specs
        .iter()
        .any(|r| r.elem == Type::F80 || r.op == "cproduct")
    {
        // GPUs have no x87 values, and the kernels' block combination multiplies no complex
        // pairs: the loop runs on the host.
        return Ok(None);
    }
    let region = data.regions[0];
    let reductions: Vec<ValueId> = layout.values(&data.operands, Group::Reductions).to_vec();
    let mut plan = plan(src, op, &reductions)?;
    let tables = super::host_tables::find(src, region, &mut plan, global_bytes);
    if !body_runs_on_device(src, region, &tables.body_globals) {
        return Ok(None);
    }
    if plan.sources.iter().any(|&(v, s)| {
        s == Source::Remat
            && src
                .defining_op(v)
                .is_some_and(|d| !src.ops[d].kind.runs_on_device())
    }) {
        return Ok(None);
    }
    // A captured pointer that a rematerialized op takes as an operand (the view of a
    // non-distributed array built outside the loop over a captured base address) reaches the
    // body through that op, not as a scalar: it addresses host memory.
    let remat_operands: HashSet<ValueId> = plan
        .sources
        .iter()
        .filter(|&&(_, s)| s == Source::Remat)
        .filter_map(|&(v, _)| src.defining_op(v))
        .flat_map(|d| src.ops[d].operands.iter().copied())
        .collect();
    let Some(mut capture_kinds) = plan
        .captures
        .iter()
        .enumerate()
        .map(|(k, &v)| {
            if let Some(&kind) = tables.kinds.get(&k) {
                return Some(kind);
            }
            // (A scalar operand of such a view, a dummy's run-time bound or stride, is passed
            // by value like any scalar.)
            if remat_operands.contains(&v) && src.value_type(v) == Type::Ptr {
                return None;
            }
            capture_kind(src, region, v)
        })
        .collect::<Option<Vec<i64>>>()
    else {
        return Ok(None);
    };
    // Then the globals the body addresses as host tables (`super::host_tables`).
    let all_captures = plan.captures.len() + tables.body_globals.len();
    capture_kinds.extend((plan.captures.len()..all_captures).map(|k| tables.kinds[&k]));
    // The reductions, then the runtime's order key of each MAXLOC/MINLOC (`super::located`).
    let pairs = super::located::located(&layout.reduction_specs);
    let red_specs: Vec<(Type, i64)> = layout
        .reduction_specs
        .iter()
        .map(|r| (r.elem, r.count))
        .chain(pairs.iter().map(|_| (Type::I64, layout.rank as i64)))
        .collect();

    let params = [Type::Ptr, Type::Ptr, Type::Ptr, Type::I64, Type::I64];
    let mut h = Function::new(name, &params, &[]);
    let kernel = format!("{name}_kernel");
    h.attrs.set("device", Attr::Bool(true));
    h.attrs.set("kernel", Attr::Str(kernel.clone()));
    if hyperplane {
        h.attrs.set("hyperplane", Attr::Bool(true));
    }
    // Loops with reductions too: each thread's partials go to its grid slot, and the kernel's
    // block combination (warp shuffles, `codegen-ptx/src/block_reduce.rs`) keeps nothing of
    // the walk live.
    let grid = !hyperplane;
    if grid {
        h.attrs.set("grid", Attr::Bool(true));
    }
    if let Some(Attr::Array(reductions)) = data.attrs.get("reductions") {
        // For the kernel's block-level combination of the partials (with the order keys).
        let key = Attr::Array(vec![
            Attr::ident(super::located::KEY_OP),
            Attr::Type(Type::I64),
            Attr::Int(layout.rank as i64),
        ]);
        let mut all = reductions.clone();
        all.extend(pairs.iter().map(|_| key.clone()));
        h.attrs.set("reductions", Attr::Array(all));
    }
    let entry = h.entry_block();
    let [bounds, args, reds, tid, nthreads] = [0, 1, 2, 3, 4].map(|i| h.blocks[entry].args[i]);
    let mut map = CloneMap::default();
    let mut b = Builder::at_end(&mut h, entry);
    let thread = grid.then(|| GridThread::unpack(&mut b, tid, nthreads));
    let slot_index = match &thread {
        Some(t) => t.slot(&mut b),
        None => tid,
    };
    let thread_slot = |b: &mut Builder, k: usize| {
        // This thread's elements of the partial buffer `reds[k]`.
        let offset = b.const_i64(8 * k as i64);
        let slot = b.offset(reds, offset);
        let partials = b.load(slot, Type::Ptr);
        let (ty, count) = red_specs[k];
        let bytes = b.const_i64(count * type_size(ty) as i64);
        let at = b.binary(OpKind::MulI, slot_index, bytes);
        b.offset(partials, at)
    };
    // Every thread starts from the identity; the runtime combines the variable's value first.
    // A hyperplane handler resumes from its slot instead when the bounds say so (the
    // wavefront kernel's planes after the first: each thread carries its partials across them).
    let rank = layout.rank;
    let start = |b: &mut Builder, k: usize, slot: ValueId, ty: Type| {
        let fresh = identity(b, &layout.reduction_specs[k].op, ty);
        if !hyperplane {
            return Some(fresh);
        }
        let resume_at = b.const_i64(8 * (3 * rank as i64 + 1));
        let resume_slot = b.offset(bounds, resume_at);
        let resume = b.load(resume_slot, Type::I64);
        let zero = b.const_i64(0);
        let resume = b.cmpi("ne", resume, zero);
        resume_or(b, resume, slot, red_specs[k], fresh)
    };
    let mut bound = bind_sources(
        src,
        region,
        &plan,
        &red_specs,
        &mut b,
        &mut map,
        args,
        thread_slot,
        start,
    );
    let mut globals = std::collections::HashMap::new();
    for (name, &k) in &tables.body_globals {
        let offset = b.const_i64(8 * k as i64);
        let slot = b.offset(args, offset);
        globals.insert(name.clone(), b.load(slot, Type::Ptr));
    }
    let portion = load_portion(src, data, &layout, &mut b, &mut map, bounds);
    let located =
        super::outline::located_accumulators(&layout, &reductions, &map, &mut b, thread_slot);
    for p in &located {
        // The order key starts as the identity's (after every iteration), or runs on.
        let fresh = b.const_i64(i64::MAX);
        let start = if hyperplane {
            let resume_at = b.const_i64(8 * (3 * rank as i64 + 1));
            let resume_slot = b.offset(bounds, resume_at);
            let resume = b.load(resume_slot, Type::I64);
            let zero = b.const_i64(0);
            let resume = b.cmpi("ne", resume, zero);
            resume_or(&mut b, resume, p.key, (Type::I64, rank as i64), fresh)
        } else {
            Some(fresh)
        };
        if let Some(v) = start {
            b.for_each_element(p.key, rank as i64, Type::I64, |b, at| b.store(v, at));
        }
    }
    let steps: Vec<ValueId> = (0..rank).map(|d| portion[3 * d + 2]).collect();
    if let Some(thread) = &thread {
        // The runtime passes the trip counts: no division in the threads.
        let trips = device_grid::trips(&mut b, bounds, rank);
        let (for_region, body, ivs) = device_grid::walk(&mut b, &portion, &trips, thread)
            .ok_or("a parallel loop without dimensions")?;
        let src_entry = src.regions[region].blocks[0];
        for (d, &iv) in ivs.iter().enumerate() {
            map.values.insert(src.blocks[src_entry].args[d], iv);
        }
        clone_iteration(
            &mut b, src, region, for_region, body, &located, &ivs, &steps, &mut map,
        );
        bound.slots_at_end(&mut h, entry, thread_slot);
        super::host_tables::rebind_globals(&mut h, &globals);
        finish_handler(&mut h, entry, &bound);
        return Ok(Some(DeviceVariant {
            handler: h,
            kernel,
            capture_kinds,
            hyperplane,
            grid,
            diagonals: None,
            extra_captures: tables.extra,
        }));
    }

    // A hyperplane handler. Trip counts (Fortran DO semantics: max(0, (last - first + step) /
    // step)).
    let zero = b.const_i64(0);
    let mut trips = Vec::with_capacity(rank);
    for d in 0..rank {
        let (lo, hi, step) = (portion[3 * d], portion[3 * d + 1], portion[3 * d + 2]);
        let span = b.binary(OpKind::SubI, hi, lo);
        let span = b.binary(OpKind::AddI, span, step);
        let trip = b.binary(OpKind::DivSI, span, step);
        trips.push(b.binary(OpKind::MaxI, trip, zero));
    }
    let plane_at = b.const_i64(8 * 3 * rank as i64);
    let plane_slot = b.offset(bounds, plane_at);
    let plane = b.load(plane_slot, Type::I64);
    let (for_region, body) = walk_plane(
        &mut b, src, region, &portion, &trips, plane, tid, nthreads, &mut map,
    );
    let src_entry = src.regions[region].blocks[0];
    let ivs: Vec<ValueId> = src.blocks[src_entry].args[..rank]
        .iter()
        .map(|a| map.values[a])
        .collect();
    clone_iteration(
        &mut b, src, region, for_region, body, &located, &ivs, &steps, &mut map,
    );
    super::host_tables::rebind_globals(&mut h, &globals);
    finish_handler(&mut h, entry, &bound);
    let diagonals = super::tfm::wanted(src, op).then(|| {
        let mut codes = super::tfm::diagonal_codes(src, region, &plan.captures, rank);
        codes.resize(all_captures, 0);
        codes
    });
    if diagonals
        .as_ref()
        .is_some_and(|c| c.iter().any(|&c| c != 0))
    {
        // The runtime may pass those arrays in its diagonal layout: no unit stride.
        h.attrs.set(super::tfm::STRIDED_VIEWS, Attr::Bool(true));
    }
    Ok(Some(DeviceVariant {
        handler: h,
        kernel,
        capture_kinds,
        hyperplane,
        grid,
        diagonals,
        extra_captures: tables.extra,
    }))
}

/// Clones the loop body into `body` (of `region_into`), the builder's block: directly, or
/// with MAXLOC/MINLOC accumulators inside [`super::located::iteration`] (then terminated
/// here).
#[allow(clippy::too_many_arguments)]
fn clone_iteration(
    b: &mut Builder,
    src: &Function,
    region: RegionId,
    region_into: RegionId,
    body: crate::entity::BlockId,
    located: &[super::located::Located],
    ivs: &[ValueId],
    steps: &[ValueId],
    map: &mut CloneMap,
) {
    if located.is_empty() {
        clone_region_into(src, region, b.func, region_into, Some(body), map);
        return;
    }
    b.set_block(body);
    let key = super::located::order_key(b, ivs, steps);
    super::located::iteration(b, located, &key, located_identity, |b, r, blk| {
        clone_region_into(src, region, b.func, r, Some(blk), map)
    });
    b.yield_();
}

/// Can the ACROSS loop of `layout` run hyperplane by hyperplane? See the module docs: a loop
/// nest of depth 2 or more whose ACROSS arrays carry no CORNER flag.
fn hyperplane_is_legal(layout: &ParallelLayout) -> bool {
    layout.rank >= 2 && layout.across_corners.iter().all(|&c| c == 0)
}

/// The loop that walks this thread's points of hyperplane `plane` of the portion (trip counts
/// `trips`, iteration counters `q_d` from 0): `q_0` runs over the plane's range of it, every
/// middle counter over its whole range, and the last is `plane` minus the others, so each
/// point of the plane is one `lin` of `lin = tid, tid + nthreads, ...`. Returns the region and
/// block in which the loop body is to be cloned (inside a range check of the last counter
/// when the nest is deeper than 2; with 2 counters every `lin` is a point of the plane), with
/// the loop indices bound in `map`.
#[allow(clippy::too_many_arguments)]
fn walk_plane(
    b: &mut Builder,
    src: &Function,
    region: RegionId,
    portion: &[ValueId],
    trips: &[ValueId],
    plane: ValueId,
    tid: ValueId,
    nthreads: ValueId,
    map: &mut CloneMap,
) -> (RegionId, crate::entity::BlockId) {
    let rank = trips.len();
    let zero = b.const_i64(0);
    let one = b.const_i64(1);
    // q_0 in [max(0, plane - sum_{d>0}(trip_d - 1)), min(trip_0 - 1, plane)].
    let mut rest = zero;
    for &t in &trips[1..] {
        let top = b.binary(OpKind::SubI, t, one);
        rest = b.binary(OpKind::AddI, rest, top);
    }
    let below = b.binary(OpKind::SubI, plane, rest);
    let first = b.binary(OpKind::MaxI, below, zero);
    let top0 = b.binary(OpKind::SubI, trips[0], one);
    let last0 = b.binary(OpKind::MinI, top0, plane);
    let width = b.binary(OpKind::SubI, last0, first);
    let width = b.binary(OpKind::AddI, width, one);
    let width = b.binary(OpKind::MaxI, width, zero);
    // The counters enumerated: q_0 (within its plane range) and the middle ones.
    let mut radix = vec![width];
    radix.extend_from_slice(&trips[1..rank - 1]);
    let mut total = width;
    for &t in &trips[1..rank - 1] {
        total = b.binary(OpKind::MulI, total, t);
    }
    let last = b.binary(OpKind::SubI, total, one);
    let for_op = b.op0(OpKind::For, &[tid, last, nthreads], Default::default());
    let (mut into_region, body) = b.add_region(for_op, &[Type::I64]);
    let lin = b.func.blocks[body].args[0];
    b.set_block(body);
    let mut q = digits(b, lin, &radix);
    q[0] = b.binary(OpKind::AddI, q[0], first);
    let mut qlast = plane;
    for &qd in &q {
        qlast = b.binary(OpKind::SubI, qlast, qd);
    }
    q.push(qlast);
    let mut into_block = body;
    if rank > 2 {
        // 0 <= q_last < trip_last, as one unsigned comparison.
        let inside = b.cmpi("ult", qlast, trips[rank - 1]);
        let if_op = b.op0(OpKind::If, &[inside], Default::default());
        let (then_region, then_block) = b.add_region(if_op, &[]);
        let (_, else_block) = b.add_region(if_op, &[]);
        b.set_block(else_block);
        b.yield_();
        b.set_block(body);
        b.yield_();
        b.set_block(then_block);
        into_region = then_region;
        into_block = then_block;
    }
    let src_entry = src.regions[region].blocks[0];
    for (d, &qd) in q.iter().enumerate() {
        let (lo, step) = (portion[3 * d], portion[3 * d + 2]);
        let scaled = b.binary(OpKind::MulI, qd, step);
        let iv = b.binary(OpKind::AddI, lo, scaled);
        map.values.insert(src.blocks[src_entry].args[d], iv);
    }
    (into_region, into_block)
}

/// The digits of `value` in the mixed radix `radix` (outermost first; the outermost digit is
/// the quotient left, unbounded). Only called for `value` below the product of the radix, so
/// no divisor is zero.
pub(super) fn digits(b: &mut Builder, value: ValueId, radix: &[ValueId]) -> Vec<ValueId> {
    let mut out = vec![value; radix.len()];
    let mut rest = value;
    for d in (1..radix.len()).rev() {
        out[d] = b.binary(OpKind::RemUI, rest, radix[d]);
        rest = b.binary(OpKind::DivUI, rest, radix[d]);
    }
    if !radix.is_empty() {
        out[0] = rest;
    }
    out
}

/// The start of a hyperplane handler's accumulator of `count` elements of `ty` in `slot`:
/// what the slot holds when `resume`, else `fresh`. A scalar accumulator gets the value
/// (`Some`); an array one, kept in the slot itself, is filled here element by element (`None`).
fn resume_or(
    b: &mut Builder,
    resume: ValueId,
    slot: ValueId,
    (ty, count): (Type, i64),
    fresh: ValueId,
) -> Option<ValueId> {
    if count == 1 {
        let held = b.load(slot, ty);
        return Some(b.select(resume, held, fresh));
    }
    b.for_each_element(slot, count, ty, |b, p| {
        let held = b.load(p, ty);
        let value = b.select(resume, held, fresh);
        b.store(value, p);
    });
    None
}

/// The identity of MAXLOC (`max`) or MINLOC on `ty` (for [`super::located::iteration`]).
pub(super) fn located_identity(b: &mut Builder, max: bool, ty: Type) -> ValueId {
    identity(b, if max { "maxloc" } else { "minloc" }, ty)
}

/// The identity of reduction `op` on `ty`: where every device thread's accumulator starts.
fn identity(b: &mut Builder, op: &str, ty: Type) -> ValueId {
    let float = ty.scalar().is_some_and(|s| s.is_float());
    match (op, float) {
        ("product", true) => b.const_float(ty, 1.0),
        ("product", false) | ("and" | "eqv", _) => b.const_int(ty, 1),
        ("iand" | "ieqv", _) => b.const_int(ty, -1),
        ("max" | "maxloc", true) => b.const_float(ty, f64::NEG_INFINITY),
        ("min" | "minloc", true) => b.const_float(ty, f64::INFINITY),
        ("max" | "maxloc", false) => b.const_int(ty, int_limit(ty, false)),
        ("min" | "minloc", false) => b.const_int(ty, int_limit(ty, true)),
        (_, true) => b.const_float(ty, 0.0),
        (_, false) => b.const_int(ty, 0),
    }
}

/// The largest (`max`) or smallest value of integer type `ty`.
fn int_limit(ty: Type, max: bool) -> i64 {
    let bits = 8 * type_size(ty) as u32;
    let largest = if bits >= 64 {
        i64::MAX
    } else {
        (1i64 << (bits - 1)) - 1
    };
    if max {
        largest
    } else {
        -largest - 1
    }
}

/// Does every op of the loop body run on a GPU? (The addresses of `tables`, globals read as
/// host tables, become captures.)
fn body_runs_on_device(
    src: &Function,
    region: RegionId,
    tables: &std::collections::HashMap<String, usize>,
) -> bool {
    let mut ops = Vec::new();
    src.walk_region(region, &mut ops);
    // GPUs have no x87 extended precision (`f80`, C's `long double`).
    let f80 = |v: &ValueId| src.value_type(*v) == Type::F80;
    ops.iter().all(|&o| {
        let op = &src.ops[o];
        let table = op.kind == OpKind::GlobalAddr
            && matches!(op.attrs.get("sym"), Some(Attr::Symbol(s)) if tables.contains_key(s));
        (op.kind.runs_on_device() || table)
            && !op.results.iter().any(f80)
            && !op.operands.iter().any(f80)
            && op.attrs.get("elem") != Some(&Attr::Type(Type::F80))
    })
}

/// How the runtime passes capture `v` to the device, or `None` if it cannot.
fn capture_kind(src: &Function, region: RegionId, v: ValueId) -> Option<i64> {
    match src.value_type(v) {
        Type::Scalar(s) => Some(SCALAR | s.size_bytes() as i64),
        Type::Ptr => {
            let mut ops = Vec::new();
            src.walk_region(region, &mut ops);
            let users: Vec<OpId> = ops
                .iter()
                .copied()
                .filter(|&o| src.ops[o].operands.contains(&v))
                .collect();
            if !users.is_empty() && users.iter().all(|&o| src.ops[o].kind == OpKind::ViewLoad) {
                let views: HashSet<ValueId> = users.iter().map(|&o| src.result(o)).collect();
                return Some(array_kind(src, region, &ops, &views));
            }
            if only_loaded_in(src, region, v) {
                let size = users
                    .iter()
                    .map(|&o| type_size(src.value_type(src.result(o))))
                    .max()
                    .unwrap_or(8);
                return (size <= 16).then_some(SCALAR | size as i64);
            }
            None
        }
        Type::View { .. } => None,
    }
}

/// [`ARRAY_READ`] unless an element of one of `views` may be written in `ops`; a written
/// array whose every write is a store to an element get [`ARRAY_READ_WRITE`] with its
/// footprint ([`write_footprint`]) when it has one.
fn array_kind(src: &Function, region: RegionId, ops: &[OpId], views: &HashSet<ValueId>) -> i64 {
    let elements: HashSet<ValueId> = ops
        .iter()
        .filter(|&&o| src.ops[o].kind == OpKind::ElemPtr && views.contains(&src.ops[o].operands[0]))
        .map(|&o| src.result(o))
        .collect();
    let other_use_of_view = ops.iter().any(|&o| {
        src.ops[o].kind != OpKind::ElemPtr && src.ops[o].operands.iter().any(|v| views.contains(v))
    });
    let mut stored = Vec::new();
    let mut other_write = false;
    for &o in ops {
        let d = &src.ops[o];
        match d.kind {
            OpKind::Load => {}
            OpKind::Store if elements.contains(&d.operands[1]) => stored.push(d.operands[1]),
            OpKind::Store => other_write |= elements.contains(&d.operands[0]),
            _ => other_write |= d.operands.iter().any(|v| elements.contains(v)),
        }
    }
    if other_use_of_view || other_write {
        return ARRAY_READ_WRITE;
    }
    if stored.is_empty() {
        return ARRAY_READ;
    }
    ARRAY_READ_WRITE | write_footprint(src, region, &stored)
}

/// `capture_kinds` flag of a written array: bits 16.. describe where the loop writes it, one
/// byte per array dimension (the first [`FOOTPRINT_DIMS`]): 0 when the written index in that
/// dimension is unknown, else `(k + 1) | (c + 16) << 3`: every write's index there is loop
/// index `k` plus the constant `c` (-16..15). The runtime maps an iteration block through it
/// to the box of elements the block writes (sub-array actuality; CPU+GPU splitting).
pub const WRITES_AT: i64 = 0x10;
/// Array dimensions a footprint describes (the later ones count as unknown).
pub const FOOTPRINT_DIMS: usize = 6;

/// The footprint bits ([`WRITES_AT`] and the bytes) of stores to the elements `stored`
/// (`mem.elem_ptr` results), or 0 when no dimension is known.
fn write_footprint(src: &Function, region: RegionId, stored: &[ValueId]) -> i64 {
    let mut reader = AffineReader::new(src, region);
    let mut dims: Vec<Option<(usize, i64)>> = Vec::new();
    for (n, &e) in stored.iter().enumerate() {
        let Some(op) = src.defining_op(e) else {
            return 0;
        };
        let subscripts = src.ops[op].operands[1..].to_vec();
        let forms: Vec<Option<(usize, i64)>> = subscripts
            .iter()
            .map(|&v| {
                let a = reader.affine(v)?;
                let mut vars = a.coeffs.iter().enumerate().filter(|(_, &c)| c != 0);
                let (k, &coef) = vars.next()?;
                let simple = coef == 1 && vars.next().is_none() && a.symbols.is_empty();
                (simple && k < 7 && (-16..16).contains(&a.constant)).then_some((k, a.constant))
            })
            .collect();
        if n == 0 {
            dims = forms;
        } else if dims.len() != forms.len() {
            return 0;
        } else {
            for (d, f) in dims.iter_mut().zip(forms) {
                if *d != f {
                    *d = None;
                }
            }
        }
    }
    let mut bits = 0;
    for (d, form) in dims.iter().take(FOOTPRINT_DIMS).enumerate() {
        if let Some((k, c)) = form {
            bits |= ((*k as i64 + 1) | ((c + 16) << 3)) << (16 + 8 * d);
        }
    }
    if bits == 0 {
        0
    } else {
        WRITES_AT | bits
    }
}

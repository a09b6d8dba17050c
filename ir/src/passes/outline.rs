//! `outline-handlers`: moves the body of every `dvm.parallel` into a host handler function and
//! replaces the loop with a `dvm.parallel_call`.
//!
//! The handler has the runtime's handler ABI `(bounds, args, reds)`: it loads its portion of the
//! iteration space from `bounds` (first, last, step per loop dimension), runs the loop nest
//! around a copy of the body, and reads everything the body used from outside through `args`:
//! - a captured `ptr` value (a scalar's slot, an array handle) is passed as the pointer itself;
//!   a slot that the body only reads is loaded once at handler entry, so the hot loop keeps it
//!   in a register instead of reloading through a pointer that might alias array stores;
//! - a captured scalar value is passed by address (the caller spills it) and loaded at entry;
//! - constants, global addresses and array views are re-created inside the handler instead of
//!   being passed, so their values (strides, bounds) are visible to LLVM's optimiser.
//!
//! Reduction variables are redirected to a handler-local accumulator, initialised from the
//! calling thread's accumulator `reds[k]` and written back at exit (again so the accumulator
//! lives in a register during the loop).

use super::host_tables::ExtraCapture;
use super::located;
use crate::attr::Attr;
use crate::builder::Builder;
use crate::clone::{clone_op, clone_region_into, CloneMap};
use crate::entity::{OpId, ValueId};
use crate::module::{Function, Module};
use crate::ops::OpKind;
use crate::parallel::{Group, ParallelLayout, ParallelOperands};
use crate::types::Type;
use std::collections::{HashMap, HashSet};

pub fn run(module: &mut Module) -> Result<(), String> {
    let original_count = module.functions.len();
    // `-autoTfm`: the module's layout copy kernel, made for the first loop that needs it.
    let mut copier: Option<String> = None;
    let global_sizes: HashMap<String, u64> = module
        .globals
        .iter()
        .filter(|g| !matches!(g.init, crate::module::GlobalInit::External))
        .map(|g| (g.name.clone(), g.size_bytes()))
        .collect();
    let global_bytes = |name: &str| global_sizes.get(name).copied();
    for fi in 0..original_count {
        let func = &module.functions[fi];
        let func_name = func.name.clone();
        let loops: Vec<OpId> = func
            .walk_ops()
            .into_iter()
            .filter(|&o| func.ops[o].kind == OpKind::Parallel)
            .collect();
        let mut edits: HashMap<OpId, Vec<OpId>> = HashMap::new();
        for (index, op) in loops.into_iter().enumerate() {
            let index = index + 1;
            let line = module.functions[fi].attr(op, "line").and_then(Attr::as_int);
            let base = match line {
                Some(l) => format!("{func_name}_loop{l}"),
                None => format!("{func_name}_loop{index}"),
            };
            let name = module.unique_symbol(&base);
            let (handler, mut captures) = outline(&module.functions[fi], op, &name)?;
            let device = if in_region(&module.functions[fi], op) {
                let dev_name = module.unique_symbol(&format!("{name}_dev"));
                super::device::variant(&module.functions[fi], op, &dev_name, &global_bytes)?
            } else {
                None
            };
            // Host tables the host handler addresses directly (see `super::host_tables`):
            // their addresses follow its captures; a global the body addresses itself is
            // addressed before the call too.
            let mut before_call = Vec::new();
            for extra in device.iter().flat_map(|d| &d.extra_captures) {
                match extra {
                    ExtraCapture::Value(v) => captures.push(*v),
                    ExtraCapture::Global(name) => {
                        let mut attrs = crate::attr::Attrs::default();
                        attrs.set("sym", Attr::Symbol(name.clone()));
                        let f = &mut module.functions[fi];
                        let address = f.create_op(OpKind::GlobalAddr, &[], &[Type::Ptr], attrs);
                        before_call.push(address);
                        captures.push(f.result(address));
                    }
                }
            }
            let written = checked_writes(&module.functions[fi], op, &captures);
            let call = parallel_call(&mut module.functions[fi], op, &name, &captures)?;
            if !written.is_empty() {
                module.functions[fi].ops[call]
                    .attrs
                    .set("checked_writes", Attr::Array(written));
            }
            if let Some(device) = device {
                let attrs = &mut module.functions[fi].ops[call].attrs;
                attrs.set("device_handler", Attr::Symbol(device.handler.name.clone()));
                attrs.set("kernel", Attr::Str(device.kernel.clone()));
                attrs.set(
                    "capture_kinds",
                    Attr::Array(device.capture_kinds.iter().map(|&k| Attr::Int(k)).collect()),
                );
                if device.hyperplane {
                    attrs.set("hyperplane", Attr::Bool(true));
                }
                if device.grid {
                    attrs.set("grid", Attr::Bool(true));
                }
                if let Some(codes) = device.diagonals.filter(|c| c.iter().any(|&c| c != 0)) {
                    let name = copier
                        .get_or_insert_with(|| module.unique_symbol("dvmh_tfm_copy"))
                        .clone();
                    let attrs = &mut module.functions[fi].ops[call].attrs;
                    attrs.set(
                        "diagonals",
                        Attr::Array(codes.iter().map(|&k| Attr::Int(k)).collect()),
                    );
                    attrs.set("layout_copier", Attr::Symbol(name));
                }
                module.functions.push(device.handler);
            }
            before_call.push(call);
            edits.insert(op, before_call);
            module.functions.push(handler);
        }
        module.functions[fi].splice(&edits);
    }
    if let Some(name) = copier {
        module.functions.push(super::tfm::copier(&name));
    }
    Ok(())
}

/// Checked builds: the captures (by index) that are array handles of the checked stores
/// (`dvm.check_stored` with `write`) in the body of loop `op`. The runtime learns from them
/// which arrays the loop writes, so that their shadow copies elsewhere become stale.
fn checked_writes(func: &Function, op: OpId, captures: &[ValueId]) -> Vec<Attr> {
    let mut ops = Vec::new();
    func.walk_region(func.ops[op].regions[0], &mut ops);
    let mut out: Vec<i64> = Vec::new();
    for o in ops {
        let d = &func.ops[o];
        if d.kind == OpKind::CheckStored
            && d.attrs.get("write").and_then(Attr::as_bool) == Some(true)
        {
            if let Some(k) = captures.iter().position(|&c| c == d.operands[0]) {
                if !out.contains(&(k as i64)) {
                    out.push(k as i64);
                }
            }
        }
    }
    out.into_iter().map(Attr::Int).collect()
}

/// Is `op` inside a `dvm.region` (so that it may run on a GPU)?
fn in_region(func: &Function, op: OpId) -> bool {
    let mut cur = op;
    while let Some(parent) = func.parent_op(cur) {
        if func.ops[parent].kind == OpKind::Region {
            return true;
        }
        cur = parent;
    }
    false
}

/// How the handler obtains a value the body uses from outside.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Source {
    /// `args[k]`.
    Capture(usize),
    /// Re-created inside the handler by copying its defining op.
    Remat,
    /// The k-th reduction variable's slot.
    Reduction(usize),
}

fn is_rematerializable(func: &Function, v: ValueId) -> bool {
    func.defining_op(v).is_some_and(|op| {
        matches!(
            func.ops[op].kind,
            OpKind::Constant | OpKind::GlobalAddr | OpKind::View | OpKind::ViewLoad
        )
    })
}

/// Values used inside `op`'s region but defined outside it, in first-use order.
fn external_uses(func: &Function, op: OpId) -> Vec<ValueId> {
    let region = func.ops[op].regions[0];
    let mut inner = Vec::new();
    func.walk_region(region, &mut inner);
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for o in inner {
        for &v in &func.ops[o].operands {
            let outside = func
                .value_region(v)
                .is_none_or(|r| !func.region_is_within(r, region));
            if outside && seen.insert(v) {
                out.push(v);
            }
        }
    }
    out
}

pub(super) struct Plan {
    pub(super) sources: Vec<(ValueId, Source)>,
    pub(super) captures: Vec<ValueId>,
}

/// Decides where each external value comes from; rematerialized values pull in their operands.
pub(super) fn plan(func: &Function, op: OpId, reductions: &[ValueId]) -> Result<Plan, String> {
    let mut plan = Plan {
        sources: Vec::new(),
        captures: Vec::new(),
    };
    let mut known: HashMap<ValueId, Source> = HashMap::new();
    let mut work: Vec<ValueId> = external_uses(func, op);
    work.reverse();
    while let Some(v) = work.pop() {
        if known.contains_key(&v) {
            continue;
        }
        let source = if let Some(k) = reductions.iter().position(|&r| r == v) {
            Source::Reduction(k)
        } else if is_rematerializable(func, v) {
            // Operands first (they must be known before the copy is made).
            let def = func
                .defining_op(v)
                .expect("rematerializable values have an op"); // ok: checked above
            let pending: Vec<ValueId> = func.ops[def]
                .operands
                .iter()
                .copied()
                .filter(|o| !known.contains_key(o))
                .collect();
            if !pending.is_empty() {
                work.push(v);
                work.extend(pending.into_iter().rev());
                continue;
            }
            Source::Remat
        } else {
            match func.value_type(v) {
                Type::Ptr | Type::Scalar(_) => {
                    plan.captures.push(v);
                    Source::Capture(plan.captures.len() - 1)
                }
                t => {
                    return Err(format!(
                        "a parallel loop body cannot capture a value of type {t}"
                    ))
                }
            }
        };
        known.insert(v, source);
        plan.sources.push((v, source));
    }
    Ok(plan)
}

/// Builds the handler for `op`; returns it and the captured values (in `args` order).
fn outline(src: &Function, op: OpId, name: &str) -> Result<(Function, Vec<ValueId>), String> {
    let data = &src.ops[op];
    let layout = ParallelLayout::of(&data.attrs, false, data.operands.len())?;
    let rank = layout.rank;
    let red_specs: Vec<(Type, i64)> = layout
        .reduction_specs
        .iter()
        .map(|r| (r.elem, r.count))
        .collect();
    let reductions: Vec<ValueId> = layout.values(&data.operands, Group::Reductions).to_vec();
    let region = data.regions[0];
    {
        let mut inner = Vec::new();
        src.walk_region(region, &mut inner);
        if inner.iter().any(|&o| src.ops[o].kind == OpKind::Parallel) {
            return Err("a parallel loop nested inside another parallel loop".into());
        }
    }
    let plan = plan(src, op, &reductions)?;

    let mut h = Function::new(name, &[Type::Ptr, Type::Ptr, Type::Ptr], &[]);
    h.attrs.set("handler", Attr::Bool(true));
    let entry = h.entry_block();
    let [bounds, args, reds] = [0, 1, 2].map(|i| h.blocks[entry].args[i]);
    let mut map = CloneMap::default();
    let mut b = Builder::at_end(&mut h, entry);
    let thread_slot = |b: &mut Builder, k: usize| {
        let offset = b.const_i64(8 * k as i64);
        let slot = b.offset(reds, offset);
        b.load(slot, Type::Ptr)
    };
    // The calling thread's accumulator holds the starting value already: a scalar is loaded
    // from it into a local, an array reduction works in it.
    let start = |b: &mut Builder, k: usize, slot: ValueId, ty: Type| {
        (red_specs[k].1 == 1).then(|| b.load(slot, ty))
    };
    let bound = bind_sources(
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
    let portion = load_portion(src, data, &layout, &mut b, &mut map, bounds);
    // MAXLOC/MINLOC accumulators and their order keys (the runtime's, after the reductions).
    let pairs = located_accumulators(&layout, &reductions, &map, &mut b, |b, k| thread_slot(b, k));

    // The loop nest; the innermost body is the original region.
    let src_entry = src.regions[region].blocks[0];
    let mut outer_bodies = Vec::new();
    let mut ivs = Vec::with_capacity(rank);
    for d in 0..rank {
        let (lo, hi, step) = (portion[3 * d], portion[3 * d + 1], portion[3 * d + 2]);
        let for_op = b.op0(OpKind::For, &[lo, hi, step], Default::default());
        let (for_region, body) = b.add_region(for_op, &[Type::I64]);
        let iv = b.func.blocks[body].args[0];
        ivs.push(iv);
        map.values.insert(src.blocks[src_entry].args[d], iv);
        if d + 1 == rank && !pairs.is_empty() {
            b.set_block(body);
            let steps: Vec<ValueId> = (0..rank).map(|d| portion[3 * d + 2]).collect();
            let key = located::order_key(&mut b, &ivs, &steps);
            located::iteration(
                &mut b,
                &pairs,
                &key,
                super::device::located_identity,
                |b, r, blk| clone_region_into(src, region, b.func, r, Some(blk), &mut map),
            );
            b.yield_();
        } else if d + 1 == rank {
            clone_region_into(src, region, b.func, for_region, Some(body), &mut map);
        } else {
            outer_bodies.push(body);
            b.set_block(body);
        }
    }
    for body in outer_bodies {
        b.set_block(body);
        b.yield_();
    }
    finish_handler(&mut h, entry, &bound);
    Ok((h, plan.captures))
}

/// The handler's MAXLOC/MINLOC accumulators (see [`located`]) as `bind_sources` bound them
/// in `map`, with the thread's order key `key_slot(b, k)` gives for reduction index `k`
/// (the `j`-th key follows the loop's reductions). Pairs the body does not use are left out.
pub(super) fn located_accumulators(
    layout: &ParallelLayout,
    reductions: &[ValueId],
    map: &CloneMap,
    b: &mut Builder,
    key_slot: impl Fn(&mut Builder, usize) -> ValueId,
) -> Vec<located::Located> {
    let specs = &layout.reduction_specs;
    let mut out = Vec::new();
    for (j, k) in located::located(specs).into_iter().enumerate() {
        let (Some(&value), Some(&loc)) = (
            reductions.get(k).and_then(|v| map.values.get(v)),
            reductions.get(k + 1).and_then(|v| map.values.get(v)),
        ) else {
            continue;
        };
        out.push(located::Located {
            max: specs[k].op == "maxloc",
            value,
            value_ty: specs[k].elem,
            loc,
            loc_ty: specs[k + 1].elem,
            loc_count: specs[k + 1].count,
            key: key_slot(b, specs.len() + j),
        });
    }
    out
}

/// What [`bind_sources`] set up in a handler's entry block.
pub(super) struct BoundSources {
    /// Captured slots the body only reads (loaded once at entry by [`finish_handler`]).
    read_only_slots: Vec<ValueId>,
    /// Handler-local reduction accumulators: (local slot, thread slot, type, reduction).
    accumulators: Vec<(ValueId, ValueId, Type, usize)>,
}

impl BoundSources {
    /// Takes each scalar accumulator's thread slot anew from `thread_slot` at the end of the
    /// entry block (after the loop), for handlers whose accumulators start from the identity:
    /// the slot's address then need not stay live across the loop (a GPU kernel's registers).
    pub(super) fn slots_at_end(
        &mut self,
        h: &mut Function,
        entry: crate::entity::BlockId,
        thread_slot: impl Fn(&mut Builder, usize) -> ValueId,
    ) {
        let mut b = Builder::at_end(h, entry);
        for acc in &mut self.accumulators {
            acc.1 = thread_slot(&mut b, acc.3);
        }
    }
}

/// Makes every value the loop body uses from outside available at the end of the handler's
/// entry block (in `map`): captures loaded from `args`, reductions redirected to a local
/// accumulator in the slot `thread_slot(b, k)` gives, initialised with `start(b, k, slot,
/// type)` (`None`: the slot is initialised already), the rest re-created.
#[allow(clippy::too_many_arguments)]
pub(super) fn bind_sources(
    src: &Function,
    region: crate::entity::RegionId,
    plan: &Plan,
    red_specs: &[(Type, i64)],
    b: &mut Builder,
    map: &mut CloneMap,
    args: ValueId,
    thread_slot: impl Fn(&mut Builder, usize) -> ValueId,
    start: impl Fn(&mut Builder, usize, ValueId, Type) -> Option<ValueId>,
) -> BoundSources {
    let mut read_only_slots = Vec::new();
    let mut accumulators = Vec::new();
    for &(v, source) in &plan.sources {
        match source {
            Source::Capture(k) => {
                let offset = b.const_i64(8 * k as i64);
                let slot = b.offset(args, offset);
                let arg = b.load(slot, Type::Ptr);
                let value = match src.value_type(v) {
                    Type::Ptr => {
                        if only_loaded_in(src, region, v) {
                            read_only_slots.push(arg);
                        }
                        arg
                    }
                    t => b.load(arg, t),
                };
                map.values.insert(v, value);
            }
            Source::Reduction(k) => {
                let thread_acc = thread_slot(b, k);
                let (ty, count) = red_specs[k];
                if count == 1 {
                    let elem = ty.scalar().expect("reduction element is scalar"); // ok: verified
                    let local = b.alloca(elem);
                    if let Some(init) = start(b, k, thread_acc, ty) {
                        b.store(init, local);
                    }
                    accumulators.push((local, thread_acc, ty, k));
                    map.values.insert(v, local);
                } else {
                    if let Some(init) = start(b, k, thread_acc, ty) {
                        fill(b, thread_acc, count, ty, init);
                    }
                    map.values.insert(v, thread_acc);
                }
            }
            Source::Remat => {
                let def = src.defining_op(v).expect("rematerialized value has an op"); // ok: plan
                clone_op(src, def, b, map);
            }
        }
    }
    BoundSources {
        read_only_slots,
        accumulators,
    }
}

/// Stores `value` (of type `ty`) into the `count` elements at `base`.
fn fill(b: &mut Builder, base: ValueId, count: i64, ty: Type, value: ValueId) {
    b.for_each_element(base, count, ty, |b, p| b.store(value, p));
}

/// The handler's portion of the iteration space, `(first, last, step)` per dimension as `i64`,
/// read from `bounds`. The runtime hands each thread a part of the loop's own iterations, with
/// the loop's own step: a step that is a constant in the program is used as that constant, so
/// the loop is compiled once for it instead of for any step.
pub(super) fn load_portion(
    src: &Function,
    data: &crate::module::OpData,
    layout: &ParallelLayout,
    b: &mut Builder,
    map: &mut CloneMap,
    bounds: ValueId,
) -> Vec<ValueId> {
    let zero = b.const_i64(0);
    let one = b.const_i64(1);
    let bounds_view = b.op1(
        OpKind::View,
        &[bounds, zero, one],
        Type::view(crate::types::Scalar::I64, 1),
        Default::default(),
    );
    let bounds_in = layout.values(&data.operands, Group::Bounds);
    let mut portion = Vec::new();
    for (i, &bound) in bounds_in.iter().enumerate() {
        let step = (i % 3 == 2).then_some(bound);
        match step.and_then(|s| src.defining_op(s)) {
            Some(def) if src.ops[def].kind == OpKind::Constant => {
                let constant = clone_op(src, def, b, map);
                let value = b.func.result(constant);
                portion.push(b.convert(value, Type::I64));
            }
            _ => {
                let idx = b.const_i64(i as i64);
                let p = b.elem_ptr(bounds_view, &[idx]);
                portion.push(b.load(p, Type::I64));
            }
        }
    }
    portion
}

/// Ends a handler (the builder is in its entry block, after the loop nest): stores the local
/// accumulators back and returns; then loads read-only slots once, hoists descriptor reads out
/// of the loops and marks reduction MAX/MIN steps as unordered.
pub(super) fn finish_handler(
    h: &mut Function,
    entry: crate::entity::BlockId,
    bound: &BoundSources,
) {
    let mut b = Builder::at_end(h, entry);
    for &(local, thread_acc, ty, _) in &bound.accumulators {
        let v = b.load(local, ty);
        b.store(v, thread_acc);
    }
    b.op0(OpKind::Return, &[], Default::default());
    forward_read_only_slots(h, &bound.read_only_slots);
    hoist_view_loads(h);
    let accumulator_slots: Vec<ValueId> = bound.accumulators.iter().map(|a| a.0).collect();
    mark_unordered_min_max(h, &accumulator_slots);
}

/// Is `slot` only ever the address operand of `mem.load` inside `region`?
pub(super) fn only_loaded_in(
    func: &Function,
    region: crate::entity::RegionId,
    slot: ValueId,
) -> bool {
    let mut ops = Vec::new();
    func.walk_region(region, &mut ops);
    ops.iter().all(|&o| {
        let d = &func.ops[o];
        !d.operands.contains(&slot) || (d.kind == OpKind::Load && d.operands == [slot])
    })
}

/// Loads each read-only slot once at handler entry and forwards that value to every load of it.
fn forward_read_only_slots(h: &mut Function, slots: &[ValueId]) {
    let index: HashMap<ValueId, usize> = slots.iter().enumerate().map(|(i, &s)| (s, i)).collect();
    let mut loads: Vec<Vec<OpId>> = vec![Vec::new(); slots.len()];
    for o in h.walk_ops() {
        if h.ops[o].kind == OpKind::Load {
            if let Some(&k) = index.get(&h.ops[o].operands[0]) {
                loads[k].push(o);
            }
        }
    }
    let mut replace: HashMap<ValueId, ValueId> = HashMap::new();
    let mut edits: HashMap<OpId, Vec<OpId>> = HashMap::new();
    for (&slot, loads) in slots.iter().zip(loads) {
        if loads.is_empty() {
            continue;
        }
        let ty = h.value_type(h.result(loads[0]));
        // Insert right after the slot pointer is loaded (the entry block).
        let slot_def = h
            .defining_op(slot)
            .expect("slot pointer is loaded from args"); // ok: built above
        let value_op = h.create_op(OpKind::Load, &[slot], &[ty], Default::default());
        edits.insert(slot_def, vec![slot_def, value_op]);
        let value = h.result(value_op);
        for &l in &loads {
            if h.value_type(h.result(l)) == ty {
                replace.insert(h.result(l), value);
                edits.insert(l, Vec::new());
            }
        }
    }
    h.splice(&edits);
    h.substitute(&replace);
}

/// Marks `math.maxf`/`minf` ops that combine a value into a reduction accumulator as
/// `unordered`: a DVMH reduction's combining order is unspecified, and this is what allows the
/// vectoriser to turn the loop into a vector MAX/MIN reduction.
fn mark_unordered_min_max(h: &mut Function, accumulators: &[ValueId]) {
    let loads_of_acc: HashSet<ValueId> = h
        .walk_ops()
        .into_iter()
        .filter(|&o| h.ops[o].kind == OpKind::Load && accumulators.contains(&h.ops[o].operands[0]))
        .map(|o| h.result(o))
        .collect();
    for op in h.walk_ops() {
        let d = &h.ops[op];
        if matches!(d.kind, OpKind::MaxF | OpKind::MinF)
            && d.operands.iter().any(|v| loads_of_acc.contains(v))
        {
            h.ops[op].attrs.set("unordered", Attr::Bool(true));
        }
    }
}

/// Moves every `mem.view_load` of a handle known at handler entry out of the loop nest, to just
/// before the outermost loop (`scf.for`, or a grid handler's `scf.while`): descriptors do not change during a loop, but LLVM cannot prove
/// that stores to array elements leave them alone, and would reload them every iteration.
fn hoist_view_loads(h: &mut Function) {
    let entry = h.entry_block();
    let Some(&outer_loop) = h.blocks[entry]
        .ops
        .iter()
        .find(|&&o| matches!(h.ops[o].kind, OpKind::For | OpKind::While))
    else {
        return;
    };
    let in_entry = |h: &Function, v: ValueId| {
        h.defining_op(v)
            .is_some_and(|d| h.ops[d].block == Some(entry))
    };
    let mut hoisted = vec![];
    let mut edits: HashMap<OpId, Vec<OpId>> = HashMap::new();
    for op in h.walk_ops() {
        if h.ops[op].kind == OpKind::ViewLoad
            && h.ops[op].block != Some(entry)
            && in_entry(h, h.ops[op].operands[0])
        {
            hoisted.push(op);
            edits.insert(op, Vec::new());
        }
    }
    if hoisted.is_empty() {
        return;
    }
    hoisted.push(outer_loop);
    edits.insert(outer_loop, hoisted);
    h.splice(&edits);
}

/// The `dvm.parallel_call` of the handler that replaces the `dvm.parallel` (detached): the
/// loop's operand groups plus the captures, with `operand_segments` recomputed from them.
fn parallel_call(
    func: &mut Function,
    op: OpId,
    handler: &str,
    captures: &[ValueId],
) -> Result<OpId, String> {
    let data = &func.ops[op];
    let layout = ParallelLayout::of(&data.attrs, false, data.operands.len())?;
    let mut groups = ParallelOperands::of(&layout, &data.operands);
    groups.captures = captures.to_vec();
    let mut attrs = data.attrs.clone();
    attrs.set("handler", Attr::Symbol(handler.to_string()));
    let operands = groups.build(OpKind::ParallelCall, &mut attrs);
    Ok(func.create_op(OpKind::ParallelCall, &operands, &[], attrs))
}

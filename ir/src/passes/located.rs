//! MAXLOC/MINLOC in handlers: ties go to the serial program's first occurrence.
//!
//! The serial loop `if (v > vmax) then; vmax = v; loc = i; end if` keeps the first of equal
//! values in its iteration order. The parallel loop meets the points in another order: CPU
//! threads and processes own blocks of a multi-dimensional space, the device walks hyperplanes
//! (`q_0 + q_1 + ... = p`, planes in order, several points of a plane per thread) and combines
//! threads as a tree. So every MAXLOC/MINLOC accumulator carries an *order key*, the position
//! in the serial order of the iteration its value came from: one `i64` per loop dimension,
//! outermost first, the loop index times the dimension's step (so backward loops order
//! correctly), compared lexicographically. The runtime adds one key reduction (`i64` ×
//! rank) per MAXLOC/MINLOC after the program's reductions (`runtime/src/parloop/mod.rs`);
//! the variable's own value has the smallest key, the identity the largest; every combination
//! (the handler's iterations, the kernel's block tree, the runtime's threads, planes, blocks
//! and processes) takes the other value when it is better, or equal with a smaller key.
//!
//! In a handler each iteration runs the body with the accumulator reset to the identity, in an
//! `scf.if true` (the body may branch within itself), and then keeps what it found only when
//! it beats what the accumulator held, or ties with it and comes first; otherwise it restores
//! the held value and location. The body's own comparison still decides what the iteration
//! offers (strict `>` or `>=` alike); the key only orders iterations.

use crate::builder::Builder;
use crate::entity::{BlockId, RegionId, ValueId};
use crate::module::type_size;
use crate::ops::OpKind;
use crate::parallel::ReductionSpec;
use crate::types::Type;

/// The reduction op of an order key in a device handler's `reductions` attribute.
pub const KEY_OP: &str = "key";

/// The indices of the MAXLOC/MINLOC values among `specs` (each followed by its location).
pub(super) fn located(specs: &[ReductionSpec]) -> Vec<usize> {
    (0..specs.len())
        .filter(|&k| matches!(specs[k].op.as_str(), "maxloc" | "minloc"))
        .filter(|&k| specs.get(k + 1).is_some_and(|l| l.op == "loc"))
        .collect()
}

/// One MAXLOC/MINLOC accumulator of a handler, as the body sees it.
pub(super) struct Located {
    pub max: bool,
    /// The value's slot and type.
    pub value: ValueId,
    pub value_ty: Type,
    /// The location's slot, element type and element count.
    pub loc: ValueId,
    pub loc_ty: Type,
    pub loc_count: i64,
    /// The thread's order key (rank `i64`s).
    pub key: ValueId,
}

/// `base + e * size(ty)`.
fn element(b: &mut Builder, base: ValueId, ty: Type, e: i64) -> ValueId {
    if e == 0 {
        return base;
    }
    let at = b.const_i64(e * type_size(ty) as i64);
    b.offset(base, at)
}

/// Emits one iteration at the builder's position: `body` fills the then-block of an
/// `scf.if true` (whose region it gets, and which it must terminate), around it the reset of
/// each accumulator in `pairs` to `identity` and the choice described in the module docs;
/// `key` is this iteration's order key. The builder is left after the choice.
pub(super) fn iteration(
    b: &mut Builder,
    pairs: &[Located],
    key: &[ValueId],
    identity: impl Fn(&mut Builder, bool, Type) -> ValueId,
    body: impl FnOnce(&mut Builder, RegionId, BlockId),
) {
    let mut held = Vec::with_capacity(pairs.len());
    for p in pairs {
        let value = b.load(p.value, p.value_ty);
        let loc: Vec<ValueId> = (0..p.loc_count)
            .map(|e| {
                let at = element(b, p.loc, p.loc_ty, e);
                b.load(at, p.loc_ty)
            })
            .collect();
        let start = identity(b, p.max, p.value_ty);
        b.store(start, p.value);
        held.push((value, loc));
    }
    let outer = b.block();
    let yes = b.const_bool(true);
    let if_op = b.op0(OpKind::If, &[yes], Default::default());
    let (then_region, then_block) = b.add_region(if_op, &[]);
    let (_, else_block) = b.add_region(if_op, &[]);
    b.set_block(else_block);
    b.yield_();
    body(b, then_region, then_block);
    b.set_block(outer);
    for (p, (held_value, held_loc)) in pairs.iter().zip(held) {
        let found = b.load(p.value, p.value_ty);
        let float = p.value_ty.scalar().is_some_and(|s| s.is_float());
        let (better, tie) = match (float, p.max) {
            (true, true) => (
                b.cmpf("ogt", found, held_value),
                b.cmpf("oeq", found, held_value),
            ),
            (true, false) => (
                b.cmpf("olt", found, held_value),
                b.cmpf("oeq", found, held_value),
            ),
            (false, true) => (
                b.cmpi("sgt", found, held_value),
                b.cmpi("eq", found, held_value),
            ),
            (false, false) => (
                b.cmpi("slt", found, held_value),
                b.cmpi("eq", found, held_value),
            ),
        };
        let held_key: Vec<ValueId> = (0..key.len())
            .map(|d| {
                let at = element(b, p.key, Type::I64, d as i64);
                b.load(at, Type::I64)
            })
            .collect();
        // key < held_key, lexicographically.
        let mut earlier = b.const_bool(false);
        for d in (0..key.len()).rev() {
            let lt = b.cmpi("slt", key[d], held_key[d]);
            let eq = b.cmpi("eq", key[d], held_key[d]);
            let rest = b.binary(OpKind::AndI, eq, earlier);
            earlier = b.binary(OpKind::OrI, lt, rest);
        }
        let tie_first = b.binary(OpKind::AndI, tie, earlier);
        let take = b.binary(OpKind::OrI, better, tie_first);
        let value = b.select(take, found, held_value);
        b.store(value, p.value);
        for (e, &h) in held_loc.iter().enumerate() {
            let at = element(b, p.loc, p.loc_ty, e as i64);
            let now = b.load(at, p.loc_ty);
            let v = b.select(take, now, h);
            b.store(v, at);
        }
        for (d, (&k, &h)) in key.iter().zip(&held_key).enumerate() {
            let at = element(b, p.key, Type::I64, d as i64);
            let v = b.select(take, k, h);
            b.store(v, at);
        }
    }
}

/// This iteration's order key: `index_d * step_d` for each loop dimension.
pub(super) fn order_key(b: &mut Builder, indices: &[ValueId], steps: &[ValueId]) -> Vec<ValueId> {
    indices
        .iter()
        .zip(steps)
        .map(|(&i, &s)| b.binary(OpKind::MulI, i, s))
        .collect()
}

//! `-autoTfm`: what the compiler gives the runtime so that ACROSS loops run by hyperplanes on
//! the device with their arrays in a diagonal layout (seed 004 §3.4; the layout itself and the
//! conversions are the runtime's, `runtime/src/device/diagonal.rs`).
//!
//! - [`enable`] marks the parallel loops of a module (the driver calls it for `-autoTfm`);
//! - [`diagonal_codes`]: per captured array of a hyperplane loop, the two array dimensions that
//!   the loop's last two dimensions index (those a hyperplane's consecutive threads step along
//!   in opposite directions), and whether their subscripts' coefficients differ in sign, so
//!   the runtime can skew exactly those dimensions. An array whose descriptor the body uses for
//!   anything but element addresses keeps its layout (code 0): the skewed layout is only
//!   valid through the descriptor's base and strides.
//! - [`copier`]: the layout copy kernel, one per module with such loops: a strided copy of a
//!   box between two affine layouts, in 4-byte words, as a device handler, so that it becomes
//!   PTX like the loops' kernels and its host build is what the emulation device runs.

use crate::analysis::affine::AffineReader;
use crate::attr::{Attr, Attrs};
use crate::builder::Builder;
use crate::entity::{OpId, RegionId, ValueId};
use crate::module::{Function, Module};
use crate::ops::OpKind;
use crate::types::Type;

/// The attribute of a device handler whose array descriptors may have any stride in their
/// first dimension (the code generator then reads it instead of assuming 1).
pub const STRIDED_VIEWS: &str = "strided_views";

/// The attribute `-autoTfm` puts on `dvm.parallel` ops.
pub const AUTO_TFM: &str = "auto_tfm";

/// Marks every parallel loop of `module` for `-autoTfm`.
pub fn enable(module: &mut Module) {
    for f in &mut module.functions {
        let loops: Vec<OpId> = f
            .walk_ops()
            .into_iter()
            .filter(|&o| f.ops[o].kind == OpKind::Parallel)
            .collect();
        for op in loops {
            f.ops[op].attrs.set(AUTO_TFM, Attr::Bool(true));
        }
    }
}

/// Is parallel loop `op` marked for `-autoTfm`?
pub fn wanted(f: &Function, op: OpId) -> bool {
    f.ops[op].attrs.get(AUTO_TFM).and_then(Attr::as_bool) == Some(true)
}

/// The code of each capture of the loop body `region` (a nest of `rank` dimensions) for
/// `dvmh_loop_device_tfm`: 0, or `1 + (a | b << 3 | opposite << 6)` (see the module docs).
pub fn diagonal_codes(
    src: &Function,
    region: RegionId,
    captures: &[ValueId],
    rank: usize,
) -> Vec<i64> {
    let mut ops = Vec::new();
    src.walk_region(region, &mut ops);
    let mut reader = AffineReader::new(src, region);
    captures
        .iter()
        .map(|&c| code_of(src, &ops, &mut reader, c, rank).unwrap_or(0))
        .collect()
}

fn code_of(
    src: &Function,
    ops: &[OpId],
    reader: &mut AffineReader<'_>,
    capture: ValueId,
    rank: usize,
) -> Option<i64> {
    if rank < 2 || src.value_type(capture) != Type::Ptr {
        return None;
    }
    let users: Vec<OpId> = ops
        .iter()
        .copied()
        .filter(|&o| src.ops[o].operands.contains(&capture))
        .collect();
    if users.is_empty() || users.iter().any(|&o| src.ops[o].kind != OpKind::ViewLoad) {
        return None;
    }
    let views: Vec<ValueId> = users.iter().map(|&o| src.result(o)).collect();
    let mut elements = Vec::new();
    for &o in ops {
        let d = &src.ops[o];
        let uses_view = d.operands.iter().any(|v| views.contains(v));
        if !uses_view {
            continue;
        }
        // Only element addresses: the view itself as the first operand, never a subscript.
        if d.kind != OpKind::ElemPtr || d.operands[1..].iter().any(|v| views.contains(v)) {
            return None;
        }
        elements.push(o);
    }
    // The first element whose subscripts name both loop dimensions.
    let (ka, kb) = (rank - 2, rank - 1);
    elements.iter().find_map(|&e| {
        let subscripts = &src.ops[e].operands[1..];
        let mut a = None;
        let mut b = None;
        for (d, &s) in subscripts.iter().enumerate().take(7) {
            let Some(form) = reader.affine(s) else {
                continue;
            };
            let vars: Vec<(usize, i64)> = form
                .coeffs
                .iter()
                .enumerate()
                .filter(|(_, &c)| c != 0)
                .map(|(k, &c)| (k, c))
                .collect();
            match vars.as_slice() {
                [(k, c)] if *k == ka && c.abs() == 1 && a.is_none() => a = Some((d, *c)),
                [(k, c)] if *k == kb && c.abs() == 1 && b.is_none() => b = Some((d, *c)),
                _ => {}
            }
        }
        let ((da, ca), (db, cb)) = (a?, b?);
        let opposite = i64::from((ca < 0) != (cb < 0));
        Some(1 + (da as i64 | (db as i64) << 3 | opposite << 6))
    })
}

/// Words of the copy kernel's parameter block (`runtime/src/device/diagonal.rs`,
/// `copy_params`): count, words per element, 7 extents, 7 source and 7 destination strides
/// (in words), source and destination addresses.
const RANK: i64 = 7;

/// The layout copy kernel `name` (a device handler; see the module docs). Its `bounds`
/// parameter is the parameter block; thread `tid` of `nthreads` copies the elements
/// `tid, tid + nthreads, ...` of the box (first dimension fastest).
pub fn copier(name: &str) -> Function {
    let params = [Type::Ptr, Type::Ptr, Type::Ptr, Type::I64, Type::I64];
    let mut h = Function::new(name, &params, &[]);
    h.attrs.set("device", Attr::Bool(true));
    h.attrs.set("kernel", Attr::Str(format!("{name}_kernel")));
    h.attrs.set("internal", Attr::Bool(true));
    let entry = h.entry_block();
    let [block, _, _, tid, nthreads] = [0, 1, 2, 3, 4].map(|i| h.blocks[entry].args[i]);
    let mut b = Builder::at_end(&mut h, entry);
    let word = |b: &mut Builder, k: i64, ty: Type| {
        let at = b.const_i64(8 * k);
        let p = b.offset(block, at);
        b.load(p, ty)
    };
    let count = word(&mut b, 0, Type::I64);
    let units = word(&mut b, 1, Type::I64);
    let extents: Vec<ValueId> = (0..RANK).map(|d| word(&mut b, 2 + d, Type::I64)).collect();
    let from: Vec<ValueId> = (0..RANK)
        .map(|d| word(&mut b, 2 + RANK + d, Type::I64))
        .collect();
    let to: Vec<ValueId> = (0..RANK)
        .map(|d| word(&mut b, 2 + 2 * RANK + d, Type::I64))
        .collect();
    let src = word(&mut b, 2 + 3 * RANK, Type::Ptr);
    let dst = word(&mut b, 3 + 3 * RANK, Type::Ptr);
    let zero = b.const_i64(0);
    let one = b.const_i64(1);
    let four = b.const_i64(4);
    let last = b.binary(OpKind::SubI, count, one);
    let for_op = b.op0(OpKind::For, &[tid, last, nthreads], Attrs::new());
    let (_, body) = b.add_region(for_op, &[Type::I64]);
    let lin = b.func.blocks[body].args[0];
    b.set_block(body);
    let mut rest = lin;
    let (mut at_from, mut at_to) = (zero, zero);
    for d in 0..RANK as usize {
        let q = if d + 1 < RANK as usize {
            let q = b.binary(OpKind::RemUI, rest, extents[d]);
            rest = b.binary(OpKind::DivUI, rest, extents[d]);
            q
        } else {
            rest
        };
        let f = b.binary(OpKind::MulI, q, from[d]);
        at_from = b.binary(OpKind::AddI, at_from, f);
        let t = b.binary(OpKind::MulI, q, to[d]);
        at_to = b.binary(OpKind::AddI, at_to, t);
    }
    let from_bytes = b.binary(OpKind::MulI, at_from, four);
    let to_bytes = b.binary(OpKind::MulI, at_to, four);
    let from_elem = b.offset(src, from_bytes);
    let to_elem = b.offset(dst, to_bytes);
    let last_word = b.binary(OpKind::SubI, units, one);
    let words = b.op0(OpKind::For, &[zero, last_word, one], Attrs::new());
    let (_, inner) = b.add_region(words, &[Type::I64]);
    let w = b.func.blocks[inner].args[0];
    b.set_block(inner);
    let bytes = b.binary(OpKind::MulI, w, four);
    let p = b.offset(from_elem, bytes);
    let v = b.load(p, Type::I32);
    let q = b.offset(to_elem, bytes);
    b.store(v, q);
    b.yield_();
    b.set_block(body);
    b.yield_();
    b.set_block(entry);
    b.op0(OpKind::Return, &[], Attrs::new());
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_copier_is_valid_ir() {
        let mut m = Module::new("t");
        m.functions.push(copier("dvmh_tfm_copy"));
        crate::verify::verify(&m).unwrap(); // ok: a test
    }
}

//! Bit-field members: reads and writes of the bits of a unit of memory.
//!
//! A bit-field member designates an lvalue of type [`CType::BitField`] whose address is the
//! unit (of its declared type's size) holding its bits, where gcc's layout puts them
//! (`types.rs`). A read loads the unit and extracts the bits (sign-extending for signed
//! types); a write loads the unit, replaces the bits and stores it back, so the neighbours
//! keep their values and objects gcc built read the same bits. A read has the promoted type
//! gcc gives it: `int` when the width is narrower than `int`, else the declared type.

use super::{Lowerer, R};
use crate::c::ast::Pos;
use crate::c::types::{CType, IntKind, INT};
use dvmh_ir::{OpKind, Type, ValueId};

/// The parts of a bit-field type: declared type, shift, width.
pub(super) fn parts(t: &CType) -> Option<(&CType, u32, u32)> {
    match t {
        CType::BitField { base, shift, width } => Some((base, *shift, *width)),
        _ => None,
    }
}

/// The type a bit-field's value is read as.
pub(super) fn value_type(t: &CType) -> CType {
    match parts(t) {
        Some((CType::Bool, ..)) => INT,
        Some((_, _, width)) if width < 32 => INT,
        Some((base, ..)) => base.clone(),
        None => t.clone(),
    }
}

/// The type a value is converted to before it is stored into the bit-field.
pub(super) fn store_type(t: &CType) -> CType {
    match parts(t) {
        Some((base, ..)) => base.clone(),
        None => t.clone(),
    }
}

impl Lowerer<'_> {
    /// Reads the bit-field of type `t` whose unit is at `addr`.
    pub(super) fn bit_field_load(
        &mut self,
        addr: ValueId,
        t: &CType,
        pos: Pos,
    ) -> R<(ValueId, CType)> {
        let Some((base, shift, width)) = parts(t) else {
            return self.error(pos, "not a bit-field");
        };
        let base = base.clone();
        let ir = base.ir().unwrap_or(Type::I32);
        let bits = ir.scalar().map(|s| s.bits()).unwrap_or(32);
        let unit = self.b().load(addr, ir);
        let v = if base.is_signed() {
            let up = self.b().const_int(ir, i64::from(bits - shift - width));
            let left = self.b().binary(OpKind::ShlI, unit, up);
            let down = self.b().const_int(ir, i64::from(bits - width));
            self.b().binary(OpKind::ShrSI, left, down)
        } else {
            let down = self.b().const_int(ir, i64::from(shift));
            let v = self.b().binary(OpKind::ShrUI, unit, down);
            let mask = self.b().const_int(ir, low_mask(width) as i64);
            self.b().binary(OpKind::AndI, v, mask)
        };
        // The extracted bits are a value of the declared type (`_Bool`: 0 or 1 in its byte).
        let held = if base == CType::Bool {
            CType::Int(IntKind::Char, false)
        } else {
            base
        };
        let to = value_type(t);
        let r = self.convert((v, held), &to, pos, false)?;
        Ok((r, to))
    }

    /// Writes `v` (already of the declared type) into the bit-field of type `t` at `addr`.
    pub(super) fn bit_field_store(&mut self, v: ValueId, addr: ValueId, t: &CType) {
        let Some((base, shift, width)) = parts(t) else {
            return;
        };
        let ir = base.ir().unwrap_or(Type::I32);
        let mask = (low_mask(width) << shift) as i64;
        let old = self.b().load(addr, ir);
        let keep = self.b().const_int(ir, !mask);
        let cleared = self.b().binary(OpKind::AndI, old, keep);
        let by = self.b().const_int(ir, i64::from(shift));
        let moved = self.b().binary(OpKind::ShlI, v, by);
        let m = self.b().const_int(ir, mask);
        let bits = self.b().binary(OpKind::AndI, moved, m);
        let new = self.b().binary(OpKind::OrI, cleared, bits);
        self.b().store(new, addr);
    }
}

/// `width` low bits set.
fn low_mask(width: u32) -> u64 {
    if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

/// Writes the constant `value` into the bits of a bit-field of type `t` whose unit starts at
/// `offset` in `bytes` (little-endian), for static initializers.
pub(super) fn write_bits(bytes: &mut [u8], offset: u64, t: &CType, size: u64, value: i64) {
    let Some((_, shift, width)) = parts(t) else {
        return;
    };
    let at = offset as usize;
    let n = (size as usize).min(8).min(bytes.len().saturating_sub(at));
    let mut unit = 0u64;
    for i in 0..n {
        unit |= u64::from(bytes[at + i]) << (8 * i);
    }
    let mask = low_mask(width) << shift;
    unit = (unit & !mask) | (((value as u64) << shift) & mask);
    for i in 0..n {
        bytes[at + i] = (unit >> (8 * i)) as u8;
    }
}

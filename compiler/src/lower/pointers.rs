//! POINTER variables: their descriptors, pointer assignment, NULLIFY, ASSOCIATED, and the
//! views and addresses their uses go through.
//!
//! A pointer's descriptor extends an allocatable array's (`allocatable`): `1 + 3 * rank`
//! 64-bit words, the address of the target's first element (null: disassociated), the lower
//! and upper bound of each dimension, then each dimension's stride in elements. Since the
//! first `1 + 2 * rank` words are an allocatable descriptor, ALLOCATE, DEALLOCATE and the
//! inquiries (LBOUND, UBOUND, SIZE) of an array pointer are the allocatable arrays' own; the
//! strides are what lets a pointer describe a section with strides (`p => a(1:n:2, j)`), as
//! an assumed-shape dummy's descriptor does: pointer assignment to an array builds that
//! descriptor of the target (`descriptors::section_descriptor`, which measures the strides
//! from the target's own view) and takes its base, extents and strides. A scalar pointer's
//! descriptor is its target's address alone. Descriptors live where allocatable ones do (a
//! module's global, a static global of the main program, the stack of a procedure,
//! zeroed: disassociated); a POINTER dummy is the caller's descriptor itself.

use super::Lowerer;
use crate::fortran::hir::{
    CharLen, Expr, FieldRef, Place, PointerObj, PointerValue, SymId, SymbolKind, Ty,
};
use dvmh_ir::{OpKind, Type, ValueId};

/// The number of 8-byte words of a pointer descriptor of `rank` dimensions.
pub(super) fn pointer_words(rank: usize) -> u64 {
    1 + 3 * rank as u64
}

impl Lowerer<'_> {
    pub(super) fn word_at(&mut self, desc: ValueId, k: usize) -> ValueId {
        let at = self.b().const_i64(8 * k as i64);
        self.b().offset(desc, at)
    }

    fn pointer_rank(&self, id: SymId) -> usize {
        match &self.unit.symbol(id).kind {
            SymbolKind::Array(info) => info.rank(),
            _ => 0,
        }
    }

    /// The storage of a scalar variable: for a scalar pointer, its target's address (read
    /// from its descriptor here, as pointer assignment may change it anywhere).
    pub(super) fn slot(&mut self, id: SymId) -> Option<ValueId> {
        let sym = self.unit.symbol(id);
        if sym.pointer && matches!(sym.kind, SymbolKind::Scalar) {
            // (A deferred-length CHARACTER component's alias: the structure's descriptor.)
            if let Some(desc) = self.descriptor(id) {
                return Some(self.b().load(desc, Type::Ptr));
            }
        }
        self.slots.get(&id).copied()
    }

    /// The view of an array pointer, read from its descriptor here: its bounds and strides.
    pub(super) fn pointer_view(&mut self, id: SymId, desc: ValueId) -> ValueId {
        let sym = self.unit.symbol(id);
        let (elem, unit) = (sym.ty.mem_scalar(), sym.element_units() as i64);
        let rank = self.pointer_rank(id);
        let base = self.b().load(desc, Type::Ptr);
        let unit = self.b().const_i64(unit);
        let mut lows = Vec::with_capacity(rank);
        let mut strides = Vec::with_capacity(rank);
        for k in 0..rank {
            let p = self.word_at(desc, 1 + 2 * k);
            lows.push(self.b().load(p, Type::I64));
            let p = self.word_at(desc, 1 + 2 * rank + k);
            let stride = self.b().load(p, Type::I64);
            strides.push(self.b().binary(OpKind::MulI, stride, unit));
        }
        self.view_of(base, elem, &lows, &strides)
    }

    /// A new descriptor of a pointer of `rank` dimensions, disassociated.
    pub(super) fn null_descriptor(&mut self, desc: ValueId, rank: usize) {
        let zero = self.b().const_i64(0);
        for k in 0..pointer_words(rank) as usize {
            let p = self.word_at(desc, k);
            self.b().store(zero, p);
        }
    }

    /// After ALLOCATE of an array pointer: its elements are contiguous.
    pub(super) fn contiguous_strides(&mut self, id: SymId, desc: ValueId) {
        let rank = self.pointer_rank(id);
        let mut stride = self.b().const_i64(1);
        for k in 0..rank {
            let p = self.word_at(desc, 1 + 2 * rank + k);
            self.b().store(stride, p);
            let p = self.word_at(desc, 1 + 2 * k);
            let lo = self.b().load(p, Type::I64);
            let p = self.word_at(desc, 2 + 2 * k);
            let hi = self.b().load(p, Type::I64);
            let one = self.b().const_i64(1);
            let zero = self.b().const_i64(0);
            let n = self.b().binary(OpKind::SubI, hi, lo);
            let n = self.b().binary(OpKind::AddI, n, one);
            let n = self.b().binary(OpKind::MaxI, n, zero);
            stride = self.b().binary(OpKind::MulI, stride, n);
        }
    }

    /// The words a pointer's descriptor would hold if associated with `value`: the base
    /// address and, per dimension, the lower and upper bound and the stride in elements.
    fn pointer_words_of(&mut self, value: &PointerValue) -> Option<(ValueId, Vec<[ValueId; 3]>)> {
        match value {
            PointerValue::Null => Some((self.b().const_int(Type::Ptr, 0), Vec::new())),
            PointerValue::Scalar(a) => {
                let p = self.actual_argument(a)?;
                Some((p, Vec::new()))
            }
            PointerValue::Chars(place) => {
                let (p, _) = self.char_place(place);
                Some((p, Vec::new()))
            }
            PointerValue::Function(e) => {
                let crate::fortran::hir::ExprKind::Call(call) = &e.kind else {
                    self.internal("a pointer function's target that is not a call");
                    return None;
                };
                let rank = match &self.unit.symbol(call.proc).kind {
                    SymbolKind::Procedure(p) => p.interface.as_ref()?.pointer_result?,
                    _ => 0,
                };
                let desc = self.call(call)?;
                let base = self.b().load(desc, Type::Ptr);
                let mut dims = Vec::with_capacity(rank);
                for k in 0..rank {
                    let word = |l: &mut Self, at: usize| {
                        let p = l.word_at(desc, at);
                        l.b().load(p, Type::I64)
                    };
                    let lo = word(self, 1 + 2 * k);
                    let hi = word(self, 2 + 2 * k);
                    let stride = word(self, 1 + 2 * rank + k);
                    dims.push([lo, hi, stride]);
                }
                Some((base, dims))
            }
            PointerValue::Array { section, lows } => {
                let desc = self.section_descriptor(section)?;
                let base = self.b().load(desc, Type::Ptr);
                let rank = (descriptor_len(section) - 1) / 2;
                let mut dims = Vec::with_capacity(rank);
                for k in 0..rank {
                    let p = self.word_at(desc, 1 + 2 * k);
                    let extent = self.b().load(p, Type::I64);
                    let p = self.word_at(desc, 2 + 2 * k);
                    let stride = self.b().load(p, Type::I64);
                    let lo = match lows {
                        Some(l) => self.index_expr(&l[k]),
                        None => self.b().const_i64(1),
                    };
                    let one = self.b().const_i64(1);
                    let hi = self.b().binary(OpKind::AddI, lo, extent);
                    let hi = self.b().binary(OpKind::SubI, hi, one);
                    dims.push([lo, hi, stride]);
                }
                Some((base, dims))
            }
        }
    }

    /// A pointer's descriptor and rank (a component's descriptor is its slot in the
    /// structure: the target's address).
    pub(super) fn pointer_descriptor(&mut self, p: &PointerObj) -> Option<(ValueId, usize)> {
        match p {
            PointerObj::Var(id) => {
                let Some(desc) = self.descriptor(*id) else {
                    self.internal("a pointer without a descriptor");
                    return None;
                };
                Some((desc, self.pointer_rank(*id)))
            }
            PointerObj::Field(f) => Some((self.component_slot(f), 0)),
        }
    }

    /// `ALLOCATE (x%p, ...)`: a new target for each scalar pointer component.
    pub(super) fn allocate_components(&mut self, fields: &[FieldRef], stat: Option<&Place>) {
        let has_stat = self.b().const_i32(i64::from(stat.is_some()));
        for f in fields {
            let desc = self.component_slot(f);
            if !f.allocatable {
                // A pointer's ALLOCATE makes a new target, whatever it pointed to; an
                // allocated ALLOCATABLE component is an error the runtime reports.
                self.clear_descriptor(desc);
            }
            let status = self.allocate_scalar_with(desc, f.ty, f.char_len, has_stat);
            self.default_initialise_target(desc, f.ty, status);
            self.store_stat(stat, status);
        }
    }

    /// A new scalar of type `ty` (CHARACTER of `char_len`) whose address goes to `desc` (a
    /// descriptor of rank 0, unallocated); a failure stops the program.
    pub(super) fn allocate_scalar(&mut self, desc: ValueId, ty: Ty, char_len: i64) {
        let no_stat = self.b().const_i32(0);
        self.allocate_scalar_with(desc, ty, char_len, no_stat);
    }

    /// [`Lowerer::allocate_scalar`] with STAT= (`has_stat`): the status.
    fn allocate_scalar_with(
        &mut self,
        desc: ValueId,
        ty: Ty,
        char_len: i64,
        has_stat: ValueId,
    ) -> ValueId {
        let bytes = match ty {
            Ty::Derived(d) => i64::from(d.size),
            Ty::Char => char_len,
            Ty::Complex(k) => 2 * i64::from(k),
            t => t.mem_scalar().size_bytes() as i64,
        };
        let rank = self.b().const_i64(0);
        let unit = self.b().const_i64(bytes);
        let bounds = self.b().alloca_array(Type::I64, 1);
        let mut name = b"component".to_vec();
        name.push(0);
        let global = self.constant_bytes("__name", &name);
        let name = self.b().global_addr(&global);
        self.call_runtime_value(
            "dvmh_allocate",
            &[desc, rank, unit, bounds, has_stat, name],
            Type::I32,
        )
    }

    /// `DEALLOCATE (x%p, ...)` of scalar POINTER and ALLOCATABLE components: the target's
    /// own allocatable parts, then the target.
    pub(super) fn deallocate_components(&mut self, fields: &[FieldRef], stat: Option<&Place>) {
        let has_stat = self.b().const_i32(i64::from(stat.is_some()));
        for f in fields {
            let desc = self.component_slot(f);
            let target = self.b().load(desc, Type::Ptr);
            let one = self.b().const_i64(1);
            self.deep_free(target, one, f.ty);
            let mut name = b"component".to_vec();
            name.push(0);
            let global = self.constant_bytes("__name", &name);
            let name = self.b().global_addr(&global);
            let status =
                self.call_runtime_value("dvmh_deallocate", &[desc, has_stat, name], Type::I32);
            self.store_stat(stat, status);
        }
    }

    /// `p => value`, `p(lo:, ...) => value`, `p(lo:hi, ...) => value`.
    pub(super) fn pointer_assign(
        &mut self,
        pointer: &PointerObj,
        value: &PointerValue,
        bounds: &[(Expr, Option<Expr>)],
    ) {
        let Some((desc, rank)) = self.pointer_descriptor(pointer) else {
            return;
        };
        if let (PointerObj::Var(id), PointerValue::Function(f)) = (pointer, value) {
            if self.unit.symbol(*id).char_len == Some(CharLen::Deferred) {
                self.take_deferred_char_result(desc, f);
                return;
            }
        }
        if let PointerValue::Chars(target) = value {
            self.point_deferred_char(desc, target);
            return;
        }
        self.associate(desc, rank, value, bounds);
    }

    /// Makes the pointer descriptor `desc` (of `rank` dimensions) describe `value`.
    pub(super) fn associate(
        &mut self,
        desc: ValueId,
        rank: usize,
        value: &PointerValue,
        bounds: &[(Expr, Option<Expr>)],
    ) {
        if matches!(value, PointerValue::Null) {
            self.null_descriptor(desc, rank);
            return;
        }
        let Some((base, mut dims)) = self.pointer_words_of(value) else {
            return;
        };
        if !bounds.is_empty() {
            dims = self.rebound(&dims, bounds);
        }
        // Everything is computed before the first store: `p => p(2:)` reads p.
        self.b().store(base, desc);
        for (k, [lo, hi, stride]) in dims.into_iter().enumerate() {
            let p = self.word_at(desc, 1 + 2 * k);
            self.b().store(lo, p);
            let p = self.word_at(desc, 2 + 2 * k);
            self.b().store(hi, p);
            let p = self.word_at(desc, 1 + 2 * rank + k);
            self.b().store(stride, p);
        }
    }

    /// The dimensions of a pointer given bounds: the target's extents and strides from the
    /// new lower bounds, or with remapping (upper bounds given) the target's elements in
    /// order from its first, each dimension's stride the previous one's times its extent.
    fn rebound(
        &mut self,
        dims: &[[ValueId; 3]],
        bounds: &[(Expr, Option<Expr>)],
    ) -> Vec<[ValueId; 3]> {
        let one = self.b().const_i64(1);
        let mut out = Vec::with_capacity(bounds.len());
        let mut stride = match dims.first() {
            Some(&[_, _, s]) => s,
            None => one,
        };
        for (k, (lo, hi)) in bounds.iter().enumerate() {
            let lo = self.index_expr(lo);
            match hi {
                Some(hi) => {
                    let hi = self.index_expr(hi);
                    out.push([lo, hi, stride]);
                    let zero = self.b().const_i64(0);
                    let n = self.b().binary(OpKind::SubI, hi, lo);
                    let n = self.b().binary(OpKind::AddI, n, one);
                    let n = self.b().binary(OpKind::MaxI, n, zero);
                    stride = self.b().binary(OpKind::MulI, stride, n);
                }
                None => {
                    let Some(&[tlo, thi, st]) = dims.get(k) else {
                        continue;
                    };
                    let n = self.b().binary(OpKind::SubI, thi, tlo);
                    let hi = self.b().binary(OpKind::AddI, lo, n);
                    out.push([lo, hi, st]);
                }
            }
        }
        out
    }

    /// `NULLIFY (p, ...)`.
    pub(super) fn nullify(&mut self, pointers: &[PointerObj]) {
        for p in pointers {
            if let Some((desc, rank)) = self.pointer_descriptor(p) {
                self.null_descriptor(desc, rank);
            }
        }
    }

    /// `ASSOCIATED(p [, t])` (`i1`): the base is not null (and is the target's first
    /// element, and for arrays the extents and strides are the target's).
    pub(super) fn associated(
        &mut self,
        pointer: &PointerObj,
        target: Option<&PointerValue>,
    ) -> ValueId {
        let Some((desc, rank)) = self.pointer_descriptor(pointer) else {
            return self.b().const_bool(false);
        };
        let base = self.b().load(desc, Type::I64);
        let zero = self.b().const_i64(0);
        let mut ok = self.b().cmpi("ne", base, zero);
        let Some(target) = target else {
            return ok;
        };
        let Some((tbase, dims)) = self.pointer_words_of(target) else {
            return ok;
        };
        let tbase = self
            .b()
            .op1(OpKind::PtrToInt, &[tbase], Type::I64, dvmh_ir::Attrs::new());
        let same = self.b().cmpi("eq", base, tbase);
        ok = self.b().binary(OpKind::AndI, ok, same);
        for (k, [lo, hi, stride]) in dims.into_iter().enumerate() {
            let p = self.word_at(desc, 1 + 2 * k);
            let plo = self.b().load(p, Type::I64);
            let p = self.word_at(desc, 2 + 2 * k);
            let phi = self.b().load(p, Type::I64);
            let p = self.word_at(desc, 1 + 2 * rank + k);
            let pst = self.b().load(p, Type::I64);
            let pn = self.b().binary(OpKind::SubI, phi, plo);
            let tn = self.b().binary(OpKind::SubI, hi, lo);
            let same_n = self.b().cmpi("eq", pn, tn);
            let same_st = self.b().cmpi("eq", pst, stride);
            ok = self.b().binary(OpKind::AndI, ok, same_n);
            ok = self.b().binary(OpKind::AndI, ok, same_st);
        }
        ok
    }

    /// A pointer passed to a POINTER dummy: its descriptor.
    pub(super) fn pointer_actual(&mut self, p: &PointerObj) -> Option<ValueId> {
        self.pointer_descriptor(p).map(|(d, _)| d)
    }
}

/// The words of the descriptor `section_descriptor` builds for `s`.
fn descriptor_len(s: &crate::fortran::hir::SectionArg) -> usize {
    1 + 2 * s
        .dims
        .iter()
        .filter(|d| matches!(d, crate::fortran::hir::SectionDim::Range(..)))
        .count()
}

//! Descriptors of arrays and array sections passed to assumed-shape dummies.
//!
//! The layout is the one `hir::SectionArg` documents: `1 + 2 * rank` 64-bit words on the
//! caller's stack, the address of the first element, then per dimension of the section its
//! extent and its stride in elements. Strides are measured, not derived from declared
//! shapes: the distance between the first element and its neighbour along each dimension of
//! the array's view, whatever the view is (a local or COMMON array, an adjustable or
//! allocatable one, another assumed-shape dummy passing its own descriptor on), times the
//! section's stride. So no section is ever copied to be passed.

use super::Lowerer;
use crate::fortran::hir::{SectionArg, SectionDim, Ty};
use dvmh_ir::{Attrs, OpKind, Type, ValueId};

impl Lowerer<'_> {
    /// Builds the descriptor of `s` on the stack; returns its address.
    pub(super) fn section_descriptor(&mut self, s: &SectionArg) -> Option<ValueId> {
        let id = s.array;
        let view = match self.dist_views.get(&id).or_else(|| self.views.get(&id)) {
            Some(&v) => v,
            None => match self.allocatable_view(id) {
                Some(v) => v,
                None => {
                    self.internal(format!(
                        "no storage for '{}' passed to an assumed-shape dummy",
                        self.unit.symbol(id).name
                    ));
                    return None;
                }
            },
        };
        let sym = self.unit.symbol(id);
        let elem_bytes = if sym.ty == Ty::Char {
            let len = self.char_len(id);
            let one = self.b().const_i64(1);
            self.b().binary(OpKind::MaxI, len, one)
        } else {
            let size = sym.element_size().max(1) as i64;
            self.b().const_i64(size)
        };
        let first: Vec<ValueId> = s
            .dims
            .iter()
            .map(|d| match d {
                SectionDim::Range(lo, _, _) | SectionDim::Index(lo) => self.index_expr(lo),
            })
            .collect();
        let base = self.b().elem_ptr(view, &first);
        let base_int = self
            .b()
            .op1(OpKind::PtrToInt, &[base], Type::I64, Attrs::new());
        let rank = s
            .dims
            .iter()
            .filter(|d| matches!(d, SectionDim::Range(..)))
            .count();
        let desc = self
            .b()
            .alloca_array(Type::I64, super::allocatable::descriptor_words(rank));
        self.b().store(base, desc);
        let mut word = 1;
        for (k, d) in s.dims.iter().enumerate() {
            let SectionDim::Range(_, hi, step) = d else {
                continue;
            };
            let lo = first[k];
            let hi = self.index_expr(hi);
            let step = self.index_expr(step);
            // The distance to the next element along dimension k, in elements.
            let mut next = first.clone();
            let one = self.b().const_i64(1);
            next[k] = self.b().binary(OpKind::AddI, lo, one);
            let p = self.b().elem_ptr(view, &next);
            let p = self
                .b()
                .op1(OpKind::PtrToInt, &[p], Type::I64, Attrs::new());
            let bytes = self.b().binary(OpKind::SubI, p, base_int);
            let unit = self.b().binary(OpKind::DivSI, bytes, elem_bytes);
            let stride = self.b().binary(OpKind::MulI, unit, step);
            // max((hi - lo + step) / step, 0)
            let span = self.b().binary(OpKind::SubI, hi, lo);
            let span = self.b().binary(OpKind::AddI, span, step);
            let extent = self.b().binary(OpKind::DivSI, span, step);
            let zero = self.b().const_i64(0);
            let extent = self.b().binary(OpKind::MaxI, extent, zero);
            for (j, v) in [extent, stride].into_iter().enumerate() {
                let at = self.b().const_i64(8 * (word + j) as i64);
                let p = self.b().offset(desc, at);
                self.b().store(v, p);
            }
            word += 2;
        }
        Some(desc)
    }
}

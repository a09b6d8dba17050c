//! INHERIT dummies declared with other lower bounds than their actual arguments'.
//!
//! `SUBROUTINE S(A, N)` with `REAL A(0:N-1, 0:N-1)` and `!DVM$ INHERIT A`, called with a
//! distributed `B(1:N, 1:N)`: the dummy is the actual's distributed array (its handle, its
//! distribution, its shadow edges, its storage), seen through the dummy's own index space.
//! The runtime knows only the actual's indices, so on entry the unit computes, per dimension,
//! the shift `actual lower bound - dummy lower bound` (`dvmh_inherit_lower`, which also
//! checks that the ranks agree), and every index of the dummy that reaches the handle or its
//! views is shifted: element addresses and the runtime's element reads and writes, the ON
//! rules of parallel loops, REMOTE_ACCESS boxes, ALIGN rules of arrays aligned with the dummy,
//! and sections in ACTUAL/GET_ACTUAL and region clauses. Widths (SHADOW_RENEW, ACROSS) are
//! differences of indices and need none. When the bounds agree the shift is zero and the
//! additions fold away after LLVM hoists them out of the loops.

use super::Lowerer;
use crate::fortran::hir::{SymId, SymbolKind};
use dvmh_ir::{OpKind, Type, ValueId};

impl Lowerer<'_> {
    /// Computes the shifts of the INHERIT dummy `id` whose actual argument's handle is `h`
    /// (on entry, after the dummy scalars its bounds may read).
    pub(super) fn inherit_shifts(&mut self, id: SymId, h: ValueId) {
        let sym = self.unit.symbol(id);
        let SymbolKind::Array(info) = &sym.kind else {
            return;
        };
        let info = info.clone();
        let rank = info.rank();
        let name = self.array_name(id);
        let rank_v = self.b().const_i32(rank as i64);
        let mut shifts = Vec::with_capacity(rank);
        for (k, &(fixed_lo, _)) in info.dims.iter().enumerate() {
            let dummy_lo = match info.adjustable.as_ref().and_then(|b| b.get(k)) {
                Some((lo, _)) => {
                    let v = self.index_expr(lo);
                    self.widen_to_i64(v)
                }
                None => self.b().const_i64(fixed_lo),
            };
            let dim = self.b().const_i32(k as i64);
            let actual_lo =
                self.call_runtime_value("dvmh_inherit_lower", &[h, rank_v, dim, name], Type::I64);
            shifts.push(self.b().binary(OpKind::SubI, actual_lo, dummy_lo));
        }
        self.inherit_shifts.insert(id, shifts);
    }

    /// The bounds of the assumed-shape INHERIT dummy `id` (`A(:, 0:)`), whose actual
    /// argument's handle is `h`: its declared lower bounds and the actual's extents, kept in
    /// a descriptor of the distributed allocatable layout (the handle, then lower and upper
    /// bound per dimension; see `dist_allocatable.rs`), which answers SIZE, LBOUND, UBOUND
    /// and the upper bounds of its declaration.
    pub(super) fn inherit_assumed_shape(&mut self, id: SymId, h: ValueId) {
        let SymbolKind::Array(info) = &self.unit.symbol(id).kind else {
            return;
        };
        let Some(bounds) = info.adjustable.clone() else {
            return;
        };
        let rank = bounds.len();
        let name = self.array_name(id);
        let rank_v = self.b().const_i32(rank as i64);
        let words = super::allocatable::descriptor_words(rank);
        let desc = self.b().alloca_array(Type::I64, words);
        self.b().store(h, desc);
        for (k, (lo, _)) in bounds.iter().enumerate() {
            let lo = self.index_expr(lo);
            let lo = self.widen_to_i64(lo);
            let dim = self.b().const_i32(k as i64);
            let actual_lo =
                self.call_runtime_value("dvmh_inherit_lower", &[h, rank_v, dim, name], Type::I64);
            let actual_hi =
                self.call_runtime_value("dvmh_inherit_upper", &[h, rank_v, dim, name], Type::I64);
            let span = self.b().binary(OpKind::SubI, actual_hi, actual_lo);
            let hi = self.b().binary(OpKind::AddI, lo, span);
            let at = self.descriptor_word(desc, 1 + 2 * k);
            self.b().store(lo, at);
            let at = self.descriptor_word(desc, 2 + 2 * k);
            self.b().store(hi, at);
        }
        self.dist_descriptors.insert(id, desc);
    }

    /// The shift of dimension `k` of `id` (an INHERIT dummy), if it has one.
    pub(super) fn inherit_shift(&self, id: SymId, k: usize) -> Option<ValueId> {
        self.inherit_shifts.get(&id).and_then(|s| s.get(k)).copied()
    }

    /// `idx`, subscripts of `id` in its declared index space, in its handle's index space.
    pub(super) fn dist_indices(&mut self, id: SymId, idx: &[ValueId]) -> Vec<ValueId> {
        if !self.inherit_shifts.contains_key(&id) {
            return idx.to_vec();
        }
        idx.iter()
            .enumerate()
            .map(|(k, &i)| self.dist_index(id, k, i))
            .collect()
    }

    /// One index `v` of dimension `k` of `id` in its handle's index space.
    pub(super) fn dist_index(&mut self, id: SymId, k: usize, v: ValueId) -> ValueId {
        match self.inherit_shift(id, k) {
            Some(s) => {
                let v = match self.func.value_type(v) {
                    Type::I64 => v,
                    _ => self.widen_to_i64(v),
                };
                self.b().binary(OpKind::AddI, v, s)
            }
            None => v,
        }
    }
}

//! ALLOCATABLE arrays: their descriptors, views built from them, ALLOCATE, DEALLOCATE and
//! the run-time inquiries.
//!
//! A descriptor is `1 + 2 * rank` 64-bit words: the address of the elements (null while
//! unallocated), then the lower and upper bound of each dimension (the runtime's
//! `abi::memory` changes it). It lives in a module or host variable's global, in a global of
//! its own for the main program's and SAVEd arrays, and on the stack for a procedure's own
//! (freed when the procedure returns, as Fortran requires).
//!
//! The view of an allocatable array is built from its descriptor where it is used, because
//! ALLOCATE may change it anywhere. Where nothing can change it — the body of a loop without
//! ALLOCATE, DEALLOCATE or calls, a parallel loop — the view is built once before the loop
//! ([`Lowerer::cache_allocatable_views`]), so that the loop reads no descriptor.

use super::Lowerer;
use crate::fortran::hir::{
    AllocItem, ArrayInquiry, Expr, ExprKind, Place, Stmt, StmtKind, SymId, SymbolKind,
};
use dvmh_ir::{OpKind, Type, ValueId};
use std::collections::BTreeSet;

/// The number of 8-byte words of a descriptor of `rank` dimensions.
pub(super) fn descriptor_words(rank: usize) -> u64 {
    1 + 2 * rank as u64
}

impl Lowerer<'_> {
    /// The address of word `k` of a descriptor.
    pub(super) fn descriptor_word(&mut self, desc: ValueId, k: usize) -> ValueId {
        let at = self.b().const_i64(8 * k as i64);
        self.b().offset(desc, at)
    }

    fn load_word(&mut self, desc: ValueId, k: usize) -> ValueId {
        let p = self.descriptor_word(desc, k);
        let ty = if k == 0 { Type::Ptr } else { Type::I64 };
        self.b().load(p, ty)
    }

    fn rank_of(&self, id: SymId) -> usize {
        match &self.unit.symbol(id).kind {
            SymbolKind::Array(info) => info.rank(),
            _ => 0,
        }
    }

    /// The descriptor of an allocatable array or a pointer: its own, or for an array POINTER
    /// component's alias the one in its structure, located here.
    pub(super) fn descriptor(&mut self, id: SymId) -> Option<ValueId> {
        if let Some(f) = self.unit.component_arrays.get(&id) {
            let f = f.clone();
            return Some(self.component_slot(&f));
        }
        self.descriptors.get(&id).copied()
    }

    /// The view of an allocatable array, read from its descriptor here.
    pub(super) fn allocatable_view(&mut self, id: SymId) -> Option<ValueId> {
        let desc = self.descriptor(id)?;
        if self.unit.symbol(id).pointer {
            return Some(self.pointer_view(id, desc));
        }
        let sym = self.unit.symbol(id);
        let (elem, unit) = (sym.ty.mem_scalar(), sym.element_units() as i64);
        let rank = self.rank_of(id);
        let base = self.load_word(desc, 0);
        let mut lows = Vec::with_capacity(rank);
        let mut strides = Vec::with_capacity(rank);
        let mut stride = self.b().const_i64(unit);
        for k in 0..rank {
            let lo = self.load_word(desc, 1 + 2 * k);
            let hi = self.load_word(desc, 2 + 2 * k);
            lows.push(lo);
            strides.push(stride);
            let extent = self.extent(lo, hi);
            stride = self.b().binary(OpKind::MulI, stride, extent);
        }
        Some(self.view_of(base, elem, &lows, &strides))
    }

    /// `max(hi - lo + 1, 0)`.
    fn extent(&mut self, lo: ValueId, hi: ValueId) -> ValueId {
        let one = self.b().const_i64(1);
        let zero = self.b().const_i64(0);
        let d = self.b().binary(OpKind::SubI, hi, lo);
        let n = self.b().binary(OpKind::AddI, d, one);
        let neg = self.b().cmpi("slt", n, zero);
        self.b().select(neg, zero, n)
    }

    /// The first element of an allocatable array (what passing the whole array passes).
    pub(super) fn allocatable_base(&mut self, id: SymId) -> Option<ValueId> {
        let desc = self.descriptor(id)?;
        Some(self.load_word(desc, 0))
    }

    /// The number of elements of an allocatable array (i64).
    pub(super) fn allocatable_count(&mut self, id: SymId) -> Option<ValueId> {
        let desc = self.descriptor(id)?;
        let mut count = self.b().const_i64(1);
        for k in 0..self.rank_of(id) {
            let lo = self.load_word(desc, 1 + 2 * k);
            let hi = self.load_word(desc, 2 + 2 * k);
            let e = self.extent(lo, hi);
            count = self.b().binary(OpKind::MulI, count, e);
        }
        Some(count)
    }

    /// ALLOCATED, and the bounds and extents of an allocatable array (INTEGER(4)).
    pub(super) fn array_inquiry(&mut self, id: SymId, q: ArrayInquiry) -> ValueId {
        let desc = match self.descriptor(id) {
            Some(d) => Some(d),
            None => self.dist_descriptors.get(&id).copied(),
        };
        let Some(desc) = desc else {
            self.internal(format!("no descriptor for '{}'", self.unit.symbol(id).name));
            return self.b().const_i32(0);
        };
        let v = match q {
            ArrayInquiry::Allocated => {
                let p = self.descriptor_word(desc, 0);
                let base = self.b().load(p, Type::I64);
                let null = self.b().const_i64(0);
                return self.b().cmpi("ne", base, null);
            }
            ArrayInquiry::Lower(k) => self.load_word(desc, 1 + 2 * k),
            ArrayInquiry::Upper(k) => self.load_word(desc, 2 + 2 * k),
            ArrayInquiry::Extent(k) => {
                let lo = self.load_word(desc, 1 + 2 * k);
                let hi = self.load_word(desc, 2 + 2 * k);
                self.extent(lo, hi)
            }
        };
        self.b().convert(v, Type::I32)
    }

    /// The NUL-terminated name of an array, for the runtime's messages.
    pub(super) fn array_name(&mut self, id: SymId) -> ValueId {
        let mut name = self.unit.symbol(id).name.to_ascii_uppercase().into_bytes();
        name.push(0);
        let global = self.constant_bytes("__name", &name);
        self.b().global_addr(&global)
    }

    /// Stores a runtime status into STAT=, or ignores it (the runtime stopped on failure).
    pub(super) fn store_stat(&mut self, stat: Option<&Place>, status: ValueId) {
        if let Some(place) = stat {
            let ty = self.unit.symbol(place.symbol()).ty;
            let v = self.b().convert(status, Type::Scalar(ty.scalar()));
            self.store_place(place, v);
        }
    }

    /// ALLOCATE: the bounds are evaluated into a temporary, then the runtime checks the
    /// array's state, allocates and sets the descriptor.
    pub(super) fn allocate(&mut self, items: &[AllocItem], stat: Option<&Place>) {
        let has_stat = self.b().const_i32(i64::from(stat.is_some()));
        for item in items {
            if let Some(desc) = self.dist_descriptors.get(&item.array).copied() {
                self.allocate_distributed(desc, item, stat);
                continue;
            }
            let Some(desc) = self.descriptor(item.array) else {
                self.internal("ALLOCATE of an array without a descriptor");
                continue;
            };
            let rank = item.bounds.len();
            let bounds = self.b().alloca_array(Type::I64, 2 * rank as u64);
            for (k, (lo, hi)) in item.bounds.iter().enumerate() {
                for (j, e) in [lo, hi].into_iter().enumerate() {
                    let v = self.index_expr(e);
                    let at = self.b().const_i64(8 * (2 * k + j) as i64);
                    let p = self.b().offset(bounds, at);
                    self.b().store(v, p);
                }
            }
            let sym = self.unit.symbol(item.array);
            let pointer = sym.pointer;
            if pointer && !self.unit.is_allocatable_scalar(item.array) {
                // A pointer's ALLOCATE makes a new target, whatever it pointed to (an
                // ALLOCATABLE scalar's is an error when it is allocated, as an array's).
                self.clear_descriptor(desc);
            }
            let sym = self.unit.symbol(item.array);
            let unit_bytes = sym.element_size() as i64;
            let rank_v = self.b().const_i64(rank as i64);
            let unit_v = self.b().const_i64(unit_bytes);
            let name = self.array_name(item.array);
            let status = self.call_runtime_value(
                "dvmh_allocate",
                &[desc, rank_v, unit_v, bounds, has_stat, name],
                Type::I32,
            );
            if pointer {
                self.contiguous_strides(item.array, desc);
            }
            // A new target of a pointer gets the default component values too.
            self.default_initialise_allocation(item.array, desc, status);
            self.store_stat(stat, status);
        }
    }

    pub(super) fn deallocate(&mut self, items: &[SymId], stat: Option<&Place>) {
        let has_stat = self.b().const_i32(i64::from(stat.is_some()));
        for &id in items {
            if let Some(desc) = self.dist_descriptors.get(&id).copied() {
                self.deallocate_distributed(desc, id, stat);
                continue;
            }
            let Some(desc) = self.descriptor(id) else {
                self.internal("DEALLOCATE of an array without a descriptor");
                continue;
            };
            self.deep_free_array(id);
            let name = self.array_name(id);
            let status =
                self.call_runtime_value("dvmh_deallocate", &[desc, has_stat, name], Type::I32);
            self.store_stat(stat, status);
        }
    }

    /// Frees the procedure's own allocatable arrays that are still allocated (on return).
    pub(super) fn free_local_allocatables(&mut self) {
        let locals = self.local_allocatables.clone();
        let quiet = self.b().const_i32(1);
        for id in locals {
            if let Some(desc) = self.descriptors.get(&id).copied() {
                let name = self.array_name(id);
                self.call_runtime_value("dvmh_deallocate", &[desc, quiet, name], Type::I32);
            }
        }
    }

    /// Builds, before a loop, the views of the allocatable arrays its body uses when nothing
    /// in the body can change them; returns what to restore afterwards.
    pub(super) fn cache_allocatable_views(
        &mut self,
        body: &[Stmt],
    ) -> Vec<(SymId, Option<ValueId>)> {
        if self.descriptors.is_empty() {
            return Vec::new();
        }
        let mut used = BTreeSet::new();
        if !allocatables_used(body, &mut used) {
            return Vec::new();
        }
        let mut saved = Vec::new();
        for id in used {
            if !self.descriptors.contains_key(&id) || self.views.contains_key(&id) {
                continue;
            }
            if let Some(view) = self.allocatable_view(id) {
                saved.push((id, self.views.insert(id, view)));
            }
        }
        saved
    }

    pub(super) fn restore_views(&mut self, saved: Vec<(SymId, Option<ValueId>)>) {
        for (id, old) in saved.into_iter().rev() {
            match old {
                Some(v) => self.views.insert(id, v),
                None => self.views.remove(&id),
            };
        }
    }

    /// Makes the lower bounds of an allocatable descriptor of `rank` dimensions 1, keeping
    /// its extents: the value of a function reference has bounds `1:n` whatever bounds the
    /// function gave its result.
    pub(super) fn rebase_to_one(&mut self, desc: ValueId, rank: usize) {
        let one = self.b().const_i64(1);
        for k in 0..rank {
            let lo = self.load_word(desc, 1 + 2 * k);
            let hi = self.load_word(desc, 2 + 2 * k);
            let n = self.extent(lo, hi);
            let p = self.descriptor_word(desc, 1 + 2 * k);
            self.b().store(one, p);
            let p = self.descriptor_word(desc, 2 + 2 * k);
            self.b().store(n, p);
        }
    }

    /// Stores zero into a descriptor's base word (unallocated).
    pub(super) fn clear_descriptor(&mut self, desc: ValueId) {
        let null = self.b().const_int(Type::Ptr, 0);
        self.b().store(null, desc);
    }
}

/// Collects the symbols of arrays referenced in `stmts` into `out`; `false` when the
/// statements may change an allocatable array's descriptor (ALLOCATE, DEALLOCATE, a call).
fn allocatables_used(stmts: &[Stmt], out: &mut BTreeSet<SymId>) -> bool {
    for s in stmts {
        let mut exprs: Vec<&Expr> = Vec::new();
        match &s.kind {
            StmtKind::Allocate { .. } | StmtKind::Deallocate { .. } | StmtKind::Call(_) => {
                return false
            }
            StmtKind::Assign { target, value } => {
                if let Place::Elem(id, _, _) = target {
                    out.insert(*id);
                }
                exprs.extend(target.exprs());
                exprs.push(value);
            }
            StmtKind::If(i) => {
                exprs.push(&i.cond);
                if !allocatables_used(&i.then_body, out) || !allocatables_used(&i.else_body, out) {
                    return false;
                }
            }
            StmtKind::Loop(l) => {
                match &l.kind {
                    crate::fortran::hir::LoopKind::Counted { lo, hi, step, .. } => {
                        exprs.push(lo);
                        exprs.push(hi);
                        exprs.extend(step);
                    }
                    crate::fortran::hir::LoopKind::While(c) => exprs.push(c),
                    crate::fortran::hir::LoopKind::Forever => {}
                }
                if !allocatables_used(&l.body, out) {
                    return false;
                }
            }
            StmtKind::Goto(_)
            | StmtKind::Exit(_)
            | StmtKind::Cycle(_)
            | StmtKind::Continue
            | StmtKind::Return => {}
            // I/O, STOP, nested parallel loops and regions: not worth analysing.
            _ => return false,
        }
        let mut todo = exprs;
        while let Some(e) = todo.pop() {
            match &e.kind {
                ExprKind::Call(_) => return false,
                ExprKind::Elem(id, _) => {
                    out.insert(*id);
                }
                _ => {}
            }
            todo.extend(e.children());
        }
    }
    true
}

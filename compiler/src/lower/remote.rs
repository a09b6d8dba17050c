//! REMOTE_ACCESS: `dvm.remote_create` buffers before a parallel loop or a statement, the
//! covered references read through `mem.view_load` of them, `dvm.remote_free` after.
//!
//! A buffer holds the box the directive names, indexed by the array's global indices: a fixed
//! subscript (a constant or a variable the loop does not change) gives one index, `:` and a
//! subscript that uses a loop variable the whole dimension. A covered reference has the
//! directive's subscripts where they are fixed, so addressing the buffer's view with the
//! reference's own subscripts finds the element the serial program reads.

use super::Lowerer;
use crate::fortran::hir::{RemoteRef, RemoteSub, Stmt, SymbolKind};
use dvmh_ir::{Attr, Attrs, OpKind, Type, ValueId};

impl Lowerer<'_> {
    /// Gathers the buffer of each reference (collective); their handles, in order.
    pub(super) fn remote_buffers(&mut self, refs: &[RemoteRef]) -> Vec<ValueId> {
        let mut out = Vec::with_capacity(refs.len());
        for r in refs {
            let Some(h) = self.handles.get(&r.array).copied() else {
                self.internal("a REMOTE_ACCESS array has no handle");
                continue;
            };
            let mut operands = vec![h];
            for s in &r.subs {
                match s {
                    RemoteSub::Expr {
                        expr,
                        varying: false,
                    } => {
                        let v = self.index_expr(expr);
                        let v = self.widen_to_i64(v);
                        operands.extend([v, v]);
                    }
                    RemoteSub::All | RemoteSub::Expr { varying: true, .. } => {
                        let lo = self.b().const_i64(i64::MIN);
                        let hi = self.b().const_i64(i64::MAX);
                        operands.extend([lo, hi]);
                    }
                }
            }
            out.push(
                self.b()
                    .op1(OpKind::RemoteCreate, &operands, Type::Ptr, Attrs::new()),
            );
        }
        out
    }

    /// The `remote` attribute of a parallel loop: the names of its buffers' arrays.
    pub(super) fn remote_names(&self, refs: &[RemoteRef]) -> Attr {
        Attr::Array(
            refs.iter()
                .map(|r| Attr::Str(self.unit.symbol(r.array).name.to_ascii_uppercase()))
                .collect(),
        )
    }

    /// Makes the references read the buffers (views loaded here); returns how many views
    /// were in force before, for [`end_remote`](Lowerer::end_remote).
    pub(super) fn begin_remote(&mut self, refs: &[RemoteRef], buffers: &[ValueId]) -> usize {
        let before = self.remote_views.len();
        for (r, &buf) in refs.iter().zip(buffers) {
            let sym = self.unit.symbol(r.array);
            let SymbolKind::Array(info) = &sym.kind else {
                continue;
            };
            let ty = Type::view(sym.ty.mem_scalar(), info.rank());
            let v = self.b().op1(OpKind::ViewLoad, &[buf], ty, Attrs::new());
            self.remote_views.push((r.clone(), v));
        }
        before
    }

    pub(super) fn end_remote(&mut self, before: usize) {
        self.remote_views.truncate(before);
    }

    /// Frees the buffers (unless control never gets here).
    pub(super) fn free_remote(&mut self, buffers: &[ValueId]) {
        if self.is_terminated() {
            return;
        }
        for &b in buffers {
            self.b().op0(OpKind::RemoteFree, &[b], Attrs::new());
        }
    }

    /// A statement after a standalone REMOTE_ACCESS.
    pub(super) fn remote_stmt(&mut self, refs: &[RemoteRef], body: &[Stmt]) {
        let buffers = self.remote_buffers(refs);
        let before = self.begin_remote(refs, &buffers);
        self.block(body);
        self.end_remote(before);
        self.free_remote(&buffers);
    }

    /// The buffer view a read of `array(subs)` goes through, if a REMOTE_ACCESS covers it
    /// (the innermost one first).
    pub(super) fn remote_view(
        &self,
        array: crate::fortran::hir::SymId,
        subs: &[crate::fortran::hir::Expr],
    ) -> Option<ValueId> {
        self.remote_views
            .iter()
            .rev()
            .find(|(r, _)| r.covers(array, subs))
            .map(|(_, v)| *v)
    }
}

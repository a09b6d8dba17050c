//! MOVE_ALLOC(FROM, TO) (F2003): the allocation of FROM becomes TO's (TO's own is freed
//! first) and FROM is left unallocated, without copying the elements, which is what makes a
//! growing array (`allocate(t(2*n)); t(1:n) = a; call move_alloc(t, a)`) cheap.
//!
//! Both arguments are whole ALLOCATABLE variables of one type, kind and rank (arrays, or
//! scalars, see `alloc_scalars`); the run-time library's `dvmh_move_alloc` moves the
//! descriptor's words. Distributed arrays (whose descriptors hold runtime handles mapped on
//! processors) and POINTERs are not MOVE_ALLOC arguments here.

use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::{self, RuntimeArg, RuntimeCall, SymId, SymbolKind};

impl Checker<'_> {
    /// `CALL MOVE_ALLOC(from, to)` (`None` after an error).
    pub(super) fn move_alloc(&mut self, slots: &[Option<ast::Expr>]) -> Option<Vec<hir::StmtKind>> {
        let [Some(from), Some(to)] = slots else {
            return None;
        };
        let from_id = self.move_alloc_object(from, "FROM")?;
        let to_id = self.move_alloc_object(to, "TO")?;
        let (f, t) = (self.scope.get(from_id), self.scope.get(to_id));
        let rank = |s: &hir::Symbol| match &s.kind {
            SymbolKind::Array(info) => info.rank(),
            _ => 0,
        };
        if f.ty != t.ty || f.char_len != t.char_len {
            let (ft, tt) = (self.type_name(f.ty), self.type_name(t.ty));
            self.error(
                to.span,
                format!("MOVE_ALLOC: FROM is {ft} but TO is {tt}; they must have the same type and kind"),
            );
            return None;
        }
        if rank(f) != rank(t) {
            let (fr, tr) = (rank(f), rank(t));
            self.error(
                to.span,
                format!("MOVE_ALLOC: FROM has rank {fr} but TO has rank {tr}"),
            );
            return None;
        }
        Some(vec![hir::StmtKind::RuntimeCall(RuntimeCall {
            entry: "dvmh_move_alloc",
            args: vec![
                RuntimeArg::Descriptor(from_id),
                RuntimeArg::Descriptor(to_id),
            ],
        })])
    }

    /// A MOVE_ALLOC argument: a whole ALLOCATABLE variable that is not distributed.
    fn move_alloc_object(&mut self, e: &ast::Expr, what: &str) -> Option<SymId> {
        let id = match &e.kind {
            ast::ExprKind::Designator(d)
                if d.args.is_none() && d.substring.is_none() && d.parts.is_empty() =>
            {
                self.scope.lookup(&d.name.text).map(|id| (id, d))
            }
            _ => None,
        };
        let ok = id.filter(|(id, d)| {
            let sym = self.scope.get(*id);
            match &sym.kind {
                SymbolKind::Array(info) => info.allocatable && !sym.pointer,
                SymbolKind::Scalar => self.is_allocatable_scalar(d) && !self.is_polymorphic(d),
                _ => false,
            }
        });
        let Some((id, d)) = ok else {
            self.error(
                e.span,
                format!("MOVE_ALLOC: {what} must be a whole ALLOCATABLE variable"),
            );
            return None;
        };
        if matches!(&self.scope.get(id).kind, SymbolKind::Array(info) if info.dist.is_some()) {
            self.error(
                e.span,
                format!(
                    "MOVE_ALLOC of the distributed array '{}' is not supported",
                    d.name.text
                ),
            );
            return None;
        }
        Some(id)
    }
}

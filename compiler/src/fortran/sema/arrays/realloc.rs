//! Automatic (re)allocation on intrinsic assignment to a whole ALLOCATABLE array (F2003
//! 7.4.1.3; gfortran's default `-frealloc-lhs`): `a = [1, 2, 3]` allocates `a` when it is
//! unallocated, and reallocates it when its shape differs from the value's.
//!
//! Once per assignment, before its loop nest: the value's extents are captured in hidden
//! variables (they may read the target, `a = a(2:)`), the value is computed into a temporary
//! first when it reads the target element by element (`a = a(2:5) + 1` may change `a`'s
//! shape), then `a` is deallocated and allocated again with the value's shape if it is not
//! allocated with exactly that shape. The new lower bounds are 1, or a whole array source's
//! own (`a = b` with `b(0:9)` gives `a(0:9)`, as gfortran). The assignment then runs over the
//! captured shape. Distributed and POINTER arrays keep plain assignment.

use super::{assign, int, load, stmt, Extent};
use crate::fortran::ast;
use crate::fortran::hir::{
    self, ArrayInquiry, BinOp, Expr, ExprKind, IfStmt, Intrinsic, Place, SymId, SymbolKind, Ty,
    UnOp,
};
use crate::fortran::sema::Checker;
use crate::source::Span;

/// Whether `e` reads array `id` (an element or an inquiry of it).
fn mentions(e: &Expr, id: SymId) -> bool {
    let mut todo = vec![e];
    while let Some(x) = todo.pop() {
        match &x.kind {
            ExprKind::Elem(a, _) | ExprKind::ArrayInquiry(a, _) if *a == id => return true,
            ExprKind::Load(a) if *a == id => return true,
            _ => {}
        }
        todo.extend(x.children());
    }
    false
}

impl Checker<'_> {
    /// The whole ALLOCATABLE array an assignment to `lhs` may (re)allocate: a bare name of
    /// a non-distributed, non-POINTER allocatable array.
    pub(super) fn realloc_target(&self, lhs: &ast::Designator) -> Option<SymId> {
        if lhs.args.is_some() || !lhs.parts.is_empty() || lhs.substring.is_some() {
            return None;
        }
        let id = self.scope.lookup(&lhs.name.text)?;
        let sym = self.scope.get(id);
        match &sym.kind {
            SymbolKind::Array(info) if info.allocatable && info.dist.is_none() && !sym.pointer => {
                Some(id)
            }
            _ => None,
        }
    }

    /// A hidden default INTEGER set to `value` by a statement before the assignment.
    fn captured(&mut self, prefix: &str, value: Expr, span: Span) -> Option<Expr> {
        let h = self.fresh_hidden(prefix, Ty::I4);
        let value = self.convert(value, Ty::I4);
        if !self.hoist(
            assign(Place::Scalar(h), value, span),
            "an assignment reallocating its target",
            span,
        ) {
            return None;
        }
        Some(load(h, Ty::I4, span))
    }

    /// `a = value` of shape `shape` (loop variables `vars`) with `a` (re)allocated first to
    /// that shape; `rhs` gives a whole array source's lower bounds.
    pub(super) fn realloc_assignment(
        &mut self,
        target: Place,
        value: Expr,
        rhs: &ast::Expr,
        vars: &[SymId],
        shape: &[Extent],
        span: Span,
    ) -> Option<hir::StmtKind> {
        let id = target.symbol();
        let ty = self.scope.get(id).ty;
        let rank = shape.len();
        // The value's extents (an empty section's negative count is 0).
        let mut extents = Vec::with_capacity(rank);
        for e in shape {
            let count = match e.konst {
                Some(n) => int(n.max(0), span),
                None => {
                    let max = Expr {
                        kind: ExprKind::Intrinsic(
                            Intrinsic::Max,
                            vec![self.convert(e.count.clone(), Ty::I4), int(0, span)],
                        ),
                        ty: Ty::I4,
                        span,
                    };
                    self.captured("arr.n", max, span)?
                }
            };
            extents.push(Extent {
                konst: e.konst.map(|n| n.max(0)),
                count,
            });
        }
        // The new lower bounds: a whole array source's own, else 1.
        let mut lowers = vec![int(1, span); rank];
        if let ast::ExprKind::Designator(d) = &rhs.kind {
            let source = self
                .scope
                .lookup(&d.name.text)
                .filter(|_| d.args.is_none() && d.parts.is_empty() && d.substring.is_none());
            if let Some(src) = source {
                if let SymbolKind::Array(info) = &self.scope.get(src).kind {
                    let info = info.clone();
                    if info.rank() == rank {
                        for (k, lower) in lowers.iter_mut().enumerate() {
                            let (lo, _) = self.declared_bounds(&info, k, span);
                            *lower = if matches!(lo.kind, ExprKind::Const(_)) {
                                lo
                            } else {
                                self.captured("arr.lb", lo, span)?
                            };
                        }
                    }
                }
            }
        }
        // A value that reads the target goes to a temporary before the target changes.
        let value = if mentions(&value, id) {
            let what = "an assignment reallocating its target";
            let t = self.linear_temp(ty, &extents, &[], what, span)?;
            self.scope.get_mut(t).char_len = self.scope.get(id).char_len;
            let pos = self.linear_position(vars, &extents, span);
            let fill = assign(Place::Elem(t, vec![pos.clone()], span), value, span);
            let nest = self.loop_nest(vars, &extents, vec![fill], span);
            if !self.hoist_all(nest, what, span) {
                return None;
            }
            Expr {
                kind: ExprKind::Elem(t, vec![pos]),
                ty,
                span,
            }
        } else {
            value
        };
        // Not allocated, or of another shape: deallocate and allocate with the value's shape.
        let inquiry = |q: ArrayInquiry, ty: Ty| Expr {
            kind: ExprKind::ArrayInquiry(id, q),
            ty,
            span,
        };
        let mut cond = Expr {
            kind: ExprKind::Unary(
                UnOp::Not,
                Box::new(inquiry(ArrayInquiry::Allocated, Ty::L4)),
            ),
            ty: Ty::L4,
            span,
        };
        let mut bounds = Vec::with_capacity(rank);
        for (k, e) in extents.iter().enumerate() {
            let differs = self.make_binary(
                BinOp::Ne,
                inquiry(ArrayInquiry::Extent(k), Ty::I4),
                e.count.clone(),
                Ty::L4,
                span,
            );
            cond = self.make_binary(BinOp::Or, cond, differs, Ty::L4, span);
            let hi = self.iop(BinOp::Add, lowers[k].clone(), e.count.clone(), span);
            let hi = self.iop(BinOp::Sub, hi, int(1, span), span);
            let lo = self.convert(lowers[k].clone(), Ty::I8);
            let hi = self.convert(hi, Ty::I8);
            bounds.push((lo, hi));
        }
        let status = self.fresh_hidden("arr.s", Ty::I4);
        let renew = vec![
            stmt(
                hir::StmtKind::Deallocate {
                    items: vec![id],
                    stat: Some(Place::Scalar(status)),
                },
                span,
            ),
            stmt(
                hir::StmtKind::Allocate {
                    items: vec![hir::AllocItem { array: id, bounds }],
                    stat: None,
                },
                span,
            ),
        ];
        let check = stmt(
            hir::StmtKind::If(Box::new(IfStmt {
                id: self.new_construct_id(),
                cond,
                then_body: renew,
                else_body: Vec::new(),
                structured: true,
            })),
            span,
        );
        if !self.hoist(check, "an assignment reallocating its target", span) {
            return None;
        }
        let nest = self.loop_nest(vars, &extents, vec![assign(target, value, span)], span);
        nest.into_iter().next().map(|s| s.kind)
    }
}

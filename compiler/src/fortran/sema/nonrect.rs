//! Parallel loop nests whose inner bounds depend on outer loop variables, such as the
//! red-black sweep `DO J = 2, N-1; DO I = 2 + MOD(J+IRB, 2), N-1, 2` under
//! `PARALLEL (J, I) ON A(I, J)`.
//!
//! The runtime distributes rectangular iteration spaces, so such a loop dimension iterates
//! over its bounding box instead, and the body runs only for the iterations the original
//! bounds give (`lo(J) <= I <= hi(J)`, `MOD(I - lo(J), step) = 0`), evaluated with the outer
//! variables of the same iteration: the serial order's iterations, exactly. The box is the
//! extent of the ON array's dimension the loop variable maps to (`a*I+b` with `a = ±1`), so
//! each process walks its own part of the array. (The DVM system's converter evaluates such
//! bounds once before the nest, which is wrong for `2 + MOD(J, 2)`.)

use super::Checker;
use crate::fortran::hir::{
    AxisRule, BinOp, Const, Expr, ExprKind, Intrinsic, OnMapping, SymId, SymbolKind, Ty,
};
use crate::source::Span;

/// A loop dimension iterated over its bounding box, with its own bounds.
pub(super) struct Guarded {
    pub var: SymId,
    pub lo: Expr,
    pub hi: Expr,
    pub step: i64,
}

fn int(v: i64, ty: Ty, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Const(Const::Int(v)),
        ty,
        span,
    }
}

impl Checker<'_> {
    /// The bounding box `(lo, hi)` of loop dimension `k` (of type `ty`): the indices of the
    /// ON array's dimension it maps to. `None` (reported) when it maps to none.
    pub(super) fn bounding_box(
        &mut self,
        on: Option<&OnMapping>,
        k: usize,
        ty: Ty,
        span: Span,
    ) -> Option<(Expr, Expr)> {
        let found = on.and_then(|on| {
            on.rules.iter().enumerate().find_map(|(axis, r)| match r {
                AxisRule::Linear { axis: d, a, b } if *d == k && a.abs() == 1 => {
                    Some((on.array, axis, *a, *b))
                }
                _ => None,
            })
        });
        let Some((array, axis, a, b)) = found else {
            self.error(
                span,
                "a loop of a PARALLEL nest whose bounds depend on the outer loop variables must be mapped by ON to a dimension of the array (I or I+b, -I+b)",
            );
            return None;
        };
        let SymbolKind::Array(info) = &self.scope.get(array).kind else {
            return None;
        };
        let (lo, hi) = match &info.adjustable {
            Some(bounds) => match &bounds[axis] {
                (lo, Some(hi)) => (lo.clone(), hi.clone()),
                (_, None) => return None,
            },
            None => {
                let (lo, hi) = info.dims[axis];
                (int(lo, Ty::I8, span), int(hi, Ty::I8, span))
            }
        };
        let (lo, hi) = (self.convert(lo, ty), self.convert(hi, ty));
        let b = int(b, ty, span);
        // index = a*I + b, so I = a*(index - b) for a = ±1.
        Some(if a == 1 {
            (
                self.make_binary(BinOp::Sub, lo, b.clone(), ty, span),
                self.make_binary(BinOp::Sub, hi, b, ty, span),
            )
        } else {
            (
                self.make_binary(BinOp::Sub, b.clone(), hi, ty, span),
                self.make_binary(BinOp::Sub, b, lo, ty, span),
            )
        })
    }

    /// Whether an iteration of the box is one of the loop's own: LOGICAL.
    pub(super) fn iteration_guard(&mut self, g: &Guarded, span: Span) -> Expr {
        let ty = self.scope.get(g.var).ty;
        let i = Expr {
            kind: ExprKind::Load(g.var),
            ty,
            span,
        };
        let (first, last) = if g.step > 0 {
            (&g.lo, &g.hi)
        } else {
            (&g.hi, &g.lo)
        };
        let above = self.make_binary(BinOp::Ge, i.clone(), first.clone(), Ty::L4, span);
        let below = self.make_binary(BinOp::Le, i.clone(), last.clone(), Ty::L4, span);
        let mut cond = self.make_binary(BinOp::And, above, below, Ty::L4, span);
        if g.step.abs() != 1 {
            let from = self.make_binary(BinOp::Sub, i, g.lo.clone(), ty, span);
            let m = Expr {
                kind: ExprKind::Intrinsic(Intrinsic::Mod, vec![from, int(g.step, ty, span)]),
                ty,
                span,
            };
            let on_step = self.make_binary(BinOp::Eq, m, int(0, ty, span), Ty::L4, span);
            cond = self.make_binary(BinOp::And, cond, on_step, Ty::L4, span);
        }
        cond
    }
}

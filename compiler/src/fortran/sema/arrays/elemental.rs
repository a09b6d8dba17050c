//! References to user ELEMENTAL procedures with array arguments (F2008 12.8): the procedure
//! is applied to each element. Inside an array expression (an assignment, WHERE, an I/O
//! list, an array intrinsic's argument) an ELEMENTAL function's arguments are checked in the
//! expression's context, so an array argument becomes its element at the context's hidden
//! loop variables and the call one operation of the scalarized loop, like an elemental
//! intrinsic. `CALL s(a, b)` of an ELEMENTAL subroutine with array arguments becomes a loop
//! nest over their (conforming) shape calling `s` on each element; scalar arguments are
//! passed to every call.
//!
//! An element argument is passed by reference (so INTENT(OUT) dummies of a subroutine write
//! the element); any other expression through a temporary holding its value.

use super::stmt;
use crate::fortran::ast;
use crate::fortran::hir::{self, Actual, Call, ExprKind, SymId, SymbolKind};
use crate::fortran::sema::Checker;
use crate::source::Span;

impl Checker<'_> {
    /// Whether `proc` is an ELEMENTAL procedure with an explicit interface.
    pub(in crate::fortran::sema) fn is_elemental(&self, proc: SymId) -> bool {
        matches!(
            &self.scope.get(proc).kind,
            SymbolKind::Procedure(p) if p.interface.as_ref().is_some_and(|i| i.elemental)
        )
    }

    /// The actual arguments of an ELEMENTAL procedure's reference inside an array
    /// expression: each checked in the expression's context (arrays become elements).
    pub(in crate::fortran::sema) fn elemental_arguments(
        &mut self,
        args: &[ast::Arg],
    ) -> Option<Vec<Actual>> {
        let mut out = Vec::with_capacity(args.len());
        let mut ok = true;
        for a in args {
            let Some(x) = self.check_expr(&a.value) else {
                ok = false;
                continue;
            };
            let actual = match x.kind {
                ExprKind::Elem(id, subs) => Actual::Elem(id, subs, x.span),
                ExprKind::Load(id) => Actual::Var(id),
                _ => Actual::Value(x),
            };
            out.push(match &a.keyword {
                Some(k) => Actual::Keyword(k.text.clone(), Box::new(actual)),
                None => actual,
            });
        }
        ok.then_some(out)
    }

    /// `CALL name(args)` of an ELEMENTAL subroutine with an array argument: the loop nest
    /// calling it on each element. `None` (nothing reported): not such a call, to be checked
    /// as an ordinary one; `Some(None)`: an error was reported.
    pub(in crate::fortran::sema) fn elemental_call(
        &mut self,
        proc: SymId,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Option<hir::StmtKind>> {
        if self.array_ctx.is_some() || !self.is_elemental(proc) {
            return None;
        }
        let (actuals, ctx) = self.with_new_ctx(|ck| ck.elemental_arguments(args));
        let Some(actuals) = actuals else {
            return Some(None);
        };
        if ctx.shapes.is_empty() {
            // Scalar arguments only: an ordinary call (its arguments checked again, without
            // errors since they had none).
            return None;
        }
        let Some(shape) = self.conform(&ctx, None) else {
            return Some(None);
        };
        let body = stmt(
            hir::StmtKind::Call(Call {
                proc,
                args: actuals,
                result: None,
            }),
            span,
        );
        let nest = self.loop_nest(&ctx.vars, &shape, vec![body], span);
        Some(nest.into_iter().next().map(|s| s.kind))
    }
}

//! References to a POINTER function other than as a pointer assignment's target: in
//! expressions (`y = f(x) + 1`, `PRINT *, f(x)`, `SUM(f(x))`) and as actual arguments.
//!
//! Such a reference denotes the result's target. A hidden pointer of the result's type and
//! rank is associated with the result by a pointer assignment hoisted before the statement
//! (`ptr.f.N => f(x)`, which lowering already does), and the reference is checked as a
//! reference to that pointer: everything a pointer variable may appear in (array
//! expressions, intrinsics, I/O lists, arguments to explicit-shape, assumed-shape and
//! POINTER dummies) then takes a POINTER function's reference too.

use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::{self, ArrayInfo, PointerObj, PointerValue, SymId, SymbolKind};
use crate::name::Name;

impl Checker<'_> {
    /// The designator naming the hidden pointer that stands for the reference `d` to the
    /// POINTER function `proc` whose result has rank `rank`; `None` after an error.
    pub(super) fn pointer_function_temp(
        &mut self,
        d: &ast::Designator,
        proc: SymId,
        rank: usize,
    ) -> Option<ast::Designator> {
        if let Some(place) = self.no_hoist {
            self.error(
                d.name.span,
                format!(
                    "a reference to the POINTER function '{}' in {place} is not supported yet",
                    d.name.text
                ),
            );
            return None;
        }
        let (ty, char_len) = {
            let s = self.scope.get(proc);
            (s.ty, s.char_len)
        };
        let call = ast::Expr {
            kind: ast::ExprKind::Designator(ast::Designator {
                name: d.name.clone(),
                args: Some(d.args.clone().unwrap_or_default()),
                substring: None,
                parts: Vec::new(),
                span: d.span,
            }),
            span: d.span,
        };
        self.pointer_function_ok = true;
        let value = self.without_array_ctx(|ck| ck.check_expr(&call));
        self.pointer_function_ok = false;
        let value = value?;
        let t = self.fresh_hidden("ptr.f", ty);
        {
            let sym = self.scope.get_mut(t);
            sym.pointer = true;
            sym.char_len = char_len;
            sym.span = d.span;
            if rank > 0 {
                sym.kind = SymbolKind::Array(ArrayInfo {
                    dims: vec![(1, 1); rank],
                    adjustable: None,
                    dist: None,
                    allocatable: true,
                    assumed_shape: false,
                });
            }
        }
        if rank > 0 {
            self.set_run_time_bounds(t);
        }
        self.pre_stmts.push(hir::Stmt {
            label: None,
            kind: hir::StmtKind::PointerAssign {
                pointer: PointerObj::Var(t),
                value: PointerValue::Function(value),
                bounds: Vec::new(),
            },
            span: d.span,
        });
        // A deferred-length CHARACTER result is ALLOCATABLE (deferred-length POINTER results
        // are refused, `deferred_chars`): the caller owns it, and frees it after the
        // statement, as an array-valued function's temporary (`array_functions`).
        if char_len == Some(hir::CharLen::Deferred) && rank == 0 {
            let status = self.fresh_hidden("res.s", hir::Ty::I4);
            self.post_stmts.push(hir::Stmt {
                label: None,
                kind: hir::StmtKind::Deallocate {
                    items: vec![t],
                    stat: Some(hir::Place::Scalar(status)),
                },
                span: d.span,
            });
        }
        let name = self.scope.get(t).name.clone();
        Some(ast::Designator {
            name: Name::new(&name, d.name.span),
            args: None,
            substring: d.substring.clone(),
            parts: d.parts.clone(),
            span: d.span,
        })
    }

    /// Whether `e` is a reference to a POINTER function or to a function with an array
    /// result (see `array_functions`).
    pub(super) fn names_pointer_function(&self, e: &ast::Expr) -> bool {
        matches!(&e.kind, ast::ExprKind::Designator(d) if d.args.is_some()
        && self.scope.lookup(&d.name.text).is_some_and(|id| {
            self.pointer_result(id).is_some() || self.array_result(id).is_some()
        }))
    }

    /// `e` with a reference to a POINTER function replaced by its hidden pointer (see
    /// [`Checker::pointer_function_temp`]), one to a function with an array result by its
    /// hidden temporary (`array_functions`); other expressions unchanged. `None` after an
    /// error.
    pub(super) fn without_pointer_function(&mut self, e: &ast::Expr) -> Option<ast::Expr> {
        let ast::ExprKind::Designator(d) = &e.kind else {
            return Some(e.clone());
        };
        let array = match self.scope.lookup(&d.name.text) {
            Some(id) if d.args.is_some() => self.array_result(id).map(|r| (id, r)),
            _ => None,
        };
        if let (Some((proc, rank)), Some(args)) = (array, &d.args) {
            let d = self.array_function_temp(&d.name, args, proc, rank, d.span)?;
            return Some(ast::Expr {
                kind: ast::ExprKind::Designator(d),
                span: e.span,
            });
        }
        let rank = match self.scope.lookup(&d.name.text) {
            Some(id) if d.args.is_some() => self.pointer_result(id).map(|r| (id, r)),
            _ => None,
        };
        let Some((proc, rank)) = rank else {
            return Some(e.clone());
        };
        let d = self.pointer_function_temp(d, proc, rank)?;
        Some(ast::Expr {
            kind: ast::ExprKind::Designator(d),
            span: e.span,
        })
    }
}

//! Array sections and array expressions as actual arguments: a contiguous section passes its
//! first element (sequence association), a non-contiguous one is copied in and out through a
//! temporary, an expression is computed into one.

use super::*;
use crate::fortran::ast;
use crate::fortran::hir::{self, Const, Expr, ExprKind, Place, SymId, SymbolKind, Ty};
use crate::source::Span;

/// `e` with every hidden loop variable (`arr.i`) replaced by 0: the first element's subscript.
fn zero_vars(e: Expr, ck: &Checker<'_>) -> Expr {
    let span = e.span;
    let ty = e.ty;
    let kind = match e.kind {
        ExprKind::Load(v) if ck.scope.get(v).name.starts_with("arr.i.") => {
            return Expr {
                kind: ExprKind::Const(Const::Int(0)),
                ty,
                span,
            }
        }
        ExprKind::Binary(op, a, b) => {
            ExprKind::Binary(op, Box::new(zero_vars(*a, ck)), Box::new(zero_vars(*b, ck)))
        }
        ExprKind::Convert(a) => ExprKind::Convert(Box::new(zero_vars(*a, ck))),
        ExprKind::Unary(op, a) => ExprKind::Unary(op, Box::new(zero_vars(*a, ck))),
        other => other,
    };
    Expr { kind, ty, span }
}

impl Checker<'_> {
    /// A section passed to a procedure: the address of its first element when its elements
    /// are contiguous (sequence association, as `A(1, J)` passes a column).
    pub(crate) fn section_actual(
        &mut self,
        id: SymId,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<hir::Actual> {
        let sym = self.scope.get(id).clone();
        let SymbolKind::Array(info) = &sym.kind else {
            return None;
        };
        let local = info.dist.is_some()
            && self.parallel.is_some()
            && self.local_section(id, Some(args))
            && !info.assumed_shape;
        if info.dist.is_some() && !local {
            self.error(
                span,
                format!(
                    "passing a section of the distributed array '{}' to a procedure is not supported yet",
                    sym.name
                ),
            );
            return None;
        }
        if (info.assumed_shape || sym.pointer) && args.len() == info.rank() {
            // Its elements may be apart in memory: no sequence to pass.
            return self.assumed_shape_copy(id, Some(args), span);
        }
        if args.len() != info.rank() {
            // Reported there.
            let _ = self.with_array_ctx(|ck| ck.array_section(id, args, span));
            return None;
        }
        let ranged: Vec<usize> = (0..args.len()).filter(|&k| is_range(&args[k])).collect();
        let vector = args.iter().any(|a| self.is_vector_subscript(a));
        let last = match ranged.last() {
            Some(&k) => k,
            None if vector => 0,
            None => return None,
        };
        // Elements chosen by a vector subscript are anywhere in the array.
        let mut contiguous = !vector;
        for (k, a) in args.iter().enumerate().take(last + 1) {
            let (lo, hi, st) = match &a.value.kind {
                ast::ExprKind::Range(lo, hi) => (lo.as_deref(), hi.as_deref(), None),
                ast::ExprKind::Triplet(lo, hi, st) => (lo.as_deref(), hi.as_deref(), Some(&**st)),
                // A single index before the last range: elements of other columns between.
                _ => {
                    contiguous = false;
                    break;
                }
            };
            if let Some(st) = st {
                let unit = self
                    .without_array_ctx(|ck| ck.check_expr(st))
                    .is_some_and(|x| x.as_const() == Some(&Const::Int(1)));
                if !unit {
                    contiguous = false;
                    break;
                }
            }
            if k == last {
                break;
            }
            // Shadow edges of a dimension before the last range lie between the elements.
            if info
                .dist
                .as_ref()
                .is_some_and(|d| d.shadow.get(k).is_some_and(|&w| w != (0, 0)))
            {
                contiguous = false;
                break;
            }
            // Dimensions before the last range must be whole.
            let whole_bound = |ck: &mut Self, e: Option<&ast::Expr>, want: Option<i64>| match e {
                None => true,
                Some(e) => {
                    let v = ck.without_array_ctx(|ck| ck.check_expr(e));
                    matches!((v.as_ref().and_then(Expr::as_const), want), (Some(Const::Int(x)), Some(w)) if *x == w)
                }
            };
            let (dl, dh) = match info.adjustable {
                None => (Some(info.dims[k].0), Some(info.dims[k].1)),
                Some(_) => (None, None),
            };
            if !whole_bound(self, lo, dl) || !whole_bound(self, hi, dh) {
                contiguous = false;
                break;
            }
        }
        if !contiguous {
            if info.dist.is_some() {
                // A copy made inside the iteration would need the local part's own layout.
                self.error(
                    span,
                    format!(
                        "passing a section of the distributed array '{}' whose elements are not contiguous (a single subscript before a range, a stride, or shadow edges between them) inside a parallel loop is not supported yet",
                        sym.name
                    ),
                );
                return None;
            }
            return self.copy_in_out(id, args, span);
        }
        // The first element: each range at its lower bound.
        let (e, _) = self.with_array_ctx(|ck| ck.array_section(id, args, span));
        let ExprKind::Elem(_, subs) = e?.kind else {
            return None;
        };
        let subs = subs.into_iter().map(|s| zero_vars(s, self)).collect();
        Some(hir::Actual::Elem(id, subs, span))
    }

    /// An array expression passed to a procedure: computed into a temporary first.
    pub(crate) fn array_value_actual(
        &mut self,
        value: Expr,
        vars: &[SymId],
        shape: &[Extent],
        span: Span,
    ) -> Option<hir::Actual> {
        let candidates = indexed_arrays(&value, vars);
        let what = "an array expression as an argument";
        if value.ty == Ty::Char {
            self.error(
                span,
                "a CHARACTER array expression as an argument is not supported yet",
            );
            return None;
        }
        let t = self.linear_temp(value.ty, shape, &candidates, what, span)?;
        let pos = self.linear_position(vars, shape, span);
        let s = assign(Place::Elem(t, vec![pos], span), value, span);
        let nest = self.loop_nest(vars, shape, vec![s], span);
        if !self.hoist_all(nest, "an array expression as an argument", span) {
            return None;
        }
        Some(hir::Actual::Array(t))
    }

    /// A non-contiguous section passed to a subroutine: copied into a temporary before the
    /// call (passed as a whole array) and back after it.
    pub(super) fn copy_in_out(
        &mut self,
        id: SymId,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<hir::Actual> {
        let name = self.scope.get(id).name.clone();
        let read_only = self.actual_read_only;
        if self.copy_out.is_none() && !read_only {
            self.error(
                span,
                format!(
                    "passing a non-contiguous section of '{name}' to a function is not supported yet"
                ),
            );
            return None;
        }
        let (e, ctx) = self.with_array_ctx(|ck| ck.array_section(id, args, span));
        let e = e?;
        let (shape, _) = ctx.shapes.first()?.clone();
        let vars = ctx.vars;
        let what = "a non-contiguous section as an argument";
        let t = self.linear_temp(e.ty, &shape, &[id], what, span)?;
        self.scope.get_mut(t).char_len = self.scope.get(id).char_len;
        let pos = self.linear_position(&vars, &shape, span);
        let ExprKind::Elem(_, subs) = &e.kind else {
            return None;
        };
        let t_elem = Expr {
            kind: ExprKind::Elem(t, vec![pos.clone()]),
            ty: e.ty,
            span,
        };
        let copy_in = assign(Place::Elem(t, vec![pos], span), e.clone(), span);
        let copy_back = assign(Place::Elem(id, subs.clone(), span), t_elem, span);
        let nest = self.loop_nest(&vars, &shape, vec![copy_in], span);
        if !self.hoist_all(nest, what, span) {
            return None;
        }
        if read_only {
            return Some(hir::Actual::Array(t));
        }
        let back = self.loop_nest(&vars, &shape, vec![copy_back], span);
        self.copy_out.as_mut()?.extend(back);
        Some(hir::Actual::Array(t))
    }

    /// An array-valued component reference of an array of structures (`s%x`, `s(1:n:2)%v`)
    /// passed to a procedure: its elements are apart in memory, so they are copied into a
    /// temporary before the call and back after it. Returns the temporary and its shape.
    pub(in crate::fortran::sema) fn component_copy_in_out(
        &mut self,
        d: &ast::Designator,
    ) -> Option<(SymId, Vec<Extent>)> {
        let span = d.span;
        if self.copy_out.is_none() {
            self.error(
                span,
                format!(
                    "passing a component of the array of structures '{}' to a function is not supported yet (its elements are apart in memory: assign them to an array first)",
                    d.name.text
                ),
            );
            return None;
        }
        let (e, ctx) = self.with_array_ctx(|ck| ck.component_value(d));
        let e = e?;
        let (shape, _) = ctx.shapes.first()?.clone();
        let vars = ctx.vars;
        let ExprKind::Field(f) = &e.kind else {
            return None;
        };
        let root = f.root();
        let char_len = f.char_len;
        let what = "a component of an array of structures as an argument";
        let t = self.linear_temp(e.ty, &shape, &[root], what, span)?;
        if e.ty == Ty::Char {
            self.scope.get_mut(t).char_len = Some(hir::CharLen::Const(char_len));
        }
        let pos = self.linear_position(&vars, &shape, span);
        let t_elem = Expr {
            kind: ExprKind::Elem(t, vec![pos.clone()]),
            ty: e.ty,
            span,
        };
        let copy_back = assign(Place::Field(f.clone()), t_elem, span);
        let copy_in = assign(Place::Elem(t, vec![pos], span), e, span);
        let nest = self.loop_nest(&vars, &shape, vec![copy_in], span);
        if !self.hoist_all(nest, what, span) {
            return None;
        }
        let back = self.loop_nest(&vars, &shape, vec![copy_back], span);
        self.copy_out.as_mut()?.extend(back);
        Some((t, shape))
    }

    /// The value of a function reference whose arguments were copied in (the statements in
    /// `back` copy them out again) in a statement where the copy-back cannot follow the
    /// whole statement (an IF or DO WHILE condition, a CALL's argument, a SELECT CASE
    /// selector): the reference is computed into a temporary right after the copy-in, the
    /// arguments copied back, and the statement reads the temporary.
    pub(in crate::fortran::sema) fn value_before_copy_back(
        &mut self,
        value: Expr,
        back: Vec<hir::Stmt>,
        char_len: Option<hir::CharLen>,
    ) -> Option<Expr> {
        let span = value.span;
        let what = "a component of an array of structures as an argument of a function";
        if value.ty == Ty::Char && !matches!(char_len, Some(hir::CharLen::Const(_))) {
            self.error(
                span,
                format!("{what} here needs a function of constant length"),
            );
            return None;
        }
        let ty = value.ty;
        let t = self.fresh_hidden("call.value", ty);
        if ty == Ty::Char {
            self.scope.get_mut(t).char_len = char_len;
        }
        let store = assign(Place::Scalar(t), value, span);
        if !self.hoist(store, what, span) || !self.hoist_all(back, what, span) {
            return None;
        }
        Some(Expr {
            kind: ExprKind::Load(t),
            ty,
            span,
        })
    }
}

//! The array intrinsics that move elements rather than combine them: SPREAD, CSHIFT,
//! EOSHIFT, PACK and UNPACK.
//!
//! Each evaluates its array argument once, into a temporary in array element order (so the
//! argument may be any array expression), and the result reads that temporary at moved
//! positions: CSHIFT and SPREAD directly as an operand of the statement's loops (a position
//! computed from the loop variables), EOSHIFT, PACK and UNPACK through a second temporary
//! filled by hoisted loops, as their elements come from different sources.

use super::*;
use crate::fortran::ast;
use crate::fortran::hir::{BinOp, Const, Expr, ExprKind, Intrinsic, Place, SymId, Ty};
use crate::source::Span;

impl Checker<'_> {
    /// `what` returns an array: an error where a scalar is expected.
    fn array_result_allowed(&mut self, upper: &str, span: Span) -> bool {
        if self.array_ctx.is_none() {
            self.error(
                span,
                format!("{upper} returns an array, but a scalar is expected"),
            );
            return false;
        }
        true
    }

    /// Evaluates the array `e` into a temporary in array element order, by hoisted loops:
    /// the temporary and the shape (`None` after an error; `Some(None)` for a scalar `e`,
    /// whose value comes back instead).
    fn materialize(
        &mut self,
        e: &ast::Expr,
        upper: &str,
        span: Span,
    ) -> Option<Result<(SymId, Vec<Extent>), Expr>> {
        let (x, src) = self.check_maybe_array_argument(e)?;
        let Some((mut vars, shape)) = src else {
            return Some(Err(x));
        };
        while vars.len() < shape.len() {
            vars.push(self.fresh_hidden("arr.i", Ty::I4));
        }
        let t = self.store_in_element_order(x, &vars, &shape, upper, span)?;
        Some(Ok((t, shape)))
    }

    /// [`Checker::materialize`] of an argument that must be an array.
    fn materialize_array(
        &mut self,
        e: &ast::Expr,
        what: &str,
        upper: &str,
        span: Span,
    ) -> Option<(SymId, Vec<Extent>)> {
        match self.materialize(e, upper, span)? {
            Ok(t) => Some(t),
            Err(_) => {
                self.error(e.span, format!("the {what} of {upper} must be an array"));
                None
            }
        }
    }

    /// The element of linear temporary `t` (of shape `shape`) at the 0-based indices `idx`.
    fn temp_elem(&mut self, t: SymId, shape: &[Extent], idx: Vec<Expr>, span: Span) -> Expr {
        let mut pos = int(0, span);
        for (k, i) in idx.into_iter().enumerate().rev() {
            pos = self.iop(BinOp::Mul, pos, shape[k].count.clone(), span);
            pos = self.iop(BinOp::Add, pos, i, span);
        }
        let pos = self.iop(BinOp::Add, pos, int(1, span), span);
        Expr {
            kind: ExprKind::Elem(t, vec![pos]),
            ty: self.scope.get(t).ty,
            span,
        }
    }

    /// An argument that is a scalar or an array of shape `expect` whose loop variables are
    /// `vars` (SHIFT and BOUNDARY of the shifts, one value per vector along DIM).
    fn scalar_or_shaped(
        &mut self,
        e: &ast::Expr,
        vars: Vec<SymId>,
        expect: &[Extent],
        what: &str,
        upper: &str,
    ) -> Option<Expr> {
        let ctx = ArrayCtx {
            vars,
            ..Self::argument_ctx()
        };
        let (x, ctx) = self.with_ctx(ctx, |ck| ck.check_expr(e));
        let x = x?;
        if ctx.shapes.is_empty() {
            return Some(x);
        }
        let shape = self.conform(&ctx, None)?;
        if shape.len() != expect.len() {
            let want = match expect.len() {
                0 => "a scalar".to_string(),
                n => format!("a scalar or an array of rank {n}"),
            };
            self.error(
                e.span,
                format!(
                    "the {what} of {upper} must be {want}, found an array of rank {}",
                    shape.len()
                ),
            );
            return None;
        }
        let check = ArrayCtx {
            shapes: vec![(shape, e.span)],
            ..ArrayCtx::default()
        };
        self.conform(&check, Some(expect))?;
        Some(x)
    }

    /// Whether argument `what` has the type `ty` of argument `of` (an error if not).
    fn same_type_as(&mut self, e: &Expr, ty: Ty, what: &str, of: &str, upper: &str) -> bool {
        if e.ty == ty {
            return true;
        }
        self.error(
            e.span,
            format!(
                "the {what} of {upper} must have the type of its {of}: {ty}, found {}",
                e.ty
            ),
        );
        false
    }

    /// A default INTEGER scalar argument (NCOPIES).
    /// The MASK of PACK or UNPACK: a LOGICAL array (`None` after the error).
    fn logical_mask(&mut self, m: &Expr, mask: &ast::Expr, upper: &str) -> Option<()> {
        if !m.ty.is_logical() {
            self.error(
                mask.span,
                format!("the MASK of {upper} must be LOGICAL, found {}", m.ty),
            );
            return None;
        }
        Some(())
    }

    fn int_scalar(&mut self, e: &ast::Expr, what: &str, upper: &str) -> Option<Expr> {
        let x = self.without_array_ctx(|ck| ck.check_expr(e))?;
        if !x.ty.is_int() {
            self.error(
                e.span,
                format!("the {what} of {upper} must be INTEGER, found {}", x.ty),
            );
            return None;
        }
        Some(self.convert(x, Ty::I4))
    }

    /// SPREAD(source, dim, ncopies): the source repeated along a new dimension DIM.
    pub(super) fn spread(
        &mut self,
        upper: &str,
        source: &ast::Expr,
        dim: &ast::Expr,
        ncopies: &ast::Expr,
        span: Span,
    ) -> Option<Expr> {
        if !self.array_result_allowed(upper, span) {
            return None;
        }
        let copies = self.int_scalar(ncopies, "NCOPIES", upper)?;
        let src = self.materialize(source, upper, span)?;
        let rank = match &src {
            Ok((_, shape)) => shape.len(),
            Err(_) => 0,
        };
        if rank >= 7 {
            self.error(
                source.span,
                format!("the SOURCE of {upper} must have a rank below 7"),
            );
            return None;
        }
        let d = self.dim_argument(dim, rank + 1, upper)? - 1;
        let konst = match copies.as_const() {
            Some(Const::Int(n)) => Some((*n).max(0)),
            _ => None,
        };
        let copies = Extent {
            count: copies,
            konst,
        };
        let mut vars = Vec::with_capacity(rank + 1);
        for k in 0..=rank {
            vars.push(self.ctx_var(k)?);
        }
        let (value, mut shape) = match src {
            Ok((t, shape)) => {
                let idx = (0..=rank)
                    .filter(|&k| k != d)
                    .map(|k| load(vars[k], Ty::I4, span))
                    .collect();
                (self.temp_elem(t, &shape, idx, span), shape)
            }
            Err(x) => {
                // A scalar source is evaluated once.
                let v = self.fresh_hidden("arr.v", x.ty);
                if x.ty == Ty::Char {
                    let len = self.static_char_len(&x).map(hir::CharLen::Const);
                    self.scope.get_mut(v).char_len = len;
                }
                let ty = x.ty;
                if !self.hoist(assign(Place::Scalar(v), x, span), upper, span) {
                    return None;
                }
                (load(v, ty, span), Vec::new())
            }
        };
        shape.insert(d, copies);
        self.array_ctx.as_mut()?.shapes.push((shape, span));
        Some(Expr { span, ..value })
    }

    /// CSHIFT(array, shift, dim) and EOSHIFT(array, shift, boundary, dim): the vectors along
    /// DIM shifted left by SHIFT (a scalar, or one per vector), circularly or with BOUNDARY
    /// (default zero, `.FALSE.` or blanks) filling the vacated ends.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn shift(
        &mut self,
        f: ArrayFn,
        upper: &str,
        array: &ast::Expr,
        shift: &ast::Expr,
        boundary: Option<&ast::Expr>,
        dim: Option<&ast::Expr>,
        span: Span,
    ) -> Option<Expr> {
        if !self.array_result_allowed(upper, span) {
            return None;
        }
        let (t, shape) = self.materialize_array(array, "ARRAY", upper, span)?;
        let rank = shape.len();
        let d = match dim {
            Some(e) => self.dim_argument(e, rank, upper)?,
            None => 1,
        } - 1;
        let ty = self.scope.get(t).ty;
        // The result's loop variables: the statement's for CSHIFT, fresh ones for the
        // temporary of EOSHIFT.
        let mut vars = Vec::with_capacity(rank);
        for k in 0..rank {
            vars.push(match f {
                ArrayFn::Cshift => self.ctx_var(k)?,
                _ => self.fresh_hidden("arr.i", Ty::I4),
            });
        }
        let others: Vec<SymId> = (0..rank).filter(|&k| k != d).map(|k| vars[k]).collect();
        let other_shape: Vec<Extent> = (0..rank)
            .filter(|&k| k != d)
            .map(|k| shape[k].clone())
            .collect();
        let s = self.scalar_or_shaped(shift, others.clone(), &other_shape, "SHIFT", upper)?;
        if !s.ty.is_int() {
            self.error(
                shift.span,
                format!("the SHIFT of {upper} must be INTEGER, found {}", s.ty),
            );
            return None;
        }
        let s = self.convert(s, Ty::I4);
        let moved = self.iop(BinOp::Add, load(vars[d], Ty::I4, span), s, span);
        let count = shape[d].count.clone();
        let mut idx: Vec<Expr> = vars.iter().map(|&v| load(v, Ty::I4, span)).collect();
        if f == ArrayFn::Cshift {
            idx[d] = Expr {
                kind: ExprKind::Intrinsic(Intrinsic::Modulo, vec![moved, count]),
                ty: Ty::I4,
                span,
            };
            let value = self.temp_elem(t, &shape, idx, span);
            self.array_ctx.as_mut()?.shapes.push((shape, span));
            return Some(value);
        }
        let fill = match boundary {
            Some(b) => {
                let b = self.scalar_or_shaped(b, others, &other_shape, "BOUNDARY", upper)?;
                if !self.same_type_as(&b, ty, "BOUNDARY", "ARRAY", upper) {
                    return None;
                }
                self.convert_for_assignment(b, ty, &format!("the BOUNDARY of {upper}"))?
            }
            None => self.default_boundary(t, ty, upper, span)?,
        };
        let zero = int(0, span);
        let at_least = self.make_binary(BinOp::Ge, moved.clone(), zero, Ty::L4, span);
        let below = self.make_binary(BinOp::Lt, moved.clone(), count, Ty::L4, span);
        let inside = self.make_binary(BinOp::And, at_least, below, Ty::L4, span);
        idx[d] = moved;
        let from = self.temp_elem(t, &shape, idx, span);
        let r = self.linear_temp(ty, &shape, &[t], upper, span)?;
        self.scope.get_mut(r).char_len = self.scope.get(t).char_len;
        let pos = self.linear_position(&vars, &shape, span);
        let set = |value: Expr| assign(Place::Elem(r, vec![pos.clone()], span), value, span);
        let body = self.if_else(inside, vec![set(from)], vec![set(fill)], span);
        let nest = self.loop_nest(&vars, &shape, vec![body], span);
        if !self.hoist_all(nest, upper, span) {
            return None;
        }
        self.linear_temp_operand(r, &shape, span)
    }

    /// EOSHIFT's BOUNDARY when none is given: zero, `.FALSE.` or blanks.
    fn default_boundary(&mut self, t: SymId, ty: Ty, upper: &str, span: Span) -> Option<Expr> {
        let c = match ty {
            Ty::Logical(_) => Const::Logical(false),
            Ty::Char => {
                let len = match self.scope.get(t).char_len {
                    Some(hir::CharLen::Const(n)) => n.max(0) as usize,
                    _ => 0,
                };
                Const::Str(" ".repeat(len))
            }
            Ty::Derived(_) => {
                self.error(
                    span,
                    format!("{upper} of an array of derived type needs a BOUNDARY"),
                );
                return None;
            }
            _ => return Some(self.typed_constant(0, ty, span)),
        };
        Some(Expr {
            kind: ExprKind::Const(c),
            ty,
            span,
        })
    }

    /// PACK(array, mask [, vector]): the elements where MASK holds, in array element order,
    /// then (with VECTOR) VECTOR's remaining elements.
    pub(super) fn pack(
        &mut self,
        upper: &str,
        array: &ast::Expr,
        mask: &ast::Expr,
        vector: Option<&ast::Expr>,
        span: Span,
    ) -> Option<Expr> {
        if !self.array_result_allowed(upper, span) {
            return None;
        }
        // VECTOR first: PACK's elements overwrite the start of its copy.
        let filled = match vector {
            Some(v) => {
                let (tv, vshape) = self.materialize_array(v, "VECTOR", upper, span)?;
                if vshape.len() != 1 {
                    self.error(v.span, format!("the VECTOR of {upper} must have rank 1"));
                    return None;
                }
                Some((tv, vshape[0].clone()))
            }
            None => None,
        };
        let ((x, m), ctx) = self.with_new_ctx(|ck| (ck.check_expr(array), ck.check_expr(mask)));
        let (x, m) = (x?, m?);
        if ctx.shapes.is_empty() {
            self.error(array.span, format!("the ARRAY of {upper} must be an array"));
            return None;
        }
        let shape = self.conform(&ctx, None)?;
        self.logical_mask(&m, mask, upper)?;
        let mut vars = ctx.vars;
        while vars.len() < shape.len() {
            vars.push(self.fresh_hidden("arr.i", Ty::I4));
        }
        let k = self.fresh_hidden("arr.k", Ty::I4);
        let (r, extent) = match filled {
            Some((tv, e)) => {
                let vty = self.scope.get(tv).ty;
                if vty != x.ty {
                    self.error(
                        span,
                        format!(
                            "the VECTOR of {upper} must have the type of its ARRAY: {} and {}",
                            vty, x.ty
                        ),
                    );
                    return None;
                }
                (tv, e)
            }
            None => {
                let candidates = indexed_arrays(&x, &vars);
                let r = self.linear_temp(x.ty, &shape, &candidates, upper, span)?;
                if x.ty == Ty::Char {
                    let len = self.static_char_len(&x).map(hir::CharLen::Const);
                    self.scope.get_mut(r).char_len = len;
                }
                let count = Extent {
                    count: load(k, Ty::I4, span),
                    konst: None,
                };
                (r, count)
            }
        };
        let next = self.iop(BinOp::Add, load(k, Ty::I4, span), int(1, span), span);
        let body = vec![
            assign(Place::Scalar(k), next, span),
            assign(Place::Elem(r, vec![load(k, Ty::I4, span)], span), x, span),
        ];
        let body = vec![self.if_stmt(m, body, span)];
        let mut stmts = vec![assign(Place::Scalar(k), int(0, span), span)];
        stmts.extend(self.loop_nest(&vars, &shape, body, span));
        if !self.hoist_all(stmts, upper, span) {
            return None;
        }
        self.linear_temp_operand(r, &[extent], span)
    }

    /// UNPACK(vector, mask, field): VECTOR's elements in order where MASK holds, FIELD's
    /// elsewhere.
    pub(super) fn unpack(
        &mut self,
        upper: &str,
        vector: &ast::Expr,
        mask: &ast::Expr,
        field: &ast::Expr,
        span: Span,
    ) -> Option<Expr> {
        if !self.array_result_allowed(upper, span) {
            return None;
        }
        let (tv, vshape) = self.materialize_array(vector, "VECTOR", upper, span)?;
        if vshape.len() != 1 {
            self.error(
                vector.span,
                format!("the VECTOR of {upper} must have rank 1"),
            );
            return None;
        }
        let ((m, fld), ctx) = self.with_new_ctx(|ck| (ck.check_expr(mask), ck.check_expr(field)));
        let (m, fld) = (m?, fld?);
        if ctx.shapes.is_empty() {
            self.error(mask.span, format!("the MASK of {upper} must be an array"));
            return None;
        }
        let shape = self.conform(&ctx, None)?;
        self.logical_mask(&m, mask, upper)?;
        let ty = self.scope.get(tv).ty;
        if !self.same_type_as(&fld, ty, "FIELD", "VECTOR", upper) {
            return None;
        }
        let fld = self.convert_for_assignment(fld, ty, &format!("the FIELD of {upper}"))?;
        let mut vars = ctx.vars;
        while vars.len() < shape.len() {
            vars.push(self.fresh_hidden("arr.i", Ty::I4));
        }
        let mut candidates = indexed_arrays(&m, &vars);
        candidates.extend(indexed_arrays(&fld, &vars));
        let r = self.linear_temp(ty, &shape, &candidates, upper, span)?;
        self.scope.get_mut(r).char_len = self.scope.get(tv).char_len;
        let k = self.fresh_hidden("arr.k", Ty::I4);
        let pos = self.linear_position(&vars, &shape, span);
        let next = self.iop(BinOp::Add, load(k, Ty::I4, span), int(1, span), span);
        let from = Expr {
            kind: ExprKind::Elem(tv, vec![load(k, Ty::I4, span)]),
            ty,
            span,
        };
        let then = vec![
            assign(Place::Scalar(k), next, span),
            assign(Place::Elem(r, vec![pos.clone()], span), from, span),
        ];
        let other = vec![assign(Place::Elem(r, vec![pos], span), fld, span)];
        let body = vec![self.if_else(m, then, other, span)];
        let mut stmts = vec![assign(Place::Scalar(k), int(0, span), span)];
        stmts.extend(self.loop_nest(&vars, &shape, body, span));
        if !self.hoist_all(stmts, upper, span) {
            return None;
        }
        self.linear_temp_operand(r, &shape, span)
    }
}

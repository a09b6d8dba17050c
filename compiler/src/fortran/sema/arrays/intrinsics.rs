//! The array intrinsics of the intrinsic table's `Array` rows: reductions (SUM ... MINLOC, with
//! DIM= and MASK=) computed by hoisted loops into hidden scalars or temporaries, inquiries
//! (SIZE, LBOUND, UBOUND, SHAPE), DOT_PRODUCT, MATMUL, TRANSPOSE and RESHAPE.

use super::distributed::DimReduction;
use super::*;
use crate::directives::ast::ReductionOp;
use crate::fortran::ast;
use crate::fortran::hir::{
    self, BinOp, Const, Expr, ExprKind, IfStmt, Intrinsic, Place, SymId, SymbolKind, Ty, UnOp,
};
use crate::source::Span;

/// What FINDLOC looks for: its VALUE, the last match instead of the first (BACK=); MAXLOC
/// and MINLOC with BACK=.TRUE. have no VALUE and take the last extremum.
pub(super) struct Find<'a> {
    value: Option<&'a ast::Expr>,
    back: bool,
}

/// `(e)`, as written.
fn paren(e: &ast::Expr) -> ast::Expr {
    ast::Expr {
        kind: ast::ExprKind::Paren(Box::new(e.clone())),
        span: e.span,
    }
}

impl Checker<'_> {
    /// Binds the arguments of an array intrinsic by position and keyword.
    pub(super) fn bind_array_args(
        &mut self,
        f: ArrayFn,
        upper: &str,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Vec<Option<ast::Expr>>> {
        let names = f.argument_names();
        let mut slots: Vec<Option<ast::Expr>> = vec![None; names.len()];
        for (k, a) in args.iter().enumerate() {
            let mut position = match &a.keyword {
                None => k,
                Some(kw) => match names.iter().position(|n| *n == kw.text) {
                    Some(p) => p,
                    None => {
                        self.error(
                            kw.span,
                            format!("{upper} has no argument named '{}'", kw.upper()),
                        );
                        return None;
                    }
                },
            };
            // `SUM(A, MASK)`: a LOGICAL second argument is the mask (the third of
            // `FINDLOC(A, V, MASK)`).
            let mask_at = names.iter().position(|n| *n == "mask");
            if a.keyword.is_none()
                && mask_at.is_some_and(|m| m == k + 1 && m > 1 && names[k] == "dim")
                && looks_logical(self, &a.value)
            {
                position = k + 1;
            }
            if !self.fill_argument_slot(&mut slots, position, names, &a.value, upper) {
                return None;
            }
        }
        if let Some(k) = (0..f.required()).find(|&k| slots[k].is_none()) {
            self.error(
                span,
                format!("argument '{}' of {upper} is missing", names[k]),
            );
            return None;
        }
        Some(slots)
    }

    /// The constant DIM= of an array of rank `rank` (1-based).
    pub(super) fn dim_argument(
        &mut self,
        e: &ast::Expr,
        rank: usize,
        upper: &str,
    ) -> Option<usize> {
        let d = self
            .without_array_ctx(|ck| ck.int_constant(e, &format!("the DIM argument of {upper}")))?;
        if d < 1 || d as usize > rank {
            self.error(
                e.span,
                format!("DIM={d} of {upper} is out of range for an array of rank {rank}"),
            );
            return None;
        }
        Some(d as usize)
    }

    /// A call of an array intrinsic.
    pub(crate) fn array_function(
        &mut self,
        f: ArrayFn,
        name: &ast::Name,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Expr> {
        let upper = name.upper();
        let slots = self.bind_array_args(f, &upper, args, span)?;
        let arg = |k: usize| slots.get(k).and_then(|s| s.as_ref());
        use ArrayFn::*;
        match f {
            Maxloc | Minloc => {
                if let Some(k) = arg(3) {
                    self.without_array_ctx(|ck| ck.kind_argument_of(k, &upper))?;
                }
                let back = self.back_argument(arg(4), &upper)?;
                let find = back.then_some(Find { value: None, back });
                self.reduction(f, &upper, arg(0)?, arg(1), arg(2), find, span)
            }
            Sum | Product | Maxval | Minval | Count | Any | All | Iany | Iall | Iparity
            | Parity | Norm2 => {
                let (array, dim, mask) = match f {
                    Count | Any | All | Parity | Norm2 => (arg(0)?, arg(1), None),
                    _ => (arg(0)?, arg(1), arg(2)),
                };
                self.reduction(f, &upper, array, dim, mask, None, span)
            }
            Findloc => {
                if let Some(k) = arg(4) {
                    self.without_array_ctx(|ck| ck.kind_argument_of(k, &upper))?;
                }
                let find = Find {
                    value: Some(arg(1)?),
                    back: self.back_argument(arg(5), &upper)?,
                };
                self.reduction(f, &upper, arg(0)?, arg(2), arg(3), Some(find), span)
            }
            Spread => self.spread(&upper, arg(0)?, arg(1)?, arg(2)?, span),
            Cshift | Eoshift => {
                let (boundary, dim) = match f {
                    Cshift => (None, arg(2)),
                    _ => (arg(2), arg(3)),
                };
                self.shift(f, &upper, arg(0)?, arg(1)?, boundary, dim, span)
            }
            Pack => self.pack(&upper, arg(0)?, arg(1)?, arg(2), span),
            Unpack => self.unpack(&upper, arg(0)?, arg(1)?, arg(2)?, span),
            DotProduct => self.dot_product(&upper, arg(0)?, arg(1)?, span),
            Size | Lbound | Ubound | Shape => self.array_inquiry(f, &upper, arg(0)?, arg(1), span),
            Transpose => self.transpose(&upper, arg(0)?, span),
            Reshape => self.reshape(&upper, arg(0)?, arg(1), arg(2), arg(3), span),
            Matmul => self.matmul(&upper, arg(0)?, arg(1)?, span),
        }
    }

    /// Checks an array argument with a context whose dimension variables are `vars` (fresh
    /// ones when empty): the template, the shape, and the context's variables.
    pub(super) fn array_argument(
        &mut self,
        e: &ast::Expr,
        vars: Vec<SymId>,
        upper: &str,
    ) -> Option<(Expr, Vec<Extent>, Vec<SymId>)> {
        let ctx = ArrayCtx {
            vars,
            ..Self::argument_ctx()
        };
        let (x, ctx) = self.with_ctx(ctx, |ck| ck.check_expr(e));
        let x = x?;
        if ctx.shapes.is_empty() {
            self.error(e.span, format!("the argument of {upper} must be an array"));
            return None;
        }
        let shape = self.conform(&ctx, None)?;
        let mut vars = ctx.vars;
        while vars.len() < shape.len() {
            vars.push(self.fresh_hidden("arr.i", Ty::I4));
        }
        Some((x, shape, vars))
    }

    /// FINDLOC's BACK=: a LOGICAL constant (`.false.` without one).
    fn back_argument(&mut self, e: Option<&ast::Expr>, upper: &str) -> Option<bool> {
        let Some(e) = e else { return Some(false) };
        let x = self.without_array_ctx(|ck| ck.check_expr(e))?;
        match x.as_const() {
            Some(Const::Logical(b)) => Some(*b),
            _ => {
                self.error(
                    e.span,
                    format!("the BACK argument of {upper} must be a LOGICAL constant"),
                );
                None
            }
        }
    }

    /// The KIND= of a location intrinsic: only the default INTEGER kind.
    fn kind_argument_of(&mut self, e: &ast::Expr, upper: &str) -> Option<()> {
        let k = self.int_constant(e, &format!("the KIND argument of {upper}"))?;
        if k != 4 {
            self.error(
                e.span,
                format!("KIND={k} of {upper} is not supported yet (only 4)"),
            );
            return None;
        }
        Some(())
    }

    /// SUM, PRODUCT, MAXVAL, MINVAL, COUNT, ANY, ALL, MAXLOC, MINLOC, IANY, IALL, IPARITY,
    /// PARITY, NORM2 and FINDLOC (`find`: what it looks for).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn reduction(
        &mut self,
        f: ArrayFn,
        upper: &str,
        array: &ast::Expr,
        dim: Option<&ast::Expr>,
        mask: Option<&ast::Expr>,
        find: Option<Find<'_>>,
        span: Span,
    ) -> Option<Expr> {
        // FINDLOC reduces the elements' comparisons with its VALUE.
        let compared;
        let array = match &find {
            Some(Find {
                value: Some(value), ..
            }) => {
                let v = self.without_array_ctx(|ck| ck.check_expr(value))?;
                if v.ty.is_complex() || matches!(v.ty, Ty::Derived(_)) {
                    self.error(
                        value.span,
                        format!("the VALUE of {upper} must be INTEGER, REAL, LOGICAL or CHARACTER, found {}", v.ty),
                    );
                    return None;
                }
                // The VALUE's type decides: the array may be an expression whose type is
                // known only once checked (`FINDLOC(ANY(B, DIM=2), .TRUE.)`).
                let logical = v.ty.is_logical() || looks_logical(self, array);
                compared = ast::Expr {
                    kind: ast::ExprKind::Binary(
                        if logical {
                            ast::BinaryOp::Eqv
                        } else {
                            ast::BinaryOp::Eq
                        },
                        Box::new(paren(array)),
                        Box::new(paren(value)),
                    ),
                    span: array.span,
                };
                &compared
            }
            _ => array,
        };
        let back = find.as_ref().is_some_and(|f| f.back);
        // The array and its mask in one context; distributed operands are reduced by a
        // parallel loop (`distributed.rs`).
        let ctx = ArrayCtx {
            distributed: true,
            ..ArrayCtx::default()
        };
        let ((x, m), ctx) = self.with_ctx(ctx, |ck| {
            let x = ck.check_expr(array);
            let m = mask.map(|m| ck.check_expr(m));
            (x, m)
        });
        let x = x?;
        let m = match m {
            Some(m) => Some(m?),
            None => None,
        };
        if ctx.shapes.is_empty() {
            self.error(
                array.span,
                format!("the argument of {upper} must be an array"),
            );
            return None;
        }
        let shape = self.conform(&ctx, None)?;
        let mut vars = ctx.vars;
        while vars.len() < shape.len() {
            vars.push(self.fresh_hidden("arr.i", Ty::I4));
        }
        use ArrayFn::*;
        let elem_ok = match f {
            Sum | Product => x.ty.is_arith(),
            Maxval | Minval | Maxloc | Minloc => x.ty.is_numeric(),
            Iany | Iall | Iparity => x.ty.is_int(),
            Norm2 => x.ty.is_real(),
            _ => x.ty.is_logical(),
        };
        if !elem_ok {
            let want = match f {
                Count | Any | All | Parity => "LOGICAL",
                Sum | Product => "INTEGER, REAL or COMPLEX",
                Iany | Iall | Iparity => "INTEGER",
                Norm2 => "REAL",
                _ => "INTEGER or REAL",
            };
            self.error(
                array.span,
                format!("the argument of {upper} must be {want}, found {}", x.ty),
            );
            return None;
        }
        if let Some(m) = &m {
            if !m.ty.is_logical() {
                self.error(
                    m.span,
                    format!(
                        "the MASK argument of {upper} must be LOGICAL, found {}",
                        m.ty
                    ),
                );
                return None;
            }
        }
        let rank = shape.len();
        let dim = match dim {
            Some(d) => Some(self.dim_argument(d, rank, upper)?),
            None => None,
        };
        let acc_ty = match f {
            Count | Maxloc | Minloc | Findloc => Ty::I4,
            Any | All | Parity => Ty::L4,
            _ => x.ty,
        };
        // Which dimensions are reduced: all, or DIM.
        let reduced: Vec<usize> = match dim {
            Some(d) => vec![d - 1],
            None => (0..rank).collect(),
        };
        let loc_fn = matches!(f, Maxloc | Minloc | Findloc);
        let kept: Vec<usize> = (0..rank).filter(|k| !reduced.contains(k)).collect();
        // MAXLOC without DIM: one location per dimension.
        let results = if loc_fn && dim.is_none() { rank } else { 1 };
        let accs: Vec<SymId> = (0..results)
            .map(|_| self.fresh_hidden("arr.acc", acc_ty))
            .collect();
        let mut init = Vec::new();
        let mut update = Vec::new();
        // After the reduced dimensions' loops (NORM2's scaling).
        let mut finish = Vec::new();
        let acc = accs[0];
        let acc_load = load(acc, acc_ty, span);
        match f {
            Sum | Product => {
                let (op, start) = if f == Sum {
                    (BinOp::Add, 0)
                } else {
                    (BinOp::Mul, 1)
                };
                let start = self.typed_constant(start, acc_ty, span);
                init.push(assign(Place::Scalar(acc), start, span));
                let v = self.make_binary(op, acc_load, x.clone(), acc_ty, span);
                update.push(assign(Place::Scalar(acc), v, span));
            }
            Iany | Iall | Iparity => {
                let (op, start) = match f {
                    Iany => (Intrinsic::Ior, 0),
                    Iall => (Intrinsic::Iand, -1),
                    _ => (Intrinsic::Ieor, 0),
                };
                let start = self.convert(int(start, span), acc_ty);
                init.push(assign(Place::Scalar(acc), start, span));
                let v = Expr {
                    kind: ExprKind::Intrinsic(op, vec![acc_load, x.clone()]),
                    ty: acc_ty,
                    span,
                };
                update.push(assign(Place::Scalar(acc), v, span));
            }
            Parity => {
                init.push(assign(
                    Place::Scalar(acc),
                    Expr {
                        kind: ExprKind::Const(Const::Logical(false)),
                        ty: Ty::L4,
                        span,
                    },
                    span,
                ));
                let v = self.make_binary(BinOp::Neqv, acc_load, x.clone(), Ty::L4, span);
                update.push(assign(Place::Scalar(acc), v, span));
            }
            Norm2 => {
                let (first, (each, last)) = self.norm2_steps(acc, x.clone(), span);
                init = first;
                update = each;
                finish = last;
            }
            Maxval | Minval => {
                let start = match crate::fortran::sema::intrinsics::huge(acc_ty) {
                    Some(Const::Int(h)) if f == Maxval => Const::Int(-h - 1),
                    Some(Const::Real(h)) if f == Maxval => Const::Real(-h),
                    Some(c) => c,
                    None => return None,
                };
                init.push(assign(
                    Place::Scalar(acc),
                    Expr {
                        kind: ExprKind::Const(start),
                        ty: acc_ty,
                        span,
                    },
                    span,
                ));
                let op = if f == Maxval {
                    Intrinsic::Max
                } else {
                    Intrinsic::Min
                };
                let v = Expr {
                    kind: ExprKind::Intrinsic(op, vec![acc_load, x.clone()]),
                    ty: acc_ty,
                    span,
                };
                update.push(assign(Place::Scalar(acc), v, span));
            }
            Count => {
                init.push(assign(Place::Scalar(acc), int(0, span), span));
                let v = self.iop(BinOp::Add, acc_load, int(1, span), span);
                update.push(self.if_stmt(
                    x.clone(),
                    vec![assign(Place::Scalar(acc), v, span)],
                    span,
                ));
            }
            Any | All => {
                let start = f == All;
                let logical = |b: bool| Expr {
                    kind: ExprKind::Const(Const::Logical(b)),
                    ty: Ty::L4,
                    span,
                };
                init.push(assign(Place::Scalar(acc), logical(start), span));
                let cond = if f == Any {
                    x.clone()
                } else {
                    Expr {
                        kind: ExprKind::Unary(UnOp::Not, Box::new(x.clone())),
                        ty: Ty::L4,
                        span,
                    }
                };
                update.push(self.if_stmt(
                    cond,
                    vec![assign(Place::Scalar(acc), logical(!start), span)],
                    span,
                ));
            }
            Findloc => {
                let found = self.fresh_hidden("arr.found", Ty::L4);
                let logical = |b: bool| Expr {
                    kind: ExprKind::Const(Const::Logical(b)),
                    ty: Ty::L4,
                    span,
                };
                init.push(assign(Place::Scalar(found), logical(false), span));
                for &a in &accs {
                    init.push(assign(Place::Scalar(a), int(0, span), span));
                }
                // The first match, or with BACK=.TRUE. the last.
                let cond = if back {
                    x.clone()
                } else {
                    let not_found = Expr {
                        kind: ExprKind::Unary(UnOp::Not, Box::new(load(found, Ty::L4, span))),
                        ty: Ty::L4,
                        span,
                    };
                    self.make_binary(BinOp::And, not_found, x.clone(), Ty::L4, span)
                };
                let mut then = vec![assign(Place::Scalar(found), logical(true), span)];
                let stores = self.location_stores(&accs, &vars, &reduced, span);
                then.extend(stores);
                update.push(self.if_stmt(cond, then, span));
            }
            Maxloc | Minloc => {
                let best = self.fresh_hidden("arr.best", x.ty);
                let found = self.fresh_hidden("arr.found", Ty::L4);
                let f_load = load(found, Ty::L4, span);
                init.push(assign(
                    Place::Scalar(found),
                    Expr {
                        kind: ExprKind::Const(Const::Logical(false)),
                        ty: Ty::L4,
                        span,
                    },
                    span,
                ));
                for &a in &accs {
                    init.push(assign(Place::Scalar(a), int(0, span), span));
                }
                // With BACK=.TRUE. an equal value later on wins.
                let op = match (f == Maxloc, back) {
                    (true, false) => BinOp::Gt,
                    (true, true) => BinOp::Ge,
                    (false, false) => BinOp::Lt,
                    (false, true) => BinOp::Le,
                };
                let better = self.make_binary(op, x.clone(), load(best, x.ty, span), Ty::L4, span);
                let not_found = Expr {
                    kind: ExprKind::Unary(UnOp::Not, Box::new(f_load)),
                    ty: Ty::L4,
                    span,
                };
                let cond = self.make_binary(BinOp::Or, not_found, better, Ty::L4, span);
                let mut then = vec![
                    assign(
                        Place::Scalar(found),
                        Expr {
                            kind: ExprKind::Const(Const::Logical(true)),
                            ty: Ty::L4,
                            span,
                        },
                        span,
                    ),
                    assign(Place::Scalar(best), x.clone(), span),
                ];
                let stores = self.location_stores(&accs, &vars, &reduced, span);
                then.extend(stores);
                update.push(self.if_stmt(cond, then, span));
            }
            _ => return None,
        }
        let update = match &m {
            Some(m) => vec![self.if_stmt(m.clone(), update, span)],
            None => update,
        };
        let pick = |idx: &[usize]| -> (Vec<SymId>, Vec<Extent>) {
            (
                idx.iter().map(|&k| vars[k]).collect(),
                idx.iter().map(|&k| shape[k].clone()).collect(),
            )
        };
        let (rvars, rshape) = pick(&reduced);
        let mut body = init;
        let mut reading = vec![&x];
        reading.extend(m.as_ref());
        // Inside a parallel loop the iteration reduces its own elements sequentially.
        let on = match self.parallel {
            None => self.distributed_operand(&reading, &vars),
            Some(_) => None,
        };
        // What a parallel reduction cannot compute (MAXLOC with DIM=, IANY, NORM2, FINDLOC, a
        // result of a shape known only at run time, ...) is computed by the sequential nest
        // below, after the sections it reads are gathered onto every process (`gather.rs`).
        let location = matches!(f, Maxloc | Minloc) && dim.is_none() && !acc_ty.is_complex();
        let accumulation =
            results == 1 && !matches!(f, Maxloc | Minloc) && konst_size(&pick(&kept).1).is_some();
        let parallel_ok = !matches!(f, Iany | Iall | Iparity | Parity | Norm2 | Findloc)
            && (!acc_ty.is_complex() || matches!(f, Sum | Product))
            && (location || accumulation);
        let on = on.filter(|_| parallel_ok);
        if let Some(on) = on {
            if matches!(f, Maxloc | Minloc) && back {
                self.error(
                    span,
                    format!("{upper} of a distributed array with BACK= is not supported yet"),
                );
                return None;
            }
            if matches!(f, Maxloc | Minloc) && dim.is_none() && !acc_ty.is_complex() {
                return self.distributed_location(f, on, &x, m.as_ref(), &vars, &shape, span);
            }
            let op = match f {
                Sum | Count => ReductionOp::Sum,
                Product => ReductionOp::Product,
                Maxval => ReductionOp::Max,
                Minval => ReductionOp::Min,
                Any => ReductionOp::Or,
                All => ReductionOp::And,
                _ => ReductionOp::Maxloc,
            };
            // COMPLEX SUM and PRODUCT reduce (real, imaginary) pairs (see `lower/parallel.rs`).
            let unsupported = matches!(f, Iany | Iall | Iparity | Parity | Norm2 | Findloc)
                || (acc_ty.is_complex() && !matches!(f, Sum | Product));
            if results != 1 || op == ReductionOp::Maxloc || unsupported {
                self.error(
                    span,
                    format!("{upper} of a distributed array is not supported yet (SUM, PRODUCT, MAXVAL, MINVAL, COUNT, ANY and ALL are, with or without DIM=; MAXLOC and MINLOC without DIM=)"),
                );
                return None;
            }
            if !kept.is_empty() {
                let start = match body.as_slice() {
                    [hir::Stmt {
                        kind: hir::StmtKind::Assign { value, .. },
                        ..
                    }] => value.clone(),
                    _ => return None,
                };
                let (kept_vars, kept_shape) = pick(&kept);
                let r = DimReduction {
                    on,
                    reading: &reading,
                    vars: &vars,
                    shape: &shape,
                    kept_vars,
                    kept_shape,
                    acc,
                    start,
                    update,
                    op,
                };
                return self.distributed_dim_reduction(r, upper, span);
            }
            let reduction = hir::Reduction {
                op,
                var: acc,
                loc: None,
            };
            let lp =
                self.distributed_reduction(on, &reading, &vars, &shape, update, reduction, span)?;
            body.push(hir::Stmt {
                label: None,
                kind: hir::StmtKind::Parallel(Box::new(lp)),
                span,
            });
            if !self.hoist_all(body, upper, span) {
                return None;
            }
            return Some(load(acc, acc_ty, span));
        }
        body.extend(self.loop_nest(&rvars, &rshape, update, span));
        body.extend(finish);
        if kept.is_empty() && results == 1 {
            // A scalar result.
            if !self.hoist_all(body, upper, span) {
                return None;
            }
            return Some(load(acc, acc_ty, span));
        }
        // An array result: computed into a temporary, then an operand of the expression.
        if self.array_ctx.is_none() {
            self.error(
                span,
                format!("{upper} here returns an array, but a scalar is expected"),
            );
            return None;
        }
        if results > 1 {
            let t = self.temp_array(Ty::I4, &[results as i64]);
            for (k, &a) in accs.iter().enumerate() {
                body.push(assign(
                    Place::Elem(t, vec![int(k as i64 + 1, span)], span),
                    load(a, Ty::I4, span),
                    span,
                ));
            }
            if !self.hoist_all(body, upper, span) {
                return None;
            }
            return self.temp_operand(t, &[results as i64], span);
        }
        let (kvars, kshape) = pick(&kept);
        let candidates = indexed_arrays(&x, &vars);
        let what = format!("{upper} with DIM=");
        let t = self.linear_temp(acc_ty, &kshape, &candidates, &what, span)?;
        let pos = self.linear_position(&kvars, &kshape, span);
        body.push(assign(
            Place::Elem(t, vec![pos], span),
            load(acc, acc_ty, span),
            span,
        ));
        let nest = self.loop_nest(&kvars, &kshape, body, span);
        if !self.hoist_all(nest, upper, span) {
            return None;
        }
        self.linear_temp_operand(t, &kshape, span)
    }

    /// MAXLOC or MINLOC (no DIM=) of a distributed array: a parallel loop with a MAXLOC or
    /// MINLOC reduction whose location variable is a temporary of one element per dimension
    /// (the runtime keeps the serial position of ties, so the first in array element order
    /// wins, as in the serial program), the temporary the result. The value starts at the
    /// type's extreme, so only an array whose every element is that extreme gives zeros.
    #[allow(clippy::too_many_arguments)]
    fn distributed_location(
        &mut self,
        f: ArrayFn,
        on: super::distributed::ElemRef,
        x: &Expr,
        mask: Option<&Expr>,
        vars: &[SymId],
        shape: &[Extent],
        span: Span,
    ) -> Option<Expr> {
        let upper = if f == ArrayFn::Maxloc {
            "MAXLOC"
        } else {
            "MINLOC"
        };
        if self.array_ctx.is_none() {
            self.error(
                span,
                format!("{upper} here returns an array, but a scalar is expected"),
            );
            return None;
        }
        let rank = shape.len();
        let best = self.fresh_hidden("arr.best", x.ty);
        let t = self.temp_array(Ty::I4, &[rank as i64]);
        let start = match crate::fortran::sema::intrinsics::huge(x.ty)? {
            Const::Int(h) if f == ArrayFn::Maxloc => Const::Int(-h - 1),
            Const::Real(h) if f == ArrayFn::Maxloc => Const::Real(-h),
            c => c,
        };
        let mut body = vec![assign(
            Place::Scalar(best),
            Expr {
                kind: ExprKind::Const(start),
                ty: x.ty,
                span,
            },
            span,
        )];
        for k in 0..rank {
            body.push(assign(
                Place::Elem(t, vec![int(k as i64 + 1, span)], span),
                int(0, span),
                span,
            ));
        }
        let op = if f == ArrayFn::Maxloc {
            BinOp::Gt
        } else {
            BinOp::Lt
        };
        let better = self.make_binary(op, x.clone(), load(best, x.ty, span), Ty::L4, span);
        let mut then = vec![assign(Place::Scalar(best), x.clone(), span)];
        for (k, &v) in vars.iter().enumerate().take(rank) {
            let pos = self.iop(BinOp::Add, load(v, Ty::I4, span), int(1, span), span);
            then.push(assign(
                Place::Elem(t, vec![int(k as i64 + 1, span)], span),
                pos,
                span,
            ));
        }
        let mut update = vec![self.if_stmt(better, then, span)];
        if let Some(m) = mask {
            update = vec![self.if_stmt(m.clone(), update, span)];
        }
        let reduction = hir::Reduction {
            op: if f == ArrayFn::Maxloc {
                ReductionOp::Maxloc
            } else {
                ReductionOp::Minloc
            },
            var: best,
            loc: Some((t, rank as i64)),
        };
        let mut reading = vec![x];
        reading.extend(mask);
        let lp = self.distributed_reduction(on, &reading, vars, shape, update, reduction, span)?;
        body.push(hir::Stmt {
            label: None,
            kind: hir::StmtKind::Parallel(Box::new(lp)),
            span,
        });
        if !self.hoist_all(body, upper, span) {
            return None;
        }
        self.temp_operand(t, &[rank as i64], span)
    }

    /// The assignments that record the current element's location (1-based along each
    /// dimension) in the location accumulators of MAXLOC, MINLOC or FINDLOC: one per
    /// dimension, or with DIM= the reduced dimension's only.
    fn location_stores(
        &mut self,
        accs: &[SymId],
        vars: &[SymId],
        reduced: &[usize],
        span: Span,
    ) -> Vec<hir::Stmt> {
        let mut stores = Vec::with_capacity(accs.len());
        for (k, &a) in accs.iter().enumerate() {
            let dimk = if accs.len() == 1 { reduced[0] } else { k };
            let v = self.iop(
                BinOp::Add,
                load(vars[dimk], Ty::I4, span),
                int(1, span),
                span,
            );
            stores.push(assign(Place::Scalar(a), v, span));
        }
        stores
    }

    /// Stores the array value `x` (indexed by `vars` over `shape`) into a new temporary in
    /// array element order, by hoisted loops: the temporary (`None` after an error).
    pub(super) fn store_in_element_order(
        &mut self,
        x: Expr,
        vars: &[SymId],
        shape: &[Extent],
        upper: &str,
        span: Span,
    ) -> Option<SymId> {
        let candidates = indexed_arrays(&x, vars);
        let t = self.linear_temp(x.ty, shape, &candidates, upper, span)?;
        if x.ty == Ty::Char {
            let len = self.static_char_len(&x).map(hir::CharLen::Const);
            self.scope.get_mut(t).char_len = len;
        }
        let pos = self.linear_position(vars, shape, span);
        let store = assign(Place::Elem(t, vec![pos], span), x, span);
        let nest = self.loop_nest(vars, shape, vec![store], span);
        self.hoist_all(nest, upper, span).then_some(t)
    }

    pub(super) fn if_stmt(
        &mut self,
        cond: Expr,
        then_body: Vec<hir::Stmt>,
        span: Span,
    ) -> hir::Stmt {
        self.if_else(cond, then_body, Vec::new(), span)
    }

    pub(super) fn if_else(
        &mut self,
        cond: Expr,
        then_body: Vec<hir::Stmt>,
        else_body: Vec<hir::Stmt>,
        span: Span,
    ) -> hir::Stmt {
        stmt(
            hir::StmtKind::If(Box::new(IfStmt {
                id: self.new_construct_id(),
                cond,
                then_body,
                else_body,
                structured: true,
            })),
            span,
        )
    }

    /// The constant `v` of an arithmetic type (a COMPLEX one as `(v, 0)`).
    pub(super) fn typed_constant(&mut self, v: i64, ty: Ty, span: Span) -> Expr {
        if !ty.is_complex() {
            return self.convert(int(v, span), ty);
        }
        let re = self.convert(int(v, span), ty.part());
        let im = self.convert(int(0, span), ty.part());
        Expr {
            kind: ExprKind::Intrinsic(Intrinsic::Cmplx, vec![re, im]),
            ty,
            span,
        }
    }

    /// NORM2 as gfortran computes it, scaled against overflow: the initial statements, and
    /// those for each element and after the last (`acc` holds the result).
    #[allow(clippy::type_complexity)]
    fn norm2_steps(
        &mut self,
        acc: SymId,
        x: Expr,
        span: Span,
    ) -> (Vec<hir::Stmt>, (Vec<hir::Stmt>, Vec<hir::Stmt>)) {
        let ty = x.ty;
        let scale = self.fresh_hidden("arr.scale", ty);
        let ax = self.fresh_hidden("arr.abs", ty);
        let val = self.fresh_hidden("arr.val", ty);
        let c = |ck: &mut Self, v: i64| ck.convert(int(v, span), ty);
        let l = |id: SymId| load(id, ty, span);
        let init = vec![
            assign(Place::Scalar(acc), c(self, 0), span),
            assign(Place::Scalar(scale), c(self, 1), span),
        ];
        let zero = c(self, 0);
        let nonzero = self.make_binary(BinOp::Ne, x.clone(), zero, Ty::L4, span);
        let abs = Expr {
            kind: ExprKind::Intrinsic(Intrinsic::Abs, vec![x]),
            ty,
            span,
        };
        let smaller = self.make_binary(BinOp::Lt, l(scale), l(ax), Ty::L4, span);
        // scale < |x|: result = 1 + result * (scale/|x|)**2, scale = |x|.
        let q = self.make_binary(BinOp::Div, l(scale), l(ax), ty, span);
        let r = self.make_binary(BinOp::Mul, l(acc), l(val), ty, span);
        let r = self.make_binary(BinOp::Mul, r, l(val), ty, span);
        let one = c(self, 1);
        let r = self.make_binary(BinOp::Add, one, r, ty, span);
        let grow = vec![
            assign(Place::Scalar(val), q, span),
            assign(Place::Scalar(acc), r, span),
            assign(Place::Scalar(scale), l(ax), span),
        ];
        // else: result += (|x|/scale)**2.
        let q = self.make_binary(BinOp::Div, l(ax), l(scale), ty, span);
        let sq = self.make_binary(BinOp::Mul, l(val), l(val), ty, span);
        let r = self.make_binary(BinOp::Add, l(acc), sq, ty, span);
        let keep = vec![
            assign(Place::Scalar(val), q, span),
            assign(Place::Scalar(acc), r, span),
        ];
        let inner = self.if_else(smaller, grow, keep, span);
        let each = vec![self.if_stmt(
            nonzero,
            vec![assign(Place::Scalar(ax), abs, span), inner],
            span,
        )];
        let root = Expr {
            kind: ExprKind::Intrinsic(Intrinsic::Sqrt, vec![l(acc)]),
            ty,
            span,
        };
        let r = self.make_binary(BinOp::Mul, root, l(scale), ty, span);
        let finish = vec![assign(Place::Scalar(acc), r, span)];
        (init, (each, finish))
    }

    /// DOT_PRODUCT(a, b): the sum of the products (ANY of the .AND.s for LOGICAL vectors).
    pub(super) fn dot_product(
        &mut self,
        upper: &str,
        a: &ast::Expr,
        b: &ast::Expr,
        span: Span,
    ) -> Option<Expr> {
        let mut complex_a = false;
        for (k, v) in [a, b].into_iter().enumerate() {
            let (x, ctx) = self.with_new_ctx(|ck| ck.check_expr(v));
            if ctx.shapes.first().is_some_and(|(s, _)| s.len() != 1) {
                self.error(v.span, format!("the arguments of {upper} must have rank 1"));
                return None;
            }
            complex_a |= k == 0 && x.is_some_and(|x| x.ty.is_complex());
        }
        // A COMPLEX first vector is conjugated (F2008 13.7.48).
        let first = if complex_a {
            ast::Expr {
                kind: ast::ExprKind::Designator(ast::Designator {
                    name: crate::name::Name {
                        text: "conjg".into(),
                        span: a.span,
                    },
                    args: Some(vec![ast::Arg {
                        keyword: None,
                        value: a.clone(),
                    }]),
                    parts: Vec::new(),
                    substring: None,
                    span: a.span,
                }),
                span: a.span,
            }
        } else {
            paren(a)
        };
        let product = ast::Expr {
            kind: ast::ExprKind::Binary(
                if looks_logical(self, a) {
                    ast::BinaryOp::And
                } else {
                    ast::BinaryOp::Mul
                },
                Box::new(first),
                Box::new(paren(b)),
            ),
            span,
        };
        let f = if looks_logical(self, a) {
            ArrayFn::Any
        } else {
            ArrayFn::Sum
        };
        self.reduction(f, upper, &product, None, None, None, span)
    }

    /// SIZE, LBOUND, UBOUND, SHAPE.
    pub(super) fn array_inquiry(
        &mut self,
        f: ArrayFn,
        upper: &str,
        array: &ast::Expr,
        dim: Option<&ast::Expr>,
        span: Span,
    ) -> Option<Expr> {
        // A whole array by name: its declared bounds count for LBOUND and UBOUND.
        let named = match &array.kind {
            ast::ExprKind::Designator(d) if d.args.is_none() => self
                .scope
                .lookup(&d.name.text)
                .filter(|id| matches!(self.scope.get(*id).kind, SymbolKind::Array(_))),
            _ => None,
        };
        let info = named.and_then(|id| match &self.scope.get(id).kind {
            SymbolKind::Array(i) => Some(i.clone()),
            _ => None,
        });
        // A dummy array's bounds are set once the specification part is seen (the bounds of
        // automatic arrays are checked then); before, as in a CHARACTER length, its
        // placeholder bounds must not be taken for its shape.
        if named.is_some_and(|id| self.scope.pending_bounds.iter().any(|(p, _)| *p == id)) {
            self.error(
                span,
                format!(
                    "{upper} of the dummy array '{}' is known only at run time: it cannot be used here (a CHARACTER length must be a constant)",
                    array_name(array)
                ),
            );
            return None;
        }
        let (x, ctx) = self.with_new_ctx(|ck| ck.check_expr(array));
        // The checked template is dropped: inquiries do not evaluate their argument.
        x?;
        let Some((shape, _)) = ctx.shapes.first().cloned() else {
            self.error(
                array.span,
                format!("the argument of {upper} must be an array"),
            );
            return None;
        };
        let rank = shape.len();
        let dim = match dim {
            Some(d) => Some(self.dim_argument(d, rank, upper)?),
            None => None,
        };
        let value = |ck: &mut Self, k: usize| -> Expr {
            let count = match shape[k].konst {
                Some(n) => int(n, span),
                None => Expr {
                    kind: ExprKind::Intrinsic(
                        Intrinsic::Max,
                        vec![shape[k].count.clone(), int(0, span)],
                    ),
                    ty: Ty::I4,
                    span,
                },
            };
            match (f, &info) {
                (ArrayFn::Lbound, Some(info)) => ck.declared_bounds(info, k, span).0,
                (ArrayFn::Lbound, None) => int(1, span),
                (ArrayFn::Ubound, Some(info)) => {
                    let (lo, _) = ck.declared_bounds(info, k, span);
                    let hi = ck.iop(BinOp::Add, lo, count, span);
                    ck.iop(BinOp::Sub, hi, int(1, span), span)
                }
                _ => count,
            }
        };
        if f == ArrayFn::Size {
            let v = match dim {
                Some(d) => value(self, d - 1),
                None => {
                    let mut p = int(1, span);
                    for k in 0..rank {
                        let c = value(self, k);
                        p = self.iop(BinOp::Mul, p, c, span);
                    }
                    p
                }
            };
            return Some(Expr { span, ..v });
        }
        if let (Some(d), true) = (dim, f != ArrayFn::Shape) {
            let v = value(self, d - 1);
            return Some(Expr { span, ..v });
        }
        if self.array_ctx.is_none() {
            self.error(
                span,
                format!("{upper} here returns an array, but a scalar is expected"),
            );
            return None;
        }
        let t = self.temp_array(Ty::I4, &[rank as i64]);
        for k in 0..rank {
            let v = value(self, k);
            let s = assign(Place::Elem(t, vec![int(k as i64 + 1, span)], span), v, span);
            if !self.hoist(s, upper, span) {
                return None;
            }
        }
        self.temp_operand(t, &[rank as i64], span)
    }

    /// TRANSPOSE(m): the argument's dimensions take the result's loop variables swapped.
    pub(super) fn transpose(&mut self, upper: &str, m: &ast::Expr, span: Span) -> Option<Expr> {
        if self.array_ctx.is_none() {
            self.error(
                span,
                format!("{upper} returns an array, but a scalar is expected"),
            );
            return None;
        }
        let v0 = self.ctx_var(0)?;
        let v1 = self.ctx_var(1)?;
        let (x, shape, _) = self.array_argument(m, vec![v1, v0], upper)?;
        if shape.len() != 2 {
            self.error(m.span, format!("the argument of {upper} must have rank 2"));
            return None;
        }
        let swapped = vec![shape[1].clone(), shape[0].clone()];
        self.array_ctx.as_mut()?.shapes.push((swapped, span));
        Some(x)
    }

    /// MATMUL(a, b) of matrices (rank 2 and 2, 2 and 1, 1 and 2), into a temporary.
    pub(super) fn matmul(
        &mut self,
        upper: &str,
        a: &ast::Expr,
        b: &ast::Expr,
        span: Span,
    ) -> Option<Expr> {
        if self.array_ctx.is_none() {
            self.error(
                span,
                format!("{upper} returns an array, but a scalar is expected"),
            );
            return None;
        }
        let (xa, sa, va) = self.array_argument(a, Vec::new(), upper)?;
        // b's first dimension runs with a's last.
        let k = *va.get(sa.len() - 1)?;
        let (xb, sb, vb) = self.array_argument(b, vec![k], upper)?;
        if sa.len() > 2 || sb.len() > 2 || (sa.len() == 1 && sb.len() == 1) {
            self.error(
                span,
                format!("the arguments of {upper} must be matrices, or a matrix and a vector"),
            );
            return None;
        }
        if let (Some(x), Some(y)) = (sa[sa.len() - 1].konst, sb[0].konst) {
            if x != y {
                self.error(
                    span,
                    format!("the arguments of {upper} do not conform: {x} columns and {y} rows"),
                );
                return None;
            }
        }
        if !xa.ty.is_numeric() || !xb.ty.is_numeric() {
            self.error(
                span,
                format!("the arguments of {upper} must be INTEGER or REAL"),
            );
            return None;
        }
        let ty = crate::fortran::sema::expr::common_numeric(xa.ty, xb.ty);
        // The result's dimensions: a's rows (if a matrix), b's columns (if a matrix).
        let mut rvars = Vec::new();
        let mut rshape = Vec::new();
        if sa.len() == 2 {
            rvars.push(va[0]);
            rshape.push(sa[0].clone());
        }
        if sb.len() == 2 {
            rvars.push(vb[1]);
            rshape.push(sb[1].clone());
        }
        let t = self.linear_temp(ty, &rshape, &[], upper, span)?;
        let acc = self.fresh_hidden("arr.acc", ty);
        let xa = self.convert(xa, ty);
        let xb = self.convert(xb, ty);
        let prod = self.make_binary(BinOp::Mul, xa, xb, ty, span);
        let sum = self.make_binary(BinOp::Add, load(acc, ty, span), prod, ty, span);
        let zero = self.convert(int(0, span), ty);
        let inner = self.loop_nest(
            &[k],
            &[sb[0].clone()],
            vec![assign(Place::Scalar(acc), sum, span)],
            span,
        );
        let mut body = vec![assign(Place::Scalar(acc), zero, span)];
        body.extend(inner);
        let pos = self.linear_position(&rvars, &rshape, span);
        body.push(assign(
            Place::Elem(t, vec![pos], span),
            load(acc, ty, span),
            span,
        ));
        let nest = self.loop_nest(&rvars, &rshape, body, span);
        if !self.hoist_all(nest, upper, span) {
            return None;
        }
        self.linear_temp_operand(t, &rshape, span)
    }

    /// The constant SHAPE argument of RESHAPE: positive extents, one per dimension.
    pub(super) fn reshape_shape(&mut self, upper: &str, e: &ast::Expr) -> Option<Vec<i64>> {
        let items = match &e.kind {
            ast::ExprKind::Constructor(items) => items.clone(),
            ast::ExprKind::Designator(d) if d.args.is_none() => {
                // A PARAMETER array: its initial values.
                let id = self.scope.lookup(&d.name.text);
                let values = id.and_then(|id| self.data.get(&id).cloned());
                let Some(values) = values else {
                    self.error(
                        e.span,
                        format!("the SHAPE argument of {upper} must be a constant array"),
                    );
                    return None;
                };
                let mut out = Vec::new();
                for (_, c) in values {
                    let Const::Int(v) = c else { return None };
                    out.push(v);
                }
                return Some(out);
            }
            _ => {
                self.error(
                    e.span,
                    format!("the SHAPE argument of {upper} must be a constant array"),
                );
                return None;
            }
        };
        let mut values = Vec::new();
        let what = format!("the SHAPE argument of {upper}");
        if !self.without_array_ctx(|ck| ck.constant_constructor(&items, Ty::I4, &what, &mut values))
        {
            return None;
        }
        let mut out = Vec::new();
        for v in values {
            match v {
                Const::Int(n) if n >= 0 => out.push(n),
                _ => {
                    self.error(
                        e.span,
                        format!(
                            "the SHAPE argument of {upper} must hold extents that are not negative"
                        ),
                    );
                    return None;
                }
            }
        }
        if out.is_empty() || out.len() > 7 {
            self.error(
                e.span,
                format!("the SHAPE argument of {upper} must have 1 to 7 elements"),
            );
            return None;
        }
        Some(out)
    }

    /// RESHAPE(source, shape, pad, order): the source's elements in array element order,
    /// computed into a temporary (followed by copies of PAD's elements where the source has
    /// fewer than the shape), read in the order of the result's shape with its dimensions
    /// taken in ORDER's sequence.
    pub(super) fn reshape(
        &mut self,
        upper: &str,
        source: &ast::Expr,
        shape: Option<&ast::Expr>,
        pad: Option<&ast::Expr>,
        order: Option<&ast::Expr>,
        span: Span,
    ) -> Option<Expr> {
        let shape = self.reshape_shape(upper, shape?)?;
        if self.array_ctx.is_none() {
            self.error(
                span,
                format!("{upper} returns an array, but a scalar is expected"),
            );
            return None;
        }
        let order = match order {
            Some(o) => self.reshape_order(upper, o, shape.len())?,
            None => (0..shape.len()).collect(),
        };
        let (x, src) = self.check_maybe_array_argument(source)?;
        let Some((vars, sshape)) = src else {
            self.error(
                source.span,
                format!("the argument of {upper} must be an array"),
            );
            return None;
        };
        let total = shape.iter().try_fold(1i64, |a, &n| a.checked_mul(n));
        if let (Some(n), Some(total), None) = (konst_size(&sshape), total, pad) {
            if n < total {
                self.error(
                    source.span,
                    format!("the source of {upper} has {n} elements, fewer than the {total} of the shape"),
                );
                return None;
            }
        }
        let ty = x.ty;
        let mut t = self.store_in_element_order(x, &vars, &sshape, upper, span)?;
        if let (Some(pad), Some(total)) = (pad, total) {
            t = self.reshape_padded(upper, t, ty, &sshape, pad, total, span)?;
        }
        let result: Vec<Extent> = shape
            .iter()
            .map(|&n| Extent {
                count: int(n, span),
                konst: Some(n),
            })
            .collect();
        if order.iter().enumerate().all(|(j, &d)| j == d) {
            return self.linear_temp_operand(t, &result, span);
        }
        // The result's dimensions in ORDER's sequence: the first listed varies fastest.
        let mut vars = Vec::with_capacity(result.len());
        for k in 0..result.len() {
            vars.push(self.ctx_var(k)?);
        }
        let permuted_vars: Vec<SymId> = order.iter().map(|&d| vars[d]).collect();
        let permuted_shape: Vec<Extent> = order.iter().map(|&d| result[d].clone()).collect();
        let pos = self.linear_position(&permuted_vars, &permuted_shape, span);
        self.array_ctx.as_mut()?.shapes.push((result, span));
        Some(Expr {
            kind: ExprKind::Elem(t, vec![pos]),
            ty,
            span,
        })
    }

    /// RESHAPE's ORDER=: a constant permutation of 1..rank, as 0-based dimensions.
    fn reshape_order(&mut self, upper: &str, e: &ast::Expr, rank: usize) -> Option<Vec<usize>> {
        let what = format!("the ORDER argument of {upper}");
        let ast::ExprKind::Constructor(items) = &e.kind else {
            self.error(e.span, format!("{what} must be a constant array"));
            return None;
        };
        let mut values = Vec::new();
        if !self.without_array_ctx(|ck| ck.constant_constructor(items, Ty::I4, &what, &mut values))
        {
            return None;
        }
        let dims: Vec<i64> = values
            .iter()
            .filter_map(|v| match v {
                Const::Int(n) => Some(*n),
                _ => None,
            })
            .collect();
        let mut sorted = dims.clone();
        sorted.sort_unstable();
        if dims.len() != values.len() || sorted != (1..=rank as i64).collect::<Vec<_>>() {
            self.error(
                e.span,
                format!("{what} must be a permutation of 1 to {rank} (the rank of the shape)"),
            );
            return None;
        }
        Some(dims.iter().map(|&d| d as usize - 1).collect())
    }

    /// A temporary of `total` elements: those of the source temporary `t` (of shape
    /// `sshape`), then PAD's elements repeated for the rest.
    #[allow(clippy::too_many_arguments)]
    fn reshape_padded(
        &mut self,
        upper: &str,
        t: SymId,
        ty: Ty,
        sshape: &[Extent],
        pad: &ast::Expr,
        total: i64,
        span: Span,
    ) -> Option<SymId> {
        let (p, psrc) = self.check_maybe_array_argument(pad)?;
        let Some((pvars, pshape)) = psrc else {
            self.error(
                pad.span,
                format!("the PAD argument of {upper} must be an array"),
            );
            return None;
        };
        if p.ty != ty {
            self.error(
                pad.span,
                format!(
                    "the PAD argument of {upper} must have the type of its source ({ty}), found {}",
                    p.ty
                ),
            );
            return None;
        }
        let pt = self.store_in_element_order(p, &pvars, &pshape, upper, span)?;
        let count = |ck: &mut Self, shape: &[Extent]| {
            let mut n = int(1, span);
            for e in shape {
                let c = Expr {
                    kind: ExprKind::Intrinsic(
                        Intrinsic::Max,
                        vec![ck.convert(e.count.clone(), Ty::I4), int(0, span)],
                    ),
                    ty: Ty::I4,
                    span,
                };
                n = ck.iop(BinOp::Mul, n, c, span);
            }
            n
        };
        let n = count(self, sshape);
        let npad = count(self, &pshape);
        let r = self.temp_array(ty, &[total]);
        self.scope.get_mut(r).char_len = self.scope.get(t).char_len;
        let k = self.fresh_hidden("arr.k", Ty::I4);
        let pos = self.iop(BinOp::Add, load(k, Ty::I4, span), int(1, span), span);
        let in_source = self.make_binary(BinOp::Le, pos.clone(), n.clone(), Ty::L4, span);
        let from_source = assign(
            Place::Elem(r, vec![pos.clone()], span),
            Expr {
                kind: ExprKind::Elem(t, vec![pos.clone()]),
                ty,
                span,
            },
            span,
        );
        // PAD's element (k - n) mod npad, from 1.
        let beyond = self.iop(BinOp::Sub, load(k, Ty::I4, span), n, span);
        let wrapped = Expr {
            kind: ExprKind::Intrinsic(Intrinsic::Mod, vec![beyond, npad]),
            ty: Ty::I4,
            span,
        };
        let at = self.iop(BinOp::Add, wrapped, int(1, span), span);
        let from_pad = assign(
            Place::Elem(r, vec![pos], span),
            Expr {
                kind: ExprKind::Elem(pt, vec![at]),
                ty,
                span,
            },
            span,
        );
        let body = vec![self.if_else(in_source, vec![from_source], vec![from_pad], span)];
        let extent = Extent {
            count: int(total, span),
            konst: Some(total),
        };
        let nest = self.loop_nest(&[k], &[extent], body, span);
        self.hoist_all(nest, upper, span).then_some(r)
    }
}

/// The name an array argument designates (for messages).
fn array_name(e: &ast::Expr) -> &str {
    match &e.kind {
        ast::ExprKind::Designator(d) => &d.name.text,
        _ => "",
    }
}

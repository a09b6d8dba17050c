//! Fortran 90 array expressions of ordinary (non-distributed) arrays, scalarized here into the
//! loops the HIR already has, so lowering needs nothing new.
//!
//! An array statement is checked once with an [`ArrayCtx`] active: every array operand met
//! (a section `A(2:N-1, J)`, a whole array `A`, a temporary) becomes an element reference whose
//! subscripts use the context's hidden loop variables (`lo + i*stride` in the k-th section
//! dimension, with `i` running from 0), and records its shape. Elemental operations and
//! intrinsics then apply to those element references as to scalars. Afterwards all recorded
//! shapes must conform (same rank, equal extents where known at compile time), and the
//! statement becomes a nest of counted loops over the shape (the first dimension innermost).
//!
//! What cannot be an element-wise expression is computed beforehand, by statements *hoisted*
//! before the statement being checked ([`Checker::pre_stmts`]): reductions (`SUM(A)` into a
//! hidden scalar), and values that need a temporary array: array constructors, reductions with
//! DIM=, MAXLOC, MATMUL, non-contiguous sections passed to subroutines (copied back by
//! [`Checker::post_stmts`]), and the right side of an assignment that reads its target where
//! no loop direction is safe (`overlap`). A temporary holds its values in array element order;
//! its size is the shape's when known at compile time, else the size of the array the shape
//! comes from (a local array's, or a dummy's computed on entry, when lowering allocates it).
//!
//! Statements built on the same machinery: WHERE (each assignment guarded by the masks, a
//! mask the assignments could change computed first into a temporary), FORALL (its indices
//! bound to hidden loop variables), array I/O items (implied DO lists over the hidden
//! variables), and PARAMETER arrays (constant constructors become initial values).

use super::overlap::Order;
use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::{
    self, ArrayInfo, BinOp, Const, Expr, ExprKind, IfStmt, Intrinsic, Loop, LoopKind, Place, SymId,
    SymbolKind, Ty, UnOp,
};
use crate::source::Span;

/// The number of elements along one dimension of an array value.
#[derive(Clone, Debug)]
pub(crate) struct Extent {
    /// Default INTEGER; may be negative for an empty section.
    pub count: Expr,
    /// The count when known at compile time (never negative).
    pub konst: Option<i64>,
}

/// An array value's hidden loop variables (one per dimension) and its shape.
pub(crate) type LoopShape = (Vec<SymId>, Vec<Extent>);

/// The array expression being scalarized.
#[derive(Clone, Debug, Default)]
pub(crate) struct ArrayCtx {
    /// The hidden loop variable of each dimension of the result (from 0).
    pub vars: Vec<SymId>,
    /// The shape of every array operand met, and where it is.
    pub shapes: Vec<(Vec<Extent>, Span)>,
}

/// The array intrinsic functions (transformational and inquiry), resolved by the intrinsic
/// table (`intrinsics.rs`, one row each).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ArrayFn {
    Sum,
    Product,
    Maxval,
    Minval,
    Count,
    Any,
    All,
    DotProduct,
    Maxloc,
    Minloc,
    Size,
    Lbound,
    Ubound,
    Shape,
    Matmul,
    Transpose,
    Reshape,
}

impl ArrayFn {
    /// The standard's names of the arguments, in order.
    pub fn argument_names(self) -> &'static [&'static str] {
        use ArrayFn::*;
        match self {
            Sum | Product | Maxval | Minval | Maxloc | Minloc => &["array", "dim", "mask"],
            Count | Any | All => &["mask", "dim"],
            DotProduct => &["vector_a", "vector_b"],
            Size | Lbound | Ubound => &["array", "dim"],
            Shape => &["source"],
            Matmul => &["matrix_a", "matrix_b"],
            Transpose => &["matrix"],
            Reshape => &["source", "shape"],
        }
    }
}

/// The number of elements of a shape known at compile time (`None` if not, or too many).
fn konst_size(shape: &[Extent]) -> Option<i64> {
    shape
        .iter()
        .try_fold(1i64, |acc, e| acc.checked_mul(e.konst?))
}

fn int(v: i64, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Const(Const::Int(v)),
        ty: Ty::I4,
        span,
    }
}

fn load(id: SymId, ty: Ty, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Load(id),
        ty,
        span,
    }
}

fn stmt(kind: hir::StmtKind, span: Span) -> hir::Stmt {
    hir::Stmt {
        label: None,
        kind,
        span,
    }
}

fn assign(target: Place, value: Expr, span: Span) -> hir::Stmt {
    stmt(hir::StmtKind::Assign { target, value }, span)
}

/// Whether an argument is a section subscript (`lo:hi`, `lo:hi:st`).
fn is_range(a: &ast::Arg) -> bool {
    matches!(
        a.value.kind,
        ast::ExprKind::Range(..) | ast::ExprKind::Triplet(..)
    )
}

/// Whether two expressions compute the same value the same way (spans aside).
pub(super) fn same_expr(a: &Expr, b: &Expr) -> bool {
    if a.ty != b.ty {
        return false;
    }
    match (&a.kind, &b.kind) {
        (ExprKind::Const(x), ExprKind::Const(y)) => x == y,
        (ExprKind::Load(x), ExprKind::Load(y)) => x == y,
        (ExprKind::Elem(x, xs), ExprKind::Elem(y, ys)) => x == y && same_list(xs, ys),
        (ExprKind::Unary(o, x), ExprKind::Unary(p, y)) => o == p && same_expr(x, y),
        (ExprKind::Binary(o, x1, x2), ExprKind::Binary(p, y1, y2)) => {
            o == p && same_expr(x1, y1) && same_expr(x2, y2)
        }
        (ExprKind::Convert(x), ExprKind::Convert(y)) => same_expr(x, y),
        (ExprKind::Intrinsic(o, xs), ExprKind::Intrinsic(p, ys)) => o == p && same_list(xs, ys),
        _ => false,
    }
}

fn same_list(a: &[Expr], b: &[Expr]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| same_expr(x, y))
}

/// An expression that is certainly LOGICAL (to tell `SUM(A, MASK)` from `SUM(A, DIM)`).
fn looks_logical(ck: &Checker<'_>, e: &ast::Expr) -> bool {
    use ast::BinaryOp as B;
    match &e.kind {
        ast::ExprKind::Logical(_) => true,
        ast::ExprKind::Paren(x) => looks_logical(ck, x),
        ast::ExprKind::Unary(ast::UnaryOp::Not, _) => true,
        ast::ExprKind::Binary(op, ..) => matches!(
            op,
            B::Eq | B::Ne | B::Lt | B::Le | B::Gt | B::Ge | B::And | B::Or | B::Eqv | B::Neqv
        ),
        ast::ExprKind::Designator(d) => ck
            .scope
            .lookup(&d.name.text)
            .is_some_and(|id| ck.scope.get(id).ty == Ty::Logical),
        _ => false,
    }
}

impl Checker<'_> {
    // ------------------------------------------------------------------ helpers

    /// A fresh hidden scalar (`prefix` + a number).
    pub(super) fn fresh_hidden(&mut self, prefix: &str, ty: Ty) -> SymId {
        self.next_hidden += 1;
        let name = format!("{prefix}.{}", self.next_hidden);
        self.hidden_variable(&name, ty)
    }

    /// A fresh hidden array of the given constant extents (bounds 1:n).
    fn temp_array(&mut self, ty: Ty, extents: &[i64]) -> SymId {
        let id = self.fresh_hidden("arr.t", ty);
        self.scope.get_mut(id).kind = SymbolKind::Array(ArrayInfo {
            dims: extents.iter().map(|&n| (1, n.max(1))).collect(),
            adjustable: None,
            dist: None,
        });
        id
    }

    /// Runs `f` with no array expression active (subscripts, arguments of user functions).
    pub(super) fn without_array_ctx<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> T {
        let saved = self.array_ctx.take();
        let r = f(self);
        self.array_ctx = saved;
        r
    }

    /// Runs `f` with a fresh array expression active; returns its result and the context.
    pub(super) fn with_array_ctx<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> (T, ArrayCtx) {
        self.with_ctx(ArrayCtx::default(), f)
    }

    fn with_new_ctx<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> (T, ArrayCtx) {
        self.with_ctx(ArrayCtx::default(), f)
    }

    fn with_ctx<T>(&mut self, ctx: ArrayCtx, f: impl FnOnce(&mut Self) -> T) -> (T, ArrayCtx) {
        let saved = self.array_ctx.replace(ctx);
        let r = f(self);
        let ctx = std::mem::replace(&mut self.array_ctx, saved).unwrap_or_default();
        (r, ctx)
    }

    /// The hidden loop variable of dimension `k` of the active array expression.
    fn ctx_var(&mut self, k: usize) -> Option<SymId> {
        loop {
            let have = self.array_ctx.as_ref()?.vars.len();
            if have > k {
                return Some(self.array_ctx.as_ref()?.vars[k]);
            }
            let v = self.fresh_hidden("arr.i", Ty::I4);
            self.array_ctx.as_mut()?.vars.push(v);
        }
    }

    /// Integer arithmetic on default INTEGER index expressions, folded.
    fn iop(&mut self, op: BinOp, a: Expr, b: Expr, span: Span) -> Expr {
        let a = self.convert(a, Ty::I4);
        let b = self.convert(b, Ty::I4);
        self.make_binary(op, a, b, Ty::I4, span)
    }

    /// Statements to run before the statement being checked; `false` (after an error) where
    /// that is not possible.
    fn hoist(&mut self, s: hir::Stmt, what: &str, span: Span) -> bool {
        if let Some(place) = self.no_hoist {
            self.error(span, format!("{what} in {place} is not supported yet"));
            return false;
        }
        self.pre_stmts.push(s);
        true
    }

    /// Whether array expressions may be used here (not in a parallel loop).
    fn arrays_allowed(&mut self, span: Span) -> bool {
        if self.parallel.is_some() {
            self.error(
                span,
                "array expressions in a parallel loop are not supported yet",
            );
            return false;
        }
        true
    }

    /// The loop nest over `extents` with `vars` (the first dimension innermost).
    fn loop_nest(
        &mut self,
        vars: &[SymId],
        extents: &[Extent],
        body: Vec<hir::Stmt>,
        span: Span,
    ) -> Vec<hir::Stmt> {
        self.loop_nest_dir(vars, extents, body, false, span)
    }

    /// The loop nest, each loop running backwards if `backward`.
    fn loop_nest_dir(
        &mut self,
        vars: &[SymId],
        extents: &[Extent],
        body: Vec<hir::Stmt>,
        backward: bool,
        span: Span,
    ) -> Vec<hir::Stmt> {
        let mut body = body;
        for (k, e) in extents.iter().enumerate() {
            let Some(&var) = vars.get(k) else {
                continue;
            };
            let hi = self.iop(BinOp::Sub, e.count.clone(), int(1, span), span);
            let l = Loop {
                id: self.new_loop_id(),
                construct: self.new_construct_id(),
                kind: if backward {
                    LoopKind::Counted {
                        var,
                        lo: hi,
                        hi: int(0, span),
                        step: Some(int(-1, span)),
                    }
                } else {
                    LoopKind::Counted {
                        var,
                        lo: int(0, span),
                        hi,
                        step: None,
                    }
                },
                body,
                structured: true,
            };
            body = vec![stmt(hir::StmtKind::Loop(Box::new(l)), span)];
        }
        body
    }

    /// Checks that every shape of `ctx` conforms with the first (or with `base`); returns the
    /// common shape (`None` after an error).
    fn conform(&mut self, ctx: &ArrayCtx, base: Option<&[Extent]>) -> Option<Vec<Extent>> {
        let mut it = ctx.shapes.iter();
        let first: Vec<Extent> = match base {
            Some(b) => b.to_vec(),
            None => it.next()?.0.clone(),
        };
        let mut ok = true;
        for (shape, span) in it {
            if shape.len() != first.len() {
                self.error(
                    *span,
                    format!(
                        "array shapes do not conform: rank {} and rank {}",
                        first.len(),
                        shape.len()
                    ),
                );
                ok = false;
                continue;
            }
            for (k, (a, b)) in first.iter().zip(shape).enumerate() {
                if let (Some(x), Some(y)) = (a.konst, b.konst) {
                    if x != y {
                        self.error(
                            *span,
                            format!(
                                "array shapes do not conform: extent {x} and extent {y} in dimension {}",
                                k + 1
                            ),
                        );
                        ok = false;
                        break;
                    }
                }
            }
        }
        ok.then_some(first)
    }

    /// The element `vars + 1` of temporary `t` as an operand of the active expression.
    fn temp_operand(&mut self, t: SymId, extents: &[i64], span: Span) -> Option<Expr> {
        let mut subs = Vec::with_capacity(extents.len());
        for k in 0..extents.len() {
            let v = self.ctx_var(k)?;
            subs.push(self.iop(BinOp::Add, load(v, Ty::I4, span), int(1, span), span));
        }
        let shape = extents
            .iter()
            .map(|&n| Extent {
                count: int(n, span),
                konst: Some(n),
            })
            .collect();
        self.array_ctx.as_mut()?.shapes.push((shape, span));
        let ty = self.scope.get(t).ty;
        Some(Expr {
            kind: ExprKind::Elem(t, subs),
            ty,
            span,
        })
    }

    /// A temporary holding one value per element of `shape`, in array element order (index
    /// it with [`Self::linear_position`]). Its size is the shape's when known at compile time,
    /// else that of an array of `candidates` (the operands the shape comes from), known at
    /// compile time or on entry (a dummy's bounds).
    fn linear_temp(
        &mut self,
        ty: Ty,
        shape: &[Extent],
        candidates: &[SymId],
        what: &str,
        span: Span,
    ) -> Option<SymId> {
        if let Some(total) = konst_size(shape) {
            return Some(self.temp_array(ty, &[total]));
        }
        for &c in candidates {
            let SymbolKind::Array(info) = &self.scope.get(c).kind else {
                continue;
            };
            let info = info.clone();
            if info.dist.is_some() {
                continue;
            }
            let Some(bounds) = &info.adjustable else {
                return Some(self.temp_array(ty, &[info.element_count() as i64]));
            };
            if bounds.iter().any(|(_, hi)| hi.is_none()) {
                continue;
            }
            let mut count = int(1, span);
            for k in 0..info.rank() {
                let (lo, hi) = self.declared_bounds(&info, k, span);
                let Some(hi) = hi else { continue };
                let e = self.iop(BinOp::Sub, hi, lo, span);
                let e = self.iop(BinOp::Add, e, int(1, span), span);
                count = self.iop(BinOp::Mul, count, e, span);
            }
            let t = self.temp_array(ty, &[1]);
            if let SymbolKind::Array(ti) = &mut self.scope.get_mut(t).kind {
                ti.adjustable = Some(vec![(int(1, span), Some(count))]);
            }
            return Some(t);
        }
        self.constant_extents(shape, what, span);
        None
    }

    /// The element of linear temporary `t` for the active expression's position, as an
    /// operand of shape `shape`.
    fn linear_temp_operand(&mut self, t: SymId, shape: &[Extent], span: Span) -> Option<Expr> {
        let mut vars = Vec::with_capacity(shape.len());
        for k in 0..shape.len() {
            vars.push(self.ctx_var(k)?);
        }
        let pos = self.linear_position(&vars, shape, span);
        self.array_ctx.as_mut()?.shapes.push((shape.to_vec(), span));
        let ty = self.scope.get(t).ty;
        Some(Expr {
            kind: ExprKind::Elem(t, vec![pos]),
            ty,
            span,
        })
    }

    /// The constant extents of a shape, or an error naming `what`.
    fn constant_extents(&mut self, shape: &[Extent], what: &str, span: Span) -> Option<Vec<i64>> {
        let v: Option<Vec<i64>> = shape.iter().map(|e| e.konst).collect();
        if v.is_none() {
            self.error(
                span,
                format!("{what} needs a temporary array whose shape is known only at run time, which is not supported yet"),
            );
        }
        v
    }

    /// The linear position (from 1) of the element `vars` in a shape.
    fn linear_position(&mut self, vars: &[SymId], shape: &[Extent], span: Span) -> Expr {
        let mut pos = int(0, span);
        for (k, e) in shape.iter().enumerate().rev() {
            let Some(&v) = vars.get(k) else { continue };
            pos = self.iop(BinOp::Mul, pos, e.count.clone(), span);
            pos = self.iop(BinOp::Add, pos, load(v, Ty::I4, span), span);
        }
        self.iop(BinOp::Add, pos, int(1, span), span)
    }

    // ------------------------------------------------------------------ operands

    /// The declared bounds of dimension `k` of an array (default INTEGER).
    fn declared_bounds(&mut self, info: &ArrayInfo, k: usize, span: Span) -> (Expr, Option<Expr>) {
        match &info.adjustable {
            Some(b) => {
                let lo = self.convert(b[k].0.clone(), Ty::I4);
                let hi = b[k].1.clone().map(|h| self.convert(h, Ty::I4));
                (lo, hi)
            }
            None => (int(info.dims[k].0, span), Some(int(info.dims[k].1, span))),
        }
    }

    /// An integer bound or stride of a section (checked with no array expression active).
    fn section_int(&mut self, e: &ast::Expr) -> Option<Expr> {
        let x = self.without_array_ctx(|ck| ck.check_expr(e))?;
        if !x.ty.is_int() {
            self.error(
                e.span,
                format!("array subscript must be INTEGER, found {}", x.ty),
            );
            return None;
        }
        Some(self.convert(x, Ty::I4))
    }

    /// `A(2:N-1, J)` (or a whole array, all `:`) as an operand of the active array expression.
    pub(super) fn array_section(
        &mut self,
        id: SymId,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Expr> {
        let sym = self.scope.get(id).clone();
        let SymbolKind::Array(info) = &sym.kind else {
            return None;
        };
        if info.dist.is_some() {
            self.error(
                span,
                format!(
                    "array sections and whole-array operations of the distributed array '{}' are not supported yet",
                    sym.name
                ),
            );
            return None;
        }
        if self.array_ctx.is_none() {
            self.error(
                span,
                format!(
                    "an array value ('{}') is not allowed here: a scalar is expected",
                    sym.name
                ),
            );
            return None;
        }
        if !self.arrays_allowed(span) {
            return None;
        }
        if args.len() != info.rank() {
            self.error(
                span,
                format!(
                    "'{}' has rank {} but {} subscript{} given",
                    sym.name,
                    info.rank(),
                    args.len(),
                    if args.len() == 1 { " is" } else { "s are" }
                ),
            );
            return None;
        }
        let mut subs = Vec::with_capacity(args.len());
        let mut shape = Vec::new();
        let mut ok = true;
        for (k, a) in args.iter().enumerate() {
            if let Some(kw) = &a.keyword {
                self.error(
                    kw.span,
                    format!("'{}' is an array: its subscripts cannot be named", sym.name),
                );
                ok = false;
                continue;
            }
            let (lo, hi, st) = match &a.value.kind {
                ast::ExprKind::Range(lo, hi) => (lo.as_deref(), hi.as_deref(), None),
                ast::ExprKind::Triplet(lo, hi, st) => (lo.as_deref(), hi.as_deref(), Some(&**st)),
                _ => {
                    match self.section_int(&a.value) {
                        Some(x) => subs.push(x),
                        None => ok = false,
                    }
                    continue;
                }
            };
            let (dlo, dhi) = self.declared_bounds(info, k, span);
            let lo = match lo {
                Some(e) => self.section_int(e),
                None => Some(dlo),
            };
            let hi = match hi {
                Some(e) => self.section_int(e),
                None if dhi.is_none() => {
                    self.error(
                        a.value.span,
                        format!(
                            "the upper bound of the last dimension of the assumed-size array '{}' must be given",
                            sym.name
                        ),
                    );
                    None
                }
                None => dhi,
            };
            let st = match st {
                Some(e) => self.section_int(e),
                None => Some(int(1, span)),
            };
            let (Some(lo), Some(hi), Some(st)) = (lo, hi, st) else {
                ok = false;
                continue;
            };
            if let Some(Const::Int(0)) = st.as_const() {
                self.error(
                    a.value.span,
                    "the stride of an array section must not be zero",
                );
                ok = false;
                continue;
            }
            let span_k = a.value.span;
            // `k:k+3` has 4 elements whatever `k` is.
            let known = match (super::overlap::const_offset(&hi, &lo), st.as_const()) {
                (Some(d), Some(Const::Int(s))) if *s != 0 => {
                    d.checked_add(*s).map(|x| (x / s).max(0))
                }
                _ => None,
            };
            let count = match known {
                Some(n) => int(n, span_k),
                None => {
                    let diff = self.iop(BinOp::Sub, hi.clone(), lo.clone(), span_k);
                    let diff = self.iop(BinOp::Add, diff, st.clone(), span_k);
                    self.iop(BinOp::Div, diff, st.clone(), span_k)
                }
            };
            let konst = match count.as_const() {
                Some(Const::Int(n)) => Some((*n).max(0)),
                _ => None,
            };
            if let (Some(n), Some(Const::Int(l)), Some(Const::Int(h)), Some(Const::Int(s)), None) = (
                konst,
                lo.as_const(),
                hi.as_const(),
                st.as_const(),
                &info.adjustable,
            ) {
                let (dl, dh) = info.dims[k];
                let last = (n - 1).checked_mul(*s).and_then(|x| x.checked_add(*l));
                let outside = |v: i64| v < dl || v > dh;
                if n > 0 && (outside(*l) || last.is_none_or(outside)) {
                    self.error(
                        a.value.span,
                        format!(
                            "the section {l}:{h}:{s} is out of bounds {dl}:{dh} in dimension {} of '{}'",
                            k + 1,
                            sym.name
                        ),
                    );
                    ok = false;
                    continue;
                }
            }
            let var = self.ctx_var(shape.len())?;
            let step = self.iop(BinOp::Mul, load(var, Ty::I4, span_k), st, span_k);
            subs.push(self.iop(BinOp::Add, lo, step, span_k));
            shape.push(Extent { count, konst });
        }
        if !ok {
            return None;
        }
        self.array_ctx.as_mut()?.shapes.push((shape, span));
        Some(Expr {
            kind: ExprKind::Elem(id, subs),
            ty: sym.ty,
            span,
        })
    }

    /// A whole array `A` as an operand.
    pub(super) fn whole_array_operand(&mut self, id: SymId, span: Span) -> Option<Expr> {
        let rank = match &self.scope.get(id).kind {
            SymbolKind::Array(info) => info.rank(),
            _ => return None,
        };
        let colon = ast::Arg {
            keyword: None,
            value: ast::Expr {
                kind: ast::ExprKind::Range(None, None),
                span,
            },
        };
        self.array_section(id, &vec![colon; rank], span)
    }

    /// Whether a designator is an array value (a whole array or a section).
    pub(super) fn designates_array(&self, d: &ast::Designator) -> bool {
        let Some(id) = self.scope.lookup(&d.name.text) else {
            return false;
        };
        if !matches!(self.scope.get(id).kind, SymbolKind::Array(_)) || d.substring.is_some() {
            return false;
        }
        match &d.args {
            None => true,
            Some(args) => args.iter().any(is_range),
        }
    }

    /// Checks `e` with a fresh array expression; returns the scalar template and, when `e` is
    /// an array, its loop variables and shape.
    pub(super) fn check_maybe_array(&mut self, e: &ast::Expr) -> Option<(Expr, Option<LoopShape>)> {
        let (x, ctx) = self.with_new_ctx(|ck| ck.check_expr(e));
        let x = x?;
        if ctx.shapes.is_empty() {
            return Some((x, None));
        }
        let shape = self.conform(&ctx, None)?;
        Some((x, Some((ctx.vars, shape))))
    }

    // ------------------------------------------------------------------ assignment

    /// `A(...) = value` where the target is an array section or a whole array.
    pub(super) fn array_assignment(
        &mut self,
        lhs: &ast::Designator,
        rhs: &ast::Expr,
        span: Span,
    ) -> Option<hir::StmtKind> {
        self.guarded_assignment(lhs, rhs, &[], span)
    }

    /// An array assignment done only where the masks (checked in the same shape; `(mask,
    /// negate)`) hold.
    fn guarded_assignment(
        &mut self,
        lhs: &ast::Designator,
        rhs: &ast::Expr,
        masks: &[(MaskSource<'_>, bool)],
        span: Span,
    ) -> Option<hir::StmtKind> {
        if !self.arrays_allowed(span) {
            return None;
        }
        let ((target, value, guards), ctx) = self.with_new_ctx(|ck| {
            let target = ck.place(lhs);
            let value = ck.check_expr(rhs);
            let mut guards = Some(Vec::new());
            for (m, negate) in masks {
                let g = match m {
                    MaskSource::Expr(e) => ck.check_expr(e),
                    MaskSource::Temp(t, shape) => ck.linear_temp_operand(*t, shape, span),
                };
                match (g, &mut guards) {
                    (Some(g), Some(v)) => v.push((g, *negate)),
                    _ => guards = None,
                }
            }
            (target, value, guards)
        });
        let (target, value, guards) = (target?, value?, guards?);
        let (target_shape, _) = ctx.shapes.first()?;
        let target_shape = target_shape.clone();
        self.conform(&ctx, Some(&target_shape))?;
        let id = target.symbol();
        let ty = self.scope.get(id).ty;
        let what = format!("the assignment to '{}'", self.scope.get(id).name);
        let value = self.convert_for_assignment(value, ty, &what)?;
        let mut cond: Option<Expr> = None;
        for (g, negate) in guards {
            if g.ty != Ty::Logical {
                self.error(
                    g.span,
                    format!("a WHERE mask must be LOGICAL, found {}", g.ty),
                );
                return None;
            }
            let g = if negate {
                Expr {
                    span: g.span,
                    ty: Ty::Logical,
                    kind: ExprKind::Unary(UnOp::Not, Box::new(g)),
                }
            } else {
                g
            };
            cond = Some(match cond {
                None => g,
                Some(c) => self.make_binary(BinOp::And, c, g, Ty::Logical, span),
            });
        }
        self.scalarized_assignment(target, value, cond, &ctx.vars, &target_shape, span)
    }

    /// `target = value` (where `cond` holds) for every element of `shape` (loop variables
    /// `vars`): one loop nest, run in the direction that reads each element of the target
    /// before it is overwritten, or through a temporary when no direction is safe.
    fn scalarized_assignment(
        &mut self,
        target: Place,
        value: Expr,
        cond: Option<Expr>,
        vars: &[SymId],
        target_shape: &[Extent],
        span: Span,
    ) -> Option<hir::StmtKind> {
        let id = target.symbol();
        let ty = self.scope.get(id).ty;
        let guard = |ck: &mut Self, body: hir::Stmt| -> hir::Stmt {
            match &cond {
                None => body,
                Some(c) => stmt(
                    hir::StmtKind::If(Box::new(IfStmt {
                        id: ck.new_construct_id(),
                        cond: c.clone(),
                        then_body: vec![body],
                        else_body: Vec::new(),
                        structured: true,
                    })),
                    span,
                ),
            }
        };
        let target_subs = match &target {
            Place::Elem(_, subs, _) => subs.clone(),
            _ => Vec::new(),
        };
        let mut reading = vec![&value];
        reading.extend(cond.as_ref());
        let order = super::overlap::order(&reading, id, &target_subs, vars);
        if order != Order::Temporary {
            let body = guard(self, assign(target, value, span));
            let backward = order == Order::Backward;
            let nest = self.loop_nest_dir(vars, target_shape, vec![body], backward, span);
            return nest.into_iter().next().map(|s| s.kind);
        }
        // The right side reads the target elsewhere: all of it goes to a temporary first, as
        // large as the section (or, its shape known only at run time, as the whole array).
        let what = "this assignment to an overlapping section";
        let t = self.linear_temp(ty, target_shape, &[id], what, span)?;
        self.scope.get_mut(t).char_len = self.scope.get(id).char_len;
        let pos = self.linear_position(vars, target_shape, span);
        let t_elem = Place::Elem(t, vec![pos.clone()], span);
        let first = guard(self, assign(t_elem, value, span));
        let nest = self.loop_nest(vars, target_shape, vec![first], span);
        for s in nest {
            if !self.hoist(s, "an overlapping array assignment", span) {
                return None;
            }
        }
        let t_value = Expr {
            kind: ExprKind::Elem(t, vec![pos]),
            ty,
            span,
        };
        let second = guard(self, assign(target, t_value, span));
        let nest = self.loop_nest(vars, target_shape, vec![second], span);
        nest.into_iter().next().map(|s| s.kind)
    }

    /// The target of an array assignment (a section or whole array, with the active context).
    pub(super) fn array_place(&mut self, d: &ast::Designator) -> Option<Place> {
        let id = self.scope.lookup(&d.name.text)?;
        let e = match &d.args {
            None => self.whole_array_operand(id, d.span)?,
            Some(args) => self.array_section(id, args, d.span)?,
        };
        match e.kind {
            ExprKind::Elem(id, subs) => Some(Place::Elem(id, subs, d.span)),
            _ => None,
        }
    }

    // ------------------------------------------------------------------ WHERE

    /// `WHERE (mask) ... ELSEWHERE (mask) ... ELSEWHERE ... END WHERE`.
    pub(super) fn check_where(
        &mut self,
        w: &ast::WhereConstruct,
        label: Option<ast::Label>,
        span: Span,
        out: &mut Vec<hir::Stmt>,
    ) {
        self.keep_label(out, label, span);
        if !self.arrays_allowed(span) {
            return;
        }
        // Each mask on its own: its errors once, and its shape.
        let mut masks: Vec<(Option<&ast::Expr>, Vec<Extent>)> = Vec::new();
        for b in &w.branches {
            let Some(m) = &b.mask else {
                masks.push((None, Vec::new()));
                continue;
            };
            let Some((x, shape)) = self.check_maybe_array(m) else {
                return;
            };
            if x.ty != Ty::Logical {
                self.error(
                    m.span,
                    format!("a WHERE mask must be LOGICAL, found {}", x.ty),
                );
                return;
            }
            let Some((_, shape)) = shape else {
                self.error(m.span, "a WHERE mask must be an array");
                return;
            };
            masks.push((Some(m), shape));
        }
        // The targets the construct assigns.
        let mut targets = Vec::new();
        for b in &w.branches {
            for s in &b.body {
                match &s.kind {
                    ast::StmtKind::Assign { lhs, .. } => {
                        if let Some(id) = self.scope.lookup(&lhs.name.text) {
                            targets.push(id);
                        }
                    }
                    _ => {
                        self.error(
                            s.span,
                            "only array assignments are supported in a WHERE construct",
                        );
                        return;
                    }
                }
            }
        }
        // A mask the body may change is computed first, into a temporary.
        let mut sources: Vec<Option<MaskSource<'_>>> = Vec::new();
        for (m, shape) in &masks {
            let Some(m) = m else {
                sources.push(None);
                continue;
            };
            let changed = targets
                .iter()
                .any(|id| m.mentions(&self.scope.get(*id).name.clone()));
            if !changed {
                sources.push(Some(MaskSource::Expr(m)));
                continue;
            }
            let what = "a WHERE mask changed by its assignments";
            let Some(t) = self.linear_temp(Ty::Logical, shape, &targets, what, m.span) else {
                return;
            };
            let Some((x, Some((vars, shape)))) = self.check_maybe_array(m) else {
                return;
            };
            let pos = self.linear_position(&vars, &shape, m.span);
            let s = assign(Place::Elem(t, vec![pos], m.span), x, m.span);
            let nest = self.loop_nest(&vars, &shape, vec![s], m.span);
            // Before the statements this construct produces.
            out.extend(nest);
            sources.push(Some(MaskSource::Temp(t, shape)));
        }
        for (k, b) in w.branches.iter().enumerate() {
            // Branch k runs where the earlier masks are false and its own is true.
            let mut guards: Vec<(MaskSource<'_>, bool)> = Vec::new();
            for source in sources.iter().take(k).flatten() {
                guards.push((source.clone(), true));
            }
            if let Some(Some(source)) = sources.get(k) {
                guards.push((source.clone(), false));
            }
            for s in &b.body {
                let ast::StmtKind::Assign { lhs, rhs } = &s.kind else {
                    continue;
                };
                if !self.designates_array(lhs) {
                    self.error(
                        lhs.span,
                        "the target of an assignment in WHERE must be an array",
                    );
                    continue;
                }
                if let Some(kind) = self.guarded_assignment(lhs, rhs, &guards, s.span) {
                    let pre = std::mem::take(&mut self.pre_stmts);
                    out.extend(pre);
                    self.push(out, s.label, kind, s.span);
                }
            }
        }
    }

    // ------------------------------------------------------------------ constructors

    /// `(/ items /)` as an operand: its values go to a temporary first.
    pub(super) fn array_constructor(
        &mut self,
        items: &[ast::OutputItem],
        span: Span,
    ) -> Option<Expr> {
        if self.array_ctx.is_none() {
            self.error(
                span,
                "an array constructor is not allowed here: a scalar is expected",
            );
            return None;
        }
        if !self.arrays_allowed(span) {
            return None;
        }
        if let [ast::OutputItem::ImpliedDo(d)] = items {
            if let [ast::OutputItem::Expr(e)] = &d.items[..] {
                return self.implied_do_operand(d, e, span);
            }
        }
        let t = self.temp_array(Ty::I4, &[1]);
        let n = self.fresh_hidden("arr.n", Ty::I4);
        let mut ty = None;
        let mut body = vec![assign(Place::Scalar(n), int(0, span), span)];
        let mut len = Some(0);
        let count = self.without_array_ctx(|ck| {
            ck.constructor_items(items, t, n, &mut ty, &mut len, &mut body)
        })?;
        let Some(count) = count else {
            self.error(
                span,
                "an array constructor whose size is known only at run time is not supported yet",
            );
            return None;
        };
        let Some(ty) = ty else {
            self.error(span, "an empty array constructor is not supported yet");
            return None;
        };
        if ty == Ty::Char {
            let Some(len) = len else {
                self.error(
                    span,
                    "an array constructor of CHARACTER values whose length is known only at run time is not supported yet",
                );
                return None;
            };
            self.scope.get_mut(t).char_len = Some(hir::CharLen::Const(len));
        }
        let sym = self.scope.get_mut(t);
        sym.ty = ty;
        sym.kind = SymbolKind::Array(ArrayInfo {
            dims: vec![(1, count.max(1))],
            adjustable: None,
            dist: None,
        });
        for s in body {
            if !self.hoist(s, "an array constructor", span) {
                return None;
            }
        }
        self.temp_operand(t, &[count], span)
    }

    /// The statements storing constructor items into `t` (counter `n`); returns the number of
    /// values when it is known at compile time (`Some(None)` if not).
    fn constructor_items(
        &mut self,
        items: &[ast::OutputItem],
        t: SymId,
        n: SymId,
        ty: &mut Option<Ty>,
        len: &mut Option<i64>,
        body: &mut Vec<hir::Stmt>,
    ) -> Option<Option<i64>> {
        let mut count = Some(0i64);
        for item in items {
            match item {
                ast::OutputItem::Expr(e) => {
                    let (x, shape) = self.check_maybe_array(e)?;
                    let want = *ty.get_or_insert(x.ty);
                    if x.ty == Ty::Char {
                        *len = len.zip(self.static_char_len(&x)).map(|(a, b)| a.max(b));
                    }
                    let x = if x.ty == want {
                        x
                    } else if x.ty.is_arith() && want.is_arith() {
                        self.convert(x, want)
                    } else {
                        self.error(
                            e.span,
                            format!(
                                "array constructor values must have one type: found {want} and {}",
                                x.ty
                            ),
                        );
                        return None;
                    };
                    let sp = e.span;
                    let bump = assign(
                        Place::Scalar(n),
                        self.iop(BinOp::Add, load(n, Ty::I4, sp), int(1, sp), sp),
                        sp,
                    );
                    let store = assign(Place::Elem(t, vec![load(n, Ty::I4, sp)], sp), x, sp);
                    match shape {
                        None => {
                            body.push(bump);
                            body.push(store);
                            count = count.and_then(|c| c.checked_add(1));
                        }
                        Some((vars, shape)) => {
                            let size = konst_size(&shape);
                            count = count.zip(size).and_then(|(c, s)| c.checked_add(s));
                            body.extend(self.loop_nest(&vars, &shape, vec![bump, store], sp));
                        }
                    }
                }
                ast::OutputItem::ImpliedDo(d) => {
                    // The implied DO variable has the scope of the constructor: a hidden one.
                    let var = self.fresh_hidden("arr.do", Ty::I4);
                    let bounds = self.loop_bounds(Ty::I4, &d.lo, &d.hi, d.step.as_ref())?;
                    self.stmt_fn_env
                        .push((d.var.text.clone(), load(var, Ty::I4, d.var.span)));
                    let mut inner = Vec::new();
                    let saved = self.no_hoist.replace("an implied DO");
                    let c = self.constructor_items(&d.items, t, n, ty, len, &mut inner);
                    self.no_hoist = saved;
                    self.stmt_fn_env.pop();
                    let c = c?;
                    let (lo, hi, step) = bounds;
                    let trips = match (
                        lo.as_const(),
                        hi.as_const(),
                        step.as_ref().map(Expr::as_const),
                    ) {
                        (Some(Const::Int(l)), Some(Const::Int(h)), None) => {
                            h.checked_sub(*l).map(|d| d.saturating_add(1).max(0))
                        }
                        (Some(Const::Int(l)), Some(Const::Int(h)), Some(Some(Const::Int(s))))
                            if *s != 0 =>
                        {
                            h.checked_sub(*l)
                                .and_then(|d| d.checked_add(*s))
                                .map(|d| (d / s).max(0))
                        }
                        _ => None,
                    };
                    count = count
                        .zip(trips.zip(c).and_then(|(a, b)| a.checked_mul(b)))
                        .and_then(|(x, y)| x.checked_add(y));
                    let l = Loop {
                        id: self.new_loop_id(),
                        construct: self.new_construct_id(),
                        kind: LoopKind::Counted { var, lo, hi, step },
                        body: inner,
                        structured: true,
                    };
                    body.push(stmt(hir::StmtKind::Loop(Box::new(l)), d.span));
                }
            }
        }
        Some(count)
    }

    /// The values of a constant array constructor (a PARAMETER array's value), converted to
    /// `ty`.
    pub(super) fn constant_constructor(
        &mut self,
        items: &[ast::OutputItem],
        ty: Ty,
        what: &str,
        out: &mut Vec<Const>,
    ) -> bool {
        for item in items {
            match item {
                ast::OutputItem::Expr(e) => {
                    let Some(x) = self.check_expr(e) else {
                        return false;
                    };
                    let x = if x.ty.is_arith() && ty.is_arith() {
                        self.convert(x, ty)
                    } else {
                        x
                    };
                    match x.as_const() {
                        Some(c) if x.ty == ty => out.push(c.clone()),
                        _ => {
                            self.error(e.span, format!("{what} must be a constant of type {ty}"));
                            return false;
                        }
                    }
                }
                ast::OutputItem::ImpliedDo(d) => {
                    let lo = self.int_constant(&d.lo, "an implied DO bound in a constant");
                    let hi = self.int_constant(&d.hi, "an implied DO bound in a constant");
                    let st = match &d.step {
                        Some(s) => self.int_constant(s, "an implied DO step in a constant"),
                        None => Some(1),
                    };
                    let (Some(lo), Some(hi), Some(st)) = (lo, hi, st) else {
                        return false;
                    };
                    if st == 0 {
                        self.error(d.span, "the implied DO step must not be zero");
                        return false;
                    }
                    let mut i = lo;
                    while (st > 0 && i <= hi) || (st < 0 && i >= hi) {
                        self.stmt_fn_env
                            .push((d.var.text.clone(), int(i, d.var.span)));
                        let ok = self.constant_constructor(&d.items, ty, what, out);
                        self.stmt_fn_env.pop();
                        if !ok {
                            return false;
                        }
                        i += st;
                    }
                }
            }
        }
        true
    }

    // ------------------------------------------------------------------ intrinsics

    /// Binds the arguments of an array intrinsic by position and keyword.
    fn bind_array_args(
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
            // `SUM(A, MASK)`: a LOGICAL second argument is the mask.
            if a.keyword.is_none()
                && k == 1
                && names.get(2) == Some(&"mask")
                && looks_logical(self, &a.value)
            {
                position = 2;
            }
            match slots.get_mut(position) {
                Some(slot @ None) => *slot = Some(a.value.clone()),
                Some(Some(_)) => {
                    self.error(
                        a.value.span,
                        format!("argument '{}' of {upper} is given twice", names[position]),
                    );
                    return None;
                }
                None => {
                    self.error(a.value.span, format!("too many arguments for {upper}"));
                    return None;
                }
            }
        }
        if slots[0].is_none() {
            self.error(
                span,
                format!("argument '{}' of {upper} is missing", names[0]),
            );
            return None;
        }
        if matches!(f, ArrayFn::DotProduct | ArrayFn::Matmul | ArrayFn::Reshape)
            && slots[1].is_none()
        {
            self.error(
                span,
                format!("argument '{}' of {upper} is missing", names[1]),
            );
            return None;
        }
        Some(slots)
    }

    /// The constant DIM= of an array of rank `rank` (1-based).
    fn dim_argument(&mut self, e: &ast::Expr, rank: usize, upper: &str) -> Option<usize> {
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
    pub(super) fn array_function(
        &mut self,
        f: ArrayFn,
        name: &ast::Name,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Expr> {
        let upper = name.upper();
        if !self.arrays_allowed(span) {
            return None;
        }
        let slots = self.bind_array_args(f, &upper, args, span)?;
        let arg = |k: usize| slots.get(k).and_then(|s| s.as_ref());
        use ArrayFn::*;
        match f {
            Sum | Product | Maxval | Minval | Count | Any | All | Maxloc | Minloc => {
                let (array, dim, mask) = match f {
                    Count | Any | All => (arg(0)?, arg(1), None),
                    _ => (arg(0)?, arg(1), arg(2)),
                };
                self.reduction(f, &upper, array, dim, mask, span)
            }
            DotProduct => self.dot_product(&upper, arg(0)?, arg(1)?, span),
            Size | Lbound | Ubound | Shape => self.array_inquiry(f, &upper, arg(0)?, arg(1), span),
            Transpose => self.transpose(&upper, arg(0)?, span),
            Reshape => self.reshape(&upper, arg(0)?, arg(1), span),
            Matmul => self.matmul(&upper, arg(0)?, arg(1)?, span),
        }
    }

    /// Checks an array argument with a context whose dimension variables are `vars` (fresh
    /// ones when empty): the template, the shape, and the context's variables.
    fn array_argument(
        &mut self,
        e: &ast::Expr,
        vars: Vec<SymId>,
        upper: &str,
    ) -> Option<(Expr, Vec<Extent>, Vec<SymId>)> {
        let ctx = ArrayCtx {
            vars,
            shapes: Vec::new(),
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

    /// SUM, PRODUCT, MAXVAL, MINVAL, COUNT, ANY, ALL, MAXLOC, MINLOC.
    fn reduction(
        &mut self,
        f: ArrayFn,
        upper: &str,
        array: &ast::Expr,
        dim: Option<&ast::Expr>,
        mask: Option<&ast::Expr>,
        span: Span,
    ) -> Option<Expr> {
        // The array and its mask in one context.
        let ((x, m), ctx) = self.with_new_ctx(|ck| {
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
            Sum | Product => x.ty.is_numeric(),
            Maxval | Minval | Maxloc | Minloc => x.ty.is_numeric(),
            _ => x.ty == Ty::Logical,
        };
        if !elem_ok {
            let want = match f {
                Count | Any | All => "LOGICAL",
                Sum | Product => "INTEGER or REAL",
                _ => "INTEGER or REAL",
            };
            self.error(
                array.span,
                format!("the argument of {upper} must be {want}, found {}", x.ty),
            );
            return None;
        }
        if let Some(m) = &m {
            if m.ty != Ty::Logical {
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
            Count | Maxloc | Minloc => Ty::I4,
            Any | All => Ty::Logical,
            _ => x.ty,
        };
        // Which dimensions are reduced: all, or DIM.
        let reduced: Vec<usize> = match dim {
            Some(d) => vec![d - 1],
            None => (0..rank).collect(),
        };
        let loc_fn = matches!(f, Maxloc | Minloc);
        let kept: Vec<usize> = (0..rank).filter(|k| !reduced.contains(k)).collect();
        // MAXLOC without DIM: one location per dimension.
        let results = if loc_fn && dim.is_none() { rank } else { 1 };
        let accs: Vec<SymId> = (0..results)
            .map(|_| self.fresh_hidden("arr.acc", acc_ty))
            .collect();
        let mut init = Vec::new();
        let mut update = Vec::new();
        let acc = accs[0];
        let acc_load = load(acc, acc_ty, span);
        match f {
            Sum | Product => {
                let (op, start) = if f == Sum {
                    (BinOp::Add, 0)
                } else {
                    (BinOp::Mul, 1)
                };
                let start = self.convert(int(start, span), acc_ty);
                init.push(assign(Place::Scalar(acc), start, span));
                let v = self.make_binary(op, acc_load, x.clone(), acc_ty, span);
                update.push(assign(Place::Scalar(acc), v, span));
            }
            Maxval | Minval => {
                let start = match super::intrinsics::huge(acc_ty) {
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
                    ty: Ty::Logical,
                    span,
                };
                init.push(assign(Place::Scalar(acc), logical(start), span));
                let cond = if f == Any {
                    x.clone()
                } else {
                    Expr {
                        kind: ExprKind::Unary(UnOp::Not, Box::new(x.clone())),
                        ty: Ty::Logical,
                        span,
                    }
                };
                update.push(self.if_stmt(
                    cond,
                    vec![assign(Place::Scalar(acc), logical(!start), span)],
                    span,
                ));
            }
            Maxloc | Minloc => {
                let best = self.fresh_hidden("arr.best", x.ty);
                let found = self.fresh_hidden("arr.found", Ty::Logical);
                let f_load = load(found, Ty::Logical, span);
                init.push(assign(
                    Place::Scalar(found),
                    Expr {
                        kind: ExprKind::Const(Const::Logical(false)),
                        ty: Ty::Logical,
                        span,
                    },
                    span,
                ));
                for &a in &accs {
                    init.push(assign(Place::Scalar(a), int(0, span), span));
                }
                let op = if f == Maxloc { BinOp::Gt } else { BinOp::Lt };
                let better =
                    self.make_binary(op, x.clone(), load(best, x.ty, span), Ty::Logical, span);
                let not_found = Expr {
                    kind: ExprKind::Unary(UnOp::Not, Box::new(f_load)),
                    ty: Ty::Logical,
                    span,
                };
                let cond = self.make_binary(BinOp::Or, not_found, better, Ty::Logical, span);
                let mut then = vec![
                    assign(
                        Place::Scalar(found),
                        Expr {
                            kind: ExprKind::Const(Const::Logical(true)),
                            ty: Ty::Logical,
                            span,
                        },
                        span,
                    ),
                    assign(Place::Scalar(best), x.clone(), span),
                ];
                for (k, &a) in accs.iter().enumerate() {
                    let dimk = if results == 1 { reduced[0] } else { k };
                    let v = self.iop(
                        BinOp::Add,
                        load(vars[dimk], Ty::I4, span),
                        int(1, span),
                        span,
                    );
                    then.push(assign(Place::Scalar(a), v, span));
                }
                update.push(self.if_stmt(cond, then, span));
            }
            _ => return None,
        }
        let update = match m {
            Some(m) => vec![self.if_stmt(m, update, span)],
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
        body.extend(self.loop_nest(&rvars, &rshape, update, span));
        if kept.is_empty() && results == 1 {
            // A scalar result.
            for s in body {
                if !self.hoist(s, upper, span) {
                    return None;
                }
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
            for s in body {
                if !self.hoist(s, upper, span) {
                    return None;
                }
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
        for s in nest {
            if !self.hoist(s, upper, span) {
                return None;
            }
        }
        self.linear_temp_operand(t, &kshape, span)
    }

    fn if_stmt(&mut self, cond: Expr, then_body: Vec<hir::Stmt>, span: Span) -> hir::Stmt {
        stmt(
            hir::StmtKind::If(Box::new(IfStmt {
                id: self.new_construct_id(),
                cond,
                then_body,
                else_body: Vec::new(),
                structured: true,
            })),
            span,
        )
    }

    /// DOT_PRODUCT(a, b): the sum of the products (ANY of the .AND.s for LOGICAL vectors).
    fn dot_product(
        &mut self,
        upper: &str,
        a: &ast::Expr,
        b: &ast::Expr,
        span: Span,
    ) -> Option<Expr> {
        let product = ast::Expr {
            kind: ast::ExprKind::Binary(
                if looks_logical(self, a) {
                    ast::BinaryOp::And
                } else {
                    ast::BinaryOp::Mul
                },
                Box::new(ast::Expr {
                    kind: ast::ExprKind::Paren(Box::new(a.clone())),
                    span: a.span,
                }),
                Box::new(ast::Expr {
                    kind: ast::ExprKind::Paren(Box::new(b.clone())),
                    span: b.span,
                }),
            ),
            span,
        };
        for v in [a, b] {
            let (_, ctx) = self.with_new_ctx(|ck| ck.check_expr(v));
            if ctx.shapes.first().is_some_and(|(s, _)| s.len() != 1) {
                self.error(v.span, format!("the arguments of {upper} must have rank 1"));
                return None;
            }
        }
        let f = if looks_logical(self, a) {
            ArrayFn::Any
        } else {
            ArrayFn::Sum
        };
        self.reduction(f, upper, &product, None, None, span)
    }

    /// SIZE, LBOUND, UBOUND, SHAPE.
    fn array_inquiry(
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
    fn transpose(&mut self, upper: &str, m: &ast::Expr, span: Span) -> Option<Expr> {
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
    fn matmul(&mut self, upper: &str, a: &ast::Expr, b: &ast::Expr, span: Span) -> Option<Expr> {
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
        let ty = super::expr::common_numeric(xa.ty, xb.ty);
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
        let ext = self.constant_extents(&rshape, upper, span)?;
        let t = self.temp_array(ty, &ext);
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
        let subs = rvars
            .iter()
            .map(|&v| self.iop(BinOp::Add, load(v, Ty::I4, span), int(1, span), span))
            .collect();
        body.push(assign(
            Place::Elem(t, subs, span),
            load(acc, ty, span),
            span,
        ));
        let nest = self.loop_nest(&rvars, &rshape, body, span);
        for s in nest {
            if !self.hoist(s, upper, span) {
                return None;
            }
        }
        self.temp_operand(t, &ext, span)
    }
}

/// The arrays `e` indexes with the loop variables `vars` (whose shapes its shape comes from).
fn indexed_arrays(e: &Expr, vars: &[SymId]) -> Vec<SymId> {
    let mut out = Vec::new();
    let mut todo = vec![e];
    while let Some(x) = todo.pop() {
        if let ExprKind::Elem(a, subs) = &x.kind {
            let uses_vars = subs.iter().any(|s| {
                let mut t = vec![s];
                while let Some(y) = t.pop() {
                    if matches!(&y.kind, ExprKind::Load(v) if vars.contains(v)) {
                        return true;
                    }
                    t.extend(y.children());
                }
                false
            });
            if uses_vars && !out.contains(a) {
                out.push(*a);
            }
        }
        todo.extend(x.children());
    }
    out
}

/// Where a WHERE mask comes from: its expression, or the temporary it was computed into.
#[derive(Clone)]
enum MaskSource<'a> {
    Expr(&'a ast::Expr),
    Temp(SymId, Vec<Extent>),
}

impl Checker<'_> {
    /// A section passed to a procedure: the address of its first element when its elements
    /// are contiguous (sequence association, as `A(1, J)` passes a column).
    pub(super) fn section_actual(
        &mut self,
        id: SymId,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<hir::Actual> {
        let sym = self.scope.get(id).clone();
        let SymbolKind::Array(info) = &sym.kind else {
            return None;
        };
        if info.dist.is_some() {
            self.error(
                span,
                format!(
                    "passing a section of the distributed array '{}' to a procedure is not supported yet",
                    sym.name
                ),
            );
            return None;
        }
        if args.len() != info.rank() {
            // Reported there.
            let _ = self.with_array_ctx(|ck| ck.array_section(id, args, span));
            return None;
        }
        let ranged: Vec<usize> = (0..args.len()).filter(|&k| is_range(&args[k])).collect();
        let last = *ranged.last()?;
        let mut contiguous = true;
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
            return self.copy_in_out(id, args, span);
        }
        // The first element: each range at its lower bound.
        let (e, _) = self.with_array_ctx(|ck| ck.array_section(id, args, span));
        let ExprKind::Elem(_, subs) = e?.kind else {
            return None;
        };
        let subs = subs.into_iter().map(|s| zero_vars(s, self)).collect();
        Some(hir::Actual::Elem(id, subs))
    }

    /// An array expression passed to a procedure: computed into a temporary first.
    pub(super) fn array_value_actual(
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
        for s in self.loop_nest(vars, shape, vec![s], span) {
            if !self.hoist(s, "an array expression as an argument", span) {
                return None;
            }
        }
        Some(hir::Actual::Array(t))
    }
}

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
    /// `INTEGER, PARAMETER :: P(3) = (/ 1, 2, 3 /)` (or a scalar for every element): the
    /// array's initial values, which nothing may change.
    pub(super) fn parameter_array(&mut self, name: &ast::Name, init: &ast::Expr) {
        let Some(id) = self.scope.lookup(&name.text) else {
            return;
        };
        let sym = self.scope.get(id).clone();
        let SymbolKind::Array(info) = &sym.kind else {
            return;
        };
        if sym.ty == Ty::Char || sym.ty.is_complex() {
            self.error(
                init.span,
                format!(
                    "array named constants of type {} are not supported yet",
                    sym.ty
                ),
            );
            return;
        }
        let count = info.element_count() as usize;
        let mut values = Vec::new();
        let reshaped = match &init.kind {
            ast::ExprKind::Designator(d)
                if d.name.text == "reshape" && d.args.as_ref().is_some_and(|a| a.len() == 2) =>
            {
                d.args.as_ref().map(|a| a[0].value.clone())
            }
            _ => None,
        };
        let init = reshaped.as_ref().unwrap_or(init);
        let items = match &init.kind {
            ast::ExprKind::Constructor(items) => items.clone(),
            _ => vec![ast::OutputItem::Expr(init.clone())],
        };
        if !self.constant_constructor(&items, sym.ty, "the value of a named constant", &mut values)
        {
            return;
        }
        if values.len() == 1 && !matches!(init.kind, ast::ExprKind::Constructor(_)) {
            values = vec![values[0].clone(); count];
        }
        if values.len() != count {
            self.error(
                init.span,
                format!(
                    "the value of '{}' has {} elements but the array has {count}",
                    name.text,
                    values.len()
                ),
            );
            return;
        }
        self.data.insert(
            id,
            values
                .into_iter()
                .enumerate()
                .map(|(k, c)| (k as u64, c))
                .collect(),
        );
    }
}

impl Checker<'_> {
    /// `FORALL (i = lo:hi[:st], ..., mask) a(...) = ...`: each assignment for every index
    /// combination where the mask holds, its right side evaluated for all of them first (as
    /// an array assignment, with the indices as hidden loop variables).
    pub(super) fn check_forall(
        &mut self,
        fa: &ast::ForallConstruct,
        label: Option<ast::Label>,
        span: Span,
        out: &mut Vec<hir::Stmt>,
    ) {
        self.keep_label(out, label, span);
        if !self.arrays_allowed(span) {
            return;
        }
        let mut vars = Vec::new();
        let mut shape = Vec::new();
        let mut binds = Vec::new();
        for spec in &fa.specs {
            let lo = self.section_int(&spec.lo);
            let hi = self.section_int(&spec.hi);
            let st = match &spec.step {
                Some(e) => self.section_int(e),
                None => Some(int(1, span)),
            };
            let (Some(lo), Some(hi), Some(st)) = (lo, hi, st) else {
                return;
            };
            if let Some(Const::Int(0)) = st.as_const() {
                self.error(spec.var.span, "the FORALL step must not be zero");
                return;
            }
            let sp = spec.var.span;
            let diff = self.iop(BinOp::Sub, hi, lo.clone(), sp);
            let diff = self.iop(BinOp::Add, diff, st.clone(), sp);
            let count = self.iop(BinOp::Div, diff, st.clone(), sp);
            let konst = match count.as_const() {
                Some(Const::Int(n)) => Some((*n).max(0)),
                _ => None,
            };
            let v = self.fresh_hidden("arr.i", Ty::I4);
            let step = self.iop(BinOp::Mul, load(v, Ty::I4, sp), st, sp);
            let index = self.iop(BinOp::Add, lo, step, sp);
            binds.push((spec.var.text.clone(), index));
            vars.push(v);
            shape.push(Extent { count, konst });
        }
        let depth = self.stmt_fn_env.len();
        self.stmt_fn_env.extend(binds);
        let mask = match &fa.mask {
            None => Some(None),
            Some(m) => match self.check_expr(m) {
                Some(x) if x.ty == Ty::Logical => Some(Some(x)),
                Some(x) => {
                    self.error(
                        m.span,
                        format!("a FORALL mask must be LOGICAL, found {}", x.ty),
                    );
                    None
                }
                None => None,
            },
        };
        if let Some(mask) = mask {
            for s in &fa.body {
                let ast::StmtKind::Assign { lhs, rhs } = &s.kind else {
                    self.error(
                        s.span,
                        "only assignments are supported in a FORALL construct",
                    );
                    continue;
                };
                let kind = self.forall_assignment(lhs, rhs, mask.clone(), &vars, &shape, s.span);
                let pre = std::mem::take(&mut self.pre_stmts);
                out.extend(pre);
                if let Some(kind) = kind {
                    self.push(out, s.label, kind, s.span);
                }
            }
        }
        self.stmt_fn_env.truncate(depth);
    }

    fn forall_assignment(
        &mut self,
        lhs: &ast::Designator,
        rhs: &ast::Expr,
        mask: Option<Expr>,
        vars: &[SymId],
        shape: &[Extent],
        span: Span,
    ) -> Option<hir::StmtKind> {
        let target = self.place(lhs)?;
        if !matches!(target, Place::Elem(..)) {
            self.error(
                lhs.span,
                "the target of a FORALL assignment must be an array element",
            );
            return None;
        }
        let value = self.check_expr(rhs)?;
        let id = target.symbol();
        let ty = self.scope.get(id).ty;
        let what = format!("the assignment to '{}'", self.scope.get(id).name);
        let value = self.convert_for_assignment(value, ty, &what)?;
        self.scalarized_assignment(target, value, mask, vars, shape, span)
    }
}

impl Checker<'_> {
    /// A non-contiguous section passed to a subroutine: copied into a temporary before the
    /// call (passed as a whole array) and back after it.
    fn copy_in_out(&mut self, id: SymId, args: &[ast::Arg], span: Span) -> Option<hir::Actual> {
        let name = self.scope.get(id).name.clone();
        if self.copy_out.is_none() {
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
        for s in self.loop_nest(&vars, &shape, vec![copy_in], span) {
            if !self.hoist(s, what, span) {
                return None;
            }
        }
        let back = self.loop_nest(&vars, &shape, vec![copy_back], span);
        self.copy_out.as_mut()?.extend(back);
        Some(hir::Actual::Array(t))
    }
}

impl Checker<'_> {
    /// `(/ (f(i), i = lo, hi, st) /)`: element `k` (from 0) is `f(lo + k*st)`, an operand of
    /// the active expression with no temporary, whatever its size.
    fn implied_do_operand(
        &mut self,
        d: &ast::ImpliedDo,
        item: &ast::Expr,
        span: Span,
    ) -> Option<Expr> {
        let lo = self.section_int(&d.lo);
        let hi = self.section_int(&d.hi);
        let st = match &d.step {
            Some(e) => self.section_int(e),
            None => Some(int(1, span)),
        };
        let (lo, hi, st) = (lo?, hi?, st?);
        if let Some(Const::Int(0)) = st.as_const() {
            self.error(d.span, "the implied DO step must not be zero");
            return None;
        }
        let diff = self.iop(BinOp::Sub, hi, lo.clone(), span);
        let diff = self.iop(BinOp::Add, diff, st.clone(), span);
        let count = self.iop(BinOp::Div, diff, st.clone(), span);
        let konst = match count.as_const() {
            Some(Const::Int(n)) => Some((*n).max(0)),
            _ => None,
        };
        let v = self.ctx_var(0)?;
        let step = self.iop(BinOp::Mul, load(v, Ty::I4, span), st, span);
        let index = self.iop(BinOp::Add, lo, step, span);
        self.stmt_fn_env.push((d.var.text.clone(), index));
        let (x, inner) = self.with_new_ctx(|ck| ck.check_expr(item));
        self.stmt_fn_env.pop();
        let x = x?;
        if !inner.shapes.is_empty() {
            self.error(
                item.span,
                "an array value in an implied DO of an array constructor is not supported yet",
            );
            return None;
        }
        self.array_ctx
            .as_mut()?
            .shapes
            .push((vec![Extent { count, konst }], span));
        Some(x)
    }
}

impl Checker<'_> {
    /// The constant SHAPE argument of RESHAPE: positive extents, one per dimension.
    fn reshape_shape(&mut self, upper: &str, e: &ast::Expr) -> Option<Vec<i64>> {
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

    /// RESHAPE(source, shape): the source's elements in array element order, computed into
    /// a temporary, read in the order of the result's shape.
    fn reshape(
        &mut self,
        upper: &str,
        source: &ast::Expr,
        shape: Option<&ast::Expr>,
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
        let (x, src) = self.check_maybe_array(source)?;
        let Some((vars, sshape)) = src else {
            self.error(
                source.span,
                format!("the argument of {upper} must be an array"),
            );
            return None;
        };
        let total = shape.iter().try_fold(1i64, |a, &n| a.checked_mul(n));
        if let (Some(n), Some(total)) = (konst_size(&sshape), total) {
            if n < total {
                self.error(
                    source.span,
                    format!("the source of {upper} has {n} elements, fewer than the {total} of the shape"),
                );
                return None;
            }
        }
        let candidates = indexed_arrays(&x, &vars);
        let t = self.linear_temp(x.ty, &sshape, &candidates, upper, span)?;
        if x.ty == Ty::Char {
            let len = self.static_char_len(&x).map(hir::CharLen::Const);
            self.scope.get_mut(t).char_len = len;
        }
        let pos = self.linear_position(&vars, &sshape, span);
        let store = assign(Place::Elem(t, vec![pos], span), x, span);
        for s in self.loop_nest(&vars, &sshape, vec![store], span) {
            if !self.hoist(s, upper, span) {
                return None;
            }
        }
        let result: Vec<Extent> = shape
            .iter()
            .map(|&n| Extent {
                count: int(n, span),
                konst: Some(n),
            })
            .collect();
        self.linear_temp_operand(t, &result, span)
    }
}

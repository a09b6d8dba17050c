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
//! Inside a PARALLEL loop an array statement is the same nest, run by each iteration: its
//! hidden variables (loop variables, accumulators, constant-size temporaries) are private to
//! the iteration ([`Checker::fresh_hidden`]), reductions of sections (`SUM(A(I, :))`) are
//! plain loops instead of implicit parallel ones, and the locality checker sees each element
//! reference of the nest as it sees the program's own, so a section along a distributed
//! dimension (`A(:, J)` of `A(BLOCK, *)`) is an error naming the array, while one along the
//! dimensions local to the iteration is an ordinary read or write.
//!
//! Statements built on the same machinery: WHERE (each assignment guarded by the masks, a
//! mask the assignments could change computed first into a temporary), FORALL (its indices
//! bound to hidden loop variables), array I/O items (implied DO lists over the hidden
//! variables), and PARAMETER arrays (constant constructors become initial values).
//!
//! Here: the context, operands (sections, whole arrays, temporaries) and array assignment;
//! `intrinsics` (reductions, inquiries, MATMUL, TRANSPOSE, RESHAPE), `rearrange` (SPREAD,
//! CSHIFT, EOSHIFT, PACK, UNPACK), `constructors`,
//! `where_forall`, `arguments` (sections and expressions as actual arguments), `implied_do`
//! (output values of implied-DO lists that need hoisted statements).

mod arguments;
mod assumed_shape;
pub(crate) use assumed_shape::all_colons;
mod constructors;
mod distributed;
mod elemental;
mod gather;
mod implied_do;
pub(crate) use implied_do::ImpliedFrame;
mod intrinsics;
mod realloc;
mod rearrange;
mod where_forall;

use super::overlap::Order;
use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::{
    self, ArrayInfo, BinOp, Const, Expr, ExprKind, IfStmt, Loop, LoopKind, Place, SymId,
    SymbolKind, Ty, UnOp,
};
use crate::source::Span;

/// A FORALL around a WHERE construct: its hidden index variables with their extents, and
/// its mask (in terms of those variables).
#[derive(Clone, Debug)]
pub(crate) struct ForallOuter {
    pub vars: Vec<SymId>,
    pub shape: Vec<Extent>,
    pub mask: Option<Expr>,
}

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
    /// Sections of distributed arrays may be operands: the statement is an array assignment
    /// to a distributed array, run as an implicit parallel loop (`distributed.rs`).
    pub distributed: bool,
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
    Iany,
    Iall,
    Iparity,
    Parity,
    Norm2,
    Findloc,
    Pack,
    Unpack,
    Spread,
    Cshift,
    Eoshift,
}

impl ArrayFn {
    /// The standard's names of the arguments, in order.
    pub fn argument_names(self) -> &'static [&'static str] {
        use ArrayFn::*;
        match self {
            Sum | Product | Maxval | Minval => &["array", "dim", "mask"],
            Maxloc | Minloc => &["array", "dim", "mask", "kind", "back"],
            Count | Any | All => &["mask", "dim"],
            DotProduct => &["vector_a", "vector_b"],
            Size | Lbound | Ubound => &["array", "dim"],
            Shape => &["source"],
            Matmul => &["matrix_a", "matrix_b"],
            Transpose => &["matrix"],
            Reshape => &["source", "shape", "pad", "order"],
            Iany | Iall | Iparity => &["array", "dim", "mask"],
            Parity => &["mask", "dim"],
            Norm2 => &["x", "dim"],
            Findloc => &["array", "value", "dim", "mask", "kind", "back"],
            Pack => &["array", "mask", "vector"],
            Unpack => &["vector", "mask", "field"],
            Spread => &["source", "dim", "ncopies"],
            Cshift => &["array", "shift", "dim"],
            Eoshift => &["array", "shift", "boundary", "dim"],
        }
    }

    /// How many of the leading arguments a call must give.
    pub fn required(self) -> usize {
        use ArrayFn::*;
        match self {
            DotProduct | Matmul | Reshape | Findloc | Pack | Cshift | Eoshift => 2,
            Unpack | Spread => 3,
            _ => 1,
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
        (ExprKind::ArrayInquiry(x, q), ExprKind::ArrayInquiry(y, r)) => x == y && q == r,
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
            .is_some_and(|id| ck.scope.get(id).ty.is_logical()),
        _ => false,
    }
}

impl Checker<'_> {
    // ------------------------------------------------------------------ helpers

    /// A fresh hidden scalar (`prefix` + a number); in a parallel loop, private to its
    /// iterations.
    pub(super) fn fresh_hidden(&mut self, prefix: &str, ty: Ty) -> SymId {
        self.next_hidden += 1;
        let name = format!("{prefix}.{}", self.next_hidden);
        let id = self.hidden_variable(&name, ty);
        if let Some(frame) = &mut self.parallel {
            frame.hidden.push(id);
        }
        id
    }

    /// A temporary as large as the allocatable array `info` is now: itself allocatable,
    /// allocated by statements before the one being checked (after freeing what an earlier
    /// execution allocated; the last is freed when the procedure returns).
    fn allocated_temp(&mut self, ty: Ty, info: &ArrayInfo, span: Span) -> SymId {
        let mut count = int(1, span);
        for k in 0..info.rank() {
            let (lo, hi) = self.declared_bounds(info, k, span);
            let Some(hi) = hi else { continue };
            let e = self.iop(BinOp::Sub, hi, lo, span);
            let e = self.iop(BinOp::Add, e, int(1, span), span);
            count = self.iop(BinOp::Mul, count, e, span);
        }
        self.run_time_temp(ty, count, span)
    }

    /// A linear temporary of `count` elements (known at run time), allocated as
    /// [`Self::allocated_temp`] is.
    fn run_time_temp(&mut self, ty: Ty, count: Expr, span: Span) -> SymId {
        let t = self.fresh_hidden("arr.t", ty);
        self.allocate_run_time(t, count, span);
        t
    }

    /// Makes hidden `t` a linear allocatable temporary of `count` elements, allocated by
    /// statements before the one being checked.
    fn allocate_run_time(&mut self, t: SymId, count: Expr, span: Span) {
        self.allocate_run_time_shaped(t, vec![count], span);
    }

    /// Makes hidden `t` an allocatable temporary of the given extents (bounds 1:n, known at
    /// run time), allocated by statements before the one being checked.
    fn allocate_run_time_shaped(&mut self, t: SymId, extents: Vec<Expr>, span: Span) {
        // In a parallel loop `t` is private to the iteration (`fresh_hidden`): each iteration
        // allocates its own, freed when it ends (`lower/parallel.rs`).
        self.scope.get_mut(t).kind = SymbolKind::Array(ArrayInfo {
            dims: vec![(1, 1); extents.len()],
            adjustable: None,
            dist: None,
            allocatable: true,
            assumed_shape: false,
        });
        self.set_run_time_bounds(t);
        let status = self.fresh_hidden("arr.s", Ty::I4);
        let one = self.convert(int(1, span), Ty::I8);
        let bounds = extents
            .into_iter()
            .map(|n| (one.clone(), self.convert(n, Ty::I8)))
            .collect();
        for kind in [
            hir::StmtKind::Deallocate {
                items: vec![t],
                stat: Some(hir::Place::Scalar(status)),
            },
            hir::StmtKind::Allocate {
                items: vec![hir::AllocItem { array: t, bounds }],
                stat: None,
            },
        ] {
            self.pre_stmts.push(hir::Stmt {
                label: None,
                kind,
                span,
            });
        }
    }

    /// A fresh hidden array of the given constant extents (bounds 1:n).
    fn temp_array(&mut self, ty: Ty, extents: &[i64]) -> SymId {
        let id = self.fresh_hidden("arr.t", ty);
        self.scope.get_mut(id).kind = SymbolKind::Array(ArrayInfo {
            dims: extents.iter().map(|&n| (1, n.max(1))).collect(),
            adjustable: None,
            dist: None,
            allocatable: false,
            assumed_shape: false,
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

    /// [`Checker::with_array_ctx`] where sections of distributed arrays are allowed: an I/O
    /// item, whose elements are then read or written one by one in sequential code.
    pub(in crate::fortran::sema) fn with_io_array_ctx<T>(
        &mut self,
        f: impl FnOnce(&mut Self) -> T,
    ) -> (T, ArrayCtx) {
        self.with_ctx(
            ArrayCtx {
                distributed: true,
                ..ArrayCtx::default()
            },
            f,
        )
    }

    /// [`Checker::check_maybe_array`] of an output item: sections of distributed arrays
    /// allowed (see [`Checker::with_io_array_ctx`]).
    pub(in crate::fortran::sema) fn check_maybe_io_array(
        &mut self,
        e: &ast::Expr,
    ) -> Option<(Expr, Option<LoopShape>)> {
        self.check_maybe_array_in(
            ArrayCtx {
                distributed: true,
                ..ArrayCtx::default()
            },
            e,
        )
    }

    /// A fresh context for an argument of an array intrinsic: sections of distributed arrays
    /// allowed, read by the intrinsic's own statements (hoisted, sequential code gathering
    /// them first: `gather.rs`), or by the enclosing statement's nest.
    fn argument_ctx() -> ArrayCtx {
        ArrayCtx {
            distributed: true,
            ..ArrayCtx::default()
        }
    }

    fn with_new_ctx<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> (T, ArrayCtx) {
        self.with_ctx(Self::argument_ctx(), f)
    }

    /// [`Checker::check_maybe_array`] of an argument of an array intrinsic (see
    /// [`Self::argument_ctx`]).
    fn check_maybe_array_argument(&mut self, e: &ast::Expr) -> Option<(Expr, Option<LoopShape>)> {
        self.check_maybe_array_in(Self::argument_ctx(), e)
    }

    /// The context of an assignment to `lhs`: distributed operands allowed when the target
    /// is a distributed array (an implicit parallel loop), and when it is not distributed at
    /// all (`ROW = A(K, :)`: sequential code, where every process reads each element as an
    /// I/O item does, from a REMOTE_ACCESS buffer when one covers it).
    fn target_ctx(&self, lhs: &ast::Designator) -> ArrayCtx {
        let target = self.scope.lookup(&lhs.name.text);
        let distributed = match target {
            Some(id) if self.is_distributed_array(id) => lhs.parts.is_empty(),
            Some(_) => true,
            None => false,
        };
        ArrayCtx {
            distributed,
            ..ArrayCtx::default()
        }
    }

    fn with_ctx<T>(&mut self, ctx: ArrayCtx, f: impl FnOnce(&mut Self) -> T) -> (T, ArrayCtx) {
        let saved = self.array_ctx.replace(ctx);
        let r = f(self);
        let ctx = std::mem::replace(&mut self.array_ctx, saved).unwrap_or_default();
        (r, ctx)
    }

    /// The hidden loop variable of dimension `k` of the active array expression.
    pub(super) fn ctx_var(&mut self, k: usize) -> Option<SymId> {
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
        let s = self.gathered(s);
        self.pre_stmts.push(s);
        true
    }

    /// [`Checker::hoist`] for each statement in order; `false` at the first that cannot be.
    fn hoist_all(&mut self, stmts: Vec<hir::Stmt>, what: &str, span: Span) -> bool {
        stmts.into_iter().all(|s| self.hoist(s, what, span))
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
        // In a parallel loop the temporary is the iteration's own, allocated with the shape's
        // extents (below) by the statements before the one being checked.
        let candidates = if self.parallel.is_some() {
            &[]
        } else {
            candidates
        };
        for &c in candidates {
            let SymbolKind::Array(info) = &self.scope.get(c).kind else {
                continue;
            };
            let info = info.clone();
            if info.dist.is_some() {
                continue;
            }
            if info.allocatable {
                return Some(self.allocated_temp(ty, &info, span));
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
        if self.no_hoist.is_some() {
            self.constant_extents(shape, what, span);
            return None;
        }
        // The shape's own extents, known at run time (an empty one's negative count is 0).
        let mut count = int(1, span);
        for e in shape {
            let n = Expr {
                kind: ExprKind::Intrinsic(
                    hir::Intrinsic::Max,
                    vec![self.convert(e.count.clone(), Ty::I4), int(0, span)],
                ),
                ty: Ty::I4,
                span,
            };
            count = self.iop(BinOp::Mul, count, n, span);
        }
        Some(self.run_time_temp(ty, count, span))
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
    pub(crate) fn declared_bounds(
        &mut self,
        info: &ArrayInfo,
        k: usize,
        span: Span,
    ) -> (Expr, Option<Expr>) {
        match &info.adjustable {
            Some(b) => {
                let lo = self.convert(b[k].0.clone(), Ty::I4);
                let hi = b[k].1.clone().map(|h| self.convert(h, Ty::I4));
                (lo, hi)
            }
            None => (int(info.dims[k].0, span), Some(int(info.dims[k].1, span))),
        }
    }

    /// Whether a subscript is an array of indices (`A(IDX)`, `A([3, 1], :)`): an array
    /// constructor or an array designator.
    pub(crate) fn is_vector_subscript(&self, a: &ast::Arg) -> bool {
        match &a.value.kind {
            ast::ExprKind::Constructor(_) | ast::ExprKind::TypedConstructor(..) => true,
            ast::ExprKind::Designator(d) => self.designates_array(d),
            ast::ExprKind::Paren(x) => self.is_vector_subscript(&ast::Arg {
                keyword: None,
                value: (**x).clone(),
            }),
            _ => false,
        }
    }

    /// A vector subscript: its values computed into a temporary before the statement, and
    /// the subscript of the section's element `var` (its `var + 1`-th value), with the
    /// extent it gives the section's dimension.
    fn vector_subscript(&mut self, e: &ast::Expr, var: SymId) -> Option<(Expr, Extent)> {
        let (x, src) = self.check_maybe_array_argument(e)?;
        let (vars, vshape) = src?;
        if vshape.len() != 1 || !x.ty.is_int() {
            self.error(
                e.span,
                format!(
                    "a vector subscript must be an INTEGER array of rank 1, found {} of rank {}",
                    x.ty,
                    vshape.len()
                ),
            );
            return None;
        }
        let span = e.span;
        let t = self.store_in_element_order(x, &vars, &vshape, "a vector subscript", span)?;
        let ty = self.scope.get(t).ty;
        let at = self.iop(BinOp::Add, load(var, Ty::I4, span), int(1, span), span);
        let value = Expr {
            kind: ExprKind::Elem(t, vec![at]),
            ty,
            span,
        };
        let extent = vshape.into_iter().next()?;
        Some((self.convert(value, Ty::I4), extent))
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
        // In a parallel loop the locality checker sees every element the section reads.
        let distributed_ok =
            self.parallel.is_some() || self.array_ctx.as_ref().is_some_and(|c| c.distributed);
        if info.dist.is_some() && !distributed_ok {
            self.error(
                span,
                format!(
                    "a section or whole-array value of the distributed array '{}' is supported only in array assignments, I/O lists and SUM, PRODUCT, MAXVAL, MINVAL, COUNT, ANY, ALL, MAXLOC and MINLOC of a whole array",
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
        if !self.subscript_count_fits(&sym.name, info.rank(), args.len(), span) {
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
            if self.is_vector_subscript(a) {
                let var = self.ctx_var(shape.len())?;
                match self.vector_subscript(&a.value, var) {
                    Some((sub, extent)) => {
                        subs.push(sub);
                        shape.push(extent);
                    }
                    None => ok = false,
                }
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
        if !matches!(self.scope.get(id).kind, SymbolKind::Array(_))
            || d.substring.is_some()
            || !d.parts.is_empty()
        {
            return false;
        }
        match &d.args {
            None => true,
            Some(args) => args
                .iter()
                .any(|a| is_range(a) || self.is_vector_subscript(a)),
        }
    }

    /// Checks `e` with a fresh array expression; returns the scalar template and, when `e` is
    /// an array, its loop variables and shape.
    pub(super) fn check_maybe_array(&mut self, e: &ast::Expr) -> Option<(Expr, Option<LoopShape>)> {
        self.check_maybe_array_in(ArrayCtx::default(), e)
    }

    /// [`Checker::check_maybe_array`] in the context `ctx` (which says whether distributed
    /// operands are allowed).
    fn check_maybe_array_in(
        &mut self,
        ctx: ArrayCtx,
        e: &ast::Expr,
    ) -> Option<(Expr, Option<LoopShape>)> {
        let (x, ctx) = self.with_ctx(ctx, |ck| ck.check_expr(e));
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
        let ctx = self.target_ctx(lhs);
        let ((target, value, guards), ctx) = self.with_ctx(ctx, |ck| {
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
        // An operand of the target's own shape (`a = a + 1`): the value has that shape, so
        // the target (allocated, as it is referenced) keeps its allocation.
        let own_shape = ctx.shapes[1..].iter().any(|(s, _)| {
            s.len() == target_shape.len()
                && s.iter()
                    .zip(&target_shape)
                    .all(|(x, y)| same_expr(&x.count, &y.count))
        });
        if masks.is_empty()
            && self.forall_outer.is_none()
            && ctx.shapes.len() > 1
            && !own_shape
            && self.parallel.is_none()
            && self.realloc_target(lhs).is_some()
        {
            let value_shape = ctx.shapes[1].0.clone();
            return self.realloc_assignment(target, value, rhs, &ctx.vars, &value_shape, span);
        }
        let mut cond: Option<Expr> = None;
        for (g, negate) in guards {
            if !g.ty.is_logical() {
                self.error(
                    g.span,
                    format!("a WHERE mask must be LOGICAL, found {}", g.ty),
                );
                return None;
            }
            let g = if negate {
                Expr {
                    span: g.span,
                    ty: Ty::L4,
                    kind: ExprKind::Unary(UnOp::Not, Box::new(g)),
                }
            } else {
                g
            };
            cond = Some(match cond {
                None => g,
                Some(c) => self.make_binary(BinOp::And, c, g, Ty::L4, span),
            });
        }
        // In a FORALL: the section for every index combination where the FORALL's mask
        // holds, the FORALL's loops outermost (its indices may bound the section).
        let (mut vars, mut shape) = (ctx.vars.clone(), target_shape);
        if let Some(outer) = self.forall_outer.clone() {
            vars.extend(outer.vars);
            shape.extend(outer.shape);
            if let Some(m) = outer.mask {
                cond = Some(match cond {
                    None => m,
                    Some(c) => self.make_binary(BinOp::And, m, c, Ty::L4, span),
                });
            }
        }
        self.scalarized_assignment(target, value, cond, &vars, &shape, span)
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
        // Inside a parallel loop the nest is the iteration's own (the locality checker sees
        // its references).
        if self.is_distributed_array(id) && self.parallel.is_none() {
            return self.implicit_parallel(target, value, cond, vars, target_shape, span);
        }
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
            return nest.into_iter().next().map(|s| self.gathered(s).kind);
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
        if !self.hoist_all(nest, "an overlapping array assignment", span) {
            return None;
        }
        let t_value = Expr {
            kind: ExprKind::Elem(t, vec![pos]),
            ty,
            span,
        };
        let second = guard(self, assign(target, t_value, span));
        let nest = self.loop_nest(vars, target_shape, vec![second], span);
        nest.into_iter().next().map(|s| self.gathered(s).kind)
    }

    /// `A(...) = value` for a value computed afresh for each element (RANDOM_NUMBER's): one
    /// evaluation per element, in array element order.
    pub(super) fn array_fill(
        &mut self,
        lhs: &ast::Designator,
        value: Expr,
        span: Span,
    ) -> Option<hir::StmtKind> {
        let ctx = self.target_ctx(lhs);
        let (target, ctx) = self.with_ctx(ctx, |ck| ck.place(lhs));
        let target = target?;
        let (shape, _) = ctx.shapes.first()?;
        let shape = shape.clone();
        let id = target.symbol();
        let ty = self.scope.get(id).ty;
        let what = format!("the assignment to '{}'", self.scope.get(id).name);
        let value = self.convert_for_assignment(value, ty, &what)?;
        self.scalarized_assignment(target, value, None, &ctx.vars, &shape, span)
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

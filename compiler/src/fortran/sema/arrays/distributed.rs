//! Array assignments whose target is a distributed array (`A = 0`, `A(2:N-1, :) = B(2:N-1, :)
//! * 0.5 + C(1:N-2, :)`, `A(:, J) = X`), executed as an implicit parallel loop.
//!
//! Why: by the own-computation rule each process assigns only the elements of the target it
//! owns, so the scalarized nest becomes a [`ParallelLoop`] ON the target's section, exactly as
//! if the program had written `PARALLEL (...) ON A(...)` around the loops: the threads of a
//! process share its block, and every read of a distributed array on the right side must be
//! local. Reads at a bounded offset within an array's SHADOW widths (a shifted section) are
//! made local by renewing that array's shadow edges before the loop (an implicit SHADOW_RENEW,
//! with CORNER when a reference is shifted along two dimensions), so the statement never needs
//! a directive of its own; arrays of another alignment tree (`A3 = A2` with other
//! distributions) are gathered first as by an implicit REMOTE_ACCESS; what the locality
//! checker still cannot prove local (past the SHADOW widths) is a compile-time error with its
//! fix, never a read of someone else's memory.
//!
//! Reductions of distributed arrays and their sections (`SUM(A(:, J))`) are parallel loops ON
//! the reduced elements with a REDUCTION variable: the accumulator, or with DIM= a temporary
//! array holding one accumulator per position of the kept dimensions.
//!
//! Fortran evaluates the right side before assigning. A parallel loop has no order, so a right
//! side that reads the target at other elements than the one assigned (`A(2:N) = A(1:N-1)`)
//! would race: it is a compile-time error (assign through another array).

use super::super::locality::{loop_range, Nest, Renewal};
use super::super::remote::covering;
use super::super::Checker;
use crate::directives::ast::ReductionOp;
use crate::directives::check::widths::EdgeClause;
use crate::fortran::hir::{
    self, AxisRule, BinOp, Const, Expr, ExprKind, OnMapping, ParallelDim, ParallelLoop, Place,
    RemoteRef, RemoteSub, SymId, UnOp,
};
use crate::source::Span;

/// `sum(coefs[k] * vars[k]) + constant + rest`: `rest` an expression free of the variables.
struct Affine {
    coefs: Vec<i64>,
    constant: i64,
    rest: Option<Expr>,
}

fn mentions(e: &Expr, vars: &[SymId]) -> bool {
    let mut todo = vec![e];
    while let Some(x) = todo.pop() {
        if matches!(&x.kind, ExprKind::Load(v) if vars.contains(v)) {
            return true;
        }
        todo.extend(x.children());
    }
    false
}

/// The affine form of an integer subscript over `vars`, `None` when it is not affine.
fn affine(e: &Expr, vars: &[SymId]) -> Option<Affine> {
    let zero = || Affine {
        coefs: vec![0; vars.len()],
        constant: 0,
        rest: None,
    };
    if !mentions(e, vars) {
        let mut a = zero();
        match e.as_const() {
            Some(Const::Int(c)) => a.constant = *c,
            _ => a.rest = Some(e.clone()),
        }
        return Some(a);
    }
    match &e.kind {
        ExprKind::Load(v) => {
            let mut a = zero();
            a.coefs[vars.iter().position(|x| x == v)?] = 1;
            Some(a)
        }
        ExprKind::Convert(x) if x.ty.is_int() && e.ty.is_int() => affine(x, vars),
        ExprKind::Unary(UnOp::Neg, x) => scaled(affine(x, vars)?, -1, e),
        ExprKind::Binary(op @ (BinOp::Add | BinOp::Sub), x, y) => {
            let (a, b) = (affine(x, vars)?, affine(y, vars)?);
            let b = if *op == BinOp::Sub {
                scaled(b, -1, e)?
            } else {
                b
            };
            let coefs = a
                .coefs
                .iter()
                .zip(&b.coefs)
                .map(|(p, q)| p.checked_add(*q))
                .collect::<Option<Vec<_>>>()?;
            let rest = match (a.rest, b.rest) {
                (Some(p), Some(q)) => Some(Expr {
                    span: e.span,
                    ty: e.ty,
                    kind: ExprKind::Binary(BinOp::Add, Box::new(p), Box::new(q)),
                }),
                (p, q) => p.or(q),
            };
            Some(Affine {
                coefs,
                constant: a.constant.checked_add(b.constant)?,
                rest,
            })
        }
        ExprKind::Binary(BinOp::Mul, x, y) => {
            let k = |z: &Expr| match z.as_const() {
                Some(Const::Int(c)) => Some(*c),
                _ => None,
            };
            match (k(x), k(y)) {
                (Some(c), _) => scaled(affine(y, vars)?, c, e),
                (_, Some(c)) => scaled(affine(x, vars)?, c, e),
                _ => None,
            }
        }
        _ => None,
    }
}

fn scaled(a: Affine, k: i64, e: &Expr) -> Option<Affine> {
    let rest = a.rest.map(|r| {
        let factor = Expr {
            span: e.span,
            ty: r.ty,
            kind: ExprKind::Const(Const::Int(k)),
        };
        Expr {
            span: e.span,
            ty: r.ty,
            kind: ExprKind::Binary(BinOp::Mul, Box::new(factor), Box::new(r)),
        }
    });
    Some(Affine {
        coefs: a
            .coefs
            .iter()
            .map(|c| c.checked_mul(k))
            .collect::<Option<Vec<_>>>()?,
        constant: a.constant.checked_mul(k)?,
        rest,
    })
}

/// An array element read: the array, its subscripts, where.
pub(super) type ElemRef = (SymId, Vec<Expr>, Span);

/// Every array element `e` reads, elements passed by reference to user functions included
/// (`F(B(I - 1))`: their shadow edges are renewed as for the loop's own reads).
fn elements(e: &Expr, out: &mut Vec<ElemRef>) {
    let mut todo = vec![e];
    while let Some(x) = todo.pop() {
        match &x.kind {
            ExprKind::Elem(a, s) => out.push((*a, s.clone(), x.span)),
            ExprKind::Call(c) => {
                for arg in &c.args {
                    if let hir::Actual::Elem(a, s, span) = arg.unwrapped() {
                        out.push((*a, s.clone(), *span));
                    }
                }
            }
            _ => {}
        }
        todo.extend(x.children());
    }
}

/// A reduction with DIM= of a distributed array: the accumulation of [`Checker::reduction`]
/// over all the dimensions, kept ones included.
pub(super) struct DimReduction<'a> {
    /// The element the parallel loop is ON.
    pub on: ElemRef,
    /// The reduced expression and its mask.
    pub reading: &'a [&'a Expr],
    /// The variables and extents of the argument's dimensions.
    pub vars: &'a [SymId],
    pub shape: &'a [super::Extent],
    /// Those of the dimensions kept (the result's shape).
    pub kept_vars: Vec<SymId>,
    pub kept_shape: Vec<super::Extent>,
    /// The scalar accumulator the update statements read and assign, and its first value.
    pub acc: SymId,
    pub start: Expr,
    pub update: Vec<hir::Stmt>,
    pub op: ReductionOp,
}

impl Checker<'_> {
    /// `MAXVAL(A, DIM=1)` and the other reductions with DIM= of a distributed array: one
    /// parallel loop ON the argument's elements whose REDUCTION variable is the result, a
    /// temporary array (of a constant size: the reduction variables of a loop are), each
    /// element of it the accumulator of one position of the kept dimensions. The result is
    /// then an operand of the enclosing expression, as a non-distributed array's would be.
    pub(super) fn distributed_dim_reduction(
        &mut self,
        r: DimReduction<'_>,
        upper: &str,
        span: Span,
    ) -> Option<Expr> {
        if self.array_ctx.is_none() {
            self.error(
                span,
                format!("{upper} here returns an array, but a scalar is expected"),
            );
            return None;
        }
        let Some(total) = super::konst_size(&r.kept_shape) else {
            self.error(
                span,
                format!("{upper} with DIM= of a distributed array needs a result whose shape is known at compile time (its elements are the REDUCTION variables of a parallel loop), which this one is not"),
            );
            return None;
        };
        let ty = self.scope.get(r.acc).ty;
        let t = self.temp_array(ty, &[total]);
        let pos = self.linear_position(&r.kept_vars, &r.kept_shape, span);
        let place = Place::Elem(t, vec![pos.clone()], span);
        let element = Expr {
            kind: ExprKind::Elem(t, vec![pos]),
            ty,
            span,
        };
        let first = super::assign(place.clone(), r.start, span);
        let mut stmts = self.loop_nest(&r.kept_vars, &r.kept_shape, vec![first], span);
        // Each iteration adds its element to its position's accumulator.
        let mut body = vec![super::assign(Place::Scalar(r.acc), element, span)];
        body.extend(r.update);
        body.push(super::assign(place, super::load(r.acc, ty, span), span));
        let mut refs = Vec::new();
        for e in r.reading {
            elements(e, &mut refs);
        }
        let reduction = hir::Reduction {
            op: r.op,
            var: t,
            loc: None,
        };
        let (id, subs, _) = r.on;
        let mut lp = self.implicit_loop(
            id,
            &subs,
            r.vars,
            r.shape,
            &refs,
            body,
            vec![reduction],
            span,
        )?;
        lp.locals.push(r.acc);
        stmts.push(super::stmt(hir::StmtKind::Parallel(Box::new(lp)), span));
        if !self.hoist_all(stmts, upper, span) {
            return None;
        }
        self.linear_temp_operand(t, &r.kept_shape, span)
    }

    /// Whether `id` is an array with a distribution (the target of an implicit parallel loop).
    pub(in crate::fortran::sema) fn is_distributed_array(&self, id: SymId) -> bool {
        matches!(&self.scope.get(id).kind, hir::SymbolKind::Array(info) if info.dist.is_some())
    }

    /// `target = value` (where `cond` holds) over `vars` (the first dimension first), the
    /// target distributed: one parallel loop ON the target's section.
    pub(super) fn implicit_parallel(
        &mut self,
        target: Place,
        value: Expr,
        cond: Option<Expr>,
        vars: &[SymId],
        shape: &[super::Extent],
        span: Span,
    ) -> Option<hir::StmtKind> {
        let Place::Elem(id, target_subs, _) = &target else {
            return None;
        };
        let (id, target_subs) = (*id, target_subs.clone());
        let name = self.scope.get(id).name.clone();
        if self.in_host_section {
            self.error(
                span,
                format!("an array assignment to the distributed array '{name}' is not allowed inside a HOST_SECTION"),
            );
            return None;
        }
        // User functions on the right side (`A = F(B)` of an elemental `F`) are called by the
        // loop's handler per element, as in an explicit parallel loop: their arguments and
        // what they reach are checked as there (`parallel_callees.rs`, the locality check).
        let mut reading = vec![&value];
        reading.extend(cond.as_ref());
        let mut refs = Vec::new();
        for e in &reading {
            elements(e, &mut refs);
        }
        // Evaluate-first semantics: where the right side reads the target at other elements
        // than the ones assigned (`A(1, :) = A(2, :)`), `implicit_loop` gathers what it reads
        // before the loop, as REMOTE_ACCESS would, so no iteration sees another's store.
        drop(reading);
        let mut body = vec![super::assign(target, value, span)];
        if let Some(c) = cond {
            body = vec![super::stmt(
                hir::StmtKind::If(Box::new(hir::IfStmt {
                    id: self.new_construct_id(),
                    cond: c,
                    then_body: body,
                    else_body: Vec::new(),
                    structured: true,
                })),
                span,
            )];
        }
        let lp =
            self.implicit_loop(id, &target_subs, vars, shape, &refs, body, Vec::new(), span)?;
        Some(hir::StmtKind::Parallel(Box::new(lp)))
    }

    /// The parallel loop over `vars` (the first dimension first) ON `array(subs)`, whose body
    /// reads the elements `refs`.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn implicit_loop(
        &mut self,
        id: SymId,
        target_subs: &[Expr],
        vars: &[SymId],
        shape: &[super::Extent],
        refs: &[ElemRef],
        body: Vec<hir::Stmt>,
        reductions: Vec<hir::Reduction>,
        span: Span,
    ) -> Option<ParallelLoop> {
        let name = self.scope.get(id).name.clone();
        // Outermost first: the last dimension of the shape.
        let dim_vars: Vec<SymId> = vars.iter().rev().copied().collect();
        let mut dims = Vec::with_capacity(dim_vars.len());
        for (k, &var) in dim_vars.iter().enumerate() {
            let e = &shape[shape.len() - 1 - k];
            let hi = self.iop(BinOp::Sub, e.count.clone(), super::int(1, span), span);
            dims.push(ParallelDim {
                id: self.new_loop_id(),
                var,
                lo: super::int(0, span),
                hi,
                step: None,
            });
        }
        // ON the target's section: each subscript is `lo + i*stride`, or a scalar.
        let mut rules = Vec::with_capacity(target_subs.len());
        let mut offsets = Vec::new();
        for (k, s) in target_subs.iter().enumerate() {
            let Some(f) = affine(s, &dim_vars) else {
                self.error(
                    s.span,
                    format!("a section of the distributed array '{name}' assigned by an array assignment needs a constant stride"),
                );
                return None;
            };
            let used: Vec<usize> = (0..dim_vars.len()).filter(|&j| f.coefs[j] != 0).collect();
            rules.push(match used.as_slice() {
                [] => AxisRule::Constant(f.constant),
                [axis] => AxisRule::Linear {
                    axis: *axis,
                    a: f.coefs[*axis],
                    b: f.constant,
                },
                _ => {
                    self.error(
                        s.span,
                        format!("a subscript of the distributed array '{name}' uses two dimensions of the array assignment"),
                    );
                    return None;
                }
            });
            if let Some(r) = f.rest {
                offsets.push((k, r));
            }
        }
        let on = OnMapping {
            array: id,
            rules,
            offsets,
        };
        // Distributed arrays of another alignment tree than the target's may live anywhere:
        // the part read is gathered onto every process first, as REMOTE_ACCESS would (the DVM
        // system copies between any two distributions), the whole of each dimension a
        // subscript of the assignment's section runs along.
        let mut remote = std::mem::take(&mut self.pending_remote);
        let target_root = self.root_of(id);
        for (a, subs, at) in refs {
            let same_as_target = subs.len() == target_subs.len()
                && subs.iter().zip(target_subs).all(|(x, y)| x.same_as(y));
            if (*a == id && same_as_target)
                || !self.is_distributed_array(*a)
                || (*a != id && self.root_of(*a) == target_root)
                || covering(&remote, *a, subs).is_some()
            {
                continue;
            }
            let subs = subs
                .iter()
                .map(|s| {
                    if mentions(s, &dim_vars) {
                        RemoteSub::All
                    } else {
                        RemoteSub::Expr {
                            expr: s.clone(),
                            varying: false,
                        }
                    }
                })
                .collect();
            remote.push(RemoteRef {
                array: *a,
                subs,
                span: *at,
            });
        }
        // Distributed arrays read at other subscripts than the target's (shifted sections)
        // have their shadow edges renewed; the locality check proves the rest local.
        let mut renewals: Vec<Renewal> = Vec::new();
        for (a, subs, _) in refs {
            if *a == id || !self.is_distributed_array(*a) || covering(&remote, *a, subs).is_some() {
                continue;
            }
            let differing = if subs.len() == target_subs.len() {
                subs.iter()
                    .zip(target_subs)
                    .filter(|(x, y)| !x.same_as(y))
                    .count()
            } else {
                subs.len()
            };
            if differing == 0 {
                continue;
            }
            let corner = differing > 1;
            match renewals.iter_mut().find(|r| r.array == *a) {
                Some(r) => r.corner |= corner,
                None => renewals.push(Renewal {
                    array: *a,
                    corner,
                    widths: None,
                    clause: EdgeClause::ShadowRenew,
                }),
            }
        }
        let errors = self.diags.error_count();
        let mut variant: Vec<SymId> = Vec::new();
        variant.extend(reductions.iter().flat_map(hir::Reduction::variables));
        let nest = Nest {
            on: Some((on.clone(), span)),
            vars: dim_vars.clone(),
            variant,
            ranges: dims
                .iter()
                .map(|d| loop_range(&d.lo, &d.hi, d.step.as_ref()))
                .collect(),
            renewals: renewals.clone(),
            remote: remote.clone(),
            bounds: dims
                .iter()
                .map(|d| (d.lo.clone(), d.hi.clone(), d.step.clone()))
                .collect(),
            strict: true,
        };
        self.check_locality(nest, &body);
        if self.diags.error_count() != errors {
            return None;
        }
        Some(ParallelLoop {
            construct: self.new_construct_id(),
            dims,
            on: Some(on),
            renew: renewals.iter().map(|r| (r.array, r.corner)).collect(),
            across: Vec::new(),
            stage: None,
            reductions,
            remote,
            locals: Vec::new(),
            body,
            line: self.line_of(span),
        })
    }

    /// The first element of a distributed array in `reading` indexed by `vars` (the element
    /// an implicit loop is ON), if any.
    pub(super) fn distributed_operand(&self, reading: &[&Expr], vars: &[SymId]) -> Option<ElemRef> {
        let mut refs = Vec::new();
        for e in reading {
            elements(e, &mut refs);
        }
        refs.into_iter().find(|(a, subs, _)| {
            self.is_distributed_array(*a) && subs.iter().any(|s| mentions(s, vars))
        })
    }

    /// `SUM(A)` and the other reductions of a distributed array: the accumulation `update`
    /// over `vars` run as a parallel loop ON the element `on`, the accumulator a REDUCTION
    /// variable combined over the processes.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn distributed_reduction(
        &mut self,
        on: ElemRef,
        reading: &[&Expr],
        vars: &[SymId],
        shape: &[super::Extent],
        update: Vec<hir::Stmt>,
        reduction: hir::Reduction,
        span: Span,
    ) -> Option<ParallelLoop> {
        let mut refs = Vec::new();
        for e in reading {
            elements(e, &mut refs);
        }
        let (id, subs, _) = on;
        self.implicit_loop(id, &subs, vars, shape, &refs, update, vec![reduction], span)
    }
}

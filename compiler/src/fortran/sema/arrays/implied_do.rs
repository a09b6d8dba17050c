//! Output values inside implied-DO lists that need statements of their own: `PRINT *,
//! (SUM(A(:, J)), J = 1, N)`.
//!
//! Why: an array reduction (or any value whose computation is hoisted before its statement,
//! such as a reduction of a distributed array, which is a parallel loop every process runs)
//! cannot be computed in the middle of an output list, whose items are expressions. So the
//! implied DO runs twice: first as ordinary DO loops before the statement, which compute each
//! such value with its hoisted statements and store it in a temporary, one element per
//! iteration, in the order of the iterations; then as the output list, which reads the
//! temporary at the element of its iteration, `(J - lo) / step` along each implied DO
//! (the innermost fastest). Values that need no statements stay where they are.
//!
//! The element's position is computed from the implied DO variables: in a rectangular nest
//! from the trip counts; where an implied DO's bounds depend on the variables of the
//! enclosing ones (a triangle), through tables of where each level's iterations begin,
//! recorded while the values are computed ([`Checker::counted_value`]). The bounds are
//! evaluated more than once, so they must not call functions (an error).
//!
//! An array value (`(F(I), I = 1, N)` with F returning an array, `(V(I) * G(X), I = 1, 3)`)
//! has a shape known only once its call has run, which may change from one iteration to the
//! next: its elements are appended to a temporary that doubles when full, and two tables
//! record where each iteration's elements begin and end ([`Checker::array_values`]).

use super::Extent;
use crate::fortran::ast;
use crate::fortran::hir::{self, BinOp, Expr, ExprKind, IoItem, Loop, LoopKind, Place, SymId};
use crate::fortran::sema::Checker;
use crate::source::Span;

/// An implied DO enclosing the output item being checked.
#[derive(Clone, Debug)]
pub(crate) struct ImpliedFrame {
    pub var: SymId,
    pub lo: Expr,
    pub hi: Expr,
    pub step: Option<Expr>,
}

/// Whether `e` reads one of `vars` or calls a function.
fn varies(e: &Expr, vars: &[SymId]) -> bool {
    let mut todo = vec![e];
    while let Some(x) = todo.pop() {
        match &x.kind {
            ExprKind::Load(v) if vars.contains(v) => return true,
            ExprKind::Call(_) => return true,
            _ => todo.extend(x.children()),
        }
    }
    false
}

/// `lo, hi[, step]` of the implied DO `f`.
fn bounds_of_frame(f: &ImpliedFrame) -> Vec<Expr> {
    [&f.lo, &f.hi]
        .into_iter()
        .chain(f.step.as_ref())
        .cloned()
        .collect()
}

/// An output item as one element expression inside the implied DOs over its elements
/// (outermost first): an array value (`F(I)` returning an array, `V(I) * G(X)`) is written
/// element by element by such a nest (`array_io_item`).
fn element_loops(item: IoItem) -> Option<(Expr, Vec<ImpliedFrame>)> {
    let mut frames = Vec::new();
    let mut item = item;
    loop {
        match item {
            IoItem::Expr(x) => return Some((x, frames)),
            IoItem::ImpliedDo {
                var,
                lo,
                hi,
                step,
                mut items,
            } if items.len() == 1 => {
                frames.push(ImpliedFrame { var, lo, hi, step });
                item = items.pop()?;
            }
            _ => return None,
        }
    }
}

impl Checker<'_> {
    /// The output item `e` inside the implied DOs of [`Checker::implied_do`] (outermost
    /// first): checked by `check` (with no implied DO active); when that hoisted statements,
    /// its value is computed before the statement into a temporary (see the module doc).
    pub(in crate::fortran::sema) fn implied_do_value(
        &mut self,
        e: &ast::Expr,
        check: impl FnOnce(&mut Self) -> Option<IoItem>,
    ) -> Option<IoItem> {
        let frames = std::mem::take(&mut self.implied_do);
        let saved_no_hoist = self.no_hoist.take();
        let r = self.hoisted_value(e, &frames, check);
        self.no_hoist = saved_no_hoist;
        self.implied_do = frames;
        r
    }

    fn hoisted_value(
        &mut self,
        e: &ast::Expr,
        frames: &[ImpliedFrame],
        check: impl FnOnce(&mut Self) -> Option<IoItem>,
    ) -> Option<IoItem> {
        let outer_pre = std::mem::take(&mut self.pre_stmts);
        let item = check(self);
        let pre = std::mem::replace(&mut self.pre_stmts, outer_pre);
        let item = item?;
        if pre.is_empty() {
            return Some(item);
        }
        let span = e.span;
        let Some((x, inner)) = element_loops(item) else {
            self.error(
                span,
                "this array value in an implied DO is not supported yet",
            );
            return None;
        };

        let vars: Vec<SymId> = frames.iter().map(|f| f.var).collect();
        let bounds_of = bounds_of_frame;
        if frames.iter().flat_map(bounds_of).any(|b| varies(&b, &[])) {
            self.error(
                span,
                "a value computed by statements (an array reduction) in an implied DO whose bounds call functions is not supported yet",
            );
            return None;
        }
        if frames.iter().flat_map(bounds_of).any(|b| varies(&b, &vars)) {
            if !inner.is_empty() {
                self.error(
                    span,
                    "an array value in an implied DO whose bounds depend on an enclosing one is not supported yet",
                );
                return None;
            }
            return self.counted_value(x, pre, frames, span);
        }
        let mut shape = Vec::with_capacity(frames.len());
        for f in frames {
            let step = f.step.clone().unwrap_or_else(|| super::int(1, span));
            let diff = self.iop(BinOp::Sub, f.hi.clone(), f.lo.clone(), span);
            let diff = self.iop(BinOp::Add, diff, step.clone(), span);
            let count = self.iop(BinOp::Div, diff, step, span);
            let konst = match count.as_const() {
                Some(hir::Const::Int(n)) => Some((*n).max(0)),
                _ => None,
            };
            shape.push(Extent { count, konst });
        }
        if !inner.is_empty() {
            return self.array_values(x, &inner, pre, frames, &shape, span);
        }
        // The temporary, in the order of the iterations (the innermost implied DO fastest).
        let inner_first: Vec<Extent> = shape.iter().rev().cloned().collect();
        let what = "this value in an implied DO";
        let t = self.linear_temp(x.ty, &inner_first, &[], what, span)?;
        if x.ty == hir::Ty::Char {
            let len = self.static_char_len(&x).map(hir::CharLen::Const);
            self.scope.get_mut(t).char_len = len;
        }
        let pos = self.iteration_position(frames, &shape, span);
        let element = Expr {
            kind: ExprKind::Elem(t, vec![pos.clone()]),
            ty: x.ty,
            span,
        };
        let mut body = pre;
        body.push(super::assign(Place::Elem(t, vec![pos], span), x, span));
        for f in frames.iter().rev() {
            body = vec![self.counted_loop(f, body, span)];
        }
        self.pre_stmts.extend(body);
        Some(IoItem::Expr(element))
    }

    /// [`Self::hoisted_value`] for an array value (`F(I)` returning an array), element `x`
    /// inside the loops `inner` over its elements: its shape may differ from one iteration
    /// to the next and is known only once `pre` (its call) has run, so its elements are
    /// appended to a temporary that grows (doubling) as needed, and tables record, for each
    /// iteration of the rectangular implied DOs `frames`, where its elements begin and end
    /// there; the output list writes that stretch of the temporary.
    fn array_values(
        &mut self,
        x: Expr,
        inner: &[ImpliedFrame],
        pre: Vec<hir::Stmt>,
        frames: &[ImpliedFrame],
        shape: &[Extent],
        span: Span,
    ) -> Option<IoItem> {
        const FIRST_CAPACITY: i64 = 16;
        let i4 = hir::Ty::I4;
        let ty = x.ty;
        let what = "an array value in an implied DO";
        let inner_first: Vec<Extent> = shape.iter().rev().cloned().collect();
        let starts = self.linear_temp(i4, &inner_first, &[], what, span)?;
        let ends = self.linear_temp(i4, &inner_first, &[], what, span)?;
        let count = self.fresh_hidden("arr.n", i4);
        let capacity = self.fresh_hidden("arr.n", i4);
        let k = self.fresh_hidden("arr.do", i4);
        self.pre_stmts.push(super::assign(
            Place::Scalar(count),
            super::int(0, span),
            span,
        ));
        self.pre_stmts.push(super::assign(
            Place::Scalar(capacity),
            super::int(FIRST_CAPACITY, span),
            span,
        ));
        let t = self.run_time_temp(ty, super::int(FIRST_CAPACITY, span), span);
        if ty == hir::Ty::Char {
            let len = self.static_char_len(&x).map(hir::CharLen::Const);
            self.scope.get_mut(t).char_len = len;
        }
        // Growing: a spare of twice the capacity takes the values, then `t` is allocated
        // that large and takes them back.
        let doubled = self.iop(
            BinOp::Mul,
            super::load(capacity, i4, span),
            super::int(2, span),
            span,
        );
        let outer_pre = std::mem::take(&mut self.pre_stmts);
        let spare = self.run_time_temp(ty, doubled.clone(), span);
        if ty == hir::Ty::Char {
            let len = self.scope.get(t).char_len;
            self.scope.get_mut(spare).char_len = len;
        }
        let mut grow = std::mem::replace(&mut self.pre_stmts, outer_pre);
        let copy = |ck: &mut Self, from: SymId, to: SymId| {
            let at = || vec![super::load(k, i4, span)];
            let value = Expr {
                kind: ExprKind::Elem(from, at()),
                ty,
                span,
            };
            let frame = ImpliedFrame {
                var: k,
                lo: super::int(1, span),
                hi: super::load(count, i4, span),
                step: None,
            };
            let body = vec![super::assign(Place::Elem(to, at(), span), value, span)];
            ck.counted_loop(&frame, body, span)
        };
        grow.push(copy(self, t, spare));
        let status = self.fresh_hidden("arr.s", i4);
        let one = self.convert(super::int(1, span), hir::Ty::I8);
        let size = self.convert(doubled.clone(), hir::Ty::I8);
        grow.push(super::stmt(
            hir::StmtKind::Deallocate {
                items: vec![t],
                stat: Some(Place::Scalar(status)),
            },
            span,
        ));
        grow.push(super::stmt(
            hir::StmtKind::Allocate {
                items: vec![hir::AllocItem {
                    array: t,
                    bounds: vec![(one, size)],
                }],
                stat: None,
            },
            span,
        ));
        grow.push(copy(self, spare, t));
        grow.push(super::assign(Place::Scalar(capacity), doubled, span));
        let full = self.make_binary(
            BinOp::Ge,
            super::load(count, i4, span),
            super::load(capacity, i4, span),
            hir::Ty::L4,
            span,
        );
        let bump = self.iop(
            BinOp::Add,
            super::load(count, i4, span),
            super::int(1, span),
            span,
        );
        let mut body = vec![
            self.if_stmt(full, grow, span),
            super::assign(Place::Scalar(count), bump, span),
            super::assign(
                Place::Elem(t, vec![super::load(count, i4, span)], span),
                x,
                span,
            ),
        ];
        for f in inner.iter().rev() {
            body = vec![self.counted_loop(f, body, span)];
        }
        let pos = self.iteration_position(frames, shape, span);
        let mark = |table: SymId| {
            super::assign(
                Place::Elem(table, vec![pos.clone()], span),
                super::load(count, i4, span),
                span,
            )
        };
        let mut per_iteration = pre;
        per_iteration.push(mark(starts));
        per_iteration.extend(body);
        per_iteration.push(mark(ends));
        let mut body = per_iteration;
        for f in frames.iter().rev() {
            body = vec![self.counted_loop(f, body, span)];
        }
        self.pre_stmts.extend(body);
        // The output: this iteration's stretch of `t`.
        let table = |table: SymId| Expr {
            kind: ExprKind::Elem(table, vec![pos.clone()]),
            ty: i4,
            span,
        };
        let lo = self.iop(BinOp::Add, table(starts), super::int(1, span), span);
        let q = self.fresh_hidden("arr.do", i4);
        Some(IoItem::ImpliedDo {
            var: q,
            lo,
            hi: table(ends),
            step: None,
            items: vec![IoItem::Expr(Expr {
                kind: ExprKind::Elem(t, vec![super::load(q, i4, span)]),
                ty,
                span,
            })],
        })
    }

    /// The DO loop of the implied DO `f` around `body`.
    fn counted_loop(&mut self, f: &ImpliedFrame, body: Vec<hir::Stmt>, span: Span) -> hir::Stmt {
        let l = Loop {
            id: self.new_loop_id(),
            construct: self.new_construct_id(),
            kind: LoopKind::Counted {
                var: f.var,
                lo: f.lo.clone(),
                hi: f.hi.clone(),
                step: f.step.clone(),
            },
            body,
            structured: true,
        };
        super::stmt(hir::StmtKind::Loop(Box::new(l)), span)
    }

    /// [`Self::hoisted_value`] for implied DOs whose bounds depend on the enclosing ones
    /// (`((SUM(A(I:J, J)), I = 1, J), J = 1, N)`): the iterations are not a rectangle, so a
    /// first nest counts them at each level, then the nest computing the values numbers them
    /// with counters and records, for each iteration of an implied DO, where the iterations of
    /// the next inner one begin (`base`); the output list finds its element by the same chain,
    /// position(k+1) = base_k(position(k)) + (I - lo) / step + 1, the bounds evaluated again
    /// (they read variables only).
    fn counted_value(
        &mut self,
        x: Expr,
        pre: Vec<hir::Stmt>,
        frames: &[ImpliedFrame],
        span: Span,
    ) -> Option<IoItem> {
        let depth = frames.len();
        let counters: Vec<SymId> = (0..depth)
            .map(|_| self.fresh_hidden("arr.n", hir::Ty::I4))
            .collect();
        let zero = |c: SymId| super::assign(Place::Scalar(c), super::int(0, span), span);
        let bump = |ck: &mut Self, c: SymId| {
            let v = ck.iop(
                BinOp::Add,
                super::load(c, hir::Ty::I4, span),
                super::int(1, span),
                span,
            );
            super::assign(Place::Scalar(c), v, span)
        };
        let nest =
            |ck: &mut Self, per_level: &mut dyn FnMut(&mut Self, usize) -> Vec<hir::Stmt>| {
                let mut body = Vec::new();
                for (k, f) in frames.iter().enumerate().rev() {
                    let mut level = per_level(ck, k);
                    level.extend(body);
                    let l = Loop {
                        id: ck.new_loop_id(),
                        construct: ck.new_construct_id(),
                        kind: LoopKind::Counted {
                            var: f.var,
                            lo: f.lo.clone(),
                            hi: f.hi.clone(),
                            step: f.step.clone(),
                        },
                        body: level,
                        structured: true,
                    };
                    body = vec![super::stmt(hir::StmtKind::Loop(Box::new(l)), span)];
                }
                body
            };
        // The counts of each level's iterations.
        for &c in &counters {
            self.pre_stmts.push(zero(c));
        }
        let counting = nest(self, &mut |ck, k| vec![bump(ck, counters[k])]);
        self.pre_stmts.extend(counting);
        let sized = |ck: &mut Self, ty: hir::Ty, c: SymId| {
            let n = super::load(c, hir::Ty::I4, span);
            ck.run_time_temp(ty, n, span)
        };
        let bases: Vec<SymId> = counters[..depth - 1]
            .iter()
            .map(|&c| sized(self, hir::Ty::I4, c))
            .collect();
        let t = sized(self, x.ty, counters[depth - 1]);
        if x.ty == hir::Ty::Char {
            let len = self.static_char_len(&x).map(hir::CharLen::Const);
            self.scope.get_mut(t).char_len = len;
        }
        // The values, numbered by the counters.
        for &c in &counters {
            self.pre_stmts.push(zero(c));
        }
        let mut pre = Some(pre);
        let mut x = Some(x);
        let filling = nest(self, &mut |ck, k| {
            let c = counters[k];
            let mut out = vec![bump(ck, c)];
            let at = vec![super::load(c, hir::Ty::I4, span)];
            if k + 1 < depth {
                // Where the next level's iterations of this one begin (its count so far).
                let next = super::load(counters[k + 1], hir::Ty::I4, span);
                out.push(super::assign(Place::Elem(bases[k], at, span), next, span));
            } else {
                out.extend(pre.take().unwrap_or_default());
                if let Some(x) = x.take() {
                    out.push(super::assign(Place::Elem(t, at, span), x, span));
                }
            }
            out
        });
        self.pre_stmts.extend(filling);
        // The element of the output list's iteration.
        let mut pos: Option<Expr> = None;
        for (k, f) in frames.iter().enumerate() {
            let ty = self.scope.get(f.var).ty;
            let var = super::load(f.var, ty, span);
            let step = f.step.clone().unwrap_or_else(|| super::int(1, span));
            let off = self.iop(BinOp::Sub, var, f.lo.clone(), span);
            let idx = self.iop(BinOp::Div, off, step, span);
            let idx = self.iop(BinOp::Add, idx, super::int(1, span), span);
            pos = Some(match pos {
                None => idx,
                Some(p) => {
                    let base = Expr {
                        kind: ExprKind::Elem(bases[k - 1], vec![p]),
                        ty: hir::Ty::I4,
                        span,
                    };
                    self.iop(BinOp::Add, base, idx, span)
                }
            });
        }
        let ty = self.scope.get(t).ty;
        Some(IoItem::Expr(Expr {
            kind: ExprKind::Elem(t, vec![pos?]),
            ty,
            span,
        }))
    }

    /// The position (from 1) of the current iteration of the implied DOs `frames` (outermost
    /// first) with trip counts `shape`, the innermost fastest.
    fn iteration_position(
        &mut self,
        frames: &[ImpliedFrame],
        shape: &[Extent],
        span: Span,
    ) -> Expr {
        let mut pos = super::int(0, span);
        for (f, e) in frames.iter().zip(shape) {
            let ty = self.scope.get(f.var).ty;
            let var = super::load(f.var, ty, span);
            let step = f.step.clone().unwrap_or_else(|| super::int(1, span));
            let off = self.iop(BinOp::Sub, var, f.lo.clone(), span);
            let idx = self.iop(BinOp::Div, off, step, span);
            pos = self.iop(BinOp::Mul, pos, e.count.clone(), span);
            pos = self.iop(BinOp::Add, pos, idx, span);
        }
        self.iop(BinOp::Add, pos, super::int(1, span), span)
    }
}

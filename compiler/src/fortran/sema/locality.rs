//! Locality of distributed-array references in Fortran parallel loops: the Fortran side of the
//! shared check (`directives/check/locality.rs`, where the model and the messages are).
//!
//! Why this is separate: the check itself is about the DVMH model; what is Fortran's is the
//! walk over the checked body (assignments, calls passing elements by reference, inner DO loops
//! with constant bounds that add bounded offsets), the subscripts as `a*I + b` over the nest's
//! variables, and the mappings of the unit's arrays (ALIGN chains already flattened by
//! `dvm.rs`, ONTO arrangements, formats). A reference that no REMOTE_ACCESS covers is handed to
//! the shared check; what it finds is reported here.
//!
//! Arrays whose mapping changes at run time (DYNAMIC, deferred DISTRIBUTE, and what is aligned
//! with them; see `remap.rs`) are not checked (as in the DVM system, the program must keep them
//! local; `-fcheck=bounds` checks every access at run time).
//!
//! The check runs on the checked body, so references that constant folding removed (an integer
//! `X * 0`) are not checked: they are never evaluated.

use super::Checker;
use crate::directives::check::carried::Lang;
use crate::directives::check::locality::{
    self as shared, ArrayMap, Arrays, Lin, Locality, On, Pos, Ref, RootDim, Rule, Split,
};
use crate::directives::check::remote_writes::{Bound, Buffer, BufferDim};
use crate::directives::check::widths::EdgeClause;
use crate::fortran::hir::{
    Actual, AxisRule, BinOp, Call, Const, DistFormat, Expr, ExprKind, LoopKind, Mapping, OnMapping,
    Place, ReadOnlyAssumption, RemoteRef, RemoteSub, Stmt, StmtKind, SymId, SymbolKind, UnOp,
};
use crate::source::Span;
use std::cell::RefCell;

pub use shared::Range;

/// A SHADOW_RENEW item of the loop.
#[derive(Clone, Debug)]
pub struct Renewal {
    pub array: SymId,
    pub corner: bool,
    /// Renewed (low, high) widths per dimension; `None`: the declared widths.
    pub widths: Option<Vec<(i64, i64)>>,
    /// The clause that renews them (SHADOW_RENEW or ACROSS), for messages.
    pub clause: EdgeClause,
}

/// A parallel loop's nest, as far as the references in its body are concerned.
#[derive(Clone, Debug)]
pub struct Nest {
    /// The ON array with one rule per dimension (axes are loop dimensions), and where the ON
    /// element is written; `None`: no ON clause, so every process runs every iteration.
    pub on: Option<(OnMapping, Span)>,
    pub vars: Vec<SymId>,
    /// Scalars the body assigns (PRIVATE, REDUCTION, inner DO variables): unlike other
    /// variables, their value may differ between iterations and from the ON clause's.
    pub variant: Vec<SymId>,
    pub ranges: Vec<Range>,
    pub renewals: Vec<Renewal>,
    /// The REMOTE_ACCESS references of the loop.
    pub remote: Vec<RemoteRef>,
    /// Per variable of the nest: its first value, its limit and its step, as written.
    pub bounds: Vec<(Expr, Expr, Option<Expr>)>,
    /// No leniency for constant subscripts: the loop is an implicit one (an array
    /// assignment), whose body has no guard that could keep such an element local.
    pub strict: bool,
}

/// What references are checked against.
struct Context {
    vars: Vec<SymId>,
    variant: Vec<SymId>,
    remote: Vec<RemoteRef>,
    check: RefCell<Locality<Span>>,
}

/// A subscript as a [`Lin`] over the nest's variables `vars`, with `bounded` sequential loop
/// variables as ranges and variables not in `variant` as invariants; `None` for anything else.
/// Iterative: subscripts can be arbitrarily deep chains (`I+1+1+...`).
fn linear(
    e: &Expr,
    vars: &[SymId],
    bounded: &[(SymId, i64, i64)],
    variant: &[SymId],
) -> Option<Lin> {
    enum Step<'e> {
        Visit(&'e Expr),
        Apply(&'e Expr),
    }
    let leaf = |e: &Expr| -> Option<Lin> {
        match &e.kind {
            ExprKind::Const(Const::Int(v)) => Some(Lin::range(*v, *v)),
            ExprKind::Load(id) => match vars.iter().position(|v| v == id) {
                Some(k) => Some(Lin::var(k)),
                None => match bounded.iter().rev().find(|(v, ..)| v == id) {
                    Some(&(_, lo, hi)) => Some(Lin::range(lo, hi)),
                    None if !variant.contains(id) => Some(Lin::invariant(id.0)),
                    None => None,
                },
            },
            _ => None,
        }
    };
    let mut todo = vec![Step::Visit(e)];
    let mut values: Vec<Option<Lin>> = Vec::new();
    while let Some(step) = todo.pop() {
        match step {
            Step::Visit(e) => match &e.kind {
                ExprKind::Convert(a) | ExprKind::Unary(UnOp::Neg, a)
                    if e.ty.is_int() && a.ty.is_int() =>
                {
                    todo.push(Step::Apply(e));
                    todo.push(Step::Visit(a));
                }
                ExprKind::Binary(BinOp::Add | BinOp::Sub | BinOp::Mul, a, b) if e.ty.is_int() => {
                    todo.push(Step::Apply(e));
                    todo.push(Step::Visit(b));
                    todo.push(Step::Visit(a));
                }
                _ => values.push(leaf(e)),
            },
            Step::Apply(e) => {
                let value = match &e.kind {
                    ExprKind::Convert(_) => values.pop().flatten(),
                    ExprKind::Unary(..) => values.pop().flatten().and_then(|x| x.scale(-1)),
                    ExprKind::Binary(op, ..) => {
                        let (y, x) = (values.pop().flatten(), values.pop().flatten());
                        x.zip(y).and_then(|(x, y)| match op {
                            BinOp::Add => x.plus(y),
                            BinOp::Sub => x.minus(y),
                            _ => x.times(y),
                        })
                    }
                    _ => None,
                };
                values.push(value);
            }
        }
    }
    values.pop().flatten()
}

impl Arrays for Checker<'_> {
    fn map(&self, array: u32) -> Option<ArrayMap> {
        let array = SymId(array);
        let dist = self.distribution(array)?;
        let (root, rules) = self.root_rules(array)?;
        let rules = rules
            .iter()
            .map(|r| match *r {
                AxisRule::Linear { axis, a, b } => Rule::Linear { axis, a, b },
                AxisRule::Replicated => Rule::Replicated,
                AxisRule::Constant(c) => Rule::Constant(c),
            })
            .collect();
        let root_dist = self.distribution(root)?;
        let Mapping::Distribute(blocks) = &root_dist.mapping else {
            return None;
        };
        let SymbolKind::Array(info) = &self.scope.get(root).kind else {
            return None;
        };
        let root_dims = blocks
            .iter()
            .enumerate()
            .map(|(t, &distributed)| {
                distributed.then(|| RootDim {
                    bounds: info.dims.get(t).copied().unwrap_or((0, 0)),
                    split: match root_dist.formats.get(t) {
                        Some(DistFormat::GenBlock(s)) => Split::GenBlock(s.0),
                        Some(DistFormat::WgtBlock(s, n)) => Split::WgtBlock(s.0, *n),
                        Some(DistFormat::MultBlock(m)) => Split::MultBlock(*m),
                        _ => Split::Block,
                    },
                    frame: self.frame(root),
                })
            })
            .collect();
        Some(ArrayMap {
            name: self.scope.get(array).name.clone(),
            root: root.0,
            rules,
            root_dims,
            shadow: dist.shadow.clone(),
            dynamic: dist.dynamic,
        })
    }
}

impl Checker<'_> {
    /// The source text of a span when it is on one line, without enclosing parentheses.
    pub(super) fn reference_text(&self, span: Span) -> Option<String> {
        let text = &self.sources.file(span.file).text;
        let mut s = text.get(span.lo as usize..span.hi as usize)?.trim();
        if s.contains('\n') {
            return None;
        }
        while let Some(inner) = s.strip_prefix('(').and_then(|x| x.strip_suffix(')')) {
            s = inner.trim();
        }
        Some(s.to_string())
    }

    /// The arrangement a root distribution is placed on: `None` for the processor grid (no
    /// ONTO, or ONTO the whole of the unit's first arrangement, which is the grid), else the
    /// ONTO's text (sections or other arrangements are compared by where they are written).
    fn frame(&self, root: SymId) -> Option<Span> {
        let onto = self.distribution(root)?.onto.as_ref()?;
        let first = self.processors.first().map(|p| p.name.as_str());
        if onto.section.is_none() && first == Some(onto.processors.as_str()) {
            return None;
        }
        Some(onto.span)
    }

    /// The array or template at the root of `array`'s alignment tree.
    pub(super) fn root_of(&self, array: SymId) -> Option<SymId> {
        self.root_rules(array).map(|(root, _)| root)
    }

    /// The root of `array`'s alignment tree and the rules of each root dimension, through
    /// the alignment of a module's or the host's array with a root visible here
    /// ([`crate::fortran::hir::Distribution::aligned_through`]).
    fn root_rules(&self, array: SymId) -> Option<(SymId, Vec<AxisRule>)> {
        let own = |id: SymId| -> Option<(SymId, Vec<AxisRule>)> {
            let dist = self.distribution(id)?;
            if let Some(t) = &dist.aligned_through {
                if let Some(root) = t.root {
                    return Some((root, t.rules.clone()));
                }
            }
            Some(match &dist.mapping {
                Mapping::Distribute(_) => (
                    id,
                    (0..self.rank_of(id))
                        .map(|axis| AxisRule::Linear { axis, a: 1, b: 0 })
                        .collect(),
                ),
                Mapping::Align { base, rules } => (*base, rules.clone()),
            })
        };
        let (base, rules) = own(array)?;
        if base == array {
            return Some((base, rules));
        }
        // An array of this unit aligned with a module's array that is itself aligned.
        let (root, base_rules) = own(base)?;
        if root == base {
            return Some((base, rules));
        }
        let composed = AxisRule::compose(&rules, &base_rules);
        // Rules that overflow when composed: the base stays the root (as it was seen).
        Some(match composed {
            Some(composed) => (root, composed),
            None => (base, rules),
        })
    }

    fn context(&self, nest: Nest) -> Context {
        let on = nest.on.map(|(on, span)| {
            let offset = |k: usize| -> Option<Lin> {
                match on.offsets.iter().find(|(rule, _)| *rule == k) {
                    Some((_, e)) => linear(e, &nest.vars, &[], &nest.variant),
                    None => Some(Lin::range(0, 0)),
                }
            };
            let positions = (0..on.rules.len().max(self.rank_of(on.array)))
                .map(|k| {
                    let fixed = match on.rules.get(k) {
                        Some(AxisRule::Linear { axis, a, b }) => Lin::var(*axis).align(*a, *b),
                        Some(AxisRule::Constant(c)) => Some(Lin::range(*c, *c)),
                        Some(AxisRule::Replicated) | None => return Pos::All,
                    };
                    fixed
                        .zip(offset(k))
                        .and_then(|(x, y)| x.plus(y))
                        .map_or(Pos::Unknown, Pos::At)
                })
                .collect();
            let text = self
                .reference_text(span)
                .unwrap_or_else(|| self.scope.get(on.array).name.clone());
            On {
                array: on.array.0,
                text,
                positions,
            }
        });
        let renewals = nest
            .renewals
            .iter()
            .map(|r| shared::Renewal {
                array: r.array.0,
                corner: r.corner,
                widths: r.widths.clone(),
                clause: r.clause,
            })
            .collect();
        let mut check = Locality::new(Lang::Fortran, self, on, nest.ranges, renewals, nest.strict);
        let lin = |e: &Expr| linear(e, &nest.vars, &[], &nest.variant);
        let bounds = nest
            .bounds
            .iter()
            .map(|(lo, hi, step)| {
                let step = match step.as_ref().map(Expr::as_const) {
                    None => 1,
                    Some(Some(Const::Int(s))) => *s,
                    Some(_) => return None,
                };
                Some(Bound {
                    first: lin(lo)?,
                    last: lin(hi)?,
                    step,
                })
            })
            .collect();
        let buffers = nest
            .remote
            .iter()
            .map(|r| Buffer {
                array: r.array.0,
                text: self
                    .reference_text(r.span)
                    .unwrap_or_else(|| self.scope.get(r.array).name.clone()),
                dims: r
                    .subs
                    .iter()
                    .map(|s| match s {
                        RemoteSub::All => BufferDim::All,
                        RemoteSub::Expr { expr, .. } => {
                            lin(expr).map_or(BufferDim::Unknown, BufferDim::At)
                        }
                    })
                    .collect(),
            })
            .collect();
        check.set_remote(buffers, bounds);
        Context {
            vars: nest.vars,
            variant: nest.variant,
            remote: nest.remote,
            check: RefCell::new(check),
        }
    }

    /// Checks every reference to a distributed array in the body of a parallel loop.
    pub fn check_locality(&mut self, nest: Nest, body: &[Stmt]) {
        let ctx = self.context(nest);
        let mut bounded = Vec::new();
        self.locality_block(&ctx, body, &mut bounded);
        for f in ctx.check.into_inner().finish() {
            if f.warning {
                self.warning(f.span, f.message);
            } else {
                self.error(f.span, f.message);
            }
        }
    }

    fn locality_block(
        &mut self,
        ctx: &Context,
        body: &[Stmt],
        bounded: &mut Vec<(SymId, i64, i64)>,
    ) {
        for s in body {
            match &s.kind {
                StmtKind::Assign { target, value } => {
                    match target {
                        Place::Elem(id, subs, span) => {
                            self.locality_ref(ctx, *id, subs, *span, true, bounded);
                            subs.iter()
                                .for_each(|e| self.locality_expr(ctx, e, bounded));
                        }
                        // A component of an element (`G(I, J)%T = ...`): a write of the
                        // element; the component subscripts are reads.
                        Place::Field(f) => {
                            let mut base = &f.base;
                            self.locality_expr_list(ctx, &f.subs, bounded);
                            while let ExprKind::Field(inner) = &base.kind {
                                self.locality_expr_list(ctx, &inner.subs, bounded);
                                base = &inner.base;
                            }
                            if let ExprKind::Elem(id, subs) = &base.kind {
                                self.locality_ref(ctx, *id, subs, base.span, true, bounded);
                                self.locality_expr_list(ctx, subs, bounded);
                            }
                        }
                        _ => {}
                    }
                    self.locality_expr(ctx, value, bounded);
                }
                StmtKind::Call(c) => {
                    self.locality_arguments(ctx, c, bounded);
                    c.args
                        .iter()
                        .flat_map(Actual::exprs)
                        .for_each(|e| self.locality_expr(ctx, e, bounded));
                }
                StmtKind::If(i) => {
                    self.locality_expr(ctx, &i.cond, bounded);
                    self.locality_block(ctx, &i.then_body, bounded);
                    self.locality_block(ctx, &i.else_body, bounded);
                }
                StmtKind::Loop(lp) => {
                    let mut pushed = false;
                    match &lp.kind {
                        LoopKind::Counted { var, lo, hi, step } => {
                            for e in [lo, hi].into_iter().chain(step) {
                                self.locality_expr(ctx, e, bounded);
                            }
                            if let Range::Known(first, last) = loop_range(lo, hi, step.as_ref()) {
                                bounded.push((*var, first, last));
                                pushed = true;
                            }
                        }
                        LoopKind::While(c) => self.locality_expr(ctx, c, bounded),
                        LoopKind::Forever => {}
                    }
                    self.locality_block(ctx, &lp.body, bounded);
                    if pushed {
                        bounded.pop();
                    }
                }
                _ => {}
            }
        }
    }

    fn locality_expr_list(&mut self, ctx: &Context, es: &[Expr], bounded: &[(SymId, i64, i64)]) {
        es.iter().for_each(|e| self.locality_expr(ctx, e, bounded));
    }

    /// Checks the array elements an expression reads (iteratively: expressions can be deep).
    fn locality_expr(&mut self, ctx: &Context, e: &Expr, bounded: &[(SymId, i64, i64)]) {
        let mut todo = vec![e];
        while let Some(e) = todo.pop() {
            match &e.kind {
                ExprKind::Elem(id, subs) => {
                    self.locality_ref(ctx, *id, subs, e.span, false, bounded);
                    todo.extend(subs.iter().rev());
                }
                ExprKind::Call(c) => {
                    self.locality_arguments(ctx, c, bounded);
                    todo.extend(e.children().into_iter().rev());
                }
                _ => todo.extend(e.children().into_iter().rev()),
            }
        }
    }

    /// Checks the distributed-array elements a call passes: by reference, so each is read
    /// and may be written by the callee (it must live with the iteration), unless the
    /// callee's interface says it never writes that dummy (INTENT(IN)): then it is checked
    /// as a read, and a shadow edge element may be passed.
    fn locality_arguments(&mut self, ctx: &Context, c: &Call, bounded: &[(SymId, i64, i64)]) {
        for (k, a) in c.args.iter().enumerate() {
            if let Actual::Elem(id, subs, span) = a.unwrapped() {
                if self.distribution(*id).is_some() {
                    let write = !self.dummy_read_only(c, k, a);
                    let before = ctx.check.borrow().finding_count();
                    self.locality_ref_as(ctx, *id, subs, *span, write, true, bounded);
                    if write && self.without_interface(c) {
                        self.assume_read_only(ctx, c, k, (*id, subs, *span), before, bounded);
                    }
                }
            }
        }
    }

    /// An element passed to a procedure without an explicit interface whose check as a
    /// write (the findings after `before`) failed: it is checked as a read too, and which
    /// findings stand waits until the callee's body is known (`read_only_dummies`): those
    /// as a read if it never writes the dummy, else those as a write.
    fn assume_read_only(
        &mut self,
        ctx: &Context,
        c: &Call,
        k: usize,
        (id, subs, span): (SymId, &[Expr], Span),
        before: usize,
        bounded: &[(SymId, i64, i64)],
    ) {
        let as_write = ctx.check.borrow_mut().take_findings(before);
        if !as_write.iter().any(|f| !f.warning) {
            ctx.check.borrow_mut().restore_findings(as_write);
            return;
        }
        self.locality_ref_as(ctx, id, subs, span, false, true, bounded);
        let as_read = ctx.check.borrow_mut().take_findings(before);
        let plain = |f: Vec<shared::Finding<Span>>| {
            f.into_iter()
                .map(|f| (f.span, f.message, f.warning))
                .collect()
        };
        self.read_only_assumptions.push(ReadOnlyAssumption {
            proc: c.proc,
            dummy: k,
            if_written: plain(as_write),
            if_read: plain(as_read),
        });
    }

    /// Whether `c` calls a procedure without an explicit interface (an external one).
    fn without_interface(&self, c: &Call) -> bool {
        matches!(&self.scope.get(c.proc).kind, SymbolKind::Procedure(p) if p.interface.is_none())
    }

    /// Whether the dummy that argument `k` (`a`) of call `c` is bound to is one the callee
    /// never writes (known only from an explicit interface).
    fn dummy_read_only(&self, c: &Call, k: usize, a: &Actual) -> bool {
        let SymbolKind::Procedure(p) = &self.scope.get(c.proc).kind else {
            return false;
        };
        let Some(interface) = &p.interface else {
            return false;
        };
        let dummy = match a {
            Actual::Keyword(name, _) => interface.dummies.iter().find(|d| &d.name == name),
            _ => interface.dummies.get(k),
        };
        dummy.is_some_and(|d| d.read_only)
    }

    /// Checks one reference `array(subs)` written at `span`.
    fn locality_ref(
        &mut self,
        ctx: &Context,
        array: SymId,
        subs: &[Expr],
        span: Span,
        write: bool,
        bounded: &[(SymId, i64, i64)],
    ) {
        self.locality_ref_as(ctx, array, subs, span, write, false, bounded);
    }

    /// [`Checker::locality_ref`], for an actual argument when `by_reference`.
    #[allow(clippy::too_many_arguments)]
    fn locality_ref_as(
        &mut self,
        ctx: &Context,
        array: SymId,
        subs: &[Expr],
        span: Span,
        write: bool,
        by_reference: bool,
        bounded: &[(SymId, i64, i64)],
    ) {
        // A REMOTE_ACCESS reference reads the buffer (writes to it are reported elsewhere).
        if super::remote::covering(&ctx.remote, array, subs).is_some() {
            return;
        }
        let positions: Vec<Pos> = subs
            .iter()
            .map(|e| linear(e, &ctx.vars, bounded, &ctx.variant).map_or(Pos::Unknown, Pos::At))
            .collect();
        let text = self
            .reference_text(span)
            .unwrap_or_else(|| format!("{}(...)", self.scope.get(array).name));
        let r = Ref {
            array: array.0,
            text: &text,
            span,
            write,
            by_reference,
        };
        ctx.check.borrow_mut().reference(&*self, &r, &positions);
    }
}

/// The values a DO variable takes, when its bounds and step are constant.
pub fn loop_range(lo: &Expr, hi: &Expr, step: Option<&Expr>) -> Range {
    let int = |e: &Expr| match e.as_const() {
        Some(Const::Int(v)) => Some(*v),
        _ => None,
    };
    let (Some(lo), Some(hi)) = (int(lo), int(hi)) else {
        return Range::Unknown;
    };
    let step = match step.map(int) {
        Some(Some(s)) => s,
        Some(None) => return Range::Unknown,
        None => 1,
    };
    Range::of(lo, hi, step)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constant_ranges_follow_the_step() {
        let c = |v: i64| Expr {
            kind: ExprKind::Const(Const::Int(v)),
            ty: crate::fortran::hir::Ty::I4,
            span: Span::default(),
        };
        assert_eq!(loop_range(&c(1), &c(10), Some(&c(4))), Range::Known(1, 9));
        assert_eq!(loop_range(&c(10), &c(1), Some(&c(-3))), Range::Known(1, 10));
        assert_eq!(loop_range(&c(5), &c(4), None), Range::Empty);
    }
}

//! PARALLEL loop nests and REGIONs.
//!
//! A PARALLEL directive takes the tightly nested DO loops after it, as many as it names, with
//! the same variables in the same order. Its ON mapping, REDUCTION, PRIVATE and SHADOW_RENEW
//! clauses are resolved against the declarations; its body is checked with the restrictions of
//! a parallel loop (no I/O, no STOP, no directives, no assignment to non-distributed arrays
//! unless PRIVATE, only local or shadow references to distributed arrays: `locality.rs`).
//! Scalars assigned in the body get a fresh copy per iteration, so they must be PRIVATE or
//! REDUCTION variables (spec §4.7 rule 5); DO variables of inner sequential loops are private
//! implicitly.

use super::locality::{loop_range, Nest, Renewal};
use super::nonrect::Guarded;
use super::{Checker, LoopFrame, ParallelFrame};
use crate::directives::ast::{
    Directive, ParallelClause, ParallelDir, ReductionOp, RegionClause, Target,
};
use crate::directives::check::carried::{self, Lang, Touch};
use crate::directives::check::{self, reduction::ValueClass, widths::EdgeClause};
use crate::fortran::ast::{self, DoControl, StmtKind};
use crate::fortran::hir::Const;
use crate::fortran::hir::{
    self, AxisRule, Expr, ExprKind, OnMapping, ParallelDim, ParallelLoop, Reduction, SymId,
    SymbolKind, Ty,
};
use crate::source::Span;
use std::collections::HashSet;

/// The inner loop of a tightly nested pair: the body is one DO (plus CONTINUEs). The error is
/// the first statement that is in the way (`None`: the body has no DO at all).
fn tight_inner(d: &ast::DoConstruct) -> Result<&ast::Stmt, Option<&ast::Stmt>> {
    let mut inner = None;
    let mut other = None;
    for s in &d.body {
        match &s.kind {
            StmtKind::Continue => {}
            StmtKind::Do(_) if inner.is_none() => inner = Some(s),
            _ => {
                if other.is_none() {
                    other = Some(s);
                }
            }
        }
    }
    match (inner, other) {
        (Some(i), None) => Ok(i),
        (_, o) => Err(o),
    }
}

/// Does the expression read one of `vars`? (Iterative: expressions can be deep chains.)
fn mentions(e: &Expr, vars: &[SymId]) -> bool {
    let mut todo = vec![e];
    while let Some(e) = todo.pop() {
        match &e.kind {
            ExprKind::Load(id) if vars.contains(id) => return true,
            _ => todo.extend(e.children()),
        }
    }
    false
}

/// The reduction an assignment `v = v op e` (or `v = MAX(v, e)`, ...) in `body` performs on
/// `v`: `Some(Some(name))` for a recognised operation, `Some(None)` when `v` is updated from
/// its own value otherwise, `None` when no assignment reads `v` or one sets it afresh (`v =
/// 0`: then it is more likely a PRIVATE temporary).
fn accumulation(body: &[hir::Stmt], v: SymId) -> Option<Option<&'static str>> {
    use hir::{BinOp, Intrinsic, Place, StmtKind as S};
    let mut found: Option<Option<&'static str>> = None;
    let mut set_afresh = false;
    let mut todo: Vec<&hir::Stmt> = body.iter().collect();
    while let Some(st) = todo.pop() {
        match &st.kind {
            S::Assign {
                target: Place::Scalar(t),
                value,
            } if *t == v && mentions(value, &[v]) => {
                let mut e = value;
                while let ExprKind::Convert(inner) = &e.kind {
                    e = inner;
                }
                let op = match &e.kind {
                    ExprKind::Binary(BinOp::Add | BinOp::Sub, ..) => Some("SUM"),
                    ExprKind::Binary(BinOp::Mul, ..) => Some("PRODUCT"),
                    ExprKind::Binary(BinOp::And, ..) => Some("AND"),
                    ExprKind::Binary(BinOp::Or, ..) => Some("OR"),
                    ExprKind::Binary(BinOp::Eqv, ..) => Some("EQV"),
                    ExprKind::Binary(BinOp::Neqv, ..) => Some("NEQV"),
                    ExprKind::Intrinsic(Intrinsic::Max, _) => Some("MAX"),
                    ExprKind::Intrinsic(Intrinsic::Min, _) => Some("MIN"),
                    _ => None,
                };
                if found.flatten().is_none() {
                    found = Some(op);
                }
            }
            S::Assign {
                target: Place::Scalar(t),
                ..
            } if *t == v => set_afresh = true,
            S::If(i) => todo.extend(i.then_body.iter().chain(&i.else_body)),
            S::Loop(l) => todo.extend(&l.body),
            _ => {}
        }
    }
    if set_afresh {
        None
    } else {
        found
    }
}

impl Checker<'_> {
    /// Checks a PARALLEL directive and the loop nest after it; returns whether `next` (the
    /// outermost DO) was consumed.
    pub fn check_parallel(
        &mut self,
        dir: &Directive,
        p: &ParallelDir,
        next: Option<&ast::Stmt>,
        out: &mut Vec<hir::Stmt>,
    ) -> bool {
        if self.parallel.is_some() {
            self.error(
                dir.span,
                "DVMH directives are not allowed inside a parallel loop",
            );
            return false;
        }
        if self.in_host_section {
            self.error(
                dir.span,
                "PARALLEL is not allowed inside a HOST_SECTION (it runs sequentially on the host)",
            );
            return false;
        }
        let Some(first) = next.filter(|s| matches!(s.kind, StmtKind::Do(_))) else {
            self.error(dir.span, "PARALLEL must be followed by a DO loop");
            return false;
        };
        let n = p.vars.len();
        let mut nest: Vec<&ast::DoConstruct> = Vec::with_capacity(n);
        let mut cur = first;
        for (k, want) in p.vars.iter().enumerate() {
            let StmtKind::Do(d) = &cur.kind else {
                self.error(cur.span, "PARALLEL must be followed by a DO loop");
                return true;
            };
            let DoControl::Counted { var, .. } = &d.control else {
                self.error(
                    d.head,
                    "a loop of a PARALLEL nest must be a counted DO loop (not DO WHILE)",
                );
                return true;
            };
            if var.text != want.text {
                self.error(
                    var.span,
                    format!(
                        "PARALLEL names '{}' as loop {} of the nest, but this DO loop's variable is '{}'",
                        want.text,
                        k + 1,
                        var.text
                    ),
                );
                return true;
            }
            nest.push(d);
            if k + 1 < n {
                match tight_inner(d) {
                    Ok(inner) => cur = inner,
                    Err(None) => {
                        self.error(
                            dir.span,
                            format!("PARALLEL names {n} loops, but only {} tightly nested DO loops follow", k + 1),
                        );
                        return true;
                    }
                    Err(Some(other)) => {
                        self.error(
                            other.span,
                            format!(
                                "PARALLEL names {n} loops, but the body of loop {} is not just the next DO loop",
                                k + 1
                            ),
                        );
                        return true;
                    }
                }
            }
        }
        if let Some(l) = first.label {
            out.push(hir::Stmt {
                label: Some(l.value),
                kind: hir::StmtKind::Continue,
                span: first.span,
            });
        }
        if let Some(lp) = self.parallel_loop(dir, p, &nest) {
            out.push(hir::Stmt {
                label: None,
                kind: hir::StmtKind::Parallel(Box::new(lp)),
                span: dir.span,
            });
        }
        true
    }

    fn parallel_loop(
        &mut self,
        dir: &Directive,
        p: &ParallelDir,
        nest: &[&ast::DoConstruct],
    ) -> Option<ParallelLoop> {
        let mut ok = true;
        // Loop variables and bounds.
        let mut dims = Vec::with_capacity(nest.len());
        let mut vars: Vec<SymId> = Vec::new();
        // Dimensions whose bounds depend on outer variables of the nest (see `nonrect.rs`):
        // their position in `dims`, the loop's statement, and its constant step.
        let mut dependent: Vec<(usize, Span, i64)> = Vec::new();
        for d in nest {
            let DoControl::Counted { var, lo, hi, step } = &d.control else {
                return None;
            };
            let Some(v) = self.do_variable(var) else {
                ok = false;
                continue;
            };
            if vars.contains(&v) {
                self.error(
                    var.span,
                    format!("'{}' appears twice in the PARALLEL nest", var.text),
                );
                ok = false;
                continue;
            }
            let ty = self.scope.get(v).ty;
            let Some((lo, hi, step)) = self.loop_bounds(ty, lo, hi, step.as_ref()) else {
                ok = false;
                continue;
            };
            if step.as_ref().is_some_and(|e| mentions(e, &vars)) {
                self.error(
                    d.head,
                    "the step of a parallel loop must not depend on the variables of the enclosing loops of the nest",
                );
                ok = false;
            } else if [&lo, &hi].into_iter().any(|e| mentions(e, &vars)) {
                let s = match step.as_ref().map(|e| e.as_const()) {
                    None => Some(1),
                    Some(Some(Const::Int(s))) if *s != 0 => Some(*s),
                    _ => None,
                };
                match s {
                    Some(s) => dependent.push((dims.len(), d.head, s)),
                    None => {
                        self.error(
                            d.head,
                            "a parallel loop whose bounds depend on the outer loop variables needs a constant step",
                        );
                        ok = false;
                    }
                }
            }
            vars.push(v);
            let id = self.new_loop_id();
            dims.push(ParallelDim {
                id,
                var: v,
                lo,
                hi,
                step,
            });
        }
        let names: Vec<&str> = p.vars.iter().map(|n| n.text.as_str()).collect();
        let on = self.on_clause(p, &names);
        if p.on.is_some() && on.is_none() {
            ok = false;
        }
        // Locality is checked over the loops' own bounds, which the guard keeps.
        let own_ranges: Vec<_> = dims
            .iter()
            .map(|d| loop_range(&d.lo, &d.hi, d.step.as_ref()))
            .collect();
        let own_bounds: Vec<_> = dims
            .iter()
            .map(|d| (d.lo.clone(), d.hi.clone(), d.step.clone()))
            .collect();
        let mut guarded: Vec<Guarded> = Vec::new();
        if on.is_some() || p.on.is_none() {
            for &(k, head, step) in &dependent {
                let ty = self.scope.get(dims[k].var).ty;
                let Some((lo, hi)) = self.bounding_box(on.as_ref(), k, ty, head) else {
                    ok = false;
                    continue;
                };
                let d: &mut ParallelDim = &mut dims[k];
                let own_lo = std::mem::replace(&mut d.lo, lo);
                let own_hi = std::mem::replace(&mut d.hi, hi);
                d.step = None;
                guarded.push(Guarded {
                    var: d.var,
                    lo: own_lo,
                    hi: own_hi,
                    step,
                });
            }
        }
        // Clauses.
        let mut reductions: Vec<Reduction> = Vec::new();
        let mut privates: Vec<SymId> = Vec::new();
        let mut renew: Vec<(SymId, bool)> = Vec::new();
        let mut tied_plain: HashSet<SymId> = HashSet::new();
        let mut across: Vec<(SymId, bool)> = Vec::new();
        let mut stage: Option<i64> = None;
        let mut remote: Vec<hir::RemoteRef> = std::mem::take(&mut self.pending_remote);
        let mut renewals: Vec<Renewal> = Vec::new();
        let mut private_names = Vec::new();
        // Variables of REDUCTION and PRIVATE items that were rejected (and reported): not
        // reported again as assigned without a clause.
        let mut rejected: Vec<SymId> = Vec::new();
        // A clause that is not supported leaves the references of the body unchecked: their
        // errors would only suggest fixes for a loop that is rejected anyway.
        let mut unchecked_references = false;
        for c in &p.clauses {
            match c {
                ParallelClause::Reduction { group, specs, .. } => {
                    // A group's reductions complete with the loop (see `groups.rs`).
                    if let Some(g) = group {
                        if !self.is_reduction_group(g) {
                            // Its variables are not reported again as missing a REDUCTION.
                            for r in specs {
                                rejected.extend(self.scope.lookup(&r.var.text));
                            }
                            unchecked_references = true;
                            ok = false;
                            continue;
                        }
                    }
                    for r in specs {
                        let loc = if matches!(r.op, ReductionOp::Maxloc | ReductionOp::Minloc) {
                            match self.location_variable(r, &vars) {
                                Some(l) => Some(l),
                                None => {
                                    rejected.extend(self.scope.lookup(&r.var.text));
                                    ok = false;
                                    continue;
                                }
                            }
                        } else {
                            None
                        };
                        match self.reduction_variable(r.op, &r.var, &vars) {
                            Some(v) if reductions.iter().any(|x| x.var == v) => {
                                self.error(
                                    r.var.span,
                                    format!("'{}' appears twice in REDUCTION", r.var.text),
                                );
                                ok = false;
                            }
                            Some(v) => reductions.push(Reduction {
                                op: r.op,
                                var: v,
                                loc,
                            }),
                            None => {
                                rejected.extend(self.scope.lookup(&r.var.text));
                                ok = false;
                            }
                        }
                    }
                }
                ParallelClause::Private(names, _) => {
                    for n in names {
                        match self.private_variable(n) {
                            Some(v) => {
                                if !privates.contains(&v) {
                                    privates.push(v);
                                    private_names.push(n.clone());
                                }
                            }
                            None => {
                                rejected.extend(self.scope.lookup(&n.text));
                                ok = false;
                            }
                        }
                    }
                }
                ParallelClause::ShadowRenew(specs, _) => {
                    for s in specs {
                        match self.renewed_array(s, EdgeClause::ShadowRenew) {
                            Some(r) => {
                                renew.push((r.array, r.corner));
                                renewals.push(r);
                            }
                            None => ok = false,
                        }
                    }
                }
                // Reads of the ACROSS arrays within its widths are local, as with
                // SHADOW_RENEW; the loop runs as a wavefront over the processes (their shadow
                // edges renewed between the waves), so flow and anti dependences through
                // those edges see the serial order's values.
                ParallelClause::Across(specs, _) => {
                    for s in specs {
                        match self.renewed_array(s, EdgeClause::Across) {
                            Some(r) => {
                                across.push((r.array, r.corner));
                                renewals.push(r);
                            }
                            None => {
                                unchecked_references = true;
                                ok = false;
                            }
                        }
                    }
                    // Negative and run-time steps are fine: the runtime orders the wavefront
                    // over the processes by each distributed dimension's direction.
                }
                // Buffers gathered before the loop (see `remote.rs`).
                ParallelClause::RemoteAccess(ra, _) => match self.remote_refs(ra, &vars) {
                    Some(refs) => remote.extend(refs),
                    None => {
                        unchecked_references = true;
                        ok = false;
                    }
                },
                // The group is renewed where a loop waits for it (see `groups.rs`).
                ParallelClause::ShadowStart(g, _) => {
                    if self.shadow_group(g).is_none() {
                        ok = false;
                    }
                }
                ParallelClause::ShadowWait(g, _) => match self.shadow_group(g) {
                    Some(specs) => {
                        for s in &specs {
                            match self.renewed_array(s, EdgeClause::ShadowRenew) {
                                Some(r) => {
                                    renew.push((r.array, r.corner));
                                    renewals.push(r);
                                }
                                None => ok = false,
                            }
                        }
                    }
                    None => {
                        unchecked_references = true;
                        ok = false;
                    }
                },
                ParallelClause::Tie(items, _) => {
                    for item in items {
                        match self.directive_array(&item.array, "TIE") {
                            Some(id) => {
                                let plain = matches!(
                                    &self.scope.get(id).kind,
                                    SymbolKind::Array(info) if info.dist.is_none()
                                );
                                if p.on.is_none() && plain {
                                    tied_plain.insert(id);
                                }
                                let rank = self.rank_of(id);
                                ok &= check::tie::check_tie_item(
                                    item,
                                    rank,
                                    &names,
                                    &self.scope,
                                    self.diags,
                                );
                            }
                            None => ok = false,
                        }
                    }
                }
                ParallelClause::Stage(e, _) => {
                    match check::linear::constant(e, &self.scope, self.diags) {
                        Some(n) if n >= 1 => stage = Some(n),
                        Some(n) => {
                            self.error(
                                e.span,
                                format!(
                                    "STAGE: the number of pipeline portions must be at least 1, but it is {n}"
                                ),
                            );
                            ok = false;
                        }
                        None => ok = false,
                    }
                }
                ParallelClause::CudaBlock(..) => {}
            }
        }
        for n in &private_names {
            if let Some(id) = self.scope.lookup(&n.text) {
                if reductions.iter().any(|r| r.var == id) {
                    self.error(
                        n.span,
                        format!(
                            "'{}' cannot be both a REDUCTION variable and PRIVATE",
                            n.text
                        ),
                    );
                    ok = false;
                }
            }
        }
        // The body.
        let innermost = nest.last()?;
        for d in &dims {
            self.loops.push(LoopFrame {
                id: d.id,
                var: Some(d.var),
                parallel: true,
                name: None,
                construct: false,
            });
        }
        self.parallel = Some(ParallelFrame {
            privates: privates.iter().copied().collect(),
            tied_plain,
            reductions: reductions.iter().flat_map(Reduction::variables).collect(),
            ..Default::default()
        });
        let mut body = self.check_block(&innermost.body);
        if let Some((end_span, Some(l))) = &innermost.end {
            body.push(hir::Stmt {
                label: Some(l.value),
                kind: hir::StmtKind::Continue,
                span: *end_span,
            });
        }
        let frame = self.parallel.take().unwrap_or_default();
        let mut loop_and_private = vars.clone();
        loop_and_private.extend(&privates);
        super::remote::mark_varying(&mut remote, &body, &loop_and_private);
        for _ in &dims {
            self.loops.pop();
        }
        // Edges a standalone SHADOW_WAIT renewed before the loop count as renewed by it.
        for r in &self.standalone_renewals {
            if !renewals.iter().any(|x| x.array == r.array) {
                renewals.push(r.clone());
            }
        }
        // References are checked only against a mapping that resolved without errors.
        if dims.len() == nest.len() && (p.on.is_none() || on.is_some()) && !unchecked_references {
            let mut variant: Vec<SymId> = privates.clone();
            variant.extend(reductions.iter().flat_map(Reduction::variables));
            variant.extend(frame.assigned.iter().map(|(v, _)| *v));
            variant.extend(frame.nested_do_vars.iter().copied());
            variant.extend(frame.hidden.iter().copied());
            let nest = Nest {
                on: on.clone().zip(p.on.as_ref().map(|c| c.span)),
                vars: vars.clone(),
                variant,
                ranges: own_ranges,
                renewals,
                remote: remote.clone(),
                bounds: own_bounds,
                strict: false,
            };
            self.check_locality(nest, &body);
            let errors = self.diags.error_count();
            self.check_remote_writes(&remote, &body);
            ok &= self.diags.error_count() == errors;
        }
        let mut locals: Vec<SymId> = privates
            .iter()
            .copied()
            .filter(|v| !vars.contains(v))
            .collect();
        let red: HashSet<SymId> = reductions.iter().flat_map(Reduction::variables).collect();
        for (v, span) in &frame.assigned {
            if red.contains(v) || vars.contains(v) || locals.contains(v) || rejected.contains(v) {
                continue;
            }
            if !frame.nested_do_vars.contains(v) {
                // Privatising it silently would leave its value after the loop undefined.
                let name = self.scope.get(*v).name.clone();
                let message = match accumulation(&body, *v) {
                    Some(op) => carried::accumulation_message(Lang::Fortran, &name, op),
                    None => {
                        let sym = self.scope.get(*v);
                        let global = sym.saved || sym.common.is_some();
                        if let Some(Touch::Read(read)) =
                            super::carried::first_touch(&body, *v, global)
                        {
                            let (r, w) = (self.line_of(read), self.line_of(*span));
                            let message = carried::carried_message(
                                Lang::Fortran,
                                &name,
                                r as usize,
                                w as usize,
                            );
                            self.error(read, message);
                            ok = false;
                            locals.push(*v);
                            continue;
                        }
                        // Each iteration sets it before use: a temporary of the iteration,
                        // as the DVM system treats it too. Only its value after the loop
                        // (the last iteration's, serially) is lost.
                        self.warning(*span, format!("'{name}' is assigned in the parallel loop but not declared PRIVATE: it is made PRIVATE, and its value after the loop is undefined (add PRIVATE({name}))"));
                        locals.push(*v);
                        continue;
                    }
                };
                self.error(*span, message);
                ok = false;
            }
            locals.push(*v);
        }
        for v in frame.nested_do_vars.iter().chain(&frame.hidden) {
            if !locals.contains(v) && !red.contains(v) {
                locals.push(*v);
            }
        }
        if !ok || dims.len() != nest.len() {
            return None;
        }
        for g in guarded.iter().rev() {
            let span = dir.span;
            let cond = self.iteration_guard(g, span);
            body = vec![hir::Stmt {
                label: None,
                kind: hir::StmtKind::If(Box::new(hir::IfStmt {
                    id: self.new_construct_id(),
                    cond,
                    then_body: body,
                    else_body: Vec::new(),
                    structured: true,
                })),
                span,
            }];
        }
        Some(ParallelLoop {
            construct: self.new_construct_id(),
            dims,
            on,
            renew,
            across,
            stage,
            reductions,
            remote,
            locals,
            body,
            line: self.line_of(dir.span),
        })
    }

    fn on_clause(&mut self, p: &ParallelDir, names: &[&str]) -> Option<OnMapping> {
        let on = p.on.as_ref()?;
        let id = self.directive_array(&on.array, "PARALLEL ON")?;
        if self.distribution(id).is_none() {
            self.error(
                on.array.span,
                format!(
                    "the ON array '{}' of PARALLEL is not distributed",
                    on.array.text
                ),
            );
            return None;
        }
        let rank = self.rank_of(id);
        let n = on.subscripts.len();
        if !self.one_per_dimension(on.span, "PARALLEL ON", n, "subscript", &on.array.text, rank) {
            return None;
        }
        let mut rules = Vec::with_capacity(rank);
        let mut offsets = Vec::new();
        let mut used = vec![false; names.len()];
        for (k, s) in on.subscripts.iter().enumerate() {
            let (rule, offset) = self.on_subscript(s, names)?;
            if let Some(e) = offset {
                offsets.push((k, e));
            }
            if let AxisRule::Linear { axis, .. } = rule {
                if std::mem::replace(&mut used[axis], true) {
                    self.error(
                        on.span,
                        format!(
                            "loop variable '{}' appears in more than one ON subscript",
                            names[axis]
                        ),
                    );
                    return None;
                }
            }
            rules.push(rule);
        }
        Some(OnMapping {
            array: id,
            rules,
            offsets,
        })
    }

    fn reduction_variable(
        &mut self,
        op: ReductionOp,
        var: &ast::Name,
        loop_vars: &[SymId],
    ) -> Option<SymId> {
        let id = self.scope.resolve(var, self.diags)?;
        let sym = self.scope.get(id).clone();
        match &sym.kind {
            SymbolKind::Constant(_) => {
                self.error(
                    var.span,
                    format!(
                        "the named constant '{}' cannot be a reduction variable",
                        var.text
                    ),
                );
                return None;
            }
            SymbolKind::Array(a) if a.dist.is_some() => {
                self.error(
                    var.span,
                    format!(
                        "the distributed array '{}' cannot be a reduction variable",
                        var.text
                    ),
                );
                return None;
            }
            _ => {}
        }
        if loop_vars.contains(&id) {
            self.error(
                var.span,
                format!(
                    "the loop variable '{}' cannot be a reduction variable",
                    var.text
                ),
            );
            return None;
        }
        let class = match sym.ty {
            Ty::Int(_) => ValueClass::Integer,
            Ty::Real(_) => ValueClass::Real,
            Ty::Complex(_) => ValueClass::Complex,
            Ty::Logical(_) => ValueClass::Logical,
            _ => ValueClass::Other,
        };
        if !check::reduction::op_applies(op, class) {
            self.error(
                var.span,
                format!(
                    "{} reduction is not defined for '{}' of type {}",
                    op.name().to_ascii_uppercase(),
                    var.text,
                    sym.ty
                ),
            );
            return None;
        }
        Some(id)
    }

    /// The location variable of `MAXLOC(v, loc [, n])`: an INTEGER scalar or array (not
    /// distributed, not a loop variable), with the number of its elements that receive the
    /// location (`n`, at most its size; default all).
    fn location_variable(
        &mut self,
        r: &crate::directives::ast::ReductionSpec,
        loop_vars: &[SymId],
    ) -> Option<(SymId, i64)> {
        let upper = r.op.name().to_ascii_uppercase();
        let Some((name, count)) = &r.loc else {
            self.error(
                r.span,
                format!(
                    "{upper} needs a location variable: {upper}({}, loc [, n])",
                    r.var.text
                ),
            );
            return None;
        };
        if let Some(v) = self.scope.lookup(&r.var.text) {
            if matches!(self.scope.get(v).kind, SymbolKind::Array(_)) {
                self.error(
                    r.var.span,
                    format!("the value '{}' of {upper} must be a scalar", r.var.text),
                );
                return None;
            }
        }
        let id = self.scope.resolve(name, self.diags)?;
        let sym = self.scope.get(id).clone();
        let size = match &sym.kind {
            SymbolKind::Scalar => 1,
            SymbolKind::Array(a) if a.dist.is_none() && a.adjustable.is_none() => {
                a.element_count() as i64
            }
            _ => 0,
        };
        if size == 0 || !sym.ty.is_int() || loop_vars.contains(&id) {
            self.error(
                name.span,
                format!(
                    "the location variable '{}' of {upper} must be an INTEGER scalar or array (not distributed, not a loop variable)",
                    name.text
                ),
            );
            return None;
        }
        let n = match count {
            None => size,
            Some(e) => {
                let n = check::linear::constant(e, &self.scope, self.diags)?;
                if n < 1 || n > size {
                    self.error(
                        e.span,
                        format!(
                            "{upper} gives {n} coordinates, but '{}' holds {size}",
                            name.text
                        ),
                    );
                    return None;
                }
                n
            }
        };
        Some((id, n))
    }

    fn private_variable(&mut self, n: &ast::Name) -> Option<SymId> {
        let id = self.scope.resolve(n, self.diags)?;
        match &self.scope.get(id).kind {
            SymbolKind::Constant(_) => {
                self.error(
                    n.span,
                    format!("the named constant '{}' cannot be PRIVATE", n.text),
                );
                None
            }
            SymbolKind::Array(a) if a.dist.is_some() => {
                self.error(
                    n.span,
                    format!("the distributed array '{}' cannot be PRIVATE", n.text),
                );
                None
            }
            _ => Some(id),
        }
    }

    /// A SHADOW_RENEW item: the array, CORNER, and the widths it renews.
    /// An array of SHADOW_RENEW or ACROSS (`clause`) with the widths it renews.
    pub(super) fn renewed_array(
        &mut self,
        s: &crate::directives::ast::RenewSpec,
        clause: EdgeClause,
    ) -> Option<Renewal> {
        let word = clause.name();
        let id = self.directive_array(&s.array, word)?;
        let Some(dist) = self.distribution(id).cloned() else {
            self.error(
                s.array.span,
                format!("{word} of '{}', which is not distributed", s.array.text),
            );
            return None;
        };
        let Some(widths) = &s.widths else {
            return Some(Renewal {
                array: id,
                corner: s.corner,
                widths: None,
                clause,
            });
        };
        let (n, rank) = (widths.len(), dist.shadow.len());
        if !self.one_per_dimension(s.span, word, n, "width", &s.array.text, rank) {
            return None;
        }
        let mut renewed = Vec::with_capacity(widths.len());
        for (k, (w, &declared)) in widths.iter().zip(&dist.shadow).enumerate() {
            // Along a dimension that is not distributed (`*`) every process stores the whole
            // dimension: an ACROSS dependence there is local and needs no shadow edge.
            let local = !dist.distributed_dims.get(k).copied().unwrap_or(true);
            if clause == EdgeClause::Across && local {
                renewed.push(check::widths::across_width(w, &self.scope, self.diags)?);
                continue;
            }
            renewed.push(check::widths::renewed_width(
                w,
                declared,
                &s.array.text,
                clause,
                &self.scope,
                self.diags,
            )?);
        }
        Some(Renewal {
            array: id,
            corner: s.corner,
            widths: Some(renewed),
            clause,
        })
    }

    /// `REGION ... END REGION`.
    pub fn check_region(
        &mut self,
        r: &ast::RegionConstruct,
        span: crate::source::Span,
        out: &mut Vec<hir::Stmt>,
    ) {
        if self.parallel.is_some() {
            self.error(
                r.directive.span,
                "DVMH directives are not allowed inside a parallel loop",
            );
            return;
        }
        if matches!(
            r.directive.kind,
            crate::directives::ast::DirectiveKind::HostSection
        ) {
            self.check_host_section(r, out);
            return;
        }
        let nested = self.in_region;
        if nested {
            self.error(
                r.directive.span,
                "nested REGION: a REGION cannot contain another REGION",
            );
        }
        let mut targets = Vec::new();
        let mut is_async = false;
        let mut directions: Vec<(SymId, bool, crate::source::Span)> = Vec::new();
        let mut data: Vec<(SymId, i32)> = Vec::new();
        let mut sections: Vec<(hir::ActualVar, i32)> = Vec::new();
        if let crate::directives::ast::DirectiveKind::Region(clauses) = &r.directive.kind {
            for c in clauses {
                match c {
                    RegionClause::Data(dir, ranges, _) => {
                        use crate::directives::ast::DataDirection as D;
                        for range in ranges {
                            let Some(id) = self.data_variable(&range.name, "REGION") else {
                                continue;
                            };
                            let is_local = matches!(dir, D::Local | D::Inlocal);
                            let writes = matches!(dir, D::Out | D::Inout | D::Local | D::Inlocal);
                            if range.ranges.is_some() {
                                if let Some(var) = self.actual_var(range, "REGION") {
                                    sections.push((var, dir.section_intent_bits()));
                                }
                            } else {
                                let bits = dir.intent_bits();
                                match data.iter_mut().find(|(v, _)| *v == id) {
                                    Some((_, b)) => *b |= bits,
                                    None => data.push((id, bits)),
                                }
                            }
                            if writes {
                                if let Some((_, other_local, _)) =
                                    directions.iter().find(|(v, _, _)| *v == id)
                                {
                                    if *other_local != is_local && range.ranges.is_none() {
                                        self.error(
                                            range.name.span,
                                            format!(
                                                "'{}' cannot be both LOCAL and OUT in one REGION",
                                                range.name.text
                                            ),
                                        );
                                    }
                                }
                                directions.push((id, is_local, range.name.span));
                            }
                        }
                    }
                    RegionClause::Targets(ts, _) => {
                        for (t, _) in ts {
                            if !targets.contains(t) {
                                targets.push(*t);
                            }
                        }
                    }
                    RegionClause::Async(_) => is_async = true,
                }
            }
        }
        if targets.is_empty() {
            targets = vec![Target::Host, Target::Cuda];
        }
        self.in_region = true;
        let body = self.check_block(&r.body);
        self.in_region = nested;
        let construct = self.new_construct_id();
        out.push(hir::Stmt {
            label: None,
            kind: hir::StmtKind::Region(Box::new(hir::Region {
                construct,
                targets,
                data,
                sections,
                is_async,
                body,
                line: self.line_of(r.directive.span),
            })),
            span,
        });
    }

    /// `HOST_SECTION ... END HOST_SECTION` (seed 000 §1.1, C-DVMH §8.2.3): sequential code of
    /// a region that runs on the host. It is checked and lowered as the region's other
    /// sequential statements are: every read or write of a distributed element there brings
    /// the current values to the host first (the runtime's element accesses), so GET_ACTUAL,
    /// which the spec allows inside, is never needed; ACTUAL is forbidden inside, and so are
    /// PARALLEL loops (the section is sequential).
    fn check_host_section(&mut self, r: &ast::RegionConstruct, out: &mut Vec<hir::Stmt>) {
        if !self.in_region {
            self.error(
                r.directive.span,
                "HOST_SECTION is allowed only inside a REGION",
            );
        }
        if self.in_host_section {
            self.error(
                r.directive.span,
                "a HOST_SECTION cannot contain another HOST_SECTION",
            );
        }
        let outer = self.in_host_section;
        self.in_host_section = true;
        let body = self.check_block(&r.body);
        self.in_host_section = outer;
        out.extend(body);
    }
}

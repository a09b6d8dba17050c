//! REMOTE_ACCESS (spec §7.3), as a PARALLEL clause and as a directive before a statement.
//!
//! Why this exists: a parallel loop may only touch elements that live with its iterations, and
//! sequential code reads a distributed element through a broadcast by its owner. REMOTE_ACCESS
//! names references (`A(K, :)`, `X(J+1)`, `C(I, 1)`) whose elements may live anywhere: the
//! runtime gathers the box they span onto every process before the loop or statement, and the
//! references the directive covers read that buffer. A reference is covered when it names the
//! same array with the same subscripts, except where the directive has `:` (any subscript);
//! subscripts compare as expressions, so `X(J+1)` covers `X(J+1)` but not `X(1+J)`. Covered
//! references are read-only (the buffer is a copy). A subscript that uses a variable of the
//! parallel loop makes the buffer hold that whole dimension.

use super::Checker;
use crate::directives::ast::{RemoteAccess, RemoteSubscript};
use crate::fortran::hir::{
    Actual, Expr, ExprKind, LoopKind, Place, RemoteRef, RemoteSub, Stmt, StmtKind, SymId,
};

impl Checker<'_> {
    /// The references of a REMOTE_ACCESS clause (`loop_vars`: the variables of its nest) or
    /// directive (none); `None` when one is rejected (reported).
    pub(super) fn remote_refs(
        &mut self,
        ra: &RemoteAccess,
        loop_vars: &[SymId],
    ) -> Option<Vec<RemoteRef>> {
        if let Some(g) = &ra.group {
            self.is_remote_group(g);
        }
        let mut out = Vec::with_capacity(ra.refs.len());
        let mut ok = true;
        for r in &ra.refs {
            let Some(id) = self.directive_array(&r.array, "REMOTE_ACCESS") else {
                ok = false;
                continue;
            };
            if self.scope.templates.contains(&id) {
                self.error(
                    r.array.span,
                    format!(
                        "'{}' is a TEMPLATE: it has no elements to read remotely",
                        r.array.text
                    ),
                );
                ok = false;
                continue;
            }
            if self.distribution(id).is_none() {
                self.error(
                    r.array.span,
                    format!(
                        "'{}' in REMOTE_ACCESS is not a distributed array: its elements are on every process already",
                        r.array.text
                    ),
                );
                ok = false;
                continue;
            }
            let rank = self.rank_of(id);
            let Some(subscripts) = &r.subscripts else {
                out.push(RemoteRef {
                    array: id,
                    subs: vec![RemoteSub::All; rank],
                    span: r.span,
                });
                continue;
            };
            let n = subscripts.len();
            if !self.one_per_dimension(r.span, "REMOTE_ACCESS", n, "subscript", &r.array.text, rank)
            {
                ok = false;
                continue;
            }
            let mut subs = Vec::with_capacity(rank);
            for s in subscripts {
                match s {
                    RemoteSubscript::All(_) => subs.push(RemoteSub::All),
                    RemoteSubscript::Expr(d) => {
                        let Some(expr) = self.check_expr(&super::dvm::fortran_expr(d)) else {
                            ok = false;
                            continue;
                        };
                        if !expr.ty.is_int() {
                            self.error(
                                d.span,
                                format!(
                                    "a REMOTE_ACCESS subscript must be INTEGER, found {}",
                                    expr.ty
                                ),
                            );
                            ok = false;
                            continue;
                        }
                        let varying = mentions(&expr, loop_vars);
                        subs.push(RemoteSub::Expr { expr, varying });
                    }
                }
            }
            if subs.len() == rank {
                out.push(RemoteRef {
                    array: id,
                    subs,
                    span: r.span,
                });
            }
        }
        ok.then_some(out)
    }

    /// Reports every assignment to a reference that `refs` cover in `body`.
    pub(super) fn check_remote_writes(&mut self, refs: &[RemoteRef], body: &[Stmt]) {
        if refs.is_empty() {
            return;
        }
        for s in body {
            match &s.kind {
                StmtKind::Assign {
                    target: Place::Elem(id, subs, span),
                    ..
                } if covering(refs, *id, subs).is_some() => {
                    let text = self
                        .reference_text(*span)
                        .unwrap_or_else(|| self.scope.get(*id).name.clone());
                    self.error(
                        *span,
                        format!("{text} is a REMOTE_ACCESS reference, which is read-only: it reads a copy of elements of other processes"),
                    );
                }
                StmtKind::If(i) => {
                    self.check_remote_writes(refs, &i.then_body);
                    self.check_remote_writes(refs, &i.else_body);
                }
                StmtKind::Loop(l) => self.check_remote_writes(refs, &l.body),
                StmtKind::Remote(r) => self.check_remote_writes(refs, &r.body),
                _ => {}
            }
        }
    }

    /// `REMOTE_GROUP g` (specification part).
    pub(super) fn declare_remote_group(&mut self, name: &crate::name::Name) {
        if !self.scope.remote_groups.insert(name.text.clone()) {
            self.error(
                name.span,
                format!("the REMOTE_GROUP '{}' is declared twice", name.text),
            );
        }
    }

    /// Whether `g` names a REMOTE_GROUP (reported if not).
    pub(super) fn is_remote_group(&mut self, g: &crate::name::Name) -> bool {
        let known = self.scope.remote_groups.contains(&g.text);
        if !known {
            self.error(
                g.span,
                format!(
                    "'{}' is not a remote group: declare it with REMOTE_GROUP {}",
                    g.text, g.text
                ),
            );
        }
        known
    }
}

/// Marks as varying every subscript that uses one of `vars` or a variable that `body` may
/// change (assigned, a DO variable, passed to a procedure): its value when the buffer is
/// gathered need not be the one the references see, so the buffer holds the whole dimension.
pub(super) fn mark_varying(refs: &mut [RemoteRef], body: &[Stmt], vars: &[SymId]) {
    let mut changed = vars.to_vec();
    changed_scalars(body, &mut changed);
    for r in refs {
        for s in &mut r.subs {
            if let RemoteSub::Expr { expr, varying } = s {
                *varying |= mentions(expr, &changed);
            }
        }
    }
}

/// The scalars that statements may change.
fn changed_scalars(body: &[Stmt], out: &mut Vec<SymId>) {
    fn actual(a: &Actual, out: &mut Vec<SymId>) {
        match a {
            Actual::Var(v) => out.push(*v),
            Actual::Keyword(_, a) => actual(a, out),
            _ => {}
        }
    }
    for s in body {
        match &s.kind {
            StmtKind::Assign { target, .. } => {
                let mut place = target;
                while let Place::Substring(inner, ..) = place {
                    place = inner;
                }
                if let Place::Scalar(v) = place {
                    out.push(*v);
                }
            }
            StmtKind::If(i) => {
                changed_scalars(&i.then_body, out);
                changed_scalars(&i.else_body, out);
            }
            StmtKind::Loop(l) => {
                if let LoopKind::Counted { var, .. } = &l.kind {
                    out.push(*var);
                }
                changed_scalars(&l.body, out);
            }
            StmtKind::Parallel(p) => {
                out.extend(p.dims.iter().map(|d| d.var));
                changed_scalars(&p.body, out);
            }
            StmtKind::Region(r) => changed_scalars(&r.body, out),
            StmtKind::Remote(r) => changed_scalars(&r.body, out),
            StmtKind::Call(c) => c.args.iter().for_each(|a| actual(a, out)),
            _ => {}
        }
    }
}

/// Does `e` use one of `vars`?
fn mentions(e: &Expr, vars: &[SymId]) -> bool {
    let mut todo = vec![e];
    while let Some(e) = todo.pop() {
        if let ExprKind::Load(v) = &e.kind {
            if vars.contains(v) {
                return true;
            }
        }
        todo.extend(e.children());
    }
    false
}

/// The first of `refs` that covers the reference `array(subs)`.
pub fn covering<'a>(refs: &'a [RemoteRef], array: SymId, subs: &[Expr]) -> Option<&'a RemoteRef> {
    refs.iter().find(|r| r.covers(array, subs))
}

//! Sequential array code that reads distributed arrays gathers them first.
//!
//! Why: outside parallel loops every process runs the same sequential code, and a read of a
//! distributed element there is a broadcast by its owner — one collective operation per
//! element. An array statement into a replicated array (`X = A`, `X(2:N-1) = A(2:N-1, J)`),
//! or the statements hoisted before one (MATMUL, TRANSPOSE, CSHIFT, PACK, MAXLOC with DIM= of
//! distributed arguments, computed into replicated temporaries), read whole sections that way.
//! Wrapped in an implicit REMOTE_ACCESS (a [`hir::RemoteStmt`]), each distributed section the
//! code reads is gathered onto every process once, in one exchange, and the code reads the
//! buffer: the whole dimension where a subscript varies inside the code (a loop variable, an
//! assigned scalar), the subscript's value where it does not (`A(:, J)` gathers column J).
//!
//! Only plain assignments, IFs and loops are wrapped (what scalarization produces); code that
//! writes an array it reads is left alone, as a buffer is a copy.

use super::super::remote::{covering, mark_varying};
use super::super::Checker;
use crate::fortran::hir::{self, Expr, ExprKind, LoopKind, Place, RemoteRef, RemoteSub, StmtKind};

/// Every array element `stmts` read (the arrays, subscripts and where), and every array they
/// assign; `None` when they hold a statement other than an assignment, IF or loop.
fn reads_and_writes(
    stmts: &[hir::Stmt],
    reads: &mut Vec<super::distributed::ElemRef>,
    writes: &mut Vec<hir::SymId>,
) -> Option<()> {
    let mut exprs: Vec<&Expr> = Vec::new();
    for s in stmts {
        match &s.kind {
            StmtKind::Assign { target, value } => {
                let mut place = target;
                while let Place::Substring(inner, ..) = place {
                    place = inner;
                }
                match place {
                    Place::Scalar(_) => {}
                    Place::Elem(id, ..) => writes.push(*id),
                    _ => return None,
                }
                exprs.extend(target.exprs());
                exprs.push(value);
            }
            StmtKind::If(i) => {
                exprs.push(&i.cond);
                reads_and_writes(&i.then_body, reads, writes)?;
                reads_and_writes(&i.else_body, reads, writes)?;
            }
            StmtKind::Loop(l) => {
                match &l.kind {
                    LoopKind::Counted { lo, hi, step, .. } => {
                        exprs.extend([lo, hi]);
                        exprs.extend(step);
                    }
                    LoopKind::While(c) => exprs.push(c),
                    LoopKind::Forever => {}
                }
                reads_and_writes(&l.body, reads, writes)?;
            }
            StmtKind::Continue => {}
            _ => return None,
        }
    }
    let mut todo = exprs;
    while let Some(x) = todo.pop() {
        match &x.kind {
            ExprKind::Elem(a, subs) => reads.push((*a, subs.clone(), x.span)),
            // A user function may read anything, and is run by every process.
            ExprKind::Call(_) => return None,
            _ => {}
        }
        todo.extend(x.children());
    }
    Some(())
}

impl Checker<'_> {
    /// `s`, sequential code outside parallel loops, with the distributed sections it reads
    /// gathered before it (see the module's doc); `s` itself when it reads none, or cannot be.
    pub(super) fn gathered(&self, s: hir::Stmt) -> hir::Stmt {
        if self.parallel.is_some() || self.in_region || self.in_host_section {
            return s;
        }
        let mut reads = Vec::new();
        let mut writes = Vec::new();
        if reads_and_writes(std::slice::from_ref(&s), &mut reads, &mut writes).is_none() {
            return s;
        }
        let mut refs: Vec<RemoteRef> = Vec::new();
        for (a, subs, span) in reads {
            if !self.is_distributed_array(a)
                || self.scope.templates.contains(&a)
                || writes.contains(&a)
                || covering(&refs, a, &subs).is_some()
            {
                continue;
            }
            let subs = subs
                .into_iter()
                .map(|expr| RemoteSub::Expr {
                    expr,
                    varying: false,
                })
                .collect();
            refs.push(RemoteRef {
                array: a,
                subs,
                span,
            });
        }
        if refs.is_empty() {
            return s;
        }
        // A subscript the code changes (its loop variables) takes the whole dimension, so one
        // buffer covers every reference of the array that differs only there.
        mark_varying(&mut refs, std::slice::from_ref(&s), &[]);
        let mut merged: Vec<RemoteRef> = Vec::new();
        for mut r in refs {
            for sub in &mut r.subs {
                if matches!(sub, RemoteSub::Expr { varying: true, .. }) {
                    *sub = RemoteSub::All;
                }
            }
            let same = |q: &RemoteRef| {
                q.array == r.array
                    && q.subs.iter().zip(&r.subs).all(|(x, y)| match (x, y) {
                        (RemoteSub::All, RemoteSub::All) => true,
                        (RemoteSub::Expr { expr: p, .. }, RemoteSub::Expr { expr: q, .. }) => {
                            p.same_as(q)
                        }
                        _ => false,
                    })
            };
            if !merged.iter().any(same) {
                merged.push(r);
            }
        }
        let span = s.span;
        let label = None;
        hir::Stmt {
            label,
            kind: StmtKind::Remote(Box::new(hir::RemoteStmt {
                refs: merged,
                body: vec![s],
            })),
            span,
        }
    }
}

//! The first access to a scalar in one iteration of a parallel loop's checked body, for the
//! shared check of scalars carried between iterations (`directives/check/carried.rs`).
//!
//! Only what runs in every iteration before anything unknown counts: the statements of the
//! body in order, the expressions of an assignment before its target is set, an IF's
//! condition and a DO's bounds. An access inside an IF branch or an inner loop, a call that
//! gets the variable by reference (or any call, when the variable is global and the callee
//! may set it), or a statement of another kind ends the search with [`Touch::Unknown`]: the
//! check then proves nothing and accepts the loop.

use crate::directives::check::carried::Touch;
use crate::fortran::hir::{Actual, Expr, ExprKind, LoopKind, Place, Stmt, StmtKind, SymId};
use crate::source::Span;

/// The first access to `v` among `stmts` (`None`: they do not access it). `global`: `v` is
/// a COMMON, module or SAVE variable, which a called procedure may set.
pub(super) fn first_touch(stmts: &[Stmt], v: SymId, global: bool) -> Option<Touch<Span>> {
    for s in stmts {
        let found = match &s.kind {
            StmtKind::Continue => None,
            StmtKind::Assign { target, value } => {
                let mut exprs = vec![value];
                place_exprs(target, &mut exprs);
                Touch::then(exprs_touch(&exprs, v, global), || match target {
                    Place::Scalar(t) if *t == v => Some(Touch::Write(s.span)),
                    Place::Scalar(_) | Place::Elem(..) => None,
                    _ => Some(Touch::Unknown),
                })
            }
            StmtKind::If(i) => Touch::then(exprs_touch(&[&i.cond], v, global), || {
                let inner = first_touch(&i.then_body, v, global)
                    .or_else(|| first_touch(&i.else_body, v, global));
                inner.map(|_| Touch::Unknown)
            }),
            StmtKind::Loop(l) => {
                let head = match &l.kind {
                    LoopKind::Counted { var, lo, hi, step } => {
                        let mut exprs = vec![lo, hi];
                        exprs.extend(step);
                        Touch::then(exprs_touch(&exprs, v, global), || {
                            (*var == v).then_some(Touch::Unknown)
                        })
                    }
                    LoopKind::While(c) => exprs_touch(&[c], v, global),
                    LoopKind::Forever => None,
                };
                Touch::then(head, || {
                    first_touch(&l.body, v, global).map(|_| Touch::Unknown)
                })
            }
            StmtKind::Call(c) => call_touch(&c.args, v, global),
            _ => Some(Touch::Unknown),
        };
        if found.is_some() {
            return found;
        }
    }
    None
}

/// The subscripts a place evaluates.
fn place_exprs<'e>(p: &'e Place, out: &mut Vec<&'e Expr>) {
    match p {
        Place::Elem(_, subs, _) => out.extend(subs),
        Place::Substring(inner, lo, hi) => {
            place_exprs(inner, out);
            out.extend(lo.iter().chain(hi));
        }
        Place::Scalar(_) | Place::Field(_) => {}
    }
}

/// The arguments of a call: a read when one evaluates `v`, unknown when one passes it by
/// reference (or when the callee may set a global `v`).
fn call_touch(args: &[Actual], v: SymId, global: bool) -> Option<Touch<Span>> {
    if global {
        return Some(Touch::Unknown);
    }
    let mut exprs = Vec::new();
    for a in args {
        match a.unwrapped() {
            Actual::Var(id) if *id == v => return Some(Touch::Unknown),
            Actual::Field(_) | Actual::Pointer(_) => return Some(Touch::Unknown),
            a => exprs.extend(a.exprs()),
        }
    }
    exprs_touch(&exprs, v, global)
}

/// The accesses of expressions evaluated together: unknown when any is, else a read of `v`.
fn exprs_touch(exprs: &[&Expr], v: SymId, global: bool) -> Option<Touch<Span>> {
    let mut read: Option<Touch<Span>> = None;
    let mut todo: Vec<&Expr> = exprs.to_vec();
    while let Some(e) = todo.pop() {
        match &e.kind {
            ExprKind::Load(id) if *id == v => {
                // The leftmost read, for the message.
                read = match read {
                    Some(Touch::Read(r)) if r.lo <= e.span.lo => read,
                    _ => Some(Touch::Read(e.span)),
                }
            }
            ExprKind::Call(c) => {
                if let Some(Touch::Unknown) = call_touch(&c.args, v, global) {
                    return Some(Touch::Unknown);
                }
                todo.extend(e.children());
            }
            _ => todo.extend(e.children()),
        }
    }
    read
}

//! Whether a checked procedure may write one of its dummy arguments.
//!
//! Why this exists: a procedure called in a parallel loop gets its arguments by reference,
//! so an element of another process passed to it (a shadow edge `A(I-1)`, a REMOTE_ACCESS
//! buffer's element) is safe only when the procedure never writes it. INTENT(IN) says so; a
//! procedure whose body the compiler has checked (a module procedure) says so too when no
//! statement of it may write the dummy. The search is conservative: an assignment to it or
//! to a part of it, passing it on by reference (the callee may write it), a READ, a statement
//! of a kind not searched here, a POINTER or TARGET dummy and one that internal procedures
//! reach through host association all count as writes.

use crate::fortran::hir::{
    Actual, Expr, ExprKind, IoUnit, LoopKind, Place, Stmt, StmtKind, SymId, Unit,
};

/// Whether `unit` never writes its dummy `d`.
pub(super) fn read_only(unit: &Unit, d: SymId) -> bool {
    if unit.intent_in.contains(&d) {
        return true;
    }
    let sym = unit.symbol(d);
    if sym.pointer || sym.target || unit.host_pointers.iter().any(|(id, _)| *id == d) {
        return false;
    }
    !stmts_write(&unit.body, d)
}

fn stmts_write(stmts: &[Stmt], d: SymId) -> bool {
    stmts.iter().any(|s| stmt_writes(s, d))
}

fn stmt_writes(s: &Stmt, d: SymId) -> bool {
    match &s.kind {
        StmtKind::Assign { target, value } => {
            place_root(target) == Some(d) || place_root(target).is_none() || expr_writes(value, d)
        }
        StmtKind::If(i) => {
            expr_writes(&i.cond, d) || stmts_write(&i.then_body, d) || stmts_write(&i.else_body, d)
        }
        StmtKind::Loop(l) => {
            let head = match &l.kind {
                LoopKind::Counted { var, lo, hi, step } => {
                    *var == d
                        || expr_writes(lo, d)
                        || expr_writes(hi, d)
                        || step.as_ref().is_some_and(|e| expr_writes(e, d))
                }
                LoopKind::While(c) => expr_writes(c, d),
                LoopKind::Forever => false,
            };
            head || stmts_write(&l.body, d)
        }
        StmtKind::Call(c) => args_write(&c.args, d),
        // WRITE and PRINT to a unit read their items; READ, an internal file (the variable
        // written) and IOSTAT= may write.
        StmtKind::Transfer(t) => {
            t.read
                || matches!(t.unit, IoUnit::Internal(_))
                || t.status.iostat.is_some()
                || t.exprs().into_iter().any(|e| expr_writes(e, d))
        }
        StmtKind::Continue
        | StmtKind::Goto(_)
        | StmtKind::Exit(_)
        | StmtKind::Cycle(_)
        | StmtKind::Return
        | StmtKind::Stop { .. } => false,
        _ => true,
    }
}

/// The variable an assignment stores into (`None`: a component, which is not followed).
fn place_root(p: &Place) -> Option<SymId> {
    match p {
        Place::Scalar(id) | Place::Elem(id, ..) => Some(*id),
        Place::Substring(inner, ..) => place_root(inner),
        Place::Field(_) => None,
    }
}

/// Whether a call may write `d`: it passes `d` (or a part of it) by reference.
fn args_write(args: &[Actual], d: SymId) -> bool {
    args.iter().any(|a| match a.unwrapped() {
        Actual::Var(id) | Actual::Array(id) | Actual::Elem(id, ..) => *id == d,
        Actual::Section(s) => s.array == d,
        Actual::Value(e) => expr_writes(e, d),
        Actual::Proc(_) => false,
        Actual::Field(_) | Actual::Pointer(_) | Actual::Keyword(..) => true,
    }) || args
        .iter()
        .flat_map(Actual::exprs)
        .any(|e| expr_writes(e, d))
}

/// Whether evaluating `e` may write `d` (through a function reference that passes it).
fn expr_writes(e: &Expr, d: SymId) -> bool {
    let mut todo = vec![e];
    while let Some(e) = todo.pop() {
        if let ExprKind::Call(c) = &e.kind {
            if args_write(&c.args, d) {
                return true;
            }
        }
        todo.extend(e.children());
    }
    false
}

//! Dummies that a procedure of the file provably never writes, for the elements of
//! distributed arrays that parallel loops pass to it.
//!
//! Why this exists: an element passed by reference inside a parallel loop must live with the
//! iteration, because the callee may write it; a shadow element (`A(I-1)`) may go only to a
//! dummy the callee never writes. An explicit interface says so by INTENT(IN); for an
//! external procedure of the same file without one, the callee's body says it. Units are
//! checked one at a time, so the locality check leaves such an argument, when it is not fine
//! as a write, in the unit (`hir::ReadOnlyAssumption`, with the diagnostics it gets as a write
//! and as a read); once every unit is checked, [`check`] looks at the callee's body and
//! reports the diagnostics as a read where the callee never writes the dummy, else (a callee
//! of another file, or one that may write it) those as a write.
//!
//! The analysis is conservative: a dummy counts as written when it is assigned (whole, an
//! element, a substring or a component), a DO or implied-DO variable, read into, passed to
//! any procedure (a CALL or a function reference; intrinsic functions do not write), reached
//! by internal procedures, a POINTER, TARGET or ALLOCATABLE, or named in any statement other
//! than assignments, IF, DO, CALL, output, parallel loops and regions.

use crate::diag::Diagnostics;
use crate::fortran::hir::{
    Actual, Expr, ExprKind, IoItem, LoopKind, Program, Stmt, StmtKind, SymId, SymbolKind, Unit,
};

/// Reports the diagnostics of the arguments left waiting by the program's units.
pub fn check(program: &Program, diags: &mut Diagnostics) {
    let units = program.procedures_by_global();
    for unit in program.units.iter().filter(|u| !u.imported) {
        for a in &unit.read_only_assumptions {
            let callee = match &unit.symbol(a.proc).kind {
                SymbolKind::Procedure(p) => units.get(p.global.as_str()).copied(),
                _ => None,
            };
            let holds = callee
                .and_then(|c| c.dummies.get(a.dummy).map(|&d| (c, d)))
                .is_some_and(|(c, d)| !may_write(c, d));
            let findings = if holds { &a.if_read } else { &a.if_written };
            for (span, message, warning) in findings {
                if *warning {
                    diags.warning(*span, message.clone());
                } else {
                    diags.error(*span, message.clone());
                }
            }
        }
    }
}

/// Whether `unit` may write its dummy `d` (conservatively: `false` only when provably not).
pub fn may_write(unit: &Unit, d: SymId) -> bool {
    let sym = unit.symbol(d);
    let attributes = sym.pointer
        || sym.target
        || matches!(&sym.kind, SymbolKind::Array(info) if info.allocatable);
    attributes || unit.host_pointers.iter().any(|(id, _)| *id == d) || writes_in(&unit.body, d)
}

fn writes_in(stmts: &[Stmt], d: SymId) -> bool {
    stmts.iter().any(|s| writes(s, d))
}

fn writes(s: &Stmt, d: SymId) -> bool {
    match &s.kind {
        StmtKind::Assign { target, value } => {
            target.symbol() == d
                || target.exprs().into_iter().any(|e| passes(e, d))
                || passes(value, d)
        }
        StmtKind::If(i) => {
            passes(&i.cond, d) || writes_in(&i.then_body, d) || writes_in(&i.else_body, d)
        }
        StmtKind::Loop(l) => {
            let header = match &l.kind {
                LoopKind::Counted { var, lo, hi, step } => {
                    *var == d || passes(lo, d) || passes(hi, d) || step.iter().any(|e| passes(e, d))
                }
                LoopKind::While(c) => passes(c, d),
                LoopKind::Forever => false,
            };
            header || writes_in(&l.body, d)
        }
        StmtKind::Parallel(p) => {
            p.dims.iter().any(|v| v.var == d)
                || p.reductions
                    .iter()
                    .any(|r| r.var == d || r.loc.is_some_and(|l| l.0 == d))
                || p.locals.contains(&d)
                || writes_in(&p.body, d)
        }
        StmtKind::Region(r) => writes_in(&r.body, d),
        StmtKind::Call(c) => c.args.iter().any(|a| actual_mentions(a, d)),
        StmtKind::Transfer(t) if !t.read && t.size.is_none() => {
            let status = [&t.status.iostat, &t.status.iomsg]
                .into_iter()
                .any(|p| p.as_ref().is_some_and(|p| p.symbol() == d));
            status
                || t.status.code == Some(d)
                || t.exprs().into_iter().any(|e| passes(e, d))
                || items_write(&t.items, d)
        }
        StmtKind::Goto(_)
        | StmtKind::Exit(_)
        | StmtKind::Cycle(_)
        | StmtKind::Continue
        | StmtKind::Return
        | StmtKind::Stop { .. } => false,
        // Anything else that names the dummy may write it.
        _ => true,
    }
}

/// Output items: implied-DO variables are assigned.
fn items_write(items: &[IoItem], d: SymId) -> bool {
    items.iter().any(|i| match i {
        IoItem::ImpliedDo { var, items, .. } => *var == d || items_write(items, d),
        _ => false,
    })
}

/// Whether an actual argument passes `d` by reference (itself, or through a call inside it).
fn actual_mentions(a: &Actual, d: SymId) -> bool {
    let direct = match a.unwrapped() {
        Actual::Var(id) | Actual::Array(id) | Actual::Elem(id, ..) => *id == d,
        Actual::Section(s) => s.array == d,
        // Components and pointers: counted as written whatever they name.
        Actual::Field(_) | Actual::Pointer(_) => true,
        Actual::Value(_) | Actual::Proc(_) | Actual::Keyword(..) => false,
    };
    // Values and subscripts are copies: only calls inside them may pass `d` on.
    direct || a.exprs().into_iter().any(|e| passes(e, d))
}

/// Whether `e` calls a procedure with an argument that names `d`.
fn passes(e: &Expr, d: SymId) -> bool {
    let mut todo = vec![e];
    while let Some(e) = todo.pop() {
        if let ExprKind::Call(c) = &e.kind {
            if c.args.iter().any(|a| actual_mentions(a, d)) {
                return true;
            }
        }
        todo.extend(e.children());
    }
    false
}

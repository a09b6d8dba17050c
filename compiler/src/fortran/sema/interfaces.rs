//! Calls checked against the units of the same file they call.
//!
//! Each unit is checked with Fortran's implicit interface, as if the others were compiled
//! separately; once all are checked, every call of a unit of this file is compared with what
//! that unit declares, as gfortran does: the number of arguments, each argument's type and
//! whether it is an array, and a function's result type against the type the caller gave it.
//! A mismatch is an error, since the program would read memory as something it is not.

use crate::diag::Diagnostics;
use crate::fortran::hir::{
    Actual, Call, Expr, ExprKind, Program, Stmt, StmtKind, SymbolKind, Ty, Unit, UnitKind,
};
use crate::source::{SourceMap, Span};
use std::collections::HashMap;

/// What a unit expects of its callers.
struct Expected<'p> {
    unit: &'p Unit,
    line: u32,
}

pub fn check_calls(program: &Program, sources: &SourceMap, diags: &mut Diagnostics) {
    let mut units: HashMap<&str, Expected> = HashMap::new();
    for unit in &program.units {
        if matches!(unit.kind, UnitKind::Subroutine | UnitKind::Function) {
            units.entry(unit.global.as_str()).or_insert(Expected {
                unit,
                line: sources.line_of(unit.span),
            });
        }
    }
    // A dispatcher has its binding's procedure's interface (see `dispatch`).
    for d in &program.dispatch {
        if let Some(&Expected { unit, line }) = units.get(d.base.as_str()) {
            units.insert(d.global.as_str(), Expected { unit, line });
        }
    }
    // Calls of a procedure no unit here defines: they must agree with the first one, which
    // fixes the procedure's signature (arguments, result) for the whole file.
    let mut first_use: HashMap<String, (usize, Option<Ty>, Span)> = HashMap::new();
    for unit in program.units.iter().filter(|u| !u.imported) {
        let mut calls = Vec::new();
        collect_calls(&unit.body, &mut calls);
        for (call, span) in calls {
            check_call(unit, call, span, &units, diags);
            let sym = unit.symbol(call.proc);
            let SymbolKind::Procedure(p) = &sym.kind else {
                continue;
            };
            // C_LOC and C_F_POINTER are no procedures (`c_interop`).
            let pseudo = matches!(
                p.global.as_str(),
                crate::fortran::hir::C_ADDRESS | crate::fortran::hir::C_POINTER_SET
            );
            if pseudo || units.contains_key(p.global.as_str()) {
                continue;
            }
            let result = (p.role == crate::fortran::hir::ProcRole::Function).then_some(sym.ty);
            let shape = (call.args.len(), result);
            match first_use.get(&p.global) {
                None => {
                    first_use.insert(p.global.clone(), (shape.0, shape.1, span));
                }
                Some(&(n, r, at)) if (n, r) != shape => {
                    let line = sources.line_of(at);
                    let what = match (r, result) {
                        (Some(a), Some(b)) if a != b => {
                            format!("as a {b} function here but as a {a} function at line {line}")
                        }
                        (Some(_), None) | (None, Some(_)) => format!(
                            "as a {} here but as a {} at line {line}",
                            if result.is_some() {
                                "function"
                            } else {
                                "subroutine"
                            },
                            if r.is_some() {
                                "function"
                            } else {
                                "subroutine"
                            }
                        ),
                        _ => format!(
                            "with {} argument{} here but with {n} at line {line}",
                            call.args.len(),
                            if call.args.len() == 1 { "" } else { "s" }
                        ),
                    };
                    diags.error(
                        span,
                        format!(
                            "'{}' is called {what}: the calls of an external procedure must agree",
                            p.global
                        ),
                    );
                }
                Some(_) => {}
            }
        }
    }
}

/// Every call in `stmts` (statements and function references), with where it is.
pub(super) fn collect_calls<'s>(stmts: &'s [Stmt], out: &mut Vec<(&'s Call, Span)>) {
    for s in stmts {
        let mut exprs: Vec<&Expr> = Vec::new();
        match &s.kind {
            StmtKind::Call(c) => {
                out.push((c, s.span));
                c.args.iter().for_each(|a| actual_exprs(a, &mut exprs));
            }
            StmtKind::Assign { target, value } => {
                if let crate::fortran::hir::Place::Elem(_, subs, _) = target {
                    exprs.extend(subs);
                }
                exprs.push(value);
            }
            StmtKind::If(i) => {
                exprs.push(&i.cond);
                collect_calls(&i.then_body, out);
                collect_calls(&i.else_body, out);
            }
            StmtKind::Loop(l) => {
                match &l.kind {
                    crate::fortran::hir::LoopKind::Counted { lo, hi, step, .. } => {
                        exprs.push(lo);
                        exprs.push(hi);
                        exprs.extend(step);
                    }
                    crate::fortran::hir::LoopKind::While(c) => exprs.push(c),
                    crate::fortran::hir::LoopKind::Forever => {}
                }
                collect_calls(&l.body, out);
            }
            StmtKind::Parallel(p) => collect_calls(&p.body, out),
            StmtKind::Region(r) => collect_calls(&r.body, out),
            StmtKind::Transfer(o) => exprs.extend(o.exprs()),
            StmtKind::FileOp(f) => exprs.extend(f.exprs()),
            StmtKind::Inquire(q) => exprs.extend(q.exprs()),
            _ => {}
        }
        for e in exprs {
            expr_calls(e, out);
        }
    }
}

fn actual_exprs<'s>(a: &'s Actual, out: &mut Vec<&'s Expr>) {
    out.extend(a.exprs());
}

fn expr_calls<'s>(e: &'s Expr, out: &mut Vec<(&'s Call, Span)>) {
    let mut todo = vec![e];
    while let Some(e) = todo.pop() {
        if let ExprKind::Call(c) = &e.kind {
            out.push((c, e.span));
        }
        todo.extend(e.children());
    }
}

/// The type and array-ness of what an actual argument passes.
fn actual_shape(unit: &Unit, a: &Actual) -> Option<(Ty, bool)> {
    match a {
        Actual::Var(id) => Some((unit.symbol(*id).ty, false)),
        Actual::Array(id) => Some((unit.symbol(*id).ty, true)),
        // An element starts a sequence: it may be passed to an array or a scalar dummy.
        Actual::Elem(id, ..) => Some((unit.symbol(*id).ty, false)),
        Actual::Value(e) => Some((e.ty, false)),
        Actual::Field(f) => Some((f.ty, !f.dims.is_empty() && f.subs.is_empty())),
        Actual::Proc(_) => None,
        Actual::Section(s) => Some((unit.symbol(s.array).ty, true)),
        Actual::Pointer(crate::fortran::hir::PointerObj::Var(id)) => Some((
            unit.symbol(*id).ty,
            matches!(unit.symbol(*id).kind, SymbolKind::Array(_)),
        )),
        Actual::Pointer(crate::fortran::hir::PointerObj::Field(f)) => Some((f.ty, false)),
        Actual::Keyword(_, a) => actual_shape(unit, a),
    }
}

fn check_call(
    caller: &Unit,
    call: &Call,
    span: Span,
    units: &HashMap<&str, Expected>,
    diags: &mut Diagnostics,
) {
    let proc_sym = caller.symbol(call.proc);
    let SymbolKind::Procedure(p) = &proc_sym.kind else {
        return;
    };
    let Some(callee) = units.get(p.global.as_str()) else {
        if let Some(Actual::Keyword(name, _)) =
            call.args.iter().find(|a| matches!(a, Actual::Keyword(..)))
        {
            diags.error(
                span,
                format!(
                    "the keyword argument '{name}' needs an explicit interface of '{}' (a module procedure, an internal procedure, an INTERFACE block or a procedure of this file)",
                    proc_sym.name
                ),
            );
        }
        return;
    };
    let unit = callee.unit;
    let what = match unit.kind {
        UnitKind::Function => "function",
        _ => "subroutine",
    };
    // Named as the source names them, not by their linker names (`__m_MOD_f`): the caller's
    // local name (a USE rename) and the callee's own.
    let name = unit.name.to_ascii_uppercase();
    let called = proc_sym.name.as_str();
    let at = format!(
        "{} {name} at line {}",
        what.to_ascii_uppercase(),
        callee.line
    );
    if unit.kind == UnitKind::Function {
        if let Some(r) = unit.result {
            let declared = unit.symbol(r).ty;
            if declared != proc_sym.ty {
                diags.error(
                    span,
                    format!(
                        "'{}' is used here as a {} function, but returns {declared} ({at})",
                        called, proc_sym.ty
                    ),
                );
            }
        }
    }
    // An array result comes back in a descriptor the caller passes, which only a caller that
    // sees the interface passes.
    let array_result = unit
        .result
        .filter(|_| unit.kind == UnitKind::Function)
        .is_some_and(|r| matches!(unit.symbol(r).kind, SymbolKind::Array(_)));
    if p.interface.is_none() && array_result {
        diags.error(
            span,
            format!(
                "'{called}' returns an array: referencing it needs an explicit interface (make it a module procedure or an internal procedure, or declare it in an INTERFACE block) ({at})"
            ),
        );
        return;
    }
    // An assumed-shape dummy takes a descriptor, which only a caller that sees the interface
    // builds.
    if p.interface.is_none() {
        let assumed = unit.dummies.iter().map(|&d| unit.symbol(d)).find(|s| {
            s.pointer || matches!(&s.kind, SymbolKind::Array(info) if info.assumed_shape)
        });
        if let Some(d) = assumed {
            diags.error(
                span,
                format!(
                    "'{called}' has the {} dummy argument '{}': calling it needs an explicit interface (make it a module procedure or an internal procedure, or declare it in an INTERFACE block) ({at})",
                    if d.pointer { "POINTER" } else { "assumed-shape" },
                    d.name
                ),
            );
            return;
        }
    }
    let plain =
        unit.optional.is_empty() && !call.args.iter().any(|a| matches!(a, Actual::Keyword(..)));
    if plain && call.args.len() != unit.dummies.len() {
        diags.error(
            span,
            format!(
                "'{}' takes {} argument{} but {} {} given ({at})",
                called,
                unit.dummies.len(),
                if unit.dummies.len() == 1 { "" } else { "s" },
                call.args.len(),
                if call.args.len() == 1 { "is" } else { "are" }
            ),
        );
        return;
    }
    let bound = match crate::fortran::hir::bind_arguments(&call.args, unit) {
        Ok(b) => b,
        Err(why) => {
            diags.error(span, format!("bad call of '{called}': {why} ({at})"));
            return;
        }
    };
    for (k, (a, &d)) in bound.iter().zip(&unit.dummies).enumerate() {
        let Some(a) = a.map(Actual::unwrapped) else {
            continue;
        };
        let dummy = unit.symbol(d);
        let Some((ty, is_array)) = actual_shape(caller, a) else {
            continue;
        };
        let dummy_array = matches!(dummy.kind, SymbolKind::Array(_));
        let distributed = |s: &crate::fortran::hir::Symbol| matches!(&s.kind, SymbolKind::Array(info) if info.dist.is_some());
        let actual_distributed = match a {
            Actual::Array(id) => distributed(caller.symbol(*id)),
            _ => false,
        };
        if actual_distributed != distributed(dummy) && (actual_distributed || dummy_array) {
            let message = if actual_distributed {
                format!(
                    "argument {} of '{}' is a distributed array, but its dummy '{}' is not declared INHERIT ({at})",
                    k + 1,
                    called,
                    dummy.name
                )
            } else {
                format!(
                    "argument {} of '{}' is not a distributed array, but its dummy '{}' is INHERIT ({at})",
                    k + 1,
                    called,
                    dummy.name
                )
            };
            diags.error(span, message);
            continue;
        }
        // Two definitions of a derived type (one per unit, as SEQUENCE types may be) are
        // taken to agree when their layouts have the same size and alignment.
        let same = match (ty, dummy.ty) {
            (Ty::Derived(a), Ty::Derived(b)) => a.size == b.size && a.align == b.align,
            (a, b) => a == b,
        };
        if !same {
            diags.error(
                span,
                format!(
                    "argument {} of '{}' is {ty}, but its dummy '{}' is {} ({at})",
                    k + 1,
                    called,
                    dummy.name,
                    dummy.ty
                ),
            );
        } else if is_array && !dummy_array {
            diags.error(
                span,
                format!(
                    "argument {} of '{}' is an array, but its dummy '{}' is a scalar ({at})",
                    k + 1,
                    called,
                    dummy.name
                ),
            );
        } else if dummy_array
            // A CHARACTER scalar is a sequence of characters (`s(*)` of a C string).
            && ty != Ty::Char
            && !matches!(
                a,
                Actual::Array(_) | Actual::Elem(..) | Actual::Section(_) | Actual::Pointer(_)
            )
        {
            diags.error(
                span,
                format!(
                    "argument {} of '{}' is a scalar, but its dummy '{}' is an array ({at})",
                    k + 1,
                    called,
                    dummy.name
                ),
            );
        }
    }
}

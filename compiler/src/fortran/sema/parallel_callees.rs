//! Procedures of the file that parallel loops call, checked for distributed data.
//!
//! Why this exists: a procedure called in a parallel loop runs in the loop's handler, on the
//! process and thread of one iteration, with no distributed data but the elements the call
//! passes (the DVM system's rule). A distributed array it reaches on its own (a module's, a
//! COMMON block's, its own DISTRIBUTE, an INHERIT dummy) is read at whatever address the
//! local part gives, elements of other processes included, and a PARALLEL loop or REGION in it
//! would nest inside the caller's loop. Each unit is checked alone, so this runs once all are:
//! from the calls inside parallel loops, through the calls of the units they reach, every
//! unit of this file that a parallel loop may run is searched for such a use, and its first
//! one is reported. Procedures of other files are not seen (separate compilation).
//!
//! The search covers assignments, IF, DO, CALL and function references, I/O and PARALLEL or
//! REGION statements, which is where a procedure touches an array; other statements (ALLOCATE
//! of a distributed array, REDISTRIBUTE) are not searched. An assignment to a SAVE or COMMON
//! variable in such a procedure gets a warning: the threads running the loop share it (a race,
//! as in the DVM system, so not an error).

use super::interfaces::collect_calls;
use crate::diag::Diagnostics;
use crate::fortran::hir::{
    Actual, Expr, ExprKind, LoopKind, Place, Program, Stmt, StmtKind, SymId, SymbolKind, Unit,
};
use crate::source::{SourceMap, Span};
use std::collections::{HashMap, HashSet};

/// What a unit must not do inside a parallel loop: the first one in its body.
enum Use {
    Array(SymId, Span),
    Directive(&'static str, Span),
}

pub fn check(program: &Program, sources: &SourceMap, diags: &mut Diagnostics) {
    let units = program.procedures_by_global();
    // Each reached unit with the line of the parallel loop's call that reaches it.
    let mut reached: Vec<(&str, Span)> = Vec::new();
    let mut known: HashSet<&str> = HashSet::new();
    for unit in program.units.iter().filter(|u| !u.imported) {
        let mut loops = Vec::new();
        parallel_bodies(&unit.body, &mut loops);
        for body in loops {
            let mut calls = Vec::new();
            collect_calls(body, &mut calls);
            for (call, span) in calls {
                if let Some(g) = callee(unit, call.proc, &units) {
                    if known.insert(g) {
                        reached.push((g, span));
                    }
                }
            }
        }
    }
    let mut k = 0;
    while k < reached.len() {
        let (g, span) = reached[k];
        k += 1;
        let Some(&unit) = units.get(g) else {
            continue;
        };
        let mut calls = Vec::new();
        collect_calls(&unit.body, &mut calls);
        for (call, _) in calls {
            if let Some(c) = callee(unit, call.proc, &units) {
                if known.insert(c) {
                    reached.push((c, span));
                }
            }
        }
        let line = sources.line_of(span);
        if let Some((id, at)) = first_shared_write(unit, &unit.body) {
            let sym = unit.symbol(id);
            let what = if sym.common.is_some() {
                "COMMON"
            } else {
                "SAVE"
            };
            diags.warning(
                at,
                format!(
                    "'{}' is called inside a parallel loop (line {line}) and assigns the {what} variable '{}', which the loop's threads share: its value depends on the order they run in",
                    unit.name, sym.name
                ),
            );
        }
        let Some(found) = first_use(unit, &unit.body) else {
            continue;
        };
        let (what, at) = match found {
            Use::Array(id, at) => (
                format!("the distributed array '{}'", unit.symbol(id).name),
                at,
            ),
            Use::Directive(d, at) => (format!("a {d}"), at),
        };
        diags.error(
            at,
            format!(
                "'{}' is called inside a parallel loop (line {line}), so it may not use {what}: a procedure called there reaches distributed arrays only through the elements passed to it",
                unit.name
            ),
        );
    }
}

/// The unit of this file a procedure symbol of `unit` names.
fn callee<'u>(unit: &Unit, proc: SymId, units: &HashMap<&str, &'u Unit>) -> Option<&'u str> {
    match &unit.symbol(proc).kind {
        SymbolKind::Procedure(p) => units.get(p.global.as_str()).map(|u| u.global.as_str()),
        _ => None,
    }
}

/// The bodies of the parallel loops among `stmts`.
fn parallel_bodies<'s>(stmts: &'s [Stmt], out: &mut Vec<&'s [Stmt]>) {
    for s in stmts {
        match &s.kind {
            StmtKind::Parallel(p) => out.push(&p.body),
            StmtKind::If(i) => {
                parallel_bodies(&i.then_body, out);
                parallel_bodies(&i.else_body, out);
            }
            StmtKind::Loop(l) => parallel_bodies(&l.body, out),
            StmtKind::Region(r) => parallel_bodies(&r.body, out),
            _ => {}
        }
    }
}

fn is_distributed(unit: &Unit, id: SymId) -> bool {
    matches!(&unit.symbol(id).kind, SymbolKind::Array(info) if info.dist.as_ref().is_some_and(|d| !d.template))
}

/// The first assignment to a SAVE or COMMON variable (shared by every thread running the
/// procedure: a race, as in the DVM system; a warning).
fn first_shared_write(unit: &Unit, stmts: &[Stmt]) -> Option<(SymId, Span)> {
    for s in stmts {
        match &s.kind {
            StmtKind::Assign { target, .. } => {
                let id = match target {
                    Place::Scalar(id) | Place::Elem(id, ..) => *id,
                    _ => continue,
                };
                let sym = unit.symbol(id);
                if sym.saved || sym.common.is_some() {
                    return Some((id, s.span));
                }
            }
            StmtKind::If(i) => {
                if let Some(w) = first_shared_write(unit, &i.then_body)
                    .or_else(|| first_shared_write(unit, &i.else_body))
                {
                    return Some(w);
                }
            }
            StmtKind::Loop(l) => {
                if let Some(w) = first_shared_write(unit, &l.body) {
                    return Some(w);
                }
            }
            _ => {}
        }
    }
    None
}

fn first_use(unit: &Unit, stmts: &[Stmt]) -> Option<Use> {
    for s in stmts {
        let mut exprs: Vec<&Expr> = Vec::new();
        match &s.kind {
            StmtKind::Parallel(_) => return Some(Use::Directive("PARALLEL loop", s.span)),
            StmtKind::Region(_) => return Some(Use::Directive("REGION", s.span)),
            StmtKind::Assign { target, value } => {
                if let Place::Elem(id, subs, span) = target {
                    if is_distributed(unit, *id) {
                        return Some(Use::Array(*id, *span));
                    }
                    exprs.extend(subs);
                }
                exprs.push(value);
            }
            StmtKind::Call(c) => {
                for a in &c.args {
                    if let Some(u) = actual_use(unit, a, s.span) {
                        return Some(u);
                    }
                    exprs.extend(a.exprs());
                }
            }
            StmtKind::If(i) => {
                exprs.push(&i.cond);
                if let Some(u) =
                    first_use(unit, &i.then_body).or_else(|| first_use(unit, &i.else_body))
                {
                    return Some(u);
                }
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
                if let Some(u) = first_use(unit, &l.body) {
                    return Some(u);
                }
            }
            StmtKind::Transfer(o) => exprs.extend(o.exprs()),
            StmtKind::FileOp(f) => exprs.extend(f.exprs()),
            _ => {}
        }
        for e in exprs {
            if let Some(u) = expr_use(unit, e) {
                return Some(u);
            }
        }
    }
    None
}

fn actual_use(unit: &Unit, a: &Actual, span: Span) -> Option<Use> {
    let (id, at) = match a.unwrapped() {
        Actual::Array(id) => (*id, span),
        Actual::Elem(id, _, at) => (*id, *at),
        Actual::Section(s) => (s.array, span),
        _ => return None,
    };
    is_distributed(unit, id).then_some(Use::Array(id, at))
}

/// The first distributed element an expression reads (iteratively: expressions can be deep).
fn expr_use(unit: &Unit, e: &Expr) -> Option<Use> {
    let mut todo = vec![e];
    while let Some(e) = todo.pop() {
        match &e.kind {
            ExprKind::Elem(id, _) if is_distributed(unit, *id) => {
                return Some(Use::Array(*id, e.span))
            }
            ExprKind::Call(c) => {
                if let Some(u) = c.args.iter().find_map(|a| actual_use(unit, a, e.span)) {
                    return Some(u);
                }
            }
            _ => {}
        }
        todo.extend(e.children().into_iter().rev());
    }
    None
}

//! The first access to a scalar in one iteration of a C-DVMH parallel loop's body, for the
//! shared check of scalars carried between iterations (`directives/check/carried.rs`).
//!
//! Only what runs in every iteration before anything unknown counts: the body's statements
//! in order, an assignment's right side before its store, an `if`'s or a loop's condition.
//! An access inside a branch, a loop body, the right side of `&&`/`||`/`?:`, a call that gets
//! the variable's address (or any call, when the variable is global and the callee may set
//! it), and every jump end the search with [`Touch::Unknown`]: nothing is proven then and the
//! loop is accepted. A read that comes first in an update (`s += x`, `s = s * x`, `s++`)
//! carries the reduction that fits it.

use super::dvm_walk::Mentions;
use super::{Lowerer, Sym};
use crate::c::ast::*;
use crate::directives::check::carried::{self, Lang, Touch};

impl Lowerer<'_> {
    /// Reports each scalar the body assigns without `private` or `reduction` (so it is made
    /// private) whose first access in an iteration reads it: the value of an earlier
    /// iteration, which a parallel run does not have.
    pub(super) fn carried_scalars(
        &mut self,
        mentions: &Mentions,
        body: &Stmt,
        mapped: &[&str],
        private: &[String],
        reductions: &[String],
    ) {
        for n in &mentions.assigned {
            if reductions.contains(n)
                || private.contains(n)
                || mapped.contains(&n.as_str())
                || mentions.declared.contains(n)
            {
                continue;
            }
            let global = match self.lookup(n) {
                Some(Sym::Local(..)) => false,
                Some(Sym::Global(..)) => true,
                _ => continue,
            };
            let Some(Touch::Read(site)) = first_touch(body, n, global) else {
                continue;
            };
            let line = |pos: Pos| self.locate.file_line(pos.lo).map_or(0, |(_, l)| l as usize);
            let message = match site.update {
                Some(op) => carried::accumulation_message(Lang::C, n, op),
                None => {
                    let write = first_assignment(body, n).map_or(0, line);
                    carried::carried_message(Lang::C, n, line(site.pos), write)
                }
            };
            self.messages.push((site.pos, message, false));
            self.fn_failed = true;
        }
    }
}

/// Where an access is, and for a read that updates the variable from its own value, the
/// reduction that fits (`Some(None)`: an update no reduction expresses).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Site {
    pub pos: Pos,
    pub update: Option<Option<&'static str>>,
}

fn at(pos: Pos) -> Site {
    Site { pos, update: None }
}

/// The reduction an update with `op` performs.
fn reduction_of(op: BinOp) -> Option<&'static str> {
    match op {
        BinOp::Add | BinOp::Sub => Some("sum"),
        BinOp::Mul => Some("product"),
        BinOp::BitAnd | BinOp::And => Some("and"),
        BinOp::BitOr | BinOp::Or => Some("or"),
        BinOp::BitXor => Some("xor"),
        _ => None,
    }
}

fn is_name(e: &Expr, v: &str) -> bool {
    matches!(&e.kind, ExprKind::Ident(n) if n == v)
}

/// The first access to `v` in `s` (`None`: it does not access it). `global`: a file-scope
/// variable, which a called function may set.
pub(super) fn first_touch(s: &Stmt, v: &str, global: bool) -> Option<Touch<Site>> {
    let unknown_if = |s: &Stmt| first_touch(s, v, global).map(|_| Touch::Unknown);
    match &s.kind {
        StmtKind::Expr(None) => None,
        StmtKind::Expr(Some(e)) => expr_first(e, v, global),
        StmtKind::Compound(items) => {
            for item in items {
                let found = match item {
                    BlockItem::Decl(d) => decl_first(d, v, global),
                    BlockItem::Stmt(s) => first_touch(s, v, global),
                };
                if found.is_some() {
                    return found;
                }
            }
            None
        }
        StmtKind::If(c, t, e) => Touch::then(expr_first(c, v, global), || {
            unknown_if(t).or_else(|| e.as_deref().and_then(unknown_if))
        }),
        StmtKind::While(c, b) => Touch::then(expr_first(c, v, global), || unknown_if(b)),
        StmtKind::For(init, c, step, b) => {
            let head = match init.as_deref() {
                Some(ForInit::Decl(d)) => decl_first(d, v, global),
                Some(ForInit::Expr(e)) => expr_first(e, v, global),
                None => None,
            };
            Touch::then(head, || {
                Touch::then(c.as_ref().and_then(|c| expr_first(c, v, global)), || {
                    let step = step.as_ref().and_then(|e| expr_first(e, v, global));
                    step.map(|_| Touch::Unknown).or_else(|| unknown_if(b))
                })
            })
        }
        // Jumps, labels and `switch`: what follows may not run, or run from elsewhere.
        _ => Some(Touch::Unknown),
    }
}

/// A declaration inside the body: one of `v` hides it (unknown from there on).
fn decl_first(d: &Declaration, v: &str, global: bool) -> Option<Touch<Site>> {
    for i in &d.inits {
        if i.declarator.name().is_some_and(|(n, _)| n == v) {
            return Some(Touch::Unknown);
        }
        let found = match &i.init {
            Some(Initializer::Expr(e)) => expr_first(e, v, global),
            Some(Initializer::List(..)) => Some(Touch::Unknown),
            None => None,
        };
        if found.is_some() {
            return found;
        }
    }
    None
}

/// The first access to `v` in evaluating `e`.
fn expr_first(e: &Expr, v: &str, global: bool) -> Option<Touch<Site>> {
    let first = |e: &Expr| expr_first(e, v, global);
    match &e.kind {
        ExprKind::Ident(n) if n == v => Some(Touch::Read(at(e.pos))),
        ExprKind::Ident(_)
        | ExprKind::Int(_)
        | ExprKind::Float(_)
        | ExprKind::Char(_)
        | ExprKind::Str(_)
        | ExprKind::WideStr(_)
        | ExprKind::SizeofType(_)
        | ExprKind::AlignofType(_)
        | ExprKind::SizeofExpr(_)
        | ExprKind::Offsetof(..) => None,
        ExprKind::Assign(op, a, b) if is_name(a, v) => {
            let update = match (op, &b.kind) {
                (Some(op), _) => Some(reduction_of(*op)),
                (None, ExprKind::Binary(op, l, r)) if is_name(l, v) || is_name(r, v) => {
                    Some(reduction_of(*op))
                }
                _ => None,
            };
            if let Some(update) = update {
                // The old value is read in every case; an unknown right side still reads it.
                return Some(Touch::Read(Site {
                    pos: e.pos,
                    update: Some(update),
                }));
            }
            Touch::then(first(b), || Some(Touch::Write(at(e.pos))))
        }
        ExprKind::IncDec { e: a, .. } if is_name(a, v) => Some(Touch::Read(Site {
            pos: e.pos,
            update: Some(Some("sum")),
        })),
        ExprKind::Unary(UnOp::Addr, a) if is_name(a, v) => Some(Touch::Unknown),
        ExprKind::Binary(BinOp::And | BinOp::Or, a, b) => {
            Touch::then(first(a), || first(b).map(|_| Touch::Unknown))
        }
        ExprKind::Cond(c, a, b) => Touch::then(first(c), || {
            first(a).or_else(|| first(b)).map(|_| Touch::Unknown)
        }),
        ExprKind::Assign(_, a, b)
        | ExprKind::Binary(_, a, b)
        | ExprKind::Index(a, b)
        | ExprKind::Comma(a, b) => Touch::then(first(a), || first(b)),
        ExprKind::IncDec { e: a, .. }
        | ExprKind::Unary(_, a)
        | ExprKind::Cast(_, a)
        | ExprKind::Member(a, _, _)
        | ExprKind::VaArg(a, _) => first(a),
        ExprKind::Call(f, args) => {
            let mut found = first(f);
            for a in args {
                found = Touch::then(found, || first(a));
            }
            if global {
                Touch::then(found, || Some(Touch::Unknown))
            } else {
                found
            }
        }
        ExprKind::CompoundLit(..) | ExprKind::StmtExpr(_) | ExprKind::Generic(..) => {
            Some(Touch::Unknown)
        }
    }
}

/// Where `s` first assigns `v` as a whole (`v = ..`, `v op= ..`, `v++`), for messages.
pub(super) fn first_assignment(s: &Stmt, v: &str) -> Option<Pos> {
    let mut found: Option<Pos> = None;
    let mut keep = |p: Pos| {
        if found.is_none_or(|f| p.lo < f.lo) {
            found = Some(p);
        }
    };
    let mut exprs: Vec<&Expr> = Vec::new();
    let mut stmts = vec![s];
    while let Some(s) = stmts.pop() {
        match &s.kind {
            StmtKind::Expr(e) => exprs.extend(e),
            StmtKind::Compound(items) => {
                for item in items {
                    match item {
                        BlockItem::Stmt(s) => stmts.push(s),
                        BlockItem::Decl(_) => {}
                    }
                }
            }
            StmtKind::If(c, t, e) => {
                exprs.push(c);
                stmts.push(t);
                stmts.extend(e.as_deref());
            }
            StmtKind::While(c, b) | StmtKind::DoWhile(b, c) | StmtKind::Switch(c, b) => {
                exprs.push(c);
                stmts.push(b);
            }
            StmtKind::For(init, c, step, b) => {
                if let Some(ForInit::Expr(e)) = init.as_deref() {
                    exprs.push(e);
                }
                exprs.extend(c.iter().chain(step));
                stmts.push(b);
            }
            StmtKind::Case(_, _, b) | StmtKind::Default(b) | StmtKind::Label(_, b) => stmts.push(b),
            StmtKind::Return(e) => exprs.extend(e),
            _ => {}
        }
    }
    while let Some(e) = exprs.pop() {
        match &e.kind {
            ExprKind::Assign(_, a, b) => {
                if is_name(a, v) {
                    keep(e.pos);
                }
                exprs.push(a);
                exprs.push(b);
            }
            ExprKind::IncDec { e: a, .. } => {
                if is_name(a, v) {
                    keep(e.pos);
                }
                exprs.push(a);
            }
            ExprKind::Binary(_, a, b) | ExprKind::Index(a, b) | ExprKind::Comma(a, b) => {
                exprs.push(a);
                exprs.push(b);
            }
            ExprKind::Unary(_, a)
            | ExprKind::Cast(_, a)
            | ExprKind::Member(a, _, _)
            | ExprKind::VaArg(a, _) => exprs.push(a),
            ExprKind::Cond(a, b, c) => exprs.extend([&**a, &**b, &**c]),
            ExprKind::Call(f, args) => {
                exprs.push(f);
                exprs.extend(args);
            }
            ExprKind::Generic(_, assocs) => exprs.extend(assocs.iter().map(|a| &a.1)),
            _ => {}
        }
    }
    found
}

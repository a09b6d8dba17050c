//! Executable C-DVMH directives: `parallel` loop nests (`dvm.parallel` with its clauses),
//! `region` blocks (`dvm.region`), `actual` / `get_actual`, and `remote_access` (buffers
//! gathered before the loop or the statement, read through their views).
//!
//! A parallel nest `for (i = a; i < b; i++) for (j = ...)` must be tightly nested and name its
//! variables in the directive's order. Its bounds become the op's `lo, hi, step` (inclusive
//! `hi`: `i < b` gives `b - 1`); its region gets fresh slots for the loop variables, the
//! `private` variables and every other scalar the body assigns (reduction variables keep
//! their slots: the outlining pass redirects them), and the views of the distributed arrays
//! the body names. Afterwards a loop variable declared outside the nest holds the value the
//! sequential loop would leave.

use super::dvm_locality::LoopInfo;
use super::dvm_walk::Mentions;
use super::{Lowerer, Sym, R};
use crate::c::ast::*;
use crate::c::pragma::{pos_of, Pragma, PragmaKind};
use crate::c::types::{CType, LONG};
use crate::directives::ast::{
    DExpr, DExprKind, DOp, DataRange, ParallelClause, ParallelDir, ReductionOp, RegionClause,
    RemoteAccess, RemoteSubscript, RenewSpec, Subscript, Target,
};
use crate::directives::check::locality::Range;
use crate::directives::check::widths::EdgeClause;
use dvmh_ir::parallel::ParallelOperands;
use dvmh_ir::{Attr, Attrs, OpKind, Scalar, Type, ValueId};
use std::collections::HashMap;

/// One `for` of a parallel nest, taken apart.
struct Header<'s> {
    var: String,
    /// The loop variable's own declaration (`for (int i = ...)`).
    declared: Option<CType>,
    lo: &'s Expr,
    hi: &'s Expr,
    cmp: BinOp,
    step: i64,
    body: &'s Stmt,
}

fn is_var(e: &Expr, v: &str) -> bool {
    matches!(&e.kind, ExprKind::Ident(n) if n == v)
}

/// The single statement of `{ s }` (or `s`).
fn only_stmt(s: &Stmt) -> Option<&Stmt> {
    match &s.kind {
        StmtKind::Compound(items) => match &items[..] {
            [BlockItem::Stmt(inner)] => only_stmt(inner),
            _ => None,
        },
        _ => Some(s),
    }
}

impl Lowerer<'_> {
    /// Pragmas before offset `before` not yet attached.
    pub(super) fn take_pragmas(&mut self, before: usize) -> Vec<Pragma> {
        let mut out = Vec::new();
        while let Some(p) = self.pragmas.get(self.next_pragma) {
            if p.pos.lo >= before {
                break;
            }
            out.push(p.clone());
            self.next_pragma += 1;
        }
        out
    }

    /// A directive that only makes sense attached to what follows it, found where nothing
    /// suitable follows.
    pub(super) fn misplaced(&mut self, p: &Pragma, what: &str) {
        let msg = match &p.kind {
            PragmaKind::Array(_) => "'#pragma dvm array' must precede a declaration of arrays",
            PragmaKind::Template(_) => {
                "'#pragma dvm template' must precede a declaration 'void *T;'"
            }
            PragmaKind::Parallel(_) => "'#pragma dvm parallel' must precede a 'for' loop",
            PragmaKind::Region(_) => "'#pragma dvm region' must precede a '{ }' block",
            PragmaKind::HostSection => "'#pragma dvm host_section' must precede a '{ }' block",
            PragmaKind::RemoteAccess(_) => "'#pragma dvm remote_access' must precede a statement",
            _ => "this directive is misplaced",
        };
        self.messages
            .push((p.pos, format!("{msg} (not {what})"), false));
        self.fn_failed = true;
    }

    /// Directives that run where they stand (`actual`, ...); `Some` for the others.
    pub(super) fn run_standalone(&mut self, p: Pragma) -> Option<Pragma> {
        match &p.kind {
            PragmaKind::Actual(v) => {
                let _ = self.actual(false, v.as_deref(), p.pos);
            }
            PragmaKind::GetActual(v) => {
                let _ = self.actual(true, v.as_deref(), p.pos);
            }
            PragmaKind::Redistribute(r) => {
                let _ = self.redistribute(r);
            }
            PragmaKind::Realign(r, new_value) => {
                let _ = self.realign(r, *new_value);
            }
            PragmaKind::ShadowRenew(specs) => {
                let _ = self.standalone_renew(specs, p.pos);
            }
            // Statistics intervals do not change what the program computes.
            PragmaKind::Interval | PragmaKind::EndInterval => {}
            PragmaKind::Unsupported(n) => {
                let _ = self.error::<()>(
                    p.pos,
                    format!("the '{n}' directive is not supported by the C front end yet"),
                );
            }
            _ => return Some(p),
        }
        None
    }

    /// A standalone `shadow_renew(A, B[1:1][0:0](corner))`: the edges are renewed here.
    fn standalone_renew(&mut self, specs: &[RenewSpec], pos: Pos) -> R<()> {
        if self.in_parallel {
            return self.error(
                pos,
                "a 'shadow_renew' directive inside a parallel loop (use the clause of 'parallel')",
            );
        }
        for sp in specs {
            let id = self.renewed_array(sp)?;
            let h = self.dist_handle(id);
            let attrs: Attrs = if sp.corner {
                [("corner", Attr::Bool(true))].into_iter().collect()
            } else {
                Attrs::new()
            };
            self.b().op0(OpKind::ShadowRenew, &[h], attrs);
        }
        Ok(())
    }

    /// The distributed array of a `shadow_renew` or `across` item, its widths checked against
    /// the array's shadow edges (the runtime renews the whole edges).
    pub(super) fn renewed_array(&mut self, sp: &RenewSpec) -> R<usize> {
        let id = self.dist_named(&sp.array)?;
        if let Some(w) = sp.widths.as_ref().filter(|_| !self.dists[id].inherited) {
            if w.len() != self.dists[id].rank() {
                return self.error(
                    pos_of(sp.span),
                    format!(
                        "'{}' has rank {} but {} widths are given",
                        sp.array.text,
                        self.dists[id].rank(),
                        w.len()
                    ),
                );
            }
            for (k, w) in w.iter().enumerate() {
                let lo = self.dconst(&w.lo)?;
                let hi = match &w.hi {
                    Some(h) => self.dconst(h)?,
                    None => lo,
                };
                let (dl, dh) = self.dists[id].shadow[k];
                if lo < 0 || hi < 0 || lo > dl || hi > dh {
                    return self.error(
                        pos_of(w.span),
                        format!(
                            "width [{lo}:{hi}] is outside the shadow edges [{dl}:{dh}] of '{}'",
                            sp.array.text
                        ),
                    );
                }
            }
        }
        Ok(id)
    }

    /// A statement after its directives: `remote_access`, then `parallel` or `region`.
    pub(super) fn directed_stmt(&mut self, s: &Stmt, wrappers: &[Pragma]) -> R<()> {
        let Some((first, rest)) = wrappers.split_first() else {
            return self.stmt_plain(s);
        };
        match &first.kind {
            PragmaKind::RemoteAccess(r) => {
                if self.in_parallel {
                    return self.error(
                        first.pos,
                        "a 'remote_access' directive inside a parallel loop (use the clause)",
                    );
                }
                let buffers = self.remote_buffers(r, &[])?;
                let saved = self.begin_remote(r, &buffers);
                let res = self.directed_stmt(s, rest);
                self.remote_views = saved;
                if !self.terminated() {
                    for (_, b) in buffers {
                        self.b().op0(OpKind::RemoteFree, &[b], Attrs::new());
                    }
                }
                res
            }
            PragmaKind::Parallel(d) if rest.is_empty() => self.parallel(d, first.pos, s),
            PragmaKind::Region(c) if rest.is_empty() => self.region(c, first.pos, s),
            PragmaKind::HostSection if rest.is_empty() => self.host_section(first.pos, s),
            _ => {
                for p in wrappers {
                    self.misplaced(p, "followed by another directive");
                }
                Ok(())
            }
        }
    }

    /// `dvm.set_line` for a directive.
    fn dvm_line(&mut self, pos: Pos) -> i64 {
        let Some((file, line)) = self.locate.file_line(pos.lo) else {
            return 0;
        };
        let attrs: Attrs = [("line", Attr::Int(line as i64)), ("file", Attr::Str(file))]
            .into_iter()
            .collect();
        self.b().op0(OpKind::SetLine, &[], attrs);
        line as i64
    }

    /// `for (v = lo; v < hi; v++)` and its variants.
    fn header<'s>(&mut self, s: &'s Stmt, var: &str) -> R<Header<'s>> {
        let StmtKind::For(init, cond, step, body) = &s.kind else {
            return self.error(
                s.pos,
                "a parallel loop nest is made of tightly nested 'for' loops",
            );
        };
        let shape = "a parallel loop's header is 'for (i = a; i < b; i++)' (also '<=', '>', '>=', 'i--', 'i += c', 'i -= c')";
        let (name, declared, lo) = match init.as_deref() {
            Some(ForInit::Expr(Expr {
                kind: ExprKind::Assign(None, v, lo),
                ..
            })) => match &v.kind {
                ExprKind::Ident(n) => (n.clone(), None, lo.as_ref()),
                _ => return self.error(s.pos, shape),
            },
            Some(ForInit::Decl(d)) if d.inits.len() == 1 => {
                let (base, _) = self.specs_type(&d.specs)?;
                let i = &d.inits[0];
                let (n, t) = self.declarator_type(base, &i.declarator)?;
                match (n, &i.init) {
                    (Some((n, _)), Some(Initializer::Expr(lo))) => (n, Some(t), lo),
                    _ => return self.error(s.pos, shape),
                }
            }
            _ => return self.error(s.pos, shape),
        };
        // `parallel(n)` names no variable: the nest's own are taken.
        if !var.is_empty() && name != var {
            return self.error(
                s.pos,
                format!("the loop variable is '{name}' but the directive names '{var}' here"),
            );
        }
        let own = name.clone();
        let var = own.as_str();
        let Some(cond) = cond else {
            return self.error(s.pos, shape);
        };
        let (cmp, hi) = match &cond.kind {
            ExprKind::Binary(op @ (BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge), a, b) => {
                if is_var(a, var) {
                    (*op, b.as_ref())
                } else if is_var(b, var) {
                    let flipped = match op {
                        BinOp::Lt => BinOp::Gt,
                        BinOp::Le => BinOp::Ge,
                        BinOp::Gt => BinOp::Lt,
                        _ => BinOp::Le,
                    };
                    (flipped, a.as_ref())
                } else {
                    return self.error(cond.pos, shape);
                }
            }
            _ => return self.error(cond.pos, shape),
        };
        let step_val = match step.as_ref().map(|e| &e.kind) {
            Some(ExprKind::IncDec { inc, e, .. }) if is_var(e, var) => {
                if *inc {
                    1
                } else {
                    -1
                }
            }
            Some(ExprKind::Assign(Some(op @ (BinOp::Add | BinOp::Sub)), v, c))
                if is_var(v, var) =>
            {
                let Some(c) = self.const_int(c) else {
                    return self.error(c.pos, "a parallel loop's step is an integer constant");
                };
                if *op == BinOp::Sub {
                    -c
                } else {
                    c
                }
            }
            _ => return self.error(step.as_ref().map_or(s.pos, |e| e.pos), shape),
        };
        let up = matches!(cmp, BinOp::Lt | BinOp::Le);
        if step_val == 0 || (step_val > 0) != up {
            return self.error(
                s.pos,
                "the loop's step goes away from its bound (the loop would not end)",
            );
        }
        Ok(Header {
            var: name,
            declared,
            lo,
            hi,
            cmp,
            step: step_val,
            body,
        })
    }

    /// An `i64` value of a C integer expression.
    fn int64(&mut self, e: &Expr) -> R<ValueId> {
        let v = self.rvalue(e)?;
        if !v.1.is_integer() {
            return self.error(e.pos, "expected an integer expression");
        }
        self.convert(v, &LONG, e.pos, false)
    }

    /// The address and type of a scalar or array variable named in a clause.
    fn var_addr(&mut self, n: &crate::name::Name) -> R<(ValueId, CType)> {
        match self.lookup(&n.text).cloned() {
            Some(Sym::Local(a, t)) => Ok((a, t)),
            Some(Sym::Global(g, t)) => {
                let a = self.b().global_addr(&g);
                Ok((a, t))
            }
            Some(Sym::Dist(_)) => self.error(
                pos_of(n.span),
                format!("distributed array '{}' cannot be used here", n.text),
            ),
            _ => self.error(pos_of(n.span), format!("'{}' undeclared", n.text)),
        }
    }

    /// A distributed array (not a template) named in a clause.
    fn dist_named(&mut self, n: &crate::name::Name) -> R<usize> {
        match self.lookup(&n.text).cloned() {
            Some(Sym::Dist(id)) if !self.dists[id].template => Ok(id),
            Some(_) => self.error(
                pos_of(n.span),
                format!("'{}' is not a distributed array", n.text),
            ),
            None => self.error(pos_of(n.span), format!("'{}' undeclared", n.text)),
        }
    }

    fn parallel(&mut self, d: &ParallelDir, ppos: Pos, s: &Stmt) -> R<()> {
        if self.in_parallel {
            return self.error(ppos, "a parallel loop inside a parallel loop");
        }
        if self.in_host_section {
            return self.error(
                ppos,
                "a parallel loop inside a 'host_section' (it runs sequentially on the host)",
            );
        }
        let rank = d.vars.len();
        let mut headers = Vec::with_capacity(rank);
        let mut cur = s;
        for (k, v) in d.vars.iter().enumerate() {
            let h = self.header(cur, &v.text)?;
            if k + 1 < rank {
                match only_stmt(h.body) {
                    Some(next) if matches!(next.kind, StmtKind::For(..)) => cur = next,
                    _ => {
                        return self.error(
                            h.body.pos,
                            format!(
                                "the directive maps {rank} loops but the nest is not tightly nested {} deep",
                                k + 1
                            ),
                        )
                    }
                }
            }
            headers.push(h);
        }
        // The loop variables: the directive's, or for `parallel(n)` the nest's.
        let names: Vec<String> = headers.iter().map(|h| h.var.clone()).collect();
        for (k, v) in d.vars.iter().enumerate() {
            if names[..k].contains(&names[k]) {
                return self.error(
                    pos_of(v.span),
                    format!("loop variable '{}' is mapped twice", names[k]),
                );
            }
        }
        // The index space is rectangular (manual §6.1): the bounds are evaluated once, before
        // the nest, so an inner loop's bound may not name an outer loop's variable.
        for (k, h) in headers.iter().enumerate() {
            for e in [h.lo, h.hi] {
                let used = Mentions::of_expr(e).used;
                if let Some(v) = names[..k].iter().find(|n| used.contains(*n)) {
                    return self.error(
                        e.pos,
                        format!(
                            "the bounds of loop '{}' depend on '{v}', a variable of the same parallel nest (its index space must be rectangular): map only the outer loop and keep this one inside the body",
                            h.var
                        ),
                    );
                }
            }
        }
        let body = headers[rank - 1].body;
        let line = self.dvm_line(ppos);
        // Bounds, in the enclosing block.
        let mut ops = ParallelOperands::default();
        let mut finals = Vec::new();
        for h in &headers {
            let lo = self.int64(h.lo)?;
            let bound = self.int64(h.hi)?;
            let hi = match h.cmp {
                BinOp::Lt | BinOp::Gt => {
                    let one = self.b().const_i64(if h.cmp == BinOp::Lt { 1 } else { -1 });
                    self.b().binary(OpKind::SubI, bound, one)
                }
                _ => bound,
            };
            let step = self.b().const_i64(h.step);
            ops.bounds.extend([lo, hi, step]);
            finals.push((lo, hi, step));
        }
        let vars: Vec<&str> = names.iter().map(|v| v.as_str()).collect();
        let mut attrs: Attrs = [("rank", Attr::Int(rank as i64))].into_iter().collect();
        let mut on_map = None;
        let mut renewals = Vec::new();
        if let Some(on) = &d.on {
            let id = match self.lookup(&on.array.text).cloned() {
                Some(Sym::Dist(id)) => id,
                _ => {
                    return self.error(
                        pos_of(on.array.span),
                        format!("'{}' is not a distributed array or template", on.array.text),
                    )
                }
            };
            let arank = self.dists[id].rank_for_use(on.subscripts.len());
            if on.subscripts.len() != arank {
                return self.error(
                    pos_of(on.span),
                    format!(
                        "'{}' has rank {arank} but 'on' gives {} subscripts",
                        on.array.text,
                        on.subscripts.len()
                    ),
                );
            }
            let mut rules = Vec::new();
            for sub in on.subscripts.iter().rev() {
                rules.push(match sub {
                    Subscript::Star(_) => [-1, 0, 0],
                    Subscript::Expr(e) => self.drule(e, &vars)?,
                });
            }
            ops.on = Some(self.dist_handle(id));
            attrs.set(
                "on",
                Attr::Array(rules.iter().map(|r| Attr::ints(*r)).collect()),
            );
            let subs: Vec<String> = on
                .subscripts
                .iter()
                .map(|s| match s {
                    Subscript::Star(_) => "[]".to_string(),
                    Subscript::Expr(e) => format!("[{}]", dexpr_text(e)),
                })
                .collect();
            on_map = Some((id, rules, format!("{}{}", on.array.text, subs.concat())));
        }
        let mut renew_corners = Vec::new();
        let mut across_corners = Vec::new();
        let mut reductions = Vec::new();
        let mut reduction_vars = Vec::new();
        // (name, the operand, type): the body reaches a reduction variable through its operand,
        // which the outlining pass redirects to the thread's accumulator.
        let mut reduction_slots = Vec::new();
        let mut private = Vec::new();
        let mut remote: Option<&RemoteAccess> = None;
        self.check_private_not_reduced(&d.clauses)?;
        for c in &d.clauses {
            match c {
                ParallelClause::ShadowRenew(specs, _) | ParallelClause::Across(specs, _) => {
                    let across = matches!(c, ParallelClause::Across(..));
                    for sp in specs {
                        let id = self.renewed_array(sp)?;
                        let mut widths = None;
                        if let Some(ws) = &sp.widths {
                            let mut w = Vec::new();
                            for x in ws {
                                let lo = self.dconst(&x.lo)?;
                                let hi = match &x.hi {
                                    Some(h) => self.dconst(h)?,
                                    None => lo,
                                };
                                w.push((lo, hi));
                            }
                            widths = Some(w);
                        }
                        let clause = if across {
                            EdgeClause::Across
                        } else {
                            EdgeClause::ShadowRenew
                        };
                        renewals.push((id, sp.corner, widths, clause));
                        let h = self.dist_handle(id);
                        if across {
                            ops.across.push(h);
                            across_corners.push(sp.corner as i64);
                        } else {
                            ops.renew.push(h);
                            renew_corners.push(sp.corner as i64);
                        }
                    }
                }
                ParallelClause::Reduction { specs, .. } => {
                    for r in specs {
                        let (addr, whole) = self.var_addr(&r.var)?;
                        // A complex scalar or array: its parts, in (real, imaginary) pairs.
                        let complex = self.complex_reduction(&whole);
                        let whole_numbers = match &complex {
                            Some((part, n)) => Some((part.clone(), 2 * n)),
                            None => numbers_of(&whole),
                        };
                        if let Some(what) = complex.as_ref().and_then(|_| match r.op {
                            ReductionOp::Sum | ReductionOp::Product => None,
                            op => Some(op.name()),
                        }) {
                            return self.error(
                                pos_of(r.span),
                                format!("the reduction '{what}' is not defined for complex values ('{}'); sum and product are", r.var.text),
                            );
                        }
                        // A scalar, or an array of numbers reduced element by element
                        // (manual §6.2.2); `maxloc`/`minloc` take a scalar.
                        let Some((t, count)) =
                            whole_numbers.filter(|&(_, n)| n == 1 || r.loc.is_none())
                        else {
                            let what = if r.loc.is_some() {
                                "a scalar number"
                            } else {
                                "a number or an array of numbers"
                            };
                            return self.error(
                                pos_of(r.var.span),
                                format!("reduction variable '{}' is not {what}", r.var.text),
                            );
                        };
                        // C's `and`, `or` and `xor` are bitwise, on integers: the IR's
                        // `iand`/`ior`/`ieor` (its `and`/`or`/`neqv` are Fortran's LOGICAL ones).
                        let (op_name, bitwise) = match r.op {
                            ReductionOp::And => ("iand", Some("and")),
                            ReductionOp::Or => ("ior", Some("or")),
                            ReductionOp::Neqv | ReductionOp::Eqv => ("ieor", Some("xor")),
                            // A complex sum adds the parts; the runtime multiplies the pairs.
                            ReductionOp::Product if complex.is_some() => ("cproduct", None),
                            op => (op.name(), None),
                        };
                        if let Some(c) = bitwise.filter(|_| !t.is_integer()) {
                            return self.error(
                                pos_of(r.span),
                                format!(
                                    "the bitwise reduction '{c}' needs an integer variable; '{}' is not one",
                                    r.var.text
                                ),
                            );
                        }
                        let ir = t.ir().unwrap_or(Type::F64);
                        ops.reductions.push(addr);
                        reductions.push(Attr::Array(vec![
                            Attr::ident(op_name),
                            Attr::Type(ir),
                            Attr::Int(count),
                        ]));
                        reduction_vars.push(r.var.text.clone());
                        reduction_slots.push((r.var.text.clone(), addr, whole.clone()));
                        if let Some((loc, n)) = &r.loc {
                            let (laddr, lt) = self.var_addr(loc)?;
                            let (elem, all) = match &lt {
                                CType::Array(e, Some(n)) if e.is_arith() => ((**e).clone(), *n as i64),
                                t if t.is_arith() => (t.clone(), 1),
                                _ => {
                                    return self.error(
                                        pos_of(loc.span),
                                        format!("location variable '{}' is not a number or an array of numbers", loc.text),
                                    )
                                }
                            };
                            let count = match n {
                                Some(e) => self.dconst(e)?,
                                None => all,
                            };
                            if count < 1 || count > all {
                                return self.error(
                                    pos_of(loc.span),
                                    format!("'{}' has {all} elements, not {count}", loc.text),
                                );
                            }
                            ops.reductions.push(laddr);
                            reductions.push(Attr::Array(vec![
                                Attr::ident("loc"),
                                Attr::Type(elem.ir().unwrap_or(Type::I32)),
                                Attr::Int(count),
                            ]));
                            reduction_vars.push(loc.text.clone());
                            reduction_slots.push((loc.text.clone(), laddr, lt.clone()));
                        }
                    }
                }
                ParallelClause::Private(names, _) => {
                    for n in names {
                        if self.lookup(&n.text).is_none() {
                            return self.error(pos_of(n.span), format!("'{}' undeclared", n.text));
                        }
                        private.push(n.text.clone());
                    }
                }
                ParallelClause::RemoteAccess(r, _) => remote = Some(r),
                // The portion count of an ACROSS pipeline, evaluated as the loop starts.
                ParallelClause::Stage(e, _) => ops.stage = Some(self.dexpr_value(e)?),
                ParallelClause::CudaBlock(..) => {}
                ParallelClause::Tie(items, _) => self.check_tie(items, &vars)?,
                ParallelClause::ShadowStart(_, sp) | ParallelClause::ShadowWait(_, sp) => {
                    return self.error(
                        pos_of(*sp),
                        "this clause is not supported by the C front end yet",
                    )
                }
            }
        }
        attrs.set("renew", Attr::ints(renew_corners));
        if !ops.across.is_empty() {
            attrs.set("across", Attr::ints(across_corners));
        }
        attrs.set("reductions", Attr::Array(reductions));
        let mut buffers = Vec::new();
        if let Some(r) = remote {
            buffers = self.remote_buffers(r, &vars)?;
            ops.remote = buffers.iter().map(|b| b.1).collect();
            attrs.set(
                "remote",
                Attr::Array(
                    r.refs
                        .iter()
                        .map(|x| Attr::Str(x.array.text.clone()))
                        .collect(),
                ),
            );
        }
        attrs.set("line", Attr::Int(line));
        let mentions = Mentions::of_stmt(body);
        if let Some(&b) = mentions.breaks.first() {
            return self.error(b, "'break' leaves a parallel loop");
        }
        let mapped: Vec<&str> = names.iter().map(|v| v.as_str()).collect();
        self.carried_scalars(&mentions, body, &mapped, &private, &reduction_vars);
        // The handles of the distributed arrays the body uses, loaded here: the region
        // captures them.
        let mut handles = Vec::new();
        for n in &mentions.used {
            if let Some(Sym::Dist(id)) = self.lookup(n).cloned() {
                if !self.dists[id].template {
                    handles.push((id, self.dist_handle(id)));
                }
            }
        }
        let operands = ops.build(OpKind::Parallel, &mut attrs);
        let op = self.b().op0(OpKind::Parallel, &operands, attrs);
        // The region.
        let (saved_cur, saved_region) = (self.fcx().cur, self.fcx().region);
        let (region, entry) = self.b().add_region(op, &vec![Type::I64; rank]);
        {
            let f = self.fcx();
            f.cur = entry;
            f.region = region;
        }
        let saved_views = std::mem::take(&mut self.dist_views);
        let saved_remote = std::mem::take(&mut self.remote_views);
        if let Some(r) = remote {
            self.begin_remote(r, &buffers);
        }
        for (id, h) in handles {
            let ty = self.view_type(id);
            let attrs = self.dist_view_attrs(id);
            let v = self.b().op1(OpKind::ViewLoad, &[h], ty, attrs);
            self.dist_views.insert(id, v);
        }
        self.scopes.push(HashMap::new());
        for (n, a, t) in reduction_slots {
            self.declare(&n, Sym::Local(a, t));
        }
        let args = self.fcx().func.blocks[entry].args.clone();
        let mut var_types = Vec::new();
        for (h, &index) in headers.iter().zip(&args) {
            let t = match &h.declared {
                Some(t) => t.clone(),
                None => match self.lookup(&h.var).cloned() {
                    Some(Sym::Local(_, t) | Sym::Global(_, t)) if t.is_integer() => t,
                    _ => {
                        self.scopes.pop();
                        self.restore_region(saved_cur, saved_region, saved_views, saved_remote);
                        return self.error(
                            h.lo.pos,
                            format!("loop variable '{}' is not an integer variable", h.var),
                        );
                    }
                },
            };
            let ir = t.ir().unwrap_or(Type::I32);
            let slot = self.b().alloca_array(ir, 1);
            let v = self.convert((index, LONG), &t, h.lo.pos, false)?;
            self.b().store(v, slot);
            self.declare(&h.var, Sym::Local(slot, t.clone()));
            var_types.push(t);
        }
        // Private variables: `private(...)` and every other outer scalar the body assigns.
        for n in mentions.assigned.iter().chain(&private) {
            if reduction_vars.contains(n)
                || names.contains(n)
                || (mentions.declared.contains(n) && !private.contains(n))
            {
                continue;
            }
            if let Some(Sym::Local(_, t) | Sym::Global(_, t)) = self.lookup(n).cloned() {
                if let Ok((elem, count)) = self.storage_of(&t, body.pos) {
                    let slot = self.b().alloca_array(elem, count);
                    self.declare(n, Sym::Local(slot, t));
                }
            }
        }
        let ranges = headers
            .iter()
            .map(|h| {
                let (Some(lo), Some(bound)) = (self.const_int(h.lo), self.const_int(h.hi)) else {
                    return Range::Unknown;
                };
                let hi = match h.cmp {
                    BinOp::Lt => bound.checked_sub(1),
                    BinOp::Gt => bound.checked_add(1),
                    _ => Some(bound),
                };
                hi.map_or(Range::Unknown, |hi| Range::of(lo, hi, h.step))
            })
            .collect();
        let info = LoopInfo {
            vars: names.clone(),
            ranges,
            on: on_map,
            renewals,
            private: &private,
            reductions: &reduction_vars,
            headers: headers
                .iter()
                .map(|h| (h.lo, h.hi, h.cmp, h.step))
                .collect(),
            remote,
        };
        self.check_locality(info, &mentions, body);
        let cont = self.new_block();
        self.fcx().continues.push(cont);
        self.in_parallel = true;
        let r = self.stmt(body);
        self.in_parallel = false;
        self.fcx().continues.pop();
        self.br(cont);
        self.start_block(cont);
        self.b().yield_();
        self.scopes.pop();
        self.restore_region(saved_cur, saved_region, saved_views, saved_remote);
        r?;
        for b in &buffers {
            self.b().op0(OpKind::RemoteFree, &[b.1], Attrs::new());
        }
        // The values the sequential nest leaves in loop variables declared outside it.
        for ((h, (lo, hi, step)), t) in headers.iter().zip(finals).zip(var_types) {
            if h.declared.is_some() {
                continue;
            }
            let span = self.b().binary(OpKind::SubI, hi, lo);
            let span = self.b().binary(OpKind::AddI, span, step);
            let count = self.b().binary(OpKind::DivSI, span, step);
            let zero = self.b().const_i64(0);
            let count = self.b().binary(OpKind::MaxI, count, zero);
            let moved = self.b().binary(OpKind::MulI, count, step);
            let last = self.b().binary(OpKind::AddI, lo, moved);
            let v = self.convert((last, LONG), &t, h.lo.pos, false)?;
            if let Some(Sym::Local(a, _)) = self.lookup(&h.var).cloned() {
                self.b().store(v, a);
            } else if let Some(Sym::Global(g, _)) = self.lookup(&h.var).cloned() {
                let a = self.b().global_addr(&g);
                self.b().store(v, a);
            }
        }
        Ok(())
    }

    fn restore_region(
        &mut self,
        cur: dvmh_ir::BlockId,
        region: dvmh_ir::RegionId,
        views: HashMap<usize, ValueId>,
        remote: Vec<super::dvm_data::RemoteView>,
    ) {
        let f = self.fcx();
        f.cur = cur;
        f.region = region;
        self.dist_views = views;
        self.remote_views = remote;
    }

    fn view_type(&self, id: usize) -> Type {
        let s = match self.dist_ir_elem(id) {
            Type::Scalar(s) => s,
            _ => Scalar::F64,
        };
        Type::view(s, self.dists[id].rank())
    }

    /// The `dvm.remote_create` buffers of `r`: a subscript naming one of `loop_vars` (or `[]`)
    /// spans the whole dimension, any other is evaluated here.
    fn remote_buffers(&mut self, r: &RemoteAccess, loop_vars: &[&str]) -> R<Vec<(usize, ValueId)>> {
        let mut out = Vec::new();
        for x in &r.refs {
            let id = self.dist_named(&x.array)?;
            let rank = self.dists[id].rank();
            let subs = match &x.subscripts {
                Some(s) => s.clone(),
                None => vec![RemoteSubscript::All(x.span); rank],
            };
            if subs.len() != rank {
                return self.error(
                    pos_of(x.span),
                    format!(
                        "'{}' has rank {rank} but {} subscripts are given",
                        x.array.text,
                        subs.len()
                    ),
                );
            }
            let h = self.dist_handle(id);
            let mut operands = vec![h];
            for s in subs.iter().rev() {
                let (lo, hi) = match s {
                    RemoteSubscript::Expr(e) if !mentions(e, loop_vars) => {
                        let v = self.dexpr_value(e)?;
                        (v, v)
                    }
                    _ => (self.b().const_i64(i64::MIN), self.b().const_i64(i64::MAX)),
                };
                operands.extend([lo, hi]);
            }
            let b = self
                .b()
                .op1(OpKind::RemoteCreate, &operands, Type::Ptr, Attrs::new());
            out.push((id, b));
        }
        Ok(out)
    }

    /// Makes references to the buffers' arrays read the buffers; returns the views in force
    /// before.
    fn begin_remote(
        &mut self,
        r: &RemoteAccess,
        buffers: &[(usize, ValueId)],
    ) -> Vec<super::dvm_data::RemoteView> {
        let saved = self.remote_views.clone();
        for (x, &(id, b)) in r.refs.iter().zip(buffers) {
            let ty = self.view_type(id);
            let attrs = self.dist_view_attrs(id);
            let v = self.b().op1(OpKind::ViewLoad, &[b], ty, attrs);
            self.remote_views.push(super::dvm_data::RemoteView {
                array: id,
                subscripts: x.subscripts.clone(),
                view: v,
            });
        }
        saved
    }

    /// A variable is either private to the iterations or a reduction variable (manual
    /// §6.2.2), never both: reported at its name in `private`.
    fn check_private_not_reduced(&mut self, clauses: &[ParallelClause]) -> R<()> {
        let reduced: Vec<&str> = clauses
            .iter()
            .filter_map(|c| match c {
                ParallelClause::Reduction { specs, .. } => Some(specs),
                _ => None,
            })
            .flatten()
            .flat_map(|r| std::iter::once(&r.var).chain(r.loc.as_ref().map(|(l, _)| l)))
            .map(|n| n.text.as_str())
            .collect();
        for c in clauses {
            if let ParallelClause::Private(names, _) = c {
                if let Some(n) = names.iter().find(|n| reduced.contains(&n.text.as_str())) {
                    return self.error(
                        pos_of(n.span),
                        format!(
                            "'{}' is a reduction variable of this loop, so it cannot be private",
                            n.text
                        ),
                    );
                }
            }
        }
        Ok(())
    }

    /// A directive expression evaluated at run time (C variables allowed), as `i64`.
    pub(super) fn dexpr_value(&mut self, e: &DExpr) -> R<ValueId> {
        Ok(match &e.kind {
            DExprKind::Int(d) => match d.parse::<i64>() {
                Ok(v) => self.b().const_i64(v),
                Err(_) => return self.error(pos_of(e.span), "integer constant too large"),
            },
            DExprKind::Name(n) => {
                let x = Expr::new(
                    ExprKind::Ident(n.text.clone()),
                    n.span.lo as usize,
                    n.span.hi as usize,
                );
                self.int64(&x)?
            }
            DExprKind::Neg(a) => {
                let v = self.dexpr_value(a)?;
                let z = self.b().const_i64(0);
                self.b().binary(OpKind::SubI, z, v)
            }
            DExprKind::Binary(op, a, b) => {
                let (x, y) = (self.dexpr_value(a)?, self.dexpr_value(b)?);
                let zero = self.b().const_i64(0);
                let k = match op {
                    DOp::Add => OpKind::AddI,
                    DOp::Sub => OpKind::SubI,
                    DOp::Mul => OpKind::MulI,
                    DOp::Div => OpKind::DivSI,
                    DOp::Rem => OpKind::RemSI,
                    DOp::Shl => OpKind::ShlI,
                    DOp::Shr => OpKind::ShrSI,
                    DOp::BitAnd => OpKind::AndI,
                    DOp::BitOr => OpKind::OrI,
                    DOp::BitXor => OpKind::XOrI,
                    DOp::And | DOp::Or => {
                        let (p, q) = (self.b().cmpi("ne", x, zero), self.b().cmpi("ne", y, zero));
                        let k = if *op == DOp::And {
                            OpKind::AndI
                        } else {
                            OpKind::OrI
                        };
                        let c = self.b().binary(k, p, q);
                        return Ok(self.b().op1(OpKind::ExtUI, &[c], Type::I64, Attrs::new()));
                    }
                    _ => {
                        let pred = match op {
                            DOp::Lt => "slt",
                            DOp::Le => "sle",
                            DOp::Gt => "sgt",
                            DOp::Ge => "sge",
                            DOp::Eq => "eq",
                            _ => "ne",
                        };
                        let c = self.b().cmpi(pred, x, y);
                        return Ok(self.b().op1(OpKind::ExtUI, &[c], Type::I64, Attrs::new()));
                    }
                };
                self.b().binary(k, x, y)
            }
            DExprKind::Cond(c, a, b) => {
                let c = self.dexpr_value(c)?;
                let zero = self.b().const_i64(0);
                let c = self.b().cmpi("ne", c, zero);
                let (x, y) = (self.dexpr_value(a)?, self.dexpr_value(b)?);
                self.b().select(c, x, y)
            }
            DExprKind::Call(n, args) if n.text == "sizeof" => {
                let Some(size) = args.first().and_then(|a| self.directive_size_of(a)) else {
                    return self.error(
                        pos_of(e.span),
                        "'sizeof' of something that is not a type here",
                    );
                };
                self.b().const_i64(size)
            }
            DExprKind::Call(n, _) => {
                return self.error(
                    pos_of(n.span),
                    "a call is not allowed in this directive expression",
                )
            }
        })
    }

    /// `host_section { ... }` (C-DVMH §8.2.3): sequential code of a region that runs on the
    /// host, lowered as the region's other sequential statements; element accesses of
    /// distributed arrays there bring the current values to the host first, so `get_actual`
    /// (allowed) is never needed. `actual` and parallel loops are not allowed inside.
    fn host_section(&mut self, ppos: Pos, s: &Stmt) -> R<()> {
        if !matches!(s.kind, StmtKind::Compound(_)) {
            return self.error(
                ppos,
                "'#pragma dvm host_section' must precede a '{ }' block",
            );
        }
        if !self.in_region || self.in_parallel || self.in_host_section {
            return self.error(
                ppos,
                "a 'host_section' belongs directly inside a region (not in a parallel loop or another 'host_section')",
            );
        }
        self.in_host_section = true;
        let r = self.stmt_plain(s);
        self.in_host_section = false;
        r
    }

    fn region(&mut self, clauses: &[RegionClause], ppos: Pos, s: &Stmt) -> R<()> {
        // A misplaced region is reported and its statement lowered as it is.
        if !matches!(s.kind, StmtKind::Compound(_)) {
            let _ = self.error::<()>(ppos, "'#pragma dvm region' must precede a '{ }' block");
            return self.stmt_plain(s);
        }
        if self.in_parallel || self.in_region {
            let _ = self.error::<()>(ppos, "a region inside a region or a parallel loop");
            return self.stmt_plain(s);
        }
        let mut targets = vec![Target::Host, Target::Cuda];
        let mut is_async = false;
        // Data directions of distributed arrays (the only ones with device copies), merged
        // per array: `in(A) out(A)` is `inout(A)`.
        let mut data: Vec<(usize, i32)> = Vec::new();
        // Sections (`in(A[0:9][5])`): their directions act on the section alone.
        let mut sections: Vec<(usize, &DataRange, i32)> = Vec::new();
        for c in clauses {
            match c {
                RegionClause::Data(dir, ranges, _) => {
                    for r in ranges {
                        match self.lookup(&r.name.text).cloned() {
                            // Reported, and the block is still lowered (as a region without
                            // the item), so that its own directives are not left over for
                            // what follows it.
                            None => {
                                let _ = self.error::<()>(
                                    pos_of(r.name.span),
                                    format!("'{}' undeclared", r.name.text),
                                );
                            }
                            Some(Sym::Dist(id)) if r.ranges.is_some() => {
                                sections.push((id, r, dir.section_intent_bits()));
                            }
                            Some(Sym::Dist(id)) => {
                                let bits = dir.intent_bits();
                                match data.iter_mut().find(|(v, _)| *v == id) {
                                    Some((_, b)) => *b |= bits,
                                    None => data.push((id, bits)),
                                }
                            }
                            Some(_) => {}
                        }
                    }
                }
                RegionClause::Targets(ts, _) => targets = ts.iter().map(|t| t.0).collect(),
                RegionClause::Async(_) => is_async = true,
            }
        }
        let line = self.dvm_line(ppos);
        let targets = Attr::Array(
            targets
                .iter()
                .map(|t| Attr::ident(if *t == Target::Host { "host" } else { "cuda" }))
                .collect(),
        );
        let mut attrs: Attrs = [("line", Attr::Int(line)), ("targets", targets)]
            .into_iter()
            .collect();
        if !data.is_empty() {
            let intents = data.iter().map(|&(_, b)| Attr::Int(b as i64)).collect();
            attrs.set("intents", Attr::Array(intents));
        }
        if is_async {
            attrs.set("async", Attr::Bool(true));
        }
        let arrays: Vec<ValueId> = data.iter().map(|&(id, _)| self.dist_handle(id)).collect();
        let op = self.b().op0(OpKind::Region, &arrays, attrs);
        let (saved_cur, saved_region) = (self.fcx().cur, self.fcx().region);
        let (region, entry) = self.b().add_region(op, &[]);
        {
            let f = self.fcx();
            f.cur = entry;
            f.region = region;
        }
        for (id, range, bits) in sections {
            // A wrong section is reported; the block is still lowered.
            let Ok(operands) = self.section_operands(id, range) else {
                continue;
            };
            self.b().op0(
                OpKind::ActualSection,
                &operands,
                [("intent", Attr::Int(bits as i64))].into_iter().collect(),
            );
        }
        self.in_region = true;
        let r = self.stmt_plain(s);
        self.in_region = false;
        if !self.terminated() {
            self.b().yield_();
        }
        let f = self.fcx();
        f.cur = saved_cur;
        f.region = saved_region;
        r
    }

    /// `actual` / `get_actual`: distributed arrays by handle, other variables by address.
    /// The operands of `dvm.actual_section` for the section `r` of distributed array `id`
    /// (`A[0:9][5]`): its handle and `lo, hi` per dimension, the runtime's order.
    fn section_operands(&mut self, id: usize, r: &DataRange) -> R<Vec<ValueId>> {
        let ranges = r.ranges.as_deref().unwrap_or(&[]);
        let rank = self.dists[id].rank();
        if ranges.len() != rank {
            return self.error(
                pos_of(r.span),
                format!(
                    "the section of '{}' has {} subscript{} but the array has rank {rank}",
                    r.name.text,
                    ranges.len(),
                    if ranges.len() == 1 { "" } else { "s" }
                ),
            );
        }
        let mut section = vec![self.dist_handle(id)];
        // C's last subscript is the runtime's first dimension.
        for (lo, hi) in ranges.iter().rev() {
            let lo = self.dexpr_value(lo)?;
            let hi = match hi {
                Some(hi) => self.dexpr_value(hi)?,
                None => lo,
            };
            section.extend([lo, hi]);
        }
        Ok(section)
    }

    fn actual(&mut self, get: bool, vars: Option<&[DataRange]>, pos: Pos) -> R<()> {
        if self.fcx.is_none() {
            return self.error(pos, "'actual' and 'get_actual' are executable directives");
        }
        if self.in_host_section && !get {
            return self.error(pos, "'actual' is not allowed inside a 'host_section'");
        }
        let mut operands = Vec::new();
        let mut kinds = Vec::new();
        for r in vars.unwrap_or(&[]) {
            match self.lookup(&r.name.text).cloned() {
                Some(Sym::Dist(id)) if r.ranges.is_some() => {
                    // A section (`A[0:9][5]`): only it moves (`dvm.actual_section`).
                    let section = self.section_operands(id, r)?;
                    self.b().op0(
                        OpKind::ActualSection,
                        &section,
                        [("get", Attr::Bool(get))].into_iter().collect(),
                    );
                }
                Some(Sym::Dist(id)) => {
                    operands.push(self.dist_handle(id));
                    kinds.push(Attr::ident("array"));
                }
                _ => {
                    let (a, _) = self.var_addr(&r.name)?;
                    operands.push(a);
                    kinds.push(Attr::ident("scalar"));
                }
            }
        }
        let kind = if get {
            OpKind::GetActual
        } else {
            OpKind::Actual
        };
        if vars.is_some() && operands.is_empty() {
            return Ok(());
        }
        let attrs: Attrs = if vars.is_some() {
            [("kinds", Attr::Array(kinds))].into_iter().collect()
        } else {
            Attrs::new()
        };
        self.b().op0(kind, &operands, attrs);
        Ok(())
    }
}

/// Does `e` name any of `vars`?
fn mentions(e: &DExpr, vars: &[&str]) -> bool {
    crate::directives::check::linear::mentions_any(e, vars)
}

impl Lowerer<'_> {
    /// A complex reduction variable (a scalar or an array of any rank): its part type and the
    /// number of complex values.
    fn complex_reduction(&self, t: &CType) -> Option<(CType, i64)> {
        match t {
            CType::Array(e, Some(n)) => {
                let (part, k) = self.complex_reduction(e)?;
                Some((part, k.checked_mul(i64::try_from(*n).ok()?)?))
            }
            t => Some((self.complex_part(t)?, 1)),
        }
    }
}

/// The element type and count of a number or an array of numbers of any rank.
fn numbers_of(t: &CType) -> Option<(CType, i64)> {
    match t {
        CType::Array(e, Some(n)) => {
            let (elem, k) = numbers_of(e)?;
            Some((elem, k.checked_mul(i64::try_from(*n).ok()?)?))
        }
        // The runtime reduces `float`, `double`, `long double` and integers.
        t if t.is_arith() => Some((t.clone(), 1)),
        _ => None,
    }
}

/// A directive expression as written (`i + 1`), for messages.
fn dexpr_text(e: &DExpr) -> String {
    match &e.kind {
        DExprKind::Int(d) => d.clone(),
        DExprKind::Name(n) => n.text.clone(),
        DExprKind::Neg(a) => format!("-{}", dexpr_text(a)),
        DExprKind::Binary(op, a, b) => {
            let op = op.c_spelling();
            format!("{} {op} {}", dexpr_text(a), dexpr_text(b))
        }
        DExprKind::Call(n, args) => {
            let args: Vec<String> = args.iter().map(dexpr_text).collect();
            format!("{}({})", n.text, args.join(", "))
        }
        DExprKind::Cond(c, a, b) => {
            format!("{} ? {} : {}", dexpr_text(c), dexpr_text(a), dexpr_text(b))
        }
    }
}

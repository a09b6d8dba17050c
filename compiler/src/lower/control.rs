//! Statements and control flow.
//!
//! A construct marked structured by semantic analysis becomes an `scf` op whose regions hold
//! its bodies; an unstructured one (a branch leaves it, or EXIT ends it) becomes blocks in the
//! current region joined by `cf` branches, like Flang does per construct. Labels that some
//! GO TO targets start a new block; code after an unconditional branch goes into a fresh,
//! unreachable block.

use super::{LoopTargets, Lowerer};
use crate::fortran::hir::{Expr, IfStmt, Loop, LoopKind, Stmt, StmtKind, SymId, Ty};
use dvmh_ir::{Attr, Attrs, OpKind, Type, ValueId};

impl Lowerer<'_> {
    pub(super) fn block(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            self.stmt(s);
        }
    }

    /// Ends a structured region: falls off the end with `scf.yield` when reachable.
    fn finish_scf_region(&mut self) {
        if !self.is_terminated() {
            self.b().yield_();
        }
    }

    /// A branch condition, with the CHARACTER temporaries it needed freed before the branch.
    fn condition(&mut self, e: &Expr) -> ValueId {
        let temps = self.char_temps.len();
        let c = self.expr(e);
        self.release_char_temps(temps);
        c
    }

    fn stmt(&mut self, s: &Stmt) {
        let enclosing = self.loc;
        self.loc = self.loc_of(s.span);
        let temps = self.char_temps.len();
        self.stmt_kind(s);
        // Element copies a statement stored into (a READ into `C(5)(2:3)`, IOMSG=, ...).
        self.flush_element_copies();
        self.release_char_temps(temps);
        self.loc = enclosing;
    }

    fn stmt_kind(&mut self, s: &Stmt) {
        if let Some(l) = s.label.filter(|l| self.unit.branch_targets.contains(l)) {
            let b = self.label_block(l);
            if self.func.blocks[b].region.is_none() {
                self.func.append_block(self.region, b);
            } else {
                self.internal(format!("label {l} placed twice"));
            }
            self.enter(b);
        } else {
            self.ensure_open();
        }
        match &s.kind {
            StmtKind::Assign { target, value } if value.ty == Ty::Char => {
                self.assign_char(target, value);
            }
            StmtKind::Assign { target, value } if matches!(value.ty, Ty::Derived(_)) => {
                self.assign_struct(target, value);
            }
            StmtKind::Assign { target, value } if value.ty.is_complex() => {
                self.assign_complex(target, value);
            }
            StmtKind::Assign { target, value } => {
                let v = self.expr(value);
                self.store_place(target, v);
            }
            StmtKind::Allocate { items, stat } => {
                self.set_line(self.line(s.span), s.span);
                self.allocate(items, stat.as_ref());
            }
            StmtKind::Deallocate { items, stat } => {
                self.set_line(self.line(s.span), s.span);
                self.deallocate(items, stat.as_ref());
            }
            StmtKind::PointerAssign {
                pointer,
                value,
                bounds,
            } => self.pointer_assign(pointer, value, bounds),
            StmtKind::Nullify(items) => self.nullify(items),
            StmtKind::AllocateComponents { fields, stat } => {
                self.set_line(self.line(s.span), s.span);
                self.allocate_components(fields, stat.as_ref());
            }
            StmtKind::DeallocateComponents { fields, stat } => {
                self.set_line(self.line(s.span), s.span);
                self.deallocate_components(fields, stat.as_ref());
            }
            StmtKind::If(i) if i.structured => self.scf_if(i),
            StmtKind::If(i) => self.cf_if(i),
            StmtKind::Loop(lp) if lp.structured => self.scf_loop(lp),
            StmtKind::Loop(lp) => self.cf_loop(lp),
            StmtKind::Parallel(p) => self.parallel(p, s.span),
            StmtKind::Region(r) => self.region(r, s.span),
            StmtKind::Remote(r) => {
                self.set_line(self.line(s.span), s.span);
                self.remote_stmt(&r.refs, &r.body);
            }
            StmtKind::Goto(l) => {
                let b = self.label_block(*l);
                self.b().br(b);
            }
            StmtKind::Exit(id) => match self.loops.get(id).and_then(|t| t.exit) {
                Some(b) => self.b().br(b),
                None => self.internal("EXIT of a loop without an exit block"),
            },
            StmtKind::Cycle(id) => match self.loops.get_mut(id) {
                Some(t) => {
                    t.cont_used = true;
                    let b = t.cont;
                    self.b().br(b);
                }
                None => self.internal("CYCLE of an unknown loop"),
            },
            StmtKind::Continue => {}
            StmtKind::Stop {
                code,
                message,
                error,
            } => {
                let c = self.b().const_i32(code.unwrap_or(0));
                let mut attrs: Attrs = [
                    ("has_code", Attr::Bool(code.is_some())),
                    ("error", Attr::Bool(*error)),
                ]
                .into_iter()
                .collect();
                if let Some(m) = message {
                    attrs.set("message", Attr::Str(m.clone()));
                }
                self.b().op0(OpKind::Stop, &[c], attrs);
            }
            StmtKind::Transfer(t) => self.transfer(t, s.span),
            StmtKind::FileOp(f) => self.file_op(f, s.span),
            StmtKind::Inquire(q) => self.inquire(q, s.span),
            StmtKind::Actual { get, vars } => self.actual(*get, vars.as_deref()),
            StmtKind::Call(c) => {
                self.call(c);
            }
            StmtKind::RuntimeCall(c) => self.runtime_call(c, s.span),
            StmtKind::Return => self.return_from_unit(),
            StmtKind::Remap(r) => self.remap(r, s.span),
            StmtKind::ShadowRenew(arrays) => {
                for &(id, corner) in arrays {
                    if let Some(h) = self.handle(id) {
                        let attrs: Attrs = [("corner", Attr::Bool(corner))].into_iter().collect();
                        self.b().op0(OpKind::ShadowRenew, &[h], attrs);
                    }
                }
            }
        }
    }

    fn scf_if(&mut self, i: &IfStmt) {
        let c = self.condition(&i.cond);
        let op = self.b().op0(OpKind::If, &[c], Attrs::new());
        let (saved_cur, saved_region) = (self.cur, self.region);
        for body in [&i.then_body, &i.else_body] {
            let (r, b) = self.b().add_region(op, &[]);
            self.cur = b;
            self.region = r;
            self.block(body);
            self.finish_scf_region();
        }
        self.cur = saved_cur;
        self.region = saved_region;
    }

    fn cf_if(&mut self, i: &IfStmt) {
        let c = self.condition(&i.cond);
        if let (
            [Stmt {
                label: None,
                kind: StmtKind::Goto(l),
                ..
            }],
            [],
        ) = (i.then_body.as_slice(), i.else_body.as_slice())
        {
            let target = self.label_block(*l);
            let next = self.new_block();
            self.b().cond_br(c, target, next);
            self.cur = next;
            return;
        }
        let then_b = self.new_block();
        let else_b = (!i.else_body.is_empty()).then(|| self.new_block());
        let merge = self.new_block();
        self.b().cond_br(c, then_b, else_b.unwrap_or(merge));
        self.cur = then_b;
        self.block(&i.then_body);
        self.br_if_open(merge);
        if let Some(e) = else_b {
            self.cur = e;
            self.block(&i.else_body);
            self.br_if_open(merge);
        }
        self.cur = merge;
    }

    /// The trip count of a DO loop, `max(0, (hi - lo + step) / step)`, in the loop's type.
    pub(super) fn trip_count(&mut self, lo: ValueId, hi: ValueId, step: ValueId) -> ValueId {
        let d = self.b().binary(OpKind::SubI, hi, lo);
        let d = self.b().binary(OpKind::AddI, d, step);
        let n = self.b().binary(OpKind::DivSI, d, step);
        let ty = self.func.value_type(n);
        let zero = self.b().const_int(ty, 0);
        self.b().binary(OpKind::MaxI, n, zero)
    }

    /// Stores a DO variable's value after the loop, `lo + trips * step` (computed at compile
    /// time when the bounds are constants).
    pub(super) fn store_final_value(
        &mut self,
        var: SymId,
        lo: ValueId,
        hi: ValueId,
        step: ValueId,
    ) {
        let v = match (
            self.const_value(lo),
            self.const_value(hi),
            self.const_value(step),
        ) {
            (Some(l), Some(h), Some(s)) if s != 0 => {
                let trips = h
                    .checked_sub(l)
                    .and_then(|d| d.checked_add(s))
                    .map(|d| (d / s).max(0));
                match trips
                    .and_then(|n| n.checked_mul(s))
                    .and_then(|m| m.checked_add(l))
                {
                    Some(v) => {
                        let ty = self.func.value_type(lo);
                        Some(self.b().const_int(ty, v))
                    }
                    None => None,
                }
            }
            _ => None,
        };
        let v = match v {
            Some(v) => v,
            None => {
                let n = self.trip_count(lo, hi, step);
                let m = self.b().binary(OpKind::MulI, n, step);
                self.b().binary(OpKind::AddI, lo, m)
            }
        };
        self.store_scalar(var, v);
    }

    /// The value of an integer `arith.constant`.
    pub(super) fn const_value(&self, v: ValueId) -> Option<i64> {
        let op = self.func.defining_op(v)?;
        (self.func.ops[op].kind == OpKind::Constant)
            .then(|| self.func.ops[op].attrs.int("value"))
            .flatten()
    }

    /// `lo, hi, step` of a counted loop (step 1 when absent), in the variable's type.
    pub(super) fn loop_bounds(
        &mut self,
        var: SymId,
        lo: &Expr,
        hi: &Expr,
        step: Option<&Expr>,
    ) -> (ValueId, ValueId, ValueId) {
        let lo = self.expr(lo);
        let hi = self.expr(hi);
        let step = match step {
            Some(s) => self.expr(s),
            None => {
                let ty = self.unit.symbol(var).ty;
                self.b().const_int(Type::Scalar(ty.scalar()), 1)
            }
        };
        (lo, hi, step)
    }

    /// A structured counted loop: `scf.for` whose body stores the induction value into the
    /// DO variable first; the variable's final value is stored after the loop.
    pub(super) fn scf_for(
        &mut self,
        var: SymId,
        lo: &Expr,
        hi: &Expr,
        step: Option<&Expr>,
        body: &mut dyn FnMut(&mut Self),
    ) {
        let (lo, hi, step) = self.loop_bounds(var, lo, hi, step);
        let ty = Type::Scalar(self.unit.symbol(var).ty.scalar());
        let op = self.b().op0(OpKind::For, &[lo, hi, step], Attrs::new());
        let (saved_cur, saved_region) = (self.cur, self.region);
        let (r, b) = self.b().add_region(op, &[ty]);
        self.cur = b;
        self.region = r;
        let iv = self.func.blocks[b].args[0];
        self.store_scalar(var, iv);
        // Heap temporaries of CHARACTER values made in the body (`TRIM(w(i)) // '|'` in an
        // implied DO) live for one iteration: freed where they are defined, not at the end of
        // the statement, which the loop's region does not dominate.
        let temps = self.char_temps.len();
        body(self);
        self.release_char_temps(temps);
        self.finish_scf_region();
        self.cur = saved_cur;
        self.region = saved_region;
        self.store_final_value(var, lo, hi, step);
    }

    /// Lowers a loop body inside an `scf` region, with CYCLE going to the end of the body.
    fn scf_body(&mut self, lp: &Loop) {
        let cont = self.func.new_block(&[]);
        self.loops.insert(
            lp.id,
            LoopTargets {
                exit: None,
                cont,
                cont_used: false,
            },
        );
        self.block(&lp.body);
        if self.loops.get(&lp.id).is_some_and(|t| t.cont_used) {
            self.func.append_block(self.region, cont);
            self.enter(cont);
        }
        self.finish_scf_region();
    }

    fn scf_loop(&mut self, lp: &Loop) {
        let cached = self.cache_allocatable_views(&lp.body);
        self.scf_loop_uncached(lp);
        self.restore_views(cached);
    }

    fn scf_loop_uncached(&mut self, lp: &Loop) {
        match &lp.kind {
            LoopKind::Counted { var, lo, hi, step } => {
                self.scf_for(*var, lo, hi, step.as_ref(), &mut |l| l.scf_body(lp));
            }
            LoopKind::While(_) | LoopKind::Forever => {
                let op = self.b().op0(OpKind::While, &[], Attrs::new());
                let (saved_cur, saved_region) = (self.cur, self.region);
                let (r, b) = self.b().add_region(op, &[]);
                self.cur = b;
                self.region = r;
                let c = match &lp.kind {
                    LoopKind::While(cond) => self.condition(cond),
                    _ => self.b().const_bool(true),
                };
                self.b().op0(OpKind::Condition, &[c], Attrs::new());
                let (r, b) = self.b().add_region(op, &[]);
                self.cur = b;
                self.region = r;
                self.scf_body(lp);
                self.cur = saved_cur;
                self.region = saved_region;
            }
        }
    }

    fn cf_loop(&mut self, lp: &Loop) {
        let cached = self.cache_allocatable_views(&lp.body);
        self.cf_loop_uncached(lp);
        self.restore_views(cached);
    }

    fn cf_loop_uncached(&mut self, lp: &Loop) {
        let exit = self.func.new_block(&[]);
        match &lp.kind {
            LoopKind::Counted { var, lo, hi, step } => {
                let (lo, hi, step) = self.loop_bounds(*var, lo, hi, step.as_ref());
                let ty = self.unit.symbol(*var).ty;
                let count = self.b().alloca(ty.scalar());
                let n = self.trip_count(lo, hi, step);
                self.b().store(n, count);
                self.store_scalar(*var, lo);
                let header = self.new_block();
                let body = self.new_block();
                let latch = self.func.new_block(&[]);
                self.enter(header);
                let left = self.b().load(count, Type::Scalar(ty.scalar()));
                let zero = self.b().const_int(Type::Scalar(ty.scalar()), 0);
                let more = self.b().cmpi("sgt", left, zero);
                self.b().cond_br(more, body, exit);
                self.loops.insert(
                    lp.id,
                    LoopTargets {
                        exit: Some(exit),
                        cont: latch,
                        cont_used: false,
                    },
                );
                self.cur = body;
                self.block(&lp.body);
                self.func.append_block(self.region, latch);
                self.enter(latch);
                let v = self.load_scalar(*var);
                let v = self.b().binary(OpKind::AddI, v, step);
                self.store_scalar(*var, v);
                let left = self.b().load(count, Type::Scalar(ty.scalar()));
                let one = self.b().const_int(Type::Scalar(ty.scalar()), 1);
                let left = self.b().binary(OpKind::SubI, left, one);
                self.b().store(left, count);
                self.b().br(header);
            }
            LoopKind::While(cond) => {
                let header = self.new_block();
                let body = self.new_block();
                self.enter(header);
                let c = self.condition(cond);
                self.b().cond_br(c, body, exit);
                self.loops.insert(
                    lp.id,
                    LoopTargets {
                        exit: Some(exit),
                        cont: header,
                        cont_used: false,
                    },
                );
                self.cur = body;
                self.block(&lp.body);
                self.br_if_open(header);
            }
            LoopKind::Forever => {
                let body = self.new_block();
                self.enter(body);
                self.loops.insert(
                    lp.id,
                    LoopTargets {
                        exit: Some(exit),
                        cont: body,
                        cont_used: false,
                    },
                );
                self.block(&lp.body);
                self.br_if_open(body);
            }
        }
        self.func.append_block(self.region, exit);
        self.cur = exit;
    }

    /// Converts an integer value to `i64` (loop bounds of `dvm.parallel`); constants directly.
    pub(super) fn widen_to_i64(&mut self, v: ValueId) -> ValueId {
        match self.const_value(v) {
            Some(c) if self.func.value_type(v) != Type::I64 => self.b().const_i64(c),
            _ => self.b().convert(v, Type::I64),
        }
    }
}

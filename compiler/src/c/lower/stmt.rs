//! Function definitions and statements: blocks and branches in the function body.
//!
//! Every statement ends in the block where control continues; `break`, `continue`, `goto`,
//! `return` end theirs with a jump and go on in a fresh unreachable block, so each block has
//! exactly one terminator. `switch` lowers its body first (each `case` opens a block) and its
//! dispatch (a chain of comparisons) afterwards, when the cases are known.

use super::{FnCx, Lowerer, SwitchCx, Sym, R};
use crate::c::ast::*;
use crate::c::pragma::PragmaKind;
use crate::c::types::{CType, INT};
use dvmh_ir::{Attr, Attrs, Function, OpKind, Type};
use std::collections::HashMap;

/// The parameter list of a function declarator.
pub(super) fn fn_params(d: &Declarator) -> Option<&Params> {
    match d {
        Declarator::Function(inner, p) if matches!(**inner, Declarator::Name(..)) => Some(p),
        Declarator::Function(inner, _)
        | Declarator::Pointer(inner, _)
        | Declarator::Array(inner, _, _) => fn_params(inner),
        Declarator::Name(..) => None,
    }
}

/// Whether a parameter's declarator makes it a `restrict` pointer (its own pointer, the one
/// next to the name: `double *restrict a`, `double (*restrict a)[N]`).
fn restrict_pointer(d: &Declarator) -> bool {
    match d {
        Declarator::Pointer(inner, q) if matches!(**inner, Declarator::Name(..)) => q.restrict,
        Declarator::Pointer(inner, _)
        | Declarator::Array(inner, _, _)
        | Declarator::Function(inner, _) => restrict_pointer(inner),
        Declarator::Name(..) => false,
    }
}

impl Lowerer<'_> {
    pub(super) fn function(&mut self, f: &FunctionDef) -> R<()> {
        let (name, ft) = self.declare_function_def(f)?;
        let pos = f.declarator.pos();
        if self.defined.contains(&name) {
            return self.error(pos, format!("redefinition of '{name}'"));
        }
        if matches!(ft.ret, CType::Wide | CType::Array(..)) {
            return self.error(
                pos,
                "functions returning '_Float128' or '__int128' are not supported yet",
            );
        }
        // Structs by value: the System V layout of the signature (`abi`).
        let by_value = if matches!(ft.ret, CType::Struct(_))
            || ft.params.iter().any(|p| matches!(p, CType::Struct(_)))
        {
            Some(self.struct_abi(&ft, pos)?)
        } else {
            None
        };
        let is_main = name == "main";
        let mut params: Vec<Type> = Vec::new();
        for p in &ft.params {
            match p.ir() {
                Some(t) => params.push(t),
                None if matches!(p, CType::Struct(_)) => {}
                None => return self.error(pos, "a parameter type is not supported yet"),
            }
        }
        if let Some(l) = &by_value {
            params = l.ir_params.clone();
        }
        let results: Vec<Type> = if is_main {
            if !(params.is_empty() || params == [Type::I32, Type::Ptr]) || ft.ret != INT {
                return self.error(
                    pos,
                    "'main' must be 'int main(void)' or 'int main(int argc, char **argv)'",
                );
            }
            vec![Type::I32]
        } else if let Some(l) = &by_value {
            l.ir_results.clone()
        } else {
            ft.ret.ir().into_iter().collect()
        };
        self.defined.insert(name.clone());
        let mut func = Function::new(name.clone(), &params, &results);
        if let Some(l) = &by_value {
            for (k, v) in l.attrs() {
                func.attrs.set(k, v);
            }
        }
        if f.specs.storage.iter().any(|s| s.0 == Storage::Static) && !is_main {
            func.attrs.set("internal", Attr::Bool(true));
        }
        if ft.variadic {
            func.attrs.set("variadic", Attr::Bool(true));
        }
        // libm calls set `errno` in C (gcc's default `-fmath-errno`); codegen keeps that.
        func.attrs.set("math_errno", Attr::Bool(true));
        // `restrict` pointer parameters: LLVM `noalias`, as gcc assumes them not to overlap.
        if by_value.is_none() {
            let restricted: Vec<Attr> = fn_params(&f.declarator)
                .map(|p| p.params.as_slice())
                .unwrap_or_default()
                .iter()
                .enumerate()
                .filter(|(_, p)| restrict_pointer(&p.declarator))
                .map(|(i, _)| Attr::Int(i as i64))
                .collect();
            if !restricted.is_empty() {
                func.attrs.set("noalias_params", Attr::Array(restricted));
            }
        }
        let region = func.body;
        let cur = func.entry_block();
        let args = func.blocks[cur].args.clone();
        self.fcx = Some(FnCx {
            func,
            region,
            cur,
            ret: ft.ret.clone(),
            is_main,
            breaks: Vec::new(),
            continues: Vec::new(),
            switches: Vec::new(),
            labels: HashMap::new(),
            placed_labels: Default::default(),
            goto_uses: Vec::new(),
            vla_scopes: Default::default(),
            ret_pass: by_value
                .as_ref()
                .map_or(super::abi::RetPass::Scalar, |l| l.ret.clone()),
            sret: None,
            volatile_addrs: Default::default(),
            const_slots: Default::default(),
        });
        self.set_loc(f.pos);
        self.scopes.push(HashMap::new());
        if is_main {
            // C's processor axes: see `dvmh_set_c_axes`.
            let init: Attrs = [
                ("grid_rank", Attr::Int(self.grid_rank)),
                ("c_axes", Attr::Bool(true)),
            ]
            .into_iter()
            .collect();
            self.b().op0(OpKind::Init, &[], init);
            // Other units' file-scope distributed arrays first (`global_dists_of_unit_without_main`).
            self.module.declare_extern("dvmh_run_unit_inits", &[], &[]);
            self.b().call("dvmh_run_unit_inits", &[], &[]);
            self.create_global_dists();
            self.run_dynamic_inits();
        }
        // Where each parameter arrives: a struct's object, or its scalar argument.
        let param_args: Vec<dvmh_ir::ValueId> = match &by_value {
            Some(l) => {
                if matches!(l.ret, super::abi::RetPass::Sret { .. }) {
                    self.fcx().sret = args.first().copied();
                }
                self.struct_params(l, &ft, &args)
            }
            None => args.clone(),
        };
        if let Some(ps) = fn_params(&f.declarator) {
            for ((p, t), arg) in ps.params.iter().zip(&ft.params).zip(param_args) {
                let Some((pname, _)) = p.declarator.name() else {
                    continue;
                };
                if matches!(t, CType::Struct(_)) {
                    self.declare(pname, Sym::Local(arg, t.clone()));
                    continue;
                }
                let ir = t.ir().unwrap_or(Type::I64);
                let slot = self.b().alloca_array(ir, 1);
                self.b().store(arg, slot);
                self.declare(pname, Sym::Local(slot, t.clone()));
            }
        }
        if let Some(ps) = fn_params(&f.declarator) {
            self.retype_vla_params(&ps.params)?;
        }
        self.bind_inherited(&name, f, &ft.params);
        for item in &f.body {
            let _ = self.block_item(item);
        }
        self.flush_pragmas(f.end.lo);
        self.set_loc(f.end);
        if !self.terminated() {
            self.return_value(None, f.end)?;
        }
        self.scopes.pop();
        let mut fcx = self.fcx.take().expect("function context"); // ok: set above
                                                                  // Blocks no path reaches (after the last `return`) still need a terminator.
        for block in fcx.func.regions[fcx.region].blocks.clone() {
            let mut b = dvmh_ir::Builder::at_end(&mut fcx.func, block);
            if !b.block_terminated(block) {
                b.op0(OpKind::Unreachable, &[], Attrs::new());
            }
        }
        for (label, pos) in &fcx.goto_uses {
            if !fcx.placed_labels.contains(label) {
                self.messages
                    .push((*pos, format!("label '{label}' used but not defined"), false));
                self.fn_failed = true;
            }
        }
        for pos in fcx.vla_scopes.jumps_into_scope() {
            self.messages.push((
                pos,
                "jump into scope of identifier with variably modified type".into(),
                false,
            ));
            self.fn_failed = true;
        }
        if !self.fn_failed {
            self.module.functions.push(fcx.func);
        }
        Ok(())
    }

    /// File-scope initializers still waiting when the unit ends (a unit without `main`, or
    /// globals defined after it): an internal function stores them before `main` runs
    /// (flagged `constructor`: codegen lists it in `@llvm.global_ctors`).
    pub(super) fn unit_initializer(&mut self) {
        let Some(pos) = self.dynamic_inits.first().map(|(_, _, _, e)| e.pos) else {
            return;
        };
        let name = self.module.unique_symbol("dvmh.c.file_init");
        let mut func = Function::new(name, &[], &[]);
        func.attrs.set("internal", Attr::Bool(true));
        func.attrs.set("constructor", Attr::Bool(true));
        self.fcx = Some(FnCx::void(func));
        self.fn_failed = false;
        self.set_loc(pos);
        self.run_dynamic_inits();
        self.b().op0(OpKind::Return, &[], Attrs::new());
        let fcx = self.fcx.take().expect("function context"); // ok: set above
        if !self.fn_failed {
            self.module.functions.push(fcx.func);
        }
    }

    /// Global initializers that are not constants, stored at the start of `main`.
    fn run_dynamic_inits(&mut self) {
        let inits = std::mem::take(&mut self.dynamic_inits);
        self.file_scope_literals = true;
        for (g, offset, t, e) in &inits {
            let a = self.b().global_addr(g);
            let a = self.offset_const(a, *offset as i64);
            let _ = self.init_local(a, t, &Initializer::Expr(e.clone()));
        }
        self.file_scope_literals = false;
    }

    pub(super) fn block_item(&mut self, item: &BlockItem) -> R<()> {
        match item {
            BlockItem::Decl(d) => {
                self.set_loc(d.pos);
                let pragmas = self.take_pragmas(d.pos.lo);
                let mut spec = None;
                for p in pragmas {
                    if let Some(p) = self.run_standalone(p) {
                        match &p.kind {
                            PragmaKind::Array(_) | PragmaKind::Template(_) if spec.is_none() => {
                                spec = Some(p)
                            }
                            _ => self.misplaced(&p, "before a declaration"),
                        }
                    }
                }
                match spec {
                    Some(p) => self.decl_with_pragma(d, &p, false),
                    None => self.local_declaration(d),
                }
            }
            BlockItem::Stmt(s) => self.stmt(s),
        }
    }

    /// `return` (also falling off the end): `main` finishes the runtime first.
    fn return_value(&mut self, e: Option<&Expr>, pos: Pos) -> R<()> {
        let (ret, is_main) = {
            let f = self.fcx();
            (f.ret.clone(), f.is_main)
        };
        let value = match (e, &ret) {
            (Some(e), CType::Void) => {
                self.expr(e)?;
                return self.error(e.pos, "'return' with a value, in function returning void");
            }
            (Some(e), t @ CType::Struct(_)) => {
                let addr = self.assign_value(e, t)?;
                let values = self.struct_return_values(addr, t);
                return self.finish_return(is_main, values);
            }
            (Some(e), t) => Some(self.assign_value_as(e, t, Some(("return", e.pos)))?),
            (None, CType::Void) => None,
            (None, CType::Struct(_)) => {
                // Falling off the end of a function returning a struct: the value is
                // undefined (unless unused); zero eightbytes, or nothing (`sret`).
                let values = match self.fcx().ret_pass.clone() {
                    super::abi::RetPass::Regs(c) => c
                        .iter()
                        .map(|&t| {
                            if t.is_float() {
                                self.b().const_float(t, 0.0)
                            } else {
                                self.b().const_int(t, 0)
                            }
                        })
                        .collect(),
                    _ => Vec::new(),
                };
                return self.finish_return(is_main, values);
            }
            (None, t) => {
                // Falling off the end of a non-void function (or `return;`): 0.
                let ir = t.ir().unwrap_or(Type::I32);
                Some(if ir.is_float() {
                    self.b().const_float(ir, 0.0)
                } else {
                    self.b().const_int(ir, 0)
                })
            }
        };
        let _ = pos;
        self.finish_return(is_main, value.into_iter().collect())
    }

    /// The `func.return` of `values` (`main` finishes the runtime first).
    fn finish_return(&mut self, is_main: bool, values: Vec<dvmh_ir::ValueId>) -> R<()> {
        if is_main {
            self.b().op0(OpKind::Finish, &[], Attrs::new());
        }
        self.b().op0(OpKind::Return, &values, Attrs::new());
        self.after_jump();
        Ok(())
    }

    /// A statement with the directives before it.
    pub(super) fn stmt(&mut self, s: &Stmt) -> R<()> {
        self.set_loc(s.pos);
        let pragmas = self.take_pragmas(s.pos.lo);
        let mut wrappers = Vec::new();
        for p in pragmas {
            if let Some(p) = self.run_standalone(p) {
                match &p.kind {
                    PragmaKind::Array(_) | PragmaKind::Template(_) => {
                        self.misplaced(&p, "before a statement")
                    }
                    _ => wrappers.push(p),
                }
            }
        }
        self.set_loc(s.pos);
        self.directed_stmt(s, &wrappers)
    }

    /// Directives that stand last in a block (before `pos`): run or misplaced.
    pub(super) fn flush_pragmas(&mut self, pos: usize) {
        for p in self.take_pragmas(pos) {
            if let Some(p) = self.run_standalone(p) {
                self.misplaced(&p, "at the end of a block");
            }
        }
    }

    /// A statement (its directives already taken).
    pub(super) fn stmt_plain(&mut self, s: &Stmt) -> R<()> {
        self.set_loc(s.pos);
        match &s.kind {
            StmtKind::Expr(e) => {
                if let Some(e) = e {
                    if !self.dynamic_stmt(e)? {
                        self.expr(e)?;
                    }
                }
                Ok(())
            }
            StmtKind::Compound(items) => {
                self.scopes.push(HashMap::new());
                let vla_mark = self.fcx().vla_scopes.mark();
                for item in items {
                    let _ = self.block_item(item);
                }
                self.flush_pragmas(s.pos.hi);
                self.fcx().vla_scopes.leave(vla_mark);
                self.scopes.pop();
                Ok(())
            }
            StmtKind::If(c, t, e) => {
                let cv = self.cond(c)?;
                let (then, els, done) = (self.new_block(), self.new_block(), self.new_block());
                self.b().cond_br(cv, then, els);
                self.start_block(then);
                let _ = self.stmt(t);
                self.br(done);
                self.start_block(els);
                if let Some(e) = e {
                    let _ = self.stmt(e);
                }
                self.br(done);
                self.start_block(done);
                Ok(())
            }
            StmtKind::While(c, body) => {
                let (head, body_b, exit) = (self.new_block(), self.new_block(), self.new_block());
                self.br(head);
                self.start_block(head);
                let cv = self.cond(c)?;
                self.b().cond_br(cv, body_b, exit);
                self.start_block(body_b);
                self.loop_body(body, exit, head);
                self.br(head);
                self.start_block(exit);
                Ok(())
            }
            StmtKind::DoWhile(body, c) => {
                let (body_b, test, exit) = (self.new_block(), self.new_block(), self.new_block());
                self.br(body_b);
                self.start_block(body_b);
                self.loop_body(body, exit, test);
                self.br(test);
                self.start_block(test);
                self.set_loc(c.pos);
                let cv = self.cond(c)?;
                self.b().cond_br(cv, body_b, exit);
                self.start_block(exit);
                Ok(())
            }
            StmtKind::For(init, c, step, body) => {
                self.scopes.push(HashMap::new());
                let vla_mark = self.fcx().vla_scopes.mark();
                let r = self.for_loop(init.as_deref(), c.as_ref(), step.as_ref(), body);
                self.fcx().vla_scopes.leave(vla_mark);
                self.scopes.pop();
                r
            }
            StmtKind::Switch(c, body) => self.switch(c, body),
            StmtKind::Case(v, hi, body) => {
                let Some(k) = self.const_int(v) else {
                    return self.error(v.pos, "case label does not reduce to an integer constant");
                };
                let last = match hi {
                    Some(h) => match self.const_int(h) {
                        Some(h) => h,
                        None => {
                            return self
                                .error(h.pos, "case label does not reduce to an integer constant")
                        }
                    },
                    None => k,
                };
                if self.fcx().switches.is_empty() {
                    return self.error(s.pos, "case label not within a switch statement");
                }
                let b = self.new_block();
                self.br(b);
                self.start_block(b);
                let vla_mark = self.fcx().switches.last().map_or(0, |sw| sw.vla_mark);
                self.check_case_scope(vla_mark, s.pos)?;
                let sw = self.fcx().switches.last_mut().expect("checked above"); // ok: checked

                // An empty range (`case 5 ... 1:`) selects nothing.
                if k > last {
                    self.messages
                        .push((s.pos, "empty range specified".to_string(), true));
                } else {
                    if sw.cases.iter().any(|c| c.0 <= last && k <= c.1) {
                        let what = if hi.is_some() {
                            "duplicate (or overlapping) case value"
                        } else {
                            "duplicate case value"
                        };
                        return self.error(v.pos, what);
                    }
                    sw.cases.push((k, last, b, v.pos));
                }
                self.stmt(body)
            }
            StmtKind::Default(body) => {
                if self.fcx().switches.is_empty() {
                    return self.error(s.pos, "'default' label not within a switch statement");
                }
                let b = self.new_block();
                self.br(b);
                self.start_block(b);
                let vla_mark = self.fcx().switches.last().map_or(0, |sw| sw.vla_mark);
                self.check_case_scope(vla_mark, s.pos)?;
                let sw = self.fcx().switches.last_mut().expect("checked above"); // ok: checked
                if sw.default.is_some() {
                    return self.error(s.pos, "multiple default labels in one switch");
                }
                sw.default = Some(b);
                self.stmt(body)
            }
            StmtKind::Label(name, body) => {
                let b = self.label_block(name);
                if !self.fcx().placed_labels.insert(name.clone()) {
                    return self.error(s.pos, format!("duplicate label '{name}'"));
                }
                self.fcx().vla_scopes.place_label(name);
                self.br(b);
                self.start_block(b);
                self.stmt(body)
            }
            StmtKind::Goto(name) => {
                let b = self.label_block(name);
                self.fcx().goto_uses.push((name.clone(), s.pos));
                self.fcx().vla_scopes.goto(name, s.pos);
                self.br(b);
                self.after_jump();
                Ok(())
            }
            StmtKind::Break => match self.fcx().breaks.last().copied() {
                Some(b) => {
                    self.br(b);
                    self.after_jump();
                    Ok(())
                }
                None => self.error(s.pos, "break statement not within loop or switch"),
            },
            StmtKind::Continue => match self.fcx().continues.last().copied() {
                Some(b) => {
                    self.br(b);
                    self.after_jump();
                    Ok(())
                }
                None => self.error(s.pos, "continue statement not within a loop"),
            },
            StmtKind::Return(e) => self.return_value(e.as_ref(), s.pos),
        }
    }

    fn label_block(&mut self, name: &str) -> dvmh_ir::BlockId {
        if let Some(b) = self.fcx().labels.get(name) {
            return *b;
        }
        let b = self.new_block();
        self.fcx().labels.insert(name.to_string(), b);
        b
    }

    /// A loop body with its `break` and `continue` targets.
    fn loop_body(&mut self, body: &Stmt, exit: dvmh_ir::BlockId, next: dvmh_ir::BlockId) {
        self.fcx().breaks.push(exit);
        self.fcx().continues.push(next);
        let _ = self.stmt(body);
        self.fcx().breaks.pop();
        self.fcx().continues.pop();
    }

    fn for_loop(
        &mut self,
        init: Option<&ForInit>,
        c: Option<&Expr>,
        step: Option<&Expr>,
        body: &Stmt,
    ) -> R<()> {
        match init {
            Some(ForInit::Decl(d)) => self.local_declaration(d)?,
            Some(ForInit::Expr(e)) => {
                self.expr(e)?;
            }
            None => {}
        }
        let (head, body_b, step_b, exit) = (
            self.new_block(),
            self.new_block(),
            self.new_block(),
            self.new_block(),
        );
        self.br(head);
        self.start_block(head);
        match c {
            Some(c) => {
                let cv = self.cond(c)?;
                self.b().cond_br(cv, body_b, exit);
            }
            None => self.b().br(body_b),
        }
        self.start_block(body_b);
        self.loop_body(body, exit, step_b);
        self.br(step_b);
        self.start_block(step_b);
        if let Some(s) = step {
            self.set_loc(s.pos);
            self.expr(s)?;
        }
        self.br(head);
        self.start_block(exit);
        Ok(())
    }

    fn switch(&mut self, c: &Expr, body: &Stmt) -> R<()> {
        let (v, t) = self.rvalue(c)?;
        if !t.is_integer() {
            return self.error(c.pos, "switch quantity not an integer");
        }
        let pt = t.promote();
        let v = self.convert((v, t), &pt, c.pos, false)?;
        let ir = pt.ir().unwrap_or(Type::I32);
        let slot = self.b().alloca_array(ir, 1);
        self.b().store(v, slot);
        let (dispatch, exit) = (self.new_block(), self.new_block());
        self.b().br(dispatch);
        self.after_jump();
        let vla_mark = self.fcx().vla_scopes.mark();
        self.fcx().switches.push(SwitchCx {
            cases: Vec::new(),
            default: None,
            vla_mark,
        });
        self.fcx().breaks.push(exit);
        let _ = self.stmt(body);
        self.fcx().breaks.pop();
        let sw = self.fcx().switches.pop().expect("pushed above"); // ok: pushed above
        self.br(exit);
        self.start_block(dispatch);
        let v = self.b().load(slot, ir);
        for (first, last, block, _) in &sw.cases {
            let k = crate::c::lower::decl::truncate(*first, &pt);
            let kv = self.b().const_int(ir, k);
            let eq = if last == first {
                self.b().cmpi("eq", v, kv)
            } else {
                // lo <= v <= hi as one unsigned comparison: v - lo <= hi - lo.
                let width = crate::c::lower::decl::truncate(last.wrapping_sub(*first), &pt);
                let off = self.b().binary(OpKind::SubI, v, kv);
                let wv = self.b().const_int(ir, width);
                self.b().cmpi("ule", off, wv)
            };
            let next = self.new_block();
            self.b().cond_br(eq, *block, next);
            self.start_block(next);
        }
        self.b().br(sw.default.unwrap_or(exit));
        self.start_block(exit);
        Ok(())
    }
}

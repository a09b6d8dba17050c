//! `dvm.parallel`, `dvm.region`, `dvm.actual`/`dvm.get_actual`.
//!
//! A parallel loop's region starts by loading the views of the distributed arrays its body
//! uses, then gives every loop variable and every local (PRIVATE or assigned) variable a fresh
//! region-local slot; reduction variables keep their outer slots (the outlining pass redirects
//! them to per-thread accumulators). After the loop each loop variable gets its Fortran final
//! value, as a sequential DO would leave it.

use super::storage::rules_attr;
use super::Lowerer;
use crate::directives::ast::Target;
use crate::fortran::hir::{
    Actual, ActualVar, AxisRule, Call, Expr, ExprKind, ParallelLoop, Place, Region, Stmt, StmtKind,
    SymId, SymbolKind,
};
use crate::source::Span;
use dvmh_ir::parallel::ParallelOperands;
use dvmh_ir::{Attr, Attrs, OpKind, Type, ValueId};
use std::collections::BTreeSet;

/// Distributed arrays referenced in statements (in a deterministic order).
fn distributed_uses(l: &Lowerer, stmts: &[Stmt], out: &mut BTreeSet<SymId>) {
    // Iterative: expressions can be chains thousands of operations deep.
    fn expr(l: &Lowerer, e: &Expr, out: &mut BTreeSet<SymId>) {
        let mut todo = vec![e];
        while let Some(e) = todo.pop() {
            match &e.kind {
                ExprKind::Elem(id, subs) => {
                    if l.is_distributed(*id) {
                        out.insert(*id);
                    }
                    todo.extend(subs);
                }
                ExprKind::Call(c) => {
                    call(l, c, out);
                    todo.extend(e.children());
                }
                _ => todo.extend(e.children()),
            }
        }
    }
    /// The distributed elements a call passes (by reference: the views must be loaded).
    fn call(l: &Lowerer, c: &Call, out: &mut BTreeSet<SymId>) {
        for a in &c.args {
            if let Actual::Elem(id, ..) = a.unwrapped() {
                if l.is_distributed(*id) {
                    out.insert(*id);
                }
            }
            a.exprs().into_iter().for_each(|e| expr(l, e, out));
        }
    }
    /// The distributed array a place stores into: an element, a component of one
    /// (`G(I)%T`), a substring of either.
    fn place(l: &Lowerer, p: &Place, out: &mut BTreeSet<SymId>) {
        match p {
            Place::Elem(id, subs, _) => {
                if l.is_distributed(*id) {
                    out.insert(*id);
                }
                subs.iter().for_each(|e| expr(l, e, out));
            }
            Place::Field(f) => {
                expr(l, &f.base, out);
                f.subs.iter().for_each(|e| expr(l, e, out));
            }
            Place::Substring(inner, lo, hi) => {
                place(l, inner, out);
                lo.iter().chain(hi).for_each(|e| expr(l, e, out));
            }
            Place::Scalar(_) => {}
        }
    }
    for s in stmts {
        match &s.kind {
            StmtKind::Call(c) => call(l, c, out),
            StmtKind::Assign { target, value } => {
                place(l, target, out);
                expr(l, value, out);
            }
            StmtKind::If(i) => {
                expr(l, &i.cond, out);
                distributed_uses(l, &i.then_body, out);
                distributed_uses(l, &i.else_body, out);
            }
            StmtKind::Loop(lp) => {
                match &lp.kind {
                    crate::fortran::hir::LoopKind::Counted { lo, hi, step, .. } => {
                        expr(l, lo, out);
                        expr(l, hi, out);
                        if let Some(s) = step {
                            expr(l, s, out);
                        }
                    }
                    crate::fortran::hir::LoopKind::While(c) => expr(l, c, out),
                    crate::fortran::hir::LoopKind::Forever => {}
                }
                distributed_uses(l, &lp.body, out);
            }
            StmtKind::Transfer(o) => {
                for e in o.exprs() {
                    expr(l, e, out);
                }
            }
            StmtKind::FileOp(f) => {
                for e in f.exprs() {
                    expr(l, e, out);
                }
            }
            _ => {}
        }
    }
}

impl Lowerer<'_> {
    /// A PARALLEL loop (`dvm.parallel`); the handles of allocatable distributed arrays are
    /// loaded before it (see `dist_allocatable`).
    pub(super) fn parallel(&mut self, p: &ParallelLoop, span: Span) {
        let loaded = self.preload_handles();
        self.parallel_loop(p, span);
        self.restore_handles(loaded);
    }

    fn parallel_loop(&mut self, p: &ParallelLoop, span: Span) {
        self.set_line(p.line, span);
        let rank = p.dims.len();
        let mut groups = ParallelOperands::default();
        let mut typed_bounds = Vec::with_capacity(rank);
        for d in &p.dims {
            let (lo, hi, step) = self.loop_bounds(d.var, &d.lo, &d.hi, d.step.as_ref());
            typed_bounds.push((d.var, lo, hi, step));
            for v in [lo, hi, step] {
                let w = self.widen_to_i64(v);
                groups.bounds.push(w);
            }
        }
        let mut attrs: Attrs = [("rank", Attr::Int(rank as i64))].into_iter().collect();
        if let Some(on) = &p.on {
            match self.handles.get(&on.array).copied() {
                Some(h) => groups.on = Some(h),
                None => self.internal("the ON array has no handle"),
            }
            attrs.set("on", rules_attr(&on.rules));
            // Run-time parts of the ON subscripts, evaluated as the loop starts, and an
            // INHERIT dummy's shifts to its actual's indices (one sum per rule).
            let mut dynamic: Vec<(usize, ValueId)> = Vec::new();
            for (rule, e) in &on.offsets {
                let v = self.expr(e);
                let w = self.widen_to_i64(v);
                match dynamic.iter_mut().find(|(r, _)| r == rule) {
                    Some((_, sum)) => *sum = self.b().binary(OpKind::AddI, *sum, w),
                    None => dynamic.push((*rule, w)),
                }
            }
            for (k, rule) in on.rules.iter().enumerate() {
                let Some(shift) = self.inherit_shift(on.array, k) else {
                    continue;
                };
                if matches!(rule, AxisRule::Replicated) {
                    continue;
                }
                match dynamic.iter_mut().find(|(r, _)| *r == k) {
                    Some((_, sum)) => *sum = self.b().binary(OpKind::AddI, *sum, shift),
                    None => dynamic.push((k, shift)),
                }
            }
            if !dynamic.is_empty() {
                groups.on_dynamic.extend(dynamic.iter().map(|&(_, v)| v));
                let rules = dynamic.iter().map(|&(rule, _)| rule as i64);
                attrs.set("on_dynamic", Attr::ints(rules));
            }
        }
        let mut corners = Vec::with_capacity(p.renew.len());
        for (array, corner) in &p.renew {
            match self.handles.get(array).copied() {
                Some(h) => groups.renew.push(h),
                None => self.internal("a SHADOW_RENEW array has no handle"),
            }
            corners.push(*corner as i64);
        }
        attrs.set("renew", Attr::ints(corners));
        if !p.across.is_empty() {
            let mut corners = Vec::new();
            for (array, corner) in &p.across {
                match self.handles.get(array).copied() {
                    Some(h) => groups.across.push(h),
                    None => self.internal("an ACROSS array has no handle"),
                }
                corners.push(*corner as i64);
            }
            attrs.set("across", Attr::ints(corners));
        }
        if let Some(n) = p.stage {
            groups.stage = Some(self.b().const_i64(n));
        }
        let mut reductions = Vec::with_capacity(p.reductions.len());
        // Array reduction variables: (variable, its pointer operand), re-viewed in the region.
        let mut array_reductions = Vec::new();
        for r in &p.reductions {
            // A COMPLEX product multiplies (real, imaginary) pairs; a sum adds the parts.
            // AND, OR, EQV and NEQV of INTEGER variables are bitwise (libdvm's `rf_AND`,
            // `rf_OR`, ... on integers): the IR's `iand`/`ior`/`ieqv`/`ieor`; its
            // `and`/`or`/`eqv`/`neqv` are LOGICAL ones.
            let var_ty = self.unit.symbol(r.var).ty;
            let name = match r.op.name() {
                "product" if var_ty.is_complex() => "cproduct",
                "and" if var_ty.is_int() => "iand",
                "or" if var_ty.is_int() => "ior",
                "eqv" if var_ty.is_int() => "ieqv",
                "neqv" if var_ty.is_int() => "ieor",
                name => name,
            };
            let value = (r.var, 1, name);
            let location = r.loc.map(|(l, n)| (l, n, "loc"));
            for (var, wanted, op) in std::iter::once(value).chain(location) {
                let sym = self.unit.symbol(var);
                let (ptr, count) = match &sym.kind {
                    SymbolKind::Array(info) => {
                        let view = self.views.get(&var).copied();
                        let lows: Vec<i64> = info.dims.iter().map(|d| d.0).collect();
                        let ptr = match view {
                            Some(v) => {
                                let idx: Vec<ValueId> =
                                    lows.iter().map(|&lo| self.b().const_i64(lo)).collect();
                                self.b().elem_ptr(v, &idx)
                            }
                            None => {
                                self.internal("a reduction array has no storage");
                                self.b().const_int(Type::Ptr, 0)
                            }
                        };
                        array_reductions.push((var, ptr));
                        let all = info.element_count() as i64;
                        // A location array combines its first `n` elements (MAXLOC(v, loc, n)).
                        (ptr, if op == "loc" { wanted.min(all) } else { all })
                    }
                    _ => match self.slots.get(&var).copied() {
                        Some(s) => (s, 1),
                        None => {
                            self.internal("a reduction variable has no slot");
                            (self.b().const_int(Type::Ptr, 0), 1)
                        }
                    },
                };
                groups.reductions.push(ptr);
                // Counted in values of the memory type: two per COMPLEX element.
                let count = count * sym.element_units().max(1) as i64;
                reductions.push(Attr::Array(vec![
                    Attr::ident(op),
                    Attr::Type(Type::Scalar(sym.ty.mem_scalar())),
                    Attr::Int(count),
                ]));
            }
        }
        attrs.set("reductions", Attr::Array(reductions));
        // REMOTE_ACCESS buffers, gathered before the loop starts.
        let ranges: Vec<(SymId, ValueId, ValueId)> = p
            .dims
            .iter()
            .enumerate()
            .map(|(k, d)| (d.var, groups.bounds[3 * k], groups.bounds[3 * k + 1]))
            .collect();
        let buffers = self.remote_buffers(&p.remote, &ranges);
        if !p.remote.is_empty() {
            groups.remote = buffers.clone();
            attrs.set("remote", self.remote_names(&p.remote));
        }
        attrs.set("line", Attr::Int(p.line as i64));
        let operands = groups.build(OpKind::Parallel, &mut attrs);
        let op = self.b().op0(OpKind::Parallel, &operands, attrs);
        let (saved_cur, saved_region) = (self.cur, self.region);
        let (r, entry) = self.b().add_region(op, &vec![Type::I64; rank]);
        self.cur = entry;
        self.region = r;

        // Views of the distributed arrays the body uses.
        let mut used = BTreeSet::new();
        distributed_uses(self, &p.body, &mut used);
        let saved_dist_views = std::mem::take(&mut self.dist_views);
        for id in used {
            let (Some(h), SymbolKind::Array(info)) =
                (self.handles.get(&id).copied(), &self.unit.symbol(id).kind)
            else {
                continue;
            };
            let ty = Type::view(self.unit.symbol(id).ty.mem_scalar(), info.rank());
            let attrs = self.view_load_attrs(id);
            let v = self.b().op1(OpKind::ViewLoad, &[h], ty, attrs);
            self.dist_views.insert(id, v);
        }
        let cached = self.cache_allocatable_views(&p.body);
        // Only the loop's own buffers are read inside it.
        let outer_remote = std::mem::take(&mut self.remote_views);
        self.begin_remote(&p.remote, &buffers);
        // Fresh slots for loop variables (holding the index) and locals.
        let mut saved_slots = Vec::new();
        let mut saved_views = Vec::new();
        // The body updates an array reduction variable through a view of the reduction operand,
        // which the outlining pass points at the calling thread's accumulator.
        for (var, ptr) in array_reductions {
            if let SymbolKind::Array(info) = &self.unit.symbol(var).kind {
                let dims = info.dims.clone();
                let view = self.symbol_view(ptr, self.unit.symbol(var), &dims);
                saved_views.push((var, self.views.insert(var, view)));
            }
        }
        for (k, d) in p.dims.iter().enumerate() {
            let ty = self.unit.symbol(d.var).ty;
            let slot = self.b().alloca(ty.mem_scalar());
            let index = self.func.blocks[entry].args[k];
            let v = self.b().convert(index, Type::Scalar(ty.scalar()));
            self.b().store(v, slot);
            saved_slots.push((d.var, self.slots.insert(d.var, slot)));
            self.loop_indices.insert(d.var, index);
        }
        let mut saved_descriptors = Vec::new();
        for &v in &p.locals {
            let sym = self.unit.symbol(v);
            let elem = sym.ty.mem_scalar();
            // A COMPLEX value is two parts, a CHARACTER(len=n) one n bytes.
            let units = sym.element_units().max(1);
            match &sym.kind {
                // An allocatable array private to the iteration (a temporary of a size known
                // only at run time, an array function's result): its own descriptor, not
                // allocated, freed when the iteration ends.
                SymbolKind::Array(info) if info.allocatable && info.dist.is_none() => {
                    let words = super::allocatable::descriptor_words(info.rank());
                    let desc = self.b().alloca_array(Type::I64, words);
                    self.clear_descriptor(desc);
                    saved_descriptors.push((v, self.descriptors.insert(v, desc)));
                }
                // An automatic array (`W(N)`, N a dummy) private to the iteration: its bounds
                // evaluated by each iteration, its storage on the stack (released when the
                // next iteration allocates it again).
                SymbolKind::Array(info) if info.adjustable.is_some() => {
                    let bounds = info.adjustable.clone().unwrap_or_default();
                    let mut count = self.b().const_i64(units as i64);
                    for (lo, hi) in &bounds {
                        let Some(hi) = hi else { continue };
                        let lo = self.index_expr(lo);
                        let hi = self.index_expr(hi);
                        let one = self.b().const_i64(1);
                        let zero = self.b().const_i64(0);
                        let extent = self.b().binary(OpKind::SubI, hi, lo);
                        let extent = self.b().binary(OpKind::AddI, extent, one);
                        let extent = self.b().binary(OpKind::MaxI, extent, zero);
                        count = self.b().binary(OpKind::MulI, count, extent);
                    }
                    let base = self.b().alloca_dyn(Type::Scalar(elem), count);
                    let unit = self.b().const_i64(units as i64);
                    let (view, _) = self.adjustable_view(base, elem, &bounds, unit);
                    saved_views.push((v, self.views.insert(v, view)));
                }
                SymbolKind::Array(info) => {
                    let dims = info.dims.clone();
                    let base = self
                        .b()
                        .alloca_array(Type::Scalar(elem), info.element_count() * units);
                    let view = self.symbol_view(base, self.unit.symbol(v), &dims);
                    saved_views.push((v, self.views.insert(v, view)));
                }
                _ if units > 1 => {
                    let slot = self.b().alloca_array(Type::Scalar(elem), units);
                    saved_slots.push((v, self.slots.insert(v, slot)));
                }
                _ => {
                    let slot = self.b().alloca(elem);
                    saved_slots.push((v, self.slots.insert(v, slot)));
                }
            }
        }
        // CYCLE (of the innermost loop of the nest) ends the iteration.
        let cont = self.func.new_block(&[]);
        for d in &p.dims {
            self.loops.insert(
                d.id,
                super::LoopTargets {
                    exit: None,
                    cont,
                    cont_used: false,
                },
            );
        }
        self.block(&p.body);
        if p.dims
            .iter()
            .any(|d| self.loops.get(&d.id).is_some_and(|t| t.cont_used))
        {
            self.func.append_block(self.region, cont);
            self.enter(cont);
        }
        if !self.is_terminated() {
            for &(v, _) in &saved_descriptors {
                if let Some(desc) = self.descriptors.get(&v).copied() {
                    let quiet = self.b().const_i32(1);
                    let name = self.array_name(v);
                    self.call_runtime_value("dvmh_deallocate", &[desc, quiet, name], Type::I32);
                }
            }
            self.b().yield_();
        }
        for (v, old) in saved_descriptors.into_iter().rev() {
            match old {
                Some(d) => self.descriptors.insert(v, d),
                None => self.descriptors.remove(&v),
            };
        }
        for (v, old) in saved_slots.into_iter().rev() {
            match old {
                Some(s) => self.slots.insert(v, s),
                None => self.slots.remove(&v),
            };
        }
        for (v, old) in saved_views.into_iter().rev() {
            match old {
                Some(s) => self.views.insert(v, s),
                None => self.views.remove(&v),
            };
        }
        self.restore_views(cached);
        self.remote_views = outer_remote;
        self.dist_views = saved_dist_views;
        for d in &p.dims {
            self.loop_indices.remove(&d.var);
        }
        self.cur = saved_cur;
        self.region = saved_region;
        for (var, lo, hi, step) in typed_bounds {
            self.store_final_value(var, lo, hi, step);
        }
        self.free_remote(&buffers);
    }

    /// A REGION (`dvm.region`), with the handles of allocatable distributed arrays loaded
    /// before it.
    pub(super) fn region(&mut self, r: &Region, span: Span) {
        let loaded = self.preload_handles();
        self.region_op(r, span);
        self.restore_handles(loaded);
    }

    fn region_op(&mut self, r: &Region, span: Span) {
        self.set_line(r.line, span);
        let targets = Attr::Array(
            r.targets
                .iter()
                .map(|t| {
                    Attr::ident(match t {
                        Target::Host => "host",
                        Target::Cuda => "cuda",
                    })
                })
                .collect(),
        );
        let mut attrs: Attrs = [("line", Attr::Int(r.line as i64)), ("targets", targets)]
            .into_iter()
            .collect();
        // Data directions of distributed arrays (the only ones with device copies).
        let (arrays, intents): (Vec<ValueId>, Vec<Attr>) = r
            .data
            .iter()
            .filter_map(|&(v, bits)| Some((self.handles.get(&v).copied()?, Attr::Int(bits as i64))))
            .unzip();
        if !arrays.is_empty() {
            attrs.set("intents", Attr::Array(intents));
        }
        if r.is_async {
            attrs.set("async", Attr::Bool(true));
        }
        let op = self.b().op0(OpKind::Region, &arrays, attrs);
        let (saved_cur, saved_region) = (self.cur, self.region);
        let (reg, b) = self.b().add_region(op, &[]);
        self.cur = b;
        self.region = reg;
        // Sections in the clauses: their directions act on the section alone, right after
        // the whole arrays'.
        for (var, bits) in &r.sections {
            let Some(h) = self.handle(var.sym) else {
                continue;
            };
            let mut operands = vec![h];
            for (k, (lo, hi)) in var.section.iter().flatten().enumerate() {
                let (lo, hi) = (self.index_expr(lo), self.index_expr(hi));
                operands.push(self.dist_index(var.sym, k, lo));
                operands.push(self.dist_index(var.sym, k, hi));
            }
            self.b().op0(
                OpKind::ActualSection,
                &operands,
                [("intent", Attr::Int(*bits as i64))].into_iter().collect(),
            );
        }
        self.block(&r.body);
        if !self.is_terminated() {
            self.b().yield_();
        }
        self.cur = saved_cur;
        self.region = saved_region;
    }

    /// ACTUAL / GET_ACTUAL: distributed arrays by handle (`array`), other variables by address
    /// (`scalar`: the runtime treats any host variable that is not a distributed array so).
    pub(super) fn actual(&mut self, get: bool, vars: Option<&[ActualVar]>) {
        let mut operands = Vec::new();
        let mut kinds = Vec::new();
        for var in vars.unwrap_or(&[]) {
            let v = var.sym;
            if let (Some(h), Some(section)) = (self.handle(v), &var.section) {
                // A section of a distributed array: only it moves (`dvm.actual_section`).
                let mut section_operands = vec![h];
                for (k, (lo, hi)) in section.iter().enumerate() {
                    let (lo, hi) = (self.index_expr(lo), self.index_expr(hi));
                    section_operands.push(self.dist_index(v, k, lo));
                    section_operands.push(self.dist_index(v, k, hi));
                }
                self.b().op0(
                    OpKind::ActualSection,
                    &section_operands,
                    [("get", Attr::Bool(get))].into_iter().collect(),
                );
            } else if let Some(h) = self.handle(v) {
                operands.push(h);
                kinds.push(Attr::ident("array"));
            } else if let Some(s) = self.slots.get(&v).copied() {
                operands.push(s);
                kinds.push(Attr::ident("scalar"));
            } else if let Some(view) = self.views.get(&v).copied() {
                let lows: Vec<i64> = match &self.unit.symbol(v).kind {
                    SymbolKind::Array(info) => info.dims.iter().map(|d| d.0).collect(),
                    _ => Vec::new(),
                };
                let idx: Vec<ValueId> = lows.iter().map(|&lo| self.b().const_i64(lo)).collect();
                let p = self.b().elem_ptr(view, &idx);
                operands.push(p);
                kinds.push(Attr::ident("scalar"));
            }
        }
        if vars.is_some() && operands.is_empty() {
            return;
        }
        let kind = if get {
            OpKind::GetActual
        } else {
            OpKind::Actual
        };
        self.b().op0(
            kind,
            &operands,
            [("kinds", Attr::Array(kinds))].into_iter().collect(),
        );
    }
}

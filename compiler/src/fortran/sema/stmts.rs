//! Executable statements: assignments, DO/IF constructs, branches, STOP, output statements,
//! ACTUAL/GET_ACTUAL. PARALLEL loops and REGIONs are in `parallel.rs`.
//!
//! Labels of construct statements become labeled no-ops where a branch to them lands:
//! `10 DO ...` → a `10 CONTINUE` before the loop, `20 END DO` → one at the end of the body
//! (the next iteration), `30 END IF` → one after the construct.

use super::{Checker, LoopFrame};
use crate::directives::ast::DirectiveKind;
use crate::directives::check::widths::EdgeClause;
use crate::fortran::ast::{self, DoControl, StmtKind};
use crate::fortran::hir::{
    self, Const, Expr, IfStmt, Loop, LoopKind, Place, SymId, SymbolKind, Ty,
};
use crate::source::Span;

pub(super) fn continue_stmt(label: u32, span: Span) -> hir::Stmt {
    hir::Stmt {
        label: Some(label),
        kind: hir::StmtKind::Continue,
        span,
    }
}

impl Checker<'_> {
    /// Checks a block of statements (a PARALLEL directive takes the loop nest after it).
    pub fn check_block(&mut self, stmts: &[ast::Stmt]) -> Vec<hir::Stmt> {
        // What the enclosing statement hoisted (an IF condition's) stays with it, and so do
        // the statements that follow it (freeing its temporaries).
        let outer = std::mem::take(&mut self.pre_stmts);
        let outer_post = std::mem::take(&mut self.post_stmts);
        let mut out = Vec::new();
        let mut i = 0;
        while i < stmts.len() {
            let s = &stmts[i];
            if let StmtKind::Directive(d) = &s.kind {
                if let DirectiveKind::Parallel(p) = &d.kind {
                    let consumed = self.check_parallel(d, p, stmts.get(i + 1), &mut out);
                    i += 1 + consumed as usize;
                    continue;
                }
                if let DirectiveKind::RemoteAccess(ra) = &d.kind {
                    if self.parallel.is_none() && i + 1 < stmts.len() {
                        i = self.check_remote_stmt(ra, stmts, i + 1, &mut out);
                        continue;
                    }
                }
            }
            let mark = out.len();
            let once = matches!(
                s.kind,
                StmtKind::Assign { .. }
                    | StmtKind::Print(_)
                    | StmtKind::Write(_)
                    | StmtKind::Call { .. }
            );
            let saved = std::mem::replace(&mut self.function_copy_back, once);
            self.check_stmt(s, &mut out);
            self.function_copy_back = saved;
            self.insert_hoisted(&mut out, mark);
            out.append(&mut self.post_stmts);
            i += 1;
        }
        self.pre_stmts = outer;
        self.post_stmts = outer_post;
        out
    }

    /// The statement at `stmts[at]` (a PARALLEL directive takes its loop with it) after a
    /// standalone REMOTE_ACCESS, with the buffers it reads; returns the index after it.
    fn check_remote_stmt(
        &mut self,
        ra: &crate::directives::ast::RemoteAccess,
        stmts: &[ast::Stmt],
        at: usize,
        out: &mut Vec<hir::Stmt>,
    ) -> usize {
        let refs = self.remote_refs(ra, &[]);
        let mut body = Vec::new();
        let s = &stmts[at];
        let next = match &s.kind {
            StmtKind::Directive(d) => match &d.kind {
                // The references join the loop's REMOTE_ACCESS clause.
                DirectiveKind::Parallel(p) => {
                    let Some(refs) = refs else {
                        return at;
                    };
                    self.pending_remote = refs;
                    let consumed = self.check_parallel(d, p, stmts.get(at + 1), out);
                    self.pending_remote.clear();
                    return at + 1 + consumed as usize;
                }
                _ => {
                    self.check_stmt(s, &mut body);
                    at + 1
                }
            },
            _ => {
                // An array assignment to a distributed array takes the references as its
                // implicit parallel loop's REMOTE_ACCESS clause (`implicit_loop` takes them);
                // any other statement reads the buffers gathered before it.
                self.pending_remote = refs.clone().unwrap_or_default();
                let offered = !self.pending_remote.is_empty();
                self.check_stmt(s, &mut body);
                let taken = offered && self.pending_remote.is_empty();
                self.pending_remote.clear();
                if taken {
                    self.insert_hoisted(&mut body, 0);
                    out.extend(body);
                    return at + 1;
                }
                at + 1
            }
        };
        self.insert_hoisted(&mut body, 0);
        match refs {
            Some(mut refs) => {
                super::remote::mark_varying(&mut refs, &body, &[]);
                self.check_remote_writes(&refs, &body);
                let span = s.span;
                // A branch to the statement's label gathers the buffers first.
                let label = body.first_mut().and_then(|b| b.label.take());
                out.push(hir::Stmt {
                    label,
                    kind: hir::StmtKind::Remote(Box::new(hir::RemoteStmt { refs, body })),
                    span,
                });
            }
            None => out.extend(body),
        }
        next
    }

    /// Puts the statements hoisted while checking the statements from `mark` on before them
    /// (a label there moves to the first, so a branch to it runs them).
    pub(super) fn insert_hoisted(&mut self, out: &mut Vec<hir::Stmt>, mark: usize) {
        if self.pre_stmts.is_empty() {
            return;
        }
        let mut pre = std::mem::take(&mut self.pre_stmts);
        if let Some(first) = out.get_mut(mark) {
            pre[0].label = first.label.take();
        }
        let at = mark.min(out.len());
        out.splice(at..at, pre);
    }

    /// Defines `label` (if any) here as a no-op: for a statement that was rejected, or before
    /// a construct that carries it, so branches to it land here.
    pub(super) fn keep_label(
        &mut self,
        out: &mut Vec<hir::Stmt>,
        label: Option<ast::Label>,
        span: Span,
    ) {
        if let Some(l) = label {
            out.push(continue_stmt(l.value, span));
        }
    }

    pub(super) fn push(
        &mut self,
        out: &mut Vec<hir::Stmt>,
        label: Option<ast::Label>,
        kind: hir::StmtKind,
        span: Span,
    ) {
        out.push(hir::Stmt {
            label: label.map(|l| l.value),
            kind,
            span,
        });
    }

    pub(super) fn check_stmt(&mut self, s: &ast::Stmt, out: &mut Vec<hir::Stmt>) {
        match self.bind_type_bound_functions(s) {
            super::type_bound::Bound::Unchanged => self.check_aliased_stmt(s, out),
            super::type_bound::Bound::Rewritten(s) => self.check_aliased_stmt(&s, out),
            super::type_bound::Bound::Failed => self.keep_label(out, s.label, s.span),
        }
    }

    fn check_aliased_stmt(&mut self, s: &ast::Stmt, out: &mut Vec<hir::Stmt>) {
        match self.alias_pointer_components(s) {
            super::pointer_components::Aliased::Unchanged => self.check_own_stmt(s, out),
            super::pointer_components::Aliased::Rewritten(s) => self.check_own_stmt(&s, out),
            super::pointer_components::Aliased::Failed => self.keep_label(out, s.label, s.span),
        }
    }

    fn check_own_stmt(&mut self, s: &ast::Stmt, out: &mut Vec<hir::Stmt>) {
        let span = s.span;
        match &s.kind {
            StmtKind::Assign { lhs, rhs } => {
                if !self.pure_may_define(&lhs.name)
                    || !self.may_assign_associate(&lhs.name)
                    || !self.may_define_dummy(lhs)
                {
                    self.keep_label(out, s.label, span);
                    return;
                }
                if let Some(stmts) = self.class_assign(lhs, rhs, span) {
                    self.keep_label(out, s.label, span);
                    out.extend(stmts);
                    return;
                }
                if let Some(stmts) = self.allocatable_scalar_assign(lhs, rhs, span) {
                    self.keep_label(out, s.label, span);
                    out.extend(stmts);
                    return;
                }
                if let Some(kind) = self.check_assign(lhs, rhs, span) {
                    self.push(out, s.label, kind, span);
                } else {
                    self.keep_label(out, s.label, span);
                }
            }
            StmtKind::Allocate(args) | StmtKind::Deallocate(args) | StmtKind::Nullify(args)
                if !self.may_change_association(
                    super::intent_in_association::argument_objects(args),
                ) =>
            {
                self.keep_label(out, s.label, span);
            }
            StmtKind::PointerAssign { lhs, .. }
                if !self.may_change_association(std::iter::once(lhs)) =>
            {
                self.keep_label(out, s.label, span);
            }
            StmtKind::Allocate(args) => match self.check_allocate(args) {
                Some(kind) => self.push(out, s.label, kind, span),
                None => self.keep_label(out, s.label, span),
            },
            StmtKind::Deallocate(args) => match self.check_deallocate(args) {
                Some(kind) => self.push(out, s.label, kind, span),
                None => self.keep_label(out, s.label, span),
            },
            StmtKind::PointerAssign { lhs, rhs } => {
                // A procedure pointer's target is an address (see `proc_pointers`).
                if let Some(kind) = self.procedure_pointer_assign(lhs, rhs) {
                    match kind {
                        Some(kind) => self.push(out, s.label, kind, span),
                        None => self.keep_label(out, s.label, span),
                    }
                    return;
                }
                // A polymorphic pointer also takes its target's tag (see `dispatch`).
                let poly = self.polymorphic_target(lhs, rhs, span);
                let rhs = poly.as_ref().map_or(rhs, |p| &p.0);
                match self.check_pointer_assign(lhs, rhs) {
                    Some(kind) => {
                        self.push(out, s.label, kind, span);
                        if let Some((_, Some(set))) = poly {
                            self.push(out, None, set, span);
                        }
                    }
                    None => self.keep_label(out, s.label, span),
                }
            }
            StmtKind::Nullify(args) => {
                // Procedure pointers' statements go to `post_stmts`.
                let rest = self.nullify_procedure_pointers(args);
                if rest.is_empty() {
                    self.push(out, s.label, hir::StmtKind::Continue, span);
                    return;
                }
                match self.check_nullify(&rest) {
                    Some(kind) => self.push(out, s.label, kind, span),
                    None => self.keep_label(out, s.label, span),
                }
            }
            StmtKind::Do(d) => self.check_do(d, s.label, span, out),
            StmtKind::If(c) if c.name.is_some() => {
                self.keep_label(out, s.label, span);
                self.named_construct(c.name.as_ref(), span, out, |ck, out| {
                    ck.check_if(c, None, span, out)
                })
            }
            StmtKind::If(c) => self.check_if(c, s.label, span, out),
            StmtKind::LogicalIf { cond, stmt } => {
                let cond = self.condition(cond, "IF");
                // What the action statement hoists runs only when the condition holds.
                let outer = std::mem::take(&mut self.pre_stmts);
                let outer_post = std::mem::take(&mut self.post_stmts);
                let mut then_body = Vec::new();
                self.check_stmt(stmt, &mut then_body);
                self.insert_hoisted(&mut then_body, 0);
                then_body.append(&mut self.post_stmts);
                self.pre_stmts = outer;
                self.post_stmts = outer_post;
                if let Some(cond) = cond {
                    let id = self.new_construct_id();
                    let kind = hir::StmtKind::If(Box::new(IfStmt {
                        id,
                        cond,
                        then_body,
                        else_body: Vec::new(),
                        structured: true,
                    }));
                    self.push(out, s.label, kind, span);
                }
            }
            StmtKind::Goto(l) => self.push(out, s.label, hir::StmtKind::Goto(l.value), span),
            StmtKind::ArithIf { value, labels } => {
                self.check_arith_if(value, labels, s.label, span, out)
            }
            StmtKind::ComputedGoto { labels, index } => {
                self.check_computed_goto(labels, index, s.label, span, out)
            }
            StmtKind::Continue => self.push(out, s.label, hir::StmtKind::Continue, span),
            StmtKind::Exit(name) | StmtKind::Cycle(name) => {
                let is_exit = matches!(s.kind, StmtKind::Exit(_));
                if let Some(kind) = self.exit_or_cycle(name.as_ref(), is_exit, span) {
                    self.push(out, s.label, kind, span);
                }
            }
            StmtKind::Stop(code) | StmtKind::ErrorStop(code) => {
                let error = matches!(s.kind, StmtKind::ErrorStop(_));
                if self.parallel.is_some() {
                    self.error(span, "STOP is not allowed in a parallel loop");
                }
                let (code, message) = match code {
                    None => (None, None),
                    Some(ast::StopCode::Int(lit, sp)) => match lit.digits.parse::<i64>() {
                        Ok(v) if v <= i32::MAX as i64 => (Some(v), None),
                        _ => {
                            self.error(*sp, "STOP code is too large");
                            (None, None)
                        }
                    },
                    Some(ast::StopCode::Str(m, _)) => (None, Some(m.clone())),
                };
                self.push(
                    out,
                    s.label,
                    hir::StmtKind::Stop {
                        code,
                        message,
                        error,
                    },
                    span,
                );
            }
            StmtKind::Print(_)
            | StmtKind::Write(_)
            | StmtKind::Read(_)
            | StmtKind::FileOp(_)
            | StmtKind::Inquire(_) => self.check_io_stmt(s, out),
            StmtKind::Format(_) => {}
            StmtKind::Directive(d) => self.check_executable_directive(d, s.label, out),
            StmtKind::Region(r) => self.check_region(r, span, out),
            StmtKind::Where(w) => self.check_where(w, s.label, span, out),
            StmtKind::Forall(fa) => self.check_forall(fa, s.label, span, out),
            StmtKind::Block(b) => self.check_block_construct(b, s.label, span, out),
            StmtKind::Associate(a) => self.check_associate(a, s.label, span, out),
            // Declarations in the executable part were reported by the construct builder.
            StmtKind::TypeDecl(_)
            | StmtKind::DerivedType(_)
            | StmtKind::Dimension(_)
            | StmtKind::Parameter(_)
            | StmtKind::Implicit(_)
            | StmtKind::ImplicitNone
            | StmtKind::External(_)
            | StmtKind::Import(_)
            | StmtKind::Use(_)
            | StmtKind::Intent(..)
            | StmtKind::Optional(_)
            | StmtKind::Value(_)
            | StmtKind::Allocatable(_)
            | StmtKind::Pointer(_)
            | StmtKind::ProcedureDecl(_)
            | StmtKind::Target(_)
            | StmtKind::Access(..)
            | StmtKind::Intrinsic(_)
            | StmtKind::Save(_)
            | StmtKind::Common(_)
            | StmtKind::Namelist(_)
            | StmtKind::Equivalence(_)
            | StmtKind::Data(_) => {}
            StmtKind::Call { name, args } => {
                let intrinsic = match self.c_subroutine(name, args, span) {
                    Some(stmts) => Some(stmts),
                    None => self.intrinsic_subroutine(name, args, span),
                };
                if let Some(stmts) = intrinsic {
                    match stmts {
                        Some(kinds) if !kinds.is_empty() => {
                            let mut label = s.label;
                            for kind in kinds {
                                self.push(out, label.take(), kind, span);
                            }
                        }
                        _ => self.keep_label(out, s.label, span),
                    }
                    return;
                }
                match self.check_call_stmt(name, args, span) {
                    Some(kind) => self.push(out, s.label, kind, span),
                    None => self.keep_label(out, s.label, span),
                }
                out.append(&mut self.post_stmts);
            }
            StmtKind::TypeBoundCall {
                object,
                binding,
                args,
            } => {
                match self.type_bound_call(object, binding, args, span) {
                    Some(kind) => self.push(out, s.label, kind, span),
                    None => self.keep_label(out, s.label, span),
                }
                out.append(&mut self.post_stmts);
            }
            StmtKind::Return(Some(index)) => {
                self.check_alternate_return(index, s.label, span, out);
            }
            StmtKind::Return(None) => self.push(out, s.label, hir::StmtKind::Return, span),
            StmtKind::Entry { .. } => {
                self.error(
                    span,
                    "an ENTRY statement is allowed only in an external or module subroutine or function, outside any construct",
                );
                self.keep_label(out, s.label, span);
            }
        }
    }

    fn condition(&mut self, e: &ast::Expr, what: &str) -> Option<Expr> {
        let c = self.check_expr(e)?;
        if !c.ty.is_logical() {
            self.error(
                e.span,
                format!("the {what} condition must be LOGICAL, found {}", c.ty),
            );
            return None;
        }
        Some(c)
    }

    /// Is `id` the variable of an active DO loop (or implied DO)?
    fn active_do_var(&self, id: SymId) -> bool {
        self.loops.iter().any(|f| f.var == Some(id))
    }

    /// Whether a PURE (or ELEMENTAL) procedure may assign variable `name`: not one of a
    /// module, a COMMON block or the host (F2008 C1283; reported, as gfortran does).
    /// An INTENT(IN) dummy (its elements, substrings and components that are not reached
    /// through a POINTER) cannot be assigned.
    fn may_define_dummy(&mut self, lhs: &ast::Designator) -> bool {
        let Some(id) = self.scope.lookup(&lhs.name.text) else {
            return true;
        };
        // Through a component the target may be a POINTER component's: left to the rest.
        if !self.scope.intent_in.contains(&id)
            || self.scope.get(id).pointer
            || !lhs.parts.is_empty()
        {
            return true;
        }
        self.error(
            lhs.name.span,
            format!(
                "'{}' is an INTENT(IN) dummy argument: it cannot be assigned",
                lhs.name.text
            ),
        );
        false
    }

    fn pure_may_define(&mut self, name: &ast::Name) -> bool {
        if !self.unit_pure {
            return true;
        }
        let Some(id) = self.scope.lookup(&name.text) else {
            return true;
        };
        let global = self.scope.get(id).common.as_ref().is_some_and(|c| {
            !c.block.starts_with(super::equivalence::EQUIV_BLOCK_PREFIX) && !c.indirect
        });
        if global {
            self.error(
                name.span,
                format!(
                    "variable '{}' cannot be assigned in the PURE procedure '{}': it is a variable of a module, a COMMON block or the host",
                    name.text, self.unit_name
                ),
            );
        }
        !global
    }

    /// An assignment statement's checked form (also for the element assignments that
    /// sema generates).
    pub(super) fn check_assign_stmt(
        &mut self,
        lhs: &ast::Designator,
        rhs: &ast::Expr,
        span: Span,
    ) -> Option<hir::StmtKind> {
        self.check_assign(lhs, rhs, span)
    }

    pub(super) fn check_assign(
        &mut self,
        lhs: &ast::Designator,
        rhs: &ast::Expr,
        span: Span,
    ) -> Option<hir::StmtKind> {
        if let Some(done) = self.complex_part_assignment(lhs, rhs, span) {
            return done;
        }
        if let Some(call) = self.defined_assignment(lhs, rhs, span) {
            return call;
        }
        if self.designates_array(lhs) {
            return self.array_assignment(lhs, rhs, span);
        }
        if !lhs.parts.is_empty() {
            if let Some(done) = self.component_section_assignment(lhs, rhs, span) {
                return done;
            }
            let target = self.component_place(lhs)?;
            let value = self.check_expr(rhs)?;
            let ty = match &target {
                Place::Field(f) => f.ty,
                _ => Ty::Char,
            };
            let what = format!(
                "the assignment to '{}'",
                lhs.parts.last().map_or("", |p| p.name.text.as_str())
            );
            let value = self.convert_for_assignment(value, ty, &what)?;
            return Some(hir::StmtKind::Assign { target, value });
        }
        let target = self.place(lhs)?;
        let (value, shape) = self.check_maybe_array(rhs)?;
        if let Some((_, shape)) = shape {
            let name = self.scope.get(target.symbol()).name.clone();
            self.error(
                rhs.span,
                format!(
                    "an array value of rank {} cannot be assigned to the scalar '{name}'",
                    shape.len()
                ),
            );
            return None;
        }
        let id = target.symbol();
        let ty = self.scope.get(id).ty;
        let what = format!("the assignment to '{}'", self.scope.get(id).name);
        let value = self.convert_for_assignment(value, ty, &what)?;
        Some(hir::StmtKind::Assign { target, value })
    }

    /// The target of an assignment.
    pub(super) fn place(&mut self, d: &ast::Designator) -> Option<Place> {
        if !d.parts.is_empty() {
            return self.component_place(d);
        }
        if d.substring.is_some() && self.scalar_substring_range(d).is_some() {
            self.error(d.span, "a substring of a substring is not allowed");
            return None;
        }
        if let Some(sub) = &d.substring {
            let whole = ast::Designator {
                substring: None,
                ..d.clone()
            };
            let base = self.place(&whole)?;
            return self.substring_place(base, sub, d.span);
        }
        if let Some(range) = self.scalar_substring_range(d) {
            let whole = ast::Designator {
                args: None,
                ..d.clone()
            };
            let base = self.place(&whole)?;
            return self.substring_place(base, range, d.span);
        }
        let name = &d.name;
        if let Some(id) = self.scope.lookup(&name.text) {
            if self.is_unusable(id, name.span) {
                return None;
            }
        }
        match &d.args {
            None => {
                let id = self.scope.resolve(name, self.diags)?;
                match &self.scope.get(id).kind {
                    SymbolKind::Constant(_) => {
                        self.error(
                            name.span,
                            format!("cannot assign to the named constant '{}'", name.text),
                        );
                        None
                    }
                    SymbolKind::Array(info) if self.array_ctx.is_some() => {
                        let distributed = info.dist.is_some();
                        if !self.parallel_may_assign(id, distributed, name) {
                            return None;
                        }
                        self.array_place(d)
                    }
                    SymbolKind::Array(_) => {
                        self.error(
                            name.span,
                            format!(
                                "the whole array '{}' is not allowed here: a scalar variable is expected",
                                name.text
                            ),
                        );
                        None
                    }
                    SymbolKind::Procedure(_) => {
                        self.error(
                            name.span,
                            format!("cannot assign to the procedure '{}'", name.text),
                        );
                        None
                    }
                    SymbolKind::Scalar => {
                        self.scope.used_as_variable.insert(id);
                        if self.active_do_var(id) {
                            self.error(
                                name.span,
                                format!(
                                    "the DO variable '{}' cannot be assigned inside its loop",
                                    name.text
                                ),
                            );
                            return None;
                        }
                        if let Some(frame) = &mut self.parallel {
                            if !frame.assigned.iter().any(|(a, _)| *a == id) {
                                frame.assigned.push((id, name.span));
                            }
                        }
                        Some(Place::Scalar(id))
                    }
                }
            }
            Some(args) => {
                let Some(id) = self.scope.lookup(&name.text) else {
                    self.error(
                        name.span,
                        format!(
                            "'{}' is not an array (statement functions are not supported)",
                            name.text
                        ),
                    );
                    return None;
                };
                let SymbolKind::Array(info) = &self.scope.get(id).kind else {
                    self.error(name.span, format!("'{}' is not an array", name.text));
                    return None;
                };
                let distributed = info.dist.is_some();
                if !self.parallel_may_assign(id, distributed, name) {
                    return None;
                }
                if self.array_ctx.is_some() && self.designates_array(d) {
                    return self.array_place(d);
                }
                let subs = self.subscripts(id, args, d.span)?;
                Some(Place::Elem(id, subs, d.span))
            }
        }
    }

    /// Whether the array `id` may be assigned here: in a parallel loop a non-distributed
    /// array only when it is PRIVATE (or a REDUCTION variable, or named in TIE of a loop
    /// without ON); an error otherwise.
    fn parallel_may_assign(&mut self, id: SymId, distributed: bool, name: &ast::Name) -> bool {
        let Some(frame) = &self.parallel else {
            return true;
        };
        if distributed
            || frame.privates.contains(&id)
            || frame.reductions.contains(&id)
            || frame.tied_plain.contains(&id)
        {
            return true;
        }
        self.error(
            name.span,
            format!(
                "the non-distributed array '{}' cannot be assigned in a parallel loop unless it is PRIVATE",
                name.text
            ),
        );
        false
    }

    /// The DO variable of a counted loop (a scalar INTEGER not already in use).
    pub fn do_variable(&mut self, var: &ast::Name) -> Option<SymId> {
        let id = self.scope.resolve(var, self.diags)?;
        if self.is_unusable(id, var.span) {
            return None;
        }
        let sym = self.scope.get(id);
        if !matches!(sym.kind, SymbolKind::Scalar) || !sym.ty.is_int() {
            self.error(
                var.span,
                format!(
                    "the DO variable '{}' must be a scalar INTEGER variable",
                    var.text
                ),
            );
            return None;
        }
        if self.active_do_var(id) {
            self.error(
                var.span,
                format!(
                    "the DO variable '{}' is already used by an enclosing loop",
                    var.text
                ),
            );
            return None;
        }
        Some(id)
    }

    /// `lo, hi[, step]` of a counted loop, converted to the variable's type.
    pub fn loop_bounds(
        &mut self,
        ty: Ty,
        lo: &ast::Expr,
        hi: &ast::Expr,
        step: Option<&ast::Expr>,
    ) -> Option<(Expr, Expr, Option<Expr>)> {
        let bound = |ck: &mut Self, e: &ast::Expr| -> Option<Expr> {
            let x = ck.check_expr(e)?;
            if !x.ty.is_numeric() {
                ck.error(
                    e.span,
                    format!("DO loop bounds must be numeric, found {}", x.ty),
                );
                return None;
            }
            Some(ck.convert(x, ty))
        };
        let lo = bound(self, lo);
        let hi = bound(self, hi);
        let step = match step {
            Some(s) => {
                let st = bound(self, s)?;
                if let Some(Const::Int(0)) = st.as_const() {
                    self.error(s.span, "the DO step must not be zero");
                    return None;
                }
                Some(st)
            }
            None => None,
        };
        Some((lo?, hi?, step))
    }

    fn check_do(
        &mut self,
        d: &ast::DoConstruct,
        label: Option<ast::Label>,
        span: Span,
        out: &mut Vec<hir::Stmt>,
    ) {
        self.keep_label(out, label, span);
        let id = self.new_loop_id();
        let construct = self.new_construct_id();
        let mut head = Vec::new();
        let (kind, var) = match &d.control {
            DoControl::Counted { var, lo, hi, step } => {
                let v = self.do_variable(var);
                let ty = v.map(|v| self.scope.get(v).ty).unwrap_or(Ty::I4);
                let bounds = self.loop_bounds(ty, lo, hi, step.as_ref());
                match (v, bounds) {
                    (Some(v), Some((lo, hi, step))) => {
                        if let Some(frame) = &mut self.parallel {
                            if !frame.nested_do_vars.contains(&v) {
                                frame.nested_do_vars.push(v);
                            }
                        }
                        (
                            Some(LoopKind::Counted {
                                var: v,
                                lo,
                                hi,
                                step,
                            }),
                            Some(v),
                        )
                    }
                    _ => (None, None),
                }
            }
            DoControl::While(c) => {
                let outer = std::mem::take(&mut self.pre_stmts);
                let cond = self.condition(c, "DO WHILE");
                let pre = std::mem::replace(&mut self.pre_stmts, outer);
                match cond {
                    // A condition that needs statements (`ANY(A > 0)`) is evaluated at the
                    // top of each iteration: `DO; pre; IF (.NOT. cond) EXIT; body; END DO`.
                    Some(cond) if !pre.is_empty() => {
                        head = pre;
                        let not = Expr {
                            span: cond.span,
                            ty: Ty::L4,
                            kind: hir::ExprKind::Unary(hir::UnOp::Not, Box::new(cond)),
                        };
                        head.push(hir::Stmt {
                            label: None,
                            kind: hir::StmtKind::If(Box::new(IfStmt {
                                id: self.new_construct_id(),
                                cond: not,
                                then_body: vec![hir::Stmt {
                                    label: None,
                                    kind: hir::StmtKind::Exit(id),
                                    span,
                                }],
                                else_body: Vec::new(),
                                structured: true,
                            })),
                            span,
                        });
                        (Some(LoopKind::Forever), None)
                    }
                    cond => (cond.map(LoopKind::While), None),
                }
            }
            DoControl::Forever => (Some(LoopKind::Forever), None),
        };
        self.loops.push(LoopFrame {
            id,
            var,
            parallel: false,
            name: d.name.as_ref().map(|n| n.text.clone()),
            construct: false,
        });
        let mut body = head;
        body.extend(self.check_block(&d.body));
        self.loops.pop();
        if let Some((end_span, Some(l))) = &d.end {
            body.push(continue_stmt(l.value, *end_span));
        }
        if let Some(kind) = kind {
            let lp = Loop {
                id,
                construct,
                kind,
                body,
                structured: true,
            };
            out.push(hir::Stmt {
                label: None,
                kind: hir::StmtKind::Loop(Box::new(lp)),
                span,
            });
        }
    }

    fn check_if(
        &mut self,
        c: &ast::IfConstruct,
        label: Option<ast::Label>,
        span: Span,
        out: &mut Vec<hir::Stmt>,
    ) {
        self.keep_label(out, label, span);
        if let Some(st) = &c.select_type {
            return self.check_select_type(c, st, out);
        }
        let selector = c.selector.as_ref().and_then(|e| self.selector_value(e));
        let mut arms = Vec::with_capacity(c.branches.len());
        for (k, b) in c.branches.iter().enumerate() {
            // What an ELSE IF condition hoists (a function's value and its arguments' copy
            // back) runs where the condition is tested: in the ELSE of the branch before.
            let outer = (k > 0).then(|| std::mem::take(&mut self.pre_stmts));
            let saved = std::mem::replace(&mut self.case_selector, selector.clone());
            let cond = self.condition(&b.cond, "IF");
            self.case_selector = saved;
            let pre = match outer {
                Some(outer) => std::mem::replace(&mut self.pre_stmts, outer),
                None => Vec::new(),
            };
            let body = self.check_block(&b.body);
            arms.push((cond, body, b.head, pre));
        }
        let mut else_body = match &c.else_branch {
            Some(e) => self.check_block(&e.body),
            None => Vec::new(),
        };
        let mut ok = true;
        for (cond, then_body, head, mut pre) in arms.into_iter().rev() {
            let Some(cond) = cond else {
                ok = false;
                continue;
            };
            let id = self.new_construct_id();
            let node = hir::Stmt {
                label: None,
                kind: hir::StmtKind::If(Box::new(IfStmt {
                    id,
                    cond,
                    then_body,
                    else_body: std::mem::take(&mut else_body),
                    structured: true,
                })),
                span: head,
            };
            pre.push(node);
            else_body = pre;
        }
        if ok {
            out.extend(else_body);
        }
        if let Some(l) = c.end.1 {
            out.push(continue_stmt(l.value, c.end.0));
        }
    }

    /// A SELECT CASE selector that is more than a variable or a constant (`f(s%x)`), of a
    /// type other than CHARACTER: evaluated once into a temporary before the first CASE, its
    /// span and the temporary's value; `None` where the conditions evaluate it themselves.
    fn selector_value(&mut self, e: &ast::Expr) -> Option<(Span, Expr)> {
        let simple = match &e.kind {
            ast::ExprKind::Designator(d) => d.args.is_none() && d.parts.is_empty(),
            ast::ExprKind::Int(_) | ast::ExprKind::Logical(_) | ast::ExprKind::Str(_) => true,
            _ => false,
        };
        if simple {
            return None;
        }
        let value = self.check_expr(e)?;
        if !matches!(value.ty, Ty::Int(_) | Ty::Logical(_)) {
            return None;
        }
        let t = self.fresh_hidden("select.value", value.ty);
        let ty = value.ty;
        self.pre_stmts.push(hir::Stmt {
            label: None,
            kind: hir::StmtKind::Assign {
                target: Place::Scalar(t),
                value,
            },
            span: e.span,
        });
        let load = Expr {
            kind: hir::ExprKind::Load(t),
            ty,
            span: e.span,
        };
        Some((e.span, load))
    }

    fn check_executable_directive(
        &mut self,
        d: &ast::Directive,
        label: Option<ast::Label>,
        out: &mut Vec<hir::Stmt>,
    ) {
        if self.parallel.is_some() {
            self.error(
                d.span,
                "DVMH directives are not allowed inside a parallel loop",
            );
            return;
        }
        match &d.kind {
            DirectiveKind::Actual(vars) | DirectiveKind::GetActual(vars) => {
                let get = matches!(d.kind, DirectiveKind::GetActual(_));
                let word = if get { "GET_ACTUAL" } else { "ACTUAL" };
                if self.in_host_section && !get {
                    self.error(d.span, "ACTUAL is not allowed inside a HOST_SECTION");
                    return;
                }
                if self.in_region && !self.in_host_section {
                    let msg = if get {
                        "GET_ACTUAL is allowed inside a REGION only in a HOST_SECTION".to_string()
                    } else {
                        format!("{word} is not allowed inside a REGION")
                    };
                    self.error(d.span, msg);
                    return;
                }
                let vars = vars.as_ref().map(|list| {
                    list.iter()
                        .filter_map(|r| self.actual_var(r, word))
                        .collect::<Vec<_>>()
                });
                self.push(out, label, hir::StmtKind::Actual { get, vars }, d.span);
            }
            // Remote groups are fetched synchronously where a loop names them (see
            // `remote.rs`): PREFETCH and RESET have nothing left to do.
            DirectiveKind::Prefetch(g) | DirectiveKind::Reset(g) => {
                self.is_remote_group(g);
                self.keep_label(out, label, d.span);
            }
            DirectiveKind::RemoteAccess(_) => self.error(
                d.span,
                "a REMOTE_ACCESS directive must come before the statement it applies to",
            ),
            DirectiveKind::Redistribute { items, new_value }
                if self.remap_allowed(d.span, "REDISTRIBUTE") =>
            {
                let remaps = self.check_redistribute(items, *new_value);
                self.remaps(out, label, remaps, d.span);
            }
            DirectiveKind::Realign { items, new_value }
                if self.remap_allowed(d.span, "REALIGN") =>
            {
                let remaps = self.check_realign(items, *new_value);
                self.remaps(out, label, remaps, d.span);
            }
            // Block directives: the construct builder makes them constructs and reports the
            // unmatched ones, so none reaches this point.
            DirectiveKind::HostSection | DirectiveKind::EndHostSection => {}
            DirectiveKind::Unsupported(_) => self.error(
                d.span,
                format!("the {} directive is not supported yet", d.kind.name()),
            ),
            // Asynchronous groups run synchronously (see `groups.rs`): nothing is left here
            // but to check the names.
            DirectiveKind::ShadowGroup { group, specs } => {
                self.define_shadow_group(group, specs);
                self.keep_label(out, label, d.span);
            }
            DirectiveKind::ShadowStart(g) => {
                let _ = self.shadow_group(g);
                self.keep_label(out, label, d.span);
            }
            // A standalone wait renews the group's edges here, for the loops that follow.
            DirectiveKind::ShadowWait(g) => {
                let mut arrays = Vec::new();
                for s in self.shadow_group(g).unwrap_or_default() {
                    if let Some(r) = self.renewed_array(&s, EdgeClause::ShadowRenew) {
                        arrays.push((r.array, r.corner));
                        self.standalone_renewals.retain(|x| x.array != r.array);
                        self.standalone_renewals.push(r);
                    }
                }
                if arrays.is_empty() {
                    self.keep_label(out, label, d.span);
                } else {
                    self.push(out, label, hir::StmtKind::ShadowRenew(arrays), d.span);
                }
            }
            DirectiveKind::ReductionStart(g) | DirectiveKind::ReductionWait(g) => {
                self.is_reduction_group(g);
                self.keep_label(out, label, d.span);
            }
            // Every process waits for all the others.
            DirectiveKind::Barrier => {
                let call = hir::RuntimeCall {
                    entry: "dvmh_barrier",
                    args: Vec::new(),
                };
                self.push(out, label, hir::StmtKind::RuntimeCall(call), d.span);
            }
            // Statistics intervals mark code for performance reports; they do not change what
            // the program computes, and the statistics do not report them separately yet.
            DirectiveKind::Interval(_) | DirectiveKind::EndInterval => {
                self.keep_label(out, label, d.span)
            }
            // Misplaced declarative directives and unmatched END REGION were reported by the
            // construct builder; PARALLEL is handled by `check_block`.
            _ => {}
        }
    }

    /// The statements of a REDISTRIBUTE or REALIGN (one per array); the label goes to the
    /// first, or stays on its own when every item was rejected.
    fn remaps(
        &mut self,
        out: &mut Vec<hir::Stmt>,
        label: Option<ast::Label>,
        remaps: Vec<hir::StmtKind>,
        span: Span,
    ) {
        if remaps.is_empty() {
            self.keep_label(out, label, span);
        }
        let mut label = label;
        for kind in remaps {
            self.push(out, label.take(), kind, span);
        }
    }

    /// A variable named in a data clause (ACTUAL, REGION IN/OUT, ...).
    /// A variable of ACTUAL / GET_ACTUAL with its section, if it names one: one subscript or
    /// `lo:hi` range (INTEGER expressions) per dimension of an array.
    pub(super) fn actual_var(
        &mut self,
        r: &crate::directives::ast::DataRange,
        word: &str,
    ) -> Option<hir::ActualVar> {
        let sym = self.data_variable(&r.name, word)?;
        let Some(ranges) = &r.ranges else {
            return Some(hir::ActualVar { sym, section: None });
        };
        let rank = match &self.scope.get(sym).kind {
            SymbolKind::Array(info) => info.dims.len(),
            _ => 0,
        };
        if ranges.len() != rank {
            let msg = if rank == 0 {
                format!(
                    "'{}' in {word} is not an array: it has no section",
                    r.name.text
                )
            } else {
                format!(
                    "the section of '{}' in {word} has {} subscript{} but '{}' has rank {rank}",
                    r.name.text,
                    ranges.len(),
                    if ranges.len() == 1 { "" } else { "s" },
                    r.name.text
                )
            };
            self.error(r.span, msg);
            return None;
        }
        let mut section = Vec::with_capacity(rank);
        for (lo, hi) in ranges {
            let lo = self.section_subscript(lo, word)?;
            let hi = match hi {
                Some(hi) => self.section_subscript(hi, word)?,
                None => lo.clone(),
            };
            section.push((lo, hi));
        }
        Some(hir::ActualVar {
            sym,
            section: Some(section),
        })
    }

    pub fn data_variable(&mut self, name: &ast::Name, word: &str) -> Option<SymId> {
        let Some(id) = self.scope.lookup(&name.text) else {
            self.error(
                name.span,
                format!("unknown variable '{}' in {word}", name.text),
            );
            return None;
        };
        if matches!(self.scope.get(id).kind, SymbolKind::Constant(_)) {
            self.error(
                name.span,
                format!(
                    "'{}' in {word} is a named constant, not a variable",
                    name.text
                ),
            );
            return None;
        }
        Some(id)
    }
}

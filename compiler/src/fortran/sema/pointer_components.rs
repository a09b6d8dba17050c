//! Array POINTER components (`type t; real, pointer :: p(:) => null(); end type`).
//!
//! A reference through one (`s%p`, `list(k)%p(i)`, `s%p(2:n:2)`, `SIZE(s%p)`,
//! `ALLOCATE(s%p(n))`, `s%p => a`, `s%p(i)%x`) is checked as a reference to an *alias*: a
//! hidden array-pointer symbol that stands for the component as a whole, whose descriptor is
//! the one inside the structure (`hir::Unit::component_arrays`), located afresh at each use,
//! so that `list(k)%p` follows `k`. Each statement's references are rewritten to their aliases
//! before the statement is checked, so sections, inquiries, ALLOCATE and DEALLOCATE, pointer
//! assignment, ASSOCIATED, actual arguments, array expressions and I/O treat the component as
//! they treat any array pointer, with no code of their own. An alias is named after the text
//! of the reference up to the component (`list(k)%p`): that is how messages name it, and the
//! same text in another statement of the unit denotes the same component, so it shares the
//! alias. A deferred-length CHARACTER component (`CHARACTER(LEN=:), ALLOCATABLE :: name`)
//! is aliased the same way, by a deferred-length ALLOCATABLE scalar.

use super::derived::DEFERRED_CHAR_COMPONENT;
use super::Checker;
use crate::fortran::ast::{self, OutputItem, StmtKind};
use crate::fortran::hir::{ArrayInfo, CharLen, Symbol, SymbolKind, Ty};
use crate::name::Name;

/// What rewriting a statement's references gave.
pub(super) enum Aliased {
    /// No reference through an array POINTER component.
    Unchanged,
    Rewritten(Box<ast::Stmt>),
    /// An error was reported.
    Failed,
}

impl Checker<'_> {
    /// `s` with its own references (not those of the statements nested in it) through array
    /// POINTER components replaced by their aliases.
    pub(super) fn alias_pointer_components(&mut self, s: &ast::Stmt) -> Aliased {
        // Most programs have no such component: their statements are checked as written,
        // without a copy (machine-generated expressions nest thousands deep).
        if !self.types.any_array_components() && !self.types.any_procedure_components() {
            return Aliased::Unchanged;
        }
        let candidate = match &s.kind {
            StmtKind::If(c) => c.branches.iter().any(|b| has_parts(&b.cond)),
            StmtKind::Do(d) => match &d.control {
                ast::DoControl::Counted { lo, hi, step, .. } => {
                    has_parts(lo) || has_parts(hi) || step.as_ref().is_some_and(has_parts)
                }
                ast::DoControl::While(c) => has_parts(c),
                ast::DoControl::Forever => false,
            },
            StmtKind::Assign { .. }
            | StmtKind::PointerAssign { .. }
            | StmtKind::Allocate(_)
            | StmtKind::Deallocate(_)
            | StmtKind::Nullify(_)
            | StmtKind::Call { .. }
            | StmtKind::TypeBoundCall { .. }
            | StmtKind::Print(_)
            | StmtKind::Write(_)
            | StmtKind::Read(_)
            | StmtKind::LogicalIf { .. } => true,
            _ => false,
        };
        if !candidate {
            return Aliased::Unchanged;
        }
        let mut out = s.clone();
        match self.rewrite_stmt(&mut out.kind) {
            Ok(true) => Aliased::Rewritten(Box::new(out)),
            Ok(false) => Aliased::Unchanged,
            Err(()) => Aliased::Failed,
        }
    }

    fn rewrite_stmt(&mut self, kind: &mut StmtKind) -> Result<bool, ()> {
        let mut changed = false;
        match kind {
            StmtKind::If(c) => {
                for b in &mut c.branches {
                    changed |= self.rewrite_expr(&mut b.cond)?;
                }
            }
            StmtKind::Do(d) => match &mut d.control {
                ast::DoControl::Counted { lo, hi, step, .. } => {
                    changed |= self.rewrite_expr(lo)?;
                    changed |= self.rewrite_expr(hi)?;
                    if let Some(st) = step {
                        changed |= self.rewrite_expr(st)?;
                    }
                }
                ast::DoControl::While(c) => {
                    let saved = self
                        .procedure_component_context
                        .replace("a DO WHILE condition");
                    let rewritten = self.rewrite_expr(c);
                    self.procedure_component_context = saved;
                    changed |= rewritten?;
                }
                ast::DoControl::Forever => {}
            },
            StmtKind::Assign { lhs, rhs } => {
                changed |= self.rewrite_designator(lhs)?;
                changed |= self.rewrite_expr(rhs)?;
            }
            // A procedure pointer component associated here takes its new target after.
            StmtKind::PointerAssign { lhs, rhs } => {
                changed |= self.rewrite_designator(lhs)?;
                changed |= self.procedure_component_alias(lhs, true)?;
                changed |= self.rewrite_expr(rhs)?;
            }
            StmtKind::Nullify(args) => {
                for a in args {
                    if let ast::ExprKind::Designator(d) = &mut a.value.kind {
                        changed |= self.rewrite_designator(d)?;
                        changed |= self.procedure_component_alias(d, true)?;
                    }
                }
            }
            StmtKind::Allocate(args) | StmtKind::Deallocate(args) | StmtKind::Call { args, .. } => {
                for a in args {
                    changed |= self.rewrite_expr(&mut a.value)?;
                }
            }
            StmtKind::TypeBoundCall {
                object,
                binding,
                args,
            } => {
                for a in args.iter_mut() {
                    changed |= self.rewrite_expr(&mut a.value)?;
                }
                changed |= self.rewrite_designator(object)?;
                if let Some(call) = self.procedure_component_call(object, binding, args)? {
                    *kind = call;
                    changed = true;
                }
            }
            StmtKind::Print(p) => {
                changed |= self.rewrite_io_value(&mut p.format)?;
                changed |= self.rewrite_items(&mut p.items)?;
            }
            StmtKind::Write(w) => {
                for c in &mut w.controls {
                    changed |= self.rewrite_io_value(&mut c.value)?;
                }
                changed |= self.rewrite_items(&mut w.items)?;
            }
            StmtKind::Read(r) => {
                for c in &mut r.controls {
                    changed |= self.rewrite_io_value(&mut c.value)?;
                }
                changed |= self.rewrite_items(&mut r.items)?;
            }
            // The action statement is checked (and rewritten) on its own.
            StmtKind::LogicalIf { cond, .. } => changed |= self.rewrite_expr(cond)?,
            _ => {}
        }
        Ok(changed)
    }

    fn rewrite_io_value(&mut self, v: &mut ast::IoValue) -> Result<bool, ()> {
        match v {
            ast::IoValue::Expr(e) => self.rewrite_expr(e),
            ast::IoValue::Star(_) => Ok(false),
        }
    }

    fn rewrite_items(&mut self, items: &mut [OutputItem]) -> Result<bool, ()> {
        let mut changed = false;
        for item in items {
            match item {
                OutputItem::Expr(e) => changed |= self.rewrite_expr(e)?,
                OutputItem::ImpliedDo(d) => {
                    let saved = self.procedure_component_context.replace("an implied DO");
                    let rewritten = self.rewrite_items(&mut d.items);
                    self.procedure_component_context = saved;
                    changed |= rewritten?;
                    changed |= self.rewrite_expr(&mut d.lo)?;
                    changed |= self.rewrite_expr(&mut d.hi)?;
                    if let Some(st) = &mut d.step {
                        changed |= self.rewrite_expr(st)?;
                    }
                }
            }
        }
        Ok(changed)
    }

    fn rewrite_expr(&mut self, e: &mut ast::Expr) -> Result<bool, ()> {
        let mut changed = false;
        match &mut e.kind {
            ast::ExprKind::Designator(d) => {
                changed |= self.rewrite_designator(d)?;
                changed |= self.procedure_component_alias(d, false)?;
            }
            ast::ExprKind::Unary(_, a) | ast::ExprKind::Paren(a) => {
                changed |= self.rewrite_expr(a)?
            }
            ast::ExprKind::Binary(_, a, b) | ast::ExprKind::Complex(a, b) => {
                changed |= self.rewrite_expr(a)?;
                changed |= self.rewrite_expr(b)?;
            }
            ast::ExprKind::Range(lo, hi) => {
                for x in [lo, hi].into_iter().flatten() {
                    changed |= self.rewrite_expr(x)?;
                }
            }
            ast::ExprKind::Triplet(lo, hi, st) => {
                for x in [lo, hi].into_iter().flatten() {
                    changed |= self.rewrite_expr(x)?;
                }
                changed |= self.rewrite_expr(st)?;
            }
            ast::ExprKind::Constructor(items) | ast::ExprKind::TypedConstructor(_, items) => {
                changed |= self.rewrite_items(items)?
            }
            ast::ExprKind::Int(_)
            | ast::ExprKind::Real(_)
            | ast::ExprKind::Str(_)
            | ast::ExprKind::Logical(_) => {}
        }
        Ok(changed)
    }

    /// Rewrites the subscripts of `d`, then `d` itself while one of its parts is an array
    /// POINTER component: `a%b(i)%p(j)%c` becomes `<a%b(i)%p>(j)%c`.
    fn rewrite_designator(&mut self, d: &mut ast::Designator) -> Result<bool, ()> {
        let mut changed = false;
        for a in d.args.iter_mut().flatten() {
            changed |= self.rewrite_expr(&mut a.value)?;
        }
        if let Some(s) = &mut d.substring {
            changed |= self.rewrite_expr(&mut s.value)?;
        }
        for p in &mut d.parts {
            for a in p.args.iter_mut().flatten() {
                changed |= self.rewrite_expr(&mut a.value)?;
            }
            if let Some(s) = &mut p.substring {
                changed |= self.rewrite_expr(&mut s.value)?;
            }
        }
        while let Some((k, rank, allocatable)) = self.first_pointer_array_part(d) {
            let alias = self.component_alias(d, k, rank, allocatable)?;
            let rest = d.parts.split_off(k + 1);
            let Some(part) = d.parts.pop() else {
                return Err(());
            };
            let span = d.name.span.to(part.name.span);
            *d = ast::Designator {
                name: Name::new(alias, span),
                args: part.args,
                substring: part.substring,
                parts: rest,
                span: d.span,
            };
            changed = true;
        }
        Ok(changed)
    }

    /// The first part of `d` that names an array POINTER or ALLOCATABLE component, its rank
    /// and whether it is ALLOCATABLE.
    fn first_pointer_array_part(&self, d: &ast::Designator) -> Option<(usize, usize, bool)> {
        if d.parts.is_empty() {
            return None;
        }
        let id = self.scope.lookup(&d.name.text)?;
        let sym = self.scope.get(id);
        if !matches!(sym.kind, SymbolKind::Scalar | SymbolKind::Array(_)) {
            return None;
        }
        let mut ty = sym.ty;
        for (k, p) in d.parts.iter().enumerate() {
            let c = self.types.of(ty)?.component(&p.name.text)?;
            if c.rank > 0 || c.is_deferred_char() {
                return Some((k, c.rank, c.allocatable));
            }
            ty = c.ty;
        }
        None
    }

    /// The name of the alias of `d` up to its part `k`, an array POINTER component (made on
    /// first use); of an ALLOCATABLE component, the alias is an allocatable array.
    fn component_alias(
        &mut self,
        d: &ast::Designator,
        k: usize,
        rank: usize,
        allocatable: bool,
    ) -> Result<String, ()> {
        let mut prefix = d.clone();
        prefix.parts.truncate(k + 1);
        prefix.substring = None;
        if let Some(last) = prefix.parts.last_mut() {
            last.args = None;
            last.substring = None;
        }
        let key = designator_text(&prefix)
            .unwrap_or_else(|| format!("{}%{}.{}", d.name.text, k, self.scope.symbols.len()));
        if self.component_aliases.contains_key(&key) {
            return Ok(key);
        }
        if self.parallel.is_some() {
            self.error(
                d.span,
                format!(
                    "the array {} component '{key}' cannot be used in a parallel loop yet",
                    if allocatable {
                        "ALLOCATABLE"
                    } else {
                        "POINTER"
                    }
                ),
            );
            return Err(());
        }
        self.whole_pointer_component = true;
        let field = self.follow_parts(&prefix, true);
        self.whole_pointer_component = false;
        let (f, _) = field.ok_or(())?;
        if f.ty == Ty::Char && f.char_len == DEFERRED_CHAR_COMPONENT {
            // A deferred-length CHARACTER component: the alias is a deferred-length
            // ALLOCATABLE scalar (`deferred_chars`) whose descriptor is the component's.
            let id = self.scope.add(Symbol {
                name: key.clone(),
                ty: Ty::Char,
                kind: SymbolKind::Scalar,
                span: d.span,
                dummy: None,
                saved: false,
                common: None,
                char_len: Some(CharLen::Deferred),
                pointer: true,
                target: false,
            });
            self.mark_allocatable_scalar(&Name::new(key.clone(), d.span));
            self.component_arrays.insert(id, f);
            self.component_aliases.insert(key.clone(), id);
            return Ok(key);
        }
        let id = self.scope.add(Symbol {
            name: key.clone(),
            ty: f.ty,
            kind: SymbolKind::Array(ArrayInfo {
                dims: vec![(1, 1); rank],
                adjustable: None,
                dist: None,
                allocatable: true,
                assumed_shape: false,
            }),
            span: d.span,
            dummy: None,
            saved: false,
            common: None,
            char_len: (f.ty == Ty::Char).then_some(CharLen::Const(f.char_len)),
            pointer: !allocatable,
            target: false,
        });
        self.set_run_time_bounds(id);
        self.component_arrays.insert(id, f);
        self.component_aliases.insert(key.clone(), id);
        Ok(key)
    }
}

/// Whether a designator in `e` has component parts.
fn has_parts(e: &ast::Expr) -> bool {
    match &e.kind {
        ast::ExprKind::Designator(d) => {
            !d.parts.is_empty() || d.args.iter().flatten().any(|a| has_parts(&a.value))
        }
        ast::ExprKind::Unary(_, a) | ast::ExprKind::Paren(a) => has_parts(a),
        ast::ExprKind::Binary(_, a, b) | ast::ExprKind::Complex(a, b) => {
            has_parts(a) || has_parts(b)
        }
        _ => false,
    }
}

/// The text of a designator whose subscripts are simple expressions (`list(k+1)%p`);
/// `None` for others.
pub(super) fn designator_text(d: &ast::Designator) -> Option<String> {
    let mut out = d.name.text.clone();
    args_text(d.args.as_deref(), &mut out)?;
    for p in &d.parts {
        out.push('%');
        out.push_str(&p.name.text);
        args_text(p.args.as_deref(), &mut out)?;
    }
    Some(out)
}

fn args_text(args: Option<&[ast::Arg]>, out: &mut String) -> Option<()> {
    let Some(args) = args else {
        return Some(());
    };
    out.push('(');
    for (k, a) in args.iter().enumerate() {
        if k > 0 {
            out.push(',');
        }
        if a.keyword.is_some() {
            return None;
        }
        expr_text(&a.value, out)?;
    }
    out.push(')');
    Some(())
}

fn expr_text(e: &ast::Expr, out: &mut String) -> Option<()> {
    match &e.kind {
        ast::ExprKind::Int(i) => out.push_str(&i.digits),
        ast::ExprKind::Designator(d) if d.substring.is_none() => out.push_str(&designator_text(d)?),
        ast::ExprKind::Paren(a) => {
            out.push('(');
            expr_text(a, out)?;
            out.push(')');
        }
        ast::ExprKind::Unary(ast::UnaryOp::Minus, a) => {
            out.push('-');
            expr_text(a, out)?;
        }
        ast::ExprKind::Binary(op, a, b)
            if matches!(
                op,
                ast::BinaryOp::Add | ast::BinaryOp::Sub | ast::BinaryOp::Mul | ast::BinaryOp::Div
            ) =>
        {
            expr_text(a, out)?;
            out.push_str(op.spelling());
            expr_text(b, out)?;
        }
        _ => return None,
    }
    Some(())
}

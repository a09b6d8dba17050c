//! SELECT TYPE (Fortran 2003): an IF construct over the selector's dynamic type tag (see
//! `dispatch`).
//!
//! The construct builder leaves SELECT TYPE as an IF construct whose branches are the TYPE IS
//! and CLASS IS blocks in source order and whose ELSE is CLASS DEFAULT. Here each branch's
//! condition becomes a test of the selector's tag: `tag == id` for TYPE IS, and for CLASS IS
//! a call of the compilation's `__dvmh_extends(tag, id)` (defined by the lowering from every
//! type's parent, `lower/dispatch.rs`, so extensions defined in later units count too). The
//! standard picks a TYPE IS first, then the CLASS IS of the nearest ancestor: TYPE IS
//! branches are tested first, then CLASS IS ones deepest type first (the ancestors of one
//! type form a chain, so the first that matches is the nearest).
//!
//! Inside a block the associate name (the selector's own name without `assoc =>`) is a new
//! scalar POINTER of the guard's type associated with the selector's object (whose address
//! is the extension's object: the parent part comes first), so the extension's components
//! and bindings are reachable; in a CLASS IS or CLASS DEFAULT block it is polymorphic and its
//! tag is the selector's. The name refers to that pointer until the block ends, then to
//! what it named before.

use super::dispatch::TAG;
use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::{
    self, Actual, Const, Expr, ExprKind, IfStmt, PointerObj, PointerValue, SymId, Symbol,
    SymbolKind, Ty,
};
use crate::source::Span;

/// The global of the function that tells whether one type tag extends another.
pub(super) const EXTENDS: &str = "__dvmh_extends";

/// The tag of an intrinsic type (a CLASS(*) object's dynamic type): negative, unlike the
/// derived types' ids.
pub(super) fn intrinsic_tag(ty: Ty) -> i64 {
    match ty {
        Ty::Int(k) => -10 - i64::from(k),
        Ty::Real(k) => -20 - i64::from(k),
        Ty::Complex(k) => -30 - i64::from(k),
        Ty::Logical(k) => -40 - i64::from(k),
        Ty::Char => -51,
        Ty::Derived(d) => i64::from(d.id),
    }
}

/// What one guard selects.
struct Guard {
    /// The tag test (`None`: a branch never taken).
    test: Option<(Ty, bool)>,
}

impl Checker<'_> {
    /// SELECT TYPE: the IF construct `c` with the guards of `st`.
    pub(super) fn check_select_type(
        &mut self,
        c: &ast::IfConstruct,
        st: &ast::SelectType,
        out: &mut Vec<hir::Stmt>,
    ) {
        let Some((sel, sel_tag, declared, assoc)) = self.type_selector(st) else {
            return;
        };
        let mut guards = Vec::with_capacity(st.guards.len());
        for g in &st.guards {
            let test = match g {
                ast::TypeGuard::Never => None,
                ast::TypeGuard::TypeIs(ts) | ast::TypeGuard::ClassIs(ts) => {
                    let class = matches!(g, ast::TypeGuard::ClassIs(_));
                    match self.guard_type(ts, declared, class) {
                        Some(ty) => Some((ty, class)),
                        None => return,
                    }
                }
            };
            guards.push(Guard { test });
        }
        // TYPE IS first, then CLASS IS deepest first.
        let mut order: Vec<usize> = (0..guards.len().min(c.branches.len())).collect();
        order.sort_by_key(|&k| match guards[k].test {
            Some((_, false)) | None => (0, 0),
            Some((ty, true)) => (1, usize::MAX - self.type_depth(ty)),
        });
        let mut arms = Vec::with_capacity(order.len());
        for k in order {
            let b = &c.branches[k];
            let cond = match guards[k].test {
                None => const_logical(false, b.head),
                Some((ty, class)) => self.tag_test(sel_tag, ty, class, b.head),
            };
            let body =
                self.associated_block(&assoc, sel, sel_tag, guards[k].test, declared, &b.body);
            arms.push((cond, body, b.head));
        }
        let mut else_body = match &c.else_branch {
            Some(e) => self.associated_block(&assoc, sel, sel_tag, None, declared, &e.body),
            None => Vec::new(),
        };
        for (cond, then_body, head) in arms.into_iter().rev() {
            let id = self.new_construct_id();
            else_body = vec![hir::Stmt {
                label: None,
                kind: hir::StmtKind::If(Box::new(IfStmt {
                    id,
                    cond,
                    then_body,
                    else_body: std::mem::take(&mut else_body),
                    structured: true,
                })),
                span: head,
            }];
        }
        out.extend(else_body);
        if let Some(l) = c.end.1 {
            out.push(super::stmts::continue_stmt(l.value, c.end.0));
        }
    }

    /// The selector: its symbol, its tag's symbol, its declared type and the associate name.
    fn type_selector(&mut self, st: &ast::SelectType) -> Option<(SymId, SymId, Ty, ast::Name)> {
        let d = match &st.selector.kind {
            ast::ExprKind::Designator(d) if self.is_polymorphic(d) => d,
            _ => {
                self.error(
                    st.selector.span,
                    "the selector of SELECT TYPE must be a polymorphic (CLASS) variable: a CLASS dummy argument, pointer or allocatable",
                );
                return None;
            }
        };
        let sel = self.scope.lookup(&d.name.text)?;
        let tag = self.scope.lookup(&format!("{}{TAG}", d.name.text))?;
        let declared = self.scope.get(sel).ty;
        let assoc = st.assoc.clone().unwrap_or_else(|| d.name.clone());
        Some((sel, tag, declared, assoc))
    }

    /// The type a guard names, checked against the selector's declared type.
    fn guard_type(&mut self, ts: &ast::TypeSpec, declared: Ty, class: bool) -> Option<Ty> {
        let ty = self.type_of_spec(ts)?;
        let unlimited = self.types.of(declared).is_none();
        match ty {
            Ty::Derived(_) if unlimited || self.type_depth_to(ty, declared).is_some() => Some(ty),
            Ty::Derived(_) => {
                let (t, d) = (self.type_name(ty), self.type_name(declared));
                self.error(
                    ts.span,
                    format!("{t} does not extend the selector's declared type {d}, so no object of it can be selected here"),
                );
                None
            }
            _ if class => {
                self.error(ts.span, "CLASS IS needs a derived type");
                None
            }
            _ if !unlimited => {
                let d = self.type_name(declared);
                self.error(
                    ts.span,
                    format!("TYPE IS ({ty}) needs an unlimited polymorphic (CLASS(*)) selector; this one is of class {d}"),
                );
                None
            }
            _ => Some(ty),
        }
    }

    /// How many parents `ty` has.
    fn type_depth(&self, ty: Ty) -> usize {
        let mut depth = 0;
        let mut cur = self.types.of(ty).cloned();
        while let Some(def) = cur {
            if def.parent.is_none() {
                break;
            }
            depth += 1;
            cur = def
                .components
                .first()
                .and_then(|c| self.types.of(c.ty))
                .cloned();
        }
        depth
    }

    /// How many steps up from `ty` its ancestor `ancestor` is (`None`: not an ancestor).
    pub(super) fn type_depth_to(&self, ty: Ty, ancestor: Ty) -> Option<usize> {
        let target = self.types.of(ancestor)?.id;
        let mut cur = self.types.of(ty).cloned();
        let mut steps = 0;
        while let Some(def) = cur {
            if def.id == target {
                return Some(steps);
            }
            def.parent.as_ref()?;
            steps += 1;
            cur = def
                .components
                .first()
                .and_then(|c| self.types.of(c.ty))
                .cloned();
        }
        None
    }

    /// Whether the tag in `tag` is `ty` (or, with `class`, extends it).
    fn tag_test(&mut self, tag: SymId, ty: Ty, class: bool, span: Span) -> Expr {
        let load = Expr {
            kind: ExprKind::Load(tag),
            ty: Ty::I8,
            span,
        };
        let id = Expr {
            kind: ExprKind::Const(Const::Int(intrinsic_tag(ty))),
            ty: Ty::I8,
            span,
        };
        if !class {
            return Expr {
                kind: ExprKind::Binary(hir::BinOp::Eq, Box::new(load), Box::new(id)),
                ty: Ty::L4,
                span,
            };
        }
        self.extends_call(load, id, span)
    }

    /// `__dvmh_extends(tag, ancestor) /= 0`: whether the type `tag` extends (or is) `ancestor`.
    pub(super) fn extends_call(&mut self, tag: Expr, ancestor: Expr, span: Span) -> Expr {
        super::dispatch::use_extends();
        let sig = |name: &str| hir::DummySig {
            name: name.to_string(),
            ty: Ty::I8,
            rank: 0,
            assumed_shape: false,
            optional: false,
            pointer: false,
            allocatable: false,
            read_only: true,
            value: true,
        };
        let proc = self.scope.add_unnamed(Symbol {
            name: EXTENDS.to_string(),
            ty: Ty::I4,
            kind: SymbolKind::Procedure(hir::Procedure {
                global: EXTENDS.to_string(),
                role: hir::ProcRole::Function,
                interface: Some(std::rc::Rc::new(hir::Interface {
                    dummies: vec![sig("tag"), sig("ancestor")],
                    pointer_result: None,
                    array_result: None,
                    elemental: false,
                })),
                specifics: Vec::new(),
                pointer: None,
            }),
            span,
            dummy: None,
            saved: false,
            common: None,
            char_len: None,
            pointer: false,
            target: false,
        });
        let call = Expr {
            kind: ExprKind::Call(hir::Call {
                proc,
                args: vec![Actual::Value(tag), Actual::Value(ancestor)],
                result: None,
            }),
            ty: Ty::I4,
            span,
        };
        let zero = Expr {
            kind: ExprKind::Const(Const::Int(0)),
            ty: Ty::I4,
            span,
        };
        Expr {
            kind: ExprKind::Binary(hir::BinOp::Ne, Box::new(call), Box::new(zero)),
            ty: Ty::L4,
            span,
        }
    }

    /// One block of the construct with the associate name `assoc` bound to the selector's
    /// object as `guard` says (`None`: CLASS DEFAULT, the declared type, polymorphic).
    fn associated_block(
        &mut self,
        assoc: &ast::Name,
        sel: SymId,
        sel_tag: SymId,
        guard: Option<(Ty, bool)>,
        declared: Ty,
        body: &[ast::Stmt],
    ) -> Vec<hir::Stmt> {
        let (ty, polymorphic) = match guard {
            Some((ty, class)) => (ty, class),
            None => (declared, true),
        };
        let tag_name = format!("{}{TAG}", assoc.text);
        let before = (self.scope.lookup(&assoc.text), self.scope.lookup(&tag_name));
        let char_len = match ty {
            Ty::Char => self.scope.get(sel).char_len,
            _ => None,
        };
        let id = self.hidden_scalar_pointer(&assoc.text, ty, char_len, assoc.span);
        let mut out = vec![hir::Stmt {
            label: None,
            kind: hir::StmtKind::PointerAssign {
                pointer: PointerObj::Var(id),
                value: PointerValue::Scalar(Actual::Var(sel)),
                bounds: Vec::new(),
            },
            span: assoc.span,
        }];
        if polymorphic {
            let tag = self.tag_symbol(tag_name.clone(), assoc.span, None);
            out.push(hir::Stmt {
                label: None,
                kind: hir::StmtKind::Assign {
                    target: hir::Place::Scalar(tag),
                    value: Expr {
                        kind: ExprKind::Load(sel_tag),
                        ty: Ty::I8,
                        span: assoc.span,
                    },
                },
                span: assoc.span,
            });
        } else {
            self.scope.forget(&tag_name);
        }
        out.extend(self.check_block(body));
        self.scope.rebind(&assoc.text, before.0);
        self.scope.rebind(&tag_name, before.1);
        out
    }
}

fn const_logical(v: bool, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Const(Const::Logical(v)),
        ty: Ty::L4,
        span,
    }
}

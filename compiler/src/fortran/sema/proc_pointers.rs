//! Procedure pointers and PROCEDURE declarations (Fortran 2003): `PROCEDURE(iface), POINTER
//! :: p => NULL()`, `p => f`, calls through `p`, ASSOCIATED and NULLIFY of it, passing it to
//! a dummy procedure; and `PROCEDURE(iface) :: f` of a dummy argument (a dummy procedure with
//! `iface`'s interface).
//!
//! A procedure pointer is a procedure symbol with the interface of `iface` (an abstract
//! interface, an interface body or a procedure with an explicit interface) whose target
//! lives in a hidden INTEGER(8) scalar `p.ptr` of the same unit: the address of the
//! procedure it is associated with, 0 when disassociated (also before the first pointer
//! assignment: the scalar starts at 0, as a DATA-initialized variable). A call through it is
//! a call through that address, as a dummy procedure's call is through the address its
//! caller passed (`lower::calls`), so arguments are passed by the interface's rules.
//! `p => f` stores f's address (ExprKind::ProcAddress), `p => q` copies q's.

use super::Checker;
use crate::fortran::ast::{self, NULL_INIT};
use crate::fortran::hir::{
    self, BinOp, Const, Expr, ExprKind, Interface, Place, ProcRole, Procedure, SymId, Symbol,
    SymbolKind, Ty,
};
use crate::name::Name;
use crate::source::Span;
use std::rc::Rc;

/// The suffix of the hidden scalar that holds a procedure pointer's target.
const SLOT: &str = ".ptr";

/// What a PROCEDURE declaration's interface gives each name it declares.
pub(super) struct Iface {
    pub role: ProcRole,
    pub ty: Ty,
    pub char_len: Option<hir::CharLen>,
    pub interface: Option<Rc<Interface>>,
}

impl Checker<'_> {
    /// `PROCEDURE([iface]) [, attrs] :: names` in a specification part.
    pub(super) fn procedure_declaration(&mut self, d: &ast::ProcedureDecl) {
        for (a, arg) in &d.attrs {
            let ok = matches!(
                (a.text.as_str(), arg),
                ("pointer" | "save" | "public" | "private" | "optional", None)
                    | ("intent", Some(_))
            );
            if !ok {
                self.error(
                    a.span,
                    format!(
                        "{} is not an attribute of a procedure pointer or dummy procedure (expected POINTER, INTENT, OPTIONAL, SAVE, PUBLIC or PRIVATE; PASS and NOPASS are for components)",
                        a.upper()
                    ),
                );
                return;
            }
        }
        let Some(iface) = self.declared_interface(d.iface.as_ref()) else {
            return;
        };
        let pointer = d.has("pointer");
        for (name, init) in &d.entities {
            let dummy = self
                .scope
                .lookup(&name.text)
                .filter(|&id| self.scope.get(id).dummy.is_some());
            if let Some(id) = dummy {
                if pointer {
                    self.error(
                        name.span,
                        format!(
                            "'{}': procedure pointer dummy arguments are not supported yet (declare it PROCEDURE({}) without POINTER to pass the target)",
                            name.text,
                            d.iface.as_ref().map_or("", |i| i.text.as_str())
                        ),
                    );
                    continue;
                }
                self.make_dummy_procedure(id, name, iface.role, iface.ty, iface.interface.clone());
                continue;
            }
            if !pointer {
                self.error(
                    name.span,
                    format!(
                        "'{}' is declared PROCEDURE(...) but is neither a dummy argument nor a POINTER (declare external procedures with an interface body)",
                        name.text
                    ),
                );
                continue;
            }
            if let Some(t) = init.as_ref().filter(|t| t.text != NULL_INIT) {
                self.error(
                    t.span,
                    format!(
                        "'{}': a procedure pointer is initialized with '=> NULL()' here; associate it with '{}' by a pointer assignment",
                        name.text, t.text
                    ),
                );
                continue;
            }
            if self.unit_kind == hir::UnitKind::Module {
                self.error(
                    name.span,
                    format!(
                        "'{}': module procedure pointers are not supported yet (declare it in the procedure or main program that uses it, or make it a component)",
                        name.text
                    ),
                );
                continue;
            }
            self.declare_procedure_pointer(name, &iface);
        }
    }

    /// What an interface name that `PROCEDURE(iface)` may name gives: an abstract interface,
    /// interface body or procedure with an explicit interface (`None`: `iface` is none).
    pub(super) fn explicit_interface(&self, iface: &Name) -> Option<Iface> {
        let id = self.scope.lookup(&iface.text)?;
        match self.scope.get(id) {
            Symbol {
                kind: SymbolKind::Procedure(p),
                ty,
                char_len,
                ..
            } if p.specifics.is_empty() && p.interface.is_some() && p.pointer.is_none() => {
                Some(Iface {
                    role: p.role,
                    ty: *ty,
                    char_len: *char_len,
                    interface: p.interface.clone(),
                })
            }
            _ => None,
        }
    }

    /// The role, type and interface that `PROCEDURE(iface)` gives (`None` after an error).
    fn declared_interface(&mut self, iface: Option<&Name>) -> Option<Iface> {
        let Some(iface) = iface else {
            return Some(Iface {
                role: ProcRole::Unknown,
                ty: Ty::R4,
                char_len: None,
                interface: None,
            });
        };
        match self.explicit_interface(iface) {
            Some(found) => Some(found),
            None => {
                self.error(
                    iface.span,
                    format!(
                        "PROCEDURE({}): '{}' is not an abstract interface, interface body or procedure with an explicit interface here",
                        iface.upper(),
                        iface.text
                    ),
                );
                None
            }
        }
    }

    /// Declares the procedure pointer `name` and its hidden target scalar.
    fn declare_procedure_pointer(&mut self, name: &Name, iface: &Iface) {
        if !self.may_declare(name) {
            return;
        }
        if let Some(id) = self.scope.lookup(&name.text) {
            let sym = self.scope.get(id);
            let untyped = matches!(sym.kind, SymbolKind::Scalar)
                && !self.scope.explicitly_typed.contains(&id);
            if !untyped {
                self.error(name.span, format!("'{}' is already declared", name.text));
                return;
            }
            self.scope.forget(&name.text);
        }
        let slot = self.scope.add(Symbol {
            pointer: false,
            target: false,
            name: format!("{}{SLOT}", name.text),
            ty: Ty::I8,
            kind: SymbolKind::Scalar,
            span: name.span,
            dummy: None,
            saved: true,
            common: None,
            char_len: None,
        });
        self.scope.explicitly_typed.insert(slot);
        self.data.insert(slot, vec![(0, Const::Int(0))]);
        let id = self.scope.add(Symbol {
            pointer: false,
            target: false,
            name: name.text.clone(),
            ty: iface.ty,
            kind: SymbolKind::Procedure(Procedure {
                global: format!("{}.ptr.{}", self.unit_global, name.text),
                role: iface.role,
                interface: iface.interface.clone(),
                specifics: Vec::new(),
                pointer: Some(slot),
            }),
            span: name.span,
            dummy: None,
            saved: false,
            common: None,
            char_len: iface.char_len,
        });
        self.scope.explicitly_typed.insert(id);
    }

    /// The procedure pointer `d` names, with its target scalar (`None`: not one).
    fn procedure_pointer(&self, d: &ast::Designator) -> Option<(SymId, SymId)> {
        if !d.parts.is_empty() || d.substring.is_some() {
            return None;
        }
        let id = self.scope.lookup(&d.name.text)?;
        match &self.scope.get(id).kind {
            SymbolKind::Procedure(p) => p.pointer.map(|slot| (id, slot)),
            _ => None,
        }
    }

    /// `p => f`, `p => q`, `p => NULL()` of a procedure pointer `p` (`None`: `p` is not
    /// one; `Some(None)` after an error).
    pub(super) fn procedure_pointer_assign(
        &mut self,
        lhs: &ast::Designator,
        rhs: &ast::Expr,
    ) -> Option<Option<hir::StmtKind>> {
        let (id, slot) = self.procedure_pointer(lhs)?;
        if lhs.args.is_some() {
            self.error(
                lhs.span,
                format!("the procedure pointer '{}' takes no bounds", lhs.name.text),
            );
            return Some(None);
        }
        let value = self.procedure_target(id, rhs, "pointer assignment");
        Some(value.map(|value| hir::StmtKind::Assign {
            target: Place::Scalar(slot),
            value,
        }))
    }

    /// The address a procedure pointer `id` is associated with by `=> rhs`, checked against
    /// its interface (`None` after an error).
    fn procedure_target(&mut self, id: SymId, rhs: &ast::Expr, what: &str) -> Option<Expr> {
        let span = rhs.span;
        let name = self.scope.get(id).name.clone();
        let ast::ExprKind::Designator(d) = &rhs.kind else {
            self.error(
                span,
                format!("the target of the procedure pointer '{name}' in a {what} must be a procedure, a procedure pointer or NULL()"),
            );
            return None;
        };
        if d.name.text == "null" && d.args.as_ref().is_some_and(|a| a.is_empty()) {
            return Some(int8(0, span));
        }
        let target = self
            .scope
            .lookup(&d.name.text)
            .filter(|_| d.args.is_none() && d.parts.is_empty());
        let (tid, tp) = match target.map(|t| (t, &self.scope.get(t).kind)) {
            Some((t, SymbolKind::Procedure(p))) if p.specifics.is_empty() => (t, p.clone()),
            _ => {
                self.error(
                    span,
                    format!(
                        "the target of the procedure pointer '{name}' in a {what} must be a procedure, a procedure pointer or NULL(); '{}' is none here",
                        d.name.text
                    ),
                );
                return None;
            }
        };
        if !self.procedures_agree(id, tid, span) {
            return None;
        }
        Some(match tp.pointer {
            Some(slot) => Expr {
                kind: ExprKind::Load(slot),
                ty: Ty::I8,
                span,
            },
            None => Expr {
                kind: ExprKind::ProcAddress(tid),
                ty: Ty::I8,
                span,
            },
        })
    }

    /// Whether the target procedure `t` fits the procedure pointer `p` (reported if not):
    /// both functions of one type or both subroutines, and where both interfaces are known,
    /// the same number of arguments with the same ranks. (Argument types are not compared:
    /// a dummy procedure's type in a module procedure's interface is not known yet when the
    /// module's procedures are declared.)
    fn procedures_agree(&mut self, p: SymId, t: SymId, span: Span) -> bool {
        let (ps, ts) = (self.scope.get(p).clone(), self.scope.get(t).clone());
        let (SymbolKind::Procedure(pp), SymbolKind::Procedure(tp)) = (&ps.kind, &ts.kind) else {
            return false;
        };
        let role = |r: ProcRole| match r {
            ProcRole::Subroutine => "a subroutine",
            _ => "a function",
        };
        let known = pp.role != ProcRole::Unknown && tp.role != ProcRole::Unknown;
        if known && pp.role != tp.role {
            self.error(
                span,
                format!(
                    "the procedure pointer '{}' is {} but '{}' is {}",
                    ps.name,
                    role(pp.role),
                    ts.name,
                    role(tp.role)
                ),
            );
            return false;
        }
        if known && pp.role == ProcRole::Function && ps.ty != ts.ty {
            self.error(
                span,
                format!(
                    "the procedure pointer '{}' is a {} function but '{}' returns {}",
                    ps.name, ps.ty, ts.name, ts.ty
                ),
            );
            return false;
        }
        if let (Some(pi), Some(ti)) = (&pp.interface, &tp.interface) {
            if pi.dummies.len() != ti.dummies.len() {
                self.error(
                    span,
                    format!(
                        "the interface of the procedure pointer '{}' has {} arguments but '{}' has {}",
                        ps.name,
                        pi.dummies.len(),
                        ts.name,
                        ti.dummies.len()
                    ),
                );
                return false;
            }
            for (k, (a, b)) in pi.dummies.iter().zip(&ti.dummies).enumerate() {
                if a.rank != b.rank {
                    self.error(
                        span,
                        format!(
                            "argument {} of '{}' has rank {}, but of the procedure pointer '{}' rank {}",
                            k + 1,
                            ts.name,
                            b.rank,
                            ps.name,
                            a.rank
                        ),
                    );
                    return false;
                }
            }
        }
        true
    }

    /// NULLIFY of the procedure pointers among `args`: their statements go to
    /// `post_stmts`, the other arguments are returned for the ordinary NULLIFY.
    pub(super) fn nullify_procedure_pointers(&mut self, args: &[ast::Arg]) -> Vec<ast::Arg> {
        let mut rest = Vec::new();
        for a in args {
            let pp = match &a.value.kind {
                ast::ExprKind::Designator(d) if a.keyword.is_none() => self.procedure_pointer(d),
                _ => None,
            };
            // First among the statements after it: a procedure pointer component's hidden
            // pointer is copied back into its structure after (see `proc_components`).
            match pp {
                Some((_, slot)) => self.post_stmts.insert(
                    0,
                    hir::Stmt {
                        label: None,
                        kind: hir::StmtKind::Assign {
                            target: Place::Scalar(slot),
                            value: int8(0, a.value.span),
                        },
                        span: a.value.span,
                    },
                ),
                None => rest.push(a.clone()),
            }
        }
        rest
    }

    /// `ASSOCIATED(p [, f])` of a procedure pointer `p` (`None`: `p` is not one;
    /// `Some(None)` after an error).
    pub(super) fn procedure_associated(
        &mut self,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Option<Expr>> {
        let first = args.first()?;
        let ast::ExprKind::Designator(d) = &first.value.kind else {
            return None;
        };
        let (id, slot) = self.procedure_pointer(d)?;
        let load = Expr {
            kind: ExprKind::Load(slot),
            ty: Ty::I8,
            span: first.value.span,
        };
        let (op, other) = match args {
            [_] => (BinOp::Ne, int8(0, span)),
            [_, t] => match self.procedure_target(id, &t.value, "ASSOCIATED") {
                Some(v) => (BinOp::Eq, v),
                None => return Some(None),
            },
            _ => {
                self.error(span, "ASSOCIATED takes a pointer and an optional target");
                return Some(None);
            }
        };
        // ASSOCIATED(p, q) is false when q is disassociated too.
        let test = Expr {
            kind: ExprKind::Binary(op, Box::new(load.clone()), Box::new(other)),
            ty: Ty::L4,
            span,
        };
        if op == BinOp::Ne {
            return Some(Some(test));
        }
        let set = Expr {
            kind: ExprKind::Binary(BinOp::Ne, Box::new(load), Box::new(int8(0, span))),
            ty: Ty::L4,
            span,
        };
        Some(Some(Expr {
            kind: ExprKind::Binary(BinOp::And, Box::new(test), Box::new(set)),
            ty: Ty::L4,
            span,
        }))
    }
}

/// The INTEGER(8) constant `v`.
fn int8(v: i64, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Const(Const::Int(v)),
        ty: Ty::I8,
        span,
    }
}

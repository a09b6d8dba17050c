//! ALLOCATABLE array dummies (`real, allocatable, intent(inout) :: a(:)`).
//!
//! The caller passes the descriptor of its own allocatable array (a variable, a dummy of its
//! own, or an allocatable component through its alias, see `pointer_components`), and the
//! callee's symbol uses that descriptor as its own, as a POINTER dummy does
//! (`lower::storage`): so ALLOCATE, DEALLOCATE and MOVE_ALLOC in the callee change the
//! caller's array, and nothing is freed on return. The interface marks such a dummy
//! `pointer` (a descriptor is passed) and `allocatable` (what the actual must be). An
//! INTENT(OUT) one is deallocated on entry, as the standard requires (an ALLOCATABLE
//! scalar dummy too).

use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::{self, Actual, PointerObj, SymbolKind, ALLOCATABLE_SCALAR_MARK};
use crate::name::Name;
use crate::source::Span;

impl Checker<'_> {
    /// The actual argument of the ALLOCATABLE dummy `dummy` (argument `position` of
    /// `callee`): a whole allocatable array of the dummy's type and rank.
    pub(super) fn allocatable_actual(
        &mut self,
        e: &ast::Expr,
        dummy: &hir::DummySig,
        position: usize,
        callee: &str,
    ) -> Option<Actual> {
        let id = match &e.kind {
            ast::ExprKind::Designator(d)
                if d.parts.is_empty() && d.args.is_none() && d.substring.is_none() =>
            {
                self.scope.lookup(&d.name.text)
            }
            _ => None,
        };
        let array = id.filter(|&id| {
            let sym = self.scope.get(id);
            !sym.pointer && matches!(&sym.kind, SymbolKind::Array(info) if info.allocatable && info.dist.is_none())
        });
        let Some(id) = array else {
            self.error(
                e.span,
                format!(
                    "argument {position} of '{callee}' must be an ALLOCATABLE array: its dummy '{}' is one",
                    dummy.name
                ),
            );
            return None;
        };
        let sym = self.scope.get(id);
        let rank = match &sym.kind {
            SymbolKind::Array(info) => info.rank(),
            _ => 0,
        };
        if rank != dummy.rank || sym.ty != dummy.ty {
            let message = format!(
                "argument {position} of '{callee}' is an ALLOCATABLE {} array of rank {rank}, but its dummy '{}' is {} of rank {}",
                sym.ty, dummy.name, dummy.ty, dummy.rank
            );
            self.error(e.span, message);
            return None;
        }
        self.scope.used_as_variable.insert(id);
        Some(Actual::Pointer(PointerObj::Var(id)))
    }

    /// On entry: the INTENT(OUT) ALLOCATABLE array and scalar dummies deallocated where allocated (an
    /// absent OPTIONAL one left alone).
    pub(super) fn deallocate_intent_out_dummies(&mut self) -> Vec<hir::Stmt> {
        let mut ids: Vec<_> = self
            .scope
            .intent_out
            .iter()
            .copied()
            .filter(|&id| {
                let sym = self.scope.get(id);
                // An ALLOCATABLE scalar (a deferred-length CHARACTER one among them) is a
                // POINTER with the hidden mark (`alloc_scalars`).
                let scalar = sym.pointer
                    && matches!(sym.kind, SymbolKind::Scalar)
                    && self
                        .scope
                        .lookup(&format!("{}{ALLOCATABLE_SCALAR_MARK}", sym.name))
                        .is_some();
                sym.dummy.is_some()
                    && (scalar
                        || !sym.pointer
                            && matches!(&sym.kind, SymbolKind::Array(info) if info.allocatable))
            })
            .collect();
        ids.sort();
        let stmts: Vec<ast::Stmt> = ids
            .into_iter()
            .map(|id| {
                let sym = self.scope.get(id);
                let name = Name::new(sym.name.clone(), sym.span);
                let stmt = deallocate_if_allocated(&name, sym.span);
                if self.scope.optional.contains(&id) {
                    if_holds("present", &name, stmt, sym.span)
                } else {
                    stmt
                }
            })
            .collect();
        if stmts.is_empty() {
            return Vec::new();
        }
        self.check_block(&stmts)
    }
}

/// `IF (ALLOCATED(x)) DEALLOCATE (x)`.
fn deallocate_if_allocated(x: &Name, span: Span) -> ast::Stmt {
    let dealloc = ast::Stmt {
        label: None,
        kind: ast::StmtKind::Deallocate(vec![argument(x)]),
        span,
    };
    if_holds("allocated", x, dealloc, span)
}

/// `IF (inquiry(x)) stmt`.
fn if_holds(inquiry: &str, x: &Name, stmt: ast::Stmt, span: Span) -> ast::Stmt {
    let cond = ast::Expr {
        kind: ast::ExprKind::Designator(ast::Designator {
            name: Name::new(inquiry, x.span),
            args: Some(vec![argument(x)]),
            substring: None,
            parts: Vec::new(),
            span: x.span,
        }),
        span: x.span,
    };
    ast::Stmt {
        label: None,
        kind: ast::StmtKind::LogicalIf {
            cond,
            stmt: Box::new(stmt),
        },
        span,
    }
}

/// `x` as an argument.
fn argument(x: &Name) -> ast::Arg {
    ast::Arg {
        keyword: None,
        value: ast::Expr {
            kind: ast::ExprKind::Designator(ast::Designator {
                name: x.clone(),
                args: None,
                substring: None,
                parts: Vec::new(),
                span: x.span,
            }),
            span: x.span,
        },
    }
}

//! Defined operations and defined assignment. `a .dot. b` reaches here as a reference to the
//! generic `operator(.dot.)` (see `fortran/operators.rs`); `a + b` and `a = b` are checked
//! against an `INTERFACE OPERATOR(+)` / `INTERFACE ASSIGNMENT(=)` in scope before their
//! intrinsic meaning: when exactly one specific procedure takes the operands (by type, kind
//! and rank, as `generics.rs` resolves any generic), the operation is a call of it, so
//! argument passing and everything after are those of an ordinary call. When none fits, the
//! intrinsic meaning (and its diagnostics) applies: an interface cannot redefine an
//! intrinsic operation anyway.

use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::{Expr, ProcRole, StmtKind, SymId, SymbolKind};
use crate::fortran::operators;
use crate::name::Name;
use crate::source::Span;

impl Checker<'_> {
    /// The generic of the operator or assignment interface `name`, if one is visible.
    fn operator_interface(&self, name: &str) -> Option<SymId> {
        let id = self.scope.lookup(name)?;
        match &self.scope.get(id).kind {
            SymbolKind::Procedure(p) if !p.specifics.is_empty() => Some(id),
            _ => None,
        }
    }

    /// `.word. a` or `a .word. b`, parsed as the reference `d` to the operator's generic.
    pub fn defined_operation(&mut self, d: &ast::Designator, args: &[ast::Arg]) -> Option<Expr> {
        if self.operator_interface(&d.name.text).is_none() {
            let shown = operators::display(&d.name.text);
            let word = shown
                .strip_prefix("OPERATOR(")
                .and_then(|w| w.strip_suffix(')'))
                .unwrap_or(&shown)
                .to_string();
            self.error(
                d.span,
                format!("unknown operator '{word}': no INTERFACE {shown} is visible here"),
            );
            return None;
        }
        self.function_reference(&d.name, args, d.span)
    }

    /// Whether an `INTERFACE OPERATOR` extends the intrinsic binary operator `op`.
    pub fn binary_is_extended(&self, op: ast::BinaryOp) -> bool {
        self.operator_interface(&operators::binary_generic(op))
            .is_some()
    }

    /// `a op b` with an intrinsic operator: the call of the `INTERFACE OPERATOR(op)`
    /// specific that takes the operands; `None` when none does (the intrinsic meaning then).
    pub fn extended_binary(
        &mut self,
        op: ast::BinaryOp,
        a: &ast::Expr,
        b: &ast::Expr,
        span: Span,
    ) -> Option<Option<Expr>> {
        self.extended(operators::binary_generic(op), &[a, b], span)
    }

    /// `op a` with an intrinsic unary operator, as [`Self::extended_binary`].
    pub fn extended_unary(
        &mut self,
        op: ast::UnaryOp,
        a: &ast::Expr,
        span: Span,
    ) -> Option<Option<Expr>> {
        self.extended(operators::unary_generic(op), &[a], span)
    }

    fn extended(
        &mut self,
        generic: String,
        operands: &[&ast::Expr],
        span: Span,
    ) -> Option<Option<Expr>> {
        let id = self.operator_interface(&generic)?;
        let args = arguments(operands);
        if !self.generic_fits(id, &args, ProcRole::Function) {
            return None;
        }
        let name = Name::new(generic, span);
        Some(self.function_reference(&name, &args, span))
    }

    /// `lhs = rhs` where an `INTERFACE ASSIGNMENT(=)` specific takes the two sides: the
    /// call of that subroutine; `None` when none does (intrinsic assignment then).
    pub fn defined_assignment(
        &mut self,
        lhs: &ast::Designator,
        rhs: &ast::Expr,
        span: Span,
    ) -> Option<Option<StmtKind>> {
        let id = self.operator_interface(operators::ASSIGNMENT)?;
        let target = ast::Expr {
            kind: ast::ExprKind::Designator(lhs.clone()),
            span: lhs.span,
        };
        let args = arguments(&[&target, rhs]);
        if !self.generic_fits(id, &args, ProcRole::Subroutine) {
            return None;
        }
        let name = Name::new(operators::ASSIGNMENT, span);
        Some(self.check_call(&name, &args).map(StmtKind::Call))
    }
}

fn arguments(operands: &[&ast::Expr]) -> Vec<ast::Arg> {
    operands
        .iter()
        .map(|e| ast::Arg {
            keyword: None,
            value: (*e).clone(),
        })
        .collect()
}

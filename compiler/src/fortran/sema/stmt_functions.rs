//! Statement functions (`F(X, Y) = X**2 + Y`): one-line functions defined after the
//! declarations and before the first executable statement.
//!
//! A reference is expanded in place: the actual arguments are checked (each must have the type
//! of its dummy name), the body is checked with those names bound to them, and the result is
//! converted to the function's type — what a call would compute, without one.

use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::{Expr, SymbolKind};
use crate::name::Name;
use crate::source::Span;

/// A statement function's definition.
#[derive(Clone, Debug)]
pub struct StmtFunction {
    pub dummies: Vec<Name>,
    pub body: ast::Expr,
    /// Its body names it (reported at the definition; references are dropped quietly).
    pub recursive: bool,
}

impl Checker<'_> {
    /// Takes the statement function definitions at the start of `body`; returns how many
    /// statements they are.
    pub(super) fn collect_statement_functions(&mut self, body: &[ast::Stmt]) -> usize {
        let mut n = 0;
        for s in body {
            let ast::StmtKind::Assign { lhs, rhs } = &s.kind else {
                break;
            };
            let (Some(args), None) = (&lhs.args, &lhs.substring) else {
                break;
            };
            if super::intrinsic_subs::is_serial_stand_in(&lhs.name.text, args) {
                n += 1;
                continue;
            }
            if let Some(id) = self.scope.lookup(&lhs.name.text) {
                if !matches!(self.scope.get(id).kind, SymbolKind::Scalar) {
                    break;
                }
                if self.scalar_substring_range(lhs).is_some() {
                    break;
                }
            }
            let mut dummies: Vec<Name> = Vec::with_capacity(args.len());
            for a in args {
                match &a.value.kind {
                    ast::ExprKind::Designator(ast::Designator {
                        name,
                        args: None,
                        substring: None,
                        ..
                    }) if a.keyword.is_none() => {
                        if dummies.iter().any(|d| d.text == name.text) {
                            self.error(
                                name.span,
                                format!("'{}' is a dummy argument twice", name.text),
                            );
                        }
                        dummies.push(name.clone());
                    }
                    _ => {
                        self.error(
                            a.value.span,
                            "a statement function's dummy arguments must be names",
                        );
                    }
                }
            }
            if s.label.is_some() {
                self.error(
                    s.span,
                    "a statement function definition cannot have a label",
                );
            }
            let recursive = rhs.mentions(&lhs.name.text);
            if recursive {
                self.error(
                    lhs.name.span,
                    format!("statement function '{}' is recursive", lhs.name.text),
                );
            }
            // The function's name gets its type like a variable would.
            let _ = self.scope.resolve(&lhs.name, self.diags);
            self.stmt_functions.insert(
                lhs.name.text.clone(),
                StmtFunction {
                    dummies,
                    body: rhs.clone(),
                    recursive,
                },
            );
            n += 1;
        }
        n
    }

    /// A reference to statement function `name`, expanded.
    pub(super) fn statement_function_reference(
        &mut self,
        name: &Name,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Expr> {
        let f = self.stmt_functions.get(&name.text)?.clone();
        if f.recursive {
            return None;
        }
        if args.len() != f.dummies.len() {
            let n = f.dummies.len();
            self.error(
                span,
                format!(
                    "statement function '{}' takes {n} argument{}, but {} given",
                    name.text,
                    if n == 1 { "" } else { "s" },
                    args.len()
                ),
            );
            return None;
        }
        // A statement function may not reference itself, directly or through another one
        // (F2008 12.6.4): the expansion would never end.
        if self.stmt_fn_expanding.contains(&name.text) {
            self.error(
                span,
                format!("statement function '{}' is recursive", name.text),
            );
            return None;
        }
        let mut bound = Vec::with_capacity(args.len());
        for (a, d) in args.iter().zip(&f.dummies) {
            let x = self.check_expr(&a.value)?;
            let ty = self
                .scope
                .lookup(&d.text)
                .map(|id| self.scope.get(id).ty)
                .or_else(|| self.scope.implicit_type(&d.text));
            let Some(ty) = ty else {
                self.scope.report_untyped(d, self.diags);
                return None;
            };
            // As for a procedure, the actual argument must have the dummy's type (F2008
            // 12.6.4): no conversion.
            if x.ty != ty {
                self.error(
                    x.span,
                    format!(
                        "argument of type {} given for dummy '{}' of type {ty} of statement function '{}'",
                        x.ty, d.text, name.text
                    ),
                );
                return None;
            }
            bound.push((d.text.clone(), x));
        }
        let depth = self.stmt_fn_env.len();
        self.stmt_fn_env.extend(bound);
        self.stmt_fn_expanding.push(name.text.clone());
        let value = self.check_expr(&f.body);
        self.stmt_fn_expanding.pop();
        self.stmt_fn_env.truncate(depth);
        let value = value?;
        let ty = self
            .scope
            .lookup(&name.text)
            .map(|id| self.scope.get(id).ty)?;
        let what = format!("the result of statement function '{}'", name.text);
        let mut v = self.convert_for_assignment(value, ty, &what)?;
        v.span = span;
        Some(v)
    }

    /// A statement function's name used as a value (without arguments): an error.
    pub(super) fn statement_function_without_arguments(&mut self, name: &Name) -> bool {
        if !self.stmt_functions.contains_key(&name.text)
            || self.statement_function_dummy(&name.text).is_some()
        {
            return false;
        }
        self.error(
            name.span,
            format!("statement function '{}' needs an argument list", name.text),
        );
        true
    }

    /// The value a dummy name of the statement function being expanded stands for.
    pub(super) fn statement_function_dummy(&self, name: &str) -> Option<Expr> {
        self.stmt_fn_env
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, e)| e.clone())
    }
}

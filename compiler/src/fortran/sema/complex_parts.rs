//! The complex part designators of Fortran 2008: `z%re` and `z%im` of a COMPLEX variable,
//! array, section or component, read and assigned.
//!
//! Reading one is REAL/AIMAG of the designator (elemental over an array). Assigning one
//! replaces the whole COMPLEX value with the new part and the other part it had:
//! `z%re = x` is `z = CMPLX(REAL(x, k), AIMAG(z), k)`, so arrays, sections and components
//! take the ordinary (elemental) assignment path. A derived type may have components
//! named `re` or `im`: only a designator whose base is of a COMPLEX type is a part.

use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::{self, Expr, Intrinsic, Ty};
use crate::name::Name;
use crate::source::Span;

/// Which part of a COMPLEX value a designator names.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    Re,
    Im,
}

impl Checker<'_> {
    /// `base%RE` or `base%IM` with `base` of a COMPLEX type: `base`, the part, and the type.
    fn complex_part(&self, d: &ast::Designator) -> Option<(ast::Designator, Part, Ty)> {
        let (last, head) = d.parts.split_last()?;
        if last.args.is_some() || last.substring.is_some() || !last.parts.is_empty() {
            return None;
        }
        let part = match last.name.text.as_str() {
            "re" => Part::Re,
            "im" => Part::Im,
            _ => return None,
        };
        let mut ty = self.scope.get(self.scope.lookup(&d.name.text)?).ty;
        for p in head {
            ty = self.types.of(ty)?.component(&p.name.text)?.ty;
        }
        if !ty.is_complex() {
            return None;
        }
        let base = ast::Designator {
            parts: head.to_vec(),
            span: Span::new(d.span.file, d.span.lo, last.name.span.lo.saturating_sub(1)),
            ..d.clone()
        };
        Some((base, part, ty))
    }

    /// Whether `d` is `z%RE` or `z%IM` of a COMPLEX `z`.
    pub(super) fn is_complex_part(&self, d: &ast::Designator) -> bool {
        self.complex_part(d).is_some()
    }

    /// The value of `z%RE` / `z%IM`, or `None` when `d` is no complex part designator.
    pub(super) fn complex_part_value(&mut self, d: &ast::Designator) -> Option<Option<Expr>> {
        let (base, part, ty) = self.complex_part(d)?;
        let span = d.span;
        let base = ast::Expr {
            span: base.span,
            kind: ast::ExprKind::Designator(base),
        };
        let Some(z) = self.check_expr(&base) else {
            return Some(None);
        };
        Some(Some(match part {
            Part::Re => self.convert(z, ty.part()),
            Part::Im => self.make_intrinsic(Intrinsic::Aimag, vec![z], ty.part(), span),
        }))
    }

    /// `z%RE = x` / `z%IM = x` as the assignment of the whole COMPLEX `z`; `None` when the
    /// target is no complex part designator.
    pub(super) fn complex_part_assignment(
        &mut self,
        lhs: &ast::Designator,
        rhs: &ast::Expr,
        span: Span,
    ) -> Option<Option<hir::StmtKind>> {
        let (base, part, ty) = self.complex_part(lhs)?;
        let kind = match ty {
            Ty::Complex(k) => k as u64,
            _ => return None,
        };
        let at = rhs.span;
        let call = |name: &str, args: Vec<ast::Arg>| ast::Expr {
            kind: ast::ExprKind::Designator(ast::Designator {
                name: Name::new(name, at),
                args: Some(args),
                substring: None,
                parts: Vec::new(),
                span: at,
            }),
            span: at,
        };
        let arg = |value: ast::Expr| ast::Arg {
            keyword: None,
            value,
        };
        let kind_arg = || ast::Arg {
            keyword: Some(Name::new("kind", at)),
            value: ast::Expr {
                kind: ast::ExprKind::Int(ast::IntLit {
                    digits: kind.to_string(),
                    kind: None,
                }),
                span: at,
            },
        };
        let base_expr = ast::Expr {
            kind: ast::ExprKind::Designator(base.clone()),
            span: base.span,
        };
        let new_part = call("real", vec![arg(paren(rhs)), kind_arg()]);
        let (re, im) = match part {
            Part::Re => (new_part, call("aimag", vec![arg(base_expr)])),
            Part::Im => (call("real", vec![arg(base_expr), kind_arg()]), new_part),
        };
        let value = call("cmplx", vec![arg(re), arg(im), kind_arg()]);
        Some(self.check_assign(&base, &value, span))
    }
}

fn paren(e: &ast::Expr) -> ast::Expr {
    ast::Expr {
        kind: ast::ExprKind::Paren(Box::new(e.clone())),
        span: e.span,
    }
}

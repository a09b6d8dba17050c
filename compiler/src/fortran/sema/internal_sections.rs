//! A section of a CHARACTER array as an internal file (`WRITE (lines(2:4), '(A)') ...`,
//! `READ (tab(:, 1), *) ...`): codes that format a table into a block of lines.
//!
//! Only sections contiguous in array element order are accepted (whole leading dimensions,
//! then one range of step 1, then single subscripts): their elements are one run of bytes, so
//! the file is that run, cut into records of one element each, as a whole array is. The unit
//! is the first element of the section and the number of elements.

use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::{IoUnit, SymbolKind, Ty};
use crate::name::Name;
use crate::source::Span;

impl Checker<'_> {
    /// `Some` when `e` is a section of a CHARACTER array: the unit, or `None` after an error.
    pub(super) fn internal_section(
        &mut self,
        e: &ast::Expr,
        d: &ast::Designator,
    ) -> Option<Option<IoUnit>> {
        let args = d.args.as_ref()?;
        if !d.parts.is_empty() || d.substring.is_some() || !args.iter().any(is_range) {
            return None;
        }
        let id = self.scope.lookup(&d.name.text)?;
        let sym = self.scope.get(id);
        let SymbolKind::Array(info) = &sym.kind else {
            return None;
        };
        if sym.ty != Ty::Char {
            return None;
        }
        if info.rank() != args.len() {
            return None;
        }
        let non_contiguous = info.assumed_shape || sym.pointer;
        if self.is_unusable(id, e.span) {
            return Some(None);
        }
        if self.is_distributed_array(id) || non_contiguous {
            self.error(
                e.span,
                "a section of a distributed, POINTER or assumed-shape CHARACTER array as an internal file is not supported",
            );
            return Some(None);
        }
        // The one range that may be partial: the last range; ranges before it must be whole,
        // subscripts only after it.
        let last_range = args.iter().rposition(is_range)?;
        let contiguous = args.iter().enumerate().all(|(k, a)| match &a.value.kind {
            ast::ExprKind::Range(lo, hi) if k < last_range => lo.is_none() && hi.is_none(),
            ast::ExprKind::Range(..) => true,
            ast::ExprKind::Triplet(..) => false,
            _ => k > last_range,
        });
        if !contiguous {
            self.error(
                e.span,
                "an internal file must be a section contiguous in array element order (whole leading dimensions, one range of step 1, then subscripts)",
            );
            return Some(None);
        }
        let span = e.span;
        let mut first = d.clone();
        let mut count: Option<ast::Expr> = None;
        let mut subscripts = Vec::with_capacity(args.len());
        for (k, a) in args.iter().enumerate() {
            let dim = k as i64 + 1;
            let ast::ExprKind::Range(lo, hi) = &a.value.kind else {
                subscripts.push(a.clone());
                continue;
            };
            let lo = lo
                .as_deref()
                .cloned()
                .unwrap_or_else(|| inquiry("lbound", d, dim, span));
            let hi = hi
                .as_deref()
                .cloned()
                .unwrap_or_else(|| inquiry("ubound", d, dim, span));
            let extent = binary(
                ast::BinaryOp::Add,
                binary(ast::BinaryOp::Sub, paren(hi), paren(lo.clone())),
                int_expr(1, span),
            );
            count = Some(match count {
                None => paren(extent),
                Some(c) => binary(ast::BinaryOp::Mul, c, paren(extent)),
            });
            subscripts.push(ast::Arg {
                keyword: None,
                value: lo,
            });
        }
        first.args = Some(subscripts);
        let count = count?;
        let count = call("max", vec![int_expr(0, span), count], span);
        let first = ast::Expr {
            kind: ast::ExprKind::Designator(first),
            span,
        };
        let first = self.check_expr(&first)?;
        let count = self.check_expr(&count)?;
        if !count.ty.is_int() {
            self.error(
                span,
                "the bounds of an internal file's section must be INTEGER",
            );
            return Some(None);
        }
        let count = self.convert(count, Ty::I8);
        Some(Some(IoUnit::InternalSection { first, count }))
    }
}

fn is_range(a: &ast::Arg) -> bool {
    matches!(
        a.value.kind,
        ast::ExprKind::Range(..) | ast::ExprKind::Triplet(..)
    )
}

/// `name(array, dim)`: LBOUND or UBOUND of one dimension of the whole array `d` names.
fn inquiry(name: &str, d: &ast::Designator, dim: i64, span: Span) -> ast::Expr {
    let whole = ast::Designator {
        args: None,
        ..d.clone()
    };
    let array = ast::Expr {
        kind: ast::ExprKind::Designator(whole),
        span,
    };
    call(name, vec![array, int_expr(dim, span)], span)
}

/// The reference `name(args...)` to an intrinsic function, built for a rewritten statement.
pub(super) fn call(name: &str, args: Vec<ast::Expr>, span: Span) -> ast::Expr {
    ast::Expr {
        kind: ast::ExprKind::Designator(ast::Designator {
            name: Name::new(name, span),
            args: Some(
                args.into_iter()
                    .map(|value| ast::Arg {
                        keyword: None,
                        value,
                    })
                    .collect(),
            ),
            substring: None,
            parts: Vec::new(),
            span,
        }),
        span,
    }
}

fn int_expr(v: i64, span: Span) -> ast::Expr {
    super::entries::int_expr(v, span)
}

fn binary(op: ast::BinaryOp, a: ast::Expr, b: ast::Expr) -> ast::Expr {
    let span = a.span;
    ast::Expr {
        kind: ast::ExprKind::Binary(op, Box::new(a), Box::new(b)),
        span,
    }
}

fn paren(e: ast::Expr) -> ast::Expr {
    let span = e.span;
    ast::Expr {
        kind: ast::ExprKind::Paren(Box::new(e)),
        span,
    }
}

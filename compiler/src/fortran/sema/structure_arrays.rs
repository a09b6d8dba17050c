//! Arrays of structures as arrays: `s%x`, `s(2:n:2)%v` and `s%arr(3)` are arrays of one
//! component, one element per structure of the section. They reuse the scalarization of
//! array-component sections in `derived.rs`: the section sits on the structure array's
//! subscripts instead of the component's, and each element is `s(lo + i*step)%x` for the
//! expression's hidden loop variable `i`. Here: the section a designator's array part
//! selects (any array, so that plain sections go along with a component target too).

use super::derived::SectionDim;
use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::SymbolKind;
use crate::name::Name;

/// `name(k)` as a source expression: an inquiry of the array's bound in dimension `k`.
fn bound_call(inquiry: &str, array: &ast::Designator, k: usize) -> ast::Expr {
    let span = array.name.span;
    let arg = |value| ast::Arg {
        keyword: None,
        value,
    };
    let whole = ast::Expr {
        kind: ast::ExprKind::Designator(ast::Designator {
            name: array.name.clone(),
            args: None,
            substring: None,
            parts: Vec::new(),
            span,
        }),
        span,
    };
    let dim = ast::Expr {
        kind: ast::ExprKind::Int(crate::fortran::lexer::IntLit {
            digits: (k + 1).to_string(),
            kind: None,
        }),
        span,
    };
    ast::Expr {
        kind: ast::ExprKind::Designator(ast::Designator {
            name: Name::new(inquiry, span),
            args: Some(vec![arg(whole), arg(dim)]),
            substring: None,
            parts: Vec::new(),
            span,
        }),
        span,
    }
}

fn int_lit(v: i64, span: crate::source::Span) -> ast::Expr {
    let lit = ast::Expr {
        kind: ast::ExprKind::Int(crate::fortran::lexer::IntLit {
            digits: v.unsigned_abs().to_string(),
            kind: None,
        }),
        span,
    };
    if v < 0 {
        ast::Expr {
            kind: ast::ExprKind::Unary(ast::UnaryOp::Minus, Box::new(lit)),
            span,
        }
    } else {
        lit
    }
}

impl Checker<'_> {
    /// Whether `d` is a component reference on a whole array of structures or a section of
    /// one (`s%x`, `s(:)%x`, `s(2:5)%arr(1)`).
    pub(super) fn is_structure_section(&self, d: &ast::Designator) -> bool {
        if d.parts.is_empty() {
            return false;
        }
        let Some(id) = self.scope.lookup(&d.name.text) else {
            return false;
        };
        if !matches!(self.scope.get(id).kind, SymbolKind::Array(_)) {
            return false;
        }
        match &d.args {
            None => true,
            Some(args) => args.iter().any(|a| {
                matches!(
                    a.value.kind,
                    ast::ExprKind::Range(..) | ast::ExprKind::Triplet(..)
                )
            }),
        }
    }

    /// The section `d`'s own subscripts select of its array (every dimension for a whole
    /// array; an omitted bound is the array's, by LBOUND/UBOUND where not constant).
    /// `Ok(None)`: `d` does not name an array section (a scalar, an element, or a rank
    /// mismatch reported elsewhere).
    pub(super) fn array_section_dims(
        &mut self,
        d: &ast::Designator,
    ) -> Result<Option<Vec<SectionDim>>, ()> {
        let Some(id) = self.scope.lookup(&d.name.text) else {
            return Ok(None);
        };
        let sym = self.scope.get(id);
        let SymbolKind::Array(info) = &sym.kind else {
            return Ok(None);
        };
        let rank = info.rank();
        let fixed = info.adjustable.is_none()
            && !info.allocatable
            && !info.assumed_shape
            && !sym.pointer
            && info.dist.is_none();
        let dims = info.dims.clone();
        let span = d.span;
        let bound = |k: usize, upper: bool| {
            if fixed {
                let (lo, hi) = dims[k];
                int_lit(if upper { hi } else { lo }, span)
            } else {
                bound_call(if upper { "ubound" } else { "lbound" }, d, k)
            }
        };
        let whole = |k: usize| SectionDim::Range {
            lo: Box::new(bound(k, false)),
            hi: Box::new(bound(k, true)),
            step: Box::new(int_lit(1, span)),
        };
        let Some(args) = &d.args else {
            return Ok(Some((0..rank).map(whole).collect()));
        };
        if args.len() != rank
            || !args.iter().any(|a| {
                matches!(
                    a.value.kind,
                    ast::ExprKind::Range(..) | ast::ExprKind::Triplet(..)
                )
            })
        {
            return Ok(None);
        }
        let given = |b: &Option<Box<ast::Expr>>, k: usize, upper: bool| match b {
            Some(e) => Box::new((**e).clone()),
            None => Box::new(bound(k, upper)),
        };
        let mut out = Vec::with_capacity(rank);
        for (k, a) in args.iter().enumerate() {
            out.push(match &a.value.kind {
                ast::ExprKind::Range(lo, hi) => SectionDim::Range {
                    lo: given(lo, k, false),
                    hi: given(hi, k, true),
                    step: Box::new(int_lit(1, span)),
                },
                ast::ExprKind::Triplet(lo, hi, st) => SectionDim::Range {
                    lo: given(lo, k, false),
                    hi: given(hi, k, true),
                    step: st.clone(),
                },
                _ => SectionDim::Index,
            });
        }
        Ok(Some(out))
    }
}

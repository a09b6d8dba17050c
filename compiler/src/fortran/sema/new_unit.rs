//! OPEN(NEWUNIT=u, ...) (F2008): the run-time library chooses a negative unit number that
//! is not connected, `u` receives it, and the OPEN is then the ordinary one of UNIT=u.
//!
//! The statement becomes `u = <new unit>` followed by the OPEN with `UNIT=u`; every process
//! gets the same number (the library counts the units it handed out and CLOSE returns them,
//! on every process alike, while only rank 0 touches files).

use super::Checker;
use crate::fortran::ast::{self, FileOpStmt, IoValue};
use crate::fortran::hir::{self, Expr, ExprKind, Query, Ty};
use crate::source::Span;

/// Whether an OPEN names NEWUNIT=.
pub(super) fn has_newunit(f: &FileOpStmt) -> bool {
    f.controls.iter().any(|c| is_newunit(&c.keyword))
}

fn is_newunit(k: &Option<crate::name::Name>) -> bool {
    k.as_ref().is_some_and(|k| k.text == "newunit")
}

impl Checker<'_> {
    /// OPEN with NEWUNIT=: the assignment of the new unit number and the OPEN of that unit
    /// (`None` after an error).
    pub(super) fn new_unit_open(
        &mut self,
        f: &FileOpStmt,
        span: Span,
    ) -> Option<(hir::StmtKind, FileOpStmt)> {
        let (with_unit, keyword): (Vec<&ast::IoControl>, Vec<&ast::IoControl>) =
            f.controls.iter().partition(|c| is_newunit(&c.keyword));
        let by_unit = keyword.iter().enumerate().any(|(k, c)| {
            c.keyword.as_ref().is_some_and(|n| n.text == "unit") || (k == 0 && c.keyword.is_none())
        });
        if by_unit {
            self.error(span, "OPEN takes UNIT= or NEWUNIT=, not both");
            return None;
        }
        let [c] = with_unit.as_slice() else {
            self.error(span, "NEWUNIT= is given twice");
            return None;
        };
        let IoValue::Expr(e) = &c.value else {
            self.error(c.span, "NEWUNIT= needs an INTEGER variable");
            return None;
        };
        let ast::ExprKind::Designator(d) = &e.kind else {
            self.error(c.span, "NEWUNIT= needs an INTEGER variable");
            return None;
        };
        let target = self.place(d)?;
        let ty = self.scope.get(target.symbol()).ty;
        let ty = match (&target, ty) {
            (hir::Place::Field(field), _) => field.ty,
            (_, t) => t,
        };
        if !ty.is_int() {
            self.error(
                c.span,
                format!("NEWUNIT= needs an INTEGER variable, found {ty}"),
            );
            return None;
        }
        let value = Expr {
            kind: ExprKind::Query(Query::NewUnit),
            ty: Ty::I4,
            span: c.span,
        };
        let value = self.convert(value, ty);
        let mut open = f.clone();
        for c in &mut open.controls {
            if is_newunit(&c.keyword) {
                if let Some(k) = &mut c.keyword {
                    k.text = "unit".into();
                }
            }
        }
        Some((hir::StmtKind::Assign { target, value }, open))
    }
}

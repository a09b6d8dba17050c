//! Alternate returns: `SUBROUTINE S(X, *, *)`, `CALL S(X, *10, *20)`, `RETURN 2`, the error
//! exits of Fortran 77 codes.
//!
//! Before the units are checked, a subroutine's `*` dummies become one hidden INTEGER dummy at
//! the end ([`ALT_RETURN_INDEX`]), set to 0 on entry; `RETURN n` stores `n` there and returns.
//! A CALL with `*label` arguments passes a hidden variable in their place and, after the call
//! (and its copy-out), branches as the computed GO TO `GO TO (labels) index` does: on when the
//! index is 0 or out of range. So caller and callee agree on one extra argument, and lowering
//! knows nothing of alternate returns.

use super::entries::{int_expr, integer_decl, name_expr, plain};
use super::Checker;
use crate::diag::Diagnostics;
use crate::fortran::ast::{self, Arg, File, ProgramUnit, Stmt, StmtKind, UnitKind};
use crate::fortran::hir::{self, BinOp, Const, Ty};
use crate::name::Name;
use crate::source::Span;

/// The hidden INTEGER dummy of a subroutine with alternate returns: which one was taken.
pub const ALT_RETURN_INDEX: &str = "dvmh_alt_return_";

/// Gives every procedure of `file` with `*` dummies its hidden index dummy instead.
/// Does a unit of `file` (or a procedure it contains) have alternate returns?
pub fn has_any(file: &File) -> bool {
    fn unit_has(unit: &ProgramUnit) -> bool {
        let dummies = match &unit.kind {
            UnitKind::Subroutine { dummies } | UnitKind::Function { dummies, .. } => dummies,
            _ => return unit.contains.iter().any(unit_has),
        };
        dummies.iter().any(|d| d.text == ast::ALT_RETURN_DUMMY)
            || unit.contains.iter().any(unit_has)
    }
    file.units.iter().any(unit_has)
}

pub fn rewrite(file: &mut File, diags: &mut Diagnostics) {
    for unit in &mut file.units {
        rewrite_unit(unit, diags);
    }
}

fn rewrite_unit(unit: &mut ProgramUnit, diags: &mut Diagnostics) {
    for inner in &mut unit.contains {
        rewrite_unit(inner, diags);
    }
    let (dummies, is_function) = match &mut unit.kind {
        UnitKind::Subroutine { dummies } => (dummies, false),
        UnitKind::Function { dummies, .. } => (dummies, true),
        _ => return,
    };
    let Some(span) = dummies
        .iter()
        .find(|d| d.text == ast::ALT_RETURN_DUMMY)
        .map(|d| d.span)
    else {
        return;
    };
    dummies.retain(|d| d.text != ast::ALT_RETURN_DUMMY);
    if is_function {
        diags.error(
            span,
            "alternate returns ('*' dummy arguments) are allowed only in subroutines",
        );
        return;
    }
    dummies.push(Name::new(ALT_RETURN_INDEX, span));
    unit.spec.push(integer_decl(ALT_RETURN_INDEX, span));
    unit.body.insert(
        0,
        Stmt {
            label: None,
            kind: StmtKind::Assign {
                lhs: plain(ALT_RETURN_INDEX, span),
                rhs: int_expr(0, span),
            },
            span,
        },
    );
}

/// A CALL with alternate-return labels, split by [`Checker::split_alternate_returns`].
pub(super) struct AlternateReturnCall {
    /// The actual arguments, the hidden index variable in place of the labels.
    pub args: Vec<Arg>,
    /// The labels (with their spans), in order: the k-th is taken when the index is k.
    pub labels: Vec<(u32, Span)>,
    /// The hidden variable the callee sets to the alternate return taken.
    pub index: hir::SymId,
}

impl Checker<'_> {
    /// `RETURN n`: the index stored in the hidden dummy, then the return.
    pub(super) fn check_alternate_return(
        &mut self,
        index: &ast::Expr,
        label: Option<ast::Label>,
        span: Span,
        out: &mut Vec<hir::Stmt>,
    ) {
        let has_index = self
            .scope
            .lookup(ALT_RETURN_INDEX)
            .is_some_and(|id| self.scope.get(id).dummy.is_some());
        if !has_index {
            self.error(
                index.span,
                "RETURN with a value is allowed only in a subroutine with alternate returns ('*' dummy arguments)",
            );
            self.keep_label(out, label, span);
            return;
        }
        let store = Stmt {
            label,
            kind: StmtKind::Assign {
                lhs: plain(ALT_RETURN_INDEX, index.span),
                rhs: index.clone(),
            },
            span,
        };
        self.check_stmt(&store, out);
        self.push(out, None, hir::StmtKind::Return, span);
    }

    /// A CALL's arguments without its alternate-return labels, with the hidden index variable
    /// in their place, and the labels; `None` when the call has none.
    pub(super) fn split_alternate_returns(
        &mut self,
        args: &[Arg],
        span: Span,
    ) -> Option<AlternateReturnCall> {
        let is_label = |a: &Arg| {
            a.keyword
                .as_ref()
                .is_some_and(|k| k.text == ast::ALT_RETURN_DUMMY)
        };
        if !args.iter().any(is_label) {
            return None;
        }
        let mut labels = Vec::new();
        let mut plain_args = Vec::new();
        for a in args {
            if !is_label(a) {
                plain_args.push(a.clone());
                continue;
            }
            let value = match &a.value.kind {
                ast::ExprKind::Int(lit) => lit.digits.parse::<u32>().ok(),
                _ => None,
            };
            match value {
                Some(v) if (1..=99_999).contains(&v) => labels.push((v, a.value.span)),
                _ => self.error(
                    a.value.span,
                    "an alternate-return label must be a statement label",
                ),
            }
        }
        let index = self.fresh_hidden("alt.return", Ty::I4);
        let hidden_name = self.scope.get(index).name.clone();
        plain_args.push(Arg {
            keyword: None,
            value: name_expr(&hidden_name, span),
        });
        Some(AlternateReturnCall {
            args: plain_args,
            labels,
            index,
        })
    }

    /// The branches after a CALL with alternate returns: to the k-th label when the index is k.
    pub(super) fn alternate_return_branches(
        &mut self,
        index: hir::SymId,
        labels: &[(u32, Span)],
    ) -> Vec<hir::Stmt> {
        labels
            .iter()
            .enumerate()
            .map(|(k, &(label, span))| {
                self.branch_if(index, BinOp::Eq, Const::Int(k as i64 + 1), label, span)
            })
            .collect()
    }
}

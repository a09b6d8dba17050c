//! The arithmetic IF and the computed GO TO, checked into ordinary statements: the value is
//! stored once in a hidden variable, then `IF (v < 0) GO TO l1` ... tests it, so label checks
//! and the lowering of branches out of constructs are those of GO TO.

use super::Checker;
use crate::fortran::ast::{self, LabelRef};
use crate::fortran::hir::{
    self, BinOp, Const, Expr, ExprKind, IfStmt, Place, SymId, SymbolKind, Ty,
};
use crate::source::Span;

impl Checker<'_> {
    /// A variable the compiler adds to the unit (its name is not a Fortran name, so it cannot
    /// clash with the program's), one per name. A host's hidden variable of the same name
    /// (its numbering restarts in each unit) is a different temporary: this unit's hides it.
    pub(super) fn hidden_variable(&mut self, name: &str, ty: Ty) -> SymId {
        if let Some(id) = self.scope.lookup(name) {
            if !self.scope.host_associated.contains(&id) {
                return id;
            }
        }
        self.scope.add(hir::Symbol {
            pointer: false,
            target: false,
            name: name.to_string(),
            ty,
            kind: SymbolKind::Scalar,
            span: Span::default(),
            dummy: None,
            saved: false,
            common: None,
            char_len: None,
        })
    }

    /// `IF (id op value) GO TO label`.
    pub(super) fn branch_if(
        &mut self,
        id: SymId,
        op: BinOp,
        value: Const,
        label: u32,
        span: Span,
    ) -> hir::Stmt {
        let ty = self.scope.get(id).ty;
        let var = Expr {
            kind: ExprKind::Load(id),
            ty,
            span,
        };
        let c = Expr {
            kind: ExprKind::Const(value),
            ty,
            span,
        };
        let cond = self.make_binary(op, var, c, Ty::L4, span);
        hir::Stmt {
            label: None,
            kind: hir::StmtKind::If(Box::new(IfStmt {
                id: self.new_construct_id(),
                cond,
                then_body: vec![hir::Stmt {
                    label: None,
                    kind: hir::StmtKind::Goto(label),
                    span,
                }],
                else_body: Vec::new(),
                structured: true,
            })),
            span,
        }
    }

    /// Stores `value` in the hidden variable for its type; returns the variable. In a
    /// parallel loop the variable is private to the iterations: each iteration (each thread)
    /// tests its own value.
    fn store_hidden(
        &mut self,
        out: &mut Vec<hir::Stmt>,
        label: Option<ast::Label>,
        value: Expr,
        span: Span,
    ) -> SymId {
        let ty = value.ty;
        let id = self.hidden_variable(&format!("branch.{ty}"), ty);
        if let Some(frame) = &mut self.parallel {
            if !frame.hidden.contains(&id) {
                frame.hidden.push(id);
            }
        }
        self.push(
            out,
            label,
            hir::StmtKind::Assign {
                target: Place::Scalar(id),
                value,
            },
            span,
        );
        id
    }

    /// Checks the value a branch depends on (`accepts` its type, else `what` is the error)
    /// and stores it in the hidden variable for its type, which is returned; after an error
    /// the statement's label is kept and `None` returned.
    fn branch_value(
        &mut self,
        value: &ast::Expr,
        accepts: fn(Ty) -> bool,
        what: &str,
        label: Option<ast::Label>,
        span: Span,
        out: &mut Vec<hir::Stmt>,
    ) -> Option<SymId> {
        let v = self.check_expr(value).filter(|v| {
            accepts(v.ty) || {
                self.error(value.span, format!("{what}, found {}", v.ty));
                false
            }
        });
        match v {
            Some(v) => Some(self.store_hidden(out, label, v, span)),
            None => {
                self.keep_label(out, label, span);
                None
            }
        }
    }

    pub(super) fn check_arith_if(
        &mut self,
        value: &ast::Expr,
        labels: &[LabelRef; 3],
        label: Option<ast::Label>,
        span: Span,
        out: &mut Vec<hir::Stmt>,
    ) {
        let what = "the value of an arithmetic IF must be INTEGER or REAL";
        let Some(id) = self.branch_value(value, Ty::is_numeric, what, label, span, out) else {
            return;
        };
        let zero = if self.scope.get(id).ty.is_int() {
            Const::Int(0)
        } else {
            Const::Real(0.0)
        };
        let [neg, eq, pos] = labels;
        let s = self.branch_if(id, BinOp::Lt, zero.clone(), neg.value, span);
        out.push(s);
        let s = self.branch_if(id, BinOp::Eq, zero, eq.value, span);
        out.push(s);
        out.push(hir::Stmt {
            label: None,
            kind: hir::StmtKind::Goto(pos.value),
            span,
        });
    }

    pub(super) fn check_computed_goto(
        &mut self,
        labels: &[LabelRef],
        index: &ast::Expr,
        label: Option<ast::Label>,
        span: Span,
        out: &mut Vec<hir::Stmt>,
    ) {
        let what = "the index of a computed GO TO must be INTEGER";
        let Some(id) = self.branch_value(index, Ty::is_int, what, label, span, out) else {
            return;
        };
        for (k, l) in labels.iter().enumerate() {
            let s = self.branch_if(id, BinOp::Eq, Const::Int(k as i64 + 1), l.value, span);
            out.push(s);
        }
    }
}

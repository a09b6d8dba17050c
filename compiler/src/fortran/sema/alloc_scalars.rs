//! ALLOCATABLE scalars (F2003): `REAL, ALLOCATABLE :: x`, `TYPE(t), ALLOCATABLE :: s`, with
//! ALLOCATE (also with SOURCE=), DEALLOCATE, ALLOCATED and the automatic allocation of
//! intrinsic assignment (`x = 2.5` allocates an unallocated `x`).
//!
//! An allocatable scalar is a scalar POINTER marked by the hidden name `x.alloc` (see
//! [`ALLOCATABLE_SCALAR_MARK`]), as a CLASS ALLOCATABLE scalar is (`class_alloc`): its storage
//! is the address of its value, null while unallocated, so its uses read and write the value,
//! ALLOCATED is ASSOCIATED and passing it on passes the value. What differs from a pointer is
//! kept by the mark: ALLOCATE of an allocated one is an error of the run-time library (the
//! lowering does not drop the old target as a pointer's ALLOCATE does), a procedure's own
//! ones are freed on return, and assignment allocates first.

use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::{self, ALLOCATABLE_SCALAR_MARK};
use crate::name::Name;
use crate::source::Span;

impl Checker<'_> {
    /// A type declaration with ALLOCATABLE whose entities include scalars: the declaration of
    /// those scalars as POINTER (each marked), and of the arrays as written when there are
    /// any; `None` when the declaration declares no ALLOCATABLE scalar (CLASS ones are
    /// `class_alloc`'s).
    pub(super) fn split_allocatable_scalars(
        &mut self,
        d: &ast::TypeDecl,
    ) -> Option<(ast::TypeDecl, Option<ast::TypeDecl>)> {
        if d.ty.keyword == ast::TypeKw::Class
            || !d.attrs.iter().any(|a| a.kind == ast::AttrKind::Allocatable)
            || d.attrs
                .iter()
                .any(|a| matches!(a.kind, ast::AttrKind::Dimension(_)))
        {
            return None;
        }
        let (scalars, arrays): (Vec<_>, Vec<_>) =
            d.entities.iter().cloned().partition(|e| e.dims.is_none());
        if scalars.is_empty() {
            return None;
        }
        let mut out = d.clone();
        out.entities = scalars;
        for a in &mut out.attrs {
            if a.kind == ast::AttrKind::Allocatable {
                a.kind = ast::AttrKind::Pointer;
            }
        }
        for e in &out.entities {
            self.mark_allocatable_scalar(&e.name);
        }
        let rest = (!arrays.is_empty()).then(|| ast::TypeDecl {
            entities: arrays,
            ..d.clone()
        });
        Some((out, rest))
    }

    /// Adds the hidden name that marks `name` an ALLOCATABLE scalar.
    pub(super) fn mark_allocatable_scalar(&mut self, name: &Name) {
        let mark = format!("{}{ALLOCATABLE_SCALAR_MARK}", name.text);
        if self.scope.lookup(&mark).is_none() {
            self.tag_symbol(mark, name.span, None);
        }
    }

    /// Whether the designator is a whole ALLOCATABLE scalar (CLASS ones included).
    pub(super) fn is_allocatable_scalar(&self, d: &ast::Designator) -> bool {
        self.is_whole_with_hidden(d, ALLOCATABLE_SCALAR_MARK)
    }

    /// `x = v` of a (non-polymorphic) ALLOCATABLE scalar `x`: `x` allocated first when it is
    /// not, then the ordinary assignment (`None`: `x` is no such object).
    pub(super) fn allocatable_scalar_assign(
        &mut self,
        lhs: &ast::Designator,
        rhs: &ast::Expr,
        span: Span,
    ) -> Option<Vec<hir::Stmt>> {
        // A deferred-length one is (re)allocated by the assignment itself (`deferred_chars`).
        let whole = self.is_allocatable_scalar(lhs)
            && !self.is_polymorphic(lhs)
            && !self.is_deferred_char(lhs);
        if !whole && !self.ends_in_allocatable_scalar_component(lhs) {
            return None;
        }
        let mut out = self.check_block(&[allocate_unless_allocated(lhs, span)]);
        let kind = self.check_assign(lhs, rhs, span)?;
        out.push(hir::Stmt {
            label: None,
            kind,
            span,
        });
        Some(out)
    }

    /// Whether `d` designates an ALLOCATABLE scalar component (`s%n`, `v(k)%c%tag`), which
    /// intrinsic assignment allocates as it does a whole ALLOCATABLE scalar.
    fn ends_in_allocatable_scalar_component(&self, d: &ast::Designator) -> bool {
        let Some(last) = d.parts.last() else {
            return false;
        };
        if last.args.is_some() || d.substring.is_some() {
            return false;
        }
        let Some(id) = self.scope.lookup(&d.name.text) else {
            return false;
        };
        let path = self.component_path(self.scope.get(id).ty, &d.parts);
        path.len() == d.parts.len() && path.last().is_some_and(|c| c.allocatable && c.rank == 0)
    }

    /// `ALLOCATE (x, SOURCE=v)` of non-polymorphic ALLOCATABLE scalars: each allocated, then
    /// given the value (`None`: not such a statement, the ordinary rules apply).
    pub(super) fn allocate_scalars_from_source(
        &mut self,
        args: &[ast::Arg],
    ) -> Option<Option<hir::StmtKind>> {
        let keyword = |a: &ast::Arg, k: &str| a.keyword.as_ref().is_some_and(|n| n.text == k);
        let source = args
            .iter()
            .find(|a| keyword(a, "source") || keyword(a, "mold"))?;
        let objects: Vec<&ast::Designator> = args
            .iter()
            .filter(|a| a.keyword.is_none())
            .map(|a| match &a.value.kind {
                ast::ExprKind::Designator(d) => Some(d),
                _ => None,
            })
            .collect::<Option<_>>()?;
        // (A deferred-length one takes its length from the value: `deferred_chars`.)
        if objects.is_empty()
            || objects.iter().any(|d| self.is_deferred_char(d))
            || !objects
                .iter()
                .all(|d| self.is_allocatable_scalar(d) && !self.is_polymorphic(d))
        {
            return None;
        }
        let plain: Vec<ast::Arg> = args
            .iter()
            .filter(|a| !keyword(a, "source") && !keyword(a, "mold"))
            .cloned()
            .collect();
        let allocate = self.check_allocate(&plain);
        if keyword(source, "source") {
            for d in objects {
                if let Some(kind) = self.check_assign(d, &source.value, source.value.span) {
                    self.post_stmts.push(hir::Stmt {
                        label: None,
                        kind,
                        span: source.value.span,
                    });
                }
            }
        }
        Some(allocate)
    }
}

/// `IF (.NOT. ALLOCATED(x)) ALLOCATE (x)`.
fn allocate_unless_allocated(x: &ast::Designator, span: Span) -> ast::Stmt {
    let object = ast::Arg {
        keyword: None,
        value: ast::Expr {
            kind: ast::ExprKind::Designator(x.clone()),
            span: x.span,
        },
    };
    let allocated = ast::Expr {
        kind: ast::ExprKind::Designator(ast::Designator {
            name: Name::new("allocated", x.span),
            args: Some(vec![object.clone()]),
            substring: None,
            parts: Vec::new(),
            span: x.span,
        }),
        span: x.span,
    };
    let stmt = |kind| ast::Stmt {
        label: None,
        kind,
        span,
    };
    stmt(ast::StmtKind::LogicalIf {
        cond: ast::Expr {
            kind: ast::ExprKind::Unary(ast::UnaryOp::Not, Box::new(allocated)),
            span: x.span,
        },
        stmt: Box::new(stmt(ast::StmtKind::Allocate(vec![object]))),
    })
}

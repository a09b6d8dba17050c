//! Function results whose CHARACTER length depends on the actual arguments:
//! `CHARACTER(LEN=N) :: R` or `CHARACTER(LEN=2*LEN_TRIM(S)) :: R` for the result `R` of a
//! function with dummies `N` and `S`.
//!
//! Such a result is made a deferred-length ALLOCATABLE result (the descriptor the caller
//! passes, `lower::results`), which every caller already handles: a reference needs the
//! explicit interface that the standard requires for these functions anyway, and the caller
//! learns the length from the descriptor the call filled. What differs from a declared
//! `CHARACTER(LEN=:), ALLOCATABLE` result is its fixed length: the length expression is kept
//! as the result's automatic length ([`hir::Unit::char_len_exprs`]), the function's entry
//! allocates the result with that many blanks (`lower::deferred_chars`), and an assignment to
//! the whole result pads or truncates as for any variable instead of reallocating it.
//! A length that depends on other run-time values only (module variables) is still refused.

use super::Checker;
use crate::fortran::ast::{self, AttrKind, AttrSpec, TypeKw};
use crate::fortran::hir;

impl Checker<'_> {
    /// A type declaration that declares the function result with a length naming one of the
    /// function's dummies: the result's declaration as a deferred-length ALLOCATABLE, and the
    /// rest of the declaration when it names other entities too (`None`: no such result).
    pub(super) fn split_runtime_length_result(
        &mut self,
        d: &ast::TypeDecl,
    ) -> Option<(ast::TypeDecl, Option<ast::TypeDecl>)> {
        if self.unit_kind != hir::UnitKind::Function || d.ty.keyword != TypeKw::Character {
            return None;
        }
        let Some(ast::CharLen::Expr(len)) = &d.ty.len else {
            return None;
        };
        if d.attrs.iter().any(|a| {
            matches!(
                a.kind,
                AttrKind::Allocatable | AttrKind::Pointer | AttrKind::Dimension(_)
            )
        }) {
            return None;
        }
        let result = self.scope.result?;
        let result_name = self.scope.get(result).name.clone();
        let at = d
            .entities
            .iter()
            .position(|e| e.name.text == result_name && e.dims.is_none() && e.star_len.is_none())?;
        let names_a_dummy = self
            .scope
            .dummies
            .iter()
            .any(|&id| len.mentions(&self.scope.get(id).name));
        if !names_a_dummy {
            return None;
        }
        let mut entities = d.entities.clone();
        let entity = entities.remove(at);
        let mut ty = d.ty.clone();
        ty.len = Some(ast::CharLen::Deferred(len.span));
        let mut attrs = d.attrs.clone();
        attrs.push(AttrSpec {
            kind: AttrKind::Allocatable,
            span: entity.name.span,
        });
        let own = ast::TypeDecl {
            ty,
            attrs,
            entities: vec![entity],
        };
        // The length is checked after the specification part, when the dummies it names
        // have their types (as an automatic length that waits for bounds is).
        self.late_char_lens.push((result, len.clone()));
        let rest = (!entities.is_empty()).then(|| ast::TypeDecl {
            entities,
            ..d.clone()
        });
        Some((own, rest))
    }
}

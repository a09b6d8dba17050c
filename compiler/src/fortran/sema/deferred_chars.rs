//! CHARACTER lengths known at run time only: automatic lengths (`CHARACTER(LEN=LEN(S)) ::
//! TMP`, `CHARACTER(LEN=N) :: BUF` in a procedure, evaluated once on entry) and deferred
//! lengths (`CHARACTER(LEN=:), ALLOCATABLE :: S`, the length of the current allocation).
//!
//! A deferred-length scalar is an ALLOCATABLE scalar (`alloc_scalars`: a scalar POINTER with
//! the hidden `s.alloc` mark) whose descriptor keeps the length beside the address. What
//! differs from other allocatable scalars is kept here: assignment reallocates to the value's
//! length (lowering does that for any assignment to the whole variable), and ALLOCATE needs a
//! type spec that gives the length, `ALLOCATE (CHARACTER(LEN=N) :: S)`, which is an
//! assignment of N blanks, or a value: `ALLOCATE (S, SOURCE=V)` is `S = V`.
//!
//! A deferred-length POINTER scalar (`CHARACTER(LEN=:), POINTER :: P`) has the same
//! descriptor without the mark: `P => T` stores the target's address and length (any
//! CHARACTER variable, element, component or substring: `hir::PointerValue::Chars`), and
//! assignment to `P` writes into the target, blank-padded or truncated to its length.

use super::internal_sections::call;
use super::Checker;
use crate::fortran::ast::{self, TYPE_SPEC_ARG};
use crate::fortran::hir::ALLOCATABLE_SCALAR_MARK;
use crate::fortran::hir::{self, CharLen, Expr};
use crate::name::Name;
use crate::source::Span;

impl Checker<'_> {
    /// A CHARACTER length `x` that is no constant: an automatic length in a procedure (kept
    /// for the entity the declaration names next), else an error.
    pub(super) fn runtime_char_len(&mut self, x: Expr, span: Span) -> Option<CharLen> {
        if matches!(
            self.unit_kind,
            hir::UnitKind::Subroutine | hir::UnitKind::Function
        ) && x.ty.is_int()
        {
            self.pending_char_len = Some(x);
            return Some(CharLen::Auto);
        }
        self.error(
            span,
            "a CHARACTER length must be a constant INTEGER expression (or * for a dummy argument)",
        );
        None
    }

    /// Records a declared entity's run-time length: the expression of an automatic one, the
    /// checks of a deferred one.
    pub(super) fn declare_runtime_char_len(
        &mut self,
        name: &Name,
        len: Option<CharLen>,
        is_array: bool,
        pointer: bool,
    ) {
        let pending = self.pending_char_len.take();
        let pending_ast = self.pending_char_len_ast.take();
        let Some(id) = self.scope.lookup(&name.text) else {
            return;
        };
        // A deferred-length ALLOCATABLE result is a descriptor the caller passes, as a
        // POINTER result's is (`lower::results`); so is an automatic-length one whose length
        // names a dummy (`runtime_length_results`); any other is not supported.
        if matches!(len, Some(CharLen::Auto)) && self.scope.result == Some(id) {
            self.error(
                name.span,
                format!(
                    "the result '{}' of a run-time length that no dummy argument gives is not supported yet",
                    name.text
                ),
            );
            self.scope.unusable.insert(id);
            return;
        }
        match len {
            Some(CharLen::Auto) => {
                if is_array || pointer {
                    self.error(
                        name.span,
                        format!(
                            "'{}': an automatic-length CHARACTER array or pointer is not supported yet",
                            name.text
                        ),
                    );
                    self.scope.unusable.insert(id);
                    return;
                }
                if let Some(x) = pending {
                    self.char_len_exprs.insert(id, x);
                } else if let Some(e) = pending_ast {
                    self.late_char_lens.push((id, e));
                }
            }
            Some(CharLen::Deferred) => {
                let allocatable = self
                    .scope
                    .lookup(&format!("{}{ALLOCATABLE_SCALAR_MARK}", name.text))
                    .is_some();
                let message = if is_array {
                    format!(
                        "'{}': deferred-length CHARACTER arrays are not supported yet",
                        name.text
                    )
                } else if !pointer {
                    format!(
                        "'{}' has a deferred length (LEN=:): it must be ALLOCATABLE",
                        name.text
                    )
                } else if !allocatable && self.scope.result == Some(id) {
                    // (A deferred-length result is freed by the caller as an ALLOCATABLE
                    // one: `pointer_functions`.)
                    format!(
                        "'{}': a deferred-length CHARACTER POINTER result is not supported yet",
                        name.text
                    )
                } else {
                    return;
                };
                self.error(name.span, message);
                self.scope.unusable.insert(id);
            }
            _ => {}
        }
    }

    /// Whether a length expression reads a dummy array whose bounds are not known yet
    /// (`CHARACTER(LEN=SIZE(B, 2))`): it is checked after the specification part.
    pub(super) fn mentions_pending_bounds(&self, e: &ast::Expr) -> bool {
        matches!(
            self.unit_kind,
            hir::UnitKind::Subroutine | hir::UnitKind::Function
        ) && self
            .scope
            .pending_bounds
            .iter()
            .any(|(id, _)| e.mentions(&self.scope.get(*id).name))
    }

    /// The automatic lengths that waited for the dummy arrays' bounds.
    pub(super) fn check_late_char_lens(&mut self) {
        for (id, e) in std::mem::take(&mut self.late_char_lens) {
            let Some(x) = self.check_expr(&e) else {
                continue;
            };
            if !x.ty.is_int() {
                self.error(e.span, "a CHARACTER length must be INTEGER");
                continue;
            }
            self.char_len_exprs.insert(id, x);
        }
    }

    /// Whether `d` is a whole deferred-length CHARACTER variable.
    pub(super) fn is_deferred_char(&self, d: &ast::Designator) -> bool {
        d.parts.is_empty()
            && d.args.is_none()
            && d.substring.is_none()
            && self
                .scope
                .lookup(&d.name.text)
                .is_some_and(|id| self.scope.get(id).char_len == Some(CharLen::Deferred))
    }

    /// `ALLOCATE (S, SOURCE=V)`: `S = V`; `ALLOCATE (S, MOLD=V)`: `LEN(V)` blanks (the value
    /// is undefined). The length comes from the value, so a type spec is refused, as
    /// gfortran does.
    fn allocate_deferred_from(
        &mut self,
        objects: &[&ast::Designator],
        typed: bool,
        source: &ast::Arg,
        args: &[ast::Arg],
    ) -> Option<Vec<hir::Stmt>> {
        let tag = source
            .keyword
            .as_ref()
            .map_or("source", |k| k.text.as_str());
        if typed {
            self.error(
                source.value.span,
                format!(
                    "{}= conflicts with the type spec: the length of '{}' comes from the value",
                    tag.to_uppercase(),
                    objects[0].name.text
                ),
            );
            return None;
        }
        if let Some(a) = args.iter().find(|a| {
            a.keyword
                .as_ref()
                .is_some_and(|k| k.text != "source" && k.text != "mold")
        }) {
            self.error(
                a.value.span,
                "STAT= and ERRMSG= are not supported yet with a deferred-length ALLOCATE",
            );
            return None;
        }
        let value = if tag == "mold" {
            let span = source.value.span;
            let len_of = call("len", vec![source.value.clone()], span);
            call("repeat", vec![blank(span), len_of], span)
        } else {
            source.value.clone()
        };
        let mut out = Vec::new();
        for d in objects {
            if !self.is_deferred_char(d) {
                self.error(
                    d.span,
                    format!(
                        "'{}' is not a deferred-length CHARACTER variable",
                        d.name.text
                    ),
                );
                return None;
            }
            let kind = self.check_assign(d, &value, d.span)?;
            out.push(hir::Stmt {
                label: None,
                kind,
                span: d.span,
            });
        }
        Some(out)
    }

    /// `ALLOCATE (CHARACTER(LEN=N) :: S, ...)` of deferred-length scalars: each given `N`
    /// blanks (`None`: not such a statement; `Some(None)`: after an error).
    pub(super) fn allocate_deferred_chars(
        &mut self,
        args: &[ast::Arg],
    ) -> Option<Option<Vec<hir::Stmt>>> {
        let keyword = |a: &ast::Arg, k: &str| a.keyword.as_ref().is_some_and(|n| n.text == k);
        let objects: Vec<&ast::Designator> = args
            .iter()
            .filter(|a| a.keyword.is_none())
            .filter_map(|a| match &a.value.kind {
                ast::ExprKind::Designator(d) => Some(d),
                _ => None,
            })
            .collect();
        if !objects.iter().any(|d| self.is_deferred_char(d)) {
            return None;
        }
        let spec = args.iter().find(|a| keyword(a, TYPE_SPEC_ARG));
        let first = objects[0];
        if let Some(source) = args
            .iter()
            .find(|a| keyword(a, "source") || keyword(a, "mold"))
        {
            return Some(self.allocate_deferred_from(&objects, spec.is_some(), source, args));
        }
        let len = match spec.map(|s| &s.value.kind) {
            Some(ast::ExprKind::TypedConstructor(ts, _))
                if ts.keyword == ast::TypeKw::Character =>
            {
                match &ts.len {
                    Some(ast::CharLen::Expr(e)) => e.clone(),
                    _ => {
                        self.error(
                            ts.span,
                            "the type spec of a deferred-length ALLOCATE needs its length, such as CHARACTER(LEN=N)",
                        );
                        return Some(None);
                    }
                }
            }
            Some(_) => {
                self.error(
                    spec.map_or(first.span, |s| s.value.span),
                    format!(
                        "'{}' is CHARACTER: the type spec must be CHARACTER(LEN=...)",
                        first.name.text
                    ),
                );
                return Some(None);
            }
            None => {
                self.error(
                    first.span,
                    format!(
                        "ALLOCATE of the deferred-length '{}' needs its length: ALLOCATE (CHARACTER(LEN=n) :: {})",
                        first.name.text, first.name.text
                    ),
                );
                return Some(None);
            }
        };
        if let Some(a) = args
            .iter()
            .find(|a| a.keyword.is_some() && !keyword(a, TYPE_SPEC_ARG))
        {
            self.error(
                a.value.span,
                "STAT= and ERRMSG= are not supported yet with a deferred-length ALLOCATE",
            );
            return Some(None);
        }
        let blanks = call("repeat", vec![blank(len.span), len.clone()], len.span);
        let mut out = Vec::new();
        for d in objects {
            if !self.is_deferred_char(d) {
                self.error(
                    d.span,
                    format!(
                        "'{}' is not a deferred-length CHARACTER variable",
                        d.name.text
                    ),
                );
                return Some(None);
            }
            let kind = self.check_assign(d, &blanks, d.span)?;
            out.push(hir::Stmt {
                label: None,
                kind,
                span: d.span,
            });
        }
        Some(Some(out))
    }
}

/// The literal `' '`, built for a rewritten statement.
fn blank(span: Span) -> ast::Expr {
    ast::Expr {
        kind: ast::ExprKind::Str(" ".into()),
        span,
    }
}

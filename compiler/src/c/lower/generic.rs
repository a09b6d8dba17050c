//! C11 generic selection, `_Generic(x, int: a, double: b, default: c)`, which type-generic
//! macros of numerical C code are built on: the controlling expression is not evaluated, only
//! its type taken (after lvalue conversion: arrays and functions become pointers, the
//! value's own qualifiers go, a pointer's target keeps its own), and the one association of
//! that type (or `default`) is the expression's value: `const float *` and `float *` are
//! two associations, and a qualified `const int` matches no value.

use super::{Lowerer, R};
use crate::c::ast::{Expr, Pos, TypeName};
use crate::c::types::CType;

impl Lowerer<'_> {
    /// The association `_Generic(c, assocs)` selects.
    pub(super) fn generic_selection<'e>(
        &mut self,
        c: &Expr,
        assocs: &'e [(Option<TypeName>, Expr)],
        pos: Pos,
    ) -> R<&'e Expr> {
        let Some(t) = self.type_of(c) else {
            // The controlling expression's own error.
            self.rvalue(c)?;
            return self.error(c.pos, "invalid controlling expression");
        };
        let selector = lvalue_converted(t);
        let mut default = None;
        let mut chosen = None;
        for (ty, e) in assocs {
            let Some(ty) = ty else {
                if default.is_some() {
                    return self.error(e.pos, "duplicate 'default' case in '_Generic'");
                }
                default = Some(e);
                continue;
            };
            let at = self.type_name(ty)?;
            if chosen.is_none() && at == selector {
                chosen = Some(e);
            }
        }
        match chosen.or(default) {
            Some(e) => Ok(e),
            None => {
                let name = selector.name(&self.structs);
                self.error(
                    pos,
                    format!("'_Generic' selector of type '{name}' is not compatible with any association"),
                )
            }
        }
    }
}

/// The type of a value read from an lvalue of type `t`: arrays and functions decay to
/// pointers, top-level qualifiers and bit-field widths go.
fn lvalue_converted(t: CType) -> CType {
    match t.unqual().clone() {
        CType::Array(e, _) | CType::Vla(e, _) => CType::Ptr(e),
        f @ CType::Func(_) => CType::Ptr(Box::new(f)),
        CType::BitField { base, .. } => base.unqual().clone(),
        other => other,
    }
}

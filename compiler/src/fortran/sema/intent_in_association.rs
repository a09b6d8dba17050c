//! INTENT(IN) POINTER and ALLOCATABLE dummies: the procedure may change what such a pointer
//! points to (its target's values) but not the association itself, nor an allocatable
//! dummy's allocation (F2003 C545). Pointer assignment, NULLIFY, ALLOCATE and DEALLOCATE
//! of one are reported here, before the statement is checked.

use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::SymbolKind;

impl Checker<'_> {
    /// Whether the objects of a statement that changes association or allocation are all
    /// free to change (each INTENT(IN) one reported).
    pub(super) fn may_change_association<'d>(
        &mut self,
        objects: impl IntoIterator<Item = &'d ast::Designator>,
    ) -> bool {
        let mut ok = true;
        for d in objects {
            if !d.parts.is_empty() {
                continue;
            }
            let Some(id) = self.scope.lookup(&d.name.text) else {
                continue;
            };
            if !self.scope.intent_in.contains(&id) {
                continue;
            }
            let sym = self.scope.get(id);
            let change = if sym.pointer {
                "its pointer association"
            } else if matches!(&sym.kind, SymbolKind::Array(info) if info.allocatable) {
                "its allocation"
            } else {
                continue;
            };
            self.error(
                d.name.span,
                format!(
                    "'{}' is an INTENT(IN) dummy argument: {change} cannot change",
                    d.name.text
                ),
            );
            ok = false;
        }
        ok
    }
}

/// The objects named among a statement's arguments (keyword arguments such as STAT= left
/// out).
pub(super) fn argument_objects(args: &[ast::Arg]) -> impl Iterator<Item = &ast::Designator> {
    args.iter()
        .filter(|a| a.keyword.is_none())
        .filter_map(|a| match &a.value.kind {
            ast::ExprKind::Designator(d) => Some(d),
            _ => None,
        })
}

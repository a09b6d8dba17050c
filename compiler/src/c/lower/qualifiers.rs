//! `const` in the types of values: what makes `_Generic` tell `const int *` from `int *`,
//! and gcc's warning when a conversion drops a qualifier from what a pointer points to
//! (`int *q = p;` with `p` a `const int *`: "initialization discards 'const' qualifier from
//! pointer target type"). Writes to `const` objects are refused before lowering
//! (`const_check.rs`); here qualifiers only travel with types and change no code.
//!
//! A variable's own qualifiers are taken off its declared type (its slot holds an unqualified
//! value); a `const` variable's slot or symbol is remembered instead, and an lvalue naming it
//! is `const` again, so `&x` points to `const` (and, for a `volatile` one, to `volatile`).

use super::Lowerer;
use crate::c::ast::Pos;
use crate::c::types::{CType, Quals};

/// The type of an lvalue naming a variable of declared type `t` declared with qualifiers
/// `quals` (an array's are already its elements').
pub(super) fn declared_qualified(t: CType, quals: Quals) -> CType {
    match t {
        CType::Array(..) | CType::Vla(..) => t,
        t => CType::qualified(t, quals),
    }
}

impl Lowerer<'_> {
    /// gcc's warning for converting a pointer of type `from` to `to` (`what`: "assignment",
    /// "initialization", "return", "passing argument 1 of 'f'") when `to`'s target lacks a
    /// qualifier of `from`'s. Function pointers and non-pointers are left alone.
    pub(super) fn check_target_quals(&mut self, from: &CType, to: &CType, what: &str, at: Pos) {
        let (Some(a), Some(b)) = (from.pointee_qualified(), to.pointee_qualified()) else {
            return;
        };
        if matches!(a.unqual(), CType::Func(_)) || matches!(b.unqual(), CType::Func(_)) {
            return;
        }
        let (have, keep) = (a.quals(), b.quals());
        if keep.contains(have) {
            return;
        }
        let lost = Quals {
            konst: have.konst && !keep.konst,
            volatile: have.volatile && !keep.volatile,
        };
        self.messages.push((
            at,
            format!(
                "{what} discards '{}' qualifier from pointer target type",
                lost.name()
            ),
            true,
        ));
    }
}

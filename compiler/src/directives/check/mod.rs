//! Checks that are about the DVMH model rather than a host language, working on the shared
//! directive AST: the linear form of alignment and ON subscripts (`a*i + b`), the agreement of
//! directive dimension counts with array ranks, shadow widths, and which reduction operations
//! apply to which kinds of values.
//!
//! A front end answers what a name is through [`NameInfo`] (Fortran: from its scope; C: from its
//! declarations), and keeps the checks that need its own semantics (which names are arrays,
//! distributed, dummy arguments).

pub mod carried;
pub mod counts;
pub mod linear;
pub mod locality;
pub mod reduction;
pub mod remote_writes;
pub mod tie;
pub mod widths;

use crate::name::Name;

/// What a language front end says about a name used in a directive expression.
pub trait NameInfo {
    /// The value of `name` when it is a named integer constant, or `None` when it is not one.
    fn int_constant(&self, name: &Name) -> Option<i64>;

    /// C's `sizeof(t)` in a directive: the size of the type named by `arg` (the type's
    /// words as a name, `unsigned long`, `struct cell`), or `None` (also in Fortran).
    fn size_of(&self, _arg: &crate::directives::ast::DExpr) -> Option<i64> {
        None
    }
}

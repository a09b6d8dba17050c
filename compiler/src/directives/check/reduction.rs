//! Which reduction operations apply to which kinds of values (the same in Fortran-DVMH and
//! C-DVMH: arithmetic for SUM/PRODUCT/MAX/MIN, logical values or integer bits for
//! AND/OR/EQV/NEQV: on integers Fortran-DVM combines bit by bit, as IAND, IOR, NOT(IEOR) and
//! IEOR in the loop body).

use crate::directives::ast::ReductionOp;

/// The kind of a reduction variable's values, as the front end classifies its type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueClass {
    Integer,
    Real,
    Complex,
    Logical,
    /// Characters, structures, pointers: nothing reduces them.
    Other,
}

/// Whether `op` is defined for values of `class` (for MAXLOC/MINLOC: of the value; the
/// location variable is checked apart).
pub fn op_applies(op: ReductionOp, class: ValueClass) -> bool {
    use ValueClass::*;
    match op {
        // A COMPLEX sum adds the parts; the runtime multiplies (real, imaginary) pairs.
        ReductionOp::Sum | ReductionOp::Product => matches!(class, Integer | Real | Complex),
        ReductionOp::Max | ReductionOp::Min => matches!(class, Integer | Real),
        ReductionOp::And | ReductionOp::Or | ReductionOp::Eqv | ReductionOp::Neqv => {
            matches!(class, Logical | Integer)
        }
        ReductionOp::Maxloc | ReductionOp::Minloc => matches!(class, Integer | Real),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table() {
        assert!(op_applies(ReductionOp::Sum, ValueClass::Real));
        assert!(!op_applies(ReductionOp::Max, ValueClass::Complex));
        assert!(op_applies(ReductionOp::Product, ValueClass::Complex));
        assert!(op_applies(ReductionOp::And, ValueClass::Integer));
        assert!(op_applies(ReductionOp::Neqv, ValueClass::Integer));
        assert!(op_applies(ReductionOp::Eqv, ValueClass::Integer));
        assert!(!op_applies(ReductionOp::Eqv, ValueClass::Real));
        assert!(op_applies(ReductionOp::Eqv, ValueClass::Logical));
        assert!(!op_applies(ReductionOp::Product, ValueClass::Other));
        assert!(op_applies(ReductionOp::Maxloc, ValueClass::Real));
        assert!(!op_applies(ReductionOp::Minloc, ValueClass::Logical));
    }
}

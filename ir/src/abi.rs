//! Codes of the runtime's C ABI (`runtime/ABI.md`, `DVMH_TYPE_*`, `DVMH_RED_*`) that lowering
//! passes to runtime calls. One table, used by `lower-dvm` and by front ends that emit runtime
//! calls directly (output statements).

use crate::types::Scalar;

/// `DVMH_TYPE_L32`: a Fortran LOGICAL in memory (an `i32` holding 0 or 1).
pub const TYPE_LOGICAL: i64 = 5;

/// The `DVMH_TYPE_*` code of a value of memory type `elem`; `logical` marks Fortran LOGICAL
/// (stored as a 0/1 integer of its kind's size, printed as `T`/`F`, reduced with logical
/// operations): `DVMH_TYPE_L32`, or `DVMH_TYPE_L8`/`L16`/`L64` (13, 14, 15).
pub fn type_code(elem: Scalar, logical: bool) -> i64 {
    if logical {
        return match elem {
            Scalar::I8 | Scalar::I1 => 13,
            Scalar::I16 => 14,
            Scalar::I64 => 15,
            _ => TYPE_LOGICAL,
        };
    }
    match elem {
        Scalar::I32 => 1,
        Scalar::I64 => 2,
        Scalar::F32 => 3,
        Scalar::F64 => 4,
        Scalar::I8 | Scalar::I1 => 6,
        Scalar::I16 => 7,
        // C's `long double` (reductions and C-DVMH distributed arrays).
        Scalar::F80 => 8,
    }
}

/// `DVMH_TYPE_C32`/`DVMH_TYPE_C64`/`DVMH_TYPE_C80`: a complex element of the part type `part`
/// (`F32`, `F64` or C's `long double`), stored as (real, imaginary); `None` for other part
/// types.
pub fn complex_type_code(part: Scalar) -> Option<i64> {
    match part {
        Scalar::F32 => Some(9),
        Scalar::F64 => Some(10),
        Scalar::F80 => Some(12),
        _ => None,
    }
}

/// `DVMH_TYPE_CHAR`: a Fortran `CHARACTER(len=n)` element of `n` bytes (the length goes to
/// `dvmh_array_create_ex`).
pub const TYPE_CHAR: i64 = 11;

/// The `DVMH_RED_*` code of a reduction operation named as in `dvm.parallel`.
pub fn reduction_code(op: &str) -> Option<i64> {
    Some(match op {
        "sum" => 1,
        "product" => 2,
        "max" => 3,
        "min" => 4,
        "and" => 5,
        "or" => 6,
        "eqv" => 7,
        "neqv" => 8,
        // Bitwise reductions of integers (C-DVMH's `and`, `or`, `xor`; Fortran-DVM's AND, OR,
        // EQV, NEQV of INTEGER variables): the runtime's AND, OR, EQV and NEQV applied to an
        // integer type (bit by bit).
        "iand" => 5,
        "ior" => 6,
        "ieqv" => 7,
        "ieor" => 8,
        // MAXLOC/MINLOC: the value, then (the next reduction) its location.
        "maxloc" => 9,
        "minloc" => 10,
        "loc" => 11,
        // The product of complex values, stored as (real, imaginary) pairs of the part type.
        "cproduct" => 12,
        _ => return None,
    })
}

/// Logical reductions operate on Fortran LOGICAL values.
pub fn is_logical_reduction(op: &str) -> bool {
    matches!(op, "and" | "or" | "eqv" | "neqv")
}

//! Element types of distributed arrays, reduction variables and I/O items, decoded from the
//! ABI's `DVMH_TYPE_*` codes.

use std::fmt;

/// The type of an element (or, for templates, the absence of storage).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ElemType {
    /// A template: an index space that has no elements.
    None,
    I8,
    I16,
    I32,
    I64,
    F32,
    F64,
    /// Fortran `LOGICAL`: `int32_t`, 0 false, 1 true (any non-zero reads as true).
    L32,
    /// Fortran `LOGICAL(1)`, `LOGICAL(2)`, `LOGICAL(8)`: as `L32` in 1, 2 or 8 bytes.
    L8,
    L16,
    L64,
    /// C's `long double`: x87 extended precision, 10 bytes in a 16-byte slot.
    F80,
    /// Fortran `COMPLEX` (C's `float _Complex`): two `float`s, real part first.
    C32,
    /// Fortran `DOUBLE COMPLEX`, `COMPLEX(8)` (C's `double _Complex`): two `double`s.
    C64,
    /// C's `long double _Complex`: two `long double`s (each 10 bytes in a 16-byte slot).
    C80,
    /// Fortran `CHARACTER(len=n)`: `n` bytes (the length, at least 1).
    Char(u32),
}

impl ElemType {
    /// Decodes a `DVMH_TYPE_*` code.
    pub fn from_code(code: i32) -> Option<ElemType> {
        Some(match code {
            0 => ElemType::None,
            1 => ElemType::I32,
            2 => ElemType::I64,
            3 => ElemType::F32,
            4 => ElemType::F64,
            5 => ElemType::L32,
            6 => ElemType::I8,
            7 => ElemType::I16,
            8 => ElemType::F80,
            9 => ElemType::C32,
            10 => ElemType::C64,
            11 => ElemType::Char(1),
            12 => ElemType::C80,
            13 => ElemType::L8,
            14 => ElemType::L16,
            15 => ElemType::L64,
            _ => return None,
        })
    }

    /// Decodes a `DVMH_TYPE_*` code and an element length in bytes: the length of a
    /// `DVMH_TYPE_CHAR` element (at least 1); for the other types 0 or the type's own size.
    pub fn from_code_len(code: i32, len: i64) -> Option<ElemType> {
        match ElemType::from_code(code)? {
            ElemType::Char(_) => Some(ElemType::Char(u32::try_from(len).ok().filter(|&n| n > 0)?)),
            t if len == 0 || len == t.size() as i64 => Some(t),
            _ => None,
        }
    }

    /// Fortran LOGICAL of any kind.
    pub fn is_logical(self) -> bool {
        matches!(
            self,
            ElemType::L8 | ElemType::L16 | ElemType::L32 | ElemType::L64
        )
    }

    /// Size of one element in bytes (0 for templates).
    pub fn size(self) -> usize {
        match self {
            ElemType::None => 0,
            ElemType::I8 | ElemType::L8 => 1,
            ElemType::I16 | ElemType::L16 => 2,
            ElemType::I32 | ElemType::F32 | ElemType::L32 => 4,
            ElemType::I64 | ElemType::F64 | ElemType::C32 | ElemType::L64 => 8,
            ElemType::F80 | ElemType::C64 => 16,
            ElemType::C80 => 32,
            ElemType::Char(n) => n as usize,
        }
    }
}

impl fmt::Display for ElemType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ElemType::None => "template",
            ElemType::I8 => "INTEGER*1",
            ElemType::I16 => "INTEGER*2",
            ElemType::I32 => "INTEGER",
            ElemType::I64 => "INTEGER*8",
            ElemType::F32 => "REAL",
            ElemType::F64 => "DOUBLE PRECISION",
            ElemType::L32 => "LOGICAL",
            ElemType::L8 => "LOGICAL(1)",
            ElemType::L16 => "LOGICAL(2)",
            ElemType::L64 => "LOGICAL(8)",
            ElemType::F80 => "long double",
            ElemType::C32 => "COMPLEX",
            ElemType::C64 => "DOUBLE COMPLEX",
            ElemType::C80 => "long double _Complex",
            ElemType::Char(n) => return write!(f, "CHARACTER(len={n})"),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_sizes() {
        assert_eq!(ElemType::from_code(1), Some(ElemType::I32));
        assert_eq!(ElemType::from_code(4).map(ElemType::size), Some(8));
        assert_eq!(ElemType::from_code(6).map(ElemType::size), Some(1));
        assert_eq!(ElemType::from_code(7).map(ElemType::size), Some(2));
        assert_eq!(ElemType::from_code(5).map(ElemType::size), Some(4));
        assert_eq!(ElemType::from_code(8).map(ElemType::size), Some(16));
        assert_eq!(ElemType::from_code(9).map(ElemType::size), Some(8));
        assert_eq!(ElemType::from_code(10).map(ElemType::size), Some(16));
        assert_eq!(ElemType::from_code_len(11, 5).map(ElemType::size), Some(5));
        assert_eq!(ElemType::from_code_len(11, 0), None);
        assert_eq!(ElemType::from_code_len(4, 8), Some(ElemType::F64));
        assert_eq!(ElemType::from_code_len(4, 4), None);
        assert_eq!(ElemType::from_code(12).map(ElemType::size), Some(32));
        assert_eq!(ElemType::from_code(13).map(ElemType::size), Some(1));
        assert_eq!(ElemType::from_code(14).map(ElemType::size), Some(2));
        assert_eq!(ElemType::from_code(15).map(ElemType::size), Some(8));
        assert_eq!(ElemType::from_code(16), None);
        assert_eq!(ElemType::from_code(-1), None);
    }
}

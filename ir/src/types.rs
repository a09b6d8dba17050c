//! IR types.
//!
//! The type universe is small and closed, so a type is a `Copy` value compared structurally; this
//! plays the role of DESIGN.md's interned type table without a table (every type is already as
//! small as a handle would be).
//!
//! Textual forms: `i1 i8 i16 i32 i64 f32 f64 f80 ptr` and `!mem.view<f32, 2>`.

use std::fmt;

/// Scalar (register) types.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Scalar {
    I1,
    I8,
    I16,
    I32,
    I64,
    F32,
    F64,
    /// x87 80-bit extended precision (C's `long double` on x86-64: 16 bytes in memory,
    /// aligned to 16; LLVM's `x86_fp80`). Host code only.
    F80,
}

impl Scalar {
    pub fn is_int(self) -> bool {
        matches!(
            self,
            Scalar::I1 | Scalar::I8 | Scalar::I16 | Scalar::I32 | Scalar::I64
        )
    }

    pub fn is_float(self) -> bool {
        matches!(self, Scalar::F32 | Scalar::F64 | Scalar::F80)
    }

    /// Width in bits.
    pub fn bits(self) -> u32 {
        match self {
            Scalar::I1 => 1,
            Scalar::I8 => 8,
            Scalar::I16 => 16,
            Scalar::I32 | Scalar::F32 => 32,
            Scalar::I64 | Scalar::F64 => 64,
            Scalar::F80 => 80,
        }
    }

    /// Size in memory, in bytes (`i1` is stored as one byte).
    pub fn size_bytes(self) -> u64 {
        match self {
            Scalar::I1 | Scalar::I8 => 1,
            Scalar::I16 => 2,
            Scalar::I32 | Scalar::F32 => 4,
            Scalar::I64 | Scalar::F64 => 8,
            Scalar::F80 => 16,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Scalar::I1 => "i1",
            Scalar::I8 => "i8",
            Scalar::I16 => "i16",
            Scalar::I32 => "i32",
            Scalar::I64 => "i64",
            Scalar::F32 => "f32",
            Scalar::F64 => "f64",
            Scalar::F80 => "f80",
        }
    }

    pub fn from_name(s: &str) -> Option<Scalar> {
        Some(match s {
            "i1" => Scalar::I1,
            "i8" => Scalar::I8,
            "i16" => Scalar::I16,
            "i32" => Scalar::I32,
            "i64" => Scalar::I64,
            "f32" => Scalar::F32,
            "f64" => Scalar::F64,
            "f80" => Scalar::F80,
            _ => return None,
        })
    }
}

/// The maximum rank of an array view (Fortran's limit, and the runtime descriptor's).
pub const MAX_RANK: usize = 7;

/// An IR type.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Type {
    Scalar(Scalar),
    /// An opaque pointer (LLVM-style): slots, globals, runtime handles.
    Ptr,
    /// A multi-dimensional array view: base pointer plus, per dimension, the global index of the
    /// first stored element and the stride in elements. Column-major or row-major is a property of
    /// the strides, not of the type.
    View {
        elem: Scalar,
        rank: u8,
    },
}

impl Type {
    pub const I1: Type = Type::Scalar(Scalar::I1);
    pub const I8: Type = Type::Scalar(Scalar::I8);
    pub const I16: Type = Type::Scalar(Scalar::I16);
    pub const I32: Type = Type::Scalar(Scalar::I32);
    pub const I64: Type = Type::Scalar(Scalar::I64);
    pub const F32: Type = Type::Scalar(Scalar::F32);
    pub const F64: Type = Type::Scalar(Scalar::F64);
    pub const F80: Type = Type::Scalar(Scalar::F80);

    pub fn scalar(self) -> Option<Scalar> {
        match self {
            Type::Scalar(s) => Some(s),
            _ => None,
        }
    }

    pub fn is_int(self) -> bool {
        self.scalar().is_some_and(Scalar::is_int)
    }

    pub fn is_float(self) -> bool {
        self.scalar().is_some_and(Scalar::is_float)
    }

    pub fn view(elem: Scalar, rank: usize) -> Type {
        Type::View {
            elem,
            rank: rank as u8,
        }
    }

    /// Parses the textual form of a type (the inverse of `Display`).
    pub fn parse(s: &str) -> Option<Type> {
        let s = s.trim();
        if s == "ptr" {
            return Some(Type::Ptr);
        }
        if let Some(sc) = Scalar::from_name(s) {
            return Some(Type::Scalar(sc));
        }
        let inner = s.strip_prefix("!mem.view<")?.strip_suffix('>')?;
        let (elem, rank) = inner.split_once(',')?;
        let elem = Scalar::from_name(elem.trim())?;
        let rank: usize = rank.trim().parse().ok()?;
        (1..=MAX_RANK)
            .contains(&rank)
            .then_some(Type::view(elem, rank))
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Scalar(s) => f.write_str(s.name()),
            Type::Ptr => f.write_str("ptr"),
            Type::View { elem, rank } => write!(f, "!mem.view<{}, {}>", elem.name(), rank),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_text_round_trips() {
        for t in [
            Type::I1,
            Type::I32,
            Type::F64,
            Type::Ptr,
            Type::view(Scalar::F32, 3),
        ] {
            assert_eq!(Type::parse(&t.to_string()), Some(t));
        }
        assert_eq!(Type::parse("!mem.view<f32, 9>"), None);
        assert_eq!(Type::parse("f16"), None);
    }
}

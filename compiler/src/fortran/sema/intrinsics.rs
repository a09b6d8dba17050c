//! Intrinsic functions: generic and specific names resolved to typed operations.
//!
//! Generic names (`ABS`, `MAX`, `MOD`, ...) take their result type from their arguments;
//! specific names (`DABS`, `AMAX1`, `IFIX`, ...) require a particular argument type, as in
//! gfortran. Type conversions (`INT`, `REAL`, `DBLE`, ...) become conversion nodes.

use super::arrays::ArrayFn;
use super::fold;
use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::{Const, Expr, ExprKind, Intrinsic, SymbolKind, Ty};
use crate::fortran::lexer::IntLit;
use crate::name::Name;
use crate::source::Span;

/// The argument type class of an intrinsic.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    IntOrReal,
    Real,
    Int,
    /// Exactly this type (specific names).
    Exact(Ty),
    /// Any numeric type (conversions).
    Numeric,
}

/// How an intrinsic is resolved.
#[derive(Clone, Copy)]
enum Rule {
    /// Result type = (common) argument type; `min..=max` arguments.
    Same {
        op: Intrinsic,
        class: Class,
        min: usize,
        max: usize,
    },
    /// `MAX`/`MIN` whose result is converted to another type (`AMAX0`, `MAX1`).
    SameThen { op: Intrinsic, class: Class, to: Ty },
    /// A conversion to INTEGER/REAL with an optional KIND argument (`default` kind otherwise).
    Convert {
        class: Class,
        to: fn(u8) -> Ty,
        default: u8,
        kind_arg: bool,
    },
    /// REAL → INTEGER by rounding (`NINT`, `FLOOR`, `CEILING`), optional KIND.
    ToInt {
        op: Intrinsic,
        class: Class,
        kind_arg: bool,
    },
    /// REAL → same REAL (`AINT`, `ANINT`).
    RealRound { op: Intrinsic, class: Class },
    /// A numeric inquiry returning a constant of the argument's type.
    Inquiry(fn(Ty) -> Option<Const>),
    /// `DPROD(x, y)`: double precision product of two REAL(4).
    Dprod,
    /// `POPCNT`, `LEADZ`, `TRAILZ`: a default INTEGER from an INTEGER of any kind.
    BitCount(Intrinsic),
    /// `MERGE(tsource, fsource, mask)`.
    Merge,
    /// `LOGICAL(l [, kind])`: the one LOGICAL kind, so the value itself.
    Logical,
    /// `NEW_LINE(c)`: the newline character.
    NewLine,
    /// `BTEST(i, pos)`: LOGICAL.
    BitTest,
    /// An inquiry about the model of the argument's type (`KIND`, `PRECISION`, `RANGE`, ...):
    /// a default INTEGER constant; the argument is not evaluated (it may be a whole array).
    TypeInquiry(fn(Ty) -> Option<i64>),
    /// An array function (reductions, inquiries, MATMUL, TRANSPOSE): see `arrays.rs`.
    Array(ArrayFn),
    /// `SELECTED_INT_KIND(r)`, `SELECTED_REAL_KIND([p, r])`: the kind number that meets
    /// constant requirements, as gfortran numbers its kinds.
    SelectedKind {
        pick: fn(&[i64]) -> i64,
        min: usize,
        max: usize,
    },
    /// The REAL model functions, shifts, masks, unsigned comparisons and TRANSFER: see
    /// `model_bits.rs`.
    Model(Intrinsic),
}

fn lookup(name: &str) -> Option<Rule> {
    use Intrinsic::*;
    let same = |op, class, min, max| {
        Some(Rule::Same {
            op,
            class,
            min,
            max,
        })
    };
    let unary = |op, class| {
        Some(Rule::Same {
            op,
            class,
            min: 1,
            max: 1,
        })
    };
    let r4 = Class::Exact(Ty::R4);
    let r8 = Class::Exact(Ty::R8);
    let i4 = Class::Exact(Ty::I4);
    match name {
        "abs" => unary(Abs, Class::IntOrReal),
        "iabs" => unary(Abs, i4),
        "dabs" => unary(Abs, r8),
        "sqrt" => unary(Sqrt, Class::Real),
        "dsqrt" => unary(Sqrt, r8),
        "exp" => unary(Exp, Class::Real),
        "dexp" => unary(Exp, r8),
        "log" => unary(Log, Class::Real),
        "alog" => unary(Log, r4),
        "dlog" => unary(Log, r8),
        "log10" => unary(Log10, Class::Real),
        "alog10" => unary(Log10, r4),
        "dlog10" => unary(Log10, r8),
        "sin" => unary(Sin, Class::Real),
        "dsin" => unary(Sin, r8),
        "cos" => unary(Cos, Class::Real),
        "dcos" => unary(Cos, r8),
        "tan" => unary(Tan, Class::Real),
        "dtan" => unary(Tan, r8),
        "asin" => unary(Asin, Class::Real),
        "dasin" => unary(Asin, r8),
        "acos" => unary(Acos, Class::Real),
        "dacos" => unary(Acos, r8),
        "atan" => unary(Atan, Class::Real),
        "datan" => unary(Atan, r8),
        "atan2" => same(Atan2, Class::Real, 2, 2),
        "datan2" => same(Atan2, r8, 2, 2),
        "sinh" => unary(Sinh, Class::Real),
        "dsinh" => unary(Sinh, r8),
        "cosh" => unary(Cosh, Class::Real),
        "dcosh" => unary(Cosh, r8),
        "tanh" => unary(Tanh, Class::Real),
        "dtanh" => unary(Tanh, r8),
        "max" => same(Max, Class::IntOrReal, 2, usize::MAX),
        "min" => same(Min, Class::IntOrReal, 2, usize::MAX),
        "max0" => same(Max, i4, 2, usize::MAX),
        "min0" => same(Min, i4, 2, usize::MAX),
        "amax1" => same(Max, r4, 2, usize::MAX),
        "amin1" => same(Min, r4, 2, usize::MAX),
        "dmax1" => same(Max, r8, 2, usize::MAX),
        "dmin1" => same(Min, r8, 2, usize::MAX),
        "amax0" => Some(Rule::SameThen {
            op: Max,
            class: i4,
            to: Ty::R4,
        }),
        "amin0" => Some(Rule::SameThen {
            op: Min,
            class: i4,
            to: Ty::R4,
        }),
        "max1" => Some(Rule::SameThen {
            op: Max,
            class: r4,
            to: Ty::I4,
        }),
        "min1" => Some(Rule::SameThen {
            op: Min,
            class: r4,
            to: Ty::I4,
        }),
        "mod" => same(Mod, Class::IntOrReal, 2, 2),
        "amod" => same(Mod, r4, 2, 2),
        "dmod" => same(Mod, r8, 2, 2),
        "modulo" => same(Modulo, Class::IntOrReal, 2, 2),
        "sign" => same(Sign, Class::IntOrReal, 2, 2),
        "isign" => same(Sign, i4, 2, 2),
        "dsign" => same(Sign, r8, 2, 2),
        "dim" => same(Dim, Class::IntOrReal, 2, 2),
        "idim" => same(Dim, i4, 2, 2),
        "ddim" => same(Dim, r8, 2, 2),
        "iand" => same(Iand, Class::Int, 2, 2),
        "ior" => same(Ior, Class::Int, 2, 2),
        "ieor" => same(Ieor, Class::Int, 2, 2),
        "not" => unary(Not, Class::Int),
        "ishft" => same(Ishft, Class::Int, 2, 2),
        "ibits" => same(Ibits, Class::Int, 3, 3),
        "ibset" => same(Ibset, Class::Int, 2, 2),
        "ibclr" => same(Ibclr, Class::Int, 2, 2),
        "btest" => Some(Rule::BitTest),
        "ishftc" => same(Ishftc, Class::Int, 2, 3),
        "popcnt" => Some(Rule::BitCount(Popcnt)),
        "poppar" => Some(Rule::BitCount(Poppar)),
        "merge_bits" => same(MergeBits, Class::Int, 3, 3),
        "exponent" => Some(Rule::Model(Exponent)),
        "fraction" => Some(Rule::Model(Fraction)),
        "spacing" => Some(Rule::Model(Spacing)),
        "rrspacing" => Some(Rule::Model(Rrspacing)),
        "scale" => Some(Rule::Model(Scale)),
        "set_exponent" => Some(Rule::Model(SetExponent)),
        "nearest" => Some(Rule::Model(Nearest)),
        "shiftl" | "lshift" => Some(Rule::Model(Shiftl)),
        "shiftr" => Some(Rule::Model(Shiftr)),
        // GNU's RSHIFT fills with the sign bit.
        "shifta" | "rshift" => Some(Rule::Model(Shifta)),
        "dshiftl" => Some(Rule::Model(Dshiftl)),
        "dshiftr" => Some(Rule::Model(Dshiftr)),
        "maskl" => Some(Rule::Model(Maskl)),
        "maskr" => Some(Rule::Model(Maskr)),
        "bge" => Some(Rule::Model(Bge)),
        "bgt" => Some(Rule::Model(Bgt)),
        "ble" => Some(Rule::Model(Ble)),
        "blt" => Some(Rule::Model(Blt)),
        "transfer" => Some(Rule::Model(Transfer)),
        "leadz" => Some(Rule::BitCount(Leadz)),
        "trailz" => Some(Rule::BitCount(Trailz)),
        "merge" => Some(Rule::Merge),
        "logical" => Some(Rule::Logical),
        "new_line" => Some(Rule::NewLine),
        "hypot" => same(Hypot, Class::Real, 2, 2),
        "erf" => unary(Erf, Class::Real),
        "derf" => unary(Erf, r8),
        "erfc" => unary(Erfc, Class::Real),
        "derfc" => unary(Erfc, r8),
        "gamma" => unary(Gamma, Class::Real),
        "dgamma" => unary(Gamma, r8),
        "log_gamma" | "lgamma" => unary(LogGamma, Class::Real),
        "algama" => unary(LogGamma, r4),
        "dlgama" => unary(LogGamma, r8),
        "bessel_j0" => unary(BesselJ0, Class::Real),
        "besj0" => unary(BesselJ0, r4),
        "dbesj0" => unary(BesselJ0, r8),
        "bessel_j1" => unary(BesselJ1, Class::Real),
        "besj1" => unary(BesselJ1, r4),
        "dbesj1" => unary(BesselJ1, r8),
        "bessel_y0" => unary(BesselY0, Class::Real),
        "besy0" => unary(BesselY0, r4),
        "dbesy0" => unary(BesselY0, r8),
        "bessel_y1" => unary(BesselY1, Class::Real),
        "besy1" => unary(BesselY1, r4),
        "dbesy1" => unary(BesselY1, r8),
        "int" => Some(Rule::Convert {
            class: Class::Numeric,
            to: Ty::Int,
            default: 4,
            kind_arg: true,
        }),
        "ifix" => Some(Rule::Convert {
            class: r4,
            to: Ty::Int,
            default: 4,
            kind_arg: false,
        }),
        "idint" => Some(Rule::Convert {
            class: r8,
            to: Ty::Int,
            default: 4,
            kind_arg: false,
        }),
        "real" => Some(Rule::Convert {
            class: Class::Numeric,
            to: Ty::Real,
            default: 4,
            kind_arg: true,
        }),
        "float" => Some(Rule::Convert {
            class: i4,
            to: Ty::Real,
            default: 4,
            kind_arg: false,
        }),
        "sngl" => Some(Rule::Convert {
            class: r8,
            to: Ty::Real,
            default: 4,
            kind_arg: false,
        }),
        "dble" => Some(Rule::Convert {
            class: Class::Numeric,
            to: Ty::Real,
            default: 8,
            kind_arg: false,
        }),
        "dfloat" => Some(Rule::Convert {
            class: Class::Int,
            to: Ty::Real,
            default: 8,
            kind_arg: false,
        }),
        "nint" => Some(Rule::ToInt {
            op: Nint,
            class: Class::Real,
            kind_arg: true,
        }),
        "idnint" => Some(Rule::ToInt {
            op: Nint,
            class: r8,
            kind_arg: false,
        }),
        "floor" => Some(Rule::ToInt {
            op: Floor,
            class: Class::Real,
            kind_arg: true,
        }),
        "ceiling" => Some(Rule::ToInt {
            op: Ceiling,
            class: Class::Real,
            kind_arg: true,
        }),
        "aint" => Some(Rule::RealRound {
            op: Aint,
            class: Class::Real,
        }),
        "dint" => Some(Rule::RealRound {
            op: Aint,
            class: r8,
        }),
        "anint" => Some(Rule::RealRound {
            op: Anint,
            class: Class::Real,
        }),
        "dnint" => Some(Rule::RealRound {
            op: Anint,
            class: r8,
        }),
        "huge" => Some(Rule::Inquiry(huge)),
        "tiny" => Some(Rule::Inquiry(tiny)),
        "epsilon" => Some(Rule::Inquiry(epsilon)),
        "dprod" => Some(Rule::Dprod),
        "kind" => Some(Rule::TypeInquiry(kind_of)),
        "precision" => Some(Rule::TypeInquiry(precision_of)),
        "range" => Some(Rule::TypeInquiry(range_of)),
        "digits" => Some(Rule::TypeInquiry(digits_of)),
        "radix" => Some(Rule::TypeInquiry(|t| t.is_numeric().then_some(2))),
        // Of the argument's kind, unlike the other model inquiries.
        // Bits of a scalar of the type (CHARACTER: of one character, LEN is not known here).
        "storage_size" => Some(Rule::TypeInquiry(|t| match t {
            Ty::Derived(d) => Some(8 * i64::from(d.size)),
            Ty::Complex(k) => Some(16 * i64::from(k)),
            Ty::Char => Some(8),
            t => Some(8 * t.mem_scalar().size_bytes() as i64),
        })),
        "bit_size" => Some(Rule::Inquiry(|t| match t {
            Ty::Int(k) => Some(Const::Int(8 * k as i64)),
            _ => None,
        })),
        "maxexponent" => Some(Rule::TypeInquiry(|t| match t {
            Ty::Real(4) => Some(f32::MAX_EXP as i64),
            Ty::Real(_) => Some(f64::MAX_EXP as i64),
            _ => None,
        })),
        "minexponent" => Some(Rule::TypeInquiry(|t| match t {
            Ty::Real(4) => Some(f32::MIN_EXP as i64),
            Ty::Real(_) => Some(f64::MIN_EXP as i64),
            _ => None,
        })),
        "selected_int_kind" => Some(Rule::SelectedKind {
            pick: selected_int_kind,
            min: 1,
            max: 1,
        }),
        "selected_real_kind" => Some(Rule::SelectedKind {
            pick: selected_real_kind,
            min: 1,
            max: 2,
        }),
        "sum" => Some(Rule::Array(ArrayFn::Sum)),
        "product" => Some(Rule::Array(ArrayFn::Product)),
        "maxval" => Some(Rule::Array(ArrayFn::Maxval)),
        "minval" => Some(Rule::Array(ArrayFn::Minval)),
        "count" => Some(Rule::Array(ArrayFn::Count)),
        "any" => Some(Rule::Array(ArrayFn::Any)),
        "all" => Some(Rule::Array(ArrayFn::All)),
        "dot_product" => Some(Rule::Array(ArrayFn::DotProduct)),
        "maxloc" => Some(Rule::Array(ArrayFn::Maxloc)),
        "minloc" => Some(Rule::Array(ArrayFn::Minloc)),
        "size" => Some(Rule::Array(ArrayFn::Size)),
        "lbound" => Some(Rule::Array(ArrayFn::Lbound)),
        "ubound" => Some(Rule::Array(ArrayFn::Ubound)),
        "shape" => Some(Rule::Array(ArrayFn::Shape)),
        "matmul" => Some(Rule::Array(ArrayFn::Matmul)),
        "transpose" => Some(Rule::Array(ArrayFn::Transpose)),
        "reshape" => Some(Rule::Array(ArrayFn::Reshape)),
        "iany" => Some(Rule::Array(ArrayFn::Iany)),
        "iall" => Some(Rule::Array(ArrayFn::Iall)),
        "iparity" => Some(Rule::Array(ArrayFn::Iparity)),
        "parity" => Some(Rule::Array(ArrayFn::Parity)),
        "norm2" => Some(Rule::Array(ArrayFn::Norm2)),
        "findloc" => Some(Rule::Array(ArrayFn::Findloc)),
        "pack" => Some(Rule::Array(ArrayFn::Pack)),
        "unpack" => Some(Rule::Array(ArrayFn::Unpack)),
        "spread" => Some(Rule::Array(ArrayFn::Spread)),
        "cshift" => Some(Rule::Array(ArrayFn::Cshift)),
        "eoshift" => Some(Rule::Array(ArrayFn::Eoshift)),
        _ => None,
    }
}

/// The array function `name` is, if it is one.
pub(super) fn array_function(name: &str) -> Option<ArrayFn> {
    match lookup(name) {
        Some(Rule::Array(f)) => Some(f),
        _ => None,
    }
}

/// Whether dvmhc implements the intrinsic function `name` (lower case).
pub fn is_intrinsic(name: &str) -> bool {
    lookup(name).is_some()
        || super::chars::is_character_intrinsic(name)
        || super::complex::is_complex_intrinsic(name)
        || super::ieee::is_ieee_intrinsic(name)
        || super::c_interop::is_c_function(name)
        || compiler_inquiry(name).is_some()
}

/// ISO_FORTRAN_ENV's COMPILER_VERSION() and COMPILER_OPTIONS(): constants of this build.
fn compiler_inquiry(name: &str) -> Option<String> {
    match name {
        "compiler_version" => Some(format!("dvmhc version {}", env!("CARGO_PKG_VERSION"))),
        "compiler_options" => Some(String::new()),
        _ => None,
    }
}

/// The standard's names of an intrinsic's arguments, for calls that name them (`KIND=8`).
fn argument_names(name: &str) -> &'static [&'static str] {
    match name {
        "int" | "real" | "nint" | "floor" | "ceiling" => &["a", "kind"],
        "selected_real_kind" => &["p", "r"],
        "selected_int_kind" => &["r"],
        "bit_size" => &["i"],
        "aint" | "anint" => &["a", "kind"],
        "abs" | "dble" => &["a"],
        "cmplx" => &["x", "y", "kind"],
        "dcmplx" => &["x", "y"],
        "char" | "achar" => &["i", "kind"],
        "ichar" | "iachar" => &["c", "kind"],
        "len" | "len_trim" => &["string", "kind"],
        "mod" | "modulo" => &["a", "p"],
        "sign" => &["a", "b"],
        "dim" | "dprod" => &["x", "y"],
        "atan2" => &["y", "x"],
        "iand" | "ior" | "ieor" => &["i", "j"],
        "ishft" => &["i", "shift"],
        "ibits" => &["i", "pos", "len"],
        "ibset" | "ibclr" | "btest" => &["i", "pos"],
        "ishftc" => &["i", "shift", "size"],
        "popcnt" | "leadz" | "trailz" | "poppar" => &["i"],
        "merge_bits" => &["i", "j", "mask"],
        "exponent" | "fraction" | "spacing" | "rrspacing" => &["x"],
        "scale" | "set_exponent" => &["x", "i"],
        "nearest" => &["x", "s"],
        "shiftl" | "shiftr" | "shifta" | "lshift" | "rshift" => &["i", "shift"],
        "dshiftl" | "dshiftr" => &["i", "j", "shift"],
        "maskl" | "maskr" => &["i", "kind"],
        "bge" | "bgt" | "ble" | "blt" => &["i", "j"],
        "transfer" => &["source", "mold", "size"],
        "merge" => &["tsource", "fsource", "mask"],
        "logical" => &["l", "kind"],
        "new_line" => &["a"],
        "index" => &["string", "substring", "back", "kind"],
        "scan" | "verify" => &["string", "set", "back", "kind"],
        "hypot" => &["x", "y"],
        "kind" | "precision" | "range" | "digits" | "radix" | "huge" | "tiny" | "epsilon"
        | "storage_size" | "maxexponent" | "minexponent" | "sqrt" | "exp" | "log" | "log10"
        | "sin" | "cos" | "tan" | "asin" | "acos" | "atan" | "sinh" | "cosh" | "tanh" => &["x"],
        _ => &[],
    }
}

/// Standard intrinsic functions dvmhc does not implement yet: named so that a call says so
/// instead of calling the function unknown.
pub fn is_unsupported_intrinsic(name: &str) -> bool {
    matches!(
        name,
        "allocated" | "associated" | "null" | "selected_char_kind"
    )
}

fn kind_of(t: Ty) -> Option<i64> {
    Some(match t {
        Ty::Int(k) | Ty::Real(k) => k as i64,
        Ty::Logical(k) => k as i64,
        Ty::Char => 1,
        Ty::Complex(k) => k as i64,
        Ty::Derived(_) => return None,
    })
}

/// Decimal precision (`PRECISION`): digits of the significand times log10(2), rounded down.
/// A COMPLEX has the precision of its parts.
fn precision_of(t: Ty) -> Option<i64> {
    match t {
        Ty::Real(4) | Ty::Complex(4) => Some(f32::DIGITS as i64),
        Ty::Real(_) | Ty::Complex(_) => Some(f64::DIGITS as i64),
        _ => None,
    }
}

/// Decimal exponent range (`RANGE`): for reals, min(log10(huge), -log10(tiny)) rounded down;
/// a COMPLEX has the range of its parts.
fn range_of(t: Ty) -> Option<i64> {
    match t {
        Ty::Int(1) => Some(2),
        Ty::Int(2) => Some(4),
        Ty::Int(4) => Some(9),
        Ty::Int(_) => Some(18),
        Ty::Real(4) | Ty::Complex(4) => Some(37),
        Ty::Real(_) | Ty::Complex(_) => Some(307),
        _ => None,
    }
}

/// Significant binary digits of the model (`DIGITS`): the sign bit is not one of them.
fn digits_of(t: Ty) -> Option<i64> {
    match t {
        Ty::Int(k) => Some(8 * k as i64 - 1),
        Ty::Real(4) => Some(f32::MANTISSA_DIGITS as i64),
        Ty::Real(_) => Some(f64::MANTISSA_DIGITS as i64),
        _ => None,
    }
}

/// gfortran's integer kinds and their decimal ranges.
const INT_KINDS: [(i64, i64); 5] = [(1, 2), (2, 4), (4, 9), (8, 18), (16, 38)];
/// gfortran's real kinds with their (precision, range) on x86-64.
const REAL_KINDS: [(i64, i64, i64); 4] = [(4, 6, 37), (8, 15, 307), (10, 18, 4931), (16, 33, 4931)];

fn selected_int_kind(args: &[i64]) -> i64 {
    let r = args[0];
    INT_KINDS
        .iter()
        .find(|(_, range)| *range >= r)
        .map_or(-1, |(k, _)| *k)
}

/// `SELECTED_REAL_KIND(p, r)`: the smallest kind with both; otherwise -1 (no precision), -2
/// (no range), -3 (neither) or -4 (each, but not together), as the standard numbers them.
fn selected_real_kind(args: &[i64]) -> i64 {
    let p = args.first().copied().unwrap_or(0);
    let r = args.get(1).copied().unwrap_or(0);
    if let Some((k, _, _)) = REAL_KINDS.iter().find(|(_, kp, kr)| *kp >= p && *kr >= r) {
        return *k;
    }
    let has_p = REAL_KINDS.iter().any(|(_, kp, _)| *kp >= p);
    let has_r = REAL_KINDS.iter().any(|(_, _, kr)| *kr >= r);
    match (has_p, has_r) {
        (false, false) => -3,
        (false, true) => -1,
        (true, false) => -2,
        (true, true) => -4,
    }
}

pub(super) fn huge(t: Ty) -> Option<Const> {
    Some(match t {
        Ty::Int(1) => Const::Int(i8::MAX as i64),
        Ty::Int(2) => Const::Int(i16::MAX as i64),
        Ty::Int(4) => Const::Int(i32::MAX as i64),
        Ty::Int(_) => Const::Int(i64::MAX),
        Ty::Real(4) => Const::Real(f32::MAX as f64),
        Ty::Real(_) => Const::Real(f64::MAX),
        _ => return None,
    })
}

fn tiny(t: Ty) -> Option<Const> {
    Some(match t {
        Ty::Real(4) => Const::Real(f32::MIN_POSITIVE as f64),
        Ty::Real(_) => Const::Real(f64::MIN_POSITIVE),
        _ => return None,
    })
}

fn epsilon(t: Ty) -> Option<Const> {
    Some(match t {
        Ty::Real(4) => Const::Real(f32::EPSILON as f64),
        Ty::Real(_) => Const::Real(f64::EPSILON),
        _ => return None,
    })
}

fn class_accepts(class: Class, t: Ty) -> bool {
    match class {
        Class::IntOrReal | Class::Numeric => t.is_numeric(),
        Class::Real => t.is_real(),
        Class::Int => t.is_int(),
        Class::Exact(x) => t == x,
    }
}

fn class_name(class: Class) -> String {
    match class {
        Class::IntOrReal | Class::Numeric => "INTEGER or REAL".into(),
        Class::Real => "REAL".into(),
        Class::Int => "INTEGER".into(),
        Class::Exact(t) => t.to_string(),
    }
}

impl Checker<'_> {
    fn check_class(&mut self, name: &str, class: Class, args: &[Expr]) -> bool {
        let mut ok = true;
        for a in args {
            if !class_accepts(class, a.ty) {
                self.error(
                    a.span,
                    format!(
                        "argument of {} must be {}, found {}",
                        name.to_ascii_uppercase(),
                        class_name(class),
                        a.ty
                    ),
                );
                ok = false;
            }
        }
        ok
    }

    pub(super) fn kind_argument(&mut self, e: &Expr, allowed: &[u8]) -> Option<u8> {
        match e.as_const() {
            Some(Const::Int(k)) if allowed.iter().any(|&a| a as i64 == *k) => Some(*k as u8),
            _ => {
                self.error(e.span, "KIND argument must be a constant valid kind");
                None
            }
        }
    }

    /// Builds an intrinsic node, folding constant arguments when that is exact.
    pub(super) fn make_intrinsic(
        &mut self,
        op: Intrinsic,
        args: Vec<Expr>,
        ty: Ty,
        span: Span,
    ) -> Expr {
        let consts: Option<Vec<Const>> = args.iter().map(|a| a.as_const().cloned()).collect();
        if let Some(cs) = consts {
            match fold::intrinsic(op, &cs, ty) {
                Some(Ok(c)) => {
                    return Expr {
                        kind: ExprKind::Const(c),
                        ty,
                        span,
                    }
                }
                Some(Err(m)) => self.error(span, m),
                None => {}
            }
        }
        Expr {
            kind: ExprKind::Intrinsic(op, args),
            ty,
            span,
        }
    }

    /// Resolves a call of an intrinsic. `None`: `name` is not an intrinsic (see
    /// [`is_intrinsic`]); `Some(None)`: it is, and an error was reported.
    pub fn intrinsic_call(
        &mut self,
        name: &Name,
        args: Vec<Option<Expr>>,
        span: Span,
    ) -> Option<Option<Expr>> {
        if self.is_complex_intrinsic_call(&name.text, &args) {
            let args: Option<Vec<Expr>> = args.into_iter().collect();
            return Some(args.and_then(|a| self.complex_intrinsic(name, a, span)));
        }
        if super::chars::is_character_intrinsic(&name.text) {
            let args: Option<Vec<Expr>> = args.into_iter().collect();
            return Some(args.and_then(|a| self.character_intrinsic(name, a, span)));
        }
        if let Some(text) = compiler_inquiry(&name.text) {
            if !args.is_empty() {
                self.error(span, format!("{} takes no arguments", name.upper()));
                return Some(None);
            }
            return Some(Some(Expr {
                kind: ExprKind::Const(Const::Str(text)),
                ty: Ty::Char,
                span,
            }));
        }
        if super::ieee::is_ieee_intrinsic(&name.text) {
            let args: Option<Vec<Expr>> = args.into_iter().collect();
            return Some(args.and_then(|a| self.ieee_intrinsic(&name.text, a, span)));
        }
        let rule = lookup(&name.text)?;
        let n = args.len();
        let Some(args) = args.into_iter().collect::<Option<Vec<Expr>>>() else {
            return Some(None);
        };
        let upper = name.upper();
        // The argument count of a function with an optional KIND= after its one argument.
        let one_or_kind = |kind_arg: bool| {
            if kind_arg {
                "1 or 2 arguments"
            } else {
                "1 argument"
            }
        };
        let arity_error = |ck: &mut Self, want: &str| {
            ck.error(span, format!("{upper} takes {want}, but {n} given"));
            Some(None)
        };
        Some(match rule {
            Rule::Same {
                op,
                class,
                min,
                max,
            } => {
                if n < min || n > max {
                    let want = match (min, max) {
                        (1, 1) => "1 argument".to_string(),
                        (a, b) if a == b => format!("{a} arguments"),
                        (a, _) => format!("at least {a} arguments"),
                    };
                    return arity_error(self, &want);
                }
                if !self.check_class(&name.text, class, &args) {
                    return Some(None);
                }
                // The bit functions of one integer take the kind of that integer; their
                // shift, position and size arguments may be of any integer kind.
                let positional = matches!(
                    op,
                    Intrinsic::Ishft
                        | Intrinsic::Ishftc
                        | Intrinsic::Ibset
                        | Intrinsic::Ibclr
                        | Intrinsic::Ibits
                );
                let ty = if positional {
                    args[0].ty
                } else {
                    let Some(ty) = self.common_argument_type(&upper, &args) else {
                        return Some(None);
                    };
                    ty
                };
                let args = args.into_iter().map(|a| self.convert(a, ty)).collect();
                Some(self.make_intrinsic(op, args, ty, span))
            }
            Rule::SameThen { op, class, to } => {
                if n < 2 {
                    return arity_error(self, "at least 2 arguments");
                }
                if !self.check_class(&name.text, class, &args) {
                    return Some(None);
                }
                let ty = args[0].ty;
                let e = self.make_intrinsic(op, args, ty, span);
                Some(self.convert(e, to))
            }
            Rule::Convert {
                class,
                to,
                default,
                kind_arg,
            } => {
                if n == 0 || n > 1 + kind_arg as usize {
                    return arity_error(self, one_or_kind(kind_arg));
                }
                let mut args = args;
                let kind = if n == 2 {
                    let allowed: &[u8] = if to(4).is_int() {
                        &[1, 2, 4, 8]
                    } else {
                        &[4, 8]
                    };
                    let Some(k) = self.kind_argument(&args[1], allowed) else {
                        return Some(None);
                    };
                    k
                } else {
                    default
                };
                args.truncate(1);
                let mut kind = kind;
                if class == Class::Numeric && args[0].ty.is_complex() {
                    // INT, REAL, DBLE of a COMPLEX value convert its real part; REAL without
                    // KIND= keeps the COMPLEX value's kind.
                    let part = args[0].ty.part();
                    if n == 1 && name.text == "real" {
                        if let Ty::Real(k) = part {
                            kind = k;
                        }
                    }
                    let a = args.remove(0);
                    args.push(self.convert(a, part));
                }
                if !self.check_class(&name.text, class, &args) {
                    return Some(None);
                }
                let a = args.remove(0);
                let mut e = self.convert(a, to(kind));
                e.span = span;
                Some(e)
            }
            Rule::ToInt {
                op,
                class,
                kind_arg,
            } => {
                if n == 0 || n > 1 + kind_arg as usize {
                    return arity_error(self, one_or_kind(kind_arg));
                }
                let mut args = args;
                let kind = if n == 2 {
                    let Some(k) = self.kind_argument(&args[1], &[1, 2, 4, 8]) else {
                        return Some(None);
                    };
                    k
                } else {
                    4
                };
                args.truncate(1);
                if !self.check_class(&name.text, class, &args) {
                    return Some(None);
                }
                Some(self.make_intrinsic(op, args, Ty::Int(kind), span))
            }
            Rule::RealRound { op, class } => {
                // AINT(a, KIND) and ANINT(a, KIND): the generic ones take a result kind.
                let kind_arg = class == Class::Real;
                if n == 0 || n > 1 + kind_arg as usize {
                    return arity_error(self, one_or_kind(kind_arg));
                }
                let mut args = args;
                let kind = if n == 2 {
                    let Some(k) = self.kind_argument(&args[1], &[4, 8]) else {
                        return Some(None);
                    };
                    Some(k)
                } else {
                    None
                };
                args.truncate(1);
                if !self.check_class(&name.text, class, &args) {
                    return Some(None);
                }
                let ty = args[0].ty;
                let e = self.make_intrinsic(op, args, ty, span);
                Some(match kind {
                    Some(k) => self.convert(e, Ty::Real(k)),
                    None => e,
                })
            }
            Rule::Inquiry(f) => {
                if n != 1 {
                    return arity_error(self, "1 argument");
                }
                let ty = args[0].ty;
                match f(ty) {
                    Some(c) => Some(Expr {
                        kind: ExprKind::Const(c),
                        ty,
                        span,
                    }),
                    None => {
                        self.error(args[0].span, format!("{upper} is not defined for {ty}"));
                        None
                    }
                }
            }
            Rule::BitTest => {
                if n != 2 {
                    return arity_error(self, "2 arguments");
                }
                if !self.check_class(&name.text, Class::Int, &args) {
                    return Some(None);
                }
                let ty = args[0].ty;
                let args = args.into_iter().map(|a| self.convert(a, ty)).collect();
                Some(self.make_intrinsic(Intrinsic::Btest, args, Ty::L4, span))
            }
            Rule::Dprod => {
                if n != 2 {
                    return arity_error(self, "2 arguments");
                }
                if !self.check_class(&name.text, Class::Exact(Ty::R4), &args) {
                    return Some(None);
                }
                let mut it = args.into_iter();
                let (Some(a), Some(b)) = (it.next(), it.next()) else {
                    return Some(None);
                };
                let (a, b) = (self.convert(a, Ty::R8), self.convert(b, Ty::R8));
                Some(self.make_binary(crate::fortran::hir::BinOp::Mul, a, b, Ty::R8, span))
            }
            Rule::BitCount(op) => {
                if n != 1 {
                    return arity_error(self, "1 argument");
                }
                if !self.check_class(&name.text, Class::Int, &args) {
                    return Some(None);
                }
                Some(self.make_intrinsic(op, args, Ty::I4, span))
            }
            Rule::Merge => {
                if n != 3 {
                    return arity_error(self, "3 arguments");
                }
                let (t, f, mask) = (&args[0], &args[1], &args[2]);
                if !mask.ty.is_logical() {
                    self.error(
                        mask.span,
                        format!("the MASK of MERGE must be LOGICAL, found {}", mask.ty),
                    );
                    return Some(None);
                }
                if t.ty != f.ty {
                    let (a, b) = (self.type_name(t.ty), self.type_name(f.ty));
                    self.error(
                        span,
                        format!(
                            "TSOURCE and FSOURCE of MERGE must have one type, found {a} and {b}"
                        ),
                    );
                    return Some(None);
                }
                if t.ty == Ty::Char {
                    let (a, b) = (self.static_char_len(t), self.static_char_len(f));
                    if a.is_none() || a != b {
                        self.error(
                            span,
                            "TSOURCE and FSOURCE of MERGE must have one constant length",
                        );
                        return Some(None);
                    }
                }
                let ty = t.ty;
                Some(self.make_intrinsic(Intrinsic::Merge, args, ty, span))
            }
            Rule::Logical => {
                if n == 0 || n > 2 || !args[0].ty.is_logical() {
                    self.error(span, "LOGICAL takes a LOGICAL value and an optional KIND");
                    return Some(None);
                }
                let kind = if n == 2 {
                    match self.kind_argument(&args[1], &[1, 2, 4, 8]) {
                        Some(k) => k,
                        None => return Some(None),
                    }
                } else {
                    4
                };
                let mut args = args;
                let mut e = args.swap_remove(0);
                e.span = span;
                Some(self.convert(e, Ty::Logical(kind)))
            }
            Rule::NewLine => {
                if n != 1 || args[0].ty != Ty::Char {
                    return arity_error(self, "1 CHARACTER argument");
                }
                Some(Expr {
                    kind: ExprKind::Const(Const::Str("\n".into())),
                    ty: Ty::Char,
                    span,
                })
            }
            Rule::TypeInquiry(f) => {
                if n != 1 {
                    return arity_error(self, "1 argument");
                }
                self.type_inquiry(&upper, f, args[0].ty, args[0].span, span)
            }
            Rule::Array(_) => {
                self.error(span, format!("{upper} needs array arguments"));
                None
            }
            Rule::Model(op) => self.model_intrinsic(op, &upper, args, span),
            Rule::SelectedKind { pick, min, max } => {
                if n < min || n > max {
                    return arity_error(
                        self,
                        if max == 1 {
                            "1 argument"
                        } else {
                            "1 or 2 arguments"
                        },
                    );
                }
                let mut values = Vec::with_capacity(n);
                for a in &args {
                    match a.as_const() {
                        Some(Const::Int(v)) if a.ty.is_int() => values.push(*v),
                        _ => {
                            self.error(
                                a.span,
                                format!(
                                    "{upper} is supported only with constant INTEGER arguments"
                                ),
                            );
                            return Some(None);
                        }
                    }
                }
                Some(Expr {
                    kind: ExprKind::Const(Const::Int(pick(&values))),
                    ty: Ty::I4,
                    span,
                })
            }
        })
    }

    /// The default INTEGER constant an inquiry `f` gives for an argument of type `ty`.
    fn type_inquiry(
        &mut self,
        upper: &str,
        f: fn(Ty) -> Option<i64>,
        ty: Ty,
        arg_span: Span,
        span: Span,
    ) -> Option<Expr> {
        match f(ty) {
            Some(v) => Some(Expr {
                kind: ExprKind::Const(Const::Int(v)),
                ty: Ty::I4,
                span,
            }),
            None => {
                self.error(arg_span, format!("{upper} is not defined for {ty}"));
                None
            }
        }
    }

    /// The arguments of an intrinsic call in positional order, with named arguments put in
    /// their places (errors reported; `None` if there was one). An omitted argument before a
    /// given one is an error, except SELECTED_REAL_KIND's P, which is then 0 (no requirement).
    /// Puts argument `value` into slot `position` of an intrinsic's arguments (named
    /// `names`); a slot given twice or past the last is reported (`false`).
    pub(super) fn fill_argument_slot(
        &mut self,
        slots: &mut [Option<ast::Expr>],
        position: usize,
        names: &[&str],
        value: &ast::Expr,
        upper: &str,
    ) -> bool {
        match slots.get_mut(position) {
            Some(slot @ None) => {
                *slot = Some(value.clone());
                true
            }
            Some(Some(_)) => {
                self.error(
                    value.span,
                    format!("argument '{}' of {upper} is given twice", names[position]),
                );
                false
            }
            None => {
                self.error(value.span, format!("too many arguments for {upper}"));
                false
            }
        }
    }

    /// The arguments of a call of intrinsic `upper` (argument names `names`) in their
    /// positions, named ones by name; reports a positional one after a named one, an unknown
    /// name, one given twice or too many (`None`).
    pub(super) fn named_slots(
        &mut self,
        upper: &str,
        names: &[&str],
        args: &[ast::Arg],
    ) -> Option<Vec<Option<ast::Expr>>> {
        let mut slots: Vec<Option<ast::Expr>> = vec![None; names.len()];
        let mut seen_keyword = false;
        for (k, a) in args.iter().enumerate() {
            let position = match &a.keyword {
                None if seen_keyword => {
                    self.error(
                        a.value.span,
                        "a positional argument cannot follow a named one",
                    );
                    return None;
                }
                None => k,
                Some(kw) => {
                    seen_keyword = true;
                    let Some(p) = names.iter().position(|n| *n == kw.text) else {
                        self.error(
                            kw.span,
                            format!("{upper} has no argument named '{}'", kw.upper()),
                        );
                        return None;
                    };
                    p
                }
            };
            if !self.fill_argument_slot(&mut slots, position, names, &a.value, upper) {
                return None;
            }
        }
        Some(slots)
    }

    pub fn positional_arguments(
        &mut self,
        name: &Name,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Vec<ast::Expr>> {
        if args.iter().all(|a| a.keyword.is_none()) {
            return Some(args.iter().map(|a| a.value.clone()).collect());
        }
        let upper = name.upper();
        let names = argument_names(&name.text);
        let mut slots = self.named_slots(&upper, names, args)?;
        while slots.last().is_some_and(Option::is_none) {
            slots.pop();
        }
        let mut out = Vec::with_capacity(slots.len());
        for (position, slot) in slots.into_iter().enumerate() {
            match slot {
                Some(e) => out.push(e),
                // SELECTED_REAL_KIND(R=r) has no precision requirement; CMPLX(x, KIND=k) no
                // imaginary part (a zero, which CMPLX of a COMPLEX x ignores).
                // INDEX(s, t, KIND=8): searching forward.
                None if position == 2
                    && matches!(name.text.as_str(), "index" | "scan" | "verify") =>
                {
                    out.push(ast::Expr {
                        kind: ast::ExprKind::Logical(ast::LogicalLit::plain(false)),
                        span,
                    })
                }
                None if name.text == "selected_real_kind" || name.text == "cmplx" => {
                    out.push(ast::Expr {
                        kind: ast::ExprKind::Int(IntLit {
                            digits: "0".into(),
                            kind: None,
                        }),
                        span,
                    })
                }
                None => {
                    self.error(
                        span,
                        format!("argument '{}' of {upper} is missing", names[position]),
                    );
                    return None;
                }
            }
        }
        Some(out)
    }

    /// A type inquiry (`KIND(a)`, `PRECISION(x)`) or model value (`HUGE(a)`, `EPSILON(a)`)
    /// whose argument is a whole array: its type is all that counts, so the array is not
    /// evaluated and the result is one scalar. `None`: not such a call.
    pub fn whole_array_inquiry(
        &mut self,
        name: &Name,
        args: &[ast::Expr],
        span: Span,
    ) -> Option<Option<Expr>> {
        if name.text == "len" {
            return self.whole_array_len(args, span);
        }
        let rule = lookup(&name.text);
        if !matches!(rule, Some(Rule::TypeInquiry(_) | Rule::Inquiry(_))) {
            return None;
        }
        let [arg] = args else { return None };
        let ast::ExprKind::Designator(d) = &arg.kind else {
            return None;
        };
        if d.args.is_some() {
            return None;
        }
        let id = self.scope.lookup(&d.name.text)?;
        let sym = self.scope.get(id);
        if !matches!(sym.kind, SymbolKind::Array(_)) {
            return None;
        }
        let ty = sym.ty;
        if self.is_unusable(id, d.name.span) {
            return Some(None);
        }
        let upper = name.upper();
        Some(match rule {
            Some(Rule::TypeInquiry(f)) => self.type_inquiry(&upper, f, ty, arg.span, span),
            Some(Rule::Inquiry(f)) => match f(ty) {
                Some(c) => Some(Expr {
                    kind: ExprKind::Const(c),
                    ty,
                    span,
                }),
                None => {
                    self.error(arg.span, format!("{upper} is not defined for {ty}"));
                    None
                }
            },
            _ => None,
        })
    }

    /// `LEN(a)` of a whole CHARACTER array of constant length: one scalar, the length of an
    /// element (not a value per element, as an elemental function would give in an I/O list
    /// or an array expression). `None`: not such a call.
    fn whole_array_len(&mut self, args: &[ast::Expr], span: Span) -> Option<Option<Expr>> {
        let [arg] = args else { return None };
        let ast::ExprKind::Designator(d) = &arg.kind else {
            return None;
        };
        if !d.parts.is_empty() || d.substring.is_some() {
            return None;
        }
        // Also of a section, an element, or a reference to a function with an array result:
        // the declared length, without evaluating them.
        let id = self.scope.lookup(&d.name.text)?;
        let sym = self.scope.get(id);
        let array = match &sym.kind {
            SymbolKind::Array(_) => true,
            SymbolKind::Procedure(_) => d.args.is_some() && self.array_result(id).is_some(),
            _ => false,
        };
        if !array || sym.ty != Ty::Char {
            return None;
        }
        let n = match sym.char_len {
            Some(crate::fortran::hir::CharLen::Const(n)) => n,
            None => 1,
            Some(_) => return None,
        };
        Some(Some(Expr {
            kind: ExprKind::Const(Const::Int(n)),
            ty: Ty::I4,
            span,
        }))
    }

    /// All arguments of a generic intrinsic share a base type; kinds may differ (a GNU
    /// extension) and are promoted to the largest.
    fn common_argument_type(&mut self, upper: &str, args: &[Expr]) -> Option<Ty> {
        let first = args.first()?.ty;
        let mut ty = first;
        for a in &args[1..] {
            match (ty, a.ty) {
                (Ty::Int(x), Ty::Int(y)) => ty = Ty::Int(x.max(y)),
                (Ty::Real(x), Ty::Real(y)) => ty = Ty::Real(x.max(y)),
                _ => {
                    self.error(
                        a.span,
                        format!(
                            "arguments of {upper} must have the same type: found {first} and {}",
                            a.ty
                        ),
                    );
                    return None;
                }
            }
        }
        Some(ty)
    }
}

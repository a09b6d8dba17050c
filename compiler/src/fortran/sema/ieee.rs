//! The functions of the intrinsic module IEEE_ARITHMETIC that need no run-time support
//! of their own: IEEE_IS_NAN, IEEE_IS_FINITE, IEEE_IS_NORMAL, IEEE_IS_NEGATIVE,
//! IEEE_UNORDERED, IEEE_COPY_SIGN, IEEE_VALUE and the IEEE_SUPPORT_* inquiries.
//!
//! Each becomes an expression of operations the lowering has already (comparisons, ABS,
//! SIGN with C's `copysign`, TRANSFER to an INTEGER of the same size for the sign bit), so
//! nothing downstream knows these names. The module's class constants (IEEE_QUIET_NAN,
//! IEEE_POSITIVE_INF, ...) are INTEGER named constants of its source text
//! (`fortran/intrinsic_modules.rs`) that IEEE_VALUE reads as constants; x86-64 has every
//! IEEE feature, so the inquiries are `.TRUE.` and their arguments are not evaluated.

use super::Checker;
use crate::fortran::hir::{BinOp, Const, Expr, ExprKind, Intrinsic, Ty};
use crate::source::Span;

/// The IEEE_SUPPORT_* inquiries (all `.TRUE.` on x86-64).
const SUPPORT: [&str; 13] = [
    "ieee_support_datatype",
    "ieee_support_denormal",
    "ieee_support_subnormal",
    "ieee_support_divide",
    "ieee_support_inf",
    "ieee_support_io",
    "ieee_support_nan",
    "ieee_support_rounding",
    "ieee_support_sqrt",
    "ieee_support_standard",
    "ieee_support_underflow_control",
    "ieee_support_flag",
    "ieee_support_halting",
];

/// The functions this module resolves, lower case.
const FUNCTIONS: [&str; 7] = [
    "ieee_is_nan",
    "ieee_is_finite",
    "ieee_is_normal",
    "ieee_is_negative",
    "ieee_unordered",
    "ieee_copy_sign",
    "ieee_value",
];

/// Whether `name` (lower case) is one of the IEEE_ARITHMETIC functions dvmhc implements.
pub fn is_ieee_intrinsic(name: &str) -> bool {
    FUNCTIONS.contains(&name) || SUPPORT.contains(&name)
}

/// The value IEEE_VALUE gives for class constant `class` (the numbering of the module's
/// source text), in a REAL of kind `kind`.
fn class_value(class: i64, kind: u8) -> Option<f64> {
    let (tiny, denormal) = if kind == 4 {
        (f64::from(f32::MIN_POSITIVE), f64::from(f32::from_bits(1)))
    } else {
        (f64::MIN_POSITIVE, f64::from_bits(1))
    };
    Some(match class {
        1 | 2 => f64::NAN,
        3 => f64::NEG_INFINITY,
        4 => -tiny,
        5 => -denormal,
        6 => -0.0,
        7 => 0.0,
        8 => denormal,
        9 => tiny,
        10 => f64::INFINITY,
        _ => return None,
    })
}

/// The largest finite value of REAL kind `kind`.
fn huge(kind: u8) -> f64 {
    if kind == 4 {
        f64::from(f32::MAX)
    } else {
        f64::MAX
    }
}

fn binary(op: BinOp, a: Expr, b: Expr, ty: Ty, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Binary(op, Box::new(a), Box::new(b)),
        ty,
        span,
    }
}

fn constant(c: Const, ty: Ty, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Const(c),
        ty,
        span,
    }
}

/// `x /= x`: true exactly for a NaN.
fn is_nan(x: Expr, span: Span) -> Expr {
    binary(BinOp::Ne, x.clone(), x, Ty::L4, span)
}

impl Checker<'_> {
    /// A call of IEEE_ARITHMETIC function `name` (see [`is_ieee_intrinsic`]), its arguments
    /// checked as expressions.
    pub(super) fn ieee_intrinsic(
        &mut self,
        name: &str,
        args: Vec<Expr>,
        span: Span,
    ) -> Option<Expr> {
        let upper = name.to_ascii_uppercase();
        if SUPPORT.contains(&name) {
            if args.len() > 2 {
                self.error(span, format!("{upper} takes at most 2 arguments"));
                return None;
            }
            return Some(constant(Const::Logical(true), Ty::L4, span));
        }
        let want = match name {
            "ieee_unordered" | "ieee_copy_sign" | "ieee_value" => 2,
            _ => 1,
        };
        if args.len() != want {
            let s = if want == 1 { "" } else { "s" };
            self.error(
                span,
                format!("{upper} takes {want} argument{s}, but {} given", args.len()),
            );
            return None;
        }
        let reals = if name == "ieee_value" { 1 } else { want };
        for a in &args[..reals] {
            if !matches!(a.ty, Ty::Real(4 | 8)) {
                self.error(
                    a.span,
                    format!(
                        "the arguments of {upper} must be REAL scalars, not {}",
                        a.ty
                    ),
                );
                return None;
            }
        }
        let mut it = args.into_iter();
        let x = it.next()?;
        let Ty::Real(kind) = x.ty else { return None };
        Some(match name {
            "ieee_is_nan" => is_nan(x, span),
            "ieee_is_finite" => {
                let ty = x.ty;
                let a = self.make_intrinsic(Intrinsic::Abs, vec![x], ty, span);
                let h = constant(Const::Real(huge(kind)), ty, span);
                binary(BinOp::Le, a, h, Ty::L4, span)
            }
            "ieee_is_normal" => {
                // 0 or TINY <= |x| <= HUGE.
                let ty = x.ty;
                let a = self.make_intrinsic(Intrinsic::Abs, vec![x.clone()], ty, span);
                let tiny = if kind == 4 {
                    f64::from(f32::MIN_POSITIVE)
                } else {
                    f64::MIN_POSITIVE
                };
                let lo = binary(
                    BinOp::Ge,
                    a.clone(),
                    constant(Const::Real(tiny), ty, span),
                    Ty::L4,
                    span,
                );
                let hi = binary(
                    BinOp::Le,
                    a,
                    constant(Const::Real(huge(kind)), ty, span),
                    Ty::L4,
                    span,
                );
                let zero = binary(
                    BinOp::Eq,
                    x,
                    constant(Const::Real(0.0), ty, span),
                    Ty::L4,
                    span,
                );
                let normal = binary(BinOp::And, lo, hi, Ty::L4, span);
                binary(BinOp::Or, zero, normal, Ty::L4, span)
            }
            "ieee_is_negative" => {
                // The sign bit set (an INTEGER of the same bytes below zero), not a NaN.
                let bits = Ty::Int(kind);
                let t = Expr {
                    kind: ExprKind::Intrinsic(Intrinsic::Transfer, vec![x.clone()]),
                    ty: bits,
                    span,
                };
                let neg = binary(
                    BinOp::Lt,
                    t,
                    constant(Const::Int(0), bits, span),
                    Ty::L4,
                    span,
                );
                let ordered = binary(BinOp::Eq, x.clone(), x, Ty::L4, span);
                binary(BinOp::And, neg, ordered, Ty::L4, span)
            }
            "ieee_unordered" => {
                let y = it.next()?;
                let (a, b) = (is_nan(x, span), is_nan(y, span));
                binary(BinOp::Or, a, b, Ty::L4, span)
            }
            "ieee_copy_sign" => {
                let ty = x.ty;
                let y = it.next()?;
                let y = self.convert(y, ty);
                self.make_intrinsic(Intrinsic::Sign, vec![x, y], ty, span)
            }
            _ => {
                // IEEE_VALUE(x, class): a constant of x's type.
                let class = it.next()?;
                let value = match class.as_const() {
                    Some(Const::Int(c)) => class_value(*c, kind),
                    _ => None,
                };
                let Some(v) = value else {
                    self.error(
                        class.span,
                        "the CLASS argument of IEEE_VALUE must be one of the IEEE_ARITHMETIC class constants (IEEE_QUIET_NAN, IEEE_POSITIVE_INF, ...)",
                    );
                    return None;
                };
                constant(Const::Real(v), x.ty, span)
            }
        })
    }
}

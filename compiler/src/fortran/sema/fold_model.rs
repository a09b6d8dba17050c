//! Constant folding of the REAL model functions (EXPONENT, FRACTION, SPACING, RRSPACING,
//! SCALE, SET_EXPONENT, NEAREST) and of the Fortran 2008 bit intrinsics (SHIFTL, SHIFTR,
//! SHIFTA, DSHIFTL, DSHIFTR, MASKL, MASKR, BGE, BGT, BLE, BLT, POPPAR, MERGE_BITS).
//!
//! Kept apart from `fold.rs` because these need the bit layout of the values: a REAL(4)
//! constant is held as the `f64` of the same value (exact, subnormals included), so the model
//! functions work on that `f64` with the kind's precision and minimum exponent and round once
//! at the end; INTEGER constants are held sign-extended to `i64`, so the bit functions mask
//! them to the kind's width. The values are gfortran's, also for zeros, infinities and NaNs
//! (`lower/model_bits.rs` computes the same at run time).

use super::fold::round_real;
use crate::fortran::hir::{Const, Intrinsic, Ty};

type Folded = Option<Result<Const, String>>;

/// `x = f * 2**e` with `0.5 <= |f| < 1`, for a finite nonzero `x`.
fn frexp(x: f64) -> (f64, i64) {
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i64;
    if biased == 0 {
        // Subnormal: scaling by 2**64 is exact and makes it normal.
        let (f, e) = frexp(x * 2f64.powi(64));
        return (f, e - 64);
    }
    let f = f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52));
    (f, biased - 1022)
}

/// `x * 2**n` rounded once (as the C library's `scalbn`).
fn scalbn(x: f64, n: i64) -> f64 {
    if x == 0.0 || !x.is_finite() {
        return x;
    }
    let (f, e) = frexp(x);
    let m = e.saturating_add(n);
    let pow2 = |k: i64| f64::from_bits(((k + 1023) as u64) << 52);
    if m > 1024 {
        f64::INFINITY.copysign(x)
    } else if m >= -1021 {
        (2.0 * f) * pow2(m - 1)
    } else if m < -1080 {
        0.0f64.copysign(x)
    } else {
        // Exact down to 2**-1022, then the one rounding into the subnormals.
        (f * pow2(m + 1022)) * pow2(-1022)
    }
}

/// The precision (binary digits) and the exponent of TINY of a REAL kind.
fn model(ty: Ty) -> (i64, i64) {
    if ty == Ty::Real(4) {
        (24, -126)
    } else {
        (53, -1022)
    }
}

/// The neighbour of `x` toward `+inf` (`up`) or `-inf`, in the kind of `ty`.
fn next_toward(x: f64, up: bool, ty: Ty) -> f64 {
    if x.is_nan() {
        return x;
    }
    if ty == Ty::Real(4) {
        let x = x as f32;
        let r = if x == 0.0 {
            f32::from_bits(1).copysign(if up { 1.0 } else { -1.0 })
        } else if (x > 0.0) == up {
            if x.is_infinite() {
                x
            } else {
                f32::from_bits(x.to_bits() + 1)
            }
        } else {
            f32::from_bits(x.to_bits() - 1)
        };
        return f64::from(r);
    }
    if x == 0.0 {
        f64::from_bits(1).copysign(if up { 1.0 } else { -1.0 })
    } else if (x > 0.0) == up {
        if x.is_infinite() {
            x
        } else {
            f64::from_bits(x.to_bits() + 1)
        }
    } else {
        f64::from_bits(x.to_bits() - 1)
    }
}

/// A REAL model function of constant arguments; `ty` is the result type.
fn real_model(op: Intrinsic, args: &[Const], ty: Ty) -> Folded {
    use Intrinsic::*;
    let Some(Const::Real(x)) = args.first() else {
        return None;
    };
    let x = *x;
    let int = |i: usize| match args.get(i) {
        Some(Const::Int(v)) => Some(*v),
        _ => None,
    };
    let nan = f64::NAN;
    let finite = x.is_finite();
    let (f, e) = if finite && x != 0.0 { frexp(x) } else { (x, 0) };
    let (p, emin) = model(ty);
    let v = match op {
        Exponent => return Some(Ok(Const::Int(if finite { e } else { i64::from(i32::MAX) }))),
        Fraction if finite => f,
        Spacing if finite && x == 0.0 => scalbn(1.0, emin),
        Spacing if finite => scalbn(1.0, (e - p).max(emin)),
        Rrspacing if finite => scalbn(x.abs(), p - e),
        Scale => scalbn(x, int(1)?),
        SetExponent if finite => scalbn(f, int(1)?),
        Nearest => {
            let Some(Const::Real(s)) = args.get(1) else {
                return None;
            };
            next_toward(x, s.is_sign_positive(), ty)
        }
        Fraction | Spacing | Rrspacing | SetExponent => nan,
        _ => return None,
    };
    Some(Ok(Const::Real(round_real(v, ty))))
}

/// All ones in the low `n` bits (`n <= 64`).
fn ones(n: i64) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

/// The low `width` bits of `v` sign-extended to `i64`.
fn extend(v: u64, width: i64) -> i64 {
    let shift = 64 - width as u32;
    (((v & ones(width)) << shift) as i64) >> shift
}

/// A bit intrinsic of constant INTEGER arguments; `ty` is the result type. `None` for a shift
/// or mask length outside `0..=bit_size` (an error reported by the checker).
fn bit_model(op: Intrinsic, args: &[Const], ty: Ty) -> Folded {
    use Intrinsic::*;
    let int = |i: usize| match args.get(i) {
        Some(Const::Int(v)) => Some(*v),
        _ => None,
    };
    let w = match ty {
        Ty::Int(k) => 8 * i64::from(k),
        _ => 64,
    };
    let u = |i: usize| int(i).map(|v| v as u64 & ones(w));
    let in_range = |s: i64| (0..=w).contains(&s);
    let v = match op {
        Shiftl | Shiftr | Shifta => {
            let s = int(1).filter(|&s| in_range(s))?;
            match op {
                Shiftl if s == w => 0,
                Shiftl => extend(u(0)? << s, w),
                Shiftr if s == w => 0,
                Shiftr => extend(u(0)? >> s, w),
                _ => int(0)? >> s.min(63),
            }
        }
        Dshiftl | Dshiftr => {
            let s = int(2).filter(|&s| in_range(s))?;
            let (i, j) = (u(0)?, u(1)?);
            let (hi, lo, s) = if op == Dshiftl {
                (i, j, s)
            } else {
                (i, j, w - s)
            };
            // The `w` bits of `hi:lo` starting `s` bits below the top of `hi`.
            if s == 0 {
                extend(hi, w)
            } else if s == w {
                extend(lo, w)
            } else {
                extend((hi << s) | (lo >> (w - s)), w)
            }
        }
        Maskl => {
            let n = int(0).filter(|&n| in_range(n))?;
            if n == 0 {
                0
            } else {
                extend(ones(w) << (w - n), w)
            }
        }
        Maskr => extend(ones(int(0).filter(|&n| in_range(n))?), w),
        // Sign extension adds an even number of ones (64 - 8, 16 or 32), keeping the parity.
        Poppar => i64::from((int(0)? as u64).count_ones() & 1),
        MergeBits => {
            let m = int(2)?;
            (int(0)? & m) | (int(1)? & !m)
        }
        Bge | Bgt | Ble | Blt => {
            // Both of one kind, sign-extended alike: ordered as unsigned 64-bit values.
            let (i, j) = (int(0)? as u64, int(1)? as u64);
            let r = match op {
                Bge => i >= j,
                Bgt => i > j,
                Ble => i <= j,
                _ => i < j,
            };
            return Some(Ok(Const::Logical(r)));
        }
        _ => return None,
    };
    Some(Ok(Const::Int(v)))
}

/// Folds one of this module's intrinsics (`None`: not one, or not foldable).
pub(super) fn intrinsic(op: Intrinsic, args: &[Const], ty: Ty) -> Folded {
    use Intrinsic::*;
    match op {
        Exponent | Fraction | Spacing | Rrspacing | Scale | SetExponent | Nearest => {
            real_model(op, args, ty)
        }
        Shiftl | Shiftr | Shifta | Dshiftl | Dshiftr | Maskl | Maskr | Poppar | MergeBits | Bge
        | Bgt | Ble | Blt => bit_model(op, args, ty),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn real(op: Intrinsic, args: &[Const], ty: Ty) -> f64 {
        match intrinsic(op, args, ty) {
            Some(Ok(Const::Real(v))) => v,
            other => panic!("{op:?}: {other:?}"), // ok: test
        }
    }

    fn int(op: Intrinsic, args: &[Const], ty: Ty) -> i64 {
        match intrinsic(op, args, ty) {
            Some(Ok(Const::Int(v))) => v,
            other => panic!("{op:?}: {other:?}"), // ok: test
        }
    }

    #[test]
    fn real_model_values_are_gfortrans() {
        use Intrinsic::*;
        let r = |v: f64| Const::Real(v);
        let tiny4 = f64::from(f32::MIN_POSITIVE);
        assert_eq!(int(Exponent, &[r(-3.5)], Ty::I4), 2);
        assert_eq!(int(Exponent, &[r(tiny4 / 8.0)], Ty::I4), -128);
        assert_eq!(int(Exponent, &[r(f64::INFINITY)], Ty::I4), 2147483647);
        assert_eq!(int(Exponent, &[r(0.0)], Ty::I4), 0);
        assert_eq!(real(Fraction, &[r(-3.5)], Ty::R4), -0.875);
        assert_eq!(real(Fraction, &[r(tiny4 / 8.0)], Ty::R4), 0.5);
        assert!(real(Fraction, &[r(f64::INFINITY)], Ty::R4).is_nan());
        assert_eq!(real(Spacing, &[r(0.0)], Ty::R4), tiny4);
        assert_eq!(real(Spacing, &[r(1.0)], Ty::R8), f64::EPSILON);
        assert_eq!(real(Spacing, &[r(-3.5)], Ty::R4), 2.384185791015625e-7);
        assert_eq!(real(Rrspacing, &[r(-3.5)], Ty::R4), 14680064.0);
        assert_eq!(real(Rrspacing, &[r(tiny4 / 8.0)], Ty::R4), 8388608.0);
        assert_eq!(real(SetExponent, &[r(-3.5), Const::Int(2)], Ty::R4), -3.5);
        // 1.5 times the least subnormal rounds to even: twice it.
        assert_eq!(
            real(Scale, &[r(1.5), Const::Int(-1074)], Ty::R8),
            f64::from_bits(2)
        );
        assert_eq!(
            real(Scale, &[r(1.0), Const::Int(1024)], Ty::R8),
            f64::INFINITY
        );
        assert_eq!(
            real(Nearest, &[r(0.0), r(-1.0)], Ty::R4),
            -f64::from(f32::from_bits(1))
        );
        assert_eq!(
            real(Nearest, &[r(f64::from(f32::MAX)), r(1.0)], Ty::R4),
            f64::INFINITY
        );
        assert_eq!(
            real(Nearest, &[r(1.0), r(-1.0)], Ty::R8),
            1.0 - f64::EPSILON / 2.0
        );
    }

    #[test]
    fn bit_values_are_gfortrans() {
        use Intrinsic::*;
        let i = Const::Int;
        assert_eq!(int(Shiftl, &[i(3), i(2)], Ty::I4), 12);
        assert_eq!(int(Shiftr, &[i(-1), i(28)], Ty::I4), 15);
        assert_eq!(int(Shifta, &[i(-16), i(2)], Ty::I4), -4);
        assert_eq!(int(Shiftl, &[i(1), i(32)], Ty::I4), 0);
        assert_eq!(int(Maskl, &[i(3)], Ty::I4), -536870912);
        assert_eq!(int(Maskr, &[i(3)], Ty::Int(8)), 7);
        assert_eq!(int(Maskr, &[i(32)], Ty::I4), -1);
        assert_eq!(int(Dshiftl, &[i(1), i(2), i(3)], Ty::I4), 8);
        assert_eq!(int(Dshiftr, &[i(1), i(2), i(3)], Ty::I4), 536870912);
        assert_eq!(int(MergeBits, &[i(12), i(10), i(6)], Ty::I4), 12);
        assert_eq!(int(Poppar, &[i(7)], Ty::I4), 1);
        assert_eq!(int(Poppar, &[i(-1)], Ty::I4), 0);
        assert_eq!(
            intrinsic(Bge, &[i(-1), i(1)], Ty::L4),
            Some(Ok(Const::Logical(true)))
        );
        assert_eq!(intrinsic(Shiftl, &[i(1), i(33)], Ty::I4), None);
    }
}

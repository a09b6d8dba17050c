//! Constant folding with Fortran semantics: integer division truncates, `2**-1` is 0, REAL(4)
//! arithmetic is done in single precision (so a folded result equals the run-time one), and
//! integer results must fit their kind. COMPLEX constants are (real, imaginary) pairs with
//! the same rounding per part (`complex_binary`).

use crate::fortran::hir::{BinOp, Const, Intrinsic, Ty, UnOp};

/// Why a constant operation has no value.
pub type FoldError = String;

fn fits(v: i64, ty: Ty) -> bool {
    match ty {
        Ty::Int(1) => i8::try_from(v).is_ok(),
        Ty::Int(2) => i16::try_from(v).is_ok(),
        Ty::Int(4) => i32::try_from(v).is_ok(),
        _ => true,
    }
}

fn int_result(v: Option<i64>, ty: Ty) -> Result<Const, FoldError> {
    match v {
        Some(v) if fits(v, ty) => Ok(Const::Int(v)),
        _ => Err(format!(
            "arithmetic overflow in a constant expression of type {ty}"
        )),
    }
}

/// Rounds a value to the precision of a real kind.
pub fn round_real(v: f64, ty: Ty) -> f64 {
    if ty == Ty::Real(4) {
        v as f32 as f64
    } else {
        v
    }
}

/// Converts a constant to `to` (numeric conversions truncate toward zero).
pub fn convert(c: &Const, to: Ty) -> Result<Const, FoldError> {
    Ok(match (c, to) {
        (Const::Int(v), Ty::Int(_)) => int_result(Some(*v), to)?,
        (Const::Int(v), Ty::Real(_)) => Const::Real(round_real(*v as f64, to)),
        (Const::Real(v), Ty::Real(_)) => Const::Real(round_real(*v, to)),
        (Const::Real(v), Ty::Int(_)) => {
            let t = v.trunc();
            if !t.is_finite() || t < i64::MIN as f64 || t > i64::MAX as f64 {
                return Err(format!("the value {v} does not fit {to}"));
            }
            int_result(Some(t as i64), to)?
        }
        (Const::Logical(b), Ty::Logical(_)) => Const::Logical(*b),
        (Const::Int(v), Ty::Complex(_)) => Const::Complex(round_real(*v as f64, to.part()), 0.0),
        (Const::Real(v), Ty::Complex(_)) => Const::Complex(round_real(*v, to.part()), 0.0),
        (Const::Complex(re, im), Ty::Complex(_)) => {
            Const::Complex(round_real(*re, to.part()), round_real(*im, to.part()))
        }
        // REAL(c), INT(c): of the real part.
        (Const::Complex(re, _), Ty::Real(_) | Ty::Int(_)) => convert(&Const::Real(*re), to)?,
        (c, t) => return Err(format!("cannot convert the constant {c:?} to {t}")),
    })
}

/// `base ** exp` for integers, with Fortran's rules for negative exponents.
pub fn ipow(base: i64, exp: i64) -> Option<i64> {
    if exp < 0 {
        return match base {
            0 => None,
            1 => Some(1),
            -1 => Some(if exp % 2 == 0 { 1 } else { -1 }),
            _ => Some(0),
        };
    }
    let mut result: i64 = 1;
    let mut b = base;
    let mut e = exp;
    while e > 0 {
        if e & 1 == 1 {
            result = result.checked_mul(b)?;
        }
        e >>= 1;
        if e > 0 {
            b = b.checked_mul(b)?;
        }
    }
    Some(result)
}

/// `x ** n` for a real base and an integer exponent, by repeated squaring in the base's
/// precision (as the run-time `powi` does).
pub fn fpowi(x: f64, n: i64, ty: Ty) -> f64 {
    let mut result = 1.0f64;
    let mut b = x;
    let mut e = n.unsigned_abs();
    while e > 0 {
        if e & 1 == 1 {
            result = round_real(result * b, ty);
        }
        e >>= 1;
        if e > 0 {
            b = round_real(b * b, ty);
        }
    }
    if n < 0 {
        round_real(1.0 / result, ty)
    } else {
        result
    }
}

pub fn unary(op: UnOp, a: &Const, ty: Ty) -> Result<Const, FoldError> {
    match (op, a) {
        (UnOp::Neg, Const::Int(v)) => int_result(v.checked_neg(), ty),
        (UnOp::Neg, Const::Real(v)) => Ok(Const::Real(-v)),
        (UnOp::Neg, Const::Complex(re, im)) => Ok(Const::Complex(-re, -im)),
        (UnOp::Not, Const::Logical(b)) => Ok(Const::Logical(!b)),
        _ => Err("invalid constant operand".into()),
    }
}

/// Folds `a op b`; both operands already have the operation's operand type `ty` (for `**`
/// with a real base, `b` may be an integer).
pub fn binary(op: BinOp, a: &Const, b: &Const, ty: Ty) -> Result<Const, FoldError> {
    use BinOp::*;
    Ok(match (a, b) {
        (Const::Int(x), Const::Int(y)) => match op {
            Add => int_result(x.checked_add(*y), ty)?,
            Sub => int_result(x.checked_sub(*y), ty)?,
            Mul => int_result(x.checked_mul(*y), ty)?,
            Div => {
                if *y == 0 {
                    return Err("division by zero in a constant expression".into());
                }
                int_result(x.checked_div(*y), ty)?
            }
            Pow => match ipow(*x, *y) {
                Some(v) => int_result(Some(v), ty)?,
                None if *x == 0 => return Err("zero raised to a negative power".into()),
                None => int_result(None, ty)?,
            },
            Eq => Const::Logical(x == y),
            Ne => Const::Logical(x != y),
            Lt => Const::Logical(x < y),
            Le => Const::Logical(x <= y),
            Gt => Const::Logical(x > y),
            Ge => Const::Logical(x >= y),
            And | Or | Eqv | Neqv | Concat => return Err("invalid constant operands".into()),
        },
        (Const::Str(x), Const::Str(y)) => match op {
            Concat => Const::Str(format!("{x}{y}")),
            Eq | Ne | Lt | Le | Gt | Ge => {
                let ord = compare_padded(x.as_bytes(), y.as_bytes());
                Const::Logical(match op {
                    Eq => ord.is_eq(),
                    Ne => ord.is_ne(),
                    Lt => ord.is_lt(),
                    Le => ord.is_le(),
                    Gt => ord.is_gt(),
                    _ => ord.is_ge(),
                })
            }
            _ => return Err("invalid constant operands".into()),
        },
        (Const::Real(x), Const::Int(n)) if op == Pow => Const::Real(fpowi(*x, *n, ty)),
        (Const::Real(x), Const::Real(y)) => {
            let r = |v: f64| Const::Real(round_real(v, ty));
            match op {
                Add => r(x + y),
                Sub => r(x - y),
                Mul => r(x * y),
                Div => r(x / y),
                Pow => r(if ty == Ty::Real(4) {
                    (*x as f32).powf(*y as f32) as f64
                } else {
                    x.powf(*y)
                }),
                Eq => Const::Logical(x == y),
                Ne => Const::Logical(x != y),
                Lt => Const::Logical(x < y),
                Le => Const::Logical(x <= y),
                Gt => Const::Logical(x > y),
                Ge => Const::Logical(x >= y),
                And | Or | Eqv | Neqv | Concat => return Err("invalid constant operands".into()),
            }
        }
        (Const::Complex(a, b), Const::Complex(c, d)) => complex_binary(op, (*a, *b), (*c, *d), ty)?,
        (Const::Complex(a, b), Const::Int(n)) if op == Pow => complex_powi((*a, *b), *n, ty)?,
        (Const::Logical(x), Const::Logical(y)) => match op {
            And => Const::Logical(*x && *y),
            Or => Const::Logical(*x || *y),
            Eqv => Const::Logical(x == y),
            Neqv => Const::Logical(x != y),
            _ => return Err("invalid constant operands".into()),
        },
        _ => return Err("invalid constant operands".into()),
    })
}

/// `x op y` of COMPLEX constants of type `ty`, each part rounded to the kind's precision.
fn complex_binary(
    op: BinOp,
    (a, b): (f64, f64),
    (c, d): (f64, f64),
    ty: Ty,
) -> Result<Const, FoldError> {
    let r = |v: f64| round_real(v, ty.part());
    let pair = |re: f64, im: f64| Const::Complex(r(re), r(im));
    Ok(match op {
        BinOp::Add => pair(a + c, b + d),
        BinOp::Sub => pair(a - c, b - d),
        BinOp::Mul => pair(a * c - b * d, a * d + b * c),
        BinOp::Div => {
            let den = c * c + d * d;
            if den == 0.0 {
                return Err("division by zero in a constant expression".into());
            }
            pair((a * c + b * d) / den, (b * c - a * d) / den)
        }
        BinOp::Eq => Const::Logical(a == c && b == d),
        BinOp::Ne => Const::Logical(a != c || b != d),
        _ => return Err("invalid constant operands".into()),
    })
}

/// `z**n` of a COMPLEX constant: binary powering in double precision (`1/z` first for a
/// negative exponent), rounded once to the kind's precision.
fn complex_powi((a, b): (f64, f64), n: i64, ty: Ty) -> Result<Const, FoldError> {
    let mul = |(p, q): (f64, f64), (r, s): (f64, f64)| (p * r - q * s, p * s + q * r);
    let mut x = (a, b);
    if n < 0 {
        let den = a * a + b * b;
        if den == 0.0 {
            return Err("division by zero in a constant expression".into());
        }
        x = (a / den, -b / den);
    }
    let mut pow = (1.0, 0.0);
    let mut u = n.unsigned_abs();
    while u != 0 {
        if u & 1 != 0 {
            pow = mul(pow, x);
        }
        u >>= 1;
        if u != 0 {
            x = mul(x, x);
        }
    }
    let r = |v: f64| round_real(v, ty.part());
    Ok(Const::Complex(r(pow.0), r(pow.1)))
}

/// Fortran's comparison of character values: the shorter is padded with blanks.
pub fn compare_padded(a: &[u8], b: &[u8]) -> std::cmp::Ordering {
    let n = a.len().max(b.len());
    let at = |s: &[u8], i: usize| s.get(i).copied().unwrap_or(b' ');
    (0..n)
        .map(|i| at(a, i).cmp(&at(b, i)))
        .find(|o| o.is_ne())
        .unwrap_or(std::cmp::Ordering::Equal)
}

/// Folds an intrinsic on constant arguments (already converted to the operation's type), in
/// that type's precision; `None` when the arguments are not of the expected kinds.
pub fn intrinsic(op: Intrinsic, args: &[Const], ty: Ty) -> Option<Result<Const, FoldError>> {
    use Intrinsic::*;
    let real = |i: usize| match args.get(i) {
        Some(Const::Real(v)) => Some(*v),
        _ => None,
    };
    let int = |i: usize| match args.get(i) {
        Some(Const::Int(v)) => Some(*v),
        _ => None,
    };
    let r = |v: f64| Some(Ok(Const::Real(round_real(v, ty))));
    // The intrinsics of COMPLEX values (the result type `ty` says the kind).
    match (op, args) {
        (Cmplx, [Const::Real(re), Const::Real(im)]) => {
            return Some(Ok(Const::Complex(
                round_real(*re, ty.part()),
                round_real(*im, ty.part()),
            )))
        }
        (Conjg, [Const::Complex(re, im)]) => return Some(Ok(Const::Complex(*re, -im))),
        (Aimag, [Const::Complex(_, im)]) => return r(*im),
        (Abs, [Const::Complex(re, im)]) => return r(re.hypot(*im)),
        (_, args) if args.iter().any(|a| matches!(a, Const::Complex(..))) => return None,
        _ => {}
    }
    match op {
        Abs => match (int(0), real(0)) {
            (Some(v), _) => Some(int_result(v.checked_abs(), ty)),
            (_, Some(v)) => r(v.abs()),
            _ => None,
        },
        Max | Min => {
            let pick_max = op == Max;
            if let Some(first) = int(0) {
                let mut acc = first;
                for i in 1..args.len() {
                    let v = int(i)?;
                    acc = if pick_max { acc.max(v) } else { acc.min(v) };
                }
                Some(Ok(Const::Int(acc)))
            } else {
                let mut acc = real(0)?;
                for i in 1..args.len() {
                    let v = real(i)?;
                    // MAX(x, y) = x > y ? x : y (gfortran keeps x when y is NaN).
                    acc = if pick_max {
                        if v > acc {
                            v
                        } else {
                            acc
                        }
                    } else if v < acc {
                        v
                    } else {
                        acc
                    };
                }
                r(acc)
            }
        }
        Mod => match (int(0), int(1), real(0), real(1)) {
            (Some(_), Some(0), ..) => Some(Err("MOD with a zero divisor".into())),
            (Some(a), Some(p), ..) => Some(Ok(Const::Int(a.wrapping_rem(p)))),
            (_, _, Some(a), Some(p)) => r(a % p),
            _ => None,
        },
        Modulo => match (int(0), int(1)) {
            (Some(_), Some(0)) => Some(Err("MODULO with a zero divisor".into())),
            (Some(a), Some(p)) => {
                let r = a.wrapping_rem(p);
                Some(Ok(Const::Int(if r != 0 && (r < 0) != (p < 0) {
                    r + p
                } else {
                    r
                })))
            }
            _ => None,
        },
        Sign => match (int(0), int(1), real(0), real(1)) {
            (Some(a), Some(b), ..) => {
                let m = a.checked_abs()?;
                Some(Ok(Const::Int(if b >= 0 { m } else { -m })))
            }
            (_, _, Some(a), Some(b)) => r(a.abs().copysign(b)),
            _ => None,
        },
        Dim => match (int(0), int(1), real(0), real(1)) {
            (Some(a), Some(b), ..) => Some(int_result(a.checked_sub(b).map(|d| d.max(0)), ty)),
            (_, _, Some(a), Some(b)) => r((a - b).max(0.0)),
            _ => None,
        },
        Nint => {
            let v = real(0)?.round();
            Some(convert(&Const::Real(v), ty))
        }
        Anint => r(real(0)?.round()),
        Aint => r(real(0)?.trunc()),
        Floor => Some(convert(&Const::Real(real(0)?.floor()), ty)),
        Ceiling => Some(convert(&Const::Real(real(0)?.ceil()), ty)),
        Iand => Some(Ok(Const::Int(int(0)? & int(1)?))),
        Ior => Some(Ok(Const::Int(int(0)? | int(1)?))),
        Ieor => Some(Ok(Const::Int(int(0)? ^ int(1)?))),
        Not | Ishft | Ibits | Ibset | Ibclr | Btest => {
            let bits = match args.first() {
                Some(Const::Int(_)) => bit_size(if op == Btest { Ty::I8 } else { ty }),
                _ => return None,
            };
            bit_intrinsic(op, int(0)?, int(1).unwrap_or(0), int(2).unwrap_or(0), bits).map(|v| {
                Ok(if op == Btest {
                    Const::Logical(v != 0)
                } else {
                    Const::Int(v)
                })
            })
        }
        Cmplx | Conjg | Aimag | Transfer => None,
        Exponent | Fraction | Spacing | Rrspacing | Scale | SetExponent | Nearest | Shiftl
        | Shiftr | Shifta | Dshiftl | Dshiftr | Maskl | Maskr | Poppar | MergeBits | Bge | Bgt
        | Ble | Blt => super::fold_model::intrinsic(op, args, ty),
        // Folded by the C library or the run-time library only (and INDEX with BACK).
        Ishftc | Popcnt | Leadz | Trailz | Merge | Hypot | Erf | Erfc | Gamma | LogGamma
        | BesselJ0 | BesselJ1 | BesselY0 | BesselY1 | Scan | Verify => None,
        Index if args.len() > 2 => None,
        Adjustl | Adjustr | Repeat => {
            let Some(Const::Str(s)) = args.first() else {
                return None;
            };
            let text = match op {
                Adjustl => {
                    let t = s.trim_start_matches(' ');
                    format!("{t:<width$}", width = s.len())
                }
                Adjustr => {
                    let t = s.trim_end_matches(' ');
                    format!("{t:>width$}", width = s.len())
                }
                _ => {
                    // Long results are built at run time rather than stored in the program.
                    let n = usize::try_from(int(1)?).ok()?;
                    if n.saturating_mul(s.len()) > 1 << 16 {
                        return None;
                    }
                    s.repeat(n)
                }
            };
            Some(Ok(Const::Str(text)))
        }
        Len | LenTrim | Index | Ichar | Char => {
            let text = |i: usize| match args.get(i) {
                Some(Const::Str(s)) => Some(s.as_bytes()),
                _ => None,
            };
            let v = match op {
                Len => text(0)?.len() as i64,
                LenTrim => text(0)?
                    .iter()
                    .rposition(|&c| c != b' ')
                    .map_or(0, |p| p + 1) as i64,
                Index => {
                    let (s, t) = (text(0)?, text(1)?);
                    if t.is_empty() {
                        1
                    } else {
                        s.windows(t.len()).position(|w| w == t).map_or(0, |p| p + 1) as i64
                    }
                }
                Ichar => *text(0)?.first()? as i64,
                _ => {
                    let code = u8::try_from(int(0)?).ok().filter(u8::is_ascii)?;
                    return Some(Ok(Const::Str(char::from(code).to_string())));
                }
            };
            Some(Ok(Const::Int(v)))
        }
        Sqrt | Exp | Log | Log10 | Sin | Cos | Tan | Asin | Acos | Atan | Atan2 | Sinh | Cosh
        | Tanh => {
            let x = real(0)?;
            let y = if op == Atan2 { real(1)? } else { 0.0 };
            let v = if ty == Ty::Real(4) {
                f64::from(math_f32(op, x as f32, y as f32))
            } else {
                math_f64(op, x, y)
            };
            if !v.is_finite() {
                // As gfortran: an argument outside the domain (SQRT(-1.0), LOG(0.0)) or an
                // overflow (EXP(1000.0)) in a constant expression is an error.
                let name = format!("{op:?}").to_ascii_uppercase();
                return Some(Err(format!(
                    "{name} of this constant argument has no finite value"
                )));
            }
            r(v)
        }
    }
}

/// A math function in double precision: `f64`'s methods are the libm functions the program
/// itself calls (`sin`, `atan2`, ...), so the folded value is the run-time one.
fn math_f64(op: Intrinsic, x: f64, y: f64) -> f64 {
    use Intrinsic::*;
    match op {
        Sqrt => x.sqrt(),
        Exp => x.exp(),
        Log => x.ln(),
        Log10 => x.log10(),
        Sin => x.sin(),
        Cos => x.cos(),
        Tan => x.tan(),
        Asin => x.asin(),
        Acos => x.acos(),
        Atan => x.atan(),
        Atan2 => x.atan2(y),
        Sinh => x.sinh(),
        Cosh => x.cosh(),
        _ => x.tanh(),
    }
}

/// The same in single precision, computed in `f32` (the `sinf`, `atan2f`, ... that a REAL(4)
/// call runs), so `ATAN(1.0)` folds to the REAL(4) value, not a rounded double one.
fn math_f32(op: Intrinsic, x: f32, y: f32) -> f32 {
    use Intrinsic::*;
    match op {
        Sqrt => x.sqrt(),
        Exp => x.exp(),
        Log => x.ln(),
        Log10 => x.log10(),
        Sin => x.sin(),
        Cos => x.cos(),
        Tan => x.tan(),
        Asin => x.asin(),
        Acos => x.acos(),
        Atan => x.atan(),
        Atan2 => x.atan2(y),
        Sinh => x.sinh(),
        Cosh => x.cosh(),
        _ => x.tanh(),
    }
}

fn bit_size(ty: Ty) -> u32 {
    match ty {
        Ty::Int(k) => 8 * u32::from(k),
        _ => 64,
    }
}

/// A bit intrinsic on the two's complement value `i` of `bits` bits (the result sign-extended
/// back to `i64`); `None` when a position is out of range (no constant value: an error at run
/// time in gfortran's checked builds, undefined otherwise).
fn bit_intrinsic(op: Intrinsic, i: i64, a: i64, b: i64, bits: u32) -> Option<i64> {
    let width = i64::from(bits);
    let mask = |n: i64| if n >= 64 { u64::MAX } else { (1u64 << n) - 1 };
    let u = (i as u64) & mask(width);
    let extend = |v: u64| {
        let shift = 64 - bits;
        (((v & mask(width)) << shift) as i64) >> shift
    };
    let pos_ok = |p: i64| (0..width).contains(&p);
    Some(match op {
        Intrinsic::Not => extend(!u),
        Intrinsic::Ishft if a.abs() >= width => 0,
        Intrinsic::Ishft if a >= 0 => extend(u << a),
        Intrinsic::Ishft => extend(u >> (-a)),
        Intrinsic::Ibits if pos_ok(a) && b >= 0 && a + b <= width => extend((u >> a) & mask(b)),
        Intrinsic::Ibset if pos_ok(a) => extend(u | (1 << a)),
        Intrinsic::Ibclr if pos_ok(a) => extend(u & !(1 << a)),
        Intrinsic::Btest if pos_ok(a) => ((u >> a) & 1) as i64,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_semantics() {
        let i4 = Ty::I4;
        assert_eq!(
            binary(BinOp::Div, &Const::Int(-7), &Const::Int(2), i4),
            Ok(Const::Int(-3))
        );
        assert_eq!(
            binary(BinOp::Pow, &Const::Int(2), &Const::Int(-1), i4),
            Ok(Const::Int(0))
        );
        assert_eq!(
            binary(BinOp::Pow, &Const::Int(-1), &Const::Int(-3), i4),
            Ok(Const::Int(-1))
        );
        assert!(binary(BinOp::Mul, &Const::Int(1 << 20), &Const::Int(1 << 20), i4).is_err());
        assert!(binary(
            BinOp::Mul,
            &Const::Int(1 << 20),
            &Const::Int(1 << 20),
            Ty::I8
        )
        .is_ok());
        assert!(binary(BinOp::Div, &Const::Int(1), &Const::Int(0), i4).is_err());
    }

    #[test]
    fn single_precision_is_rounded() {
        let third =
            binary(BinOp::Div, &Const::Real(1.0), &Const::Real(3.0), Ty::R4).expect("folds"); // ok: test
        assert_eq!(third, Const::Real((1.0f32 / 3.0f32) as f64));
        assert_eq!(convert(&Const::Real(-2.7), Ty::I4), Ok(Const::Int(-2)));
        assert_eq!(fpowi(1.5, 3, Ty::R4), 3.375);
        assert_eq!(fpowi(2.0, -2, Ty::R8), 0.25);
    }

    #[test]
    fn intrinsics_fold() {
        assert_eq!(
            intrinsic(Intrinsic::Mod, &[Const::Int(-7), Const::Int(3)], Ty::I4),
            Some(Ok(Const::Int(-1)))
        );
        assert_eq!(
            intrinsic(Intrinsic::Sign, &[Const::Int(3), Const::Int(-1)], Ty::I4),
            Some(Ok(Const::Int(-3)))
        );
        assert_eq!(
            intrinsic(Intrinsic::Nint, &[Const::Real(2.5)], Ty::I4),
            Some(Ok(Const::Int(3)))
        );
        assert_eq!(
            intrinsic(Intrinsic::Atan, &[Const::Real(1.0)], Ty::R4),
            Some(Ok(Const::Real(f64::from(1.0f32.atan()))))
        );
        assert_eq!(
            intrinsic(Intrinsic::Sin, &[Const::Real(1.0)], Ty::R8),
            Some(Ok(Const::Real(1.0f64.sin())))
        );
        assert_eq!(
            intrinsic(Intrinsic::Modulo, &[Const::Int(-7), Const::Int(3)], Ty::I4),
            Some(Ok(Const::Int(2)))
        );
    }
}

//! `G` editing of reals: the fixed form, followed by blanks where an exponent would be, for
//! values of moderate magnitude, the exponential form otherwise (Fortran 2018, 13.7.5.2.2).
//!
//! The standard states the choice with thresholds: the fixed form with `d - s` decimals is used
//! when `10^(s-1) - r·10^(s-1-d) <= |x| < 10^s - r·10^(s-d)`, where `r` is 1/2 for rounding to
//! nearest, 1 when the rounding mode moves the magnitude up and 0 when it moves it down.
//! gfortran evaluates them in binary floating point, and programs see the difference at the
//! boundaries (with REAL(4), `G10.3` writes 9.995 as ` 10.0`). Experiments over every boundary
//! with `d` up to 17 (REAL(8)) and 9 (REAL(4)) match this evaluation: `f = 1 - r·10^-d`,
//! thresholds `10^s·f` for `s = 0 .. d-1`, lower bound `0.1·f` and upper bound `10^d - r`, each
//! computed in double precision and then rounded to the item's kind, and compared with `|x|`;
//! except that when `r` is 1 the upper bound stays in double precision and a magnitude equal to
//! it takes the fixed form.
//! List-directed output uses the same choice with `d` = 9 or 17.

use super::super::decimal::{Decimal, Rounding};
use super::Real;

/// Powers of ten that are looked up rather than parsed.
const POWERS: [f64; 41] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22, 1e23, 1e24, 1e25, 1e26, 1e27, 1e28, 1e29, 1e30, 1e31, 1e32,
    1e33, 1e34, 1e35, 1e36, 1e37, 1e38, 1e39, 1e40,
];

/// `10^n` correctly rounded to double precision.
fn pow10(n: i32) -> f64 {
    if let Some(&p) = usize::try_from(n).ok().and_then(|i| POWERS.get(i)) {
        return p;
    }
    if n > 400 {
        return f64::INFINITY;
    }
    if n < -400 {
        return 0.0;
    }
    // Parsing "1e<n>" is the correctly rounded conversion; the text lives on the stack.
    let mut buf = [0u8; 8];
    let mut len = 0;
    for &b in b"1e" {
        buf[len] = b;
        len += 1;
    }
    if n < 0 {
        buf[len] = b'-';
        len += 1;
    }
    let m = n.unsigned_abs();
    for div in [100, 10, 1] {
        if m >= div || div == 1 {
            buf[len] = b'0' + ((m / div) % 10) as u8;
            len += 1;
        }
    }
    std::str::from_utf8(&buf[..len])
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(0.0)
}

/// The `r` of the standard's thresholds for `mode` and the sign of the value.
fn half_unit(mode: Rounding, negative: bool) -> f64 {
    match mode {
        Rounding::Nearest | Rounding::Compatible => 0.5,
        Rounding::Up if !negative => 1.0,
        Rounding::Down if negative => 1.0,
        _ => 0.0,
    }
}

/// The `s` of the fixed form for the finite non-zero `x` with `d` significant digits, or `None`
/// when the exponential form is to be used.
pub(super) fn fixed_exponent(x: Real, d: u32, mode: Rounding) -> Option<u32> {
    let kind = |v: f64| if x.single { f64::from(v as f32) } else { v };
    let magnitude = x.value.abs();
    let r = half_unit(mode, x.negative());
    let d_signed = i32::try_from(d).unwrap_or(i32::MAX);
    let f = kind(1.0 - r * pow10(d_signed.saturating_neg()));
    let upper = pow10(d_signed) - r;
    // Rounding up, the upper bound is compared in double precision and a magnitude equal to it
    // (which is then exact) takes the fixed form.
    let above = if r == 1.0 {
        magnitude > upper
    } else {
        magnitude >= kind(upper)
    };
    if magnitude < kind(0.1 * f) || above {
        return None;
    }
    // The thresholds increase; only those near the magnitude need comparing.
    let estimate = magnitude.log10().floor() as i32 + 1;
    let first = (estimate - 2).clamp(0, d_signed);
    let last = (estimate + 2).min(d_signed - 1);
    let mut s = first;
    for j in first..=last {
        if magnitude >= kind(pow10(j) * f) {
            s = j + 1;
        }
    }
    u32::try_from(s).ok()
}

/// The digits of the fixed form chosen for `x`: `x` rounded to `d - s` decimals.
pub(super) fn fixed_digits_for(x: Real, d: u32, s: u32, mode: Rounding, dec: &mut Decimal) {
    dec.fixed(x.value, i64::from(d - s), mode, x.negative(), x.single);
}

#[cfg(test)]
mod tests {
    use super::{fixed_exponent, pow10, Real, Rounding};

    fn single(value: f32) -> Real {
        Real {
            value: f64::from(value),
            single: true,
        }
    }

    fn double(value: f64) -> Real {
        Real {
            value,
            single: false,
        }
    }

    #[test]
    fn powers_of_ten_are_correctly_rounded() {
        assert_eq!(pow10(3), 1000.0);
        assert_eq!(pow10(-1), 0.1);
        assert_eq!(pow10(-17), 1e-17);
        assert_eq!(pow10(100), 1e100);
    }

    #[test]
    fn thresholds_are_evaluated_in_the_kind() {
        // 9.995 as REAL(4) lies on the threshold computed in single precision.
        assert_eq!(fixed_exponent(single(9.995), 3, Rounding::Nearest), Some(2));
        assert_eq!(fixed_exponent(double(9.995), 3, Rounding::Nearest), Some(1));
        assert_eq!(
            fixed_exponent(single(1e11), 17, Rounding::Nearest),
            Some(12)
        );
        assert_eq!(fixed_exponent(single(1e17), 17, Rounding::Nearest), None);
        assert_eq!(fixed_exponent(double(0.099999), 5, Rounding::Nearest), None);
        assert_eq!(
            fixed_exponent(double(12345.0), 5, Rounding::Nearest),
            Some(5)
        );
    }
}

//! Decimal digits of binary floating-point values, rounded the way Fortran output asks.
//!
//! The digits come from Rust's correctly rounded conversion (`{:.*e}`), which is exact at any
//! precision and rounds ties to even: that is the default rounding of gfortran (and `RN`, `RP`).
//! The other rounding modes (`RU`, `RD`, `RZ`, `RC`) are applied here to a digit string that was
//! first rounded to nearest a fixed number of places beyond the last kept digit: 20 for REAL(8),
//! 12 for REAL(4). That is what gfortran observably does: with `RU`, `F12.3` turns a positive
//! REAL(8) value into `0.001` only if it is at least `5E-24`, the threshold where such a guard
//! rounding stops producing zero. When rounding left of the tens digit (`F` with a negative
//! scale factor), gfortran sees the whole value instead.
//!
//! A value is held as `0.D1D2... × 10^exp`; digits beyond those stored are zeros.

use std::fmt::Write as _;

/// How a value is rounded to the digits kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Rounding {
    /// To nearest, ties to even: the default, `RN` and `RP`.
    Nearest,
    /// To nearest, ties away from zero: `RC`.
    Compatible,
    /// Towards +infinity: `RU`.
    Up,
    /// Towards -infinity: `RD`.
    Down,
    /// Towards zero: `RZ`.
    Zero,
}

/// Significant digits taken where the exact expansion matters: a double's expansion cannot hold
/// a run of nines this long, so rounding to this many digits never carries into a new leading
/// digit, and a non-zero value never shows only zeros.
const EXACT_DIGITS: usize = 40;

/// A rounded decimal value and the buffers that produce it, reused from value to value.
#[derive(Debug, Default)]
pub(crate) struct Decimal {
    /// ASCII digits, most significant first; empty for zero.
    pub digits: Vec<u8>,
    /// Decimal exponent: the value is `0.digits × 10^exp`.
    pub exp: i32,
    /// The last rounding turned non-zero digits into zero.
    pub vanished: bool,
    text: String,
}

impl Decimal {
    /// Makes the value zero.
    pub fn set_zero(&mut self) {
        self.digits.clear();
        self.exp = 0;
        self.vanished = false;
    }

    /// Whether the rounded value is zero.
    pub fn is_zero(&self) -> bool {
        self.digits.iter().all(|&d| d == b'0')
    }

    /// Digit `i` (0-based from the most significant), zero beyond the stored digits.
    pub fn digit(&self, i: i64) -> u8 {
        if i < 0 {
            return b'0';
        }
        usize::try_from(i)
            .ok()
            .and_then(|i| self.digits.get(i).copied())
            .unwrap_or(b'0')
    }

    /// `x` (finite, positive) rounded to nearest to `n >= 1` significant digits.
    fn load(&mut self, x: f64, n: usize) {
        self.text.clear();
        let _ = write!(self.text, "{:.*e}", n.saturating_sub(1), x);
        self.digits.clear();
        let mut exp = 0i32;
        let mut negative = false;
        let mut in_exponent = false;
        for &b in self.text.as_bytes() {
            match b {
                b'e' => in_exponent = true,
                b'-' if in_exponent => negative = true,
                b'0'..=b'9' if in_exponent => exp = exp * 10 + i32::from(b - b'0'),
                b'0'..=b'9' => self.digits.push(b),
                _ => {}
            }
        }
        self.exp = if negative { -exp } else { exp } + 1;
    }

    /// The decimal exponent of `x` (finite, positive) itself, before any rounding.
    pub fn magnitude(&mut self, x: f64) -> i32 {
        self.load(x, 17);
        let carried =
            self.digits.first() == Some(&b'1') && self.digits[1..].iter().all(|&d| d == b'0');
        if carried {
            self.load(x, EXACT_DIGITS);
        }
        self.exp
    }

    /// `x` (finite, positive) rounded to nearest, keeping `n` significant digits of its unrounded
    /// expansion whose exponent is `magnitude`; `n <= 0` keeps none (the result is zero or one
    /// unit of the first dropped position).
    fn load_nearest(&mut self, x: f64, n: i64, magnitude: i32) {
        if n >= 1 {
            self.load(x, usize::try_from(n).unwrap_or(usize::MAX));
        } else {
            self.load(x, EXACT_DIGITS);
            self.exp = magnitude;
            self.keep(n, Rounding::Nearest, false);
        }
    }

    /// Guard digits of the non-default rounding modes.
    fn guard(single: bool) -> i64 {
        if single {
            12
        } else {
            20
        }
    }

    /// `|x|` (finite, non-zero) rounded to `n >= 1` significant digits. `negative` is the sign of
    /// the value (it matters to `RU` and `RD`); `single` selects REAL(4)'s guard.
    pub fn significant(&mut self, x: f64, n: usize, mode: Rounding, negative: bool, single: bool) {
        self.vanished = false;
        let x = x.abs();
        if mode == Rounding::Nearest {
            self.load(x, n);
            return;
        }
        let guard = usize::try_from(Self::guard(single)).unwrap_or(0);
        self.load(x, n.saturating_add(guard));
        self.keep(n as i64, mode, negative);
    }

    /// `|x|` (finite, non-zero) rounded at the `pos`-th place after the decimal point (negative:
    /// before it).
    pub fn fixed(&mut self, x: f64, pos: i64, mode: Rounding, negative: bool, single: bool) {
        self.vanished = false;
        let x = x.abs();
        if let Ok(places) = usize::try_from(pos) {
            if mode == Rounding::Nearest {
                self.load_fixed(x, places);
                return;
            }
        }
        if pos >= -1 {
            // The guard rounding is itself a rounding at a fixed place.
            let guarded = usize::try_from(pos + Self::guard(single)).unwrap_or(0);
            self.load_fixed(x, guarded);
        } else {
            let magnitude = self.magnitude(x);
            let n = i64::from(magnitude) + pos;
            if mode == Rounding::Nearest {
                self.load_nearest(x, n, magnitude);
                return;
            }
            // Rounding left of the tens digit: gfortran sees the whole value.
            self.load(x, usize::try_from(n.max(0)).unwrap_or(0) + EXACT_DIGITS);
            if n < 1 {
                self.exp = magnitude;
            }
        }
        let keep = i64::from(self.exp) + pos;
        self.keep(keep, mode, negative);
    }

    /// `x` (finite, non-negative) rounded to nearest at the `places`-th decimal.
    fn load_fixed(&mut self, x: f64, places: usize) {
        self.text.clear();
        let _ = write!(self.text, "{:.*}", places, x);
        self.digits.clear();
        let text = self.text.as_bytes();
        let point = text.iter().position(|&b| b == b'.').unwrap_or(text.len());
        let (int, frac) = text.split_at(point);
        let frac = frac.get(1..).unwrap_or(&[]);
        if int.iter().any(|&b| b != b'0') {
            let first = int.iter().position(|&b| b != b'0').unwrap_or(0);
            self.digits.extend_from_slice(&int[first..]);
            self.digits.extend_from_slice(frac);
            self.exp = (int.len() - first) as i32;
        } else {
            let zeros = frac.iter().take_while(|&&b| b == b'0').count();
            self.digits.extend_from_slice(&frac[zeros..]);
            self.exp = -(zeros as i32);
        }
    }

    /// Rounds the stored digits to `keep` significant digits by `mode`.
    fn keep(&mut self, keep: i64, mode: Rounding, negative: bool) {
        let len = self.digits.len() as i64;
        self.vanished = false;
        if keep >= len {
            return;
        }
        // The dropped digits: `-keep` implicit zeros when nothing is kept, then the stored ones.
        let dropped_from = keep.max(0) as usize;
        let tail = &self.digits[dropped_from..];
        let nonzero = tail.iter().any(|&d| d != b'0');
        let first = if keep < 0 { b'0' } else { tail[0] };
        let up = match mode {
            Rounding::Up => !negative && nonzero,
            Rounding::Down => negative && nonzero,
            Rounding::Zero => false,
            Rounding::Compatible => first >= b'5',
            Rounding::Nearest => {
                let beyond = keep >= 0 && tail[1..].iter().any(|&d| d != b'0');
                let odd = keep > 0 && (self.digits[dropped_from - 1] - b'0') % 2 == 1;
                first > b'5' || (first == b'5' && (beyond || odd))
            }
        };
        if keep <= 0 {
            self.vanished = !up && nonzero;
            self.digits.clear();
            if up {
                // One unit of the position just left of the first stored digit, `-keep` places up.
                self.digits.push(b'1');
                self.exp = self.exp.saturating_add(1).saturating_sub(keep as i32);
            }
            return;
        }
        self.digits.truncate(dropped_from);
        if up {
            self.increment();
        } else if nonzero && self.is_zero() {
            self.vanished = true;
        }
    }

    /// Adds one unit in the last stored place.
    fn increment(&mut self) {
        for d in self.digits.iter_mut().rev() {
            if *d == b'9' {
                *d = b'0';
            } else {
                *d += 1;
                return;
            }
        }
        // All nines: 0.999 × 10^e + unit = 0.100 × 10^(e+1).
        if let Some(first) = self.digits.first_mut() {
            *first = b'1';
        }
        self.exp += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::{Decimal, Rounding};

    fn sig(x: f64, n: usize, mode: Rounding) -> (String, i32) {
        let mut d = Decimal::default();
        d.significant(x, n, mode, x < 0.0, false);
        (
            String::from_utf8(d.digits.clone()).unwrap_or_default(),
            d.exp,
        )
    }

    fn fixed(x: f64, pos: i64, mode: Rounding) -> (String, i32) {
        let mut d = Decimal::default();
        d.fixed(x, pos, mode, x < 0.0, false);
        (
            String::from_utf8(d.digits.clone()).unwrap_or_default(),
            d.exp,
        )
    }

    #[test]
    fn nearest_rounds_ties_to_even_on_the_exact_value() {
        assert_eq!(fixed(0.125, 2, Rounding::Nearest), ("12".into(), 0));
        assert_eq!(fixed(0.375, 2, Rounding::Nearest), ("38".into(), 0));
        assert_eq!(fixed(2.5, 0, Rounding::Nearest), ("2".into(), 1));
        assert_eq!(fixed(0.5, 0, Rounding::Nearest), ("".into(), 0));
        assert_eq!(fixed(0.75, 0, Rounding::Nearest), ("1".into(), 1));
        assert_eq!(sig(999.96, 4, Rounding::Nearest), ("1000".into(), 4));
    }

    #[test]
    fn directed_modes_see_tails_within_the_guard_only() {
        assert_eq!(fixed(0.125, 2, Rounding::Up), ("13".into(), 0));
        assert_eq!(fixed(-0.125, 2, Rounding::Down), ("13".into(), 0));
        assert_eq!(fixed(0.125, 2, Rounding::Compatible), ("13".into(), 0));
        assert_eq!(fixed(0.15, 2, Rounding::Zero), ("14".into(), 0));
        assert_eq!(fixed(5.1e-24, 3, Rounding::Up), ("1".into(), -2));
        assert_eq!(fixed(4.9e-24, 3, Rounding::Up).0, "");
        assert_eq!(sig(5e-324, 3, Rounding::Up), ("495".into(), -323));
    }

    #[test]
    fn magnitude_survives_carries() {
        let mut d = Decimal::default();
        assert_eq!(d.magnitude(1e23), 23);
        assert_eq!(d.magnitude(1e22), 23);
        assert_eq!(d.magnitude(0.1), 0);
        assert_eq!(d.magnitude(f64::from_bits(1e23f64.to_bits() - 1)), 23);
    }
}

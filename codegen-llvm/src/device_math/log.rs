//! `log` and `log10`: `x = 2^E m` with `m` in `[sqrt(2)/2, sqrt(2))`, then
//! `log(x) = E ln2 + log(m)` and `log(m) = 2 atanh(s)`, `s = (m - 1) / (m + 1)`, by the series
//! `2 s (1 + s^2/3 + s^4/5 + ...)` (`|s| <= 0.1716`, 12 terms).
//!
//! The core returns a double-double accurate to about 2^-64 relative: `s` is a double-double
//! quotient, the first two terms of the series are summed in double-double and only the tail
//! (below 2^-12 of the result) in plain doubles. `pow` needs that precision: an absolute error
//! `d` in `y log x` becomes a relative error `d` of `x^y`, and `|y log x|` reaches 745.
//! `log10` multiplies the double-double by `log10(e)` in double-double, so powers of ten come
//! out exact.

use super::consts::{inverse_odd, LN2, LOG10E};
use super::emit::{Dd, Emit, F, R};

/// `log(x)` as a double-double for a positive, finite `x` (subnormals included).
pub(crate) fn log_dd<'ctx>(e: &Emit<'_, 'ctx>, x: F<'ctx>) -> R<Dd<'ctx>> {
    let subnormal = e.lt(x, e.c(f64::MIN_POSITIVE))?;
    let x = e.sel(subnormal, e.mul(x, e.c(2f64.powi(54)))?, x)?;
    let bits = e.bits(x)?;
    let exponent = e.isub(e.lshr(bits, 52)?, e.ci(1023))?;
    let mantissa_bits = e.and(bits, e.ci((1 << 52) - 1))?;
    let m = e.float_from_bits(e.or(mantissa_bits, e.ci(1023 << 52))?)?;
    let above = e.gt(m, e.c(std::f64::consts::SQRT_2))?;
    let m = e.sel(above, e.mul(m, e.c(0.5))?, m)?;
    let exponent = e.to_float(exponent)?;
    let exponent = e.add(exponent, e.sel(above, e.c(1.0), e.c(0.0))?)?;
    let exponent = e.add(exponent, e.sel(subnormal, e.c(-54.0), e.c(0.0))?)?;
    // f = m - 1 is exact (Sterbenz); s = f / (2 + f) in double-double.
    let f = e.sub(m, e.c(1.0))?;
    let den = e.fast_two_sum(e.c(2.0), f)?;
    let s = e.dd_div(e.dd(f, e.c(0.0)), den)?;
    let z = e.dd_mul(s, s)?;
    let third_hi = 1.0 / 3.0;
    let third = e.dd_const(third_hi, (-3.0f64).mul_add(third_hi, 1.0) / 3.0);
    let first = e.dd_mul(z, third)?;
    let tail = e.horner(z.hi, &inverse_odd(2, 11, false))?;
    let tail = e.mul(e.mul(z.hi, z.hi)?, tail)?;
    let series = e.dd_add_f(first, tail)?;
    let one_plus = e.fast_two_sum(e.c(1.0), series.hi)?;
    let one_plus = e.dd_add_f(one_plus, series.lo)?;
    let log_m = e.dd_mul(s, one_plus)?;
    let two = e.c(2.0);
    let log_m = e.dd(e.mul(log_m.hi, two)?, e.mul(log_m.lo, two)?);
    let k_ln2 = e.two_prod(exponent, e.c(LN2[0]))?;
    let k_ln2 = e.dd_add_f(k_ln2, e.mul(exponent, e.c(LN2[1]))?)?;
    e.dd_add(k_ln2, log_m)
}

/// `log(x)`'s value for the special arguments, or `None` where `core` applies:
/// NaN for NaN and negative `x`, -inf for zero, +inf for +inf.
fn special<'ctx>(e: &Emit<'_, 'ctx>, x: F<'ctx>, core: F<'ctx>) -> R<F<'ctx>> {
    let r = e.sel(e.eq(x, e.c(f64::INFINITY))?, x, core)?;
    let r = e.sel(e.eq(x, e.c(0.0))?, e.c(f64::NEG_INFINITY), r)?;
    let r = e.sel(e.lt(x, e.c(0.0))?, e.c(f64::NAN), r)?;
    e.sel(e.is_nan(x)?, x, r)
}

/// `x` where `log_dd` applies, 1 elsewhere.
pub(crate) fn log_arg<'ctx>(e: &Emit<'_, 'ctx>, x: F<'ctx>) -> R<F<'ctx>> {
    let ok = e.and(e.gt(x, e.c(0.0))?, e.lt(x, e.c(f64::INFINITY))?)?;
    e.sel(ok, x, e.c(1.0))
}

/// Defines the body of `log(x)`.
pub(crate) fn log<'ctx>(e: &Emit<'_, 'ctx>) -> R<()> {
    let x = e.param(0)?;
    let v = log_dd(e, log_arg(e, x)?)?;
    e.ret(special(e, x, v.hi)?)
}

/// Defines the body of `log10(x)`.
pub(crate) fn log10<'ctx>(e: &Emit<'_, 'ctx>) -> R<()> {
    let x = e.param(0)?;
    let v = log_dd(e, log_arg(e, x)?)?;
    let v = e.dd_mul(v, e.dd_const(LOG10E[0], LOG10E[1]))?;
    e.ret(special(e, x, v.hi)?)
}

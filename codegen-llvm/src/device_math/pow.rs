//! `pow(x, y)` as C99 (Annex F) defines it: `exp(y log|x|)` with the logarithm as a
//! double-double (about 2^-64 relative, see `log.rs`) and the product `y log|x|` kept in
//! double-double too, so that the result is within about one ulp however large `|y log x|` is;
//! then the sign for a negative base with an odd integral exponent, and the special cases:
//! `pow(x, ±0) = 1` and `pow(1, y) = 1` even for NaN, `pow(-1, ±inf) = 1`, NaN for a finite
//! negative base with a finite non-integral exponent, and the signed zeros and infinities of
//! zero and infinite bases.

use super::emit::{Emit, F, I, R};
use super::exp::{exp_dd, EXP_MAX_ARG, EXP_MIN_ARG};
use super::log::{log_arg, log_dd};

/// `y` is a finite integer.
fn is_integer<'ctx>(e: &Emit<'_, 'ctx>, y: F<'ctx>) -> R<I<'ctx>> {
    e.and(e.eq(e.floor(y)?, y)?, e.is_finite(y)?)
}

/// `y` is an odd integer (every double of magnitude 2^53 and above is even).
fn is_odd<'ctx>(e: &Emit<'_, 'ctx>, y: F<'ctx>) -> R<I<'ctx>> {
    let half = e.mul(y, e.c(0.5))?;
    let even = e.eq(e.floor(half)?, half)?;
    e.and(is_integer(e, y)?, e.not(even)?)
}

/// Defines the body of `pow(x, y)`.
pub(crate) fn pow<'ctx>(e: &Emit<'_, 'ctx>) -> R<()> {
    let (x, y) = (e.param(0)?, e.param(1)?);
    let ax = e.abs(x)?;
    let l = log_dd(e, log_arg(e, ax)?)?;
    // t = y * log|x| in double-double.
    let p = e.two_prod(y, l.hi)?;
    let t = e.fast_two_sum(p.hi, e.fma(y, l.lo, p.lo)?)?;
    // Out of range (or infinite, when the double-double parts are NaN), the sign of the
    // rounded product decides between infinity and zero.
    let in_range = e.and(e.gt(p.hi, e.c(EXP_MIN_ARG))?, e.lt(p.hi, e.c(EXP_MAX_ARG))?)?;
    let th = e.sel(in_range, t.hi, e.c(0.0))?;
    let tl = e.sel(in_range, t.lo, e.c(0.0))?;
    let v = exp_dd(e, e.dd(th, tl), 0)?;
    let core = e.add(v.hi, v.lo)?;
    let out_of_range = e.sel(e.gt(p.hi, e.c(0.0))?, e.c(f64::INFINITY), e.c(0.0))?;
    let magnitude = e.sel(in_range, core, out_of_range)?;
    // Zero and infinite bases (the core ran on 1 for them).
    let y_pos = e.gt(y, e.c(0.0))?;
    let inf = e.c(f64::INFINITY);
    let zero = e.c(0.0);
    let of_zero = e.sel(y_pos, zero, inf)?;
    let of_inf = e.sel(y_pos, inf, zero)?;
    let magnitude = e.sel(e.eq(ax, zero)?, of_zero, magnitude)?;
    let magnitude = e.sel(e.eq(ax, inf)?, of_inf, magnitude)?;
    let negative = e.and(e.sign_bit(x)?, is_odd(e, y)?)?;
    let r = e.sel(negative, e.neg(magnitude)?, magnitude)?;
    let domain_error = e.and(e.lt(x, zero)?, e.is_finite(x)?)?;
    let domain_error = e.and(domain_error, e.is_finite(y)?)?;
    let domain_error = e.and(domain_error, e.not(is_integer(e, y)?)?)?;
    let r = e.sel(domain_error, e.c(f64::NAN), r)?;
    let any_nan = e.or(e.is_nan(x)?, e.is_nan(y)?)?;
    let r = e.sel(any_nan, e.add(x, y)?, r)?;
    // The cases that are 1 whatever the other operand.
    let one = e.c(1.0);
    let r = e.sel(e.eq(y, zero)?, one, r)?;
    let r = e.sel(e.eq(x, one)?, one, r)?;
    let minus_one_inf = e.and(e.eq(x, e.c(-1.0))?, e.eq(e.abs(y)?, inf)?)?;
    let r = e.sel(minus_one_inf, one, r)?;
    e.ret(r)
}

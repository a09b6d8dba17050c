//! `atan`, `atan2`, `asin` and `acos`, all through one core: the angle `atan(a/b)` in
//! `[0, pi/2]` of two non-negative double-doubles `a` and `b`.
//!
//! The core divides the smaller by the larger (`atan(a/b) = pi/2 - atan(b/a)`), reduces
//! `q` in `(tan(pi/8), 1]` by `atan q = pi/4 + atan((q - 1)/(q + 1))`, and sums the Taylor series
//! `u - u^3/3 + u^5/5 - ...` for `|u| <= tan(pi/8)` (21 terms, truncation below 2^-58 relative).
//! Every quotient is a double-double and its low part enters as `u_lo / (1 + u^2)`, so the
//! reductions add no rounding error of their own.
//!
//! `asin x = atan(|x| / sqrt(1 - x^2))` and `acos x = atan(sqrt(1 - x^2) / x)` take `1 - x^2`
//! exactly (a double-double from an exact square) and its square root with one correction
//! step, so they stay accurate next to `|x| = 1`, where the naive formulas lose half the bits.

use super::consts::{inverse_odd, PI, PIO2, PIO4, TAN_PI_8};
use super::emit::{Dd, Emit, F, R};

/// `atan(q)` for `q.hi` in `[0, 1]`.
fn atan_core<'ctx>(e: &Emit<'_, 'ctx>, q: Dd<'ctx>) -> R<Dd<'ctx>> {
    let big = e.gt(q.hi, e.c(TAN_PI_8))?;
    let num = e.dd_add_f(q, e.c(-1.0))?;
    let den = e.dd_add_f(q, e.c(1.0))?;
    let reduced = e.dd_div(num, den)?;
    let u = e.dd(e.sel(big, reduced.hi, q.hi)?, e.sel(big, reduced.lo, q.lo)?);
    let base_hi = e.sel(big, e.c(PIO4[0]), e.c(0.0))?;
    let base_lo = e.sel(big, e.c(PIO4[1]), e.c(0.0))?;
    let z = e.mul(u.hi, u.hi)?;
    // atan u = u - u^3 (1/3 - z/5 + z^2/7 - ...).
    let poly = e.horner(z, &inverse_odd(1, 21, true))?;
    let p = e.mul(e.mul(u.hi, z)?, poly)?;
    let corr = e.div(u.lo, e.add(e.c(1.0), z)?)?;
    let s = e.fast_two_sum(base_hi, u.hi)?;
    let tail = e.add(e.add(s.lo, base_lo)?, e.sub(corr, p)?)?;
    e.fast_two_sum(s.hi, tail)
}

/// `atan(a / b)` in `[0, pi/2]` for non-negative, finite `a` and `b`, not both zero.
fn angle<'ctx>(e: &Emit<'_, 'ctx>, a: Dd<'ctx>, b: Dd<'ctx>) -> R<Dd<'ctx>> {
    let swap = e.gt(a.hi, b.hi)?;
    let num = e.dd(e.sel(swap, b.hi, a.hi)?, e.sel(swap, b.lo, a.lo)?);
    let den = e.dd(e.sel(swap, a.hi, b.hi)?, e.sel(swap, a.lo, b.lo)?);
    let q = e.dd_div(num, den)?;
    let t = atan_core(e, q)?;
    let complement = e.dd_add(e.dd_const(PIO2[0], PIO2[1]), e.dd_neg(t)?)?;
    Ok(e.dd(
        e.sel(swap, complement.hi, t.hi)?,
        e.sel(swap, complement.lo, t.lo)?,
    ))
}

/// `pi - v`.
fn pi_minus<'ctx>(e: &Emit<'_, 'ctx>, v: Dd<'ctx>) -> R<Dd<'ctx>> {
    e.dd_add(e.dd_const(PI[0], PI[1]), e.dd_neg(v)?)
}

fn plain<'ctx>(e: &Emit<'_, 'ctx>, x: F<'ctx>) -> Dd<'ctx> {
    e.dd(x, e.c(0.0))
}

/// Defines the body of `atan(x)`.
pub(crate) fn atan<'ctx>(e: &Emit<'_, 'ctx>) -> R<()> {
    let x = e.param(0)?;
    let ax = e.abs(x)?;
    let finite = e.lt(ax, e.c(f64::INFINITY))?;
    let a = e.sel(finite, ax, e.c(1.0))?;
    let v = angle(e, plain(e, a), plain(e, e.c(1.0)))?.hi;
    let v = e.sel(finite, v, e.c(PIO2[0]))?;
    let v = e.copysign(v, x)?;
    e.ret(e.sel(e.is_nan(x)?, x, v)?)
}

/// Defines the body of `atan2(y, x)`.
pub(crate) fn atan2<'ctx>(e: &Emit<'_, 'ctx>) -> R<()> {
    let (y, x) = (e.param(0)?, e.param(1)?);
    let (ay, ax) = (e.abs(y)?, e.abs(x)?);
    let inf = e.c(f64::INFINITY);
    let (y_inf, x_inf) = (e.eq(ay, inf)?, e.eq(ax, inf)?);
    let both_zero = e.and(e.eq(ay, e.c(0.0))?, e.eq(ax, e.c(0.0))?)?;
    // Infinities as the limits of large finite operands; 0/0 as 0/1.
    let a = e.sel(y_inf, e.c(1.0), ay)?;
    let a = e.sel(x_inf, e.sel(y_inf, e.c(1.0), e.c(0.0))?, a)?;
    let b = e.sel(x_inf, e.c(1.0), ax)?;
    let b = e.sel(y_inf, e.sel(x_inf, e.c(1.0), e.c(0.0))?, b)?;
    let b = e.sel(both_zero, e.c(1.0), b)?;
    let v = angle(e, plain(e, a), plain(e, b))?;
    let v = e.dd(
        e.sel(e.and(e.not(x_inf)?, y_inf)?, e.c(PIO2[0]), v.hi)?,
        e.sel(e.and(e.not(x_inf)?, y_inf)?, e.c(PIO2[1]), v.lo)?,
    );
    let left = e.sign_bit(x)?;
    let v = e.sel(left, pi_minus(e, v)?.hi, v.hi)?;
    let v = e.copysign(v, y)?;
    let any_nan = e.or(e.is_nan(x)?, e.is_nan(y)?)?;
    e.ret(e.sel(any_nan, e.add(x, y)?, v)?)
}

/// `sqrt(1 - x^2)` as a double-double for `|x| <= 1`.
fn cosine_of_sine<'ctx>(e: &Emit<'_, 'ctx>, ax: F<'ctx>) -> R<Dd<'ctx>> {
    let sq = e.two_prod(ax, ax)?;
    let w = e.two_sum(e.c(1.0), e.neg(sq.hi)?)?;
    let w = e.fast_two_sum(w.hi, e.sub(w.lo, sq.lo)?)?;
    let s = e.sqrt(w.hi)?;
    let residual = e.add(e.fma(e.neg(s)?, s, w.hi)?, w.lo)?;
    let lo = e.div(residual, e.mul(s, e.c(2.0))?)?;
    let lo = e.sel(e.gt(s, e.c(0.0))?, lo, e.c(0.0))?;
    e.fast_two_sum(s, lo)
}

/// Defines the body of `asin(x)` (`acos(x)` with `cosine`).
pub(crate) fn asin_acos<'ctx>(e: &Emit<'_, 'ctx>, cosine: bool) -> R<()> {
    let x = e.param(0)?;
    let ax = e.abs(x)?;
    let in_domain = e.le(ax, e.c(1.0))?;
    let a = e.sel(in_domain, ax, e.c(0.0))?;
    let c = cosine_of_sine(e, a)?;
    let v = if cosine {
        let v = angle(e, c, plain(e, a))?;
        e.sel(e.sign_bit(x)?, pi_minus(e, v)?.hi, v.hi)?
    } else {
        e.copysign(angle(e, plain(e, a), c)?.hi, x)?
    };
    let v = e.sel(in_domain, v, e.c(f64::NAN))?;
    e.ret(e.sel(e.is_nan(x)?, x, v)?)
}

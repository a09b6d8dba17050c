//! `exp`: Cody–Waite reduction `x = k ln2 + r`, `|r| <= ln2 / 2`, then `exp(x) = 2^k exp(r)`
//! with the Taylor series of `exp(r)` (to `r^14/14!`, truncation below 2^-62).
//!
//! `ln2` is split in two parts so that `x - k ln2_hi` is exact (one `fma`, the difference is
//! below 1 with bits no finer than ln2_hi's), and the core takes its argument as a
//! double-double and returns one, so that `pow`, `sinh`, `cosh` and `tanh` build on it without
//! losing the extra precision. `2^k` is applied in two halves, so results that overflow become
//! infinite and those that underflow become subnormal or zero with no special path.

use super::consts::{inverse_factorials, LN2, LOG2E};
use super::emit::{Dd, Emit, F, R};

/// The largest and smallest arguments worth computing: beyond them `exp` (and `e^x / 2`)
/// overflows to infinity or underflows to zero, and the clamped argument still does.
pub(crate) const EXP_MAX_ARG: f64 = 711.0;
pub(crate) const EXP_MIN_ARG: f64 = -746.0;

/// `exp(x.hi + x.lo) * 2^scale` as a double-double, for `x.hi` in
/// `[EXP_MIN_ARG, EXP_MAX_ARG]` (not NaN) and `|x.lo| <= ulp(x.hi)`.
pub(crate) fn exp_dd<'ctx>(e: &Emit<'_, 'ctx>, x: Dd<'ctx>, scale: i64) -> R<Dd<'ctx>> {
    let k = e.rint(e.mul(x.hi, e.c(LOG2E))?)?;
    let neg_k = e.neg(k)?;
    let r_hi = e.fma(neg_k, e.c(LN2[0]), x.hi)?;
    let r_lo = e.fma(neg_k, e.c(LN2[1]), x.lo)?;
    let r = e.fast_two_sum(r_hi, r_lo)?;
    // exp(r) = 1 + r + r^2 (1/2 + r/6 + ...): the leading `1 + r` exactly, the rest rounded.
    let coefficients = inverse_factorials(2, 1, 13, false);
    let q = e.horner(r.hi, &coefficients)?;
    let t = e.mul(e.mul(r.hi, r.hi)?, q)?;
    let s = e.fast_two_sum(e.c(1.0), r.hi)?;
    let s = e.dd_add_f(s, t)?;
    // exp(r.hi + r.lo) = exp(r.hi) (1 + r.lo).
    let lo = e.fma(r.lo, s.hi, s.lo)?;
    let s = e.fast_two_sum(s.hi, lo)?;
    scale_dd(e, s, k, scale)
}

/// `v * 2^(k + scale)` for `|k + scale| <= 2100`, in two steps so that no step overflows early.
fn scale_dd<'ctx>(e: &Emit<'_, 'ctx>, v: Dd<'ctx>, k: F<'ctx>, scale: i64) -> R<Dd<'ctx>> {
    let k = e.iadd(e.to_int(k)?, e.ci(scale))?;
    let half = e.ashr(k, e.ci(1))?;
    let rest = e.isub(k, half)?;
    let (a, b) = (e.pow2(half)?, e.pow2(rest)?);
    Ok(e.dd(e.mul(e.mul(v.hi, a)?, b)?, e.mul(e.mul(v.lo, a)?, b)?))
}

/// `x` clamped into the range `exp_dd` accepts; NaN becomes 0 (callers select NaN results
/// themselves).
pub(crate) fn clamp_arg<'ctx>(e: &Emit<'_, 'ctx>, x: F<'ctx>) -> R<F<'ctx>> {
    let x = e.sel(e.is_nan(x)?, e.c(0.0), x)?;
    let x = e.sel(e.gt(x, e.c(EXP_MAX_ARG))?, e.c(EXP_MAX_ARG), x)?;
    e.sel(e.lt(x, e.c(EXP_MIN_ARG))?, e.c(EXP_MIN_ARG), x)
}

/// Defines the body of `exp(x)`.
pub(crate) fn exp<'ctx>(e: &Emit<'_, 'ctx>) -> R<()> {
    let x = e.param(0)?;
    let clamped = clamp_arg(e, x)?;
    let v = exp_dd(e, e.dd(clamped, e.c(0.0)), 0)?;
    let r = e.add(v.hi, v.lo)?;
    e.ret(e.sel(e.is_nan(x)?, x, r)?)
}

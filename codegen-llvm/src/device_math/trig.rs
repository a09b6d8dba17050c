//! `sin`, `cos` and `tan`: the reduction of `reduce.rs`, then Taylor polynomials on
//! `|r| <= pi/4` (`sin` to `r^19/19!`, `cos` to `r^18/18!`, truncation below 2^-63), each
//! returned as a double-double so that `tan = sin/cos` divides without a further rounding.
//!
//! `cos r = 1 - r^2/2 + ...` is summed as `w = 1 - r^2/2` plus the rounding error of `w` (exact
//! by Sterbenz), the error of `r^2` and the rest, so its result is within about half an ulp;
//! the low part of `r` enters through `sin(r_hi + r_lo) = sin r_hi + r_lo cos r_hi` and
//! `cos(r_hi + r_lo) = cos r_hi - r_lo sin r_hi`.

use super::consts::inverse_factorials;
use super::emit::{Dd, Emit, F, R};
use super::reduce::{reduce, Reduced};

/// `sin(r)` for `|r| <= pi/4` (a little more is fine).
fn sin_dd<'ctx>(e: &Emit<'_, 'ctx>, r: Dd<'ctx>) -> R<Dd<'ctx>> {
    let z = e.mul(r.hi, r.hi)?;
    // sin r = r - r^3 (1/3! - z/5! + z^2/7! - ...).
    let poly = e.horner(z, &inverse_factorials(3, 2, 9, true))?;
    let p = e.mul(e.mul(r.hi, z)?, poly)?;
    let corr = e.mul(r.lo, e.fma(z, e.c(-0.5), e.c(1.0))?)?;
    e.fast_two_sum(r.hi, e.sub(corr, p)?)
}

/// `cos(r)` for `|r| <= pi/4` (a little more is fine).
fn cos_dd<'ctx>(e: &Emit<'_, 'ctx>, r: Dd<'ctx>) -> R<Dd<'ctx>> {
    let z = e.mul(r.hi, r.hi)?;
    let z_err = e.fma(r.hi, r.hi, e.neg(z)?)?;
    let hz = e.mul(z, e.c(0.5))?;
    let w = e.sub(e.c(1.0), hz)?;
    let w_err = e.sub(e.sub(e.c(1.0), w)?, hz)?;
    // cos r = 1 - z/2 + z^2 (1/4! - z/6! + ...).
    let poly = e.horner(z, &inverse_factorials(4, 2, 8, true))?;
    let rest = e.mul(e.mul(z, z)?, poly)?;
    let rest = e.fma(z_err, e.c(-0.5), rest)?;
    let rest = e.fma(e.neg(r.hi)?, r.lo, rest)?;
    e.fast_two_sum(w, e.add(w_err, rest)?)
}

/// `x` with its sign flipped where `cond`.
fn flip<'ctx>(e: &Emit<'_, 'ctx>, cond: inkwell::values::IntValue<'ctx>, x: F<'ctx>) -> R<F<'ctx>> {
    e.sel(cond, e.neg(x)?, x)
}

/// Which function of the reduced argument.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Trig {
    Sin,
    Cos,
    Tan,
}

/// Defines the body of `sin`, `cos` or `tan`.
pub(crate) fn trig<'ctx>(e: &Emit<'_, 'ctx>, which: Trig) -> R<()> {
    let x = e.param(0)?;
    let ax = e.abs(x)?;
    let finite = e.is_finite(x)?;
    let ax_ok = e.sel(finite, ax, e.c(0.0))?;
    let Reduced { quadrant: q, r } = reduce(e, ax_ok)?;
    let s = sin_dd(e, r)?;
    let c = cos_dd(e, r)?;
    let odd = e.or(e.eq(q, e.c(1.0))?, e.eq(q, e.c(3.0))?)?;
    let v = match which {
        Trig::Sin => {
            // sin, cos, -sin, -cos by quadrant; odd in x.
            let v = e.sel(odd, c.hi, s.hi)?;
            let v = flip(e, e.ge(q, e.c(2.0))?, v)?;
            flip(e, e.sign_bit(x)?, v)?
        }
        Trig::Cos => {
            // cos, -sin, -cos, sin by quadrant; even in x.
            let v = e.sel(odd, s.hi, c.hi)?;
            let negative = e.or(e.eq(q, e.c(1.0))?, e.eq(q, e.c(2.0))?)?;
            flip(e, negative, v)?
        }
        Trig::Tan => {
            // sin/cos, or -cos/sin in the odd quadrants; odd in x.
            let num = e.dd(e.sel(odd, c.hi, s.hi)?, e.sel(odd, c.lo, s.lo)?);
            let den = e.dd(e.sel(odd, s.hi, c.hi)?, e.sel(odd, s.lo, c.lo)?);
            let v = e.dd_div(num, den)?.hi;
            let v = flip(e, odd, v)?;
            flip(e, e.sign_bit(x)?, v)?
        }
    };
    // sin, cos, tan of an infinity or NaN are NaN.
    e.ret(e.sel(finite, v, e.sub(x, x)?)?)
}

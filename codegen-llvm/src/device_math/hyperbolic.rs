//! `sinh`, `cosh` and `tanh`.
//!
//! For `|x| < 1` the Taylor series (`sinh` to `x^21/21!`, `cosh` to `x^20/20!`), which have no
//! cancellation; `tanh` divides the two as double-doubles. From 1 on, `e^|x|/2` comes from
//! `exp.rs`'s double-double core (with the halving folded into its power of two, so `cosh`
//! and `sinh` overflow exactly where `e^|x|/2` does), `e^-|x|/2 = 1/4 / (e^|x|/2)` from a
//! double-double division, and `tanh |x| = (e^2|x| - 1) / (e^2|x| + 1)`, which is 1 to the
//! last bit from 22 on.

use super::consts::inverse_factorials;
use super::emit::{Dd, Emit, F, R};
use super::exp::{clamp_arg, exp_dd};

/// `sinh(ax)` for `0 <= ax < 1`.
fn sinh_series<'ctx>(e: &Emit<'_, 'ctx>, ax: F<'ctx>) -> R<Dd<'ctx>> {
    let z = e.mul(ax, ax)?;
    let poly = e.horner(z, &inverse_factorials(3, 2, 10, false))?;
    let p = e.mul(e.mul(ax, z)?, poly)?;
    e.fast_two_sum(ax, p)
}

/// `cosh(ax)` for `0 <= ax < 1`.
fn cosh_series<'ctx>(e: &Emit<'_, 'ctx>, ax: F<'ctx>) -> R<Dd<'ctx>> {
    let z = e.mul(ax, ax)?;
    let z_err = e.fma(ax, ax, e.neg(z)?)?;
    let poly = e.horner(z, &inverse_factorials(2, 2, 10, false))?;
    let p = e.fma(z, poly, e.mul(z_err, e.c(0.5))?)?;
    e.fast_two_sum(e.c(1.0), p)
}

/// `(e^ax / 2, e^-ax / 2)` for `ax >= 0`; the second is 0 from 40 on.
fn half_exponentials<'ctx>(e: &Emit<'_, 'ctx>, ax: F<'ctx>) -> R<(Dd<'ctx>, Dd<'ctx>)> {
    let big = exp_dd(e, e.dd(clamp_arg(e, ax)?, e.c(0.0)), -1)?;
    let small = e.dd_div(e.dd_const(0.25, 0.0), big)?;
    let negligible = e.gt(ax, e.c(40.0))?;
    let zero = e.c(0.0);
    let small = e.dd(
        e.sel(negligible, zero, small.hi)?,
        e.sel(negligible, zero, small.lo)?,
    );
    Ok((big, small))
}

/// Which hyperbolic function.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Hyperbolic {
    Sinh,
    Cosh,
    Tanh,
}

/// Defines the body of `sinh`, `cosh` or `tanh`.
pub(crate) fn hyperbolic<'ctx>(e: &Emit<'_, 'ctx>, which: Hyperbolic) -> R<()> {
    let x = e.param(0)?;
    let ax = e.abs(x)?;
    let small = e.lt(ax, e.c(1.0))?;
    // Each path runs on an argument it accepts; the selects keep the right one.
    let a_small = e.sel(small, ax, e.c(0.5))?;
    let v = match which {
        Hyperbolic::Sinh | Hyperbolic::Cosh => {
            let (big, tiny) = half_exponentials(e, ax)?;
            // From 40 on e^-|x| is below half an ulp (and an infinite `big` must not meet
            // the double-double addition, which would make it NaN).
            let alone = e.gt(ax, e.c(40.0))?;
            if which == Hyperbolic::Sinh {
                let large = e.dd_add(big, e.dd_neg(tiny)?)?.hi;
                let large = e.sel(alone, big.hi, large)?;
                let v = e.sel(small, sinh_series(e, a_small)?.hi, large)?;
                e.copysign(v, x)?
            } else {
                let large = e.dd_add(big, tiny)?.hi;
                let large = e.sel(alone, big.hi, large)?;
                e.sel(small, cosh_series(e, a_small)?.hi, large)?
            }
        }
        Hyperbolic::Tanh => {
            let series = e.dd_div(sinh_series(e, a_small)?, cosh_series(e, a_small)?)?;
            let saturated = e.ge(ax, e.c(22.0))?;
            let a_mid = e.sel(saturated, e.c(1.0), ax)?;
            let a_mid = e.sel(small, e.c(1.0), a_mid)?;
            let e2 = exp_dd(e, e.dd(e.mul(a_mid, e.c(2.0))?, e.c(0.0)), 0)?;
            let num = e.dd_add_f(e2, e.c(-1.0))?;
            let den = e.dd_add_f(e2, e.c(1.0))?;
            let mid = e.dd_div(num, den)?.hi;
            let v = e.sel(saturated, e.c(1.0), mid)?;
            let v = e.sel(small, series.hi, v)?;
            e.copysign(v, x)?
        }
    };
    e.ret(e.sel(e.is_nan(x)?, x, v)?)
}

//! Argument reduction for `sin`, `cos` and `tan`: `|x| = n pi/2 + r`, `|r| <= pi/4` (about),
//! with `r` as a double-double and `n mod 4` as a float.
//!
//! Below 2^28 a Cody–Waite reduction with pi/2 in three parts: `|x| - n P1` is exact (one
//! `fma`: the difference is below 1 and has no bits finer than `P1`'s), `n P2` is split
//! exactly by an `fma`, and `n P3` is below 2^-80; the result is accurate to about 2^-130
//! absolute, far below the closest a double under 2^28 comes to a multiple of pi/2.
//!
//! From 2^28 on (up to the largest double) a Payne–Hanek reduction in floating point: `x` is
//! split into three integer pieces of 24, 24 and 5 bits, 2/pi into 24-bit integer chunks
//! (`consts::TWO_OVER_PI_CHUNKS`), so every product of a piece and a chunk is an exact double.
//! Products that are multiples of 4 (they do not change the quadrant) are skipped by starting
//! at the chunk the exponent of `x` selects; ten chunks (240 bits) past it are summed in
//! double-double, taking out the nearest integer after every term. The terms are summed from
//! the largest down, so the accumulator stays as small as the terms still to come and no
//! step rounds (its bits span less than 106); what the ten chunks leave out is below 2^-160.
//! So even the fraction of the double closest to a multiple of pi/2 (Kahan–McDonald's
//! 6381956970095103 * 2^797, about 2^-61) comes out with all its bits; times pi/2 it is `r`.

use inkwell::module::Linkage;
use inkwell::AddressSpace;
use inkwell::IntPredicate;

use super::consts::{PIO2, TWO_OVER_PI, TWO_OVER_PI_CHUNKS};
use super::emit::{Dd, Emit, F, R};

/// Arguments from this magnitude on take the Payne–Hanek path.
const HUGE: f64 = 268435456.0; // 2^28

/// The name of the module's table of 2/pi chunks.
const TABLE: &str = "dvmh.math.two_over_pi";

/// The reduced argument: `|x| = quadrant * pi/2 + r (mod 2 pi)`.
pub(crate) struct Reduced<'ctx> {
    /// 0, 1, 2 or 3 (a float).
    pub quadrant: F<'ctx>,
    pub r: Dd<'ctx>,
}

/// Reduces `ax = |x|`, finite and non-negative.
pub(crate) fn reduce<'ctx>(e: &Emit<'_, 'ctx>, ax: F<'ctx>) -> R<Reduced<'ctx>> {
    let huge = e.ge(ax, e.c(HUGE))?;
    let v = e.branch(
        huge,
        |e| {
            let (q, r) = payne_hanek(e, ax)?;
            Ok(vec![q, r.hi, r.lo])
        },
        |e| {
            let (q, r) = cody_waite(e, ax)?;
            Ok(vec![q, r.hi, r.lo])
        },
    )?;
    Ok(Reduced {
        quadrant: v[0],
        r: e.dd(v[1], v[2]),
    })
}

/// `n mod 4` of an integral float.
fn mod4<'ctx>(e: &Emit<'_, 'ctx>, n: F<'ctx>) -> R<F<'ctx>> {
    let q = e.floor(e.mul(n, e.c(0.25))?)?;
    e.fma(q, e.c(-4.0), n)
}

fn cody_waite<'ctx>(e: &Emit<'_, 'ctx>, ax: F<'ctx>) -> R<(F<'ctx>, Dd<'ctx>)> {
    let n = e.rint(e.mul(ax, e.c(TWO_OVER_PI))?)?;
    let neg_n = e.neg(n)?;
    let r1 = e.fma(neg_n, e.c(PIO2[0]), ax)?;
    let t = e.two_prod(n, e.c(PIO2[1]))?;
    let s = e.two_sum(r1, e.neg(t.hi)?)?;
    let tail = e.sub(s.lo, t.lo)?;
    let tail = e.fma(neg_n, e.c(PIO2[2]), tail)?;
    let r = e.two_sum(s.hi, tail)?;
    Ok((mod4(e, n)?, r))
}

/// The module's constant table of 2/pi chunks (as doubles), defined on first use.
fn table<'ctx>(e: &Emit<'_, 'ctx>) -> inkwell::values::GlobalValue<'ctx> {
    if let Some(g) = e.module.get_global(TABLE) {
        return g;
    }
    let t = e.ctx.f64_type();
    let values: Vec<_> = TWO_OVER_PI_CHUNKS
        .iter()
        .map(|&c| t.const_float(f64::from(c)))
        .collect();
    let init = t.const_array(&values);
    let g = e
        .module
        .add_global(init.get_type(), Some(AddressSpace::default()), TABLE);
    g.set_initializer(&init);
    g.set_constant(true);
    g.set_linkage(Linkage::Internal);
    g
}

fn payne_hanek<'ctx>(e: &Emit<'_, 'ctx>, ax: F<'ctx>) -> R<(F<'ctx>, Dd<'ctx>)> {
    let bits = e.bits(ax)?;
    let exponent = e.isub(e.lshr(bits, 52)?, e.ci(1023))?;
    let mantissa = e.or(e.and(bits, e.ci((1 << 52) - 1))?, e.ci(1 << 52))?;
    // ax = (a0 2^29 + a1 2^5 + a2) 2^(exponent - 52).
    let mask24 = e.ci((1 << 24) - 1);
    let pieces = [
        (e.to_float(e.lshr(mantissa, 29)?)?, 29),
        (e.to_float(e.and(e.lshr(mantissa, 5)?, mask24)?)?, 5),
        (e.to_float(e.and(mantissa, e.ci(31))?)?, 0),
    ];
    // The first chunk with a product that is not a multiple of 4.
    let first =
        e.b.build_int_signed_div(e.isub(exponent, e.ci(54))?, e.ci(24), "")?;
    let first = e.seli(e.icmp(IntPredicate::SLT, first, e.ci(0))?, e.ci(0), first)?;
    let table = table(e);
    let t = e.ctx.f64_type();
    let array_type = t.array_type(TWO_OVER_PI_CHUNKS.len() as u32);
    // A loop, not unrolled code: the path is rare, and every inlined sin, cos and tan has one.
    let zero = e.c(0.0);
    let state = e.counted_loop(10, vec![zero, zero, zero], |e, j, state| {
        let (mut acc, mut n) = (e.dd(state[0], state[1]), state[2]);
        let index = e.iadd(first, j)?;
        // SAFETY (of the emitted access): `first <= (1023 - 54) / 24 = 40`, so the index is
        // at most 49, inside the 56-entry table.
        let slot = unsafe {
            e.b.build_in_bounds_gep(array_type, table.as_pointer_value(), &[e.ci(0), index], "")?
        };
        let chunk = e.b.build_load(t, slot, "")?.into_float_value();
        for &(piece, shift) in &pieces {
            // piece * chunk * 2^(shift + exponent - 52 - 24 (index + 1)), exact.
            let scale = e.iadd(exponent, e.ci(shift - 76))?;
            let scale = e.isub(scale, e.imul(index, e.ci(24))?)?;
            let exact = e.mul(e.mul(piece, chunk)?, e.pow2(scale)?)?;
            // Its integer part mod 4 plus its fraction: exact, as the term has 48 bits.
            let whole = e.floor(exact)?;
            let term = e.add(mod4(e, whole)?, e.sub(exact, whole)?)?;
            acc = e.dd_add_f(acc, term)?;
            let k = e.rint(acc.hi)?;
            n = e.add(n, k)?;
            acc = e.two_sum(e.sub(acc.hi, k)?, acc.lo)?;
        }
        Ok(vec![acc.hi, acc.lo, n])
    })?;
    let (acc, n) = (e.dd(state[0], state[1]), state[2]);
    let r = e.dd_mul(acc, e.dd_const(PIO2[0], PIO2[1]))?;
    // acc is in [-1/2, 1/2]: r is the remainder around the quadrant n.
    Ok((mod4(e, n)?, r))
}

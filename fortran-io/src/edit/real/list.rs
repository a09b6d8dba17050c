//! List-directed REAL and COMPLEX values.
//!
//! gfortran writes a REAL as `G` editing with 9 (REAL(4)) or 17 (REAL(8)) significant digits in
//! a field of 16 or 25 characters, the exponential form with one integer digit and a 2- or
//! 3-digit exponent. A COMPLEX is `(re,im)` with the parts at minimal width, right-justified in
//! twice the REAL width plus three; its parts carry one more digit than a REAL in the
//! exponential form.

use super::super::decimal::{Decimal, Rounding};
use super::field::{emit, non_finite, Exponent, Parts, Run, Zero};
use super::forms::fixed_digits;
use super::general::{fixed_digits_for, fixed_exponent};
use super::{Modes, Real};

/// Appends the list-directed field of `x` (without the separator in front of it).
pub(crate) fn real(out: &mut Vec<u8>, x: Real, dec: &mut Decimal) {
    let w = x.room();
    if !x.value.is_finite() {
        non_finite(out, w, x.value, false);
        return;
    }
    let start = out.len();
    out.resize(start + w, b' ');
    let text = out.len();
    let fixed = value(out, x, dec, false);
    let len = out.len() - text;
    let blanks = if fixed { exponent_digits(x) + 2 } else { 0 };
    // Move the text right so that it ends `blanks` before the end of the field.
    let pad = w.saturating_sub(len + blanks);
    out.copy_within(text.., start + pad);
    out.truncate(start + pad + len);
    out.resize(start + w.max(pad + len), b' ');
}

/// Appends the list-directed field of the complex value `(re, im)`.
pub(crate) fn complex(out: &mut Vec<u8>, re: Real, im: Real, dec: &mut Decimal) {
    let w = 2 * re.room() + 3;
    let start = out.len();
    out.resize(start + w, b' ');
    let text = out.len();
    out.push(b'(');
    part(out, re, dec);
    out.push(b',');
    part(out, im, dec);
    out.push(b')');
    let len = out.len() - text;
    let pad = w.saturating_sub(len);
    out.copy_within(text.., start + pad);
    out.truncate(start + pad + len);
}

fn part(out: &mut Vec<u8>, x: Real, dec: &mut Decimal) {
    if x.value.is_finite() {
        value(out, x, dec, true);
    } else {
        non_finite(out, 0, x.value, false);
    }
}

fn exponent_digits(x: Real) -> usize {
    if x.single {
        2
    } else {
        3
    }
}

/// Appends the digits of the finite `x` at minimal width; returns whether the fixed form was
/// used.
fn value(out: &mut Vec<u8>, x: Real, dec: &mut Decimal, complex: bool) -> bool {
    let d = x.precision();
    let modes = Modes::default();
    if x.value == 0.0 {
        dec.set_zero();
        fixed_digits(out, x, dec, 0, d - 1, &modes, Zero::IfRoom);
        return true;
    }
    if let Some(s) = fixed_exponent(x, d, Rounding::Nearest) {
        fixed_digits_for(x, d, s, Rounding::Nearest, dec);
        fixed_digits(out, x, dec, 0, d - s, &modes, Zero::IfRoom);
        return true;
    }
    let significant = d as usize + usize::from(complex);
    dec.significant(
        x.value,
        significant,
        Rounding::Nearest,
        x.negative(),
        x.single,
    );
    let e = exponent_digits(x) as u32;
    let exponent = Exponent::new(dec.exp - 1, Some(e), false, b'E');
    let parts = Parts {
        room: x.room(),
        sign: modes.sign(x.negative()),
        int: Run::new(0, 1),
        zero: Zero::IfRoom,
        point: b'.',
        frac: Run::new(1, significant - 1),
        exponent: exponent.as_ref().map_or(&[], |e| e.bytes()),
    };
    emit(out, dec, 0, &parts);
    false
}

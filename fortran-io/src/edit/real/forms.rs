//! The fixed (`F`) and exponential (`E`, `D`, `ES`, `EN`) forms (Fortran 2018, 13.7.2.3).

use super::super::decimal::{Decimal, Rounding};
use super::super::error::IoError;
use super::field::{emit, exponent_overflow, stars, Exponent, Parts, Run, Zero};
use super::{Modes, Real};

/// `Fw.d` with scale factor `scale`: the value times `10^scale`, rounded to `d` decimals.
pub(super) fn fixed(
    out: &mut Vec<u8>,
    x: Real,
    w: usize,
    d: u32,
    scale: i32,
    modes: &Modes,
    dec: &mut Decimal,
) {
    if x.value == 0.0 {
        dec.set_zero();
    } else {
        let pos = i64::from(d) + i64::from(scale);
        dec.fixed(x.value, pos, modes.rounding, x.negative(), x.single);
        dec.exp = dec.exp.saturating_add(scale);
    }
    // gfortran sizes `F0.0` without the sign when a directed rounding turns the value into zero,
    // and then finds the field too narrow.
    let directed = matches!(
        modes.rounding,
        Rounding::Up | Rounding::Down | Rounding::Zero
    );
    if w == 0 && d == 0 && directed && dec.vanished && modes.sign(x.negative()).is_some() {
        stars(out, 2);
        return;
    }
    fixed_digits(out, x, dec, w, d, modes, Zero::NotMinimal);
}

/// The fixed form of the digits already in `dec`, with `d` decimals.
pub(super) fn fixed_digits(
    out: &mut Vec<u8>,
    x: Real,
    dec: &mut Decimal,
    w: usize,
    d: u32,
    modes: &Modes,
    zero: Zero,
) {
    if dec.is_zero() {
        dec.set_zero();
    }
    let int = if dec.digits.is_empty() {
        0
    } else {
        dec.exp.max(0) as usize
    };
    let parts = Parts {
        room: x.room(),
        sign: modes.sign(x.negative()),
        int: Run::new(0, int),
        zero: if d == 0 { Zero::Always } else { zero },
        point: modes.point(),
        frac: Run::new(i64::from(dec.exp), d as usize),
        exponent: &[],
    };
    emit(out, dec, w, &parts);
}

/// `Ew.dEe` and `Dw.d` with the scale factor. `g0` selects the exponential form of `G0` (without
/// `.d`), which keeps `d` significant digits when the scale factor is positive where `E` keeps
/// `d + 1`.
#[allow(clippy::too_many_arguments)]
pub(super) fn exponential(
    out: &mut Vec<u8>,
    x: Real,
    w: usize,
    d: u32,
    e: Option<u32>,
    letter: u8,
    g0: bool,
    modes: &Modes,
    dec: &mut Decimal,
) -> Result<(), IoError> {
    let k = modes.scale;
    let (d_wide, k_wide) = (i64::from(d), i64::from(k));
    if !(-d_wide < k_wide && k_wide < d_wide + 2) {
        return Err(IoError::scale_factor_range());
    }
    let significant = match k_wide {
        _ if k <= 0 => d_wide + k_wide,
        _ if g0 => d_wide.max(k_wide),
        _ => d_wide + 1,
    } as usize;
    let sign = modes.sign(x.negative());
    let exp = if x.value == 0.0 {
        dec.set_zero();
        0
    } else {
        dec.significant(x.value, significant, modes.rounding, x.negative(), x.single);
        dec.exp.saturating_sub(k)
    };
    let (int, frac) = if k <= 0 {
        (Run::new(0, 0), Run::new(i64::from(k), d as usize))
    } else {
        let k_digits = k as usize;
        (
            Run::new(0, k_digits),
            Run::new(i64::from(k), significant - k_digits),
        )
    };
    let exponent = Exponent::new(exp, e, w == 0, letter);
    let parts = Parts {
        room: x.room(),
        sign,
        int,
        zero: Zero::IfRoom,
        point: modes.point(),
        frac,
        exponent: exponent.as_ref().map_or(&[], Exponent::bytes),
    };
    if exponent.is_some() {
        emit(out, dec, w, &parts);
    } else {
        exponent_overflow(out, w, &parts);
    }
    Ok(())
}

/// `ESw.dEe`: one integer digit, `d` decimals.
pub(super) fn scientific(
    out: &mut Vec<u8>,
    x: Real,
    w: usize,
    d: u32,
    e: Option<u32>,
    modes: &Modes,
    dec: &mut Decimal,
) {
    let sign = modes.sign(x.negative());
    let exp = if x.value == 0.0 {
        dec.set_zero();
        0
    } else {
        dec.significant(
            x.value,
            d as usize + 1,
            modes.rounding,
            x.negative(),
            x.single,
        );
        dec.exp - 1
    };
    let exponent = Exponent::new(exp, e, w == 0, b'E');
    let parts = Parts {
        room: x.room(),
        sign,
        int: Run::new(0, 1),
        zero: Zero::IfRoom,
        point: modes.point(),
        frac: Run::new(1, d as usize),
        exponent: exponent.as_ref().map_or(&[], Exponent::bytes),
    };
    if exponent.is_some() {
        emit(out, dec, w, &parts);
    } else {
        exponent_overflow(out, w, &parts);
    }
}

/// `ENw.dEe`: an exponent divisible by three, one to three integer digits, `d` decimals.
pub(super) fn engineering(
    out: &mut Vec<u8>,
    x: Real,
    w: usize,
    d: u32,
    e: Option<u32>,
    modes: &Modes,
    dec: &mut Decimal,
) {
    let sign = modes.sign(x.negative());
    let int_digits = |exp: i32| ((exp - 1).rem_euclid(3) + 1) as usize;
    let (int, exp) = if x.value == 0.0 {
        dec.set_zero();
        (1, 0)
    } else {
        let magnitude = dec.magnitude(x.value.abs());
        dec.significant(
            x.value,
            int_digits(magnitude) + d as usize,
            modes.rounding,
            x.negative(),
            x.single,
        );
        // A carry makes the value a power of ten: a one and zeros, whatever the grouping.
        let int = int_digits(dec.exp);
        (int, dec.exp - int as i32)
    };
    let exponent = Exponent::new(exp, e, w == 0, b'E');
    let parts = Parts {
        room: x.room(),
        sign,
        int: Run::new(0, int),
        zero: Zero::IfRoom,
        point: modes.point(),
        frac: Run::new(int as i64, d as usize),
        exponent: exponent.as_ref().map_or(&[], Exponent::bytes),
    };
    if exponent.is_some() {
        emit(out, dec, w, &parts);
    } else {
        exponent_overflow(out, w, &parts);
    }
}

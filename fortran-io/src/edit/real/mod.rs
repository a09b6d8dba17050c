//! Real editing: `F`, `E`, `D`, `ES`, `EN` and `G` for REAL and COMPLEX items, and list-directed
//! reals.
//!
//! Every form is assembled the same way (`field`): an optional sign, an integer part, the decimal
//! symbol, a fraction and, for the exponential forms, an exponent part, right-justified in the
//! field; a field too narrow is filled with asterisks. The digits come from [`Decimal`], rounded
//! at the place the edit descriptor asks for. The rules are the Fortran standard's; where the
//! standard leaves a choice to the processor (the optional zero before the decimal symbol, the
//! texts for infinities and NaNs, minimal-width forms, the exact `G` thresholds), gfortran 12's
//! observed choice is made.

mod field;
mod forms;
mod general;
mod list;

pub(crate) use field::stars;
pub(crate) use list::{complex as list_complex, real as list};

use super::decimal::{Decimal, Rounding};
use super::error::IoError;
use field::{non_finite, Zero};
use forms::{engineering, exponential, fixed, fixed_digits, scientific};
use general::{fixed_digits_for, fixed_exponent};

/// The modes that control edits and persist through a statement once set.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Modes {
    /// The `kP` scale factor.
    pub scale: i32,
    /// `SP` is in effect.
    pub plus: bool,
    pub rounding: Rounding,
    /// `DC` is in effect.
    pub comma: bool,
}

impl Default for Modes {
    fn default() -> Self {
        Modes {
            scale: 0,
            plus: false,
            rounding: Rounding::Nearest,
            comma: false,
        }
    }
}

impl Modes {
    fn point(&self) -> u8 {
        if self.comma {
            b','
        } else {
            b'.'
        }
    }

    fn sign(&self, negative: bool) -> Option<u8> {
        if negative {
            Some(b'-')
        } else if self.plus {
            Some(b'+')
        } else {
            None
        }
    }
}

/// A real edit descriptor, with `w == 0` meaning the minimal width.
#[derive(Debug, Clone, Copy)]
pub(crate) enum RealEdit {
    F {
        w: u32,
        d: u32,
    },
    /// `E` and `D`; `letter` is the exponent letter.
    E {
        w: u32,
        d: u32,
        e: Option<u32>,
        letter: u8,
    },
    ES {
        w: u32,
        d: u32,
        e: Option<u32>,
    },
    EN {
        w: u32,
        d: u32,
        e: Option<u32>,
    },
    /// `d == None` only for `G0`.
    G {
        w: u32,
        d: Option<u32>,
        e: Option<u32>,
    },
}

/// The value to edit, with its kind.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Real {
    pub value: f64,
    /// REAL(4): the value came from an `f32`.
    pub single: bool,
}

impl Real {
    /// The sign bit: `-0.0` is written with a minus sign.
    fn negative(self) -> bool {
        self.value.is_sign_negative()
    }

    /// The list-directed field width of the kind; it also bounds minimal-width fields (see
    /// `field::Parts::room`).
    fn room(self) -> usize {
        if self.single {
            16
        } else {
            25
        }
    }

    /// Significant digits that identify a value of this kind: list-directed and `G0` output.
    fn precision(self) -> u32 {
        if self.single {
            9
        } else {
            17
        }
    }
}

/// Appends the field for `x` edited by `edit` to `out`.
pub(crate) fn edit(
    out: &mut Vec<u8>,
    x: Real,
    edit: RealEdit,
    modes: &Modes,
    dec: &mut Decimal,
) -> Result<(), IoError> {
    let w = match edit {
        RealEdit::F { w, .. }
        | RealEdit::E { w, .. }
        | RealEdit::ES { w, .. }
        | RealEdit::EN { w, .. }
        | RealEdit::G { w, .. } => w as usize,
    };
    if let RealEdit::G { d: Some(0), .. } = edit {
        return Err(IoError::scale_factor_range());
    }
    if !x.value.is_finite() {
        non_finite(out, w, x.value, modes.plus);
        return Ok(());
    }
    // With no width and no digits, the exponential forms take the kind's precision.
    let default_d = |d: u32| if w == 0 && d == 0 { x.precision() } else { d };
    if too_narrow(x, edit, w, modes)? {
        stars(out, w);
        return Ok(());
    }
    match edit {
        RealEdit::F { d, .. } => fixed(out, x, w, d, modes.scale, modes, dec),
        RealEdit::E { d, e, letter, .. } => {
            return exponential(out, x, w, default_d(d), e, letter, false, modes, dec)
        }
        RealEdit::ES { d, e, .. } => scientific(out, x, w, default_d(d), e, modes, dec),
        RealEdit::EN { d, e, .. } => engineering(out, x, w, default_d(d), e, modes, dec),
        RealEdit::G { d, e, .. } => return general(out, x, w, d, e, modes, dec),
    }
    Ok(())
}

/// `Gw.dEe`, `G0` and `G0.d` for a finite value. `G0` takes the kind's precision as `d`.
fn general(
    out: &mut Vec<u8>,
    x: Real,
    w: usize,
    d: Option<u32>,
    e: Option<u32>,
    modes: &Modes,
    dec: &mut Decimal,
) -> Result<(), IoError> {
    let g0 = d.is_none();
    let d = d.unwrap_or(x.precision());
    let s = if x.value == 0.0 {
        dec.set_zero();
        Some(1)
    } else {
        fixed_exponent(x, d, modes.rounding)
    };
    let Some(s) = s else {
        return exponential(out, x, w, d, e, b'E', g0, modes, dec);
    };
    if x.value != 0.0 {
        fixed_digits_for(x, d, s, modes.rounding, dec);
    }
    // The fixed form takes the field less the room of an exponent, which is left blank.
    let blanks = match e {
        _ if w == 0 => 0,
        Some(e) if e > 0 => e as usize + 2,
        _ => 4,
    };
    let inner = w.saturating_sub(blanks);
    let start = out.len();
    if w == 0 || inner > 0 {
        fixed_digits(out, x, dec, inner, d - s, modes, Zero::IfRoom);
    }
    if w > 0 && !matches!(out.get(start), Some(&b) if b != b'*') {
        out.truncate(start);
        stars(out, w);
    } else {
        out.resize(out.len() + blanks, b' ');
    }
    Ok(())
}

/// Whether a field of width `w > 0` cannot hold the decimal symbol and the `d` digits after it,
/// so that it is asterisks whatever the value; deciding this first spares producing the digits of
/// an absurd `d`. The scale factor errors of the exponential form come first.
fn too_narrow(x: Real, edit: RealEdit, w: usize, modes: &Modes) -> Result<bool, IoError> {
    let (d, exponential) = match edit {
        RealEdit::F { d, .. } | RealEdit::ES { d, .. } | RealEdit::EN { d, .. } => (d, false),
        RealEdit::E { d, .. } => (d, true),
        RealEdit::G { d, .. } => {
            let d = d.unwrap_or(x.precision());
            let zero = x.value == 0.0;
            (d, !zero && fixed_exponent(x, d, modes.rounding).is_none())
        }
    };
    if w == 0 || (d as usize) < w {
        return Ok(false);
    }
    let k = i64::from(modes.scale);
    if exponential && !(-i64::from(d) < k && k < i64::from(d) + 2) {
        return Err(IoError::scale_factor_range());
    }
    Ok(true)
}

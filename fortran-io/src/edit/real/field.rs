//! Assembling a numeric field: sign, integer part, decimal symbol, fraction, exponent,
//! right-justified in the field or replaced by asterisks when it does not fit.

use super::super::decimal::Decimal;

/// When the optional zero in front of the decimal symbol is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Zero {
    /// When the field has room for it.
    IfRoom,
    /// Always: there are no digits after the decimal symbol.
    Always,
    /// When the field has room for it, never at minimal width (`F0.d`).
    NotMinimal,
}

/// A run of digits of a [`Decimal`]: `count` digits from index `from` (indices outside the
/// stored digits read as zeros).
#[derive(Debug, Clone, Copy)]
pub(super) struct Run {
    pub from: i64,
    pub count: usize,
}

impl Run {
    pub fn new(from: i64, count: usize) -> Self {
        Run { from, count }
    }
}

/// The parts of one numeric field.
pub(super) struct Parts<'a> {
    /// At minimal width, the optional zero is written only if the field then has at most this
    /// many characters: gfortran's list-directed width for the kind (16 or 25).
    pub room: usize,
    pub sign: Option<u8>,
    pub int: Run,
    pub zero: Zero,
    pub point: u8,
    pub frac: Run,
    pub exponent: &'a [u8],
}

/// Appends `parts` to `out`, right-justified in `w` (`0`: minimal width) or as `w` asterisks.
pub(super) fn emit(out: &mut Vec<u8>, dec: &Decimal, w: usize, parts: &Parts<'_>) {
    let fixed = usize::from(parts.sign.is_some())
        + parts.int.count
        + 1
        + parts.frac.count
        + parts.exponent.len();
    let zero = parts.int.count == 0
        && match (parts.zero, w) {
            (Zero::Always, _) => true,
            (Zero::NotMinimal, 0) => false,
            (_, 0) => fixed < parts.room,
            (_, w) => fixed < w,
        };
    let len = fixed + usize::from(zero);
    if w > 0 && len > w {
        stars(out, w);
        return;
    }
    out.resize(out.len() + w.saturating_sub(len), b' ');
    if let Some(sign) = parts.sign {
        out.push(sign);
    }
    if zero {
        out.push(b'0');
    }
    push_run(out, dec, parts.int);
    out.push(parts.point);
    push_run(out, dec, parts.frac);
    out.extend_from_slice(parts.exponent);
}

fn push_run(out: &mut Vec<u8>, dec: &Decimal, run: Run) {
    for i in 0..run.count {
        out.push(dec.digit(run.from + i as i64));
    }
}

/// Appends `n` asterisks.
pub(crate) fn stars(out: &mut Vec<u8>, n: usize) {
    out.resize(out.len() + n, b'*');
}

/// Appends `text` right-justified in `w` (no padding when `w` is 0).
fn justify(out: &mut Vec<u8>, w: usize, text: &[u8]) {
    out.resize(out.len() + w.saturating_sub(text.len()), b' ');
    out.extend_from_slice(text);
}

/// An infinity or a NaN in a field of width `w` (`0`: minimal): `Infinity` where it fits, else
/// `Inf`; the plus sign of `SP` is dropped before the field overflows.
pub(super) fn non_finite(out: &mut Vec<u8>, w: usize, x: f64, plus: bool) {
    if x.is_nan() {
        if w != 0 && w < 3 {
            stars(out, w);
        } else {
            justify(out, w, b"NaN");
        }
        return;
    }
    let text: &[u8] = if x < 0.0 {
        match w {
            0 | 4..=8 => b"-Inf",
            1..=3 => return stars(out, w),
            _ => b"-Infinity",
        }
    } else if plus {
        match w {
            0 | 4..=8 => b"+Inf",
            3 => b"Inf",
            1 | 2 => return stars(out, w),
            _ => b"+Infinity",
        }
    } else {
        match w {
            0 | 3..=7 => b"Inf",
            1 | 2 => return stars(out, w),
            _ => b"Infinity",
        }
    };
    justify(out, w, text);
}

/// The exponent part of an exponential form, built in a small buffer.
pub(super) struct Exponent {
    buf: [u8; 16],
    len: usize,
}

impl Exponent {
    /// The exponent part for exponent `x`, or `None` when it does not fit. `e` is the digit
    /// count asked for (`Ee`); without it two digits follow the letter, or three digits and no
    /// letter for exponents beyond 99. At minimal width (`minimal`) the digits are as few as
    /// possible and a zero exponent is left out altogether, as gfortran does; `E0` also means as
    /// few digits as possible.
    pub fn new(x: i32, e: Option<u32>, minimal: bool, letter: u8) -> Option<Self> {
        let mut this = Exponent {
            buf: [0; 16],
            len: 0,
        };
        if minimal && x == 0 {
            return Some(this);
        }
        let magnitude = x.unsigned_abs();
        let mut digits = [0u8; 10];
        let mut n = 0;
        let mut m = magnitude;
        loop {
            digits[n] = b'0' + (m % 10) as u8;
            n += 1;
            m /= 10;
            if m == 0 {
                break;
            }
        }
        let (with_letter, width) = match e {
            Some(e) if e > 0 => {
                if n > e as usize {
                    return None;
                }
                (true, e as usize)
            }
            _ if minimal || e == Some(0) => (true, n),
            _ if magnitude <= 99 => (true, 2),
            _ if magnitude <= 999 => (false, 3),
            _ => return None,
        };
        if with_letter {
            this.push(letter);
        }
        this.push(if x < 0 { b'-' } else { b'+' });
        for i in (0..width).rev() {
            this.push(if i < n { digits[i] } else { b'0' });
        }
        Some(this)
    }

    fn push(&mut self, b: u8) {
        if let Some(slot) = self.buf.get_mut(self.len) {
            *slot = b;
            self.len += 1;
        }
    }

    pub fn bytes(&self) -> &[u8] {
        &self.buf[..self.len]
    }
}

/// Asterisks for an exponent that does not fit: the field width, or at minimal width as many as
/// the sign and the digits of the mantissa would take (not counting the decimal symbol; the
/// optional zero counts when the rest stays within `room`), which is gfortran's count.
pub(super) fn exponent_overflow(out: &mut Vec<u8>, w: usize, parts: &Parts<'_>) {
    let n = if w == 0 {
        let digits = usize::from(parts.sign.is_some()) + parts.int.count + parts.frac.count;
        let zero = parts.int.count == 0 && digits < parts.room;
        digits + usize::from(zero)
    } else {
        w
    };
    stars(out, n);
}

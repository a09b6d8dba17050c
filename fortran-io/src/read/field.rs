//! Converting the characters of one value: the rules libgfortran applies to a formatted field
//! (`read_decimal`, `read_f`, `read_l`, `read_a`) and to a list-directed token.
//!
//! Blanks in a formatted numeric field are ignored (`BN`, gfortran's default for files) or, once a
//! non-blank was seen, taken as zeros (`BZ`); a field of blanks only is zero. List-directed tokens
//! contain no blanks, so the same functions serve both. A real without a decimal point takes `d`
//! fraction digits from its descriptor, and the scale factor divides by `10**k` only when no
//! exponent is given. Reals are converted from the decimal text directly to the target's
//! precision, correctly rounded, as `strtod`/`strtof` do for gfortran.

use super::{Target, Value};

/// Why a field could not be converted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Bad {
    /// Not a value of the type.
    Syntax,
    /// An integer out of its kind's range.
    Overflow,
}

/// Blank handling of a formatted numeric field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) enum Blanks {
    #[default]
    Ignore,
    Zero,
}

/// The characters of a numeric field with leading blanks dropped and the other blanks removed
/// or turned into zeros.
fn squeeze(field: &[u8], blanks: Blanks, out: &mut Vec<u8>) {
    out.clear();
    let mut started = false;
    for &c in field {
        if c == b' ' || c == b'\t' {
            if started && blanks == Blanks::Zero {
                out.push(b'0');
            }
            continue;
        }
        started = true;
        out.push(c);
    }
}

/// The largest magnitude of an INTEGER of `kind`.
fn max_of(kind: u8) -> i128 {
    match kind {
        1 => i8::MAX.into(),
        2 => i16::MAX.into(),
        4 => i32::MAX.into(),
        _ => i64::MAX.into(),
    }
}

/// An optionally signed integer in base `radix` (`text` has no blanks).
pub(crate) fn integer(text: &[u8], kind: u8, radix: u32, signed: bool) -> Result<i64, Bad> {
    let (negative, digits) = match text.first() {
        Some(b'-') if signed => (true, &text[1..]),
        Some(b'+') if signed => (false, &text[1..]),
        _ => (false, text),
    };
    if digits.is_empty() {
        return Err(Bad::Syntax);
    }
    let mut value: i128 = 0;
    let mut overflow = false;
    for &c in digits {
        let d = (c as char).to_digit(radix).ok_or(Bad::Syntax)?;
        value = value * i128::from(radix) + i128::from(d);
        if value > u64::MAX as i128 {
            overflow = true;
            value = u64::MAX as i128;
        }
    }
    if !signed {
        // B, O and Z give the bit pattern of the kind.
        let bits = u32::from(kind.clamp(1, 8)) * 8;
        if overflow || (bits < 64 && value >> bits != 0) {
            return Err(Bad::Overflow);
        }
        let shift = 64 - bits;
        return Ok((((value as u64) << shift) as i64) >> shift);
    }
    let limit = max_of(kind) + i128::from(negative);
    if overflow || value > limit {
        return Err(Bad::Overflow);
    }
    Ok(if negative { -value } else { value } as i64)
}

/// A formatted integer field (`I`, `G`): all blanks is zero.
pub(crate) fn int_field(
    field: &[u8],
    kind: u8,
    radix: u32,
    blanks: Blanks,
    buf: &mut Vec<u8>,
) -> Result<i64, Bad> {
    squeeze(field, blanks, buf);
    if buf.is_empty() {
        return Ok(0);
    }
    integer(buf, kind, radix, radix == 10)
}

/// `inf`, `infinity` or `nan` (optionally `nan(...)`), case-insensitive, after the sign.
fn special(text: &[u8]) -> Option<f64> {
    let lower: Vec<u8> = text.iter().map(u8::to_ascii_lowercase).collect();
    match lower.as_slice() {
        b"inf" | b"infinity" => Some(f64::INFINITY),
        b"nan" => Some(f64::NAN),
        t if t.starts_with(b"nan(") && t.ends_with(b")") => Some(f64::NAN),
        _ => None,
    }
}

/// A real in the text `text` (no blanks): `[sign] digits [. digits] [exponent]`, where the
/// exponent is a letter `E`, `D` or `Q` with an optionally signed integer, or a signed integer.
/// `d`: fraction digits when there is no decimal point; `scale`: the `P` factor.
pub(crate) fn real(text: &[u8], d: u32, scale: i32, single: bool) -> Result<Value, Bad> {
    let (negative, rest) = match text.first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    if let Some(v) = special(rest) {
        let v = if negative { -v } else { v };
        return Ok(if single {
            Value::Real4(v as f32)
        } else {
            Value::Real8(v)
        });
    }
    let mut digits = String::with_capacity(rest.len() + 8);
    let mut frac: i64 = 0;
    let mut point = false;
    let mut i = 0;
    while i < rest.len() {
        match rest[i] {
            c @ b'0'..=b'9' => {
                digits.push(c as char);
                if point {
                    frac += 1;
                }
            }
            b'.' if !point => point = true,
            _ => break,
        }
        i += 1;
    }
    if digits.is_empty() {
        return Err(Bad::Syntax);
    }
    let mut exponent: Option<i64> = None;
    if i < rest.len() {
        let mut e = &rest[i..];
        if matches!(e[0], b'e' | b'E' | b'd' | b'D' | b'q' | b'Q') {
            e = &e[1..];
        } else if !matches!(e[0], b'+' | b'-') {
            return Err(Bad::Syntax);
        }
        let (eneg, edigits) = match e.first() {
            Some(b'-') => (true, &e[1..]),
            Some(b'+') => (false, &e[1..]),
            _ => (false, e),
        };
        if edigits.is_empty() || !edigits.iter().all(u8::is_ascii_digit) {
            return Err(Bad::Syntax);
        }
        let mut v: i64 = 0;
        for &c in edigits {
            v = (v * 10 + i64::from(c - b'0')).min(1 << 40);
        }
        exponent = Some(if eneg { -v } else { v });
    }
    if !point {
        frac = i64::from(d);
    }
    let mut power = -frac;
    match exponent {
        Some(e) => power += e,
        None => power -= i64::from(scale),
    }
    let text = format!("{}{}e{}", if negative { "-" } else { "" }, digits, power);
    Ok(if single {
        Value::Real4(text.parse::<f32>().map_err(|_| Bad::Syntax)?)
    } else {
        Value::Real8(text.parse::<f64>().map_err(|_| Bad::Syntax)?)
    })
}

/// A formatted real field (`F`, `E`, `EN`, `ES`, `D`, `G`): all blanks is zero.
pub(crate) fn real_field(
    field: &[u8],
    d: u32,
    scale: i32,
    blanks: Blanks,
    single: bool,
    buf: &mut Vec<u8>,
) -> Result<Value, Bad> {
    squeeze(field, blanks, buf);
    if buf.is_empty() {
        return Ok(if single {
            Value::Real4(0.0)
        } else {
            Value::Real8(0.0)
        });
    }
    real(buf, d, scale, single)
}

/// A logical: optional blanks (formatted only), an optional `.`, then `T` or `F`; the rest of the
/// field or token is ignored.
pub(crate) fn logical(text: &[u8]) -> Result<bool, Bad> {
    let mut t = text;
    while let Some((b' ' | b'\t', rest)) = t.split_first() {
        t = rest;
    }
    if let Some((b'.', rest)) = t.split_first() {
        t = rest;
    }
    match t.first() {
        Some(b't' | b'T') => Ok(true),
        Some(b'f' | b'F') => Ok(false),
        _ => Err(Bad::Syntax),
    }
}

/// `value` assigned to a CHARACTER variable of `len`: truncated or blank padded on the right.
pub(crate) fn assign_chars(value: &[u8], len: usize) -> Value {
    let mut out = value[..value.len().min(len)].to_vec();
    out.resize(len, b' ');
    Value::Char(out)
}

/// An `A` or `Aw` field for a variable of `len`: a field wider than the variable gives its
/// rightmost characters.
pub(crate) fn a_field(field: &[u8], len: usize) -> Value {
    let skip = field.len().saturating_sub(len);
    assign_chars(&field[skip..], len)
}

/// The type name gfortran uses in its messages for a target.
pub(crate) fn type_name(target: Target) -> &'static str {
    match target {
        Target::Int { .. } => "INTEGER",
        Target::Real4 | Target::Real8 => "REAL",
        Target::Logical => "LOGICAL",
        Target::Char { .. } => "CHARACTER",
        Target::Complex4 | Target::Complex8 => "COMPLEX",
    }
}

//! Integer editing: `Iw.m` in decimal and `Bw.m`, `Ow.m`, `Zw.m` in binary, octal and hexadecimal.
//!
//! `I` writes the sign and magnitude. `B`, `O` and `Z` write the item's bits as an unsigned
//! number (two's complement for negative integers; gfortran also accepts REAL and LOGICAL items
//! there and writes their storage). With `.m`, at least `m` digits are written, zero-padded; a zero
//! value with `m == 0` has no digits at all, so the field is blank. `w == 0` asks for the
//! minimal width, which is one blank for such an empty field.

use super::real::stars;

/// Upper bound of the digits of a 64-bit value in any radix used here.
const MAX_DIGITS: usize = 64;

/// Appends the digits of `value` in `radix`, least significant first, to `buf`; returns the count.
fn digits(mut value: u64, radix: u64, buf: &mut [u8; MAX_DIGITS]) -> usize {
    let mut n = 0;
    while value != 0 {
        let d = (value % radix) as u8;
        buf[n] = if d < 10 { b'0' + d } else { b'A' + d - 10 };
        n += 1;
        value /= radix;
    }
    n
}

/// Appends a field of `sign`, `m`-padded `digits` (least significant first) to `out`.
fn field(out: &mut Vec<u8>, w: u32, m: Option<u32>, sign: Option<u8>, digits: &[u8]) {
    let n = digits.len();
    let shown = match m {
        Some(m) => n.max(m as usize),
        None => n.max(1),
    };
    if shown == 0 {
        // Zero with `.0`: a blank field, one blank at minimal width.
        out.resize(out.len() + (w as usize).max(1), b' ');
        return;
    }
    let len = shown + usize::from(sign.is_some());
    let w = w as usize;
    if w != 0 && len > w {
        stars(out, w);
        return;
    }
    out.resize(out.len() + w.saturating_sub(len), b' ');
    if let Some(sign) = sign {
        out.push(sign);
    }
    out.resize(out.len() + (shown - n), b'0');
    out.extend(digits.iter().rev());
}

/// `Iw.m` for `value`; `plus` is `SP` in effect.
pub(crate) fn decimal(out: &mut Vec<u8>, value: i64, w: u32, m: Option<u32>, plus: bool) {
    let mut buf = [0u8; MAX_DIGITS];
    let n = digits(value.unsigned_abs(), 10, &mut buf);
    let sign = if value < 0 {
        Some(b'-')
    } else if plus {
        Some(b'+')
    } else {
        None
    };
    let empty = n == 0 && m == Some(0);
    field(out, w, m, if empty { None } else { sign }, &buf[..n]);
}

/// `Bw.m` (`radix` 2), `Ow.m` (8) or `Zw.m` (16) for the unsigned `bits`.
pub(crate) fn radix(out: &mut Vec<u8>, bits: u64, radix: u64, w: u32, m: Option<u32>) {
    let mut buf = [0u8; MAX_DIGITS];
    let n = digits(bits, radix, &mut buf);
    field(out, w, m, None, &buf[..n]);
}

#[cfg(test)]
mod tests {
    fn dec(value: i64, w: u32, m: Option<u32>, plus: bool) -> String {
        let mut out = Vec::new();
        super::decimal(&mut out, value, w, m, plus);
        String::from_utf8(out).unwrap_or_default()
    }

    fn rad(bits: u64, radix: u64, w: u32, m: Option<u32>) -> String {
        let mut out = Vec::new();
        super::radix(&mut out, bits, radix, w, m);
        String::from_utf8(out).unwrap_or_default()
    }

    #[test]
    fn decimal_fields() {
        assert_eq!(dec(7, 5, Some(3), false), "  007");
        assert_eq!(dec(-7, 5, Some(3), false), " -007");
        assert_eq!(dec(0, 3, None, true), " +0");
        assert_eq!(dec(0, 3, Some(0), true), "   ");
        assert_eq!(dec(0, 0, Some(0), false), " ");
        assert_eq!(dec(i64::MIN, 0, None, false), "-9223372036854775808");
        assert_eq!(dec(12345, 4, None, false), "****");
    }

    #[test]
    fn radix_fields() {
        assert_eq!(rad(0xFE, 16, 0, None), "FE");
        assert_eq!(rad(5, 2, 10, Some(8)), "  00000101");
        assert_eq!(rad(5, 16, 4, Some(3)), " 005");
        assert_eq!(rad(0o376, 8, 0, None), "376");
        assert_eq!(rad(0, 16, 0, Some(0)), " ");
    }
}

//! CHARACTER operations with Fortran's rules: assignment truncates or pads with blanks, and
//! comparison pads the shorter operand with blanks. The compiler passes every value as a
//! pointer and an `int64_t` length (a negative length is empty).

use std::cmp::Ordering;
use std::ffi::c_char;

use super::slice_arg;

fn len_of(n: i64) -> usize {
    n.max(0) as usize
}

/// `dst(1:dlen) = src(1:slen)`: copies `min(dlen, slen)` bytes (as if through a temporary, so
/// the two may overlap) and fills the rest of `dst` with blanks.
///
/// # Safety
/// `dst` points to `dlen` writable bytes and `src` to `slen` readable bytes.
#[no_mangle]
pub unsafe extern "C" fn dvmh_str_assign(
    dst: *mut c_char,
    dlen: i64,
    src: *const c_char,
    slen: i64,
) {
    let (dlen, slen) = (len_of(dlen), len_of(slen));
    if dlen == 0 {
        return;
    }
    let n = dlen.min(slen);
    let dst = dst as *mut u8;
    if n > 0 {
        // SAFETY: per the contract; `copy` allows overlap.
        unsafe { std::ptr::copy(src as *const u8, dst, n) };
    }
    // SAFETY: `dst` has `dlen` bytes.
    unsafe { std::ptr::write_bytes(dst.add(n), b' ', dlen - n) };
}

/// Fortran's comparison of two character values: negative, zero or positive.
pub fn compare_padded(a: &[u8], b: &[u8]) -> Ordering {
    let n = a.len().max(b.len());
    let at = |s: &[u8], i: usize| s.get(i).copied().unwrap_or(b' ');
    (0..n)
        .map(|i| at(a, i).cmp(&at(b, i)))
        .find(|o| o.is_ne())
        .unwrap_or(Ordering::Equal)
}

/// Compares `a` and `b` (the shorter padded with blanks): -1, 0 or 1.
///
/// # Safety
/// `a` points to `alen` bytes and `b` to `blen` bytes.
#[no_mangle]
pub unsafe extern "C" fn dvmh_str_compare(
    a: *const c_char,
    alen: i64,
    b: *const c_char,
    blen: i64,
) -> i32 {
    // SAFETY: per the contract.
    let a = unsafe { slice_arg(a as *const u8, len_of(alen), "dvmh_str_compare: a") };
    // SAFETY: per the contract.
    let b = unsafe { slice_arg(b as *const u8, len_of(blen), "dvmh_str_compare: b") };
    compare_padded(a, b) as i32
}

/// `LEN_TRIM`: the length without trailing blanks.
///
/// # Safety
/// `s` points to `len` bytes.
#[no_mangle]
pub unsafe extern "C" fn dvmh_str_len_trim(s: *const c_char, len: i64) -> i64 {
    // SAFETY: per the contract.
    let s = unsafe { slice_arg(s as *const u8, len_of(len), "dvmh_str_len_trim") };
    s.iter()
        .rposition(|&c| c != b' ')
        .map_or(0, |p| p as i64 + 1)
}

/// `INDEX(s, t)`: the position of the first occurrence of `t` in `s` (1-based), 0 if none;
/// 1 for an empty `t`.
///
/// # Safety
/// `s` points to `slen` bytes and `t` to `tlen` bytes.
#[no_mangle]
pub unsafe extern "C" fn dvmh_str_index(
    s: *const c_char,
    slen: i64,
    t: *const c_char,
    tlen: i64,
) -> i64 {
    // SAFETY: per the contract.
    let s = unsafe { slice_arg(s as *const u8, len_of(slen), "dvmh_str_index: string") };
    // SAFETY: per the contract.
    let t = unsafe { slice_arg(t as *const u8, len_of(tlen), "dvmh_str_index: substring") };
    if t.is_empty() {
        return 1;
    }
    s.windows(t.len())
        .position(|w| w == t)
        .map_or(0, |p| p as i64 + 1)
}

/// What [`dvmh_str_search`] looks for.
const SEARCH_INDEX: i32 = 0;
const SEARCH_SCAN: i32 = 1;

/// `INDEX(s, t, back)` (`what` 0: the position of substring `t`), `SCAN(s, t, back)` (1: of
/// the first character of `s` that is in the set `t`) or `VERIFY(s, t, back)` (2: that is
/// not in it); from the end if `back != 0`; 0 when there is none.
///
/// # Safety
/// `s` points to `slen` bytes and `t` to `tlen` bytes.
#[no_mangle]
pub unsafe extern "C" fn dvmh_str_search(
    s: *const c_char,
    slen: i64,
    t: *const c_char,
    tlen: i64,
    what: i32,
    back: i32,
) -> i64 {
    // SAFETY: per the contract.
    let s = unsafe { slice_arg(s as *const u8, len_of(slen), "dvmh_str_search: string") };
    // SAFETY: per the contract.
    let t = unsafe { slice_arg(t as *const u8, len_of(tlen), "dvmh_str_search: set") };
    let back = back != 0;
    let found = match what {
        SEARCH_INDEX if t.is_empty() => Some(if back { s.len() + 1 } else { 1 } - 1),
        SEARCH_INDEX if back => s.windows(t.len()).rposition(|w| w == t),
        SEARCH_INDEX => s.windows(t.len()).position(|w| w == t),
        _ => {
            let wanted = |c: &u8| t.contains(c) == (what == SEARCH_SCAN);
            if back {
                s.iter().rposition(wanted)
            } else {
                s.iter().position(wanted)
            }
        }
    };
    found.map_or(0, |p| p as i64 + 1)
}

/// `POPCNT(i)` (`what` 0), `LEADZ(i)` (1) or `TRAILZ(i)` (2) of the low `bits` bits of `i`.
#[no_mangle]
pub extern "C" fn dvmh_bit_count(i: i64, bits: i32, what: i32) -> i32 {
    let bits = bits.clamp(1, 64) as u32;
    let v = (i as u64) & (u64::MAX >> (64 - bits));
    match what {
        0 => v.count_ones() as i32,
        1 => (v.leading_zeros() - (64 - bits)) as i32,
        _ => v.trailing_zeros().min(bits) as i32,
    }
}

/// `ISHFTC(i, shift, size)`: the low `size` bits of `i` rotated left by `shift` (right if
/// negative), the other bits of the `bits`-bit value kept.
#[no_mangle]
pub extern "C" fn dvmh_ishftc(i: i64, shift: i64, size: i64, bits: i32) -> i64 {
    let bits = i64::from(bits.clamp(1, 64));
    if size <= 0 || size > bits || shift.abs() > size {
        crate::error::fatal(format!(
            "ISHFTC: SHIFT {shift} and SIZE {size} are invalid for {bits}-bit integers"
        ));
    }
    let mask = if size == 64 {
        u64::MAX
    } else {
        (1u64 << size) - 1
    };
    let v = i as u64;
    let field = v & mask;
    let s = shift.rem_euclid(size) as u32;
    let rotated = if s == 0 {
        field
    } else {
        ((field << s) | (field >> (size as u32 - s))) & mask
    };
    ((v & !mask) | rotated) as i64
}

/// A buffer of `n` bytes for a CHARACTER value whose length is known only at run time (a
/// concatenation with `TRIM(s)` in it); released by [`dvmh_str_free`] after the statement.
#[no_mangle]
pub extern "C" fn dvmh_str_temp(n: i64) -> *mut c_char {
    let n = len_of(n).max(1);
    // SAFETY: plain allocation; checked for failure below.
    let p = unsafe { libc::malloc(n) } as *mut c_char;
    if p.is_null() {
        crate::error::fatal(format!("out of memory for a CHARACTER value of {n} bytes"));
    }
    p
}

/// Releases a buffer of [`dvmh_str_temp`].
///
/// # Safety
/// `p` came from `dvmh_str_temp` and is not used afterwards.
#[no_mangle]
pub unsafe extern "C" fn dvmh_str_free(p: *mut c_char) {
    // SAFETY: per the contract.
    unsafe { libc::free(p as *mut libc::c_void) };
}

/// `ADJUSTL` (`right == 0`) or `ADJUSTR` of `src`, `n` bytes, into `dst` (`n` bytes): leading
/// (trailing) blanks moved to the other end.
///
/// # Safety
/// `dst` and `src` point to `n` bytes each (they may be the same).
#[no_mangle]
pub unsafe extern "C" fn dvmh_str_adjust(dst: *mut c_char, src: *const c_char, n: i64, right: i32) {
    let n = len_of(n);
    // SAFETY: per the contract.
    let text = unsafe { slice_arg(src as *const u8, n, "ADJUSTL/ADJUSTR: the string") }.to_vec();
    let out = if right != 0 {
        let kept = text.iter().rposition(|&c| c != b' ').map_or(0, |i| i + 1);
        let mut v = vec![b' '; n - kept];
        v.extend_from_slice(&text[..kept]);
        v
    } else {
        let skip = text.iter().position(|&c| c != b' ').unwrap_or(n);
        let mut v = text[skip..].to_vec();
        v.resize(n, b' ');
        v
    };
    if n > 0 {
        // SAFETY: `dst` has `n` writable bytes.
        unsafe { std::ptr::copy_nonoverlapping(out.as_ptr(), dst as *mut u8, n) };
    }
}

/// `REPEAT(src, count)` into `dst`, which has `n * count` bytes.
///
/// # Safety
/// `src` points to `n` bytes, `dst` to `n * count` writable bytes.
#[no_mangle]
pub unsafe extern "C" fn dvmh_str_repeat(dst: *mut c_char, src: *const c_char, n: i64, count: i64) {
    if count < 0 {
        crate::error::fatal(format!("REPEAT: the count {count} is negative"));
    }
    let n = len_of(n);
    // SAFETY: per the contract.
    let text = unsafe { slice_arg(src as *const u8, n, "REPEAT: the string") };
    for k in 0..count as usize {
        // SAFETY: piece `k` of `count` lies within `dst`.
        unsafe { std::ptr::copy_nonoverlapping(text.as_ptr(), (dst as *mut u8).add(k * n), n) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn searches_as_fortran_does() {
        let s = b"hello world";
        let f = |t: &[u8], what, back| unsafe {
            dvmh_str_search(
                s.as_ptr() as *const c_char,
                s.len() as i64,
                t.as_ptr() as *const c_char,
                t.len() as i64,
                what,
                back,
            )
        };
        assert_eq!(f(b"o", 0, 0), 5);
        assert_eq!(f(b"o", 0, 1), 8);
        assert_eq!(f(b"", 0, 1), 12);
        assert_eq!(f(b"ol", 1, 0), 3);
        assert_eq!(f(b"ol", 1, 1), 10);
        assert_eq!(f(b"hel", 2, 0), 5);
        assert_eq!(f(b"dlr", 2, 1), 8);
        assert_eq!(f(b"xyz", 1, 0), 0);
    }

    #[test]
    fn bit_counts_and_rotations() {
        assert_eq!(dvmh_bit_count(-1, 32, 0), 32);
        assert_eq!(dvmh_bit_count(1, 32, 1), 31);
        assert_eq!(dvmh_bit_count(0, 16, 1), 16);
        assert_eq!(dvmh_bit_count(8, 64, 2), 3);
        assert_eq!(dvmh_bit_count(0, 8, 2), 8);
        assert_eq!(dvmh_ishftc(0b1011, 1, 4, 32), 0b0111);
        assert_eq!(dvmh_ishftc(0b1011, -1, 4, 32), 0b1101);
        assert_eq!(dvmh_ishftc(1, -1, 32, 32) as i32, i32::MIN);
        assert_eq!(dvmh_ishftc(0xf0, 4, 8, 32), 0x0f);
    }

    #[test]
    fn assignment_pads_and_truncates() {
        let mut d = *b"xxxxx";
        unsafe {
            dvmh_str_assign(
                d.as_mut_ptr() as *mut c_char,
                5,
                b"ab".as_ptr() as *const c_char,
                2,
            )
        };
        assert_eq!(&d, b"ab   ");
        unsafe {
            dvmh_str_assign(
                d.as_mut_ptr() as *mut c_char,
                3,
                b"1234".as_ptr() as *const c_char,
                4,
            )
        };
        assert_eq!(&d, b"123  ");
        // Overlapping: s(2:5) = s(1:4).
        let p = d.as_mut_ptr() as *mut c_char;
        unsafe { dvmh_str_assign(p.add(1), 4, p, 4) };
        assert_eq!(&d, b"1123 ");
    }

    #[test]
    fn comparison_pads_with_blanks() {
        assert_eq!(compare_padded(b"ab", b"ab  "), Ordering::Equal);
        assert_eq!(compare_padded(b"ab", b"ab!"), Ordering::Less); // ' ' (32) < '!' (33)
        assert_eq!(compare_padded(b"b", b"abc"), Ordering::Greater);
        assert_eq!(compare_padded(b"", b""), Ordering::Equal);
    }

    #[test]
    fn inquiries() {
        let s = b"hello world  ";
        let p = s.as_ptr() as *const c_char;
        assert_eq!(unsafe { dvmh_str_len_trim(p, 13) }, 11);
        assert_eq!(
            unsafe { dvmh_str_index(p, 13, b"wor".as_ptr() as *const c_char, 3) },
            7
        );
        assert_eq!(
            unsafe { dvmh_str_index(p, 13, b"xyz".as_ptr() as *const c_char, 3) },
            0
        );
        assert_eq!(unsafe { dvmh_str_index(p, 13, p, 0) }, 1);
    }
}

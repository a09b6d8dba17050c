//! COMPLEX values raised to INTEGER powers (`z**n` with a variable or large exponent), bit for
//! bit as gfortran computes them: libgfortran's `pow_c4_i4`/`pow_c8_i8` (binary powering from
//! the low bit; a negative exponent inverts `z` first) with C's complex product (no fused
//! multiply-add) and libgcc's quotient `__divsc3`/`__divdc3` for the inversion (Smith's
//! algorithm, in double precision for COMPLEX(4)).
//!
//! The values cross the call as C `_Complex` values do (a `#[repr(C)]` pair of floats has the
//! same x86-64 classification: COMPLEX(4) packed in one XMM register, COMPLEX(8) in two), so
//! the compiler calls these as it calls the C library's `cpow` and `cexp`. They are the
//! compiler's helpers, not part of the documented ABI (`include/dvmh_rt.h`).

/// A COMPLEX(4) value as C passes a `float _Complex`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct Complex4 {
    pub re: f32,
    pub im: f32,
}

/// A COMPLEX(8) value as C passes a `double _Complex`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct Complex8 {
    pub re: f64,
    pub im: f64,
}

/// `1 / (c, d)` as libgcc's complex quotient computes it for finite, normal values.
fn reciprocal(c: f64, d: f64) -> (f64, f64) {
    let (a, b) = (1.0, 0.0);
    if c.abs() < d.abs() {
        let ratio = c / d;
        let denom = c * ratio + d;
        ((a * ratio + b) / denom, (b * ratio - a) / denom)
    } else {
        let ratio = d / c;
        let denom = d * ratio + c;
        ((b * ratio + a) / denom, (b - a * ratio) / denom)
    }
}

/// Binary powering in the arithmetic of `T` (`mul` is C's complex product in `T`).
fn power<T: Copy>(x: T, n: i64, one: T, mul: impl Fn(T, T) -> T, inv: impl Fn(T) -> T) -> T {
    let mut pow = one;
    if n == 0 {
        return pow;
    }
    let mut x = if n < 0 { inv(x) } else { x };
    let mut u = n.unsigned_abs();
    loop {
        if u & 1 != 0 {
            pow = mul(pow, x);
        }
        u >>= 1;
        if u == 0 {
            return pow;
        }
        x = mul(x, x);
    }
}

/// `z**n` of COMPLEX(4) `z`.
#[no_mangle]
pub extern "C" fn dvmh_pow_c4_i8(z: Complex4, n: i64) -> Complex4 {
    let mul = |p: Complex4, q: Complex4| Complex4 {
        re: p.re * q.re - p.im * q.im,
        im: p.re * q.im + p.im * q.re,
    };
    let inv = |p: Complex4| {
        let (re, im) = reciprocal(f64::from(p.re), f64::from(p.im));
        Complex4 {
            re: re as f32,
            im: im as f32,
        }
    };
    power(z, n, Complex4 { re: 1.0, im: 0.0 }, mul, inv)
}

/// `z**n` of COMPLEX(8) `z`.
#[no_mangle]
pub extern "C" fn dvmh_pow_c8_i8(z: Complex8, n: i64) -> Complex8 {
    let mul = |p: Complex8, q: Complex8| Complex8 {
        re: p.re * q.re - p.im * q.im,
        im: p.re * q.im + p.im * q.re,
    };
    let inv = |p: Complex8| {
        let (re, im) = reciprocal(p.re, p.im);
        Complex8 { re, im }
    };
    power(z, n, Complex8 { re: 1.0, im: 0.0 }, mul, inv)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn powers_of_one_plus_i() {
        let z = Complex8 { re: 1.0, im: 1.0 };
        let p = dvmh_pow_c8_i8(z, 5);
        assert_eq!((p.re, p.im), (-4.0, -4.0));
        let p = dvmh_pow_c8_i8(z, -3);
        assert_eq!((p.re, p.im), (-0.25, -0.25));
        let p = dvmh_pow_c4_i8(Complex4 { re: 0.0, im: 2.0 }, 3);
        assert_eq!((p.re, p.im), (0.0, -8.0));
        let p = dvmh_pow_c4_i8(Complex4 { re: 3.0, im: 4.0 }, 0);
        assert_eq!((p.re, p.im), (1.0, 0.0));
    }
}

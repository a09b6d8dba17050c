//! Constants of the device math library, and the series coefficients its polynomials use.
//!
//! Multi-part constants are `c = c[0] + c[1] + ...`, each part the double nearest to what the
//! earlier parts leave; they were computed to 450 decimal digits with Python's `decimal` module
//! (pi by Machin's formula `16 atan(1/5) - 4 atan(1/239)`, logarithms by the `atanh` series),
//! then rounded part by part (the leading parts are the correctly rounded values `std` has).
//! The polynomial coefficients are plain Taylor coefficients (`1/n!`, `1/(2k+1)`), computed
//! here in `f64`: the library evaluates them over intervals small enough that truncating the
//! series costs less than 2^-56 relative.

/// ln 2.
pub(crate) const LN2: [f64; 3] = [
    std::f64::consts::LN_2,
    2.3190468138462996e-17,
    5.707708438416212e-34,
];
/// 1 / ln 2.
pub(crate) const LOG2E: f64 = std::f64::consts::LOG2_E;
/// 1 / ln 10 (= log10(e)).
pub(crate) const LOG10E: [f64; 2] = [std::f64::consts::LOG10_E, 1.098319650216765e-17];
/// pi / 2.
pub(crate) const PIO2: [f64; 4] = [
    std::f64::consts::FRAC_PI_2,
    6.123233995736766e-17,
    -1.4973849048591698e-33,
    5.562271104316826e-50,
];
/// pi / 4.
pub(crate) const PIO4: [f64; 2] = [std::f64::consts::FRAC_PI_4, 3.061616997868383e-17];
/// pi.
pub(crate) const PI: [f64; 2] = [std::f64::consts::PI, 1.2246467991473532e-16];
/// 2 / pi, rounded.
pub(crate) const TWO_OVER_PI: f64 = std::f64::consts::FRAC_2_PI;
/// tan(pi / 8) = sqrt(2) - 1, rounded.
pub(crate) const TAN_PI_8: f64 = 0.41421356237309503;

/// The binary digits of 2/pi, 24 at a time: `2/pi = sum_j CHUNKS[j] * 2^(-24 (j + 1))`
/// (1344 bits; the reduction of arguments up to 2^1024 reads at most 1200 of them).
#[rustfmt::skip]
pub(crate) const TWO_OVER_PI_CHUNKS: [u32; 56] = [
    10680707, 7228996, 1387004, 2578385, 16069853, 12639074, 9804092, 4427841,
    16666979, 11263675, 12935607, 2387514, 4345298, 14681673, 3074569, 13734428,
    16653803, 1880361, 10960616, 8533493, 3062596, 8710556, 7349940, 6258241,
    3772886, 3769171, 3798172, 8675211, 12450088, 3874808, 9961438, 366607,
    15675153, 9132554, 7151469, 3571407, 2607881, 12013382, 4155038, 6285869,
    7677882, 13102053, 15825725, 473591, 9065106, 15363067, 6271263, 9264392,
    5636912, 4652155, 7056368, 13614112, 10155062, 1944035, 9527646, 15080200,
];

/// `1/n!` for `n` in `first, first + step, ...` (`count` terms), with alternating signs when
/// `alternate` (the first term positive).
pub(crate) fn inverse_factorials(first: u32, step: u32, count: usize, alternate: bool) -> Vec<f64> {
    let mut out = Vec::with_capacity(count);
    let mut n = first;
    for i in 0..count {
        let factorial: f64 = (1..=n).map(f64::from).product();
        let sign = if alternate && i % 2 == 1 { -1.0 } else { 1.0 };
        out.push(sign / factorial);
        n += step;
    }
    out
}

/// `1/(2k+1)` for `k` in `first..first + count`, alternating in sign when `alternate`.
pub(crate) fn inverse_odd(first: u32, count: usize, alternate: bool) -> Vec<f64> {
    (0..count)
        .map(|i| {
            let k = first + i as u32;
            let sign = if alternate && i % 2 == 1 { -1.0 } else { 1.0 };
            sign / f64::from(2 * k + 1)
        })
        .collect()
}

//! Reduction operations on raw element buffers: identities and element-wise combination.
//!
//! Accumulators live in byte buffers because the handler sees them as `void *`; this module is
//! the one place that gives those bytes a type. Combination order is the caller's business
//! (thread order, then rank order), which is what makes results reproducible.
//!
//! C's `long double` ([`ElemType::F80`]) is computed with the x87 unit itself (Rust has no
//! such type), so sums and products round as the program's own code does; a complex product
//! ([`RedOp::ComplexProduct`]) takes `float`/`double`/`long double` elements in (real,
//! imaginary) pairs (a complex sum is an element-wise sum of the parts).

use std::fmt;

use crate::types::ElemType;

/// A reduction operation (`DVMH_RED_*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RedOp {
    Sum,
    Product,
    Max,
    Min,
    And,
    Or,
    Eqv,
    Neqv,
    /// MAXLOC/MINLOC: the value part (combined as MAX/MIN, taking the location with it);
    /// the next reduction of the loop is its location ([`RedOp::Loc`]).
    Maxloc,
    Minloc,
    /// The coordinates that go with the preceding MAXLOC/MINLOC value.
    Loc,
    /// The runtime's own: where in the serial order a MAXLOC/MINLOC value was found (one
    /// `i64` per loop dimension, see [`precedes`]), so that ties go to the first occurrence.
    /// Never a program's reduction (no `DVMH_RED_*` code).
    Key,
    /// The product of complex numbers stored as (real, imaginary) pairs of `F32`/`F64`/`F80`.
    ComplexProduct,
}

impl RedOp {
    pub fn from_code(code: i32) -> Option<RedOp> {
        Some(match code {
            1 => RedOp::Sum,
            2 => RedOp::Product,
            3 => RedOp::Max,
            4 => RedOp::Min,
            5 => RedOp::And,
            6 => RedOp::Or,
            7 => RedOp::Eqv,
            8 => RedOp::Neqv,
            9 => RedOp::Maxloc,
            10 => RedOp::Minloc,
            11 => RedOp::Loc,
            12 => RedOp::ComplexProduct,
            _ => return None,
        })
    }

    /// Whether the operation is defined on the type: arithmetic ones on numbers, AND/OR on
    /// LOGICAL (logical) and integers (bitwise), EQV/NEQV too.
    pub fn applies_to(self, ty: ElemType) -> bool {
        use ElemType::*;
        let integer = matches!(ty, I8 | I16 | I32 | I64);
        let real = matches!(ty, F32 | F64);
        match self {
            RedOp::Sum | RedOp::Product | RedOp::Max | RedOp::Min => integer || real || ty == F80,
            RedOp::ComplexProduct => real || ty == F80,
            RedOp::Maxloc | RedOp::Minloc => integer || real || ty == F80,
            RedOp::Loc => integer,
            RedOp::Key => ty == I64,
            // On integers: bitwise (C-DVMH's `and`, `or`, `xor`; Fortran-DVM's AND, OR, EQV,
            // NEQV of INTEGER variables); on LOGICAL: Fortran's.
            RedOp::And | RedOp::Or | RedOp::Eqv | RedOp::Neqv => integer || ty.is_logical(),
        }
    }
}

impl fmt::Display for RedOp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RedOp::Sum => "SUM",
            RedOp::Product => "PRODUCT",
            RedOp::Max => "MAX",
            RedOp::Min => "MIN",
            RedOp::And => "AND",
            RedOp::Or => "OR",
            RedOp::Eqv => "EQV",
            RedOp::Neqv => "NEQV",
            RedOp::Maxloc => "MAXLOC",
            RedOp::Minloc => "MINLOC",
            RedOp::Loc => "MAXLOC/MINLOC location",
            RedOp::Key => "MAXLOC/MINLOC order key",
            RedOp::ComplexProduct => "complex PRODUCT",
        })
    }
}

/// A value type the reductions work on, read and written in native byte order.
trait Value: Copy {
    const SIZE: usize;
    fn load(bytes: &[u8]) -> Self;
    fn store(self, bytes: &mut [u8]);
    fn identity(op: RedOp) -> Self;
    fn combine(op: RedOp, a: Self, b: Self) -> Self;
}

macro_rules! integer_value {
    ($t:ty) => {
        impl Value for $t {
            const SIZE: usize = std::mem::size_of::<$t>();
            fn load(bytes: &[u8]) -> Self {
                let mut raw = [0u8; std::mem::size_of::<$t>()];
                raw.copy_from_slice(&bytes[..Self::SIZE]);
                <$t>::from_ne_bytes(raw)
            }
            fn store(self, bytes: &mut [u8]) {
                bytes[..Self::SIZE].copy_from_slice(&self.to_ne_bytes());
            }
            fn identity(op: RedOp) -> Self {
                match op {
                    RedOp::Sum | RedOp::Or | RedOp::Neqv | RedOp::Loc => 0,
                    RedOp::Product | RedOp::ComplexProduct => 1,
                    RedOp::Max | RedOp::Maxloc => <$t>::MIN,
                    RedOp::Min | RedOp::Minloc | RedOp::Key => <$t>::MAX,
                    RedOp::And | RedOp::Eqv => !0,
                }
            }
            fn combine(op: RedOp, a: Self, b: Self) -> Self {
                match op {
                    RedOp::Sum => a.wrapping_add(b),
                    RedOp::Product | RedOp::ComplexProduct => a.wrapping_mul(b),
                    RedOp::Max | RedOp::Maxloc => a.max(b),
                    RedOp::Min | RedOp::Minloc => a.min(b),
                    RedOp::Loc | RedOp::Key => a,
                    RedOp::And => a & b,
                    RedOp::Or => a | b,
                    RedOp::Eqv => !(a ^ b),
                    RedOp::Neqv => a ^ b,
                }
            }
        }
    };
}

macro_rules! real_value {
    ($t:ty) => {
        impl Value for $t {
            const SIZE: usize = std::mem::size_of::<$t>();
            fn load(bytes: &[u8]) -> Self {
                let mut raw = [0u8; std::mem::size_of::<$t>()];
                raw.copy_from_slice(&bytes[..Self::SIZE]);
                <$t>::from_ne_bytes(raw)
            }
            fn store(self, bytes: &mut [u8]) {
                bytes[..Self::SIZE].copy_from_slice(&self.to_ne_bytes());
            }
            fn identity(op: RedOp) -> Self {
                match op {
                    RedOp::Product | RedOp::ComplexProduct => 1.0,
                    RedOp::Max | RedOp::Maxloc => <$t>::NEG_INFINITY,
                    RedOp::Min | RedOp::Minloc => <$t>::INFINITY,
                    _ => 0.0,
                }
            }
            fn combine(op: RedOp, a: Self, b: Self) -> Self {
                match op {
                    RedOp::Sum => a + b,
                    RedOp::Product => a * b,
                    RedOp::Max | RedOp::Maxloc => a.max(b),
                    RedOp::Min | RedOp::Minloc => a.min(b),
                    // ok: rejected by RedOp::applies_to before any buffer is combined
                    _ => a,
                }
            }
        }
    };
}

integer_value!(i8);
integer_value!(i16);
integer_value!(i32);
integer_value!(i64);
real_value!(f32);
real_value!(f64);

/// A complex number's part type (`float`, `double`, `long double`), as C lays the number out
/// (real, imaginary): each operation rounds once, in the part's own precision.
trait Part: Value {
    fn zero() -> Self;
    fn times(self, other: Self) -> Self;
    fn plus(self, other: Self) -> Self;
    fn minus(self, other: Self) -> Self;
}

macro_rules! real_part {
    ($t:ty) => {
        impl Part for $t {
            fn zero() -> Self {
                0.0
            }
            fn times(self, other: Self) -> Self {
                self * other
            }
            fn plus(self, other: Self) -> Self {
                self + other
            }
            fn minus(self, other: Self) -> Self {
                self - other
            }
        }
    };
}

real_part!(f32);
real_part!(f64);

impl Part for F80 {
    fn zero() -> Self {
        F80::from_f64(0.0)
    }
    fn times(self, other: Self) -> Self {
        self.arith(other, true)
    }
    fn plus(self, other: Self) -> Self {
        self.arith(other, false)
    }
    fn minus(self, other: Self) -> Self {
        self.arith(other.negated(), false)
    }
}

/// Fills `buf` with complex ones (`1 + 0i`).
fn fill_complex_one<T: Part>(buf: &mut [u8]) {
    for pair in buf.chunks_exact_mut(2 * T::SIZE) {
        T::identity(RedOp::Product).store(&mut pair[..T::SIZE]);
        T::zero().store(&mut pair[T::SIZE..]);
    }
}

/// `acc[k] *= other[k]` for every complex element: `(a + bi)(c + di) = (ac - bd) + (ad + bc)i`,
/// what libgcc's `__mulsc3`/`__muldc3`/`__mulxc3` compute for finite operands.
fn complex_product<T: Part>(acc: &mut [u8], other: &[u8]) {
    for (x, y) in acc
        .chunks_exact_mut(2 * T::SIZE)
        .zip(other.chunks_exact(2 * T::SIZE))
    {
        let (a, b) = (T::load(&x[..T::SIZE]), T::load(&x[T::SIZE..]));
        let (c, d) = (T::load(&y[..T::SIZE]), T::load(&y[T::SIZE..]));
        a.times(c).minus(b.times(d)).store(&mut x[..T::SIZE]);
        a.times(d).plus(b.times(c)).store(&mut x[T::SIZE..]);
    }
}

/// C's `long double` on x86-64: the 80-bit x87 value in the low 10 bytes of its 16-byte slot,
/// computed by the x87 unit (loads and stores of `tbyte` values are exact).
#[derive(Clone, Copy)]
struct F80([u8; 10]);

impl F80 {
    /// `a op b` by one x87 instruction (`fadd`, `fmul`).
    fn arith(self, other: F80, mul: bool) -> F80 {
        let mut out = [0u8; 10];
        #[cfg(target_arch = "x86_64")]
        // SAFETY: the operands are 10-byte x87 values; the x87 stack is left as it was found
        // (two loads, one pop by the arithmetic, one by the store), and its registers are
        // declared clobbered.
        unsafe {
            if mul {
                std::arch::asm!(
                    "fld tbyte ptr [{a}]",
                    "fld tbyte ptr [{b}]",
                    "fmulp st(1), st",
                    "fstp tbyte ptr [{o}]",
                    a = in(reg) self.0.as_ptr(),
                    b = in(reg) other.0.as_ptr(),
                    o = in(reg) out.as_mut_ptr(),
                    out("st(0)") _, out("st(1)") _,
                    options(nostack),
                );
            } else {
                std::arch::asm!(
                    "fld tbyte ptr [{a}]",
                    "fld tbyte ptr [{b}]",
                    "faddp st(1), st",
                    "fstp tbyte ptr [{o}]",
                    a = in(reg) self.0.as_ptr(),
                    b = in(reg) other.0.as_ptr(),
                    o = in(reg) out.as_mut_ptr(),
                    out("st(0)") _, out("st(1)") _,
                    options(nostack),
                );
            }
        }
        F80(out)
    }

    /// Is `self < other` (false when either is a NaN)?
    fn less(self, other: F80) -> bool {
        let below: u8;
        #[cfg(target_arch = "x86_64")]
        // SAFETY: as in `arith`; `fucomip` pops one value, `fstp st(0)` the other.
        unsafe {
            std::arch::asm!(
                "fld tbyte ptr [{b}]",
                "fld tbyte ptr [{a}]",
                "fucomip st, st(1)",
                "fstp st(0)",
                "setb {r}",
                "setnp {p}",
                "and {r}, {p}",
                a = in(reg) self.0.as_ptr(),
                b = in(reg) other.0.as_ptr(),
                r = out(reg_byte) below,
                p = out(reg_byte) _,
                out("st(0)") _, out("st(1)") _,
                options(nostack),
            );
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            below = 0;
        }
        below != 0
    }

    /// The x87 value of an `f64` (exact: every double is an extended value).
    fn from_f64(x: f64) -> F80 {
        let mut out = [0u8; 10];
        #[cfg(target_arch = "x86_64")]
        // SAFETY: one load and one popping store of the x87 stack.
        unsafe {
            std::arch::asm!(
                "fld qword ptr [{x}]",
                "fstp tbyte ptr [{o}]",
                x = in(reg) &x,
                o = in(reg) out.as_mut_ptr(),
                out("st(0)") _,
                options(nostack),
            );
        }
        F80(out)
    }

    /// `-self` (exact: the sign bit flipped).
    fn negated(mut self) -> F80 {
        self.0[9] ^= 0x80;
        self
    }

    /// A NaN: the largest exponent and a fraction (below the explicit integer bit) not zero.
    fn is_nan(self) -> bool {
        let exp = u16::from_le_bytes([self.0[8], self.0[9]]) & 0x7fff;
        let mut m = [0u8; 8];
        m.copy_from_slice(&self.0[..8]);
        exp == 0x7fff && u64::from_le_bytes(m) << 1 != 0
    }
}

impl Value for F80 {
    const SIZE: usize = 16;
    fn load(bytes: &[u8]) -> Self {
        let mut raw = [0u8; 10];
        raw.copy_from_slice(&bytes[..10]);
        F80(raw)
    }
    fn store(self, bytes: &mut [u8]) {
        bytes[..10].copy_from_slice(&self.0);
        bytes[10..16].fill(0);
    }
    fn identity(op: RedOp) -> Self {
        F80::from_f64(f64::identity(op))
    }
    fn combine(op: RedOp, a: Self, b: Self) -> Self {
        match op {
            RedOp::Sum => a.arith(b, false),
            RedOp::Product => a.arith(b, true),
            // C's fmaxl/fminl: a NaN operand gives the other.
            RedOp::Max | RedOp::Maxloc => {
                if a.less(b) || a.is_nan() {
                    b
                } else {
                    a
                }
            }
            RedOp::Min | RedOp::Minloc => {
                if b.less(a) || a.is_nan() {
                    b
                } else {
                    a
                }
            }
            // ok: rejected by RedOp::applies_to before any buffer is combined
            _ => a,
        }
    }
}

/// Fortran LOGICAL of the kind of the integer `T` (LOGICAL(1) is `i8`, LOGICAL(4) `i32`):
/// any non-zero value is true; results are 0 or 1.
#[derive(Clone, Copy)]
struct Logical<T>(T);

impl<T: Value + From<bool> + Default + PartialEq> Value for Logical<T> {
    const SIZE: usize = T::SIZE;
    fn load(bytes: &[u8]) -> Self {
        Logical(T::load(bytes))
    }
    fn store(self, bytes: &mut [u8]) {
        self.0.store(bytes)
    }
    fn identity(op: RedOp) -> Self {
        Logical(T::from(matches!(op, RedOp::And | RedOp::Eqv)))
    }
    fn combine(op: RedOp, a: Self, b: Self) -> Self {
        let (a, b) = (a.0 != T::default(), b.0 != T::default());
        Logical(T::from(match op {
            RedOp::And => a && b,
            RedOp::Or => a || b,
            RedOp::Eqv => a == b,
            RedOp::Neqv => a != b,
            // ok: rejected by RedOp::applies_to before any buffer is combined
            _ => a,
        }))
    }
}

fn fill_typed<T: Value>(op: RedOp, buf: &mut [u8]) {
    for chunk in buf.chunks_exact_mut(T::SIZE) {
        T::identity(op).store(chunk);
    }
}

fn combine_typed<T: Value>(op: RedOp, acc: &mut [u8], other: &[u8]) {
    for (a, b) in acc
        .chunks_exact_mut(T::SIZE)
        .zip(other.chunks_exact(T::SIZE))
    {
        T::combine(op, T::load(a), T::load(b)).store(a);
    }
}

/// Fills `buf` (whole elements of `ty`) with the identity of `op`.
pub fn fill_identity(op: RedOp, ty: ElemType, buf: &mut [u8]) {
    match (op, ty) {
        (RedOp::ComplexProduct, ElemType::F32) => return fill_complex_one::<f32>(buf),
        (RedOp::ComplexProduct, ElemType::F64) => return fill_complex_one::<f64>(buf),
        (RedOp::ComplexProduct, ElemType::F80) => return fill_complex_one::<F80>(buf),
        _ => {}
    }
    match ty {
        ElemType::I8 => fill_typed::<i8>(op, buf),
        ElemType::I16 => fill_typed::<i16>(op, buf),
        ElemType::I32 => fill_typed::<i32>(op, buf),
        ElemType::I64 => fill_typed::<i64>(op, buf),
        ElemType::F32 => fill_typed::<f32>(op, buf),
        ElemType::F64 => fill_typed::<f64>(op, buf),
        ElemType::L8 => fill_typed::<Logical<i8>>(op, buf),
        ElemType::L16 => fill_typed::<Logical<i16>>(op, buf),
        ElemType::L32 => fill_typed::<Logical<i32>>(op, buf),
        ElemType::L64 => fill_typed::<Logical<i64>>(op, buf),
        ElemType::F80 => fill_typed::<F80>(op, buf),
        // Array element types only: complex reductions are pairs of `F32`/`F64` (`applies_to`).
        ElemType::None | ElemType::C32 | ElemType::C64 | ElemType::C80 | ElemType::Char(_) => {}
    }
}

fn prefers_typed<T: Value + PartialOrd>(op: RedOp, candidate: &[u8], current: &[u8]) -> bool {
    let (c, k) = (T::load(candidate), T::load(current));
    match op {
        RedOp::Maxloc => c > k,
        _ => c < k,
    }
}

fn equal_typed<T: Value + PartialEq>(a: &[u8], b: &[u8]) -> bool {
    T::load(a) == T::load(b)
}

/// Whether two MAXLOC/MINLOC values tie (compare equal).
pub fn ties(ty: ElemType, a: &[u8], b: &[u8]) -> bool {
    match ty {
        ElemType::I8 => equal_typed::<i8>(a, b),
        ElemType::I16 => equal_typed::<i16>(a, b),
        ElemType::I32 => equal_typed::<i32>(a, b),
        ElemType::I64 => equal_typed::<i64>(a, b),
        ElemType::F32 => equal_typed::<f32>(a, b),
        ElemType::F64 => equal_typed::<f64>(a, b),
        ElemType::F80 => {
            let (a, b) = (F80::load(a), F80::load(b));
            !a.less(b) && !b.less(a) && !a.is_nan() && !b.is_nan()
        }
        // MAXLOC/MINLOC do not apply to LOGICAL, complex and character values (`applies_to`).
        _ => false,
    }
}

/// Whether order key `candidate` comes strictly before `current` in the serial order (both
/// [`RedOp::Key`] buffers of one `i64` per loop dimension, outermost first: the dimension's
/// index times its step, compared lexicographically). The handlers store the key of the
/// iteration a MAXLOC/MINLOC value came from; the identity (`i64::MAX`) comes after every
/// iteration and the variable's own value (`i64::MIN`) before.
pub fn precedes(candidate: &[u8], current: &[u8]) -> bool {
    let key = |b: &[u8]| -> Vec<i64> { b.chunks_exact(8).map(i64::load).collect() };
    key(candidate) < key(current)
}

/// Whether a MAXLOC (MINLOC) `candidate` value is strictly greater (less) than `current`: its
/// location then replaces the current one. On a tie the caller compares the order keys
/// ([`precedes`]), so the result is the serial order's first occurrence whatever order
/// threads, hyperplanes and processes are combined in.
pub fn prefers(op: RedOp, ty: ElemType, candidate: &[u8], current: &[u8]) -> bool {
    match ty {
        ElemType::I8 => prefers_typed::<i8>(op, candidate, current),
        ElemType::I16 => prefers_typed::<i16>(op, candidate, current),
        ElemType::I32 => prefers_typed::<i32>(op, candidate, current),
        ElemType::I64 => prefers_typed::<i64>(op, candidate, current),
        ElemType::F32 => prefers_typed::<f32>(op, candidate, current),
        ElemType::F64 => prefers_typed::<f64>(op, candidate, current),
        ElemType::F80 => {
            let (c, k) = (F80::load(candidate), F80::load(current));
            match op {
                RedOp::Maxloc => k.less(c),
                _ => c.less(k),
            }
        }
        _ => false,
    }
}

/// `acc[k] = acc[k] op other[k]` for every element.
pub fn combine(op: RedOp, ty: ElemType, acc: &mut [u8], other: &[u8]) {
    match (op, ty) {
        (RedOp::ComplexProduct, ElemType::F32) => return complex_product::<f32>(acc, other),
        (RedOp::ComplexProduct, ElemType::F64) => return complex_product::<f64>(acc, other),
        (RedOp::ComplexProduct, ElemType::F80) => return complex_product::<F80>(acc, other),
        _ => {}
    }
    match ty {
        ElemType::I8 => combine_typed::<i8>(op, acc, other),
        ElemType::I16 => combine_typed::<i16>(op, acc, other),
        ElemType::I32 => combine_typed::<i32>(op, acc, other),
        ElemType::I64 => combine_typed::<i64>(op, acc, other),
        ElemType::F32 => combine_typed::<f32>(op, acc, other),
        ElemType::F64 => combine_typed::<f64>(op, acc, other),
        ElemType::L8 => combine_typed::<Logical<i8>>(op, acc, other),
        ElemType::L16 => combine_typed::<Logical<i16>>(op, acc, other),
        ElemType::L32 => combine_typed::<Logical<i32>>(op, acc, other),
        ElemType::L64 => combine_typed::<Logical<i64>>(op, acc, other),
        ElemType::F80 => combine_typed::<F80>(op, acc, other),
        ElemType::None | ElemType::C32 | ElemType::C64 | ElemType::C80 | ElemType::Char(_) => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f64s(v: &[f64]) -> Vec<u8> {
        v.iter().flat_map(|x| x.to_ne_bytes()).collect()
    }

    fn i32s(v: &[i32]) -> Vec<u8> {
        v.iter().flat_map(|x| x.to_ne_bytes()).collect()
    }

    #[test]
    fn identities() {
        let mut b = vec![0xffu8; 16];
        fill_identity(RedOp::Max, ElemType::F64, &mut b);
        assert_eq!(b, f64s(&[f64::NEG_INFINITY, f64::NEG_INFINITY]));
        let mut b = vec![0u8; 8];
        fill_identity(RedOp::And, ElemType::I32, &mut b);
        assert_eq!(b, i32s(&[-1, -1]));
        fill_identity(RedOp::And, ElemType::L32, &mut b);
        assert_eq!(b, i32s(&[1, 1]));
        fill_identity(RedOp::Min, ElemType::I32, &mut b);
        assert_eq!(b, i32s(&[i32::MAX, i32::MAX]));
        let mut b = vec![0u8; 2];
        fill_identity(RedOp::Product, ElemType::I16, &mut b);
        assert_eq!(b, 1i16.to_ne_bytes());
    }

    #[test]
    fn element_wise_combination() {
        let mut acc = f64s(&[1.5, -2.0]);
        combine(RedOp::Sum, ElemType::F64, &mut acc, &f64s(&[0.25, 4.0]));
        assert_eq!(acc, f64s(&[1.75, 2.0]));
        let mut acc = i32s(&[3, 9]);
        combine(RedOp::Min, ElemType::I32, &mut acc, &i32s(&[5, -1]));
        assert_eq!(acc, i32s(&[3, -1]));
        let mut acc = i32s(&[0b1100]);
        combine(RedOp::Or, ElemType::I32, &mut acc, &i32s(&[0b0011]));
        assert_eq!(acc, i32s(&[0b1111]));
        let mut acc = vec![7u8];
        combine(RedOp::Product, ElemType::I8, &mut acc, &[3u8]);
        assert_eq!(acc, vec![21u8]);
    }

    #[test]
    fn logical_operations_normalise_to_zero_and_one() {
        let mut acc = i32s(&[1, 1, 0, 5]);
        combine(RedOp::Eqv, ElemType::L32, &mut acc, &i32s(&[1, 0, 0, 7]));
        assert_eq!(acc, i32s(&[1, 0, 1, 1]));
        let mut acc = i32s(&[1, 0]);
        combine(RedOp::Neqv, ElemType::L32, &mut acc, &i32s(&[1, 1]));
        assert_eq!(acc, i32s(&[0, 1]));
        let mut acc = i32s(&[2, 0]);
        combine(RedOp::And, ElemType::L32, &mut acc, &i32s(&[1, 1]));
        assert_eq!(acc, i32s(&[1, 0]));
    }

    #[test]
    fn integer_eqv_and_neqv_combine_bit_by_bit() {
        let mut acc = i32s(&[0b1100, -1]);
        combine(RedOp::Eqv, ElemType::I32, &mut acc, &i32s(&[0b1010, 5]));
        assert_eq!(acc, i32s(&[!(0b1100 ^ 0b1010), 5]));
        let mut acc = i32s(&[0b1100, 0]);
        combine(RedOp::Neqv, ElemType::I32, &mut acc, &i32s(&[0b1010, 9]));
        assert_eq!(acc, i32s(&[0b0110, 9]));
    }

    #[test]
    fn applicability() {
        assert!(RedOp::Sum.applies_to(ElemType::F32));
        assert!(!RedOp::Sum.applies_to(ElemType::L32));
        assert!(RedOp::And.applies_to(ElemType::I64));
        assert!(!RedOp::And.applies_to(ElemType::F64));
        assert!(RedOp::Eqv.applies_to(ElemType::I32));
        assert!(!RedOp::Eqv.applies_to(ElemType::F64));
        assert!(RedOp::Neqv.applies_to(ElemType::L32));
        assert!(RedOp::Neqv.applies_to(ElemType::I64));
        assert!(!RedOp::Max.applies_to(ElemType::None));
        assert_eq!(RedOp::from_code(8), Some(RedOp::Neqv));
        assert_eq!(RedOp::from_code(9), Some(RedOp::Maxloc));
        assert_eq!(RedOp::from_code(11), Some(RedOp::Loc));
        assert_eq!(RedOp::from_code(12), Some(RedOp::ComplexProduct));
        assert_eq!(RedOp::from_code(13), None);
        assert!(RedOp::Minloc.applies_to(ElemType::F64));
        assert!(!RedOp::Loc.applies_to(ElemType::F64));
    }

    /// `long double` values (the low 10 bytes of 16) from doubles, by the x87 unit.
    fn f80s(v: &[f64]) -> Vec<u8> {
        let mut out = vec![0u8; 16 * v.len()];
        for (k, &x) in v.iter().enumerate() {
            F80::from_f64(x).store(&mut out[16 * k..16 * (k + 1)]);
        }
        out
    }

    #[test]
    fn long_double_sums_products_and_extremes() {
        let mut acc = vec![0u8; 32];
        fill_identity(RedOp::Product, ElemType::F80, &mut acc);
        assert_eq!(acc, f80s(&[1.0, 1.0]));
        combine(RedOp::Product, ElemType::F80, &mut acc, &f80s(&[3.0, -0.5]));
        combine(RedOp::Sum, ElemType::F80, &mut acc, &f80s(&[0.25, 2.0]));
        assert_eq!(acc, f80s(&[3.25, 1.5]));
        // 1 + 2^-60 is exact in 64 bits of mantissa, not in a double.
        let mut acc = f80s(&[1.0]);
        combine(
            RedOp::Sum,
            ElemType::F80,
            &mut acc,
            &f80s(&[2f64.powi(-60)]),
        );
        assert_ne!(acc, f80s(&[1.0]));
        let mut acc = vec![0u8; 16];
        fill_identity(RedOp::Max, ElemType::F80, &mut acc);
        combine(RedOp::Max, ElemType::F80, &mut acc, &f80s(&[-7.0]));
        combine(RedOp::Max, ElemType::F80, &mut acc, &f80s(&[-9.0]));
        assert_eq!(acc, f80s(&[-7.0]));
        combine(RedOp::Min, ElemType::F80, &mut acc, &f80s(&[-9.0]));
        assert_eq!(acc, f80s(&[-9.0]));
        combine(RedOp::Min, ElemType::F80, &mut acc, &f80s(&[f64::NAN]));
        assert_eq!(acc, f80s(&[-9.0]));
    }

    #[test]
    fn long_double_complex_products_and_locations() {
        let mut acc = vec![0u8; 32];
        fill_identity(RedOp::ComplexProduct, ElemType::F80, &mut acc);
        assert_eq!(acc, f80s(&[1.0, 0.0]));
        combine(
            RedOp::ComplexProduct,
            ElemType::F80,
            &mut acc,
            &f80s(&[1.0, 2.0]),
        );
        combine(
            RedOp::ComplexProduct,
            ElemType::F80,
            &mut acc,
            &f80s(&[3.0, -1.0]),
        );
        assert_eq!(acc, f80s(&[5.0, 5.0]));
        assert!(RedOp::ComplexProduct.applies_to(ElemType::F80));
        assert!(RedOp::Maxloc.applies_to(ElemType::F80));
        let (two, three) = (f80s(&[2.0]), f80s(&[3.0]));
        assert!(prefers(RedOp::Maxloc, ElemType::F80, &three, &two));
        assert!(!prefers(RedOp::Maxloc, ElemType::F80, &two, &three));
        assert!(prefers(RedOp::Minloc, ElemType::F80, &two, &three));
        assert!(ties(ElemType::F80, &two, &f80s(&[2.0])));
        assert!(!ties(ElemType::F80, &two, &three));
    }

    #[test]
    fn complex_products_take_pairs() {
        let mut acc = vec![0u8; 32];
        fill_identity(RedOp::ComplexProduct, ElemType::F64, &mut acc);
        assert_eq!(acc, f64s(&[1.0, 0.0, 1.0, 0.0]));
        combine(
            RedOp::ComplexProduct,
            ElemType::F64,
            &mut acc,
            &f64s(&[1.0, 2.0, 0.0, 1.0]),
        );
        combine(
            RedOp::ComplexProduct,
            ElemType::F64,
            &mut acc,
            &f64s(&[3.0, -1.0, 0.0, 1.0]),
        );
        assert_eq!(acc, f64s(&[5.0, 5.0, -1.0, 0.0]));
        assert!(RedOp::ComplexProduct.applies_to(ElemType::F32));
        assert!(!RedOp::ComplexProduct.applies_to(ElemType::I32));
        assert!(RedOp::Sum.applies_to(ElemType::F80));
        assert!(!RedOp::And.applies_to(ElemType::F80));
    }

    #[test]
    fn maxloc_prefers_strictly_better_values() {
        let (a, b) = (f64s(&[2.0]), f64s(&[3.0]));
        assert!(prefers(RedOp::Maxloc, ElemType::F64, &b, &a));
        assert!(!prefers(RedOp::Maxloc, ElemType::F64, &a, &a));
        assert!(prefers(RedOp::Minloc, ElemType::F64, &a, &b));
        assert!(!prefers(
            RedOp::Minloc,
            ElemType::I32,
            &i32s(&[5]),
            &i32s(&[5])
        ));
    }
}

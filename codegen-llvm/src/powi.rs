//! Powers with integer exponents: `math.fpowi` (`x ** n`, real `x`) and `math.ipowi`.
//!
//! Floating-point results depend on the order of the multiplications, so each case follows
//! exactly what gfortran does (checked bit for bit by the tests):
//!
//! - a constant exponent of kind <= 4 (and any constant in -1..=2) is expanded by GCC with its
//!   "optimal power tree" ([`POWI_TABLE`], window method above 255), then `1 / r` for negative
//!   exponents. LLVM's own `llvm.powi` expansion uses plain binary powering, which rounds
//!   differently (e.g. `x**5`), so it is not used.
//! - a variable exponent of kind <= 4 calls libgcc's `__powidf2` algorithm: binary powering from
//!   the low bit, `1 / r` for negative exponents;
//! - an exponent of kind 8 calls libgfortran's `pow_r8_i8` algorithm: for negative exponents it
//!   inverts `x` first, then powers.
//!
//! Integer powers are exact modulo 2^n whatever the order, and follow libgfortran's `pow_i4_i4`
//! for negative exponents (`1**n = 1`, `(-1)**n = ±1`, otherwise 0; `0**-n`, a division by
//! zero in gfortran, is 0 here).
//!
//! The algorithms are emitted once per module as small internal helper functions, which LLVM
//! inlines where it pays.

use std::collections::HashMap;

use dvmh_ir::OpId;
use inkwell::builder::Builder;
use inkwell::module::Linkage;
use inkwell::types::{FloatType, IntType};
use inkwell::values::{BasicValueEnum, FloatValue, FunctionValue, IntValue};
use inkwell::IntPredicate;

use crate::alias::constant_int;
use crate::error::CodegenError;
use crate::function::{FunctionLowering, ModuleLowering};

/// GCC's optimal power tree (`powi_table` in gcc/tree-ssa-math-opts.cc): `x**n` is evaluated as
/// `x**(n - POWI_TABLE[n]) * x**POWI_TABLE[n]`.
#[rustfmt::skip]
const POWI_TABLE: [u8; 256] = [
      0,   1,   1,   2,   2,   3,   3,   4,   4,   6,   5,   6,   6,  10,   7,   9,
      8,  16,   9,  16,  10,  12,  11,  13,  12,  17,  13,  18,  14,  24,  15,  26,
     16,  17,  17,  19,  18,  33,  19,  26,  20,  25,  21,  40,  22,  27,  23,  44,
     24,  32,  25,  34,  26,  29,  27,  44,  28,  31,  29,  34,  30,  60,  31,  36,
     32,  64,  33,  34,  34,  46,  35,  37,  36,  65,  37,  50,  38,  48,  39,  69,
     40,  49,  41,  43,  42,  51,  43,  58,  44,  64,  45,  47,  46,  59,  47,  76,
     48,  65,  49,  66,  50,  67,  51,  66,  52,  70,  53,  74,  54, 104,  55,  74,
     56,  64,  57,  69,  58,  78,  59,  68,  60,  61,  61,  80,  62,  75,  63,  68,
     64,  65,  65, 128,  66, 129,  67,  90,  68,  73,  69, 131,  70,  94,  71,  88,
     72, 128,  73,  98,  74, 132,  75, 121,  76, 102,  77, 124,  78, 132,  79, 106,
     80,  97,  81, 160,  82,  99,  83, 134,  84,  86,  85,  95,  86, 160,  87, 100,
     88, 113,  89,  98,  90, 107,  91, 122,  92, 111,  93, 102,  94, 126,  95, 150,
     96, 128,  97, 130,  98, 133,  99, 195, 100, 128, 101, 123, 102, 164, 103, 138,
    104, 145, 105, 146, 106, 109, 107, 149, 108, 200, 109, 146, 110, 170, 111, 157,
    112, 128, 113, 130, 114, 182, 115, 132, 116, 200, 117, 132, 118, 158, 119, 206,
    120, 240, 121, 162, 122, 147, 123, 152, 124, 166, 125, 214, 126, 138, 127, 153,
];

/// Above the table, GCC consumes odd exponents three bits at a time.
const POWI_WINDOW_BITS: u32 = 3;

/// The helper functions generated so far, by name.
#[derive(Default)]
pub(crate) struct PowerHelpers<'ctx> {
    functions: HashMap<String, FunctionValue<'ctx>>,
}

/// Which run-time algorithm a float power with a variable exponent uses.
#[derive(Clone, Copy, PartialEq, Eq)]
enum FloatPowerAlgorithm {
    /// libgcc `__powi?f2` (exponent `int`).
    Libgcc,
    /// libgfortran `pow_r?_i8` (exponent `INTEGER*8`).
    Libgfortran,
}

impl<'m, 'ctx> FunctionLowering<'m, 'ctx> {
    pub(crate) fn lower_fpowi(&mut self, op: OpId) -> Result<BasicValueEnum<'ctx>, CodegenError> {
        let x = self.float_operand(op, 0)?;
        let n = self.int_operand(op, 1)?;
        let n_id = self.operand_id(op, 1)?;
        let exponent_bits = n.get_type().get_bit_width();
        if let Some(c) = constant_int(self.func, n_id) {
            if exponent_bits <= 32 || (-1..=2).contains(&c) {
                return Ok(self.powi_by_table(x, c)?.into());
            }
        }
        let algorithm = if exponent_bits <= 32 {
            FloatPowerAlgorithm::Libgcc
        } else {
            FloatPowerAlgorithm::Libgfortran
        };
        let exponent_ty = if algorithm == FloatPowerAlgorithm::Libgcc {
            self.types().i32()
        } else {
            self.types().i64()
        };
        let n = if exponent_bits < exponent_ty.get_bit_width() {
            self.b.build_int_s_extend(n, exponent_ty, "")?
        } else {
            n
        };
        let helper = float_power_helper(self.cx, x.get_type(), algorithm)?;
        self.call_value(helper, &[x.into(), n.into()])
    }

    pub(crate) fn lower_ipowi(&mut self, op: OpId) -> Result<BasicValueEnum<'ctx>, CodegenError> {
        let x = self.int_operand(op, 0)?;
        let n = self.int_operand(op, 1)?;
        if let Some(c) = constant_int(self.func, self.operand_id(op, 1)?) {
            if (0..256).contains(&c) {
                return Ok(self.int_power_by_table(x, c as u64)?.into());
            }
        }
        let helper = int_power_helper(self.cx, x.get_type(), n.get_type())?;
        self.call_value(helper, &[x.into(), n.into()])
    }

    /// `x**n` as GCC expands a constant exponent.
    fn powi_by_table(&self, x: FloatValue<'ctx>, n: i64) -> Result<FloatValue<'ctx>, CodegenError> {
        let one = x.get_type().const_float(1.0);
        if n == 0 {
            return Ok(one);
        }
        let mut cache = HashMap::from([(1u64, x)]);
        let r = self.power_tree(n.unsigned_abs(), &mut cache, &|a, b| {
            Ok(self.b.build_float_mul(a, b, "")?)
        })?;
        if n < 0 {
            Ok(self.b.build_float_div(one, r, "")?)
        } else {
            Ok(r)
        }
    }

    /// `x**n` for a small non-negative constant integer exponent (exact in any order).
    fn int_power_by_table(
        &self,
        x: IntValue<'ctx>,
        n: u64,
    ) -> Result<IntValue<'ctx>, CodegenError> {
        if n == 0 {
            return Ok(x.get_type().const_int(1, false));
        }
        let mut cache = HashMap::from([(1u64, x)]);
        self.power_tree(n, &mut cache, &|a, b| Ok(self.b.build_int_mul(a, b, "")?))
    }

    /// GCC's `powi_as_mults_1`: the power tree below 256, the window method above.
    fn power_tree<V: Copy>(
        &self,
        n: u64,
        cache: &mut HashMap<u64, V>,
        mul: &dyn Fn(V, V) -> Result<V, CodegenError>,
    ) -> Result<V, CodegenError> {
        let table_size = POWI_TABLE.len() as u64;
        if n < table_size {
            if let Some(&v) = cache.get(&n) {
                return Ok(v);
            }
        }
        let (a, b) = if n < table_size {
            let t = u64::from(POWI_TABLE[n as usize]);
            (
                self.power_tree(n - t, cache, mul)?,
                self.power_tree(t, cache, mul)?,
            )
        } else if n & 1 == 1 {
            let digit = n & ((1 << POWI_WINDOW_BITS) - 1);
            (
                self.power_tree(n - digit, cache, mul)?,
                self.power_tree(digit, cache, mul)?,
            )
        } else {
            let half = self.power_tree(n >> 1, cache, mul)?;
            (half, half)
        };
        let r = mul(a, b)?;
        if n < table_size {
            cache.insert(n, r);
        }
        Ok(r)
    }
}

fn float_name(t: FloatType<'_>) -> &'static str {
    if t.get_bit_width() == 32 {
        "f32"
    } else {
        "f64"
    }
}

/// A new internal helper function with an entry block, and a builder positioned in it.
fn start_helper<'ctx>(
    cx: &ModuleLowering<'ctx>,
    name: &str,
    fn_type: inkwell::types::FunctionType<'ctx>,
) -> (FunctionValue<'ctx>, Builder<'ctx>) {
    let f = cx
        .module
        .add_function(name, fn_type, Some(Linkage::Internal));
    f.add_attribute(
        inkwell::attributes::AttributeLoc::Function,
        cx.ctx.create_enum_attribute(
            inkwell::attributes::Attribute::get_named_enum_kind_id("nounwind"),
            0,
        ),
    );
    let b = cx.ctx.create_builder();
    b.position_at_end(cx.ctx.append_basic_block(f, "entry"));
    (f, b)
}

fn param_float<'ctx>(f: FunctionValue<'ctx>, i: u32) -> Result<FloatValue<'ctx>, CodegenError> {
    f.get_nth_param(i)
        .map(BasicValueEnum::into_float_value)
        .ok_or_else(|| CodegenError::Llvm("helper parameter missing".into()))
}

fn param_int<'ctx>(f: FunctionValue<'ctx>, i: u32) -> Result<IntValue<'ctx>, CodegenError> {
    f.get_nth_param(i)
        .map(BasicValueEnum::into_int_value)
        .ok_or_else(|| CodegenError::Llvm("helper parameter missing".into()))
}

/// The helper computing `x**n` for a float `x` with a run-time exponent.
fn float_power_helper<'ctx>(
    cx: &mut ModuleLowering<'ctx>,
    ft: FloatType<'ctx>,
    algorithm: FloatPowerAlgorithm,
) -> Result<FunctionValue<'ctx>, CodegenError> {
    let name = match algorithm {
        FloatPowerAlgorithm::Libgcc => format!("dvmh.powi.{}.i32", float_name(ft)),
        FloatPowerAlgorithm::Libgfortran => format!("dvmh.powi.{}.i64", float_name(ft)),
    };
    if let Some(&f) = cx.helpers.functions.get(&name) {
        return Ok(f);
    }
    let f = match algorithm {
        FloatPowerAlgorithm::Libgcc => build_libgcc_powi(cx, &name, ft)?,
        FloatPowerAlgorithm::Libgfortran => build_libgfortran_powi(cx, &name, ft)?,
    };
    cx.helpers.functions.insert(name, f);
    Ok(f)
}

/// libgcc `__powidf2`:
/// ```c
/// unsigned n = m < 0 ? -(unsigned) m : m;  T y = n % 2 ? x : 1;
/// while (n >>= 1) { x = x * x; if (n % 2) y = y * x; }
/// return m < 0 ? 1 / y : y;
/// ```
fn build_libgcc_powi<'ctx>(
    cx: &ModuleLowering<'ctx>,
    name: &str,
    ft: FloatType<'ctx>,
) -> Result<FunctionValue<'ctx>, CodegenError> {
    let i32t = cx.types.i32();
    let (f, b) = start_helper(cx, name, ft.fn_type(&[ft.into(), i32t.into()], false));
    let (x, m) = (param_float(f, 0)?, param_int(f, 1)?);
    let entry = b
        .get_insert_block()
        .ok_or_else(|| CodegenError::Llvm("helper entry".into()))?;
    let body = cx.ctx.append_basic_block(f, "loop");
    let done = cx.ctx.append_basic_block(f, "done");
    let zero = i32t.const_zero();
    let one_i = i32t.const_int(1, false);
    let one_f = ft.const_float(1.0);

    let negative = b.build_int_compare(IntPredicate::SLT, m, zero, "")?;
    let minus_m = b.build_int_neg(m, "")?;
    let n0 = b.build_select(negative, minus_m, m, "")?.into_int_value();
    let odd0 = b.build_int_compare(IntPredicate::NE, b.build_and(n0, one_i, "")?, zero, "")?;
    let y0 = b.build_select(odd0, x, one_f, "")?.into_float_value();
    let n1 = b.build_right_shift(n0, one_i, false, "")?;
    let more0 = b.build_int_compare(IntPredicate::NE, n1, zero, "")?;
    b.build_conditional_branch(more0, body, done)?;

    b.position_at_end(body);
    let xp = b.build_phi(ft, "x")?;
    let yp = b.build_phi(ft, "y")?;
    let np = b.build_phi(i32t, "n")?;
    let (xv, yv, nv) = (
        xp.as_basic_value().into_float_value(),
        yp.as_basic_value().into_float_value(),
        np.as_basic_value().into_int_value(),
    );
    let x2 = b.build_float_mul(xv, xv, "")?;
    let odd = b.build_int_compare(IntPredicate::NE, b.build_and(nv, one_i, "")?, zero, "")?;
    let yx = b.build_float_mul(yv, x2, "")?;
    let y2 = b.build_select(odd, yx, yv, "")?.into_float_value();
    let n2 = b.build_right_shift(nv, one_i, false, "")?;
    let more = b.build_int_compare(IntPredicate::NE, n2, zero, "")?;
    b.build_conditional_branch(more, body, done)?;
    xp.add_incoming(&[(&x, entry), (&x2, body)]);
    yp.add_incoming(&[(&y0, entry), (&y2, body)]);
    np.add_incoming(&[(&n1, entry), (&n2, body)]);

    b.position_at_end(done);
    let y = b.build_phi(ft, "")?;
    y.add_incoming(&[(&y0, entry), (&y2, body)]);
    let yv = y.as_basic_value().into_float_value();
    let inv = b.build_float_div(one_f, yv, "")?;
    let r = b.build_select(negative, inv, yv, "")?;
    b.build_return(Some(&r))?;
    Ok(f)
}

/// libgfortran `pow_r8_i8`:
/// ```c
/// pow = 1; if (n != 0) { if (n < 0) { u = -n; x = 1 / x; } else u = n;
///   for (;;) { if (u & 1) pow *= x; u >>= 1; if (u) x *= x; else break; } }
/// return pow;
/// ```
fn build_libgfortran_powi<'ctx>(
    cx: &ModuleLowering<'ctx>,
    name: &str,
    ft: FloatType<'ctx>,
) -> Result<FunctionValue<'ctx>, CodegenError> {
    let i64t = cx.types.i64();
    let (f, b) = start_helper(cx, name, ft.fn_type(&[ft.into(), i64t.into()], false));
    let (x, n) = (param_float(f, 0)?, param_int(f, 1)?);
    let entry = b
        .get_insert_block()
        .ok_or_else(|| CodegenError::Llvm("helper entry".into()))?;
    let start = cx.ctx.append_basic_block(f, "start");
    let body = cx.ctx.append_basic_block(f, "loop");
    let square = cx.ctx.append_basic_block(f, "square");
    let done = cx.ctx.append_basic_block(f, "done");
    let zero = i64t.const_zero();
    let one_i = i64t.const_int(1, false);
    let one_f = ft.const_float(1.0);

    let is_zero = b.build_int_compare(IntPredicate::EQ, n, zero, "")?;
    b.build_conditional_branch(is_zero, done, start)?;

    b.position_at_end(start);
    let negative = b.build_int_compare(IntPredicate::SLT, n, zero, "")?;
    let minus_n = b.build_int_neg(n, "")?;
    let u0 = b.build_select(negative, minus_n, n, "")?.into_int_value();
    let inv_x = b.build_float_div(one_f, x, "")?;
    let x0 = b.build_select(negative, inv_x, x, "")?.into_float_value();
    b.build_unconditional_branch(body)?;

    b.position_at_end(body);
    let up = b.build_phi(i64t, "u")?;
    let xp = b.build_phi(ft, "x")?;
    let pp = b.build_phi(ft, "pow")?;
    let (uv, xv, pv) = (
        up.as_basic_value().into_int_value(),
        xp.as_basic_value().into_float_value(),
        pp.as_basic_value().into_float_value(),
    );
    let odd = b.build_int_compare(IntPredicate::NE, b.build_and(uv, one_i, "")?, zero, "")?;
    let px = b.build_float_mul(pv, xv, "")?;
    let p2 = b.build_select(odd, px, pv, "")?.into_float_value();
    let u2 = b.build_right_shift(uv, one_i, false, "")?;
    let more = b.build_int_compare(IntPredicate::NE, u2, zero, "")?;
    b.build_conditional_branch(more, square, done)?;

    b.position_at_end(square);
    let x2 = b.build_float_mul(xv, xv, "")?;
    b.build_unconditional_branch(body)?;
    up.add_incoming(&[(&u0, start), (&u2, square)]);
    xp.add_incoming(&[(&x0, start), (&x2, square)]);
    pp.add_incoming(&[(&one_f, start), (&p2, square)]);

    b.position_at_end(done);
    let r = b.build_phi(ft, "")?;
    r.add_incoming(&[(&one_f, entry), (&p2, body)]);
    b.build_return(Some(&r.as_basic_value()))?;
    Ok(f)
}

/// The helper computing integer `x**n` (libgfortran `pow_i4_i4` and relatives).
fn int_power_helper<'ctx>(
    cx: &mut ModuleLowering<'ctx>,
    xt: IntType<'ctx>,
    nt: IntType<'ctx>,
) -> Result<FunctionValue<'ctx>, CodegenError> {
    let name = format!("dvmh.ipow.i{}.i{}", xt.get_bit_width(), nt.get_bit_width());
    if let Some(&f) = cx.helpers.functions.get(&name) {
        return Ok(f);
    }
    let f = build_int_power(cx, &name, xt, nt)?;
    cx.helpers.functions.insert(name, f);
    Ok(f)
}

/// ```c
/// if (n == 0) return 1;
/// if (n < 0) return x == 1 ? 1 : x == -1 ? (n & 1 ? -1 : 1) : 0;
/// pow = 1; u = n; for (;;) { if (u & 1) pow *= x; u >>= 1; if (u) x *= x; else break; }
/// return pow;
/// ```
fn build_int_power<'ctx>(
    cx: &ModuleLowering<'ctx>,
    name: &str,
    xt: IntType<'ctx>,
    nt: IntType<'ctx>,
) -> Result<FunctionValue<'ctx>, CodegenError> {
    let (f, b) = start_helper(cx, name, xt.fn_type(&[xt.into(), nt.into()], false));
    let (x, n) = (param_int(f, 0)?, param_int(f, 1)?);
    let entry = b
        .get_insert_block()
        .ok_or_else(|| CodegenError::Llvm("helper entry".into()))?;
    let check_sign = cx.ctx.append_basic_block(f, "check_sign");
    let negative = cx.ctx.append_basic_block(f, "negative");
    let body = cx.ctx.append_basic_block(f, "loop");
    let square = cx.ctx.append_basic_block(f, "square");
    let done = cx.ctx.append_basic_block(f, "done");
    let (n_zero, n_one) = (nt.const_zero(), nt.const_int(1, false));
    let (x_zero, x_one) = (xt.const_zero(), xt.const_int(1, false));
    let x_minus_one = xt.const_all_ones();

    let is_zero = b.build_int_compare(IntPredicate::EQ, n, n_zero, "")?;
    b.build_conditional_branch(is_zero, done, check_sign)?;

    b.position_at_end(check_sign);
    let is_negative = b.build_int_compare(IntPredicate::SLT, n, n_zero, "")?;
    b.build_conditional_branch(is_negative, negative, body)?;

    b.position_at_end(negative);
    let x_is_one = b.build_int_compare(IntPredicate::EQ, x, x_one, "")?;
    let x_is_minus_one = b.build_int_compare(IntPredicate::EQ, x, x_minus_one, "")?;
    let n_odd = b.build_int_compare(IntPredicate::NE, b.build_and(n, n_one, "")?, n_zero, "")?;
    let sign = b.build_select(n_odd, x_minus_one, x_one, "")?;
    let unit = b.build_select(x_is_minus_one, sign, x_zero.into(), "")?;
    let r_neg = b.build_select(x_is_one, x_one.into(), unit, "")?;
    b.build_return(Some(&r_neg))?;

    b.position_at_end(body);
    let up = b.build_phi(nt, "u")?;
    let xp = b.build_phi(xt, "x")?;
    let pp = b.build_phi(xt, "pow")?;
    let (uv, xv, pv) = (
        up.as_basic_value().into_int_value(),
        xp.as_basic_value().into_int_value(),
        pp.as_basic_value().into_int_value(),
    );
    let odd = b.build_int_compare(IntPredicate::NE, b.build_and(uv, n_one, "")?, n_zero, "")?;
    let px = b.build_int_mul(pv, xv, "")?;
    let p2 = b.build_select(odd, px, pv, "")?.into_int_value();
    let u2 = b.build_right_shift(uv, n_one, false, "")?;
    let more = b.build_int_compare(IntPredicate::NE, u2, n_zero, "")?;
    b.build_conditional_branch(more, square, done)?;

    b.position_at_end(square);
    let x2 = b.build_int_mul(xv, xv, "")?;
    b.build_unconditional_branch(body)?;
    up.add_incoming(&[(&n, check_sign), (&u2, square)]);
    xp.add_incoming(&[(&x, check_sign), (&x2, square)]);
    pp.add_incoming(&[(&x_one, check_sign), (&p2, square)]);

    b.position_at_end(done);
    let r = b.build_phi(xt, "")?;
    r.add_incoming(&[(&x_one, entry), (&p2, body)]);
    b.build_return(Some(&r.as_basic_value()))?;
    Ok(f)
}

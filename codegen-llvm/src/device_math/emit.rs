//! A small vocabulary for writing numeric algorithms as LLVM IR: float and integer arithmetic,
//! comparisons, selects, bit casts and double-double ("dd") arithmetic.
//!
//! The device math library is written in these terms so that each algorithm reads like the
//! formula it implements. Every float operation is a plain IEEE operation without fast-math
//! flags; the only fused operation is the explicit `llvm.fma`, which NVPTX executes natively
//! (`fma.rn.f64`) and the x86-64 back end calls or emits exactly. The double-double helpers are
//! the classic error-free transformations (Knuth's two-sum, Dekker's fast two-sum, the product
//! error via `fma`), which need exactly that: no reassociation, no contraction.

use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::intrinsics::Intrinsic;
use inkwell::module::{Linkage, Module};
use inkwell::values::{BasicValueEnum, FloatValue, FunctionValue, IntValue};
use inkwell::{FloatPredicate, IntPredicate};

use crate::error::CodegenError;

pub(crate) type F<'ctx> = FloatValue<'ctx>;
pub(crate) type I<'ctx> = IntValue<'ctx>;
pub(crate) type R<T> = Result<T, CodegenError>;

/// A double-double number `hi + lo` with `|lo| <= ulp(hi) / 2`.
#[derive(Clone, Copy)]
pub(crate) struct Dd<'ctx> {
    pub hi: F<'ctx>,
    pub lo: F<'ctx>,
}

/// The function being written and a builder positioned in it.
pub(crate) struct Emit<'a, 'ctx> {
    pub ctx: &'ctx Context,
    pub module: &'a Module<'ctx>,
    pub b: Builder<'ctx>,
    pub f: FunctionValue<'ctx>,
}

impl<'a, 'ctx> Emit<'a, 'ctx> {
    /// Starts the `f64` function `name` taking `arity` `f64`s.
    pub fn start(
        ctx: &'ctx Context,
        module: &'a Module<'ctx>,
        name: &str,
        arity: usize,
        linkage: Linkage,
    ) -> Self {
        let t = ctx.f64_type();
        let fn_type = t.fn_type(&vec![t.into(); arity], false);
        let f = module.add_function(name, fn_type, Some(linkage));
        f.add_attribute(
            inkwell::attributes::AttributeLoc::Function,
            ctx.create_enum_attribute(
                inkwell::attributes::Attribute::get_named_enum_kind_id("nounwind"),
                0,
            ),
        );
        let b = ctx.create_builder();
        b.position_at_end(ctx.append_basic_block(f, "entry"));
        Emit { ctx, module, b, f }
    }

    pub fn param(&self, i: u32) -> R<F<'ctx>> {
        self.f
            .get_nth_param(i)
            .map(BasicValueEnum::into_float_value)
            .ok_or_else(|| CodegenError::Llvm("math function parameter missing".into()))
    }

    pub fn ret(&self, v: F<'ctx>) -> R<()> {
        self.b.build_return(Some(&v))?;
        Ok(())
    }

    pub fn c(&self, v: f64) -> F<'ctx> {
        self.ctx.f64_type().const_float(v)
    }

    pub fn ci(&self, v: i64) -> I<'ctx> {
        self.ctx.i64_type().const_int(v as u64, true)
    }

    pub fn add(&self, a: F<'ctx>, b: F<'ctx>) -> R<F<'ctx>> {
        Ok(self.b.build_float_add(a, b, "")?)
    }

    pub fn sub(&self, a: F<'ctx>, b: F<'ctx>) -> R<F<'ctx>> {
        Ok(self.b.build_float_sub(a, b, "")?)
    }

    pub fn mul(&self, a: F<'ctx>, b: F<'ctx>) -> R<F<'ctx>> {
        Ok(self.b.build_float_mul(a, b, "")?)
    }

    pub fn div(&self, a: F<'ctx>, b: F<'ctx>) -> R<F<'ctx>> {
        Ok(self.b.build_float_div(a, b, "")?)
    }

    pub fn neg(&self, a: F<'ctx>) -> R<F<'ctx>> {
        Ok(self.b.build_float_neg(a, "")?)
    }

    fn intrinsic(&self, name: &str, args: &[F<'ctx>]) -> R<F<'ctx>> {
        let t = self.ctx.f64_type();
        let f = Intrinsic::find(name)
            .and_then(|i| i.get_declaration(self.module, &[t.into()]))
            .ok_or_else(|| CodegenError::Llvm(format!("LLVM has no intrinsic {name}")))?;
        let args: Vec<_> = args.iter().map(|&a| a.into()).collect();
        self.b
            .build_call(f, &args, "")?
            .try_as_basic_value()
            .basic()
            .map(BasicValueEnum::into_float_value)
            .ok_or_else(|| CodegenError::Llvm(format!("{name} returns no value")))
    }

    /// `a * b + c` rounded once.
    pub fn fma(&self, a: F<'ctx>, b: F<'ctx>, c: F<'ctx>) -> R<F<'ctx>> {
        self.intrinsic("llvm.fma", &[a, b, c])
    }

    pub fn abs(&self, a: F<'ctx>) -> R<F<'ctx>> {
        self.intrinsic("llvm.fabs", &[a])
    }

    pub fn sqrt(&self, a: F<'ctx>) -> R<F<'ctx>> {
        self.intrinsic("llvm.sqrt", &[a])
    }

    pub fn floor(&self, a: F<'ctx>) -> R<F<'ctx>> {
        self.intrinsic("llvm.floor", &[a])
    }

    /// Rounds to the nearest integer, ties to even.
    pub fn rint(&self, a: F<'ctx>) -> R<F<'ctx>> {
        self.intrinsic("llvm.rint", &[a])
    }

    pub fn copysign(&self, magnitude: F<'ctx>, sign: F<'ctx>) -> R<F<'ctx>> {
        self.intrinsic("llvm.copysign", &[magnitude, sign])
    }

    pub fn fcmp(&self, p: FloatPredicate, a: F<'ctx>, b: F<'ctx>) -> R<I<'ctx>> {
        Ok(self.b.build_float_compare(p, a, b, "")?)
    }

    pub fn lt(&self, a: F<'ctx>, b: F<'ctx>) -> R<I<'ctx>> {
        self.fcmp(FloatPredicate::OLT, a, b)
    }

    pub fn le(&self, a: F<'ctx>, b: F<'ctx>) -> R<I<'ctx>> {
        self.fcmp(FloatPredicate::OLE, a, b)
    }

    pub fn gt(&self, a: F<'ctx>, b: F<'ctx>) -> R<I<'ctx>> {
        self.fcmp(FloatPredicate::OGT, a, b)
    }

    pub fn ge(&self, a: F<'ctx>, b: F<'ctx>) -> R<I<'ctx>> {
        self.fcmp(FloatPredicate::OGE, a, b)
    }

    pub fn eq(&self, a: F<'ctx>, b: F<'ctx>) -> R<I<'ctx>> {
        self.fcmp(FloatPredicate::OEQ, a, b)
    }

    pub fn is_nan(&self, a: F<'ctx>) -> R<I<'ctx>> {
        self.fcmp(FloatPredicate::UNO, a, a)
    }

    /// `a` is neither infinite nor NaN.
    pub fn is_finite(&self, a: F<'ctx>) -> R<I<'ctx>> {
        let m = self.abs(a)?;
        self.lt(m, self.c(f64::INFINITY))
    }

    /// The sign bit of `a` is set (also for `-0` and negative NaNs).
    pub fn sign_bit(&self, a: F<'ctx>) -> R<I<'ctx>> {
        let bits = self.bits(a)?;
        self.icmp(IntPredicate::SLT, bits, self.ci(0))
    }

    pub fn sel(&self, c: I<'ctx>, a: F<'ctx>, b: F<'ctx>) -> R<F<'ctx>> {
        Ok(self.b.build_select(c, a, b, "")?.into_float_value())
    }

    pub fn seli(&self, c: I<'ctx>, a: I<'ctx>, b: I<'ctx>) -> R<I<'ctx>> {
        Ok(self.b.build_select(c, a, b, "")?.into_int_value())
    }

    pub fn and(&self, a: I<'ctx>, b: I<'ctx>) -> R<I<'ctx>> {
        Ok(self.b.build_and(a, b, "")?)
    }

    pub fn or(&self, a: I<'ctx>, b: I<'ctx>) -> R<I<'ctx>> {
        Ok(self.b.build_or(a, b, "")?)
    }

    pub fn not(&self, a: I<'ctx>) -> R<I<'ctx>> {
        Ok(self.b.build_not(a, "")?)
    }

    pub fn iadd(&self, a: I<'ctx>, b: I<'ctx>) -> R<I<'ctx>> {
        Ok(self.b.build_int_add(a, b, "")?)
    }

    pub fn isub(&self, a: I<'ctx>, b: I<'ctx>) -> R<I<'ctx>> {
        Ok(self.b.build_int_sub(a, b, "")?)
    }

    pub fn imul(&self, a: I<'ctx>, b: I<'ctx>) -> R<I<'ctx>> {
        Ok(self.b.build_int_mul(a, b, "")?)
    }

    pub fn shl(&self, a: I<'ctx>, n: i64) -> R<I<'ctx>> {
        Ok(self.b.build_left_shift(a, self.ci(n), "")?)
    }

    pub fn lshr(&self, a: I<'ctx>, n: i64) -> R<I<'ctx>> {
        Ok(self.b.build_right_shift(a, self.ci(n), false, "")?)
    }

    pub fn ashr(&self, a: I<'ctx>, n: I<'ctx>) -> R<I<'ctx>> {
        Ok(self.b.build_right_shift(a, n, true, "")?)
    }

    pub fn icmp(&self, p: IntPredicate, a: I<'ctx>, b: I<'ctx>) -> R<I<'ctx>> {
        Ok(self.b.build_int_compare(p, a, b, "")?)
    }

    pub fn bits(&self, a: F<'ctx>) -> R<I<'ctx>> {
        Ok(self
            .b
            .build_bit_cast(a, self.ctx.i64_type(), "")?
            .into_int_value())
    }

    pub fn float_from_bits(&self, a: I<'ctx>) -> R<F<'ctx>> {
        Ok(self
            .b
            .build_bit_cast(a, self.ctx.f64_type(), "")?
            .into_float_value())
    }

    /// A float holding an integer value, converted to `i64` (exact for `|a| < 2^63`).
    pub fn to_int(&self, a: F<'ctx>) -> R<I<'ctx>> {
        Ok(self
            .b
            .build_float_to_signed_int(a, self.ctx.i64_type(), "")?)
    }

    pub fn to_float(&self, a: I<'ctx>) -> R<F<'ctx>> {
        Ok(self
            .b
            .build_signed_int_to_float(a, self.ctx.f64_type(), "")?)
    }

    /// `2^k` for an integer `-1022 <= k <= 1023`, built from its bits.
    pub fn pow2(&self, k: I<'ctx>) -> R<F<'ctx>> {
        let biased = self.iadd(k, self.ci(1023))?;
        self.float_from_bits(self.shl(biased, 52)?)
    }

    /// `c[0] + x * (c[1] + x * (c[2] + ...))` by Horner's rule with fused steps.
    pub fn horner(&self, x: F<'ctx>, c: &[f64]) -> R<F<'ctx>> {
        let Some((&last, rest)) = c.split_last() else {
            return Ok(self.c(0.0));
        };
        let mut acc = self.c(last);
        for &ci in rest.iter().rev() {
            acc = self.fma(acc, x, self.c(ci))?;
        }
        Ok(acc)
    }

    // ---- double-double arithmetic ----

    pub fn dd(&self, hi: F<'ctx>, lo: F<'ctx>) -> Dd<'ctx> {
        Dd { hi, lo }
    }

    pub fn dd_const(&self, hi: f64, lo: f64) -> Dd<'ctx> {
        Dd {
            hi: self.c(hi),
            lo: self.c(lo),
        }
    }

    /// `a + b` exactly as `s + e` (Knuth), for any magnitudes.
    pub fn two_sum(&self, a: F<'ctx>, b: F<'ctx>) -> R<Dd<'ctx>> {
        let s = self.add(a, b)?;
        let bb = self.sub(s, a)?;
        let ab = self.sub(s, bb)?;
        let eb = self.sub(b, bb)?;
        let ea = self.sub(a, ab)?;
        Ok(Dd {
            hi: s,
            lo: self.add(ea, eb)?,
        })
    }

    /// `a + b` exactly as `s + e` (Dekker), when `|a| >= |b|` or `a` is zero.
    pub fn fast_two_sum(&self, a: F<'ctx>, b: F<'ctx>) -> R<Dd<'ctx>> {
        let s = self.add(a, b)?;
        let e = self.sub(b, self.sub(s, a)?)?;
        Ok(Dd { hi: s, lo: e })
    }

    /// `a * b` exactly as `p + e`.
    pub fn two_prod(&self, a: F<'ctx>, b: F<'ctx>) -> R<Dd<'ctx>> {
        let p = self.mul(a, b)?;
        let e = self.fma(a, b, self.neg(p)?)?;
        Ok(Dd { hi: p, lo: e })
    }

    pub fn dd_add(&self, a: Dd<'ctx>, b: Dd<'ctx>) -> R<Dd<'ctx>> {
        let s = self.two_sum(a.hi, b.hi)?;
        let t = self.two_sum(a.lo, b.lo)?;
        let lo = self.add(s.lo, t.hi)?;
        let u = self.fast_two_sum(s.hi, lo)?;
        let lo = self.add(u.lo, t.lo)?;
        self.fast_two_sum(u.hi, lo)
    }

    pub fn dd_add_f(&self, a: Dd<'ctx>, b: F<'ctx>) -> R<Dd<'ctx>> {
        let s = self.two_sum(a.hi, b)?;
        let lo = self.add(s.lo, a.lo)?;
        self.fast_two_sum(s.hi, lo)
    }

    pub fn dd_neg(&self, a: Dd<'ctx>) -> R<Dd<'ctx>> {
        Ok(Dd {
            hi: self.neg(a.hi)?,
            lo: self.neg(a.lo)?,
        })
    }

    pub fn dd_mul(&self, a: Dd<'ctx>, b: Dd<'ctx>) -> R<Dd<'ctx>> {
        let p = self.two_prod(a.hi, b.hi)?;
        let cross = self.fma(a.hi, b.lo, self.mul(a.lo, b.hi)?)?;
        let lo = self.add(p.lo, cross)?;
        self.fast_two_sum(p.hi, lo)
    }

    /// `a / b` to about 2^-104 relative.
    pub fn dd_div(&self, a: Dd<'ctx>, b: Dd<'ctx>) -> R<Dd<'ctx>> {
        let q = self.div(a.hi, b.hi)?;
        // a - q * b, with the leading product's rounding error recovered by the fma.
        let r = self.fma(self.neg(q)?, b.hi, a.hi)?;
        let r = self.add(r, a.lo)?;
        let r = self.fma(self.neg(q)?, b.lo, r)?;
        let lo = self.div(r, b.hi)?;
        self.fast_two_sum(q, lo)
    }

    /// Branches on `cond` and merges the values the two arms compute.
    pub fn branch(
        &self,
        cond: I<'ctx>,
        then: impl FnOnce(&Self) -> R<Vec<F<'ctx>>>,
        otherwise: impl FnOnce(&Self) -> R<Vec<F<'ctx>>>,
    ) -> R<Vec<F<'ctx>>> {
        let then_bb = self.ctx.append_basic_block(self.f, "then");
        let else_bb = self.ctx.append_basic_block(self.f, "else");
        let join = self.ctx.append_basic_block(self.f, "join");
        self.b.build_conditional_branch(cond, then_bb, else_bb)?;
        self.b.position_at_end(then_bb);
        let a = then(self)?;
        let a_end = self.current_block()?;
        self.b.build_unconditional_branch(join)?;
        self.b.position_at_end(else_bb);
        let b = otherwise(self)?;
        let b_end = self.current_block()?;
        self.b.build_unconditional_branch(join)?;
        self.b.position_at_end(join);
        a.iter()
            .zip(&b)
            .map(|(&x, &y)| {
                let phi = self.b.build_phi(self.ctx.f64_type(), "")?;
                phi.add_incoming(&[(&x, a_end), (&y, b_end)]);
                Ok(phi.as_basic_value().into_float_value())
            })
            .collect()
    }

    /// A loop running `body` for `i` in `0..count` (`count >= 1`), threading the floats
    /// `init` through the iterations; returns their final values.
    pub fn counted_loop(
        &self,
        count: i64,
        init: Vec<F<'ctx>>,
        body: impl FnOnce(&Self, I<'ctx>, &[F<'ctx>]) -> R<Vec<F<'ctx>>>,
    ) -> R<Vec<F<'ctx>>> {
        let pre = self.current_block()?;
        let loop_bb = self.ctx.append_basic_block(self.f, "loop");
        let exit = self.ctx.append_basic_block(self.f, "loop.end");
        self.b.build_unconditional_branch(loop_bb)?;
        self.b.position_at_end(loop_bb);
        let index = self.b.build_phi(self.ctx.i64_type(), "")?;
        index.add_incoming(&[(&self.ci(0), pre)]);
        let mut phis = Vec::new();
        for v in &init {
            let phi = self.b.build_phi(self.ctx.f64_type(), "")?;
            phi.add_incoming(&[(v, pre)]);
            phis.push(phi);
        }
        let i = index.as_basic_value().into_int_value();
        let current: Vec<F<'ctx>> = phis
            .iter()
            .map(|p| p.as_basic_value().into_float_value())
            .collect();
        let next = body(self, i, &current)?;
        let i_next = self.iadd(i, self.ci(1))?;
        let again = self.icmp(IntPredicate::SLT, i_next, self.ci(count))?;
        let end = self.current_block()?;
        self.b.build_conditional_branch(again, loop_bb, exit)?;
        index.add_incoming(&[(&i_next, end)]);
        for (phi, v) in phis.iter().zip(&next) {
            phi.add_incoming(&[(v, end)]);
        }
        self.b.position_at_end(exit);
        Ok(next)
    }

    fn current_block(&self) -> R<inkwell::basic_block::BasicBlock<'ctx>> {
        self.b
            .get_insert_block()
            .ok_or_else(|| CodegenError::Llvm("builder outside a block".into()))
    }
}

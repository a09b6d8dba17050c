//! Block-level combination of reduction partials, at the end of a kernel.
//!
//! Every thread of a device handler leaves its accumulator of reduction `k` in its slot of the
//! partial buffer `reds[k]` (`count` elements at `tid * count`). The kernel then combines the
//! slots of each block as a tree — in step `s` (half the block, then a quarter, ...) thread
//! `t < s` combines slot `t + s` into slot `t`, with a barrier between steps — and thread 0
//! copies the block's result to slot `nthreads + blockIdx.x`. The runtime then reads one
//! partial per block instead of one per thread (DESIGN: "block-level tree, final combine").
//!
//! The combination is the runtime's (`runtime/src/reduction.rs`): sums and products, MAX/MIN
//! ignoring a NaN operand (`llvm.maxnum`/`minnum`, as Rust's `f64::max`), logical AND/OR/EQV/
//! NEQV on LOGICAL values (non-zero is true), and MAXLOC/MINLOC, whose value (reduction `k`)
//! and location (reduction `k + 1`) move together with their order key (after the loop's
//! reductions, `ir/src/passes/located.rs`) when the higher slot's value is strictly better,
//! or ties and was found earlier in the serial order.

use crate::kernels::ThreadIds;
use dvmh_codegen_llvm::CodegenError;
use dvmh_ir::parallel::ReductionSpec;
use dvmh_ir::passes::located::KEY_OP;
use dvmh_ir::{Scalar, Type};
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::intrinsics::Intrinsic;
use inkwell::module::Module;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValueEnum, FunctionValue, IntValue, PointerValue};
use inkwell::{FloatPredicate, IntPredicate};

/// The largest block the kernels are launched with (CUDA's limit).
const MAX_BLOCK: u64 = 1024;

/// What the combination code needs about the kernel being built.
pub(crate) struct BlockContext<'ctx> {
    pub kernel: FunctionValue<'ctx>,
    /// The kernel's `reds` parameter.
    pub reds: PointerValue<'ctx>,
    /// The kernel's grid coordinates.
    pub ids: ThreadIds<'ctx>,
}

struct Emitter<'a, 'ctx> {
    ctx: &'ctx Context,
    module: &'a Module<'ctx>,
    b: &'a Builder<'ctx>,
    k: &'a BlockContext<'ctx>,
}

fn scalar(spec: &ReductionSpec) -> Result<Scalar, CodegenError> {
    match spec.elem {
        Type::Scalar(s) => Ok(s),
        t => Err(CodegenError::Llvm(format!(
            "a reduction of type {t} in a device handler"
        ))),
    }
}

impl<'ctx> Emitter<'_, 'ctx> {
    fn i64(&self, v: u64) -> IntValue<'ctx> {
        self.ctx.i64_type().const_int(v, false)
    }

    fn llvm_type(&self, s: Scalar) -> BasicTypeEnum<'ctx> {
        match s {
            Scalar::I1 => self.ctx.bool_type().into(),
            Scalar::I8 => self.ctx.i8_type().into(),
            Scalar::I16 => self.ctx.i16_type().into(),
            Scalar::I32 => self.ctx.i32_type().into(),
            Scalar::I64 => self.ctx.i64_type().into(),
            Scalar::F32 => self.ctx.f32_type().into(),
            Scalar::F64 => self.ctx.f64_type().into(),
            Scalar::F80 => self.ctx.x86_f80_type().into(),
        }
    }

    fn barrier(&self) -> Result<(), CodegenError> {
        let f = self
            .module
            .get_function("llvm.nvvm.barrier0")
            .unwrap_or_else(|| {
                let ty = self.ctx.void_type().fn_type(&[], false);
                self.module.add_function("llvm.nvvm.barrier0", ty, None)
            });
        self.b.build_call(f, &[], "")?;
        Ok(())
    }

    /// The partial buffer of reduction `k`.
    fn buffer(&self, k: usize) -> Result<PointerValue<'ctx>, CodegenError> {
        let ptr = self.ctx.ptr_type(inkwell::AddressSpace::default());
        // SAFETY: `reds` points to one pointer per reduction (the kernel's contract).
        let at = unsafe {
            self.b
                .build_in_bounds_gep(self.ctx.i64_type(), self.k.reds, &[self.i64(k as u64)], "")
        }?;
        Ok(self.b.build_load(ptr, at, "")?.into_pointer_value())
    }

    /// The address of element `e` of slot `slot` of a buffer of `count`-element slots.
    fn element(
        &self,
        buffer: PointerValue<'ctx>,
        s: Scalar,
        count: i64,
        slot: IntValue<'ctx>,
        e: IntValue<'ctx>,
    ) -> Result<PointerValue<'ctx>, CodegenError> {
        let first = self.b.build_int_mul(slot, self.i64(count as u64), "")?;
        let index = self.b.build_int_add(first, e, "")?;
        // SAFETY: the runtime sizes the buffer for every thread's and block's slot.
        Ok(unsafe {
            self.b
                .build_in_bounds_gep(self.llvm_type(s), buffer, &[index], "")
        }?)
    }

    /// Emits `body(e)` for `e` in `0..count` (a loop unless `count` is 1).
    fn for_each_element(
        &self,
        count: i64,
        body: &mut dyn FnMut(IntValue<'ctx>) -> Result<(), CodegenError>,
    ) -> Result<(), CodegenError> {
        if count == 1 {
            return body(self.i64(0));
        }
        let pre = self.b.get_insert_block().ok_or_else(no_block)?;
        let head = self.ctx.append_basic_block(self.k.kernel, "red.elem");
        let done = self.ctx.append_basic_block(self.k.kernel, "red.elem.done");
        self.b.build_unconditional_branch(head)?;
        self.b.position_at_end(head);
        let e = self.b.build_phi(self.ctx.i64_type(), "e")?;
        e.add_incoming(&[(&self.i64(0), pre)]);
        let e_value = e.as_basic_value().into_int_value();
        body(e_value)?;
        let next = self.b.build_int_add(e_value, self.i64(1), "")?;
        let latch = self.b.get_insert_block().ok_or_else(no_block)?;
        e.add_incoming(&[(&next, latch)]);
        let more = self
            .b
            .build_int_compare(IntPredicate::ULT, next, self.i64(count as u64), "")?;
        self.b.build_conditional_branch(more, head, done)?;
        self.b.position_at_end(done);
        Ok(())
    }

    fn intrinsic(
        &self,
        name: &str,
        ty: BasicTypeEnum<'ctx>,
    ) -> Result<FunctionValue<'ctx>, CodegenError> {
        Intrinsic::find(name)
            .and_then(|i| i.get_declaration(self.module, &[ty]))
            .ok_or_else(|| CodegenError::Llvm(format!("no intrinsic {name} for {ty}")))
    }

    /// `a op b` for an element-wise reduction.
    fn combine_values(
        &self,
        op: &str,
        s: Scalar,
        a: BasicValueEnum<'ctx>,
        b: BasicValueEnum<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>, CodegenError> {
        let ty = self.llvm_type(s);
        let call2 = |name: &str| -> Result<BasicValueEnum<'ctx>, CodegenError> {
            let f = self.intrinsic(name, ty)?;
            self.b
                .build_call(f, &[a.into(), b.into()], "")?
                .try_as_basic_value()
                .basic()
                .ok_or_else(|| CodegenError::Llvm(format!("{name} has no value")))
        };
        if s.is_float() {
            let (x, y) = (a.into_float_value(), b.into_float_value());
            return Ok(match op {
                "sum" => self.b.build_float_add(x, y, "")?.into(),
                "product" => self.b.build_float_mul(x, y, "")?.into(),
                "max" => call2("llvm.maxnum")?,
                "min" => call2("llvm.minnum")?,
                _ => return Err(unsupported(op, s)),
            });
        }
        let (x, y) = (a.into_int_value(), b.into_int_value());
        let logical =
            |pred: Option<IntPredicate>, and: bool| -> Result<BasicValueEnum<'ctx>, CodegenError> {
                let zero = x.get_type().const_zero();
                let xt = self.b.build_int_compare(IntPredicate::NE, x, zero, "")?;
                let yt = self.b.build_int_compare(IntPredicate::NE, y, zero, "")?;
                let r = match pred {
                    Some(p) => self.b.build_int_compare(p, xt, yt, "")?,
                    None if and => self.b.build_and(xt, yt, "")?,
                    None => self.b.build_or(xt, yt, "")?,
                };
                Ok(self.b.build_int_z_extend(r, x.get_type(), "")?.into())
            };
        Ok(match op {
            "sum" => self.b.build_int_add(x, y, "")?.into(),
            "product" => self.b.build_int_mul(x, y, "")?.into(),
            "max" => call2("llvm.smax")?,
            "min" => call2("llvm.smin")?,
            "and" => logical(None, true)?,
            "or" => logical(None, false)?,
            "eqv" => logical(Some(IntPredicate::EQ), false)?,
            "neqv" => logical(Some(IntPredicate::NE), false)?,
            "iand" => self.b.build_and(x, y, "")?.into(),
            "ior" => self.b.build_or(x, y, "")?.into(),
            "ieor" => self.b.build_xor(x, y, "")?.into(),
            _ => return Err(unsupported(op, s)),
        })
    }

    /// Combines slot `other` into slot `mine` for every reduction.
    fn combine_slots(
        &self,
        specs: &[ReductionSpec],
        mine: IntValue<'ctx>,
        other: IntValue<'ctx>,
    ) -> Result<(), CodegenError> {
        // The order keys (`ir/src/passes/located.rs`) follow the reductions, one per
        // MAXLOC/MINLOC; each moves with its value.
        let reductions = specs.iter().take_while(|r| r.op != KEY_OP).count();
        let mut k = 0;
        let mut pair = 0;
        while k < reductions {
            let spec = &specs[k];
            let s = scalar(spec)?;
            let buffer = self.buffer(k)?;
            if matches!(spec.op.as_str(), "maxloc" | "minloc") {
                self.combine_located(specs, k, reductions + pair, buffer, mine, other)?;
                k += 2;
                pair += 1;
                continue;
            }
            let ty = self.llvm_type(s);
            self.for_each_element(spec.count, &mut |e| {
                let pa = self.element(buffer, s, spec.count, mine, e)?;
                let pb = self.element(buffer, s, spec.count, other, e)?;
                let a = self.b.build_load(ty, pa, "")?;
                let b = self.b.build_load(ty, pb, "")?;
                let r = self.combine_values(&spec.op, s, a, b)?;
                self.b.build_store(pa, r)?;
                Ok(())
            })?;
            k += 1;
        }
        Ok(())
    }

    /// MAXLOC/MINLOC: the value (reduction `k`), its location (`k + 1`) and its order key
    /// (`key`) move together when the other slot's value is better, or ties and comes first
    /// in the serial order.
    fn combine_located(
        &self,
        specs: &[ReductionSpec],
        k: usize,
        key: usize,
        buffer: PointerValue<'ctx>,
        mine: IntValue<'ctx>,
        other: IntValue<'ctx>,
    ) -> Result<(), CodegenError> {
        let spec = &specs[k];
        let s = scalar(spec)?;
        let loc = specs
            .get(k + 1)
            .filter(|l| l.op == "loc")
            .ok_or_else(|| CodegenError::Llvm(format!("{} without its location", spec.op)))?;
        let ls = scalar(loc)?;
        let ty = self.llvm_type(s);
        let pa = self.element(buffer, s, spec.count, mine, self.i64(0))?;
        let pb = self.element(buffer, s, spec.count, other, self.i64(0))?;
        let a = self.b.build_load(ty, pa, "")?;
        let b = self.b.build_load(ty, pb, "")?;
        let max = spec.op == "maxloc";
        let (better, tie) = if s.is_float() {
            let p = if max {
                FloatPredicate::OGT
            } else {
                FloatPredicate::OLT
            };
            let (x, y) = (b.into_float_value(), a.into_float_value());
            (
                self.b.build_float_compare(p, x, y, "")?,
                self.b.build_float_compare(FloatPredicate::OEQ, x, y, "")?,
            )
        } else {
            let p = if max {
                IntPredicate::SGT
            } else {
                IntPredicate::SLT
            };
            let (x, y) = (b.into_int_value(), a.into_int_value());
            (
                self.b.build_int_compare(p, x, y, "")?,
                self.b.build_int_compare(IntPredicate::EQ, x, y, "")?,
            )
        };
        let key_spec = specs
            .get(key)
            .filter(|r| r.op == KEY_OP)
            .ok_or_else(|| CodegenError::Llvm(format!("{} without its order key", spec.op)))?;
        let key_buffer = self.buffer(key)?;
        let i64t = self.ctx.i64_type();
        // other's key < mine, lexicographically (outermost dimension first).
        let mut earlier = self.ctx.bool_type().const_zero();
        for d in (0..key_spec.count as u64).rev() {
            let ka = self.element(key_buffer, Scalar::I64, key_spec.count, mine, self.i64(d))?;
            let kb = self.element(key_buffer, Scalar::I64, key_spec.count, other, self.i64(d))?;
            let ka = self.b.build_load(i64t, ka, "")?.into_int_value();
            let kb = self.b.build_load(i64t, kb, "")?.into_int_value();
            let lt = self.b.build_int_compare(IntPredicate::SLT, kb, ka, "")?;
            let eq = self.b.build_int_compare(IntPredicate::EQ, kb, ka, "")?;
            let rest = self.b.build_and(eq, earlier, "")?;
            earlier = self.b.build_or(lt, rest, "")?;
        }
        let tie_first = self.b.build_and(tie, earlier, "")?;
        let better = self.b.build_or(better, tie_first, "")?;
        let take = self.ctx.append_basic_block(self.k.kernel, "loc.take");
        let keep = self.ctx.append_basic_block(self.k.kernel, "loc.keep");
        self.b.build_conditional_branch(better, take, keep)?;
        self.b.position_at_end(take);
        self.b.build_store(pa, b)?;
        let loc_buffer = self.buffer(k + 1)?;
        let lty = self.llvm_type(ls);
        self.for_each_element(loc.count, &mut |e| {
            let la = self.element(loc_buffer, ls, loc.count, mine, e)?;
            let lb = self.element(loc_buffer, ls, loc.count, other, e)?;
            let v = self.b.build_load(lty, lb, "")?;
            self.b.build_store(la, v)?;
            Ok(())
        })?;
        self.for_each_element(key_spec.count, &mut |e| {
            let ka = self.element(key_buffer, Scalar::I64, key_spec.count, mine, e)?;
            let kb = self.element(key_buffer, Scalar::I64, key_spec.count, other, e)?;
            let v = self.b.build_load(i64t, kb, "")?;
            self.b.build_store(ka, v)?;
            Ok(())
        })?;
        self.b.build_unconditional_branch(keep)?;
        self.b.position_at_end(keep);
        Ok(())
    }

    /// Copies slot `from` to slot `to` for every reduction.
    fn copy_slots(
        &self,
        specs: &[ReductionSpec],
        from: IntValue<'ctx>,
        to: IntValue<'ctx>,
    ) -> Result<(), CodegenError> {
        for (k, spec) in specs.iter().enumerate() {
            let s = scalar(spec)?;
            let buffer = self.buffer(k)?;
            let ty = self.llvm_type(s);
            self.for_each_element(spec.count, &mut |e| {
                let src = self.element(buffer, s, spec.count, from, e)?;
                let dst = self.element(buffer, s, spec.count, to, e)?;
                let v = self.b.build_load(ty, src, "")?;
                self.b.build_store(dst, v)?;
                Ok(())
            })?;
        }
        Ok(())
    }

    /// `if cond { body }` at the current position.
    fn when(
        &self,
        cond: IntValue<'ctx>,
        body: &mut dyn FnMut() -> Result<(), CodegenError>,
    ) -> Result<(), CodegenError> {
        let then = self.ctx.append_basic_block(self.k.kernel, "red.then");
        let after = self.ctx.append_basic_block(self.k.kernel, "red.after");
        self.b.build_conditional_branch(cond, then, after)?;
        self.b.position_at_end(then);
        body()?;
        self.b.build_unconditional_branch(after)?;
        self.b.position_at_end(after);
        Ok(())
    }
}

fn no_block() -> CodegenError {
    CodegenError::Llvm("builder has no insertion block".into())
}

fn unsupported(op: &str, s: Scalar) -> CodegenError {
    CodegenError::Llvm(format!("reduction {op} on {s:?} in a device handler"))
}

/// Emits the block-level combination for `specs` at the builder's position (after the
/// handler's call; every thread of the block reaches it).
pub(crate) fn combine_blocks<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    b: &Builder<'ctx>,
    k: &BlockContext<'ctx>,
    specs: &[ReductionSpec],
) -> Result<(), CodegenError> {
    if specs.is_empty() {
        return Ok(());
    }
    let em = Emitter { ctx, module, b, k };
    em.barrier()?;
    let mine = b.build_int_add(k.ids.block_base, k.ids.tid_x, "")?;
    let mut step = MAX_BLOCK / 2;
    while step >= 1 {
        let s = em.i64(step);
        let active = b.build_int_compare(IntPredicate::ULT, k.ids.tid_x, s, "")?;
        let fits = b.build_int_compare(IntPredicate::ULT, s, k.ids.ntid, "")?;
        let go = b.build_and(active, fits, "")?;
        em.when(go, &mut || {
            let other = b.build_int_add(mine, s, "")?;
            em.combine_slots(specs, mine, other)
        })?;
        em.barrier()?;
        step /= 2;
    }
    let first = b.build_int_compare(IntPredicate::EQ, k.ids.tid_x, em.i64(0), "")?;
    em.when(first, &mut || {
        let to = b.build_int_add(k.ids.nthreads, k.ids.ctaid, "")?;
        em.copy_slots(specs, mine, to)
    })?;
    Ok(())
}

//! Block-level combination of reduction partials, at the end of a kernel.
//!
//! Every thread of a device handler leaves its accumulator of reduction `k` in its slot of the
//! partial buffer `reds[k]` (`count` elements at `tid * count`). The kernel then combines the
//! slots of each block by warp shuffles, in registers: each thread loads its partials, the
//! lanes of a warp combine theirs in five butterfly steps (`shfl.sync.bfly`, 16, 8, 4, 2, 1
//! lanes apart, on 32-bit pieces), lane 0 leaves the warp's result in the warp's slot of a
//! shared array, and after one barrier the first warp combines the block's [`WARPS`] slots the
//! same way (each group of [`WARPS`] lanes reads all of them) and its lane 0 writes the block's
//! result to slot `nthreads + blockIdx` (the linear block index). The runtime then reads one
//! partial per block instead of one per thread (DESIGN: "block-level tree, final combine").
//! Against a shared-memory tree (a barrier and a load/store round per halving) this keeps one
//! barrier, and no value lives across the handler's loop: ptxas needs no more registers for
//! the combination than for the loop (no spills on sm_70).
//!
//! A MAXLOC/MINLOC value moves with its location and order key as one unit: every shuffle
//! step moves all three, and the combination selects the other lane's when its value is
//! strictly better, or ties and was found earlier in the serial order (the key, after the
//! loop's reductions, `ir/src/passes/located.rs`). Array reductions (`count` elements) walk
//! their elements, each element a unit of its own; when all warps' slots exceed
//! [`SHARED_LIMIT`] bytes, each warp's result stays in its first thread's own global slot.
//!
//! The combination is the runtime's (`runtime/src/reduction.rs`): sums and products, MAX/MIN
//! ignoring a NaN operand (`llvm.maxnum`/`minnum`, as Rust's `f64::max`), logical AND/OR/EQV/
//! NEQV on LOGICAL values (non-zero is true), and MAXLOC/MINLOC as above. Every kernel runs
//! blocks of [`BLOCK_THREADS`] threads (its `.maxntid`), so the warps are full and their
//! count is a constant.

use crate::kernels::{ThreadIds, BLOCK_THREADS};
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
    specs: &'a [ReductionSpec],
    warp_slots: WarpSlots<'ctx>,
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
            "ieqv" => {
                let xor = self.b.build_xor(x, y, "")?;
                self.b.build_not(xor, "")?.into()
            }
            _ => return Err(unsupported(op, s)),
        })
    }

    /// The value of component `c` of `unit`'s element `e` in the partials of `at`.
    fn place(
        &self,
        unit: &Unit,
        c: usize,
        e: IntValue<'ctx>,
        at: Where<'ctx>,
    ) -> Result<PointerValue<'ctx>, CodegenError> {
        let (k, element) = unit.component(c, e, self.i64(0), |i| self.i64(i));
        let spec = &self.specs[k];
        let s = scalar(spec)?;
        match at {
            Where::Slot(slot) => {
                let buffer = self.buffer(k)?;
                self.element(buffer, s, spec.count, slot, element)
            }
            Where::Warp(w) => match &self.warp_slots {
                WarpSlots::Shared { base, offsets } => {
                    let first = self.b.build_int_mul(w, self.i64(spec.count as u64), "")?;
                    let index = self.b.build_int_add(first, element, "")?;
                    let bytes = self.b.build_int_mul(index, self.i64(scalar_bytes(s)), "")?;
                    let at = self.b.build_int_add(bytes, self.i64(offsets[k]), "")?;
                    // SAFETY: the shared array holds every warp's slot of every reduction.
                    Ok(unsafe {
                        self.b
                            .build_in_bounds_gep(self.ctx.i8_type(), *base, &[at], "")
                    }?)
                }
                WarpSlots::Global => {
                    // The warp's first thread's own slot (it has read its partials already).
                    let first = self.b.build_int_mul(w, self.i64(WARP), "")?;
                    let slot = self.b.build_int_add(self.k.ids.block_base, first, "")?;
                    let buffer = self.buffer(k)?;
                    self.element(buffer, s, spec.count, slot, element)
                }
            },
        }
    }

    /// Loads every component of `unit`'s element `e` at `at`.
    fn load_unit(
        &self,
        unit: &Unit,
        e: IntValue<'ctx>,
        at: Where<'ctx>,
    ) -> Result<Vec<BasicValueEnum<'ctx>>, CodegenError> {
        (0..unit.components())
            .map(|c| {
                let ty = self.llvm_type(scalar(&self.specs[unit.component_reduction(c)])?);
                let p = self.place(unit, c, e, at)?;
                Ok(self.b.build_load(ty, p, "")?)
            })
            .collect()
    }

    /// Stores `values` as `unit`'s element `e` at `at`.
    fn store_unit(
        &self,
        unit: &Unit,
        e: IntValue<'ctx>,
        at: Where<'ctx>,
        values: &[BasicValueEnum<'ctx>],
    ) -> Result<(), CodegenError> {
        for (c, v) in values.iter().enumerate() {
            let p = self.place(unit, c, e, at)?;
            self.b.build_store(p, *v)?;
        }
        Ok(())
    }

    /// `v` of the lane whose index is this lane's xor `mask` (`shfl.sync.bfly`, the whole
    /// warp taking part), in 32-bit pieces.
    fn shuffle(
        &self,
        v: BasicValueEnum<'ctx>,
        mask: u64,
    ) -> Result<BasicValueEnum<'ctx>, CodegenError> {
        let i32t = self.ctx.i32_type();
        let name = "llvm.nvvm.shfl.sync.bfly.i32";
        let f = self.module.get_function(name).unwrap_or_else(|| {
            let ty = i32t.fn_type(&[i32t.into(), i32t.into(), i32t.into(), i32t.into()], false);
            self.module.add_function(name, ty, None)
        });
        let all = i32t.const_all_ones();
        let lanes = i32t.const_int(mask, false);
        let clamp = i32t.const_int(WARP - 1, false);
        let shfl = |x: IntValue<'ctx>| -> Result<IntValue<'ctx>, CodegenError> {
            Ok(self
                .b
                .build_call(f, &[all.into(), x.into(), lanes.into(), clamp.into()], "")?
                .try_as_basic_value()
                .basic()
                .ok_or_else(|| CodegenError::Llvm(format!("{name} has no value")))?
                .into_int_value())
        };
        let ty = v.get_type();
        let bits = match v {
            BasicValueEnum::IntValue(x) => x.get_type().get_bit_width(),
            BasicValueEnum::FloatValue(x) if x.get_type() == self.ctx.f32_type() => 32,
            BasicValueEnum::FloatValue(_) => 64,
            _ => return Err(CodegenError::Llvm(format!("a shuffle of {ty}"))),
        };
        let int_ty = match bits {
            1 => self.ctx.bool_type(),
            8 => self.ctx.i8_type(),
            16 => self.ctx.i16_type(),
            32 => i32t,
            64 => self.ctx.i64_type(),
            _ => return Err(CodegenError::Llvm(format!("a shuffle of {ty}"))),
        };
        let x = self.b.build_bit_cast(v, int_ty, "")?.into_int_value();
        let r = if bits <= 32 {
            let wide = self.b.build_int_z_extend_or_bit_cast(x, i32t, "")?;
            let r = shfl(wide)?;
            self.b.build_int_truncate_or_bit_cast(r, int_ty, "")?
        } else {
            let i64t = self.ctx.i64_type();
            let lo = self.b.build_int_truncate(x, i32t, "")?;
            let hi = self.b.build_right_shift(x, self.i64(32), false, "")?;
            let hi = self.b.build_int_truncate(hi, i32t, "")?;
            let (lo, hi) = (shfl(lo)?, shfl(hi)?);
            let lo = self.b.build_int_z_extend(lo, i64t, "")?;
            let hi = self.b.build_int_z_extend(hi, i64t, "")?;
            let hi = self.b.build_left_shift(hi, self.i64(32), "")?;
            self.b.build_or(lo, hi, "")?
        };
        Ok(self.b.build_bit_cast(r, ty, "")?)
    }

    /// `mine op other` for `unit` (each the unit's components).
    fn combine_unit(
        &self,
        unit: &Unit,
        mine: &[BasicValueEnum<'ctx>],
        other: &[BasicValueEnum<'ctx>],
    ) -> Result<Vec<BasicValueEnum<'ctx>>, CodegenError> {
        match *unit {
            Unit::Elementwise { k } => {
                let spec = &self.specs[k];
                Ok(vec![self.combine_values(
                    &spec.op,
                    scalar(spec)?,
                    mine[0],
                    other[0],
                )?])
            }
            Unit::Located { k, locs, keys, .. } => {
                let spec = &self.specs[k];
                let better = self.located_better(spec, mine, other, 1 + locs, keys)?;
                mine.iter()
                    .zip(other)
                    .map(|(&m, &o)| Ok(self.b.build_select(better, o, m, "")?))
                    .collect()
            }
        }
    }

    /// MAXLOC/MINLOC: whether `other` (value, locations, order key) replaces `mine`: its value
    /// is better, or ties and comes first in the serial order (the key's element 0 most
    /// significant).
    fn located_better(
        &self,
        spec: &ReductionSpec,
        mine: &[BasicValueEnum<'ctx>],
        other: &[BasicValueEnum<'ctx>],
        key_at: usize,
        keys: usize,
    ) -> Result<IntValue<'ctx>, CodegenError> {
        let s = scalar(spec)?;
        let max = spec.op == "maxloc";
        let (a, b) = (mine[0], other[0]);
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
        // other's key < mine, lexicographically (element 0 first).
        let mut earlier = self.ctx.bool_type().const_zero();
        for d in (0..keys).rev() {
            let ka = mine[key_at + d].into_int_value();
            let kb = other[key_at + d].into_int_value();
            let lt = self.b.build_int_compare(IntPredicate::SLT, kb, ka, "")?;
            let eq = self.b.build_int_compare(IntPredicate::EQ, kb, ka, "")?;
            let rest = self.b.build_and(eq, earlier, "")?;
            earlier = self.b.build_or(lt, rest, "")?;
        }
        let tie_first = self.b.build_and(tie, earlier, "")?;
        Ok(self.b.build_or(better, tie_first, "")?)
    }

    /// Combines `values` across the lanes `lanes` apart, `lanes / 2` apart, ..., 1 apart
    /// (butterfly: every lane of each group of `2 * lanes` ends with the group's combination).
    fn across_lanes(
        &self,
        unit: &Unit,
        mut values: Vec<BasicValueEnum<'ctx>>,
        lanes: u64,
    ) -> Result<Vec<BasicValueEnum<'ctx>>, CodegenError> {
        let mut mask = lanes;
        while mask >= 1 {
            let other = values
                .iter()
                .map(|&v| self.shuffle(v, mask))
                .collect::<Result<Vec<_>, _>>()?;
            values = self.combine_unit(unit, &values, &other)?;
            mask /= 2;
        }
        Ok(values)
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

/// Lanes of a warp.
const WARP: u64 = 32;
/// Warps of a block: every kernel is launched with [`BLOCK_THREADS`] threads per block.
const WARPS: u64 = BLOCK_THREADS / WARP;
/// The most bytes of the per-warp slots in shared memory; reductions with more (large array
/// reductions) keep each warp's result in its first thread's global slot instead.
const SHARED_LIMIT: u64 = 8 << 10;

/// What one shuffle reduction moves together: one element of an element-wise reduction, or a
/// MAXLOC/MINLOC value with its locations and its order key.
enum Unit {
    Elementwise {
        k: usize,
    },
    Located {
        k: usize,
        /// Elements of the location (reduction `k + 1`).
        locs: usize,
        /// The order key's reduction and its elements.
        key: usize,
        keys: usize,
    },
}

impl Unit {
    /// The units of `specs`: the reductions in order, the order keys (after the loop's
    /// reductions, one per MAXLOC/MINLOC, `ir/src/passes/located.rs`) with their values.
    fn of(specs: &[ReductionSpec]) -> Result<Vec<Unit>, CodegenError> {
        let reductions = specs.iter().take_while(|r| r.op != KEY_OP).count();
        let mut units = Vec::new();
        let mut k = 0;
        while k < reductions {
            let spec = &specs[k];
            if !matches!(spec.op.as_str(), "maxloc" | "minloc") {
                units.push(Unit::Elementwise { k });
                k += 1;
                continue;
            }
            let loc = specs
                .get(k + 1)
                .filter(|l| l.op == "loc")
                .ok_or_else(|| CodegenError::Llvm(format!("{} without its location", spec.op)))?;
            let key = reductions
                + units
                    .iter()
                    .filter(|u| matches!(u, Unit::Located { .. }))
                    .count();
            let key_spec = specs
                .get(key)
                .filter(|r| r.op == KEY_OP)
                .ok_or_else(|| CodegenError::Llvm(format!("{} without its order key", spec.op)))?;
            units.push(Unit::Located {
                k,
                locs: loc.count.max(0) as usize,
                key,
                keys: key_spec.count.max(0) as usize,
            });
            k += 2;
        }
        Ok(units)
    }

    /// Elements the unit walks (an element-wise reduction's count; a located one is one).
    fn elements(&self, specs: &[ReductionSpec]) -> i64 {
        match *self {
            Unit::Elementwise { k } => specs[k].count,
            Unit::Located { .. } => 1,
        }
    }

    fn components(&self) -> usize {
        match *self {
            Unit::Elementwise { .. } => 1,
            Unit::Located { locs, keys, .. } => 1 + locs + keys,
        }
    }

    /// The reduction that holds component `c`.
    fn component_reduction(&self, c: usize) -> usize {
        match *self {
            Unit::Elementwise { k } => k,
            Unit::Located { k, locs, key, .. } => match c {
                0 => k,
                c if c <= locs => k + 1,
                _ => key,
            },
        }
    }

    /// The reduction and element of component `c` of the unit's element `e`.
    fn component<'ctx>(
        &self,
        c: usize,
        e: IntValue<'ctx>,
        zero: IntValue<'ctx>,
        constant: impl Fn(u64) -> IntValue<'ctx>,
    ) -> (usize, IntValue<'ctx>) {
        match *self {
            Unit::Elementwise { k } => (k, e),
            Unit::Located { k, locs, key, .. } => match c {
                0 => (k, zero),
                c if c <= locs => (k + 1, constant(c as u64 - 1)),
                c => (key, constant((c - 1 - locs) as u64)),
            },
        }
    }
}

/// A thread's or a block's slot of the partial buffers, or a warp's slot.
#[derive(Clone, Copy)]
enum Where<'ctx> {
    Slot(IntValue<'ctx>),
    Warp(IntValue<'ctx>),
}

/// Where each warp leaves its combination for the block's last step.
enum WarpSlots<'ctx> {
    /// A shared array (generic address) with each reduction's slots at a byte offset.
    Shared {
        base: PointerValue<'ctx>,
        offsets: Vec<u64>,
    },
    /// The warp's first thread's slot of the partial buffers.
    Global,
}

fn scalar_bytes(s: Scalar) -> u64 {
    match s {
        Scalar::I1 | Scalar::I8 => 1,
        Scalar::I16 => 2,
        Scalar::I32 | Scalar::F32 => 4,
        Scalar::I64 | Scalar::F64 => 8,
        Scalar::F80 => 16,
    }
}

/// The shared array of the warps' slots of `specs` for `kernel`, or [`WarpSlots::Global`] when
/// they need more than [`SHARED_LIMIT`] bytes.
fn warp_slots<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    kernel: FunctionValue<'ctx>,
    specs: &[ReductionSpec],
) -> Result<WarpSlots<'ctx>, CodegenError> {
    let mut offsets = Vec::with_capacity(specs.len());
    let mut bytes = 0u64;
    for spec in specs {
        let size = scalar_bytes(scalar(spec)?);
        bytes = bytes.next_multiple_of(8);
        offsets.push(bytes);
        bytes = bytes.saturating_add(WARPS.saturating_mul(spec.count.max(0) as u64 * size));
    }
    if bytes > SHARED_LIMIT {
        return Ok(WarpSlots::Global);
    }
    let name = format!("{}_warps", kernel.get_name().to_string_lossy());
    let ty = ctx.i8_type().array_type(bytes.max(8) as u32);
    let shared = module.add_global(ty, Some(inkwell::AddressSpace::from(3u16)), &name);
    shared.set_linkage(inkwell::module::Linkage::Internal);
    shared.set_initializer(&ty.get_undef());
    shared.set_alignment(8);
    let generic = ctx.ptr_type(inkwell::AddressSpace::default());
    let base = shared.as_pointer_value().const_address_space_cast(generic);
    Ok(WarpSlots::Shared { base, offsets })
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
    let units = Unit::of(specs)?;
    let em = Emitter {
        ctx,
        module,
        b,
        k,
        specs,
        warp_slots: warp_slots(ctx, module, k.kernel, specs)?,
    };
    let lane = b.build_and(k.ids.tid_x, em.i64(WARP - 1), "lane")?;
    let warp = b.build_right_shift(
        k.ids.tid_x,
        em.i64(WARP.trailing_zeros().into()),
        false,
        "warp",
    )?;
    let lane0 = b.build_int_compare(IntPredicate::EQ, lane, em.i64(0), "")?;
    let mine = b.build_int_add(k.ids.block_base, k.ids.tid_x, "")?;
    // Each warp's threads combine their partials; lane 0 leaves the warp's in its slot.
    for unit in &units {
        em.for_each_element(unit.elements(specs), &mut |e| {
            let values = em.load_unit(unit, e, Where::Slot(mine))?;
            let values = em.across_lanes(unit, values, WARP / 2)?;
            em.when(lane0, &mut || {
                em.store_unit(unit, e, Where::Warp(warp), &values)
            })
        })?;
    }
    em.barrier()?;
    // The first warp combines the warps' (each group of WARPS lanes holds them all) and its
    // lane 0 leaves the block's in the block's slot, after the threads'.
    let first_warp = b.build_int_compare(IntPredicate::EQ, warp, em.i64(0), "")?;
    em.when(first_warp, &mut || {
        let from = b.build_and(lane, em.i64(WARPS - 1), "")?;
        let block = b.build_int_add(k.ids.nthreads, k.ids.ctaid, "")?;
        for unit in &units {
            em.for_each_element(unit.elements(specs), &mut |e| {
                let values = em.load_unit(unit, e, Where::Warp(from))?;
                let values = em.across_lanes(unit, values, WARPS / 2)?;
                em.when(lane0, &mut || {
                    em.store_unit(unit, e, Where::Slot(block), &values)
                })
            })?;
        }
        Ok(())
    })?;
    Ok(())
}

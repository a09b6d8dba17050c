//! Run-time checks: integer division, and array indices in checked builds.
//!
//! The IR defines `arith.divsi`/`arith.remsi` as run-time errors when the divisor is 0 or the
//! quotient overflows (`-HUGE-1 / -1`); LLVM's `sdiv` would make both undefined behaviour, so
//! the same program printed garbage at `-O2` where it stopped at `-O0`. Each division is
//! therefore preceded by a test that branches to a cold call of the runtime's
//! `dvmh_arith_error(kind, line, file)` (`runtime/ABI.md`), which names the source line and
//! stops every process. A divisor that is a non-zero constant other than -1 needs no test, so
//! the common `i / 2` costs nothing; a loop-invariant divisor's test is hoisted by LLVM.
//!
//! `mem.check_index` (emitted by front ends for `-fcheck=bounds`) becomes the same shape: a
//! comparison with the bounds and a cold call of `dvmh_bounds_error`.

use dvmh_ir::{Attr, OpId};
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::module::Linkage;
use inkwell::types::BasicMetadataTypeEnum;
use inkwell::values::{BasicMetadataValueEnum, FunctionValue, IntValue, PointerValue};
use inkwell::IntPredicate;

use crate::alias::constant_int;
use crate::error::CodegenError;
use crate::function::FunctionLowering;

/// `kind` of `dvmh_arith_error`: an integer division or `MOD` by zero.
pub(crate) const ARITH_DIVISION_BY_ZERO: u64 = 1;
/// `kind` of `dvmh_arith_error`: `-HUGE-1 / -1` (the quotient does not fit).
pub(crate) const ARITH_DIVISION_OVERFLOW: u64 = 2;

impl<'m, 'ctx> FunctionLowering<'m, 'ctx> {
    /// `x / d` (or the remainder) with the IR's run-time errors.
    pub(crate) fn checked_signed_division(
        &mut self,
        op: OpId,
        remainder: bool,
    ) -> Result<IntValue<'ctx>, CodegenError> {
        let (x, d) = (self.int_operand(op, 0)?, self.int_operand(op, 1)?);
        let divisor = constant_int(self.func, self.operand_id(op, 1)?);
        let ty = x.get_type();
        self.check_divisor(op, d, divisor)?;
        if divisor.is_some_and(|c| c != -1) {
            return Ok(if remainder {
                self.b.build_int_signed_rem(x, d, "")?
            } else {
                self.b.build_int_signed_div(x, d, "")?
            });
        }
        let minus_one = ty.const_all_ones();
        let is_minus_one = self
            .b
            .build_int_compare(IntPredicate::EQ, d, minus_one, "")?;
        if remainder {
            // Any x mod -1 is 0, which is also x mod 1: dividing by 1 instead keeps
            // -HUGE-1 mod -1 defined.
            let one = ty.const_int(1, false);
            let safe = self
                .b
                .build_select(is_minus_one, one, d, "")?
                .into_int_value();
            return Ok(self.b.build_int_signed_rem(x, safe, "")?);
        }
        let bits = ty.get_bit_width();
        let min = ty.const_int(1u64 << (bits - 1), false);
        let is_min = self.b.build_int_compare(IntPredicate::EQ, x, min, "")?;
        let overflow = self.b.build_and(is_min, is_minus_one, "")?;
        self.error_unless(op, overflow, ARITH_DIVISION_OVERFLOW)?;
        Ok(self.b.build_int_signed_div(x, d, "")?)
    }

    /// The run-time error of a zero divisor `d` (`divisor`: its value when constant; a
    /// non-zero constant needs no test).
    fn check_divisor(
        &mut self,
        op: OpId,
        d: IntValue<'ctx>,
        divisor: Option<i64>,
    ) -> Result<(), CodegenError> {
        match divisor {
            Some(0) => {
                let always = self.cx.ctx.bool_type().const_all_ones();
                self.error_unless(op, always, ARITH_DIVISION_BY_ZERO)
            }
            Some(_) => Ok(()),
            None => {
                let zero =
                    self.b
                        .build_int_compare(IntPredicate::EQ, d, d.get_type().const_zero(), "")?;
                self.error_unless(op, zero, ARITH_DIVISION_BY_ZERO)
            }
        }
    }

    /// Unsigned `x / d` (or the remainder): only a zero divisor is an error.
    pub(crate) fn checked_unsigned_division(
        &mut self,
        op: OpId,
        remainder: bool,
    ) -> Result<IntValue<'ctx>, CodegenError> {
        let (x, d) = (self.int_operand(op, 0)?, self.int_operand(op, 1)?);
        let divisor = constant_int(self.func, self.operand_id(op, 1)?);
        self.check_divisor(op, d, divisor)?;
        Ok(if remainder {
            self.b.build_int_unsigned_rem(x, d, "")?
        } else {
            self.b.build_int_unsigned_div(x, d, "")?
        })
    }

    /// `mem.check_index(i, lo, hi) {array, dim}`: `dvmh_bounds_error` unless `lo <= i <= hi`.
    pub(crate) fn lower_check_index(&mut self, op: OpId) -> Result<(), CodegenError> {
        let i = self.index_to_i64(self.int_operand(op, 0)?)?;
        let lo = self.index_to_i64(self.int_operand(op, 1)?)?;
        let hi = self.index_to_i64(self.int_operand(op, 2)?)?;
        let below = self.b.build_int_compare(IntPredicate::SLT, i, lo, "")?;
        let above = self.b.build_int_compare(IntPredicate::SGT, i, hi, "")?;
        let outside = self.b.build_or(below, above, "")?;
        let (fail, cont) = self.split_on(outside, "index.out_of_bounds")?;
        self.b.position_at_end(fail);
        if self.trap_on_device(cont)? {
            return Ok(());
        }
        let attrs = &self.func.ops[op].attrs;
        let array = attrs.str("array").unwrap_or("?").to_string();
        let dim = attrs.get("dim").and_then(Attr::as_int).unwrap_or(0);
        let name = self.c_string(&array)?;
        let (line, file) = self.source_position(op)?;
        let i32t = self.types().i32();
        let i64t = self.types().i64();
        let ptr = self.types().ptr();
        let callee = self.runtime_error_function(
            "dvmh_bounds_error",
            &[
                ptr.into(),
                i32t.into(),
                i64t.into(),
                i64t.into(),
                i64t.into(),
                i32t.into(),
                ptr.into(),
            ],
        );
        let args: [BasicMetadataValueEnum; 7] = [
            name.into(),
            i32t.const_int(dim as u64, true).into(),
            i.into(),
            lo.into(),
            hi.into(),
            line.into(),
            file.into(),
        ];
        self.b.build_call(callee, &args, "")?;
        self.b.build_unreachable()?;
        self.b.position_at_end(cont);
        Ok(())
    }

    /// Branches to a cold block calling `dvmh_arith_error(kind, ...)` when `failed` holds;
    /// continues in a new block.
    fn error_unless(
        &mut self,
        op: OpId,
        failed: IntValue<'ctx>,
        kind: u64,
    ) -> Result<(), CodegenError> {
        let (fail, cont) = self.split_on(failed, "arith.error")?;
        self.b.position_at_end(fail);
        if self.trap_on_device(cont)? {
            return Ok(());
        }
        let (line, file) = self.source_position(op)?;
        let i32t = self.types().i32();
        let ptr = self.types().ptr();
        let callee = self
            .runtime_error_function("dvmh_arith_error", &[i32t.into(), i32t.into(), ptr.into()]);
        let args: [BasicMetadataValueEnum; 3] =
            [i32t.const_int(kind, false).into(), line.into(), file.into()];
        self.b.build_call(callee, &args, "")?;
        self.b.build_unreachable()?;
        self.b.position_at_end(cont);
        Ok(())
    }

    /// On a GPU, ends the current (failure) block with a trap and continues at `cont`: device
    /// code cannot call the runtime, and the runtime reports the failed launch with the loop's
    /// source position. Returns whether it did so (false on the host).
    fn trap_on_device(
        &mut self,
        cont: inkwell::basic_block::BasicBlock<'ctx>,
    ) -> Result<bool, CodegenError> {
        if self.cx.target != crate::TargetKind::Nvptx {
            return Ok(false);
        }
        let trap = self.cx.module.get_function("llvm.trap").unwrap_or_else(|| {
            let ty = self.cx.ctx.void_type().fn_type(&[], false);
            self.cx.module.add_function("llvm.trap", ty, None)
        });
        self.b.build_call(trap, &[], "")?;
        self.b.build_unreachable()?;
        self.b.position_at_end(cont);
        Ok(true)
    }

    /// Ends the current block with `br failed, fail, cont`; returns the two new blocks.
    fn split_on(
        &mut self,
        failed: IntValue<'ctx>,
        name: &str,
    ) -> Result<
        (
            inkwell::basic_block::BasicBlock<'ctx>,
            inkwell::basic_block::BasicBlock<'ctx>,
        ),
        CodegenError,
    > {
        let fail = self.cx.ctx.append_basic_block(self.llfn, name);
        let cont = self.cx.ctx.append_basic_block(self.llfn, "cont");
        self.b.build_conditional_branch(failed, fail, cont)?;
        Ok((fail, cont))
    }

    /// The op's source line (0 if unknown) and file name (a C string; empty if unknown).
    fn source_position(
        &mut self,
        op: OpId,
    ) -> Result<(IntValue<'ctx>, PointerValue<'ctx>), CodegenError> {
        let loc = self.func.loc(op);
        let file = if loc.is_known() {
            self.cx
                .files
                .get(loc.file as usize)
                .cloned()
                .unwrap_or_default()
        } else {
            String::new()
        };
        let line = self.types().i32().const_int(u64::from(loc.line), false);
        Ok((line, self.c_string(&file)?))
    }

    /// A NUL-terminated private constant (one per distinct text in the module).
    fn c_string(&mut self, text: &str) -> Result<PointerValue<'ctx>, CodegenError> {
        if let Some(&p) = self.cx.c_strings.get(text) {
            return Ok(p);
        }
        let global = self
            .b
            .build_global_string_ptr(text, "__dvmh_check_text")?
            .as_pointer_value();
        self.cx.c_strings.insert(text.to_string(), global);
        Ok(global)
    }

    /// A runtime function that reports an error and never returns (declared on first use).
    fn runtime_error_function(
        &mut self,
        name: &str,
        params: &[BasicMetadataTypeEnum<'ctx>],
    ) -> FunctionValue<'ctx> {
        if let Some(f) = self.cx.module.get_function(name) {
            return f;
        }
        let ty = self.cx.ctx.void_type().fn_type(params, false);
        let f = self
            .cx
            .module
            .add_function(name, ty, Some(Linkage::External));
        for attr in ["noreturn", "cold", "nounwind"] {
            let kind = Attribute::get_named_enum_kind_id(attr);
            f.add_attribute(
                AttributeLoc::Function,
                self.cx.ctx.create_enum_attribute(kind, 0),
            );
        }
        f
    }
}

//! `scf.for`: Fortran DO loops.
//!
//! The trip count is computed once, before the first iteration, without overflow (as gfortran
//! does: `(hi - lo) / step` in unsigned arithmetic behind a `lo <= hi` guard), and the loop is
//! emitted already rotated, with the counter and the induction value in header phis: the shape
//! LLVM's loop passes and vectoriser expect. A unit-step loop needs no counter: it leaves when the
//! induction value reaches the upper bound. When the step is only known at run time, innermost
//! loops are versioned on `step == 1` at `-O2` and above, so that the unit-stride copy can be
//! vectorised (handlers read their steps from `bounds`).

use dvmh_ir::{OpId, OpKind, RegionId};
use inkwell::basic_block::BasicBlock;
use inkwell::values::IntValue;
use inkwell::IntPredicate;

use crate::alias::constant_int;
use crate::error::CodegenError;
use crate::function::FunctionLowering;
use crate::regions::RegionExit;

/// How an `scf.for` loop steps.
#[derive(Clone, Copy)]
enum LoopStep<'ctx> {
    Constant(i64),
    Variable(IntValue<'ctx>),
}

impl<'m, 'ctx> FunctionLowering<'m, 'ctx> {
    pub(crate) fn lower_for(&mut self, op: OpId) -> Result<(), CodegenError> {
        let data = &self.func.ops[op];
        let [body] = data.regions[..] else {
            return Err(self.malformed("`scf.for` needs exactly one region"));
        };
        if data.operands.len() != 3 {
            return Err(self.malformed("`scf.for` needs operands (lo, hi, step)"));
        }
        let iv_type = self.operand_type(op, 0)?;
        for i in 1..3 {
            if self.operand_type(op, i)? != iv_type || !iv_type.is_int() {
                return Err(self.malformed("`scf.for` bounds must share one integer type"));
            }
        }
        let step_id = self.operand_id(op, 2)?;
        let exit = self.cx.ctx.append_basic_block(self.llfn, "for.end");

        if let Some(step) = constant_int(self.func, step_id) {
            self.emit_counted_loop(op, body, LoopStep::Constant(step), exit)?;
        } else {
            let step = self.int_operand(op, 2)?;
            if self.cx.opt_level >= 2 && self.is_innermost(body) {
                // Version on the common unit step, so that the vectoriser sees consecutive
                // accesses in one copy.
                let unit = self.cx.ctx.append_basic_block(self.llfn, "for.unit_step");
                let general = self.cx.ctx.append_basic_block(self.llfn, "for.any_step");
                let one = step.get_type().const_int(1, false);
                let is_unit = self.b.build_int_compare(IntPredicate::EQ, step, one, "")?;
                self.b.build_conditional_branch(is_unit, unit, general)?;
                self.b.position_at_end(unit);
                self.emit_counted_loop(op, body, LoopStep::Constant(1), exit)?;
                self.b.position_at_end(general);
                self.emit_counted_loop(op, body, LoopStep::Variable(step), exit)?;
            } else {
                self.emit_counted_loop(op, body, LoopStep::Variable(step), exit)?;
            }
        }
        self.b.position_at_end(exit);
        Ok(())
    }

    /// Does the region contain no further loops?
    fn is_innermost(&self, region: RegionId) -> bool {
        let mut ops = Vec::new();
        self.func.walk_region(region, &mut ops);
        !ops.iter()
            .any(|&o| matches!(self.func.ops[o].kind, OpKind::For | OpKind::While))
    }

    /// Emits one counted loop for `scf.for` `op` from the current block, leaving to `exit`.
    fn emit_counted_loop(
        &mut self,
        op: OpId,
        body: RegionId,
        step: LoopStep<'ctx>,
        exit: BasicBlock<'ctx>,
    ) -> Result<(), CodegenError> {
        let lo = self.int_operand(op, 0)?;
        let hi = self.int_operand(op, 1)?;
        let iv_ty = lo.get_type();
        let i64t = self.types().i64();
        let lo64 = self.index_to_i64(lo)?;
        let hi64 = self.index_to_i64(hi)?;

        // Trip count minus one, and whether the loop runs at all, as gfortran computes them:
        // step > 0: lo <= hi, (hi - lo) / step; step < 0: lo >= hi, (lo - hi) / -step; both
        // differences and the division unsigned, so no intermediate overflows.
        let (nonempty, distance, abs_step, step_in_iv_type) = match step {
            LoopStep::Constant(0) => {
                // A zero step is an error in Fortran; run no iterations rather than divide by 0.
                self.b.build_unconditional_branch(exit)?;
                return Ok(());
            }
            LoopStep::Constant(s) => {
                let (nonempty, distance) = if s > 0 {
                    (
                        self.b
                            .build_int_compare(IntPredicate::SLE, lo64, hi64, "")?,
                        self.b.build_int_sub(hi64, lo64, "")?,
                    )
                } else {
                    (
                        self.b
                            .build_int_compare(IntPredicate::SGE, lo64, hi64, "")?,
                        self.b.build_int_sub(lo64, hi64, "")?,
                    )
                };
                (
                    nonempty,
                    distance,
                    i64t.const_int(s.unsigned_abs(), false),
                    iv_ty.const_int(s as u64, true),
                )
            }
            LoopStep::Variable(s) => {
                let s64 = self.index_to_i64(s)?;
                let zero = i64t.const_zero();
                let up = self.b.build_int_compare(IntPredicate::SGT, s64, zero, "")?;
                let down = self.b.build_int_compare(IntPredicate::SLT, s64, zero, "")?;
                let up_ok = self
                    .b
                    .build_int_compare(IntPredicate::SLE, lo64, hi64, "")?;
                let down_ok = self
                    .b
                    .build_int_compare(IntPredicate::SGE, lo64, hi64, "")?;
                let up_runs = self.b.build_and(up, up_ok, "")?;
                let down_runs = self.b.build_and(down, down_ok, "")?;
                let nonempty = self.b.build_or(up_runs, down_runs, "")?;
                let up_dist = self.b.build_int_sub(hi64, lo64, "")?;
                let down_dist = self.b.build_int_sub(lo64, hi64, "")?;
                let distance = self
                    .b
                    .build_select(up, up_dist, down_dist, "")?
                    .into_int_value();
                let neg = self.b.build_int_neg(s64, "")?;
                let abs_step = self.b.build_select(up, s64, neg, "")?.into_int_value();
                (nonempty, distance, abs_step, s)
            }
        };

        let preheader = self.cx.ctx.append_basic_block(self.llfn, "for.preheader");
        let header = self.cx.ctx.append_basic_block(self.llfn, "for.body");
        let latch = self.cx.ctx.append_basic_block(self.llfn, "for.latch");
        self.b.build_conditional_branch(nonempty, preheader, exit)?;

        // A unit step leaves the loop when the induction value reaches `hi` (gfortran's shape
        // too): one induction variable, not two. LSR merges two into one in innermost loops only,
        // so a loop around others kept both, and in a nest each level held one more register.
        let unit_step = matches!(step, LoopStep::Constant(1 | -1));

        // The division runs only when the loop does, so `abs_step` is never 0 here.
        self.b.position_at_end(preheader);
        let last_count = if unit_step {
            None
        } else if abs_step.is_const() && abs_step.get_zero_extended_constant() == Some(1) {
            Some(distance)
        } else {
            Some(self.b.build_int_unsigned_div(distance, abs_step, "")?)
        };
        self.b.build_unconditional_branch(header)?;

        self.b.position_at_end(header);
        let count = match last_count {
            Some(_) => {
                let count = self.b.build_phi(i64t, "")?;
                count.add_incoming(&[(&i64t.const_zero(), preheader)]);
                Some(count)
            }
            None => None,
        };
        let iv = self.b.build_phi(iv_ty, "")?;
        iv.add_incoming(&[(&lo, preheader)]);

        let prepared = self.prepare_region(body, "for.stmt")?;
        let entry_args = self.func.blocks[prepared.entry_block()].args.clone();
        let [iv_arg] = entry_args[..] else {
            return Err(
                self.malformed("the `scf.for` body must take exactly the induction variable")
            );
        };
        if self.func.value_type(iv_arg) != self.operand_type(op, 0)? {
            return Err(
                self.malformed("the `scf.for` induction variable type differs from its bounds")
            );
        }
        self.define(iv_arg, iv.as_basic_value());
        self.b.build_unconditional_branch(prepared.entry())?;
        self.emit_region(&prepared, RegionExit::Yield(latch))?;

        // Fortran DO: the induction value never wraps within the trip count, hence `nsw`.
        self.b.position_at_end(latch);
        let iv_value = iv.as_basic_value().into_int_value();
        let next_iv = self.b.build_int_nsw_add(iv_value, step_in_iv_type, "")?;
        let done = match (count, last_count) {
            (Some(count), Some(last_count)) => {
                let count_value = count.as_basic_value().into_int_value();
                let next_count =
                    self.b
                        .build_int_nuw_add(count_value, i64t.const_int(1, false), "")?;
                count.add_incoming(&[(&next_count, latch)]);
                self.b
                    .build_int_compare(IntPredicate::EQ, count_value, last_count, "")?
            }
            _ => self
                .b
                .build_int_compare(IntPredicate::EQ, iv_value, hi, "")?,
        };
        self.b.build_conditional_branch(done, exit, header)?;
        iv.add_incoming(&[(&next_iv, latch)]);
        Ok(())
    }
}

//! Structured control flow other than loops: `scf.if`, `scf.while`, `scf.execute_region`.

use dvmh_ir::OpId;

use crate::error::CodegenError;
use crate::function::FunctionLowering;
use crate::regions::{PreparedRegion, RegionExit};

impl<'m, 'ctx> FunctionLowering<'m, 'ctx> {
    pub(crate) fn lower_if(&mut self, op: OpId) -> Result<(), CodegenError> {
        let [then_r, else_r] = self.func.ops[op].regions[..] else {
            return Err(self.malformed("`scf.if` needs a then and an else region"));
        };
        let c = self.int_operand(op, 0)?;
        let then_p = self.prepare_region(then_r, "if.then")?;
        let else_p = self.prepare_region(else_r, "if.else")?;
        self.check_no_entry_args(&then_p, "scf.if")?;
        self.check_no_entry_args(&else_p, "scf.if")?;
        let merge = self.cx.ctx.append_basic_block(self.llfn, "if.end");
        self.b
            .build_conditional_branch(c, then_p.entry(), else_p.entry())?;
        self.emit_region(&then_p, RegionExit::Yield(merge))?;
        self.emit_region(&else_p, RegionExit::Yield(merge))?;
        self.b.position_at_end(merge);
        Ok(())
    }

    pub(crate) fn lower_while(&mut self, op: OpId) -> Result<(), CodegenError> {
        let [before_r, after_r] = self.func.ops[op].regions[..] else {
            return Err(self.malformed("`scf.while` needs a before and an after region"));
        };
        let before = self.prepare_region(before_r, "while.cond")?;
        let after = self.prepare_region(after_r, "while.body")?;
        self.check_no_entry_args(&before, "scf.while")?;
        self.check_no_entry_args(&after, "scf.while")?;
        let exit = self.cx.ctx.append_basic_block(self.llfn, "while.end");
        self.b.build_unconditional_branch(before.entry())?;
        self.emit_region(
            &before,
            RegionExit::Condition {
                then: after.entry(),
                exit,
            },
        )?;
        self.emit_region(&after, RegionExit::Yield(before.entry()))?;
        self.b.position_at_end(exit);
        Ok(())
    }

    pub(crate) fn lower_execute_region(&mut self, op: OpId) -> Result<(), CodegenError> {
        let [region] = self.func.ops[op].regions[..] else {
            return Err(self.malformed("`scf.execute_region` needs exactly one region"));
        };
        let prepared = self.prepare_region(region, "region")?;
        self.check_no_entry_args(&prepared, "scf.execute_region")?;
        let exit = self.cx.ctx.append_basic_block(self.llfn, "region.end");
        self.b.build_unconditional_branch(prepared.entry())?;
        self.emit_region(&prepared, RegionExit::Yield(exit))?;
        self.b.position_at_end(exit);
        Ok(())
    }

    fn check_no_entry_args(
        &self,
        region: &PreparedRegion<'ctx>,
        owner: &str,
    ) -> Result<(), CodegenError> {
        if self.func.blocks[region.entry_block()].args.is_empty() {
            Ok(())
        } else {
            Err(self.malformed(format!(
                "the entry block of a `{owner}` region has arguments"
            )))
        }
    }
}

//! Regions: their blocks become LLVM blocks, and their terminators branches.
//!
//! A region's blocks are created up front (with phis for the arguments of branch targets) and
//! filled in reverse post-order, so every definition is translated before its dominated uses.
//! How a region ends is the owner's business ([`RegionExit`]): `scf.yield` jumps to the owner's
//! continuation, `scf.condition` decides a `while` loop, `func.return` leaves the function.
//! Values defined in a region are forgotten when it ends, so a use outside it (a contract
//! violation) is an error rather than invalid LLVM IR.

use std::collections::{HashMap, HashSet};

use dvmh_ir::{BlockId, OpId, OpKind, RegionId};
use inkwell::basic_block::BasicBlock;
use inkwell::values::{BasicValue, PhiValue};

use crate::error::CodegenError;
use crate::function::FunctionLowering;

/// Where control goes when a region finishes.
#[derive(Clone, Copy)]
pub(crate) enum RegionExit<'ctx> {
    /// `scf.yield` continues here.
    Yield(BasicBlock<'ctx>),
    /// `scf.condition(c)` goes to `then` when `c` holds, else to `exit`.
    Condition {
        then: BasicBlock<'ctx>,
        exit: BasicBlock<'ctx>,
    },
    /// The function body: only `func.return` (and `cf`) may end its blocks.
    FunctionBody,
}

/// A region whose LLVM blocks exist but are still empty.
pub(crate) struct PreparedRegion<'ctx> {
    /// Reachable blocks in reverse post-order; the entry first.
    order: Vec<BlockId>,
    blocks: HashMap<BlockId, BasicBlock<'ctx>>,
    phis: HashMap<BlockId, Vec<PhiValue<'ctx>>>,
}

impl<'ctx> PreparedRegion<'ctx> {
    pub(crate) fn entry(&self) -> BasicBlock<'ctx> {
        self.blocks[&self.order[0]] // ok: `order` always starts with the entry block
    }

    pub(crate) fn entry_block(&self) -> BlockId {
        self.order[0] // ok: never empty
    }
}

impl<'m, 'ctx> FunctionLowering<'m, 'ctx> {
    fn successors(&self, block: BlockId) -> Vec<BlockId> {
        self.func.blocks[block]
            .ops
            .last()
            .map(|&op| self.func.ops[op].successors.clone())
            .unwrap_or_default()
    }

    /// Reachable blocks of `region` in reverse post-order from its entry.
    fn reverse_post_order(&self, region: RegionId) -> Result<Vec<BlockId>, CodegenError> {
        let blocks = &self.func.regions[region].blocks;
        let Some(&entry) = blocks.first() else {
            return Err(self.malformed("a region without blocks"));
        };
        let members: HashSet<BlockId> = blocks.iter().copied().collect();
        let mut visited = HashSet::from([entry]);
        let mut post_order = Vec::with_capacity(blocks.len());
        // Iterative DFS: (block, index of the next successor to visit).
        let mut stack = vec![(entry, 0usize)];
        while let Some(&mut (block, ref mut next)) = stack.last_mut() {
            let succs = self.successors(block);
            if let Some(&s) = succs.get(*next) {
                *next += 1;
                if !members.contains(&s) {
                    return Err(self.malformed(format!(
                        "branch from {block:?} to {s:?}, which is not in the same region"
                    )));
                }
                if visited.insert(s) {
                    stack.push((s, 0));
                }
            } else {
                post_order.push(block);
                stack.pop();
            }
        }
        post_order.reverse();
        Ok(post_order)
    }

    /// Creates the LLVM blocks of `region` (and phis for non-entry block arguments) without
    /// moving the builder.
    pub(crate) fn prepare_region(
        &mut self,
        region: RegionId,
        name: &str,
    ) -> Result<PreparedRegion<'ctx>, CodegenError> {
        let order = self.reverse_post_order(region)?;
        let entry = order[0]; // ok: RPO starts with the entry
        let resume = self.b.get_insert_block();
        let mut blocks = HashMap::new();
        let mut phis = HashMap::new();
        for &block in &order {
            let bb = self.cx.ctx.append_basic_block(self.llfn, name);
            blocks.insert(block, bb);
            if block == entry {
                continue;
            }
            self.b.position_at_end(bb);
            let mut block_phis = Vec::new();
            for &arg in &self.func.blocks[block].args {
                let ty = self.func.value_type(arg);
                let llty = self
                    .types()
                    .value_type(ty)
                    .ok_or_else(|| self.unsupported(format!("block argument of type {ty}")))?;
                block_phis.push(self.b.build_phi(llty, "")?);
            }
            phis.insert(block, block_phis);
        }
        // Branches to the entry cannot carry arguments: the entry has no phis.
        for &block in &order {
            if self.successors(block).contains(&entry) && !self.func.blocks[entry].args.is_empty() {
                return Err(
                    self.malformed("a branch to a region's entry block, which has arguments")
                );
            }
        }
        if let Some(bb) = resume {
            self.b.position_at_end(bb);
        }
        Ok(PreparedRegion {
            order,
            blocks,
            phis,
        })
    }

    /// Fills the blocks of a prepared region. The entry block's arguments must be defined by the
    /// caller; the builder ends wherever the last block's translation left it.
    pub(crate) fn emit_region(
        &mut self,
        region: &PreparedRegion<'ctx>,
        exit: RegionExit<'ctx>,
    ) -> Result<(), CodegenError> {
        for &block in &region.order {
            self.b.position_at_end(region.blocks[&block]); // ok: prepared for every block of `order`
            if let Some(phis) = region.phis.get(&block) {
                let args = self.func.blocks[block].args.clone();
                for (&arg, phi) in args.iter().zip(phis) {
                    self.define(arg, phi.as_basic_value());
                }
            }
            let ops = &self.func.blocks[block].ops;
            let Some((&last, body)) = ops.split_last() else {
                return Err(self.malformed(format!("block {block:?} is empty")));
            };
            if !self.func.ops[last].kind.is_terminator() {
                return Err(self.malformed(format!("block {block:?} does not end in a terminator")));
            }
            for &op in body {
                if self.func.ops[op].kind.is_terminator() {
                    return Err(self.malformed(format!(
                        "terminator `{}` in the middle of block {block:?}",
                        self.func.ops[op].kind
                    )));
                }
                self.lower_op(op)?;
            }
            self.lower_terminator(last, region, exit)?;
        }
        // Values of a region are not visible after it: forget them, so that a use outside
        // (a contract violation) is reported instead of producing invalid LLVM IR.
        for &block in &region.order {
            let data = &self.func.blocks[block];
            let defined = data.args.iter().chain(
                data.ops
                    .iter()
                    .flat_map(|&op| self.func.ops[op].results.iter()),
            );
            for &v in defined {
                self.forget(v);
            }
        }
        Ok(())
    }

    fn lower_terminator(
        &mut self,
        op: OpId,
        region: &PreparedRegion<'ctx>,
        exit: RegionExit<'ctx>,
    ) -> Result<(), CodegenError> {
        let kind = self.func.ops[op].kind;
        let successors = self.func.ops[op].successors.clone();
        let target = |s: BlockId| region.blocks.get(&s).copied();
        match kind {
            OpKind::Yield => {
                let RegionExit::Yield(next) = exit else {
                    return Err(self.malformed("`scf.yield` outside a region that yields"));
                };
                if !self.func.ops[op].operands.is_empty() {
                    return Err(self.unsupported("`scf.yield` with values"));
                }
                self.b.build_unconditional_branch(next)?;
            }
            OpKind::Condition => {
                let RegionExit::Condition { then, exit } = exit else {
                    return Err(self
                        .malformed("`scf.condition` outside the `before` region of `scf.while`"));
                };
                let c = self.int_operand(op, 0)?;
                self.b.build_conditional_branch(c, then, exit)?;
            }
            OpKind::Br => {
                let [dest] = successors.as_slice() else {
                    return Err(self.malformed("`cf.br` needs exactly one successor"));
                };
                let bb =
                    target(*dest).ok_or_else(|| self.malformed("`cf.br` to an unknown block"))?;
                let phis = region.phis.get(dest).cloned().unwrap_or_default();
                let operands = self.func.ops[op].operands.clone();
                if phis.len() != operands.len() {
                    return Err(self.malformed(format!(
                        "`cf.br` passes {} values to a block with {} arguments",
                        operands.len(),
                        phis.len()
                    )));
                }
                let from = self
                    .b
                    .get_insert_block()
                    .ok_or_else(|| self.malformed("branch outside a block"))?;
                for (phi, &v) in phis.iter().zip(&operands) {
                    let value = self.value(v)?;
                    if value.get_type() != phi.as_basic_value().get_type() {
                        return Err(
                            self.malformed("`cf.br` operand type differs from the block argument")
                        );
                    }
                    phi.add_incoming(&[(&value as &dyn BasicValue, from)]);
                }
                self.b.build_unconditional_branch(bb)?;
            }
            OpKind::CondBr => {
                let [t, e] = successors.as_slice() else {
                    return Err(self.malformed("`cf.cond_br` needs exactly two successors"));
                };
                for s in [t, e] {
                    if region.phis.get(s).is_some_and(|p| !p.is_empty()) {
                        return Err(self.unsupported("`cf.cond_br` to a block with arguments"));
                    }
                }
                let (tb, eb) = match (target(*t), target(*e)) {
                    (Some(tb), Some(eb)) => (tb, eb),
                    _ => return Err(self.malformed("`cf.cond_br` to an unknown block")),
                };
                let c = self.int_operand(op, 0)?;
                self.b.build_conditional_branch(c, tb, eb)?;
            }
            OpKind::Unreachable => {
                self.b.build_unreachable()?;
            }
            OpKind::Return => self.lower_return(op)?,
            _ => return Err(self.unsupported(format!("terminator `{kind}`"))),
        }
        Ok(())
    }
}

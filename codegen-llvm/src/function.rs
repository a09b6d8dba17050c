//! Translation of one function body: the value map, operand access, and op dispatch.
//!
//! Each op group lives in its own module (`arith`, `math`, `powi`, `memory`, `control`) as
//! further `impl FunctionLowering` blocks; this module owns the state they share and the order
//! of work: hoist every `mem.alloca` into the entry block first (so `mem2reg`/SROA see them),
//! then translate the body region, whose nested regions become LLVM blocks in turn.

use std::collections::HashMap;

use dvmh_ir::{Function, OpId, OpKind, Type, ValueId};
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::module::Module as LlvmModule;
use inkwell::values::{
    BasicValueEnum, FloatValue, FunctionValue, IntValue, PointerValue, StructValue,
};

use crate::alias::{classify_accesses, MemoryClass};
use crate::error::CodegenError;
use crate::llvm_types::LlvmTypes;
use crate::memory::ScopeMetadata;
use crate::powi::PowerHelpers;
use crate::regions::RegionExit;
use crate::symbols::{role, FnRole, Symbols};

/// What every function translation shares: the LLVM context and module, types, symbols, and the
/// helper functions generated on demand.
pub(crate) struct ModuleLowering<'ctx> {
    pub(crate) ctx: &'ctx Context,
    pub(crate) module: LlvmModule<'ctx>,
    pub(crate) types: LlvmTypes<'ctx>,
    pub(crate) symbols: Symbols<'ctx>,
    pub(crate) helpers: PowerHelpers<'ctx>,
    pub(crate) opt_level: u8,
    /// What the code runs on (run-time errors and math differ on a GPU).
    pub(crate) target: crate::TargetKind,
    /// The IR module's file names (op locations index them), for run-time error messages.
    pub(crate) files: Vec<String>,
    /// C strings emitted for run-time checks, by text.
    pub(crate) c_strings: HashMap<String, PointerValue<'ctx>>,
}

/// The state of translating one function.
pub(crate) struct FunctionLowering<'m, 'ctx> {
    pub(crate) cx: &'m mut ModuleLowering<'ctx>,
    pub(crate) func: &'m Function,
    pub(crate) llfn: FunctionValue<'ctx>,
    pub(crate) role: FnRole,
    pub(crate) b: Builder<'ctx>,
    values: Vec<Option<BasicValueEnum<'ctx>>>,
    /// The hoisted stack slot of each `mem.alloca`.
    pub(crate) slots: HashMap<OpId, PointerValue<'ctx>>,
    /// Memory classes of loads and stores, and the scope metadata to attach for each class.
    pub(crate) access_classes: HashMap<OpId, MemoryClass>,
    pub(crate) scopes: ScopeMetadata<'ctx>,
}

impl<'m, 'ctx> FunctionLowering<'m, 'ctx> {
    /// Translates `func` into its declared LLVM function `llfn`.
    pub(crate) fn lower(
        cx: &'m mut ModuleLowering<'ctx>,
        func: &'m Function,
        llfn: FunctionValue<'ctx>,
    ) -> Result<(), CodegenError> {
        let classes = classify_accesses(func);
        let scopes = if cx.opt_level > 0 {
            let device = crate::symbols::has_flag(&func.attrs, "device");
            ScopeMetadata::new(cx.ctx, func, device, &classes)
        } else {
            ScopeMetadata::none()
        };
        let b = cx.ctx.create_builder();
        let mut this = FunctionLowering {
            func,
            llfn,
            role: role(func),
            b,
            values: vec![None; func.values.len()],
            slots: HashMap::new(),
            access_classes: classes,
            scopes,
            cx,
        };
        this.lower_body()
    }

    fn lower_body(&mut self) -> Result<(), CodegenError> {
        let entry = self.cx.ctx.append_basic_block(self.llfn, "entry");
        self.b.position_at_end(entry);
        self.hoist_allocas()?;

        let body = self.func.body;
        let prepared = self.prepare_region(body, "bb")?;
        let entry_args = self.func.blocks[self.func.entry_block()].args.clone();
        // `main`'s IR parameters are checked to be empty or C's (argc, argv); handlers' are
        // the three pointers.
        let params: Vec<_> = self.llfn.get_param_iter().collect();
        if params.len() != entry_args.len() {
            return Err(self.malformed("entry block arguments do not match the signature"));
        }
        for (&arg, param) in entry_args.iter().zip(params) {
            self.define(arg, param);
        }
        self.b.build_unconditional_branch(prepared.entry())?;
        self.emit_region(&prepared, RegionExit::FunctionBody)
    }

    // ------------------------------------------------------------------ errors

    pub(crate) fn malformed(&self, msg: impl Into<String>) -> CodegenError {
        CodegenError::Malformed {
            func: self.func.name.clone(),
            msg: msg.into(),
        }
    }

    pub(crate) fn unsupported(&self, what: impl Into<String>) -> CodegenError {
        CodegenError::Unsupported {
            func: self.func.name.clone(),
            what: what.into(),
        }
    }

    // ------------------------------------------------------------------ values

    pub(crate) fn types(&self) -> &LlvmTypes<'ctx> {
        &self.cx.types
    }

    pub(crate) fn define(&mut self, v: ValueId, value: BasicValueEnum<'ctx>) {
        self.values[v.index_usize()] = Some(value);
    }

    pub(crate) fn forget(&mut self, v: ValueId) {
        self.values[v.index_usize()] = None;
    }

    /// Binds the single result of `op`.
    pub(crate) fn define_result(
        &mut self,
        op: OpId,
        value: BasicValueEnum<'ctx>,
    ) -> Result<(), CodegenError> {
        match self.func.ops[op].results.as_slice() {
            [r] => {
                self.define(*r, value);
                Ok(())
            }
            rs => Err(self.malformed(format!(
                "`{}` has {} results, expected 1",
                self.func.ops[op].kind,
                rs.len()
            ))),
        }
    }

    pub(crate) fn value(&self, v: ValueId) -> Result<BasicValueEnum<'ctx>, CodegenError> {
        self.values
            .get(v.index_usize())
            .copied()
            .flatten()
            .ok_or_else(|| {
                self.malformed(format!(
                    "value {v:?} is used where its definition does not dominate"
                ))
            })
    }

    pub(crate) fn operand_id(&self, op: OpId, index: usize) -> Result<ValueId, CodegenError> {
        self.func.ops[op]
            .operands
            .get(index)
            .copied()
            .ok_or_else(|| {
                self.malformed(format!(
                    "`{}` has no operand {index}",
                    self.func.ops[op].kind
                ))
            })
    }

    pub(crate) fn operand(
        &self,
        op: OpId,
        index: usize,
    ) -> Result<BasicValueEnum<'ctx>, CodegenError> {
        self.value(self.operand_id(op, index)?)
    }

    pub(crate) fn operand_type(&self, op: OpId, index: usize) -> Result<Type, CodegenError> {
        Ok(self.func.value_type(self.operand_id(op, index)?))
    }

    pub(crate) fn result_type(&self, op: OpId) -> Result<Type, CodegenError> {
        match self.func.ops[op].results.as_slice() {
            [r] => Ok(self.func.value_type(*r)),
            rs => Err(self.malformed(format!(
                "`{}` has {} results, expected 1",
                self.func.ops[op].kind,
                rs.len()
            ))),
        }
    }

    /// Checks the contract of arithmetic ops: every operand (from `first` on) and the result
    /// have one type. LLVM would otherwise build instructions that fail verification.
    pub(crate) fn check_uniform_types(&self, op: OpId, first: usize) -> Result<(), CodegenError> {
        let data = &self.func.ops[op];
        let mut types = data.operands[first.min(data.operands.len())..]
            .iter()
            .chain(&data.results)
            .map(|&v| self.func.value_type(v));
        let Some(t0) = types.next() else {
            return Ok(());
        };
        if types.all(|t| t == t0) {
            Ok(())
        } else {
            Err(self.malformed(format!(
                "`{}` operands and result must share one type",
                data.kind
            )))
        }
    }

    fn wrong_operand(&self, op: OpId, index: usize, expected: &str) -> CodegenError {
        self.malformed(format!(
            "operand {index} of `{}` must be {expected}",
            self.func.ops[op].kind
        ))
    }

    pub(crate) fn int_operand(
        &self,
        op: OpId,
        index: usize,
    ) -> Result<IntValue<'ctx>, CodegenError> {
        match self.operand(op, index)? {
            BasicValueEnum::IntValue(v) => Ok(v),
            _ => Err(self.wrong_operand(op, index, "an integer")),
        }
    }

    pub(crate) fn float_operand(
        &self,
        op: OpId,
        index: usize,
    ) -> Result<FloatValue<'ctx>, CodegenError> {
        match self.operand(op, index)? {
            BasicValueEnum::FloatValue(v) => Ok(v),
            _ => Err(self.wrong_operand(op, index, "a float")),
        }
    }

    pub(crate) fn ptr_operand(
        &self,
        op: OpId,
        index: usize,
    ) -> Result<PointerValue<'ctx>, CodegenError> {
        match self.operand(op, index)? {
            BasicValueEnum::PointerValue(v) => Ok(v),
            _ => Err(self.wrong_operand(op, index, "a pointer")),
        }
    }

    pub(crate) fn view_operand(
        &self,
        op: OpId,
        index: usize,
    ) -> Result<StructValue<'ctx>, CodegenError> {
        match self.operand(op, index)? {
            BasicValueEnum::StructValue(v) => Ok(v),
            _ => Err(self.wrong_operand(op, index, "a view")),
        }
    }

    /// Sign-extends (or truncates, for wider types) an index to `i64`.
    pub(crate) fn index_to_i64(&self, v: IntValue<'ctx>) -> Result<IntValue<'ctx>, CodegenError> {
        let i64t = self.types().i64();
        Ok(match v.get_type().get_bit_width() {
            64 => v,
            w if w < 64 => self.b.build_int_s_extend(v, i64t, "")?,
            _ => self.b.build_int_truncate(v, i64t, "")?,
        })
    }

    // ------------------------------------------------------------------ dispatch

    /// Translates one non-terminator op at the builder's position (which ops with regions move).
    pub(crate) fn lower_op(&mut self, op: OpId) -> Result<(), CodegenError> {
        let kind = self.func.ops[op].kind;
        match kind.dialect() {
            "arith" => self.lower_arith(op),
            "math" => self.lower_math(op),
            "mem" => self.lower_memory(op),
            "dvm" => Err(CodegenError::UnloweredOp {
                func: self.func.name.clone(),
                op: kind.name(),
            }),
            _ => match kind {
                OpKind::For => self.lower_for(op),
                OpKind::If => self.lower_if(op),
                OpKind::While => self.lower_while(op),
                OpKind::ExecuteRegion => self.lower_execute_region(op),
                OpKind::Call => self.lower_call(op),
                OpKind::CallIndirect => self.lower_call_indirect(op),
                OpKind::VaStart => self.lower_va(op, "llvm.va_start"),
                OpKind::VaEnd => self.lower_va(op, "llvm.va_end"),
                _ => Err(self.unsupported(format!("op `{kind}` here"))),
            },
        }
    }
}

//! `func.call` and `func.return`.
//!
//! Arguments and results are checked against the callee's LLVM signature before the call is
//! built, so a mismatch is reported, never turned into invalid IR. The entry function returns
//! `int`: 0 when its IR returns nothing.

use dvmh_ir::{OpId, Type};
use inkwell::attributes::AttributeLoc;
use inkwell::types::BasicMetadataTypeEnum;
use inkwell::values::{BasicMetadataValueEnum, BasicValue, BasicValueEnum};

use crate::error::CodegenError;
use crate::function::FunctionLowering;
use crate::symbols::{function_type, memory_struct_attributes, FnRole, Symbol};

impl<'m, 'ctx> FunctionLowering<'m, 'ctx> {
    pub(crate) fn lower_call(&mut self, op: OpId) -> Result<(), CodegenError> {
        let data = &self.func.ops[op];
        let callee_name = data
            .attrs
            .str("callee")
            .ok_or_else(|| self.malformed("`func.call` without a `callee`"))?;
        let Some(Symbol::Function(callee)) = self.cx.symbols.get(callee_name) else {
            return Err(self.malformed(format!("`func.call` of unknown function @{callee_name}")));
        };
        let fn_type = callee.get_type();
        let param_types = fn_type.get_param_types();
        let variadic = fn_type.is_var_arg();
        if param_types.len() != data.operands.len()
            && !(variadic && data.operands.len() > param_types.len())
        {
            return Err(self.malformed(format!(
                "call of @{callee_name} with {} arguments, expected {}",
                data.operands.len(),
                param_types.len()
            )));
        }
        let mut args: Vec<BasicMetadataValueEnum> = Vec::with_capacity(param_types.len());
        for (i, expected) in param_types.iter().enumerate() {
            let v = self.operand(op, i)?;
            if BasicMetadataTypeEnum::from(v.get_type()) != *expected {
                return Err(self.malformed(format!(
                    "argument {i} of the call of @{callee_name} has the wrong type"
                )));
            }
            args.push(v.into());
        }
        // The variadic tail (C `printf`): the front end has applied the default argument
        // promotions.
        for i in param_types.len()..data.operands.len() {
            args.push(self.operand(op, i)?.into());
        }
        let call = self.b.build_call(callee, &args, "")?;
        for (i, a) in memory_struct_attributes(self.cx.ctx, &data.attrs) {
            call.add_attribute(AttributeLoc::Param(i), a);
        }
        let results = data.results.clone();
        let value = call.try_as_basic_value().basic();
        if results.len() == 2 {
            return self.define_pair(&results, value, callee_name);
        }
        match (results.as_slice(), value) {
            ([], _) => Ok(()),
            ([r], Some(v))
                if Some(v.get_type()) == self.types().value_type(self.func.value_type(*r)) =>
            {
                self.define(*r, v);
                Ok(())
            }
            _ => Err(self.malformed(format!(
                "the results of the call of @{callee_name} do not match its signature"
            ))),
        }
    }

    /// Defines two results from the struct a call returned (a C struct of two eightbytes).
    fn define_pair(
        &mut self,
        results: &[dvmh_ir::ValueId],
        value: Option<BasicValueEnum<'ctx>>,
        callee: &str,
    ) -> Result<(), CodegenError> {
        let Some(BasicValueEnum::StructValue(pair)) = value else {
            return Err(self.malformed(format!(
                "the results of the call of {callee} do not match its signature"
            )));
        };
        for (k, r) in results.iter().enumerate() {
            let v = self.b.build_extract_value(pair, k as u32, "")?;
            if Some(v.get_type()) != self.types().value_type(self.func.value_type(*r)) {
                return Err(self.malformed(format!(
                    "result {k} of the call of {callee} has the wrong type"
                )));
            }
            self.define(*r, v);
        }
        Ok(())
    }

    /// `func.va_start(ap)` / `func.va_end(ap)`: LLVM's intrinsics on the `va_list` object
    /// (overloaded on the pointer type since LLVM 19).
    pub(crate) fn lower_va(&mut self, op: OpId, name: &str) -> Result<(), CodegenError> {
        let ap = self.ptr_operand(op, 0)?;
        let f = self.intrinsic(name, ap.get_type().into())?;
        self.b.build_call(f, &[ap.into()], "")?;
        Ok(())
    }

    /// `func.call_indirect(f, args...)`: the signature is the operands' and results' types.
    pub(crate) fn lower_call_indirect(&mut self, op: OpId) -> Result<(), CodegenError> {
        let data = &self.func.ops[op];
        let params: Vec<Type> = data.operands[1..]
            .iter()
            .map(|&v| self.func.value_type(v))
            .collect();
        let results: Vec<Type> = data
            .results
            .iter()
            .map(|&v| self.func.value_type(v))
            .collect();
        let fn_type = function_type(self.types(), self.cx.ctx, &params, &results)
            .map_err(|what| self.unsupported(format!("indirect call with {what}")))?;
        let callee = self.ptr_operand(op, 0)?;
        let mut args: Vec<BasicMetadataValueEnum> = Vec::with_capacity(params.len());
        for i in 1..data.operands.len() {
            args.push(self.operand(op, i)?.into());
        }
        let call = self.b.build_indirect_call(fn_type, callee, &args, "")?;
        for (i, a) in memory_struct_attributes(self.cx.ctx, &data.attrs) {
            call.add_attribute(AttributeLoc::Param(i), a);
        }
        if data.results.len() == 2 {
            let results = data.results.clone();
            return self.define_pair(&results, call.try_as_basic_value().basic(), "a pointer");
        }
        match (data.results.as_slice(), call.try_as_basic_value().basic()) {
            ([], _) => Ok(()),
            ([r], Some(v)) => {
                self.define(*r, v);
                Ok(())
            }
            _ => Err(self.malformed("the results of an indirect call do not match its type")),
        }
    }

    pub(crate) fn lower_return(&mut self, op: OpId) -> Result<(), CodegenError> {
        let operands = self.func.ops[op].operands.clone();
        let declared: Vec<Type> = self.func.results.clone();
        let types: Vec<Type> = operands.iter().map(|&v| self.func.value_type(v)).collect();
        if types != declared {
            return Err(self.malformed("`func.return` values do not match the function's results"));
        }
        match (self.role, operands.as_slice()) {
            (FnRole::Entry, []) => {
                let zero = self.types().i32().const_zero();
                self.b.build_return(Some(&zero))?;
            }
            (_, []) => {
                self.b.build_return(None)?;
            }
            (_, [v]) => {
                let value = self.value(*v)?;
                self.b.build_return(Some(&value))?;
            }
            (FnRole::Plain, [a, b]) => {
                // A C struct of two eightbytes, in two registers.
                let (a, b) = (self.value(*a)?, self.value(*b)?);
                let ty = self
                    .cx
                    .ctx
                    .struct_type(&[a.get_type(), b.get_type()], false);
                let pair = self.b.build_insert_value(ty.get_undef(), a, 0, "")?;
                let pair = self.b.build_insert_value(pair, b, 1, "")?;
                self.b.build_return(Some(&pair.as_basic_value_enum()))?;
            }
            _ => return Err(self.unsupported("returning more than one value")),
        }
        Ok(())
    }
}

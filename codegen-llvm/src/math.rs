//! `math` ops: LLVM intrinsics where LLVM has them, libm calls otherwise — or, in device code
//! (on a GPU, and device handlers compiled for the emulation device), the functions of the
//! device math library (`device_math/`).
//!
//! Every choice here reproduces what gfortran computes on x86-64 for the same operation:
//! intrinsics that lower to one instruction (`sqrt`, `fabs`, `copysign`, rounding) are exact;
//! the transcendental ones (`exp`, `log`, `sin`, ...) become the same libm calls gfortran makes
//! (`sin` for `f64`, `sinf` for `f32`). `MAX`/`MIN` follow gfortran at `-O1` and above, which
//! emits `maxsd`/`minsd`: `max(x, y) = x > y ? x : y` (so `max(x, NaN)` is NaN and `max(NaN, y)`
//! is `y`), which a compare and a select reproduce and still vectorise.

use dvmh_ir::{Attr, OpId, OpKind, Scalar, Type};
use inkwell::intrinsics::Intrinsic;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{
    BasicMetadataValueEnum, BasicValue, BasicValueEnum, FastMathFlags, FunctionValue,
};
use inkwell::FloatPredicate;

use crate::error::CodegenError;
use crate::function::FunctionLowering;

/// How a float function is implemented.
enum FloatFunction {
    Intrinsic(&'static str),
    /// A libm function: the `f64` name (the `f32` one adds `f`).
    Libm(&'static str),
}

fn float_function(kind: OpKind) -> Option<FloatFunction> {
    use FloatFunction::*;
    Some(match kind {
        OpKind::Sqrt => Intrinsic("llvm.sqrt"),
        OpKind::AbsF => Intrinsic("llvm.fabs"),
        OpKind::Exp => Intrinsic("llvm.exp"),
        OpKind::Log => Intrinsic("llvm.log"),
        OpKind::Log10 => Intrinsic("llvm.log10"),
        OpKind::Sin => Intrinsic("llvm.sin"),
        OpKind::Cos => Intrinsic("llvm.cos"),
        OpKind::Round => Intrinsic("llvm.round"),
        OpKind::Trunc => Intrinsic("llvm.trunc"),
        OpKind::Floor => Intrinsic("llvm.floor"),
        OpKind::Ceil => Intrinsic("llvm.ceil"),
        OpKind::CopySign => Intrinsic("llvm.copysign"),
        OpKind::PowF => Intrinsic("llvm.pow"),
        OpKind::Tan => Libm("tan"),
        OpKind::Asin => Libm("asin"),
        OpKind::Acos => Libm("acos"),
        OpKind::Atan => Libm("atan"),
        OpKind::Sinh => Libm("sinh"),
        OpKind::Cosh => Libm("cosh"),
        OpKind::Tanh => Libm("tanh"),
        OpKind::Atan2 => Libm("atan2"),
        _ => return None,
    })
}

/// Number of operands of a float function op.
fn arity(kind: OpKind) -> usize {
    match kind {
        OpKind::Atan2 | OpKind::PowF | OpKind::CopySign => 2,
        _ => 1,
    }
}

impl<'m, 'ctx> FunctionLowering<'m, 'ctx> {
    pub(crate) fn lower_math(&mut self, op: OpId) -> Result<(), CodegenError> {
        let kind = self.func.ops[op].kind;
        if !matches!(kind, OpKind::FPowI | OpKind::IPowI) {
            self.check_uniform_types(op, 0)?;
        }
        let value: BasicValueEnum<'ctx> = match kind {
            OpKind::MaxF | OpKind::MinF => {
                let (x, y) = (self.float_operand(op, 0)?, self.float_operand(op, 1)?);
                let pred = if kind == OpKind::MaxF {
                    FloatPredicate::OGT
                } else {
                    FloatPredicate::OLT
                };
                let first = self.b.build_float_compare(pred, x, y, "")?;
                let result = self.b.build_select(first, x, y, "")?;
                if self.func.attr(op, "unordered").and_then(Attr::as_bool) == Some(true) {
                    // A reduction's combining step: NaN and signed-zero order may be ignored.
                    let flags = FastMathFlags::NoNaNs | FastMathFlags::NoSignedZeros;
                    for v in [first.as_instruction(), result.as_instruction_value()]
                        .into_iter()
                        .flatten()
                    {
                        v.set_fast_math_flags(flags)
                            .map_err(|e| CodegenError::Llvm(format!("fast-math flags: {e}")))?;
                    }
                }
                result
            }
            OpKind::MaxI | OpKind::MinI | OpKind::AbsI => {
                let x = self.int_operand(op, 0)?;
                let ty: BasicTypeEnum = x.get_type().into();
                let (name, args): (&str, Vec<BasicMetadataValueEnum>) = match kind {
                    OpKind::MaxI => ("llvm.smax", vec![x.into(), self.int_operand(op, 1)?.into()]),
                    OpKind::MinI => ("llvm.smin", vec![x.into(), self.int_operand(op, 1)?.into()]),
                    // `abs(INT_MIN)` wraps to INT_MIN, as gfortran's does.
                    _ => (
                        "llvm.abs",
                        vec![x.into(), self.cx.ctx.bool_type().const_zero().into()],
                    ),
                };
                let f = self.intrinsic(name, ty)?;
                self.call_value(f, &args)?
            }
            OpKind::FPowI => self.lower_fpowi(op)?,
            OpKind::IPowI => self.lower_ipowi(op)?,
            _ => {
                let function =
                    float_function(kind).ok_or_else(|| self.unsupported(format!("op `{kind}`")))?;
                let Type::Scalar(s) = self.result_type(op)? else {
                    return Err(self.malformed(format!("`{kind}` with a non-float result")));
                };
                if !s.is_float() {
                    return Err(self.malformed(format!("`{kind}` with a non-float result")));
                }
                let args = (0..arity(kind))
                    .map(|i| self.float_operand(op, i).map(Into::into))
                    .collect::<Result<Vec<BasicMetadataValueEnum>, _>>()?;
                if self.uses_device_math() {
                    if let Some(f) =
                        crate::device_math::device_function(self.cx.ctx, &self.cx.module, kind, s)?
                    {
                        let value = self.call_value(f, &args)?;
                        return self.define_result(op, value);
                    }
                }
                if self.cx.target == crate::TargetKind::Nvptx && !kind.runs_on_device() {
                    return Err(self.unsupported(format!("`{kind}` in device code")));
                }
                if self.math_errno() {
                    if let Some(value) = self.lower_math_errno(kind, s, &args)? {
                        return self.define_result(op, value);
                    }
                }
                let callee = match function {
                    FloatFunction::Intrinsic(name) => {
                        self.intrinsic(name, self.types().scalar(s))?
                    }
                    FloatFunction::Libm(name) => self.libm(name, s, args.len())?,
                };
                self.call_value(callee, &args)?
            }
        };
        self.define_result(op, value)
    }

    /// Do this function's math ops set `errno` as C's libm functions do (`math_errno`, set by
    /// the C front end: C's default, gcc's `-fmath-errno`)? Fortran has no `errno`, and device
    /// code neither.
    fn math_errno(&self) -> bool {
        self.cx.target == crate::TargetKind::Host
            && self.func.attrs.get("math_errno").and_then(Attr::as_bool) == Some(true)
    }

    /// A math op with `errno` semantics, as gcc compiles it under `-fmath-errno`; `None` for
    /// ops that never set `errno` (`fabs`, rounding, `copysign`).
    ///
    /// `sqrt` is the instruction, and only when its result is NaN (a negative or NaN
    /// argument) also the libm call, which sets `errno` to `EDOM` — the fast path stays one
    /// instruction and vectorises no worse than gcc's. The transcendental functions are the libm
    /// calls themselves (not LLVM's `memory(none)` intrinsics, which would let LLVM drop or move
    /// the `errno` store they make).
    fn lower_math_errno(
        &mut self,
        kind: OpKind,
        s: Scalar,
        args: &[BasicMetadataValueEnum<'ctx>],
    ) -> Result<Option<BasicValueEnum<'ctx>>, CodegenError> {
        let name = match kind {
            OpKind::Sqrt => "sqrt",
            OpKind::Exp => "exp",
            OpKind::Log => "log",
            OpKind::Log10 => "log10",
            OpKind::Sin => "sin",
            OpKind::Cos => "cos",
            OpKind::PowF => "pow",
            _ => return Ok(None),
        };
        let libm = self.libm(name, s, args.len())?;
        if kind != OpKind::Sqrt {
            return self.call_value(libm, args).map(Some);
        }
        let fast = self
            .call_value(self.intrinsic("llvm.sqrt", self.types().scalar(s))?, args)?
            .into_float_value();
        let nan = self
            .b
            .build_float_compare(FloatPredicate::UNO, fast, fast, "")?;
        let from = self
            .b
            .get_insert_block()
            .ok_or_else(|| CodegenError::Llvm("no insertion block".into()))?;
        let slow = self.cx.ctx.append_basic_block(self.llfn, "sqrt.errno");
        let join = self.cx.ctx.append_basic_block(self.llfn, "sqrt.done");
        self.b.build_conditional_branch(nan, slow, join)?;
        self.b.position_at_end(slow);
        let called = self.call_value(libm, args)?;
        self.b.build_unconditional_branch(join)?;
        self.b.position_at_end(join);
        let phi = self.b.build_phi(fast.get_type(), "")?;
        phi.add_incoming(&[(&fast, from), (&called, slow)]);
        Ok(Some(phi.as_basic_value()))
    }

    /// Does this function compute transcendental math with the device math library? On a GPU
    /// always; on the host in device handlers, which the emulation device runs, so that it
    /// computes what the GPU computes.
    fn uses_device_math(&self) -> bool {
        self.cx.target == crate::TargetKind::Nvptx
            || matches!(self.func.attrs.get("device"), Some(a) if a.as_bool() != Some(false))
    }

    /// The declaration of an overloaded intrinsic for type `ty`.
    pub(crate) fn intrinsic(
        &self,
        name: &str,
        ty: BasicTypeEnum<'ctx>,
    ) -> Result<FunctionValue<'ctx>, CodegenError> {
        Intrinsic::find(name)
            .and_then(|i| i.get_declaration(&self.cx.module, &[ty]))
            .ok_or_else(|| CodegenError::Llvm(format!("LLVM has no intrinsic {name} for {ty}")))
    }

    /// The declaration of libm's `name` (`namef` for `f32`) taking `arity` floats.
    fn libm(
        &self,
        name: &str,
        s: Scalar,
        arity: usize,
    ) -> Result<FunctionValue<'ctx>, CodegenError> {
        let full = match s {
            Scalar::F32 => format!("{name}f"),
            Scalar::F80 => format!("{name}l"),
            _ => name.to_string(),
        };
        let ft = self.types().float(s);
        let fn_type = ft.fn_type(&vec![ft.into(); arity], false);
        match self.cx.module.get_function(&full) {
            Some(f) if f.get_type() == fn_type => Ok(f),
            Some(_) => Err(CodegenError::Module {
                module: self.func.name.clone(),
                msg: format!("`{full}` is declared with a signature other than libm's"),
            }),
            None => {
                let f = self.cx.module.add_function(&full, fn_type, None);
                f.add_attribute(
                    inkwell::attributes::AttributeLoc::Function,
                    self.cx.ctx.create_enum_attribute(
                        inkwell::attributes::Attribute::get_named_enum_kind_id("nounwind"),
                        0,
                    ),
                );
                Ok(f)
            }
        }
    }

    /// Calls a function that returns a value.
    pub(crate) fn call_value(
        &self,
        f: FunctionValue<'ctx>,
        args: &[BasicMetadataValueEnum<'ctx>],
    ) -> Result<BasicValueEnum<'ctx>, CodegenError> {
        self.b
            .build_call(f, args, "")?
            .try_as_basic_value()
            .basic()
            .ok_or_else(|| {
                CodegenError::Llvm(format!(
                    "{} returns no value",
                    f.get_name().to_string_lossy()
                ))
            })
    }
}

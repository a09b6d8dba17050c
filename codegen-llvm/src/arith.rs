//! `arith` ops: constants, integer and float arithmetic, comparisons, `select`, conversions.
//!
//! Float ops carry no fast-math flags, so LLVM neither reassociates nor contracts them: results
//! are the IEEE results of the written operations, as gfortran's. Integer ops wrap (the op
//! contract) unless the producer marks them `nsw` (Fortran integer overflow is undefined, and
//! `nsw` lets LLVM widen induction variables and analyse subscripts).

use dvmh_ir::{Attr, OpId, OpKind, Scalar, Type};
use inkwell::values::{BasicValue, BasicValueEnum, IntValue};
use inkwell::{FloatPredicate, IntPredicate};

use crate::error::CodegenError;
use crate::function::FunctionLowering;
use crate::symbols::has_flag;

fn int_predicate(name: &str) -> Option<IntPredicate> {
    Some(match name {
        "eq" => IntPredicate::EQ,
        "ne" => IntPredicate::NE,
        "slt" => IntPredicate::SLT,
        "sle" => IntPredicate::SLE,
        "sgt" => IntPredicate::SGT,
        "sge" => IntPredicate::SGE,
        "ult" => IntPredicate::ULT,
        "ule" => IntPredicate::ULE,
        "ugt" => IntPredicate::UGT,
        "uge" => IntPredicate::UGE,
        _ => return None,
    })
}

fn float_predicate(name: &str) -> Option<FloatPredicate> {
    Some(match name {
        "oeq" => FloatPredicate::OEQ,
        "one" => FloatPredicate::ONE,
        "olt" => FloatPredicate::OLT,
        "ole" => FloatPredicate::OLE,
        "ogt" => FloatPredicate::OGT,
        "oge" => FloatPredicate::OGE,
        "ord" => FloatPredicate::ORD,
        "ueq" => FloatPredicate::UEQ,
        "une" => FloatPredicate::UNE,
        "ult" => FloatPredicate::ULT,
        "ule" => FloatPredicate::ULE,
        "ugt" => FloatPredicate::UGT,
        "uge" => FloatPredicate::UGE,
        "uno" => FloatPredicate::UNO,
        _ => return None,
    })
}

impl<'m, 'ctx> FunctionLowering<'m, 'ctx> {
    pub(crate) fn lower_arith(&mut self, op: OpId) -> Result<(), CodegenError> {
        let kind = self.func.ops[op].kind;
        match kind {
            OpKind::CmpI | OpKind::CmpF => {
                if self.operand_type(op, 0)? != self.operand_type(op, 1)? {
                    return Err(self.malformed(format!("`{kind}` operands of different types")));
                }
            }
            OpKind::Select => self.check_uniform_types(op, 1)?,
            OpKind::Constant
            | OpKind::SIToFP
            | OpKind::FPToSI
            | OpKind::UIToFP
            | OpKind::FPToUI
            | OpKind::ExtF
            | OpKind::TruncF
            | OpKind::ExtSI
            | OpKind::ExtUI
            | OpKind::TruncI => {}
            _ => self.check_uniform_types(op, 0)?,
        }
        let value: BasicValueEnum<'ctx> = match kind {
            OpKind::Constant => self.constant(op)?,
            OpKind::AddI | OpKind::SubI | OpKind::MulI => self.int_wrapping_binary(op)?.into(),
            OpKind::DivSI | OpKind::RemSI => self
                .checked_signed_division(op, kind == OpKind::RemSI)?
                .into(),
            OpKind::DivUI | OpKind::RemUI => self
                .checked_unsigned_division(op, kind == OpKind::RemUI)?
                .into(),
            OpKind::AndI | OpKind::OrI | OpKind::XOrI => {
                let (a, b) = (self.int_operand(op, 0)?, self.int_operand(op, 1)?);
                let v = match kind {
                    OpKind::AndI => self.b.build_and(a, b, "")?,
                    OpKind::OrI => self.b.build_or(a, b, "")?,
                    _ => self.b.build_xor(a, b, "")?,
                };
                v.into()
            }
            OpKind::ShlI | OpKind::ShrUI | OpKind::ShrSI => {
                let (a, n) = (self.int_operand(op, 0)?, self.int_operand(op, 1)?);
                let v = match kind {
                    OpKind::ShlI => self.b.build_left_shift(a, n, "")?,
                    _ => self.b.build_right_shift(a, n, kind == OpKind::ShrSI, "")?,
                };
                v.into()
            }
            OpKind::NegI => {
                let a = self.int_operand(op, 0)?;
                if has_flag(&self.func.ops[op].attrs, "nsw") {
                    self.b.build_int_nsw_neg(a, "")?.into()
                } else {
                    self.b.build_int_neg(a, "")?.into()
                }
            }
            OpKind::AddF | OpKind::SubF | OpKind::MulF | OpKind::DivF | OpKind::RemF => {
                let (a, b) = (self.float_operand(op, 0)?, self.float_operand(op, 1)?);
                let v = match kind {
                    OpKind::AddF => self.b.build_float_add(a, b, "")?,
                    OpKind::SubF => self.b.build_float_sub(a, b, "")?,
                    OpKind::MulF => self.b.build_float_mul(a, b, "")?,
                    OpKind::RemF => self.b.build_float_rem(a, b, "")?,
                    _ => self.b.build_float_div(a, b, "")?,
                };
                v.into()
            }
            OpKind::NegF => {
                let a = self.float_operand(op, 0)?;
                self.b.build_float_neg(a, "")?.into()
            }
            OpKind::CmpI => {
                let pred = self.predicate_attr(op)?;
                let p = int_predicate(&pred).ok_or_else(|| {
                    self.malformed(format!("unknown `arith.cmpi` predicate `{pred}`"))
                })?;
                if self.operand_type(op, 0)? == Type::Ptr {
                    // Pointer equality (a null test of an OPTIONAL argument's address).
                    let (a, b) = (self.ptr_operand(op, 0)?, self.ptr_operand(op, 1)?);
                    self.b.build_int_compare(p, a, b, "")?.into()
                } else {
                    let (a, b) = (self.int_operand(op, 0)?, self.int_operand(op, 1)?);
                    self.b.build_int_compare(p, a, b, "")?.into()
                }
            }
            OpKind::CmpF => {
                let pred = self.predicate_attr(op)?;
                let p = float_predicate(&pred).ok_or_else(|| {
                    self.malformed(format!("unknown `arith.cmpf` predicate `{pred}`"))
                })?;
                let (a, b) = (self.float_operand(op, 0)?, self.float_operand(op, 1)?);
                self.b.build_float_compare(p, a, b, "")?.into()
            }
            OpKind::Select => {
                let c = self.int_operand(op, 0)?;
                let (a, b) = (self.operand(op, 1)?, self.operand(op, 2)?);
                if a.get_type() != b.get_type() {
                    return Err(self.malformed("`arith.select` arms have different types"));
                }
                self.b.build_select(c, a, b, "")?
            }
            _ => self.conversion(op)?,
        };
        self.define_result(op, value)
    }

    fn predicate_attr(&self, op: OpId) -> Result<String, CodegenError> {
        self.func.ops[op]
            .attrs
            .str("pred")
            .map(str::to_string)
            .ok_or_else(|| {
                self.malformed(format!(
                    "`{}` without a `pred` attribute",
                    self.func.ops[op].kind
                ))
            })
    }

    fn int_wrapping_binary(&mut self, op: OpId) -> Result<IntValue<'ctx>, CodegenError> {
        let (a, b) = (self.int_operand(op, 0)?, self.int_operand(op, 1)?);
        let nsw = has_flag(&self.func.ops[op].attrs, "nsw");
        Ok(match (self.func.ops[op].kind, nsw) {
            (OpKind::AddI, false) => self.b.build_int_add(a, b, "")?,
            (OpKind::AddI, true) => self.b.build_int_nsw_add(a, b, "")?,
            (OpKind::SubI, false) => self.b.build_int_sub(a, b, "")?,
            (OpKind::SubI, true) => self.b.build_int_nsw_sub(a, b, "")?,
            (_, false) => self.b.build_int_mul(a, b, "")?,
            (_, true) => self.b.build_int_nsw_mul(a, b, "")?,
        })
    }

    fn constant(&mut self, op: OpId) -> Result<BasicValueEnum<'ctx>, CodegenError> {
        let ty = self.result_type(op)?;
        let attr = self.func.ops[op]
            .attrs
            .get("value")
            .ok_or_else(|| self.malformed("`arith.constant` without a `value`"))?;
        if let (Type::Scalar(s @ Scalar::F80), Some(Attr::Str(text))) =
            (ty, self.func.ops[op].attrs.get("text"))
        {
            if is_float_text(text) {
                // SAFETY: the text is a non-empty decimal or hexadecimal floating constant
                // (checked above), which LLVM's APFloat parses.
                return Ok(unsafe { self.types().float(s).const_float_from_string(text) }.into());
            }
        }
        match (ty, attr) {
            (Type::Scalar(s), Attr::Int(_) | Attr::Bool(_)) if s.is_int() => {
                let v = match attr {
                    Attr::Int(i) => *i,
                    Attr::Bool(b) => i64::from(*b),
                    _ => 0, // ok: excluded by the match arm above
                };
                Ok(self.types().int(s).const_int(v as u64, true).into())
            }
            // An `x86_fp80` constant from its source text (`0.1L`): rounded once, to 64 bits
            // of mantissa, as gcc rounds it.
            (Type::Scalar(s), Attr::Float(_) | Attr::Int(_)) if s.is_float() => {
                let v = attr.as_float().unwrap_or(0.0); // ok: Int and Float both convert
                Ok(self.types().float(s).const_float(v).into())
            }
            (Type::Ptr, Attr::Int(0)) => Ok(self.types().ptr().const_null().into()),
            (t, a) => Err(self.malformed(format!(
                "`arith.constant {{value = {a}}} : {t}` is not a valid constant"
            ))),
        }
    }

    fn conversion(&mut self, op: OpId) -> Result<BasicValueEnum<'ctx>, CodegenError> {
        let kind = self.func.ops[op].kind;
        let to = match self.result_type(op)? {
            Type::Scalar(s) => s,
            t => return Err(self.malformed(format!("`{kind}` to non-scalar type {t}"))),
        };
        let from_ty = self.operand_type(op, 0)?;
        let wrong = || self.malformed(format!("`{kind}` from {from_ty} to {}", to.name()));
        Ok(match kind {
            OpKind::SIToFP if to.is_float() => {
                let x = self.int_operand(op, 0)?;
                self.b
                    .build_signed_int_to_float(x, self.types().float(to), "")?
                    .into()
            }
            OpKind::FPToSI if to.is_int() => {
                let x = self.float_operand(op, 0)?;
                self.b
                    .build_float_to_signed_int(x, self.types().int(to), "")?
                    .into()
            }
            OpKind::UIToFP if to.is_float() => {
                let x = self.int_operand(op, 0)?;
                self.b
                    .build_unsigned_int_to_float(x, self.types().float(to), "")?
                    .into()
            }
            OpKind::FPToUI if to.is_int() => {
                let x = self.float_operand(op, 0)?;
                self.b
                    .build_float_to_unsigned_int(x, self.types().int(to), "")?
                    .into()
            }
            OpKind::ExtF | OpKind::TruncF if to.is_float() => {
                let x = self.float_operand(op, 0)?;
                let t = self.types().float(to);
                match (kind, from_ty.scalar().map(Scalar::bits), to.bits()) {
                    (_, Some(a), b) if a == b => x.as_basic_value_enum(),
                    (OpKind::ExtF, Some(a), b) if a < b => self.b.build_float_ext(x, t, "")?.into(),
                    (OpKind::TruncF, Some(a), b) if a > b => {
                        self.b.build_float_trunc(x, t, "")?.into()
                    }
                    _ => return Err(wrong()),
                }
            }
            OpKind::ExtSI | OpKind::ExtUI | OpKind::TruncI if to.is_int() => {
                let x = self.int_operand(op, 0)?;
                let t = self.types().int(to);
                let (a, b) = (x.get_type().get_bit_width(), to.bits());
                match kind {
                    _ if a == b => x.into(),
                    OpKind::ExtSI if a < b => self.b.build_int_s_extend(x, t, "")?.into(),
                    OpKind::ExtUI if a < b => self.b.build_int_z_extend(x, t, "")?.into(),
                    OpKind::TruncI if a > b => self.b.build_int_truncate(x, t, "")?.into(),
                    _ => return Err(wrong()),
                }
            }
            _ => return Err(wrong()),
        })
    }
}

/// Is `text` a floating constant LLVM can parse (digits, a point, an exponent, hex digits)?
fn is_float_text(text: &str) -> bool {
    !text.is_empty()
        && text.chars().any(|c| c.is_ascii_digit())
        && text
            .chars()
            .all(|c| c.is_ascii_hexdigit() || matches!(c, '.' | '+' | '-' | 'x' | 'X' | 'p' | 'P'))
}

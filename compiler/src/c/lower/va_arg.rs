//! The program's own variadic functions: `va_start`, `va_arg`, `va_end`, `va_copy`.
//!
//! `va_list` is x86-64 System V's `__va_list_tag[1]`: one 24-byte object holding
//! `gp_offset` (i32, at 0), `fp_offset` (i32, at 4), `overflow_arg_area` (ptr, at 8) and
//! `reg_save_area` (ptr, at 16). `va_start` and `va_end` are LLVM's intrinsics
//! (`func.va_start`/`func.va_end`); `va_arg` reads the object itself, as clang does, since
//! LLVM's `va_arg` instruction does not cover every type on x86-64: an INTEGER argument
//! comes from the general-register save area while `gp_offset` leaves room for it (48 bytes:
//! six registers), an SSE one from the XMM save area while `fp_offset` does (176 bytes),
//! otherwise from the overflow area on the stack. A struct takes its eightbytes from both
//! save areas when all of them fit (copied to a temporary), else it is read from the stack.
//! `va_copy` copies the 24 bytes.

use super::abi;
use super::expr::Val;
use super::{Lowerer, R};
use crate::c::ast::{Expr, Pos, TypeName};
use crate::c::types::CType;
use dvmh_ir::{Attr, OpKind, Type, ValueId};

const GP_LIMIT: i64 = 48;
const FP_LIMIT: i64 = 176;

impl Lowerer<'_> {
    /// The `va_list` argument of a builtin: the address of its 24-byte object.
    fn va_list_arg(&mut self, e: &Expr, what: &str) -> R<ValueId> {
        let (p, t) = self.rvalue(e)?;
        if !matches!(t.pointee(), Some(CType::VaList)) {
            return self.error(
                e.pos,
                format!("first argument to '{what}' not of type 'va_list'"),
            );
        }
        Ok(p)
    }

    fn in_variadic_function(&mut self) -> bool {
        !matches!(
            self.fcx().func.attrs.get("variadic"),
            None | Some(Attr::Bool(false))
        )
    }

    /// `__builtin_va_start(ap, last)`.
    pub(super) fn va_start(&mut self, args: &[Expr], pos: Pos) -> R<Val> {
        let [ap, last] = args else {
            return self.error(pos, "wrong number of arguments to function 'va_start'");
        };
        let p = self.va_list_arg(ap, "va_start")?;
        self.expr(last)?;
        if !self.in_variadic_function() {
            return self.error(pos, "'va_start' used in function with fixed arguments");
        }
        self.b().op0(OpKind::VaStart, &[p], Default::default());
        Ok(Val::Void)
    }

    /// `__builtin_va_end(ap)`.
    pub(super) fn va_end(&mut self, args: &[Expr], pos: Pos) -> R<Val> {
        let [ap] = args else {
            return self.error(pos, "wrong number of arguments to function 'va_end'");
        };
        let p = self.va_list_arg(ap, "va_end")?;
        if self.in_variadic_function() {
            self.b().op0(OpKind::VaEnd, &[p], Default::default());
        }
        Ok(Val::Void)
    }

    /// `__builtin_va_copy(dest, src)`.
    pub(super) fn va_copy(&mut self, args: &[Expr], pos: Pos) -> R<Val> {
        let [d, s] = args else {
            return self.error(pos, "wrong number of arguments to function 'va_copy'");
        };
        let d = self.va_list_arg(d, "va_copy")?;
        let s = self.va_list_arg(s, "va_copy")?;
        self.copy_bytes(d, s, 24);
        Ok(Val::Void)
    }

    /// `__builtin_va_arg(ap, type)`.
    pub(super) fn va_arg(&mut self, ap: &Expr, t: &TypeName, pos: Pos) -> R<Val> {
        let p = self.va_list_arg(ap, "va_arg")?;
        let t = self.type_name(t)?;
        let name = t.name(&self.structs);
        match &t {
            CType::Float => self.error(
                pos,
                "'float' is promoted to 'double' when passed through '...'",
            ),
            CType::Bool
            | CType::Int(crate::c::types::IntKind::Char | crate::c::types::IntKind::Short, _) => {
                self.error(
                    pos,
                    format!("'{name}' is promoted to 'int' when passed through '...'"),
                )
            }
            CType::Wide => self.error(
                pos,
                "'_Float128' and '__int128' values are not supported yet",
            ),
            // Class X87: always on the stack, 16 bytes aligned to 16.
            CType::LongDouble => {
                let addr = self.take_from_stack(p, 16, 16);
                let v = self.b().load(addr, Type::F80);
                Ok(Val::R(v, t))
            }
            CType::Struct(_) => self.va_arg_struct(p, &t, pos),
            _ => match t.ir() {
                Some(ir) => {
                    let addr = self.va_arg_scalar(p, t.is_float());
                    let v = self.b().load(addr, ir);
                    Ok(Val::R(v, t))
                }
                None => self.error(pos, format!("invalid type '{name}' for 'va_arg'")),
            },
        }
    }

    /// The address of the next INTEGER (or, `float`, SSE) argument of one eightbyte.
    fn va_arg_scalar(&mut self, ap: ValueId, float: bool) -> ValueId {
        let (field, limit, step) = if float {
            (4, FP_LIMIT - 16, 16)
        } else {
            (0, GP_LIMIT - 8, 8)
        };
        let at = self.b().alloca_array(Type::Ptr, 1);
        let list = self.b().alloca_array(Type::Ptr, 1);
        self.b().store(ap, list);
        let fa = self.offset_const(ap, field);
        let off = self.b().load(fa, Type::I32);
        let lim = self.b().const_i32(limit);
        let fits = self.b().cmpi("ule", off, lim);
        let (regs, stack, done) = (self.new_block(), self.new_block(), self.new_block());
        self.b().cond_br(fits, regs, stack);
        self.start_block(regs);
        let ap = self.b().load(list, Type::Ptr);
        let a = self.take_from_save_area(ap, field, step);
        self.b().store(a, at);
        self.b().br(done);
        self.start_block(stack);
        let ap = self.b().load(list, Type::Ptr);
        let a = self.take_from_stack(ap, 8, 8);
        self.b().store(a, at);
        self.b().br(done);
        self.start_block(done);
        self.b().load(at, Type::Ptr)
    }

    /// `reg_save_area + *offset_field`, advancing the field by `step`.
    fn take_from_save_area(&mut self, ap: ValueId, field: i64, step: i64) -> ValueId {
        let fa = self.offset_const(ap, field);
        let off = self.b().load(fa, Type::I32);
        let sa = self.offset_const(ap, 16);
        let save = self.b().load(sa, Type::Ptr);
        let off64 = self
            .b()
            .op1(OpKind::ExtUI, &[off], Type::I64, Default::default());
        let a = self.b().offset(save, off64);
        let s = self.b().const_i32(step);
        let next = self.b().binary(OpKind::AddI, off, s);
        self.b().store(next, fa);
        a
    }

    /// The overflow area's next `size` bytes aligned to `align` (8 or 16), advancing it.
    fn take_from_stack(&mut self, ap: ValueId, size: u64, align: u64) -> ValueId {
        let oa = self.offset_const(ap, 8);
        let mut area = self.b().load(oa, Type::Ptr);
        if align > 8 {
            let addr = self
                .b()
                .op1(OpKind::PtrToInt, &[area], Type::I64, Default::default());
            let up = self.b().const_i64(align as i64 - 1);
            let bumped = self.b().binary(OpKind::AddI, addr, up);
            let mask = self.b().const_i64(-(align as i64));
            let aligned = self.b().binary(OpKind::AndI, bumped, mask);
            let delta = self.b().binary(OpKind::SubI, aligned, addr);
            area = self.b().offset(area, delta);
        }
        let n = self.b().const_i64(size.div_ceil(8) as i64 * 8);
        let next = self.b().offset(area, n);
        self.b().store(next, oa);
        area
    }

    /// A struct argument, copied into a temporary (its eightbytes from the save areas when
    /// all of them fit there, else from the stack).
    fn va_arg_struct(&mut self, ap: ValueId, t: &CType, pos: Pos) -> R<Val> {
        let Some(size) = self.structs.size(t) else {
            let name = t.name(&self.structs);
            return self.error(pos, format!("invalid use of incomplete type '{name}'"));
        };
        let align = self.structs.align(t);
        let tmp = self.b().alloca_array(Type::I64, size.div_ceil(8).max(2));
        let Some(classes) = abi::eightbytes(&self.structs, t) else {
            let src = self.take_from_stack(ap, size, align.max(8));
            self.copy_bytes(tmp, src, size);
            return Ok(Val::R(tmp, t.clone()));
        };
        let gps = classes.iter().filter(|c| **c == Type::I64).count() as i64;
        let fps = classes.len() as i64 - gps;
        let list = self.b().alloca_array(Type::Ptr, 1);
        self.b().store(ap, list);
        let ga = self.offset_const(ap, 0);
        let gp = self.b().load(ga, Type::I32);
        let glim = self.b().const_i32(GP_LIMIT - 8 * gps);
        let gfit = self.b().cmpi("ule", gp, glim);
        let fa = self.offset_const(ap, 4);
        let fp = self.b().load(fa, Type::I32);
        let flim = self.b().const_i32(FP_LIMIT - 16 * fps);
        let ffit = self.b().cmpi("ule", fp, flim);
        let fits = self.b().binary(OpKind::AndI, gfit, ffit);
        let (regs, stack, done) = (self.new_block(), self.new_block(), self.new_block());
        self.b().cond_br(fits, regs, stack);
        self.start_block(regs);
        for (k, class) in classes.iter().enumerate() {
            let ap = self.b().load(list, Type::Ptr);
            let src = if *class == Type::I64 {
                self.take_from_save_area(ap, 0, 8)
            } else {
                self.take_from_save_area(ap, 4, 16)
            };
            let v = self.b().load(src, *class);
            let d = self.offset_const(tmp, 8 * k as i64);
            self.b().store(v, d);
        }
        self.b().br(done);
        self.start_block(stack);
        let ap = self.b().load(list, Type::Ptr);
        let src = self.take_from_stack(ap, size, 8);
        self.copy_bytes(tmp, src, size);
        self.b().br(done);
        self.start_block(done);
        Ok(Val::R(tmp, t.clone()))
    }
}

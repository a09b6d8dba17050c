//! Expressions: typing by C's rules and emission in one step.
//!
//! An expression lowers to a [`Val`]: an rvalue (an IR value and its C type), an lvalue (the
//! address of an object and its type; loaded, or decayed to a pointer for arrays, where a
//! value is needed), or nothing (`void`). Struct values are carried by address.

use super::bitfield;
use super::decl::SIZE_T;
use super::qualifiers::declared_qualified;
use super::stdio;
use super::{FnCx, Lowerer, Sym, R};
use crate::c::ast::*;
use crate::c::types::{usual_arith, CType, IntKind, Quals, INT, UINT};
use dvmh_ir::{Attrs, OpKind, Type, ValueId};

#[derive(Clone, Debug)]
pub(super) enum Val {
    R(ValueId, CType),
    L(ValueId, CType),
    Void,
}

impl Lowerer<'_> {
    /// The type of an expression, without evaluating it (`sizeof`): the expression is
    /// lowered into a detached block that is then dropped.
    pub(super) fn type_of(&mut self, e: &Expr) -> Option<CType> {
        if let Some(t) = self.dist_type_of(e) {
            return Some(t);
        }
        let saved_msgs = self.messages.len();
        let saved_failed = self.fn_failed;
        let saved_called = self.called.clone();
        let had_fcx = self.fcx.is_some();
        if !had_fcx {
            let func = dvmh_ir::Function::new("sizeof.scratch", &[], &[]);
            self.fcx = Some(FnCx::void(func));
        }
        let saved_cur = self.fcx().cur;
        let region = self.fcx().region;
        let blocks = self.fcx().func.regions[region].blocks.len();
        let scratch = self.fcx().func.scratch_block();
        self.fcx().cur = scratch;
        let t = match self.expr(e) {
            Ok(Val::R(_, t) | Val::L(_, t)) => Some(t),
            _ => None,
        };
        // Blocks the expression opened (`&&`, `?:`) are dropped with it.
        let f = self.fcx();
        f.cur = saved_cur;
        f.func.regions[region].blocks.truncate(blocks);
        if !had_fcx {
            self.fcx = None;
        }
        self.messages.truncate(saved_msgs);
        self.fn_failed = saved_failed;
        self.called = saved_called;
        t
    }

    pub(super) fn expr(&mut self, e: &Expr) -> R<Val> {
        let v = self.expr_unsettled(e)?;
        Ok(self.settle_volatile(v))
    }

    fn expr_unsettled(&mut self, e: &Expr) -> R<Val> {
        match &e.kind {
            ExprKind::Ident(n) => match self.lookup(n).cloned() {
                Some(Sym::Local(a, t)) => {
                    let quals = Quals {
                        konst: self.fcx().const_slots.contains(&a),
                        volatile: self.is_volatile_addr(a),
                    };
                    let t = declared_qualified(t, quals);
                    Ok(Val::L(a, t))
                }
                Some(Sym::Global(g, t)) => {
                    if self.module.global(&g).is_none() {
                        // An `extern` variable defined elsewhere (libc's `stderr`).
                        let elem = t.ir().unwrap_or(Type::I8);
                        self.module.globals.push(dvmh_ir::Global {
                            name: g.clone(),
                            elem,
                            count: 1,
                            init: dvmh_ir::GlobalInit::External,
                        });
                    }
                    let a = self.b().global_addr(&g);
                    if self.volatile_globals.contains(&g) {
                        self.mark_volatile(a);
                    }
                    let quals = Quals {
                        konst: self.const_globals.contains(&g),
                        volatile: self.volatile_globals.contains(&g),
                    };
                    let t = declared_qualified(t, quals);
                    Ok(Val::L(a, t))
                }
                Some(Sym::EnumConst(v)) => {
                    let c = self.b().const_i32(v);
                    Ok(Val::R(c, INT))
                }
                Some(Sym::Func(ft)) => {
                    // A function designator: its address (declared as an extern if the unit
                    // does not define it).
                    self.called.entry(n.clone()).or_insert(ft.clone());
                    let a = self.b().global_addr(n);
                    Ok(Val::R(a, CType::ptr_to(CType::Func(Box::new(ft)))))
                }
                Some(Sym::Typedef(_)) => self.error(e.pos, format!("unexpected type name '{n}'")),
                Some(Sym::Dist(_)) => self.error(
                    e.pos,
                    format!("distributed array '{n}' is used only as whole elements ('{n}[i]...')"),
                ),
                None if matches!(
                    n.as_str(),
                    "__func__" | "__FUNCTION__" | "__PRETTY_FUNCTION__"
                ) && self.fcx.is_some() =>
                {
                    let name = self.fcx().func.name.clone().into_bytes();
                    let a = self.string_literal(&name);
                    let t =
                        CType::Array(Box::new(crate::c::types::CHAR), Some(name.len() as u64 + 1));
                    Ok(Val::L(a, t))
                }
                None => self.error(e.pos, format!("'{n}' undeclared")),
            },
            ExprKind::Int(i) => {
                let t = int_literal_type(i);
                let ir = t.ir().unwrap_or(Type::I32);
                let c = self.b().const_int(ir, i.value as i64);
                Ok(Val::R(c, t))
            }
            ExprKind::Float(f) if f.imaginary => {
                let part = match (f.single, f.long.is_some()) {
                    (true, _) => CType::Float,
                    (_, true) => CType::LongDouble,
                    _ => CType::Double,
                };
                let v = if f.single {
                    f.value as f32 as f64
                } else {
                    f.value
                };
                Ok(self.imaginary_constant(v, part, f.long.as_ref().map(|l| l.as_str())))
            }
            ExprKind::Float(f) if f.long.is_some() => {
                let text = f.long.as_ref().map_or("0", |l| l.as_str()).to_string();
                let c = self.b().const_f80(&text, f.value);
                Ok(Val::R(c, CType::LongDouble))
            }
            ExprKind::Float(f) => {
                let (ir, t) = if f.single {
                    (Type::F32, CType::Float)
                } else {
                    (Type::F64, CType::Double)
                };
                let v = if f.single {
                    f.value as f32 as f64
                } else {
                    f.value
                };
                let c = self.b().const_float(ir, v);
                Ok(Val::R(c, t))
            }
            ExprKind::Char(c) => {
                let v = self.b().const_i32(*c);
                Ok(Val::R(v, INT))
            }
            ExprKind::Str(s) => {
                let a = self.string_literal(s);
                let t = CType::Array(Box::new(crate::c::types::CHAR), Some(s.len() as u64 + 1));
                Ok(Val::L(a, t))
            }
            ExprKind::WideStr(s) => {
                let a = self.wide_string_literal(s);
                let t = CType::Array(Box::new(INT), Some(s.len() as u64 + 1));
                Ok(Val::L(a, t))
            }
            ExprKind::Binary(BinOp::And | BinOp::Or, ..) => self.logical(e),
            ExprKind::Binary(op, a, b) => {
                let x = self.rvalue(a)?;
                let y = self.rvalue(b)?;
                let (v, t) = self.binary(*op, x, y, e.pos)?;
                Ok(Val::R(v, t))
            }
            ExprKind::Assign(op, a, b) => self.assign(*op, a, b, e.pos),
            ExprKind::Unary(op, a) => self.unary(*op, a, e.pos),
            ExprKind::IncDec { pre, inc, e: x } => self.inc_dec(*pre, *inc, x, e.pos),
            ExprKind::Cast(t, x) => {
                // A cast's value is unqualified (a pointer's target keeps its qualifiers).
                let t = self.type_name(t)?.unqual().clone();
                if t == CType::Void {
                    self.expr(x)?;
                    return Ok(Val::Void);
                }
                if !t.is_scalar() && self.complex_part(&t).is_none() {
                    let name = t.name(&self.structs);
                    return self.error(
                        e.pos,
                        format!("conversion to non-scalar type '{name}' requested"),
                    );
                }
                let v = self.rvalue(x)?;
                let c = self.convert(v, &t, e.pos, true)?;
                Ok(Val::R(c, t))
            }
            ExprKind::SizeofExpr(x) => {
                let Some(t) = self.type_of(x) else {
                    // Report the operand's own error.
                    self.expr(x)?;
                    return self.error(e.pos, "invalid operand of sizeof");
                };
                self.sizeof(&t, e.pos)
            }
            ExprKind::SizeofType(t) => {
                let t = self.type_name(t)?;
                self.sizeof(&t, e.pos)
            }
            ExprKind::AlignofType(t) => {
                let t = self.type_name(t)?;
                let align = self.structs.align(&t);
                let c = self.b().const_i64(align as i64);
                Ok(Val::R(c, SIZE_T))
            }
            ExprKind::Cond(c, a, b) => self.conditional(c, a, b, e.pos),
            ExprKind::Call(f, args) => self.call(f, args, e.pos),
            ExprKind::Index(a, i) => {
                if let Some(v) = self.dist_element(e)? {
                    return Ok(v);
                }
                let x = self.rvalue(a)?;
                let y = self.rvalue(i)?;
                let (p, i) = if x.1.is_ptr() { (x, y) } else { (y, x) };
                let Some(elem) = p.1.pointee().cloned() else {
                    return self.error(e.pos, "subscripted value is neither array nor pointer");
                };
                if !i.1.is_integer() {
                    return self.error(e.pos, "array subscript is not an integer");
                }
                let volatile = p.1.pointee_is_volatile();
                let addr = self.ptr_add(p.0, &elem, i, false, e.pos)?;
                if volatile {
                    self.mark_volatile(addr);
                }
                let elem = CType::qualified(
                    elem,
                    p.1.pointee_qualified()
                        .map(CType::quals)
                        .unwrap_or_default(),
                );
                Ok(Val::L(addr, elem))
            }
            ExprKind::Member(a, m, arrow) => {
                let (addr, t) = if *arrow {
                    let (p, t) = self.rvalue(a)?;
                    if t.pointee_is_volatile() {
                        self.mark_volatile(p);
                    }
                    match t.pointee() {
                        Some(s @ CType::Struct(_)) => (p, s.clone()),
                        _ => {
                            return self.error(
                                e.pos,
                                format!(
                                    "invalid type argument of '->' (have '{}')",
                                    t.name(&self.structs)
                                ),
                            )
                        }
                    }
                } else {
                    match self.expr(a)? {
                        Val::L(p, t @ CType::Struct(_)) | Val::R(p, t @ CType::Struct(_)) => (p, t),
                        _ => {
                            return self.error(
                                e.pos,
                                format!(
                                "request for member '{m}' in something not a structure or union"
                            ),
                            )
                        }
                    }
                };
                let CType::Struct(s) = t else { unreachable!() }; // ok: matched above
                if self.structs.defs[s].complex.is_some() {
                    return self.error(
                        e.pos,
                        format!("request for member '{m}' in something not a structure or union"),
                    );
                }
                match self.find_member(s, m) {
                    Some((off, ft)) => {
                        let p = self.offset_const(addr, off as i64);
                        self.inherit_volatile(addr, p);
                        Ok(Val::L(p, ft))
                    }
                    None => {
                        let name = t.name(&self.structs);
                        self.error(e.pos, format!("'{name}' has no member named '{m}'"))
                    }
                }
            }
            ExprKind::Comma(a, b) => {
                self.expr(a)?;
                self.expr(b)
            }
            ExprKind::StmtExpr(items) => self.stmt_expr(items),
            ExprKind::VaArg(ap, t) => self.va_arg(ap, t, e.pos),
            ExprKind::Offsetof(t, path) => {
                let off = self.offsetof(t, path)?;
                let v = self.b().const_int(Type::I64, off as i64);
                Ok(Val::R(v, SIZE_T))
            }
            ExprKind::Generic(c, assocs) => {
                let chosen = self.generic_selection(c, assocs, e.pos)?;
                self.expr(chosen)
            }
            ExprKind::CompoundLit(t, init) => {
                // An unnamed object in a slot of the function (its lifetime is the block's),
                // or, at file scope, in a global of its own (static storage).
                let t = self.type_name(t)?;
                let t = self.complete_array_from_init(t, Some(init));
                let (elem, count) = self.storage_of(&t, e.pos)?;
                let slot = if self.file_scope_literals {
                    let name = self.module.unique_symbol("dvmh.c.literal");
                    self.module.globals.push(dvmh_ir::Global {
                        name: name.clone(),
                        elem,
                        count,
                        init: dvmh_ir::GlobalInit::InternalZero,
                    });
                    self.b().global_addr(&name)
                } else {
                    self.b().alloca_array(elem, count)
                };
                self.init_local(slot, &t, init)?;
                Ok(Val::L(slot, t))
            }
        }
    }

    /// A member's offset and type, looking through anonymous members.
    pub(super) fn find_member(&self, s: usize, m: &str) -> Option<(u64, CType)> {
        for (name, t, off) in &self.structs.defs[s].fields {
            if name == m {
                return Some((*off, t.clone()));
            }
            if let (true, CType::Struct(inner)) = (name.is_empty(), t) {
                if let Some((o, t)) = self.find_member(*inner, m) {
                    return Some((off + o, t));
                }
            }
        }
        None
    }

    fn sizeof(&mut self, t: &CType, pos: Pos) -> R<Val> {
        if t.is_variable() && !t.is_ptr() {
            let v = self.type_size_value(t, pos)?;
            return Ok(Val::R(v, SIZE_T));
        }
        let size = match t {
            CType::Void => Some(1),
            CType::Func(_) => {
                return self.error(pos, "invalid application of 'sizeof' to a function type")
            }
            CType::BitField { .. } => return self.error(pos, "'sizeof' applied to a bit-field"),
            t => self.structs.size(t),
        };
        let Some(size) = size else {
            let name = t.name(&self.structs);
            return self.error(
                pos,
                format!("invalid application of 'sizeof' to incomplete type '{name}'"),
            );
        };
        let c = self.b().const_i64(size as i64);
        Ok(Val::R(c, SIZE_T))
    }

    /// The address of a string literal's bytes (with the terminating NUL).
    pub(super) fn string_literal(&mut self, s: &[u8]) -> ValueId {
        let mut bytes = s.to_vec();
        bytes.push(0);
        let g = self.module.add_global(
            ".str",
            Type::I8,
            bytes.len() as u64,
            dvmh_ir::GlobalInit::Bytes(bytes),
        );
        self.b().global_addr(&g)
    }

    /// The address of a wide string literal's `wchar_t` units (with the terminating zero).
    pub(super) fn wide_string_literal(&mut self, s: &[u32]) -> ValueId {
        let bytes: Vec<u8> = s
            .iter()
            .chain(std::iter::once(&0))
            .flat_map(|c| c.to_le_bytes())
            .collect();
        let g = self.module.add_global(
            ".wstr",
            Type::I32,
            (s.len() + 1) as u64,
            dvmh_ir::GlobalInit::Bytes(bytes),
        );
        self.b().global_addr(&g)
    }

    /// An expression's value: lvalues are loaded, arrays decay to pointers.
    pub(super) fn rvalue(&mut self, e: &Expr) -> R<(ValueId, CType)> {
        let v = self.expr(e)?;
        self.load_val(v, e.pos)
    }

    pub(super) fn load_val(&mut self, v: Val, pos: Pos) -> R<(ValueId, CType)> {
        let v = self.settle_volatile(v);
        match v {
            Val::R(v, t) => Ok((v, t)),
            Val::L(a, CType::Array(e, _) | CType::Vla(e, _)) => {
                // The elements of a volatile array (a member of a volatile struct).
                let e = match (self.is_volatile_addr(a), e.is_volatile()) {
                    (true, false) => Box::new(CType::volatile(*e)),
                    _ => e,
                };
                Ok((a, CType::Ptr(e)))
            }
            Val::L(a, t @ CType::Struct(_)) => Ok((a, t)),
            Val::L(a, t @ CType::BitField { .. }) => self.bit_field_load(a, &t, pos),
            Val::L(a, t) => match t.ir() {
                Some(ir) => {
                    let v = if self.is_volatile_addr(a) {
                        self.b().load_volatile(a, ir)
                    } else {
                        self.b().load(a, ir)
                    };
                    Ok((v, t))
                }
                None => {
                    let name = t.name(&self.structs);
                    self.error(
                        pos,
                        format!("values of type '{name}' are not supported yet"),
                    )
                }
            },
            Val::Void => self.error(pos, "void value not ignored as it ought to be"),
        }
    }

    /// The address of the object `e` designates; `role` names the operand in the error
    /// ("left operand of assignment").
    fn lvalue(&mut self, e: &Expr, role: &str) -> R<(ValueId, CType)> {
        match self.expr(e)? {
            Val::L(a, t) => Ok((a, t)),
            _ => self.error(e.pos, format!("lvalue required as {role}")),
        }
    }

    /// Converts a scalar value to another scalar type (`explicit`: a cast, which may turn
    /// pointers into other pointers freely).
    pub(super) fn convert(
        &mut self,
        (v, from): (ValueId, CType),
        to: &CType,
        pos: Pos,
        explicit: bool,
    ) -> R<ValueId> {
        // Qualifiers change no value.
        let from = from.unqual().clone();
        let to = to.unqual();
        if from == *to {
            return Ok(v);
        }
        if self.complex_part(&from).is_some() || self.complex_part(to).is_some() {
            return self.complex_convert((v, from), to, pos);
        }
        let (Some(fi), Some(ti)) = (from.ir(), to.ir()) else {
            let (a, b) = (from.name(&self.structs), to.name(&self.structs));
            return self.error(pos, format!("cannot convert from '{a}' to '{b}'"));
        };
        if *to == CType::Bool {
            let c = self.truth((v, from), pos)?;
            return Ok(self.b().op1(OpKind::ExtUI, &[c], Type::I8, Attrs::new()));
        }
        let from_unsigned = matches!(from, CType::Int(_, false) | CType::Bool);
        Ok(match (fi, ti) {
            (Type::Ptr, Type::Ptr) => v,
            (Type::Ptr, t) if explicit && t.is_int() => {
                // `(long)p`: the address as an integer.
                let x = self
                    .b()
                    .op1(OpKind::PtrToInt, &[v], Type::I64, Attrs::new());
                if t == Type::I64 {
                    x
                } else {
                    self.b().op1(OpKind::TruncI, &[x], t, Attrs::new())
                }
            }
            (t, Type::Ptr) if explicit && t.is_int() => {
                // `(char *)(uintptr_t)x`: the integer as an address (gcc sign- or
                // zero-extends a narrower integer by its type).
                if self.is_const_zero(v) {
                    return Ok(self.b().const_int(Type::Ptr, 0));
                }
                let x = if t == Type::I64 {
                    v
                } else {
                    let kind = if from_unsigned {
                        OpKind::ExtUI
                    } else {
                        OpKind::ExtSI
                    };
                    self.b().op1(kind, &[v], Type::I64, Attrs::new())
                };
                self.b()
                    .op1(OpKind::IntToPtr, &[x], Type::Ptr, Attrs::new())
            }
            (Type::Ptr, _) | (_, Type::Ptr) => {
                // Integer constant zero is the null pointer.
                if ti == Type::Ptr && from.is_integer() && self.is_const_zero(v) {
                    return Ok(self.b().const_int(Type::Ptr, 0));
                }
                let (a, b) = (from.name(&self.structs), to.name(&self.structs));
                return self.error(pos, format!("conversion from '{a}' to '{b}' is not supported (pointers and integers do not mix)"));
            }
            (f, t) if f == t => v,
            (f, t) if f.is_int() && t.is_int() => {
                let (fb, tb) = (
                    f.scalar().map_or(0, |s| s.bits()),
                    t.scalar().map_or(0, |s| s.bits()),
                );
                let kind = if tb < fb {
                    OpKind::TruncI
                } else if from_unsigned {
                    OpKind::ExtUI
                } else {
                    OpKind::ExtSI
                };
                self.b().op1(kind, &[v], t, Attrs::new())
            }
            (f, t) if f.is_int() => {
                let kind = if from_unsigned {
                    OpKind::UIToFP
                } else {
                    OpKind::SIToFP
                };
                self.b().op1(kind, &[v], t, Attrs::new())
            }
            (_, t) if t.is_int() => {
                let kind = if to.is_signed() {
                    OpKind::FPToSI
                } else {
                    OpKind::FPToUI
                };
                self.b().op1(kind, &[v], t, Attrs::new())
            }
            (f, t) => {
                let bits = |t: Type| t.scalar().map_or(0, |s| s.bits());
                let kind = if bits(f) < bits(t) {
                    OpKind::ExtF
                } else {
                    OpKind::TruncF
                };
                self.b().op1(kind, &[v], t, Attrs::new())
            }
        })
    }

    fn is_const_zero(&mut self, v: ValueId) -> bool {
        let f = &self.fcx().func;
        match f.values[v].def {
            dvmh_ir::ValueDef::Result(op, _) => {
                f.ops[op].kind == OpKind::Constant && f.ops[op].attrs.int("value") == Some(0)
            }
            _ => false,
        }
    }

    /// A scalar's truth value as `i1`.
    pub(super) fn truth(&mut self, (v, t): (ValueId, CType), pos: Pos) -> R<ValueId> {
        if let Some(part) = self.complex_part(&t) {
            return Ok(self.complex_truth(v, &part));
        }
        match t.ir() {
            Some(Type::Ptr) => {
                let null = self.b().const_int(Type::Ptr, 0);
                Ok(self.b().cmpi("ne", v, null))
            }
            Some(ir) if ir.is_float() => {
                let zero = self.b().const_float(ir, 0.0);
                Ok(self.b().cmpf("une", v, zero))
            }
            Some(ir) => {
                let zero = self.b().const_int(ir, 0);
                Ok(self.b().cmpi("ne", v, zero))
            }
            None => {
                let name = t.name(&self.structs);
                self.error(pos, format!("used '{name}' where a scalar is required"))
            }
        }
    }

    /// A condition (`if`, loops, `!`, `&&`).
    pub(super) fn cond(&mut self, e: &Expr) -> R<ValueId> {
        let v = self.rvalue(e)?;
        self.truth(v, e.pos)
    }

    /// `p + i * sizeof(*p)` (or minus).
    fn ptr_add(
        &mut self,
        p: ValueId,
        elem: &CType,
        (i, it): (ValueId, CType),
        negate: bool,
        pos: Pos,
    ) -> R<ValueId> {
        if elem.is_variable() {
            let size = self.type_size_value(elem, pos)?;
            let wide = self.convert((i, it), &crate::c::types::LONG, pos, false)?;
            let mut bytes = self.b().binary(OpKind::MulI, wide, size);
            if negate {
                let zero = self.b().const_i64(0);
                bytes = self.b().binary(OpKind::SubI, zero, bytes);
            }
            return Ok(self.b().offset(p, bytes));
        }
        let size = match elem {
            CType::Void => 1,
            t => match self.structs.size(t) {
                Some(s) => s,
                None => {
                    let name = t.name(&self.structs);
                    return self.error(
                        pos,
                        format!("arithmetic on a pointer to incomplete type '{name}'"),
                    );
                }
            },
        };
        let wide = self.convert((i, it), &crate::c::types::LONG, pos, false)?;
        let n = self.b().const_i64(size as i64);
        let mut bytes = self.b().binary(OpKind::MulI, wide, n);
        if negate {
            let zero = self.b().const_i64(0);
            bytes = self.b().binary(OpKind::SubI, zero, bytes);
        }
        Ok(self.b().offset(p, bytes))
    }

    /// A binary operator other than `&&`/`||` on two values.
    pub(super) fn binary(
        &mut self,
        op: BinOp,
        (a, ta): (ValueId, CType),
        (b, tb): (ValueId, CType),
        pos: Pos,
    ) -> R<(ValueId, CType)> {
        use BinOp::*;
        if self.complex_part(&ta).is_some() || self.complex_part(&tb).is_some() {
            return self.complex_binary(op, (a, ta), (b, tb), pos);
        }
        // Pointer arithmetic and comparisons.
        if ta.is_ptr() || tb.is_ptr() {
            return match op {
                Add if ta.is_ptr() && tb.is_integer() => {
                    let e = ta.pointee().cloned().unwrap_or(CType::Void);
                    Ok((self.ptr_add(a, &e, (b, tb), false, pos)?, ta))
                }
                Add if tb.is_ptr() && ta.is_integer() => {
                    let e = tb.pointee().cloned().unwrap_or(CType::Void);
                    Ok((self.ptr_add(b, &e, (a, ta), false, pos)?, tb))
                }
                Sub if ta.is_ptr() && tb.is_integer() => {
                    let e = ta.pointee().cloned().unwrap_or(CType::Void);
                    Ok((self.ptr_add(a, &e, (b, tb), true, pos)?, ta))
                }
                Eq | Ne => {
                    let a = self.convert((a, ta.clone()), &CType::ptr_to(CType::Void), pos, true)?;
                    let b = self.convert((b, tb), &CType::ptr_to(CType::Void), pos, true)?;
                    let c = self.b().cmpi(if op == Eq { "eq" } else { "ne" }, a, b);
                    Ok((self.b().op1(OpKind::ExtUI, &[c], Type::I32, Attrs::new()), INT))
                }
                Sub | Lt | Gt | Le | Ge if ta.is_ptr() && tb.is_ptr() => {
                    let x = self.b().op1(OpKind::PtrToInt, &[a], Type::I64, Attrs::new());
                    let y = self.b().op1(OpKind::PtrToInt, &[b], Type::I64, Attrs::new());
                    if op != Sub {
                        let pred = match op {
                            Lt => "ult",
                            Gt => "ugt",
                            Le => "ule",
                            _ => "uge",
                        };
                        let c = self.b().cmpi(pred, x, y);
                        return Ok((self.b().op1(OpKind::ExtUI, &[c], Type::I32, Attrs::new()), INT));
                    }
                    // The difference in elements (`ptrdiff_t`).
                    let bytes = self.b().binary(OpKind::SubI, x, y);
                    let n = match ta.pointee() {
                        Some(t) if t.is_variable() => {
                            let t = t.clone();
                            self.type_size_value(&t, pos)?
                        }
                        Some(CType::Void) | None => self.b().const_i64(1),
                        Some(t) => {
                            let size = self.structs.size(t).unwrap_or(1).max(1);
                            self.b().const_i64(size as i64)
                        }
                    };
                    Ok((self.b().binary(OpKind::DivSI, bytes, n), crate::c::types::LONG))
                }
                _ => self.error(
                    pos,
                    "invalid operands to binary operator (pointers support + and - of integers, pointer difference and comparisons)",
                ),
            };
        }
        if !ta.is_arith() || !tb.is_arith() {
            return self.error(
                pos,
                format!(
                    "invalid operands to binary operator (have '{}' and '{}')",
                    ta.name(&self.structs),
                    tb.name(&self.structs)
                ),
            );
        }
        if matches!(op, Shl | Shr) {
            if !ta.is_integer() || !tb.is_integer() {
                return self.error(pos, "invalid operands to shift (integers required)");
            }
            let t = ta.promote();
            let a = self.convert((a, ta), &t, pos, false)?;
            let b = self.convert((b, tb), &t, pos, false)?;
            let kind = match (op, t.is_signed()) {
                (Shl, _) => OpKind::ShlI,
                (_, true) => OpKind::ShrSI,
                _ => OpKind::ShrUI,
            };
            return Ok((self.b().binary(kind, a, b), t));
        }
        let t = usual_arith(&ta, &tb);
        let operands = (ta.clone(), tb.clone());
        let a = self.convert((a, ta), &t, pos, false)?;
        let b = self.convert((b, tb), &t, pos, false)?;
        let float = t.is_float();
        let signed = t.is_signed();
        let cmp = |f: &str, s: &str, u: &str| -> String {
            if float {
                f.to_string()
            } else if signed {
                s.to_string()
            } else {
                u.to_string()
            }
        };
        let pred = match op {
            Lt => Some(cmp("olt", "slt", "ult")),
            Gt => Some(cmp("ogt", "sgt", "ugt")),
            Le => Some(cmp("ole", "sle", "ule")),
            Ge => Some(cmp("oge", "sge", "uge")),
            Eq => Some(cmp("oeq", "eq", "eq")),
            Ne => Some(cmp("une", "ne", "ne")),
            _ => None,
        };
        if let Some(p) = pred {
            let c = if float {
                self.b().cmpf(&p, a, b)
            } else {
                self.b().cmpi(&p, a, b)
            };
            return Ok((
                self.b().op1(OpKind::ExtUI, &[c], Type::I32, Attrs::new()),
                INT,
            ));
        }
        let kind = match (op, float) {
            (Add, false) => OpKind::AddI,
            (Sub, false) => OpKind::SubI,
            (Mul, false) => OpKind::MulI,
            (Div, false) if signed => OpKind::DivSI,
            (Div, false) => OpKind::DivUI,
            (Mod, false) if signed => OpKind::RemSI,
            (Mod, false) => OpKind::RemUI,
            (BitAnd, false) => OpKind::AndI,
            (BitOr, false) => OpKind::OrI,
            (BitXor, false) => OpKind::XOrI,
            (Add, true) => OpKind::AddF,
            (Sub, true) => OpKind::SubF,
            (Mul, true) => OpKind::MulF,
            (Div, true) => OpKind::DivF,
            _ => return self.invalid_operands(op, &operands.0, &operands.1, pos),
        };
        Ok((self.b().binary(kind, a, b), t))
    }

    /// `&&` and `||`, short-circuit, through a slot.
    fn logical(&mut self, e: &Expr) -> R<Val> {
        let ExprKind::Binary(op, a, b) = &e.kind else {
            unreachable!() // ok: called for && and || only
        };
        let slot = self.b().alloca(dvmh_ir::Scalar::I32);
        let ca = self.cond(a)?;
        let (rhs, short, done) = (self.new_block(), self.new_block(), self.new_block());
        if *op == BinOp::And {
            self.b().cond_br(ca, rhs, short);
        } else {
            self.b().cond_br(ca, short, rhs);
        }
        self.start_block(short);
        let k = self.b().const_i32((*op == BinOp::Or) as i64);
        self.b().store(k, slot);
        self.b().br(done);
        self.start_block(rhs);
        let cb = self.cond(b)?;
        let v = self.b().op1(OpKind::ExtUI, &[cb], Type::I32, Attrs::new());
        self.b().store(v, slot);
        self.b().br(done);
        self.start_block(done);
        let v = self.b().load(slot, Type::I32);
        Ok(Val::R(v, INT))
    }

    fn conditional(&mut self, c: &Expr, a: &Expr, b: &Expr, pos: Pos) -> R<Val> {
        let ta = self.type_of(a);
        let tb = self.type_of(b);
        let complex =
            |l: &Self, t: &Option<CType>| t.as_ref().is_some_and(|t| l.complex_part(t).is_some());
        let t = match (&ta, &tb) {
            (Some(x), Some(y)) if x.is_arith() && y.is_arith() => usual_arith(x, y),
            // A complex operand: the complex type of the parts' usual arithmetic conversions.
            (Some(x), Some(y)) if complex(self, &ta) || complex(self, &tb) => {
                match self.complex_common(x, y) {
                    Some(t) => t,
                    None => return self.invalid_conditional(pos),
                }
            }
            (Some(x @ CType::Struct(i)), Some(CType::Struct(j))) if i == j => x.clone(),
            (Some(CType::Void), _) | (_, Some(CType::Void)) => CType::Void,
            (Some(CType::Array(e, _) | CType::Vla(e, _)), _) => CType::Ptr(e.clone()),
            (Some(x @ CType::Ptr(_)), _) => x.clone(),
            (_, Some(y @ CType::Ptr(_))) => y.clone(),
            (Some(CType::Struct(_)), Some(_)) | (Some(_), Some(CType::Struct(_))) => {
                return self.invalid_conditional(pos)
            }
            (Some(x), _) => x.clone(),
            _ => {
                // Report the operands' own errors.
                self.expr(a)?;
                self.expr(b)?;
                return self.error(pos, "invalid conditional expression");
            }
        };
        if let CType::Struct(_) = t {
            return self.struct_conditional(c, a, b, t);
        }
        let slot = t.ir().map(|ir| (self.b().alloca_array(ir, 1), ir));
        let cv = self.cond(c)?;
        let (then, els, done) = (self.new_block(), self.new_block(), self.new_block());
        self.b().cond_br(cv, then, els);
        for (branch, e) in [(then, a), (els, b)] {
            self.start_block(branch);
            if let Some((s, _)) = slot {
                let v = self.rvalue(e)?;
                let v = self.convert(v, &t, e.pos, false)?;
                self.b().store(v, s);
            } else {
                self.expr(e)?;
            }
            self.b().br(done);
        }
        self.start_block(done);
        Ok(match slot {
            Some((s, ir)) => {
                let v = self.b().load(s, ir);
                Val::R(v, t)
            }
            None => Val::Void,
        })
    }

    /// `c ? a : b` of struct (or complex) type `t`: the chosen operand, converted to `t`, is
    /// copied to a temporary.
    fn struct_conditional(&mut self, c: &Expr, a: &Expr, b: &Expr, t: CType) -> R<Val> {
        let (elem, count) = self.storage_of(&t, c.pos)?;
        let slot = self.b().alloca_array(elem, count);
        let size = self.structs.size(&t).unwrap_or(0);
        let cv = self.cond(c)?;
        let (then, els, done) = (self.new_block(), self.new_block(), self.new_block());
        self.b().cond_br(cv, then, els);
        for (branch, e) in [(then, a), (els, b)] {
            self.start_block(branch);
            let v = self.assign_value(e, &t)?;
            self.copy_bytes(slot, v, size);
            self.b().br(done);
        }
        self.start_block(done);
        Ok(Val::R(slot, t))
    }

    /// gcc's message for conditional operands of types that do not match.
    fn invalid_conditional<T>(&mut self, pos: Pos) -> R<T> {
        self.error(pos, "type mismatch in conditional expression")
    }

    /// The value of `e` converted for assignment to an object of type `t` (struct values
    /// are their addresses).
    pub(super) fn assign_value(&mut self, e: &Expr, t: &CType) -> R<ValueId> {
        self.assign_value_as(e, t, None)
    }

    /// [`Self::assign_value`]; `context`: what the conversion is and where, for gcc's warning
    /// when it drops qualifiers from a pointer's target (`qualifiers.rs`).
    pub(super) fn assign_value_as(
        &mut self,
        e: &Expr,
        t: &CType,
        context: Option<(&str, Pos)>,
    ) -> R<ValueId> {
        let t = t.unqual();
        let v = self.rvalue(e)?;
        if let Some((what, at)) = context {
            self.check_target_quals(&v.1, t, what, at);
        }
        let complex = self.complex_part(t).is_some() || self.complex_part(&v.1).is_some();
        match (t, &v.1) {
            (CType::Struct(a), CType::Struct(b)) if a == b => Ok(v.0),
            _ if complex => self.convert(v, t, e.pos, false),
            (CType::Struct(_), _) | (_, CType::Struct(_)) => {
                let (x, y) = (v.1.name(&self.structs), t.name(&self.structs));
                self.error(
                    e.pos,
                    format!("incompatible types when assigning to type '{y}' from type '{x}'"),
                )
            }
            _ => self.convert(v, &bitfield::store_type(t), e.pos, false),
        }
    }

    /// Stores a value (a struct: copies it) into an object.
    pub(super) fn store_value(&mut self, v: ValueId, addr: ValueId, t: &CType, pos: Pos) -> R<()> {
        let t = t.unqual();
        match t {
            CType::Struct(_) => {
                let size = self.structs.size(t).unwrap_or(0) as i64;
                self.module.declare_extern(
                    "memmove",
                    &[Type::Ptr, Type::Ptr, Type::I64],
                    &[Type::Ptr],
                );
                let n = self.b().const_i64(size);
                self.b().call("memmove", &[addr, v, n], &[Type::Ptr]);
                Ok(())
            }
            CType::Array(..) | CType::Vla(..) => {
                self.error(pos, "assignment to expression with array type")
            }
            CType::BitField { .. } => {
                self.bit_field_store(v, addr, t);
                Ok(())
            }
            _ if self.is_volatile_addr(addr) => {
                self.b().store_volatile(v, addr);
                Ok(())
            }
            _ => {
                self.b().store(v, addr);
                Ok(())
            }
        }
    }

    fn assign(&mut self, op: Option<BinOp>, a: &Expr, b: &Expr, pos: Pos) -> R<Val> {
        if let Some((id, subs)) = self.dist_store_target(a)? {
            // An element of a distributed array outside parallel loops: its owner stores it.
            let t = self.dists[id].elem.clone();
            let v = match op {
                None => self.assign_value(b, &t)?,
                Some(op) => {
                    let old = self.dist_read(id, &subs);
                    let rhs = self.rvalue(b)?;
                    let r = self.binary(op, (old, t.clone()), rhs, pos)?;
                    self.convert(r, &t, pos, false)?
                }
            };
            self.dist_write(id, subs, v);
            return Ok(Val::R(v, t));
        }
        self.last_dist_check = None;
        let read_only = match &a.kind {
            ExprKind::Ident(n) => match self.lookup(n) {
                Some(&Sym::Local(slot, _)) => self
                    .fcx
                    .as_ref()
                    .is_some_and(|f| f.const_slots.contains(&slot)),
                Some(Sym::Global(g, _)) => self.const_globals.contains(g),
                _ => false,
            },
            _ => false,
        };
        let record = self.record_member_root(a);
        let (addr, t) = self.lvalue(a, "left operand of assignment")?;
        let record = record.map(|id| (id, self.last_record_read.take()));
        self.mark_dist_store(addr);
        if let CType::Array(..) | CType::Vla(..) = t {
            return self.error(pos, "assignment to expression with array type");
        }
        let v = match op {
            // A write to a `const` variable is already an error (`const_check`): gcc says no
            // more about the assignment.
            None if read_only => self.assign_value(b, &t)?,
            None => self.assign_value_as(b, &t, Some(("assignment", pos)))?,
            Some(op) => {
                let old = self.load_val(Val::L(addr, t.clone()), a.pos)?;
                let rhs = self.rvalue(b)?;
                let r = self.binary(op, old, rhs, pos)?;
                self.convert(r, &bitfield::store_type(&t), pos, false)?
            }
        };
        self.store_value(v, addr, &t, pos)?;
        if let Some((id, read)) = record {
            self.last_record_read = read;
            self.record_member_write(id);
        }
        if bitfield::parts(&t).is_some() {
            // The value of the assignment is what the bits now hold.
            let (v, t) = self.bit_field_load(addr, &t, pos)?;
            return Ok(Val::R(v, t));
        }
        Ok(Val::R(v, t))
    }

    fn unary(&mut self, op: UnOp, a: &Expr, pos: Pos) -> R<Val> {
        match op {
            UnOp::Addr => {
                if let ExprKind::Ident(n) = &a.kind {
                    if matches!(self.lookup(n), Some(Sym::Local(slot, _)) if self.register_slots.contains(slot))
                    {
                        return self
                            .error(pos, format!("address of register variable '{n}' requested"));
                    }
                }
                let v = self.expr_unsettled(a)?;
                // `&x` points to an object as qualified as `x`.
                let quals = match &v {
                    Val::L(_, t) => t.quals(),
                    Val::R(..) | Val::Void => Default::default(),
                };
                match self.settle_volatile(v) {
                    Val::L(_, CType::BitField { .. }) => {
                        let m = match &a.kind {
                            ExprKind::Member(_, m, _) => m.as_str(),
                            _ => "<anonymous>",
                        };
                        self.error(pos, format!("cannot take address of bit-field '{m}'"))
                    }
                    Val::L(p, t) => Ok(Val::R(p, CType::ptr_to(CType::qualified(t, quals)))),
                    // `&f` of a function is its address, as `f`.
                    Val::R(p, t) if matches!(t.pointee(), Some(CType::Func(_))) => Ok(Val::R(p, t)),
                    _ => self.error(a.pos, "lvalue required as unary '&' operand"),
                }
            }
            UnOp::Deref => {
                let (p, t) = self.rvalue(a)?;
                match t.pointee() {
                    Some(CType::Void) => self.error(pos, "dereferencing 'void *' pointer"),
                    // `*fp` designates the function, which decays back to its address.
                    Some(CType::Func(_)) => Ok(Val::R(p, t)),
                    Some(_) => {
                        let e = t.pointee_qualified().cloned().unwrap_or(CType::Void);
                        Ok(Val::L(p, e))
                    }
                    None => self.error(pos, "invalid type argument of unary '*'"),
                }
            }
            UnOp::Real | UnOp::Imag => self.part_of(op == UnOp::Imag, a, pos),
            UnOp::Not => {
                let c = self.cond(a)?;
                let one = self.b().const_bool(true);
                let n = self.b().binary(OpKind::XOrI, c, one);
                Ok(Val::R(
                    self.b().op1(OpKind::ExtUI, &[n], Type::I32, Attrs::new()),
                    INT,
                ))
            }
            UnOp::Neg | UnOp::Plus | UnOp::BitNot => {
                let (v, t) = self.rvalue(a)?;
                if self.complex_part(&t).is_some() {
                    let neg = op == UnOp::Neg;
                    return Ok(self.complex_unary(neg, neg || op == UnOp::BitNot, v, t));
                }
                if !t.is_arith() || (op == UnOp::BitNot && !t.is_integer()) {
                    let name = t.name(&self.structs);
                    return self.error(
                        pos,
                        format!("wrong type argument to unary operator ('{name}')"),
                    );
                }
                let pt = t.promote();
                let v = self.convert((v, t), &pt, pos, false)?;
                let r = match op {
                    UnOp::Plus => v,
                    UnOp::Neg if pt.is_float() => self.b().unary(OpKind::NegF, v),
                    UnOp::Neg => self.b().unary(OpKind::NegI, v),
                    _ => {
                        let ir = pt.ir().unwrap_or(Type::I32);
                        let ones = self.b().const_int(ir, -1);
                        self.b().binary(OpKind::XOrI, v, ones)
                    }
                };
                Ok(Val::R(r, pt))
            }
        }
    }

    fn inc_dec(&mut self, pre: bool, inc: bool, e: &Expr, pos: Pos) -> R<Val> {
        if let Some((id, subs)) = self.dist_store_target(e)? {
            let t = self.dists[id].elem.clone();
            let old = self.dist_read(id, &subs);
            let one = self.b().const_i32(1);
            let op = if inc { BinOp::Add } else { BinOp::Sub };
            let r = self.binary(op, (old, t.clone()), (one, INT), pos)?;
            let new = self.convert(r, &t, pos, false)?;
            self.dist_write(id, subs, new);
            return Ok(Val::R(if pre { new } else { old }, t));
        }
        let role = if inc {
            "increment operand"
        } else {
            "decrement operand"
        };
        let record = self.record_member_root(e);
        let (addr, t) = self.lvalue(e, role)?;
        let record = record.map(|id| (id, self.last_record_read.take()));
        let old = self.load_val(Val::L(addr, t.clone()), pos)?;
        let one = self.b().const_i32(1);
        let op = if inc { BinOp::Add } else { BinOp::Sub };
        let r = self.binary(op, old.clone(), (one, INT), pos)?;
        let new = self.convert(r, &bitfield::store_type(&t), pos, false)?;
        self.store_value(new, addr, &t, pos)?;
        if let Some((id, read)) = record {
            self.last_record_read = read;
            self.record_member_write(id);
        }
        if bitfield::parts(&t).is_some() {
            let now = self.bit_field_load(addr, &t, pos)?;
            return Ok(Val::R(if pre { now.0 } else { old.0 }, old.1));
        }
        Ok(Val::R(if pre { new } else { old.0 }, t))
    }

    fn call(&mut self, f: &Expr, args: &[Expr], pos: Pos) -> R<Val> {
        if let ExprKind::Ident(name) = &f.kind {
            if name.starts_with("__builtin_") && self.lookup(name).is_none() {
                return self.builtin(name, args, pos);
            }
        }
        self.call_expr(f, args, pos)
    }

    /// A call of `f` that is not a builtin.
    pub(super) fn call_expr(&mut self, f: &Expr, args: &[Expr], pos: Pos) -> R<Val> {
        // A direct call names a function; anything else is a call through a pointer.
        let direct = match &f.kind {
            ExprKind::Ident(name) => match self.lookup(name).cloned() {
                Some(Sym::Func(ft)) => Some((name.clone(), ft)),
                Some(_) => None,
                None => Some((name.clone(), self.declare_implicitly(name, f.pos))),
            },
            _ => None,
        };
        let (name, ft, pointer) = match direct {
            Some((name, ft)) => (name, ft, None),
            None => {
                let (p, t) = self.rvalue(f)?;
                match t.pointee() {
                    Some(CType::Func(ft)) => {
                        ("function pointer".to_string(), (**ft).clone(), Some(p))
                    }
                    _ => {
                        let name = t.name(&self.structs);
                        return self.error(
                            f.pos,
                            format!("called object of type '{name}' is not a function or function pointer"),
                        );
                    }
                }
            }
        };
        let name = &name;
        if !ft.unspecified {
            let (n, want) = (args.len(), ft.params.len());
            if n < want || (n > want && !ft.variadic) {
                let which = if n < want { "few" } else { "many" };
                return self.error(
                    pos,
                    format!(
                        "too {which} arguments to function '{name}' (expected {want}, have {n})"
                    ),
                );
            }
        }
        if pointer.is_none() {
            if let Some(v) = self.dist_stdio_call(name, args, &ft.params, &ft.ret)? {
                return Ok(v);
            }
        }
        let mut values = Vec::with_capacity(args.len());
        let mut types = Vec::with_capacity(args.len());
        let mut call_type = ft.clone();
        for (i, a) in args.iter().enumerate() {
            // A distributed array reaches an inherited parameter as its handle.
            let v = match self.dist_argument(name, i, a, ft.params.get(i))? {
                Some(v) => v,
                None => self.rvalue(a)?,
            };
            let complex = ft.params.get(i).is_some_and(|pt| {
                self.complex_part(pt).is_some()
                    || (self.complex_part(&v.1).is_some() && pt.is_arith())
            });
            let v = match ft.params.get(i) {
                Some(pt) if !ft.unspecified && complex => {
                    types.push(pt.clone());
                    self.convert(v, pt, a.pos, false)?
                }
                Some(pt) if !ft.unspecified => match (pt, &v.1) {
                    // A struct by value: its address here; `by_value` lays it out.
                    (CType::Struct(x), CType::Struct(y)) if x == y => {
                        types.push(pt.clone());
                        v.0
                    }
                    (CType::Struct(_), _) | (_, CType::Struct(_)) => {
                        let (x, y) = (v.1.name(&self.structs), pt.name(&self.structs));
                        return self.error(
                            a.pos,
                            format!("incompatible type for argument {} of '{name}': '{x}' where '{y}' is expected", i + 1),
                        );
                    }
                    _ => {
                        types.push(pt.clone());
                        let what = format!("passing argument {} of '{name}'", i + 1);
                        self.check_target_quals(&v.1, pt, &what, a.pos);
                        self.convert(v, pt, a.pos, false)?
                    }
                },
                _ => {
                    // The default argument promotions.
                    let t = match &v.1 {
                        CType::Float => CType::Double,
                        // A struct in a variadic tail travels as a named parameter of its
                        // type would (System V), so the callee's `va_arg` finds it.
                        CType::Struct(_) if !ft.unspecified => {
                            types.push(v.1.clone());
                            values.push(v.0);
                            continue;
                        }
                        CType::Struct(_) => {
                            return self.error(
                                a.pos,
                                "passing structs by value to an unprototyped function is not supported yet",
                            )
                        }
                        CType::Wide => {
                            return self.error(
                                a.pos,
                                "'_Float128' and '__int128' values are not supported yet",
                            )
                        }
                        t => t.promote(),
                    };
                    if ft.unspecified {
                        call_type.params.push(t.clone());
                    }
                    types.push(t.clone());
                    self.convert(v, &t, a.pos, false)?
                }
            };
            values.push(v);
        }
        if matches!(ft.ret, CType::Wide) {
            return self.error(
                pos,
                format!(
                    "calling '{name}': returning '_Float128' or '__int128' is not supported yet"
                ),
            );
        }
        if matches!(ft.ret, CType::Struct(_))
            || ft.params.iter().any(|p| matches!(p, CType::Struct(_)))
            || (ft.variadic && types.iter().any(|p| matches!(p, CType::Struct(_))))
        {
            if pointer.is_none() {
                self.called.entry(name.clone()).or_insert(call_type);
            }
            // Every argument as if the prototype named it, the variadic tail included.
            let mut whole = ft.clone();
            if ft.variadic && types.len() == values.len() {
                whole.params = types.clone();
            }
            return self.struct_call(name, pointer, &whole, &values, pos);
        }
        if ft.params.iter().any(|p| p.ir().is_none()) {
            return self.error(
                pos,
                format!("calling '{name}': a parameter type is not supported yet"),
            );
        }
        if let Some(p) = pointer {
            let results: Vec<Type> = ft.ret.ir().into_iter().collect();
            let mut operands = vec![p];
            operands.extend(values);
            let op = self
                .b()
                .insert(OpKind::CallIndirect, &operands, &results, Attrs::new());
            return Ok(match results.as_slice() {
                [_] => Val::R(self.fcx().func.result(op), ft.ret.clone()),
                _ => Val::Void,
            });
        }
        if name == "exit" || name == "_Exit" {
            // The runtime is finished before the program exits, as at the end of `main`.
            self.b().op0(OpKind::Finish, &[], Attrs::new());
        }
        if let Some(v) = self.libm_op(name, &ft, &values) {
            return Ok(v);
        }
        let callee = stdio::runtime_name(name).unwrap_or(name);
        self.called.entry(callee.to_string()).or_insert(call_type);
        let call = stdio::StdioCall {
            name,
            args,
            values: &values,
            types: &types,
            ret: &ft.ret,
            pos,
        };
        if let Some(v) = self.stdio_call(&call)? {
            return Ok(v);
        }
        let results: Vec<Type> = ft.ret.ir().into_iter().collect();
        let op = self.b().call(name, &values, &results);
        match results.as_slice() {
            [_] => {
                let r = self.fcx().func.result(op);
                Ok(Val::R(r, ft.ret.clone()))
            }
            _ => Ok(Val::Void),
        }
    }
}

/// The type of an integer constant (C99 6.4.4.1).
fn int_literal_type(i: &crate::c::lexer::IntLit) -> CType {
    let v = i.value;
    let fits_int = v <= i32::MAX as u64;
    let fits_uint = v <= u32::MAX as u64;
    let fits_long = v <= i64::MAX as u64;
    let may_unsigned = i.unsigned || i.radix_not_10;
    // `ll`/`LL` asks for `long long` (the same size as `long` here, a different type for
    // `_Generic` and the usual arithmetic conversions).
    let kind = if i.longs >= 2 {
        IntKind::LongLong
    } else {
        IntKind::Long
    };
    let long = |s: bool| CType::Int(kind, s);
    match (i.longs, i.unsigned) {
        (0, false) if fits_int => INT,
        (0, false) if may_unsigned && fits_uint => UINT,
        (0, true) if fits_uint => UINT,
        (_, false) if fits_long => long(true),
        _ => long(false),
    }
}

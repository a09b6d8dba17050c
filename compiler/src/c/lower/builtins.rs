//! GCC builtins that glibc's macros expand to (`NAN`, `INFINITY`, `HUGE_VAL`, `isnan`,
//! `isinf`, `isfinite`, `signbit`, `fpclassify`, `__builtin_expect`; `<tgmath.h>`'s
//! `__builtin_tgmath` is `tgmath.rs`'s), `__builtin_f` of a
//! library function `f`, `offsetof`, and GNU statement expressions (`assert`); the integer
//! builtins (`popcount`, `clz`, ...) are `gnu_bits.rs`'s.

use super::expr::Val;
use super::{Lowerer, R};
use crate::c::ast::{BlockItem, Designator, Expr, Pos, StmtKind, TypeName};
use crate::c::types::{CType, FuncType, INT};
use dvmh_ir::{Attrs, OpKind, Type, ValueId};
use std::collections::HashMap;

impl Lowerer<'_> {
    /// `offsetof(t, m.n[i])`: the byte offset of the member path in `t`, a constant.
    pub(super) fn offsetof(&mut self, t: &TypeName, path: &[Designator]) -> R<u64> {
        let mut t = self.type_name(t)?;
        let mut offset = 0u64;
        for d in path {
            match (d, &t) {
                (Designator::Member(m, p), CType::Struct(s)) => {
                    let def = &self.structs.defs[*s];
                    let Some((_, ft, off)) = def.fields.iter().find(|f| f.0 == *m).cloned() else {
                        let name = t.name(&self.structs);
                        return self.error(*p, format!("'{name}' has no member named '{m}'"));
                    };
                    offset += off;
                    t = ft;
                }
                (Designator::Member(m, p), _) => {
                    return self.error(
                        *p,
                        format!("request for member '{m}' in something not a structure or union"),
                    )
                }
                (Designator::Index(i, p), CType::Array(e, _)) => {
                    let Some(k) = self.const_int(i) else {
                        return self.error(
                            *p,
                            "offsetof with a non-constant array index is not supported yet",
                        );
                    };
                    let size = self.structs.size(e).unwrap_or(0);
                    offset = offset.wrapping_add((k as u64).wrapping_mul(size));
                    t = (**e).clone();
                }
                (Designator::Index(_, p), _) => {
                    return self.error(*p, "subscripted value is neither array nor pointer")
                }
            }
        }
        Ok(offset)
    }

    /// `({ ...; e; })`: the items in a scope of their own, the value of the last one.
    pub(super) fn stmt_expr(&mut self, items: &[BlockItem]) -> R<Val> {
        self.scopes.push(HashMap::new());
        let mut value = Ok(Val::Void);
        for (i, item) in items.iter().enumerate() {
            match item {
                BlockItem::Stmt(s) if i + 1 == items.len() => {
                    if let StmtKind::Expr(Some(e)) = &s.kind {
                        value = self.expr(e).and_then(|v| match v {
                            Val::Void => Ok(Val::Void),
                            v => {
                                let (v, t) = self.load_val(v, e.pos)?;
                                Ok(Val::R(v, t))
                            }
                        });
                    } else {
                        let _ = self.block_item(item);
                    }
                }
                _ => {
                    let _ = self.block_item(item);
                }
            }
        }
        self.scopes.pop();
        value
    }

    /// A floating argument of a classification builtin, as `f64`.
    fn float_arg(&mut self, e: &Expr) -> R<ValueId> {
        let v = self.rvalue(e)?;
        if !v.1.is_arith() {
            return self.error(e.pos, "a floating-point argument is required");
        }
        self.convert(v, &CType::Double, e.pos, false)
    }

    fn bool_as_int(&mut self, c: ValueId) -> ValueId {
        self.b().op1(OpKind::ExtUI, &[c], Type::I32, Attrs::new())
    }

    pub(super) fn builtin(&mut self, name: &str, args: &[Expr], pos: Pos) -> R<Val> {
        let argc = |n: usize| args.len() == n;
        let float = |l: &mut Self, v: f64, single: bool| {
            let (ir, t) = if single {
                (Type::F32, CType::Float)
            } else {
                (Type::F64, CType::Double)
            };
            Ok(Val::R(l.b().const_float(ir, v), t))
        };
        match name {
            "__builtin_va_start" => self.va_start(args, pos),
            "__builtin_va_end" => self.va_end(args, pos),
            "__builtin_va_copy" => self.va_copy(args, pos),
            "__builtin_complex" => self.builtin_complex(args, pos),
            "__builtin_tgmath" => self.tgmath(args, pos),
            "__builtin_nanl" | "__builtin_infl" | "__builtin_huge_vall"
                if argc(usize::from(name == "__builtin_nanl")) =>
            {
                if let Some(a) = args.first() {
                    self.rvalue(a)?;
                }
                let v = if name == "__builtin_nanl" {
                    f64::NAN
                } else {
                    f64::INFINITY
                };
                Ok(Val::R(
                    self.b().const_float(Type::F80, v),
                    CType::LongDouble,
                ))
            }
            "__builtin_nan" | "__builtin_nanf" if argc(1) => {
                float(self, f64::NAN, name.ends_with('f'))
            }
            "__builtin_inf" | "__builtin_inff" | "__builtin_huge_val" | "__builtin_huge_valf"
                if argc(0) =>
            {
                float(self, f64::INFINITY, name.ends_with('f'))
            }
            "__builtin_expect" if argc(2) => {
                let v = self.rvalue(&args[0])?;
                self.rvalue(&args[1])?;
                Ok(Val::R(v.0, v.1))
            }
            "__builtin_isnan" if argc(1) => {
                let x = self.float_arg(&args[0])?;
                let c = self.b().cmpf("une", x, x);
                Ok(Val::R(self.bool_as_int(c), INT))
            }
            "__builtin_isfinite" if argc(1) => {
                let x = self.float_arg(&args[0])?;
                let a = self.b().unary(OpKind::AbsF, x);
                let inf = self.b().const_float(Type::F64, f64::INFINITY);
                let c = self.b().cmpf("olt", a, inf);
                Ok(Val::R(self.bool_as_int(c), INT))
            }
            "__builtin_isinf" | "__builtin_isinf_sign" if argc(1) => {
                let x = self.float_arg(&args[0])?;
                let inf = self.b().const_float(Type::F64, f64::INFINITY);
                let ninf = self.b().const_float(Type::F64, f64::NEG_INFINITY);
                let pos_inf = self.b().cmpf("oeq", x, inf);
                let neg_inf = self.b().cmpf("oeq", x, ninf);
                let one = self.b().const_i32(1);
                let minus = self
                    .b()
                    .const_i32(if name.ends_with("sign") { -1 } else { 1 });
                let zero = self.b().const_i32(0);
                let n = self.b().select(neg_inf, minus, zero);
                Ok(Val::R(self.b().select(pos_inf, one, n), INT))
            }
            "__builtin_signbit" | "__builtin_signbitf" if argc(1) => {
                let x = self.float_arg(&args[0])?;
                let one = self.b().const_float(Type::F64, 1.0);
                let s = self.b().binary(OpKind::CopySign, one, x);
                let zero = self.b().const_float(Type::F64, 0.0);
                let c = self.b().cmpf("olt", s, zero);
                Ok(Val::R(self.bool_as_int(c), INT))
            }
            "__builtin_fpclassify" if argc(6) => {
                // (nan, infinite, normal, subnormal, zero, x)
                let mut k = Vec::new();
                for a in &args[..5] {
                    let v = self.rvalue(a)?;
                    k.push(self.convert(v, &INT, a.pos, false)?);
                }
                let x = self.float_arg(&args[5])?;
                let a = self.b().unary(OpKind::AbsF, x);
                let inf = self.b().const_float(Type::F64, f64::INFINITY);
                let min = self.b().const_float(Type::F64, f64::MIN_POSITIVE);
                let zero = self.b().const_float(Type::F64, 0.0);
                let is_nan = self.b().cmpf("une", x, x);
                let is_inf = self.b().cmpf("oeq", a, inf);
                let is_zero = self.b().cmpf("oeq", a, zero);
                let is_sub = self.b().cmpf("olt", a, min);
                let r = self.b().select(is_sub, k[3], k[2]);
                let r = self.b().select(is_zero, k[4], r);
                let r = self.b().select(is_inf, k[1], r);
                Ok(Val::R(self.b().select(is_nan, k[0], r), INT))
            }
            "__builtin_isgreater"
            | "__builtin_isgreaterequal"
            | "__builtin_isless"
            | "__builtin_islessequal"
            | "__builtin_islessgreater"
            | "__builtin_isunordered"
                if argc(2) =>
            {
                // C99 7.12.14: comparisons that raise no exception on NaN; false for NaN
                // operands but `isunordered`. Compared in the wider of the two types.
                let (a, b) = (self.rvalue(&args[0])?, self.rvalue(&args[1])?);
                if !a.1.is_arith() || !b.1.is_arith() {
                    return self.error(pos, format!("'{name}' takes floating-point arguments"));
                }
                let t = if a.1 == CType::LongDouble || b.1 == CType::LongDouble {
                    CType::LongDouble
                } else {
                    CType::Double
                };
                let x = self.convert(a, &t, args[0].pos, false)?;
                let y = self.convert(b, &t, args[1].pos, false)?;
                let pred = match name {
                    "__builtin_isgreater" => "ogt",
                    "__builtin_isgreaterequal" => "oge",
                    "__builtin_isless" => "olt",
                    "__builtin_islessequal" => "ole",
                    "__builtin_islessgreater" => "one",
                    _ => "",
                };
                let c = if pred.is_empty() {
                    // Unordered: either operand is a NaN, the one value unequal to itself
                    // (the IR's predicates are the ordered ones and 'une').
                    let x_nan = self.b().cmpf("une", x, x);
                    let y_nan = self.b().cmpf("une", y, y);
                    self.b().binary(OpKind::OrI, x_nan, y_nan)
                } else {
                    self.b().cmpf(pred, x, y)
                };
                Ok(Val::R(self.bool_as_int(c), INT))
            }
            "__builtin_prefetch" if !args.is_empty() => {
                for a in args {
                    self.rvalue(a)?;
                }
                Ok(Val::Void)
            }
            "__builtin_assume_aligned" if args.len() >= 2 => {
                let v = self.rvalue(&args[0])?;
                for a in &args[1..] {
                    self.rvalue(a)?;
                }
                Ok(Val::R(v.0, v.1))
            }
            // Whether gcc folds the argument to a constant: code using it must be right
            // either way (it only picks a faster path), so no is always a correct answer.
            "__builtin_constant_p" if argc(1) => Ok(Val::R(self.b().const_i32(0), INT)),
            "__builtin_unreachable" | "__builtin_trap" | "__builtin_abort" if argc(0) => {
                self.module.declare_extern("abort", &[], &[]);
                self.b().call("abort", &[], &[]);
                Ok(Val::Void)
            }
            _ => {
                if let Some(r) = self.gnu_bit_builtin(name, args, pos) {
                    return r;
                }
                self.library_builtin(name, args, pos)
            }
        }
    }

    /// `__builtin_f` for a library function `f` (`__builtin_fabs`, `__builtin_sqrtf`,
    /// `__builtin_memcpy`, `__builtin_printf`, ...), as gcc treats it: the call of `f` when a
    /// header declared it, a math op for the libm functions that are ones (see [`LIBM_OPS`])
    /// when none did.
    fn library_builtin(&mut self, name: &str, args: &[Expr], pos: Pos) -> R<Val> {
        let Some(f) = name.strip_prefix("__builtin_") else {
            return self.error(pos, format!("the builtin '{name}' is not supported"));
        };
        if let Some(super::Sym::Func(_)) = self.lookup(f) {
            let callee = Expr {
                kind: crate::c::ast::ExprKind::Ident(f.to_string()),
                pos,
            };
            return self.call_expr(&callee, args, pos);
        }
        let (base, t) = match f.strip_suffix('f') {
            Some(b) if LIBM_OPS.iter().any(|e| e.0 == b) => (b, CType::Float),
            _ => (f, CType::Double),
        };
        let Some(&(_, kind, arity)) = LIBM_OPS.iter().find(|e| e.0 == base) else {
            return self.error(pos, format!("the builtin '{name}' is not supported"));
        };
        if args.len() != arity {
            return self.error(
                pos,
                format!("wrong number of arguments to function '{name}'"),
            );
        }
        let mut vs = Vec::new();
        for a in args {
            let v = self.rvalue(a)?;
            if !v.1.is_arith() {
                return self.error(a.pos, format!("'{name}' takes floating-point arguments"));
            }
            vs.push(self.convert(v, &t, a.pos, false)?);
        }
        let ir = t.ir().unwrap_or(Type::F64);
        Ok(Val::R(self.b().op1(kind, &vs, ir, Attrs::new()), t))
    }
}

/// The libm functions that are IR math ops: (name of the `double` version, op, arity). The
/// `float` versions end in `f`. As in gcc, which treats them as builtins, a call is an op only
/// when its prototype is the standard one (the names are reserved to the library); the op
/// becomes the same libm call on the host and native code in device handlers, so loops that
/// call them get GPU variants.
const LIBM_OPS: &[(&str, OpKind, usize)] = &[
    ("sqrt", OpKind::Sqrt, 1),
    ("fabs", OpKind::AbsF, 1),
    ("exp", OpKind::Exp, 1),
    ("log", OpKind::Log, 1),
    ("log10", OpKind::Log10, 1),
    ("sin", OpKind::Sin, 1),
    ("cos", OpKind::Cos, 1),
    ("tan", OpKind::Tan, 1),
    ("asin", OpKind::Asin, 1),
    ("acos", OpKind::Acos, 1),
    ("atan", OpKind::Atan, 1),
    ("sinh", OpKind::Sinh, 1),
    ("cosh", OpKind::Cosh, 1),
    ("tanh", OpKind::Tanh, 1),
    ("round", OpKind::Round, 1),
    ("trunc", OpKind::Trunc, 1),
    ("floor", OpKind::Floor, 1),
    ("ceil", OpKind::Ceil, 1),
    ("atan2", OpKind::Atan2, 2),
    ("pow", OpKind::PowF, 2),
    ("copysign", OpKind::CopySign, 2),
];

impl Lowerer<'_> {
    /// A call of a libm function with its standard prototype as a math op (see [`LIBM_OPS`]);
    /// `None` for any other call. The arguments are already converted to the parameter types.
    pub(super) fn libm_op(&mut self, name: &str, ft: &FuncType, args: &[ValueId]) -> Option<Val> {
        let (base, float) = match name.strip_suffix('f') {
            Some(b) if LIBM_OPS.iter().any(|e| e.0 == b) => (b, CType::Float),
            _ => (name, CType::Double),
        };
        let &(_, kind, arity) = LIBM_OPS.iter().find(|e| e.0 == base)?;
        let standard = !ft.variadic
            && !ft.unspecified
            && ft.ret == float
            && ft.params.len() == arity
            && ft.params.iter().all(|p| *p == float)
            && args.len() == arity;
        if !standard {
            return None;
        }
        let ty = float.ir()?;
        let v = self.b().op1(kind, args, ty, Attrs::new());
        Some(Val::R(v, float))
    }
}

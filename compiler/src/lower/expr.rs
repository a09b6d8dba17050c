//! Expressions and intrinsics. Operand types were made to match in semantic analysis, so each
//! HIR operation maps onto one or a few IR ops.

use super::Lowerer;
use crate::fortran::hir::{BinOp, Const, Expr, ExprKind, Intrinsic, Ty, UnOp};
use dvmh_ir::{Attrs, OpKind, Type, ValueId};

fn reg(ty: Ty) -> Type {
    Type::Scalar(ty.scalar())
}

/// The `i64` operation of an integer `+ - *` that [`Lowerer::index_expr`] does directly.
fn index_op(e: &Expr) -> Option<OpKind> {
    match &e.kind {
        ExprKind::Binary(op, a, b) if e.ty.is_int() && a.ty.is_int() && b.ty.is_int() => match op {
            BinOp::Add => Some(OpKind::AddI),
            BinOp::Sub => Some(OpKind::SubI),
            BinOp::Mul => Some(OpKind::MulI),
            _ => None,
        },
        _ => None,
    }
}

impl Lowerer<'_> {
    pub(super) fn constant(&mut self, c: &Const, ty: Ty) -> ValueId {
        match c {
            Const::Int(v) => self.b().const_int(reg(ty), *v),
            Const::Real(v) => self.b().const_float(reg(ty), *v),
            Const::Logical(b) => self.b().const_bool(*b),
            Const::Str(_) | Const::Complex(..) => {
                self.internal("a character or COMPLEX constant used as a scalar value");
                self.b().const_i32(0)
            }
        }
    }

    pub(super) fn expr(&mut self, e: &Expr) -> ValueId {
        match &e.kind {
            ExprKind::Const(c) => self.constant(c, e.ty),
            ExprKind::Load(id) => self.load_scalar(*id),
            ExprKind::Associated(p, t) => self.associated(p, t.as_deref()),
            ExprKind::Field(f) if e.ty.is_numeric() || e.ty.is_logical() => self.load_field(f),
            ExprKind::Elem(id, subs) => self.load_element(*id, subs),
            ExprKind::Unary(op, a) => {
                let v = self.expr(a);
                match op {
                    UnOp::Neg if e.ty.is_real() => self.b().unary(OpKind::NegF, v),
                    UnOp::Neg => self.b().unary(OpKind::NegI, v),
                    UnOp::Not => {
                        let t = self.b().const_bool(true);
                        self.b().binary(OpKind::XOrI, v, t)
                    }
                }
            }
            ExprKind::Binary(op, a, b) if a.ty.is_complex() => self.complex_comparison(*op, a, b),
            ExprKind::Convert(a) if a.ty.is_complex() => self.complex_to_real(e),
            ExprKind::Intrinsic(Intrinsic::Aimag | Intrinsic::Abs, args)
                if args[0].ty.is_complex() =>
            {
                self.complex_to_real(e)
            }
            _ if e.ty.is_complex() => {
                self.internal("a COMPLEX value used as a number");
                self.b().const_i32(0)
            }
            ExprKind::Binary(op, a, b) if a.ty == Ty::Char => {
                if *op == BinOp::Concat {
                    self.internal("a CHARACTER value used as a number");
                    return self.b().const_i32(0);
                }
                self.char_comparison(*op, a, b)
            }
            ExprKind::Binary(..) => self.binary_chain(e),
            ExprKind::Convert(a) => {
                let v = self.expr(a);
                self.b().convert(v, reg(e.ty))
            }
            ExprKind::Call(c) => match self.call(c) {
                Some(v) => v,
                None => self.b().const_int(Type::Scalar(e.ty.scalar()), 0),
            },
            ExprKind::Intrinsic(
                op @ (Intrinsic::Len
                | Intrinsic::LenTrim
                | Intrinsic::Index
                | Intrinsic::Scan
                | Intrinsic::Verify
                | Intrinsic::Ichar),
                args,
            ) => self.char_inquiry(*op, args),
            ExprKind::ArrayInquiry(id, q) => self.array_inquiry(*id, *q),
            ExprKind::Query(q) => self.query(*q, e.ty),
            ExprKind::Present(id) => {
                // The dummy's incoming pointer: null when the caller omitted it.
                let k = self.unit.symbol(*id).dummy.unwrap_or(0);
                let Some(&p) = self.dummy_values.get(k) else {
                    self.internal("PRESENT of a dummy without a parameter");
                    return self.b().const_bool(false);
                };
                let null = self.b().const_int(Type::Ptr, 0);
                self.b().cmpi("ne", p, null)
            }
            // What a procedure pointer holds: the procedure's address as an integer.
            ExprKind::ProcAddress(id) => {
                let Some(p) = self.actual_argument(&crate::fortran::hir::Actual::Proc(*id)) else {
                    return self.b().const_i64(0);
                };
                self.b()
                    .op1(OpKind::PtrToInt, &[p], Type::I64, Attrs::new())
            }
            ExprKind::Substring(..) => {
                self.internal("a CHARACTER value used as a number");
                self.b().const_i32(0)
            }
            ExprKind::Field(_) | ExprKind::Construct(_) => {
                self.internal("a structure or CHARACTER component used as a number");
                self.b().const_i32(0)
            }
            ExprKind::Intrinsic(op, args) => {
                let vals: Vec<ValueId> = args.iter().map(|a| self.expr(a)).collect();
                let arg_ty = args.first().map(|a| a.ty).unwrap_or(e.ty);
                self.intrinsic(*op, &vals, arg_ty, e.ty)
            }
        }
    }

    /// A binary operation and those nested in its left operand, lowered bottom-up without
    /// recursion (left-nested chains can be many thousands deep: `J+J+...+J`). Operands are
    /// evaluated left to right, as by plain recursion.
    fn binary_chain(&mut self, e: &Expr) -> ValueId {
        let mut spine = Vec::new();
        let mut leftmost = e;
        while let ExprKind::Binary(op, a, b) = &leftmost.kind {
            if a.ty == Ty::Char || a.ty.is_complex() {
                break; // a CHARACTER or COMPLEX comparison: lowered on its own
            }
            spine.push((*op, a.ty, b.as_ref()));
            leftmost = a;
        }
        let mut acc = self.expr(leftmost);
        for (op, operand_ty, rhs) in spine.into_iter().rev() {
            let y = self.expr(rhs);
            acc = self.binary(op, operand_ty, rhs.ty, acc, y);
        }
        acc
    }

    /// A subscript, evaluated in `i64`. Integer `+ - *` and negation are done in `i64` directly
    /// (Fortran integer arithmetic may not overflow, so widening first gives the same value), and
    /// a parallel loop's variable is its `i64` index itself: addresses in the hot loops are then
    /// affine in the induction variables, which LLVM needs to vectorise, instead of going through
    /// truncations to `INTEGER` and back.
    pub(super) fn index_expr(&mut self, e: &Expr) -> ValueId {
        if e.ty.is_int() {
            match &e.kind {
                ExprKind::Const(Const::Int(v)) => return self.b().const_i64(*v),
                ExprKind::Load(id) => {
                    if let Some(&index) = self.loop_indices.get(id) {
                        return index;
                    }
                }
                ExprKind::Unary(UnOp::Neg, a) => {
                    let v = self.index_expr(a);
                    return self.b().unary(OpKind::NegI, v);
                }
                ExprKind::Binary(..) if index_op(e).is_some() => {
                    // Iterative over the left operands, as in `binary_chain`.
                    let mut spine = Vec::new();
                    let mut leftmost = e;
                    while let (Some(kind), ExprKind::Binary(_, a, b)) =
                        (index_op(leftmost), &leftmost.kind)
                    {
                        spine.push((kind, b.as_ref()));
                        leftmost = a;
                    }
                    let mut acc = self.index_expr(leftmost);
                    for (kind, rhs) in spine.into_iter().rev() {
                        let y = self.index_expr(rhs);
                        acc = self.int_op(kind, acc, y);
                    }
                    return acc;
                }
                _ => {}
            }
        }
        let v = self.expr(e);
        self.b().convert(v, Type::I64)
    }

    /// Integer `+ - *` with Fortran semantics: overflow is not allowed (`nsw`).
    fn int_op(&mut self, kind: OpKind, x: ValueId, y: ValueId) -> ValueId {
        let ty = self.func.value_type(x);
        let attrs: Attrs = [("nsw", dvmh_ir::Attr::Bool(true))].into_iter().collect();
        self.b().op1(kind, &[x, y], ty, attrs)
    }

    fn binary(&mut self, op: BinOp, ty: Ty, rhs_ty: Ty, x: ValueId, y: ValueId) -> ValueId {
        let real = ty.is_real();
        let kind = match op {
            BinOp::Add => Some(if real { OpKind::AddF } else { OpKind::AddI }),
            BinOp::Sub => Some(if real { OpKind::SubF } else { OpKind::SubI }),
            BinOp::Mul => Some(if real { OpKind::MulF } else { OpKind::MulI }),
            BinOp::Div => Some(if real { OpKind::DivF } else { OpKind::DivSI }),
            BinOp::Pow => Some(match (real, rhs_ty.is_int()) {
                (true, true) => OpKind::FPowI,
                (true, false) => OpKind::PowF,
                _ => OpKind::IPowI,
            }),
            BinOp::And => Some(OpKind::AndI),
            BinOp::Or => Some(OpKind::OrI),
            BinOp::Neqv => Some(OpKind::XOrI),
            _ => None,
        };
        if let Some(k) = kind {
            if matches!(k, OpKind::AddI | OpKind::SubI | OpKind::MulI) && ty.is_int() {
                return self.int_op(k, x, y);
            }
            return self.b().binary(k, x, y);
        }
        let (ipred, fpred) = match op {
            BinOp::Eq | BinOp::Eqv => ("eq", "oeq"),
            BinOp::Ne => ("ne", "une"),
            BinOp::Lt => ("slt", "olt"),
            BinOp::Le => ("sle", "ole"),
            BinOp::Gt => ("sgt", "ogt"),
            _ => ("sge", "oge"),
        };
        if real {
            self.b().cmpf(fpred, x, y)
        } else {
            self.b().cmpi(ipred, x, y)
        }
    }

    /// The bit intrinsics. Shifts by the bit size or more are 0 in Fortran and undefined in
    /// LLVM, so ISHFT selects 0 for them.
    fn bit_intrinsic(&mut self, op: Intrinsic, v: &[ValueId], ty: Ty) -> ValueId {
        use Intrinsic::*;
        let t = reg(ty);
        let bits = 8 * i64::from(ty.scalar().size_bytes() as u32);
        let i = v[0];
        let c = |l: &mut Self, n: i64| l.b().const_int(t, n);
        let one = c(self, 1);
        let all = c(self, -1);
        match op {
            Not => self.b().binary(OpKind::XOrI, i, all),
            Ishft => {
                let s = v[1];
                let zero = c(self, 0);
                let neg = self.b().unary(OpKind::NegI, s);
                let left = self.b().cmpi("sge", s, zero);
                let amount = self.b().select(left, s, neg);
                let width = c(self, bits);
                let big = self.b().cmpi("sge", amount, width);
                let safe = self.b().select(big, zero, amount);
                let l = self.b().binary(OpKind::ShlI, i, safe);
                let r = self.b().binary(OpKind::ShrUI, i, safe);
                let shifted = self.b().select(left, l, r);
                self.b().select(big, zero, shifted)
            }
            Ibits => {
                let (pos, len) = (v[1], v[2]);
                let shifted = self.b().binary(OpKind::ShrUI, i, pos);
                let width = c(self, bits);
                let full = self.b().cmpi("sge", len, width);
                let zero = c(self, 0);
                let safe = self.b().select(full, zero, len);
                let bit = self.b().binary(OpKind::ShlI, one, safe);
                let low = self.b().binary(OpKind::SubI, bit, one);
                let mask = self.b().select(full, all, low);
                self.b().binary(OpKind::AndI, shifted, mask)
            }
            Ibset | Ibclr | Btest => {
                let bit = self.b().binary(OpKind::ShlI, one, v[1]);
                match op {
                    Ibset => self.b().binary(OpKind::OrI, i, bit),
                    Ibclr => {
                        let cleared = self.b().binary(OpKind::XOrI, bit, all);
                        self.b().binary(OpKind::AndI, i, cleared)
                    }
                    _ => {
                        let hit = self.b().binary(OpKind::AndI, i, bit);
                        let zero = c(self, 0);
                        self.b().cmpi("ne", hit, zero)
                    }
                }
            }
            _ => i,
        }
    }

    fn intrinsic(&mut self, op: Intrinsic, v: &[ValueId], arg_ty: Ty, ty: Ty) -> ValueId {
        use Intrinsic::*;
        let real = arg_ty.is_real();
        let x = v.first().copied().unwrap_or_else(|| {
            self.internal("an intrinsic without arguments");
            self.b().const_i32(0)
        });
        let y = v.get(1).copied().unwrap_or(x);
        let unary_math = |op| Some(op);
        let math = match op {
            Sqrt => unary_math(OpKind::Sqrt),
            Exp => unary_math(OpKind::Exp),
            Log => unary_math(OpKind::Log),
            Log10 => unary_math(OpKind::Log10),
            Sin => unary_math(OpKind::Sin),
            Cos => unary_math(OpKind::Cos),
            Tan => unary_math(OpKind::Tan),
            Asin => unary_math(OpKind::Asin),
            Acos => unary_math(OpKind::Acos),
            Atan => unary_math(OpKind::Atan),
            Sinh => unary_math(OpKind::Sinh),
            Cosh => unary_math(OpKind::Cosh),
            Tanh => unary_math(OpKind::Tanh),
            Anint => unary_math(OpKind::Round),
            Aint => unary_math(OpKind::Trunc),
            _ => None,
        };
        if let Some(k) = math {
            return self.b().unary(k, x);
        }
        match op {
            Abs => self
                .b()
                .unary(if real { OpKind::AbsF } else { OpKind::AbsI }, x),
            Atan2 => self.b().binary(OpKind::Atan2, x, y),
            Max | Min => {
                let k = match (op == Max, real) {
                    (true, true) => OpKind::MaxF,
                    (true, false) => OpKind::MaxI,
                    (false, true) => OpKind::MinF,
                    (false, false) => OpKind::MinI,
                };
                let mut acc = x;
                for &w in v.iter().skip(1) {
                    acc = self.b().binary(k, acc, w);
                }
                acc
            }
            Mod if !real => self.b().binary(OpKind::RemSI, x, y),
            Mod => self.b().binary(OpKind::RemF, x, y),
            Modulo if !real => {
                // r = MOD(a, p); r + p when r /= 0 and its sign differs from p's.
                let r = self.b().binary(OpKind::RemSI, x, y);
                let zero = self.b().const_int(reg(arg_ty), 0);
                let nonzero = self.b().cmpi("ne", r, zero);
                let r_neg = self.b().cmpi("slt", r, zero);
                let p_neg = self.b().cmpi("slt", y, zero);
                let differ = self.b().binary(OpKind::XOrI, r_neg, p_neg);
                let adjust = self.b().binary(OpKind::AndI, nonzero, differ);
                let sum = self.b().binary(OpKind::AddI, r, y);
                self.b().select(adjust, sum, r)
            }
            Modulo => {
                // r = MOD(a, p) (exact); r + p when r /= 0 and its sign differs from p's; a
                // zero result takes p's sign (as gfortran's).
                let r = self.b().binary(OpKind::RemF, x, y);
                let zero = self.b().const_float(reg(arg_ty), 0.0);
                let nonzero = self.b().cmpf("une", r, zero);
                let r_neg = self.b().cmpf("olt", r, zero);
                let p_neg = self.b().cmpf("olt", y, zero);
                let differ = self.b().binary(OpKind::XOrI, r_neg, p_neg);
                let adjust = self.b().binary(OpKind::AndI, nonzero, differ);
                let sum = self.b().binary(OpKind::AddF, r, y);
                let signed_zero = self.b().binary(OpKind::CopySign, r, y);
                let kept = self.b().select(nonzero, r, signed_zero);
                self.b().select(adjust, sum, kept)
            }
            Sign if real => self.b().binary(OpKind::CopySign, x, y),
            Sign => {
                let a = self.b().unary(OpKind::AbsI, x);
                let na = self.b().unary(OpKind::NegI, a);
                let zero = self.b().const_int(reg(arg_ty), 0);
                let nonneg = self.b().cmpi("sge", y, zero);
                self.b().select(nonneg, a, na)
            }
            Dim => {
                let (sub, k) = if real {
                    (OpKind::SubF, OpKind::MaxF)
                } else {
                    (OpKind::SubI, OpKind::MaxI)
                };
                let d = self.b().binary(sub, x, y);
                let zero = if real {
                    self.b().const_float(reg(arg_ty), 0.0)
                } else {
                    self.b().const_int(reg(arg_ty), 0)
                };
                self.b().binary(k, d, zero)
            }
            Nint | Floor | Ceiling => {
                let k = match op {
                    Nint => OpKind::Round,
                    Floor => OpKind::Floor,
                    _ => OpKind::Ceil,
                };
                let r = self.b().unary(k, x);
                self.b().op1(OpKind::FPToSI, &[r], reg(ty), Attrs::new())
            }
            Iand => self.b().binary(OpKind::AndI, x, y),
            Ior => self.b().binary(OpKind::OrI, x, y),
            Ieor => self.b().binary(OpKind::XOrI, x, y),
            Not | Ishft | Ibits | Ibset | Ibclr | Btest => self.bit_intrinsic(op, v, arg_ty),
            Merge => self.b().select(v[2], x, y),
            Hypot | Erf | Erfc | Gamma | LogGamma | BesselJ0 | BesselJ1 | BesselY0 | BesselY1 => {
                // The C library's functions (`erf`, or `erff` for REAL(4)).
                let base = match op {
                    Hypot => "hypot",
                    Erf => "erf",
                    Erfc => "erfc",
                    Gamma => "tgamma",
                    LogGamma => "lgamma",
                    BesselJ0 => "j0",
                    BesselJ1 => "j1",
                    BesselY0 => "y0",
                    _ => "y1",
                };
                let name = if ty == Ty::R4 {
                    format!("{base}f")
                } else {
                    base.to_string()
                };
                self.call_runtime_value(&name, v, reg(ty))
            }
            Popcnt | Leadz | Trailz => {
                let bits = 8 * arg_ty.scalar().size_bytes() as i64;
                let i = self.b().convert(x, Type::I64);
                let bits = self.b().const_i32(bits);
                let what = self.b().const_i32(match op {
                    Popcnt => 0,
                    Leadz => 1,
                    _ => 2,
                });
                self.call_runtime_value("dvmh_bit_count", &[i, bits, what], Type::I32)
            }
            Ishftc => {
                let bits = 8 * arg_ty.scalar().size_bytes() as i64;
                let i = self.b().convert(x, Type::I64);
                let shift = self.b().convert(y, Type::I64);
                let size = match v.get(2) {
                    Some(&s) => self.b().convert(s, Type::I64),
                    None => self.b().const_i64(bits),
                };
                let bits = self.b().const_i32(bits);
                let r = self.call_runtime_value("dvmh_ishftc", &[i, shift, size, bits], Type::I64);
                self.b().convert(r, reg(ty))
            }
            Exponent | Fraction | Spacing | Rrspacing | Scale | SetExponent | Nearest | Shiftl
            | Shiftr | Shifta | Dshiftl | Dshiftr | Maskl | Maskr | Bge | Bgt | Ble | Blt
            | Poppar | MergeBits | Transfer => self.model_intrinsic(op, v, arg_ty, ty),
            _ => {
                self.internal(format!("intrinsic {op:?} has no lowering"));
                x
            }
        }
    }
}

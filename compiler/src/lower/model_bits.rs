//! The REAL model functions, the Fortran 2008 bit intrinsics and TRANSFER of scalars, as IR.
//!
//! The model functions follow gfortran's expansion (`trans-intrinsic.c`) so that zeros,
//! subnormals, infinities and NaNs give its values: `frexp` splits `x` into fraction and
//! exponent, `scalbn` scales, `nextafter` steps (the C library's functions, `...f` for
//! REAL(4)), and a non-finite `x` gives NaN (EXPONENT: HUGE(0)). The shifts and masks are
//! plain integer ops guarded for the counts where LLVM's shifts are undefined (a shift by the
//! full width), so loops using them still run on GPUs. TRANSFER goes through a stack slot:
//! stored as the source's type, loaded as the result's (LLVM turns this into a bitcast).
//! `sema/fold_model.rs` folds the same functions of constants.

use super::Lowerer;
use crate::fortran::hir::{Intrinsic, Ty};
use dvmh_ir::{OpKind, Scalar, Type, ValueId};

fn reg(ty: Ty) -> Type {
    Type::Scalar(ty.scalar())
}

impl Lowerer<'_> {
    /// One of this module's intrinsics of the lowered arguments `v` (`arg_ty`: the first
    /// argument's type, `ty`: the result's).
    pub(super) fn model_intrinsic(
        &mut self,
        op: Intrinsic,
        v: &[ValueId],
        arg_ty: Ty,
        ty: Ty,
    ) -> ValueId {
        use Intrinsic::*;
        match op {
            Exponent | Fraction | Spacing | Rrspacing | Scale | SetExponent | Nearest => {
                self.real_model(op, v, arg_ty)
            }
            Transfer => self.transfer_bytes(v[0], arg_ty, ty),
            Poppar => {
                let bits = 8 * arg_ty.scalar().size_bytes() as i64;
                let i = self.b().convert(v[0], Type::I64);
                let bits = self.b().const_i32(bits);
                let what = self.b().const_i32(0);
                let count = self.call_runtime_value("dvmh_bit_count", &[i, bits, what], Type::I32);
                let one = self.b().const_i32(1);
                self.b().binary(OpKind::AndI, count, one)
            }
            Bge | Bgt | Ble | Blt => {
                let pred = match op {
                    Bge => "uge",
                    Bgt => "ugt",
                    Ble => "ule",
                    _ => "ult",
                };
                self.b().cmpi(pred, v[0], v[1])
            }
            _ => self.bit_model(op, v, ty),
        }
    }

    /// The shifts, masks and MERGE_BITS on INTEGERs of type `ty` (every argument of it).
    fn bit_model(&mut self, op: Intrinsic, v: &[ValueId], ty: Ty) -> ValueId {
        use Intrinsic::*;
        let t = reg(ty);
        let w = 8 * ty.scalar().size_bytes() as i64;
        let zero = self.b().const_int(t, 0);
        let all = self.b().const_int(t, -1);
        let width = self.b().const_int(t, w);
        match op {
            Shiftl | Shiftr => {
                let (i, s) = (v[0], v[1]);
                let big = self.b().cmpi("sge", s, width);
                let safe = self.b().select(big, zero, s);
                let k = if op == Shiftl {
                    OpKind::ShlI
                } else {
                    OpKind::ShrUI
                };
                let r = self.b().binary(k, i, safe);
                self.b().select(big, zero, r)
            }
            Shifta => {
                let top = self.b().const_int(t, w - 1);
                let s = self.b().binary(OpKind::MinI, v[1], top);
                self.b().binary(OpKind::ShrSI, v[0], s)
            }
            Dshiftl | Dshiftr => {
                let (i, j) = (v[0], v[1]);
                // DSHIFTR(i, j, s) = DSHIFTL(i, j, w - s).
                let s = if op == Dshiftl {
                    v[2]
                } else {
                    self.b().binary(OpKind::SubI, width, v[2])
                };
                let rest = self.b().binary(OpKind::SubI, width, s);
                let none = self.b().cmpi("sle", s, zero);
                let full = self.b().cmpi("sge", s, width);
                let s_safe = self.b().select(full, zero, s);
                let rest_safe = self.b().select(none, zero, rest);
                let hi = self.b().binary(OpKind::ShlI, i, s_safe);
                let lo = self.b().binary(OpKind::ShrUI, j, rest_safe);
                let both = self.b().binary(OpKind::OrI, hi, lo);
                let r = self.b().select(full, j, both);
                self.b().select(none, i, r)
            }
            Maskl => {
                let n = v[0];
                let none = self.b().cmpi("sle", n, zero);
                let rest = self.b().binary(OpKind::SubI, width, n);
                let safe = self.b().select(none, zero, rest);
                let m = self.b().binary(OpKind::ShlI, all, safe);
                self.b().select(none, zero, m)
            }
            Maskr => {
                let n = v[0];
                let full = self.b().cmpi("sge", n, width);
                let safe = self.b().select(full, zero, n);
                let one = self.b().const_int(t, 1);
                let bit = self.b().binary(OpKind::ShlI, one, safe);
                let m = self.b().binary(OpKind::SubI, bit, one);
                self.b().select(full, all, m)
            }
            MergeBits => {
                let (i, j, m) = (v[0], v[1], v[2]);
                let not_m = self.b().binary(OpKind::XOrI, m, all);
                let a = self.b().binary(OpKind::AndI, i, m);
                let b = self.b().binary(OpKind::AndI, j, not_m);
                self.b().binary(OpKind::OrI, a, b)
            }
            _ => {
                self.internal(format!("intrinsic {op:?} has no lowering"));
                v[0]
            }
        }
    }

    /// `frexp(x)`: the fraction (of `x`'s type) and the exponent (`i32`).
    fn frexp(&mut self, x: ValueId, single: bool) -> (ValueId, ValueId) {
        let t = self.func.value_type(x);
        let slot = self.b().alloca(Scalar::I32);
        let name = if single { "frexpf" } else { "frexp" };
        let f = self.call_runtime_value(name, &[x, slot], t);
        let e = self.b().load(slot, Type::I32);
        (f, e)
    }

    /// `scalbn(x, n)` (`n` an `i32`).
    fn scalbn(&mut self, x: ValueId, n: ValueId, single: bool) -> ValueId {
        let t = self.func.value_type(x);
        let name = if single { "scalbnf" } else { "scalbn" };
        self.call_runtime_value(name, &[x, n], t)
    }

    /// An INTEGER(8) exponent as the `i32` of `scalbn`, clamped (beyond ±100000 every
    /// result is a zero or an infinity already).
    fn exponent_i32(&mut self, n: ValueId) -> ValueId {
        let hi = self.b().const_i64(100_000);
        let lo = self.b().const_i64(-100_000);
        let n = self.b().binary(OpKind::MinI, n, hi);
        let n = self.b().binary(OpKind::MaxI, n, lo);
        self.b().convert(n, Type::I32)
    }

    fn real_model(&mut self, op: Intrinsic, v: &[ValueId], arg_ty: Ty) -> ValueId {
        use Intrinsic::*;
        let x = v[0];
        let t = reg(arg_ty);
        let single = arg_ty == Ty::Real(4);
        let (digits, tiny_exp, huge) = if single {
            (24, -126, f64::from(f32::MAX))
        } else {
            (53, -1022, f64::MAX)
        };
        if op == Scale {
            let n = self.exponent_i32(v[1]);
            return self.scalbn(x, n, single);
        }
        if op == Nearest {
            let inf = self.b().const_float(t, f64::INFINITY);
            let toward = self.b().binary(OpKind::CopySign, inf, v[1]);
            let name = if single { "nextafterf" } else { "nextafter" };
            return self.call_runtime_value(name, &[x, toward], t);
        }
        // |x| <= HUGE is false for infinities and NaNs, which give NaN (x - x).
        let abs = self.b().unary(OpKind::AbsF, x);
        let huge = self.b().const_float(t, huge);
        let finite = self.b().cmpf("ole", abs, huge);
        let nan = self.b().binary(OpKind::SubF, x, x);
        let (f, e) = self.frexp(x, single);
        let r = match op {
            Exponent => {
                let max = self.b().const_i32(i64::from(i32::MAX));
                return self.b().select(finite, e, max);
            }
            Fraction => f,
            Spacing => {
                let p = self.b().const_i32(digits);
                let e = self.b().binary(OpKind::SubI, e, p);
                let emin = self.b().const_i32(tiny_exp);
                let e = self.b().binary(OpKind::MaxI, e, emin);
                let one = self.b().const_float(t, 1.0);
                let s = self.scalbn(one, e, single);
                let zero = self.b().const_float(t, 0.0);
                let is_zero = self.b().cmpf("oeq", x, zero);
                let tiny = self.b().const_float(t, 2f64.powi(tiny_exp as i32));
                self.b().select(is_zero, tiny, s)
            }
            Rrspacing => {
                // frexp(0) has exponent 0, and scalbn(0, p) = 0.
                let p = self.b().const_i32(digits);
                let n = self.b().binary(OpKind::SubI, p, e);
                self.scalbn(abs, n, single)
            }
            _ => {
                // SET_EXPONENT
                let n = self.exponent_i32(v[1]);
                self.scalbn(f, n, single)
            }
        };
        self.b().select(finite, r, nan)
    }

    /// The bytes of the scalar `x` (of type `from`) as a value of type `to`; bytes past a
    /// shorter source are zero.
    fn transfer_bytes(&mut self, x: ValueId, from: Ty, to: Ty) -> ValueId {
        let slot = self.b().alloca_array(Type::I64, 1);
        let zero = self.b().const_i64(0);
        self.b().store(zero, slot);
        let stored = if from.is_logical() {
            self.b().convert(x, Type::Scalar(from.mem_scalar()))
        } else {
            x
        };
        self.b().store(stored, slot);
        if to.is_logical() {
            let bits = self.b().load(slot, Type::Scalar(to.mem_scalar()));
            return self.b().convert(bits, Type::I1);
        }
        self.b().load(slot, reg(to))
    }
}

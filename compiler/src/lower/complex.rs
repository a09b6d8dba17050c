//! COMPLEX values: a value is a pair of registers (real part, imaginary part) of the part
//! type; in memory the two parts are adjacent, and arrays are views of the part type whose
//! strides count two parts per element (see `storage::element_bytes`).
//!
//! Division uses Smith's algorithm (scaling by the larger part of the divisor), as GCC's
//! Fortran rules do, so that quotients of large or small numbers do not overflow.

use super::Lowerer;
use crate::fortran::hir::{BinOp, Const, Expr, ExprKind, Intrinsic, Place, Ty, UnOp};
use dvmh_ir::{OpKind, Type, ValueId};

type Pair = (ValueId, ValueId);

impl Lowerer<'_> {
    /// The address of the imaginary part of the complex value at `p`.
    fn imaginary_at(&mut self, p: ValueId, ty: Ty) -> ValueId {
        let bytes = self
            .b()
            .const_i64(ty.part().mem_scalar().size_bytes() as i64);
        self.b().offset(p, bytes)
    }

    pub(super) fn load_complex(&mut self, p: ValueId, ty: Ty) -> Pair {
        let part = Type::Scalar(ty.part().scalar());
        let re = self.b().load(p, part);
        let ip = self.imaginary_at(p, ty);
        let im = self.b().load(ip, part);
        (re, im)
    }

    pub(super) fn store_complex(&mut self, (re, im): Pair, p: ValueId, ty: Ty) {
        self.b().store(re, p);
        let ip = self.imaginary_at(p, ty);
        self.b().store(im, ip);
    }

    /// The address of a COMPLEX variable or element (`write`: to be stored into; an element
    /// of a distributed array outside parallel loops is a copy that
    /// `flush_element_copies` writes back).
    pub(super) fn complex_address(&mut self, place: &Place, write: bool) -> Option<ValueId> {
        let addr = match place {
            Place::Scalar(id) => self.slot(*id),
            Place::Elem(id, subs, _) => self.element_bytes_at(*id, subs, write),
            Place::Substring(..) => None,
            Place::Field(f) => Some(self.field_address_for(f, write)),
        };
        if addr.is_none() {
            self.internal("a COMPLEX place without storage");
        }
        addr
    }

    /// `place = value` for a COMPLEX place.
    pub(super) fn assign_complex(&mut self, place: &Place, value: &Expr) {
        let ty = self.place_ty(place);
        let v = self.complex_value(value);
        if let Some(p) = self.complex_address(place, true) {
            self.store_complex(v, p, ty);
            self.flush_element_copies();
        }
    }

    /// A COMPLEX value in a stack temporary (an actual argument that is an expression).
    pub(super) fn complex_temporary(&mut self, e: &Expr) -> ValueId {
        let v = self.complex_value(e);
        let tmp = self.buffer(e.ty.part().mem_scalar(), 2);
        self.store_complex(v, tmp, e.ty);
        tmp
    }

    /// The parts of a COMPLEX expression.
    pub(super) fn complex_value(&mut self, e: &Expr) -> Pair {
        let part = Type::Scalar(e.ty.part().scalar());
        match &e.kind {
            ExprKind::Load(id) => {
                let p = self.complex_address(&Place::Scalar(*id), false);
                match p {
                    Some(p) => self.load_complex(p, e.ty),
                    None => self.zero_pair(part),
                }
            }
            ExprKind::Elem(id, subs) => {
                let place = Place::Elem(*id, subs.clone(), e.span);
                match self.complex_address(&place, false) {
                    Some(p) => self.load_complex(p, e.ty),
                    None => self.zero_pair(part),
                }
            }
            ExprKind::Field(f) => {
                let p = self.field_address(f);
                self.load_complex(p, e.ty)
            }
            // The result, stored by the call in a temporary (see `results.rs`).
            ExprKind::Call(c) => match self.call(c) {
                Some(p) => self.load_complex(p, e.ty),
                None => self.zero_pair(part),
            },
            ExprKind::Convert(a) if a.ty.is_complex() => {
                let (re, im) = self.complex_value(a);
                (self.b().convert(re, part), self.b().convert(im, part))
            }
            ExprKind::Convert(a) => {
                let v = self.expr(a);
                let re = self.b().convert(v, part);
                let im = self.b().const_float(part, 0.0);
                (re, im)
            }
            ExprKind::Unary(UnOp::Neg, a) => {
                let (re, im) = self.complex_value(a);
                (
                    self.b().unary(OpKind::NegF, re),
                    self.b().unary(OpKind::NegF, im),
                )
            }
            ExprKind::Binary(BinOp::Pow, a, b) if b.ty.is_int() => {
                let x = self.complex_value(a);
                self.complex_int_power(x, b, e.ty)
            }
            ExprKind::Binary(BinOp::Pow, a, b) => {
                let x = self.complex_value(a);
                let y = self.complex_value(b);
                let name = if e.ty == Ty::Complex(4) {
                    "cpowf"
                } else {
                    "cpow"
                };
                self.complex_c_call(name, &[x, y], &[], e.ty)
            }
            ExprKind::Binary(op, a, b) => {
                let x = self.complex_value(a);
                let y = self.complex_value(b);
                self.complex_arith(*op, x, y, part)
            }
            ExprKind::Const(Const::Complex(re, im)) => (
                self.b().const_float(part, *re),
                self.b().const_float(part, *im),
            ),
            ExprKind::Intrinsic(Intrinsic::Cmplx, args) => {
                let re = self.expr(&args[0]);
                let im = self.expr(&args[1]);
                (re, im)
            }
            ExprKind::Intrinsic(Intrinsic::Conjg, args) => {
                let (re, im) = self.complex_value(&args[0]);
                (re, self.b().unary(OpKind::NegF, im))
            }
            // MERGE(t, f, mask): both values are computed, as for the other types.
            ExprKind::Intrinsic(Intrinsic::Merge, args) => {
                let (tr, ti) = self.complex_value(&args[0]);
                let (fr, fi) = self.complex_value(&args[1]);
                let m = self.expr(&args[2]);
                (self.b().select(m, tr, fr), self.b().select(m, ti, fi))
            }
            ExprKind::Intrinsic(op, args) if c_library_name(*op).is_some() => {
                let x = self.complex_value(&args[0]);
                let base = c_library_name(*op).unwrap_or_default();
                let name = if e.ty == Ty::Complex(4) {
                    format!("{base}f")
                } else {
                    base.to_string()
                };
                self.complex_c_call(&name, &[x], &[], e.ty)
            }
            _ => {
                self.internal("a COMPLEX expression of an unexpected form");
                self.zero_pair(part)
            }
        }
    }

    /// `z**n`: `1`, `z`, `z*z` and `1/z` inline for the constants gfortran expands (0, 1, 2,
    /// -1), else the run-time library's binary powering (`runtime/src/abi/complex_pow.rs`,
    /// libgfortran's `pow_c?_i?`).
    fn complex_int_power(&mut self, x: Pair, n: &Expr, ty: Ty) -> Pair {
        let part = Type::Scalar(ty.part().scalar());
        match n.as_const() {
            Some(Const::Int(0)) => {
                let one = self.b().const_float(part, 1.0);
                let zero = self.b().const_float(part, 0.0);
                (one, zero)
            }
            Some(Const::Int(1)) => x,
            Some(Const::Int(2)) => self.complex_arith(BinOp::Mul, x, x, part),
            Some(Const::Int(-1)) => {
                let one = self.b().const_float(part, 1.0);
                let zero = self.b().const_float(part, 0.0);
                self.complex_arith(BinOp::Div, (one, zero), x, part)
            }
            _ => {
                let v = self.expr(n);
                let n = self.b().convert(v, Type::I64);
                let name = if ty == Ty::Complex(4) {
                    "dvmh_pow_c4_i8"
                } else {
                    "dvmh_pow_c8_i8"
                };
                self.complex_c_call(name, &[x], &[n], ty)
            }
        }
    }

    /// A call of a C function on `_Complex` values of type `ty` (`cexp`, `cpowf`, ...) with
    /// `extra` scalar arguments after them, returning one: each value crosses as the x86-64
    /// convention classifies it, COMPLEX(4) as one eightbyte (both parts packed in an XMM
    /// register), COMPLEX(8) as two.
    fn complex_c_call(&mut self, name: &str, values: &[Pair], extra: &[ValueId], ty: Ty) -> Pair {
        let packed = ty == Ty::Complex(4);
        let mut args = Vec::new();
        for &v in values {
            if packed {
                let tmp = self.buffer(ty.part().mem_scalar(), 2);
                self.store_complex(v, tmp, ty);
                args.push(self.b().load(tmp, Type::F64));
            } else {
                args.extend([v.0, v.1]);
            }
        }
        args.extend_from_slice(extra);
        let results = if packed {
            vec![Type::F64]
        } else {
            vec![Type::F64, Type::F64]
        };
        let params: Vec<Type> = args.iter().map(|&a| self.func.value_type(a)).collect();
        self.module.declare_extern(name, &params, &results);
        let op = self.b().call(name, &args, &results);
        let values = self.func.ops[op].results.clone();
        if packed {
            let tmp = self.buffer(ty.part().mem_scalar(), 2);
            self.b().store(values[0], tmp);
            self.load_complex(tmp, ty)
        } else {
            (values[0], values[1])
        }
    }

    fn zero_pair(&mut self, part: Type) -> Pair {
        let z = self.b().const_float(part, 0.0);
        (z, z)
    }

    fn complex_arith(&mut self, op: BinOp, (a, b): Pair, (c, d): Pair, part: Type) -> Pair {
        use OpKind::{AddF, DivF, MulF, SubF};
        match op {
            BinOp::Add => (self.b().binary(AddF, a, c), self.b().binary(AddF, b, d)),
            BinOp::Sub => (self.b().binary(SubF, a, c), self.b().binary(SubF, b, d)),
            BinOp::Mul => {
                let ac = self.b().binary(MulF, a, c);
                let bd = self.b().binary(MulF, b, d);
                let ad = self.b().binary(MulF, a, d);
                let bc = self.b().binary(MulF, b, c);
                (self.b().binary(SubF, ac, bd), self.b().binary(AddF, ad, bc))
            }
            BinOp::Div => {
                // Smith: with |c| >= |d|, r = d/c, den = c + d*r,
                // re = (a + b*r)/den, im = (b - a*r)/den; otherwise the mirror image.
                let abs_c = self.b().unary(OpKind::AbsF, c);
                let abs_d = self.b().unary(OpKind::AbsF, d);
                let c_larger = self.b().cmpf("oge", abs_c, abs_d);
                let r1 = self.b().binary(DivF, d, c);
                let t1 = self.b().binary(MulF, d, r1);
                let den1 = self.b().binary(AddF, c, t1);
                let br1 = self.b().binary(MulF, b, r1);
                let re1n = self.b().binary(AddF, a, br1);
                let re1 = self.b().binary(DivF, re1n, den1);
                let ar1 = self.b().binary(MulF, a, r1);
                let im1n = self.b().binary(SubF, b, ar1);
                let im1 = self.b().binary(DivF, im1n, den1);
                let r2 = self.b().binary(DivF, c, d);
                let t2 = self.b().binary(MulF, c, r2);
                let den2 = self.b().binary(AddF, d, t2);
                let ar2 = self.b().binary(MulF, a, r2);
                let re2n = self.b().binary(AddF, ar2, b);
                let re2 = self.b().binary(DivF, re2n, den2);
                let br2 = self.b().binary(MulF, b, r2);
                let im2n = self.b().binary(SubF, br2, a);
                let im2 = self.b().binary(DivF, im2n, den2);
                (
                    self.b().select(c_larger, re1, re2),
                    self.b().select(c_larger, im1, im2),
                )
            }
            _ => {
                self.internal("a COMPLEX operation of an unexpected kind");
                self.zero_pair(part)
            }
        }
    }

    /// `a == b` / `a /= b` of COMPLEX values (LOGICAL, `i1`).
    pub(super) fn complex_comparison(&mut self, op: BinOp, a: &Expr, b: &Expr) -> ValueId {
        let (ar, ai) = self.complex_value(a);
        let (br, bi) = self.complex_value(b);
        if op == BinOp::Eq {
            let r = self.b().cmpf("oeq", ar, br);
            let i = self.b().cmpf("oeq", ai, bi);
            self.b().binary(OpKind::AndI, r, i)
        } else {
            let r = self.b().cmpf("une", ar, br);
            let i = self.b().cmpf("une", ai, bi);
            self.b().binary(OpKind::OrI, r, i)
        }
    }

    /// The REAL results of COMPLEX arguments: the real part (a conversion), AIMAG and ABS.
    pub(super) fn complex_to_real(&mut self, e: &Expr) -> ValueId {
        let part = Type::Scalar(e.ty.scalar());
        match &e.kind {
            ExprKind::Convert(a) => {
                let (re, _) = self.complex_value(a);
                self.b().convert(re, part)
            }
            ExprKind::Intrinsic(Intrinsic::Aimag, args) => self.complex_value(&args[0]).1,
            ExprKind::Intrinsic(_, args) => {
                let (re, im) = self.complex_value(&args[0]);
                let f = if args[0].ty == Ty::Complex(8) {
                    "hypot"
                } else {
                    "hypotf"
                };
                self.call_runtime_value(f, &[re, im], part)
            }
            _ => {
                self.internal("a COMPLEX inquiry of an unexpected form");
                self.b().const_float(part, 0.0)
            }
        }
    }
}

/// The C library's function for an elemental intrinsic of a COMPLEX argument (the `f`-suffixed
/// one for COMPLEX(4)), as gfortran calls them.
fn c_library_name(op: Intrinsic) -> Option<&'static str> {
    Some(match op {
        Intrinsic::Exp => "cexp",
        Intrinsic::Log => "clog",
        Intrinsic::Sqrt => "csqrt",
        Intrinsic::Sin => "csin",
        Intrinsic::Cos => "ccos",
        Intrinsic::Tan => "ctan",
        Intrinsic::Asin => "casin",
        Intrinsic::Acos => "cacos",
        Intrinsic::Atan => "catan",
        Intrinsic::Sinh => "csinh",
        Intrinsic::Cosh => "ccosh",
        Intrinsic::Tanh => "ctanh",
        _ => return None,
    })
}

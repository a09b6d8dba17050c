//! COMPLEX expressions: arithmetic with the Fortran promotion rules, equality, and the
//! intrinsics that build and take apart complex values (CMPLX/DCMPLX, CONJG/DCONJG,
//! AIMAG/DIMAG, REAL/DBLE and ABS/CABS/CDABS of a complex value).
//!
//! Operations on constants fold to `Const::Complex` (so COMPLEX named constants, initial
//! values and DATA work as for the other types); the others stay in the tree, and lowering
//! computes them on (real, imaginary) pairs.

use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::{BinOp, Const, Expr, ExprKind, Intrinsic, Ty, UnOp};
use crate::name::Name;
use crate::source::Span;

/// The COMPLEX type of an operation of `a` and `b`, one of them COMPLEX: the larger kind of
/// the COMPLEX and REAL operands (an INTEGER operand does not change it).
fn complex_result(a: Ty, b: Ty) -> Ty {
    let kind = |t: Ty| match t {
        Ty::Complex(k) | Ty::Real(k) => k,
        _ => 4,
    };
    Ty::Complex(kind(a).max(kind(b)))
}

impl Checker<'_> {
    /// `(re, im)`: a COMPLEX literal constant. Its parts are INTEGER or REAL constants
    /// (literals or named constants); its kind is the larger of the REAL parts' (default
    /// without one), as gfortran has it.
    pub fn complex_literal(&mut self, re: &ast::Expr, im: &ast::Expr, span: Span) -> Option<Expr> {
        let re = self.check_expr(re);
        let im = self.check_expr(im);
        let (re, im) = (re?, im?);
        for p in [&re, &im] {
            if !matches!(p.ty, Ty::Int(_) | Ty::Real(_)) || p.as_const().is_none() {
                self.error(
                    p.span,
                    "the parts of a COMPLEX constant (re, im) must be INTEGER or REAL constants (CMPLX(x, y) makes a COMPLEX value of variables)",
                );
                return None;
            }
        }
        let kind = |t: Ty| match t {
            Ty::Real(k) => k,
            _ => 4,
        };
        let ty = Ty::Complex(kind(re.ty).max(kind(im.ty)));
        let (re, im) = (self.convert(re, ty.part()), self.convert(im, ty.part()));
        Some(self.make_intrinsic(Intrinsic::Cmplx, vec![re, im], ty, span))
    }

    /// `a op b` with a COMPLEX operand: `+ - * /` give COMPLEX, `==`/`/=` LOGICAL.
    pub fn complex_binary(&mut self, op: BinOp, a: Expr, b: Expr, span: Span) -> Option<Expr> {
        if !a.ty.is_arith() || !b.ty.is_arith() {
            self.error(
                span,
                format!(
                    "operands of a COMPLEX operation must be numeric, found {} and {}",
                    a.ty, b.ty
                ),
            );
            return None;
        }
        let ty = complex_result(a.ty, b.ty);
        match op {
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div => {
                let (a, b) = (self.convert(a, ty), self.convert(b, ty));
                Some(self.make_binary(op, a, b, ty, span))
            }
            BinOp::Eq | BinOp::Ne => {
                let (a, b) = (self.convert(a, ty), self.convert(b, ty));
                Some(self.make_binary(op, a, b, Ty::L4, span))
            }
            // `z**n` keeps its integer exponent (repeated squaring, as libgfortran's
            // `pow_c?_i?`); the other powers are COMPLEX ones (`cpow`), not folded.
            BinOp::Pow if b.ty.is_int() => Some(self.make_binary(op, a, b, ty, span)),
            BinOp::Pow => {
                let (a, b) = (self.convert(a, ty), self.convert(b, ty));
                Some(Expr {
                    kind: ExprKind::Binary(op, Box::new(a), Box::new(b)),
                    ty,
                    span,
                })
            }
            _ => {
                self.error(span, "COMPLEX values can only be compared with == and /=");
                None
            }
        }
    }

    /// `-c`.
    pub fn complex_negation(&mut self, a: Expr, span: Span) -> Expr {
        let ty = a.ty;
        if let Some(Const::Complex(re, im)) = a.as_const() {
            return Expr {
                kind: ExprKind::Const(Const::Complex(-re, -im)),
                ty,
                span,
            };
        }
        Expr {
            kind: ExprKind::Unary(UnOp::Neg, Box::new(a)),
            ty,
            span,
        }
    }

    /// Whether a call of intrinsic `name` with these arguments is handled here.
    pub fn is_complex_intrinsic_call(&self, name: &str, args: &[Option<Expr>]) -> bool {
        let complex_arg = args.iter().flatten().any(|a| a.ty.is_complex());
        is_complex_intrinsic(name)
            || (complex_arg
                && (matches!(name, "abs" | "cabs" | "cdabs") || complex_math(name).is_some()))
    }

    pub fn complex_intrinsic(&mut self, name: &Name, args: Vec<Expr>, span: Span) -> Option<Expr> {
        let upper = name.upper();
        let n = args.len();
        let arity = |ck: &mut Self, ok: bool, want: &str| {
            if !ok {
                ck.error(span, format!("{upper} takes {want}, but {n} given"));
            }
            ok
        };
        match name.text.as_str() {
            "cmplx" | "dcmplx" => {
                let most = if name.text == "cmplx" { 3 } else { 2 };
                let want = if most == 3 {
                    "1 to 3 arguments"
                } else {
                    "1 or 2 arguments"
                };
                if !arity(self, (1..=most).contains(&n), want) {
                    return None;
                }
                let kind = if name.text == "dcmplx" {
                    8
                } else if let Some(k) = args.get(2) {
                    // CMPLX(x, y, KIND): a constant 4 or 8.
                    match k.as_const() {
                        Some(Const::Int(k @ (4 | 8))) => *k as u8,
                        _ => {
                            self.error(k.span, "the KIND of CMPLX must be the constant 4 or 8");
                            return None;
                        }
                    }
                } else {
                    // CMPLX without KIND= gives default COMPLEX, whatever its arguments.
                    4
                };
                let ty = Ty::Complex(kind);
                let mut it = args.into_iter().take(2);
                let re = it.next()?;
                if re.ty.is_complex() {
                    return Some(self.convert(re, ty));
                }
                let im = it.next();
                for a in std::iter::once(&re).chain(im.as_ref()) {
                    if !a.ty.is_numeric() {
                        self.error(
                            a.span,
                            format!("{upper} needs numeric arguments, found {}", a.ty),
                        );
                        return None;
                    }
                }
                let part = ty.part();
                let re = self.convert(re, part);
                let im = match im {
                    Some(x) => self.convert(x, part),
                    None => Expr {
                        kind: ExprKind::Const(Const::Real(0.0)),
                        ty: part,
                        span,
                    },
                };
                Some(self.make_intrinsic(Intrinsic::Cmplx, vec![re, im], ty, span))
            }
            other => {
                if !arity(self, n == 1, "1 argument") {
                    return None;
                }
                let a = args.into_iter().next()?;
                if !a.ty.is_complex() {
                    self.error(
                        a.span,
                        format!("{upper} needs a COMPLEX argument, found {}", a.ty),
                    );
                    return None;
                }
                let want = match other {
                    "dconjg" | "dimag" | "cdabs" | "cdexp" | "cdlog" | "cdsqrt" | "cdsin"
                    | "cdcos" | "zexp" | "zlog" | "zsqrt" | "zsin" | "zcos" => Some(Ty::Complex(8)),
                    "cabs" | "cexp" | "clog" | "csqrt" | "csin" | "ccos" => Some(Ty::Complex(4)),
                    _ => None,
                };
                if let Some(w) = want.filter(|w| *w != a.ty) {
                    self.error(
                        a.span,
                        format!("{upper} needs a {w} argument, found {}", a.ty),
                    );
                    return None;
                }
                let part = a.ty.part();
                let (op, ty) = match other {
                    "conjg" | "dconjg" => (Intrinsic::Conjg, a.ty),
                    "aimag" | "dimag" => (Intrinsic::Aimag, part),
                    "abs" | "cabs" | "cdabs" => (Intrinsic::Abs, part),
                    _ => match complex_math(other) {
                        Some(op) => (op, a.ty),
                        None => {
                            self.error(
                                span,
                                format!("{upper} of a COMPLEX value is not supported"),
                            );
                            return None;
                        }
                    },
                };
                Some(self.make_intrinsic(op, vec![a], ty, span))
            }
        }
    }
}

/// The intrinsics that exist only for COMPLEX values.
pub fn is_complex_intrinsic(name: &str) -> bool {
    matches!(
        name,
        "cmplx" | "dcmplx" | "conjg" | "dconjg" | "aimag" | "dimag" | "cabs" | "cdabs"
    ) || (complex_math(name).is_some() && !is_generic_math(name))
}

fn is_generic_math(name: &str) -> bool {
    matches!(
        name,
        "exp"
            | "log"
            | "sqrt"
            | "sin"
            | "cos"
            | "tan"
            | "asin"
            | "acos"
            | "atan"
            | "sinh"
            | "cosh"
            | "tanh"
    )
}

/// The elemental function a generic (`EXP`) or COMPLEX-specific (`CEXP`, `CDEXP`, `ZEXP`)
/// name computes on a COMPLEX argument: the C library's `cexp`, `clog`, ... as gfortran
/// calls them.
pub fn complex_math(name: &str) -> Option<Intrinsic> {
    use Intrinsic::*;
    Some(match name {
        "exp" | "cexp" | "cdexp" | "zexp" => Exp,
        "log" | "clog" | "cdlog" | "zlog" => Log,
        "sqrt" | "csqrt" | "cdsqrt" | "zsqrt" => Sqrt,
        "sin" | "csin" | "cdsin" | "zsin" => Sin,
        "cos" | "ccos" | "cdcos" | "zcos" => Cos,
        "tan" => Tan,
        "asin" => Asin,
        "acos" => Acos,
        "atan" => Atan,
        "sinh" => Sinh,
        "cosh" => Cosh,
        "tanh" => Tanh,
        _ => return None,
    })
}

//! Checking calls of the REAL model functions (EXPONENT, FRACTION, SPACING, RRSPACING, SCALE,
//! SET_EXPONENT, NEAREST), of the Fortran 2008 shift, mask and unsigned comparison
//! intrinsics (SHIFTL, SHIFTR, SHIFTA, DSHIFTL, DSHIFTR, MASKL, MASKR, BGE, BGT, BLE, BLT) and
//! of TRANSFER between scalars.
//!
//! Each call becomes one [`Intrinsic`] node whose arguments already have the types the
//! lowering needs (`lower/model_bits.rs`): the INTEGER of SCALE and SET_EXPONENT as
//! INTEGER(8), a shift count or mask length in the kind of the result, the two arguments
//! of an unsigned comparison in one kind (the narrower zero-extended, as the standard says).
//! Constant arguments that the standard rules out (a shift past the bit size, NEAREST toward
//! zero) are errors here, as in gfortran.

use super::Checker;
use crate::fortran::hir::{Const, Expr, ExprKind, Intrinsic, Ty};
use crate::source::Span;

/// The number of bits of an INTEGER type.
fn bits(ty: Ty) -> i64 {
    match ty {
        Ty::Int(k) => 8 * i64::from(k),
        _ => 0,
    }
}

impl Checker<'_> {
    /// A call of one of this module's intrinsics, its arguments checked as expressions.
    pub(super) fn model_intrinsic(
        &mut self,
        op: Intrinsic,
        upper: &str,
        args: Vec<Expr>,
        span: Span,
    ) -> Option<Expr> {
        use Intrinsic::*;
        let n = args.len();
        let (min, max) = match op {
            Exponent | Fraction | Spacing | Rrspacing => (1, 1),
            Dshiftl | Dshiftr => (3, 3),
            Maskl | Maskr => (1, 2),
            Transfer => (2, 3),
            _ => (2, 2),
        };
        if n < min || n > max {
            let want = match (min, max) {
                (1, 1) => "1 argument".to_string(),
                (a, b) if a == b => format!("{a} arguments"),
                (a, b) => format!("{a} or {b} arguments"),
            };
            self.error(span, format!("{upper} takes {want}, but {n} given"));
            return None;
        }
        match op {
            Exponent | Fraction | Spacing | Rrspacing | Scale | SetExponent | Nearest => {
                self.real_model(op, upper, args, span)
            }
            Shiftl | Shiftr | Shifta | Dshiftl | Dshiftr => self.bit_shift(op, upper, args, span),
            Maskl | Maskr => self.mask(op, upper, args, span),
            Transfer => self.transfer_scalar(upper, args, span),
            _ => self.unsigned_compare(op, upper, args, span),
        }
    }

    /// Reports an argument whose type is not `want` (a class: "REAL", "INTEGER").
    fn require(&mut self, ok: bool, upper: &str, name: &str, want: &str, arg: &Expr) -> bool {
        if !ok {
            self.error(
                arg.span,
                format!(
                    "the {name} argument of {upper} must be {want}, found {}",
                    arg.ty
                ),
            );
        }
        ok
    }

    /// Reports a constant `value` outside `0..=limit` (`what` names the argument).
    fn require_range(&mut self, arg: &Expr, limit: i64, upper: &str, what: &str) -> bool {
        match arg.as_const() {
            Some(Const::Int(v)) if !(0..=limit).contains(v) => {
                self.error(
                    arg.span,
                    format!("the {what} of {upper} must be between 0 and {limit}, found {v}"),
                );
                false
            }
            _ => true,
        }
    }

    fn real_model(
        &mut self,
        op: Intrinsic,
        upper: &str,
        args: Vec<Expr>,
        span: Span,
    ) -> Option<Expr> {
        let mut it = args.into_iter();
        let x = it.next()?;
        if !self.require(x.ty.is_real(), upper, "X", "REAL", &x) {
            return None;
        }
        let ty = x.ty;
        let mut out = vec![x];
        if let Some(second) = it.next() {
            if op == Intrinsic::Nearest {
                if !self.require(second.ty.is_real(), upper, "S", "REAL", &second) {
                    return None;
                }
                if matches!(second.as_const(), Some(Const::Real(s)) if *s == 0.0) {
                    self.error(second.span, "the S argument of NEAREST must not be zero");
                    return None;
                }
                out.push(self.convert(second, ty));
            } else {
                if !self.require(second.ty.is_int(), upper, "I", "INTEGER", &second) {
                    return None;
                }
                out.push(self.convert(second, Ty::Int(8)));
            }
        }
        let result = if op == Intrinsic::Exponent {
            Ty::I4
        } else {
            ty
        };
        Some(self.make_intrinsic(op, out, result, span))
    }

    fn bit_shift(
        &mut self,
        op: Intrinsic,
        upper: &str,
        args: Vec<Expr>,
        span: Span,
    ) -> Option<Expr> {
        let double = matches!(op, Intrinsic::Dshiftl | Intrinsic::Dshiftr);
        let ty = args[0].ty;
        let names: &[&str] = if double {
            &["I", "J", "SHIFT"]
        } else {
            &["I", "SHIFT"]
        };
        for (a, name) in args.iter().zip(names) {
            if !self.require(a.ty.is_int(), upper, name, "INTEGER", a) {
                return None;
            }
        }
        if double && args[1].ty != ty {
            self.error(
                args[1].span,
                format!(
                    "I and J of {upper} must have the same kind, found {ty} and {}",
                    args[1].ty
                ),
            );
            return None;
        }
        let mut args = args;
        let count = args.pop()?;
        if !self.require_range(&count, bits(ty), upper, "SHIFT") {
            return None;
        }
        let count = self.convert(count, ty);
        args.push(count);
        Some(self.make_intrinsic(op, args, ty, span))
    }

    fn mask(&mut self, op: Intrinsic, upper: &str, args: Vec<Expr>, span: Span) -> Option<Expr> {
        if !self.require(args[0].ty.is_int(), upper, "I", "INTEGER", &args[0]) {
            return None;
        }
        let kind = match args.get(1) {
            Some(k) => self.kind_argument(k, &[1, 2, 4, 8])?,
            None => 4,
        };
        let ty = Ty::Int(kind);
        let i = args.into_iter().next()?;
        if !self.require_range(&i, bits(ty), upper, "I argument") {
            return None;
        }
        let i = self.convert(i, ty);
        Some(self.make_intrinsic(op, vec![i], ty, span))
    }

    fn unsigned_compare(
        &mut self,
        op: Intrinsic,
        upper: &str,
        args: Vec<Expr>,
        span: Span,
    ) -> Option<Expr> {
        for (a, name) in args.iter().zip(["I", "J"]) {
            if !self.require(a.ty.is_int(), upper, name, "INTEGER", a) {
                return None;
            }
        }
        let wide = if bits(args[0].ty) >= bits(args[1].ty) {
            args[0].ty
        } else {
            args[1].ty
        };
        let args = args
            .into_iter()
            .map(|a| self.zero_extend(a, wide))
            .collect();
        Some(self.make_intrinsic(op, args, Ty::L4, span))
    }

    /// `a` as an INTEGER of the wider type `to`, its bits above its own width zero.
    fn zero_extend(&mut self, a: Expr, to: Ty) -> Expr {
        if a.ty == to {
            return a;
        }
        let low = (1i64 << bits(a.ty)) - 1;
        let span = a.span;
        let wide = self.convert(a, to);
        let mask = Expr {
            kind: ExprKind::Const(Const::Int(low)),
            ty: to,
            span,
        };
        if let Some(Const::Int(v)) = wide.as_const() {
            return Expr {
                kind: ExprKind::Const(Const::Int(v & low)),
                ty: to,
                span,
            };
        }
        Expr {
            kind: ExprKind::Intrinsic(Intrinsic::Iand, vec![wide, mask]),
            ty: to,
            span,
        }
    }

    /// `TRANSFER(source, mold)` of a scalar source to a scalar of the mold's type: the same
    /// bytes. The mold is not evaluated.
    fn transfer_scalar(&mut self, upper: &str, args: Vec<Expr>, span: Span) -> Option<Expr> {
        if args.len() == 3 {
            self.error(
                args[2].span,
                "TRANSFER with SIZE (an array result) is not supported yet",
            );
            return None;
        }
        let plain = |t: Ty| t.is_int() || t.is_real() || t.is_logical();
        let mut it = args.into_iter();
        let (Some(source), Some(mold)) = (it.next(), it.next()) else {
            return None;
        };
        for (a, name) in [(&source, "SOURCE"), (&mold, "MOLD")] {
            if !plain(a.ty) {
                self.error(
                    a.span,
                    format!(
                        "the {name} argument of {upper} must be an INTEGER, REAL or LOGICAL scalar (not yet {})",
                        a.ty
                    ),
                );
                return None;
            }
        }
        let to = mold.ty;
        if let Some(c) = source
            .as_const()
            .and_then(|c| transfer_const(c, source.ty, to))
        {
            return Some(Expr {
                kind: ExprKind::Const(c),
                ty: to,
                span,
            });
        }
        Some(Expr {
            kind: ExprKind::Intrinsic(Intrinsic::Transfer, vec![source]),
            ty: to,
            span,
        })
    }
}

/// The bytes of a scalar constant of type `ty` (little-endian), zero-padded to 8.
fn const_bytes(c: &Const, ty: Ty) -> Option<u64> {
    Some(match (c, ty) {
        (Const::Int(v), Ty::Int(k)) => *v as u64 & (u64::MAX >> (64 - 8 * u32::from(k))),
        (Const::Real(v), Ty::Real(4)) => u64::from((*v as f32).to_bits()),
        (Const::Real(v), _) => v.to_bits(),
        (Const::Logical(b), _) => u64::from(*b),
        _ => return None,
    })
}

/// TRANSFER of a constant: its bytes as a constant of type `to` (bytes past a shorter
/// source are zero, as at run time). LOGICAL results are left to run time.
fn transfer_const(c: &Const, from: Ty, to: Ty) -> Option<Const> {
    let b = const_bytes(c, from)?;
    Some(match to {
        Ty::Int(k) => {
            let shift = 64 - 8 * u32::from(k);
            Const::Int(((b << shift) as i64) >> shift)
        }
        Ty::Real(4) => Const::Real(f64::from(f32::from_bits(b as u32))),
        Ty::Real(_) => Const::Real(f64::from_bits(b)),
        _ => return None,
    })
}

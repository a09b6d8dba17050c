//! VALUE dummies as gfortran passes them, so that objects of both compilers call each other:
//! the value crosses the call as the x86-64 System V convention passes its C type, and an
//! OPTIONAL VALUE dummy has a hidden presence flag.
//!
//! - INTEGER, REAL, LOGICAL: the scalar in its memory form (LOGICAL as a 32-bit 0/1).
//! - COMPLEX: as C's `_Complex`: COMPLEX(4) is one eightbyte with both parts (an `f64` in an
//!   XMM register), COMPLEX(8) two `f64`s.
//! - CHARACTER(len=1): the character (`i8`); its hidden length (1) is still passed.
//! - The hidden arguments after the ordinary ones, per dummy in order: a CHARACTER dummy's
//!   length (`i64`), an OPTIONAL VALUE dummy's presence (`i8`, 0 or 1). (This is gfortran's
//!   callee side and the order GCC 13 fixed its callers to; gfortran 12's callers put the
//!   presence flags before the lengths when a procedure has both.)
//!
//! In the callee each VALUE dummy gets a slot of its own holding the value; an absent
//! OPTIONAL one's slot is a null pointer, so PRESENT works as for dummies by reference.

use super::Lowerer;
use crate::fortran::hir::{Expr, ExprKind, Ty};
use dvmh_ir::{Scalar, Type, ValueId};

/// The IR parameters a VALUE dummy of type `ty` crosses the call as.
pub(super) fn value_params(ty: Ty) -> Vec<Type> {
    match ty {
        Ty::Complex(4) => vec![Type::F64],
        Ty::Complex(_) => vec![Type::F64, Type::F64],
        Ty::Char => vec![Type::Scalar(Scalar::I8)],
        t => vec![Type::Scalar(t.mem_scalar())],
    }
}

/// The hidden parameter one dummy adds after the ordinary ones, if any.
pub(super) fn trailing_param(ty: Ty, value: bool, optional: bool) -> Option<Type> {
    if ty == Ty::Char {
        Some(Type::I64)
    } else if value && optional {
        Some(Type::Scalar(Scalar::I8))
    } else {
        None
    }
}

impl Lowerer<'_> {
    /// The argument values of a VALUE actual of the dummy's type `ty` (already converted to
    /// it by semantic analysis).
    pub(super) fn value_arguments(&mut self, e: &Expr, ty: Ty) -> Vec<ValueId> {
        match ty {
            Ty::Complex(k) => {
                let v = self.complex_value(e);
                if k == 4 {
                    let tmp = self.buffer(ty.part().mem_scalar(), 2);
                    self.store_complex(v, tmp, ty);
                    vec![self.b().load(tmp, Type::F64)]
                } else {
                    vec![v.0, v.1]
                }
            }
            Ty::Char => {
                let (p, _) = self.char_value(e);
                vec![self.b().load(p, Type::Scalar(Scalar::I8))]
            }
            _ => {
                let v = self.expr(e);
                let v = self.memory_value(v, e.ty);
                vec![self.b().convert(v, Type::Scalar(ty.mem_scalar()))]
            }
        }
    }

    /// An OPTIONAL dummy of the caller passed on to an OPTIONAL VALUE dummy (`optional`) of
    /// the same type: its value when present, placeholder values when absent, and the
    /// presence flag (the callee sees it absent too). `None` for other actuals.
    pub(super) fn optional_value_arguments(
        &mut self,
        e: &Expr,
        ty: Ty,
        optional: bool,
    ) -> Option<(Vec<ValueId>, ValueId)> {
        let ExprKind::Load(id) = e.kind else {
            return None;
        };
        if !optional || e.ty != ty || !self.unit.optional.contains(&id) || ty == Ty::Char {
            return None;
        }
        let p = self.slot(id)?;
        let null = self.b().const_int(Type::Ptr, 0);
        let here = self.b().cmpi("ne", p, null);
        // Absent: the values are read from zeroed scratch instead.
        let scratch = self.eightbyte_buffer(2);
        let zeros = self.absent_value_arguments(Ty::Complex(8));
        self.store_eightbytes(&zeros, scratch);
        let at = self.b().select(here, p, scratch);
        let values = match ty {
            Ty::Complex(4) => vec![self.b().load(at, Type::F64)],
            Ty::Complex(_) => {
                let (re, im) = self.load_complex(at, ty);
                vec![re, im]
            }
            t => vec![self.b().load(at, Type::Scalar(t.mem_scalar()))],
        };
        let one = self.b().const_int(Type::Scalar(Scalar::I8), 1);
        let zero = self.b().const_int(Type::Scalar(Scalar::I8), 0);
        let flag = self.b().select(here, one, zero);
        Some((values, flag))
    }

    /// Placeholder values for an omitted OPTIONAL VALUE dummy of type `ty`.
    pub(super) fn absent_value_arguments(&mut self, ty: Ty) -> Vec<ValueId> {
        value_params(ty)
            .into_iter()
            .map(|t| match t {
                Type::Scalar(s) if !s.is_int() => self.b().const_float(t, 0.0),
                t => self.b().const_int(t, 0),
            })
            .collect()
    }

    /// The callee's slot of a VALUE dummy of type `ty` whose parameters are `params`: the
    /// value stored in the unit's own memory. With `present` (an OPTIONAL one's flag), the
    /// slot is null when the flag is 0.
    pub(super) fn value_dummy_slot(
        &mut self,
        ty: Ty,
        params: &[ValueId],
        present: Option<ValueId>,
    ) -> ValueId {
        let slot = match ty {
            Ty::Complex(_) => {
                let tmp = self.eightbyte_buffer(2);
                self.store_eightbytes(params, tmp);
                tmp
            }
            t => {
                let slot = self.b().alloca(t.mem_scalar());
                self.b().store(params[0], slot);
                slot
            }
        };
        match present {
            Some(flag) => {
                let zero = self.b().const_int(Type::Scalar(Scalar::I8), 0);
                let here = self.b().cmpi("ne", flag, zero);
                let null = self.b().const_int(Type::Ptr, 0);
                self.b().select(here, slot, null)
            }
            None => slot,
        }
    }
}

//! C99 variable-length arrays: `double a[n]`, `double m[n][k]` locals, VLA parameters
//! (`void f(int n, double a[n][n])`) and pointers to VLA types (`double (*p)[k]`).
//!
//! A VLA type ([`CType::Vla`]) holds the stack slot of its length, evaluated once where its
//! declarator is (C99 6.7.5.2), so `sizeof`, subscripts and pointer arithmetic read the length
//! the object was made with even if `n` changes later. An object of VLA type gets its storage
//! from `mem.alloca_dyn` when its declaration is reached; a prototype's VLA parameters are
//! pointers to arrays of unknown length, and a function definition types its parameters again
//! in its own scope, where the earlier parameters have values.

use super::{Lowerer, Sym, R};
use crate::c::ast::{Declarator, Expr, Param, Pos};
use crate::c::types::{CType, LONG};
use dvmh_ir::{OpKind, Type, ValueId};

impl Lowerer<'_> {
    /// An array declarator whose size `e` is not a constant: in a prototype an array of
    /// unknown length (`[*]`), in a block a VLA whose length is evaluated now.
    pub(super) fn vla_dimension(&mut self, base: CType, e: &Expr) -> R<CType> {
        if self.proto_params > 0 {
            return Ok(CType::Array(Box::new(base), None));
        }
        if self.fcx.is_none() || self.scopes.len() <= 1 {
            return self.error(
                e.pos,
                "variable-length array at file scope (its size must be an integer constant)",
            );
        }
        let (v, t) = self.rvalue(e)?;
        if !t.is_integer() {
            let name = t.name(&self.structs);
            return self.error(
                e.pos,
                format!("size of array has non-integer type '{name}'"),
            );
        }
        let n = self.convert((v, t), &LONG, e.pos, false)?;
        let slot = self.b().alloca_array(Type::I64, 1);
        self.b().store(n, slot);
        Ok(CType::Vla(Box::new(base), slot))
    }

    /// The size of `t` in bytes as an `i64` value: a constant, or computed from the lengths
    /// of its VLA dimensions.
    pub(super) fn type_size_value(&mut self, t: &CType, pos: Pos) -> R<ValueId> {
        if let Some(s) = self.structs.size(t) {
            return Ok(self.b().const_i64(s as i64));
        }
        match t {
            CType::Vla(e, slot) => {
                let n = self.b().load(*slot, Type::I64);
                let es = self.type_size_value(e, pos)?;
                Ok(self.b().binary(OpKind::MulI, n, es))
            }
            CType::Array(e, Some(n)) => {
                let es = self.type_size_value(e, pos)?;
                let n = self.b().const_i64(*n as i64);
                Ok(self.b().binary(OpKind::MulI, n, es))
            }
            CType::Qual(t, _) => self.type_size_value(t, pos),
            t => {
                let name = t.name(&self.structs);
                self.error(pos, format!("invalid use of incomplete type '{name}'"))
            }
        }
    }

    /// Storage for a local of variably modified array type, on the stack (`mem.alloca_dyn`).
    pub(super) fn vla_object(&mut self, t: &CType, pos: Pos) -> R<ValueId> {
        let bytes = self.type_size_value(t, pos)?;
        Ok(self.b().alloca_dyn(Type::I8, bytes))
    }

    /// A function definition's parameters declared with VLA types get those types now, in
    /// the function's scope (the parameters before them are bound): `double a[n][n]` becomes
    /// a pointer to a VLA of the `n` the caller passed.
    pub(super) fn retype_vla_params(&mut self, params: &[Param]) -> R<()> {
        for p in params {
            let Some((name, _)) = p.declarator.name() else {
                continue;
            };
            if !self.has_variable_size(&p.declarator) {
                continue;
            }
            let Some(Sym::Local(slot, _)) = self.lookup(name).cloned() else {
                continue;
            };
            let (base, _) = self.specs_type(&p.specs)?;
            let (_, t) = self.param_declarator_type(base, &p.declarator)?;
            let t = match t {
                CType::Array(e, _) | CType::Vla(e, _) => CType::Ptr(e),
                t => t,
            };
            let name = name.to_string();
            self.declare(&name, Sym::Local(slot, t));
        }
        Ok(())
    }

    /// Does a declarator have an array size that is not an integer constant?
    fn has_variable_size(&mut self, d: &Declarator) -> bool {
        match d {
            Declarator::Name(..) => false,
            Declarator::Array(inner, n, _) => {
                n.as_ref().is_some_and(|e| self.const_int(e).is_none())
                    || self.has_variable_size(inner)
            }
            Declarator::Pointer(inner, _) => self.has_variable_size(inner),
            // The parameters of a function pointer's type are a prototype's.
            Declarator::Function(inner, _) => self.has_variable_size(inner),
        }
    }
}

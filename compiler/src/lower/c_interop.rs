//! ISO_C_BINDING's C_LOC and C_F_POINTER, which semantic analysis leaves as calls of
//! pseudo-procedures (`fortran/sema/c_interop.rs`): no function is called, the address and
//! the pointer's descriptor are what the call stands for.

use super::Lowerer;
use crate::fortran::hir::Actual;
use dvmh_ir::{Attrs, OpKind, Type, ValueId};

impl Lowerer<'_> {
    /// `C_LOC(x)`: the address of the actual argument as an `i64`. An array pointer passes
    /// its descriptor, whose first word is its target's address.
    pub(super) fn c_address(&mut self, args: &[Actual]) -> Option<ValueId> {
        let Some(arg) = args.first() else {
            self.internal("C_LOC without an argument");
            return None;
        };
        let p = self.actual_argument(arg)?;
        Some(match arg {
            Actual::Pointer(_) => self.b().load(p, Type::I64),
            _ => self
                .b()
                .op1(OpKind::PtrToInt, &[p], Type::I64, Attrs::new()),
        })
    }

    /// `C_F_POINTER(addr, p, [n_1, ..., n_r])`: `p`'s descriptor gets the address, lower
    /// bounds 1, upper bounds the extents, and the strides of contiguous elements in
    /// Fortran order (see `pointers` for the layout).
    pub(super) fn c_pointer_set(&mut self, args: &[Actual]) {
        let [Actual::Value(addr), Actual::Pointer(obj), extents @ ..] = args else {
            self.internal("C_F_POINTER without its address and pointer");
            return;
        };
        let Some((desc, rank)) = self.pointer_descriptor(obj) else {
            return;
        };
        if rank != extents.len() {
            self.internal("C_F_POINTER with a SHAPE of another rank than its pointer's");
            return;
        }
        let addr = self.expr(addr);
        self.b().store(addr, desc);
        let one = self.b().const_i64(1);
        let mut stride = one;
        for (k, e) in extents.iter().enumerate() {
            let Actual::Value(e) = e else {
                self.internal("a C_F_POINTER extent that is not a value");
                return;
            };
            let n = self.expr(e);
            let lo = self.word_at(desc, 1 + 2 * k);
            self.b().store(one, lo);
            let hi = self.word_at(desc, 2 + 2 * k);
            self.b().store(n, hi);
            let st = self.word_at(desc, 1 + 2 * rank + k);
            self.b().store(stride, st);
            stride = self.b().binary(OpKind::MulI, stride, n);
        }
    }
}

//! How a function's result travels from the callee to the caller: gfortran's convention,
//! which is the x86-64 System V one for the C type of the result, so that functions compiled
//! by either compiler call each other.
//!
//! - INTEGER, REAL, LOGICAL: the IR function's one result.
//! - CHARACTER: the caller provides a buffer of the length it declared the function with;
//!   its address and that length are hidden first arguments (before the dummies), and the
//!   function returns nothing. The function's result variable is that buffer; an
//!   assumed-length result (`CHARACTER*(*) FUNCTION`) takes the length passed.
//! - COMPLEX and structures of at most 16 bytes: like a C `_Complex` or small struct, in
//!   registers, one per eightbyte: `f64` (an XMM register) for an eightbyte of only
//!   floating-point data, else `i64` (a general register). `COMPLEX(4)` is one `f64` (both
//!   parts packed in XMM0), `COMPLEX(8)` two (XMM0, XMM1). On both sides the value lives in
//!   memory (the callee's result variable, the caller's temporary of whole eightbytes) and
//!   crosses the call as those eightbytes.
//! - Larger structures: in the caller's memory, whose address is the hidden first argument.

use super::Lowerer;
use crate::fortran::hir::{self, Ty};
use dvmh_ir::{Scalar, Type, ValueId};

/// How a function result of one type travels.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum ResultPass {
    /// A scalar in a register: the IR function's result.
    Scalar(Type),
    /// CHARACTER: the caller's buffer and its length, hidden first arguments.
    Chars,
    /// The eightbytes of a value in memory, in registers (the IR function's results).
    Regs(Vec<Type>),
    /// A large structure: the caller's memory, its address the hidden first argument.
    Memory,
    /// A POINTER result of the rank given: the caller's pointer descriptor (see
    /// `pointers`), its address the hidden first argument, which the function's result
    /// variable uses as its own. (gfortran returns a scalar pointer in a register and an
    /// array pointer in its own descriptor: not the same convention.) Also an array result
    /// that is not a POINTER: the descriptor of an unallocated allocatable array, which the
    /// function allocates (`sema/array_functions.rs`).
    Descriptor(usize),
}

/// How a function result of type `ty` travels.
pub(super) fn result_pass(ty: Ty) -> ResultPass {
    match ty {
        Ty::Char => ResultPass::Chars,
        Ty::Complex(4) => ResultPass::Regs(vec![Type::F64]),
        Ty::Complex(_) => ResultPass::Regs(vec![Type::F64, Type::F64]),
        Ty::Derived(d) if d.size > 0 && d.size <= 16 => {
            let words = d.size.div_ceil(8) as usize;
            let classes = (0..words)
                .map(|k| {
                    if (d.int_bytes >> (8 * k)) & 0xff != 0 {
                        Type::I64
                    } else {
                        Type::F64
                    }
                })
                .collect();
            ResultPass::Regs(classes)
        }
        Ty::Derived(_) => ResultPass::Memory,
        t => ResultPass::Scalar(Type::Scalar(t.mem_scalar())),
    }
}

/// How the result of function `unit` travels; `None` for other units.
pub(super) fn unit_result_pass(unit: &hir::Unit) -> Option<ResultPass> {
    if unit.kind != hir::UnitKind::Function {
        return None;
    }
    Some(match unit.result {
        Some(r) if unit.symbol(r).pointer => ResultPass::Descriptor(match &unit.symbol(r).kind {
            hir::SymbolKind::Array(info) => info.rank(),
            _ => 0,
        }),
        // An array result (see `sema/array_functions.rs`).
        Some(r) => match &unit.symbol(r).kind {
            hir::SymbolKind::Array(info) => ResultPass::Descriptor(info.rank()),
            _ => result_pass(unit.symbol(r).ty),
        },
        None => ResultPass::Scalar(Type::I32),
    })
}

impl ResultPass {
    /// The hidden parameters before the dummies' pointers.
    pub(super) fn hidden_params(&self) -> Vec<Type> {
        match self {
            ResultPass::Chars => vec![Type::Ptr, Type::I64],
            ResultPass::Memory | ResultPass::Descriptor(_) => vec![Type::Ptr],
            _ => Vec::new(),
        }
    }

    /// The IR function's results.
    pub(super) fn results(&self) -> Vec<Type> {
        match self {
            ResultPass::Scalar(t) => vec![*t],
            ResultPass::Regs(classes) => classes.clone(),
            ResultPass::Chars | ResultPass::Memory | ResultPass::Descriptor(_) => Vec::new(),
        }
    }
}

impl Lowerer<'_> {
    /// A stack object of `words` eightbytes, aligned for any of them.
    pub(super) fn eightbyte_buffer(&mut self, words: usize) -> ValueId {
        self.buffer(Scalar::I64, words as i64)
    }

    /// The eightbytes of the value at `p` (a buffer of whole eightbytes) as `classes`.
    pub(super) fn load_eightbytes(&mut self, p: ValueId, classes: &[Type]) -> Vec<ValueId> {
        let mut out = Vec::with_capacity(classes.len());
        for (k, &t) in classes.iter().enumerate() {
            let at = self.b().const_i64(8 * k as i64);
            let q = self.b().offset(p, at);
            out.push(self.b().load(q, t));
        }
        out
    }

    /// Stores eightbytes `values` to the buffer at `p`.
    pub(super) fn store_eightbytes(&mut self, values: &[ValueId], p: ValueId) {
        for (k, &v) in values.iter().enumerate() {
            let at = self.b().const_i64(8 * k as i64);
            let q = self.b().offset(p, at);
            self.b().store(v, q);
        }
    }
}

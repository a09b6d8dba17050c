//! CHARACTER variables whose length is known at run time only.
//!
//! An automatic length (`CHARACTER(LEN=N) :: BUF` in a procedure, `hir::CharLen::Auto`) is
//! evaluated once on entry; a local variable of it gets a heap buffer of that length, freed
//! when the procedure returns. A deferred length (`CHARACTER(LEN=:), ALLOCATABLE :: S`,
//! `hir::CharLen::Deferred`) changes with each allocation, so it lives in the variable's
//! descriptor: the word after the address ([`DEFERRED_CHAR_WORDS`]). Assignment to the whole
//! variable reallocates it to the value's length, as Fortran's intrinsic assignment does.
//! A deferred-length component's alias (`sema/pointer_components.rs`) is such a variable
//! whose descriptor is the one inside the structure; a function's deferred-length result is
//! the descriptor the caller passes, as a POINTER result's (`results`).

use super::Lowerer;
use crate::fortran::hir::{CharLen, Expr, ExprKind, Place, SymId, SymbolKind};
use dvmh_ir::{OpKind, Type, ValueId};

/// The words of a deferred-length CHARACTER scalar's descriptor: the address of its bytes
/// (null while unallocated), then its length.
pub(crate) const DEFERRED_CHAR_WORDS: u64 = 2;

impl Lowerer<'_> {
    /// The length of the current allocation of deferred-length `id` (`i64`).
    pub(super) fn deferred_char_len(&mut self, id: SymId) -> ValueId {
        let Some(desc) = self.descriptor(id) else {
            self.internal(format!("no descriptor for '{}'", self.unit.symbol(id).name));
            return self.b().const_i64(0);
        };
        let at = self.b().const_i64(8);
        let p = self.b().offset(desc, at);
        self.b().load(p, Type::I64)
    }

    /// A new descriptor's length word: zero.
    pub(super) fn clear_deferred_char_len(&mut self, desc: ValueId) {
        let at = self.b().const_i64(8);
        let p = self.b().offset(desc, at);
        let zero = self.b().const_i64(0);
        self.b().store(zero, p);
    }

    /// Allocates `n` bytes for the deferred-length scalar of descriptor `desc` (named `name`
    /// in run-time errors), records the length in the descriptor, and returns the bytes.
    fn allocate_deferred_bytes(&mut self, desc: ValueId, n: ValueId, name: ValueId) -> ValueId {
        let rank = self.b().const_i64(0);
        let bounds = self.b().alloca_array(Type::I64, 1);
        let no_stat = self.b().const_i32(0);
        self.call_runtime_value(
            "dvmh_allocate",
            &[desc, rank, n, bounds, no_stat, name],
            Type::I32,
        );
        let at = self.b().const_i64(8);
        let len_word = self.b().offset(desc, at);
        self.b().store(n, len_word);
        self.b().load(desc, Type::Ptr)
    }

    /// `s = value` of deferred-length `s`: the old allocation freed, a new one of the
    /// value's length made and filled.
    pub(super) fn assign_deferred_char(&mut self, id: SymId, value: &Expr) {
        let Some(desc) = self.descriptor(id) else {
            self.internal(format!("no descriptor for '{}'", self.unit.symbol(id).name));
            return;
        };
        let name = self.array_name(id);
        self.fill_deferred_char(desc, name, value);
    }

    /// Makes the deferred-length descriptor `desc` (of the object named by the C string
    /// `name`, for messages) hold a new allocation with `value`, its old one freed.
    pub(super) fn fill_deferred_char(&mut self, desc: ValueId, name: ValueId, value: &Expr) {
        let (src, n) = self.char_value(value);
        // Copied first: the value may be part of the old allocation (`s = s(2:)`).
        let copy = self.call_runtime_value("dvmh_str_temp", &[n], Type::Ptr);
        self.call_runtime("dvmh_str_assign", &[copy, n, src, n]);
        let quiet = self.b().const_i32(1);
        self.call_runtime_value("dvmh_deallocate", &[desc, quiet, name], Type::I32);
        let bytes = self.allocate_deferred_bytes(desc, n, name);
        self.call_runtime("dvmh_str_assign", &[bytes, n, copy, n]);
        self.call_runtime("dvmh_str_free", &[copy]);
    }

    /// `t => f(x)` of the hidden pointer `t` (descriptor `desc`) that stands for a reference
    /// to a function with a deferred-length result (`sema/pointer_functions.rs`): the
    /// result's address and length, from the descriptor the call filled.
    pub(super) fn take_deferred_char_result(&mut self, desc: ValueId, f: &Expr) {
        let ExprKind::Call(call) = &f.kind else {
            self.internal("a deferred-length function result that is not a call");
            return;
        };
        // The previous result of this reference, if a statement that jumped back (a DO
        // WHILE condition's) did not free it yet; unallocated otherwise.
        let quiet = self.b().const_i32(1);
        let mut name = b"function result".to_vec();
        name.push(0);
        let global = self.constant_bytes("__name", &name);
        let name = self.b().global_addr(&global);
        self.call_runtime_value("dvmh_deallocate", &[desc, quiet, name], Type::I32);
        let Some(result) = self.call(call) else {
            return;
        };
        for k in 0..DEFERRED_CHAR_WORDS as usize {
            let from = self.word_at(result, k);
            let word = self.b().load(from, Type::I64);
            let to = self.word_at(desc, k);
            self.b().store(word, to);
        }
    }

    /// `p => target` of a deferred-length pointer (descriptor `desc`): the target's
    /// address and length.
    pub(super) fn point_deferred_char(&mut self, desc: ValueId, target: &Place) {
        let (p, n) = self.char_place(target);
        self.b().store(p, desc);
        let at = self.b().const_i64(8);
        let len_word = self.b().offset(desc, at);
        self.b().store(n, len_word);
    }

    /// On entry: the automatic lengths, and a heap buffer of that length for each local
    /// variable of one (a dummy's storage is the caller's).
    pub(super) fn automatic_char_lengths(&mut self) {
        let unit = self.unit;
        let mut ids: Vec<SymId> = unit.char_len_exprs.keys().copied().collect();
        ids.sort_by_key(|id| id.0);
        for id in ids {
            if unit.symbol(id).char_len == Some(CharLen::Deferred) {
                // A run-time-length result: allocated once its descriptor is known
                // (`allocate_runtime_length_result`).
                continue;
            }
            let n = self.index_expr(&unit.char_len_exprs[&id]);
            let zero = self.b().const_i64(0);
            let n = self.b().binary(OpKind::MaxI, n, zero);
            self.char_lens.insert(id, n);
            let sym = unit.symbol(id);
            if sym.dummy.is_none() && matches!(sym.kind, SymbolKind::Scalar) {
                let one = self.b().const_i64(1);
                let bytes = self.b().binary(OpKind::MaxI, n, one);
                let base = self.call_runtime_value("malloc", &[bytes], Type::Ptr);
                self.heap.push(base);
                self.slots.insert(id, base);
            }
        }
    }

    /// On entry of a function whose result's length depends on its arguments
    /// (`sema/runtime_length_results.rs`): the result, a deferred-length one in the
    /// caller's descriptor, allocated with its length of blanks.
    pub(super) fn allocate_runtime_length_result(&mut self) {
        let unit = self.unit;
        let Some(r) = unit.result else {
            return;
        };
        let Some(len) = unit.char_len_exprs.get(&r) else {
            return;
        };
        if unit.symbol(r).char_len != Some(CharLen::Deferred) {
            return;
        }
        let Some(desc) = self.descriptor(r) else {
            self.internal(format!(
                "no descriptor for the result '{}'",
                unit.symbol(r).name
            ));
            return;
        };
        let n = self.index_expr(len);
        let zero = self.b().const_i64(0);
        let n = self.b().binary(OpKind::MaxI, n, zero);
        let name = self.array_name(r);
        let bytes = self.allocate_deferred_bytes(desc, n, name);
        // Nothing copied, all blanks.
        let zero = self.b().const_i64(0);
        self.call_runtime("dvmh_str_assign", &[bytes, n, bytes, zero]);
    }
}

//! CHARACTER values: a value is a pointer to its bytes and an `i64` length.
//!
//! A variable's bytes live in its storage (a stack slot of `len` bytes, a module global, the
//! caller's storage for a dummy); an element of a CHARACTER array is found through an `i8`
//! view whose strides are multiplied by the length. Constants are read-only module globals.
//! A substring is the base's pointer advanced by `lo - 1`; a concatenation is built in a stack
//! temporary when its length is a constant, else (`TRIM(a) // b`) in a heap buffer of the
//! run-time library that is freed at the end of the statement, or before the branch when it is
//! part of a condition (a statement that jumps away elsewhere leaves it allocated). Assignment,
//! comparison and the inquiries that scan bytes are runtime calls (`dvmh_str_*`), which have
//! Fortran's blank-padding rules in one place.

use super::Lowerer;
use crate::fortran::hir::{BinOp, CharLen, Const, Expr, ExprKind, Intrinsic, Place, SymId, Ty};
use dvmh_ir::{OpKind, Scalar, Type, ValueId};

impl Lowerer<'_> {
    /// The length of CHARACTER variable `id` (`i64`).
    pub(super) fn char_len(&mut self, id: SymId) -> ValueId {
        if let Some(&n) = self.char_lens.get(&id) {
            return n;
        }
        match self.unit.symbol(id).char_len {
            Some(CharLen::Const(n)) => self.b().const_i64(n),
            Some(CharLen::Deferred) => self.deferred_char_len(id),
            Some(CharLen::Assumed | CharLen::Auto) => {
                self.internal(format!("no length for '{}'", self.unit.symbol(id).name));
                self.b().const_i64(0)
            }
            None => self.b().const_i64(1),
        }
    }

    /// A stack buffer of `n` bytes.
    pub(super) fn byte_buffer(&mut self, n: i64) -> ValueId {
        self.buffer(Scalar::I8, n)
    }

    /// A stack buffer of `n` (at least one) values of type `elem`.
    pub(super) fn buffer(&mut self, elem: Scalar, n: i64) -> ValueId {
        self.b().alloca_array(Type::Scalar(elem), n.max(1) as u64)
    }

    /// The address of a variable or element's first character.
    /// (`write`: to be stored into; an element of a distributed array outside parallel loops
    /// is a copy that `flush_element_copies` writes back.)
    fn char_address(&mut self, id: SymId, subs: Option<&[Expr]>, write: bool) -> ValueId {
        let addr = match subs {
            None => self.slot(id),
            Some(subs) => self.element_bytes_at(id, subs, write),
        };
        match addr {
            Some(a) => a,
            None => {
                self.internal(format!("no storage for '{}'", self.unit.symbol(id).name));
                self.b().const_int(Type::Ptr, 0)
            }
        }
    }

    /// `(lo, hi)` of a substring of a value of length `len` → the pointer and length of the
    /// part (an empty part when `hi < lo`).
    fn substring_of(
        &mut self,
        (p, len): (ValueId, ValueId),
        lo: Option<&Expr>,
        hi: Option<&Expr>,
    ) -> (ValueId, ValueId) {
        let one = self.b().const_i64(1);
        let lo = match lo {
            Some(e) => self.index_expr(e),
            None => one,
        };
        let hi = match hi {
            Some(e) => self.index_expr(e),
            None => len,
        };
        let start = self.b().binary(OpKind::SubI, lo, one);
        let p = self.b().offset(p, start);
        // Constant bounds give a constant length, which a concatenation needs (semantic
        // analysis accepts `s(1:2) // t` for that reason).
        if let (Some(l), Some(h)) = (self.const_value(lo), self.const_value(hi)) {
            let n = self.b().const_i64((h - l + 1).max(0));
            return (p, n);
        }
        let n = self.b().binary(OpKind::SubI, hi, start);
        let zero = self.b().const_i64(0);
        let n = self.b().binary(OpKind::MaxI, n, zero);
        (p, n)
    }

    /// The pointer and length of a CHARACTER value.
    pub(super) fn char_value(&mut self, e: &Expr) -> (ValueId, ValueId) {
        match &e.kind {
            ExprKind::Const(Const::Str(s)) => {
                let g = self.constant_bytes("__str", s.as_bytes());
                let p = self.b().global_addr(&g);
                let n = self.b().const_i64(s.len() as i64);
                (p, n)
            }
            ExprKind::Load(id) => {
                let p = self.char_address(*id, None, false);
                (p, self.char_len(*id))
            }
            ExprKind::Elem(id, subs) => {
                let p = self.char_address(*id, Some(subs), false);
                (p, self.char_len(*id))
            }
            ExprKind::Field(f) => {
                let p = self.field_address(f);
                (p, self.b().const_i64(f.char_len))
            }
            ExprKind::Substring(base, lo, hi) => {
                let whole = self.char_value(base);
                self.substring_of(whole, lo.as_deref(), hi.as_deref())
            }
            ExprKind::Binary(BinOp::Concat, ..) => self.concatenation(e),
            // The result in the buffer the caller gave (see `results.rs`).
            ExprKind::Call(c) => {
                let n = match self.unit.symbol(c.proc).char_len {
                    Some(CharLen::Const(n)) => n,
                    _ => 1,
                };
                let p = match self.call(c) {
                    Some(p) => p,
                    None => self.b().const_int(Type::Ptr, 0),
                };
                (p, self.b().const_i64(n))
            }
            ExprKind::Intrinsic(Intrinsic::Merge, args) => {
                let (pt, nt) = self.char_value(&args[0]);
                let (pf, _) = self.char_value(&args[1]);
                let mask = self.expr(&args[2]);
                (self.b().select(mask, pt, pf), nt)
            }
            ExprKind::Intrinsic(
                op @ (Intrinsic::Adjustl | Intrinsic::Adjustr | Intrinsic::Repeat),
                args,
            ) => self.adjusted_or_repeated(*op, args),
            ExprKind::Intrinsic(Intrinsic::Char, args) => {
                let buf = self.byte_buffer(1);
                let v = self.expr(&args[0]);
                let byte = self.b().convert(v, Type::I8);
                self.b().store(byte, buf);
                let one = self.b().const_i64(1);
                (buf, one)
            }
            _ => {
                self.internal("a CHARACTER expression of an unexpected form");
                let p = self.b().const_int(Type::Ptr, 0);
                let n = self.b().const_i64(0);
                (p, n)
            }
        }
    }

    /// The pieces of a concatenation, left to right.
    fn pieces<'e>(e: &'e Expr, out: &mut Vec<&'e Expr>) {
        match &e.kind {
            ExprKind::Binary(BinOp::Concat, a, b) => {
                Self::pieces(a, out);
                Self::pieces(b, out);
            }
            _ => out.push(e),
        }
    }

    /// A buffer for a CHARACTER value of `n` bytes: on the stack for a constant length, else
    /// on the heap until the statement ends.
    fn char_buffer(&mut self, n: ValueId) -> ValueId {
        if let Some(k) = self.const_value(n) {
            return self.byte_buffer(k);
        }
        let p = self.call_runtime_value("dvmh_str_temp", &[n], Type::Ptr);
        self.char_temps.push(p);
        p
    }

    /// Frees the heap buffers made since there were `mark` of them.
    pub(super) fn release_char_temps(&mut self, mark: usize) {
        let temps = self.char_temps.split_off(mark.min(self.char_temps.len()));
        if self.is_terminated() {
            return;
        }
        for p in temps {
            self.call_runtime("dvmh_str_free", &[p]);
        }
    }

    /// A concatenation built in a buffer of its total length.
    fn concatenation(&mut self, e: &Expr) -> (ValueId, ValueId) {
        let mut pieces = Vec::new();
        Self::pieces(e, &mut pieces);
        let values: Vec<(ValueId, ValueId)> = pieces.iter().map(|p| self.char_value(p)).collect();
        let mut total = self.b().const_i64(0);
        for &(_, n) in &values {
            total = self.b().binary(OpKind::AddI, total, n);
        }
        let buf = self.char_buffer(total);
        let mut at = self.b().const_i64(0);
        for (p, n) in values {
            let dst = self.b().offset(buf, at);
            self.call_runtime("dvmh_str_assign", &[dst, n, p, n]);
            at = self.b().binary(OpKind::AddI, at, n);
        }
        (buf, total)
    }

    /// `ADJUSTL(s)`, `ADJUSTR(s)`, `REPEAT(s, n)`: built in a buffer of the result's length.
    fn adjusted_or_repeated(&mut self, op: Intrinsic, args: &[Expr]) -> (ValueId, ValueId) {
        let (p, n) = self.char_value(&args[0]);
        if op == Intrinsic::Repeat {
            let count = self.expr(&args[1]);
            let count = self.b().convert(count, Type::I64);
            let total = self.b().binary(OpKind::MulI, n, count);
            let buf = self.char_buffer(total);
            self.call_runtime("dvmh_str_repeat", &[buf, p, n, count]);
            return (buf, total);
        }
        let buf = self.char_buffer(n);
        let right = self.b().const_i32(i64::from(op == Intrinsic::Adjustr));
        self.call_runtime("dvmh_str_adjust", &[buf, p, n, right]);
        (buf, n)
    }

    /// The pointer and length of a CHARACTER place.
    pub(super) fn char_place(&mut self, place: &Place) -> (ValueId, ValueId) {
        match place {
            Place::Scalar(id) => {
                let p = self.char_address(*id, None, true);
                (p, self.char_len(*id))
            }
            Place::Elem(id, subs, _) => {
                let p = self.char_address(*id, Some(subs), true);
                (p, self.char_len(*id))
            }
            Place::Substring(base, lo, hi) => {
                let whole = self.char_place(base);
                self.substring_of(whole, lo.as_ref(), hi.as_ref())
            }
            Place::Field(f) => {
                let p = self.field_address_for(f, true);
                (p, self.b().const_i64(f.char_len))
            }
        }
    }

    /// `place = value` for CHARACTER: copied, truncated or blank-padded to the place's length
    /// (the runtime copies as if through a temporary, so `s(2:) = s` is right).
    pub(super) fn assign_char(&mut self, place: &Place, value: &Expr) {
        if let Place::Scalar(id) = place {
            // A run-time-length result keeps the length its entry gave it; a deferred-length
            // POINTER assigns through to its target.
            if self.unit.symbol(*id).char_len == Some(CharLen::Deferred)
                && self.unit.is_allocatable_scalar(*id)
                && !self.unit.char_len_exprs.contains_key(id)
            {
                self.assign_deferred_char(*id, value);
                return;
            }
        }
        let (dst, dn) = self.char_place(place);
        let (src, sn) = self.char_value(value);
        self.call_runtime("dvmh_str_assign", &[dst, dn, src, sn]);
        self.flush_element_copies();
    }

    /// A relational operation on two CHARACTER values (LOGICAL, `i1`).
    pub(super) fn char_comparison(&mut self, op: BinOp, a: &Expr, b: &Expr) -> ValueId {
        let (pa, na) = self.char_value(a);
        let (pb, nb) = self.char_value(b);
        let c = self.call_runtime_value("dvmh_str_compare", &[pa, na, pb, nb], Type::I32);
        let zero = self.b().const_i32(0);
        let pred = match op {
            BinOp::Eq => "eq",
            BinOp::Ne => "ne",
            BinOp::Lt => "slt",
            BinOp::Le => "sle",
            BinOp::Gt => "sgt",
            _ => "sge",
        };
        self.b().cmpi(pred, c, zero)
    }

    /// LEN, LEN_TRIM, INDEX and ICHAR (default INTEGER results).
    pub(super) fn char_inquiry(&mut self, op: Intrinsic, args: &[Expr]) -> ValueId {
        let v = match op {
            Intrinsic::Len => self.char_value(&args[0]).1,
            Intrinsic::LenTrim => {
                let (p, n) = self.char_value(&args[0]);
                self.call_runtime_value("dvmh_str_len_trim", &[p, n], Type::I64)
            }
            Intrinsic::Index | Intrinsic::Scan | Intrinsic::Verify => {
                let (p, n) = self.char_value(&args[0]);
                let (q, m) = self.char_value(&args[1]);
                let back = match args.get(2) {
                    Some(b) => {
                        let b = self.expr(b);
                        self.b().convert(b, Type::I32)
                    }
                    None => self.b().const_i32(0),
                };
                let what = self.b().const_i32(match op {
                    Intrinsic::Index => 0,
                    Intrinsic::Scan => 1,
                    _ => 2,
                });
                self.call_runtime_value("dvmh_str_search", &[p, n, q, m, what, back], Type::I64)
            }
            _ => {
                let (p, _) = self.char_value(&args[0]);
                let byte = self.b().load(p, Type::I8);
                // ICHAR of a byte above 127 is positive, as in gfortran.
                let wide = self.b().convert(byte, Type::I64);
                let mask = self.b().const_i64(0xff);
                self.b().binary(OpKind::AndI, wide, mask)
            }
        };
        self.b().convert(v, Type::Scalar(Ty::I4.scalar()))
    }
}

//! Structures (values of derived type) in memory: the address of a structure, of a
//! component (`mem.offset` by the byte offset semantic analysis computed, plus an element's
//! position in an array component), loads and stores of components, whole-structure copies
//! and structure constructors.
//!
//! A structure is never a register value: it lives in its variable's bytes and is copied as
//! bytes (`dvmh_str_assign` with equal lengths is a byte copy that tolerates overlap).

use super::Lowerer;
use crate::fortran::hir::{Expr, ExprKind, FieldRef, Intrinsic, Part, PartHow, Place, Ty};
use dvmh_ir::{OpKind, Type, ValueId};

impl Lowerer<'_> {
    /// The address of a structure: a variable, an element, a component, or a constructor's
    /// value in a stack temporary.
    pub(super) fn struct_address(&mut self, e: &Expr) -> ValueId {
        self.struct_address_for(e, false)
    }

    /// [`struct_address`](Self::struct_address); `write`: the structure is stored into. An
    /// element of a distributed array outside the parallel loops is a copy of the owner's
    /// (written back after the statement when `write`), as a CHARACTER element is.
    fn struct_address_for(&mut self, e: &Expr, write: bool) -> ValueId {
        let addr = match &e.kind {
            ExprKind::Load(id) => self.slot(*id),
            ExprKind::Elem(id, subs) => self.element_bytes_at(*id, subs, write),
            ExprKind::Field(f) => Some(self.field_address_for(f, write)),
            // MERGE(t, f, mask) of structures: the address of the one chosen.
            ExprKind::Intrinsic(Intrinsic::Merge, args) => {
                let t = self.struct_address(&args[0]);
                let f = self.struct_address(&args[1]);
                let m = self.expr(&args[2]);
                Some(self.b().select(m, t, f))
            }
            // A function of derived type: its result's temporary.
            ExprKind::Call(c) => self.call(c),
            ExprKind::Construct(parts) => {
                let size = match e.ty {
                    Ty::Derived(d) => i64::from(d.size),
                    _ => 0,
                };
                // 8-byte words: aligned for any component.
                let buf = self.buffer(dvmh_ir::Scalar::I64, (size + 7) / 8);
                self.store_construct(buf, parts);
                Some(buf)
            }
            _ => None,
        };
        addr.unwrap_or_else(|| {
            self.internal("a structure without storage");
            self.b().const_int(Type::Ptr, 0)
        })
    }

    /// The address of a component (or of an element of an array component); of a POINTER
    /// component, its target's.
    pub(super) fn field_address(&mut self, f: &FieldRef) -> ValueId {
        self.field_address_for(f, false)
    }

    /// [`field_address`](Self::field_address) of a component read (`write` false) or stored.
    pub(super) fn field_address_for(&mut self, f: &FieldRef, write: bool) -> ValueId {
        let slot = self.component_slot_for(f, write);
        if f.pointer {
            return self.b().load(slot, Type::Ptr);
        }
        slot
    }

    /// Where a component lives in its structure (a POINTER component: its target's address).
    pub(super) fn component_slot(&mut self, f: &FieldRef) -> ValueId {
        self.component_slot_for(f, false)
    }

    fn component_slot_for(&mut self, f: &FieldRef, write: bool) -> ValueId {
        // A POINTER component's target is not part of the structure: the structure is read.
        let base = self.struct_address_for(&f.base, write && !f.pointer);
        let mut offset = self.b().const_i64(f.offset as i64);
        let mut stride = f.elem_size as i64;
        for (s, &(lo, hi)) in f.subs.iter().zip(&f.dims) {
            let i = self.index_expr(s);
            let lo_v = self.b().const_i64(lo);
            let d = self.b().binary(OpKind::SubI, i, lo_v);
            let k = self.b().const_i64(stride);
            let scaled = self.b().binary(OpKind::MulI, d, k);
            offset = self.b().binary(OpKind::AddI, offset, scaled);
            stride = stride.saturating_mul(hi - lo + 1);
        }
        self.b().offset(base, offset)
    }

    /// The value of a numeric or LOGICAL component (register form).
    pub(super) fn load_field(&mut self, f: &FieldRef) -> ValueId {
        let p = self.field_address(f);
        let v = self.b().load(p, Type::Scalar(f.ty.mem_scalar()));
        self.register_value(v, f.ty)
    }

    /// Stores a register value of the component's type into it.
    pub(super) fn store_field(&mut self, f: &FieldRef, value: ValueId) {
        let p = self.field_address_for(f, true);
        let v = self.memory_value(value, f.ty);
        self.b().store(v, p);
    }

    /// The address of a place that holds a structure.
    fn struct_place_address(&mut self, place: &Place) -> ValueId {
        let e = match place {
            Place::Scalar(id) => ExprKind::Load(*id),
            Place::Elem(id, subs, _) => ExprKind::Elem(*id, subs.clone()),
            Place::Field(f) => ExprKind::Field(f.clone()),
            Place::Substring(..) => {
                self.internal("a substring assigned a structure");
                return self.b().const_int(Type::Ptr, 0);
            }
        };
        let ty = self.place_ty(place);
        self.struct_address_for(
            &Expr {
                kind: e,
                ty,
                span: Default::default(),
            },
            true,
        )
    }

    /// The type of the value a place holds.
    pub(super) fn place_ty(&self, place: &Place) -> Ty {
        match place {
            Place::Field(f) => f.ty,
            Place::Substring(..) => Ty::Char,
            p => self.unit.symbol(p.symbol()).ty,
        }
    }

    /// `place = value` for a structure: a constructor is stored component by component, any
    /// other structure copied as bytes.
    pub(super) fn assign_struct(&mut self, place: &Place, value: &Expr) {
        let dst = self.struct_place_address(place);
        if let ExprKind::Construct(parts) = &value.kind {
            if !self.is_deep(value.ty) {
                self.store_construct(dst, parts);
                return;
            }
            // The target's own allocations go, after the constructor's values (which may
            // read them) are built beside it: its components replace them.
            let src = self.struct_address(value);
            let one = self.b().const_i64(1);
            self.deep_free(dst, one, value.ty);
            let n = match value.ty {
                Ty::Derived(d) => i64::from(d.size),
                _ => 0,
            };
            let n = self.b().const_i64(n);
            self.call_runtime("dvmh_str_assign", &[dst, n, src, n]);
            return;
        }
        let src = self.struct_address(value);
        if self.deep_assign(dst, src, value.ty, false) {
            return;
        }
        let n = match value.ty {
            Ty::Derived(d) => i64::from(d.size),
            _ => 0,
        };
        let n = self.b().const_i64(n);
        self.call_runtime("dvmh_str_assign", &[dst, n, src, n]);
    }

    /// Stores a constructor's component values at `base`. Numeric values are computed
    /// before any is stored (`p = t(p%y, p%x)` swaps).
    fn store_construct(&mut self, base: ValueId, parts: &[Part]) {
        // An ALLOCATABLE scalar component's value goes to a new allocation, a POINTER
        // component is associated with its target; the rest is stored in the structure.
        let mut stored = Vec::with_capacity(parts.len());
        for p in parts {
            let off = self.b().const_i64(p.offset as i64);
            let slot = self.b().offset(base, off);
            match &p.how {
                PartHow::Store => stored.push((p.offset, p.value.clone(), p.char_len)),
                PartHow::Allocate => {
                    self.clear_descriptor(slot);
                    self.allocate_scalar(slot, p.value.ty, p.char_len);
                    // The value is stored at the new address (offset 0 from it).
                    let target = self.b().load(slot, Type::Ptr);
                    self.store_construct_values(target, &[(0, p.value.clone(), p.char_len)]);
                }
                PartHow::DeferredChar => {
                    self.clear_descriptor(slot);
                    self.clear_deferred_char_len(slot);
                    let mut name = b"component".to_vec();
                    name.push(0);
                    let global = self.constant_bytes("__name", &name);
                    let name = self.b().global_addr(&global);
                    self.fill_deferred_char(slot, name, &p.value);
                }
                PartHow::Target(t, rank) => self.associate(slot, *rank, t, &[]),
            }
        }
        self.store_construct_values(base, &stored);
    }

    /// Stores values at their offsets from `base`.
    fn store_construct_values(&mut self, base: ValueId, parts: &[(u64, Expr, i64)]) {
        // (offset, value, the parts of a COMPLEX value and its type)
        let mut numbers = Vec::new();
        for (offset, e, _) in parts {
            if e.ty.is_numeric() || e.ty.is_logical() {
                let v = self.expr(e);
                let v = self.memory_value(v, e.ty);
                numbers.push((*offset, v, None));
            } else if e.ty.is_complex() {
                let (re, im) = self.complex_value(e);
                numbers.push((*offset, re, Some((im, e.ty))));
            }
        }
        for (offset, v, complex) in numbers {
            let off = self.b().const_i64(offset as i64);
            let p = self.b().offset(base, off);
            match complex {
                Some((im, ty)) => self.store_complex((v, im), p, ty),
                None => self.b().store(v, p),
            }
        }
        for (offset, e, len) in parts {
            let off = self.b().const_i64(*offset as i64);
            let p = self.b().offset(base, off);
            match e.ty {
                Ty::Char => {
                    let (src, n) = self.char_value(e);
                    let len = self.b().const_i64(*len);
                    self.call_runtime("dvmh_str_assign", &[p, len, src, n]);
                }
                Ty::Derived(d) => {
                    let src = self.struct_address(e);
                    if self.deep_assign(p, src, e.ty, true) {
                        continue;
                    }
                    let n = self.b().const_i64(i64::from(d.size));
                    self.call_runtime("dvmh_str_assign", &[p, n, src, n]);
                }
                _ => {}
            }
        }
    }
}

//! I/O statements (runtime/ABI.md, "Fortran I/O").
//!
//! A data transfer is `dvmh_io_write_begin`/`dvmh_io_read_begin`, one call per item and
//! `dvmh_io_end`, which returns the statement's status (IOSTAT). Formats and character
//! constants are read-only module globals; list-directed transfers pass a null format with
//! length -1, unformatted ones -2. Whole local arrays go in one `dvmh_io_array` /
//! `dvmh_io_read_array` call, whole distributed arrays in one collective call; implied DO
//! lists become `scf.for` loops around their items. An item read into a variable goes through
//! a stack slot and then an ordinary store, so elements of distributed arrays are stored by
//! their owners exactly as an assignment would store them (the runtime gives every process the
//! value read).
//!
//! File operations are one runtime call each, returning the status; OPEN passes its character
//! specifiers in a `dvmh_open_spec` built on the stack, INQUIRE its variables in a
//! `dvmh_inquire_spec`. NAMELIST output is a list-directed statement made a NAMELIST one by
//! `dvmh_io_namelist`, each object starting with `dvmh_io_nml_object`.

use super::Lowerer;
use crate::fortran::hir::{
    ArrayInquiry, Expr, FileOp, FileOpKind, Inquire, IoFormat, IoItem, IoStatus, IoUnit, Place,
    SymId, SymbolKind, Transfer, Ty,
};
use crate::source::Span;
use dvmh_ir::{OpKind, Type, ValueId};

/// The runtime's type code of a Fortran type (`DVMH_TYPE_*`).
pub(super) fn type_code(ty: Ty) -> i64 {
    dvmh_ir::abi::type_code(ty.mem_scalar(), ty.is_logical())
}

/// The unit number the runtime takes for `*` (`DVMH_UNIT_STAR`).
const UNIT_STAR: i64 = -1;

/// Format lengths with a meaning of their own.
const LIST_DIRECTED: i64 = -1;
const UNFORMATTED: i64 = -2;

impl Lowerer<'_> {
    pub(super) fn transfer(&mut self, t: &Transfer, span: Span) {
        self.set_line(self.line(span), span);
        let (fmt, len) = match &t.format {
            IoFormat::ListDirected | IoFormat::Namelist { .. } => (
                self.b().const_int(Type::Ptr, 0),
                self.b().const_i64(LIST_DIRECTED),
            ),
            IoFormat::Unformatted => (
                self.b().const_int(Type::Ptr, 0),
                self.b().const_i64(UNFORMATTED),
            ),
            IoFormat::Text(text) => self.constant_text("__fmt", text),
        };
        let flags = self.b().const_i32(t.status.flags());
        let begin = if t.read {
            "dvmh_io_internal_read_begin"
        } else {
            "dvmh_io_internal_write_begin"
        };
        if let IoUnit::Internal(file) = &t.unit {
            let (p, n) = self.char_value(file);
            self.call_runtime(begin, &[p, n, fmt, len, flags]);
        } else if let IoUnit::InternalArray(id) = &t.unit {
            // The array's bytes as one file, cut into records of one element each.
            let Some((base, count)) = self.array_storage(*id) else {
                return;
            };
            let record = self.char_len(*id);
            let total = self.b().binary(OpKind::MulI, record, count);
            self.call_runtime(begin, &[base, total, fmt, len, flags]);
            self.call_runtime("dvmh_io_internal_records", &[record]);
        } else if let IoUnit::InternalSection { first, count } = &t.unit {
            // From the section's first element on, as many records as it has elements.
            let (base, record) = self.char_value(first);
            let count = self.expr(count);
            let count = self.widen_to_i64(count);
            let record = self.widen_to_i64(record);
            let total = self.b().binary(OpKind::MulI, record, count);
            self.call_runtime(begin, &[base, total, fmt, len, flags]);
            self.call_runtime("dvmh_io_internal_records", &[record]);
        } else {
            let unit = self.io_unit(&t.unit);
            let begin = if t.read {
                "dvmh_io_read_begin"
            } else {
                "dvmh_io_write_begin"
            };
            self.call_runtime(begin, &[unit, fmt, len, flags]);
        }
        if let Some(rec) = &t.rec {
            let r = self.expr(rec);
            let r = self.widen_to_i64(r);
            self.call_runtime("dvmh_io_set_rec", &[r]);
        }
        if let Some(pos) = &t.pos {
            let p = self.expr(pos);
            let p = self.widen_to_i64(p);
            self.call_runtime("dvmh_io_set_pos", &[p]);
        }
        if let Some(advance) = &t.advance {
            let (p, n) = self.char_value(advance);
            self.call_runtime("dvmh_io_advance", &[p, n]);
        }
        if let IoFormat::Namelist { group, objects } = &t.format {
            let (p, n) = self.constant_text("__nml", group);
            self.call_runtime("dvmh_io_namelist", &[p, n]);
            let mut at = 0;
            for (name, count) in objects {
                let (p, n) = self.constant_text("__nml", name);
                if t.read {
                    if let Some(item) = t.items.get(at) {
                        self.namelist_input_object(p, n, item);
                    }
                    at += count;
                    continue;
                }
                self.call_runtime("dvmh_io_nml_object", &[p, n]);
                let end = (at + count).min(t.items.len());
                self.items(&t.items[at..end], t.read);
                at = end;
            }
        } else {
            self.items(&t.items, t.read);
        }
        let status = self.call_runtime_value("dvmh_io_end", &[], Type::I32);
        self.store_status(&t.status, status);
        if let Some(place) = &t.size {
            let n = self.call_runtime_value("dvmh_io_size", &[], Type::I64);
            let ty = self.place_ty(place);
            let n = self.b().convert(n, Type::Scalar(ty.scalar()));
            self.store_place(place, n);
        }
    }

    pub(super) fn file_op(&mut self, f: &FileOp, span: Span) {
        self.set_line(self.line(span), span);
        let unit = self.expr(&f.unit);
        let flags = self.b().const_i32(f.status.flags());
        let status = match f.kind {
            FileOpKind::Open => {
                let spec = self.open_spec(f);
                self.call_runtime_value("dvmh_io_open", &[unit, spec, flags], Type::I32)
            }
            FileOpKind::Close => {
                let (s, n) = self.optional_text(f.file_status.as_ref());
                self.call_runtime_value("dvmh_io_close", &[unit, s, n, flags], Type::I32)
            }
            FileOpKind::Rewind => {
                self.call_runtime_value("dvmh_io_rewind", &[unit, flags], Type::I32)
            }
            FileOpKind::Backspace => {
                self.call_runtime_value("dvmh_io_backspace", &[unit, flags], Type::I32)
            }
            FileOpKind::Endfile => {
                self.call_runtime_value("dvmh_io_endfile", &[unit, flags], Type::I32)
            }
            FileOpKind::Flush => {
                self.call_runtime_value("dvmh_io_flush", &[unit, flags], Type::I32)
            }
        };
        self.store_status(&f.status, status);
    }

    /// One object of a NAMELIST input statement: `dvmh_io_nml_var` with the variable's
    /// address, type, element count and bounds (an allocatable array's from its descriptor),
    /// or `dvmh_io_nml_dist_array` with a distributed array's handle.
    fn namelist_input_object(&mut self, name: ValueId, name_len: ValueId, item: &IoItem) {
        type Dims = Vec<(ValueId, ValueId)>;
        let constant_dims = |l: &mut Self, dims: &[(i64, i64)]| -> Dims {
            dims.iter()
                .map(|(lo, hi)| (l.b().const_i64(*lo), l.b().const_i64(hi - lo + 1)))
                .collect()
        };
        let (addr, ty, count, dims, len): (ValueId, Ty, ValueId, Dims, Option<ValueId>) = match item
        {
            IoItem::Place(place @ Place::Scalar(id)) => {
                let ty = self.unit.symbol(*id).ty;
                let one = self.b().const_i64(1);
                if ty == Ty::Char {
                    let (p, n) = self.char_place(place);
                    (p, ty, one, Vec::new(), Some(n))
                } else {
                    let Some(p) = self.slots.get(id).copied() else {
                        self.internal("a NAMELIST object without storage");
                        return;
                    };
                    (p, ty, one, Vec::new(), None)
                }
            }
            IoItem::Place(Place::Field(f)) => {
                let addr = self.field_address(f);
                let n: i64 = f.dims.iter().map(|(lo, hi)| (hi - lo + 1).max(0)).product();
                let count = self.b().const_i64(n);
                let dims = constant_dims(self, &f.dims);
                let len = (f.ty == Ty::Char).then(|| self.b().const_i64(f.char_len));
                (addr, f.ty, count, dims, len)
            }
            IoItem::Array(id) => {
                if let Some(h) = self.handle(*id) {
                    self.call_runtime("dvmh_io_nml_dist_array", &[name, name_len, h]);
                    return;
                }
                let sym = self.unit.symbol(*id);
                let ty = sym.ty;
                let SymbolKind::Array(info) = &sym.kind else {
                    return;
                };
                let (allocatable, rank) = (info.allocatable, info.rank());
                let fixed = info.dims.clone();
                let fixed_count = info.element_count() as i64;
                let (base, count, dims) = if allocatable {
                    let (Some(base), Some(count)) =
                        (self.allocatable_base(*id), self.allocatable_count(*id))
                    else {
                        return;
                    };
                    let dims = (0..rank)
                        .map(|k| {
                            let lo = self.array_inquiry(*id, ArrayInquiry::Lower(k));
                            let ext = self.array_inquiry(*id, ArrayInquiry::Extent(k));
                            (
                                self.b().convert(lo, Type::I64),
                                self.b().convert(ext, Type::I64),
                            )
                        })
                        .collect();
                    (base, count, dims)
                } else {
                    let Some(base) = self.bases.get(id).copied() else {
                        let name = &self.unit.symbol(*id).name;
                        self.internal(format!("no storage for '{name}'"));
                        return;
                    };
                    let count = self.b().const_i64(fixed_count);
                    (base, count, constant_dims(self, &fixed))
                };
                let len = (ty == Ty::Char).then(|| self.char_len(*id));
                (base, ty, count, dims, len)
            }
            _ => {
                self.internal("a NAMELIST input object that is not a variable");
                return;
            }
        };
        let (kind, size) = match ty {
            Ty::Int(k) => (1, i64::from(k)),
            Ty::Real(k) => (2, i64::from(k)),
            Ty::Complex(k) => (3, 2 * i64::from(k)),
            Ty::Logical(k) => (4, i64::from(k)),
            Ty::Char | Ty::Derived(_) => (5, 0),
        };
        let size = match len {
            Some(n) => n,
            None => self.b().const_i64(size),
        };
        let kind = self.b().const_i32(kind);
        let rank = self.b().const_i32(dims.len() as i64);
        let bounds = if dims.is_empty() {
            self.b().const_int(Type::Ptr, 0)
        } else {
            let b = self.b().alloca_array(Type::I64, 2 * dims.len() as u64);
            for (k, (lo, ext)) in dims.into_iter().enumerate() {
                let slot = self.field(b, 2 * k);
                self.b().store(lo, slot);
                let slot = self.field(b, 2 * k + 1);
                self.b().store(ext, slot);
            }
            b
        };
        self.call_runtime(
            "dvmh_io_nml_var",
            &[name, name_len, addr, kind, size, count, rank, bounds],
        );
    }

    /// INQUIRE: a `dvmh_inquire_spec` on the stack (8 INTEGER answers holding the variables'
    /// current values, then 12 (pointer, length) pairs of CHARACTER variables), the call, and
    /// the INTEGER answers stored back into their variables.
    pub(super) fn inquire(&mut self, q: &Inquire, span: Span) {
        self.set_line(self.line(span), span);
        const INTS: usize = 8;
        const TEXTS: usize = 12;
        let unit = match &q.unit {
            Some(e) => self.expr(e),
            None => self.b().const_i32(0),
        };
        let (fp, fl) = self.optional_text(q.file.as_ref());
        let spec = self.b().alloca_array(Type::I64, (INTS + 2 * TEXTS) as u64);
        for k in 0..TEXTS {
            let (p, n) = self.optional_text(None);
            let slot = self.field(spec, INTS + 2 * k);
            self.b().store(p, slot);
            let slot = self.field(spec, INTS + 2 * k + 1);
            self.b().store(n, slot);
        }
        for (k, _, current) in &q.ints {
            let v = self.expr(current);
            let v = self.b().convert(v, Type::I64);
            let slot = self.field(spec, *k);
            self.b().store(v, slot);
        }
        for (k, place) in &q.texts {
            let (p, n) = self.char_place(place);
            let slot = self.field(spec, INTS + 2 * k);
            self.b().store(p, slot);
            let slot = self.field(spec, INTS + 2 * k + 1);
            self.b().store(n, slot);
        }
        let flags = self.b().const_i32(q.status.flags());
        let status =
            self.call_runtime_value("dvmh_io_inquire", &[unit, fp, fl, spec, flags], Type::I32);
        for (k, place, _) in &q.ints {
            let slot = self.field(spec, *k);
            let v = self.b().load(slot, Type::I64);
            let ty = self.unit.symbol(place.symbol()).ty;
            let v = self.b().convert(v, Type::Scalar(ty.scalar()));
            self.store_place(place, v);
        }
        self.store_status(&q.status, status);
    }

    /// `dvmh_open_spec` on the stack: six (pointer, length) pairs and RECL.
    fn open_spec(&mut self, f: &FileOp) -> ValueId {
        let texts = [
            f.file.as_ref(),
            f.file_status.as_ref(),
            f.access.as_ref(),
            f.form.as_ref(),
            f.action.as_ref(),
            f.position.as_ref(),
        ];
        // Every field is 8 bytes: one i64 slot array of 13 fields.
        let fields = 2 * texts.len() + 1;
        let spec = self.b().alloca_array(Type::I64, fields as u64);
        for (k, text) in texts.into_iter().enumerate() {
            let (p, n) = self.optional_text(text);
            let slot = self.field(spec, 2 * k);
            self.b().store(p, slot);
            let slot = self.field(spec, 2 * k + 1);
            self.b().store(n, slot);
        }
        let recl = match &f.recl {
            Some(e) => {
                let v = self.expr(e);
                self.widen_to_i64(v)
            }
            None => self.b().const_i64(0),
        };
        let slot = self.field(spec, 2 * texts.len());
        self.b().store(recl, slot);
        spec
    }

    /// The address of the 8-byte field `k` of a structure.
    fn field(&mut self, base: ValueId, k: usize) -> ValueId {
        let bytes = self.b().const_i64(8 * k as i64);
        self.b().offset(base, bytes)
    }

    /// A CHARACTER specifier as (pointer, length); (null, 0) when absent.
    fn optional_text(&mut self, text: Option<&Expr>) -> (ValueId, ValueId) {
        match text {
            Some(e) => self.char_value(e),
            None => (self.b().const_int(Type::Ptr, 0), self.b().const_i64(0)),
        }
    }

    fn constant_text(&mut self, base: &str, text: &str) -> (ValueId, ValueId) {
        let g = self.constant_bytes(base, text.as_bytes());
        (
            self.b().global_addr(&g),
            self.b().const_i64(text.len() as i64),
        )
    }

    fn io_unit(&mut self, unit: &IoUnit) -> ValueId {
        match unit {
            IoUnit::Star => self.b().const_i32(UNIT_STAR),
            IoUnit::Number(e) => self.expr(e),
            IoUnit::Internal(_) | IoUnit::InternalArray(_) | IoUnit::InternalSection { .. } => {
                self.internal("an internal file used as a unit number");
                self.b().const_i32(UNIT_STAR)
            }
        }
    }

    /// Stores the status into IOSTAT= and the hidden variable the ERR=/END= branches test, and
    /// the condition's message into IOMSG=.
    fn store_status(&mut self, status: &IoStatus, value: ValueId) {
        if let Some(place) = &status.iomsg {
            let (p, n) = self.char_place(place);
            self.call_runtime("dvmh_io_iomsg", &[p, n]);
        }
        if let Some(place) = &status.iostat {
            let ty = self.place_ty(place);
            let v = self.b().convert(value, Type::Scalar(ty.scalar()));
            self.store_place(place, v);
        }
        if let Some(code) = status.code {
            self.store_scalar(code, value);
        }
    }

    fn items(&mut self, items: &[IoItem], read: bool) {
        for item in items {
            match item {
                IoItem::Expr(e) => self.output_expr(e),
                IoItem::Place(place) => {
                    let ty = self.place_ty(place);
                    if ty == Ty::Char {
                        let (p, n) = self.char_place(place);
                        self.call_runtime("dvmh_io_read_str", &[p, n]);
                        continue;
                    }
                    self.read_into_place(place, ty);
                }
                IoItem::Array(id) => self.whole_array(*id, read),
                IoItem::ImpliedDo {
                    var,
                    lo,
                    hi,
                    step,
                    items,
                } => {
                    self.scf_for(*var, lo, hi, step.as_ref(), &mut |l| l.items(items, read));
                }
            }
        }
    }

    fn output_expr(&mut self, e: &Expr) {
        if e.ty.is_complex() {
            let (re, im) = self.complex_value(e);
            let f = if e.ty == Ty::Complex(8) {
                "dvmh_io_c64"
            } else {
                "dvmh_io_c32"
            };
            self.call_runtime(f, &[re, im]);
            return;
        }
        if e.ty == Ty::Char {
            let (p, n) = self.char_value(e);
            self.call_runtime("dvmh_io_str", &[p, n]);
            return;
        }
        let v = self.expr(e);
        self.scalar_item(v, e.ty);
    }

    /// The first element's address and the element count (INTEGER(8)) of a whole array of
    /// this process (not distributed); `None` (an internal error) when it has no storage.
    fn array_storage(&mut self, id: SymId) -> Option<(ValueId, ValueId)> {
        let sym = self.unit.symbol(id);
        let SymbolKind::Array(info) = &sym.kind else {
            return None;
        };
        let (name, allocatable, fixed) = (
            sym.name.clone(),
            info.allocatable,
            info.adjustable
                .is_none()
                .then(|| info.element_count() as i64),
        );
        let Some(base) = self
            .bases
            .get(&id)
            .copied()
            .or_else(|| self.allocatable_base(id))
        else {
            self.internal(format!("no storage for '{name}'"));
            return None;
        };
        let count = match self.element_counts.get(&id).copied() {
            Some(c) => c,
            None if allocatable => self.allocatable_count(id)?,
            None => match fixed {
                Some(n) => self.b().const_i64(n),
                None => {
                    self.internal(format!("no element count for '{name}'"));
                    return None;
                }
            },
        };
        Some((base, count))
    }

    /// A whole array, read or written.
    fn whole_array(&mut self, id: SymId, read: bool) {
        let sym = self.unit.symbol(id);
        let SymbolKind::Array(_) = &sym.kind else {
            return;
        };
        let ty = sym.ty;
        if let Some(h) = self.handle(id) {
            let f = if read {
                "dvmh_io_read_dist_array"
            } else {
                "dvmh_io_dist_array"
            };
            self.call_runtime(f, &[h]);
            return;
        }
        let Some((base, count)) = self.array_storage(id) else {
            return;
        };
        if let Ty::Complex(kind) = ty {
            if read {
                self.internal("input of a COMPLEX array");
                return;
            }
            let kind = self.b().const_i32(i64::from(kind));
            self.call_runtime("dvmh_io_complex_array", &[base, kind, count]);
            return;
        }
        if ty == Ty::Char {
            let len = self.char_len(id);
            let f = if read {
                "dvmh_io_read_str_array"
            } else {
                "dvmh_io_str_array"
            };
            self.call_runtime(f, &[base, len, count]);
            return;
        }
        let code = self.b().const_i32(type_code(ty));
        let f = if read {
            "dvmh_io_read_array"
        } else {
            "dvmh_io_array"
        };
        self.call_runtime(f, &[base, code, count]);
    }

    /// Reads one value into a variable or element. A place in this process's memory is read
    /// into directly; an element of a distributed array goes through a stack slot holding its
    /// current value (a null value in list-directed input leaves it unchanged), then an
    /// ordinary store by its owner.
    fn read_into_place(&mut self, place: &Place, ty: Ty) {
        let direct = match place {
            Place::Scalar(id) => self.slot(*id),
            Place::Field(f) => Some(self.field_address_for(f, true)),
            Place::Elem(id, subs, _) if !self.is_distributed(*id) => {
                let idx = self.indices(subs);
                self.element_address(*id, &idx)
            }
            _ => None,
        };
        if let Some(p) = direct {
            self.read_scalar(p, ty);
            return;
        }
        if ty.is_complex() {
            // A copy of the element, written back after the read.
            if let Some(p) = self.complex_address(place, true) {
                self.read_scalar(p, ty);
                self.flush_element_copies();
            }
            return;
        }
        let current = match place {
            Place::Elem(id, subs, _) => self.load_element(*id, subs),
            _ => {
                self.internal("an input item without storage");
                return;
            }
        };
        let slot = self.b().alloca(ty.mem_scalar());
        let m = self.memory_value(current, ty);
        self.b().store(m, slot);
        self.read_scalar(slot, ty);
        let v = self.b().load(slot, Type::Scalar(ty.mem_scalar()));
        let v = self.register_value(v, ty);
        self.store_place(place, v);
    }

    /// Reads one value of type `ty` into the stack slot `slot`.
    fn read_scalar(&mut self, slot: ValueId, ty: Ty) {
        let f = match ty {
            Ty::Logical(4) => "dvmh_io_read_l32",
            Ty::Logical(_) => {
                // LOGICAL(1/2/8): a one-element array of the kind's type code.
                let code = self.b().const_i32(type_code(ty));
                let one = self.b().const_i64(1);
                self.call_runtime("dvmh_io_read_array", &[slot, code, one]);
                return;
            }
            Ty::Int(1) => "dvmh_io_read_i8",
            Ty::Int(2) => "dvmh_io_read_i16",
            Ty::Int(8) => "dvmh_io_read_i64",
            Ty::Int(_) => "dvmh_io_read_i32",
            Ty::Real(8) => "dvmh_io_read_f64",
            Ty::Real(_) => "dvmh_io_read_f32",
            Ty::Complex(8) => "dvmh_io_read_c64",
            Ty::Complex(_) => "dvmh_io_read_c32",
            Ty::Char | Ty::Derived(_) => {
                self.internal("a CHARACTER or structure variable read as a number");
                return;
            }
        };
        self.call_runtime(f, &[slot]);
    }

    fn scalar_item(&mut self, v: ValueId, ty: Ty) {
        match ty {
            Ty::Logical(_) => {
                let w = self.b().convert(v, Type::I32);
                self.call_runtime("dvmh_io_l32", &[w]);
            }
            Ty::Int(8) => self.call_runtime("dvmh_io_i64", &[v]),
            Ty::Int(4) => self.call_runtime("dvmh_io_i32", &[v]),
            Ty::Int(_) => {
                // INTEGER(1)/(2) keep their own list-directed width: the ABI has no scalar
                // entry points for them, and a one-element array prints the same.
                let slot = self.b().alloca(ty.mem_scalar());
                self.b().store(v, slot);
                let code = self.b().const_i32(type_code(ty));
                let one = self.b().const_i64(1);
                self.call_runtime("dvmh_io_array", &[slot, code, one]);
            }
            Ty::Real(8) => self.call_runtime("dvmh_io_f64", &[v]),
            Ty::Real(_) => self.call_runtime("dvmh_io_f32", &[v]),
            Ty::Char | Ty::Complex(_) | Ty::Derived(_) => {
                self.internal("a CHARACTER, COMPLEX or structure value written as a number")
            }
        }
    }
}

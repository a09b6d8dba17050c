//! Output statements: a `dvmh_io_begin` call, one call per item, `dvmh_io_end` (runtime/ABI.md).
//!
//! Formats and character constants are read-only module globals; list-directed output passes
//! a null format with length -1. Whole local arrays go out in one `dvmh_io_array` call, whole
//! distributed arrays in one collective `dvmh_io_dist_array`; implied DO lists become `scf.for`
//! loops around their items.

use super::Lowerer;
use crate::fortran::hir::{Const, Output, OutputFormat, OutputItem, SymbolKind, Ty};
use crate::source::Span;
use dvmh_ir::{Type, ValueId};

/// The runtime's type code of a Fortran type (`DVMH_TYPE_*`).
fn type_code(ty: Ty) -> i64 {
    dvmh_ir::abi::type_code(ty.mem_scalar(), ty == Ty::Logical)
}

impl Lowerer<'_> {
    pub(super) fn output(&mut self, o: &Output, span: Span) {
        self.set_line(self.line(span), span);
        let unit = self.b().const_i32(o.unit as i64);
        let (fmt, len) = match &o.format {
            OutputFormat::ListDirected => {
                (self.b().const_int(Type::Ptr, 0), self.b().const_i64(-1))
            }
            OutputFormat::Text(t) => {
                let g = self.constant_bytes("__fmt", t.as_bytes());
                (self.b().global_addr(&g), self.b().const_i64(t.len() as i64))
            }
        };
        self.call_runtime("dvmh_io_begin", &[unit, fmt, len]);
        self.items(&o.items);
        self.call_runtime("dvmh_io_end", &[]);
    }

    fn items(&mut self, items: &[OutputItem]) {
        for item in items {
            match item {
                OutputItem::Expr(e) => {
                    if let Some(Const::Str(s)) = e.as_const() {
                        let g = self.constant_bytes("__str", s.as_bytes());
                        let p = self.b().global_addr(&g);
                        let n = self.b().const_i64(s.len() as i64);
                        self.call_runtime("dvmh_io_str", &[p, n]);
                        continue;
                    }
                    let v = self.expr(e);
                    self.scalar_item(v, e.ty);
                }
                OutputItem::Array(id) => {
                    let sym = self.unit.symbol(*id);
                    let SymbolKind::Array(info) = &sym.kind else {
                        continue;
                    };
                    if let Some(h) = self.handles.get(id).copied() {
                        self.call_runtime("dvmh_io_dist_array", &[h]);
                    } else if let Some(view) = self.views.get(id).copied() {
                        let lows: Vec<i64> = info.dims.iter().map(|d| d.0).collect();
                        let count = info.element_count() as i64;
                        let code = type_code(sym.ty);
                        let idx: Vec<ValueId> =
                            lows.iter().map(|&lo| self.b().const_i64(lo)).collect();
                        let p = self.b().elem_ptr(view, &idx);
                        let code = self.b().const_i32(code);
                        let n = self.b().const_i64(count);
                        self.call_runtime("dvmh_io_array", &[p, code, n]);
                    } else {
                        self.internal(format!("no storage for '{}'", sym.name));
                    }
                }
                OutputItem::ImpliedDo {
                    var,
                    lo,
                    hi,
                    step,
                    items,
                } => {
                    self.scf_for(*var, lo, hi, step.as_ref(), &mut |l| l.items(items));
                }
            }
        }
    }

    fn scalar_item(&mut self, v: ValueId, ty: Ty) {
        match ty {
            Ty::Logical => {
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
            Ty::Char => self.internal("a character value that is not a constant"),
        }
    }
}

//! Structures with ALLOCATABLE components: intrinsic assignment copies the components'
//! elements into new allocations (the target's own are freed first), DEALLOCATE of an array
//! of such structures and a procedure's return free the components.
//!
//! The work is the run-time library's (`dvmh_struct_copy`, `dvmh_struct_free` in
//! `runtime/src/abi/structs.rs`), driven by the type's table of allocatable parts that
//! semantic analysis made (`sema::deep_types`), stored here as a constant.

use super::Lowerer;
use crate::fortran::hir::{SymId, SymbolKind, Ty};
use dvmh_ir::ValueId;

impl Lowerer<'_> {
    /// The address and length (in words) of the table of `ty`'s allocatable parts; `None`
    /// for a type without any.
    fn deep_table(&mut self, ty: Ty) -> Option<(ValueId, ValueId)> {
        let Ty::Derived(d) = ty else {
            return None;
        };
        let table = self.unit.deep_layouts.get(&d.id)?;
        let len = table.len() as i64;
        let bytes: Vec<u8> = table.iter().flat_map(|w| w.to_le_bytes()).collect();
        let name = self.constant_bytes("__deep", &bytes);
        let addr = self.b().global_addr(&name);
        let len = self.b().const_i64(len);
        Some((addr, len))
    }

    /// Whether structures of type `ty` have allocatable parts.
    pub(super) fn is_deep(&self, ty: Ty) -> bool {
        matches!(ty, Ty::Derived(d) if self.unit.deep_layouts.contains_key(&d.id))
    }

    /// `*dst = *src` for a structure of type `ty` with allocatable parts (`false`, nothing
    /// emitted, for other types). `fresh`: `dst` holds no allocations of its own yet (a
    /// constructor's temporary), so none are freed.
    pub(super) fn deep_assign(&mut self, dst: ValueId, src: ValueId, ty: Ty, fresh: bool) -> bool {
        let Some((table, len)) = self.deep_table(ty) else {
            return false;
        };
        let size = match ty {
            Ty::Derived(d) => i64::from(d.size),
            _ => 0,
        };
        let size = self.b().const_i64(size);
        let free = self.b().const_i32(i64::from(!fresh));
        self.call_runtime("dvmh_struct_copy", &[dst, src, size, table, len, free]);
        true
    }

    /// Deallocates the allocatable parts of `count` (i64) structures of type `ty` at `p` (a
    /// null `p`: none).
    pub(super) fn deep_free(&mut self, p: ValueId, count: ValueId, ty: Ty) {
        let Some((table, len)) = self.deep_table(ty) else {
            return;
        };
        let size = match ty {
            Ty::Derived(d) => i64::from(d.size),
            _ => 0,
        };
        let size = self.b().const_i64(size);
        self.call_runtime("dvmh_struct_free", &[p, count, size, table, len]);
    }

    /// After ALLOCATE of an array of structures whose type has default component values:
    /// each element gets them (when `status`, the allocation's, is 0).
    pub(super) fn default_initialise_allocation(
        &mut self,
        id: SymId,
        desc: ValueId,
        status: ValueId,
    ) {
        let sym = self.unit.symbol(id);
        let Ty::Derived(d) = sym.ty else {
            return;
        };
        let rank = match &sym.kind {
            SymbolKind::Array(info) => info.rank() as i64,
            _ => 0,
        };
        let Some(image) = self.unit.struct_images.get(&d.id) else {
            return;
        };
        let name = self.constant_bytes("__image", &image.clone());
        let image = self.b().global_addr(&name);
        let rank = self.b().const_i64(rank);
        let size = self.b().const_i64(i64::from(d.size));
        self.call_runtime("dvmh_struct_init", &[desc, rank, size, image, status]);
    }

    /// After ALLOCATE of a scalar component of type `ty` (its address at `desc`, a
    /// descriptor of rank 0): the new target gets the type's default component values (when
    /// `status`, the allocation's, is 0).
    pub(super) fn default_initialise_target(&mut self, desc: ValueId, ty: Ty, status: ValueId) {
        let Ty::Derived(d) = ty else {
            return;
        };
        let Some(image) = self.unit.struct_images.get(&d.id) else {
            return;
        };
        let name = self.constant_bytes("__image", &image.clone());
        let image = self.b().global_addr(&name);
        let rank = self.b().const_i64(0);
        let size = self.b().const_i64(i64::from(d.size));
        self.call_runtime("dvmh_struct_init", &[desc, rank, size, image, status]);
    }

    /// Before DEALLOCATE of an allocatable array of structures: their components.
    pub(super) fn deep_free_array(&mut self, id: SymId) {
        let ty = self.unit.symbol(id).ty;
        if !self.unit.deep_layouts.contains_key(&match ty {
            Ty::Derived(d) => d.id,
            _ => return,
        }) {
            return;
        }
        let (Some(base), Some(count)) = (self.allocatable_base(id), self.allocatable_count(id))
        else {
            return;
        };
        self.deep_free(base, count, ty);
    }

    /// On return: the components of the procedure's own structures without SAVE.
    pub(super) fn free_scope_exit_structs(&mut self) {
        for id in self.unit.scope_exit_structs.clone() {
            let sym = self.unit.symbol(id);
            let ty = sym.ty;
            match &sym.kind {
                SymbolKind::Scalar => {
                    if let Some(p) = self.slot(id) {
                        let one = self.b().const_i64(1);
                        self.deep_free(p, one, ty);
                    }
                }
                SymbolKind::Array(info) if info.allocatable => self.deep_free_array(id),
                SymbolKind::Array(info) if info.adjustable.is_none() => {
                    let (lows, count): (Vec<i64>, i64) = (
                        info.dims.iter().map(|d| d.0).collect(),
                        info.dims
                            .iter()
                            .map(|(lo, hi)| (hi - lo + 1).max(0))
                            .product(),
                    );
                    let idx: Vec<ValueId> = lows.iter().map(|&lo| self.b().const_i64(lo)).collect();
                    if let Some(p) = self.element_address(id, &idx) {
                        let n = self.b().const_i64(count);
                        self.deep_free(p, n, ty);
                    }
                }
                _ => {}
            }
        }
    }
}

//! Distributed ALLOCATABLE arrays: DISTRIBUTE or ALIGN of an allocatable array, whose
//! runtime array is created and mapped by ALLOCATE and destroyed by DEALLOCATE.
//!
//! Such an array keeps the descriptor of an ordinary allocatable array (`1 + 2 * rank`
//! words, see `allocatable.rs`), so ALLOCATED, SIZE, LBOUND and UBOUND read it as they do
//! any other; but its first word is the runtime array's handle (null while unallocated)
//! instead of the address of elements. Its handle is therefore loaded from the descriptor
//! where it is used ([`Lowerer::handle`]); parallel loops and regions load the handles
//! before they start ([`Lowerer::preload_handles`]), so that no handler reads a descriptor.
//!
//! A module's distributed allocatable array is mapped by a function of the module
//! (`<init>.map.<NAME>`, made with the module's initialisation function): only the module's
//! scope knows what it is aligned with, and any unit that uses the module may allocate it.

use super::Lowerer;
use crate::fortran::hir::{self, AllocItem, Place, SymId, SymbolKind};
use dvmh_ir::{Attrs, OpKind, Type, ValueId};

/// The name of the function of a module that maps its distributed allocatable array `name`
/// (`init`: the module's initialisation function, see `hir::module_init_name`).
pub(super) fn module_map_name(init: &str, name: &str) -> String {
    format!("{init}.map.{}", name.to_ascii_uppercase())
}

impl Lowerer<'_> {
    /// Whether `id` is a distributed array (or template) of this unit, allocatable or not.
    pub(super) fn is_distributed(&self, id: SymId) -> bool {
        self.handles.contains_key(&id) || self.dist_descriptors.contains_key(&id)
    }

    /// The runtime handle of a distributed array: a static array's value, or an allocatable
    /// array's, loaded from its descriptor here.
    pub(super) fn handle(&mut self, id: SymId) -> Option<ValueId> {
        if let Some(&h) = self.handles.get(&id) {
            return Some(h);
        }
        let desc = self.dist_descriptors.get(&id).copied()?;
        Some(self.b().load(desc, Type::Ptr))
    }

    /// Loads the handle of every distributed allocatable array here (before a parallel loop
    /// or region, whose body must not read descriptors); returns what
    /// [`Lowerer::restore_handles`] takes back afterwards.
    pub(super) fn preload_handles(&mut self) -> Vec<SymId> {
        let mut ids: Vec<SymId> = self
            .dist_descriptors
            .keys()
            .copied()
            .filter(|id| !self.handles.contains_key(id))
            .collect();
        ids.sort();
        for &id in &ids {
            if let Some(h) = self.handle(id) {
                self.handles.insert(id, h);
            }
        }
        ids
    }

    pub(super) fn restore_handles(&mut self, loaded: Vec<SymId>) {
        for id in loaded {
            self.handles.remove(&id);
        }
    }

    /// ALLOCATE of a distributed array: the runtime checks that it is not allocated (with
    /// STAT=, only then is it created), then the array is created with the bounds given,
    /// mapped, and its handle and bounds stored in the descriptor.
    pub(super) fn allocate_distributed(
        &mut self,
        desc: ValueId,
        item: &AllocItem,
        stat: Option<&Place>,
    ) {
        let has_stat = self.b().const_i32(i64::from(stat.is_some()));
        let name = self.array_name(item.array);
        let status = self.call_runtime_value(
            "dvmh_allocate_dist_check",
            &[desc, has_stat, name],
            Type::I32,
        );
        self.store_stat(stat, status);
        if stat.is_none() {
            // Without STAT= a failure has stopped the program.
            self.create_allocated(desc, item);
            return;
        }
        let zero = self.b().const_i32(0);
        let ok = self.b().cmpi("eq", status, zero);
        let op = self.b().op0(OpKind::If, &[ok], Attrs::new());
        let (saved_cur, saved_region) = (self.cur, self.region);
        for then in [true, false] {
            let (r, b) = self.b().add_region(op, &[]);
            self.cur = b;
            self.region = r;
            if then {
                self.create_allocated(desc, item);
            }
            self.b().yield_();
        }
        self.cur = saved_cur;
        self.region = saved_region;
    }

    /// Creates and maps the array of an ALLOCATE item; its handle and bounds go to `desc`.
    fn create_allocated(&mut self, desc: ValueId, item: &AllocItem) {
        let mut bounds = Vec::with_capacity(2 * item.bounds.len());
        for (lo, hi) in &item.bounds {
            bounds.push(self.index_expr(lo));
            bounds.push(self.index_expr(hi));
        }
        let h = self.array_create(item.array, &bounds);
        let module_init = match &self.unit.symbol(item.array).kind {
            SymbolKind::Array(hir::ArrayInfo {
                dist: Some(dist), ..
            }) => dist.global_init.clone(),
            _ => None,
        };
        match module_init {
            Some(init) => {
                let f = module_map_name(&init, &self.unit.symbol(item.array).name);
                if !self.module.functions.iter().any(|g| g.name == f) {
                    self.module.declare_extern(&f, &[Type::Ptr], &[]);
                }
                self.b().call(&f, &[h], &[]);
            }
            None => self.map_array(item.array, h),
        }
        self.b().store(h, desc);
        for (k, &v) in bounds.iter().enumerate() {
            let at = self.b().const_i64(8 * (k as i64 + 1));
            let p = self.b().offset(desc, at);
            self.b().store(v, p);
        }
    }

    /// DEALLOCATE of a distributed array: the runtime destroys it and clears the handle.
    pub(super) fn deallocate_distributed(
        &mut self,
        desc: ValueId,
        id: SymId,
        stat: Option<&Place>,
    ) {
        let has_stat = self.b().const_i32(i64::from(stat.is_some()));
        let name = self.array_name(id);
        let status =
            self.call_runtime_value("dvmh_deallocate_dist", &[desc, has_stat, name], Type::I32);
        self.store_stat(stat, status);
    }

    /// Destroys the procedure's own distributed allocatable arrays still allocated (on
    /// return), in reverse order of declaration.
    pub(super) fn free_local_dist_allocatables(&mut self) {
        let locals = self.local_dist_allocatables.clone();
        let quiet = self.b().const_i32(1);
        for id in locals.into_iter().rev() {
            if let Some(desc) = self.dist_descriptors.get(&id).copied() {
                let name = self.array_name(id);
                self.call_runtime_value("dvmh_deallocate_dist", &[desc, quiet, name], Type::I32);
            }
        }
    }

    /// The mapping function of a module's distributed allocatable array `id` (see the
    /// module docs): maps its parameter, a new array, as the declaration says. The module's
    /// static distributed arrays are created first (an allocatable one may be aligned with
    /// them); its allocatable ones are read from their globals' descriptors.
    pub(super) fn module_map_function(&mut self, id: SymId, init: &str) {
        let entry = self.func.entry_block();
        let h = self.func.blocks[entry].args[0];
        self.b().call(init, &[], &[]);
        let unit = self.unit;
        for &d in &unit.distributed {
            let sym = unit.symbol(d);
            let Some(slot) = &sym.common else {
                continue;
            };
            let at = self.b().global_addr(&hir::common_linker_name(&slot.block));
            if matches!(&sym.kind, SymbolKind::Array(info) if info.allocatable) {
                self.dist_descriptors.insert(d, at);
            } else {
                let v = self.b().load(at, Type::Ptr);
                self.handles.insert(d, v);
            }
        }
        self.map_array(id, h);
        self.b().op0(OpKind::Return, &[], Attrs::new());
    }
}

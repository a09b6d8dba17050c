//! Storage: scalar slots, local arrays (module globals with views), distributed arrays
//! (`dvm.array_create` + `dvm.distribute`/`dvm.align`), and element access.
//!
//! Element access depends on where it happens: outside parallel loops a distributed element
//! is read and written through the runtime (`dvm.read_elem`/`dvm.write_elem`, owner computes);
//! inside a `dvm.parallel` region through the view loaded from the array's descriptor at the
//! top of the region. LOGICAL values are `i1` in registers and 0/1 `i32` in memory.

use super::Lowerer;
use crate::fortran::hir::{
    self, common_linker_name, ArrayInfo, AxisRule, CharLen, CommonSlot, Const, DistFormat, Expr,
    Mapping, Onto, Place, Remap, SymId, Symbol, SymbolKind, Ty,
};
use crate::source::Span;
use dvmh_ir::{Attr, Attrs, OpKind, Scalar, Type, ValueId};

/// The largest local array (in values of its memory type) placed on the stack.
const STACK_ARRAY_UNITS: u64 = 64;

/// How many values of its memory type one element of a variable takes.
fn element_bytes(sym: &Symbol) -> u64 {
    sym.element_units()
}

/// The initial contents of a variable of `count` elements: its DATA values (the elements
/// DATA does not name are zero), or all zero.
fn initial_value(unit: &hir::Unit, id: SymId, count: u64) -> dvmh_ir::GlobalInit {
    let Some(values) = unit.data.get(&id) else {
        return dvmh_ir::GlobalInit::Zero;
    };
    let sym = unit.symbol(id);
    // A structure's initial values are bytes (see `sema/derived.rs`).
    let (size, count) = match sym.ty {
        Ty::Char => (element_bytes(sym), count),
        Ty::Derived(d) => (1, count * u64::from(d.size)),
        Ty::Complex(k) => (2 * u64::from(k), count),
        t => (t.mem_scalar().size_bytes(), count),
    };
    let size = size as usize;
    let mut bytes = vec![0u8; size * count as usize];
    for (offset, c) in values {
        let at = *offset as usize * size;
        let Some(slot) = bytes.get_mut(at..at + size) else {
            continue;
        };
        match (c, sym.ty) {
            (Const::Int(v), _) => slot.copy_from_slice(&v.to_le_bytes()[..size]),
            (Const::Real(v), Ty::Real(4)) => slot.copy_from_slice(&(*v as f32).to_le_bytes()),
            (Const::Real(v), _) => slot.copy_from_slice(&v.to_le_bytes()[..size]),
            (Const::Logical(b), _) => slot.copy_from_slice(&i64::from(*b).to_le_bytes()[..size]),
            (Const::Complex(re, im), Ty::Complex(4)) => {
                slot[..4].copy_from_slice(&(*re as f32).to_le_bytes());
                slot[4..].copy_from_slice(&(*im as f32).to_le_bytes());
            }
            (Const::Complex(re, im), _) => {
                slot[..8].copy_from_slice(&re.to_le_bytes());
                slot[8..].copy_from_slice(&im.to_le_bytes());
            }
            (Const::Str(s), _) => {
                let n = s.len().min(size);
                slot[..n].copy_from_slice(&s.as_bytes()[..n]);
                slot[n..].fill(b' ');
            }
        }
    }
    dvmh_ir::GlobalInit::Data(bytes)
}

/// Makes a COMMON block's global at least `size` bytes (a BLOCK DATA image grows with zeros).
fn grow_common(g: &mut dvmh_ir::Global, size: u64) {
    g.count = g.count.max(size);
    if let dvmh_ir::GlobalInit::CommonData(bytes) = &mut g.init {
        bytes.resize(g.count as usize, 0);
    }
}

/// A BLOCK DATA unit: the initial images of its COMMON blocks, built from its DATA values
/// at the members' offsets, as strong definitions of the blocks (no code).
pub(super) fn block_data(unit: &hir::Unit, module: &mut dvmh_ir::Module) {
    for (block, size) in &unit.commons {
        let mut image = vec![0u8; *size as usize];
        for (i, sym) in unit.symbols.iter().enumerate() {
            let id = SymId(i as u32);
            let Some(slot) = sym.common.as_ref().filter(|s| &s.block == block) else {
                continue;
            };
            let count = match &sym.kind {
                SymbolKind::Array(info) => info.element_count(),
                _ => 1,
            };
            if let dvmh_ir::GlobalInit::Data(bytes) = initial_value(unit, id, count) {
                let at = slot.offset as usize;
                if let Some(dest) = image.get_mut(at..at + bytes.len()) {
                    dest.copy_from_slice(&bytes);
                }
            }
        }
        let name = common_linker_name(block);
        let init = dvmh_ir::GlobalInit::CommonData(image);
        match module.globals.iter_mut().find(|g| g.name == name) {
            Some(g) => {
                let size = g.count.max(*size);
                g.init = init;
                grow_common(g, size);
            }
            None => module.globals.push(dvmh_ir::Global {
                name,
                elem: Type::I8,
                count: (*size).max(1),
                init,
            }),
        }
    }
}

/// A module's specification part: the globals of its variables (with their initial values
/// as strong definitions) and of the COMMON blocks and module variables it uses.
pub(super) fn module_data(unit: &hir::Unit, module: &mut dvmh_ir::Module) {
    for (block, size) in &unit.commons {
        declare_common(module, &common_linker_name(block), *size);
    }
    define_initialised(unit, module);
}

/// A COMMON block's (or module or host variable's) global, as large as the largest layout
/// of it in the file (the linker then keeps the largest over all objects).
fn declare_common(module: &mut dvmh_ir::Module, name: &str, size: u64) {
    match module.globals.iter_mut().find(|g| g.name == name) {
        Some(g) => grow_common(g, size),
        None => module.globals.push(dvmh_ir::Global {
            name: name.to_string(),
            elem: Type::I8,
            count: size.max(1),
            init: dvmh_ir::GlobalInit::Common,
        }),
    }
}

/// Variables with globals of their own (module variables, BIND(C) module variables, host
/// variables of internal procedures) that have initial values: their globals become strong definitions holding
/// the values, as BLOCK DATA makes them for COMMON blocks.
fn define_initialised(unit: &hir::Unit, module: &mut dvmh_ir::Module) {
    for (i, sym) in unit.symbols.iter().enumerate() {
        let id = SymId(i as u32);
        let Some(slot) = sym.common.as_ref() else {
            continue;
        };
        let own_global = slot.block.starts_with("__") || hir::is_bind_c(&slot.block);
        if !own_global || slot.indirect || !unit.data.contains_key(&id) {
            continue;
        }
        let count = match &sym.kind {
            SymbolKind::Array(info) => info.element_count(),
            _ => 1,
        };
        let dvmh_ir::GlobalInit::Data(bytes) = initial_value(unit, id, count) else {
            continue;
        };
        let name = common_linker_name(&slot.block);
        if let Some(g) = module.globals.iter_mut().find(|g| g.name == name) {
            let mut image = bytes;
            image.resize(g.count.max(1) as usize, 0);
            g.init = dvmh_ir::GlobalInit::CommonData(image);
        }
    }
}

/// `[[axis, a, b], ...]` as `dvm.align` and `dvm.parallel` encode them.
pub(super) fn rules_attr(rules: &[AxisRule]) -> Attr {
    Attr::Array(
        rules
            .iter()
            .map(|r| match *r {
                AxisRule::Linear { axis, a, b } => Attr::ints([axis as i64, a, b]),
                AxisRule::Replicated => Attr::ints([-1, 0, 0]),
                AxisRule::Constant(c) => Attr::ints([-2, 0, c]),
            })
            .collect(),
    )
}

impl Lowerer<'_> {
    /// Distributed arrays, scalar slots and array views, in the entry block: a dummy's slot
    /// is its parameter (the caller's storage), a local scalar's a stack slot (a module
    /// global when SAVEd), a local array is a zero-initialised module global.
    pub(super) fn create_storage(&mut self) {
        let unit = self.unit;
        let entry = self.func.entry_block();
        let mut params = self.func.blocks[entry].args.clone();
        // A structure or CHARACTER result's storage: the caller's, behind the hidden first
        // argument (a CHARACTER one's length next; see `results.rs`).
        let pass = super::results::unit_result_pass(unit);
        let hidden = pass.as_ref().map_or(0, |p| p.hidden_params().len());
        let mut result_storage = None;
        let mut result_len = None;
        if hidden > 0 && params.len() >= hidden {
            let mut taken = params.drain(..hidden);
            result_storage = taken.next();
            result_len = taken.next();
        }
        let params = self.dummy_params(params);
        self.declare_commons();
        // A host's INHERIT dummies used here, shifted once the variables are in place.
        let mut host_inherited = Vec::new();
        for (i, sym) in unit.symbols.iter().enumerate() {
            let id = SymId(i as u32);
            // (A deferred length is read from the descriptor at each use.)
            if sym.ty == Ty::Char
                && sym.char_len != Some(CharLen::Deferred)
                && !matches!(sym.kind, SymbolKind::Constant(_) | SymbolKind::Procedure(_))
            {
                let len = match (sym.char_len, sym.dummy) {
                    (Some(CharLen::Const(n)), _) => self.b().const_i64(n),
                    (Some(CharLen::Assumed), Some(_)) => {
                        let k = unit
                            .dummies
                            .iter()
                            .filter(|&&d| unit.symbol(d).ty == Ty::Char)
                            .position(|&d| d == id);
                        match k {
                            Some(k) => params[unit.dummies.len() + k],
                            None => self.b().const_i64(0),
                        }
                    }
                    _ => self.b().const_i64(1),
                };
                self.char_lens.insert(id, len);
            }
            // An array POINTER component's alias: the structure's descriptor, at each use.
            if unit.component_arrays.contains_key(&id) {
                continue;
            }
            // An array result: the caller's descriptor (below).
            if Some(id) == unit.result
                && result_storage.is_some()
                && matches!(pass, Some(super::results::ResultPass::Descriptor(_)))
            {
                continue;
            }
            if let Some(slot) = &sym.common {
                let block = self.b().global_addr(&common_linker_name(&slot.block));
                let offset = self.b().const_i64(slot.offset as i64);
                let mut at = self.b().offset(block, offset);
                if slot.indirect {
                    at = self.b().load(at, Type::Ptr);
                }
                match &sym.kind {
                    // A pointer: its descriptor (see `pointers`).
                    _ if sym.pointer => {
                        self.descriptors.insert(id, at);
                    }
                    SymbolKind::Array(info) if info.allocatable && info.dist.is_some() => {
                        self.dist_descriptors.insert(id, at);
                    }
                    SymbolKind::Array(info) if info.allocatable => {
                        self.descriptors.insert(id, at);
                    }
                    // A host's distributed array in its internal procedure: the global
                    // holds the handle (also an INHERIT dummy's, whose `indirect` slot
                    // holds what the host got: the handle).
                    SymbolKind::Array(ArrayInfo {
                        dist: Some(dist), ..
                    }) if dist.global_init.is_none() && !unit.distributed.contains(&id) => {
                        // Loaded from the global itself (its offset is 0), which names
                        // the array for the IR's dependence analysis.
                        let global = self.b().global_addr(&common_linker_name(&slot.block));
                        let h = self.b().load(global, Type::Ptr);
                        self.handles.insert(id, h);
                        if dist.inherited {
                            // Its shifts once the host's variables its bounds read are here.
                            host_inherited.push((id, h));
                        }
                    }
                    // In COMMON: made above.
                    SymbolKind::Array(ArrayInfo {
                        dist: Some(dist), ..
                    }) if dist.global_init.is_none() => {}
                    SymbolKind::Array(ArrayInfo {
                        dist: Some(dist), ..
                    }) => {
                        // A module's distributed array: made on first use, its handle kept
                        // in the module variable's global.
                        if let Some(init) = &dist.global_init {
                            if !self.module.functions.iter().any(|f| &f.name == init) {
                                self.module.declare_extern(init, &[], &[]);
                            }
                            self.b().call(init, &[], &[]);
                        }
                        let h = self.b().load(at, Type::Ptr);
                        self.handles.insert(id, h);
                    }
                    SymbolKind::Array(info) => {
                        let view = self.symbol_view(at, sym, &info.dims);
                        self.views.insert(id, view);
                        self.bases.insert(id, at);
                    }
                    _ => {
                        self.slots.insert(id, at);
                    }
                }
                continue;
            }
            match (&sym.kind, sym.dummy) {
                // A POINTER or ALLOCATABLE array dummy: the caller's descriptor.
                (kind, Some(k))
                    if sym.pointer
                        || matches!(kind, SymbolKind::Array(info) if info.allocatable) =>
                {
                    self.descriptors.insert(id, params[k]);
                }
                (kind, None) if sym.pointer => {
                    let rank = match kind {
                        SymbolKind::Array(info) => info.rank(),
                        _ => 0,
                    };
                    let deferred = sym.char_len == Some(CharLen::Deferred);
                    let words = if deferred {
                        super::deferred_chars::DEFERRED_CHAR_WORDS
                    } else {
                        super::pointers::pointer_words(rank)
                    };
                    let desc = if sym.saved || self.unit.kind == hir::UnitKind::Main {
                        let name = self.module.add_global(
                            &format!("__ptr.{}.{}", unit.name, sym.name),
                            Type::I64,
                            words,
                            dvmh_ir::GlobalInit::Zero,
                        );
                        self.b().global_addr(&name)
                    } else {
                        let desc = self.b().alloca_array(Type::I64, words);
                        self.null_descriptor(desc, rank);
                        if deferred {
                            self.clear_deferred_char_len(desc);
                        }
                        if self.unit.is_allocatable_scalar(id) && unit.result != Some(id) {
                            // Freed on return, as the unit's allocatable arrays are (a
                            // function's result is the caller's).
                            self.local_allocatables.push(id);
                        }
                        desc
                    };
                    self.descriptors.insert(id, desc);
                }
                (SymbolKind::Array(info), None) if info.allocatable => {
                    let words = super::allocatable::descriptor_words(info.rank());
                    let desc = if sym.saved || self.unit.kind == hir::UnitKind::Main {
                        let name = self.module.add_global(
                            &format!("__alloc.{}.{}", unit.name, sym.name),
                            Type::I64,
                            words,
                            dvmh_ir::GlobalInit::Zero,
                        );
                        self.b().global_addr(&name)
                    } else {
                        let desc = self.b().alloca_array(Type::I64, words);
                        self.clear_descriptor(desc);
                        if info.dist.is_some() {
                            self.local_dist_allocatables.push(id);
                        } else {
                            self.local_allocatables.push(id);
                        }
                        desc
                    };
                    if info.dist.is_some() {
                        self.dist_descriptors.insert(id, desc);
                    } else {
                        self.descriptors.insert(id, desc);
                    }
                }
                // A VALUE dummy: the unit's own copy of the caller's value.
                // (made by `dummy_params`).
                (SymbolKind::Scalar, Some(k)) if unit.value.contains(&id) => {
                    self.slots.insert(id, params[k]);
                }
                (SymbolKind::Scalar, Some(k)) => {
                    self.slots.insert(id, params[k]);
                }
                // An automatic length: its buffer is made with the length, below.
                (SymbolKind::Scalar, None) if sym.char_len == Some(CharLen::Auto) => {}
                (SymbolKind::Scalar, None) if sym.saved => {
                    let name = self.module.add_global(
                        &format!("__save.{}.{}", unit.name, sym.name),
                        Type::Scalar(sym.ty.mem_scalar()),
                        element_bytes(sym),
                        initial_value(unit, id, 1),
                    );
                    let slot = self.b().global_addr(&name);
                    self.slots.insert(id, slot);
                }
                // A structure: 8-byte words, so that its components are aligned as its
                // layout assumes (C's natural alignment is at most 8 here).
                (SymbolKind::Scalar, None) if matches!(sym.ty, Ty::Derived(_)) => {
                    let words = element_bytes(sym).div_ceil(8).max(1) as i64;
                    let slot = self.buffer(dvmh_ir::Scalar::I64, words);
                    self.slots.insert(id, slot);
                }
                (SymbolKind::Scalar, None) if element_bytes(sym) != 1 => {
                    let slot = self.buffer(sym.ty.mem_scalar(), element_bytes(sym) as i64);
                    self.slots.insert(id, slot);
                }
                (SymbolKind::Scalar, None) => {
                    // Starts at zero: a variable read before it is set then has a value,
                    // where an uninitialised slot would let LLVM treat the read (and every
                    // check after it, such as a division's) as undefined behaviour.
                    let slot = self.b().alloca(sym.ty.mem_scalar());
                    let zero = match sym.ty.mem_scalar() {
                        s if s.is_int() => self.b().const_int(Type::Scalar(s), 0),
                        s => self.b().const_float(Type::Scalar(s), 0.0),
                    };
                    self.b().store(zero, slot);
                    self.slots.insert(id, slot);
                }
                // A temporary or automatic array sized on entry: with the dummy arrays below.
                (SymbolKind::Array(info), None) if info.adjustable.is_some() => {}
                (SymbolKind::Array(info), None)
                    if info.dist.is_none() && self.on_stack(id, info.element_count()) =>
                {
                    // A small work array of a procedure (`tmat(5, 5)`): a stack slot, which
                    // LLVM can keep in registers; zeroed, as the scalars are.
                    let elem = sym.ty.mem_scalar();
                    let units = info.element_count() * element_bytes(sym);
                    let base = self.buffer(elem, units as i64);
                    let zero = match elem {
                        s if s.is_int() => self.b().const_int(Type::Scalar(s), 0),
                        s => self.b().const_float(Type::Scalar(s), 0.0),
                    };
                    // (The larger arrays of RECURSIVE procedures start undefined, as gfortran's.)
                    let zeroed = if units <= STACK_ARRAY_UNITS { units } else { 0 };
                    for k in 0..zeroed {
                        let at = self.b().const_i64((k * elem.size_bytes()) as i64);
                        let p = self.b().offset(base, at);
                        self.b().store(zero, p);
                    }
                    let view = self.symbol_view(base, sym, &info.dims);
                    self.views.insert(id, view);
                    self.bases.insert(id, base);
                }
                (SymbolKind::Array(info), None) if info.dist.is_none() => {
                    let elem = sym.ty.mem_scalar();
                    // Prefixed: a Fortran name must not clash with `main`, runtime or C symbols.
                    let name = self.module.add_global(
                        &format!("__arr.{}.{}", unit.name, sym.name),
                        Type::Scalar(elem),
                        info.element_count().saturating_mul(element_bytes(sym)),
                        initial_value(unit, id, info.element_count()),
                    );
                    let base = self.b().global_addr(&name);
                    let view = self.symbol_view(base, sym, &info.dims);
                    self.views.insert(id, view);
                    self.bases.insert(id, base);
                }
                _ => {}
            }
        }
        for (id, h) in host_inherited {
            self.inherit_shifts(id, h);
        }
        // Dummy arrays last: their bounds may read the dummy scalars.
        for (i, sym) in unit.symbols.iter().enumerate() {
            if let (SymbolKind::Array(info), None) = (&sym.kind, sym.dummy) {
                if let (Some(bounds), None, false) =
                    (&info.adjustable, &info.dist, info.allocatable)
                {
                    // A temporary of an array expression sized by a dummy's bounds: on the
                    // heap for the call, freed at the exit.
                    self.heap_array(SymId(i as u32), sym, bounds);
                }
            }
            if let (SymbolKind::Array(info), Some(k)) = (&sym.kind, sym.dummy) {
                if sym.pointer || info.allocatable {
                    continue;
                }
                if info.dist.is_some() {
                    // INHERIT: the caller passes the distributed array's handle.
                    self.handles.insert(SymId(i as u32), params[k]);
                    self.inherit_shifts(SymId(i as u32), params[k]);
                    if info.assumed_shape {
                        self.inherit_assumed_shape(SymId(i as u32), params[k]);
                    }
                    continue;
                }
                let elem = sym.ty.mem_scalar();
                // An element of a `CHARACTER*(*)` array is as long as the actual argument's.
                let assumed_len = sym.ty == Ty::Char
                    && matches!(sym.char_len, Some(CharLen::Assumed))
                    && self.char_lens.contains_key(&SymId(i as u32));
                let unit_stride = if assumed_len {
                    self.char_lens[&SymId(i as u32)]
                } else {
                    self.b().const_i64(element_bytes(sym) as i64)
                };
                if info.assumed_shape {
                    self.assumed_shape_dummy(SymId(i as u32), params[k], elem, unit_stride);
                    continue;
                }
                let view = match &info.adjustable {
                    None if assumed_len => {
                        self.runtime_unit_view(params[k], elem, &info.dims, unit_stride)
                    }
                    None => {
                        let view = self.symbol_view(params[k], sym, &info.dims);
                        let count: i64 = info
                            .dims
                            .iter()
                            .map(|&(lo, hi)| (hi - lo + 1).max(0))
                            .fold(1i64, i64::saturating_mul);
                        let count = self.b().const_i64(count);
                        self.size_view(view, count, unit_stride, elem);
                        view
                    }
                    Some(bounds) => {
                        let (view, count) =
                            self.adjustable_view(params[k], elem, bounds, unit_stride);
                        if let Some(count) = count {
                            self.element_counts.insert(SymId(i as u32), count);
                            self.size_view(view, count, unit_stride, elem);
                        }
                        view
                    }
                };
                self.views.insert(SymId(i as u32), view);
                self.bases.insert(SymId(i as u32), params[k]);
            }
        }
        self.automatic_char_lengths();
        if let (Some(at), Some(r)) = (result_storage, unit.result) {
            if unit.symbol(r).pointer || matches!(unit.symbol(r).kind, SymbolKind::Array(_)) {
                self.descriptors.insert(r, at);
            } else {
                self.slots.insert(r, at);
            }
            if let (Some(n), Some(CharLen::Assumed)) = (result_len, unit.symbol(r).char_len) {
                self.char_lens.insert(r, n);
            }
        }
        self.allocate_runtime_length_result();
        // A result returned in registers is made in whole eightbytes (see `results.rs`).
        if let (Some(super::results::ResultPass::Regs(classes)), Some(r)) = (&pass, unit.result) {
            let slot = self.eightbyte_buffer(classes.len());
            self.slots.insert(r, slot);
        }
        self.processors();
        // Distributed arrays after the views: GEN_BLOCK and WGT_BLOCK read arrays of the unit.
        for &id in &unit.distributed {
            match unit.symbol(id).common.clone() {
                Some(slot) if is_host_slot(&slot) => self.create_host_distributed(id, &slot),
                Some(slot) => self.create_shared_distributed(id, &slot.block, slot.offset),
                None => self.create_distributed(id),
            }
        }
        // The addresses of dummies that internal procedures reach.
        for (id, global) in &unit.host_pointers {
            if let Some(k) = unit.symbol(*id).dummy {
                let at = self.b().global_addr(global);
                let address = match unit.value.contains(id) {
                    true => self.slots.get(id).copied().unwrap_or(params[k]),
                    false => params[k],
                };
                self.b().store(address, at);
            }
        }
    }

    /// The unit's parameters (after a result's hidden ones) as one value per dummy, then
    /// the CHARACTER dummies' lengths in order: a VALUE dummy's parameters become its slot
    /// (see `value_args`), OPTIONAL VALUE dummies' presence flags are consumed.
    fn dummy_params(&mut self, raw: Vec<ValueId>) -> Vec<ValueId> {
        let unit = self.unit;
        let mut at = 0;
        let mut out = Vec::with_capacity(raw.len());
        let mut values = Vec::new();
        for (k, &d) in unit.dummies.iter().enumerate() {
            let n = match unit.value.contains(&d) {
                true => super::value_args::value_params(unit.symbol(d).ty).len(),
                false => 1,
            };
            let Some(taken) = raw.get(at..at + n) else {
                self.internal(format!("too few parameters for '{}'", unit.name));
                return raw;
            };
            if unit.value.contains(&d) {
                values.push((k, unit.symbol(d).ty, taken.to_vec()));
            }
            out.push(taken[0]);
            at += n;
        }
        let mut lengths = Vec::new();
        let mut flags = std::collections::HashMap::new();
        for (k, &d) in unit.dummies.iter().enumerate() {
            let ty = unit.symbol(d).ty;
            let (value, optional) = (unit.value.contains(&d), unit.optional.contains(&d));
            if super::value_args::trailing_param(ty, value, optional).is_none() {
                continue;
            }
            // BIND(C): no hidden arguments; its CHARACTER dummies have length 1.
            if crate::fortran::hir::is_bind_c(&unit.global) {
                if ty == Ty::Char {
                    let one = self.b().const_i64(1);
                    lengths.push(one);
                }
                continue;
            }
            let Some(&v) = raw.get(at) else {
                self.internal(format!("too few parameters for '{}'", unit.name));
                return raw;
            };
            at += 1;
            match ty {
                Ty::Char => lengths.push(v),
                _ => {
                    flags.insert(k, v);
                }
            }
        }
        for (k, ty, ps) in values {
            out[k] = self.value_dummy_slot(ty, &ps, flags.get(&k).copied());
        }
        self.dummy_values = out.clone();
        out.extend(lengths);
        out
    }

    /// An assumed-shape dummy: `param` is the caller's descriptor (see `hir::SectionArg`).
    /// On entry its view is built from the descriptor's base, extents and strides and the
    /// declared lower bounds, and a descriptor of the allocatable layout (`lower::allocatable`:
    /// base, then lower and upper bound per dimension) answers LBOUND, UBOUND and SIZE.
    fn assumed_shape_dummy(&mut self, id: SymId, param: ValueId, elem: Scalar, unit: ValueId) {
        let SymbolKind::Array(info) = &self.unit.symbol(id).kind else {
            return;
        };
        let Some(bounds) = info.adjustable.clone() else {
            return;
        };
        let rank = bounds.len();
        let word = |l: &mut Self, desc: ValueId, k: usize| {
            let at = l.b().const_i64(8 * k as i64);
            l.b().offset(desc, at)
        };
        let words = super::allocatable::descriptor_words(rank);
        // An omitted OPTIONAL dummy (a null descriptor) reads as an empty array.
        let empty = self.b().alloca_array(Type::I64, words);
        let zero = self.b().const_i64(0);
        for k in 0..words as usize {
            let p = word(self, empty, k);
            self.b().store(zero, p);
        }
        let address = self
            .b()
            .op1(OpKind::PtrToInt, &[param], Type::I64, Attrs::new());
        let absent = self.b().cmpi("eq", address, zero);
        let param = self.b().select(absent, empty, param);
        let p = word(self, param, 0);
        let base = self.b().load(p, Type::Ptr);
        let local = self.b().alloca_array(Type::I64, words);
        self.b().store(base, local);
        let mut lows = Vec::with_capacity(rank);
        let mut strides = Vec::with_capacity(rank);
        for (k, (lo, _)) in bounds.iter().enumerate() {
            let lo = self.index_expr(lo);
            let p = word(self, param, 1 + 2 * k);
            let extent = self.b().load(p, Type::I64);
            let p = word(self, param, 2 + 2 * k);
            let stride = self.b().load(p, Type::I64);
            let one = self.b().const_i64(1);
            let hi = self.b().binary(OpKind::AddI, lo, extent);
            let hi = self.b().binary(OpKind::SubI, hi, one);
            let p = word(self, local, 1 + 2 * k);
            self.b().store(lo, p);
            let p = word(self, local, 2 + 2 * k);
            self.b().store(hi, p);
            lows.push(lo);
            strides.push(self.b().binary(OpKind::MulI, stride, unit));
        }
        let view = self.view_of(base, elem, &lows, &strides);
        // The storage the elements span (in units of `elem`): none known, so no device copy of
        // it, when a stride is negative (the elements lie below `base`).
        let zero = self.b().const_i64(0);
        let one = self.b().const_i64(1);
        let mut span = one;
        let mut backwards = self.b().const_bool(false);
        for (k, stride) in strides.iter().enumerate() {
            let p = word(self, local, 1 + 2 * k);
            let lo = self.b().load(p, Type::I64);
            let p = word(self, local, 2 + 2 * k);
            let hi = self.b().load(p, Type::I64);
            let last = self.b().binary(OpKind::SubI, hi, lo);
            let last = self.b().binary(OpKind::MaxI, last, zero);
            let reach = self.b().binary(OpKind::MulI, last, *stride);
            span = self.b().binary(OpKind::AddI, span, reach);
            let negative = self.b().cmpi("slt", *stride, zero);
            backwards = self.b().binary(OpKind::OrI, backwards, negative);
        }
        let span = self.b().select(backwards, zero, span);
        self.size_view(view, span, one, elem);
        self.descriptors.insert(id, local);
        self.views.insert(id, view);
        self.bases.insert(id, base);
    }

    /// A local array whose bounds are known on entry (a temporary sema adds): `malloc`ed
    /// here, freed when the unit returns.
    fn heap_array(&mut self, id: SymId, sym: &Symbol, bounds: &[(Expr, Option<Expr>)]) {
        let elem = sym.ty.mem_scalar();
        let unit_stride = element_bytes(sym) as i64;
        let mut bytes = self.b().const_i64(unit_stride * elem.size_bytes() as i64);
        for (lo, hi) in bounds {
            let Some(hi) = hi else {
                self.internal(format!("no size for the temporary '{}'", sym.name));
                return;
            };
            let lo = self.index_expr(lo);
            let hi = self.index_expr(hi);
            let one = self.b().const_i64(1);
            let extent = self.b().binary(OpKind::SubI, hi, lo);
            let extent = self.b().binary(OpKind::AddI, extent, one);
            let extent = self.b().binary(OpKind::MaxI, extent, one);
            bytes = self.b().binary(OpKind::MulI, bytes, extent);
        }
        let base = self.call_runtime_value("malloc", &[bytes], Type::Ptr);
        self.heap.push(base);
        let unit_stride = self.b().const_i64(unit_stride);
        let (view, _) = self.adjustable_view(base, elem, bounds, unit_stride);
        self.views.insert(id, view);
        self.bases.insert(id, base);
    }

    /// Whether a local array of `count` elements lives on the stack: in a procedure (the main
    /// program's arrays are static, whatever their size), not SAVEd or initialised by DATA,
    /// and small (its zeroing is a store per element, and stacks are small).
    fn on_stack(&self, id: SymId, count: u64) -> bool {
        let sym = self.unit.symbol(id);
        self.unit.kind != hir::UnitKind::Main
            && !sym.saved
            && !self.unit.data.contains_key(&id)
            && (self.unit.recursive || count * element_bytes(sym) <= STACK_ARRAY_UNITS)
    }

    /// The module globals of the unit's COMMON blocks, each as large as the largest layout of
    /// it in the file (the linker then keeps the largest over all objects).
    fn declare_commons(&mut self) {
        for (block, size) in &self.unit.commons {
            declare_common(&mut self.module, &common_linker_name(block), *size);
        }
        define_initialised(self.unit, &mut self.module);
    }

    /// The view of a dummy array whose bounds are evaluated on entry (`A(N, *)`), and its
    /// element count when it has no assumed size (an empty extent counts zero).
    pub(super) fn adjustable_view(
        &mut self,
        base: ValueId,
        elem: Scalar,
        bounds: &[(Expr, Option<Expr>)],
        unit_stride: ValueId,
    ) -> (ValueId, Option<ValueId>) {
        let mut lows = Vec::with_capacity(bounds.len());
        let mut strides = Vec::with_capacity(bounds.len());
        let mut stride = unit_stride;
        let mut count = Some(self.b().const_i64(1));
        for (lo, hi) in bounds {
            let lo = self.index_expr(lo);
            lows.push(lo);
            strides.push(stride);
            match hi {
                Some(hi) => {
                    let hi = self.index_expr(hi);
                    let one = self.b().const_i64(1);
                    let extent = self.b().binary(OpKind::SubI, hi, lo);
                    let extent = self.b().binary(OpKind::AddI, extent, one);
                    stride = self.b().binary(OpKind::MulI, stride, extent);
                    if let Some(c) = count {
                        let zero = self.b().const_i64(0);
                        let extent = self.b().binary(OpKind::MaxI, extent, zero);
                        count = Some(self.b().binary(OpKind::MulI, c, extent));
                    }
                }
                None => count = None,
            }
        }
        let view = self.view_of(base, elem, &lows, &strides);
        (view, count)
    }

    /// Gives a dummy array's `view` the size of the storage it addresses, `count` elements of
    /// `unit` units of `elem`, as its trailing operand (`mem.view`'s optional storage size in
    /// bytes): a region loop that reads the dummy can then copy the storage to a device.
    fn size_view(&mut self, view: ValueId, count: ValueId, unit: ValueId, elem: Scalar) {
        let Some(op) = self.func.defining_op(view) else {
            return;
        };
        let constant = |l: &Self, v: ValueId| {
            let f = &l.func;
            let d = f.defining_op(v)?;
            (f.ops[d].kind == OpKind::Constant)
                .then(|| f.attr(d, "value").and_then(Attr::as_int))
                .flatten()
        };
        let elem_bytes = elem.size_bytes() as i64;
        let bytes = match (constant(self, count), constant(self, unit)) {
            (Some(c), Some(u)) => self
                .b()
                .const_i64(c.saturating_mul(u).saturating_mul(elem_bytes)),
            _ => {
                let e = self.b().const_i64(elem_bytes);
                let unit_bytes = self.b().binary(OpKind::MulI, unit, e);
                self.b().binary(OpKind::MulI, count, unit_bytes)
            }
        };
        self.func.ops[op].operands.push(bytes);
        // After the size (computed after the view).
        self.func.detach_op(op);
        self.func.append_op(self.cur, op);
    }

    /// The view of a variable's array storage: its element type, or for CHARACTER an `i8`
    /// view whose strides count the length of an element.
    pub(super) fn symbol_view(
        &mut self,
        base: ValueId,
        sym: &Symbol,
        dims: &[(i64, i64)],
    ) -> ValueId {
        self.scaled_view(base, sym.ty.mem_scalar(), dims, element_bytes(sym) as i64)
    }

    /// The view of constant-shape storage whose element length (`unit`, in elements of `elem`)
    /// is known only at run time: a `CHARACTER*(*)` dummy array.
    fn runtime_unit_view(
        &mut self,
        base: ValueId,
        elem: Scalar,
        dims: &[(i64, i64)],
        unit: ValueId,
    ) -> ValueId {
        let mut operands = vec![base];
        for (lo, _) in dims {
            operands.push(self.b().const_i64(*lo));
        }
        let mut extent = 1i64;
        for (lo, hi) in dims {
            let k = self.b().const_i64(extent);
            operands.push(self.b().binary(OpKind::MulI, unit, k));
            extent = extent.saturating_mul(hi - lo + 1);
        }
        self.b().op1(
            OpKind::View,
            &operands,
            Type::view(elem, dims.len()),
            Attrs::new(),
        )
    }

    /// `mem.view(base, lows..., strides...)` of run-time bounds and strides (in elements).
    pub(super) fn view_of(
        &mut self,
        base: ValueId,
        elem: Scalar,
        lows: &[ValueId],
        strides: &[ValueId],
    ) -> ValueId {
        let mut operands = vec![base];
        operands.extend(lows);
        operands.extend(strides);
        self.b().op1(
            OpKind::View,
            &operands,
            Type::view(elem, lows.len()),
            Attrs::new(),
        )
    }

    /// A view whose first stride is `unit` elements.
    fn scaled_view(
        &mut self,
        base: ValueId,
        elem: Scalar,
        dims: &[(i64, i64)],
        unit: i64,
    ) -> ValueId {
        let mut operands = vec![base];
        for (lo, _) in dims {
            operands.push(self.b().const_i64(*lo));
        }
        let mut stride = unit;
        for (lo, hi) in dims {
            operands.push(self.b().const_i64(stride));
            stride = stride.saturating_mul(hi - lo + 1);
        }
        self.b().op1(
            OpKind::View,
            &operands,
            Type::view(elem, dims.len()),
            Attrs::new(),
        )
    }

    /// A distributed array of a host that its internal procedures use: made on entry as any
    /// local one, its handle stored in the global they read (the previous value, a
    /// recursive call's caller's, kept to be restored at the exit).
    fn create_host_distributed(&mut self, id: SymId, slot: &CommonSlot) {
        let at = self.b().global_addr(&common_linker_name(&slot.block));
        let previous = self.b().load(at, Type::Ptr);
        self.create_distributed(id);
        if let Some(h) = self.handles.get(&id).copied() {
            self.b().store(h, at);
            self.host_handles.push((at, previous));
        }
    }

    /// A distributed array in COMMON: the block holds its handle, and the first unit to run
    /// that declares it creates it (each such unit declares the same distribution).
    fn create_shared_distributed(&mut self, id: SymId, block: &str, offset: u64) {
        let base = self.b().global_addr(&common_linker_name(block));
        let offset = self.b().const_i64(offset as i64);
        let at = self.b().offset(base, offset);
        let h0 = self.b().load(at, Type::I64);
        let zero = self.b().const_i64(0);
        let missing = self.b().cmpi("eq", h0, zero);
        let create = self.func.new_block(&[]);
        let join = self.func.new_block(&[]);
        self.b().cond_br(missing, create, join);
        self.func.append_block(self.region, create);
        self.cur = create;
        self.create_distributed(id);
        if let Some(h) = self.handles.get(&id).copied() {
            self.b().store(h, at);
        }
        self.b().br(join);
        self.func.append_block(self.region, join);
        self.cur = join;
        let h = self.b().load(at, Type::Ptr);
        self.handles.insert(id, h);
    }

    pub(super) fn create_distributed(&mut self, id: SymId) {
        let SymbolKind::Array(info) = &self.unit.symbol(id).kind else {
            return;
        };
        if info.dist.is_none() || info.allocatable {
            // An allocatable array is created by its ALLOCATE.
            return;
        }
        let dims = info.dims.clone();
        let adjustable = info.adjustable.clone();
        let mut bounds = Vec::with_capacity(2 * dims.len());
        match adjustable {
            // An automatic array (`Z(N + 2)` sized by a dummy): its bounds evaluated on entry.
            Some(adjustable) => {
                for (lo, hi) in &adjustable {
                    let Some(hi) = hi else {
                        self.internal(format!(
                            "no upper bound for the distributed array '{}'",
                            self.unit.symbol(id).name
                        ));
                        return;
                    };
                    let lo = self.index_expr(lo);
                    let hi = self.index_expr(hi);
                    bounds.push(lo);
                    bounds.push(hi);
                }
            }
            None => {
                for (lo, hi) in dims {
                    bounds.push(self.b().const_i64(lo));
                    bounds.push(self.b().const_i64(hi));
                }
            }
        }
        let h = self.array_create(id, &bounds);
        self.handles.insert(id, h);
        self.map_array(id, h);
    }

    /// `dvm.array_create` of a distributed array (or template) with the bounds `bounds`
    /// (`lo_1, hi_1, ...`): unmapped, as its declaration describes it.
    pub(super) fn array_create(&mut self, id: SymId, bounds: &[ValueId]) -> ValueId {
        let sym = self.unit.symbol(id);
        let (shadow, template): (Vec<i64>, bool) = match &sym.kind {
            SymbolKind::Array(ArrayInfo {
                dist: Some(dist), ..
            }) => (
                dist.shadow.iter().flat_map(|(l, h)| [*l, *h]).collect(),
                dist.template,
            ),
            _ => (Vec::new(), false),
        };
        let mut attrs: Attrs = [
            ("name", Attr::Str(sym.name.to_ascii_uppercase())),
            ("elem", Attr::Type(Type::Scalar(sym.ty.mem_scalar()))),
            ("shadow", Attr::ints(shadow)),
        ]
        .into_iter()
        .collect();
        if sym.ty.is_logical() {
            attrs.set("logical", Attr::Bool(true));
        }
        match sym.ty {
            Ty::Complex(_) => attrs.set("complex", Attr::Bool(true)),
            // A structure is opaque bytes to the runtime (shadow edges, remote reads and
            // redistribution copy elements whole), as a CHARACTER element is.
            Ty::Char | Ty::Derived(_) => {
                attrs.set("char_len", Attr::Int(sym.element_units().max(1) as i64))
            }
            _ => {}
        }
        if template {
            attrs.set("template", Attr::Bool(true));
        }
        self.b().op1(OpKind::ArrayCreate, bounds, Type::Ptr, attrs)
    }

    /// The attributes of a `mem.view_load` of the runtime's descriptor of `id`'s elements:
    /// a COMPLEX or CHARACTER(len=n) element is several values of the view's type.
    pub(super) fn view_load_attrs(&self, id: SymId) -> Attrs {
        let units = self.unit.symbol(id).element_units();
        if units > 1 {
            [("unit", Attr::Int(units as i64))].into_iter().collect()
        } else {
            Attrs::new()
        }
    }

    /// Maps the new array `h` of `id` as its DISTRIBUTE or ALIGN says (a deferred DISTRIBUTE:
    /// by the first REDISTRIBUTE).
    pub(super) fn map_array(&mut self, id: SymId, h: ValueId) {
        let sym = self.unit.symbol(id);
        let SymbolKind::Array(ArrayInfo {
            dist: Some(dist), ..
        }) = &sym.kind
        else {
            return;
        };
        match &dist.mapping {
            // A deferred DISTRIBUTE: mapped by the first REDISTRIBUTE.
            Mapping::Distribute(_) if dist.deferred => {}
            Mapping::Distribute(blocks) => {
                let formats = if dist.formats.len() == blocks.len() {
                    dist.formats.clone()
                } else {
                    blocks
                        .iter()
                        .map(|&b| {
                            if b {
                                DistFormat::Block
                            } else {
                                DistFormat::Star
                            }
                        })
                        .collect()
                };
                let parameters = formats
                    .iter()
                    .any(|f| !matches!(f, DistFormat::Block | DistFormat::Star));
                if let (true, Some(span)) = (parameters, dist.directive) {
                    // Their parameters are checked at run time: errors name this line.
                    let line = self.line(span);
                    self.set_line(line, span);
                }
                let onto = dist.onto.clone();
                self.distribute(h, &formats, onto.as_deref());
            }
            Mapping::Align { base, rules } => {
                let values = dist.align_values.clone();
                // Rules known at run time are the ALIGN's own, with the base it names.
                let (base, rules) = match &dist.align_base {
                    Some(direct) => (direct.0, direct.1.clone()),
                    None => (*base, rules.clone()),
                };
                match self.handle(base) {
                    Some(bh) => {
                        let mut operands = vec![h, bh];
                        if !values.is_empty() || self.inherit_shifts.contains_key(&base) {
                            let mut run_time = self.run_time_rules(&rules, &values);
                            // An INHERIT dummy base: its indices in its actual's.
                            for (k, rule) in rules.iter().enumerate() {
                                if !matches!(rule, AxisRule::Replicated) {
                                    let b = run_time[3 * k + 2];
                                    run_time[3 * k + 2] = self.dist_index(base, k, b);
                                }
                            }
                            operands.extend(run_time);
                        }
                        self.b().op0(
                            OpKind::Align,
                            &operands,
                            [("rules", rules_attr(&rules))].into_iter().collect(),
                        );
                    }
                    None => self.internal(format!(
                        "'{}' is aligned with an array not created yet",
                        sym.name
                    )),
                }
            }
        }
    }

    /// `axis, a, b` of each rule of an ALIGN whose rules use variables, evaluated now (the
    /// values `dvm.align` takes in place of its attribute's).
    fn run_time_rules(
        &mut self,
        rules: &[AxisRule],
        values: &[Option<(Expr, Expr)>],
    ) -> Vec<ValueId> {
        let mut out = Vec::with_capacity(3 * rules.len());
        let none = std::iter::repeat(&None);
        for (rule, value) in rules.iter().zip(values.iter().chain(none)) {
            let (axis, a, b) = match *rule {
                AxisRule::Linear { axis, a, b } => (axis as i64, a, b),
                AxisRule::Replicated => (-1, 0, 0),
                AxisRule::Constant(c) => (-2, 0, c),
            };
            out.push(self.b().const_i64(axis));
            match value {
                Some((a, b)) => {
                    let a = self.index_expr(a);
                    let b = self.index_expr(b);
                    out.extend([a, b]);
                }
                None => {
                    let a = self.b().const_i64(a);
                    let b = self.b().const_i64(b);
                    out.extend([a, b]);
                }
            }
        }
        out
    }

    /// The unit's PROCESSORS arrangements (`dvm.processors`), before its first distribution.
    pub(super) fn processors(&mut self) {
        for p in &self.unit.processors {
            let dims: Vec<ValueId> = p.dims.iter().map(|e| self.index_expr(e)).collect();
            let line = self.line(p.span);
            self.set_line(line, p.span);
            self.b().op0(
                OpKind::Processors,
                &dims,
                [("name", Attr::Str(p.name.clone()))].into_iter().collect(),
            );
        }
    }

    /// `dvm.distribute` of the handle `h`: GEN_BLOCK sizes and WGT_BLOCK weights are read
    /// from their arrays here, element by element, as the distribution takes effect.
    fn distribute(&mut self, h: ValueId, formats: &[DistFormat], onto: Option<&Onto>) {
        if let Some(onto) = onto {
            self.onto(h, onto);
        }
        self.distribution_op(OpKind::Distribute, h, formats, Attrs::new());
    }

    /// `dvm.onto` of `h`: the PROCESSORS arrangement its next (re)distribution uses and the
    /// section of it, as 0-based coordinates (the section's bounds are 1-based).
    fn onto(&mut self, h: ValueId, onto: &Onto) {
        // An arrangement of a module: its initialisation sets it up (once).
        if let Some(init) = &onto.init {
            if !self.module.functions.iter().any(|f| &f.name == init) {
                self.module.declare_extern(init, &[], &[]);
            }
            self.b().call(init, &[], &[]);
        }
        let mut operands = vec![h];
        let one = self.b().const_i64(1);
        for (lo, hi) in onto.section.iter().flatten() {
            for e in [lo, hi] {
                let v = self.index_expr(e);
                operands.push(self.b().binary(OpKind::SubI, v, one));
            }
        }
        self.b().op0(
            OpKind::Onto,
            &operands,
            [("processors", Attr::Str(onto.processors.clone()))]
                .into_iter()
                .collect(),
        );
    }

    /// REDISTRIBUTE or REALIGN of one array (`dvm.redistribute`, `dvm.realign`).
    pub(super) fn remap(&mut self, remap: &Remap, span: Span) {
        let line = self.line(span);
        self.set_line(line, span);
        let handle = |this: &mut Self, id: SymId| {
            let h = this.handle(id);
            if h.is_none() {
                this.internal(format!(
                    "no handle for the remapped array '{}'",
                    this.unit.symbol(id).name
                ));
            }
            h
        };
        let fresh = |new_value: bool| -> Attrs {
            let mut attrs = Attrs::new();
            if new_value {
                attrs.set("new_value", Attr::Bool(true));
            }
            attrs
        };
        match remap {
            Remap::Redistribute {
                array,
                formats,
                new_value,
                onto,
            } => {
                if let Some(h) = handle(self, *array) {
                    if let Some(onto) = onto {
                        self.onto(h, onto);
                    }
                    self.distribution_op(OpKind::Redistribute, h, formats, fresh(*new_value));
                }
            }
            Remap::Realign {
                array,
                base,
                rules,
                values,
                new_value,
            } => {
                if let (Some(h), Some(bh)) = (handle(self, *array), handle(self, *base)) {
                    let mut attrs = fresh(*new_value);
                    attrs.set("rules", rules_attr(rules));
                    let mut operands = vec![h, bh];
                    if !values.is_empty() {
                        operands.extend(self.run_time_rules(rules, values));
                    }
                    self.b().op0(OpKind::Realign, &operands, attrs);
                }
            }
        }
    }

    /// `dvm.distribute` or `dvm.redistribute` (`kind`) of `h` by `formats`, with `attrs`.
    fn distribution_op(
        &mut self,
        kind: OpKind,
        h: ValueId,
        formats: &[DistFormat],
        mut attrs: Attrs,
    ) {
        let mut operands = vec![h];
        let mut names = Vec::with_capacity(formats.len());
        let mut counts = Vec::with_capacity(formats.len());
        for f in formats {
            let (name, count) = match *f {
                DistFormat::Star => ("star", 0),
                DistFormat::Block => ("block", 0),
                DistFormat::GenBlock(sizes) => match self.format_in_memory(sizes) {
                    Some(triple) => {
                        operands.extend(triple);
                        ("gen_block", -1)
                    }
                    None => {
                        let values = self.format_values(sizes, Type::I64);
                        let n = values.len() as i64;
                        operands.extend(values);
                        ("gen_block", n)
                    }
                },
                DistFormat::WgtBlock(weights, blocks) => {
                    operands.push(self.b().const_i64(blocks));
                    match self.format_in_memory(weights) {
                        Some(triple) => {
                            operands.extend(triple);
                            ("wgt_block", -1)
                        }
                        None => {
                            let values = self.format_values(weights, Type::F64);
                            let n = values.len() as i64;
                            operands.extend(values);
                            ("wgt_block", n)
                        }
                    }
                }
                DistFormat::MultBlock(m) => {
                    operands.push(self.b().const_i64(m));
                    ("mult_block", 0)
                }
            };
            names.push(Attr::ident(name));
            counts.push(count);
        }
        attrs.set("formats", Attr::Array(names));
        if operands.len() > 1 {
            attrs.set("counts", Attr::ints(counts));
        }
        self.b().op0(kind, &operands, attrs);
    }

    /// A format parameter array whose size is known only at run time (ALLOCATABLE or
    /// adjustable), which the runtime reads in place: its address, element count and element
    /// kind (`dvmh_distribute_ex`'s count -1). `None` for an array of constant bounds.
    fn format_in_memory(&mut self, id: SymId) -> Option<Vec<ValueId>> {
        let sym = self.unit.symbol(id);
        let SymbolKind::Array(info) = &sym.kind else {
            return None;
        };
        if !info.allocatable && info.adjustable.is_none() {
            return None;
        }
        let kind = match sym.ty {
            Ty::Int(k) => i64::from(k),
            Ty::Real(k) => -i64::from(k),
            _ => 0,
        };
        let allocatable = info.allocatable;
        let (base, count) = if allocatable {
            (self.allocatable_base(id), self.allocatable_count(id))
        } else {
            (
                self.bases.get(&id).copied(),
                self.element_counts.get(&id).copied(),
            )
        };
        let (Some(base), Some(count)) = (base, count) else {
            let name = self.unit.symbol(id).name.clone();
            self.internal(format!(
                "the format parameter array '{name}' has no storage"
            ));
            return None;
        };
        let addr = self
            .b()
            .op1(OpKind::PtrToInt, &[base], Type::I64, Attrs::new());
        let kind = self.b().const_i64(kind);
        Some(vec![addr, count, kind])
    }

    /// Every element of the one-dimensional array `id`, converted to `ty`.
    fn format_values(&mut self, id: SymId, ty: Type) -> Vec<ValueId> {
        let sym = self.unit.symbol(id);
        let SymbolKind::Array(info) = &sym.kind else {
            return Vec::new();
        };
        let view = match (self.views.get(&id), &sym.common) {
            (Some(&view), _) => view,
            // A module's array, read by the module's initialisation function.
            (None, Some(slot)) => {
                let block = self.b().global_addr(&common_linker_name(&slot.block));
                let offset = self.b().const_i64(slot.offset as i64);
                let mut at = self.b().offset(block, offset);
                if slot.indirect {
                    at = self.b().load(at, Type::Ptr);
                }
                self.symbol_view(at, sym, &info.dims)
            }
            (None, None) => {
                self.internal(format!(
                    "the format parameter array '{}' has no storage",
                    sym.name
                ));
                return Vec::new();
            }
        };
        let (lo, hi) = info.dims[0];
        let elem = Type::Scalar(sym.ty.mem_scalar());
        (lo..=hi)
            .map(|i| {
                let i = self.b().const_i64(i);
                let at = self.b().elem_ptr(view, &[i]);
                let v = self.b().load(at, elem);
                self.b().convert(v, ty)
            })
            .collect()
    }

    /// Memory value → register value (LOGICAL: its k-byte integer → `i1`).
    pub(super) fn register_value(&mut self, v: ValueId, ty: Ty) -> ValueId {
        if ty.is_logical() {
            self.b().convert(v, Type::I1)
        } else {
            v
        }
    }

    /// Register value → memory value (LOGICAL(k): `i1` → a k-byte 0/1).
    pub(super) fn memory_value(&mut self, v: ValueId, ty: Ty) -> ValueId {
        if ty.is_logical() {
            self.b().convert(v, Type::Scalar(ty.mem_scalar()))
        } else {
            v
        }
    }

    pub(super) fn indices(&mut self, subs: &[Expr]) -> Vec<ValueId> {
        subs.iter().map(|s| self.index_expr(s)).collect()
    }

    /// The address of an element of a non-distributed array, or of a distributed one inside
    /// a parallel loop; `None` for a distributed element outside (the runtime checks those).
    /// In a checked build (`-fcheck=bounds`) every subscript is checked against the declared
    /// bounds first, and an element of a distributed array must be stored on this process.
    pub(super) fn element_address(&mut self, id: SymId, idx: &[ValueId]) -> Option<ValueId> {
        self.checked_element_address(id, idx, false)
    }

    /// [`element_address`](Self::element_address); `write`: the element is stored to, which
    /// the check records (the loop leaves its shadow copies stale on the other processes).
    fn checked_element_address(
        &mut self,
        id: SymId,
        idx: &[ValueId],
        write: bool,
    ) -> Option<ValueId> {
        let view = match self.dist_views.get(&id).or_else(|| self.views.get(&id)) {
            Some(&v) => v,
            None => self.allocatable_view(id)?,
        };
        if self.check_bounds {
            self.check_subscripts(id, idx);
        }
        let idx = &self.dist_indices(id, idx);
        if self.check_bounds && self.dist_views.contains_key(&id) {
            if let Some(h) = self.handle(id) {
                let mut operands = vec![h];
                operands.extend_from_slice(idx);
                let name = self.unit.symbol(id).name.to_ascii_uppercase();
                let mut attrs: Attrs = [("array", Attr::Str(name))].into_iter().collect();
                if write {
                    attrs.set("write", Attr::Bool(true));
                }
                self.b().op0(OpKind::CheckStored, &operands, attrs);
            }
        }
        Some(self.b().elem_ptr(view, idx))
    }

    /// The address of the bytes of element `idx` of `id` (a COMPLEX or CHARACTER one, which is
    /// not one scalar): in its storage, or, for a distributed array outside parallel loops, a
    /// stack copy of the owner's value (`dvm.read_elem_to`, collective). With `write` the copy
    /// goes back to the processes that store the element at
    /// [`flush_element_copies`](Self::flush_element_copies), after the statement's store.
    pub(super) fn element_bytes_address(
        &mut self,
        id: SymId,
        idx: &[ValueId],
        write: bool,
    ) -> Option<ValueId> {
        if let Some(p) = self.checked_element_address(id, idx, write) {
            return Some(p);
        }
        let h = self.handle(id)?;
        let sym = self.unit.symbol(id);
        let copy = self.buffer(sym.ty.mem_scalar(), sym.element_units() as i64);
        if self.check_bounds {
            self.check_subscripts(id, idx);
        }
        let mut ops = vec![h, copy];
        ops.extend_from_slice(idx);
        self.b().op0(OpKind::ReadElemTo, &ops, Attrs::new());
        if write {
            self.element_copies.push((copy, id, idx.to_vec()));
        }
        Some(copy)
    }

    /// [`element_bytes_address`](Self::element_bytes_address) of the element `subs` of `id`,
    /// read from the REMOTE_ACCESS buffer that covers it when there is one.
    pub(super) fn element_bytes_at(
        &mut self,
        id: SymId,
        subs: &[Expr],
        write: bool,
    ) -> Option<ValueId> {
        let remote = if write {
            None
        } else {
            self.remote_view(id, subs)
        };
        let idx = self.indices(subs);
        match remote {
            Some(view) => {
                if self.check_bounds {
                    self.check_subscripts(id, &idx);
                }
                Some(self.b().elem_ptr(view, &idx))
            }
            None => self.element_bytes_address(id, &idx, write),
        }
    }

    /// Writes the element copies a statement stored into back to the distributed arrays.
    pub(super) fn flush_element_copies(&mut self) {
        for (copy, id, idx) in std::mem::take(&mut self.element_copies) {
            if let Some(h) = self.handle(id) {
                let mut ops = vec![copy, h];
                ops.extend(idx);
                self.b().op0(OpKind::WriteElemFrom, &ops, Attrs::new());
            }
        }
    }

    /// `mem.check_index` of each subscript against the declared bounds.
    fn check_subscripts(&mut self, id: SymId, idx: &[ValueId]) {
        let sym = self.unit.symbol(id);
        let SymbolKind::Array(info) = &sym.kind else {
            return;
        };
        let name = sym.name.to_ascii_uppercase();
        let info = info.clone();
        for (k, (&i, &(lo, hi))) in idx.iter().zip(&info.dims).enumerate() {
            // Bounds known on entry (adjustable dummies, automatic and allocatable arrays):
            // evaluated here; an assumed size has no upper bound to check.
            let (lo, hi) = match info.adjustable.as_ref().and_then(|b| b.get(k)) {
                Some((l, h)) => {
                    let lo = self.index_expr(l);
                    let hi = match h {
                        Some(h) => self.index_expr(h),
                        None => self.b().const_i64(i64::MAX),
                    };
                    (lo, hi)
                }
                None => (self.b().const_i64(lo), self.b().const_i64(hi)),
            };
            let attrs: Attrs = [
                ("array", Attr::Str(name.clone())),
                ("dim", Attr::Int(k as i64 + 1)),
            ]
            .into_iter()
            .collect();
            self.b().op0(OpKind::CheckIndex, &[i, lo, hi], attrs);
        }
    }

    pub(super) fn load_scalar(&mut self, id: SymId) -> ValueId {
        let ty = self.unit.symbol(id).ty;
        let Some(slot) = self.slot(id) else {
            self.internal(format!("no slot for '{}'", self.unit.symbol(id).name));
            return self.b().const_int(Type::Scalar(ty.scalar()), 0);
        };
        let v = self.b().load(slot, Type::Scalar(ty.mem_scalar()));
        self.register_value(v, ty)
    }

    pub(super) fn load_element(&mut self, id: SymId, subs: &[Expr]) -> ValueId {
        let ty = self.unit.symbol(id).ty;
        let remote = self.remote_view(id, subs);
        let idx = self.indices(subs);
        let mem = Type::Scalar(ty.mem_scalar());
        if let Some(view) = remote {
            if self.check_bounds {
                self.check_subscripts(id, &idx);
            }
            let idx = self.dist_indices(id, &idx);
            let p = self.b().elem_ptr(view, &idx);
            let v = self.b().load(p, mem);
            return self.register_value(v, ty);
        }
        let v = match self.element_address(id, &idx) {
            Some(p) => self.b().load(p, mem),
            None => match self.handle(id) {
                Some(h) => {
                    let mut ops = vec![h];
                    ops.extend(self.dist_indices(id, &idx));
                    self.b().op1(OpKind::ReadElem, &ops, mem, Attrs::new())
                }
                None => {
                    self.internal(format!("no storage for '{}'", self.unit.symbol(id).name));
                    return self.b().const_int(Type::Scalar(ty.scalar()), 0);
                }
            },
        };
        self.register_value(v, ty)
    }

    /// Stores a register value (already of the place's type) into a place.
    pub(super) fn store_place(&mut self, place: &Place, value: ValueId) {
        match place {
            Place::Scalar(id) => self.store_scalar(*id, value),
            Place::Elem(id, subs, _) => {
                let ty = self.unit.symbol(*id).ty;
                let idx = self.indices(subs);
                let v = self.memory_value(value, ty);
                match self.checked_element_address(*id, &idx, true) {
                    Some(p) => self.b().store(v, p),
                    None => match self.handle(*id) {
                        Some(h) => {
                            let mut ops = vec![v, h];
                            ops.extend(self.dist_indices(*id, &idx));
                            self.b().op0(OpKind::WriteElem, &ops, Attrs::new());
                        }
                        None => self
                            .internal(format!("no storage for '{}'", self.unit.symbol(*id).name)),
                    },
                }
            }
            Place::Substring(..) => self.internal("a substring stored as a number"),
            Place::Field(f) => self.store_field(f, value),
        }
    }

    pub(super) fn store_scalar(&mut self, id: SymId, value: ValueId) {
        let ty = self.unit.symbol(id).ty;
        let v = self.memory_value(value, ty);
        match self.slot(id) {
            Some(slot) => self.b().store(v, slot),
            None => self.internal(format!("no slot for '{}'", self.unit.symbol(id).name)),
        }
    }
}

/// Whether a distributed array's slot is a host's global for its internal procedures (made
/// and freed by the host, not by the first unit that runs as for COMMON).
pub(super) fn is_host_slot(slot: &CommonSlot) -> bool {
    slot.block.starts_with("__host.")
}

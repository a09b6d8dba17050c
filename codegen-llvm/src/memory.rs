//! `mem` ops: stack slots, global addresses, array views, element addresses, loads and stores.
//!
//! Element addresses are computed the way LLVM's loop analyses read best: the offset
//! `sum((i_k - lo_k) * stride_k)` in `i64` (indices sign-extended), then one `getelementptr
//! inbounds` on the element type from the view's base. Views are SSA structs, so a view read once
//! from a descriptor is reused by every access, and its fields are loop-invariant for LICM.
//!
//! Loads and stores carry alias-scope metadata from [`crate::alias`]: one scope per memory class
//! of the function, each access `!alias.scope` its class and `!noalias` every class that cannot
//! overlap it.

use std::collections::{BTreeSet, HashMap};

use dvmh_ir::{OpId, OpKind, Scalar, Type};
use inkwell::context::Context;
use inkwell::types::{BasicType, BasicTypeEnum};
use inkwell::values::{BasicValue, BasicValueEnum, InstructionValue, IntValue, MetadataValue};

use crate::alias::MemoryClass;
use crate::error::CodegenError;
use crate::function::FunctionLowering;
use crate::llvm_types::{array_align, natural_align, VIEW_BASE, VIEW_LO, VIEW_STRIDE};

/// The function attribute that says the descriptors it loads may have any stride in their
/// first dimension (set by `-autoTfm` on hyperplane device handlers).
const STRIDED_VIEWS: &str = "strided_views";
use crate::metadata::{alias_domain, alias_scope, scope_list};

/// The `!alias.scope` and `!noalias` lists of each memory class of one function.
pub(crate) struct ScopeMetadata<'ctx> {
    lists: HashMap<MemoryClass, (MetadataValue<'ctx>, MetadataValue<'ctx>)>,
    /// Classes whose loads are `!invariant.load` (see [`ScopeMetadata::new`]).
    invariant: BTreeSet<MemoryClass>,
}

impl<'ctx> ScopeMetadata<'ctx> {
    pub(crate) fn none() -> Self {
        ScopeMetadata {
            lists: HashMap::new(),
            invariant: BTreeSet::new(),
        }
    }

    /// Scopes for the classes the function's accesses use; none unless at least two classes
    /// could be told apart (one class alone says nothing). In a device handler (`device`:
    /// `func` runs as a GPU kernel's body), the loads of the arrays and descriptors that no
    /// store of the function may write are also `!invariant.load`: nothing writes them while
    /// the kernel runs (a distributed array the loop only reads; descriptors, which compiled
    /// code never writes), so the NVPTX back end reads them through the read-only data path
    /// (`ld.global.nc`) and may move them above stores to other arrays.
    pub(crate) fn new(
        ctx: &'ctx Context,
        func: &dvmh_ir::Function,
        device: bool,
        accesses: &HashMap<OpId, MemoryClass>,
    ) -> Self {
        let invariant = if device {
            invariant_classes(func, accesses)
        } else {
            BTreeSet::new()
        };
        let func_name = &func.name;
        let classes: BTreeSet<MemoryClass> = accesses.values().cloned().collect();
        if classes.len() < 2 {
            return ScopeMetadata {
                lists: HashMap::new(),
                invariant,
            };
        }
        let domain = alias_domain(ctx, &format!("dvmh.{func_name}"));
        let scopes: Vec<(MemoryClass, _)> = classes
            .iter()
            .map(|c| (c.clone(), alias_scope(ctx, domain, &c.scope_name())))
            .collect();
        let lists = scopes
            .iter()
            .map(|(class, scope)| {
                let disjoint: Vec<_> = scopes
                    .iter()
                    .filter(|(other, _)| other != class && !class.may_overlap(other))
                    .map(|(_, s)| *s)
                    .collect();
                (
                    class.clone(),
                    (scope_list(ctx, &[*scope]), scope_list(ctx, &disjoint)),
                )
            })
            .collect();
        ScopeMetadata { lists, invariant }
    }

    fn attach(
        &self,
        ctx: &Context,
        inst: InstructionValue<'ctx>,
        class: &MemoryClass,
    ) -> Result<(), CodegenError> {
        if inst.get_opcode() == inkwell::values::InstructionOpcode::Load
            && self.invariant.contains(class)
        {
            inst.set_metadata(ctx.metadata_node(&[]), ctx.get_kind_id("invariant.load"))
                .map_err(|e| CodegenError::Llvm(format!("cannot attach invariant.load: {e}")))?;
        }
        if let Some((scope, noalias)) = self.lists.get(class) {
            inst.set_metadata(*scope, ctx.get_kind_id("alias.scope"))
                .and_then(|()| inst.set_metadata(*noalias, ctx.get_kind_id("noalias")))
                .map_err(|e| CodegenError::Llvm(format!("cannot attach alias metadata: {e}")))?;
        }
        Ok(())
    }
}

/// The array and descriptor classes of `func` that no store may write: every store has a
/// class (one without could write anything), none of them is the class, and nothing else
/// writes memory (a device handler calls nothing: `OpKind::runs_on_device`).
fn invariant_classes(
    func: &dvmh_ir::Function,
    accesses: &HashMap<OpId, MemoryClass>,
) -> BTreeSet<MemoryClass> {
    let mut written = BTreeSet::new();
    for op in func.walk_ops() {
        match func.ops[op].kind {
            OpKind::Store => match accesses.get(&op) {
                Some(class) => {
                    written.insert(class.clone());
                }
                None => return BTreeSet::new(),
            },
            OpKind::Call | OpKind::CallIndirect | OpKind::VaStart | OpKind::VaEnd => {
                return BTreeSet::new()
            }
            _ => {}
        }
    }
    accesses
        .values()
        .filter(|c| matches!(c, MemoryClass::ArrayData(_) | MemoryClass::Descriptor))
        .filter(|c| !written.contains(*c))
        .cloned()
        .collect()
}

impl<'m, 'ctx> FunctionLowering<'m, 'ctx> {
    fn elem_type_attr(&self, op: OpId) -> Result<Type, CodegenError> {
        self.func.ops[op]
            .attrs
            .get("elem")
            .and_then(|a| a.as_type())
            .ok_or_else(|| {
                self.malformed(format!(
                    "`{}` without an `elem` type",
                    self.func.ops[op].kind
                ))
            })
    }

    fn memory_type(&self, t: Type) -> Result<BasicTypeEnum<'ctx>, CodegenError> {
        self.types()
            .memory_type(t)
            .ok_or_else(|| self.unsupported(format!("memory of type {t}")))
    }

    /// Creates the stack slot of every `mem.alloca` in the function, at the builder's position
    /// (the entry block), before anything else is translated.
    pub(crate) fn hoist_allocas(&mut self) -> Result<(), CodegenError> {
        for op in self.func.walk_ops() {
            if self.func.ops[op].kind == OpKind::AllocaDyn {
                // Where this op's stack space began the last time (null: not yet reached).
                let ptr_ty = self.cx.ctx.ptr_type(inkwell::AddressSpace::default());
                let mark = self.b.build_alloca(ptr_ty, "")?;
                self.b.build_store(mark, ptr_ty.const_null())?;
                self.slots.insert(op, mark);
                continue;
            }
            if self.func.ops[op].kind != OpKind::Alloca {
                continue;
            }
            let elem = self.elem_type_attr(op)?;
            let elem_ty = self.memory_type(elem)?;
            let count = match self.func.ops[op].attrs.get("count") {
                None => None,
                Some(a) => Some(
                    a.as_int()
                        .and_then(|n| u32::try_from(n).ok())
                        .filter(|&n| n > 0)
                        .ok_or_else(|| self.malformed(format!("`mem.alloca` count {a}")))?,
                ),
            };
            let align = natural_align(elem);
            let (slot, align) = match count {
                None => (self.b.build_alloca(elem_ty, "")?, align),
                Some(n) => {
                    let size = u64::from(n) * dvmh_ir::module::type_size(elem);
                    (
                        self.b.build_alloca(elem_ty.array_type(n), "")?,
                        array_align(align, size),
                    )
                }
            };
            if let Some(inst) = slot.as_instruction() {
                inst.set_alignment(align)
                    .map_err(|e| CodegenError::Llvm(format!("alloca alignment: {e}")))?;
            }
            self.slots.insert(op, slot);
        }
        Ok(())
    }

    pub(crate) fn lower_memory(&mut self, op: OpId) -> Result<(), CodegenError> {
        match self.func.ops[op].kind {
            OpKind::Alloca => {
                let slot = *self
                    .slots
                    .get(&op)
                    .ok_or_else(|| self.malformed("`mem.alloca` outside the function body"))?;
                self.define_result(op, slot.into())
            }
            OpKind::AllocaDyn => self.lower_alloca_dyn(op),
            OpKind::CheckIndex => self.lower_check_index(op),
            OpKind::GlobalAddr => {
                let sym = self.func.ops[op]
                    .attrs
                    .str("sym")
                    .ok_or_else(|| self.malformed("`mem.global_addr` without a `sym`"))?;
                let symbol = self.cx.symbols.get(sym).ok_or_else(|| {
                    self.malformed(format!("`mem.global_addr` of unknown symbol @{sym}"))
                })?;
                self.define_result(op, symbol.address().into())
            }
            OpKind::Offset => {
                let base = self.ptr_operand(op, 0)?;
                let bytes = self.index_to_i64(self.int_operand(op, 1)?)?;
                // SAFETY (LLVM semantics): `mem.offset` stays within the object, like C pointer
                // arithmetic on the arrays of pointers it addresses.
                let p = unsafe {
                    self.b
                        .build_in_bounds_gep(self.cx.ctx.i8_type(), base, &[bytes], "")
                }?;
                self.define_result(op, p.into())
            }
            OpKind::PtrToInt => {
                let p = self.ptr_operand(op, 0)?;
                let v = self.b.build_ptr_to_int(p, self.types().i64(), "")?;
                self.define_result(op, v.into())
            }
            OpKind::IntToPtr => {
                let x = self.int_operand(op, 0)?;
                let p = self.b.build_int_to_ptr(x, self.types().ptr(), "")?;
                self.define_result(op, p.into())
            }
            OpKind::View => self.lower_view(op),
            OpKind::ViewLoad => self.lower_view_load(op),
            OpKind::ElemPtr => self.lower_elem_ptr(op),
            OpKind::Load => self.lower_load(op),
            OpKind::Store => self.lower_store(op),
            kind => Err(self.unsupported(format!("op `{kind}`"))),
        }
    }

    fn view_shape(&self, op: OpId) -> Result<(Scalar, u8), CodegenError> {
        match self.result_type(op)? {
            Type::View { elem, rank } => Ok((elem, rank)),
            t => Err(self.malformed(format!("`{}` result of type {t}", self.func.ops[op].kind))),
        }
    }

    /// `{ptr base, [r x i64] lo, [r x i64] stride}` from its parts.
    fn build_view(
        &self,
        rank: u8,
        base: BasicValueEnum<'ctx>,
        lo: &[IntValue<'ctx>],
        stride: &[IntValue<'ctx>],
    ) -> Result<BasicValueEnum<'ctx>, CodegenError> {
        let view_ty = self
            .types()
            .view(rank)
            .ok_or_else(|| self.unsupported(format!("views of rank {rank}")))?;
        let arr_ty = self.types().i64().array_type(u32::from(rank));
        let mut lo_arr = arr_ty.get_undef();
        let mut st_arr = arr_ty.get_undef();
        for k in 0..usize::from(rank) {
            lo_arr = self
                .b
                .build_insert_value(lo_arr, lo[k], k as u32, "")?
                .into_array_value();
            st_arr = self
                .b
                .build_insert_value(st_arr, stride[k], k as u32, "")?
                .into_array_value();
        }
        let v = view_ty.get_undef();
        let v = self
            .b
            .build_insert_value(v, base, VIEW_BASE, "")?
            .into_struct_value();
        let v = self
            .b
            .build_insert_value(v, lo_arr, VIEW_LO, "")?
            .into_struct_value();
        let v = self
            .b
            .build_insert_value(v, st_arr, VIEW_STRIDE, "")?
            .into_struct_value();
        Ok(v.into())
    }

    fn lower_view(&mut self, op: OpId) -> Result<(), CodegenError> {
        let (_, rank) = self.view_shape(op)?;
        let r = usize::from(rank);
        // A trailing storage size (a dummy array's) is for the region passes only.
        if !(1 + 2 * r..=2 + 2 * r).contains(&self.func.ops[op].operands.len()) {
            return Err(self.malformed(format!(
                "`mem.view` of rank {rank} needs {} operands",
                1 + 2 * r
            )));
        }
        let base = self.ptr_operand(op, 0)?;
        let mut lo = Vec::with_capacity(r);
        let mut stride = Vec::with_capacity(r);
        for k in 0..r {
            lo.push(self.index_to_i64(self.int_operand(op, 1 + k)?)?);
            stride.push(self.index_to_i64(self.int_operand(op, 1 + r + k)?)?);
        }
        let view = self.build_view(rank, base.into(), &lo, &stride)?;
        self.define_result(op, view)
    }

    /// Reads base, lo and stride from a runtime descriptor (`dvmh_view` of `runtime/ABI.md`).
    fn lower_view_load(&mut self, op: OpId) -> Result<(), CodegenError> {
        let (_, rank) = self.view_shape(op)?;
        let desc = self.ptr_operand(op, 0)?;
        let desc_ty = self.types().descriptor();
        let i64t = self.types().i64();
        let i32t = self.types().i32();
        let ptr_ty = self.types().ptr();

        let base_addr = self.b.build_struct_gep(desc_ty, desc, VIEW_BASE, "")?;
        let base = self.b.build_load(ptr_ty, base_addr, "")?;
        self.finish_descriptor_load(op, base)?;
        let mut fields = [Vec::new(), Vec::new()];
        // A device handler under `-autoTfm` may see an array in the runtime's diagonal
        // layout, whose first dimension is not contiguous (`ir/src/passes/tfm.rs`).
        let any_stride = crate::symbols::has_flag(&self.func.attrs, STRIDED_VIEWS);
        // Values of the view's type per runtime element (COMPLEX: 2 parts; CHARACTER: bytes).
        let unit = self
            .func
            .attr(op, "unit")
            .and_then(dvmh_ir::Attr::as_int)
            .unwrap_or(1);
        let unit = u64::try_from(unit).unwrap_or(1).max(1);
        for (field, out) in [VIEW_LO, VIEW_STRIDE].into_iter().zip(fields.iter_mut()) {
            for k in 0..u64::from(rank) {
                if field == VIEW_STRIDE && k == 0 && !any_stride {
                    // The runtime stores arrays column-major and contiguous in the first
                    // dimension (ABI.md); a constant unit stride lets LLVM vectorise.
                    out.push(i64t.const_int(unit, false));
                    continue;
                }
                let indices = [
                    i32t.const_zero(),
                    i32t.const_int(u64::from(field), false),
                    i64t.const_int(k, false),
                ];
                // SAFETY: the indices address `lo[k]`/`stride[k]` inside the descriptor struct,
                // k < rank <= 7 (checked by `types().view` below for the result).
                let addr = unsafe { self.b.build_in_bounds_gep(desc_ty, desc, &indices, "") }?;
                let v = self.b.build_load(i64t, addr, "")?;
                self.finish_descriptor_load(op, v)?;
                let v = v.into_int_value();
                if field == VIEW_STRIDE && unit != 1 {
                    let scaled = self.b.build_int_mul(v, i64t.const_int(unit, false), "")?;
                    out.push(scaled);
                } else {
                    out.push(v);
                }
            }
        }
        let view = self.build_view(rank, base, &fields[0], &fields[1])?;
        self.define_result(op, view)
    }

    fn finish_descriptor_load(
        &self,
        op: OpId,
        loaded: BasicValueEnum<'ctx>,
    ) -> Result<(), CodegenError> {
        if let Some(inst) = loaded.as_instruction_value() {
            inst.set_alignment(8)
                .map_err(|e| CodegenError::Llvm(format!("load alignment: {e}")))?;
            if let Some(class) = self.access_classes.get(&op) {
                self.scopes.attach(self.cx.ctx, inst, class)?;
            }
        }
        Ok(())
    }

    fn lower_elem_ptr(&mut self, op: OpId) -> Result<(), CodegenError> {
        let Type::View { elem, rank } = self.operand_type(op, 0)? else {
            return Err(self.malformed("`mem.elem_ptr` of a non-view"));
        };
        let r = usize::from(rank);
        if self.func.ops[op].operands.len() != 1 + r {
            return Err(self.malformed(format!(
                "`mem.elem_ptr` into a rank-{rank} view needs {r} indices"
            )));
        }
        let view = self.view_operand(op, 0)?;
        let base = self
            .b
            .build_extract_value(view, VIEW_BASE, "")?
            .into_pointer_value();
        let los = self
            .b
            .build_extract_value(view, VIEW_LO, "")?
            .into_array_value();
        let strides = self
            .b
            .build_extract_value(view, VIEW_STRIDE, "")?
            .into_array_value();
        if self.cx.target == crate::TargetKind::Nvptx {
            return self.lower_device_elem_ptr(op, elem, r, base, los, strides);
        }
        let mut offset: Option<IntValue<'ctx>> = None;
        // Outermost dimension first: the sum is `((t[r-1] + t[r-2]) + ...) + t[0]`, so that
        // LLVM's GEP splitting puts the terms of the inner dimensions, often constants
        // (`d(1,2,i,j)`), last. Then the address of a block (`d(:,:,i,j)`) is computed once
        // and each element is a constant displacement from it, instead of one loop-invariant
        // base pointer per element that LICM hoists and the register allocator spills.
        for k in (0..r).rev() {
            let index = self.index_to_i64(self.int_operand(op, 1 + k)?)?;
            let lo = self
                .b
                .build_extract_value(los, k as u32, "")?
                .into_int_value();
            let stride = self
                .b
                .build_extract_value(strides, k as u32, "")?
                .into_int_value();
            // An element's offset is within its array, so none of these overflow.
            let rel = self.b.build_int_nsw_sub(index, lo, "")?;
            let term = self.b.build_int_nsw_mul(rel, stride, "")?;
            offset = Some(match offset {
                None => term,
                Some(acc) => self.b.build_int_nsw_add(acc, term, "")?,
            });
        }
        let offset = offset.unwrap_or_else(|| self.types().i64().const_zero());
        let elem_ty = self.memory_type(Type::Scalar(elem))?;
        // SAFETY (LLVM semantics, not memory safety): `inbounds` holds because the contract of
        // `mem.elem_ptr` is the address of an element of the viewed array. (GPU kernels take
        // `lower_device_elem_ptr`.)
        let ptr = unsafe { self.b.build_in_bounds_gep(elem_ty, base, &[offset], "") }?;
        self.define_result(op, ptr.into())
    }

    /// `mem.elem_ptr` in a GPU kernel: the offset as `sum(i_k * stride_k) - origin`, where
    /// the view's `origin = sum(lo_k * stride_k)` is loop-invariant (LICM hoists it out of the
    /// kernel's grid-stride loop), instead of `sum((i_k - lo_k) * stride_k)`: one 64-bit
    /// subtraction per dimension and access less (two instructions each on a GPU), and the
    /// lower bounds need not stay in registers. The terms may wrap where the element's
    /// offset does not (an index far from zero), so they carry no `nsw`: the sum wraps back.
    fn lower_device_elem_ptr(
        &mut self,
        op: OpId,
        elem: Scalar,
        r: usize,
        base: inkwell::values::PointerValue<'ctx>,
        los: inkwell::values::ArrayValue<'ctx>,
        strides: inkwell::values::ArrayValue<'ctx>,
    ) -> Result<(), CodegenError> {
        let field = |b: &inkwell::builder::Builder<'ctx>,
                     of: inkwell::values::ArrayValue<'ctx>,
                     k: usize|
         -> Result<IntValue<'ctx>, CodegenError> {
            Ok(b.build_extract_value(of, k as u32, "")?.into_int_value())
        };
        let mut origin = self.types().i64().const_zero();
        for k in 0..r {
            let corner =
                self.b
                    .build_int_mul(field(&self.b, los, k)?, field(&self.b, strides, k)?, "")?;
            origin = self.b.build_int_add(origin, corner, "")?;
        }
        // Outermost dimension first, as in `lower_elem_ptr`, the origin with it.
        let mut offset = self.b.build_int_neg(origin, "")?;
        for k in (0..r).rev() {
            let index = self.index_to_i64(self.int_operand(op, 1 + k)?)?;
            let term = self
                .b
                .build_int_mul(index, field(&self.b, strides, k)?, "")?;
            offset = self.b.build_int_add(offset, term, "")?;
        }
        let elem_ty = self.memory_type(Type::Scalar(elem))?;
        let ptr = if self.views_global_memory(op) {
            let global = self.cx.ctx.ptr_type(inkwell::AddressSpace::from(1u16));
            let base = self.b.build_address_space_cast(base, global, "")?;
            // SAFETY (LLVM semantics): the address of an element of the viewed array.
            let ptr = unsafe { self.b.build_in_bounds_gep(elem_ty, base, &[offset], "") }?;
            self.b
                .build_address_space_cast(ptr, self.types().ptr(), "")?
        } else {
            // SAFETY: as in the other branch.
            unsafe { self.b.build_in_bounds_gep(elem_ty, base, &[offset], "") }?
        };
        self.define_result(op, ptr.into())
    }

    /// Does the view of `mem.elem_ptr` `op` come from a runtime descriptor (a distributed
    /// array, whose device copy is in global memory)? Then the element's address is computed
    /// in the global address space, and LLVM's address-space inference makes the accesses
    /// `ld.global`/`st.global` instead of generic ones.
    fn views_global_memory(&self, op: OpId) -> bool {
        let view = self.func.ops[op].operands[0];
        self.func
            .defining_op(view)
            .is_some_and(|d| self.func.ops[d].kind == OpKind::ViewLoad)
    }

    /// `mem.alloca_dyn`: releases the stack space this op took when it was last reached
    /// (`llvm.stackrestore` to the mark it saved then; to the current stack pointer, a no-op,
    /// the first time), saves the mark again and allocates.
    fn lower_alloca_dyn(&mut self, op: OpId) -> Result<(), CodegenError> {
        let mark = *self
            .slots
            .get(&op)
            .ok_or_else(|| self.malformed("`mem.alloca_dyn` outside the function body"))?;
        let elem = self.elem_type_attr(op)?;
        let elem_ty = self.memory_type(elem)?;
        let count = self.index_to_i64(self.int_operand(op, 0)?)?;
        let ptr_ty = self.cx.ctx.ptr_type(inkwell::AddressSpace::default());
        let save = self.intrinsic("llvm.stacksave", ptr_ty.into())?;
        let restore = self.intrinsic("llvm.stackrestore", ptr_ty.into())?;
        let now = self
            .b
            .build_call(save, &[], "")?
            .try_as_basic_value()
            .basic()
            .ok_or_else(|| CodegenError::Llvm("llvm.stacksave has no result".into()))?
            .into_pointer_value();
        let last = self.b.build_load(ptr_ty, mark, "")?.into_pointer_value();
        let first = self.b.build_is_null(last, "")?;
        let to = self.b.build_select(first, now, last, "")?;
        self.b.build_call(restore, &[to.into()], "")?;
        self.b.build_store(mark, to)?;
        // What the other ops allocated below the mark (after this one, the last time) is
        // released now: their marks are forgotten, so that they start from the stack pointer
        // of the next time they are reached, below this op's new space, which may be larger
        // (`double a[n][m], t[m][n];` in a loop with a growing `n`).
        let to = to.into_pointer_value();
        let others: Vec<_> = self
            .func
            .walk_ops()
            .into_iter()
            .filter(|&o| o != op && self.func.ops[o].kind == OpKind::AllocaDyn)
            .filter_map(|o| self.slots.get(&o).copied())
            .collect();
        for other in others {
            let m = self.b.build_load(ptr_ty, other, "")?.into_pointer_value();
            let below = self
                .b
                .build_int_compare(inkwell::IntPredicate::ULT, m, to, "")?;
            let released = self
                .b
                .build_and(below, self.b.build_is_not_null(m, "")?, "")?;
            let kept = self.b.build_select(released, ptr_ty.const_null(), m, "")?;
            self.b.build_store(other, kept)?;
        }
        // At least one element, so that a zero length still gives a distinct address.
        let one = self.types().i64().const_int(1, false);
        let big = self
            .b
            .build_int_compare(inkwell::IntPredicate::SGT, count, one, "")?;
        let n = self.b.build_select(big, count, one, "")?.into_int_value();
        let slot = self.b.build_array_alloca(elem_ty, n, "")?;
        if let Some(inst) = slot.as_instruction() {
            inst.set_alignment(16)
                .map_err(|e| CodegenError::Llvm(format!("alloca alignment: {e}")))?;
        }
        self.define_result(op, slot.into())
    }

    fn is_volatile(&self, op: OpId) -> bool {
        self.func.ops[op]
            .attrs
            .get("volatile")
            .and_then(|a| a.as_bool())
            == Some(true)
    }

    fn lower_load(&mut self, op: OpId) -> Result<(), CodegenError> {
        let ty = self.result_type(op)?;
        let addr = self.ptr_operand(op, 0)?;
        let mem_ty = self.memory_type(ty)?;
        let loaded = self.b.build_load(mem_ty, addr, "")?;
        if let (true, Some(inst)) = (self.is_volatile(op), loaded.as_instruction_value()) {
            inst.set_volatile(true)
                .map_err(|e| CodegenError::Llvm(format!("volatile load: {e}")))?;
        }
        self.finish_access(op, loaded.as_instruction_value(), ty)?;
        let value = match ty {
            Type::Scalar(Scalar::I1) => self
                .b
                .build_int_truncate(loaded.into_int_value(), self.types().int(Scalar::I1), "")?
                .into(),
            _ => loaded,
        };
        self.define_result(op, value)
    }

    fn lower_store(&mut self, op: OpId) -> Result<(), CodegenError> {
        let ty = self.operand_type(op, 0)?;
        let value = self.operand(op, 0)?;
        let addr = self.ptr_operand(op, 1)?;
        let stored = match ty {
            Type::Scalar(Scalar::I1) => self
                .b
                .build_int_z_extend(value.into_int_value(), self.cx.ctx.i8_type(), "")?
                .into(),
            _ => value,
        };
        let inst = self.b.build_store(addr, stored)?;
        if self.is_volatile(op) {
            inst.set_volatile(true)
                .map_err(|e| CodegenError::Llvm(format!("volatile store: {e}")))?;
        }
        self.finish_access(op, Some(inst), ty)
    }

    /// Alignment and alias scopes of a load or store.
    fn finish_access(
        &self,
        op: OpId,
        inst: Option<InstructionValue<'ctx>>,
        ty: Type,
    ) -> Result<(), CodegenError> {
        let Some(inst) = inst else {
            return Ok(());
        };
        inst.set_alignment(natural_align(ty))
            .map_err(|e| CodegenError::Llvm(format!("access alignment: {e}")))?;
        if let Some(class) = self.access_classes.get(&op) {
            self.scopes.attach(self.cx.ctx, inst, class)?;
        }
        Ok(())
    }
}

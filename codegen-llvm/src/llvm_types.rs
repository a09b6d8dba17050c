//! IR types → LLVM types.
//!
//! Two mappings exist because `i1` lives in registers as `i1` but in memory as one byte (`i8`),
//! as C's `_Bool` does. A `!mem.view<T, r>` is a first-class SSA struct `{ptr base, [r x i64] lo,
//! [r x i64] stride}` (the element type only matters for address arithmetic, so one struct per
//! rank suffices); the runtime descriptor it is read from is the fixed-size `dvmh_view` struct of
//! `runtime/ABI.md`.

use dvmh_ir::{Scalar, Type, MAX_RANK};
use inkwell::context::Context;
use inkwell::types::{BasicType, BasicTypeEnum, FloatType, IntType, PointerType, StructType};
use inkwell::AddressSpace;

/// Field indices of the view struct and of the runtime descriptor (same order in both).
pub(crate) const VIEW_BASE: u32 = 0;
pub(crate) const VIEW_LO: u32 = 1;
pub(crate) const VIEW_STRIDE: u32 = 2;

pub(crate) struct LlvmTypes<'ctx> {
    ctx: &'ctx Context,
    /// `views[r - 1]` is the struct of rank-`r` views.
    views: Vec<StructType<'ctx>>,
    descriptor: StructType<'ctx>,
}

impl<'ctx> LlvmTypes<'ctx> {
    pub(crate) fn new(ctx: &'ctx Context) -> Self {
        let ptr = ctx.ptr_type(AddressSpace::default());
        let i64t = ctx.i64_type();
        let views = (1..=MAX_RANK as u32)
            .map(|rank| {
                let s = ctx.opaque_struct_type(&format!("dvmh.view{rank}"));
                s.set_body(
                    &[
                        ptr.into(),
                        i64t.array_type(rank).into(),
                        i64t.array_type(rank).into(),
                    ],
                    false,
                );
                s
            })
            .collect();
        let descriptor = ctx.opaque_struct_type("dvmh_view");
        descriptor.set_body(
            &[
                ptr.into(),
                i64t.array_type(MAX_RANK as u32).into(),
                i64t.array_type(MAX_RANK as u32).into(),
            ],
            false,
        );
        LlvmTypes {
            ctx,
            views,
            descriptor,
        }
    }

    pub(crate) fn ptr(&self) -> PointerType<'ctx> {
        self.ctx.ptr_type(AddressSpace::default())
    }

    pub(crate) fn i64(&self) -> IntType<'ctx> {
        self.ctx.i64_type()
    }

    pub(crate) fn i32(&self) -> IntType<'ctx> {
        self.ctx.i32_type()
    }

    pub(crate) fn int(&self, s: Scalar) -> IntType<'ctx> {
        match s {
            Scalar::I1 => self.ctx.bool_type(),
            Scalar::I8 => self.ctx.i8_type(),
            Scalar::I16 => self.ctx.i16_type(),
            Scalar::I32 | Scalar::F32 => self.ctx.i32_type(),
            Scalar::I64 | Scalar::F64 => self.ctx.i64_type(),
            Scalar::F80 => self.ctx.i128_type(),
        }
    }

    pub(crate) fn float(&self, s: Scalar) -> FloatType<'ctx> {
        match s {
            Scalar::F32 => self.ctx.f32_type(),
            Scalar::F80 => self.ctx.x86_f80_type(),
            _ => self.ctx.f64_type(),
        }
    }

    /// The register type of a scalar.
    pub(crate) fn scalar(&self, s: Scalar) -> BasicTypeEnum<'ctx> {
        if s.is_float() {
            self.float(s).into()
        } else {
            self.int(s).into()
        }
    }

    /// The struct of a rank-`rank` view; `None` outside `1..=MAX_RANK`.
    pub(crate) fn view(&self, rank: u8) -> Option<StructType<'ctx>> {
        let index = usize::from(rank).checked_sub(1)?;
        self.views.get(index).copied()
    }

    /// The runtime descriptor `dvmh_view`.
    pub(crate) fn descriptor(&self) -> StructType<'ctx> {
        self.descriptor
    }

    /// The type an IR value has in registers; `None` for a view of impossible rank.
    pub(crate) fn value_type(&self, t: Type) -> Option<BasicTypeEnum<'ctx>> {
        Some(match t {
            Type::Scalar(s) => self.scalar(s),
            Type::Ptr => self.ptr().into(),
            Type::View { rank, .. } => self.view(rank)?.as_basic_type_enum(),
        })
    }

    /// The type an IR value has in memory (`i1` is a byte).
    pub(crate) fn memory_type(&self, t: Type) -> Option<BasicTypeEnum<'ctx>> {
        match t {
            Type::Scalar(Scalar::I1) => Some(self.ctx.i8_type().into()),
            other => self.value_type(other),
        }
    }
}

/// The ABI alignment of a type in memory, in bytes (x86-64 SysV: natural alignment).
pub(crate) fn natural_align(t: Type) -> u32 {
    match t {
        Type::Scalar(s) => s.size_bytes() as u32,
        Type::Ptr | Type::View { .. } => 8,
    }
}

/// Alignment for an array object of `size` bytes whose elements need `elem_align`: at least 16
/// (SSE) for arrays, 32 (AVX) once an array spans a full AVX register, as gcc aligns them.
pub(crate) fn array_align(elem_align: u32, size: u64) -> u32 {
    let wanted = if size >= 32 {
        32
    } else if size >= 16 {
        16
    } else {
        elem_align
    };
    wanted.max(elem_align)
}

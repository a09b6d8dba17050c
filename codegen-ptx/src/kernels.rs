//! Kernel entry points: one `.entry` per device handler.
//!
//! A device handler takes `(bounds, args, reds, tid, nthreads)`; its kernel takes the three
//! pointers, computes `tid = ctaid.x * ntid.x + tid.x` and `nthreads = nctaid.x * ntid.x` (a
//! 1-D grid, in 64 bits) and calls the handler, which LLVM then inlines (the handler becomes
//! internal and `alwaysinline`, so only the kernels remain in the PTX). The kernel is marked
//! by the PTX_Kernel calling convention, which the NVPTX back end emits as `.entry`. A loop
//! with reductions then combines its threads' partials block by block (`block_reduce.rs`).
//! A hyperplane handler gets a second entry, the one-kernel wavefront (`wave.rs`).
//!
//! A *grid* handler (attribute `grid`, `ir/src/passes/device_grid.rs`) runs on a 3-D grid of
//! one-dimensional blocks: its kernel passes `x | y << 21 | z << 42` with
//! `x = ctaid.x * ntid.x + tid.x`, `y = ctaid.y`, `z = ctaid.z` as `tid`, and the grid's extents the same way as
//! `nthreads`, so that the handler's loop indices come from the grid without a division. Its
//! threads' reduction slots (`x + nx * (y + ny * z)`) are consecutive within a block, so the
//! block combination is the same as for a one-dimensional grid, with the block's linear index.

/// Is `f` a grid handler (attribute `grid`)?
pub fn is_grid(f: &Function) -> bool {
    matches!(f.attrs.get("grid"), Some(a) if a.as_bool() != Some(false))
}

use crate::block_reduce::{combine_blocks, BlockContext};
use crate::wave::add_wave_entry;
use dvmh_codegen_llvm::CodegenError;
use dvmh_ir::parallel::reduction_specs;
use dvmh_ir::{Function, Module};
use inkwell::context::Context;
use inkwell::module::Linkage;
use inkwell::values::{FunctionValue, IntValue};

/// LLVM's `CallingConv::PTX_Kernel`.
pub(crate) const PTX_KERNEL_CC: u32 = 71;

/// Is `f` a device handler (attribute `device`)?
pub fn is_device_handler(f: &Function) -> bool {
    matches!(f.attrs.get("device"), Some(a) if a.as_bool() != Some(false))
}

/// Is `f` the hyperplane handler of an ACROSS loop (attribute `hyperplane`)?
pub fn is_hyperplane(f: &Function) -> bool {
    matches!(f.attrs.get("hyperplane"), Some(a) if a.as_bool() != Some(false))
}

/// The kernel entry point's name for device handler `handler`.
pub fn kernel_name(handler: &str) -> String {
    format!("{handler}_kernel")
}

/// The special-register read `llvm.nvvm.read.ptx.sreg.<name>` (an `i32`).
pub(crate) fn special_register<'ctx>(
    ctx: &'ctx Context,
    module: &inkwell::module::Module<'ctx>,
    name: &str,
) -> FunctionValue<'ctx> {
    let full = format!("llvm.nvvm.read.ptx.sreg.{name}");
    module
        .get_function(&full)
        .unwrap_or_else(|| module.add_function(&full, ctx.i32_type().fn_type(&[], false), None))
}

/// A kernel's coordinates in its grid, read from the special registers at its entry (`i64`):
/// `tid.x`, `ctaid.x`, `nctaid.x`, the block's first global thread
/// (`ctaid.x * ntid.x`), the global thread index and the grid's thread count.
pub(crate) struct ThreadIds<'ctx> {
    pub tid_x: IntValue<'ctx>,
    pub ctaid: IntValue<'ctx>,
    pub nctaid: IntValue<'ctx>,
    pub block_base: IntValue<'ctx>,
    pub tid: IntValue<'ctx>,
    pub nthreads: IntValue<'ctx>,
}

/// A grid handler's coordinates (see the module docs): the packed `tid` and `nthreads` it gets,
/// and [`ThreadIds`] for the block combination, with the linear block index as `ctaid` and the
/// thread's reduction slot as `tid`.
pub(crate) fn grid_ids<'ctx>(
    ctx: &'ctx Context,
    module: &inkwell::module::Module<'ctx>,
    b: &inkwell::builder::Builder<'ctx>,
    fresh: bool,
) -> Result<(ThreadIds<'ctx>, IntValue<'ctx>, IntValue<'ctx>), CodegenError> {
    let i64t = ctx.i64_type();
    let read = |name: &str| read_special_register(ctx, module, b, name, fresh);
    let (tid_x, ntid) = (read("tid.x")?, read("ntid.x")?);
    let (bx, by, bz) = (read("ctaid.x")?, read("ctaid.y")?, read("ctaid.z")?);
    let (gx, gy, gz) = (read("nctaid.x")?, read("nctaid.y")?, read("nctaid.z")?);
    let bits = |k: u64| i64t.const_int(k * dvmh_ir::passes::device_grid::FIELD_BITS as u64, false);
    let pack =
        |x: IntValue<'ctx>, y: IntValue<'ctx>, z: IntValue<'ctx>| -> Result<_, CodegenError> {
            let y = b.build_left_shift(y, bits(1), "")?;
            let z = b.build_left_shift(z, bits(2), "")?;
            let xy = b.build_or(x, y, "")?;
            Ok(b.build_or(xy, z, "")?)
        };
    let x0 = b.build_int_mul(bx, ntid, "")?;
    let x = b.build_int_add(x0, tid_x, "")?;
    let nx = b.build_int_mul(gx, ntid, "")?;
    let packed_tid = pack(x, by, bz)?;
    let packed_n = pack(nx, gy, gz)?;
    // Linear block index and the first slot of the block.
    let plane = b.build_int_mul(gy, bz, "")?;
    let row = b.build_int_add(by, plane, "")?;
    let blocks_before = b.build_int_mul(gx, row, "")?;
    let ctaid = b.build_int_add(bx, blocks_before, "")?;
    let rows = b.build_int_mul(nx, row, "")?;
    let block_base = b.build_int_add(x0, rows, "")?;
    let tid = b.build_int_add(block_base, tid_x, "")?;
    let nctaid = b.build_int_mul(gx, gy, "")?;
    let nctaid = b.build_int_mul(nctaid, gz, "")?;
    let nthreads = b.build_int_mul(nctaid, ntid, "")?;
    let ids = ThreadIds {
        tid_x,
        ctaid,
        nctaid,
        block_base,
        tid,
        nthreads,
    };
    Ok((ids, packed_tid, packed_n))
}

/// Reads the special register `name` (`tid.x`, `nctaid.y`, ...) as an `i64`. A `fresh` read
/// (inline assembly with a side effect) is neither merged with nor hoisted to the entry's: the
/// block combination after the handler's loop reads its coordinates again instead of keeping
/// the entry's live across the loop (ptxas spilled them for sm_70).
fn read_special_register<'ctx>(
    ctx: &'ctx Context,
    module: &inkwell::module::Module<'ctx>,
    b: &inkwell::builder::Builder<'ctx>,
    name: &str,
    fresh: bool,
) -> Result<IntValue<'ctx>, CodegenError> {
    let call = if fresh {
        let ty = ctx.i32_type().fn_type(&[], false);
        let asm = ctx.create_inline_asm(
            ty,
            format!("mov.u32 $0, %{name};"),
            "=r".into(),
            true,
            false,
            None,
            false,
        );
        b.build_indirect_call(ty, asm, &[], name)?
    } else {
        b.build_call(special_register(ctx, module, name), &[], name)?
    };
    let v = call
        .try_as_basic_value()
        .basic()
        .ok_or_else(|| CodegenError::Llvm(format!("sreg {name} has no value")))?
        .into_int_value();
    Ok(b.build_int_z_extend(v, ctx.i64_type(), "")?)
}

/// Emits the reads of [`ThreadIds`] at the builder's position (`fresh`: see
/// [`read_special_register`]).
pub(crate) fn thread_ids<'ctx>(
    ctx: &'ctx Context,
    module: &inkwell::module::Module<'ctx>,
    b: &inkwell::builder::Builder<'ctx>,
    fresh: bool,
) -> Result<ThreadIds<'ctx>, CodegenError> {
    let read = |name: &str| read_special_register(ctx, module, b, name, fresh);
    let (tid_x, ntid, ctaid, nctaid) = (
        read("tid.x")?,
        read("ntid.x")?,
        read("ctaid.x")?,
        read("nctaid.x")?,
    );
    let block_base = b.build_int_mul(ctaid, ntid, "")?;
    let tid = b.build_int_add(block_base, tid_x, "tid")?;
    let nthreads = b.build_int_mul(nctaid, ntid, "nthreads")?;
    Ok(ThreadIds {
        tid_x,
        ctaid,
        nctaid,
        block_base,
        tid,
        nthreads,
    })
}

/// The block size the runtime launches every kernel with (`runtime/src/device/backend.rs`).
/// Declared as the kernel's maximum (`.maxntid`), so that the assembler knows it; no minimum
/// of resident blocks is asked for: measured on an H200, forcing 4 blocks of 256 threads per
/// multiprocessor (64 registers) made the stencil loops slower than the registers ptxas
/// chooses (46–68 for sm_90), and made sm_70 code spill.
pub const BLOCK_THREADS: u64 = 256;

/// `__launch_bounds__(BLOCK_THREADS)` as an NVVM annotation.
pub(crate) fn launch_bounds<'ctx>(
    ctx: &'ctx Context,
    module: &inkwell::module::Module<'ctx>,
    kernel: FunctionValue<'ctx>,
) -> Result<(), CodegenError> {
    let i32t = ctx.i32_type();
    let node = ctx.metadata_node(&[
        kernel.as_global_value().as_pointer_value().into(),
        ctx.metadata_string("maxntidx").into(),
        i32t.const_int(BLOCK_THREADS, false).into(),
    ]);
    module
        .add_global_metadata("nvvm.annotations", &node)
        .map_err(|e| CodegenError::Llvm(format!("kernel annotation: {e}")))?;
    Ok(())
}

/// Adds a kernel for every device handler of `device` to `module`, and makes the handlers
/// internal.
pub(crate) fn add_entry_points<'ctx>(
    ctx: &'ctx Context,
    module: &inkwell::module::Module<'ctx>,
    device: &Module,
) -> Result<(), CodegenError> {
    let ptr = ctx.ptr_type(inkwell::AddressSpace::default());
    let kernel_type = ctx
        .void_type()
        .fn_type(&[ptr.into(), ptr.into(), ptr.into()], false);
    for f in &device.functions {
        let handler = module
            .get_function(&f.name)
            .ok_or_else(|| CodegenError::Module {
                module: device.name.clone(),
                msg: format!("device handler @{} was not translated", f.name),
            })?;
        if handler.count_params() != 5 {
            return Err(CodegenError::Module {
                module: device.name.clone(),
                msg: format!(
                    "device handler @{} must take (bounds, args, reds, tid, nthreads)",
                    f.name
                ),
            });
        }
        handler.set_linkage(Linkage::Internal);
        // Inlined whatever its size (a handler full of inlined math functions exceeds LLVM's
        // threshold): a call would make ptxas keep live values in local memory across it.
        handler.add_attribute(
            inkwell::attributes::AttributeLoc::Function,
            ctx.create_enum_attribute(
                inkwell::attributes::Attribute::get_named_enum_kind_id("alwaysinline"),
                0,
            ),
        );
        let kernel = module.add_function(&kernel_name(&f.name), kernel_type, None);
        kernel.set_call_conventions(PTX_KERNEL_CC);
        let b = ctx.create_builder();
        b.position_at_end(ctx.append_basic_block(kernel, "entry"));
        let ids_of = |fresh: bool| {
            if is_grid(f) {
                grid_ids(ctx, module, &b, fresh)
            } else {
                let ids = thread_ids(ctx, module, &b, fresh)?;
                let (tid, nthreads) = (ids.tid, ids.nthreads);
                Ok((ids, tid, nthreads))
            }
        };
        let (_, tid, nthreads) = ids_of(false)?;
        let params: Vec<_> = kernel.get_param_iter().collect();
        let args = [
            params[0].into(),
            params[1].into(),
            params[2].into(),
            tid.into(),
            nthreads.into(),
        ];
        b.build_call(handler, &args, "")?;
        let specs = match f.attrs.get("reductions") {
            Some(a) => reduction_specs(a).map_err(|e| CodegenError::Module {
                module: device.name.clone(),
                msg: format!("device handler @{}: {e}", f.name),
            })?,
            None => Vec::new(),
        };
        if !specs.is_empty() {
            let block = BlockContext {
                kernel,
                reds: params[2].into_pointer_value(),
                ids: ids_of(true)?.0,
            };
            combine_blocks(ctx, module, &b, &block, &specs)?;
        }
        b.build_return(None)?;
        launch_bounds(ctx, module, kernel)?;
        if is_hyperplane(f) {
            add_wave_entry(ctx, module, handler, &f.name, &specs)?;
        }
    }
    Ok(())
}

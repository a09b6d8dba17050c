//! The one-kernel wavefront variant of an ACROSS loop (seed 000 ch. 4): a kernel that walks
//! every hyperplane of the local block in one launch, with a grid-wide barrier between planes.
//!
//! A hyperplane handler (attribute `hyperplane`, see `ir/src/passes/device.rs`) runs the points
//! of the plane whose index follows the bounds it is given. Its ordinary kernel is launched
//! once per plane; with small planes the launches cost more than the work. So every
//! hyperplane handler also gets `<handler>_kernel_wave(bounds, args,
//! reds, wave)`, where `wave` points to `{ planes: i64, stride: i64, counter: u64 }`: the
//! runtime lays out one copy of the bounds per plane, `stride` bytes apart (as for the
//! per-plane launches), and zeroes `counter`. The kernel calls the handler for plane
//! `p = 0, 1, ...` with `bounds + p * stride` and then waits at a grid barrier: every block
//! synchronises its threads, its thread 0 makes the block's writes visible to the whole GPU
//! (`membar.gl`), adds one to `counter` and spins until the counter reaches
//! `(p + 1) * nblocks` (the counter only grows, so no reset is needed between planes), and
//! the block synchronises again. Such a barrier needs every block of the grid resident at
//! once: the runtime sizes the grid from the occupancy the driver reports (cooperative launch
//! is not needed then).
//!
//! With reductions, each thread carries its partials across the planes: the runtime marks the
//! bounds of every plane but the first as `resume` (`ir/src/passes/device.rs`), so the handler
//! starts from what its slot holds instead of the identity, and the slot ends with the
//! thread's partials of all planes. After the last plane the block combines its threads'
//! slots once, as every kernel with reductions does (`block_reduce.rs`), and the runtime
//! combines one partial per block.

use crate::block_reduce::{combine_blocks, BlockContext};
use crate::kernels::{launch_bounds, thread_ids};
use dvmh_codegen_llvm::CodegenError;
use dvmh_ir::parallel::ReductionSpec;
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::values::{BasicValue, FunctionValue};
use inkwell::{AtomicOrdering, AtomicRMWBinOp, IntPredicate};

/// The wavefront kernel's name for device handler `handler`.
pub fn wave_kernel_name(handler: &str) -> String {
    format!("{}_wave", crate::kernels::kernel_name(handler))
}

/// A call of the argument-less NVVM intrinsic `name` (`llvm.nvvm.barrier0`, `membar.gl`).
fn intrinsic_call<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    b: &inkwell::builder::Builder<'ctx>,
    name: &str,
) -> Result<(), CodegenError> {
    let f = module
        .get_function(name)
        .unwrap_or_else(|| module.add_function(name, ctx.void_type().fn_type(&[], false), None));
    b.build_call(f, &[], "")?;
    Ok(())
}

/// Adds `<handler>_kernel_wave` for the (already translated) hyperplane handler `handler`.
pub(crate) fn add_wave_entry<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    handler: FunctionValue<'ctx>,
    name: &str,
    specs: &[ReductionSpec],
) -> Result<(), CodegenError> {
    let ptr = ctx.ptr_type(inkwell::AddressSpace::default());
    let i8t = ctx.i8_type();
    let i64t = ctx.i64_type();
    let kernel_type = ctx
        .void_type()
        .fn_type(&[ptr.into(), ptr.into(), ptr.into(), ptr.into()], false);
    let kernel = module.add_function(&wave_kernel_name(name), kernel_type, None);
    kernel.set_call_conventions(crate::kernels::PTX_KERNEL_CC);
    let b = ctx.create_builder();
    let entry = ctx.append_basic_block(kernel, "entry");
    let check = ctx.append_basic_block(kernel, "plane");
    let body = ctx.append_basic_block(kernel, "plane.body");
    let arrive = ctx.append_basic_block(kernel, "grid.arrive");
    let spin = ctx.append_basic_block(kernel, "grid.spin");
    let arrived = ctx.append_basic_block(kernel, "grid.arrived");
    let next = ctx.append_basic_block(kernel, "plane.next");
    let exit = ctx.append_basic_block(kernel, "exit");

    b.position_at_end(entry);
    let ids = thread_ids(ctx, module, &b, false)?;
    let (tid_x, nctaid, tid, nthreads) = (ids.tid_x, ids.nctaid, ids.tid, ids.nthreads);
    let params: Vec<_> = kernel.get_param_iter().collect();
    let (bounds, args, reds, wave) = (
        params[0].into_pointer_value(),
        params[1],
        params[2],
        params[3].into_pointer_value(),
    );
    let field = |k: u64| {
        // SAFETY: `wave` points to three 8-byte fields (the kernel's contract).
        unsafe { b.build_in_bounds_gep(i64t, wave, &[i64t.const_int(k, false)], "") }
    };
    let planes = b.build_load(i64t, field(0)?, "planes")?.into_int_value();
    let stride = b.build_load(i64t, field(1)?, "stride")?.into_int_value();
    let counter = field(2)?;
    b.build_unconditional_branch(check)?;

    // for p in 0..planes
    b.position_at_end(check);
    let p = b.build_phi(i64t, "p")?;
    let p_value = p.as_basic_value().into_int_value();
    let more = b.build_int_compare(IntPredicate::SLT, p_value, planes, "")?;
    b.build_conditional_branch(more, body, exit)?;

    b.position_at_end(body);
    let offset = b.build_int_mul(p_value, stride, "")?;
    // SAFETY: the runtime lays out `planes` copies of the bounds, `stride` bytes apart.
    let plane_bounds = unsafe { b.build_gep(i8t, bounds, &[offset], "plane.bounds") }?;
    b.build_call(
        handler,
        &[
            plane_bounds.into(),
            args.into(),
            reds.into(),
            tid.into(),
            nthreads.into(),
        ],
        "",
    )?;
    let p_next = b.build_int_add(p_value, i64t.const_int(1, false), "")?;
    // The grid barrier: the block's threads are done with plane p ...
    intrinsic_call(ctx, module, &b, "llvm.nvvm.barrier0")?;
    let leader = b.build_int_compare(IntPredicate::EQ, tid_x, i64t.const_zero(), "")?;
    b.build_conditional_branch(leader, arrive, next)?;

    // ... thread 0 publishes the block's writes and arrives ...
    b.position_at_end(arrive);
    intrinsic_call(ctx, module, &b, "llvm.nvvm.membar.gl")?;
    b.build_atomicrmw(
        AtomicRMWBinOp::Add,
        counter,
        i64t.const_int(1, false),
        AtomicOrdering::Monotonic,
    )?;
    let target = b.build_int_mul(p_next, nctaid, "target")?;
    b.build_unconditional_branch(spin)?;

    // ... and waits for every block of the grid.
    b.position_at_end(spin);
    let seen = b.build_load(i64t, counter, "seen")?;
    seen.as_instruction_value()
        .ok_or_else(|| CodegenError::Llvm("the barrier's load is no instruction".into()))?
        .set_volatile(true)
        .map_err(|e| CodegenError::Llvm(format!("volatile load: {e}")))?;
    let done = b.build_int_compare(IntPredicate::UGE, seen.into_int_value(), target, "")?;
    b.build_conditional_branch(done, arrived, spin)?;

    b.position_at_end(arrived);
    intrinsic_call(ctx, module, &b, "llvm.nvvm.membar.gl")?;
    b.build_unconditional_branch(next)?;

    b.position_at_end(next);
    intrinsic_call(ctx, module, &b, "llvm.nvvm.barrier0")?;
    b.build_unconditional_branch(check)?;
    p.add_incoming(&[(&i64t.const_zero(), entry), (&p_next, next)]);

    b.position_at_end(exit);
    let block = BlockContext {
        kernel,
        reds: reds.into_pointer_value(),
        ids,
    };
    combine_blocks(ctx, module, &b, &block, specs)?;
    b.build_return(None)?;
    launch_bounds(ctx, module, kernel)
}

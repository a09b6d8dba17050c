//! `dvmh-codegen-host`: the host back end of dvmhc — the host target machine and native code.
//!
//! The translation itself is target-neutral and lives in `dvmh-codegen-llvm`; this crate owns
//! what only the host has: the target machine for the host triple and CPU (`target.rs`, with
//! `-march` names checked in `cpus.rs`), the code model large static data needs, and the output
//! as LLVM IR text ([`emit_llvm_ir`]) or a native object file ([`emit_object`]).

mod cpus;
mod target;

use std::path::Path;
use std::time::Instant;

use inkwell::context::Context;
use inkwell::targets::{FileType, TargetMachine};

pub use dvmh_codegen_llvm::{CodegenError, PhaseTimes};
pub use target::{check_cpu, CodegenOptions};

use dvmh_codegen_llvm::TargetKind;

/// The code model the module's static data needs (see `target::code_model_for`).
fn code_model(module: &dvmh_ir::Module) -> inkwell::targets::CodeModel {
    let bytes = module
        .globals
        .iter()
        .map(|g| g.size_bytes())
        .fold(0u64, u64::saturating_add);
    target::code_model_for(bytes)
}

/// Translates, verifies and optimises `module`; returns the LLVM module.
fn compile<'ctx>(
    ctx: &'ctx Context,
    module: &dvmh_ir::Module,
    opts: &CodegenOptions,
    machine: &TargetMachine,
    times: &mut PhaseTimes,
) -> Result<inkwell::module::Module<'ctx>, CodegenError> {
    let start = Instant::now();
    let llvm_module =
        dvmh_codegen_llvm::lower(ctx, module, machine, TargetKind::Host, opts.opt_level)?;
    let start = times.record("IR to LLVM", start);
    dvmh_codegen_llvm::optimize(&llvm_module, machine, opts.opt_level)?;
    times.record("LLVM optimisation", start);
    Ok(llvm_module)
}

/// The optimised LLVM IR of `module`, as `.ll` text.
pub fn emit_llvm_ir(
    module: &dvmh_ir::Module,
    opts: &CodegenOptions,
) -> Result<String, CodegenError> {
    let machine = target::host_target_machine(opts, code_model(module))?;
    let ctx = Context::create();
    let llvm_module = compile(&ctx, module, opts, &machine, &mut PhaseTimes::default())?;
    Ok(llvm_module.print_to_string().to_string())
}

/// Compiles `module` into a native object file at `path`; returns how long each phase took.
pub fn emit_object(
    module: &dvmh_ir::Module,
    opts: &CodegenOptions,
    path: &Path,
) -> Result<PhaseTimes, CodegenError> {
    let machine = target::host_target_machine(opts, code_model(module))?;
    let ctx = Context::create();
    let mut times = PhaseTimes::default();
    let llvm_module = compile(&ctx, module, opts, &machine, &mut times)?;
    let start = Instant::now();
    machine
        .write_to_file(&llvm_module, FileType::Object, path)
        .map_err(|e| {
            // LLVM quotes the system's message.
            let reason = e.to_string();
            let reason = reason.trim().trim_matches('"');
            CodegenError::Output(format!("cannot write '{}': {reason}", path.display()))
        })?;
    times.record("machine code", start);
    Ok(times)
}

//! `dvmh-codegen-host`: the host back end of dvmhc — IR → LLVM IR (inkwell) → native object.
//!
//! Input is a [`dvmh_ir::Module`] after the lead's passes: parallel-loop bodies outlined into
//! `handler` functions and the `dvm` dialect lowered into runtime calls, so only the `arith`,
//! `math`, `mem`, `scf`, `cf` and `func` dialects remain (a leftover `dvm` op is an error).
//! Output is LLVM IR text ([`emit_llvm_ir`]) or a native object file ([`emit_object`]) for the
//! host, optimised by LLVM's standard pipelines.
//!
//! Two goals shape the translation:
//! - **gfortran's results, bit for bit**: no fast-math flags, no FP contraction, float ops in
//!   their own precision, and gfortran's exact algorithms where the result depends on the order
//!   of operations (integer powers, `MAX`/`MIN` with NaNs) — see `math.rs` and `powi.rs`;
//! - **fast handlers**: canonical counted loops, hoisted stack slots, `getelementptr` address
//!   arithmetic, `noalias` handler parameters and alias scopes that tell LLVM distinct arrays
//!   apart, so the vectoriser needs no run-time overlap checks (`control.rs`, `memory.rs`,
//!   `alias.rs`).
//!
//! Module map: `symbols` declares globals, externs and signatures; `function` drives the
//! translation of one body and dispatches ops to `arith`, `math`/`powi`, `memory`, `regions`
//! (blocks and branches), `loops` (`scf.for`), `control` (`scf.if`/`while`/`execute_region`) and
//! `calls`; `alias` classifies memory accesses for alias scopes; `target` owns the target machine
//! and pass pipeline; `metadata` the raw-API metadata nodes; `llvm_types` the type mapping.

mod alias;
mod arith;
mod calls;
mod checks;
mod control;
mod cpus;
mod error;
mod function;
mod llvm_types;
mod loops;
mod math;
mod memory;
mod metadata;
mod powi;
mod regions;
mod symbols;
mod target;

use std::path::Path;
use std::time::{Duration, Instant};

use inkwell::context::Context;
use inkwell::targets::{FileType, TargetMachine};

pub use error::CodegenError;
pub use target::{check_cpu, CodegenOptions};

use function::{FunctionLowering, ModuleLowering};
use llvm_types::LlvmTypes;
use powi::PowerHelpers;

/// Wall time of each back-end phase (for `dvmhc -ftime-report`).
#[derive(Clone, Debug, Default)]
pub struct PhaseTimes {
    pub phases: Vec<(&'static str, Duration)>,
}

impl PhaseTimes {
    fn record(&mut self, phase: &'static str, since: Instant) -> Instant {
        let now = Instant::now();
        self.phases.push((phase, now - since));
        now
    }
}

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
    let llvm_module = ctx.create_module(&module.name);
    target::configure_module(&llvm_module, machine);
    let types = LlvmTypes::new(ctx);
    let symbols = symbols::declare_module(module, &llvm_module, ctx, &types)?;
    let defined = symbols.defined.clone();
    let mut cx = ModuleLowering {
        ctx,
        module: llvm_module,
        types,
        symbols,
        helpers: PowerHelpers::default(),
        opt_level: opts.opt_level,
        files: module.files.clone(),
        c_strings: Default::default(),
    };
    for (func, llfn) in module.functions.iter().zip(defined) {
        FunctionLowering::lower(&mut cx, func, llfn)?;
    }
    let llvm_module = cx.module;
    llvm_module.verify().map_err(|e| {
        CodegenError::Llvm(format!(
            "generated LLVM IR is invalid (a back-end bug or an unverified input): {e}"
        ))
    })?;
    let start = times.record("IR to LLVM", start);
    target::optimize(&llvm_module, machine, opts.opt_level)?;
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

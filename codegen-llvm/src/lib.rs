//! `dvmh-codegen-llvm`: the target-neutral back end of dvmhc — IR → LLVM IR (inkwell).
//!
//! One translation serves every target, as `rustc_codegen_ssa` serves rustc's back ends: the
//! host back end (`dvmh-codegen-host`) and the GPU back end (`dvmh-codegen-ptx`) create their
//! target machines, call [`lower`] and [`optimize`], and emit what their target needs (an object
//! file; PTX text with kernel entry points). What differs between targets inside a function body
//! is small and decided here by [`TargetKind`]: on a GPU a run-time error traps instead of
//! calling the runtime, and transcendental math comes from the device math library
//! (`device_math/`), generated into the module, instead of libm.
//!
//! Input is a [`dvmh_ir::Module`] after the lead's passes: parallel-loop bodies outlined into
//! `handler` functions and the `dvm` dialect lowered into runtime calls, so only the `arith`,
//! `math`, `mem`, `scf`, `cf` and `func` dialects remain (a leftover `dvm` op is an error).
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
//! `calls`; `device_math` the math library of device code; `checks` the run-time checks;
//! `alias` classifies memory accesses for alias scopes; `pipeline` the optimisation pipeline;
//! `metadata` the raw-API metadata nodes; `llvm_types` the type mapping.

mod alias;
mod arith;
mod calls;
mod checks;
mod control;
mod device_math;
mod error;
mod function;
mod llvm_types;
mod loops;
mod math;
mod memory;
mod metadata;
mod pipeline;
mod powi;
mod regions;
mod symbols;

use std::time::{Duration, Instant};

use inkwell::context::Context;
use inkwell::targets::TargetMachine;

pub use device_math::{
    define_library as define_device_math_library, FUNCTIONS as DEVICE_MATH_FUNCTIONS,
};
pub use error::CodegenError;
pub use pipeline::{configure_module, optimization_level, optimize};

use function::{FunctionLowering, ModuleLowering};
use llvm_types::LlvmTypes;
use powi::PowerHelpers;

/// The kind of processor the code runs on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TargetKind {
    /// The host CPU: run-time errors call the runtime, math calls libm.
    #[default]
    Host,
    /// An NVIDIA GPU (NVPTX): run-time errors trap (the runtime reports the failed launch with
    /// the loop's source position), math calls the generated device math library.
    Nvptx,
}

/// Wall time of each back-end phase (for `dvmhc -ftime-report`).
#[derive(Clone, Debug, Default)]
pub struct PhaseTimes {
    pub phases: Vec<(&'static str, Duration)>,
}

impl PhaseTimes {
    /// Records `phase` as having run from `since` until now; returns now.
    pub fn record(&mut self, phase: &'static str, since: Instant) -> Instant {
        let now = Instant::now();
        self.phases.push((phase, now - since));
        now
    }
}

/// Translates and verifies `module` for `machine` (not yet optimised).
pub fn lower<'ctx>(
    ctx: &'ctx Context,
    module: &dvmh_ir::Module,
    machine: &TargetMachine,
    target: TargetKind,
    opt_level: u8,
) -> Result<inkwell::module::Module<'ctx>, CodegenError> {
    let llvm_module = ctx.create_module(&module.name);
    configure_module(&llvm_module, machine);
    let types = LlvmTypes::new(ctx);
    let symbols = symbols::declare_module(module, &llvm_module, ctx, &types)?;
    let defined = symbols.defined.clone();
    let mut cx = ModuleLowering {
        ctx,
        module: llvm_module,
        types,
        symbols,
        helpers: PowerHelpers::default(),
        opt_level,
        target,
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
    Ok(llvm_module)
}

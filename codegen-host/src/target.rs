//! The host target machine and the optimisation pipeline.
//!
//! Defaults follow what gfortran does on the same machine, so that timings and results compare
//! like with like: the host triple, a generic x86-64 CPU unless asked for `native` or a named
//! CPU, position-independent code (Debian links PIE by default), and LLVM's new-pass-manager
//! `default<On>` pipelines with the loop and SLP vectorisers enabled at `-O2`/`-O3` as clang
//! does. Floating-point contraction stays off (`AllowFPOpFusion` is `Standard` and the IR carries
//! no `contract` flags), so results match gfortran's `-ffp-contract=off` bit for bit.

use std::sync::OnceLock;

use inkwell::module::Module;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{
    CodeModel, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple,
};
use inkwell::OptimizationLevel;

use crate::error::CodegenError;

/// How to generate code.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CodegenOptions {
    /// 0..=3, as `-O0`..`-O3`.
    pub opt_level: u8,
    /// `None`: generic (x86-64 on x86-64 hosts); `"native"`: the host CPU and its features;
    /// otherwise an LLVM CPU name (`"skylake"`, `"znver3"`).
    pub cpu: Option<String>,
    /// LLVM target features added to the CPU's (`"+avx2,+fma"`).
    pub features: Option<String>,
}

/// The CPU generic code targets on this host: what gfortran/gcc target without `-march`.
fn generic_cpu(triple: &str) -> &'static str {
    if triple.starts_with("x86_64") {
        "x86-64"
    } else {
        "generic"
    }
}

fn optimization_level(opt_level: u8) -> Result<OptimizationLevel, CodegenError> {
    Ok(match opt_level {
        0 => OptimizationLevel::None,
        1 => OptimizationLevel::Less,
        2 => OptimizationLevel::Default,
        3 => OptimizationLevel::Aggressive,
        n => {
            return Err(CodegenError::Options(format!(
                "optimisation level {n} is out of range 0..=3"
            )))
        }
    })
}

/// Registers LLVM's host target once per process (LLVM's registries are global).
fn initialize_host_target() -> Result<(), CodegenError> {
    static INIT: OnceLock<Result<(), String>> = OnceLock::new();
    INIT.get_or_init(|| Target::initialize_native(&InitializationConfig::default()))
        .clone()
        .map_err(|e| CodegenError::Llvm(format!("cannot initialise the host target: {e}")))
}

/// Checks a `-march=` CPU name for the host before LLVM sees it (see `cpus.rs`).
pub fn check_cpu(name: &str) -> Result<(), String> {
    let triple = TargetMachine::get_default_triple();
    crate::cpus::check_cpu(&triple.as_str().to_string_lossy(), name)
}

/// Static data above this size needs the medium code model: with the default (small) one,
/// every symbol must lie within 2 GiB of the code, and a large array in `.bss` pushes the
/// runtime's own variables out of reach (`relocation truncated to fit` at link time).
const SMALL_MODEL_DATA_LIMIT: u64 = 1 << 30;

/// The code model for a module with `static_bytes` of global data: small (the default, as
/// gfortran and clang) unless the data is large; then medium, which places objects larger
/// than 64 KiB in the large-data sections (`.lbss`, `.ldata`) after everything else and
/// addresses them with 64-bit offsets, so any amount of static data links.
pub(crate) fn code_model_for(static_bytes: u64) -> CodeModel {
    if static_bytes > SMALL_MODEL_DATA_LIMIT {
        CodeModel::Medium
    } else {
        CodeModel::Default
    }
}

/// A target machine for the host as `opts` asks.
pub(crate) fn host_target_machine(
    opts: &CodegenOptions,
    code_model: CodeModel,
) -> Result<TargetMachine, CodegenError> {
    initialize_host_target()?;
    let level = optimization_level(opts.opt_level)?;
    let triple = TargetMachine::get_default_triple();
    let triple_text = triple.as_str().to_string_lossy().into_owned();
    let target = Target::from_triple(&triple).map_err(|e| {
        CodegenError::Llvm(format!("no LLVM target for host triple {triple_text}: {e}"))
    })?;

    if let Some(name) = opts.cpu.as_deref() {
        crate::cpus::check_cpu(&triple_text, name).map_err(CodegenError::Options)?;
    }
    let (cpu, mut features) = match opts.cpu.as_deref() {
        None => (generic_cpu(&triple_text).to_string(), String::new()),
        Some("native") => (
            TargetMachine::get_host_cpu_name().to_string(),
            TargetMachine::get_host_cpu_features().to_string(),
        ),
        Some(name) => (name.to_string(), String::new()),
    };
    if let Some(extra) = opts.features.as_deref().filter(|f| !f.is_empty()) {
        if !features.is_empty() {
            features.push(',');
        }
        features.push_str(extra);
    }

    target
        .create_target_machine(
            &triple,
            &cpu,
            &features,
            level,
            RelocMode::PIC,
            code_model,
        )
        .ok_or_else(|| {
            CodegenError::Options(format!(
                "LLVM cannot create a target machine for {triple_text} with CPU `{cpu}` and features `{features}`"
            ))
        })
}

/// Stamps the module with the machine's triple and data layout (before any pass runs, so that
/// the optimiser's cost models see the real target).
pub(crate) fn configure_module(module: &Module<'_>, machine: &TargetMachine) {
    let triple: TargetTriple = machine.get_triple();
    module.set_triple(&triple);
    module.set_data_layout(&machine.get_target_data().get_data_layout());
}

/// LLVM options (process-wide, set once) that the optimiser needs for Fortran kernels.
///
/// `memssa-check-limit`: how many memory accesses MemorySSA's walker examines before it gives
/// up and reports a load as clobbered. LLVM's default (100) is less than the stores in one
/// iteration of a loop that fills a few 5 x 5 blocks (NPB LU's `jacld` stores 100 elements), so
/// LICM kept every load of a COMMON-block scalar (`dt`, `tx1`) and all arithmetic on it inside
/// the loop, although the stores go to other COMMON blocks. 1000 lets such loops be analysed;
/// it bounds the cost of one query as the default does, only later.
const LLVM_OPTIONS: &[&str] = &["-memssa-check-limit=1000"];

/// Passes `LLVM_OPTIONS` to LLVM's command-line parser, once per process (a second parse of
/// the same option is an error).
fn set_llvm_options() {
    static ONCE: OnceLock<()> = OnceLock::new();
    ONCE.get_or_init(|| {
        let args: Vec<std::ffi::CString> = std::iter::once("dvmhc")
            .chain(LLVM_OPTIONS.iter().copied())
            .map(|a| std::ffi::CString::new(a).expect("option without NUL")) // ok: constants
            .collect();
        let argv: Vec<*const std::ffi::c_char> = args.iter().map(|a| a.as_ptr()).collect();
        let overview = c"";
        // SAFETY: `argv` holds `args.len()` valid NUL-terminated strings that outlive the call;
        // LLVM copies what it keeps. The options are ones LLVM 19 defines, so parsing succeeds.
        unsafe {
            llvm_sys::support::LLVMParseCommandLineOptions(
                argv.len() as i32,
                argv.as_ptr(),
                overview.as_ptr(),
            );
        }
    });
}

/// Runs LLVM's `default<On>` pipeline, with vectorisation and unrolling as clang enables them.
pub(crate) fn optimize(
    module: &Module<'_>,
    machine: &TargetMachine,
    opt_level: u8,
) -> Result<(), CodegenError> {
    optimization_level(opt_level)?;
    set_llvm_options();
    let options = PassBuilderOptions::create();
    let aggressive = opt_level >= 2;
    options.set_loop_vectorization(aggressive);
    options.set_loop_slp_vectorization(aggressive);
    options.set_loop_interleaving(aggressive);
    options.set_loop_unrolling(aggressive);
    module
        .run_passes(&format!("default<O{opt_level}>"), machine, options)
        .map_err(|e| CodegenError::Llvm(format!("optimisation pipeline failed: {e}")))
}

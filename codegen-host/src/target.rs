//! The host target machine.
//!
//! Defaults follow what gfortran does on the same machine, so that timings and results compare
//! like with like: the host triple, a generic x86-64 CPU unless asked for `native` or a named
//! CPU, and position-independent code (Debian links PIE by default). The optimisation pipeline
//! is the shared one of `dvmh-codegen-llvm`.

use std::sync::OnceLock;

use dvmh_codegen_llvm::{optimization_level, CodegenError};
use inkwell::targets::{CodeModel, InitializationConfig, RelocMode, Target, TargetMachine};

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

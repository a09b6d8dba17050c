//! `dvmh-codegen-ptx`: the GPU back end of dvmhc — device handlers to NVPTX kernels, as PTX text.
//!
//! The outlining pass gives every parallel loop of a region that can run on a GPU a *device
//! handler*: a function marked `device` with the signature
//! `(bounds: ptr, args: ptr, reds: ptr, tid: i64, nthreads: i64)` that walks the loop's
//! flattened iteration space from `tid` in steps of `nthreads` (see `ir/src/passes/device.rs`).
//! The same function is compiled for the host too, where the runtime's emulation device calls
//! it for every `tid` of a grid. Here each device handler is translated by the target-neutral
//! lowering of `dvmh-codegen-llvm` for `nvptx64-nvidia-cuda` and gets a kernel entry point
//! `<name>_kernel(bounds, args, reds)` that computes its global thread index and the grid's
//! thread count from the special registers and calls it (inlined by LLVM).
//!
//! PTX, not a cubin, is the output: the CUDA driver compiles it for whatever GPU the program
//! meets at run time, so nothing of NVIDIA's toolkit is needed to build dvmhc or a program.
//! Kernels target `sm_70` and newer with PTX ISA 7.8 by default (what CUDA 11.8's `ptxas` and
//! every driver since accept).

mod block_reduce;
mod kernels;
mod wave;

use std::sync::OnceLock;

use dvmh_codegen_llvm::{CodegenError, TargetKind};
use dvmh_ir::Module;
use inkwell::context::Context;
use inkwell::targets::{
    CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple,
};

pub use kernels::{is_device_handler, is_hyperplane, kernel_name};
pub use wave::wave_kernel_name;

/// What to generate.
#[derive(Clone, Debug)]
pub struct PtxOptions {
    /// Target architecture, e.g. `sm_70` (the default, the oldest GPU served), `sm_90` (H100).
    pub arch: String,
    /// The PTX ISA version as LLVM spells the feature (`ptx78`).
    pub ptx_version: String,
    pub opt_level: u8,
}

impl Default for PtxOptions {
    fn default() -> Self {
        PtxOptions {
            arch: "sm_70".into(),
            ptx_version: "ptx78".into(),
            opt_level: 2,
        }
    }
}

/// The NVPTX triple for 64-bit hosts.
const TRIPLE: &str = "nvptx64-nvidia-cuda";

/// Registers LLVM's NVPTX target once per process.
fn initialize_nvptx() -> Result<(), CodegenError> {
    static INIT: OnceLock<()> = OnceLock::new();
    INIT.get_or_init(|| Target::initialize_nvptx(&InitializationConfig::default()));
    Ok(())
}

fn target_machine(opts: &PtxOptions) -> Result<TargetMachine, CodegenError> {
    initialize_nvptx()?;
    let level = dvmh_codegen_llvm::optimization_level(opts.opt_level)?;
    let triple = TargetTriple::create(TRIPLE);
    let target = Target::from_triple(&triple)
        .map_err(|e| CodegenError::Llvm(format!("no LLVM target for {TRIPLE}: {e}")))?;
    target
        .create_target_machine(
            &triple,
            &opts.arch,
            &format!("+{}", opts.ptx_version),
            level,
            RelocMode::Default,
            CodeModel::Default,
        )
        .ok_or_else(|| {
            CodegenError::Options(format!(
                "LLVM cannot create an NVPTX target machine for `{}` with `{}`",
                opts.arch, opts.ptx_version
            ))
        })
}

/// The module's device handlers alone, as a module of their own (they use no globals and call
/// nothing the device lacks: the outlining pass checked that).
fn device_module(module: &Module) -> Module {
    let mut device = Module::new(format!("{}.device", module.name));
    device.files = module.files.clone();
    device.functions = module
        .functions
        .iter()
        .filter(|f| is_device_handler(f))
        .cloned()
        .collect();
    device
}

/// The PTX of the device handlers of `module`, or `None` when it has none.
pub fn emit_ptx(module: &Module, opts: &PtxOptions) -> Result<Option<String>, CodegenError> {
    let device = device_module(module);
    if device.functions.is_empty() {
        return Ok(None);
    }
    let machine = target_machine(opts)?;
    let ctx = Context::create();
    let llvm_module =
        dvmh_codegen_llvm::lower(&ctx, &device, &machine, TargetKind::Nvptx, opts.opt_level)?;
    kernels::add_entry_points(&ctx, &llvm_module, &device)?;
    llvm_module
        .verify()
        .map_err(|e| CodegenError::Llvm(format!("generated NVPTX module is invalid: {e}")))?;
    dvmh_codegen_llvm::optimize(&llvm_module, &machine, opts.opt_level)?;
    let buffer = machine
        .write_to_memory_buffer(&llvm_module, FileType::Assembly)
        .map_err(|e| CodegenError::Llvm(format!("PTX emission failed: {e}")))?;
    let text = String::from_utf8_lossy(buffer.as_slice()).into_owned();
    Ok(Some(text.trim_end_matches('\0').to_string()))
}

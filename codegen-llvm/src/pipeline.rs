//! The optimisation pipeline every target shares, and the module's target stamp.
//!
//! LLVM's new-pass-manager `default<On>` pipelines with the loop and SLP vectorisers enabled at
//! `-O2`/`-O3` as clang does. Floating-point contraction stays off (`AllowFPOpFusion` is
//! `Standard` and the IR carries no `contract` flags), so results match gfortran's
//! `-ffp-contract=off` bit for bit — on the host and in GPU kernels alike.

use std::sync::OnceLock;

use inkwell::module::Module;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{TargetMachine, TargetTriple};
use inkwell::OptimizationLevel;

use crate::error::CodegenError;

/// The LLVM optimisation level of `-O<opt_level>`.
pub fn optimization_level(opt_level: u8) -> Result<OptimizationLevel, CodegenError> {
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

/// Stamps the module with the machine's triple and data layout (before any pass runs, so that
/// the optimiser's cost models see the real target).
pub fn configure_module(module: &Module<'_>, machine: &TargetMachine) {
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
///
/// `unroll-full-max-count`: the most iterations a loop may have to be unrolled completely.
/// LLVM's `-O3` unrolls any loop with a constant trip count whose unrolled size stays under 300
/// instructions. That is what turns 5 x 5 block kernels' local arrays into registers, and it
/// should stay; but a longer loop over a local array unrolled completely turns more elements
/// into scalars than there are registers. A small sorting loop with an early exit (NPB MG's
/// `bubble`, 9 iterations over four 20-element local arrays), inlined into a hot loop nest,
/// became some 200 values carried around the nest, shuffled between registers and spill slots
/// every iteration: the nest ran eight times slower than gfortran's. At most 8 iterations keeps
/// such loops rolled (they are still vectorised and partially unrolled) and leaves the block
/// kernels of NPB BT, SP and LU and the other benchmarks' hot loops as they were.
const LLVM_OPTIONS: &[&str] = &["-memssa-check-limit=1000", "-unroll-full-max-count=8"];

/// Extra LLVM options for experiments, separated by spaces, like clang's `-mllvm`: each
/// replaces the default of the same name in [`LLVM_OPTIONS`]. Not for users: an unknown option
/// makes LLVM print an error and exit.
const LLVM_OPTIONS_ENV: &str = "DVMHC_LLVM_OPTIONS";

/// The option's name: `-name=value` -> `-name`.
fn option_name(opt: &str) -> &str {
    opt.split('=').next().unwrap_or(opt)
}

/// The options passed to LLVM: the defaults, overridden and extended by the environment's.
fn llvm_options(extra: &str) -> Vec<String> {
    let extra: Vec<&str> = extra.split_whitespace().collect();
    LLVM_OPTIONS
        .iter()
        .filter(|d| !extra.iter().any(|e| option_name(e) == option_name(d)))
        .chain(extra.iter())
        .map(|s| s.to_string())
        .collect()
}

/// Passes the LLVM options to LLVM's command-line parser, once per process (a second parse of
/// the same option is an error).
fn set_llvm_options() {
    static ONCE: OnceLock<()> = OnceLock::new();
    ONCE.get_or_init(|| {
        let extra = std::env::var(LLVM_OPTIONS_ENV).unwrap_or_default();
        let args: Vec<std::ffi::CString> = std::iter::once("dvmhc".to_string())
            .chain(llvm_options(&extra))
            .filter_map(|a| std::ffi::CString::new(a).ok())
            .collect();
        let argv: Vec<*const std::ffi::c_char> = args.iter().map(|a| a.as_ptr()).collect();
        let overview = c"";
        // SAFETY: `argv` holds `args.len()` valid NUL-terminated strings that outlive the call;
        // LLVM copies what it keeps. The default options are ones LLVM 19 defines.
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
pub fn optimize(
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn environment_options_replace_defaults_of_the_same_name() {
        let opts = llvm_options("-unroll-full-max-count=300 -debug-pass=x");
        assert!(opts.contains(&"-memssa-check-limit=1000".to_string()));
        assert!(opts.contains(&"-unroll-full-max-count=300".to_string()));
        assert!(!opts.contains(&"-unroll-full-max-count=8".to_string()));
        assert_eq!(opts.len(), 3);
        assert_eq!(llvm_options(""), LLVM_OPTIONS);
    }
}

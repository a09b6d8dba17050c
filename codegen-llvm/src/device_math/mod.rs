//! The device math library: `exp`, `log`, `log10`, `sin`, `cos`, `tan`, `asin`, `acos`,
//! `atan`, `atan2`, `sinh`, `cosh`, `tanh` and `pow`, for `f64` and `f32`, generated as LLVM IR
//! from operations every target executes natively (`fma`, `fabs`, `sqrt`, `floor`, `rint`, bit
//! casts, integer arithmetic, selects and one branch).
//!
//! Why: a GPU has no libm. NVIDIA's answer is libdevice, a bitcode file of the CUDA toolkit that
//! would have to be found and linked when dvmhc compiles; generating the functions here keeps
//! dvmhc free of the toolkit, and lets device handlers compiled for the host (what the runtime's
//! emulation device runs) call the very same algorithms, so emulation reproduces the GPU's
//! results bit for bit. Host code that is not a device handler keeps calling libm, like
//! gfortran.
//!
//! Accuracy: within 2 ulp of the correctly rounded result (1 in most of the domain) over the
//! whole range of `f64`, special values as C99 Annex F specifies them (tested against glibc in
//! `tests/device_math.rs`). The algorithms are textbook ones written from scratch — Cody–Waite
//! and Payne–Hanek reduction, Taylor series on small intervals, double-double arithmetic where
//! the last bits matter; each module says which. The `f32` functions widen to `f64`, call the
//! `f64` function and round once more: within 0.5 ulp plus a hair of `f32`.
//!
//! Each function is defined in a module on first use, with internal linkage (`dvmh.math.exp.f64`
//! and so on); [`define_library`] defines them all with external linkage, for tests.

mod atan;
mod consts;
mod emit;
mod exp;
mod hyperbolic;
mod log;
mod pow;
mod reduce;
mod trig;

use dvmh_ir::{OpKind, Scalar};
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::values::FunctionValue;

use crate::error::CodegenError;
use emit::Emit;
use hyperbolic::Hyperbolic;
use trig::Trig;

/// The functions of the library, with their C names.
pub const FUNCTIONS: [(&str, usize); 14] = [
    ("exp", 1),
    ("log", 1),
    ("log10", 1),
    ("sin", 1),
    ("cos", 1),
    ("tan", 1),
    ("asin", 1),
    ("acos", 1),
    ("atan", 1),
    ("atan2", 2),
    ("sinh", 1),
    ("cosh", 1),
    ("tanh", 1),
    ("pow", 2),
];

/// The library function computing `kind`, if it is one.
pub(crate) fn function_name(kind: OpKind) -> Option<&'static str> {
    Some(match kind {
        OpKind::Exp => "exp",
        OpKind::Log => "log",
        OpKind::Log10 => "log10",
        OpKind::Sin => "sin",
        OpKind::Cos => "cos",
        OpKind::Tan => "tan",
        OpKind::Asin => "asin",
        OpKind::Acos => "acos",
        OpKind::Atan => "atan",
        OpKind::Atan2 => "atan2",
        OpKind::Sinh => "sinh",
        OpKind::Cosh => "cosh",
        OpKind::Tanh => "tanh",
        OpKind::PowF => "pow",
        _ => return None,
    })
}

fn arity(name: &str) -> usize {
    FUNCTIONS
        .iter()
        .find(|(n, _)| *n == name)
        .map_or(1, |&(_, a)| a)
}

/// Writes the body of the `f64` function `name` into `e`.
fn define_body(e: &Emit<'_, '_>, name: &str) -> Result<(), CodegenError> {
    match name {
        "exp" => exp::exp(e),
        "log" => log::log(e),
        "log10" => log::log10(e),
        "sin" => trig::trig(e, Trig::Sin),
        "cos" => trig::trig(e, Trig::Cos),
        "tan" => trig::trig(e, Trig::Tan),
        "asin" => atan::asin_acos(e, false),
        "acos" => atan::asin_acos(e, true),
        "atan" => atan::atan(e),
        "atan2" => atan::atan2(e),
        "sinh" => hyperbolic::hyperbolic(e, Hyperbolic::Sinh),
        "cosh" => hyperbolic::hyperbolic(e, Hyperbolic::Cosh),
        "tanh" => hyperbolic::hyperbolic(e, Hyperbolic::Tanh),
        "pow" => pow::pow(e),
        _ => Err(CodegenError::Llvm(format!(
            "no device math function `{name}`"
        ))),
    }
}

/// How the functions are named and linked.
#[derive(Clone, Copy)]
struct Naming {
    linkage: Linkage,
    /// `dvmh.math.` (internal) or `dvmh_math_` (the test library).
    prefix: &'static str,
    separator: &'static str,
}

const INTERNAL: Naming = Naming {
    linkage: Linkage::Internal,
    prefix: "dvmh.math.",
    separator: ".",
};

const EXPORTED: Naming = Naming {
    linkage: Linkage::External,
    prefix: "dvmh_math_",
    separator: "_",
};

/// The function `name` for `scalar` (`f32` or `f64`) in `module`, defined on first use.
fn get_or_define<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    name: &str,
    scalar: Scalar,
    naming: Naming,
) -> Result<FunctionValue<'ctx>, CodegenError> {
    let suffix = if scalar == Scalar::F32 { "f32" } else { "f64" };
    let full = format!("{}{name}{}{suffix}", naming.prefix, naming.separator);
    if let Some(f) = module.get_function(&full) {
        return Ok(f);
    }
    let n = arity(name);
    if scalar == Scalar::F32 {
        let wide = get_or_define(ctx, module, name, Scalar::F64, naming)?;
        let t = ctx.f32_type();
        let f = module.add_function(
            &full,
            t.fn_type(&vec![t.into(); n], false),
            Some(naming.linkage),
        );
        let b = ctx.create_builder();
        b.position_at_end(ctx.append_basic_block(f, "entry"));
        let args = f
            .get_param_iter()
            .map(|p| {
                b.build_float_ext(p.into_float_value(), ctx.f64_type(), "")
                    .map(Into::into)
            })
            .collect::<Result<Vec<_>, _>>()?;
        let v = b
            .build_call(wide, &args, "")?
            .try_as_basic_value()
            .basic()
            .ok_or_else(|| CodegenError::Llvm(format!("{full} returns no value")))?;
        let v = b.build_float_trunc(v.into_float_value(), t, "")?;
        b.build_return(Some(&v))?;
        if naming.linkage == Linkage::Internal {
            always_inline(ctx, f);
        }
        return Ok(f);
    }
    let e = Emit::start(ctx, module, &full, n, naming.linkage);
    define_body(&e, name)?;
    if naming.linkage == Linkage::Internal {
        always_inline(ctx, e.f);
    }
    Ok(e.f)
}

/// Marks `f` to be inlined into every caller. In a kernel a call to a `.func` makes `ptxas`
/// keep the caller's live values in memory across it (the PTX calling convention has no
/// callee-saved registers), which showed as spills in loops calling `sin` or `cos`; inlined,
/// the function's rarely taken paths (Payne–Hanek) stay behind a branch and cost nothing.
fn always_inline<'ctx>(ctx: &'ctx Context, f: FunctionValue<'ctx>) {
    f.add_attribute(
        inkwell::attributes::AttributeLoc::Function,
        ctx.create_enum_attribute(
            inkwell::attributes::Attribute::get_named_enum_kind_id("alwaysinline"),
            0,
        ),
    );
}

/// The internal function computing `kind` on `scalar`s, defined in `module` on first use;
/// `None` when `kind` is not in the library.
pub(crate) fn device_function<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    kind: OpKind,
    scalar: Scalar,
) -> Result<Option<FunctionValue<'ctx>>, CodegenError> {
    match function_name(kind) {
        Some(name) => get_or_define(ctx, module, name, scalar, INTERNAL).map(Some),
        None => Ok(None),
    }
}

/// Defines every function of the library in `module` with external linkage, named
/// `dvmh_math_<name>_f64` and `dvmh_math_<name>_f32` (for tests that call them from Rust).
pub fn define_library<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>) -> Result<(), CodegenError> {
    for (name, _) in FUNCTIONS {
        for scalar in [Scalar::F64, Scalar::F32] {
            get_or_define(ctx, module, name, scalar, EXPORTED)?;
        }
    }
    Ok(())
}

//! Module-level symbols: globals, extern declarations and function signatures.
//!
//! Everything is declared before any body is translated, so calls and `mem.global_addr` may
//! refer to symbols in any order. This is also where the ABI roles of functions are decided:
//! the `entry` function becomes C `int main(void)`, `handler` functions get the runtime's
//! handler signature with `noalias` pointer parameters, and externs get the C ABI's extension
//! attributes for small integers.

use std::collections::HashMap;

use dvmh_ir::{Attr, Attrs, Function, GlobalInit, Module, Scalar, Type};
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::context::Context;
use inkwell::module::{Linkage, Module as LlvmModule};
use inkwell::types::{BasicMetadataTypeEnum, BasicType, BasicTypeEnum, FunctionType};
use inkwell::values::{FunctionValue, GlobalValue, PointerValue};

use crate::alias;
use crate::error::CodegenError;
use crate::llvm_types::{array_align, natural_align, LlvmTypes};

/// Externs that never return (so LLVM can drop the code after their calls).
const NORETURN_EXTERNS: &[&str] = &["dvmh_stop", "abort", "exit", "_exit"];

/// The ABI role of a defined function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FnRole {
    /// The program's entry: C `int main(void)`.
    Entry,
    /// A host handler: `void (const int64_t *bounds, void *const *args, void *const *reds)`.
    Handler,
    /// Any other function: its IR signature.
    Plain,
}

/// Is a unit attribute (`entry`, `handler`, `internal`, `nsw`) set? Present and not `false`.
pub(crate) fn has_flag(attrs: &Attrs, name: &str) -> bool {
    !matches!(attrs.get(name), None | Some(Attr::Bool(false)))
}

pub(crate) fn role(f: &Function) -> FnRole {
    if has_flag(&f.attrs, "entry") {
        FnRole::Entry
    } else if has_flag(&f.attrs, "handler") {
        FnRole::Handler
    } else {
        FnRole::Plain
    }
}

/// A callable or addressable module symbol.
#[derive(Clone, Copy)]
pub(crate) enum Symbol<'ctx> {
    Function(FunctionValue<'ctx>),
    Global(GlobalValue<'ctx>),
}

impl<'ctx> Symbol<'ctx> {
    pub(crate) fn address(self) -> PointerValue<'ctx> {
        match self {
            Symbol::Function(f) => f.as_global_value().as_pointer_value(),
            Symbol::Global(g) => g.as_pointer_value(),
        }
    }
}

/// The declared symbols, by IR name.
pub(crate) struct Symbols<'ctx> {
    by_name: HashMap<String, Symbol<'ctx>>,
    /// Defined functions, in module order (parallel to `Module::functions`).
    pub(crate) defined: Vec<FunctionValue<'ctx>>,
}

impl<'ctx> Symbols<'ctx> {
    pub(crate) fn get(&self, name: &str) -> Option<Symbol<'ctx>> {
        self.by_name.get(name).copied()
    }
}

fn module_error(module: &Module, msg: impl Into<String>) -> CodegenError {
    CodegenError::Module {
        module: module.name.clone(),
        msg: msg.into(),
    }
}

fn enum_attr(ctx: &Context, name: &str, value: u64) -> Attribute {
    ctx.create_enum_attribute(Attribute::get_named_enum_kind_id(name), value)
}

/// The C ABI wants `i8`/`i16` (and `_Bool`) arguments extended by the caller.
fn extension_attr(ctx: &Context, t: Type) -> Option<Attribute> {
    match t {
        Type::Scalar(Scalar::I1) => Some(enum_attr(ctx, "zeroext", 0)),
        Type::Scalar(Scalar::I8 | Scalar::I16) => Some(enum_attr(ctx, "signext", 0)),
        _ => None,
    }
}

/// A function type from IR parameter and result types (at most one result).
pub(crate) fn function_type<'ctx>(
    types: &LlvmTypes<'ctx>,
    ctx: &'ctx Context,
    params: &[Type],
    results: &[Type],
) -> Result<FunctionType<'ctx>, String> {
    c_function_type(types, ctx, params, results, false)
}

/// A function type, variadic (`printf`) when `variadic`.
pub(crate) fn c_function_type<'ctx>(
    types: &LlvmTypes<'ctx>,
    ctx: &'ctx Context,
    params: &[Type],
    results: &[Type],
    variadic: bool,
) -> Result<FunctionType<'ctx>, String> {
    let params: Vec<BasicMetadataTypeEnum> = params
        .iter()
        .map(|&t| {
            types
                .value_type(t)
                .map(Into::into)
                .ok_or_else(|| format!("parameter type {t}"))
        })
        .collect::<Result<_, _>>()?;
    match results {
        [] => Ok(ctx.void_type().fn_type(&params, variadic)),
        [t] => {
            let r: BasicTypeEnum = types
                .value_type(*t)
                .ok_or_else(|| format!("result type {t}"))?;
            Ok(r.fn_type(&params, variadic))
        }
        // Two results: a C struct of two eightbytes returned in registers (RAX/RDX,
        // XMM0/XMM1), which is how LLVM returns a literal struct of two scalars on x86-64.
        [a, b] => {
            let field = |t: &Type| {
                types
                    .value_type(*t)
                    .ok_or_else(|| format!("result type {t}"))
            };
            let r = ctx.struct_type(&[field(a)?, field(b)?], false);
            Ok(r.fn_type(&params, variadic))
        }
        _ => Err(format!(
            "{} results (at most two are supported)",
            results.len()
        )),
    }
}

/// The `byval`/`sret` attributes the C front end puts on a function or a call (structs
/// passed in memory: `byval = [[param, size, align], ...]`, `sret = [size, align]` on the
/// first parameter), as LLVM attributes by parameter index.
pub(crate) fn memory_struct_attributes<'ctx>(
    ctx: &'ctx Context,
    attrs: &dvmh_ir::Attrs,
) -> Vec<(u32, Attribute)> {
    let bytes = |size: i64| -> inkwell::types::AnyTypeEnum<'ctx> {
        ctx.i8_type().array_type(size.max(0) as u32).into()
    };
    let typed = |name: &str, size: i64| {
        ctx.create_type_attribute(Attribute::get_named_enum_kind_id(name), bytes(size))
    };
    let mut out = Vec::new();
    if let Some(list) = attrs.get("byval").and_then(dvmh_ir::Attr::as_array) {
        for item in list {
            if let Some([i, size, align]) = item.as_int_array().as_deref() {
                out.push((*i as u32, typed("byval", *size)));
                out.push((*i as u32, enum_attr(ctx, "align", *align as u64)));
            }
        }
    }
    if let Some([size, align]) = attrs
        .get("sret")
        .and_then(dvmh_ir::Attr::as_int_array)
        .as_deref()
    {
        out.push((0, typed("sret", *size)));
        out.push((0, enum_attr(ctx, "align", *align as u64)));
        out.push((0, enum_attr(ctx, "noalias", 0)));
    }
    out
}

/// Adds the C ABI extension attributes of the parameters and result.
fn add_abi_attributes(ctx: &Context, f: FunctionValue<'_>, params: &[Type], results: &[Type]) {
    for (i, &t) in params.iter().enumerate() {
        if let Some(a) = extension_attr(ctx, t) {
            f.add_attribute(AttributeLoc::Param(i as u32), a);
        }
    }
    if let [t] = results {
        if let Some(a) = extension_attr(ctx, *t) {
            f.add_attribute(AttributeLoc::Return, a);
        }
    }
}

/// Attributes every function and extern of a dvmhc program has: no C++ exceptions cross
/// Fortran/C-DVMH code or the runtime's C ABI.
fn add_common_attributes(ctx: &Context, f: FunctionValue<'_>) {
    f.add_attribute(AttributeLoc::Function, enum_attr(ctx, "nounwind", 0));
}

/// A type of `bytes` bytes (more than 4G elements) for a zero-filled global.
fn huge_zero_type(ctx: &Context, bytes: u64) -> BasicTypeEnum<'_> {
    const ROW: u64 = 1 << 30;
    let byte = ctx.i8_type();
    let rows = byte.array_type(ROW as u32).array_type((bytes / ROW) as u32);
    let rest = byte.array_type((bytes % ROW) as u32);
    ctx.struct_type(&[rows.into(), rest.into()], true).into()
}

/// The alignment of a writable global: its element's, more for arrays (vector loads).
fn variable_align(g: &dvmh_ir::Global) -> u32 {
    let align = natural_align(g.elem);
    if g.count > 1 {
        array_align(align, g.size_bytes())
    } else {
        align
    }
}

fn declare_globals<'ctx>(
    ir: &Module,
    llvm: &LlvmModule<'ctx>,
    ctx: &'ctx Context,
    types: &LlvmTypes<'ctx>,
    by_name: &mut HashMap<String, Symbol<'ctx>>,
) -> Result<(), CodegenError> {
    for g in &ir.globals {
        let global = match &g.init {
            GlobalInit::Bytes(bytes) => {
                let init = ctx.const_string(bytes, false);
                let global = llvm.add_global(init.get_type(), None, &g.name);
                global.set_initializer(&init);
                global.set_constant(true);
                global.set_linkage(Linkage::Private);
                global.set_unnamed_addr(true);
                global.set_alignment(natural_align(g.elem).max(1));
                global
            }
            GlobalInit::Data(bytes) | GlobalInit::CommonData(bytes) => {
                // Writable initial bytes, aligned for the element type; a COMMON block's is
                // its program-wide definition.
                let init = ctx.const_string(bytes, false);
                let global = llvm.add_global(init.get_type(), None, &g.name);
                global.set_initializer(&init);
                global.set_linkage(match g.init {
                    GlobalInit::CommonData(_) => Linkage::External,
                    _ => Linkage::Internal,
                });
                global.set_alignment(variable_align(g));
                global
            }
            GlobalInit::External => {
                let elem = types.memory_type(g.elem).ok_or_else(|| {
                    module_error(ir, format!("global @{}: type {}", g.name, g.elem))
                })?;
                let global = llvm.add_global(elem, None, &g.name);
                global.set_linkage(Linkage::External);
                global.set_alignment(natural_align(g.elem).max(1));
                global
            }
            GlobalInit::Zero | GlobalInit::Common | GlobalInit::InternalZero => {
                let elem = types.memory_type(g.elem).ok_or_else(|| {
                    module_error(ir, format!("global @{}: type {}", g.name, g.elem))
                })?;
                let ty: BasicTypeEnum = match u32::try_from(g.count) {
                    Ok(1) => elem,
                    Ok(count) => elem.array_type(count).into(),
                    // LLVM's C API counts array elements in 32 bits: a larger zero-filled
                    // object is typed as its bytes, 1 GiB rows plus the rest.
                    Err(_) => huge_zero_type(ctx, g.size_bytes()),
                };
                let global = llvm.add_global(ty, None, &g.name);
                global.set_initializer(&ty.const_zero());
                global.set_linkage(match g.init {
                    GlobalInit::Common => Linkage::Common,
                    GlobalInit::InternalZero => Linkage::Internal,
                    _ => Linkage::External,
                });
                global.set_alignment(variable_align(g));
                global
            }
        };
        if by_name
            .insert(g.name.clone(), Symbol::Global(global))
            .is_some()
        {
            return Err(module_error(
                ir,
                format!("symbol @{} is defined twice", g.name),
            ));
        }
    }
    Ok(())
}

/// The LLVM name and type of a defined function, by its role.
fn definition_signature<'ctx>(
    ir: &Module,
    f: &Function,
    ctx: &'ctx Context,
    types: &LlvmTypes<'ctx>,
) -> Result<(String, FunctionType<'ctx>), CodegenError> {
    let params = f.params();
    match role(f) {
        FnRole::Entry => {
            // C-DVMH's `main(argc, argv)` keeps its parameters.
            let with_args = params == [Type::I32, Type::Ptr];
            if !(params.is_empty() || with_args)
                || !(f.results.is_empty() || f.results == [Type::I32])
            {
                return Err(module_error(
                    ir,
                    format!(
                        "entry function @{} must take no parameters or (i32, ptr) and return nothing or i32 (it becomes C `int main(void)` or `int main(int, char **)`)",
                        f.name
                    ),
                ));
            }
            let args: Vec<BasicMetadataTypeEnum> = if with_args {
                vec![ctx.i32_type().into(), types.ptr().into()]
            } else {
                Vec::new()
            };
            Ok(("main".to_string(), ctx.i32_type().fn_type(&args, false)))
        }
        FnRole::Handler => {
            if params != [Type::Ptr, Type::Ptr, Type::Ptr] || !f.results.is_empty() {
                return Err(module_error(
                    ir,
                    format!(
                        "handler @{} must have parameters (ptr, ptr, ptr) and no results",
                        f.name
                    ),
                ));
            }
            let ptr = types.ptr().into();
            Ok((
                f.name.clone(),
                ctx.void_type().fn_type(&[ptr, ptr, ptr], false),
            ))
        }
        FnRole::Plain => {
            let variadic = has_flag(&f.attrs, "variadic");
            let ty =
                c_function_type(types, ctx, &params, &f.results, variadic).map_err(|what| {
                    module_error(ir, format!("function @{}: unsupported {what}", f.name))
                })?;
            Ok((f.name.clone(), ty))
        }
    }
}

fn declare_functions<'ctx>(
    ir: &Module,
    llvm: &LlvmModule<'ctx>,
    ctx: &'ctx Context,
    types: &LlvmTypes<'ctx>,
    by_name: &mut HashMap<String, Symbol<'ctx>>,
) -> Result<Vec<FunctionValue<'ctx>>, CodegenError> {
    let mut defined = Vec::with_capacity(ir.functions.len());
    let entries: Vec<&str> = ir
        .functions
        .iter()
        .filter(|f| role(f) == FnRole::Entry)
        .map(|f| f.name.as_str())
        .collect();
    if entries.len() > 1 {
        return Err(module_error(
            ir,
            format!("more than one entry function: @{}", entries.join(", @")),
        ));
    }
    for f in &ir.functions {
        let (llvm_name, ty) = definition_signature(ir, f, ctx, types)?;
        if llvm.get_function(&llvm_name).is_some() {
            return Err(module_error(
                ir,
                format!(
                    "function @{} clashes with another definition of `{llvm_name}`",
                    f.name
                ),
            ));
        }
        let linkage = if has_flag(&f.attrs, "internal") && role(f) != FnRole::Entry {
            Linkage::Internal
        } else {
            Linkage::External
        };
        let value = llvm.add_function(&llvm_name, ty, Some(linkage));
        add_common_attributes(ctx, value);
        // Unwind tables as clang emits them on x86-64, so debuggers and profilers can walk
        // the stack through compiled code (2 = asynchronous tables).
        value.add_attribute(AttributeLoc::Function, enum_attr(ctx, "uwtable", 2));
        if has_flag(&f.attrs, "noinline") {
            value.add_attribute(AttributeLoc::Function, enum_attr(ctx, "noinline", 0));
        }
        match role(f) {
            FnRole::Handler => {
                for param in alias::private_pointer_params(f) {
                    value.add_attribute(AttributeLoc::Param(param), enum_attr(ctx, "noalias", 0));
                    value.add_attribute(AttributeLoc::Param(param), enum_attr(ctx, "nocapture", 0));
                }
            }
            FnRole::Plain => {
                add_abi_attributes(ctx, value, &f.params(), &f.results);
                for (i, a) in memory_struct_attributes(ctx, &f.attrs) {
                    value.add_attribute(AttributeLoc::Param(i), a);
                }
                // C's `restrict` pointer parameters.
                if let Some(list) = f.attrs.get("noalias_params").and_then(Attr::as_array) {
                    for k in list.iter().filter_map(Attr::as_int) {
                        if f.params().get(k as usize) == Some(&Type::Ptr) {
                            value.add_attribute(
                                AttributeLoc::Param(k as u32),
                                enum_attr(ctx, "noalias", 0),
                            );
                        }
                    }
                }
                // A Fortran procedure: its dummy arguments do not alias (the front end says so).
                if has_flag(&f.attrs, "dummies_noalias") {
                    for (k, t) in f.params().iter().enumerate() {
                        if *t == Type::Ptr {
                            value.add_attribute(
                                AttributeLoc::Param(k as u32),
                                enum_attr(ctx, "noalias", 0),
                            );
                        }
                    }
                }
            }
            FnRole::Entry => {}
        }
        if by_name
            .insert(f.name.clone(), Symbol::Function(value))
            .is_some()
        {
            return Err(module_error(
                ir,
                format!("symbol @{} is defined twice", f.name),
            ));
        }
        defined.push(value);
    }
    Ok(defined)
}

fn declare_externs<'ctx>(
    ir: &Module,
    llvm: &LlvmModule<'ctx>,
    ctx: &'ctx Context,
    types: &LlvmTypes<'ctx>,
    by_name: &mut HashMap<String, Symbol<'ctx>>,
) -> Result<(), CodegenError> {
    for e in &ir.externs {
        let ty = c_function_type(types, ctx, &e.params, &e.results, e.variadic)
            .map_err(|what| module_error(ir, format!("extern @{}: unsupported {what}", e.name)))?;
        match by_name.get(&e.name) {
            // A declaration of a function the module also defines: the definition wins if the
            // signatures agree.
            Some(Symbol::Function(defined)) if defined.get_type() == ty => continue,
            Some(_) => {
                return Err(module_error(
                    ir,
                    format!(
                        "extern @{} conflicts with a definition of the same name",
                        e.name
                    ),
                ))
            }
            None => {}
        }
        let value = match llvm.get_function(&e.name) {
            Some(existing) if existing.get_type() == ty => existing,
            Some(_) => {
                return Err(module_error(
                    ir,
                    format!("extern @{} clashes with the entry function `main`", e.name),
                ))
            }
            None => llvm.add_function(&e.name, ty, Some(Linkage::External)),
        };
        add_common_attributes(ctx, value);
        add_abi_attributes(ctx, value, &e.params, &e.results);
        if NORETURN_EXTERNS.contains(&e.name.as_str()) {
            value.add_attribute(AttributeLoc::Function, enum_attr(ctx, "noreturn", 0));
        }
        by_name.insert(e.name.clone(), Symbol::Function(value));
    }
    Ok(())
}

/// Declares every global, function and extern of `ir` in `llvm`.
pub(crate) fn declare_module<'ctx>(
    ir: &Module,
    llvm: &LlvmModule<'ctx>,
    ctx: &'ctx Context,
    types: &LlvmTypes<'ctx>,
) -> Result<Symbols<'ctx>, CodegenError> {
    let mut by_name = HashMap::new();
    declare_globals(ir, llvm, ctx, types, &mut by_name)?;
    let defined = declare_functions(ir, llvm, ctx, types, &mut by_name)?;
    declare_externs(ir, llvm, ctx, types, &mut by_name)?;
    register_constructors(ir, llvm, ctx, &defined);
    Ok(Symbols { by_name, defined })
}

/// Functions flagged `constructor` (a C unit's non-constant file-scope initializers) run
/// before `main`, from `@llvm.global_ctors`, as gcc runs them from `.init_array`.
fn register_constructors<'ctx>(
    ir: &Module,
    llvm: &LlvmModule<'ctx>,
    ctx: &'ctx Context,
    defined: &[FunctionValue<'ctx>],
) {
    let ctors: Vec<FunctionValue<'ctx>> = ir
        .functions
        .iter()
        .zip(defined)
        .filter(|(f, _)| has_flag(&f.attrs, "constructor"))
        .map(|(_, v)| *v)
        .collect();
    if ctors.is_empty() {
        return;
    }
    let i32t = ctx.i32_type();
    let ptr = ctx.ptr_type(inkwell::AddressSpace::default());
    let entry = ctx.struct_type(&[i32t.into(), ptr.into(), ptr.into()], false);
    let entries: Vec<_> = ctors
        .iter()
        .map(|f| {
            entry.const_named_struct(&[
                i32t.const_int(65535, false).into(),
                f.as_global_value().as_pointer_value().into(),
                ptr.const_null().into(),
            ])
        })
        .collect();
    let table = llvm.add_global(
        entry.array_type(entries.len() as u32),
        None,
        "llvm.global_ctors",
    );
    table.set_linkage(Linkage::Appending);
    table.set_initializer(&entry.const_array(&entries));
}

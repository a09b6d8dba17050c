//! The compilation pipeline: front end → IR → passes → host code → link.

use crate::cli::{Emit, Form, Options};
use crate::link;
use dvmh_codegen_host::{emit_llvm_ir, emit_object, CodegenOptions};
use dvmh_compiler::{FrontendOptions, SourceForm};
use dvmh_ir::pass::{run_pipeline, HOST_PIPELINE};
use std::path::{Path, PathBuf};

/// Why compilation stopped.
pub enum Failure {
    /// Diagnostics were already printed.
    Reported,
    /// A message still to print.
    Message(String),
}

impl From<String> for Failure {
    fn from(m: String) -> Self {
        Failure::Message(m)
    }
}

pub fn run(opts: &Options) -> Result<(), Failure> {
    let text = std::fs::read(&opts.input)
        .map_err(|e| format!("cannot read '{}': {e}", opts.input.display()))?;
    let text = String::from_utf8_lossy(&text).into_owned();
    let fe_opts = FrontendOptions {
        form: opts.form.map(|f| match f {
            Form::Fixed => SourceForm::Fixed,
            Form::Free => SourceForm::Free,
        }),
        include_dirs: opts.include_dirs.clone(),
    };
    if opts.form.is_none() && dvmh_compiler::source_form_for_path(&opts.input).is_none() {
        return Err(Failure::Message(format!(
            "'{}': unknown source file kind (expected .fdv, .f, .for, .F, .ftn for fixed form or .f90, .f95, .F90 for free form; or give -ffixed-form / -ffree-form)",
            opts.input.display()
        )));
    }

    if opts.emit == Emit::Ast {
        let (ast, diags) = dvmh_compiler::parse_fortran(&opts.input, &text, &fe_opts);
        let errors = report(&diags);
        let Some(ast) = ast.filter(|_| !errors) else {
            return Err(Failure::Reported);
        };
        return write_text(opts, &format!("{ast}\n"));
    }

    let (module, diags) = dvmh_compiler::compile_fortran(&opts.input, &text, &fe_opts);
    let errors = report(&diags);
    let Some(mut module) = module.filter(|_| !errors) else {
        return Err(Failure::Reported);
    };

    if opts.emit == Emit::Ir {
        let passes: Vec<&str> = opts.passes.iter().flatten().map(String::as_str).collect();
        run_pipeline(&mut module, &passes, true).map_err(|e| internal(&e.to_string()))?;
        return write_text(opts, &dvmh_ir::print_module(&module));
    }

    run_pipeline(&mut module, HOST_PIPELINE, opts.verify_each)
        .map_err(|e| internal(&e.to_string()))?;
    let cg = CodegenOptions {
        opt_level: opts.opt_level,
        cpu: opts.cpu.clone(),
        features: None,
    };
    match opts.emit {
        Emit::Llvm => {
            let ll = emit_llvm_ir(&module, &cg).map_err(|e| internal(&e.to_string()))?;
            write_text(opts, &ll)
        }
        Emit::Obj => {
            let out = output_path(opts, "o");
            emit_object(&module, &cg, &out).map_err(|e| internal(&e.to_string()))?;
            Ok(())
        }
        Emit::Exe => {
            let out = output_path(opts, "");
            let tmp = TempDir::new()?;
            let obj = tmp.path.join("program.o");
            emit_object(&module, &cg, &obj).map_err(|e| internal(&e.to_string()))?;
            link::link(&obj, &out, opts.verbose)?;
            Ok(())
        }
        Emit::Ast | Emit::Ir => unreachable!("handled above"), // ok: returned earlier
    }
}

/// Prints diagnostics; returns whether any was an error.
fn report(diags: &[dvmh_compiler::Diagnostic]) -> bool {
    for d in diags {
        eprintln!("{}", dvmh_compiler::render_diagnostic(d));
    }
    diags.iter().any(|d| d.is_error())
}

/// A failure inside the compiler (not the user's fault): say so plainly.
fn internal(message: &str) -> Failure {
    Failure::Message(format!(
        "internal compiler error: {message}\n(this is a dvmhc bug; please report it with the source file)"
    ))
}

/// `-o`, else the input's name with `ext` (no extension for executables).
fn output_path(opts: &Options, ext: &str) -> PathBuf {
    opts.output.clone().unwrap_or_else(|| {
        let stem = opts.input.file_stem().unwrap_or_default();
        let name = Path::new(stem).with_extension(ext);
        opts.input.with_file_name(name)
    })
}

/// Text output goes to `-o` if given, else standard output.
fn write_text(opts: &Options, text: &str) -> Result<(), Failure> {
    match &opts.output {
        Some(p) => std::fs::write(p, text)
            .map_err(|e| Failure::Message(format!("cannot write '{}': {e}", p.display()))),
        None => {
            use std::io::Write;
            let mut out = std::io::stdout().lock();
            out.write_all(text.as_bytes())
                .and_then(|_| out.flush())
                .map_err(|e| Failure::Message(format!("cannot write to standard output: {e}")))
        }
    }
}

/// A scratch directory removed on drop.
struct TempDir {
    path: PathBuf,
}

impl TempDir {
    fn new() -> Result<Self, String> {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.subsec_nanos())
            .unwrap_or(0);
        let path = std::env::temp_dir().join(format!("dvmhc-{}-{nanos}", std::process::id()));
        std::fs::create_dir_all(&path)
            .map_err(|e| format!("cannot create '{}': {e}", path.display()))?;
        Ok(TempDir { path })
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

//! The compilation pipeline: front end → IR → passes → host code → link.

use crate::cli::{Emit, Form, Input, Options};
use crate::{files, link, out};
use dvmh_codegen_host::{emit_llvm_ir, emit_object, CodegenError, CodegenOptions};
use dvmh_codegen_ptx::{emit_ptx, PtxOptions};
use dvmh_compiler::{FrontendOptions, SourceForm};
use dvmh_ir::pass::{run_pipeline, HOST_PIPELINE};
use dvmh_ir::passes::lower_dvm::PTX_IMAGE_GLOBAL;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

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

/// Wall time per phase, printed by `-ftime-report`.
#[derive(Default)]
struct TimeReport {
    phases: Vec<(String, Duration)>,
}

impl TimeReport {
    fn add(&mut self, phase: impl Into<String>, took: Duration) {
        self.phases.push((phase.into(), took));
    }

    /// Records the phase that began at `since`; returns now, the start of the next.
    fn lap(&mut self, phase: impl Into<String>, since: Instant) -> Instant {
        let now = Instant::now();
        self.add(phase, now - since);
        now
    }

    fn print(&self) {
        out::err_line("dvmhc: time report (wall-clock seconds)");
        let width = self.phases.iter().map(|p| p.0.len()).max().unwrap_or(0);
        let mut total = Duration::ZERO;
        for (phase, took) in &self.phases {
            out::err_line(&format!("  {phase:<width$}  {:9.3}", took.as_secs_f64()));
            total += *took;
        }
        out::err_line(&format!(
            "  {:<width$}  {:9.3}",
            "total",
            total.as_secs_f64()
        ));
    }
}

pub fn run(opts: &Options) -> Result<(), Failure> {
    let mut times = TimeReport::default();
    let result = compile(opts, &mut times);
    if opts.time_report {
        times.print();
    }
    result
}

/// Everything the command asks for: one source to text (`--emit=ast|ir|llvm`), each source to
/// an object (`-c`), or every source compiled and linked with the objects given.
fn compile(opts: &Options, times: &mut TimeReport) -> Result<(), Failure> {
    let sources = opts.sources();
    for input in &opts.inputs {
        let (Input::Source(p) | Input::Object(p)) = input;
        files::check_source(p)?;
    }
    for src in &sources {
        if src.extension().is_some_and(|e| e == "h") {
            return Err(Failure::Message(format!(
                "'{}': a C header is not a source file (it is included by one)",
                src.display()
            )));
        }
        if opts.form.is_none()
            && !dvmh_compiler::is_c_source(src)
            && dvmh_compiler::source_form_for_path(src).is_none()
        {
            return Err(Failure::Message(format!(
                "'{}': unknown source file kind (expected .fdv, .f, .for, .F, .ftn for fixed form or .f90, .f95, .F90 for free form, .c or .cdv for C-DVMH, or .o/.a to link; or give -ffixed-form / -ffree-form)",
                src.display()
            )));
        }
    }
    let inputs: Vec<&Path> = opts
        .inputs
        .iter()
        .map(|i| match i {
            Input::Source(p) | Input::Object(p) => p.as_path(),
        })
        .collect();
    match opts.emit {
        Emit::Ast | Emit::Ir | Emit::Llvm | Emit::Ptx | Emit::Deps => {
            let [src] = sources[..] else {
                return Err(Failure::Message(format!(
                    "--emit={} takes exactly one source file",
                    opts.emit.name()
                )));
            };
            if let Some(out) = &opts.output {
                files::check_output(out, &inputs)?;
            }
            let text = compile_to_text(opts, src, times)?;
            write_text(opts.output.as_deref(), &text)
        }
        Emit::Obj => {
            if sources.len() > 1 && opts.output.is_some() {
                return Err(Failure::Message(
                    "-o cannot name one object for several sources with -c".into(),
                ));
            }
            if sources.is_empty() {
                return Err(Failure::Message("-c needs a source file".into()));
            }
            let mut failed = false;
            for src in &sources {
                let out = opts
                    .output
                    .clone()
                    .unwrap_or_else(|| default_output(src, "o"));
                files::check_output(&out, &inputs)?;
                match compile_to_object(opts, src, &out, times) {
                    Ok(()) => {}
                    Err(Failure::Reported) => failed = true,
                    Err(other) => return Err(other),
                }
            }
            if failed {
                Err(Failure::Reported)
            } else {
                Ok(())
            }
        }
        Emit::Exe => {
            let exe = opts
                .output
                .clone()
                .unwrap_or_else(|| match sources.first() {
                    Some(src) => default_output(src, ""),
                    None => PathBuf::from("a.out"),
                });
            files::check_output(&exe, &inputs)?;
            let tmp = TempDir::new()?;
            let mut objects = Vec::new();
            let mut failed = false;
            let mut next = 0;
            for input in &opts.inputs {
                match input {
                    Input::Object(p) => objects.push(p.clone()),
                    Input::Source(src) => {
                        next += 1;
                        let obj = tmp.path.join(format!("{next}.o"));
                        match compile_to_object(opts, src, &obj, times) {
                            Ok(()) => objects.push(obj),
                            Err(Failure::Reported) => failed = true,
                            Err(other) => return Err(other),
                        }
                    }
                }
            }
            if failed {
                return Err(Failure::Reported);
            }
            let start = Instant::now();
            link::link(&objects, &opts.link_flags, &exe, opts.verbose)?;
            times.lap("link", start);
            Ok(())
        }
    }
}

fn frontend_options(opts: &Options) -> FrontendOptions {
    FrontendOptions {
        form: opts.form.map(|f| match f {
            Form::Fixed => SourceForm::Fixed,
            Form::Free => SourceForm::Free,
        }),
        include_dirs: opts.include_dirs.clone(),
        check_bounds: opts.check_bounds,
        fixed_line_length: opts.fixed_line_length,
        module_dir: opts.module_dir.clone(),
        preprocess: opts.preprocess,
        defines: opts.defines.clone(),
        skip_dependence_check: opts.emit == Emit::Deps,
    }
}

/// Front end and IR passes of one source: the module, ready for a back end (`None` passes:
/// the host pipeline).
fn compile_to_ir(
    opts: &Options,
    src: &Path,
    passes: Option<&[&str]>,
    times: &mut TimeReport,
) -> Result<dvmh_ir::Module, Failure> {
    let start = Instant::now();
    let text = files::read_source(src)?;
    let compiled = if dvmh_compiler::is_c_source(src) {
        let (module, diagnostics) = dvmh_compiler::compile_c(src, &text, &frontend_options(opts));
        dvmh_compiler::Compiled {
            module,
            diagnostics,
            module_files: Vec::new(),
        }
    } else {
        dvmh_compiler::compile_fortran_file(src, &text, &frontend_options(opts))
    };
    let (module, diags) = (compiled.module, compiled.diagnostics);
    let errors = report(&diags);
    if !errors {
        write_module_files(opts, &compiled.module_files)?;
    }
    let mut start = times.lap(format!("front end ({})", src.display()), start);
    let Some(mut module) = module.filter(|_| !errors) else {
        return Err(Failure::Reported);
    };
    if opts.auto_tfm {
        dvmh_ir::passes::tfm::enable(&mut module);
    }
    let (passes, verify) = match passes {
        Some(p) => (p.to_vec(), true),
        None => (HOST_PIPELINE.to_vec(), opts.verify_each),
    };
    for pass in passes {
        run_pipeline(&mut module, &[pass], verify).map_err(|e| internal(&e.to_string()))?;
        start = times.lap(format!("pass {pass}"), start);
    }
    if !matches!(opts.emit, Emit::Ir | Emit::Deps) {
        embed_device_code(opts, &mut module)?;
        times.lap("GPU kernels (PTX)", start);
    }
    Ok(module)
}

fn ptx_options(opts: &Options) -> PtxOptions {
    PtxOptions {
        arch: opts.cuda_arch.clone(),
        opt_level: opts.opt_level.max(1),
        ..PtxOptions::default()
    }
}

/// Compiles the module's device handlers to PTX and stores the text in the image that their
/// loops pass to the runtime (left empty with `-noCuda`: the runtime then keeps those loops off
/// the GPU). Returns the PTX.
fn embed_device_code(
    opts: &Options,
    module: &mut dvmh_ir::Module,
) -> Result<Option<String>, Failure> {
    if opts.no_cuda {
        return Ok(None);
    }
    let Some(ptx) = emit_ptx(module, &ptx_options(opts)).map_err(codegen_failure)? else {
        return Ok(None);
    };
    if let Some(image) = module
        .globals
        .iter_mut()
        .find(|g| g.name == PTX_IMAGE_GLOBAL)
    {
        let mut bytes = ptx.as_bytes().to_vec();
        bytes.push(0);
        image.count = bytes.len() as u64;
        image.init = dvmh_ir::GlobalInit::Bytes(bytes);
    }
    Ok(Some(ptx))
}

/// Writes the module files of the modules a source defines (into the -J directory, else the
/// current one); a file whose contents are unchanged is left alone, so that its time stamp
/// does not make `make` rebuild every user.
fn write_module_files(opts: &Options, files: &[(String, String)]) -> Result<(), Failure> {
    let dir = opts
        .module_dir
        .clone()
        .unwrap_or_else(|| std::path::PathBuf::from("."));
    for (name, text) in files {
        let path = dir.join(name);
        if std::fs::read(&path).is_ok_and(|old| old == text.as_bytes()) {
            continue;
        }
        if let Err(e) = std::fs::write(&path, text) {
            return Err(Failure::Message(format!(
                "cannot write the module file '{}': {e}",
                path.display()
            )));
        }
    }
    Ok(())
}

fn codegen_options(opts: &Options) -> CodegenOptions {
    CodegenOptions {
        opt_level: opts.opt_level,
        cpu: opts.cpu.clone(),
        features: None,
    }
}

/// `--emit=ast|ir|llvm` of one source.
fn compile_to_text(opts: &Options, src: &Path, times: &mut TimeReport) -> Result<String, Failure> {
    match opts.emit {
        Emit::Ast => {
            let start = Instant::now();
            let text = files::read_source(src)?;
            let fe = frontend_options(opts);
            let (ast, diags) = if dvmh_compiler::is_c_source(src) {
                let (ast, diags) = dvmh_compiler::parse_c(src, &text, &fe);
                (ast.map(|a| a.to_string()), diags)
            } else {
                let (ast, diags) = dvmh_compiler::parse_fortran(src, &text, &fe);
                (ast.map(|a| a.to_string()), diags)
            };
            let errors = report(&diags);
            times.lap("front end (parse)", start);
            match ast.filter(|_| !errors) {
                Some(ast) => Ok(format!("{ast}\n")),
                None => Err(Failure::Reported),
            }
        }
        Emit::Ir => {
            let named: Vec<&str> = opts.passes.iter().flatten().map(String::as_str).collect();
            let module = compile_to_ir(opts, src, Some(&named), times)?;
            Ok(dvmh_ir::print_module_with_locs(&module))
        }
        Emit::Deps => {
            let module = compile_to_ir(opts, src, Some(&[]), times)?;
            let loops = dvmh_ir::analysis::deps::analyze_module(&module);
            Ok(dvmh_ir::analysis::report::render(&module, &loops))
        }
        Emit::Ptx => {
            let mut module = compile_to_ir(opts, src, None, times)?;
            // The image is already embedded; compile again for the text (cheap, and only here).
            match embed_device_code(opts, &mut module)? {
                Some(ptx) => Ok(ptx),
                None => Ok(String::new()),
            }
        }
        _ => {
            let module = compile_to_ir(opts, src, None, times)?;
            let start = Instant::now();
            let ll = emit_llvm_ir(&module, &codegen_options(opts)).map_err(codegen_failure)?;
            times.lap("LLVM", start);
            Ok(ll)
        }
    }
}

/// One source to an object file at `out`.
fn compile_to_object(
    opts: &Options,
    src: &Path,
    out: &Path,
    times: &mut TimeReport,
) -> Result<(), Failure> {
    let module = compile_to_ir(opts, src, None, times)?;
    let phases = emit_object(&module, &codegen_options(opts), out).map_err(codegen_failure)?;
    for (phase, took) in phases.phases {
        times.add(phase, took);
    }
    Ok(())
}

/// Prints diagnostics; returns whether any was an error.
fn report(diags: &[dvmh_compiler::Diagnostic]) -> bool {
    for d in diags {
        out::err_line(&dvmh_compiler::render_diagnostic(d));
    }
    diags.iter().any(|d| d.is_error())
}

/// A failure inside the compiler (not the user's fault): say so plainly.
fn internal(message: &str) -> Failure {
    Failure::Message(format!(
        "internal compiler error: {message}\n(this is a dvmhc bug; please report it with the source file)"
    ))
}

/// Back-end errors: output and option problems are the user's to fix; the rest are ours.
fn codegen_failure(e: CodegenError) -> Failure {
    match e {
        CodegenError::Output(m) | CodegenError::Options(m) => Failure::Message(m),
        other => internal(&other.to_string()),
    }
}

/// The default output of a source: its name with `ext` (none for an executable).
fn default_output(src: &Path, ext: &str) -> PathBuf {
    let stem = src.file_stem().unwrap_or_default();
    src.with_file_name(Path::new(stem).with_extension(ext))
}

/// Text output goes to `path` if given, else standard output.
fn write_text(path: Option<&Path>, text: &str) -> Result<(), Failure> {
    match path {
        Some(p) => std::fs::write(p, text).map_err(|e| {
            Failure::Message(format!(
                "cannot write '{}': {}",
                p.display(),
                files::io_message(&e)
            ))
        }),
        None => out::stdout_text(text).map_err(Failure::Message),
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
        std::fs::create_dir_all(&path).map_err(|e| {
            format!(
                "cannot create the temporary directory '{}': {}",
                path.display(),
                files::io_message(&e)
            )
        })?;
        Ok(TempDir { path })
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

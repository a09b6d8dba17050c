//! The compilation pipeline: front end → IR → passes → host code → link.

use crate::cli::{Emit, Form, Options};
use crate::{files, link, out};
use dvmh_codegen_host::{emit_llvm_ir, emit_object, CodegenError, CodegenOptions};
use dvmh_compiler::{FrontendOptions, SourceForm};
use dvmh_ir::pass::{run_pipeline, HOST_PIPELINE};
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

fn compile(opts: &Options, times: &mut TimeReport) -> Result<(), Failure> {
    let start = Instant::now();
    let fe_opts = FrontendOptions {
        form: opts.form.map(|f| match f {
            Form::Fixed => SourceForm::Fixed,
            Form::Free => SourceForm::Free,
        }),
        include_dirs: opts.include_dirs.clone(),
        check_bounds: opts.check_bounds,
    };
    if opts.form.is_none() && dvmh_compiler::source_form_for_path(&opts.input).is_none() {
        return Err(Failure::Message(format!(
            "'{}': unknown source file kind (expected .fdv, .f, .for, .F, .ftn for fixed form or .f90, .f95, .F90 for free form; or give -ffixed-form / -ffree-form)",
            opts.input.display()
        )));
    }
    let text = files::read_source(&opts.input)?;
    let output = output_path(opts);
    if let Some(out) = &output {
        files::check_output(out, &[opts.input.as_path()])?;
    }

    if opts.emit == Emit::Ast {
        let (ast, diags) = dvmh_compiler::parse_fortran(&opts.input, &text, &fe_opts);
        let errors = report(&diags);
        times.lap("front end (parse)", start);
        let Some(ast) = ast.filter(|_| !errors) else {
            return Err(Failure::Reported);
        };
        return write_text(output.as_deref(), &format!("{ast}\n"));
    }

    let (module, diags) = dvmh_compiler::compile_fortran(&opts.input, &text, &fe_opts);
    let errors = report(&diags);
    let mut start = times.lap("front end", start);
    let Some(mut module) = module.filter(|_| !errors) else {
        return Err(Failure::Reported);
    };

    let (passes, verify): (Vec<&str>, bool) = if opts.emit == Emit::Ir {
        let named = opts.passes.iter().flatten().map(String::as_str).collect();
        (named, true)
    } else {
        (HOST_PIPELINE.to_vec(), opts.verify_each)
    };
    for pass in passes {
        run_pipeline(&mut module, &[pass], verify).map_err(|e| internal(&e.to_string()))?;
        start = times.lap(format!("pass {pass}"), start);
    }
    if opts.emit == Emit::Ir {
        return write_text(output.as_deref(), &dvmh_ir::print_module_with_locs(&module));
    }

    let cg = CodegenOptions {
        opt_level: opts.opt_level,
        cpu: opts.cpu.clone(),
        features: None,
    };
    let object_into = |path: &Path, times: &mut TimeReport| -> Result<(), Failure> {
        let phases = emit_object(&module, &cg, path).map_err(codegen_failure)?;
        for (phase, took) in phases.phases {
            times.add(phase, took);
        }
        Ok(())
    };
    match opts.emit {
        Emit::Llvm => {
            let ll = emit_llvm_ir(&module, &cg).map_err(codegen_failure)?;
            times.lap("LLVM", start);
            write_text(output.as_deref(), &ll)
        }
        Emit::Obj => object_into(output.as_deref().unwrap_or(Path::new("a.o")), times),
        Emit::Exe => {
            let exe = output.unwrap_or_else(|| PathBuf::from("a.out"));
            let tmp = TempDir::new()?;
            let obj = tmp.path.join("program.o");
            object_into(&obj, times)?;
            let start = Instant::now();
            link::link(&obj, &exe, opts.verbose)?;
            times.lap("link", start);
            Ok(())
        }
        Emit::Ast | Emit::Ir => unreachable!("handled above"), // ok: returned earlier
    }
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

/// Where the output goes: `-o`, else the input's name with the kind's extension (none for an
/// executable); `None` for text written to standard output.
fn output_path(opts: &Options) -> Option<PathBuf> {
    if opts.output.is_some() {
        return opts.output.clone();
    }
    let ext = match opts.emit {
        Emit::Obj => "o",
        Emit::Exe => "",
        Emit::Ast | Emit::Ir | Emit::Llvm => return None,
    };
    let stem = opts.input.file_stem().unwrap_or_default();
    Some(
        opts.input
            .with_file_name(Path::new(stem).with_extension(ext)),
    )
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

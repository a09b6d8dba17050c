//! `dvmh-compiler`: the front ends of dvmhc.
//!
//! [`parse_fortran`] turns a Fortran-DVMH source file into its AST (`--emit=ast`; the AST's
//! `Display` is an indented dump); [`compile_fortran`] goes on through semantic analysis and
//! lowering to an IR module. Both return every diagnostic found (they keep going after errors)
//! and never print: the driver renders diagnostics with [`render_diagnostic`].
//!
//! The Fortran pipeline, one module per stage:
//!
//! | stage | module |
//! | --- | --- |
//! | source form, lines → normalised statements (continuations, comments, case, blanks, Hollerith, labels, `;`, INCLUDE, directive lines) | [`fortran::prescan`] |
//! | statement kind (Fortran has no reserved words) → token stream with a statement marker | [`fortran::classify`], [`fortran::lexer`] (logos) |
//! | statement bodies and expressions (lalrpop, `fortran/grammar.lalrpop`) → [`fortran::ast::Line`] | [`mod@fortran::parse`] |
//! | `!DVM$` directive lines (own logos lexer + lalrpop, `fortran/directive/grammar.lalrpop`) → the shared [`directives::ast`] | [`fortran::directive`] |
//! | DO / IF / REGION nesting, specification vs. execution part → [`fortran::ast::Program`] | [`fortran::construct`] |
//! | names, types, constants, intrinsics, directives, labels → [`fortran::hir::Program`] | [`fortran::sema`] |
//! | typed program → `dvmh_ir::Module` | [`lower`] |
//!
//! The C-DVMH front end ([`c`]; [`parse_c`], [`compile_c`]) has its own stages (the system
//! preprocessor, a logos lexer, a typedef-aware token pass, a lalrpop C99 grammar, typing and
//! lowering in one walk) and produces the same kind of IR module: see `c/mod.rs` for what it
//! supports.
//!
//! Positions are [`source::Span`]s into the original files (INCLUDE files included);
//! diagnostics are collected in a [`diag::Diagnostics`] sink and resolved to line/column at
//! the end.

pub mod c;
pub mod deps;
pub mod diag;
pub mod directives;
pub mod fortran;
pub mod lower;
pub mod name;
pub mod source;

pub use c::{compile_c, parse_c};
pub use diag::{render_diagnostic, render_diagnostics, Diagnostic, Severity};
pub use fortran::form::{source_form_for_path, SourceForm};

use std::path::{Path, PathBuf};

/// Is this a C-DVMH source (`.c`, `.cdv`)? Those go to the C front end ([`compile_c`]).
pub fn is_c_source(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "c" || e == "cdv")
}

/// Options of the front ends (the C front end uses `include_dirs` and `defines`).
#[derive(Clone, Debug, Default)]
pub struct FrontendOptions {
    /// Overrides the source form implied by the file extension (`-ffixed-form`/`-ffree-form`).
    pub form: Option<SourceForm>,
    /// Directories searched for INCLUDE files after the including file's own directory.
    pub include_dirs: Vec<PathBuf>,
    /// `-fcheck=bounds`: check every array subscript at run time.
    pub check_bounds: bool,
    /// `-ffixed-line-length-N`: the last column of fixed-form statement text (default 72;
    /// `usize::MAX` for `-ffixed-line-length-none`).
    pub fixed_line_length: Option<usize>,
    /// `-J dir`: where module files are written, and searched first.
    pub module_dir: Option<PathBuf>,
    /// `-cpp` (`Some(true)`) / `-nocpp`; `None`: by the extension (`.F`, `.F90`: yes).
    pub preprocess: Option<bool>,
    /// `-D` and `-U` options for the preprocessor, as written (`-DN=10`, `-UDEBUG`).
    pub defines: Vec<String>,
    /// Do not turn uncovered dependences of parallel loops into diagnostics (`--emit=deps`
    /// lists them instead).
    pub skip_dependence_check: bool,
}

/// Parses a Fortran-DVMH file into its syntax tree. The tree is returned whenever the file
/// could be parsed at all, even with errors (they are in the diagnostics).
pub fn parse_fortran(
    path: &Path,
    text: &str,
    opts: &FrontendOptions,
) -> (Option<fortran::ast::File>, Vec<Diagnostic>) {
    let parsed = fortran::parse(path, text, opts);
    let diags = parsed
        .diags
        .resolve(&parsed.sources, &path.display().to_string());
    (parsed.file, diags)
}

/// What compiling one Fortran-DVMH file produces.
pub struct Compiled {
    /// The IR module, only when there are no errors (warnings may be present); it passes
    /// `dvmh_ir::verify`.
    pub module: Option<dvmh_ir::Module>,
    pub diagnostics: Vec<Diagnostic>,
    /// The module files of the modules the file defines: (file name, contents), for the
    /// driver to write (see [`fortran::modfile`]).
    pub module_files: Vec<(String, String)>,
}

/// Compiles a Fortran-DVMH file to an IR module. The module is returned only when there are no
/// errors (warnings may be present); it passes `dvmh_ir::verify`.
pub fn compile_fortran(
    path: &Path,
    text: &str,
    opts: &FrontendOptions,
) -> (Option<dvmh_ir::Module>, Vec<Diagnostic>) {
    let c = compile_fortran_file(path, text, opts);
    (c.module, c.diagnostics)
}

/// Compiles a Fortran-DVMH file: the IR module, the diagnostics, and its module files.
pub fn compile_fortran_file(path: &Path, text: &str, opts: &FrontendOptions) -> Compiled {
    let main_name = path.display().to_string();
    let (program, mut parsed) = fortran::check(path, text, opts);
    let module_files = match (&parsed.file, parsed.diags.has_errors()) {
        (Some(f), false) => fortran::module_files(f, path, &parsed.sources, opts),
        _ => Vec::new(),
    };
    let module = match program {
        Some(p) if !parsed.diags.has_errors() => {
            match lower::lower_program(&p, &parsed.sources, opts) {
                Ok(m) => match dvmh_ir::verify(&m) {
                    Ok(()) => Some(m),
                    Err(e) => {
                        parsed.diags.error_nowhere(format!(
                            "internal compiler error: the generated IR does not verify: {e}"
                        ));
                        None
                    }
                },
                Err(e) => {
                    parsed
                        .diags
                        .error_nowhere(format!("internal compiler error while lowering: {e}"));
                    None
                }
            }
        }
        _ => None,
    };
    let mut diagnostics = parsed.diags.resolve(&parsed.sources, &main_name);
    let module = module.and_then(|m| {
        if opts.skip_dependence_check {
            return Some(m);
        }
        let found = deps::check(&m, &main_name, text);
        let errors = found.iter().any(Diagnostic::is_error);
        diagnostics.extend(found);
        (!errors).then_some(m)
    });
    Compiled {
        module,
        diagnostics,
        module_files,
    }
}

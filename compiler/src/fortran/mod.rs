//! The Fortran-DVMH front end: prescanner → classifier → lexer/grammar → constructs → semantic
//! analysis → (in `crate::lower`) IR.

pub mod ast;
pub mod classify;
pub mod construct;
pub mod dump;
pub mod form;
pub mod format_check;
pub mod hir;
pub mod lexer;
pub mod parse;
pub mod prescan;
pub mod sema;

use crate::diag::Diagnostics;
use crate::source::{SourceMap, Span};
use std::path::Path;

/// The result of parsing: the AST (when the source form is known), every file read, and the
/// diagnostics so far.
pub struct Parsed {
    pub file: Option<ast::File>,
    pub sources: SourceMap,
    pub diags: Diagnostics,
}

/// Prescans and parses a Fortran-DVMH source file.
pub fn parse(path: &Path, text: &str, opts: &crate::FrontendOptions) -> Parsed {
    let mut sources = SourceMap::new();
    let mut diags = Diagnostics::new();
    let file = sources.add(path, text.to_string());
    let Some(form) = opts.form.or_else(|| form::source_form_for_path(path)) else {
        diags.error_nowhere(format!(
            "cannot tell the source form of '{}' from its extension (use .f/.fdv for fixed form, .f90 for free form)",
            path.display()
        ));
        return Parsed {
            file: None,
            sources,
            diags,
        };
    };
    let prescan_opts = prescan::PrescanOptions {
        form,
        include_dirs: &opts.include_dirs,
        fixed_margin: opts.fixed_line_length.unwrap_or(prescan::FIXED_MARGIN),
    };
    let statements = prescan::prescan(file, &prescan_opts, &mut sources, &mut diags);
    let parsed = parse::parse_file(&statements, Span::new(file, 0, 1), &mut diags);
    Parsed {
        file: Some(parsed),
        sources,
        diags,
    }
}

/// Parses and checks a file: the typed program (when parsing produced a program at all).
pub fn check(
    path: &Path,
    text: &str,
    opts: &crate::FrontendOptions,
) -> (Option<hir::Program>, Parsed) {
    let mut parsed = parse(path, text, opts);
    let program = parsed
        .file
        .as_ref()
        .map(|f| sema::analyze(f, &parsed.sources, &mut parsed.diags));
    (program, parsed)
}

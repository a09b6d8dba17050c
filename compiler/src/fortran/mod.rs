//! The Fortran-DVMH front end: prescanner → classifier → lexer/grammar → constructs → semantic
//! analysis → (in `crate::lower`) IR.

pub mod ast;
pub mod classify;
pub mod construct;
pub mod cpp;
pub mod directive;
pub mod dump;
pub mod form;
pub mod format_check;
pub mod hir;
pub mod intrinsic_modules;
pub mod lexer;
pub mod modfile;
pub mod operators;
pub mod parse;
pub mod prescan;
pub mod sema;
pub mod suffixes;

use crate::diag::Diagnostics;
use crate::source::{SourceMap, Span};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// The result of parsing: the AST (when the source form is known), the modules it uses that
/// were read from module files, every file read, and the diagnostics so far.
pub struct Parsed {
    pub file: Option<ast::File>,
    /// Modules from module files, each after the modules it uses.
    pub imported: Vec<ast::ProgramUnit>,
    pub sources: SourceMap,
    pub diags: Diagnostics,
}

/// Prescans and parses a Fortran-DVMH source file, and the module files of the modules it
/// uses that it does not define.
pub fn parse(path: &Path, text: &str, opts: &crate::FrontendOptions) -> Parsed {
    let mut sources = SourceMap::new();
    let mut diags = Diagnostics::new();
    let preprocess = opts
        .preprocess
        .unwrap_or_else(|| form::preprocessed_by_default(path));
    let text = if preprocess {
        match cpp::preprocess(path, &opts.defines, &opts.include_dirs) {
            Ok(t) => t,
            Err(message) => {
                diags.error_nowhere(message);
                return Parsed {
                    file: None,
                    imported: Vec::new(),
                    sources,
                    diags,
                };
            }
        }
    } else {
        text.to_string()
    };
    let file = sources.add(path, text);
    let Some(form) = opts.form.or_else(|| form::source_form_for_path(path)) else {
        diags.error_nowhere(format!(
            "cannot tell the source form of '{}' from its extension (use .f/.fdv for fixed form, .f90 for free form)",
            path.display()
        ));
        return Parsed {
            file: None,
            imported: Vec::new(),
            sources,
            diags,
        };
    };
    let margin = opts.fixed_line_length.unwrap_or(prescan::FIXED_MARGIN);
    let parsed = parse_text(
        file,
        form,
        margin,
        &opts.include_dirs,
        &mut sources,
        &mut diags,
    );
    let mut loader = ModuleLoader {
        dirs: module_search_dirs(path, opts),
        include_dirs: &opts.include_dirs,
        defined: parsed
            .units
            .iter()
            .filter(|u| u.kind == ast::UnitKind::Module)
            .filter_map(|u| u.name.as_ref().map(|n| n.text.clone()))
            .collect(),
        seen: HashSet::new(),
        imported: Vec::new(),
    };
    loader.load_uses_of(&parsed.units, &mut sources, &mut diags);
    Parsed {
        file: Some(parsed),
        imported: loader.imported,
        sources,
        diags,
    }
}

fn parse_text(
    file: crate::source::FileId,
    form: form::SourceForm,
    margin: usize,
    include_dirs: &[std::path::PathBuf],
    sources: &mut SourceMap,
    diags: &mut Diagnostics,
) -> ast::File {
    let prescan_opts = prescan::PrescanOptions {
        form,
        include_dirs,
        fixed_margin: margin,
    };
    let statements = prescan::prescan(file, &prescan_opts, sources, diags);
    parse::parse_file(&statements, Span::new(file, 0, 1), diags)
}

/// Where USE looks for module files: the -J directory, the current directory, the source's
/// directory, then the -I directories.
fn module_search_dirs(path: &Path, opts: &crate::FrontendOptions) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = opts.module_dir.iter().cloned().collect();
    dirs.push(PathBuf::from("."));
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        dirs.push(parent.to_path_buf());
    }
    dirs.extend(opts.include_dirs.iter().cloned());
    dirs
}

/// Reads the module files a file's USE statements need, depth first.
struct ModuleLoader<'a> {
    dirs: Vec<PathBuf>,
    include_dirs: &'a [PathBuf],
    /// Modules the file itself defines.
    defined: HashSet<String>,
    seen: HashSet<String>,
    imported: Vec<ast::ProgramUnit>,
}

impl ModuleLoader<'_> {
    fn load_uses_of(
        &mut self,
        units: &[ast::ProgramUnit],
        sources: &mut SourceMap,
        diags: &mut Diagnostics,
    ) {
        let mut uses = Vec::new();
        for unit in units {
            collect_uses(unit, &mut uses);
        }
        for (name, span) in uses {
            self.load(&name, span, sources, diags);
        }
    }

    fn load(&mut self, name: &str, span: Span, sources: &mut SourceMap, diags: &mut Diagnostics) {
        if self.defined.contains(name) || !self.seen.insert(name.to_string()) {
            return;
        }
        let found = match modfile::find(name, &self.dirs) {
            _ if intrinsic_modules::is_intrinsic_module(name) => {
                self.load_intrinsic(name, sources, diags);
                return;
            }
            Ok(Some(f)) => f,
            Ok(None) => return,
            Err(message) => {
                diags.error(span, message);
                return;
            }
        };
        let file = sources.add(&found.path, found.text);
        let mut include_dirs = vec![found.dir];
        include_dirs.extend(self.include_dirs.iter().cloned());
        let parsed = parse_text(
            file,
            found.form,
            found.margin,
            &include_dirs,
            sources,
            diags,
        );
        self.load_uses_of(&parsed.units, sources, diags);
        self.imported.extend(
            parsed
                .units
                .into_iter()
                .filter(|u| u.kind == ast::UnitKind::Module),
        );
    }
}

impl ModuleLoader<'_> {
    /// An intrinsic module: its source text, parsed as a module file's.
    fn load_intrinsic(&mut self, name: &str, sources: &mut SourceMap, diags: &mut Diagnostics) {
        let Some(text) = intrinsic_modules::source(name) else {
            return;
        };
        let path = PathBuf::from(format!("<intrinsic>/{name}.f90"));
        let file = sources.add(&path, text.to_string());
        let parsed = parse_text(
            file,
            form::SourceForm::Free,
            usize::MAX,
            &[],
            sources,
            diags,
        );
        self.imported.extend(parsed.units);
    }
}

/// The modules a unit (and what it contains) USEs, with where.
fn collect_uses(unit: &ast::ProgramUnit, out: &mut Vec<(String, Span)>) {
    for s in &unit.spec {
        if let ast::StmtKind::Use(u) = &s.kind {
            out.push((u.module.text.clone(), u.module.span));
        }
    }
    for inner in &unit.contains {
        collect_uses(inner, out);
    }
    for block in &unit.interfaces {
        for body in &block.bodies {
            collect_uses(body, out);
        }
    }
}

/// The module files of the modules a file defines: (file name, contents).
pub fn module_files(
    file: &ast::File,
    path: &Path,
    sources: &SourceMap,
    opts: &crate::FrontendOptions,
) -> Vec<(String, String)> {
    let Some(form) = opts.form.or_else(|| form::source_form_for_path(path)) else {
        return Vec::new();
    };
    let margin = opts.fixed_line_length.unwrap_or(prescan::FIXED_MARGIN);
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
    let dir = std::fs::canonicalize(&dir).unwrap_or(dir);
    file.units
        .iter()
        .filter(|u| u.kind == ast::UnitKind::Module && u.span.file == u.end.file)
        .filter_map(|u| {
            let name = u.name.as_ref()?;
            let text = sources.file(u.span.file).lines_text(u.span.lo, u.end.hi);
            Some((
                modfile::file_name(&name.text),
                modfile::render(text, form, margin, &dir),
            ))
        })
        .collect()
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
        .map(|f| sema::analyze(f, &parsed.imported, &parsed.sources, &mut parsed.diags));
    (program, parsed)
}

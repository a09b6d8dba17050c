//! The prescanner: source text → a stream of normalised statements.
//!
//! Fixed and free source form differ only here (`fixed.rs`, `free.rs`); both feed characters to
//! the [`cook::Cooker`], so every later phase sees one normalised form: continuation lines joined,
//! comments dropped, case folded and blanks removed outside character literals, Hollerith turned
//! into quoted literals, statement labels split off, `;` separators honoured and `INCLUDE` lines
//! replaced by the statements of the included file. DVMH directive lines (`!DVM$`, `CDVM$`,
//! `*DVM$`) become [`StatementKind::Directive`] statements with blanks kept (collapsed), since the
//! directive grammar separates its keywords by blanks. Each cooked byte maps back to a file
//! offset, so a span anywhere in a statement points at the original text.
//!
//! Blanks are removed in free form too, so one classifier serves both forms. That accepts a
//! superset of free form (`INTEGERX` declares `X`, as in fixed form) but never changes what a
//! valid free-form program means: free form requires blanks only between tokens that the
//! classifier separates anyway (keyword and name, `END DO`, `GO TO`, ...).

pub mod cook;
mod fixed;
mod free;

use crate::diag::Diagnostics;
use crate::fortran::form::SourceForm;
use crate::source::{FileId, SourceMap, Span};
use std::path::{Path, PathBuf};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StatementKind {
    Fortran,
    Directive,
}

/// A statement label: its value and where it was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Label {
    pub value: u32,
    pub span: Span,
}

/// One normalised statement.
#[derive(Clone, Debug)]
pub struct Statement {
    pub kind: StatementKind,
    pub file: FileId,
    pub label: Option<Label>,
    /// The cooked text (for directives: without the sentinel).
    pub text: String,
    /// For each byte of `text`: the offset in the file it came from.
    pub pos: Vec<u32>,
    /// File offset where the statement starts (its label, or its first character).
    pub start: u32,
}

impl Statement {
    /// The span of cooked bytes `lo..hi` (clamped to the text).
    pub fn span_of(&self, lo: usize, hi: usize) -> Span {
        if self.pos.is_empty() {
            return Span::new(self.file, self.start, self.start + 1);
        }
        let last = self.pos.len() - 1;
        let lo_off = self.pos[lo.min(last)];
        let hi_off = if hi > lo {
            self.pos[(hi - 1).min(last)] + 1
        } else {
            lo_off + 1
        };
        Span::new(self.file, lo_off, hi_off.max(lo_off + 1))
    }

    /// The span of the whole statement text.
    pub fn span(&self) -> Span {
        self.span_of(0, self.text.len())
    }

    /// The span where the statement begins (for "at this statement" diagnostics).
    pub fn head_span(&self) -> Span {
        match self.pos.first() {
            Some(&p) => Span::new(self.file, p, p + 1),
            None => Span::new(self.file, self.start, self.start + 1),
        }
    }
}

/// Accumulates one statement while its lines are read.
pub(crate) struct Pending {
    pub kind: StatementKind,
    pub label: Option<Label>,
    pub start: u32,
    pub cooker: cook::Cooker,
}

impl Pending {
    pub fn new(kind: StatementKind, label: Option<Label>, start: u32) -> Pending {
        let blanks = match kind {
            StatementKind::Fortran => cook::Blanks::Remove,
            StatementKind::Directive => cook::Blanks::Collapse,
        };
        Pending {
            kind,
            label,
            start,
            cooker: cook::Cooker::new(blanks),
        }
    }

    /// Completes the statement; an empty one is dropped (a lone label is an error).
    pub fn finish(self, file: FileId, diags: &mut Diagnostics, out: &mut Vec<Statement>) {
        let (text, pos) = self.cooker.finish();
        if text.is_empty() {
            if let Some(l) = self.label {
                diags.error(l.span, "statement label without a statement");
            }
            if self.kind == StatementKind::Directive {
                diags.error(
                    Span::new(file, self.start, self.start + 1),
                    "empty DVMH directive",
                );
            }
            return;
        }
        out.push(Statement {
            kind: self.kind,
            file,
            label: self.label,
            text,
            pos,
            start: self.start,
        });
    }
}

/// Lines of a file: (offset of the first byte, text without the line terminator).
pub(crate) fn lines(text: &str) -> Vec<(u32, &str)> {
    let mut out = Vec::new();
    let mut start = 0usize;
    for (i, b) in text.bytes().enumerate() {
        if b == b'\n' {
            out.push((start as u32, text[start..i].trim_end_matches('\r')));
            start = i + 1;
        }
    }
    if start < text.len() {
        out.push((start as u32, text[start..].trim_end_matches('\r')));
    }
    out
}

/// Does `s` start with a DVMH directive sentinel `?dvm$` (case-insensitive, `?` in `lead`)?
pub(crate) fn has_sentinel(s: &str, lead: &[char]) -> bool {
    let mut chars = s.chars();
    let Some(first) = chars.next() else {
        return false;
    };
    lead.contains(&first)
        && chars
            .take(4)
            .map(|c| c.to_ascii_lowercase())
            .eq("dvm$".chars())
}

/// How deeply INCLUDE files may nest (a guard against include cycles too).
const MAX_INCLUDE_DEPTH: usize = 32;

/// Everything the prescanner needs to know besides the text.
pub struct PrescanOptions<'a> {
    pub form: SourceForm,
    pub include_dirs: &'a [PathBuf],
    /// The last column of fixed-form statement text.
    pub fixed_margin: usize,
}

/// The fixed-form right margin unless `-ffixed-line-length-N` says otherwise.
pub const FIXED_MARGIN: usize = 72;

/// Prescans a file (already added to `sources` as `file`) and the files it includes.
pub fn prescan(
    file: FileId,
    opts: &PrescanOptions,
    sources: &mut SourceMap,
    diags: &mut Diagnostics,
) -> Vec<Statement> {
    let mut stack = Vec::new();
    prescan_nested(file, opts, sources, diags, &mut stack)
}

fn prescan_nested(
    file: FileId,
    opts: &PrescanOptions,
    sources: &mut SourceMap,
    diags: &mut Diagnostics,
    stack: &mut Vec<PathBuf>,
) -> Vec<Statement> {
    let text = sources.file(file).text.clone();
    let raw = match opts.form {
        SourceForm::Fixed => fixed::read(file, &text, opts.fixed_margin, diags),
        SourceForm::Free => free::read(file, &text, diags),
    };
    let mut out = Vec::with_capacity(raw.len());
    for stmt in raw {
        match include_target(&stmt) {
            Some(name) => {
                let span = stmt.span();
                if stack.len() >= MAX_INCLUDE_DEPTH {
                    diags.error(
                        span,
                        "INCLUDE files are nested too deeply (an include cycle?)",
                    );
                    continue;
                }
                let including = sources.file(file).path.clone();
                let Some(path) = find_include(&name, &including, opts.include_dirs) else {
                    diags.error(span, format!("cannot find INCLUDE file '{name}'"));
                    continue;
                };
                match std::fs::read_to_string(&path) {
                    Ok(text) => {
                        let id = sources.add(&path, text);
                        stack.push(path);
                        out.extend(prescan_nested(id, opts, sources, diags, stack));
                        stack.pop();
                    }
                    Err(e) => diags.error(
                        span,
                        format!("cannot read INCLUDE file '{}': {e}", path.display()),
                    ),
                }
            }
            None => out.push(stmt),
        }
    }
    out
}

/// `include'name'` (an unlabeled Fortran statement that is just INCLUDE and a literal).
fn include_target(stmt: &Statement) -> Option<String> {
    if stmt.kind != StatementKind::Fortran || stmt.label.is_some() {
        return None;
    }
    let rest = stmt.text.strip_prefix("include")?;
    let quote = rest.chars().next().filter(|c| *c == '\'' || *c == '"')?;
    let body = rest[1..].strip_suffix(quote)?;
    let doubled: String = [quote, quote].iter().collect();
    if body.replace(&doubled, "").contains(quote) {
        return None;
    }
    Some(body.replace(&doubled, &quote.to_string()))
}

/// The directory of the including file first, then the `-I` directories.
fn find_include(name: &str, including: &Path, dirs: &[PathBuf]) -> Option<PathBuf> {
    let direct = Path::new(name);
    if direct.is_absolute() {
        return direct.is_file().then(|| direct.to_path_buf());
    }
    let here = including
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default();
    std::iter::once(here)
        .chain(dirs.iter().cloned())
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) fn run(form: SourceForm, text: &str) -> (Vec<Statement>, Diagnostics, SourceMap) {
        let mut sm = SourceMap::new();
        let id = sm.add(Path::new("t"), text.to_string());
        let mut d = Diagnostics::new();
        let opts = PrescanOptions {
            form,
            include_dirs: &[],
            fixed_margin: FIXED_MARGIN,
        };
        let s = prescan(id, &opts, &mut sm, &mut d);
        (s, d, sm)
    }

    /// The statement texts (`label:text` when labelled) of an error-free source.
    pub(crate) fn texts(form: SourceForm, src: &str) -> Vec<String> {
        let (s, d, _) = run(form, src);
        assert!(!d.has_errors(), "{:?}", d.raw());
        s.iter()
            .map(|s| match s.label {
                Some(l) => format!("{}:{}", l.value, s.text),
                None => s.text.clone(),
            })
            .collect()
    }

    #[test]
    fn include_is_expanded_from_the_including_directory() {
        let dir = std::env::temp_dir().join(format!("dvmh-inc-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir"); // ok: test
        std::fs::write(dir.join("decl.inc"), "integer :: k\nk = 2\n").expect("write"); // ok: test
        let main = dir.join("m.f90");
        let mut sm = SourceMap::new();
        let id = sm.add(
            &main,
            "program p\ninclude 'decl.inc'\nprint *, k\nend\n".into(),
        );
        let mut d = Diagnostics::new();
        let opts = PrescanOptions {
            form: SourceForm::Free,
            include_dirs: &[],
            fixed_margin: FIXED_MARGIN,
        };
        let s = prescan(id, &opts, &mut sm, &mut d);
        let texts: Vec<&str> = s.iter().map(|s| s.text.as_str()).collect();
        assert_eq!(texts, ["programp", "integer::k", "k=2", "print*,k", "end"]);
        assert_ne!(s[1].file, s[0].file);
        assert!(!d.has_errors());
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn missing_include_is_an_error() {
        let (s, d, _) = run(SourceForm::Free, "include 'nope.inc'\nend\n");
        assert_eq!(s.len(), 1);
        assert_eq!(d.raw()[0].message, "cannot find INCLUDE file 'nope.inc'");
    }
}

//! Diagnostics: what the front end reports, and how a report is rendered.
//!
//! Phases collect [`RawDiagnostic`]s (a span and a message) in a [`Diagnostics`] sink and keep
//! going after errors, so one run reports everything it can. At the end the sink resolves spans
//! to file/line/column through the [`SourceMap`] and hands out self-contained [`Diagnostic`]s
//! (they carry the source line), which the driver renders with [`render_diagnostic`]. The crate
//! itself never prints.

use crate::source::{SourceMap, Span};
use std::collections::HashSet;
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Error,
    Warning,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        })
    }
}

/// A resolved diagnostic, ready to render.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub message: String,
    /// The file name as given to the compiler (or as found for an INCLUDE).
    pub file: String,
    /// 1-based line; 0 when the diagnostic has no position.
    pub line: u32,
    /// 1-based column in characters; 0 when the diagnostic has no position.
    pub col: u32,
    /// Width of the caret underline, in characters (at least 1 when positioned).
    pub len: u32,
    /// The text of the source line, for the excerpt under the message.
    pub source_line: Option<String>,
}

impl Diagnostic {
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// Renders `file:line:col: error: message`, then the source line and a caret line under the
/// offending text (tabs in the source are copied into the caret line so the caret aligns).
pub fn render_diagnostic(d: &Diagnostic) -> String {
    let mut out = if d.line == 0 {
        format!("{}: {}: {}", d.file, d.severity, d.message)
    } else {
        format!(
            "{}:{}:{}: {}: {}",
            d.file, d.line, d.col, d.severity, d.message
        )
    };
    if let Some(src) = &d.source_line {
        if d.line > 0 {
            out.push('\n');
            out.push_str(src);
            out.push('\n');
            for c in src.chars().take(d.col.saturating_sub(1) as usize) {
                out.push(if c == '\t' { '\t' } else { ' ' });
            }
            out.push('^');
            for _ in 1..d.len.max(1) {
                out.push('~');
            }
        }
    }
    out
}

/// Renders a list of diagnostics, one block per diagnostic, each followed by a newline.
pub fn render_diagnostics(ds: &[Diagnostic]) -> String {
    let mut out = String::new();
    for d in ds {
        out.push_str(&render_diagnostic(d));
        out.push('\n');
    }
    out
}

/// A diagnostic before its span is resolved.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RawDiagnostic {
    pub severity: Severity,
    pub span: Option<Span>,
    pub message: String,
}

/// The sink every phase reports into.
#[derive(Clone, Debug, Default)]
pub struct Diagnostics {
    items: Vec<RawDiagnostic>,
    /// The items again, to drop duplicates in constant time.
    seen: HashSet<RawDiagnostic>,
    errors: usize,
}

impl Diagnostics {
    pub fn new() -> Diagnostics {
        Diagnostics::default()
    }

    pub fn error(&mut self, span: Span, message: impl Into<String>) {
        self.push(Severity::Error, Some(span), message.into());
    }

    pub fn warning(&mut self, span: Span, message: impl Into<String>) {
        self.push(Severity::Warning, Some(span), message.into());
    }

    /// An error with no source position (e.g. an unreadable file).
    pub fn error_nowhere(&mut self, message: impl Into<String>) {
        self.push(Severity::Error, None, message.into());
    }

    fn push(&mut self, severity: Severity, span: Option<Span>, message: String) {
        let d = RawDiagnostic {
            severity,
            span,
            message,
        };
        // The same problem found twice (e.g. by two passes over one statement) is reported once.
        if self.seen.insert(d.clone()) {
            self.errors += usize::from(severity == Severity::Error);
            self.items.push(d);
        }
    }

    pub fn has_errors(&self) -> bool {
        self.errors > 0
    }

    pub fn error_count(&self) -> usize {
        self.errors
    }

    pub fn raw(&self) -> &[RawDiagnostic] {
        &self.items
    }

    /// Resolves every diagnostic, sorted by file and position (stable for equal positions).
    pub fn resolve(&self, sources: &SourceMap, main_file: &str) -> Vec<Diagnostic> {
        let mut keyed: Vec<((u32, u32), Diagnostic)> = self
            .items
            .iter()
            .map(|d| match d.span {
                Some(span) => {
                    let file = sources.file(span.file);
                    let (line, col) = file.line_col(span.lo);
                    let line_text = file.line_text(line).to_string();
                    let (end_line, end_col) = file.line_col(span.hi.max(span.lo + 1) - 1);
                    let len = if end_line == line {
                        end_col.saturating_sub(col) + 1
                    } else {
                        1
                    };
                    (
                        (span.file.0, span.lo),
                        Diagnostic {
                            severity: d.severity,
                            message: d.message.clone(),
                            file: file.display_name(),
                            line,
                            col,
                            len,
                            source_line: Some(line_text),
                        },
                    )
                }
                None => (
                    (0, 0),
                    Diagnostic {
                        severity: d.severity,
                        message: d.message.clone(),
                        file: main_file.to_string(),
                        line: 0,
                        col: 0,
                        len: 0,
                        source_line: None,
                    },
                ),
            })
            .collect();
        keyed.sort_by_key(|(k, _)| *k);
        keyed.into_iter().map(|(_, d)| d).collect()
    }
}

/// `1 element`, `2 elements`: a count and its noun, for messages.
pub fn plural(n: i64, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::FileId;
    use std::path::Path;

    #[test]
    fn renders_message_source_line_and_caret() {
        let mut sm = SourceMap::new();
        let id = sm.add(Path::new("t.f90"), "x = 1\n\ty = zz + 1\n".to_string());
        let mut ds = Diagnostics::new();
        ds.error(Span::new(id, 11, 13), "'zz' is not declared");
        ds.warning(Span::new(id, 0, 1), "unused");
        let out = ds.resolve(&sm, "t.f90");
        assert_eq!(out.len(), 2);
        assert!(!out[0].is_error() && out[1].is_error());
        assert_eq!(out[0].line, 1);
        assert_eq!(
            render_diagnostic(&out[1]),
            "t.f90:2:6: error: 'zz' is not declared\n\ty = zz + 1\n\t    ^~"
        );
        assert_eq!(
            render_diagnostic(&out[0]),
            "t.f90:1:1: warning: unused\nx = 1\n^"
        );
    }

    #[test]
    fn unpositioned_diagnostics_name_the_main_file() {
        let sm = SourceMap::new();
        let mut ds = Diagnostics::new();
        ds.error_nowhere("cannot read");
        let out = ds.resolve(&sm, "main.f");
        assert_eq!(render_diagnostic(&out[0]), "main.f: error: cannot read");
        let _ = FileId(0);
    }
}

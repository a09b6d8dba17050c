//! The error-annotation harness: each Fortran file in `tests/errors/` says which diagnostics
//! it must produce, and the harness compares them with what the compiler reports.
//!
//! Convention (see `tests/errors/README.md`):
//! - `! ERROR: <message>` or `! WARNING: <message>` as a trailing comment expects that
//!   diagnostic on the same line. In fixed form the comment can sit in columns 73+ (beyond the
//!   right margin, so the compiler never sees it) or after `!` in columns 7–72.
//! - A line holding only an annotation comment (`! ERROR: ...`, or `C ERROR: ...` in fixed
//!   form) expects the diagnostic on the closest line above it that is not itself an
//!   annotation-only line.
//!
//! C files (`.c`) are annotated the same way in `//` comments (`// ERROR: ...`).
//!
//! Messages are compared exactly; every expected diagnostic must appear and nothing else may.
//! The rendered form (`file:line:col: error: message`, source line, caret) is checked too.

mod common;

use dvmh_compiler::{
    compile_c, compile_fortran, is_c_source, render_diagnostic, Diagnostic, FrontendOptions,
    Severity,
};
use std::path::{Path, PathBuf};

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Expected {
    line: u32,
    severity: &'static str,
    message: String,
}

/// `ERROR: m` / `WARNING: m` → (severity, m).
fn severity_and_message(rest: &str) -> Option<(&'static str, &str)> {
    if let Some(m) = rest.strip_prefix("ERROR:") {
        Some(("error", m))
    } else {
        rest.strip_prefix("WARNING:").map(|m| ("warning", m))
    }
}

/// (severity, message, whether the annotation is the whole line) of a C line's `//` comment.
fn c_annotation(line: &str) -> Option<(&'static str, String, bool)> {
    let i = line.find("//")?;
    let rest = line[i + 2..].trim_start();
    let (severity, message) = severity_and_message(rest)?;
    Some((
        severity,
        message.trim().to_string(),
        line[..i].trim().is_empty(),
    ))
}

/// (severity, message, whether the annotation is the whole line).
fn annotation(line: &str) -> Option<(&'static str, String, bool)> {
    let trimmed = line.trim_start();
    let fixed_comment = matches!(line.chars().next(), Some('C' | 'c' | '*'));
    let (before, rest) = if let Some(i) = line.find('!') {
        (&line[..i], line[i + 1..].trim_start())
    } else if fixed_comment {
        ("", line[1..].trim_start())
    } else {
        return None;
    };
    let (severity, message) = severity_and_message(rest)?;
    let whole = before.trim().is_empty()
        || (fixed_comment && !trimmed.starts_with('!') && before.is_empty());
    Some((severity, message.trim().to_string(), whole))
}

fn expectations(text: &str) -> Vec<Expected> {
    expectations_with(text, annotation)
}

fn expectations_with(
    text: &str,
    annotation: fn(&str) -> Option<(&'static str, String, bool)>,
) -> Vec<Expected> {
    let mut out = Vec::new();
    let mut last_code_line = 0u32;
    for (i, line) in text.lines().enumerate() {
        let n = i as u32 + 1;
        match annotation(line) {
            Some((severity, message, true)) => out.push(Expected {
                line: last_code_line,
                severity,
                message,
            }),
            Some((severity, message, false)) => {
                out.push(Expected {
                    line: n,
                    severity,
                    message,
                });
                last_code_line = n;
            }
            None => last_code_line = n,
        }
    }
    out.sort();
    out
}

fn actual(diags: &[Diagnostic]) -> Vec<Expected> {
    let mut out: Vec<Expected> = diags
        .iter()
        .map(|d| Expected {
            line: d.line,
            severity: match d.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
            },
            message: d.message.clone(),
        })
        .collect();
    out.sort();
    out
}

fn check_rendering(d: &Diagnostic) -> Result<(), String> {
    let r = render_diagnostic(d);
    let lines: Vec<&str> = r.lines().collect();
    let head = format!(
        "{}:{}:{}: {}: {}",
        d.file, d.line, d.col, d.severity, d.message
    );
    if lines.first() != Some(&head.as_str()) || lines.len() != 3 {
        return Err(format!("bad rendering:\n{r}"));
    }
    let caret = lines[2].find('^').map(|c| c + 1);
    let prefix_chars = lines[2].chars().take_while(|c| *c != '^').count() + 1;
    if caret.is_none()
        || prefix_chars as u32 != d.col
        || lines[1] != d.source_line.as_deref().unwrap_or("")
    {
        return Err(format!("caret does not point at column {}:\n{r}", d.col));
    }
    Ok(())
}

fn inputs() -> Vec<PathBuf> {
    let mut files = common::fortran_files("tests/errors");
    // C syntax errors stop the parser, so each has a file of its own in `c_syntax/`.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/errors");
    let mut c: Vec<PathBuf> = [dir.clone(), dir.join("c_syntax")]
        .iter()
        .flat_map(|d| std::fs::read_dir(d).expect("tests/errors"))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| is_c_source(p))
        .collect();
    c.sort();
    files.extend(c);
    files
}

#[test]
fn annotations_are_read_as_documented() {
    let text = "x = 1 ! ERROR: one\n! ERROR: two\n  ! WARNING: three\ny = 2\nC     ERROR: four\n";
    let e = expectations(text);
    let got: Vec<(u32, &str, &str)> = e
        .iter()
        .map(|e| (e.line, e.severity, e.message.as_str()))
        .collect();
    assert_eq!(
        got,
        [
            (1, "error", "one"),
            (1, "error", "two"),
            (1, "warning", "three"),
            (4, "error", "four")
        ]
    );
}

#[test]
fn error_files_produce_exactly_the_annotated_diagnostics() {
    let inputs = inputs();
    assert!(inputs.len() >= 7, "missing error test files: {inputs:?}");
    let mut failures = Vec::new();
    for path in inputs {
        let text = std::fs::read_to_string(&path).expect("read");
        let name = Path::new(path.file_name().expect("name"));
        let (module, diags, want) = if is_c_source(&path) {
            // The C front end runs the system preprocessor on the file itself.
            let (m, d) = compile_c(&path, &text, &FrontendOptions::default());
            (m, d, expectations_with(&text, c_annotation))
        } else {
            let (m, d) = compile_fortran(name, &text, &FrontendOptions::default());
            (m, d, expectations(&text))
        };
        let got = actual(&diags);
        if want.iter().any(|w| w.severity == "error") && module.is_some() {
            failures.push(format!(
                "{}: errors reported but a module was produced",
                path.display()
            ));
        }
        let missing: Vec<&Expected> = want.iter().filter(|w| !got.contains(w)).collect();
        let unexpected: Vec<&Expected> = got.iter().filter(|g| !want.contains(g)).collect();
        if !missing.is_empty() || !unexpected.is_empty() {
            let fmt = |v: &[&Expected]| {
                v.iter()
                    .map(|e| format!("  line {}: {}: {}", e.line, e.severity, e.message))
                    .collect::<Vec<_>>()
                    .join("\n")
            };
            failures.push(format!(
                "{}:\nmissing:\n{}\nunexpected:\n{}",
                path.display(),
                fmt(&missing),
                fmt(&unexpected)
            ));
        }
        for d in diags.iter().filter(|d| d.line > 0) {
            if let Err(e) = check_rendering(d) {
                failures.push(format!("{}: {e}", path.display()));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

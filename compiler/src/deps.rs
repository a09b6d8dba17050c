//! The dependence check of parallel loops, run on the IR both front ends produce.
//!
//! Why here: the analysis (`dvmh_ir::analysis::deps`) works on the shared IR, so Fortran-DVMH
//! and C-DVMH get the same check; this module turns its findings into the front ends'
//! diagnostics (`file:line:col: error: ...` with the source line), so a loop whose iterations
//! depend on each other without ACROSS is rejected like any other error. Only dependences the
//! analysis proves are errors: a valid program is never rejected.

use crate::diag::{Diagnostic, Severity};
use dvmh_ir::analysis::{deps, report};
use dvmh_ir::Module;
use std::path::Path;

/// The diagnostics for the dependences of `m`'s parallel loops that their clauses do not
/// cover. `main` and `text`: the compiled file's name and text (other files' lines are read
/// from disk for the excerpt).
pub fn check(m: &Module, main: &str, text: &str) -> Vec<Diagnostic> {
    let loops = deps::analyze_module(m);
    report::findings(m, &loops)
        .into_iter()
        .map(|f| {
            let file = m.file_of(f.loc).unwrap_or(main).to_string();
            let source_line = if f.loc.is_known() {
                let line = f.loc.line as usize - 1;
                if file == main {
                    text.lines().nth(line).map(str::to_string)
                } else {
                    std::fs::read_to_string(Path::new(&file))
                        .ok()
                        .and_then(|t| t.lines().nth(line).map(str::to_string))
                }
            } else {
                None
            };
            Diagnostic {
                severity: if f.error {
                    Severity::Error
                } else {
                    Severity::Warning
                },
                message: f.message,
                file,
                line: f.loc.line,
                col: f.loc.col,
                len: 1,
                source_line,
            }
        })
        .collect()
}

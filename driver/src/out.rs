//! Writing to the terminal without ever panicking.
//!
//! `eprintln!` panics when standard error is a closed pipe (`dvmhc bad.f 2>&1 | head -1`), which
//! turned a normal compile error into exit status 101. Diagnostics go through here instead: a
//! failed write is ignored (the reader has gone), and the exit status stays the compiler's own.

use std::io::Write;

/// Writes one line (a newline is added) to standard error.
pub fn err_line(text: &str) {
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(text.as_bytes());
    let _ = err.write_all(b"\n");
    let _ = err.flush();
}

/// `dvmhc: error: <message>` on standard error.
pub fn error(message: &str) {
    err_line(&format!("dvmhc: error: {message}"));
}

/// Writes text to standard output; the error, if any, for the caller to report.
pub fn stdout_text(text: &str) -> Result<(), String> {
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|_| out.flush())
        .map_err(|e| {
            format!(
                "cannot write to standard output: {}",
                crate::files::io_message(&e)
            )
        })
}

//! The files the driver reads and writes, checked before any work is done.
//!
//! A compiler must never destroy a user's file or hang on a strange one: the output may not be
//! an input (`dvmhc prog.f -o prog.f`, or an input without an extension whose default output
//! name is itself), sources must be regular files of a sane size (`/dev/zero` or a FIFO would
//! be read forever), and an output whose directory does not exist is reported before minutes
//! of compilation, in the same one-line form as every other error.

use std::fs::File;
use std::io::Read;
use std::os::unix::fs::MetadataExt;
use std::path::Path;

/// The largest source file dvmhc reads (generated programs of a million lines stay far below).
pub const MAX_SOURCE_BYTES: u64 = 256 << 20;

/// An I/O error's message without Rust's ` (os error N)` suffix, as C compilers print it.
pub fn io_message(e: &std::io::Error) -> String {
    let text = e.to_string();
    match text.rfind(" (os error ") {
        Some(i) if text.ends_with(')') => text[..i].to_string(),
        _ => text,
    }
}

/// Reads a source file (regular files only, at most [`MAX_SOURCE_BYTES`]); invalid UTF-8 is
/// replaced, as the front end reports what it cannot lex anyway.
pub fn read_source(path: &Path) -> Result<String, String> {
    let shown = path.display();
    let meta = check_source(path)?;
    let file =
        File::open(path).map_err(|e| format!("cannot read '{shown}': {}", io_message(&e)))?;
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(MAX_SOURCE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read '{shown}': {}", io_message(&e)))?;
    if bytes.len() as u64 > MAX_SOURCE_BYTES {
        return Err(too_large(path));
    }
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// Checks that a source file can be read (before any output is written): it exists, is a
/// regular file and is not too large.
pub fn check_source(path: &Path) -> Result<std::fs::Metadata, String> {
    let shown = path.display();
    let meta = std::fs::metadata(path)
        .map_err(|e| format!("cannot read '{shown}': {}", io_message(&e)))?;
    if meta.is_dir() {
        return Err(format!("'{shown}' is a directory, not a source file"));
    }
    if !meta.is_file() {
        return Err(format!(
            "'{shown}' is not a regular file (a device, FIFO or socket); dvmhc compiles source files only"
        ));
    }
    if meta.len() > MAX_SOURCE_BYTES {
        return Err(too_large(path));
    }
    Ok(meta)
}

fn too_large(path: &Path) -> String {
    format!(
        "'{}' is larger than {} MiB; dvmhc does not compile source files that large",
        path.display(),
        MAX_SOURCE_BYTES >> 20
    )
}

/// Do two paths name the same existing file (also through links)?
fn same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        (Ok(x), Ok(y)) => x.dev() == y.dev() && x.ino() == y.ino(),
        _ => false,
    }
}

/// Checks that `output` can be written: it is not one of the inputs, and its directory exists.
pub fn check_output(output: &Path, inputs: &[&Path]) -> Result<(), String> {
    let shown = output.display();
    if let Some(input) = inputs.iter().find(|i| same_file(i, output)) {
        return Err(format!(
            "the output file '{shown}' is the input file '{}'; refusing to overwrite it (name the output with -o)",
            input.display()
        ));
    }
    if output.is_dir() {
        return Err(format!("cannot write '{shown}': it is a directory"));
    }
    let dir = match output.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    match std::fs::metadata(dir) {
        Ok(m) if m.is_dir() => Ok(()),
        Ok(_) => Err(format!(
            "cannot write '{shown}': '{}' is not a directory",
            dir.display()
        )),
        Err(e) => Err(format!("cannot write '{shown}': {}", io_message(&e))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn io_messages_lose_the_os_error_number() {
        let e = std::io::Error::from_raw_os_error(2);
        assert_eq!(io_message(&e), "No such file or directory");
    }

    #[test]
    fn special_files_are_refused() {
        let e = read_source(Path::new("/dev/zero")).unwrap_err(); // ok: test
        assert!(e.contains("not a regular file"), "{e}");
        let e = read_source(Path::new("/")).unwrap_err(); // ok: test
        assert!(e.contains("is a directory"), "{e}");
        let e = read_source(Path::new("/nonexistent/x.f90")).unwrap_err(); // ok: test
        assert_eq!(
            e,
            "cannot read '/nonexistent/x.f90': No such file or directory"
        );
    }

    #[test]
    fn outputs_are_checked() {
        let e = check_output(Path::new("/nonexistent/dir/x.o"), &[]).unwrap_err(); // ok: test
        assert!(e.contains("No such file or directory"), "{e}");
        let me = std::env::current_exe().unwrap(); // ok: test
        let e = check_output(&me, &[&me]).unwrap_err(); // ok: test
        assert!(e.contains("refusing to overwrite"), "{e}");
        assert_eq!(check_output(Path::new("fresh-output"), &[&me]), Ok(()));
    }
}

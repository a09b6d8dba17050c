//! The C preprocessor for `.F`, `.F90` (and `-cpp`) sources, as gfortran runs it.
//!
//! The system's `cpp` runs in traditional mode (Fortran's `//` and apostrophes must survive),
//! without the C predefinitions, with `_DVMH` and `__DVMHC__` defined (DVMH codes test
//! `_DVMH`) and the user's `-D`, `-U` and `-I`. Its output is laid out again so that every
//! line of the source file keeps its line number: diagnostics and run-time messages name the
//! lines the user wrote. Text an `#include` brings in has no line of its own in the file; it
//! is inserted where the `#include` was, and the file's later lines move down by its length.

use std::path::Path;
use std::process::Command;

/// Preprocesses `path`; `Err` says why it could not be done.
pub fn preprocess(
    path: &Path,
    defines: &[String],
    include_dirs: &[std::path::PathBuf],
) -> Result<String, String> {
    let mut cmd = Command::new("cpp");
    cmd.args([
        "-traditional-cpp",
        "-undef",
        "-nostdinc",
        "-D_DVMH=1",
        "-D__DVMHC__=1",
    ]);
    cmd.args(defines);
    for dir in include_dirs {
        cmd.arg("-I").arg(dir);
    }
    cmd.arg(path);
    let out = cmd.output().map_err(|e| {
        format!(
            "cannot run the C preprocessor 'cpp' for '{}': {e}",
            path.display()
        )
    })?;
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        let first = stderr
            .lines()
            .find(|l| l.contains("error"))
            .or_else(|| stderr.lines().next())
            .unwrap_or("")
            .trim();
        return Err(format!(
            "preprocessing '{}' failed: {first}",
            path.display()
        ));
    }
    let text = String::from_utf8(out.stdout)
        .map_err(|_| format!("the preprocessed '{}' is not UTF-8", path.display()))?;
    Ok(relayout(&text, &path.display().to_string()))
}

/// Places each line of `main` at its own line number, using cpp's line markers
/// (`# 12 "file.F90"`); other files' lines go where they come.
fn relayout(text: &str, main: &str) -> String {
    let mut out: Vec<&str> = Vec::new();
    // The file and line of the next output line, per the last marker.
    let mut in_main = true;
    let mut line: usize = 1;
    for l in text.lines() {
        if let Some((n, file)) = marker(l) {
            in_main = file == main;
            line = n;
            continue;
        }
        if in_main {
            while out.len() + 1 < line {
                out.push("");
            }
        }
        out.push(l);
        line += 1;
    }
    let mut s = out.join("\n");
    s.push('\n');
    s
}

/// `# 12 "file"` (with optional flags after): the line number and the file.
fn marker(l: &str) -> Option<(usize, &str)> {
    let rest = l.strip_prefix("# ")?;
    let (n, rest) = rest.split_once(' ')?;
    let n = n.parse().ok()?;
    let file = rest.strip_prefix('"')?;
    let end = file.find('"')?;
    Some((n, &file[..end]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_keep_their_numbers() {
        let cpp = "# 1 \"a.F90\"\n# 1 \"<built-in>\"\n# 1 \"a.F90\"\nprogram p\n\n# 7 \"a.F90\"\nprint *, 1\nend\n";
        assert_eq!(
            relayout(cpp, "a.F90"),
            "program p\n\n\n\n\n\nprint *, 1\nend\n"
        );
        assert_eq!(marker("# 12 \"x.F\" 2"), Some((12, "x.F")));
        assert_eq!(marker("#define"), None);
    }
}

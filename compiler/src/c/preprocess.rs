//! Preprocessing: the system C preprocessor (`cc -E`), and the map from its output back to
//! the user's files.
//!
//! C-DVMH programs include the system's headers, whose macros only the system's own
//! preprocessor expands faithfully, so dvmhc runs `cc -E` (with the driver's `-I`/`-D`/`-U`)
//! instead of reimplementing it. Its output carries `# line "file"` markers; this module strips
//! them, records for every output line the file and line it came from, and takes `#pragma`
//! lines out of the text (they are returned separately, with their positions). Diagnostics
//! then point into the original files: a position in the output maps to the same column of
//! the original line (the preprocessor keeps columns of unexpanded text).

use crate::source::{FileId, SourceMap, Span};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A `#pragma` line of the preprocessed text.
#[derive(Clone, Debug)]
pub struct Pragma {
    /// The text after `#pragma`, trimmed.
    pub text: String,
    /// Byte offset of the line in the preprocessed text.
    pub offset: usize,
    /// Byte offset of `text` in the preprocessed text (the line keeps its length, blanked).
    pub text_at: usize,
}

/// The origin of one line of preprocessed text.
#[derive(Clone, Debug)]
struct LineOrigin {
    /// Index into `LineMap::files`.
    file: usize,
    /// 1-based line in that file.
    line: u32,
}

/// Where each preprocessed line came from.
#[derive(Clone, Debug, Default)]
pub struct LineMap {
    /// File names as the markers give them.
    files: Vec<String>,
    /// Start offset of each preprocessed line.
    line_starts: Vec<usize>,
    origins: Vec<LineOrigin>,
    /// File ids in the source map, for files already loaded.
    loaded: HashMap<usize, Option<FileId>>,
}

/// The preprocessed translation unit.
#[derive(Clone, Debug)]
pub struct Preprocessed {
    pub text: String,
    pub pragmas: Vec<Pragma>,
    pub lines: LineMap,
}

/// Runs `cc -E` on `path`; `Err` is the preprocessor's own message (it has already located
/// the problem in the user's file, as `file:line:col: error: ...`).
pub fn run_preprocessor(
    path: &Path,
    include_dirs: &[PathBuf],
    defines: &[String],
) -> Result<String, String> {
    run_cc(path, include_dirs, defines, &[])
}

/// The macro definitions in force at the end of `path` (`cc -E -dM`), for the expansion of
/// `#pragma dvm` lines, which the preprocessor leaves as written.
pub fn macro_definitions(
    path: &Path,
    include_dirs: &[PathBuf],
    defines: &[String],
) -> Result<String, String> {
    run_cc(path, include_dirs, defines, &["-dM"])
}

fn run_cc(
    path: &Path,
    include_dirs: &[PathBuf],
    defines: &[String],
    extra: &[&str],
) -> Result<String, String> {
    let cc = std::env::var("DVMH_CC").unwrap_or_else(|_| "cc".to_string());
    let mut cmd = Command::new(&cc);
    // `_DVMH`: compiled by a DVMH compiler (C-DVMH manual, Annex 4); `__pragma(dvm ...)` is
    // the third spelling of a directive, made a `#pragma` line by `_Pragma`.
    cmd.arg("-E")
        .arg("-D__DVMH__")
        .arg("-D_DVMH=1")
        .arg("-D__pragma(x)=_Pragma(#x)");
    // The user API of Annex 4, included implicitly.
    let api = super::api_header::directory()?;
    cmd.arg("-include").arg(api.join(super::api_header::NAME));
    for d in include_dirs {
        cmd.arg("-I").arg(d);
    }
    cmd.arg("-I").arg(&api);
    for d in defines {
        cmd.arg(d);
    }
    cmd.args(extra);
    // `.cdv` is not an extension the preprocessor knows: say it is C.
    cmd.arg("-x").arg("c").arg(path);
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run the C preprocessor '{cc}': {e}"))?;
    if !out.status.success() {
        let msg = String::from_utf8_lossy(&out.stderr).trim_end().to_string();
        return Err(if msg.is_empty() {
            format!("the C preprocessor '{cc}' failed")
        } else {
            msg
        });
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Parses a line marker `# 12 "file.c" 1 3`: (line, file).
fn line_marker(line: &str) -> Option<(u32, String)> {
    let rest = line.strip_prefix('#')?.trim_start();
    let rest = rest.strip_prefix("line").unwrap_or(rest).trim_start();
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    let n: u32 = digits.parse().ok()?;
    let rest = rest[digits.len()..].trim_start();
    let name = rest.strip_prefix('"')?;
    let mut file = String::new();
    let mut chars = name.chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => return Some((n, file)),
            '\\' => file.extend(chars.next()),
            c => file.push(c),
        }
    }
    None
}

/// Splits the preprocessor's output into text, pragmas and the line map. Marker and pragma
/// lines become empty lines, so offsets stay simple.
pub fn split_output(raw: &str, main_file: &str) -> Preprocessed {
    let mut text = String::with_capacity(raw.len());
    let mut pragmas = Vec::new();
    let mut lines = LineMap {
        files: vec![main_file.to_string()],
        ..LineMap::default()
    };
    let mut file_index: HashMap<String, usize> = HashMap::new();
    file_index.insert(main_file.to_string(), 0);
    let (mut cur_file, mut cur_line) = (0usize, 1u32);
    for line in raw.split_inclusive('\n') {
        let offset = text.len();
        let body = line.trim_end_matches(['\n', '\r']);
        let trimmed = body.trim_start();
        lines.line_starts.push(offset);
        lines.origins.push(LineOrigin {
            file: cur_file,
            line: cur_line,
        });
        if let Some((n, file)) = trimmed
            .starts_with('#')
            .then(|| line_marker(trimmed))
            .flatten()
        {
            let next = lines.files.len();
            cur_file = *file_index.entry(file.clone()).or_insert(next);
            if cur_file == next {
                lines.files.push(file);
            }
            cur_line = n;
            text.push('\n');
            continue;
        }
        if let Some(p) = trimmed.strip_prefix('#') {
            let p = p.trim_start();
            if let Some(rest) = p.strip_prefix("pragma") {
                // `rest` is a suffix of the line: its start is the line's length less its own.
                let lead = rest.len() - rest.trim_start().len();
                pragmas.push(Pragma {
                    text: rest.trim().to_string(),
                    offset,
                    text_at: offset + body.len() - rest.len() + lead,
                });
                // Blanked, not removed, so that a directive's columns stay where they were.
                text.extend(std::iter::repeat_n(' ', body.len()));
            }
            text.push('\n');
            cur_line += 1;
            continue;
        }
        text.push_str(body);
        text.push('\n');
        cur_line += 1;
    }
    Preprocessed {
        text,
        pragmas,
        lines,
    }
}

impl LineMap {
    /// The file and 1-based line of a preprocessed offset, and its column offset in the line.
    fn locate(&self, offset: usize) -> Option<(usize, u32, usize)> {
        let i = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(0) => return None,
            Err(i) => i - 1,
        };
        let o = self.origins.get(i)?;
        Some((o.file, o.line, offset - self.line_starts[i]))
    }

    /// The file name and line of a preprocessed offset (for `dvm.set_line` and op locations).
    pub fn file_line(&self, offset: usize) -> Option<(&str, u32)> {
        let (file, line, _) = self.locate(offset)?;
        Some((self.files[file].as_str(), line))
    }

    /// Is the offset in a file other than the main source (a system or user header)?
    pub fn in_main_file(&self, offset: usize) -> bool {
        self.locate(offset).is_some_and(|(f, _, _)| f == 0)
    }

    /// Is the offset in a system header (an absolute path under `/usr` or the compiler's own
    /// directories, or the preprocessor's built-ins)?
    pub fn in_system_header(&self, offset: usize) -> bool {
        self.locate(offset).is_some_and(|(f, _, _)| {
            let name = &self.files[f];
            name.starts_with("/usr/") || name.starts_with('<')
        })
    }

    /// Maps a preprocessed byte range to a span in the original file (loaded into `sources`
    /// on first use); `None` for text without a readable origin (the preprocessor's
    /// built-ins).
    pub fn span(
        &mut self,
        sources: &mut SourceMap,
        main_text: &str,
        lo: usize,
        hi: usize,
    ) -> Option<Span> {
        let (file, line, col) = self.locate(lo)?;
        let id = match self.loaded.get(&file) {
            Some(id) => *id,
            None => {
                let name = self.files[file].clone();
                let id = if file == 0 {
                    Some(sources.add(Path::new(&name), main_text.to_string()))
                } else {
                    std::fs::read_to_string(&name)
                        .ok()
                        .map(|t| sources.add(Path::new(&name), t))
                };
                self.loaded.insert(file, id);
                id
            }
        }?;
        let f = sources.file(id);
        let line_text = f.line_text(line);
        let line_start = f.lines_text_start(line);
        let col = col.min(line_text.len());
        let len = (hi.saturating_sub(lo)).clamp(1, line_text.len().saturating_sub(col).max(1));
        let start = (line_start + col) as u32;
        Some(Span::new(id, start, start + len as u32))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers_and_pragmas_are_taken_out() {
        let raw = "# 1 \"a.c\"\n# 1 \"/usr/include/x.h\" 1 3\nint x;\n# 3 \"a.c\" 2\n#pragma dvm actual\nint y;\n";
        let p = split_output(raw, "a.c");
        assert_eq!(p.pragmas.len(), 1);
        assert_eq!(p.pragmas[0].text, "dvm actual");
        let y = p.text.find("int y").unwrap(); // ok: test
        assert_eq!(p.lines.file_line(y), Some(("a.c", 4)));
        let x = p.text.find("int x").unwrap(); // ok: test
        assert_eq!(p.lines.file_line(x), Some(("/usr/include/x.h", 1)));
        assert!(p.lines.in_system_header(x) && !p.lines.in_system_header(y));
    }
}

//! Source files and positions.
//!
//! Every piece of the front end refers to source text through a [`Span`]: a file id plus a byte
//! range in that file's original text. Spans are cheap `Copy` values; line and column numbers are
//! computed only when a diagnostic is rendered, from the per-file line index kept here. INCLUDE
//! files get their own ids, so a span always names the file its text came from.

use std::path::{Path, PathBuf};

/// Index of a file in a [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct FileId(pub u32);

/// A byte range `lo..hi` in one file's original text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Span {
    pub file: FileId,
    pub lo: u32,
    pub hi: u32,
}

impl Span {
    pub fn new(file: FileId, lo: u32, hi: u32) -> Span {
        Span {
            file,
            lo,
            hi: hi.max(lo),
        }
    }

    /// The smallest span covering both (same file assumed; otherwise `self`).
    pub fn to(self, other: Span) -> Span {
        if self.file != other.file {
            return self;
        }
        Span::new(self.file, self.lo.min(other.lo), self.hi.max(other.hi))
    }
}

/// One source file: its name as the user gave it, its text, and where each line starts.
#[derive(Clone, Debug)]
pub struct SourceFile {
    pub path: PathBuf,
    pub text: String,
    line_starts: Vec<u32>,
}

impl SourceFile {
    fn new(path: PathBuf, text: String) -> SourceFile {
        let mut line_starts = vec![0];
        for (i, b) in text.bytes().enumerate() {
            if b == b'\n' {
                line_starts.push(i as u32 + 1);
            }
        }
        SourceFile {
            path,
            text,
            line_starts,
        }
    }

    /// The whole lines that hold the bytes `lo..hi`.
    pub fn lines_text(&self, lo: u32, hi: u32) -> &str {
        let start = match self.line_starts.binary_search(&lo) {
            Ok(i) => self.line_starts[i],
            Err(i) => self.line_starts[i.saturating_sub(1)],
        } as usize;
        let end = self.text[(hi as usize).min(self.text.len())..]
            .find('\n')
            .map_or(self.text.len(), |k| hi as usize + k + 1);
        self.text.get(start..end).unwrap_or("")
    }

    /// The name used in diagnostics and in `dvm.set_line`.
    pub fn display_name(&self) -> String {
        self.path.display().to_string()
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: u32) -> (u32, u32) {
        let offset = offset.min(self.text.len() as u32);
        let line_index = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1, // ok: line_starts[0] == 0 <= offset, so i >= 1
        };
        let start = self.line_starts[line_index] as usize;
        let end = (offset as usize).min(self.text.len());
        let col = self
            .text
            .get(start..end)
            .map(|s| s.chars().count())
            .unwrap_or(end - start);
        (line_index as u32 + 1, col as u32 + 1)
    }

    /// The byte offset where a 1-based line starts (the end of the text past the last line).
    pub fn lines_text_start(&self, line: u32) -> usize {
        self.line_starts
            .get(line.saturating_sub(1) as usize)
            .map_or(self.text.len(), |&s| s as usize)
    }

    /// The text of a 1-based line, without its line terminator.
    pub fn line_text(&self, line: u32) -> &str {
        let Some(&start) = self.line_starts.get(line.saturating_sub(1) as usize) else {
            return "";
        };
        let end = self
            .line_starts
            .get(line as usize)
            .map(|&e| e as usize)
            .unwrap_or(self.text.len());
        let s = self.text.get(start as usize..end).unwrap_or("");
        s.trim_end_matches(['\n', '\r'])
    }
}

/// All files read while compiling one program (the main file and its INCLUDEs).
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

impl SourceMap {
    pub fn new() -> SourceMap {
        SourceMap::default()
    }

    pub fn add(&mut self, path: &Path, text: String) -> FileId {
        self.files.push(SourceFile::new(path.to_path_buf(), text));
        FileId(self.files.len() as u32 - 1)
    }

    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }

    pub fn files(&self) -> impl Iterator<Item = (FileId, &SourceFile)> {
        self.files
            .iter()
            .enumerate()
            .map(|(i, f)| (FileId(i as u32), f))
    }

    /// 1-based line of the start of a span.
    pub fn line_of(&self, span: Span) -> u32 {
        self.file(span.file).line_col(span.lo).0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_columns_are_one_based() {
        let mut sm = SourceMap::new();
        let id = sm.add(Path::new("a.f90"), "ab\ncd\r\nxyz".to_string());
        let f = sm.file(id);
        assert_eq!(f.line_col(0), (1, 1));
        assert_eq!(f.line_col(1), (1, 2));
        assert_eq!(f.line_col(3), (2, 1));
        assert_eq!(f.line_col(7), (3, 1));
        assert_eq!(f.line_text(2), "cd");
        assert_eq!(f.line_text(3), "xyz");
        assert_eq!(f.line_text(9), "");
    }
}

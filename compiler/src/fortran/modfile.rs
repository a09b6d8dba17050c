//! Module files: what `USE m` reads when module `m` was compiled from another source file.
//!
//! A module file holds the module's own source text (its lines, from MODULE to END MODULE)
//! under a short header giving the source form, the fixed-form margin and the directory of
//! the original file (for its INCLUDE lines). A using compilation prescans, parses and
//! checks that text again for the module's interface and generates no code for it: the
//! module's variables are COMMON-linkage globals that the module's own object defines, its
//! procedures are external symbols of that object. This keeps one checker for modules
//! whether they come from the same file or not, at the cost of checking a module again in
//! each file that uses it (its procedures' bodies too, which is cheap next to code
//! generation). The files are named `<module>.mod`, as gfortran names its own; one written by
//! another compiler is recognised and refused with a message.

use crate::fortran::form::SourceForm;
use std::path::{Path, PathBuf};

/// The first line of every module file dvmhc writes.
const MAGIC: &str = "!dvmhc module file, version 1";

/// A module file's name for module `name`.
pub fn file_name(name: &str) -> String {
    format!("{name}.mod")
}

/// The text of module `unit_text`'s module file.
pub fn render(unit_text: &str, form: SourceForm, margin: usize, dir: &Path) -> String {
    let form = match form {
        SourceForm::Fixed => "fixed",
        SourceForm::Free => "free",
    };
    let margin = if margin == usize::MAX {
        "none".to_string()
    } else {
        margin.to_string()
    };
    let mut out = format!(
        "{MAGIC}\n!form {form}\n!margin {margin}\n!dir {}\n",
        dir.display()
    );
    out.push_str(unit_text);
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out
}

/// A module file read back.
#[derive(Debug)]
pub struct ModuleFile {
    pub path: PathBuf,
    pub form: SourceForm,
    pub margin: usize,
    /// The directory of the module's source (searched for its INCLUDE files).
    pub dir: PathBuf,
    /// The module's source text.
    pub text: String,
}

/// Finds and reads `<name>.mod` in `dirs` (in order). `Err` says why a file that exists
/// cannot be used; `Ok(None)`: there is none.
pub fn find(name: &str, dirs: &[PathBuf]) -> Result<Option<ModuleFile>, String> {
    let file = file_name(name);
    for dir in dirs {
        let path = dir.join(&file);
        let Ok(bytes) = std::fs::read(&path) else {
            continue;
        };
        return parse(&path, &bytes).map(Some);
    }
    Ok(None)
}

fn parse(path: &Path, bytes: &[u8]) -> Result<ModuleFile, String> {
    let foreign = || {
        format!(
            "'{}' was not written by dvmhc (another compiler's module file?): compile the module's source with dvmhc",
            path.display()
        )
    };
    let text = std::str::from_utf8(bytes).map_err(|_| foreign())?;
    let mut lines = text.splitn(5, '\n');
    if lines.next() != Some(MAGIC) {
        return Err(foreign());
    }
    let mut field = |key: &str| {
        lines
            .next()
            .and_then(|l| l.strip_prefix(key))
            .map(str::to_string)
            .ok_or_else(|| format!("'{}' is damaged (no {key} line)", path.display()))
    };
    let form = match field("!form ")?.as_str() {
        "fixed" => SourceForm::Fixed,
        _ => SourceForm::Free,
    };
    let margin = match field("!margin ")?.as_str() {
        "none" => usize::MAX,
        m => m.parse().unwrap_or(72),
    };
    let dir = PathBuf::from(field("!dir ")?);
    let text = lines.next().unwrap_or("").to_string();
    Ok(ModuleFile {
        path: path.to_path_buf(),
        form,
        margin,
        dir,
        text,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_foreign_files() {
        let text = render(
            "module m\nend module\n",
            SourceForm::Free,
            72,
            Path::new("/src"),
        );
        let m = parse(Path::new("m.mod"), text.as_bytes()).unwrap(); // ok: test of a fixed input
        assert_eq!(m.text, "module m\nend module\n");
        assert_eq!(m.dir, PathBuf::from("/src"));
        assert_eq!(m.margin, 72);
        assert!(matches!(m.form, SourceForm::Free));
        let gz = [0x1f, 0x8b, 8, 0];
        let err = parse(Path::new("m.mod"), &gz).unwrap_err(); // ok: test of a fixed input
        assert!(err.contains("not written by dvmhc"));
    }
}

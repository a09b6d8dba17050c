//! Source form: fixed or free, chosen by file extension as in gfortran and the DVM system.

use std::path::Path;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SourceForm {
    Fixed,
    Free,
}

/// `.fdv .f .for .F .ftn .fpp` → fixed; `.f90 .f95 .f03 .f08 .F90 ...` → free; others → `None`.
pub fn source_form_for_path(path: &Path) -> Option<SourceForm> {
    let ext = path.extension()?.to_str()?.to_ascii_lowercase();
    match ext.as_str() {
        "fdv" | "f" | "for" | "ftn" | "fpp" | "f77" => Some(SourceForm::Fixed),
        "f90" | "f95" | "f03" | "f08" | "f18" => Some(SourceForm::Free),
        _ => None,
    }
}

/// Whether gfortran runs the C preprocessor on a file by default: an upper-case extension
/// (`.F`, `.FOR`, `.FPP`, `.F90`, ...; `.fpp` too).
pub fn preprocessed_by_default(path: &Path) -> bool {
    let Some(ext) = path.extension().and_then(|e| e.to_str()) else {
        return false;
    };
    ext == "fpp" || (ext.starts_with('F') && source_form_for_path(path).is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extensions_pick_the_form() {
        for (p, f) in [
            ("a.fdv", Some(SourceForm::Fixed)),
            ("a.F", Some(SourceForm::Fixed)),
            ("a.for", Some(SourceForm::Fixed)),
            ("a.ftn", Some(SourceForm::Fixed)),
            ("a.f90", Some(SourceForm::Free)),
            ("a.F90", Some(SourceForm::Free)),
            ("a.f95", Some(SourceForm::Free)),
            ("a.c", None),
            ("noext", None),
        ] {
            assert_eq!(source_form_for_path(Path::new(p)), f, "{p}");
        }
        assert!(preprocessed_by_default(Path::new("a.F90")));
        assert!(preprocessed_by_default(Path::new("a.F")));
        assert!(!preprocessed_by_default(Path::new("a.f90")));
        assert!(!preprocessed_by_default(Path::new("a.fdv")));
    }
}

//! Helpers shared by the front end's integration tests.

use std::path::{Path, PathBuf};

/// The Fortran sources (by extension) in `dir`, relative to the crate, sorted.
pub fn fortran_files(dir: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut out: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| dvmh_compiler::source_form_for_path(p).is_some())
        .collect();
    out.sort();
    out
}

/// The C sources (`.c`) in `dir`, relative to the crate, sorted.
#[allow(dead_code)] // ok: not every test binary that shares this module uses it
pub fn c_files(dir: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut out: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    out.sort();
    out
}

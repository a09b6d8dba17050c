//! Every program of `test-suite/programs/` (all valid) compiles without errors or warnings, and
//! its IR verifies and survives the IR text round trip (what `--emit=ir` and the pass tests rely
//! on).

mod common;

use dvmh_compiler::{compile_fortran_file, render_diagnostics, FrontendOptions};
use std::path::{Path, PathBuf};

fn programs() -> Vec<PathBuf> {
    common::fortran_files("../test-suite/programs")
}

#[test]
fn every_test_program_compiles_and_its_ir_verifies() {
    let programs = programs();
    assert!(
        programs.len() >= 11,
        "expected the test-suite programs, found {programs:?}"
    );
    let mut failures = Vec::new();
    for path in programs {
        let text = std::fs::read_to_string(&path).expect("read program");
        let opts = match module_files_of_extra_sources(&path, &text) {
            Ok(o) => o,
            Err(e) => {
                failures.push(e);
                continue;
            }
        };
        let compiled = compile_fortran_file(&path, &text, &opts);
        let (module, mut diags) = (compiled.module, compiled.diagnostics);
        // A program may say that it expects warnings (`dvmh-warnings: expected`, in its first
        // lines): a valid loop the compiler cannot prove local, for instance.
        if text
            .lines()
            .take(10)
            .any(|l| l.contains("dvmh-warnings: expected"))
        {
            diags.retain(|d| d.is_error());
        }
        if !diags.is_empty() {
            failures.push(format!(
                "{}:\n{}",
                path.display(),
                render_diagnostics(&diags)
            ));
            continue;
        }
        let Some(module) = module else {
            failures.push(format!("{}: no module", path.display()));
            continue;
        };
        if let Err(e) = dvmh_ir::verify(&module) {
            failures.push(format!("{}: {e}", path.display()));
            continue;
        }
        let printed = dvmh_ir::print_module(&module);
        match dvmh_ir::parse_module(&printed) {
            Ok(reparsed) => {
                if dvmh_ir::print_module(&reparsed) != printed {
                    failures.push(format!("{}: IR text does not round-trip", path.display()));
                }
            }
            Err(e) => failures.push(format!(
                "{}: printed IR does not parse: {e}",
                path.display()
            )),
        }
        assert!(printed.contains("dvm.init"), "{}", path.display());
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The options for compiling `path`: when its header names more sources (`dvmh-test:
/// files=lib/x.f90`, compiled first since they may define modules the program uses), those
/// are compiled and their module files written to a directory of the program's own, which
/// the options name.
fn module_files_of_extra_sources(path: &Path, text: &str) -> Result<FrontendOptions, String> {
    let extra: Vec<PathBuf> = text
        .lines()
        .take(12)
        .filter_map(|l| l.split_once("dvmh-test:"))
        .filter_map(|(_, rest)| rest.trim().strip_prefix("files="))
        .flat_map(|files| files.split_whitespace())
        .map(|f| path.parent().unwrap_or(Path::new(".")).join(f))
        .collect();
    if extra.is_empty() {
        return Ok(FrontendOptions::default());
    }
    let stem = path.file_stem().unwrap_or_default().to_string_lossy();
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("programs-modules-{stem}"));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let opts = FrontendOptions {
        module_dir: Some(dir.clone()),
        ..FrontendOptions::default()
    };
    for src in extra {
        let text = std::fs::read_to_string(&src).map_err(|e| format!("{}: {e}", src.display()))?;
        let compiled = compile_fortran_file(&src, &text, &opts);
        if !compiled.diagnostics.is_empty() || compiled.module.is_none() {
            return Err(format!(
                "{}:\n{}",
                src.display(),
                render_diagnostics(&compiled.diagnostics)
            ));
        }
        for (name, contents) in compiled.module_files {
            std::fs::write(dir.join(&name), contents)
                .map_err(|e| format!("{}: {e}", dir.join(&name).display()))?;
        }
    }
    Ok(opts)
}

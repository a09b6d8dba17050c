//! Every program of `test-suite/programs/` compiles without errors, and its IR verifies and
//! survives the IR text round trip (what `--emit=ir` and the pass tests rely on).

use dvmh_compiler::{compile_fortran, render_diagnostics, FrontendOptions, Severity};
use std::path::{Path, PathBuf};

fn programs() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../test-suite/programs");
    let mut out: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| dvmh_compiler::source_form_for_path(p).is_some())
        .collect();
    out.sort();
    out
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
        let (module, diags) = compile_fortran(&path, &text, &FrontendOptions::default());
        if diags.iter().any(|d| d.severity == Severity::Error) {
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

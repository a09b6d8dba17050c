//! Every program of `test-suite/programs/` (all valid) compiles without errors or warnings, and
//! its IR verifies and survives the IR text round trip (what `--emit=ir` and the pass tests rely
//! on).

mod common;

use dvmh_compiler::{compile_fortran, render_diagnostics, FrontendOptions};
use std::path::PathBuf;

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
        let (module, diags) = compile_fortran(&path, &text, &FrontendOptions::default());
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

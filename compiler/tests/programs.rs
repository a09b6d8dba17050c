//! Every program of `test-suite/programs/` (all valid) compiles without errors or warnings, and
//! its IR verifies and survives the IR text round trip (what `--emit=ir` and the pass tests rely
//! on).

mod common;

use dvmh_compiler::{compile_fortran, compile_fortran_file, render_diagnostics, FrontendOptions};
use std::path::PathBuf;

/// The module files of the modules that `test-suite/programs/lib/` defines (programs USE
/// them), written into a scratch directory.
fn library_modules() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("program-modules");
    std::fs::create_dir_all(&dir).expect("module directory");
    for path in common::fortran_files("../test-suite/programs/lib") {
        let text = std::fs::read_to_string(&path).expect("read library source");
        let compiled = compile_fortran_file(&path, &text, &FrontendOptions::default());
        for (name, contents) in compiled.module_files {
            std::fs::write(dir.join(name), contents).expect("write module file");
        }
    }
    dir
}

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
    let opts = FrontendOptions {
        module_dir: Some(library_modules()),
        ..FrontendOptions::default()
    };
    let mut failures = Vec::new();
    for path in programs {
        let text = std::fs::read_to_string(&path).expect("read program");
        let (module, diags) = compile_fortran(&path, &text, &opts);
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

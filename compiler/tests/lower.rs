//! Golden tests of lowering: each Fortran or C file in `tests/lower/` is compiled and its IR text
//! (`dvmh_ir::print_module`) compared with the `.ir` file next to it. Diagnostics (warnings)
//! are written first as `//` comment lines, so the expected file is valid IR text too.
//! `DVMH_BLESS=1 cargo test -p dvmh-compiler --test lower` rewrites the expected files.

mod common;

use dvmh_compiler::c::compile_c;
use dvmh_compiler::{compile_fortran, render_diagnostic, FrontendOptions};
use std::path::{Path, PathBuf};

fn inputs() -> Vec<PathBuf> {
    let mut files = common::fortran_files("tests/lower");
    files.extend(common::c_files("tests/lower"));
    files
}

fn lowered(path: &Path) -> String {
    let text = std::fs::read_to_string(path).expect("read input");
    // The bare file name keeps `dvm.set_line` attributes independent of the checkout.
    let name = Path::new(path.file_name().expect("file name"));
    let (module, diags) = if path.extension().is_some_and(|e| e == "c") {
        compile_c(path, &text, &FrontendOptions::default())
    } else {
        compile_fortran(name, &text, &FrontendOptions::default())
    };
    let mut out = String::new();
    for d in &diags {
        for line in render_diagnostic(d).lines() {
            out.push_str("// ");
            out.push_str(line);
            out.push('\n');
        }
    }
    match module {
        Some(m) => out.push_str(&dvmh_ir::print_module(&m)),
        None => out.push_str("// no module\n"),
    }
    out
}

#[test]
fn lowering_produces_the_expected_ir() {
    let bless = std::env::var_os("DVMH_BLESS").is_some();
    let inputs = inputs();
    assert!(inputs.len() >= 4, "missing golden inputs: {inputs:?}");
    let mut failures = Vec::new();
    for input in inputs {
        let got = lowered(&input);
        assert!(
            !got.contains("// no module"),
            "{} did not compile:\n{got}",
            input.display()
        );
        let module =
            dvmh_ir::parse_module(&got).unwrap_or_else(|e| panic!("{}: {e}", input.display()));
        dvmh_ir::verify(&module).unwrap_or_else(|e| panic!("{}: {e}", input.display()));
        let expected_path = input.with_extension("ir");
        if bless {
            std::fs::write(&expected_path, &got).expect("write expected IR");
            continue;
        }
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if expected != got {
            failures.push(format!(
                "{}: IR differs from {} (DVMH_BLESS=1 to update)\n--- got\n{got}",
                input.display(),
                expected_path.display()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

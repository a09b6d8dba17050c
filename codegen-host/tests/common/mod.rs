//! Shared helpers of the integration tests: parse and verify IR text, compile it with the back
//! end, link it with a small C driver, run it and return its output.

#![allow(dead_code)] // each test binary uses a subset

use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

use dvmh_codegen_host::{emit_llvm_ir, emit_object, CodegenOptions};
use dvmh_ir::Module;

/// Parses IR text and checks it with the IR verifier, so tests only feed valid input.
pub fn parse(text: &str) -> Module {
    let module =
        dvmh_ir::parse_module(text).unwrap_or_else(|e| panic!("IR parse error: {e}\n{text}"));
    if let Err(e) = dvmh_ir::verify(&module) {
        panic!("IR does not verify:\n{e}\n{text}");
    }
    module
}

pub fn options(opt_level: u8) -> CodegenOptions {
    CodegenOptions {
        opt_level,
        cpu: None,
        features: None,
    }
}

/// The optimised LLVM IR of `module` at `-O<opt_level>`.
pub fn llvm_ir(module: &Module, opt_level: u8) -> String {
    emit_llvm_ir(module, &options(opt_level)).unwrap_or_else(|e| panic!("codegen failed: {e}"))
}

/// The text of function `name` (its `define` line to the closing brace) in LLVM IR.
pub fn llvm_function<'a>(ir: &'a str, name: &str) -> &'a str {
    let start = ir
        .find(&format!("@{name}("))
        .and_then(|at| ir[..at].rfind("define "))
        .unwrap_or_else(|| panic!("no definition of @{name} in\n{ir}"));
    let end = ir[start..].find("\n}").map_or(ir.len(), |e| start + e + 2);
    &ir[start..end]
}

fn scratch_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("codegen-host");
    std::fs::create_dir_all(&dir).expect("create the scratch directory");
    dir
}

/// Stand-ins for the runtime's error entry points that compiled checks call (`checks.rs`):
/// they print what they were given and exit with status 3, so tests can assert on both.
const RUNTIME_ERROR_STUBS: &str = r#"
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
void dvmh_arith_error(int32_t kind, int32_t line, const char *file) {
    printf("dvmh_arith_error kind=%d at %s:%d\n", kind, file, line);
    fflush(stdout);
    exit(3);
}
void dvmh_bounds_error(const char *array, int32_t dim, int64_t index, int64_t lo, int64_t hi,
                       int32_t line, const char *file) {
    printf("dvmh_bounds_error %s dim %d index %lld bounds %lld:%lld at %s:%d\n", array, dim,
           (long long)index, (long long)lo, (long long)hi, file, line);
    fflush(stdout);
    exit(3);
}
"#;

/// Compiles `module` at `-O<opt_level>`, links it with the C source `driver` (and libm), runs
/// the program and returns its standard output; fails the test if any step fails.
pub fn run(module: &Module, opt_level: u8, driver: &str) -> String {
    let (status, out, err) = run_with_status(module, opt_level, driver);
    assert!(
        status.success(),
        "the test program failed ({status}):\n{err}"
    );
    out
}

/// As [`run`], but returns the exit status, standard output and standard error instead of
/// requiring success.
pub fn run_with_status(
    module: &Module,
    opt_level: u8,
    driver: &str,
) -> (std::process::ExitStatus, String, String) {
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    let id = format!(
        "{}-{}-O{opt_level}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    );
    let dir = scratch_dir();
    let object = dir.join(format!("{id}.o"));
    let c_file = dir.join(format!("{id}.c"));
    let exe = dir.join(format!("{id}.exe"));
    emit_object(module, &options(opt_level), &object)
        .unwrap_or_else(|e| panic!("codegen failed: {e}"));
    std::fs::write(&c_file, format!("{RUNTIME_ERROR_STUBS}{driver}")).expect("write the C driver");
    let cc = Command::new("cc")
        .arg("-O0")
        .arg("-o")
        .arg(&exe)
        .arg(&c_file)
        .arg(&object)
        .arg("-lm")
        .output()
        .expect("run cc");
    assert!(
        cc.status.success(),
        "linking failed:\n{}",
        String::from_utf8_lossy(&cc.stderr)
    );
    let out = Command::new(&exe).output().expect("run the test program");
    for f in [&object, &c_file, &exe] {
        let _ = std::fs::remove_file(f);
    }
    let text = String::from_utf8(out.stdout).expect("UTF-8 output");
    (
        out.status,
        text,
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Runs at every optimisation level and checks that all agree; returns the output.
pub fn run_all_levels(module: &Module, driver: &str) -> String {
    let reference = run(module, 0, driver);
    for level in 1..=3 {
        let out = run(module, level, driver);
        assert_eq!(out, reference, "-O{level} output differs from -O0");
    }
    reference
}

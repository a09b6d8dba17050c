//! A machine-generated program of thousands of lines (the compile-time benchmark's kind) is
//! compiled as parts (`split-large-functions`) and still prints what gfortran's build prints,
//! on one and several processes.

use dvmh_test_suite::generate::dvmh_program;
use dvmh_test_suite::{
    compare_outputs, dvmhc, dvmhc_compile, gfortran, run_mpi, run_serial, work_dir, Launch,
    REAL_TOLERANCE,
};
use std::process::Command;

#[test]
fn a_generated_program_of_8000_lines_matches_gfortran() {
    let dir = work_dir("large-programs");
    let src = dir.join("generated8000.f90");
    std::fs::write(&src, dvmh_program(8000)).unwrap();

    // The main program really is compiled in parts.
    let ir = Command::new(dvmhc())
        .args([
            "--emit=ir",
            "--passes=outline-handlers,lower-dvm,canonicalize,split-large-functions",
        ])
        .arg(&src)
        .output()
        .unwrap();
    assert!(
        ir.status.success(),
        "{}",
        String::from_utf8_lossy(&ir.stderr)
    );
    let parts = String::from_utf8_lossy(&ir.stdout)
        .matches("func @main.part")
        .count();
    assert!(
        parts >= 4,
        "expected the main program in parts, found {parts}"
    );

    let reference = dir.join("generated8000.gfortran");
    let ours = dir.join("generated8000.dvmh");
    gfortran(&src, &reference, "-O0").unwrap_or_else(|e| panic!("{e}"));
    dvmhc_compile(&src, &ours, &["-O1"]).unwrap_or_else(|e| panic!("{e}"));
    let (expected, _) = run_serial(&reference).unwrap();
    let expected = String::from_utf8_lossy(&expected.stdout).into_owned();
    assert!(expected.lines().count() > 10, "{expected}");
    for procs in [1, 3] {
        let (out, _) = run_mpi(&ours, &Launch::new(procs, 1)).unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let got = String::from_utf8_lossy(&out.stdout);
        if let Err(e) = compare_outputs(&expected, &got, REAL_TOLERANCE) {
            panic!("{procs} process(es): {e}");
        }
    }
}

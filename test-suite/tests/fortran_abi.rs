//! Function results across objects built by different compilers: `fortran-abi/main.f90`
//! calls the external functions of `fortran-abi/lib.f90`, which return CHARACTER (a hidden
//! buffer and length), COMPLEX and DOUBLE COMPLEX (XMM registers), LOGICAL, and structures
//! of 8, 12, 16 and 24 bytes (registers by the x86-64 classes, or memory). One half built by
//! gfortran and the other by dvmhc, both ways, must print what the all-gfortran build prints.

use dvmh_test_suite::{compare_outputs, dvmhc, repo_root, run_serial, work_dir};
use std::path::{Path, PathBuf};
use std::process::Command;

fn run(cmd: &mut Command, what: &str) {
    let out = cmd.output().unwrap_or_else(|e| panic!("{what}: {e}")); // ok: test
    assert!(
        out.status.success(),
        "{what} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Compiles `src` to `obj` with `compiler` (`gfortran` or dvmhc), in `work` (module files).
fn object(compiler: &Path, src: &Path, obj: &Path, work: &Path) {
    run(
        Command::new(compiler)
            .current_dir(work)
            .args(["-c", "-O2"])
            .arg(src)
            .arg("-o")
            .arg(obj),
        &format!("{} -c", compiler.display()),
    );
}

fn output_of(exe: &Path) -> String {
    let (o, _) = run_serial(exe).unwrap_or_else(|e| panic!("{e}")); // ok: test
    assert!(o.status.success(), "{} failed", exe.display());
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn sources(tag: &str) -> (PathBuf, PathBuf, PathBuf) {
    let dir = repo_root().join("test-suite/fortran-abi");
    (
        dir.join("main.f90"),
        dir.join("lib.f90"),
        work_dir(&format!("fortran-abi-{tag}")),
    )
}

fn reference(main: &Path, lib: &Path, work: &Path) -> String {
    let exe = work.join("all-gfortran");
    run(
        Command::new("gfortran")
            .current_dir(work)
            .arg(lib)
            .arg(main)
            .arg("-o")
            .arg(&exe),
        "gfortran",
    );
    output_of(&exe)
}

/// Builds `main` with `main_by` and `lib` with `lib_by`, links with dvmhc, compares.
fn check(tag: &str, main_by: &Path, lib_by: &Path) {
    let (main, lib, work) = sources(tag);
    let expected = reference(&main, &lib, &work);
    let (m, l, exe) = (work.join("m.o"), work.join("l.o"), work.join("mixed"));
    object(lib_by, &lib, &l, &work);
    object(main_by, &main, &m, &work);
    run(
        Command::new(dvmhc()).arg(&m).arg(&l).arg("-o").arg(&exe),
        "dvmhc link",
    );
    compare_outputs(&expected, &output_of(&exe), 0.0).unwrap_or_else(|e| panic!("{e}"));
    // ok: test
}

#[test]
fn dvmhc_caller_gfortran_callee() {
    check("1", &dvmhc(), Path::new("gfortran"));
}

#[test]
fn gfortran_caller_dvmhc_callee() {
    check("2", Path::new("gfortran"), &dvmhc());
}

#[test]
fn all_dvmhc() {
    check("3", &dvmhc(), &dvmhc());
}

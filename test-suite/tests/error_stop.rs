//! ERROR STOP ends the program as gfortran's build ends it: the same standard output, the
//! same first line on standard error (`ERROR STOP`, `ERROR STOP 3`, `ERROR STOP message`) and
//! the same exit status (1, or the code), on 1 and 2 processes.

use dvmh_test_suite::{dvmhc_compile, gfortran, run_mpi, work_dir, Launch};
use std::process::Command;

fn check(name: &str, stop: &str) {
    let dir = work_dir("error-stop");
    let src = dir.join(format!("{name}.f90"));
    let text = format!(
        "program p\n  integer :: n\n  n = 4\n  print *, 'before', n\n  if (n > 3) {stop}\n  print *, 'after'\nend program p\n"
    );
    std::fs::write(&src, text).unwrap(); // ok: test environment
    let reference = dir.join(format!("{name}.gfortran"));
    gfortran(&src, &reference, "-O0").unwrap_or_else(|e| panic!("{e}")); // ok: test
    let expected = Command::new(&reference).output().unwrap(); // ok: test environment
    let exe = dir.join(name);
    dvmhc_compile(&src, &exe, &["-O1"]).unwrap_or_else(|e| panic!("{e}")); // ok: test

    // The runtime's own notes (`dvmh[0] warning: ...`, e.g. about a setting) are not
    // the program's output.
    let first_line = |b: &[u8]| {
        String::from_utf8_lossy(b)
            .lines()
            .find(|l| !l.starts_with("dvmh["))
            .map(str::to_string)
    };
    for procs in [1, 2] {
        let (out, _) = run_mpi(&exe, &Launch::new(procs, 1)).unwrap(); // ok: test
        assert_eq!(
            out.stdout, expected.stdout,
            "{stop} on {procs}: standard output"
        );
        assert_eq!(
            first_line(&out.stderr),
            first_line(&expected.stderr),
            "{stop} on {procs}: standard error"
        );
        assert_eq!(
            out.status.code(),
            expected.status.code(),
            "{stop} on {procs}: exit status"
        );
    }
}

#[test]
fn error_stop_plain() {
    check("plain", "error stop");
}

#[test]
fn error_stop_code() {
    check("code", "error stop 3");
}

#[test]
fn error_stop_message() {
    check("message", "error stop 'bad thing'");
}

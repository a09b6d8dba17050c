//! Structs by value across objects built by different compilers: `c-abi/main.c` calls the
//! functions of `c-abi/lib.c` with structs of every System V class (two doubles, int + float,
//! three floats, chars, a large struct in memory, a struct that goes to memory because the
//! registers ran out), a struct of bit-fields, and a variadic function reading structs from
//! its tail with `va_arg`, and prints what they return. One half built by gcc and the other by
//! dvmhc, both ways, must print what the all-gcc build prints. `c-abi-c99/` does the same with
//! `long double` (class X87: in memory, returned in `st0`; a struct of one `long double` too),
//! `double`/`float _Complex` (two SSE eightbytes / one) and `long double _Complex` (in memory,
//! returned in `st0`/`st1`) parameters, results and variadic arguments.

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

fn gcc_object(src: &Path, obj: &Path) {
    run(
        Command::new("gcc")
            .args(["-c", "-O2"])
            .arg(src)
            .arg("-o")
            .arg(obj),
        "gcc -c",
    );
}

fn dvmhc_object(src: &Path, obj: &Path) {
    run(
        Command::new(dvmhc())
            .args(["-c", "-O2"])
            .arg(src)
            .arg("-o")
            .arg(obj),
        "dvmhc -c",
    );
}

fn output_of(exe: &Path) -> String {
    let (o, _) = run_serial(exe).unwrap_or_else(|e| panic!("{e}")); // ok: test
    assert!(o.status.success(), "{} failed", exe.display());
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn sources_in(name: &str) -> (PathBuf, PathBuf, PathBuf) {
    let dir = repo_root().join("test-suite").join(name);
    (dir.join("main.c"), dir.join("lib.c"), work_dir(name))
}

fn sources() -> (PathBuf, PathBuf, PathBuf) {
    sources_in("c-abi")
}

fn reference(main: &Path, lib: &Path, work: &Path, tag: &str) -> String {
    let exe = work.join(format!("all-gcc-{tag}"));
    run(
        Command::new("gcc")
            .arg(main)
            .arg(lib)
            .arg("-o")
            .arg(&exe)
            .arg("-lm"),
        "gcc",
    );
    output_of(&exe)
}

/// dvmhc links objects of both compilers (the runtime comes with it).
fn link_with_dvmhc(objects: &[&Path], exe: &Path) {
    run(
        Command::new(dvmhc()).args(objects).arg("-o").arg(exe),
        "dvmhc link",
    );
}

#[test]
fn dvmhc_caller_gcc_callee() {
    let (main, lib, work) = sources();
    let expected = reference(&main, &lib, &work, "1");
    let (m, l, exe) = (
        work.join("m1.o"),
        work.join("l1.o"),
        work.join("dvmhc-main"),
    );
    dvmhc_object(&main, &m);
    gcc_object(&lib, &l);
    link_with_dvmhc(&[&m, &l], &exe);
    compare_outputs(&expected, &output_of(&exe), 0.0).unwrap_or_else(|e| panic!("{e}"));
    // ok: test
}

#[test]
fn gcc_caller_dvmhc_callee() {
    let (main, lib, work) = sources();
    let expected = reference(&main, &lib, &work, "2");
    let (m, l, exe) = (work.join("m2.o"), work.join("l2.o"), work.join("dvmhc-lib"));
    gcc_object(&main, &m);
    dvmhc_object(&lib, &l);
    link_with_dvmhc(&[&m, &l], &exe);
    compare_outputs(&expected, &output_of(&exe), 0.0).unwrap_or_else(|e| panic!("{e}"));
    // ok: test
}

/// `long double` and complex values across objects of both compilers, both ways.
#[test]
fn long_double_and_complex_cross_compilers() {
    let (main, lib, work) = sources_in("c-abi-c99");
    let expected = reference(&main, &lib, &work, "c99");
    for (k, main_by_gcc) in [(1, false), (2, true)] {
        let (m, l) = (work.join(format!("m{k}.o")), work.join(format!("l{k}.o")));
        if main_by_gcc {
            gcc_object(&main, &m);
            dvmhc_object(&lib, &l);
        } else {
            dvmhc_object(&main, &m);
            gcc_object(&lib, &l);
        }
        let exe = work.join(format!("mixed{k}"));
        link_with_dvmhc(&[&m, &l], &exe);
        compare_outputs(&expected, &output_of(&exe), 0.0).unwrap_or_else(|e| panic!("{e}"));
        // ok: test
    }
}

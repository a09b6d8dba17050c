//! Crashes of compiled Fortran (an index past a bound, an integer division by zero) end the
//! job with one clear line naming what happened and where, on every process count, without
//! MPI's, UCX's or the C library's own reports.

use dvmh_test_suite::{dvmhc_compile, repo_root, run_mpi, work_dir, Launch};
use std::path::{Path, PathBuf};
use std::time::Duration;

fn compile(name: &str) -> PathBuf {
    let src = repo_root()
        .join("test-suite/programs/faults")
        .join(format!("{name}.f90"));
    let exe = work_dir("crashes").join(name);
    dvmhc_compile(&src, &exe, &["-O1"]).unwrap_or_else(|e| panic!("{e}"));
    exe
}

/// Runs `exe` and returns its one error line, after checking the rest of the outcome.
fn one_error_line(exe: &Path, launch: &Launch) -> String {
    let (out, elapsed) = run_mpi(exe, launch).unwrap();
    let what = launch.describe();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{what}: the run should fail");
    for foreign in [
        "Caught signal",
        "backtrace",
        "BAD TERMINATION",
        "MPI_Abort",
        "munmap_chunk",
        "free()",
        "corruption",
    ] {
        assert!(
            !stdout.contains(foreign) && !stderr.contains(foreign),
            "{what}: `{foreign}` in the output:\n{stdout}\n{stderr}"
        );
    }
    let ours: Vec<&str> = stderr
        .lines()
        .filter(|l| l.starts_with("dvmh: error:"))
        .collect();
    assert_eq!(ours.len(), 1, "{what}: expected one error line:\n{stderr}");
    // The 5 s goal, with room for a loaded 2-core machine (MPICH's start-up alone can take
    // seconds there).
    assert!(
        elapsed < Duration::from_secs(15),
        "{what}: the run took {elapsed:?}"
    );
    ours[0].to_string()
}

#[test]
fn writing_past_a_star_dimension_names_the_array_and_the_loop() {
    let exe = compile("write_past_k");
    for procs in 1..=3 {
        for threads in 1..=2 {
            let launch = Launch::new(procs, threads);
            let line = one_error_line(&exe, &launch);
            assert!(
                line.starts_with(
                    "dvmh: error: out-of-bounds access beyond the local part of array 'K' in the parallel loop at "
                ) && line.ends_with("write_past_k.f90:7"),
                "{}: {line}",
                launch.describe()
            );
        }
    }
}

#[test]
fn integer_division_by_zero_on_one_process_is_reported_once() {
    let exe = compile("divide_by_zero");
    for (procs, threads) in [(1, 1), (2, 1), (3, 2)] {
        let launch = Launch::new(procs, threads);
        let line = one_error_line(&exe, &launch);
        assert!(
            line.starts_with("dvmh: error: integer division by zero")
                && line.contains("divide_by_zero.f90:"),
            "{}: {line}",
            launch.describe()
        );
    }
}

#[test]
fn a_division_by_a_variable_never_set_is_reported() {
    let exe = compile("unset_divisor");
    for (procs, threads) in [(1, 1), (2, 1), (3, 2)] {
        let launch = Launch::new(procs, threads);
        let line = one_error_line(&exe, &launch);
        assert!(
            line.starts_with("dvmh: error: integer division by zero")
                && line.contains("unset_divisor.f90:"),
            "{}: {line}",
            launch.describe()
        );
    }
}

#[test]
fn allocating_an_allocated_array_names_it() {
    let exe = compile("double_allocate");
    for (procs, threads) in [(1, 1), (2, 1), (3, 2)] {
        let launch = Launch::new(procs, threads);
        let line = one_error_line(&exe, &launch);
        assert!(
            line.starts_with("dvmh: error: ALLOCATE: the array 'W' is already allocated")
                && line.ends_with("double_allocate.f90:10]"),
            "{}: {line}",
            launch.describe()
        );
    }
}

#[test]
fn allocating_an_allocated_scalar_names_it() {
    let exe = compile("double_allocate_scalar");
    for (procs, threads) in [(1, 1), (2, 1), (3, 2)] {
        let launch = Launch::new(procs, threads);
        let line = one_error_line(&exe, &launch);
        assert!(
            line.starts_with("dvmh: error: ALLOCATE: the array 'RESIDUAL' is already allocated")
                && line.ends_with("double_allocate_scalar.f90:9]"),
            "{}: {line}",
            launch.describe()
        );
    }
}

#[test]
fn deallocating_an_unallocated_scalar_names_it() {
    let exe = compile("deallocate_unallocated_scalar");
    for (procs, threads) in [(1, 1), (2, 1), (3, 2)] {
        let launch = Launch::new(procs, threads);
        let line = one_error_line(&exe, &launch);
        assert!(
            line.starts_with("dvmh: error: DEALLOCATE: the array 'C' is not allocated")
                && line.ends_with("deallocate_unallocated_scalar.f90:15]"),
            "{}: {line}",
            launch.describe()
        );
    }
}

//! Bad run-time settings give one clear line and a non-zero exit on every process count.

use dvmh_test_suite::{dvmhc_compile, repo_root, run_mpi, work_dir, Launch};
use std::path::PathBuf;
use std::sync::OnceLock;

/// The program, compiled once for all tests of this file (they run concurrently).
fn program() -> PathBuf {
    static EXE: OnceLock<PathBuf> = OnceLock::new();
    EXE.get_or_init(|| {
        let src = repo_root().join("test-suite/programs/sum1d.fdv");
        let exe = work_dir("runtime-errors").join("sum1d");
        dvmhc_compile(&src, &exe, &["-O1"]).unwrap_or_else(|e| panic!("{e}"));
        exe
    })
    .clone()
}

fn assert_one_clear_error(launch: Launch, setting: &str) {
    let exe = program();
    let (out, _) = run_mpi(&exe, &launch).unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success(),
        "{}: exit status should be non-zero",
        launch.describe()
    );
    let ours: Vec<&str> = stderr
        .lines()
        .filter(|l| l.starts_with("dvmh: error:"))
        .collect();
    assert_eq!(
        ours.len(),
        1,
        "{}: expected one error line, got:\n{stderr}",
        launch.describe()
    );
    assert!(
        ours[0].contains(setting),
        "the error names {setting}: {}",
        ours[0]
    );
    assert!(
        out.stdout.is_empty(),
        "nothing is computed or printed: {:?}",
        out.stdout
    );
}

#[test]
fn bad_thread_count() {
    for procs in [1, 3] {
        let mut launch = Launch::new(procs, 1);
        launch.env.push(("DVMH_NUM_THREADS".into(), "abc".into()));
        assert_one_clear_error(launch, "DVMH_NUM_THREADS");
    }
}

#[test]
fn grid_that_does_not_fit_the_process_count() {
    assert_one_clear_error(
        Launch::new(4, 1).with_env("DVMH_PROC_GRID", "3 3"),
        "DVMH_PROC_GRID",
    );
    assert_one_clear_error(
        Launch::new(2, 1).with_env("DVMH_PROC_GRID", "2 x"),
        "DVMH_PROC_GRID",
    );
}

#[test]
fn grid_whose_size_overflows() {
    // The product wraps around to 2 in unchecked arithmetic.
    assert_one_clear_error(
        Launch::new(2, 1).with_env("DVMH_PROC_GRID", "9223372036854775809 2"),
        "DVMH_PROC_GRID='9223372036854775809 2': the grid has more than",
    );
}

#[test]
fn bad_statistics_switch() {
    for procs in [1, 2] {
        assert_one_clear_error(
            Launch::new(procs, 1).with_env("DVMH_STAT", "full"),
            "DVMH_STAT='full': expected a boolean",
        );
    }
}

#[test]
fn bad_value_of_a_dvm_system_setting_this_runtime_does_not_use() {
    assert_one_clear_error(
        Launch::new(2, 1).with_env("DVMH_SET_AFFINITY", "2"),
        "DVMH_SET_AFFINITY='2': expected a boolean",
    );
    assert_one_clear_error(
        Launch::new(2, 1).with_env("DVMH_PPN", "two"),
        "DVMH_PPN='two': expected positive integers",
    );
}

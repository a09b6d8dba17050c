//! A polymorphic copy (ALLOCATE with SOURCE= or assignment to a CLASS ALLOCATABLE) whose
//! source has a dynamic type the copying scope does not know stops the program with a
//! message naming both objects, instead of leaving the copy unallocated.

use dvmh_test_suite::{dvmhc_compile, repo_root, run_mpi, work_dir, Launch};

#[test]
fn copy_of_an_unknown_dynamic_type_is_a_clear_run_time_error() {
    let src = repo_root().join("test-suite/programs/faults/unknown_dynamic_type.f90");
    let exe = work_dir("polymorphic-copy").join("unknown_dynamic_type");
    dvmhc_compile(&src, &exe, &["-O1"]).unwrap_or_else(|e| panic!("{e}")); // ok: test
    for procs in [1, 2] {
        let (out, _) = run_mpi(&exe, &Launch::new(procs, 1)).unwrap(); // ok: test
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            !out.status.success(),
            "{procs} processes: the run should fail"
        );
        assert!(
            stdout.contains("copied           1") && !stdout.contains("not reached"),
            "{procs} processes: standard output\n{stdout}"
        );
        assert!(
            stderr.contains(
                "copying 'a' into 'b' (ALLOCATE with SOURCE= or assignment): the dynamic type of 'a' is not known in this scope"
            ),
            "{procs} processes: standard error\n{stderr}"
        );
    }
}

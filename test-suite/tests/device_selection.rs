//! `DVMH_NUM_CUDAS` chooses whether a process uses a device: `0` runs every region on the CPU
//! (even where the emulation device is asked for), and the results are those of a run on the
//! device; a value that is not a GPU count is one clear error on every process.

use dvmh_test_suite::{dvmhc_compile, repo_root, run_mpi, work_dir, Launch};
use std::path::PathBuf;
use std::sync::OnceLock;

/// A region program (Jacobi with ACTUAL/GET_ACTUAL and a reduction), compiled once.
fn region_program() -> PathBuf {
    static EXE: OnceLock<PathBuf> = OnceLock::new();
    EXE.get_or_init(|| {
        let src = repo_root().join("test-suite/programs/region2_jacobi_actual.f90");
        let exe = work_dir("device-selection").join("region2_jacobi_actual");
        dvmhc_compile(&src, &exe, &["-O1"]).unwrap_or_else(|e| panic!("{e}"));
        exe
    })
    .clone()
}

/// Runs the region program on 2 processes with the emulation device asked for, the log at
/// `info`, and `DVMH_NUM_CUDAS` set to `num_cudas` (when given); returns stdout and stderr.
fn run_logged(num_cudas: Option<&str>) -> (bool, String, String) {
    let mut launch = Launch::new(2, 1)
        .with_env("DVMH_CUDA_EMULATION", "1")
        .with_env("DVMH_LOGLEVEL", "info");
    if let Some(n) = num_cudas {
        launch = launch.with_env("DVMH_NUM_CUDAS", n);
    }
    let (out, _) = run_mpi(&region_program(), &launch).unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The log lines of device launches (`parallel loop at ... ran on the emulation device`).
fn device_launches(log: &str) -> usize {
    log.lines()
        .filter(|l| l.contains("parallel loop at") && l.contains(" ran on "))
        .count()
}

#[test]
fn zero_gpus_runs_regions_on_the_cpu_only() {
    let (ok, on_device, device_log) = run_logged(None);
    assert!(ok, "the run on the emulation device fails:\n{device_log}");
    assert!(
        device_launches(&device_log) > 0,
        "without DVMH_NUM_CUDAS the emulation device runs the region loops:\n{device_log}"
    );
    let (ok, on_cpu, cpu_log) = run_logged(Some("0"));
    assert!(ok, "the CPU-only run fails:\n{cpu_log}");
    assert_eq!(
        device_launches(&cpu_log),
        0,
        "DVMH_NUM_CUDAS=0: no loop runs on a device:\n{cpu_log}"
    );
    assert_eq!(
        cpu_log
            .lines()
            .filter(|l| l.contains("regions run on the CPU (no device)"))
            .count(),
        2,
        "each process says it has no device:\n{cpu_log}"
    );
    assert!(!on_cpu.is_empty());
    assert_eq!(on_cpu, on_device, "the CPU computes what the device does");
}

#[test]
fn a_bad_gpu_count_is_one_clear_error_on_every_process_count() {
    for (procs, value) in [(1, "abc"), (2, "-1"), (3, "1.5"), (2, "65")] {
        let launch = Launch::new(procs, 1)
            .with_env("DVMH_CUDA_EMULATION", "1")
            .with_env("DVMH_NUM_CUDAS", value);
        let (out, _) = run_mpi(&region_program(), &launch).unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            !out.status.success(),
            "{}: the exit status is non-zero",
            launch.describe()
        );
        let errors: Vec<&str> = stderr
            .lines()
            .filter(|l| l.starts_with("dvmh: error:"))
            .collect();
        assert_eq!(
            errors.len(),
            1,
            "{}: one error line, got:\n{stderr}",
            launch.describe()
        );
        let expected =
            format!("DVMH_NUM_CUDAS='{value}': expected a number of GPUs from 0 (CPU only) to 64");
        assert!(
            errors[0].contains(&expected),
            "{}: {}",
            launch.describe(),
            errors[0]
        );
        assert!(
            out.stdout.is_empty(),
            "{}: nothing is computed or printed",
            launch.describe()
        );
    }
}

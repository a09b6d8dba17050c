//! The GPU benchmark's kernels (`test-suite/bench/jacobi3d_gpu.F`, at the benchmark's size)
//! assemble with NVIDIA's `ptxas` for sm_70, sm_80 and sm_90 without spilling registers to
//! local memory. Skipped (with a note) where ptxas is unavailable, unless
//! `DVMH_REQUIRE_PTXAS` is set, as `scripts/test.sh` does when it could fetch ptxas.

use dvmh_test_suite::gpu::{assemble, ptx_of};
use dvmh_test_suite::{repo_root, work_dir};

#[test]
fn benchmark_kernels_assemble_without_spills() {
    let src = repo_root().join("test-suite/bench/jacobi3d_gpu.F");
    let dir = work_dir("gpu-kernels");
    let flags = ["-O3", "-cpp", "-DNSIZE=512", "-DNITER=20"];
    let kernels = ptx_of(&[src.as_path()], &flags, &dir).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(kernels.len(), 1, "one PTX image");
    assert_eq!(
        kernels[0].1.matches(".entry").count(),
        5,
        "a kernel per loop"
    );
    let Some(reports) = assemble(&kernels[0].0).unwrap_or_else(|e| panic!("{e}")) else {
        return;
    };
    assert_eq!(
        reports.len(),
        15,
        "5 kernels x 3 architectures: {reports:?}"
    );
    for r in &reports {
        assert!(
            r.spill_stores == 0 && r.spill_loads == 0,
            "{} for {} spills {} B stored / {} B loaded ({} registers)",
            r.kernel,
            r.arch,
            r.spill_stores,
            r.spill_loads,
            r.registers
        );
    }
}

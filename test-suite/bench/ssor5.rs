//! Benchmark: serial code quality on dense 5 x 5 block kernels (`ssor5.f`: block coefficients
//! formed into COMMON-block arrays, and a lower relaxation sweep with a Gaussian elimination per
//! grid point), dvmhc -O3 against gfortran -O3 built from the same source and timed in the same
//! run, the two builds alternating so that load on the machine hits both alike.
//!
//! `cargo bench -p dvmh-test-suite --bench ssor5` (after `cargo build --release --workspace`).
//! Prints the best wall time of each (of `DVMH_BENCH_REPEATS`, default 5) and the ratio
//! dvmhc / gfortran: below 1 means faster than gfortran. Outputs are checked against
//! gfortran's, so a fast wrong answer is an error, not a result.

use dvmh_test_suite::{
    compare_outputs, dvmhc_compile, gfortran, repo_root, run_serial, work_dir, REAL_TOLERANCE,
};
use std::path::Path;
use std::time::Duration;

fn run(exe: &Path, what: &str) -> (String, Duration) {
    let (o, t) = run_serial(exe).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert!(
        o.status.success(),
        "{what} build failed to run: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    (String::from_utf8_lossy(&o.stdout).into_owned(), t)
}

fn main() {
    // `cargo bench` passes `--bench`; accept and ignore harness flags.
    let repeats: usize = std::env::var("DVMH_BENCH_REPEATS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(5)
        .max(1);
    let src = repo_root().join("test-suite/bench/ssor5.f");
    let dir = work_dir("bench-ssor5");
    let reference = dir.join("ssor5.gfortran-O3");
    let ours = dir.join("ssor5.dvmh");
    gfortran(&src, &reference, "-O3").unwrap_or_else(|e| panic!("{e}"));
    dvmhc_compile(&src, &ours, &["-O3"]).unwrap_or_else(|e| panic!("{e}"));

    let mut best_ref = Duration::MAX;
    let mut best_ours = Duration::MAX;
    for _ in 0..repeats {
        let (expected, t_ref) = run(&reference, "gfortran");
        let (got, t) = run(&ours, "dvmhc");
        if let Err(e) = compare_outputs(&expected, &got, REAL_TOLERANCE) {
            panic!("dvmhc's result differs from gfortran's: {e}");
        }
        best_ref = best_ref.min(t_ref);
        best_ours = best_ours.min(t);
    }
    println!("ssor5 (5x5 blocks, 48^3 grid, 150 sweeps), serial, best of {repeats}, alternating");
    println!("  {:<20} {:>8.3} s", "gfortran -O3", best_ref.as_secs_f64());
    println!(
        "  {:<20} {:>8.3} s   dvmhc / gfortran = {:.3}",
        "dvmhc -O3",
        best_ours.as_secs_f64(),
        best_ours.as_secs_f64() / best_ref.as_secs_f64()
    );
}

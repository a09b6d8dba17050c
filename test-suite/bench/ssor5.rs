//! Benchmark: serial code quality on dense 5 x 5 block kernels (`ssor5.f`: block coefficients
//! formed into COMMON-block arrays, and a lower relaxation sweep with a Gaussian elimination per
//! grid point), dvmhc -O3 against gfortran -O3 built from the same source and timed in the same
//! run, the two builds alternating so that load on the machine hits both alike.
//!
//! `cargo bench -p dvmh-test-suite --bench ssor5` (after `cargo build --release --workspace`).
//! Prints the best wall time and the best CPU time (user + system, from `getrusage`, which a
//! loaded machine disturbs much less) of each, of `DVMH_BENCH_REPEATS` (default 5), and the
//! ratios dvmhc / gfortran: below 1 means faster than gfortran. Outputs are checked against
//! gfortran's, so a fast wrong answer is an error, not a result.

use dvmh_test_suite::{
    bench_repeats, compare_outputs, dvmhc_compile, gfortran, repo_root, run_serial_timed, work_dir,
    REAL_TOLERANCE,
};
use std::path::Path;
use std::time::Duration;

/// Output, wall time and CPU time of one run.
fn run(exe: &Path, what: &str) -> (String, Duration, Duration) {
    run_serial_timed(exe).unwrap_or_else(|e| panic!("{what}: {e}"))
}

fn main() {
    // `cargo bench` passes `--bench`; accept and ignore harness flags.
    let repeats = bench_repeats(5);
    let src = repo_root().join("test-suite/bench/ssor5.f");
    let dir = work_dir("bench-ssor5");
    let reference = dir.join("ssor5.gfortran-O3");
    let ours = dir.join("ssor5.dvmh");
    gfortran(&src, &reference, "-O3").unwrap_or_else(|e| panic!("{e}"));
    dvmhc_compile(&src, &ours, &["-O3"]).unwrap_or_else(|e| panic!("{e}"));

    // Best wall and CPU times of gfortran's build and of ours.
    let mut best = [[Duration::MAX; 2]; 2];
    for _ in 0..repeats {
        let (expected, wall_ref, cpu_ref) = run(&reference, "gfortran");
        let (got, wall, cpu) = run(&ours, "dvmhc");
        if let Err(e) = compare_outputs(&expected, &got, REAL_TOLERANCE) {
            panic!("dvmhc's result differs from gfortran's: {e}");
        }
        for (b, t) in best.iter_mut().zip([[wall_ref, cpu_ref], [wall, cpu]]) {
            b[0] = b[0].min(t[0]);
            b[1] = b[1].min(t[1]);
        }
    }
    let [[wall_ref, cpu_ref], [wall, cpu]] = best.map(|b| b.map(|t| t.as_secs_f64()));
    println!("ssor5 (5x5 blocks, 48^3 grid, 150 sweeps), serial, best of {repeats}, alternating");
    println!("  {:<20} {:>8} {:>8}", "", "wall", "cpu");
    println!("  {:<20} {wall_ref:>7.3}s {cpu_ref:>7.3}s", "gfortran -O3");
    println!("  {:<20} {wall:>7.3}s {cpu:>7.3}s", "dvmhc -O3");
    println!(
        "  dvmhc / gfortran: wall {:.3}, cpu {:.3}",
        wall / wall_ref,
        cpu / cpu_ref
    );
}

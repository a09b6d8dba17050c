//! Benchmark: the pipelined ACROSS loop, a 2-D SOR sweep (`sor2d.fdv`) built by dvmhc, run on
//! 1 and 2 MPI processes (one thread each), timed against the serial `gfortran -O3` build of the
//! same source in the same run. The goal: 2 processes at no more than 0.60 of the serial time
//! (a whole-block wavefront gets no gain at all: each process waits for the other's block).
//!
//! `cargo bench -p dvmh-test-suite --bench sor2d` (after `cargo build --release --workspace`).
//! Prints the machine's load average first (the timings mean little on a loaded machine), then
//! wall times (best of `DVMH_BENCH_REPEATS`, default 3, the builds alternating so that load hits
//! them alike) and each time's ratio to gfortran's: below 1 means faster. Outputs are checked
//! against gfortran's, so a fast wrong answer is an error, not a result.

use dvmh_test_suite::{
    bench_repeats, compare_outputs, dvmhc_compile, gfortran, repo_root, run_mpi, run_serial,
    work_dir, Launch, REAL_TOLERANCE,
};
use std::time::Duration;

const LAUNCHES: [(u32, u32); 2] = [(1, 1), (2, 1)];

fn main() {
    // `cargo bench` passes `--bench`; accept and ignore harness flags.
    let repeats = bench_repeats(3);
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!("load average (1, 5, 15 min): {}", load.trim());
    let src = repo_root().join("test-suite/bench/sor2d.fdv");
    let dir = work_dir("bench-sor2d");
    let reference = dir.join("sor2d.gfortran-O3");
    let ours = dir.join("sor2d.dvmh");
    gfortran(&src, &reference, "-O3").unwrap_or_else(|e| panic!("{e}"));
    dvmhc_compile(&src, &ours, &["-O3"]).unwrap_or_else(|e| panic!("{e}"));

    let mut t_ref = Duration::MAX;
    let mut best = [Duration::MAX; LAUNCHES.len()];
    for _ in 0..repeats {
        let (o, t) = run_serial(&reference).unwrap_or_else(|e| panic!("{e}"));
        assert!(o.status.success(), "gfortran build failed to run");
        let expected = String::from_utf8_lossy(&o.stdout).into_owned();
        t_ref = t_ref.min(t);
        for (k, &(procs, threads)) in LAUNCHES.iter().enumerate() {
            let launch = Launch::new(procs, threads);
            let (o, t) = run_mpi(&ours, &launch).unwrap_or_else(|e| panic!("{e}"));
            assert!(
                o.status.success(),
                "dvmhc build failed on {}: {}",
                launch.describe(),
                String::from_utf8_lossy(&o.stderr)
            );
            let got = String::from_utf8_lossy(&o.stdout);
            if let Err(e) = compare_outputs(&expected, &got, REAL_TOLERANCE) {
                panic!("wrong result on {}: {e}", launch.describe());
            }
            best[k] = best[k].min(t);
        }
    }
    println!("sor2d (N=2000, 100 sweeps under ACROSS), best of {repeats}");
    println!(
        "  {:<38} {:>8.3} s",
        "gfortran -O3, serial",
        t_ref.as_secs_f64()
    );
    for (k, &(procs, threads)) in LAUNCHES.iter().enumerate() {
        println!(
            "  {:<38} {:>8.3} s   {:.2}x the serial time",
            format!("dvmhc -O3, {procs} process(es) x {threads} thread(s)"),
            best[k].as_secs_f64(),
            best[k].as_secs_f64() / t_ref.as_secs_f64()
        );
    }
}

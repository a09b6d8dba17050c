//! Benchmark: serial code quality of the C front end. Compute-heavy plain C programs
//! (`bench/c/*.c`: dense matrix product on static 2-D arrays, 2-D Jacobi through `restrict`
//! pointers, 3-D Jacobi on static arrays, n-body on an array of structs with `sqrt`, conjugate
//! gradients on a CSR matrix in `malloc`ed arrays, a sieve and a hash table) built by
//! `dvmhc -O3` and by `gcc -O3` (neither with fast-math), each timed in the same run, the two
//! builds alternating so that load on the machine hits both alike.
//!
//! `cargo bench -p dvmh-test-suite --bench cserial` (after `cargo build --release --workspace`);
//! `DVMH_BENCH_REPEATS` (default 3) runs of each, `DVMH_BENCH_FILTER` picks programs by a
//! substring of their names. Prints the best wall and CPU (user + system) times of each build
//! and the ratios dvmhc / gcc (below 1: faster than gcc), then the geometric means of the
//! ratios. The CPU ratio is the one to read on a loaded machine. A dvmhc executable starts the
//! DVMH runtime (MPI initialisation, some 0.05 s), which the times include. Outputs are checked
//! against gcc's, so a fast wrong answer is an error, not a result.

use dvmh_test_suite::{
    bench_repeats, compare_outputs, dvmhc_compile, gcc_sources_opt, repo_root, run_serial_timed,
    work_dir, REAL_TOLERANCE,
};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Output, wall time and CPU time of one run.
fn run(exe: &Path, what: &str) -> (String, Duration, Duration) {
    run_serial_timed(exe).unwrap_or_else(|e| panic!("{what}: {e}"))
}

/// Best (wall, cpu) of gcc's build and of ours, in seconds.
fn measure(src: &Path, repeats: usize) -> [[f64; 2]; 2] {
    let stem = src
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let dir = work_dir("bench-cserial");
    let reference = dir.join(format!("{stem}.gcc-O3"));
    let ours = dir.join(format!("{stem}.dvmh"));
    gcc_sources_opt(&[src], &reference, "-O3").unwrap_or_else(|e| panic!("{e}"));
    dvmhc_compile(src, &ours, &["-O3"]).unwrap_or_else(|e| panic!("{e}"));
    let mut best = [[Duration::MAX; 2]; 2];
    for _ in 0..repeats {
        let (expected, wall_ref, cpu_ref) = run(&reference, "gcc");
        let (got, wall, cpu) = run(&ours, "dvmhc");
        if let Err(e) = compare_outputs(&expected, &got, REAL_TOLERANCE) {
            panic!("{stem}: dvmhc's result differs from gcc's: {e}");
        }
        for (b, t) in best.iter_mut().zip([[wall_ref, cpu_ref], [wall, cpu]]) {
            b[0] = b[0].min(t[0]);
            b[1] = b[1].min(t[1]);
        }
    }
    best.map(|b| b.map(|t| t.as_secs_f64()))
}

fn main() {
    // `cargo bench` passes `--bench`; accept and ignore harness flags.
    let repeats = bench_repeats(3);
    let filter = std::env::var("DVMH_BENCH_FILTER").unwrap_or_default();
    let dir = repo_root().join("test-suite/bench/c");
    let mut sources: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .filter(|p| p.to_string_lossy().contains(&filter))
        .collect();
    sources.sort();
    println!("C serial programs, dvmhc -O3 against gcc -O3, best of {repeats}, alternating");
    println!(
        "  {:<20} {:>8} {:>8} {:>8} {:>8}   {:>6} {:>6}",
        "", "gcc wall", "cpu", "dvmh wall", "cpu", "wall×", "cpu×"
    );
    let (mut log_wall, mut log_cpu) = (0.0, 0.0);
    for src in &sources {
        let [[wall_ref, cpu_ref], [wall, cpu]] = measure(src, repeats);
        let name = src
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        println!(
            "  {name:<20} {wall_ref:>7.3}s {cpu_ref:>7.3}s {wall:>8.3}s {cpu:>7.3}s   {:>6.3} {:>6.3}",
            wall / wall_ref,
            cpu / cpu_ref
        );
        log_wall += (wall / wall_ref).ln();
        log_cpu += (cpu / cpu_ref).ln();
    }
    let n = sources.len().max(1) as f64;
    println!(
        "  geometric mean of dvmhc / gcc: wall {:.3}, cpu {:.3}",
        (log_wall / n).exp(),
        (log_cpu / n).exp()
    );
}

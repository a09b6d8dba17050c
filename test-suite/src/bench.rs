//! The stencil benchmarks' common run (`bench/jacobi2d.rs`, `jacobi3d.rs`, `sor2d.rs`): a
//! Fortran-DVMH source built by dvmhc and by `gfortran -O3`, the dvmhc build run on several
//! process × thread launches and timed against the serial gfortran build in the same run.
//!
//! Prints the machine's load average first (the timings mean little on a loaded machine), then
//! wall times (best of `DVMH_BENCH_REPEATS`, default 3, the builds alternating so that load
//! hits them alike), each time's ratio to gfortran's (below 1 means faster), and each launch's
//! share of communication from one more run with `DVMH_STAT=1`, outside the timed runs (time
//! in MPI calls over the processes' time, by kind). Outputs are checked against gfortran's, so
//! a fast wrong answer is an error, not a result.

use std::time::Duration;

use crate::{
    bench_repeats, compare_outputs, dvmhc_compile, gfortran, repo_root, run_mpi, run_serial, stat,
    work_dir, Launch, REAL_TOLERANCE,
};

/// Runs the benchmark `test-suite/bench/<name>.fdv` on `launches` (processes, threads);
/// `title` describes it (`N=2000, 100 sweeps`).
pub fn stencil(name: &str, title: &str, launches: &[(u32, u32)]) {
    let repeats = bench_repeats(3);
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!("load average (1, 5, 15 min): {}", load.trim());
    let src = repo_root().join(format!("test-suite/bench/{name}.fdv"));
    let dir = work_dir(&format!("bench-{name}"));
    let reference = dir.join(format!("{name}.gfortran-O3"));
    let ours = dir.join(format!("{name}.dvmh"));
    gfortran(&src, &reference, "-O3").unwrap_or_else(|e| panic!("{e}"));
    dvmhc_compile(&src, &ours, &["-O3"]).unwrap_or_else(|e| panic!("{e}"));

    // One process also as users run a serial build: `./prog`, without `mpirun` and MPI.
    let launches: Vec<Launch> = launches
        .iter()
        .flat_map(|&(procs, threads)| {
            let direct = (procs, threads) == (1, 1);
            std::iter::once(Launch::new(procs, threads)).chain(direct.then(|| Launch::direct(1)))
        })
        .collect();
    let mut t_ref = Duration::MAX;
    let mut best = vec![Duration::MAX; launches.len()];
    for _ in 0..repeats {
        let (o, t) = run_serial(&reference).unwrap_or_else(|e| panic!("{e}"));
        assert!(o.status.success(), "gfortran build failed to run");
        let expected = String::from_utf8_lossy(&o.stdout).into_owned();
        t_ref = t_ref.min(t);
        for (k, launch) in launches.iter().enumerate() {
            let (o, t) = run_mpi(&ours, launch).unwrap_or_else(|e| panic!("{e}"));
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
    println!("{name} ({title}), best of {repeats}");
    println!(
        "  {:<50} {:>8.3} s",
        "gfortran -O3, serial",
        t_ref.as_secs_f64()
    );
    for (k, launch) in launches.iter().enumerate() {
        println!(
            "  {:<50} {:>8.3} s   {:.2}x the serial time   communication {}",
            format!("dvmhc -O3, {}", launch.describe()),
            best[k].as_secs_f64(),
            best[k].as_secs_f64() / t_ref.as_secs_f64(),
            stat::measured_share(&ours, launch)
        );
    }
}

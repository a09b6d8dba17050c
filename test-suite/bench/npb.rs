//! Benchmark: serial code quality on the NAS Parallel Benchmarks 3.3 (the serial Fortran
//! version, NPB3.3-SER: BT, SP, LU, CG, MG, FT, EP), each built by `dvmhc -O3` and by
//! `gfortran -O3` through the suite's own makefiles (the same flags otherwise) and timed in the
//! same run, the two builds alternating so that load on the machine hits both alike.
//!
//! `NPB_DIR=/path/to/NPB3.3-SER cargo bench -p dvmh-test-suite --bench npb` (after
//! `cargo build --release --workspace`); `NPB_CLASS` (default `W`) picks the problem class,
//! `DVMH_BENCH_REPEATS` (default 3) the runs of each build, `DVMH_BENCH_FILTER` benchmarks by a
//! substring of their names (`BT`). The sources are not part of this repository: without
//! `NPB_DIR` the benchmark says where to get them and exits successfully. They are never
//! modified: each compiler builds in its own copy under the work directory.
//!
//! Every run must print `Verification    =               SUCCESSFUL` (NPB checks its own
//! results against reference values), so a fast wrong answer is an error, not a result. Prints
//! the best user CPU, CPU (user + system) and wall times of each build, the ratios dvmhc /
//! gfortran (below 1: faster than gfortran) and their geometric means. User time is the ratio
//! to read for code quality on a loaded machine: a dvmhc executable also starts the DVMH
//! runtime (MPI initialisation, some 0.03 s of mostly system time), which weighs on the
//! class W runs of CG, MG and FT (0.15-0.4 s each).

use dvmh_test_suite::{bench_repeats, dvmhc, run_serial_timed, work_dir};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// The benchmarks timed, in the suite's spelling (make targets).
const BENCHMARKS: [&str; 7] = ["BT", "SP", "LU", "CG", "MG", "FT", "EP"];

/// What gfortran needs beyond `-O3` for the suite's sources: `common/randi8.f` writes a
/// hexadecimal constant as `X'...'`, which gfortran 10 and newer reject by default.
const GFORTRAN_FLAGS: &str = "-fallow-invalid-boz";

/// What NPB prints when its own check of the results passes.
const VERIFIED: &str = "SUCCESSFUL";

/// Copies the directory tree `from` into `to` (which must not exist yet).
fn copy_tree(from: &Path, to: &Path) -> Result<(), String> {
    let status = Command::new("cp")
        .arg("-a")
        .arg(from)
        .arg(to)
        .status()
        .map_err(|e| format!("cannot run cp: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("cp -a {} {} failed", from.display(), to.display()))
    }
}

/// A fresh copy of the suite under `dir/name` configured to build with `fc -O3 flags`.
fn configured_copy(
    npb: &Path,
    dir: &Path,
    name: &str,
    fc: &Path,
    flags: &str,
) -> Result<PathBuf, String> {
    let tree = dir.join(name);
    if tree.exists() {
        std::fs::remove_dir_all(&tree).map_err(|e| format!("{}: {e}", tree.display()))?;
    }
    copy_tree(npb, &tree)?;
    std::fs::create_dir_all(tree.join("bin")).map_err(|e| format!("{e}"))?;
    let fc = fc.display();
    let make_def = format!(
        "F77 = {fc}\nFLINK = {fc}\nFFLAGS = -O3 {flags}\nFLINKFLAGS = -O3\n\
         CC = gcc\nCLINK = gcc\nCFLAGS = -O3\nUCC = gcc\nBINDIR = ../bin\n\
         RAND = randi8\nWTIME = wtime.c\n"
    );
    let def = tree.join("config/make.def");
    std::fs::write(&def, make_def).map_err(|e| format!("{}: {e}", def.display()))?;
    Ok(tree)
}

/// Builds benchmark `bm` of class `class` in `tree`: the executable.
fn build(tree: &Path, bm: &str, class: &str) -> Result<PathBuf, String> {
    let out = Command::new("make")
        .arg(bm)
        .arg(format!("CLASS={class}"))
        .current_dir(tree)
        .output()
        .map_err(|e| format!("cannot run make: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "make {bm} CLASS={class} in {} failed:\n{}{}",
            tree.display(),
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(tree
        .join("bin")
        .join(format!("{}.{class}.x", bm.to_lowercase())))
}

/// User CPU time of this process's waited-for children so far.
fn children_user() -> Duration {
    // SAFETY: getrusage fills the zeroed struct it is given; RUSAGE_CHILDREN is valid.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage);
        usage
    };
    Duration::from_secs(usage.ru_utime.tv_sec as u64)
        + Duration::from_micros(usage.ru_utime.tv_usec as u64)
}

/// User, CPU (user + system) and wall time of one run, which must verify.
fn run(exe: &Path, what: &str) -> [Duration; 3] {
    let user_before = children_user();
    let (out, wall, cpu) = run_serial_timed(exe).unwrap_or_else(|e| panic!("{what}: {e}"));
    let user = children_user().saturating_sub(user_before);
    let verified = out
        .lines()
        .any(|l| l.contains("Verification") && l.trim_end().ends_with(VERIFIED));
    assert!(verified, "{what}: verification failed:\n{out}");
    [user, cpu, wall]
}

fn main() {
    // `cargo bench` passes `--bench`; accept and ignore harness flags.
    let Some(npb) = std::env::var_os("NPB_DIR").map(PathBuf::from) else {
        println!(
            "npb: NPB_DIR is not set; skipped. Download NPB 3.3 from \
             https://www.nas.nasa.gov/software/npb.html (NPB3.3.tar.gz), unpack it and run\n  \
             NPB_DIR=/path/to/NPB3.3/NPB3.3-SER cargo bench -p dvmh-test-suite --bench npb"
        );
        return;
    };
    assert!(
        npb.join("config").is_dir() && npb.join("sys").is_dir(),
        "NPB_DIR={}: not an NPB3.3-SER directory (no config/ and sys/)",
        npb.display()
    );
    let class = std::env::var("NPB_CLASS").unwrap_or_else(|_| "W".into());
    let repeats = bench_repeats(3);
    let filter = std::env::var("DVMH_BENCH_FILTER").unwrap_or_default();
    let dir = work_dir("bench-npb");
    let gfortran = PathBuf::from("gfortran");
    let ours = configured_copy(&npb, &dir, "dvmhc", &dvmhc(), "").unwrap_or_else(|e| panic!("{e}"));
    let theirs = configured_copy(&npb, &dir, "gfortran", &gfortran, GFORTRAN_FLAGS)
        .unwrap_or_else(|e| panic!("{e}"));

    println!(
        "NPB 3.3 serial, class {class}, dvmhc -O3 against gfortran -O3, best of {repeats}, \
         alternating"
    );
    println!(
        "  {:<4} {:>8} {:>8} {:>8}  {:>8} {:>8} {:>8}   {:>6} {:>6} {:>6}",
        "", "gf user", "cpu", "wall", "dv user", "cpu", "wall", "user×", "cpu×", "wall×"
    );
    let (mut logs, mut n) = ([0.0f64; 3], 0usize);
    for bm in BENCHMARKS.iter().filter(|b| b.contains(filter.as_str())) {
        let reference = build(&theirs, bm, &class).unwrap_or_else(|e| panic!("{e}"));
        let exe = build(&ours, bm, &class).unwrap_or_else(|e| panic!("{e}"));
        let mut best = [[Duration::MAX; 3]; 2];
        for _ in 0..repeats {
            let times = [
                run(&reference, &format!("{bm} (gfortran)")),
                run(&exe, &format!("{bm} (dvmhc)")),
            ];
            for (b, t) in best.iter_mut().zip(times) {
                for (b, t) in b.iter_mut().zip(t) {
                    *b = (*b).min(t);
                }
            }
        }
        let [theirs_t, ours_t] = best.map(|b| b.map(|t| t.as_secs_f64()));
        let ratios: [f64; 3] = std::array::from_fn(|k| ours_t[k] / theirs_t[k]);
        println!(
            "  {bm:<4} {:>7.3}s {:>7.3}s {:>7.3}s  {:>7.3}s {:>7.3}s {:>7.3}s   {:>6.3} {:>6.3} {:>6.3}",
            theirs_t[0], theirs_t[1], theirs_t[2], ours_t[0], ours_t[1], ours_t[2],
            ratios[0], ratios[1], ratios[2]
        );
        for (l, r) in logs.iter_mut().zip(ratios) {
            *l += r.ln();
        }
        n += 1;
    }
    let n = n.max(1) as f64;
    let [user, cpu, wall] = logs.map(|l| (l / n).exp());
    println!("  geometric mean of dvmhc / gfortran: user {user:.3}, cpu {cpu:.3}, wall {wall:.3}");
}

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
//! the best CPU (user + system) and wall times of each build, the ratios dvmhc / gfortran
//! (below 1: faster than gfortran) and their geometric means; CPU is the ratio to read on a
//! loaded machine.

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

/// Wall and CPU time of one run, which must verify.
fn run(exe: &Path, what: &str) -> [Duration; 2] {
    let (out, wall, cpu) = run_serial_timed(exe).unwrap_or_else(|e| panic!("{what}: {e}"));
    let verified = out
        .lines()
        .any(|l| l.contains("Verification") && l.trim_end().ends_with(VERIFIED));
    assert!(verified, "{what}: verification failed:\n{out}");
    [wall, cpu]
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

    println!("NPB 3.3 serial, class {class}, dvmhc -O3 against gfortran -O3, best of {repeats}, alternating");
    println!(
        "  {:<6} {:>9} {:>8} {:>9} {:>8}   {:>6} {:>6}",
        "", "gfort cpu", "wall", "dvmh cpu", "wall", "cpu×", "wall×"
    );
    let (mut log_cpu, mut log_wall, mut n) = (0.0, 0.0, 0usize);
    for bm in BENCHMARKS.iter().filter(|b| b.contains(filter.as_str())) {
        let reference = build(&theirs, bm, &class).unwrap_or_else(|e| panic!("{e}"));
        let exe = build(&ours, bm, &class).unwrap_or_else(|e| panic!("{e}"));
        let mut best = [[Duration::MAX; 2]; 2];
        for _ in 0..repeats {
            let times = [
                run(&reference, &format!("{bm} (gfortran)")),
                run(&exe, &format!("{bm} (dvmhc)")),
            ];
            for (b, t) in best.iter_mut().zip(times) {
                b[0] = b[0].min(t[0]);
                b[1] = b[1].min(t[1]);
            }
        }
        let [[wall_ref, cpu_ref], [wall, cpu]] = best.map(|b| b.map(|t| t.as_secs_f64()));
        println!(
            "  {bm:<6} {cpu_ref:>8.3}s {wall_ref:>7.3}s {cpu:>8.3}s {wall:>7.3}s   {:>6.3} {:>6.3}",
            cpu / cpu_ref,
            wall / wall_ref
        );
        log_cpu += (cpu / cpu_ref).ln();
        log_wall += (wall / wall_ref).ln();
        n += 1;
    }
    let n = n.max(1) as f64;
    println!(
        "  geometric mean of dvmhc / gfortran: cpu {:.3}, wall {:.3}",
        (log_cpu / n).exp(),
        (log_wall / n).exp()
    );
}

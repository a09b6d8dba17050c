//! Benchmark: GPU regions (`jacobi3d_gpu.F`) — a 3-D 7-point Jacobi relaxation whose region
//! spans the iterations, a pure copy loop (the bandwidth reference, measured in the same run)
//! and a reduction-heavy loop — against the serial `gfortran -O3` build of the same source.
//!
//! `cargo bench -p dvmh-test-suite --bench gpu` (after `cargo build --release --workspace`).
//! On a machine with a GPU (the CUDA driver finds one) it runs the kernels there, at
//! `DVMH_BENCH_GPU_N` (default 512: two 1 GiB arrays of doubles) for `DVMH_BENCH_GPU_ITERS`
//! (default 20) iterations, and prints each loop's effective bandwidth in GB/s, as a share of
//! the copy loop's, and the speedup over one CPU core. Without a GPU it runs the emulation
//! device at N = 64 and reports that the results match. Either way it prints the kernels'
//! registers and spills from `ptxas -v` (when ptxas is available). Results are compared with
//! gfortran's, so a fast wrong answer is an error, not a result.
//!
//! A second part runs the ACROSS loops of `sor2d_gpu.F` (a 2-D SOR, hyperplane by hyperplane
//! on the device) built without and with `-autoTfm` (the array in the diagonal layout on the
//! device), at `DVMH_BENCH_SOR_N` (default 8192 on a GPU, 96 emulated) for
//! `DVMH_BENCH_SOR_ITERS` sweeps, and prints both times and their ratio.

use std::process::Command;

use dvmh_test_suite::gpu::{assemble, ptx_of};
use dvmh_test_suite::{
    compare_outputs, dvmhc_compile_sources, repo_root, run_mpi, work_dir, Launch, REAL_TOLERANCE,
};

/// `BENCH name seconds bytes` lines of a run's standard error.
fn timings(stderr: &str) -> Vec<(String, f64, f64)> {
    stderr
        .lines()
        .filter_map(|l| {
            let mut w = l.split_whitespace();
            (w.next()? == "BENCH").then_some(())?;
            let name = w.next()?.to_string();
            let secs = w.next()?.replace('D', "E").parse().ok()?;
            let bytes = w.next()?.replace('D', "E").parse().ok()?;
            Some((name, secs, bytes))
        })
        .collect()
}

fn gpu_present() -> bool {
    Command::new("nvidia-smi")
        .arg("-L")
        .output()
        .is_ok_and(|o| o.status.success() && !o.stdout.is_empty())
}

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

fn main() {
    let gpu = gpu_present();
    let n = if gpu {
        env_usize("DVMH_BENCH_GPU_N", 512)
    } else {
        64
    };
    let iters = env_usize("DVMH_BENCH_GPU_ITERS", if gpu { 20 } else { 5 });
    let root = repo_root();
    let src = root.join("test-suite/bench/jacobi3d_gpu.F");
    let serial_lib = root.join("test-suite/programs/lib/dvm_serial.f90");
    let dir = work_dir("bench-gpu");
    let defines = [format!("-DNSIZE={n}"), format!("-DNITER={iters}")];
    let reference = dir.join("jacobi3d.gfortran-O3");
    let out = Command::new("gfortran")
        .args(["-O3", "-w", "-cpp"])
        .args(&defines)
        .arg(&src)
        .arg(&serial_lib)
        .arg("-o")
        .arg(&reference)
        .output()
        .expect("cannot run gfortran");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let ours = dir.join("jacobi3d.dvmh");
    let mut flags = vec!["-O3", "-cpp"];
    flags.extend(defines.iter().map(String::as_str));
    dvmhc_compile_sources(&[src.as_path()], &ours, &flags).unwrap_or_else(|e| panic!("{e}"));

    println!("GPU regions: 3-D 7-point Jacobi, N = {n}, {iters} iterations");
    for (file, _) in ptx_of(&[src.as_path()], &flags, &dir).unwrap_or_else(|e| panic!("{e}")) {
        match assemble(&file).unwrap_or_else(|e| panic!("{e}")) {
            Some(reports) => {
                for r in &reports {
                    println!(
                        "  ptxas {:<5} {:<32} {:>3} registers, spills {} B stored / {} B loaded",
                        r.arch, r.kernel, r.registers, r.spill_stores, r.spill_loads
                    );
                }
                let spilled = reports
                    .iter()
                    .filter(|r| r.spill_stores + r.spill_loads > 0);
                assert_eq!(
                    spilled.count(),
                    0,
                    "benchmark kernels spill to local memory"
                );
            }
            None => println!("  (no ptxas: kernels not assembled)"),
        }
    }

    let reference_run = Command::new(&reference)
        .current_dir(&dir)
        .output()
        .expect("cannot run the gfortran build");
    assert!(reference_run.status.success(), "the gfortran build failed");
    let expected = String::from_utf8_lossy(&reference_run.stdout).into_owned();
    let serial_times = timings(&String::from_utf8_lossy(&reference_run.stderr));

    let mut launch = Launch::new(1, 1).with_env("DVMH_LOGLEVEL", "2");
    if !gpu {
        launch = launch.with_env("DVMH_CUDA_EMULATION", "1");
    }
    let (run, _) = run_mpi(&ours, &launch).unwrap_or_else(|e| panic!("{e}"));
    let stderr = String::from_utf8_lossy(&run.stderr).into_owned();
    assert!(run.status.success(), "dvmhc build failed: {stderr}");
    let got = String::from_utf8_lossy(&run.stdout).into_owned();
    if let Err(e) = compare_outputs(&expected, &got, REAL_TOLERANCE) {
        panic!("wrong result: {e}");
    }
    println!(
        "  results match gfortran's ({})",
        if gpu { "GPU" } else { "emulation device" }
    );
    let ours_times = timings(&stderr);
    let copy_rate = ours_times
        .iter()
        .find(|t| t.0 == "copy")
        .map(|t| t.2 / t.1)
        .unwrap_or(f64::NAN);
    for (name, secs, bytes) in &ours_times {
        let rate = bytes / secs;
        let serial = serial_times
            .iter()
            .find(|t| &t.0 == name)
            .map(|t| t.1)
            .unwrap_or(f64::NAN);
        println!(
            "  {name:<10} {secs:>9.4} s  {:>8.1} GB/s  {:>5.1}% of copy  {:>7.1}x gfortran -O3 serial ({serial:.3} s)",
            rate / 1e9,
            100.0 * rate / copy_rate,
            serial / secs
        );
    }
    if !gpu {
        println!("  (no GPU here: timings are the emulation device's, not a GPU's)");
    }
    sor(gpu, &dir);
}

/// The ACROSS part: `sor2d_gpu.F` without and with `-autoTfm`.
fn sor(gpu: bool, dir: &std::path::Path) {
    let n = env_usize("DVMH_BENCH_SOR_N", if gpu { 8192 } else { 96 });
    let iters = env_usize("DVMH_BENCH_SOR_ITERS", if gpu { 10 } else { 3 });
    let root = repo_root();
    let src = root.join("test-suite/bench/sor2d_gpu.F");
    let serial_lib = root.join("test-suite/programs/lib/dvm_serial.f90");
    let defines = [format!("-DNSIZE={n}"), format!("-DNITER={iters}")];
    let reference = dir.join("sor2d.gfortran-O3");
    let out = Command::new("gfortran")
        .args(["-O3", "-w", "-cpp"])
        .args(&defines)
        .arg(&src)
        .arg(&serial_lib)
        .arg("-o")
        .arg(&reference)
        .output()
        .expect("cannot run gfortran");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let reference_run = Command::new(&reference)
        .current_dir(dir)
        .output()
        .expect("cannot run the gfortran build");
    assert!(reference_run.status.success(), "the gfortran build failed");
    let expected = String::from_utf8_lossy(&reference_run.stdout).into_owned();
    let serial = timings(&String::from_utf8_lossy(&reference_run.stderr))
        .first()
        .map_or(f64::NAN, |t| t.1);
    println!(
        "ACROSS on the GPU: 2-D SOR, N = {n}, {iters} sweeps (gfortran -O3 serial: {serial:.3} s)"
    );
    let mut times = Vec::new();
    for tfm in [false, true] {
        let exe = dir.join(if tfm { "sor2d.tfm" } else { "sor2d.dvmh" });
        let mut flags = vec!["-O3", "-cpp"];
        if tfm {
            flags.push("-autoTfm");
        }
        flags.extend(defines.iter().map(String::as_str));
        dvmhc_compile_sources(&[src.as_path()], &exe, &flags).unwrap_or_else(|e| panic!("{e}"));
        let mut launch = Launch::new(1, 1).with_env("DVMH_LOGLEVEL", "2");
        if !gpu {
            launch = launch.with_env("DVMH_CUDA_EMULATION", "1");
        }
        let (run, _) = run_mpi(&exe, &launch).unwrap_or_else(|e| panic!("{e}"));
        let stderr = String::from_utf8_lossy(&run.stderr).into_owned();
        assert!(run.status.success(), "dvmhc build failed: {stderr}");
        let got = String::from_utf8_lossy(&run.stdout).into_owned();
        if let Err(e) = compare_outputs(&expected, &got, REAL_TOLERANCE) {
            panic!("wrong result (-autoTfm: {tfm}): {e}");
        }
        let secs = timings(&stderr).first().map_or(f64::NAN, |t| t.1);
        println!(
            "  {:<14} {secs:>9.4} s  {:>7.1}x gfortran -O3 serial",
            if tfm {
                "with -autoTfm"
            } else {
                "normal layout"
            },
            serial / secs
        );
        times.push(secs);
    }
    println!(
        "  -autoTfm time / normal layout time: {:.3} (results match gfortran's, {})",
        times[1] / times[0],
        if gpu {
            "GPU"
        } else {
            "emulation device: not a GPU timing"
        }
    );
}

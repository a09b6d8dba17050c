//! Benchmark: compile time and memory of `dvmhc -O2` on generated Fortran-DVMH programs of
//! 5 000, 20 000 and 100 000 lines, against `gfortran -O2` on the same files in the same run.
//!
//! `cargo bench -p dvmh-test-suite --bench compile_time` (after `cargo build --release
//! --workspace`). `DVMH_BENCH_LINES="5000 20000"` chooses the sizes; gfortran runs at most
//! `DVMH_BENCH_GFORTRAN_LIMIT` seconds (default 900) per file, as it grows quadratically on
//! such programs. The time per 1 000 lines shows whether growth is linear; a ratio above 1
//! means dvmhc compiled faster than gfortran.

use dvmh_test_suite::generate::dvmh_program;
use dvmh_test_suite::{dvmhc, work_dir};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Runs a command; returns its wall time and peak resident memory, or `None` past `limit`.
fn measure(cmd: &mut Command, limit: Duration) -> Option<(Duration, u64)> {
    let start = Instant::now();
    let mut child = cmd
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn the compiler"); // ok: benchmark set-up
    let pid = child.id() as libc::pid_t;
    let outcome = loop {
        let mut status = 0;
        // SAFETY: an all-zero rusage is a valid out-parameter.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        // SAFETY: waits for our own child without blocking.
        let done = unsafe { libc::wait4(pid, &mut status, libc::WNOHANG, &mut usage) };
        if done == pid {
            assert!(
                libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0,
                "{cmd:?} failed"
            );
            break Some((start.elapsed(), usage.ru_maxrss as u64 * 1024));
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            break None;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    // Reaps a killed child (one wait4 reaped already makes this a harmless error).
    let _ = child.wait();
    outcome
}

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    let sizes: Vec<usize> = std::env::var("DVMH_BENCH_LINES")
        .ok()
        .map(|v| {
            v.split_whitespace()
                .filter_map(|s| s.parse().ok())
                .collect()
        })
        .filter(|v: &Vec<usize>| !v.is_empty())
        .unwrap_or_else(|| vec![5_000, 20_000, 100_000]);
    let limit = Duration::from_secs(env_or("DVMH_BENCH_GFORTRAN_LIMIT", 900));
    let dir = work_dir("bench-compile-time");
    println!("compile time of generated Fortran-DVMH programs at -O2 (wall seconds, peak memory)");
    println!(
        "  {:>7}  {:>9} {:>8} {:>10}   {:>9} {:>8}   {:>8}",
        "lines", "dvmhc", "MiB", "s/1k lines", "gfortran", "MiB", "ratio"
    );
    for lines in sizes {
        let src = dir.join(format!("generated{lines}.f90"));
        let text = dvmh_program(lines);
        let real_lines = text.lines().count();
        std::fs::write(&src, text).expect("write the program"); // ok: benchmark set-up
        let ours = measure(
            Command::new(dvmhc())
                .arg("-O2")
                .arg(&src)
                .arg("-o")
                .arg(dir.join("ours")),
            Duration::from_secs(3600),
        )
        .expect("dvmhc finishes"); // ok: an hour is far beyond any goal
        let theirs = measure(
            Command::new("gfortran")
                .args(["-O2", "-w"])
                .arg(&src)
                .arg("-o")
                .arg(dir.join("theirs")),
            limit,
        );
        let mib = |b: u64| b as f64 / (1 << 20) as f64;
        let per_k = ours.0.as_secs_f64() * 1000.0 / real_lines as f64;
        let (gf_time, gf_mem, ratio) = match theirs {
            Some((t, m)) => (
                format!("{:9.2}", t.as_secs_f64()),
                format!("{:8.0}", mib(m)),
                format!("{:7.2}x", t.as_secs_f64() / ours.0.as_secs_f64()),
            ),
            None => (
                format!(">{:8.0}", limit.as_secs_f64()),
                "-".into(),
                format!(">{:6.2}x", limit.as_secs_f64() / ours.0.as_secs_f64()),
            ),
        };
        println!(
            "  {real_lines:>7}  {:9.2} {:8.0} {per_k:10.3}   {gf_time} {gf_mem}   {ratio}",
            ours.0.as_secs_f64(),
            mib(ours.1),
        );
    }
}

//! `DVMH_STAT=1` on a program with ACROSS loops, run on 2 processes: the JSON file names its
//! loops by `file:line` with the numbers of both processes, the pipelines' communication is
//! counted as ACROSS traffic, the chart is written, and rank 0 prints the table; REMOTE_ACCESS
//! and REDISTRIBUTE traffic is named as such.

use dvmh_test_suite::{dvmhc_compile, repo_root, run_mpi, stat, work_dir, Launch};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

const SOURCE: &str = "test-suite/programs/across_sor.fdv";

/// The program, compiled once for the tests of this file.
fn program() -> PathBuf {
    static EXE: OnceLock<PathBuf> = OnceLock::new();
    EXE.get_or_init(|| {
        let exe = work_dir("stat").join("across_sor");
        dvmhc_compile(&repo_root().join(SOURCE), &exe, &["-O1"]).unwrap_or_else(|e| panic!("{e}"));
        exe
    })
    .clone()
}

/// The line of the first line of `text` in the program's source.
fn line_of(text: &str) -> usize {
    let src = std::fs::read_to_string(repo_root().join(SOURCE)).unwrap(); // ok: the test's own file
    1 + src.lines().position(|l| l.contains(text)).unwrap() // ok: the test's own file
}

/// Runs the program on 2 processes with `env`, returning its standard error.
fn run(env: &[(&str, &str)]) -> String {
    let mut launch = Launch::new(2, 1).with_env("DVMH_STAT", "1");
    for (k, v) in env {
        launch = launch.with_env(k, v);
    }
    let (out, _) = run_mpi(&program(), &launch).unwrap(); // ok: mpirun is there in tests
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{}: {stderr}", launch.describe());
    stderr
}

fn loop_at(stat: &Value, line: usize) -> &Value {
    let want = format!("across_sor.fdv:{line}");
    stat["loops"]
        .as_array()
        .unwrap() // ok: checked by the caller
        .iter()
        .find(|l| l["at"].as_str().is_some_and(|at| at.ends_with(&want)))
        .unwrap_or_else(|| panic!("no loop {want} in {stat:#}")) // ok: test failure
}

fn remove(path: &Path) {
    let _ = std::fs::remove_file(path);
}

#[test]
fn statistics_of_an_across_program_on_two_processes() {
    let dir = program().parent().unwrap().to_path_buf(); // ok: a file in a work directory
    let (json, svg) = (dir.join("dvmh_stat.json"), dir.join("dvmh_stat.svg"));
    remove(&json);
    remove(&svg);
    let stderr = run(&[]);
    let stat = stat::read(&json).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(stat["processes"], 2);
    assert_eq!(stat["loops"].as_array().map(Vec::len), Some(6), "{stat:#}");

    // The SOR sweep: 5 runs of 17 x 24 iterations, split between the processes, its
    // pipeline's edges counted as ACROSS traffic and its MAX as a reduction.
    let sor = loop_at(&stat, line_of("ACROSS(A(1:1, 1:1))"));
    assert_eq!(sor["executions"], 5);
    assert_eq!(sor["iterations"], 5 * 17 * 24);
    assert!(
        sor["comm"]["across"]["bytes"].as_u64().unwrap() > 0,
        "{sor:#}"
    );
    assert!(sor["comm"]["reduction"]["messages"].as_u64().unwrap() > 0);
    assert_eq!(sor["comm"]["shadow"]["bytes"], 0);
    let per = sor["per_process"].as_array().unwrap();
    assert_eq!(per.len(), 2);
    let iterations: u64 = per.iter().map(|p| p["iterations"].as_u64().unwrap()).sum();
    assert_eq!(iterations, 5 * 17 * 24);
    for p in per {
        assert!(
            p["iterations"].as_u64().unwrap() > 0,
            "both processes work: {sor:#}"
        );
        let time = p["time"].as_f64().unwrap();
        let compute = p["compute_time"].as_f64().unwrap();
        assert!(time >= compute && compute >= 0.0, "{p:#}");
    }
    assert!(sor["imbalance"].as_f64().unwrap() >= 1.0);
    // The initialisation loop moves nothing.
    let init = loop_at(&stat, 13);
    assert_eq!(init["iterations"], 26 * 19);
    assert_eq!(init["comm"]["across"]["bytes"], 0);
    // Per-process totals include every loop's traffic.
    for p in stat["per_process"].as_array().unwrap() {
        assert!(p["time"].as_f64().unwrap() >= p["loop_time"].as_f64().unwrap());
        assert!(p["comm"]["across"]["messages"].as_u64().unwrap() > 0);
    }
    assert!(stat::comm_share(&stat).is_some());

    let chart = std::fs::read_to_string(&svg).unwrap_or_else(|e| panic!("no chart: {e}"));
    assert!(chart.starts_with("<?xml") && chart.trim_end().ends_with("</svg>"));
    assert!(chart.contains("across_sor.fdv:24"));

    // The table, once (rank 0 only).
    assert_eq!(
        stderr.matches("DVMH statistics (2 processes").count(),
        1,
        "{stderr}"
    );
    assert!(stderr.contains("communication share"), "{stderr}");
}

#[test]
fn the_statistics_file_can_be_named() {
    let dir = program().parent().unwrap().to_path_buf(); // ok: a file in a work directory
    let (json, svg) = (dir.join("named_stat.json"), dir.join("named_stat.svg"));
    remove(&json);
    remove(&svg);
    let stderr = run(&[("DVMH_STAT_FILE", "named_stat.json")]);
    assert!(stderr.contains("named_stat.json"), "{stderr}");
    assert_eq!(stat::read(&json).unwrap()["processes"], 2); // ok: test failure
    assert!(svg.exists());
}

/// Runs `src` (a test program) on 2 processes with `DVMH_STAT=1` and returns its statistics.
fn stat_of(src: &str, name: &str) -> Value {
    let exe = work_dir("stat").join(name);
    dvmhc_compile(&repo_root().join(src), &exe, &["-O1"]).unwrap_or_else(|e| panic!("{e}"));
    let file = format!("{name}.json");
    let launch = Launch::new(2, 1)
        .with_env("DVMH_STAT", "1")
        .with_env("DVMH_STAT_FILE", &file)
        .with_env("DVMH_PROC_GRID", "2 1");
    let (out, _) = run_mpi(&exe, &launch).unwrap(); // ok: mpirun is there in tests
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stat::read(&exe.with_file_name(file)).unwrap_or_else(|e| panic!("{e}"))
}

fn sum_over_processes(values: &[Value], pick: impl Fn(&Value) -> &Value) -> u64 {
    values.iter().map(|p| pick(p).as_u64().unwrap()).sum() // ok: test failure
}

#[test]
fn remote_access_and_redistribution_are_named() {
    // REMOTE_ACCESS(b(:, k)) at line 44 is gathered before its loop and charged to it.
    let remote = stat_of("test-suite/programs/remote_access.f90", "remote_access");
    let l = remote["loops"]
        .as_array()
        .unwrap() // ok: test failure
        .iter()
        .find(|l| {
            l["at"]
                .as_str()
                .is_some_and(|a| a.ends_with("remote_access.f90:44"))
        })
        .unwrap_or_else(|| panic!("no loop at line 44: {remote:#}")); // ok: test failure
    assert!(l["comm"]["remote"]["bytes"].as_u64().unwrap() > 0, "{l:#}");
    assert_eq!(l["comm"]["shadow"]["bytes"], 0);
    // REALIGN and REDISTRIBUTE move values outside loops.
    let redist = stat_of("test-suite/programs/redist_realign.fdv", "redist_realign");
    let per = redist["per_process"].as_array().unwrap(); // ok: test failure
    let moved = sum_over_processes(per, |p| &p["outside_loops"]["redistribute"]["bytes"]);
    assert!(moved > 0, "{redist:#}");
    let renewed = sum_over_processes(per, |p| &p["comm"]["shadow"]["bytes"]);
    assert!(renewed > 0, "SHADOW_RENEW(A) moves edges: {redist:#}");
}

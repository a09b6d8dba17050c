//! Robustness of the whole pipeline on programs nobody wrote on purpose: mutants of the test
//! programs (`dvmh_test_suite::mutate`: indices off by one, loop bounds past the end, changed
//! operators and directives, zero divisors, deleted and duplicated statements).
//!
//! Every mutant is compiled with `dvmhc`; the compiler must either build it or reject it with
//! diagnostics — never crash or report an internal error. Every executable is run under
//! `mpirun` on 1–3 processes; each run must end with the program's output, or with exactly one
//! `dvmh: error:` line — never a signal, a crash banner of `mpirun` or of the MPI library, or a
//! C library abort. A run still going after the time limit is killed and counted (a mutated
//! loop may never end), not failed.
//!
//! CI runs `DEFAULT_MUTANTS`; `DVMH_MUTANTS=3000 cargo test --release -p dvmh-test-suite --test
//! mutation -- --nocapture` runs a large campaign (`DVMH_MUTATION_SEED` moves it). The report
//! and every failing mutant are written to `target/release/dvmh-test-work/mutation/`.

use dvmh_test_suite::mutate::mutate;
use dvmh_test_suite::{dvmhc, repo_root, work_dir};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

const DEFAULT_MUTANTS: usize = 120;
/// Seconds a mutant's run may take before it is killed (`timeout`).
const RUN_LIMIT_S: &str = "15";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    /// The compiler rejected the program with diagnostics.
    Rejected,
    /// It ran to completion.
    Ran,
    /// It stopped with one `dvmh: error:` line (or a Fortran STOP code).
    RuntimeError,
    /// Still running after the time limit.
    TimedOut,
    Failed,
}

fn seeds() -> Vec<(String, String)> {
    let dir = repo_root().join("test-suite/programs");
    let mut out: Vec<(String, String)> = std::fs::read_dir(&dir)
        .expect("test-suite/programs")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("f90" | "fdv")))
        .map(|p| {
            let name = p
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or("p.f90")
                .to_string();
            let text = std::fs::read_to_string(&p).expect("read a test program");
            (name, text)
        })
        .collect();
    out.sort();
    out
}

/// Why a compiler run is not a clean accept or reject, if it is not.
fn compiler_problem(out: &Output) -> Option<String> {
    let stderr = String::from_utf8_lossy(&out.stderr);
    match out.status.code() {
        Some(0) => None,
        Some(1) if !stderr.contains("internal compiler error") && !stderr.contains("panicked") => {
            None
        }
        _ => Some(format!("compiler: {}\n{stderr}", out.status)),
    }
}

/// Why a program run is not a clean end, if it is not.
fn run_problem(out: &Output) -> Result<Outcome, String> {
    let stderr = String::from_utf8_lossy(&out.stderr);
    if out.status.code() == Some(124) {
        return Ok(Outcome::TimedOut);
    }
    let ours = stderr
        .lines()
        .filter(|l| l.starts_with("dvmh: error:"))
        .count();
    let alarming = [
        "BAD TERMINATION",
        "Caught signal",
        "backtrace",
        "corruption",
        "munmap",
        "free()",
        "Segmentation",
        "Abort(",
        "panicked",
    ];
    // An out-of-bounds write of an unchecked build may corrupt the heap: glibc says so itself
    // before the runtime turns its abort into one `dvmh: error:` line. That is a run-time
    // error of the mutant, not a crash of ours. On several processes the line may instead be
    // another process's fault from the same bad write, which reached the report first and
    // ended the job before the aborting process wrote its own: still the runtime's report.
    let heap_abort = stderr.contains("dvmh: error: the C library aborted the program")
        || (ours >= 1
            && ["free()", "malloc", "corruption", "munmap"]
                .iter()
                .any(|g| {
                    stderr
                        .lines()
                        .any(|l| !l.starts_with("dvmh:") && l.contains(g))
                }));
    let glibc_heap = |a: &str| heap_abort && matches!(a, "munmap" | "free()" | "corruption");
    if let Some(a) = alarming
        .iter()
        .find(|a| stderr.contains(*a) && !glibc_heap(a))
    {
        return Err(format!("run: '{a}' in stderr ({}):\n{stderr}", out.status));
    }
    // Every error line a corrupted heap: each process that wrote out of bounds met its own
    // damage, and the damage is the program's undefined behaviour, which may reach any of
    // a process's state; one line is the runtime's aim there, not a guarantee.
    let all_heap = ours > 1
        && stderr
            .lines()
            .filter(|l| l.starts_with("dvmh: error:"))
            .all(|l| l.starts_with("dvmh: error: the C library aborted the program"));
    match out.status.code() {
        Some(0) if ours == 0 => Ok(Outcome::Ran),
        Some(_) if ours == 1 || all_heap => Ok(Outcome::RuntimeError),
        // A mutated STOP code: gfortran's `STOP n` line and that exit status.
        Some(code) if ours == 0 && stderr.lines().any(|l| l.trim() == format!("STOP {code}")) => {
            Ok(Outcome::RuntimeError)
        }
        _ => Err(format!(
            "run: {} with {ours} 'dvmh: error:' line(s):\n{stderr}",
            out.status
        )),
    }
}

fn try_mutant(k: usize, seed: u64, program: &(String, String), dir: &Path) -> (Outcome, String) {
    let mutant = mutate(&program.1, seed);
    let ext = if program.0.ends_with(".fdv") {
        "fdv"
    } else {
        "f90"
    };
    let src = dir.join(format!("m{k}.{ext}"));
    let exe = dir.join(format!("m{k}"));
    std::fs::write(&src, &mutant.text).expect("write a mutant");
    let what = format!(
        "mutant {k} (seed {seed}) of {}: {}",
        program.0, mutant.description
    );
    let compiled = Command::new(dvmhc())
        .args(["-O1", "-J"])
        .arg(dir)
        .arg(&src)
        .arg("-o")
        .arg(&exe)
        .output()
        .expect("run dvmhc");
    if let Some(p) = compiler_problem(&compiled) {
        return (Outcome::Failed, format!("{what}\n{p}"));
    }
    if !compiled.status.success() {
        let _ = std::fs::remove_file(&src);
        return (Outcome::Rejected, what);
    }
    let procs = 1 + k % 3;
    // In the work directory: the files a mutant writes stay there.
    let run = Command::new("timeout")
        .current_dir(dir)
        .args([RUN_LIMIT_S, "mpirun", "-n", &procs.to_string()])
        .arg(&exe)
        .env_remove("DVMH_MUTANTS")
        .env_remove("DVMH_MUTATION_SEED")
        .env("DVMH_NUM_THREADS", (1 + k / 3 % 2).to_string())
        .output()
        .expect("run timeout/mpirun");
    let _ = std::fs::remove_file(&exe);
    match run_problem(&run) {
        Ok(outcome) => {
            let _ = std::fs::remove_file(&src);
            (outcome, what)
        }
        Err(p) => (
            Outcome::Failed,
            format!("{what} on {procs} process(es)\n{p}"),
        ),
    }
}

#[test]
fn mutants_compile_cleanly_and_run_to_an_end() {
    let count: usize = std::env::var("DVMH_MUTANTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(DEFAULT_MUTANTS);
    let base: u64 = std::env::var("DVMH_MUTATION_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    let programs = seeds();
    let dir: PathBuf = work_dir("mutation");
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(Outcome, String)>> = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .clamp(1, 4);
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::SeqCst);
                if k >= count {
                    break;
                }
                let program = &programs[k % programs.len()];
                let r = try_mutant(
                    k,
                    base.wrapping_mul(1_000_003).wrapping_add(k as u64),
                    program,
                    &dir,
                );
                results.lock().unwrap_or_else(|p| p.into_inner()).push(r);
            });
        }
    });
    let results = results.into_inner().unwrap_or_else(|p| p.into_inner());
    let tally = |o: Outcome| results.iter().filter(|r| r.0 == o).count();
    let report = format!(
        "{count} mutants: {} rejected by the compiler, {} ran, {} stopped with a run-time error, {} timed out, {} failed",
        tally(Outcome::Rejected),
        tally(Outcome::Ran),
        tally(Outcome::RuntimeError),
        tally(Outcome::TimedOut),
        tally(Outcome::Failed)
    );
    println!("{report}");
    let failures: Vec<&String> = results
        .iter()
        .filter(|r| r.0 == Outcome::Failed)
        .map(|r| &r.1)
        .collect();
    let mut text = report.clone();
    for f in &failures {
        text.push_str("\n\n");
        text.push_str(f);
    }
    std::fs::write(dir.join("report.txt"), &text).expect("write the report");
    assert!(
        failures.is_empty(),
        "{report}\n\n{}",
        failures
            .iter()
            .take(5)
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n\n")
    );
    // The campaign must exercise executables, not only the front end.
    assert!(
        tally(Outcome::Ran) + tally(Outcome::RuntimeError) > count / 4,
        "too few mutants compiled: {report}"
    );
}
